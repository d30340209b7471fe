#include "BloodyBallPage.h"

#include "BloodyLeagueDialog.h"
#include "BoardWidget.h"
#include "HandPanel.h"
#include "NewBloodyGameDialog.h"
#include "ScoreSheet.h"
#include "core/bloodyball/BloodyAi.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/BloodyBallStore.h"
#include "models/Palette.h"
#include "session/BloodyBallSession.h"
#include "views/widgets/MessageBar.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QTimer>
#include <QVBoxLayout>

using namespace dugout::bloodyball;

namespace dugout {

BloodyBallPage::BloodyBallPage(const QString &path, QWidget *parent)
    : QWidget(parent), m_session(new BloodyBallSession(this))
{
    setObjectName(QStringLiteral("bloodyBallPage"));
    auto *layout = new QHBoxLayout(this);
    auto *left = new QVBoxLayout;
    m_sheet = new ScoreSheet(this);
    left->addWidget(m_sheet);
    m_board = new BoardWidget(this);
    left->addWidget(m_board, 1);
    layout->addLayout(left, 3);

    auto *right = new QVBoxLayout;
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("bloodyStatus"));
    m_status->setWordWrap(true);
    m_status->setFont(Palette::font(font(), Palette::Text::Larger, true));
    right->addWidget(m_status);
    m_hand = new HandPanel(this);
    right->addWidget(m_hand);

    auto *actionRow = new QHBoxLayout;
    m_action = new QComboBox(this);
    m_action->setObjectName(QStringLiteral("bloodyAction"));
    m_action->setToolTip(tr("What the chosen card does with the chosen player; the squares it "
                            "can reach light up."));
    actionRow->addWidget(new QLabel(tr("Action:"), this));
    actionRow->addWidget(m_action, 1);
    right->addLayout(actionRow);

    auto *diceRow = new QHBoxLayout;
    m_diceMode = new QComboBox(this);
    m_diceMode->setObjectName(QStringLiteral("bloodyDiceMode"));
    m_diceMode->addItem(tr("Dugout rolls"));
    m_diceMode->addItem(tr("Type the dice"));
    m_dice = new QLineEdit(this);
    m_dice->setObjectName(QStringLiteral("bloodyDice"));
    m_dice->setPlaceholderText(tr("e.g. 4, or 3 5 with the Champion's re-roll"));
    m_dice->setEnabled(false);
    diceRow->addWidget(new QLabel(tr("Dice:"), this));
    diceRow->addWidget(m_diceMode);
    diceRow->addWidget(m_dice, 1);
    right->addLayout(diceRow);

    auto *buttons = new QHBoxLayout;
    m_decline = new QPushButton(tr("No reaction"), this);
    m_decline->setObjectName(QStringLiteral("bloodyDecline"));
    m_discard = new QPushButton(tr("Discard the card"), this);
    m_discard->setObjectName(QStringLiteral("bloodyDiscard"));
    m_confirmSetup = new QPushButton(tr("Confirm set-up"), this);
    m_confirmSetup->setObjectName(QStringLiteral("bloodyConfirmSetup"));
    m_shuffle = new QPushButton(tr("Shuffle and start the quarter"), this);
    m_shuffle->setObjectName(QStringLiteral("bloodyShuffle"));
    for (QPushButton *b : {m_decline, m_discard, m_confirmSetup, m_shuffle})
        buttons->addWidget(b);
    right->addLayout(buttons);

    m_log = new QListWidget(this);
    m_log->setObjectName(QStringLiteral("bloodyLog"));
    m_log->setWordWrap(true);
    right->addWidget(m_log, 1);

    auto *bottom = new QHBoxLayout;
    m_undo = new QPushButton(tr("Undo"), this);
    m_undo->setObjectName(QStringLiteral("bloodyUndo"));
    auto *newGame = new QPushButton(tr("New game…"), this);
    newGame->setObjectName(QStringLiteral("bloodyNewGame"));
    bottom->addWidget(m_undo);
    m_computer = new QComboBox(this);
    m_computer->setObjectName(QStringLiteral("bloodyComputer"));
    m_computer->setToolTip(tr("The team the computer coaches; it plays when the game waits for "
                              "that team."));
    bottom->addWidget(new QLabel(tr("Computer:"), this));
    bottom->addWidget(m_computer);
    bottom->addStretch();
    bottom->addWidget(newGame);
    right->addLayout(bottom);

