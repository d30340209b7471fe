// `dugout match list | export | replay` on tracked matches, driven in-process: a match exported
// as JSON lines replays to exactly the same state, can be stored again as a new tracked match,
// and a damaged file is refused with the number of its bad line.
#include "../support/CommandRunner.h"
#include "../support/MatchScript.h"
#include "../support/TeamFixtures.h"
#include "../support/TestEngine.h"
#include "app/cli/CommandLine.h"
#include "core/dice/ScriptedDice.h"
#include "core/match/Match.h"
#include "core/match/MatchLogFile.h"
#include "core/match/MatchStateJson.h"
#include "core/match/PurchaseRules.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/MatchLogStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using dugout::cli::CommandLine;

class TestMatchCommands : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CommandLine m_commandLine;
    QString m_db;
    std::shared_ptr<const Ruleset> m_rules;
    MatchSetup m_setup;
    QList<MatchEvent> m_events; // the scripted match as the fold completed it
    qint64 m_matchId = 0;

    using Result = test::CommandResult;
    Result run(const QStringList &arguments)
    {
        return test::runCommand(m_commandLine, m_db, arguments);
    }
    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        return test::writeCommandFile(m_dir.filePath(name), bytes);
    }

    QByteArray readFile(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    std::optional<StoredTrackedMatch> load(qint64 id)
    {
        DatabaseError error;
        auto database = Database::open(m_db, &error);
        return MatchLogStore(*database).load(id);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        m_db = test::TestEngine::location(m_dir, u"matches"_s);
        m_setup = test::humanDerby(*m_rules);
        QString error;
        m_events = Match::replay(*m_rules, m_setup, test::scriptedMatch(), &error).events();
        QVERIFY2(error.isEmpty(), qPrintable(error));

        DatabaseError openError;
        auto database = Database::open(m_db, &openError);
        QVERIFY2(database, qPrintable(openError.message));
        MatchLogStore store(*database);
        m_matchId = store.create(m_setup, &error);
        QVERIFY2(m_matchId > 0, qPrintable(error));
        for (const MatchEvent &event : std::as_const(m_events))
            QVERIFY2(store.append(m_matchId, event, &error), qPrintable(error));
        QVERIFY(store.setStatus(m_matchId, TrackedMatchStatus::Finished, 0, &error));
    }

    void helpListsTheActions()
    {
        const Result result = run({u"--help"_s});
        for (const QString &form : {u"match list"_s, u"match show TRACKED_ID [--json]"_s,
                                    u"match export TRACKED_ID [--output FILE]"_s,
                                    u"match replay FILE [--store] [--json]"_s})
            QVERIFY2(result.out.contains(form), qPrintable(result.out));
    }

    void listShowsTheMatch()
    {
        const Result result = run({u"match"_s, u"list"_s});
        QCOMPARE(result.code, 0);
        const QStringList lines = result.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(1).contains(u"Altdorf Reavers 1–0 Middenheim Wolves"_s),
                 qPrintable(result.out));
        QVERIFY2(lines.at(1).contains(u"finished, exhibition"_s), qPrintable(result.out));
        QVERIFY2(lines.at(1).contains(QString::number(m_events.size())), qPrintable(result.out));
    }

    void exportThenReplayGivesTheSameState()
    {
        const QString path = m_dir.filePath(u"export.jsonl"_s);
        const Result exported =
            run({u"match"_s, u"export"_s, QString::number(m_matchId), u"--output"_s, path});
        QCOMPARE(exported.code, 0);
        QVERIFY2(exported.out.contains(
                     u"Wrote tracked match %1 (%2 events)"_s.arg(m_matchId).arg(m_events.size())),
                 qPrintable(exported.out));
        const QByteArray bytes = readFile(path);
        QVERIFY(bytes.startsWith("{\"dugout_match\":1,\"setup\":{"));
        QCOMPARE(bytes.count('\n'), m_events.size() + 1);
        // Without --output the same lines go to the standard output.
        const Result toStdout = run({u"match"_s, u"export"_s, QString::number(m_matchId)});
        QCOMPARE(toStdout.code, 0);
        QCOMPARE(toStdout.out.toUtf8(), bytes);

        QString error;
        const std::optional<MatchLog> log = MatchLogFile::fromBytes(bytes, &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->setup, m_setup);
        QCOMPARE(log->events, m_events);
        const Match original = Match::replay(*m_rules, m_setup, m_events);
        const Match fromFile = Match::replay(*m_rules, log->setup, log->events, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(fromFile.state(), original.state());
        QCOMPARE(fromFile.eventLogs(), original.eventLogs());

        const Result replayed = run({u"match"_s, u"replay"_s, path});
        QCOMPARE(replayed.code, 0);
        QVERIFY2(replayed.out.startsWith(u"Altdorf Reavers 1 – 0 Middenheim Wolves\n"_s),
                 qPrintable(replayed.out));
        QVERIFY2(replayed.out.contains(u"\nHalf 2 · Finished"_s), qPrintable(replayed.out));
        QVERIFY2(replayed.out.contains(u"%1 of %1 events replayed."_s.arg(m_events.size())),
                 qPrintable(replayed.out));
        QVERIFY2(replayed.out.contains(u"The last lines of the log:\n"_s),
                 qPrintable(replayed.out));
        QVERIFY2(replayed.out.trimmed().endsWith(original.eventLogs().constLast().constLast()),
                 qPrintable(replayed.out));
        QVERIFY(!replayed.out.contains(u"Stored as"_s));
    }

    void replayStoresANewTrackedMatch()
    {
        const QString path = m_dir.filePath(u"export.jsonl"_s);
        QCOMPARE(run({u"match"_s, u"export"_s, QString::number(m_matchId), u"-o"_s, path}).code, 0);
        const Result stored = run({u"match"_s, u"replay"_s, path, u"--store"_s});
        QCOMPARE(stored.code, 0);
        const qint64 id = m_matchId + 1;
        QVERIFY2(stored.out.contains(u"Stored as tracked match %1."_s.arg(id)),
                 qPrintable(stored.out));
        const std::optional<StoredTrackedMatch> copy = load(id);
        QVERIFY(copy);
        QCOMPARE(copy->setup, m_setup);
        QCOMPARE(copy->events, m_events);
        QCOMPARE(copy->status, TrackedMatchStatus::Finished);
        QCOMPARE(Match::replay(*m_rules, copy->setup, copy->events).state(),
                 Match::replay(*m_rules, m_setup, m_events).state());
        // Exported again, the copy is the same file.
        QCOMPARE(run({u"match"_s, u"export"_s, QString::number(id)}).out.toUtf8(), readFile(path));
    }

    // The full state, as text and as JSON, the same after replaying the exported file.
    void showGivesTheFullState()
    {
        const Match original = Match::replay(*m_rules, m_setup, m_events);
        const Result text = run({u"match"_s, u"show"_s, QString::number(m_matchId)});
        QCOMPARE(text.code, 0);
        for (const QString &part :
             {u"Altdorf Reavers 1 – 0 Middenheim Wolves\n"_s, u"Turn marker"_s, u"Re-rolls left"_s,
              u"Re-roll this turn"_s, u"Used this turn"_s, u"FAME"_s, u"Weather: "_s,
              u"Kick-off: "_s})
            QVERIFY2(text.out.contains(part), qPrintable(part + u"\n"_s + text.out));
        for (const MatchPlayer &p : original.state().home.players)
            QVERIFY2(text.out.contains(u"#%1"_s.arg(p.number, -3) + u" "_s + p.name),
                     qPrintable(p.name));

        const Result json = run({u"match"_s, u"show"_s, QString::number(m_matchId), u"--json"_s});
        QCOMPARE(json.code, 0);
        const QJsonObject state = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(state, MatchStateJson::toJson(original.state()));
        QCOMPARE(state.value(u"phase"_s).toString(), u"finished"_s);
        QCOMPARE(state.value(u"home"_s).toObject().value(u"score"_s).toInt(), 1);
        QCOMPARE(state.value(u"home"_s).toObject().value(u"players"_s).toArray().size(),
                 original.state().home.players.size());
        const QJsonObject first =
            state.value(u"home"_s).toObject().value(u"players"_s).toArray().at(0).toObject();
        for (const QString &key : {u"number"_s, u"status"_s, u"acted_this_turn"_s, u"spp_events"_s})
            QVERIFY2(first.contains(key), qPrintable(key));

        const QString path = m_dir.filePath(u"show.jsonl"_s);
        QCOMPARE(run({u"match"_s, u"export"_s, QString::number(m_matchId), u"-o"_s, path}).code, 0);
        const Result replayed = run({u"match"_s, u"replay"_s, path, u"--json"_s});
        QCOMPARE(replayed.code, 0);
        QCOMPARE(QJsonDocument::fromJson(replayed.out.toUtf8()).object(), state);
    }

    // Mid-turn, the per-turn state shows: who acted, what was used.
    void showMidTurn()
    {
        QList<MatchEvent> events = m_events;
        int cut = 0;
        while (cut < events.size() && events.at(cut).type != MatchEventType::StartTurn)
            ++cut;
        QVERIFY(cut < events.size());
        const Match partial = Match::replay(*m_rules, m_setup, events.mid(0, cut + 1));
        const Side side = partial.state().active;
        int number = 0;
        for (const MatchPlayer &p : partial.state().team(side).players) {
            if (p.state == PlayerState::Standing) {
                number = p.number;
                break;
            }
        }
        MatchEvent blitz;
        blitz.type = MatchEventType::Action;
        blitz.side = side;
        blitz.number = number;
        blitz.action = PlayerAction::Blitz;
        QList<MatchEvent> upTo = events.mid(0, cut + 1);
        upTo << blitz;
        const QString path = writeFile(u"midturn.jsonl"_s, MatchLogFile::toBytes(m_setup, upTo));
        const Result json = run({u"match"_s, u"replay"_s, path, u"--json"_s});
        QCOMPARE(json.code, 0);
        const QJsonObject team = QJsonDocument::fromJson(json.out.toUtf8())
                                     .object()
                                     .value(side == Side::Home ? u"home"_s : u"away"_s)
                                     .toObject();
        QCOMPARE(team.value(u"this_turn"_s).toObject().value(u"blitz"_s).toBool(), true);
        QCOMPARE(team.value(u"this_turn"_s).toObject().value(u"blitzer"_s).toInt(), number);
        const Result text = run({u"match"_s, u"replay"_s, path});
        QVERIFY2(text.out.contains(u"Blitz #%1"_s.arg(number)), qPrintable(text.out));
        QVERIFY2(text.out.contains(u"acted this turn"_s), qPrintable(text.out));
    }

    void aMatchUnderWayReplaysToWhereItStands()
    {
        const QString path =
            writeFile(u"half.jsonl"_s, MatchLogFile::toBytes(m_setup, m_events.mid(0, 20)));
        const Result result = run({u"match"_s, u"replay"_s, path});
        QCOMPARE(result.code, 0);
        QVERIFY2(result.out.contains(u"Half 1 · "_s) && result.out.contains(u"20 of 20 events"_s),
                 qPrintable(result.out));
        QVERIFY2(result.out.startsWith(u"Altdorf Reavers 0 – 0 Middenheim Wolves"_s),
                 qPrintable(result.out));
    }

    void malformedLineIsNamed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const QByteArray header = MatchLogFile::header(test::humanDerby(*m_rules));
        const QByteArray start =
            header + "\n" + R"({"type":"pre_match","side":"home","dice":{"weather":[3,4]}})" + "\n";
        QTest::newRow("broken json on line 3") << start + "{\"type\":\"lineup\",\n"
                                               << u"Line 3: not valid JSON"_s;
        QTest::newRow("unknown type on line 4")
            << start + "\n{\"type\":\"moonwalk\"}\n"
            << u"Line 4: \"type\": \"moonwalk\" is not one of"_s;
        QTest::newRow("wrong type on line 2")
            << header + "\n{\"type\":\"action\",\"number\":\"seven\"}\n"
            << u"Line 2: \"number\" must be a whole number."_s;
        QTest::newRow("no header") << QByteArray("{\"type\":\"end_turn\"}\n")
                                   << u"Line 1: this is not a Dugout match file"_s;
    }
    void malformedLineIsNamed()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const QString path = writeFile(u"bad.jsonl"_s, bytes);
        const QString listBefore = run({u"match"_s, u"list"_s}).out;
        const Result result = run({u"match"_s, u"replay"_s, path, u"--store"_s});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(path + u" cannot be read: "_s + message),
                 qPrintable(result.err));
        QVERIFY(result.out.isEmpty());
        QCOMPARE(run({u"match"_s, u"list"_s}).out, listBefore); // nothing stored
    }

    // Every die must be in the file, and every event legal: the replay stops at the first
    // refused one, says which, and stores nothing.
    void refusedEventStopsTheReplay()
    {
        QList<MatchEvent> events = m_events.mid(0, 6);
        events[0].dice.remove(u"weather"_s);
        const QString path = writeFile(u"nodice.jsonl"_s, MatchLogFile::toBytes(m_setup, events));
        const int matchesBefore =
            int(run({u"match"_s, u"list"_s}).out.trimmed().split(u'\n').size());
        const Result result = run({u"match"_s, u"replay"_s, path, u"--store"_s});
        QCOMPARE(result.code, 1);
        QVERIFY2(result.err.contains(u"does not replay to the end: Event 1:"_s),
                 qPrintable(result.err));
        QVERIFY2(result.out.contains(u"0 of 6 events replayed"_s), qPrintable(result.out));
        QCOMPARE(int(run({u"match"_s, u"list"_s}).out.trimmed().split(u'\n').size()),
                 matchesBefore);

        events = m_events.mid(0, 6);
        events.swapItemsAt(4, 5); // an action before the turn starts
        const Result swapped =
            run({u"match"_s, u"replay"_s,
                 writeFile(u"swapped.jsonl"_s, MatchLogFile::toBytes(m_setup, events))});
        QCOMPARE(swapped.code, 1);
        QVERIFY2(swapped.err.contains(u"Event 5:"_s), qPrintable(swapped.err));
        QVERIFY2(swapped.out.contains(u"4 of 6 events replayed"_s), qPrintable(swapped.out));
    }

    // Issue 16: special play cards in a hand-written log. Bad Habits (random_events.bad_habits)
    // takes a D3 of the opponent's re-rolls, seen in `match replay --json`; Badyear Git
    // (miscellaneous_mayhem.badyear_git) before the match is refused with core's reason, which
    // the command line prints with the event's number.
    void cardsOnTheCommandLine()
    {
        MatchSetup setup = m_setup;
        setup.away = test::humanTeam(*m_rules, 7, 0);
        setup.away.name = u"Middenheim Wolves"_s;
        setup.away.rerolls = 2;
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        auto event = [](MatchEventType type, const QString &item, QHash<QString, QList<int>> dice) {
            MatchEvent e;
            e.type = type;
            e.side = Side::Away;
            e.item = item;
            e.dice = std::move(dice);
            return e;
        };
        QList<MatchEvent> events{
            event(MatchEventType::Weather, {}, {{u"weather"_s, {3, 4}}}),
            event(MatchEventType::Inducement, u"card:random_events"_s, {{u"away.card"_s, {1}}}),
            event(MatchEventType::PlayCard, u"random_events.bad_habits"_s,
                  {{u"home.card.effect"_s, {2}}})};
        const Result played =
            run({u"match"_s, u"replay"_s,
                 writeFile(u"cards.jsonl"_s, MatchLogFile::toBytes(setup, events)), u"--json"_s});
        QCOMPARE(played.code, 0);
        const QJsonObject home =
            QJsonDocument::fromJson(played.out.toUtf8()).object().value(u"home"_s).toObject();
        QCOMPARE(home.value(u"rerolls_left"_s).toInt(), 1); // 3 - 2

        events << event(MatchEventType::Inducement, u"card:miscellaneous_mayhem"_s,
                        {{u"away.card"_s, {1}}})
               << event(MatchEventType::PlayCard, u"miscellaneous_mayhem.badyear_git"_s, {});
        const Result refused =
            run({u"match"_s, u"replay"_s,
                 writeFile(u"cards-refused.jsonl"_s, MatchLogFile::toBytes(setup, events))});
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains(u"Event 5: This card is played at the kick-off"_s),
                 qPrintable(refused.err));
        QVERIFY2(refused.out.contains(u"4 of 5 events replayed"_s), qPrintable(refused.out));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("export without id")
            << QStringList{u"match"_s, u"export"_s} << 2 << u"takes exactly one argument"_s;
        QTest::newRow("export not a number")
            << QStringList{u"match"_s, u"export"_s, u"abc"_s} << 2 << u"not a tracked match id"_s;
        QTest::newRow("export unknown") << QStringList{u"match"_s, u"export"_s, u"99"_s} << 1
                                        << u"There is no tracked match 99."_s;
        QTest::newRow("export to a folder")
            << QStringList{u"match"_s, u"export"_s, u"1"_s, u"-o"_s, u"/nonexistent/dir/x.jsonl"_s}
            << 1 << u"Cannot write"_s;
        QTest::newRow("replay missing file")
            << QStringList{u"match"_s, u"replay"_s, u"/nonexistent.jsonl"_s} << 1
            << u"Cannot read"_s;
        QTest::newRow("store with export")
            << QStringList{u"match"_s, u"export"_s, u"1"_s, u"--store"_s} << 2
            << u"--store goes with 'match replay' only."_s;
        QTest::newRow("output with replay")
            << QStringList{u"match"_s, u"replay"_s, u"x"_s, u"-o"_s, u"y"_s} << 2
            << u"--output goes with 'match export' only."_s;
        QTest::newRow("dry run with list")
            << QStringList{u"match"_s, u"list"_s, u"--dry-run"_s} << 2
            << u"--dry-run goes with 'match record' and 'match result' only."_s;
        QTest::newRow("list with argument")
            << QStringList{u"match"_s, u"list"_s, u"3"_s} << 2 << u"takes no argument"_s;
        QTest::newRow("unknown action")
            << QStringList{u"match"_s, u"rewind"_s} << 2
            << u"use record, result, undo, pre-match, list, show, export or replay"_s;
        QTest::newRow("show without id")
            << QStringList{u"match"_s, u"show"_s} << 2 << u"takes exactly one argument"_s;
        QTest::newRow("show not a number")
            << QStringList{u"match"_s, u"show"_s, u"x1"_s} << 2 << u"not a tracked match id"_s;
        QTest::newRow("show unknown") << QStringList{u"match"_s, u"show"_s, u"99"_s} << 1
                                      << u"There is no tracked match 99."_s;
        QTest::newRow("json with list") << QStringList{u"match"_s, u"list"_s, u"--json"_s} << 2
                                        << u"--json goes with 'match show', 'match replay', 'match "
                                           u"pre-match' and 'match result' "
                                           u"only."_s;
    }
    // docs/examples/forge-match.jsonl, worked by hand from the seed (issue 19): a move declared
    // with its path, a blitz jumping the crevasse, a pass from it, an opponent pushed into it and
    // another onto the lava; a path past MA + Go For It stops the replay with core's reason.
    void forgeExampleReplays()
    {
        const QString example =
            QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/forge-match.jsonl");
        const Result replayed = run({u"match"_s, u"replay"_s, example});
        QCOMPARE(replayed.code, 0);
        // The moves' lines are core's (tst_forge_match); the last lines of the log end it.
        for (const QString &line :
             {u"17 of 17 events replayed."_s, u"Blitz #7, Pass #4"_s,
              u"throws from H12 (crevasse) to M14: -5 to the pass."_s,
              u"is pushed into the crevasse on H11: he falls to the bottom."_s,
              u"is pushed onto the lava on D13."_s, u"injury 9, KO."_s})
            QVERIFY2(replayed.out.contains(line), qPrintable(replayed.out));

        QByteArray bytes = readFile(example);
        bytes += R"({"type":"action","side":"home","number":8,"squares":["K1","K2","K3","K4","K5",)"
                 R"("K6","K7","K8","K9","K10"]})"
                 "\n";
        const Result refused = run({u"match"_s, u"replay"_s, writeFile(u"far.jsonl"_s, bytes)});
        QVERIFY(refused.code != 0);
        QVERIFY2(
            refused.err.contains(u"Event 18"_s) &&
                refused.err.contains(u"cannot go that far: the path costs 9 movement points"_s),
            qPrintable(refused.err));
    }

    // docs/examples/inducements-match.jsonl, worked by hand (issue 16, README "Tracked matches"):
    // an exhibition, the Reavers with 8 re-rolls against the Wolves with none, 400,000 of
    // handicap to the Wolves (l.3631–3640); they hire Puggy Baconbreath (140,000), a wizard
    // (150,000) and a mercenary lineman (50,000 + 30,000): 370,000, 30,000 lost. The wizard's
    // fireball at the start of their first turn misses #9 (2) and knocks #10 down (5), whose
    // armour holds (2 + 3).
    void inducementsExampleReplays_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("refusal"); // empty: the whole match replays
        QTest::newRow("l.3631 the example as it is") << QString() << QString();
        QTest::newRow("l.3641 a babe past the 30,000 left")
            << u"babe"_s << u"Event 5: It costs 50,000 gp; only 30,000 gp is left."_s;
        QTest::newRow("l.3969 the same log as a semi-final: no handicap")
            << u"semi-final"_s
            << u"Event 2: It costs 140,000 gp; only 0 gp is left. In this match of the "
               "end-of-season tournament the league gives no handicap gold"_s;
        QTest::newRow("l.3969 a semi-final of a league allowing it") << u"allowed"_s << QString();
    }
    void inducementsExampleReplays()
    {
        QFETCH(QString, change);
        QFETCH(QString, refusal);
        const QString example =
            QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/inducements-match.jsonl");
        QList<QByteArray> lines = readFile(example).split('\n');
        QJsonObject header = QJsonDocument::fromJson(lines.at(0)).object();
        QJsonObject setup = header.value(u"setup"_s).toObject();
        if (change == u"semi-final"_s || change == u"allowed"_s)
            setup.insert(u"stage"_s, u"semi_final"_s);
        if (change == u"allowed"_s)
            setup.insert(u"handicap_allowed"_s, true);
        header.insert(u"setup"_s, setup);
        lines[0] = QJsonDocument(header).toJson(QJsonDocument::Compact);
        if (change == u"babe"_s)
            lines.insert(5, R"({"type":"inducement","side":"away","item":"bloodweiser_babes"})");
        const QString file = writeFile(u"inducements.jsonl"_s, lines.join('\n'));
        const Result replayed = run({u"match"_s, u"replay"_s, file, u"--json"_s});
        if (!refusal.isEmpty()) {
            QVERIFY(replayed.code != 0);
            QVERIFY2(replayed.err.contains(refusal), qPrintable(replayed.err));
            return;
        }
        QCOMPARE(replayed.code, 0);
        const QJsonObject state = QJsonDocument::fromJson(replayed.out.toUtf8()).object();
        const QJsonObject away = state.value(u"away"_s).toObject();
        QCOMPARE(away.value(u"inducements"_s).toObject().value(u"stars"_s).toArray(),
                 QJsonArray{u"puggy_baconbreath"_s});
        QCOMPARE(away.value(u"spell_cast"_s).toBool(), true);
        const QJsonArray players = away.value(u"players"_s).toArray();
        QCOMPARE(players.at(11).toObject().value(u"name"_s).toString(), u"Puggy Baconbreath"_s);
        QCOMPARE(players.at(12).toObject().value(u"position"_s).toString(), u"human.lineman"_s);
        QCOMPARE(players.at(12).toObject().value(u"induced"_s).toBool(), true);
        QCOMPARE(state.value(u"phase"_s).toString(), u"finished"_s);
    }

    // docs/examples/cards-match.jsonl, worked by hand (issue 16, docs/special-play-cards.md):
    // the Wolves draw Blackmail, Trampoline Trap and Force Shield (the third, twelfth and fourth
    // cards of their decks). Blackmail takes the Reavers' #5 at the start of the Wolves' turn: he
    // blitzes his team-mate #6 (armour 5 + 4 against AV 8, injury 4 + 4: K.O., no SPP). After
    // the turn, Force Shield on the Wolves' #3, then Trampoline Trap throws the Reavers' #3 onto
    // their #4 (armour 6 + 6, injury 2 + 2: stunned, face up after the Reavers' turn); #3 falls
    // (1 + 1, held: prone). In the Wolves' next turn their #3 hands off: Force Shield is over.
    void cardsExampleReplays_data()
    {
        QTest::addColumn<int>("line");        // the event changed, 0 for none
        QTest::addColumn<QByteArray>("with"); // the event put there (replacing it, or inserted)
        QTest::addColumn<bool>("inserted");
        QTest::addColumn<QString>("refusal"); // empty: the whole log replays
        QTest::addColumn<int>("cardsAtWork");
        QTest::newRow("random_events.blackmail etc.: the example as it is")
            << 0 << QByteArray() << false << QString() << 0;
        QTest::newRow("random_events.blackmail: his touchdown refused")
            << 12 << QByteArray(R"({"type":"touchdown","side":"home","number":5})") << true
            << u"Event 12: #5 Player 5 plays for Middenheim Wolves this turn only under "
               "Blackmail"_s
            << 0;
        QTest::newRow("dirty_tricks.trampoline_trap: on a player, on his feet: refused")
            << 15
            << QByteArray(R"({"type":"play_card","side":"away","item":"dirty_tricks.trampoline_)"
                          R"(trap","numbers":[3,4],"choice":"lands"})")
            << false << u"Event 15: #3 Player 3 came down on #4 Player 4"_s << 0;
        QTest::newRow("magic_items.force_shield: a Move keeps it")
            << 19 << QByteArray(R"({"type":"action","side":"away","number":3,"action":"move"})")
            << false << QString() << 1;
    }
    void cardsExampleReplays()
    {
        QFETCH(int, line);
        QFETCH(QByteArray, with);
        QFETCH(bool, inserted);
        QFETCH(QString, refusal);
        QFETCH(int, cardsAtWork);
        QList<QByteArray> lines =
            readFile(QStringLiteral(DUGOUT_SOURCE_DIR "/docs/examples/cards-match.jsonl"))
                .split('\n');
        if (line && inserted)
            lines.insert(line, with);
        else if (line)
            lines[line] = with;
        const QString file = writeFile(u"cards.jsonl"_s, lines.join('\n'));
        const Result replayed = run({u"match"_s, u"replay"_s, file, u"--json"_s});
        if (!refusal.isEmpty()) {
            QVERIFY(replayed.code != 0);
            QVERIFY2(replayed.err.contains(refusal), qPrintable(replayed.err));
            return;
        }
        QCOMPARE(replayed.code, 0);
        const QJsonObject state = QJsonDocument::fromJson(replayed.out.toUtf8()).object();
        const QJsonArray home = state.value(u"home"_s).toObject().value(u"players"_s).toArray();
        const auto status = [&](int number) {
            return home.at(number - 1).toObject().value(u"status"_s).toString();
        };
        QCOMPARE(status(6), u"knocked_out"_s);
        QCOMPARE(status(3), u"prone"_s);
        QCOMPARE(status(4), u"prone"_s);
        QCOMPARE(home.at(4).toObject().value(u"spp_events"_s).toObject().value(u"casualties"_s),
                 QJsonValue(0));
        QCOMPARE(state.value(u"card_effects"_s).toArray().size(), cardsAtWork);
    }

    void refusals()
    {
        QFETCH(QStringList, arguments);
        const Result result = run(arguments);
        QTEST(result.code, "code");
        QFETCH(QString, message);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
    }

    void emptyList()
    {
        m_db = test::TestEngine::location(m_dir, u"empty"_s);
        DatabaseError error;
        QVERIFY(Database::open(m_db, &error));
        const Result result = run({u"match"_s, u"list"_s});
        QCOMPARE(result.code, 0);
        QCOMPARE(result.out, u"No tracked match yet.\n"_s);
    }

    // The lasting effects of special play cards in `match replay` (and `match show`), JSON and
    // text (issue 16): the weaker Wolves buy a Magic Items card (the tenth: Good Old Magic
    // Codpiece, special_play_cards.json) and play it before the match on their #3.
    void replayShowsTheCardsInPlay()
    {
        MatchSetup setup = m_setup;
        setup.away = test::humanTeam(*m_rules, 7, 0);
        setup.away.name = u"Middenheim Wolves"_s;
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        MatchEvent weather;
        weather.type = MatchEventType::Weather;
        weather.dice = {{u"weather"_s, {3, 4}}};
        MatchEvent buy;
        buy.type = MatchEventType::Inducement;
        buy.side = Side::Away;
        buy.item = u"card:magic_items"_s;
        buy.dice = {{u"away.card"_s, {10}}};
        MatchEvent play;
        play.type = MatchEventType::PlayCard;
        play.side = Side::Away;
        play.item = u"magic_items.good_old_magic_codpiece"_s;
        play.awayNumbers = {3};
        const QString path =
            writeFile(u"codpiece.jsonl"_s, MatchLogFile::toBytes(setup, {weather, buy, play}));
        const Result json = run({u"match"_s, u"replay"_s, path, u"--json"_s});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const QJsonArray cards =
            QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"card_effects"_s).toArray();
        QCOMPARE(cards.size(), 1);
        const QJsonObject card = cards.at(0).toObject();
        QCOMPARE(card.value(u"card"_s).toString(), u"magic_items.good_old_magic_codpiece"_s);
        QCOMPARE(card.value(u"team"_s).toString(), u"away"_s);
        QCOMPARE(card.value(u"player"_s).toInt(), 3);
        QCOMPARE(card.value(u"mark"_s).toString(), u"injury_unmodified"_s);
        QCOMPARE(card.value(u"until"_s).toString(), u"match"_s);
        QVERIFY(!card.contains(u"turns_left"_s));
        const Result text = run({u"match"_s, u"replay"_s, path});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(u"Special play cards in play:\n  Good Old Magic Codpiece — "
                                   u"Middenheim Wolves, #3 Player 3: he cannot be fouled"_s),
                 qPrintable(text.out));
        QVERIFY2(text.out.contains(u"for the rest of the match"_s), qPrintable(text.out));
        // Before the card is played the list is there, empty, and the text has no such part.
        const QString bought =
            writeFile(u"codpiece-held.jsonl"_s, MatchLogFile::toBytes(setup, {weather, buy}));
        const Result held = run({u"match"_s, u"replay"_s, bought, u"--json"_s});
        QCOMPARE(held.code, 0);
        QVERIFY(QJsonDocument::fromJson(held.out.toUtf8())
                    .object()
                    .value(u"card_effects"_s)
                    .toArray()
                    .isEmpty());
        QVERIFY(!run({u"match"_s, u"replay"_s, bought}).out.contains(u"Special play cards"_s));
    }

    // The Fan and Hurry Up Offense (issue 16) replayed from a match log by `match replay`: the
    // fan on the Wolves' roster, set up with them, and both free turns leaving the markers
    // where they were; the same state as the match that wrote the log.
    void replayKeepsTheFanAndTheFreeTurns()
    {
        MatchSetup setup = m_setup;
        setup.away = test::humanTeam(*m_rules, 7, 0);
        setup.away.name = u"Middenheim Wolves"_s;
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        Match match(*m_rules, setup);
        ScriptedDice dice;
        const auto append = [&](MatchEvent e) {
            const RuleCheck check = match.append(std::move(e), dice);
            QVERIFY2(check, qPrintable(check.reason));
        };
        MatchEvent weather;
        weather.type = MatchEventType::Weather;
        weather.dice = {{u"weather"_s, {3, 4}}};
        append(weather);
        for (const QString &card : {u"good_karma.the_fan"_s, u"good_karma.hurry_up_offense"_s}) {
            MatchEvent buy;
            buy.type = MatchEventType::Inducement;
            buy.side = Side::Away;
            buy.item = u"card:good_karma"_s;
            buy.dice = {{u"away.card"_s,
                         {PurchaseRules::cardDie(*m_rules, match.state(), Side::Away,
                                                 u"good_karma"_s, card)}}};
            append(buy);
        }
        MatchEvent fan;
        fan.type = MatchEventType::PlayCard;
        fan.side = Side::Away;
        fan.item = u"good_karma.the_fan"_s;
        append(fan);
        MatchEvent gate;
        gate.type = MatchEventType::PreMatch;
        gate.side = Side::Home;
        gate.dice = {{u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {3, 3}}};
        append(gate);
        for (const Side side : {Side::Home, Side::Away}) {
            MatchEvent lineup;
            lineup.type = MatchEventType::Lineup;
            lineup.side = side;
            for (const MatchPlayer &p : match.state().team(side).players)
                lineup.numbers << p.number;
            lineup.lineOfScrimmage = 3;
            append(lineup);
        }
        MatchEvent kick;
        kick.type = MatchEventType::KickOff;
        kick.dice = {{u"kickoff"_s, {3, 4}}};
        append(kick);
        MatchEvent hurry;
        hurry.type = MatchEventType::PlayCard;
        hurry.side = Side::Away;
        hurry.item = u"good_karma.hurry_up_offense"_s;
        append(hurry);
        for (const auto &[type, side] : {std::pair{MatchEventType::StartTurn, Side::Away},
                                         {MatchEventType::EndTurn, Side::Away},
                                         {MatchEventType::StartTurn, Side::Home},
                                         {MatchEventType::EndTurn, Side::Home},
                                         {MatchEventType::StartTurn, Side::Away}}) {
            MatchEvent e;
            e.type = type;
            e.side = side;
            append(e);
        }
        const QString path =
            writeFile(u"fan-hurry.jsonl"_s, MatchLogFile::toBytes(setup, match.events()));
        const Result json = run({u"match"_s, u"replay"_s, path, u"--json"_s});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const QJsonObject state = QJsonDocument::fromJson(json.out.toUtf8()).object();
        const QJsonObject away = state.value(u"away"_s).toObject();
        QCOMPARE(away.value(u"turn"_s).toInt(), 1);
        QCOMPARE(state.value(u"home"_s).toObject().value(u"turn"_s).toInt(), 0);
        const QJsonArray players = away.value(u"players"_s).toArray();
        QCOMPARE(players.size(), 8);
        QCOMPARE(players.last().toObject().value(u"name"_s).toString(), u"The Fan"_s);
        QVERIFY(players.last().toObject().value(u"induced"_s).toBool());
        QCOMPARE(state, MatchStateJson::toJson(match.state()));
        const Result text = run({u"match"_s, u"replay"_s, path});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(u"The Fan plays for this team until the card lapses"_s) ||
                     text.out.contains(u"The Fan: plays for this team until the card lapses"_s),
                 qPrintable(text.out));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestMatchCommands)
#include "tst_match_commands.moc"
