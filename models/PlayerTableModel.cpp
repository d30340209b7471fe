#include "PlayerTableModel.h"

#include "DisplayText.h"
#include "StatHeaders.h"
#include "TeamText.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/team/Team.h"
#include "core/team/TeamChanges.h"
#include "models/Palette.h"

#include <QColor>
#include <QFont>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

bool isStatColumn(int column)
{
    return column >= PlayerTableModel::MaColumn && column <= PlayerTableModel::AvColumn;
}

StatHeaders::Stat statOf(int column)
{
    return static_cast<StatHeaders::Stat>(column - PlayerTableModel::MaColumn);
}

// A position the ruleset no longer knows still shows its player, with zeroed stats.
const Position &positionOf(const Ruleset &rules, const Player &player)
{
    static const Position unknown;
    const Position *position = rules.position(player.positionId);
    return position ? *position : unknown;
}

} // namespace

PlayerTableModel::PlayerTableModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent)
    : QAbstractTableModel(parent), m_ruleset(std::move(ruleset))
{
}

void PlayerTableModel::setTeam(const Team &team)
{
    QList<Player> players;
    for (const Player &player : team.players) {
        if (player.isActive())
            players << player;
    }
    const bool samePlayers =
        std::equal(players.cbegin(), players.cend(), m_players.cbegin(), m_players.cend(),
                   [](const Player &a, const Player &b) { return a.id == b.id; });
    if (samePlayers && !players.isEmpty()) {
        m_players = players;
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_players = players;
    endResetModel();
}

void PlayerTableModel::applyChanges(const Team &team, const TeamChanges &what)
{
    QList<Player> players;
    for (const Player &player : team.players) {
        if (player.isActive())
            players << player;
    }
    for (qint64 id : what.removed) {
        const int row = rowOfPlayer(id);
        if (row < 0)
            continue;
        beginRemoveRows({}, row, row);
        m_players.removeAt(row);
        endRemoveRows();
    }
    // In the team's order: each player joining goes where the team lists him.
    for (int row = 0; row < players.size(); ++row) {
        if (!what.added.contains(players.at(row).id))
            continue;
        if (row > m_players.size()) { // not the changes of this team: show it whole
            setTeam(team);
            return;
        }
        beginInsertRows({}, row, row);
        m_players.insert(row, players.at(row));
        endInsertRows();
    }
    const bool sameOrder =
        std::equal(players.cbegin(), players.cend(), m_players.cbegin(), m_players.cend(),
                   [](const Player &a, const Player &b) { return a.id == b.id; });
    if (!sameOrder) { // not the changes of this team: show it whole
        setTeam(team);
        return;
    }
    for (qint64 id : what.changed) {
        const int row = rowOfPlayer(id);
        if (row < 0)
            continue;
        m_players[row] = players.at(row);
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

void PlayerTableModel::setEditHandler(EditHandler handler)
{
    m_editHandler = std::move(handler);
}

qint64 PlayerTableModel::playerId(int row) const
{
    return row >= 0 && row < m_players.size() ? m_players.at(row).id : 0;
}

int PlayerTableModel::rowOfPlayer(qint64 playerId) const
{
    for (int row = 0; row < m_players.size(); ++row) {
        if (m_players.at(row).id == playerId)
            return row;
    }
    return -1;
}

const Player *PlayerTableModel::player(int row) const
{
    return row >= 0 && row < m_players.size() ? &m_players.at(row) : nullptr;
}

int PlayerTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_players.size());
}

int PlayerTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayerTableModel::display(const Player &player, const Position &position, int column) const
{
    switch (column) {
    case NumberColumn:
        return player.number;
    case NameColumn:
        return player.name;
    case PositionColumn:
        return position.name.current();
    case SkillsColumn:
        return TeamText::skills(*m_ruleset, player, position);
    case InjuriesColumn:
        return TeamText::injuries(player);
    case SppColumn:
        return TeamText::spp(*m_ruleset, player);
    case ValueColumn:
        return TeamText::shortGold(player.value(*m_ruleset));
    }
    if (isStatColumn(column))
        return TeamText::stat(player, position, statOf(column));
    return {};
}

QVariant PlayerTableModel::toolTip(const Player &player, const Position &position, int column) const
{
    switch (column) {
    case SkillsColumn: {
        QString tip = skillSummaries(*m_ruleset, player.skillIds(position));
        if (!player.gainedSkills.isEmpty())
            tip += u"\n\n"_s + tr("◆ gained through advancement, ◆◆ gained on a double");
        return tip;
    }
    case InjuriesColumn:
        return TeamText::injuriesInWords(player);
    case SppColumn:
        return TeamText::sppTooltip(*m_ruleset, player);
    case ValueColumn: {
        const qint64 increase = player.valueIncrease(*m_ruleset);
        return increase ? tr("%1: %2 for the position, %3 from advancement")
                              .arg(formatGold(player.value(*m_ruleset)), goldText(position.cost),
                                   goldText(increase))
                        : formatGold(player.value(*m_ruleset));
    }
    }
    if (isStatColumn(column))
        return TeamText::statTooltip(player, position, statOf(column));
    return {};
}

QVariant PlayerTableModel::sortKey(const Player &player, const Position &position, int column) const
{
    switch (column) {
    case NumberColumn:
        return player.number;
    case SppColumn:
        return player.spp;
    case ValueColumn:
        return player.value(*m_ruleset);
    case InjuriesColumn:
        return player.niggling * 10 + (player.missNextGame ? 1 : 0);
    }
    if (isStatColumn(column))
        return TeamText::stat(player, position, statOf(column));
    return display(player, position, column);
}

QVariant PlayerTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Player &player = m_players.at(index.row());
    const Position &position = positionOf(*m_ruleset, player);
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(player, position, column);
    case Qt::EditRole:
        return column == NumberColumn ? QVariant(player.number)
               : column == NameColumn ? QVariant(player.name)
                                      : display(player, position, column);
    case Qt::ToolTipRole:
        return toolTip(player, position, column);
    case Qt::TextAlignmentRole:
        if (column == NumberColumn || isStatColumn(column))
            return centredAlignment();
        if (column == ValueColumn)
            return numberAlignment();
        return {};
    case Qt::ForegroundRole:
        if (isStatColumn(column)) {
            // Green where advancement raised a characteristic, red where injury lowered it.
            const int change = TeamText::statGain(player, statOf(column)) -
                               TeamText::statLoss(player, statOf(column));
            if (change > 0)
                return Palette::color(Palette::Color::Gain);
            if (change < 0)
                return Palette::color(Palette::Color::Loss);
        }
        if (column == InjuriesColumn)
            return Palette::color(Palette::Color::Loss);
        return {};
    case Qt::FontRole:
        if (column == SppColumn && player.pendingAdvancements(*m_ruleset) > 0) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case PlayerIdRole:
        return player.id;
    case SortRole:
        return sortKey(player, position, column);
    case PendingAdvancementsRole:
        return player.pendingAdvancements(*m_ruleset);
    }
    return {};
}

