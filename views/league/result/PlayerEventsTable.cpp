#include "PlayerEventsTable.h"

#include "core/rules/Ruleset.h"
#include "core/team/Team.h"

#include <QHeaderView>
#include <QSpinBox>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int NumberColumn = 0;
constexpr int NameColumn = 1;
constexpr int PositionColumn = 2;
constexpr int FirstEventColumn = 3;

QString eventKey(PlayerEventsTable::Event event)
{
    switch (event) {
    case PlayerEventsTable::Completions:
        return u"completions"_s;
    case PlayerEventsTable::Touchdowns:
        return u"touchdowns"_s;
    case PlayerEventsTable::Interceptions:
        return u"interceptions"_s;
    case PlayerEventsTable::Casualties:
        return u"casualties"_s;
    }
    return {};
}

int &eventField(PlayerMatchEvents &events, PlayerEventsTable::Event event)
{
    switch (event) {
    case PlayerEventsTable::Completions:
        return events.completions;
    case PlayerEventsTable::Touchdowns:
        return events.touchdowns;
    case PlayerEventsTable::Interceptions:
        return events.interceptions;
    case PlayerEventsTable::Casualties:
        break;
    }
    return events.casualties;
}

} // namespace

PlayerEventsTable::PlayerEventsTable(QWidget *parent) : QTableWidget(parent)
{
    setObjectName(u"playerEvents"_s);
    setColumnCount(FirstEventColumn + EventCount);
    //: Column titles of the player table of a match result: shirt number, name, position, then
    //: completions, touchdowns, interceptions and casualties inflicted, abbreviated.
    setHorizontalHeaderLabels(
        {tr("#"), tr("Name"), tr("Position"), tr("Cp"), tr("TD"), tr("Int"), tr("Cas")});
    const QStringList tips{
        tr("Shirt number"),
        QString(),
        QString(),
        tr("Completions: accurate passes caught by a team-mate (1 SPP each)"),
        tr("Touchdowns (3 SPP each)"),
        tr("Interceptions (2 SPP each)"),
        tr("Casualties inflicted by blocking or being blocked (2 SPP each); not by the crowd, "
           "a foul or a secret weapon")};
    for (int column = 0; column < columnCount(); ++column)
        horizontalHeaderItem(column)->setToolTip(tips.value(column));
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 14);
    horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(NumberColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(PositionColumn, QHeaderView::ResizeToContents);
    for (int i = 0; i < EventCount; ++i) {
        horizontalHeader()->setSectionResizeMode(FirstEventColumn + i, QHeaderView::Fixed);
        setColumnWidth(FirstEventColumn + i, fontMetrics().horizontalAdvance(u"00"_s) + 52);
    }
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setFocusPolicy(Qt::NoFocus);
}

void PlayerEventsTable::setTeam(const Team &team, const Ruleset &rules)
{
    QList<const Player *> players;
    for (const Player &player : team.players) {
        if (player.isAvailable())
            players << &player;
    }
    std::sort(players.begin(), players.end(),
              [](const Player *a, const Player *b) { return a->number < b->number; });

    clearContents();
    setRowCount(int(players.size()));
    m_numbers.clear();
    for (int row = 0; row < int(players.size()); ++row) {
        const Player &player = *players.at(row);
        m_numbers << player.number;
        auto *number = new QTableWidgetItem(QString::number(player.number));
        number->setTextAlignment(Qt::AlignCenter);
        setItem(row, NumberColumn, number);
        setItem(row, NameColumn, new QTableWidgetItem(player.name));
        const Position *position = rules.position(player.positionId);
        setItem(row, PositionColumn,
                new QTableWidgetItem(position ? position->name.current() : player.positionId));
        for (int i = 0; i < EventCount; ++i) {
            auto *spin = new QSpinBox(this);
            spin->setObjectName(u"%1.%2"_s.arg(eventKey(Event(i))).arg(player.number));
            spin->setRange(0, 30);
            spin->setSpecialValueText(u"·"_s);
            spin->setAlignment(Qt::AlignCenter);
            spin->setFrame(false);
            spin->setAccessibleName(horizontalHeaderItem(FirstEventColumn + i)->text() + u" "_s +
                                    player.name);
            connect(spin, &QSpinBox::valueChanged, this, &PlayerEventsTable::changed);
            setCellWidget(row, FirstEventColumn + i, spin);
        }
    }
    Q_EMIT changed();
}

QList<PlayerMatchEvents> PlayerEventsTable::events() const
{
    QList<PlayerMatchEvents> list;
    for (int number : m_numbers) {
        PlayerMatchEvents events;
        events.number = number;
        for (int i = 0; i < EventCount; ++i)
            eventField(events, Event(i)) = spinBox(number, Event(i))->value();
        PlayerMatchEvents none;
        none.number = number;
        if (events != none)
            list << events;
    }
    return list;
}

QSpinBox *PlayerEventsTable::spinBox(int number, Event event) const
{
    const int row = int(m_numbers.indexOf(number));
    return row < 0 ? nullptr
                   : qobject_cast<QSpinBox *>(cellWidget(row, FirstEventColumn + int(event)));
}

void PlayerEventsTable::setEvent(int number, Event event, int count)
{
    if (QSpinBox *spin = spinBox(number, event))
        spin->setValue(count);
}

} // namespace dugout
