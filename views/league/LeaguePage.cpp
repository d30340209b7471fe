#include "LeaguePage.h"
#include "CommissionerOnly.h"

#include "LeagueSession.h"
#include "LeagueView.h"
#include "NewLeagueDialog.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/Transaction.h"
#include "models/DisplayText.h"
#include "models/LeagueListModel.h"
#include "views/MessageBox.h"
#include "views/widgets/ListWidth.h"

#include <algorithm>

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

LeaguePage::LeaguePage(std::shared_ptr<const Ruleset> ruleset, QUndoGroup *undoGroup,
                       QWidget *parent)
    : QWidget(parent), m_ruleset(std::move(ruleset)), m_undoGroup(undoGroup),
      m_session(new LeagueSession(m_ruleset, this)), m_list(new LeagueListModel(this)),
      m_sorted(new QSortFilterProxyModel(this)), m_filter(new QLineEdit(this)),
      m_listView(new QTreeView(this)), m_newButton(new QPushButton(tr("New league…"), this)),
      m_stack(new QStackedWidget(this)), m_emptyPage(new QWidget(this)),
      m_empty(new QLabel(m_emptyPage)),
      m_emptyButton(new QPushButton(tr("Create a league…"), m_emptyPage)),
      m_view(new LeagueView(m_session, this))
{
    setObjectName(u"leaguePage"_s);
    if (m_undoGroup)
        m_undoGroup->addStack(m_session->undoStack());
    m_sorted->setSourceModel(m_list);
    m_sorted->setSortRole(LeagueListModel::SortRole);
    m_sorted->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_sorted->setSortLocaleAware(true);
    m_sorted->setFilterRole(LeagueListModel::FilterRole);
    m_sorted->setFilterKeyColumn(LeagueListModel::NameColumn);
    m_filter->setObjectName(u"leagueFilter"_s);
    m_filter->setPlaceholderText(tr("Filter by name or commissioner"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_sorted->setFilterFixedString(foldForSearch(text.trimmed()));
    });
    m_listView->setObjectName(u"leagueList"_s);
    m_listView->setModel(m_sorted);
    m_listView->setRootIsDecorated(false);
    m_listView->setUniformRowHeights(
        true); // one line each: the view measures one row, not every row
    m_listView->setAllColumnsShowFocus(true);
    m_listView->setColumnHidden(LeagueListModel::CommissionerColumn, true); // in the tooltip
    QHeaderView *header = m_listView->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(LeagueListModel::NameColumn, QHeaderView::Stretch);
    m_listView->setSortingEnabled(true);
    m_listView->sortByColumn(LeagueListModel::NameColumn, Qt::AscendingOrder);
    connect(m_listView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (!m_selecting && current.isValid())
                    showLeague(current.data(LeagueListModel::LeagueIdRole).toLongLong());
            });
    m_newButton->setObjectName(u"newLeagueButton"_s);
    connect(m_newButton, &QPushButton::clicked, this, &LeaguePage::newLeague);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 4, 0);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_listView, 1);
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
    connect(m_view, &LeagueView::leagueSaved, this, [this] {
        if (m_session->store())
            m_list->updateLeague(*m_session->store(), currentLeagueId());
        showLeague(currentLeagueId());
    });

    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    left->setMaximumWidth(320);
    splitter->setSizes({220, 1000});
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
    m_newButton->setToolTip(QString());
    m_emptyButton->setEnabled(true);
    m_emptyButton->setToolTip(QString());
    commissionerOnly(m_session->mayRunLeague(), {m_newButton, m_emptyButton});
    m_empty->setText(
        m_session->isOpen()
            ? tr("<p><b>No league yet.</b></p><p>A league brings confirmed teams together: its "
                 "commissioner chooses the optional rules, schedules the matches and records the "
                 "results; Dugout keeps the standings.</p>")
            : tr("Open a database to see its leagues."));
    reloadList(0);
}

void LeaguePage::reloadList(qint64 selectLeagueId)
{
    QString error;
    if (!m_list->reload(m_session->store(), &error))
        MessageBox::critical(this, tr("Leagues"), error);
    // Whole league names where the cap allows, as in the Teams area.
    if (QWidget *left = m_listView->parentWidget()) {
        const QMargins margins = left->layout()->contentsMargins();
        left->setMinimumWidth(
            std::min(ListWidth::wholeRows(m_listView) + margins.left() + margins.right(),
                     left->maximumWidth()));
    }
    qint64 shown = m_list->rowOfLeague(selectLeagueId) >= 0 ? selectLeagueId : 0;
    if (shown == 0 && m_sorted->rowCount() > 0)
        shown = m_sorted->index(0, 0).data(LeagueListModel::LeagueIdRole).toLongLong();
    if (shown == 0 && m_list->rowCount() > 0)
        shown = m_list->leagueId(0); // every league filtered out: still one on the right
    showLeague(shown);
}

void LeaguePage::selectRow(qint64 leagueId)
{
    const QModelIndex row =
        m_sorted->mapFromSource(m_list->index(m_list->rowOfLeague(leagueId), 0));
    if (!row.isValid() || m_listView->currentIndex().row() == row.row())
        return;
    m_selecting = true;
    m_listView->setCurrentIndex(row);
    m_selecting = false;
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
    selectRow(leagueId);
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
    m_list->updateLeague(*m_session->store(), saved.id);
    showLeague(saved.id);
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
    resultsChanged({fixture->homeTeamId, fixture->awayTeamId});
    return true;
}

void LeaguePage::resultsChanged(const QList<qint64> &teamIds)
{
    // The league shown is read again; in the list only its row changes.
    if (m_session->store())
        m_list->updateLeague(*m_session->store(), currentLeagueId());
    showLeague(currentLeagueId());
    Q_EMIT teamsChanged(teamIds);
}

void LeaguePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_undoGroup)
        m_undoGroup->setActiveStack(m_session->undoStack());
    // Teams may have changed in the Teams area (a new team confirmed, a player hired).
    if (m_session->isOpen())
        m_session->reload();
}

void LeaguePage::hideEvent(QHideEvent *event)
{
    // Undo in the Edit menu follows what is on screen: another area has its own edits.
    if (m_undoGroup && m_undoGroup->activeStack() == m_session->undoStack())
        m_undoGroup->setActiveStack(nullptr);
    QWidget::hideEvent(event);
}

} // namespace dugout
