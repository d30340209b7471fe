#pragma once

#include "LeagueOptions.h"
#include "PostMatchResult.h"

#include <QCoreApplication>

namespace dugout {

class Dice;
class Ruleset;

// The post-match sequence of a league match (RULES.md E, DESIGN decision 6) as a pure
// function: both teams before the match, the match record, the league options and dice in;
// both teams after, the log and the completed record out. Nothing is stored here.
class PostMatchSequence
{
    Q_DECLARE_TR_FUNCTIONS(PostMatchSequence)

public:
    PostMatchSequence(const Ruleset &rules, const LeagueOptions &options) : m_rules(rules), m_options(options) {}

    // Every problem with the record (unknown shirt numbers, impossible dice, a concession
    // that does not add up…); empty when the sequence can run.
    QStringList validate(const Team &home, const Team &away, const MatchRecord &record) const;
    PostMatchResult run(const Team &home, const Team &away, const MatchRecord &record, Dice &dice) const;

private:
    const Ruleset &m_rules;
    LeagueOptions m_options;
};

} // namespace dugout
