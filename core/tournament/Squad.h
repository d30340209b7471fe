#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

namespace dugout {

// One squad of a team tournament: the coaches who registered under one team name (the
// registration's club column), in the order they registered, which is the captain's board order
// before any game is played.
struct Squad
{
    QString name; // as its first coach wrote it
    QList<qint64> members;
};

} // namespace dugout
