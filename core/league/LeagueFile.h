#pragma once

#include "League.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace dugout {

class Ruleset;

// A league described in a JSON file, for commissioners who script their leagues
// (`dugout league create FILE.json`):
//   { "name": …, "commissioner": …, "options": { <the keys of leagueOptionsToJson> } }
// Every option may be left out (the LRB6 default). Unlike the database, which reads leniently,
// the file is read strictly: an unknown key, a mistyped value or an option out of its limits
// refuses the whole file, and every problem is reported at once.
class LeagueFile
{
    Q_DECLARE_TR_FUNCTIONS(LeagueFile)

public:
    // A league not stored yet (id 0, no teams), or nullopt with the problems in `errors`.
    static std::optional<League> read(const QByteArray &bytes, const Ruleset &rules,
                                      QStringList *errors);
};

} // namespace dugout
