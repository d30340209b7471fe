#pragma once

#include <QString>

#include <optional>

namespace dugout {

// What a fixture is in the season (rulebook l.3876–4014): a match of the regular season, a match
// of the play-off rounds that choose the four semi-finalists (l.3956–3971), or one of the three
// matches of the end-of-season tournament (two semi-finals, then the final between their winners).
enum class FixtureStage { Regular, PlayoffRound, SemiFinal, Final };

// Stable keys, stored in the database and the match record: "regular", "playoff_round",
// "semi_final", "final".
QString fixtureStageKey(FixtureStage stage);
std::optional<FixtureStage> fixtureStageFromKey(const QString &key);

} // namespace dugout
