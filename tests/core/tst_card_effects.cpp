// Issue 16, point 3: a special play card's effect on what Dugout tracks. Each card's effect is
// read from its `apply` key in resources/rules/lrb6/special_play_cards.json (the card's English
// "effect" text is the reference; the seed lacks the decks' pages); each row names the card and
// the line of its entry in that file, found in the built-in copy the tracker reads. Every row
// plays the card with typed dice, checks the state, then writes the event to JSON, reads it back
// and folds it again from the same state: the same state, no die rolled.

#include "../support/MatchTestHelpers.h"
#include "core/dice/ScriptedDice.h"
#include "core/match/CardEffects.h"
#include "core/match/CardRules.h"
#include "core/match/Match.h"
#include "core/match/MatchEventJson.h"
#include "core/match/MatchEventKeys.h"
#include "core/match/MatchStateJson.h"
#include "core/match/PurchaseRules.h"
#include "core/rules/RulesetLoader.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

using DiceMap = QHash<QString, QList<int>>;
Q_DECLARE_METATYPE(DiceMap)

namespace {

// The line of the card's entry in the built-in special_play_cards.json.
int cardLine(const QString &id)
{
    QFile file(QString::fromLatin1(RulesetLoader::BuiltInFolder) + u"/special_play_cards.json"_s);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).contains(u"\"id\": \"%1\""_s.arg(id)))
            return int(i + 1);
    }
    return 0;
}

QString rowName(const QString &id, const QString &what)
{
    return u"%1 (special_play_cards.json l.%2): %3"_s.arg(id).arg(cardLine(id)).arg(what);
}

// The columns of playCard and strikeDiceByPlayer: the card, the steps before it, the home and
// away players it names, the dice typed, and what the state shows afterwards
// ("home#3=reserves", "home#1+pro", "home#1.av=9", "home.rerolls=4", "turnover=0"; or
// "refused:" and words of core's reason).
void addPlayColumns()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QStringList>("prep");
    QTest::addColumn<QList<int>>("home");
    QTest::addColumn<QList<int>>("away");
    QTest::addColumn<DiceMap>("dice");
    QTest::addColumn<QStringList>("expect");
}

void addPlayRow(const QString &card, const QString &what, const QStringList &prep,
                const QList<int> &home, const QList<int> &away, const DiceMap &dice,
                const QStringList &expect)
{
    QTest::newRow(qPrintable(rowName(card, what)))
        << card << prep << home << away << dice << expect;
}

PlayerState stateNamed(const QString &name)
{
    static const QHash<QString, PlayerState> states{
        {u"standing"_s, PlayerState::Standing},      {u"prone"_s, PlayerState::Prone},
        {u"stunned"_s, PlayerState::Stunned},        {u"reserves"_s, PlayerState::Reserves},
        {u"knocked_out"_s, PlayerState::KnockedOut}, {u"casualty"_s, PlayerState::Casualty}};
    return states.value(name, PlayerState::SentOff);
}

// "1-4,6,8-11" -> 1, 2, 3, 4, 6, 8, 9, 10, 11
QList<int> numbersOf(const QString &spec)
{
    QList<int> numbers;
    for (const QString &part : spec.split(u',', Qt::SkipEmptyParts)) {
        const int from = part.section(u'-', 0, 0).toInt();
        const int to = part.contains(u'-') ? part.section(u'-', 1).toInt() : from;
        for (int n = from; n <= to; ++n)
            numbers << n;
    }
    return numbers;
}

// "setup", "turn", "drive_over", "prematch" -> the phase
MatchPhase phaseNamed(const QString &name)
{
    static const QHash<QString, MatchPhase> phases{
        {u"setup"_s, MatchPhase::Setup},          {u"turn"_s, MatchPhase::Turn},
        {u"await_turn"_s, MatchPhase::AwaitTurn}, {u"drive_over"_s, MatchPhase::DriveOver},
        {u"prematch"_s, MatchPhase::PreMatch},    {u"kickoff"_s, MatchPhase::KickOff}};
    return phases.value(name, MatchPhase::Finished);
}

// "home#3" -> (Home, 3)
std::pair<Side, int> playerOf(const QString &spec)
{
    const QStringList parts = spec.split(u'#');
    return {parts.at(0) == u"home"_s ? Side::Home : Side::Away, parts.at(1).toInt()};
}

} // namespace

class TestCardEffects : public QObject, public DerbyTest
{
    Q_OBJECT

