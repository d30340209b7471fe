#include "ScheduleTab.h"
#include "CommissionerOnly.h"
#include "core/league/PlayoffRules.h"

#include "FixtureDialog.h"
#include "LeagueSession.h"
#include "LeagueTables.h"
#include "MatchReportDialog.h"
#include "RoundRobinDialog.h"
#include "core/league/RoundRobin.h"
#include "core/league/ScheduleRules.h"
#include "core/storage/LeagueStore.h"
#include "models/LeagueText.h"
#include "models/ScheduleModel.h"
#include "undo/LeagueEditCommand.h"
#include "views/MessageBox.h"
#include "views/rulebook/PaddedItemDelegate.h"
#include "views/widgets/MessageBar.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;

namespace dugout {

ScheduleTab::ScheduleTab(LeagueSession *session, MessageBar *messageBar, QWidget *parent)
    : QWidget(parent), m_session(session), m_messageBar(messageBar),
      m_model(new ScheduleModel(this)), m_tree(new QTreeView(this)), m_empty(new QLabel(this)),
      m_stack(new QStackedWidget(this)), m_roundRobin(new QPushButton(tr("Round robin…"), this)),
      m_add(new QPushButton(tr("Add fixture…"), this)),
      m_remove(new QPushButton(tr("Remove fixture"), this)),
      m_record(new QPushButton(tr("Record result…"), this)),
      m_undo(new QPushButton(tr("Undo result"), this)),
      m_report(new QPushButton(tr("Match report…"), this))
{
    setObjectName(u"scheduleTab"_s);
    m_tree->setObjectName(u"schedule"_s);
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setItemDelegate(new PaddedItemDelegate(m_tree));
    // The score sits in the middle, the two teams on either side of it, as on a results sheet.
    QHeaderView *header = m_tree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Fixed);
    header->setSectionResizeMode(ScheduleModel::HomeColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(ScheduleModel::AwayColumn, QHeaderView::Stretch);
    fitColumns(header, {{ScheduleModel::ScoreColumn, u"10 – 10"_s}});
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ScheduleTab::updateButtons);
    fitColumns(header, {{ScheduleModel::TrackedColumn, tr("being tracked")}});
    connect(m_tree, &QTreeView::activated, this, [this](const QModelIndex &index) {
        // A fixture to play is recorded; a played one shows its report.
        const Fixture *fixture = m_model->fixture(index);
        if (fixture && !fixture->isPlayed() && m_record->isEnabled())
            m_record->click();
        else if (fixture && fixture->isPlayed())
            showReport(fixture->id);
    });

    m_empty->setObjectName(u"scheduleEmpty"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_tree);

    m_roundRobin->setObjectName(u"roundRobinButton"_s);
    m_add->setObjectName(u"addFixtureButton"_s);
    m_remove->setObjectName(u"removeFixtureButton"_s);
    m_record->setObjectName(u"recordResultButton"_s);
    m_undo->setObjectName(u"undoResultButton"_s);
    m_report->setObjectName(u"matchReportButton"_s);
    connect(m_report, &QPushButton::clicked, this, [this] { showReport(selectedFixtureId()); });
    m_roundRobin->setToolTip(tr("Every team of the season meets every other, once or twice"));
    connect(m_roundRobin, &QPushButton::clicked, this, &ScheduleTab::roundRobin);
    connect(m_add, &QPushButton::clicked, this, qOverload<>(&ScheduleTab::addFixture));
    connect(m_remove, &QPushButton::clicked, this, [this] { removeFixture(selectedFixtureId()); });
    connect(m_record, &QPushButton::clicked, this, [this] {
        if (const qint64 id = selectedFixtureId())
            Q_EMIT recordResultRequested(id);
    });
    connect(m_undo, &QPushButton::clicked, this, [this] { undoResult(selectedFixtureId()); });

    auto *separator = new QFrame(this);
    separator->setFrameShape(QFrame::VLine);
    separator->setFrameShadow(QFrame::Sunken);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_roundRobin);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addWidget(separator);
    buttons->addWidget(m_record);
    buttons->addWidget(m_undo);
    buttons->addWidget(m_report);
    buttons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(buttons);
    layout->addWidget(m_stack, 1);
}

