#pragma once

#include "core/tournament/Tournament.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace dugout {

// The tournament report organisers upload to the NAF, in the XML Tourma writes:
//
//   <nafReport xmlns:blo="http://www.bloodbowl.net">
//     <organiser>…</organiser>
//     <coaches><coach><name/><number/><team/></coach>…</coaches>
//     <game><timeStamp>2026-11-28 10:00</timeStamp>
//       <playerRecord><name/><number/><teamRating/><touchDowns/><badlyHurt/></playerRecord>
//       <playerRecord>…</playerRecord></game>…
//   </nafReport>
//
// (tests/data/naf_report.xsd describes it; the tests validate what is written against it.)
// Three mistakes other tools make are avoided: the time stamp is always "yyyy-MM-dd HH:mm" in
// digits (Tourma's pattern "YYYY-MM-dd HH:MM" writes the week's year and the month where the
// minutes go); race names are the NAF's English names whatever the interface language (Tourma
// writes translated names); names are escaped (a coach called "Tom & Jerry" does not break the
// file). Only NAF members can be reported: coaches without a number, and their games, are left
// out and listed, so the organiser knows.
class NafReport
{
    Q_DECLARE_TR_FUNCTIONS(NafReport)

public:
    // The NAF's name of a roster ("human" → "Humans"), empty for one the NAF does not know.
    static QString nafRace(const QString &rosterId);
    // The report, UTF-8. `leftOut` receives one line per coach left out and why.
    static QByteArray write(const Tournament &tournament, QStringList *leftOut = nullptr);
    static QString timeStamp(const QDateTime &time);
};

} // namespace dugout
