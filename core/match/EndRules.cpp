#include "EndRules.h"

namespace dugout {

RuleCheck EndRules::apply(MatchStep &step)
{
    Q_UNUSED(step);
    return RuleCheck::refused(tr("Not available yet."));
}

} // namespace dugout
