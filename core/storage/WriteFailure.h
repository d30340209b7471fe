#pragma once

#include <QCoreApplication>
#include <QFileDevice>
#include <QString>

namespace dugout {

// Why writing `file` (a sheet, an export) failed, in words a coach can act on: "the disk is
// full" when the folder has no room left, which Qt often reports only as an unknown error.
class WriteFailure
{
    Q_DECLARE_TR_FUNCTIONS(WriteFailure)

public:
    static QString reason(const QFileDevice &file);
};

} // namespace dugout
