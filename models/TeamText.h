#pragma once

#include "StatHeaders.h"

#include <QCoreApplication>
#include <QString>

namespace dugout {

class Ruleset;
struct Player;
struct Position;
struct Team;

// How a team and its players read in the interface and on the printed sheet, written in one
// place so the table, the player record and the sheet always agree.
class TeamText
{
    Q_DECLARE_TR_FUNCTIONS(TeamText)

public:
    // Gold in dense tables: "110k"; an amount that is not a whole thousand is written in full.
    static QString shortGold(qint64 gold);
    // Gold with an explicit sign, for ledger amounts: "+1,000,000", "−50,000".
    static QString signedGold(qint64 gold);

    // The player's current characteristic, and how it came to be (start, gains, losses).
    static int stat(const Player &player, const Position &position, StatHeaders::Stat stat);
    static int startingStat(const Position &position, StatHeaders::Stat stat);
    static int statGain(const Player &player, StatHeaders::Stat stat);
    static int statLoss(const Player &player, StatHeaders::Stat stat);
    static QString statTooltip(const Player &player, const Position &position,
                               StatHeaders::Stat stat);
    // "MA 6 · ST 3 · AG 3 · AV 8": a position's starting characteristics.
    static QString startingStats(const Position &position);

    // "Block, Dodge ◆, Guard ◆◆": starting skills, then gained ones marked ◆ (◆◆ on a double).
    static QString skills(const Ruleset &rules, const Player &player, const Position &position);
    static QString gainedMark(bool onDouble);
    // "MNG n1 −1 AV": short marks for the table and the sheet; empty for a healthy player.
    static QString injuries(const Player &player);
    // The same in words, one per line.
    static QString injuriesInWords(const Player &player);

    // The level title for an SPP total ("Veteran").
    static QString levelTitle(const Ruleset &rules, int spp);
    // "18 Veteran ▸": SPP, level, and a mark when an advancement roll is waiting.
    static QString spp(const Ruleset &rules, const Player &player);
    static QString sppTooltip(const Ruleset &rules, const Player &player);

    static QString pendingMark() { return QStringLiteral("▸"); }
};

} // namespace dugout