void ScheduleTab::refresh()
{
    const qint64 selected = selectedFixtureId();
    const Season *season = m_session->season();
    QSet<qint64> tracked;
    QString longest; // the longest text of the division column: a division or a stage
    for (const Fixture &fixture : m_session->fixtures()) {
        if (ScheduleRules::isBeingTracked(fixture.id, m_session->tracking()))
            tracked.insert(fixture.id);
        const QString stage = PlayoffRules::stageName(fixture);
        longest = stage.size() > longest.size() ? stage : longest;
    }
    m_model->setSchedule(m_session->fixtures(), m_session->summaries(), m_session->teams(),
                         season ? season->divisions : QList<Division>(), tracked);
    m_tree->setColumnHidden(ScheduleModel::TrackedColumn, !m_model->hasTrackedFixture());
    if (season) {
        for (const Division &division : season->divisions)
            longest = division.name.size() > longest.size() ? division.name : longest;
    }
    m_tree->setColumnHidden(ScheduleModel::DivisionColumn, longest.isEmpty());
    if (!longest.isEmpty())
        fitColumns(m_tree->header(), {{ScheduleModel::DivisionColumn, longest}});
    m_tree->expandAll();
    for (int row = 0; row < m_model->rowCount(); ++row)
        m_tree->setFirstColumnSpanned(row, {}, true);
    if (!season)
        m_empty->setText(
            tr("<p><b>This league has no season.</b></p><p>Start one with New season.</p>"));
    else if (m_session->seasonTeamIds().size() < 2)
        m_empty->setText(tr(
            "<p><b>No fixture yet.</b></p><p>Add at least two teams to the league, then generate "
            "a round robin.</p>"));
    else
        m_empty->setText(tr("<p><b>No fixture yet.</b></p><p>Generate a round robin, or add "
                            "fixtures one by one.</p>"));
    m_stack->setCurrentWidget(m_model->fixtureCount() > 0 ? static_cast<QWidget *>(m_tree)
                                                          : m_empty);
    selectFixture(selected);
    updateButtons();
}

const Fixture *ScheduleTab::selectedFixture() const
{
    return m_model->fixture(m_tree->currentIndex());
}

qint64 ScheduleTab::selectedFixtureId() const
{
    const Fixture *fixture = selectedFixture();
    return fixture ? fixture->id : 0;
}

void ScheduleTab::selectFixture(qint64 fixtureId)
{
    const QModelIndex index = m_model->indexOfFixture(fixtureId);
    if (index.isValid())
        m_tree->setCurrentIndex(index);
    updateButtons();
}

int ScheduleTab::nextRound() const
{
    return ScheduleRules::nextRound(m_session->fixtures());
}

void ScheduleTab::updateButtons()
{
    const Season *season = m_session->season();
    const bool enoughTeams = season && m_session->seasonTeamIds().size() >= 2;
    const QString noTeams =
        season ? tr("The season needs at least two teams.") : tr("Start a season first.");
    m_roundRobin->setEnabled(enoughTeams);
    m_add->setEnabled(enoughTeams);
    m_add->setToolTip(enoughTeams ? tr("Add one fixture by hand") : noTeams);
    m_roundRobin->setToolTip(
        enoughTeams ? tr("Every team of the season meets every other, once or twice") : noTeams);

    const Fixture *fixture = selectedFixture();
    const QString select = tr("Select a fixture first.");
    // The rule the store applies, asked of core with what the tab shows.
    const RuleCheck removable =
        fixture ? ScheduleRules::canRemove(
                      *fixture, m_session->tracking(),
                      [this](qint64 teamId) { return m_session->teamName(teamId); })
                : RuleCheck::refused(select);
    m_remove->setEnabled(removable.allowed);
    m_remove->setToolTip(removable ? tr("Remove this fixture from the schedule")
                                   : removable.reason);
    m_record->setEnabled(fixture && !fixture->isPlayed());
    m_record->setToolTip(
        !fixture ? select
        : fixture->isPlayed()
            ? tr("Already played: undo the result to record it again.")
            : tr("Record the result of this fixture and run the post-match sequence"));
    m_report->setEnabled(fixture && fixture->isPlayed());
    m_report->setToolTip(
        !fixture ? select
        : fixture->isPlayed()
            ? tr("Score, SPP, casualties, gate, winnings and the whole post-match log")
            : tr("Not played yet: the report comes with the result."));
    if (!fixture || !fixture->isPlayed()) {
        m_undo->setEnabled(false);
        m_undo->setToolTip(fixture ? tr("This fixture has no result to undo.") : select);
    } else {
        const RuleCheck check = m_session->store()->canUndo(fixture->matchId);
        m_undo->setEnabled(check.allowed);
        m_undo->setToolTip(check ? tr("Put both teams back as they were before this match")
                                 : check.reason);
    }
    commissionerOnly(m_session->mayRunLeague(), {m_roundRobin, m_add, m_remove, m_record, m_undo});
}

