#pragma once

#include <QString>

namespace dugout {

// A text users read, in each language Dugout speaks. Rule data always has both.
struct LocalizedText
{
    QString en;
    QString fr;

    // The text in `language` ("en" or "fr"); English for anything else.
    QString in(const QString &language) const { return language == QStringLiteral("fr") ? fr : en; }
    // The text in the interface language (QLocale's default, set by Language::install).
    QString current() const;
};

} // namespace dugout
