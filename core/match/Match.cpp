#include "Match.h"

#include "MatchFold.h"
#include "ReplayDice.h"

namespace dugout {

namespace {

// Dice for a check: every die answers a possible value, so only the rules can refuse.
class CheckDice : public Dice
{
public:
    int roll(int, const QString &) override { return 1; }
};

} // namespace

Match::Match(const Ruleset &rules, MatchSetup setup)
    : m_rules(&rules), m_setup(std::move(setup)), m_state(MatchFold::initialState(rules, m_setup))
{
}

RuleCheck Match::check(const MatchEvent &event) const
{
    MatchState copy = m_state;
    MatchEvent e = event;
    CheckDice dice;
    QStringList log;
    return MatchFold::apply(*m_rules, m_setup, copy, e, dice, log);
}

QDateTime Match::turnStartedAt() const
{
    if (m_state.phase != MatchPhase::Turn)
        return {};
    for (auto it = m_events.crbegin(); it != m_events.crend(); ++it) {
        if (it->type == MatchEventType::StartTurn || it->type == MatchEventType::KickOff)
            return it->at;
    }
    return {};
}

RuleCheck Match::append(MatchEvent event, Dice &dice)
{
    QStringList log;
    const RuleCheck result = MatchFold::apply(*m_rules, m_setup, m_state, event, dice, log);
    if (!result)
        return result;
    if (!event.at.isValid())
        event.at = QDateTime::currentDateTimeUtc();
    m_events << event;
    m_logs << log;
    m_redo.clear();
    return result;
}

void Match::undo()
{
    if (m_events.isEmpty())
        return;
    m_redo << m_events.takeLast();
    m_logs.removeLast();
    refold();
}

RuleCheck Match::redo()
{
    if (m_redo.isEmpty())
        return RuleCheck::refused(tr("Nothing to redo."));
    QList<MatchEvent> redo = m_redo;
    const MatchEvent event = redo.takeLast();
    ReplayDice dice;
    const RuleCheck result = append(event, dice);
    if (result)
        m_redo = redo;
    return result;
}

void Match::refold()
{
    m_state = MatchFold::initialState(*m_rules, m_setup);
    ReplayDice dice;
    for (MatchEvent &event : m_events) {
        QStringList log;
        MatchFold::apply(*m_rules, m_setup, m_state, event, dice, log);
    }
}

Match Match::replay(const Ruleset &rules, const MatchSetup &setup, const QList<MatchEvent> &events,
                    QString *error)
{
    Match match(rules, setup);
    ReplayDice dice;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const RuleCheck result = match.append(events.at(i), dice);
        QString why = result.reason;
        if (result && !dice.missing.isEmpty())
            why = tr("the die \"%1\" is missing").arg(dice.missing);
        if (!why.isEmpty()) {
            if (result)
                match.undo();
            if (error)
                *error = tr("Event %1: %2").arg(i + 1).arg(why);
            return match;
        }
    }
    if (error)
        error->clear();
    return match;
}

} // namespace dugout
