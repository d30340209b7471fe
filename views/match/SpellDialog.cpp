#include "SpellDialog.h"

#include "core/match/DiceKeys.h"
#include "models/MatchText.h"
#include "views/league/result/DiceInput.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
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
                                "is knocked down with an armour roll."),
                             this);
    intro->setWordWrap(true);
    content()->addWidget(intro);

    auto *page = new QWidget;
    auto *grid = new QGridLayout(page);
    int row = 0;
    for (const Side side : {Side::Home, Side::Away}) {
        const TeamMatchState &team = state.team(side);
        grid->addWidget(new QLabel(u"<b>%1</b>"_s.arg(team.name.toHtmlEscaped()), page), row++, 0,
                        1, 2);
        for (const MatchPlayer &p : team.players) {
            if (p.state != PlayerState::Standing)
                continue; // only standing players are hit: core says so for any other
            const QString prefix = side == Side::Home ? u"home"_s : u"away"_s;
            auto *named = new QCheckBox(MatchText::playerLabel(p), page);
            named->setObjectName(u"%1Target%2"_s.arg(prefix).arg(p.number));
            auto *die = new DiceInput({6}, page);
            die->setObjectName(u"%1SpellDie%2"_s.arg(prefix).arg(p.number));
            die->setEnabled(false);
            grid->addWidget(named, row, 0);
            grid->addWidget(die, row++, 1);
            m_targets << Target{side, p.number, named, die};
            connect(named, &QCheckBox::toggled, this, &SpellDialog::refresh);
            connect(die, &DiceInput::changed, this, &SpellDialog::refresh);
        }
    }
    grid->setRowStretch(row, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumSize(qMin(page->sizeHint().width() + 24, 640),
                           qMin(page->sizeHint().height() + 8, 420));
    content()->addWidget(scroll);
    connect(m_spell, &QComboBox::currentIndexChanged, this, &SpellDialog::refresh);
    refresh();
}

QCheckBox *SpellDialog::playerBox(Side side, int number) const
{
    for (const Target &t : m_targets) {
        if (t.side == side && t.number == number)
            return t.named;
    }
    return nullptr;
}

DiceInput *SpellDialog::hitDie(Side side, int number) const
{
    for (const Target &t : m_targets) {
        if (t.side == side && t.number == number)
            return t.die;
    }
    return nullptr;
}

void SpellDialog::updateFields()
{
    for (const Target &t : m_targets)
        t.die->setEnabled(t.named->isChecked());
}

MatchEvent SpellDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::Spell;
    e.side = m_caster;
    e.item = m_spell->currentData().toString();
    for (const Target &t : m_targets) {
        if (!t.named->isChecked())
            continue;
        (t.side == Side::Home ? e.numbers : e.awayNumbers) << t.number;
        if (!t.die->isEmpty())
            e.dice.insert(DiceKeys::forPlayer(t.side, QString(DiceKeys::spell), t.number),
                          t.die->entered());
    }
    return e;
}

} // namespace dugout
