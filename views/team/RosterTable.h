#pragma once

#include <QTableView>

class QSortFilterProxyModel;

namespace dugout {

class PlayerTableModel;

// The roster as a dense table (docs/architecture.md, "Look and feel"): narrow fixed columns for
// numbers and characteristics, skills taking the rest, sorted by shirt number unless the coach
// clicks another header; numbers and names edit in place (the model hands edits to the rules).
class RosterTable : public QTableView
{
    Q_OBJECT

public:
    RosterTable(PlayerTableModel *players, QWidget *parent = nullptr);

    void selectPlayer(qint64 playerId);
    // 0 when no player is selected.
    qint64 selectedPlayerId() const;

Q_SIGNALS:
    void selectedPlayerChanged();
    // A double click on the SPP of a player with a roll waiting.
    void advancementRequested();

private:
    PlayerTableModel *m_players;
    QSortFilterProxyModel *m_sorted;
};

} // namespace dugout
