#pragma once

#include "core/team/RuleCheck.h"
#include "core/team/Team.h"
#include "core/team/TeamChanges.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>

class QUndoStack;

namespace dugout {

class Ruleset;
class Database;
class TeamStore;

// A team open for editing: the team, its undo history and where it is saved. Every change
// goes through edit(), which asks the rules first, saves the result at once and records an
// undoable step (docs/architecture.md, "Undo"); undo and redo save the earlier or later team too,
// so the database always holds what the coach sees.
class TeamDocument : public QObject
{
    Q_OBJECT

public:
    using Change = std::function<RuleCheck(Team &)>;

    TeamDocument(Team team, TeamStore &store, std::shared_ptr<const Ruleset> ruleset,
                 QObject *parent = nullptr);
    ~TeamDocument() override;

    const Team &team() const { return m_team; }
    // The file the team lives in: written files must never land on it.
    QString databasePath() const;
    // The database the team is stored in, for queries about it (its matches, say).
    Database &database() const;
    const Ruleset &rules() const { return *m_ruleset; }
    std::shared_ptr<const Ruleset> ruleset() const { return m_ruleset; }
    QUndoStack *undoStack() const { return m_undoStack; }
    // Takes `stored` (the team as the database now holds it, changed by something else: a
    // league result) as the team. The undo history is cleared, since its steps hold copies
    // of the team from before that change and undoing one would write the change away.
    void reload(Team stored);

    // Applies `change` to a copy of the team. When the rules allow it and the database takes
    // it, the copy becomes the team and an undo step named `text` is recorded. Otherwise the
    // team stays as it was and the answer says why (the rule's reason, or the database's).
    // Edits sharing a `mergeId` one after another (a spin box stepping) undo as one.
    RuleCheck edit(const QString &text, const Change &change, int mergeId = -1);

    // Whether this login may change the team at all (on a league server, only its coach and the
    // commissioner, issue 21); refused, every edit answers this reason and changes nothing.
    void setWriteAccess(RuleCheck access) { m_writeAccess = std::move(access); }
    const RuleCheck &writeAccess() const { return m_writeAccess; }

Q_SIGNALS:
    // The team changed (an edit, an undo or a redo): `what` says which parts and which
    // players, so a view updates only those (docs/architecture.md, "Typed change notifications").
    void changed(dugout::TeamChanges what);
    // Undo or redo could not be saved: the team stays as it was last saved (the undo history
    // goes back to that step too) and the message says so and why.
    void saveFailed(const QString &message);

private:
    friend class TeamEditCommand;
    // Saves `team` and makes it the current team; returns it as saved (with ids). When the
    // database refuses, nothing changes: the team stays what the database holds, the undo
    // stack is put back on the step that matches it, saveFailed() says why, and the answer
    // is empty. `undoing` says which way the history was moving, for the message.
    std::optional<Team> restore(const Team &team, bool undoing);

    // After a save the database refused: when the team was changed elsewhere meanwhile (the
    // stored version moved on), takes the stored team, so the user sees what is there now.
    void catchUp();

    Team m_team;
    // The stored version m_team was read at (TeamStore::version): a save of a copy older than
    // the stored team is refused rather than written over someone else's change (issue 21).
    int m_version = -1;
    TeamStore &m_store;
    std::shared_ptr<const Ruleset> m_ruleset;
    QUndoStack *m_undoStack;
    RuleCheck m_writeAccess;
};

} // namespace dugout
