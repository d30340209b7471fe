#pragma once

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QDateEdit;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace dugout {

class Database;
class Ruleset;
class TournamentView;

// The Tournaments area: the database's open tournaments on the left with a form to start a
// new one (name, date, format — swiss, knockout, pools then a knockout —, pairing style, coaches
// of one club kept apart, rosters in resurrection or progression), the chosen tournament on
// the right (TournamentView: coaches, rounds and results, standings). Every change is one
// store operation; when the database refuses it, the reason is shown and the page reads the
// database again, so it never shows what is not stored.
class TournamentsPage : public QWidget
{
    Q_OBJECT

public:
    explicit TournamentsPage(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr);

    void setDatabase(Database *database);
    // Reads the list and the shown tournament again.
    void reload();
    qint64 currentTournamentId() const;
    TournamentView *view() const { return m_view; }

private:
    void createTournament();
    void showTournament(qint64 id);
    void updateCreateButton();

    std::shared_ptr<const Ruleset> m_rules;
    Database *m_database = nullptr;
    QListWidget *m_list = nullptr;
    QLineEdit *m_newName = nullptr;
    QDateEdit *m_newDate = nullptr;
    QComboBox *m_newFormat = nullptr;    // swiss, knockout, knockout with a consolation, pools
    QSpinBox *m_newPools = nullptr;      // pools then a knockout: how many pools
    QSpinBox *m_newQualifiers = nullptr; // and how many of each go on to the knockout
    QFormLayout *m_newForm = nullptr;
    QComboBox *m_newProgression = nullptr; // resurrection or progression between rounds
    QComboBox *m_newPairing = nullptr;
    QCheckBox *m_newAvoidClub = nullptr;
    QSpinBox *m_newTeamSize = nullptr; // coaches per team, for a team tournament
    QPushButton *m_create = nullptr;
    QLabel *m_empty = nullptr;
    TournamentView *m_view = nullptr;
};

} // namespace dugout
