// Match records as JSON: every field survives a round trip, and each kind of broken file is
// refused with a message naming the field.
#include "../support/JsonEdit.h"
#include "core/league/MatchRecordJson.h"
#include "core/rules/RulesetLoader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestMatchRecordJson : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    // A record with every field set to something other than its default.
    static MatchRecord fullRecord()
    {
        MatchRecord record;
        record.leagueId = 4;
        record.seasonId = 2;
        record.fixtureId = 17;
        record.home.teamId = 11;
        record.home.score = 2;
        record.home.players = {PlayerMatchEvents{7, 2, 1, 0, 1}, PlayerMatchEvents{3, 0, 1, 1, 0}};
        record.home.casualties = {
            CasualtyRecord{4, 52, 5, true, 23, true},
            CasualtyRecord{9, std::nullopt, std::nullopt, false, std::nullopt, std::nullopt}};
        record.home.pettyCash = 50000;
        record.home.inducementsSpent = 120000;
        record.home.inducedPlayers = 1;
        record.home.wanderingApothecaries = 1;
        record.home.raisedDead = 1;
        InducementPurchases bought;
        bought.counted = {{u"bribe"_s, 2}, {u"wizard"_s, 1}};
        bought.stars = {u"brick_farth"_s, u"grotty"_s};
        bought.mercenaries = {MercenaryPurchase{u"human.blitzer"_s, u"tackle"_s},
                              MercenaryPurchase{u"human.lineman"_s, {}}};
        bought.cards = {{u"dirty_tricks"_s, 2}};
        bought.drawn = {{u"dirty_tricks"_s, {u"dirty_tricks.chop_block"_s}}};
        record.home.inducements = bought;
        record.home.mvpNumbers = {7, 0};
        record.home.rerollWinnings = true;
        record.home.hireJourneymen = {17};
        record.home.freeJourneymen = QStringList{u"undead.zombie"_s, u"undead.skeleton"_s};
        record.home.advancements = {
            AdvancementChoice{7, 3, 4,
                              AdvancementOption{AdvancementOption::Kind::Skill, u"block"_s}},
            AdvancementChoice{3, 5, 5, AdvancementOption{AdvancementOption::Kind::Ma, {}}}};
        record.away.teamId = 12;
        record.away.score = 1;
        record.away.freeJourneymen = QStringList(); // declined: written "none"
        record.away.casualties = {CasualtyRecord{2, 41, std::nullopt, false, std::nullopt, false}};
        record.away.advancements = {
            AdvancementChoice{1, 6, 5, AdvancementOption{AdvancementOption::Kind::Av, {}}},
            AdvancementChoice{2, 6, 6, AdvancementOption{AdvancementOption::Kind::St, {}}},
            AdvancementChoice{5, 5, 6, AdvancementOption{AdvancementOption::Kind::Ag, {}}}};
        record.concession = Concession::DuringMatch;
        record.concededBy = Side::Away;
        record.dice = {{u"home.gate"_s, {3, 4}},
                       {u"away.winnings"_s, {5}},
                       {u"home.leave.7"_s, {2}},
                       {u"away.fan_factor"_s, {}}};
        return record;
    }

    QJsonObject validJson() const { return MatchRecordJson::toJson(fullRecord()); }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void roundTrip()
    {
        const MatchRecord record = fullRecord();
        const QByteArray bytes = QJsonDocument(MatchRecordJson::toJson(record)).toJson();
        QStringList errors;
        const auto back = MatchRecordJson::fromBytes(bytes, *m_rules, &errors);
        QVERIFY2(back, qPrintable(errors.join(u'\n')));
        QCOMPARE(*back, record);

        MatchRecord plain; // defaults: no season, fixture, concession or dice
        plain.leagueId = 1;
        plain.home.teamId = 1;
        plain.away.teamId = 2;
        const auto plainBack =
            MatchRecordJson::fromJson(MatchRecordJson::toJson(plain), *m_rules, &errors);
        QVERIFY2(plainBack, qPrintable(errors.join(u'\n')));
        QCOMPARE(*plainBack, plain);
    }

    void writesEveryField()
    {
        const QJsonObject json = validJson();
        for (const QString &key : {u"format"_s, u"league"_s, u"season"_s, u"fixture"_s, u"home"_s,
                                   u"away"_s, u"concession"_s, u"dice"_s})
            QVERIFY2(json.contains(key), qPrintable(key));
        QCOMPARE(json.value(u"format"_s).toInt(), MatchRecordJson::FormatVersion);
        const QJsonObject home = json.value(u"home"_s).toObject();
        QCOMPARE(home.keys().size(), 15);
        QCOMPARE(home.value(u"free_journeymen"_s)
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(u"position"_s)
                     .toString(),
                 u"undead.zombie"_s);
        QCOMPARE(json.value(u"away"_s).toObject().value(u"free_journeymen"_s).toString(),
                 u"none"_s);
        const QJsonObject casualty = home.value(u"casualties"_s).toArray().at(0).toObject();
        QCOMPARE(casualty.value(u"keep"_s).toString(), u"second"_s);
        QCOMPARE(casualty.value(u"apothecary_d68"_s).toInt(), 23);
        // Dice not rolled yet are left out, not written as 0.
        const QJsonObject unrolled = home.value(u"casualties"_s).toArray().at(1).toObject();
        QVERIFY(!unrolled.contains(u"d68"_s));
        QVERIFY(!unrolled.contains(u"keep"_s));
        QCOMPARE(
            home.value(u"advancements"_s).toArray().at(0).toObject().value(u"take"_s).toString(),
            u"block"_s);
        QCOMPARE(json.value(u"concession"_s).toObject().value(u"when"_s).toString(), u"during"_s);
        QCOMPARE(json.value(u"concession"_s).toObject().value(u"by"_s).toString(), u"away"_s);
    }

    // Issue 16: the inducements block as written: items by id and count, stars by id,
    // mercenaries by position with their skill, one entry per card with the card when drawn.
    void writesTheInducementsBlock()
    {
        const QJsonObject block =
            validJson().value(u"home"_s).toObject().value(u"inducements"_s).toObject();
        QCOMPARE(block.value(u"petty_cash"_s).toInt(), 50000);
        QCOMPARE(block.value(u"items"_s).toObject().value(u"bribe"_s).toInt(), 2);
        QCOMPARE(block.value(u"stars"_s).toArray().size(), 2);
        QCOMPARE(block.value(u"mercenaries"_s).toArray().at(0).toObject().value(u"skill"_s),
                 QJsonValue(u"tackle"_s));
        QVERIFY(!block.value(u"mercenaries"_s).toArray().at(1).toObject().contains(u"skill"_s));
        const QJsonArray cards = block.value(u"cards"_s).toArray();
        QCOMPARE(cards.size(), 2);
        QCOMPARE(cards.at(0).toObject().value(u"card"_s), QJsonValue(u"dirty_tricks.chop_block"_s));
        QVERIFY(!cards.at(1).toObject().contains(u"card"_s));
        QVERIFY(!validJson().value(u"away"_s).toObject().contains(u"inducements"_s));
    }

    // The older figures alone still read, and the block's petty cash alone fills the field.
    void olderFiguresAndBlockPettyCash()
    {
        const QByteArray older = R"({"format": 1, "league": 1, "home": {"team": 1, "score": 0,
            "petty_cash": 20000, "inducements_spent": 150000, "induced_players": 1},
            "away": {"team": 2, "score": 0}})";
        QStringList errors;
        const auto record = MatchRecordJson::fromBytes(older, *m_rules, &errors);
        QVERIFY2(record, qPrintable(errors.join(u'\n')));
        QCOMPARE(record->home.inducementsSpent, qint64(150000));
        QVERIFY(!record->home.inducements);

        const QByteArray block = R"({"format": 1, "league": 1, "home": {"team": 1, "score": 0,
            "inducements": {"petty_cash": 30000, "items": {"bloodweiser_babes": 1}}},
            "away": {"team": 2, "score": 0}})";
        const auto withBlock = MatchRecordJson::fromBytes(block, *m_rules, &errors);
        QVERIFY2(withBlock, qPrintable(errors.join(u'\n')));
        QCOMPARE(withBlock->home.pettyCash, qint64(30000));
        QCOMPARE(withBlock->home.inducements->count(u"bloodweiser_babes"_s), 1);
    }

    void aMinimalHandWrittenFileIsEnough()
    {
        const QByteArray bytes = R"({"format": 1, "league": 1, "home": {"team": 1, "score": 1,
            "players": [{"number": 7, "touchdowns": 1}]}, "away": {"team": 2, "score": 0},
            "concession": {"by": "home", "when": "before_kick_off"}})";
        QStringList errors;
        const auto record = MatchRecordJson::fromBytes(bytes, *m_rules, &errors);
        QVERIFY2(record, qPrintable(errors.join(u'\n')));
        QCOMPARE(record->home.players.first().touchdowns, 1);
        QCOMPARE(record->concession, Concession::BeforeKickOff);
        QCOMPARE(record->concededBy, Side::Home);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected"); // a part of the message

        const QJsonValue removed = QJsonValue(QJsonValue::Undefined);
        QTest::newRow("unknown top-level key")
            << u"weather"_s << QJsonValue(u"sunny"_s) << u"unknown field 'weather'"_s;
        QTest::newRow("unknown team key")
            << u"home/sponsor"_s << QJsonValue(1) << u"home: unknown field 'sponsor'"_s;
        QTest::newRow("unknown player key")
            << u"home/players/0/blocks"_s << QJsonValue(1) << u"unknown field 'blocks'"_s;
        QTest::newRow("newer format") << u"format"_s << QJsonValue(2) << u"newer"_s;
        QTest::newRow("format missing") << u"format"_s << removed << u"'format': missing"_s;
        QTest::newRow("league missing") << u"league"_s << removed << u"'league': missing"_s;
        QTest::newRow("league as text")
            << u"league"_s << QJsonValue(u"1"_s) << u"'league': expected a whole number"_s;
        QTest::newRow("home not an object")
            << u"home"_s << QJsonValue(3) << u"'home': expected an object"_s;
        QTest::newRow("team missing")
            << u"away/team"_s << removed << u"away, field 'team': missing"_s;
        QTest::newRow("negative score")
            << u"home/score"_s << QJsonValue(-1) << u"'score': must be 0 or more"_s;
        QTest::newRow("fractional touchdowns") << u"home/players/0/touchdowns"_s << QJsonValue(1.5)
                                               << u"'touchdowns': expected a whole number"_s;
        QTest::newRow("negative petty cash")
            << u"home/petty_cash"_s << QJsonValue(-5000) << u"'petty_cash': must be 0 or more"_s;
        QTest::newRow("inducements: unknown item")
            << u"home/inducements/items/beer"_s << QJsonValue(1)
            << u"items, field 'beer': not an inducement bought by count"_s;
        QTest::newRow("inducements: star players are not counted items")
            << u"home/inducements/items/star_player"_s << QJsonValue(1)
            << u"field 'star_player': not an inducement bought by count"_s;
        QTest::newRow("inducements: negative count")
            << u"home/inducements/items/bribe"_s << QJsonValue(-1) << u"must be 0 or more"_s;
        QTest::newRow("inducements: unknown star")
            << u"home/inducements/stars/0"_s << QJsonValue(u"nobody"_s)
            << u"'nobody' is not a star player id"_s;
        QTest::newRow("inducements: mercenary of an unknown position")
            << u"home/inducements/mercenaries/0/position"_s << QJsonValue(u"human.wizard"_s)
            << u"mercenary #1, field 'position': 'human.wizard' is not a position id"_s;
        QTest::newRow("inducements: mercenary with an unknown skill")
            << u"home/inducements/mercenaries/0/skill"_s << QJsonValue(u"flying"_s)
            << u"'flying' is not a skill id"_s;
        QTest::newRow("inducements: card of an unknown deck")
            << u"home/inducements/cards/0/deck"_s << QJsonValue(u"tarot"_s)
            << u"'tarot' is not a special play deck id"_s;
        QTest::newRow("inducements: petty cash disagrees")
            << u"home/inducements/petty_cash"_s << QJsonValue(40000)
            << u"'petty_cash': 50000, but the inducements say 40000"_s;
        QTest::newRow("inducements: unknown field")
            << u"home/inducements/sponsor"_s << QJsonValue(1)
            << u"home, inducements: unknown field 'sponsor'"_s;
        QTest::newRow("players not a list")
            << u"home/players"_s << QJsonValue(u"none"_s) << u"'players': expected a list"_s;
        QTest::newRow("player not an object")
            << u"home/players/0"_s << QJsonValue(7) << u"item #1 is not an object"_s;
        QTest::newRow("reroll winnings not a boolean")
            << u"home/reroll_winnings"_s << QJsonValue(1)
            << u"'reroll_winnings': expected true or false"_s;
        QTest::newRow("mvp not numbers") << u"home/mvp"_s << QJsonValue(QJsonArray{u"seven"_s})
                                         << u"'mvp': expected a list of whole numbers"_s;
        QTest::newRow("negative journeyman")
            << u"home/hire_journeymen"_s << QJsonValue(QJsonArray{-12}) << u"'hire_journeymen'"_s;
        QTest::newRow("l.3747 free journeymen as a number")
            << u"home/free_journeymen"_s << QJsonValue(2)
            << u"'free_journeymen': expected \"none\" or a list"_s;
        QTest::newRow("l.3747 free journeymen as another word")
            << u"away/free_journeymen"_s << QJsonValue(u"all"_s)
            << u"'free_journeymen': expected \"none\""_s;
        QTest::newRow("l.3749 free journeyman without a position")
            << u"home/free_journeymen/0/position"_s << removed
            << u"free journeyman #1, field 'position': missing"_s;
        QTest::newRow("l.3749 free journeyman unknown key")
            << u"home/free_journeymen/1/skill"_s << QJsonValue(u"block"_s)
            << u"free journeyman #2: unknown field 'skill'"_s;
        QTest::newRow("d68 as text")
            << u"home/casualties/0/d68"_s << QJsonValue(u"52"_s) << u"casualty #1, field 'd68'"_s;
        QTest::newRow("bad keep") << u"home/casualties/0/keep"_s << QJsonValue(u"best"_s)
                                  << u"expected \"first\" or \"second\""_s;
        QTest::newRow("apothecary not a boolean")
            << u"home/casualties/0/apothecary"_s << QJsonValue(u"yes"_s) << u"'apothecary'"_s;
        QTest::newRow("unknown take") << u"home/advancements/0/take"_s << QJsonValue(u"flying"_s)
                                      << u"'flying' is neither a skill id"_s;
        QTest::newRow("take missing")
            << u"home/advancements/0/take"_s << removed << u"'take': missing"_s;
        QTest::newRow("one advancement die")
            << u"home/advancements/0/dice"_s << QJsonValue(QJsonArray{3})
            << u"advancement #1, field 'dice'"_s;
        QTest::newRow("advancement dice as text")
            << u"home/advancements/0/dice"_s << QJsonValue(QJsonArray{u"3"_s, 4})
            << u"field 'dice'"_s;
        QTest::newRow("dice not a list")
            << u"dice/home.gate"_s << QJsonValue(7) << u"dice, field 'home.gate'"_s;
        QTest::newRow("dice not integers") << u"dice/home.gate"_s << QJsonValue(QJsonArray{3, 4.5})
                                           << u"dice, field 'home.gate'"_s;
        QTest::newRow("dice holding text")
            << u"dice/away.winnings"_s << QJsonValue(QJsonArray{u"five"_s})
            << u"field 'away.winnings'"_s;
        QTest::newRow("dice not an object")
            << u"dice"_s << QJsonValue(QJsonArray{1, 2}) << u"'dice': expected an object"_s;
        QTest::newRow("concession by nobody")
            << u"concession/by"_s << QJsonValue(u"both"_s) << u"expected \"home\" or \"away\""_s;
        QTest::newRow("concession when unknown")
            << u"concession/when"_s << QJsonValue(u"halftime"_s)
            << u"\"during\" or \"before_kick_off\""_s;
        QTest::newRow("concession unknown key") << u"concession/reason"_s << QJsonValue(u"rage"_s)
                                                << u"concession: unknown field 'reason'"_s;
        QTest::newRow("concession not an object")
            << u"concession"_s << QJsonValue(u"away"_s) << u"'concession': expected an object"_s;
    }
    void refusals()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        const QJsonObject broken =
            test::editedJson(validJson(), path.split(u'/'), value).toObject();
        QStringList errors;
        QVERIFY(!MatchRecordJson::fromJson(broken, *m_rules, &errors));
        QVERIFY(!errors.isEmpty());
        QVERIFY2(errors.join(u'\n').contains(expected), qPrintable(errors.join(u'\n')));
    }

    void everyProblemIsReportedAtOnce()
    {
        QJsonObject json = validJson();
        json = test::editedJson(json, {u"home"_s, u"score"_s}, -2).toObject();
        json = test::editedJson(json, {u"away"_s, u"advancements"_s, u"0"_s, u"take"_s}, u"nope"_s)
                   .toObject();
        json.insert(u"extra"_s, true);
        QStringList errors;
        QVERIFY(!MatchRecordJson::fromJson(json, *m_rules, &errors));
        QCOMPARE(errors.size(), 3);
    }

    void notJsonOrNotAnObject()
    {
        QStringList errors;
        QVERIFY(!MatchRecordJson::fromBytes("{\"format\": ", *m_rules, &errors));
        QVERIFY(errors.first().contains(u"not valid JSON"_s));
        QVERIFY(!MatchRecordJson::fromBytes("[1, 2]", *m_rules, &errors));
        QVERIFY(errors.first().contains(u"one JSON object"_s));
    }
};

QTEST_GUILESS_MAIN(TestMatchRecordJson)
#include "tst_match_record_json.moc"
