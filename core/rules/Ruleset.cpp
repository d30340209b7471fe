#include "Ruleset.h"

#include <algorithm>

namespace dugout {

void Ruleset::buildIndexes()
{
    for (qsizetype i = 0; i < m_skills.size(); ++i)
        m_skillIndex.insert(m_skills.at(i).id, i);
    for (qsizetype r = 0; r < m_rosters.size(); ++r) {
        m_rosterIndex.insert(m_rosters.at(r).id, r);
        for (qsizetype p = 0; p < m_rosters.at(r).positions.size(); ++p)
            m_positionIndex.insert(m_rosters.at(r).positions.at(p).id, {r, p});
    }
    for (qsizetype i = 0; i < m_starPlayers.size(); ++i)
        m_starIndex.insert(m_starPlayers.at(i).id, i);
}

const Skill *Ruleset::skill(const QString &id) const
{
    const auto it = m_skillIndex.constFind(id);
    return it == m_skillIndex.constEnd() ? nullptr : &m_skills.at(*it);
}

const Roster *Ruleset::roster(const QString &id) const
{
    const auto it = m_rosterIndex.constFind(id);
    return it == m_rosterIndex.constEnd() ? nullptr : &m_rosters.at(*it);
}

const Position *Ruleset::position(const QString &id) const
{
    const auto it = m_positionIndex.constFind(id);
    return it == m_positionIndex.constEnd() ? nullptr
                                            : &m_rosters.at(it->first).positions.at(it->second);
}

const StarPlayer *Ruleset::starPlayer(const QString &id) const
{
    const auto it = m_starIndex.constFind(id);
    return it == m_starIndex.constEnd() ? nullptr : &m_starPlayers.at(*it);
}

template <typename T> static const T *findById(const QList<T> &list, const QString &id)
{
    const auto it =
        std::find_if(list.cbegin(), list.cend(), [&id](const T &item) { return item.id == id; });
    return it == list.cend() ? nullptr : &*it;
}

const Inducement *Ruleset::inducement(const QString &id) const
{
    return findById(m_inducements, id);
}

const SpecialPlayDeck *Ruleset::specialPlayDeck(const QString &id) const
{
    return findById(m_decks, id);
}

const ExpensiveMistakeOutcome *Ruleset::expensiveMistakeOutcome(const QString &id) const
{
    return findById(m_mistakeOutcomes, id);
}

const SppAward *Ruleset::sppAward(const QString &id) const
{
    return findById(m_sppAwards, id);
}

QList<const StarPlayer *> Ruleset::starPlayersFor(const QString &rosterId) const
{
    QList<const StarPlayer *> stars;
    for (const StarPlayer &star : m_starPlayers) {
        if (star.playsFor.contains(rosterId))
            stars << &star;
    }
    return stars;
}

bool Ruleset::skillsExclude(const QString &a, const QString &b) const
{
    return std::any_of(m_exclusions.cbegin(), m_exclusions.cend(), [&](const auto &pair) {
        return (pair.first == a && pair.second == b) || (pair.first == b && pair.second == a);
    });
}

int Ruleset::agilityTarget(int ag) const
{
    // The table runs from its lowest AG to "that AG and above"; clamp into it.
    const int lowest = m_agility.constFirst().ag;
    const int highest = m_agility.constLast().ag;
    const int row = std::clamp(ag, lowest, highest);
    for (const AgilityRow &entry : m_agility) {
        if (entry.ag == row)
            return entry.target;
    }
    return m_agility.constLast().target;
}

static const TableRow *rowFor(const QList<TableRow> &table, int roll)
{
    const auto it = std::find_if(table.cbegin(), table.cend(),
                                 [roll](const TableRow &row) { return row.contains(roll); });
    return it == table.cend() ? nullptr : &*it;
}

const TableRow &Ruleset::injuryResult(int total) const
{
    // Modifiers (Mighty Blow, niggling injuries…) can push a total past 12; it still reads the
    // last row, and nothing reads below the first.
    const int clamped = std::clamp(total, m_injury.constFirst().min, m_injury.constLast().max);
    return *rowFor(m_injury, clamped);
}

const CasualtyRow *Ruleset::casualtyResult(int d68) const
{
    if (!isValidD68(d68))
        return nullptr;
    const auto it = std::find_if(m_casualty.cbegin(), m_casualty.cend(),
                                 [d68](const CasualtyRow &row) { return row.contains(d68); });
    return it == m_casualty.cend() ? nullptr : &*it;
}

const TableRow *Ruleset::kickOffResult(int roll) const
{
    return rowFor(m_kickOff, roll);
}

const TableRow *Ruleset::weatherResult(int roll) const
{
    return rowFor(m_weather, roll);
}

const TableRow *Ruleset::advancementResult(int roll) const
{
    return rowFor(m_advancement, roll);
}

const SppLevel &Ruleset::sppLevel(int spp) const
{
    const SppLevel *reached = &m_sppLevels.constFirst();
    for (const SppLevel &level : m_sppLevels) {
        if (spp >= level.min)
            reached = &level;
    }
    return *reached;
}

qint64 Ruleset::spirallingExpenses(qint64 teamValue, std::optional<qint64> threshold,
                                   std::optional<qint64> step) const
{
    const qint64 from = threshold.value_or(m_spiralling.threshold);
    const qint64 bracket = std::max<qint64>(1, step.value_or(m_spiralling.step));
    if (teamValue < from)
        return 0;
    return m_spiralling.increment * (1 + (teamValue - from) / bracket);
}

const ExpensiveMistakeOutcome *Ruleset::expensiveMistake(qint64 treasury, int d6) const
{
    if (d6 < 1 || d6 > 6)
        return nullptr;
    const ExpensiveMistakesBand *band = nullptr;
    for (const ExpensiveMistakesBand &candidate : m_mistakeBands) {
        if (treasury >= candidate.min)
            band = &candidate; // bands are sorted; a treasury between two bands' printed ends reads
                               // the lower
    }
    return band ? expensiveMistakeOutcome(band->outcomes.at(d6 - 1)) : nullptr;
}

QList<const Skill *> Ruleset::learnableSkills(const Position &position, bool doubleRolled) const
{
    QList<const Skill *> skills;
    for (const Skill &candidate : m_skills) {
        if (candidate.category == SkillCategory::Extraordinary)
            continue;
        if (position.normal.contains(candidate.category) ||
            (doubleRolled && position.doubles.contains(candidate.category)))
            skills << &candidate;
    }
    return skills;
}

} // namespace dugout
