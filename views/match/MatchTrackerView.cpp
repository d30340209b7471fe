#include "MatchTrackerView.h"

#include "ActionChecks.h"
#include "DiceDialog.h"
#include "EventLogView.h"
#include "EventProbe.h"
#include "FoulDialog.h"
#include "KnockDownDialog.h"
#include "MatchClock.h"
#include "MatchDiceText.h"
#include "NextStepGuide.h"
#include "OddsStrip.h"
#include "OfferDialogs.h"
#include "RosterPanel.h"
#include "Scoreboard.h"
#include "TurnTimer.h"
#include "core/match/EventDryRun.h"
#include "core/match/FoulRules.h"
#include "core/match/KnockDownRules.h"
#include "forge/ForgeCrevasseDialog.h"
#include "forge/ForgeHazardDialog.h"
#include "forge/ForgeMoveDialog.h"
#include "forge/ForgePanel.h"
#include "forge/ForgePassDialog.h"
#include "models/Palette.h"
#include "print/MatchSummaryRenderer.h"
#include "session/MatchSession.h"
#include "views/MessageBox.h"
#include "views/widgets/MessageBar.h"
#include "views/widgets/OutputFileGuard.h"
#include "views/widgets/PrintDialogs.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QStandardPaths>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

using Action = ActionBar::Action;
using Offer = NextStepPanel::Offer;

MatchTrackerView::MatchTrackerView(QWidget *parent)
    : QWidget(parent), m_messageBar(new MessageBar(this)), m_back(new QPushButton(this)),
      m_scoreboard(new Scoreboard(this)), m_nextStep(new NextStepPanel(this)),
      m_homeRoster(new RosterPanel(Side::Home, this)),
      m_awayRoster(new RosterPanel(Side::Away, this)), m_actions(new ActionBar(this)),
      m_log(new EventLogView(this)), m_forge(new ForgePanel(this)), m_selection(new QLabel(this)),
      m_odds(new OddsStrip(this))
{
    m_selection->setObjectName(u"selectedPlayerLabel"_s);
    m_selection->setAlignment(Qt::AlignCenter);
    m_selection->setTextFormat(Qt::PlainText);
    m_selection->setToolTip(
        tr("The player the action buttons act on: click him, or type his shirt number"));
    QFont large = m_selection->font();
    large.setPointSizeF(large.pointSizeF() * Palette::factor(Palette::Text::PageTitle));
    large.setBold(true);
    m_selection->setFont(large);
    setObjectName(u"matchTrackerView"_s);
    m_back->setObjectName(u"backToMatchesButton"_s);
    m_back->setText(tr("◀ Matches"));
    m_back->setToolTip(tr("Back to the list of tracked matches; this match stays saved"));
    m_back->setFocusPolicy(Qt::NoFocus);
    m_back->setWhatsThis(tr("Back to the list of tracked matches. Nothing is lost: every event "
                            "is saved as it is entered, and the match resumes where it was."));
    m_selection->setWhatsThis(tr("The player the action buttons act on, and his team. Select "
                                 "another by clicking him in a roster or typing his shirt "
                                 "number."));
    connect(m_back, &QPushButton::clicked, this, &MatchTrackerView::backRequested);

    auto *rosters = new QSplitter(Qt::Horizontal, this);
    m_rosters = rosters;
    rosters->installEventFilter(this);
    rosters->addWidget(m_homeRoster);
    // On La Forge de Sigmar the pitch sits between the rosters, the widest of the three.
    rosters->addWidget(m_forge);
    rosters->addWidget(m_awayRoster);
    // The grid is as tall as the room allows and no wider than 26 squares of that height plus
    // the actions beside it: the rosters take the rest, so their names are not cut short.
    rosters->setStretchFactor(0, 3);
    rosters->setStretchFactor(1, 4);
    rosters->setStretchFactor(2, 3);
    rosters->setChildrenCollapsible(false);
    m_forge->hide();
    connect(m_forge, &ForgePanel::submitRequested, this, &MatchTrackerView::submit);
    connect(m_forge, &ForgePanel::actionRequested, this, &MatchTrackerView::openForgeAction);
    connect(m_forge, &ForgePanel::declareRequested, this, &MatchTrackerView::openForgeDeclare);
    connect(m_forge, &ForgePanel::pushRequested, this, &MatchTrackerView::openForgePush);
    // The grid is only as wide as its height allows: the width it would leave blank goes to
    // the rosters, so their names are not cut short beside it.
    connect(m_forge, &ForgePanel::neededWidthChanged, this, &MatchTrackerView::fitForge);
    auto *middle = new QSplitter(Qt::Vertical, this);
    middle->setObjectName(u"trackerSplitter"_s);
    middle->addWidget(rosters);
    middle->addWidget(m_log);
    middle->setStretchFactor(0, 4);
    middle->setStretchFactor(1, 1);
    middle->setChildrenCollapsible(false);
    m_log->setMinimumHeight(m_log->fontMetrics().height() * 4);

    m_scoreboard->addLeadingWidget(m_back);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(m_scoreboard);
    layout->addWidget(m_nextStep);
    layout->addWidget(middle, 1);
    // The selected player, and beside him the odds of what he is about to do.
    auto *selectionRow = new QHBoxLayout;
    selectionRow->addWidget(m_selection, 1);
    selectionRow->addWidget(m_odds, 1);
    layout->addLayout(selectionRow);
    layout->addWidget(m_actions);
    // Over the rosters: a refusal never moves the action buttons under the coach's finger.
    m_messageBar->floatOver(middle);

    connect(m_actions, &ActionBar::triggered, this, &MatchTrackerView::onAction);
    connect(m_actions, &ActionBar::refused, this, &MatchTrackerView::onRefused);
    connect(m_nextStep, &NextStepPanel::chosen, this, &MatchTrackerView::chooseOffer);
    connect(m_homeRoster, &RosterPanel::playerSelected, this, &MatchTrackerView::onPlayerSelected);
    connect(m_awayRoster, &RosterPanel::playerSelected, this, &MatchTrackerView::onPlayerSelected);
    connect(m_scoreboard->turnTimer(), &TurnTimer::expired, this, [this] {
        m_timerExpired = true;
        m_messageBar->showMessage(tr("Four minutes are up: the turn ends with a turnover."),
                                  MessageBar::Kind::Warning);
        refreshActions();
    });
    for (int digit = 0; digit <= 9; ++digit) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::Key_0 + digit), m_actions);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, digit] { typeDigit(digit); });
    }
    // Any key that is not a digit ends a typed shirt number, shortcut or not.
    qApp->installEventFilter(this);
    setSession(nullptr);
}

