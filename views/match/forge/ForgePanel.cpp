#include "ForgePanel.h"

#include "ForgePitchView.h"
#include "core/forge/ForgeEvolution.h"
#include "core/forge/ForgeKeys.h"
#include "core/forge/ForgeRules.h"
#include "models/ForgeText.h"
#include "views/MessageBox.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The tools of the token row, by id in the button group: the tokens, then the lava's stop.
constexpr int blockTool = 100;
constexpr int endsPerRow = 2;

} // namespace

ForgePanel::ForgePanel(QWidget *parent)
    : QWidget(parent), m_pitch(new ForgePitchView(this)), m_tools(new QButtonGroup(this)),
      m_status(new QLabel(this)), m_turnStart(new QGroupBox(this)), m_endsLayout(new QGridLayout),
      m_blockedLabel(new QLabel(this)), m_evolve(new QPushButton(this))
{
    setObjectName(u"forgePanel"_s);
    auto *title = new QLabel(tr("La Forge de Sigmar"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    auto *help = new QToolButton(this);
    help->setObjectName(u"forgeHelpButton"_s);
    help->setText(tr("Rules…"));
    help->setToolTip(tr("How Dugout plays La Forge de Sigmar, and its choices where the seed is "
                        "unclear"));
    connect(help, &QToolButton::clicked, this, &ForgePanel::showHelp);

    auto *tools = new QHBoxLayout;
    tools->setSpacing(2);
    tools->addWidget(title);
    tools->addSpacing(8);
    const QList<std::tuple<TerrainToken, QString, QString>> tokens = {
        {TerrainToken::Crevasse, tr("Crevasse"), tr("A click puts a crevasse token down")},
        {TerrainToken::Lava, tr("Lava flow"), tr("A click puts a lava token down")},
        {TerrainToken::Crest, tr("Crest"), tr("A click puts a crest token down")},
        {TerrainToken::None, tr("Clear"), tr("A click takes the token off the square")}};
    for (const auto &[token, text, tip] : tokens) {
        auto *button = new QToolButton(this);
        button->setObjectName(u"forgeTool_%1"_s.arg(terrainTokenKey(token)));
        button->setText(text);
        button->setToolTip(tip);
        button->setCheckable(true);
        m_tools->addButton(button, int(token));
        tools->addWidget(button);
    }
    auto *block = new QToolButton(this);
    block->setObjectName(u"forgeTool_block"_s);
    block->setText(tr("Player stops the lava"));
    block->setToolTip(tr("At the start of a turn: click the squares where a player stands in the "
                         "lava's way (it does not run there this turn)"));
    block->setCheckable(true);
    m_tools->addButton(block, blockTool);
    tools->addWidget(block);
    m_tools->button(int(TerrainToken::Crevasse))->setChecked(true);
    tools->addStretch(1);
    tools->addWidget(help);

    m_status->setObjectName(u"forgeStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);

    m_turnStart->setObjectName(u"forgeTurnStart"_s);
    m_turnStart->setTitle(tr("Start of the turn"));
    auto *turnLayout = new QVBoxLayout(m_turnStart);
    auto *hint = new QLabel(tr("A D8 for each crevasse end, as it fell on the scatter template "
                               "(\"roll\": Dugout rolls it)."),
                            m_turnStart);
    hint->setWordWrap(true);
    turnLayout->addWidget(hint);
    turnLayout->addLayout(m_endsLayout);
    m_blockedLabel->setObjectName(u"forgeBlockedLabel"_s);
    m_blockedLabel->setWordWrap(true);
    turnLayout->addWidget(m_blockedLabel);
    m_evolve->setObjectName(u"forgeEvolveButton"_s);
    m_evolve->setText(tr("Roll the start of the turn"));
    turnLayout->addWidget(m_evolve);
    connect(m_evolve, &QPushButton::clicked, this,
            [this] { Q_EMIT submitRequested(evolutionEvent()); });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(tools);
    layout->addWidget(m_status);
    // The start of a turn sits beside the pitch: the height is what a 26 × 15 grid lacks.
    auto *board = new QHBoxLayout;
    board->addWidget(m_pitch, 1);
    board->addWidget(m_turnStart);
    layout->addLayout(board, 1);
    m_turnStart->setMaximumWidth(fontMetrics().averageCharWidth() * 34);
    m_turnStart->hide();

    connect(m_pitch, &ForgePitchView::squareClicked, this, &ForgePanel::onSquareClicked);
    connect(m_tools, &QButtonGroup::idClicked, this, [this] { setState(m_state); });
}

void ForgePanel::setChecker(std::function<RuleCheck(const MatchEvent &)> check)
{
    m_check = std::move(check);
    updateEvolveButton();
}

QSpinBox *ForgePanel::endDie(const PitchSquare &end) const
{
    for (const auto &[square, box] : m_endDice) {
        if (square == end)
            return box;
    }
    return nullptr;
}

void ForgePanel::setState(const MatchState &state)
{
    const bool wasDue = m_state.terrain.evolutionDue;
    const QList<CrevasseEnd> endsBefore = m_state.terrain.endsToRoll();
    m_state = state;
    const ForgeTerrain &t = state.terrain;
    if (!t.evolutionDue)
        m_blocked.clear();
    m_pitch->setTerrain(t);
    m_pitch->setBlocked(m_blocked);

    const Side placing = ForgeRules::placingSide(state);
    const QString tool = m_tools->checkedId() == blockTool
                             ? tr("click where a player stops the lava")
                             : tr("a click places %1's token").arg(state.team(placing).name);
    QString status;
    if (t.evolutionDue)
        status = tr("Start of the turn: roll a D8 for the crevasse ends ringed in yellow (%1); "
                    "%2.")
                     .arg(ForgeText::endsToRoll(t).isEmpty() ? tr("none, the lava only")
                                                             : ForgeText::endsToRoll(t),
                          tool);
    else if (state.drive == 0 &&
             (state.phase == MatchPhase::PreMatch || state.phase == MatchPhase::Setup))
        status = tr("Before the kick-off the coaches place crevasses and crests, one each in "
                    "turn (%1 %2, %3 %4); %5.")
                     .arg(state.home.name)
                     .arg(t.homePlaced)
                     .arg(state.away.name)
                     .arg(t.awayPlaced)
                     .arg(tool);
    else
        status = tr("Click a square to put the token the board shows; %1.").arg(tool);
    m_status->setText(status);

    m_turnStart->setVisible(t.evolutionDue);
    const bool endsChanged = [&] {
        const QList<CrevasseEnd> now = t.endsToRoll();
        if (now.size() != endsBefore.size())
            return true;
        for (qsizetype i = 0; i < now.size(); ++i) {
            if (!(now.at(i).square == endsBefore.at(i).square))
                return true;
        }
        return false;
    }();
    if (t.evolutionDue != wasDue || endsChanged)
        rebuildEnds();
    QStringList blocked;
    for (const PitchSquare &square : std::as_const(m_blocked))
        blocked << square.name();
    m_blockedLabel->setText(blocked.isEmpty()
                                ? tr("No player in the lava's way.")
                                : tr("A player stops the lava at %1.").arg(blocked.join(u", "_s)));
    updateEvolveButton();
}

void ForgePanel::rebuildEnds()
{
    for (const auto &[square, box] : std::as_const(m_endDice)) {
        m_endsLayout->removeWidget(box);
        delete box;
    }
    while (QLayoutItem *item = m_endsLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_endDice.clear();
    if (!m_state.terrain.evolutionDue)
        return;
    int i = 0;
    for (const CrevasseEnd &end : m_state.terrain.endsToRoll()) {
        auto *label = new QLabel(end.square.name(), m_turnStart);
        auto *box = new QSpinBox(m_turnStart);
        box->setObjectName(u"forgeEndDie_%1"_s.arg(end.square.name()));
        box->setRange(0, 8);
        box->setSpecialValueText(tr("roll"));
        box->setToolTip(tr("The D8 for the crevasse end on %1").arg(end.square.name()));
        label->setBuddy(box);
        m_endsLayout->addWidget(label, i / endsPerRow, 2 * (i % endsPerRow));
        m_endsLayout->addWidget(box, i / endsPerRow, 2 * (i % endsPerRow) + 1);
        m_endDice << std::pair{end.square, box};
        ++i;
    }
}

MatchEvent ForgePanel::evolutionEvent() const
{
    MatchEvent e;
    e.type = MatchEventType::TerrainEvolution;
    e.side = m_state.active;
    e.squares = m_blocked;
    for (const auto &[square, box] : m_endDice) {
        if (box->value() > 0)
            e.dice.insert(ForgeEvolution::endPurpose(square), {box->value()});
    }
    return e;
}

void ForgePanel::updateEvolveButton()
{
    if (!m_check || !m_state.terrain.evolutionDue) {
        m_evolve->setEnabled(false);
        return;
    }
    const RuleCheck check = m_check(evolutionEvent());
    m_evolve->setEnabled(check.allowed);
    m_evolve->setToolTip(check.allowed ? tr("Grows the crevasses, runs the lava, raises the crests")
                                       : check.reason);
}

void ForgePanel::onSquareClicked(const PitchSquare &square)
{
    if (m_tools->checkedId() == blockTool) {
        if (m_blocked.contains(square))
            m_blocked.removeAll(square);
        else
            m_blocked << square;
        setState(m_state);
        return;
    }
    MatchEvent e;
    e.type = MatchEventType::TerrainPlace;
    e.side = ForgeRules::placingSide(m_state);
    e.terrain = terrainTokenKey(TerrainToken(m_tools->checkedId()));
    e.squares = {square};
    Q_EMIT submitRequested(e);
}

void ForgePanel::showHelp()
{
    MessageBox::information(this, tr("La Forge de Sigmar"), ForgeText::help());
}

} // namespace dugout
