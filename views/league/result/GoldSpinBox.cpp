#include "GoldSpinBox.h"

#include "core/Money.h"

#include <QLineEdit>

namespace dugout {

namespace {

QString digitsOf(const QString &text)
{
    QString digits;
    for (QChar c : text) {
        if (c.isDigit())
            digits += c;
    }
    return digits;
}

} // namespace

GoldSpinBox::GoldSpinBox(QWidget *parent) : QSpinBox(parent)
{
    setRange(0, 5000000);
    setSingleStep(5000);
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setAccelerated(true);
    // QSpinBox formats its text only when a value is set from outside or the box loses focus:
    // a typed "50000" stayed so until then, unlike every other amount of gold on screen.
    connect(lineEdit(), &QLineEdit::textEdited, this, &GoldSpinBox::regroup);
}

void GoldSpinBox::regroup(const QString &typed)
{
    const QString digits = digitsOf(typed);
    if (digits.isEmpty() || digits.size() > 9)
        return;
    const int value = digits.toInt();
    if (value < minimum() || value > maximum())
        return; // left as typed: the box refuses it as it refuses any amount out of range
    const QString grouped = textFromValue(value);
    if (grouped == typed)
        return;
    // The cursor stays after the same digits: count those typed to its right.
    QLineEdit *edit = lineEdit();
    const qsizetype digitsRight = digitsOf(typed.mid(edit->cursorPosition())).size();
    edit->setText(grouped);
    qsizetype position = grouped.size();
    qsizetype seen = 0;
    // From the end, back past the unit to the last digit, then past as many digits as were
    // to the cursor's right (a digit never leading: the cursor goes right after a digit).
    while (position > 0 && !grouped.at(position - 1).isDigit())
        --position;
    while (position > 0 && seen < digitsRight) {
        --position;
        if (grouped.at(position).isDigit())
            ++seen;
    }
    while (position > 0 && seen == digitsRight && !grouped.at(position - 1).isDigit())
        --position;
    edit->setCursorPosition(int(position));
}

QString GoldSpinBox::textFromValue(int value) const
{
    return formatGold(value);
}

int GoldSpinBox::valueFromText(const QString &text) const
{
    return digitsOf(text).left(9).toInt();
}

QValidator::State GoldSpinBox::validate(QString &input, int &pos) const
{
    Q_UNUSED(pos);
    const QString digits = digitsOf(input);
    if (digits.isEmpty())
        return QValidator::Intermediate;
    bool ok = false;
    const qint64 value = digits.left(10).toLongLong(&ok);
    return ok && value >= minimum() && value <= maximum() ? QValidator::Acceptable
                                                          : QValidator::Intermediate;
}

} // namespace dugout
