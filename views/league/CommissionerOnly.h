#pragma once

#include "core/team/RuleCheck.h"

#include <QAbstractButton>

#include <initializer_list>

namespace dugout {

// On a league server, what runs the league is the commissioner's (issue 21): for any other
// login the buttons that would change it are disabled, with the reason in their tooltip,
// rather than offered and then refused by the server. `check` is LeagueSession::mayRunLeague().
inline void commissionerOnly(const RuleCheck &check,
                             std::initializer_list<QAbstractButton *> buttons)
{
    if (check)
        return;
    for (QAbstractButton *button : buttons) {
        button->setEnabled(false);
        button->setToolTip(check.reason);
    }
}

} // namespace dugout
