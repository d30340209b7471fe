#pragma once

#include "CommandContext.h"

#include <QCoreApplication>

namespace dugout::cli {

// `dugout tournament print ID --pairings ROUND | --slips ROUND | --standings -o FILE.pdf`: a
// round's pairings, its result slips or the standings as a PDF (TournamentSheetRenderer).
class TournamentPrintAction
{
    Q_DECLARE_TR_FUNCTIONS(TournamentPrintAction)

public:
    static int run(const QString &id, const QString &pairings, const QString &slips, bool standings,
                   const QString &output, CommandContext &context);
};

} // namespace dugout::cli
