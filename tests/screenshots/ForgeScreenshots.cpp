#include "ForgeScreenshots.h"
#include "ShotFile.h"

#include "core/forge/PitchSquare.h"
#include "core/storage/TeamStore.h"
#include "session/MatchSession.h"
#include "views/MainWindow.h"
#include "views/league/result/DiceInput.h"
#include "views/match/ActionBar.h"
#include "views/match/EventDialog.h"
#include "views/match/MatchTrackerView.h"
#include "views/match/MatchesPage.h"
#include "views/match/PlayerComboBox.h"
#include "views/match/RosterPanel.h"
#include "views/match/forge/ForgeCrevasseDialog.h"
#include "views/match/forge/ForgeDiceRows.h"
#include "views/match/forge/ForgeHazardDialog.h"
#include "views/match/forge/ForgePanel.h"
#include "views/match/forge/ForgePassDialog.h"
#include "views/match/forge/ForgePitchView.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QCoreApplication>
#include <QLineEdit>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

std::optional<Team> teamNamed(Database &database, const QString &name)
{
    TeamStore teams(database);
    for (const TeamStore::Summary &summary : teams.list()) {
        if (summary.name == name)
            return teams.load(summary.id);
    }
    return std::nullopt;
}

MatchEvent event(MatchEventType type, Side side, int number = 0)
{
    MatchEvent e;
    e.type = type;
    e.side = side;
    e.number = number;
    return e;
}

MatchEvent token(Side side, const QString &terrain, const QString &square)
{
    MatchEvent e = event(MatchEventType::TerrainPlace, side);
    e.terrain = terrain;
    e.squares = {*PitchSquare::fromName(square)};
    return e;
}

} // namespace

