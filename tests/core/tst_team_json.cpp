// Team JSON: export then import gives the same team; every broken or rule-breaking file is
// refused with its reason.
#include "../support/JsonEdit.h"
#include "core/rules/RulesetLoader.h"
#include "core/team/TeamJson.h"
#include "core/team/TeamRules.h"

#include <QJsonArray>
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

    // A team file as a coach writes it by hand (issue 22.4): the name, the roster, and each
    // player's number, name and position; nothing else unless `extra` adds it.
    static QJsonObject handWritten(const QJsonObject &extra = {}, int linemen = 11)
    {
        QJsonArray players;
        for (int i = 1; i <= linemen; ++i)
            players << QJsonObject{{u"number"_s, i},
                                   {u"name"_s, u"Lineman %1"_s.arg(i)},
                                   {u"position"_s, u"human.lineman"_s}};
        QJsonObject json{
            {u"name"_s, u"Hand Made"_s}, {u"roster"_s, u"human"_s}, {u"players"_s, players}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            json.insert(it.key(), it.value());
        return json;
    }

    void handWrittenTeams_data()
    {
        QTest::addColumn<QJsonObject>("extra");
        QTest::addColumn<bool>("active");
        QTest::addColumn<qint64>("treasury");
        QTest::addColumn<int>("rerolls");
        QTest::addColumn<int>("fanFactor");
        // A new team: in creation, 11 linemen at 50,000 leave 450,000 of the 1,000,000.
        QTest::newRow("name, roster and players only")
            << QJsonObject{} << false << qint64(450000) << 0 << 0;
        // Re-rolls 2 × 50,000, fan factor 3 × 10,000, an apothecary 50,000, a cheerleader
        // 10,000: 740,000 spent, 260,000 left.
        QTest::newRow("coach, re-rolls, staff and fan factor")
            << QJsonObject{{u"coach"_s, u"Anna"_s},
                           {u"rerolls"_s, 2},
                           {u"fan_factor"_s, 3},
                           {u"apothecary"_s, true},
                           {u"cheerleaders"_s, 1}}
            << false << qint64(260000) << 2 << 3;
        // A treasury makes it a confirmed team, the treasury one adjustment of its ledger.
        QTest::newRow("a treasury: a confirmed team")
            << QJsonObject{{u"treasury"_s, 120000}, {u"fan_factor"_s, 7}} << true << qint64(120000)
            << 0 << 7;
    }
    void handWrittenTeams()
    {
        QFETCH(QJsonObject, extra);
        QFETCH(bool, active);
        QFETCH(qint64, treasury);
        QFETCH(int, rerolls);
        QFETCH(int, fanFactor);
        QStringList errors;
        const auto team = TeamJson::fromJson(handWritten(extra), *m_rules, &errors);
        QVERIFY2(team, qPrintable(errors.join(u'\n')));
        QCOMPARE(team->phase == Team::Phase::Active, active);
        QCOMPARE(TeamRules(*m_rules).goldLeft(*team), treasury);
        QCOMPARE(team->rerolls, rerolls);
        QCOMPARE(team->fanFactor, fanFactor);
        QCOMPARE(team->players.size(), 11);
        // Each player as a new team has him: active, no gain, injury or career.
        for (const Player &player : team->players) {
            QCOMPARE(player.status, Player::Status::Active);
            QVERIFY(!player.journeyman);
            QCOMPARE(player.spp, 0);
            QCOMPARE(player.matchesPlayed, 0);
            QCOMPARE(player.advancementsTaken, 0);
            QCOMPARE(player.niggling, 0);
            QVERIFY(player.gainedSkills.isEmpty());
        }
        // Exported again, it reads back the same: the file was only short, not different.
        const auto again = TeamJson::fromJson(TeamJson::toJson(*team, *m_rules), *m_rules, &errors);
        QVERIFY2(again, qPrintable(errors.join(u'\n')));
        QCOMPARE(again->players.size(), team->players.size());
        QCOMPARE(TeamRules(*m_rules).teamValue(*again), TeamRules(*m_rules).teamValue(*team));
    }

    void handWrittenVeteranCountsHisAdvancements()
    {
        // Dodge gained at 6 SPP: one advancement taken, none pending, though neither is written.
        QJsonObject json = handWritten({{u"treasury"_s, 0}});
        QJsonArray players = json.value(u"players"_s).toArray();
        QJsonObject veteran = players.at(0).toObject();
        veteran.insert(u"spp"_s, 6);
        veteran.insert(u"gained_skills"_s,
                       QJsonArray{QJsonObject{{u"skill"_s, u"dodge"_s}, {u"double"_s, false}}});
        players.replace(0, veteran);
        json.insert(u"players"_s, players);
        QStringList errors;
        const auto team = TeamJson::fromJson(json, *m_rules, &errors);
        QVERIFY2(team, qPrintable(errors.join(u'\n')));
        QCOMPARE(team->players.first().advancementsTaken, 1);
        QCOMPARE(team->players.first().pendingAdvancements(*m_rules), 0);
    }

    void handWrittenRefusals_data()
    {
        QTest::addColumn<QJsonObject>("extra");
        QTest::addColumn<int>("linemen");
        QTest::addColumn<QString>("reason");
        // What is given is checked as in any team file.
        QTest::newRow("nine team re-rolls")
            << QJsonObject{{u"rerolls"_s, 9}} << 11 << u"at most 8"_s;
        QTest::newRow("seventeen players") << QJsonObject{} << 17 << u"'number'"_s;
        QTest::newRow("a creation over budget: 16 linemen and 5 re-rolls")
            << QJsonObject{{u"rerolls"_s, 5}} << 16 << u"more than its budget"_s;
        QTest::newRow("an unknown roster")
            << QJsonObject{{u"roster"_s, u"gnome"_s}} << 11 << u"roster 'gnome' does not exist"_s;
        QTest::newRow("another file format")
            << QJsonObject{{u"format"_s, u"obblm"_s}} << 11 << u"dugout-team"_s;
        QTest::newRow("a confirmed team of ten")
            << QJsonObject{{u"treasury"_s, 0}} << 10 << u"needs at least 11"_s;
        QTest::newRow("no name") << QJsonObject{{u"name"_s, QJsonValue()}} << 11 << u"'name'"_s;
    }
    void handWrittenRefusals()
    {
        QFETCH(QJsonObject, extra);
        QFETCH(int, linemen);
        QFETCH(QString, reason);
        QStringList errors;
        QVERIFY(!TeamJson::fromJson(handWritten(extra, linemen), *m_rules, &errors));
        QVERIFY2(errors.join(u'\n').contains(reason), qPrintable(errors.join(u'\n')));
    }

    void handWrittenPlayerWithoutPosition()
    {
        QJsonObject json = handWritten();
        QJsonArray players = json.value(u"players"_s).toArray();
        QJsonObject player = players.at(4).toObject();
        player.remove(u"position"_s);
        players.replace(4, player);
        json.insert(u"players"_s, players);
        QStringList errors;
        QVERIFY(!TeamJson::fromJson(json, *m_rules, &errors));
        QVERIFY2(errors.join(u'\n').contains(u"player #5"_s) &&
                     errors.join(u'\n').contains(u"'position'"_s),
                 qPrintable(errors.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestTeamJson)
#include "tst_team_json.moc"
