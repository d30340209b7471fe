#include "MatchScreenshots.h"
#include "ShotFile.h"

#include "core/storage/TeamStore.h"
#include "session/MatchSession.h"
#include "views/MainWindow.h"
#include "views/match/ActionBar.h"
#include "views/match/EventDialog.h"
#include "views/match/KnockDownDialog.h"
#include "views/match/MatchTrackerView.h"
#include "views/match/MatchesPage.h"
#include "views/match/RosterPanel.h"
#include "views/widgets/MessageBar.h"

#include <QCoreApplication>
#include <QPushButton>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

class Script
{
public:
    explicit Script(MatchSession &session) : m_session(session) {}

    bool ok() const { return m_ok; }
    const MatchState &state() const { return m_session.state(); }

    void submit(MatchEvent e)
    {
        if (!m_ok)
            return;
        const RuleCheck result = m_session.submit(e);
        if (!result) {
            fprintf(stderr, "match screenshot: event %d refused: %s\n", static_cast<int>(e.type),
                    qPrintable(result.reason));
            m_ok = false;
        }
    }

    MatchEvent event(MatchEventType type, Side side, int number = 0) const
    {
        MatchEvent e;
        e.type = type;
        e.side = side;
        e.number = number;
        return e;
    }

    // The `index`-th player of `side` in `state` (counted from 0), 0 when there is none.
    int player(Side side, PlayerState wanted, int index = 0) const
    {
        for (const MatchPlayer &p : state().team(side).players) {
            if (p.state == wanted && index-- == 0)
                return p.number;
        }
        return 0;
    }

    void lineup(Side side)
    {
        MatchEvent e = event(MatchEventType::Lineup, side);
        for (const MatchPlayer &p : state().team(side).players) {
            if (p.state == PlayerState::Reserves && e.numbers.size() < 11)
                e.numbers << p.number;
        }
        e.lineOfScrimmage = qMin(3, int(e.numbers.size()));
        e.wideLeft = e.numbers.size() >= 7 ? 2 : 0;
        e.wideRight = e.numbers.size() >= 7 ? 2 : 0;
        submit(e);
    }

    void drive(QList<int> kickOff, const QHash<QString, QList<int>> &extra = {})
    {
        lineup(state().active);
        lineup(state().active);
        MatchEvent e = event(MatchEventType::KickOff, Side::Home);
        e.dice = extra;
        e.dice.insert(u"kickoff"_s, kickOff);
        submit(e);
    }

    void startTurn() { submit(event(MatchEventType::StartTurn, state().active)); }
    void endTurn() { submit(event(MatchEventType::EndTurn, state().active)); }
    // Whole turns, started and ended, until `side` is about to play turn `turn`.
    void playUntil(Side side, int turn)
    {
        while (m_ok && state().phase == MatchPhase::AwaitTurn &&
               !(state().active == side && state().team(side).turn + 1 == turn)) {
            startTurn();
            endTurn();
        }
    }

    void action(Side side, int number, PlayerAction what)
    {
        MatchEvent e = event(MatchEventType::Action, side, number);
        e.action = what;
        submit(e);
    }

    // `victim` of `side` knocked down by `attacker` with the armour, injury and casualty dice.
    void knockDown(Side side, int victim, int attacker, QList<int> armour, QList<int> injury = {},
                   QList<int> casualty = {})
    {
        MatchEvent e = event(MatchEventType::KnockDown, side, victim);
        e.cause = attacker ? KnockDownCause::Block : KnockDownCause::Fall;
        e.target = attacker;
        const QString prefix = side == Side::Home ? u"home."_s : u"away."_s;
        e.dice.insert(prefix + u"armour"_s, armour);
        if (!injury.isEmpty())
            e.dice.insert(prefix + u"injury"_s, injury);
        if (!casualty.isEmpty())
            e.dice.insert(prefix + u"casualty"_s, casualty);
        submit(e);
    }

    void endDrive()
    {
        MatchEvent e = event(MatchEventType::EndDrive, Side::Home);
        // KO'd players stay out (a 1 each), so the second half keeps some in the KO box.
        for (Side side : {Side::Home, Side::Away}) {
            for (const MatchPlayer &p : state().team(side).players) {
                if (p.state == PlayerState::KnockedOut)
                    e.dice.insert(
                        u"%1.ko.%2"_s.arg(side == Side::Home ? u"home"_s : u"away"_s).arg(p.number),
                        {1});
            }
        }
        submit(e);
    }

private:
    MatchSession &m_session;
    bool m_ok = true;
};

std::optional<Team> teamNamed(Database &database, const QString &name)
{
    TeamStore teams(database);
    for (const TeamStore::Summary &summary : teams.list()) {
        if (summary.name == name)
            return teams.load(summary.id);
    }
    return std::nullopt;
}

} // namespace

