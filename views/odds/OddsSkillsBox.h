#pragma once

#include "core/odds/OddsSkills.h"

#include <QGroupBox>

class QCheckBox;

namespace dugout {

// The acting player's skills and whether the team can still use a re-roll this turn.
class OddsSkillsBox : public QGroupBox
{
    Q_OBJECT

public:
    explicit OddsSkillsBox(QWidget *parent = nullptr);

    OddsSkills skills() const;
    // Ticks the boxes as `skills` says (a tracked player's, from core), one change signalled.
    void setSkills(const OddsSkills &skills);

Q_SIGNALS:
    void skillsChanged();

private:
    QCheckBox *addCheck(const QString &objectName, const QString &text, const QString &tip);

    QList<QCheckBox *> m_checks;
};

} // namespace dugout
