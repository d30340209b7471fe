#include "InjuryDice.h"

#include "core/match/DiceKeys.h"
#include "views/league/result/DiceInput.h"

#include <QFormLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

InjuryDice::InjuryDice(QWidget *parent) : QWidget(parent), m_form(new QFormLayout(this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    const auto add = [this](Roll roll, const QString &name, const QString &label,
                            QList<int> sides) {
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

QString InjuryDice::purpose(Roll roll, Side side)
{
    switch (roll) {
    case Roll::Armour:
        return DiceKeys::forSide(side, DiceKeys::armour);
    case Roll::Injury:
        return DiceKeys::forSide(side, DiceKeys::injury);
    case Roll::Casualty:
        return DiceKeys::forSide(side, DiceKeys::casualty);
    case Roll::Regeneration:
        return DiceKeys::forSide(side, DiceKeys::regeneration);
    }
    return {};
}

QString InjuryDice::key(Roll roll, Side side) const
{
    const QString team = purpose(roll, side);
    return m_number ? team + u'.' + QString::number(m_number) : team;
}

bool InjuryDice::anyRollShown() const
{
    return std::any_of(m_inputs.keyBegin(), m_inputs.keyEnd(),
                       [this](Roll roll) { return !m_hidden.value(roll); });
}

void InjuryDice::setNeeded(Side side, const QStringList &possible, const QStringList &needed)
{
    for (auto it = m_inputs.cbegin(); it != m_inputs.cend(); ++it) {
        const QString purpose = key(it.key(), side);
        setRollVisible(it.key(), possible.contains(purpose));
        const bool wanted = needed.contains(purpose);
        m_unneeded[it.key()] = !wanted;
        it.value()->setEnabled(wanted);
        it.value()->setToolTip(wanted ? QString()
                                      : tr("Not rolled: the dice typed above decide the outcome."));
    }
}

void InjuryDice::fill(Side side, QHash<QString, QList<int>> &dice) const
{
    for (auto it = m_inputs.cbegin(); it != m_inputs.cend(); ++it) {
        if (!m_hidden.value(it.key()) && !m_unneeded.value(it.key()) && !it.value()->isEmpty())
            dice.insert(key(it.key(), side), it.value()->entered());
    }
}

} // namespace dugout
