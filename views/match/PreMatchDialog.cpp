#include "PreMatchDialog.h"

#include "core/match/CardSetUp.h"
#include "core/match/DiceKeys.h"
#include "core/match/MatchState.h"
#include "models/MatchText.h"

#include "CoinTossBox.h"
#include "core/rules/Ruleset.h"
#include "views/league/result/DiceInput.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
constexpr int WeatherTextWidth = 360; // the narrowest the weather line is laid out
} // namespace

PreMatchDialog::PreMatchDialog(const EventProbe &probe, const Ruleset &rules,
                               const QString &homeName, const QString &awayName, QWidget *parent,
                               const QString &weatherId, const MatchState *state)
    : EventDialog(probe, tr("Pre-match"), parent), m_rules(rules), m_weatherId(weatherId),
      m_weather(new DiceInput({6, 6}, this)), m_weatherResult(new QLabel(this)),
      m_homeGate(new DiceInput({6, 6}, this)), m_awayGate(new DiceInput({6, 6}, this)),
      m_toss(new CoinTossBox(homeName, awayName, this))
{
    setObjectName(u"preMatchDialog"_s);
    m_weather->setObjectName(u"weatherDice"_s);
    m_homeGate->setObjectName(u"homeGateDice"_s);
    m_awayGate->setObjectName(u"awayGateDice"_s);
    m_weatherResult->setObjectName(u"weatherResult"_s);
    m_weatherResult->setWordWrap(true);
    m_weatherResult->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_weatherResult->setMinimumWidth(WeatherTextWidth);
    auto *form = new QFormLayout;
    form->addRow(tr("Weather (2D6):"), m_weather);
    form->addRow(QString(), m_weatherResult);
    //: Gate dice of a team in the pre-match dialog; %1 is the team name.
    form->addRow(tr("%1 gate (2D6):").arg(homeName), m_homeGate);
    form->addRow(tr("%1 gate (2D6):").arg(awayName), m_awayGate);
    form->addRow(tr("Coin toss:"), m_toss);
    // Who rolls for Morley's Revenge is core's to say.
    for (const Side side : {Side::Home, Side::Away}) {
        for (const int number : state ? CardSetUp::morleyRolls(*state, side) : QList<int>()) {
            auto *die = new DiceInput({6}, this);
            const QString purpose = DiceKeys::forPlayer(side, DiceKeys::morley, number);
            die->setObjectName(purpose + u"Dice"_s);
            m_morley.insert(purpose, die);
            form->addRow(tr("%1 (%2), Morley (1–3 out):")
                             .arg(MatchText::playerLabel(*state->team(side).player(number)),
                                  state->team(side).name),
                         die);
            connect(die, &DiceInput::changed, this, &PreMatchDialog::refresh);
        }
    }
    content()->addLayout(form);
    for (DiceInput *input : {m_weather, m_homeGate, m_awayGate})
        connect(input, &DiceInput::changed, this, &PreMatchDialog::refresh);
    m_weather->setEnabled(m_weatherId.isEmpty());
    connect(m_toss, &CoinTossBox::changed, this, &PreMatchDialog::refresh);
    refresh();
}

MatchEvent PreMatchDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::PreMatch;
    e.side = m_toss->kicking();
    if (!m_weather->isEmpty())
        e.dice.insert(DiceKeys::weather, m_weather->entered());
    if (!m_homeGate->isEmpty())
        e.dice.insert(DiceKeys::forSide(Side::Home, DiceKeys::gate), m_homeGate->entered());
    if (!m_awayGate->isEmpty())
        e.dice.insert(DiceKeys::forSide(Side::Away, DiceKeys::gate), m_awayGate->entered());
    for (auto it = m_morley.cbegin(); it != m_morley.cend(); ++it) {
        if (!it.value()->isEmpty())
            e.dice.insert(it.key(), it.value()->entered());
    }
    return e;
}

DiceInput *PreMatchDialog::morleyInput(Side side, int number) const
{
    return m_morley.value(DiceKeys::forPlayer(side, DiceKeys::morley, number));
}

void PreMatchDialog::updateFields()
{
    if (!m_weatherId.isEmpty()) {
        for (const TableRow &row : m_rules.weatherTable()) {
            if (row.id == m_weatherId)
                m_weatherResult->setText(
                    u"<b>%1</b> — %2"_s.arg(row.name.current().toHtmlEscaped(),
                                            tr("rolled first, before the inducements")));
        }
        return;
    }
    const TableRow *row =
        m_weather->isComplete()
            ? m_rules.weatherResult(m_weather->values().at(0) + m_weather->values().at(1))
            : nullptr;
    m_weatherResult->setText(row ? u"<b>%1</b> — %2"_s.arg(row->name.current().toHtmlEscaped(),
                                                           row->summary.current().toHtmlEscaped())
                                 : tr("Left at –, the weather is rolled by Dugout."));
}

void PreMatchDialog::showEvent(QShowEvent *event)
{
    // The weather line goes from a hint to a result's name and summary as the dice are typed.
    // Its room is the longest text's at the narrowest the line can be, set once with the font
    // the dialog opens with: the gate dice under it never move, nor does the dialog grow
    // (the dice once slid into the weather's text, issue 15 point 5).
    QFont bold = m_weatherResult->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const auto height = [&](const QString &text) {
        return metrics.boundingRect(QRect(0, 0, WeatherTextWidth, 100000), Qt::TextWordWrap, text)
            .height();
    };
    int needed = height(tr("Left at –, the weather is rolled by Dugout."));
    for (int roll = 2; roll <= 12; ++roll) {
        if (const TableRow *row = m_rules.weatherResult(roll))
            needed =
                std::max(needed, height(row->name.current() + u" — "_s + row->summary.current()));
    }
    m_weatherResult->setMinimumHeight(needed + 2);
    EventDialog::showEvent(event);
}

} // namespace dugout
