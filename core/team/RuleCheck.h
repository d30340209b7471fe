#pragma once

#include <QString>

namespace dugout {

// The answer of a rule: allowed, or refused with a reason a coach can read. Rules never answer
// a bare false, so the interface can always say why.
struct RuleCheck
{
    bool allowed = true;
    QString reason; // translated; empty when allowed

    static RuleCheck ok() { return {}; }
    static RuleCheck refused(QString why) { return {false, std::move(why)}; }
    explicit operator bool() const { return allowed; }
};

} // namespace dugout
