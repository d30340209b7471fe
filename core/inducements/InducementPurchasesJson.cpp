#include "InducementPurchasesJson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace dugout {

QJsonObject InducementPurchasesJson::toJson(const InducementPurchases &bought)
{
    QJsonObject items;
    for (auto it = bought.counted.constBegin(); it != bought.counted.constEnd(); ++it)
        items.insert(it.key(), it.value());
    QJsonArray mercenaries;
    for (const MercenaryPurchase &mercenary : bought.mercenaries) {
        QJsonObject json{{u"position"_s, mercenary.positionId}};
        if (!mercenary.skill.isEmpty())
            json.insert(u"skill"_s, mercenary.skill);
        mercenaries << json;
    }
    QJsonArray cards;
    for (auto it = bought.cards.constBegin(); it != bought.cards.constEnd(); ++it) {
        const QStringList drawn = bought.drawn.value(it.key());
        for (int i = 0; i < it.value(); ++i) {
            QJsonObject json{{u"deck"_s, it.key()}};
            if (i < drawn.size())
                json.insert(u"card"_s, drawn.at(i));
            cards << json;
        }
    }
    return QJsonObject{{u"items"_s, items},
                       {u"stars"_s, QJsonArray::fromStringList(bought.stars)},
                       {u"mercenaries"_s, mercenaries},
                       {u"cards"_s, cards}};
}

std::optional<InducementPurchases> InducementPurchasesJson::fromJson(const QJsonObject &json,
                                                                     QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    InducementPurchases bought;
    const QJsonObject items = json.value(u"items"_s).toObject();
    for (auto it = items.constBegin(); it != items.constEnd(); ++it) {
        const int n = it.value().toInt(-1);
        if (n < 0 || n > 100)
            return fail(
                tr("The count of '%1' must be a whole number from 0 to 100.").arg(it.key()));
        if (n > 0)
            bought.counted.insert(it.key(), n);
    }
    const QJsonArray stars = json.value(u"stars"_s).toArray();
    for (const QJsonValue &star : stars) {
        if (!star.isString())
            return fail(tr("Star players are listed by id."));
        bought.stars << star.toString();
    }
    const QJsonArray mercenaries = json.value(u"mercenaries"_s).toArray();
    for (const QJsonValue &value : mercenaries) {
        const QJsonObject mercenary = value.toObject();
        if (!mercenary.value(u"position"_s).isString())
            return fail(tr("A mercenary needs the id of his position."));
        bought.mercenaries << MercenaryPurchase{mercenary.value(u"position"_s).toString(),
                                                mercenary.value(u"skill"_s).toString()};
    }
    const QJsonArray cards = json.value(u"cards"_s).toArray();
    for (const QJsonValue &value : cards) {
        const QJsonObject card = value.toObject();
        if (!card.value(u"deck"_s).isString())
            return fail(tr("A special play card needs the id of its deck."));
        const QString deck = card.value(u"deck"_s).toString();
        ++bought.cards[deck];
        if (card.value(u"card"_s).isString())
            bought.drawn[deck] << card.value(u"card"_s).toString();
    }
    return bought;
}

} // namespace dugout