MatchTrackerView::~MatchTrackerView() = default;

void MatchTrackerView::setSession(MatchSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    if (m_dialog)
        m_dialog->reject();
    m_session = session;
    m_probe = session ? std::make_unique<EventProbe>(*session) : nullptr;
    m_selectedSide.reset();
    m_selectedNumber = 0;
    // The countdown is the match's own: another match's never shows here.
    m_timerKey.clear();
    m_timerExpired = false;
    m_scoreboard->turnTimer()->stop();
    m_messageBar->dismiss();
    if (session)
        connect(session, &MatchSession::changed, this, &MatchTrackerView::refresh);
    m_forge->setRules(session ? session->ruleset() : nullptr);
    m_forge->setChecker([this](const MatchEvent &event) {
        return m_session && m_session->isOpen() ? m_session->check(event)
                                                : RuleCheck::refused(QString());
    });
    setEnabled(session && session->isOpen());
    refresh(allMatchChanges());
}

namespace {

// The room the tracker is laid out for at scale 1: a 1366×768 screen less the window's own.
constexpr QSize unscaledRoom(1130, 730);
constexpr qreal maxScale = 2.2;

} // namespace

QSize MatchTrackerView::minimumSizeHint() const
{
    // Fonts grown for a large window widen and heighten the layout's minimum. Were that
    // minimum passed up, the main window could no longer be made smaller than the large size
    // (its layout keeps it at least at the minimum), the tracker would never be offered less
    // room, and its fonts would never come back down. So while they are grown, ask for the
    // minimum shrunk by the scale: at most what scale 1 needs, as margins and icons do not
    // grow. Offered that, resizeEvent() goes back to scale 1, and from then on the true
    // minimum is asked again (the window grows to it if the guess was short).
    const QSize minimum = QWidget::minimumSizeHint();
    return m_scale > 1.0 ? minimum / m_scale : minimum;
}

