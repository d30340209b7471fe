#include "ScheduleModel.h"
#include "core/league/PlayoffRules.h"

#include "DisplayText.h"

#include <QFont>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
// Round rows have internal id 0; a fixture row keeps its round's row + 1.
constexpr quintptr RoundId = 0;
} // namespace

ScheduleModel::ScheduleModel(QObject *parent) : QAbstractItemModel(parent) {}

void ScheduleModel::setSchedule(const QList<Fixture> &fixtures,
                                const QList<MatchSummary> &summaries,
                                const QHash<qint64, TeamTotals> &teams,
                                const QList<Division> &divisions,
                                const QSet<qint64> &trackedFixtureIds)
{
    beginResetModel();
    m_tracked = trackedFixtureIds;
    m_rounds.clear();
    m_summaries.clear();
    m_teamNames.clear();
    m_divisionNames.clear();
    for (const MatchSummary &summary : summaries)
        m_summaries.insert(summary.matchId, summary);
    for (auto team = teams.cbegin(); team != teams.cend(); ++team)
        m_teamNames.insert(team.key(), team->name);
    for (const Division &division : divisions)
        m_divisionNames.insert(division.id, division.name);
    QList<Fixture> sorted = fixtures;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Fixture &a, const Fixture &b) { return a.round < b.round; });
    for (const Fixture &fixture : std::as_const(sorted)) {
        if (m_rounds.isEmpty() || m_rounds.last().number != fixture.round)
            m_rounds << Round{fixture.round, {}};
        m_rounds.last().fixtures << fixture;
    }
    endResetModel();
}

const Fixture *ScheduleModel::fixture(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == RoundId)
        return nullptr;
    return &m_rounds.at(static_cast<qsizetype>(index.internalId() - 1)).fixtures.at(index.row());
}

QModelIndex ScheduleModel::indexOfFixture(qint64 fixtureId) const
{
    for (int round = 0; round < m_rounds.size(); ++round) {
        const QList<Fixture> &fixtures = m_rounds.at(round).fixtures;
        for (int row = 0; row < fixtures.size(); ++row) {
            if (fixtures.at(row).id == fixtureId)
                return createIndex(row, 0, quintptr(round + 1));
        }
    }
    return {};
}

int ScheduleModel::fixtureCount() const
{
    int count = 0;
    for (const Round &round : m_rounds)
        count += static_cast<int>(round.fixtures.size());
    return count;
}

QModelIndex ScheduleModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, RoundId);
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ScheduleModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == RoundId)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, RoundId);
}

int ScheduleModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_rounds.size());
    if (parent.column() != 0 || parent.internalId() != RoundId)
        return 0;
    return static_cast<int>(m_rounds.at(parent.row()).fixtures.size());
}

int ScheduleModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QString ScheduleModel::teamName(qint64 teamId) const
{
    return m_teamNames.value(teamId, u"#%1"_s.arg(teamId));
}

QVariant ScheduleModel::roundData(const Round &round, int column, int role) const
{
    int played = 0;
    for (const Fixture &fixture : round.fixtures)
        played += fixture.isPlayed() ? 1 : 0;
    switch (role) {
    case Qt::DisplayRole:
        if (column != HomeColumn)
            break;
        if (played == round.fixtures.size())
            //: A round whose fixtures are all played: "Round 2 · played".
            return tr("Round %1 · played").arg(round.number);
        //: How much of a round is played: "Round 4 · 1 of 3 played".
        return tr("Round %1 · %2 of %3 played")
            .arg(round.number)
            .arg(played)
            .arg(round.fixtures.size());
    case MatchTextRole:
        return tr("Round %1").arg(round.number);
    case Qt::FontRole: {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    case RoundRole:
        return round.number;
    case PlayedRole:
        return played == round.fixtures.size();
    }
    return {};
}

QVariant ScheduleModel::fixtureData(const Fixture &fixture, int column, int role) const
{
    const auto found = m_summaries.constFind(fixture.matchId);
    const MatchSummary *summary =
        fixture.isPlayed() && found != m_summaries.cend() ? &*found : nullptr;
    const std::optional<Side> winner = summary ? summary->winner() : std::nullopt;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case HomeColumn:
        case AwayColumn: {
            const Side side = column == HomeColumn ? Side::Home : Side::Away;
            const QString name =
                teamName(side == Side::Home ? fixture.homeTeamId : fixture.awayTeamId);
            //: A team that conceded the match, in the schedule.
            return summary && summary->conceded == side ? tr("%1 (conceded)").arg(name) : name;
        }
        case ScoreColumn:
            if (summary)
                return u"%1 – %2"_s.arg(summary->homeScore).arg(summary->awayScore);
            if (fixture.isPlayed())
                return tr("played");
            //: Between the two teams of a fixture not played yet ("versus").
            return tr("v");
        case DivisionColumn:
            // The end-of-season tournament's matches say what they are where a division goes.
            return fixture.stage != FixtureStage::Regular
                       ? PlayoffRules::stageName(fixture)
                       : m_divisionNames.value(fixture.divisionId);
        //: A fixture whose match is being followed in the Matches area right now.
        case TrackedColumn:
            return m_tracked.contains(fixture.id) ? tr("being tracked") : QString();
        }
        break;
    case MatchTextRole:
        //: A fixture: home team, then away team.
        return tr("%1 v %2").arg(teamName(fixture.homeTeamId), teamName(fixture.awayTeamId));
    case Qt::ToolTipRole:
        if (m_tracked.contains(fixture.id))
            return tr("%1 — being tracked in the Matches area")
                .arg(fixtureData(fixture, column, MatchTextRole).toString());
        return fixture.isPlayed()
                   ? tr("%1 — played: undo the result to change it")
                         .arg(fixtureData(fixture, column, MatchTextRole).toString())
                   : tr("%1 — not played yet")
                         .arg(fixtureData(fixture, column, MatchTextRole).toString());
    case Qt::FontRole:
        if (winner && ((column == HomeColumn && *winner == Side::Home) ||
                       (column == AwayColumn && *winner == Side::Away))) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        break;
    case Qt::TextAlignmentRole:
        if (column == HomeColumn)
            return numberAlignment();
        if (column == ScoreColumn)
            return centredAlignment();
        break;
    case FixtureIdRole:
        return fixture.id;
    case MatchIdRole:
        return fixture.matchId;
    case RoundRole:
        return fixture.round;
    case PlayedRole:
        return fixture.isPlayed();
    case TrackedRole:
        return m_tracked.contains(fixture.id);
    }
    return {};
}

QVariant ScheduleModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == RoundId)
        return roundData(m_rounds.at(index.row()), index.column(), role);
    return fixtureData(*fixture(index), index.column(), role);
}

QVariant ScheduleModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return section == HomeColumn    ? numberAlignment()
               : section == ScoreColumn ? centredAlignment()
                                        : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case HomeColumn:
        return tr("Home");
    case ScoreColumn:
        return tr("Score");
    case AwayColumn:
        return tr("Away");
    case DivisionColumn:
        return tr("Division");
    //: The schedule's column marking the fixtures whose match is being tracked.
    case TrackedColumn:
        return tr("Live");
    }
    return {};
}

} // namespace dugout
