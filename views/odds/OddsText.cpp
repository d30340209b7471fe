#include "OddsText.h"

#include "core/odds/Fraction.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout {

QString OddsText::kindName(OddsStepKind kind)
{
    switch (kind) {
    case OddsStepKind::Dodge:
        return tr("Dodge");
    case OddsStepKind::GoingForIt:
        return tr("Going for it");
    case OddsStepKind::PickUp:
        return tr("Pick-up");
    case OddsStepKind::Pass:
        return tr("Pass");
    case OddsStepKind::Catch:
        return tr("Catch");
    case OddsStepKind::Block:
        return tr("Block");
    case OddsStepKind::Armour:
        return tr("Armour");
    case OddsStepKind::Injury:
        return tr("Injury");
    }
    return {};
}

QString OddsText::describe(const OddsStep &step)
{
    switch (step.kind) {
    case OddsStepKind::Block: {
        const QString chooser = step.chooser == BlockChooser::Attacker ? tr("attacker's choice")
                                                                       : tr("defender's choice");
        const QString goal = step.blockGoal == BlockGoal::DefenderDown ? tr("defender down")
                                                                       : tr("attacker stays up");
        return tr("Block, %n dice, %1: %2", nullptr, step.blockDice).arg(chooser, goal);
    }
    case OddsStepKind::Armour:
        return tr("Armour against AV %1").arg(step.armourValue);
    case OddsStepKind::Injury:
        return step.injuryGoal == InjuryGoal::Casualty ? tr("Injury: casualty")
                                                       : tr("Injury: knocked out or worse");
    case OddsStepKind::Dodge:
    case OddsStepKind::GoingForIt:
    case OddsStepKind::PickUp:
    case OddsStepKind::Pass:
    case OddsStepKind::Catch:
        break;
    }
    QString text = tr("%1 %2+").arg(kindName(step.kind)).arg(step.target);
    if (step.modifier != 0)
        text += u" ("_s + (step.modifier > 0 ? u"+"_s : QString()) +
                QString::number(step.modifier) + u')';
    if (step.kind == OddsStepKind::Dodge && step.opponentHasTackle)
        text += tr(", against Tackle");
    return text;
}

QString OddsText::advice(const OddsStep &step, ReRollChoice choice, const OddsSkills &skills)
{
    if (step.kind == OddsStepKind::Armour || step.kind == OddsStepKind::Injury)
        return tr("never re-rolled");
    return tr("if it fails, %1").arg(spending(step, choice, skills));
}

QString OddsText::spending(const OddsStep &step, ReRollChoice choice, const OddsSkills &skills)
{
    switch (choice) {
    case ReRollChoice::None:
        return tr("nothing can re-roll it");
    case ReRollChoice::SkillReRoll: {
        QString skill;
        switch (step.kind) {
        case OddsStepKind::Dodge:
            skill = tr("Dodge");
            break;
        case OddsStepKind::GoingForIt:
            skill = tr("Sure Feet");
            break;
        case OddsStepKind::PickUp:
            skill = tr("Sure Hands");
            break;
        case OddsStepKind::Pass:
            skill = tr("Pass");
            break;
        default:
            skill = tr("Catch");
            break;
        }
        return tr("use the %1 skill").arg(skill);
    }
    case ReRollChoice::Pro:
        return skills.teamReRoll
                   ? tr("use Pro (4+; if that fails, the team re-roll on the Pro roll)")
                   : tr("use Pro (4+)");
    case ReRollChoice::TeamReRoll:
        return skills.loner ? tr("use the team re-roll (Loner: 4+ first)")
                            : tr("use the team re-roll");
    }
    return {};
}

QString OddsText::chance(const Fraction &fraction)
{
    const QString percent = QLocale().toString(fraction.toDouble() * 100.0, 'f', 1);
    return tr("%1 (%2%)").arg(fraction.toString(), percent);
}

} // namespace dugout
