#include "ScoringRules.h"

namespace dugout {

RuleCheck ScoringRules::apply(MatchStep &step)
{
    Q_UNUSED(step);
    return RuleCheck::refused(tr("Not available yet."));
}

} // namespace dugout
