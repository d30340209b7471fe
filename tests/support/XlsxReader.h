#pragma once

// Reads back a workbook Dugout wrote with another program: tests/support/read_xlsx.py, through
// Debian's python3 and python3-openpyxl (tools/install-deps.sh), so a test checks the file a
// spreadsheet opens, not what our writer meant to write.
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

namespace dugout::test {

// {"sheets": [{"name", "bold_header", "frozen", "rows": [[…]]}]}, or an object with "error".
inline QJsonObject readXlsx(const QString &path)
{
    // Debian's interpreter first: the one python3-openpyxl is installed for.
    QString python =
        QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")});
    if (python.isEmpty())
        python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QProcess process;
    process.start(python, {QStringLiteral(DUGOUT_SOURCE_DIR "/tests/support/read_xlsx.py"), path});
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        QJsonObject failed;
        const QString why = QString::fromUtf8(process.readAllStandardError()) +
                            QStringLiteral(" (python3-openpyxl is needed: tools/install-deps.sh)");
        failed.insert(QStringLiteral("error"), why);
        return failed;
    }
    return QJsonDocument::fromJson(process.readAllStandardOutput()).object();
}

} // namespace dugout::test
