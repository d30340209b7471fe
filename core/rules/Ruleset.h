#pragma once

#include "Inducement.h"
#include "Roster.h"
#include "RuleTables.h"
#include "Skill.h"
#include "SpecialPlayCard.h"
#include "StarPlayer.h"
#include "TeamBuildingRules.h"
#include "core/forge/ForgeTables.h"

#include <QHash>
#include <QList>

namespace dugout {

// Every number of the LRB6 rules, loaded once from resources/rules/lrb6 by RulesetLoader and
// never changed afterwards. Lookups by id return nullptr for an unknown id.
class Ruleset
{
public:
    const QList<Skill> &skills() const { return m_skills; }
    const QList<Roster> &rosters() const { return m_rosters; }
    const QList<StarPlayer> &starPlayers() const { return m_starPlayers; }
    const QList<Inducement> &inducements() const { return m_inducements; }
    const MercenaryRule &mercenaryRule() const { return m_mercenary; }
    const TeamBuildingRules &teamBuilding() const { return m_teamBuilding; }
    const QList<SpecialPlayDeck> &specialPlayDecks() const { return m_decks; }
    // Pairs of skills a player may not hold together (Frenzy and Grab).
    const QList<QPair<QString, QString>> &skillExclusions() const { return m_exclusions; }
    // La Forge de Sigmar's tables and numbers (forge_de_sigmar.json).
    const ForgeTables &forge() const { return m_forge; }

    const QList<AgilityRow> &agilityTable() const { return m_agility; }
    const QList<TableRow> &injuryTable() const { return m_injury; }
    const QList<CasualtyRow> &casualtyTable() const { return m_casualty; }
    const QList<TableRow> &kickOffTable() const { return m_kickOff; }
    const QList<TableRow> &weatherTable() const { return m_weather; }
    const QList<TableRow> &advancementTable() const { return m_advancement; }
    const QList<SppAward> &sppAwards() const { return m_sppAwards; }
    const QList<SppLevel> &sppLevels() const { return m_sppLevels; }
    const ValueIncreases &valueIncreases() const { return m_valueIncreases; }
    const SpirallingExpensesRule &spirallingExpensesRule() const { return m_spiralling; }
    const QList<ExpensiveMistakesBand> &expensiveMistakesBands() const { return m_mistakeBands; }
    const QList<ExpensiveMistakeOutcome> &expensiveMistakeOutcomes() const
    {
        return m_mistakeOutcomes;
    }

    const Skill *skill(const QString &id) const;
    const Roster *roster(const QString &id) const;
    const Position *position(const QString &id) const;
    const StarPlayer *starPlayer(const QString &id) const;
    const Inducement *inducement(const QString &id) const;
    const SpecialPlayDeck *specialPlayDeck(const QString &id) const;
    const ExpensiveMistakeOutcome *expensiveMistakeOutcome(const QString &id) const;
    const SppAward *sppAward(const QString &id) const;

    QList<const StarPlayer *> starPlayersFor(const QString &rosterId) const;
    bool skillsExclude(const QString &a, const QString &b) const;

    // D6 result an agility roll needs before modifiers (AG 1: 6+, … AG 6 and above: 1+).
    int agilityTarget(int ag) const;
    // Injury table row for a modified 2D6 total; totals past either end read the end row.
    const TableRow &injuryResult(int total) const;
    // D68 casualty row, or nullptr for a value no D6 and D8 can make (19, 70…).
    const CasualtyRow *casualtyResult(int d68) const;
    static bool isValidD68(int d68)
    {
        return d68 / 10 >= 1 && d68 / 10 <= 6 && d68 % 10 >= 1 && d68 % 10 <= 8;
    }
    const TableRow *kickOffResult(int roll) const;
    const TableRow *weatherResult(int roll) const;
    const TableRow *advancementResult(int roll) const;
    // Level reached with `spp` star player points (0 or more).
    const SppLevel &sppLevel(int spp) const;
    // Expenses owed after a match for `teamValue`; threshold and step default to the rulebook's
    // and may be changed by a league (rulebook l.4355–4480).
    qint64 spirallingExpenses(qint64 teamValue, std::optional<qint64> threshold = {},
                              std::optional<qint64> step = {}) const;
    // Expensive-mistakes outcome for a treasury and a D6, or nullptr when the treasury is
    // below the first band (no roll is made).
    const ExpensiveMistakeOutcome *expensiveMistake(qint64 treasury, int d6) const;
    // Skills a player of `position` may learn: the normal categories, plus the double ones
    // when the advancement roll was a double. Never extraordinary skills.
    QList<const Skill *> learnableSkills(const Position &position, bool doubleRolled) const;

private:
    friend class RulesetLoader;
    void buildIndexes();

    QList<Skill> m_skills;
    QList<QPair<QString, QString>> m_exclusions;
    QList<Roster> m_rosters;
    QList<StarPlayer> m_starPlayers;
    QList<Inducement> m_inducements;
    MercenaryRule m_mercenary;
    TeamBuildingRules m_teamBuilding;
    QList<SpecialPlayDeck> m_decks;
    QList<AgilityRow> m_agility;
    QList<TableRow> m_injury;
    QList<CasualtyRow> m_casualty;
    QList<TableRow> m_kickOff;
    QList<TableRow> m_weather;
    QList<TableRow> m_advancement;
    QList<SppAward> m_sppAwards;
    QList<SppLevel> m_sppLevels;
    ValueIncreases m_valueIncreases;
    SpirallingExpensesRule m_spiralling;
    QList<ExpensiveMistakesBand> m_mistakeBands;
    QList<ExpensiveMistakeOutcome> m_mistakeOutcomes;
    ForgeTables m_forge;

    QHash<QString, qsizetype> m_skillIndex;
    QHash<QString, qsizetype> m_rosterIndex;
    QHash<QString, QPair<qsizetype, qsizetype>> m_positionIndex;
    QHash<QString, qsizetype> m_starIndex;
};

} // namespace dugout
