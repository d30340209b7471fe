#pragma once

#include "core/league/MatchRecord.h"

#include <QLatin1StringView>
#include <QString>

#include <algorithm>
#include <optional>

namespace dugout {

// The one table of dice purposes: every die the rules roll is named here, so the rules, the
// tracker's dialogs, the match result and the post-match sequence spell a purpose the same
// way. A die rolled for one team is prefixed by its side ("home.gate"); a die for one player
// of that team adds his shirt number ("away.invasion.7").
namespace DiceKeys {

inline constexpr QLatin1StringView homePrefix{"home."};
inline constexpr QLatin1StringView awayPrefix{"away."};

// Dice of the whole match, not of one team.
inline constexpr QLatin1StringView weather{"weather"};
inline constexpr QLatin1StringView kickOff{"kickoff"};
inline constexpr QLatin1StringView riot{"riot"};
// Spike!'s Player of the Year: the die drawing among players tied on the most SPP.
inline constexpr QLatin1StringView playerOfTheYear{"player_of_the_year"};

// Dice of one team (prefixed by its side).
inline constexpr QLatin1StringView gate{"gate"};
inline constexpr QLatin1StringView armour{"armour"};
inline constexpr QLatin1StringView injury{"injury"};
inline constexpr QLatin1StringView casualty{"casualty"};
inline constexpr QLatin1StringView regeneration{"regeneration"};
inline constexpr QLatin1StringView apothecary{"apothecary"};
inline constexpr QLatin1StringView loner{"loner"};
inline constexpr QLatin1StringView bribe{"bribe"};
inline constexpr QLatin1StringView cheering{"cheering"};
inline constexpr QLatin1StringView coaching{"coaching"};
inline constexpr QLatin1StringView rock{"rock"};
inline constexpr QLatin1StringView rockTarget{"rock.target"};
inline constexpr QLatin1StringView invasion{"invasion"};
inline constexpr QLatin1StringView shootOut{"shootout"};
inline constexpr QLatin1StringView ko{"ko"};
inline constexpr QLatin1StringView heat{"heat"};
inline constexpr QLatin1StringView mvp{"mvp"};
inline constexpr QLatin1StringView winnings{"winnings"};
inline constexpr QLatin1StringView winningsReroll{"winnings_reroll"};
inline constexpr QLatin1StringView expenses{"expenses"};
// The Chaos Cup's gifts to its winner: the D3 of players, then one die per player drawn, as
// large as the players left to draw from.
inline constexpr QLatin1StringView chaosCup{"chaos_cup"};
inline constexpr QLatin1StringView chaosCupPlayer{"chaos_cup.player"};
// Inducements (issue 16): a special play card drawn (a die as large as what is left of the
// deck), the master chef's 3D6 each half, a spell's D6 per player ("home.spell.7"), Igor's D6.
inline constexpr QLatin1StringView card{"card"};
inline constexpr QLatin1StringView chef{"chef"};
inline constexpr QLatin1StringView spell{"spell"};
inline constexpr QLatin1StringView igor{"igor"};
// A played card's own dice (CardEffects): its D6 to work, a D3 of re-rolls lost, a D6 per re-roll.
inline constexpr QLatin1StringView cardEffect{"card.effect"};
// Cards at a set-up (CardSetUp): Morley's Revenge's D6 before a kick-off ("away.morley.7"), Wake
// Up Call's D6 for a K.O.'d player set up Stunned ("home.wake_up.3").
inline constexpr QLatin1StringView morley{"morley"};
inline constexpr QLatin1StringView wakeUp{"wake_up"};

// La Forge de Sigmar (core/forge). Dice of the pitch: a D8 per crevasse end ("forge.end.C12",
// named by the end's square), the scatter template's D8, the 2D6 of what a new crevasse finds,
// the D6 of a magic item and of an accident.
inline constexpr QLatin1StringView forgeEnd{"forge.end."};
inline constexpr QLatin1StringView forgeScatter{"forge.scatter"};
inline constexpr QLatin1StringView forgeFind{"forge.find"};
inline constexpr QLatin1StringView forgeItem{"forge.item"};
inline constexpr QLatin1StringView forgeAccident{"forge.accident"};
// Dice of one team on the Forge (prefixed by its side): the 2D6 of a strike on the ice, of a
// jump, the D6 of a lava splash.
inline constexpr QLatin1StringView strike{"strike"};
inline constexpr QLatin1StringView jump{"jump"};
inline constexpr QLatin1StringView splash{"splash"};

inline QLatin1StringView prefix(Side side)
{
    return side == Side::Home ? homePrefix : awayPrefix;
}

// "home.armour"
inline QString forSide(Side side, const QString &what)
{
    return QString(prefix(side)) + what;
}

// "away.invasion.7"
inline QString forPlayer(Side side, const QString &what, int number)
{
    return forSide(side, what) + QLatin1Char('.') + QString::number(number);
}

// The side a purpose is rolled for, if it is one team's.
inline std::optional<Side> sideOf(QStringView purpose)
{
    if (purpose.startsWith(homePrefix))
        return Side::Home;
    if (purpose.startsWith(awayPrefix))
        return Side::Away;
    return std::nullopt;
}

// Whether `purpose` is `what` rolled for `side`, for the team or for one of its players
// ("away.invasion.7").
inline bool isFor(QStringView purpose, Side side, QLatin1StringView what)
{
    const QLatin1StringView p = prefix(side);
    if (!purpose.startsWith(p))
        return false;
    const QStringView rest = purpose.mid(p.size());
    if (rest == what)
        return true;
    if (!rest.startsWith(what) || rest.size() <= what.size() + 1 ||
        rest.at(what.size()) != QLatin1Char('.'))
        return false;
    // A shirt number follows, not a longer purpose ("rock.target").
    const QStringView number = rest.mid(what.size() + 1);
    return std::all_of(number.begin(), number.end(), [](QChar c) { return c.isDigit(); });
}

} // namespace DiceKeys

} // namespace dugout
