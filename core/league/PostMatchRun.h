#pragma once

#include "LeagueOptions.h"
#include "PostMatchResult.h"
#include "PostMatchSteps.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSet>

namespace dugout {

class Dice;
class EnteredDice;
class Ruleset;
struct CasualtyRow;

// One run of the post-match sequence (rulebook l.3701–3860), step by step, on copies of both teams.
// PostMatchSequence checks the record first; this class only plays the steps in the order
// the rulebook gives and writes the log as it goes.
class PostMatchRun
{
    Q_DECLARE_TR_FUNCTIONS(PostMatchRun)

public:
    PostMatchRun(const Ruleset &rules, const LeagueOptions &options, EnteredDice &dice,
                 Dice &freeDice, PostMatchResult &result,
                 PostMatchSteps steps = PostMatchSteps::All, const QList<Team> *league = nullptr);

    void run();

private:
    // What a casualty came to after regeneration and the apothecary.
    struct CasualtyOutcome
    {
        const CasualtyRow *row = nullptr; // nullptr: healed by regeneration
    };

    void gateAndFame();
    void resolveCasualties(Side side);
    void starPlayerPoints(Side side);
    void mostValuablePlayers(Side side);
    void bloodBowlMedals(Side side);
    void advancements(Side side);
    void injuries(Side side);
    void inducementGold(Side side);
    void winnings(Side side);
    void expenses(Side side);
    void fanFactor(Side side);
    void veteransLeave(Side side);
    void journeymen(Side side);
    void raisedZombies(Side side);
    void freeJourneymen(Side side);
    void chaosCupGifts(Side side);
    void playerOfTheYear();

    // Each side's index in the per-side arrays below.
    static int sideIndex(Side side) { return side == Side::Home ? 0 : 1; }
    int roll(int sides, Side side, const QString &what);
    int rollSum(int count, Side side, const QString &what, QList<int> *faces = nullptr);
    int checkedDie(int value, int sides, const QString &what);
    void say(Side side, const QString &text);
    void sayMatch(const QString &text);
    void addLedger(Side side, qint64 amount, LedgerEntry::Kind kind, const QString &detail);
    qint64 teamValue(const Team &team) const;
    bool penalisedConcession() const;
    bool isConceder(Side side) const;
    std::optional<Side> winner() const;
    QString purpose(Side side, const QString &what) const;
    Team &team(Side side) { return m_result.team(side); }
    PostMatchTeamSummary &summary(Side side) { return m_result.teamSummary(side); }
    const TeamMatchRecord &record(Side side) const { return m_result.record.team(side); }
    // The active player who wore `number` at kick-off (the record names players by number,
    // resolved once before any step: dead and released players keep their old numbers).
    Player *playerNumbered(Side side, int number);
    Player &playerAt(Side side, int index) { return team(side).players[index]; }
    QString playerLabel(const Player &player) const;

    const Ruleset &m_rules;
    const LeagueOptions &m_options;
    EnteredDice &m_dice;
    Dice &m_freeDice; // rolls whose value is written into the record itself (casualty dice)
    PostMatchResult &m_result;
    PostMatchSteps m_steps;
    const QList<Team> *m_league; // the league's other teams; nullptr: no Player of the Year
    // Players are named by their place in the team's list (which only grows during the run),
    // never by shirt number after kick-off: a team not stored yet has no ids to use.
    // By player index, per side; a QMap so the casualties are told in roster order, the same
    // in every run (a QHash's order changes from one process to the next, and with it the
    // match log of the seeded big bench database).
    QMap<int, CasualtyOutcome> m_casualties[2];
    QHash<int, int> m_atKickOff[2]; // shirt number → index of the active player wearing it
    QList<int> m_played[2]; // indexes of the players who could play this match, by shirt number
};

} // namespace dugout
