#include "MatchTrackerView.h"

#include "ActionChecks.h"
#include "DiceDialog.h"
#include "EventLogView.h"
#include "EventProbe.h"
#include "FoulDialog.h"
#include "KnockDownDialog.h"
#include "core/match/KnockDownRules.h"
#include "MatchClock.h"
#include "session/MatchSession.h"
#include "NextStepGuide.h"
#include "OfferDialogs.h"
#include "RosterPanel.h"
#include "Scoreboard.h"
#include "TurnTimer.h"
#include "views/widgets/OutputFileGuard.h"
#include "views/MessageBox.h"
#include "print/MatchSummaryRenderer.h"
#include "views/widgets/MessageBar.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
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
    : QWidget(parent), m_messageBar(new MessageBar(this)), m_back(new QPushButton(this)), m_scoreboard(new Scoreboard(this)),
      m_nextStep(new NextStepPanel(this)), m_homeRoster(new RosterPanel(Side::Home, this)),
      m_awayRoster(new RosterPanel(Side::Away, this)), m_actions(new ActionBar(this)), m_log(new EventLogView(this))
{
    setObjectName(u"matchTrackerView"_s);
    m_back->setObjectName(u"backToMatchesButton"_s);
    m_back->setText(tr("◀ Matches"));
    m_back->setToolTip(tr("Back to the list of tracked matches; this match stays saved"));
    m_back->setFocusPolicy(Qt::NoFocus);
    connect(m_back, &QPushButton::clicked, this, &MatchTrackerView::backRequested);

    auto *rosters = new QSplitter(Qt::Horizontal, this);
    rosters->addWidget(m_homeRoster);
    rosters->addWidget(m_awayRoster);
    rosters->setChildrenCollapsible(false);
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
    layout->addWidget(m_messageBar);
    layout->addWidget(m_scoreboard);
    layout->addWidget(m_nextStep);
    layout->addWidget(middle, 1);
    layout->addWidget(m_actions);

    connect(m_actions, &ActionBar::triggered, this, &MatchTrackerView::onAction);
    connect(m_actions, &ActionBar::refused, this, &MatchTrackerView::onRefused);
    connect(m_nextStep, &NextStepPanel::chosen, this, &MatchTrackerView::chooseOffer);
    connect(m_homeRoster, &RosterPanel::playerSelected, this, &MatchTrackerView::onPlayerSelected);
    connect(m_awayRoster, &RosterPanel::playerSelected, this, &MatchTrackerView::onPlayerSelected);
    connect(m_scoreboard->turnTimer(), &TurnTimer::expired, this, [this] {
        m_timerExpired = true;
        m_messageBar->showMessage(tr("Four minutes are up: the turn ends with a turnover."), MessageBar::Kind::Warning);
        refresh();
    });
    for (int digit = 0; digit <= 9; ++digit) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::Key_0 + digit), m_actions);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, digit] { typeDigit(digit); });
    }
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
    m_timerKey.clear();
    m_timerExpired = false;
    m_messageBar->dismiss();
    if (session)
        connect(session, &MatchSession::changed, this, &MatchTrackerView::refresh);
    setEnabled(session && session->isOpen());
    refresh();
}

void MatchTrackerView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Everything grows with the room it has beyond a 1366×768 screen, so the scoreboard and
    // the buttons stay readable from the other side of the table on a large one.
    const qreal scale = std::clamp(std::min(width() / 1130.0, height() / 730.0), 1.0, 2.2);
    if (std::abs(scale - m_scale) < 0.04)
        return;
    m_scale = scale;
    m_scoreboard->setScale(scale);
    m_nextStep->setScale(scale);
    m_homeRoster->setScale(scale);
    m_awayRoster->setScale(scale);
    m_actions->setScale(scale);
    m_log->setScale(scale);
}

void MatchTrackerView::setPostMatchHandler(PostMatchHandler handler)
{
    m_postMatch = std::move(handler);
    refresh();
}

void MatchTrackerView::refresh()
{
    if (!m_session || !m_session->isOpen())
        return;
    const MatchState &s = m_session->state();
    const MatchSetup &setup = m_session->setup();
    m_scoreboard->setMatch(m_session->rules(), setup, s);
    const QList<MatchEvent> &events = m_session->match().events();
    m_scoreboard->matchClock()->setTimes(events.isEmpty() ? QDateTime() : events.constFirst().at,
                                         s.phase == MatchPhase::Finished && !events.isEmpty() ? events.constLast().at
                                                                                             : QDateTime());
    m_homeRoster->setTeam(m_session->rules(), setup.home.color, s.home);
    m_awayRoster->setTeam(m_session->rules(), setup.away.color, s.away);
    m_log->setLog(events, m_session->match().eventLogs());
    updateTimer();

    const ActionChecks checks(*m_session, m_selectedSide, m_selectedNumber);
    for (Action action : ActionBar::allActions())
        m_actions->setRefusal(action, checks.refusal(action));
    const NextStepGuide guide(*m_session, {m_timerExpired, !setup.exhibition && bool(m_postMatch)});
    m_nextStep->setStep(guide.guide(), guide.items());
}

