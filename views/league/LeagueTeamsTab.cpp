#include "LeagueTeamsTab.h"
#include "CommissionerOnly.h"

#include "AddTeamsDialog.h"
#include "LeagueSession.h"
#include "LeagueTables.h"
#include "core/rules/Ruleset.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "core/storage/Transaction.h"
#include "models/LeagueTeamModel.h"
#include "undo/LeagueEditCommand.h"
#include "views/MessageBox.h"
#include "views/widgets/MessageBar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

LeagueTeamsTab::LeagueTeamsTab(LeagueSession *session, MessageBar *messageBar, QWidget *parent)
    : QWidget(parent), m_session(session), m_messageBar(messageBar),
      m_model(new LeagueTeamModel(session->ruleset(), this)), m_table(new QTableView(this)),
      m_empty(new QLabel(this)), m_stack(new QStackedWidget(this)),
      m_add(new QPushButton(tr("Add teams…"), this)), m_remove(new QPushButton(tr("Remove"), this)),
      m_homePitch(new QComboBox(this))
{
    setObjectName(u"leagueTeamsTab"_s);
    m_table->setObjectName(u"leagueTeams"_s);
    m_table->setModel(m_model);
    styleLeagueTable(m_table);
    QHeaderView *header = m_table->horizontalHeader();
    fitColumns(header, {{LeagueTeamModel::RosterColumn, u"Nains du Chaos"_s},
                        {LeagueTeamModel::CoachColumn, u"Greta Hoffmann"_s},
                        {LeagueTeamModel::TeamValueColumn, u"1,000k"_s},
                        {LeagueTeamModel::TreasuryColumn, u"1,000k"_s}});
    header->setSectionResizeMode(LeagueTeamModel::NameColumn, QHeaderView::Stretch);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &LeagueTeamsTab::updateButtons);

    m_empty->setObjectName(u"leagueTeamsEmpty"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setText(
        tr("<p><b>No team in this league yet.</b></p>"
           "<p>Add confirmed teams: they join the league and its current season.</p>"));
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_table);

    m_add->setObjectName(u"addTeamsButton"_s);
    m_remove->setObjectName(u"removeTeamButton"_s);
    connect(m_add, &QPushButton::clicked, this, &LeagueTeamsTab::addTeams);
    connect(m_remove, &QPushButton::clicked, this, [this] { removeTeam(selectedTeamId()); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    m_homePitch->setObjectName(u"homePitchBox"_s);
    m_homePitch->addItem(tr("The league's pitch"), -1);
    m_homePitch->addItem(tr("Standard pitch"), int(MatchPitch::Standard));
    m_homePitch->addItem(tr("La Forge de Sigmar (ice and lava)"), int(MatchPitch::ForgeDeSigmar));
    // activated: the coach's choice only, not the box following the selection.
    connect(m_homePitch, &QComboBox::activated, this, [this] {
        const int chosen = m_homePitch->currentData().toInt();
        setHomePitch(selectedTeamId(),
                     chosen < 0 ? std::nullopt : std::optional(MatchPitch(chosen)));
    });
    auto *pitchLabel = new QLabel(tr("&Home pitch:"), this);
    pitchLabel->setBuddy(m_homePitch);
    buttons->addWidget(pitchLabel);
    buttons->addWidget(m_homePitch);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(buttons);
    layout->addWidget(m_stack, 1);
}

void LeagueTeamsTab::refresh()
{
    const qint64 selected = selectedTeamId();
    m_model->setTeams(m_session->leagueTeams(), !m_session->league().options.freeFanFactor);
    m_stack->setCurrentWidget(m_model->rowCount() > 0 ? static_cast<QWidget *>(m_table) : m_empty);
    selectTeam(selected);
    updateButtons();
}

qint64 LeagueTeamsTab::selectedTeamId() const
{
    return m_model->teamId(m_table->currentIndex().row());
}

void LeagueTeamsTab::selectTeam(qint64 teamId)
{
    const int row = m_model->rowOfTeam(teamId);
    if (row >= 0)
        m_table->setCurrentIndex(m_model->index(row, 0));
    updateButtons();
}

void LeagueTeamsTab::updateButtons()
{
    m_add->setEnabled(m_session->hasLeague());
    m_add->setToolTip(QString());
    const qint64 team = selectedTeamId();
    if (team == 0) {
        m_remove->setEnabled(false);
        m_remove->setToolTip(tr("Select a team to remove it from the league."));
    } else {
        const RuleCheck check = m_session->store()->canLeave(m_session->league().id, team);
        m_remove->setEnabled(check.allowed);
        m_remove->setToolTip(check ? tr("Remove %1 from the league").arg(m_session->teamName(team))
                                   : check.reason);
    }
    // The selected team's home pitch, and whether the store lets the league's options change.
    const LeagueOptions &options = m_session->league().options;
    const QSignalBlocker quiet(m_homePitch);
    m_homePitch->setCurrentIndex(
        team != 0 && options.homePitches.contains(team)
            ? std::max(0, m_homePitch->findData(int(options.homePitches.value(team))))
            : 0);
    if (team == 0) {
        m_homePitch->setEnabled(false);
        m_homePitch->setToolTip(tr("Select a team to choose its home pitch."));
    } else {
        const RuleCheck check = m_session->store()->canChangeOptions(m_session->league().id);
        m_homePitch->setEnabled(check.allowed);
        m_homePitch->setToolTip(
            check ? tr("Where %1 plays its home fixtures").arg(m_session->teamName(team))
                  : check.reason);
    }
    commissionerOnly(m_session->mayRunLeague(), {m_add, m_remove});
    if (const RuleCheck runs = m_session->mayRunLeague(); !runs) {
        m_homePitch->setEnabled(false);
        m_homePitch->setToolTip(runs.reason);
    }
}

bool LeagueTeamsTab::setHomePitch(qint64 teamId, std::optional<MatchPitch> pitch)
{
    if (!m_session->hasLeague() || !m_session->league().teamIds.contains(teamId))
        return false;
    const League before = m_session->league();
    League after = before;
    if (pitch)
        after.options.homePitches.insert(teamId, *pitch);
    else
        after.options.homePitches.remove(teamId);
    if (after == before)
        return true;
    QString error;
    League saved = after;
    const bool ok = m_session->store()->save(saved, &error);
    m_session->reload();
    if (!ok) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
        refresh();
        return false;
    }
    // Undo and redo write the home pitches back, leaving the rest of the league as it is then.
    LeagueSession *session = m_session;
    const auto step = [session, teamId](std::optional<MatchPitch> target) {
        return [session, teamId, target](QString *why) {
            std::optional<League> stored = session->store()->load(session->league().id, why);
            if (!stored)
                return false;
            if (target)
                stored->options.homePitches.insert(teamId, *target);
            else
                stored->options.homePitches.remove(teamId);
            return session->store()->save(*stored, why);
        };
    };
    const std::optional<MatchPitch> was =
        before.options.homePitches.contains(teamId)
            ? std::optional(before.options.homePitches.value(teamId))
            : std::nullopt;
    const QString name = m_session->teamName(teamId);
    m_session->pushEdit(
        new LeagueEditCommand(m_session, tr("Home pitch of %1").arg(name), step(was), step(pitch)));
    m_messageBar->showMessage(tr("%1 plays at home on: %2.").arg(name, m_homePitch->currentText()),
                              MessageBar::Kind::Positive, 6000);
    return true;
}