QVariant PlayerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        //: Column of shirt numbers.
        case NumberColumn:
            return tr("#");
        case NameColumn:
            return tr("Name");
        case PositionColumn:
            return tr("Position");
        case SkillsColumn:
            return StatHeaders::skills();
        //: Short column title for injuries.
        case InjuriesColumn:
            return tr("Injuries");
        //: Star player points.
        case SppColumn:
            return tr("SPP");
        case ValueColumn:
            return tr("Value");
        }
        if (isStatColumn(section))
            return StatHeaders::abbreviation(statOf(section));
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case NumberColumn:
            return tr("Shirt number (double-click to change)");
        case NameColumn:
            return tr("Double-click to rename");
        case SkillsColumn:
            return tr("◆ gained through advancement, ◆◆ gained on a double");
        case InjuriesColumn:
            return tr("MNG misses the next game, n1 one niggling injury, −1 a characteristic lost");
        case SppColumn:
            return tr("Star player points and level; ▸ an advancement roll is waiting");
        case ValueColumn:
            return tr("The player's value in team value: cost plus advancements");
        }
        if (isStatColumn(section))
            return StatHeaders::description(statOf(section));
    }
    if (role == Qt::TextAlignmentRole && (section == NumberColumn || isStatColumn(section)))
        return centredAlignment();
    return {};
}

Qt::ItemFlags PlayerTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (m_editHandler && index.isValid() &&
        (index.column() == NumberColumn || index.column() == NameColumn))
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool PlayerTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !m_editHandler ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        (index.column() != NumberColumn && index.column() != NameColumn))
        return false;
    if (index.data(Qt::EditRole) == value)
        return false; // nothing changed: no command, no undo step
    return m_editHandler(m_players.at(index.row()).id, static_cast<Column>(index.column()), value);
}

} // namespace dugout
