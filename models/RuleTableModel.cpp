#include "RuleTableModel.h"

#include "DisplayText.h"
#include "StatHeaders.h"
#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
// "4–10", or "7" when a row covers a single result.
QString rangeText(int min, int max)
{
    return min == max ? QString::number(min) : u"%1–%2"_s.arg(min).arg(max);
}
} // namespace

RuleTableModel::RuleTableModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent)
    : QAbstractTableModel(parent), m_ruleset(std::move(ruleset))
{
    fill();
}

QList<RuleTableModel::Table> RuleTableModel::tables()
{
    return {Table::KickOff,          Table::Weather,
            Table::Injury,           Table::Casualty,
            Table::Agility,          Table::SppAwards,
            Table::SppLevels,        Table::Advancement,
            Table::ValueIncreases,   Table::SpirallingExpenses,
            Table::ExpensiveMistakes};
}

QString RuleTableModel::tableName(Table table)
{
    switch (table) {
    case Table::KickOff:
        return tr("Kick-off");
    case Table::Weather:
        return tr("Weather");
    case Table::Injury:
        return tr("Injury");
    case Table::Casualty:
        return tr("Casualty");
    case Table::Agility:
        return tr("Agility");
    case Table::SppAwards:
        return tr("Star player points");
    case Table::SppLevels:
        return tr("Experience levels");
    case Table::Advancement:
        return tr("Advancement");
    case Table::ValueIncreases:
        return tr("Value increases");
    case Table::SpirallingExpenses:
        return tr("Spiralling expenses");
    case Table::ExpensiveMistakes:
        return tr("Expensive mistakes");
    }
    return {};
}

void RuleTableModel::setTable(Table table)
{
    beginResetModel();
    m_table = table;
    fill();
    endResetModel();
}

void RuleTableModel::fill()
{
    m_columns.clear();
    m_rows.clear();
    m_note.clear();
    switch (m_table) {
    case Table::KickOff:
        fillRangeTable(m_ruleset->kickOffTable(), tr("2D6"), tr("Result"));
        m_note = tr("Rolled at every kick-off, once the ball is placed and before it lands.");
        break;
    case Table::Weather:
        fillRangeTable(m_ruleset->weatherTable(), tr("2D6"), tr("Weather"));
        m_note = tr("Rolled before the match, and again on a Changing Weather kick-off.");
        break;
    case Table::Injury:
        fillRangeTable(m_ruleset->injuryTable(), tr("2D6"), tr("Result"));
        m_note = tr("Rolled when a player's armour is broken, with any modifier (Mighty Blow, "
                    "Dirty Player…).");
        break;
    case Table::Casualty:
        fillCasualty();
        break;
    case Table::Agility:
        fillAgility();
        break;
    case Table::SppAwards:
        fillSppAwards();
        break;
    case Table::SppLevels:
        fillSppLevels();
        break;
    case Table::Advancement:
        fillRangeTable(m_ruleset->advancementTable(), tr("2D6"), tr("Result"));
        m_note = tr("Rolled for each new experience level. Any roll may take a new skill instead; "
                    "a double also opens the position's double categories.");
        break;
    case Table::ValueIncreases:
        fillValueIncreases();
        break;
    case Table::SpirallingExpenses:
        fillSpirallingExpenses();
        break;
    case Table::ExpensiveMistakes:
        fillExpensiveMistakes();
        break;
    }
}

void RuleTableModel::fillRangeTable(const QList<TableRow> &rows, const QString &dice,
                                    const QString &resultTitle)
{
    bool withSummary = false;
    for (const TableRow &row : rows)
        withSummary = withSummary || !row.summary.current().isEmpty();
    m_columns = {{dice, Align::Centre}, {resultTitle}};
    if (withSummary)
        m_columns << Column{tr("Effect"), Align::Left, true};
    for (const TableRow &row : rows) {
        Row line{{rangeText(row.min, row.max), row.name.current()}, {}};
        if (withSummary) {
            line.cells << row.summary.current();
            line.toolTips = {QString(), row.summary.current(), row.summary.current()};
        }
        m_rows << line;
    }
}

void RuleTableModel::fillCasualty()
{
    m_columns = {{tr("D68"), Align::Centre}, {tr("Casualty")}, {tr("Effect"), Align::Left, true}};
    for (const CasualtyRow &row : m_ruleset->casualtyTable())
        m_rows << Row{{rangeText(row.min, row.max), row.name.current(), row.effectText.current()},
                      {}};
    m_note = tr("Roll a D6 for the tens and a D8 for the units: 11 to 68, with no 19, 20, 29, 30…");
}

void RuleTableModel::fillAgility()
{
    m_columns = {{StatHeaders::abbreviation(StatHeaders::Ag), Align::Centre},
                 {tr("D6 needed"), Align::Centre}};
    const QList<AgilityRow> &rows = m_ruleset->agilityTable();
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const bool last = i == rows.size() - 1;
        const QString ag =
            last ? tr("%1 or more").arg(rows.at(i).ag) : QString::number(rows.at(i).ag);
        m_rows << Row{{ag, tr("%1+").arg(rows.at(i).target)}, {}};
    }
    m_note =
        tr("Before modifiers. Whatever the modifiers, a 1 always fails and a 6 always succeeds.");
}

