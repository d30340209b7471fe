#pragma once

#include "core/rules/RulesetLoader.h"

#include <QAbstractItemModel>
#include <QLocale>

namespace dugout::test {

// The built-in ruleset; the loader's own tests prove it loads, so a failure here is fatal.
inline std::shared_ptr<const Ruleset> builtInRuleset()
{
    QStringList errors;
    std::shared_ptr<const Ruleset> ruleset = RulesetLoader::builtIn(&errors);
    if (!ruleset)
        qFatal("the built-in ruleset does not load: %s",
               qPrintable(errors.join(QLatin1Char('\n'))));
    return ruleset;
}

// What Language::install does to formatting, without translators: tests run under LC_ALL=C,
// whose locale writes 50000 with no separator.
inline void useLanguage(QLocale::Language language)
{
    QLocale::setDefault(language == QLocale::French
                            ? QLocale(QLocale::French, QLocale::France)
                            : QLocale(QLocale::English, QLocale::UnitedKingdom));
}

// Row of the first item in `column` whose `role` data equals `value`, or -1.
inline int rowWhere(const QAbstractItemModel &model, int role, const QVariant &value,
                    int column = 0)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, column).data(role) == value)
            return row;
    }
    return -1;
}

inline QString cell(const QAbstractItemModel &model, int row, int column,
                    int role = Qt::DisplayRole)
{
    return model.index(row, column).data(role).toString();
}

} // namespace dugout::test
