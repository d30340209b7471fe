#include "StrikeTargets.h"

#include "EventProbe.h"
#include "InjuryDice.h"
#include "core/match/DiceKeys.h"
#include "models/MatchText.h"
#include "views/league/result/DiceInput.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace dugout {

StrikeTargets::StrikeTargets(const MatchState &state, const QList<Side> &sides, bool rollsToHit,
                             const Names &names, QWidget *parent)
    : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(1, 1);
    int row = 0;
    for (const Side side : sides) {
        const TeamMatchState &team = state.team(side);
        grid->addWidget(new QLabel(u"<b>%1</b>"_s.arg(team.name.toHtmlEscaped()), this), row++, 0,
                        1, 2);
        const QString prefix = side == Side::Home ? u"home"_s : u"away"_s;
        for (const MatchPlayer &p : team.players) {
            if (p.state != PlayerState::Standing)
                continue; // only standing players are struck: core says so for any other
            auto *named = new QCheckBox(MatchText::playerLabel(p), this);
            named->setObjectName(names.named.arg(prefix).arg(p.number));
            DiceInput *die = nullptr;
            if (rollsToHit) {
                die = new DiceInput({6}, this);
                die->setObjectName(names.die.arg(prefix).arg(p.number));
                die->setEnabled(false);
                connect(die, &DiceInput::changed, this, &StrikeTargets::changed);
            }
            // His own armour, injury and casualty dice, under his name while he is named.
            auto *injury = new InjuryDice(this);
            injury->setObjectName(names.injury.arg(prefix).arg(p.number));
            injury->setPlayer(p.number);
            injury->setContentsMargins(24, 0, 0, 0);
            injury->hide();
            grid->addWidget(named, row, 0);
            if (die)
                grid->addWidget(die, row, 1);
            ++row;
            grid->addWidget(injury, row++, 0, 1, 2);
            m_targets << Target{side, p.number, named, die, injury};
            connect(named, &QCheckBox::toggled, this, &StrikeTargets::changed);
            // A player named far down the list shows his dice at once: once the layout has
            // placed them, the list scrolls to them (the row of his name above included).
            connect(named, &QCheckBox::toggled, this, [this, named, injury](bool on) {
                if (on)
                    QTimer::singleShot(0, this, [this, named, injury] {
                        scrollTo(injury->isVisible() ? static_cast<QWidget *>(injury) : named);
                    });
            });
            connect(injury, &InjuryDice::changed, this, &StrikeTargets::changed);
        }
    }
    grid->setRowStretch(row, 1);
}

const StrikeTargets::Target *StrikeTargets::target(Side side, int number) const
{
    for (const Target &t : m_targets) {
        if (t.side == side && t.number == number)
            return &t;
    }
    return nullptr;
}

QCheckBox *StrikeTargets::playerBox(Side side, int number) const
{
    const Target *t = target(side, number);
    return t ? t->named : nullptr;
}

DiceInput *StrikeTargets::hitDie(Side side, int number) const
{
    const Target *t = target(side, number);
    return t ? t->die : nullptr;
}

InjuryDice *StrikeTargets::injuryDice(Side side, int number) const
{
    const Target *t = target(side, number);
    return t ? t->injury : nullptr;
}

void StrikeTargets::setNamed(Side side, int number)
{
    if (QCheckBox *box = playerBox(side, number))
        box->setChecked(true);
}

void StrikeTargets::scrollTo(QWidget *widget)
{
    for (QWidget *up = parentWidget(); up; up = up->parentWidget()) {
        if (auto *scroll = qobject_cast<QScrollArea *>(up)) {
            scroll->ensureWidgetVisible(widget, 50, 40);
            return;
        }
    }
}

void StrikeTargets::fill(MatchEvent &e) const
{
    for (const Target &t : m_targets) {
        if (!t.named->isChecked())
            continue;
        (t.side == Side::Home ? e.numbers : e.awayNumbers) << t.number;
        if (t.die && !t.die->isEmpty())
            e.dice.insert(DiceKeys::forPlayer(t.side, QString(DiceKeys::spell), t.number),
                          t.die->entered());
        if (!t.injury->isHidden())
            t.injury->fill(t.side, e.dice);
    }
}

void StrikeTargets::updateDice(const EventProbe &probe, const MatchEvent &base)
{
    for (const Target &t : m_targets) {
        if (t.die)
            t.die->setEnabled(t.named->isChecked());
    }
    // Core's dry run says which of the struck players' dice may be rolled, and which the dice
    // typed so far leave out (armour held: no injury).
    MatchEvent blank = base;
    fill(blank);
    blank.dice.clear();
    const bool valid = bool(probe.check(blank));
    const QStringList possible = valid ? probe.requiredDice(blank) : QStringList();
    // Every named player's dice count first (a hidden InjuryDice writes none), then core says
    // which rows his dice leave.
    for (const Target &t : m_targets)
        t.injury->setVisible(t.named->isChecked() && valid);
    MatchEvent typed = base;
    fill(typed);
    const QStringList needed = valid ? probe.requiredDice(typed) : QStringList();
    for (const Target &t : m_targets) {
        if (t.injury->isHidden())
            continue;
        t.injury->setNeeded(t.side, possible, needed);
        t.injury->setVisible(t.injury->anyRollShown());
    }
}

} // namespace dugout
