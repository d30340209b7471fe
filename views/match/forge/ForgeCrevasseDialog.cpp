#include "ForgeCrevasseDialog.h"

#include "ForgeDiceRows.h"
#include "core/forge/ForgeCrevasses.h"
#include "core/forge/ForgeKeys.h"
#include "core/match/DiceKeys.h"
#include "core/match/MatchState.h"
#include "views/match/PlayerComboBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString causeName(IceAccident cause)
{
    switch (cause) {
    case IceAccident::BigGuy:
        return ForgeCrevasseDialog::tr("A big guy's step (ST 5+, Ball & Chain, Deathroller)");
    case IceAccident::Pogo:
        return ForgeCrevasseDialog::tr("A pogo stick's jump");
    case IceAccident::Explosion:
        return ForgeCrevasseDialog::tr("A bomb or a spell");
    case IceAccident::Foul:
        return ForgeCrevasseDialog::tr("A foul");
    case IceAccident::Landing:
        return ForgeCrevasseDialog::tr("A thrown player's landing");
    }
    return {};
}

QList<ForgeDiceRows::Roll> rolls(const MatchState &state, MatchEventType type)
{
    using Roll = ForgeDiceRows::Roll;
    QList<Roll> list;
    const bool strike = type == MatchEventType::CreateCrevasse;
    for (Side side : {Side::Home, Side::Away}) {
        if (strike)
            list << Roll{DiceKeys::forSide(side, DiceKeys::strike),
                         ForgeCrevasseDialog::tr("%1: strike (2D6):").arg(state.team(side).name),
                         {6, 6}};
    }
    if (!strike)
        list << Roll{DiceKeys::forgeAccident, ForgeCrevasseDialog::tr("The ice shakes (D6):"), {6}};
    list << Roll{DiceKeys::forgeScatter, ForgeCrevasseDialog::tr("Scatter template (D8):"), {8}};
    // A foul opens two crevasses, each with its find and maybe its item.
    list << Roll{DiceKeys::forgeFind,
                 strike ? ForgeCrevasseDialog::tr("Under the ice (2D6):")
                        : ForgeCrevasseDialog::tr("Under the ice (2D6 per crevasse):"),
                 strike ? QList<int>{6, 6} : QList<int>{6, 6, 6, 6}};
    list << Roll{DiceKeys::forgeItem, ForgeCrevasseDialog::tr("Magic item works on 6 (D6):"),
                 strike ? QList<int>{6} : QList<int>{6, 6}};
    for (Side side : {Side::Home, Side::Away}) {
        const QString team = state.team(side).name;
        list << Roll{DiceKeys::forSide(side, DiceKeys::splash),
                     ForgeCrevasseDialog::tr("%1: lava splash (D6):").arg(team),
                     {6}};
        list << ForgeDiceRows::injuryRolls(side, team);
    }
    return list;
}

} // namespace

