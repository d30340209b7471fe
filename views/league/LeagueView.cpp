#include "LeagueView.h"
#include "CommissionerOnly.h"

#include "LeagueHeader.h"
#include "LeagueSession.h"
#include "LeagueTeamsTab.h"
#include "NewLeagueDialog.h"
#include "NewSeasonDialog.h"
#include "PlayoffsDialog.h"
#include "ScheduleTab.h"
#include "StandingsTab.h"
#include "StatisticsTab.h"
#include "core/storage/LeagueStore.h"
#include "undo/LeagueEditCommand.h"
#include "views/widgets/MessageBar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace dugout {

LeagueView::LeagueView(LeagueSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_header(new LeagueHeader(this)),
      m_season(new QComboBox(this)), m_newSeason(new QPushButton(tr("New season…"), this)),
      m_editSeason(new QPushButton(tr("Edit season…"), this)),
      m_options(new QPushButton(tr("League options…"), this)),
      m_playoffs(new QPushButton(tr("End-of-season playoffs…"), this)),
      m_messageBar(new MessageBar(this)), m_tabs(new QTabWidget(this))
{
    setObjectName(u"leagueView"_s);
    m_season->setObjectName(u"seasonChooser"_s);
    m_season->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_season->setMinimumContentsLength(12);
    m_newSeason->setObjectName(u"newSeasonButton"_s);
    m_editSeason->setObjectName(u"editSeasonButton"_s);
    m_options->setObjectName(u"leagueOptionsButton"_s);
    m_playoffs->setObjectName(u"playoffsButton"_s);
    m_newSeason->setToolTip(tr("Start a new season, with divisions or not"));
    m_options->setToolTip(tr("The league's name, commissioner and optional rules"));
    connect(m_season, &QComboBox::activated, this,
            [this] { m_session->setSeason(m_season->currentData().toLongLong()); });
    connect(m_newSeason, &QPushButton::clicked, this, &LeagueView::newSeason);
    connect(m_editSeason, &QPushButton::clicked, this, &LeagueView::editSeason);
    connect(m_options, &QPushButton::clicked, this, &LeagueView::editOptions);
    connect(m_playoffs, &QPushButton::clicked, this, &LeagueView::openPlayoffs);

    auto *seasonLabel = new QLabel(tr("&Season:"), this);
    seasonLabel->setBuddy(m_season);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(8, 6, 8, 2);
    bar->addWidget(seasonLabel);
    bar->addWidget(m_season);
    bar->addWidget(m_newSeason);
    bar->addWidget(m_editSeason);
    bar->addWidget(m_playoffs);
    bar->addStretch();
    bar->addWidget(m_options);

    m_teamsTab = new LeagueTeamsTab(session, m_messageBar, this);
    m_scheduleTab = new ScheduleTab(session, m_messageBar, this);
    m_standingsTab = new StandingsTab(session, this);
    m_statisticsTab = new StatisticsTab(session, this);
    m_tabs->setObjectName(u"leagueTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_teamsTab, tr("Teams"));
    m_tabs->addTab(m_scheduleTab, tr("Schedule"));
    m_tabs->addTab(m_standingsTab, tr("Standings"));
    m_tabs->addTab(m_statisticsTab, tr("Statistics"));
    connect(m_scheduleTab, &ScheduleTab::recordResultRequested, this,
            &LeagueView::recordResultRequested);
    connect(m_scheduleTab, &ScheduleTab::teamsChanged, this, &LeagueView::teamsChanged);
    connect(m_teamsTab, &LeagueTeamsTab::teamsChanged, this, &LeagueView::teamsChanged);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_header);
    layout->addLayout(bar);
    layout->addWidget(m_tabs, 1);
    // Over the tabs: a message does not push the schedule's buttons down.
    m_messageBar->floatOver(m_tabs);

    connect(m_session, &LeagueSession::changed, this, &LeagueView::refresh);
    connect(m_session, &LeagueSession::editFailed, this, [this](const QString &reason) {
        m_messageBar->showMessage(reason, MessageBar::Kind::Warning);
    });
    refresh();
}

void LeagueView::refresh()
{
    const Season *season = m_session->season();
    int played = 0;
    for (const Fixture &fixture : m_session->fixtures())
        played += fixture.isPlayed() ? 1 : 0;
    m_header->setLeague(m_session->league(), season, played,
                        static_cast<int>(m_session->fixtures().size()));
    {
        const QSignalBlocker blocker(m_season);
        m_season->clear();
        for (const Season &each : m_session->seasons())
            m_season->addItem(each.name, each.id);
        m_season->setCurrentIndex(season ? m_season->findData(season->id) : -1);
    }
    m_teamsTab->refresh();
    m_scheduleTab->refresh();
    m_standingsTab->refresh();
    m_statisticsTab->refresh();
    updateButtons();
    // A read that failed is said, never shown as an empty league.
    if (!m_session->readError().isEmpty())
        m_messageBar->showMessage(
            tr("Part of the league could not be read: %1").arg(m_session->readError()),
            MessageBar::Kind::Error, 0);
}

void LeagueView::updateButtons()
{
    const bool league = m_session->hasLeague();
    m_newSeason->setEnabled(league);
    m_options->setEnabled(league);
    m_season->setEnabled(m_season->count() > 0);
    const Season *season = m_session->season();
    m_editSeason->setEnabled(season != nullptr);
    // The dialog opens for anyone (to see the ranking); it disables its own buttons with the
    // reasons.
    m_playoffs->setEnabled(season != nullptr);
    m_playoffs->setToolTip(season ? tr("Choose the four semi-finalists of %1, draw the "
                                       "semi-finals, then create the final")
                                        .arg(season->name)
                                  : tr("This league has no season yet."));
    if (!season) {
        m_editSeason->setToolTip(tr("This league has no season yet."));
    } else if (const RuleCheck lineUp = m_session->store()->canEditSeason(season->id); !lineUp) {
        m_editSeason->setToolTip(lineUp.reason);
    } else {
        m_editSeason->setToolTip(
            tr("Rename %1, change its divisions and who takes part").arg(season->name));
    }
    m_newSeason->setToolTip(QString());
    m_options->setToolTip(QString());
    commissionerOnly(m_session->mayRunLeague(), {m_newSeason, m_options, m_editSeason});
}

void LeagueView::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(static_cast<int>(tab));
}

