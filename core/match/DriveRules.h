#pragma once

#include "MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// Pre-match and drives (rulebook l.2501–2530, l.2270–2290, l.704–790): weather, gate, FAME and the
// kicking team; set-ups (LineupRules); and the end of a drive: secret weapons sent off (a bribe on
// 2+), sweltering heat, players who fainted during the previous drive back, KO recovery on 4+.
// Handles PreMatch, Lineup and EndDrive events.
//
// Dice purposes: "weather" 2D6, "home.gate"/"away.gate" 2D6; at the end of a drive
// "home.bribe.N" D6 for secret weapon N, "home.heat.N" D6, "home.ko.N" D6 (and "away.…").
//
// End of a drive, in this order:
//  1. Fainted players (sweltering heat at the end of the drive before) go back to the reserves.
//  2. Every secret weapon who was set up for the drive is sent off, whether or not he is still
//     on the pitch (a KO'd one too, skills "Arme secrète"); a casualty stays a casualty. A coach
//     may bribe for his own (event.numbers for home, event.awayNumbers for away): one bribe
//     each, the referee looks away on 2+.
//  3. Sweltering heat: D6 for each player still on the pitch, a 1 faints (misses the next drive).
//  4. MatchFlow::startNextDrive: players off the pitch, the next half if the drive ended one.
//  5. KO recovery: D6 for each KO'd player of both teams, 4+ back to the reserves.
class DriveRules
{
    Q_DECLARE_TR_FUNCTIONS(DriveRules)

public:
    // One die the end of a drive may call for: `what` is DiceKeys::bribe (a secret weapon about
    // to be sent off, rolled only if his coach bribes), DiceKeys::heat or DiceKeys::ko.
    struct EndDriveRoll
    {
        Side side = Side::Home;
        QString what;
        int number = 0;
        bool operator==(const EndDriveRoll &) const = default;
    };

    static RuleCheck apply(MatchStep &step);

    // Every die the end of the drive in `state` may need, team by team, in the order the rules
    // roll them: the secret weapons sent off, the sweltering heat, the KO'd players. A heat die
    // of a secret weapon is needed only if his bribe works; EventDryRun::requiredDice tells
    // which of these the event, with the dice typed so far, still needs.
    static QList<EndDriveRoll> endDriveRolls(const MatchState &state);

private:
    static RuleCheck preMatch(MatchStep &step);
    static RuleCheck endDrive(MatchStep &step);
    static RuleCheck checkBribes(const MatchStep &step, Side side, const QList<int> &bribed);
    static void faintedBack(MatchStep &step);
    static void secretWeapons(MatchStep &step, Side side, const QList<int> &bribed);
    static void heat(MatchStep &step);
    static void koRecovery(MatchStep &step);
};

} // namespace dugout
