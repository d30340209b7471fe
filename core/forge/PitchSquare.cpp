#include "PitchSquare.h"

#include <cstdlib>

namespace dugout {

bool PitchSquare::isNextTo(const PitchSquare &other) const
{
    const int dc = std::abs(column - other.column);
    const int dr = std::abs(row - other.row);
    return dc <= 1 && dr <= 1 && (dc + dr) > 0;
}

QString PitchSquare::name() const
{
    return QString(QChar(u'A' + (row - 1))) + QString::number(column);
}

std::optional<PitchSquare> PitchSquare::fromName(const QString &name)
{
    const QString text = name.trimmed().toUpper();
    if (text.size() < 2)
        return std::nullopt;
    const QChar letter = text.at(0);
    if (letter < u'A' || letter >= QChar(u'A' + Rows))
        return std::nullopt;
    bool ok = false;
    const int column = text.mid(1).toInt(&ok);
    // toInt accepts "+3" and " 3": only digits are a column.
    for (QChar c : text.mid(1)) {
        if (!c.isDigit())
            return std::nullopt;
    }
    const PitchSquare square{column, letter.unicode() - u'A' + 1};
    if (!ok || !square.isOnPitch())
        return std::nullopt;
    return square;
}

} // namespace dugout
