#include "ForgePanel.h"

#include "ForgePitchView.h"
#include "core/forge/ForgeEvolution.h"
#include "core/forge/ForgeKeys.h"
#include "core/forge/ForgeMovePlan.h"
#include "core/forge/ForgeMoves.h"
#include "core/forge/ForgeRules.h"
#include "core/rules/Ruleset.h"
#include "models/ForgeText.h"
#include "models/Palette.h"
#include "views/MessageBox.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The tools of the token row, by id in the button group: the tokens, then the lava's stop.
constexpr int blockTool = 100;
// Tools that open an action's dialog on the square clicked.
constexpr int strikeTool = 101;
constexpr int accidentTool = 102;
// Tools that declare a player's action with squares clicked on the grid.
constexpr int moveTool = 103;
constexpr int passTool = 104;
constexpr int pushTool = 105;
constexpr int endsPerRow = 2;

} // namespace

ForgePanel::ForgePanel(QWidget *parent)
    : QWidget(parent), m_pitch(new ForgePitchView(this)), m_tools(new QButtonGroup(this)),
      m_status(new QLabel(this)), m_actionsBox(new QGroupBox(this)),
      m_turnStart(new QGroupBox(this)), m_endsLayout(new QGridLayout),
      m_blockedLabel(new QLabel(this)), m_evolve(new QPushButton(this))
{
    setObjectName(u"forgePanel"_s);
    auto *title = new QLabel(tr("La Forge de Sigmar"), this);
    m_fonts.add(this, Palette::factor(Palette::Text::Body));
    m_fonts.add(title, Palette::factor(Palette::Text::Body), true);
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
    // Only the start of a turn asks where a player stands in the lava's way.
    auto *block = new QToolButton(m_turnStart);
    block->setObjectName(u"forgeTool_block"_s);
    block->setText(tr("Player stops the lava"));
    block->setToolTip(tr("Click the squares where a player stands in the lava's way (it does not "
                         "run there this turn)"));
    block->setCheckable(true);
    m_tools->addButton(block, blockTool);
    turnLayout->addWidget(block);
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
    // The players' actions sit there too, in the room the grid leaves: during a turn's start,
    // which comes before any of them, its box takes their place.
    auto *board = new QHBoxLayout;
    board->addWidget(m_pitch, 1);
    auto *side = new QVBoxLayout;
    side->addWidget(m_actionsBox);
    side->addWidget(m_turnStart);
    side->addStretch(1);
    board->addLayout(side);
    layout->addLayout(board, 1);
    m_turnStart->hide();
    setScale(1.0);
    addActions(m_actionsBox);

    connect(m_pitch, &ForgePitchView::squareClicked, this, &ForgePanel::onSquareClicked);
    connect(m_tools, &QButtonGroup::idClicked, this, [this] {
        m_path.clear();
        m_pathProblem.clear();
        setState(m_state);
    });
}

void ForgePanel::addActions(QGroupBox *box)
{
    box->setObjectName(u"forgeActions"_s);
    box->setTitle(tr("On the ice"));
    auto *column = new QVBoxLayout(box);
    column->setSpacing(2);
    struct Action
    {
        MatchEventType type;
        QString name;
        QString text;
        QString tip;
        Qt::Key key;
        int tool; // 0: opens its dialog at once
    };
    const QList<Action> actions = {
        {MatchEventType::CreateCrevasse, u"strike"_s, tr("Strike the ice"),
         tr("A player's action: click his square on the pitch, or press the key to type it"),
         Qt::Key_E, strikeTool},
        {MatchEventType::AccidentalCrevasse, u"accident"_s, tr("The ice breaks"),
         tr("A big guy, a pogo stick, a bomb or a spell, a foul or a landing shook the ice: click "
            "the square, or press the key to type it"),
         Qt::Key_A, accidentTool},
        {MatchEventType::TerrainJump, u"jump"_s, tr("Jump"),
         tr("A player jumps over a crevasse or a lava flow"), Qt::Key_J, 0},
        {MatchEventType::LavaBurn, u"lava"_s, tr("On lava"),
         tr("A player pushed or fallen onto lava: armour, then a burnt injury roll"), Qt::Key_V, 0},
        {MatchEventType::GenestealerAttack, u"genestealer"_s, tr("Genestealer"),
         tr("A genestealer knocked a player down"), Qt::Key_G, 0},
        {MatchEventType::CrevasseFall, u"fall"_s, tr("Fell in"),
         tr("A crevasse has just opened under a player: he falls to the bottom"), Qt::Key_N, 0}};
    for (const Action &action : actions) {
        const QKeySequence key(action.key);
        auto *button = new QToolButton(box);
        button->setObjectName(u"forgeAction_%1"_s.arg(action.name));
        //: A Forge action's button with its keyboard shortcut: "Jump (J)".
        button->setText(tr("%1 (%2)").arg(action.text, key.toString(QKeySequence::NativeText)));
        button->setToolTip(action.tip);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        column->addWidget(button);
        m_actionButtons.insert(int(action.type), button);
        const MatchEventType type = action.type;
        if (action.tool) {
            button->setCheckable(true);
            m_tools->addButton(button, action.tool);
        } else {
            connect(button, &QToolButton::clicked, this,
                    [this, type] { Q_EMIT actionRequested(type, {}); });
        }
        // The key opens the dialog at once, whatever the tool: the square is typed there.
        auto *shortcut = new QShortcut(key, this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this,
                [this, type] { Q_EMIT actionRequested(type, {}); });
    }
    addGridTools(column);
}

