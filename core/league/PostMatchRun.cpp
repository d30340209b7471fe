#include "PostMatchRun.h"

#include "core/match/DiceKeys.h"

#include "GateRoll.h"
#include "MajorTrophies.h"
#include "PlayoffRules.h"
#include "PostMatchSequence.h"

#include "core/Money.h"
#include "core/dice/EnteredDice.h"
#include "core/inducements/InducementBill.h"
#include "core/rules/Ruleset.h"
#include "core/team/TeamRules.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// How bad a casualty is, to keep the milder of two results when the coach does not say.
int severity(const CasualtyRow *row)
{
    if (!row)
        return 0;
    switch (row->effect) {
    case CasualtyEffect::None:
        return 0;
    case CasualtyEffect::MissNextGame:
        return 1;
    case CasualtyEffect::Niggling:
        return 2;
    case CasualtyEffect::LoseMa:
    case CasualtyEffect::LoseAv:
    case CasualtyEffect::LoseAg:
    case CasualtyEffect::LoseSt:
        return 3;
    case CasualtyEffect::Dead:
        return 4;
    }
    return 0;
}

QString diceText(const QList<int> &faces)
{
    QStringList parts;
    for (int face : faces)
        parts << QString::number(face);
    return parts.join(u" + "_s);
}

} // namespace

PostMatchRun::PostMatchRun(const Ruleset &rules, const LeagueOptions &options, EnteredDice &dice,
                           Dice &freeDice, PostMatchResult &result, PostMatchSteps steps,
                           const QList<Team> *league)
    : m_rules(rules), m_options(options), m_dice(dice), m_freeDice(freeDice), m_result(result),
      m_steps(steps), m_league(league)
{
}

void PostMatchRun::run()
{
    const TeamRules teamRules(m_rules);
    for (Side side : {Side::Home, Side::Away}) {
        PostMatchTeamSummary &s = summary(side);
        s.teamValueBefore = teamValue(team(side));
        s.treasuryBefore = team(side).ledgerBalance();
        s.fanFactorBefore = team(side).fanFactor;
        // l.3356–3358: the players who could play are the active ones not missing the game;
        // each counts once, whatever numbers dead or released players once wore.
        const QList<Player> &players = team(side).players;
        for (int i = 0; i < int(players.size()); ++i) {
            if (!players.at(i).isActive())
                continue;
            m_atKickOff[sideIndex(side)].insert(players.at(i).number, i);
            if (players.at(i).isAvailable())
                m_played[sideIndex(side)] << i;
        }
        std::sort(m_played[sideIndex(side)].begin(), m_played[sideIndex(side)].end(),
                  [&players](int a, int b) { return players.at(a).number < players.at(b).number; });
    }
    const std::optional<Side> won = winner();
    sayMatch(
        won ? tr("%1 wins %2–%3.")
                  .arg(team(*won).name)
                  .arg(m_result.summary.homeScore)
                  .arg(m_result.summary.awayScore)
            : tr("Draw %1–%2.").arg(m_result.summary.homeScore).arg(m_result.summary.awayScore));
    if (m_result.record.concession != Concession::None)
        sayMatch(
            penalisedConcession()
                ? tr("%1 conceded during the match: it loses its winnings, MVP and 1 fan factor.")
                      .arg(team(m_result.record.concededBy).name)
                : tr("%1 conceded before kick-off with 2 or fewer players able to play: it wins "
                     "nothing and gives its MVP away, but suffers no extra penalty.")
                      .arg(team(m_result.record.concededBy).name));
    // A tournament game (PostMatchSteps::PlayersOnly) has no gate: the money steps are skipped.
    const bool economy = m_steps == PostMatchSteps::All;
    if (economy)
        gateAndFame();
    else
        sayMatch(tr("Tournament game: only the players' steps are played (no gate, winnings, "
                    "expenses or fan factor)."));
    for (Side side : {Side::Home, Side::Away})
        resolveCasualties(side);
    // 1. Star player points and the MVP, then the advancement rolls they bring.
    for (Side side : {Side::Home, Side::Away}) {
        starPlayerPoints(side);
        mostValuablePlayers(side);
        bloodBowlMedals(side);
        advancements(side);
    }
    // Update the team sheet: dead removed and injuries, winnings, expenses, fan factor,
    // concession losses, journeymen, team value (rulebook l.3729–3760).
    for (Side side : {Side::Home, Side::Away})
        injuries(side);
    for (Side side : {Side::Home, Side::Away}) {
        if (!economy)
            break;
        inducementGold(side);
        winnings(side);
    }
    for (Side side : {Side::Home, Side::Away}) {
        if (economy) {
            expenses(side);
            fanFactor(side);
            veteransLeave(side);
            journeymen(side);
            chaosCupGifts(side);
            raisedZombies(side);
            freeJourneymen(side);
        }
    }
    playerOfTheYear();
    for (Side side : {Side::Home, Side::Away}) {
        PostMatchTeamSummary &s = summary(side);
        s.teamValueAfter = teamValue(team(side));
        s.treasuryAfter = team(side).ledgerBalance();
        s.fanFactorAfter = team(side).fanFactor;
        say(side, tr("Team value %1 → %2; treasury %3 → %4.")
                      .arg(formatGold(s.teamValueBefore), formatGold(s.teamValueAfter),
                           formatGold(s.treasuryBefore), formatGold(s.treasuryAfter)));
    }
}

