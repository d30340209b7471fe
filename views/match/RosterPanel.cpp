#include "RosterPanel.h"

#include "StatusChipDelegate.h"
#include "core/match/MatchState.h"
#include "models/MatchText.h"
#include "models/Palette.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

int sortGroup(PlayerState state)
{
    switch (state) {
    case PlayerState::Standing:
    case PlayerState::Prone:
    case PlayerState::Stunned:
        return 0;
    case PlayerState::Reserves:
        return 1;
    case PlayerState::KnockedOut:
        return 2;
    case PlayerState::Fainted:
        return 3;
    case PlayerState::Casualty:
        return 4;
    case PlayerState::SentOff:
        return 5;
    }
    return 6;
}

} // namespace

RosterPanel::RosterPanel(Side side, QWidget *parent)
    : QWidget(parent), m_side(side), m_title(new QLabel(this)), m_table(new QTableWidget(this)),
      m_summary(new QLabel(this))
{
    const QString prefix = side == Side::Home ? u"home"_s : u"away"_s;
    setObjectName(prefix + u"RosterPanel"_s);
    m_table->setObjectName(prefix + u"RosterTable"_s);
    m_summary->setObjectName(prefix + u"RosterSummary"_s);
    // Beside the Forge's pitch a roster has a third of the width: on one line the summary
    // ("Reserves: 1, 2, … 11") alone made the tracker wider than a 1366 screen.
    m_summary->setWordWrap(true);
    m_table->setWhatsThis(tr("The team's players with their number, position, characteristics "
                             "and skills, and a chip for where each is (reserves, on the "
                             "pitch, knocked out, casualty, sent off). Click a player, or type "
                             "his shirt number, to select him for the action buttons."));
    m_summary->setWhatsThis(tr("How many of the team's players are on the pitch, in reserve, "
                               "knocked out or out of the match."));
    m_fonts.add(m_title, Palette::factor(Palette::Text::PanelTitle), true);
    m_fonts.add(m_summary, Palette::factor(Palette::Text::Roomy));
    m_title->setAutoFillBackground(true);
    m_title->setContentsMargins(8, 3, 8, 3);

    m_fonts.add(m_table, Palette::factor(Palette::Text::Larger));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels(
        {tr("#"), tr("Name"), tr("Position"), tr("Status"), tr("Acted"), tr("SPP events")});
    m_table->horizontalHeaderItem(Acted)->setToolTip(tr("Has taken an action this turn"));
    m_table->horizontalHeaderItem(Spp)->setToolTip(
        tr("Touchdowns (TD), completions (CP), interceptions (INT) and casualties (CAS) of this "
           "match"));
    m_table->setItemDelegateForColumn(Status, new StatusChipDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Name, QHeaderView::Stretch);
    header->setHighlightSections(false);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        if (!m_filling)
            Q_EMIT playerSelected(m_side, selectedNumber());
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_summary);
}

