#include "PostMatchSequence.h"

#include "ChallengeRules.h"
#include "FreeJourneymen.h"
#include "MatchCapacity.h"
#include "PlayoffRules.h"
#include "PostMatchRun.h"
#include "core/Money.h"
#include "core/dice/EnteredDice.h"
#include "core/inducements/InducementBill.h"
#include "core/inducements/InducementRules.h"
#include "core/inducements/LeagueInducements.h"
#include "core/rules/Ruleset.h"
#include "core/team/TeamRules.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

int PostMatchSequence::playersAbleToPlay(const Team &team)
{
    return int(std::count_if(team.players.cbegin(), team.players.cend(),
                             [](const Player &p) { return p.isAvailable(); }));
}

RuleCheck PostMatchSequence::canConcedeWithoutPenalty(const Team &team)
{
    const int able = playersAbleToPlay(team);
    if (able <= 2)
        return RuleCheck::ok();
    return RuleCheck::refused(
        tr("%1 could field %n player(s): only a team able to field 2 or fewer may concede "
           "before kick-off without the extra penalties; record a concession during the match.",
           nullptr, able)
            .arg(team.name));
}

int PostMatchSequence::mvpAwards(const MatchRecord &record, Side side)
{
    if (record.concession == Concession::None)
        return 1;
    return record.concededBy == side ? 0 : 2;
}

QStringList PostMatchSequence::validate(const Team &home, const Team &away,
                                        const MatchRecord &record) const
{
    if (record.forfeit)
        return ChallengeRules::checkForfeit(record);
    QStringList problems;
    const MatchRecord completed = withInducements(home, away, record, &problems);
    return problems + validateCompleted(home, away, completed);
}

MatchRecord PostMatchSequence::withInducements(const Team &home, const Team &away,
                                               const MatchRecord &record,
                                               QStringList *problems) const
{
    MatchRecord completed = record;
    if (!record.home.inducements && !record.away.inducements)
        return completed;
    const TeamRules teamRules(m_rules);
    const bool countFans = !m_options.freeFanFactor;
    const PreMatchMoney money = PreMatchMoney::compute(
        {teamRules.teamValue(home, countFans), home.ledgerBalance()},
        {teamRules.teamValue(away, countFans), away.ledgerBalance()}, record.home.pettyCash,
        record.away.pettyCash, PlayoffRules::handicapAllowed(record.stage, m_options));
    const InducementRules rules(m_rules, inducementOptions(m_options));
    for (const Side side : {Side::Home, Side::Away}) {
        const TeamMatchRecord &mine = record.team(side);
        if (!mine.inducements)
            continue;
        const Team &team = side == Side::Home ? home : away;
        const InducementPurchases none;
        const std::optional<InducementPurchases> &theirs = record.team(opponent(side)).inducements;
        const InducementBill bill =
            InducementBill::make(rules, *mine.inducements, InducementTeam::of(team),
                                 theirs ? *theirs : none, money.side(side));
        if (!bill.check)
            *problems << tr("%1's inducements: %2").arg(team.name, bill.check.reason);
        // Figures given beside the list must agree with it (a record written by Dugout does).
        auto agree = [&](qint64 given, qint64 worked, const QString &field) {
            if (given != 0 && given != worked)
                *problems << tr("%1: %2 is %3 but the inducements bought make it %4.")
                                 .arg(team.name, field)
                                 .arg(given)
                                 .arg(worked);
        };
        agree(mine.inducementsSpent, bill.gold, u"inducements_spent"_s);
        agree(mine.inducedPlayers, bill.inducedPlayers, u"induced_players"_s);
        agree(mine.wanderingApothecaries, bill.wanderingApothecaries, u"wandering_apothecaries"_s);
        TeamMatchRecord &filled = completed.team(side);
        filled.inducementsSpent = bill.gold;
        filled.inducedPlayers = bill.inducedPlayers;
        filled.wanderingApothecaries = bill.wanderingApothecaries;
    }
    return completed;
}

