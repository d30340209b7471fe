#include "BloodyBallScreenshots.h"

#include "core/bloodyball/BloodyAi.h"
#include "core/bloodyball/TeamDraw.h"
#include "core/dice/RandomDice.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/BloodyBallStore.h"
#include "core/storage/TeamStore.h"
#include "session/BloodyBallSession.h"
#include "views/MainWindow.h"
#include "views/bloodyball/BloodyBallPage.h"
#include "views/bloodyball/BloodyLeagueDialog.h"
#include "views/bloodyball/BoardWidget.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QMouseEvent>
#include <QPushButton>
#include <QStandardPaths>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::bloodyball;

namespace {

void clickSquare(BoardWidget *board, Square s)
{
    const QPointF at = board->centreOf(s);
    QMouseEvent press(QEvent::MouseButtonPress, at, board->mapToGlobal(at), Qt::LeftButton,
                      Qt::LeftButton, {});
    QMouseEvent release(QEvent::MouseButtonRelease, at, board->mapToGlobal(at), Qt::LeftButton,
                        Qt::NoButton, {});
    QCoreApplication::sendEvent(board, &press);
    QCoreApplication::sendEvent(board, &release);
}

// The first legal play, preferring an attack, a pass or a move forward.
Event choose(const Game &game)
{
    Event best;
    int bestScore = -1;
    for (const int card : game.hand()) {
        for (const Event &e : game.legalPlays(card)) {
            int score = 0;
            if (e.action == Action::Attack || e.action == Action::Pass)
                score = 3;
            else if (e.action == Action::Move || e.action == Action::GetUp ||
                     e.action == Action::Recover)
                score = 2;
            else if (e.action == Action::Dodge)
                score = 4;
            if (score > bestScore) {
                best = e;
                bestScore = score;
            }
        }
    }
    if (bestScore < 0) {
        best.type = Event::Type::Play;
        best.action = Action::Discard;
        best.card = game.hand().value(0);
        best.asSuit = Suit::Clubs;
    }
    return best;
}

} // namespace

bool captureBloodyBallScreenshots(MainWindow &window, const QDir &output, const QString &language)
{
    QStandardPaths::setTestModeEnabled(true);
    QFile::remove(BloodyBallSession::defaultPath());
    window.showArea(MainWindow::Area::BloodyBall);
    BloodyBallPage *page = window.bloodyBallPage();
    if (!page)
        return false;
    BloodyBallSession *session = page->session();
    RandomDice dice(11);
    session->setDice(&dice);
    bool ok = bool(session->shuffle());
    for (int i = 0; ok && i < 2; ++i) {
        Event place;
        place.type = Event::Type::Place;
        place.team = session->game().state().placingTeam;
        place.squares = Rules::standardLineup(place.team);
        ok = bool(session->submit(place));
    }
    Event give;
    give.type = Event::Type::GiveBall;
    give.player = 3;
    ok = ok && bool(session->submit(give));
    for (int i = 0; ok && i < 9; ++i) {
        const GameState &s = session->game().state();
        if (s.stage == Stage::Reaction) {
            Event e = choose(session->game());
            if (e.action == Action::Discard)
                e.type = Event::Type::Decline;
            ok = bool(session->submit(e));
        } else if (s.stage == Stage::Deviation) {
            Event e;
            e.type = Event::Type::Deviate;
            e.team = s.deviation.chooser;
            e.target = {s.deviation.at.x, s.deviation.at.y == 0 ? 1 : s.deviation.at.y - 1};
            if (e.target == s.deviation.from)
                e.target.x += e.target.x == 0 ? 1 : -1;
            ok = bool(session->submit(e));
        } else if (s.stage == Stage::Playing) {
            ok = bool(session->submit(choose(session->game())));
        }
    }
    if (!ok)
        return false;
    // The coach to play shows his hand, picks a card that has a use and one of his players.
    const Game &game = session->game();
    if (game.state().stage == Stage::Playing || game.state().stage == Stage::Reaction) {
        page->findChild<QPushButton *>(u"bloodyShowHand"_s)->click();
        QCoreApplication::processEvents();
        const QList<int> hand = game.hand();
        for (int c = 0; c < hand.size(); ++c) {
            const QList<Event> plays = game.legalPlays(hand.at(c));
            if (plays.isEmpty())
                continue;
            page->findChild<QToolButton *>(u"bloodyCard%1"_s.arg(c))->click();
            const Square at =
                Rules::player(game.state(), {game.actingTeam(), plays.last().player}).square;
            clickSquare(page->findChild<BoardWidget *>(), at);
            break;
        }
    }
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        window.resize(size);
        QCoreApplication::processEvents();
        const QString file = output.filePath(
            u"bloodyball-%1-%2.png"_s.arg(size.width() == 1366 ? u"1366"_s : u"1920"_s, language));
        if (!window.grab().save(file))
            return false;
        printf("%s\n", qPrintable(file));
    }
    window.resize(1366, 768);
    return captureBloodyLeagueScreenshots(window, output, language);
}

