#include "ForgeHazardDialog.h"

#include "ForgeDiceRows.h"
#include "core/forge/ForgeKeys.h"
#include "core/forge/ForgeRules.h"
#include "core/match/DiceKeys.h"
#include "core/match/MatchState.h"
#include "core/rules/Ruleset.h"
#include "session/MatchSession.h"
#include "views/match/EventProbe.h"
#include "views/match/PlayerComboBox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString title(MatchEventType type, bool pushed)
{
    if (pushed)
        return ForgeHazardDialog::tr("A player pushed into a crevasse or onto lava");
    switch (type) {
    case MatchEventType::TerrainJump:
        return ForgeHazardDialog::tr("Jump over a crevasse or a lava flow, or onto a player");
    case MatchEventType::LavaBurn:
        return ForgeHazardDialog::tr("A player on lava");
    case MatchEventType::CrevasseFall:
        return ForgeHazardDialog::tr("A player falls into a new crevasse");
    default:
        return ForgeHazardDialog::tr("A genestealer attacks");
    }
}

QString intro(const Ruleset &rules, MatchEventType type, bool pushed)
{
    if (pushed)
        return ForgeHazardDialog::tr(
                   "Pushed by a block, or following up his own, into a crevasse: he falls to the "
                   "bottom with an armour roll, on top of the block's own if it knocked him down "
                   "(record that one first). Onto lava: an armour roll, then an injury roll "
                   "+%1, and the lava swallows him at the next turn's start if he is still on "
                   "the pitch. A player of the team in its turn who falls ends that turn.")
            .arg(rules.forge().lavaInjuryModifier);
    switch (type) {
    case MatchEventType::TerrainJump:
        return ForgeHazardDialog::tr(
                   "Over a crevasse or a lava flow, for %1 movement points: 2D6 + his agility. "
                   "Or down onto a player at the bottom of a crevasse next to him, or from a "
                   "crest onto one on the ice: a block with his strength + %2, then he is "
                   "knocked down. What the dice make of it is written below as you type them.")
            .arg(rules.forge().jumpOverCrevasseOrLava)
            .arg(rules.forge().jumpOntoStrengthBonus);
    case MatchEventType::LavaBurn:
        return ForgeHazardDialog::tr(
            "Pushed or fallen onto lava: an armour roll, then a burnt injury roll. If he comes "
            "through it still on the pitch, the lava swallows him at the start of the next turn.");
    case MatchEventType::CrevasseFall:
        return ForgeHazardDialog::tr(
            "A crevasse has just opened under the square he stood on: he falls to the bottom, "
            "knocked down, with an armour roll.");
    default:
        return ForgeHazardDialog::tr(
            "The coaches roll the genestealer's block on the board. When it knocks a player "
            "down, enter it here: armour and injury. It keeps at him until he is hurt, then goes "
            "back under the ice.");
    }
}

QList<ForgeDiceRows::Roll> rolls(const MatchState &state, MatchEventType type)
{
    QList<ForgeDiceRows::Roll> list;
    for (Side side : {Side::Home, Side::Away}) {
        const QString team = state.team(side).name;
        if (type == MatchEventType::TerrainJump)
            list << ForgeDiceRows::Roll{DiceKeys::forSide(side, DiceKeys::jump),
                                        ForgeHazardDialog::tr("%1: jump (2D6):").arg(team),
                                        {6, 6}};
        list << ForgeDiceRows::injuryRolls(side, team);
    }
    return list;
}

} // namespace

