#pragma once

#include "core/match/MatchPitch.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace dugout {

class AddTeamsDialog;
class LeagueSession;
class LeagueTeamModel;
class MessageBar;

// The Teams tab of a league: its teams with team value and treasury, "Add teams…" among the
// teams the store lets join, "Remove" for a team the store lets leave, and the selected team's
// home pitch (the league's, the standard pitch or La Forge de Sigmar), kept in the league's
// options as the league file's home_pitches (each refusal shown with the store's reason).
class LeagueTeamsTab : public QWidget
{
    Q_OBJECT

public:
    LeagueTeamsTab(LeagueSession *session, MessageBar *messageBar, QWidget *parent = nullptr);

    void refresh();

    // Opens the dialog (window-modal, not blocking); on OK the ticked teams join.
    AddTeamsDialog *addTeams();
    // The teams join the league, and the current season when it has no divisions and the
    // store lets its teams change, in one transaction; Edit → Undo takes all of it back.
    bool join(const QList<qint64> &teamIds);
    // Asks, then removes the team from the league with its unplayed fixtures (and from the
    // seasons whose teams may still change), in one transaction; Edit → Undo puts it all back.
    bool removeTeam(qint64 teamId);
    // The team's own home pitch (nullopt: the league's), saved with the league's options in one
    // transaction when the store lets them change; Edit → Undo puts the one before back.
    bool setHomePitch(qint64 teamId, std::optional<MatchPitch> pitch);

    qint64 selectedTeamId() const;
    void selectTeam(qint64 teamId);
    QTableView *table() const { return m_table; }
    LeagueTeamModel *model() const { return m_model; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QComboBox *homePitchBox() const { return m_homePitch; }

Q_SIGNALS:
    // Teams were written by a join, or by its undo or redo (fan factor and treasury under
    // the free fan factor option): the Teams area reads them again.
    void teamsChanged(const QList<qint64> &teamIds);

private:
    void updateButtons();

    LeagueSession *m_session;
    MessageBar *m_messageBar;
    LeagueTeamModel *m_model;
    QTableView *m_table;
    QLabel *m_empty;
    QStackedWidget *m_stack;
    QPushButton *m_add;
    QPushButton *m_remove;
    QComboBox *m_homePitch;
};

} // namespace dugout
