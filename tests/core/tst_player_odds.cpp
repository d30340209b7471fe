// The odds of a tracked match's player (issue 22.2): his skills and his team's re-roll read from
// the match, each roll's target from his agility (competition rules l.946–960: 7 − AG) with the
// roll's own modifier (dodge +1, l.1131–1135; pick-up +1, l.1059–1062; accurate catch +1,
// l.1535–1541; short pass +0, l.1550–1556) and the weather's (l.2504–2526), and the exact chance
// of the usual chain of each action through OddsChain.
#include "core/odds/OddsChain.h"
#include "core/odds/PlayerOdds.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(dugout::OddsStepKind)
Q_DECLARE_METATYPE(dugout::OddsAction)

namespace {

MatchState match(int ag, const QStringList &skills, const QString &weather = u"nice"_s)
{
    MatchState state;
    state.phase = MatchPhase::Turn;
    state.active = Side::Home;
    state.weatherId = weather;
    MatchPlayer player;
    player.number = 7;
    player.name = u"Greta"_s;
    player.ma = 6;
    player.st = 3;
    player.ag = ag;
    player.av = 8;
    player.skills = skills;
    player.state = PlayerState::Standing;
    state.home.players << player;
    state.home.rerolls = 2;
    state.away.players << player;
    state.away.rerolls = 2;
    return state;
}

} // namespace

