// `dugout match result TRACKED_ID [--dry-run] [--json]`, the command-line "Go to post-match
// sequence" (issue 16): a tracked fixture of the demo league with inducements bought (fixture 17,
// Altdorf Reavers 910,000 v Chaos All-Stars 1,120,000, treasury 230,000) is written as JSON lines,
// stored with `match replay --store`, then handed to the league. The Chaos All-Stars move 100,000
// of petty cash (match team value 1,220,000: 310,000 of handicap to the Reavers, l.3614–3625) and
// spend 50,000 of it on a Bloodweiser babe; the Reavers hire Helmut Wulf (110,000) and a babe
// (50,000) from the handicap, so 150,000 is lost (l.3630–3641). The Reavers' #1 scores, then the
// Chaos All-Stars concede: two MVPs for the Reavers (l.3362–3364), each of which Helmut may draw.
#include "../support/CommandRunner.h"
#include "../support/MatchTestHelpers.h"
#include "../support/TeamFixtures.h"
#include "../support/TestEngine.h"
#include "app/cli/CommandLine.h"
#include "core/dice/ScriptedDice.h"
#include "core/match/Match.h"
#include "core/match/MatchLogFile.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/DatabaseError.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/TeamStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;
using dugout::cli::CommandLine;

class TestMatchResultCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    CommandLine m_commandLine;
    QString m_db;
    std::shared_ptr<const Ruleset> m_rules;
    qint64 m_league = 0;
    Fixture m_fixture;
    qint64 m_tracked = 0; // the tracked fixture, once stored

    CommandResult run(const QStringList &arguments)
    {
        return runCommand(m_commandLine, m_db, arguments);
    }

    std::unique_ptr<Database> open()
    {
        DatabaseError error;
        return Database::open(m_db, &error);
    }

    static void play(Match &match, MatchEvent e, const QHash<QString, QList<int>> &dice = {})
    {
        e.dice = dice;
        ScriptedDice none;
        const RuleCheck r = match.append(e, none);
        QVERIFY2(r, qPrintable(r.reason));
    }

    static int firstOnPitch(const Match &match, Side side)
    {
        for (const MatchPlayer &p : match.state().team(side).players) {
            if (p.state == PlayerState::Standing)
                return p.number;
        }
        return 0;
    }

    static MatchEvent buy(Side side, const QString &item)
    {
        MatchEvent e = makeEvent(MatchEventType::Inducement, side);
        e.item = item;
        return e;
    }

    // The tracked fixture, played to `until`: "bought" (the purchases made, the match not
    // started), "played" (a touchdown, not over) or "conceded" (over).
    Match trackedFixture(const QString &until, qint64 fixtureId = 0, bool exhibition = false,
                         bool card = false)
    {
        auto database = open();
        const TeamStore teams(*database);
        MatchSetup setup;
        setup.home = *teams.load(m_fixture.homeTeamId);
        setup.away = *teams.load(m_fixture.awayTeamId);
        setup.exhibition = exhibition;
        if (!exhibition) {
            setup.leagueId = m_league;
            setup.seasonId = m_fixture.seasonId;
            setup.fixtureId = fixtureId ? fixtureId : m_fixture.id;
        }
        if (card) // cards as the setup's options allow, not the demo league's
            setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        setup.awayPettyCash = exhibition ? 0 : 100000; // an exhibition has no petty cash
        Match match(*m_rules, setup);
        play(match, makeEvent(MatchEventType::Weather, Side::Home), {{u"weather"_s, {3, 4}}});
        // l.3630: the stronger team spends petty cash, so it buys first.
        if (!exhibition)
            play(match, buy(Side::Away, u"bloodweiser_babes"_s));
        play(match, buy(Side::Home, u"star:helmut_wulf"_s));
        play(match, buy(Side::Home, u"bloodweiser_babes"_s));
        if (card)
            play(match, buy(Side::Home, u"card:miscellaneous_mayhem"_s), {{u"home.card"_s, {3}}});
        if (until == u"bought"_s)
            return match;
        playOn(match, until);
        return match;
    }

    // From the pre-match to `until`: "played" (the home team scores) or "conceded" (then the
    // away team concedes).
    static void playOn(Match &match, const QString &until)
    {
        play(match, makeEvent(MatchEventType::PreMatch, Side::Away), // the away team kicks off
             {{u"home.gate"_s, {5, 6}}, {u"away.gate"_s, {1, 2}}});
        play(match, firstEleven(match, Side::Away));
        play(match, firstEleven(match, Side::Home));
        play(match, makeEvent(MatchEventType::KickOff, Side::Away), {{u"kickoff"_s, {2, 2}}});
        play(match, makeEvent(MatchEventType::StartTurn, Side::Home));
        const int scorer = firstOnPitch(match, Side::Home);
        play(match, makeAction(Side::Home, scorer, PlayerAction::Move));
        play(match, makeEvent(MatchEventType::Touchdown, Side::Home, scorer));
        if (until == u"played"_s)
            return;
        play(match, makeEvent(MatchEventType::EndDrive, Side::Home));
        play(match, firstEleven(match, Side::Home));
        play(match, firstEleven(match, Side::Away));
        play(match, makeEvent(MatchEventType::KickOff, Side::Home), {{u"kickoff"_s, {2, 2}}});
        play(match, makeEvent(MatchEventType::Concede, Side::Away));
    }

    // The id a command printed on its last line ("league create", "league season new"…).
    static qint64 printedId(const CommandResult &result)
    {
        if (result.code != 0)
            qFatal("refused: %s", qPrintable(result.err));
        return result.out.trimmed().section(u'\n', -1).toLongLong();
    }

    // The lines of a post-match sequence's text that say what the inducements cost.
    static QStringList inducementLines(const QString &text)
    {
        QStringList lines;
        for (const QString &line : text.split(u'\n')) {
            if (line.contains(u"Inducements cost"_s) || line.contains(u"Handicap not spent"_s) ||
                line.contains(u"Petty cash:"_s) || line.contains(u"an induced player"_s))
                lines << line.trimmed();
        }
        return lines;
    }

    // Written as JSON lines and stored with `match replay FILE --store`, as a user would.
    qint64 store(const Match &match, const QString &name)
    {
        const QString path = writeCommandFile(m_dir.filePath(name + u".jsonl"_s),
                                              MatchLogFile::toBytes(match.setup(), match.events()));
        const CommandResult stored = run({u"match"_s, u"replay"_s, path, u"--store"_s});
        if (stored.code != 0)
            qFatal("not stored: %s", qPrintable(stored.err));
        const QRegularExpressionMatch id =
            QRegularExpression(u"Stored as tracked match (\\d+)\\."_s).match(stored.out);
        return id.hasMatch() ? id.captured(1).toLongLong() : 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        m_db = TestEngine::location(m_dir, u"match-result"_s);
        const CommandResult demo = run({u"league"_s, u"demo"_s});
        QVERIFY2(demo.code == 0, qPrintable(demo.err));
        auto database = open();
        const LeagueStore leagues(*database);
        m_league = leagues.leagues().constFirst().id;
        const std::optional<Fixture> fixture = leagues.fixture(17);
        QVERIFY(fixture && !fixture->isPlayed());
        m_fixture = *fixture;
        const Match match = trackedFixture(u"conceded"_s);
        QCOMPARE(match.state().phase, MatchPhase::Finished);
        m_tracked = store(match, u"fixture-17"_s);
        QVERIFY(m_tracked > 0);
    }

    // --json: the match record `match record` reads, with each team's inducements block.
    void jsonIsTheRecordMatchRecordReads()
    {
        const CommandResult result =
            run({u"match"_s, u"result"_s, QString::number(m_tracked), u"--json"_s});
        QVERIFY2(result.code == 0, qPrintable(result.err));
        const QJsonObject record = QJsonDocument::fromJson(result.out.toUtf8()).object();
        QCOMPARE(record.value(u"fixture"_s).toInteger(), m_fixture.id);
        QJsonObject home = record.value(u"home"_s).toObject();
        const QJsonObject away = record.value(u"away"_s).toObject();
        QCOMPARE(home.value(u"score"_s).toInt(), 1);
        QCOMPARE(away.value(u"score"_s).toInt(), 0);
        QCOMPARE(record.value(u"concession"_s).toObject().value(u"by"_s).toString(), u"away"_s);
        const QJsonObject homeBought = home.value(u"inducements"_s).toObject();
        QCOMPARE(homeBought.value(u"stars"_s).toArray(), QJsonArray{u"helmut_wulf"_s});
        QVERIFY2(QJsonDocument(homeBought).toJson().contains("bloodweiser_babes"),
                 qPrintable(result.out));
        const QJsonObject awayBought = away.value(u"inducements"_s).toObject();
        QCOMPARE(awayBought.value(u"petty_cash"_s).toInteger(), 100000);
        // The record reads back as `match record` reads it, and writes nothing. Its purchases
        // make Helmut an induced player: the MVP drawn at the table on him (0) is lost, the
        // second goes to #6 (l.3362–3364, issue 16).
        home.insert(u"mvp"_s, QJsonArray{0, 6});
        QJsonObject edited = record;
        edited.insert(u"home"_s, home);
        const QString path =
            writeCommandFile(m_dir.filePath(u"record.json"_s), QJsonDocument(edited).toJson());
        const CommandResult dry = run({u"match"_s, u"record"_s, path, u"--dry-run"_s});
        QVERIFY2(dry.code == 0, qPrintable(dry.err));
        for (const QString &line :
             {u"Altdorf Reavers: MVP: an induced player; the award is lost."_s,
              u"Altdorf Reavers: MVP: #6 Zlatan Ironfist (+5 SPP)."_s,
              u"Handicap not spent, lost: 150,000 gp."_s})
            QVERIFY2(dry.out.contains(line), qPrintable(line + u"\n---\n"_s + dry.out));
        // Without the purchases, and the figures worked out from them, nobody is induced: the
        // same MVP is refused.
        QCOMPARE(home.value(u"induced_players"_s).toInt(), 1); // Helmut
        home.remove(u"inducements"_s);
        home.remove(u"inducements_spent"_s);
        home.remove(u"induced_players"_s);
        edited.insert(u"home"_s, home);
        const QString bare =
            writeCommandFile(m_dir.filePath(u"bare.json"_s), QJsonDocument(edited).toJson());
        const CommandResult refused = run({u"match"_s, u"record"_s, bare, u"--dry-run"_s});
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains(u"Altdorf Reavers: no induced player can be MVP here."_s),
                 qPrintable(refused.err));
    }

    // The card drawn at purchase is in the record's inducements block. The demo league plays
    // without special play cards, so its post-match sequence then refuses the purchase.
    void cardDrawnInTheRecord()
    {
        const Match match = trackedFixture(u"conceded"_s, 0, false, true);
        const QStringList drawn = match.state().home.bought.drawn.value(u"miscellaneous_mayhem"_s);
        QCOMPARE(drawn.size(), 1);
        const QString id = QString::number(store(match, u"card"_s));
        const CommandResult json = run({u"match"_s, u"result"_s, id, u"--json"_s});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const QJsonObject record = QJsonDocument::fromJson(json.out.toUtf8()).object();
        const QJsonArray cards = record.value(u"home"_s)
                                     .toObject()
                                     .value(u"inducements"_s)
                                     .toObject()
                                     .value(u"cards"_s)
                                     .toArray();
        QCOMPARE(cards.size(), 1);
        QCOMPARE(cards.at(0).toObject().value(u"deck"_s).toString(), u"miscellaneous_mayhem"_s);
        QCOMPARE(cards.at(0).toObject().value(u"card"_s).toString(), drawn.constFirst());
        const CommandResult dry = run({u"match"_s, u"result"_s, id, u"--dry-run"_s});
        QCOMPARE(dry.code, 1);
        QVERIFY2(
            dry.err.contains(u"Altdorf Reavers's inducements: This league does not use special "
                             u"play cards."_s),
            qPrintable(dry.err));
    }

    // l.3614, l.3641, l.3362–3364: what the post-match sequence does with what was bought.
    void dryRunThenRecord()
    {
        const QString id = QString::number(m_tracked);
        const CommandResult dry = run({u"match"_s, u"result"_s, id, u"--dry-run"_s});
        QVERIFY2(dry.code == 0, qPrintable(dry.err));
        for (const QString &line :
             {u"Inducements cost 160,000 gp: 160,000 gp from the handicap, 0 gp from petty cash."_s,
              u"Handicap not spent, lost: 150,000 gp."_s,
              u"Inducements cost 50,000 gp: 0 gp from the handicap, 50,000 gp from petty cash."_s,
              u"Petty cash: 100,000 gp moved, 50,000 gp spent, 50,000 gp back to the treasury."_s,
              u"Dry run: nothing was recorded."_s})
            QVERIFY2(dry.out.contains(line), qPrintable(line + u"\n---\n"_s + dry.out));
        {
            auto database = open();
            QVERIFY(!LeagueStore(*database).fixture(m_fixture.id)->isPlayed());
            QCOMPARE(MatchLogStore(*database).load(m_tracked)->resultMatchId, 0);
        }

        std::optional<Team> reaversBefore;
        {
            auto database = open();
            reaversBefore = TeamStore(*database).load(m_fixture.homeTeamId);
        }
        QVERIFY(reaversBefore);
        const CommandResult recorded = run({u"match"_s, u"result"_s, id});
        QVERIFY2(recorded.code == 0, qPrintable(recorded.err));
        const QRegularExpressionMatch done =
            QRegularExpression(
                u"Recorded as match (\\d+); tracked match %1 is finished with it\\."_s.arg(
                    m_tracked))
                .match(recorded.out);
        QVERIFY2(done.hasMatch(), qPrintable(recorded.out));
        const qint64 matchId = done.captured(1).toLongLong();
        QVERIFY2(recorded.out.contains(u"50,000 gp back to the treasury."_s),
                 qPrintable(recorded.out));

        auto database = open();
        // Marked finished with the result's id, as the window does.
        const std::optional<StoredTrackedMatch> tracked = MatchLogStore(*database).load(m_tracked);
        QCOMPARE(tracked->status, TrackedMatchStatus::Finished);
        QCOMPARE(tracked->resultMatchId, matchId);
        QCOMPARE(LeagueStore(*database).fixture(m_fixture.id)->matchId, matchId);
        // The Chaos All-Stars' ledger: the petty cash out for the match and half of it back.
        const Team chaos = *TeamStore(*database).load(m_fixture.awayTeamId);
        QStringList ledger;
        for (const LedgerEntry &entry : chaos.ledger) {
            if (entry.matchId == matchId)
                ledger << u"%1 %2"_s.arg(entry.amount).arg(entry.detail);
        }
        QVERIFY2(ledger.filter(u"-100000 "_s).size() == 1, qPrintable(ledger.join(u'\n')));
        QVERIFY2(ledger.filter(QRegularExpression(u"^50000 "_s)).size() == 1,
                 qPrintable(ledger.join(u'\n')));
        // Helmut stays with nobody and keeps nothing; each MVP he drew is lost, each other one
        // went to a player of the team (l.3362–3364, issue 16).
        const Team reavers = *TeamStore(*database).load(m_fixture.homeTeamId);
        // (A journeyman released and a free one hired make the list one longer.)
        int mvps = 0;
        for (const Player &p : reavers.players) {
            QVERIFY2(!p.name.contains(u"Helmut"_s), qPrintable(p.name));
            const Player *before = reaversBefore->playerById(p.id);
            mvps += p.mvps - (before ? before->mvps : 0);
        }
        const int lost = int(recorded.out.count(u"an induced player; the award is lost"_s));
        QVERIFY2(lost + mvps == 2, qPrintable(recorded.out));
    }

    // The figures of --json: the gold each team spent and its induced players, worked out from
    // the purchases as `match record` works them out (issue 16 points 4, 6). A league of its own
    // that sells special play cards (league create, as a commissioner does): the Reavers (7
    // linemen at 50,000 and 4 blitzers at 90,000: team value 710,000, treasury 290,000) meet the
    // Marauders (8 linemen, 4 blitzers: 760,000, treasury 240,000). By hand (l.3614–3641):
    //   the Marauders move 200,000 of petty cash: match team value 960,000;
    //   handicap to the Reavers: 960,000 - 710,000 = 250,000;
    //   the Marauders buy a Bloodweiser babe: 50,000 spent, from petty cash; 150,000 comes back;
    //   the Reavers buy Helmut Wulf (110,000), a mercenary Lineman (50,000 + 30,000 = 80,000)
    //   and a Miscellaneous Mayhem card (50,000): 240,000 spent, all from the handicap, 10,000
    //   lost; induced players: Helmut and the mercenary, 2 (the card is no player).
    void jsonFiguresAgreeWithMatchRecord()
    {
        QString problem;
        qint64 homeId = 0;
        qint64 awayId = 0;
        {
            auto database = open();
            const TeamRules teamRules(*m_rules);
            Team reavers = humanTeam(*m_rules, 7, 4);
            reavers.name = u"Talabheim Reavers"_s;
            Team marauders = humanTeam(*m_rules, 8, 4);
            marauders.name = u"Talabheim Marauders"_s;
            QVERIFY(teamRules.confirm(reavers));
            QVERIFY(teamRules.confirm(marauders));
            QCOMPARE(teamRules.teamValue(reavers, false), 710000);
            QCOMPARE(reavers.ledgerBalance(), 290000);
            QCOMPARE(teamRules.teamValue(marauders, false), 760000);
            QCOMPARE(marauders.ledgerBalance(), 240000);
            TeamStore teams(*database);
            QVERIFY2(teams.save(reavers, &problem), qPrintable(problem));
            QVERIFY2(teams.save(marauders, &problem), qPrintable(problem));
            homeId = reavers.id;
            awayId = marauders.id;
        }
        const QString leagueFile =
            writeCommandFile(m_dir.filePath(u"cards-league.json"_s),
                             R"({"name": "Talabheim Cup", "commissioner": "Jim",
                "options": {"special_play_cards": "as_inducements", "max_cards": 5}})");
        const qint64 league = printedId(run({u"league"_s, u"create"_s, leagueFile}));
        for (const qint64 team : {homeId, awayId})
            QCOMPARE(
                run({u"league"_s, u"add-team"_s, QString::number(league), QString::number(team)})
                    .code,
                0);
        const qint64 season =
            printedId(run({u"league"_s, u"season"_s, u"new"_s, QString::number(league)}));
        const qint64 fixture = printedId(run(
            {u"league"_s, u"fixture"_s, u"add"_s, QString::number(league), u"--home"_s,
             QString::number(homeId), u"--away"_s, QString::number(awayId), u"--round"_s, u"1"_s}));
        QVERIFY(league > 0 && season > 0 && fixture > 0);

        MatchSetup setup;
        {
            auto database = open();
            const TeamStore teams(*database);
            setup.home = *teams.load(homeId);
            setup.away = *teams.load(awayId);
        }
        setup.exhibition = false;
        setup.leagueId = league;
        setup.seasonId = season;
        setup.fixtureId = fixture;
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        setup.awayPettyCash = 200000;
        Match match(*m_rules, setup);
        play(match, makeEvent(MatchEventType::Weather, Side::Home), {{u"weather"_s, {3, 4}}});
        play(match, buy(Side::Away, u"bloodweiser_babes"_s)); // petty cash: the stronger first
        play(match, buy(Side::Home, u"star:helmut_wulf"_s));
        play(match, buy(Side::Home, u"mercenary:human.lineman"_s));
        play(match, buy(Side::Home, u"card:miscellaneous_mayhem"_s), {{u"home.card"_s, {3}}});
        playOn(match, u"conceded"_s);
        QCOMPARE(match.state().phase, MatchPhase::Finished);
        const QString id = QString::number(store(match, u"cards-league"_s));

        const CommandResult json = run({u"match"_s, u"result"_s, id, u"--json"_s});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const QJsonObject record = QJsonDocument::fromJson(json.out.toUtf8()).object();
        const QJsonObject home = record.value(u"home"_s).toObject();
        const QJsonObject away = record.value(u"away"_s).toObject();
        QCOMPARE(home.value(u"inducements_spent"_s).toInteger(), 240000);
        QCOMPARE(home.value(u"induced_players"_s).toInt(), 2);
        QCOMPARE(away.value(u"inducements_spent"_s).toInteger(), 50000);
        QCOMPARE(away.value(u"induced_players"_s).toInt(), 0);
        QCOMPARE(away.value(u"inducements"_s).toObject().value(u"petty_cash"_s).toInteger(),
                 200000);

        // `match record` takes that record as it is (figures that disagreed with the purchases
        // would be refused), and says the same of the gold as `match result` does.
        const QString path =
            writeCommandFile(m_dir.filePath(u"cards-league-record.json"_s), json.out.toUtf8());
        const CommandResult recorded = run({u"match"_s, u"record"_s, path, u"--dry-run"_s});
        QVERIFY2(recorded.code == 0, qPrintable(recorded.err));
        const CommandResult result = run({u"match"_s, u"result"_s, id, u"--dry-run"_s});
        QVERIFY2(result.code == 0, qPrintable(result.err));
        const QStringList expected{
            u"Inducements cost 240,000 gp: 240,000 gp from the handicap, 0 gp from petty cash."_s,
            u"Handicap not spent, lost: 10,000 gp."_s,
            u"Inducements cost 50,000 gp: 0 gp from the handicap, 50,000 gp from petty cash."_s,
            u"Petty cash: 200,000 gp moved, 50,000 gp spent, 150,000 gp back to the treasury."_s};
        for (const QString &line : expected) {
            QVERIFY2(result.out.contains(line), qPrintable(line + u"\n---\n"_s + result.out));
            QVERIFY2(recorded.out.contains(line), qPrintable(line + u"\n---\n"_s + recorded.out));
        }
        // The MVPs are drawn anew by each command: the gold lines only are compared whole.
        const auto gold = [](const QStringList &lines) {
            QStringList kept;
            for (const QString &line : lines) {
                if (!line.contains(u"an induced player"_s))
                    kept << line;
            }
            return kept;
        };
        QCOMPARE(gold(inducementLines(recorded.out)), gold(inducementLines(result.out)));
    }

    // Each refusal, with its reason and exit code; nothing written.
    void refusals_data()
    {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("reason");
        const QStringList none;
        QTest::newRow("already recorded")
            << u"recorded"_s << none << 1 << u"is already recorded, as match"_s;
        QTest::newRow("already recorded, dry run")
            << u"recorded"_s << QStringList{u"--dry-run"_s} << 1 << u"is already recorded"_s;
        QTest::newRow("an exhibition") << u"exhibition"_s << none << 1 << u"is an exhibition"_s;
        QTest::newRow("not finished") << u"played"_s << none << 1 << u"is not finished"_s;
        QTest::newRow("not started")
            << u"bought"_s << QStringList{u"--json"_s} << 1 << u"is not finished"_s;
        QTest::newRow("abandoned") << u"abandoned"_s << none << 1 << u"was abandoned"_s;
        QTest::newRow("fixture played since, by another result")
            << u"played since"_s << none << 1 << u"Fixture 17 has already been played (match"_s;
        QTest::newRow("fixture gone")
            << u"no fixture"_s << none << 1 << u"is no longer in the league's schedule"_s;
        QTest::newRow("no such tracked match") << u"999"_s << none << 1 << u"999"_s;
        QTest::newRow("not an id") << u"abc"_s << none << 2 << u"'abc' is not a tracked match id"_s;
        QTest::newRow("both --dry-run and --json")
            << u"recorded"_s << QStringList{u"--dry-run"_s, u"--json"_s} << 2 << u"not both"_s;
    }
    void refusals()
    {
        QFETCH(QString, which);
        QFETCH(QStringList, options);
        QFETCH(int, code);
        QFETCH(QString, reason);
        QString id = which;
        if (which == u"recorded"_s) {
            id = QString::number(m_tracked);
        } else if (which == u"exhibition"_s) {
            id = QString::number(store(trackedFixture(u"conceded"_s, 0, true), which));
        } else if (which == u"played"_s || which == u"bought"_s) {
            id = QString::number(store(trackedFixture(which), which));
        } else if (which == u"abandoned"_s) {
            const qint64 tracked = store(trackedFixture(u"conceded"_s), which);
            auto database = open();
            QVERIFY(MatchLogStore(*database).setStatus(tracked, TrackedMatchStatus::Abandoned));
            id = QString::number(tracked);
        } else if (which == u"played since"_s) {
            id = QString::number(store(trackedFixture(u"conceded"_s), u"since"_s));
        } else if (which == u"no fixture"_s) {
            id = QString::number(store(trackedFixture(u"conceded"_s, 9999), u"gone"_s));
        }
        const CommandResult result = run(QStringList{u"match"_s, u"result"_s, id} + options);
        QVERIFY2(result.code == code, qPrintable(result.out + result.err));
        QVERIFY2(result.err.contains(reason), qPrintable(result.err));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestMatchResultCommand)
#include "tst_match_result_command.moc"
