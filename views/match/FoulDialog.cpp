#include "FoulDialog.h"

#include "EventProbe.h"
#include "InjuryDice.h"
#include "PlayerComboBox.h"
#include "core/match/CardLasting.h"
#include "core/match/MatchState.h"
#include "models/MatchText.h"
#include "session/MatchSession.h"

#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

FoulDialog::FoulDialog(const EventProbe &probe, const MatchState &state, Side side, int fouler,
                       QWidget *parent)
    : EventDialog(probe, tr("Foul"), parent), m_side(side), m_fouler(new PlayerComboBox(this)),
      m_target(new PlayerComboBox(this)), m_assists(new QSpinBox(this)),
      m_defensive(new QSpinBox(this)), m_dice(new InjuryDice(this))
{
    setObjectName(u"foulDialog"_s);
    m_fouler->setObjectName(u"foulerBox"_s);
    m_target->setObjectName(u"foulTargetBox"_s);
    m_assists->setObjectName(u"assistsBox"_s);
    m_defensive->setObjectName(u"defensiveAssistsBox"_s);
    // Blackmail: core says whether the fouler is the player the team in its turn controls; he
    // alone of his team fouls, his own team-mates.
    const CardMark *controlled = fouler ? CardLasting::controlledBy(state, side, fouler) : nullptr;
    m_teamMate = controlled != nullptr;
    m_fouler->setPlayers(state.team(side), [this, fouler](const MatchPlayer &p) {
        return p.state == PlayerState::Standing && (!m_teamMate || p.number == fouler);
    });
    m_fouler->setNumber(fouler);
    m_target->setPlayers(state.team(victimSide()), [fouler](const MatchPlayer &p) {
        return p.number != fouler &&
               (p.state == PlayerState::Prone || p.state == PlayerState::Stunned);
    });
    m_assists->setRange(0, 10);
    m_defensive->setRange(0, 10);
    m_assists->setToolTip(tr("Team-mates of the fouler who assist: +1 each on the armour roll"));
    m_defensive->setToolTip(tr("Opponents who assist the victim: −1 each on the armour roll"));

    auto *form = new QFormLayout;
    if (controlled) {
        const MatchPlayer *p = state.team(side).player(fouler);
        auto *note = new QLabel(
            tr("%1 of %2 acts for %3 this turn (%4): he fouls one of his own team-mates, and the "
               "referee does not send him off for it.")
                .arg(p ? MatchText::playerLabel(*p) : QString::number(fouler),
                     state.team(side).name, state.team(state.active).name,
                     CardLasting::cardName(probe.session().rules(), controlled->card)),
            this);
        note->setObjectName(u"foulTeamMateNote"_s);
        note->setWordWrap(true);
        content()->addWidget(note);
    }
    form->addRow(tr("Fouler:"), m_fouler);
    form->addRow(tr("Player fouled:"), m_target);
    form->addRow(tr("Assists:"), m_assists);
    form->addRow(tr("Defensive assists:"), m_defensive);
    content()->addLayout(form);
    content()->addWidget(m_dice);
    connect(m_fouler, &QComboBox::currentIndexChanged, this, &FoulDialog::refresh);
    connect(m_target, &QComboBox::currentIndexChanged, this, &FoulDialog::refresh);
    connect(m_assists, &QSpinBox::valueChanged, this, &FoulDialog::refresh);
    connect(m_defensive, &QSpinBox::valueChanged, this, &FoulDialog::refresh);
    connect(m_dice, &InjuryDice::changed, this, &FoulDialog::refresh);
    refresh();
}

void FoulDialog::updateFields()
{
    // Core's dry run says which dice this foul may roll, and which the dice typed so far leave out.
    MatchEvent blank = event();
    blank.dice.clear();
    if (probe().check(blank))
        m_dice->setNeeded(victimSide(), probe().requiredDice(blank), probe().requiredDice(event()));
}

Side FoulDialog::victimSide() const
{
    return m_teamMate ? m_side : opponent(m_side);
}

MatchEvent FoulDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::Foul;
    e.side = m_side;
    e.number = m_fouler->number();
    e.target = m_target->number();
    e.assists = m_assists->value();
    e.defensiveAssists = m_defensive->value();
    e.teamMate = m_teamMate;
    m_dice->fill(victimSide(), e.dice);
    return e;
}

} // namespace dugout
