// The database the window works on: opening one (or a league server), recovering a damaged or
// newer file, backups, the recent files and another client's changes on a server. Kept apart
// from MainWindow.cpp, which builds the window, its areas and its menus.
#include "MainWindow.h"

#include "MessageBox.h"
#include "bloodyball/BloodyBallPage.h"
#include "core/settings/Settings.h"
#include "core/storage/BackgroundIntegrityCheck.h"
#include "core/storage/BackupRestore.h"
#include "core/storage/Database.h"
#include "core/storage/ServerAddress.h"
#include "core/storage/ServerRoles.h"
#include "league/LeaguePage.h"
#include "match/MatchesPage.h"
#include "pages/HomePage.h"
#include "server/ServerConnectDialog.h"
#include "team/TeamsPage.h"
#include "tournament/TournamentsPage.h"

#include <QAction>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QSqlDriver>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
constexpr int BackgroundCheckDelayMs = 1500;
constexpr int RecentDatabaseDelayMs = 1000;
} // namespace

void MainWindow::recordRecentDatabase()
{
    if (m_recentToRecord.isEmpty())
        return;
    m_settings.addRecentDatabase(m_recentToRecord);
    m_recentToRecord.clear();
}

void MainWindow::rebuildRecentMenu()
{
    recordRecentDatabase();
    m_recentMenu->clear();
    const QStringList recent = m_settings.recentDatabases();
    for (const QString &path : recent) {
        QAction *action = m_recentMenu->addAction(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openDatabase(path); });
    }
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent databases"))->setEnabled(false);
}

bool MainWindow::openDatabase(const QString &path)
{
    DatabaseError error;
    std::unique_ptr<Database> database = Database::open(path, &error);
    if (!database)
        database = recoverFrom(path, error);
    if (!database) {
        // The Home page waits in its neutral first state until an open succeeds or fails.
        if (!m_database)
            m_home->setDatabase(nullptr);
        return false;
    }
    useDatabase(std::move(database));
    recordRecentDatabase(); // the one opened before, if it still waits
    m_recentToRecord = m_database->path();
    QTimer::singleShot(RecentDatabaseDelayMs, this, &MainWindow::recordRecentDatabase);
    // A match that was on screen when Dugout closed comes back where it was: only then is the
    // Matches page needed at once.
    if (m_settings.openMatch(m_database->path()) > 0 && matchesPage() &&
        m_matches->isTrackerShown())
        showArea(Area::Matches);
    else
        showArea(Area::Home);
    QStringList news = m_database->notices();
    if (!m_database->migrationBackupPath().isEmpty())
        news << tr("The database was updated; the previous version is kept in %1")
                    .arg(QDir::toNativeSeparators(m_database->migrationBackupPath()));
    if (!news.isEmpty())
        statusBar()->showMessage(news.join(u' '));
    // The page's new content is laid out now, before the window paints: otherwise a paint
    // that comes first (the platform's first expose follows the open) draws it at the old
    // layout, and everything is painted again once the layout catches up (issue 18). Each
    // pass settles one level of nested layouts (a section of the Home page, its digest, the
    // page, the area stack, the window) and posts the next level's request.
    for (int level = 0; level < 6; ++level)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // Opening trusted the record of the last whole close: the full check runs now, in the
    // background, so a damaged file is still found within seconds of the window opening.
    // It starts a moment later, so the first paint and a quick look-and-close pay nothing.
    if (!m_database->wasCheckedAtOpen()) {
        QTimer::singleShot(BackgroundCheckDelayMs, this, [this, path = m_database->path()] {
            if (m_database && m_database->path() == path)
                m_integrityCheck->start(path);
        });
    }
    return true;
}

void MainWindow::useDatabase(std::unique_ptr<Database> database)
{
    // The pages let go of the old database before it closes.
    if (m_teams)
        m_teams->setDatabase(database.get());
    if (m_league)
        m_league->setDatabase(database.get());
    if (m_matches)
        m_matches->setDatabase(database.get());
    if (m_tournaments)
        m_tournaments->setDatabase(database.get());
    if (m_bloodyBall)
        m_bloodyBall->setDatabase(database.get());
    m_home->setDatabase(database.get());
    m_database = std::move(database);
    // A league server is backed up by its administrator, not copied by Dugout.
    m_backupAction->setEnabled(m_database != nullptr && !m_database->isServer());
    const bool server = m_database && m_database->isServer();
    m_accessLabel->setText(server ? ServerRoles::access(*m_database).describe() : QString());
    m_accessLabel->setVisible(server);
    if (server) {
        QSqlDriver *driver = m_database->connection().driver();
        driver->subscribeToNotification(u"dugout_changes"_s);
        connect(driver, &QSqlDriver::notification, this,
                [this](const QString &, QSqlDriver::NotificationSource source,
                       const QVariant &payload) {
                    if (source == QSqlDriver::OtherSource)
                        serverChanged(payload.toString());
                });
    }
    m_importTeamAction->setEnabled(m_database != nullptr);
    m_exportTeamAction->setEnabled(m_database != nullptr);
    updateTitle();
}