// Rulebook l.2270–2290: each team's gate is 2D6 + fan factor thousand fans; the bigger crowd gives
// FAME +1, twice as big +2.
void PostMatchRun::gateAndFame()
{
    for (Side side : {Side::Home, Side::Away}) {
        QList<int> faces;
        rollSum(2, side, DiceKeys::gate, &faces);
        const GateRoll gate =
            GateRoll::of(faces, team(side).fanFactor, m_result.record.stage, team(side).trophies);
        summary(side).fans = gate.thousands() * 1000;
        say(side, tr("Gate: %1.").arg(gate.text()));
    }
    for (Side side : {Side::Home, Side::Away}) {
        const int mine = summary(side).fans;
        const int theirs = summary(opponent(side)).fans;
        summary(side).fame = mine >= 2 * theirs && mine > theirs ? 2 : mine > theirs ? 1 : 0;
        say(side, tr("FAME %1.").arg(summary(side).fame));
    }
}

// A casualty: D68, then the apothecary's re-roll if used (the coach keeps one), then
// Regeneration on 4+ (rulebook l.704–1970, l.3093–3200). Dice not typed are rolled and written into
// the record.
void PostMatchRun::resolveCasualties(Side side)
{
    for (CasualtyRecord &casualty : m_result.record.team(side).casualties) {
        const Player *player = playerNumbered(side, casualty.number);
        const Position *position = player ? m_rules.position(player->positionId) : nullptr;
        if (!player || !position)
            continue;
        auto rollD68 = [&](const QString &what) {
            const int tens = checkedDie(m_freeDice.roll(6, purpose(side, what)), 6, what);
            const int units = checkedDie(m_freeDice.roll(8, purpose(side, what)), 8, what);
            return tens * 10 + units;
        };
        if (!casualty.d68)
            casualty.d68 = rollD68(DiceKeys::casualty + u".%1"_s.arg(casualty.number));
        const CasualtyRow *row = m_rules.casualtyResult(*casualty.d68);
        say(side, tr("%1 suffered a casualty: %2, %3.")
                      .arg(playerLabel(*player))
                      .arg(*casualty.d68)
                      .arg(row ? row->name.current() : QString()));
        if (casualty.apothecary) {
            if (!casualty.apothecaryD68)
                casualty.apothecaryD68 =
                    rollD68(DiceKeys::apothecary + u".%1"_s.arg(casualty.number));
            const CasualtyRow *second = m_rules.casualtyResult(*casualty.apothecaryD68);
            if (!casualty.keepSecond)
                casualty.keepSecond = severity(second) < severity(row);
            say(side,
                tr("The apothecary re-rolled it: %1, %2; the coach keeps %3.")
                    .arg(*casualty.apothecaryD68)
                    .arg(second ? second->name.current() : QString(),
                         *casualty.keepSecond ? tr("the second result") : tr("the first result")));
            if (*casualty.keepSecond)
                row = second;
        }
        if (player->hasSkill(*position, u"regeneration"_s)) {
            if (!casualty.regeneration)
                casualty.regeneration =
                    checkedDie(m_freeDice.roll(6, DiceKeys::forPlayer(side, DiceKeys::regeneration,
                                                                      casualty.number)),
                               6, tr("regeneration"));
            const bool healed = *casualty.regeneration >= 4;
            say(side, healed ? tr("Regeneration: %1, healed.").arg(*casualty.regeneration)
                             : tr("Regeneration: %1, not healed.").arg(*casualty.regeneration));
            if (healed)
                row = nullptr;
        }
        m_casualties[sideIndex(side)].insert(m_atKickOff[sideIndex(side)].value(casualty.number),
                                             CasualtyOutcome{row});
    }
}

