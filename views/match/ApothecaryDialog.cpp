#include "ApothecaryDialog.h"

#include "core/match/DiceKeys.h"
#include "core/match/MatchState.h"
#include "core/rules/Ruleset.h"
#include "models/MatchText.h"
#include "views/league/result/DiceInput.h"

#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString casualtyName(const Ruleset &rules, int d68)
{
    const CasualtyRow *row = rules.casualtyResult(d68);
    return row ? u"%1 %2"_s.arg(d68).arg(row->name.current()) : QString::number(d68);
}

} // namespace

ApothecaryDialog::ApothecaryDialog(const EventProbe &probe, const Ruleset &rules, Side side,
                                   const MatchPlayer &player, QWidget *parent)
    : EventDialog(probe, tr("Apothecary"), parent), m_rules(rules), m_side(side),
      m_number(player.number), m_casualty(player.state == PlayerState::Casualty)
{
    setObjectName(u"apothecaryDialog"_s);
    auto *intro = new QLabel(this);
    intro->setWordWrap(true);
    content()->addWidget(intro);
    if (!m_casualty) {
        intro->setText(tr("The apothecary treats %1: knocked out, he is only stunned.")
                           .arg(MatchText::playerLabel(player)));
        refresh();
        return;
    }
    const int first = player.casualtyD68.value_or(0);
    intro->setText(
        tr("The apothecary treats %1 (%2): roll the casualty again and keep the result you prefer.")
            .arg(MatchText::playerLabel(player), casualtyName(rules, first)));
    m_dice = new DiceInput({6, 8}, this);
    m_dice->setObjectName(u"apothecaryDice"_s);
    m_keepFirst =
        new QRadioButton(tr("Keep the first result: %1").arg(casualtyName(rules, first)), this);
    m_keepFirst->setObjectName(u"keepFirstButton"_s);
    m_keepSecond = new QRadioButton(this);
    m_keepSecond->setObjectName(u"keepSecondButton"_s);
    m_keepFirst->setChecked(true);
    auto *form = new QFormLayout;
    form->addRow(tr("New casualty roll (D6 + D8):"), m_dice);
    content()->addLayout(form);
    content()->addWidget(m_keepFirst);
    content()->addWidget(m_keepSecond);
    connect(m_dice, &DiceInput::changed, this, &ApothecaryDialog::refresh);
    connect(m_keepSecond, &QRadioButton::toggled, this, &ApothecaryDialog::refresh);
    refresh();
}

void ApothecaryDialog::updateFields()
{
    if (!m_casualty)
        return;
    // The coach chooses knowing both results: the second is rolled first (here or typed).
    const bool rolled = m_dice->isComplete();
    m_keepSecond->setEnabled(rolled);
    m_keepSecond->setText(rolled ? tr("Keep the second result: %1")
                                       .arg(casualtyName(m_rules, m_dice->values().at(0) * 10 +
                                                                      m_dice->values().at(1)))
                                 : tr("Keep the second result (roll it first)"));
    if (!rolled)
        m_keepFirst->setChecked(true);
}

QString ApothecaryDialog::missingText() const
{
    return m_casualty && !m_dice->isComplete()
               ? tr("Roll or type the new casualty roll, then choose.")
               : QString();
}

MatchEvent ApothecaryDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::Apothecary;
    e.side = m_side;
    e.number = m_number;
    if (m_casualty) {
        e.flag = m_keepSecond->isChecked();
        if (!m_dice->isEmpty())
            e.dice.insert(DiceKeys::forSide(m_side, DiceKeys::apothecary), m_dice->entered());
    }
    return e;
}

} // namespace dugout
