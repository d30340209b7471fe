#pragma once

#include <QSpinBox>

namespace dugout {

// Gold typed or stepped in round amounts, shown as the rulebook writes it ("50,000 gp"), also
// while it is being typed: each digit typed regroups the number, the cursor staying after it.
class GoldSpinBox : public QSpinBox
{
    Q_OBJECT

public:
    explicit GoldSpinBox(QWidget *parent = nullptr);

protected:
    QString textFromValue(int value) const override;
    int valueFromText(const QString &text) const override;
    QValidator::State validate(QString &input, int &pos) const override;

private:
    void regroup(const QString &typed);
};

} // namespace dugout
