#pragma once

#include <QColor>
#include <QWidget>

namespace dugout {

// Team re-rolls as pips: one filled bar per re-roll left, an empty one per re-roll spent this
// half (re-rolls won at kick-off add filled bars beyond the roster's count).
class RerollPips : public QWidget
{
    Q_OBJECT

public:
    explicit RerollPips(QWidget *parent = nullptr);

    void setRerolls(int left, int total);
    int left() const { return m_left; }
    void setColors(const QColor &filled, const QColor &outline);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int pips() const { return qMax(1, qMax(m_left, m_total)); }

    int m_left = 0;
    int m_total = 0;
    QColor m_filled;
    QColor m_outline;
};

} // namespace dugout
