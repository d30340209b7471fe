#include "MainWindow.h"

#include "DugoutVersion.h"
#include "MessageBox.h"
#include "bloodyball/BloodyBallPage.h"
#include "core/demo/DemoLeague.h"
#include "core/log/Logging.h"
#include "core/match/Match.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/BackgroundIntegrityCheck.h"
#include "core/storage/Database.h"
#include "core/storage/Migrations.h"
#include "core/storage/Transaction.h"
#include "help/GuideDialog.h"
#include "help/ShortcutsDialog.h"
#include "league/LeaguePage.h"
#include "league/MatchReportDialog.h"
#include "league/result/RecordResultDialog.h"
#include "match/MatchesPage.h"
#include "match/TrackedResultRecorder.h"
#include "models/Palette.h"
#include "odds/OddsCalculatorDialog.h"
#include "pages/HomePage.h"
#include "pages/PlaceholderPage.h"
#include "rulebook/RulebookPage.h"
#include "session/BloodyBallSession.h"
#include "team/TeamActions.h"
#include "team/TeamView.h"
#include "team/TeamsPage.h"
#include "tournament/TournamentsPage.h"
#include "widgets/RememberedSizeDelegate.h"
#include "window/WindowPlacement.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoGroup>
#include <QWhatsThis>

using namespace Qt::StringLiterals;

namespace dugout {

MainWindow::MainWindow(Settings &settings, QWidget *parent)
    : QMainWindow(parent), m_settings(settings), m_undoGroup(new QUndoGroup(this))
{
    setObjectName(u"mainWindow"_s);
    m_integrityCheck = new BackgroundIntegrityCheck(this);
    // A change waits while another program writes; the status line says so at once (a
    // repaint, not an event loop, so nothing else runs in the middle of the change).
    Transaction::setWaitReporter([this](int attempt) {
        statusBar()->showMessage(
            tr("Another program is writing to the database; waiting (%1 of %2)…")
                .arg(attempt)
                .arg(Transaction::BusyRetries));
        statusBar()->repaint();
    });
    connect(m_integrityCheck, &BackgroundIntegrityCheck::finished, this,
            &MainWindow::integrityChecked);
    createCentralArea();
    createActions();
    m_accessLabel = new QLabel(this);
    m_accessLabel->setObjectName(u"accessLabel"_s);
    m_accessLabel->setVisible(false);
    statusBar()->addPermanentWidget(m_accessLabel);
    m_placement = new WindowPlacement(this, m_settings);
    updateTitle();
}

MainWindow::~MainWindow()
{
    recordRecentDatabase();
    Transaction::setWaitReporter({});
}

void MainWindow::createCentralArea()
{
    m_navigation = new QListWidget(this);
    m_navigation->setObjectName(u"navigation"_s);
    m_navigation->setWhatsThis(tr("Dugout's areas. Click one to go there; F1 opens the guide of "
                                  "the area on screen: what it is for and the first three "
                                  "things to do."));
    QFont navigationFont = m_navigation->font();
    navigationFont.setPointSizeF(navigationFont.pointSizeF() *
                                 Palette::factor(Palette::Text::Figures));
    m_navigation->setFont(navigationFont);
    m_navigation->setSpacing(3);
    m_navigation->setItemDelegate(new RememberedSizeDelegate(m_navigation));

    m_stack = new QStackedWidget(this);
    m_stack->setObjectName(u"areaStack"_s);

    m_home = new HomePage(this);
    connect(m_home, &HomePage::rulebookRequested, this, [this] { showArea(Area::Rulebook); });
    connect(m_home, &HomePage::teamsRequested, this, [this] {
        showArea(Area::Teams);
        if (TeamsPage *teams = teamsPage())
            teams->newTeam();
    });
    connect(m_home, &HomePage::newDatabaseRequested, this, &MainWindow::chooseNewDatabase);
    connect(m_home, &HomePage::openDatabaseRequested, this, &MainWindow::chooseDatabaseToOpen);
    connect(m_home, &HomePage::demoRequested, this, &MainWindow::openDemoLeague);
    connect(m_home, &HomePage::resumeMatchRequested, this, [this](qint64 trackedMatchId) {
        showArea(Area::Matches);
        if (MatchesPage *matches = matchesPage())
            matches->resumeMatch(trackedMatchId);
    });
    connect(m_home, &HomePage::leagueRequested, this, [this](qint64 leagueId) {
        showArea(Area::League);
        if (LeaguePage *league = leaguePage())
            league->showLeague(leagueId);
    });
    connect(m_home, &HomePage::teamRequested, this, [this](qint64 teamId) {
        showArea(Area::Teams);
        if (TeamsPage *teams = teamsPage())
            teams->showTeam(teamId);
    });

    // Only Home is built now: the other pages read the ruleset or the database, which costs
    // most of the start-up with a large league. An empty widget holds each place in the stack.
    addArea(Area::Home, tr("Home"), m_home);
    addArea(Area::Teams, tr("Teams"), nullptr);
    addArea(Area::League, tr("League"), nullptr);
    addArea(Area::Matches, tr("Matches"), nullptr);
    addArea(Area::Tournaments, tr("Tournaments"), nullptr);
    addArea(Area::Rulebook, tr("Rulebook"), nullptr);
    addArea(Area::BloodyBall, tr("Bloody Ball"), nullptr);

    // As wide as the longest area name, in the language shown: every pixel more is taken from
    // the pages, which need it at 1366×768.
    m_navigation->setFixedWidth(m_navigation->sizeHintForColumn(0) +
                                2 * m_navigation->frameWidth() + 2 * m_navigation->spacing() + 16);
    m_navigation->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    connect(m_navigation, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0)
            return;
        buildPage(static_cast<Area>(row));
        // Home reads what is under way again each time it comes back: a match tracked, a
        // result confirmed or a team created elsewhere shows there at once.
        if (static_cast<Area>(row) == Area::Home && m_stack->currentIndex() != row)
            m_home->setDatabase(m_database.get());
        m_stack->setCurrentIndex(row);
    });
    m_navigation->setCurrentRow(0);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_navigation);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    // Without explicit sizes the splitter gives the list more than its width and leaves the
    // difference as an empty band beside it.
    splitter->setSizes({m_navigation->width(), 1000});
    setCentralWidget(splitter);
}

