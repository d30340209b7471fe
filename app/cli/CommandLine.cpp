#include "CommandLine.h"

#include "core/storage/Transaction.h"

#include "BloodyBallCommand.h"
#include "DbCommand.h"
#include "DugoutVersion.h"
#include "LeagueCommand.h"
#include "MatchCommand.h"
#include "RulesCommand.h"
#include "ServerCommand.h"
#include "SheetCommand.h"
#include "TeamCommand.h"
#include "TournamentCommand.h"
#include "core/AppIdentity.h"
#include "core/i18n/Language.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

namespace {
const QString DbOption = u"db"_s;
const QString LangOption = u"lang"_s;
} // namespace

CommandLine::CommandLine()
{
    m_commands.push_back(std::make_unique<DbCommand>());
    m_commands.push_back(std::make_unique<RulesCommand>());
    m_commands.push_back(std::make_unique<TeamCommand>());
    m_commands.push_back(std::make_unique<SheetCommand>());
    m_commands.push_back(std::make_unique<LeagueCommand>());
    m_commands.push_back(std::make_unique<MatchCommand>());
    m_commands.push_back(std::make_unique<TournamentCommand>());
    m_commands.push_back(std::make_unique<BloodyBallCommand>());
    m_commands.push_back(std::make_unique<ServerCommand>());
}

CommandLine::~CommandLine() = default;

Command *CommandLine::findCommand(const QString &name) const
{
    for (const auto &command : m_commands) {
        if (command->name() == name)
            return command.get();
    }
    return nullptr;
}

void CommandLine::addGlobalOptions(QCommandLineParser &parser) const
{
    parser.addOption(
        {DbOption, tr("Use the database at <path> instead of the default one."), tr("path")});
    parser.addOption({LangOption, tr("Interface language: en or fr."), tr("language")});
    parser.addHelpOption();
}

Invocation CommandLine::parse(const QStringList &arguments) const
{
    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    addGlobalOptions(parser);
    parser.addVersionOption();

    Invocation invocation;
    if (!parser.parse(arguments)) {
        invocation.mode = Invocation::Mode::Error;
        invocation.error = parser.errorText();
        return invocation;
    }
    invocation.databasePath = parser.value(DbOption);
    invocation.language = parser.value(LangOption);
    const QStringList positional = parser.positionalArguments();
    // --lang may also follow the command; the language must be known before the command runs.
    for (qsizetype i = 1; i < positional.size(); ++i) {
        if (positional.at(i) == u"--lang"_s && i + 1 < positional.size())
            invocation.language = positional.at(i + 1);
        else if (positional.at(i).startsWith(u"--lang="_s))
            invocation.language = positional.at(i).mid(7);
    }
    if (!invocation.language.isEmpty() && !Language::isSupported(invocation.language)) {
        invocation.mode = Invocation::Mode::Error;
        invocation.error = tr("unsupported language '%1' (use en or fr).").arg(invocation.language);
        return invocation;
    }
    if (parser.isSet(DbOption) && invocation.databasePath.isEmpty()) {
        invocation.mode = Invocation::Mode::Error;
        invocation.error = tr("--db needs a file path.");
        return invocation;
    }
    if (parser.isSet(u"help"_s)) {
        invocation.mode = Invocation::Mode::Help;
    } else if (parser.isSet(u"version"_s)) {
        invocation.mode = Invocation::Mode::Version;
    } else if (!positional.isEmpty()) {
        invocation.command = positional.first();
        invocation.commandArguments = positional.mid(1);
        if (findCommand(invocation.command)) {
            invocation.mode = Invocation::Mode::Command;
        } else {
            invocation.mode = Invocation::Mode::Error;
            invocation.error =
                tr("unknown command '%1'. Run 'dugout --help' for the list of commands.")
                    .arg(invocation.command);
        }
    }
    return invocation;
}

bool CommandLine::needsGui(const Invocation &invocation) const
{
    const Command *command =
        invocation.mode == Invocation::Mode::Command ? findCommand(invocation.command) : nullptr;
    return command && command->needsGui(invocation.commandArguments);
}

QString CommandLine::helpText() const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Dugout: Blood Bowl (LRB6) teams, leagues and live match tracking.\n"
           "Without a command, Dugout opens its window."));
    addGlobalOptions(parser);
    parser.addVersionOption();
    parser.addPositionalArgument(u"command"_s, tr("A command to run without a window (see below)."),
                                 tr("[command]"));
    QString text = parser.helpText();
    text += u'\n' + tr("Commands:") + u'\n';
    for (const auto &command : m_commands) {
        const auto rows = command->synopsis();
        for (const auto &[form, summary] : rows)
            text += u"  %1 %2\n"_s.arg(form, -26).arg(summary);
    }
    return text;
}

int CommandLine::run(const Invocation &invocation, QTextStream &out, QTextStream &err) const
{
    switch (invocation.mode) {
    case Invocation::Mode::Help:
        out << helpText() << Qt::flush;
        return Success;
    case Invocation::Mode::Version:
        out << "Dugout " << DUGOUT_VERSION << Qt::endl;
        return Success;
    case Invocation::Mode::Error:
        err << "dugout: " << invocation.error << Qt::endl;
        return UsageError;
    case Invocation::Mode::Command:
        return runCommand(invocation, out, err);
    case Invocation::Mode::Gui:
        break;
    }
    return Success;
}

int CommandLine::runCommand(const Invocation &invocation, QTextStream &out, QTextStream &err) const
{
    Command *command = findCommand(invocation.command);
    QCommandLineParser parser;
    addGlobalOptions(parser);
    command->addOptions(parser);
    if (!parser.parse(QStringList{u"dugout "_s + command->name()} + invocation.commandArguments)) {
        err << "dugout: " << parser.errorText() << Qt::endl;
        return UsageError;
    }
    if (parser.isSet(u"help"_s)) {
        out << parser.helpText() << Qt::flush;
        return Success;
    }
    QString databasePath =
        parser.isSet(DbOption) ? parser.value(DbOption) : invocation.databasePath;
    if (databasePath.isEmpty())
        databasePath = defaultDatabasePath();
    CommandContext context(out, err, databasePath);
    // A script run beside the window waits for it rather than failing; say so on stderr.
    Transaction::setWaitReporter([&err](int attempt) {
        err << "dugout: "
            << tr("another program is writing to the database; waiting (%1 of %2)…")
                   .arg(attempt)
                   .arg(Transaction::BusyRetries)
            << Qt::endl;
    });
    const auto forget = qScopeGuard([] { Transaction::setWaitReporter({}); });
    return command->run(parser, context);
}

} // namespace dugout::cli
