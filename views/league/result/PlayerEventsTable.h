#pragma once

#include "core/league/MatchRecord.h"

#include <QTableWidget>

class QSpinBox;

namespace dugout {

class Ruleset;
struct Team;

// The players who could play the match (rulebook l.3272–3400: SPP events), one row each, with a
// spin box per event that earns star player points: completions, touchdowns, interceptions and
// casualties inflicted by blocking.
class PlayerEventsTable : public QTableWidget
{
    Q_OBJECT

public:
    enum Event { Completions, Touchdowns, Interceptions, Casualties };
    static constexpr int EventCount = 4;

    explicit PlayerEventsTable(QWidget *parent = nullptr);

    void setTeam(const Team &team, const Ruleset &rules);
    // Shirt numbers listed, in order.
    QList<int> numbers() const { return m_numbers; }
    // Players with at least one event.
    QList<PlayerMatchEvents> events() const;
    QSpinBox *spinBox(int number, Event event) const;
    void setEvent(int number, Event event, int count);

Q_SIGNALS:
    void changed();

private:
    QList<int> m_numbers;
};

} // namespace dugout
