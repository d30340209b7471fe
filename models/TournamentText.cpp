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
    return u"%1–%2"_s.arg(game.homeTouchdowns).arg(game.awayTouchdowns);
}

QString TournamentText::casualties(const TournamentGame &game)
{
    if (game.isBye() || !game.played)
        return QString();
    return u"%1–%2"_s.arg(game.homeCasualties).arg(game.awayCasualties);
}

} // namespace dugout
