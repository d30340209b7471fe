#include "ActionBar.h"

#include "ActionButton.h"

#include <QGridLayout>
#include <QMetaEnum>
#include <QMouseEvent>
#include <QShortcut>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString keyText(const QList<QKeySequence> &keys)
{
    QStringList texts;
    for (const QKeySequence &key : keys)
        texts << key.toString(QKeySequence::NativeText);
    return texts.join(u" / "_s);
}

} // namespace

QString ActionBar::whatsThis(Action action)
{
    // What a button is for and what happens after it, for Shift+F1 (issue 22.5). Whether it may
    // be pressed now is core's answer, shown in the tooltip of a greyed button.
    switch (action) {
    case Action::StartTurn:
        return tr("Begins the active team's turn: its turn marker moves one step. Press it when "
                  "the coach says go; the clock of the turn starts.");
    case Action::Move:
        return tr("The selected player takes a Move action. Any number of players may move in "
                  "a turn; dodges and going for it are rolled on the board and, when they fail, "
                  "entered as a turnover.");
    case Action::Block:
        return tr("The selected player blocks an opponent next to him. The tracker then asks "
                  "for the result: a player knocked down (K) or pushed.");
    case Action::Blitz:
        return tr("The selected player takes the team's one Blitz of the turn: a move with one "
                  "block on the way. Greyed once the team has blitzed.");
    case Action::Pass:
        return tr("The selected player takes the team's one Pass of the turn. Follow it with "
                  "Completion (C) for a catch, Interception (I) or Turnover (X).");
    case Action::HandOff:
        return tr("The selected player takes the team's one Hand-off of the turn, to a team-mate "
                  "next to him.");
    case Action::Foul:
        return tr("The selected player takes the team's one Foul of the turn on a player on the "
                  "ground; the dialog rolls armour and injury and says whether the referee saw "
                  "it.");
    case Action::TeamReroll:
        return tr("Spends one of the team's re-rolls on the roll just made: at most one a turn, "
                  "and only in the team's own turn. The pips under the team's name count what "
                  "is left.");
    case Action::LeaderReroll:
        return tr("Spends the extra re-roll a player with Leader gives the team, once per half, "
                  "under the same limits as a team re-roll.");
    case Action::KnockDown:
        return tr("A player went down: the dialog takes the armour roll, then injury and "
                  "casualty when the armour breaks, with the skills that change them (Mighty "
                  "Blow, Claw, Thick Skull…).");
    case Action::PlacedProne:
        return tr("The selected player is placed face down without an armour roll (a failed "
                  "Go For It is not this: that is a knock-down).");
    case Action::Completion:
        return tr("The selected player's pass was caught: one completion and its star player "
                  "points.");
    case Action::Interception:
        return tr("The selected player caught an opponent's pass: an interception, its star "
                  "player points, and the passing team's turn ends.");
    case Action::Touchdown:
        return tr("The selected player scored: the score changes, the drive ends and the "
                  "tracker leads to the next kick-off.");
    case Action::Turnover:
        return tr("The active team's turn ends at once (a failed dodge, a dropped ball, a "
                  "player of the active team knocked down…).");
    case Action::EndTurn:
        return tr("The active team ends its turn; the other team's turn comes next.");
    case Action::Undo:
        return tr("Takes back the last event of the log, whatever it was; nothing confirmed is "
                  "lost, and Redo enters it again.");
    case Action::Redo:
        return tr("Enters again the event Undo took back, with the same dice.");
    case Action::Concede:
        return tr("The active team concedes the match, at the start of its turn: the match "
                  "ends and the post-match sequence follows, with the concession's "
                  "consequences.");
    }
    return {};
}

QList<ActionBar::Definition> ActionBar::definitions()
{
    using K = QKeySequence;
    return {
        {Action::StartTurn,
         tr("Start turn"),
         tr("Move the turn marker and start the team's turn"),
         {K(Qt::Key_S)}},
        {Action::Move,
         tr("Move"),
         tr("The selected player declares a Move action"),
         {K(Qt::Key_M)}},
        {Action::Block,
         tr("Block"),
         tr("The selected player declares a Block action"),
         {K(Qt::Key_B)}},
        {Action::Blitz,
         tr("Blitz"),
         tr("The selected player declares the team's Blitz"),
         {K(Qt::Key_Z)}},
        {Action::Pass,
         tr("Pass"),
         tr("The selected player declares the team's Pass"),
         {K(Qt::Key_P)}},
        {Action::HandOff,
         tr("Hand-off"),
         tr("The selected player declares the team's Hand-off"),
         {K(Qt::Key_H)}},
        {Action::Foul,
         tr("Foul"),
         tr("The selected player declares the team's Foul, then rolls it"),
         {K(Qt::Key_F)}},
        {Action::TeamReroll,
         tr("Team re-roll"),
         tr("Use one of the team's re-rolls"),
         {K(Qt::Key_R)}},
        {Action::LeaderReroll,
         tr("Leader re-roll"),
         tr("Use the Leader re-roll of this half"),
         {K(Qt::Key_L)}},
        {Action::KnockDown,
         tr("Knocked down"),
         tr("A player is knocked down: armour, injury and casualty rolls"),
         {K(Qt::Key_K)}},
        {Action::PlacedProne,
         tr("Placed prone"),
         tr("The selected player is placed prone, without an armour roll"),
         {K(Qt::SHIFT | Qt::Key_K)}},
        {Action::Completion,
         tr("Completion"),
         tr("The selected player completed a pass"),
         {K(Qt::Key_C)}},
        {Action::Interception,
         tr("Interception"),
         tr("The selected player intercepted the ball"),
         {K(Qt::Key_I)}},
        {Action::Touchdown, tr("Touchdown"), tr("The selected player scores"), {K(Qt::Key_T)}},
        {Action::Turnover, tr("Turnover"), tr("The active team's turn ends now"), {K(Qt::Key_X)}},
        {Action::EndTurn,
         tr("End turn"),
         tr("The active team ends its turn"),
         {K(Qt::Key_Return), K(Qt::Key_Enter)}},
        {Action::Undo,
         tr("Undo"),
         tr("Take back the last event"),
         {K(Qt::CTRL | Qt::Key_Z), K(Qt::Key_Backspace)}},
        {Action::Redo,
         tr("Redo"),
         tr("Enter again the event taken back"),
         {K(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)}},
        {Action::Concede,
         tr("Concede"),
         tr("The active team concedes the match (at the start of its turn)"),
         {}},
    };
}

