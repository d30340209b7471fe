#include "PlayoffRules.h"

namespace dugout {

bool PlayoffRules::isKnockout(FixtureStage stage)
{
    return stage == FixtureStage::SemiFinal || stage == FixtureStage::Final;
}

int PlayoffRules::gateMultiplier(FixtureStage stage)
{
    return isKnockout(stage) ? 2 : 1;
}

int PlayoffRules::winningsMultiplier(FixtureStage stage)
{
    return isKnockout(stage) ? 2 : 1;
}

bool PlayoffRules::handicapAllowed(FixtureStage stage, const LeagueOptions &options)
{
    return stage == FixtureStage::Regular || options.playoffInducements;
}

RuleCheck PlayoffRules::canEndLevel(FixtureStage stage)
{
    if (!isKnockout(stage))
        return RuleCheck::ok();
    return RuleCheck::refused(
        stage == FixtureStage::Final
            ? tr("The final needs a winner: a level score goes on into sudden-death extra time; "
                 "enter the score after it.")
            : tr("A semi-final needs a winner: a level score goes on into sudden-death extra "
                 "time; enter the score after it."));
}

QString PlayoffRules::stageName(const Fixture &fixture)
{
    QString name;
    switch (fixture.stage) {
    case FixtureStage::Regular:
        return QString();
    case FixtureStage::PlayoffRound:
        return tr("play-off round");
    case FixtureStage::SemiFinal:
        name = tr("semi-final");
        break;
    case FixtureStage::Final:
        name = tr("final");
        break;
    }
    if (fixture.major != Major::None)
        name = tr("%1 (%2)").arg(name, Majors::name(fixture.major));
    return name;
}

RuleCheck PlayoffRules::canDrawSemiFinals(const QList<Fixture> &fixtures)
{
    for (const Fixture &fixture : fixtures) {
        if (isKnockout(fixture.stage))
            return RuleCheck::refused(
                tr("This season's end-of-season tournament has already been drawn (fixture %1).")
                    .arg(fixture.id));
    }
    return RuleCheck::ok();
}

RuleCheck PlayoffRules::finalFrom(const QList<Fixture> &fixtures,
                                  const QList<MatchSummary> &matches, Fixture *final)
{
    QList<Fixture> semiFinals;
    for (const Fixture &fixture : fixtures) {
        if (fixture.stage == FixtureStage::Final)
            return RuleCheck::refused(
                tr("This season's final is already on the schedule (fixture %1).").arg(fixture.id));
        if (fixture.stage == FixtureStage::SemiFinal)
            semiFinals << fixture;
    }
    if (semiFinals.size() != 2)
        return RuleCheck::refused(tr("The final comes after the two semi-finals: draw them first "
                                     "('dugout league playoffs LEAGUE_ID --create')."));
    QList<qint64> winners;
    int round = 0;
    for (int i = 0; i < 2; ++i) {
        const Fixture &semi = semiFinals.at(i);
        round = std::max(round, semi.round);
        if (!semi.isPlayed())
            return RuleCheck::refused(
                tr("Semi-final %1 (fixture %2) has not been played yet.").arg(i + 1).arg(semi.id));
        const auto match = std::find_if(matches.begin(), matches.end(), [&](const MatchSummary &m) {
            return m.matchId == semi.matchId;
        });
        if (match == matches.end())
            return RuleCheck::refused(
                tr("The result of semi-final %1 (match %2) could not be found.")
                    .arg(i + 1)
                    .arg(semi.matchId));
        const std::optional<Side> winner = match->winner();
        if (!winner)
            return RuleCheck::refused(
                tr("Semi-final %1 (match %2) ended level: it has no winner to send to the final.")
                    .arg(i + 1)
                    .arg(semi.matchId));
        winners << (*winner == Side::Home ? semi.homeTeamId : semi.awayTeamId);
    }
    if (final) {
        *final = Fixture{};
        final->seasonId = semiFinals.first().seasonId;
        final->round = round + 1;
        final->homeTeamId = winners.at(0);
        final->awayTeamId = winners.at(1);
        final->stage = FixtureStage::Final;
        final->major = semiFinals.first().major;
    }
    return RuleCheck::ok();
}

} // namespace dugout
