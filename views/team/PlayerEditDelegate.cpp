#include "PlayerEditDelegate.h"

#include "models/PlayerTableModel.h"

#include <QLineEdit>
#include <QSpinBox>

namespace dugout {

QWidget *PlayerEditDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                          const QModelIndex &index) const
{
    if (index.column() == PlayerTableModel::NumberColumn) {
        auto *spin = new QSpinBox(parent);
        spin->setRange(1, 16);
        spin->setFrame(false);
        spin->setAlignment(Qt::AlignCenter);
        return spin;
    }
    QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
    if (auto *line = qobject_cast<QLineEdit *>(editor))
        line->setMaxLength(60);
    return editor;
}

} // namespace dugout
