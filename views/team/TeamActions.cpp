#include "TeamActions.h"

#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/team/TeamRules.h"
#include "models/TeamText.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QAction *makeAction(QObject *parent, const QString &name, const QString &text)
{
    auto *action = new QAction(text, parent);
    action->setObjectName(name);
    return action;
}

// Enabled when the rule allows it; otherwise the reason is the tooltip.
void applyCheck(QAction *action, const RuleCheck &check, const QString &whatItDoes)
{
    action->setEnabled(check.allowed);
    action->setToolTip(check.allowed ? whatItDoes : check.reason);
}

} // namespace

TeamActions::TeamActions(QWidget *parent)
    : QObject(parent), hire(makeAction(parent, u"hirePlayer"_s, tr("&Hire player ▾"))),
      fire(makeAction(parent, u"firePlayer"_s, tr("&Fire"))),
      advance(makeAction(parent, u"advancePlayer"_s, tr("&Advance…"))),
      renameTeam(makeAction(parent, u"renameTeam"_s, tr("Re&name team…"))),
      buyReroll(makeAction(parent, u"buyReroll"_s, tr("Buy re-roll"))),
      removeReroll(makeAction(parent, u"removeReroll"_s, u"−"_s)),
      addAssistant(makeAction(parent, u"addAssistantCoach"_s, u"+"_s)),
      removeAssistant(makeAction(parent, u"removeAssistantCoach"_s, u"−"_s)),
      addCheerleader(makeAction(parent, u"addCheerleader"_s, u"+"_s)),
      removeCheerleader(makeAction(parent, u"removeCheerleader"_s, u"−"_s)),
      apothecary(makeAction(parent, u"apothecary"_s, tr("Apothecary"))),
      confirm(makeAction(parent, u"confirmTeam"_s, tr("&Confirm team"))),
      print(makeAction(parent, u"printSheet"_s, tr("&Print team sheet…"))),
      preview(makeAction(parent, u"previewSheet"_s, tr("Print pre&view…"))),
      exportPdf(makeAction(parent, u"exportPdf"_s, tr("&Export team sheet (PDF)…"))),
      m_hireMenu(new QMenu(parent))
{
    m_hireMenu->setObjectName(u"hireMenu"_s);
    m_hireMenu->setToolTipsVisible(true); // a full position says why in its tooltip
    hire->setMenu(m_hireMenu);
    hire->setToolTip(tr("Hire a player from the roster"));
    apothecary->setCheckable(true);
    // The toolbar shows these short texts (the File menu keeps the long ones), so the whole
    // toolbar fits a 1366×768 window in French too.
    print->setIconText(tr("Print…"));
    exportPdf->setIconText(tr("Export PDF…"));
    preview->setIconText(tr("Preview…"));
    fire->setShortcut(QKeySequence::Delete);
    advance->setShortcut(Qt::CTRL | Qt::Key_D);
    print->setShortcut(QKeySequence::Print);
    for (QAction *action : {fire, advance, print}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        parent->addAction(action);
    }
}

void TeamActions::rebuildHireMenu(const Team &team, const Ruleset &rules)
{
    if (m_hireMenuRoster == team.rosterId)
        return;
    m_hireMenuRoster = team.rosterId;
    m_hireMenu->clear();
    const Roster *roster = rules.roster(team.rosterId);
    if (!roster)
        return;
    for (const Position &position : roster->positions) {
        QAction *action = m_hireMenu->addAction(position.name.current());
        action->setObjectName(u"hire:"_s + position.id);
        action->setData(position.id);
        connect(action, &QAction::triggered, this,
                [this, id = position.id] { Q_EMIT hireRequested(id); });
    }
}

