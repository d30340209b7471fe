#pragma once

#include <QFrame>

class QLabel;
class QTimer;
class QToolButton;

namespace dugout {

// A non-modal strip that says why something was refused (or that something went well),
// in the spirit of KeePassXC's MessageWidget: it never takes the focus, the coach closes it
// or it goes away by itself after a while.
class MessageBar : public QFrame
{
    Q_OBJECT

public:
    enum class Kind { Information, Positive, Warning, Error };

    explicit MessageBar(QWidget *parent = nullptr);

    // Shows `text`; 0 ms keeps it until closed or replaced.
    void showMessage(const QString &text, Kind kind = Kind::Warning, int timeoutMs = 12000);
    void dismiss();

    // The last message shown (also after it was dismissed: see isHidden()).
    QString text() const;
    Kind kind() const { return m_kind; }

private:
    QLabel *m_icon;
    QLabel *m_text;
    QToolButton *m_close;
    QTimer *m_timer;
    Kind m_kind = Kind::Information;
};

} // namespace dugout
