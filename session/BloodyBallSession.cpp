#include "BloodyBallSession.h"

#include "core/bloodyball/BloodyGameFile.h"
#include "core/dice/RandomDice.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;
using namespace dugout::bloodyball;

namespace dugout {

BloodyBallSession::BloodyBallSession(QObject *parent)
    : QObject(parent), m_ownDice(std::make_unique<RandomDice>()), m_dice(m_ownDice.get())
{
}

BloodyBallSession::~BloodyBallSession() = default;

QString BloodyBallSession::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           u"/bloodyball/current-game.jsonl"_s;
}

GameSetup BloodyBallSession::defaultSetup()
{
    GameSetup setup;
    for (int t = 0; t < 2; ++t) {
        TeamSetup &team = setup.teams[t];
        team.name = t == 0 ? tr("Reds") : tr("Blues");
        for (int i = 1; i <= 5; ++i)
            team.players << (t == 0 ? tr("Red %1") : tr("Blue %1")).arg(i);
        team.champion = 0;
        team.colour = t == 0 ? u"#c0392b"_s : u"#1f5fa8"_s;
    }
    return setup;
}

bool BloodyBallSession::start(const GameSetup &setup, const QString &path, QString *error)
{
    if (const RuleCheck ok = Game::checkSetup(setup); !ok) {
        if (error)
            *error = ok.reason;
        return false;
    }
    // The file is written with the first event: a game with no event has nothing to lose, and
    // looking at the page leaves no file behind.
    m_game.emplace(setup);
    m_path = path;
    Q_EMIT changed();
    return true;
}

bool BloodyBallSession::open(const QString &path, QString *error)
{
    const std::optional<GameLog> log = GameFile::load(path, error);
    if (!log)
        return false;
    std::optional<Game> game = Game::replay(log->setup, log->events, error);
    if (!game)
        return false;
    m_game = std::move(game);
    m_path = path;
    Q_EMIT changed();
    return true;
}

RuleCheck BloodyBallSession::check(const Event &event) const
{
    if (!m_game)
        return RuleCheck::refused(tr("No game is open."));
    return m_game->check(event);
}

RuleCheck BloodyBallSession::submit(const Event &event, bool rollMissingDice)
{
    if (!m_game)
        return RuleCheck::refused(tr("No game is open."));
    const Game before = *m_game;
    if (const RuleCheck ok = m_game->apply(event, rollMissingDice ? m_dice : nullptr); !ok)
        return ok;
    return save(before);
}

RuleCheck BloodyBallSession::shuffle()
{
    if (!m_game)
        return RuleCheck::refused(tr("No game is open."));
    return submit(m_game->shuffle(*m_dice));
}

RuleCheck BloodyBallSession::undo()
{
    if (!m_game || !m_game->canUndo())
        return RuleCheck::refused(tr("There is nothing to undo."));
    const Game before = *m_game;
    m_game->undo();
    return save(before);
}

void BloodyBallSession::setDice(Dice *dice)
{
    m_dice = dice ? dice : m_ownDice.get();
}

RuleCheck BloodyBallSession::save(const Game &before)
{
    QString error;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    if (!GameFile::save(m_path, m_game->setup(), m_game->events(), &error)) {
        m_game = before;
        return RuleCheck::refused(error);
    }
    Q_EMIT changed();
    return RuleCheck::ok();
}

} // namespace dugout
