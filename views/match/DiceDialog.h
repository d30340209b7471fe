#pragma once

#include "EventDialog.h"

namespace dugout {

class DiceInput;

// A short event that only needs a few dice (a bribe, a penalty shoot-out): a sentence saying
// what is rolled and one dice input per purpose.
class DiceDialog : public EventDialog
{
    Q_OBJECT

public:
    struct Roll
    {
        QString purpose; // "home.bribe"
        QString label;   // "Bribe (D6):"
        QList<int> sides;
    };

    DiceDialog(const EventProbe &probe, const QString &title, const QString &text, MatchEvent base,
               const QList<Roll> &rolls, QWidget *parent = nullptr);

    MatchEvent event() const override;
    DiceInput *input(const QString &purpose) const;

private:
    MatchEvent m_base;
    QList<QPair<QString, DiceInput *>> m_inputs;
};

} // namespace dugout
