#pragma once

#include "core/league/MatchRecord.h"
#include "core/team/Team.h"
#include "core/tournament/TournamentGame.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace dugout {

class Ruleset;

// What the players of one tournament game did, for a tournament in progression (issue 17.2):
// for each coach's roster as it stood when the game began, the players who could play (core's
// Player::isAvailable: a player missing this game is not listed), with their touchdowns,
// completions, interceptions and casualties inflicted, the D68 of a casualty each suffered
// (— for none), and each side's MVP (drawn at random unless named). Every change asks core
// (TournamentRosterFold::check, a dry run of the post-match steps) and the Save button is
// disabled with core's reasons while the record does not fit.
class GameDetailsDialog : public QDialog
{
    Q_OBJECT

public:
    // `game` carries the score the result boxes hold; `home` and `away` are the rosters.
    GameDetailsDialog(std::shared_ptr<const Ruleset> rules, const TournamentGame &game,
                      const Team &home, const Team &away, const QString &homeCoach,
                      const QString &awayCoach, QWidget *parent = nullptr);

    // The details typed (TournamentRosterStore::recordResult fills in the score).
    MatchRecord details() const;

private:
    // An advancement roll a player earned in an earlier game, taken with this result.
    struct RollBoxes
    {
        int number = 0;
        QSpinBox *die1 = nullptr;
        QSpinBox *die2 = nullptr;
        QComboBox *choice = nullptr; // core's options for the dice; the first: take it later
    };
    struct SideBoxes
    {
        QTableWidget *table = nullptr;
        QComboBox *mvp = nullptr;
        QList<int> numbers; // the shirt number of each row
        QList<RollBoxes> rolls;
    };
    QWidget *makeRolls(Side side, const Team &team);
    void updateChoices(Side side, int roll);
    QWidget *makeSide(Side side, const Team &team, const QString &coach);
    TeamMatchRecord sideRecord(Side side) const;
    void check();

    std::shared_ptr<const Ruleset> m_rules;
    TournamentGame m_game;
    Team m_home;
    Team m_away;
    SideBoxes m_sides[2];
    QLabel *m_problems = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace dugout