    // The state at the card's moment, the home coach holding it: before the match (after the
    // weather), in the drive's kick-off, at the start of the home turn, right after it, when the
    // drive is over, or on a home turnover. `prep` then changes it: "home#3=casualty:45",
    // "away#5=prone", "home#5+loner", "kicking=home", "after_kick_off", "scored=away#5".
    MatchState atMoment(const SpecialPlayCard &card, const QStringList &prep) const
    {
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home);
        if (card.play == u"before_match"_s) {
            s = MatchFold::initialState(*m_rules, m_setup);
            MatchEvent weather = makeEvent(MatchEventType::Weather, Side::Home);
            weather.dice = {{u"weather"_s, {3, 4}}};
            if (!applyEvent(*m_rules, m_setup, s, weather))
                qFatal("weather refused");
        } else if (card.play == u"kick_off"_s) {
            s.phase = MatchPhase::KickOff;
        } else if (card.play == u"end_of_turn"_s) {
            if (!applyEvent(*m_rules, m_setup, s, makeEvent(MatchEventType::EndTurn, Side::Home)))
                qFatal("end turn refused");
        } else if (card.play == u"drive_end"_s || card.play == u"before_setup"_s) {
            s.phase = MatchPhase::DriveOver;
        } else if (card.play == u"turnover"_s) {
            s.turnover = true;
        }
        for (const QString &step : prep) {
            if (step == u"confirmed"_s || step.startsWith(u"choice="_s)) {
                continue; // said by the coach in the event (eventFor)
            } else if (step.startsWith(u"phase="_s)) {
                s.phase = phaseNamed(step.mid(6)); // the card played at another moment
            } else if (step.startsWith(u"active="_s)) {
                s.active = step.endsWith(u"home"_s) ? Side::Home : Side::Away;
            } else if (step.startsWith(u"acted_now="_s)) {
                const auto [side, number] = playerOf(step.mid(10));
                s.team(side).player(number)->acted = true;
            } else if (step.startsWith(u"benched="_s)) {
                for (MatchPlayer &p :
                     s.team(step.endsWith(u"home"_s) ? Side::Home : Side::Away).players) {
                    if (isOnPitch(p.state))
                        p.state = PlayerState::Reserves;
                }
            } else if (step.startsWith(u"turn="_s)) {
                s.team(step.mid(5).startsWith(u"home"_s) ? Side::Home : Side::Away).turn =
                    step.section(u':', 1).toInt(); // "turn=home:8"
            } else if (step == u"hurt"_s) {
                s.home.hurtInOpponentTurn = true;
            } else if (step.startsWith(u"acted="_s)) {
                s.home.actedLastTurn << playerOf(step.mid(6)).second;
            } else if (step == u"kicking=home"_s) {
                s.kicking = Side::Home;
            } else if (step == u"after_kick_off"_s) {
                s = stateInTurn(*m_rules, m_setup, Side::Away);
                s.phase = MatchPhase::AwaitTurn;
                s.kicking = Side::Home;
                s.kickOffJustResolved = true;
            } else if (step.startsWith(u"scored="_s)) {
                const auto [side, number] = playerOf(step.mid(7));
                s.justScored = side;
                s.justScoredNumber = number;
            } else if (step.section(u'=', 0, 0).contains(u'.')) {
                const auto [side, number] = playerOf(step.section(u'.', 0, 0));
                s.team(side).player(number)->st = step.section(u'=', 1).toInt(); // "home#9.st=5"
            } else if (step.contains(u'+')) {
                const auto [side, number] = playerOf(step.section(u'+', 0, 0));
                s.team(side).player(number)->skills << step.section(u'+', 1);
            } else {
                const auto [side, number] = playerOf(step.section(u'=', 0, 0));
                const QString to = step.section(u'=', 1);
                MatchPlayer *p = s.team(side).player(number);
                p->state = stateNamed(to.section(u':', 0, 0));
                if (to.contains(u':'))
                    p->casualtyD68 = to.section(u':', 1).toInt();
            }
        }
        const QString deck = card.id.section(u'.', 0, 0);
        s.home.bought.counted.insert(u"card:"_s + deck, 1);
        s.home.bought.drawn[deck] << card.id;
        return s;
    }

    // The card played by the home coach, with what the coach says in `prep` ("confirmed",
    // "choice=tackle").
    static MatchEvent eventFor(const QString &card, const QStringList &prep, const QList<int> &home,
                               const QList<int> &away, const DiceMap &dice)
    {
        MatchEvent play = makeEvent(MatchEventType::PlayCard, Side::Home);
        play.item = card;
        play.numbers = home;
        play.awayNumbers = away;
        play.dice = dice;
        play.confirmed = prep.contains(u"confirmed"_s);
        for (const QString &step : prep) {
            if (step.startsWith(u"choice="_s))
                play.choice = step.mid(7);
        }
        return play;
    }

    // Checks one expectation on `s`: "home#3=reserves", "home#1+pro", "home#1-block",
    // "home#1.st=4", "home#1.cas=1" (casualties he inflicted, for SPP), "home.rerolls=4",
    // "home.per_half=4", "turnover=0", "active=home",
    // "weather=blizzard", "home.marks=1".
    static void expectOn(const MatchState &s, const QString &e)
    {
        if (e.startsWith(u"turnover="_s)) {
            QCOMPARE(s.turnover, e.endsWith(u'1'));
        } else if (e.startsWith(u"blitz_turn="_s)) {
            QCOMPARE(s.blitzTurn, e.endsWith(u'1'));
        } else if (e.startsWith(u"phase="_s)) {
            QCOMPARE(MatchStateJson::phaseKey(s.phase), e.mid(6));
        } else if (e.startsWith(u"active="_s)) {
            QCOMPARE(s.active, e.endsWith(u"home"_s) ? Side::Home : Side::Away);
        } else if (e.startsWith(u"weather="_s)) {
            QCOMPARE(s.weatherId, e.mid(8));
        } else if (!e.contains(u'#')) {
            const TeamMatchState &t = e.startsWith(u"home"_s) ? s.home : s.away;
            const int n = e.section(u'=', 1).toInt();
            const int actual = e.contains(u"per_half"_s)  ? t.rerollsTotal
                               : e.contains(u"marks"_s)   ? int(t.cardMarks.size())
                               : e.contains(u"players"_s) ? int(t.players.size())
                               : e.contains(u"turn"_s)    ? t.turn
                               : e.contains(u"score"_s)   ? t.score
                                                          : t.rerolls;
            QVERIFY2(actual == n, qPrintable(u"%1: %2"_s.arg(e).arg(actual)));
        } else if (e.contains(u'+') || e.section(u'#', 1).contains(u'-')) {
            const bool gains = e.contains(u'+');
            const QChar sign = gains ? u'+' : u'-';
            const auto [side, number] = playerOf(e.section(sign, 0, 0));
            QVERIFY2(s.team(side).player(number)->hasSkill(e.section(sign, 1)) == gains,
                     qPrintable(e));
        } else if (e.contains(u'.')) {
            const auto [side, number] = playerOf(e.section(u'.', 0, 0));
            const MatchPlayer *p = s.team(side).player(number);
            const QString what = e.section(u'.', 1).section(u'=', 0, 0);
            const int n = e.section(u'=', 1).toInt();
            const int actual = what == u"ma"_s    ? p->ma
                               : what == u"st"_s  ? p->st
                               : what == u"ag"_s  ? p->ag
                               : what == u"av"_s  ? p->av
                               : what == u"cas"_s ? p->casualtiesInflicted
                                                  : p->casualtyD68.value_or(0);
            QVERIFY2(actual == n, qPrintable(u"%1: %2"_s.arg(e).arg(actual)));
        } else {
            const auto [side, number] = playerOf(e.section(u'=', 0, 0));
            QVERIFY2(s.team(side).player(number)->state == stateNamed(e.section(u'=', 1)),
                     qPrintable(e));
        }
    }

    // One event after the card, from a token: "start:away", "end:home", "reroll:away",
    // "reroll:away#5", "action:home#1:blitz", "turnover:home:failed_pick_up",
    // "down:away#5:home#1" (knocked down by a block of home #1), "crowd:home#2",
    // "foul:home#5:away#6", "mate_down:away#6:away#5" (knocked down by his team-mate #5, under
    // Blackmail), "mate_foul:away#5:away#6", "fall:away#5", "drive_over" (sets the phase),
    // "end_drive", "kickoff", then after a
    // "|" its dice: "away.armour=6,6;away.injury=4,4".
    MatchEvent followUp(const QString &token) const
    {
        const QString what = token.section(u'|', 0, 0);
        const QStringList parts = what.split(u':');
        const auto sideOf = [](const QString &s) {
            return s.startsWith(u"home"_s) ? Side::Home : Side::Away;
        };
        const auto numberOf = [](const QString &s) { return s.section(u'#', 1).toInt(); };
        MatchEvent e;
        const QString kind = parts.at(0);
        if (kind == u"start"_s) {
            e = makeEvent(MatchEventType::StartTurn, sideOf(parts.at(1)));
        } else if (kind == u"end"_s) {
            e = makeEvent(MatchEventType::EndTurn, sideOf(parts.at(1)));
        } else if (kind == u"reroll"_s) {
            e = makeEvent(MatchEventType::TeamReroll, sideOf(parts.at(1)), numberOf(parts.at(1)));
        } else if (kind == u"action"_s) {
            static const QHash<QString, PlayerAction> actions{
                {u"blitz"_s, PlayerAction::Blitz},
                {u"pass"_s, PlayerAction::Pass},
                {u"hand_off"_s, PlayerAction::HandOff},
                {u"foul"_s, PlayerAction::Foul},
                {u"block"_s, PlayerAction::Block}};
            e = makeAction(sideOf(parts.at(1)), numberOf(parts.at(1)), actions.value(parts.at(2)));
        } else if (kind == u"turnover"_s) {
            e = makeEvent(MatchEventType::Turnover, sideOf(parts.at(1)));
            turnoverReasonFromKey(parts.at(2), &e.reason);
        } else if (kind == u"spiked"_s) {
            e = makeEvent(MatchEventType::KnockDown, sideOf(parts.at(1)), numberOf(parts.at(1)));
            e.cause = KnockDownCause::SpikedBall;
        } else if (kind == u"down"_s || kind == u"crowd"_s) {
            e = makeEvent(MatchEventType::KnockDown, sideOf(parts.at(1)), numberOf(parts.at(1)));
            e.cause = kind == u"crowd"_s ? KnockDownCause::Crowd : KnockDownCause::Block;
            if (parts.size() > 2)
                e.target = numberOf(parts.at(2));
        } else if (kind == u"foul"_s || kind == u"mate_foul"_s) {
            e = makeEvent(MatchEventType::Foul, sideOf(parts.at(1)), numberOf(parts.at(1)));
            e.target = numberOf(parts.at(2));
            e.teamMate = kind == u"mate_foul"_s;
        } else if (kind == u"mate_down"_s) {
            e = makeEvent(MatchEventType::KnockDown, sideOf(parts.at(1)), numberOf(parts.at(1)));
            e.target = numberOf(parts.at(2));
            e.teamMate = true;
        } else if (kind == u"fall"_s) {
            e = makeEvent(MatchEventType::KnockDown, sideOf(parts.at(1)), numberOf(parts.at(1)));
            e.cause = KnockDownCause::Fall;
        } else if (kind == u"completion"_s) {
            e = makeEvent(MatchEventType::Completion, sideOf(parts.at(1)), numberOf(parts.at(1)));
        } else if (kind == u"pre_match"_s) {
            e = makeEvent(MatchEventType::PreMatch, sideOf(parts.at(1)));
        } else if (kind == u"td"_s) {
            e = makeEvent(MatchEventType::Touchdown, sideOf(parts.at(1)), numberOf(parts.at(1)));
        } else if (kind == u"end_drive"_s) {
            e = makeEvent(MatchEventType::EndDrive, Side::Home);
        } else if (kind == u"kickoff"_s) {
            e = makeEvent(MatchEventType::KickOff, Side::Home);
        } else if (kind == u"lineup"_s) {
            // "lineup:away:1-4,6-11": three on the line of scrimmage
            e = makeEvent(MatchEventType::Lineup, sideOf(parts.at(1)));
            e.numbers = numbersOf(parts.at(2));
            e.lineOfScrimmage = 3;
        } else if (kind == u"prematch"_s) {
            // "prematch:home": the gates, FAME and the coin toss, home kicking
            e = makeEvent(MatchEventType::PreMatch, sideOf(parts.at(1)));
        }
        for (const QString &dice : token.section(u'|', 1).split(u';', Qt::SkipEmptyParts)) {
            QList<int> values;
            for (const QString &v : dice.section(u'=', 1).split(u','))
                values << v.toInt();
            e.dice.insert(dice.section(u'=', 0, 0), values);
        }
        return e;
    }

    // The stored event, written as JSON and read back, folds from the same state to the same
    // state and log without a die: a log of the card replays as it was played.
    void replaysFromJson(const MatchState &before, const Folded &f)
    {
        QString error;
        const std::optional<MatchEvent> read =
            MatchEventJson::fromJson(MatchEventJson::toJson(f.event), &error);
        QVERIFY2(read, qPrintable(error));
        const Folded again = foldTyped(*m_rules, m_setup, before, *read);
        QVERIFY2(again.check, qPrintable(again.check.reason));
        QVERIFY(!again.extraRolls);
        QCOMPARE(again.state, f.state);
        QCOMPARE(again.log, f.log);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString error = loadDerby();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void playCard_data()
    {
        addPlayColumns();
        const auto row = addPlayRow;
        const QStringList none;
        // Re-rolls (the derby: home 3, away 2).
        row(u"good_karma.extra_training"_s, u"+1 team re-roll for the match"_s, none, {}, {}, {},
            {u"home.rerolls=4"_s, u"home.per_half=4"_s});
        row(u"random_events.bad_habits"_s, u"the opponent loses D3 = 1"_s, none, {}, {},
            {{u"away.card.effect"_s, {1}}}, {u"away.rerolls=1"_s, u"away.per_half=1"_s});
        row(u"random_events.bad_habits"_s, u"D3 = 3 against 2 re-rolls: none left, not -1"_s, none,
            {}, {}, {{u"away.card.effect"_s, {3}}}, {u"away.rerolls=0"_s, u"away.per_half=0"_s});
        row(u"desperate_measures.doom_and_gloom"_s, u"a D6 per re-roll: 1 kept, 5 lost"_s, none, {},
            {}, {{u"away.card.effect"_s, {1, 5}}}, {u"away.rerolls=1"_s, u"home.rerolls=3"_s});
        row(u"desperate_measures.doom_and_gloom"_s, u"2 is lost too (anything but a 1)"_s, none, {},
            {}, {{u"away.card.effect"_s, {2, 2}}}, {u"away.rerolls=0"_s});
        // Strikes: knocked down, armour, injury.
        const QStringList confirmed{u"confirmed"_s};
        row(u"good_karma.banana_skin"_s, u"unconfirmed: refused with the condition"_s, none, {},
            {5}, {{u"away.armour"_s, {1, 1}}}, {u"refused:in the tackle zone of one of your"_s});
        row(u"good_karma.banana_skin"_s, u"knocked down without a roll, armour holds"_s, confirmed,
            {}, {5}, {{u"away.armour"_s, {1, 1}}}, {u"away#5=prone"_s, u"turnover=0"_s});
        row(u"good_karma.banana_skin"_s, u"an own player refused"_s, confirmed, {1}, {}, {},
            {u"refused:only players of Middenheim Wolves"_s});
        row(u"good_karma.banana_skin"_s, u"two players refused"_s, confirmed, {}, {5, 6}, {},
            {u"refused:exactly one player"_s});
        row(u"random_events.ballista"_s, u"lightning bolt: hit on 2, armour breaks, KO"_s, none, {},
            {6}, {{u"away.spell.6"_s, {2}}, {u"away.armour"_s, {6, 6}}, {u"away.injury"_s, {4, 4}}},
            {u"away#6=knocked_out"_s});
        row(u"random_events.ballista"_s, u"a 1 misses"_s, none, {}, {6}, {{u"away.spell.6"_s, {1}}},
            {u"away#6=standing"_s});
        row(u"random_events.mine"_s, u"fireball: 4 hits, 3 misses"_s, confirmed, {1}, {5},
            {{u"home.spell.1"_s, {3}}, {u"away.spell.5"_s, {4}}, {u"away.armour"_s, {1, 1}}},
            {u"home#1=standing"_s, u"away#5=prone"_s});
        row(u"miscellaneous_mayhem.rogue_wizard"_s, u"the fireball on a prone player refused"_s,
            {u"away#7=prone"_s}, {}, {7}, {}, {u"refused:not standing"_s});
        row(u"miscellaneous_mayhem.rogue_wizard"_s, u"scattered off the pitch: nobody"_s, none, {},
            {}, {}, {u"away#7=standing"_s});
        // Turn markers: the turnover cancelled.
        row(u"desperate_measures.come_on_boys"_s, u"the turnover is cancelled"_s, none, {}, {}, {},
            {u"turnover=0"_s, u"active=home"_s});
        // Statuses.
        row(u"good_karma.doc_bonesaw"_s, u"a KO'd player to the reserves"_s,
            {u"home#3=knocked_out"_s}, {3}, {}, {}, {u"home#3=reserves"_s});
        row(u"good_karma.doc_bonesaw"_s, u"badly hurt (D68 23) to the reserves"_s,
            {u"home#3=casualty:23"_s}, {3}, {}, {}, {u"home#3=reserves"_s, u"home#3.d68=0"_s});
        row(u"good_karma.doc_bonesaw"_s, u"a serious injury (D68 45) refused"_s,
            {u"home#3=casualty:45"_s}, {3}, {}, {}, {u"refused:worse than badly hurt"_s});
        row(u"good_karma.doc_bonesaw"_s, u"a standing player refused"_s, none, {3}, {}, {},
            {u"refused:is standing"_s});
        row(u"good_karma.miracle_worker"_s, u"D68 45 treated as KO"_s, {u"home#3=casualty:45"_s},
            {3}, {}, {}, {u"home#3=knocked_out"_s, u"home#3.d68=0"_s});
        row(u"good_karma.miracle_worker"_s, u"D68 41, the edge"_s, {u"home#3=casualty:41"_s}, {3},
            {}, {}, {u"home#3=knocked_out"_s});
        row(u"good_karma.miracle_worker"_s, u"D68 38 (badly hurt) refused"_s,
            {u"home#3=casualty:38"_s}, {3}, {}, {}, {u"refused:below 41"_s});
        row(u"random_events.magic_sponge"_s, u"D6 2: to the reserves"_s, {u"home#3=casualty:52"_s},
            {3}, {}, {{u"home.card.effect"_s, {2}}}, {u"home#3=reserves"_s});
        row(u"random_events.magic_sponge"_s, u"D6 1: nothing"_s, {u"home#3=casualty:52"_s}, {3}, {},
            {{u"home.card.effect"_s, {1}}}, {u"home#3=casualty"_s, u"home#3.d68=52"_s});
        row(u"good_karma.unsportsmanlike_conduct"_s, u"the scorer is KO'd"_s, {u"scored=away#5"_s},
            {}, {5}, {}, {u"away#5=knocked_out"_s});
        row(u"good_karma.unsportsmanlike_conduct"_s, u"another player refused"_s,
            {u"scored=away#5"_s}, {}, {6}, {}, {u"refused:did not score"_s});
        row(u"good_karma.lurve_potion"_s, u"an opponent to the reserves after the kick-off"_s,
            {u"after_kick_off"_s}, {}, {8}, {}, {u"away#8=reserves"_s});
        row(u"dirty_tricks.pit_trap"_s, u"an opponent placed prone"_s, none, {}, {5}, {},
            {u"away#5=prone"_s});
        row(u"dirty_tricks.pit_trap"_s, u"an own player too"_s, none, {2}, {}, {},
            {u"home#2=prone"_s});
        row(u"dirty_tricks.pit_trap"_s, u"a prone player refused"_s, {u"away#5=prone"_s}, {}, {5},
            {}, {u"refused:is prone"_s});
        row(u"dirty_tricks.chop_block"_s, u"both down, the opponent stunned"_s, confirmed, {1}, {5},
            {}, {u"home#1=prone"_s, u"away#5=stunned"_s});
        row(u"dirty_tricks.chop_block"_s, u"the opponent missing refused"_s, confirmed, {1}, {}, {},
            {u"refused:Name a player of Middenheim Wolves"_s});
        row(u"dirty_tricks.illegal_substitution"_s, u"a reserve onto the pitch"_s,
            {u"home#11=reserves"_s}, {11}, {}, {}, {u"home#11=standing"_s});
        row(u"dirty_tricks.illegal_substitution"_s, u"a player on the pitch refused"_s, none, {10},
            {}, {}, {u"refused:is standing"_s});
        // Skills and characteristics for the rest of the match (the derby's #1–4 are blitzers
        // MA 7 ST 3 AG 3 AV 8 with Block, #5–11 linemen MA 6 ST 3 AG 3 AV 8).
        row(u"good_karma.dazed_and_confused"_s, u"a prone opponent gains Bone-head"_s,
            {u"away#5=prone"_s}, {}, {5}, {}, {u"away#5+bone_head"_s});
        row(u"good_karma.dazed_and_confused"_s, u"a standing opponent refused"_s, none, {}, {5}, {},
            {u"refused:is standing"_s});
        row(u"good_karma.magic_helmet"_s, u"+1 AV and Thick Skull"_s, none, {1}, {}, {},
            {u"home#1.av=9"_s, u"home#1+thick_skull"_s});
        row(u"magic_items.beguiling_bracers"_s, u"three skills"_s, none, {2}, {}, {},
            {u"home#2+hypnotic_gaze"_s, u"home#2+side_step"_s, u"home#2+bone_head"_s});
        row(u"magic_items.gloves_of_holding"_s, u"Catch and Sure Hands"_s, none, {3}, {}, {},
            {u"home#3+catch"_s, u"home#3+sure_hands"_s});
        row(u"magic_items.rabbits_foot"_s, u"Pro"_s, none, {5}, {}, {}, {u"home#5+pro"_s});
        row(u"magic_items.rabbits_foot"_s, u"a player with Loner refused"_s, {u"home#5+loner"_s},
            {5}, {}, {}, {u"refused:has Loner"_s});
        row(u"dirty_tricks.kicking_boots"_s, u"Kick, Dirty Player, -1 MA"_s, none, {6}, {}, {},
            {u"home#6+kick"_s, u"home#6+dirty_player"_s, u"home#6.ma=5"_s});
        row(u"good_karma.stiletto"_s, u"Dirty Player and Stab"_s, none, {4}, {}, {},
            {u"home#4+stab"_s, u"home#4+dirty_player"_s});
        row(u"good_karma.one_with_the_kicker"_s, u"receiving: Kick-Off Return, Diving Catch"_s,
            none, {7}, {}, {}, {u"home#7+kick_off_return"_s, u"home#7+diving_catch"_s});
        row(u"good_karma.chainsaw"_s, u"Chainsaw, Secret Weapon, No Hands"_s, none, {8}, {}, {},
            {u"home#8+chainsaw"_s, u"home#8+secret_weapon"_s, u"home#8+no_hands"_s});
        row(u"dirty_tricks.gromskulls_exploding_runes"_s, u"Bombardier"_s, none, {9}, {}, {},
            {u"home#9+bombardier"_s, u"home#9+secret_weapon"_s});
        row(u"random_events.buzzing"_s, u"+1 AG, Frenzy"_s, confirmed, {5}, {}, {},
            {u"home#5.ag=4"_s, u"home#5+frenzy"_s, u"home#5+jump_up"_s});
        row(u"random_events.duh_where_am_i"_s, u"an opponent gains Really Stupid"_s, none, {}, {9},
            {}, {u"away#9+really_stupid"_s});
        row(u"random_events.duh_where_am_i"_s, u"an own player refused"_s, none, {9}, {}, {},
            {u"refused:Name a player of Middenheim Wolves"_s});
        row(u"random_events.gimme_that"_s, u"Dauntless, Juggernaut, Strip Ball"_s, none, {1}, {},
            {}, {u"home#1+juggernaut"_s, u"home#1+strip_ball"_s});
        row(u"random_events.orcidas_sponsorship"_s, u"+1 MA, Sprint, Sure Feet"_s, none, {1}, {},
            {}, {u"home#1.ma=8"_s, u"home#1+sprint"_s, u"home#1+sure_feet"_s});
        row(u"random_events.tackling_machine"_s, u"four skills"_s, none, {2}, {}, {},
            {u"home#2+tackle"_s, u"home#2+wrestle"_s, u"home#2+diving_tackle"_s});
        row(u"dirty_tricks.chop_block"_s, u"a player who acted last turn refused"_s,
            {u"confirmed"_s, u"acted=home#1"_s}, {1}, {5}, {}, {u"refused:took an action"_s});
        // Skills and characteristics for a while (CardLasting): shown at once, undone later
        // (afterTheCard).
        row(u"miscellaneous_mayhem.eclipse"_s, u"everyone on the pitch a rookie Goblin"_s, none, {},
            {}, {},
            {u"home#1.ma=6"_s, u"home#1.st=2"_s, u"home#1.av=7"_s, u"home#1-block"_s,
             u"home#1+dodge"_s, u"away#7+stunty"_s, u"home.marks=11"_s, u"away.marks=11"_s});
        row(u"miscellaneous_mayhem.heckler"_s, u"an opponent loses Block, keeps Loner"_s,
            {u"away#2+loner"_s}, {}, {2}, {}, {u"away#2-block"_s, u"away#2+loner"_s});
        row(u"special_team_plays.heroic_leap"_s, u"ST 3: Leap this turn"_s, none, {1}, {}, {},
            {u"home#1+leap"_s, u"home.marks=1"_s});
        row(u"special_team_plays.heroic_leap"_s, u"ST 5 refused (ST 4 or less)"_s,
            {u"home#9.st=5"_s}, {9}, {}, {}, {u"refused:ST 4 or less"_s});
        row(u"special_team_plays.option_play"_s, u"Dump-Off and Pass for the drive"_s, none, {5},
            {}, {}, {u"home#5+dump_off"_s, u"home#5+pass"_s});
        row(u"special_team_plays.spectacular_catch"_s, u"Catch and Diving Catch"_s, none, {6}, {},
            {}, {u"home#6+catch"_s, u"home#6+diving_catch"_s});
        row(u"magic_items.fawndoughs_headband"_s, u"Pass and Accurate"_s, none, {7}, {}, {},
            {u"home#7+pass"_s, u"home#7+accurate"_s});
        row(u"magic_items.force_shield"_s, u"unconfirmed: refused"_s, none, {7}, {}, {},
            {u"refused:holds the ball"_s});
        row(u"magic_items.force_shield"_s, u"the ball carrier: Sure Hands and Fend"_s, confirmed,
            {7}, {}, {}, {u"home#7+sure_hands"_s, u"home#7+fend"_s});
        row(u"magic_items.giktas_strength_of_da_bear"_s, u"+1 ST for the drive"_s, none, {8}, {},
            {}, {u"home#8.st=4"_s});
        row(u"magic_items.magic_gloves_of_jark_longarm"_s, u"Pass Block"_s, none, {8}, {}, {},
            {u"home#8+pass_block"_s});
        row(u"magic_items.wand_of_smashing"_s, u"+1 ST and Mighty Blow this turn"_s, none, {1}, {},
            {}, {u"home#1.st=4"_s, u"home#1+mighty_blow"_s});
        row(u"dirty_tricks.distract"_s, u"Disturbing Presence"_s, none, {3}, {}, {},
            {u"home#3+disturbing_presence"_s});
        row(u"dirty_tricks.stolen_playbook"_s, u"Pass Block and Shadowing"_s, none, {3}, {}, {},
            {u"home#3+pass_block"_s, u"home#3+shadowing"_s});
        row(u"dirty_tricks.witchs_brew"_s, u"D6 1: Jump Up and No Hands"_s, none, {}, {4},
            {{u"home.card.effect"_s, {1}}},
            {u"away#4+jump_up"_s, u"away#4+no_hands"_s, u"away#4-really_stupid"_s});
        row(u"dirty_tricks.witchs_brew"_s, u"D6 2: nothing"_s, none, {}, {4},
            {{u"home.card.effect"_s, {2}}}, {u"away#4-no_hands"_s, u"away.marks=0"_s});
        row(u"dirty_tricks.witchs_brew"_s, u"D6 3: Really Stupid"_s, none, {}, {4},
            {{u"home.card.effect"_s, {3}}}, {u"away#4+really_stupid"_s, u"away#4-no_hands"_s});
        row(u"good_karma.butterfingers"_s, u"No Hands for the drive"_s, confirmed, {}, {3}, {},
            {u"away#3+no_hands"_s});
        row(u"good_karma.intensive_training"_s, u"Tackle (General) for the match"_s,
            {u"choice=tackle"_s}, {5}, {}, {}, {u"home#5+tackle"_s, u"home.marks=0"_s});
        row(u"good_karma.intensive_training"_s, u"Dodge: not a lineman's category"_s,
            {u"choice=dodge"_s}, {5}, {}, {}, {u"refused:not in the normal categories"_s});
        row(u"good_karma.intensive_training"_s, u"Block he has: refused"_s, {u"choice=block"_s},
            {1}, {}, {}, {u"refused:already has"_s});
        row(u"good_karma.intensive_training"_s, u"no skill chosen: refused"_s, none, {5}, {}, {},
            {u"refused:Choose the skill"_s});
        row(u"good_karma.intensive_training"_s, u"Grab (Strength) excluded by his Frenzy"_s,
            {u"choice=grab"_s, u"home#1+frenzy"_s}, {1}, {}, {}, {u"refused:excludes"_s});
        row(u"good_karma.intensive_training"_s, u"Mighty Blow (a blitzer's Strength)"_s,
            {u"choice=mighty_blow"_s}, {1}, {}, {}, {u"home#1+mighty_blow"_s});
        row(u"good_karma.intensive_training"_s, u"a player of the opponent refused"_s,
            {u"choice=tackle"_s}, {}, {5}, {}, {u"refused:Name a player of Altdorf Reavers"_s});
        row(u"good_karma.knutts_spell_of_awesome_strength"_s, u"ST 3 doubled"_s, none, {2}, {}, {},
            {u"home#2.st=6"_s});
        row(u"good_karma.rune_of_fear"_s, u"every own player on the pitch"_s, none, {}, {}, {},
            {u"home#1+foul_appearance"_s, u"home#11+disturbing_presence"_s,
             u"away#1-foul_appearance"_s, u"home.marks=11"_s});
        row(u"good_karma.the_wall"_s, u"Stand Firm for all"_s, none, {}, {}, {},
            {u"home#4+stand_firm"_s, u"away#4-stand_firm"_s});
        row(u"random_events.zap"_s, u"D6 2: a frog"_s, none, {}, {1},
            {{u"home.card.effect"_s, {2}}},
            {u"away#1.ma=4"_s, u"away#1.st=1"_s, u"away#1.av=4"_s, u"away#1+titchy"_s,
             u"away#1-block"_s});
        row(u"random_events.zap"_s, u"D6 1: nothing"_s, none, {}, {1},
            {{u"home.card.effect"_s, {1}}}, {u"away#1.ma=7"_s, u"away#1+block"_s});
        row(u"random_events.get_em_lads"_s, u"a player hurt last turn: +1 ST for all"_s,
            {u"hurt"_s}, {}, {}, {}, {u"home#1.st=4"_s, u"home#11.st=4"_s, u"away#1.st=3"_s});
        // Rules bent for a while (marks), at work in afterTheCard.
        row(u"good_karma.scutts_scroll_of_weather_magic"_s, u"the weather becomes a blizzard"_s,
            {u"choice=blizzard"_s}, {}, {}, {}, {u"weather=blizzard"_s});
        row(u"good_karma.scutts_scroll_of_weather_magic"_s, u"no weather chosen: refused"_s, none,
            {}, {}, {}, {u"refused:choose the weather"_s});
        row(u"good_karma.suitable_pitch"_s, u"no choice: refused"_s, none, {}, {}, {},
            {u"refused:choose one of add, remove"_s});
        row(u"good_karma.suitable_pitch"_s, u"hazards added: both teams marked"_s,
            {u"choice=add"_s}, {}, {}, {}, {u"home.marks=1"_s, u"away.marks=1"_s});
        row(u"magic_items.belt_of_invulnerability"_s, u"two players refused"_s, none, {1, 2}, {},
            {}, {u"refused:Name one player of Altdorf Reavers"_s});
        row(u"random_events.kid_gloves"_s, u"an own player refused"_s, none, {1}, {}, {},
            {u"refused:Name one player of Middenheim Wolves"_s});
        row(u"good_karma.fan_uproar"_s, u"a player named refused"_s, none, {}, {1}, {},
            {u"refused:takes no player"_s});
        // Players who miss the match or a drive (CardSetUp), at work in afterTheCard.
        row(u"desperate_measures.assassin"_s, u"an opponent marked out of the match"_s, none, {},
            {5}, {}, {u"away.marks=1"_s, u"away#5=reserves"_s, u"home.marks=0"_s});
        row(u"desperate_measures.assassin"_s, u"an own player refused"_s, none, {5}, {}, {},
            {u"refused:Name one player of Middenheim Wolves"_s});
        row(u"desperate_measures.assassin"_s, u"nobody named refused"_s, none, {}, {}, {},
            {u"refused:Name one player of Middenheim Wolves"_s});
        row(u"desperate_measures.assassin"_s, u"a player already out refused"_s,
            {u"away#5=casualty:45"_s}, {}, {5}, {}, {u"refused:out of the match"_s});
        row(u"desperate_measures.i_am_the_greatest"_s, u"the opponent marked, nobody named"_s, none,
            {}, {}, {}, {u"away.marks=1"_s});
        row(u"desperate_measures.i_am_the_greatest"_s, u"a player named refused"_s, none, {}, {1},
            {}, {u"refused:takes no player"_s});
        row(u"desperate_measures.morleys_revenge"_s, u"three opponents drawn: #2, #4, #11"_s, none,
            {}, {}, {{u"away.card.effect"_s, {2, 3, 9}}}, {u"away.marks=3"_s, u"home.marks=0"_s});
        row(u"desperate_measures.morleys_revenge"_s, u"a player named refused"_s, none, {}, {3},
            {{u"away.card.effect"_s, {2, 3, 9}}}, {u"refused:takes no player"_s});
        row(u"special_team_plays.wake_up_call"_s, u"the team marked before K.O. recovery"_s,
            {u"home#3=knocked_out"_s}, {}, {}, {}, {u"home.marks=1"_s, u"home#3=knocked_out"_s});
        // Players who join a team for a while, taken off when the card lapses (afterTheCard).
        row(u"good_karma.the_fan"_s, u"the fan in the reserves, a 12th player"_s, none, {}, {}, {},
            {u"home.players=12"_s, u"home#12=reserves"_s, u"home#12.ma=6"_s, u"home#12.st=4"_s,
             u"home#12.ag=2"_s, u"home#12.av=7"_s, u"home#12+loner"_s, u"home#12+frenzy"_s,
             u"away.players=11"_s});
        row(u"desperate_measures.da_freight_train"_s, u"Borg on the pitch, a 12th player"_s, none,
            {}, {}, {},
            {u"home.players=12"_s, u"home#12=standing"_s, u"home#12.st=5"_s, u"home#12.av=9"_s,
             u"home#12+juggernaut"_s, u"home#12+strip_ball"_s, u"home#12+break_tackle"_s});
        row(u"random_events.not_so_secret_weapon"_s, u"a rookie Deathroller on the pitch"_s, none,
            {}, {}, {},
            {u"home.players=12"_s, u"home#12=standing"_s, u"home#12.st=7"_s, u"home#12.av=10"_s,
             u"home#12+secret_weapon"_s, u"home#12+dirty_player"_s});
        row(u"desperate_measures.da_freight_train"_s, u"a player named refused"_s, none, {5}, {},
            {}, {u"refused:takes no player"_s});
        // Free turns outside the turn markers (FreeTurns), at work in afterTheCard.
        row(u"good_karma.hurry_up_offense"_s, u"this turn becomes free: marker back to 0"_s, none,
            {}, {}, {}, {u"home.turn=0"_s, u"home.marks=1"_s, u"away.marks=0"_s});
        row(u"good_karma.hurry_up_offense"_s, u"at turn 8: marker back to 7"_s, {u"turn=home:8"_s},
            {}, {}, {}, {u"home.turn=7"_s});
        // Who may act (random_events.blackmail, random_events.ego_trip): a mark on the opponent
        // named, read by TurnRules (afterTheCard).
        row(u"random_events.blackmail"_s, u"an opponent controlled this turn"_s, confirmed, {}, {5},
            {}, {u"away.marks=1"_s, u"home.marks=0"_s});
        row(u"random_events.blackmail"_s, u"an own player refused"_s, confirmed, {2}, {}, {},
            {u"refused:Name one player of Middenheim Wolves"_s});
        row(u"random_events.blackmail"_s, u"nobody named refused"_s, confirmed, {}, {}, {},
            {u"refused:Name one player of Middenheim Wolves"_s});
        row(u"random_events.ego_trip"_s, u"an opponent must act first"_s, none, {}, {5}, {},
            {u"away.marks=1"_s});
        row(u"random_events.ego_trip"_s, u"two players refused"_s, none, {}, {5, 6}, {},
            {u"refused:Name one player of Middenheim Wolves"_s});
        // Knock-downs outside the ordinary turn (dirty_tricks.spiked_ball,
        // special_team_plays.suicide_blitz, dirty_tricks.trampoline_trap).
        row(u"dirty_tricks.spiked_ball"_s, u"in play for both teams this drive"_s, none, {}, {}, {},
            {u"home.marks=1"_s, u"away.marks=1"_s});
        row(u"special_team_plays.suicide_blitz"_s, u"a free Blitz turn, No Hands"_s,
            {u"after_kick_off"_s, u"confirmed"_s}, {3}, {}, {},
            {u"home#3+no_hands"_s, u"active=home"_s, u"blitz_turn=1"_s, u"phase=turn"_s,
             u"home.marks=1"_s});
        row(u"special_team_plays.suicide_blitz"_s, u"a prone player refused"_s,
            {u"after_kick_off"_s, u"confirmed"_s, u"home#3=prone"_s}, {3}, {}, {},
            {u"refused:is prone"_s});
        row(u"special_team_plays.suicide_blitz"_s, u"an opponent refused"_s,
            {u"after_kick_off"_s, u"confirmed"_s}, {}, {5}, {},
            {u"refused:Name one player of Altdorf Reavers"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"fails his landing: AV 8 broken, injury 8 KO"_s,
            {u"choice=falls"_s}, {}, {5}, {{u"away.armour"_s, {5, 4}}, {u"away.injury"_s, {4, 4}}},
            {u"away#5=knocked_out"_s, u"turnover=0"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"fails his landing, armour holds: prone"_s,
            {u"choice=falls"_s}, {}, {5}, {{u"away.armour"_s, {2, 3}}}, {u"away#5=prone"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"in the crowd: injury 5, the reserves"_s,
            {u"choice=crowd"_s}, {}, {5}, {{u"away.injury"_s, {2, 3}}}, {u"away#5=reserves"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"lands on his feet: nothing"_s, {u"choice=lands"_s},
            {}, {5}, {}, {u"away#5=standing"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"no landing said: refused"_s, none, {}, {5}, {},
            {u"refused:say how"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"a prone player refused"_s,
            {u"choice=lands"_s, u"away#5=prone"_s}, {}, {5}, {},
            {u"refused:throws only a standing player"_s});
        // Coming down on another player (Throw Team-Mate, rulebook l.6193–6196; Right Stuff
        // l.6319–6321): that player goes down with an armour roll whatever he was, no SPP; the
        // thrown player cannot land on his feet. Each one's dice keyed by him.
        row(u"dirty_tricks.trampoline_trap"_s, u"dice keyed by him: AV 8 broken, KO"_s,
            {u"choice=falls"_s}, {}, {5},
            {{u"away.armour.5"_s, {5, 4}}, {u"away.injury.5"_s, {4, 4}}},
            {u"away#5=knocked_out"_s});
        row(u"dirty_tricks.trampoline_trap"_s,
            u"on a team-mate: both down, his KO, the other prone"_s, {u"choice=falls"_s}, {},
            {5, 6},
            {{u"away.armour.6"_s, {6, 5}},
             {u"away.injury.6"_s, {4, 4}},
             {u"away.armour.5"_s, {2, 3}}},
            {u"away#6=knocked_out"_s, u"away#5=prone"_s, u"turnover=0"_s, u"home#1=standing"_s});
        row(u"dirty_tricks.trampoline_trap"_s,
            u"on a prone opponent: armour holds, then the crowd"_s,
            {u"choice=crowd"_s, u"home#3=prone"_s}, {3}, {5},
            {{u"home.armour.3"_s, {1, 2}}, {u"away.injury.5"_s, {2, 3}}},
            {u"home#3=prone"_s, u"away#5=reserves"_s});
        row(u"dirty_tricks.trampoline_trap"_s,
            u"on a stunned player: armour holds, still stunned"_s,
            {u"choice=falls"_s, u"home#3=stunned"_s}, {3}, {5},
            {{u"home.armour.3"_s, {3, 3}}, {u"away.armour.5"_s, {1, 1}}},
            {u"home#3=stunned"_s, u"away#5=prone"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"on a standing opponent: AV 8 broken, injury 7"_s,
            {u"choice=falls"_s}, {2}, {5},
            {{u"home.armour.2"_s, {4, 5}},
             {u"home.injury.2"_s, {3, 4}},
             {u"away.armour.5"_s, {1, 1}}},
            {u"home#2=stunned"_s, u"away#5=prone"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"on another player, on his feet: refused"_s,
            {u"choice=lands"_s}, {2}, {5}, {}, {u"refused:cannot land on his feet"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"on a player in the reserves: refused"_s,
            {u"choice=falls"_s, u"home#2=reserves"_s}, {2}, {5}, {},
            {u"refused:is not on the pitch"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"two players under him: refused"_s,
            {u"choice=falls"_s}, {2, 3}, {5}, {}, {u"refused:at most one player he lands on"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"on himself: refused"_s, {u"choice=falls"_s}, {},
            {5, 5}, {}, {u"refused:named twice"_s});
        row(u"dirty_tricks.trampoline_trap"_s, u"an own player refused"_s, {u"choice=lands"_s}, {2},
            {}, {}, {u"refused:Name one player of Middenheim Wolves"_s});
        // On the pitch only: nothing tracked changes, a player named is refused.
        row(u"miscellaneous_mayhem.badyear_git"_s, u"board only"_s, none, {}, {}, {},
            {u"home.rerolls=3"_s});
        row(u"miscellaneous_mayhem.badyear_git"_s, u"a player named refused"_s, none, {1}, {}, {},
            {u"refused:takes no player"_s});
    }
    void playCard()
    {
        QFETCH(QString, card);
        QFETCH(QStringList, prep);
        QFETCH(QList<int>, home);
        QFETCH(QList<int>, away);
        QFETCH(DiceMap, dice);
        QFETCH(QStringList, expect);
        const SpecialPlayCard *c = CardRules::card(*m_rules, card);
        QVERIFY(c);
        const MatchState before = atMoment(*c, prep);
        const Folded f =
            foldTyped(*m_rules, m_setup, before, eventFor(card, prep, home, away, dice));
        if (expect.value(0).startsWith(u"refused:"_s)) {
            QVERIFY(!f.check);
            QVERIFY2(f.check.reason.contains(expect.at(0).mid(8)), qPrintable(f.check.reason));
            return;
        }
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QVERIFY(f.state.home.cardsPlayed.contains(card));
        QVERIFY(f.log.join(u'\n').contains(c->effect.current()));
        for (const QString &e : expect)
            expectOn(f.state, e);
        replaysFromJson(before, f);
    }

    // A card that strikes like a spell keys each struck player's armour, injury and casualty
    // dice by him ("away.armour.5"), as the wizard's fireball does (PlayerStrike): two players of
    // a team struck by one card, each with his own dice typed, each gets his own result,
    // whichever order the dice were typed in. A log written when the card keyed them by team
    // ("away.armour", in the order rolled) replays to the same state. The derby's players all
    // have AV 8; injury 2-7 stunned, 8-9 KO, 10+ a casualty (D68 from "away.casualty.N").
    void strikeDiceByPlayer_data()
    {
        addPlayColumns();
        const auto row = addPlayRow;
        const QStringList none;
        const QStringList confirmed{u"confirmed"_s};
        const QString rogue = u"miscellaneous_mayhem.rogue_wizard"_s;
        row(rogue, u"#5 hit, held (1+1): prone; #6 hit, broken (6+6), injury 8: KO"_s, none, {},
            {5, 6},
            {{u"away.spell.5"_s, {4}},
             {u"away.armour.5"_s, {1, 1}},
             {u"away.spell.6"_s, {5}},
             {u"away.armour.6"_s, {6, 6}},
             {u"away.injury.6"_s, {4, 4}}},
            {u"away#5=prone"_s, u"away#6=knocked_out"_s, u"turnover=0"_s});
        row(rogue, u"the same dice typed for the other player: #5 KO, #6 prone"_s, none, {}, {5, 6},
            {{u"away.spell.5"_s, {5}},
             {u"away.armour.5"_s, {6, 6}},
             {u"away.injury.5"_s, {4, 4}},
             {u"away.spell.6"_s, {4}},
             {u"away.armour.6"_s, {1, 1}}},
            {u"away#5=knocked_out"_s, u"away#6=prone"_s});
        row(rogue, u"#5 stunned (6+6, 2+2), #6 casualty (6+5, 6+5, D68 11)"_s, none, {}, {5, 6},
            {{u"away.spell.5"_s, {6}},
             {u"away.armour.5"_s, {6, 6}},
             {u"away.injury.5"_s, {2, 2}},
             {u"away.spell.6"_s, {6}},
             {u"away.armour.6"_s, {6, 5}},
             {u"away.injury.6"_s, {6, 5}},
             {u"away.casualty.6"_s, {1, 1}}},
            {u"away#5=stunned"_s, u"away#6=casualty"_s, u"away#6.d68=11"_s});
        row(rogue, u"old log keyed by team: #5 prone, #6 KO as in the first row"_s, none, {},
            {5, 6},
            {{u"away.spell.5"_s, {4}},
             {u"away.spell.6"_s, {5}},
             {u"away.armour"_s, {1, 1, 6, 6}},
             {u"away.injury"_s, {4, 4}}},
            {u"away#5=prone"_s, u"away#6=knocked_out"_s});
        row(rogue, u"old log keyed by team: #5 stunned, #6 casualty 11 as above"_s, none, {},
            {5, 6},
            {{u"away.spell.5"_s, {6}},
             {u"away.spell.6"_s, {6}},
             {u"away.armour"_s, {6, 6, 6, 5}},
             {u"away.injury"_s, {2, 2, 6, 5}},
             {u"away.casualty"_s, {1, 1}}},
            {u"away#5=stunned"_s, u"away#6=casualty"_s, u"away#6.d68=11"_s});
        const QString mine = u"random_events.mine"_s;
        row(mine, u"both teams: home #1 stunned, away #5 prone, away #6 KO"_s, confirmed, {1},
            {5, 6},
            {{u"home.spell.1"_s, {4}},
             {u"home.armour.1"_s, {5, 4}},
             {u"home.injury.1"_s, {3, 4}},
             {u"away.spell.5"_s, {4}},
             {u"away.armour.5"_s, {2, 3}},
             {u"away.spell.6"_s, {4}},
             {u"away.armour.6"_s, {4, 5}},
             {u"away.injury.6"_s, {5, 4}}},
            {u"home#1=stunned"_s, u"away#5=prone"_s, u"away#6=knocked_out"_s});
        row(mine, u"old log keyed by team: the same"_s, confirmed, {1}, {5, 6},
            {{u"home.spell.1"_s, {4}},
             {u"home.armour"_s, {5, 4}},
             {u"home.injury"_s, {3, 4}},
             {u"away.spell.5"_s, {4}},
             {u"away.spell.6"_s, {4}},
             {u"away.armour"_s, {2, 3, 4, 5}},
             {u"away.injury"_s, {5, 4}}},
            {u"home#1=stunned"_s, u"away#5=prone"_s, u"away#6=knocked_out"_s});
        row(u"random_events.ballista"_s, u"one player, his own key: broken (6+6), KO (4+4)"_s, none,
            {}, {6},
            {{u"away.spell.6"_s, {2}}, {u"away.armour.6"_s, {6, 6}}, {u"away.injury.6"_s, {4, 4}}},
            {u"away#6=knocked_out"_s});
        row(u"good_karma.banana_skin"_s,
            u"knocked down, his own key: broken (5+4), stunned (1+1)"_s, confirmed, {}, {5},
            {{u"away.armour.5"_s, {5, 4}}, {u"away.injury.5"_s, {1, 1}}}, {u"away#5=stunned"_s});
    }
    void strikeDiceByPlayer()
    {
        QFETCH(QString, card);
        QFETCH(QStringList, prep);
        QFETCH(QList<int>, home);
        QFETCH(QList<int>, away);
        QFETCH(DiceMap, dice);
        QFETCH(QStringList, expect);
        const SpecialPlayCard *c = CardRules::card(*m_rules, card);
        QVERIFY(c);
        const MatchState before = atMoment(*c, prep);
        const Folded f =
            foldTyped(*m_rules, m_setup, before, eventFor(card, prep, home, away, dice));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY2(!f.extraRolls, qPrintable(f.purposes.join(u", "_s))); // every die was typed
        QCOMPARE(f.event.dice, dice); // stored as typed: each die used, none left over
        for (const QString &e : expect)
            expectOn(f.state, e);
        replaysFromJson(before, f);
    }

    // The conditions a card's timing adds to its moment (its `needs`), each refused with the
    // reason, and accepted once they hold.
    void timingConditions_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QStringList>("prep");
        QTest::addColumn<QString>("refusal"); // empty: accepted
        auto row = [](const QString &card, const QString &what, const QStringList &prep,
                      const QString &refusal) {
            QTest::newRow(qPrintable(rowName(card, what))) << card << prep << refusal;
        };
        row(u"special_team_plays.come_to_papa"_s, u"receiving: accepted"_s, {}, {});
        row(u"special_team_plays.come_to_papa"_s, u"kicking: refused"_s, {u"kicking=home"_s},
            u"played by the receiving team"_s);
        row(u"good_karma.one_with_the_kicker"_s, u"kicking: refused"_s, {u"kicking=home"_s},
            u"played by the receiving team"_s);
        row(u"special_team_plays.perfect_kick"_s, u"receiving: refused"_s, {},
            u"played by the kicking team"_s);
        row(u"special_team_plays.perfect_kick"_s, u"kicking: accepted"_s, {u"kicking=home"_s}, {});
        row(u"special_team_plays.suicide_blitz"_s, u"after the own turn: refused"_s, {},
            u"once Altdorf Reavers's kick-off is resolved"_s);
        row(u"special_team_plays.suicide_blitz"_s, u"after the own kick-off: accepted"_s,
            {u"after_kick_off"_s, u"confirmed"_s}, {});
        row(u"special_team_plays.suicide_blitz"_s, u"unconfirmed: refused"_s, {u"after_kick_off"_s},
            u"does not hold the ball: confirm it"_s);
        row(u"random_events.blackmail"_s, u"unconfirmed: refused"_s, {},
            u"does not hold the ball: confirm it"_s);
        row(u"good_karma.lurve_potion"_s, u"after the own turn: refused"_s, {},
            u"once Altdorf Reavers's kick-off is resolved"_s);
        row(u"miscellaneous_mayhem.fanatic_invasion"_s, u"after the own turn: accepted"_s, {}, {});
        row(u"miscellaneous_mayhem.fanatic_invasion"_s, u"after a kick-off: refused"_s,
            {u"after_kick_off"_s}, u"not after a kick-off"_s);
        row(u"dirty_tricks.chop_block"_s, u"after a kick-off: refused"_s, {u"after_kick_off"_s},
            u"not after a kick-off"_s);
        row(u"good_karma.the_wall"_s, u"after a kick-off: refused"_s, {u"after_kick_off"_s},
            u"not after a kick-off"_s);
        row(u"good_karma.the_wall"_s, u"after the own turn: accepted"_s, {}, {});
        row(u"good_karma.unsportsmanlike_conduct"_s, u"no touchdown: refused"_s, {},
            u"right after the opponent of Altdorf Reavers scores"_s);
        row(u"good_karma.unsportsmanlike_conduct"_s, u"own touchdown: refused"_s,
            {u"scored=home#2"_s}, u"right after the opponent of Altdorf Reavers scores"_s);
        row(u"good_karma.unsportsmanlike_conduct"_s, u"opponent scored: accepted"_s,
            {u"scored=away#5"_s}, {});
        row(u"random_events.get_em_lads"_s, u"nobody hurt in the opponent's turn: refused"_s, {},
            u"was hurt (stunned included) in the opponent's last turn"_s);
        row(u"random_events.get_em_lads"_s, u"a player hurt: accepted"_s, {u"hurt"_s}, {});
        // The coach's confirmation of what the tracker cannot see (the card's `confirm`).
        row(u"special_team_plays.punt"_s, u"unconfirmed: refused with the condition"_s, {},
            u"one of your players holds the ball: confirm it"_s);
        row(u"special_team_plays.punt"_s, u"confirmed: accepted"_s, {u"confirmed"_s}, {});
        row(u"dirty_tricks.custard_pie"_s, u"unconfirmed: refused"_s, {},
            u"stands next to one of your players"_s);
        row(u"good_karma.woof_woof"_s, u"unconfirmed: refused"_s, {},
            u"the ball is on the ground"_s);
        row(u"random_events.blackmail"_s, u"confirmed: accepted"_s, {u"confirmed"_s}, {});
        // K.O.'d players to wake up, before their recovery rolls; other moments.
        row(u"special_team_plays.wake_up_call"_s, u"a K.O.'d player, drive over: accepted"_s,
            {u"home#3=knocked_out"_s}, {});
        row(u"special_team_plays.wake_up_call"_s, u"no K.O.'d player: refused"_s, {},
            u"has no K.O.'d player"_s);
        row(u"special_team_plays.wake_up_call"_s, u"an opponent K.O.'d only: refused"_s,
            {u"away#3=knocked_out"_s}, u"has no K.O.'d player"_s);
        row(u"special_team_plays.wake_up_call"_s, u"at the set-up, K.O. rolled: refused"_s,
            {u"home#3=knocked_out"_s, u"phase=setup"_s, u"benched=home"_s},
            u"before they are rolled"_s);
        row(u"desperate_measures.assassin"_s, u"in a turn: refused"_s, {u"phase=turn"_s},
            u"before the match"_s);
        row(u"desperate_measures.morleys_revenge"_s, u"at a set-up: refused"_s, {u"phase=setup"_s},
            u"before the match"_s);
        row(u"good_karma.the_fan"_s, u"before the match: accepted"_s, {}, {});
        row(u"good_karma.the_fan"_s, u"at a drive's end: refused"_s, {u"phase=drive_over"_s},
            u"before the match"_s);
        row(u"desperate_measures.da_freight_train"_s, u"awaiting the own turn: accepted"_s,
            {u"phase=await_turn"_s}, {});
        row(u"desperate_measures.da_freight_train"_s, u"in the opponent's turn: refused"_s,
            {u"active=away"_s}, u"at the start of a turn"_s);
        row(u"random_events.not_so_secret_weapon"_s, u"at the kick-off: refused"_s,
            {u"phase=kickoff"_s}, u"at the start of a turn"_s);
        row(u"good_karma.hurry_up_offense"_s, u"at the start of the own turn: accepted"_s, {}, {});
        row(u"good_karma.hurry_up_offense"_s, u"after a player acted: refused"_s,
            {u"acted_now=home#1"_s}, u"before any of its players acts"_s);
    }
    void timingConditions()
    {
        QFETCH(QString, card);
        QFETCH(QStringList, prep);
        QFETCH(QString, refusal);
        const SpecialPlayCard *c = CardRules::card(*m_rules, card);
        QVERIFY(c);
        const MatchState s = atMoment(*c, prep);
        const RuleCheck check =
            CardRules::canPlay(s, Side::Home, *c, prep.contains(u"confirmed"_s));
        QCOMPARE(bool(check), refusal.isEmpty());
        if (!refusal.isEmpty())
            QVERIFY2(check.reason.contains(refusal), qPrintable(check.reason));
    }

    // What a card leaves for a while at work in the match that follows, and lapsing when its
    // turns, drive or half are over: each row plays the card (home coach, typed dice), then the
    // events of `then` (followUp tokens; "in_turn:away" puts the match in a turn of that team,
    // keeping the cards' marks; "set:home#3=knocked_out", "drive_over", "phase:kickoff" set the
    // state), each folded with typed dice only; `expect` as in playCard, "log:" words of the
    // last event's log, or "refused:" words of the last event's refusal.
    void afterTheCard_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QStringList>("prep");
        QTest::addColumn<QList<int>>("home");
        QTest::addColumn<QList<int>>("away");
        QTest::addColumn<QStringList>("then");
        QTest::addColumn<QStringList>("expect");
        auto row = [](const QString &card, const QString &what, const QStringList &prep,
                      const QList<int> &home, const QList<int> &away, const QStringList &then,
                      const QStringList &expect) {
            QTest::newRow(qPrintable(rowName(card, what)))
                << card << prep << home << away << then << expect;
        };
        const QStringList none;
        const QStringList awayBlocks{u"start:away"_s, u"action:away#1:block"_s};
        const QStringList inAwayTurn{u"in_turn:away"_s, u"action:away#1:block"_s};
        // Skills and characteristics lapse.
        row(u"magic_items.wand_of_smashing"_s, u"Mighty Blow breaks AV 8 on 8"_s, none, {1}, {},
            {u"action:home#1:block"_s, u"down:away#5:home#1|away.armour=4,4;away.injury=3,4"_s},
            {u"away#5=stunned"_s});
        row(u"magic_items.wand_of_smashing"_s, u"gone at the end of the turn"_s, none, {1}, {},
            {u"end:home"_s}, {u"home#1.st=3"_s, u"home#1-mighty_blow"_s, u"home.marks=0"_s});
        row(u"miscellaneous_mayhem.eclipse"_s, u"still a Goblin in the opponent's turn"_s, none, {},
            {}, {u"end:home"_s, u"start:away"_s}, {u"away#1.st=2"_s, u"away#1-block"_s});
        row(u"miscellaneous_mayhem.eclipse"_s, u"back after the opponent's turn"_s, none, {}, {},
            {u"end:home"_s, u"start:away"_s, u"end:away"_s},
            {u"home#1.ma=7"_s, u"home#1.av=8"_s, u"home#1+block"_s, u"home#1-dodge"_s,
             u"away#7-stunty"_s, u"home.marks=0"_s, u"away.marks=0"_s});
        row(u"miscellaneous_mayhem.heckler"_s, u"Block back after two turns"_s, none, {}, {2},
            {u"end:home"_s, u"start:away"_s, u"end:away"_s}, {u"away#2+block"_s});
        row(u"special_team_plays.option_play"_s, u"kept after the turn"_s, none, {5}, {},
            {u"end:home"_s}, {u"home#5+pass"_s});
        row(u"special_team_plays.option_play"_s, u"gone with the drive"_s, none, {5}, {},
            {u"td:home#5"_s}, {u"home#5-pass"_s, u"home#5-dump_off"_s, u"home.marks=0"_s});
        row(u"magic_items.giktas_strength_of_da_bear"_s, u"ST 3+1, then 2 after the drive"_s, none,
            {8}, {}, {u"td:home#8"_s}, {u"home#8.st=2"_s, u"home.marks=0"_s});
        row(u"random_events.zap"_s, u"the frog is himself again after the drive"_s, none, {}, {1},
            {u"start:away"_s, u"td:away#1"_s},
            {u"away#1.ma=7"_s, u"away#1+block"_s, u"away#1-titchy"_s});
        row(u"good_karma.the_wall"_s, u"Stand Firm gone after the opponent's turn"_s, none, {}, {},
            {u"start:away"_s, u"end:away"_s}, {u"home#4-stand_firm"_s, u"home.marks=0"_s});
        row(u"good_karma.intensive_training"_s, u"kept for the match"_s, {u"choice=tackle"_s}, {5},
            {}, {u"td:home#5"_s}, {u"home#5+tackle"_s});
        // Re-rolls.
        row(u"good_karma.fan_uproar"_s, u"the opponent's team re-roll refused"_s, none, {}, {},
            {u"start:away"_s, u"reroll:away"_s}, {u"refused:may not use team re-rolls"_s});
        row(u"good_karma.fan_uproar"_s, u"still in his next turn"_s, none, {}, {},
            {u"start:away"_s, u"end:away"_s, u"start:home"_s, u"end:home"_s, u"start:away"_s,
             u"reroll:away"_s},
            {u"refused:may not use team re-rolls"_s});
        row(u"good_karma.fan_uproar"_s, u"lapses after his next turn"_s, none, {}, {},
            {u"start:away"_s, u"end:away"_s, u"start:home"_s, u"end:home"_s, u"start:away"_s,
             u"end:away"_s},
            {u"away.marks=0"_s});
        row(u"random_events.rakarths_curse_of_petty_spite"_s, u"the cursed player: refused"_s, none,
            {}, {5}, {u"start:away"_s, u"reroll:away#5"_s}, {u"refused:#5"_s});
        row(u"random_events.rakarths_curse_of_petty_spite"_s, u"another player: re-rolled"_s, none,
            {}, {5}, {u"start:away"_s, u"reroll:away#6"_s}, {u"away.rerolls=1"_s});
        // Once-a-turn actions and turnovers.
        row(u"good_karma.all_out_blitz"_s, u"a second Blitz"_s, none, {}, {},
            {u"action:home#1:blitz"_s, u"action:home#2:blitz"_s}, {u"home.marks=1"_s});
        row(u"good_karma.all_out_blitz"_s, u"a third refused"_s, none, {}, {},
            {u"action:home#1:blitz"_s, u"action:home#2:blitz"_s, u"action:home#3:blitz"_s},
            {u"refused:already blitzed"_s});
        row(u"special_team_plays.flea_flicker"_s, u"a second Pass"_s, none, {}, {},
            {u"action:home#5:pass"_s, u"action:home#6:pass"_s}, {u"home.marks=1"_s});
        row(u"good_karma.razzle_dazzle"_s, u"a second Hand-off"_s, none, {}, {},
            {u"action:home#5:hand_off"_s, u"action:home#6:hand_off"_s}, {u"home.marks=1"_s});
        row(u"good_karma.razzle_dazzle"_s, u"not both a second Pass and Hand-off"_s, none, {}, {},
            {u"action:home#5:hand_off"_s, u"action:home#6:hand_off"_s, u"action:home#7:pass"_s,
             u"action:home#8:pass"_s},
            {u"refused:already passed"_s});
        row(u"special_team_plays.fumblerooski"_s, u"a failed pick-up is no turnover"_s, none, {},
            {}, {u"turnover:home:failed_pick_up"_s}, {u"refused:Fumblerooski"_s});
        row(u"special_team_plays.fumblerooski"_s, u"a knock-down still is"_s, none, {}, {},
            {u"turnover:home:knocked_down"_s}, {u"turnover=1"_s});
        // Armour and injury.
        row(u"dirty_tricks.blatant_foul"_s, u"armour broken unrolled, double injury: sent off"_s,
            {u"away#6=prone"_s}, {}, {},
            {u"action:home#5:foul"_s, u"foul:home#5:away#6|away.injury=4,4"_s},
            {u"away#6=knocked_out"_s, u"home#5=sent_off"_s});
        row(u"dirty_tricks.blatant_foul"_s, u"no double: he stays"_s, {u"away#6=prone"_s}, {}, {},
            {u"action:home#5:foul"_s, u"foul:home#5:away#6|away.injury=3,4"_s},
            {u"away#6=stunned"_s, u"home#5=standing"_s});
        row(u"random_events.iron_man"_s, u"armour broken: stunned, no injury roll"_s, none, {1}, {},
            awayBlocks + QStringList{u"down:home#1:away#1|home.armour=6,6"_s},
            {u"home#1=stunned"_s});
        row(u"random_events.kid_gloves"_s, u"his break only stuns"_s, none, {}, {1},
            awayBlocks + QStringList{u"down:home#2:away#1|home.armour=6,6"_s},
            {u"home#2=stunned"_s});
        row(u"random_events.kid_gloves"_s, u"another attacker injures as usual"_s, none, {}, {1},
            QStringList{u"start:away"_s, u"action:away#2:block"_s,
                        u"down:home#2:away#2|home.armour=6,6;home.injury=4,5"_s},
            {u"home#2=knocked_out"_s});
        row(u"magic_items.belt_of_invulnerability"_s, u"Mighty Blow ignored: AV 8 holds"_s,
            {u"away#1+mighty_blow"_s}, {1}, {},
            awayBlocks + QStringList{u"down:home#1:away#1|home.armour=4,4"_s}, {u"home#1=prone"_s});
        row(u"magic_items.lucky_charm"_s, u"the first break only places him prone"_s, none, {1}, {},
            inAwayTurn + QStringList{u"down:home#1:away#1|home.armour=6,6"_s}, {u"home#1=prone"_s});
        row(u"magic_items.good_old_magic_codpiece"_s, u"he cannot be fouled"_s, none, {1}, {},
            {u"in_turn:away"_s, u"set:home#1=prone"_s, u"action:away#5:foul"_s,
             u"foul:away#5:home#1"_s},
            {u"refused:cannot be fouled"_s});
        row(u"desperate_measures.mysterious_old_medicine_man"_s, u"injury 2 - 1: placed prone"_s,
            none, {}, {},
            inAwayTurn + QStringList{u"down:home#1:away#1|home.armour=6,6;home.injury=1,1"_s},
            {u"home#1=prone"_s});
        row(u"desperate_measures.mysterious_old_medicine_man"_s, u"injury 8 - 1: stunned"_s, none,
            {}, {},
            inAwayTurn + QStringList{u"down:home#1:away#1|home.armour=6,6;home.injury=4,4"_s},
            {u"home#1=stunned"_s});
        row(u"miscellaneous_mayhem.friendly_fans"_s, u"pushed into the crowd: no injury roll"_s,
            none, {}, {}, {u"in_turn:away"_s, u"crowd:home#1"_s}, {u"home#1=reserves"_s});
        row(u"good_karma.suitable_pitch"_s, u"hazards added: 8 + 1 breaks AV 8"_s,
            {u"choice=add"_s}, {}, {},
            {u"in_turn:home"_s, u"action:home#1:block"_s,
             u"down:away#5:home#1|away.armour=4,4;away.injury=3,3"_s},
            {u"away#5=stunned"_s});
        row(u"good_karma.suitable_pitch"_s, u"hazards removed: 9 - 1 holds"_s, {u"choice=remove"_s},
            {}, {},
            {u"in_turn:home"_s, u"action:home#1:block"_s, u"down:away#5:home#1|away.armour=4,5"_s},
            {u"away#5=prone"_s});
        // Force Shield lasts until its player loses the ball, as far as the tracker sees it.
        row(u"magic_items.force_shield"_s, u"kept through the opponent's turn"_s, none, {7}, {},
            {u"start:away"_s, u"end:away"_s}, {u"home#7+sure_hands"_s, u"home#7+fend"_s});
        row(u"magic_items.force_shield"_s, u"knocked down: the ball is lost, skills gone"_s, none,
            {7}, {}, inAwayTurn + QStringList{u"down:home#7:away#1|home.armour=1,1"_s},
            {u"home#7-sure_hands"_s, u"home#7-fend"_s, u"home.marks=0"_s});
        row(u"magic_items.force_shield"_s, u"another player knocked down: kept"_s, none, {7}, {},
            inAwayTurn + QStringList{u"down:home#6:away#1|home.armour=1,1"_s},
            {u"home.marks=1"_s}); // in_turn keeps the marks, not the skills they gave
        row(u"magic_items.force_shield"_s, u"his pass completed: gone"_s, none, {7}, {},
            {u"in_turn:home"_s, u"action:home#7:pass"_s, u"completion:home#7"_s},
            {u"home#7-fend"_s, u"home.marks=0"_s});
        row(u"magic_items.force_shield"_s, u"a team-mate's pass completed: kept"_s, none, {7}, {},
            {u"in_turn:home"_s, u"action:home#6:pass"_s, u"completion:home#6"_s},
            {u"home.marks=1"_s});
        row(u"magic_items.force_shield"_s, u"a fumble turnover: gone"_s, none, {7}, {},
            {u"in_turn:home"_s, u"turnover:home:fumble"_s}, {u"home#7-sure_hands"_s});
        row(u"magic_items.force_shield"_s, u"a turnover on a knock-down elsewhere: kept"_s, none,
            {7}, {}, {u"in_turn:home"_s, u"turnover:home:knocked_down"_s}, {u"home.marks=1"_s});
        // His Pass or Hand-off: the ball leaves him in that action (docs/special-play-cards.md).
        const QStringList homeTurnAgain{u"start:away"_s, u"end:away"_s, u"start:home"_s};
        row(u"magic_items.force_shield"_s, u"his hand-off: gone at once"_s, none, {7}, {},
            homeTurnAgain + QStringList{u"action:home#7:hand_off"_s},
            {u"home#7-sure_hands"_s, u"home#7-fend"_s, u"home.marks=0"_s,
             u"log:Force Shield is over for #7"_s});
        row(u"magic_items.force_shield"_s, u"a team-mate's hand-off: kept"_s, none, {7}, {},
            homeTurnAgain + QStringList{u"action:home#6:hand_off"_s},
            {u"home#7+sure_hands"_s, u"home#7+fend"_s, u"home.marks=1"_s});
        row(u"magic_items.force_shield"_s, u"his pass declared: gone"_s, none, {7}, {},
            homeTurnAgain + QStringList{u"action:home#7:pass"_s},
            {u"home#7-sure_hands"_s, u"home.marks=0"_s});
        row(u"magic_items.force_shield"_s, u"his Blitz: he keeps the ball"_s, none, {7}, {},
            homeTurnAgain + QStringList{u"action:home#7:blitz"_s},
            {u"home#7+sure_hands"_s, u"home.marks=1"_s});
        row(u"magic_items.force_shield"_s, u"blocked, armour holds: down all the same, gone"_s,
            none, {7}, {}, awayBlocks + QStringList{u"down:home#7:away#1|home.armour=1,1"_s},
            {u"home#7=prone"_s, u"home#7-fend"_s, u"home.marks=0"_s});
        row(u"good_karma.team_anthem"_s, u"the coin toss won: chooses to kick"_s, none, {}, {},
            {u"pre_match:home|home.gate=3,3;away.gate=3,3"_s},
            {u"log:Altdorf Reavers wins the coin toss (Team Anthem) and chooses to kick"_s});
        row(u"good_karma.team_anthem"_s, u"the coin toss won: chooses to receive"_s, none, {}, {},
            {u"pre_match:away|home.gate=3,3;away.gate=3,3"_s},
            {u"log:Altdorf Reavers wins the coin toss (Team Anthem) and chooses to receive"_s});
        // Who may act.
        row(u"random_events.blackmail"_s, u"the controlled player blitzes for home"_s, none, {},
            {5}, {u"action:away#5:blitz"_s}, {u"away.marks=1"_s});
        row(u"random_events.blackmail"_s, u"home's Blitz is used by him"_s, none, {}, {5},
            {u"action:away#5:blitz"_s, u"action:home#1:blitz"_s}, {u"refused:already blitzed"_s});
        row(u"random_events.blackmail"_s, u"another opponent refused"_s, none, {}, {5},
            {u"action:away#6:move"_s}, {u"refused:It is Altdorf Reavers's turn"_s});
        row(u"random_events.blackmail"_s, u"one action only"_s, none, {}, {5},
            {u"action:away#5:move"_s, u"action:away#5:move"_s},
            {u"refused:already taken his one action for Altdorf Reavers"_s});
        row(u"random_events.blackmail"_s, u"lapses with the turn: he acts in his own"_s, none, {},
            {5}, {u"action:away#5:move"_s, u"end:home"_s, u"start:away"_s, u"action:away#5:move"_s},
            {u"away.marks=0"_s});
        // What he does to his own team (random_events.blackmail: "no touchdown for you, no
        // sending-off for fouling his team-mates"; SPP only for hurting an opponent, rulebook
        // l.3348–3355; a player of the team in its turn going down is a turnover, l.893–915).
        row(u"random_events.blackmail"_s, u"he blocks a team-mate: AV 8 broken, KO"_s, none, {},
            {5},
            {u"action:away#5:block"_s,
             u"mate_down:away#6:away#5|away.armour=5,4;away.injury=4,4"_s},
            {u"away#6=knocked_out"_s, u"turnover=0"_s, u"away#5=standing"_s});
        row(u"random_events.blackmail"_s, u"he blitzes a team-mate: a casualty, nobody's SPP"_s,
            none, {}, {5},
            {u"action:away#5:blitz"_s,
             u"mate_down:away#6:away#5|away.armour=6,6;away.injury=6,4;away.casualty=1,2"_s},
            {u"away#6=casualty"_s, u"away#5.cas=0"_s, u"home#5.cas=0"_s, u"away.score=0"_s});
        row(u"random_events.blackmail"_s, u"a team-mate before his action: refused"_s, none, {},
            {5}, {u"mate_down:away#6:away#5|away.armour=1,1"_s},
            {u"refused:has not taken a Block or a Blitz"_s});
        row(u"random_events.blackmail"_s, u"after a Move: refused"_s, none, {}, {5},
            {u"action:away#5:move"_s, u"mate_down:away#6:away#5|away.armour=1,1"_s},
            {u"refused:has not taken a Block or a Blitz for Altdorf Reavers"_s});
        row(u"random_events.blackmail"_s, u"two others of his team: refused"_s, none, {}, {5},
            {u"action:away#5:block"_s, u"mate_down:away#6:away#7|away.armour=1,1"_s},
            {u"refused:play for the same team"_s});
        row(u"random_events.blackmail"_s, u"both down: he goes down by his team-mate, turnover"_s,
            none, {}, {5}, {u"action:away#5:block"_s, u"mate_down:away#5:away#6|away.armour=1,1"_s},
            {u"away#5=prone"_s, u"turnover=1"_s});
        row(u"random_events.blackmail"_s, u"home's player blocks him: refused"_s, none, {}, {5},
            {u"action:away#5:move"_s, u"action:home#1:block"_s,
             u"down:away#5:home#1|away.armour=1,1"_s},
            {u"refused:he does not block its players, nor they him"_s});
        row(u"random_events.blackmail"_s, u"he blocks a home player: refused"_s, none, {}, {5},
            {u"action:away#5:block"_s, u"down:home#1:away#5|home.armour=1,1"_s},
            {u"refused:#5 Player 5 plays for Altdorf Reavers this turn (Blackmail)"_s});
        row(u"random_events.blackmail"_s, u"he falls dodging: one of home's, a turnover"_s, none,
            {}, {5}, {u"action:away#5:move"_s, u"fall:away#5|away.armour=1,1"_s},
            {u"away#5=prone"_s, u"turnover=1"_s});
        row(u"random_events.blackmail"_s, u"another opponent falls: no turnover"_s, none, {}, {5},
            {u"action:away#5:block"_s, u"mate_down:away#6:away#5|away.armour=1,1"_s},
            {u"away#6=prone"_s, u"turnover=0"_s});
        row(u"random_events.blackmail"_s, u"his touchdown this turn refused"_s, none, {}, {5},
            {u"action:away#5:move"_s, u"td:away#5"_s}, {u"refused:scores no touchdown"_s});
        row(u"random_events.blackmail"_s, u"in his own team's turn he scores"_s, none, {}, {5},
            {u"action:away#5:move"_s, u"end:home"_s, u"start:away"_s, u"td:away#5"_s},
            {u"away.score=1"_s});
        row(u"random_events.blackmail"_s, u"he fouls a team-mate: doubles, not sent off"_s, none,
            {}, {5},
            {u"set:away#6=prone"_s, u"action:away#5:foul"_s,
             u"mate_foul:away#5:away#6|away.armour=5,5;away.injury=2,2"_s},
            {u"away#6=stunned"_s, u"away#5=standing"_s, u"turnover=0"_s,
             u"log:cannot be sent off for it (Blackmail)"_s});
        row(u"random_events.blackmail"_s, u"his foul is home's: no second foul"_s, none, {}, {5},
            {u"set:away#6=prone"_s, u"set:away#7=prone"_s, u"action:away#5:foul"_s,
             u"mate_foul:away#5:away#6|away.armour=1,2"_s, u"action:home#2:foul"_s},
            {u"refused:already fouled"_s});
        row(u"random_events.blackmail"_s, u"a foul of a team-mate after a Block: refused"_s, none,
            {}, {5},
            {u"set:away#6=prone"_s, u"action:away#5:block"_s,
             u"mate_foul:away#5:away#6|away.armour=1,2"_s},
            {u"refused:has not declared a Foul for Altdorf Reavers (Blackmail)"_s});
        row(u"random_events.blackmail"_s, u"a foul of a team-mate without the card: refused"_s,
            none, {}, {5},
            {u"end:home"_s, u"start:away"_s, u"set:away#6=prone"_s, u"action:away#5:foul"_s,
             u"mate_foul:away#5:away#6|away.armour=1,2"_s},
            {u"refused:only when the other team controls him"_s});
        row(u"random_events.ego_trip"_s, u"after a team-mate: refused"_s, none, {}, {5},
            {u"start:away"_s, u"action:away#6:move"_s, u"action:away#5:move"_s},
            {u"refused:must be the first of his team to act"_s});
        row(u"random_events.ego_trip"_s, u"first: accepted, team-mates after him"_s, none, {}, {5},
            {u"start:away"_s, u"action:away#5:block"_s, u"action:away#6:move"_s},
            {u"away.marks=1"_s});
        row(u"random_events.ego_trip"_s, u"still there two turns later"_s, none, {}, {5},
            {u"start:away"_s, u"action:away#6:move"_s, u"end:away"_s, u"start:home"_s,
             u"end:home"_s, u"start:away"_s, u"action:away#7:move"_s, u"action:away#5:move"_s},
            {u"refused:must be the first"_s});
        row(u"random_events.ego_trip"_s, u"another opposing player is free"_s, none, {}, {5},
            {u"start:away"_s, u"action:away#6:move"_s, u"action:away#7:move"_s},
            {u"away.marks=1"_s});
        // Knock-downs outside the ordinary turn.
        row(u"dirty_tricks.spiked_ball"_s, u"a failed pick-up stabs: armour 9 breaks, KO"_s, none,
            {}, {}, {u"in_turn:home"_s, u"spiked:home#5|home.armour=5,4;home.injury=4,4"_s},
            {u"home#5=knocked_out"_s, u"turnover=1"_s});
        row(u"dirty_tricks.spiked_ball"_s, u"armour holds: no effect, still standing"_s, none, {},
            {}, {u"in_turn:home"_s, u"spiked:away#5|away.armour=6,2"_s},
            {u"away#5=standing"_s, u"turnover=0"_s});
        row(u"dirty_tricks.spiked_ball"_s, u"a stab gives no SPP, the injury is unmodified"_s,
            {u"home#5+mighty_blow"_s}, {}, {},
            {u"in_turn:home"_s, u"spiked:away#5|away.armour=5,4;away.injury=4,3"_s},
            {u"away#5=stunned"_s});
        row(u"dirty_tricks.spiked_ball"_s, u"gone with the drive"_s, none, {}, {},
            {u"in_turn:home"_s, u"td:home#5"_s}, {u"home.marks=0"_s, u"away.marks=0"_s});
        row(u"special_team_plays.suicide_blitz"_s, u"the blitzer's block knocks down, KO"_s,
            {u"after_kick_off"_s}, {3}, {},
            {u"action:home#3:blitz"_s, u"down:away#5:home#3|away.armour=5,4;away.injury=4,4"_s},
            {u"away#5=knocked_out"_s});
        row(u"special_team_plays.suicide_blitz"_s, u"another player refused"_s,
            {u"after_kick_off"_s}, {3}, {}, {u"action:home#4:move"_s},
            {u"refused:only #3 Player 3 acts"_s});
        row(u"special_team_plays.suicide_blitz"_s, u"a Move refused"_s, {u"after_kick_off"_s}, {3},
            {}, {u"action:home#3:move"_s}, {u"refused:may only Blitz"_s});
        row(u"special_team_plays.suicide_blitz"_s, u"over: No Hands gone, the opponent's turn"_s,
            {u"after_kick_off"_s}, {3}, {}, {u"action:home#3:blitz"_s, u"end:home"_s},
            {u"home#3-no_hands"_s, u"home.marks=0"_s, u"active=away"_s, u"phase=await_turn"_s,
             u"blitz_turn=0"_s, u"home#3.st=3"_s});
        row(u"magic_items.good_old_magic_codpiece"_s, u"a Stunty's injury 7 on the normal table"_s,
            {u"home#1+stunty"_s}, {1}, {},
            inAwayTurn + QStringList{u"down:home#1:away#1|home.armour=6,6;home.injury=4,3"_s},
            {u"home#1=stunned"_s});
        // K.O. recovery and the kick-off table.
        row(u"miscellaneous_mayhem.johnny_waterboy"_s, u"K.O. 3 + 1 recovers"_s, none, {}, {},
            {u"in_turn:home"_s, u"set:home#3=knocked_out"_s, u"drive_over"_s,
             u"end_drive|home.ko.3=3"_s},
            {u"home#3=reserves"_s});
        row(u"miscellaneous_mayhem.johnny_waterboy"_s, u"a 1 still fails"_s, none, {}, {},
            {u"in_turn:home"_s, u"set:home#3=knocked_out"_s, u"drive_over"_s,
             u"end_drive|home.ko.3=1"_s},
            {u"home#3=knocked_out"_s});
        row(u"good_karma.team_anthem"_s, u"+2 FAME on Cheering Fans"_s, none, {}, {},
            {u"in_turn:home"_s, u"phase:kickoff"_s,
             u"kickoff|kickoff=3,3;home.cheering=1;away.cheering=1"_s},
            {u"log:D3 1 + FAME 2"_s});
        row(u"miscellaneous_mayhem.that_babes_got_talent"_s,
            u"Cheering Fans won outright: no die, only home gains"_s, none, {}, {},
            {u"in_turn:home"_s, u"phase:kickoff"_s, u"kickoff|kickoff=3,3"_s},
            {u"log:wins it outright"_s, u"home.rerolls=4"_s, u"away.rerolls=2"_s});
        row(u"miscellaneous_mayhem.that_babes_got_talent"_s, u"Brilliant Coaching won outright"_s,
            none, {}, {}, {u"in_turn:home"_s, u"phase:kickoff"_s, u"kickoff|kickoff=4,4"_s},
            {u"log:wins it outright"_s, u"home.rerolls=4"_s, u"away.rerolls=2"_s});
        row(u"miscellaneous_mayhem.that_babes_got_talent"_s, u"+1 FAME on Throw a Rock"_s, none, {},
            {},
            {u"in_turn:home"_s, u"phase:kickoff"_s,
             u"kickoff|kickoff=5,6;home.rock=3;away.rock=2;away.rock.target=1;"
             u"away.injury=1,1"_s},
            {u"log:D6 3 + FAME 1 = 4"_s});
        // Set-ups (CardSetUp): the pre-match event, home kicking, then both set-ups.
        const QString gates = u"home.gate=3,3;away.gate=3,3"_s;
        const QStringList preMatch{u"prematch:home|"_s + gates, u"lineup:home:1-11"_s};
        row(u"desperate_measures.assassin"_s, u"the victim set up: refused"_s, none, {}, {5},
            preMatch + QStringList{u"lineup:away:1-11"_s}, {u"refused:#5"_s});
        row(u"desperate_measures.assassin"_s, u"the victim's reason names the card"_s, none, {},
            {5}, preMatch + QStringList{u"lineup:away:1-11"_s},
            {u"refused:misses the match (Assassin)"_s});
        row(u"desperate_measures.assassin"_s, u"ten set up without him"_s, none, {}, {5},
            preMatch + QStringList{u"lineup:away:1-4,6-11"_s},
            {u"away#5=reserves"_s, u"away#6=standing"_s});
        row(u"desperate_measures.assassin"_s, u"nine set up: ten are available"_s, none, {}, {5},
            preMatch + QStringList{u"lineup:away:1-4,6-10"_s}, {u"refused:must set up 10"_s});
        row(u"desperate_measures.assassin"_s, u"still out at the next drive"_s, none, {}, {5},
            preMatch + QStringList{u"lineup:away:1-4,6-11"_s, u"to_turn:away"_s, u"td:away#6"_s,
                                   u"end_drive"_s, u"lineup:away:1-11"_s},
            {u"refused:misses the match"_s});
        row(u"desperate_measures.i_am_the_greatest"_s, u"both best (#1, #2, 90,000) refused"_s,
            none, {}, {}, preMatch + QStringList{u"lineup:away:1-11"_s},
            {u"refused:only one of #1"_s});
        row(u"desperate_measures.i_am_the_greatest"_s, u"#1 left out: ten set up"_s, none, {}, {},
            preMatch + QStringList{u"lineup:away:2-11"_s}, {u"away#1=reserves"_s});
        row(u"desperate_measures.i_am_the_greatest"_s, u"#1 and #2 left out: nine refused"_s, none,
            {}, {}, preMatch + QStringList{u"lineup:away:3-11"_s}, {u"refused:must set up 10"_s});
        row(u"desperate_measures.i_am_the_greatest"_s, u"#1 K.O.'d: the two best are #2, #3"_s,
            none, {}, {},
            preMatch + QStringList{u"lineup:away:2-11"_s, u"to_turn:away"_s,
                                   u"set:away#1=knocked_out"_s, u"td:away#6"_s,
                                   u"end_drive|away.ko.1=1"_s, u"lineup:away:2-11"_s},
            {u"refused:only one of #2"_s});
        row(u"desperate_measures.i_am_the_greatest"_s, u"the own team is free"_s, none, {}, {},
            QStringList{u"prematch:away|"_s + gates, u"lineup:away:2-11"_s, u"lineup:home:1-11"_s},
            {u"home#1=standing"_s, u"home#2=standing"_s});
        row(u"desperate_measures.morleys_revenge"_s, u"#1 rolls 3: misses the first drive"_s, none,
            {}, {},
            {u"prematch:home|"_s + gates + u";away.morley.1=3;away.morley.2=4;away.morley.3=6"_s,
             u"lineup:home:1-11"_s, u"lineup:away:1-11"_s},
            {u"refused:misses this drive (Morley's Revenge)"_s});
        row(u"desperate_measures.morleys_revenge"_s, u"a 4 sets up as usual"_s, none, {}, {},
            {u"prematch:home|"_s + gates + u";away.morley.1=3;away.morley.2=4;away.morley.3=6"_s,
             u"lineup:home:1-11"_s, u"lineup:away:2-11"_s},
            {u"away#2=standing"_s, u"away#1=reserves"_s, u"away.marks=4"_s});
        row(u"desperate_measures.morleys_revenge"_s, u"back when the drive ends, rolls again"_s,
            none, {}, {},
            {u"prematch:home|"_s + gates + u";away.morley.1=3;away.morley.2=4;away.morley.3=6"_s,
             u"lineup:home:1-11"_s, u"lineup:away:2-11"_s, u"to_turn:away"_s, u"td:away#6"_s,
             u"end_drive|away.morley.1=5;away.morley.2=1;away.morley.3=4"_s,
             u"lineup:away:1,3-11"_s},
            {u"away#1=standing"_s, u"away#2=reserves"_s, u"away.marks=4"_s});
        row(u"desperate_measures.morleys_revenge"_s, u"a K.O.'d player who stays: no roll"_s, none,
            {}, {},
            {u"prematch:home|"_s + gates + u";away.morley.1=4;away.morley.2=4;away.morley.3=4"_s,
             u"lineup:home:1-11"_s, u"lineup:away:1-11"_s, u"to_turn:away"_s,
             u"set:away#1=knocked_out"_s, u"td:away#6"_s,
             u"end_drive|away.ko.1=2;away.morley.2=4;away.morley.3=4"_s},
            {u"away#1=knocked_out"_s, u"away.marks=3"_s});
        // Wake Up Call: no recovery roll, then set up Stunned (D6 4+: prone) or left out.
        const QStringList woken{u"end_drive"_s, u"lineup:away:1-11"_s};
        row(u"special_team_plays.wake_up_call"_s, u"no K.O. roll at the end of the drive"_s,
            {u"home#3=knocked_out"_s}, {}, {}, {u"end_drive"_s},
            {u"home#3=knocked_out"_s, u"home.marks=1"_s});
        row(u"special_team_plays.wake_up_call"_s, u"set up, D6 4: face up"_s,
            {u"home#3=knocked_out"_s}, {}, {},
            woken + QStringList{u"lineup:home:1-11|home.wake_up.3=4"_s},
            {u"home#3=prone"_s, u"home#4=standing"_s, u"home.marks=0"_s});
        row(u"special_team_plays.wake_up_call"_s, u"set up, D6 3: stunned"_s,
            {u"home#3=knocked_out"_s}, {}, {},
            woken + QStringList{u"lineup:home:1-11|home.wake_up.3=3"_s}, {u"home#3=stunned"_s});
        row(u"special_team_plays.wake_up_call"_s, u"left out: stays K.O.'d, the card used"_s,
            {u"home#3=knocked_out"_s}, {}, {}, woken + QStringList{u"lineup:home:1-2,4-11"_s},
            {u"home#3=knocked_out"_s, u"home.marks=0"_s});
        row(u"special_team_plays.wake_up_call"_s, u"left out: rolls at the next drive's end"_s,
            {u"home#3=knocked_out"_s}, {}, {},
            woken + QStringList{u"lineup:home:1-2,4-11"_s, u"to_turn:home"_s, u"td:home#5"_s,
                                u"end_drive|home.ko.3=4"_s},
            {u"home#3=reserves"_s});
        row(u"special_team_plays.wake_up_call"_s, u"the opponent's K.O.'d still roll"_s,
            {u"home#3=knocked_out"_s, u"away#3=knocked_out"_s}, {}, {},
            {u"end_drive|away.ko.3=4"_s}, {u"away#3=reserves"_s, u"home#3=knocked_out"_s});
        row(u"special_team_plays.wake_up_call"_s, u"the opponent cannot set his up"_s,
            {u"home#3=knocked_out"_s, u"away#3=knocked_out"_s}, {}, {},
            {u"end_drive|away.ko.3=1"_s, u"lineup:away:1-11"_s}, {u"refused:knocked out"_s});
        // Players who join: gone with the drive or the half, whatever happened to them.
        const QStringList lastTurns{u"turn=home:8"_s, u"turn=away:8"_s};
        row(u"good_karma.the_fan"_s, u"set up with the team"_s, none, {}, {},
            {u"prematch:away|"_s + gates, u"lineup:away:1-11"_s, u"lineup:home:1-10,12"_s},
            {u"home#12=standing"_s, u"home#11=reserves"_s});
        row(u"good_karma.the_fan"_s, u"gone at the end of the half"_s, none, {}, {},
            QStringList{u"to_turn:home"_s} + lastTurns + QStringList{u"end:home"_s},
            {u"home.players=11"_s, u"home.marks=0"_s});
        row(u"desperate_measures.da_freight_train"_s, u"stays after a touchdown"_s, none, {}, {},
            {u"td:home#12"_s, u"end_drive"_s}, {u"home.players=12"_s, u"home#12=reserves"_s});
        row(u"desperate_measures.da_freight_train"_s, u"a casualty, gone with the half"_s, none, {},
            {}, lastTurns + QStringList{u"set:home#12=casualty"_s, u"end:home"_s},
            {u"home.players=11"_s, u"home.marks=0"_s});
        row(u"random_events.not_so_secret_weapon"_s, u"gone with the drive, not sent off"_s, none,
            {}, {}, {u"td:home#5"_s, u"end_drive"_s}, {u"home.players=11"_s, u"home.marks=0"_s});
        // Hurry Up Offense: the home free turn, the away free turn, then the home turn.
        row(u"good_karma.hurry_up_offense"_s, u"away's free turn: marker stays"_s, none, {}, {},
            {u"end:home"_s, u"start:away"_s},
            {u"away.turn=1"_s, u"home.turn=0"_s, u"away.marks=1"_s, u"home.marks=0"_s});
        row(u"good_karma.hurry_up_offense"_s, u"then home's own turn moves it"_s, none, {}, {},
            {u"end:home"_s, u"start:away"_s, u"end:away"_s, u"start:home"_s},
            {u"home.turn=1"_s, u"away.turn=1"_s, u"away.marks=0"_s, u"home.marks=0"_s});
        row(u"good_karma.hurry_up_offense"_s, u"a touchdown in the own free turn refused"_s, none,
            {}, {}, {u"td:home#5"_s}, {u"refused:still in the End Zone"_s});
        row(u"good_karma.hurry_up_offense"_s, u"it counts after away's free turn"_s, none, {}, {},
            {u"end:home"_s, u"start:away"_s, u"td:home#5"_s},
            {u"home.score=1"_s, u"home.turn=0"_s, u"away.marks=0"_s});
        row(u"good_karma.hurry_up_offense"_s, u"markers at 8: both free turns before the half"_s,
            {u"turn=home:8"_s, u"turn=away:8"_s}, {}, {},
            {u"end:home"_s, u"start:away"_s, u"end:away"_s, u"start:home"_s},
            {u"home.turn=8"_s, u"away.turn=8"_s});
        row(u"good_karma.hurry_up_offense"_s, u"then the half ends"_s,
            {u"turn=home:8"_s, u"turn=away:8"_s}, {}, {},
            {u"end:home"_s, u"start:away"_s, u"end:away"_s, u"start:home"_s, u"end:home"_s,
             u"start:away"_s},
            {u"refused:No turn can start now"_s});
        row(u"good_karma.hurry_up_offense"_s, u"a turnover ends the free turn"_s, none, {}, {},
            {u"turnover:home:knocked_down"_s, u"end:home"_s, u"start:away"_s},
            {u"away.turn=1"_s, u"home.turn=0"_s});
    }
    void afterTheCard()
    {
        QFETCH(QString, card);
        QFETCH(QStringList, prep);
        QFETCH(QList<int>, home);
        QFETCH(QList<int>, away);
        QFETCH(QStringList, then);
        QFETCH(QStringList, expect);
        const SpecialPlayCard *c = CardRules::card(*m_rules, card);
        QVERIFY(c);
        const Folded played =
            foldTyped(*m_rules, m_setup, atMoment(*c, prep),
                      eventFor(card, prep + QStringList{u"confirmed"_s}, home, away, {}));
        QVERIFY2(played.check, qPrintable(played.check.reason));
        MatchState s = played.state;
        RuleCheck last = RuleCheck::ok();
        QStringList log;
        for (const QString &token : then) {
            if (token.startsWith(u"in_turn:"_s)) {
                MatchState t = stateInTurn(*m_rules, m_setup,
                                           token.endsWith(u"home"_s) ? Side::Home : Side::Away);
                t.home.cardMarks = s.home.cardMarks;
                t.away.cardMarks = s.away.cardMarks;
                s = t;
            } else if (token.startsWith(u"set:"_s)) {
                const auto [side, number] = playerOf(token.mid(4).section(u'=', 0, 0));
                s.team(side).player(number)->state = stateNamed(token.section(u'=', 1));
            } else if (token == u"drive_over"_s) {
                s.phase = MatchPhase::DriveOver;
            } else if (token.startsWith(u"to_turn:"_s)) {
                // In a turn of that team, keeping players and marks: those in the reserves
                // with a number up to 11 stand on the pitch.
                const Side side = token.endsWith(u"home"_s) ? Side::Home : Side::Away;
                s.phase = MatchPhase::Turn;
                s.active = side;
                s.kicking = opponent(side);
                s.weatherId = u"nice"_s;
                s.turnover = false;
                for (const Side each : {Side::Home, Side::Away}) {
                    for (MatchPlayer &p : s.team(each).players) {
                        if (p.state == PlayerState::Reserves && p.number <= 11) {
                            p.state = PlayerState::Standing;
                            p.playedThisDrive = true;
                        }
                    }
                }
            } else if (token.startsWith(u"turn="_s)) {
                s.team(token.mid(5).startsWith(u"home"_s) ? Side::Home : Side::Away).turn =
                    token.section(u':', 1).toInt();
            } else if (token == u"phase:kickoff"_s) {
                s.phase = MatchPhase::KickOff;
            } else {
                const Folded f = foldTyped(*m_rules, m_setup, s, followUp(token));
                last = f.check;
                if (!last)
                    break;
                QVERIFY2(!f.extraRolls, qPrintable(token + u": "_s + f.purposes.join(u", "_s)));
                s = f.state;
                log = f.log;
            }
        }
        if (expect.value(0).startsWith(u"refused:"_s)) {
            QVERIFY(!last);
            QVERIFY2(last.reason.contains(expect.at(0).mid(8)), qPrintable(last.reason));
            return;
        }
        QVERIFY2(last, qPrintable(last.reason));
        for (const QString &e : expect) {
            if (e.startsWith(u"log:"_s))
                QVERIFY2(log.join(u'\n').contains(e.mid(4)), qPrintable(log.join(u'\n')));
            else
                expectOn(s, e);
        }
    }

    // Spiked Ball (dirty_tricks.spiked_ball): a knock-down by the spiked ball is refused while no
    // such card is in play, and accepted between the kick-off and the receiving team's turn
    // (the kick-off's catch) once it is, without a turnover.
    void spikedBallOnlyWhileInPlay()
    {
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home);
        MatchEvent stab = makeEvent(MatchEventType::KnockDown, Side::Home, 5);
        stab.cause = KnockDownCause::SpikedBall;
        stab.dice = {{u"home.armour"_s, {6, 6}}, {u"home.injury"_s, {1, 2}}};
        const Folded without = foldTyped(*m_rules, m_setup, s, stab);
        QVERIFY(!without.check);
        QVERIFY2(without.check.reason.contains(u"No Spiked Ball is in play"_s),
                 qPrintable(without.check.reason));
        s.phase = MatchPhase::AwaitTurn;
        CardMark spiked;
        spiked.card = u"dirty_tricks.spiked_ball"_s;
        spiked.mark = u"spiked_ball"_s;
        spiked.until = u"drive"_s;
        spiked.value = 1;
        s.home.cardMarks << spiked;
        const Folded caught = foldTyped(*m_rules, m_setup, s, stab);
        QVERIFY2(caught.check, qPrintable(caught.check.reason));
        QCOMPARE(caught.state.home.player(5)->state, PlayerState::Stunned);
        QVERIFY(!caught.state.turnover);
        QCOMPARE(caught.state.phase, MatchPhase::AwaitTurn);
        s.phase = MatchPhase::DriveOver;
        QVERIFY(!foldTyped(*m_rules, m_setup, s, stab).check);
    }

    // A mark spent by an event (Blackmail's one action, Lucky Charm's one armour break) is spent
    // in the state the event is folded into, never in the state it was copied from: a dry run
    // (the window's check before each button) leaves the live match as it was.
    void aCheckSpendsNothing()
    {
        const SpecialPlayCard *blackmail = CardRules::card(*m_rules, u"random_events.blackmail"_s);
        QVERIFY(blackmail);
        const Folded played = foldTyped(*m_rules, m_setup, atMoment(*blackmail, {u"confirmed"_s}),
                                        eventFor(blackmail->id, {u"confirmed"_s}, {}, {5}, {}));
        QVERIFY2(played.check, qPrintable(played.check.reason));
        const MatchState live = played.state;
        const Folded acted = foldTyped(*m_rules, m_setup, live, followUp(u"action:away#5:move"_s));
        QVERIFY2(acted.check, qPrintable(acted.check.reason));
        QCOMPARE(acted.state.away.cardMarks.constFirst().value, 0);
        QCOMPARE(live.away.cardMarks.constFirst().value, 1);
        QVERIFY(foldTyped(*m_rules, m_setup, live, followUp(u"action:away#5:move"_s)).check);

        const SpecialPlayCard *charm = CardRules::card(*m_rules, u"magic_items.lucky_charm"_s);
        QVERIFY(charm);
        const Folded carried = foldTyped(*m_rules, m_setup, atMoment(*charm, {}),
                                         eventFor(charm->id, {}, {1}, {}, {}));
        QVERIFY2(carried.check, qPrintable(carried.check.reason));
        MatchState turn = stateInTurn(*m_rules, m_setup, Side::Away);
        turn.home.cardMarks = carried.state.home.cardMarks;
        const Folded blocked =
            foldTyped(*m_rules, m_setup, turn, followUp(u"action:away#1:block"_s));
        QVERIFY(blocked.check);
        const MatchState before = blocked.state;
        const Folded broken =
            foldTyped(*m_rules, m_setup, before, followUp(u"down:home#1:away#1|home.armour=6,6"_s));
        QVERIFY2(broken.check, qPrintable(broken.check.reason));
        QCOMPARE(broken.state.home.player(1)->state, PlayerState::Prone);
        QCOMPARE(before.home.cardMarks, carried.state.home.cardMarks);
    }

    // Come On Boys has its own moment: a home turn ended on a turnover, before End turn.
    void comeOnBoysOnlyOnATurnover()
    {
        const SpecialPlayCard *c = CardRules::card(*m_rules, u"desperate_measures.come_on_boys"_s);
        QVERIFY(c);
        MatchState s = atMoment(*c, {});
        QVERIFY(CardRules::canPlay(s, Side::Home, *c));
        s.turnover = false;
        const RuleCheck check = CardRules::canPlay(s, Side::Home, *c);
        QVERIFY(!check);
        QVERIFY2(check.reason.contains(u"turnover"_s), qPrintable(check.reason));
    }

    // Intensive Training (good_karma.intensive_training): the skills core offers a player are
    // those of his position's normal categories (rulebook l.3272–3470, as on an advancement roll
    // without a double), never one he has nor one a skill of his excludes; a player without a
    // position (a star) is offered none. `prep` as in playCard; "home#5.position=" clears it.
    void intensiveTrainingOffers_data()
    {
        QTest::addColumn<QString>("player");
        QTest::addColumn<QStringList>("prep");
        QTest::addColumn<QStringList>("offered");
        QTest::addColumn<QStringList>("notOffered");
        const QString card = u"good_karma.intensive_training"_s;
        QTest::newRow(qPrintable(rowName(card, u"a lineman: General only"_s)))
            << u"home#5"_s << QStringList() << QStringList{u"block"_s, u"tackle"_s, u"kick"_s}
            << QStringList{u"dodge"_s, u"mighty_blow"_s, u"pass"_s, u"stab"_s};
        QTest::newRow(qPrintable(rowName(card, u"a blitzer: General and Strength, not Block"_s)))
            << u"home#1"_s << QStringList() << QStringList{u"mighty_blow"_s, u"tackle"_s}
            << QStringList{u"block"_s, u"dodge"_s};
        QTest::newRow(qPrintable(rowName(card, u"a blitzer with Frenzy: no Grab"_s)))
            << u"home#1"_s << QStringList{u"home#1+frenzy"_s} << QStringList{u"guard"_s}
            << QStringList{u"grab"_s, u"frenzy"_s};
        QTest::newRow(qPrintable(rowName(card, u"no position (a star): nothing"_s)))
            << u"home#5"_s << QStringList{u"home#5.position="_s} << QStringList()
            << QStringList{u"block"_s, u"tackle"_s};
    }
    void intensiveTrainingOffers()
    {
        QFETCH(QString, player);
        QFETCH(QStringList, prep);
        QFETCH(QStringList, offered);
        QFETCH(QStringList, notOffered);
        const SpecialPlayCard *c = CardRules::card(*m_rules, u"good_karma.intensive_training"_s);
        QVERIFY(c);
        QStringList skillPrep;
        for (const QString &step : prep) {
            if (!step.contains(u".position"_s))
                skillPrep << step;
        }
        MatchState s = atMoment(*c, skillPrep);
        const auto [side, number] = playerOf(player);
        MatchPlayer *p = s.team(side).player(number);
        if (prep.contains(player + u".position="_s))
            p->positionId.clear();
        QStringList ids;
        for (const Skill *skill : CardEffects::skillsOpenTo(*m_rules, *p))
            ids << skill->id;
        if (offered.isEmpty())
            QVERIFY2(ids.isEmpty(), qPrintable(ids.join(u", "_s)));
        for (const QString &id : offered)
            QVERIFY2(ids.contains(id), qPrintable(id));
        for (const QString &id : notOffered)
            QVERIFY2(!ids.contains(id), qPrintable(id));
        // Each skill offered is accepted when played; one not offered is refused.
        for (const QString &id : std::as_const(ids)) {
            const Folded f =
                foldTyped(*m_rules, m_setup, s,
                          eventFor(c->id, {u"choice="_s + id},
                                   side == Side::Home ? QList<int>{number} : QList<int>{}, {}, {}));
            QVERIFY2(f.check, qPrintable(id + u": "_s + f.check.reason));
        }
        for (const QString &id : notOffered) {
            const Folded f = foldTyped(*m_rules, m_setup, s,
                                       eventFor(c->id, {u"choice="_s + id}, {number}, {}, {}));
            QVERIFY2(!f.check, qPrintable(id));
        }
    }

    // What `dugout match show --json` prints of a card still at work (MatchStateJson): Wand of
    // Smashing (magic_items.wand_of_smashing: +1 ST and Mighty Blow for the turn) on home #1.
    void stateJsonListsTheCardsInPlay()
    {
        const SpecialPlayCard *c = CardRules::card(*m_rules, u"magic_items.wand_of_smashing"_s);
        QVERIFY(c);
        const Folded f =
            foldTyped(*m_rules, m_setup, atMoment(*c, {}), eventFor(c->id, {}, {1}, {}, {}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        const QJsonArray cards = MatchStateJson::toJson(f.state).value(u"card_effects"_s).toArray();
        QCOMPARE(cards.size(), 1);
        const QJsonObject card = cards.at(0).toObject();
        QCOMPARE(card.value(u"card"_s).toString(), c->id);
        QCOMPARE(card.value(u"team"_s).toString(), u"home"_s);
        QCOMPARE(card.value(u"player"_s).toInt(), 1);
        QCOMPARE(card.value(u"skills_added"_s).toArray(), QJsonArray{u"mighty_blow"_s});
        QCOMPARE(card.value(u"characteristics"_s).toObject().value(u"st"_s).toInt(), 1);
        QCOMPARE(card.value(u"turns_left"_s).toInt(), 1);
        QCOMPARE(card.value(u"until"_s).toString(), u"drive"_s); // the drive ends it at the latest
        QVERIFY(!card.contains(u"mark"_s));
        // Gone from the list once the turn is over.
        const Folded after = foldTyped(*m_rules, m_setup, f.state, followUp(u"end:home"_s));
        QVERIFY(after.check);
        QVERIFY(MatchStateJson::toJson(after.state).value(u"card_effects"_s).toArray().isEmpty());
    }

    // Every card of every deck has an effect core knows, and the names it asks for add up.
    void everyCardHasAnEffect()
    {
        int tracked = 0;
        for (const SpecialPlayDeck &deck : m_rules->specialPlayDecks()) {
            for (const SpecialPlayCard &card : deck.cards) {
                QVERIFY2(QStringList({u"board"_s, u"players"_s, u"rerolls"_s, u"strike"_s,
                                      u"cancel_turnover"_s, u"mark"_s, u"weather"_s, u"joins"_s,
                                      u"free_turns"_s, u"free_blitz"_s, u"thrown"_s})
                             .contains(card.apply.kind),
                         qPrintable(card.id));
                const CardEffects::Names n = CardEffects::names(card);
                QCOMPARE(n.own + n.opponent + n.any <= n.atMost, true);
                if (card.apply.kind != u"board"_s)
                    ++tracked;
            }
        }
        QCOMPARE(tracked, 83); // docs/special-play-cards.md: the 21 left "board" and why
    }

    // The Fan and Hurry Up Offense in a whole tracked match (the away team, 7 players, buys
    // both with its handicap): the fan joins and is set up, the free turns leave the markers;
    // each step undone and redone, the whole match replayed from its events.
    void joinsAndFreeTurnsUndoRedoReplay()
    {
        MatchSetup setup = m_setup;
        setup.away = humanTeam(*m_rules, 7, 0);
        setup.away.name = u"Middenheim Wolves"_s;
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        Match match(*m_rules, setup);
        ScriptedDice dice({3, 4});
        QVERIFY(match.append(makeEvent(MatchEventType::Weather, Side::Home), dice));
        for (const QString &card : {u"good_karma.the_fan"_s, u"good_karma.hurry_up_offense"_s}) {
            MatchEvent buy = makeEvent(MatchEventType::Inducement, Side::Away);
            buy.item = u"card:good_karma"_s;
            const int die =
                PurchaseRules::cardDie(*m_rules, match.state(), Side::Away, u"good_karma"_s, card);
            QVERIFY(die > 0);
            buy.dice = {{u"away.card"_s, {die}}};
            const RuleCheck bought = match.append(buy, dice);
            QVERIFY2(bought, qPrintable(bought.reason));
        }
        const auto append = [&](MatchEvent e) {
            const RuleCheck check = match.append(e, dice);
            QVERIFY2(check, qPrintable(check.reason));
            // Undone and redone: the same state.
            const MatchState after = match.state();
            match.undo();
            QVERIFY(match.state() != after);
            QVERIFY(match.redo());
            QCOMPARE(match.state(), after);
        };
        MatchEvent fan = makeEvent(MatchEventType::PlayCard, Side::Away);
        fan.item = u"good_karma.the_fan"_s;
        append(fan);
        QCOMPARE(match.state().away.players.size(), 8);
        const int fanNumber = match.state().away.players.constLast().number;
        MatchEvent gate = makeEvent(MatchEventType::PreMatch, Side::Home);
        gate.dice = {{u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {3, 3}}};
        append(gate);
        MatchEvent homeSetUp = makeEvent(MatchEventType::Lineup, Side::Home);
        homeSetUp.numbers = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        homeSetUp.lineOfScrimmage = 3;
        append(homeSetUp);
        MatchEvent awaySetUp = makeEvent(MatchEventType::Lineup, Side::Away);
        for (const MatchPlayer &p : match.state().away.players)
            awaySetUp.numbers << p.number;
        awaySetUp.lineOfScrimmage = 3;
        append(awaySetUp);
        QCOMPARE(match.state().away.player(fanNumber)->state, PlayerState::Standing);
        MatchEvent kick = makeEvent(MatchEventType::KickOff, Side::Home);
        kick.dice = {{u"kickoff"_s, {3, 4}}};
        append(kick);
        QCOMPARE(match.state().phase, MatchPhase::AwaitTurn);
        QCOMPARE(match.state().active, Side::Away);
        MatchEvent hurry = makeEvent(MatchEventType::PlayCard, Side::Away);
        hurry.item = u"good_karma.hurry_up_offense"_s;
        QVERIFY(match.check(hurry));
        append(hurry);
        for (const auto &[type, side] : {std::pair{MatchEventType::StartTurn, Side::Away},
                                         {MatchEventType::EndTurn, Side::Away},
                                         {MatchEventType::StartTurn, Side::Home},
                                         {MatchEventType::EndTurn, Side::Home},
                                         {MatchEventType::StartTurn, Side::Away}})
            append(makeEvent(type, side));
        QCOMPARE(match.state().away.turn, 1);
        QCOMPARE(match.state().home.turn, 0);
        QString error;
        const Match replayed = Match::replay(*m_rules, setup, match.events(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(replayed.state(), match.state());
    }

    // Appends `e` to `match`, then undoes and redoes it: the same state again.
    static void appendUndoRedo(Match &match, Dice &dice, const MatchEvent &e)
    {
        const RuleCheck check = match.append(e, dice);
        QVERIFY2(check, qPrintable(check.reason));
        const MatchState after = match.state();
        match.undo();
        QVERIFY(match.state() != after);
        QVERIFY(match.redo());
        QCOMPARE(match.state(), after);
    }

    // The derby's home team against eleven Wolves who buy `card` of `deck` with their handicap:
    // the weather, the purchase, the pre-match (home kicks), both set-ups and the kick-off, each
    // step undone and redone; the Wolves' turn is next.
    void toWolvesTurnWithCard(Match &match, Dice &dice, const QString &deck, const QString &card)
    {
        MatchEvent weather = makeEvent(MatchEventType::Weather, Side::Home);
        weather.dice = {{u"weather"_s, {3, 4}}};
        appendUndoRedo(match, dice, weather);
        MatchEvent buy = makeEvent(MatchEventType::Inducement, Side::Away);
        buy.item = u"card:"_s + deck;
        const int die = PurchaseRules::cardDie(*m_rules, match.state(), Side::Away, deck, card);
        QVERIFY(die > 0);
        buy.dice = {{u"away.card"_s, {die}}};
        appendUndoRedo(match, dice, buy);
        MatchEvent gate = makeEvent(MatchEventType::PreMatch, Side::Home);
        gate.dice = {{u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {3, 3}}};
        appendUndoRedo(match, dice, gate);
        for (const Side side : {Side::Home, Side::Away}) {
            MatchEvent setUp = makeEvent(MatchEventType::Lineup, side);
            setUp.numbers = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
            setUp.lineOfScrimmage = 3;
            appendUndoRedo(match, dice, setUp);
        }
        MatchEvent kick = makeEvent(MatchEventType::KickOff, Side::Home);
        kick.dice = {{u"kickoff"_s, {3, 4}}};
        appendUndoRedo(match, dice, kick);
    }
    MatchSetup wolvesWithCards() const
    {
        MatchSetup setup = m_setup;
        setup.away = humanTeam(*m_rules, 11, 0);
        setup.away.name = u"Middenheim Wolves"_s;
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        return setup;
    }
    static void expectReplayed(const Ruleset &rules, const MatchSetup &setup, const Match &match)
    {
        QString error;
        const Match replayed = Match::replay(rules, setup, match.events(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(replayed.state(), match.state());
    }

    // Force Shield (magic_items.force_shield) in a whole tracked match: bought by the Wolves,
    // played on their #3 after their first turn, and ended by his Hand-off in their next turn;
    // each step undone and redone, the whole match replayed from its events.
    void forceShieldEndsWithHisHandOff()
    {
        const MatchSetup setup = wolvesWithCards();
        Match match(*m_rules, setup);
        ScriptedDice dice({3, 4});
        const QString card = u"magic_items.force_shield"_s;
        toWolvesTurnWithCard(match, dice, u"magic_items"_s, card);
        appendUndoRedo(match, dice, makeEvent(MatchEventType::StartTurn, Side::Away));
        appendUndoRedo(match, dice, makeEvent(MatchEventType::EndTurn, Side::Away));
        MatchEvent shield = makeEvent(MatchEventType::PlayCard, Side::Away);
        shield.item = card;
        shield.awayNumbers = {3};
        shield.confirmed = true;
        appendUndoRedo(match, dice, shield);
        QVERIFY(match.state().away.player(3)->hasSkill(u"fend"_s));
        appendUndoRedo(match, dice, makeEvent(MatchEventType::StartTurn, Side::Home));
        appendUndoRedo(match, dice, makeEvent(MatchEventType::EndTurn, Side::Home));
        appendUndoRedo(match, dice, makeEvent(MatchEventType::StartTurn, Side::Away));
        QVERIFY(match.state().away.player(3)->hasSkill(u"sure_hands"_s));
        appendUndoRedo(match, dice, makeAction(Side::Away, 3, PlayerAction::HandOff));
        QVERIFY(!match.state().away.player(3)->hasSkill(u"sure_hands"_s));
        QVERIFY(!match.state().away.player(3)->hasSkill(u"fend"_s));
        QVERIFY(match.state().away.cardMarks.isEmpty());
        QVERIFY(match.eventLogs().constLast().join(u'\n').contains(u"Force Shield is over"_s));
        expectReplayed(*m_rules, setup, match);
    }

    // Blackmail (random_events.blackmail) in a whole tracked match: the Wolves take the home #5
    // at the start of their turn; he blitzes his team-mate #6 (a team-mate's knock-down, armour
    // and injury, no SPP); each step undone and redone, the log written to JSON and read back,
    // the match replayed.
    void blackmailedPlayerTurnsOnHisTeam()
    {
        const MatchSetup setup = wolvesWithCards();
        Match match(*m_rules, setup);
        ScriptedDice dice({3, 4});
        const QString card = u"random_events.blackmail"_s;
        toWolvesTurnWithCard(match, dice, u"random_events"_s, card);
        MatchEvent blackmail = makeEvent(MatchEventType::PlayCard, Side::Away);
        blackmail.item = card;
        blackmail.numbers = {5};
        blackmail.confirmed = true;
        appendUndoRedo(match, dice, blackmail);
        appendUndoRedo(match, dice, makeEvent(MatchEventType::StartTurn, Side::Away));
        appendUndoRedo(match, dice, makeAction(Side::Home, 5, PlayerAction::Blitz));
        MatchEvent down = makeEvent(MatchEventType::KnockDown, Side::Home, 6);
        down.target = 5;
        down.teamMate = true;
        down.dice = {{u"home.armour"_s, {5, 4}}, {u"home.injury"_s, {4, 4}}};
        appendUndoRedo(match, dice, down);
        QCOMPARE(match.state().home.player(6)->state, PlayerState::KnockedOut);
        QCOMPARE(match.state().home.player(5)->casualtiesInflicted, 0);
        QVERIFY(!match.state().turnover);
        // The log written and read back: the same events.
        QList<MatchEvent> read;
        for (const MatchEvent &e : match.events()) {
            QString error;
            const std::optional<MatchEvent> back =
                MatchEventJson::fromLine(MatchEventJson::toLine(e), &error);
            QVERIFY2(back, qPrintable(error));
            read << *back;
        }
        QCOMPARE(read, match.events());
        expectReplayed(*m_rules, setup, match);
    }

    // A card played in a whole tracked match: bought, played, undone, redone, replayed.
    void undoRedoReplay()
    {
        MatchSetup setup = m_setup;
        setup.away = humanTeam(*m_rules, 7, 0);
        setup.away.name = u"Middenheim Wolves"_s;
        setup.away.rerolls = 2;
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        Match match(*m_rules, setup);
        ScriptedDice dice({3, 4});
        QVERIFY(match.append(makeEvent(MatchEventType::Weather, Side::Home), dice));
        MatchEvent buy = makeEvent(MatchEventType::Inducement, Side::Away);
        buy.item = u"card:random_events"_s;
        buy.dice = {{u"away.card"_s, {1}}}; // the deck's first card: Bad Habits
        QVERIFY(match.append(buy, dice));
        QCOMPARE(match.state().away.bought.drawn.value(u"random_events"_s),
                 QStringList{u"random_events.bad_habits"_s});
        MatchEvent play = makeEvent(MatchEventType::PlayCard, Side::Away);
        play.item = u"random_events.bad_habits"_s;
        play.dice = {{u"home.card.effect"_s, {2}}};
        QVERIFY(match.check(play));
        const RuleCheck played = match.append(play, dice);
        QVERIFY2(played, qPrintable(played.reason));
        QCOMPARE(match.state().home.rerolls, 1);
        match.undo();
        QCOMPARE(match.state().home.rerolls, 3);
        QVERIFY(match.state().away.cardsPlayed.isEmpty());
        QVERIFY(match.redo());
        QCOMPARE(match.state().home.rerolls, 1);
        QString error;
        const Match replayed = Match::replay(*m_rules, setup, match.events(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(replayed.state(), match.state());
    }
};

QTEST_GUILESS_MAIN(TestCardEffects)
#include "tst_card_effects.moc"
