#include "XlsxFile.h"

#include <QDir>
#include <QFile>
#include <QLibrary>
#include <QSaveFile>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// libxlsxwriter, with the zip and crypto libraries it needs, is opened on the first export, not
// linked: every start of the window would otherwise load three libraries it seldom uses
// (issue 18, start-up within 1.5x of a bare window). The header still gives the types, and
// decltype keeps each entry point's signature the header's own.
struct XlsxWriter
{
#define DUGOUT_XLSX_FUNCTION(name) decltype(&::name) name = nullptr
    DUGOUT_XLSX_FUNCTION(workbook_new_opt);
    DUGOUT_XLSX_FUNCTION(workbook_add_format);
    DUGOUT_XLSX_FUNCTION(format_set_bold);
    DUGOUT_XLSX_FUNCTION(workbook_add_worksheet);
    DUGOUT_XLSX_FUNCTION(worksheet_write_string);
    DUGOUT_XLSX_FUNCTION(worksheet_write_number);
    DUGOUT_XLSX_FUNCTION(worksheet_set_column);
    DUGOUT_XLSX_FUNCTION(worksheet_freeze_panes);
    DUGOUT_XLSX_FUNCTION(workbook_close);
    DUGOUT_XLSX_FUNCTION(lxw_strerror);
#undef DUGOUT_XLSX_FUNCTION
    QString failure; // why the library could not be used, empty when it can
};

template <typename Function> bool resolve(QLibrary &library, const char *name, Function *function)
{
    *function = reinterpret_cast<Function>(library.resolve(name));
    return *function != nullptr;
}

// Opened once, then kept for the life of the process (the library stays loaded).
const XlsxWriter &xlsxWriter()
{
    static const XlsxWriter writer = [] {
        XlsxWriter loaded;
        QLibrary library(QStringLiteral(DUGOUT_XLSXWRITER_SONAME));
        if (!library.load()) {
            loaded.failure = library.errorString();
            return loaded;
        }
        const bool whole =
            resolve(library, "workbook_new_opt", &loaded.workbook_new_opt) &&
            resolve(library, "workbook_add_format", &loaded.workbook_add_format) &&
            resolve(library, "format_set_bold", &loaded.format_set_bold) &&
            resolve(library, "workbook_add_worksheet", &loaded.workbook_add_worksheet) &&
            resolve(library, "worksheet_write_string", &loaded.worksheet_write_string) &&
            resolve(library, "worksheet_write_number", &loaded.worksheet_write_number) &&
            resolve(library, "worksheet_set_column", &loaded.worksheet_set_column) &&
            resolve(library, "worksheet_freeze_panes", &loaded.worksheet_freeze_panes) &&
            resolve(library, "workbook_close", &loaded.workbook_close) &&
            resolve(library, "lxw_strerror", &loaded.lxw_strerror);
        if (!whole)
            loaded.failure = library.errorString();
        return loaded;
    }();
    return writer;
}

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
    const XlsxWriter &lxw = xlsxWriter();
    if (!lxw.failure.isEmpty()) {
        if (error)
            *error = tr("The spreadsheet library could not be loaded: %1").arg(lxw.failure);
        return std::nullopt;
    }
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
    lxw_workbook *workbook = lxw.workbook_new_opt(file.constData(), &options);
    if (!workbook) {
        if (error)
            *error = tr("The workbook could not be started.");
        return std::nullopt;
    }
    lxw_format *bold = lxw.workbook_add_format(workbook);
    lxw.format_set_bold(bold);
    for (qsizetype s = 0; s < sheets.size(); ++s) {
        const Sheet &sheet = sheets.at(s);
        lxw_worksheet *worksheet =
            lxw.workbook_add_worksheet(workbook, sheetName(sheet.name, int(s)).constData());
        QList<qsizetype> widths(sheet.titles.size(), 0);
        for (qsizetype c = 0; c < sheet.titles.size(); ++c) {
            lxw.worksheet_write_string(worksheet, 0, lxw_col_t(c),
                                       sheet.titles.at(c).toUtf8().constData(), bold);
            widths[c] = sheet.titles.at(c).size();
        }
        for (qsizetype r = 0; r < sheet.rows.size(); ++r) {
            const QVariantList &row = sheet.rows.at(r);
            for (qsizetype c = 0; c < row.size(); ++c) {
                const QVariant &cell = row.at(c);
                const lxw_row_t at = lxw_row_t(r + 1);
                if (isNumber(cell))
                    lxw.worksheet_write_number(worksheet, at, lxw_col_t(c), cell.toDouble(),
                                               nullptr);
                else if (!cell.toString().isEmpty())
                    lxw.worksheet_write_string(worksheet, at, lxw_col_t(c),
                                               cell.toString().toUtf8().constData(), nullptr);
                if (c < widths.size())
                    widths[c] = std::max(widths.at(c), cell.toString().size());
            }
        }
        for (qsizetype c = 0; c < widths.size(); ++c)
            lxw.worksheet_set_column(worksheet, lxw_col_t(c), lxw_col_t(c),
                                     double(std::min<qsizetype>(widths.at(c), 40) + 2), nullptr);
        lxw.worksheet_freeze_panes(worksheet, 1, 0);
    }
    if (const lxw_error failed = lxw.workbook_close(workbook); failed != LXW_NO_ERROR) {
        if (error)
            *error = tr("The workbook could not be written: %1")
                         .arg(QString::fromUtf8(lxw.lxw_strerror(failed)));
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
