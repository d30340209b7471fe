#include "InjuryDice.h"

#include "core/match/DicePurpose.h"
#include "views/league/result/DiceInput.h"

#include <QFormLayout>

using namespace Qt::StringLiterals;

namespace dugout {

InjuryDice::InjuryDice(QWidget *parent) : QWidget(parent), m_form(new QFormLayout(this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    const auto add = [this](Roll roll, const QString &name, const QString &label, QList<int> sides) {
        auto *input = new DiceInput(std::move(sides), this);
        input->setObjectName(name);
        m_form->addRow(label, input);
        m_inputs.insert(roll, input);
        connect(input, &DiceInput::changed, this, &InjuryDice::changed);
    };
    add(Roll::Armour, u"armourDice"_s, tr("Armour (2D6):"), {6, 6});
    add(Roll::Injury, u"injuryDice"_s, tr("Injury (2D6):"), {6, 6});
    add(Roll::Casualty, u"casualtyDice"_s, tr("Casualty (D6 + D8):"), {6, 8});
    add(Roll::Regeneration, u"regenerationDice"_s, tr("Regeneration (D6):"), {6});
}

void InjuryDice::setRollVisible(Roll roll, bool visible)
{
    m_form->setRowVisible(m_inputs.value(roll), visible);
    m_hidden[roll] = !visible;
}

void InjuryDice::fill(Side side, QHash<QString, QList<int>> &dice) const
{
    const QList<QPair<Roll, QString>> purposes = {{Roll::Armour, u"armour"_s},
                                                  {Roll::Injury, u"injury"_s},
                                                  {Roll::Casualty, u"casualty"_s},
                                                  {Roll::Regeneration, u"regeneration"_s}};
    for (const auto &[roll, what] : purposes) {
        const DiceInput *input = m_inputs.value(roll);
        if (!m_hidden.value(roll) && !input->isEmpty())
            dice.insert(dicePurpose(side, what), input->entered());
    }
}

} // namespace dugout
