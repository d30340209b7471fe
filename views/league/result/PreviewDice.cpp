#include "PreviewDice.h"

#include "core/match/DiceKeys.h"

using namespace Qt::StringLiterals;

namespace dugout {

QString PreviewDice::purpose(Side side, const QString &what)
{
    return DiceKeys::forSide(side, what);
}

MatchRecord PreviewDice::prepare(const MatchRecord &form, const QStringList &forget) const
{
    MatchRecord record = form;
    if (!m_kept)
        return record;
    QHash<QString, QList<int>> dice = m_completed.dice;
    // Dice typed last time come from the form now (changed, or cleared to be rolled).
    for (auto it = m_form.dice.cbegin(); it != m_form.dice.cend(); ++it)
        dice.remove(it.key());
    for (const QString &purpose : forget)
        dice.remove(purpose);
    for (auto it = form.dice.cbegin(); it != form.dice.cend(); ++it)
        dice.insert(it.key(), it.value());
    record.dice = dice;

    // A casualty entered exactly as last time keeps the dice rolled for it.
    for (Side side : {Side::Home, Side::Away}) {
        const QList<CasualtyRecord> &before = m_form.team(side).casualties;
        const QList<CasualtyRecord> &rolled = m_completed.team(side).casualties;
        QList<CasualtyRecord> &now = record.team(side).casualties;
        for (qsizetype i = 0; i < now.size(); ++i) {
            if (i < before.size() && i < rolled.size() && before.at(i) == now.at(i) &&
                rolled.at(i).number == now.at(i).number)
                now[i] = rolled.at(i);
        }
    }
    return record;
}

void PreviewDice::keep(const MatchRecord &form, const MatchRecord &completed)
{
    m_form = form;
    m_completed = completed;
    m_kept = true;
}

void PreviewDice::clear()
{
    m_form = {};
    m_completed = {};
    m_kept = false;
}

} // namespace dugout
