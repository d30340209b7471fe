#pragma once

#include <QString>

namespace dugout {

// Gold as the rulebook writes it in the interface language: "50,000 gp", "50 000 po".
QString formatGold(qint64 gold);

} // namespace dugout
