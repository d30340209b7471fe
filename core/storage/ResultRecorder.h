#pragma once

#include "core/league/League.h"
#include "core/league/LeagueOptions.h"
#include "core/league/PostMatchResult.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace dugout {

class Database;
class Dice;
class Ruleset;

// Records a played league match: finds the league and both teams, checks that the record
// fits them (teams of the league, the fixture they were scheduled in, not already played),
// previews the post-match sequence, and confirms it. Used by `dugout match record` and the
// demo league; the GUI's result dialog follows the same steps through its own widgets.
class ResultRecorder
{
    Q_DECLARE_TR_FUNCTIONS(ResultRecorder)

public:
    struct Preview
    {
        QStringList errors; // the record does not fit, or the rules refused it
        PostMatchResult result;
        Team homeBefore;
        Team awayBefore;
        LeagueOptions options;
        bool ok() const { return errors.isEmpty(); }
    };

    ResultRecorder(Database &database, const Ruleset &rules) : m_database(database), m_rules(rules)
    {
    }

    Preview preview(const MatchRecord &record, Dice &dice) const;
    // The league's teams as stored, other than the record's two, when its post-match sequence
    // awards Spike!'s Player of the Year (the Spike! final of a league that gives it): give them
    // to PostMatchSequence::setLeagueTeams. None otherwise, or when a team cannot be read
    // (`error` says why).
    static std::optional<QList<Team>> leagueTeamsFor(Database &database, const League &league,
                                                     const MatchRecord &record, QString *error);
    // Applies a preview in one transaction; false with the database's reason.
    bool confirm(Preview &preview, qint64 *matchId, QString *error) const;

private:
    Database &m_database;
    const Ruleset &m_rules;
};

} // namespace dugout
