#include "TeamsPage.h"

#include "NewTeamDialog.h"
#include "TeamView.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/storage/Database.h"
#include "core/storage/ServerRoles.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamFile.h"
#include "models/DisplayText.h"
#include "models/TeamListModel.h"
#include "session/TeamDocument.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"
#include "views/widgets/ListWidth.h"
#include "views/widgets/MessageBar.h"
#include "views/widgets/OutputFileGuard.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTreeView>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

TeamsPage::TeamsPage(std::shared_ptr<const Ruleset> ruleset, QUndoGroup *undoGroup, QWidget *parent)
    : QWidget(parent), m_ruleset(std::move(ruleset)), m_undoGroup(undoGroup),
      m_list(new TeamListModel(m_ruleset, this)), m_sorted(new QSortFilterProxyModel(this)),
      m_filter(new QLineEdit(this)), m_listView(new QTreeView(this)),
      m_newButton(new QPushButton(tr("New team…"), this)), m_stack(new QStackedWidget(this)),
      m_empty(new QLabel(this)), m_emptyButton(new QPushButton(tr("Create a team…"), this)),
      m_view(new TeamView(m_ruleset, this))
{
    setObjectName(u"teamsPage"_s);
    setAcceptDrops(true);
    m_sorted->setSourceModel(m_list);
    m_sorted->setSortRole(TeamListModel::SortRole);
    m_sorted->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_sorted->setSortLocaleAware(true); // Bögenhafen among the B's
    m_sorted->setFilterRole(TeamListModel::FilterRole);
    m_sorted->setFilterKeyColumn(TeamListModel::NameColumn);
    m_filter->setObjectName(u"teamFilter"_s);
    m_filter->setPlaceholderText(tr("Filter by name, roster or coach"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAcceptDrops(false); // a team file dropped on it is imported, not typed as text
    // Folded like the filter role, so "bogen" finds Bögenhafen.
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_sorted->setFilterFixedString(foldForSearch(text.trimmed()));
    });

    m_listView->setObjectName(u"teamList"_s);
    m_listView->setModel(m_sorted);
    m_listView->setRootIsDecorated(false);
    // Every row is one line: the view asks one row its height, not hundreds.
    m_listView->setUniformRowHeights(true);
    m_listView->setAllColumnsShowFocus(true);
    for (int column :
         {TeamListModel::CoachColumn, TeamListModel::StatusColumn, TeamListModel::RosterColumn})
        m_listView->setColumnHidden(column, true); // roster, coach and status are in the tooltip
    QHeaderView *header = m_listView->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(TeamListModel::NameColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(TeamListModel::TeamValueColumn, QHeaderView::ResizeToContents);
    m_listView->setSortingEnabled(true);
    m_listView->sortByColumn(TeamListModel::NameColumn, Qt::AscendingOrder);
    connect(m_listView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    showTeam(current.data(TeamListModel::TeamIdRole).toLongLong());
            });

    m_newButton->setObjectName(u"newTeamButton"_s);
    connect(m_newButton, &QPushButton::clicked, this, &TeamsPage::newTeam);
    auto *left = m_left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 4, 0);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_listView, 1);
    leftLayout->addWidget(m_newButton);

    m_empty->setObjectName(u"teamsEmpty"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_emptyButton->setObjectName(u"emptyNewTeamButton"_s);
    connect(m_emptyButton, &QPushButton::clicked, this, &TeamsPage::newTeam);
    auto *emptyPage = new QWidget(this);
    auto *emptyLayout = new QVBoxLayout(emptyPage);
    emptyLayout->addStretch();
    emptyLayout->addWidget(m_empty);
    emptyLayout->addWidget(m_emptyButton, 0, Qt::AlignCenter);
    emptyLayout->addStretch();
    m_emptyPage = emptyPage;
    m_stack->addWidget(emptyPage);
    m_stack->addWidget(m_view);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    left->setMaximumWidth(MaximumListWidth);
    splitter->setSizes({220, 1000});
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    setDatabase(nullptr);
}

TeamsPage::~TeamsPage()
{
    closeDocuments();
}

void TeamsPage::closeDocuments()
{
    m_view->setDocument(nullptr);
    m_current = nullptr;
    // A stack leaves its undo group when it is deleted with its document.
    qDeleteAll(m_documents);
    m_documents.clear();
}

