#pragma once

#include "core/rules/Ruleset.h"
#include "core/team/TeamRules.h"

#include <QTest>

namespace dugout::test {

// A Human team as a coach would build it: 11 linemen… up to `players` players, numbered
// from 1, named "Player 1", "Player 2"…
inline Team humanTeam(const Ruleset &rules, int linemen = 7, int blitzers = 4, int catchers = 0)
{
    using namespace Qt::StringLiterals;
    Team team;
    team.name = u"Altdorf Reavers"_s;
    team.rosterId = u"human"_s;
    team.coach = u"Anna"_s;
    team.color = u"#1f4e9c"_s;
    const TeamRules teamRules(rules);
    auto hire = [&](const QString &position, int count) {
        for (int i = 0; i < count; ++i) {
            const RuleCheck check = teamRules.hire(
                team, position, u"Player %1"_s.arg(team.players.size() + 1), team.nextFreeNumber());
            if (!check)
                qFatal("cannot hire: %s", qPrintable(check.reason));
        }
    };
    hire(u"human.blitzer"_s, blitzers);
    hire(u"human.catcher"_s, catchers);
    hire(u"human.lineman"_s, linemen);
    return team;
}

} // namespace dugout::test