void MatchTrackerView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Everything grows with the room it has beyond a 1366×768 screen, so the scoreboard and
    // the buttons stay readable from the other side of the table on a large one.
    const qreal scale = std::clamp(
        std::min(width() / qreal(unscaledRoom.width()), height() / qreal(unscaledRoom.height())),
        1.0, maxScale);
    // Small changes are ignored so a window dragged by a few pixels does not re-lay everything
    // out; but back at either end the fonts go exactly there, never left a little grown.
    const bool atEnd = scale == 1.0 || scale == maxScale;
    if (scale == m_scale || (!atEnd && std::abs(scale - m_scale) < 0.04))
        return;
    // While the labels change one by one, the layout may be asked its minimum with some still
    // large: the larger scale makes that guess small, so it never widens the window.
    m_scale = std::max(m_scale, scale);
    QFont large = font();
    large.setPointSizeF(large.pointSizeF() * Palette::factor(Palette::Text::PageTitle) * scale);
    large.setBold(true);
    m_selection->setFont(large);
    m_scoreboard->setScale(scale);
    m_nextStep->setScale(scale);
    m_homeRoster->setScale(scale);
    m_awayRoster->setScale(scale);
    m_actions->setScale(scale);
    m_log->setScale(scale);
    m_forge->setScale(scale);
    // A label's new font clears only the sizes cached right above it: the layouts further up
    // keep the old minimum of the widget holding it, and the main window, asking before they
    // are redone, would take the old large one. So every widget's cached size is cleared now.
    for (QWidget *child : findChildren<QWidget *>())
        child->updateGeometry();
    m_scale = scale;
    updateGeometry(); // minimumSizeHint() changed with the scale
}

void MatchTrackerView::setPostMatchHandler(PostMatchHandler handler)
{
    m_postMatch = std::move(handler);
    refreshActions();
}

void MatchTrackerView::refresh(MatchChanges what)
{
    if (!m_session || !m_session->isOpen())
        return;
    const MatchState &s = m_session->state();
    const MatchSetup &setup = m_session->setup();
    const QList<MatchEvent> &events = m_session->match().events();
    if (what & (MatchChange::Opened | MatchChange::Score | MatchChange::Turn)) {
        m_scoreboard->setMatch(m_session->rules(), setup, s);
        m_scoreboard->matchClock()->setTimes(
            events.isEmpty() ? QDateTime() : events.constFirst().at,
            s.phase == MatchPhase::Finished && !events.isEmpty() ? events.constLast().at
                                                                 : QDateTime());
    }
    if (what & MatchChange::Opened) {
        m_homeRoster->setCompact(s.terrain.active);
        m_awayRoster->setCompact(s.terrain.active);
    }
    if (what & (MatchChange::Opened | MatchChange::HomeRoster))
        m_homeRoster->setTeam(m_session->rules(), setup.home.color, s.home);
    if (what & (MatchChange::Opened | MatchChange::AwayRoster))
        m_awayRoster->setTeam(m_session->rules(), setup.away.color, s.away);
    if (what & MatchChange::Opened)
        m_log->setLog(events, m_session->match().eventLogs());
    else if (what & MatchChange::EventAppended)
        m_log->addNewest(events.constLast(), m_session->match().eventLogs().constLast());
    else if (what & MatchChange::EventUndone)
        m_log->removeNewest();
    if (what & (MatchChange::Opened | MatchChange::Turn | MatchChange::Timer))
        updateTimer();
    if (what & MatchChange::Opened)
        m_forge->setVisible(s.terrain.active);
    // The panel's buttons ask core, and any event may change what core allows.
    if (s.terrain.active)
        m_forge->setState(s);
    refreshActions();
}

