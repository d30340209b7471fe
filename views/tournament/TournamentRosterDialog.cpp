#include "TournamentRosterDialog.h"

#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/storage/TeamStore.h"
#include "core/storage/TournamentRosterStore.h"
#include "core/team/TeamFile.h"
#include "core/team/TeamRules.h"
#include "core/tournament/TournamentRosterFold.h"
#include "models/StatHeaders.h"
#include "models/TeamText.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

enum Column { Number, Name, PositionColumn, Ma, St, Ag, Av, Skills, Spp, Injuries, ColumnCount };

} // namespace

TournamentRosterDialog::TournamentRosterDialog(std::shared_ptr<const Ruleset> rules,
                                               Database &database, const Tournament &tournament,
                                               qint64 entrantId, QWidget *parent)
    : QDialog(parent), m_rules(std::move(rules)), m_database(database), m_tournament(tournament),
      m_entrantId(entrantId)
{
    setObjectName(u"tournamentRosterDialog"_s);
    const Entrant *entrant = tournament.entrant(entrantId);
    setWindowTitle(tr("%1's roster").arg(entrant ? entrant->coach : QString()));
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"rosterSummary"_s);
    m_summary->setWordWrap(true);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(u"tournamentRosterTable"_s);
    QStringList headers = {tr("#"), tr("Name"), tr("Position")};
    for (const StatHeaders::Stat stat :
         {StatHeaders::Ma, StatHeaders::St, StatHeaders::Ag, StatHeaders::Av})
        headers << StatHeaders::abbreviation(stat);
    headers << tr("Skills") << tr("SPP") << tr("Injuries");
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_import = new QPushButton(tr("Import roster…"), this);
    m_import->setObjectName(u"importRosterButton"_s);
    // A team made in the Teams area (the team editor's creation, its budget checked here).
    m_saved = new QComboBox(this);
    m_saved->setObjectName(u"savedTeamBox"_s);
    QString listError;
    for (const TeamStore::Summary &summary : TeamStore(m_database).list(&listError)) {
        if (entrant && summary.rosterId == entrant->rosterId)
            m_saved->addItem(summary.coach.isEmpty()
                                 ? summary.name
                                 : tr("%1 (coach %2)").arg(summary.name, summary.coach),
                             summary.id);
    }
    m_useSaved = new QPushButton(tr("Use this team"), this);
    m_useSaved->setObjectName(u"useSavedTeamButton"_s);
    auto *savedRow = new QHBoxLayout;
    savedRow->addWidget(new QLabel(tr("Or a team of this database:"), this));
    savedRow->addWidget(m_saved, 1);
    savedRow->addWidget(m_useSaved);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_import, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addLayout(savedRow);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_import, &QPushButton::clicked, this, &TournamentRosterDialog::importRoster);
    connect(m_useSaved, &QPushButton::clicked, this, &TournamentRosterDialog::useSavedTeam);
    resize(900, 520);
    reload();
}

void TournamentRosterDialog::reload()
{
    const RuleCheck canChange = TournamentRosterFold::canChangeRoster(m_tournament, m_entrantId);
    m_import->setEnabled(canChange.allowed);
    m_import->setToolTip(canChange.allowed ? tr("A team file, CSV roster or OBBLM export, "
                                                "checked against the race and the team rules")
                                           : canChange.reason);
    m_saved->setEnabled(canChange.allowed && m_saved->count() > 0);
    m_useSaved->setEnabled(canChange.allowed && m_saved->count() > 0);
    m_useSaved->setToolTip(!canChange.allowed     ? canChange.reason
                           : m_saved->count() > 0 ? tr("Checked against the team rules")
                                                  : tr("No team of this race in the database"));
    QString error;
    const std::optional<TournamentRosterState> state =
        TournamentRosterStore(m_database, *m_rules).current(m_tournament.id, &error);
    m_table->setRowCount(0);
    if (!state || !state->ok()) {
        m_summary->setText(state ? state->problem : error);
        return;
    }
    if (!state->rosters.contains(m_entrantId)) {
        m_summary->setText(tr("No roster yet: import the coach's team."));
        return;
    }
    const Team team = state->rosters.value(m_entrantId);
    const Roster *roster = m_rules->roster(team.rosterId);
    const bool progression = m_tournament.rules.team.progression == RosterProgression::Progression;
    m_summary->setText(tr("%1 (%2), team value %3. %4")
                           .arg(team.name, roster ? roster->name.current() : team.rosterId,
                                formatGold(TeamRules(*m_rules).teamValue(team)),
                                progression
                                    ? tr("Progression: as it stands after the games played.")
                                    : tr("Resurrection: the roster of every game.")));
    for (const Player &player : team.players) {
        const Position *position = m_rules->position(player.positionId);
        if (!position || !player.isActive())
            continue;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        QStringList cells = {QString::number(player.number), player.name, position->name.current()};
        for (const StatHeaders::Stat stat :
             {StatHeaders::Ma, StatHeaders::St, StatHeaders::Ag, StatHeaders::Av})
            cells << QString::number(TeamText::stat(player, *position, stat));
        cells << TeamText::skills(*m_rules, player, *position) << TeamText::spp(*m_rules, player)
              << TeamText::injuries(player);
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            if (column == Spp)
                item->setToolTip(TeamText::sppTooltip(*m_rules, player));
            if (column == Injuries)
                item->setToolTip(TeamText::injuriesInWords(player));
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(Skills, QHeaderView::Stretch);
}

void TournamentRosterDialog::importRoster()
{
    const QString path = FileChooser::openFile(this, tr("Import roster"), QString(),
                                               tr("Teams (*.json *.csv *.xml);;All files (*)"));
    if (path.isEmpty())
        return;
    QStringList errors;
    const std::optional<Team> team = TeamFile::read(path, *m_rules, &errors);
    if (!team) {
        MessageBox::critical(this, tr("Import roster"), errors.join(u'\n'));
        return;
    }
    setRoster(*team);
}

void TournamentRosterDialog::useSavedTeam()
{
    QString error;
    const std::optional<Team> team =
        TeamStore(m_database).load(m_saved->currentData().toLongLong(), &error);
    if (!team) {
        MessageBox::critical(this, tr("Import roster"), error);
        return;
    }
    setRoster(*team);
}

void TournamentRosterDialog::setRoster(const Team &team)
{
    QString error;
    if (TournamentRosterStore(m_database, *m_rules)
            .setRoster(m_tournament.id, m_entrantId, team, &error))
        m_changed = true;
    else
        MessageBox::critical(this, tr("Import roster"), error);
    reload();
}

} // namespace dugout
