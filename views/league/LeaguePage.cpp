#include "LeaguePage.h"

#include "LeagueSession.h"
#include "LeagueView.h"
#include "NewLeagueDialog.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/Transaction.h"
#include "views/MessageBox.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
constexpr int LeagueIdRole = Qt::UserRole;
}

LeaguePage::LeaguePage(std::shared_ptr<const Ruleset> ruleset, QWidget *parent)
    : QWidget(parent), m_ruleset(std::move(ruleset)), m_session(new LeagueSession(m_ruleset, this)),
      m_list(new QListWidget(this)), m_newButton(new QPushButton(tr("New league…"), this)),
      m_stack(new QStackedWidget(this)), m_emptyPage(new QWidget(this)), m_empty(new QLabel(m_emptyPage)),
      m_emptyButton(new QPushButton(tr("Create a league…"), m_emptyPage)), m_view(new LeagueView(m_session, this))
{
    setObjectName(u"leaguePage"_s);
    m_list->setObjectName(u"leagueList"_s);
    m_list->setUniformItemSizes(true);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (QListWidgetItem *item = m_list->item(row))
            showLeague(item->data(LeagueIdRole).toLongLong());
    });
    m_newButton->setObjectName(u"newLeagueButton"_s);
    connect(m_newButton, &QPushButton::clicked, this, &LeaguePage::newLeague);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 4, 0);
    leftLayout->addWidget(m_list, 1);
    leftLayout->addWidget(m_newButton);

    m_empty->setObjectName(u"leaguesEmpty"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_emptyButton->setObjectName(u"emptyNewLeagueButton"_s);
    connect(m_emptyButton, &QPushButton::clicked, this, &LeaguePage::newLeague);
    auto *emptyLayout = new QVBoxLayout(m_emptyPage);
    emptyLayout->addStretch();
    emptyLayout->addWidget(m_empty);
    emptyLayout->addWidget(m_emptyButton, 0, Qt::AlignCenter);
    emptyLayout->addStretch();
    m_stack->addWidget(m_emptyPage);
    m_stack->addWidget(m_view);

    connect(m_view, &LeagueView::recordResultRequested, this, &LeaguePage::recordResult);
    connect(m_view, &LeagueView::teamsChanged, this, &LeaguePage::teamsChanged);
    connect(m_view, &LeagueView::leagueSaved, this, [this] { reloadList(currentLeagueId()); });

    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    left->setMaximumWidth(320);
    splitter->setSizes({170, 1000});
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    setDatabase(nullptr);
}

LeaguePage::~LeaguePage() = default;

void LeaguePage::setDatabase(Database *database)
{
    m_session->setDatabase(database);
    m_newButton->setEnabled(m_session->isOpen());
    m_emptyButton->setVisible(m_session->isOpen());
    m_empty->setText(m_session->isOpen()
                         ? tr("<p><b>No league yet.</b></p><p>A league brings confirmed teams together: its "
                              "commissioner chooses the optional rules, schedules the matches and records the "
                              "results; Dugout keeps the standings.</p>")
                         : tr("Open a database to see its leagues."));
    reloadList(0);
}

void LeaguePage::reloadList(qint64 selectLeagueId)
{
    const QList<League> leagues = m_session->store() ? m_session->store()->leagues() : QList<League>();
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (const League &league : leagues) {
            auto *item = new QListWidgetItem(league.name, m_list);
            item->setData(LeagueIdRole, league.id);
            item->setToolTip(league.commissioner.isEmpty() ? league.name
                                                           : tr("%1 · Commissioner: %2").arg(league.name, league.commissioner));
        }
    }
    int row = leagues.isEmpty() ? -1 : 0;
    for (int i = 0; i < leagues.size(); ++i) {
        if (leagues.at(i).id == selectLeagueId)
            row = i;
    }
    m_list->setCurrentRow(row);
    if (row < 0)
        showLeague(0);
}

void LeaguePage::reload()
{
    reloadList(currentLeagueId());
}

qint64 LeaguePage::currentLeagueId() const
{
    return m_session->league().id;
}

bool LeaguePage::showLeague(qint64 leagueId)
{
    if (leagueId != currentLeagueId() || leagueId == 0)
        m_session->open(leagueId);
    else
        m_session->reload();
    if (!m_session->hasLeague()) {
        m_stack->setCurrentWidget(m_emptyPage);
        return false;
    }
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(LeagueIdRole).toLongLong() == leagueId && m_list->currentRow() != row) {
            const QSignalBlocker blocker(m_list);
            m_list->setCurrentRow(row);
        }
    }
    m_stack->setCurrentWidget(m_view);
    return true;
}

NewLeagueDialog *LeaguePage::newLeague()
{
    if (!m_session->isOpen())
        return nullptr;
    auto *dialog = new NewLeagueDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { createLeague(dialog->league()); });
    dialog->open();
    return dialog;
}

bool LeaguePage::createLeague(const League &league)
{
    if (!m_session->store())
        return false;
    League saved = league;
    saved.id = 0;
    QString error;
    // The league and its first season are one change; the message, if any, comes after it.
    const bool created = [&] {
        Transaction transaction(m_session->database()->connection(), &error);
        if (!transaction.isOpen() || !m_session->store()->save(saved, &error))
            return false;
        //: The name of a new league's first season.
        Season first{0, saved.id, tr("Season 1"), {}, {}};
        for (qint64 teamId : std::as_const(saved.teamIds))
            first.entries << SeasonEntry{teamId, 0};
        return m_session->store()->saveSeason(first, &error) && transaction.commit();
    }();
    if (!created) {
        MessageBox::critical(this, tr("New league"), error);
        return false;
    }
    reloadList(saved.id);
    return true;
}

void LeaguePage::setResultRecorder(ResultRecorder recorder)
{
    m_recorder = std::move(recorder);
}

bool LeaguePage::recordResult(qint64 fixtureId)
{
    Q_EMIT recordResultRequested(fixtureId);
    if (!m_recorder || !m_session->store())
        return false;
    const std::optional<Fixture> fixture = m_session->store()->fixture(fixtureId);
    if (!fixture || fixture->isPlayed())
        return false;
    if (!m_recorder(m_session->league(), *fixture))
        return false;
    resultsChanged();
    return true;
}

void LeaguePage::resultsChanged()
{
    reloadList(currentLeagueId());  // reads the league shown again
    Q_EMIT teamsChanged();
}

void LeaguePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Teams may have changed in the Teams area (a new team confirmed, a player hired).
    if (m_session->isOpen())
        m_session->reload();
}

} // namespace dugout