void RuleTableModel::fillSppAwards()
{
    m_columns = {{tr("Action")}, {tr("SPP"), Align::Centre}};
    for (const SppAward &award : m_ruleset->sppAwards())
        m_rows << Row{{award.name.current(), QString::number(award.spp)}, {}};
    m_note = tr("Star player points a player earns for each of these in a match.");
}

void RuleTableModel::fillSppLevels()
{
    m_columns = {
        {tr("SPP"), Align::Centre}, {tr("Level")}, {tr("Advancement rolls"), Align::Centre}};
    for (const SppLevel &level : m_ruleset->sppLevels()) {
        const QString spp =
            level.max ? rangeText(level.min, *level.max) : tr("%1 or more").arg(level.min);
        m_rows << Row{{spp, level.title.current(), QString::number(level.advancementRolls)}, {}};
    }
    m_note =
        tr("A player makes one advancement roll for each level he reaches; the last column counts "
           "them from the start of his career.");
}

void RuleTableModel::fillValueIncreases()
{
    const ValueIncreases &value = m_ruleset->valueIncreases();
    m_columns = {{tr("Advancement")}, {tr("Player value"), Align::Right}};
    const auto plusOne = [](StatHeaders::Stat stat) {
        return tr("+1 %1").arg(StatHeaders::abbreviation(stat));
    };
    const QList<QPair<QString, qint64>> rows = {
        {tr("New skill"), value.skill},
        {tr("New skill from a double category"), value.doubleSkill},
        {plusOne(StatHeaders::Ma), value.ma},
        {plusOne(StatHeaders::Av), value.av},
        {plusOne(StatHeaders::Ag), value.ag},
        {plusOne(StatHeaders::St), value.st},
    };
    for (const auto &[what, gold] : rows)
        m_rows << Row{{what, u"+"_s + goldText(gold)}, {}};
    m_note = tr("What each advancement adds to the player's value, and so to the team value.");
}

void RuleTableModel::fillSpirallingExpenses()
{
    const SpirallingExpensesRule &rule = m_ruleset->spirallingExpensesRule();
    m_columns = {{tr("Team value from"), Align::Right}, {tr("Expenses per match"), Align::Right}};
    m_rows << Row{{goldText(0), goldText(m_ruleset->spirallingExpenses(0))}, {}};
    // A few brackets computed by the rule itself, so the table can never disagree with it.
    constexpr int BracketsShown = 6;
    for (int bracket = 0; bracket < BracketsShown && rule.step > 0; ++bracket) {
        const qint64 teamValue = rule.threshold + bracket * rule.step;
        m_rows << Row{{goldText(teamValue), goldText(m_ruleset->spirallingExpenses(teamValue))},
                      {}};
    }
    m_rows << Row{
        {tr("and so on"), tr("+%1 per %2").arg(goldText(rule.increment), goldText(rule.step))}, {}};
    m_note =
        tr("The LRB6 default for expenses after a match. From a team value of %1, every further %2 "
           "adds %3; a league may change the threshold and the step.")
            .arg(goldText(rule.threshold), goldText(rule.step), goldText(rule.increment));
}

void RuleTableModel::fillExpensiveMistakes()
{
    m_columns = {{tr("Treasury")}};
    for (int d6 = 1; d6 <= 6; ++d6)
        m_columns << Column{QString::number(d6), Align::Centre};
    const QList<ExpensiveMistakesBand> &bands = m_ruleset->expensiveMistakesBands();
    for (const ExpensiveMistakesBand &band : bands) {
        Row row;
        row.cells << (band.max ? u"%1 – %2"_s.arg(goldText(band.min), goldText(*band.max))
                               : tr("%1 or more").arg(goldText(band.min)));
        row.toolTips << QString();
        for (const QString &id : band.outcomes) {
            const ExpensiveMistakeOutcome *outcome = m_ruleset->expensiveMistakeOutcome(id);
            row.cells << (outcome ? outcome->name.current() : id);
            row.toolTips << (outcome ? outcome->summary.current() : QString());
        }
        m_rows << row;
    }
    QStringList lines;
    if (!bands.isEmpty())
        lines << tr("A league option in place of spiralling expenses: after each match, a team "
                    "with %1 "
                    "or more in its treasury rolls a D6 on its row.")
                     .arg(goldText(bands.first().min));
    for (const ExpensiveMistakeOutcome &outcome : m_ruleset->expensiveMistakeOutcomes())
        lines << u"%1: %2"_s.arg(outcome.name.current(), outcome.summary.current());
    m_note = lines.join(u'\n');
}

QVariant RuleTableModel::alignment(Align align)
{
    switch (align) {
    case Align::Centre:
        return centredAlignment();
    case Align::Right:
        return numberAlignment();
    case Align::Left:
        break;
    }
    return {};
}

int RuleTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int RuleTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

QVariant RuleTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return row.cells.value(index.column());
    case Qt::ToolTipRole: {
        const QString tip = row.toolTips.value(index.column());
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::TextAlignmentRole:
        return alignment(m_columns.at(index.column()).align);
    }
    return {};
}

QVariant RuleTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size())
        return {};
    const Column &column = m_columns.at(section);
    switch (role) {
    case Qt::DisplayRole:
        return column.title;
    case Qt::TextAlignmentRole:
        return alignment(column.align);
    case WideColumnRole:
        return column.wide;
    }
    return {};
}

} // namespace dugout
