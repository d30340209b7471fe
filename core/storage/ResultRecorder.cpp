#include "ResultRecorder.h"

#include "LeagueStore.h"
#include "TeamStore.h"
#include "core/league/PostMatchSequence.h"

using namespace Qt::StringLiterals;

namespace dugout {

ResultRecorder::Preview ResultRecorder::preview(const MatchRecord &input, Dice &dice) const
{
    Preview preview;
    MatchRecord record = input;
    LeagueStore leagues(m_database);
    const std::optional<League> league = leagues.load(record.leagueId);
    if (!league) {
        preview.errors
            << tr("There is no league %1 (see 'dugout league list').").arg(record.leagueId);
        return preview;
    }
    preview.options = league->options;
    if (record.fixtureId != 0) {
        const std::optional<Fixture> fixture = leagues.fixture(record.fixtureId);
        const std::optional<Season> season =
            fixture ? leagues.season(fixture->seasonId) : std::nullopt;
        if (!fixture || !season || season->leagueId != league->id)
            preview.errors << tr("Fixture %1 is not on %2's schedule.")
                                  .arg(record.fixtureId)
                                  .arg(league->name);
        else if (fixture->homeTeamId != record.home.teamId ||
                 fixture->awayTeamId != record.away.teamId)
            preview.errors << tr("Fixture %1 is another match: check which team is at home.")
                                  .arg(record.fixtureId);
        else if (fixture->isPlayed())
            preview.errors << tr("Fixture %1 has already been played (match %2).")
                                  .arg(record.fixtureId)
                                  .arg(fixture->matchId);
        else if (record.seasonId != 0 && record.seasonId != fixture->seasonId)
            preview.errors << tr("Fixture %1 belongs to another season.").arg(record.fixtureId);
        else {
            record.seasonId = fixture->seasonId;
            record.stage = fixture->stage; // what the schedule says, whatever the file said
            record.major = fixture->major;
        }
    } else {
        if (record.stage != FixtureStage::Regular || record.major != Major::None)
            preview.errors << tr("A play-off, semi-final or final is recorded against its fixture "
                                 "('fixture' in the record).");
        if (record.seasonId != 0) {
            const std::optional<Season> season = leagues.season(record.seasonId);
            if (!season || season->leagueId != league->id)
                preview.errors << tr("Season %1 is not a season of %2.")
                                      .arg(record.seasonId)
                                      .arg(league->name);
        }
    }
    const TeamStore teams(m_database);
    for (Side side : {Side::Home, Side::Away}) {
        const qint64 teamId = record.team(side).teamId;
        QString error;
        const std::optional<Team> team = teams.load(teamId, &error);
        if (!team) {
            preview.errors << tr("There is no team %1.").arg(teamId);
            continue;
        }
        if (!league->teamIds.contains(teamId))
            preview.errors << tr("%1 does not play in %2.").arg(team->name, league->name);
        (side == Side::Home ? preview.homeBefore : preview.awayBefore) = *team;
    }
    if (!preview.ok())
        return preview;
    if (const RuleCheck meeting = leagues.canRecordMatch(league->id, record.home.teamId,
                                                         record.away.teamId, record.stage);
        !meeting) {
        preview.errors << meeting.reason;
        return preview;
    }
    PostMatchSequence sequence(m_rules, league->options);
    QString unread;
    if (const std::optional<QList<Team>> others =
            leagueTeamsFor(m_database, *league, record, &unread))
        sequence.setLeagueTeams(*others);
    else if (!unread.isEmpty()) {
        preview.errors << unread;
        return preview;
    }
    preview.result = sequence.run(preview.homeBefore, preview.awayBefore, record, dice);
    preview.errors = preview.result.errors;
    return preview;
}

std::optional<QList<Team>> ResultRecorder::leagueTeamsFor(Database &database, const League &league,
                                                          const MatchRecord &record, QString *error)
{
    // Rulebook l.4144–4153 (PlayerOfTheYear): every player of the league, whoever played the final.
    if (!league.options.playerOfTheYear || record.stage != FixtureStage::Final ||
        record.major != Major::Spike)
        return std::nullopt;
    QList<Team> others;
    const TeamStore teams(database);
    for (qint64 teamId : league.teamIds) {
        if (teamId == record.home.teamId || teamId == record.away.teamId)
            continue;
        std::optional<Team> team = teams.load(teamId, error);
        if (!team)
            return std::nullopt;
        others << *team;
    }
    return others;
}

bool ResultRecorder::confirm(Preview &preview, qint64 *matchId, QString *error) const
{
    if (!preview.ok()) {
        if (error)
            *error = preview.errors.join(u'\n');
        return false;
    }
    return LeagueStore(m_database)
        .confirmResult(preview.result, preview.homeBefore, preview.awayBefore, matchId, error);
}

} // namespace dugout
