// The majors' lasting gifts stored with their final and undone with it (rulebook l.4144–4153,
// l.4176–4195): Spike!'s Player of the Year on a team that did not play the final gains Fan
// Favourite in the same transaction as the result and loses it when the final is undone, only it
// (what his team did since stays); the Chaos Cup's gifts go with the winner's snapshot. Both are
// read back by TrophyQuery for `league trophies`. On SQLite and on PostgreSQL.
#include "../support/TeamFixtures.h"
#include "../support/TestEngine.h"
#include "core/dice/ScriptedDice.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ResultRecorder.h"
#include "core/storage/TeamStore.h"
#include "core/storage/TrophyQuery.h"
#include "core/team/TeamRules.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTrophyGiftsStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::shared_ptr<const Ruleset> m_rules;
    qint64 m_teams[3] = {0, 0, 0}; // two finalists and a team that did not play
    League m_league;

    qint64 storedTeam(const QString &name)
    {
        Team team = test::humanTeam(*m_rules);
        team.name = name;
        if (!TeamRules(*m_rules).confirm(team))
            qFatal("cannot confirm");
        if (!TeamStore(*m_db).save(team))
            qFatal("cannot save");
        return team.id;
    }

    // A final of `major` between the first two teams, in a season of its own.
    Fixture final(Major major)
    {
        LeagueStore store(*m_db);
        Season season;
        season.leagueId = m_league.id;
        season.name = u"Season %1"_s.arg(int(major));
        for (qint64 id : m_teams)
            season.entries << SeasonEntry{id, 0};
        if (!store.saveSeason(season))
            qFatal("cannot save season");
        Fixture fixture{0, season.id, 0, 1, m_teams[0], m_teams[1], 0};
        fixture.stage = FixtureStage::Final;
        fixture.major = major;
        QString error;
        if (!store.addFixture(fixture, &error))
            qFatal("cannot add the final: %s", qPrintable(error));
        return fixture;
    }

    MatchRecord record(const Fixture &fixture) const
    {
        MatchRecord r;
        r.leagueId = m_league.id;
        r.fixtureId = fixture.id;
        r.home.teamId = fixture.homeTeamId;
        r.away.teamId = fixture.awayTeamId;
        r.home.score = 2;
        r.away.score = 1;
        r.home.mvpNumbers = {1};
        r.away.mvpNumbers = {1};
        r.dice = {{u"home.gate"_s, {3, 3}},          {u"away.gate"_s, {3, 3}},
                  {u"home.winnings"_s, {4}},         {u"away.winnings"_s, {2}},
                  {u"home.fan_factor"_s, {1, 1, 1}}, {u"away.fan_factor"_s, {1, 1}}};
        return r;
    }

    Team load(qint64 id) const { return *TeamStore(*m_db).load(id); }

    static int fanFavourites(const Team &team, int number)
    {
        const Player *player = team.playerByNumber(number);
        return int(std::count_if(
            player->gainedSkills.cbegin(), player->gainedSkills.cend(),
            [](const GainedSkill &skill) { return skill.skillId == u"fan_favourite"_s; }));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        DatabaseError error;
        m_db = test::TestEngine::open(m_dir, u"gifts"_s, &error);
        QVERIFY2(m_db, qPrintable(error.message));
        m_teams[0] = storedTeam(u"Finalist Home"_s);
        m_teams[1] = storedTeam(u"Finalist Away"_s);
        m_teams[2] = storedTeam(u"Stayed Home"_s);
        m_league.name = u"Majors League"_s;
        m_league.commissioner = u"Jim"_s;
        m_league.teamIds = {m_teams[0], m_teams[1], m_teams[2]};
        m_league.options.playerOfTheYear = true;
        QString why;
        QVERIFY2(LeagueStore(*m_db).save(m_league, &why), qPrintable(why));
    }

    // l.4150: the player with the most SPP plays for a team that was not in the final.
    void playerOfTheYearElsewhereThenUndone()
    {
        Team star = load(m_teams[2]);
        star.players[1].spp = 60;
        QVERIFY(TeamStore(*m_db).save(star));
        const Fixture spike = final(Major::Spike);
        const ResultRecorder recorder(*m_db, *m_rules);
        ScriptedDice none;
        ResultRecorder::Preview preview = recorder.preview(record(spike), none);
        QVERIFY2(preview.ok(), qPrintable(preview.errors.join(u'\n')));
        QVERIFY(preview.result.awarded);
        QCOMPARE(preview.result.record.playerOfTheYear->teamId, m_teams[2]);

        // The team changed since the preview: the result is refused, nothing is written.
        {
            ResultRecorder::Preview stale = preview;
            Team changed = load(m_teams[2]);
            changed.coach = u"Someone else"_s;
            QVERIFY(TeamStore(*m_db).save(changed));
            qint64 id = 0;
            QString error;
            QVERIFY(!recorder.confirm(stale, &id, &error));
            QVERIFY2(error.contains(u"Stayed Home changed since"_s), qPrintable(error));
            preview = recorder.preview(record(spike), none);
            QVERIFY2(preview.ok(), qPrintable(preview.errors.join(u'\n')));
        }
        qint64 matchId = 0;
        QString error;
        QVERIFY2(recorder.confirm(preview, &matchId, &error), qPrintable(error));
        const int number = star.players[1].number;
        QCOMPARE(fanFavourites(load(m_teams[2]), number), 1);
        const QList<TrophyHolder> holders = TrophyQuery(*m_db).holders(m_league.id);
        QCOMPARE(holders.size(), 1);
        QVERIFY(holders[0].playerOfTheYear);
        QCOMPARE(holders[0].playerOfTheYear->number, number);
        QCOMPARE(holders[0].playerOfTheYear->teamName, u"Stayed Home"_s);
        QCOMPARE(holders[0].playerOfTheYear->spp, 60);

        // Something else changes on his team; undoing the final takes back the skill only.
        Team later = load(m_teams[2]);
        later.coach = u"Third coach"_s;
        QVERIFY(TeamStore(*m_db).save(later));
        LeagueStore store(*m_db);
        QVERIFY2(store.undoResult(matchId, &error), qPrintable(error));
        const Team after = load(m_teams[2]);
        QCOMPARE(fanFavourites(after, number), 0);
        QCOMPARE(after.coach, u"Third coach"_s);
        QVERIFY(TrophyQuery(*m_db).holders(m_league.id).isEmpty());
    }

    // l.4181–4195: the winner's drawn players keep their gifts in its stored team; undoing the
    // final gives the team back as it was.
    void chaosGiftsStoredThenUndone()
    {
        const Fixture chaos = final(Major::ChaosCup);
        MatchRecord r = record(chaos);
        r.dice[u"home.chaos_cup"_s] = {2};
        r.dice[u"home.chaos_cup.player"_s] = {3, 3};
        r.home.chaosGifts = {{3, u"claw"_s}, {4, u"regeneration"_s}};
        const Team before = load(m_teams[0]);
        const ResultRecorder recorder(*m_db, *m_rules);
        ScriptedDice none;
        ResultRecorder::Preview preview = recorder.preview(r, none);
        QVERIFY2(preview.ok(), qPrintable(preview.errors.join(u'\n')));
        qint64 matchId = 0;
        QString error;
        QVERIFY2(recorder.confirm(preview, &matchId, &error), qPrintable(error));
        const Team winner = load(m_teams[0]);
        QCOMPARE(winner.playerByNumber(3)->gainedSkills,
                 QList<GainedSkill>{GainedSkill(u"claw"_s, true)});
        QCOMPARE(winner.playerByNumber(4)->gainedSkills,
                 QList<GainedSkill>{GainedSkill(u"regeneration"_s, true)});
        const QList<TrophyHolder> holders = TrophyQuery(*m_db).holders(m_league.id);
        QCOMPARE(holders.size(), 1);
        QCOMPARE(holders[0].major, Major::ChaosCup);
        QCOMPARE(holders[0].chaosGifts, r.home.chaosGifts);
        QVERIFY2(LeagueStore(*m_db).undoResult(matchId, &error), qPrintable(error));
        QCOMPARE(load(m_teams[0]), before);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestTrophyGiftsStore)
#include "tst_trophy_gifts_store.moc"
