// The trophies of the four majors (rulebook l.4066–4282): who holds each (the winner of its
// latest final, until the next edition ends), the team re-roll each gives and its place in team
// value, and each trophy's own effect through the rules that already exist: Spike!'s +2 on the
// gate roll, the Blood Bowl's 20,000 more winnings and its finalists' medals, the Dungeonbowl's
// Wizard at 50,000.
#include "../support/RecordFixtures.h"
#include "../support/TeamFixtures.h"
#include "core/dice/ScriptedDice.h"
#include "core/inducements/InducementRules.h"
#include "core/inducements/InducementTeam.h"
#include "core/league/MajorTrophies.h"
#include "core/league/PostMatchSequence.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Finals = QList<MajorFinal>;
using Holders = QList<TrophyHolder>;
using Majors_ = QList<Major>;
Q_DECLARE_METATYPE(Major)
Q_DECLARE_METATYPE(FixtureStage)

namespace {

// A final of `major` in `league`, match `id`, home team `home` v away `away`.
MajorFinal final(Major major, qint64 league, qint64 id, qint64 home, qint64 away, int homeScore,
                 int awayScore, std::optional<Side> conceded = std::nullopt)
{
    MajorFinal f;
    f.major = major;
    f.leagueId = league;
    f.seasonId = id * 10;
    f.match.matchId = id;
    f.match.homeTeamId = home;
    f.match.awayTeamId = away;
    f.match.homeScore = homeScore;
    f.match.awayScore = awayScore;
    f.match.conceded = conceded;
    return f;
}

TrophyHolder holder(Major major, qint64 league, qint64 team, qint64 match)
{
    return {major, league, match * 10, team, match, {}, {}};
}

} // namespace

