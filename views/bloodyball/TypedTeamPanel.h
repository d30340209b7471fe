#pragma once

#include "core/bloodyball/BloodyTeam.h"

#include <QGroupBox>

class QLineEdit;
class QPushButton;
class QRadioButton;

namespace dugout {

// A Bloody Ball team typed in (issue 20, part 5): its name, five players, the figure standing
// for each (any miniature: the seed has no profiles) and which one is the Champion. The Add
// button is enabled when core accepts the team (BloodyTeam::check) and says why not otherwise.
class TypedTeamPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit TypedTeamPanel(QWidget *parent = nullptr);
    bloodyball::BloodyTeam team() const;
    // Empties the form after the team was added.
    void clear();

Q_SIGNALS:
    void teamReady(const bloodyball::BloodyTeam &team);

private:
    void changed();

    QLineEdit *m_name = nullptr;
    QLineEdit *m_players[5] = {};
    QLineEdit *m_figures[5] = {};
    QRadioButton *m_champion[5] = {};
    QPushButton *m_add = nullptr;
};

} // namespace dugout
