#include "TeamView.h"

#include "AdvancementDialog.h"
#include "HirePlayerDialog.h"
#include "LedgerPanel.h"
#include "PlayerNames.h"
#include "PlayerRecordPanel.h"
#include "RosterTable.h"
#include "StaffPanel.h"
#include "TeamActions.h"
#include "TeamChartsPanel.h"
#include "TeamHeader.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/storage/MatchReportQuery.h"
#include "core/team/TeamRules.h"
#include "models/PlayerTableModel.h"
#include "print/TeamSheetRenderer.h"
#include "session/TeamDocument.h"
#include "views/league/MatchReportDialog.h"
#include "views/widgets/MessageBar.h"
#include "views/widgets/OutputFileGuard.h"
#include "views/widgets/PrintDialogs.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
constexpr int FanFactorMergeId = 1;
}

TeamView::TeamView(std::shared_ptr<const Ruleset> ruleset, QWidget *parent)
    : QWidget(parent), m_ruleset(std::move(ruleset))
{
    setObjectName(u"teamView"_s);
    createActions();

    m_header = new TeamHeader(this);
    connect(m_header, &TeamHeader::advancementsRequested, this, &TeamView::advanceFirstWaiting);
    m_messageBar = new MessageBar(this);

    m_players = new PlayerTableModel(m_ruleset, this);
    m_players->setEditHandler(
        [this](qint64 id, PlayerTableModel::Column column, const QVariant &value) {
            return editPlayer(id, column, value);
        });
    m_table = new RosterTable(m_players, this);
    m_table->addActions({m_actions->advance, m_actions->fire});
    connect(m_table, &RosterTable::selectedPlayerChanged, this, &TeamView::showSelection);
    connect(m_table, &RosterTable::advancementRequested, this, &TeamView::openAdvancementDialog);

    m_ledger = new LedgerPanel(this);
    connect(m_ledger, &LedgerPanel::matchReportRequested, this, [this](qint64 matchId) {
        if (m_document)
            MatchReportDialog::showReport(m_document->database(), m_ruleset, matchId, this);
    });

    // The selected player's record sits under the roster, so the table keeps the full width.
    m_record = new PlayerRecordPanel(m_actions->advance, this);
    auto *playersPage = new QSplitter(Qt::Vertical, this);
    playersPage->addWidget(m_table);
    playersPage->addWidget(m_record);
    playersPage->setStretchFactor(0, 1);
    playersPage->setCollapsible(0, false);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"teamTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(playersPage, tr("Players"));
    m_tabs->addTab(m_ledger, tr("Treasury"));
    m_charts = new TeamChartsPanel(m_ruleset, this);
    m_tabs->addTab(m_charts, tr("Charts"));

    m_staff = new StaffPanel(m_actions, this);
    connect(m_staff, &StaffPanel::fanFactorChangeRequested, this, [this](int fanFactor) {
        const RuleCheck check = edit(
            tr("Fan factor %1").arg(fanFactor),
            [&](Team &team) { return TeamRules(*m_ruleset).setFanFactor(team, fanFactor); },
            FanFactorMergeId);
        if (!check)
            refresh(); // the spin box goes back to what the team has
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_header);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_staff);
    // Over the roster, not above it: a refusal does not push the table and the staff strip.
    m_messageBar->floatOver(m_tabs);
    refresh();
}

TeamView::~TeamView() = default;

TeamDocument *TeamView::document() const
{
    return m_document;
}

QTableView *TeamView::playerTable() const
{
    return m_table;
}

