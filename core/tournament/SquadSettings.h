#pragma once

namespace dugout {

// How a team match between two squads is won: by more coach wins at its tables, or by more
// coach ranking points earned at them (a win and a loss then weigh less than two draws when a
// draw is worth more than half a win).
enum class SquadMatchDecider { CoachWins, CoachPoints };

// A team tournament (TournamentFormat::Teams): squads of `size` coaches, paired squad against
// squad each round, each coach of one squad playing one coach of the other. The squad match
// earns team points (win, draw, loss; a whole squad's bye scores `byePoints`); with
// `addCoachPoints` the squad's ranking points also add every coach's own ranking points, as
// some events rank on "team points + individual points".
struct SquadSettings
{
    static constexpr int MinSize = 3;
    static constexpr int MaxSize = 8;

    int size = 5;
    SquadMatchDecider decidedBy = SquadMatchDecider::CoachWins;
    int winPoints = 2;
    int drawPoints = 1;
    int lossPoints = 0;
    int byePoints = 2;
    bool addCoachPoints = false;
};

} // namespace dugout
