#pragma once

#include <QHash>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace dugout {

class LedgerModel;
struct Team;

// The team's treasury, entry by entry with the running balance. While the team is being built
// there is no treasury yet, and a note says so.
class LedgerPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LedgerPanel(QWidget *parent = nullptr);

    // nullptr empties it. `opponents`: the opponent's name by match id.
    void setTeam(const Team *team, const QHash<qint64, QString> &opponents = {});
    LedgerModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QPushButton *reportButton() const { return m_report; }

Q_SIGNALS:
    // Double-click on an entry of a match, or Match report… with it selected.
    void matchReportRequested(qint64 matchId);

private:
    LedgerModel *m_model;
    QTableView *m_table;
    QLabel *m_note;
    QPushButton *m_report;
};

} // namespace dugout
