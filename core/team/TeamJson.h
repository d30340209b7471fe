#pragma once

#include "RuleCheck.h"
#include "Team.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace dugout {

class Ruleset;

// A team as a JSON document (`dugout team export` / `import`); the format is documented in
// the README. Import checks the file against the ruleset and the team rules and refuses it
// whole, listing every problem, rather than store a team the rules do not allow.
class TeamJson
{
    Q_DECLARE_TR_FUNCTIONS(TeamJson)

public:
    static constexpr int FormatVersion = 1;

    static QJsonObject toJson(const Team &team, const Ruleset &rules);
    // A new team (id 0, players and ledger entries without ids), or nullopt with `errors`.
    static std::optional<Team> fromJson(const QJsonObject &json, const Ruleset &rules,
                                        QStringList *errors);
    static std::optional<Team> fromBytes(const QByteArray &bytes, const Ruleset &rules,
                                         QStringList *errors);

    // How a refusal names a player: while reading the file's `index`-th entry, and when checking
    // the team's player by shirt number. An importer of another format finds a reason's player
    // by these, to say on which line of its own file he was (ObblmRoster).
    static QString entryLabel(int index, const QString &name);
    static QString playerLabel(int number, const QString &name);

private:
    static Player readPlayer(const QJsonObject &object, int index, const Ruleset &rules,
                             QStringList *errors);
    static void check(const RuleCheck &check, QStringList *errors);
    static void checkTeam(const Team &team, const QJsonObject &json, const Ruleset &rules,
                          QStringList *errors);
};

} // namespace dugout
