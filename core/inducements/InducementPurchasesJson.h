#pragma once

#include "InducementPurchases.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace dugout {

// One team's purchases as JSON, the form the match record's `inducements` block and a tracked
// match's setup share: {"items": {"bribe": 2}, "stars": [...], "mercenaries": [{"position": …,
// "skill": …}], "cards": [{"deck": …, "card": …}]}. Reading here checks the shape only; whether
// the ids exist and the team may buy them is InducementRules::checkList's business.
class InducementPurchasesJson
{
    Q_DECLARE_TR_FUNCTIONS(InducementPurchasesJson)

public:
    static QJsonObject toJson(const InducementPurchases &bought);
    static std::optional<InducementPurchases> fromJson(const QJsonObject &json, QString *error);
};

} // namespace dugout
