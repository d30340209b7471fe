#include "MatchResult.h"

#include "DiceKeys.h"
#include "Match.h"
#include "ReplayDice.h"

#include <QMap>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// A player's dice for `what`: keyed by him when a spell struck him (WizardSpell), by his team
// otherwise.
QList<int> diceOf(const MatchEvent &event, Side side, int number, QLatin1StringView what)
{
    const QList<int> own = event.dice.value(DiceKeys::forPlayer(side, QString(what), number));
    return own.isEmpty() ? event.dice.value(DiceKeys::forSide(side, what)) : own;
}

int d68From(const QList<int> &dice)
{
    return dice.size() >= 2 ? dice.at(0) * 10 + dice.at(1) : 0;
}

// Follows the casualties event by event: the first D68 and Regeneration die come from the
// event that hurt the player, the re-roll and the choice from the Apothecary event.
class CasualtyTrail
{
public:
    void observe(const MatchState &before, const MatchState &after, const MatchEvent &event)
    {
        for (Side side : {Side::Home, Side::Away}) {
            for (const MatchPlayer &p : after.team(side).players) {
                const MatchPlayer *was = before.team(side).player(p.number);
                if (!p.casualtyD68 || (was && was->casualtyD68))
                    continue;
                CasualtyRecord &c = m_records[key(side, p.number)];
                c.number = p.number;
                c.d68 = d68From(diceOf(event, side, p.number, DiceKeys::casualty));
                if (!*c.d68)
                    c.d68 = p.casualtyD68;
                const QList<int> regeneration =
                    diceOf(event, side, p.number, DiceKeys::regeneration);
                if (!regeneration.isEmpty())
                    c.regeneration = regeneration.constFirst();
            }
        }
        if (event.type == MatchEventType::Apothecary &&
            m_records.contains(key(event.side, event.number))) {
            CasualtyRecord &c = m_records[key(event.side, event.number)];
            c.apothecary = true;
            c.apothecaryD68 =
                d68From(event.dice.value(DiceKeys::forSide(event.side, DiceKeys::apothecary)));
            c.keepSecond = event.flag;
        }
        // Regeneration rolled after the apothecary's decision, in the Apothecary or the
        // Regeneration event.
        if ((event.type == MatchEventType::Apothecary ||
             event.type == MatchEventType::Regeneration) &&
            m_records.contains(key(event.side, event.number))) {
            const QList<int> regeneration =
                event.dice.value(DiceKeys::forSide(event.side, DiceKeys::regeneration));
            if (!regeneration.isEmpty())
                m_records[key(event.side, event.number)].regeneration = regeneration.constFirst();
        }
    }

    QList<CasualtyRecord> suffered(const MatchState &state, Side side) const
    {
        QList<CasualtyRecord> list;
        for (const MatchPlayer &p : state.team(side).players) {
            if (p.state == PlayerState::Casualty && !p.raisedFromDead && !p.induced &&
                m_records.contains(key(side, p.number)))
                list << m_records.value(key(side, p.number));
        }
        return list;
    }

private:
    static int key(Side side, int number) { return (side == Side::Home ? 0 : 1000) + number; }
    QMap<int, CasualtyRecord> m_records;
};

// The tracker decided at the Concede event whether it escapes the extra penalties (TurnRules).
Concession concessionOf(const MatchState &state)
{
    if (!state.conceded)
        return Concession::None;
    return state.concededWithoutPenalty ? Concession::BeforeKickOff : Concession::DuringMatch;
}

} // namespace

MatchRecord MatchResult::record(const Ruleset &rules, const MatchSetup &setup,
                                const QList<MatchEvent> &events)
{
    Match match(rules, setup);
    CasualtyTrail trail;
    MatchRecord record;
    for (const MatchEvent &event : events) {
        const MatchState before = match.state();
        ReplayDice dice;
        if (!match.append(event, dice))
            break;
        trail.observe(before, match.state(), event);
        if (event.type == MatchEventType::PreMatch) {
            for (const QString &purpose : {DiceKeys::forSide(Side::Home, DiceKeys::gate),
                                           DiceKeys::forSide(Side::Away, DiceKeys::gate)})
                record.dice.insert(purpose, event.dice.value(purpose));
        }
    }
    const MatchState &state = match.state();
    record.leagueId = setup.leagueId;
    record.seasonId = setup.seasonId;
    record.fixtureId = setup.fixtureId;
    for (Side side : {Side::Home, Side::Away}) {
        TeamMatchRecord &team = record.team(side);
        const TeamMatchState &t = state.team(side);
        team.teamId = setup.team(side).id;
        team.score = t.score;
        for (const MatchPlayer &p : t.players) {
            // A raised Zombie is not on the roster yet; a star or a mercenary never keeps SPP:
            // the post-match sequence cannot credit either.
            if (p.raisedFromDead || p.induced)
                continue;
            PlayerMatchEvents e{p.number, p.completions, p.touchdowns, p.interceptions,
                                p.casualtiesInflicted};
            if (e != PlayerMatchEvents{p.number, 0, 0, 0, 0})
                team.players << e;
        }
        team.casualties = trail.suffered(state, side);
        team.raisedDead = t.raisedDead ? 1 : 0;
        // The pre-match sequence goes to the league record, which checks and pays it.
        team.pettyCash = setup.pettyCash(side);
        if (!t.bought.isEmpty())
            team.inducements = t.bought;
    }
    record.concession = concessionOf(state);
    if (state.conceded)
        record.concededBy = *state.conceded;
    return record;
}

} // namespace dugout
