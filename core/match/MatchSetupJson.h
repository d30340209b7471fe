#pragma once

#include "MatchSetup.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace dugout {

// The setup of a tracked match as JSON: both teams as full snapshots (TeamSnapshot, database
// ids included, so a match keeps the teams exactly as they were at kick-off), whether it is an
// exhibition, and the league, season and fixture it is played for (0 when none):
//
//   {"home": {snapshot}, "away": {snapshot}, "exhibition": true, "league": 0, "season": 0,
//   "fixture": 0}
//
// "pitch": "forge_de_sigmar" for a match on La Forge de Sigmar ("standard", the default, is not
// written).
//
// Reading is strict like MatchEventJson: unknown keys and wrong types are refused by name.
class MatchSetupJson
{
    Q_DECLARE_TR_FUNCTIONS(MatchSetupJson)

public:
    static QJsonObject toJson(const MatchSetup &setup);
    static std::optional<MatchSetup> fromJson(const QJsonObject &json, QString *error = nullptr);
};

} // namespace dugout
