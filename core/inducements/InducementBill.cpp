#include "InducementBill.h"

#include "InducementRules.h"
#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

InducementBill InducementBill::make(const InducementRules &rules, const InducementPurchases &bought,
                                    const InducementTeam &team, const InducementPurchases &opponent,
                                    const PreMatchSideMoney &money)
{
    InducementBill bill;
    bill.check = rules.checkList(bought, team, opponent, money.gold());
    bill.gold = rules.goldTotal(bought, team);
    bill.fromHandicap = qMin(bill.gold, money.handicap);
    bill.fromPettyCash = qBound<qint64>(0, bill.gold - bill.fromHandicap, money.pettyCash);
    bill.pettyCashReturned = money.pettyCashReturned(bill.gold);
    bill.handicapLost = money.handicapLost(bill.gold);
    // LRB6: a star hired by both teams takes both fees and plays for neither.
    const int sharedStars = int(InducementRules::starsHiredByBoth(bought, opponent).size());
    bill.inducedPlayers = bought.playerCount() - sharedStars;
    bill.wanderingApothecaries = bought.count(u"wandering_apothecary"_s);
    return bill;
}

QString InducementBill::describe(const Ruleset &rules, const InducementPurchases &bought)
{
    QStringList parts;
    auto counted = [](const QString &name, int n) {
        return n == 1 ? name : tr("%1 ×%2").arg(name).arg(n);
    };
    for (auto it = bought.counted.constBegin(); it != bought.counted.constEnd(); ++it) {
        const Inducement *inducement = rules.inducement(it.key());
        parts << counted(inducement ? inducement->name.current() : it.key(), it.value());
    }
    for (const QString &id : bought.stars) {
        const StarPlayer *star = rules.starPlayer(id);
        parts << (star ? star->name.current() : id);
    }
    for (const MercenaryPurchase &mercenary : bought.mercenaries) {
        const Position *position = rules.position(mercenary.positionId);
        const QString name = position ? position->name.current() : mercenary.positionId;
        const Skill *skill = rules.skill(mercenary.skill);
        parts << (mercenary.skill.isEmpty()
                      ? tr("mercenary %1").arg(name)
                      : tr("mercenary %1 (%2)")
                            .arg(name, skill ? skill->name.current() : mercenary.skill));
    }
    for (auto it = bought.cards.constBegin(); it != bought.cards.constEnd(); ++it) {
        const SpecialPlayDeck *deck = rules.specialPlayDeck(it.key());
        parts << tr("%1 card ×%2").arg(deck ? deck->name.current() : it.key()).arg(it.value());
    }
    return parts.isEmpty() ? tr("nothing") : parts.join(u", "_s);
}

} // namespace dugout
