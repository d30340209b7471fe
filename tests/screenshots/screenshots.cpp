// Renders the main windows offscreen to PNG files, for the README and for looking at them:
//   dugout_screenshots LANG OUTPUT_DIR
#include "BloodyBallScreenshots.h"
#include "ForgeScreenshots.h"
#include "KnockoutScreenshots.h"
#include "LeagueScreenshots.h"
#include "MatchScreenshots.h"
#include "ProgressionScreenshots.h"
#include "TeamScreenshots.h"
#include "TeamTournamentScreenshots.h"
#include "TournamentScreenshots.h"
#include "core/i18n/Language.h"
#include "core/settings/Settings.h"
#include "views/MainWindow.h"
#include "views/help/GuideDialog.h"
#include "views/rulebook/RosterBrowser.h"
#include "views/rulebook/RulebookPage.h"
#include "views/rulebook/SkillBrowser.h"
#include "views/team/PlayerNames.h"

#include <QApplication>
#include <QDateEdit>
#include <QDir>
#include <QLockFile>
#include <QTranslator>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // The same player names on every run, so two runs give the same pictures and a change
    // shows up as a changed PNG, not as noise.
    dugout::PlayerNames::useSeed(1);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() != 3) {
        fprintf(stderr, "usage: dugout_screenshots en|fr OUTPUT_DIR\n");
        return 2;
    }
    const QString language = arguments.at(1);
    const QDir output(arguments.at(2));
    QDir().mkpath(output.absolutePath());
    dugout::Language::install(app, language);
    // A translation not merged into translations/ yet (an engineer's strings before the lead
    // merges them), to look at the screens in French first.
    if (const QString extra = qEnvironmentVariable("DUGOUT_EXTRA_QM"); !extra.isEmpty()) {
        auto *translator = new QTranslator(&app);
        if (translator->load(extra))
            app.installTranslator(translator);
    }

    // A folder of fixed name, not a QTemporaryDir: the home page shows the database's path, and
    // a random folder name made two runs give a different home page. The lock keeps two runs at
    // the same time (English and French) from sharing the folder: the second waits.
    const QString folder = QDir::temp().filePath(u"dugout-screenshots"_s);
    QLockFile lock(folder + u".lock"_s);
    lock.setStaleLockTime(0);
    if (!lock.lock()) {
        fprintf(stderr, "dugout_screenshots: cannot lock %s.lock\n", qPrintable(folder));
        return 1;
    }
    QDir(folder).removeRecursively();
    QDir().mkpath(folder);
    // Removes the folder when main returns, after the window (declared later) closed the file.
    struct RemoveFolder
    {
        QString path;
        ~RemoveFolder() { QDir(path).removeRecursively(); }
    } removeFolder{folder};
    const QDir dir(folder);
    dugout::Settings settings(dir.filePath(u"settings.ini"_s));
    dugout::MainWindow window(settings);
    window.resize(1366, 768);
    window.show();
    window.openDatabase(dir.filePath(u"dugout.sqlite"_s));

    // The New tournament form starts on today's date: a fixed one, so a run on another day gives
    // the same pictures.
    window.showArea(dugout::MainWindow::Area::Tournaments);
    if (auto *date = window.findChild<QDateEdit *>(u"newTournamentDate"_s))
        date->setDate(QDate(2026, 11, 27));

    // A selection a reader would make, so no panel is empty: the Human roster, Block.
    auto *rulebook = window.rulebookPage();
    if (rulebook) {
        rulebook->rosters()->selectRoster(u"human"_s);
        rulebook->skills()->selectSkill(u"block"_s);
    }

    const QList<QPair<dugout::MainWindow::Area, QString>> areas = {
        {dugout::MainWindow::Area::Home, u"home"_s},
        {dugout::MainWindow::Area::Teams, u"teams"_s},
        {dugout::MainWindow::Area::Rulebook, u"rulebook"_s},
    };
    for (const auto &[area, name] : areas) {
        window.showArea(area);
        QCoreApplication::processEvents();
        const QString file = output.filePath(u"%1-%2.png"_s.arg(name, language));
        if (!window.grab().save(file))
            return 1;
        printf("%s\n", qPrintable(file));
    }

    // The built-in guide (F1) as it opens over the Matches area.
    window.showArea(dugout::MainWindow::Area::Matches);
    {
        dugout::GuideDialog guide(dugout::MainWindow::Area::Matches, &window);
        guide.show();
        QCoreApplication::processEvents();
        const QString file = output.filePath(u"guide-%1.png"_s.arg(language));
        if (!guide.grab().save(file))
            return 1;
        printf("%s\n", qPrintable(file));
    }

    // DUGOUT_SCREENSHOTS_ONLY=team-tournament: only that capture, to look at one screen quickly.
    if (qEnvironmentVariable("DUGOUT_SCREENSHOTS_ONLY") == u"team-tournament"_s)
        return captureTeamTournamentScreenshots(window, output, language) ? 0 : 1;
    // DUGOUT_SCREENSHOTS_ONLY=progression: the pools and progression captures only.
    if (qEnvironmentVariable("DUGOUT_SCREENSHOTS_ONLY") == u"progression"_s)
        return captureProgressionScreenshots(window, output, language) ? 0 : 1;
    if (!rulebook)
        return 1;
    using Tab = dugout::RulebookPage::Tab;
    const QList<QPair<Tab, QString>> tabs = {
        {Tab::Rosters, u"rosters"_s},
        {Tab::Skills, u"skills"_s},
        {Tab::StarPlayers, u"star-players"_s},
        {Tab::Inducements, u"inducements"_s},
        {Tab::Tables, u"tables"_s},
        {Tab::SpecialPlayCards, u"special-play-cards"_s},
    };
    window.showArea(dugout::MainWindow::Area::Rulebook);
    for (const auto &[tab, name] : tabs) {
        rulebook->showTab(tab);
        QCoreApplication::processEvents();
        const QString file = output.filePath(u"rulebook-%1-%2.png"_s.arg(name, language));
        if (!window.grab().save(file))
            return 1;
        printf("%s\n", qPrintable(file));
    }
    if (!captureTeamScreenshots(window, output, language))
        return 1;
    if (!captureLeagueScreenshots(window, output, language))
        return 1;
    if (!captureMatchScreenshots(window, output, language))
        return 1;
    if (!captureForgeScreenshots(window, output, language))
        return 1;
    if (!captureTournamentScreenshots(window, output, language))
        return 1;
    if (!captureKnockoutScreenshots(window, output, language))
        return 1;
    if (!captureTeamTournamentScreenshots(window, output, language))
        return 1;
    if (!captureBloodyBallScreenshots(window, output, language))
        return 1;
    if (!captureProgressionScreenshots(window, output, language))
        return 1;
    return 0;
}