ForgeHazardDialog::ForgeHazardDialog(const EventProbe &probe, const MatchState &state,
                                     MatchEventType type, Side side, int number, bool pushed,
                                     std::optional<PitchSquare> square, QWidget *parent)
    : EventDialog(probe, title(type, pushed), parent), m_state(state), m_type(type),
      m_pushed(pushed && type == MatchEventType::CrevasseFall), m_side(new QComboBox(this)),
      m_player(new PlayerComboBox(this)), m_dice(new ForgeDiceRows(rolls(state, type), this))
{
    switch (m_pushed ? MatchEventType::Action : type) {
    case MatchEventType::Action:
        setObjectName(u"forgePushDialog"_s);
        break;
    case MatchEventType::TerrainJump:
        setObjectName(u"forgeJumpDialog"_s);
        break;
    case MatchEventType::LavaBurn:
        setObjectName(u"forgeLavaDialog"_s);
        break;
    case MatchEventType::CrevasseFall:
        setObjectName(u"forgeFallDialog"_s);
        break;
    default:
        setObjectName(u"forgeGenestealerDialog"_s);
        break;
    }
    m_side->setObjectName(u"forgeSideBox"_s);
    m_player->setObjectName(u"forgePlayerBox"_s);
    m_side->addItem(state.home.name, int(Side::Home));
    m_side->addItem(state.away.name, int(Side::Away));
    m_side->setCurrentIndex(side == Side::Home ? 0 : 1);
    fillPlayers();
    m_player->setNumber(number);

    auto *text = new QLabel(intro(probe.session().rules(), type, m_pushed), this);
    text->setWordWrap(true);
    content()->addWidget(text);
    auto *form = new QFormLayout;
    if (type == MatchEventType::TerrainJump) {
        m_what = new QComboBox(this);
        m_what->setObjectName(u"forgeJumpOverBox"_s);
        for (TerrainToken token : {TerrainToken::Crevasse, TerrainToken::Lava})
            m_what->addItem(ForgeRules::tokenName(token), terrainTokenKey(token));
        //: The jump dialog's choice: down onto an opponent (in a crevasse, or from a crest).
        m_what->addItem(tr("onto a player (block with ST + %1)")
                            .arg(probe.session().rules().forge().jumpOntoStrengthBonus),
                        jumpOntoPlayerKey());
        form->addRow(tr("Over:"), m_what);
    } else if (type == MatchEventType::GenestealerAttack) {
        m_what = new QComboBox(this);
        m_what->setObjectName(u"forgeGenestealerBox"_s);
        for (qsizetype i = 0; i < state.terrain.genestealers.size(); ++i)
            //: A genestealer awake on the pitch: its number and the square it woke on.
            m_what->addItem(tr("Genestealer %1 (woke on %2)")
                                .arg(i + 1)
                                .arg(state.terrain.genestealers.at(i).square.name()),
                            int(i + 1));
        form->addRow(tr("Genestealer:"), m_what);
    } else if (m_pushed) {
        // Every crevasse and lava square: core takes the one he is pushed into.
        m_what = new QComboBox(this);
        m_what->setObjectName(u"forgePushedIntoBox"_s);
        for (int i = 0; i < state.terrain.tokens.size(); ++i) {
            const PitchSquare at = PitchSquare::fromIndex(i);
            const TerrainToken token = state.terrain.at(at);
            if (token == TerrainToken::Crevasse || token == TerrainToken::Lava)
                //: A square a player may be pushed into: "H11 (crevasse)".
                m_what->addItem(tr("%1 (%2)").arg(at.name(), ForgeRules::tokenName(token)),
                                at.name());
        }
        if (square) {
            // A square clicked that holds neither stays in the list, for core to say why.
            if (m_what->findData(square->name()) < 0)
                m_what->addItem(tr("%1 (%2)").arg(square->name(),
                                                  ForgeRules::tokenName(state.terrain.at(*square))),
                                square->name());
            m_what->setCurrentIndex(m_what->findData(square->name()));
        }
        form->addRow(tr("Pushed into:"), m_what);
    } else if (type == MatchEventType::CrevasseFall) {
        // The squares core says just opened; core refuses the fall while there are none.
        m_what = new QComboBox(this);
        m_what->setObjectName(u"forgeOpenedBox"_s);
        for (const PitchSquare &opened : state.terrain.opened)
            m_what->addItem(opened.name(), opened.name());
        form->addRow(tr("He stood on:"), m_what);
    }
    form->addRow(tr("Team:"), m_side);
    form->addRow(tr("Player:"), m_player);
    content()->addLayout(form);
    content()->addWidget(m_dice);
    if (m_what)
        connect(m_what, &QComboBox::currentIndexChanged, this, &ForgeHazardDialog::refresh);
    connect(m_side, &QComboBox::currentIndexChanged, this, [this] {
        fillPlayers();
        refresh();
    });
    connect(m_player, &QComboBox::currentIndexChanged, this, &ForgeHazardDialog::refresh);
    connect(m_dice, &ForgeDiceRows::changed, this, &ForgeHazardDialog::refresh);
    refresh();
}

Side ForgeHazardDialog::side() const
{
    return Side(m_side->currentData().toInt());
}

void ForgeHazardDialog::fillPlayers()
{
    m_player->setPlayers(m_state.team(side()),
                         [](const MatchPlayer &p) { return isOnPitch(p.state); });
}

void ForgeHazardDialog::updateFields()
{
    m_dice->update(probe(), event());
}

MatchEvent ForgeHazardDialog::event() const
{
    MatchEvent e;
    e.type = m_type;
    e.side = side();
    e.number = m_player->number();
    if (m_type == MatchEventType::TerrainJump)
        e.terrain = m_what->currentData().toString();
    else if (m_type == MatchEventType::GenestealerAttack)
        e.target = m_what->currentData().toInt();
    else if (m_type == MatchEventType::CrevasseFall) {
        e.flag = m_pushed;
        if (const auto square = PitchSquare::fromName(m_what->currentData().toString()))
            e.squares = {*square};
    }
    m_dice->fill(e);
    return e;
}

} // namespace dugout
