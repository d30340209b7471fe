#pragma once

#include "core/bloodyball/BloodyTeam.h"

#include <QDialog>

class QListWidget;
class QTableWidget;

namespace dugout {

class Database;
class MessageBar;
class Ruleset;
class TeamDrawPanel;
class TypedTeamPanel;

// Bloody Ball's teams and league table (issue 20, part 5), reached from the Bloody Ball area:
// the table (games, wins, draws, losses, touchdowns) computed by core from the kept results,
// the stored teams, and two ways to add one: drawn from a Dugout team, or typed in. Each team
// added is one transaction; a refusal (a name already taken, the database read-only) shows
// the store's reason and nothing changes.
class BloodyLeagueDialog : public QDialog
{
    Q_OBJECT

public:
    BloodyLeagueDialog(Database &database, const Ruleset &rules, QWidget *parent = nullptr);

private:
    void reload();
    void add(const bloodyball::BloodyTeam &team);

    Database &m_database;
    QTableWidget *m_table = nullptr;
    QListWidget *m_teams = nullptr;
    TeamDrawPanel *m_draw = nullptr;
    TypedTeamPanel *m_typed = nullptr;
    MessageBar *m_message = nullptr;
};

} // namespace dugout
