#include "TournamentsPage.h"

#include "TournamentView.h"
#include "core/storage/TournamentStore.h"
#include "views/MessageBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

TournamentsPage::TournamentsPage(std::shared_ptr<const Ruleset> rules, QWidget *parent)
    : QWidget(parent), m_rules(std::move(rules))
{
    setObjectName(u"tournamentsPage"_s);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_list = new QListWidget(left);
    m_list->setObjectName(u"tournamentList"_s);
    leftLayout->addWidget(new QLabel(tr("Open tournaments"), left));
    leftLayout->addWidget(m_list, 1);

    // A new tournament: what an organiser decides before registration opens. Points and
    // tie-breakers start at the usual 3/1/0 and strength of schedule first.
    auto *form = new QFormLayout;
    m_newName = new QLineEdit(left);
    m_newName->setObjectName(u"newTournamentName"_s);
    m_newName->setPlaceholderText(tr("Name of the tournament"));
    m_newDate = new QDateEdit(QDate::currentDate(), left);
    m_newDate->setObjectName(u"newTournamentDate"_s);
    m_newDate->setCalendarPopup(true);
    m_newFormat = new QComboBox(left);
    m_newFormat->setObjectName(u"newTournamentFormat"_s);
    m_newFormat->addItem(tr("Swiss rounds"), 0);
    m_newFormat->addItem(tr("Knockout"), 1);
    m_newFormat->addItem(tr("Knockout with a consolation bracket"), 2);
    m_newFormat->addItem(tr("Pools then a knockout"), 3);
    // Pools: how many, and how many of each go on to the knockout (PoolStage checks the field
    // when the first round is paired, and the Pair button shows its reason).
    m_newPools = new QSpinBox(left);
    m_newPools->setObjectName(u"newTournamentPools"_s);
    m_newPools->setRange(1, 64);
    m_newPools->setValue(2);
    m_newQualifiers = new QSpinBox(left);
    m_newQualifiers->setObjectName(u"newTournamentQualifiers"_s);
    m_newQualifiers->setRange(1, 64);
    m_newQualifiers->setValue(2);
    m_newQualifiers->setToolTip(tr("How many coaches of each pool go on to the knockout"));
    m_newProgression = new QComboBox(left);
    m_newProgression->setObjectName(u"newTournamentProgression"_s);
    m_newProgression->addItem(tr("Resurrection"), int(RosterProgression::Resurrection));
    m_newProgression->addItem(tr("Progression"), int(RosterProgression::Progression));
    m_newProgression->setItemData(0, tr("Every game with the roster the coach registered"),
                                  Qt::ToolTipRole);
    m_newProgression->setItemData(1,
                                  tr("After each game the players' post-match steps (star player "
                                     "points, advancements, injuries) carry into the next round"),
                                  Qt::ToolTipRole);
    m_newFormat->addItem(tr("Team tournament"), 4);
    m_newTeamSize = new QSpinBox(left);
    m_newTeamSize->setObjectName(u"newTournamentTeamSize"_s);
    m_newTeamSize->setRange(SquadSettings::MinSize, SquadSettings::MaxSize);
    m_newTeamSize->setValue(SquadSettings().size);
    m_newTeamSize->setSuffix(tr(" coaches"));
    m_newTeamSize->setToolTip(tr("How many coaches each team of a team tournament has"));
    m_newPairing = new QComboBox(left);
    m_newPairing->setObjectName(u"newTournamentPairing"_s);
    m_newPairing->addItem(tr("Adjacent (1 v 2, 3 v 4)"), int(PairingStyle::Adjacent));
    m_newPairing->addItem(tr("Split (top half v bottom half)"), int(PairingStyle::Split));
    // The longest entries (in French above all) must not widen the whole area past 1366 pixels:
    // the boxes take the form's width and show a long entry whole in their open list.
    for (QComboBox *box : {m_newFormat, m_newPairing, m_newProgression}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(14);
    }
    m_newAvoidClub = new QCheckBox(tr("Keep coaches of one club apart"), left);
    m_newAvoidClub->setObjectName(u"newTournamentAvoidClub"_s);
    m_create = new QPushButton(tr("New tournament"), left);
    m_create->setObjectName(u"createTournamentButton"_s);
    form->addRow(tr("Name:"), m_newName);
    form->addRow(tr("Date:"), m_newDate);
    form->addRow(tr("Format:"), m_newFormat);
    form->addRow(tr("Pools:"), m_newPools);
    form->addRow(tr("Through per pool:"), m_newQualifiers);
    form->addRow(tr("Between rounds:"), m_newProgression);
    form->addRow(tr("Team size:"), m_newTeamSize);
    form->addRow(tr("Pairing:"), m_newPairing);
    form->addRow(m_newAvoidClub);
    form->addRow(m_create);
    leftLayout->addLayout(form);
    m_newForm = form;

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_empty = new QLabel(tr("Start a tournament on the left: name it, then register the coaches, "
                            "pair the first round, enter the results."),
                         right);
    m_empty->setObjectName(u"tournamentEmpty"_s);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_view = new TournamentView(m_rules, right);
    m_view->setObjectName(u"tournamentView"_s);
    rightLayout->addWidget(m_empty);
    rightLayout->addWidget(m_view, 1);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 900});
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_newName, &QLineEdit::textChanged, this, &TournamentsPage::updateCreateButton);
    connect(m_newName, &QLineEdit::returnPressed, this, [this] {
        if (m_create->isEnabled())
            createTournament();
    });
    connect(m_create, &QPushButton::clicked, this, &TournamentsPage::createTournament);
    // A knockout is drawn from its seeds: the swiss pairing settings do not apply. A team
    // tournament pairs teams by the swiss style; its clubs are its teams.
    connect(m_newFormat, &QComboBox::currentIndexChanged, this, [this] {
        const int format = m_newFormat->currentData().toInt();
        // Teams are paired by the swiss style too; a team tournament's clubs are its teams.
        m_newPairing->setEnabled(format == 0 || format == 4);
        m_newAvoidClub->setEnabled(format == 0);
        for (QWidget *row :
             {static_cast<QWidget *>(m_newPools), static_cast<QWidget *>(m_newQualifiers)})
            m_newForm->setRowVisible(row, format == 3);
        m_newForm->setRowVisible(m_newTeamSize, format == 4);
    });
    for (QWidget *row :
         {static_cast<QWidget *>(m_newPools), static_cast<QWidget *>(m_newQualifiers)})
        m_newForm->setRowVisible(row, false);
    m_newForm->setRowVisible(m_newTeamSize, false);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (QListWidgetItem *item = m_list->item(row))
            showTournament(item->data(Qt::UserRole).toLongLong());
    });
    connect(m_view, &TournamentView::changed, this, &TournamentsPage::reload);
    updateCreateButton();
    showTournament(0);
}

