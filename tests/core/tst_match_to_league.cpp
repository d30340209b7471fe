// A league fixture of the demo league tracked live, then handed to the post-match sequence: the
// record MatchResult builds from the log is accepted by the league as it is, and confirming it
// writes the touchdown, the casualty (with the D68 rolled at the table) and the gate.
#include "../support/MatchTestHelpers.h"
#include "../support/TestEngine.h"
#include "core/demo/DemoLeague.h"
#include "core/dice/RandomDice.h"
#include "core/match/Match.h"
#include "core/match/MatchResult.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/DatabaseError.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ResultRecorder.h"
#include "core/storage/TeamStore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

class TestMatchToLeague : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;
    QTemporaryDir m_dir;

    static void play(Match &match, MatchEvent e, const QHash<QString, QList<int>> &dice = {})
    {
        e.dice = dice;
        ScriptedDice none;
        const RuleCheck r = match.append(e, none);
        QVERIFY2(r, qPrintable(r.reason));
        QVERIFY2(none.purposes().isEmpty(), qPrintable(none.purposes().join(u", "_s)));
    }

    static int firstOnPitch(const Match &match, Side side, int skip = 0)
    {
        for (const MatchPlayer &p : match.state().team(side).players) {
            if (p.state == PlayerState::Standing && skip-- == 0)
                return p.number;
        }
        return 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
    }

    void trackedFixtureIsRecorded()
    {
        DatabaseError openError;
        std::unique_ptr<Database> db = test::TestEngine::open(m_dir, u"demo"_s, &openError);
        QVERIFY2(db, qPrintable(openError.message));
        QString error;
        const qint64 leagueId = DemoLeague::create(*db, *m_rules, &error);
        QVERIFY2(leagueId > 0, qPrintable(error));
        const LeagueStore leagues(*db);
        const Season season = leagues.seasons(leagueId).constFirst();
        Fixture fixture;
        for (const Fixture &f : leagues.fixtures(season.id)) {
            if (!f.isPlayed()) {
                fixture = f;
                break;
            }
        }
        QVERIFY(fixture.id > 0);

        const TeamStore teams(*db);
        MatchSetup setup;
        setup.home = *teams.load(fixture.homeTeamId, &error);
        setup.away = *teams.load(fixture.awayTeamId, &error);
        setup.exhibition = false;
        setup.leagueId = leagueId;
        setup.seasonId = season.id;
        setup.fixtureId = fixture.id;

        Match match(*m_rules, setup);
        play(match, makeEvent(MatchEventType::PreMatch, Side::Away),
             {{u"weather"_s, {4, 4}}, {u"home.gate"_s, {5, 6}}, {u"away.gate"_s, {1, 2}}});
        play(match, firstEleven(match, Side::Away));
        play(match, firstEleven(match, Side::Home));
        play(match, makeEvent(MatchEventType::KickOff, Side::Away), {{u"kickoff"_s, {2, 2}}});

        // Home turn 1: a block hurts an away player badly (injury 12, D68 6·4 = 64: dead),
        // then a touchdown.
        play(match, makeEvent(MatchEventType::StartTurn, Side::Home));
        const int blocker = firstOnPitch(match, Side::Home);
        const int victim = firstOnPitch(match, Side::Away);
        play(match, makeAction(Side::Home, blocker, PlayerAction::Block));
        MatchEvent block = makeEvent(MatchEventType::KnockDown, Side::Away, victim);
        block.target = blocker;
        play(match, block,
             {{u"away.armour"_s, {6, 6}},
              {u"away.injury"_s, {6, 6}},
              {u"away.casualty"_s, {6, 4}},
              {u"away.regeneration"_s, {1}}});
        QCOMPARE(match.state().away.player(victim)->state, PlayerState::Casualty);
        const int scorer = firstOnPitch(match, Side::Home, 1);
        play(match, makeAction(Side::Home, scorer, PlayerAction::Move));
        play(match, makeEvent(MatchEventType::Touchdown, Side::Home, scorer));
        QCOMPARE(match.state().home.score, 1);

        // The away coach concedes at the start of his next turn.
        play(match, makeEvent(MatchEventType::EndDrive, Side::Home));
        play(match, firstEleven(match, Side::Home));
        play(match, firstEleven(match, Side::Away));
        play(match, makeEvent(MatchEventType::KickOff, Side::Home), {{u"kickoff"_s, {2, 2}}});
        play(match, makeEvent(MatchEventType::Concede, Side::Away));
        QCOMPARE(match.state().phase, MatchPhase::Finished);

        const MatchRecord record = MatchResult::record(*m_rules, setup, match.events());
        QCOMPARE(record.fixtureId, fixture.id);
        QCOMPARE(record.concession, Concession::DuringMatch);
        QCOMPARE(record.concededBy, Side::Away);
        QCOMPARE(record.away.casualties.size(), 1);
        QCOMPARE(*record.away.casualties.at(0).d68, 64);

        RandomDice dice(7);
        const ResultRecorder recorder(*db, *m_rules);
        ResultRecorder::Preview preview = recorder.preview(record, dice);
        QVERIFY2(preview.ok(), qPrintable(preview.errors.join(u'\n')));
        qint64 matchId = 0;
        QVERIFY2(recorder.confirm(preview, &matchId, &error), qPrintable(error));
        QVERIFY(matchId > 0);

        const Team home = *teams.load(fixture.homeTeamId, &error);
        const Team away = *teams.load(fixture.awayTeamId, &error);
        const Team homeBefore = setup.home;
        QCOMPARE(home.playerByNumber(scorer)->touchdowns,
                 homeBefore.playerByNumber(scorer)->touchdowns + 1);
        // The blocker may be a journeyman released after the match: follow him by id.
        const qint64 blockerId = homeBefore.playerByNumber(blocker)->id;
        const auto blockerAfter =
            std::find_if(home.players.cbegin(), home.players.cend(),
                         [blockerId](const Player &p) { return p.id == blockerId; });
        QVERIFY(blockerAfter != home.players.cend());
        QCOMPARE(blockerAfter->casualties, homeBefore.playerByNumber(blocker)->casualties + 1);
        const qint64 victimId = setup.away.playerByNumber(victim)->id;
        const auto victimAfter =
            std::find_if(away.players.cbegin(), away.players.cend(),
                         [victimId](const Player &p) { return p.id == victimId; });
        QVERIFY(victimAfter != away.players.cend());
        QCOMPARE(victimAfter->status, Player::Status::Dead);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestMatchToLeague)
#include "tst_match_to_league.moc"
