#include "OddsCalculatorDialog.h"

#include "OddsSkillsBox.h"
#include "OddsStepEditor.h"
#include "OddsText.h"
#include "core/odds/OddsChain.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QList<OddsStepKind> kinds = {
    OddsStepKind::Dodge, OddsStepKind::GoingForIt, OddsStepKind::PickUp, OddsStepKind::Pass,
    OddsStepKind::Catch, OddsStepKind::Block,      OddsStepKind::Armour, OddsStepKind::Injury};

} // namespace

OddsCalculatorDialog::OddsCalculatorDialog(QWidget *parent)
    : QDialog(parent), m_kind(new QComboBox), m_list(new QListWidget),
      m_remove(new QPushButton(tr("&Remove"))), m_up(new QPushButton(tr("Move &up"))),
      m_down(new QPushButton(tr("Move do&wn"))), m_editor(new OddsStepEditor),
      m_skills(new OddsSkillsBox), m_result(new QLabel), m_withoutReRolls(new QLabel),
      m_advice(new QLabel)
{
    setWindowTitle(tr("Odds calculator"));
    setObjectName(u"oddsCalculator"_s);

    m_kind->setObjectName(u"stepKindCombo"_s);
    for (OddsStepKind kind : kinds)
        m_kind->addItem(OddsText::kindName(kind));
    auto *add = new QPushButton(tr("&Add step"));
    add->setObjectName(u"addStepButton"_s);
    m_list->setObjectName(u"stepList"_s);
    m_remove->setObjectName(u"removeStepButton"_s);
    m_up->setObjectName(u"moveUpButton"_s);
    m_down->setObjectName(u"moveDownButton"_s);

    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_kind, 1);
    addRow->addWidget(add);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_up);
    listButtons->addWidget(m_down);
    listButtons->addStretch();
    listButtons->addWidget(m_remove);
    auto *stepsBox = new QGroupBox(tr("Rolls of the action, in order"));
    auto *stepsLayout = new QVBoxLayout(stepsBox);
    stepsLayout->addLayout(addRow);
    stepsLayout->addWidget(m_list, 1);
    stepsLayout->addLayout(listButtons);

    auto *editorBox = new QGroupBox(tr("Selected roll"));
    auto *editorLayout = new QVBoxLayout(editorBox);
    editorLayout->addWidget(m_editor);

    m_result->setObjectName(u"resultLabel"_s);
    m_withoutReRolls->setObjectName(u"withoutReRollsLabel"_s);
    m_advice->setObjectName(u"adviceLabel"_s);
    m_advice->setWordWrap(true);
    m_advice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_result->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_result->setFont(big);
    auto *resultBox = new QGroupBox(tr("Chance that every roll succeeds"));
    auto *resultLayout = new QVBoxLayout(resultBox);
    resultLayout->addWidget(m_result);
    resultLayout->addWidget(m_withoutReRolls);
    resultLayout->addWidget(m_advice);
    resultLayout->addStretch();

    auto *right = new QVBoxLayout;
    right->addWidget(editorBox);
    right->addWidget(m_skills);
    right->addWidget(resultBox, 1);
    auto *columns = new QHBoxLayout;
    columns->addWidget(stepsBox, 1);
    columns->addLayout(right, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);

    connect(add, &QPushButton::clicked, this, &OddsCalculatorDialog::addStep);
    connect(m_remove, &QPushButton::clicked, this, &OddsCalculatorDialog::removeStep);
    connect(m_up, &QPushButton::clicked, this, [this] { moveStep(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveStep(1); });
    connect(m_list, &QListWidget::currentRowChanged, this, &OddsCalculatorDialog::showStep);
    connect(m_editor, &OddsStepEditor::stepChanged, this, &OddsCalculatorDialog::updateStep);
    connect(m_skills, &OddsSkillsBox::skillsChanged, this, &OddsCalculatorDialog::recompute);

    resize(900, 600);
    showStep(-1);
    recompute();
}

