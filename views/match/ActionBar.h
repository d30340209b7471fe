#pragma once

#include <QHash>
#include <QKeySequence>
#include <QWidget>

namespace dugout {

class ActionButton;

// The tracker's large buttons, each with its keyboard shortcuts. The tracker tells the bar which
// actions core would accept now (setRefusal with core's reason, shown as the tooltip of the
// greyed button); pressing a refused button, or its key, reports refused() so the tracker can
// say why in its message bar instead of doing nothing.
class ActionBar : public QWidget
{
    Q_OBJECT

public:
    enum class Action {
        StartTurn,
        Move,
        Block,
        Blitz,
        Pass,
        HandOff,
        Foul,
        TeamReroll,
        LeaderReroll,
        KnockDown,
        PlacedProne,
        Completion,
        Interception,
        Touchdown,
        Turnover,
        EndTurn,
        Undo,
        Redo,
        Concede,
    };
    Q_ENUM(Action)

    // What an action is called, what it does and its keys: the one table the bar's buttons, its
    // shortcuts and Help → Keyboard shortcuts are all made from.
    // The longer help Shift+F1 shows on the button (issue 22.5).
    static QString whatsThis(Action action);
    struct Definition
    {
        Action action;
        QString text;
        QString tip;
        QList<QKeySequence> keys;
    };
    static QList<Definition> definitions();

    explicit ActionBar(QWidget *parent = nullptr);

    // An empty reason enables the action.
    void setRefusal(Action action, const QString &reason);
    QString refusal(Action action) const { return m_refusals.value(action); }
    bool isAvailable(Action action) const { return m_refusals.value(action).isEmpty(); }
    ActionButton *button(Action action) const { return m_buttons.value(action); }
    QList<QKeySequence> shortcuts(Action action) const { return m_shortcuts.value(action); }
    // Presses `action` as its button or shortcut would.
    void press(Action action);

    static QList<Action> allActions();
    void setScale(qreal scale);

Q_SIGNALS:
    void triggered(dugout::ActionBar::Action action);
    void refused(dugout::ActionBar::Action action, const QString &reason);

protected:
    // A disabled button swallows no click: it reaches the bar, which says why it is refused.
    void mousePressEvent(QMouseEvent *event) override;

private:
    void addAction(const Definition &definition);
    void updateTooltip(Action action);

    QHash<Action, ActionButton *> m_buttons;
    QHash<Action, QList<QKeySequence>> m_shortcuts;
    QHash<Action, QString> m_tips;
    QHash<Action, QString> m_refusals;
};

} // namespace dugout
