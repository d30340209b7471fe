#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

namespace dugout {

// The tracker grows with the screen so it stays readable from two metres: each widget
// registers its labels with a size relative to the application font, and the tracker sets one
// scale for all of them as it is resized.
class FontScaler
{
public:
    // Gives `widget` the application font × `factor` × the current scale, and keeps it so.
    void add(QWidget *widget, qreal factor, bool bold = false);
    void setScale(qreal scale);
    qreal scale() const { return m_scale; }
    // The application font × `factor` × the current scale.
    QFont font(qreal factor, bool bold = false) const;

private:
    struct Entry
    {
        QPointer<QWidget> widget;
        qreal factor;
        bool bold;
    };
    void apply(const Entry &entry) const;

    QList<Entry> m_entries;
    qreal m_scale = 1.0;
};

} // namespace dugout
