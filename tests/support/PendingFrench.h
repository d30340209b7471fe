#pragma once

// French for a string added or corrected by a helper reaches translations/dugout_fr.ts only when
// the lead merges the helper's map (tools-tmp/fr-NAME.json). Until then the catalog still gives
// the old text; a test accepts that one case, and says so, rather than failing on main.
#include <QCoreApplication>
#include <QString>
#include <QtDebug>

namespace dugout::test {

// True when `shown` is `french`, or when it is `before` (what the catalog gave before the
// correction) and the compiled catalog has not yet received the correction.
inline bool frenchOrPending(const QString &shown, const char *context, const char *source, const QString &french,
                            const QString &before)
{
    if (shown == french)
        return true;
    const bool pending = QCoreApplication::translate(context, source) == before && shown == before;
    if (pending)
        qWarning("French of \"%s\" (%s) not merged into dugout_fr.ts yet: \"%s\" shown", source, context,
                 qPrintable(shown));
    return pending;
}

} // namespace dugout::test
