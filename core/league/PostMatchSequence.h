#pragma once

#include "LeagueOptions.h"
#include "PostMatchResult.h"
#include "PostMatchSteps.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

#include <optional>

namespace dugout {

class Dice;
class Ruleset;

// The post-match sequence of a league match (rulebook l.3701–3860; docs/architecture.md, "The
// post-match sequence") as a pure function: both teams before the match, the match record, the
// league options and dice in; both teams after, the log and the completed record out. Nothing is
// stored here.
class PostMatchSequence
{
    Q_DECLARE_TR_FUNCTIONS(PostMatchSequence)

public:
    PostMatchSequence(const Ruleset &rules, const LeagueOptions &options,
                      PostMatchSteps steps = PostMatchSteps::All)
        : m_rules(rules), m_options(options), m_steps(steps)
    {
    }

    // The league's other teams, as stored: Spike!'s Player of the Year is chosen among every
    // player of the league (PlayerOfTheYear). Without them (a replay of the figures) the award
    // is not worked out again.
    void setLeagueTeams(QList<Team> others) { m_league = std::move(others); }

    // Every problem with the record (unknown shirt numbers, impossible dice, a concession
    // that does not add up…); empty when the sequence can run.
    QStringList validate(const Team &home, const Team &away, const MatchRecord &record) const;
    PostMatchResult run(const Team &home, const Team &away, const MatchRecord &record,
                        Dice &dice) const;
    // The record with each side's inducement figures (gold spent, induced players, wandering
    // apothecaries) worked out from its list of purchases, when it has one; every problem with
    // the purchases, or with figures that disagree with them, is added to `problems`.
    MatchRecord withInducements(const Team &home, const Team &away, const MatchRecord &record,
                                QStringList *problems) const;

    // The players a team could field for its match: active and not missing it (l.3356–3358).
    static int playersAbleToPlay(const Team &team);
    // A concession before kick-off escapes the extra penalties only for a team able to field
    // 2 players or fewer (l.740–744, l.3856–3860); the reason otherwise.
    static RuleCheck canConcedeWithoutPenalty(const Team &team);
    // The MVP awards a side receives: one; after any concession none for the conceding team
    // and two for its opponent (l.3362–3364).
    static int mvpAwards(const MatchRecord &record, Side side);

private:
    QStringList validateCompleted(const Team &home, const Team &away,
                                  const MatchRecord &record) const;

    const Ruleset &m_rules;
    LeagueOptions m_options;
    PostMatchSteps m_steps;
    std::optional<QList<Team>> m_league;
};

} // namespace dugout
