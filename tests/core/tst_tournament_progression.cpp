// Progression between the rounds of an open tournament (issue 17.2): a coach's registered
// roster, and each result entered with what the players did going through the players' steps of
// the league's post-match sequence (TournamentRosterFold, TournamentRosterStore). Rulebook lines
// are those of the French LRB6 rules (seeds/lrb6-competition-rules-fr.txt). In resurrection the
// registered roster plays every game.
#include "../support/TeamFixtures.h"
#include "../support/TestEngine.h"
#include "core/dice/ScriptedDice.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/TournamentRosterStore.h"
#include "core/storage/TournamentStore.h"
#include "core/tournament/TournamentGameDetails.h"
#include "core/tournament/TournamentJson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTournamentProgression : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::shared_ptr<const Ruleset> m_rules;
    qint64 m_tournament = 0;
    qint64 m_ana = 0;
    qint64 m_ben = 0;

    // Two coaches of Humans (blitzers #1–#4, linemen #5–#11), paired against each other every
    // round. `rosters`: 0 none, 1 Ana only, 2 both.
    bool start(bool progression, int rosters = 2)
    {
        QString error;
        const QByteArray json = u"{\"name\": \"Progression Open\", \"rules\": {\"allowRematches\": "
                                "true, \"team_rules\": {\"progression\": \"%1\"}}}"_s
                                    .arg(progression ? u"progression"_s : u"resurrection"_s)
                                    .toUtf8();
        std::optional<Tournament> t =
            TournamentJson::fromJson(QJsonDocument::fromJson(json).object(), &error);
        if (!t)
            return qWarning("%s", qPrintable(error)), false;
        Entrant ana;
        ana.coach = u"Ana"_s;
        ana.rosterId = u"human"_s;
        Entrant ben = ana;
        ben.coach = u"Ben"_s;
        t->entrants = {ana, ben};
        TournamentStore store(*m_db, *m_rules);
        m_tournament = store.create(*t, &error);
        const std::optional<Tournament> loaded = store.load(m_tournament, &error);
        if (!loaded)
            return qWarning("%s", qPrintable(error)), false;
        m_ana = loaded->entrants.at(0).id;
        m_ben = loaded->entrants.at(1).id;
        TournamentRosterStore rosterStore(*m_db, *m_rules);
        for (int i = 0; i < rosters; ++i) {
            if (!rosterStore.setRoster(m_tournament, i == 0 ? m_ana : m_ben,
                                       test::humanTeam(*m_rules), &error))
                return qWarning("%s", qPrintable(error)), false;
        }
        return true;
    }

    bool pair()
    {
        QString error;
        SwissPairingOutcome outcome;
        if (!TournamentStore(*m_db, *m_rules).pairNextRound(m_tournament, {}, &outcome, &error))
            return qWarning("%s", qPrintable(error)), false;
        return true;
    }

    // Enters round `round` (Ana's touchdowns first) with Ana's and Ben's details ("" for none:
    // the score alone). The MVPs are named, so no die is rolled. The refusal, or "".
    QString enter(int round, int anaTd, int benTd, const QString &ana, const QString &ben = {},
                  PostMatchResult *sequence = nullptr, const QList<int> &dice = {})
    {
        QString error;
        const std::optional<Tournament> t =
            TournamentStore(*m_db, *m_rules).load(m_tournament, &error);
        if (!t)
            return error;
        const TournamentGame *game = t->game(round, 1);
        if (!game)
            return u"no game"_s;
        const bool anaHome = game->homeId == m_ana;
        TournamentResultEntry entry;
        entry.round = round;
        entry.table = 1;
        entry.homeTouchdowns = anaHome ? anaTd : benTd;
        entry.awayTouchdowns = anaHome ? benTd : anaTd;
        if (!ana.isEmpty() || !ben.isEmpty()) {
            const QString anaSide = anaHome ? u"home"_s : u"away"_s;
            const QString benSide = anaHome ? u"away"_s : u"home"_s;
            const QString json = u"{\"%1\": %2, \"%3\": %4}"_s.arg(
                anaSide, ana.isEmpty() ? u"{}"_s : ana, benSide, ben.isEmpty() ? u"{}"_s : ben);
            QStringList problems;
            entry.details = TournamentGameDetails::fromBytes(json.toUtf8(), *m_rules, &problems);
            if (!entry.details)
                return problems.join(u"; "_s);
        }
        ScriptedDice none(dice);
        if (!TournamentRosterStore(*m_db, *m_rules)
                 .recordResult(m_tournament, entry, none, sequence, &error))
            return error;
        return none.exhausted() ? u"dice asked for: "_s + none.purposes().join(u", "_s) : QString();
    }

    Team anaNow()
    {
        QString error;
        const std::optional<TournamentRosterState> state =
            TournamentRosterStore(*m_db, *m_rules).current(m_tournament, &error);
        if (!state || !state->ok())
            qWarning("%s", qPrintable(state ? state->problem : error));
        return state ? state->rosters.value(m_ana) : Team{};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        DatabaseError error;
        m_db = test::TestEngine::open(m_dir, u"progression"_s, &error);
        QVERIFY2(m_db, qPrintable(error.message));
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    // One game: what it does to Ana's roster, or why it is refused (and then nothing changed).
    void oneGame_data()
    {
        QTest::addColumn<bool>("progression");
        QTest::addColumn<int>("anaTd");
        QTest::addColumn<QString>("ana");
        QTest::addColumn<QString>("ben");
        QTest::addColumn<int>("number"); // the player of Ana's checked
        QTest::addColumn<int>("spp");
        QTest::addColumn<bool>("missesNext");
        QTest::addColumn<bool>("dead");
        QTest::addColumn<QString>("refusal");
        QTest::addColumn<QList<int>>("dice");
        const QString mvp = u"\"mvp\": [11]"_s;
        QTest::newRow("progression: a touchdown earns 3 SPP (l.3366 table)")
            << true << 1 << u"{\"players\": [{\"number\": 1, \"touchdowns\": 1}], %1}"_s.arg(mvp)
            << u"{\"mvp\": [11]}"_s << 1 << 3 << false << false << QString() << QList<int>{};
        QTest::newRow("progression: the MVP earns 5 SPP (l.3356–3360)")
            << true << 0 << u"{%1}"_s.arg(mvp) << u"{\"mvp\": [11]}"_s << 11 << 5 << false << false
            << QString() << QList<int>{};
        QTest::newRow("progression: a completion 1 and two interceptions 2 each (l.3366 table)")
            << true << 0
            << u"{\"players\": [{\"number\": 2, \"completions\": 1, \"interceptions\": 2}], %1}"_s
                   .arg(mvp)
            << u"{\"mvp\": [11]}"_s << 2 << 5 << false << false << QString() << QList<int>{};
        QTest::newRow("progression: a casualty by a block earns 2 SPP (l.3345–3350)")
            << true << 0 << u"{\"players\": [{\"number\": 3, \"casualties\": 1}], %1}"_s.arg(mvp)
            << u"{\"casualties\": [{\"number\": 6, \"d68\": 11}], \"mvp\": [11]}"_s << 3 << 2
            << false << false << QString() << QList<int>{};
        QTest::newRow("progression: 41 broken ribs, misses the next game (l.3152–3156)")
            << true << 0 << u"{\"casualties\": [{\"number\": 5, \"d68\": 41}], %1}"_s.arg(mvp)
            << u"{\"mvp\": [11]}"_s << 5 << 0 << true << false << QString() << QList<int>{};
        QTest::newRow("progression: 38 badly hurt, no lasting effect (l.3142–3148)")
            << true << 0 << u"{\"casualties\": [{\"number\": 5, \"d68\": 38}], %1}"_s.arg(mvp)
            << u"{\"mvp\": [11]}"_s << 5 << 0 << false << false << QString() << QList<int>{};
        QTest::newRow("progression: 61 dead, leaves the roster (l.3250–3267)")
            << true << 0 << u"{\"casualties\": [{\"number\": 5, \"d68\": 61}], %1}"_s.arg(mvp)
            << u"{\"mvp\": [11]}"_s << 5 << 0 << false << true << QString() << QList<int>{};
        // The MVP is drawn among the players who could play, by shirt number: a 1 is #1.
        QTest::newRow("progression: the score alone, each side's MVP drawn (l.3356–3360)")
            << true << 2 << QString() << QString() << 1 << 5 << false << false << QString()
            << QList<int>{1, 1};
        QTest::newRow("progression: more touchdowns than the score is refused")
            << true << 1 << u"{\"players\": [{\"number\": 1, \"touchdowns\": 2}], %1}"_s.arg(mvp)
            << u"{\"mvp\": [11]}"_s << 1 << 0 << false << false
            << u"scored 1 but its players have 2 touchdowns"_s << QList<int>{};
        QTest::newRow("resurrection: the score alone changes no roster")
            << false << 1 << QString() << QString() << 1 << 0 << false << false << QString()
            << QList<int>{};
        QTest::newRow("resurrection: player details are refused")
            << false << 1 << u"{\"players\": [{\"number\": 1, \"touchdowns\": 1}]}"_s << QString()
            << 1 << 0 << false << false << u"(resurrection)"_s << QList<int>{};
    }
    void oneGame()
    {
        QFETCH(bool, progression);
        QFETCH(int, anaTd);
        QFETCH(QString, ana);
        QFETCH(QString, ben);
        QFETCH(int, number);
        QFETCH(int, spp);
        QFETCH(bool, missesNext);
        QFETCH(bool, dead);
        QFETCH(QString, refusal);
        QFETCH(QList<int>, dice);
        QVERIFY(start(progression));
        QVERIFY(pair());
        const Team before = anaNow();
        PostMatchResult sequence;
        const QString error = enter(1, anaTd, 0, ana, ben, &sequence, dice);
        if (!refusal.isEmpty()) {
            QVERIFY2(error.contains(refusal), qPrintable(error));
            const Team after = anaNow();
            QCOMPARE(after.players.size(), before.players.size());
            for (qsizetype i = 0; i < after.players.size(); ++i)
                QCOMPARE(after.players.at(i).spp, 0);
            return;
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const Team after = anaNow();
        const Player *player = after.playerByNumber(number);
        if (dead) {
            QVERIFY(!player || !player->isActive());
            return;
        }
        QVERIFY(player);
        QCOMPARE(player->spp, spp);
        QCOMPARE(player->missNextGame, missesNext);
        // A tournament has no league economy (README, Choices): the treasury and the fan
        // factor never move, and no gate is rolled.
        QCOMPARE(after.ledgerBalance(), before.ledgerBalance());
        QCOMPARE(after.fanFactor, before.fanFactor);
        QVERIFY(!sequence.logText().contains(u"Gate"_s));
        // Resurrection: no post-match step ran at all.
        QCOMPARE(sequence.log.isEmpty(), !progression);
    }

    // Two rounds: star player points add up, and the sixth makes a player Experienced with an
    // advancement roll (l.3307–3312), taken in the game that earned it.
    void overTwoRounds_data()
    {
        QTest::addColumn<bool>("progression");
        QTest::addColumn<QString>("round1");
        QTest::addColumn<QString>("round2");
        QTest::addColumn<int>("sppAfter1");
        QTest::addColumn<int>("sppAfter2");
        QTest::addColumn<QString>("skill");
        QTest::addColumn<QString>("refusal");
        const QString td = u"{\"number\": 1, \"touchdowns\": 1}"_s;
        QTest::newRow("progression: 3 + 3 SPP, Experienced, Tackle taken on 2+3 (l.3307–3312)")
            << true << u"{\"players\": [%1], \"mvp\": [11]}"_s.arg(td)
            << u"{\"players\": [%1], \"mvp\": [11], \"advancements\": [{\"number\": 1, \"dice\": "
               "[2, 3], \"take\": \"tackle\"}]}"_s.arg(td)
            << 3 << 6 << u"tackle"_s << QString();
        QTest::newRow("progression: 3 + 3 SPP, the roll left for later")
            << true << u"{\"players\": [%1], \"mvp\": [11]}"_s.arg(td)
            << u"{\"players\": [%1], \"mvp\": [11]}"_s.arg(td) << 3 << 6 << QString() << QString();
        QTest::newRow("progression: an advancement at 3 SPP is refused (l.3307–3312)")
            << true << u"{\"players\": [%1], \"mvp\": [11]}"_s.arg(td)
            << u"{\"mvp\": [11], \"advancements\": [{\"number\": 1, \"dice\": [2, 3], \"take\": "
               "\"tackle\"}]}"_s
            << 3 << 3 << QString() << u"Player 1"_s;
        QTest::newRow("resurrection: two wins, no SPP kept")
            << false << QString() << QString() << 0 << 0 << QString() << QString();
    }
    void overTwoRounds()
    {
        QFETCH(bool, progression);
        QFETCH(QString, round1);
        QFETCH(QString, round2);
        QFETCH(int, sppAfter1);
        QFETCH(int, sppAfter2);
        QFETCH(QString, skill);
        QFETCH(QString, refusal);
        QVERIFY(start(progression));
        QVERIFY(pair());
        QCOMPARE(enter(1, 1, 0, round1, round1.isEmpty() ? QString() : u"{\"mvp\": [11]}"_s),
                 QString());
        QCOMPARE(anaNow().playerByNumber(1)->spp, sppAfter1);
        QVERIFY(pair());
        const QString error = enter(2, round2.contains(u"touchdowns"_s) ? 1 : 0, 0, round2,
                                    round2.isEmpty() ? QString() : u"{\"mvp\": [11]}"_s);
        if (refusal.isEmpty())
            QVERIFY2(error.isEmpty(), qPrintable(error));
        else
            QVERIFY2(error.contains(refusal), qPrintable(error));
        const Team after = anaNow();
        const Player *player = after.playerByNumber(1);
        QCOMPARE(player->spp, sppAfter2);
        const Position *position = m_rules->position(player->positionId);
        QVERIFY(position);
        QCOMPARE(player->advancementsTaken, skill.isEmpty() ? 0 : 1);
        if (!skill.isEmpty())
            QVERIFY(player->hasSkill(*position, skill));
        QCOMPARE(player->pendingAdvancements(*m_rules), sppAfter2 >= 6 && skill.isEmpty() ? 1 : 0);
    }

    // A player hurt in round 1 misses round 2 (l.3152–3156, l.3356–3358: only the players who
    // could play earn anything), and is back for round 3.
    void injuredMissesNextGame_data()
    {
        QTest::addColumn<int>("d68");
        QTest::addColumn<QString>("round2");
        QTest::addColumn<QString>("refusal");
        QTest::addColumn<bool>("missesAfter2");
        QTest::addColumn<int>("sppAfter2");
        const QString named =
            u"{\"players\": [{\"number\": 5, \"touchdowns\": 1}], \"mvp\": [11]}"_s;
        QTest::newRow("41: named in round 2, refused")
            << 41 << named << u"could not play this match"_s << true << 0;
        QTest::newRow("41: sits round 2 out, plays round 3")
            << 41 << u"{\"mvp\": [11]}"_s << QString() << false << 0;
        QTest::newRow("38: plays round 2 and scores (l.3142–3148)")
            << 38 << named << QString() << false << 3;
        QTest::newRow("61: dead, cannot be named in round 2 (l.3250–3267)")
            << 61 << named << u"has no player number 5"_s << false << 0;
    }
    void injuredMissesNextGame()
    {
        QFETCH(int, d68);
        QFETCH(QString, round2);
        QFETCH(QString, refusal);
        QFETCH(bool, missesAfter2);
        QFETCH(int, sppAfter2);
        QVERIFY(start(true));
        QVERIFY(pair());
        QCOMPARE(
            enter(1, 0, 0,
                  u"{\"casualties\": [{\"number\": 5, \"d68\": %1}], \"mvp\": [11]}"_s.arg(d68),
                  u"{\"mvp\": [11]}"_s),
            QString());
        QVERIFY(pair());
        const QString error =
            enter(2, round2.contains(u"touchdowns"_s) ? 1 : 0, 0, round2, u"{\"mvp\": [11]}"_s);
        if (refusal.isEmpty())
            QVERIFY2(error.isEmpty(), qPrintable(error));
        else
            QVERIFY2(error.contains(refusal), qPrintable(error));
        const Team after = anaNow();
        const Player *player = after.playerByNumber(5);
        if (d68 >= 61) {
            QVERIFY(!player || !player->isActive());
            return;
        }
        QVERIFY(player);
        QCOMPARE(player->missNextGame, missesAfter2);
        QCOMPARE(player->spp, sppAfter2);
    }

    // Correcting an earlier round replays the later ones from the registered roster; a
    // correction a later game no longer fits is refused, naming that game.
    void correctionCarriesForward_data()
    {
        QTest::addColumn<QString>("correction");
        QTest::addColumn<int>("anaTd");
        QTest::addColumn<QString>("refusal");
        QTest::addColumn<int>("spp");
        QTest::newRow("round 1 gains a completion: 3 + 1 + 3")
            << u"{\"players\": [{\"number\": 1, \"touchdowns\": 1, \"completions\": 1}], \"mvp\": "
               "[11]}"_s
            << 1 << QString() << 7;
        QTest::newRow("#1 killed in round 1: round 2 names him, refused")
            << u"{\"players\": [{\"number\": 1, \"touchdowns\": 1}], \"casualties\": [{\"number\": "
               "1, \"d68\": 61}], \"mvp\": [11]}"_s
            << 1 << u"Round 2, table 1 no longer fits"_s << 6;
    }
    void correctionCarriesForward()
    {
        QFETCH(QString, correction);
        QFETCH(int, anaTd);
        QFETCH(QString, refusal);
        QFETCH(int, spp);
        QVERIFY(start(true));
        const QString td = u"{\"players\": [{\"number\": 1, \"touchdowns\": 1}], \"mvp\": [11]}"_s;
        QVERIFY(pair());
        QCOMPARE(enter(1, 1, 0, td, u"{\"mvp\": [11]}"_s), QString());
        QVERIFY(pair());
        QCOMPARE(enter(2, 1, 0, td, u"{\"mvp\": [11]}"_s), QString());
        const QString error = enter(1, anaTd, 0, correction, u"{\"mvp\": [11]}"_s);
        if (refusal.isEmpty())
            QVERIFY2(error.isEmpty(), qPrintable(error));
        else
            QVERIFY2(error.contains(refusal), qPrintable(error));
        QCOMPARE(anaNow().playerByNumber(1)->spp, spp);
    }

    // Who may carry which roster, and when.
    void rosterRules_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("a Human roster for a Human coach") << u"human"_s << QString();
        QTest::newRow("an Orc roster for a Human coach") << u"orc"_s << u"this roster is a"_s;
        QTest::newRow("over the budget of 1,100,000 gp")
            << u"expensive"_s << u"over the tournament's budget"_s;
        QTest::newRow("after the coach's first game") << u"played"_s << u"has played round 1"_s;
        QTest::newRow("details with Ben's roster missing")
            << u"details"_s << u"Ben has no roster"_s;
    }
    void rosterRules()
    {
        QFETCH(QString, what);
        QFETCH(QString, refusal);
        QVERIFY(start(true, 1));
        Team team = test::humanTeam(*m_rules);
        if (what == u"orc"_s)
            team.rosterId = u"orc"_s;
        if (what == u"expensive"_s)
            team = test::humanTeam(*m_rules, 12, 4); // 4 × 90,000 + 12 × 50,000 + re-rolls
        team.rerolls = what == u"expensive"_s ? 8 : team.rerolls;
        QString error;
        if (what == u"played"_s || what == u"details"_s) {
            QVERIFY(pair());
            error = enter(1, 0, 0, what == u"details"_s ? u"{\"mvp\": [11]}"_s : QString());
            if (what == u"details"_s) {
                QVERIFY2(error.contains(refusal), qPrintable(error));
                return;
            }
            QCOMPARE(error, QString());
        }
        const bool stored =
            TournamentRosterStore(*m_db, *m_rules).setRoster(m_tournament, m_ana, team, &error);
        QCOMPARE(stored, refusal.isEmpty());
        if (!refusal.isEmpty())
            QVERIFY2(error.contains(refusal), qPrintable(error));
    }

    void cleanupTestCase() { m_db.reset(); }
};

DUGOUT_ENGINE_TEST_MAIN(TestTournamentProgression)
#include "tst_tournament_progression.moc"
