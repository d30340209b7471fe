#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>
#include <QList>
#include <QPair>

namespace dugout::cli {

// One headless subcommand ("db", "rules", …). The command line builds a parser that already
// knows the global options (--db, --lang, --help), lets the command add its own, parses the
// arguments that follow the command's name, then calls run().
class Command
{
public:
    virtual ~Command() = default;
    virtual QString name() const = 0;
    // One row per form of the command for `dugout --help`: {"db info", "Show …"}.
    virtual QList<QPair<QString, QString>> synopsis() const = 0;
    virtual void addOptions(QCommandLineParser &parser) const = 0;
    virtual int run(const QCommandLineParser &parser, CommandContext &context) = 0;
    // Whether the command paints (fonts need a QGuiApplication); most only read and write data.
    virtual bool needsGui(const QStringList &arguments) const
    {
        Q_UNUSED(arguments);
        return false;
    }
};

} // namespace dugout::cli