void TeamActions::update(const Team &team, const Ruleset &rules, const Player *selected,
                         const RuleCheck &access)
{
    // Always offered to whoever may change the team (a coach's view of another team disables
    // them below, and the next team shown must have them back).
    hire->setEnabled(true);
    hire->setToolTip(tr("Hire a player from the roster"));
    renameTeam->setEnabled(true);
    renameTeam->setToolTip(QString());
    const TeamRules teamRules(rules);
    const bool creation = team.phase == Team::Phase::Creation;
    const TeamBuildingRules &building = rules.teamBuilding();

    rebuildHireMenu(team, rules);
    const auto menuActions = m_hireMenu->actions();
    for (QAction *action : menuActions) {
        const Position *position = rules.position(action->data().toString());
        if (!position)
            continue;
        const auto active = team.activePlayers();
        const auto held = std::count_if(active.cbegin(), active.cend(), [&](const Player *player) {
            return player->positionId == position->id;
        });
        //: Hire menu entry: position, price, how many the team has of how many it may have.
        action->setText(tr("%1 — %2 (%3 of %4)")
                            .arg(position->name.current(), formatGold(position->cost))
                            .arg(held)
                            .arg(position->max));
        applyCheck(action, teamRules.canHire(team, position->id),
                   TeamText::startingStats(*position));
    }

    if (selected) {
        applyCheck(
            fire, teamRules.canFire(team, selected->id),
            creation
                ? tr("Remove %1 from the team: the cost goes back to the budget")
                      .arg(selected->name)
                : tr("Fire %1: the player leaves the team, with no refund").arg(selected->name));
        const int pending = selected->pendingAdvancements(rules);
        advance->setText(pending > 1 ? tr("&Advance (%1)…").arg(pending) : tr("&Advance…"));
        advance->setEnabled(pending > 0);
        advance->setToolTip(pending > 0
                                ? tr("Roll %1's advancement").arg(selected->name)
                                : tr("%1 has no advancement roll waiting.").arg(selected->name));
    } else {
        fire->setEnabled(false);
        fire->setToolTip(tr("Select a player in the table first."));
        advance->setText(tr("&Advance…"));
        advance->setEnabled(false);
        advance->setToolTip(
            tr("Select a player with an advancement roll waiting (marked %1).").arg(u"▸"_s));
    }

    const qint64 rerollPrice = teamRules.rerollPrice(team);
    buyReroll->setText(tr("Buy re-roll (%1)").arg(formatGold(rerollPrice)));
    applyCheck(
        buyReroll, teamRules.canBuyReroll(team),
        creation
            ? tr("A team re-roll costs %1 while the team is built").arg(formatGold(rerollPrice))
            : tr("After creation a re-roll costs double (%1) but adds only its base price to team "
                 "value")
                  .arg(formatGold(rerollPrice)));
    applyCheck(removeReroll, teamRules.canRemoveReroll(team),
               creation ? tr("Remove a team re-roll: its price goes back to the budget")
                        : tr("Remove a team re-roll, with no refund"));

    applyCheck(addAssistant, teamRules.canHireAssistantCoach(team),
               tr("Hire an assistant coach for %1").arg(formatGold(building.assistantCoachCost)));
    removeAssistant->setEnabled(team.assistantCoaches > 0);
    removeAssistant->setToolTip(team.assistantCoaches > 0 ? tr("Let an assistant coach go")
                                                          : tr("The team has no assistant coach."));
    applyCheck(addCheerleader, teamRules.canHireCheerleader(team),
               tr("Hire a cheerleader for %1").arg(formatGold(building.cheerleaderCost)));
    removeCheerleader->setEnabled(team.cheerleaders > 0);
    removeCheerleader->setToolTip(team.cheerleaders > 0 ? tr("Let a cheerleader go")
                                                        : tr("The team has no cheerleader."));

    apothecary->setChecked(team.apothecary);
    apothecary->setText(team.apothecary
                            ? tr("Apothecary ✓")
                            : tr("Apothecary (%1)").arg(formatGold(building.apothecaryCost)));
    if (team.apothecary) {
        apothecary->setEnabled(true);
        apothecary->setToolTip(tr("The team has its apothecary; uncheck to let the apothecary go"));
    } else {
        applyCheck(apothecary, teamRules.canHireApothecary(team),
                   tr("Hire an apothecary for %1").arg(formatGold(building.apothecaryCost)));
    }

    confirm->setVisible(creation);
    if (creation)
        applyCheck(confirm, teamRules.isReady(team),
                   tr("The team is legal: confirm it to open its treasury and play matches"));

    print->setToolTip(tr("Print the team sheet: one A4 landscape page"));
    preview->setToolTip(tr("See the team sheet as it will print, and print it from there"));
    exportPdf->setToolTip(tr("Save the team sheet as a PDF file"));
    // Every action with a shortcut says so in its tooltip (docs/architecture.md, "Look and feel").
    for (QAction *action : {fire, advance, print}) {
        if (!action->shortcut().isEmpty())
            action->setToolTip(action->toolTip() + u" ("_s +
                               action->shortcut().toString(QKeySequence::NativeText) + u')');
    }
    if (!access) {
        for (QAction *action :
             {hire, fire, advance, renameTeam, buyReroll, removeReroll, addAssistant,
              removeAssistant, addCheerleader, removeCheerleader, apothecary, confirm})
            applyCheck(action, access, QString());
    }
}

} // namespace dugout