// Rulebook l.3366: completion 1, casualty 2, interception 2, touchdown 3 (MVP 5 comes next).
void PostMatchRun::starPlayerPoints(Side side)
{
    auto award = [this](const char *id) {
        const SppAward *a = m_rules.sppAward(QString::fromLatin1(id));
        return a ? a->spp : 0;
    };
    for (int index : std::as_const(m_played[sideIndex(side)]))
        ++playerAt(side, index).matchesPlayed;
    for (const PlayerMatchEvents &events : record(side).players) {
        Player *player = playerNumbered(side, events.number);
        const int spp =
            events.completions * award("completion") + events.touchdowns * award("touchdown") +
            events.interceptions * award("interception") + events.casualties * award("casualty");
        player->completions += events.completions;
        player->touchdowns += events.touchdowns;
        player->interceptions += events.interceptions;
        player->casualties += events.casualties;
        player->spp += spp;
        QStringList done;
        if (events.touchdowns)
            done << tr("%n touchdown(s)", nullptr, events.touchdowns);
        if (events.completions)
            done << tr("%n completion(s)", nullptr, events.completions);
        if (events.interceptions)
            done << tr("%n interception(s)", nullptr, events.interceptions);
        if (events.casualties)
            done << tr("%n casualty(ies) inflicted", nullptr, events.casualties);
        if (spp > 0)
            say(side,
                tr("%1: %2 SPP (%3).").arg(playerLabel(*player)).arg(spp).arg(done.join(u", "_s)));
    }
}

// Rulebook l.3272–3470, l.4355–4480: one MVP per team, drawn among the players who could play
// (induced players included: their award is lost), chosen by the coach, or drawn among those
// neither dead nor induced. Any conceding team gives its MVP to the opponent (l.3362–3364), even
// one that conceded before kick-off without the extra penalties (README, choices).
void PostMatchRun::mostValuablePlayers(Side side)
{
    const int awards = PostMatchSequence::mvpAwards(m_result.record, side);
    if (awards == 0) {
        say(side, tr("No MVP: the team conceded and its award goes to the opponent."));
        return;
    }
    // Each player who could play, once, in shirt number order (a die names the n-th); -1
    // stands for an induced player. Dying in this match does not take a player out (l.3357).
    QList<int> eligible;
    for (int index : std::as_const(m_played[sideIndex(side)])) {
        const auto outcome = m_casualties[sideIndex(side)].constFind(index);
        const bool died = outcome != m_casualties[sideIndex(side)].constEnd() && outcome->row &&
                          outcome->row->effect == CasualtyEffect::Dead;
        if (m_options.mvp == MvpMode::RandomNotDeadNorInduced && died)
            continue;
        eligible << index;
    }
    if (m_options.mvp == MvpMode::Random) {
        for (int i = 0; i < record(side).inducedPlayers; ++i)
            eligible << -1;
    }
    for (int award = 0; award < awards && !eligible.isEmpty(); ++award) {
        Player *player = nullptr;
        if (award < record(side).mvpNumbers.size()) {
            const int number = record(side).mvpNumbers.at(award);
            player = number == 0 ? nullptr : playerNumbered(side, number);
        } else {
            const int drawn = roll(int(eligible.size()), side, DiceKeys::mvp);
            const int index = eligible.value(std::clamp(drawn, 1, int(eligible.size())) - 1);
            player = index < 0 ? nullptr : &playerAt(side, index);
        }
        summary(side).mvpNumbers << (player ? player->number : 0);
        summary(side).mvpPlayerIds << (player ? player->id : 0);
        if (!player) {
            say(side, tr("MVP: an induced player; the award is lost."));
            continue;
        }
        const SppAward *mvp = m_rules.sppAward(u"mvp"_s);
        player->spp += mvp ? mvp->spp : 0;
        ++player->mvps;
        say(side, tr("MVP: %1 (+%2 SPP).").arg(playerLabel(*player)).arg(mvp ? mvp->spp : 0));
    }
}

