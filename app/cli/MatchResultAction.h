#pragma once

#include "CommandContext.h"

namespace dugout::cli {

// `dugout match result TRACKED_ID [--dry-run | --json]`: the command-line "Go to post-match
// sequence" of a finished tracked league match. The record is built from the log by
// TrackedMatchHandover, as the window's result dialog is filled: --json prints it (what
// `match record` reads, the inducements block included); otherwise the post-match sequence
// runs as `match record` runs it (--dry-run: printed only), and the tracked match is marked
// finished with the result's id in the same transaction.
class MatchResultAction
{
    Q_DECLARE_TR_FUNCTIONS(MatchResultAction)

public:
    static int run(const QString &id, bool dryRun, bool json, CommandContext &context);
};

} // namespace dugout::cli
