#pragma once

#include "core/league/League.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QSpinBox;

namespace dugout {

// A fixture added by hand: the round, the home team and the away team. Whether it can join
// the schedule is for the schedule rules to say once it is chosen.
class FixtureDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FixtureDialog(QWidget *parent = nullptr);

    // The season's teams as (id, name), in the order to offer them.
    void setTeams(const QList<QPair<qint64, QString>> &teams);
    void setRound(int round);
    void setHomeTeam(qint64 teamId);
    void setAwayTeam(qint64 teamId);
    // Round, home and away as chosen (no id, season or division yet).
    Fixture fixture() const;

private:
    void updateOk();

    QSpinBox *m_round;
    QComboBox *m_home;
    QComboBox *m_away;
    QDialogButtonBox *m_buttons;
};

} // namespace dugout
