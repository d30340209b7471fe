#include "TeamChanges.h"

#include "Team.h"
#include "TeamTotals.h"

#include <QHash>

namespace dugout {

namespace {

QHash<qint64, const Player *> activeById(const Team &team)
{
    QHash<qint64, const Player *> players;
    for (const Player &player : team.players) {
        if (player.isActive())
            players.insert(player.id, &player);
    }
    return players;
}

// The totals that price a team, without the names a rename changes.
TeamTotals pricedTotals(const Team &team)
{
    TeamTotals totals = TeamTotals::of(team);
    totals.name.clear();
    totals.coach.clear();
    totals.color.clear();
    return totals;
}

} // namespace

TeamChanges TeamChanges::between(const Team &before, const Team &after)
{
    TeamChanges changes;
    if (before.id != after.id)
        return everything();
    if (before.name != after.name || before.coach != after.coach || before.color != after.color ||
        before.rosterId != after.rosterId || before.phase != after.phase)
        changes.parts |= Part::Info;
    if (before.rerolls != after.rerolls || before.fanFactor != after.fanFactor ||
        before.assistantCoaches != after.assistantCoaches ||
        before.cheerleaders != after.cheerleaders || before.apothecary != after.apothecary ||
        before.freeFanFactor != after.freeFanFactor)
        changes.parts |= Part::Staff;
    if (before.ledger != after.ledger)
        changes.parts |= Part::Ledger;

    const QHash<qint64, const Player *> was = activeById(before);
    const QHash<qint64, const Player *> is = activeById(after);
    // In the team's order, so rows are added and reported in the order the roster lists them.
    for (const Player &player : after.players) {
        if (!player.isActive())
            continue;
        const Player *old = was.value(player.id);
        if (!old)
            changes.added << player.id;
        else if (!(*old == player))
            changes.changed << player.id;
    }
    for (const Player &player : before.players) {
        if (player.isActive() && !is.contains(player.id))
            changes.removed << player.id;
    }
    if (!changes.added.isEmpty() || !changes.removed.isEmpty())
        changes.parts |= Part::Roster;
    if (!changes.changed.isEmpty())
        changes.parts |= Part::Players;
    // Money follows from the totals the rules price a team with, and from the ledger.
    if (before.budget != after.budget || before.ledger != after.ledger ||
        !(pricedTotals(before) == pricedTotals(after)))
        changes.parts |= Part::Money;
    // A player no longer active may still differ (a fired player's record): the team differs
    // without any part a view shows; nothing to redraw then.
    return changes;
}

TeamChanges TeamChanges::everything()
{
    TeamChanges changes;
    changes.parts = Part::Everything;
    return changes;
}

} // namespace dugout
