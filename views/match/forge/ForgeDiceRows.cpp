#include "ForgeDiceRows.h"

#include "core/match/DiceKeys.h"
#include "core/match/MatchEvent.h"
#include "views/league/result/DiceInput.h"
#include "views/match/EventProbe.h"

#include <QFormLayout>

using namespace Qt::StringLiterals;

namespace dugout {

ForgeDiceRows::ForgeDiceRows(const QList<Roll> &rolls, QWidget *parent)
    : QWidget(parent), m_form(new QFormLayout(this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    for (const Roll &roll : rolls) {
        auto *input = new DiceInput(roll.sides, this);
        input->setObjectName(roll.purpose + u"Dice"_s);
        m_form->addRow(roll.label, input);
        m_inputs << std::pair{roll.purpose, input};
        connect(input, &DiceInput::changed, this, &ForgeDiceRows::changed);
    }
}

QList<ForgeDiceRows::Roll> ForgeDiceRows::injuryRolls(Side side, const QString &team)
{
    //: The dice of a player of a team falling on La Forge de Sigmar: "Reavers: armour (2D6):".
    return {{DiceKeys::forSide(side, DiceKeys::armour), tr("%1: armour (2D6):").arg(team), {6, 6}},
            {DiceKeys::forSide(side, DiceKeys::injury), tr("%1: injury (2D6):").arg(team), {6, 6}},
            {DiceKeys::forSide(side, DiceKeys::casualty),
             tr("%1: casualty (D6 + D8):").arg(team),
             {6, 8}},
            {DiceKeys::forSide(side, DiceKeys::regeneration),
             tr("%1: Regeneration (D6):").arg(team),
             {6}}};
}

void ForgeDiceRows::fillTyped(MatchEvent &event) const
{
    for (const auto &[purpose, input] : m_inputs) {
        if (!input->isEmpty())
            event.dice.insert(purpose, input->entered());
    }
}

void ForgeDiceRows::update(const EventProbe &probe, const MatchEvent &event)
{
    MatchEvent blank = event;
    blank.dice.clear();
    MatchEvent typed = blank;
    fillTyped(typed);
    // A typed die the rules never reach is not used by the dry run, so this is the dice the
    // event rolls with everything typed so far, whatever the rows show now.
    m_needed = probe.requiredDice(typed);
    QStringList possible = probe.requiredDice(blank);
    possible << m_needed;
    for (const auto &[purpose, input] : std::as_const(m_inputs)) {
        m_form->setRowVisible(input, possible.contains(purpose));
        const bool wanted = m_needed.contains(purpose);
        input->setEnabled(wanted);
        input->setToolTip(wanted ? QString()
                                 : tr("Not rolled: the dice typed above decide the outcome."));
    }
}

void ForgeDiceRows::fill(MatchEvent &event) const
{
    for (const auto &[purpose, input] : m_inputs) {
        if (m_needed.contains(purpose) && !input->isEmpty())
            event.dice.insert(purpose, input->entered());
    }
}

DiceInput *ForgeDiceRows::input(const QString &purpose) const
{
    for (const auto &[key, input] : m_inputs) {
        if (key == purpose)
            return input;
    }
    return nullptr;
}

} // namespace dugout
