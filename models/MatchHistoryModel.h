#pragma once

#include "core/league/MatchSummary.h"
#include "core/team/TeamTotals.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QList>

namespace dugout {

// One team's matches, oldest first, as the team saw them: date, opponent, home or away, the
// score from the team's side and the result (a concession is a loss for the side that gave up).
class MatchHistoryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { DateColumn, OpponentColumn, VenueColumn, ScoreColumn, ResultColumn, ColumnCount };
    enum Role { MatchIdRole = Qt::UserRole };
    enum class Result { Win, Draw, Loss };

    struct Match
    {
        MatchSummary summary;
        QDateTime playedAt;
    };

    explicit MatchHistoryModel(QObject *parent = nullptr);

    void setMatches(qint64 teamId, const QList<Match> &matches,
                    const QHash<qint64, TeamTotals> &teams);
    qint64 teamId() const { return m_teamId; }
    Result result(int row) const;
    static QString resultLetter(Result result);
    // "Home" or "Away".
    static QString venue(bool home);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    bool isHome(const MatchSummary &summary) const { return summary.homeTeamId == m_teamId; }

    qint64 m_teamId = 0;
    QList<Match> m_matches;
    QHash<qint64, QString> m_names;
};

} // namespace dugout
