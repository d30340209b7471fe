#include "BloodyLeagueTable.h"

#include "BloodyGame.h"

#include <QHash>

#include <algorithm>

namespace dugout::bloodyball {

QList<BloodyStanding> BloodyLeagueTable::compute(const QList<BloodyTeam> &teams,
                                                 const QList<BloodyResult> &results)
{
    QList<BloodyStanding> table;
    QHash<qint64, qsizetype> row;
    for (const BloodyTeam &t : teams) {
        row.insert(t.id, table.size());
        BloodyStanding s;
        s.teamId = t.id;
        s.name = t.team.name;
        table << s;
    }
    for (const BloodyResult &r : results) {
        for (int side = 0; side < 2; ++side) {
            const auto found = row.constFind(r.teamIds[size_t(side)]);
            if (found == row.cend())
                continue; // a team no longer stored has no line
            BloodyStanding &s = table[*found];
            const int ours = r.touchdowns[size_t(side)];
            const int theirs = r.touchdowns[size_t(1 - side)];
            ++s.games;
            s.touchdownsFor += ours;
            s.touchdownsAgainst += theirs;
            if (ours > theirs)
                ++s.wins;
            else if (ours < theirs)
                ++s.losses;
            else
                ++s.draws;
        }
    }
    std::stable_sort(table.begin(), table.end(),
                     [](const BloodyStanding &a, const BloodyStanding &b) {
                         if (a.wins != b.wins)
                             return a.wins > b.wins;
                         if (a.draws != b.draws)
                             return a.draws > b.draws;
                         if (a.touchdownDifference() != b.touchdownDifference())
                             return a.touchdownDifference() > b.touchdownDifference();
                         if (a.touchdownsFor != b.touchdownsFor)
                             return a.touchdownsFor > b.touchdownsFor;
                         return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
                     });
    return table;
}

std::optional<BloodyResult>
BloodyLeagueTable::resultOf(const Game &game, const QList<BloodyTeam> &teams, QString *error)
{
    auto refuse = [error](const QString &reason) {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    if (game.state().stage != Stage::GameOver)
        return refuse(tr("The game is not over: only a finished game's result is kept."));
    BloodyResult result;
    for (int side = 0; side < 2; ++side) {
        const QString name = game.setup().teams[size_t(side)].name.trimmed();
        const auto found = std::find_if(teams.cbegin(), teams.cend(), [&name](const BloodyTeam &t) {
            return t.team.name.trimmed().compare(name, Qt::CaseInsensitive) == 0;
        });
        if (found == teams.cend())
            return refuse(tr("There is no Bloody Ball team called %1 in the database: add the "
                             "team before keeping its result.")
                              .arg(name));
        result.teamIds[size_t(side)] = found->id;
        result.touchdowns[size_t(side)] = game.state().teams[size_t(side)].touchdowns;
    }
    if (result.teamIds[0] == result.teamIds[1])
        return refuse(tr("A team cannot play itself."));
    return result;
}

} // namespace dugout::bloodyball
