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
    QApplication::setWindowIcon(QIcon(u":/icons/dugout.svg"_s));
    // Names the installed desktop entry (packaging/), so a Wayland compositor shows its icon and
    // name.
    QGuiApplication::setDesktopFileName(u"org.dugout.Dugout"_s);
    dugout::Settings settings;
    dugout::Language::install(app,
                              dugout::Language::resolve(invocation.language, settings.language()));

    dugout::MainWindow window(settings);
    window.show();
    const QString path =
        invocation.databasePath.isEmpty() ? dugout::defaultDatabasePath() : invocation.databasePath;
    // Open once the event loop runs, so a refusal dialog has a window to sit on.
    QTimer::singleShot(0, &window, [&window, path] {
        window.openDatabase(path);
        // Benchmark hook for tests/bench/bench_startup (issue 18; README, `make bench`), not a
        // user option: once what the open posted has run, paint the window, say so on stdout
        // and quit, so start-up to first paint can be timed from outside the process.
        if (qEnvironmentVariable("DUGOUT_QUIT_AFTER_FIRST_PAINT") == u"1"_s) {
            QTimer::singleShot(0, &window, [&window] {
                window.repaint();
                std::fputs("first paint\n", stdout);
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
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
