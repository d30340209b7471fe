#include "CommandArguments.h"

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

} // namespace dugout::cli
