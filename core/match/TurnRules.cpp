#include "TurnRules.h"

namespace dugout {

RuleCheck TurnRules::apply(MatchStep &step)
{
    Q_UNUSED(step);
    return RuleCheck::refused(tr("Not available yet."));
}

} // namespace dugout
