// The report of a confirmed match (issue 15.8): everything it shows is read by one query —
// the score and where it was played, the record with its dice, the post-match log with the
// side of each line, the money and fans replayed exactly from the stored dice, and the event
// log of the tracked match the result came from.
#include "../support/MatchScript.h"
#include "../support/TeamFixtures.h"
#include "../support/TestEngine.h"
#include "core/dice/RandomDice.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/MatchReportQuery.h"
#include "core/storage/ResultRecorder.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestMatchReportQuery : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::shared_ptr<const Ruleset> m_rules;
    League m_league;
    Season m_season;
    Fixture m_fixture;
    ResultRecorder::Preview m_applied;
    qint64 m_matchId = 0;

    qint64 storedTeam(const QString &name)
    {
        Team team = test::humanTeam(*m_rules);
        team.name = name;
        if (!TeamRules(*m_rules).confirm(team) || !TeamStore(*m_db).save(team))
            qFatal("cannot store %s", qPrintable(name));
        return team.id;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        DatabaseError error;
        m_db = test::TestEngine::open(m_dir, u"report"_s, &error);
        QVERIFY2(m_db, qPrintable(error.message));
        LeagueStore store(*m_db, *m_rules);
        const qint64 home = storedTeam(u"Altdorf Reavers"_s), away = storedTeam(u"Nuln Gunners"_s);
        m_league.name = u"Empire Cup"_s;
        m_league.teamIds = {home, away};
        QString why;
        QVERIFY2(store.save(m_league, &why), qPrintable(why));
        m_season =
            Season{0, m_league.id, u"Spring"_s, {}, {SeasonEntry{home, 0}, SeasonEntry{away, 0}}};
        QVERIFY2(store.saveSeason(m_season, &why), qPrintable(why));
        m_fixture = Fixture{0, m_season.id, 0, 3, home, away, 0};
        QVERIFY2(store.addFixture(m_fixture, &why), qPrintable(why));

        // 2–1, the home #1 scores twice and badly hurts the away #1 (D68 21: badly hurt).
        MatchRecord record;
        record.leagueId = m_league.id;
        record.seasonId = m_season.id;
        record.fixtureId = m_fixture.id;
        record.home.teamId = home;
        record.home.score = 2;
        record.home.players << PlayerMatchEvents{1, 1, 2, 0, 1};
        record.away.teamId = away;
        record.away.score = 1;
        record.away.players << PlayerMatchEvents{3, 0, 1, 1, 0};
        CasualtyRecord casualty;
        casualty.number = 1;
        casualty.d68 = 21;
        record.away.casualties << casualty;
        RandomDice dice(11);
        const ResultRecorder recorder(*m_db, *m_rules);
        m_applied = recorder.preview(record, dice);
        QVERIFY2(m_applied.ok(), qPrintable(m_applied.errors.join(u'\n')));
        QVERIFY2(recorder.confirm(m_applied, &m_matchId, &why), qPrintable(why));
    }

    void readsWhatWasApplied()
    {
        QString error;
        const std::optional<MatchReport> report =
            MatchReportQuery(*m_db, *m_rules).load(m_matchId, &error);
        QVERIFY2(report, qPrintable(error));
        QCOMPARE(report->matchId, m_matchId);
        QCOMPARE(report->leagueName, u"Empire Cup"_s);
        QCOMPARE(report->seasonName, u"Spring"_s);
        QCOMPARE(report->round, 3);
        QCOMPARE(report->summary.homeScore, 2);
        QCOMPARE(report->summary.awayScore, 1);
        QCOMPARE(report->homeBefore.name, u"Altdorf Reavers"_s);
        QCOMPARE(report->awayBefore.name, u"Nuln Gunners"_s);
        QCOMPARE(report->record, m_applied.result.record); // every die, as completed by the preview
        QCOMPARE(report->record.away.casualties.first().d68, 21);
        QVERIFY(report->playedAt.isValid());

        // The log, line for line, each on its side.
        QCOMPARE(report->log.size(), m_applied.result.log.size());
        for (qsizetype i = 0; i < report->log.size(); ++i) {
            QCOMPARE(report->log.at(i).text, m_applied.result.log.at(i).text);
            QCOMPARE(report->log.at(i).side, m_applied.result.log.at(i).side);
        }

        // Gate, FAME, winnings, expenses and fan factor: the figures applied, replayed.
        QVERIFY(report->homeSummary && report->awaySummary);
        for (Side side : {Side::Home, Side::Away}) {
            const PostMatchTeamSummary &applied = m_applied.result.teamSummary(side);
            const PostMatchTeamSummary &read = *report->teamSummary(side);
            QCOMPARE(read.fans, applied.fans);
            QCOMPARE(read.fame, applied.fame);
            QCOMPARE(read.winnings, applied.winnings);
            QCOMPARE(read.expenses, applied.expenses);
            QCOMPARE(read.fanFactorBefore, applied.fanFactorBefore);
            QCOMPARE(read.fanFactorAfter, applied.fanFactorAfter);
            QCOMPARE(read.mvpNumbers, applied.mvpNumbers);
        }
        QVERIFY(report->homeSummary->fans > 0);
        QCOMPARE(report->trackedMatchId, 0); // entered by hand
        QVERIFY(report->trackedEvents.isEmpty());
    }

    void aTrackedMatchBringsItsEventLog()
    {
        MatchLogStore log(*m_db);
        QString error;
        const qint64 tracked = log.create(test::humanDerby(*m_rules), &error);
        QVERIFY2(tracked > 0, qPrintable(error));
        const QList<MatchEvent> events = test::scriptedMatch().mid(0, 6);
        for (const MatchEvent &event : events)
            QVERIFY2(log.append(tracked, event, &error), qPrintable(error));
        QVERIFY2(log.setStatus(tracked, TrackedMatchStatus::Finished, m_matchId, &error),
                 qPrintable(error));

        const std::optional<MatchReport> report =
            MatchReportQuery(*m_db, *m_rules).load(m_matchId, &error);
        QVERIFY2(report, qPrintable(error));
        QCOMPARE(report->trackedMatchId, tracked);
        QCOMPARE(report->trackedEvents.size(), events.size());
        QCOMPARE(report->trackedEvents.first().at, events.first().at);
        QCOMPARE(report->trackedEvents.first().type, events.first().type);
    }

    void theLedgerNamesTheOpponent()
    {
        QString error;
        const MatchReportQuery query(*m_db, *m_rules);
        QCOMPARE(query.opponents(m_fixture.homeTeamId, &error),
                 (QHash<qint64, QString>{{m_matchId, u"Nuln Gunners"_s}}));
        QCOMPARE(query.opponents(m_fixture.awayTeamId, &error),
                 (QHash<qint64, QString>{{m_matchId, u"Altdorf Reavers"_s}}));
        QVERIFY(error.isEmpty());
    }

    void aMissingMatchIsAnError()
    {
        QString error;
        QVERIFY(!MatchReportQuery(*m_db, *m_rules).load(m_matchId + 100, &error));
        QVERIFY2(error.contains(QString::number(m_matchId + 100)), qPrintable(error));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestMatchReportQuery)
#include "tst_match_report_query.moc"
