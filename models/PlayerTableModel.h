#pragma once

#include "core/team/Player.h"

#include <QAbstractTableModel>

#include <functional>
#include <memory>

namespace dugout {

class Ruleset;
struct Team;
struct TeamChanges;

// A team's active players as the roster table shows them: number, name, position, the four
// characteristics as they are now, skills (gained ones marked), injuries, SPP and value.
// Rows keep the team's order; a view sorts them (by number, usually) through a proxy, so a
// renumbered player moves without the model being reset.
// The model never changes the team: an edit of a number or a name goes to the edit handler,
// which checks it with the rules and pushes an undoable command.
class PlayerTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NumberColumn,
        NameColumn,
        PositionColumn,
        MaColumn,
        StColumn,
        AgColumn,
        AvColumn,
        SkillsColumn,
        InjuriesColumn,
        SppColumn,
        ValueColumn,
        ColumnCount
    };
    enum Role {
        PlayerIdRole = Qt::UserRole,
        SortRole,               // numbers as numbers, for a proxy's sortRole
        PendingAdvancementsRole // advancement rolls waiting (int)
    };
    // Returns whether the edit was made; a refusal is for the handler to explain.
    using EditHandler = std::function<bool(qint64 playerId, Column column, const QVariant &value)>;

    explicit PlayerTableModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent = nullptr);

    // Shows the team's active players. When the same players come back (an edit, a rename,
    // an advancement) the rows only report a change, so selections and editors survive.
    void setTeam(const Team &team);
    // Shows `team` after `what`: rows of players who left are removed, rows of players who
    // joined are inserted, changed players repaint their row, nothing else is touched.
    void applyChanges(const Team &team, const TeamChanges &what);
    // Numbers and names become editable once a handler is set.
    void setEditHandler(EditHandler handler);

    qint64 playerId(int row) const;
    int rowOfPlayer(qint64 playerId) const;
    const Player *player(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    QVariant display(const Player &player, const Position &position, int column) const;
    QVariant toolTip(const Player &player, const Position &position, int column) const;
    QVariant sortKey(const Player &player, const Position &position, int column) const;

    std::shared_ptr<const Ruleset> m_ruleset;
    QList<Player> m_players;
    EditHandler m_editHandler;
};

} // namespace dugout
