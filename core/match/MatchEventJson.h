#pragma once

#include "MatchEvent.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace dugout {

// One match event as JSON: how the tracked match log stores it (one row per event) and how a
// match file writes it (one line per event). Keys are stable snake_case, enums by their keys
// (MatchEventKeys.h); "type" and "side" are always written, every other field only when it
// differs from its default, so a line stays short:
//
//   {"type":"knock_down","side":"away","number":4,"target":7,"cause":"block",
//    "dice":{"away.armour":[5,5],"away.injury":[4,5]},"at":"2024-05-01T19:42:07.250Z"}
//
// Other keys: "action", "reason", "numbers" and "away_numbers" (lists), "line_of_scrimmage",
// "wide_left", "wide_right", "assists", "defensive_assists", "flag" (true/false); on La Forge de
// Sigmar "terrain" (a text) and "squares" (a list of square names, "C12"). "at" is ISO 8601
// in UTC with milliseconds. Reading is strict: an unknown key, enum name or a value of the wrong
// JSON type is refused with a message naming the field, and reading what toJson wrote gives back an
// equal event.
class MatchEventJson
{
    Q_DECLARE_TR_FUNCTIONS(MatchEventJson)

public:
    static QJsonObject toJson(const MatchEvent &event);
    static std::optional<MatchEvent> fromJson(const QJsonObject &json, QString *error = nullptr);

    // The same as one compact line of JSON (no newline), keys in a fixed readable order:
    // type, side, the player fields, dice, at.
    static QByteArray toLine(const MatchEvent &event);
    static std::optional<MatchEvent> fromLine(const QByteArray &line, QString *error = nullptr);

    // An object's keys in the order of `order` (then any others), as one compact line.
    static QByteArray compact(const QJsonObject &json, const QStringList &order);
};

} // namespace dugout
