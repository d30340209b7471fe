// The real `dugout` executable, run as a user would run it: no display, real files.
#include "../support/TestFiles.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"

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
            fullArguments =
                QStringList{u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s, program} +
                arguments;
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
        QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                QFile::ReadOther | QFile::ExeOther |
                                                QFile::ReadGroup | QFile::ExeGroup);
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
        QVERIFY(QFile::setPermissions(folder, readOnly | QFile::ExeOwner | QFile::ExeGroup |
                                                  QFile::ExeOther));

        const Result result = run({u"--db"_s, file, u"db"_s, u"info"_s}, true);
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"read-only"_s), qPrintable(result.err));
        QCOMPARE(dugout::test::fileHash(file), before);
        QFile::setPermissions(folder, readOnly | QFile::WriteOwner | QFile::ExeOwner);
    }

    void printsATeamSheetWithoutADisplay()
    {
        const auto rules = dugout::RulesetLoader::builtIn();
        const dugout::TeamRules teamRules(*rules);
        dugout::Team team;
        team.name = u"Gobbo Smashers"_s;
        team.rosterId = u"goblin"_s;
        team.coach = u"Bruno"_s;
        for (int i = 1; i <= 11; ++i)
            teamRules.hire(team, u"goblin.goblin"_s, u"Snikkit %1"_s.arg(i), i);
        const QString database = m_dir.filePath(u"sheet.sqlite"_s);
        {
            auto db = dugout::Database::open(database, nullptr);
            QVERIFY(db);
            QVERIFY(dugout::TeamStore(*db).save(team));
        }
        const QString pdf = m_dir.filePath(u"gobbos.pdf"_s);
        Result result =
            run({u"--db"_s, database, u"sheet"_s, QString::number(team.id), u"-o"_s, pdf});
        QVERIFY2(result.code == 0, qPrintable(result.err));
        QVERIFY(QFileInfo(pdf).size() > 1000);
        QProcess text;
        text.start(u"pdftotext"_s, {u"-layout"_s, pdf, u"-"_s});
        QVERIFY(text.waitForFinished());
        const QString content = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(content.contains(u"Gobbo Smashers"_s) && content.contains(u"Snikkit 11"_s) &&
                     content.contains(u"Coach: Bruno"_s),
                 qPrintable(content));
        // The French sheet from the command line too.
        const QString french = m_dir.filePath(u"gobbos-fr.pdf"_s);
        result = run({u"--lang"_s, u"fr"_s, u"--db"_s, database, u"sheet"_s,
                      QString::number(team.id), u"-o"_s, french});
        QCOMPARE(result.code, 0);
        text.start(u"pdftotext"_s, {u"-layout"_s, french, u"-"_s});
        QVERIFY(text.waitForFinished());
        QVERIFY(QString::fromUtf8(text.readAllStandardOutput()).contains(u"Valeur d'équipe"_s));
        // Usage errors.
        QCOMPARE(run({u"--db"_s, database, u"sheet"_s, QString::number(team.id)}).code, 2);
        QCOMPARE(run({u"--db"_s, database, u"sheet"_s, u"99"_s, u"-o"_s, french}).code, 1);
    }

    void speaksFrenchWhenAsked()
    {
        const Result result = run({u"--lang"_s, u"fr"_s, u"--db"_s,
                                   m_dir.filePath(u"nothing.sqlite"_s), u"db"_s, u"info"_s});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"Aucune base de données"_s), qPrintable(result.err));
    }
};

QTEST_GUILESS_MAIN(TestExecutable)
#include "tst_executable.moc"
