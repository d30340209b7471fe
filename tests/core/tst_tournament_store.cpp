// Open tournaments stored (issue 17.2 and 17.5): a tournament from its JSON file, a registration
// list from CSV, late arrivals and drop-outs, rounds paired and stored, results entered and
// corrected, each operation all or nothing with the reason of a refusal.
#include "../support/TestEngine.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/Migrations.h"
#include "core/storage/TournamentStore.h"
#include "core/tournament/RegistrationCsv.h"
#include "core/tournament/TournamentJson.h"
#include "core/tournament/TournamentStandings.h"

#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTournamentStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::shared_ptr<const Ruleset> m_rules;

    // Every row of the tournament tables, to prove a refused change wrote nothing.
    QStringList everything()
    {
        QStringList rows;
        for (const QString &table :
             {u"tournament"_s, u"tournament_entrant"_s, u"tournament_game"_s}) {
            QSqlQuery query(m_db->connection());
            if (!query.exec(u"SELECT * FROM "_s + table))
                return {u"query failed"_s};
            while (query.next()) {
                QStringList row;
                for (int i = 0; i < 14; ++i)
                    row << query.value(i).toString();
                rows << table + u": "_s + row.join(u'|');
            }
        }
        return rows;
    }

    qint64 createWith(const QByteArray &csv)
    {
        QString error;
        std::optional<Tournament> t = TournamentJson::fromJson(
            QJsonDocument::fromJson(R"({"name": "Spike Open", "organiser": "Lutèce BB",
                "date": "2026-11-28", "rules": {"seed": 5}})")
                .object(),
            &error);
        if (!t) {
            qWarning("%s", qPrintable(error));
            return 0;
        }
        const std::optional<QList<Entrant>> entrants = RegistrationCsv::read(csv, *m_rules, &error);
        if (!entrants)
            return 0;
        t->entrants = *entrants;
        TournamentStore store(*m_db, *m_rules);
        const qint64 id = store.create(*t, &error);
        if (id == 0)
            qWarning("%s", qPrintable(error));
        return id;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        DatabaseError error;
        m_db = test::TestEngine::open(m_dir, u"tournaments"_s, &error);
        QVERIFY2(m_db, qPrintable(error.message));
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void tournamentFileIsReadStrictly_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("17.5 a full file") << QByteArray(R"({"name": "Open", "rules": {"points":
            {"win": 2, "draw": 1, "loss": 0, "bye": 2}, "tieBreakers": ["head_to_head",
            "opponents_score"], "pairing": "split", "avoidSameClub": true}})")
                                          << QString();
        QTest::newRow("17.5 no name")
            << QByteArray(R"({"rules": {}})") << u"The tournament's name is empty."_s;
        QTest::newRow("17.5 a misspelt setting")
            << QByteArray(R"({"name": "Open", "rules": {"pairng": "split"}})")
            << u"Unknown setting \"pairng\""_s;
        QTest::newRow("17.5 an unknown tie-breaker")
            << QByteArray(R"({"name": "Open", "rules": {"tieBreakers": ["luck"]}})")
            << u"Unknown or repeated tie-breaker \"luck\""_s;
        QTest::newRow("17.5 a bad pairing style")
            << QByteArray(R"({"name": "Open", "rules": {"pairing": "random"}})")
            << u"\"pairing\" must be \"adjacent\" or \"split\"."_s;
        QTest::newRow("17.5 a bad date") << QByteArray(R"({"name": "Open", "date": "28/11/2026"})")
                                         << u"\"date\" must be a date written YYYY-MM-DD."_s;
        QTest::newRow("17.5 points not whole")
            << QByteArray(R"({"name": "Open", "rules": {"points": {"win": 2.5}}})")
            << u"\"win\" must be a whole number"_s;
    }
    void tournamentFileIsReadStrictly()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        QString got;
        const std::optional<Tournament> t =
            TournamentJson::fromJson(QJsonDocument::fromJson(json).object(), &got);
        if (error.isEmpty()) {
            QVERIFY2(t, qPrintable(got));
            QCOMPARE(t->rules.winPoints, 2);
            QCOMPARE(t->rules.pairingStyle, PairingStyle::Split);
            QCOMPARE(t->rules.tieBreakers.size(), 2);
            QVERIFY(t->rules.avoidSameClub);
            // The rules survive a round trip through their JSON.
            const auto back =
                TournamentJson::rulesFromJson(TournamentJson::rulesToJson(t->rules), &got);
            QVERIFY(back);
            QCOMPARE(TournamentJson::rulesToJson(*back), TournamentJson::rulesToJson(t->rules));
        } else {
            QVERIFY(!t);
            QVERIFY2(got.startsWith(error), qPrintable(got));
        }
    }

    void registrationCsv_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("error");
        QTest::newRow("17.2 ids, names and NAF names")
            << QByteArray("coach,naf,race,club\nAna,123,human,A\n\"Smith, John\",45,Dark Elves,"
                          "\"B \"\"the\"\" club\"\r\nZoé,,elfes sylvains,\n")
            << 3 << QString();
        QTest::newRow("17.2 columns in any order, with a byte order mark")
            << QByteArray("\xef\xbb\xbfrace,coach\norc,Bob\n") << 1 << QString();
        QTest::newRow("17.2 an unknown race") << QByteArray("coach,race\nAna,martians\n") << 0
                                              << u"Line 2: \"martians\" is not a race"_s;
        QTest::newRow("17.2 no race column")
            << QByteArray("coach\nAna\n") << 0 << u"Line 1: the column \"race\" is missing."_s;
        QTest::newRow("17.2 a short line") << QByteArray("coach,race\nAna\n") << 0
                                           << u"Line 2: 1 fields where the header has 2."_s;
        QTest::newRow("17.2 empty")
            << QByteArray("\n\n") << 0 << u"The registration list is empty."_s;
    }
    void registrationCsv()
    {
        QFETCH(QByteArray, csv);
        QFETCH(int, count);
        QFETCH(QString, error);
        QString got;
        const std::optional<QList<Entrant>> entrants = RegistrationCsv::read(csv, *m_rules, &got);
        if (!error.isEmpty()) {
            QVERIFY(!entrants);
            QVERIFY2(got.startsWith(error), qPrintable(got));
            return;
        }
        QVERIFY2(entrants, qPrintable(got));
        QCOMPARE(entrants->size(), count);
        if (count == 3) {
            QCOMPARE(entrants->at(1).coach, u"Smith, John"_s);
            QCOMPARE(entrants->at(1).rosterId, u"dark_elf"_s);
            QCOMPARE(entrants->at(1).club, u"B \"the\" club"_s);
            QCOMPARE(entrants->at(2).rosterId, u"wood_elf"_s);
            QCOMPARE(entrants->at(2).nafNumber, QString());
        }
    }

    void runsATournament()
    {
        const qint64 id = createWith("coach,naf,race\nAna,1,human\nBob,2,orc\nCyd,3,skaven\n"
                                     "Dan,4,dwarf\nEve,5,elf\n");
        QVERIFY(id > 0);
        TournamentStore store(*m_db, *m_rules);
        QString error;
        std::optional<Tournament> t = store.load(id, &error);
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->name, u"Spike Open"_s);
        QCOMPARE(t->startDate, QDate(2026, 11, 28));
        QCOMPARE(t->rules.seed, 5u);
        QCOMPARE(t->entrants.size(), 5);

        SwissPairingOutcome outcome;
        const QDateTime ten(QDate(2026, 11, 28), QTime(10, 0));
        QVERIFY2(store.pairNextRound(id, ten, &outcome, &error), qPrintable(error));
        QCOMPARE(outcome.round, 1);
        QCOMPARE(outcome.games.size(), 3); // two tables and a bye
        QVERIFY(outcome.games.last().isBye());
        // Round 2 waits for round 1's results, and nothing is written.
        const QStringList before = everything();
        QVERIFY(!store.pairNextRound(id, ten, &outcome, &error));
        QCOMPARE(error, u"Enter every result of round 1 before pairing round 2."_s);
        QCOMPARE(everything(), before);

        // A bye has no result; a table that does not exist neither.
        QVERIFY(!store.recordResult(id, 1, 3, 1, 0, 0, 0, &error));
        QVERIFY2(error.contains(u"is a bye"_s), qPrintable(error));
        QVERIFY(!store.recordResult(id, 1, 9, 1, 0, 0, 0, &error));
        QCOMPARE(error, u"Round 1 has no table 9."_s);
        QVERIFY(!store.recordResult(id, 1, 1, 100, 0, 0, 0, &error));
        QCOMPARE(everything(), before);

        QVERIFY2(store.recordResult(id, 1, 1, 2, 1, 1, 0, &error), qPrintable(error));
        QVERIFY2(store.recordResult(id, 1, 2, 0, 0, 0, 3, &error), qPrintable(error));
        // Taking round 1 back is refused now that it has results.
        QVERIFY(!store.unpairLastRound(id, &error));
        QVERIFY2(error.contains(u"already has results"_s), qPrintable(error));

        // A late arrival joins at round 2; a drop-out is no longer paired.
        QList<Entrant> late = {{0, u"Fay"_s, u"6"_s, {}, {}, {}, u"goblin"_s, true, 1}};
        QVERIFY2(store.registerEntrants(id, late, &error), qPrintable(error));
        QVERIFY(late.first().id > 0);
        t = store.load(id, &error);
        QCOMPARE(t->entrant(late.first().id)->firstRound, 2);
        const qint64 bye = outcome.games.last().homeId;
        QVERIFY2(store.setActive(id, bye, false, &error), qPrintable(error));
        QVERIFY2(store.pairNextRound(id, ten.addSecs(3 * 3600), &outcome, &error),
                 qPrintable(error));
        QCOMPARE(outcome.round, 2);
        // Four of the first five, and the late arrival: two tables and a bye, never for the
        // coach who dropped out (nor again for them: they had round 1's).
        QCOMPARE(outcome.games.size(), 3);
        QVERIFY(outcome.games.last().isBye());
        for (const TournamentGame &g : outcome.games)
            QVERIFY(!g.involves(bye));
        bool lateIsPaired = false;
        for (const TournamentGame &g : outcome.games)
            lateIsPaired = lateIsPaired || g.involves(late.first().id);
        QVERIFY(lateIsPaired);
        // Round 2 may be taken back (no results yet) and paired again, the same way.
        const QList<TournamentGame> first = outcome.games;
        QVERIFY2(store.unpairLastRound(id, &error), qPrintable(error));
        QVERIFY2(store.pairNextRound(id, ten.addSecs(3 * 3600), &outcome, &error),
                 qPrintable(error));
        QCOMPARE(outcome.games.size(), first.size());
        for (int i = 0; i < first.size(); ++i) {
            QCOMPARE(outcome.games[i].homeId, first[i].homeId);
            QCOMPARE(outcome.games[i].awayId, first[i].awayId);
        }

        // A corrected result changes the standings at once.
        t = store.load(id, &error);
        const TournamentGame table1 = *t->game(1, 1);
        QCOMPARE(TournamentStandings::compute(*t).first().entrantId, table1.homeId);
        QVERIFY(store.recordResult(id, 1, 1, 0, 2, 1, 0, &error));
        t = store.load(id, &error);
        QCOMPARE(t->game(1, 1)->awayTouchdowns, 2);
        QVERIFY(TournamentStandings::compute(*t).first().entrantId != table1.homeId);
        QCOMPARE(t->game(2, 1)->startsAt, ten.addSecs(3 * 3600));
    }

    void registrationRefusals_data()
    {
        QTest::addColumn<QString>("coach");
        QTest::addColumn<QString>("naf");
        QTest::addColumn<QString>("race");
        QTest::addColumn<QString>("error");
        QTest::newRow("17.2 a coach twice")
            << u"ana "_s << u""_s << u"human"_s << u"ana is already registered."_s;
        QTest::newRow("17.2 a NAF number with letters")
            << u"Gus"_s << u"12a"_s << u"human"_s
            << u"The NAF number of Gus must be digits only (\"12a\")."_s;
        QTest::newRow("17.2 no name")
            << u"  "_s << u""_s << u"human"_s << u"The coach's name is empty."_s;
        QTest::newRow("17.2 an unknown race")
            << u"Hal"_s << u""_s << u"martian"_s
            << u"Hal's race \"martian\" is not a team of the rulebook."_s;
    }
    void registrationRefusals()
    {
        QFETCH(QString, coach);
        QFETCH(QString, naf);
        QFETCH(QString, race);
        QFETCH(QString, error);
        const qint64 id = createWith("coach,race\nAna,human\n");
        QVERIFY(id > 0);
        TournamentStore store(*m_db, *m_rules);
        const QStringList before = everything();
        // The good coach first: the list is refused whole, the good one with it.
        QList<Entrant> list = {{0, u"Ivy"_s, {}, {}, {}, {}, u"orc"_s, true, 1},
                               {0, coach, naf, {}, {}, {}, race, true, 1}};
        QString got;
        QVERIFY(!store.registerEntrants(id, list, &got));
        QCOMPARE(got, error);
        QCOMPARE(everything(), before);
    }

    void missingTournament()
    {
        TournamentStore store(*m_db, *m_rules);
        QString error;
        QVERIFY(!store.load(999, &error));
        QCOMPARE(error, u"There is no tournament 999."_s);
        QVERIFY(!store.remove(999, &error));
        const qint64 id = createWith("coach,race\nAna,human\n");
        QVERIFY(store.remove(id, &error));
        QVERIFY(!store.load(id, &error));
        const auto list = store.overviews(&error);
        QVERIFY(list);
        for (const TournamentOverview &o : *list)
            QVERIFY(o.id != id);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestTournamentStore)
#include "tst_tournament_store.moc"
