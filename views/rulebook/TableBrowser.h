#pragma once

#include "models/RuleTableModel.h"

#include <QWidget>

#include <memory>

class QLabel;
class QListWidget;

namespace dugout {

class RulebookTableView;
class Ruleset;

// The Tables tab: the list of dice and reference tables on the left, the chosen one on the
// right with the note that explains it.
class TableBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit TableBrowser(std::shared_ptr<const Ruleset> ruleset, QWidget *parent = nullptr);

    void showTable(RuleTableModel::Table table);
    RuleTableModel::Table currentTable() const { return m_model->table(); }

private:
    void tableChosen(int row);

    RuleTableModel *m_model;
    QListWidget *m_list;
    QLabel *m_title;
    RulebookTableView *m_table;
    QLabel *m_note;
};

} // namespace dugout
