#include "OddsSkillsBox.h"

#include <QCheckBox>
#include <QGridLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The order of the check boxes, read back by skills().
enum Check {
    Team,
    Dodge,
    SureFeet,
    SureHands,
    Pass,
    Catch,
    Pro,
    Loner,
    Block,
    Tackle,
    MightyBlow,
    Claw
};

} // namespace

OddsSkillsBox::OddsSkillsBox(QWidget *parent) : QGroupBox(tr("Player and team"), parent)
{
    auto *grid = new QGridLayout(this);
    addCheck(u"teamReRollCheck"_s, tr("&Team re-roll available"), tr("One team re-roll per turn"));
    addCheck(u"dodgeCheck"_s, tr("Dodge"), tr("Re-roll one failed dodge per turn"));
    addCheck(u"sureFeetCheck"_s, tr("Sure Feet"), tr("Re-roll one failed going for it per turn"));
    addCheck(u"sureHandsCheck"_s, tr("Sure Hands"), tr("Re-roll one failed pick-up per turn"));
    addCheck(u"passCheck"_s, tr("Pass"), tr("Re-roll one failed pass per turn"));
    addCheck(u"catchCheck"_s, tr("Catch"), tr("The receiver re-rolls one failed catch per turn"));
    addCheck(u"proCheck"_s, tr("Pro"),
             tr("Once per turn: 4+, then re-roll one of this player's rolls (not armour, injury or "
                "a team-mate's catch)"));
    addCheck(u"lonerCheck"_s, tr("Loner"),
             tr("4+ before the team re-roll can be used; lost on 1-3"));
    addCheck(u"blockCheck"_s, tr("Block"), tr("Not knocked down by Both Down"));
    addCheck(u"tackleCheck"_s, tr("Tackle"),
             tr("The defender's Dodge does not save him on Defender Stumbles"));
    addCheck(u"mightyBlowCheck"_s, tr("Mighty Blow"),
             tr("+1 to the armour or the injury roll, not both"));
    addCheck(u"clawCheck"_s, tr("Claw"), tr("An armour roll of 8 or more breaks any armour"));
    const int columns = 3;
    for (int i = 0; i < m_checks.size(); ++i) {
        // The team re-roll gets a row of its own: it is the team's, not the player's.
        if (i == Team)
            grid->addWidget(m_checks.at(i), 0, 0, 1, columns);
        else
            grid->addWidget(m_checks.at(i), 1 + (i - 1) / columns, (i - 1) % columns);
    }
    m_checks.at(Team)->setChecked(true);
}

QCheckBox *OddsSkillsBox::addCheck(const QString &objectName, const QString &text,
                                   const QString &tip)
{
    auto *check = new QCheckBox(text, this);
    check->setObjectName(objectName);
    check->setToolTip(tip);
    connect(check, &QCheckBox::toggled, this, &OddsSkillsBox::skillsChanged);
    m_checks.append(check);
    return check;
}

void OddsSkillsBox::setSkills(const OddsSkills &skills)
{
    const QList<bool> on = {skills.teamReRoll, skills.dodge,      skills.sureFeet,
                            skills.sureHands,  skills.pass,       skills.catchSkill,
                            skills.pro,        skills.loner,      skills.block,
                            skills.tackle,     skills.mightyBlow, skills.claw};
    for (qsizetype i = 0; i < on.size(); ++i) {
        const QSignalBlocker blocker(m_checks.at(i));
        m_checks.at(i)->setChecked(on.at(i));
    }
    Q_EMIT skillsChanged();
}

OddsSkills OddsSkillsBox::skills() const
{
    const auto on = [this](Check check) { return m_checks.at(check)->isChecked(); };
    OddsSkills skills;
    skills.teamReRoll = on(Team);
    skills.dodge = on(Dodge);
    skills.sureFeet = on(SureFeet);
    skills.sureHands = on(SureHands);
    skills.pass = on(Pass);
    skills.catchSkill = on(Catch);
    skills.pro = on(Pro);
    skills.loner = on(Loner);
    skills.block = on(Block);
    skills.tackle = on(Tackle);
    skills.mightyBlow = on(MightyBlow);
    skills.claw = on(Claw);
    return skills;
}

} // namespace dugout
