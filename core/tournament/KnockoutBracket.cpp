#include "KnockoutBracket.h"

#include "core/tournament/PoolStage.h"
#include "core/tournament/TournamentStandings.h"

#include <QSet>

#include <algorithm>

namespace dugout {

namespace {

int bracketSize(qsizetype coaches)
{
    int size = 1;
    while (size < coaches)
        size *= 2;
    return size;
}

// The coaches the bracket is drawn from: those of round 1 once it is paired (so a drop-out or
// a late registration never redraws a bracket being played), the active coaches before.
QList<qint64> field(const Tournament &tournament)
{
    QList<qint64> ids;
    for (const TournamentGame &g : tournament.gamesOfRound(1)) {
        ids.append(g.homeId);
        if (!g.isBye())
            ids.append(g.awayId);
    }
    if (tournament.roundsPaired() == 0) {
        for (const Entrant &e : tournament.entrants) {
            if (e.active)
                ids.append(e.id);
        }
    }
    return ids;
}

const TournamentGame *storedGame(const Tournament &tournament, int round, qint64 a, qint64 b)
{
    for (const TournamentGame &g : tournament.games) {
        if (g.round == round &&
            ((g.homeId == a && g.awayId == b) || (g.homeId == b && g.awayId == a)))
            return &g;
    }
    return nullptr;
}

} // namespace

QList<int> KnockoutBracket::seedingOrder(int size)
{
    // Each round of halving keeps the sum of the two seeds of a first game equal to size + 1,
    // and puts the best remaining seed of each half at opposite ends.
    QList<int> order = {1};
    for (int places = 2; places <= size; places *= 2) {
        QList<int> next;
        for (int seed : order) {
            next.append(seed);
            next.append(places + 1 - seed);
        }
        order = next;
    }
    return order;
}

QString KnockoutBracket::stageName(int stage, int stages)
{
    const int left = stages - stage; // 0 for the final
    if (left == 0)
        return tr("Final");
    if (left == 1)
        return tr("Semi-finals");
    if (left == 2)
        return tr("Quarter-finals");
    return tr("Round of %1").arg(2 << left);
}

QList<qint64> KnockoutBracket::seedOrder(const Tournament &tournament)
{
    QList<qint64> seeds = field(tournament);
    if (tournament.rules.knockout.seeding == KnockoutSeeding::Draw) {
        const quint32 seed = tournament.rules.seed;
        std::sort(seeds.begin(), seeds.end(), [seed](qint64 a, qint64 b) {
            return TournamentStandings::drawKey(seed, a) < TournamentStandings::drawKey(seed, b);
        });
    } else {
        // Entrant ids grow in the order of registration.
        std::sort(seeds.begin(), seeds.end());
    }
    return seeds;
}

KnockoutBracket KnockoutBracket::build(const Tournament &tournament)
{
    KnockoutBracket bracket;
    if (tournament.rules.format == TournamentFormat::Pools) {
        // The knockout after the pools: its seeds are the pools' qualifiers.
        bracket.m_firstRound = PoolStage::rounds(tournament) + 1;
        bracket.m_seeds = PoolStage::qualifiers(tournament);
        if (bracket.m_seeds.isEmpty())
            bracket.m_note = tr("The knockout is drawn once every pool game has been played.");
    } else {
        bracket.m_seeds = seedOrder(tournament);
    }
    for (qsizetype i = 0; i < bracket.m_seeds.size(); ++i)
        bracket.m_seedOf.insert(bracket.m_seeds.at(i), int(i) + 1);
    if (bracket.m_seeds.size() < 2)
        return bracket;
    bracket.m_main = bracket.play(bracket.m_seeds, bracket.m_firstRound, tournament);
    if (!tournament.rules.knockout.consolation)
        return bracket;

    // The consolation is drawn once every first game is decided: until then its field is unknown.
    QList<qint64> losers;
    for (const KnockoutMatch &m : bracket.m_main.first()) {
        if (m.bye)
            continue;
        if (m.winnerId == 0) {
            bracket.m_consolationNote =
                tr("The consolation bracket is drawn once every first game has a winner.");
            return bracket;
        }
        losers.append(m.winnerId == m.homeId ? m.awayId : m.homeId);
    }
    std::sort(losers.begin(), losers.end(), [&bracket](qint64 a, qint64 b) {
        return bracket.m_seedOf.value(a) < bracket.m_seedOf.value(b);
    });
    if (losers.size() < 2) {
        bracket.m_consolationNote =
            tr("No consolation bracket: only %n coach(es) lost a first game.", nullptr,
               int(losers.size()));
        return bracket;
    }
    bracket.m_consolation = bracket.play(losers, bracket.m_firstRound + 1, tournament);
    return bracket;
}

QList<QList<KnockoutMatch>> KnockoutBracket::play(const QList<qint64> &seeds, int firstRound,
                                                  const Tournament &tournament) const
{
    const int size = bracketSize(seeds.size());
    const QList<int> order = seedingOrder(size);
    QHash<qint64, int> seedOf;
    for (qsizetype i = 0; i < seeds.size(); ++i)
        seedOf.insert(seeds.at(i), int(i) + 1);

    auto decide = [&](KnockoutMatch &m) {
        if (m.bye) {
            m.winnerId = m.homeId;
            if (const TournamentGame *g = storedGame(tournament, m.round, m.homeId, 0)) {
                m.stored = true;
                m.game = *g;
            }
            return;
        }
        if (!m.known())
            return;
        if (const TournamentGame *g = storedGame(tournament, m.round, m.homeId, m.awayId)) {
            m.stored = true;
            m.game = *g;
            m.winnerId = g->winnerId();
        }
    };
    auto place = [&](KnockoutMatch &m, qint64 a, qint64 b) {
        // The better seed plays at home.
        if (a != 0 && b != 0 && seedOf.value(b) < seedOf.value(a))
            std::swap(a, b);
        m.homeId = a;
        m.awayId = b;
        // The seeds shown are the tournament's, in the consolation too.
        m.homeSeed = m_seedOf.value(a);
        m.awaySeed = m_seedOf.value(b);
    };

    QList<QList<KnockoutMatch>> stages;
    QList<KnockoutMatch> first;
    for (int slot = 0; slot < size / 2; ++slot) {
        KnockoutMatch m;
        m.round = firstRound;
        m.slot = slot;
        const int a = order.at(2 * slot);
        const int b = order.at(2 * slot + 1);
        // Only the lower seed of a first game can be missing: size < 2 × coaches.
        place(m, seeds.at(a - 1), b <= seeds.size() ? seeds.at(b - 1) : 0);
        m.bye = m.awayId == 0;
        decide(m);
        first.append(m);
    }
    stages.append(first);
    while (stages.last().size() > 1) {
        const QList<KnockoutMatch> &before = stages.last();
        QList<KnockoutMatch> next;
        for (int slot = 0; slot < before.size() / 2; ++slot) {
            KnockoutMatch m;
            m.stage = int(stages.size()) + 1;
            m.round = firstRound + m.stage - 1;
            m.slot = slot;
            const qint64 a = before.at(2 * slot).winnerId;
            const qint64 b = before.at(2 * slot + 1).winnerId;
            // Keep an early winner on the side of the bracket they came from while the other
            // game is undecided.
            if (a != 0 && b != 0)
                place(m, a, b);
            else {
                m.homeId = a ? a : b;
                m.homeSeed = m_seedOf.value(m.homeId);
            }
            if (a != 0 && b != 0)
                decide(m);
            next.append(m);
        }
        stages.append(next);
    }
    return stages;
}

qint64 KnockoutBracket::champion() const
{
    return m_main.isEmpty() ? 0 : m_main.last().first().winnerId;
}

qint64 KnockoutBracket::consolationWinner() const
{
    return m_consolation.isEmpty() ? 0 : m_consolation.last().first().winnerId;
}

RuleCheck KnockoutBracket::canPairNextRound(const Tournament &tournament) const
{
    if (!m_note.isEmpty())
        return RuleCheck::refused(m_note);
    if (m_seeds.size() < 2)
        return RuleCheck::refused(tr("A knockout needs at least two coaches."));
    const int last = tournament.roundsPaired();
    for (const TournamentGame &g : tournament.gamesOfRound(last)) {
        if (!g.played)
            return RuleCheck::refused(
                tr("Table %1 of round %2 has no result yet.").arg(g.table).arg(last));
        // A level pool game stands; a knockout game needs a winner.
        if (last >= m_firstRound && g.winnerId() == 0)
            return RuleCheck::refused(
                tr("Table %1 of round %2 is level: enter who went through (sudden death).")
                    .arg(g.table)
                    .arg(last));
    }
    if (last >= m_firstRound - 1 + stages())
        return RuleCheck::refused(tr("The knockout is over: its final has been played."));
    return RuleCheck::ok();
}

QList<TournamentGame> KnockoutBracket::nextRound(const Tournament &tournament) const
{
    const int round = tournament.roundsPaired() + 1;
    QList<TournamentGame> games;
    QList<TournamentGame> byes;
    for (const QList<QList<KnockoutMatch>> *bracket : {&m_main, &m_consolation}) {
        for (const QList<KnockoutMatch> &stage : *bracket) {
            for (const KnockoutMatch &m : stage) {
                if (m.round != round || !m.known())
                    continue;
                TournamentGame g;
                g.round = round;
                g.homeId = m.homeId;
                g.awayId = m.bye ? 0 : m.awayId;
                g.played = m.bye; // a bye is decided as it is drawn
                (m.bye ? byes : games).append(g);
            }
        }
    }
    games += byes;
    for (qsizetype i = 0; i < games.size(); ++i)
        games[i].table = int(i) + 1;
    return games;
}

RuleCheck KnockoutBracket::canChangeWinner(const Tournament &tournament, int round, int table) const
{
    const TournamentGame *game = tournament.game(round, table);
    if (!game || game->winnerId() == 0)
        return RuleCheck::ok();
    for (const TournamentGame &g : tournament.gamesOfRound(round + 1)) {
        if (g.involves(game->winnerId()))
            return RuleCheck::refused(
                tr("The winner of table %1 already plays in round %2: take that round back "
                   "before changing who went through.")
                    .arg(table)
                    .arg(round + 1));
    }
    return RuleCheck::ok();
}

int KnockoutBracket::reached(const QList<QList<KnockoutMatch>> &bracket, qint64 entrantId) const
{
    int stage = 0;
    for (const QList<KnockoutMatch> &matches : bracket) {
        for (const KnockoutMatch &m : matches) {
            if (m.homeId == entrantId || (!m.bye && m.awayId == entrantId))
                stage =
                    m.stage + (m.winnerId == entrantId && m.stage == int(bracket.size()) ? 1 : 0);
        }
    }
    return stage;
}

QList<StandingLine> KnockoutBracket::rank(const QList<StandingLine> &lines) const
{
    QList<StandingLine> ranked = lines;
    // Main bracket first; the coaches out in their first game are ranked by the consolation.
    auto key = [this](qint64 id) {
        const int main = reached(m_main, id);
        return std::tuple(m_seedOf.contains(id) ? 1 : 0, main, reached(m_consolation, id),
                          -m_seedOf.value(id));
    };
    std::stable_sort(ranked.begin(), ranked.end(),
                     [&](const StandingLine &a, const StandingLine &b) {
                         return key(a.entrantId) > key(b.entrantId);
                     });
    for (qsizetype i = 0; i < ranked.size(); ++i)
        ranked[i].rank = int(i) + 1;
    return ranked;
}

} // namespace dugout