// Rulebook l.4264–4273: every player of both teams in the Blood Bowl's final counts as having
// won an MVP award, 5 SPP, besides the usual ones; the players who could play took part.
void PostMatchRun::bloodBowlMedals(Side side)
{
    const int spp = MajorTrophies::finalistsSpp(m_result.record.stage, m_result.record.major);
    if (spp == 0)
        return;
    for (int index : std::as_const(m_played[sideIndex(side)])) {
        Player &player = playerAt(side, index);
        player.spp += spp;
        ++player.mvps;
    }
    say(side,
        tr("Blood Bowl final: %n player(s) receive the players' medal, an MVP award of %1 SPP "
           "each.",
           nullptr, int(m_played[sideIndex(side)].size()))
            .arg(spp));
}

// Advancement rolls given with the result are taken now; the others wait on the player for
// the coach's Advance dialog.
void PostMatchRun::advancements(Side side)
{
    for (const AdvancementChoice &choice : record(side).advancements) {
        Player *player = playerNumbered(side, choice.number);
        if (!player) {
            m_result.errors << tr("%1 has no player number %2 for an advancement.")
                                   .arg(team(side).name)
                                   .arg(choice.number);
            continue;
        }
        AdvancementOption option = choice.option;
        const Position *position = m_rules.position(player->positionId);
        if (option.kind == AdvancementOption::Kind::Skill && position &&
            choice.die1 == choice.die2) {
            const Skill *skill = m_rules.skill(option.skillId);
            if (skill && !position->normal.contains(skill->category))
                option.kind = AdvancementOption::Kind::DoubleSkill;
        }
        const RuleCheck check =
            Advancement::apply(m_rules, *player, choice.die1, choice.die2, option);
        if (!check) {
            m_result.errors << tr("%1: %2").arg(playerLabel(*player), check.reason);
            continue;
        }
        say(side, tr("%1 rolled %2 and %3 for an advancement.")
                      .arg(playerLabel(*player))
                      .arg(choice.die1)
                      .arg(choice.die2));
    }
    for (const Player &player : team(side).players) {
        const int pending = player.isActive() ? player.pendingAdvancements(m_rules) : 0;
        if (pending > 0)
            say(side, tr("%1 has %n advancement roll(s) waiting.", nullptr, pending)
                          .arg(playerLabel(player)));
    }
}

