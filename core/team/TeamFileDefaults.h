#pragma once

#include <QJsonObject>

namespace dugout {

// A team file written by hand (issue 22.4) needs only what a coach knows: the name, the roster,
// and each player's number, name and position; the coach, re-rolls, staff and fan factor when
// the team has them. Every field left out takes the value a new team has (no re-roll, no staff,
// fan factor 0, a player active with no gain, injury or career yet, his advancements taken those
// his gains say), before TeamJson reads the file and checks what is there against the rules as
// for any other file. A team with a treasury is a confirmed one ("active"); without, it is a
// team still being built within the starting budget, its treasury what is left.
class TeamFileDefaults
{
public:
    // `json` with the missing fields filled in; the fields present are left exactly as they are
    // (a wrong one is still refused by TeamJson, with its name).
    static QJsonObject complete(const QJsonObject &json);
};

} // namespace dugout
