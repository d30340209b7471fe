#include "PostMatchRun.h"

#include "ChaosCupGifts.h"
#include "FreeJourneymen.h"
#include "PlayerOfTheYear.h"

#include "core/Money.h"
#include "core/dice/EnteredDice.h"
#include "core/match/DiceKeys.h"
#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

// The last steps of the post-match sequence, which change who is on the roster: veterans who
// leave after a concession, journeymen hired or released, raised Zombies, free journeymen up to
// 11, the Chaos Cup's gifts and the Player of the Year. Kept apart from PostMatchRun.cpp, which
// holds the match's own results (gate, casualties, SPP, MVP, advancements, injuries, gold), so
// each file reads in one sitting.

namespace dugout {

// Rulebook l.3856 (concession): after a penalised concession each player of the conceding team
// with 51 SPP or more leaves on a D6 of 1–3.
void PostMatchRun::veteransLeave(Side side)
{
    if (!isConceder(side) || !penalisedConcession())
        return;
    for (Player &player : team(side).players) {
        if (!player.isActive() || player.spp < 51)
            continue;
        const int die = roll(6, side, u"leave.%1"_s.arg(player.number));
        if (die <= 3)
            player.status = Player::Status::Retired;
        say(side, die <= 3 ? tr("%1 (%2 SPP) rolls %3 and leaves the team.")
                                 .arg(playerLabel(player))
                                 .arg(player.spp)
                                 .arg(die)
                           : tr("%1 (%2 SPP) rolls %3 and stays.")
                                 .arg(playerLabel(player))
                                 .arg(player.spp)
                                 .arg(die));
    }
}

// Rulebook l.3851–3855: journeymen are hired for good at their base price (they lose Loner, keep
// their SPP) while the roster has fewer than the ruleset's most players (16), or released.
void PostMatchRun::journeymen(Side side)
{
    Team &t = team(side);
    QSet<int> hired; // player indexes
    for (int number : record(side).hireJourneymen)
        hired.insert(m_atKickOff[sideIndex(side)].value(number, -1));
    for (int index = 0; index < int(t.players.size()); ++index) {
        Player &player = t.players[index];
        if (!player.isActive() || !player.journeyman)
            continue;
        if (!hired.contains(index)) {
            player.status = Player::Status::Fired;
            say(side, tr("Journeyman %1 is released.").arg(playerLabel(player)));
            continue;
        }
        const Position *position = m_rules.position(player.positionId);
        const qint64 cost = position ? position->cost : 0;
        const auto permanent =
            std::count_if(t.players.cbegin(), t.players.cend(),
                          [](const Player &p) { return p.isActive() && !p.journeyman; });
        const auto samePosition =
            std::count_if(t.players.cbegin(), t.players.cend(), [&](const Player &p) {
                return p.isActive() && !p.journeyman && p.positionId == player.positionId;
            });
        const int maxPlayers = m_rules.teamBuilding().maxPlayers;
        if (permanent >= maxPlayers) {
            m_result.errors
                << tr("%1 cannot hire journeyman %2: the roster already has %3 players.")
                       .arg(t.name, playerLabel(player))
                       .arg(maxPlayers);
        } else if (position && samePosition >= position->max) {
            m_result.errors
                << tr("%1 cannot hire journeyman %2: the roster allows %3 of that position.")
                       .arg(t.name, playerLabel(player))
                       .arg(position->max);
        } else if (t.ledgerBalance() < cost) {
            m_result.errors << tr("%1 cannot hire journeyman %2: %3 needed, %4 in the treasury.")
                                   .arg(t.name, playerLabel(player), formatGold(cost),
                                        formatGold(t.ledgerBalance()));
        } else {
            player.journeyman = false;
            addLedger(side, -cost, LedgerEntry::Kind::HirePlayer, player.name);
            say(side, tr("Journeyman %1 is hired for good for %2.")
                          .arg(playerLabel(player), formatGold(cost)));
        }
    }
}

// The Necromancer's Zombie raised during the match joins for free while the roster has fewer
// than the ruleset's most players (16, l.2175–2185); otherwise he is lost.
void PostMatchRun::raisedZombies(Side side)
{
    Team &t = team(side);
    const Roster *roster = m_rules.roster(t.rosterId);
    const Position *zombie = nullptr;
    for (const Position &position : roster ? roster->positions : QList<Position>()) {
        if (position.id.endsWith(u".zombie"_s))
            zombie = &position;
    }
    for (int i = 0; zombie && i < record(side).raisedDead; ++i) {
        const auto onRoster = std::count_if(t.players.cbegin(), t.players.cend(),
                                            [](const Player &p) { return p.isActive(); });
        if (onRoster >= m_rules.teamBuilding().maxPlayers) {
            say(side, tr("The Zombie raised by the Necromancer cannot join: the roster already has "
                         "%1 players.")
                          .arg(m_rules.teamBuilding().maxPlayers));
            continue;
        }
        Player raised;
        raised.number = t.nextFreeNumber();
        raised.name = tr("Zombie %1").arg(raised.number);
        raised.positionId = zombie->id;
        t.players << raised;
        say(side,
            tr("The Zombie raised by the Necromancer joins for free as #%1.").arg(raised.number));
    }
}

// Rulebook l.3746–3755: a team that cannot field 11 players for its next match may
// take free journeymen up to 11, with Loner, from 0-16 or 0-12 positions (even past 16 on the
// sheet). The coach chooses in the record; without a choice the first position fills the gap.
void PostMatchRun::freeJourneymen(Side side)
{
    Team &t = team(side);
    PostMatchTeamSummary &s = summary(side);
    s.freeJourneymenAllowed = FreeJourneymen::allowed(t);
    s.freeJourneymenPositions = FreeJourneymen::positionIds(m_rules, t);
    const QStringList chosen =
        record(side).freeJourneymen.value_or(FreeJourneymen::byDefault(m_rules, t));
    if (const RuleCheck check = FreeJourneymen::check(m_rules, t, chosen); !check) {
        m_result.errors << check.reason;
        return;
    }
    if (s.freeJourneymenAllowed > 0 && chosen.isEmpty() && record(side).freeJourneymen)
        say(side,
            tr("The coach declines the free journeymen: %n player(s) able to play the next match.",
               nullptr, m_rules.teamBuilding().minPlayers - s.freeJourneymenAllowed));
    for (const QString &positionId : chosen) {
        const Position *position = m_rules.position(positionId);
        int number = 1;
        while (std::any_of(t.players.cbegin(), t.players.cend(),
                           [&](const Player &p) { return p.isActive() && p.number == number; }))
            ++number;
        Player journeyman;
        journeyman.number = number;
        journeyman.name = tr("Journeyman %1").arg(number);
        journeyman.positionId = positionId;
        journeyman.journeyman = true;
        t.players << journeyman;
        s.freeJourneymenTaken << positionId;
        say(side, tr("Free journeyman #%1 (%2, Loner) joins to reach %3 players.")
                      .arg(number)
                      .arg(position->name.current())
                      .arg(m_rules.teamBuilding().minPlayers));
    }
}

// Rulebook l.4176–4195: the Chaos Cup's winner has D3 players drawn at random, each of whom may
// take one gift (ChaosCupGifts). Drawn among its players active at kick-off and still on the
// roster now (the dead and the journeymen let go have left), in shirt number order, one die as
// large as the players left per draw, so nobody is drawn twice; the coach's choices come with the
// record and a drawn player without one takes nothing.
void PostMatchRun::chaosCupGifts(Side side)
{
    const bool holder = m_result.record.stage == FixtureStage::Final &&
                        m_result.record.major == Major::ChaosCup && winner() == side;
    if (!holder) {
        if (!record(side).chaosGifts.isEmpty())
            m_result.errors << tr("%1 did not win a Chaos Cup final: it receives no Chaos gift.")
                                   .arg(team(side).name);
        return;
    }
    QList<int> numbers = m_atKickOff[sideIndex(side)].keys();
    std::sort(numbers.begin(), numbers.end());
    QList<int> pool; // player indexes
    for (int number : std::as_const(numbers)) {
        const int index = m_atKickOff[sideIndex(side)].value(number);
        if (playerAt(side, index).isActive())
            pool << index;
    }
    if (pool.isEmpty()) {
        say(side, tr("Chaos Cup: no player is left to receive the gods' gifts."));
        return;
    }
    summary(side).chaosGiftPool = int(pool.size());
    const int d3 = roll(3, side, DiceKeys::chaosCup);
    const int count = ChaosCupGifts::giftCount(d3, int(pool.size()));
    say(side, tr("Chaos Cup: the gods' D3 shows %1; %n player(s) drawn for a gift.", nullptr, count)
                  .arg(d3));
    QList<int> drawn;
    for (int i = 0; i < count; ++i) {
        const int die =
            pool.size() == 1 ? 1 : roll(int(pool.size()), side, DiceKeys::chaosCupPlayer);
        drawn << pool.takeAt(std::clamp(die, 1, int(pool.size())) - 1);
    }
    QList<int> given;
    for (const ChaosGiftChoice &choice : record(side).chaosGifts) {
        const auto found = std::find_if(drawn.cbegin(), drawn.cend(), [&](int index) {
            return playerAt(side, index).number == choice.number;
        });
        if (found == drawn.cend()) {
            m_result.errors << tr("%1 #%2 was not drawn for a Chaos Cup gift.")
                                   .arg(team(side).name)
                                   .arg(choice.number);
            continue;
        }
        if (given.contains(*found)) {
            m_result.errors << tr("%1 #%2 receives one Chaos gift only.")
                                   .arg(team(side).name)
                                   .arg(choice.number);
            continue;
        }
        given << *found;
    }
    for (int index : std::as_const(drawn)) {
        Player &player = playerAt(side, index);
        PostMatchTeamSummary::ChaosGiftDraw draw{
            player.number, player.name, ChaosCupGifts::options(m_rules, player), {}};
        const auto choice =
            std::find_if(record(side).chaosGifts.cbegin(), record(side).chaosGifts.cend(),
                         [&](const ChaosGiftChoice &c) { return c.number == player.number; });
        if (choice == record(side).chaosGifts.cend()) {
            say(side, tr("%1 may take a Mutation, Hypnotic Gaze, Stab or Regeneration: none "
                         "chosen.")
                          .arg(playerLabel(player)));
        } else if (const RuleCheck check = ChaosCupGifts::apply(m_rules, player, choice->skillId);
                   !check) {
            m_result.errors << tr("%1: %2").arg(playerLabel(player), check.reason);
        } else {
            draw.chosen = choice->skillId;
            const Skill *skill = m_rules.skill(choice->skillId);
            say(side, tr("%1 receives %2 from the Chaos gods.")
                          .arg(playerLabel(player), skill ? skill->name.current() : QString()));
        }
        summary(side).chaosGifts << draw;
    }
}

// Rulebook l.4144–4153: after the Spike! final, when the league gives it, the league's player with
// the most SPP gains Fan Favourite (PlayerOfTheYear), whichever team he plays for.
void PostMatchRun::playerOfTheYear()
{
    if (!m_league || !m_options.playerOfTheYear || m_result.record.stage != FixtureStage::Final ||
        m_result.record.major != Major::Spike)
        return;
    QList<Team> others;
    for (const Team &other : *m_league) {
        if (other.id != team(Side::Home).id && other.id != team(Side::Away).id)
            others << other;
    }
    QList<const Team *> teams{&team(Side::Home), &team(Side::Away)};
    for (const Team &other : std::as_const(others))
        teams << &other;
    const QList<LeaguePlayerRef> best = PlayerOfTheYear::candidates(teams);
    if (best.isEmpty()) {
        sayMatch(tr("Player of the Year: no player of the league has any SPP yet."));
        return;
    }
    int pick = 0;
    if (best.size() > 1) {
        const int sides = int(best.size());
        pick = checkedDie(m_dice.roll(sides, QString(DiceKeys::playerOfTheYear)), sides,
                          QString(DiceKeys::playerOfTheYear)) -
               1;
        pick = std::clamp(pick, 0, sides - 1);
    }
    const LeaguePlayerRef ref = best.at(pick);
    Team *owner = nullptr;
    if (ref.team < 2) {
        owner = &team(ref.team == 0 ? Side::Home : Side::Away);
    } else {
        m_result.awardedBefore = others.at(ref.team - 2);
        m_result.awarded = others.at(ref.team - 2);
        owner = &*m_result.awarded;
    }
    Player &player = owner->players[ref.player];
    PlayerOfTheYearAward award{owner->id,   player.id,  player.number,    player.name,
                               owner->name, player.spp, int(best.size()), false};
    const RuleCheck gain = PlayerOfTheYear::canGain(m_rules, player);
    award.gained = gain && PlayerOfTheYear::award(m_rules, player);
    // Named before the reset below: player and owner may live in m_result.awarded.
    const QString label = playerLabel(player);
    const QString who = tr("%1 of %2").arg(label, owner->name);
    if (!award.gained) { // nothing to store for a team that did not play
        m_result.awarded.reset();
        m_result.awardedBefore.reset();
    }
    m_result.record.playerOfTheYear = award;
    if (best.size() > 1)
        sayMatch(tr("Player of the Year: %n player(s) tied on %1 SPP; the die drew %2.", nullptr,
                    int(best.size()))
                     .arg(award.spp)
                     .arg(who));
    else
        sayMatch(tr("Player of the Year: %1, %2 SPP.").arg(who).arg(award.spp));
    sayMatch(award.gained
                 ? tr("%1 gains Fan Favourite for as long as he stays with his team.").arg(label)
                 : gain.reason);
}

} // namespace dugout
