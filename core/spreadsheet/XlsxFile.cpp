#include "XlsxFile.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

bool isNumber(const QVariant &cell)
{
    switch (cell.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return true;
    default:
        return false;
    }
}

// Excel refuses sheet names over 31 characters or holding []:*?/\.
QByteArray sheetName(const QString &name, int index)
{
    QString clean = name;
    for (const QChar bad : {u'[', u']', u':', u'*', u'?', u'/', u'\\'})
        clean.replace(bad, u' ');
    clean = clean.trimmed().left(31);
    if (clean.isEmpty())
        clean = u"Sheet%1"_s.arg(index + 1);
    return clean.toUtf8();
}

} // namespace

std::optional<QByteArray> XlsxFile::bytes(const QList<Sheet> &sheets, QString *error)
{
    QTemporaryDir folder;
    if (!folder.isValid()) {
        if (error)
            *error =
                tr("No temporary folder to build the workbook in: %1").arg(folder.errorString());
        return std::nullopt;
    }
    const QByteArray file = QFile::encodeName(folder.filePath(u"workbook.xlsx"_s));
    const QByteArray tmpdir = QFile::encodeName(folder.path());
    lxw_workbook_options options{};
    options.constant_memory = LXW_FALSE;
    options.tmpdir = const_cast<char *>(tmpdir.constData());
    lxw_workbook *workbook = workbook_new_opt(file.constData(), &options);
    if (!workbook) {
        if (error)
            *error = tr("The workbook could not be started.");
        return std::nullopt;
    }
    lxw_format *bold = workbook_add_format(workbook);
    format_set_bold(bold);
    for (qsizetype s = 0; s < sheets.size(); ++s) {
        const Sheet &sheet = sheets.at(s);
        lxw_worksheet *worksheet =
            workbook_add_worksheet(workbook, sheetName(sheet.name, int(s)).constData());
        QList<qsizetype> widths(sheet.titles.size(), 0);
        for (qsizetype c = 0; c < sheet.titles.size(); ++c) {
            worksheet_write_string(worksheet, 0, lxw_col_t(c),
                                   sheet.titles.at(c).toUtf8().constData(), bold);
            widths[c] = sheet.titles.at(c).size();
        }
        for (qsizetype r = 0; r < sheet.rows.size(); ++r) {
            const QVariantList &row = sheet.rows.at(r);
            for (qsizetype c = 0; c < row.size(); ++c) {
                const QVariant &cell = row.at(c);
                const lxw_row_t at = lxw_row_t(r + 1);
                if (isNumber(cell))
                    worksheet_write_number(worksheet, at, lxw_col_t(c), cell.toDouble(), nullptr);
                else if (!cell.toString().isEmpty())
                    worksheet_write_string(worksheet, at, lxw_col_t(c),
                                           cell.toString().toUtf8().constData(), nullptr);
                if (c < widths.size())
                    widths[c] = std::max(widths.at(c), cell.toString().size());
            }
        }
        for (qsizetype c = 0; c < widths.size(); ++c)
            worksheet_set_column(worksheet, lxw_col_t(c), lxw_col_t(c),
                                 double(std::min<qsizetype>(widths.at(c), 40) + 2), nullptr);
        worksheet_freeze_panes(worksheet, 1, 0);
    }
    if (const lxw_error failed = workbook_close(workbook); failed != LXW_NO_ERROR) {
        if (error)
            *error = tr("The workbook could not be written: %1")
                         .arg(QString::fromUtf8(lxw_strerror(failed)));
        return std::nullopt;
    }
    QFile built(QFile::decodeName(file));
    if (!built.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("The workbook could not be read back: %1").arg(built.errorString());
        return std::nullopt;
    }
    return built.readAll();
}

bool XlsxFile::write(const QString &path, const QList<Sheet> &sheets, QString *error)
{
    const std::optional<QByteArray> content = bytes(sheets, error);
    if (!content)
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*content) != content->size() ||
        !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

} // namespace dugout