std::unique_ptr<Database> MainWindow::recoverFrom(const QString &path, const DatabaseError &error)
{
    const QString title = tr("Cannot open the database");
    if (error.kind == DatabaseError::Kind::Empty) {
        if (!MessageBox::question(this, title, error.message, tr("Make a new database in it")))
            return nullptr;
        DatabaseOpenOptions options;
        options.acceptEmptyFile = true;
        DatabaseError again;
        std::unique_ptr<Database> database = Database::open(path, &again, options);
        if (!database)
            MessageBox::critical(this, title, again.message);
        return database;
    }
    if (error.kind == DatabaseError::Kind::Corrupt && !error.goodBackup.isEmpty()) {
        if (!MessageBox::question(this, title, error.message, tr("Restore the backup")) ||
            !restoreBackup(path, error.goodBackup))
            return nullptr;
        DatabaseError again;
        std::unique_ptr<Database> database = Database::open(path, &again);
        if (!database)
            MessageBox::critical(this, title, again.message);
        return database;
    }
    MessageBox::critical(this, title, error.message);
    return nullptr;
}

bool MainWindow::restoreBackup(const QString &path, const QString &backup)
{
    // The damaged file is closed before it is moved aside.
    if (m_database && QFileInfo(m_database->path()) == QFileInfo(path))
        useDatabase(nullptr);
    QString keptAs;
    QString error;
    if (!BackupRestore::restore(path, backup, &keptAs, &error)) {
        MessageBox::critical(this, tr("Restore the backup"), error);
        return false;
    }
    MessageBox::information(this, tr("Restore the backup"),
                            tr("%1 was restored from %2. The damaged file is kept as %3.")
                                .arg(QDir::toNativeSeparators(path),
                                     QDir::toNativeSeparators(backup),
                                     QDir::toNativeSeparators(keptAs)));
    return true;
}

void MainWindow::integrityChecked(const QString &path, const QStringList &problems)
{
    if (problems.isEmpty() || !m_database || m_database->path() != path)
        return;
    m_database->markDamaged();
    const DatabaseError damage =
        Database::damaged(path, problems.first(), Database::DamageFound::WhileOpen);
    const QString title = tr("The database is damaged");
    if (damage.goodBackup.isEmpty()) {
        MessageBox::critical(this, title, damage.message);
        return;
    }
    if (MessageBox::question(this, title, damage.message, tr("Restore the backup")) &&
        restoreBackup(path, damage.goodBackup))
        openDatabase(path);
}

bool MainWindow::backupDatabaseTo(const QString &path)
{
    QString error;
    if (!m_database || !m_database->backupTo(path, &error)) {
        MessageBox::critical(this, tr("Backup failed"), error);
        return false;
    }
    statusBar()->showMessage(tr("Backed up to %1").arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

void MainWindow::serverChanged(const QString &what)
{
    // Another client's change: the parts it touched are read again, the rest stays in place.
    if (what.startsWith(u"team:"_s)) {
        refreshTeams({what.mid(5).toLongLong()});
    } else if (what.startsWith(u"league"_s) || what == u"season"_s || what == u"division"_s ||
               what == u"season_entry"_s || what == u"fixture"_s || what == u"match"_s) {
        if (m_league)
            m_league->reload();
        m_home->setDatabase(m_database.get());
    } else if (what == u"tracked_match"_s || what == u"match_event"_s) {
        if (m_matches && !m_matches->isTrackerShown())
            m_matches->reload();
    }
}

void MainWindow::chooseServer()
{
    ServerConnectDialog dialog(
        m_database && m_database->isServer() ? m_database->path() : QString(), this);
    if (dialog.exec() == QDialog::Accepted)
        openDatabase(dialog.address());
}

void MainWindow::updateTitle()
{
    if (m_database && m_database->isServer()) {
        const std::optional<ServerAddress> address =
            ServerAddress::parse(m_database->path(), nullptr);
        const QString host = !address || address->host.isEmpty() || address->host.startsWith(u'/')
                                 ? tr("this computer")
                                 : address->host;
        setWindowTitle(tr("%1 on %2 — Dugout").arg(address ? address->database : QString(), host));
        return;
    }
    if (m_database)
        setWindowTitle(tr("%1 — Dugout").arg(QFileInfo(m_database->path()).fileName()));
    else
        setWindowTitle(tr("Dugout"));
}

static QString databaseFilter()
{
    return MainWindow::tr("Dugout databases (*.sqlite *.db);;All files (*)");
}

void MainWindow::chooseNewDatabase()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = QFileDialog::getSaveFileName(this, tr("New database"),
                                                folder + u"/league.sqlite"_s, databaseFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u".sqlite"_s;
    if (QFileInfo::exists(path)) {
        MessageBox::critical(this, tr("New database"),
                             tr("%1 already exists. Use Open database… to open it.")
                                 .arg(QDir::toNativeSeparators(path)));
        return;
    }
    openDatabase(path);
}

void MainWindow::chooseDatabaseToOpen()
{
    const QString folder =
        m_database ? QFileInfo(m_database->path()).absolutePath() : QDir::homePath();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open database"), folder, databaseFilter());
    if (!path.isEmpty())
        openDatabase(path);
}

void MainWindow::chooseBackupFile()
{
    if (!m_database)
        return;
    const QFileInfo current(m_database->path());
    const QString suggestion = current.absolutePath() + u'/' + current.completeBaseName() +
                               u"-backup-"_s + QDate::currentDate().toString(Qt::ISODate) +
                               u".sqlite"_s;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Back up database"), suggestion, databaseFilter());
    if (!path.isEmpty())
        backupDatabaseTo(path);
}

} // namespace dugout
