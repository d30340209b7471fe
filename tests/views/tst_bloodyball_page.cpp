// Bloody Ball in the window (issue 20, part 2), offscreen and driven as two coaches sharing a
// laptop do: open the area from the navigation, shuffle, set up (moving a player), hand out the
// ball, show the hand, pick a card, a player and a lit square, react or not, steer the ball
// after a fumble, type dice, undo, until the first quarter is over; then reopen the saved game.
#include "../support/WindowFixtures.h"
#include "core/bloodyball/BloodyGameFile.h"
#include "core/dice/RandomDice.h"
#include "session/BloodyBallSession.h"
#include "views/bloodyball/BloodyBallPage.h"
#include "views/bloodyball/BoardWidget.h"
#include "views/widgets/MessageBar.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::bloodyball;

class TestBloodyBallPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;

    template <typename T> static T *child(QWidget *parent, const QString &name)
    {
        T *widget = parent->findChild<T *>(name);
        if (!widget)
            qFatal("no child named %s", qPrintable(name));
        return widget;
    }
    static void click(QWidget *parent, const QString &name)
    {
        auto *button = child<QAbstractButton>(parent, name);
        QVERIFY2(button->isVisible() && button->isEnabled(), qPrintable(name));
        QTest::mouseClick(button, Qt::LeftButton);
    }
    static void clickSquare(QWidget *page, Square s)
    {
        auto *board = child<BoardWidget>(page, u"bloodyBoard"_s);
        QTest::mouseClick(board, Qt::LeftButton, {}, board->centreOf(s));
    }

    // One card played the way a coach does: show the hand, try the cards in turn, click each
    // of his players until the action box offers something, then click a lit square. Falls
    // back on discarding when no card can be used. Returns false when nothing was played.
    static bool playOneCard(BloodyBallPage *page)
    {
        const Game &game = page->session()->game();
        const int before = int(game.events().size());
        auto *show = child<QPushButton>(page, u"bloodyShowHand"_s);
        if (!show->isChecked())
            QTest::mouseClick(show, Qt::LeftButton);
        const int team = game.actingTeam();
        const int cards = int(game.hand().size());
        // First look for an attack or a pass, as a coach after the ball would; then anything.
        for (const bool violent : {true, false}) {
            for (int c = 0; c < cards; ++c) {
                QTest::mouseClick(child<QToolButton>(page, u"bloodyCard%1"_s.arg(c)),
                                  Qt::LeftButton);
                for (int p = 0; p < Rules::PlayersPerTeam; ++p) {
                    const PlayerInPlay &player = game.state().teams[team].players[p];
                    if (player.state == PlayerState::Removed)
                        continue;
                    clickSquare(page, player.square);
                    auto *action = child<QComboBox>(page, u"bloodyAction"_s);
                    if (!action->isEnabled())
                        continue;
                    if (violent) {
                        const int attack = action->findData(int(Action::Attack));
                        const int pass = action->findData(int(Action::Pass));
                        const int wanted = attack >= 0 ? attack : pass;
                        if (wanted < 0)
                            continue;
                        action->setFocus();
                        while (action->currentIndex() < wanted)
                            QTest::keyClick(action, Qt::Key_Down);
                        while (action->currentIndex() > wanted)
                            QTest::keyClick(action, Qt::Key_Up);
                    }
                    // The first lit square of the action shown.
                    const int card = game.hand().at(c);
                    for (const Event &e : game.legalPlays(card)) {
                        if (e.player == p && int(e.action) == action->currentData().toInt() &&
                            (Cards::deck(game.setup().deck).at(card).suit != Suit::Joker ||
                             e.asSuit == Suit::Clubs)) {
                            clickSquare(page, e.target);
                            return int(page->session()->game().events().size()) > before;
                        }
                    }
                }
            }
        }
        QTest::mouseClick(child<QToolButton>(page, u"bloodyCard0"_s), Qt::LeftButton);
        click(page, u"bloodyDiscard"_s);
        return int(page->session()->game().events().size()) > before;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QFile::remove(BloodyBallSession::defaultPath());
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
    }
    void cleanupTestCase() { QFile::remove(BloodyBallSession::defaultPath()); }

    void playsAQuarter()
    {
        auto window = test::openMainWindow(*m_settings, m_dir.filePath(u"bb.sqlite"_s));
        auto *navigation = child<QListWidget>(window.get(), u"navigation"_s);
        const QRect row =
            navigation->visualItemRect(navigation->item(int(MainWindow::Area::BloodyBall)));
        QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {}, row.center());
        BloodyBallPage *page = window->bloodyBallPage();
        QVERIFY(page && page->isVisible());
        RandomDice dice(2026);
        page->session()->setDice(&dice);
        auto *status = child<QLabel>(page, u"bloodyStatus"_s);
        QVERIFY2(status->text().contains(u"Shuffle"_s), qPrintable(status->text()));

        click(page, u"bloodyShuffle"_s);
        const Game &game = page->session()->game();
        QCOMPARE(game.state().stage, Stage::Placing);
        const int attacker = game.attacker();
        // The attacking coach moves his fifth player before confirming (seed l.119).
        const QList<Square> lineup = Rules::standardLineup(attacker);
        const Square moved{attacker == 0 ? 0 : 9, 0};
        clickSquare(page, lineup.at(4));
        clickSquare(page, moved);
        click(page, u"bloodyConfirmSetup"_s);
        QCOMPARE(game.state().teams[attacker].players[4].square, moved);
        // A set-up with two players only on the line is refused with core's reason.
        const QList<Square> defence = Rules::standardLineup(1 - attacker);
        clickSquare(page, defence.at(0));
        clickSquare(page, {defence.at(0).x + (attacker == 0 ? 1 : -1), 0});
        click(page, u"bloodyConfirmSetup"_s);
        auto *bar = page->findChild<MessageBar *>();
        QVERIFY(bar && bar->isVisible());
        QVERIFY2(bar->text().contains(u"half-way line"_s), qPrintable(bar->text()));
        QCOMPARE(game.state().stage, Stage::Placing);
        clickSquare(page, {defence.at(0).x + (attacker == 0 ? 1 : -1), 0});
        clickSquare(page, defence.at(0));
        click(page, u"bloodyConfirmSetup"_s);
        QCOMPARE(game.state().stage, Stage::GivingBall);
        clickSquare(page, game.state().teams[attacker].players[3].square);
        QVERIFY(Rules::carries(game.state(), {attacker, 3}));
        QCOMPARE(game.state().stage, Stage::Playing);

        // The hand is face down until its coach shows it.
        auto *firstCard = child<QToolButton>(page, u"bloodyCard0"_s);
        QVERIFY(!firstCard->isEnabled());
        QTest::mouseClick(child<QPushButton>(page, u"bloodyShowHand"_s), Qt::LeftButton);
        QVERIFY(child<QToolButton>(page, u"bloodyCard0"_s)->isEnabled());

        // A typed die that no D6 shows is refused and changes nothing.
        auto *diceMode = child<QComboBox>(page, u"bloodyDiceMode"_s);
        auto *diceEdit = child<QLineEdit>(page, u"bloodyDice"_s);
        diceMode->setFocus();
        QTest::keyClick(diceMode, Qt::Key_Down);
        QCOMPARE(diceMode->currentIndex(), 1);
        diceEdit->setFocus();
        QTest::keyClicks(diceEdit, u"x"_s);
        const int events = int(game.events().size());
        playOneCard(page);
        QVERIFY2(bar->text().contains(u"numbers from 1 to 6"_s), qPrintable(bar->text()));
        QCOMPARE(int(game.events().size()), events);
        diceEdit->clear();
        QTest::keyClick(diceMode, Qt::Key_Up);
        QCOMPARE(diceMode->currentIndex(), 0);

        // Both coaches play the quarter out: reactions declined, the ball steered by clicks.
        int guard = 0;
        bool declined = false;
        bool deviated = false;
        while (game.state().stage != Stage::QuarterStart && ++guard < 300) {
            const GameState &s = game.state();
            if (s.stage == Stage::Reaction) {
                click(page, u"bloodyDecline"_s);
                declined = true;
            } else if (s.stage == Stage::Deviation) {
                const int steps = s.deviation.steps;
                for (int dx = -1; dx <= 1 && game.state().deviation.steps == steps &&
                                  game.state().stage == Stage::Deviation;
                     ++dx)
                    for (int dy = -1; dy <= 1 && game.state().stage == Stage::Deviation &&
                                      game.state().deviation.steps == steps;
                         ++dy)
                        clickSquare(page, {s.deviation.at.x + dx, s.deviation.at.y + dy});
                deviated = true;
            } else {
                QVERIFY2(playOneCard(page), qPrintable(bar->text()));
            }
        }
        QCOMPARE(game.state().stage, Stage::QuarterStart);
        QCOMPARE(game.state().quarter, 1);
        qInfo("quarter played in %d decisions (reaction declined: %d, ball steered: %d)", guard,
              declined, deviated);
        const int scorer = game.state().quarters.first().scorer;
        for (int t = 0; t < 2; ++t)
            QCOMPARE(child<QLabel>(page, u"bloodyScore%1"_s.arg(t))->text(),
                     QString::number(scorer == t ? 1 : 0));
        QVERIFY(child<QListWidget>(page, u"bloodyLog"_s)->count() > 20);

        // Undo takes back the last event, on screen and in the file.
        const int total = int(game.events().size());
        click(page, u"bloodyUndo"_s);
        QCOMPARE(int(page->session()->game().events().size()), total - 1);
        QString error;
        const auto saved = GameFile::load(BloodyBallSession::defaultPath(), &error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(int(saved->events.size()), total - 1);

        // A second window (after a crash) replays the file to the same game.
        BloodyBallPage again(BloodyBallSession::defaultPath());
        QCOMPARE(again.session()->game().log(), page->session()->game().log());
    }

    void followsRealCards()
    {
        // Issue 20, part 3: a game with real cards and figures; the coach clicks the suit of
        // the card he played, Dugout checks the move and keeps the sheet.
        const QString path = m_dir.filePath(u"table.jsonl"_s);
        BloodyBallPage page(path);
        page.resize(1366, 700);
        page.show();
        RandomDice dice(3);
        page.session()->setDice(&dice);
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QTest::mouseClick(child<QCheckBox>(dialog, u"bloodyTypedCards"_s), Qt::LeftButton);
            auto *box = dialog->findChild<QDialogButtonBox *>();
            QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        click(&page, u"bloodyNewGame"_s);
        const Game &game = page.session()->game();
        QVERIFY(game.setup().typedCards);
        click(&page, u"bloodyShuffle"_s);
        click(&page, u"bloodyConfirmSetup"_s);
        click(&page, u"bloodyConfirmSetup"_s);
        const int attacker = game.attacker();
        clickSquare(&page, game.state().teams[attacker].players[0].square);
        QCOMPARE(game.state().stage, Stage::Playing);
        // No hand to hide: the five suits are there to click.
        QVERIFY(!child<QPushButton>(&page, u"bloodyShowHand"_s)->isVisible());
        auto *clubs = child<QToolButton>(&page, u"bloodyCard0"_s);
        QCOMPARE(clubs->text(), u"♣"_s);
        QTest::mouseClick(clubs, Qt::LeftButton);
        const Square from = game.state().teams[attacker].players[1].square;
        clickSquare(&page, from);
        const Square back{from.x + (attacker == 0 ? -1 : 1), from.y};
        clickSquare(&page, back);
        QCOMPARE(game.state().teams[attacker].players[1].square, back);
        QCOMPARE(game.events().last().card, -1);
        QCOMPARE(game.events().last().suit, Suit::Clubs);
        // ♠ does not move across a side: the square is not lit and nothing is played.
        const int events = int(game.events().size());
        QTest::mouseClick(child<QToolButton>(&page, u"bloodyCard1"_s), Qt::LeftButton);
        const int defender = 1 - attacker;
        const Square d = game.state().teams[defender].players[3].square;
        clickSquare(&page, d);
        clickSquare(&page, {d.x, d.y + 1});
        QCOMPARE(int(game.events().size()), events);
        auto *bar = page.findChild<MessageBar *>();
        QVERIFY2(bar->text().contains(u"cannot be reached"_s), qPrintable(bar->text()));
    }

    void playsAgainstTheComputer()
    {
        // Issue 20, part 4: one coach alone; the computer coaches the Blues and answers by
        // itself, the Reds' coach clicks.
        const QString path = m_dir.filePath(u"computer.jsonl"_s);
        BloodyBallPage page(path);
        page.resize(1366, 700);
        page.show();
        RandomDice dice(7);
        page.session()->setDice(&dice);
        auto *computer = child<QComboBox>(&page, u"bloodyComputer"_s);
        computer->setFocus();
        QTest::keyClick(computer, Qt::Key_Down);
        QTest::keyClick(computer, Qt::Key_Down);
        QCOMPARE(computer->currentText(), u"Blues"_s);
        click(&page, u"bloodyShuffle"_s);
        const Game &game = page.session()->game();
        int humanDecisions = 0;
        int guard = 0;
        while (game.state().stage != Stage::QuarterStart && ++guard < 400) {
            if (game.actingTeam() == 1) {
                const int events = int(game.events().size());
                QTRY_VERIFY_WITH_TIMEOUT(int(game.events().size()) > events, 5000);
                continue;
            }
            ++humanDecisions;
            const GameState &s = game.state();
            if (s.stage == Stage::Placing) {
                click(&page, u"bloodyConfirmSetup"_s);
            } else if (s.stage == Stage::GivingBall) {
                clickSquare(&page, s.teams[0].players[3].square);
            } else if (s.stage == Stage::Reaction) {
                click(&page, u"bloodyDecline"_s);
            } else if (s.stage == Stage::Deviation) {
                const int steps = s.deviation.steps;
                for (int dx = -1; dx <= 1 && game.state().stage == Stage::Deviation &&
                                  game.state().deviation.steps == steps;
                     ++dx)
                    for (int dy = -1; dy <= 1 && game.state().stage == Stage::Deviation &&
                                      game.state().deviation.steps == steps;
                         ++dy)
                        clickSquare(&page, {s.deviation.at.x + dx, s.deviation.at.y + dy});
            } else {
                QVERIFY(playOneCard(&page));
            }
        }
        QCOMPARE(game.state().stage, Stage::QuarterStart);
        // The computer played its share: at least its six cards a phase, and every one legal
        // (the file replays).
        QVERIFY(int(game.events().size()) - humanDecisions >= 6);
        QString error;
        const auto saved = GameFile::load(path, &error);
        QVERIFY2(saved, qPrintable(error));
        QVERIFY2(Game::replay(saved->setup, saved->events, &error), qPrintable(error));
    }
};

QTEST_MAIN(TestBloodyBallPage)
#include "tst_bloodyball_page.moc"
