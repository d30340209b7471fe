#pragma once

#include "Ruleset.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <memory>

namespace dugout {

// Reads and validates the ruleset's JSON files. Any problem — malformed JSON, a missing or
// mistyped field, an unknown id, a table with a gap or an overlap, a missing translation —
// refuses the whole ruleset with messages naming file, entry and field.
class RulesetLoader
{
    Q_DECLARE_TR_FUNCTIONS(RulesetLoader)

public:
    static constexpr const char *BuiltInFolder = ":/rules/lrb6";

    // Loads the folder (a resource path or a directory on disk). On failure returns nullptr
    // and fills `errors` (at least one message).
    static std::shared_ptr<const Ruleset> load(const QString &folder, QStringList *errors);
    // The ruleset compiled into Dugout, loaded once and shared; nullptr (with errors) if it
    // does not validate, which the test suite rules out.
    static std::shared_ptr<const Ruleset> builtIn(QStringList *errors = nullptr);

private:
    static void readSkills(const QJsonObject &file, Ruleset &ruleset, QStringList *errors);
    static void readRosters(const QJsonObject &file, Ruleset &ruleset, QStringList *errors);
    static void readStarPlayers(const QJsonObject &file, Ruleset &ruleset, QStringList *errors);
    static void readInducements(const QJsonObject &file, Ruleset &ruleset, QStringList *errors);
    static void readTeamBuilding(const QJsonObject &file, Ruleset &ruleset, QStringList *errors);
    static void readSpecialPlayCards(const QJsonObject &file, Ruleset &ruleset,
                                     QStringList *errors);
    // In RulesetTablesReader.cpp.
    static void readTables(const QJsonObject &file, Ruleset &ruleset, QStringList *errors);
    // In RulesetForgeReader.cpp: forge_de_sigmar.json.
    static void readForge(const QJsonObject &file, Ruleset &ruleset, QStringList *errors);
    // Ids that point at other entries (skills of a position, rosters of a star…).
    static void checkReferences(const Ruleset &ruleset, QStringList *errors);
};

} // namespace dugout