OddsStep OddsCalculatorDialog::defaultStep(OddsStepKind kind)
{
    OddsStep step;
    step.kind = kind;
    // The usual numbers for an agility 3 player: dodge, pick-up and catch on 3+ (4+ on the
    // agility table, +1 for the roll itself), a short pass 4+, going for it 2+.
    switch (kind) {
    case OddsStepKind::GoingForIt:
        step.target = 2;
        break;
    case OddsStepKind::Pass:
        step.target = 4;
        break;
    case OddsStepKind::Block:
        step.blockDice = 2;
        break;
    default:
        step.target = 3;
        break;
    }
    return step;
}

void OddsCalculatorDialog::setAction(const QString &title, const QList<OddsStep> &steps,
                                     const OddsSkills &skills,
                                     std::function<OddsStep(OddsStepKind)> stepFor)
{
    setWindowTitle(title);
    m_stepFor = std::move(stepFor);
    m_steps = steps;
    refreshList();
    m_list->setCurrentRow(m_steps.isEmpty() ? -1 : 0);
    m_skills->setSkills(skills); // recomputes
}

void OddsCalculatorDialog::addStep()
{
    const OddsStepKind kind = kinds.at(m_kind->currentIndex());
    m_steps.append(m_stepFor ? m_stepFor(kind) : defaultStep(kind));
    refreshList();
    m_list->setCurrentRow(int(m_steps.size()) - 1);
    recompute();
}

void OddsCalculatorDialog::removeStep()
{
    const int row = m_list->currentRow();
    if (row < 0)
        return;
    m_steps.removeAt(row);
    refreshList();
    m_list->setCurrentRow(qMin(row, int(m_steps.size()) - 1));
    recompute();
}

void OddsCalculatorDialog::moveStep(int delta)
{
    const int row = m_list->currentRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= m_steps.size())
        return;
    m_steps.swapItemsAt(row, target);
    refreshList();
    m_list->setCurrentRow(target);
    recompute();
}

void OddsCalculatorDialog::showStep(int row)
{
    const bool valid = row >= 0 && row < m_steps.size();
    m_editor->setEnabled(valid);
    m_remove->setEnabled(valid);
    m_up->setEnabled(valid && row > 0);
    m_down->setEnabled(valid && row + 1 < m_steps.size());
    if (valid)
        m_editor->setStep(m_steps.at(row));
}

void OddsCalculatorDialog::updateStep(const OddsStep &step)
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_steps.size())
        return;
    m_steps[row] = step;
    m_list->item(row)->setText(tr("%1. %2").arg(row + 1).arg(OddsText::describe(step)));
    recompute();
}

void OddsCalculatorDialog::refreshList()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (qsizetype i = 0; i < m_steps.size(); ++i)
        m_list->addItem(tr("%1. %2").arg(i + 1).arg(OddsText::describe(m_steps.at(i))));
}

void OddsCalculatorDialog::recompute()
{
    if (m_steps.isEmpty()) {
        m_result->setText(tr("Add the rolls of the action."));
        m_withoutReRolls->clear();
        m_advice->clear();
        return;
    }
    const OddsSkills skills = m_skills->skills();
    const ChainOdds odds = OddsChain(m_steps, skills).compute();
    m_result->setText(OddsText::chance(odds.success));
    m_withoutReRolls->setText(
        tr("Without any re-roll: %1").arg(OddsText::chance(odds.withoutReRolls)));
    QStringList lines;
    OddsSkills withoutTeam = skills;
    withoutTeam.teamReRoll = false;
    for (qsizetype i = 0; i < m_steps.size(); ++i) {
        const OddsStep &step = m_steps.at(i);
        QString advice = OddsText::advice(step, odds.ifFails.at(i), skills);
        // Past the first roll, the team re-roll may already be gone: say so when it changes the
        // advice.
        if (i > 0 && skills.teamReRoll && odds.ifFails.at(i) != odds.ifFailsWithoutTeam.at(i)) {
            advice = tr("%1; once the team re-roll is spent, %2")
                         .arg(advice,
                              OddsText::spending(step, odds.ifFailsWithoutTeam.at(i), withoutTeam));
        }
        lines << tr("%1. %2, alone %3: %4")
                     .arg(i + 1)
                     .arg(OddsText::describe(step), odds.stepChance.at(i).toString(), advice);
    }
    m_advice->setText(lines.join(u'\n'));
}

} // namespace dugout
