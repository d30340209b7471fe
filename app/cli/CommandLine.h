#pragma once

#include "Command.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <vector>

namespace dugout::cli {

// What the arguments ask for, decided before any application object exists so that main()
// can create a QApplication only when a window is wanted.
struct Invocation
{
    enum class Mode { Gui, Command, Help, Version, Error };
    Mode mode = Mode::Gui;
    QString databasePath; // empty: the default embedded database
    QString language;     // empty: setting or system locale
    QString command;      // with Mode::Command
    QStringList commandArguments;
    QString error; // with Mode::Error
};

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    CommandLine();
    ~CommandLine();

    // `arguments` includes the program name, as QCoreApplication::arguments() does.
    Invocation parse(const QStringList &arguments) const;
    // Handles every mode but Gui; returns the process exit code.
    int run(const Invocation &invocation, QTextStream &out, QTextStream &err) const;
    QString helpText() const;
    // Whether running `invocation` needs a QGuiApplication rather than a QCoreApplication.
    bool needsGui(const Invocation &invocation) const;

private:
    Command *findCommand(const QString &name) const;
    void addGlobalOptions(QCommandLineParser &parser) const;
    int runCommand(const Invocation &invocation, QTextStream &out, QTextStream &err) const;

    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace dugout::cli
