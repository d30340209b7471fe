// The Tournaments area's team rules and printed sheets (issue 17.2), driven by clicks: the
// tournament's team rules shown under its tabs; a registration list naming a roster the rules
// refuse is refused whole with core's reason; the sheet buttons say why they wait until a
// round is paired; then the pairings, the result slips and the standings are saved as PDF
// files where the organiser says, read back with pdfinfo and pdftotext, and the standings and
// pairings exported as CSV.
#include "../support/TeamFixtures.h"
#include "../support/TournamentPageFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/rules/RulesetLoader.h"
#include "core/team/TeamFile.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"

#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

QString pdfText(const QString &pdf)
{
    QProcess text;
    text.start(u"pdftotext"_s, {u"-layout"_s, pdf, u"-"_s});
    text.waitForFinished(30000);
    return QString::fromUtf8(text.readAll());
}

int pdfPages(const QString &pdf)
{
    QProcess info;
    info.start(u"pdfinfo"_s, {pdf});
    info.waitForFinished(30000);
    const QRegularExpressionMatch match =
        QRegularExpression(u"Pages:\\s+(\\d+)"_s).match(QString::fromLatin1(info.readAll()));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

} // namespace

class TestTournamentPrintBar : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeList(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        file.write(content);
        return path;
    }

private Q_SLOTS:
    void initTestCase() { MessageBox::setRecordOnly(true); }
    void cleanup() { FileChooser::clearAnswer(); }

    void teamRulesAndPrintedSheets()
    {
        // Two rosters: one as built, one with an extra skill the default rules (no extra
        // skill) refuse.
        QStringList errors;
        const auto rules = RulesetLoader::builtIn(&errors);
        QVERIFY(rules);
        Team plain = test::humanTeam(*rules);
        QString error;
        QVERIFY(TeamFile::write(m_dir.filePath(u"plain.json"_s), plain, *rules, &error));
        Team skilled = plain;
        skilled.players[0].gainedSkills.append({u"dodge"_s, false});
        skilled.players[0].advancementsTaken = 1;
        skilled.players[0].spp = 6;
        QVERIFY(TeamFile::write(m_dir.filePath(u"skilled.json"_s), skilled, *rules, &error));

        test::TournamentsWindow shown(m_dir.filePath(u"settings.ini"_s),
                                      m_dir.filePath(u"dugout.sqlite"_s));
        QWidget *page = shown.page;
        test::typeInto(page, u"newTournamentName"_s, u"Print Open"_s);
        test::clickButton(page, u"createTournamentButton"_s);

        // The team rules in words; the round sheets wait for a round, saying so.
        QCOMPARE(test::shownChild<QLabel>(page, u"teamRulesLabel"_s)->text(),
                 u"Rosters: budget 1,100,000 gp"_s);
        auto *slips = page->findChild<QPushButton *>(u"printSlipsButton"_s);
        QVERIFY(slips && slips->isVisible() && !slips->isEnabled());
        QCOMPARE(slips->toolTip(), u"No round has been paired yet."_s);

        // A list naming the skilled roster: refused whole with core's reason.
        FileChooser::setAnswer(writeList(
            u"refused.csv"_s,
            "coach,race,roster\nAna,human,plain.json\nBea,human,skilled.json\nCyd,orc,\n"));
        MessageBox::clearRecorded();
        test::clickButton(page, u"importCsvButton"_s);
        QVERIFY2(MessageBox::recorded().join(u'\n').contains(
                     u"Bea: The roster has 1 extra normal skill(s); the tournament allows 0."_s),
                 qPrintable(MessageBox::recorded().join(u'\n')));
        auto *entrants = test::shownChild<QTableWidget>(page, u"entrantsTable"_s);
        QCOMPARE(entrants->rowCount(), 0);

        // Within the rules: five coaches, round 1 paired by a click.
        FileChooser::setAnswer(writeList(u"accepted.csv"_s, "coach,race,roster\nAna,human,plain."
                                                            "json\nBea,orc,\nCyd,orc,\nDan,"
                                                            "skaven,\nEve,dwarf,\n"));
        test::clickButton(page, u"importCsvButton"_s);
        QCOMPARE(entrants->rowCount(), 5);
        auto *tabs = test::shownChild<QTabWidget>(page, u"tournamentTabs"_s);
        test::clickTab(tabs, 1);
        test::clickButton(page, u"pairButton"_s);

        // The slips: two tables (the bye gets none) on one page.
        QVERIFY(slips->isEnabled());
        const QString slipsPdf = m_dir.filePath(u"slips.pdf"_s);
        FileChooser::setAnswer(slipsPdf);
        test::clickButton(page, u"printSlipsButton"_s);
        QCOMPARE(FileChooser::lastTitle(), u"Print result slips"_s);
        QCOMPARE(pdfPages(slipsPdf), 1);
        const QString slipText = pdfText(slipsPdf);
        QVERIFY2(slipText.contains(u"Result slip: round 1, table 2"_s), qPrintable(slipText));
        QVERIFY(!slipText.contains(u"table 3"_s));
        QVERIFY(slipText.contains(u"Signature"_s));

        const QString pairingsPdf = m_dir.filePath(u"pairings.pdf"_s);
        FileChooser::setAnswer(pairingsPdf);
        test::clickButton(page, u"printPairingsButton"_s);
        const QString pairingText = pdfText(pairingsPdf);
        QVERIFY2(pairingText.contains(u"Round 1: pairings"_s) && pairingText.contains(u"Bye"_s),
                 qPrintable(pairingText));

        const QString standingsPdf = m_dir.filePath(u"standings.pdf"_s);
        FileChooser::setAnswer(standingsPdf);
        test::clickButton(page, u"printStandingsButton"_s);
        QCOMPARE(pdfPages(standingsPdf), 1);
        const QString standingText = pdfText(standingsPdf);
        for (const QString &coach : {u"Ana"_s, u"Bea"_s, u"Cyd"_s, u"Dan"_s, u"Eve"_s})
            QVERIFY2(standingText.contains(coach), qPrintable(standingText));

        // The same standings and the round's pairings as CSV.
        const QString standingsCsv = m_dir.filePath(u"standings.csv"_s);
        FileChooser::setAnswer(standingsCsv);
        test::clickButton(page, u"exportStandingsCsvButton"_s);
        QFile standingsFile(standingsCsv);
        QVERIFY(standingsFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> standingLines = standingsFile.readAll().trimmed().split('\n');
        QCOMPARE(standingLines.size(), 6);
        QVERIFY(standingLines[0].startsWith("rank,entrant_id,coach,naf,race,points"));
        const QString pairingsCsv = m_dir.filePath(u"pairings.csv"_s);
        FileChooser::setAnswer(pairingsCsv);
        test::clickButton(page, u"exportPairingsCsvButton"_s);
        QFile pairingsFile(pairingsCsv);
        QVERIFY(pairingsFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> pairingLines = pairingsFile.readAll().trimmed().split('\n');
        QCOMPARE(pairingLines.size(), 4); // the header, two tables and the bye
        QVERIFY(pairingLines[1].startsWith("1,1,"));

        // Cancel writes nothing.
        FileChooser::setAnswer(QString());
        QFile::remove(standingsPdf);
        test::clickButton(page, u"printStandingsButton"_s);
        QVERIFY(!QFile::exists(standingsPdf));
    }
};

QTEST_MAIN(TestTournamentPrintBar)
#include "tst_tournament_print_bar.moc"
