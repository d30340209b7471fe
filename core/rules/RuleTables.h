#pragma once

#include "LocalizedText.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace dugout {

// A row of a dice table: every result from min to max (both included) reads the same.
// Used for the injury, kick-off, weather and advancement tables.
struct TableRow
{
    int min = 0;
    int max = 0;
    QString id;
    LocalizedText name;
    LocalizedText summary; // empty where the table has none (injury, advancement)

    bool contains(int roll) const { return roll >= min && roll <= max; }
};

enum class CasualtyEffect { None, MissNextGame, Niggling, LoseMa, LoseAv, LoseAg, LoseSt, Dead };

// A row of the D68 casualty table (tens from a D6, units from a D8).
struct CasualtyRow
{
    int min = 0;
    int max = 0;
    QString id;
    LocalizedText name;
    CasualtyEffect effect = CasualtyEffect::None;
    LocalizedText effectText;

    bool contains(int d68) const { return d68 >= min && d68 <= max; }
};

struct AgilityRow
{
    int ag = 0;
    int target = 0; // D6 result needed before modifiers
};

struct SppAward
{
    QString id; // "completion", "casualty", "interception", "touchdown", "mvp"
    LocalizedText name;
    int spp = 0;
};

struct SppLevel
{
    int min = 0;
    std::optional<int> max; // none for the last level
    LocalizedText title;
    int advancementRolls = 0; // rolls earned in total on reaching this level
};

// What an advancement adds to a player's value.
struct ValueIncreases
{
    qint64 skill = 0;
    qint64 doubleSkill = 0;
    qint64 ma = 0;
    qint64 av = 0;
    qint64 ag = 0;
    qint64 st = 0;

    // What these increases add to a player's value, or to a team's summed over its players.
    qint64 of(int maGains, int stGains, int agGains, int avGains, int skills,
              int doubleSkills) const
    {
        return maGains * ma + stGains * st + agGains * ag + avGains * av + skills * skill +
               doubleSkills * doubleSkill;
    }
};

struct SpirallingExpensesRule
{
    qint64 threshold = 0; // team value from which a team pays
    qint64 step = 0;      // each further bracket of this size…
    qint64 increment = 0; // …costs this much more
};

struct ExpensiveMistakeOutcome
{
    QString id; // "averted", "minor", "major", "catastrophe"
    LocalizedText name;
    LocalizedText summary;
};

struct ExpensiveMistakesBand
{
    qint64 min = 0;
    std::optional<qint64> max;
    QStringList outcomes; // outcome ids for D6 results 1 to 6
};

} // namespace dugout
