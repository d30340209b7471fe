#pragma once

#include "Ruleset.h"

#include <QJsonObject>

namespace dugout {

// The ruleset as one JSON document (`dugout rules --json`), names in `language` ("en"/"fr").
// Field names and shapes are documented in the README; they are a public format, keep them.
QJsonObject rulesetToJson(const Ruleset &ruleset, const QString &language);

} // namespace dugout
