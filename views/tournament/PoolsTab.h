#pragma once

#include "core/tournament/Tournament.h"

#include <QWidget>

#include <memory>

class QGridLayout;
class QLabel;
class QTableWidget;

namespace dugout {

class Ruleset;

// The pool stage of a "pools then a knockout" tournament: one table per pool, its coaches ranked
// by core on the pool's own games with the tournament's points and tie-breakers
// (PoolStage::standings), the places that go on to the knockout in bold; below, the knockout
// that follows: how many go through and, once every pool game is played, its seeds in the order
// PoolStage gives them (the Bracket tab then shows the knockout itself).
class PoolsTab : public QWidget
{
    Q_OBJECT

public:
    PoolsTab(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr);

    void setTournament(const Tournament &tournament);
    // Pool `pool`'s table (0 for pool A), or nullptr.
    QTableWidget *poolTable(int pool) const;

private:
    QTableWidget *makeTable(int pool);

    std::shared_ptr<const Ruleset> m_rules;
    QGridLayout *m_grid = nullptr;
    QList<QTableWidget *> m_tables;
    QLabel *m_knockout = nullptr;
};

} // namespace dugout
