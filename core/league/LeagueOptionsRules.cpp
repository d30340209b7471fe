#include "LeagueOptionsRules.h"

#include "Standings.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"

#include <QSet>

namespace dugout {

QStringList LeagueOptionsRules::problems(const LeagueOptions &options, const Ruleset &rules)
{
    QStringList problems;
    // Whole sentences for the translators: each limit says what it limits.
    const auto gold = [&](qint64 value, qint64 min, qint64 max, const QString &sentence) {
        if (value < min || value > max)
            problems << sentence.arg(formatGold(min), formatGold(max), formatGold(value));
    };
    gold(options.startingBudget, 0, MaxStartingBudget,
         tr("The starting budget must be from %1 to %2, not %3."));
    gold(options.spirallingThreshold, 0, MaxSpirallingThreshold,
         tr("The spiralling expenses threshold must be from %1 to %2, not %3."));
    gold(options.spirallingStep, MinSpirallingStep, MaxSpirallingStep,
         tr("The spiralling expenses step must be from %1 to %2, not %3."));
    const auto points = [&](int value, const QString &sentence) {
        if (value < MinPoints || value > MaxPoints)
            problems << sentence.arg(MinPoints).arg(MaxPoints).arg(value);
    };
    points(options.winPoints, tr("Points for a win must be from %1 to %2, not %3."));
    points(options.drawPoints, tr("Points for a draw must be from %1 to %2, not %3."));
    points(options.lossPoints, tr("Points for a loss must be from %1 to %2, not %3."));

    if (options.tieBreakers.isEmpty())
        problems << tr("A league needs at least one tie-breaker to rank its teams.");
    QList<TieBreaker> seen;
    for (TieBreaker tieBreaker : options.tieBreakers) {
        if (seen.contains(tieBreaker))
            problems << tr("The tie-breaker %1 is listed more than once.")
                            .arg(Standings::tieBreakerName(tieBreaker));
        seen << tieBreaker;
    }

    if (options.maxCards < 1 || options.maxCards > MaxCards)
        problems << tr("The special play cards a team may buy must be from 1 to %1, not %2.")
                        .arg(MaxCards)
                        .arg(options.maxCards);
    if (options.cards == SpecialPlayCardsRule::FixedBudget)
        gold(options.cardBudget, MinCardBudget, MaxCardBudget,
             tr("The card budget must be from %1 to %2, not %3."));
    else if (options.cardBudget != 0)
        problems << tr("A card budget is only for leagues giving each team a fixed card budget.");

    if (options.allowedInducements) {
        QSet<QString> allowed;
        for (const QString &id : *options.allowedInducements) {
            if (!rules.inducement(id))
                problems << tr("'%1' is not an inducement of the rules.").arg(id);
            else if (allowed.contains(id))
                problems << tr("The inducement '%1' is listed more than once.").arg(id);
            allowed.insert(id);
        }
    }
    return problems;
}

} // namespace dugout
