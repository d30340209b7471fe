#include "BloodyLeagueDialog.h"

#include "TeamDrawPanel.h"
#include "TypedTeamPanel.h"
#include "core/storage/BloodyBallStore.h"
#include "views/widgets/MessageBar.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace dugout::bloodyball;

namespace dugout {

BloodyLeagueDialog::BloodyLeagueDialog(Database &database, const Ruleset &rules, QWidget *parent)
    : QDialog(parent), m_database(database)
{
    setObjectName(QStringLiteral("bloodyLeagueDialog"));
    setWindowTitle(tr("Bloody Ball teams and league table"));
    auto *layout = new QVBoxLayout(this);
    m_message = new MessageBar(this);
    m_message->reserveSpace(1);
    layout->addWidget(m_message);

    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(new QLabel(tr("League table"), this));
    m_table = new QTableWidget(0, 7, this);
    m_table->setObjectName(QStringLiteral("bloodyLeagueTable"));
    m_table->setHorizontalHeaderLabels({tr("Team"), tr("Games"), tr("Won"), tr("Drawn"), tr("Lost"),
                                        tr("TD for"), tr("TD against")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    left->addWidget(m_table, 1);
    left->addWidget(new QLabel(tr("Teams (★ the Champion, figures in brackets)"), this));
    m_teams = new QListWidget(this);
    m_teams->setObjectName(QStringLiteral("bloodyTeamList"));
    m_teams->setWordWrap(true);
    left->addWidget(m_teams, 1);
    columns->addLayout(left, 3);

    auto *right = new QVBoxLayout;
    m_draw = new TeamDrawPanel(database, rules, this);
    right->addWidget(m_draw, 1);
    m_typed = new TypedTeamPanel(this);
    right->addWidget(m_typed);
    columns->addLayout(right, 2);
    layout->addLayout(columns, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_draw, &TeamDrawPanel::teamReady, this, &BloodyLeagueDialog::add);
    connect(m_typed, &TypedTeamPanel::teamReady, this, [this](const BloodyTeam &team) {
        const int before = m_teams->count();
        add(team);
        if (m_teams->count() > before)
            m_typed->clear();
    });
    reload();
}

void BloodyLeagueDialog::reload()
{
    BloodyBallStore store(m_database);
    QString error;
    const std::optional<QList<BloodyStanding>> table = store.table(&error);
    const std::optional<QList<BloodyTeam>> teams = table ? store.teams(&error) : std::nullopt;
    if (!table || !teams) {
        m_message->showMessage(tr("The Bloody Ball teams could not be read: %1").arg(error),
                               MessageBar::Kind::Error, 0);
        return;
    }
    m_table->setRowCount(int(table->size()));
    for (int row = 0; row < table->size(); ++row) {
        const BloodyStanding &s = table->at(row);
        const QList<int> numbers = {s.games,  s.wins,          s.draws,
                                    s.losses, s.touchdownsFor, s.touchdownsAgainst};
        m_table->setItem(row, 0, new QTableWidgetItem(s.name));
        for (int c = 0; c < numbers.size(); ++c) {
            auto *item = new QTableWidgetItem(QString::number(numbers.at(c)));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, c + 1, item);
        }
    }
    m_teams->clear();
    for (const BloodyTeam &t : *teams) {
        QStringList players;
        for (int i = 0; i < t.team.players.size(); ++i) {
            QString p = t.team.players.at(i);
            if (i == t.team.champion)
                p += QStringLiteral(" ★");
            if (i < t.figures.size() && !t.figures.at(i).isEmpty())
                p += QStringLiteral(" (%1)").arg(t.figures.at(i));
            players << p;
        }
        m_teams->addItem(tr("%1: %2").arg(t.team.name, players.join(QStringLiteral(", "))));
    }
}

void BloodyLeagueDialog::add(const BloodyTeam &team)
{
    QString error;
    if (BloodyBallStore(m_database).addTeam(team, &error) == 0) {
        m_message->showMessage(error, MessageBar::Kind::Error);
        return;
    }
    m_message->showMessage(tr("%1 added.").arg(team.team.name), MessageBar::Kind::Positive);
    reload();
}

} // namespace dugout
