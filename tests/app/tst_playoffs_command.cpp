// `dugout league playoffs` (issue 17.5 and rulebook l.3944–4014): on the demo league, the four
// semi-finalists by each criterion are the four best by that criterion, and the two semi-finals
// split them.
#include "app/cli/CommandLine.h"
#include "core/league/PlayoffSelection.h"
#include "core/league/Standings.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using dugout::cli::CommandLine;
using dugout::cli::Invocation;

class TestPlayoffsCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CommandLine m_commandLine;
    QString m_db;

    struct Result
    {
        int code;
        QString out;
        QString err;
    };
    Result run(const QStringList &arguments)
    {
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        const int code = m_commandLine.run(
            m_commandLine.parse(QStringList{u"dugout"_s, u"--db"_s, m_db} + arguments), outStream,
            errStream);
        outStream.flush();
        errStream.flush();
        return {code, out, err};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_db = m_dir.filePath(u"league.sqlite"_s);
        QCOMPARE(run({u"league"_s, u"demo"_s}).code, 0);
    }

    void theFourBest_data()
    {
        QTest::addColumn<QString>("by");
        for (const char *key : {"team_value", "win_rate", "team_value_times_win_rate",
                                "points_3_1_0", "points_5_3_1"})
            QTest::newRow(key) << QString::fromLatin1(key);
    }
    void theFourBest()
    {
        QFETCH(QString, by);
        const Result r = run({u"league"_s, u"playoffs"_s, u"1"_s, u"--by"_s, by});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // The four ids printed, best first.
        QList<qint64> four;
        const QRegularExpression line(u"^[1-4]\\. .* \\((\\d+)\\): team value"_s,
                                      QRegularExpression::MultilineOption);
        for (auto it = line.globalMatch(r.out); it.hasNext();)
            four.append(it.next().captured(1).toLongLong());
        QCOMPARE(four.size(), 4);

        // The same computed here from the stored league: nobody left out is better than the
        // fourth (a team level with the fourth may have lost the lot).
        const auto rules = RulesetLoader::builtIn();
        DatabaseError openError;
        auto db = Database::open(m_db, &openError);
        QVERIFY(db);
        LeagueStore leagues(*db);
        const League league = *leagues.load(1);
        const QList<Season> seasons = leagues.seasons(1);
        const Season season = seasons.last();
        QList<qint64> ids;
        for (const SeasonEntry &e : season.entries)
            ids.append(e.teamId);
        const QList<StandingsRow> rows =
            Standings::compute(ids, leagues.summaries(1, season.id), league.options);
        const TeamRules teamRules(*rules);
        QHash<qint64, PlayoffCandidate> candidates;
        for (const TeamTotals &t : TeamStore(*db).totals(ids)) {
            PlayoffCandidate c{t.id, teamRules.teamValue(t, !league.options.freeFanFactor)};
            for (const StandingsRow &row : rows) {
                if (row.teamId == t.id)
                    c = {t.id, c.teamValue, row.played, row.wins, row.draws, row.losses};
            }
            candidates.insert(t.id, c);
        }
        const PlayoffCriterion criterion = *PlayoffSelection::criterionFromKey(by);
        for (int i = 0; i + 1 < 4; ++i)
            QVERIFY(PlayoffSelection::compare(candidates[four[i]], candidates[four[i + 1]],
                                              criterion) >= 0);
        for (qint64 id : candidates.keys()) {
            if (!four.contains(id))
                QVERIFY(PlayoffSelection::compare(candidates[id], candidates[four[3]], criterion) <=
                        0);
        }
        // Two semi-finals that split the four.
        QList<qint64> semi;
        const QRegularExpression semiLine(u"^Semi-final [12]: .* \\((\\d+)\\) v .* \\((\\d+)\\)$"_s,
                                          QRegularExpression::MultilineOption);
        for (auto it = semiLine.globalMatch(r.out); it.hasNext();) {
            const auto m = it.next();
            semi << m.captured(1).toLongLong() << m.captured(2).toLongLong();
        }
        QCOMPARE(semi.size(), 4);
        std::sort(semi.begin(), semi.end());
        std::sort(four.begin(), four.end());
        QCOMPARE(semi, four);
    }

    void refusals()
    {
        Result r = run({u"league"_s, u"playoffs"_s, u"1"_s, u"--by"_s, u"luck"_s});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(u"--by takes team_value"_s));
        r = run({u"league"_s, u"standings"_s, u"1"_s, u"--by"_s, u"win_rate"_s});
        QCOMPARE(r.code, 2);
        r = run({u"league"_s, u"playoffs"_s, u"99"_s});
        QCOMPARE(r.code, 1);
    }
};

QTEST_GUILESS_MAIN(TestPlayoffsCommand)
#include "tst_playoffs_command.moc"
