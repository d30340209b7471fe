#pragma once

#include "LeagueOptions.h"
#include "MatchRecord.h"

#include <QJsonObject>
#include <QString>

namespace dugout {

// The stable text keys of league options, sides and concessions, shared by the database and
// the match record JSON ("spiralling", "head_to_head", "home"…). Never translated, never
// renamed: stored leagues and records depend on them.
QString expensesRuleKey(ExpensesRule rule);
bool expensesRuleFromKey(const QString &key, ExpensesRule *rule);
QString mvpModeKey(MvpMode mode);
bool mvpModeFromKey(const QString &key, MvpMode *mode);
QString smallLeagueWinningsKey(SmallLeagueWinnings winnings);
bool smallLeagueWinningsFromKey(const QString &key, SmallLeagueWinnings *winnings);
QString specialPlayCardsKey(SpecialPlayCardsRule rule);
bool specialPlayCardsFromKey(const QString &key, SpecialPlayCardsRule *rule);
QString tieBreakerKey(TieBreaker tieBreaker);
bool tieBreakerFromKey(const QString &key, TieBreaker *tieBreaker);
QString sideKey(Side side);
bool sideFromKey(const QString &key, Side *side);
// "during" or "before_kick_off"; Concession::None has no key.
QString concessionKey(Concession concession);
bool concessionFromKey(const QString &key, Concession *concession);

// League options as one JSON object with the keys above. Reading is lenient on purpose: a
// missing or unknown value keeps the LRB6 default, so options added later need no migration.
QJsonObject leagueOptionsToJson(const LeagueOptions &options);
LeagueOptions leagueOptionsFromJson(const QJsonObject &json);

} // namespace dugout
