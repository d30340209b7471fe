#pragma once

#include "EventDialog.h"
#include "core/match/DriveRules.h"

#include <QHash>

class QCheckBox;
class QGridLayout;

namespace dugout {

class DiceInput;
struct MatchState;
struct TeamMatchState;

// Between two drives: each team's secret weapons who played are sent off unless a bribe works
// (2+), in sweltering heat every player on the pitch rolls (1 faints), and the KO'd players
// roll to come back (4+). Every die is typed from the table or left for Dugout to roll.
class EndDriveDialog : public EventDialog
{
    Q_OBJECT

public:
    EndDriveDialog(const EventProbe &probe, const MatchState &state, QWidget *parent = nullptr);

    MatchEvent event() const override;

    // "ko", "heat" or "bribe" dice of player `number` of `side`; nullptr when he has none.
    DiceInput *input(Side side, const QString &what, int number) const;
    QCheckBox *bribeBox(Side side, int number) const;

private:
    int addTeam(QGridLayout *grid, int row, Side side, const TeamMatchState &team,
                const QList<DriveRules::EndDriveRoll> &rolls);
    DiceInput *addDie(Side side, const QString &what, int number);

    QHash<QString, DiceInput *> m_inputs; // by purpose
    QHash<QString, QCheckBox *> m_bribes; // by "home.bribe.7"
};

} // namespace dugout
