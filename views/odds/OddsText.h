#pragma once

#include "core/odds/OddsSkills.h"
#include "core/odds/OddsStep.h"
#include "core/odds/ReRollChoice.h"

#include <QCoreApplication>
#include <QString>

namespace dugout {

class Fraction;

// The words of the odds calculator: a step as the coach reads it ("Dodge 3+ (-1)") and the
// advice for a failed roll, translated in one place.
class OddsText
{
    Q_DECLARE_TR_FUNCTIONS(OddsText)

public:
    static QString kindName(OddsStepKind kind);
    static QString describe(const OddsStep &step);
    // "if it fails, use the team re-roll"; "never re-rolled" for armour and injury.
    static QString advice(const OddsStep &step, ReRollChoice choice, const OddsSkills &skills);
    // What to spend, on its own: "use the team re-roll".
    static QString spending(const OddsStep &step, ReRollChoice choice, const OddsSkills &skills);
    // "5/6 (83.3%)"
    static QString chance(const Fraction &fraction);
};

} // namespace dugout
