#include "TournamentChecks.h"

#include "core/InputLimits.h"
#include "core/rules/Ruleset.h"
#include "core/tournament/KnockoutBracket.h"
#include "core/tournament/PoolStage.h"
#include "core/tournament/RoundPairing.h"
#include "core/tournament/Squads.h"

namespace dugout {

RuleCheck TournamentChecks::canRegister(const Tournament &tournament, const Entrant &entrant,
                                        const Ruleset &rules)
{
    if (RuleCheck name = InputLimits::checkName(entrant.coach, tr("The coach's name")); !name)
        return name;
    for (const auto &[text, what] :
         {std::pair{entrant.teamName, tr("The team's name")},
          std::pair{entrant.club, tr("The club")}, std::pair{entrant.nation, tr("The nation")}}) {
        if (RuleCheck check = InputLimits::checkNote(text, what); !check)
            return check;
    }
    for (QChar c : entrant.nafNumber) {
        if (!c.isDigit() || c.unicode() > 127)
            return RuleCheck::refused(tr("The NAF number of %1 must be digits only (\"%2\").")
                                          .arg(InputLimits::quoted(entrant.coach),
                                               InputLimits::quoted(entrant.nafNumber)));
    }
    if (entrant.nafNumber.size() > 9)
        return RuleCheck::refused(tr("The NAF number of %1 is too long.").arg(entrant.coach));
    if (!rules.roster(entrant.rosterId))
        return RuleCheck::refused(
            tr("%1's race \"%2\" is not a team of the rulebook.")
                .arg(InputLimits::quoted(entrant.coach), InputLimits::quoted(entrant.rosterId)));
    if (RoundPairing::hasBracket(tournament) && tournament.roundsPaired() > 0 && entrant.id == 0)
        return RuleCheck::refused(
            tr("The knockout's bracket is drawn: nobody can join it after round 1."));
    for (const Entrant &other : tournament.entrants) {
        if (other.id != entrant.id &&
            other.coach.trimmed().compare(entrant.coach.trimmed(), Qt::CaseInsensitive) == 0)
            return RuleCheck::refused(
                tr("%1 is already registered.").arg(InputLimits::quoted(entrant.coach)));
    }
    if (tournament.rules.format == TournamentFormat::Teams)
        return canJoinSquad(tournament, entrant);
    return RuleCheck::ok();
}

RuleCheck TournamentChecks::canJoinSquad(const Tournament &tournament, const Entrant &entrant)
{
    const QString squad = Squads::key(entrant.club);
    if (squad.isEmpty())
        return RuleCheck::refused(tr("%1 has no team: in a team tournament every coach registers "
                                     "with a team name (the club column).")
                                      .arg(InputLimits::quoted(entrant.coach)));
    // Coaches who dropped out leave their place to a substitute.
    int members = 0;
    QString name = entrant.club.trimmed(); // as the team's first coach wrote it
    bool named = false;
    for (const Entrant &other : tournament.entrants) {
        if (other.id == entrant.id || Squads::key(other.club) != squad)
            continue;
        if (!named)
            name = other.club.trimmed();
        named = true;
        if (other.active)
            ++members;
    }
    const int size = tournament.rules.squads.size;
    if (members >= size)
        return RuleCheck::refused(
            tr("Team %1 already has its %n coach(es): %2 cannot join it.", nullptr, size)
                .arg(InputLimits::quoted(name), InputLimits::quoted(entrant.coach)));
    return RuleCheck::ok();
}

RuleCheck TournamentChecks::canRecordResult(const Tournament &tournament, int round, int table,
                                            int homeTouchdowns, int awayTouchdowns,
                                            int homeCasualties, int awayCasualties,
                                            qint64 wentThroughId)
{
    const TournamentGame *game = tournament.game(round, table);
    if (!game)
        return RuleCheck::refused(tr("Round %1 has no table %2.").arg(round).arg(table));
    if (game->isBye())
        return RuleCheck::refused(
            tr("Table %1 of round %2 is a bye: it has no result to enter.").arg(table).arg(round));
    for (int value : {homeTouchdowns, awayTouchdowns, homeCasualties, awayCasualties}) {
        if (value < 0 || value > MaxScore)
            return RuleCheck::refused(
                tr("Touchdowns and casualties are counted from 0 to %1.").arg(MaxScore));
    }
    const bool pools = tournament.rules.format == TournamentFormat::Pools;
    const int poolRounds = pools ? PoolStage::rounds(tournament) : 0;
    if (!RoundPairing::isKnockoutRound(tournament, round)) {
        if (wentThroughId != 0)
            return RuleCheck::refused(tr("Only a knockout game has a coach who goes through."));
        // The knockout is drawn from the pool standings: they may not change under it.
        if (pools && tournament.roundsPaired() > poolRounds)
            return RuleCheck::refused(tr("The knockout has been drawn from the pools: take its "
                                         "first round back before correcting a pool game."));
        return RuleCheck::ok();
    }
    if (wentThroughId != 0 && !game->involves(wentThroughId))
        return RuleCheck::refused(tr("Entrant %1 does not play at table %2 of round %3.")
                                      .arg(wentThroughId)
                                      .arg(table)
                                      .arg(round));
    TournamentGame entered = *game;
    entered.played = true;
    entered.homeTouchdowns = homeTouchdowns;
    entered.awayTouchdowns = awayTouchdowns;
    entered.wentThroughId = wentThroughId;
    if (homeTouchdowns == awayTouchdowns && wentThroughId == 0)
        return RuleCheck::refused(tr("A knockout game needs a winner: a level score must name who "
                                     "went through (sudden death)."));
    if (homeTouchdowns != awayTouchdowns && wentThroughId != 0 &&
        wentThroughId != (homeTouchdowns > awayTouchdowns ? game->homeId : game->awayId))
        return RuleCheck::refused(
            tr("Only a level game names who went through: the touchdowns already decide it."));
    if (entered.winnerId() != game->winnerId()) {
        if (RuleCheck check =
                KnockoutBracket::build(tournament).canChangeWinner(tournament, round, table);
            !check)
            return check;
    }
    return RuleCheck::ok();
}

RuleCheck TournamentChecks::canSetActive(const Tournament &tournament, qint64 entrantId,
                                         bool active)
{
    const Entrant *entrant = tournament.entrant(entrantId);
    if (!entrant)
        return RuleCheck::refused(tr("The tournament has no entrant %1.").arg(entrantId));
    // A coach coming back takes a place in the squad again, which a substitute may have taken.
    if (active && !entrant->active && tournament.rules.format == TournamentFormat::Teams)
        return canJoinSquad(tournament, *entrant);
    return RuleCheck::ok();
}

} // namespace dugout
