#include "KnockDownDialog.h"

#include "EventProbe.h"
#include "InjuryDice.h"
#include "PlayerComboBox.h"
#include "core/match/CardLasting.h"
#include "core/match/KnockDownRules.h"
#include "core/match/MatchState.h"
#include "models/MatchText.h"
#include "session/MatchSession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The attacker entries that are the victim's team-mates carry this flag.
constexpr int TeamMateRole = Qt::UserRole + 1;

} // namespace

KnockDownDialog::KnockDownDialog(const EventProbe &probe, const MatchState &state,
                                 const MatchEvent &start, QWidget *parent)
    : EventDialog(probe, tr("Knocked down"), parent), m_state(state), m_side(new QComboBox(this)),
      m_victim(new PlayerComboBox(this)), m_cause(new QComboBox(this)),
      m_attacker(new PlayerComboBox(this)), m_ball(new QCheckBox(tr("He held the ball"), this)),
      m_dice(new InjuryDice(this))
{
    setObjectName(u"knockDownDialog"_s);
    m_side->setObjectName(u"victimSideBox"_s);
    m_victim->setObjectName(u"victimBox"_s);
    m_cause->setObjectName(u"causeBox"_s);
    m_attacker->setObjectName(u"attackerBox"_s);
    m_ball->setObjectName(u"ballBox"_s);
    m_ball->setToolTip(tr("Pushed into the crowd or failing his landing, a player of the team in "
                          "its turn causes a turnover only if he held the ball."));
    m_side->addItem(state.home.name, static_cast<int>(Side::Home));
    m_side->addItem(state.away.name, static_cast<int>(Side::Away));
    m_side->setCurrentIndex(start.side == Side::Home ? 0 : 1);
    // Rocks come with the kick-off result: not offered here.
    for (KnockDownCause c : {KnockDownCause::Block, KnockDownCause::Fall, KnockDownCause::Crowd,
                             KnockDownCause::Landing, KnockDownCause::Chainsaw,
                             KnockDownCause::Kickback, KnockDownCause::Stab, KnockDownCause::Other})
        m_cause->addItem(MatchText::causeName(c), static_cast<int>(c));
    // A failed catch or pick-up is a knock-down only while a Spiked Ball card is in play.
    if (KnockDownRules::spikedBallInPlay(state))
        m_cause->addItem(MatchText::causeName(KnockDownCause::SpikedBall),
                         static_cast<int>(KnockDownCause::SpikedBall));
    // A player of the team in its turn usually falls; one of the other team is usually blocked.
    setCause(start.cause);
    m_wantedAttacker = start.target;
    m_wantedTeamMate = start.teamMate;
    fillPlayers();
    m_victim->setNumber(start.number);
    fillAttackers();

    auto *form = new QFormLayout;
    form->addRow(tr("Team:"), m_side);
    form->addRow(tr("Player knocked down:"), m_victim);
    form->addRow(tr("Cause:"), m_cause);
    form->addRow(tr("Attacker:"), m_attacker);
    form->addRow(m_ball);
    content()->addLayout(form);
    content()->addWidget(m_dice);
    connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
        fillPlayers();
        refresh();
    });
    connect(m_victim, &QComboBox::currentIndexChanged, this, [this] {
        fillAttackers(); // a team-mate may attack only with the player controlled (Blackmail)
        refresh();
    });
    connect(m_cause, &QComboBox::currentIndexChanged, this, &KnockDownDialog::refresh);
    connect(m_attacker, &QComboBox::currentIndexChanged, this, [this] {
        m_wantedAttacker = m_attacker->number();
        m_wantedTeamMate = attackerIsTeamMate();
        refresh();
    });
    connect(m_ball, &QCheckBox::toggled, this, &KnockDownDialog::refresh);
    connect(m_dice, &InjuryDice::changed, this, &KnockDownDialog::refresh);
    refresh();
}

Side KnockDownDialog::victimSide() const
{
    return static_cast<Side>(m_side->currentData().toInt());
}

KnockDownCause KnockDownDialog::cause() const
{
    return static_cast<KnockDownCause>(m_cause->currentData().toInt());
}

bool KnockDownDialog::setCause(KnockDownCause c)
{
    const int index = m_cause->findData(static_cast<int>(c));
    if (index >= 0)
        m_cause->setCurrentIndex(index);
    return index >= 0;
}

void KnockDownDialog::fillPlayers()
{
    const Side side = victimSide();
    m_victim->setPlayers(m_state.team(side),
                         [](const MatchPlayer &p) { return isOnPitch(p.state); });
    fillAttackers();
}

bool KnockDownDialog::attackerIsTeamMate() const
{
    return m_attacker->currentData(TeamMateRole).toBool();
}

void KnockDownDialog::fillAttackers()
{
    const Side side = victimSide();
    const QSignalBlocker blocker(m_attacker);
    m_attacker->setPlayers(m_state.team(opponent(side)),
                           [](const MatchPlayer &p) { return isOnPitch(p.state); });
    // Blackmail: core's word on who of the victim's team the team in its turn controls.
    const CardMark *controlled = CardLasting::controlledBy(m_state, side);
    const TeamMatchState &team = m_state.team(side);
    const MatchPlayer *taken = controlled ? team.player(controlled->number) : nullptr;
    if (taken && isOnPitch(taken->state)) {
        const QString card = CardLasting::cardName(probe().session().rules(),
                                                   controlled ? controlled->card : QString());
        const auto add = [&](const MatchPlayer &p, const QString &text) {
            m_attacker->addItem(text, p.number);
            m_attacker->setItemData(m_attacker->count() - 1, true, TeamMateRole);
        };
        if (m_victim->number() != taken->number) {
            add(*taken,
                tr("%1: %2, under %3").arg(team.name, MatchText::playerLabel(*taken), card));
        } else {
            for (const MatchPlayer &p : team.players) {
                if (p.number != taken->number && isOnPitch(p.state))
                    add(p, tr("%1: %2, his team-mate").arg(team.name, MatchText::playerLabel(p)));
            }
        }
    }
    for (int i = 0; i < m_attacker->count(); ++i) {
        if (m_attacker->itemData(i).toInt() == m_wantedAttacker &&
            m_attacker->itemData(i, TeamMateRole).toBool() == m_wantedTeamMate) {
            m_attacker->setCurrentIndex(i);
            break;
        }
    }
}

void KnockDownDialog::updateFields()
{
    // Core says which inputs this knock-down uses; only those are offered.
    const KnockDownCause c = cause();
    m_attacker->setEnabled(KnockDownRules::needsAttacker(c));
    // Core's dry run says which dice this knock-down may roll, and which the dice typed so far
    // leave out.
    MatchEvent blank = event();
    blank.dice.clear();
    if (probe().check(blank))
        m_dice->setNeeded(victimSide(), probe().requiredDice(blank), probe().requiredDice(event()));
    MatchEvent probe;
    probe.type = MatchEventType::KnockDown;
    probe.side = victimSide();
    probe.cause = c;
    m_ball->setVisible(KnockDownRules::ballDecidesTurnover(m_state, probe));
}

MatchEvent KnockDownDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::KnockDown;
    e.side = victimSide();
    e.number = m_victim->number();
    e.cause = cause();
    if (KnockDownRules::needsAttacker(e.cause)) {
        e.target = m_attacker->number();
        e.teamMate = attackerIsTeamMate();
    }
    e.ball = !m_ball->isHidden() && m_ball->isChecked();
    m_dice->fill(e.side, e.dice);
    return e;
}

} // namespace dugout
