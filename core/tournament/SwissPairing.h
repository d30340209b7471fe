#pragma once

#include "core/team/RuleCheck.h"
#include "core/tournament/Tournament.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>

namespace dugout {

// The next round of an open tournament, paired exactly: a perfect matching of the coaches still
// in, with the least PairingCost, that never repeats a game (nor, as settings, puts coaches of one
// club or nation, or a pair the organiser keeps apart, at one table). With an odd field one coach
// sits out with a bye: the lowest-ranked who has not had one and whose absence still lets all
// the others be paired. Not greedy, not backtracking: PerfectMatching (LEMON's blossom algorithm)
// finds the optimum, and proves it.
class SwissPairing
{
    Q_DECLARE_TR_FUNCTIONS(SwissPairing)

public:
    // The coaches to pair, best ranked first, with what the pairing must know of each.
    struct Field
    {
        struct Coach
        {
            qint64 id = 0;
            int points = 0;
            QString club;
            QString nation;
            bool hadBye = false;
        };
        QList<Coach> ranked;
        QSet<QPair<qint64, qint64>> played;    // (lower id, higher id), every game so far
        QSet<QPair<qint64, qint64>> forbidden; // (lower id, higher id), kept apart by the organiser
    };

    struct Result
    {
        bool paired = false;
        QString problem;             // why not, and what the organiser can relax (translated)
        QList<TournamentGame> games; // tables 1, 2, … by rank, the bye last
        qint64 cost = 0;
        int rematches = 0;
        int solves = 0;
        qint64 candidatePairs = 0;
    };

    // Whether the next round may be paired now: every result of the last round entered, at
    // least two coaches in.
    static RuleCheck canPairNextRound(const Tournament &tournament);
    // The field of the next round, from the standings of the rounds played.
    static Field nextField(const Tournament &tournament);
    static Result pairNextRound(const Tournament &tournament);
    static Result pair(const Field &field, const TournamentRules &rules, int round);

    static QPair<qint64, qint64> key(qint64 a, qint64 b)
    {
        return {std::min(a, b), std::max(a, b)};
    }
};

} // namespace dugout
