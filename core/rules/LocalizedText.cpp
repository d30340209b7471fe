#include "LocalizedText.h"

#include <QLocale>

namespace dugout {

QString LocalizedText::current() const
{
    return QLocale().language() == QLocale::French ? fr : en;
}

} // namespace dugout