// Players who sat this match out have now missed it; then the casualties of this match take
// effect: dead players leave the roster, the others miss the next game with any lasting
// injury. A characteristic never drops more than 2 below its starting value nor below 1.
void PostMatchRun::injuries(Side side)
{
    for (Player &player : team(side).players) {
        if (player.isActive() && player.missNextGame) {
            player.missNextGame = false;
            say(side, tr("%1 has served his missed game.").arg(playerLabel(player)));
        }
    }
    for (auto it = m_casualties[sideIndex(side)].cbegin();
         it != m_casualties[sideIndex(side)].cend(); ++it) {
        const CasualtyRow *row = it->row;
        if (!row || row->effect == CasualtyEffect::None)
            continue;
        Player *player = &playerAt(side, it.key());
        const Position *position = m_rules.position(player->positionId);
        if (row->effect == CasualtyEffect::Dead) {
            player->status = Player::Status::Dead;
            say(side, tr("%1 is dead and leaves the roster.").arg(playerLabel(*player)));
            continue;
        }
        player->missNextGame = true;
        const TeamBuildingRules &limits = m_rules.teamBuilding();
        auto lose = [&](int &loss, int current, const QString &stat) {
            if (loss < limits.characteristicMaxLoss && current > limits.characteristicMin) {
                ++loss;
                say(side,
                    tr("%1 loses 1 %2 and misses the next game.").arg(playerLabel(*player), stat));
            } else {
                say(side, tr("%1 misses the next game; the %2 loss is ignored (never more than −2, "
                             "never below 1).")
                              .arg(playerLabel(*player), stat));
            }
        };
        switch (row->effect) {
        case CasualtyEffect::Niggling:
            ++player->niggling;
            say(side, tr("%1 gets a niggling injury and misses the next game.")
                          .arg(playerLabel(*player)));
            break;
        case CasualtyEffect::LoseMa:
            lose(player->maLoss, player->ma(*position), tr("MA"));
            break;
        case CasualtyEffect::LoseAv:
            lose(player->avLoss, player->av(*position), tr("AV"));
            break;
        case CasualtyEffect::LoseAg:
            lose(player->agLoss, player->ag(*position), tr("AG"));
            break;
        case CasualtyEffect::LoseSt:
            lose(player->stLoss, player->st(*position), tr("ST"));
            break;
        default:
            say(side, tr("%1 misses the next game.").arg(playerLabel(*player)));
            break;
        }
    }
}

// Rulebook l.3614–3643, l.3738–3740: petty cash left the treasury before the match; the handicap
// paid for inducements first and what is left of it is lost; what is left of the petty cash comes
// back now. The ledger shows both movements, so it says what was spent and what came back.
void PostMatchRun::inducementGold(Side side)
{
    const TeamMatchRecord &mine = record(side);
    const qint64 myValue = summary(side).teamValueBefore + mine.pettyCash;
    const qint64 theirValue =
        summary(opponent(side)).teamValueBefore + record(opponent(side)).pettyCash;
    PreMatchSideMoney money;
    money.pettyCash = mine.pettyCash;
    money.handicap = PlayoffRules::handicapAllowed(m_result.record.stage, m_options)
                         ? std::max<qint64>(0, theirValue - myValue)
                         : 0;
    const qint64 spent = mine.inducementsSpent;
    const qint64 fromHandicap = std::min(spent, money.handicap);
    const qint64 returned = money.pettyCashReturned(spent);
    const qint64 fromTreasury = mine.pettyCash - returned;
    PostMatchTeamSummary &s = summary(side);
    s.inducementGold = fromTreasury;
    s.handicap = money.handicap;
    s.handicapLost = money.handicapLost(spent);
    s.pettyCashReturned = returned;
    if (mine.inducements)
        say(side, tr("Inducements bought: %1.")
                      .arg(InducementBill::describe(m_rules, *mine.inducements)));
    if (spent > 0)
        say(side, tr("Inducements cost %1: %2 from the handicap, %3 from petty cash.")
                      .arg(formatGold(spent), formatGold(fromHandicap), formatGold(fromTreasury)));
    if (s.handicapLost > 0)
        say(side, tr("Handicap not spent, lost: %1.").arg(formatGold(s.handicapLost)));
    if (mine.pettyCash > 0) {
        addLedger(side, -mine.pettyCash, LedgerEntry::Kind::Inducements,
                  tr("Petty cash for the match"));
        if (returned > 0)
            addLedger(side, returned, LedgerEntry::Kind::Inducements,
                      tr("Petty cash not spent, back from the match"));
        say(side,
            tr("Petty cash: %1 moved, %2 spent, %3 back to the treasury.")
                .arg(formatGold(mine.pettyCash), formatGold(fromTreasury), formatGold(returned)));
    }
}

