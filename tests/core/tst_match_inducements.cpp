// Issue 16: the inducements inside a tracked match, as events of its log. The rulebook lines are
// those of seeds/lrb6-competition-rules-fr.txt (the pre-match sequence, l.3571–3665); the seed
// lacks the pages that describe each inducement, so the facts come from
// resources/rules/lrb6/inducements.json (its "summary" of each) and
// ../shared/reference/lrb6.json ("inducements"), named per row as "inducements.json <id>".

#include "../support/MatchScript.h"
#include "../support/MatchTestHelpers.h"
#include "core/match/CardRules.h"
#include "core/match/Match.h"
#include "core/match/MatchEventJson.h"
#include "core/match/MatchResult.h"
#include "core/match/PurchaseRules.h"
#include "core/match/ReplayDice.h"
#include "core/match/WizardSpell.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

Q_DECLARE_METATYPE(dugout::PlayerState)
Q_DECLARE_METATYPE(dugout::Side)

namespace {

MatchEvent buy(Side side, const QString &item)
{
    MatchEvent e = makeEvent(MatchEventType::Inducement, side);
    e.item = item;
    return e;
}

MatchEvent weather()
{
    MatchEvent e = makeEvent(MatchEventType::Weather, Side::Home);
    e.dice = {{u"weather"_s, {3, 4}}};
    return e;
}

MatchEvent spell(Side side, const QString &which, QList<int> home, QList<int> away)
{
    MatchEvent e = makeEvent(MatchEventType::Spell, side);
    e.item = which;
    e.numbers = std::move(home);
    e.awayNumbers = std::move(away);
    return e;
}

} // namespace

class TestMatchInducements : public QObject, public DerbyTest
{
    Q_OBJECT

    // The derby with a weaker away team: 7 linemen and 2 re-rolls against 4 blitzers, 7 linemen
    // and 3 re-rolls. Team values worked by hand: home 4 × 90,000 + 7 × 50,000 + 3 × 50,000 =
    // 860,000; away 7 × 50,000 + 2 × 50,000 = 450,000; the handicap to the away team 410,000
    // (l.3631–3640).
    MatchSetup unequal() const
    {
        MatchSetup setup = m_setup;
        setup.away = humanTeam(*m_rules, 7, 0);
        setup.away.name = u"Middenheim Wolves"_s;
        setup.away.rerolls = 2;
        return setup;
    }

