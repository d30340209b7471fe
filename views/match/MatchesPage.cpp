#include "MatchesPage.h"
#include "core/league/PlayoffRules.h"

#include "MatchClock.h"
#include "Scoreboard.h"
#include "TrackedMatchList.h"
#include "TurnTimer.h"
#include "core/inducements/LeagueInducements.h"
#include "core/match/DiceKeys.h"
#include "core/match/PurchaseRules.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/MatchLogStore.h"
#include "models/Palette.h"
#include "session/MatchRelay.h"
#include "session/MatchSession.h"
#include "views/MessageBox.h"
#include "views/inducements/PreMatchInducementsDialog.h"
#include "views/widgets/MessageBar.h"

#include <QCheckBox>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

MatchesPage::MatchesPage(std::shared_ptr<const Ruleset> ruleset, Settings *settings,
                         QWidget *parent)
    : QWidget(parent), m_ruleset(std::move(ruleset)), m_settings(settings),
      m_stack(new QStackedWidget(this)), m_messageBar(new MessageBar(this)),
      m_list(new TrackedMatchList(this)), m_filter(new QLineEdit(this)),
      m_newExhibition(new QPushButton(this)), m_newFixture(new QPushButton(this)),
      m_resume(new QPushButton(this)), m_delete(new QPushButton(this)),
      m_tracker(new MatchTrackerView(this)), m_relayLabel(new QLabel(this))
{
    m_relayLabel->setObjectName(u"matchRelayLabel"_s);
    m_relayLabel->setWordWrap(true);
    m_relayLabel->hide();
    setObjectName(u"matchesPage"_s);
    m_newExhibition->setObjectName(u"newExhibitionButton"_s);
    m_newExhibition->setText(tr("New exhibition match…"));
    m_newExhibition->setToolTip(tr("Track a friendly match between two teams of this database"));
    m_newFixture->setObjectName(u"newFixtureButton"_s);
    m_newFixture->setText(tr("Track a league fixture…"));
    m_newFixture->setToolTip(
        tr("Track a scheduled league match; its result goes to the post-match sequence"));
    m_resume->setObjectName(u"resumeMatchButton"_s);
    m_resume->setText(tr("Resume"));
    m_delete->setObjectName(u"deleteMatchButton"_s);
    m_delete->setText(tr("Delete"));
    m_filter->setObjectName(u"matchFilter"_s);
    m_filter->setPlaceholderText(tr("Filter by team, status or kind of match"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_list, &TrackedMatchList::setFilterText);

    auto *title = new QLabel(tr("Matches"), this);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * Palette::factor(Palette::Text::BandTitle));
    big.setBold(true);
    title->setFont(big);
    auto *intro = new QLabel(
        tr("Follow a match played on a physical board, turn by turn, while Dugout keeps to the "
           "rules. Every input is saved at once: a match can be resumed at any time."),
        this);
    intro->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_newExhibition);
    buttons->addWidget(m_newFixture);
    buttons->addStretch();
    buttons->addWidget(m_resume);
    buttons->addWidget(m_delete);
    auto *listPage = new QWidget(this);
    auto *listLayout = new QVBoxLayout(listPage);
    listLayout->addWidget(title);
    listLayout->addWidget(intro);
    listLayout->addLayout(buttons);
    listLayout->addWidget(m_filter);
    listLayout->addWidget(m_list, 1);
    // Over the list: a message does not push the buttons down.
    m_messageBar->floatOver(m_list);
    m_stack->addWidget(listPage);
    m_stack->addWidget(m_tracker);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_relayLabel);
    layout->addWidget(m_stack);

    connect(m_newExhibition, &QPushButton::clicked, this,
            [this] { newMatch(NewMatchDialog::Kind::Exhibition); });
    connect(m_newFixture, &QPushButton::clicked, this,
            [this] { newMatch(NewMatchDialog::Kind::Fixture); });
    connect(m_resume, &QPushButton::clicked, this,
            [this] { resumeMatch(m_list->currentMatchId()); });
    connect(m_delete, &QPushButton::clicked, this,
            [this] { deleteMatch(m_list->currentMatchId()); });
    connect(m_list, &TrackedMatchList::matchActivated, this, &MatchesPage::resumeMatch);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &MatchesPage::updateButtons);
    connect(m_tracker, &MatchTrackerView::backRequested, this, &MatchesPage::showList);
    connect(m_tracker, &MatchTrackerView::showMatchReportRequested, this,
            &MatchesPage::showMatchReportRequested);
    if (m_settings) {
        TurnTimer *timer = m_tracker->scoreboard()->turnTimer();
        MatchClock *clock = m_tracker->scoreboard()->matchClock();
        timer->setEnabledByCoach(m_settings->turnTimer());
        clock->setEnabledByCoach(m_settings->matchClock());
        connect(timer, &TurnTimer::enabledByCoachChanged, this,
                [this](bool on) { m_settings->setTurnTimer(on); });
        connect(clock, &MatchClock::enabledByCoachChanged, this,
                [this](bool on) { m_settings->setMatchClock(on); });
    }
    updateButtons();
}

