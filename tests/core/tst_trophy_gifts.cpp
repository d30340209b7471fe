// The two majors' trophies that change players for good (rulebook l.4144–4153, l.4176–4195): the
// Chaos Cup's gifts to D3 players of its winner drawn at random, and Spike! Magazine's Player of
// the Year, the league's player with the most SPP, who gains Fan Favourite. Each is checked as a
// rule (what a player may take, at what price) and through the post-match sequence of the final.
#include "../support/RecordFixtures.h"
#include "../support/TeamFixtures.h"
#include "core/dice/ScriptedDice.h"
#include "core/league/ChaosCupGifts.h"
#include "core/league/MatchRecordJson.h"
#include "core/league/PlayerOfTheYear.h"
#include "core/league/PostMatchSequence.h"
#include "core/rules/RulesetLoader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(Major)
Q_DECLARE_METATYPE(FixtureStage)

namespace {

using Gifts = QList<ChaosGiftChoice>;
using Numbers = QList<int>;

} // namespace

class TestTrophyGifts : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    // A confirmed team of `id` with 11 players numbered 1 to 11 (ids id*100 + number).
    Team team(qint64 id, const QString &roster = u"human"_s) const
    {
        Team t;
        if (roster == u"human"_s) {
            t = test::humanTeam(*m_rules, 7, 4);
        } else {
            t.rosterId = roster;
            t.name = u"Beasts"_s;
            t.coach = u"Coach"_s;
            t.color = u"#703030"_s;
            const TeamRules rules(*m_rules);
            for (int i = 0; i < 11; ++i) {
                const RuleCheck hired = rules.hire(t, roster + u".beastman"_s,
                                                   u"Player %1"_s.arg(i + 1), t.nextFreeNumber());
                if (!hired)
                    qFatal("%s", qPrintable(hired.reason));
            }
        }
        t.budget = 2000000;
        const RuleCheck confirmed = TeamRules(*m_rules).confirm(t);
        if (!confirmed)
            qFatal("%s", qPrintable(confirmed.reason));
        t.id = id;
        t.name = u"Team %1"_s.arg(id);
        for (Player &player : t.players)
            player.id = id * 100 + player.number;
        return t;
    }

    static MatchRecord record(const Team &home, const Team &away, int homeScore, int awayScore)
    {
        return test::typedRecord(home, away, homeScore, awayScore);
    }

    PostMatchResult run(const Team &home, const Team &away, const MatchRecord &r,
                        const LeagueOptions &options = {},
                        const std::optional<QList<Team>> &league = std::nullopt,
                        QStringList *asked = nullptr) const
    {
        ScriptedDice none;
        PostMatchSequence sequence(*m_rules, options);
        if (league)
            sequence.setLeagueTeams(*league);
        PostMatchResult result = sequence.run(home, away, r, none);
        if (asked)
            *asked = none.purposes();
        return result;
    }

    static const Player *numbered(const Team &team, int number)
    {
        return team.playerByNumber(number);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
    }

    // What a drawn player may take and what it adds to his value (l.4184–4192).
    void giftRule_data()
    {
        QTest::addColumn<QString>("roster");
        QTest::addColumn<QString>("held"); // a skill gained before, or none
        QTest::addColumn<QString>("gift");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<int>("valueIncrease");
        QTest::newRow("l.4188 a Beastman learns Mutations: Claw at a normal skill's 20,000")
            << u"chaos"_s << QString() << u"claw"_s << true << 20000;
        QTest::newRow("l.4190 a Human lineman does not: Claw at a double's 30,000")
            << u"human"_s << QString() << u"claw"_s << true << 30000;
        QTest::newRow("l.4191 Stab is extraordinary: a double's 30,000 even for a Beastman")
            << u"chaos"_s << QString() << u"stab"_s << true << 30000;
        QTest::newRow("l.4185 Hypnotic Gaze for a Human: 30,000")
            << u"human"_s << QString() << u"hypnotic_gaze"_s << true << 30000;
        QTest::newRow("l.4185 Regeneration for a Human: 30,000")
            << u"human"_s << QString() << u"regeneration"_s << true << 30000;
        QTest::newRow("l.4184 a Beastman already has Horns: refused")
            << u"chaos"_s << QString() << u"horns"_s << false << 0;
        QTest::newRow("l.4184 a player who gained Claw before cannot take it again")
            << u"human"_s << u"claw"_s << u"claw"_s << false << 0;
        QTest::newRow("l.4184 …but may take another Mutation")
            << u"human"_s << u"claw"_s << u"tentacles"_s << true << 30000;
        QTest::newRow("l.4185 Block is no gift of the Chaos gods")
            << u"human"_s << QString() << u"block"_s << false << 0;
        QTest::newRow("l.4185 Fan Favourite is extraordinary but not one of the three")
            << u"human"_s << QString() << u"fan_favourite"_s << false << 0;
    }
    void giftRule()
    {
        QFETCH(QString, roster);
        QFETCH(QString, held);
        QFETCH(QString, gift);
        QFETCH(bool, allowed);
        QFETCH(int, valueIncrease);
        Team t = team(1, roster);
        Player player = t.players.last();
        if (!held.isEmpty())
            player.gainedSkills << GainedSkill{held, true};
        const QList<ChaosGiftOption> options = ChaosCupGifts::options(*m_rules, player);
        QCOMPARE(std::any_of(options.cbegin(), options.cend(),
                             [&](const ChaosGiftOption &o) { return o.skillId == gift; }),
                 allowed);
        const qint64 before = player.value(*m_rules);
        const int skills = int(player.gainedSkills.size());
        const RuleCheck check = ChaosCupGifts::apply(*m_rules, player, gift);
        QCOMPARE(bool(check), allowed);
        QCOMPARE(check.reason.isEmpty(), allowed);
        QCOMPARE(player.value(*m_rules) - before, qint64(valueIncrease));
        QCOMPARE(int(player.gainedSkills.size()), skills + (allowed ? 1 : 0));
        QCOMPARE(player.advancementsTaken, 0); // no advancement roll used
    }

    // l.4181: D3 players, never more than the team has.
    void giftCount_data()
    {
        QTest::addColumn<int>("d3");
        QTest::addColumn<int>("eligible");
        QTest::addColumn<int>("count");
        QTest::newRow("l.4181 D3 = 1 of 11") << 1 << 11 << 1;
        QTest::newRow("l.4181 D3 = 3 of 11") << 3 << 11 << 3;
        QTest::newRow("l.4181 D3 = 3 with 2 players left") << 3 << 2 << 2;
        QTest::newRow("l.4181 D3 = 2 with 1 player left") << 2 << 1 << 1;
        QTest::newRow("l.4181 no player left") << 3 << 0 << 0;
    }
    void giftCount()
    {
        QFETCH(int, d3);
        QFETCH(int, eligible);
        QFETCH(int, count);
        QCOMPARE(ChaosCupGifts::giftCount(d3, eligible), count);
    }

    // The gifts through the final's post-match sequence: the D3 and the draws typed, the coach's
    // choices in the record.
    void chaosFinal_data()
    {
        QTest::addColumn<FixtureStage>("stage");
        QTest::addColumn<Major>("major");
        QTest::addColumn<int>("awayScore");     // home scores 2
        QTest::addColumn<int>("deadBefore");    // home players 1…n dead before the final
        QTest::addColumn<bool>("diesInFinal");  // home #11 killed in the final
        QTest::addColumn<Numbers>("draws");     // d3 then a die per draw; empty: none asked
        QTest::addColumn<Gifts>("homeChoices"); // the winner's coach
        QTest::addColumn<Gifts>("awayChoices");
        QTest::addColumn<Numbers>("drawn");      // shirt numbers drawn
        QTest::addColumn<QStringList>("gained"); // "number:skill" gained
        QTest::addColumn<bool>("ok");
        const Gifts none;
        QTest::newRow("l.4181 D3 = 2: #1 then #3, Claw and Stab")
            << FixtureStage::Final << Major::ChaosCup << 1 << 0 << false << Numbers{2, 1, 2}
            << Gifts{{1, u"claw"_s}, {3, u"stab"_s}} << none << Numbers{1, 3}
            << QStringList{u"1:claw"_s, u"3:stab"_s} << true;
        QTest::newRow("l.4182 a drawn player without a choice takes nothing")
            << FixtureStage::Final << Major::ChaosCup << 1 << 0 << false << Numbers{2, 11, 1}
            << Gifts{{11, u"regeneration"_s}} << none << Numbers{11, 1}
            << QStringList{u"11:regeneration"_s} << true;
        QTest::newRow("l.4187 a player not drawn is refused")
            << FixtureStage::Final << Major::ChaosCup << 1 << 0 << false << Numbers{1, 1}
            << Gifts{{2, u"claw"_s}} << none << Numbers{1} << QStringList{} << false;
        QTest::newRow("l.4187 one gift per player")
            << FixtureStage::Final << Major::ChaosCup << 1 << 0 << false << Numbers{1, 1}
            << Gifts{{1, u"claw"_s}, {1, u"horns"_s}} << none << Numbers{1}
            << QStringList{u"1:claw"_s} << false;
        QTest::newRow("l.4185 a gift he cannot take (Block) is refused")
            << FixtureStage::Final << Major::ChaosCup << 1 << 0 << false << Numbers{1, 1}
            << Gifts{{1, u"block"_s}} << none << Numbers{1} << QStringList{} << false;
        QTest::newRow("l.4181 D3 = 3 with only 2 players: both, the last without a die")
            << FixtureStage::Final << Major::ChaosCup << 1 << 9 << false << Numbers{3, 2}
            << Gifts{{10, u"claw"_s}, {11, u"two_heads"_s}} << none << Numbers{11, 10}
            << QStringList{u"10:claw"_s, u"11:two_heads"_s} << true;
        QTest::newRow("l.4181 a player killed in the final is not drawn")
            << FixtureStage::Final << Major::ChaosCup << 1 << 0 << true << Numbers{3, 10, 9, 1}
            << none << none << Numbers{10, 9, 1} << QStringList{} << true;
        QTest::newRow("l.4181 the loser receives nothing")
            << FixtureStage::Final << Major::ChaosCup << 1 << 0 << false << Numbers{1, 1} << none
            << Gifts{{1, u"claw"_s}} << Numbers{1} << QStringList{} << false;
        QTest::newRow("l.4181 a semi-final of the Chaos Cup gives nothing")
            << FixtureStage::SemiFinal << Major::ChaosCup << 1 << 0 << false << Numbers{}
            << Gifts{{1, u"claw"_s}} << none << Numbers{} << QStringList{} << false;
        QTest::newRow("l.4181 the Blood Bowl's final gives no Chaos gift")
            << FixtureStage::Final << Major::BloodBowl << 1 << 0 << false << Numbers{} << none
            << none << Numbers{} << QStringList{} << true;
    }
    void chaosFinal()
    {
        QFETCH(FixtureStage, stage);
        QFETCH(Major, major);
        QFETCH(int, awayScore);
        QFETCH(int, deadBefore);
        QFETCH(bool, diesInFinal);
        QFETCH(Numbers, draws);
        QFETCH(Gifts, homeChoices);
        QFETCH(Gifts, awayChoices);
        QFETCH(Numbers, drawn);
        QFETCH(QStringList, gained);
        QFETCH(bool, ok);
        Team home = team(1);
        for (int i = 1; i <= deadBefore; ++i)
            home.players[home.players.indexOf(*numbered(home, i))].status = Player::Status::Dead;
        const Team away = team(2);
        MatchRecord r = record(home, away, 2, awayScore);
        r.stage = stage;
        r.major = major;
        if (diesInFinal)
            r.home.casualties << CasualtyRecord{11, 61, {}, false, {}, {}};
        if (!draws.isEmpty()) {
            r.dice[u"home.chaos_cup"_s] = {draws.first()};
            if (draws.size() > 1)
                r.dice[u"home.chaos_cup.player"_s] = draws.mid(1);
        }
        r.home.chaosGifts = homeChoices;
        r.away.chaosGifts = awayChoices;
        QStringList asked;
        const PostMatchResult result = run(home, away, r, {}, std::nullopt, &asked);
        QVERIFY2(asked.isEmpty(), qPrintable(asked.join(u", "_s)));
        QVERIFY2(result.ok() == ok, qPrintable(result.errors.join(u'\n')));
        if (!ok)
            return;
        Numbers seen;
        for (const auto &draw : result.homeSummary.chaosGifts) {
            seen << draw.number;
            QVERIFY(!draw.options.isEmpty());
        }
        QCOMPARE(seen, drawn);
        QVERIFY(result.awaySummary.chaosGifts.isEmpty());
        QStringList got;
        for (const Player &player : result.home.players) {
            for (const GainedSkill &skill : player.gainedSkills)
                got << u"%1:%2"_s.arg(player.number).arg(skill.skillId);
        }
        got.sort();
        gained.sort();
        QCOMPARE(got, gained);
        // A Human learns no Mutation on a normal roll: each gift is a double's 30,000 (l.4190).
        qint64 increase = 0;
        for (const Player &player : result.home.players)
            increase += player.valueIncrease(*m_rules);
        QCOMPARE(increase, 30000 * qint64(gained.size()));
    }

    // l.4146: the league's player with the most SPP; ties, the dead and a league with no SPP.
    void candidates_data()
    {
        QTest::addColumn<Numbers>("sppA"); // players 1… of team A
        QTest::addColumn<Numbers>("sppB");
        QTest::addColumn<int>("deadB");        // shirt number of a dead player of B, or 0
        QTest::addColumn<QStringList>("best"); // "team:number"
        QTest::newRow("l.4146 one player ahead")
            << Numbers{10, 30} << Numbers{29, 5} << 0 << QStringList{u"0:2"_s};
        QTest::newRow("l.4146 a tie across two teams")
            << Numbers{10, 30} << Numbers{30, 5} << 0 << QStringList{u"0:2"_s, u"1:1"_s};
        QTest::newRow("l.4146 a dead player is no longer the league's")
            << Numbers{10, 30} << Numbers{45, 5} << 1 << QStringList{u"0:2"_s};
        QTest::newRow("l.4146 nobody with any SPP: no award")
            << Numbers{0, 0} << Numbers{0, 0} << 0 << QStringList{};
    }
    void candidates()
    {
        QFETCH(Numbers, sppA);
        QFETCH(Numbers, sppB);
        QFETCH(int, deadB);
        QFETCH(QStringList, best);
        Team a = team(1);
        Team b = team(2);
        for (int i = 0; i < sppA.size(); ++i)
            a.players[a.players.indexOf(*numbered(a, i + 1))].spp = sppA.at(i);
        for (int i = 0; i < sppB.size(); ++i) {
            Player &player = b.players[b.players.indexOf(*numbered(b, i + 1))];
            player.spp = sppB.at(i);
            if (i + 1 == deadB)
                player.status = Player::Status::Dead;
        }
        QStringList got;
        const QList<const Team *> teams{&a, &b};
        for (const LeaguePlayerRef &ref : PlayerOfTheYear::candidates(teams))
            got << u"%1:%2"_s.arg(ref.team).arg(teams.at(ref.team)->players.at(ref.player).number);
        QCOMPARE(got, best);
    }

    // The award through the Spike! final's post-match sequence.
    void spikeFinal_data()
    {
        QTest::addColumn<FixtureStage>("stage");
        QTest::addColumn<Major>("major");
        QTest::addColumn<bool>("option");
        QTest::addColumn<bool>("leagueGiven");
        QTest::addColumn<int>("homeSpp5"); // home #5 before; he scores a touchdown in the final
        QTest::addColumn<int>("otherSpp2");
        QTest::addColumn<bool>("otherHasIt"); // the other team's #2 already has Fan Favourite
        QTest::addColumn<Numbers>("die");     // the tie die, when one is asked
        QTest::addColumn<QString>("winner");  // "home:5", "other:2" or empty
        QTest::addColumn<bool>("gained");
        QTest::addColumn<int>("tied");
        QTest::newRow("l.4150 a team that did not play the final")
            << FixtureStage::Final << Major::Spike << true << true << 20 << 40 << false << Numbers{}
            << u"other:2"_s << true << 1;
        QTest::newRow("l.4146 the final's touchdown counts: 30 + 3 beats 31")
            << FixtureStage::Final << Major::Spike << true << true << 30 << 31 << false << Numbers{}
            << u"home:5"_s << true << 1;
        QTest::newRow("l.4148 he already has Fan Favourite: the award adds nothing")
            << FixtureStage::Final << Major::Spike << true << true << 20 << 40 << true << Numbers{}
            << u"other:2"_s << false << 1;
        QTest::newRow("tie on 33 (README Choices): the die's 1 is the finalist")
            << FixtureStage::Final << Major::Spike << true << true << 30 << 33 << false
            << Numbers{1} << u"home:5"_s << true << 2;
        QTest::newRow("tie on 33 (README Choices): the die's 2 is the other team's")
            << FixtureStage::Final << Major::Spike << true << true << 30 << 33 << false
            << Numbers{2} << u"other:2"_s << true << 2;
        QTest::newRow("l.4144 the league does not give it")
            << FixtureStage::Final << Major::Spike << false << true << 20 << 40 << false
            << Numbers{} << QString() << false << 0;
        QTest::newRow("l.4145 after the final only, not a semi-final")
            << FixtureStage::SemiFinal << Major::Spike << true << true << 20 << 40 << false
            << Numbers{} << QString() << false << 0;
        QTest::newRow("l.4144 Spike!'s award, not the Blood Bowl's")
            << FixtureStage::Final << Major::BloodBowl << true << true << 20 << 40 << false
            << Numbers{} << QString() << false << 0;
        QTest::newRow("a replay of the figures without the league: not worked out again")
            << FixtureStage::Final << Major::Spike << true << false << 20 << 40 << false
            << Numbers{} << QString() << false << 0;
    }
    void spikeFinal()
    {
        QFETCH(FixtureStage, stage);
        QFETCH(Major, major);
        QFETCH(bool, option);
        QFETCH(bool, leagueGiven);
        QFETCH(int, homeSpp5);
        QFETCH(int, otherSpp2);
        QFETCH(bool, otherHasIt);
        QFETCH(Numbers, die);
        QFETCH(QString, winner);
        QFETCH(bool, gained);
        QFETCH(int, tied);
        Team home = team(1);
        const Team away = team(2);
        Team other = team(3);
        home.players[home.players.indexOf(*numbered(home, 5))].spp = homeSpp5;
        Player &star = other.players[other.players.indexOf(*numbered(other, 2))];
        star.spp = otherSpp2;
        if (otherHasIt)
            star.gainedSkills << GainedSkill{u"fan_favourite"_s, true};
        MatchRecord r = record(home, away, 1, 0);
        r.stage = stage;
        r.major = major;
        r.home.players << PlayerMatchEvents{5, 0, 1, 0, 0};
        r.home.mvpNumbers = {1};
        r.away.mvpNumbers = {1};
        if (!die.isEmpty())
            r.dice[u"player_of_the_year"_s] = die;
        LeagueOptions options;
        options.playerOfTheYear = option;
        QStringList asked;
        const PostMatchResult result = run(
            home, away, r, options,
            leagueGiven ? std::optional<QList<Team>>(QList<Team>{home, away, other}) : std::nullopt,
            &asked);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QVERIFY2(asked.isEmpty(), qPrintable(asked.join(u", "_s)));
        QCOMPARE(result.record.playerOfTheYear.has_value(), !winner.isEmpty());
        auto hasFanFavourite = [](const Team &t, int number) {
            const Player *p = t.playerByNumber(number);
            return std::count_if(
                p->gainedSkills.cbegin(), p->gainedSkills.cend(),
                [](const GainedSkill &s) { return s.skillId == u"fan_favourite"_s && s.onDouble; });
        };
        if (winner.isEmpty()) {
            QVERIFY(!result.awarded);
            QCOMPARE(hasFanFavourite(result.home, 5), 0);
            return;
        }
        const PlayerOfTheYearAward &award = *result.record.playerOfTheYear;
        QCOMPARE(award.gained, gained);
        QCOMPARE(award.tied, tied);
        if (winner == u"home:5"_s) {
            QCOMPARE(award.teamId, home.id);
            QCOMPARE(award.number, 5);
            QCOMPARE(award.spp, homeSpp5 + 3);
            QCOMPARE(hasFanFavourite(result.home, 5), 1);
            QVERIFY(!result.awarded);
            // l.4149: a skill from a double in his value
            QCOMPARE(result.home.playerByNumber(5)->valueIncrease(*m_rules), qint64(30000));
        } else {
            QCOMPARE(award.teamId, other.id);
            QCOMPARE(award.playerId, star.id);
            QCOMPARE(hasFanFavourite(result.home, 5), 0);
            QCOMPARE(result.awarded.has_value(), gained);
            if (gained) {
                QCOMPARE(*result.awardedBefore, other);
                QCOMPARE(hasFanFavourite(*result.awarded, 2), 1);
                QCOMPARE(result.awarded->playerByNumber(2)->valueIncrease(*m_rules), qint64(30000));
                Player back = *result.awarded->playerByNumber(2);
                QVERIFY(PlayerOfTheYear::takeBack(back));
                QCOMPARE(back, *other.playerByNumber(2));
            }
        }
    }

    // The record keeps the coach's gifts and the award it gave, for undo and the trophies.
    void recordJson()
    {
        Team home = team(1);
        const Team away = team(2);
        MatchRecord r = record(home, away, 1, 0);
        r.home.chaosGifts = {{3, u"claw"_s}, {7, u"stab"_s}};
        r.playerOfTheYear =
            PlayerOfTheYearAward{3, 302, 2, u"Player 2"_s, u"Team 3"_s, 44, 2, true};
        QStringList errors;
        const std::optional<MatchRecord> back =
            MatchRecordJson::fromJson(MatchRecordJson::toJson(r), *m_rules, &errors);
        QVERIFY2(back, qPrintable(errors.join(u'\n')));
        QCOMPARE(back->home.chaosGifts, r.home.chaosGifts);
        QCOMPARE(back->playerOfTheYear, r.playerOfTheYear);
        QJsonObject bad = MatchRecordJson::toJson(r);
        QJsonObject side = bad.value(u"home"_s).toObject();
        side.insert(u"chaos_gifts"_s,
                    QJsonArray{QJsonObject{{u"number"_s, 3}, {u"skill"_s, u"wings"_s}}});
        bad.insert(u"home"_s, side);
        QVERIFY(!MatchRecordJson::fromJson(bad, *m_rules, &errors));
        QVERIFY2(errors.join(u' ').contains(u"wings"_s), qPrintable(errors.join(u' ')));
    }
};

QTEST_GUILESS_MAIN(TestTrophyGifts)
#include "tst_trophy_gifts.moc"
