#pragma once

#include <QCoreApplication>
#include <QString>

namespace dugout {

// How the tracker names a die core asks for (a DiceKeys purpose), so a dialog built from
// core's list of dice (EventDryRun) can label each box and say what the roll is for.
class MatchDiceText
{
    Q_DECLARE_TR_FUNCTIONS(MatchDiceText)

public:
    // "Loner (D6):"
    static QString label(const QString &purpose, int sides);
    // The dialog's title for a roll that starts with `purpose`.
    static QString title(const QString &purpose);
    // Why `who` rolls `purpose`.
    static QString explanation(const QString &purpose, const QString &who);
};

} // namespace dugout
