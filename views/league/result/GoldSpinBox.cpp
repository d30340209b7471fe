#include "GoldSpinBox.h"

#include "core/Money.h"

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
