#include "Money.h"

#include <QCoreApplication>
#include <QLocale>

namespace dugout {

QString formatGold(qint64 gold)
{
    //: Gold pieces: %1 is the amount with its thousands separators.
    return QCoreApplication::translate("Money", "%1 gp").arg(QLocale().toString(gold));
}

} // namespace dugout
