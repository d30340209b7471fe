#pragma once

#include <QStyledItemDelegate>

namespace dugout {

// Editors for the roster table: shirt numbers from 1 to 16 in a spin box, names in a line
// edit of sensible length. What is accepted is still the rules' decision (PlayerTableModel
// hands every edit to the team's document).
class PlayerEditDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
};

} // namespace dugout
