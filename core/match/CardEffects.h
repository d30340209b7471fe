#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

class Ruleset;
struct MatchPlayer;
struct Skill;
struct SpecialPlayCard;

// What a special play card does to the tracked match, read from its `apply` key
// (resources/rules/lrb6/special_play_cards.json, checked by RulesetLoader): players named in the
// play_card event change status, skills or characteristics; a team gains or loses re-rolls; a
// lightning bolt or fireball strikes; a turnover is cancelled. A "board" card changes nothing
// Dugout tracks: its summary is logged for the coaches to play it on the pitch.
class CardEffects
{
    Q_DECLARE_TR_FUNCTIONS(CardEffects)

public:
    // Checks the players the event names (home `numbers`, away `awayNumbers`) and applies the
    // card's effect to `step.state`; refused with the reason when the card cannot take them.
    static RuleCheck apply(MatchStep &step, const SpecialPlayCard &card);
    // How many players of each team the coach names for `card`: own team, opponent, either.
    struct Names
    {
        int own = 0, opponent = 0, any = 0, atMost = 0;
    };
    static Names names(const SpecialPlayCard &card);
    // The skills Intensive Training may give `player` (the card's `choose_skill`): those of his
    // roster position's normal categories (as on an advancement roll without a double), none he
    // has already, none a skill of his excludes. Empty for a player without a position (a star).
    static QList<const Skill *> skillsOpenTo(const Ruleset &rules, const MatchPlayer &player);
};

} // namespace dugout
