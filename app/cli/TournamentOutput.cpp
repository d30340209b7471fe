#include "TournamentOutput.h"

#include "core/rules/Ruleset.h"
#include "core/tournament/KnockoutBracket.h"
#include "core/tournament/PoolStage.h"
#include "core/tournament/Squads.h"
#include "core/tournament/TeamMatches.h"
#include "core/tournament/TeamStandings.h"
#include "core/tournament/TournamentCsv.h"
#include "core/tournament/TournamentStandings.h"
#include "models/TournamentText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace dugout::cli {

namespace {

QString raceName(const Entrant &e, const Ruleset &rules)
{
    const Roster *roster = rules.roster(e.rosterId);
    return roster ? roster->name.current() : e.rosterId;
}

QJsonValue entrantJson(const Tournament &t, qint64 id, const Ruleset &rules)
{
    const Entrant *e = t.entrant(id);
    if (!e)
        return QJsonValue::Null;
    return QJsonObject{{u"id"_s, e->id},
                       {u"coach"_s, e->coach},
                       {u"race"_s, e->rosterId},
                       {u"raceName"_s, raceName(*e, rules)},
                       {u"naf"_s, e->nafNumber}};
}

} // namespace

QString TournamentOutput::coachText(const Tournament &tournament, qint64 entrantId,
                                    const Ruleset &rules)
{
    const Entrant *e = tournament.entrant(entrantId);
    return e ? u"%1 (%2)"_s.arg(e->coach, raceName(*e, rules)) : QString();
}

void TournamentOutput::pairings(QTextStream &out, const Tournament &tournament, int round,
                                const Ruleset &rules, bool json)
{
    const QList<TournamentGame> games = tournament.gamesOfRound(round);
    if (json) {
        QJsonArray tables;
        for (const TournamentGame &g : games) {
            QJsonObject table{{u"table"_s, g.table},
                              {u"home"_s, entrantJson(tournament, g.homeId, rules)},
                              {u"away"_s, g.isBye() ? QJsonValue(QJsonValue::Null)
                                                    : entrantJson(tournament, g.awayId, rules)},
                              {u"bye"_s, g.isBye()}};
            if (tournament.rules.format == TournamentFormat::Teams) {
                table.insert(u"homeTeam"_s, Squads::nameOf(tournament, g.homeId));
                table.insert(u"awayTeam"_s, g.isBye()
                                                ? QJsonValue(QJsonValue::Null)
                                                : QJsonValue(Squads::nameOf(tournament, g.awayId)));
            }
            if (!g.isBye() && g.played)
                table.insert(u"result"_s, QJsonObject{{u"homeTouchdowns"_s, g.homeTouchdowns},
                                                      {u"awayTouchdowns"_s, g.awayTouchdowns},
                                                      {u"homeCasualties"_s, g.homeCasualties},
                                                      {u"awayCasualties"_s, g.awayCasualties},
                                                      {u"wentThrough"_s,
                                                       g.wentThroughId ? QJsonValue(g.wentThroughId)
                                                                       : QJsonValue()}});
            tables.append(table);
        }
        out << QJsonDocument(QJsonObject{{u"tournament"_s, tournament.id},
                                         {u"round"_s, round},
                                         {u"tables"_s, tables}})
                   .toJson(QJsonDocument::Indented);
        return;
    }
    out << tr("%1 — round %2").arg(tournament.name).arg(round) << '\n';
    auto gameLine = [&](const TournamentGame &g) {
        QString line = u"%1  %2"_s.arg(tr("table %1").arg(g.table), -9)
                           .arg(coachText(tournament, g.homeId, rules), -34);
        if (g.isBye()) {
            line += tr("bye");
        } else {
            line += u"v  %1"_s.arg(coachText(tournament, g.awayId, rules), -34);
            if (g.played)
                line += tr("%1–%2 (casualties %3–%4)")
                            .arg(g.homeTouchdowns)
                            .arg(g.awayTouchdowns)
                            .arg(g.homeCasualties)
                            .arg(g.awayCasualties);
            else
                line += tr("to play");
            if (g.played && g.homeTouchdowns == g.awayTouchdowns && g.wentThroughId != 0)
                line +=
                    u", "_s + tr("%1 went through").arg(tournament.entrant(g.wentThroughId)->coach);
        }
        return line.trimmed();
    };
    if (tournament.rules.format != TournamentFormat::Teams) {
        for (const TournamentGame &g : games)
            out << gameLine(g) << '\n';
        return;
    }
    // A team round: each squad match, its tables under it.
    for (const TeamMatch &m : TeamMatches::ofRound(tournament, round)) {
        out << TournamentText::teamMatch(tournament, m) << '\n';
        for (int table : m.tables)
            out << u"  "_s << gameLine(*tournament.game(round, table)) << '\n';
    }
}