void MatchTrackerView::refreshActions()
{
    if (!m_session || !m_session->isOpen())
        return;
    showSelection();
    const ActionChecks checks(*m_session, m_selectedSide, m_selectedNumber);
    for (Action action : ActionBar::allActions())
        m_actions->setRefusal(action, checks.refusal(action));
    const NextStepGuide guide(*m_session,
                              {m_timerExpired, !m_session->setup().exhibition && bool(m_postMatch),
                               m_session->resultMatchId() > 0});
    m_nextStep->setStep(guide.guide(), guide.items());
}

void MatchTrackerView::updateTimer()
{
    const MatchState &s = m_session->state();
    const bool running = s.phase == MatchPhase::Turn && !s.turnover;
    const QString key = running ? u"%1/%2/%3/%4"_s.arg(s.half)
                                      .arg(static_cast<int>(s.active))
                                      .arg(s.team(s.active).turn)
                                      .arg(s.blitzTurn)
                                : QString();
    if (key == m_timerKey)
        return;
    m_timerKey = key;
    m_timerExpired = false;
    if (running)
        m_scoreboard->turnTimer()->startTurn(m_session->match().turnStartedAt());
    else
        m_scoreboard->turnTimer()->stop();
}

void MatchTrackerView::selectPlayer(Side side, int number)
{
    roster(side)->selectPlayer(number);
    onPlayerSelected(side, number);
}

void MatchTrackerView::typeDigit(int digit)
{
    if (!m_session || !m_session->isOpen())
        return;
    const int number = m_typed.type(digit);
    const MatchState &s = m_session->state();
    for (Side side : {s.active, opponent(s.active)}) {
        const MatchPlayer *player = s.team(side).player(number);
        if (player && isOnPitch(player->state)) {
            selectPlayer(side, number);
            return;
        }
    }
    // Nothing may go silently to another player: the selection is cleared and the refusal shown.
    if (m_selectedSide)
        roster(*m_selectedSide)->clearSelection();
    m_selectedSide.reset();
    m_selectedNumber = 0;
    refreshActions();
    //: A shirt number typed on the keyboard that no player on the pitch wears.
    showSelection(tr("No player #%1 on the pitch").arg(number));
}

bool MatchTrackerView::eventFilter(QObject *watched, QEvent *event)
{
    // Once the splitter has shared its new width out by its stretch factors, the Forge panel
    // takes back only what its grid needs.
    if (watched == m_rosters && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(
            this, [this] { fitForge(m_forge->neededWidth()); }, Qt::QueuedConnection);
    if ((event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride) &&
        isVisible()) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        const bool digit = key >= Qt::Key_0 && key <= Qt::Key_9;
        const bool modifier = key == Qt::Key_Shift || key == Qt::Key_Control ||
                              key == Qt::Key_Alt || key == Qt::Key_Meta;
        if (!digit && !modifier)
            m_typed.end();
    }
    return QWidget::eventFilter(watched, event);
}

void MatchTrackerView::showSelection(const QString &refusal)
{
    QPalette palette = this->palette();
    if (!refusal.isEmpty()) {
        palette.setColor(QPalette::WindowText, Palette::color(Palette::Color::Danger));
        m_selection->setPalette(palette);
        m_selection->setText(refusal);
        return;
    }
    m_selection->setPalette(palette);
    const MatchPlayer *player =
        m_session && m_session->isOpen() && m_selectedSide
            ? m_session->state().team(*m_selectedSide).player(m_selectedNumber)
            : nullptr;
    m_odds->setPlayer(player ? &m_session->state() : nullptr, m_selectedSide.value_or(Side::Home),
                      m_selectedNumber);
    //: The player selected in the tracker: shirt number, name and team.
    m_selection->setText(player
                             ? tr("#%1 %2 (%3)")
                                   .arg(player->number)
                                   .arg(player->name, m_session->state().team(*m_selectedSide).name)
                             : tr("No player selected"));
}

