#include "GameDetailsDialog.h"

#include "core/league/LeagueKeys.h"
#include "core/rules/Ruleset.h"
#include "core/team/Advancement.h"
#include "core/tournament/TournamentChecks.h"
#include "core/tournament/TournamentRosterFold.h"
#include "models/StatHeaders.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

enum Column { Number, Name, PositionColumn, Td, Comp, Int, Cas, Injury, ColumnCount };

// The objectName of a player's box: "home_td_7".
QString boxName(Side side, const QString &what, int number)
{
    return u"%1_%2_%3"_s.arg(sideKey(side), what).arg(number);
}

} // namespace

GameDetailsDialog::GameDetailsDialog(std::shared_ptr<const Ruleset> rules,
                                     const TournamentGame &game, const Team &home, const Team &away,
                                     const QString &homeCoach, const QString &awayCoach,
                                     QWidget *parent)
    : QDialog(parent), m_rules(std::move(rules)), m_game(game), m_home(home), m_away(away)
{
    setObjectName(u"gameDetailsDialog"_s);
    setWindowTitle(tr("Round %1, table %2: what the players did").arg(game.round).arg(game.table));
    auto *sides = new QHBoxLayout;
    sides->addWidget(makeSide(Side::Home, home, homeCoach));
    sides->addWidget(makeSide(Side::Away, away, awayCoach));
    m_problems = new QLabel(this);
    m_problems->setObjectName(u"detailsProblems"_s);
    m_problems->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Save)->setObjectName(u"saveDetailsButton"_s);
    m_buttons->button(QDialogButtonBox::Save)->setText(tr("Save result"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    intro->setText(tr("Score %1–%2. Star player points, the MVP and injuries go "
                      "through the post-match sequence and carry into the next "
                      "round. A casualty is its D68 (— for none).")
                       .arg(game.homeTouchdowns)
                       .arg(game.awayTouchdowns));
    layout->addLayout(sides, 1);
    layout->addWidget(m_problems);
    layout->addWidget(m_buttons);
    // Tall enough for a full roster of each side, within the window it opens over (a 1366×768
    // laptop's included).
    const QSize room = parent ? parent->window()->size() : QSize(1366, 768);
    resize(qMin(1100, room.width() * 9 / 10), qMin(720, room.height() * 9 / 10));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    check();
}

QWidget *GameDetailsDialog::makeSide(Side side, const Team &team, const QString &coach)
{
    SideBoxes &boxes = m_sides[side == Side::Home ? 0 : 1];
    auto *group = new QGroupBox(tr("%1 — %2").arg(coach, team.name), this);
    auto *table = new QTableWidget(0, ColumnCount, group);
    table->setObjectName(sideKey(side) + u"PlayersTable"_s);
    table->setHorizontalHeaderLabels({tr("#"), tr("Name"), tr("Position"), tr("TD"), tr("Comp"),
                                      tr("Int"), tr("Cas"), tr("Injury D68")});
    table->horizontalHeaderItem(Td)->setToolTip(tr("Touchdowns scored"));
    table->horizontalHeaderItem(Comp)->setToolTip(tr("Completed passes"));
    table->horizontalHeaderItem(Int)->setToolTip(tr("Interceptions"));
    table->horizontalHeaderItem(Cas)->setToolTip(tr("Casualties inflicted by a block"));
    table->horizontalHeaderItem(Injury)->setToolTip(
        tr("The D68 of a casualty this player suffered (— for none)"));
    table->verticalHeader()->hide();
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    auto *mvp = new QComboBox(group);
    mvp->setObjectName(sideKey(side) + u"MvpBox"_s);
    mvp->addItem(tr("drawn at random"), 0);
    for (const Player &player : team.players) {
        // Only the players who could play this game (a player missing it is left out).
        if (!player.isAvailable())
            continue;
        const int row = table->rowCount();
        table->insertRow(row);
        boxes.numbers << player.number;
        const Position *position = m_rules->position(player.positionId);
        const QStringList cells = {QString::number(player.number), player.name,
                                   position ? position->name.current() : player.positionId};
        for (int column = Number; column <= PositionColumn; ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            item->setFlags(Qt::ItemIsEnabled);
            table->setItem(row, column, item);
        }
        const QList<std::pair<Column, QString>> counts = {
            {Td, u"td"_s}, {Comp, u"comp"_s}, {Int, u"int"_s}, {Cas, u"cas"_s}};
        for (const auto &[column, what] : counts) {
            auto *box = new QSpinBox(table);
            box->setObjectName(boxName(side, what, player.number));
            box->setRange(0, TournamentChecks::MaxScore);
            box->setFrame(false);
            table->setCellWidget(row, column, box);
            connect(box, &QSpinBox::valueChanged, this, &GameDetailsDialog::check);
        }
        auto *injury = new QSpinBox(table);
        injury->setObjectName(boxName(side, u"injury"_s, player.number));
        injury->setRange(10, 68);
        injury->setSpecialValueText(u"—"_s);
        injury->setFrame(false);
        table->setCellWidget(row, Injury, injury);
        connect(injury, &QSpinBox::valueChanged, this, &GameDetailsDialog::check);
        mvp->addItem(u"#%1 %2"_s.arg(player.number).arg(player.name), player.number);
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    connect(mvp, &QComboBox::currentIndexChanged, this, &GameDetailsDialog::check);
    boxes.table = table;
    boxes.mvp = mvp;
    auto *mvpRow = new QHBoxLayout;
    mvpRow->addWidget(new QLabel(tr("MVP:"), group));
    mvpRow->addWidget(mvp, 1);
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(table, 1);
    layout->addLayout(mvpRow);
    if (QWidget *rolls = makeRolls(side, team))
        layout->addWidget(rolls);
    return group;
}

// Rolls earned in an earlier game (Player::pendingAdvancements) are offered here, with the
// options core's Advancement gives for the dice typed; a roll earned in this very game is taken
// with the coach's next result (or on the command line's --details).
QWidget *GameDetailsDialog::makeRolls(Side side, const Team &team)
{
    SideBoxes &boxes = m_sides[side == Side::Home ? 0 : 1];
    QWidget *area = nullptr;
    QGridLayout *grid = nullptr;
    for (const Player &player : team.players) {
        if (!player.isAvailable() || player.pendingAdvancements(*m_rules) == 0)
            continue;
        if (!area) {
            area = new QWidget(this);
            grid = new QGridLayout(area);
            grid->setContentsMargins(0, 0, 0, 0);
            grid->addWidget(new QLabel(tr("Advancement rolls waiting:"), area), 0, 0, 1, 4);
        }
        RollBoxes roll;
        roll.number = player.number;
        const int row = int(boxes.rolls.size()) + 1;
        grid->addWidget(new QLabel(u"#%1 %2"_s.arg(player.number).arg(player.name), area), row, 0);
        for (QSpinBox **die : {&roll.die1, &roll.die2}) {
            *die = new QSpinBox(area);
            (*die)->setRange(0, 6);
            (*die)->setSpecialValueText(u"—"_s);
            (*die)->setToolTip(tr("The D6 rolled (— not rolled yet)"));
        }
        roll.die1->setObjectName(boxName(side, u"die1"_s, player.number));
        roll.die2->setObjectName(boxName(side, u"die2"_s, player.number));
        roll.choice = new QComboBox(area);
        roll.choice->setObjectName(boxName(side, u"advancement"_s, player.number));
        grid->addWidget(roll.die1, row, 1);
        grid->addWidget(roll.die2, row, 2);
        grid->addWidget(roll.choice, row, 3);
        grid->setColumnStretch(3, 1);
        const int index = int(boxes.rolls.size());
        boxes.rolls << roll;
        for (QSpinBox *die : {roll.die1, roll.die2})
            connect(die, &QSpinBox::valueChanged, this, [this, side, index] {
                updateChoices(side, index);
                check();
            });
        connect(roll.choice, &QComboBox::currentIndexChanged, this, &GameDetailsDialog::check);
        updateChoices(side, index);
    }
    return area;
}

void GameDetailsDialog::updateChoices(Side side, int index)
{
    const RollBoxes &roll = m_sides[side == Side::Home ? 0 : 1].rolls.at(index);
    const Team &team = side == Side::Home ? m_home : m_away;
    const Player *player = team.playerByNumber(roll.number);
    QSignalBlocker blocker(roll.choice);
    roll.choice->clear();
    roll.choice->addItem(tr("taken later"));
    if (!player || roll.die1->value() == 0 || roll.die2->value() == 0)
        return;
    for (const AdvancementOption &option :
         Advancement::options(*m_rules, *player, roll.die1->value(), roll.die2->value())) {
        QString text;
        switch (option.kind) {
        case AdvancementOption::Kind::Skill:
        case AdvancementOption::Kind::DoubleSkill: {
            const Skill *skill = m_rules->skill(option.skillId);
            text = skill ? skill->name.current() : option.skillId;
            if (option.kind == AdvancementOption::Kind::DoubleSkill)
                text = tr("%1 (on the double)").arg(text);
            break;
        }
        case AdvancementOption::Kind::Ma:
            text = u"+1 "_s + StatHeaders::abbreviation(StatHeaders::Ma);
            break;
        case AdvancementOption::Kind::St:
            text = u"+1 "_s + StatHeaders::abbreviation(StatHeaders::St);
            break;
        case AdvancementOption::Kind::Ag:
            text = u"+1 "_s + StatHeaders::abbreviation(StatHeaders::Ag);
            break;
        case AdvancementOption::Kind::Av:
            text = u"+1 "_s + StatHeaders::abbreviation(StatHeaders::Av);
            break;
        }
        roll.choice->addItem(text, QVariant::fromValue(option.skillId));
        roll.choice->setItemData(roll.choice->count() - 1, int(option.kind), Qt::UserRole + 1);
    }
}

TeamMatchRecord GameDetailsDialog::sideRecord(Side side) const
{
    const SideBoxes &boxes = m_sides[side == Side::Home ? 0 : 1];
    TeamMatchRecord record;
    auto value = [&](int row, Column column) {
        const auto *box = qobject_cast<const QSpinBox *>(boxes.table->cellWidget(row, column));
        return box ? box->value() : 0;
    };
    for (int row = 0; row < boxes.numbers.size(); ++row) {
        const int number = boxes.numbers.at(row);
        const PlayerMatchEvents events{number, value(row, Comp), value(row, Td), value(row, Int),
                                       value(row, Cas)};
        if (events != PlayerMatchEvents{number})
            record.players << events;
        if (const int d68 = value(row, Injury); d68 > 10) {
            CasualtyRecord casualty;
            casualty.number = number;
            casualty.d68 = d68;
            record.casualties << casualty;
        }
    }
    if (const int mvp = boxes.mvp->currentData().toInt(); mvp > 0)
        record.mvpNumbers << mvp;
    for (const RollBoxes &roll : boxes.rolls) {
        const int chosen = roll.choice->currentIndex();
        if (chosen <= 0)
            continue;
        AdvancementOption option;
        option.kind =
            AdvancementOption::Kind(roll.choice->itemData(chosen, Qt::UserRole + 1).toInt());
        option.skillId = roll.choice->itemData(chosen).toString();
        record.advancements << AdvancementChoice{roll.number, roll.die1->value(),
                                                 roll.die2->value(), option};
    }
    return record;
}

MatchRecord GameDetailsDialog::details() const
{
    MatchRecord record;
    record.home = sideRecord(Side::Home);
    record.away = sideRecord(Side::Away);
    return record;
}

void GameDetailsDialog::check()
{
    const QStringList problems = TournamentRosterFold(*m_rules).check(
        m_home, m_away, TournamentRosterFold::recordFor(m_game, details()));
    m_problems->setText(problems.join(u'\n'));
    m_problems->setVisible(!problems.isEmpty());
    QPushButton *save = m_buttons->button(QDialogButtonBox::Save);
    save->setEnabled(problems.isEmpty());
    save->setToolTip(problems.join(u'\n'));
}

} // namespace dugout