class TestMajorTrophies : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    Team team(qint64 id, const QList<Major> &trophies = {}) const
    {
        Team t = test::humanTeam(*m_rules, 7, 4);
        t.budget = 2000000;
        const RuleCheck confirmed = TeamRules(*m_rules).confirm(t);
        if (!confirmed)
            qFatal("%s", qPrintable(confirmed.reason));
        t.id = id;
        t.name = id == 1 ? u"Reavers"_s : u"Raiders"_s;
        for (int i = 0; i < t.players.size(); ++i)
            t.players[i].id = id * 100 + i + 1;
        LedgerEntry adjust;
        adjust.amount = 100000 - t.ledgerBalance();
        t.ledger << adjust;
        t.trophies = trophies;
        return t;
    }

    static MatchRecord record(const Team &home, const Team &away, int homeScore, int awayScore)
    {
        return test::typedRecord(home, away, homeScore, awayScore);
    }

    PostMatchResult run(const Team &home, const Team &away, const MatchRecord &r) const
    {
        ScriptedDice none;
        PostMatchResult result = PostMatchSequence(*m_rules, {}).run(home, away, r, none);
        if (none.exhausted())
            qWarning("untyped dice asked for: %s", qPrintable(none.purposes().join(u", "_s)));
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
    }

    void holders_data()
    {
        QTest::addColumn<Finals>("finals");
        QTest::addColumn<Holders>("holders");
        const auto chaos = Major::ChaosCup;
        const auto bowl = Major::BloodBowl;
        QTest::newRow("l.4074 the final's winner holds the trophy")
            << Finals{final(chaos, 1, 5, 3, 4, 2, 1)} << Holders{holder(chaos, 1, 3, 5)};
        QTest::newRow("l.4082 the next edition's final passes it on")
            << Finals{final(chaos, 1, 5, 3, 4, 2, 1), final(chaos, 1, 9, 6, 3, 0, 1),
                      final(chaos, 1, 12, 7, 8, 3, 0)}
            << Holders{holder(chaos, 1, 7, 12)};
        QTest::newRow("l.4082 a team may hold two majors")
            << Finals{final(chaos, 1, 5, 3, 4, 2, 1), final(bowl, 1, 9, 6, 3, 0, 1)}
            << Holders{holder(chaos, 1, 3, 5), holder(bowl, 1, 3, 9)};
        QTest::newRow("l.4082 another league's edition leaves this league's holder")
            << Finals{final(chaos, 1, 5, 3, 4, 2, 1), final(chaos, 2, 9, 20, 21, 1, 0)}
            << Holders{holder(chaos, 1, 3, 5), holder(chaos, 2, 20, 9)};
        QTest::newRow("l.3362 a conceded final goes to the other team")
            << Finals{final(bowl, 1, 5, 3, 4, 2, 0, Side::Home)} << Holders{holder(bowl, 1, 4, 5)};
        QTest::newRow("l.1871 a final stored level passes nothing on")
            << Finals{final(chaos, 1, 5, 3, 4, 2, 1), final(chaos, 1, 9, 6, 7, 1, 1)}
            << Holders{holder(chaos, 1, 3, 5)};
        QTest::newRow("l.4299 only the four majors give a trophy")
            << Finals{final(Major::None, 1, 5, 3, 4, 2, 1)} << Holders{};
    }
    void holders()
    {
        QFETCH(Finals, finals);
        QTEST(MajorTrophies::holders(finals), "holders");
    }

    // l.4082: the trophy leaves the old holder when it passes on, with its re-roll.
    void passingOnTakesTheRerollAway()
    {
        const Finals first{final(Major::Spike, 1, 5, 1, 2, 2, 1)};
        QCOMPARE(MajorTrophies::heldBy(MajorTrophies::holders(first), 1), Majors_{Major::Spike});
        const Finals both = first + Finals{final(Major::Spike, 1, 8, 1, 2, 0, 2)};
        const Holders now = MajorTrophies::holders(both);
        QCOMPARE(MajorTrophies::heldBy(now, 1), Majors_{});
        QCOMPARE(MajorTrophies::heldBy(now, 2), Majors_{Major::Spike});
        const TeamRules rules(*m_rules);
        Team before = team(1, MajorTrophies::heldBy(MajorTrophies::holders(first), 1));
        Team after = team(1, MajorTrophies::heldBy(now, 1));
        QCOMPARE(rules.teamValue(before) - rules.teamValue(after), 50000LL);
    }

    // l.4079–4081: each trophy held is a team re-roll at the roster's base price in team value.
    void rerollInTeamValue_data()
    {
        QTest::addColumn<Majors_>("held");
        QTest::addColumn<qint64>("more");
        QTest::newRow("l.4079 none") << Majors_{} << 0LL;
        QTest::newRow("l.4079 one trophy: one Human re-roll, 50,000")
            << Majors_{Major::ChaosCup} << 50000LL;
        QTest::newRow("l.4079 two trophies, two re-rolls")
            << Majors_{Major::ChaosCup, Major::Dungeonbowl} << 100000LL;
    }
    void rerollInTeamValue()
    {
        QFETCH(Majors_, held);
        QFETCH(qint64, more);
        const TeamRules rules(*m_rules);
        QCOMPARE(rules.teamValue(team(1, held)) - rules.teamValue(team(1)), more);
        QCOMPARE(MajorTrophies::rerolls(held), int(held.size()));
    }

    // l.4136–4142: Spike!'s holder adds 2 to its gate roll; the others do not.
    void spikeGate_data()
    {
        QTest::addColumn<Majors_>("held");
        QTest::addColumn<int>("fans");
        QTest::addColumn<int>("fame");
        QTest::newRow("l.4140 no trophy: 6,000") << Majors_{} << 6000 << 0;
        QTest::newRow("l.4140 Spike!: 8,000 and FAME 1") << Majors_{Major::Spike} << 8000 << 1;
        QTest::newRow("l.4140 the Chaos Cup: no gate bonus")
            << Majors_{Major::ChaosCup} << 6000 << 0;
    }
    void spikeGate()
    {
        QFETCH(Majors_, held);
        const Team home = team(1, held);
        const Team away = team(2);
        const PostMatchResult result = run(home, away, record(home, away, 1, 0));
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QTEST(result.homeSummary.fans, "fans");
        QTEST(result.homeSummary.fame, "fame");
    }

    // l.4262–4264: the Blood Bowl's holder wins 20,000 more every match, winner or not.
    void bloodBowlWinnings_data()
    {
        QTest::addColumn<Majors_>("held");
        QTest::addColumn<bool>("wins");
        QTest::addColumn<qint64>("winnings");
        QTest::newRow("l.4263 no trophy, a win: (4 + 0) × 10,000 + 10,000")
            << Majors_{} << true << 50000LL;
        QTest::newRow("l.4263 Blood Bowl, a win: 20,000 more")
            << Majors_{Major::BloodBowl} << true << 70000LL;
        QTest::newRow("l.4263 Blood Bowl, a loss: 20,000 more")
            << Majors_{Major::BloodBowl} << false << 60000LL;
        QTest::newRow("l.4263 Dungeonbowl: no more gold")
            << Majors_{Major::Dungeonbowl} << true << 50000LL;
    }
    void bloodBowlWinnings()
    {
        QFETCH(Majors_, held);
        QFETCH(bool, wins);
        const Team home = team(1, held);
        const Team away = team(2);
        const PostMatchResult result =
            run(home, away, record(home, away, wins ? 1 : 0, wins ? 0 : 1));
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QTEST(result.homeSummary.winnings, "winnings");
    }

    // l.4264–4273: every player of both teams in the Blood Bowl's final gains an MVP award of 5
    // SPP besides the match's own MVP; not in another major's final nor in a semi-final.
    void bloodBowlMedals_data()
    {
        QTest::addColumn<FixtureStage>("stage");
        QTest::addColumn<Major>("major");
        QTest::addColumn<int>("medal");
        QTest::newRow("l.4268 Blood Bowl final: 5 SPP each")
            << FixtureStage::Final << Major::BloodBowl << 5;
        QTest::newRow("l.4268 Blood Bowl semi-final: none")
            << FixtureStage::SemiFinal << Major::BloodBowl << 0;
        QTest::newRow("l.4268 Chaos Cup final: none")
            << FixtureStage::Final << Major::ChaosCup << 0;
        QTest::newRow("l.4268 a league's own final: none")
            << FixtureStage::Final << Major::None << 0;
    }
    void bloodBowlMedals()
    {
        QFETCH(FixtureStage, stage);
        QFETCH(Major, major);
        QFETCH(int, medal);
        Team home = team(1);
        Team away = team(2);
        // One player of each team misses the match: he was not in the final.
        home.players[10].missNextGame = true;
        away.players[10].missNextGame = true;
        MatchRecord r = record(home, away, 2, 1);
        r.stage = stage;
        r.major = major;
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        for (const Side side : {Side::Home, Side::Away}) {
            const Team &before = side == Side::Home ? home : away;
            const Team &after = side == Side::Home ? result.home : result.away;
            for (int i = 0; i < before.players.size(); ++i) {
                const int mvp = after.players[i].number == 1 ? 5 : 0; // the match's MVP (die 1)
                const int expected = i == 10 ? 0 : medal;
                QCOMPARE(after.players[i].spp - before.players[i].spp, expected + mvp);
                QCOMPARE(after.players[i].mvps - before.players[i].mvps,
                         (expected > 0 ? 1 : 0) + (mvp > 0 ? 1 : 0));
            }
        }
    }

    // l.4220–4226: the Dungeonbowl's holder hires the Wizard for 50,000 instead of 150,000.
    void dungeonbowlWizard_data()
    {
        QTest::addColumn<Majors_>("held");
        QTest::addColumn<qint64>("price");
        QTest::newRow("l.4224 no trophy: 150,000") << Majors_{} << 150000LL;
        QTest::newRow("l.4224 Dungeonbowl: 50,000") << Majors_{Major::Dungeonbowl} << 50000LL;
        QTest::newRow("l.4224 Spike!: 150,000") << Majors_{Major::Spike} << 150000LL;
    }
    void dungeonbowlWizard()
    {
        QFETCH(Majors_, held);
        QFETCH(qint64, price);
        const InducementRules rules(*m_rules);
        const InducementTeam buyer = InducementTeam::of(team(1, held));
        QCOMPARE(rules.price(InducementItem::counted(u"wizard"_s), buyer), std::optional(price));
        InducementPurchases wizard;
        wizard.counted = {{u"wizard"_s, 1}};
        QCOMPARE(rules.goldTotal(wizard, buyer), price);
        // With exactly 50,000 to spend, only the holder may hire him.
        QCOMPARE(bool(rules.canBuy({}, InducementItem::counted(u"wizard"_s), buyer, {}, 50000)),
                 price == 50000);
    }
};

QTEST_GUILESS_MAIN(TestMajorTrophies)
#include "tst_major_trophies.moc"
