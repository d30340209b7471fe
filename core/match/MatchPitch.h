#pragma once

#include <QString>
#include <QStringList>

namespace dugout {

// The pitch a match is played on: the LRB6 pitch, or La Forge de Sigmar's ice and lava
// (seeds/forge-de-sigmar-fr.txt), whose terrain the tracker then follows. Chosen when a match
// starts, or by its league (LeagueOptions::pitch, a team's home pitch).
enum class MatchPitch { Standard, ForgeDeSigmar };

// "standard", "forge_de_sigmar": how match setups and league options spell a pitch.
QString matchPitchKey(MatchPitch pitch);
bool matchPitchFromKey(const QString &key, MatchPitch *pitch);
QStringList matchPitchKeys();

} // namespace dugout