void TeamsPage::setDatabase(Database *database)
{
    closeDocuments();
    m_store = database ? std::make_unique<TeamStore>(*database) : nullptr;
    QString error;
    const bool read = m_list->reload(m_store.get(), &error);
    fitListWidth();
    m_newButton->setEnabled(m_store != nullptr);
    m_empty->setText(
        !read ? tr("<p><b>The teams could not be read.</b></p><p>%1</p>").arg(error.toHtmlEscaped())
        : m_store
            ? tr("<p><b>No team yet.</b></p><p>Choose a roster, then hire players within %1.</p>")
                  .arg(formatGold(m_ruleset->teamBuilding().budget))
            : tr("Open a database to see its teams."));
    m_emptyButton->setVisible(m_store != nullptr);
    m_stack->setCurrentWidget(m_emptyPage);
    if (m_sorted->rowCount() > 0)
        m_listView->setCurrentIndex(m_sorted->index(0, 0));
}

void TeamsPage::refreshTeams(const QList<qint64> &teamIds)
{
    if (!m_store || teamIds.isEmpty())
        return;
    QString error;
    const QList<TeamTotals> teams = m_store->totals(teamIds, &error);
    if (!error.isEmpty()) {
        m_view->messageBar()->showMessage(
            tr("The teams changed by the result could not be read: %1").arg(error),
            MessageBar::Kind::Error, 0);
        return;
    }
    for (const TeamTotals &team : teams)
        m_list->updateTeam(team);
    for (qint64 teamId : teamIds) {
        TeamDocument *document = m_documents.value(teamId);
        if (!document)
            continue;
        std::optional<Team> team = m_store->load(teamId, &error);
        if (!team) {
            if (document == m_current)
                m_view->messageBar()->showMessage(error, MessageBar::Kind::Error, 0);
            continue;
        }
        const bool hadHistory = document->undoStack()->count() > 0;
        document->reload(std::move(*team));
        if (hadHistory && document == m_current) {
            m_view->messageBar()->showMessage(
                tr("A league result changed %1: its earlier edits can no longer be undone.")
                    .arg(document->team().name),
                MessageBar::Kind::Information, 8000);
        }
    }
}

void TeamsPage::fitListWidth()
{
    // Whole team names, without a sideways scroll bar, as far as the cap allows (a longer
    // name is cut short and whole in its tooltip); the team on the right takes the rest.
    const QMargins margins = m_left->layout()->contentsMargins();
    const int wanted = ListWidth::wholeRows(m_listView) + margins.left() + margins.right();
    m_left->setMinimumWidth(std::min(wanted, MaximumListWidth));
}

NewTeamDialog *TeamsPage::newTeam()
{
    if (!m_store)
        return nullptr;
    auto *dialog = new NewTeamDialog(m_ruleset, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QStringList coaches;
    for (const TeamStore::Summary &summary : m_store->list()) {
        if (!summary.coach.isEmpty() && !coaches.contains(summary.coach))
            coaches << summary.coach;
    }
    dialog->setKnownCoaches(coaches);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { createTeam(dialog->team()); });
    dialog->open();
    return dialog;
}

bool TeamsPage::createTeam(const Team &team)
{
    if (!m_store)
        return false;
    Team saved = team;
    QString error;
    if (!m_store->save(saved, &error)) {
        MessageBox::critical(this, tr("New team"), error);
        return false;
    }
    m_list->updateTeam(saved);
    fitListWidth();
    return showTeam(saved.id);
}

namespace {

QString teamFileFilter()
{
    return TeamsPage::tr("Team files (*.json);;All files (*)");
}

// Import reads team files, spreadsheets' CSV rosters and OBBLM's team exports too
// (TeamFile::read).
QString importFileFilter()
{
    return TeamsPage::tr("Team files, CSV rosters and OBBLM teams (*.json *.csv *.xml);;All "
                         "files (*)");
}

// The local .json, .csv and .xml files among what is dragged.
QStringList teamFiles(const QMimeData *mime)
{
    QStringList files;
    if (!mime)
        return files;
    const QList<QUrl> urls = mime->urls();
    for (const QUrl &url : urls) {
        const QString file = url.toLocalFile();
        if (url.isLocalFile() && (file.endsWith(u".json"_s, Qt::CaseInsensitive) ||
                                  file.endsWith(u".csv"_s, Qt::CaseInsensitive) ||
                                  file.endsWith(u".xml"_s, Qt::CaseInsensitive)))
            files << file;
    }
    return files;
}

} // namespace