QWidget *MainWindow::createTournamentsPage()
{
    if (std::shared_ptr<const Ruleset> ruleset = RulesetLoader::builtIn()) {
        m_tournaments = new TournamentsPage(ruleset, this);
        return m_tournaments;
    }
    auto *page = new PlaceholderPage(tr("Tournaments"),
                                     tr("Open tournaments: registration, swiss rounds paired "
                                        "exactly, results, standings and the NAF report."),
                                     this);
    page->setObjectName(u"tournamentsPage"_s);
    return page;
}

QWidget *MainWindow::createRulebookPage()
{
    QStringList errors;
    if (std::shared_ptr<const Ruleset> ruleset = RulesetLoader::builtIn(&errors))
        return m_rulebook = new RulebookPage(ruleset, this);
    // The test suite rules this out; should it happen, the rest of the window still works.
    qCWarning(lcRules) << "the built-in ruleset did not load:" << errors;
    return new PlaceholderPage(tr("Rulebook"),
                               tr("Browse the LRB6 rosters, skills, star players, inducements, "
                                  "tables and special play cards, in English and French."),
                               this);
}

QWidget *MainWindow::createTeamsPage()
{
    if (std::shared_ptr<const Ruleset> ruleset = RulesetLoader::builtIn())
        return m_teams = new TeamsPage(ruleset, m_undoGroup, this);
    return new PlaceholderPage(
        tr("Teams"),
        tr("Build a team within 1,000,000 gold, manage it between matches "
           "(treasury, team value, star player points, advancement, injuries) "
           "and print its team sheet."),
        this);
}