// Rulebook l.3729–3737, l.4355–4480: (D6 + FAME) × 10,000, +10,000 for a win or a draw; the winner
// may re-roll the D6 once and keeps the second roll. A conceding team gets nothing; after a
// penalised concession the winner also takes what the loser would have won.
void PostMatchRun::winnings(Side side)
{
    const std::optional<Side> won = winner();
    auto amount = [&](Side who, bool mayReroll) {
        int die = roll(6, who, DiceKeys::winnings);
        QString dice = QString::number(die);
        if (mayReroll && record(who).rerollWinnings) {
            die = roll(6, who, DiceKeys::winningsReroll);
            dice = tr("%1, re-rolled %2").arg(dice).arg(die);
        }
        const int fame =
            summary(who).fame * (m_options.smallLeague == SmallLeagueWinnings::DoubleFame ? 2 : 1);
        const bool lost = won && *won != who;
        qint64 gold = (die + fame) * 10000 + (lost ? 0 : 10000);
        if (m_options.smallLeague == SmallLeagueWinnings::ExtraGold)
            gold += lost ? 10000 : 20000;
        // l.4072–4073: the semi-finals and the final pay double.
        if (const int times = PlayoffRules::winningsMultiplier(m_result.record.stage); times > 1)
            return std::pair(gold * times, tr("(D6 %1 + FAME %2) × %3 for the end-of-season "
                                              "tournament")
                                               .arg(dice)
                                               .arg(fame)
                                               .arg(times));
        return std::pair(gold, tr("D6 %1 + FAME %2").arg(dice).arg(fame));
    };
    if (isConceder(side)) {
        say(side, tr("No winnings: the team conceded."));
        return;
    }
    const bool isWinner = won && *won == side;
    auto [gold, how] = amount(side, isWinner);
    say(side, tr("Winnings: %1 → %2.").arg(how, formatGold(gold)));
    if (isWinner && penalisedConcession()) {
        auto [taken, takenHow] = amount(opponent(side), false);
        say(side, tr("The opponent's winnings, taken after its concession: %1 → %2.")
                      .arg(takenHow, formatGold(taken)));
        gold += taken;
    }
    // l.4262–4264: the Blood Bowl's holder has 20,000 more every match (after any doubling:
    // the sponsor's money is not the gate's).
    if (const qint64 bonus = MajorTrophies::winningsBonus(team(side).trophies); bonus > 0) {
        say(side, tr("Blood Bowl trophy: %1 more from its sponsor.").arg(formatGold(bonus)));
        gold += bonus;
    }
    summary(side).winnings = gold;
    addLedger(side, gold, LedgerEntry::Kind::Winnings, tr("Match winnings"));
}

// Rulebook l.3763–3800: spiralling expenses on the team value the team had for the match (petty
// cash included, l.3740), expensive mistakes on the treasury, or none. Never below zero.
void PostMatchRun::expenses(Side side)
{
    const qint64 treasury = team(side).ledgerBalance();
    qint64 owed = 0;
    switch (m_options.expenses) {
    case ExpensesRule::None:
        return;
    case ExpensesRule::Spiralling: {
        const qint64 value = summary(side).teamValueBefore + record(side).pettyCash;
        owed = m_rules.spirallingExpenses(value, m_options.spirallingThreshold,
                                          m_options.spirallingStep);
        say(side, tr("Spiralling expenses on a team value of %1: %2.")
                      .arg(formatGold(value), formatGold(owed)));
        break;
    }
    case ExpensesRule::ExpensiveMistakes: {
        if (!m_rules.expensiveMistake(treasury, 1)) {
            say(side, tr("Expensive mistakes: the treasury holds less than 100,000, no roll."));
            return;
        }
        const int die = roll(6, side, DiceKeys::expenses);
        const ExpensiveMistakeOutcome *outcome =
            m_rules.expensiveMistake(treasury, std::clamp(die, 1, 6));
        const QString id = outcome ? outcome->id : QString();
        if (id == u"minor"_s) {
            owed = std::clamp(roll(3, side, u"mistake_d3"_s), 1, 3) * 10000;
        } else if (id == u"major"_s) {
            owed = treasury - (treasury / 2) / 5000 * 5000; // keep half, rounded down to 5,000
        } else if (id == u"catastrophe"_s) {
            owed = treasury - qint64(rollSum(2, side, u"mistake_keep"_s)) * 10000;
        }
        say(side, tr("Expensive mistakes on a treasury of %1, D6 %2: %3, %4.")
                      .arg(formatGold(treasury))
                      .arg(die)
                      .arg(outcome ? outcome->name.current() : QString(),
                           formatGold(std::max<qint64>(0, owed))));
        break;
    }
    }
    const qint64 paid = std::clamp<qint64>(owed, 0, treasury);
    if (paid < owed)
        say(side,
            tr("Only %1 could be paid: the treasury never goes below zero.").arg(formatGold(paid)));
    summary(side).expenses = paid;
    if (paid > 0)
        addLedger(side, -paid, LedgerEntry::Kind::Expenses,
                  m_options.expenses == ExpensesRule::Spiralling ? tr("Spiralling expenses")
                                                                 : tr("Expensive mistakes"));
}