void TeamView::createActions()
{
    m_actions = new TeamActions(this);
    m_toolBar = new QToolBar(this);
    m_toolBar->setObjectName(u"teamToolBar"_s);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->addAction(m_actions->hire);
    if (auto *button = qobject_cast<QToolButton *>(m_toolBar->widgetForAction(m_actions->hire))) {
        button->setPopupMode(QToolButton::InstantPopup);
        // The style's arrow overlaps the text in a text-only toolbar; the text carries a ▾.
        button->setStyleSheet(u"QToolButton::menu-indicator { image: none; width: 0px; }"_s);
    }
    // How many players the next pick in the Hire menu hires: one opens the name dialog, more
    // are hired at once with suggested names, as one step of Undo.
    m_hireCount = new QSpinBox(m_toolBar);
    m_hireCount->setObjectName(u"hireCount"_s);
    m_hireCount->setRange(1, 16);
    m_hireCount->setPrefix(u"× "_s);
    m_hireCount->setToolTip(tr("How many players of the position picked in Hire to hire at once"));
    m_toolBar->addWidget(m_hireCount);
    m_toolBar->addAction(m_actions->fire);
    m_toolBar->addAction(m_actions->advance);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_actions->renameTeam);
    m_toolBar->addAction(m_actions->confirm);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_actions->print);
    m_toolBar->addAction(m_actions->preview);
    m_toolBar->addAction(m_actions->exportPdf);
    auto *spacer = new QWidget(m_toolBar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_toolBar->addWidget(spacer);
    m_undo = m_toolBar->addAction(tr("Undo"));
    m_undo->setObjectName(u"teamUndo"_s);
    m_redo = m_toolBar->addAction(tr("Redo"));
    m_redo->setObjectName(u"teamRedo"_s);
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->undo();
    });
    connect(m_redo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->redo();
    });

    connect(m_actions, &TeamActions::hireRequested, this, &TeamView::openHireDialog);
    connect(m_actions->fire, &QAction::triggered, this, &TeamView::fireSelected);
    connect(m_actions->advance, &QAction::triggered, this, &TeamView::openAdvancementDialog);
    connect(m_actions->renameTeam, &QAction::triggered, this, &TeamView::askTeamName);
    connect(m_actions->confirm, &QAction::triggered, this, &TeamView::confirmTeam);
    connect(m_actions->print, &QAction::triggered, this, &TeamView::printSheet);
    connect(m_actions->preview, &QAction::triggered, this, &TeamView::previewSheet);
    connect(m_actions->exportPdf, &QAction::triggered, this, &TeamView::chooseExportFile);
    const auto staffEdit = [this](QAction *action, const QString &text,
                                  RuleCheck (TeamRules::*rule)(Team &) const) {
        connect(action, &QAction::triggered, this, [this, text, rule] {
            edit(text, [&](Team &team) { return (TeamRules(*m_ruleset).*rule)(team); });
        });
    };
    staffEdit(m_actions->buyReroll, tr("Buy a team re-roll"), &TeamRules::buyReroll);
    staffEdit(m_actions->removeReroll, tr("Remove a team re-roll"), &TeamRules::removeReroll);
    staffEdit(m_actions->addAssistant, tr("Hire an assistant coach"),
              &TeamRules::hireAssistantCoach);
    staffEdit(m_actions->removeAssistant, tr("Let an assistant coach go"),
              &TeamRules::fireAssistantCoach);
    staffEdit(m_actions->addCheerleader, tr("Hire a cheerleader"), &TeamRules::hireCheerleader);
    staffEdit(m_actions->removeCheerleader, tr("Let a cheerleader go"),
              &TeamRules::fireCheerleader);
    connect(m_actions->apothecary, &QAction::triggered, this, [this](bool checked) {
        const RuleCheck check =
            checked ? edit(tr("Hire an apothecary"),
                           [&](Team &t) { return TeamRules(*m_ruleset).hireApothecary(t); })
                    : edit(tr("Let the apothecary go"),
                           [&](Team &t) { return TeamRules(*m_ruleset).fireApothecary(t); });
        if (!check)
            refresh(); // the check mark goes back
    });
}