QWidget *MainWindow::createLeaguePage()
{
    if (std::shared_ptr<const Ruleset> ruleset = RulesetLoader::builtIn()) {
        m_league = new LeaguePage(ruleset, m_undoGroup, this);
        connect(m_league, &LeaguePage::teamsChanged, this, &MainWindow::refreshTeams);
        m_league->setResultRecorder([this, ruleset](const League &league, const Fixture &fixture) {
            return m_database &&
                   RecordResultDialog::recordFor(ruleset, *m_database, league, fixture, this);
        });
        return m_league;
    }
    return new PlaceholderPage(
        tr("League"),
        tr("Run a league: seasons, schedules, results, the post-match sequence "
           "and the standings, with the league's optional rules."),
        this);
}

QWidget *MainWindow::createMatchesPage()
{
    if (std::shared_ptr<const Ruleset> ruleset = RulesetLoader::builtIn()) {
        m_matches = new MatchesPage(ruleset, &m_settings, this);
        m_matches->setPostMatchHandler([this, ruleset](qint64 trackedMatchId, const Match &match) {
            QString error;
            if (!m_database)
                return;
            if (TrackedResultRecorder::record(ruleset, *m_database, trackedMatchId, this, &error)) {
                refreshTeams({match.setup().home.id, match.setup().away.id});
                if (m_league)
                    m_league->reload();
                m_matches->reload();
            } else if (!error.isEmpty()) {
                MessageBox::critical(this, tr("Post-match sequence"), error);
            }
        });
        // The report of the confirmed result, read from the league it went to.
        connect(m_matches, &MatchesPage::showMatchReportRequested, this,
                [this](qint64 resultMatchId, qint64) { showMatchReport(resultMatchId); });
        return m_matches;
    }
    return new PlaceholderPage(
        tr("Matches"),
        tr("Follow a match played on a physical board, turn by turn, while "
           "Dugout enforces the rules; the result goes straight into the league."),
        this);
}

