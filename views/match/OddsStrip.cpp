#include "OddsStrip.h"

#include "core/odds/OddsChain.h"
#include "core/odds/PlayerOdds.h"
#include "views/odds/OddsCalculatorDialog.h"
#include "views/odds/OddsText.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>

using namespace Qt::StringLiterals;

namespace dugout {

OddsStrip::OddsStrip(QWidget *parent)
    : QWidget(parent), m_action(new QComboBox(this)), m_result(new QLabel(this)),
      m_open(new QPushButton(tr("Odds… (O)"), this))
{
    setObjectName(u"oddsStrip"_s);
    m_action->setObjectName(u"oddsAction"_s);
    m_action->setToolTip(tr("The action whose usual rolls the odds are worked out for"));
    m_action->setFocusPolicy(Qt::ClickFocus); // the tracker's keys stay the tracker's
    for (OddsAction action : PlayerOdds::actions())
        m_action->addItem(PlayerOdds::actionName(action), int(action));
    m_result->setObjectName(u"oddsResult"_s);
    m_result->setTextFormat(Qt::PlainText);
    m_open->setObjectName(u"oddsButton"_s);
    m_action->setWhatsThis(tr("The action the odds are worked out for, for the selected player: "
                              "its usual rolls (dodge, block, pass and catch, armour…)."));
    m_result->setWhatsThis(tr("The exact chance that every roll of the action succeeds, with "
                              "the re-rolls the player and his team have now, then without "
                              "any re-roll. The rolls counted are in the tooltip."));
    m_open->setWhatsThis(tr("Opens the odds calculator on this action with the player's skills "
                            "and the team re-roll ticked, to change the rolls, modifiers or "
                            "re-rolls (O)."));
    // As the action keys: window-wide while the tracker is shown, at once (a button's own
    // shortcut animates the click first).
    auto *shortcut = new QShortcut(QKeySequence(Qt::Key_O), this);
    shortcut->setContext(Qt::WindowShortcut);
    connect(shortcut, &QShortcut::activated, this, &OddsStrip::openCalculator);
    m_open->setFocusPolicy(Qt::NoFocus);
    m_open->setToolTip(tr("Open the odds calculator on this action, with this player's skills "
                          "and the team's re-roll (O)"));
    connect(m_action, &QComboBox::currentIndexChanged, this, &OddsStrip::refresh);
    connect(m_open, &QPushButton::clicked, this, &OddsStrip::openCalculator);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(tr("Odds of"), this);
    layout->addWidget(label);
    layout->addWidget(m_action);
    layout->addWidget(m_result, 1);
    layout->addWidget(m_open);
    setPlayer(nullptr, Side::Home, 0);
}

void OddsStrip::setPlayer(const MatchState *state, Side side, int number)
{
    m_hasPlayer = state && state->team(side).player(number);
    if (m_hasPlayer)
        m_state = *state;
    m_side = side;
    m_number = number;
    refresh();
}

void OddsStrip::refresh()
{
    const std::optional<OddsSkills> skills =
        m_hasPlayer ? PlayerOdds::skills(m_state, m_side, m_number) : std::nullopt;
    m_action->setEnabled(skills.has_value());
    m_open->setEnabled(skills.has_value());
    if (!skills) {
        m_result->setText(tr("select a player"));
        m_result->setToolTip(QString());
        return;
    }
    const auto action = static_cast<OddsAction>(m_action->currentData().toInt());
    const QList<OddsStep> steps = PlayerOdds::chain(m_state, m_side, m_number, action);
    const ChainOdds odds = OddsChain(steps, *skills).compute();
    QStringList rolls;
    for (const OddsStep &step : steps)
        rolls << OddsText::describe(step);
    //: The odds beside the selected player: "8/9 (88.9%), 2/3 (66.7%) without re-roll".
    m_result->setText(
        tr("%1, %2 without re-roll")
            .arg(OddsText::chance(odds.success), OddsText::chance(odds.withoutReRolls)));
    // The rolls counted, in order, where the eye goes for them: on the number.
    m_result->setToolTip(rolls.join(u" → "_s));
}

void OddsStrip::openCalculator()
{
    const std::optional<OddsSkills> skills =
        m_hasPlayer ? PlayerOdds::skills(m_state, m_side, m_number) : std::nullopt;
    if (!skills)
        return;
    const auto action = static_cast<OddsAction>(m_action->currentData().toInt());
    if (!m_calculator) {
        m_calculator = new OddsCalculatorDialog(window());
        m_calculator->setAttribute(Qt::WA_DeleteOnClose);
    }
    const MatchPlayer *player = m_state.team(m_side).player(m_number);
    const MatchState state = m_state;
    const Side side = m_side;
    const int number = m_number;
    //: The calculator's title from the tracker: "Odds — #7 Greta Hoffmann, Blitz".
    m_calculator->setAction(
        tr("Odds — #%1 %2, %3").arg(player->number).arg(player->name, m_action->currentText()),
        PlayerOdds::chain(state, side, number, action), *skills,
        [state, side, number](OddsStepKind kind) {
            return PlayerOdds::step(state, side, number, kind);
        });
    m_calculator->show();
    m_calculator->raise();
}

} // namespace dugout