QStringList PostMatchSequence::validateCompleted(const Team &home, const Team &away,
                                                 const MatchRecord &record) const
{
    QStringList problems;
    if (home.id != 0 && home.id == away.id)
        problems << tr("A team cannot play itself.");
    const TeamRules teamRules(m_rules);
    if (record.concession == Concession::BeforeKickOff) {
        const RuleCheck check =
            canConcedeWithoutPenalty(record.concededBy == Side::Home ? home : away);
        if (!check)
            problems << check.reason;
    }
    if (record.concession == Concession::None && record.home.score == record.away.score) {
        if (const RuleCheck level = PlayoffRules::canEndLevel(record.stage); !level)
            problems << level.reason;
    }
    const qint64 bothScores = qint64(record.home.score) + record.away.score;
    if (record.home.score <= MatchCapacity::MaxTouchdowns &&
        record.away.score <= MatchCapacity::MaxTouchdowns &&
        bothScores > MatchCapacity::MaxTouchdowns)
        problems << tr("The two teams scored %1 touchdowns together; a match holds at most %2 (one "
                       "per team turn, overtime included).")
                        .arg(bothScores)
                        .arg(MatchCapacity::MaxTouchdowns);
    for (Side side : {Side::Home, Side::Away}) {
        const Team &team = side == Side::Home ? home : away;
        const Team &other = side == Side::Home ? away : home;
        const TeamMatchRecord &mine = record.team(side);
        const TeamMatchRecord &theirs = record.team(opponent(side));
        if (mine.teamId != team.id)
            problems
                << tr("The record names team %1 where %2 played.").arg(mine.teamId).arg(team.name);
        if (team.phase != Team::Phase::Active)
            problems << tr("%1 is still being built: confirm it before it plays.").arg(team.name);
        if (mine.score < 0)
            problems << tr("%1: a score cannot be negative.").arg(team.name);
        // Players who could play this match are the only ones with events or casualties.
        auto player = [&](int number, const QString &what) -> const Player * {
            const Player *p = team.playerByNumber(number);
            if (!p)
                problems
                    << tr("%1 has no player number %2 (%3).").arg(team.name).arg(number).arg(what);
            else if (!p->isAvailable())
                problems << tr("%1 #%2 %3 could not play this match (%4).")
                                .arg(team.name)
                                .arg(number)
                                .arg(p->name, what);
            return p && p->isAvailable() ? p : nullptr;
        };
        if (mine.score > MatchCapacity::MaxTouchdowns)
            problems << tr("%1 scored %2; a match holds at most %3 touchdowns (one per team turn, "
                           "overtime included).")
                            .arg(team.name)
                            .arg(mine.score)
                            .arg(MatchCapacity::MaxTouchdowns);
        QSet<int> seen;
        // 64-bit sums: the counts are checked below, but a sum must not wrap before they are.
        qint64 touchdowns = 0;
        qint64 inflicted = 0;
        qint64 completions = 0;
        qint64 interceptions = 0;
        for (const PlayerMatchEvents &events : mine.players) {
            player(events.number, tr("star player points"));
            if (seen.contains(events.number))
                problems << tr("%1 #%2 is listed twice in the star player points.")
                                .arg(team.name)
                                .arg(events.number);
            seen.insert(events.number);
            if (events.completions < 0 || events.touchdowns < 0 || events.interceptions < 0 ||
                events.casualties < 0)
                problems
                    << tr("%1 #%2: counts cannot be negative.").arg(team.name).arg(events.number);
            touchdowns += events.touchdowns;
            inflicted += events.casualties;
            completions += events.completions;
            interceptions += events.interceptions;
        }
        if (touchdowns > mine.score)
            problems << tr("%1 scored %2 but its players have %3 touchdowns.")
                            .arg(team.name)
                            .arg(mine.score)
                            .arg(touchdowns);
        if (completions > MatchCapacity::MaxCompletions)
            problems << tr("%1's players have %2 completions; a match holds at most %3 (one pass "
                           "per team turn, overtime included).")
                            .arg(team.name)
                            .arg(completions)
                            .arg(MatchCapacity::MaxCompletions);
        if (interceptions > MatchCapacity::MaxInterceptions)
            problems << tr("%1's players have %2 interceptions; a match holds at most %3 (one pass "
                           "per team turn, overtime included).")
                            .arg(team.name)
                            .arg(interceptions)
                            .arg(MatchCapacity::MaxInterceptions);
        if (inflicted > theirs.casualties.size())
            problems << tr("%1's players inflicted %2 casualties but %3 suffered only %4.")
                            .arg(team.name)
                            .arg(inflicted)
                            .arg(other.name)
                            .arg(theirs.casualties.size());
        QSet<int> hurt;
        int apothecaryUses = 0;
        for (const CasualtyRecord &casualty : mine.casualties) {
            const Player *p = player(casualty.number, tr("casualty"));
            if (hurt.contains(casualty.number))
                problems << tr("%1 #%2 has two casualties; a player leaves the match after one.")
                                .arg(team.name)
                                .arg(casualty.number);
            hurt.insert(casualty.number);
            for (const std::optional<int> &d68 : {casualty.d68, casualty.apothecaryD68}) {
                if (d68 && !Ruleset::isValidD68(*d68))
                    problems << tr("%1 #%2: %3 is not a D68 result (tens 1–6, units 1–8).")
                                    .arg(team.name)
                                    .arg(casualty.number)
                                    .arg(*d68);
            }
            const Position *position = p ? m_rules.position(p->positionId) : nullptr;
            if (casualty.regeneration && position && !p->hasSkill(*position, u"regeneration"_s))
                problems << tr("%1 #%2 has no Regeneration to roll.")
                                .arg(team.name)
                                .arg(casualty.number);
            if (casualty.regeneration && !Dice::isValid(*casualty.regeneration, 6))
                problems << tr("%1 #%2: a regeneration D6 shows 1 to 6.")
                                .arg(team.name)
                                .arg(casualty.number);
            if (casualty.apothecary)
                ++apothecaryUses;
            if (!casualty.apothecary && (casualty.apothecaryD68 || casualty.keepSecond))
                problems << tr("%1 #%2: an apothecary roll without the apothecary.")
                                .arg(team.name)
                                .arg(casualty.number);
        }
        const Inducement *wandering = m_rules.inducement(u"wandering_apothecary"_s);
        if (wandering && wandering->max && mine.wanderingApothecaries > *wandering->max)
            problems << tr("%1 bought %2 wandering apothecaries; a team may induce at most %3.")
                            .arg(team.name)
                            .arg(mine.wanderingApothecaries)
                            .arg(*wandering->max);
        // Star players and mercenaries play for the team: its roster for the match is no bigger
        // than a team's.
        const int maxPlayers = m_rules.teamBuilding().maxPlayers;
        if (mine.inducedPlayers > maxPlayers)
            problems << tr("%1 fielded %2 induced players; a team has at most %3 players.")
                            .arg(team.name)
                            .arg(mine.inducedPlayers)
                            .arg(maxPlayers);
        const qint64 apothecaries = (team.apothecary ? 1 : 0) + qint64(mine.wanderingApothecaries);
        if (apothecaryUses > apothecaries)
            problems << tr("%1 used the apothecary %2 times but has %3 (once per match each).")
                            .arg(team.name)
                            .arg(apothecaryUses)
                            .arg(apothecaries);
        if (mine.pettyCash < 0 || mine.inducementsSpent < 0 || mine.inducedPlayers < 0 ||
            mine.wanderingApothecaries < 0 || mine.raisedDead < 0)
            problems << tr("%1: gold and counts cannot be negative.").arg(team.name);
        const Roster *roster = m_rules.roster(team.rosterId);
        if (mine.raisedDead > 0 && !(roster && roster->necromancer))
            problems << tr("%1 has no Necromancer to raise the dead.").arg(team.name);
        else if (mine.raisedDead > 1)
            problems << tr("%1's Necromancer raises the dead once per match, not %2 times.")
                            .arg(team.name)
                            .arg(mine.raisedDead);
        if (mine.pettyCash > team.ledgerBalance())
            problems << tr("%1 moved %2 to petty cash but has %3 in the treasury.")
                            .arg(team.name, formatGold(mine.pettyCash),
                                 formatGold(team.ledgerBalance()));
        // The weaker team spends the handicap first; only petty cash comes on top (rulebook
        // l.3571–3660).
        const bool countFans = !m_options.freeFanFactor;
        const qint64 myValue = teamRules.teamValue(team, countFans) + mine.pettyCash;
        const qint64 theirValue = teamRules.teamValue(other, countFans) + theirs.pettyCash;
        const qint64 handicap = PlayoffRules::handicapAllowed(record.stage, m_options)
                                    ? std::max<qint64>(0, theirValue - myValue)
                                    : 0;
        if (mine.inducementsSpent > handicap + mine.pettyCash)
            problems << tr("%1 spent %2 on inducements but had %3 (handicap %4 + petty cash %5).")
                            .arg(team.name, formatGold(mine.inducementsSpent),
                                 formatGold(handicap + mine.pettyCash), formatGold(handicap),
                                 formatGold(mine.pettyCash));
        const int awards = mvpAwards(record, side);
        if (mine.mvpNumbers.size() > awards)
            problems << tr("%1 names %2 MVPs but receives %3.")
                            .arg(team.name)
                            .arg(mine.mvpNumbers.size())
                            .arg(awards);
        if (m_options.mvp == MvpMode::CoachChoice && mine.mvpNumbers.size() < awards)
            problems << tr("%1: the coach chooses the MVP in this league; name %n player(s).",
                           nullptr, awards)
                            .arg(team.name);
        for (int number : mine.mvpNumbers) {
            if (number == 0) {
                if (m_options.mvp != MvpMode::Random || mine.inducedPlayers == 0)
                    problems << tr("%1: no induced player can be MVP here.").arg(team.name);
            } else {
                player(number, tr("MVP"));
            }
        }
        for (const QString &positionId : mine.freeJourneymen.value_or(QStringList())) {
            if (const RuleCheck check = FreeJourneymen::checkPosition(m_rules, team, positionId);
                !check)
                problems << check.reason;
        }
        for (int number : mine.hireJourneymen) {
            const Player *p = team.playerByNumber(number);
            if (!p || !p->journeyman)
                problems << tr("%1 #%2 is not a journeyman to hire.").arg(team.name).arg(number);
        }
    }
    return problems;
}

