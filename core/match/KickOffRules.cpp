#include "KickOffRules.h"

namespace dugout {

RuleCheck KickOffRules::apply(MatchStep &step)
{
    Q_UNUSED(step);
    return RuleCheck::refused(tr("Not available yet."));
}

} // namespace dugout