void TeamView::setDocument(TeamDocument *document)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_documentConnections))
        disconnect(connection);
    m_documentConnections.clear();
    m_messageBar->dismiss();
    m_document = document;
    if (document) {
        QUndoStack *stack = document->undoStack();
        m_documentConnections
            << connect(document, &TeamDocument::changed, this, &TeamView::apply)
            << connect(document, &TeamDocument::saveFailed, this,
                       [this](const QString &message) {
                           m_messageBar->showMessage(message, MessageBar::Kind::Error, 0);
                       })
            << connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled)
            << connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled)
            << connect(
                   stack, &QUndoStack::undoTextChanged, m_undo,
                   [this](const QString &text) { m_undo->setToolTip(tr("Undo: %1").arg(text)); })
            << connect(stack, &QUndoStack::redoTextChanged, m_redo, [this](const QString &text) {
                   m_redo->setToolTip(tr("Redo: %1").arg(text));
               });
        m_undo->setEnabled(stack->canUndo());
        m_redo->setEnabled(stack->canRedo());
        m_undo->setToolTip(stack->canUndo() ? tr("Undo: %1").arg(stack->undoText()) : QString());
        m_redo->setToolTip(stack->canRedo() ? tr("Redo: %1").arg(stack->redoText()) : QString());
    }
    m_charts->setDocument(document);
    refresh();
    m_table->clearSelection();
    m_tabs->setCurrentIndex(0);
}

void TeamView::refresh()
{
    apply(TeamChanges::everything());
}

void TeamView::apply(const TeamChanges &what)
{
    using Part = TeamChanges::Part;
    setEnabled(m_document);
    // Also in the File menu, where the view being disabled does not reach them.
    m_actions->print->setEnabled(m_document);
    m_actions->preview->setEnabled(m_document);
    m_actions->exportPdf->setEnabled(m_document);
    if (!m_document) {
        m_players->setTeam(Team{});
        m_ledger->setTeam(nullptr);
        return;
    }
    const Team &team = m_document->team();
    const Ruleset &rules = *m_ruleset;
    // Any change can move a point of today's end of the charts (value, treasury, SPP).
    m_charts->invalidate();
    const bool everything = what.parts == TeamChanges::Parts(Part::Everything);
    // The header shows the name, the money, the player count and advancements waiting.
    if (what.parts & (Part::Info | Part::Money | Part::Roster | Part::Players))
        m_header->setTeam(team, rules);
    if (everything) {
        const qint64 selected = selectedPlayerId();
        m_players->setTeam(team);
        if (selected && selectedPlayerId() != selected)
            selectPlayer(selected);
    } else if (what.parts & (Part::Roster | Part::Players)) {
        m_players->applyChanges(team, what);
    }
    if (everything || what.has(Part::Ledger) || what.has(Part::Info)) {
        // The opponent of each match in the ledger; unreadable, the ledger shows without them.
        QString unread;
        const QHash<qint64, QString> opponents =
            MatchReportQuery(m_document->database(), rules).opponents(team.id, &unread);
        if (!unread.isEmpty())
            m_messageBar->showMessage(unread, MessageBar::Kind::Error);
        m_ledger->setTeam(&team, opponents);
    }
    if (what.parts & (Part::Staff | Part::Money | Part::Info))
        m_staff->setTeam(team, rules);
    if (everything || what.has(Part::Roster) || what.changed.contains(selectedPlayerId()))
        showSelection();
    else if (!what.isEmpty())
        m_actions->update(team, rules, selectedPlayer(), m_document->writeAccess());
}

const Player *TeamView::selectedPlayer() const
{
    return m_players->player(m_players->rowOfPlayer(selectedPlayerId()));
}

void TeamView::showSelection()
{
    if (!m_document)
        return;
    const Player *player = selectedPlayer();
    m_record->setPlayer(player, *m_ruleset);
    if (player)
        m_charts->showPlayer(player->id);
    m_actions->update(m_document->team(), *m_ruleset, player, m_document->writeAccess());
}

void TeamView::selectPlayer(qint64 playerId)
{
    m_table->selectPlayer(playerId);
}

qint64 TeamView::selectedPlayerId() const
{
    return m_table->selectedPlayerId();
}

void TeamView::report(const RuleCheck &check)
{
    if (!check)
        m_messageBar->showMessage(check.reason, MessageBar::Kind::Warning);
}

RuleCheck TeamView::edit(const QString &text, const std::function<RuleCheck(Team &)> &change,
                         int mergeId)
{
    if (!m_document)
        return RuleCheck::refused(tr("No team is open."));
    const RuleCheck check = m_document->edit(text, change, mergeId);
    report(check);
    if (check)
        m_messageBar->dismiss();
    return check;
}

