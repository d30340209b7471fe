#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QString>

namespace dugout {

// Every colour and every font size Dugout chooses, in one place (docs/architecture.md, "Look and
// feel"): widgets, item models and printed pages ask for a role here instead of writing a colour
// or a size of their own, so the look changes in one file. In models because the printing layer
// paints with the same colours and must not link QtWidgets.
class Palette
{
public:
    enum class Color {
        // A team's own colour when it has none (or an unreadable one).
        DefaultTeam,
        // Text drawn on a coloured band or chip: dark on light colours, white on dark ones.
        DarkText,
        LightText,
        // Better or worse: a characteristic above or below its start, gold in or out.
        Gain,
        Loss,
        // A warning written in a dialog (not enough gold, a roll that changes nothing).
        WarningText,
        // Something urgent in the tracker: a casualty, a turn timer running out.
        Danger,
        // A won or lost match in a team's history.
        Win,
        Defeat,
        // A special play card's red suit.
        RedSuit,
        // The league's header band, and the dimmer text of its options.
        LeagueBand,
        LeagueBandText,
        LeagueBandEdge,
        // The tints of the message bar, mixed into the window colour.
        InformationTint,
        PositiveTint,
        WarningTint,
        ErrorTint,
        BarShadow,
        // A player's state on the pitch.
        StateReserves,
        StateStanding,
        StateProne,
        StateStunned,
        StateKnockedOut,
        StateCasualty,
        StateSentOff,
        StateFainted,
        StateUnknown,
        // The Bloody Ball board: grass in two shades, its lines, the touchdown zones, the
        // squares the chosen card and player can reach, the chosen player, and the ball.
        PitchGrass,
        PitchGrassAlt,
        PitchLine,
        PitchEndZone,
        PitchTarget,
        PitchSelected,
        PitchBall,
        // Printed pages: ink, thin rules, alternate row shading, header rows, secondary and
        // faint text, a lasting injury on the team sheet.
        PrintInk,
        PrintRule,
        PrintShade,
        PrintHeaderShade,
        SheetShade,
        SheetHeaderShade,
        PrintTableBorder,
        PrintSecondaryText,
        PrintMutedText,
        PrintFaintText,
        PrintInjury,
        // La Forge de Sigmar's pitch: the ice, its lines and end zones, the volcano, the three
        // tokens, a genestealer, a magic item found, the marks of what the start of a turn
        // rolls or moves, and the path of a move or a pass being declared on the grid.
        ForgeIce,
        ForgeLine,
        ForgeEndZone,
        ForgeVolcano,
        ForgeCrevasse,
        ForgeLava,
        ForgeCrest,
        ForgeGenestealer,
        ForgeItem,
        ForgeToRoll,
        ForgePath,
    };

    // Sizes relative to the application font, by what the text is for.
    enum class Text {
        Smaller,      // 0.85: the key hint under a tracker button
        Caption,      // 0.9: a clock's caption
        Small,        // 0.92: explanations under a field
        Body,         // 1.0
        Roomy,        // 1.05: the tracker's log and roster summaries
        Larger,       // 1.1: a list or table read from a distance, a summary line
        Figures,      // 1.15: money and counts in a header, navigation, tracker labels
        Emphasis,     // 1.2: a player's record title, the next step's buttons, re-roll pips
        PanelTitle,   // 1.25: a roster panel's team name in the tracker
        Marker,       // 1.3: turn markers, the active side, the match clock, the next step
        SectionTitle, // 1.4: a rulebook entry's title, a team band in the result dialog
        TurnNumber,   // 1.5: the number inside a turn marker
        BandTitle,    // 1.6: the team or league name in its header band, a page heading
        PageTitle,    // 1.8: the home page's title, a big score or countdown
        TeamName,     // 1.9: a team's name on the scoreboard
        Score,        // 4.6: the scoreboard's score
    };

    // Point sizes of printed HTML documents (match summary and match report).
    enum class PrintText {
        SummaryBody,
        SummaryTitle,
        SummaryHeading,
        SummaryFootnote,
        ReportBody,
        ReportTitle,
        ReportHeading,
        ReportFootnote,
    };

    static QColor color(Color role);
    // The colour as "#rrggbb", for rich text and printed HTML.
    static QString css(Color role);

    // The colour a team stored (a colour name), or the default when it has none.
    static QColor teamColor(const QString &stored);
    // The colours offered for a new team.
    static QList<QColor> teamPresets();
    // Dark or white text, whichever reads better on `background`; `threshold` is the relative
    // luminance above which a background counts as light.
    static QColor textOn(const QColor &background, qreal threshold = 0.55);
    // `a` moved towards `b` by `t` (0: a, 1: b).
    static QColor mix(const QColor &a, const QColor &b, qreal t);

    static qreal factor(Text role);
    // `font` resized for `role` (times `extra`, for a view that scales with its window).
    static QFont font(QFont font, Text role, bool bold = false, qreal extra = 1.0);
    static int points(PrintText role);
    // The family printed pages use, present on every Linux desktop and embedded in the PDF.
    static QString printFamily();
};

} // namespace dugout
