#pragma once

#include <QCoreApplication>
#include <QString>

namespace dugout {

// The column titles every player table shares (the four characteristics, cost, skills), named
// in one place so both languages read them the same in every table.
class StatHeaders
{
    Q_DECLARE_TR_FUNCTIONS(StatHeaders)

public:
    enum Stat { Ma, St, Ag, Av };

    static QString abbreviation(Stat stat);
    static QString description(Stat stat);
    static QString cost() { return tr("Cost"); }
    static QString skills() { return tr("Skills"); }
};

} // namespace dugout
