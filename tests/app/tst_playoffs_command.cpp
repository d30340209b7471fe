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

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
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
        const Result demo = run({u"league"_s, u"demo"_s});
        QVERIFY2(demo.code == 0, qPrintable(demo.err));
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

    // l.4013–4016, l.4072–4073: the draw kept as two semi-final fixtures (an edition of the
    // Chaos Cup), recorded like any league match with the gate and winnings doubled, a level
    // score refused, then the final between the two winners; the regular-season table does
    // not move.
    void semiFinalsAndFinalAsFixtures()
    {
        const Result standingsBefore = run({u"league"_s, u"standings"_s, u"1"_s});
        QCOMPARE(standingsBefore.code, 0);
        Result r = run({u"league"_s, u"playoffs"_s, u"1"_s, u"--final"_s});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"draw them first"_s), qPrintable(r.err));
        r = run({u"league"_s, u"playoffs"_s, u"1"_s, u"--major"_s, u"spike"_s});
        QCOMPARE(r.code, 2); // --major goes with --create
        r = run({u"league"_s, u"playoffs"_s, u"1"_s, u"--create"_s, u"--major"_s, u"chaos_cup"_s});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QList<qint64> semiIds;
        const QRegularExpression fixtureId(u"^Semi-final [12]: .* — fixture (\\d+)$"_s,
                                           QRegularExpression::MultilineOption);
        for (auto it = fixtureId.globalMatch(r.out); it.hasNext();)
            semiIds << it.next().captured(1).toLongLong();
        QCOMPARE(semiIds.size(), 2);
        r = run({u"league"_s, u"playoffs"_s, u"1"_s, u"--create"_s});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"already been drawn"_s), qPrintable(r.err));
        r = run({u"league"_s, u"playoffs"_s, u"1"_s, u"--final"_s});
        QCOMPARE(r.code, 1);
        QVERIFY2(
            r.err.contains(u"Semi-final 1 (fixture %1) has not been played yet."_s.arg(semiIds[0])),
            qPrintable(r.err));

        DatabaseError openError;
        QList<Fixture> semis;
        {
            auto db = Database::open(m_db, &openError);
            QVERIFY(db);
            for (qint64 id : semiIds) {
                const std::optional<Fixture> f = LeagueStore(*db).fixture(id);
                QVERIFY(f);
                QCOMPARE(f->stage, FixtureStage::SemiFinal);
                QCOMPARE(f->major, Major::ChaosCup);
                semis << *f;
            }
        }
        auto recordFile = [&](const Fixture &f, int homeScore, int awayScore, bool withFixture) {
            const QString path = m_dir.filePath(u"semi-%1-%2.json"_s.arg(f.id).arg(homeScore));
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly))
                qFatal("cannot write %s", qPrintable(path));
            QJsonObject json{
                {u"format"_s, 1},
                {u"league"_s, 1},
                {u"home"_s, QJsonObject{{u"team"_s, f.homeTeamId}, {u"score"_s, homeScore}}},
                {u"away"_s, QJsonObject{{u"team"_s, f.awayTeamId}, {u"score"_s, awayScore}}},
                {u"dice"_s, QJsonObject{{u"home.gate"_s, QJsonArray{3, 3}},
                                        {u"away.gate"_s, QJsonArray{3, 4}},
                                        {u"home.winnings"_s, QJsonArray{4}},
                                        {u"away.winnings"_s, QJsonArray{2}}}}};
            if (withFixture)
                json.insert(u"fixture"_s, f.id);
            else
                json.insert(u"stage"_s, u"semi_final"_s);
            file.write(QJsonDocument(json).toJson());
            return path;
        };
        // A level semi-final is refused; so is a record claiming a stage without its fixture.
        r = run({u"match"_s, u"record"_s, recordFile(semis[0], 1, 1, true)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"A semi-final needs a winner"_s), qPrintable(r.err));
        r = run({u"match"_s, u"record"_s, recordFile(semis[0], 2, 1, false)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"recorded against its fixture"_s), qPrintable(r.err));
        // Semi-final 1 won at home, semi-final 2 away.
        r = run({u"match"_s, u"record"_s, recordFile(semis[0], 2, 1, true)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = run({u"match"_s, u"record"_s, recordFile(semis[1], 0, 3, true)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        {
            auto db = Database::open(m_db, &openError);
            QVERIFY(db);
            const std::optional<Fixture> played = LeagueStore(*db).fixture(semis[0].id);
            QVERIFY(played && played->isPlayed());
            const std::optional<StoredMatch> match = LeagueStore(*db).match(played->matchId);
            QVERIFY(match);
            QCOMPARE(match->record.stage, FixtureStage::SemiFinal);
            const QString log = match->log.join(u'\n');
            // The away gate: (3 + 4 + fan factor) × 2 thousand fans.
            const QRegularExpression gate(
                u"Gate: \\(3 \\+ 4 \\+ fan factor (\\d+)\\) × 2 for the end-of-season "
                "tournament = ([\\d,]+) fans"_s);
            const QRegularExpressionMatch g = gate.match(log);
            QVERIFY2(g.hasMatch(), qPrintable(log));
            QCOMPARE(QLocale(QLocale::English).toInt(g.captured(2)),
                     (7 + g.captured(1).toInt()) * 2000);
            // The home winner's winnings: (D6 4 + FAME) × 10,000 + 10,000, doubled.
            const QRegularExpression winnings(
                u"Winnings: \\(D6 4 \\+ FAME (\\d)\\) × 2 for the end-of-season tournament "
                "→ ([\\d,]+) gp"_s);
            const QRegularExpressionMatch w = winnings.match(log);
            QVERIFY2(w.hasMatch(), qPrintable(log));
            QCOMPARE(QLocale(QLocale::English).toInt(w.captured(2)),
                     ((4 + w.captured(1).toInt()) * 10000 + 10000) * 2);
        }
        QCOMPARE(run({u"league"_s, u"standings"_s, u"1"_s}).out, standingsBefore.out);

        r = run({u"league"_s, u"playoffs"_s, u"1"_s, u"--final"_s});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"(%1) v "_s.arg(semis[0].homeTeamId)) &&
                     r.out.contains(u"(%1) — fixture"_s.arg(semis[1].awayTeamId)),
                 qPrintable(r.out));
        r = run({u"league"_s, u"playoffs"_s, u"1"_s, u"--final"_s});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"final is already on the schedule"_s), qPrintable(r.err));
        r = run({u"league"_s, u"schedule"_s, u"1"_s});
        QCOMPARE(r.out.count(u"semi-final (Chaos Cup)"_s), 2);
        QCOMPARE(r.out.count(u"final (Chaos Cup)"_s), 3);

        // l.4074–4084: the final's winner holds the Chaos Cup, one more team re-roll in its team
        // value, shown by 'league trophies' and 'team export'; undoing the final takes it back.
        r = run({u"league"_s, u"trophies"_s, u"1"_s});
        QVERIFY2(r.out.contains(u"Chaos Cup: not won yet in this league"_s), qPrintable(r.out));
        Fixture final;
        {
            auto db = Database::open(m_db, &openError);
            QVERIFY(db);
            for (const Fixture &f : LeagueStore(*db).fixtures(semis[0].seasonId)) {
                if (f.stage == FixtureStage::Final)
                    final = f;
            }
        }
        QCOMPARE(final.major, Major::ChaosCup);
        r = run({u"match"_s, u"record"_s, recordFile(final, 1, 3, true)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const qint64 finalMatch = QRegularExpression(u"Recorded as match (\\d+)\\."_s)
                                      .match(r.out)
                                      .captured(1)
                                      .toLongLong();
        const qint64 holder = final.awayTeamId;
        r = run({u"league"_s, u"trophies"_s, u"1"_s});
        QVERIFY2(r.out.contains(u"Chaos Cup: "_s) &&
                     r.out.contains(u"(%1), winner of the final of"_s.arg(holder)),
                 qPrintable(r.out));
        auto exported = [&](qint64 teamId) {
            return QJsonDocument::fromJson(
                       run({u"team"_s, u"export"_s, QString::number(teamId)}).out.toUtf8())
                .object();
        };
        const auto rules = RulesetLoader::builtIn();
        QJsonObject team = exported(holder);
        QCOMPARE(team.value(u"trophies"_s).toArray().size(), 1);
        QCOMPARE(team.value(u"trophies"_s)[0][u"major"_s].toString(), u"chaos_cup"_s);
        qint64 rerollCost = 0;
        {
            auto db = Database::open(m_db, &openError);
            QVERIFY(db);
            std::optional<Team> stored = TeamStore(*db).load(holder);
            QVERIFY(stored);
            QCOMPARE(stored->trophies, QList<Major>{Major::ChaosCup});
            rerollCost = rules->roster(stored->rosterId)->rerollCost;
            const qint64 withTrophy = TeamRules(*rules).teamValue(*stored);
            stored->trophies.clear();
            QCOMPARE(withTrophy - TeamRules(*rules).teamValue(*stored), rerollCost);
            QCOMPARE(team.value(u"team_value"_s).toInteger(), withTrophy);
        }
        QVERIFY(!exported(final.homeTeamId).contains(u"trophies"_s));
        // Undone, the final gives the trophy back to nobody.
        QVERIFY(finalMatch > 0);
        r = run({u"match"_s, u"undo"_s, QString::number(finalMatch)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(!exported(holder).contains(u"trophies"_s));
        r = run({u"league"_s, u"trophies"_s, u"1"_s});
        QVERIFY2(r.out.contains(u"Chaos Cup: not won yet in this league"_s), qPrintable(r.out));
    }

    // l.4037–4063: a challenge accepted is scheduled, refused is a 2–0 win for the challenger
    // that changes nothing else, answered by a substitute who has not met the challenger; a
    // challenger who will not play the substitute loses 2–0.
    void challenges()
    {
        DatabaseError openError;
        QList<qint64> teams;
        QList<MatchSummary> played;
        {
            auto db = Database::open(m_db, &openError);
            QVERIFY(db);
            const Season season = LeagueStore(*db).seasons(1).last();
            for (const SeasonEntry &e : season.entries)
                teams << e.teamId;
            played = LeagueStore(*db).summaries(1, season.id);
        }
        const qint64 a = teams[0];
        const qint64 b = teams[1];
        auto met = [&](qint64 x, qint64 y) {
            return std::any_of(played.begin(), played.end(), [&](const MatchSummary &m) {
                return (m.homeTeamId == x && m.awayTeamId == y) ||
                       (m.homeTeamId == y && m.awayTeamId == x);
            });
        };
        qint64 metA = 0;
        qint64 freshA = 0;
        for (qint64 t : teams.mid(2)) {
            if (met(a, t) && !metA)
                metA = t;
            if (!met(a, t) && !freshA)
                freshA = t;
        }
        QVERIFY(metA && freshA);
        const QString A = QString::number(a);
        const QString B = QString::number(b);

        Result r = run({u"league"_s, u"challenge"_s, u"1"_s, A, B});
        QCOMPARE(r.code, 2);
        r = run({u"league"_s, u"challenge"_s, u"1"_s, A, B, u"--accept"_s, u"--refuse"_s});
        QCOMPARE(r.code, 2);
        r = run({u"league"_s, u"challenge"_s, u"1"_s, A, A, u"--refuse"_s});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"cannot challenge itself"_s), qPrintable(r.err));

        const QString before = run({u"team"_s, u"export"_s, A}).out;
        const QString beforeB = run({u"team"_s, u"export"_s, B}).out;
        r = run({u"league"_s, u"challenge"_s, u"1"_s, A, B, u"--refuse"_s});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"wins 2–0"_s), qPrintable(r.out));
        const qint64 forfeit = QRegularExpression(u"Recorded as match (\\d+)\\."_s)
                                   .match(r.out)
                                   .captured(1)
                                   .toLongLong();
        QVERIFY(forfeit > 0);
        {
            auto db = Database::open(m_db, &openError);
            QVERIFY(db);
            const std::optional<StoredMatch> match = LeagueStore(*db).match(forfeit);
            QVERIFY(match);
            QCOMPARE(match->summary.homeTeamId, a);
            QCOMPARE(match->summary.homeScore, 2);
            QCOMPARE(match->summary.awayScore, 0);
            QVERIFY(match->record.forfeit);
        }
        // Nothing else changed: players, gold and fan factor as they were.
        QCOMPARE(run({u"team"_s, u"export"_s, A}).out, before);
        QCOMPARE(run({u"team"_s, u"export"_s, B}).out, beforeB);

        r = run({u"league"_s, u"challenge"_s, u"1"_s, A, B, u"--accept"_s});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"accepted"_s) && r.out.contains(u"fixture"_s), qPrintable(r.out));

        r = run(
            {u"league"_s, u"challenge"_s, u"1"_s, A, B, u"--substitute"_s, QString::number(metA)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"has already played the challenger"_s), qPrintable(r.err));
        r = run({u"league"_s, u"challenge"_s, u"1"_s, A, B, u"--substitute"_s,
                 QString::number(freshA)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"in place of"_s), qPrintable(r.out));
        r = run({u"league"_s, u"challenge"_s, u"1"_s, A, B, u"--substitute"_s,
                 QString::number(freshA), u"--challenger-refuses"_s});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        {
            auto db = Database::open(m_db, &openError);
            QVERIFY(db);
            const qint64 id = QRegularExpression(u"Recorded as match (\\d+)\\."_s)
                                  .match(r.out)
                                  .captured(1)
                                  .toLongLong();
            const std::optional<StoredMatch> match = LeagueStore(*db).match(id);
            QVERIFY(match);
            QCOMPARE(match->summary.homeTeamId, freshA);
            QCOMPARE(match->summary.awayTeamId, a);
            QCOMPARE(match->summary.winner(), std::optional(Side::Home));
        }
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

    // l.4176–4195 from the command line: the Chaos Cup's final (left unplayed by
    // semiFinalsAndFinalAsFixtures) recorded with the gods' dice and the coach's gifts; a dry run
    // says who was drawn; `league trophies` names the gifts; undoing the final takes them back.
    void chaosGiftsFromTheCommandLine()
    {
        DatabaseError openError;
        Fixture final;
        QList<int> numbers; // the home team's active players, by shirt number
        {
            auto db = Database::open(m_db, &openError);
            QVERIFY(db);
            LeagueStore store(*db);
            for (const Fixture &f : store.fixtures(store.seasons(1).constLast().id)) {
                if (f.stage == FixtureStage::Final)
                    final = f;
            }
            QVERIFY(final.id > 0 && !final.isPlayed());
            const std::optional<Team> home = TeamStore(*db).load(final.homeTeamId);
            QVERIFY(home);
            for (const Player &p : home->players) {
                if (p.isActive())
                    numbers << p.number;
            }
            std::sort(numbers.begin(), numbers.end());
        }
        auto recordFile = [&](const QJsonArray &gifts, const QJsonObject &dice) {
            QJsonObject all{{u"home.gate"_s, QJsonArray{3, 3}},
                            {u"away.gate"_s, QJsonArray{3, 4}},
                            {u"home.winnings"_s, QJsonArray{4}},
                            {u"away.winnings"_s, QJsonArray{2}}};
            for (auto it = dice.begin(); it != dice.end(); ++it)
                all.insert(it.key(), it.value());
            QJsonObject home{{u"team"_s, final.homeTeamId}, {u"score"_s, 2}};
            if (!gifts.isEmpty())
                home.insert(u"chaos_gifts"_s, gifts);
            const QJsonObject json{
                {u"format"_s, 1},
                {u"league"_s, 1},
                {u"fixture"_s, final.id},
                {u"home"_s, home},
                {u"away"_s, QJsonObject{{u"team"_s, final.awayTeamId}, {u"score"_s, 1}}},
                {u"dice"_s, all}};
            const QString path = m_dir.filePath(u"chaos-final-%1.json"_s.arg(gifts.size()));
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly))
                qFatal("cannot write %s", qPrintable(path));
            file.write(QJsonDocument(json).toJson());
            return path;
        };
        // The dice left to Dugout: the dry run names who was drawn and writes the dice it used.
        Result r = run({u"match"_s, u"record"_s, recordFile({}, {}), u"--dry-run"_s});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(
            r.out.contains(u"Chaos Cup: the gods' D3 shows"_s) &&
                r.out.contains(u"may take a Mutation, Hypnotic Gaze, Stab or Regeneration"_s) &&
                r.out.contains(u"\"home.chaos_cup\""_s),
            qPrintable(r.out));
        // A gift for a player the dice did not draw is refused, naming him.
        const QJsonObject dice{{u"home.chaos_cup"_s, QJsonArray{2}},
                               {u"home.chaos_cup.player"_s, QJsonArray{1, 2}}};
        r = run(
            {u"match"_s, u"record"_s,
             recordFile(QJsonArray{QJsonObject{{u"number"_s, numbers[1]}, {u"skill"_s, u"claw"_s}}},
                        dice)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"#%1 was not drawn for a Chaos Cup gift"_s.arg(numbers[1])),
                 qPrintable(r.err));
        // D3 2: the first of the players, then the second of those left (the third number).
        r = run(
            {u"match"_s, u"record"_s,
             recordFile(QJsonArray{QJsonObject{{u"number"_s, numbers[0]}, {u"skill"_s, u"claw"_s}},
                                   QJsonObject{{u"number"_s, numbers[2]}, {u"skill"_s, u"stab"_s}}},
                        dice)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const qint64 matchId = QRegularExpression(u"Recorded as match (\\d+)\\."_s)
                                   .match(r.out)
                                   .captured(1)
                                   .toLongLong();
        r = run({u"league"_s, u"trophies"_s, u"1"_s});
        QVERIFY2(r.out.contains(u"Chaos gifts, kept for good: #%1 Claw, #%2 Stab"_s.arg(numbers[0])
                                    .arg(numbers[2])),
                 qPrintable(r.out));
        {
            auto db = Database::open(m_db, &openError);
            const std::optional<Team> winner = TeamStore(*db).load(final.homeTeamId);
            QCOMPARE(winner->playerByNumber(numbers[0])->gainedSkills.last().skillId, u"claw"_s);
            QCOMPARE(winner->playerByNumber(numbers[2])->gainedSkills.last().skillId, u"stab"_s);
        }
        r = run({u"match"_s, u"undo"_s, QString::number(matchId)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = run({u"league"_s, u"trophies"_s, u"1"_s});
        QVERIFY2(!r.out.contains(u"Chaos gifts"_s), qPrintable(r.out));
    }

    // l.4144: Spike!'s Player of the Year is the league's choice, given or stopped at any time
    // (the demo league has played matches: its other options are fixed).
    void playerOfTheYearOption()
    {
        auto stored = [this] {
            DatabaseError openError;
            auto db = Database::open(m_db, &openError);
            return LeagueStore(*db).load(1)->options.playerOfTheYear;
        };
        QVERIFY(!stored());
        Result r = run({u"league"_s, u"trophies"_s, u"1"_s, u"--player-of-the-year"_s, u"on"_s});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"gives Spike! Magazine's Player of the Year"_s),
                 qPrintable(r.out));
        QVERIFY(stored());
        r = run({u"league"_s, u"trophies"_s, u"1"_s, u"--player-of-the-year"_s, u"maybe"_s});
        QCOMPARE(r.code, 2);
        QVERIFY(stored());
        r = run({u"league"_s, u"standings"_s, u"1"_s, u"--player-of-the-year"_s, u"off"_s});
        QCOMPARE(r.code, 2); // an option of 'league trophies' only
        r = run({u"league"_s, u"trophies"_s, u"1"_s, u"--player-of-the-year"_s, u"off"_s});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(!stored());
    }
};

QTEST_GUILESS_MAIN(TestPlayoffsCommand)
#include "tst_playoffs_command.moc"
