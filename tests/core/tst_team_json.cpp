// Team JSON: export then import gives the same team; every broken or rule-breaking file is
// refused with its reason.
#include "../support/JsonEdit.h"
#include "core/rules/RulesetLoader.h"
#include "core/team/TeamJson.h"
#include "core/team/TeamRules.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTeamJson : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    // 11 linemen, 4 blitzers (#12–#15), confirmed, with a season behind one blitzer.
    Team reavers() const
    {
        const TeamRules rules(*m_rules);
        Team team;
        team.name = u"Altdorf Reavers"_s;
        team.rosterId = u"human"_s;
        team.coach = u"Anna"_s;
        team.color = u"#aa2222"_s;
        for (int i = 1; i <= 11; ++i)
            rules.hire(team, u"human.lineman"_s, u"Lineman %1"_s.arg(i), i);
        for (int i = 12; i <= 15; ++i)
            rules.hire(team, u"human.blitzer"_s, u"Blitzer %1"_s.arg(i), i);
        rules.buyReroll(team);
        rules.setFanFactor(team, 4);
        rules.confirm(team);
        Player &griff = team.players[11];
        griff.spp = 18;
        griff.touchdowns = 4;
        griff.casualties = 3;
        griff.matchesPlayed = 5;
        griff.advancementsTaken = 2;
        griff.gainedSkills << GainedSkill{u"dodge"_s, true};
        griff.maGain = 1;
        griff.avLoss = 1;
        griff.niggling = 1;
        team.players[0].missNextGame = true;
        team.players[1].status = Player::Status::Dead;
        rules.hire(team, u"human.lineman"_s, u"Replacement"_s, 2);
        team.ledger << LedgerEntry{0,
                                   60000,
                                   LedgerEntry::Kind::Winnings,
                                   u"match 1"_s,
                                   0,
                                   QDateTime::currentDateTimeUtc()};
        return team;
    }

    QJsonObject exported() const { return TeamJson::toJson(reavers(), *m_rules); }

    // Ids are the database's business: compare teams without them.
    static Team withoutIds(Team team)
    {
        team.id = 0;
        for (Player &player : team.players)
            player.id = 0;
        for (LedgerEntry &entry : team.ledger)
            entry.id = 0;
        return team;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void exportHoldsTheDocumentedFields()
    {
        const QJsonObject json = exported();
        for (const QString &field :
             {u"id"_s, u"name"_s, u"roster"_s, u"coach"_s, u"treasury"_s, u"rerolls"_s,
              u"fan_factor"_s, u"assistant_coaches"_s, u"cheerleaders"_s, u"apothecary"_s,
              u"team_value"_s, u"players"_s})
            QVERIFY2(json.contains(field), qPrintable(field));
        const QJsonObject griff = json.value(u"players"_s).toArray().at(11).toObject();
        for (const QString &field :
             {u"number"_s, u"name"_s, u"position"_s, u"ma"_s, u"st"_s, u"ag"_s, u"av"_s,
              u"skills"_s, u"spp"_s, u"value"_s, u"injuries"_s})
            QVERIFY2(griff.contains(field), qPrintable(field));
        QCOMPARE(griff.value(u"ma"_s).toInt(), 8);
        QCOMPARE(griff.value(u"av"_s).toInt(), 7);
        QCOMPARE(griff.value(u"skills"_s).toArray(), (QJsonArray{u"block"_s, u"dodge"_s}));
        QCOMPARE(griff.value(u"value"_s).toInt(), 90000 + 30000 + 30000);
    }

    void roundTrip()
    {
        const Team team = reavers();
        QStringList errors;
        const QByteArray bytes = QJsonDocument(TeamJson::toJson(team, *m_rules)).toJson();
        const auto imported = TeamJson::fromBytes(bytes, *m_rules, &errors);
        QVERIFY2(imported, qPrintable(errors.join(u'\n')));
        QCOMPARE(withoutIds(*imported), withoutIds(team));
        QCOMPARE(TeamJson::toJson(*imported, *m_rules).value(u"team_value"_s),
                 TeamJson::toJson(team, *m_rules).value(u"team_value"_s));
    }

    // Advancement rolls earned and not yet resolved show in the export and come back on import
    // (they follow from the SPP and the rolls taken; rulebook l.3272–3470).
    void pendingAdvancements_data()
    {
        QTest::addColumn<int>("spp");
        QTest::addColumn<int>("pending");
        QTest::newRow("5 SPP: none") << 5 << 0;
        QTest::newRow("6 SPP: one waiting") << 6 << 1;
        QTest::newRow("16 SPP: two waiting") << 16 << 2;
        QTest::newRow("31 SPP: three waiting") << 31 << 3;
    }
    void pendingAdvancements()
    {
        QFETCH(int, spp);
        QFETCH(int, pending);
        Team team = reavers();
        team.players[2].spp = spp; // a lineman who never took a roll
        const QJsonObject json = TeamJson::toJson(team, *m_rules);
        const QJsonArray players = json.value(u"players"_s).toArray();
        QCOMPARE(players.at(2).toObject().value(u"pending_advancements"_s).toInt(-1), pending);
        QCOMPARE(players.at(11).toObject().value(u"pending_advancements"_s).toInt(-1),
                 0); // 18 SPP, 2 taken
        QStringList errors;
        const auto imported = TeamJson::fromBytes(QJsonDocument(json).toJson(), *m_rules, &errors);
        QVERIFY2(imported, qPrintable(errors.join(u'\n')));
        QCOMPARE(imported->players.at(2).pendingAdvancements(*m_rules), pending);
        QCOMPARE(TeamJson::toJson(*imported, *m_rules).value(u"players"_s).toArray().at(2),
                 players.at(2));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown roster")
            << u"roster"_s << QJsonValue(u"gnome"_s) << u"roster 'gnome' does not exist"_s;
        QTest::newRow("position of another roster")
            << u"players/3/position"_s << QJsonValue(u"orc.blitzer"_s)
            << u"not a position of the Human roster"_s;
        QTest::newRow("a fifth blitzer")
            << u"players/3/position"_s << QJsonValue(u"human.blitzer"_s) << u"at most 4"_s;
        QTest::newRow("two players wearing 5")
            << u"players/5/number"_s << QJsonValue(4) << u"number 4 is worn by another player"_s;
        QTest::newRow("number 17") << u"players/5/number"_s << QJsonValue(17) << u"'number'"_s;
        QTest::newRow("MA that does not add up")
            << u"players/11/ma"_s << QJsonValue(9) << u"MA is 9 in the file"_s;
        QTest::newRow("an extraordinary skill learned")
            << u"players/11/gained_skills/0/skill"_s << QJsonValue(u"stab"_s)
            << u"not a skill a player can learn"_s;
        QTest::newRow("a skill held twice") << u"players/11/gained_skills/0/skill"_s
                                            << QJsonValue(u"block"_s) << u"holds Block twice"_s;
        QTest::newRow("more advancements than SPP allow")
            << u"players/11/spp"_s << QJsonValue(10) << u"earn only 1"_s;
        QTest::newRow("a gain of +3") << u"players/11/gains/ma"_s << QJsonValue(3) << u"'ma'"_s;
        QTest::newRow("treasury disagrees with the ledger")
            << u"treasury"_s << QJsonValue(1) << u"ledger adds up to"_s;
        QTest::newRow("team value tampered with")
            << u"team_value"_s << QJsonValue(2000000) << u"team value is 2000000"_s;
        QTest::newRow("player value tampered with")
            << u"players/11/value"_s << QJsonValue(50000) << u"value 50000 in the file"_s;
        QTest::newRow("pending advancement rolls tampered with")
            << u"players/11/pending_advancements"_s << QJsonValue(3)
            << u"3 advancement rolls pending in the file"_s;
        QTest::newRow("unknown status")
            << u"players/0/status"_s << QJsonValue(u"sleeping"_s) << u"'status'"_s;
        QTest::newRow("missing name")
            << u"name"_s << QJsonValue(QJsonValue::Undefined) << u"'name'"_s;
        QTest::newRow("newer format") << u"format_version"_s << QJsonValue(99) << u"newer Dugout"_s;
        QTest::newRow("not a team file")
            << u"format"_s << QJsonValue(u"tiled-map"_s) << u"dugout-team"_s;
        QTest::newRow("apothecary for a Khemri team")
            << u"roster"_s << QJsonValue(u"khemri"_s) << u"not a position of the Khemri roster"_s;
    }
    void refusals()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, reason);
        const QJsonObject broken =
            dugout::test::editedJson(exported(), path.split(u'/'), value).toObject();
        QStringList errors;
        QVERIFY(!TeamJson::fromJson(broken, *m_rules, &errors));
        QVERIFY2(errors.join(u'\n').contains(reason), qPrintable(errors.join(u'\n')));
    }

    void tooFewPlayersAfterCreation()
    {
        QJsonObject json = exported();
        QJsonArray players = json.value(u"players"_s).toArray();
        while (players.size() > 11)
            players.removeLast();
        json[u"players"_s] = players; // 11 listed, one of them dead: 10 active
        json.remove(u"team_value"_s);
        QStringList errors;
        QVERIFY(!TeamJson::fromJson(json, *m_rules, &errors));
        QVERIFY2(errors.join(u'\n').contains(u"needs at least 11"_s),
                 qPrintable(errors.join(u'\n')));
    }

    void creationTeamOverBudget()
    {
        const TeamRules rules(*m_rules);
        Team team;
        team.name = u"Draft"_s;
        team.rosterId = u"human"_s;
        for (int i = 1; i <= 11; ++i)
            rules.hire(team, u"human.lineman"_s, u"L%1"_s.arg(i), i);
        QJsonObject json = TeamJson::toJson(team, *m_rules);
        QStringList errors;
        QVERIFY2(TeamJson::fromJson(json, *m_rules, &errors), qPrintable(errors.join(u'\n')));
        json[u"budget"_s] = 500000;
        QVERIFY(!TeamJson::fromJson(json, *m_rules, &errors));
        QVERIFY(errors.join(u'\n').contains(u"more than its budget"_s));
    }

    void apothecaryNotAllowed()
    {
        const TeamRules rules(*m_rules);
        Team team;
        team.name = u"Sand Kings"_s;
        team.rosterId = u"khemri"_s;
        for (int i = 1; i <= 11; ++i)
            rules.hire(team, u"khemri.skeleton"_s, u"S%1"_s.arg(i), i);
        QJsonObject json = TeamJson::toJson(team, *m_rules);
        json[u"apothecary"_s] = true;
        json.remove(u"team_value"_s);
        QStringList errors;
        QVERIFY(!TeamJson::fromJson(json, *m_rules, &errors));
        QVERIFY2(errors.join(u'\n').contains(u"may not have an apothecary"_s),
                 qPrintable(errors.join(u'\n')));
    }

    void malformedJson()
    {
        QStringList errors;
        QVERIFY(!TeamJson::fromBytes("{\"name\": \"Reavers\", ", *m_rules, &errors));
        QVERIFY(errors.join(u'\n').contains(u"not valid JSON"_s));
        QVERIFY(!TeamJson::fromBytes("[1, 2]", *m_rules, &errors));
        QVERIFY(errors.join(u'\n').contains(u"one JSON object"_s));
    }

    void handWrittenTreasuryWithoutLedger()
    {
        QJsonObject json = exported();
        json.remove(u"ledger"_s);
        json[u"treasury"_s] = 70000;
        QStringList errors;
        const auto team = TeamJson::fromJson(json, *m_rules, &errors);
        QVERIFY2(team, qPrintable(errors.join(u'\n')));
        QCOMPARE(team->ledgerBalance(), 70000);
    }
};

QTEST_GUILESS_MAIN(TestTeamJson)
#include "tst_team_json.moc"
