#pragma once

namespace dugout {

// Which steps of the post-match sequence a match goes through. A league match takes them all.
// A tournament game in progression (RosterProgression) takes only what happens to the players:
// casualties, star player points and the MVP, advancements and injuries. The gate and FAME,
// winnings, expenses, fan factor, veterans leaving, journeymen and raised zombies are a
// league's economy, which an open tournament does not have (README, "Choices").
enum class PostMatchSteps { All, PlayersOnly };

} // namespace dugout