AddTeamsDialog *LeagueTeamsTab::addTeams()
{
    if (!m_session->hasLeague())
        return nullptr;
    const League &league = m_session->league();
    QList<AddTeamsDialog::Candidate> candidates;
    QStringList refusals;
    // One summary query for every candidate (its colour included), not a whole team each.
    QString unread;
    const QList<TeamTotals> summaries = m_session->teamStore()->totals(&unread);
    if (!unread.isEmpty())
        refusals << unread;
    for (const TeamTotals &summary : summaries) {
        if (league.teamIds.contains(summary.id))
            continue;
        if (const RuleCheck check = m_session->store()->canJoin(league, summary.id); !check) {
            refusals << check.reason;
            continue;
        }
        const Roster *roster = m_session->rules().roster(summary.rosterId);
        candidates << AddTeamsDialog::Candidate{summary.id, summary.name,
                                                roster ? roster->name.current() : summary.rosterId,
                                                summary.coach, summary.color};
    }
    auto *dialog = new AddTeamsDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCandidates(candidates, refusals);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { join(dialog->selectedTeamIds()); });
    dialog->open();
    return dialog;
}

namespace {

// The teams join the league and, when `seasonId` is not 0, that season (when it has no
// divisions and its line-up may change), all in one transaction. Read from the store, not
// from what the window shows, so that Edit → Redo writes the same join again.
bool writeJoin(LeagueSession *session, qint64 leagueId, qint64 seasonId,
               const QList<qint64> &teamIds, QString *message, QString *error)
{
    Transaction transaction(session->database()->connection(), error);
    if (!transaction.isOpen())
        return false;
    std::optional<League> league = session->store()->load(leagueId, error);
    if (!league)
        return false;
    for (qint64 id : teamIds) {
        if (!league->teamIds.contains(id))
            league->teamIds << id;
    }
    if (!session->store()->save(*league, error))
        return false;
    if (seasonId > 0) {
        std::optional<Season> season = session->store()->season(seasonId, error);
        if (!season)
            return false;
        if (const RuleCheck check = session->store()->canEditSeason(season->id); !check) {
            *message += u' ' + check.reason;
        } else if (season->divisions.isEmpty()) {
            for (qint64 id : teamIds) {
                const bool entered =
                    std::any_of(season->entries.cbegin(), season->entries.cend(),
                                [id](const SeasonEntry &entry) { return entry.teamId == id; });
                if (!entered)
                    season->entries << SeasonEntry{id, 0};
            }
            if (!session->store()->saveSeason(*season, error))
                return false;
            *message += u' ' + LeagueTeamsTab::tr("They play in %1.").arg(season->name);
        } else {
            *message +=
                u' ' + LeagueTeamsTab::tr("%1 has divisions: place them in one with Edit season.")
                           .arg(season->name);
        }
    }
    return transaction.commit();
}

// Each team as the store holds it now; false with the reason when one cannot be read.
bool loadTeams(LeagueSession *session, const QList<qint64> &teamIds, QList<Team> *teams,
               QString *error)
{
    teams->clear();
    for (qint64 id : teamIds) {
        std::optional<Team> team = session->teamStore()->load(id, error);
        if (!team)
            return false;
        *teams << std::move(*team);
    }
    return true;
}

} // namespace

