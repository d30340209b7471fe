#pragma once

#include "core/tournament/Tournament.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace dugout {

// Tournament rules as JSON (stored with the tournament, and in the file `dugout tournament
// create FILE.json` reads), and the tournament file itself:
//
//   {"name": "Spike Open", "organiser": "Lutèce BB", "venue": "Paris", "date": "2026-11-28",
//    "rules": {"points": {"win": 3, "draw": 1, "loss": 0, "bye": 3},
//              "tieBreakers": ["opponents_score", "touchdown_difference", …],
//              "pairing": "adjacent" | "split", "seed": 7, "budget": 1100000,
//              "avoidSameClub": false, "avoidSameNation": false, "allowRematches": false,
//              "format": "swiss" | "knockout" | "pools",
//              "pools": {"count": 2, "qualifiers": 2},
//              "knockout": {"seeding": "registration" | "draw", "consolation": false},
//              "bonus": {"touchdownMargin": 3, "touchdownPoints": 1,
//                        "casualtyMargin": 3, "casualtyPoints": 1},
//              "team_rules": {…}},
//    "team_rules": {…}}
//
// "team_rules" (TournamentTeamRulesJson) may stand inside "rules" or beside it.
//
// Every key of "rules" may be left out (the default is kept). Unknown keys are refused, so a
// misspelt option never silently does nothing.
class TournamentJson
{
    Q_DECLARE_TR_FUNCTIONS(TournamentJson)

public:
    static QJsonObject rulesToJson(const TournamentRules &rules);
    static std::optional<TournamentRules> rulesFromJson(const QJsonObject &json, QString *error);
    // Name, organiser, venue, date and rules; entrants come from a registration list.
    static std::optional<Tournament> fromJson(const QJsonObject &json, QString *error);

    static QString tieBreakerKey(TournamentTieBreaker breaker);
    static QString pairingStyleKey(PairingStyle style);
    static QString formatKey(TournamentFormat format);
};

} // namespace dugout