void ForgePanel::addGridTools(QLayout *column)
{
    struct Tool
    {
        QString name;
        QString text;
        QString tip;
        int id;
    };
    const QList<Tool> tools = {
        {u"move"_s, tr("Move: its path"),
         tr("Click the square the player starts on, then each square he enters: each shows what "
            "it costs. Click the last one again, or press M, to declare the move."),
         moveTool},
        {u"pass"_s, tr("Pass: from, to"),
         tr("Click the thrower's square, then the square he aims at: the pass dialog opens with "
            "the ice's modifier."),
         passTool},
        //: A Forge tool with its key: a player pushed into a crevasse or onto lava.
        {u"push"_s,
         tr("Pushed in (%1)").arg(QKeySequence(Qt::Key_U).toString(QKeySequence::NativeText)),
         tr("A player pushed, or following up, into a crevasse or onto lava: click the square, "
            "or press the key to choose it"),
         pushTool}};
    for (const Tool &tool : tools) {
        auto *button = new QToolButton(m_actionsBox);
        button->setObjectName(u"forgeAction_%1"_s.arg(tool.name));
        button->setText(tool.text);
        button->setToolTip(tool.tip);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setCheckable(true);
        m_tools->addButton(button, tool.id);
        column->addWidget(button);
    }
    auto *shortcut = new QShortcut(QKeySequence(Qt::Key_U), this);
    shortcut->setContext(Qt::WindowShortcut);
    connect(shortcut, &QShortcut::activated, this, [this] { Q_EMIT pushRequested({}); });
}

QList<PitchSquare> ForgePanel::takePath(PlayerAction action)
{
    const int tool = action == PlayerAction::Pass ? passTool : moveTool;
    if (m_tools->checkedId() != tool)
        return {};
    const QList<PitchSquare> path = m_path;
    resetTool();
    return path;
}

void ForgePanel::resetTool()
{
    m_path.clear();
    m_pathProblem.clear();
    m_tools->button(int(TerrainToken::Crevasse))->setChecked(true);
    setState(m_state);
}

void ForgePanel::extendPath(const PitchSquare &square)
{
    if (!m_path.isEmpty() && m_path.constLast() == square) {
        const QList<PitchSquare> path = m_path;
        resetTool();
        Q_EMIT declareRequested(PlayerAction::Move, path);
        return;
    }
    if (const qsizetype at = m_path.indexOf(square); at >= 0) {
        m_path = m_path.first(at + 1);
        m_pathProblem.clear();
        setState(m_state);
        return;
    }
    QList<PitchSquare> longer = m_path;
    longer << square;
    if (longer.size() >= 2 && m_rules) {
        const ForgeMovePlan plan = ForgeMoves::plan(m_rules->forge(), m_state.terrain, longer);
        if (!plan.check) {
            m_pathProblem = plan.check.reason;
            setState(m_state);
            return;
        }
    }
    m_path = longer;
    m_pathProblem.clear();
    setState(m_state);
}

void ForgePanel::showPath()
{
    QStringList labels;
    if (m_tools->checkedId() == passTool) {
        //: On the grid: the square a pass is thrown from.
        labels << tr("P");
    } else if (!m_path.isEmpty()) {
        labels << QString();
        if (m_path.size() >= 2 && m_rules) {
            const ForgeMovePlan plan = ForgeMoves::plan(m_rules->forge(), m_state.terrain, m_path);
            for (const ForgeStep &step : plan.steps)
                labels << QString::number(step.cost);
        }
    }
    m_pitch->setPath(m_path, labels);
}

void ForgePanel::setScale(qreal scale)
{
    m_fonts.setScale(scale);
    const int side = fontMetrics().averageCharWidth() * 34;
    m_turnStart->setMaximumWidth(side);
    m_actionsBox->setMaximumWidth(side);
    reportNeededWidth();
    for (const auto &[square, box] : std::as_const(m_endDice)) {
        box->setMinimumWidth(0);
        box->setMinimumWidth(box->sizeHint().width());
    }
}

int ForgePanel::neededWidth() const
{
    const int column = std::max(m_actionsBox->isHidden() ? 0 : m_actionsBox->sizeHint().width(),
                                m_turnStart->isHidden() ? 0 : m_turnStart->sizeHint().width());
    const int spacing = layout()->spacing();
    return ForgePitchView::widthForHeight(m_pitch->height()) + spacing +
           std::min(column, m_actionsBox->maximumWidth());
}

void ForgePanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    reportNeededWidth();
}

void ForgePanel::reportNeededWidth()
{
    const int needed = neededWidth();
    if (needed == m_reportedWidth)
        return;
    m_reportedWidth = needed;
    Q_EMIT neededWidthChanged(needed);
}

QAbstractButton *ForgePanel::actionButton(MatchEventType type) const
{
    return m_actionButtons.value(int(type));
}

void ForgePanel::setRules(std::shared_ptr<const Ruleset> rules)
{
    m_pitch->setSquareInfo([this](const PitchSquare &square) {
        return m_rules ? ForgeMoves::squareText(m_rules->forge(), m_state.terrain, square)
                       : QString();
    });
    m_rules = std::move(rules);
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
    if (m_tools->checkedId() != moveTool && m_tools->checkedId() != passTool)
        m_path.clear();
    showPath();

    const Side placing = ForgeRules::placingSide(state);
    QString tool;
    switch (m_tools->checkedId()) {
    case blockTool:
        tool = tr("click where a player stops the lava");
        break;
    case strikeTool:
        tool = tr("click the square of the player who strikes the ice");
        break;
    case accidentTool:
        tool = tr("click the square where the ice shook");
        break;
    case moveTool: {
        int total = 0;
        if (m_path.size() >= 2 && m_rules)
            total = ForgeMoves::plan(m_rules->forge(), t, m_path).total;
        QStringList names;
        for (const PitchSquare &square : std::as_const(m_path))
            names << square.name();
        tool = m_path.isEmpty()
                   ? tr("Move: click the square the player starts on, then each square of his path")
                   : tr("Move: path %1, %n movement point(s); click the next square, or the last "
                        "one again to declare the move",
                        nullptr, total)
                         .arg(names.join(u" → "_s));
        if (!m_pathProblem.isEmpty())
            tool += u". "_s + m_pathProblem;
        break;
    }
    case passTool:
        tool = m_path.isEmpty() ? tr("Pass: click the thrower's square, then the square he aims at")
                                : tr("Pass: he throws from %1; click the square he aims at")
                                      .arg(m_path.constFirst().name());
        break;
    case pushTool:
        tool = tr("Pushed in: click the crevasse or lava square the player is pushed into");
        break;
    default:
        tool = tr("a click places %1's token").arg(state.team(placing).name);
        break;
    }
    QString status;
    const bool declaring = m_tools->checkedId() == moveTool || m_tools->checkedId() == passTool ||
                           m_tools->checkedId() == pushTool;
    if (declaring && !t.evolutionDue)
        status = tool.endsWith(u'.') ? tool : tool + u'.';
    else if (t.evolutionDue)
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
    if (!t.opened.isEmpty() && !t.evolutionDue) {
        QStringList opened;
        for (const PitchSquare &square : t.opened)
            opened << square.name();
        status += u' ' + tr("A crevasse has just opened on %1: a player standing there falls in "
                            "(Fell in).")
                             .arg(opened.join(u", "_s));
    }
    m_status->setText(status);

    m_turnStart->setVisible(t.evolutionDue);
    m_actionsBox->setVisible(!t.evolutionDue);
    reportNeededWidth();
    // The stops of the lava are the turn's start's: once it is rolled the tool goes back to
    // tokens, so the next click does not mark a square nobody asked for.
    if (!t.evolutionDue && m_tools->checkedId() == blockTool)
        m_tools->button(int(TerrainToken::Crevasse))->setChecked(true);
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
        // The layout may squeeze a spin box below its hint and cut "roll" (« lancer »): it
        // keeps the width of its longest text and its arrows.
        box->setMinimumWidth(box->sizeHint().width());
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
    switch (m_tools->checkedId()) {
    case moveTool:
        extendPath(square);
        return;
    case passTool:
        if (m_path.isEmpty()) {
            m_path = {square};
            setState(m_state);
            return;
        } else {
            const QList<PitchSquare> squares = {m_path.constFirst(), square};
            resetTool();
            Q_EMIT declareRequested(PlayerAction::Pass, squares);
            return;
        }
    case pushTool:
        resetTool();
        Q_EMIT pushRequested({square});
        return;
    default:
        break;
    }
    if (m_tools->checkedId() == strikeTool || m_tools->checkedId() == accidentTool) {
        const MatchEventType type = m_tools->checkedId() == strikeTool
                                        ? MatchEventType::CreateCrevasse
                                        : MatchEventType::AccidentalCrevasse;
        // One square, one dialog: the next click places a token again.
        m_tools->button(int(TerrainToken::Crevasse))->setChecked(true);
        setState(m_state);
        Q_EMIT actionRequested(type, {square});
        return;
    }
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
    if (m_rules)
        MessageBox::information(this, tr("La Forge de Sigmar"), ForgeText::help(m_rules->forge()));
}

} // namespace dugout