    // The state after the weather and `items` bought in turn (side, item); the first refusal
    // fails the test.
    MatchState bought(const MatchSetup &setup, const QList<std::pair<Side, QString>> &items,
                      QList<int> dice = {}) const
    {
        MatchState s = MatchFold::initialState(*m_rules, setup);
        RuleCheck check = applyEvent(*m_rules, setup, s, weather());
        for (const auto &[side, item] : items) {
            if (check)
                check = applyEvent(*m_rules, setup, s, buy(side, item), dice);
        }
        if (!check)
            qWarning("refused: %s", qPrintable(check.reason));
        return s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString error = loadDerby();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void handicapWorkedByHand()
    {
        const PreMatchMoney money = PurchaseRules::money(*m_rules, unequal());
        QCOMPARE(money.home().matchTeamValue, qint64(860000));
        QCOMPARE(money.away().matchTeamValue, qint64(450000));
        QCOMPARE(money.away().handicap, qint64(410000));
        QCOMPARE(money.home().handicap, qint64(0));
    }

    // Each purchase joins the team at once; the maxima refuse the next one (inducements.json).
    void purchases_data()
    {
        QTest::addColumn<QString>("item");
        QTest::addColumn<int>("times");
        QTest::addColumn<bool>("lastAccepted");
        QTest::addColumn<int>("rerolls");
        QTest::addColumn<int>("bribes");
        QTest::addColumn<int>("apothecaries");
        QTest::addColumn<int>("babes");
        QTest::addColumn<int>("players");
        QTest::newRow("inducements.json extra_training 0-4: ×4")
            << u"extra_training"_s << 4 << true << 4 << 0 << 0 << 0 << 0;
        QTest::newRow("inducements.json extra_training 0-4: a 5th refused")
            << u"extra_training"_s << 5 << false << 4 << 0 << 0 << 0 << 0;
        QTest::newRow("l.3591 bribes 0-3: ×3") << u"bribe"_s << 3 << true << 0 << 3 << 0 << 0 << 0;
        QTest::newRow("l.3591 bribes 0-3: a 4th refused")
            << u"bribe"_s << 4 << false << 0 << 3 << 0 << 0 << 0;
        QTest::newRow("l.3649 wandering apothecaries 0-2: ×2")
            << u"wandering_apothecary"_s << 2 << true << 0 << 0 << 2 << 0 << 0;
        QTest::newRow("l.3649 wandering apothecaries 0-2: a 3rd refused")
            << u"wandering_apothecary"_s << 3 << false << 0 << 0 << 2 << 0 << 0;
        QTest::newRow("l.3590 Bloodweiser babes 0-2: ×2")
            << u"bloodweiser_babes"_s << 2 << true << 0 << 0 << 0 << 2 << 0;
        QTest::newRow("l.3590 Bloodweiser babes 0-2: a 3rd refused")
            << u"bloodweiser_babes"_s << 3 << false << 0 << 0 << 0 << 2 << 0;
        QTest::newRow("l.3646 chef 300,000")
            << u"halfling_master_chef"_s << 1 << true << 0 << 0 << 0 << 0 << 0;
        QTest::newRow("l.3647 Igor refused for Humans (they may have an apothecary)")
            << u"igor"_s << 1 << false << 0 << 0 << 0 << 0 << 0;
        QTest::newRow("l.3648 a star: on the roster")
            << u"star:griff_oberwald"_s << 1 << true << 0 << 0 << 0 << 0 << 1;
        QTest::newRow("l.3648 a star of another roster refused")
            << u"star:brick_farth"_s << 1 << false << 0 << 0 << 0 << 0 << 0;
        QTest::newRow("l.3602 mercenaries: two on the roster")
            << u"mercenary:human.lineman"_s << 2 << true << 0 << 0 << 0 << 0 << 2;
        QTest::newRow("unknown inducement refused")
            << u"free_beer"_s << 1 << false << 0 << 0 << 0 << 0 << 0;
    }
    void purchases()
    {
        QFETCH(QString, item);
        QFETCH(int, times);
        QFETCH(bool, lastAccepted);
        const MatchSetup setup = unequal();
        MatchState s = MatchFold::initialState(*m_rules, setup);
        const MatchState plain = s;
        QVERIFY(apply(s, weather()));
        RuleCheck last = RuleCheck::ok();
        for (int i = 0; i < times; ++i) {
            last = applyEvent(*m_rules, setup, s, buy(Side::Away, item));
            if (i + 1 < times)
                QVERIFY2(last, qPrintable(last.reason));
        }
        QCOMPARE(bool(last), lastAccepted);
        if (!lastAccepted)
            QVERIFY(!last.reason.isEmpty());
        QTEST(s.away.rerolls - plain.away.rerolls, "rerolls");
        QTEST(s.away.rerollsTotal - plain.away.rerollsTotal, "rerolls");
        QTEST(s.away.bribes, "bribes");
        QTEST(s.away.apothecaries - plain.away.apothecaries, "apothecaries");
        QTEST(s.away.babes, "babes");
        QTEST(int(s.away.players.size() - plain.away.players.size()), "players");
        QCOMPARE(s.home, plain.home);
    }

    // The book's order (l.3577–3587): weather, petty cash, then purchases, the stronger team
    // first when it spends petty cash; never once the match has started; never beyond the gold.
    void purchaseRefused_data()
    {
        QTest::addColumn<int>("when");
        QTest::addColumn<Side>("side");
        QTest::addColumn<QString>("item");
        QTest::newRow("l.3578 before the weather") << 0 << Side::Away << u"bribe"_s;
        QTest::newRow("l.3593 after the gate and the coin toss") << 1 << Side::Away << u"bribe"_s;
        QTest::newRow("l.3631 the stronger team has no handicap and no petty cash")
            << 2 << Side::Home << u"bribe"_s;
        QTest::newRow("l.3640 a star beyond the handicap (Morg 430,000 > 410,000)")
            << 2 << Side::Away << u"star:morg_n_thorg"_s;
        QTest::newRow("l.3584 the stronger team's petty cash after the weaker bought")
            << 3 << Side::Home << u"bribe"_s;
    }
    void purchaseRefused()
    {
        QFETCH(int, when);
        QFETCH(Side, side);
        QFETCH(QString, item);
        MatchSetup setup = unequal();
        if (when == 3) {
            setup.exhibition = false;
            setup.homePettyCash = 100000;
        }
        MatchState s = MatchFold::initialState(*m_rules, setup);
        if (when >= 1)
            QVERIFY(applyEvent(*m_rules, setup, s, weather()));
        if (when == 1) {
            MatchEvent pre = makeEvent(MatchEventType::PreMatch, Side::Home);
            pre.dice = {{u"home.gate"_s, {3, 5}}, {u"away.gate"_s, {4, 2}}};
            QVERIFY(applyEvent(*m_rules, setup, s, pre));
        }
        if (when == 3)
            QVERIFY(applyEvent(*m_rules, setup, s, buy(Side::Away, u"bribe"_s)));
        const MatchState before = s;
        const RuleCheck check = applyEvent(*m_rules, setup, s, buy(side, item));
        QVERIFY(!check);
        QVERIFY(!check.reason.isEmpty());
        QCOMPARE(s, before);
    }

    // The stronger team spends its petty cash first, then the weaker its handicap (and the
    // weaker's own petty cash) — l.3584–3587.
    void strongerTeamBuysFirstWithPettyCash()
    {
        MatchSetup setup = unequal();
        setup.exhibition = false;
        setup.homePettyCash = 100000;
        const MatchState s =
            bought(setup, {{Side::Home, u"bribe"_s}, {Side::Away, u"extra_training"_s}});
        QCOMPARE(s.home.bribes, 1);
        QCOMPARE(s.away.bought.count(u"extra_training"_s), 1);
        // The handicap follows the match team values: 960,000 against 450,000.
        QCOMPARE(PurchaseRules::goldLeft(*m_rules, setup, s, Side::Away), qint64(410000));
        QCOMPARE(PurchaseRules::goldLeft(*m_rules, setup, s, Side::Home), qint64(0));
    }

    // A star joins with his own profile and skills under the first free shirt number; a
    // mercenary with his position's, Loner and the extra skill bought with him.
    void hiredPlayersOnTheRoster()
    {
        // 140,000 + (90,000 + 30,000 + 50,000) = 310,000 of the 410,000 handicap.
        const MatchState s = bought(unequal(), {{Side::Away, u"star:puggy_baconbreath"_s},
                                                {Side::Away, u"mercenary:human.blitzer+tackle"_s}});
        QCOMPARE(s.away.players.size(), 9);
        const MatchPlayer *puggy = s.away.player(8);
        QVERIFY(puggy);
        QVERIFY(puggy->induced);
        const StarPlayer *star = m_rules->starPlayer(u"puggy_baconbreath"_s);
        QCOMPARE(puggy->name, star->name.current());
        QCOMPARE(puggy->ma, star->ma);
        QCOMPARE(puggy->st, star->st);
        QCOMPARE(puggy->ag, star->ag);
        QCOMPARE(puggy->av, star->av);
        QCOMPARE(puggy->skills, star->skills);
        const MatchPlayer *mercenary = s.away.player(9);
        QVERIFY(mercenary);
        QVERIFY(mercenary->induced);
        QCOMPARE(mercenary->positionId, u"human.blitzer"_s);
        QCOMPARE(mercenary->ma, 7);
        QCOMPARE(mercenary->av, 8);
        QCOMPARE(mercenary->skills, (QStringList{u"block"_s, u"loner"_s, u"tackle"_s}));
        QCOMPARE(PurchaseRules::goldLeft(*m_rules, unequal(), s, Side::Away), qint64(100000));
    }

    // README "Choices": a star hired by both teams takes both fees and plays for neither.
    void sameStarHiredByBoth()
    {
        MatchSetup setup = unequal();
        setup.exhibition = false;
        setup.homePettyCash = 140000; // l.3614–3621: the whole treasury (1,000,000 − 860,000)
        QStringList log;
        MatchState s = bought(setup, {{Side::Home, u"star:helmut_wulf"_s}});
        QCOMPARE(s.home.players.size(), 12);
        QVERIFY(s.home.player(12)->induced);
        QVERIFY(applyEvent(*m_rules, setup, s, buy(Side::Away, u"star:helmut_wulf"_s), {}, &log));
        QCOMPARE(s.home.players.size(), 11);
        QCOMPARE(s.away.players.size(), 7);
        QVERIFY(log.join(u'\n').contains(u"plays for neither"_s));
        QCOMPARE(s.home.bought.stars, QStringList{u"helmut_wulf"_s});
        QCOMPARE(s.away.bought.stars, QStringList{u"helmut_wulf"_s});
    }

    // l.3641 (issue 16, L): a card bought is drawn at random from what is left of its deck; both
    // coaches draw from the same decks; the log keeps the card hidden.
    void cardsDrawnFromWhatIsLeft()
    {
        MatchSetup setup = unequal();
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        const SpecialPlayDeck *deck = m_rules->specialPlayDeck(u"miscellaneous_mayhem"_s);
        QVERIFY(deck);
        MatchState s = bought(setup, {{Side::Away, u"card:miscellaneous_mayhem"_s}}, {3});
        QCOMPARE(s.away.bought.drawn.value(u"miscellaneous_mayhem"_s),
                 QStringList{deck->cards.at(2).id});
        QStringList log;
        MatchEvent second = buy(Side::Away, u"card:miscellaneous_mayhem"_s);
        const Folded f = foldScripted(*m_rules, setup, s, second, {3});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.purposes, QStringList{u"away.card"_s});
        QCOMPARE(f.state.away.bought.drawn.value(u"miscellaneous_mayhem"_s),
                 (QStringList{deck->cards.at(2).id, deck->cards.at(3).id}));
        QVERIFY(!f.log.join(u'\n').contains(deck->cards.at(3).name.current()));
        // Without the league option there is no card to buy.
        MatchState plain = bought(unequal(), {});
        QVERIFY(!applyEvent(*m_rules, unequal(), plain,
                            buy(Side::Away, u"card:miscellaneous_mayhem"_s), {1}));
    }

