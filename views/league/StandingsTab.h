#pragma once

#include <QList>
#include <QWidget>

class QLabel;
class QScrollArea;
class QTableView;
class QVBoxLayout;

namespace dugout {

class LeagueSession;
class StandingsModel;

// The Standings tab: the season's table (one per division, stacked), and under it how points
// are given and the tie-breakers in the order they apply.
class StandingsTab : public QWidget
{
    Q_OBJECT

public:
    explicit StandingsTab(LeagueSession *session, QWidget *parent = nullptr);

    void refresh();

    // One per division, in the season's order (one for a season without divisions).
    QList<StandingsModel *> models() const { return m_models; }
    QList<QTableView *> tables() const { return m_tables; }
    QString note() const;

private:
    void clearTables();
    void addTable(const QString &title, const QList<qint64> &teamIds);

    LeagueSession *m_session;
    QScrollArea *m_scroll;
    QWidget *m_content;
    QVBoxLayout *m_tablesLayout;
    QLabel *m_empty;
    QLabel *m_note;
    QList<QWidget *> m_blocks;
    QList<StandingsModel *> m_models;
    QList<QTableView *> m_tables;
};

} // namespace dugout
