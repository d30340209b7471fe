#pragma once

#include "core/bloodyball/BloodyGame.h"

#include <QFrame>

class QLabel;

namespace dugout {

// The seed's score sheet (l.142 and the reference sheet at its end), always in view: the four
// quarters, which team attacked in each, who scored, and the touchdowns of each team.
class ScoreSheet : public QFrame
{
    Q_OBJECT

public:
    explicit ScoreSheet(QWidget *parent = nullptr);
    void showGame(const bloodyball::Game *game);

private:
    QList<QLabel *> m_names;          // per team
    QList<QLabel *> m_scores;         // per team
    QList<QList<QLabel *>> m_cells;   // per team, per quarter
    QList<QLabel *> m_quarterHeaders; // per quarter
};

} // namespace dugout
