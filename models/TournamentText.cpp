#include "TournamentText.h"

#include "core/rules/Ruleset.h"
#include "core/tournament/TeamMatches.h"

using namespace Qt::StringLiterals;

namespace dugout {

QString TournamentText::race(const Entrant &entrant, const Ruleset &rules)
{
    const Roster *roster = rules.roster(entrant.rosterId);
    return roster ? roster->name.current() : entrant.rosterId;
}

QString TournamentText::coach(const Tournament &tournament, qint64 entrantId, const Ruleset &rules)
{
    const Entrant *e = tournament.entrant(entrantId);
    return e ? u"%1 (%2)"_s.arg(e->coach, race(*e, rules)) : QString();
}

QString TournamentText::score(const TournamentGame &game)
{
    if (game.isBye())
        return tr("bye");
    if (!game.played)
        return tr("to play");
    const QString score = u"%1–%2"_s.arg(game.homeTouchdowns).arg(game.awayTouchdowns);
    // A level knockout game: who went through the sudden death.
    if (game.homeTouchdowns == game.awayTouchdowns && game.wentThroughId != 0)
        return game.wentThroughId == game.homeId ? tr("%1, home went through").arg(score)
                                                 : tr("%1, away went through").arg(score);
    return score;
}

QString TournamentText::casualties(const TournamentGame &game)
{
    if (game.isBye() || !game.played)
        return QString();
    return u"%1–%2"_s.arg(game.homeCasualties).arg(game.awayCasualties);
}

QString TournamentText::teamMatch(const Tournament &tournament, const TeamMatch &m)
{
    const SquadSettings &settings = tournament.rules.squads;
    if (m.isBye())
        return tr("%1: bye (%n team point(s))", nullptr, settings.byePoints).arg(m.home);
    QString text = tr("%1 v %2").arg(m.home, m.away);
    if (!m.played)
        return text + u"  "_s + tr("to play");
    const bool byWins = settings.decidedBy == SquadMatchDecider::CoachWins;
    text += u"  "_s +
            (byWins ? tr("%1–%2 in coach wins").arg(m.homeWins).arg(m.awayWins)
                    : tr("%1–%2 in coach points").arg(m.homeCoachPoints).arg(m.awayCoachPoints));
    text += u", "_s + (m.outcome == 0 ? tr("a team draw")
                                      : tr("%1 wins").arg(m.outcome > 0 ? m.home : m.away));
    text += u" ("_s +
            tr("team points %1–%2")
                .arg(TeamMatches::teamPoints(settings, m, true))
                .arg(TeamMatches::teamPoints(settings, m, false)) +
            u")"_s;
    return text;
}

} // namespace dugout