bool TeamsPage::importTeam(const QString &path)
{
    const QString title = tr("Import team");
    if (!m_store) {
        MessageBox::critical(this, title, tr("Open a database first: the team is added to it."));
        return false;
    }
    QStringList errors;
    std::optional<Team> team = TeamFile::read(path, *m_ruleset, &errors);
    if (!team) {
        MessageBox::critical(this, title,
                             tr("%1 was not imported; nothing was changed.\n\n%2")
                                 .arg(QDir::toNativeSeparators(path), errors.join(u'\n')));
        return false;
    }
    QString error;
    if (!m_store->save(*team, &error)) {
        MessageBox::critical(this, title,
                             tr("%1 was not imported; nothing was changed.\n\n%2")
                                 .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_list->updateTeam(*team);
    fitListWidth();
    showTeam(team->id);
    m_view->messageBar()->showMessage(
        tr("%1 imported from %2").arg(team->name, QDir::toNativeSeparators(path)),
        MessageBar::Kind::Positive);
    return true;
}

bool TeamsPage::exportTeam(const QString &path)
{
    if (!m_current)
        return false;
    QString error;
    if (!TeamFile::write(path, m_current->team(), *m_ruleset, &error)) {
        MessageBox::critical(this, tr("Export team"), error);
        return false;
    }
    m_view->messageBar()->showMessage(
        tr("%1 exported to %2").arg(m_current->team().name, QDir::toNativeSeparators(path)),
        MessageBar::Kind::Positive);
    return true;
}

void TeamsPage::chooseImportFile()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = FileChooser::openFile(this, tr("Import team"), folder, importFileFilter());
    if (!path.isEmpty())
        importTeam(path);
}

void TeamsPage::chooseExportFile()
{
    if (!m_current) {
        MessageBox::information(this, tr("Export team"),
                                tr("Choose the team to export in the list first."));
        return;
    }
    QString name = m_current->team().name.trimmed();
    name.replace(QRegularExpression(u"[\\\\/:*?\"<>|]"_s), u"-"_s);
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = FileChooser::saveFile(this, tr("Export team"), folder + u'/' + name + u".json"_s,
                                         teamFileFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u".json"_s;
    if (OutputFileGuard::mayWrite(this, tr("Export team"), path, m_current->databasePath()))
        exportTeam(path);
}

void TeamsPage::dragEnterEvent(QDragEnterEvent *event)
{
    if (m_store && !teamFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void TeamsPage::dropEvent(QDropEvent *event)
{
    const QStringList files = teamFiles(event->mimeData());
    if (!m_store || files.isEmpty())
        return;
    event->acceptProposedAction();
    for (const QString &file : files)
        importTeam(file);
}

TeamDocument *TeamsPage::documentFor(qint64 teamId)
{
    if (TeamDocument *open = m_documents.value(teamId))
        return open;
    QString error;
    std::optional<Team> team = m_store ? m_store->load(teamId, &error) : std::nullopt;
    if (!team) {
        if (m_store)
            MessageBox::critical(this, tr("Open team"), error);
        return nullptr;
    }
    // On a league server a coach reads every team but changes only their own (issue 21).
    const RuleCheck access =
        m_store->database().isServer()
            ? ServerRoles::access(m_store->database()).changeTeam(team->coach, team->name)
            : RuleCheck::ok();
    auto *document = new TeamDocument(std::move(*team), *m_store, m_ruleset, this);
    document->setWriteAccess(access);
    connect(document, &TeamDocument::changed, this,
            [this, document] { m_list->updateTeam(document->team()); });
    m_documents.insert(teamId, document);
    if (m_undoGroup)
        m_undoGroup->addStack(document->undoStack());
    return document;
}

bool TeamsPage::showTeam(qint64 teamId)
{
    TeamDocument *document = teamId > 0 ? documentFor(teamId) : nullptr;
    if (!document) {
        activate(nullptr);
        m_stack->setCurrentWidget(m_emptyPage);
        return false;
    }
    selectTeamRow(teamId);
    activate(document);
    m_stack->setCurrentWidget(m_view);
    return true;
}

void TeamsPage::selectTeamRow(qint64 teamId)
{
    const QModelIndex row = m_sorted->mapFromSource(m_list->index(m_list->rowOfTeam(teamId), 0));
    // A team the filter hides stays shown on the right; the list keeps what was typed.
    if (row.isValid() && m_listView->currentIndex().row() != row.row())
        m_listView->setCurrentIndex(row); // comes back here, and finds the document open
}

void TeamsPage::activate(TeamDocument *document)
{
    if (m_current == document && m_view->document() == document)
        return;
    m_current = document;
    m_view->setDocument(document);
    if (m_undoGroup && isVisible())
        m_undoGroup->setActiveStack(document ? document->undoStack() : nullptr);
}

void TeamsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_undoGroup)
        m_undoGroup->setActiveStack(m_current ? m_current->undoStack() : nullptr);
}

void TeamsPage::hideEvent(QHideEvent *event)
{
    // Undo in the Edit menu follows what is on screen: another area has its own documents.
    if (m_undoGroup && m_current && m_undoGroup->activeStack() == m_current->undoStack())
        m_undoGroup->setActiveStack(nullptr);
    QWidget::hideEvent(event);
}

} // namespace dugout
