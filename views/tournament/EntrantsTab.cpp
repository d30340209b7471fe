#include "EntrantsTab.h"

#include "TournamentRosterDialog.h"
#include "core/rules/Ruleset.h"
#include "core/storage/TournamentRosterStore.h"
#include "core/storage/TournamentStore.h"
#include "core/tournament/RegistrationCsv.h"
#include "core/tournament/RegistrationRosters.h"
#include "core/tournament/Squads.h"
#include "core/tournament/TournamentChecks.h"
#include "models/TournamentText.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

enum Column { Number, Coach, Naf, Race, Team, Club, Nation, Status, ColumnCount };

QLineEdit *lineEdit(const QString &name, const QString &placeholder, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(name);
    edit->setPlaceholderText(placeholder);
    return edit;
}

} // namespace

EntrantsTab::EntrantsTab(std::shared_ptr<const Ruleset> rules, QWidget *parent)
    : QWidget(parent), m_rules(std::move(rules))
{
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(u"entrantsTable"_s);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Coach"), tr("NAF"), tr("Race"), tr("Team"),
                                        tr("Club"), tr("Nation"), tr("Status")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_coach = lineEdit(u"coachNameEdit"_s, tr("Coach"), this);
    m_naf = lineEdit(u"nafNumberEdit"_s, tr("NAF number"), this);
    m_team = lineEdit(u"teamNameEdit"_s, tr("Team name"), this);
    m_club = lineEdit(u"clubEdit"_s, tr("Club"), this);
    m_nation = lineEdit(u"nationEdit"_s, tr("Nation"), this);
    m_race = new QComboBox(this);
    m_race->setObjectName(u"raceBox"_s);
    QList<const Roster *> rosters;
    for (const Roster &roster : m_rules->rosters())
        rosters.append(&roster);
    std::sort(rosters.begin(), rosters.end(), [](const Roster *a, const Roster *b) {
        return a->name.current().localeAwareCompare(b->name.current()) < 0;
    });
    for (const Roster *roster : rosters)
        m_race->addItem(roster->name.current(), roster->id);
    m_register = new QPushButton(tr("Register"), this);
    m_register->setObjectName(u"registerButton"_s);
    m_import = new QPushButton(tr("Import list…"), this);
    m_import->setObjectName(u"importCsvButton"_s);
    m_import->setToolTip(tr("A CSV file with the columns coach, naf, nation, club, team, race"));
    m_drop = new QPushButton(tr("Drop out"), this);
    m_drop->setObjectName(u"dropButton"_s);
    m_roster = new QPushButton(tr("Roster…"), this);
    m_roster->setObjectName(u"rosterButton"_s);

    auto *form = new QGridLayout;
    form->addWidget(m_coach, 0, 0);
    form->addWidget(m_naf, 0, 1);
    form->addWidget(m_race, 0, 2);
    form->addWidget(m_team, 1, 0);
    form->addWidget(m_club, 1, 1);
    form->addWidget(m_nation, 1, 2);
    form->addWidget(m_register, 0, 3);
    form->addWidget(m_import, 1, 3);
    m_squads = new QLabel(this);
    m_squads->setObjectName(u"squadsSummary"_s);
    m_squads->setWordWrap(true);
    m_squads->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_squads);
    auto *below = new QHBoxLayout;
    below->addWidget(m_drop);
    below->addWidget(m_roster);
    below->addStretch(1);
    layout->addLayout(below);
    layout->addLayout(form);

    for (QLineEdit *edit : {m_coach, m_naf, m_team, m_club, m_nation}) {
        connect(edit, &QLineEdit::textChanged, this, &EntrantsTab::updateButtons);
        connect(edit, &QLineEdit::returnPressed, this, [this] {
            if (m_register->isEnabled())
                registerTyped();
        });
    }
    connect(m_race, &QComboBox::currentIndexChanged, this, &EntrantsTab::updateButtons);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &EntrantsTab::updateButtons);
    connect(m_register, &QPushButton::clicked, this, &EntrantsTab::registerTyped);
    connect(m_import, &QPushButton::clicked, this, &EntrantsTab::importList);
    connect(m_drop, &QPushButton::clicked, this, &EntrantsTab::toggleDropOut);
    connect(m_roster, &QPushButton::clicked, this, &EntrantsTab::showRoster);
}

void EntrantsTab::setTournament(const Tournament &tournament)
{
    const qint64 selected =
        m_table->currentRow() >= 0 && m_table->item(m_table->currentRow(), 0)
            ? m_table->item(m_table->currentRow(), 0)->data(Qt::UserRole).toLongLong()
            : 0;
    m_tournament = tournament;
    QSignalBlocker blocker(m_table);
    m_table->setRowCount(int(tournament.entrants.size()));
    for (int row = 0; row < tournament.entrants.size(); ++row) {
        const Entrant &e = tournament.entrants[row];
        QString status = e.active ? tr("in") : tr("dropped out");
        if (e.active && e.firstRound > 1)
            status = tr("from round %1").arg(e.firstRound);
        const QStringList cells = {QString::number(row + 1),
                                   e.coach,
                                   e.nafNumber,
                                   TournamentText::race(e, *m_rules),
                                   e.teamName,
                                   e.club,
                                   e.nation,
                                   status};
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setData(Qt::UserRole, e.id);
            m_table->setItem(row, column, item);
        }
        if (e.id == selected)
            m_table->selectRow(row);
    }
    m_table->resizeColumnsToContents();
    showSquads();
    updateButtons();
}

