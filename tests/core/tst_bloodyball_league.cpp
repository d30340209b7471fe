// Bloody Ball teams and the league table (issue 20, part 5): a team is five named players and a
// Champion (seed bloody-ball-fr.txt l.24, l.79) with any figures (l.97-99: no profiles), typed
// in or drawn from a Dugout LRB6 team; finished games are kept in the database (migration 10)
// and the table is computed from them. The store runs on SQLite and on a PostgreSQL server.
#include "../support/BloodyPositions.h"
#include "../support/TeamFixtures.h"
#include "../support/TestEngine.h"
#include "core/bloodyball/BloodyAi.h"
#include "core/bloodyball/BloodyGameFile.h"
#include "core/bloodyball/BloodyLeagueTable.h"
#include "core/bloodyball/TeamDraw.h"
#include "core/dice/RandomDice.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/BloodyBallStore.h"
#include "core/storage/TeamStore.h"
#include "core/storage/Transaction.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::bloodyball;

Q_DECLARE_METATYPE(dugout::bloodyball::BloodyTeam)

namespace {

BloodyTeam typedTeam(const QString &name, const QString &prefix)
{
    BloodyTeam t;
    t.team.name = name;
    for (int i = 1; i <= 5; ++i)
        t.team.players << u"%1 %2"_s.arg(prefix).arg(i);
    t.team.champion = 2;
    t.team.colour = u"#c0392b"_s;
    t.figures = {u"Ogre"_s, u"Goblin"_s, u"Elf"_s, u""_s, u"Dwarf"_s};
    return t;
}

// A whole game between the computer coaching both sides, played to its end with seeded dice.
Game finishedGame(const QString &first, const QString &second, quint32 seed)
{
    GameSetup setup = test::bloody::setup(false);
    setup.teams[0].name = first;
    setup.teams[1].name = second;
    RandomDice dice(seed);
    Game game(setup);
    for (int step = 0; step < 5000 && game.state().stage != Stage::GameOver; ++step) {
        const Event e =
            game.state().stage == Stage::QuarterStart ? game.shuffle(dice) : Ai::decide(game);
        if (!game.apply(e, &dice))
            break;
    }
    return game;
}

BloodyResult result(qint64 first, int firstTd, qint64 second, int secondTd)
{
    BloodyResult r;
    r.teamIds = {first, second};
    r.touchdowns = {firstTd, secondTd};
    return r;
}

} // namespace

class TestBloodyBallLeague : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules = RulesetLoader::builtIn();
    int m_databases = 0;

    std::unique_ptr<Database> freshDatabase()
    {
        DatabaseError error;
        auto db = test::TestEngine::open(m_dir, u"bloody%1"_s.arg(++m_databases), &error);
        if (!db)
            qWarning("%s", qPrintable(error.message));
        return db;
    }