RuleCheck TeamView::hireWithoutReport(const QString &positionId, const QString &name, int number)
{
    if (!m_document)
        return RuleCheck::refused(tr("No team is open."));
    const Position *position = m_ruleset->position(positionId);
    return m_document->edit(
        tr("Hire %1 (%2)").arg(name.trimmed(), position ? position->name.current() : positionId),
        [&](Team &team) { return TeamRules(*m_ruleset).hire(team, positionId, name, number); });
}

RuleCheck TeamView::hire(const QString &positionId, const QString &name, int number)
{
    const RuleCheck check = hireWithoutReport(positionId, name, number);
    report(check);
    if (check) {
        m_messageBar->dismiss();
        if (const Player *player = m_document->team().playerByNumber(number))
            selectPlayer(player->id);
    }
    return check;
}

RuleCheck TeamView::hireSeveral(const QString &positionId, int count)
{
    if (!m_document)
        return RuleCheck::refused(tr("No team is open."));
    const TeamRules rules(*m_ruleset);
    // Core says first whether all of them fit, so nothing is named for a refused hire.
    if (const RuleCheck check = rules.canHireSeveral(m_document->team(), positionId, count);
        !check) {
        report(check);
        return check;
    }
    // Suggested names, each told apart from the team's and from the ones picked before it.
    Team named = m_document->team();
    QStringList names;
    for (int i = 0; i < count; ++i) {
        Player placeholder;
        placeholder.name = PlayerNames::suggest(named);
        names << placeholder.name;
        named.players << placeholder;
    }
    const Position *position = m_ruleset->position(positionId);
    //: One step of Undo: how many players of which position were hired.
    const RuleCheck check =
        edit(tr("Hire %1 × %2").arg(count).arg(position ? position->name.current() : positionId),
             [&](Team &team) { return rules.hireSeveral(team, positionId, names); });
    if (check) {
        m_hireCount->setValue(1); // the next pick is a single hire again, with its dialog
        if (const Player *last =
                m_document->team().playerByNumber(m_document->team().players.last().number))
            selectPlayer(last->id);
    }
    return check;
}

RuleCheck TeamView::renameTeam(const QString &name)
{
    return edit(tr("Rename the team to %1").arg(name.trimmed()),
                [&](Team &team) { return TeamRules(*m_ruleset).renameTeam(team, name); });
}

bool TeamView::editPlayer(qint64 playerId, int column, const QVariant &value)
{
    const TeamRules rules(*m_ruleset);
    const int row = m_players->rowOfPlayer(playerId);
    const QString current = row >= 0 ? m_players->player(row)->name : QString();
    if (column == PlayerTableModel::NumberColumn) {
        const int number = value.toInt();
        return edit(tr("Number %1 for %2").arg(number).arg(current),
                    [&](Team &team) { return rules.renumber(team, playerId, number); })
            .allowed;
    }
    const QString name = value.toString();
    return edit(tr("Rename %1 to %2").arg(current, name.trimmed()),
                [&](Team &team) { return rules.rename(team, playerId, name); })
        .allowed;
}

void TeamView::openHireDialog(const QString &positionId)
{
    if (!m_document)
        return;
    if (m_hireCount->value() > 1) {
        hireSeveral(positionId, m_hireCount->value());
        return;
    }
    const RuleCheck allowed = TeamRules(*m_ruleset).canHire(m_document->team(), positionId);
    if (!allowed) {
        report(allowed);
        return;
    }
    auto *dialog = new HirePlayerDialog(
        m_document->team(), *m_ruleset, positionId,
        [this, positionId](const QString &name, int number) {
            return hireWithoutReport(positionId, name, number);
        },
        this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const Player *player =
                m_document ? m_document->team().playerByNumber(dialog->number()) : nullptr)
            selectPlayer(player->id);
    });
    dialog->open();
}

