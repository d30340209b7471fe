#pragma once

#include "core/tournament/Squad.h"
#include "core/tournament/Tournament.h"

#include <QCoreApplication>
#include <QStringList>

namespace dugout {

// The squads of a team tournament, read from the entrants: a coach's squad is the club they
// registered with, compared without case or surrounding spaces ("Lutèce BB" and "lutèce bb " are
// one squad). A squad plays a round when its coaches in for that round (active, arrived) are
// exactly the tournament's squad size; a squad with none left in has withdrawn.
class Squads
{
    Q_DECLARE_TR_FUNCTIONS(Squads)

public:
    static QString key(const QString &name) { return name.trimmed().toCaseFolded(); }
    // Every squad, in the order its first coach registered.
    static QList<Squad> of(const Tournament &tournament);
    // The squad name of an entrant, or empty.
    static QString nameOf(const Tournament &tournament, qint64 entrantId);
    // The squad's coaches in for `round`, in registration order.
    static QList<qint64> playing(const Tournament &tournament, const Squad &squad, int round);
    // Why round `round` cannot be played as a team round: each squad short of or over the size,
    // named with its count (empty when every squad still in is complete).
    static QStringList problems(const Tournament &tournament, int round);
    // A stable number for a squad's name, for the seeded draw that settles the last tie.
    static qint64 drawId(const QString &name);
};

} // namespace dugout