RoundRobinDialog *ScheduleTab::roundRobin()
{
    const Season *season = m_session->season();
    if (!season)
        return nullptr;
    QList<QPair<QString, int>> groups;
    if (season->divisions.isEmpty()) {
        groups << qMakePair(QString(), static_cast<int>(m_session->seasonTeamIds().size()));
    } else {
        for (const Division &division : season->divisions)
            groups << qMakePair(division.name,
                                static_cast<int>(m_session->seasonTeamIds(division.id).size()));
    }
    int firstRound = 1;
    for (const Fixture &fixture : m_session->fixtures()) {
        if (fixture.isPlayed())
            firstRound = std::max(firstRound, fixture.round + 1);
    }
    auto *dialog = new RoundRobinDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setGroups(groups);
    dialog->setFirstRound(firstRound);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { generateRoundRobin(dialog->isDoubleLeg(), dialog->firstRound()); });
    dialog->open();
    return dialog;
}

bool ScheduleTab::generateRoundRobin(bool doubleLeg, int firstRound)
{
    const Season *season = m_session->season();
    if (!season)
        return false;
    QList<Fixture> generated = RoundRobin::forSeason(*season, doubleLeg, firstRound);
    if (generated.isEmpty()) {
        m_messageBar->showMessage(tr("Nothing to schedule: each group needs at least two teams."),
                                  MessageBar::Kind::Warning);
        return false;
    }
    QList<Fixture> played;
    for (const Fixture &fixture : m_session->fixtures()) {
        if (fixture.isPlayed())
            played << fixture;
    }
    const auto unplayed = m_session->fixtures().size() - played.size();
    if (unplayed > 0 &&
        !MessageBox::question(
            this, tr("Round robin"),
            tr("The schedule has %1 fixtures still to play. Replace them with the new round robin? "
               "Played fixtures stay as they are.")
                .arg(unplayed),
            tr("Replace")))
        return false;
    // Played fixtures first, then the new ones in round order: the rule reads the season as a
    // whole.
    QList<Fixture> whole = played + generated;
    std::stable_sort(whole.begin(), whole.end(),
                     [](const Fixture &a, const Fixture &b) { return a.round < b.round; });
    const auto name = [this](qint64 teamId) { return m_session->teamName(teamId); };
    if (const RuleCheck check = ScheduleRules::checkConsecutiveMeetings(whole, name); !check) {
        m_messageBar->showMessage(check.reason, MessageBar::Kind::Warning);
        return false;
    }
    QList<Fixture> replaced;
    for (const Fixture &fixture : m_session->fixtures()) {
        if (!fixture.isPlayed())
            replaced << fixture;
    }
    QString error;
    const bool saved = m_session->store()->replaceUnplayedFixtures(season->id, generated, &error);
    m_session->reload();
    if (!saved) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
        return false;
    }
    // Undo puts the fixtures it replaced back (with new ids, so both lists follow the store).
    auto before = std::make_shared<QList<Fixture>>(replaced);
    auto after = std::make_shared<QList<Fixture>>(generated);
    const qint64 seasonId = season->id;
    LeagueSession *session = m_session;
    m_session->pushEdit(new LeagueEditCommand(
        m_session, tr("Round robin"),
        [session, seasonId, before, after](QString *why) {
            // A generated fixture played since stays played: the old schedule cannot come back
            // whole.
            for (const Fixture &fixture : std::as_const(*after)) {
                if (const std::optional<Fixture> stored = session->store()->fixture(fixture.id);
                    stored && stored->isPlayed()) {
                    *why = tr("%1 against %2 has been played since the round robin was generated: "
                              "it cannot be undone.")
                               .arg(session->teamName(fixture.homeTeamId),
                                    session->teamName(fixture.awayTeamId));
                    return false;
                }
            }
            return session->store()->replaceUnplayedFixtures(seasonId, *before, why);
        },
        [session, seasonId, after](QString *why) {
            return session->store()->replaceUnplayedFixtures(seasonId, *after, why);
        }));
    int last = 0;
    for (const Fixture &fixture : std::as_const(generated))
        last = std::max(last, fixture.round);
    m_messageBar->showMessage(tr("Round robin generated: %1 fixtures, rounds %2 to %3.")
                                  .arg(generated.size())
                                  .arg(firstRound)
                                  .arg(last),
                              MessageBar::Kind::Positive, 6000);
    return true;
}

FixtureDialog *ScheduleTab::addFixture()
{
    if (!m_session->season())
        return nullptr;
    QList<QPair<qint64, QString>> teams;
    for (qint64 id : m_session->seasonTeamIds())
        teams << qMakePair(id, m_session->teamName(id));
    auto *dialog = new FixtureDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setTeams(teams);
    dialog->setRound(nextRound());
    connect(dialog, &QDialog::accepted, this, [this, dialog] { addFixture(dialog->fixture()); });
    dialog->open();
    return dialog;
}

