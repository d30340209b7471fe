#pragma once

#include <QHash>
#include <QString>

#include <optional>

namespace dugout {

struct Team;

// What the inducement rules need of a team: its roster and how many players it holds, per
// position, to keep mercenaries within the position maximum and the 16-player limit.
struct InducementTeam
{
    QString rosterId;
    QHash<QString, int> positions; // position id -> active players (those missing the match too)
    int players = 0;
    // The Wizard's price for this team when not the ruleset's: the Dungeonbowl's holder hires
    // one for 50,000 (rulebook l.4220–4226, MajorTrophies).
    std::optional<qint64> wizardPrice;

    static InducementTeam of(const Team &team);
};

} // namespace dugout
