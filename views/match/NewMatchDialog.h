#pragma once

#include "core/match/MatchSetup.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace dugout {

class Database;

// Starts a tracked match: an exhibition between two confirmed teams, or a fixture of a league
// not played yet. The match keeps a snapshot of both teams as they are now.
class NewMatchDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Kind { Exhibition, Fixture };

    NewMatchDialog(Kind kind, Database &database, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    // The setup of the match chosen, both teams read from the database now; nullopt with the
    // reason when they cannot be.
    std::optional<MatchSetup> setup(QString *error = nullptr) const;

    QComboBox *teamBox(Side side) const { return side == Side::Home ? m_home : m_away; }
    QListWidget *fixtureList() const { return m_fixtures; }
    // The pitch the match is played on: the standard pitch or La Forge de Sigmar.
    QComboBox *pitchBox() const { return m_pitch; }
    bool selectFixture(qint64 fixtureId);
    QPushButton *okButton() const { return m_ok; }
    // Ticked: the pre-match sequence (petty cash, handicap, inducements) comes before the match.
    QCheckBox *inducementsFirstBox() const { return m_inducementsFirst; }
    int choiceCount() const;

private:
    void fillTeams();
    void fillFixtures();
    void updateOk();

    Kind m_kind;
    Database &m_database;
    QComboBox *m_home = nullptr;
    QComboBox *m_away = nullptr;
    QListWidget *m_fixtures = nullptr;
    QComboBox *m_pitch;
    QLabel *m_note;
    QCheckBox *m_inducementsFirst;
    QPushButton *m_ok;
};

} // namespace dugout
