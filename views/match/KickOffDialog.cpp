#include "KickOffDialog.h"

#include "EventProbe.h"
#include "core/match/DiceKeys.h"
#include "core/match/MatchState.h"
#include "core/rules/Ruleset.h"
#include "views/league/result/DiceInput.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

KickOffDialog::KickOffDialog(const EventProbe &probe, const Ruleset &rules, const MatchState &state,
                             QWidget *parent)
    : EventDialog(probe, tr("Kick-off"), parent), m_rules(rules),
      m_kickOff(new DiceInput({6, 6}, this)), m_result(new QLabel(this)),
      m_extraForm(new QFormLayout)
{
    setObjectName(u"kickOffDialog"_s);
    m_kickOff->setObjectName(u"kickOffDice"_s);
    m_result->setObjectName(u"kickOffResult"_s);
    m_result->setWordWrap(true);
    m_result->setMinimumWidth(420);
    auto *form = new QFormLayout;
    form->addRow(tr("Kick-off table (2D6):"), m_kickOff);
    form->addRow(QString(), m_result);
    content()->addLayout(form);
    content()->addLayout(m_extraForm);

    const QString home = state.home.name;
    const QString away = state.away.name;
    addExtra(DiceKeys::riot, tr("Riot (D6):"), {6});
    //: Kick-off dice of a team; %1 is the team name.
    addExtra(DiceKeys::forSide(Side::Home, DiceKeys::cheering), tr("%1 cheering (D3):").arg(home),
             {3});
    addExtra(DiceKeys::forSide(Side::Away, DiceKeys::cheering), tr("%1 cheering (D3):").arg(away),
             {3});
    addExtra(DiceKeys::forSide(Side::Home, DiceKeys::coaching), tr("%1 coaching (D3):").arg(home),
             {3});
    addExtra(DiceKeys::forSide(Side::Away, DiceKeys::coaching), tr("%1 coaching (D3):").arg(away),
             {3});
    addExtra(DiceKeys::weather, tr("New weather (2D6):"), {6, 6});
    addExtra(DiceKeys::forSide(Side::Home, DiceKeys::rock), tr("%1 fans (D6):").arg(home), {6});
    addExtra(DiceKeys::forSide(Side::Away, DiceKeys::rock), tr("%1 fans (D6):").arg(away), {6});
    addCrowdDice(state.home, Side::Home);
    addCrowdDice(state.away, Side::Away);
    connect(m_kickOff, &DiceInput::changed, this, &KickOffDialog::refresh);
    refresh();
}

void KickOffDialog::addExtra(const QString &purpose, const QString &label, QList<int> sides)
{
    auto *input = new DiceInput(std::move(sides), this);
    input->setObjectName(purpose + u"Dice"_s);
    m_extraForm->addRow(label, input);
    m_extra.insert(purpose, input);
    connect(input, &DiceInput::changed, this, &KickOffDialog::refresh);
}

void KickOffDialog::addCrowdDice(const TeamMatchState &team, Side side)
{
    QList<int> numbers;
    for (const MatchPlayer &p : team.players) {
        if (isOnPitch(p.state))
            numbers << p.number;
    }
    if (numbers.isEmpty())
        return;
    //: Throw a rock: which player of team %1 is hit, counting its players on the pitch by shirt
    //: number.
    addExtra(DiceKeys::forSide(side, DiceKeys::rockTarget),
             tr("%1, player hit (D%2, in shirt-number order):").arg(team.name).arg(numbers.size()),
             {int(numbers.size())});
    addExtra(DiceKeys::forSide(side, DiceKeys::injury),
             tr("%1, injury of the player hit (2D6):").arg(team.name), {6, 6});
    addExtra(DiceKeys::forSide(side, DiceKeys::casualty),
             tr("%1, casualty (D6 + D8):").arg(team.name), {6, 8});
    addExtra(DiceKeys::forSide(side, DiceKeys::invasion),
             tr("%1, a D6 per player on the pitch (in shirt-number order):").arg(team.name),
             QList<int>(numbers.size(), 6));
    m_invasionNumbers.insert(DiceKeys::forSide(side, DiceKeys::invasion), numbers);
}

QString KickOffDialog::resultId() const
{
    if (!m_kickOff->isComplete())
        return QString();
    const TableRow *row =
        m_rules.kickOffResult(m_kickOff->values().at(0) + m_kickOff->values().at(1));
    return row ? row->id : QString();
}

void KickOffDialog::updateFields()
{
    const QString id = resultId();
    const TableRow *row =
        id.isEmpty() ? nullptr
                     : m_rules.kickOffResult(m_kickOff->values().at(0) + m_kickOff->values().at(1));
    m_result->setText(row ? u"<b>%1</b> — %2"_s.arg(row->name.current().toHtmlEscaped(),
                                                    row->summary.current().toHtmlEscaped())
                          : tr("Left at –, the kick-off is rolled by Dugout."));
    // Which extra dice the result rolls is core's: asked with only the kick-off typed (rows
    // stay put while the coach types the others), and enabled while the dice typed still
    // leave them to roll.
    QStringList possible;
    QStringList needed;
    if (m_kickOff->isComplete()) {
        MatchEvent kick;
        kick.type = MatchEventType::KickOff;
        kick.dice.insert(DiceKeys::kickOff, m_kickOff->entered());
        possible = probe().requiredDice(kick);
        needed = probe().requiredDice(event());
    }
    for (auto it = m_extra.cbegin(); it != m_extra.cend(); ++it) {
        const bool visible = asks(possible, it.key());
        it.value()->setVisible(visible);
        m_extraForm->setRowVisible(it.value(), visible);
        it.value()->setEnabled(asks(needed, it.key()));
    }
}

bool KickOffDialog::asks(const QStringList &purposes, const QString &purpose) const
{
    if (!m_invasionNumbers.contains(purpose))
        return purposes.contains(purpose);
    // One die per player: "home.invasion.7".
    return std::any_of(purposes.cbegin(), purposes.cend(), [&purpose](const QString &p) {
        return p.startsWith(purpose + QLatin1Char('.'));
    });
}

MatchEvent KickOffDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::KickOff;
    if (!m_kickOff->isEmpty())
        e.dice.insert(DiceKeys::kickOff, m_kickOff->entered());
    for (auto it = m_extra.cbegin(); it != m_extra.cend(); ++it) {
        const QString &purpose = it.key();
        const DiceInput *input = it.value();
        if (input->isHidden() || !input->isEnabled() || input->isEmpty())
            continue;
        const QList<int> dice = input->entered();
        if (m_invasionNumbers.contains(purpose)) {
            const QList<int> numbers = m_invasionNumbers.value(purpose);
            for (qsizetype i = 0; i < dice.size() && i < numbers.size(); ++i)
                e.dice.insert(purpose + u".%1"_s.arg(numbers.at(i)), {dice.at(i)});
        } else {
            e.dice.insert(purpose, dice);
        }
    }
    return e;
}

QString KickOffDialog::resultText() const
{
    return m_result->text();
}

} // namespace dugout
