#pragma once

#include <QWidget>

class QLabel;
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

    // nullptr empties it.
    void setTeam(const Team *team);
    LedgerModel *model() const { return m_model; }

private:
    LedgerModel *m_model;
    QTableView *m_table;
    QLabel *m_note;
};

} // namespace dugout