    // The database side: the teams and the league table, and the finished game's result.
    auto *league = new QHBoxLayout;
    m_league = new QPushButton(tr("Teams and league table…"), this);
    m_league->setObjectName(QStringLiteral("bloodyLeague"));
    m_record = new QPushButton(tr("Keep the result for the league table"), this);
    m_record->setObjectName(QStringLiteral("bloodyRecord"));
    league->addWidget(m_record);
    league->addStretch();
    league->addWidget(m_league);
    right->addLayout(league);
    layout->addLayout(right, 2);

    m_computerTimer = new QTimer(this);
    m_computerTimer->setSingleShot(true);
    m_computerTimer->setInterval(350);
    connect(m_computerTimer, &QTimer::timeout, this, &BloodyBallPage::computerMove);
    connect(m_computer, &QComboBox::currentIndexChanged, this, [this] { refresh(); });

    m_message = new MessageBar(this);
    m_message->floatOver(m_board);

    connect(m_board, &BoardWidget::squareClicked, this, &BloodyBallPage::squareClicked);
    connect(m_hand, &HandPanel::chosen, this, &BloodyBallPage::cardChosen);
    connect(m_hand, &HandPanel::jokerSuitChanged, this, [this] { refreshPlayControls(); });
    connect(m_action, &QComboBox::currentIndexChanged, this, [this] { refreshPlayControls(); });
    connect(m_diceMode, &QComboBox::currentIndexChanged, this,
            [this](int mode) { m_dice->setEnabled(mode == 1); });
    connect(m_decline, &QPushButton::clicked, this, [this] {
        Event e;
        e.type = Event::Type::Decline;
        submit(e);
    });
    connect(m_discard, &QPushButton::clicked, this, [this] {
        Event e;
        e.type = Event::Type::Play;
        e.action = Action::Discard;
        e.card = m_card;
        e.suit = m_suit;
        e.asSuit = m_suit == Suit::Joker ? m_hand->jokerSuit() : Suit::Joker;
        submit(e);
    });
    connect(m_confirmSetup, &QPushButton::clicked, this, [this] {
        Event e;
        e.type = Event::Type::Place;
        e.team = m_setupTeam;
        e.squares = m_lineup;
        submit(e);
    });
    connect(m_shuffle, &QPushButton::clicked, this, [this] {
        if (const RuleCheck ok = m_session->shuffle(); !ok)
            m_message->showMessage(ok.reason);
    });
    connect(m_undo, &QPushButton::clicked, this, [this] {
        if (const RuleCheck ok = m_session->undo(); !ok)
            m_message->showMessage(ok.reason);
    });
    connect(newGame, &QPushButton::clicked, this, &BloodyBallPage::newGame);
    connect(m_league, &QPushButton::clicked, this, &BloodyBallPage::openLeague);
    connect(m_record, &QPushButton::clicked, this, &BloodyBallPage::recordResult);
    connect(m_session, &BloodyBallSession::changed, this, [this] {
        m_recorded = false;
        m_card = -1;
        m_cardChosen = false;
        m_player = -1;
        m_lineupPick = -1;
        m_hand->hideHand();
        refresh();
    });

    QString error;
    if (!QFileInfo::exists(path)) {
        if (!m_session->start(BloodyBallSession::defaultSetup(), path, &error))
            m_message->showMessage(error, MessageBar::Kind::Error, 0);
    } else if (!m_session->open(path, &error)) {
        m_message->showMessage(
            tr("The saved game could not be opened: %1 Start a new game.").arg(error),
            MessageBar::Kind::Error, 0);
    }
    refresh();
}

BloodyBallPage::~BloodyBallPage() = default;

QString BloodyBallPage::actionName(Action action)
{
    switch (action) {
    case Action::Recover:
        return tr("Recover his senses");
    case Action::GetUp:
        return tr("Get up");
    case Action::Move:
        return tr("Move");
    case Action::HeroicMove:
        return tr("Heroic move");
    case Action::Attack:
        return tr("Attack");
    case Action::Pass:
        return tr("Pass");
    case Action::Dodge:
        return tr("Dodge");
    case Action::Intercept:
        return tr("Intercept");
    case Action::Discard:
        break;
    }
    return tr("Discard");
}

