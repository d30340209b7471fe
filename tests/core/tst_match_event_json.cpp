// Match events and setups as JSON (docs/architecture.md, "A tracked match is an event log"): every
// event type goes there and back unchanged, lines stay short and readable, and a damaged line is
// refused with the field named.
#include "../support/MatchFixtures.h"
#include "core/match/MatchEventJson.h"
#include "core/match/MatchEventKeys.h"
#include "core/match/MatchLogFile.h"
#include "core/match/MatchSetupJson.h"
#include "core/rules/RulesetLoader.h"

#include <QJsonDocument>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(dugout::MatchEvent)

namespace {

MatchEvent make(MatchEventType type, Side side = Side::Home)
{
    MatchEvent e;
    e.type = type;
    e.side = side;
    e.at = QDateTime(QDate(2024, 5, 1), QTime(19, 42, 7, 250), Qt::UTC);
    return e;
}

} // namespace

class TestMatchEventJson : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
    }

    void everyTypeHasAKey()
    {
        QSet<QString> keys;
        for (int i = 0; i <= int(MatchEventType::PlayCard); ++i) {
            const QString key = eventTypeKey(MatchEventType(i));
            QVERIFY2(!key.isEmpty(), qPrintable(u"type %1 has no key"_s.arg(i)));
            MatchEventType back = MatchEventType::EndTurn;
            QVERIFY(eventTypeFromKey(key, &back));
            QCOMPARE(int(back), i);
            keys.insert(key);
        }
        QCOMPARE(keys.size(), int(MatchEventType::PlayCard) + 1);
        for (int i = 0; i <= int(PlayerAction::Other); ++i)
            QVERIFY(!playerActionKey(PlayerAction(i)).isEmpty());
        for (int i = 0; i <= int(KnockDownCause::SpikedBall); ++i)
            QVERIFY(!knockDownCauseKey(KnockDownCause(i)).isEmpty());
        for (int i = 0; i <= int(TurnoverReason::FailedLanding); ++i)
            QVERIFY(!turnoverReasonKey(TurnoverReason(i)).isEmpty());
    }

    // A field added to MatchEvent needs a key in MatchEventJson (and a row below): this size
    // check is the reminder. Update it together with the JSON.
    void everyFieldIsWritten()
    {
        if (sizeof(void *) != 8)
            QSKIP("size checked on 64-bit builds only");
        QCOMPARE(sizeof(MatchEvent), size_t(224));
    }

    void roundTrip_data()
    {
        QTest::addColumn<MatchEvent>("event");
        QTest::addColumn<QString>("typeKey");

        MatchEvent e = make(MatchEventType::PreMatch, Side::Away);
        e.dice = {{u"weather"_s, {3, 4}}, {u"home.gate"_s, {3, 5}}, {u"away.gate"_s, {4, 2}}};
        QTest::newRow("pre_match") << e << u"pre_match"_s;

        e = make(MatchEventType::Lineup);
        e.numbers = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        e.lineOfScrimmage = 3;
        e.wideLeft = 2;
        e.wideRight = 1;
        QTest::newRow("lineup") << e << u"lineup"_s;

        e = make(MatchEventType::KickOff);
        e.dice = {{u"kickoff"_s, {5, 6}}, {u"away.rock"_s, {4}}, {u"rock.target"_s, {3}}};
        QTest::newRow("kick_off: throw a rock") << e << u"kick_off"_s;

        QTest::newRow("start_turn")
            << make(MatchEventType::StartTurn, Side::Away) << u"start_turn"_s;

        for (PlayerAction action :
             {PlayerAction::Move, PlayerAction::Block, PlayerAction::Blitz, PlayerAction::Pass,
              PlayerAction::HandOff, PlayerAction::Foul, PlayerAction::Other}) {
            e = make(MatchEventType::Action);
            e.number = 7;
            e.action = action;
            QTest::addRow("action %s", qPrintable(playerActionKey(action))) << e << u"action"_s;
        }

        e = make(MatchEventType::TeamReroll, Side::Away);
        e.number = 12;
        e.dice = {{u"away.loner"_s, {4}}};
        QTest::newRow("team_reroll by a loner") << e << u"team_reroll"_s;

        QTest::newRow("leader_reroll") << make(MatchEventType::LeaderReroll) << u"leader_reroll"_s;

        for (KnockDownCause cause :
             {KnockDownCause::Block, KnockDownCause::Fall, KnockDownCause::Crowd,
              KnockDownCause::Rock, KnockDownCause::Chainsaw, KnockDownCause::Other,
              KnockDownCause::SpikedBall}) {
            e = make(MatchEventType::KnockDown, Side::Away);
            e.number = 4;
            e.target = cause == KnockDownCause::Block || cause == KnockDownCause::Chainsaw ? 7 : 0;
            e.cause = cause;
            e.dice = {{u"away.armour"_s, {5, 5}},
                      {u"away.injury"_s, {6, 6}},
                      {u"away.casualty"_s, {4, 8}}};
            QTest::addRow("knock_down by %s", qPrintable(knockDownCauseKey(cause)))
                << e << u"knock_down"_s;
        }

        e = make(MatchEventType::PlacedProne);
        e.number = 3;
        QTest::newRow("placed_prone") << e << u"placed_prone"_s;

        e = make(MatchEventType::Foul);
        e.number = 9;
        e.target = 5;
        e.assists = 2;
        e.defensiveAssists = 1;
        e.dice = {{u"away.armour"_s, {4, 4}}, {u"away.injury"_s, {2, 3}}};
        QTest::newRow("foul with assists") << e << u"foul"_s;

        e = make(MatchEventType::Apothecary);
        e.number = 6;
        e.flag = true; // keeps the second casualty result
        e.dice = {{u"home.apothecary"_s, {2, 5}}};
        QTest::newRow("apothecary keeping the second result") << e << u"apothecary"_s;

        QTest::newRow("raise_dead")
            << make(MatchEventType::RaiseDead, Side::Away) << u"raise_dead"_s;

        e = make(MatchEventType::Bribe);
        e.number = 9;
        e.dice = {{u"home.bribe"_s, {1}}};
        QTest::newRow("bribe") << e << u"bribe"_s;

        for (auto [type, key] : {std::pair{MatchEventType::Completion, u"completion"_s},
                                 std::pair{MatchEventType::Interception, u"interception"_s},
                                 std::pair{MatchEventType::Touchdown, u"touchdown"_s}}) {
            e = make(type, Side::Away);
            e.number = 99; // journeymen go past 16
            QTest::addRow("%s", qPrintable(key)) << e << key;
        }

        for (int i = 0; i <= int(TurnoverReason::FailedLanding); ++i) {
            e = make(MatchEventType::Turnover);
            e.reason = TurnoverReason(i);
            QTest::addRow("turnover %s", qPrintable(turnoverReasonKey(e.reason)))
                << e << u"turnover"_s;
        }

        QTest::newRow("end_turn") << make(MatchEventType::EndTurn) << u"end_turn"_s;

        e = make(MatchEventType::EndDrive);
        e.numbers = {12};
        e.awayNumbers = {14, 15};
        e.dice = {{u"home.bribe.12"_s, {2}},
                  {u"away.bribe.14"_s, {1}},
                  {u"away.bribe.15"_s, {6}},
                  {u"home.heat.3"_s, {1}},
                  {u"away.ko.5"_s, {4}}};
        QTest::newRow("end_drive with bribes") << e << u"end_drive"_s;

        QTest::newRow("concede") << make(MatchEventType::Concede, Side::Away) << u"concede"_s;

        e = make(MatchEventType::Overtime, Side::Away);
        e.flag = true;
        QTest::newRow("overtime agreed") << e << u"overtime"_s;
        QTest::newRow("overtime refused") << make(MatchEventType::Overtime) << u"overtime"_s;

        e = make(MatchEventType::ShootOut);
        e.dice = {{u"home.shootout"_s, {3, 5}}, {u"away.shootout"_s, {3, 2}}};
        QTest::newRow("shoot_out rolled twice") << e << u"shoot_out"_s;

        QTest::newRow("accept_draw") << make(MatchEventType::AcceptDraw) << u"accept_draw"_s;

        e = make(MatchEventType::Regeneration, Side::Away);
        e.number = 4;
        e.dice = {{u"away.regeneration"_s, {5}}};
        QTest::newRow("regeneration, apothecary declined") << e << u"regeneration"_s;

        // Issue 16: the pre-match sequence and the inducements in the log.
        e = make(MatchEventType::Weather);
        e.dice = {{u"weather"_s, {6, 6}}};
        QTest::newRow("weather") << e << u"weather"_s;
        e = make(MatchEventType::Inducement, Side::Away);
        e.item = u"mercenary:human.blitzer+tackle"_s;
        QTest::newRow("inducement: a mercenary") << e << u"inducement"_s;
        e = make(MatchEventType::Inducement);
        e.item = u"card:miscellaneous_mayhem"_s;
        e.dice = {{u"home.card"_s, {7}}};
        QTest::newRow("inducement: a card drawn") << e << u"inducement"_s;
        e = make(MatchEventType::Spell);
        e.item = u"fireball"_s;
        e.numbers = {1, 2};
        e.awayNumbers = {3};
        e.dice = {{u"home.spell.1"_s, {4}},
                  {u"home.armour"_s, {3, 3}},
                  {u"home.spell.2"_s, {1}},
                  {u"away.spell.3"_s, {2}}};
        QTest::newRow("spell: a fireball") << e << u"spell"_s;
        e = make(MatchEventType::Igor, Side::Away);
        e.number = 5;
        e.dice = {{u"away.igor"_s, {4}}};
        QTest::newRow("igor") << e << u"igor"_s;
        e = make(MatchEventType::PlayCard, Side::Away);
        e.item = u"miscellaneous_mayhem.eclipse"_s;
        QTest::newRow("play_card") << e << u"play_card"_s;
        e.item = u"good_karma.intensive_training"_s;
        e.choice = u"tackle"_s;
        e.numbers = {5};
        e.confirmed = true;
        QTest::newRow("play_card: a choice and a confirmation") << e << u"play_card"_s;

        e = make(MatchEventType::KnockDown);
        e.number = 3;
        e.cause = KnockDownCause::Landing;
        e.ball = true;
        e.dice = {{u"home.armour"_s, {2, 2}}};
        QTest::newRow("failed landing with the ball") << e << u"knock_down"_s;

        e = make(MatchEventType::PlacedProne);
        e.number = 3;
        e.ball = true;
        QTest::newRow("placed prone with the ball") << e << u"placed_prone"_s;

        // Blackmail (random_events.blackmail): a player the other team controls turns on his
        // own team; `team_mate` says the attacker or the fouler's victim plays for `side`.
        e = make(MatchEventType::KnockDown, Side::Away);
        e.number = 6;
        e.target = 5;
        e.teamMate = true;
        e.dice = {{u"away.armour"_s, {5, 4}}, {u"away.injury"_s, {4, 4}}};
        QTest::newRow("knock_down by a team-mate") << e << u"knock_down"_s;
        e = make(MatchEventType::Foul, Side::Away);
        e.number = 5;
        e.target = 6;
        e.teamMate = true;
        e.dice = {{u"away.armour"_s, {5, 5}}, {u"away.injury"_s, {2, 2}}};
        QTest::newRow("foul of a team-mate") << e << u"foul"_s;

        // La Forge de Sigmar: a token on a square, the start of a turn with a square where a
        // player stops the lava, a strike on the ice with the square chosen.
        e = make(MatchEventType::TerrainPlace);
        e.terrain = u"crevasse"_s;
        e.squares = {{12, 3}};
        QTest::newRow("terrain_place") << e << u"terrain_place"_s;
        e = make(MatchEventType::TerrainEvolution, Side::Away);
        e.squares = {{12, 4}};
        e.dice = {{u"forge.end.C12"_s, {5}}, {u"forge.end.H10"_s, {2}}};
        QTest::newRow("terrain_evolution") << e << u"terrain_evolution"_s;
        e = make(MatchEventType::CreateCrevasse);
        e.number = 5;
        e.squares = {{10, 8}, {9, 9}};
        e.dice = {{u"home.strike"_s, {6, 6}}, {u"forge.find"_s, {3, 4}}};
        QTest::newRow("create_crevasse") << e << u"create_crevasse"_s;
        e = make(MatchEventType::CrevasseFall, Side::Away);
        e.number = 3;
        e.squares = {{11, 8}};
        e.dice = {{u"away.armour"_s, {2, 3}}};
        QTest::newRow("crevasse_fall") << e << u"crevasse_fall"_s;
        e = make(MatchEventType::Action);
        e.number = 6;
        e.action = PlayerAction::Pass;
        e.squares = {{11, 8}};
        QTest::newRow("a pass from a square") << e << u"action"_s;

        e = make(MatchEventType::EndTurn);
        e.at = QDateTime();
        QTest::newRow("no time") << e << u"end_turn"_s;

        e = make(MatchEventType::EndTurn);
        e.at = QDateTime(QDate(2024, 5, 1), QTime(21, 42, 7, 250),
                         QTimeZone(7200)); // the same instant, UTC+2
        QTest::newRow("time in another zone") << e << u"end_turn"_s;

        e = make(MatchEventType::Action);
        e.number = -1;
        e.target = 2147483647;
        e.dice = {{u"odd purpose \"quoted\" é"_s, {}}};
        QTest::newRow("odd values survive, the rules judge them") << e << u"action"_s;
    }
    void roundTrip()
    {
        QFETCH(MatchEvent, event);
        QFETCH(QString, typeKey);
        const QJsonObject json = MatchEventJson::toJson(event);
        QCOMPARE(json.value(u"type"_s).toString(), typeKey);
        QString error;
        const std::optional<MatchEvent> back = MatchEventJson::fromJson(json, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, event);

        // As one line: no newline inside, type first, and the same event again.
        const QByteArray line = MatchEventJson::toLine(event);
        QVERIFY(!line.contains('\n'));
        const QByteArray start = "{\"type\":\"" + typeKey.toUtf8() + "\",\"side\":";
        QVERIFY2(line.startsWith(start), line.constData());
        QCOMPARE(QJsonDocument::fromJson(line).object(), json);
        const std::optional<MatchEvent> fromLine = MatchEventJson::fromLine(line, &error);
        QVERIFY2(fromLine, qPrintable(error));
        QCOMPARE(*fromLine, event);
    }

    void linesAreShortAndReadable()
    {
        MatchEvent e = make(MatchEventType::KnockDown, Side::Away);
        e.number = 4;
        e.target = 7;
        e.dice = {{u"away.armour"_s, {5, 5}}, {u"away.injury"_s, {4, 5}}};
        QCOMPARE(
            MatchEventJson::toLine(e),
            QByteArray(
                R"({"type":"knock_down","side":"away","number":4,"target":7,)"
                R"("dice":{"away.armour":[5,5],"away.injury":[4,5]},"at":"2024-05-01T19:42:07.250Z"})"));
        // A team-mate's knock-down (Blackmail) says so after `ball`.
        e.teamMate = true;
        QCOMPARE(
            MatchEventJson::toLine(e),
            QByteArray(
                R"({"type":"knock_down","side":"away","number":4,"target":7,"team_mate":true,)"
                R"("dice":{"away.armour":[5,5],"away.injury":[4,5]},"at":"2024-05-01T19:42:07.250Z"})"));
        e.teamMate = false;
        // Default fields are left out: an end of turn says little.
        QCOMPARE(
            MatchEventJson::toLine(make(MatchEventType::EndTurn)),
            QByteArray(R"({"type":"end_turn","side":"home","at":"2024-05-01T19:42:07.250Z"})"));
        e = make(MatchEventType::Turnover);
        e.reason = TurnoverReason::FailedPickUp;
        e.at = QDateTime();
        QCOMPARE(MatchEventJson::toLine(e),
                 QByteArray(R"({"type":"turnover","side":"home","reason":"failed_pick_up"})"));
    }

    void missingFieldsTakeTheirDefaults()
    {
        QString error;
        const std::optional<MatchEvent> e =
            MatchEventJson::fromLine(R"({"type":"action","number":5})", &error);
        QVERIFY2(e, qPrintable(error));
        QCOMPARE(e->type, MatchEventType::Action);
        QCOMPARE(e->side, Side::Home);
        QCOMPARE(e->action, PlayerAction::Move);
        QCOMPARE(e->number, 5);
        QVERIFY(!e->at.isValid());
        QVERIFY(e->dice.isEmpty());
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("{\"type\": ") << u"not valid JSON"_s;
        QTest::newRow("an array") << QByteArray("[1, 2]") << u"must be a JSON object"_s;
        QTest::newRow("no type") << QByteArray(R"({"side":"home"})") << u"\"type\" is missing"_s;
        QTest::newRow("unknown type")
            << QByteArray(R"({"type":"teleport"})")
            << u"\"type\": \"teleport\" is not one of pre_match, lineup"_s;
        QTest::newRow("type not text")
            << QByteArray(R"({"type":3})") << u"\"type\" must be a text"_s;
        QTest::newRow("camelCase type")
            << QByteArray(R"({"type":"KnockDown"})") << u"\"type\": \"KnockDown\""_s;
        QTest::newRow("unknown side") << QByteArray(R"({"type":"end_turn","side":"visitors"})")
                                      << u"\"side\": \"visitors\" is not one of home, away."_s;
        QTest::newRow("unknown action")
            << QByteArray(R"({"type":"action","action":"dance"})") << u"\"action\": \"dance\""_s;
        QTest::newRow("unknown cause") << QByteArray(R"({"type":"knock_down","cause":"gravity"})")
                                       << u"\"cause\": \"gravity\""_s;
        QTest::newRow("unknown reason") << QByteArray(R"({"type":"turnover","reason":"bad_luck"})")
                                        << u"\"reason\": \"bad_luck\""_s;
        QTest::newRow("number as text") << QByteArray(R"({"type":"action","number":"7"})")
                                        << u"\"number\" must be a whole number."_s;
        QTest::newRow("fractional number") << QByteArray(R"({"type":"action","number":7.5})")
                                           << u"\"number\" must be a whole number."_s;
        QTest::newRow("huge target") << QByteArray(R"({"type":"knock_down","target":1e12})")
                                     << u"\"target\" must be a whole number."_s;
        QTest::newRow("assists null") << QByteArray(R"({"type":"foul","assists":null})")
                                      << u"\"assists\" must be a whole number."_s;
        QTest::newRow("numbers not a list") << QByteArray(R"({"type":"lineup","numbers":5})")
                                            << u"\"numbers\" must be a list of whole numbers."_s;
        QTest::newRow("numbers with text") << QByteArray(R"({"type":"lineup","numbers":[1,"2"]})")
                                           << u"\"numbers\" must be a list"_s;
        QTest::newRow("away numbers") << QByteArray(R"({"type":"end_drive","away_numbers":[true]})")
                                      << u"\"away_numbers\" must be a list"_s;
        QTest::newRow("flag as number") << QByteArray(R"({"type":"overtime","flag":1})")
                                        << u"\"flag\" must be true or false."_s;
        QTest::newRow("ball as text") << QByteArray(R"({"type":"placed_prone","ball":"yes"})")
                                      << u"\"ball\" must be true or false."_s;
        QTest::newRow("team_mate as number") << QByteArray(R"({"type":"knock_down","team_mate":1})")
                                             << u"\"team_mate\" must be true or false."_s;
        QTest::newRow("dice as list")
            << QByteArray(R"({"type":"kick_off","dice":[3,4]})") << u"\"dice\" must be an object"_s;
        QTest::newRow("a die as number")
            << QByteArray(R"({"type":"kick_off","dice":{"kickoff":7}})")
            << u"\"dice\": \"kickoff\" must be a list of whole numbers."_s;
        QTest::newRow("a die as text")
            << QByteArray(R"({"type":"kick_off","dice":{"kickoff":["3","4"]}})")
            << u"\"dice\": \"kickoff\""_s;
        QTest::newRow("time not iso") << QByteArray(R"({"type":"end_turn","at":"yesterday"})")
                                      << u"\"at\" must be a date and time in UTC"_s;
        QTest::newRow("time without zone")
            << QByteArray(R"({"type":"end_turn","at":"2024-05-01T19:42:07.250"})")
            << u"\"at\" must be"_s;
        QTest::newRow("time as number")
            << QByteArray(R"({"type":"end_turn","at":1714592527})") << u"\"at\" must be"_s;
        QTest::newRow("unknown field")
            << QByteArray(R"({"type":"end_turn","nmber":7})") << u"Unknown field \"nmber\"."_s;
    }
    void malformed()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!MatchEventJson::fromLine(line, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void setupRoundTrip()
    {
        MatchSetup setup = test::humanDerby(*m_rules);
        setup.home.id = 3;
        setup.away.id = 8;
        setup.home.players[2].niggling = 1;
        setup.home.players[4].missNextGame = true;
        setup.exhibition = false;
        setup.leagueId = 1;
        setup.seasonId = 2;
        setup.fixtureId = 17;
        // Issue 17: a semi-final's setup says so, for the doubled gate (GateRoll).
        setup.stage = FixtureStage::SemiFinal;
        // l.3969–3971: a semi-final of a league without playoff_inducements gives no handicap.
        setup.handicapAllowed = false;
        // Issue 16: the petty cash and the league's inducement options are part of the setup,
        // so a replay checks the purchases (Inducement events) against them again.
        setup.homePettyCash = 50000;
        setup.freeFanFactor = true;
        setup.inducementOptions.allowedInducements = QStringList{u"bribe"_s, u"wizard"_s};
        setup.inducementOptions.cards = SpecialPlayCardsRule::FixedBudget;
        setup.inducementOptions.maxCards = 3;
        setup.inducementOptions.cardBudget = 100000;
        QString error;
        const std::optional<MatchSetup> back =
            MatchSetupJson::fromJson(MatchSetupJson::toJson(setup), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, setup);
        // Nothing bought: the file is as before.
        const QJsonObject plain = MatchSetupJson::toJson(test::humanDerby(*m_rules));
        QVERIFY(!plain.contains(u"inducement_options"_s));
        QVERIFY(!plain.contains(u"free_fan_factor"_s));
        QVERIFY(!plain.contains(u"stage"_s));
        QVERIFY(!plain.contains(u"handicap_allowed"_s));
        QVERIFY(MatchSetupJson::fromJson(plain, &error)->handicapAllowed);
    }

    // A setup read from a file (one written by hand too): without "handicap_allowed", the
    // handicap follows the stage, so a play-off match's log never buys with a handicap the
    // league did not allow (l.3969–3971); with it, the league's choice is kept both ways.
    void handicapFollowsTheStage_data()
    {
        QTest::addColumn<QString>("stage");
        QTest::addColumn<QString>("flag"); // "" left out, "true", "false"
        QTest::addColumn<bool>("allowed");
        QTest::newRow("l.3631 regular, left out: handicap") << u"regular"_s << QString() << true;
        QTest::newRow("l.3969 play-off round, left out: none")
            << u"playoff_round"_s << QString() << false;
        QTest::newRow("l.3969 semi-final, left out: none") << u"semi_final"_s << QString() << false;
        QTest::newRow("l.3969 final, left out: none") << u"final"_s << QString() << false;
        QTest::newRow("l.3969 semi-final, the league allows it")
            << u"semi_final"_s << u"true"_s << true;
        QTest::newRow("l.3969 final, refused by the league") << u"final"_s << u"false"_s << false;
        QTest::newRow("l.3631 regular, true") << u"regular"_s << u"true"_s << true;
    }
    void handicapFollowsTheStage()
    {
        QFETCH(QString, stage);
        QFETCH(QString, flag);
        QFETCH(bool, allowed);
        QJsonObject json = MatchSetupJson::toJson(test::humanDerby(*m_rules));
        json.insert(u"stage"_s, stage);
        if (!flag.isEmpty())
            json.insert(u"handicap_allowed"_s, flag == u"true"_s);
        QString error;
        const std::optional<MatchSetup> setup = MatchSetupJson::fromJson(json, &error);
        QVERIFY2(setup, qPrintable(error));
        QCOMPARE(setup->handicapAllowed, allowed);
        // Written back and read again, it stays what it was.
        const QJsonObject written = MatchSetupJson::toJson(*setup);
        QCOMPARE(MatchSetupJson::fromJson(written, &error)->handicapAllowed, allowed);
        // The flag is written only when it is not the stage's default.
        QCOMPARE(written.contains(u"handicap_allowed"_s), allowed != (stage == u"regular"_s));
    }

    void malformedSetup_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("no home team")
            << u"home"_s << QJsonValue() << u"\"home\" must be the team as a JSON object."_s;
        QTest::newRow("away not a snapshot")
            << u"away"_s << QJsonValue(QJsonObject{{u"name"_s, u"X"_s}})
            << u"\"away\": The stored copy of the team is damaged"_s;
        QTest::newRow("exhibition as text") << u"exhibition"_s << QJsonValue(u"yes"_s)
                                            << u"\"exhibition\" must be true or false."_s;
        QTest::newRow("stage unknown")
            << u"stage"_s << QJsonValue(u"quarter_final"_s)
            << u"\"stage\" must be regular, playoff_round, semi_final or final."_s;
        QTest::newRow("stage not text")
            << u"stage"_s << QJsonValue(2)
            << u"\"stage\" must be regular, playoff_round, semi_final or final."_s;
        QTest::newRow("negative fixture")
            << u"fixture"_s << QJsonValue(-3) << u"\"fixture\" must be an id"_s;
        QTest::newRow("unknown key")
            << u"referee"_s << QJsonValue(u"Ref"_s) << u"Unknown field \"referee\""_s;
        QTest::newRow("inducement options not an object")
            << u"inducement_options"_s << QJsonValue(3) << u"\"inducement_options\""_s;
        QTest::newRow("an unknown card rule")
            << u"inducement_options"_s
            << QJsonValue(QJsonObject{{u"special_play_cards"_s, u"always"_s},
                                      {u"max_cards"_s, 5},
                                      {u"card_budget"_s, 0}})
            << u"\"special_play_cards\" is not a card rule."_s;
        QTest::newRow("free fan factor as text") << u"free_fan_factor"_s << QJsonValue(u"yes"_s)
                                                 << u"\"free_fan_factor\" must be true or false."_s;
        QTest::newRow("handicap allowed as a number")
            << u"handicap_allowed"_s << QJsonValue(0)
            << u"\"handicap_allowed\" must be true or false."_s;
        QTest::newRow("petty cash as text") << u"home_petty_cash"_s << QJsonValue(u"lots"_s)
                                            << u"\"home_petty_cash\" must be a whole number"_s;
    }
    void malformedSetup()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QJsonObject json = MatchSetupJson::toJson(test::humanDerby(*m_rules));
        if (value.isNull())
            json.remove(key);
        else
            json.insert(key, value);
        QString error;
        QVERIFY(!MatchSetupJson::fromJson(json, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void logFileRoundTrip()
    {
        const MatchSetup setup = test::humanDerby(*m_rules);
        QList<MatchEvent> events{make(MatchEventType::PreMatch),
                                 make(MatchEventType::EndTurn, Side::Away)};
        events[0].dice = {{u"weather"_s, {3, 4}}};
        const QByteArray bytes = MatchLogFile::toBytes(setup, events);
        QVERIFY(bytes.startsWith("{\"dugout_match\":1,\"setup\":{"));
        QCOMPARE(bytes.count('\n'), 3);
        QString error;
        std::optional<MatchLog> log = MatchLogFile::fromBytes(bytes, &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->setup, setup);
        QCOMPARE(log->events, events);
        // Windows line ends and blank lines are fine.
        QByteArray windows = bytes;
        windows.replace("\n", "\r\n\r\n");
        log = MatchLogFile::fromBytes(windows, &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->events, events);
    }

    void malformedLogFile_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const QByteArray header = MatchLogFile::header(MatchSetup{});
        QTest::newRow("empty") << QByteArray("\n\n") << u"The file is empty"_s;
        QTest::newRow("no header")
            << QByteArray(R"({"type":"end_turn"})") << u"Line 1: this is not a Dugout match file"_s;
        QTest::newRow("newer format") << QByteArray(R"({"dugout_match":2,"setup":{}})")
                                      << u"Line 1: the file was written by a newer Dugout"_s;
        QTest::newRow("bad event on line 3")
            << header + "\n{\"type\":\"end_turn\"}\n{\"type\":\"end_turn\",\"side\":3}\n"
            << u"Line 3: \"side\" must be a text"_s;
        QTest::newRow("truncated last line")
            << header + "\n\n{\"type\":\"end_turn\"}\n{\"type\":\"end_t"
            << u"Line 4: not valid JSON"_s;
    }
    void malformedLogFile()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!MatchLogFile::fromBytes(bytes, &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestMatchEventJson)
#include "tst_match_event_json.moc"
