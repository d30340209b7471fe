#pragma once

#include "LedgerEntry.h"
#include "Player.h"

#include <QString>

namespace dugout {

// The stable text keys of player statuses and ledger kinds, shared by the database and the
// team JSON format ("active", "winnings"…). Never translated, never renamed.
QString playerStatusKey(Player::Status status);
bool playerStatusFromKey(const QString &key, Player::Status *status);
QString ledgerKindKey(LedgerEntry::Kind kind);
bool ledgerKindFromKey(const QString &key, LedgerEntry::Kind *kind);

} // namespace dugout
