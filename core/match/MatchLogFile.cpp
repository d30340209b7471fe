#include "MatchLogFile.h"

#include "MatchEventJson.h"
#include "MatchSetupJson.h"
#include "core/InputLimits.h"

#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString FormatKey = u"dugout_match"_s;

std::optional<MatchSetup> readHeader(const QByteArray &line, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    const QJsonObject json = document.object();
    if (parseError.error != QJsonParseError::NoError || !document.isObject() ||
        !json.contains(FormatKey)) {
        *error = MatchLogFile::tr("this is not a Dugout match file: the first line must be "
                                  "{\"dugout_match\": %1, \"setup\": {…}}.")
                     .arg(MatchLogFile::FormatVersion);
        return std::nullopt;
    }
    const int format = json.value(FormatKey).toInt(0);
    if (format > MatchLogFile::FormatVersion) {
        *error = MatchLogFile::tr(
                     "the file was written by a newer Dugout (match format %1; this one reads %2).")
                     .arg(format)
                     .arg(MatchLogFile::FormatVersion);
        return std::nullopt;
    }
    if (format < 1) {
        *error = MatchLogFile::tr("\"dugout_match\" must be the format version, %1.")
                     .arg(MatchLogFile::FormatVersion);
        return std::nullopt;
    }
    for (auto it = json.constBegin(); it != json.constEnd(); ++it) {
        if (it.key() != FormatKey && it.key() != u"setup"_s) {
            *error = MatchLogFile::tr("Unknown field \"%1\" in the header.").arg(it.key());
            return std::nullopt;
        }
    }
    if (!json.value(u"setup"_s).isObject()) {
        *error = MatchLogFile::tr("\"setup\" is missing or not a JSON object.");
        return std::nullopt;
    }
    return MatchSetupJson::fromJson(json.value(u"setup"_s).toObject(), error);
}

} // namespace

QByteArray MatchLogFile::header(const MatchSetup &setup)
{
    return MatchEventJson::compact(
        QJsonObject{{FormatKey, FormatVersion}, {u"setup"_s, MatchSetupJson::toJson(setup)}},
        {FormatKey, u"setup"_s});
}

QByteArray MatchLogFile::toBytes(const MatchSetup &setup, const QList<MatchEvent> &events)
{
    QByteArray bytes = header(setup) + '\n';
    for (const MatchEvent &event : events)
        bytes += MatchEventJson::toLine(event) + '\n';
    return bytes;
}

std::optional<MatchLog> MatchLogFile::fromBytes(const QByteArray &bytes, QString *error)
{
    // A whole match is a few hundred lines; a file far larger is refused before it is split.
    if (const RuleCheck size = InputLimits::checkFileSize(bytes.size()); !size) {
        if (error)
            *error = size.reason;
        return std::nullopt;
    }
    MatchLog log;
    bool headerRead = false;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed(); // also drops the \r of Windows line ends
        if (line.isEmpty())
            continue;
        QString why;
        if (!headerRead) {
            const std::optional<MatchSetup> setup = readHeader(line, &why);
            if (!setup) {
                if (error)
                    *error = tr("Line %1: %2").arg(i + 1).arg(why);
                return std::nullopt;
            }
            log.setup = *setup;
            headerRead = true;
            continue;
        }
        const std::optional<MatchEvent> event = MatchEventJson::fromLine(line, &why);
        if (!event) {
            if (error)
                *error = tr("Line %1: %2").arg(i + 1).arg(why);
            return std::nullopt;
        }
        log.events << *event;
    }
    if (!headerRead) {
        if (error)
            *error = tr("The file is empty: a match file starts with its header line.");
        return std::nullopt;
    }
    if (error)
        error->clear();
    return log;
}

} // namespace dugout
