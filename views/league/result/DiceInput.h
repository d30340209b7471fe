#pragma once

#include <QList>
#include <QWidget>

class QToolButton;
class QSpinBox;

namespace dugout {

// Dice a commissioner types from the physical dice, or rolls here: one small spin box per die
// ("–" while not entered) and a Roll button. A die left at "–" is rolled by the post-match
// sequence in the preview.
class DiceInput : public QWidget
{
    Q_OBJECT

public:
    // One die per entry, with that many sides: {6, 6} for 2D6, {6, 8} for a D68.
    explicit DiceInput(QList<int> sides, QWidget *parent = nullptr);

    // The dice entered, in order; a die not entered is 0.
    QList<int> values() const;
    // Only the dice entered, in order (what goes into the record).
    QList<int> entered() const;
    bool isComplete() const;
    bool isEmpty() const;
    // 0 clears a die; missing values clear the dice after them.
    void setValues(const QList<int> &values);
    void clear();
    void roll();

    QSpinBox *die(int index) const { return m_dice.value(index); }
    QToolButton *rollButton() const { return m_roll; }

Q_SIGNALS:
    void changed();

private:
    QList<int> m_sides;
    QList<QSpinBox *> m_dice;
    QToolButton *m_roll;
};

} // namespace dugout
