#include "LeagueText.h"

#include "DisplayText.h"
#include "core/Money.h"
#include "core/league/MatchSummary.h"
#include "core/league/Standings.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace dugout {

QString LeagueText::expensesName(ExpensesRule rule)
{
    switch (rule) {
    case ExpensesRule::Spiralling:
        return tr("Spiralling expenses");
    case ExpensesRule::ExpensiveMistakes:
        return tr("Expensive mistakes");
    case ExpensesRule::None:
        return tr("No expenses");
    }
    return {};
}

QString LeagueText::mvpName(MvpMode mode)
{
    switch (mode) {
    case MvpMode::Random:
        return tr("Random MVP");
    case MvpMode::CoachChoice:
        return tr("MVP chosen by the coach");
    case MvpMode::RandomNotDeadNorInduced:
        return tr("Random MVP among survivors");
    }
    return {};
}

QString LeagueText::smallLeagueName(SmallLeagueWinnings winnings)
{
    switch (winnings) {
    case SmallLeagueWinnings::None:
        return tr("No extra winnings");
    case SmallLeagueWinnings::ExtraGold:
        return tr("+%1 for a loss, +%2 for a draw or a win").arg(goldText(10000), goldText(20000));
    case SmallLeagueWinnings::DoubleFame:
        return tr("Double FAME for winnings");
    }
    return {};
}

QString LeagueText::cardsName(SpecialPlayCardsRule rule)
{
    switch (rule) {
    case SpecialPlayCardsRule::NotUsed:
        return tr("Special play cards not used");
    case SpecialPlayCardsRule::AsInducements:
        return tr("Special play cards bought as inducements");
    case SpecialPlayCardsRule::InsteadOfOthers:
        return tr("Special play cards instead of the other inducements");
    case SpecialPlayCardsRule::FixedBudget:
        return tr("A card budget for each team and match");
    }
    return {};
}

QString LeagueText::inducementsSummary(const LeagueOptions &options)
{
    QString cards = cardsName(options.cards);
    if (options.cards == SpecialPlayCardsRule::FixedBudget)
        cards =
            tr("A card budget of %1 for each team and match").arg(formatGold(options.cardBudget));
    if (options.cards != SpecialPlayCardsRule::NotUsed)
        //: The cards a team may buy: "Special play cards … (at most 5 per team)".
        cards = tr("%1 (at most %2 per team)").arg(cards).arg(options.maxCards);
    const QString allowed = options.allowedInducements ? tr("%n inducement(s) allowed", nullptr,
                                                            int(options.allowedInducements->size()))
                                                       : tr("All inducements allowed");
    //: "All inducements allowed; Special play cards not used."
    return tr("%1; %2.").arg(allowed, cards);
}

QString LeagueText::pointsScheme(const LeagueOptions &options)
{
    return u"%1/%2/%3"_s.arg(options.winPoints).arg(options.drawPoints).arg(options.lossPoints);
}

QString LeagueText::tieBreakers(const LeagueOptions &options)
{
    QStringList names;
    for (TieBreaker tieBreaker : options.tieBreakers)
        names << Standings::tieBreakerName(tieBreaker);
    if (names.isEmpty())
        //: No tie-breaker at all.
        return tr("none");
    //: Separates the tie-breakers in the order they apply.
    return names.join(tr(" › "));
}

QString LeagueText::optionsSummary(const LeagueOptions &options)
{
    QStringList parts;
    parts << tr("Budget %1").arg(formatGold(options.startingBudget));
    parts << (options.expenses == ExpensesRule::Spiralling
                  //: Spiralling expenses in the league header: threshold and step.
                  ? tr("Spiralling expenses from %1, step %2")
                        .arg(formatGold(options.spirallingThreshold),
                             formatGold(options.spirallingStep))
                  : expensesName(options.expenses));
    parts << mvpName(options.mvp);
    //: Points for a win, a draw and a loss: "Points 3/1/0".
    parts << tr("Points %1").arg(pointsScheme(options));
    if (options.freeFanFactor)
        parts << tr("Free fan factor");
    if (options.smallLeague == SmallLeagueWinnings::ExtraGold)
        parts << tr("Small-league winnings");
    else if (options.smallLeague == SmallLeagueWinnings::DoubleFame)
        parts << tr("Double FAME");
    if (options.allowedInducements)
        //: A league that allows only some inducements: "7 inducements allowed".
        parts << tr("%n inducement(s) allowed", nullptr, int(options.allowedInducements->size()));
    return parts.join(u"  ·  "_s);
}

QString LeagueText::signedNumber(int value)
{
    if (value < 0)
        return u"−"_s + QString::number(-value);
    return value > 0 ? u"+"_s + QString::number(value) : QString::number(value);
}

QString LeagueText::score(const MatchSummary &summary)
{
    const QString score = u"%1 – %2"_s.arg(summary.homeScore).arg(summary.awayScore);
    if (!summary.conceded)
        return score;
    //: A score followed by who conceded: "0 – 2 (home conceded)".
    return *summary.conceded == Side::Home ? tr("%1 (home conceded)").arg(score)
                                           : tr("%1 (away conceded)").arg(score);
}

} // namespace dugout
