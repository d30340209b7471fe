#include "RosterOrder.h"

#include "Ruleset.h"

#include <QCollator>
#include <QLocale>

#include <algorithm>

namespace dugout {

namespace {

// A collator of the interface language (QLocale's default, set by Language::install). Case
// and accents only break ties, as in a dictionary.
QCollator interfaceCollator()
{
    QCollator collator{QLocale()};
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    collator.setNumericMode(true);
    return collator;
}

} // namespace

QList<const Roster *> RosterOrder::byName(const Ruleset &rules)
{
    QList<const Roster *> rosters;
    rosters.reserve(rules.rosters().size());
    for (const Roster &roster : rules.rosters())
        rosters << &roster;
    const QCollator collator = interfaceCollator();
    std::stable_sort(rosters.begin(), rosters.end(), [&collator](const Roster *a, const Roster *b) {
        if (a->official != b->official)
            return a->official;
        return collator.compare(a->name.current(), b->name.current()) < 0;
    });
    return rosters;
}

QStringList RosterOrder::sorted(QStringList names)
{
    const QCollator collator = interfaceCollator();
    std::stable_sort(names.begin(), names.end(), [&collator](const QString &a, const QString &b) {
        return collator.compare(a, b) < 0;
    });
    return names;
}

} // namespace dugout
