#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>

namespace dugout {

class Ruleset;
struct TableRow;

// One of the rulebook's dice and reference tables at a time, chosen with setTable. The rows
// are written out once per table, as the rulebook prints them; note() adds the sentence a
// reader needs beside the table (which dice, what the outcomes mean).
class RuleTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Table {
        KickOff,
        Weather,
        Injury,
        Casualty,
        Agility,
        SppAwards,
        SppLevels,
        Advancement,
        ValueIncreases,
        SpirallingExpenses,
        ExpensiveMistakes,
    };
    Q_ENUM(Table)
    // headerData role: true for a column of long text, which a view should stretch and wrap.
    enum Role { WideColumnRole = Qt::UserRole };

    explicit RuleTableModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent = nullptr);

    static QList<Table> tables();
    static QString tableName(Table table);

    void setTable(Table table);
    Table table() const { return m_table; }
    QString note() const { return m_note; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    enum class Align { Left, Centre, Right };
    struct Column
    {
        QString title;
        Align align = Align::Left; // dice and stats centred, gold on the right
        bool wide = false;
    };
    struct Row
    {
        QStringList cells;
        QStringList toolTips; // per cell; may be shorter than cells
    };

    static QVariant alignment(Align align);
    void fill();
    void fillRangeTable(const QList<TableRow> &rows, const QString &dice,
                        const QString &resultTitle);
    void fillCasualty();
    void fillAgility();
    void fillSppAwards();
    void fillSppLevels();
    void fillValueIncreases();
    void fillSpirallingExpenses();
    void fillExpensiveMistakes();

    std::shared_ptr<const Ruleset> m_ruleset;
    Table m_table = Table::KickOff;
    QList<Column> m_columns;
    QList<Row> m_rows;
    QString m_note;
};

} // namespace dugout
