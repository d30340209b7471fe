#pragma once

#include "core/inducements/InducementOptions.h"
#include "core/match/MatchPitch.h"

#include <QList>
#include <QMap>
#include <QStringList>
#include <QtGlobal>

#include <optional>

namespace dugout {

// How a league pays a team's running costs after each match (rulebook l.3763–3800).
enum class ExpensesRule { Spiralling, ExpensiveMistakes, None };
// Who receives the Most Valuable Player award (rulebook l.4355–4480).
enum class MvpMode { Random, CoachChoice, RandomNotDeadNorInduced };
// The small-league extra winnings option (rulebook l.4355–4480).
enum class SmallLeagueWinnings { None, ExtraGold, DoubleFame };
// Orders teams level on everything before it in a league's list.
enum class TieBreaker {
    Points,
    HeadToHead, // points in the matches between the tied teams only
    TouchdownDifference,
    CasualtyDifference,
    TouchdownsFor,
    CasualtiesFor,
    Wins,
    FewestMatches, // fewer matches played ranks higher
};

// The options a commissioner chooses for a league. Defaults are the LRB6 rules.
struct LeagueOptions
{
    qint64 startingBudget = 1000000;
    ExpensesRule expenses = ExpensesRule::Spiralling;
    qint64 spirallingThreshold = 1750000;
    qint64 spirallingStep = 150000;
    MvpMode mvp = MvpMode::Random;
    bool freeFanFactor = false; // every team starts at 5; fan factor never counts in TV
    SmallLeagueWinnings smallLeague = SmallLeagueWinnings::None;
    int winPoints = 3;
    int drawPoints = 1;
    int lossPoints = 0;
    QList<TieBreaker> tieBreakers = {TieBreaker::Points, TieBreaker::HeadToHead,
                                     TieBreaker::TouchdownDifference,
                                     TieBreaker::CasualtyDifference, TieBreaker::TouchdownsFor};
    // Inducement ids of the ruleset the league allows (rulebook l.4355–4480: a league may exclude
    // some). None: every inducement, including any the ruleset gains later.
    std::optional<QStringList> allowedInducements;
    // Special play cards (rulebook l.4355–4480, an optional rule; the decks of the ruleset):
    // not used, bought with the inducements, the only inducements, or a fixed budget per match.
    SpecialPlayCardsRule cards = SpecialPlayCardsRule::NotUsed;
    int maxCards = 5;      // per team and match, the rulebook's suggestion
    qint64 cardBudget = 0; // FixedBudget only
    // Handicap gold for inducements in the play-offs, semi-finals and final (rulebook l.3969–3971:
    // the commissioner's choice; l.4017–4018: none by default).
    bool playoffInducements = false;
    // Spike! Magazine's Player of the Year after the Spike! final (rulebook l.4144–4153: the
    // organiser's choice, so off unless the commissioner gives it).
    bool playerOfTheYear = false;
    // The league's pitch (issue 19): a tracked match of the league is played on it, or on the
    // home team's own pitch when the team declared one (the Asgard Ravens' stadium is La Forge
    // de Sigmar, seed l.20). Team ids to their home pitch.
    MatchPitch pitch = MatchPitch::Standard;
    QMap<qint64, MatchPitch> homePitches;
    MatchPitch pitchFor(qint64 homeTeamId) const { return homePitches.value(homeTeamId, pitch); }

    bool operator==(const LeagueOptions &) const = default;
};

} // namespace dugout
