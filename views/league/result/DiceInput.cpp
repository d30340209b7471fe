#include "DiceInput.h"

#include "DieSpinBox.h"

#include "core/dice/RandomDice.h"

#include <QHBoxLayout>
#include <QSpinBox>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace dugout {

DiceInput::DiceInput(QList<int> sides, QWidget *parent)
    : QWidget(parent), m_sides(std::move(sides)), m_roll(new QToolButton(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    for (qsizetype i = 0; i < m_sides.size(); ++i) {
        auto *die = new DieSpinBox(m_sides.at(i), this);
        die->setObjectName(u"die%1"_s.arg(i + 1));
        die->setMinimumWidth(42);
        //: Tooltip of one die of a dice input; %1 is the number of sides.
        die->setToolTip(tr("D%1: type what your die shows, or leave it at – for Dugout to roll it")
                            .arg(m_sides.at(i)));
        connect(die, &QSpinBox::valueChanged, this, &DiceInput::changed);
        // 2D6 typed "4 5": the second digit goes to the second die.
        if (!m_dice.isEmpty()) {
            QSpinBox *previous = m_dice.constLast();
            connect(static_cast<DieSpinBox *>(previous), &DieSpinBox::typed, die,
                    [die] { die->setFocus(Qt::TabFocusReason); });
        }
        layout->addWidget(die);
        m_dice << die;
    }
    m_roll->setObjectName(u"rollButton"_s);
    m_roll->setText(tr("Roll"));
    m_roll->setToolTip(tr("Roll these dice now"));
    connect(m_roll, &QToolButton::clicked, this, &DiceInput::roll);
    layout->addWidget(m_roll);
    layout->addStretch();
}

QList<int> DiceInput::values() const
{
    QList<int> list;
    for (QSpinBox *die : m_dice)
        list << die->value();
    return list;
}

QList<int> DiceInput::entered() const
{
    QList<int> list;
    for (QSpinBox *die : m_dice) {
        if (die->value() > 0)
            list << die->value();
    }
    return list;
}

bool DiceInput::isComplete() const
{
    return std::all_of(m_dice.begin(), m_dice.end(),
                       [](QSpinBox *die) { return die->value() > 0; });
}

bool DiceInput::isEmpty() const
{
    return std::all_of(m_dice.begin(), m_dice.end(),
                       [](QSpinBox *die) { return die->value() == 0; });
}

void DiceInput::setValues(const QList<int> &values)
{
    for (qsizetype i = 0; i < m_dice.size(); ++i)
        m_dice.at(i)->setValue(values.value(i));
}

void DiceInput::clear()
{
    setValues({});
}

void DiceInput::roll()
{
    RandomDice dice;
    QList<int> list;
    for (int sides : m_sides)
        list << dice.roll(sides, QString());
    setValues(list);
}

} // namespace dugout
