#include "InjuryRules.h"

namespace dugout {

RuleCheck InjuryRules::apply(MatchStep &step)
{
    Q_UNUSED(step);
    return RuleCheck::refused(tr("Not available yet."));
}

} // namespace dugout

namespace dugout {
void InjuryRules::injure(MatchStep &, Side, int, const InjuryContext &) {}
}
