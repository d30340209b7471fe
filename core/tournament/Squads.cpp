#include "Squads.h"

#include "core/InputLimits.h"

#include <algorithm>

namespace dugout {

QList<Squad> Squads::of(const Tournament &tournament)
{
    QList<Squad> squads;
    for (const Entrant &e : tournament.entrants) {
        const QString k = key(e.club);
        if (k.isEmpty())
            continue;
        auto it = std::find_if(squads.begin(), squads.end(),
                               [&](const Squad &s) { return key(s.name) == k; });
        if (it == squads.end()) {
            squads.append({e.club.trimmed(), {}});
            it = squads.end() - 1;
        }
        it->members.append(e.id);
    }
    return squads;
}

QString Squads::nameOf(const Tournament &tournament, qint64 entrantId)
{
    const Entrant *e = tournament.entrant(entrantId);
    if (!e)
        return {};
    // The name as the squad's first coach wrote it.
    const QString wanted = key(e->club);
    if (wanted.isEmpty())
        return {};
    for (const Entrant &other : tournament.entrants) {
        if (key(other.club) == wanted)
            return other.club.trimmed();
    }
    return {};
}

QList<qint64> Squads::playing(const Tournament &tournament, const Squad &squad, int round)
{
    QList<qint64> in;
    for (qint64 id : squad.members) {
        const Entrant *e = tournament.entrant(id);
        if (e && e->active && e->firstRound <= round)
            in.append(id);
    }
    return in;
}

QStringList Squads::problems(const Tournament &tournament, int round)
{
    const int size = tournament.rules.squads.size;
    QStringList problems;
    for (const Squad &s : of(tournament)) {
        const int count = int(playing(tournament, s, round).size());
        if (count == 0 || count == size)
            continue;
        if (count < size)
            problems.append(
                tr("Team %1 has %n coach(es) for round %2, where this tournament's teams have %3. "
                   "Register a substitute, or drop the whole team.",
                   nullptr, count)
                    .arg(InputLimits::quoted(s.name))
                    .arg(round)
                    .arg(size));
        else
            problems.append(
                tr("Team %1 has %n coach(es) for round %2, where this tournament's teams have %3. "
                   "Drop the coaches who do not play.",
                   nullptr, count)
                    .arg(InputLimits::quoted(s.name))
                    .arg(round)
                    .arg(size));
    }
    return problems;
}

qint64 Squads::drawId(const QString &name)
{
    // FNV-1a over the case-folded name: the same number on every run and platform (qHash is
    // seeded per process).
    quint64 hash = 0xcbf29ce484222325ULL;
    for (QChar c : key(name)) {
        hash ^= c.unicode();
        hash *= 0x100000001b3ULL;
    }
    return qint64(hash >> 1);
}

} // namespace dugout
