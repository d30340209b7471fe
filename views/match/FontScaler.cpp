#include "FontScaler.h"

#include <QApplication>

namespace dugout {

QFont FontScaler::font(qreal factor, bool bold) const
{
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * factor * m_scale);
    font.setBold(bold);
    return font;
}

void FontScaler::apply(const Entry &entry) const
{
    if (entry.widget)
        entry.widget->setFont(font(entry.factor, entry.bold));
}

void FontScaler::add(QWidget *widget, qreal factor, bool bold)
{
    m_entries.removeIf(
        [](const Entry &entry) { return entry.widget.isNull(); }); // widgets gone since
    m_entries << Entry{widget, factor, bold};
    apply(m_entries.constLast());
}

void FontScaler::setScale(qreal scale)
{
    m_scale = scale;
    for (const Entry &entry : std::as_const(m_entries))
        apply(entry);
}

} // namespace dugout
