#pragma once

#include <QPushButton>

namespace dugout {

// A large tracker button: its action in the middle and its keyboard shortcut in the corner,
// so the coach learns the keys by looking.
class ActionButton : public QPushButton
{
    Q_OBJECT

public:
    ActionButton(const QString &text, const QString &keyHint, QWidget *parent = nullptr);

    QString keyHint() const { return m_keyHint; }
    // The label's size: 1 at 1366×768.
    void setScale(qreal scale);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QFont hintFont() const;

    QString m_keyHint;
};

} // namespace dugout