bool captureForgeScreenshots(MainWindow &window, const QDir &output, const QString &language)
{
    MatchesPage *page = window.matchesPage();
    if (!page || !window.database())
        return false;
    std::optional<Team> home = teamNamed(*window.database(), u"Orcland Raiders"_s);
    std::optional<Team> away = teamNamed(*window.database(), u"Naggaroth Nightmares"_s);
    if (!home || !away)
        return false;
    MatchSetup setup;
    setup.home = *home;
    setup.away = *away;
    setup.pitch = MatchPitch::ForgeDeSigmar;
    window.showArea(MainWindow::Area::Matches);
    if (!page->startMatch(setup))
        return false;
    MatchSession &session = *page->session();
    bool ok = true;
    const auto submit = [&](const MatchEvent &e) {
        if (!ok)
            return;
        const RuleCheck result = session.submit(e);
        if (!result) {
            fprintf(stderr, "forge screenshot: event %d refused: %s\n", int(e.type),
                    qPrintable(result.reason));
            ok = false;
        }
    };
    const auto lineup = [&](Side side) {
        MatchEvent e = event(MatchEventType::Lineup, side);
        for (const MatchPlayer &p : session.state().team(side).players) {
            if (p.state == PlayerState::Reserves && e.numbers.size() < 11)
                e.numbers << p.number;
        }
        e.lineOfScrimmage = 3;
        e.wideLeft = 2;
        e.wideRight = 2;
        submit(e);
    };

    // Before the kick-off: two crevasses and two crests, one each in turn.
    submit(token(Side::Home, u"crevasse"_s, u"H10"_s));
    submit(token(Side::Away, u"crest"_s, u"F20"_s));
    submit(token(Side::Home, u"crevasse"_s, u"C14"_s));
    submit(token(Side::Away, u"crest"_s, u"L6"_s));
    MatchEvent preMatch = event(MatchEventType::PreMatch, Side::Home);
    preMatch.dice = {{u"weather"_s, {3, 4}}, {u"home.gate"_s, {5, 4}}, {u"away.gate"_s, {3, 3}}};
    submit(preMatch);
    lineup(session.state().active);
    lineup(session.state().active);
    MatchEvent kickOff = event(MatchEventType::KickOff, Side::Home);
    kickOff.dice = {{u"kickoff"_s, {1, 3}}};
    submit(kickOff);
    submit(token(Side::Home, u"lava"_s, u"H9"_s));
    submit(event(MatchEventType::StartTurn, session.state().active));
    if (!ok)
        return false;

    // The start of the turn, its ends ringed, at 1366×768.
    window.resize(1366, 768);
    bool saved = saveShot(&window, output, u"forge-turn-start-%1.png"_s.arg(language));

    MatchEvent evolution = event(MatchEventType::TerrainEvolution, session.state().active);
    evolution.dice = {{u"forge.end.H10"_s, {5}}, {u"forge.end.C14"_s, {7}}};
    submit(evolution);
    const Side active = session.state().active;
    const QString prefix = active == Side::Home ? u"home."_s : u"away."_s;
    int striker = 0;
    for (const MatchPlayer &p : session.state().team(active).players) {
        if (p.state == PlayerState::Standing) {
            striker = p.number;
            break;
        }
    }
    MatchEvent strike = event(MatchEventType::CreateCrevasse, active, striker);
    strike.squares = {*PitchSquare::fromName(u"K12"_s)};
    strike.dice = {{prefix + u"strike"_s, {4, 4}},
                   {u"forge.scatter"_s, {7}},
                   {u"forge.find"_s, {6, 6}},
                   {u"forge.item"_s, {6}}};
    submit(strike);
    MatchEvent bomb = event(MatchEventType::AccidentalCrevasse, active);
    bomb.terrain = u"explosion"_s;
    bomb.squares = {*PitchSquare::fromName(u"E21"_s)};
    bomb.dice = {{u"forge.accident"_s, {1}}, {u"forge.find"_s, {1, 1}}};
    submit(bomb);
    if (!ok)
        return false;

    ForgePanel *forge = page->tracker()->forgePanel();
    const auto click = [forge](const QString &square) {
        // The square as the grid reports a click on it.
        Q_EMIT forge->pitch()->squareClicked(*PitchSquare::fromName(square));
    };
    const auto tool = [forge](const QString &name) {
        if (auto *button = forge->findChild<QAbstractButton *>(u"forgeAction_%1"_s.arg(name)))
            button->click();
    };
    // A player of the team in its turn, not the striker, chosen in the rosters.
    for (const MatchPlayer &p : session.state().team(active).players) {
        if (p.state == PlayerState::Standing && p.number != striker) {
            page->tracker()->roster(active)->selectPlayer(p.number);
            break;
        }
    }
    // His move clicked on the grid, each square with its cost: a jump over the crevasse.
    tool(u"move"_s);
    for (const QString &square : {u"F10"_s, u"G10"_s, u"I10"_s, u"J11"_s})
        click(square);
    saved = saved && saveShot(&window, output, u"forge-actions-%1.png"_s.arg(language));
    window.resize(1920, 1080);
    saved = saved && saveShot(&window, output, u"forge-actions-1920-%1.png"_s.arg(language));
    window.resize(1366, 768);
    // M declares it: core's costs, the total against his MA, the jump's roll.
    page->tracker()->actionBar()->press(ActionBar::Action::Move);
    if (auto *dialog = qobject_cast<EventDialog *>(page->tracker()->openDialog())) {
        saved = saved && saveShot(dialog, output, u"forge-move-dialog-%1.png"_s.arg(language));
        dialog->reject();
    }

    // The strike dialog as a coach fills it in: the square, the dice as they fell.
    forge->actionButton(MatchEventType::CreateCrevasse)->click();
    click(u"M18"_s);
    if (auto *dialog = qobject_cast<ForgeCrevasseDialog *>(page->tracker()->openDialog())) {
        dialog->dice()->input(prefix + u"strike"_s)->setValues({1, 2});
        dialog->dice()->input(u"forge.find"_s)->setValues({3, 4});
        dialog->dice()->input(prefix + u"armour"_s)->setValues({5, 4});
        saved = saved && saveShot(dialog, output, u"forge-strike-dialog-%1.png"_s.arg(language));
        dialog->reject();
    }
    // The bomb opened E21 under whoever stood there: Fell in.
    forge->actionButton(MatchEventType::CrevasseFall)->click();
    if (auto *dialog = qobject_cast<ForgeHazardDialog *>(page->tracker()->openDialog())) {
        dialog->dice()->input(prefix + u"armour"_s)->setValues({2, 3});
        saved = saved && saveShot(dialog, output, u"forge-fall-dialog-%1.png"_s.arg(language));
        dialog->reject();
    }
    // An opponent pushed into the crevasse on H11, clicked on the grid.
    tool(u"push"_s);
    click(u"H11"_s);
    if (auto *dialog = qobject_cast<ForgeHazardDialog *>(page->tracker()->openDialog())) {
        // The opponent's first player, as the coach picks him.
        dialog->sideBox()->setCurrentIndex(active == Side::Home ? 1 : 0);
        dialog->playerBox()->setCurrentIndex(0);
        const QString other = active == Side::Home ? u"away."_s : u"home."_s;
        dialog->dice()->input(other + u"armour"_s)->setValues({4, 5});
        dialog->dice()->input(other + u"injury"_s)->setValues({3, 4});
        saved = saved && saveShot(dialog, output, u"forge-push-dialog-%1.png"_s.arg(language));
        dialog->reject();
    }
    // The team's pass clicked on the grid: from the crevasse on E21 to N20, the ice's -5.
    if (const QString refused = page->tracker()->actionBar()->refusal(ActionBar::Action::Pass);
        !refused.isEmpty())
        fprintf(stderr, "forge screenshot: Pass refused: %s\n", qPrintable(refused));
    tool(u"pass"_s);
    click(u"E21"_s);
    click(u"J17"_s);
    if (auto *dialog = qobject_cast<ForgePassDialog *>(page->tracker()->openDialog())) {
        saved = saved && saveShot(dialog, output, u"forge-pass-dialog-%1.png"_s.arg(language));
        dialog->reject();
    }
    return saved;
}