void TournamentsPage::setDatabase(Database *database)
{
    m_database = database;
    m_view->setDatabase(database);
    reload();
    if (m_list->count() > 0 && m_list->currentRow() < 0)
        m_list->setCurrentRow(0);
}

qint64 TournamentsPage::currentTournamentId() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

void TournamentsPage::reload()
{
    const qint64 current = currentTournamentId();
    QSignalBlocker blocker(m_list);
    m_list->clear();
    if (!m_database) {
        showTournament(0);
        return;
    }
    QString error;
    const auto list = TournamentStore(*m_database, *m_rules).overviews(&error);
    if (!list) {
        MessageBox::critical(this, tr("Tournaments"), error);
        showTournament(0);
        return;
    }
    for (const TournamentOverview &t : *list) {
        auto *item = new QListWidgetItem(
            tr("%1\n%2 — %n coach(es)", nullptr, t.entrants)
                .arg(t.name, QLocale().toString(t.startDate, QLocale::ShortFormat)),
            m_list);
        item->setData(Qt::UserRole, t.id);
        if (t.id == current)
            m_list->setCurrentItem(item);
    }
    showTournament(currentTournamentId());
}

void TournamentsPage::showTournament(qint64 id)
{
    const bool shown = id > 0 && m_view->showTournament(id);
    m_view->setVisible(shown);
    m_empty->setVisible(!shown);
}

void TournamentsPage::updateCreateButton()
{
    const bool named = !m_newName->text().trimmed().isEmpty();
    m_create->setEnabled(named && m_database);
    m_create->setToolTip(named ? QString() : tr("Type the tournament's name first."));
}

void TournamentsPage::createTournament()
{
    if (!m_database)
        return;
    Tournament t;
    t.name = m_newName->text().trimmed();
    t.startDate = m_newDate->date();
    t.rules.pairingStyle = PairingStyle(m_newPairing->currentData().toInt());
    const int format = m_newFormat->currentData().toInt();
    t.rules.avoidSameClub = format == 0 && m_newAvoidClub->isChecked();
    t.rules.format = format == 0   ? TournamentFormat::Swiss
                     : format == 3 ? TournamentFormat::Pools
                     : format == 4 ? TournamentFormat::Teams
                                   : TournamentFormat::Knockout;
    t.rules.knockout.consolation = format == 2;
    t.rules.pools.count = m_newPools->value();
    t.rules.pools.qualifiers = m_newQualifiers->value();
    t.rules.team.progression = RosterProgression(m_newProgression->currentData().toInt());
    t.rules.squads.size = m_newTeamSize->value();
    // A seed of the day: a new draw for every tournament, the same for this one ever after.
    t.rules.seed = quint32(QDateTime::currentSecsSinceEpoch() % 2'000'000'000);
    QString error;
    const qint64 id = TournamentStore(*m_database, *m_rules).create(t, &error);
    if (id == 0) {
        MessageBox::critical(this, tr("New tournament"), error);
        reload();
        return;
    }
    m_newName->clear();
    reload();
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toLongLong() == id)
            m_list->setCurrentRow(row);
    }
}

} // namespace dugout