void MatchTrackerView::onPlayerSelected(Side side, int number)
{
    if (number > 0) {
        roster(opponent(side))->clearSelection();
        m_selectedSide = side;
        m_selectedNumber = number;
    } else if (m_selectedSide == side) {
        m_selectedSide.reset();
        m_selectedNumber = 0;
    }
    refreshActions();
}

bool MatchTrackerView::submit(const MatchEvent &event)
{
    if (!m_session)
        return false;
    const RuleCheck result = m_session->submit(event);
    if (!result) {
        m_messageBar->showMessage(result.reason, MessageBar::Kind::Warning);
        return false;
    }
    if (m_messageBar->kind() != MessageBar::Kind::Error)
        m_messageBar->dismiss();
    Q_EMIT matchChanged();
    return true;
}

void MatchTrackerView::onRefused(Action action, const QString &reason)
{
    // Enter ends the turn; between turns it takes the next step instead.
    if (action == Action::EndTurn && m_session && m_session->state().phase != MatchPhase::Turn &&
        m_nextStep->hasPrimary()) {
        chooseOffer(m_nextStep->primary());
        return;
    }
    m_messageBar->showMessage(reason, MessageBar::Kind::Warning);
}

void MatchTrackerView::onAction(Action action)
{
    if (!m_session || !m_session->isOpen())
        return;
    const ActionChecks checks(*m_session, m_selectedSide, m_selectedNumber);
    switch (action) {
    case Action::Undo:
    case Action::Redo: {
        const RuleCheck result = action == Action::Undo ? m_session->undo() : m_session->redo();
        if (!result)
            m_messageBar->showMessage(result.reason, MessageBar::Kind::Error, 0);
        else
            Q_EMIT matchChanged();
        return;
    }
    case Action::KnockDown:
        openKnockDown();
        return;
    case Action::Foul:
        openFoul();
        return;
    case Action::Concede:
        concede();
        return;
    case Action::PlacedProne:
        placeProne(checks.event(action));
        return;
    case Action::TeamReroll:
    case Action::LeaderReroll:
        useReroll(checks.event(action));
        return;
    case Action::Move:
    case Action::Blitz:
    case Action::Pass:
        // On La Forge de Sigmar a move says its path and a pass its squares: core names what
        // the ice costs or changes. The squares clicked on the grid so far come along.
        if (m_session->state().terrain.active) {
            const PlayerAction declared = checks.event(action).action;
            openForgeDeclare(declared, m_forge->takePath(declared));
            return;
        }
        submit(checks.event(action));
        return;
    default:
        submit(checks.event(action));
        return;
    }
}

void MatchTrackerView::openEventDialog(EventDialog *dialog)
{
    if (m_dialog)
        m_dialog->reject();
    m_dialog = dialog;
    // The dialogs are read from across the table too: the tracker's large type.
    QFont large = QApplication::font();
    large.setPointSizeF(large.pointSizeF() * Palette::factor(Palette::Text::Figures) * m_scale);
    dialog->setFont(large);
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { submit(dialog->event()); });
    dialog->open();
}

void MatchTrackerView::openKnockDown()
{
    const ActionChecks checks(*m_session, m_selectedSide, m_selectedNumber);
    const MatchEvent start = checks.event(Action::KnockDown);
    openEventDialog(new KnockDownDialog(*m_probe, m_session->state(), start, this));
}

void MatchTrackerView::openForgeAction(MatchEventType type, const QList<PitchSquare> &squares)
{
    if (!m_session || !m_session->isOpen())
        return;
    const MatchState &s = m_session->state();
    // The player chosen in the rosters; else the team in its turn, its first player.
    const Side side = m_selectedSide.value_or(s.active);
    const int number = m_selectedSide ? m_selectedNumber : 0;
    if (type == MatchEventType::CreateCrevasse || type == MatchEventType::AccidentalCrevasse)
        openEventDialog(new ForgeCrevasseDialog(
            *m_probe, s, type, side, number,
            squares.isEmpty() ? std::nullopt : std::optional(squares.constFirst()), this));
    else
        openEventDialog(
            new ForgeHazardDialog(*m_probe, s, type, side, number, false, std::nullopt, this));
}

