#pragma once

#include <QFrame>

class QLabel;
class QTimer;
class QToolButton;

namespace dugout {

// A non-modal strip that says why something was refused (or that something went well),
// in the spirit of KeePassXC's MessageWidget: it never takes the focus, the coach closes it
// or it goes away by itself after a while.
//
// A page's bar floats over the top of a widget of the page (floatOver) rather than taking a
// place in the layout: a message that comes and goes never pushes the page down and moves
// what the user was about to click (issue 15 point 5). A bar that stays in a dialog's layout
// keeps its room while hidden (reserveSpace), so the dialog does not change size.
class MessageBar : public QFrame
{
    Q_OBJECT

public:
    enum class Kind { Information, Positive, Warning, Error };

    explicit MessageBar(QWidget *parent = nullptr);

    // Shows `text`; 0 ms keeps it until closed or replaced.
    void showMessage(const QString &text, Kind kind = Kind::Warning, int timeoutMs = 12000);
    void dismiss();

    // Makes the bar a floating banner across the top of `anchor`, out of every layout; it
    // follows the anchor's moves and resizes.
    void floatOver(QWidget *anchor);
    QWidget *anchor() const { return m_anchor; }
    // For a bar kept in a layout: it keeps the height of `lines` lines of text while hidden
    // and while it shows a shorter message.
    void reserveSpace(int lines);

    // The last message shown (also after it was dismissed: see isHidden()).
    QString text() const;
    Kind kind() const { return m_kind; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();

    QWidget *m_anchor = nullptr;
    QLabel *m_icon;
    QLabel *m_text;
    QToolButton *m_close;
    QTimer *m_timer;
    Kind m_kind = Kind::Information;
};

} // namespace dugout
