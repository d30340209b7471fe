#pragma once

#include "EventDialog.h"

#include <QHash>

class QFormLayout;
class QLabel;

namespace dugout {

struct TeamMatchState;

class DiceInput;
class Ruleset;
struct MatchState;

// The kick-off table: 2D6 typed or rolled, the result named with what it does, and the dice of
// the results that roll more (Riot, Cheering fans, Brilliant coaching, Changing weather, Throw
// a rock, Pitch invasion): core's dry run of the kick-off says which of them the result rolls,
// and which the dice typed so far leave out. Dice nobody types are rolled by Dugout.
class KickOffDialog : public EventDialog
{
    Q_OBJECT

public:
    KickOffDialog(const EventProbe &probe, const Ruleset &rules, const MatchState &state,
                  QWidget *parent = nullptr);

    MatchEvent event() const override;

    DiceInput *kickOffInput() const { return m_kickOff; }
    // The extra dice for `purpose` ("riot", "home.cheering"…), shown for the result rolled.
    DiceInput *extraInput(const QString &purpose) const { return m_extra.value(purpose); }
    QString resultText() const;

protected:
    void updateFields() override;

private:
    void addExtra(const QString &purpose, const QString &label, QList<int> sides);
    // Throw a rock and Pitch invasion dice of the players of `side` on the pitch.
    void addCrowdDice(const TeamMatchState &team, Side side);
    QString resultId() const;
    // Whether core's list of dice `purposes` has the dice of input `purpose`.
    bool asks(const QStringList &purposes, const QString &purpose) const;

    const Ruleset &m_rules;
    DiceInput *m_kickOff;
    QLabel *m_result;
    QFormLayout *m_extraForm;
    QHash<QString, DiceInput *> m_extra;
    // Pitch invasion: one die per player on the pitch, typed in shirt-number order; the input's
    // purpose ("home.invasion") becomes one purpose per player ("home.invasion.7").
    QHash<QString, QList<int>> m_invasionNumbers;
};

} // namespace dugout