MatchesPage::~MatchesPage()
{
    m_tracker->setSession(nullptr);
}

void MatchesPage::setDatabase(Database *database)
{
    if (m_dialog)
        m_dialog->reject();
    m_tracker->setSession(nullptr);
    m_session.reset();
    m_relay.reset();
    m_database = database;
    m_stack->setCurrentIndex(0);
    m_messageBar->dismiss();
    if (database && database->isServer()) {
        auto relay = std::make_unique<MatchRelay>(database->path());
        QString error;
        if (relay->open(&error)) {
            m_relay = std::move(relay);
            connect(m_relay.get(), &MatchRelay::deliveryChanged, this,
                    &MatchesPage::updateRelayLabel);
            m_relay->sendLater(); // what the last session could not send
        } else {
            m_messageBar->showMessage(
                tr("Matches are written straight to the league server: the file that keeps "
                   "them on this computer cannot be opened (%1).")
                    .arg(error),
                MessageBar::Kind::Warning, 0);
        }
    }
    updateRelayLabel();
    reload();
    const qint64 open = database && m_settings ? m_settings->openMatch(database->path()) : 0;
    if (open > 0 && m_list->rowOf(open) >= 0)
        resumeMatch(open);
}

void MatchesPage::reload()
{
    QString error;
    m_list->setMatches(m_database ? MatchLogStore(*m_database).list(&error)
                                  : QList<TrackedMatchSummary>());
    if (!error.isEmpty())
        m_messageBar->showMessage(error, MessageBar::Kind::Error, 0);
    if (m_session)
        m_session->reloadResult(); // the league may have recorded its result
    updateButtons();
}

void MatchesPage::updateButtons()
{
    const bool open = m_database != nullptr;
    m_newExhibition->setEnabled(open);
    m_newFixture->setEnabled(open);
    const bool chosen = m_list->currentMatchId() > 0;
    m_resume->setEnabled(chosen);
    m_delete->setEnabled(chosen);
    const TrackedMatchSummary *summary = m_list->summary(m_list->currentMatchId());
    m_resume->setText(summary && summary->status != TrackedMatchStatus::InProgress ? tr("Open")
                                                                                   : tr("Resume"));
}

NewMatchDialog *MatchesPage::newMatch(NewMatchDialog::Kind kind)
{
    if (!m_database)
        return nullptr;
    if (m_dialog)
        m_dialog->reject();
    auto *dialog = new NewMatchDialog(kind, *m_database, this);
    m_dialog = dialog;
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        QString error;
        const std::optional<MatchSetup> setup = dialog->setup(&error);
        if (!setup) {
            m_messageBar->showMessage(error, MessageBar::Kind::Error, 0);
            return;
        }
        if (dialog->inducementsFirstBox()->isChecked())
            preMatchSequence(*setup);
        else
            startMatch(*setup);
    });
    dialog->open();
    return dialog;
}

