#pragma once

#include "MatchEvent.h"
#include "MatchSetup.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

#include <optional>

namespace dugout {

// A tracked match written to a file (`dugout match export`, read by `dugout match replay`):
// JSON lines, UTF-8. The first line is the header with the format version and the setup
// (MatchSetupJson), then one event per line in the order they were confirmed (MatchEventJson):
//
//   {"dugout_match":1,"setup":{"home":{…},"away":{…},"exhibition":true,…}}
//   {"type":"pre_match","side":"home","dice":{"away.gate":[4,2],"home.gate":[3,5],"weather":[3,4]},"at":"…"}
//   {"type":"lineup","side":"home","numbers":[1,2,3,4,5,6,7,8,9,10,11],"line_of_scrimmage":3,…}
//
// Blank lines are skipped. Every die is in the events, so replaying the file gives the same
// match wherever it is read.
struct MatchLog
{
    MatchSetup setup;
    QList<MatchEvent> events;
};

class MatchLogFile
{
    Q_DECLARE_TR_FUNCTIONS(MatchLogFile)

public:
    static constexpr int FormatVersion = 1;

    static QByteArray header(const MatchSetup &setup);
    static QByteArray toBytes(const MatchSetup &setup, const QList<MatchEvent> &events);
    // nullopt with "Line N: what is wrong" in `error` for the first bad line.
    static std::optional<MatchLog> fromBytes(const QByteArray &bytes, QString *error = nullptr);
};

} // namespace dugout
