// Two people at once (issue 21, point 3): a result confirmed while a coach edits the team, two
// windows buying for one team, two results of the same teams confirmed together, a connection
// lost in the middle of a result. Never a lost update (each team carries a row version, and a
// copy read before someone else's change is refused, its owner shown the fresh team), never a
// half-applied result. Runs on an SQLite file shared by two connections and on a league server.
#include "../support/DatabaseDump.h"
#include "../support/TestEngine.h"
#include "core/league/PostMatchResult.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "core/storage/Transaction.h"
#include "core/team/TeamRules.h"
#include "session/TeamDocument.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <functional>
#include <thread>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTwoAtOnce : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    QString m_location;
    std::unique_ptr<Database> m_commissioner; // one person's connection
    std::unique_ptr<Database> m_coach;        // another's, to the same database

    qint64 storedTeam(const QString &name)
    {
        const TeamRules rules(*m_rules);
        Team team;
        team.name = name;
        team.rosterId = u"human"_s;
        team.coach = u"Coach of "_s + name;
        for (int i = 1; i <= 11; ++i)
            rules.hire(team, u"human.lineman"_s, u"Lineman %1"_s.arg(i), i);
        rules.confirm(team);
        if (!TeamStore(*m_commissioner).save(team))
            qFatal("cannot save a team");
        return team.id;
    }

    qint64 storedLeague(const QList<qint64> &teamIds)
    {
        League league;
        league.name = u"League %1"_s.arg(teamIds.first());
        league.teamIds = teamIds;
        if (!LeagueStore(*m_commissioner).save(league))
            qFatal("cannot save a league");
        return league.id;
    }

    // What a confirmed match does to both teams, by hand: winnings for the home team, a
    // touchdown for its first player, a match played for everyone.
    static PostMatchResult result(qint64 leagueId, const Team &home, const Team &away,
                                  qint64 winnings)
    {
        PostMatchResult result;
        result.home = home;
        result.away = away;
        for (Team *team : {&result.home, &result.away}) {
            for (Player &player : team->players)
                player.matchesPlayed += 1;
        }
        result.home.players[0].touchdowns += 1;
        result.home.players[0].spp += 3;
        result.home.ledger << LedgerEntry{0,
                                          winnings,
                                          LedgerEntry::Kind::Winnings,
                                          u"Winnings"_s,
                                          0,
                                          QDateTime::currentDateTimeUtc()};
        result.record.leagueId = leagueId;
        result.record.home.teamId = home.id;
        result.record.away.teamId = away.id;
        result.record.home.score = 1;
        result.summary = MatchSummary{0, 0, 0, home.id, away.id, 1, 0, 0, 0, std::nullopt};
        return result;
    }

    // What a change costs, read from the ledger of a copy.
    static qint64 cost(Team team, const std::function<RuleCheck(Team &)> &change)
    {
        const qint64 before = team.ledgerBalance();
        change(team);
        return before - team.ledgerBalance();
    }

    qint64 matchCount(const Database &database) const
    {
        QSqlQuery query(database.connection());
        query.exec(u"SELECT count(*) FROM match"_s);
        query.next();
        return query.value(0).toLongLong();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        m_location = test::TestEngine::location(m_dir, u"two_at_once"_s);
        DatabaseError error;
        m_commissioner = Database::open(m_location, &error);
        QVERIFY2(m_commissioner, qPrintable(error.message));
        m_coach = Database::open(m_location, &error);
        QVERIFY2(m_coach, qPrintable(error.message));
    }

    // The coach's window still holds the team from before the result: their next purchase is
    // refused, the window shows the team with the result, and buying again keeps both.
    void aResultConfirmedWhileACoachEditsTheTeam()
    {
        const qint64 home = storedTeam(u"Edited Home"_s), away = storedTeam(u"Edited Away"_s);
        const qint64 league = storedLeague({home, away});
        TeamStore coachTeams(*m_coach);
        TeamDocument document(*coachTeams.load(home), coachTeams, m_rules);

        TeamStore teams(*m_commissioner);
        const Team homeBefore = *teams.load(home), awayBefore = *teams.load(away);
        PostMatchResult played = result(league, homeBefore, awayBefore, 70000);
        QString error;
        QVERIFY2(LeagueStore(*m_commissioner)
                     .confirmResult(played, homeBefore, awayBefore, nullptr, &error),
                 qPrintable(error));
        const Team withResult = *teams.load(home);

        const TeamRules rules(*m_rules);
        const auto buyReroll = [&](Team &team) { return rules.buyReroll(team); };
        const qint64 rerollPrice = cost(withResult, buyReroll);
        QVERIFY(rerollPrice > 0);
        const RuleCheck refused = document.edit(u"Buy a re-roll"_s, buyReroll);
        QVERIFY(!refused);
        QVERIFY2(refused.reason.contains(u"changed elsewhere"_s), qPrintable(refused.reason));
        QCOMPARE(document.team(), withResult);
        QCOMPARE(*teams.load(home), withResult);

        const RuleCheck bought = document.edit(u"Buy a re-roll"_s, buyReroll);
        QVERIFY2(bought, qPrintable(bought.reason));
        const Team stored = *teams.load(home);
        QCOMPARE(stored.rerolls, homeBefore.rerolls + 1);
        QCOMPARE(stored.players[0].spp, homeBefore.players[0].spp + 3);
        QCOMPARE(stored.ledgerBalance(), withResult.ledgerBalance() - rerollPrice);
    }

    // One team open in two windows (two laptops of one coach, or the commissioner's): the
    // second purchase is refused and shown the first, then both are kept.
    void twoPurchasesForOneTeam()
    {
        const qint64 id = storedTeam(u"Shared Team"_s);
        TeamStore mine(*m_commissioner), theirs(*m_coach);
        TeamDocument first(*mine.load(id), mine, m_rules);
        TeamDocument second(*theirs.load(id), theirs, m_rules);
        const TeamRules rules(*m_rules);
        const qint64 gold = mine.load(id)->ledgerBalance();
        const auto reroll = [&](Team &team) { return rules.buyReroll(team); };
        const auto apothecary = [&](Team &team) { return rules.hireApothecary(team); };
        const qint64 spent = cost(*mine.load(id), reroll) + cost(*mine.load(id), apothecary);

        QVERIFY(first.edit(u"Buy a re-roll"_s, reroll));
        const RuleCheck refused = second.edit(u"Hire an apothecary"_s, apothecary);
        QVERIFY(!refused);
        QCOMPARE(second.team().rerolls, 1);
        QVERIFY(second.edit(u"Hire an apothecary"_s, apothecary));

        const Team stored = *mine.load(id);
        QCOMPARE(stored.rerolls, 1);
        QVERIFY(stored.apothecary);
        QCOMPARE(stored.ledgerBalance(), gold - spent);
    }

    // Both results were previewed from the same teams. The first holds its transaction open
    // while the second is confirmed from another connection (another thread, as another
    // client): the second waits, then is refused, and only the first is stored.
    void twoResultsConfirmedTogether()
    {
        const qint64 home = storedTeam(u"Busy Home"_s), away = storedTeam(u"Busy Away"_s);
        const qint64 league = storedLeague({home, away});
        TeamStore teams(*m_commissioner);
        const Team homeBefore = *teams.load(home), awayBefore = *teams.load(away);
        PostMatchResult first = result(league, homeBefore, awayBefore, 10000);
        const PostMatchResult second = result(league, homeBefore, awayBefore, 20000);
        const qint64 matchesBefore = matchCount(*m_commissioner);

        QString error;
        auto holding = std::make_unique<Transaction>(m_commissioner->connection(), &error);
        QVERIFY2(holding->isOpen(), qPrintable(error));
        QVERIFY2(LeagueStore(*m_commissioner)
                     .confirmResult(first, homeBefore, awayBefore, nullptr, &error),
                 qPrintable(error));

        std::atomic<bool> done = false;
        bool secondStored = true;
        QString secondError;
        std::thread other([&] {
            DatabaseError openError;
            auto database = Database::open(m_location, &openError);
            if (!database) {
                secondError = openError.message;
                done = true;
                return;
            }
            PostMatchResult mine = second;
            secondStored = LeagueStore(*database).confirmResult(mine, homeBefore, awayBefore,
                                                                nullptr, &secondError);
            done = true;
        });
        QTest::qWait(500);
        const bool waited = !done;
        QVERIFY(holding->commit());
        holding.reset();
        other.join();
        QVERIFY2(waited, "the second confirmation did not wait for the first");
        QVERIFY(!secondStored);
        QVERIFY2(secondError.contains(u"changed since this result was previewed"_s),
                 qPrintable(secondError));
        QCOMPARE(matchCount(*m_commissioner), matchesBefore + 1);
        QCOMPARE(teams.load(home)->ledgerBalance(), homeBefore.ledgerBalance() + 10000);
    }

    // The connection to the server is cut after the result's statements ran but before its
    // commit: nothing of it is stored, and the teams are as they were.
    void aConnectionLostInTheMiddleOfAResult()
    {
        if (!test::TestEngine::onServer())
            QSKIP("a file has no connection to lose");
        const qint64 home = storedTeam(u"Cut Home"_s), away = storedTeam(u"Cut Away"_s);
        const qint64 league = storedLeague({home, away});
        DatabaseError openError;
        auto cut = Database::open(m_location, &openError);
        QVERIFY2(cut, qPrintable(openError.message));
        TeamStore teams(*m_commissioner);
        const Team homeBefore = *teams.load(home), awayBefore = *teams.load(away);
        const QStringList before = test::databaseDump(*m_commissioner);

        QString error;
        {
            Transaction outer(cut->connection(), &error);
            QVERIFY2(outer.isOpen(), qPrintable(error));
            PostMatchResult played = result(league, homeBefore, awayBefore, 30000);
            QVERIFY2(
                LeagueStore(*cut).confirmResult(played, homeBefore, awayBefore, nullptr, &error),
                qPrintable(error));
            QString why;
            QVERIFY2(test::TestEngine::server()->execute(
                         u"postgres"_s,
                         u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                         "datname = 'two_at_once' AND state = 'idle in transaction'"_s,
                         &why),
                     qPrintable(why));
            QTest::qWait(200);
            QVERIFY(!outer.commit());
            QVERIFY2(!error.isEmpty(), "a lost commit must say why");
        }
        QCOMPARE(test::databaseDump(*m_commissioner), before);
        QCOMPARE(*teams.load(home), homeBefore);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestTwoAtOnce)
#include "tst_two_at_once.moc"
