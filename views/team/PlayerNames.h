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
};

} // namespace dugout
