#pragma once

#include "core/league/MatchRecord.h"
#include "core/team/Team.h"
#include "core/tournament/Tournament.h"

#include <QHash>

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace dugout {

class Database;
class Ruleset;

// The rounds of a tournament: pair the next one (the button asks core whether it may, and
// shows its reason when not), the tables of a round with their results, and the result of the
// chosen table entered or corrected. In progression a result goes through the players'
// post-match steps (TournamentRosterStore); "Result with players…" gives what each player did
// (GameDetailsDialog), and the post-match log is shown once stored.
class RoundTab : public QWidget
{
    Q_OBJECT

public:
    RoundTab(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr);

    void setDatabase(Database *database) { m_database = database; }
    void setTournament(const Tournament &tournament);

Q_SIGNALS:
    void changed();

private:
    void showRound(int round);
    void pairNext();
    void unpairLast();
    void saveResult(const std::optional<MatchRecord> &details = std::nullopt);
    void enterPlayers();
    void tableChosen();
    void updateButtons();
    int shownRound() const;
    int chosenTable() const;
    qint64 wentThroughId() const;

    std::shared_ptr<const Ruleset> m_rules;
    Database *m_database = nullptr;
    Tournament m_tournament;
    QComboBox *m_roundBox = nullptr;
    QPushButton *m_pair = nullptr;
    QPushButton *m_unpair = nullptr;
    QLabel *m_info = nullptr;
    QTableWidget *m_table = nullptr;
    QSpinBox *m_homeTd = nullptr;
    QSpinBox *m_awayTd = nullptr;
    QSpinBox *m_homeCas = nullptr;
    QSpinBox *m_awayCas = nullptr;
    QComboBox *m_wentThrough = nullptr; // a knockout's level game: who went through
    QLabel *m_wentThroughLabel = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_players = nullptr; // progression: the result with what the players did
    QHash<qint64, Team> m_registered; // the coaches' registered rosters
    QLabel *m_chosen = nullptr;       // which table the result boxes are for
    QString m_lastPairing;            // what the last pairing cost, shown until the next change
};

} // namespace dugout
