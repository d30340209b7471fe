#include "DieSpinBox.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace dugout {

DieSpinBox::DieSpinBox(int sides, QWidget *parent) : QSpinBox(parent), m_sides(sides)
{
    setRange(0, sides);
    setSpecialValueText(u"–"_s); // 0: not entered, Dugout rolls it
    setAlignment(Qt::AlignCenter);
}

void DieSpinBox::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    const bool plain =
        !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (plain && (key == Qt::Key_Backspace || key == Qt::Key_Delete || key == Qt::Key_0) &&
        m_sides <= 9) {
        setValue(0);
        selectAll();
        return;
    }
    if (plain && key >= Qt::Key_1 && key <= Qt::Key_9) {
        const int face = key - Qt::Key_0;
        if (m_sides <= 9) {
            // One keystroke is the whole die: it replaces what is shown.
            if (face <= m_sides) {
                setValue(face);
                selectAll();
                Q_EMIT typed();
            }
            return;
        }
        if (value() == 0)
            selectAll(); // the dash is replaced, not added to
    }
    QSpinBox::keyPressEvent(event);
}

void DieSpinBox::focusInEvent(QFocusEvent *event)
{
    QSpinBox::focusInEvent(event);
    // Whatever the box shows is replaced by the next digit typed.
    QTimer::singleShot(0, this, &QSpinBox::selectAll);
}

} // namespace dugout