void MatchTrackerView::openForgeDeclare(PlayerAction action, const QList<PitchSquare> &squares)
{
    if (!m_session || !m_session->isOpen())
        return;
    const ActionChecks checks(*m_session, m_selectedSide, m_selectedNumber);
    const Action bar = action == PlayerAction::Pass    ? Action::Pass
                       : action == PlayerAction::Blitz ? Action::Blitz
                                                       : Action::Move;
    const MatchEvent declared = checks.event(bar);
    if (action == PlayerAction::Pass)
        openEventDialog(new ForgePassDialog(*m_probe, m_session->state(), declared, squares, this));
    else
        openEventDialog(new ForgeMoveDialog(*m_probe, m_session->state(), declared, squares, this));
}

void MatchTrackerView::openForgePush(const QList<PitchSquare> &squares)
{
    if (!m_session || !m_session->isOpen())
        return;
    const MatchState &s = m_session->state();
    // The player chosen in the rosters; else the team not in its turn, the one usually pushed.
    const Side side = m_selectedSide.value_or(opponent(s.active));
    const int number = m_selectedSide ? m_selectedNumber : 0;
    openEventDialog(new ForgeHazardDialog(
        *m_probe, s, MatchEventType::CrevasseFall, side, number, true,
        squares.isEmpty() ? std::nullopt : std::optional(squares.constFirst()), this));
}

void MatchTrackerView::fitForge(int needed)
{
    if (m_forge->isHidden())
        return;
    const QList<int> sizes = m_rosters->sizes();
    const int total = sizes.value(0) + sizes.value(1) + sizes.value(2);
    const int forge = std::clamp(needed, m_forge->minimumSizeHint().width(), std::max(total, 1));
    const int rosters = total - forge;
    m_rosters->setSizes({rosters / 2, forge, rosters - rosters / 2});
}

void MatchTrackerView::openFoul()
{
    const MatchState &s = m_session->state();
    const ActionChecks checks(*m_session, m_selectedSide, m_selectedNumber);
    // Core has the Foul action declared first (one per team turn), then the foul is rolled.
    if (!FoulRules::foulDeclared(s) && !submit(checks.event(Action::Foul)))
        return;
    // Core says who declared it: a player of the team in its turn, or under Blackmail the
    // opposing player it controls, who fouls his own team-mates.
    const MatchState &now = m_session->state();
    const auto declared = FoulRules::declaredFouler(now);
    const Side side = declared ? declared->first : now.active;
    const int fouler = declared                        ? declared->second
                       : checks.hasSelection(s.active) ? m_selectedNumber
                                                       : 0;
    openEventDialog(new FoulDialog(*m_probe, now, side, fouler, this));
}

void MatchTrackerView::useReroll(const MatchEvent &reroll)
{
    // Core says whether the re-roll rolls a die first (a Loner's): the coach may type it.
    const DryRun dry = EventDryRun::run(m_session->match(), reroll);
    const MatchPlayer *player =
        reroll.number ? m_session->state().team(reroll.side).player(reroll.number) : nullptr;
    if (!dry.check || dry.asked.isEmpty() || !player) {
        submit(reroll);
        return;
    }
    QList<DiceDialog::Roll> rolls;
    for (const DiceNeed &need : dry.asked)
        rolls << DiceDialog::Roll{
            need.purpose, MatchDiceText::label(need.purpose, need.sides), {need.sides}};
    openEventDialog(new DiceDialog(
        *m_probe, MatchDiceText::title(dry.asked.constFirst().purpose),
        MatchDiceText::explanation(dry.asked.constFirst().purpose,
                                   u"#%1 %2"_s.arg(player->number).arg(player->name)),
        reroll, rolls, this));
}

