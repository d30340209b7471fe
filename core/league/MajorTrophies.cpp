#include "MajorTrophies.h"

#include <QHash>

namespace dugout {

QList<TrophyHolder> MajorTrophies::holders(const QList<MajorFinal> &finals)
{
    // A later final of the same major in the same league takes the trophy over.
    QList<TrophyHolder> held;
    for (const MajorFinal &final : finals) {
        if (final.major == Major::None)
            continue;
        const std::optional<Side> winner = final.match.winner();
        if (!winner)
            continue; // a final stored level has no winner: the trophy stays where it was
        TrophyHolder holder{final.major,
                            final.leagueId,
                            final.seasonId,
                            *winner == Side::Home ? final.match.homeTeamId : final.match.awayTeamId,
                            final.match.matchId,
                            final.chaosGifts,
                            final.playerOfTheYear};
        const auto same = std::find_if(held.begin(), held.end(), [&](const TrophyHolder &h) {
            return h.major == holder.major && h.leagueId == holder.leagueId;
        });
        if (same != held.end())
            *same = holder;
        else
            held << holder;
    }
    return held;
}

QList<Major> MajorTrophies::heldBy(const QList<TrophyHolder> &holders, qint64 teamId)
{
    QList<Major> held;
    for (const TrophyHolder &holder : holders) {
        if (holder.teamId == teamId && !held.contains(holder.major))
            held << holder.major;
    }
    std::sort(held.begin(), held.end());
    return held;
}

int MajorTrophies::rerolls(const QList<Major> &held)
{
    return int(
        std::count_if(held.begin(), held.end(), [](Major major) { return major != Major::None; }));
}

int MajorTrophies::gateBonus(const QList<Major> &held)
{
    return held.contains(Major::Spike) ? 2 : 0;
}

qint64 MajorTrophies::winningsBonus(const QList<Major> &held)
{
    return held.contains(Major::BloodBowl) ? 20000 : 0;
}

std::optional<qint64> MajorTrophies::wizardPrice(const QList<Major> &held)
{
    return held.contains(Major::Dungeonbowl) ? std::optional<qint64>(50000) : std::nullopt;
}

int MajorTrophies::finalistsSpp(FixtureStage stage, Major major)
{
    return stage == FixtureStage::Final && major == Major::BloodBowl ? 5 : 0;
}

QString MajorTrophies::effect(Major major)
{
    switch (major) {
    case Major::None:
        return QString();
    case Major::ChaosCup:
        return tr("+1 team re-roll");
    case Major::BloodBowl:
        return tr("+1 team re-roll, +20,000 winnings every match");
    case Major::Spike:
        return tr("+1 team re-roll, +2 on the gate roll");
    case Major::Dungeonbowl:
        return tr("+1 team re-roll, a Wizard for 50,000");
    }
    return QString();
}

} // namespace dugout
