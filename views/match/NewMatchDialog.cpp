#include "NewMatchDialog.h"

#include "core/league/PlayoffRules.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/TeamStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Item data of a fixture in the list.
constexpr int LeagueRole = Qt::UserRole;
constexpr int SeasonRole = Qt::UserRole + 1;
constexpr int FixtureRole = Qt::UserRole + 2;
constexpr int HomeRole = Qt::UserRole + 3;
constexpr int AwayRole = Qt::UserRole + 4;
constexpr int PitchRole = Qt::UserRole + 5; // MatchPitch: the league's, or the home team's
constexpr int StageRole = Qt::UserRole + 6; // FixtureStage: a semi-final or final doubles the gate

} // namespace

NewMatchDialog::NewMatchDialog(Kind kind, Database &database, QWidget *parent)
    : QDialog(parent), m_kind(kind), m_database(database), m_pitch(new QComboBox(this)),
      m_note(new QLabel(this)),
      m_inducementsFirst(new QCheckBox(tr("Pre-match sequence and inducements first"), this))
{
    m_inducementsFirst->setObjectName(u"inducementsFirst"_s);
    m_inducementsFirst->setToolTip(tr("Petty cash, handicap and what each team buys for this "
                                      "match, in the rulebook's order, before the tracker opens"));
    setObjectName(u"newMatchDialog"_s);
    setWindowTitle(kind == Kind::Exhibition ? tr("New exhibition match")
                                            : tr("Track a league fixture"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(u"newMatchOk"_s);
    m_ok->setText(tr("Start match"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_note->setWordWrap(true);
    m_note->setObjectName(u"newMatchNote"_s);

    auto *layout = new QVBoxLayout(this);
    if (kind == Kind::Exhibition) {
        m_home = new QComboBox(this);
        m_away = new QComboBox(this);
        m_home->setObjectName(u"homeTeamBox"_s);
        m_away->setObjectName(u"awayTeamBox"_s);
        auto *form = new QFormLayout;
        form->addRow(tr("Home team:"), m_home);
        form->addRow(tr("Away team:"), m_away);
        layout->addLayout(form);
        fillTeams();
        connect(m_home, &QComboBox::currentIndexChanged, this, &NewMatchDialog::updateOk);
        connect(m_away, &QComboBox::currentIndexChanged, this, &NewMatchDialog::updateOk);
    } else {
        m_fixtures = new QListWidget(this);
        m_fixtures->setObjectName(u"fixtureList"_s);
        m_fixtures->setMinimumSize(480, 260);
        layout->addWidget(new QLabel(tr("Fixtures not played yet:"), this));
        layout->addWidget(m_fixtures, 1);
        fillFixtures();
        connect(m_fixtures, &QListWidget::currentRowChanged, this, &NewMatchDialog::updateOk);
        connect(m_fixtures, &QListWidget::itemDoubleClicked, this, [this] {
            if (m_ok->isEnabled())
                accept();
        });
    }
    m_pitch->setObjectName(u"pitchBox"_s);
    m_pitch->addItem(tr("Standard pitch"), int(MatchPitch::Standard));
    m_pitch->addItem(tr("La Forge de Sigmar (ice and lava)"), int(MatchPitch::ForgeDeSigmar));
    m_pitch->setToolTip(tr("La Forge de Sigmar: the tracker follows its crevasses, lava flows and "
                           "crests"));
    auto *pitchRow = new QFormLayout;
    pitchRow->addRow(tr("Pitch:"), m_pitch);
    layout->addLayout(pitchRow);
    layout->addWidget(m_note);
    layout->addWidget(m_inducementsFirst);
    layout->addWidget(buttons);
    updateOk();
}

void NewMatchDialog::fillTeams()
{
    const QList<TeamStore::Summary> teams = TeamStore(m_database).list();
    for (const TeamStore::Summary &team : teams) {
        if (team.phase != Team::Phase::Active)
            continue; // a team still being built does not play
        m_home->addItem(team.name, team.id);
        m_away->addItem(team.name, team.id);
    }
    if (m_away->count() > 1)
        m_away->setCurrentIndex(1);
}

void NewMatchDialog::fillFixtures()
{
    LeagueStore leagues(m_database);
    QHash<qint64, QString> names;
    for (const TeamStore::Summary &team : TeamStore(m_database).list())
        names.insert(team.id, team.name);
    // A fixture already being tracked is resumed from the list, not started twice.
    QSet<qint64> tracked;
    for (const TrackedMatchSummary &match : MatchLogStore(m_database).list()) {
        if (match.fixtureId > 0 && match.status != TrackedMatchStatus::Abandoned)
            tracked.insert(match.fixtureId);
    }
    for (const League &league : leagues.leagues()) {
        for (const Season &season : leagues.seasons(league.id)) {
            for (const Fixture &fixture : leagues.fixtures(season.id)) {
                if (fixture.isPlayed())
                    continue;
                //: A fixture to track: league, season, round, home and away teams.
                auto *item = new QListWidgetItem(
                    tr("%1 · %2 · round %3:  %4 v %5")
                        .arg(league.name, season.name)
                        .arg(fixture.round)
                        .arg(names.value(fixture.homeTeamId), names.value(fixture.awayTeamId)),
                    m_fixtures);
                item->setData(LeagueRole, league.id);
                item->setData(SeasonRole, season.id);
                item->setData(FixtureRole, fixture.id);
                item->setData(StageRole, int(fixture.stage));
                item->setData(HomeRole, fixture.homeTeamId);
                item->setData(AwayRole, fixture.awayTeamId);
                item->setData(PitchRole, int(league.options.pitchFor(fixture.homeTeamId)));
                if (tracked.contains(fixture.id)) {
                    item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
                    item->setText(tr("%1 (already tracked)").arg(item->text()));
                }
            }
        }
    }
    for (int row = 0; row < m_fixtures->count(); ++row) {
        if (m_fixtures->item(row)->flags() & Qt::ItemIsEnabled) {
            m_fixtures->setCurrentRow(row);
            break;
        }
    }
}

int NewMatchDialog::choiceCount() const
{
    return m_kind == Kind::Exhibition ? m_home->count() : m_fixtures->count();
}

bool NewMatchDialog::selectFixture(qint64 fixtureId)
{
    for (int row = 0; m_fixtures && row < m_fixtures->count(); ++row) {
        if (m_fixtures->item(row)->data(FixtureRole).toLongLong() == fixtureId) {
            m_fixtures->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

void NewMatchDialog::updateOk()
{
    // A league fixture is played on the league's pitch, or its home team's own.
    if (m_fixtures && m_fixtures->currentItem()) {
        m_pitch->setCurrentIndex(
            std::max(0, m_pitch->findData(m_fixtures->currentItem()->data(PitchRole).toInt())));
        m_pitch->setEnabled(false);
        m_pitch->setToolTip(tr("The league's option: its matches, or this home team's, are "
                               "played on this pitch"));
    }
    QString problem;
    if (m_kind == Kind::Exhibition) {
        if (m_home->count() < 2)
            problem = tr("Two confirmed teams are needed: build them in the Teams area first.");
        else if (m_home->currentData() == m_away->currentData())
            problem = tr("A team cannot play itself: choose two different teams.");
    } else if (m_fixtures->count() == 0) {
        problem = tr("No league has a fixture left to play.");
    } else if (!m_fixtures->currentItem() ||
               !(m_fixtures->currentItem()->flags() & Qt::ItemIsEnabled)) {
        problem = tr("Choose a fixture.");
    }
    m_ok->setEnabled(problem.isEmpty());
    m_note->setText(
        problem.isEmpty()
            ? tr("Both teams are copied as they stand now: changes made to them later do not "
                 "change this match.")
            : problem);
}

std::optional<MatchSetup> NewMatchDialog::setup(QString *error) const
{
    MatchSetup setup;
    qint64 homeId = 0;
    qint64 awayId = 0;
    if (m_kind == Kind::Exhibition) {
        homeId = m_home->currentData().toLongLong();
        awayId = m_away->currentData().toLongLong();
        setup.exhibition = true;
    } else {
        const QListWidgetItem *item = m_fixtures->currentItem();
        if (!item) {
            if (error)
                *error = tr("Choose a fixture.");
            return std::nullopt;
        }
        homeId = item->data(HomeRole).toLongLong();
        awayId = item->data(AwayRole).toLongLong();
        setup.exhibition = false;
        setup.leagueId = item->data(LeagueRole).toLongLong();
        setup.seasonId = item->data(SeasonRole).toLongLong();
        setup.fixtureId = item->data(FixtureRole).toLongLong();
        setup.stage = FixtureStage(item->data(StageRole).toInt());
        // The end-of-season tournament gives no handicap unless the league allows it: kept in
        // the setup, so every purchase of the match is checked against it (PurchaseRules).
        if (const std::optional<League> league = LeagueStore(m_database).load(setup.leagueId))
            setup.handicapAllowed = PlayoffRules::handicapAllowed(setup.stage, league->options);
    }
    const TeamStore teams(m_database);
    std::optional<Team> home = teams.load(homeId, error);
    if (!home)
        return std::nullopt;
    std::optional<Team> away = teams.load(awayId, error);
    if (!away)
        return std::nullopt;
    setup.home = std::move(*home);
    setup.away = std::move(*away);
    setup.pitch = MatchPitch(m_pitch->currentData().toInt());
    return setup;
}

} // namespace dugout
