#pragma once

#include "Team.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace dugout {

class Ruleset;

// A team exported by OBBLM (Online Blood Bowl League Manager, issue 22.4): its "Roster →
// BOTOCS-XML" link writes one <team> element with name, race, coach, rerolls, fanfactor,
// assistants, cheerleaders, apothecary (true/false) and treasury, then <players>: per player
// (dead and sold ones left out) a number attribute, name, position, the current ma/st/ag/av,
// <skills> (the position's own, those gained, and characteristic increases written "+1 Ma"),
// spp, nigglings, injured (misses the next match) and value.
//
// The file is turned into a Dugout team file and checked by TeamJson against LRB6 like any
// other, so nothing of it is imported half. OBBLM's names are read as they are written there
// ("Lizardman", "Norse Werewolf", "Claws", "Nurgles Rot", "Ball and Chain") as well as by
// Dugout's ids and English or French names. OBBLM keeps no characteristic injury apart from
// niggling ones: a characteristic below what the position and the increases give is read as
// lost to injuries, one above it is a mismatch. Every problem names the line of the file it
// comes from: the element of a team field, or the <player> element of a player.
class ObblmRoster
{
    Q_DECLARE_TR_FUNCTIONS(ObblmRoster)

public:
    // A new team, or nullopt with every problem, each with its line, in `errors`.
    static std::optional<Team> read(const QByteArray &bytes, const Ruleset &rules,
                                    QStringList *errors);
    // Whether `bytes` look like XML rather than JSON (an OBBLM file not named .xml).
    static bool looksLikeXml(const QByteArray &bytes);
};

} // namespace dugout