// Part 5: two teams drawn from the database's Dugout teams, a whole game between them played
// by the computer, the page at the end with its result kept, and the teams and table dialog.
bool captureBloodyLeagueScreenshots(MainWindow &window, const QDir &output, const QString &language)
{
    Database *db = window.database();
    const std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
    BloodyBallPage *page = window.bloodyBallPage();
    if (!db || !rules || !page)
        return false;
    BloodyBallStore store(*db);
    GameSetup setup = BloodyBallSession::defaultSetup();
    int drawn = 0;
    for (const TeamStore::Summary &t : TeamStore(*db).list()) {
        const std::optional<Team> lrb = TeamStore(*db).load(t.id);
        const std::optional<BloodyTeam> team = lrb ? TeamDraw::draw(*lrb, *rules) : std::nullopt;
        if (!team || store.addTeam(*team) == 0)
            continue;
        if (drawn < 2)
            setup.teams[size_t(drawn)] = team->team;
        if (++drawn == 3)
            break;
    }
    BloodyTeam typed;
    typed.team.name = u"Ogre Pals"_s;
    typed.team.players = {u"Grub"_s, u"Mog"_s, u"Zug"_s, u"Bork"_s, u"Nag"_s};
    typed.team.champion = 1;
    typed.figures = {u"Ogre"_s, u"Goblin"_s, u"Goblin"_s, u"Snotling"_s, u"Troll"_s};
    store.addTeam(typed);
    if (drawn < 2)
        return false;
    BloodyBallSession *session = page->session();
    RandomDice dice(7);
    session->setDice(&dice);
    if (!session->start(setup, BloodyBallSession::defaultPath()))
        return false;
    while (session->game().state().stage != Stage::GameOver) {
        const RuleCheck ok = session->game().state().stage == Stage::QuarterStart
                                 ? session->shuffle()
                                 : session->submit(Ai::decide(session->game()));
        if (!ok)
            return false;
    }
    QCoreApplication::processEvents();
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        window.resize(size);
        QCoreApplication::processEvents();
        const QString file = output.filePath(u"bloodyball-over-%1-%2.png"_s.arg(
            size.width() == 1366 ? u"1366"_s : u"1920"_s, language));
        if (!window.grab().save(file))
            return false;
        printf("%s\n", qPrintable(file));
    }
    page->findChild<QPushButton *>(u"bloodyRecord"_s)->click();
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        window.resize(size);
        BloodyLeagueDialog dialog(*db, *rules, page);
        dialog.resize(size.width() * 85 / 100, size.height() * 85 / 100);
        dialog.show();
        QCoreApplication::processEvents();
        const QString file = output.filePath(u"bloodyball-league-%1-%2.png"_s.arg(
            size.width() == 1366 ? u"1366"_s : u"1920"_s, language));
        if (!dialog.grab().save(file))
            return false;
        printf("%s\n", qPrintable(file));
    }
    window.resize(1366, 768);
    QFile::remove(BloodyBallSession::defaultPath());
    return true;
}
