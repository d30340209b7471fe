#pragma once

#include <QColor>
#include <QWidget>

namespace dugout {

// A team's turn marker as the board shows it, big enough to read from two metres: eight
// dots, the turns played filled, then the number.
class TurnMarkers : public QWidget
{
    Q_OBJECT

public:
    explicit TurnMarkers(QWidget *parent = nullptr);

    void setTurn(int turn);
    int turn() const { return m_turn; }
    void setColors(const QColor &filled, const QColor &text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int dotSize() const;

    int m_turn = 0;
    QColor m_filled;
    QColor m_text;
};

} // namespace dugout
