#pragma once

#include <QWidget>

#include <memory>

class QLabel;

namespace dugout {

class PositionTableModel;
class RosterListModel;
class RulebookTableView;
class Ruleset;
class StarPlayerFilterModel;

// The Rosters tab: the list of teams on the left; on the right the chosen team's positions as
// the rulebook prints them, under a line with its re-roll price and staff, and the star players
// it may hire.
class RosterBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit RosterBrowser(std::shared_ptr<const Ruleset> ruleset, QWidget *parent = nullptr);

    void selectRoster(const QString &rosterId);
    QString currentRosterId() const;

private:
    void showRoster(const QString &rosterId);

    std::shared_ptr<const Ruleset> m_ruleset;
    RosterListModel *m_rosters;
    PositionTableModel *m_positions;
    RulebookTableView *m_rosterList;
    StarPlayerFilterModel *m_stars;
    RulebookTableView *m_positionTable;
    RulebookTableView *m_starTable;
    QLabel *m_title;
    QLabel *m_details;
    QLabel *m_starsTitle;
};

} // namespace dugout