ForgeCrevasseDialog::ForgeCrevasseDialog(const EventProbe &probe, const MatchState &state,
                                         MatchEventType type, Side side, int number,
                                         std::optional<PitchSquare> square, QWidget *parent)
    : EventDialog(probe,
                  type == MatchEventType::CreateCrevasse ? tr("Strike the ice")
                                                         : tr("The ice breaks by accident"),
                  parent),
      m_state(state), m_type(type), m_side(new QComboBox(this)), m_player(new PlayerComboBox(this)),
      m_square(new QLineEdit(this)), m_second(new QComboBox(this)),
      m_dice(new ForgeDiceRows(rolls(state, type), this))
{
    const bool strike = type == MatchEventType::CreateCrevasse;
    setObjectName(strike ? u"forgeStrikeDialog"_s : u"forgeAccidentDialog"_s);
    m_side->setObjectName(u"forgeSideBox"_s);
    m_player->setObjectName(u"forgePlayerBox"_s);
    m_square->setObjectName(u"forgeSquareEdit"_s);
    m_second->setObjectName(u"forgeSecondSquareBox"_s);
    m_square->setPlaceholderText(tr("e.g. H10"));
    m_square->setMaxLength(3);
    m_square->setToolTip(tr("A square: its row letter A–O, then its column 1–26"));
    if (square)
        m_square->setText(square->name());
    m_side->addItem(state.home.name, int(Side::Home));
    m_side->addItem(state.away.name, int(Side::Away));
    m_side->setCurrentIndex(side == Side::Home ? 0 : 1);
    fillPlayers();
    m_player->setNumber(number);

    auto *intro = new QLabel(
        strike ? tr("A player standing on open ice spends his action striking it: 2D6 + his "
                    "strength. What the dice make of it is written below as you type them.")
               : tr("A big guy's step, a pogo stick, a bomb or a spell, a foul or a landing shook "
                    "the ice: a D6 says whether it breaks. What the dice make of it is written "
                    "below as you type them."),
        this);
    intro->setWordWrap(true);
    content()->addWidget(intro);
    auto *form = new QFormLayout;
    if (!strike) {
        m_cause = new QComboBox(this);
        m_cause->setObjectName(u"forgeCauseBox"_s);
        for (const QString &key : iceAccidentKeys()) {
            IceAccident cause = IceAccident::BigGuy;
            iceAccidentFromKey(key, &cause);
            m_cause->addItem(causeName(cause), key);
        }
        form->addRow(tr("What shook the ice:"), m_cause);
        connect(m_cause, &QComboBox::currentIndexChanged, this, &ForgeCrevasseDialog::refresh);
    }
    form->addRow(tr("Team:"), m_side);
    form->addRow(strike ? tr("Player who strikes:") : tr("Player:"), m_player);
    form->addRow(strike ? tr("His square:") : tr("Square:"), m_square);
    if (!strike) {
        m_victim = new PlayerComboBox(this);
        m_victim->setObjectName(u"forgeVictimBox"_s);
        form->addRow(tr("Fouled player:"), m_victim);
        m_ball = new QCheckBox(tr("He held the ball"), this);
        m_ball->setObjectName(u"forgeBallBox"_s);
        m_ball->setToolTip(tr("A thrown player falling into a crevasse ends the turn only if he "
                              "held the ball."));
        form->addRow(m_ball);
        connect(m_victim, &QComboBox::currentIndexChanged, this, &ForgeCrevasseDialog::refresh);
        connect(m_ball, &QCheckBox::toggled, this, &ForgeCrevasseDialog::refresh);
    }
    form->addRow(strike ? tr("Square he chooses (16+):") : tr("Fouled player's square:"), m_second);
    content()->addLayout(form);
    content()->addWidget(m_dice);
    fillNeighbours();

    connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
        fillPlayers();
        refresh();
    });
    connect(m_player, &QComboBox::currentIndexChanged, this, &ForgeCrevasseDialog::refresh);
    connect(m_square, &QLineEdit::textChanged, this, [this] {
        fillNeighbours();
        refresh();
    });
    connect(m_second, &QComboBox::currentIndexChanged, this, &ForgeCrevasseDialog::refresh);
    connect(m_dice, &ForgeDiceRows::changed, this, &ForgeCrevasseDialog::refresh);
    refresh();
}

Side ForgeCrevasseDialog::side() const
{
    return Side(m_side->currentData().toInt());
}

std::optional<PitchSquare> ForgeCrevasseDialog::square() const
{
    return PitchSquare::fromName(m_square->text().trimmed());
}

void ForgeCrevasseDialog::fillPlayers()
{
    const auto onPitch = [](const MatchPlayer &p) { return isOnPitch(p.state); };
    m_player->setPlayers(m_state.team(side()), onPitch);
    // The fouled player may have left the pitch by the foul itself: any player of the other team.
    if (m_victim)
        m_victim->setPlayers(m_state.team(opponent(side())), nullptr);
}

void ForgeCrevasseDialog::fillNeighbours()
{
    // The eight squares around his (the pitch's geometry; core says whether the one chosen may
    // take a crevasse).
    const QString chosen = m_second->currentData().toString();
    const QSignalBlocker block(m_second);
    m_second->clear();
    m_second->addItem(tr("–"), QString());
    if (const std::optional<PitchSquare> at = square()) {
        for (int dRow = -1; dRow <= 1; ++dRow) {
            for (int dColumn = -1; dColumn <= 1; ++dColumn) {
                const PitchSquare next = at->moved(dColumn, dRow);
                if ((dRow || dColumn) && next.isOnPitch())
                    m_second->addItem(next.name(), next.name());
            }
        }
    }
    m_second->setCurrentIndex(std::max(0, m_second->findData(chosen)));
}

void ForgeCrevasseDialog::updateFields()
{
    if (m_cause) {
        IceAccident cause = IceAccident::BigGuy;
        iceAccidentFromKey(m_cause->currentData().toString(), &cause);
        const ForgeCrevasses::AccidentInputs inputs = ForgeCrevasses::accidentInputs(cause);
        m_player->setEnabled(inputs.player);
        m_victim->setEnabled(inputs.victim);
        m_second->setEnabled(inputs.squares > 1);
        m_ball->setVisible(inputs.ball);
    }
    m_dice->update(probe(), event());
}

MatchEvent ForgeCrevasseDialog::event() const
{
    MatchEvent e;
    e.type = m_type;
    e.side = side();
    e.number = m_player->isEnabled() ? m_player->number() : 0;
    if (m_cause)
        e.terrain = m_cause->currentData().toString();
    if (m_victim && m_victim->isEnabled())
        e.target = m_victim->number();
    if (m_ball && !m_ball->isHidden())
        e.ball = m_ball->isChecked();
    if (const std::optional<PitchSquare> at = square())
        e.squares << *at;
    if (m_second->isEnabled() && !m_second->currentData().toString().isEmpty())
        e.squares << *PitchSquare::fromName(m_second->currentData().toString());
    m_dice->fill(e);
    return e;
}

} // namespace dugout
