#include "TournamentRosterAction.h"

#include "CommandTransaction.h"
#include "TournamentActions.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/TournamentRosterStore.h"
#include "core/storage/TournamentStore.h"
#include "core/team/TeamFile.h"
#include "core/team/TeamRules.h"
#include "models/StatHeaders.h"
#include "models/TeamText.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

qint64 TournamentRosterAction::entrantNamed(const Tournament &tournament, const QString &coach)
{
    bool number = false;
    const qint64 id = coach.toLongLong(&number);
    for (const Entrant &e : tournament.entrants) {
        if ((number && e.id == id) || e.coach.compare(coach.trimmed(), Qt::CaseInsensitive) == 0)
            return e.id;
    }
    return 0;
}

void TournamentRosterAction::print(const Team &team, const Ruleset &rules, QTextStream &out)
{
    const Roster *roster = rules.roster(team.rosterId);
    out << tr("%1 (%2), team value %3")
               .arg(team.name, roster ? roster->name.current() : team.rosterId,
                    formatGold(TeamRules(rules).teamValue(team)))
        << '\n';
    for (const Player &player : team.players) {
        const Position *position = rules.position(player.positionId);
        if (!position || !player.isActive())
            continue;
        QStringList stats;
        for (const StatHeaders::Stat stat :
             {StatHeaders::Ma, StatHeaders::St, StatHeaders::Ag, StatHeaders::Av})
            stats << QString::number(TeamText::stat(player, *position, stat));
        out << u"%1  %2  %3  %4  %5  "_s.arg(player.number, 2)
                   .arg(player.name, -18)
                   .arg(position->name.current(), -14)
                   .arg(stats.join(u' '))
                   .arg(TeamText::skills(rules, player, *position))
            << tr("SPP %1").arg(TeamText::spp(rules, player));
        if (const QString injuries = TeamText::injuries(player); !injuries.isEmpty())
            out << u"  "_s << injuries;
        out << '\n';
    }
    const int dead =
        int(std::count_if(team.players.cbegin(), team.players.cend(),
                          [](const Player &p) { return p.status == Player::Status::Dead; }));
    if (dead > 0)
        out << tr("%n player(s) dead.", nullptr, dead) << '\n';
}

int TournamentRosterAction::run(const QString &id, const QString &coach, const QString &file,
                                CommandContext &context)
{
    const qint64 tournamentId =
        TournamentActions::idArgument(id, tr("The tournament's id"), context);
    if (tournamentId == 0)
        return UsageError;
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    std::optional<Team> team;
    if (!file.isEmpty()) {
        QStringList errors;
        team = TeamFile::read(file, *rules, &errors);
        if (!team)
            return context.fail(tr("%1 cannot be read:\n  %2").arg(file, errors.join(u"\n  "_s)));
    }
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    QString error;
    const std::optional<Tournament> tournament =
        TournamentStore(transaction.database(), *rules).load(tournamentId, &error);
    if (!tournament)
        return context.fail(error);
    const qint64 entrant = entrantNamed(*tournament, coach);
    if (entrant == 0)
        return context.fail(
            tr("No coach '%1' is registered in tournament %2.").arg(coach).arg(tournamentId),
            UsageError);
    const QString name = tournament->entrant(entrant)->coach;
    TournamentRosterStore store(transaction.database(), *rules);
    if (team) {
        if (!store.setRoster(tournamentId, entrant, *team, &error))
            return context.fail(error);
        if (!transaction.commit())
            return Failure;
        context.out << tr("%1 now plays with this roster:").arg(name) << '\n';
        print(*team, *rules, context.out);
        context.out.flush();
        return Success;
    }
    const std::optional<TournamentRosterState> state = store.current(tournamentId, &error);
    if (!state)
        return context.fail(error);
    if (!state->ok())
        return context.fail(state->problem);
    if (!state->rosters.contains(entrant))
        return context.fail(tr("%1 has no roster in this tournament.").arg(name));
    context.out << (tournament->rules.team.progression == RosterProgression::Progression
                        ? tr("%1's roster after the games played (progression):")
                        : tr("%1's roster, the same every game (resurrection):"))
                       .arg(name)
                << '\n';
    print(state->rosters.value(entrant), *rules, context.out);
    context.out.flush();
    return Success;
}

} // namespace dugout::cli
