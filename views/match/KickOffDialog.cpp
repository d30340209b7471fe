#include "KickOffDialog.h"

#include "core/match/MatchState.h"
#include "core/rules/Ruleset.h"
#include "views/league/result/DiceInput.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

KickOffDialog::KickOffDialog(const EventProbe &probe, const Ruleset &rules, const MatchState &state, QWidget *parent)
    : EventDialog(probe, tr("Kick-off"), parent), m_rules(rules), m_kickOff(new DiceInput({6, 6}, this)),
      m_result(new QLabel(this)), m_extraForm(new QFormLayout)
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
    addExtra(u"riot"_s, tr("Riot (D6):"), {6});
    //: Kick-off dice of a team; %1 is the team name.
    addExtra(u"home.cheering"_s, tr("%1 cheering (D3):").arg(home), {3});
    addExtra(u"away.cheering"_s, tr("%1 cheering (D3):").arg(away), {3});
    addExtra(u"home.coaching"_s, tr("%1 coaching (D3):").arg(home), {3});
    addExtra(u"away.coaching"_s, tr("%1 coaching (D3):").arg(away), {3});
    addExtra(u"weather"_s, tr("New weather (2D6):"), {6, 6});
    addExtra(u"home.rock"_s, tr("%1 fans (D6):").arg(home), {6});
    addExtra(u"away.rock"_s, tr("%1 fans (D6):").arg(away), {6});
    addCrowdDice(state.home, u"home."_s);
    addCrowdDice(state.away, u"away."_s);
    m_extraFor.insert(u"riot"_s, {u"riot"_s});
    m_extraFor.insert(u"cheering_fans"_s, {u"home.cheering"_s, u"away.cheering"_s});
    m_extraFor.insert(u"brilliant_coaching"_s, {u"home.coaching"_s, u"away.coaching"_s});
    m_extraFor.insert(u"changing_weather"_s, {u"weather"_s});
    m_extraFor.insert(u"throw_a_rock"_s, {u"home.rock"_s, u"away.rock"_s, u"home.rock.target"_s, u"home.injury"_s,
                                          u"home.casualty"_s, u"away.rock.target"_s, u"away.injury"_s, u"away.casualty"_s});
    m_extraFor.insert(u"pitch_invasion"_s, {u"home.invasion"_s, u"away.invasion"_s});
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

void KickOffDialog::addCrowdDice(const TeamMatchState &team, const QString &prefix)
{
    QList<int> numbers;
    for (const MatchPlayer &p : team.players) {
        if (isOnPitch(p.state))
            numbers << p.number;
    }
    if (numbers.isEmpty())
        return;
    //: Throw a rock: which player of team %1 is hit, counting its players on the pitch by shirt number.
    addExtra(prefix + u"rock.target"_s, tr("%1, player hit (D%2, in shirt-number order):").arg(team.name).arg(numbers.size()),
             {int(numbers.size())});
    addExtra(prefix + u"injury"_s, tr("%1, injury of the player hit (2D6):").arg(team.name), {6, 6});
    addExtra(prefix + u"casualty"_s, tr("%1, casualty (D6 + D8):").arg(team.name), {6, 8});
    addExtra(prefix + u"invasion"_s, tr("%1, a D6 per player on the pitch (in shirt-number order):").arg(team.name),
             QList<int>(numbers.size(), 6));
    m_invasionNumbers.insert(prefix + u"invasion"_s, numbers);
}

QString KickOffDialog::resultId() const
{
    if (!m_kickOff->isComplete())
        return QString();
    const TableRow *row = m_rules.kickOffResult(m_kickOff->values().at(0) + m_kickOff->values().at(1));
    return row ? row->id : QString();
}

void KickOffDialog::updateFields()
{
    const QString id = resultId();
    const TableRow *row = id.isEmpty() ? nullptr
                                       : m_rules.kickOffResult(m_kickOff->values().at(0) + m_kickOff->values().at(1));
    m_result->setText(row ? u"<b>%1</b> — %2"_s.arg(row->name.current().toHtmlEscaped(), row->summary.current().toHtmlEscaped())
                          : tr("Left at –, the kick-off is rolled by Dugout."));
    const QStringList shown = m_extraFor.value(id);
    for (auto it = m_extra.cbegin(); it != m_extra.cend(); ++it) {
        const bool visible = shown.contains(it.key());
        it.value()->setVisible(visible);
        m_extraForm->setRowVisible(it.value(), visible);
    }
}

MatchEvent KickOffDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::KickOff;
    if (!m_kickOff->isEmpty())
        e.dice.insert(u"kickoff"_s, m_kickOff->entered());
    for (const QString &purpose : m_extraFor.value(resultId())) {
        const DiceInput *input = m_extra.value(purpose);
        if (!input || input->isEmpty())
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
