#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace dugout {

struct Team;

// Names to suggest when a coach hires a player, in the flavour of the roster (Old World
// names for Humans, grunts for Orcs…). Only a starting point: the coach types what he likes.
class PlayerNames
{
    Q_DECLARE_TR_FUNCTIONS(PlayerNames)

public:
    // The built-in names for a roster's family.
    static QStringList forRoster(const QString &rosterId);
    // A name from the roster's list that nobody in the team wears yet, picked at random;
    // when all are taken, a numbered one.
    static QString suggest(const Team &team);
    // From now on, picks from a generator seeded with `seed` instead of the system's random
    // source, so a program that builds teams (the screenshot program) gets the same names on
    // every run. The application never calls it: coaches get a fresh pick each time.
    static void useSeed(quint32 seed);
};

} // namespace dugout
