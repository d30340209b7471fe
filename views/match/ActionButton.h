#pragma once

#include <QPushButton>

namespace dugout {

// A large tracker button: its action and, in brackets after it, the key that does the same
// ("Block (B)"), so the coach learns the keys by reading. The key is part of the label rather
// than a faint corner mark: the keys follow the English names (B for Blocage, Z for Blitz), and
// a French coach could not guess them.
class ActionButton : public QPushButton
{
    Q_OBJECT

public:
    ActionButton(const QString &action, const QString &keyHint, QWidget *parent = nullptr);

    QString action() const { return m_action; }
    QString keyHint() const { return m_keyHint; }
    // The label's size: 1 at 1366×768.
    void setScale(qreal scale);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QFont smallerFont() const; // the label's font when it takes two lines

    QString m_action;
    QString m_keyHint;
};

} // namespace dugout