PlayoffsDialog *LeagueView::openPlayoffs()
{
    if (!m_session->season())
        return nullptr;
    auto *dialog = new PlayoffsDialog(m_session, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

NewSeasonDialog *LeagueView::newSeason()
{
    return openSeasonDialog(nullptr);
}

NewSeasonDialog *LeagueView::editSeason()
{
    const Season *season = m_session->season();
    return season && m_editSeason->isEnabled() ? openSeasonDialog(season) : nullptr;
}

NewSeasonDialog *LeagueView::openSeasonDialog(const Season *editing)
{
    if (!m_session->hasLeague())
        return nullptr;
    auto *dialog = new NewSeasonDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QList<QPair<qint64, QString>> teams;
    for (const TeamTotals &team : m_session->leagueTeams())
        teams << qMakePair(team.id, team.name);
    dialog->setTeams(teams);
    Season season;
    season.leagueId = m_session->league().id;
    if (editing) {
        season = *editing;
        dialog->setWindowTitle(tr("Edit season"));
        dialog->setSeasonName(season.name);
        dialog->setDivisionCount(static_cast<int>(season.divisions.size()));
        for (int i = 0; i < season.divisions.size(); ++i)
            dialog->setDivisionName(i, season.divisions.at(i).name);
        for (const auto &[id, name] : std::as_const(teams)) {
            const auto entry =
                std::find_if(season.entries.cbegin(), season.entries.cend(),
                             [id](const SeasonEntry &each) { return each.teamId == id; });
            dialog->setTakingPart(id, entry != season.entries.cend());
            for (int i = 0; entry != season.entries.cend() && i < season.divisions.size(); ++i) {
                if (season.divisions.at(i).id == entry->divisionId)
                    dialog->setDivision(id, i);
            }
        }
        dialog->setLineUpCheck(m_session->store()->canEditSeason(season.id));
    } else {
        //: The default name of a league's next season: "Season 2".
        dialog->setSeasonName(tr("Season %1").arg(m_session->seasons().size() + 1));
    }
    connect(dialog, &QDialog::accepted, this,
            [this, dialog, season] { saveSeason(season, *dialog); });
    dialog->open();
    return dialog;
}

bool LeagueView::saveSeason(Season season, const NewSeasonDialog &dialog)
{
    season.name = dialog.seasonName();
    const QStringList names = dialog.divisionNames();
    if (dialog.lineUpFixed()) {
        // Only names change: the divisions and who plays in which stay exactly as stored.
        for (qsizetype i = 0; i < season.divisions.size() && i < names.size(); ++i)
            season.divisions[i].name = names.at(i);
    } else {
        // Divisions keep their ids by position, so a renamed division stays the same division;
        // a new one has a negative placeholder id its teams refer to until the store gives it one.
        QList<Division> divisions;
        for (int i = 0; i < names.size(); ++i)
            divisions << Division{
                i < season.divisions.size() ? season.divisions.at(i).id : -(i + 1), names.at(i)};
        season.divisions = divisions;
        season.entries.clear();
        const QList<qint64> ids = dialog.teamIds();
        for (qint64 id : ids) {
            const int division = dialog.divisionOf(id);
            season.entries << SeasonEntry{
                id, division >= 0 && division < divisions.size() ? divisions.at(division).id : 0};
        }
    }
    QString error;
    const bool isNew = season.id <= 0;
    // For Edit → Undo: the season as it was stored before an edit, or as asked for (with its
    // placeholder division ids) for the redo of a new one.
    std::optional<Season> before;
    if (!isNew) {
        before = m_session->store()->season(season.id, &error);
        if (!before) {
            m_messageBar->showMessage(error, MessageBar::Kind::Error);
            return false;
        }
    }
    const Season asked = season;
    const bool saved = m_session->store()->saveSeason(season, &error);
    if (!saved) {
        m_session->reload();
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
        return false;
    }
    LeagueSession *session = m_session;
    if (isNew) {
        // Undo deletes the season (with its fixtures: the store refuses once a match of it is
        // confirmed or tracked); redo makes it again, with a new id the next undo follows.
        auto id = std::make_shared<qint64>(season.id);
        m_session->pushEdit(new LeagueEditCommand(
            m_session, tr("New season %1").arg(season.name),
            [session, id](QString *why) { return session->store()->removeSeason(*id, why); },
            [session, id, asked](QString *why) {
                Season again = asked;
                if (!session->store()->saveSeason(again, why))
                    return false;
                *id = again.id;
                // Back on the season made again, as after New season.
                session->open(session->league().id, again.id);
                return true;
            }));
    } else if (before && *before != season) {
        // Each direction writes the whole season back; a division deleted meanwhile comes
        // back as a new row, whose id the shared copy then keeps.
        auto target = [session](std::shared_ptr<Season> state) {
            return [session, state](QString *why) {
                Season written = *state;
                if (!session->store()->saveSeason(written, why))
                    return false;
                *state = written;
                return true;
            };
        };
        m_session->pushEdit(new LeagueEditCommand(m_session, tr("Edit season %1").arg(season.name),
                                                  target(std::make_shared<Season>(*before)),
                                                  target(std::make_shared<Season>(season))));
    }
    const bool hadFixtures = !dialog.lineUpFixed() && !m_session->fixtures().isEmpty() &&
                             m_session->season() && m_session->season()->id == season.id;
    m_session->open(m_session->league().id, season.id);
    if (hadFixtures)
        m_messageBar->showMessage(
            tr("%1 saved. Generate the round robin again if its teams or divisions changed.")
                .arg(season.name),
            MessageBar::Kind::Information, 8000);
    return true;
}

NewLeagueDialog *LeagueView::editOptions()
{
    if (!m_session->hasLeague())
        return nullptr;
    auto *dialog = new NewLeagueDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setLeague(m_session->league(),
                      m_session->store()->canChangeOptions(m_session->league().id));
    // A dry run: would the store take these options with free fan factor off?
    LeagueOptions withoutFreeFanFactor = m_session->league().options;
    withoutFreeFanFactor.freeFanFactor = false;
    dialog->setFreeFanFactorCheck(
        m_session->store()->canChangeOptions(m_session->league().id, withoutFreeFanFactor));
    connect(dialog, &QDialog::accepted, this, [this, dialog] { saveLeague(dialog->league()); });
    dialog->open();
    return dialog;
}

bool LeagueView::saveLeague(const League &league)
{
    const League before = m_session->league();
    League saved = league;
    QString error;
    const bool ok = m_session->store()->save(saved, &error);
    m_session->reload();
    if (!ok) {
        m_messageBar->showMessage(error, MessageBar::Kind::Error);
        return false;
    }
    if (before.id == saved.id && before != saved) {
        // Back to the name, commissioner and options it had; the store still applies its rules
        // (options fixed once a match is confirmed, free fan factor kept while there are teams).
        LeagueSession *session = m_session;
        auto step = [this, session](League target) {
            return [this, session, target](QString *why) mutable {
                // The teams stay as they are now: undoing options is not undoing who joined.
                if (const std::optional<League> stored = session->store()->load(target.id, why))
                    target.teamIds = stored->teamIds;
                const bool done = session->store()->save(target, why);
                if (done)
                    Q_EMIT leagueSaved();
                return done;
            };
        };
        m_session->pushEdit(
            new LeagueEditCommand(m_session, tr("League options"), step(before), step(saved)));
    }
    Q_EMIT leagueSaved();
    return true;
}

} // namespace dugout