PreMatchInducementsDialog *MatchesPage::preMatchSequence(const MatchSetup &setup)
{
    if (!m_database)
        return nullptr;
    LeagueOptions options;
    FixtureStage stage = FixtureStage::Regular;
    if (!setup.exhibition) {
        if (const std::optional<League> league = LeagueStore(*m_database).load(setup.leagueId))
            options = league->options;
        if (setup.fixtureId != 0) {
            if (const std::optional<Fixture> fixture =
                    LeagueStore(*m_database).fixture(setup.fixtureId))
                stage = fixture->stage;
        }
    }
    auto *dialog =
        new PreMatchInducementsDialog(m_ruleset, setup.home, setup.away, options, !setup.exhibition,
                                      PlayoffRules::handicapAllowed(stage, options), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, setup, options, stage] {
        MatchSetup withMoney = setup;
        withMoney.handicapAllowed = PlayoffRules::handicapAllowed(stage, options);
        withMoney.homePettyCash = dialog->pettyCash(Side::Home);
        withMoney.awayPettyCash = dialog->pettyCash(Side::Away);
        withMoney.inducementOptions = inducementOptions(options);
        withMoney.freeFanFactor = options.freeFanFactor;
        if (!startMatch(withMoney))
            return;
        // The book's order in the match's log: the weather, then each purchase, the team that
        // buys first (the stronger one spending petty cash) before the other (l.3577–3587).
        MatchEvent weather;
        weather.type = MatchEventType::Weather;
        if (const QList<int> dice = dialog->weatherDice(); !dice.isEmpty())
            weather.dice.insert(QString(DiceKeys::weather), dice);
        QList<MatchEvent> events{weather};
        const Side first = dialog->money().buysFirst().value_or(Side::Home);
        for (const Side side : {first, opponent(first)})
            events << PurchaseRules::purchaseEvents(*m_ruleset, side, dialog->purchases(side));
        // The cards the window drew, deck by deck in the order drawn: each card purchase carries
        // the die that draws that same card from what the match has left of its deck.
        QHash<QString, QStringList> drawn[2];
        for (const Side side : {Side::Home, Side::Away}) {
            const InducementPurchases &bought = dialog->purchases(side);
            for (auto it = bought.drawn.constBegin(); it != bought.drawn.constEnd(); ++it)
                drawn[side == Side::Home ? 0 : 1].insert(it.key(), it.value());
        }
        for (MatchEvent event : std::as_const(events)) {
            const InducementItem item = InducementItem::fromText(event.item);
            if (event.type == MatchEventType::Inducement &&
                item.kind == InducementItem::Kind::Card) {
                QStringList &cards = drawn[event.side == Side::Home ? 0 : 1][item.id];
                if (!cards.isEmpty()) {
                    const int die = PurchaseRules::cardDie(*m_ruleset, m_session->state(),
                                                           event.side, item.id, cards.takeFirst());
                    if (die > 0)
                        event.dice.insert(DiceKeys::forSide(event.side, QString(DiceKeys::card)),
                                          {die});
                }
            }
            if (const RuleCheck check = m_session->submit(event); !check) {
                m_messageBar->showMessage(
                    tr("The inducements could not all be entered: %1").arg(check.reason),
                    MessageBar::Kind::Error, 0);
                return;
            }
        }
    });
    dialog->open();
    return dialog;
}

bool MatchesPage::startMatch(const MatchSetup &setup)
{
    if (!m_database)
        return false;
    auto session = std::make_unique<MatchSession>(m_ruleset, sessionDatabase());
    if (m_relay)
        m_relay->follow(session.get());
    QString error;
    if (!session->start(setup, &error)) {
        m_messageBar->showMessage(tr("The match could not be started: %1").arg(error),
                                  MessageBar::Kind::Error, 0);
        return false;
    }
    m_sessionRelayed = m_relay != nullptr;
    return open(std::move(session));
}

Database &MatchesPage::sessionDatabase() const
{
    return m_relay ? m_relay->local() : *m_database;
}

qint64 MatchesPage::listedId() const
{
    if (!m_session)
        return 0;
    return m_sessionRelayed ? m_relay->serverMatchId(m_session->id()) : m_session->id();
}

