#pragma once

#include <QString>
#include <QtGlobal>

namespace dugout {

// A coach registered in an open tournament, with the team they bring. The roster id is the
// ruleset's (human, orc…): the race shown in the standings and written to the NAF report.
struct Entrant
{
    qint64 id = 0;
    QString coach;
    QString nafNumber; // digits, or empty for a coach without a NAF membership
    QString nation;
    QString club;
    QString teamName;
    QString rosterId;
    bool active = true; // false once the coach has dropped out: no longer paired
    int firstRound = 1; // a late arrival joins at this round
};

} // namespace dugout