QString BloodyBallPage::statusText() const
{
    if (!m_session->isOpen())
        return tr("No game.");
    const Game &game = m_session->game();
    const GameState &s = game.state();
    const auto team = [&game](int t) { return game.setup().teams[t].name; };
    switch (s.stage) {
    case Stage::QuarterStart:
        return s.quarter == 0 ? tr("Shuffle the deck to start the first quarter.")
                              : tr("Quarter %1 is over. Shuffle for the next.").arg(s.quarter);
    case Stage::Placing:
        return tr("%1 set up: three players against the half-way line, all in their half. "
                  "Click a player, then a square.")
            .arg(team(s.placingTeam));
    case Stage::GivingBall:
        return tr("%1: click the player who takes the ball.").arg(team(game.attacker()));
    case Stage::Playing:
    case Stage::Reaction: {
        QString who = team(game.actingTeam());
        if (game.seats() == 4)
            who = tr("%1, coach %2").arg(who).arg(s.seatToPlay / 2 + 1);
        const QString header =
            tr("Quarter %1 · phase %2").arg(s.quarter).arg(s.phase) + QStringLiteral("\n");
        if (s.stage == Stage::Reaction)
            return header + tr("%1 may react (dodge or intercept) or decline.").arg(who);
        return header + tr("%1 to play: choose a card, then a player (%n cards left).", nullptr,
                           s.handCounts.value(s.seatToPlay))
                            .arg(who);
    }
    case Stage::Deviation:
        return tr("%1 choose the square the ball goes to.").arg(team(s.deviation.chooser));
    case Stage::GameOver: {
        const int winner = game.winner();
        return winner < 0 ? tr("Game over: a draw.") : tr("Game over: %1 win.").arg(team(winner));
    }
    }
    return {};
}

void BloodyBallPage::refresh()
{
    const Game *game = m_session->isOpen() ? &m_session->game() : nullptr;
    m_sheet->showGame(game);
    m_board->setGame(game);
    m_status->setText(statusText());
    m_log->clear();
    if (game) {
        m_log->addItems(game->log());
        m_log->scrollToBottom();
    }
    const Stage stage = game ? game->state().stage : Stage::GameOver;
    if (game && stage == Stage::Placing) {
        if (m_setupTeam != game->state().placingTeam || m_lineup.size() != 5) {
            m_setupTeam = game->state().placingTeam;
            m_lineup = Rules::standardLineup(m_setupTeam);
            m_lineupPick = -1;
        }
        m_board->setProposedLineup(m_setupTeam, m_lineup);
    } else {
        m_setupTeam = -1;
        m_board->setProposedLineup(-1, {});
    }
    m_shuffle->setEnabled(game && stage == Stage::QuarterStart);
    m_shuffle->setVisible(stage == Stage::QuarterStart);
    m_confirmSetup->setVisible(stage == Stage::Placing);
    m_decline->setVisible(stage == Stage::Reaction);
    m_undo->setEnabled(game && game->canUndo());
    m_league->setEnabled(m_database != nullptr);
    m_league->setToolTip(m_database ? QString()
                                    : tr("Open a database to keep Bloody Ball teams and results."));
    m_record->setVisible(stage == Stage::GameOver && game);
    // Asked of the database only once the game is over, not after every card.
    const QString noRecord = stage == Stage::GameOver ? cannotRecord() : QString();
    m_record->setEnabled(noRecord.isEmpty());
    m_record->setToolTip(noRecord);
    {
        // Nobody, or one of the teams (not with real cards: the computer would need its hand).
        const QSignalBlocker block(m_computer);
        const int chosen = m_computer->currentIndex();
        m_computer->clear();
        m_computer->addItem(tr("nobody"), -1);
        for (int t = 0; game && t < 2; ++t)
            m_computer->addItem(game->setup().teams[t].name, t);
        m_computer->setCurrentIndex(std::max(0, chosen));
        m_computer->setEnabled(game && !game->setup().typedCards);
    }
    const int computer = m_computer->currentData().toInt();
    const bool cards = (stage == Stage::Playing || stage == Stage::Reaction) &&
                       !(game && game->actingTeam() == computer);
    m_hand->setHand(game ? game->hand() : QList<int>{},
                    game ? game->setup().deck : DeckKind::Jokers54,
                    game && game->setup().typedCards, cards);
    refreshPlayControls();
    scheduleComputer();
}

void BloodyBallPage::scheduleComputer()
{
    const int computer = m_computer->currentData().toInt();
    const bool waitsForIt = m_session->isOpen() && computer >= 0 &&
                            !m_session->game().setup().typedCards &&
                            m_session->game().actingTeam() == computer;
    if (waitsForIt && !m_computerTimer->isActive())
        m_computerTimer->start();
    else if (!waitsForIt)
        m_computerTimer->stop();
}