bool ScheduleTab::addFixture(const Fixture &chosen)
{
    const Season *season = m_session->season();
    if (!season)
        return false;
    Fixture fixture = chosen;
    fixture.seasonId = season->id;
    // A fixture inside one division counts in that division's table.
    fixture.divisionId = ScheduleRules::divisionOf(*season, fixture.homeTeamId, fixture.awayTeamId);
    const auto name = [this](qint64 teamId) { return m_session->teamName(teamId); };
    if (const RuleCheck check =
            ScheduleRules::canAddToSeason(*season, m_session->fixtures(), fixture, name);
        !check) {
        m_messageBar->showMessage(check.reason, MessageBar::Kind::Warning);
        return false;
    }
    QString error;
    const bool saved = m_session->store()->addFixture(fixture, &error);
    m_session->reload();
    if (!saved) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
        return false;
    }
    m_session->pushEdit(fixtureCommand(
        tr("Add fixture %1 v %2")
            .arg(m_session->teamName(fixture.homeTeamId), m_session->teamName(fixture.awayTeamId)),
        fixture, false));
    selectFixture(fixture.id);
    return true;
}

QUndoCommand *ScheduleTab::fixtureCommand(const QString &text, const Fixture &fixture, bool removed)
{
    // The fixture comes back with a new id: the one shared state keeps the latest.
    auto current = std::make_shared<Fixture>(fixture);
    LeagueSession *session = m_session;
    LeagueEditCommand::Step add = [session, current](QString *why) {
        return session->store()->addFixture(*current, why);
    };
    LeagueEditCommand::Step remove = [session, current](QString *why) {
        return session->store()->removeFixture(current->id, why);
    };
    return removed ? new LeagueEditCommand(m_session, text, add, remove)
                   : new LeagueEditCommand(m_session, text, remove, add);
}

bool ScheduleTab::removeFixture(qint64 fixtureId)
{
    const QModelIndex index = m_model->indexOfFixture(fixtureId);
    const Fixture *shown = m_model->fixture(index);
    if (!shown)
        return false;
    const Fixture fixture = *shown;
    const QString match = index.data(ScheduleModel::MatchTextRole).toString();
    if (!MessageBox::question(
            this, tr("Remove fixture"),
            tr("Remove %1 (round %2) from the schedule? Edit → Undo puts it back.")
                .arg(match)
                .arg(fixture.round),
            tr("Remove fixture")))
        return false;
    QString error;
    const bool removed = m_session->store()->removeFixture(fixtureId, &error);
    m_session->reload();
    if (!removed) {
        m_messageBar->showMessage(error, MessageBar::Kind::Warning);
        return false;
    }
    m_session->pushEdit(fixtureCommand(tr("Remove fixture %1").arg(match), fixture, true));
    m_messageBar->showMessage(tr("%1 removed from the schedule.").arg(match),
                              MessageBar::Kind::Positive, 6000);
    return true;
}

bool ScheduleTab::undoResult(qint64 fixtureId)
{
    const QModelIndex index = m_model->indexOfFixture(fixtureId);
    const Fixture *fixture = m_model->fixture(index);
    if (!fixture || !fixture->isPlayed())
        return false;
    const qint64 matchId = fixture->matchId;
    const QList<qint64> teams{fixture->homeTeamId, fixture->awayTeamId};
    if (const RuleCheck check = m_session->store()->canUndo(matchId); !check) {
        m_messageBar->showMessage(check.reason, MessageBar::Kind::Warning);
        return false;
    }
    const QString match = index.data(ScheduleModel::MatchTextRole).toString();
    const QString score = index.siblingAtColumn(ScheduleModel::ScoreColumn).data().toString();
    if (!MessageBox::question(
            this, tr("Undo result"),
            tr("Undo %1 (%2)? Both teams go back exactly as they were before the match, and the "
               "fixture is to be played again.")
                .arg(match, score),
            tr("Undo result")))
        return false;
    QString error;
    const bool undone = m_session->store()->undoResult(matchId, &error);
    m_session->reload();
    if (!undone) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
        return false;
    }
    m_messageBar->showMessage(tr("Result of %1 undone.").arg(match), MessageBar::Kind::Positive,
                              6000);
    Q_EMIT teamsChanged(teams);
    return true;
}

MatchReportDialog *ScheduleTab::showReport(qint64 fixtureId)
{
    const Fixture *fixture = m_model->fixture(m_model->indexOfFixture(fixtureId));
    if (!fixture || !fixture->isPlayed() || !m_session->database())
        return nullptr;
    return MatchReportDialog::showReport(*m_session->database(), m_session->ruleset(),
                                         fixture->matchId, this);
}

} // namespace dugout