void MatchTrackerView::updateTimer()
{
    const MatchState &s = m_session->state();
    const bool running = s.phase == MatchPhase::Turn && !s.turnover;
    const QString key = running ? u"%1/%2/%3/%4"_s.arg(s.half).arg(static_cast<int>(s.active)).arg(s.team(s.active).turn).arg(s.blitzTurn)
                                : QString();
    if (key == m_timerKey)
        return;
    m_timerKey = key;
    m_timerExpired = false;
    if (running)
        m_scoreboard->turnTimer()->startTurn();
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
    const bool second = m_typedAt.isValid() && m_typedAt.elapsed() < 1000 && m_typedNumber > 0 && m_typedNumber < 10;
    const int number = second ? m_typedNumber * 10 + digit : digit;
    m_typedNumber = number;
    m_typedAt.restart();
    const MatchState &s = m_session->state();
    const Side side = s.team(s.active).player(number) ? s.active : opponent(s.active);
    if (s.team(side).player(number))
        selectPlayer(side, number);
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
    refresh();
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
    if (action == Action::EndTurn && m_session && m_session->state().phase != MatchPhase::Turn && m_nextStep->hasPrimary()) {
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
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { submit(dialog->event()); });
    dialog->open();
}

void MatchTrackerView::openKnockDown()
{
    const ActionChecks checks(*m_session, m_selectedSide, m_selectedNumber);
    const MatchEvent start = checks.event(Action::KnockDown);
    openEventDialog(new KnockDownDialog(*m_probe, m_session->state(), start.side, start.number, start.target, this));
}

void MatchTrackerView::openFoul()
{
    const MatchState &s = m_session->state();
    const ActionChecks checks(*m_session, m_selectedSide, m_selectedNumber);
    // The Foul action is declared first (one per team turn), then the foul is rolled.
    if (!s.team(s.active).foulUsed && !submit(checks.event(Action::Foul)))
        return;
    const int fouler = checks.hasSelection(s.active) ? m_selectedNumber : 0;
    openEventDialog(new FoulDialog(*m_probe, m_session->state(), s.active, fouler, this));
}

void MatchTrackerView::useReroll(const MatchEvent &reroll)
{
    const MatchPlayer *player = reroll.number ? m_session->state().team(reroll.side).player(reroll.number) : nullptr;
    if (!player || !player->hasSkill(u"loner"_s) || !m_session->check(reroll)) {
        submit(reroll);
        return;
    }
    // A Loner rolls before he may use the re-roll: the coach may type that die.
    const QString purpose = (reroll.side == Side::Home ? u"home."_s : u"away."_s) + u"loner"_s;
    openEventDialog(new DiceDialog(*m_probe, tr("Loner"),
                                   tr("%1 is a Loner: on 4 or more he may use the re-roll, otherwise it is lost.")
                                       .arg(u"#%1 %2"_s.arg(player->number).arg(player->name)),
                                   reroll, {{purpose, tr("Loner (D6):"), {6}}}, this));
}

void MatchTrackerView::placeProne(MatchEvent prone)
{
    // Asked only when core says the ball decides the turnover (l.897–900).
    if (m_session->check(prone) && KnockDownRules::ballDecidesTurnover(m_session->state(), prone)) {
        const MatchPlayer *player = m_session->state().team(prone.side).player(prone.number);
        const QString who = player ? u"#%1 %2"_s.arg(player->number).arg(player->name) : QString();
        prone.ball = MessageBox::question(this, tr("Placed prone"),
                                          tr("Did %1 hold the ball? Placed prone with the ball, he causes a turnover.").arg(who),
                                          tr("He held the ball"));
    }
    submit(prone);
}

void MatchTrackerView::concede()
{
    const MatchState &s = m_session->state();
    const QString team = s.team(s.active).name;
    if (!MessageBox::question(this, tr("Concede"), tr("%1 concedes the match? The opponent wins.").arg(team), tr("Concede")))
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
    if (EventDialog *dialog = OfferDialogs::create(offer, *m_probe, *m_session, this)) {
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
    case Offer::PostMatch:
        if (m_postMatch)
            m_postMatch(m_session->id(), m_session->match());
        return;
    case Offer::PrintSummary:
        chooseSummaryFile();
        return;
    default:
        return;  // the offers with a dialog are above
    }
}

void MatchTrackerView::chooseSummaryFile()
{
    const MatchState &s = m_session->state();
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggestion = QDir(folder).filePath(tr("%1 v %2.pdf").arg(s.home.name, s.away.name));
    const QString path = QFileDialog::getSaveFileName(this, tr("Print summary"), suggestion, tr("PDF files (*.pdf)"));
    if (!path.isEmpty() && OutputFileGuard::mayWrite(this, tr("Print summary"), path, m_session->databasePath()))
        printSummary(path);
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
    m_messageBar->showMessage(tr("Summary saved to %1").arg(QDir::toNativeSeparators(path)), MessageBar::Kind::Positive);
    return true;
}

} // namespace dugout