void EntrantsTab::showSquads()
{
    const bool teams = m_tournament.rules.format == TournamentFormat::Teams;
    m_squads->setVisible(teams);
    // In a team tournament the club is the coach's team of coaches.
    m_table->horizontalHeaderItem(Club)->setText(teams ? tr("Team of coaches") : tr("Club"));
    m_club->setPlaceholderText(teams ? tr("Team of coaches") : tr("Club"));
    if (!teams)
        return;
    const int next = m_tournament.roundsPaired() + 1;
    QStringList squads;
    for (const Squad &s : Squads::of(m_tournament))
        squads.append(tr("%1 %2/%3")
                          .arg(s.name)
                          .arg(Squads::playing(m_tournament, s, next).size())
                          .arg(m_tournament.rules.squads.size));
    QString text = tr("Teams of %n coach(es): ", nullptr, m_tournament.rules.squads.size) +
                   (squads.isEmpty() ? tr("none yet") : squads.join(u", "_s));
    // Core's reasons why the next round cannot be paired yet, if any.
    const QStringList problems = Squads::problems(m_tournament, next);
    if (!problems.isEmpty())
        text += u"\n"_s + problems.join(u'\n');
    m_squads->setText(text);
}

Entrant EntrantsTab::typedEntrant() const
{
    Entrant e;
    e.coach = m_coach->text().trimmed();
    e.nafNumber = m_naf->text().trimmed();
    e.rosterId = m_race->currentData().toString();
    e.teamName = m_team->text().trimmed();
    e.club = m_club->text().trimmed();
    e.nation = m_nation->text().trimmed();
    return e;
}

void EntrantsTab::updateButtons()
{
    // Core decides; the button shows its answer (docs/architecture.md, "Dry runs").
    const RuleCheck check =
        m_coach->text().trimmed().isEmpty()
            ? RuleCheck::refused(tr("Type the coach's name."))
            : TournamentChecks::canRegister(m_tournament, typedEntrant(), *m_rules);
    m_register->setEnabled(m_database && check.allowed);
    m_register->setToolTip(check.reason);
    m_import->setEnabled(m_database);
    const int row = m_table->currentRow();
    const Entrant *e =
        row >= 0 && row < m_tournament.entrants.size() ? &m_tournament.entrants[row] : nullptr;
    m_drop->setEnabled(m_database && e);
    m_drop->setText(e && !e->active ? tr("Bring back") : tr("Drop out"));
    m_drop->setToolTip(e ? QString() : tr("Choose a coach in the list first."));
    m_roster->setEnabled(m_database && e);
    m_roster->setToolTip(e ? tr("The coach's roster as it stands, and its import")
                           : tr("Choose a coach in the list first."));
}

bool EntrantsTab::registerAll(QList<Entrant> entrants,
                              const QList<std::optional<dugout::Team>> &rosters)
{
    QString error;
    if (!TournamentRosterStore(*m_database, *m_rules)
             .registerWithRosters(m_tournament.id, entrants, rosters, &error)) {
        MessageBox::critical(this, tr("Registration"), error);
        Q_EMIT changed(); // the page reads what is stored
        return false;
    }
    Q_EMIT changed();
    return true;
}

void EntrantsTab::registerTyped()
{
    if (!m_database)
        return;
    if (registerAll({typedEntrant()})) {
        for (QLineEdit *edit : {m_coach, m_naf, m_team, m_club, m_nation})
            edit->clear();
        m_coach->setFocus();
    }
}

void EntrantsTab::importList()
{
    if (!m_database)
        return;
    const QString path = FileChooser::openFile(this, tr("Import registration list"), QString(),
                                               tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        MessageBox::critical(this, tr("Registration"),
                             tr("Could not read %1: %2").arg(path, file.errorString()));
        return;
    }
    QString error;
    QStringList rosterFiles;
    const std::optional<QList<Entrant>> entrants =
        RegistrationCsv::read(file.readAll(), *m_rules, &error, &rosterFiles);
    if (!entrants) {
        MessageBox::critical(this, tr("Registration"), error);
        return;
    }
    // Core's team-rule check of every roster the list names, its reasons shown as they are.
    if (const QStringList problems =
            RegistrationRosters::problems(*entrants, rosterFiles, QFileInfo(path).absolutePath(),
                                          *m_rules, m_tournament.rules.team);
        !problems.isEmpty()) {
        MessageBox::critical(this, tr("Registration"), problems.join(u'\n'));
        return;
    }
    registerAll(*entrants, RegistrationRosters::read(*entrants, rosterFiles,
                                                     QFileInfo(path).absolutePath(), *m_rules));
}

void EntrantsTab::showRoster()
{
    const int row = m_table->currentRow();
    if (!m_database || row < 0 || row >= m_tournament.entrants.size())
        return;
    auto *dialog = new TournamentRosterDialog(m_rules, *m_database, m_tournament,
                                              m_tournament.entrants.at(row).id, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog] {
        if (dialog->changedRoster())
            Q_EMIT changed();
    });
    dialog->open();
}

void EntrantsTab::toggleDropOut()
{
    const int row = m_table->currentRow();
    if (!m_database || row < 0 || row >= m_tournament.entrants.size())
        return;
    const Entrant &e = m_tournament.entrants[row];
    QString error;
    if (!TournamentStore(*m_database, *m_rules).setActive(m_tournament.id, e.id, !e.active, &error))
        MessageBox::critical(this, tr("Registration"), error);
    Q_EMIT changed();
}

} // namespace dugout
