#include "DriveRules.h"

namespace dugout {

RuleCheck DriveRules::apply(MatchStep &step)
{
    Q_UNUSED(step);
    return RuleCheck::refused(tr("Not available yet."));
}

} // namespace dugout
