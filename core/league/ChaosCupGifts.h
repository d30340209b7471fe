#pragma once

#include "core/team/Player.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace dugout {

class Ruleset;
struct Position;

// One gift of the Chaos gods: the skill a drawn player takes, and whether it is valued as a
// skill from a double.
struct ChaosGiftOption
{
    QString skillId;
    bool onDouble = false;
    bool operator==(const ChaosGiftOption &) const = default;
};

// The Chaos Cup's gifts (rulebook l.4176–4195). As soon as a team wins the Chaos Cup, D3 of its
// players drawn at random may each take one Mutation, or one of Hypnotic Gaze, Stab and
// Regeneration, on top of the skills they hold (those of the final's SPP included); one gift per
// player. A Mutation costs what a normal skill costs for a player whose position learns
// Mutations on any roll, and what a skill from a double costs for any other player; the three
// extraordinary skills always cost a double. The gifts are for good: the players keep them when
// another team wins the next Cup (l.4193–4195), unlike the trophy's re-roll.
class ChaosCupGifts
{
    Q_DECLARE_TR_FUNCTIONS(ChaosCupGifts)

public:
    // The extraordinary skills the gods may give besides the Mutations (l.4185–4186).
    static QStringList extraordinaryIds();
    // Everything `player` may take: the Mutations then the three skills, less what he holds
    // and what a skill he holds excludes. Empty for a player of an unknown position.
    static QList<ChaosGiftOption> options(const Ruleset &rules, const Player &player);
    // Whether `player` may take `skillId` as his gift; the reason otherwise.
    static RuleCheck check(const Ruleset &rules, const Player &player, const QString &skillId);
    // Gives the gift (a gained skill, valued as options() says); refused as check() refuses.
    // Takes no advancement roll.
    static RuleCheck apply(const Ruleset &rules, Player &player, const QString &skillId);
    // How many players the D3 gives, among `eligible` players: never more than there are.
    static int giftCount(int d3, int eligible);
};

} // namespace dugout
