#include "TeamDrawPanel.h"

#include "core/bloodyball/TeamDraw.h"
#include "core/rules/Ruleset.h"
#include "core/storage/TeamStore.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>

using namespace dugout::bloodyball;

namespace dugout {

TeamDrawPanel::TeamDrawPanel(Database &database, const Ruleset &rules, QWidget *parent)
    : QGroupBox(tr("Draw a team from a Dugout team"), parent), m_database(database), m_rules(rules)
{
    auto *form = new QFormLayout(this);
    m_from = new QComboBox(this);
    m_from->setObjectName(QStringLiteral("bloodyDrawFrom"));
    form->addRow(tr("Team:"), m_from);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("bloodyDrawName"));
    form->addRow(tr("Name:"), m_name);
    m_players = new QListWidget(this);
    m_players->setObjectName(QStringLiteral("bloodyDrawPlayers"));
    m_players->setToolTip(tr("Tick five players who can play; those with the most star player "
                             "points are ticked to start with."));
    form->addRow(tr("Players:"), m_players);
    m_champion = new QComboBox(this);
    m_champion->setObjectName(QStringLiteral("bloodyDrawChampion"));
    form->addRow(tr("Champion:"), m_champion);
    m_add = new QPushButton(tr("Add the drawn team"), this);
    m_add->setObjectName(QStringLiteral("bloodyDrawAdd"));
    form->addRow(m_add);

    connect(m_from, &QComboBox::currentIndexChanged, this, &TeamDrawPanel::teamChosen);
    connect(m_players, &QListWidget::itemChanged, this, &TeamDrawPanel::choiceChanged);
    connect(m_name, &QLineEdit::textChanged, this, &TeamDrawPanel::choiceChanged);
    connect(m_champion, &QComboBox::currentIndexChanged, this, [this] {
        QString error;
        const bool ok = draw(&error).has_value();
        m_add->setEnabled(ok);
        m_add->setToolTip(ok ? QString() : error);
    });
    connect(m_add, &QPushButton::clicked, this, [this] {
        if (const std::optional<BloodyTeam> team = draw(nullptr))
            Q_EMIT teamReady(*team);
    });
    reload();
}

void TeamDrawPanel::reload()
{
    const QSignalBlocker block(m_from);
    const qint64 chosen = m_from->currentData().toLongLong();
    m_from->clear();
    for (const TeamStore::Summary &t : TeamStore(m_database).list())
        m_from->addItem(t.name, t.id);
    m_from->setCurrentIndex(std::max(0, m_from->findData(chosen)));
    teamChosen();
}

void TeamDrawPanel::teamChosen()
{
    m_team.reset();
    const qint64 id = m_from->currentData().toLongLong();
    if (id > 0)
        m_team = TeamStore(m_database).load(id);
    {
        const QSignalBlocker blockName(m_name);
        m_name->setText(m_team ? m_team->name : QString());
    }
    const QSignalBlocker block(m_players);
    m_players->clear();
    if (m_team) {
        // Core's own choice ticks the first five: the coach changes it from there.
        const QList<int> first = TeamDraw::defaultNumbers(*m_team);
        for (const Player &p : m_team->players) {
            if (!p.isAvailable())
                continue;
            const Position *position = m_rules.position(p.positionId);
            auto *item = new QListWidgetItem(
                tr("#%1 %2 (%3, %4 SPP)")
                    .arg(p.number)
                    .arg(p.name, position ? position->name.current() : p.positionId)
                    .arg(p.spp),
                m_players);
            item->setData(Qt::UserRole, p.number);
            item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
            item->setCheckState(first.contains(p.number) ? Qt::Checked : Qt::Unchecked);
        }
    }
    choiceChanged();
    // The best player leads, as in core's own choice.
    if (m_team)
        m_champion->setCurrentIndex(
            std::max(0, m_champion->findData(TeamDraw::defaultNumbers(*m_team).value(0))));
}

QList<int> TeamDrawPanel::tickedNumbers() const
{
    QList<int> numbers;
    for (int i = 0; i < m_players->count(); ++i) {
        if (m_players->item(i)->checkState() == Qt::Checked)
            numbers << m_players->item(i)->data(Qt::UserRole).toInt();
    }
    return numbers;
}

void TeamDrawPanel::choiceChanged()
{
    {
        const QSignalBlocker block(m_champion);
        const int chosen = m_champion->currentData().toInt();
        m_champion->clear();
        for (int i = 0; i < m_players->count(); ++i) {
            const QListWidgetItem *item = m_players->item(i);
            if (item->checkState() == Qt::Checked)
                m_champion->addItem(item->text(), item->data(Qt::UserRole));
        }
        m_champion->setCurrentIndex(std::max(0, m_champion->findData(chosen)));
    }
    QString error;
    const bool ok = draw(&error).has_value();
    m_add->setEnabled(ok);
    m_add->setToolTip(ok ? QString() : error);
}

std::optional<BloodyTeam> TeamDrawPanel::draw(QString *error) const
{
    if (!m_team) {
        if (error)
            *error = tr("Choose a Dugout team first.");
        return std::nullopt;
    }
    std::optional<BloodyTeam> drawn =
        TeamDraw::draw(*m_team, m_rules, tickedNumbers(), m_champion->currentData().toInt(), error);
    if (!drawn)
        return std::nullopt;
    drawn->team.name = m_name->text().trimmed();
    if (const RuleCheck ok = BloodyTeam::check(*drawn); !ok) {
        if (error)
            *error = ok.reason;
        return std::nullopt;
    }
    return drawn;
}

} // namespace dugout
