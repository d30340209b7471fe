#include "LineupDialog.h"

#include "core/match/CardSetUp.h"
#include "core/match/DiceKeys.h"
#include "core/match/MatchState.h"
#include "models/MatchText.h"
#include "views/league/result/DiceInput.h"

#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int FullTeam = 11;

} // namespace

LineupDialog::LineupDialog(const EventProbe &probe, const Ruleset &rules, Side side,
                           const TeamMatchState &team, QWidget *parent)
    : EventDialog(probe, tr("Set-up: %1").arg(team.name), parent), m_side(side),
      m_players(new QListWidget(this)), m_line(new QSpinBox(this)), m_left(new QSpinBox(this)),
      m_right(new QSpinBox(this))
{
    setObjectName(u"lineupDialog"_s);
    m_players->setObjectName(u"lineupPlayers"_s);
    m_line->setObjectName(u"lineOfScrimmageBox"_s);
    m_left->setObjectName(u"wideLeftBox"_s);
    m_right->setObjectName(u"wideRightBox"_s);
    int checked = 0;
    // Wake Up Call: the K.O.'d players may come on, Stunned, if the coach checks them.
    const bool wakesUp = CardSetUp::wakesUp(team);
    auto *wakeUpForm = new QFormLayout;
    for (const MatchPlayer &p : team.players) {
        if (wakesUp && p.state == PlayerState::KnockedOut) {
            auto *item = new QListWidgetItem(
                tr("%1 — %2 — K.O.'d: set up Stunned")
                    .arg(MatchText::playerLabel(p), MatchText::positionName(rules, p.positionId)),
                m_players);
            item->setData(Qt::UserRole, p.number);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
            auto *die = new DiceInput({6}, this);
            die->setObjectName(DiceKeys::forPlayer(side, DiceKeys::wakeUp, p.number) + u"Dice"_s);
            die->setEnabled(false);
            m_wakeUp.insert(p.number, die);
            wakeUpForm->addRow(tr("%1, D6 (4+ face up):").arg(MatchText::playerLabel(p)), die);
            connect(die, &DiceInput::changed, this, &LineupDialog::refresh);
            continue;
        }
        if (p.state != PlayerState::Reserves)
            continue; // KO'd, hurt, sent off or fainted: not available for this drive
        auto *item =
            new QListWidgetItem(u"%1 — %2"_s.arg(MatchText::playerLabel(p),
                                                 MatchText::positionName(rules, p.positionId)),
                                m_players);
        item->setData(Qt::UserRole, p.number);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(checked < FullTeam ? Qt::Checked : Qt::Unchecked);
        ++checked;
    }
    const int available = int(m_players->count());
    m_players->setMinimumHeight(qMin(available, 12) * (m_players->fontMetrics().height() + 6) + 8);
    for (QSpinBox *box : {m_line, m_left, m_right})
        box->setRange(0, FullTeam);
    m_line->setValue(qMin(3, qMin(available, FullTeam)));

    auto *intro =
        new QLabel(tr("Check the players %1 sets up for this drive:").arg(team.name), this);
    intro->setWordWrap(true);
    content()->addWidget(intro);
    content()->addWidget(m_players, 1);
    setMinimumWidth(380);
    auto *form = new QFormLayout;
    form->addRow(tr("On the line of scrimmage:"), m_line);
    form->addRow(tr("In the left wide zone:"), m_left);
    form->addRow(tr("In the right wide zone:"), m_right);
    content()->addLayout(form);
    if (!m_wakeUp.isEmpty())
        content()->addLayout(wakeUpForm);
    else
        delete wakeUpForm;
    connect(m_players, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (DiceInput *die = m_wakeUp.value(item->data(Qt::UserRole).toInt()))
            die->setEnabled(item->checkState() == Qt::Checked);
    });
    connect(m_players, &QListWidget::itemChanged, this, &LineupDialog::refresh);
    for (QSpinBox *box : {m_line, m_left, m_right})
        connect(box, &QSpinBox::valueChanged, this, &LineupDialog::refresh);
    refresh();
}

QList<int> LineupDialog::checkedNumbers() const
{
    QList<int> numbers;
    for (int row = 0; row < m_players->count(); ++row) {
        const QListWidgetItem *item = m_players->item(row);
        if (item->checkState() == Qt::Checked)
            numbers << item->data(Qt::UserRole).toInt();
    }
    return numbers;
}

bool LineupDialog::setPlayerChecked(int number, bool checked)
{
    for (int row = 0; row < m_players->count(); ++row) {
        QListWidgetItem *item = m_players->item(row);
        if (item->data(Qt::UserRole).toInt() == number) {
            item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
            return true;
        }
    }
    return false;
}

MatchEvent LineupDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::Lineup;
    e.side = m_side;
    e.numbers = checkedNumbers();
    e.lineOfScrimmage = m_line->value();
    e.wideLeft = m_left->value();
    e.wideRight = m_right->value();
    for (auto it = m_wakeUp.cbegin(); it != m_wakeUp.cend(); ++it) {
        if (e.numbers.contains(it.key()) && !it.value()->isEmpty())
            e.dice.insert(DiceKeys::forPlayer(m_side, DiceKeys::wakeUp, it.key()),
                          it.value()->entered());
    }
    return e;
}

} // namespace dugout