private Q_SLOTS:
    void teamCheck_data()
    {
        QTest::addColumn<BloodyTeam>("team");
        QTest::addColumn<QString>("reason"); // empty: accepted
        const BloodyTeam ok = typedTeam(u"Ogres"_s, u"Ogre"_s);
        QTest::newRow("l.79 five players and a Champion") << ok << QString();
        BloodyTeam noFigures = ok;
        noFigures.figures.clear();
        QTest::newRow("l.97 no figures named at all") << noFigures << QString();
        BloodyTeam t = ok;
        t.team.name = u"  "_s;
        QTest::newRow("a team needs a name") << t << u"The team's name"_s;
        t = ok;
        t.team.players.removeLast();
        QTest::newRow("l.79 four players") << t << u"needs exactly five players"_s;
        t = ok;
        t.team.players << u"Ogre 6"_s;
        QTest::newRow("l.79 six players") << t << u"needs exactly five players"_s;
        t = ok;
        t.team.players[3] = u""_s;
        QTest::newRow("a player without a name") << t << u"Player 4's name"_s;
        t = ok;
        t.team.players[4] = u"ogre 1"_s;
        QTest::newRow("two players of one name") << t << u"Two players of Ogres"_s;
        t = ok;
        t.team.champion = 5;
        QTest::newRow("l.24 the Champion is one of the five") << t << u"needs a Champion"_s;
        t = ok;
        t.team.champion = -1;
        QTest::newRow("l.24 no Champion") << t << u"needs a Champion"_s;
        t = ok;
        t.figures.removeLast();
        QTest::newRow("figures for four players only") << t << u"a figure for each"_s;
        t = ok;
        t.figures[0] = QString(201, u'x');
        QTest::newRow("a figure longer than a note") << t << u"A figure"_s;
    }

    void teamCheck()
    {
        QFETCH(BloodyTeam, team);
        QFETCH(QString, reason);
        const RuleCheck check = BloodyTeam::check(team);
        QCOMPARE(check.allowed, reason.isEmpty());
        QVERIFY2(check.reason.contains(reason), qPrintable(check.reason));
    }

    // Drawing from an LRB6 team: the team has 11 players numbered 1-11 ("Player N"), four
    // blitzers then seven linemen.
    void drawFromLrbTeam_data()
    {
        QTest::addColumn<QList<int>>("spp");         // star player points of players 1..11
        QTest::addColumn<QList<int>>("unavailable"); // numbers dead or missing the next game
        QTest::addColumn<QList<int>>("numbers");     // the choice (empty: Dugout's)
        QTest::addColumn<int>("champion");           // number, 0: the first
        QTest::addColumn<QStringList>("players");    // the drawn team's players
        QTest::addColumn<int>("championIndex");
        QTest::addColumn<QString>("reason");

        const QList<int> none(11, 0);
        QTest::newRow("no choice, nobody has SPP: numbers 1-5, the first leads")
            << none << QList<int>{} << QList<int>{} << 0
            << QStringList{u"Player 1"_s, u"Player 2"_s, u"Player 3"_s, u"Player 4"_s,
                           u"Player 5"_s}
            << 0 << QString();
        QTest::newRow("no choice: the most SPP first, the number breaks a tie")
            << QList<int>{0, 0, 3, 0, 0, 0, 16, 0, 0, 3, 1} << QList<int>{} << QList<int>{} << 0
            << QStringList{u"Player 7"_s, u"Player 3"_s, u"Player 10"_s, u"Player 11"_s,
                           u"Player 1"_s}
            << 0 << QString();
        QTest::newRow("no choice: the dead and the injured stay home")
            << none << QList<int>{1, 3} << QList<int>{} << 0
            << QStringList{u"Player 2"_s, u"Player 4"_s, u"Player 5"_s, u"Player 6"_s,
                           u"Player 7"_s}
            << 0 << QString();
        QTest::newRow("five chosen, in the order given, the Champion named")
            << none << QList<int>{} << QList<int>{9, 2, 11, 4, 6} << 11
            << QStringList{u"Player 9"_s, u"Player 2"_s, u"Player 11"_s, u"Player 4"_s,
                           u"Player 6"_s}
            << 2 << QString();
        QTest::newRow("only four who can play")
            << none << QList<int>{1, 2, 3, 4, 5, 6, 7} << QList<int>{} << 0 << QStringList{} << 0
            << u"who can play: 4;"_s;
        QTest::newRow("four chosen") << none << QList<int>{} << QList<int>{1, 2, 3, 4} << 0
                                     << QStringList{} << 0 << u"exactly five"_s;
        QTest::newRow("a number the team does not have")
            << none << QList<int>{} << QList<int>{1, 2, 3, 4, 12} << 0 << QStringList{} << 0
            << u"no player number 12"_s;
        QTest::newRow("a player missing the next game is not chosen")
            << none << QList<int>{5} << QList<int>{1, 2, 3, 4, 5} << 0 << QStringList{} << 0
            << u"no player number 5"_s;
        QTest::newRow("one player twice") << none << QList<int>{} << QList<int>{1, 2, 3, 4, 4} << 0
                                          << QStringList{} << 0 << u"chosen twice"_s;
        QTest::newRow("l.24 a Champion outside the five")
            << none << QList<int>{} << QList<int>{1, 2, 3, 4, 5} << 6 << QStringList{} << 0
            << u"not one of the five"_s;
    }

    void drawFromLrbTeam()
    {
        QFETCH(QList<int>, spp);
        QFETCH(QList<int>, unavailable);
        QFETCH(QList<int>, numbers);
        QFETCH(int, champion);
        QFETCH(QStringList, players);
        QFETCH(int, championIndex);
        QFETCH(QString, reason);

        Team lrb = test::humanTeam(*m_rules);
        lrb.id = 42;
        for (Player &p : lrb.players) {
            p.spp = spp.at(p.number - 1);
            if (unavailable.contains(p.number)) {
                if (p.number % 2)
                    p.status = Player::Status::Dead;
                else
                    p.missNextGame = true;
            }
        }
        QString error;
        const std::optional<BloodyTeam> drawn =
            TeamDraw::draw(lrb, *m_rules, numbers, champion, &error);
        QCOMPARE(drawn.has_value(), reason.isEmpty());
        if (!drawn) {
            QVERIFY2(error.contains(reason), qPrintable(error));
            return;
        }
        QCOMPARE(drawn->team.name, lrb.name);
        QCOMPARE(drawn->team.colour, lrb.color);
        QCOMPARE(drawn->sourceTeamId, 42);
        QCOMPARE(drawn->team.players, players);
        QCOMPARE(drawn->team.champion, championIndex);
        // The figure is each player's LRB6 position.
        QCOMPARE(drawn->figures.size(), 5);
        for (int i = 0; i < 5; ++i) {
            const int number = players.at(i).mid(7).toInt();
            QCOMPARE(drawn->figures.at(i), number <= 4 ? u"Blitzer"_s : u"Lineman"_s);
        }
        QVERIFY(BloodyTeam::check(*drawn));
    }

    void drawNamesAnUnnamedPlayerByNumber()
    {
        Team lrb = test::humanTeam(*m_rules);
        lrb.players[1].name.clear();
        QString error;
        const std::optional<BloodyTeam> drawn = TeamDraw::draw(lrb, *m_rules, {}, 0, &error);
        QVERIFY2(drawn, qPrintable(error));
        QCOMPARE(drawn->team.players.at(1), u"No. 2"_s);
    }

    // Teams 1-4; results as (team, touchdowns, team, touchdowns).
    void tableOrder_data()
    {
        QTest::addColumn<QList<BloodyResult>>("results");
        QTest::addColumn<QList<qint64>>("order");
        QTest::addColumn<QList<int>>("firstLine"); // games, wins, draws, losses, for, against

        QTest::newRow("no game: by name")
            << QList<BloodyResult>{} << QList<qint64>{1, 2, 3, 4} << QList<int>{0, 0, 0, 0, 0, 0};
        QTest::newRow("most wins first")
            << QList<BloodyResult>{result(1, 0, 2, 1), result(3, 2, 4, 1), result(3, 1, 1, 0)}
            << QList<qint64>{3, 2, 4, 1} << QList<int>{2, 2, 0, 0, 3, 1};
        QTest::newRow("a draw counts for both, then draws break equal wins")
            << QList<BloodyResult>{result(1, 1, 2, 0), result(3, 2, 4, 0), result(3, 1, 1, 1)}
            << QList<qint64>{3, 1, 2, 4} << QList<int>{2, 1, 1, 0, 3, 1};
        QTest::newRow("equal wins and draws: touchdown difference")
            << QList<BloodyResult>{result(1, 1, 2, 0), result(3, 3, 4, 0)}
            << QList<qint64>{3, 1, 2, 4} << QList<int>{1, 1, 0, 0, 3, 0};
        QTest::newRow("equal difference: more touchdowns scored")
            << QList<BloodyResult>{result(1, 1, 2, 0), result(4, 2, 3, 1)}
            << QList<qint64>{4, 1, 3, 2} << QList<int>{1, 1, 0, 0, 2, 1};
        QTest::newRow("a result of a team no longer stored is left out")
            << QList<BloodyResult>{result(1, 3, 9, 0)} << QList<qint64>{1, 2, 3, 4}
            << QList<int>{1, 1, 0, 0, 3, 0};
    }

    void tableOrder()
    {
        QFETCH(QList<BloodyResult>, results);
        QFETCH(QList<qint64>, order);
        QFETCH(QList<int>, firstLine);
        QList<BloodyTeam> teams;
        const QStringList names = {u"Amazons"_s, u"Bears"_s, u"Crows"_s, u"Dwarves"_s};
        for (int i = 0; i < names.size(); ++i) {
            BloodyTeam t = typedTeam(names.at(i), names.at(i));
            t.id = i + 1;
            teams << t;
        }
        const QList<BloodyStanding> table = BloodyLeagueTable::compute(teams, results);
        QList<qint64> ids;
        for (const BloodyStanding &s : table)
            ids << s.teamId;
        QCOMPARE(ids, order);
        const BloodyStanding &s = table.constFirst();
        QCOMPARE(
            (QList<int>{s.games, s.wins, s.draws, s.losses, s.touchdownsFor, s.touchdownsAgainst}),
            firstLine);
        int games = 0;
        for (const BloodyStanding &line : table)
            games += line.games;
        int counted = 0;
        for (const BloodyResult &r : results)
            counted += (r.teamIds[0] <= 4) + (r.teamIds[1] <= 4);
        QCOMPARE(games, counted);
    }

    void storeKeepsTeams()
    {
        auto db = freshDatabase();
        QVERIFY(db);
        BloodyBallStore store(*db);
        QString error;
        QCOMPARE(store.teams(&error)->size(), 0);
        BloodyTeam ogres = typedTeam(u"Ogres"_s, u"Ogre"_s);
        ogres.id = store.addTeam(ogres, &error);
        QVERIFY2(ogres.id > 0, qPrintable(error));
        BloodyTeam bees = typedTeam(u"Bees"_s, u"Bee"_s);
        bees.figures.clear();
        bees.id = store.addTeam(bees, &error);
        QVERIFY2(bees.id > 0, qPrintable(error));
        const std::optional<QList<BloodyTeam>> teams = store.teams(&error);
        QVERIFY2(teams, qPrintable(error));
        QCOMPARE(teams->size(), 2);
        bees.figures = QStringList(5, QString()); // stored as five empty figures
        QCOMPARE(teams->at(0), bees);             // by name
        QCOMPARE(teams->at(1), ogres);

        // One name per team, whatever the case; a bad team is refused before writing.
        QCOMPARE(store.addTeam(typedTeam(u"OGRES"_s, u"X"_s), &error), 0);
        QVERIFY2(error.contains(u"already a Bloody Ball team called Ogres"_s), qPrintable(error));
        BloodyTeam four = typedTeam(u"Four"_s, u"F"_s);
        four.team.players.removeLast();
        QCOMPARE(store.addTeam(four, &error), 0);
        QVERIFY2(error.contains(u"exactly five"_s), qPrintable(error));
        QCOMPARE(store.teams()->size(), 2);
    }

    // A team drawn from a stored LRB6 team remembers it; deleting the LRB6 team keeps the
    // Bloody Ball team.
    void storeKeepsWhereATeamWasDrawnFrom()
    {
        auto db = freshDatabase();
        QVERIFY(db);
        Team lrb = test::humanTeam(*m_rules);
        TeamStore teams(*db);
        QString error;
        QVERIFY2(teams.save(lrb, &error), qPrintable(error));
        const std::optional<BloodyTeam> drawn = TeamDraw::draw(lrb, *m_rules, {}, 0, &error);
        QVERIFY2(drawn, qPrintable(error));
        BloodyBallStore store(*db);
        QVERIFY2(store.addTeam(*drawn, &error) > 0, qPrintable(error));
        QCOMPARE(store.teams()->at(0).sourceTeamId, lrb.id);
        QCOMPARE(store.teams()->at(0).figures.at(0), u"Blitzer"_s);
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"DELETE FROM team WHERE id = %1"_s.arg(lrb.id)));
        QCOMPARE(store.teams()->at(0).sourceTeamId, 0);
        QCOMPARE(store.teams()->at(0).team.players, drawn->team.players);
    }

    void storeKeepsFinishedGamesAndTheTable()
    {
        auto db = freshDatabase();
        QVERIFY(db);
        BloodyBallStore store(*db);
        QString error;
        const qint64 ogres = store.addTeam(typedTeam(u"Ogres"_s, u"Ogre"_s), &error);
        const qint64 bees = store.addTeam(typedTeam(u"Bees"_s, u"Bee"_s), &error);
        QVERIFY(ogres > 0 && bees > 0);

        const Game first = finishedGame(u"Ogres"_s, u"bees"_s, 7); // names are case-blind
        QCOMPARE(first.state().stage, Stage::GameOver);
        const qint64 id = store.recordGame(first, &error);
        QVERIFY2(id > 0, qPrintable(error));
        // The same game is kept once.
        QCOMPARE(store.recordGame(first, &error), 0);
        QVERIFY2(error.contains(u"already kept (game %1)"_s.arg(id)), qPrintable(error));

        const Game second = finishedGame(u"Bees"_s, u"Ogres"_s, 8);
        QVERIFY2(store.recordGame(second, &error) > 0, qPrintable(error));

        const std::optional<QList<BloodyResult>> results = store.results(&error);
        QVERIFY2(results, qPrintable(error));
        QCOMPARE(results->size(), 2);
        QCOMPARE(results->at(0).teamIds, (std::array<qint64, 2>{ogres, bees}));
        QCOMPARE(results->at(0).touchdowns[0], first.state().teams[0].touchdowns);
        QCOMPARE(results->at(0).touchdowns[1], first.state().teams[1].touchdowns);
        QCOMPARE(results->at(1).teamIds, (std::array<qint64, 2>{bees, ogres}));
        QVERIFY(qAbs(results->at(0).playedAt.secsTo(QDateTime::currentDateTimeUtc())) < 600);

        const std::optional<QList<BloodyStanding>> table = store.table(&error);
        QVERIFY2(table, qPrintable(error));
        QCOMPARE(table->size(), 2);
        int ogreTd = first.state().teams[0].touchdowns + second.state().teams[1].touchdowns;
        int beeTd = first.state().teams[1].touchdowns + second.state().teams[0].touchdowns;
        for (const BloodyStanding &s : *table) {
            QCOMPARE(s.games, 2);
            QCOMPARE(s.wins + s.draws + s.losses, 2);
            QCOMPARE(s.touchdownsFor, s.teamId == ogres ? ogreTd : beeTd);
            QCOMPARE(s.touchdownsAgainst, s.teamId == ogres ? beeTd : ogreTd);
        }

        // The kept file replays to the same score.
        QSqlQuery query(db->connection());
        QVERIFY(query.exec(u"SELECT game_file FROM bloody_game WHERE id = %1"_s.arg(id)));
        QVERIFY(query.next());
        const std::optional<GameLog> log = GameFile::fromBytes(query.value(0).toString().toUtf8());
        QVERIFY(log);
        const std::optional<Game> replayed = Game::replay(log->setup, log->events);
        QVERIFY(replayed);
        QCOMPARE(replayed->state().teams[0].touchdowns, first.state().teams[0].touchdowns);
    }

    void storeRefusesWhatIsNotAResult()
    {
        auto db = freshDatabase();
        QVERIFY(db);
        BloodyBallStore store(*db);
        QString error;
        QVERIFY(store.addTeam(typedTeam(u"Ogres"_s, u"Ogre"_s), &error) > 0);
        QVERIFY(store.addTeam(typedTeam(u"Bees"_s, u"Bee"_s), &error) > 0);

        Game unfinished(test::bloody::setup(false));
        GameSetup named = unfinished.setup();
        named.teams[0].name = u"Ogres"_s;
        named.teams[1].name = u"Bees"_s;
        QCOMPARE(store.recordGame(Game(named), &error), 0);
        QVERIFY2(error.contains(u"not over"_s), qPrintable(error));

        QCOMPARE(store.recordGame(finishedGame(u"Ogres"_s, u"Wasps"_s, 3), &error), 0);
        QVERIFY2(error.contains(u"no Bloody Ball team called Wasps"_s), qPrintable(error));

        QCOMPARE(store.recordGame(finishedGame(u"Ogres"_s, u"ogres"_s, 3), &error), 0);
        QVERIFY2(error.contains(u"cannot play itself"_s), qPrintable(error));
        QCOMPARE(store.results()->size(), 0);
    }

    // Each write is one transaction; inside a command's transaction it is a savepoint, and
    // nothing stays when the command gives up.
    void storeWritesInsideACommandLeaveNothingWhenItGivesUp()
    {
        auto db = freshDatabase();
        QVERIFY(db);
        BloodyBallStore store(*db);
        QString error;
        {
            Transaction command(db->connection(), &error);
            QVERIFY2(command.isOpen(), qPrintable(error));
            QVERIFY(store.addTeam(typedTeam(u"Ogres"_s, u"Ogre"_s), &error) > 0);
            QVERIFY(store.addTeam(typedTeam(u"Bees"_s, u"Bee"_s), &error) > 0);
            QVERIFY(store.recordGame(finishedGame(u"Ogres"_s, u"Bees"_s, 5), &error) > 0);
            QCOMPARE(store.teams()->size(), 2);
        } // not committed
        QCOMPARE(store.teams()->size(), 0);
        QCOMPARE(store.results()->size(), 0);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestBloodyBallLeague)
#include "tst_bloodyball_league.moc"