void RosterPanel::setTeam(const Ruleset &rules, const QString &color, const TeamMatchState &team)
{
    const QColor accent = Palette::teamColor(color);
    QPalette titlePalette = m_title->palette();
    titlePalette.setColor(QPalette::Window, accent);
    titlePalette.setColor(QPalette::WindowText, Palette::textOn(accent));
    m_title->setPalette(titlePalette);
    m_title->setText(team.name);

    const int selected = selectedNumber();
    m_filling = true;
    // The players on the pitch on top, where the coach looks; the dugout and the boxes below.
    QList<const MatchPlayer *> players;
    for (const MatchPlayer &p : team.players)
        players << &p;
    std::stable_sort(players.begin(), players.end(),
                     [](const MatchPlayer *a, const MatchPlayer *b) {
                         return sortGroup(a->state) < sortGroup(b->state);
                     });
    m_table->setRowCount(int(players.size()));
    const QColor dimmed = palette().color(QPalette::Disabled, QPalette::Text);
    for (int row = 0; row < players.size(); ++row) {
        const MatchPlayer &p = *players.at(row);
        const bool onPitch = isOnPitch(p.state);
        const auto item = [&](int column, const QString &text) {
            auto *cell = new QTableWidgetItem(text);
            cell->setData(Qt::UserRole, p.number);
            if (!onPitch)
                cell->setForeground(dimmed);
            m_table->setItem(row, column, cell);
            return cell;
        };
        item(Number, QString::number(p.number))->setTextAlignment(Qt::AlignCenter);
        const QString position = MatchText::positionName(rules, p.positionId);
        //: A player's name and position in the roster's tooltip beside the Forge pitch.
        QString tip = m_compact ? tr("%1, %2").arg(p.name, position) : p.name;
        // A star's or a mercenary's profile, skills and hiring note (Brick & Grotty).
        if (const QString note = MatchText::inducedNote(rules, p); !note.isEmpty())
            tip += u"\n"_s + note;
        item(Name, p.name)->setToolTip(tip);
        item(Position, position);
        QTableWidgetItem *status = item(Status, MatchText::stateName(p.state));
        status->setData(StatusChipDelegate::ChipColorRole, MatchText::stateColor(p.state));
        item(Acted, p.acted ? (m_compact ? u"✓"_s : tr("✓ acted")) : QString());
        item(Spp, MatchText::sppEvents(p));
    }
    // The same player stays selected across refreshes, quietly.
    const bool kept = selectPlayer(selected);
    m_filling = false;
    if (!kept)
        Q_EMIT playerSelected(m_side, 0);

    QStringList summary;
    summary << tr("On the pitch: %1").arg(team.onPitch());
    const auto numbersIn = [&team](PlayerState state) {
        QStringList numbers;
        for (const MatchPlayer &p : team.players) {
            if (p.state == state)
                numbers << QString::number(p.number);
        }
        return numbers.join(u", "_s);
    };
    for (PlayerState state : {PlayerState::Reserves, PlayerState::KnockedOut, PlayerState::Casualty,
                              PlayerState::SentOff, PlayerState::Fainted}) {
        const QString numbers = numbersIn(state);
        if (!numbers.isEmpty())
            //: Summary under a roster panel: a status and the shirt numbers in it ("KO: 7, 9").
            summary << tr("%1: %2").arg(MatchText::stateName(state), numbers);
    }
    m_summary->setText(summary.join(u"   "_s));
}

void RosterPanel::setScale(qreal scale)
{
    m_fonts.setScale(scale);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
}

void RosterPanel::setCompact(bool compact)
{
    m_compact = compact;
    m_table->setColumnHidden(Position, compact);
    m_table->setColumnHidden(Spp, compact);
    m_table->horizontalHeaderItem(Acted)->setText(compact ? u"✓"_s : tr("Acted"));
}

int RosterPanel::selectedNumber() const
{
    const QList<QTableWidgetItem *> items = m_table->selectedItems();
    return items.isEmpty() ? 0 : items.first()->data(Qt::UserRole).toInt();
}

int RosterPanel::rowOf(int number) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, Number) &&
            m_table->item(row, Number)->data(Qt::UserRole).toInt() == number)
            return row;
    }
    return -1;
}

bool RosterPanel::selectPlayer(int number)
{
    const int row = number > 0 ? rowOf(number) : -1;
    if (row < 0) {
        clearSelection();
        return number == 0;
    }
    m_table->selectRow(row);
    m_table->scrollToItem(m_table->item(row, Number));
    return true;
}

void RosterPanel::clearSelection()
{
    m_table->clearSelection();
}

QString RosterPanel::statusText(int number) const
{
    const int row = rowOf(number);
    return row < 0 ? QString() : m_table->item(row, Status)->text();
}

QString RosterPanel::actedText(int number) const
{
    const int row = rowOf(number);
    return row < 0 ? QString() : m_table->item(row, Acted)->text();
}

QString RosterPanel::sppText(int number) const
{
    const int row = rowOf(number);
    return row < 0 ? QString() : m_table->item(row, Spp)->text();
}

QString RosterPanel::summaryText() const
{
    return m_summary->text();
}

} // namespace dugout
