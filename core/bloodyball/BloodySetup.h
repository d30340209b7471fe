#pragma once

#include "Card.h"

#include <QStringList>

#include <array>

namespace dugout::bloodyball {

// A Bloody Ball team (seed l.24, l.79): five players, one of them the Champion. Players have
// no profile (l.97), only a name; `colour` is the team's token colour ("#c0392b").
struct TeamSetup
{
    QString name;
    QStringList players; // exactly five names
    int champion = 0;    // index into players
    QString colour;

    bool operator==(const TeamSetup &) const = default;
};

// What a game is played with. `coaches` is 2, or 4 for the four-coach variant (seed
// l.355–367): seats go round the table alternating teams, seat 0 and 2 coach team 0.
// `typedCards`: the game is played with real cards at a table; Dugout does not know the
// hands, the coaches type the suit of each card played (issue 20, part 3).
struct GameSetup
{
    std::array<TeamSetup, 2> teams;
    DeckKind deck = DeckKind::Jokers54;
    int coaches = 2;
    bool typedCards = false;
};

} // namespace dugout::bloodyball
