#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace dugout {

// The window's side of core's OutputPath rule, for every dialog that writes a file: the open
// database and its side files are refused with core's reason; another SQLite database is
// replaced only when the user says so, after a warning naming what would be lost.
class OutputFileGuard
{
    Q_DECLARE_TR_FUNCTIONS(OutputFileGuard)

public:
    static bool mayWrite(QWidget *parent, const QString &title, const QString &target,
                         const QString &databasePath);
};

} // namespace dugout
