#include "ForgeText.h"

#include "core/forge/ForgeMoves.h"

#include "core/match/MatchState.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QChar symbol(const ForgeTerrain &t, const PitchSquare &square)
{
    for (const Genestealer &g : t.genestealers) {
        if (g.square == square)
            return u'G';
    }
    if (ForgeTerrain::isVolcano(square))
        return u'V';
    switch (t.at(square)) {
    case TerrainToken::Crevasse:
        return u'C';
    case TerrainToken::Lava:
        return u'L';
    case TerrainToken::Crest:
        return u'^';
    case TerrainToken::None:
        break;
    }
    return u'.';
}

} // namespace

QStringList ForgeText::grid(const ForgeTerrain &t)
{
    QStringList lines;
    QString tens = u"   "_s;
    QString units = u"   "_s;
    for (int column = 1; column <= PitchSquare::Columns; ++column) {
        tens += column >= 10 ? QString::number(column / 10) : u" "_s;
        units += QString::number(column % 10);
    }
    lines << tens << units;
    for (int row = 1; row <= PitchSquare::Rows; ++row) {
        QString line = QString(QChar(u'A' + row - 1)) + u"  "_s;
        for (int column = 1; column <= PitchSquare::Columns; ++column)
            line += symbol(t, {column, row});
        lines << line;
    }
    return lines;
}

QString ForgeText::legend()
{
    return tr(". open ice   V volcano   C crevasse   L lava flow   ^ crest   G genestealer");
}

QString ForgeText::endsToRoll(const ForgeTerrain &t)
{
    QStringList names;
    for (const CrevasseEnd &end : t.endsToRoll())
        names << end.square.name();
    return names.join(u", "_s);
}

QString ForgeText::help(const ForgeTables &tables)
{
    QStringList parts;
    parts << tr("<p><b>La Forge de Sigmar</b>: ice over a volcano. Players stay on the board; "
                "Dugout follows the terrain and rolls or takes every die.</p>");
    parts << tr("<p><b>Tokens.</b> Before the kick-off the coaches put down crevasses and crests, "
                "one each in turn, as many each. During the match a click puts down what the "
                "board shows (or clears a square); undo takes it back.</p>");
    parts << tr("<p><b>Start of each team turn.</b> A D8 for each crevasse end (one for a "
                "one-square crevasse), read on the scatter template drawn below. The face "
                "pointing back along the crevasse stops that end for good; any other adds a "
                "crevasse there. Then the lava runs one square into every crevasse touching the "
                "volcano or a flow, except where a player stands in its way; where it reaches "
                "the end of a crevasse a crest rises. A player who came through the lava unhurt "
                "is swallowed.</p>");
    parts << tr("<pre>  1 2 3\n  4 · 5\n  6 7 8</pre><p>Row A is at the top, column 1 on the "
                "left.</p>");
    // The tables as the ruleset's data has them (forge_de_sigmar.json).
    const auto table = [](const QList<TableRow> &rows) {
        QStringList items;
        for (const TableRow &row : rows)
            //: A row of a La Forge de Sigmar table in the help: "7–10: Nothing".
            items << tr("%1: %2").arg(row.min == row.max ? QString::number(row.min)
                                                         : u"%1–%2"_s.arg(row.min).arg(row.max),
                                      row.name.current().toHtmlEscaped());
        return items.join(u"; "_s);
    };
    parts << tr("<p><b>Striking the ice</b> (the player's action), 2D6 + ST: %1. A new crevasse "
                "rolls 2D6: %2; a magic item works on a D6 of %3 or more. Next to lava it fills "
                "and becomes a crest, and its maker is splashed on a D6 of %4 or less (injury "
                "+%5). An accident opens a crevasse on a D6 of %6 or less.</p>")
                 .arg(table(tables.strikeRows), table(tables.findRows))
                 .arg(tables.itemWorksOn)
                 .arg(tables.splashOn)
                 .arg(tables.splashInjuryModifier)
                 .arg(tables.accidentOpensOn);
    parts << tr("<p><b>Jumps</b>, 2D6 + AG. Over a crevasse: %1. Over lava: %2.</p>")
                 .arg(table(tables.crevasseJumpRows), table(tables.lavaJumpRows));
    parts << tr("<p><b>Lava</b>: armour, then injury +%1. <b>Genestealer</b>: MA %2, ST %3, AG "
                "%4, AV %5.</p>")
                 .arg(tables.lavaInjuryModifier)
                 .arg(tables.genestealerMa)
                 .arg(tables.genestealerSt)
                 .arg(tables.genestealerAg)
                 .arg(tables.genestealerAv);
    parts << tr("<p><b>Moving.</b> Into or out of a crevasse: %1 squares of movement; onto or "
                "off a crest: %2. Jumping over a crevasse or lava: %3. From a crest into a "
                "crevasse: %4. A crest cannot be jumped over. Passes: %5 from a crevasse, %6 "
                "from a crest. Jumping onto a player in a crevasse or from a crest: ST +%7 for "
                "the block (the coaches roll it on the board).</p>")
                 .arg(tables.intoOrOutOfCrevasse)
                 .arg(tables.ontoOrOffCrest)
                 .arg(tables.jumpOverCrevasseOrLava)
                 .arg(tables.crestIntoCrevasse)
                 .arg(QString::asprintf("%+d", tables.crevassePassModifier))
                 .arg(QString::asprintf("%+d", tables.crestPassModifier))
                 .arg(tables.jumpOntoStrengthBonus);
    parts << tr("<p><b>Dugout's choices where the seed is unclear.</b> \"Each turn\" is each "
                "team turn. The seed's map is not in its text: the volcano is the four squares "
                "A13, A14, B13, B14. An end pointing off the pitch, at the volcano or at a token "
                "does not grow, nor does a scattered crevasse open there. A crevasse is kept as "
                "the chain it grew as: a token next to a growing end lengthens it, any other "
                "starts a new crevasse. A player on a square where a crevasse grows or is "
                "scattered is entered with Fell in (N) until the next turn starts; at the start "
                "of a turn his fall ends no turn. Whoever is still on the pitch in the lava after "
                "his burn (armour held or stunned) dies at the next turn's start. A genestealer "
                "is gone once its victim is knocked out or a casualty. Falling in otherwise ends "
                "the turn of the team in play, as any knock-down does, and so does jumping onto "
                "a player. A step between two squares of the same kind costs 1, from a crevasse "
                "up onto a crest as much as the way down; nobody steps into lava. Pointing at a "
                "square of the grid shows its costs; Pass asks the square it is thrown "
                "from.</p>");
    parts << tr("<p><b>Declared on the grid.</b> Move: click the square the player starts on, "
                "then each square he enters; each shows its cost, and the last one clicked again "
                "(or M) declares the move: Dugout writes the total against his MA and %1 Go For "
                "It (%2 with Sprint; standing up costs %3, a longer path is refused) and the roll "
                "each jump needs. A jump clears one crevasse or lava square, two squares apart in "
                "a row, a column or a diagonal, and lands on open ice or a crest. Pass: click the "
                "thrower's square, then the target. Pushed in (U): a player pushed into a "
                "crevasse by a block, or following up his own, falls to the bottom with an "
                "armour roll, on top of the block's own if it knocked him down; onto lava he "
                "burns (armour, injury +%4). Falling so ends the turn of the team in play; a "
                "push onto open ice or a crest is the ordinary one.</p>")
                 .arg(ForgeMoves::GoForIts)
                 .arg(ForgeMoves::SprintGoForIts)
                 .arg(ForgeMoves::StandUpCost)
                 .arg(tables.lavaInjuryModifier);
    return parts.join(QString());
}