void TeamView::fireSelected()
{
    const qint64 id = selectedPlayerId();
    const int row = m_players->rowOfPlayer(id);
    if (!m_document || row < 0)
        return;
    const QString name = m_players->player(row)->name;
    const bool creation = m_document->team().phase == Team::Phase::Creation;
    edit(creation ? tr("Remove %1").arg(name) : tr("Fire %1").arg(name),
         [&](Team &team) { return TeamRules(*m_ruleset).fire(team, id); });
}

void TeamView::openAdvancementDialog()
{
    const qint64 id = selectedPlayerId();
    if (!m_document || !id)
        return;
    auto *dialog = new AdvancementDialog(m_document, id, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void TeamView::advanceFirstWaiting()
{
    if (!m_document)
        return;
    const Player *first = nullptr;
    for (const Player *player : m_document->team().activePlayers()) {
        if (player->pendingAdvancements(*m_ruleset) > 0 &&
            (!first || player->number < first->number))
            first = player;
    }
    if (!first)
        return;
    selectPlayer(first->id);
    openAdvancementDialog();
}

void TeamView::askTeamName()
{
    if (!m_document)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename team"), tr("Team name:"),
                                               QLineEdit::Normal, m_document->team().name, &ok);
    if (ok && name != m_document->team().name)
        renameTeam(name);
}

void TeamView::confirmTeam()
{
    const RuleCheck check = edit(tr("Confirm the team"),
                                 [&](Team &team) { return TeamRules(*m_ruleset).confirm(team); });
    if (check) {
        m_messageBar->showMessage(tr("The team is confirmed. Its treasury opens with %1; from now "
                                     "on re-rolls cost double "
                                     "and fan factor changes only after matches.")
                                      .arg(formatGold(m_document->team().ledgerBalance())),
                                  MessageBar::Kind::Positive);
    }
}

void TeamView::printSheet()
{
    if (!m_document)
        return;
    const Team team = m_document->team();
    const TeamSheetRenderer renderer(team, *m_ruleset);
    const QString title = tr("Print team sheet");
    QString error;
    const PrintDialogs::Outcome outcome = PrintDialogs::print(
        this, title, team.name,
        QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(10, 10, 10, 10),
                    QPageLayout::Millimeter),
        [this, &title](const QString &path) {
            return OutputFileGuard::mayWrite(this, title, path, m_document->databasePath());
        },
        [&renderer](QPagedPaintDevice *printer, QString *why) {
            return renderer.render(printer, why);
        },
        &error);
    if (outcome == PrintDialogs::Outcome::Failed)
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
}

void TeamView::previewSheet()
{
    if (!m_document)
        return;
    const Team team = m_document->team();
    const TeamSheetRenderer renderer(team, *m_ruleset);
    QString error;
    // The renderer sets A4 landscape on the printer itself; the layout here is what the
    // preview opens with.
    const QPageLayout landscape(QPageSize(QPageSize::A4), QPageLayout::Landscape,
                                QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter);
    if (!PrintDialogs::preview(
            this, tr("Team sheet: %1").arg(team.name), team.name, landscape,
            [&renderer](QPagedPaintDevice *printer, QString *why) {
                return renderer.render(printer, why);
            },
            &error))
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
}

bool TeamView::exportPdf(const QString &path)
{
    if (!m_document)
        return false;
    QString error;
    if (!exportTeamSheetPdf(m_document->team(), *m_ruleset, path, &error)) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error, 0);
        return false;
    }
    m_messageBar->showMessage(tr("Team sheet saved to %1").arg(QDir::toNativeSeparators(path)),
                              MessageBar::Kind::Positive);
    return true;
}

void TeamView::chooseExportFile()
{
    if (!m_document)
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString fileName = m_document->team().name.trimmed();
    fileName.replace(QRegularExpression(u"[\\\\/:*?\"<>|]"_s), u"-"_s);
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export team sheet"),
                                     folder + u'/' + fileName + u".pdf"_s, tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    const QString target = path.endsWith(u".pdf"_s, Qt::CaseInsensitive) ? path : path + u".pdf"_s;
    if (OutputFileGuard::mayWrite(this, tr("Export team sheet"), target,
                                  m_document->databasePath()))
        exportPdf(target);
}

} // namespace dugout
