#pragma once

#include "InducementPurchases.h"
#include "InducementTeam.h"
#include "PreMatchMoney.h"

#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

class InducementRules;
class Ruleset;

// What one team's purchases cost and where the gold came from (rulebook l.3614–3643,
// l.3738–3740): the handicap is spent first (what is left of it is lost), petty cash pays the rest
// and what is left of it goes back to the treasury after the match. Cards paid from a league's
// fixed card budget cost neither.
struct InducementBill
{
    Q_DECLARE_TR_FUNCTIONS(InducementBill)

public:
    RuleCheck check; // refused: the list breaks a rule, or costs more than the gold
    qint64 gold = 0; // what the list costs in handicap and petty cash
    qint64 fromHandicap = 0;
    qint64 fromPettyCash = 0;      // leaves the treasury for good
    qint64 pettyCashReturned = 0;  // goes back to the treasury after the match
    qint64 handicapLost = 0;       // never reaches the treasury
    int inducedPlayers = 0;        // stars and mercenaries who play (not a star both teams hired)
    int wanderingApothecaries = 0; // extra apothecary uses in the match

    // The bill of `bought` for `team` with `money` (its petty cash and handicap), while the
    // opponent bought `opponent`.
    static InducementBill make(const InducementRules &rules, const InducementPurchases &bought,
                               const InducementTeam &team, const InducementPurchases &opponent,
                               const PreMatchSideMoney &money);

    // "Bribe ×2, Wizard, Morg 'n' Thorg, mercenary Blitzer (Dodge), Dirty Tricks card ×1", in
    // the interface language; "nothing" for an empty list.
    static QString describe(const Ruleset &rules, const InducementPurchases &bought);
};

} // namespace dugout
