// Dugout's entry point: a window by default, a headless command when one is named.
#include "cli/CommandLine.h"
#include "core/AppIdentity.h"
#include "core/i18n/Language.h"
#include "core/settings/Settings.h"
#include "views/MainWindow.h"

#include <QApplication>
#include <QGuiApplication>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

QStringList argumentsOf(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return arguments;
}

int runHeadless(int argc, char *argv[], const QStringList &arguments, bool paints)
{
    // A command that paints (the team sheet) needs fonts, hence a QGuiApplication; without a
    // display it runs on the offscreen platform.
    if (paints && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") &&
        qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> application =
        paints ? std::make_unique<QGuiApplication>(argc, argv)
               : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    dugout::setApplicationIdentity();
    dugout::cli::CommandLine commandLine;
    const dugout::cli::Invocation first = commandLine.parse(arguments);
    dugout::Settings settings;
    dugout::Language::install(app, dugout::Language::resolve(first.language, settings.language()));
    // Parse again now that messages can be translated.
    const dugout::cli::Invocation invocation = commandLine.parse(arguments);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return commandLine.run(invocation, out, err);
}

int runGui(int argc, char *argv[], const dugout::cli::Invocation &invocation)
{
    QApplication app(argc, argv);
    dugout::setApplicationIdentity();
    // Names the installed desktop entry (packaging/), so a Wayland compositor shows its icon and
    // name.
    QGuiApplication::setDesktopFileName(u"org.dugout.Dugout"_s);
    dugout::Settings settings;
    dugout::Language::install(app,
                              dugout::Language::resolve(invocation.language, settings.language()));

    dugout::MainWindow window(settings);
    const QString path =
        invocation.databasePath.isEmpty() ? dugout::defaultDatabasePath() : invocation.databasePath;
    window.show();
    // Benchmark hook for tests/bench/bench_startup (issue 18; README, `make bench`), not a user
    // option: "1" writes "first paint" on stdout once the window is first painted and quits
    // after the open; "content" writes "database shown" once the database's content is painted,
    // and quits. Start-up to each can then be timed from outside the process.
    const QString benchmark = qEnvironmentVariable("DUGOUT_QUIT_AFTER_FIRST_PAINT");
    const auto announce = [](const char *line) {
        std::fputs(line, stdout);
        std::fflush(stdout);
    };
    QTimer::singleShot(0, &window, [&window, path, benchmark, announce] {
        // The window is painted before the database is opened (issue 18: opening and reading
        // what is under way no longer delays the window, whatever the size of the league or
        // the speed of the disk); the Home page fills in at once after. Opening here, inside
        // the event loop, also gives a refusal dialog a window to sit on.
        window.repaint();
        if (benchmark == u"1"_s) {
            announce("first paint\n");
            QCoreApplication::quit();
        }
        window.openDatabase(path);
        if (benchmark == u"content"_s) {
            // Once what the open posted has run, and the parts it changed are painted, as the
            // event loop paints them (the dirty region only, not the whole window again).
            QTimer::singleShot(0, &window, [&window, announce] {
                QCoreApplication::sendPostedEvents(&window, QEvent::UpdateRequest);
                announce("database shown\n");
                QCoreApplication::quit();
            });
        }
        // The icon is an SVG: reading it loads Qt's SVG icon engine and its library, which the
        // first screen does not draw (issue 18). It is given after what the open posted (the
        // Home page's content); the desktop shows it a moment later.
        QTimer::singleShot(0, &window,
                           [] { QApplication::setWindowIcon(QIcon(u":/icons/dugout.svg"_s)); });
    });
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    const QStringList arguments = argumentsOf(argc, argv);
    const dugout::cli::Invocation invocation = dugout::cli::CommandLine().parse(arguments);
    if (invocation.mode != dugout::cli::Invocation::Mode::Gui)
        return runHeadless(argc, argv, arguments, dugout::cli::CommandLine().needsGui(invocation));
    return runGui(argc, argv, invocation);
}
