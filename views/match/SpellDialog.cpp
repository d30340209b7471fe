#include "SpellDialog.h"

#include "EventProbe.h"
#include "InjuryDice.h"
#include "core/match/DiceKeys.h"
#include "models/MatchText.h"
#include "views/league/result/DiceInput.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTimer>
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
            // His own armour, injury and casualty dice, under his name while he is named.
            auto *injury = new InjuryDice(page);
            injury->setObjectName(u"%1SpellInjury%2"_s.arg(prefix).arg(p.number));
            injury->setPlayer(p.number);
            injury->setContentsMargins(24, 0, 0, 0);
            injury->hide();
            grid->addWidget(named, row, 0);
            grid->addWidget(die, row++, 1);
            grid->addWidget(injury, row++, 0, 1, 2);
            m_targets << Target{side, p.number, named, die, injury};
            connect(named, &QCheckBox::toggled, this, &SpellDialog::refresh);
            // A player named far down the list shows his dice at once: once the layout has
            // placed them, the list scrolls to them (the row of his name above included).
            connect(named, &QCheckBox::toggled, this, [this, named, injury](bool on) {
                if (on)
                    QTimer::singleShot(0, this, [this, named, injury] {
                        QWidget *shown =
                            injury->isVisible() ? static_cast<QWidget *>(injury) : named;
                        m_scroll->ensureWidgetVisible(shown, 50, 40);
                    });
            });
            connect(die, &DiceInput::changed, this, &SpellDialog::refresh);
            connect(injury, &InjuryDice::changed, this, &SpellDialog::refresh);
        }
    }
    grid->setRowStretch(row, 1);
    m_scroll = new QScrollArea(this);
    QScrollArea *scroll = m_scroll;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Two teams' players scroll: the struck player's dice and OK stay on a 768-pixel screen.
    scroll->setMinimumSize(qMin(page->sizeHint().width() + 24, 640),
                           qMin(page->sizeHint().height() + 8, 260));
    scroll->setMaximumHeight(qMax(scroll->minimumHeight(), 300));
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

InjuryDice *SpellDialog::injuryDice(Side side, int number) const
{
    for (const Target &t : m_targets) {
        if (t.side == side && t.number == number)
            return t.injury;
    }
    return nullptr;
}

void SpellDialog::updateFields()
{
    for (const Target &t : m_targets)
        t.die->setEnabled(t.named->isChecked());
    // Core's dry run says which of the struck player's dice may be rolled, and which the dice
    // typed so far leave out (armour held: no injury).
    MatchEvent blank = event();
    blank.dice.clear();
    const bool valid = bool(probe().check(blank));
    const QStringList possible = valid ? probe().requiredDice(blank) : QStringList();
    // Every named player's dice count first (a hidden InjuryDice writes none), then core says
    // which rows his dice leave.
    for (const Target &t : m_targets)
        t.injury->setVisible(t.named->isChecked() && valid);
    const QStringList needed = valid ? probe().requiredDice(event()) : QStringList();
    for (const Target &t : m_targets) {
        if (t.injury->isHidden())
            continue;
        t.injury->setNeeded(t.side, possible, needed);
        t.injury->setVisible(t.injury->anyRollShown());
    }
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
        if (!t.injury->isHidden())
            t.injury->fill(t.side, e.dice);
    }
    return e;
}

} // namespace dugout
