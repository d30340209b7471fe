#pragma once

#include "CommandContext.h"

#include <QCommandLineParser>
#include <QStringList>

#include <utility>

namespace dugout::cli {

// What every command checks the same way in its arguments: an id typed on the command line, and
// an option given to an action it does not belong to.
class CommandArguments
{
    Q_DECLARE_TR_FUNCTIONS(CommandArguments)

public:
    // Each option of a command with the actions it goes with: {"csv", {"standings"}}.
    using OptionOwners = QList<std::pair<QString, QStringList>>;

    // The positive whole number `text` spells, or 0 when it spells none (ids start at 1). The
    // caller says what it expected, in its own words.
    static qint64 positiveId(const QString &text);

    // Success, or a usage error naming the actions an option goes with when it was given to
    // another one: a mistake worth saying, not ignoring ("--csv goes with 'league standings'").
    static int checkOptionOwners(const QCommandLineParser &parser, const QString &command,
                                 const QString &action, const OptionOwners &owners,
                                 CommandContext &context);

    // Success when exactly one of `options` is given; otherwise a usage error saying `oneOf`.
    static int exactlyOne(const QCommandLineParser &parser, const QStringList &options,
                          const QString &oneOf, CommandContext &context);
    // Success unless `option` is given without `needed` ("--a goes with --b.").
    static int needs(const QCommandLineParser &parser, const QString &option, const QString &needed,
                     CommandContext &context);
    // Each text as a positive id, in order. The first text that spells no id is a usage error:
    // "'x' is not `what`."
    static int ids(const QStringList &texts, const QString &what, CommandContext &context,
                   QList<qint64> *ids);
};

} // namespace dugout::cli
