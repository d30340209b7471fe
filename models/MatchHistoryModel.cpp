#include "MatchHistoryModel.h"

#include "DisplayText.h"
#include "models/Palette.h"

#include <QColor>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout {

MatchHistoryModel::MatchHistoryModel(QObject *parent) : QAbstractTableModel(parent) {}

void MatchHistoryModel::setMatches(qint64 teamId, const QList<Match> &matches,
                                   const QHash<qint64, TeamTotals> &teams)
{
    beginResetModel();
    m_teamId = teamId;
    m_matches = matches;
    m_names.clear();
    for (auto team = teams.cbegin(); team != teams.cend(); ++team)
        m_names.insert(team.key(), team->name);
    endResetModel();
}

MatchHistoryModel::Result MatchHistoryModel::result(int row) const
{
    const MatchSummary &summary = m_matches.at(row).summary;
    const std::optional<Side> winner = summary.winner();
    if (!winner)
        return Result::Draw;
    return (*winner == Side::Home) == isHome(summary) ? Result::Win : Result::Loss;
}

QString MatchHistoryModel::resultLetter(Result result)
{
    switch (result) {
    //: A win, in a team's match history (keep it to one letter).
    case Result::Win:
        return tr("W");
    //: A draw, in a team's match history (keep it to one letter).
    case Result::Draw:
        return tr("D");
    //: A loss, in a team's match history (keep it to one letter).
    case Result::Loss:
        return tr("L");
    }
    return {};
}

QString MatchHistoryModel::venue(bool home)
{
    return home ? tr("Home") : tr("Away");
}

int MatchHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_matches.size());
}

int MatchHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MatchHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Match &match = m_matches.at(index.row());
    const MatchSummary &summary = match.summary;
    const bool home = isHome(summary);
    const qint64 opponent = home ? summary.awayTeamId : summary.homeTeamId;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case DateColumn:
            return QLocale().toString(match.playedAt.toLocalTime().date(), QLocale::ShortFormat);
        case OpponentColumn:
            return m_names.value(opponent, u"#%1"_s.arg(opponent));
        case VenueColumn:
            return venue(home);
        case ScoreColumn: {
            const int own = home ? summary.homeScore : summary.awayScore;
            const int other = home ? summary.awayScore : summary.homeScore;
            return u"%1 – %2"_s.arg(own).arg(other);
        }
        case ResultColumn:
            return resultLetter(result(index.row()));
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == ResultColumn && summary.conceded)
            return (*summary.conceded == Side::Home) == home ? tr("Conceded")
                                                             : tr("The opponent conceded");
        if (index.column() == DateColumn)
            return QLocale().toString(match.playedAt.toLocalTime(), QLocale::LongFormat);
        break;
    case Qt::ForegroundRole:
        if (index.column() == ResultColumn) {
            switch (result(index.row())) {
            case Result::Win:
                return Palette::color(Palette::Color::Win);
            case Result::Loss:
                return Palette::color(Palette::Color::Defeat);
            case Result::Draw:
                break;
            }
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == ScoreColumn || index.column() == ResultColumn ||
            index.column() == VenueColumn)
            return centredAlignment();
        break;
    case MatchIdRole:
        return summary.matchId;
    }
    return {};
}

QVariant MatchHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case DateColumn:
        return tr("Date");
    case OpponentColumn:
        return tr("Opponent");
    case VenueColumn:
        return tr("Venue");
    case ScoreColumn:
        return tr("Score");
    case ResultColumn:
        return tr("Result");
    }
    return {};
}

} // namespace dugout
