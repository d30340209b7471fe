// La Forge de Sigmar's tables, squares and scatter template (seeds/forge-de-sigmar-fr.txt; the
// template: rulebook l.528–535), each read at its edges. The tables are the ruleset's data
// (resources/rules/lrb6/forge_de_sigmar.json), read through the built-in ruleset.
#include "core/forge/ForgeMoves.h"
#include "core/forge/ForgeTables.h"
#include "core/forge/ForgeTerrain.h"
#include "core/forge/PitchSquare.h"
#include "core/forge/ScatterTemplate.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(dugout::IceStrike)
Q_DECLARE_METATYPE(dugout::CrevasseJump)
Q_DECLARE_METATYPE(dugout::LavaJump)
Q_DECLARE_METATYPE(dugout::IceFind)
Q_DECLARE_METATYPE(dugout::TerrainToken)

class TestForgeTables : public QObject
{
    Q_OBJECT

    static const ForgeTables &forge() { return RulesetLoader::builtIn()->forge(); }

private Q_SLOTS:
    // 2D6 + ST (seed l.32–36): 3 is the lowest total possible (2 + ST 1), 18 the highest with ST 6.
    void strike_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<IceStrike>("expected");
        QTest::newRow("l.33: 3 under him") << 3 << IceStrike::UnderPlayer;
        QTest::newRow("l.33: 6 under him") << 6 << IceStrike::UnderPlayer;
        QTest::newRow("l.34: 7 nothing") << 7 << IceStrike::Nothing;
        QTest::newRow("l.34: 10 nothing") << 10 << IceStrike::Nothing;
        QTest::newRow("l.35: 11 scattered") << 11 << IceStrike::Scattered;
        QTest::newRow("l.35: 15 scattered") << 15 << IceStrike::Scattered;
        QTest::newRow("l.36: 16 chosen") << 16 << IceStrike::Chosen;
        QTest::newRow("l.36: 19 chosen") << 19 << IceStrike::Chosen;
    }
    void strike()
    {
        QFETCH(int, total);
        QFETCH(IceStrike, expected);
        QCOMPARE(forge().strike(total), expected);
    }

    // 2D6 + AG over a crevasse (seed l.68–74).
    void crevasseJump_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<CrevasseJump>("expected");
        QTest::newRow("l.71: 3 injury roll") << 3 << CrevasseJump::InjuryRoll;
        QTest::newRow("l.71: 6 injury roll") << 6 << CrevasseJump::InjuryRoll;
        QTest::newRow("l.72: 7 falls in") << 7 << CrevasseJump::FallsIn;
        QTest::newRow("l.73: 8 falls beyond") << 8 << CrevasseJump::FallsBeyond;
        QTest::newRow("l.73: 9 falls beyond") << 9 << CrevasseJump::FallsBeyond;
        QTest::newRow("l.74: 10 lands") << 10 << CrevasseJump::Lands;
        QTest::newRow("l.74: 18 lands") << 18 << CrevasseJump::Lands;
    }
    void crevasseJump()
    {
        QFETCH(int, total);
        QFETCH(CrevasseJump, expected);
        QCOMPARE(forge().crevasseJump(total), expected);
    }

    // 2D6 + AG over lava (seed l.101–106): the seed's order, a low roll better than a middle one.
    void lavaJump_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<LavaJump>("expected");
        QTest::newRow("l.104: 3 falls beyond") << 3 << LavaJump::FallsBeyond;
        QTest::newRow("l.104: 6 falls beyond") << 6 << LavaJump::FallsBeyond;
        QTest::newRow("l.105: 7 into the lava") << 7 << LavaJump::IntoLava;
        QTest::newRow("l.105: 9 into the lava") << 9 << LavaJump::IntoLava;
        QTest::newRow("l.106: 10 lands") << 10 << LavaJump::Lands;
    }
    void lavaJump()
    {
        QFETCH(int, total);
        QFETCH(LavaJump, expected);
        QCOMPARE(forge().lavaJump(total), expected);
    }

    // 2D6 for each new crevasse (seed l.146: 2 a genestealer; l.155: 12 a magic item).
    void find_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<IceFind>("expected");
        QTest::newRow("l.146: 2 genestealer") << 2 << IceFind::Genestealer;
        QTest::newRow("3 nothing") << 3 << IceFind::Nothing;
        QTest::newRow("11 nothing") << 11 << IceFind::Nothing;
        QTest::newRow("l.155: 12 magic item") << 12 << IceFind::MagicItem;
    }
    void find()
    {
        QFETCH(int, total);
        QFETCH(IceFind, expected);
        QCOMPARE(forge().find(total), expected);
    }

    // The single D6s: an item works on 6 (l.155), an accident opens on 1 (l.38, l.44), a splash
    // burns on 1 (l.114).
    void d6_data()
    {
        QTest::addColumn<int>("d6");
        QTest::addColumn<bool>("works");
        QTest::addColumn<bool>("opens");
        QTest::addColumn<bool>("splashes");
        QTest::newRow("1") << 1 << false << true << true;
        QTest::newRow("2") << 2 << false << false << false;
        QTest::newRow("5") << 5 << false << false << false;
        QTest::newRow("6") << 6 << true << false << false;
    }
    void d6()
    {
        QFETCH(int, d6);
        QFETCH(bool, works);
        QFETCH(bool, opens);
        QFETCH(bool, splashes);
        QCOMPARE(forge().itemWorks(d6), works);
        QCOMPARE(forge().accidentOpens(d6), opens);
        QCOMPARE(forge().splashes(d6), splashes);
    }

    // The variant's other numbers, read from the ruleset's data.
    void numbers_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("expected");
        const ForgeTables &f = forge();
        QTest::newRow("l.91: lava, injury +4") << f.lavaInjuryModifier << 4;
        QTest::newRow("l.114: splash, injury +1") << f.splashInjuryModifier << 1;
        QTest::newRow("l.62: throwing from a crevasse -5") << f.crevassePassModifier << -5;
        QTest::newRow("l.120: throwing from a crest +2") << f.crestPassModifier << 2;
        QTest::newRow("l.78, l.130: jumping onto a player, ST +1") << f.jumpOntoStrengthBonus << 1;
        QTest::newRow("l.60: into or out of a crevasse, 2 MP") << f.intoOrOutOfCrevasse << 2;
        QTest::newRow("l.66, l.99: jumping over, 3 MP") << f.jumpOverCrevasseOrLava << 3;
        QTest::newRow("l.122: onto or off a crest, 2 MP") << f.ontoOrOffCrest << 2;
        QTest::newRow("l.124: from a crest into a crevasse, 4 MP") << f.crestIntoCrevasse << 4;
        QTest::newRow("l.148: genestealer MA 6") << f.genestealerMa << 6;
        QTest::newRow("l.148: genestealer ST 6") << f.genestealerSt << 6;
        QTest::newRow("l.148: genestealer AG 6") << f.genestealerAg << 6;
        QTest::newRow("l.149: genestealer AV 10") << f.genestealerAv << 10;
    }
    void numbers()
    {
        QFETCH(int, value);
        QFETCH(int, expected);
        QCOMPARE(value, expected);
    }

    // A total past either end of a table (a characteristic above 10, a negative modifier) reads
    // its end row.
    void pastTheEnds()
    {
        QCOMPARE(forge().strike(2), IceStrike::UnderPlayer);
        QCOMPARE(forge().strike(25), IceStrike::Chosen);
        QCOMPARE(forge().crevasseJump(1), CrevasseJump::InjuryRoll);
        QCOMPARE(forge().lavaJump(30), LavaJump::Lands);
    }

    // The lowest total of a jump's row, which a declared move names as the roll to land.
    void jumpLowestTotals_data()
    {
        QTest::addColumn<bool>("lava");
        QTest::addColumn<int>("row"); // CrevasseJump or LavaJump
        QTest::addColumn<int>("lowest");
        QTest::newRow("l.74: over a crevasse, lands on 10")
            << false << int(CrevasseJump::Lands) << 10;
        QTest::newRow("l.73: falls beyond on 8") << false << int(CrevasseJump::FallsBeyond) << 8;
        QTest::newRow("l.72: falls in on 7") << false << int(CrevasseJump::FallsIn) << 7;
        QTest::newRow("l.106: over lava, lands on 10") << true << int(LavaJump::Lands) << 10;
        QTest::newRow("l.105: into the lava from 7") << true << int(LavaJump::IntoLava) << 7;
    }
    void jumpLowestTotals()
    {
        QFETCH(bool, lava);
        QFETCH(int, row);
        QFETCH(int, lowest);
        QCOMPARE(lava ? forge().lowestTotal(LavaJump(row)) : forge().lowestTotal(CrevasseJump(row)),
                 lowest);
    }

    // Squares by name: rows A–O, columns 1–26 (the LRB6 pitch, 15 × 26).
    void squareNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("row");
        QTest::newRow("A1 corner") << u"A1"_s << true << 1 << 1;
        QTest::newRow("O26 corner") << u"O26"_s << true << 26 << 15;
        QTest::newRow("lower case") << u"c12"_s << true << 12 << 3;
        QTest::newRow("P1 off the side") << u"P1"_s << false << 0 << 0;
        QTest::newRow("A27 off the end") << u"A27"_s << false << 0 << 0;
        QTest::newRow("A0") << u"A0"_s << false << 0 << 0;
        QTest::newRow("A+3") << u"A+3"_s << false << 0 << 0;
        QTest::newRow("empty") << QString() << false << 0 << 0;
    }
    // Movement points for one step (seed l.60, l.122, l.124; Dugout's choices in ForgeMoves.h),
    // 0 for a step nobody takes (into lava).
    void stepCost_data()
    {
        QTest::addColumn<TerrainToken>("from");
        QTest::addColumn<TerrainToken>("to");
        QTest::addColumn<int>("cost");
        using T = TerrainToken;
        QTest::newRow("open ice to open ice: 1") << T::None << T::None << 1;
        QTest::newRow("l.60: into a crevasse 2") << T::None << T::Crevasse << 2;
        QTest::newRow("l.60: out of a crevasse 2") << T::Crevasse << T::None << 2;
        QTest::newRow("l.56: along the crevasse 1") << T::Crevasse << T::Crevasse << 1;
        QTest::newRow("l.122: onto a crest 2") << T::None << T::Crest << 2;
        QTest::newRow("l.122: off a crest 2") << T::Crest << T::None << 2;
        QTest::newRow("l.118: along the crest 1") << T::Crest << T::Crest << 1;
        QTest::newRow("l.124: crest into crevasse 4") << T::Crest << T::Crevasse << 4;
        QTest::newRow("choice: crevasse up onto a crest 4") << T::Crevasse << T::Crest << 4;
        QTest::newRow("choice: nobody steps into lava") << T::None << T::Lava << 0;
        QTest::newRow("choice: out of lava 1") << T::Lava << T::None << 1;
        QTest::newRow("choice: out of lava into a crevasse 2") << T::Lava << T::Crevasse << 2;
    }
    void stepCost()
    {
        QFETCH(TerrainToken, from);
        QFETCH(TerrainToken, to);
        QFETCH(int, cost);
        QCOMPARE(ForgeMoves::stepCost(forge(), from, to).value_or(0), cost);
    }

    // seed l.62, l.120: the thrower's square changes the pass.
    void passModifier_data()
    {
        QTest::addColumn<TerrainToken>("at");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<QString>("text");
        QTest::newRow("l.62: from a crevasse -5")
            << TerrainToken::Crevasse << -5 << u"throws from H11 (crevasse): -5 to the pass"_s;
        QTest::newRow("l.120: from a crest +2")
            << TerrainToken::Crest << 2 << u"throws from H11 (crest): +2 to the pass"_s;
        QTest::newRow("open ice: none")
            << TerrainToken::None << 0 << u"throws from H11 (open ice): no modifier from the ice"_s;
    }
    void passModifier()
    {
        QFETCH(TerrainToken, at);
        QFETCH(int, modifier);
        QFETCH(QString, text);
        QCOMPARE(ForgeMoves::passModifier(forge(), at), modifier);
        ForgeTerrain terrain = ForgeTerrain::forge();
        const PitchSquare h11 = *PitchSquare::fromName(u"H11"_s);
        if (at != TerrainToken::None)
            terrain.set(h11, at);
        QCOMPARE(ForgeMoves::passText(forge(), terrain, h11), text);
    }
    void squareText()
    {
        ForgeTerrain terrain = ForgeTerrain::forge();
        const PitchSquare h11 = *PitchSquare::fromName(u"H11"_s);
        terrain.set(h11, TerrainToken::Crest);
        QCOMPARE(ForgeMoves::squareText(forge(), terrain, h11),
                 u"H11: crest. Movement points for a step into it: from open ice 2, from crest 1, "
                 "from crevasse 4. Throws from here: +2."_s);
    }

    void squareNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QFETCH(int, column);
        QFETCH(int, row);
        const std::optional<PitchSquare> square = PitchSquare::fromName(name);
        QCOMPARE(square.has_value(), valid);
        if (!valid)
            return;
        QCOMPARE(square->column, column);
        QCOMPARE(square->row, row);
        QCOMPARE(square->name(), name.toUpper());
        QCOMPARE(PitchSquare::fromIndex(square->index()), *square);
    }

    // The scatter template read with a D8 (rulebook l.528–535), 1–3 towards row A.
    void scatter_data()
    {
        QTest::addColumn<int>("d8");
        QTest::addColumn<QString>("target");
        QTest::newRow("1 up-left") << 1 << u"B4"_s;
        QTest::newRow("2 up") << 2 << u"B5"_s;
        QTest::newRow("3 up-right") << 3 << u"B6"_s;
        QTest::newRow("4 left") << 4 << u"C4"_s;
        QTest::newRow("5 right") << 5 << u"C6"_s;
        QTest::newRow("6 down-left") << 6 << u"D4"_s;
        QTest::newRow("7 down") << 7 << u"D5"_s;
        QTest::newRow("8 down-right") << 8 << u"D6"_s;
    }
    void scatter()
    {
        QFETCH(int, d8);
        QFETCH(QString, target);
        const PitchSquare from = *PitchSquare::fromName(u"C5"_s);
        const PitchSquare to = *ScatterTemplate::target(from, d8);
        QCOMPARE(to.name(), target);
        QCOMPARE(ScatterTemplate::faceTowards(from, to), d8);
    }
    void scatterImpossible()
    {
        QVERIFY(!ScatterTemplate::target({5, 5}, 0));
        QVERIFY(!ScatterTemplate::target({5, 5}, 9));
        QCOMPARE(ScatterTemplate::faceTowards({5, 5}, {7, 5}), 0);
        // From a corner the template may point off the pitch.
        QVERIFY(!ScatterTemplate::target({1, 1}, 1)->isOnPitch());
    }

    // The volcano: four squares at the middle of the sideline of row A.
    void volcano()
    {
        QCOMPARE(ForgeTerrain::volcano().size(), 4);
        QVERIFY(ForgeTerrain::isVolcano(*PitchSquare::fromName(u"A13"_s)));
        QVERIFY(ForgeTerrain::isVolcano(*PitchSquare::fromName(u"B14"_s)));
        QVERIFY(!ForgeTerrain::isVolcano(*PitchSquare::fromName(u"C13"_s)));
        QVERIFY(!ForgeTerrain::isVolcano(*PitchSquare::fromName(u"A12"_s)));
        QVERIFY(!ForgeTerrain::isVolcano(*PitchSquare::fromName(u"A15"_s)));
        const ForgeTerrain t = ForgeTerrain::forge();
        QVERIFY(t.touchesVolcano(*PitchSquare::fromName(u"C12"_s)));
        QVERIFY(!t.touchesVolcano(*PitchSquare::fromName(u"D12"_s)));
    }
};

QTEST_GUILESS_MAIN(TestForgeTables)
#include "tst_forge_tables.moc"
