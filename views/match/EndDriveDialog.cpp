#include "EndDriveDialog.h"

#include "core/match/CardSetUp.h"
#include "core/match/DiceKeys.h"
#include "core/match/DriveRules.h"
#include "core/match/MatchState.h"
#include "models/MatchText.h"
#include "views/league/result/DiceInput.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

EndDriveDialog::EndDriveDialog(const EventProbe &probe, const MatchState &state, QWidget *parent)
    : EventDialog(probe, tr("End of the drive"), parent)
{
    setObjectName(u"endDriveDialog"_s);
    auto *page = new QWidget;
    auto *grid = new QGridLayout(page);
    // Who rolls is core's to say; the dialog only lays the dice out, team by team.
    const QList<DriveRules::EndDriveRoll> rolls = DriveRules::endDriveRolls(state);
    int row = addTeam(grid, 0, Side::Home, state.home, rolls);
    row = addTeam(grid, row, Side::Away, state.away, rolls);
    // Wake Up Call: a team's K.O.'d players roll nothing, and the dialog says why.
    bool noted = false;
    for (const Side side : {Side::Home, Side::Away}) {
        const TeamMatchState &team = state.team(side);
        if (!CardSetUp::wakesUp(team) || team.countIn(PlayerState::KnockedOut) == 0)
            continue;
        auto *note = new QLabel(tr("%1: no K.O. recovery roll; its K.O.'d players may be set "
                                   "up Stunned at the next set-up.")
                                    .arg(team.name),
                                page);
        note->setObjectName(u"wakeUpNote"_s);
        note->setWordWrap(true);
        grid->addWidget(note, row++, 0, 1, 3);
        noted = true;
    }
    if (m_inputs.isEmpty() && !noted) {
        auto *nothing = new QLabel(
            tr("Nobody is knocked out, no secret weapon played and the weather is bearable: "
               "nothing to roll. The players go back to the dugout for the next set-up."),
            page);
        nothing->setWordWrap(true);
        grid->addWidget(nothing, row, 0, 1, 3);
    }
    grid->setRowStretch(row + 1, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumSize(qMin(page->sizeHint().width() + 24, 720),
                           qMin(page->sizeHint().height() + 8, 460));
    content()->addWidget(scroll);
    refresh();
}

int EndDriveDialog::addTeam(QGridLayout *grid, int row, Side side, const TeamMatchState &team,
                            const QList<DriveRules::EndDriveRoll> &rolls)
{
    bool named = false;
    for (const DriveRules::EndDriveRoll &roll : rolls) {
        if (roll.side != side)
            continue;
        if (!named)
            grid->addWidget(new QLabel(u"<b>%1</b>"_s.arg(team.name.toHtmlEscaped())), row++, 0, 1,
                            3);
        named = true;
        const QString player = MatchText::playerLabel(*team.player(roll.number));
        if (roll.what == DiceKeys::bribe) {
            grid->addWidget(new QLabel(tr("%1, secret weapon:").arg(player)), row, 0);
            auto *bribe = new QCheckBox(tr("Bribe the referee (2+)"));
            bribe->setObjectName(DiceKeys::forPlayer(side, DiceKeys::bribe, roll.number) +
                                 u"Box"_s);
            bribe->setEnabled(team.bribes > 0);
            bribe->setToolTip(team.bribes > 0 ? tr("%n bribe(s) left", nullptr, team.bribes)
                                              : tr("No bribe left"));
            grid->addWidget(bribe, row, 1);
            m_bribes.insert(DiceKeys::forPlayer(side, DiceKeys::bribe, roll.number), bribe);
            DiceInput *die = addDie(side, DiceKeys::bribe, roll.number);
            grid->addWidget(die, row++, 2);
            die->setEnabled(false);
            connect(bribe, &QCheckBox::toggled, die, &QWidget::setEnabled);
            connect(bribe, &QCheckBox::toggled, this, &EndDriveDialog::refresh);
            continue;
        }
        const QString label = roll.what == DiceKeys::heat ? tr("%1, heat (1 faints):").arg(player)
                              : roll.what == DiceKeys::morley
                                  ? tr("%1, Morley (1–3 out):").arg(player)
                                  : tr("%1, KO (4+ comes back):").arg(player);
        grid->addWidget(new QLabel(label), row, 0, 1, 2);
        grid->addWidget(addDie(side, roll.what, roll.number), row++, 2);
    }
    return row;
}

DiceInput *EndDriveDialog::addDie(Side side, const QString &what, int number)
{
    auto *die = new DiceInput({6});
    const QString purpose = DiceKeys::forPlayer(side, what, number);
    die->setObjectName(purpose + u"Dice"_s);
    m_inputs.insert(purpose, die);
    connect(die, &DiceInput::changed, this, &EndDriveDialog::refresh);
    return die;
}

DiceInput *EndDriveDialog::input(Side side, const QString &what, int number) const
{
    return m_inputs.value(DiceKeys::forPlayer(side, what, number));
}

QCheckBox *EndDriveDialog::bribeBox(Side side, int number) const
{
    return m_bribes.value(DiceKeys::forPlayer(side, DiceKeys::bribe, number));
}

MatchEvent EndDriveDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::EndDrive;
    for (auto it = m_bribes.cbegin(); it != m_bribes.cend(); ++it) {
        if (!it.value()->isChecked())
            continue;
        const int number = it.key().section(u'.', -1).toInt();
        (DiceKeys::sideOf(it.key()) == Side::Home ? e.numbers : e.awayNumbers) << number;
    }
    std::sort(e.numbers.begin(), e.numbers.end());
    std::sort(e.awayNumbers.begin(), e.awayNumbers.end());
    for (auto it = m_inputs.cbegin(); it != m_inputs.cend(); ++it) {
        if (!it.value()->isEnabled() || it.value()->isEmpty())
            continue;
        e.dice.insert(it.key(), it.value()->entered());
    }
    return e;
}

} // namespace dugout