void BloodyBallPage::computerMove()
{
    const int computer = m_computer->currentData().toInt();
    if (!m_session->isOpen() || computer < 0 || m_session->game().actingTeam() != computer)
        return;
    // The computer rolls with Dugout's dice, whatever the people type for themselves.
    if (const RuleCheck ok = m_session->submit(Ai::decide(m_session->game())); !ok)
        m_message->showMessage(ok.reason, MessageBar::Kind::Error);
}

QList<Event> BloodyBallPage::currentPlays() const
{
    if (!m_session->isOpen() || !m_cardChosen || m_player < 0)
        return {};
    QList<Event> plays;
    for (const Event &e : m_session->game().legalPlays(m_card, m_suit)) {
        if (e.player != m_player)
            continue;
        if (m_suit == Suit::Joker && e.asSuit != m_hand->jokerSuit())
            continue;
        plays.append(e);
    }
    return plays;
}

void BloodyBallPage::refreshPlayControls()
{
    const Game *game = m_session->isOpen() ? &m_session->game() : nullptr;
    const Stage stage = game ? game->state().stage : Stage::GameOver;
    QList<Square> highlights;
    Square selected;
    if (stage == Stage::Placing) {
        if (m_lineupPick >= 0) {
            selected = m_lineup.value(m_lineupPick);
            for (int x = 0; x < Board::Columns; ++x)
                for (int y = 0; y < Board::Rows; ++y)
                    if (Board::inOwnHalf(m_setupTeam, {x, y}) && !m_lineup.contains(Square{x, y}))
                        highlights.append({x, y});
        }
    } else if (stage == Stage::GivingBall) {
        for (const PlayerInPlay &p : game->state().teams[game->attacker()].players)
            highlights.append(p.square);
    } else if (stage == Stage::Deviation) {
        // The squares core accepts for the ball's next step.
        const DeviationState &d = game->state().deviation;
        for (int dx = -1; dx <= 1; ++dx) {
            for (int dy = -1; dy <= 1; ++dy) {
                Event e;
                e.type = Event::Type::Deviate;
                e.team = d.chooser;
                e.target = {d.at.x + dx, d.at.y + dy};
                if (m_session->check(e))
                    highlights.append(e.target);
            }
        }
    }
    const QList<Event> plays = currentPlays();
    const Action previous =
        m_action->count() > 0 ? Action(m_action->currentData().toInt()) : Action::Move;
    QList<Action> actions;
    for (const Event &e : plays)
        if (!actions.contains(e.action))
            actions.append(e.action);
    {
        const QSignalBlocker block(m_action);
        m_action->clear();
        for (const Action a : actions)
            m_action->addItem(actionName(a), int(a));
        const int keep = m_action->findData(int(previous));
        if (keep >= 0)
            m_action->setCurrentIndex(keep);
    }
    m_action->setEnabled(!actions.isEmpty());
    if (!plays.isEmpty()) {
        const Action chosen = Action(m_action->currentData().toInt());
        for (const Event &e : plays)
            if (e.action == chosen)
                highlights.append(e.target);
    }
    if ((stage == Stage::Playing || stage == Stage::Reaction) && m_player >= 0)
        selected = Rules::player(game->state(), {game->actingTeam(), m_player}).square;
    m_board->setHighlights(highlights);
    m_board->setSelected(selected);
    // A card no action can use may be discarded (core says whether).
    bool discardable = false;
    if (game && m_cardChosen && stage == Stage::Playing) {
        Event e;
        e.type = Event::Type::Play;
        e.action = Action::Discard;
        e.card = m_card;
        e.suit = m_suit;
        e.asSuit = m_suit == Suit::Joker ? m_hand->jokerSuit() : Suit::Joker;
        const RuleCheck ok = m_session->check(e);
        discardable = ok.allowed;
        m_discard->setToolTip(ok.allowed ? tr("No action can use this card.") : ok.reason);
    }
    m_discard->setVisible(stage == Stage::Playing);
    m_discard->setEnabled(discardable);
}

void BloodyBallPage::cardChosen(int card, Suit suit)
{
    m_card = card;
    m_suit = suit;
    m_cardChosen = true;
    refreshPlayControls();
}

void BloodyBallPage::selectPlayer(int player)
{
    m_player = player;
    refreshPlayControls();
}

