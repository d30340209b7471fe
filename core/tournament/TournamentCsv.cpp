#include "TournamentCsv.h"

#include "core/tournament/Squads.h"
#include "core/tournament/TeamStandings.h"
#include "core/tournament/TournamentStandings.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace dugout {

QString TournamentCsv::field(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    return u'"' + QString(text).replace(u"\""_s, u"\"\""_s) + u'"';
}

QByteArray TournamentCsv::standings(const Tournament &tournament)
{
    QString out = u"rank,entrant_id,coach,naf,race,points,played,won,drawn,lost,byes,td_for,"
                  "td_against,cas_for,cas_against,opponents_score,active\n"_s;
    for (const StandingLine &l : TournamentStandings::compute(tournament)) {
        const Entrant *e = tournament.entrant(l.entrantId);
        if (!e)
            continue;
        out += QStringList{QString::number(l.rank),
                           QString::number(l.entrantId),
                           field(e->coach),
                           e->nafNumber,
                           e->rosterId,
                           QString::number(l.points),
                           QString::number(l.played),
                           QString::number(l.wins),
                           QString::number(l.draws),
                           QString::number(l.losses),
                           QString::number(l.byes),
                           QString::number(l.touchdownsFor),
                           QString::number(l.touchdownsAgainst),
                           QString::number(l.casualtiesFor),
                           QString::number(l.casualtiesAgainst),
                           QString::number(l.opponentsScore),
                           e->active ? u"1"_s : u"0"_s}
                   .join(u',') +
               u'\n';
    }
    return out.toUtf8();
}

QByteArray TournamentCsv::teamStandings(const Tournament &tournament)
{
    QString out = u"rank,team,points,team_points,coach_points,played,won,drawn,lost,byes,"
                  "coach_won,coach_drawn,coach_lost,td_for,td_against,cas_for,cas_against,"
                  "opponents_score,coaches\n"_s;
    for (const TeamStandingLine &l : TeamStandings::compute(tournament)) {
        QStringList coaches;
        for (qint64 id : l.members) {
            if (const Entrant *e = tournament.entrant(id))
                coaches.append(e->coach);
        }
        QStringList line{QString::number(l.rank), field(l.squad)};
        for (int value :
             {l.points, l.teamPoints, l.coachPoints, l.played, l.wins, l.draws, l.losses, l.byes,
              l.coachWins, l.coachDraws, l.coachLosses, l.touchdownsFor, l.touchdownsAgainst,
              l.casualtiesFor, l.casualtiesAgainst, l.opponentsScore})
            line.append(QString::number(value));
        line.append(field(coaches.join(u"; "_s)));
        out += line.join(u',') + u'\n';
    }
    return out.toUtf8();
}

QByteArray TournamentCsv::pairings(const Tournament &tournament, int round)
{
    const bool teams = tournament.rules.format == TournamentFormat::Teams;
    QString out = u"round,table,home_id,home_coach,home_naf,home_race,away_id,away_coach,"
                  "away_naf,away_race,played,home_td,away_td,home_cas,away_cas"_s +
                  (teams ? u",home_team,away_team\n"_s : u"\n"_s);
    auto side = [&](qint64 id) -> QStringList {
        const Entrant *e = tournament.entrant(id);
        if (!e)
            return {QString(), QString(), QString(), QString()};
        return {QString::number(e->id), field(e->coach), e->nafNumber, e->rosterId};
    };
    for (const TournamentGame &g : tournament.gamesOfRound(round)) {
        QStringList line{QString::number(g.round), QString::number(g.table)};
        line += side(g.homeId);
        line += side(g.awayId);
        line += g.played ? u"1"_s : u"0"_s;
        const bool known = g.played && !g.isBye();
        for (int value : {g.homeTouchdowns, g.awayTouchdowns, g.homeCasualties, g.awayCasualties})
            line += known ? QString::number(value) : QString();
        if (teams) {
            line += field(Squads::nameOf(tournament, g.homeId));
            line += g.isBye() ? QString() : field(Squads::nameOf(tournament, g.awayId));
        }
        out += line.join(u',') + u'\n';
    }
    return out.toUtf8();
}

} // namespace dugout
