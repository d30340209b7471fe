#pragma once

#include "FontScaler.h"
#include "core/league/MatchRecord.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace dugout {

class Ruleset;
struct TeamMatchState;

// One team's players during a match: number, name, position, a status chip, whether he acted
// this turn and his SPP events so far, with a line counting the reserves, KO'd and casualties.
// Clicking a player selects him for the action buttons.
class RosterPanel : public QWidget
{
    Q_OBJECT

public:
    enum Column { Number, Name, Position, Status, Acted, Spp, ColumnCount };

    RosterPanel(Side side, QWidget *parent = nullptr);

    void setTeam(const Ruleset &rules, const QString &color, const TeamMatchState &team);
    void setScale(qreal scale);
    // Beside La Forge de Sigmar's pitch a roster has a third of the room: it keeps the number,
    // the name, the status and whether he acted, and the position moves into the name's tooltip.
    void setCompact(bool compact);

    Side side() const { return m_side; }
    // The selected player's number, 0 for none.
    int selectedNumber() const;
    // Selects player `number` (0 clears); false when he is not on the roster.
    bool selectPlayer(int number);
    void clearSelection();

    QTableWidget *table() const { return m_table; }
    int rowOf(int number) const;
    QString statusText(int number) const;
    QString actedText(int number) const;
    QString sppText(int number) const;
    QString summaryText() const;

Q_SIGNALS:
    void playerSelected(Side side, int number);

private:
    FontScaler m_fonts;
    Side m_side;
    QLabel *m_title;
    QTableWidget *m_table;
    QLabel *m_summary;
    bool m_filling = false;
    bool m_compact = false;
};

} // namespace dugout