    // The pre-match window draws the card the coach sees; the match's event carries the die that
    // draws that same card from what the match has left of the deck (PurchaseRules::cardDie), so
    // the match holds the window's card and a replay draws nothing.
    void windowCardIsTheMatchCard_data()
    {
        QTest::addColumn<int>("drewFirst"); // the card drawn by an earlier purchase, or -1
        QTest::addColumn<int>("wanted");    // the card the window drew for this purchase
        QTest::addColumn<int>("die");       // the die that draws it; 0: not left in the deck
        QTest::newRow("l.3641 a full deck: the first card") << -1 << 0 << 1;
        QTest::newRow("l.3641 a full deck: the fourth card") << -1 << 3 << 4;
        QTest::newRow("l.3641 before the card already drawn") << 2 << 1 << 2;
        QTest::newRow("l.3641 after the card already drawn") << 2 << 3 << 3;
        QTest::newRow("l.3641 the card already drawn is not left") << 2 << 2 << 0;
    }
    void windowCardIsTheMatchCard()
    {
        QFETCH(int, drewFirst);
        QFETCH(int, wanted);
        QFETCH(int, die);
        MatchSetup setup = unequal();
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        const QString deckId = u"miscellaneous_mayhem"_s;
        const SpecialPlayDeck *deck = m_rules->specialPlayDeck(deckId);
        QVERIFY(deck);
        MatchState s = bought(setup, {});
        if (drewFirst >= 0)
            QVERIFY(applyEvent(*m_rules, setup, s, buy(Side::Away, u"card:"_s + deckId),
                               {drewFirst + 1}));
        const QString card = deck->cards.at(wanted).id;
        // Both coaches draw from the same deck: the home team's die is the same as the away's.
        QCOMPARE(PurchaseRules::cardDie(*m_rules, s, Side::Home, deckId, card), die);
        QCOMPARE(PurchaseRules::cardDie(*m_rules, s, Side::Away, deckId, card), die);
        if (die == 0)
            return;
        const Folded f =
            foldScripted(*m_rules, setup, s, buy(Side::Away, u"card:"_s + deckId), {die});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.away.bought.drawn.value(deckId).last(), card);
    }

    // l.3969–3971 (PlayoffRules): the end-of-season tournament gives no handicap unless the
    // league allows it; the match's own check follows the setup's flag, so a hand-written log
    // cannot buy with handicap gold either. Petty cash is still spent.
    void handicapInAPlayoffMatch_data()
    {
        QTest::addColumn<bool>("handicapAllowed");
        QTest::addColumn<qint64>("awayPettyCash");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("l.3631 a regular match: the handicap buys a bribe") << true << 0LL << true;
        QTest::newRow("l.3969 a play-off without the option: no handicap") << false << 0LL << false;
        QTest::newRow("l.3969 a play-off: the away team's own petty cash still buys")
            << false << 100000LL << true;
    }
    void handicapInAPlayoffMatch()
    {
        QFETCH(bool, handicapAllowed);
        QFETCH(qint64, awayPettyCash);
        QFETCH(bool, allowed);
        MatchSetup setup = unequal();
        setup.exhibition = false;
        setup.stage = handicapAllowed ? FixtureStage::Regular : FixtureStage::SemiFinal;
        setup.handicapAllowed = handicapAllowed;
        setup.awayPettyCash = awayPettyCash;
        MatchState s = bought(setup, {});
        QCOMPARE(PurchaseRules::money(*m_rules, setup).away().handicap,
                 handicapAllowed ? qint64(410000) : qint64(0));
        const MatchState before = s;
        const RuleCheck check = applyEvent(*m_rules, setup, s, buy(Side::Away, u"bribe"_s));
        QCOMPARE(bool(check), allowed);
        if (!allowed) {
            // The reason says why the gold is so short, not only that it is.
            QVERIFY2(check.reason.contains(u"only 0 gp is left"_s) &&
                         check.reason.contains(u"gives no handicap gold"_s),
                     qPrintable(check.reason));
            QCOMPARE(s, before);
        }
    }

    // l.3615–3616: petty cash comes out of the treasury, so the match does not start with more
    // than the treasury holds, bought with or not; an exhibition has no treasury to take it from.
    void pettyCashCheckedWhenTheMatchStarts_data()
    {
        QTest::addColumn<bool>("exhibition");
        QTest::addColumn<qint64>("pettyCash"); // the home team's, over a treasury worked out below
        QTest::addColumn<QString>("reasonPart"); // empty: the gate and coin toss are accepted
        QTest::newRow("l.3616 none") << false << 0LL << QString();
        QTest::newRow("l.3616 exactly the treasury") << false << -1LL << QString();
        QTest::newRow("l.3616 10,000 over the treasury")
            << false << -2LL << u"more than the treasury"_s;
        QTest::newRow("choice: not whole 10,000s") << false << 5000LL << u"whole"_s;
        QTest::newRow("l.3615 an exhibition has no petty cash")
            << true << 10000LL << u"exhibition match has none"_s;
        QTest::newRow("an exhibition without petty cash") << true << 0LL << QString();
    }
    void pettyCashCheckedWhenTheMatchStarts()
    {
        QFETCH(bool, exhibition);
        QFETCH(qint64, pettyCash);
        QFETCH(QString, reasonPart);
        MatchSetup setup = unequal();
        setup.exhibition = false;
        const qint64 treasury = PurchaseRules::money(*m_rules, setup).home().treasury;
        QVERIFY(treasury >= 10000);
        setup.exhibition = exhibition;
        setup.homePettyCash = pettyCash == -1   ? treasury
                              : pettyCash == -2 ? treasury + 10000
                                                : pettyCash;
        MatchState s = MatchFold::initialState(*m_rules, setup);
        QVERIFY(applyEvent(*m_rules, setup, s, weather()));
        MatchEvent pre = makeEvent(MatchEventType::PreMatch, Side::Home);
        pre.dice = {{u"home.gate"_s, {3, 5}}, {u"away.gate"_s, {4, 2}}};
        const MatchState before = s;
        const RuleCheck check = applyEvent(*m_rules, setup, s, pre);
        QCOMPARE(bool(check), reasonPart.isEmpty());
        QVERIFY2(check.reason.contains(reasonPart), qPrintable(check.reason));
        if (!check) {
            QCOMPARE(s, before);
            QVERIFY2(check.reason.startsWith(setup.home.name), qPrintable(check.reason));
        }
        // A purchase is refused for the same reason.
        if (!reasonPart.isEmpty()) {
            const RuleCheck purchase = applyEvent(*m_rules, setup, s, buy(Side::Away, u"bribe"_s));
            QVERIFY2(purchase.reason.contains(reasonPart), qPrintable(purchase.reason));
        }
    }

    // l.4220–4226: the Dungeonbowl's holder hires the wizard for 50,000, and the tracked match
    // counts him at that price in the gold left and in its log, as the bill does.
    void dungeonbowlWizardInTheMatch()
    {
        MatchSetup setup = unequal();
        setup.away.trophies = {Major::Dungeonbowl};
        MatchState s = MatchFold::initialState(*m_rules, setup);
        QVERIFY(applyEvent(*m_rules, setup, s, weather()));
        QStringList log;
        const RuleCheck check =
            applyEvent(*m_rules, setup, s, buy(Side::Away, u"wizard"_s), {}, &log);
        QVERIFY2(check, qPrintable(check.reason));
        // The trophy's re-roll counts in the away team value (l.4220–4226): 500,000, so a
        // handicap of 360,000, of which the wizard takes 50,000.
        QCOMPARE(PurchaseRules::money(*m_rules, setup).away().handicap, qint64(360000));
        QCOMPARE(PurchaseRules::goldLeft(*m_rules, setup, s, Side::Away), qint64(310000));
        QVERIFY2(log.join(u'\n').contains(u"for 50,000 gp; 310,000 gp left"_s),
                 qPrintable(log.join(u'\n')));
    }

    // inducements.json halfling_master_chef: at the start of each half 3D6, each 4+ gives a team
    // re-roll for the half and takes one from the opponent while it has any.
    void masterChef_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<int>("opponentRerolls");
        QTest::addColumn<int>("gained");
        QTest::addColumn<int>("stolen");
        QTest::newRow("0 successes: 1, 2, 3") << QList<int>{1, 2, 3} << 3 << 0 << 0;
        QTest::newRow("1 success: 3, 4, 1 (4 is enough)") << QList<int>{3, 4, 1} << 3 << 1 << 1;
        QTest::newRow("2 successes: 6, 1, 5") << QList<int>{6, 1, 5} << 3 << 2 << 2;
        QTest::newRow("3 successes: 4, 5, 6") << QList<int>{4, 5, 6} << 3 << 3 << 3;
        QTest::newRow("3 successes, the opponent has 1") << QList<int>{6, 6, 6} << 1 << 3 << 1;
        QTest::newRow("2 successes, the opponent has none") << QList<int>{4, 4, 2} << 0 << 2 << 0;
    }
    void masterChef()
    {
        QFETCH(QList<int>, dice);
        QFETCH(int, opponentRerolls);
        QFETCH(int, gained);
        QFETCH(int, stolen);
        const MatchSetup setup = unequal();
        MatchState s = bought(setup, {{Side::Away, u"halfling_master_chef"_s}});
        s.home.rerolls = opponentRerolls;
        MatchEvent pre = makeEvent(MatchEventType::PreMatch, Side::Home);
        pre.dice = {{u"home.gate"_s, {3, 5}}, {u"away.gate"_s, {4, 2}}, {u"away.chef"_s, dice}};
        const Folded f = foldTyped(*m_rules, setup, s, pre);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.away.rerolls, s.away.rerolls + gained);
        QCOMPARE(f.state.home.rerolls, opponentRerolls - stolen);
        QCOMPARE(f.event.dice.value(u"away.chef"_s), dice);
        // Without a chef nothing is rolled.
        MatchState plain = bought(setup, {});
        MatchEvent bare = pre;
        bare.dice.remove(u"away.chef"_s);
        const Folded none = foldTyped(*m_rules, setup, plain, bare);
        QVERIFY2(none.check, qPrintable(none.check.reason));
        QVERIFY(!none.extraRolls);
    }

    // The second half: the re-rolls come back to the roster's count (the stolen ones too), then
    // the chef rolls again.
    void masterChefSecondHalf()
    {
        const MatchSetup setup = unequal();
        MatchState s = bought(setup, {{Side::Away, u"halfling_master_chef"_s}});
        s.phase = MatchPhase::DriveOver;
        s.halfOver = true;
        s.home.rerolls = 0;
        s.away.rerolls = 5;
        MatchEvent end = makeEvent(MatchEventType::EndDrive, Side::Home);
        end.dice = {{u"away.chef"_s, {5, 2, 2}}};
        const Folded f = foldTyped(*m_rules, setup, s, end);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.half, 2);
        QCOMPARE(f.state.home.rerolls, 3 - 1);
        QCOMPARE(f.state.away.rerolls, 2 + 1);
    }

    // inducements.json igor: once per match, re-roll a failed Regeneration.
    void igor_data()
    {
        QTest::addColumn<bool>("hired");
        QTest::addColumn<int>("regeneration");
        QTest::addColumn<int>("igorDie");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<PlayerState>("after");
        QTest::newRow("failed 3, Igor 4: healed")
            << true << 3 << 4 << true << PlayerState::Reserves;
        QTest::newRow("failed 1, Igor 6: healed")
            << true << 1 << 6 << true << PlayerState::Reserves;
        QTest::newRow("failed 2, Igor 3: still a casualty")
            << true << 2 << 3 << true << PlayerState::Casualty;
        QTest::newRow("regenerated 4: nothing to re-roll")
            << true << 4 << 6 << false << PlayerState::Reserves;
        QTest::newRow("no Igor hired") << false << 2 << 6 << false << PlayerState::Casualty;
    }
    void igor()
    {
        QFETCH(bool, hired);
        QFETCH(int, regeneration);
        QFETCH(int, igorDie);
        QFETCH(bool, accepted);
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home);
        s.away.apothecaries = 0;
        s.away.player(5)->skills << u"regeneration"_s;
        if (hired)
            s.away.bought.counted.insert(u"igor"_s, 1);
        MatchEvent down = makeEvent(MatchEventType::KnockDown, Side::Away, 5);
        down.cause = KnockDownCause::Block;
        down.target = 1;
        // armour 6+6 breaks AV 8, injury 5+5 a casualty, D6 1 D8 1 badly hurt, Regeneration.
        down.dice = {{u"away.armour"_s, {6, 6}},
                     {u"away.injury"_s, {5, 5}},
                     {u"away.casualty"_s, {1, 1}},
                     {u"away.regeneration"_s, {regeneration}}};
        Folded f = foldTyped(*m_rules, m_setup, s, down);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        MatchEvent reroll = makeEvent(MatchEventType::Igor, Side::Away, 5);
        reroll.dice = {{u"away.igor"_s, {igorDie}}};
        const Folded g = foldTyped(*m_rules, m_setup, f.state, reroll);
        QCOMPARE(bool(g.check), accepted);
        QVERIFY(!g.extraRolls);
        QTEST(g.state.away.player(5)->state, "after");
        if (!accepted)
            return;
        QVERIFY(g.state.away.igorUsed);
        // Once per match: a second failed Regeneration gets no Igor.
        MatchState again = g.state;
        again.away.player(6)->skills << u"regeneration"_s;
        MatchEvent second = down;
        second.number = 6;
        second.dice[u"away.regeneration"_s] = {1};
        f = foldTyped(*m_rules, m_setup, again, second);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        reroll.number = 6;
        QVERIFY(!foldTyped(*m_rules, m_setup, f.state, reroll).check);
    }

    // inducements.json wizard: one spell per match; a fireball on every player named in its
    // nine squares (hit on 4+), a lightning bolt on one (hit on 2+); a player hit goes down with
    // an armour roll; no turnover for the casting team.
    void fireballOnSeveralPlayers()
    {
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home);
        s.home.bought.counted.insert(u"wizard"_s, 1);
        MatchEvent e = spell(Side::Home, u"fireball"_s, {1, 2}, {3, 4});
        // home #1: 4 hit, armour 1+1 holds: prone. home #2: 3, missed.
        // away #3: 6 hit, armour 6+6 breaks, injury 2+2 stunned. away #4: 1, missed.
        e.dice = {{u"home.spell.1"_s, {4}}, {u"home.armour"_s, {1, 1}}, {u"home.spell.2"_s, {3}},
                  {u"away.spell.3"_s, {6}}, {u"away.armour"_s, {6, 6}}, {u"away.injury"_s, {2, 2}},
                  {u"away.spell.4"_s, {1}}};
        const Folded f = foldTyped(*m_rules, m_setup, s, e);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.home.player(1)->state, PlayerState::Prone);
        QCOMPARE(f.state.home.player(2)->state, PlayerState::Standing);
        QCOMPARE(f.state.away.player(3)->state, PlayerState::Stunned);
        QCOMPARE(f.state.away.player(4)->state, PlayerState::Standing);
        QVERIFY(!f.state.turnover);
        QVERIFY(f.state.home.spellCast);
        // One spell per match.
        MatchState later = f.state;
        QVERIFY(
            !foldTyped(*m_rules, m_setup, later, spell(Side::Home, u"lightning_bolt"_s, {}, {5}))
                 .check);
    }

    // inducements.json wizard: a fireball on several players of one team, each one's armour,
    // injury and casualty dice typed under his own purpose ("away.armour.3"). Rows "old log"
    // hold the same dice the way logs were written before, under one purpose per team
    // ("away.armour", in the order the players are named): they must replay to the same state.
    // `dice` is "purpose=d,d…"; `after` the PlayerState of each player named, in order.
    void fireballTypedDice_data()
    {
        QTest::addColumn<QList<int>>("away");
        QTest::addColumn<QStringList>("dice");
        QTest::addColumn<QList<int>>("after");
        QTest::addColumn<int>("d68"); // the casualty's D68, when one is hurt
        const int prone = int(PlayerState::Prone);
        const int stunned = int(PlayerState::Stunned);
        const int ko = int(PlayerState::KnockedOut);
        const int casualty = int(PlayerState::Casualty);
        QTest::newRow("inducements.json wizard: two hit, #3 held (1+1), #4 broken, stunned (2+2)")
            << QList<int>{3, 4}
            << QStringList{u"away.spell.3=4"_s, u"away.armour.3=1,1"_s, u"away.spell.4=6"_s,
                           u"away.armour.4=6,6"_s, u"away.injury.4=2,2"_s}
            << QList<int>{prone, stunned} << 0;
        QTest::newRow("inducements.json wizard: typed for #4 first, the same outcome")
            << QList<int>{3, 4}
            << QStringList{u"away.armour.4=6,6"_s, u"away.injury.4=2,2"_s, u"away.spell.4=6"_s,
                           u"away.spell.3=4"_s, u"away.armour.3=1,1"_s}
            << QList<int>{prone, stunned} << 0;
        QTest::newRow("inducements.json wizard: three hit, held, KO (4+4), casualty 11 (6+5)")
            << QList<int>{3, 4, 5}
            << QStringList{u"away.spell.3=4"_s,    u"away.armour.3=1,1"_s, u"away.spell.4=5"_s,
                           u"away.armour.4=6,6"_s, u"away.injury.4=4,4"_s, u"away.spell.5=6"_s,
                           u"away.armour.5=6,5"_s, u"away.injury.5=6,5"_s, u"away.casualty.5=1,1"_s}
            << QList<int>{prone, ko, casualty} << 11;
        QTest::newRow("inducements.json wizard: three, one missed (3), held, casualty 12 (6+6)")
            << QList<int>{3, 4, 5}
            << QStringList{u"away.spell.3=3"_s,     u"away.spell.4=4"_s,    u"away.armour.4=2,3"_s,
                           u"away.spell.5=4"_s,     u"away.armour.5=6,6"_s, u"away.injury.5=6,6"_s,
                           u"away.casualty.5=1,2"_s}
            << QList<int>{int(PlayerState::Standing), prone, casualty} << 12;
        QTest::newRow("old log: two keyed by team, replays the same")
            << QList<int>{3, 4}
            << QStringList{u"away.spell.3=4"_s, u"away.spell.4=6"_s, u"away.armour=1,1,6,6"_s,
                           u"away.injury=2,2"_s}
            << QList<int>{prone, stunned} << 0;
        QTest::newRow("old log: three keyed by team, replays the same")
            << QList<int>{3, 4, 5}
            << QStringList{u"away.spell.3=4"_s,      u"away.spell.4=5"_s,
                           u"away.spell.5=6"_s,      u"away.armour=1,1,6,6,6,5"_s,
                           u"away.injury=4,4,6,5"_s, u"away.casualty=1,1"_s}
            << QList<int>{prone, ko, casualty} << 11;
    }
    void fireballTypedDice()
    {
        QFETCH(QList<int>, away);
        QFETCH(QStringList, dice);
        QFETCH(QList<int>, after);
        QFETCH(int, d68);
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home);
        s.home.bought.counted.insert(u"wizard"_s, 1);
        MatchEvent e = spell(Side::Home, u"fireball"_s, {}, away);
        for (const QString &entry : std::as_const(dice)) {
            const QStringList parts = entry.split(u'=');
            QList<int> values;
            for (const QString &v : parts.at(1).split(u','))
                values << v.toInt();
            e.dice.insert(parts.at(0), values);
        }
        const Folded f = foldTyped(*m_rules, m_setup, s, e);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY2(!f.extraRolls, qPrintable(f.purposes.join(u", "_s))); // every die was typed
        QCOMPARE(f.event.dice, e.dice); // stored as typed: each die used, none left over
        for (qsizetype i = 0; i < away.size(); ++i) {
            const MatchPlayer *p = f.state.away.player(away.at(i));
            QCOMPARE(int(p->state), after.at(i));
            if (p->state == PlayerState::Casualty)
                QCOMPARE(p->casualtyD68.value_or(0), d68);
        }
        // The stored event folded again from the log, with no die to roll.
        MatchState replayed = s;
        MatchEvent stored = f.event;
        ReplayDice none;
        QStringList log;
        const RuleCheck again = MatchFold::apply(*m_rules, m_setup, replayed, stored, none, log);
        QVERIFY2(again, qPrintable(again.reason));
        QVERIFY2(none.missing.isEmpty(), qPrintable(none.missing));
        QCOMPARE(log, f.log);
        for (qsizetype i = 0; i < away.size(); ++i)
            QCOMPARE(int(replayed.away.player(away.at(i))->state), after.at(i));
    }

    void spellTiming_data()
    {
        QTest::addColumn<int>("situation");
        QTest::addColumn<QString>("which");
        QTest::addColumn<QList<int>>("away");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("lightning bolt, start of own turn, 2 hits")
            << 0 << u"lightning_bolt"_s << QList<int>{5} << true;
        QTest::newRow("lightning bolt on two players refused")
            << 0 << u"lightning_bolt"_s << QList<int>{5, 6} << false;
        QTest::newRow("after one of its players acted: refused")
            << 1 << u"lightning_bolt"_s << QList<int>{5} << false;
        QTest::newRow("in the opponent's turn: refused")
            << 2 << u"lightning_bolt"_s << QList<int>{5} << false;
        QTest::newRow("right after its own turn ended")
            << 3 << u"lightning_bolt"_s << QList<int>{5} << true;
        QTest::newRow("no wizard hired") << 4 << u"lightning_bolt"_s << QList<int>{5} << false;
        QTest::newRow("a prone player is not hit")
            << 5 << u"lightning_bolt"_s << QList<int>{5} << false;
        QTest::newRow("an unknown spell") << 0 << u"meteor"_s << QList<int>{5} << false;
        QTest::newRow("a fireball on ten players refused")
            << 0 << u"fireball"_s << QList<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10} << false;
    }
    void spellTiming()
    {
        QFETCH(int, situation);
        QFETCH(QString, which);
        QFETCH(QList<int>, away);
        QFETCH(bool, accepted);
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home);
        if (situation != 4)
            s.home.bought.counted.insert(u"wizard"_s, 1);
        if (situation == 1)
            QVERIFY(apply(s, makeAction(Side::Home, 1, PlayerAction::Move)));
        if (situation == 2)
            s = [&] {
                MatchState other = stateInTurn(*m_rules, m_setup, Side::Away);
                other.home.bought.counted.insert(u"wizard"_s, 1);
                return other;
            }();
        if (situation == 3)
            QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Home)));
        if (situation == 5)
            s.away.player(5)->state = PlayerState::Prone;
        MatchEvent e = spell(Side::Home, which, {}, away);
        e.dice = {{u"away.spell.5"_s, {2}}, {u"away.armour"_s, {1, 2}}};
        const Folded f = foldTyped(*m_rules, m_setup, s, e);
        QCOMPARE(bool(f.check), accepted);
        if (accepted) {
            QVERIFY(!f.extraRolls);
            QCOMPARE(f.state.away.player(5)->state, PlayerState::Prone);
        } else {
            QVERIFY(!f.check.reason.isEmpty());
        }
    }

    // Issue 16 (L): a special play card is played once, at the moment its `play` key names
    // (special_play_cards.json, the card's "timing"); out of it, refused with the moment.
    void cardTiming_data()
    {
        QTest::addColumn<QString>("timing");
        QTest::addColumn<int>("situation");
        QTest::addColumn<bool>("allowed");
        // Situations: 0 pre-match after the weather, 1 pre-match before it, 2 own turn started
        // nobody acted, 3 own turn after a player acted, 4 awaiting own turn, 5 awaiting the
        // opponent's turn after own End turn, 6 right after own kick-off, 7 kick-off phase,
        // 8 drive over, 9 set-up with nobody of the team on the pitch, 10 set-up with the team
        // set up, 11 the opponent's turn.
        QTest::newRow("before_match: after the weather") << u"before_match"_s << 0 << true;
        QTest::newRow("before_match: before the weather") << u"before_match"_s << 1 << false;
        QTest::newRow("before_match: in a turn") << u"before_match"_s << 2 << false;
        QTest::newRow("start_of_turn: awaiting own turn") << u"start_of_turn"_s << 4 << true;
        QTest::newRow("start_of_turn: own turn, nobody acted") << u"start_of_turn"_s << 2 << true;
        QTest::newRow("start_of_turn: a player acted") << u"start_of_turn"_s << 3 << false;
        QTest::newRow("start_of_turn: the opponent's turn") << u"start_of_turn"_s << 11 << false;
        QTest::newRow("end_of_turn: after End turn") << u"end_of_turn"_s << 5 << true;
        QTest::newRow("end_of_turn: after own kick-off") << u"end_of_turn"_s << 6 << true;
        QTest::newRow("end_of_turn: during own turn") << u"end_of_turn"_s << 2 << false;
        QTest::newRow("kick_off: both set up") << u"kick_off"_s << 7 << true;
        QTest::newRow("kick_off: during a turn") << u"kick_off"_s << 2 << false;
        QTest::newRow("drive_end: drive over") << u"drive_end"_s << 8 << true;
        QTest::newRow("drive_end: during a turn") << u"drive_end"_s << 2 << false;
        QTest::newRow("before_setup: drive over") << u"before_setup"_s << 8 << true;
        QTest::newRow("before_setup: not set up yet") << u"before_setup"_s << 9 << true;
        QTest::newRow("before_setup: already set up") << u"before_setup"_s << 10 << false;
    }
    void cardTiming()
    {
        QFETCH(QString, timing);
        QFETCH(int, situation);
        QFETCH(bool, allowed);
        MatchState s = stateInTurn(*m_rules, m_setup, Side::Home);
        switch (situation) {
        case 0:
        case 1:
            s = MatchFold::initialState(*m_rules, m_setup);
            if (situation == 0)
                QVERIFY(apply(s, weather()));
            break;
        case 3:
            QVERIFY(apply(s, makeAction(Side::Home, 1, PlayerAction::Move)));
            break;
        case 4:
            s.phase = MatchPhase::AwaitTurn;
            break;
        case 5:
            s = stateInTurn(*m_rules, m_setup, Side::Home);
            QVERIFY(apply(s, makeEvent(MatchEventType::EndTurn, Side::Home)));
            break;
        case 6:
            s.phase = MatchPhase::AwaitTurn;
            s.active = Side::Away;
            s.kicking = Side::Home;
            s.kickOffJustResolved = true;
            break;
        case 7:
            s.phase = MatchPhase::KickOff;
            break;
        case 8:
            s.phase = MatchPhase::DriveOver;
            break;
        case 9:
        case 10:
            s.phase = MatchPhase::Setup;
            for (MatchPlayer &p : s.home.players)
                p.state = situation == 9 ? PlayerState::Reserves : PlayerState::Standing;
            break;
        case 11:
            s = stateInTurn(*m_rules, m_setup, Side::Away);
            break;
        default:
            break;
        }
        const RuleCheck check = CardRules::canPlayAt(s, Side::Home, timing);
        QCOMPARE(bool(check), allowed);
        if (!allowed)
            QVERIFY(check.reason.startsWith(u"This card is played "_s));
    }

    // The card in hand is played once and logged with its summary; out of its moment, not
    // held, or a second time: refused.
    void playingACard()
    {
        MatchSetup setup = unequal();
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        const SpecialPlayDeck *deck = m_rules->specialPlayDeck(u"miscellaneous_mayhem"_s);
        MatchState s = bought(setup, {{Side::Away, u"card:miscellaneous_mayhem"_s}}, {1});
        const SpecialPlayCard &card = deck->cards.at(0); // Badyear Git: at a kick-off
        QCOMPARE(card.play, u"kick_off"_s);
        QCOMPARE(CardRules::hand(*m_rules, s, Side::Away).size(), 1);
        MatchEvent play = makeEvent(MatchEventType::PlayCard, Side::Away);
        play.item = card.id;
        // Out of its moment: before the match.
        Folded f = foldTyped(*m_rules, setup, s, play);
        QVERIFY(!f.check);
        QVERIFY2(f.check.reason.contains(u"kick-off"_s), qPrintable(f.check.reason));
        s.phase = MatchPhase::KickOff;
        f = foldTyped(*m_rules, setup, s, play);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(f.log.join(u'\n').contains(card.effect.current()));
        QCOMPARE(f.state.away.cardsPlayed, QStringList{card.id});
        QVERIFY(CardRules::hand(*m_rules, f.state, Side::Away).isEmpty());
        QVERIFY(!foldTyped(*m_rules, setup, f.state, play).check); // played already
        MatchEvent theirs = play;
        theirs.side = Side::Home;
        QVERIFY(!foldTyped(*m_rules, setup, s, theirs).check); // not in the home hand
    }

    // A whole match with inducements bought before the kick-off: a star plays and scores, the
    // chef rolls each half, and the log written to JSON and read back folds to the same state
    // without a single die rolled. The league record gives the list and no SPP to the star.
    void wholeMatchWithInducementsReplays()
    {
        // Home 860,000 with a treasury of 140,000, all of it as petty cash; away 11 linemen and
        // no re-roll, 550,000: a handicap of 860,000 + 140,000 − 550,000 = 450,000.
        MatchSetup setup = m_setup;
        setup.exhibition = false;
        setup.away = humanTeam(*m_rules, 11, 0);
        setup.away.name = u"Middenheim Wolves"_s;
        setup.away.rerolls = 0;
        setup.homePettyCash = 140000;
        QList<MatchEvent> events;
        events << weather();
        events << buy(Side::Home, u"star:puggy_baconbreath"_s)
               << buy(Side::Away, u"halfling_master_chef"_s);
        for (MatchEvent e : scriptedMatch()) {
            if (e.type == MatchEventType::PreMatch) {
                e.dice.remove(u"weather"_s);
                e.dice.insert(u"away.chef"_s, {4, 5, 1});
            }
            // Puggy Baconbreath, #12, plays instead of #2 and scores the touchdown.
            if (e.side == Side::Home) {
                if (e.type == MatchEventType::Lineup)
                    e.numbers.replace(1, 12);
                if (e.number == 2)
                    e.number = 12;
            }
            events << e;
        }
        // The half-time EndDrive rolls the chef again.
        for (MatchEvent &e : events) {
            if (e.type == MatchEventType::EndDrive) {
                e.dice.insert(u"away.chef"_s, {1, 1, 6});
                break;
            }
        }
        Match match(*m_rules, setup);
        for (const MatchEvent &e : std::as_const(events)) {
            ReplayDice none;
            const RuleCheck check = match.append(e, none);
            QVERIFY2(check, qPrintable(check.reason + u" / missing die "_s + none.missing));
        }
        QCOMPARE(match.state().phase, MatchPhase::Finished);
        QCOMPARE(match.state().home.score, 1);
        QCOMPARE(match.state().home.player(12)->touchdowns, 1);
        QCOMPARE(match.state().home.bought.stars, QStringList{u"puggy_baconbreath"_s});
        // The chef's second half: 1, 1, 6 — one re-roll for the away team, one taken from home.
        QCOMPARE(match.state().away.rerolls, 1);
        QCOMPARE(match.state().home.rerolls, 3 - 1);
        QCOMPARE(match.state().away.bought.count(u"halfling_master_chef"_s), 1);

        QList<MatchEvent> read;
        for (const MatchEvent &e : match.events()) {
            QString error;
            const std::optional<MatchEvent> back =
                MatchEventJson::fromJson(MatchEventJson::toJson(e), &error);
            QVERIFY2(back, qPrintable(error));
            read << *back;
        }
        QString error;
        const Match replayed = Match::replay(*m_rules, setup, read, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(replayed.state(), match.state());

        const MatchRecord record = MatchResult::record(*m_rules, setup, read);
        QCOMPARE(record.home.score, 1);
        QVERIFY(record.home.inducements);
        QCOMPARE(record.home.inducements->stars, QStringList{u"puggy_baconbreath"_s});
        QCOMPARE(record.away.inducements->count(u"halfling_master_chef"_s), 1);
        QCOMPARE(record.home.pettyCash, qint64(140000));
        for (const PlayerMatchEvents &p : record.home.players)
            QVERIFY2(p.number != 12, "a star keeps no SPP");

        // Undo every event back to the weather (the purchases, the chef's rolls in the pre-match
        // and at half time, the star's touchdown among them): each time the match is the shorter
        // log replayed; redo brings the whole match back with the dice each event kept.
        const QList<MatchEvent> all = match.events();
        for (qsizetype n = all.size(); n > 0; --n) {
            QVERIFY(match.canUndo());
            match.undo();
            QString prefixError;
            const Match prefix = Match::replay(*m_rules, setup, all.mid(0, n - 1), &prefixError);
            QVERIFY2(prefixError.isEmpty(), qPrintable(prefixError));
            QVERIFY2(match.state() == prefix.state(), qPrintable(u"event %1 undone"_s.arg(n)));
        }
        QCOMPARE(match.state().home.bought.stars, QStringList());
        for (qsizetype n = 0; n < all.size(); ++n) {
            const RuleCheck again = match.redo();
            QVERIFY2(again, qPrintable(u"event %1 redone: "_s.arg(n + 1) + again.reason));
        }
        QCOMPARE(match.state(), replayed.state());
    }
};

QTEST_GUILESS_MAIN(TestMatchInducements)
#include "tst_match_inducements.moc"
