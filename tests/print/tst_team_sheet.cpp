// The printed team sheet: rendered to PDF and read back with pdftotext, in English and French.
#include "../support/TeamFixtures.h"
#include "core/i18n/Language.h"
#include "core/rules/RulesetLoader.h"
#include "print/TeamSheetRenderer.h"

#include <QCoreApplication>
#include <QFile>
#include <QFont>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTeamSheet : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;
    QTemporaryDir m_dir;

    // 11 players, a veteran among them (Guard, and Dodge on a double: +50,000), staff, confirmed:
    // team value 970,000, treasury 80,000.
    Team reavers() const
    {
        Team team = test::humanTeam(*m_rules, 7, 4);
        team.players[0].name = u"Hans Brenner"_s;
        team.players[0].spp = 18;
        team.players[0].advancementsTaken = 2;
        team.players[0].gainedSkills = {GainedSkill{u"guard"_s, false},
                                        GainedSkill{u"dodge"_s, true}};
        team.players[0].touchdowns = 4;
        team.players[0].casualties = 1;
        team.players[1].name = u"Otto Kessler"_s;
        team.players[1].niggling = 1;
        team.players[1].avLoss = 1;
        team.players[10].name = u"Leopold Fass"_s;
        team.players[10].number = 16;
        const TeamRules rules(*m_rules);
        rules.buyReroll(team);
        rules.buyReroll(team);
        rules.setFanFactor(team, 4);
        rules.hireApothecary(team);
        rules.hireCheerleader(team);
        rules.hireAssistantCoach(team);
        if (!rules.confirm(team))
            qFatal("the fixture team is not legal");
        return team;
    }

    QString pdfText(const QString &path) const
    {
        QProcess process;
        process.start(u"pdftotext"_s, {u"-layout"_s, path, u"-"_s});
        if (!process.waitForFinished(30000) || process.exitCode() != 0)
            return {};
        return QString::fromUtf8(process.readAllStandardOutput());
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        QVERIFY2(!QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty(),
                 "pdftotext (poppler-utils) is needed: make deps installs it");
    }

    void englishSheet()
    {
        Language::install(*qApp, u"en"_s);
        const Team team = reavers();
        const QString path = m_dir.filePath(u"reavers.pdf"_s);
        QString error;
        QVERIFY2(exportTeamSheetPdf(team, *m_rules, path, &error), qPrintable(error));
        const QString text = pdfText(path);
        QVERIFY2(!text.isEmpty(), "pdftotext read nothing");
        // One page only.
        QCOMPARE(text.count(u'\f'), 1);
        for (const QString &expected : {u"TEAM SHEET"_s,    u"Altdorf Reavers"_s,
                                        u"Roster: Human"_s, u"Coach: Anna"_s,
                                        u"Hans Brenner"_s,  u"Otto Kessler"_s,
                                        u"Leopold Fass"_s,  u"Blitzer"_s,
                                        u"Lineman"_s,       u"Re-rolls"_s,
                                        u"Fan factor"_s,    u"Assistant coaches"_s,
                                        u"Cheerleaders"_s,  u"Apothecary"_s,
                                        u"Treasury"_s,      u"Team value"_s,
                                        u"970,000 gp"_s,    u"80,000 gp"_s,
                                        u"2 × 50,000"_s,    u"Guard"_s,
                                        u"Dodge"_s,         u"n1"_s})
            QVERIFY2(text.contains(expected),
                     qPrintable(expected + u" is missing from:\n"_s + text));
        // Rows by number, 1 to 16, the free numbers left blank for a pencil.
        const QStringList lines = text.split(u'\n');
        auto lineStarting = [&](const QString &number) {
            for (const QString &line : lines) {
                if (line.trimmed().startsWith(number + u' ') || line.trimmed() == number)
                    return line.trimmed();
            }
            return QString();
        };
        QVERIFY(lineStarting(u"1"_s).contains(u"Hans Brenner"_s));
        QVERIFY(lineStarting(u"16"_s).contains(u"Leopold Fass"_s));
        QCOMPARE(lineStarting(u"13"_s), u"13"_s);
    }

    void frenchSheet()
    {
        Language::install(*qApp, u"fr"_s);
        const Team team = reavers();
        const QString path = m_dir.filePath(u"reavers-fr.pdf"_s);
        QString error;
        QVERIFY2(exportTeamSheetPdf(team, *m_rules, path, &error), qPrintable(error));
        const QString text = pdfText(path);
        // The rule data speaks French whatever the translations hold.
        for (const QString &expected : {u"Altdorf Reavers"_s, u"Blitzeur"_s, u"Trois-quarts"_s,
                                        u"Garde"_s, u"Esquive"_s, u"Hans Brenner"_s})
            QVERIFY2(text.contains(expected),
                     qPrintable(expected + u" is missing from:\n"_s + text));
        QVERIFY2(text.contains(u"970\u202f000"_s) || text.contains(u"970 000"_s), qPrintable(text));
        for (const QString &expected :
             {u"FEUILLE D'ÉQUIPE"_s, u"Relances"_s, u"Popularité"_s, u"Trésorerie"_s,
              u"Valeur d'équipe"_s, u"Apothicaire"_s, u"Pom-pom girls"_s, u"Assistants"_s})
            QVERIFY2(text.contains(expected),
                     qPrintable(expected + u" is missing from:\n"_s + text));
    }

    // Every heading of the French roster table fits its column: SOR (casualties), REU, JPV, PSP
    // are wider than two letters, and a clipped heading is a column nobody can read.
    void frenchHeadingsFitTheirColumns()
    {
        Language::install(*qApp, u"fr"_s);
        QFont heading(u"DejaVu Sans"_s);
        heading.setPixelSize(25); // the sheet's heading font: one size under the table's 26
        heading.setBold(true);
        const QFontMetricsF metrics(heading);
        const QList<TeamSheetRenderer::Column> columns =
            TeamSheetRenderer::rosterColumns(2770, heading);
        QStringList titles;
        qreal total = 0;
        for (const TeamSheetRenderer::Column &column : columns) {
            titles << column.title;
            total += column.width;
            QVERIFY2(metrics.horizontalAdvance(column.title) + 2 * TeamSheetRenderer::CellPadding <=
                         column.width,
                     qPrintable(u"%1 is %2 wide in a %3 column"_s.arg(column.title)
                                    .arg(metrics.horizontalAdvance(column.title))
                                    .arg(column.width)));
        }
        QVERIFY(titles.contains(u"SOR"_s));
        QCOMPARE(total, 2770.0);
        // The skills column still has most of the width.
        QVERIFY(columns.at(TeamSheetRenderer::SkillsColumn).width > 600);

        // And on the page: the sheet names the roster in French.
        const QString path = m_dir.filePath(u"reavers-fr-columns.pdf"_s);
        QString error;
        QVERIFY2(exportTeamSheetPdf(reavers(), *m_rules, path, &error), qPrintable(error));
        const QString text = pdfText(path);
        QVERIFY2(text.contains(u"SOR"_s), qPrintable(text));
        const QString label = TeamSheetRenderer::tr("Roster: %1");
        QCOMPARE(label, u"Liste d'équipe : %1"_s);
        QVERIFY2(text.contains(label.arg(u"Humains"_s)), qPrintable(text));
    }

    void refusesAFolderThatDoesNotExist()
    {
        QString error;
        QVERIFY(!exportTeamSheetPdf(reavers(), *m_rules,
                                    m_dir.filePath(u"no/such/folder/sheet.pdf"_s), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestTeamSheet)
#include "tst_team_sheet.moc"
