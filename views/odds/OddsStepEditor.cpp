#include "OddsStepEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

enum Page { RollPage, BlockPage, ArmourPage, InjuryPage };

Page pageFor(OddsStepKind kind)
{
    switch (kind) {
    case OddsStepKind::Block:
        return BlockPage;
    case OddsStepKind::Armour:
        return ArmourPage;
    case OddsStepKind::Injury:
        return InjuryPage;
    default:
        return RollPage;
    }
}

} // namespace

OddsStepEditor::OddsStepEditor(QWidget *parent) : QWidget(parent), m_pages(new QStackedWidget(this))
{
    m_pages->addWidget(buildRollPage());
    m_pages->addWidget(buildBlockPage());
    m_pages->addWidget(buildArmourPage());
    m_pages->addWidget(buildInjuryPage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);
    setStep(m_step);
}

QWidget *OddsStepEditor::buildRollPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_target = new QSpinBox;
    m_target->setObjectName(u"targetSpin"_s);
    m_target->setRange(2, 6);
    m_target->setSuffix(u"+"_s);
    form->addRow(tr("Roll &needed:"), m_target);
    m_modifier = new QSpinBox;
    m_modifier->setObjectName(u"modifierSpin"_s);
    m_modifier->setRange(-6, 6);
    m_modifier->setToolTip(
        tr("Sum of the modifiers: -1 per tackle zone, +1 for a quick pass, and so on"));
    form->addRow(tr("&Modifiers:"), m_modifier);
    m_opponentTackle = new QCheckBox(tr("The player left has &Tackle (no Dodge re-roll)"));
    m_opponentTackle->setObjectName(u"opponentTackleCheck"_s);
    form->addRow(m_opponentTackle);
    for (QSpinBox *spin : {m_target, m_modifier})
        connect(spin, &QSpinBox::valueChanged, this, &OddsStepEditor::readWidgets);
    connect(m_opponentTackle, &QCheckBox::toggled, this, &OddsStepEditor::readWidgets);
    return page;
}

QWidget *OddsStepEditor::buildBlockPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_blockDice = new QSpinBox;
    m_blockDice->setObjectName(u"blockDiceSpin"_s);
    m_blockDice->setRange(1, 3);
    form->addRow(tr("Block &dice:"), m_blockDice);
    m_chooser = new QComboBox;
    m_chooser->setObjectName(u"chooserCombo"_s);
    m_chooser->addItem(tr("Attacker's choice"));
    m_chooser->addItem(tr("Defender's choice"));
    form->addRow(tr("&Who chooses:"), m_chooser);
    m_blockGoal = new QComboBox;
    m_blockGoal->setObjectName(u"blockGoalCombo"_s);
    m_blockGoal->addItem(tr("Defender down, attacker standing"));
    m_blockGoal->addItem(tr("Attacker stays up (no turnover)"));
    form->addRow(tr("&Needed:"), m_blockGoal);
    m_defenderBlock = new QCheckBox(tr("Defender has &Block"));
    m_defenderBlock->setObjectName(u"defenderBlockCheck"_s);
    m_defenderDodge = new QCheckBox(tr("Defender has D&odge"));
    m_defenderDodge->setObjectName(u"defenderDodgeCheck"_s);
    m_defenderWrestle = new QCheckBox(tr("Defender has &Wrestle"));
    m_defenderWrestle->setObjectName(u"defenderWrestleCheck"_s);
    for (QCheckBox *check : {m_defenderBlock, m_defenderDodge, m_defenderWrestle}) {
        form->addRow(check);
        connect(check, &QCheckBox::toggled, this, &OddsStepEditor::readWidgets);
    }
    connect(m_blockDice, &QSpinBox::valueChanged, this, &OddsStepEditor::readWidgets);
    for (QComboBox *combo : {m_chooser, m_blockGoal})
        connect(combo, &QComboBox::currentIndexChanged, this, &OddsStepEditor::readWidgets);
    return page;
}

QWidget *OddsStepEditor::buildArmourPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_armourValue = new QSpinBox;
    m_armourValue->setObjectName(u"armourSpin"_s);
    m_armourValue->setRange(3, 11);
    form->addRow(tr("Victim's &armour value:"), m_armourValue);
    connect(m_armourValue, &QSpinBox::valueChanged, this, &OddsStepEditor::readWidgets);
    return page;
}

QWidget *OddsStepEditor::buildInjuryPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_injuryGoal = new QComboBox;
    m_injuryGoal->setObjectName(u"injuryGoalCombo"_s);
    m_injuryGoal->addItem(tr("Knocked out or worse (8+)"));
    m_injuryGoal->addItem(tr("Casualty (10+)"));
    form->addRow(tr("&Needed:"), m_injuryGoal);
    connect(m_injuryGoal, &QComboBox::currentIndexChanged, this, &OddsStepEditor::readWidgets);
    return page;
}

void OddsStepEditor::setStep(const OddsStep &step)
{
    m_loading = true;
    m_step = step;
    m_pages->setCurrentIndex(pageFor(step.kind));
    m_target->setValue(step.target);
    m_modifier->setValue(step.modifier);
    m_opponentTackle->setChecked(step.opponentHasTackle);
    m_opponentTackle->setVisible(step.kind == OddsStepKind::Dodge);
    m_blockDice->setValue(step.blockDice);
    m_chooser->setCurrentIndex(step.chooser == BlockChooser::Attacker ? 0 : 1);
    m_blockGoal->setCurrentIndex(step.blockGoal == BlockGoal::DefenderDown ? 0 : 1);
    m_defenderBlock->setChecked(step.defenderHasBlock);
    m_defenderDodge->setChecked(step.defenderHasDodge);
    m_defenderWrestle->setChecked(step.defenderHasWrestle);
    m_armourValue->setValue(step.armourValue);
    m_injuryGoal->setCurrentIndex(step.injuryGoal == InjuryGoal::KnockedOutOrWorse ? 0 : 1);
    m_loading = false;
}

void OddsStepEditor::readWidgets()
{
    if (m_loading)
        return;
    m_step.target = m_target->value();
    m_step.modifier = m_modifier->value();
    m_step.opponentHasTackle = m_opponentTackle->isChecked();
    m_step.blockDice = m_blockDice->value();
    m_step.chooser =
        m_chooser->currentIndex() == 0 ? BlockChooser::Attacker : BlockChooser::Defender;
    m_step.blockGoal =
        m_blockGoal->currentIndex() == 0 ? BlockGoal::DefenderDown : BlockGoal::AttackerStaysUp;
    m_step.defenderHasBlock = m_defenderBlock->isChecked();
    m_step.defenderHasDodge = m_defenderDodge->isChecked();
    m_step.defenderHasWrestle = m_defenderWrestle->isChecked();
    m_step.armourValue = m_armourValue->value();
    m_step.injuryGoal =
        m_injuryGoal->currentIndex() == 0 ? InjuryGoal::KnockedOutOrWorse : InjuryGoal::Casualty;
    Q_EMIT stepChanged(m_step);
}

} // namespace dugout
