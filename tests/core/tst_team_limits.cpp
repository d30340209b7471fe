// A team file is held to the rules before anything is stored (issue 13): every number against
// the ruleset's limit, every name against InputLimits, at the edge and one past it; and files
// far too large (a 50 MB name, 450,000 ledger lines) are refused at once, not chewed on.
#include "../support/JsonEdit.h"
#include "core/InputLimits.h"
#include "core/rules/RulesetLoader.h"
#include "core/team/TeamJson.h"
#include "core/team/TeamRules.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTeamLimits : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    // A confirmed Skaven team: 11 linemen and a Gutter Runner (#12) with 16 SPP, one of his two
    // advancement rolls taken as +1 MA (MA 10). Team and player values are left out of the
    // file, so a test can change a count without recomputing them.
    QJsonObject skaven() const
    {
        const TeamRules rules(*m_rules);
        Team team;
        team.name = u"Skavenblight Scramblers"_s;
        team.rosterId = u"skaven"_s;
        team.coach = u"Ikit"_s;
        team.color = u"#3a5f0b"_s;
        for (int i = 1; i <= 11; ++i)
            rules.hire(team, u"skaven.lineman"_s, u"Lineman %1"_s.arg(i), i);
        rules.hire(team, u"skaven.gutter_runner"_s, u"Queek"_s, 12);
        if (!rules.confirm(team))
            qFatal("cannot confirm the Skaven team");
        Player &runner = team.players.last();
        runner.spp = 16;
        runner.advancementsTaken = 1;
        runner.maGain = 1;
        QJsonObject json = TeamJson::toJson(team, *m_rules);
        json.remove(u"team_value"_s);
        QJsonArray players = json.value(u"players"_s).toArray();
        for (qsizetype i = 0; i < players.size(); ++i) {
            QJsonObject player = players.at(i).toObject();
            player.remove(u"value"_s);
            players[i] = player;
        }
        json[u"players"_s] = players;
        return json;
    }

    static QJsonObject edited(QJsonObject json, const QJsonObject &edits)
    {
        for (auto it = edits.begin(); it != edits.end(); ++it)
            json = test::editedJson(json, it.key().split(u'/'), it.value()).toObject();
        return json;
    }

    // `count` ledger lines of +1 gp, with the treasury they add up to: `bytes` of JSON.
    QByteArray withLedger(int count) const
    {
        QJsonObject json = skaven();
        const QJsonArray existing = json.value(u"ledger"_s).toArray();
        QByteArray bytes = QJsonDocument(json).toJson(QJsonDocument::Compact);
        // Written by hand rather than through QJsonArray: the test builds 50 MB in well under a
        // second.
        QByteArray ledger = "[";
        for (const QJsonValue &line : existing)
            ledger += QJsonDocument(line.toObject()).toJson(QJsonDocument::Compact) + ',';
        const QByteArray one =
            R"({"amount":1,"kind":"adjustment","detail":"Gate receipts found under the north stand","time":"2024-05-01T20:00:00.000Z"})";
        ledger.reserve(ledger.size() + qsizetype(count) * (one.size() + 1));
        for (int i = 0; i < count; ++i)
            ledger += one + ',';
        ledger.chop(1);
        ledger += ']';
        qint64 treasury = count;
        for (const QJsonValue &line : existing)
            treasury += line.toObject().value(u"amount"_s).toInteger();
        bytes.replace(
            QByteArray("\"ledger\":" + QJsonDocument(existing).toJson(QJsonDocument::Compact)),
            QByteArray("\"ledger\":" + ledger));
        bytes.replace(
            QByteArray("\"treasury\":" + QByteArray::number(json.value(u"treasury"_s).toInteger())),
            QByteArray("\"treasury\":" + QByteArray::number(treasury)));
        return bytes;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void theFixtureIsValid()
    {
        QStringList errors;
        const auto team = TeamJson::fromJson(skaven(), *m_rules, &errors);
        QVERIFY2(team, qPrintable(errors.join(u'\n')));
        QCOMPARE(team->players.last().ma(*m_rules->position(u"skaven.gutter_runner"_s)), 10);
    }

    void limits_data()
    {
        QTest::addColumn<QJsonObject>("edits");
        QTest::addColumn<QString>("refusal"); // empty: accepted
        const QString name60(InputLimits::MaxNameLength, u'N');
        const QString name61(InputLimits::MaxNameLength + 1, u'N');

        QTest::newRow("LRB6 team re-rolls 0-8: 8") << QJsonObject{{u"rerolls"_s, 8}} << QString();
        QTest::newRow("LRB6 team re-rolls 0-8: 9")
            << QJsonObject{{u"rerolls"_s, 9}} << u"9 team re-rolls; the rules allow at most 8"_s;
        QTest::newRow("LRB6 team re-rolls 0-8: 100")
            << QJsonObject{{u"rerolls"_s, 100}}
            << u"100 team re-rolls; the rules allow at most 8"_s;
        QTest::newRow("LRB6 fan factor: 3D6 must beat it, so 18")
            << QJsonObject{{u"fan_factor"_s, 18}} << QString();
        QTest::newRow("LRB6 fan factor: 3D6 must beat it, so not 19")
            << QJsonObject{{u"fan_factor"_s, 19}} << u"fan factor is 19; it can never pass 18"_s;
        QTest::newRow("LRB6 fan factor 0-9 at creation: 10 in creation")
            << QJsonObject{{u"phase"_s, u"creation"_s},
                           {u"fan_factor"_s, 10},
                           {u"ledger"_s, QJsonArray()}}
            << u"at most 9 fan factor"_s;
        QTest::newRow("assistant coaches, no rulebook limit: 99")
            << QJsonObject{{u"assistant_coaches"_s, 99}} << QString();
        QTest::newRow("assistant coaches, no rulebook limit: 100")
            << QJsonObject{{u"assistant_coaches"_s, 100}}
            << u"100 assistant coaches; Dugout accepts at most 99"_s;
        QTest::newRow("cheerleaders, no rulebook limit: 100")
            << QJsonObject{{u"cheerleaders"_s, 100}}
            << u"100 cheerleaders; Dugout accepts at most 99"_s;
        QTest::newRow("LRB6 apothecary 0-1")
            << QJsonObject{{u"apothecary"_s, 2}} << u"'apothecary'"_s;

        // Characteristics (rulebook l.3272–3470, l.3093–3200): never above 10, at most +2 / -2 from
        // the start.
        QTest::newRow("LRB6 MA at most 10: Gutter Runner MA 9 +1 = 10")
            << QJsonObject{{u"players/11/ma"_s, 10}} << QString();
        QTest::newRow("LRB6 MA at most 10: Gutter Runner MA 9 +2 = 11")
            << QJsonObject{{u"players/11/gains/ma"_s, 2},
                           {u"players/11/advancements_taken"_s, 2},
                           {u"players/11/ma"_s, 11}}
            << u"Player 12 (Queek): MA would be 11; no characteristic may go above 10"_s;
        QTest::newRow("LRB6 at most +2 per characteristic: +3 AG")
            << QJsonObject{{u"players/11/gains/ag"_s, 3}}
            << u"'ag': 3 is not a whole number from 0 to 2"_s;
        QTest::newRow("LRB6 at most -2 per characteristic: -2 AV")
            << QJsonObject{{u"players/11/injuries/av"_s, 2}, {u"players/11/av"_s, 5}} << QString();
        QTest::newRow("LRB6 at most -2 per characteristic: -3 AV")
            << QJsonObject{{u"players/11/injuries/av"_s, 3}}
            << u"'av': 3 is not a whole number from 0 to 2"_s;
        QTest::newRow("LRB6 advancement rolls: at most 6 taken")
            << QJsonObject{{u"players/11/advancements_taken"_s, 7}}
            << u"'advancements_taken': 7 is not a whole number from 0 to 6"_s;

        QTest::newRow("team name at the limit") << QJsonObject{{u"name"_s, name60}} << QString();
        QTest::newRow("team name at the limit, spaces around")
            << QJsonObject{{u"name"_s, QString(u"  "_s + name60 + u" "_s)}} << QString();
        QTest::newRow("team name one past the limit")
            << QJsonObject{{u"name"_s, name61}}
            << u"The team's name is 61 characters long; a name has at most 60"_s;
        QTest::newRow("coach name at the limit") << QJsonObject{{u"coach"_s, name60}} << QString();
        QTest::newRow("coach name one past the limit")
            << QJsonObject{{u"coach"_s, name61}} << u"The coach's name is 61 characters long"_s;
        QTest::newRow("player name at the limit")
            << QJsonObject{{u"players/3/name"_s, name60}} << QString();
        QTest::newRow("player name one past the limit")
            << QJsonObject{{u"players/3/name"_s, name61}}
            << u"The name of player #4 is 61 characters long"_s;
        QTest::newRow("ledger detail at the limit")
            << QJsonObject{{u"ledger/0/detail"_s, QString(InputLimits::MaxNoteLength, u'd')}}
            << QString();
        QTest::newRow("ledger detail one past the limit")
            << QJsonObject{{u"ledger/0/detail"_s, QString(InputLimits::MaxNoteLength + 1, u'd')}}
            << u"ledger entry #1, field 'detail': Its detail is 201 characters long; a note has at most 200"_s;
        QTest::newRow("ledger line of more gold than exists")
            << QJsonObject{{u"ledger/0/amount"_s, QJsonValue(1e15)}}
            << u"more gold than one line may move"_s;
        QTest::newRow("colour that is not #rrggbb") << QJsonObject{{u"color"_s, u"sewer green"_s}}
                                                    << u"expected a colour written #rrggbb"_s;
        QTest::newRow("roster id of 61 characters")
            << QJsonObject{{u"roster"_s, QString(61, u's')}}
            << u"an id of 61 characters; ids have at most 60"_s;
    }
    void limits()
    {
        QFETCH(QJsonObject, edits);
        QFETCH(QString, refusal);
        QStringList errors;
        const auto team = TeamJson::fromJson(edited(skaven(), edits), *m_rules, &errors);
        if (refusal.isEmpty()) {
            QVERIFY2(team, qPrintable(errors.join(u'\n')));
            return;
        }
        QVERIFY(!team);
        QVERIFY2(errors.join(u'\n').contains(refusal), qPrintable(errors.join(u'\n')));
    }

    // The rules that change a team refuse what the importer refuses.
    void buyingANinthReroll()
    {
        const TeamRules rules(*m_rules);
        QStringList errors;
        Team team = *TeamJson::fromJson(edited(skaven(), {{u"rerolls"_s, 7}}), *m_rules, &errors);
        team.ledger << LedgerEntry{0,  1000000, LedgerEntry::Kind::Adjustment,
                                   {}, 0,       QDateTime::currentDateTimeUtc()};
        QVERIFY(rules.buyReroll(team));
        QCOMPARE(team.rerolls, 8);
        const RuleCheck ninth = rules.buyReroll(team);
        QVERIFY(!ninth);
        QVERIFY2(ninth.reason.contains(u"already has 8 team re-rolls"_s), qPrintable(ninth.reason));
        QCOMPARE(team.rerolls, 8);
    }

    void renamingPastTheLimit_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("60 characters") << InputLimits::MaxNameLength << true;
        QTest::newRow("61 characters") << InputLimits::MaxNameLength + 1 << false;
    }
    void renamingPastTheLimit()
    {
        QFETCH(int, length);
        QFETCH(bool, allowed);
        const TeamRules rules(*m_rules);
        QStringList errors;
        Team team = *TeamJson::fromJson(skaven(), *m_rules, &errors);
        const QString name(length, u'x');
        QCOMPARE(rules.renameTeam(team, name).allowed, allowed);
        QCOMPARE(team.name == name, allowed);
        QCOMPARE(rules.rename(team, team.players.first().id, name).allowed, allowed);
        team.players.removeLast();
        QCOMPARE(rules.hire(team, u"skaven.lineman"_s, name, 12).allowed, allowed);
    }

    // A 50 MB name: the file is refused by its size before it is parsed; handed over as JSON
    // already parsed, the name is refused by its length, and the message does not repeat it.
    void fiftyMegabyteName()
    {
        QByteArray bytes = QJsonDocument(skaven()).toJson(QJsonDocument::Compact);
        bytes.replace("\"Skavenblight Scramblers\"",
                      QByteArray('"' + QByteArray(50 * 1024 * 1024, 'a') + '"'));
        QStringList errors;
        QVERIFY(!TeamJson::fromBytes(bytes, *m_rules, &errors));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().contains(u"The file is 50"_s) &&
                     errors.first().contains(u"at most 8"_s),
                 qPrintable(errors.first()));

        const QJsonObject json = edited(skaven(), {{u"name"_s, QString(50 * 1024 * 1024, u'a')}});
        QVERIFY(!TeamJson::fromJson(json, *m_rules, &errors));
        QVERIFY2(errors.join(u'\n').contains(
                     u"The team's name is 52428800 characters long; a name has at most 60"_s),
                 qPrintable(errors.join(u'\n').left(500)));
        QVERIFY(errors.join(u'\n').size() < 1000);
    }

    // 450,000 ledger lines (about 50 MB): refused by the file's size, and by the number of
    // lines when the JSON comes already parsed, with one line of explanation each.
    void fiftyMegabyteLedger()
    {
        const QByteArray bytes = withLedger(450000);
        QVERIFY(bytes.size() > 45 * 1024 * 1024);
        QStringList errors;
        QVERIFY(!TeamJson::fromBytes(bytes, *m_rules, &errors));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().contains(u"Dugout reads files of at most"_s),
                 qPrintable(errors.first()));

        const QJsonObject json = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(json.value(u"ledger"_s).toArray().size(), 450000 + 2);
        QVERIFY(!TeamJson::fromJson(json, *m_rules, &errors));
        QCOMPARE(errors,
                 QStringList{u"The ledger has 450002 entries; Dugout imports at most 5000."_s});
    }

    // The longest ledger a file may hold is read whole and adds up.
    void ledgerAtTheLimit()
    {
        const QByteArray bytes = withLedger(InputLimits::MaxLedgerEntries - 2);
        QVERIFY(bytes.size() < InputLimits::MaxFileBytes);
        QStringList errors;
        const auto team = TeamJson::fromBytes(bytes, *m_rules, &errors);
        QVERIFY2(team, qPrintable(errors.join(u'\n')));
        QCOMPARE(team->ledger.size(), InputLimits::MaxLedgerEntries);
        const auto over =
            TeamJson::fromBytes(withLedger(InputLimits::MaxLedgerEntries - 1), *m_rules, &errors);
        QVERIFY(!over);
        QVERIFY2(errors.join(u'\n').contains(u"5001 entries"_s), qPrintable(errors.join(u'\n')));
    }

    // A file broken on every line lists the first problems and counts the rest.
    void manyProblemsAreCounted()
    {
        QJsonObject json = skaven();
        QJsonArray ledger;
        for (int i = 0; i < InputLimits::MaxListedProblems + 5; ++i)
            ledger << QJsonObject{{u"amount"_s, 0}, {u"kind"_s, u"bribe"_s}};
        json[u"ledger"_s] = ledger;
        QStringList errors;
        QVERIFY(!TeamJson::fromJson(json, *m_rules, &errors));
        QCOMPARE(errors.size(), InputLimits::MaxListedProblems + 1);
        QVERIFY2(errors.first().startsWith(u"ledger entry #1, field 'kind'"_s),
                 qPrintable(errors.first()));
        QVERIFY2(errors.last().startsWith(u"…and 5 more problem"_s), qPrintable(errors.last()));
    }
};

QTEST_GUILESS_MAIN(TestTeamLimits)
#include "tst_team_limits.moc"
