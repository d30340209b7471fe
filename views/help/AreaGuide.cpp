#include "AreaGuide.h"

using namespace Qt::StringLiterals;

namespace dugout {

QList<MainWindow::Area> AreaGuide::areas()
{
    return {MainWindow::Area::Home,      MainWindow::Area::Teams,       MainWindow::Area::League,
            MainWindow::Area::Matches,   MainWindow::Area::Tournaments, MainWindow::Area::Rulebook,
            MainWindow::Area::BloodyBall};
}

AreaGuide::Page AreaGuide::page(MainWindow::Area area)
{
    switch (area) {
    case MainWindow::Area::Home:
        return {tr("Home"),
                tr("Where you start: the database Dugout works in (a file, or a league server), "
                   "what is under way in it (a match being tracked, the latest results) and "
                   "the way into every other area."),
                {tr("Open the demo league to see a season half played, or make a database of "
                    "your own with File → New database…."),
                 tr("Create your first team from the Teams area, or import one you already "
                    "have (a Dugout file, a CSV roster or an OBBLM export)."),
                 tr("Come back here to resume a match you were tracking: it is listed with its "
                    "score.")}};
    case MainWindow::Area::Teams:
        return {tr("Teams"),
                tr("Every team of the database: build a new one within its budget, then keep "
                   "its roster between matches (hiring, advancements, injuries, the treasury's "
                   "ledger), print its sheet and follow it on charts."),
                {tr("Press New team, choose the roster, then hire players until the budget "
                    "says what is left; Confirm makes it a team that can play."),
                 tr("After a match, open the team to resolve its pending advancements with "
                    "Advance… (the roll or the pick is checked against the rules)."),
                 tr("Use File → Print team sheet… or Export team… to take the team to the "
                    "table or to another coach.")}};
    case MainWindow::Area::League:
        return {tr("League"),
                tr("The commissioner's desk: leagues and their options, seasons and divisions, "
                   "the schedule, results recorded with the whole post-match sequence, the "
                   "standings and the league's statistics and charts."),
                {tr("Create a league with New league, then Add teams: only confirmed teams "
                    "may join."),
                 tr("Start a season and generate its round robin from the Schedule tab."),
                 tr("Record each result from its fixture: the post-match sequence is shown "
                    "before you confirm it, and the Standings tab follows (Export… writes it "
                    "as a workbook).")}};
    case MainWindow::Area::Matches:
        return {tr("Matches"),
                tr("A match followed live beside the board: the pre-match, every set-up and "
                   "kick-off, each team turn with its dice, and a log you can undo. Every step "
                   "is saved at once."),
                {tr("Start a match from a league fixture or as an exhibition, and walk through "
                    "the pre-match with the coaches."),
                 tr("During a turn, click a player (or type his number), then the action: the "
                    "tracker asks for the dice it needs and refuses what the rules forbid."),
                 tr("Press Shift+F1 and click any control of the tracker to learn what it "
                    "does; the odds beside the selected player show his chance.")}};
    case MainWindow::Area::Tournaments:
        return {tr("Tournaments"),
                tr("Open tournaments: coaches registered from a list, swiss rounds paired so "
                   "that no two coaches meet twice, results, standings with the tournament's "
                   "tie-breakers, and the NAF report."),
                {tr("Create a tournament and register its coaches (one by one or from a CSV "
                    "list)."),
                 tr("Pair the first round, then enter each table's result."),
                 tr("Pair the next rounds; at the end, export the standings and the NAF "
                    "report.")}};
    case MainWindow::Area::Rulebook:
        return {tr("Rulebook"),
                tr("The LRB6 rules Dugout applies, to read at the table: rosters, skills, star "
                   "players, inducements, tables and special play cards, in English and "
                   "French."),
                {tr("Pick a roster to see its positions, their costs and characteristics."),
                 tr("Search a skill by its English or French name."),
                 tr("Open the tables (kick-off, weather, injuries) when a roll needs "
                    "reading.")}};
    case MainWindow::Area::BloodyBall:
        return {tr("Bloody Ball"),
                tr("Bloody Ball, the short game of five players a side: teams drawn from your "
                   "LRB6 teams, games played quarter by quarter, and the league table."),
                {tr("Draw a Bloody Ball team from one of your teams."),
                 tr("Play a game, quarter by quarter, with the dice Dugout rolls or you "
                    "type."),
                 tr("Follow the table of the games played.")}};
    }
    return {};
}

QString AreaGuide::html(MainWindow::Area area)
{
    const Page guide = page(area);
    QString text = u"<h2>%1</h2><p>%2</p><h3>%3</h3><ol>"_s.arg(
        guide.title.toHtmlEscaped(), guide.purpose.toHtmlEscaped(),
        tr("The first three things to do").toHtmlEscaped());
    for (const QString &step : guide.firstSteps)
        text += u"<li>%1</li>"_s.arg(step.toHtmlEscaped());
    text += u"</ol><p><i>%1</i></p>"_s.arg(
        tr("F1 opens this guide for the area on screen; Shift+F1 then a click explains any "
           "control of the match tracker.")
            .toHtmlEscaped());
    return text;
}

} // namespace dugout
