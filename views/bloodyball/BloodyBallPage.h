#pragma once

#include "core/bloodyball/BloodyGame.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTimer;

namespace dugout {

class BloodyBallSession;
class BoardWidget;
class Database;
class HandPanel;
class MessageBar;
class ScoreSheet;

// Bloody Ball in the window (issue 20, part 2 and 3): the board, the score sheet, the hand of
// the coach to play, and the buttons of what the game waits for. A coach picks a card, then one
// of his players; the squares core allows for that card and player light up, and a click on one
// plays it. Dice are Dugout's, or typed from the table. Everything legal comes from core (the
// game's legal plays and dry runs); a refusal shows core's reason in the message bar.
class BloodyBallPage : public QWidget
{
    Q_OBJECT

public:
    // Opens the game kept in `path` (a new one when there is none).
    explicit BloodyBallPage(const QString &path, QWidget *parent = nullptr);
    ~BloodyBallPage() override;

    BloodyBallSession *session() const { return m_session; }
    // The league database, where Bloody Ball teams and finished games are kept (issue 20,
    // part 5); null when none is open.
    void setDatabase(Database *database);

private:
    void refresh();
    void refreshPlayControls();
    void squareClicked(bloodyball::Square square);
    void cardChosen(int card, bloodyball::Suit suit);
    void selectPlayer(int player);
    void submit(bloodyball::Event event);
    void newGame();
    void openLeague();
    void recordResult();
    // Why the finished game's result cannot be kept now (empty when it can).
    QString cannotRecord() const;
    // When the computer coaches the team the game waits for, it decides after a short pause
    // (so a person sees each of its moves).
    void scheduleComputer();
    void computerMove();
    QList<bloodyball::Event> currentPlays() const;
    QString statusText() const;
    static QString actionName(bloodyball::Action action);

    BloodyBallSession *m_session = nullptr;
    ScoreSheet *m_sheet = nullptr;
    BoardWidget *m_board = nullptr;
    HandPanel *m_hand = nullptr;
    QLabel *m_status = nullptr;
    QComboBox *m_action = nullptr;
    QComboBox *m_diceMode = nullptr;
    QLineEdit *m_dice = nullptr;
    QPushButton *m_decline = nullptr;
    QPushButton *m_discard = nullptr;
    QPushButton *m_shuffle = nullptr;
    QPushButton *m_confirmSetup = nullptr;
    QPushButton *m_undo = nullptr;
    QComboBox *m_computer = nullptr;
    QPushButton *m_league = nullptr;
    QPushButton *m_record = nullptr;
    Database *m_database = nullptr;
    // The game on screen had its result kept (reset by any change of the game).
    bool m_recorded = false;
    QTimer *m_computerTimer = nullptr;
    QListWidget *m_log = nullptr;
    MessageBar *m_message = nullptr;

    // What the coach has chosen so far.
    int m_card = -1;
    bloodyball::Suit m_suit = bloodyball::Suit::Joker;
    bool m_cardChosen = false;
    int m_player = -1;
    // While a team sets up: where its players would go, and the one picked up.
    int m_setupTeam = -1;
    QList<bloodyball::Square> m_lineup;
    int m_lineupPick = -1;
};

} // namespace dugout
