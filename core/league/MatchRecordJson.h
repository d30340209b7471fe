#pragma once

#include "MatchRecord.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace dugout {

class Ruleset;

// A match record as JSON: the file `dugout match record FILE.json` reads, and the form a
// confirmed record is stored in. Documented with a complete example in the README.
//
// {
//   "format": 1,
//   "league": 1, "season": 1, "fixture": 3,            (season and fixture optional)
//   "home": { "team": 1, "score": 2,
//             "players": [ {"number": 7, "touchdowns": 1, "completions": 2,
//                           "interceptions": 0, "casualties": 1} ],
//             "casualties": [ {"number": 4, "d68": 52, "regeneration": 5,
//                              "apothecary": true, "apothecary_d68": 23, "keep": "second"} ],
//             "petty_cash": 0, "inducements_spent": 0, "induced_players": 0,
//             "wandering_apothecaries": 0, "mvp": [7], "reroll_winnings": false,
//             "hire_journeymen": [12],
//             "inducements": { "petty_cash": 50000, "items": {"bribe": 2, "wizard": 1},
//                              "stars": ["morg_n_thorg"],
//                              "mercenaries": [{"position": "human.blitzer", "skill": "tackle"}],
//                              "cards": [{"deck": "dirty_tricks", "card": "dirty_tricks.…"}] },
//             "advancements": [ {"number": 7, "dice": [3, 4], "take": "block"} ] },
//   "away": { … the same … },
//   "concession": { "by": "away", "when": "during" | "before_kick_off" },   (optional)
//   "stage": "semi_final" | "final" | "playoff_round",  (optional; recording takes the fixture's)
//   "major": "chaos_cup" | "blood_bowl" | "spike" | "dungeonbowl",  (optional; the fixture's too)
//   "forfeit": true,   (optional: a refused league challenge, 2–0 for home, nothing else)
//   "dice": { "home.gate": [3, 4], "home.winnings": [5], "home.winnings_reroll": [2],
//             "home.fan_factor": [4, 5, 6], "home.expenses": [3], "home.mistake_d3": [2],
//             "home.mistake_keep": [3, 3], "home.mvp": [4], "home.leave.7": [2], … }
// }
// Advancement "take": a skill id ("block"), or "ma", "st", "ag", "av"; a skill from a
// double category is taken when the dice are a double and the skill is not in a normal one.
class MatchRecordJson
{
    Q_DECLARE_TR_FUNCTIONS(MatchRecordJson)

public:
    static constexpr int FormatVersion = 1;

    static QJsonObject toJson(const MatchRecord &record);
    // Checks the shape of the file (types, known keys, dice values are numbers); the rules
    // check the rest when the sequence runs. nullopt with every problem in `errors`.
    // From a stored record, without the rules: the award its Spike! final gave, and the Chaos
    // gifts its winner took (both sides read; only a Chaos Cup winner has any).
    static std::optional<PlayerOfTheYearAward> playerOfTheYear(const QJsonObject &record);
    static QList<ChaosGiftChoice> chaosGifts(const QJsonObject &record);
    static std::optional<MatchRecord> fromJson(const QJsonObject &json, const Ruleset &rules,
                                               QStringList *errors);
    static std::optional<MatchRecord> fromBytes(const QByteArray &bytes, const Ruleset &rules,
                                                QStringList *errors);
};

} // namespace dugout