QStringList ForgeText::report(const MatchState &s)
{
    const ForgeTerrain &t = s.terrain;
    QStringList lines;
    lines << tr("La Forge de Sigmar") << grid(t) << legend();
    const QString ends = endsToRoll(t);
    if (t.evolutionDue)
        lines << tr("Start of the turn to roll: a D8 for each crevasse end (%1).")
                     .arg(ends.isEmpty() ? tr("none") : ends);
    else if (!ends.isEmpty())
        lines << tr("Crevasse ends still growing: %1.").arg(ends);
    if (s.phase == MatchPhase::PreMatch || (s.phase == MatchPhase::Setup && s.drive == 0))
        lines << tr("Tokens placed before the kick-off: %1 %2, %3 %4.")
                     .arg(s.home.name)
                     .arg(t.homePlaced)
                     .arg(s.away.name)
                     .arg(t.awayPlaced);
    for (const LavaVictim &v : t.lavaVictims) {
        const MatchPlayer *p = s.team(v.side).player(v.number);
        lines << tr("In the lava, swallowed at the next turn's start: #%1 %2 (%3).")
                     .arg(v.number)
                     .arg(p ? p->name : QString(), s.team(v.side).name);
    }
    for (int i = 0; i < t.genestealers.size(); ++i) {
        const Genestealer &g = t.genestealers.at(i);
        const MatchPlayer *victim = g.victimSide ? s.team(*g.victimSide).player(g.victim) : nullptr;
        lines << (victim ? tr("Genestealer %1 (woke on %2) keeps at #%3 %4.")
                               .arg(i + 1)
                               .arg(g.square.name())
                               .arg(victim->number)
                               .arg(victim->name)
                         : tr("Genestealer %1 (woke on %2) goes for the nearest player.")
                               .arg(i + 1)
                               .arg(g.square.name()));
    }
    for (const MagicItem &item : t.items)
        lines << (item.works ? tr("Magic item found on %1 by %2: it works.")
                             : tr("Magic item found on %1 by %2: broken."))
                     .arg(item.square.name(), s.team(item.side).name);
    return lines;
}

} // namespace dugout