void TournamentOutput::teamStandings(QTextStream &out, const Tournament &tournament,
                                     const Ruleset &rules, bool csv)
{
    if (csv) {
        out << QString::fromUtf8(TournamentCsv::teamStandings(tournament));
        return;
    }
    out << tr("%1 — team standings after round %2")
               .arg(tournament.name)
               .arg(tournament.roundsPaired())
        << '\n';
    out << tr("Ranked on team points%1, then the coaches' points, then the tie-breakers.")
               .arg(tournament.rules.squads.addCoachPoints ? tr(" plus the coaches' points")
                                                           : QString())
        << '\n';
    out << u"%1  %2 %3 %4 %5 %6 %7 %8  %9 %10"_s.arg(tr("#"), 4)
               .arg(tr("Team"), -28)
               .arg(tr("Pts"), 4)
               .arg(tr("T.pts"), 5)
               .arg(tr("C.pts"), 6)
               .arg(tr("W-D-L"), 8)
               .arg(tr("TD"), 8)
               .arg(tr("CAS"), 8)
               .arg(tr("Opp"), 4)
               .arg(tr("Coaches"))
        << '\n';
    for (const TeamStandingLine &l : TeamStandings::compute(tournament)) {
        QStringList coaches;
        for (qint64 id : l.members) {
            const Entrant *e = tournament.entrant(id);
            coaches.append(e->active ? coachText(tournament, id, rules)
                                     : coachText(tournament, id, rules) + tr(" (dropped)"));
        }
        out << u"%1  %2 %3 %4 %5 %6 %7 %8  %9 %10"_s.arg(l.rank, 4)
                   .arg(l.squad, -28)
                   .arg(l.points, 4)
                   .arg(l.teamPoints, 5)
                   .arg(l.coachPoints, 6)
                   .arg(u"%1-%2-%3"_s.arg(l.wins).arg(l.draws).arg(l.losses), 8)
                   .arg(u"%1-%2"_s.arg(l.touchdownsFor).arg(l.touchdownsAgainst), 8)
                   .arg(u"%1-%2"_s.arg(l.casualtiesFor).arg(l.casualtiesAgainst), 8)
                   .arg(l.opponentsScore, 4)
                   .arg(coaches.join(u", "_s))
            << '\n';
    }
}

void TournamentOutput::standings(QTextStream &out, const Tournament &tournament,
                                 const Ruleset &rules, bool csv)
{
    const QList<StandingLine> lines = TournamentStandings::compute(tournament);
    if (csv) {
        out << QString::fromUtf8(TournamentCsv::standings(tournament));
        return;
    }
    out << tr("%1 — standings after round %2").arg(tournament.name).arg(tournament.roundsPaired())
        << '\n';
    if (tournament.rules.format == TournamentFormat::Knockout)
        out << tr("A knockout: ranked by how far each coach went in the bracket, the better seed "
                  "first.")
            << '\n';
    // A team tournament names each coach's team beside the race.
    const int nameWidth = tournament.rules.format == TournamentFormat::Teams ? -56 : -34;
    auto table = [&](const QList<StandingLine> &ranked) {
        out << u"%1  %2 %3 %4 %5 %6 %7  %8 %9"_s.arg(tr("#"), 4)
                   .arg(tr("Coach"), nameWidth)
                   .arg(tr("Pts"), 4)
                   .arg(tr("W"), 3)
                   .arg(tr("D"), 3)
                   .arg(tr("L"), 3)
                   .arg(tr("TD"), 8)
                   .arg(tr("CAS"), 8)
                   .arg(tr("Opp"), 4)
            << '\n';
        for (const StandingLine &l : ranked) {
            const Entrant *e = tournament.entrant(l.entrantId);
            QString name = coachText(tournament, l.entrantId, rules);
            if (tournament.rules.format == TournamentFormat::Teams)
                name += u" — "_s + Squads::nameOf(tournament, l.entrantId);
            if (!e->active)
                name += tr(" (dropped)");
            out << u"%1  %2 %3 %4 %5 %6 %7  %8 %9"_s.arg(l.rank, 4)
                       .arg(name, nameWidth)
                       .arg(l.points, 4)
                       .arg(l.wins, 3)
                       .arg(l.draws, 3)
                       .arg(l.losses, 3)
                       .arg(u"%1-%2"_s.arg(l.touchdownsFor).arg(l.touchdownsAgainst), 8)
                       .arg(u"%1-%2"_s.arg(l.casualtiesFor).arg(l.casualtiesAgainst), 8)
                       .arg(l.opponentsScore, 4)
                << '\n';
        }
    };
    if (tournament.rules.format == TournamentFormat::Pools) {
        // Each pool on its own games, then (once drawn) the knockout's order of everyone.
        const int pools = int(PoolStage::pools(tournament).size());
        for (int p = 0; p < pools; ++p) {
            out << PoolStage::poolName(p) << '\n';
            table(PoolStage::standings(tournament, p));
        }
        if (KnockoutBracket::build(tournament).seeds().isEmpty())
            return;
        out << tr("After the knockout: ranked by how far each coach went in the bracket, then "
                  "by points.")
            << '\n';
    }
    table(lines);
}

} // namespace dugout::cli
