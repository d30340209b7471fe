#pragma once

#include "core/league/Major.h"

#include "LedgerEntry.h"
#include "Player.h"

#include <QList>
#include <QString>

namespace dugout {

// A coach's team. While it is being built (Creation) the coach spends from its budget and
// nothing is written to the ledger; confirming the team moves to Active, opens the ledger
// with the budget and what was spent, and from then on every piece of gold is a ledger entry.
struct Team
{
    enum class Phase { Creation, Active };

    qint64 id = 0; // database id; 0 until stored
    QString name;
    QString rosterId;
    QString coach;
    QString color; // the team's accent colour, "#rrggbb"
    Phase phase = Phase::Creation;
    qint64 budget = 1000000; // creation budget; a league may set another

    int rerolls = 0;
    int fanFactor = 0;
    int assistantCoaches = 0;
    int cheerleaders = 0;
    bool apothecary = false;
    // It plays in a league with the free fan factor option (l.4463–4470): its fan factor never
    // counts in its team value. Read from its league when loaded, never stored with the team.
    bool freeFanFactor = false;
    // The majors whose trophy it holds (rulebook l.4074–4084): each is one more team re-roll,
    // counted in team value. Read from its league's finals when loaded (TrophyQuery), never
    // stored with the team.
    QList<Major> trophies;

    QList<Player> players; // every player the team ever had, dead, fired and retired included
    QList<LedgerEntry> ledger;

    bool operator==(const Team &) const = default;

    QList<const Player *> activePlayers() const;
    Player *playerById(qint64 playerId);
    const Player *playerByNumber(int number) const;
    // Lowest shirt number from 1 to 16 no active player wears; 0 when all are taken.
    int nextFreeNumber() const;
    // Sum of the ledger. While in creation the ledger is empty: see TeamRules::goldLeft.
    qint64 ledgerBalance() const;
};

} // namespace dugout
