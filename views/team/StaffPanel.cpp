#include "StaffPanel.h"

#include "core/league/MajorTrophies.h"

#include "TeamActions.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/team/TeamRules.h"
#include "models/TeamText.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QToolButton *buttonFor(QAction *action, QWidget *parent,
                       Qt::ToolButtonStyle style = Qt::ToolButtonTextOnly)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(style);
    return button;
}

QFrame *separator(QWidget *parent)
{
    auto *line = new QFrame(parent);
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

} // namespace

StaffPanel::StaffPanel(TeamActions *actions, QWidget *parent)
    : QWidget(parent), m_rerolls(new QLabel(this)), m_fanFactor(new QSpinBox(this)),
      m_assistants(new QLabel(this)), m_cheerleaders(new QLabel(this)),
      m_necromancer(new QLabel(this)), m_trophies(new QLabel(this))
{
    setObjectName(u"staffPanel"_s);
    m_rerolls->setObjectName(u"rerollCount"_s);
    m_assistants->setObjectName(u"assistantCount"_s);
    m_cheerleaders->setObjectName(u"cheerleaderCount"_s);
    m_necromancer->setObjectName(u"necromancer"_s);
    m_trophies->setObjectName(u"trophies"_s);
    m_trophies->setVisible(false);
    m_fanFactor->setObjectName(u"fanFactor"_s);
    m_fanFactor->setKeyboardTracking(false);
    connect(m_fanFactor, &QSpinBox::valueChanged, this, &StaffPanel::fanFactorChangeRequested);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(4);
    layout->addWidget(m_rerolls);
    layout->addWidget(buttonFor(actions->buyReroll, this));
    layout->addWidget(buttonFor(actions->removeReroll, this));
    layout->addWidget(m_trophies);
    layout->addWidget(separator(this));
    auto *fanLabel = new QLabel(tr("Fan factor"), this);
    fanLabel->setBuddy(m_fanFactor);
    layout->addWidget(fanLabel);
    layout->addWidget(m_fanFactor);
    layout->addWidget(separator(this));
    layout->addWidget(m_assistants);
    layout->addWidget(buttonFor(actions->removeAssistant, this));
    layout->addWidget(buttonFor(actions->addAssistant, this));
    layout->addWidget(separator(this));
    layout->addWidget(m_cheerleaders);
    layout->addWidget(buttonFor(actions->removeCheerleader, this));
    layout->addWidget(buttonFor(actions->addCheerleader, this));
    layout->addWidget(separator(this));
    auto *apothecary = buttonFor(actions->apothecary, this);
    apothecary->setObjectName(u"apothecaryButton"_s);
    layout->addWidget(apothecary);
    layout->addWidget(m_necromancer);
    layout->addStretch();
}

void StaffPanel::setTeam(const Team &team, const Ruleset &rules)
{
    const TeamRules teamRules(rules);
    const Roster *roster = rules.roster(team.rosterId);
    const qint64 base = roster ? roster->rerollCost : 0;
    //: Team re-rolls in the staff strip: count × base price ("3 × 50k").
    m_rerolls->setText(tr("Re-rolls %1 × %2").arg(team.rerolls).arg(TeamText::shortGold(base)));
    m_rerolls->setToolTip(tr("Each team re-roll counts %1 in team value").arg(formatGold(base)));
    // A trophy held is one more re-roll, counted in team value, and its own effect (core's
    // MajorTrophies says which); it goes when the trophy passes on.
    QStringList names;
    QStringList effects;
    for (Major major : team.trophies) {
        names << Majors::name(major);
        effects << tr("%1: %2").arg(Majors::name(major), MajorTrophies::effect(major));
    }
    m_trophies->setVisible(!names.isEmpty());
    //: The majors' trophies a team holds, in the staff strip.
    m_trophies->setText(tr("+ trophy: %1").arg(names.join(u", "_s)));
    m_trophies->setToolTip(
        tr("Held until the next edition's final; each is one more team re-roll in team value.\n%1")
            .arg(effects.join(u'\n')));

    const TeamBuildingRules &building = rules.teamBuilding();
    const QSignalBlocker blocker(m_fanFactor);
    m_fanFactor->setRange(0, std::max(building.fanFactorMaxAtCreation, team.fanFactor));
    m_fanFactor->setValue(team.fanFactor);
    const RuleCheck canChange = teamRules.canSetFanFactor(team, team.fanFactor);
    m_fanFactor->setEnabled(canChange.allowed);
    m_fanFactor->setToolTip(canChange.allowed
                                ? tr("Fan factor bought at creation: %1 a point, up to %2")
                                      .arg(formatGold(building.fanFactorCost))
                                      .arg(building.fanFactorMaxAtCreation)
                                : canChange.reason);

    m_assistants->setText(tr("Assistant coaches %1").arg(team.assistantCoaches));
    m_cheerleaders->setText(tr("Cheerleaders %1").arg(team.cheerleaders));

    const bool necromancer = roster && roster->necromancer;
    m_necromancer->setVisible(necromancer);
    m_necromancer->setText(tr("Necromancer (free)"));
    m_necromancer->setToolTip(
        tr("Raise the Dead: once per match, an opposing player with ST 4 or less, without "
           "Regeneration or Stunty, who dies joins the team as a Zombie, for free if the "
           "roster has fewer than 16 players. The Zombie's cost still counts in team value."));
}

} // namespace dugout