void BloodyBallPage::squareClicked(Square square)
{
    if (!m_session->isOpen())
        return;
    const Game &game = m_session->game();
    const GameState &s = game.state();
    const PlayerRef there = Rules::playerAt(s, square);
    switch (s.stage) {
    case Stage::Placing: {
        const int picked = int(m_lineup.indexOf(square));
        if (picked >= 0) {
            m_lineupPick = picked;
        } else if (m_lineupPick >= 0 && Board::inOwnHalf(m_setupTeam, square)) {
            m_lineup[m_lineupPick] = square;
            m_lineupPick = -1;
            m_board->setProposedLineup(m_setupTeam, m_lineup);
        }
        refreshPlayControls();
        return;
    }
    case Stage::GivingBall:
        if (there.isValid() && there.team == game.attacker()) {
            Event e;
            e.type = Event::Type::GiveBall;
            e.team = there.team;
            e.player = there.player;
            submit(e);
        }
        return;
    case Stage::Deviation: {
        Event e;
        e.type = Event::Type::Deviate;
        e.team = s.deviation.chooser;
        e.target = square;
        submit(e);
        return;
    }
    case Stage::Playing:
    case Stage::Reaction:
        break;
    case Stage::QuarterStart:
    case Stage::GameOver:
        return;
    }
    const Action chosen = Action(m_action->currentData().toInt());
    for (const Event &e : currentPlays()) {
        if (e.action == chosen && e.target == square) {
            submit(e);
            return;
        }
    }
    if (there.isValid() && there.team == game.actingTeam()) {
        selectPlayer(there.player);
        if (!m_cardChosen)
            m_message->showMessage(tr("Choose a card too: its suit decides what the player can "
                                      "do."),
                                   MessageBar::Kind::Information, 5000);
        return;
    }
    if (m_cardChosen && m_player >= 0)
        m_message->showMessage(tr("%1 cannot be reached with this card and player: the lit "
                                  "squares can.")
                                   .arg(Board::name(square)),
                               MessageBar::Kind::Information, 6000);
}

void BloodyBallPage::submit(Event event)
{
    bool typed = m_diceMode->currentIndex() == 1;
    if (typed) {
        static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
        for (const QString &part : m_dice->text().split(separators, Qt::SkipEmptyParts)) {
            bool ok = false;
            const int value = part.toInt(&ok);
            if (!ok) {
                m_message->showMessage(tr("Type the dice as numbers from 1 to 6: \"%1\" is not "
                                          "one.")
                                           .arg(part));
                return;
            }
            event.dice.append(value);
        }
    }
    if (const RuleCheck ok = m_session->submit(event, !typed); !ok) {
        m_message->showMessage(ok.reason);
        return;
    }
    m_dice->clear();
    m_message->dismiss();
}

void BloodyBallPage::setDatabase(Database *database)
{
    m_database = database;
    refresh();
}

QString BloodyBallPage::cannotRecord() const
{
    if (!m_database)
        return tr("Open a database to keep the result.");
    if (m_recorded)
        return tr("This game's result is kept.");
    if (!m_session->isOpen())
        return tr("There is no game.");
    QString error;
    const std::optional<QList<BloodyTeam>> teams = BloodyBallStore(*m_database).teams(&error);
    if (teams)
        BloodyLeagueTable::resultOf(m_session->game(), *teams, &error);
    return error;
}

void BloodyBallPage::recordResult()
{
    QString error;
    if (BloodyBallStore(*m_database).recordGame(m_session->game(), &error) == 0) {
        m_message->showMessage(error, MessageBar::Kind::Error);
        return;
    }
    m_recorded = true;
    m_message->showMessage(tr("The result is kept for the league table."),
                           MessageBar::Kind::Positive);
    refresh();
}

void BloodyBallPage::openLeague()
{
    const std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
    if (!m_database || !rules)
        return;
    BloodyLeagueDialog dialog(*m_database, *rules, this);
    // Most of the window: the table and the draw panel side by side, readable at 1366×768.
    dialog.resize(window()->width() * 85 / 100, window()->height() * 85 / 100);
    dialog.exec();
}

void BloodyBallPage::newGame()
{
    const GameSetup start =
        m_session->isOpen() ? m_session->game().setup() : BloodyBallSession::defaultSetup();
    QList<BloodyTeam> stored;
    if (m_database)
        stored = BloodyBallStore(*m_database).teams().value_or(QList<BloodyTeam>{});
    NewBloodyGameDialog dialog(start, stored, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const QString path =
        m_session->path().isEmpty() ? BloodyBallSession::defaultPath() : m_session->path();
    if (!m_session->start(dialog.setup(), path, &error))
        m_message->showMessage(error, MessageBar::Kind::Error);
}

} // namespace dugout
