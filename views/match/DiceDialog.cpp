#include "DiceDialog.h"

#include "views/league/result/DiceInput.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

DiceDialog::DiceDialog(const EventProbe &probe, const QString &title, const QString &text,
                       MatchEvent base, const QList<Roll> &rolls, QWidget *parent)
    : EventDialog(probe, title, parent), m_base(std::move(base))
{
    setObjectName(u"diceDialog"_s);
    auto *intro = new QLabel(text, this);
    intro->setWordWrap(true);
    content()->addWidget(intro);
    auto *form = new QFormLayout;
    for (const Roll &roll : rolls) {
        auto *input = new DiceInput(roll.sides, this);
        input->setObjectName(roll.purpose + u"Dice"_s);
        form->addRow(roll.label, input);
        m_inputs << qMakePair(roll.purpose, input);
        connect(input, &DiceInput::changed, this, &DiceDialog::refresh);
    }
    content()->addLayout(form);
    refresh();
}

MatchEvent DiceDialog::event() const
{
    MatchEvent e = m_base;
    for (const auto &[purpose, input] : m_inputs) {
        if (!input->isEmpty())
            e.dice.insert(purpose, input->entered());
    }
    return e;
}

DiceInput *DiceDialog::input(const QString &purpose) const
{
    for (const auto &[key, input] : m_inputs) {
        if (key == purpose)
            return input;
    }
    return nullptr;
}

} // namespace dugout
