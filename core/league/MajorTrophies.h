#pragma once

#include "FixtureStage.h"
#include "Major.h"
#include "MatchRecord.h"
#include "MatchSummary.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace dugout {

// A final of a major, played: which edition, who won it, in which league.
struct MajorFinal
{
    Major major = Major::None;
    qint64 leagueId = 0;
    qint64 seasonId = 0;
    MatchSummary match; // its winner holds the trophy
    // What the final gave for good (ChaosCupGifts, PlayerOfTheYear), from its stored record.
    QList<ChaosGiftChoice> chaosGifts;
    std::optional<PlayerOfTheYearAward> playerOfTheYear;
};

// The team holding a major's trophy in a league, and the final that gave it.
struct TrophyHolder
{
    Major major = Major::None;
    qint64 leagueId = 0;
    qint64 seasonId = 0;
    qint64 teamId = 0;
    qint64 matchId = 0;
    // The gifts and the award of the final that gave the trophy (kept by the players even once
    // the trophy has passed on: l.4150–4153, l.4193–4195).
    QList<ChaosGiftChoice> chaosGifts;
    std::optional<PlayerOfTheYearAward> playerOfTheYear;
    bool operator==(const TrophyHolder &) const = default;
};

// The trophies of the four majors and what they give their holder (rulebook l.4066–4282):
// - the winner of a major's final holds its trophy until the next edition of that major ends,
//   then it goes to the new winner (l.4074–4084); Dugout reads the holder from the finals
//   played, so undoing a final hands the trophy back;
// - each trophy held is one more team re-roll, counted in team value like a bought one
//   (l.4079–4081); only the four majors give one (l.4299–4300);
// - Spike! Magazine's trophy: +2 to the holder's gate roll (l.4136–4142);
// - Dungeonbowl: the holder hires a Wizard as an inducement for 50,000 (l.4220–4226);
// - Blood Bowl: +20,000 winnings for the holder every match (l.4262–4264), and every player of
//   both teams in the final gains an MVP award, 5 SPP, besides the usual ones (l.4264–4273).
// The Chaos Cup's gifts and Spike!'s Player of the Year change players for good; the trophy
// passing on does not take them back (l.4181–4197, l.4143–4152).
class MajorTrophies
{
    Q_DECLARE_TR_FUNCTIONS(MajorTrophies)

public:
    // The holder of each major in each league, from its finals in the order they were played.
    static QList<TrophyHolder> holders(const QList<MajorFinal> &finals);
    // The majors `teamId` holds.
    static QList<Major> heldBy(const QList<TrophyHolder> &holders, qint64 teamId);

    static int rerolls(const QList<Major> &held);
    static int gateBonus(const QList<Major> &held);
    static qint64 winningsBonus(const QList<Major> &held);
    // The Wizard's price for the holder of the Dungeonbowl; none otherwise.
    static std::optional<qint64> wizardPrice(const QList<Major> &held);
    // The SPP every player of both teams gains in the final of `major` (0 but for the Blood Bowl).
    static int finalistsSpp(FixtureStage stage, Major major);
    // One line saying what holding `major` gives, for the team's page and sheet.
    static QString effect(Major major);
};

} // namespace dugout