class TestPlayerOdds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void targets_data()
    {
        QTest::addColumn<int>("ag");
        QTest::addColumn<QString>("weather");
        QTest::addColumn<OddsStepKind>("kind");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("modifier");
        // Agility table l.946–960: AG 1 needs 6+, AG 3 4+, AG 5 2+, AG 6 1+ (a 1 still fails).
        QTest::newRow("dodge, AG 3: 4+ with +1 (l.1131)")
            << 3 << u"nice"_s << OddsStepKind::Dodge << 4 << 1;
        QTest::newRow("dodge, AG 1: 6+ with +1") << 1 << u"nice"_s << OddsStepKind::Dodge << 6 << 1;
        QTest::newRow("dodge, AG 5: 2+ with +1") << 5 << u"nice"_s << OddsStepKind::Dodge << 2 << 1;
        QTest::newRow("dodge, AG 6: 1+") << 6 << u"nice"_s << OddsStepKind::Dodge << 1 << 1;
        QTest::newRow("pick-up, AG 3: +1 (l.1059)")
            << 3 << u"nice"_s << OddsStepKind::PickUp << 4 << 1;
        QTest::newRow("pick-up in pouring rain: +1 −1 (l.2517)")
            << 3 << u"pouring_rain"_s << OddsStepKind::PickUp << 4 << 0;
        QTest::newRow("catch, AG 4: accurate +1 (l.1535)")
            << 4 << u"nice"_s << OddsStepKind::Catch << 3 << 1;
        QTest::newRow("catch in pouring rain: +1 −1")
            << 4 << u"pouring_rain"_s << OddsStepKind::Catch << 3 << 0;
        QTest::newRow("short pass, AG 3: +0 (l.1550)")
            << 3 << u"nice"_s << OddsStepKind::Pass << 4 << 0;
        QTest::newRow("pass, very sunny: −1 (l.2511)")
            << 3 << u"very_sunny"_s << OddsStepKind::Pass << 4 << -1;
        QTest::newRow("going for it: 2+ whatever the agility")
            << 1 << u"nice"_s << OddsStepKind::GoingForIt << 2 << 0;
        QTest::newRow("going for it in a blizzard: 1 or 2 fails (l.2521)")
            << 3 << u"blizzard"_s << OddsStepKind::GoingForIt << 3 << 0;
        QTest::newRow("dodge in a blizzard: unchanged")
            << 3 << u"blizzard"_s << OddsStepKind::Dodge << 4 << 1;
    }
    void targets()
    {
        QFETCH(int, ag);
        QFETCH(QString, weather);
        QFETCH(OddsStepKind, kind);
        QFETCH(int, target);
        QFETCH(int, modifier);
        const OddsStep step = PlayerOdds::step(match(ag, {}, weather), Side::Home, 7, kind);
        QCOMPARE(step.kind, kind);
        QCOMPARE(step.target, target);
        QCOMPARE(step.modifier, modifier);
    }

    void skills_data()
    {
        QTest::addColumn<QString>("skill");
        QTest::addColumn<QString>("field");
        for (const auto &[skill, field] :
             {std::pair{"dodge", "dodge"}, std::pair{"sure_feet", "sureFeet"},
              std::pair{"sure_hands", "sureHands"}, std::pair{"pass", "pass"},
              std::pair{"catch", "catchSkill"}, std::pair{"pro", "pro"},
              std::pair{"loner", "loner"}, std::pair{"block", "block"},
              std::pair{"tackle", "tackle"}, std::pair{"mighty_blow", "mightyBlow"},
              std::pair{"claw", "claw"}})
            QTest::addRow("%s", skill) << QString::fromUtf8(skill) << QString::fromUtf8(field);
    }
    void skills()
    {
        QFETCH(QString, skill);
        QFETCH(QString, field);
        const auto skills = PlayerOdds::skills(match(3, {skill}), Side::Home, 7);
        QVERIFY(skills);
        const QHash<QString, bool> flags{{u"dodge"_s, skills->dodge},
                                         {u"sureFeet"_s, skills->sureFeet},
                                         {u"sureHands"_s, skills->sureHands},
                                         {u"pass"_s, skills->pass},
                                         {u"catchSkill"_s, skills->catchSkill},
                                         {u"pro"_s, skills->pro},
                                         {u"loner"_s, skills->loner},
                                         {u"block"_s, skills->block},
                                         {u"tackle"_s, skills->tackle},
                                         {u"mightyBlow"_s, skills->mightyBlow},
                                         {u"claw"_s, skills->claw}};
        // Exactly the one skill the player has.
        for (auto it = flags.begin(); it != flags.end(); ++it)
            QCOMPARE(it.value(), it.key() == field);
    }

    void teamReRoll_data()
    {
        QTest::addColumn<QString>("situation");
        QTest::addColumn<bool>("teamReRoll");
        QTest::newRow("its turn, two left") << u"turn"_s << true;
        QTest::newRow("none left") << u"none"_s << false;
        QTest::newRow("none left but the Leader re-roll") << u"leader"_s << true;
        QTest::newRow("one already used this turn") << u"used"_s << false;
        QTest::newRow("the other team's turn") << u"other"_s << false;
        QTest::newRow("not a team turn (kick-off)") << u"kickoff"_s << false;
    }
    void teamReRoll()
    {
        QFETCH(QString, situation);
        QFETCH(bool, teamReRoll);
        MatchState state = match(3, {});
        Side side = Side::Home;
        if (situation == u"none"_s)
            state.home.rerolls = 0;
        if (situation == u"leader"_s) {
            state.home.rerolls = 0;
            state.home.leaderReroll = true;
        }
        if (situation == u"used"_s)
            state.home.rerollUsedThisTurn = true;
        if (situation == u"other"_s)
            side = Side::Away;
        if (situation == u"kickoff"_s)
            state.phase = MatchPhase::KickOff;
        const auto skills = PlayerOdds::skills(state, side, 7);
        QVERIFY(skills);
        QCOMPARE(skills->teamReRoll, teamReRoll);
    }

    void unknownPlayerHasNoOdds() { QVERIFY(!PlayerOdds::skills(match(3, {}), Side::Home, 99)); }

    void chains_data()
    {
        QTest::addColumn<int>("ag");
        QTest::addColumn<QStringList>("skills");
        QTest::addColumn<bool>("teamReRoll");
        QTest::addColumn<OddsAction>("action");
        QTest::addColumn<QList<OddsStepKind>>("kinds");
        QTest::addColumn<QString>("success");
        // Dodge AG 3: 4+ with +1 is 3+, 4/6; a re-roll: 1 − (1/3)² = 8/9.
        QTest::newRow("move, AG 3, team re-roll")
            << 3 << QStringList{} << true << OddsAction::Move
            << QList<OddsStepKind>{OddsStepKind::Dodge} << u"8/9"_s;
        QTest::newRow("move, AG 3, no re-roll")
            << 3 << QStringList{} << false << OddsAction::Move
            << QList<OddsStepKind>{OddsStepKind::Dodge} << u"2/3"_s;
        // Dodge skill and the team re-roll: only one re-roll per roll, still 8/9.
        QTest::newRow("move, Dodge skill, no team re-roll")
            << 3 << QStringList{u"dodge"_s} << false << OddsAction::Move
            << QList<OddsStepKind>{OddsStepKind::Dodge} << u"8/9"_s;
        // Hand-off caught by AG 3: 4+ with +1, 2/3; Catch re-rolls: 8/9.
        QTest::newRow("hand-off, Catch")
            << 3 << QStringList{u"catch"_s} << false << OddsAction::HandOff
            << QList<OddsStepKind>{OddsStepKind::Catch} << u"8/9"_s;
        // Pass AG 3 short: 4+, 1/2; catch 2/3: 1/3 without re-roll.
        QTest::newRow("pass and catch, no re-roll")
            << 3 << QStringList{} << false << OddsAction::Pass
            << QList<OddsStepKind>{OddsStepKind::Pass, OddsStepKind::Catch} << u"1/3"_s;
        // Foul: armour 8 broken on 9+ of 2D6: 10/36 = 5/18.
        QTest::newRow("foul, armour 8") << 3 << QStringList{} << true << OddsAction::Foul
                                        << QList<OddsStepKind>{OddsStepKind::Armour} << u"5/18"_s;
        // Block, one die, attacker's choice, defender down: Pow and Defender Stumbles (the
        // defender has no Dodge), 2/6; with Block, Both Down too: 3/6; a team re-roll of the
        // die: 1 − (1/2)² = 3/4; then armour 8 breaks 5/18: 3/4 × 5/18 = 5/24.
        QTest::newRow("blitz, Block skill and team re-roll, then armour")
            << 3 << QStringList{u"block"_s} << true << OddsAction::Blitz
            << QList<OddsStepKind>{OddsStepKind::Block, OddsStepKind::Armour} << u"5/24"_s;
    }
    void chains()
    {
        QFETCH(int, ag);
        QFETCH(QStringList, skills);
        QFETCH(bool, teamReRoll);
        QFETCH(OddsAction, action);
        QFETCH(QList<OddsStepKind>, kinds);
        QFETCH(QString, success);
        MatchState state = match(ag, skills);
        if (!teamReRoll)
            state.home.rerolls = 0;
        const QList<OddsStep> chain = PlayerOdds::chain(state, Side::Home, 7, action);
        QList<OddsStepKind> got;
        for (const OddsStep &step : chain)
            got << step.kind;
        QCOMPARE(got, kinds);
        const auto playerSkills = PlayerOdds::skills(state, Side::Home, 7);
        QVERIFY(playerSkills);
        QCOMPARE(playerSkills->teamReRoll, teamReRoll);
        QCOMPARE(OddsChain(chain, *playerSkills).compute().success.toString(), success);
    }
};

QTEST_GUILESS_MAIN(TestPlayerOdds)
#include "tst_player_odds.moc"
