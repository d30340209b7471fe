#pragma once

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;
class QTableView;
class QVBoxLayout;

namespace dugout {

class LeagueSession;
class StandingsModel;

// The Standings tab: the season's table (one per division, stacked), and under it how points
// are given and the tie-breakers in the order they apply. Export… writes the standings and the
// league's leaders as an Excel workbook, or the standings as CSV (StandingsWorkbook, the same
// as `dugout league standings --xlsx / --csv`).
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
    // Writes the workbook (or CSV, by the suffix) to `path`; false with a message box on failure.
    bool exportTo(const QString &path);

private:
    void chooseExportFile();
    void clearTables();
    void addTable(const QString &title, const QList<qint64> &teamIds);

    LeagueSession *m_session;
    QScrollArea *m_scroll;
    QWidget *m_content;
    QVBoxLayout *m_tablesLayout;
    QLabel *m_empty;
    QLabel *m_note;
    QPushButton *m_export;
    QList<QWidget *> m_blocks;
    QList<StandingsModel *> m_models;
    QList<QTableView *> m_tables;
};

} // namespace dugout
