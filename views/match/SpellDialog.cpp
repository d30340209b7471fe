#include "SpellDialog.h"

#include "StrikeTargets.h"

#include <QComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

SpellDialog::SpellDialog(const EventProbe &probe, const MatchState &state, Side caster,
                         QWidget *parent)
    : EventDialog(probe, tr("The wizard of %1").arg(state.team(caster).name), parent),
      m_caster(caster), m_spell(new QComboBox(this))
{
    setObjectName(u"spellDialog"_s);
    m_spell->setObjectName(u"spellBox"_s);
    m_spell->addItem(tr("Fireball: every player named in the nine squares, hit on 4+"),
                     u"fireball"_s);
    m_spell->addItem(tr("Lightning bolt: one player, hit on 2+"), u"lightning_bolt"_s);
    content()->addWidget(m_spell);
    auto *intro = new QLabel(tr("Name the players the spell reaches. Type the D6 of each as it "
                                "fell at the table, or leave it for Dugout to roll; a player hit "
                                "is knocked down with an armour roll, whose dice you may type "
                                "under his name."),
                             this);
    intro->setWordWrap(true);
    content()->addWidget(intro);

    m_targets = new StrikeTargets(state, {Side::Home, Side::Away}, true,
                                  {u"%1Target%2"_s, u"%1SpellDie%2"_s, u"%1SpellInjury%2"_s});
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_targets);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Two teams' players scroll: the struck player's dice and OK stay on a 768-pixel screen.
    scroll->setMinimumSize(qMin(m_targets->sizeHint().width() + 24, 640),
                           qMin(m_targets->sizeHint().height() + 8, 260));
    scroll->setMaximumHeight(qMax(scroll->minimumHeight(), 300));
    content()->addWidget(scroll);
    connect(m_targets, &StrikeTargets::changed, this, &SpellDialog::refresh);
    connect(m_spell, &QComboBox::currentIndexChanged, this, &SpellDialog::refresh);
    refresh();
}

QCheckBox *SpellDialog::playerBox(Side side, int number) const
{
    return m_targets->playerBox(side, number);
}

DiceInput *SpellDialog::hitDie(Side side, int number) const
{
    return m_targets->hitDie(side, number);
}

InjuryDice *SpellDialog::injuryDice(Side side, int number) const
{
    return m_targets->injuryDice(side, number);
}

void SpellDialog::updateFields()
{
    m_targets->updateDice(probe(), spell());
}

MatchEvent SpellDialog::spell() const
{
    MatchEvent e;
    e.type = MatchEventType::Spell;
    e.side = m_caster;
    e.item = m_spell->currentData().toString();
    return e;
}

MatchEvent SpellDialog::event() const
{
    MatchEvent e = spell();
    m_targets->fill(e);
    return e;
}

} // namespace dugout
