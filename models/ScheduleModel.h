#pragma once

#include "core/league/League.h"
#include "core/league/MatchSummary.h"
#include "core/team/TeamTotals.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QSet>

namespace dugout {

// A season's schedule as a tree: each round, then its fixtures as a results sheet reads them —
// home team, the score once played ("v" until then), away team. Rounds come in order;
// fixtures keep the order the schedule gives. The winner of a played fixture is bold. A fixture
// being tracked live in the Matches area says so in its own column.
class ScheduleModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { HomeColumn, ScoreColumn, AwayColumn, DivisionColumn, TrackedColumn, ColumnCount };
    // MatchTextRole: "Home v Away" for a fixture, "Round 3" for a round, in any column.
    enum Role {
        FixtureIdRole = Qt::UserRole,
        MatchIdRole,
        RoundRole,
        PlayedRole,
        MatchTextRole,
        TrackedRole
    };

    explicit ScheduleModel(QObject *parent = nullptr);

    void setSchedule(const QList<Fixture> &fixtures, const QList<MatchSummary> &summaries,
                     const QHash<qint64, TeamTotals> &teams, const QList<Division> &divisions,
                     const QSet<qint64> &trackedFixtureIds = {});

    // The fixture an index stands for (a fixture row, any column), or nullptr for a round.
    const Fixture *fixture(const QModelIndex &index) const;
    QModelIndex indexOfFixture(qint64 fixtureId) const;
    int roundCount() const { return static_cast<int>(m_rounds.size()); }
    int fixtureCount() const;
    bool hasTrackedFixture() const { return !m_tracked.isEmpty(); }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Round
    {
        int number = 0;
        QList<Fixture> fixtures;
    };
    QVariant roundData(const Round &round, int column, int role) const;
    QVariant fixtureData(const Fixture &fixture, int column, int role) const;
    QString teamName(qint64 teamId) const;

    QList<Round> m_rounds;
    QHash<qint64, MatchSummary> m_summaries; // by match id
    QHash<qint64, QString> m_teamNames;
    QHash<qint64, QString> m_divisionNames;
    QSet<qint64> m_tracked; // fixture ids
};

} // namespace dugout