bool captureMatchScreenshots(MainWindow &window, const QDir &output, const QString &language)
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
    window.showArea(MainWindow::Area::Matches);
    if (!page->startMatch(setup))
        return false;
    Script s(*page->session());

    // The pre-match dialog as the coaches first see it.
    window.resize(1366, 768);
    page->tracker()->chooseOffer(NextStepPanel::Offer::PreMatch);
    QCoreApplication::processEvents();
    bool saved = true;
    if (EventDialog *dialog = page->tracker()->openDialog()) {
        saved = saveShot(dialog, output, u"match-pre-match-%1.png"_s.arg(language));
        dialog->reject();
    }

    // The Raiders kick off in nice weather.
    MatchEvent preMatch = s.event(MatchEventType::PreMatch, Side::Home);
    preMatch.dice = {{u"weather"_s, {3, 4}}, {u"home.gate"_s, {5, 4}}, {u"away.gate"_s, {3, 3}}};
    s.submit(preMatch);
    page->tracker()->chooseOffer(NextStepPanel::Offer::Lineup);
    QCoreApplication::processEvents();
    if (EventDialog *dialog = page->tracker()->openDialog()) {
        saved = saved && saveShot(dialog, output, u"match-lineup-%1.png"_s.arg(language));
        dialog->reject();
    }
    s.drive({2, 3}); // High kick

    // First half: a Nightmares touchdown on turn 3, a Raiders one on turn 6.
    s.playUntil(Side::Away, 3);
    s.startTurn();
    const int runner = s.player(Side::Away, PlayerState::Standing, 5);
    s.action(Side::Away, runner, PlayerAction::Move);
    s.submit(s.event(MatchEventType::Touchdown, Side::Away, runner));
    s.endDrive();
    s.drive({3, 3}); // Cheering fans
    s.playUntil(Side::Home, 6);
    s.startTurn();
    const int thrower = s.player(Side::Home, PlayerState::Standing, 4);
    const int catcher = s.player(Side::Home, PlayerState::Standing, 6);
    s.action(Side::Home, thrower, PlayerAction::Pass);
    s.submit(s.event(MatchEventType::Completion, Side::Home, thrower));
    s.submit(s.event(MatchEventType::Touchdown, Side::Home, catcher));
    s.endDrive();
    s.drive({5, 5}); // Blitz: the Nightmares' free turn
    s.endTurn();
    s.playUntil(Side::Away, 9); // to the end of the half
    s.endDrive();

    // Second half: the Nightmares kick, Brilliant coaching for the Raiders.
    s.drive({4, 4}, {{u"home.coaching"_s, {3}}, {u"away.coaching"_s, {1}}});
    s.playUntil(Side::Away, 2);
    s.startTurn();
    // The Nightmares hurt two Raiders: one badly (a casualty), one knocked out.
    const int witch = s.player(Side::Away, PlayerState::Standing, 2);
    s.action(Side::Away, witch, PlayerAction::Blitz);
    s.knockDown(Side::Home, s.player(Side::Home, PlayerState::Standing, 1), witch, {6, 5}, {6, 5},
                {4, 2});
    const int blocker = s.player(Side::Away, PlayerState::Standing, 0);
    s.action(Side::Away, blocker, PlayerAction::Block);
    s.knockDown(Side::Home, s.player(Side::Home, PlayerState::Standing, 3), blocker, {5, 5},
                {4, 5});
    s.endTurn();
    s.playUntil(Side::Home, 4);
    s.startTurn();
    // The Raiders' turn 4 under way: a stunned and a prone Nightmare, a failed dodge re-rolled.
    const int orc = s.player(Side::Home, PlayerState::Standing, 0);
    s.action(Side::Home, orc, PlayerAction::Blitz);
    s.knockDown(Side::Away, s.player(Side::Away, PlayerState::Standing, 0), orc, {4, 6}, {2, 3});
    const int lineman = s.player(Side::Home, PlayerState::Standing, 2);
    s.action(Side::Home, lineman, PlayerAction::Block);
    s.knockDown(Side::Away, s.player(Side::Away, PlayerState::Standing, 1), lineman, {2, 3});
    const int dodger = s.player(Side::Home, PlayerState::Standing, 5);
    s.action(Side::Home, dodger, PlayerAction::Move);
    s.submit(s.event(MatchEventType::TeamReroll, Side::Home, dodger));
    if (!s.ok())
        return false;

    MatchTrackerView *tracker = page->tracker();
    tracker->messageBar()->dismiss();
    tracker->selectPlayer(Side::Home, dodger);
    const QSize original = window.size();
    for (const QSize &size : {QSize(1366, 768), QSize(1920, 1080)}) {
        window.resize(size);
        saved = saved && saveShot(&window, output,
                                  u"match-tracker-%1-%2.png"_s.arg(language).arg(size.width()));
    }
    window.resize(original);

    // The knock-down dialog as a coach opens it with K, the victim chosen, before the dice.
    window.resize(1366, 768);
    tracker->selectPlayer(Side::Away, s.player(Side::Away, PlayerState::Standing, 2));
    tracker->actionBar()->press(ActionBar::Action::KnockDown);
    QCoreApplication::processEvents();
    if (EventDialog *dialog = tracker->openDialog()) {
        saved = saved && saveShot(dialog, output, u"match-knock-down-%1.png"_s.arg(language));
        dialog->reject();
    }
    // A Raider pushed into the crowd: the dialog asks whether he held the ball.
    tracker->selectPlayer(Side::Home, s.player(Side::Home, PlayerState::Standing, 3));
    tracker->actionBar()->press(ActionBar::Action::KnockDown);
    QCoreApplication::processEvents();
    if (auto *dialog = qobject_cast<KnockDownDialog *>(tracker->openDialog())) {
        dialog->setCause(KnockDownCause::Crowd);
        QCoreApplication::processEvents();
        saved = saved && saveShot(dialog, output, u"match-knock-down-crowd-%1.png"_s.arg(language));
        dialog->reject();
    }
    // The list of tracked matches, with this one in progress.
    tracker->backButton()->click();
    QCoreApplication::processEvents();
    saved = saved && saveShot(&window, output, u"matches-%1.png"_s.arg(language));
    window.resize(original);
    return saved;
}