PostMatchResult PostMatchSequence::run(const Team &home, const Team &away,
                                       const MatchRecord &record, Dice &dice) const
{
    PostMatchResult result;
    result.home = home;
    result.away = away;
    if (record.forfeit) {
        // l.4048–4051: the refusal counts as a 2–0 win and changes nothing else.
        result.record = record;
        result.errors = ChallengeRules::checkForfeit(record);
        if (home.id != 0 && home.id == away.id)
            result.errors << tr("A team cannot play itself.");
        if (!result.ok())
            return result;
        result.summary.seasonId = record.seasonId;
        result.summary.homeTeamId = home.id;
        result.summary.awayTeamId = away.id;
        result.summary.homeScore = 2;
        result.summary.awayScore = 0;
        result.log << PostMatchLine{
            std::nullopt, tr("%1 refused %2's challenge: %2 wins 2–0. Star player points, "
                             "gold and fan factor stay as they were.")
                              .arg(away.name, home.name)};
        return result;
    }
    result.record = withInducements(home, away, record, &result.errors);
    result.errors += validateCompleted(home, away, result.record);
    if (!result.ok())
        return result;
    MatchSummary &summary = result.summary;
    summary.seasonId = record.seasonId;
    summary.homeTeamId = home.id;
    summary.awayTeamId = away.id;
    summary.homeScore = record.home.score;
    summary.awayScore = record.away.score;
    summary.homeCasualties = int(record.away.casualties.size());
    summary.awayCasualties = int(record.home.casualties.size());
    if (record.concession != Concession::None)
        summary.conceded = record.concededBy;

    result.record.playerOfTheYear.reset(); // the run's answer, never the input's
    EnteredDice entered(record.dice, dice);
    PostMatchRun(m_rules, m_options, entered, dice, result, m_steps,
                 m_league ? &*m_league : nullptr)
        .run();
    result.record.dice = entered.used();
    const QHash<QString, QList<int>> unused = entered.unused();
    for (auto it = unused.cbegin(); it != unused.cend(); ++it)
        result.log << PostMatchLine{std::nullopt,
                                    tr("Typed dice not needed and ignored: %1.").arg(it.key())};
    return result;
}

} // namespace dugout