ActionBar::ActionBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"actionBar"_s);
    const QList<Definition> all = definitions();
    for (const Definition &definition : all)
        addAction(definition);

    // Two rows as at the table: declarations and re-rolls, then what happens and the turn's end.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(6);
    layout->setVerticalSpacing(6);
    const QList<Action> first = {
        Action::StartTurn, Action::Move, Action::Block,      Action::Blitz,        Action::Pass,
        Action::HandOff,   Action::Foul, Action::TeamReroll, Action::LeaderReroll, Action::Undo};
    for (int i = 0; i < first.size(); ++i)
        layout->addWidget(m_buttons.value(first.at(i)), 0, i);
    const QList<Action> second = {Action::KnockDown,    Action::PlacedProne, Action::Completion,
                                  Action::Interception, Action::Touchdown,   Action::Turnover};
    for (int i = 0; i < second.size(); ++i)
        layout->addWidget(m_buttons.value(second.at(i)), 1, i);
    layout->addWidget(m_buttons.value(Action::EndTurn), 1, 6, 1, 2); // the key pressed most: wider
    layout->addWidget(m_buttons.value(Action::Concede), 1, 8);
    layout->addWidget(m_buttons.value(Action::Redo), 1, 9);
}

QList<ActionBar::Action> ActionBar::allActions()
{
    QList<Action> actions;
    const QMetaEnum meta = QMetaEnum::fromType<Action>();
    for (int i = 0; i < meta.keyCount(); ++i)
        actions << static_cast<Action>(meta.value(i));
    return actions;
}

void ActionBar::addAction(const Definition &definition)
{
    const Action action = definition.action;
    const QString &text = definition.text;
    const QString &tip = definition.tip;
    const QList<QKeySequence> &keys = definition.keys;
    const QString key =
        QString::fromLatin1(QMetaEnum::fromType<Action>().valueToKey(static_cast<int>(action)));
    QString hint = keys.isEmpty() ? QString() : keys.first().toString(QKeySequence::NativeText);
    if (action == Action::EndTurn)
        hint = u"⏎"_s;
    else if (action == Action::Undo)
        hint = u"⌫"_s;
    auto *button = new ActionButton(text, hint, this);
    button->setObjectName(key.at(0).toLower() + key.mid(1) + u"Button"_s);
    button->setWhatsThis(u"<b>%1</b>%2<p>%3</p>"_s.arg(
        text.toHtmlEscaped(),
        keys.isEmpty() ? QString() : u" (%1)"_s.arg(keyText(keys).toHtmlEscaped()),
        whatsThis(action).toHtmlEscaped()));
    connect(button, &QPushButton::clicked, this, [this, action] { press(action); });
    m_buttons.insert(action, button);
    m_tips.insert(action, tip);
    m_shortcuts.insert(action, keys);
    for (const QKeySequence &sequence : keys) {
        // Window-wide while the tracker is on screen; a hidden tracker answers no key.
        auto *shortcut = new QShortcut(sequence, this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, action] { press(action); });
    }
    updateTooltip(action);
}

void ActionBar::setScale(qreal scale)
{
    for (ActionButton *button : std::as_const(m_buttons))
        button->setScale(scale);
}

void ActionBar::setRefusal(Action action, const QString &reason)
{
    if (m_refusals.value(action) == reason &&
        m_buttons.value(action)->isEnabled() == reason.isEmpty())
        return;
    if (reason.isEmpty())
        m_refusals.remove(action);
    else
        m_refusals.insert(action, reason);
    m_buttons.value(action)->setEnabled(reason.isEmpty());
    updateTooltip(action);
}

void ActionBar::updateTooltip(Action action)
{
    QString tip = m_tips.value(action);
    const QList<QKeySequence> keys = m_shortcuts.value(action);
    if (!keys.isEmpty())
        tip += u" (%1)"_s.arg(keyText(keys));
    const QString reason = m_refusals.value(action);
    if (!reason.isEmpty())
        //: Tooltip of a refused tracker button: what it does, then why it cannot be used now.
        tip = tr("%1\nNot now: %2").arg(tip, reason);
    m_buttons.value(action)->setToolTip(tip);
}

void ActionBar::press(Action action)
{
    const QString reason = m_refusals.value(action);
    if (reason.isEmpty())
        Q_EMIT triggered(action);
    else
        Q_EMIT refused(action, reason);
}

void ActionBar::mousePressEvent(QMouseEvent *event)
{
    for (auto it = m_buttons.cbegin(); it != m_buttons.cend(); ++it) {
        if (!it.value()->isEnabled() &&
            it.value()->geometry().contains(event->position().toPoint())) {
            press(it.key());
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

} // namespace dugout
