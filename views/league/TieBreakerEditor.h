#pragma once

#include "core/league/LeagueOptions.h"

#include <QWidget>

class QListWidget;
class QToolButton;

namespace dugout {

// The league's tie-breakers as an ordered list: every tie-breaker is listed, the ticked ones
// apply from the top down, and the arrows move the selected one.
class TieBreakerEditor : public QWidget
{
    Q_OBJECT

public:
    explicit TieBreakerEditor(QWidget *parent = nullptr);

    // Ticked ones in this order first, the others after them.
    void setTieBreakers(const QList<TieBreaker> &tieBreakers);
    QList<TieBreaker> tieBreakers() const;

    QListWidget *list() const { return m_list; }
    void moveSelected(int offset);

Q_SIGNALS:
    void changed();

private:
    void updateButtons();

    QListWidget *m_list;
    QToolButton *m_up;
    QToolButton *m_down;
};

} // namespace dugout
