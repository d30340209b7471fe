// A knockout tournament stored (issue 17.2 "a straight knockout (seeded, byes for a
// non-power-of-two field, optional consolation bracket)"): created from its file, paired round
// by round from the stored games, a level game stored with who went through (migration 13), the
// refusals writing nothing, and the bracket's field kept when a coach drops out.
#include "../support/TestEngine.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/TournamentStore.h"
#include "core/tournament/KnockoutBracket.h"
#include "core/tournament/TournamentJson.h"
#include "core/tournament/TournamentStandings.h"

#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestKnockoutStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::shared_ptr<const Ruleset> m_rules;

    QStringList games()
    {
        QStringList rows;
        QSqlQuery query(m_db->connection());
        if (!query.exec(u"SELECT round, table_number, home_id, away_id, played, home_td, away_td, "
                        "went_through FROM tournament_game ORDER BY round, table_number"_s))
            return {u"query failed"_s};
        while (query.next()) {
            QStringList row;
            for (int i = 0; i < 8; ++i)
                row << query.value(i).toString();
            rows << row.join(u'|');
        }
        return rows;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        DatabaseError error;
        m_db = test::TestEngine::open(m_dir, u"knockouts"_s, &error);
        QVERIFY2(m_db, qPrintable(error.message));
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void fileSettings_data()
    {
        QTest::addColumn<QByteArray>("rules");
        QTest::addColumn<QString>("error");
        QTest::newRow("knockout with consolation")
            << QByteArray(R"({"format": "knockout", "knockout": {"consolation": true,
                "seeding": "draw"}})")
            << QString();
        QTest::newRow("bonus margins")
            << QByteArray(R"({"bonus": {"touchdownMargin": 3, "casualtyMargin": 2,
                "casualtyPoints": 2}})")
            << QString();
        QTest::newRow("an unknown format")
            << QByteArray(R"({"format": "ladder"})") << u"\"format\" must be"_s;
        QTest::newRow("an unknown seeding")
            << QByteArray(R"({"knockout": {"seeding": "rating"}})") << u"\"seeding\" must be"_s;
        QTest::newRow("a misspelt knockout setting")
            << QByteArray(R"({"knockout": {"consolaton": true}})")
            << u"Unknown setting \"consolaton\""_s;
        QTest::newRow("a negative margin")
            << QByteArray(R"({"bonus": {"touchdownMargin": -1}})")
            << u"\"touchdownMargin\" must be a whole number from 0 to 99."_s;
    }
    void fileSettings()
    {
        QFETCH(QByteArray, rules);
        QFETCH(QString, error);
        QString problem;
        const auto read =
            TournamentJson::rulesFromJson(QJsonDocument::fromJson(rules).object(), &problem);
        QCOMPARE(bool(read), error.isEmpty());
        if (!read) {
            QVERIFY2(problem.contains(error), qPrintable(problem));
            return;
        }
        // Written and read back, the settings are the same.
        const auto again =
            TournamentJson::rulesFromJson(TournamentJson::rulesToJson(*read), &problem);
        QVERIFY(again);
        QCOMPARE(TournamentJson::rulesToJson(*again), TournamentJson::rulesToJson(*read));
    }

    void fiveCoachesPlayedToTheEnd()
    {
        QString error;
        std::optional<Tournament> t = TournamentJson::fromJson(
            QJsonDocument::fromJson(R"({"name": "Cup of Five", "rules": {"format": "knockout",
                "knockout": {"consolation": true}}})")
                .object(),
            &error);
        QVERIFY2(t, qPrintable(error));
        for (const QString &coach : {u"Anne"_s, u"Bruno"_s, u"Chloé"_s, u"Denis"_s, u"Emma"_s})
            t->entrants.append({0, coach, {}, {}, {}, {}, u"orc"_s, true, 1});
        TournamentStore store(*m_db, *m_rules);
        const qint64 id = store.create(*t, &error);
        QVERIFY2(id, qPrintable(error));
        const std::optional<Tournament> created = store.load(id, &error);
        QVERIFY2(created, qPrintable(error));
        QCOMPARE(created->rules.format, TournamentFormat::Knockout);
        const qint64 anne = created->entrants.at(0).id;
        const qint64 denis = created->entrants.at(3).id;
        const qint64 emma = created->entrants.at(4).id;

        // Round 1: 4 v 5 at table 1, seeds 1–3 through on byes (a bracket of 8).
        SwissPairingOutcome outcome;
        const QDateTime ten(QDate(2026, 11, 28), QTime(10, 0));
        QVERIFY2(store.pairNextRound(id, ten, &outcome, &error), qPrintable(error));
        QCOMPARE(outcome.games.size(), 4);
        QCOMPARE(outcome.games.at(0).homeId, denis);
        QCOMPARE(outcome.games.at(0).awayId, emma);
        QVERIFY(outcome.games.at(1).isBye() && outcome.games.at(1).homeId == anne);

        // A level game without a winner is refused and writes nothing.
        const QStringList before = games();
        QVERIFY(!store.recordResult(id, 1, 1, 1, 1, 0, 0, &error));
        QVERIFY2(error.contains(u"sudden death"_s), qPrintable(error));
        QCOMPARE(games(), before);
        // Emma went through a 1–1.
        QVERIFY2(store.recordResult(id, 1, 1, 1, 1, 2, 0, emma, &error), qPrintable(error));
        std::optional<Tournament> read = store.load(id, &error);
        QCOMPARE(read->game(1, 1)->wentThroughId, emma);
        QCOMPARE(read->game(1, 1)->winnerId(), emma);

        // Round 2: Anne v Emma; only one first game, so no consolation.
        QVERIFY2(store.pairNextRound(id, ten.addSecs(3 * 3600), &outcome, &error),
                 qPrintable(error));
        QCOMPARE(outcome.games.size(), 2);
        QCOMPARE(outcome.games.at(0).homeId, anne);
        QCOMPARE(outcome.games.at(0).awayId, emma);
        // Denis drops out: the bracket keeps its five.
        QVERIFY(store.setActive(id, denis, false, &error));
        read = store.load(id, &error);
        QCOMPARE(KnockoutBracket::build(*read).seeds().size(), 5);
        QVERIFY(!KnockoutBracket::build(*read).consolationNote().isEmpty());
        // Nobody can join a drawn bracket.
        QList<Entrant> late{{0, u"Fanny"_s, {}, {}, {}, {}, u"orc"_s, true, 1}};
        QVERIFY(!store.registerEntrants(id, late, &error));
        QVERIFY2(error.contains(u"bracket"_s), qPrintable(error));
        // Round 1's winner can no longer change.
        QVERIFY(!store.recordResult(id, 1, 1, 1, 1, 2, 0, denis, &error));
        QVERIFY(store.recordResult(id, 1, 1, 1, 2, 2, 0, &error)); // same winner, new score

        for (const TournamentGame &g : outcome.games)
            QVERIFY(store.recordResult(id, 2, g.table, 2, 0, 0, 0, &error));
        QVERIFY2(store.pairNextRound(id, ten.addSecs(6 * 3600), &outcome, &error),
                 qPrintable(error));
        QCOMPARE(outcome.games.size(), 1);
        QVERIFY(store.recordResult(id, 3, 1, 0, 1, 0, 0, &error));
        QVERIFY(!store.pairNextRound(id, ten, &outcome, &error));
        QVERIFY2(error.contains(u"over"_s), qPrintable(error));
        read = store.load(id, &error);
        const QList<StandingLine> lines = TournamentStandings::compute(*read);
        QCOMPARE(lines.first().entrantId, KnockoutBracket::build(*read).champion());
        QCOMPARE(lines.first().entrantId, outcome.games.first().awayId);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestKnockoutStore)
#include "tst_knockout_store.moc"
