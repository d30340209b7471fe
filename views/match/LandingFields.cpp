#include "LandingFields.h"

#include "InjuryDice.h"
#include "core/league/LeagueKeys.h"
#include "core/match/MatchState.h"
#include "models/MatchText.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace dugout {

LandingFields::LandingFields(const MatchState &state, QWidget *parent)
    : QWidget(parent), m_state(state), m_under(new QComboBox(this)),
      m_thrownLabel(new QLabel(this)), m_thrownDice(new InjuryDice(this)),
      m_underLabel(new QLabel(this)), m_underDice(new InjuryDice(this))
{
    setObjectName(u"cardLanding"_s);
    m_under->setObjectName(u"cardLandsOn"_s);
    m_thrownDice->setObjectName(u"cardThrownDice"_s);
    m_underDice->setObjectName(u"cardLandedOnDice"_s);
    m_under->addItem(tr("Nobody: an empty square or the crowd"), QString());
    for (const Side side : {Side::Home, Side::Away}) {
        const TeamMatchState &team = state.team(side);
        for (const MatchPlayer &p : team.players) {
            if (!isOnPitch(p.state))
                continue; // only a player on the pitch is landed on: core says so for others
            m_under->addItem(u"%1: %2 — %3"_s.arg(team.name, MatchText::playerLabel(p),
                                                  MatchText::stateName(p.state)),
                             u"%1:%2"_s.arg(sideKey(side)).arg(p.number));
        }
    }
    m_under->setToolTip(tr("A thrown player who comes down on another knocks him down: that "
                           "player rolls armour, even on the ground, and the thrown player "
                           "cannot land on his feet."));
    // The two players' dice side by side: the dialog stays short enough for a 768-pixel screen.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *under = new QHBoxLayout;
    under->addWidget(new QLabel(tr("Came down on:"), this));
    under->addWidget(m_under, 1);
    layout->addLayout(under, 0, 0, 1, 2);
    for (QLabel *label : {m_thrownLabel, m_underLabel})
        label->setWordWrap(true);
    layout->addWidget(m_thrownLabel, 1, 0);
    layout->addWidget(m_thrownDice, 2, 0, Qt::AlignTop);
    layout->addWidget(m_underLabel, 1, 1);
    layout->addWidget(m_underDice, 2, 1, Qt::AlignTop);
    layout->setColumnStretch(0, 1);
    layout->setColumnStretch(1, 1);
    connect(m_under, &QComboBox::currentIndexChanged, this, &LandingFields::changed);
    connect(m_thrownDice, &InjuryDice::changed, this, &LandingFields::changed);
    connect(m_underDice, &InjuryDice::changed, this, &LandingFields::changed);
}

std::optional<std::pair<Side, int>> LandingFields::landedOn() const
{
    const QStringList picked = m_under->currentData().toString().split(u':');
    if (picked.size() != 2)
        return std::nullopt;
    return std::pair{picked.at(0) == u"home"_s ? Side::Home : Side::Away, picked.at(1).toInt()};
}

void LandingFields::setThrown(Side side, int number)
{
    m_thrownSide = side;
    m_thrownNumber = number;
}

void LandingFields::setNeeded(const QStringList &possible, const QStringList &needed)
{
    const auto show = [&](QLabel *label, InjuryDice *dice, std::optional<std::pair<Side, int>> who,
                          const QString &text) {
        if (who) {
            dice->setPlayer(who->second);
            dice->setNeeded(who->first, possible, needed);
        }
        const bool shown = who && dice->anyRollShown();
        dice->setVisible(shown);
        label->setVisible(shown);
        if (shown) {
            const MatchPlayer *p = m_state.team(who->first).player(who->second);
            label->setText(text.arg(p ? MatchText::playerLabel(*p) : QString::number(who->second)));
        }
    };
    show(m_thrownLabel, m_thrownDice,
         m_thrownNumber ? std::optional(std::pair{m_thrownSide, m_thrownNumber}) : std::nullopt,
         tr("Dice of %1, thrown:"));
    show(m_underLabel, m_underDice, landedOn(), tr("Dice of %1, landed on:"));
}

void LandingFields::fill(MatchEvent &event) const
{
    if (const auto under = landedOn()) {
        (under->first == Side::Home ? event.numbers : event.awayNumbers) << under->second;
        if (!m_underDice->isHidden())
            m_underDice->fill(under->first, event.dice);
    }
    if (m_thrownNumber && !m_thrownDice->isHidden())
        m_thrownDice->fill(m_thrownSide, event.dice);
}

} // namespace dugout
