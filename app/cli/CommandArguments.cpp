#include "CommandArguments.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout::cli {

qint64 CommandArguments::positiveId(const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    return ok && id > 0 ? id : 0;
}

int CommandArguments::checkOptionOwners(const QCommandLineParser &parser, const QString &command,
                                        const QString &action, const OptionOwners &owners,
                                        CommandContext &context)
{
    for (const auto &[option, actions] : owners) {
        if (!parser.isSet(option) || actions.contains(action))
            continue;
        QStringList forms;
        for (const QString &owner : actions)
            forms << tr("'%1'").arg(command + u' ' + owner);
        const QString list =
            forms.size() == 1
                ? forms.first()
                : tr("%1 and %2").arg(forms.mid(0, forms.size() - 1).join(u", "_s), forms.last());
        return context.fail(tr("--%1 goes with %2 only.").arg(option, list), UsageError);
    }
    return Success;
}

int CommandArguments::exactlyOne(const QCommandLineParser &parser, const QStringList &options,
                                 const QString &oneOf, CommandContext &context)
{
    const auto given =
        std::count_if(options.cbegin(), options.cend(),
                      [&parser](const QString &option) { return parser.isSet(option); });
    return given == 1 ? Success : context.fail(oneOf, UsageError);
}

int CommandArguments::needs(const QCommandLineParser &parser, const QString &option,
                            const QString &needed, CommandContext &context)
{
    if (parser.isSet(option) && !parser.isSet(needed))
        return context.fail(tr("--%1 goes with --%2.").arg(option, needed), UsageError);
    return Success;
}

int CommandArguments::ids(const QStringList &texts, const QString &what, CommandContext &context,
                          QList<qint64> *ids)
{
    ids->clear();
    for (const QString &text : texts) {
        const qint64 id = positiveId(text);
        if (id == 0)
            return context.fail(tr("'%1' is not %2.").arg(text, what), UsageError);
        *ids << id;
    }
    return Success;
}

} // namespace dugout::cli
