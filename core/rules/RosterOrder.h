#pragma once

#include <QList>
#include <QString>

namespace dugout {

struct Roster;
class Ruleset;

// The order rosters are listed in everywhere a user picks one: by name in the interface
// language, compared as a reader of that language would (QCollator on the default locale), so
// that in French "Elfes" and "Élus du Chaos" sit among the E, not after Z as a byte order puts
// them.
class RosterOrder
{
public:
    // Every roster of `rules`: the official ones by name in the interface language, then the
    // extra ones (Slann, Underworld, Chaos Pact) by name, so a league's usual choices come first.
    static QList<const Roster *> byName(const Ruleset &rules);
    // `names` sorted the same way (lists of roster names shown in one line of text).
    static QStringList sorted(QStringList names);
};

} // namespace dugout