bool LeagueTeamsTab::join(const QList<qint64> &teamIds)
{
    if (!m_session->hasLeague() || teamIds.isEmpty())
        return false;
    QString error;
    // Each team as it was before joining: Edit → Undo writes it back, taking back what joining
    // did to it (the free fan factor option refunds fan factor and sets it to 5).
    struct Join
    {
        QList<Team> before;
        QList<Team> joined;
    };
    auto state = std::make_shared<Join>();
    if (!loadTeams(m_session, teamIds, &state->before, &error)) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
        return false;
    }
    const qint64 leagueId = m_session->league().id;
    const qint64 seasonId = m_session->season() ? m_session->season()->id : 0;
    QString message =
        tr("%n team(s) joined the league.", nullptr, static_cast<int>(teamIds.size()));
    // The session reads the database again only once the transaction is over.
    const bool joined = writeJoin(m_session, leagueId, seasonId, teamIds, &message, &error) &&
                        loadTeams(m_session, teamIds, &state->joined, &error);
    m_session->reload();
    if (!joined) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
        return false;
    }
    Q_EMIT teamsChanged(teamIds);

    LeagueSession *session = m_session;
    QPointer<LeagueTeamsTab> tab(this);
    const auto told = [tab, teamIds](bool done) {
        if (done && tab)
            Q_EMIT tab->teamsChanged(teamIds);
        return done;
    };
    QStringList names;
    for (const Team &team : std::as_const(state->joined))
        names << team.name;
    m_session->pushEdit(new LeagueEditCommand(
        m_session, tr("Add teams %1").arg(names.join(u", "_s)),
        [session, leagueId, state, told](QString *why) {
            return told(session->store()->undoJoin(leagueId, state->before, state->joined, why));
        },
        [session, leagueId, seasonId, teamIds, state, told](QString *why) {
            QString ignored;
            // The redone join left the teams as this snapshot, which the next undo checks.
            return told(writeJoin(session, leagueId, seasonId, teamIds, &ignored, why) &&
                        loadTeams(session, teamIds, &state->joined, why));
        }));
    m_messageBar->showMessage(message, MessageBar::Kind::Positive, 6000);
    return true;
}

bool LeagueTeamsTab::removeTeam(qint64 teamId)
{
    if (!m_session->hasLeague() || !m_session->league().teamIds.contains(teamId))
        return false;
    const QString name = m_session->teamName(teamId);
    if (const RuleCheck check = m_session->store()->canLeave(m_session->league().id, teamId);
        !check) {
        m_messageBar->showMessage(check.reason, MessageBar::Kind::Warning);
        return false;
    }
    if (!MessageBox::question(this, tr("Remove team"),
                              tr("Remove %1 from %2? Its fixtures still to play are removed too.")
                                  .arg(name, m_session->league().name),
                              tr("Remove")))
        return false;
    // The league, its fixtures and its seasons let the team go together or not at all; Edit →
    // Undo puts every piece back (LeagueStore::undoLeave), Redo takes them again.
    auto left = std::make_shared<LeagueLeaving>();
    const qint64 leagueId = m_session->league().id;
    QString error;
    const bool removed = m_session->store()->leave(leagueId, teamId, left.get(), &error);
    m_session->reload();
    if (!removed) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
        return false;
    }
    LeagueSession *session = m_session;
    m_session->pushEdit(new LeagueEditCommand(
        m_session, tr("Remove team %1").arg(name),
        [session, left](QString *why) { return session->store()->undoLeave(*left, why); },
        [session, leagueId, teamId, left](QString *why) {
            return session->store()->leave(leagueId, teamId, left.get(), why);
        }));
    m_messageBar->showMessage(tr("%1 left the league.").arg(name), MessageBar::Kind::Positive,
                              6000);
    return true;
}

} // namespace dugout
