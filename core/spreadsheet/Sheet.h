#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace dugout {

// One sheet of a workbook (issue 22.4): its name, the columns' machine keys (a CSV header,
// stable across languages) and their titles (what a person reads in a spreadsheet), then the
// rows. A cell holding a whole number is written as a number, anything else as text.
struct Sheet
{
    QString name;
    QStringList keys;
    QStringList titles;
    QList<QVariantList> rows;
};

} // namespace dugout
