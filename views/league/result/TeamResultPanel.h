#pragma once

#include "core/league/LeagueOptions.h"
#include "core/league/MatchRecord.h"
#include "core/team/Team.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace dugout {

class CasualtyDialog;
class DiceInput;
class GoldSpinBox;
class PlayerEventsTable;
class Ruleset;
class TeamBand;

// One team's side of a match result as the commissioner types it from the score sheet: the
// score, each player's SPP events, the casualties the team suffered, the gold it spent on
// inducements, its gate dice and its MVP. It only collects; the post-match sequence judges.
class TeamResultPanel : public QWidget
{
    Q_OBJECT

public:
    TeamResultPanel(const Ruleset &rules, const LeagueOptions &options, Side side,
                    QWidget *parent = nullptr);

    void setTeam(const Team &team);
    const Team &team() const { return m_team; }
    Side side() const { return m_side; }

    // What the form says, with the MVP and without the options of the preview page.
    TeamMatchRecord record() const;
    // Fills the form from a record made elsewhere (a match tracked live): score, SPP events,
    // casualties and gate dice; the rest stays as the commissioner sets it.
    void setRecord(const TeamMatchRecord &record, const QList<int> &gateDice);
    // The gate dice typed (0, 1 or 2 of them).
    QList<int> gateDice() const;
    QList<CasualtyRecord> casualties() const { return m_casualties; }
    // Adds a casualty as given, without the dialog's list of players (the sequence checks it).
    void addCasualty(const CasualtyRecord &casualty);
    void removeCasualty(int index);
    // Opens the Add casualty dialog (not modal for the caller: it adds on OK) and returns it.
    CasualtyDialog *openCasualtyDialog(int editIndex = -1);
    // The petty cash and the purchases of the pre-match sequence: the gold spent, induced players
    // and wandering apothecaries then follow from the list and are no longer typed.
    void setInducements(qint64 pettyCash, const InducementPurchases &purchases, qint64 spent,
                        int inducedPlayers, int wanderingApothecaries);
    const std::optional<InducementPurchases> &inducements() const { return m_purchases; }
    // A second MVP choice, for the winner of a match the opponent conceded.
    void setSecondMvpShown(bool shown);

    QSpinBox *scoreBox() const { return m_score; }
    PlayerEventsTable *playerTable() const { return m_players; }
    QTreeWidget *casualtyList() const { return m_casualtyList; }
    QPushButton *addCasualtyButton() const { return m_addCasualty; }
    GoldSpinBox *pettyCashBox() const { return m_pettyCash; }
    GoldSpinBox *inducementsBox() const { return m_inducements; }
    QSpinBox *inducedPlayersBox() const { return m_inducedPlayers; }
    QSpinBox *wanderingApothecariesBox() const { return m_wandering; }
    DiceInput *gateInput() const { return m_gate; }
    QComboBox *mvpBox() const { return m_mvp; }
    QComboBox *secondMvpBox() const { return m_secondMvp; }

Q_SIGNALS:
    void changed();

private:
    void fillMvpBox(QComboBox *box);
    void updateCasualtyList();
    QString playerLabel(int number) const;

    const Ruleset &m_rules;
    int m_raisedDead = 0; // from a tracked match: the form has no field for it
    std::optional<InducementPurchases> m_purchases; // from the pre-match sequence
    LeagueOptions m_options;
    Side m_side;
    Team m_team;
    QList<CasualtyRecord> m_casualties;

    TeamBand *m_band;
    QSpinBox *m_score;
    PlayerEventsTable *m_players;
    QTreeWidget *m_casualtyList;
    QPushButton *m_addCasualty;
    QPushButton *m_removeCasualty;
    GoldSpinBox *m_pettyCash;
    GoldSpinBox *m_inducements;
    QSpinBox *m_inducedPlayers;
    QSpinBox *m_wandering;
    DiceInput *m_gate;
    QComboBox *m_mvp;
    QLabel *m_secondMvpLabel;
    QComboBox *m_secondMvp;
};

} // namespace dugout
