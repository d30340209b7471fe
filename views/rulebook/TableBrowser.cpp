#include "TableBrowser.h"

#include "RulebookTableView.h"
#include "models/Palette.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

TableBrowser::TableBrowser(std::shared_ptr<const Ruleset> ruleset, QWidget *parent)
    : QWidget(parent), m_model(new RuleTableModel(std::move(ruleset), this)),
      m_list(new QListWidget(this)), m_title(new QLabel(this)),
      m_table(new RulebookTableView(this)), m_note(new QLabel(this))
{
    m_list->setObjectName(u"ruleTableList"_s);
    m_list->setSpacing(2);
    const QList<RuleTableModel::Table> tables = RuleTableModel::tables();
    for (RuleTableModel::Table table : tables) {
        auto *item = new QListWidgetItem(RuleTableModel::tableName(table), m_list);
        item->setData(Qt::UserRole, QVariant::fromValue(table));
    }
    m_list->setFixedWidth(m_list->sizeHintForColumn(0) + 2 * m_list->frameWidth() + 24);

    m_title->setObjectName(u"ruleTableTitle"_s);
    QFont font = m_title->font();
    font.setPointSizeF(font.pointSizeF() * Palette::factor(Palette::Text::SectionTitle));
    font.setBold(true);
    m_title->setFont(font);

    m_table->setObjectName(u"ruleTable"_s);
    m_table->setModel(m_model);
    m_note->setObjectName(u"ruleTableNote"_s);
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_title);
    rightLayout->addWidget(m_note);
    m_table->setFitToRows(true);
    rightLayout->addWidget(m_table);
    rightLayout->addStretch();

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_list);
    layout->addSpacing(8);
    layout->addWidget(right, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &TableBrowser::tableChosen);
    m_list->setCurrentRow(0);
}

void TableBrowser::showTable(RuleTableModel::Table table)
{
    m_list->setCurrentRow(static_cast<int>(RuleTableModel::tables().indexOf(table)));
}

void TableBrowser::tableChosen(int row)
{
    if (row < 0)
        return;
    const auto table = m_list->item(row)->data(Qt::UserRole).value<RuleTableModel::Table>();
    m_model->setTable(table);
    m_title->setText(RuleTableModel::tableName(table));
    m_note->setText(m_model->note());
    m_note->setVisible(!m_model->note().isEmpty());
    QList<int> wide;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        if (m_model->headerData(column, Qt::Horizontal, RuleTableModel::WideColumnRole).toBool())
            wide << column;
    }
    m_table->setStretchedColumns(wide);
}

} // namespace dugout