// Rulebook l.3834–3840: the winner rolls 3D6, the others 2D6; a winner or a draw gains 1 on a roll
// above the fan factor, a loser or a draw loses 1 on a roll below it. A penalised conceding
// team loses 1 without rolling.
void PostMatchRun::fanFactor(Side side)
{
    int &fans = team(side).fanFactor;
    if (isConceder(side) && penalisedConcession()) {
        fans = std::max(0, fans - 1);
        say(side, tr("Fan factor −1 for conceding (no roll): now %1.").arg(fans));
        return;
    }
    const std::optional<Side> won = winner();
    const bool canGain = !won || *won == side;
    const bool canLose = !won || *won != side;
    QList<int> faces;
    const int total = rollSum(won && *won == side ? 3 : 2, side, u"fan_factor"_s, &faces);
    const int before = fans;
    if (canGain && total > fans)
        ++fans;
    else if (canLose && total < fans)
        fans = std::max(0, fans - 1);
    say(side, tr("Fan factor roll %1 = %2 against %3: %4.")
                  .arg(diceText(faces))
                  .arg(total)
                  .arg(before)
                  .arg(fans > before   ? tr("+1")
                       : fans < before ? tr("−1")
                                       : tr("no change")));
}

int PostMatchRun::roll(int sides, Side side, const QString &what)
{
    return checkedDie(m_dice.roll(sides, purpose(side, what)), sides, purpose(side, what));
}

int PostMatchRun::rollSum(int count, Side side, const QString &what, QList<int> *faces)
{
    int total = 0;
    for (int i = 0; i < count; ++i) {
        const int face = roll(6, side, what);
        total += face;
        if (faces)
            *faces << face;
    }
    return total;
}

int PostMatchRun::checkedDie(int value, int sides, const QString &what)
{
    if (Dice::isValid(value, sides))
        return value;
    m_result.errors
        << tr("The die for %1 shows %2, but a D%3 shows 1 to %3.").arg(what).arg(value).arg(sides);
    return std::clamp(value, 1, sides);
}

void PostMatchRun::say(Side side, const QString &text)
{
    m_result.log << PostMatchLine{side, text};
}

void PostMatchRun::sayMatch(const QString &text)
{
    m_result.log << PostMatchLine{std::nullopt, text};
}

void PostMatchRun::addLedger(Side side, qint64 amount, LedgerEntry::Kind kind,
                             const QString &detail)
{
    LedgerEntry entry;
    entry.amount = amount;
    entry.kind = kind;
    entry.detail = detail;
    entry.time = QDateTime::currentDateTimeUtc();
    team(side).ledger << entry;
}

qint64 PostMatchRun::teamValue(const Team &t) const
{
    return TeamRules(m_rules).teamValue(t, !m_options.freeFanFactor);
}

bool PostMatchRun::penalisedConcession() const
{
    return m_result.record.concession == Concession::DuringMatch;
}

bool PostMatchRun::isConceder(Side side) const
{
    return m_result.record.concession != Concession::None && m_result.record.concededBy == side;
}

std::optional<Side> PostMatchRun::winner() const
{
    return m_result.summary.winner();
}

QString PostMatchRun::purpose(Side side, const QString &what) const
{
    return DiceKeys::forSide(side, what);
}

Player *PostMatchRun::playerNumbered(Side side, int number)
{
    const auto found = m_atKickOff[sideIndex(side)].constFind(number);
    return found == m_atKickOff[sideIndex(side)].constEnd() ? nullptr : &playerAt(side, *found);
}

QString PostMatchRun::playerLabel(const Player &player) const
{
    return tr("#%1 %2").arg(player.number).arg(player.name);
}

} // namespace dugout
