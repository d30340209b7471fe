// Every inducement with its limit, price and roster rule (French rulebook l.3571–3665; the
// inducement facts of resources/rules/lrb6/inducements.json, checked against tests/data/*.csv where
// those hold them): each limit at its edge and one past it, roster prices, Igor and wandering
// apothecaries for all 24 rosters, star eligibility for all 57 stars, mercenaries, cards.
#include "core/inducements/InducementRules.h"
#include "core/inducements/LeagueInducements.h"
#include "core/inducements/PreMatchMoney.h"
#include "core/league/LeagueKeys.h"
#include "core/league/LeagueOptionsRules.h"
#include "core/rules/RulesetLoader.h"

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(dugout::InducementItem)
Q_DECLARE_METATYPE(dugout::SpecialPlayCardsRule)

namespace {

QList<QStringList> readCsv(const QString &name)
{
    QFile file(QStringLiteral(DUGOUT_TEST_DATA_DIR) + u'/' + name);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    QList<QStringList> rows;
    file.readLine(); // header
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (!line.isEmpty())
            rows << line.split(u',');
    }
    return rows;
}

constexpr qint64 plenty = 10000000;

} // namespace

class TestInducementRules : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    static InducementTeam team(const QString &rosterId, int players = 11)
    {
        InducementTeam t;
        t.rosterId = rosterId;
        t.players = players;
        return t;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English));
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void countedLimitsAndPrices_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("roster");
        QTest::addColumn<int>("max");
        QTest::addColumn<qint64>("price");
        // l.3590–3602, l.3646–3650 and inducements.json: maxima and prices; roster price overrides.
        QTest::newRow("l.3590 Bloodweiser babes 0-2, 50,000")
            << u"bloodweiser_babes"_s << u"human"_s << 2 << 50000LL;
        QTest::newRow("l.3591 bribes 0-3, 100,000") << u"bribe"_s << u"human"_s << 3 << 100000LL;
        QTest::newRow("inducements.json bribes for Goblins, 50,000")
            << u"bribe"_s << u"goblin"_s << 3 << 50000LL;
        QTest::newRow("l.3598 extra training 0-4, 100,000")
            << u"extra_training"_s << u"orc"_s << 4 << 100000LL;
        QTest::newRow("l.3646 Halfling master chef 0-1, 300,000")
            << u"halfling_master_chef"_s << u"human"_s << 1 << 300000LL;
        QTest::newRow("inducements.json chef for Halflings, 100,000")
            << u"halfling_master_chef"_s << u"halfling"_s << 1 << 100000LL;
        QTest::newRow("l.3647 Igor 0-1, 100,000 (Undead)")
            << u"igor"_s << u"undead"_s << 1 << 100000LL;
        QTest::newRow("l.3649 wandering apothecaries 0-2, 100,000")
            << u"wandering_apothecary"_s << u"dwarf"_s << 2 << 100000LL;
        QTest::newRow("l.3650 wizard 0-1, 150,000") << u"wizard"_s << u"skaven"_s << 1 << 150000LL;
    }

    void countedLimitsAndPrices()
    {
        QFETCH(QString, id);
        QFETCH(QString, roster);
        QFETCH(int, max);
        QFETCH(qint64, price);
        const InducementRules rules(*m_rules);
        const InducementItem item = InducementItem::counted(id);
        QCOMPARE(rules.price(item, roster), std::optional<qint64>(price));
        InducementPurchases bought;
        for (int i = 0; i < max; ++i) {
            const RuleCheck check = rules.canBuy(bought, item, team(roster), {}, plenty);
            QVERIFY2(check.allowed, qPrintable(check.reason));
            bought.add(item, *m_rules);
        }
        QCOMPARE(rules.total(bought, roster), price * max);
        const RuleCheck past = rules.canBuy(bought, item, team(roster), {}, plenty);
        QVERIFY(!past.allowed);
        QVERIFY2(past.reason.contains(u"at most %1"_s.arg(max)), qPrintable(past.reason));
    }

    // Purchases exactly equal to the gold are allowed; one gold piece short is refused.
    void goldAtTheEdge_data()
    {
        QTest::addColumn<qint64>("gold");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("l.3643 exactly the price of the wizard") << 150000LL << true;
        QTest::newRow("l.3643 10,000 short") << 140000LL << false;
        QTest::newRow("l.3643 no gold at all") << 0LL << false;
    }

    void goldAtTheEdge()
    {
        QFETCH(qint64, gold);
        QFETCH(bool, allowed);
        const InducementRules rules(*m_rules);
        const RuleCheck check =
            rules.canBuy({}, InducementItem::counted(u"wizard"_s), team(u"human"_s), {}, gold);
        QCOMPARE(check.allowed, allowed);
        if (!allowed)
            QVERIFY2(check.reason.contains(u"150,000"_s), qPrintable(check.reason));
    }

    // Igor only for rosters that may not hire an apothecary, wandering apothecaries only for
    // those that may: all 24 rosters, apothecary column of tests/data/lrb6_rosters.csv.
    void igorAndWanderingApothecaries_data()
    {
        QTest::addColumn<QString>("roster");
        QTest::addColumn<bool>("apothecary");
        const QList<QStringList> rows = readCsv(u"lrb6_rosters.csv"_s);
        QCOMPARE(rows.size(), 24);
        for (const QStringList &row : rows)
            QTest::newRow(qPrintable(u"l.3647 l.3649 lrb6_rosters.csv "_s + row.at(0)))
                << row.at(0) << (row.at(3) == u"1"_s);
    }

    void igorAndWanderingApothecaries()
    {
        QFETCH(QString, roster);
        QFETCH(bool, apothecary);
        const InducementRules rules(*m_rules);
        const RuleCheck igor =
            rules.canBuy({}, InducementItem::counted(u"igor"_s), team(roster), {}, plenty);
        const RuleCheck wandering = rules.canBuy(
            {}, InducementItem::counted(u"wandering_apothecary"_s), team(roster), {}, plenty);
        QCOMPARE(igor.allowed, !apothecary);
        QCOMPARE(wandering.allowed, apothecary);
        QVERIFY((apothecary ? igor : wandering).reason.contains(u"not available"_s));
    }

    // Star players: each of the 57 stars for each of the 24 rosters, against the plays_for
    // column of tests/data/lrb6_star_players.csv. Grotty only comes with Brick Far'th.
    void starEligibility_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("playsFor");
        QTest::addColumn<qint64>("cost");
        const QList<QStringList> rows = readCsv(u"lrb6_star_players.csv"_s);
        QCOMPARE(rows.size(), 57);
        for (const QStringList &row : rows)
            QTest::newRow(qPrintable(u"l.3648 lrb6_star_players.csv "_s + row.at(0)))
                << row.at(0) << row.at(7).split(u';') << row.at(1).toLongLong();
    }

    void starEligibility()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, playsFor);
        QFETCH(qint64, cost);
        const StarPlayer *star = nullptr;
        for (const StarPlayer &candidate : m_rules->starPlayers())
            star = candidate.name.en == name ? &candidate : star;
        QVERIFY2(star, qPrintable(name));
        const InducementRules rules(*m_rules);
        const InducementItem item = InducementItem::star(star->id);
        QCOMPARE(rules.price(item, playsFor.first()), std::optional<qint64>(cost));
        for (const Roster &roster : m_rules->rosters()) {
            const RuleCheck check = rules.canBuy({}, item, team(roster.id), {}, plenty);
            const bool expected = playsFor.contains(roster.id) && star->id != u"grotty"_s;
            QVERIFY2(check.allowed == expected, qPrintable(roster.id + u": "_s + check.reason));
        }
    }

    void starLimits()
    {
        const InducementRules rules(*m_rules);
        // l.3648: 0-2 star players; the same star cannot be hired twice.
        InducementPurchases bought;
        const InducementItem morg = InducementItem::star(u"morg_n_thorg"_s);
        QVERIFY(rules.canBuy(bought, morg, team(u"human"_s), {}, plenty));
        bought.add(morg, *m_rules);
        const RuleCheck twice = rules.canBuy(bought, morg, team(u"human"_s), {}, plenty);
        QVERIFY(!twice.allowed);
        QVERIFY(twice.reason.contains(u"already hired"_s));
        const InducementItem griff = InducementItem::star(u"griff_oberwald"_s);
        QVERIFY(rules.canBuy(bought, griff, team(u"human"_s), {}, plenty));
        bought.add(griff, *m_rules);
        const RuleCheck third = rules.canBuy(bought, InducementItem::star(u"mighty_zug"_s),
                                             team(u"human"_s), {}, plenty);
        QVERIFY(!third.allowed);
        QVERIFY(third.reason.contains(u"at most 2 star players"_s));
    }

    // Brick Far'th comes with Grotty for one fee: two star players (README, "Choices").
    void brickAndGrotty()
    {
        const InducementRules rules(*m_rules);
        const InducementItem brick = InducementItem::star(u"brick_farth"_s);
        InducementPurchases bought;
        QVERIFY(rules.canBuy(bought, brick, team(u"ogre"_s), {}, 290000));
        bought.add(brick, *m_rules);
        QCOMPARE(bought.stars, (QStringList{u"brick_farth"_s, u"grotty"_s}));
        QCOMPARE(rules.total(bought, u"ogre"_s), 290000);
        QVERIFY(!rules.canBuy(bought, InducementItem::star(u"bertha_bigfist"_s), team(u"ogre"_s),
                              {}, plenty));

        InducementPurchases oneStar;
        oneStar.add(InducementItem::star(u"bertha_bigfist"_s), *m_rules);
        const RuleCheck noRoom = rules.canBuy(oneStar, brick, team(u"ogre"_s), {}, plenty);
        QVERIFY(!noRoom.allowed);
        QVERIFY2(noRoom.reason.contains(u"Grotty"_s), qPrintable(noRoom.reason));
        const RuleCheck grotty =
            rules.canBuy({}, InducementItem::star(u"grotty"_s), team(u"ogre"_s), {}, plenty);
        QVERIFY(!grotty.allowed);
        QVERIFY(grotty.reason.contains(u"only hired with Brick"_s));
    }

    // LRB6: both teams may hire the same star; he takes both fees and plays for neither.
    void sameStarOnBothSides()
    {
        const InducementRules rules(*m_rules);
        InducementPurchases home;
        home.add(InducementItem::star(u"morg_n_thorg"_s), *m_rules);
        const InducementItem morg = InducementItem::star(u"morg_n_thorg"_s);
        QVERIFY(rules.canBuy({}, morg, team(u"orc"_s), home, plenty));
        QVERIFY(rules.sharedStarWarning(morg, home).contains(u"plays for neither"_s));
        QVERIFY(rules.sharedStarWarning(InducementItem::star(u"griff_oberwald"_s), home).isEmpty());
        InducementPurchases away;
        away.add(morg, *m_rules);
        away.add(InducementItem::star(u"mighty_zug"_s), *m_rules);
        QCOMPARE(InducementRules::starsHiredByBoth(home, away), QStringList{u"morg_n_thorg"_s});
        QCOMPARE(rules.total(away, u"human"_s),
                 m_rules->starPlayer(u"morg_n_thorg"_s)->cost +
                     m_rules->starPlayer(u"mighty_zug"_s)->cost); // both fees are still paid
    }

    void mercenaries_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("skill");
        QTest::addColumn<int>("alreadyInPosition");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<qint64>("price");
        QTest::addColumn<QString>("reasonPart");
        // Mercenaries (resources/rules/lrb6/inducements.json): position price + 30,000; + 50,000
        // for one extra Normal skill.
        QTest::newRow("C.3 human lineman 50,000 + 30,000")
            << u"human.lineman"_s << QString() << 0 << 11 << true << 80000LL << QString();
        QTest::newRow("C.3 blitzer with Accurate, a Passing skill (not Normal)")
            << u"human.blitzer"_s << u"accurate"_s << 0 << 11 << false << 170000LL
            << u"not a Normal skill"_s;
        QTest::newRow("C.3 blitzer with Tackle +50,000")
            << u"human.blitzer"_s << u"tackle"_s << 0 << 11 << true << 170000LL << QString();
        QTest::newRow("C.3 blitzer with Block he already has")
            << u"human.blitzer"_s << u"block"_s << 0 << 11 << false << 170000LL << u"already has"_s;
        QTest::newRow("C.3 extra Loner refused")
            << u"human.blitzer"_s << u"loner"_s << 0 << 11 << false << 170000LL << u"already has"_s;
        QTest::newRow("C.3 position maximum reached (4 blitzers)")
            << u"human.blitzer"_s << QString() << 4 << 11 << false << 120000LL << u"maximum"_s;
        QTest::newRow("C.3 one under the position maximum")
            << u"human.blitzer"_s << QString() << 3 << 11 << true << 120000LL << QString();
        QTest::newRow("choice: 15 players, a 16th as mercenary")
            << u"human.lineman"_s << QString() << 0 << 15 << true << 80000LL << QString();
        QTest::newRow("choice: 16 players, no mercenary")
            << u"human.lineman"_s << QString() << 0 << 16 << false << 80000LL
            << u"past 16 players"_s;
        // An extra skill changes nothing to the limits: refused for the same reason as without.
        QTest::newRow("C.3 blitzer with Tackle at the position maximum (4 blitzers)")
            << u"human.blitzer"_s << u"tackle"_s << 4 << 11 << false << 170000LL << u"maximum"_s;
        QTest::newRow("choice: lineman with Block at 16 players")
            << u"human.lineman"_s << u"block"_s << 0 << 16 << false << 130000LL
            << u"past 16 players"_s;
        QTest::newRow("choice: lineman with Block as the 16th player")
            << u"human.lineman"_s << u"block"_s << 0 << 15 << true << 130000LL << QString();
        QTest::newRow("C.3 another roster's position")
            << u"orc.blitzer"_s << QString() << 0 << 11 << false << 110000LL << u"not a position"_s;
    }

    void mercenaries()
    {
        QFETCH(QString, position);
        QFETCH(QString, skill);
        QFETCH(int, alreadyInPosition);
        QFETCH(int, players);
        QFETCH(bool, allowed);
        QFETCH(qint64, price);
        QFETCH(QString, reasonPart);
        const InducementRules rules(*m_rules);
        InducementTeam humans = team(u"human"_s, players);
        humans.positions.insert(u"human.blitzer"_s, alreadyInPosition);
        const InducementItem item = InducementItem::mercenary(position, skill);
        QCOMPARE(rules.price(item, u"human"_s), std::optional<qint64>(price));
        const RuleCheck check = rules.canBuy({}, item, humans, {}, plenty);
        QCOMPARE(check.allowed, allowed);
        QVERIFY2(check.reason.contains(reasonPart), qPrintable(check.reason));
    }

    // Mercenaries already bought count towards the position maximum and the 16 players.
    void mercenariesAddUp()
    {
        const InducementRules rules(*m_rules);
        InducementTeam humans = team(u"human"_s, 14);
        humans.positions.insert(u"human.blitzer"_s, 2);
        InducementPurchases bought;
        const InducementItem blitzer = InducementItem::mercenary(u"human.blitzer"_s);
        QVERIFY(rules.canBuy(bought, blitzer, humans, {}, plenty));
        bought.add(blitzer, *m_rules);
        QVERIFY(rules.canBuy(bought, blitzer, humans, {}, plenty));
        bought.add(blitzer, *m_rules);
        QVERIFY(!rules.canBuy(bought, InducementItem::mercenary(u"human.lineman"_s), humans, {},
                              plenty));
        QCOMPARE(rules.total(bought, u"human"_s), 2 * 120000);
    }

    void leagueExclusions_data()
    {
        QTest::addColumn<QString>("excluded");
        QTest::addColumn<InducementItem>("item");
        QTest::newRow("K wizard excluded") << u"wizard"_s << InducementItem::counted(u"wizard"_s);
        QTest::newRow("K stars excluded")
            << u"star_player"_s << InducementItem::star(u"griff_oberwald"_s);
        QTest::newRow("K mercenaries excluded")
            << u"mercenary"_s << InducementItem::mercenary(u"human.lineman"_s);
    }

    void leagueExclusions()
    {
        QFETCH(QString, excluded);
        QFETCH(InducementItem, item);
        QStringList allowed;
        for (const Inducement &inducement : m_rules->inducements())
            allowed << inducement.id;
        allowed.removeAll(excluded);
        const InducementRules rules(*m_rules, InducementOptions{allowed, {}, 5, 0});
        const RuleCheck check = rules.canBuy({}, item, team(u"human"_s), {}, plenty);
        QVERIFY(!check.allowed);
        QVERIFY2(check.reason.contains(u"not allowed in this league"_s), qPrintable(check.reason));
        const InducementRules open(*m_rules);
        QVERIFY(open.canBuy({}, item, team(u"human"_s), {}, plenty));
    }

    void specialPlayCards_data()
    {
        QTest::addColumn<int>("rule");
        QTest::addColumn<int>("alreadyBought");
        QTest::addColumn<int>("opponentFromDeck");
        QTest::addColumn<QString>("deck");
        QTest::addColumn<qint64>("gold");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("reasonPart");
        const int notUsed = int(SpecialPlayCardsRule::NotUsed);
        const int asInducements = int(SpecialPlayCardsRule::AsInducements);
        const int budget = int(SpecialPlayCardsRule::FixedBudget);
        QTest::newRow("K cards not used (default)")
            << notUsed << 0 << 0 << u"dirty_tricks"_s << plenty << false << u"does not use"_s;
        QTest::newRow("L dirty tricks 50,000")
            << asInducements << 0 << 0 << u"dirty_tricks"_s << 50000LL << true << QString();
        QTest::newRow("L desperate measures 400,000, short")
            << asInducements << 0 << 0 << u"desperate_measures"_s << 390000LL << false
            << u"400,000"_s;
        QTest::newRow("K fifth card allowed")
            << asInducements << 4 << 0 << u"good_karma"_s << plenty << true << QString();
        QTest::newRow("K sixth card refused")
            << asInducements << 5 << 0 << u"good_karma"_s << plenty << false << u"at most 5"_s;
        QTest::newRow("choice: a shared deck runs out (8 desperate measures)")
            << asInducements << 4 << 4 << u"desperate_measures"_s << plenty << false
            << u"no card left"_s;
        QTest::newRow("K fixed budget: paid from the budget, not the gold")
            << budget << 0 << 0 << u"magic_items"_s << 0LL << true << QString();
        QTest::newRow("K fixed budget spent")
            << budget << 2 << 0 << u"magic_items"_s << plenty << false << u"card budget"_s;
    }

    void specialPlayCards()
    {
        QFETCH(int, rule);
        QFETCH(int, alreadyBought);
        QFETCH(int, opponentFromDeck);
        QFETCH(QString, deck);
        QFETCH(qint64, gold);
        QFETCH(bool, allowed);
        QFETCH(QString, reasonPart);
        QVERIFY2(m_rules->specialPlayDeck(deck), qPrintable(deck));
        const InducementRules rules(
            *m_rules, InducementOptions{std::nullopt, SpecialPlayCardsRule(rule), 5, 100000});
        InducementPurchases bought;
        for (int i = 0; i < alreadyBought; ++i)
            bought.add(InducementItem::card(deck), *m_rules);
        InducementPurchases opponent;
        for (int i = 0; i < opponentFromDeck; ++i)
            opponent.add(InducementItem::card(deck), *m_rules);
        const RuleCheck check =
            rules.canBuy(bought, InducementItem::card(deck), team(u"human"_s), opponent, gold);
        QCOMPARE(check.allowed, allowed);
        QVERIFY2(check.reason.contains(reasonPart), qPrintable(check.reason));
    }

    void cardsInsteadOfOthers()
    {
        const InducementRules rules(
            *m_rules, InducementOptions{std::nullopt, SpecialPlayCardsRule::InsteadOfOthers, 5, 0});
        QVERIFY(rules.canBuy({}, InducementItem::card(u"dirty_tricks"_s), team(u"human"_s), {},
                             plenty));
        const RuleCheck bribe =
            rules.canBuy({}, InducementItem::counted(u"bribe"_s), team(u"human"_s), {}, plenty);
        QVERIFY(!bribe.allowed);
        QVERIFY(bribe.reason.contains(u"replace every other"_s));
    }

    // The total of a mixed list, and a fixed card budget left out of the gold.
    void totals()
    {
        InducementPurchases bought;
        bought.add(InducementItem::counted(u"bribe"_s), *m_rules);
        bought.add(InducementItem::counted(u"bribe"_s), *m_rules);
        bought.add(InducementItem::counted(u"halfling_master_chef"_s), *m_rules);
        bought.add(InducementItem::mercenary(u"goblin.goblin"_s, u"sure_hands"_s), *m_rules);
        bought.add(InducementItem::card(u"dirty_tricks"_s), *m_rules);
        const InducementRules asInducements(
            *m_rules, InducementOptions{std::nullopt, SpecialPlayCardsRule::AsInducements, 5, 0});
        const qint64 goblinMercenary = m_rules->position(u"goblin.goblin"_s)->cost + 30000 + 50000;
        QCOMPARE(asInducements.total(bought, u"goblin"_s),
                 2 * 50000 + 300000 + goblinMercenary + 50000);
        const InducementRules budget(
            *m_rules,
            InducementOptions{std::nullopt, SpecialPlayCardsRule::FixedBudget, 5, 100000});
        QCOMPARE(budget.goldTotal(bought, u"goblin"_s), 2 * 50000 + 300000 + goblinMercenary);
    }

    // The whole sequence: the weaker team's handicap plus its petty cash is the gold it may
    // spend; purchases exactly equal to it are allowed, and then nothing more (l.3631–3644).
    void purchasesExactlyEqualToTheGold()
    {
        const PreMatchMoney money =
            PreMatchMoney::compute({1000000, 0}, {1250000, 50000}, 0, 50000);
        QCOMPARE(money.home().gold(), 300000);
        const InducementRules rules(*m_rules);
        InducementPurchases bought;
        for (const QString &id : {u"wizard"_s, u"bribe"_s, u"bloodweiser_babes"_s}) {
            const InducementItem item = InducementItem::counted(id);
            const qint64 left = money.home().gold() - rules.total(bought, u"human"_s);
            const RuleCheck check = rules.canBuy(bought, item, team(u"human"_s), {}, left);
            QVERIFY2(check.allowed, qPrintable(id + u": "_s + check.reason));
            bought.add(item, *m_rules);
        }
        QCOMPARE(rules.total(bought, u"human"_s), money.home().gold());
        QVERIFY(!rules.canBuy(bought, InducementItem::counted(u"bloodweiser_babes"_s),
                              team(u"human"_s), {}, 0));
        QCOMPARE(money.home().handicapLost(rules.total(bought, u"human"_s)), 0);
    }

    // A whole list checked at once (the record of a match, a list typed on the command line):
    // every purchase as a coach would make it, the cards drawn against their decks.
    void wholeList_data()
    {
        QTest::addColumn<QString>("situation");
        QTest::addColumn<qint64>("gold");
        QTest::addColumn<QString>("reasonPart"); // empty: accepted
        QTest::newRow("l.3634 three purchases exactly the gold")
            << u"exact"_s << 350000LL << QString();
        QTest::newRow("l.3634 the same list 10,000 short") << u"exact"_s << 340000LL << u"only"_s;
        QTest::newRow("choice: Brick brings Grotty, both listed")
            << u"brick"_s << 290000LL << QString();
        QTest::newRow("choice: Grotty listed without Brick")
            << u"grotty"_s << plenty << u"only hired with Brick"_s;
        QTest::newRow("choice: Brick listed without Grotty")
            << u"brick alone"_s << plenty << u"do not match"_s;
        QTest::newRow("K a card drawn that is not of its deck")
            << u"wrong deck"_s << plenty << u"is not a card of the"_s;
        QTest::newRow("K two cards drawn, one bought")
            << u"too many drawn"_s << plenty
            << u"drawn from the Dirty Tricks deck, but only 1 bought"_s;
        QTest::newRow("choice: a card the opponent drew from the shared deck")
            << u"opponent drew"_s << plenty << u"drawn twice"_s;
    }
    void wholeList()
    {
        QFETCH(QString, situation);
        QFETCH(qint64, gold);
        InducementOptions options;
        options.cards = SpecialPlayCardsRule::AsInducements;
        const InducementRules rules(*m_rules, options);
        InducementPurchases bought;
        InducementPurchases opponent;
        QString roster = u"human"_s;
        const QString chop = u"dirty_tricks.chop_block"_s;
        if (situation == u"exact"_s) {
            bought.counted = {{u"wizard"_s, 1}, {u"bribe"_s, 1}, {u"bloodweiser_babes"_s, 2}};
        } else if (situation.startsWith(u"brick"_s) || situation == u"grotty"_s) {
            roster = u"ogre"_s;
            bought.stars = situation == u"brick"_s    ? QStringList{u"brick_farth"_s, u"grotty"_s}
                           : situation == u"grotty"_s ? QStringList{u"grotty"_s}
                                                      : QStringList{u"brick_farth"_s};
        } else {
            bought.cards = {{u"dirty_tricks"_s, 1}};
            bought.drawn = {{u"dirty_tricks"_s, {chop}}};
            if (situation == u"wrong deck"_s)
                bought.drawn = {{u"dirty_tricks"_s, {u"good_karma.x"_s}}};
            else if (situation == u"too many drawn"_s)
                bought.drawn[u"dirty_tricks"_s] << u"dirty_tricks.blatant_foul"_s;
            else
                opponent.drawn = {{u"dirty_tricks"_s, {chop}}};
            opponent.cards = {{u"dirty_tricks"_s, 1}};
        }
        const RuleCheck check = rules.checkList(bought, team(roster), opponent, gold);
        QFETCH(QString, reasonPart);
        QCOMPARE(check.allowed, reasonPart.isEmpty());
        QVERIFY2(check.reason.contains(reasonPart), qPrintable(check.reason));
    }

    // K: special play cards as a league option, kept with the league and read by the inducement
    // rules: a fixed budget pays the cards, whatever gold the team has; the league's maximum holds.
    void leagueCardOptions_data()
    {
        QTest::addColumn<SpecialPlayCardsRule>("rule");
        QTest::addColumn<int>("maxCards");
        QTest::addColumn<qint64>("budget");
        QTest::addColumn<qint64>("gold");
        QTest::addColumn<int>("alreadyBought");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("K not used (default)")
            << SpecialPlayCardsRule::NotUsed << 5 << 0LL << plenty << 0 << false;
        QTest::newRow("K as inducements, 50,000 of gold")
            << SpecialPlayCardsRule::AsInducements << 5 << 0LL << 50000LL << 0 << true;
        QTest::newRow("K as inducements, 40,000 of gold")
            << SpecialPlayCardsRule::AsInducements << 5 << 0LL << 40000LL << 0 << false;
        QTest::newRow("K fixed budget 100,000, no gold")
            << SpecialPlayCardsRule::FixedBudget << 5 << 100000LL << 0LL << 1 << true;
        QTest::newRow("K fixed budget 100,000 spent")
            << SpecialPlayCardsRule::FixedBudget << 5 << 100000LL << plenty << 2 << false;
        QTest::newRow("K a league maximum of 2 cards reached")
            << SpecialPlayCardsRule::AsInducements << 2 << 0LL << plenty << 2 << false;
        QTest::newRow("K instead of others: a card is fine")
            << SpecialPlayCardsRule::InsteadOfOthers << 5 << 0LL << plenty << 0 << true;
    }
    void leagueCardOptions()
    {
        QFETCH(SpecialPlayCardsRule, rule);
        QFETCH(int, maxCards);
        QFETCH(qint64, budget);
        QFETCH(qint64, gold);
        QFETCH(int, alreadyBought);
        QFETCH(bool, allowed);
        LeagueOptions league;
        league.cards = rule;
        league.maxCards = maxCards;
        league.cardBudget = budget;
        QCOMPARE(leagueOptionsFromJson(leagueOptionsToJson(league)), league);
        QVERIFY2(LeagueOptionsRules::problems(league, *m_rules).isEmpty(),
                 qPrintable(LeagueOptionsRules::problems(league, *m_rules).join(u' ')));
        const InducementRules rules(*m_rules, inducementOptions(league));
        InducementPurchases bought;
        bought.cards = {{u"dirty_tricks"_s, alreadyBought}};
        QCOMPARE(bool(rules.canBuy(bought, InducementItem::card(u"dirty_tricks"_s),
                                   team(u"human"_s), {}, gold)),
                 allowed);
        if (rule == SpecialPlayCardsRule::InsteadOfOthers)
            QVERIFY(!rules.canBuy({}, InducementItem::counted(u"bribe"_s), team(u"human"_s), {},
                                  plenty));
    }

    void unknownItems()
    {
        const InducementRules rules(*m_rules);
        QVERIFY(!rules.canBuy({}, InducementItem::counted(u"cheerleader"_s), team(u"human"_s), {},
                              plenty));
        // Each unknown id is named as what it was taken for.
        const RuleCheck star =
            rules.canBuy({}, InducementItem::star(u"nobody"_s), team(u"human"_s), {}, plenty);
        QVERIFY2(star.reason.contains(u"Unknown star player 'nobody'"_s), qPrintable(star.reason));
        const RuleCheck position = rules.canBuy({}, InducementItem::mercenary(u"human.wizard"_s),
                                                team(u"human"_s), {}, plenty);
        QVERIFY2(position.reason.contains(u"Unknown position 'human.wizard'"_s),
                 qPrintable(position.reason));
        const RuleCheck deck =
            rules.canBuy({}, InducementItem::card(u"tarot"_s), team(u"human"_s), {}, plenty);
        QVERIFY2(deck.reason.contains(u"deck 'tarot'"_s), qPrintable(deck.reason));
        // The list's "Star players" and "Mercenaries" have no price of their own: the reason
        // says to choose one (it said "Unknown inducement").
        for (const QString &id : {u"star_player"_s, u"mercenary"_s}) {
            const RuleCheck which =
                rules.canBuy({}, InducementItem::counted(id), team(u"human"_s), {}, plenty);
            QVERIFY(!which.allowed);
            QVERIFY2(which.reason.contains(u"Choose which star player or which mercenary"_s),
                     qPrintable(which.reason));
        }
    }

    // A card is drawn when it is bought (RULES.md K: one random card of the deck per purchase);
    // once its coach has looked, taking it back and buying again would be a second draw.
    void returningAPurchase_data()
    {
        QTest::addColumn<QString>("item");
        QTest::addColumn<bool>("cardSeen");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("K a card still face down goes back")
            << u"card:dirty_tricks"_s << false << true;
        QTest::newRow("K a card its coach looked at stays")
            << u"card:dirty_tricks"_s << true << false;
        QTest::newRow("a bribe, whatever was looked at") << u"bribe"_s << true << true;
        QTest::newRow("a star") << u"star:helmut_wulf"_s << false << true;
    }
    void returningAPurchase()
    {
        QFETCH(QString, item);
        QFETCH(bool, cardSeen);
        QFETCH(bool, allowed);
        const RuleCheck check =
            InducementRules::canReturn(InducementItem::fromText(item), cardSeen);
        QCOMPARE(bool(check), allowed);
        QCOMPARE(check.reason.contains(u"second card"_s), !allowed);
    }
};

QTEST_GUILESS_MAIN(TestInducementRules)
#include "tst_inducement_rules.moc"
