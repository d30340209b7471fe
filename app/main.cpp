// Dugout's entry point: a window by default, a headless command when one is named.
#include "StartupBenchmark.h"
#include "cli/CommandLine.h"
#include "core/AppIdentity.h"
#include "core/i18n/Language.h"
#include "core/settings/Settings.h"
#include "views/MainWindow.h"

#include <QApplication>
#include <QGuiApplication>
#include <QTimer>

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
    dugout::StartupBenchmark benchmark(&window);
    window.show();
    QTimer::singleShot(0, &window, [&window, &benchmark, path] {
        // Opened in the first pass of the event loop, which also gives a refusal dialog a
        // window to sit on. The platform exposes the window after that pass, so its first paint
        // already shows the Home page's content: one layout and one paint, not a bare window
        // first and the page again a moment later (the open reads a few bounded queries,
        // whatever the size of the league; issue 18).
        window.openDatabase(path);
        benchmark.databaseOpened();
        // The icon is an SVG: reading it loads Qt's SVG icon engine and its library, which the
        // first screen does not draw (issue 18). It is given after the open; the desktop shows
        // it a moment later.
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