bool MainWindow::openDemoLeague()
{
    // One demo per interface language: its league, season and commissioner are written in the
    // language of the day it is built, so a French user never opens an English demo made earlier.
    const QString file = QLocale().language() == QLocale::French ? u"dugout-demo-fr.sqlite"_s
                                                                 : u"dugout-demo.sqlite"_s;
    const QString path =
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(file);
    // The demo is another database file: say which, and that the one open stays as it is,
    // before switching (it used to switch silently, even away from a database given by --db).
    const QString current = m_database ? QDir::toNativeSeparators(m_database->path()) : QString();
    const QString question =
        (current.isEmpty() ? tr("The demo league is kept in its own database file:\n%1\n\nOpen it?")
                                 .arg(QDir::toNativeSeparators(path))
                           : tr("The demo league is kept in its own database file:\n%1\n\nDugout "
                                "will switch to it. "
                                "%2 stays as it is (everything in it is saved); File → Open recent "
                                "brings it back.")
                                 .arg(QDir::toNativeSeparators(path), current));
    if (!MessageBox::question(this, tr("Demo league"), question, tr("Open the demo league")))
        return false;
    if (!QFileInfo::exists(path)) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        DatabaseError error;
        std::unique_ptr<Database> demo = Database::open(path, &error);
        const std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
        QString reason = error.message;
        if (!demo || !rules || DemoLeague::create(*demo, *rules, &reason) == 0) {
            demo.reset();
            QFile::remove(path);
            MessageBox::critical(this, tr("Demo league"),
                                 tr("The demo league could not be created: %1").arg(reason));
            return false;
        }
    }
    if (!openDatabase(path))
        return false;
    showArea(Area::League);
    // The title names the file; the status line says where it is, until something replaces it.
    statusBar()->showMessage(tr("Demo league: %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

MatchReportDialog *MainWindow::showMatchReport(qint64 matchId)
{
    const std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
    if (!m_database || !rules)
        return nullptr;
    return MatchReportDialog::showReport(*m_database, rules, matchId, this);
}

void MainWindow::refreshTeams(const QList<qint64> &teamIds)
{
    // Only the teams a result changed: their rows, and their documents when open, stay in
    // place; other open teams keep their undo history.
    if (m_teams)
        m_teams->refreshTeams(teamIds);
    m_home->setDatabase(m_database.get());
}

void MainWindow::addArea(Area area, const QString &name, QWidget *page)
{
    Q_ASSERT(m_stack->count() == static_cast<int>(area));
    m_navigation->addItem(name);
    m_built << (page != nullptr);
    m_stack->addWidget(page ? page : new QWidget(this));
}

bool MainWindow::isBuilt(Area area) const
{
    return m_built.value(static_cast<int>(area));
}

void MainWindow::buildPage(Area area)
{
    const int index = static_cast<int>(area);
    if (m_built.value(index, true))
        return;
    m_built[index] = true;
    QWidget *page = nullptr;
    switch (area) {
    case Area::Teams:
        page = createTeamsPage();
        break;
    case Area::League:
        page = createLeaguePage();
        break;
    case Area::Matches:
        page = createMatchesPage();
        break;
    case Area::Rulebook:
        page = createRulebookPage();
        break;
    case Area::BloodyBall:
        page = createBloodyBallPage();
        break;
    case Area::Tournaments:
        page = createTournamentsPage();
        break;
    case Area::Home:
        return;
    }
    const bool current = m_stack->currentIndex() == index;
    QWidget *standIn = m_stack->widget(index);
    m_stack->insertWidget(index, page);
    m_stack->removeWidget(standIn);
    delete standIn;
    if (current)
        m_stack->setCurrentIndex(index);
    // A page starts on the database already open.
    if (m_database) {
        if (area == Area::Teams && m_teams)
            m_teams->setDatabase(m_database.get());
        if (area == Area::League && m_league)
            m_league->setDatabase(m_database.get());
        if (area == Area::Matches && m_matches)
            m_matches->setDatabase(m_database.get());
        if (area == Area::Tournaments && m_tournaments)
            m_tournaments->setDatabase(m_database.get());
        if (area == Area::BloodyBall && m_bloodyBall)
            m_bloodyBall->setDatabase(m_database.get());
    }
    if (area == Area::Teams && m_teams && m_fileMenu) {
        // Printing is about the team on screen: its actions join the File menu with the page.
        m_fileMenu->insertSeparator(m_quitSeparator);
        m_fileMenu->insertAction(m_quitSeparator, m_teams->teamView()->actions()->print);
        m_fileMenu->insertAction(m_quitSeparator, m_teams->teamView()->actions()->preview);
        m_fileMenu->insertAction(m_quitSeparator, m_teams->teamView()->actions()->exportPdf);
    }
}

TeamsPage *MainWindow::teamsPage()
{
    buildPage(Area::Teams);
    return m_teams;
}

LeaguePage *MainWindow::leaguePage()
{
    buildPage(Area::League);
    return m_league;
}

MatchesPage *MainWindow::matchesPage()
{
    buildPage(Area::Matches);
    return m_matches;
}

RulebookPage *MainWindow::rulebookPage()
{
    buildPage(Area::Rulebook);
    return m_rulebook;
}

BloodyBallPage *MainWindow::bloodyBallPage()
{
    buildPage(Area::BloodyBall);
    return m_bloodyBall;
}

QWidget *MainWindow::createBloodyBallPage()
{
    // Bloody Ball keeps the game under way in a file of its own (core/bloodyball/
    // BloodyGameFile.h); its teams and finished games go to the league database.
    m_bloodyBall = new BloodyBallPage(BloodyBallSession::defaultPath(), this);
    return m_bloodyBall;
}

void MainWindow::createActions()
{
    QMenu *file = m_fileMenu = menuBar()->addMenu(tr("&File"));
    file->setObjectName(u"fileMenu"_s);
    QAction *newAction =
        file->addAction(tr("&New database…"), this, &MainWindow::chooseNewDatabase);
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction =
        file->addAction(tr("&Open database…"), this, &MainWindow::chooseDatabaseToOpen);
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
    QAction *connectAction =
        file->addAction(tr("Connect to a league &server…"), this, &MainWindow::chooseServer);
    connectAction->setObjectName(u"connectServerAction"_s);
    file->addSeparator();
    m_backupAction = file->addAction(tr("&Back up database…"), this, &MainWindow::chooseBackupFile);
    m_backupAction->setObjectName(u"backupAction"_s);
    m_backupAction->setEnabled(false);
    file->addSeparator();
    // A team travels as a JSON file, the same as `dugout team export` and `team import`.
    m_importTeamAction = file->addAction(tr("&Import team…"), this, [this] {
        showArea(Area::Teams);
        if (TeamsPage *teams = teamsPage())
            teams->chooseImportFile();
    });
    m_importTeamAction->setObjectName(u"importTeamAction"_s);
    m_importTeamAction->setEnabled(false);
    m_exportTeamAction = file->addAction(tr("E&xport team…"), this, [this] {
        showArea(Area::Teams);
        if (TeamsPage *teams = teamsPage())
            teams->chooseExportFile();
    });
    m_exportTeamAction->setObjectName(u"exportTeamAction"_s);
    m_exportTeamAction->setEnabled(false);
    m_quitSeparator = file->addSeparator();
    QAction *quitAction = file->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_undoGroup->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undoGroup->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    // Help where it is needed (issue 22.5): F1 opens the guide of the area on screen, Shift+F1
    // then a click explains a control (the tracker's controls carry What's This texts).
    QAction *guide = help->addAction(tr("&Guide to this area"), this, &MainWindow::showGuide);
    guide->setObjectName(u"guideAction"_s);
    guide->setShortcut(QKeySequence::HelpContents);
    QAction *whatsThis = QWhatsThis::createAction(this);
    whatsThis->setText(tr("&What's This?"));
    whatsThis->setObjectName(u"whatsThisAction"_s);
    help->addAction(whatsThis);
    QAction *shortcuts =
        help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    shortcuts->setObjectName(u"shortcutsAction"_s);
    shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F1));
    QAction *odds = help->addAction(tr("&Odds calculator…"), this, [this] {
        OddsCalculatorDialog dialog(this);
        dialog.exec();
    });
    odds->setObjectName(u"oddsCalculatorAction"_s);
    QAction *about = help->addAction(tr("&About Dugout"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::showArea(Area area)
{
    m_navigation->setCurrentRow(static_cast<int>(area));
}

MainWindow::Area MainWindow::currentArea() const
{
    return static_cast<Area>(m_stack->currentIndex());
}

void MainWindow::showGuide()
{
    GuideDialog dialog(currentArea(), this);
    dialog.exec();
}

void MainWindow::showShortcuts()
{
    ShortcutsDialog dialog(this);
    dialog.exec();
}

void MainWindow::showAbout()
{
    const QString database =
        m_database ? tr("Database: %1<br>Schema version: %2")
                         .arg(QDir::toNativeSeparators(m_database->path()).toHtmlEscaped())
                         .arg(m_database->schemaVersion())
                   : tr("No database is open.");
    QMessageBox::about(
        this, tr("About Dugout"),
        tr("<h3>Dugout %1</h3>"
           "<p>Blood Bowl teams, leagues and live match tracking under the LRB6 rules.</p>"
           "<p>Qt %2</p><p>%3</p>")
            .arg(QStringLiteral(DUGOUT_VERSION), QString::fromLatin1(qVersion()), database));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    recordRecentDatabase();
    m_placement->saveNow();
    event->accept();
}

} // namespace dugout
