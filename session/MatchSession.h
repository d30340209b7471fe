#pragma once

#include "core/match/Match.h"
#include "core/match/MatchChanges.h"
#include "core/storage/TrackedMatchStatus.h"

#include <QObject>

#include <memory>
#include <optional>

namespace dugout {

class Database;
class Dice;
class MatchLogStore;
class Ruleset;

// The match being tracked: a Match in memory and its log in the database, kept in step. Every
// event is applied in memory first, then stored in its own transaction; when the database
// refuses, the match goes back to what it was, so what is on screen is always what is stored
// (docs/architecture.md, "A tracked match is an event log"). Undo and redo remove and append the
// last event the same way.
class MatchSession : public QObject
{
    Q_OBJECT

public:
    MatchSession(std::shared_ptr<const Ruleset> rules, Database &database,
                 QObject *parent = nullptr);
    ~MatchSession() override;

    // A new tracked match stored with `setup`; false with the reason.
    bool start(const MatchSetup &setup, QString *error = nullptr);
    // Loads match `matchId` and folds its log again; false with the reason (a log that no longer
    // replays is refused rather than opened half-way).
    bool resume(qint64 matchId, QString *error = nullptr);

    bool isOpen() const { return m_match.has_value(); }
    qint64 id() const { return m_id; }
    const Match &match() const { return *m_match; }
    // The file the match is stored in: written files must never land on it.
    QString databasePath() const;
    const MatchState &state() const { return m_match->state(); }
    const MatchSetup &setup() const { return m_match->setup(); }
    const Ruleset &rules() const { return *m_rules; }
    std::shared_ptr<const Ruleset> ruleset() const { return m_rules; }
    TrackedMatchStatus status() const { return m_status; }
    // The league match recorded from this one (0 while none): its result is applied.
    qint64 resultMatchId() const { return m_resultMatchId; }
    // Reads again whether the league recorded (or undid) the result, after the league changed.
    void reloadResult();

    // Whether `event` would be accepted now, and why not (nothing rolled, nothing stored).
    RuleCheck check(const MatchEvent &event) const;
    // Applies and stores `event`: typed dice are in event.dice, the others are rolled. A refusal
    // by the rules or by the database changes nothing and says why.
    RuleCheck submit(const MatchEvent &event);

    bool canUndo() const { return isOpen() && m_match->canUndo(); }
    bool canRedo() const { return isOpen() && m_match->canRedo(); }
    RuleCheck undo();
    RuleCheck redo();

    // Dice for what nobody typed; Dugout's own random dice unless a test scripts them.
    void setDice(Dice *dice);

Q_SIGNALS:
    // The match changed (an event applied, undone or redone, or another match opened): `what`
    // says which parts, so a view redraws only those.
    void changed(dugout::MatchChanges what);

private:
    // Stores the event just applied; on failure restores `before` and answers the reason.
    RuleCheck storeLast(const Match &before);
    // Whether the match may be undone: false with `error` when the store cannot tell;
    // `confirmedResult` when its result is in the league already.
    bool mayUndo(bool *confirmedResult, QString *error) const;
    // Keeps the stored status in step with the phase (Finished once the match is over).
    QString syncStatus();
    // The status the match's phase calls for.
    TrackedMatchStatus wantedStatus() const;

    std::shared_ptr<const Ruleset> m_rules;
    Database &m_database;
    std::unique_ptr<MatchLogStore> m_store;
    std::unique_ptr<Dice> m_randomDice;
    Dice *m_dice;
    std::optional<Match> m_match;
    qint64 m_id = 0;
    TrackedMatchStatus m_status = TrackedMatchStatus::InProgress;
    qint64 m_resultMatchId = 0;
};

} // namespace dugout
