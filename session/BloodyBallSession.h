#pragma once

#include "core/bloodyball/BloodyGame.h"

#include <QObject>

#include <memory>
#include <optional>

namespace dugout {

class Dice;

// The Bloody Ball game on screen and its file, kept in step (docs/architecture.md, "A tracked
// match is an event log"): every event is applied in memory, then the whole log is written to
// the game's file (bloodyball::GameFile, QSaveFile); when the file cannot be written the game
// goes back to what it was and the reason comes back, so what is on screen is what is saved.
// Reopening the file replays the log, so a crash loses nothing that was confirmed.
class BloodyBallSession : public QObject
{
    Q_OBJECT

public:
    explicit BloodyBallSession(QObject *parent = nullptr);
    ~BloodyBallSession() override;

    // Where Dugout keeps the game between sessions: the application's data folder.
    static QString defaultPath();
    // Two teams ready to play: Reds and Blues, five players each, the first the Champion.
    static bloodyball::GameSetup defaultSetup();

    // A new game kept in `path` from its first event; false with the reason (nothing changes).
    bool start(const bloodyball::GameSetup &setup, const QString &path, QString *error = nullptr);
    // The game saved in `path`, folded again; false with the reason.
    bool open(const QString &path, QString *error = nullptr);

    bool isOpen() const { return m_game.has_value(); }
    const bloodyball::Game &game() const { return *m_game; }
    QString path() const { return m_path; }

    // Whether `event` would be accepted now, and why not (nothing rolled, nothing saved).
    RuleCheck check(const bloodyball::Event &event) const;
    // Applies and saves `event`; dice it does not carry are rolled with the session's dice.
    RuleCheck submit(const bloodyball::Event &event, bool rollMissingDice = true);
    // Shuffles for the next quarter with the session's dice.
    RuleCheck shuffle();
    RuleCheck undo();

    // Dice for what nobody typed; Dugout's own random dice unless a test scripts them.
    void setDice(Dice *dice);

Q_SIGNALS:
    void changed();

private:
    RuleCheck save(const bloodyball::Game &before);

    std::optional<bloodyball::Game> m_game;
    QString m_path;
    std::unique_ptr<Dice> m_ownDice;
    Dice *m_dice = nullptr;
};

} // namespace dugout
