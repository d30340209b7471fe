#include "PlayoffSelection.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int Semifinalists = 4;

int sign(qint64 value)
{
    return value > 0 ? 1 : (value < 0 ? -1 : 0);
}

qint64 points(const PlayoffCandidate &c, int win, int draw, int loss)
{
    return qint64(win) * c.wins + qint64(draw) * c.draws + qint64(loss) * c.losses;
}

} // namespace

int PlayoffSelection::compare(const PlayoffCandidate &a, const PlayoffCandidate &b,
                              PlayoffCriterion criterion)
{
    // A team that has not played has a win rate of 0.
    const qint64 aPlayed = std::max(1, a.played);
    const qint64 bPlayed = std::max(1, b.played);
    switch (criterion) {
    case PlayoffCriterion::HighestTeamValue:
        return sign(a.teamValue - b.teamValue);
    case PlayoffCriterion::WinRate:
        return sign(qint64(a.wins) * bPlayed - qint64(b.wins) * aPlayed);
    case PlayoffCriterion::TeamValueTimesWinRate: {
        // TV at most a few million, wins and matches a few hundred: well inside 64 bits.
        __extension__ typedef __int128 Wide;
        const Wide left = Wide(a.teamValue) * a.wins * bPlayed;
        const Wide right = Wide(b.teamValue) * b.wins * aPlayed;
        return left > right ? 1 : (left < right ? -1 : 0);
    }
    case PlayoffCriterion::Points310:
        return sign(points(a, 3, 1, 0) - points(b, 3, 1, 0));
    case PlayoffCriterion::Points531:
        return sign(points(a, 5, 3, 1) - points(b, 5, 3, 1));
    case PlayoffCriterion::PlayoffRounds:
        return sign(a.playoffRoundsPoints - b.playoffRoundsPoints);
    }
    return 0;
}

QList<PlayoffCandidate> PlayoffSelection::eligible(const QList<PlayoffCandidate> &candidates,
                                                   PlayoffCriterion criterion)
{
    if (criterion != PlayoffCriterion::PlayoffRounds)
        return candidates;
    QList<PlayoffCandidate> played;
    for (const PlayoffCandidate &c : candidates) {
        if (c.playoffRoundsPlayed > 0)
            played << c;
    }
    return played;
}

RuleCheck PlayoffSelection::canDraw(const QList<PlayoffCandidate> &candidates,
                                    PlayoffCriterion criterion)
{
    const qsizetype count = eligible(candidates, criterion).size();
    if (count >= Semifinalists)
        return RuleCheck::ok();
    if (criterion == PlayoffCriterion::PlayoffRounds)
        return RuleCheck::refused(
            tr("The end-of-season tournament needs four teams; %n played in the play-off rounds "
               "(fixtures added with --playoff-round).",
               nullptr, int(count)));
    return RuleCheck::refused(tr(
        "The end-of-season tournament needs four teams; the league has %n.", nullptr, int(count)));
}

std::optional<PlayoffDraw> PlayoffSelection::draw(const QList<PlayoffCandidate> &candidates,
                                                  PlayoffCriterion criterion, Dice &dice,
                                                  QString *error)
{
    if (RuleCheck check = canDraw(candidates, criterion); !check) {
        if (error)
            *error = check.reason;
        return std::nullopt;
    }
    QList<PlayoffCandidate> ranked = eligible(candidates, criterion);
    std::stable_sort(ranked.begin(), ranked.end(),
                     [&](const auto &a, const auto &b) { return compare(a, b, criterion) > 0; });
    PlayoffDraw result;
    // Everyone strictly better than the fourth is in; those level with the fourth share what
    // places remain, by lot.
    const PlayoffCandidate &fourth = ranked[Semifinalists - 1];
    QList<qint64> level;
    for (const PlayoffCandidate &c : ranked) {
        const int against = compare(c, fourth, criterion);
        if (against > 0)
            result.qualified.append(c.teamId);
        else if (against == 0)
            level.append(c.teamId);
    }
    const bool lot = result.qualified.size() + level.size() > Semifinalists;
    while (result.qualified.size() < Semifinalists) {
        const int pick = lot ? dice.roll(int(level.size()), u"playoffs.tie"_s) - 1 : 0;
        const qint64 team = level.takeAt(std::clamp(pick, 0, int(level.size()) - 1));
        result.qualified.append(team);
        if (lot)
            result.decidedByLot.append(team);
    }
    const int opponent = std::clamp(dice.roll(3, u"playoffs.semi_final_draw"_s), 1, 3);
    QList<qint64> others = result.qualified.mid(1);
    const qint64 first = others.takeAt(opponent - 1);
    result.semiFinals = {{result.qualified[0], first}, {others[0], others[1]}};
    return result;
}

QString PlayoffSelection::criterionKey(PlayoffCriterion criterion)
{
    switch (criterion) {
    case PlayoffCriterion::HighestTeamValue:
        return u"team_value"_s;
    case PlayoffCriterion::WinRate:
        return u"win_rate"_s;
    case PlayoffCriterion::TeamValueTimesWinRate:
        return u"team_value_times_win_rate"_s;
    case PlayoffCriterion::Points310:
        return u"points_3_1_0"_s;
    case PlayoffCriterion::Points531:
        return u"points_5_3_1"_s;
    case PlayoffCriterion::PlayoffRounds:
        return u"playoff_rounds"_s;
    }
    return {};
}

std::optional<PlayoffCriterion> PlayoffSelection::criterionFromKey(const QString &key)
{
    for (PlayoffCriterion c : {PlayoffCriterion::HighestTeamValue, PlayoffCriterion::WinRate,
                               PlayoffCriterion::TeamValueTimesWinRate, PlayoffCriterion::Points310,
                               PlayoffCriterion::Points531, PlayoffCriterion::PlayoffRounds}) {
        if (criterionKey(c) == key)
            return c;
    }
    return std::nullopt;
}

QString PlayoffSelection::criterionName(PlayoffCriterion criterion)
{
    switch (criterion) {
    case PlayoffCriterion::HighestTeamValue:
        return tr("highest team value");
    case PlayoffCriterion::WinRate:
        return tr("best win rate");
    case PlayoffCriterion::TeamValueTimesWinRate:
        return tr("team value × win rate");
    case PlayoffCriterion::Points310:
        return tr("league points 3/1/0");
    case PlayoffCriterion::Points531:
        return tr("league points 5/3/1");
    case PlayoffCriterion::PlayoffRounds:
        return tr("the play-off rounds");
    }
    return {};
}

} // namespace dugout
