#pragma once

#include "core/league/MatchRecord.h"

#include <QHash>
#include <QList>
#include <QWidget>

class QFormLayout;

namespace dugout {

class DiceInput;
class EventProbe;
struct MatchEvent;

// The dice of one Forge event as typed at the table, one row per purpose (a strike's 2D6, the
// scatter D8, what the ice hides, a player's armour and injury…), each left at – for Dugout to
// roll. Which rows show is core's word, not the dialog's: a row appears once core's dry run of
// the event may roll it (given the dice typed so far), and is greyed out when the dice typed
// already decide that it is not rolled. Only the dice core asks for are written into the event.
class ForgeDiceRows : public QWidget
{
    Q_OBJECT

public:
    struct Roll
    {
        QString purpose; // "home.strike"
        QString label;   // "Strike (2D6):"
        QList<int> sides;
    };

    explicit ForgeDiceRows(const QList<Roll> &rolls, QWidget *parent = nullptr);

    // The armour, injury, casualty and Regeneration rows of a player of `side`, named `team`.
    static QList<Roll> injuryRolls(Side side, const QString &team);

    // Asks core which rows `event` (its dice ignored) may roll, shows and enables them.
    void update(const EventProbe &probe, const MatchEvent &event);
    // Adds the dice core asks for and the coach typed to `event`.
    void fill(MatchEvent &event) const;
    DiceInput *input(const QString &purpose) const;

Q_SIGNALS:
    void changed();

private:
    // Every die typed, whether core asks for it or not.
    void fillTyped(MatchEvent &event) const;

    QFormLayout *m_form;
    QList<std::pair<QString, DiceInput *>> m_inputs;
    QStringList m_needed;
};

} // namespace dugout
