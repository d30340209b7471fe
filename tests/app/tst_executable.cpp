// The real `dugout` executable, run as a user would run it: no display, real files.
#include "../support/TestFiles.h"
#include "core/storage/Database.h"

#include "DugoutVersion.h"
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;

class TestExecutable : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    struct Result
    {
        int code;
        QString out;
        QString err;
    };

    // Runs dugout without a display; as root, `asNobody` drops to an unprivileged user so
    // that file permissions apply.
    Result run(const QStringList &arguments, bool asNobody = false)
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(u"DISPLAY"_s);
        environment.remove(u"WAYLAND_DISPLAY"_s);
        environment.remove(u"QT_QPA_PLATFORM"_s);
        environment.insert(u"HOME"_s, m_dir.path());
        environment.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
        environment.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
        process.setProcessEnvironment(environment);
        QString program = QStringLiteral(DUGOUT_EXECUTABLE);
        QStringList fullArguments = arguments;
        if (asNobody && geteuid() == 0) {
            fullArguments = QStringList{u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s, program} + arguments;
            program = QStandardPaths::findExecutable(u"setpriv"_s);
        }
        process.start(program, fullArguments);
        if (!process.waitForFinished(60000))
            qFatal("dugout did not finish");
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                                | QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup | QFile::ExeGroup);
    }

    void printsItsVersion()
    {
        const Result result = run({u"--version"_s});
        QCOMPARE(result.code, 0);
        QCOMPARE(result.out.trimmed(), QStringLiteral("Dugout " DUGOUT_VERSION));
    }

    void unknownCommandIsAUsageError()
    {
        const Result result = run({u"frobnicate"_s});
        QCOMPARE(result.code, 2);
        QVERIFY(result.err.contains(u"unknown command"_s));
    }

    void refusesATextFileAndLeavesItUnchanged()
    {
        const QString file = m_dir.filePath(u"team.txt"_s);
        dugout::test::writeFile(file, "Reikland Reavers\n");
        const QByteArray before = dugout::test::fileHash(file);
        const Result result = run({u"--db"_s, file, u"db"_s, u"info"_s});
        QVERIFY(result.code != 0);
        QVERIFY2(result.err.contains(u"not an SQLite file"_s), qPrintable(result.err));
        QCOMPARE(dugout::test::fileHash(file), before);
    }

    void refusesAReadOnlyDatabase()
    {
        const QString folder = m_dir.filePath(u"readonly"_s);
        QDir().mkpath(folder);
        const QString file = folder + u"/league.sqlite"_s;
        QVERIFY(dugout::Database::open(file, nullptr));
        const QByteArray before = dugout::test::fileHash(file);
        const auto readOnly = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther;
        QVERIFY(QFile::setPermissions(file, readOnly));
        QVERIFY(QFile::setPermissions(folder, readOnly | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther));

        const Result result = run({u"--db"_s, file, u"db"_s, u"info"_s}, true);
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"read-only"_s), qPrintable(result.err));
        QCOMPARE(dugout::test::fileHash(file), before);
        QFile::setPermissions(folder, readOnly | QFile::WriteOwner | QFile::ExeOwner);
    }

    void speaksFrenchWhenAsked()
    {
        const Result result = run({u"--lang"_s, u"fr"_s, u"--db"_s, m_dir.filePath(u"nothing.sqlite"_s), u"db"_s, u"info"_s});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"Aucune base de données"_s), qPrintable(result.err));
    }
};

QTEST_GUILESS_MAIN(TestExecutable)
#include "tst_executable.moc"
