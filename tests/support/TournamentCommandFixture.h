#pragma once

#include "tests/support/CommandRunner.h"

#include <QTemporaryDir>

namespace dugout::test {

// What the `dugout tournament …` tests share: a temporary folder, one in-process command line
// and the database it works on (set by each test's initTestCase), a command run as
// `dugout --db DB …`, and the README's example files.
class TournamentCommandFixture
{
protected:
    using Result = CommandResult;

    QTemporaryDir m_dir;
    cli::CommandLine m_commandLine;
    QString m_db;

    Result run(const QStringList &arguments) { return runCommand(m_commandLine, m_db, arguments); }
    static QString example(const QString &name)
    {
        return QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/") + name;
    }
};

} // namespace dugout::test