void MatchTrackerView::placeProne(MatchEvent prone)
{
    // Asked only when core says the ball decides the turnover (l.897–900).
    if (m_session->check(prone) && KnockDownRules::ballDecidesTurnover(m_session->state(), prone)) {
        const MatchPlayer *player = m_session->state().team(prone.side).player(prone.number);
        const QString who = player ? u"#%1 %2"_s.arg(player->number).arg(player->name) : QString();
        prone.ball = MessageBox::question(
            this, tr("Placed prone"),
            tr("Did %1 hold the ball? Placed prone with the ball, he causes a turnover.").arg(who),
            tr("He held the ball"));
    }
    submit(prone);
}

void MatchTrackerView::concede()
{
    const MatchState &s = m_session->state();
    const QString team = s.team(s.active).name;
    if (!MessageBox::question(this, tr("Concede"),
                              tr("%1 concedes the match? The opponent wins.").arg(team),
                              tr("Concede")))
        return;
    MatchEvent e;
    e.type = MatchEventType::Concede;
    e.side = s.active;
    submit(e);
}

void MatchTrackerView::chooseOffer(Offer offer)
{
    if (!m_session || !m_session->isOpen())
        return;
    if (EventDialog *dialog = OfferDialogs::create(offer, *m_probe, *m_session, this,
                                                   m_selectedSide, m_selectedNumber)) {
        openEventDialog(dialog);
        return;
    }
    const NextStepGuide guide(*m_session, {m_timerExpired, false});
    switch (offer) {
    case Offer::StartTurn:
        m_actions->press(Action::StartTurn);
        return;
    case Offer::EndTurn:
        m_actions->press(Action::EndTurn);
        return;
    case Offer::RaiseDead:
    case Offer::TimerTurnover:
        if (const std::optional<MatchEvent> e = guide.followUp(offer))
            submit(*e);
        return;
    case Offer::AcceptDraw: {
        MatchEvent e;
        e.type = MatchEventType::AcceptDraw;
        submit(e);
        return;
    }
    case Offer::MatchReport:
        Q_EMIT showMatchReportRequested(m_session->resultMatchId(), m_session->setup().leagueId);
        return;
    case Offer::PostMatch:
        if (m_postMatch && m_session->resultMatchId() == 0) // an applied result is never reopened
            m_postMatch(m_session->id(), m_session->match());
        return;
    case Offer::PrintSummary:
        chooseSummaryFile();
        return;
    case Offer::PreviewSummary:
        previewSummary();
        return;
    default:
        return; // the offers with a dialog are above
    }
}

void MatchTrackerView::chooseSummaryFile()
{
    const MatchState &s = m_session->state();
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggestion =
        QDir(folder).filePath(tr("%1 v %2.pdf").arg(s.home.name, s.away.name));
    const QString path = QFileDialog::getSaveFileName(this, tr("Print summary"), suggestion,
                                                      tr("PDF files (*.pdf)"));
    if (!path.isEmpty() &&
        OutputFileGuard::mayWrite(this, tr("Print summary"), path, m_session->databasePath()))
        printSummary(path);
}

void MatchTrackerView::previewSummary()
{
    if (!m_session || !m_session->isOpen())
        return;
    const MatchState &s = m_session->state();
    const MatchSummaryRenderer renderer(m_session->match());
    QString error;
    if (!PrintDialogs::preview(
            this, tr("Match summary"), tr("%1 v %2").arg(s.home.name, s.away.name),
            MatchSummaryRenderer::pageLayout(),
            [&renderer](QPagedPaintDevice *printer, QString *why) {
                return renderer.render(printer, why);
            },
            &error))
        m_messageBar->showMessage(error, MessageBar::Kind::Error, 0);
}

bool MatchTrackerView::printSummary(const QString &path)
{
    if (!m_session || !m_session->isOpen())
        return false;
    QString error;
    if (!MatchSummaryRenderer(m_session->match()).exportPdf(path, &error)) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error, 0);
        return false;
    }
    m_messageBar->showMessage(tr("Summary saved to %1").arg(QDir::toNativeSeparators(path)),
                              MessageBar::Kind::Positive);
    return true;
}

} // namespace dugout
