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
#include "core/rules/RulesetLoader.h"

#include <QFile>
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

PlayerState stateNamed(const QString &name)
{
    static const QHash<QString, PlayerState> states{
        {u"standing"_s, PlayerState::Standing},      {u"prone"_s, PlayerState::Prone},
        {u"stunned"_s, PlayerState::Stunned},        {u"reserves"_s, PlayerState::Reserves},
        {u"knocked_out"_s, PlayerState::KnockedOut}, {u"casualty"_s, PlayerState::Casualty}};
    return states.value(name, PlayerState::SentOff);
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
            if (step == u"kicking=home"_s) {
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

private Q_SLOTS:
    void initTestCase()
    {
        const QString error = loadDerby();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void playCard_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QStringList>("prep");
        QTest::addColumn<QList<int>>("home");
        QTest::addColumn<QList<int>>("away");
        QTest::addColumn<DiceMap>("dice");
        // What the state shows afterwards: "home#3=reserves", "home#1+pro", "home#1.av=9",
        // "home.rerolls=4", "turnover=0"; or "refused:" and words of core's reason.
        QTest::addColumn<QStringList>("expect");
        auto row = [](const QString &card, const QString &what, const QStringList &prep,
                      const QList<int> &home, const QList<int> &away, const DiceMap &dice,
                      const QStringList &expect) {
            QTest::newRow(qPrintable(rowName(card, what)))
                << card << prep << home << away << dice << expect;
        };
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
        row(u"good_karma.banana_skin"_s, u"knocked down without a roll, armour holds"_s, none, {},
            {5}, {{u"away.armour"_s, {1, 1}}}, {u"away#5=prone"_s, u"turnover=0"_s});
        row(u"good_karma.banana_skin"_s, u"an own player refused"_s, none, {1}, {}, {},
            {u"refused:only players of Middenheim Wolves"_s});
        row(u"good_karma.banana_skin"_s, u"two players refused"_s, none, {}, {5, 6}, {},
            {u"refused:exactly one player"_s});
        row(u"random_events.ballista"_s, u"lightning bolt: hit on 2, armour breaks, KO"_s, none, {},
            {6}, {{u"away.spell.6"_s, {2}}, {u"away.armour"_s, {6, 6}}, {u"away.injury"_s, {4, 4}}},
            {u"away#6=knocked_out"_s});
        row(u"random_events.ballista"_s, u"a 1 misses"_s, none, {}, {6}, {{u"away.spell.6"_s, {1}}},
            {u"away#6=standing"_s});
        row(u"random_events.mine"_s, u"fireball: 4 hits, 3 misses"_s, none, {1}, {5},
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
        row(u"dirty_tricks.chop_block"_s, u"both down, the opponent stunned"_s, none, {1}, {5}, {},
            {u"home#1=prone"_s, u"away#5=stunned"_s});
        row(u"dirty_tricks.chop_block"_s, u"the opponent missing refused"_s, none, {1}, {}, {},
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
        row(u"random_events.buzzing"_s, u"+1 AG, Frenzy"_s, none, {5}, {}, {},
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
        MatchEvent play = makeEvent(MatchEventType::PlayCard, Side::Home);
        play.item = card;
        play.numbers = home;
        play.awayNumbers = away;
        play.dice = dice;
        const Folded f = foldTyped(*m_rules, m_setup, before, play);
        if (expect.value(0).startsWith(u"refused:"_s)) {
            QVERIFY(!f.check);
            QVERIFY2(f.check.reason.contains(expect.at(0).mid(8)), qPrintable(f.check.reason));
            return;
        }
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QVERIFY(f.state.home.cardsPlayed.contains(card));
        QVERIFY(f.log.join(u'\n').contains(c->effect.current()));
        for (const QString &e : expect) {
            if (e.startsWith(u"turnover="_s)) {
                QCOMPARE(f.state.turnover, e.endsWith(u'1'));
            } else if (e.startsWith(u"active="_s)) {
                QCOMPARE(f.state.active, e.endsWith(u"home"_s) ? Side::Home : Side::Away);
            } else if (!e.contains(u'#')) {
                const TeamMatchState &t = e.startsWith(u"home"_s) ? f.state.home : f.state.away;
                const int n = e.section(u'=', 1).toInt();
                QCOMPARE(e.contains(u"per_half"_s) ? t.rerollsTotal : t.rerolls, n);
            } else if (e.contains(u'+')) {
                const auto [side, number] = playerOf(e.section(u'+', 0, 0));
                QVERIFY2(f.state.team(side).player(number)->hasSkill(e.section(u'+', 1)),
                         qPrintable(e));
            } else if (e.contains(u'.')) {
                const auto [side, number] = playerOf(e.section(u'.', 0, 0));
                const MatchPlayer *p = f.state.team(side).player(number);
                const QString what = e.section(u'.', 1).section(u'=', 0, 0);
                const int n = e.section(u'=', 1).toInt();
                const int actual = what == u"ma"_s   ? p->ma
                                   : what == u"ag"_s ? p->ag
                                   : what == u"av"_s ? p->av
                                                     : p->casualtyD68.value_or(0);
                QCOMPARE(actual, n);
            } else {
                const auto [side, number] = playerOf(e.section(u'=', 0, 0));
                QCOMPARE(f.state.team(side).player(number)->state, stateNamed(e.section(u'=', 1)));
            }
        }
        // Replayed from the stored event (JSON written and read): the same state, no die.
        QString error;
        const std::optional<MatchEvent> read =
            MatchEventJson::fromJson(MatchEventJson::toJson(f.event), &error);
        QVERIFY2(read, qPrintable(error));
        const Folded again = foldTyped(*m_rules, m_setup, before, *read);
        QVERIFY(again.check);
        QVERIFY(!again.extraRolls);
        QCOMPARE(again.state, f.state);
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
            {u"after_kick_off"_s}, {});
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
    }
    void timingConditions()
    {
        QFETCH(QString, card);
        QFETCH(QStringList, prep);
        QFETCH(QString, refusal);
        const SpecialPlayCard *c = CardRules::card(*m_rules, card);
        QVERIFY(c);
        const MatchState s = atMoment(*c, prep);
        const RuleCheck check = CardRules::canPlay(s, Side::Home, *c);
        QCOMPARE(bool(check), refusal.isEmpty());
        if (!refusal.isEmpty())
            QVERIFY2(check.reason.contains(refusal), qPrintable(check.reason));
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

    // Every card of every deck has an effect core knows, and the names it asks for add up.
    void everyCardHasAnEffect()
    {
        int tracked = 0;
        for (const SpecialPlayDeck &deck : m_rules->specialPlayDecks()) {
            for (const SpecialPlayCard &card : deck.cards) {
                QVERIFY2(QStringList({u"board"_s, u"players"_s, u"rerolls"_s, u"strike"_s,
                                      u"cancel_turnover"_s})
                             .contains(card.apply.kind),
                         qPrintable(card.id));
                const CardEffects::Names n = CardEffects::names(card);
                QCOMPARE(n.own + n.opponent + n.any <= n.atMost, true);
                if (card.apply.kind != u"board"_s)
                    ++tracked;
            }
        }
        QCOMPARE(tracked, 31);
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
