#pragma once

#include <QString>
#include <QStringList>

namespace dugout {

// What a special play card leaves behind in the tracked match for a while (CardLasting): a
// player's skills and characteristics changed for a turn, a drive, a half or the match, or a rule
// the card bends for a team or one of its players (`mark`: "no_team_rerolls", "injury_stunned"…,
// the list in resources/rules/lrb6/special_play_cards.json's README comment and
// CardLasting::marks()). It sits in the TeamMatchState it acts on.
struct CardMark
{
    QString card;      // the card's id, for the log and the tracker's tooltips
    QString mark;      // the rule it bends, empty for a player change only
    int number = 0;    // the player it is about, 0 for the whole team
    int turnsLeft = 0; // team turns still to end before it lapses (0: not counted in turns)
    QString until;     // "drive", "half" or "match" when not counted in turns
    int value = 0;     // the mark's figure: an armour modifier, a FAME bonus, uses left…
    // A player change, undone when the mark lapses: the skills it gave and took, the
    // characteristic changes it made, and the ST change left afterwards (Gikta's).
    QStringList added, removed;
    int ma = 0, st = 0, ag = 0, av = 0;
    int thenSt = 0;
    // Blackmail: the action the controlled player took for the other team ("block", "foul"…,
    // MatchEventKeys::playerActionKey), empty until he acts.
    QString acted;

    bool operator==(const CardMark &) const = default;
};

} // namespace dugout
