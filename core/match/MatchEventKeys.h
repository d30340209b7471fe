#pragma once

#include "MatchEvent.h"

#include <QString>
#include <QStringList>

namespace dugout {

// The stable text keys of the match event enums, used by the stored event log and the match
// files ("knock_down", "blitz", "failed_pick_up"…). Never translated, never renamed: stored
// matches depend on them. Sides use sideKey() (core/league/LeagueKeys.h).
QString eventTypeKey(MatchEventType type);
bool eventTypeFromKey(const QString &key, MatchEventType *type);
QStringList eventTypeKeys();

QString playerActionKey(PlayerAction action);
bool playerActionFromKey(const QString &key, PlayerAction *action);
QStringList playerActionKeys();

QString knockDownCauseKey(KnockDownCause cause);
bool knockDownCauseFromKey(const QString &key, KnockDownCause *cause);
QStringList knockDownCauseKeys();

QString turnoverReasonKey(TurnoverReason reason);
bool turnoverReasonFromKey(const QString &key, TurnoverReason *reason);
QStringList turnoverReasonKeys();

} // namespace dugout
