#pragma once

#include <QSpinBox>

namespace dugout {

// One die of a DiceInput: "–" while not entered, else the face typed. A coach types what his
// die shows without selecting anything first: a digit replaces whatever the box shows (the
// dash included), then the next die of the same roll takes the keyboard; 0, Backspace and
// Delete put the dash back. Dice of more than nine faces take two digits the usual way.
class DieSpinBox : public QSpinBox
{
    Q_OBJECT

public:
    explicit DieSpinBox(int sides, QWidget *parent = nullptr);

Q_SIGNALS:
    // A face was typed: the next die may take the keyboard.
    void typed();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;

private:
    int m_sides;
};

} // namespace dugout
