// `dugout sheet --league LEAGUE_ID -o FILE.pdf`: one PDF, a page per team of the league, in
// the league's order; refused like `sheet TEAM_ID` where it would write over the database,
// and with plain words when the league is missing or has no team.
#include "../support/CommandRunner.h"
#include "app/cli/CommandLine.h"
#include "core/demo/DemoLeague.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::cli;

namespace {

// Pages as pdfinfo (poppler-utils, installed by tools/install-deps.sh) counts them; without
// it, the page objects in the file ("/Type /Page", not "/Type /Pages").
int pageCount(const QString &pdf)
{
    QProcess pdfinfo;
    pdfinfo.start(u"pdfinfo"_s, {pdf});
    if (pdfinfo.waitForFinished(30000) && pdfinfo.exitStatus() == QProcess::NormalExit &&
        pdfinfo.exitCode() == 0) {
        const QRegularExpressionMatch match =
            QRegularExpression(u"^Pages:\\s+(\\d+)"_s, QRegularExpression::MultilineOption)
                .match(QString::fromLatin1(pdfinfo.readAll()));
        if (match.hasMatch())
            return match.captured(1).toInt();
    }
    QFile file(pdf);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    return int(
        QString::fromLatin1(file.readAll()).count(QRegularExpression(u"/Type\\s*/Page(?!s)"_s)));
}

} // namespace

class TestSheetCommands : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CommandLine m_commandLine;

    test::CommandResult run(const QString &database, const QStringList &arguments)
    {
        return test::runCommand(m_commandLine, database, arguments);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void leagueSheets_data()
    {
        QTest::addColumn<int>("teams");
        QTest::newRow("the demo league") << 8;
        QTest::newRow("three teams") << 3;
        QTest::newRow("the rosters twice over") << 17;
    }
    void leagueSheets()
    {
        QFETCH(int, teams);
        const QString path = m_dir.filePath(u"league-%1.sqlite"_s.arg(teams));
        qint64 leagueId = 0;
        {
            DatabaseError openError;
            auto database = Database::open(path, &openError);
            QVERIFY2(database, qPrintable(openError.message));
            DemoLeague::Shape shape;
            shape.teams = teams;
            shape.roundsPlayed = 1;
            QString error;
            leagueId = DemoLeague::create(*database, *RulesetLoader::builtIn(), shape, &error);
            QVERIFY2(leagueId > 0, qPrintable(error));
        }
        const QString pdf = m_dir.filePath(u"sheets-%1.pdf"_s.arg(teams));
        const test::CommandResult result =
            run(path, {u"sheet"_s, u"--league"_s, QString::number(leagueId), u"-o"_s, pdf});
        QVERIFY2(result.code == 0, qPrintable(result.err));
        QVERIFY2(result.out.contains(u"a page per team"_s), qPrintable(result.out));
        QCOMPARE(pageCount(pdf), teams);
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("arguments"); // DB stands for the path of the open database
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no -o") << QStringList{u"sheet"_s, u"--league"_s, u"1"_s} << 2
                               << u"needs -o"_s;
        QTest::newRow("a team and a league")
            << QStringList{u"sheet"_s, u"1"_s, u"--league"_s, u"1"_s, u"-o"_s, u"x.pdf"_s} << 2
            << u"takes no TEAM_ID"_s;
        QTest::newRow("not an id")
            << QStringList{u"sheet"_s, u"--league"_s, u"one"_s, u"-o"_s, u"x.pdf"_s} << 2
            << u"one"_s;
        QTest::newRow("no such league")
            << QStringList{u"sheet"_s, u"--league"_s, u"99"_s, u"-o"_s, u"x.pdf"_s} << 1
            << u"no league with id 99"_s;
        QTest::newRow("a league without teams")
            << QStringList{u"sheet"_s, u"--league"_s, u"2"_s, u"-o"_s, u"x.pdf"_s} << 1
            << u"has no team"_s;
        QTest::newRow("onto the database")
            << QStringList{u"sheet"_s, u"--league"_s, u"1"_s, u"-o"_s, u"DB"_s} << 1
            << u"is the open database"_s;
        QTest::newRow("onto its -wal")
            << QStringList{u"sheet"_s, u"--league"_s, u"1"_s, u"-o"_s, u"DB-wal"_s} << 1
            << u"belongs to the open database"_s;
    }
    void refused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, message);
        const QString path = m_dir.filePath(u"refused.sqlite"_s);
        if (!QFile::exists(path)) {
            QCOMPARE(run(path, {u"league"_s, u"demo"_s}).code, 0);
            DatabaseError openError;
            auto database = Database::open(path, &openError);
            QVERIFY2(database, qPrintable(openError.message));
            League empty;
            empty.name = u"Empty League"_s;
            QString error;
            QVERIFY2(LeagueStore(*database).save(empty, &error), qPrintable(error));
            QCOMPARE(empty.id, 2);
        }
        for (QString &argument : arguments) {
            if (argument.startsWith(u"DB"_s))
                argument = path + argument.mid(2);
            else if (argument.endsWith(u".pdf"_s))
                argument = m_dir.filePath(argument);
        }
        const qint64 sizeBefore = QFileInfo(path).size();
        const test::CommandResult result = run(path, arguments);
        QCOMPARE(result.code, code);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QCOMPARE(QFileInfo(path).size(), sizeBefore);
        QVERIFY(!QFile::exists(m_dir.filePath(u"x.pdf"_s)));
    }
};

QTEST_MAIN(TestSheetCommands)
#include "tst_sheet_commands.moc"
