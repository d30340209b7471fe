#include "TournamentText.h"

#include "core/rules/Ruleset.h"

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

} // namespace dugout
