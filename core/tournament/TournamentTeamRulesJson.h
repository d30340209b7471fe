#pragma once

#include "core/tournament/TournamentTeamRules.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace dugout {

// The "team_rules" block of a tournament's rules:
//
//   "team_rules": {"budget": 1100000, "normalSkills": 4, "doubleSkills": 1,
//                  "normalSkillsInTeamValue": false, "doubleSkillsInTeamValue": true,
//                  "progression": "resurrection" | "progression"}
//
// Every key may be left out (the default is kept); unknown keys are refused.
class TournamentTeamRulesJson
{
    Q_DECLARE_TR_FUNCTIONS(TournamentTeamRulesJson)

public:
    static QJsonObject toJson(const TournamentTeamRules &rules);
    // Reads over `base`, so that an older file's "budget" is kept when the block does not
    // name one.
    static std::optional<TournamentTeamRules>
    fromJson(const QJsonValue &json, const TournamentTeamRules &base, QString *error);
};

} // namespace dugout
