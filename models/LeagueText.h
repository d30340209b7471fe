#pragma once

#include "core/league/LeagueOptions.h"

#include <QCoreApplication>
#include <QString>

namespace dugout {

struct MatchSummary;

// How a league's options and results read in the interface, written in one place so the
// options dialog, the league header and the standings note always agree.
class LeagueText
{
    Q_DECLARE_TR_FUNCTIONS(LeagueText)

public:
    static QString expensesName(ExpensesRule rule);
    static QString mvpName(MvpMode mode);
    static QString smallLeagueName(SmallLeagueWinnings winnings);
    static QString cardsName(SpecialPlayCardsRule rule);
    // "All inducements; special play cards not used": what the league lets teams buy.
    static QString inducementsSummary(const LeagueOptions &options);
    // "3/1/0": points for a win, a draw and a loss.
    static QString pointsScheme(const LeagueOptions &options);
    // "Points › Head-to-head › TD difference": the tie-breakers in order.
    static QString tieBreakers(const LeagueOptions &options);
    // The options a commissioner checks first, in one line for the league header.
    static QString optionsSummary(const LeagueOptions &options);

    // "+3", "−2", "0": a difference with its sign (a true minus, as the ledger writes it).
    static QString signedNumber(int value);
    // "2 – 1" from the home side; a conceded match says so.
    static QString score(const MatchSummary &summary);
};

} // namespace dugout