void MatchesPage::updateRelayLabel()
{
    if (!m_relay) {
        m_relayLabel->hide();
        return;
    }
    const int waiting = m_relay->pending();
    if (waiting > 0 && !m_relay->lastError().isEmpty()) {
        m_relayLabel->setText(
            tr("The league server does not answer: %n change(s) of your matches are kept on "
               "this computer and will be sent when it does. Go on playing.",
               nullptr, waiting));
        m_relayLabel->setToolTip(m_relay->lastError());
        m_relayLabel->setStyleSheet(u"QLabel { background: %1; padding: 4px; }"_s.arg(
            Palette::color(Palette::Color::WarningTint).name()));
    } else {
        m_relayLabel->setText(tr("Matches are kept on this computer first and sent to the league "
                                 "server as they are played."));
        m_relayLabel->setToolTip(QDir::toNativeSeparators(m_relay->local().path()));
        m_relayLabel->setStyleSheet(u"QLabel { padding: 4px; }"_s);
    }
    m_relayLabel->show();
}

bool MatchesPage::resumeMatch(qint64 matchId)
{
    if (!m_database || matchId <= 0)
        return false;
    if (m_session && listedId() == matchId) {
        m_stack->setCurrentWidget(m_tracker);
        rememberOpenMatch(matchId);
        return true;
    }
    // A match sent from this computer goes on from its file here; any other from the server.
    const qint64 localId = m_relay ? m_relay->localMatchId(matchId) : 0;
    auto session =
        std::make_unique<MatchSession>(m_ruleset, localId > 0 ? m_relay->local() : *m_database);
    if (localId > 0)
        m_relay->follow(session.get());
    QString error;
    if (!session->resume(localId > 0 ? localId : matchId, &error)) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error, 0);
        m_stack->setCurrentIndex(0);
        return false;
    }
    m_sessionRelayed = localId > 0;
    return open(std::move(session));
}

bool MatchesPage::open(std::unique_ptr<MatchSession> session)
{
    m_tracker->setSession(session.get());
    m_session = std::move(session);
    reload(); // the list is read again when it is shown, not at every event
    m_list->selectMatch(listedId());
    m_stack->setCurrentWidget(m_tracker);
    m_tracker->setFocus();
    rememberOpenMatch(listedId());
    Q_EMIT matchOpened(listedId());
    return true;
}

bool MatchesPage::deleteMatch(qint64 matchId)
{
    const TrackedMatchSummary *summary = m_list->summary(matchId);
    if (!m_database || !summary)
        return false;
    const QString question =
        summary->status == TrackedMatchStatus::InProgress
            ? tr("Delete the match %1 v %2, still in progress? Its whole log is lost.")
            : tr("Delete the match %1 v %2 and its log?");
    if (!MessageBox::question(this, tr("Delete match"),
                              question.arg(summary->homeName, summary->awayName), tr("Delete")))
        return false;
    if (m_session && listedId() == matchId) {
        m_tracker->setSession(nullptr);
        m_session.reset();
        rememberOpenMatch(0);
        m_stack->setCurrentIndex(0);
    }
    QString error;
    if (!MatchLogStore(*m_database).remove(matchId, &error)) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error, 0);
        return false;
    }
    // Its copy on this computer goes too, or the outbox would send it again.
    if (const qint64 localId = m_relay ? m_relay->localMatchId(matchId) : 0; localId > 0)
        MatchLogStore(m_relay->local()).remove(localId);
    reload();
    return true;
}

void MatchesPage::showList()
{
    rememberOpenMatch(0);
    reload();
    m_stack->setCurrentIndex(0);
}

bool MatchesPage::isTrackerShown() const
{
    return m_stack->currentWidget() == m_tracker;
}

void MatchesPage::setPostMatchHandler(MatchTrackerView::PostMatchHandler handler)
{
    // The league records the result of the server's copy of a match kept here: it must be
    // there whole first.
    m_tracker->setPostMatchHandler([this, handler](qint64 trackedMatchId, const Match &match) {
        if (!m_sessionRelayed)
            return handler(trackedMatchId, match);
        if (!m_relay->sendNow()) {
            m_messageBar->showMessage(
                tr("The result goes to the league once the league server answers; the match "
                   "is kept on this computer until then (%1).")
                    .arg(m_relay->lastError()),
                MessageBar::Kind::Warning, 0);
            return;
        }
        handler(m_relay->serverMatchId(trackedMatchId), match);
    });
}

void MatchesPage::rememberOpenMatch(qint64 matchId)
{
    if (m_settings && m_database) {
        m_settings->setOpenMatch(m_database->path(), matchId);
        m_settings->sync();
    }
}

} // namespace dugout
