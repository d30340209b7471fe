#pragma once

#include "core/team/RuleCheck.h"
#include "core/team/TeamChanges.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QTabWidget;
class QTableView;
class QSpinBox;
class QToolBar;

namespace dugout {

class LedgerPanel;
class MessageBar;
class PlayerRecordPanel;
class PlayerTableModel;
class RosterTable;
class Ruleset;
class StaffPanel;
class TeamActions;
class TeamChartsPanel;
class TeamDocument;
class TeamHeader;
struct Player;
struct Team;

// One team for its coach (docs/architecture.md, "Look and feel"): the header band with team value,
// gold and player count; the actions (hire, fire, advance, re-rolls, staff, confirm, print); the
// roster table; the treasury ledger; the selected player's record. Every change goes through the
// team's document, so it is checked by the rules, saved, and undoable; a refusal shows the rules'
// reason in the message bar.
class TeamView : public QWidget
{
    Q_OBJECT

public:
    explicit TeamView(std::shared_ptr<const Ruleset> ruleset, QWidget *parent = nullptr);
    ~TeamView() override;

    void setDocument(TeamDocument *document);
    TeamDocument *document() const;

    TeamActions *actions() const { return m_actions; }
    MessageBar *messageBar() const { return m_messageBar; }
    TeamHeader *header() const { return m_header; }
    StaffPanel *staffPanel() const { return m_staff; }
    TeamChartsPanel *chartsPanel() const { return m_charts; }
    PlayerRecordPanel *recordPanel() const { return m_record; }
    QTableView *playerTable() const;
    PlayerTableModel *playerModel() const { return m_players; }

    void selectPlayer(qint64 playerId);
    qint64 selectedPlayerId() const;

    // What the actions and dialogs do, callable directly (scripts, tests). A refusal is also
    // shown in the message bar.
    RuleCheck hire(const QString &positionId, const QString &name, int number);
    RuleCheck renameTeam(const QString &name);
    // `count` players of one position at once, with suggested names: one step of Undo, or
    // core's reason in the message bar and nobody hired.
    RuleCheck hireSeveral(const QString &positionId, int count);
    bool exportPdf(const QString &path);

private:
    void createActions();
    // Everything again: another team, or a refusal that puts a field back.
    void refresh();
    // Only what `what` names: a renamed player repaints his row, a hired one adds a row, and the
    // ledger is read again only when it changed.
    void apply(const TeamChanges &what);
    // The selected player's record and the actions that depend on him.
    void showSelection();
    const Player *selectedPlayer() const;
    // Runs an edit through the document; a refusal goes to the message bar.
    RuleCheck edit(const QString &text, const std::function<RuleCheck(Team &)> &change,
                   int mergeId = -1);
    RuleCheck hireWithoutReport(const QString &positionId, const QString &name, int number);
    void report(const RuleCheck &check);
    bool editPlayer(qint64 playerId, int column, const QVariant &value);

    void openHireDialog(const QString &positionId);
    void fireSelected();
    void openAdvancementDialog();
    // The header's "Advancement rolls waiting": selects the lowest shirt number waiting and rolls.
    void advanceFirstWaiting();
    void askTeamName();
    void confirmTeam();
    void printSheet();
    // The sheet in Qt's print preview, printed from there if the coach wants.
    void previewSheet();
    void chooseExportFile();

    std::shared_ptr<const Ruleset> m_ruleset;
    QPointer<TeamDocument> m_document;
    TeamActions *m_actions = nullptr;
    TeamHeader *m_header = nullptr;
    MessageBar *m_messageBar = nullptr;
    QToolBar *m_toolBar = nullptr;
    QSpinBox *m_hireCount = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QTabWidget *m_tabs = nullptr;
    RosterTable *m_table = nullptr;
    PlayerTableModel *m_players = nullptr;
    LedgerPanel *m_ledger = nullptr;
    PlayerRecordPanel *m_record = nullptr;
    StaffPanel *m_staff = nullptr;
    TeamChartsPanel *m_charts = nullptr;
    QList<QMetaObject::Connection> m_documentConnections;
};

} // namespace dugout
