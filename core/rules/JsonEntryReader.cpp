#include "JsonEntryReader.h"

#include "core/InputLimits.h"

#include <QRegularExpression>

#include <limits>

using namespace Qt::StringLiterals;

namespace dugout {

JsonEntryReader::JsonEntryReader(QJsonObject object, QString where, QStringList *errors)
    : m_object(std::move(object)), m_where(std::move(where)), m_errors(errors)
{
}

void JsonEntryReader::error(const QString &field, const QString &problem)
{
    m_errors->append(tr("%1, field '%2': %3").arg(m_where, field, problem));
}

bool JsonEntryReader::isValidId(const QString &id)
{
    static const QRegularExpression pattern(u"^[a-z0-9_]+(\\.[a-z0-9_]+)*$"_s);
    return pattern.match(id).hasMatch();
}

QJsonValue JsonEntryReader::required(const QString &field)
{
    const QJsonValue value = m_object.value(field);
    if (value.isUndefined() || value.isNull())
        error(field, tr("missing"));
    return value;
}

QString JsonEntryReader::id(const QString &field)
{
    const QString value = string(field);
    // Every id of the rules is short; a long one is not worth matching (or quoting back whole).
    if (value.size() > InputLimits::MaxNameLength) {
        error(field, tr("an id of %1 characters; ids have at most %2")
                         .arg(value.size())
                         .arg(InputLimits::MaxNameLength));
        return {};
    }
    if (!value.isEmpty() && !isValidId(value))
        error(field,
              tr("'%1' is not a valid id (lower-case letters, digits, '_' and '.')").arg(value));
    return value;
}

QString JsonEntryReader::string(const QString &field)
{
    const QJsonValue value = required(field);
    if (value.isUndefined() || value.isNull())
        return {};
    if (!value.isString() || value.toString().trimmed().isEmpty()) {
        error(field, tr("expected a non-empty text"));
        return {};
    }
    return value.toString();
}

LocalizedText JsonEntryReader::text(const QString &field)
{
    const QJsonValue value = required(field);
    if (value.isUndefined() || value.isNull())
        return {};
    if (!value.isObject()) {
        error(field, tr("expected an object with \"en\" and \"fr\" texts"));
        return {};
    }
    LocalizedText text;
    const QJsonObject languages = value.toObject();
    for (const auto &[language, target] :
         {std::pair{u"en"_s, &text.en}, std::pair{u"fr"_s, &text.fr}}) {
        const QJsonValue translation = languages.value(language);
        if (!translation.isString() || translation.toString().trimmed().isEmpty())
            error(field + u'.' + language,
                  tr("missing %1 text").arg(language == u"en"_s ? tr("English") : tr("French")));
        else
            *target = translation.toString();
    }
    return text;
}

std::optional<LocalizedText> JsonEntryReader::optionalText(const QString &field)
{
    if (!has(field))
        return std::nullopt;
    return text(field);
}

int JsonEntryReader::integer(const QString &field, int min, int max)
{
    const QJsonValue value = required(field);
    if (value.isUndefined() || value.isNull())
        return min;
    const double number = value.toDouble(std::numeric_limits<double>::quiet_NaN());
    if (!value.isDouble() || number != static_cast<double>(static_cast<qint64>(number))) {
        error(field, tr("expected a whole number from %1 to %2").arg(min).arg(max));
        return min;
    }
    if (number < min || number > max) {
        error(field, tr("%1 is not a whole number from %2 to %3")
                         .arg(QString::number(number, 'f', 0))
                         .arg(min)
                         .arg(max));
        return min;
    }
    return static_cast<int>(number);
}

std::optional<int> JsonEntryReader::optionalInteger(const QString &field, int min, int max)
{
    if (!has(field))
        return std::nullopt;
    return integer(field, min, max);
}

qint64 JsonEntryReader::money(const QString &field)
{
    const QJsonValue value = required(field);
    if (value.isUndefined() || value.isNull())
        return 0;
    const double number = value.toDouble(-1);
    // Gold is whole pieces, and every price in the rules is a multiple of 1,000.
    if (!value.isDouble() || number < 0 || number > 1e10 ||
        number != static_cast<double>(static_cast<qint64>(number))) {
        error(field, tr("expected an amount of gold in whole pieces, 0 or more"));
        return 0;
    }
    return static_cast<qint64>(number);
}

std::optional<qint64> JsonEntryReader::optionalMoney(const QString &field)
{
    if (!has(field))
        return std::nullopt;
    return money(field);
}

bool JsonEntryReader::boolean(const QString &field)
{
    const QJsonValue value = required(field);
    if (!value.isUndefined() && !value.isNull() && !value.isBool())
        error(field, tr("expected true or false"));
    return value.toBool();
}

QStringList JsonEntryReader::idList(const QString &field, bool isRequired)
{
    if (!isRequired && !has(field))
        return {};
    QStringList ids;
    const QJsonValue value = required(field);
    if (value.isUndefined() || value.isNull())
        return ids;
    if (!value.isArray()) {
        error(field, tr("expected a list of ids"));
        return ids;
    }
    const QJsonArray items = value.toArray();
    for (const QJsonValue &item : items) {
        if (!item.isString() || !isValidId(item.toString()))
            error(field, tr("'%1' is not a valid id").arg(item.toVariant().toString()));
        else
            ids << item.toString();
    }
    return ids;
}

QJsonArray JsonEntryReader::array(const QString &field)
{
    const QJsonValue value = required(field);
    if (!value.isUndefined() && !value.isNull() && !value.isArray())
        error(field, tr("expected a list"));
    return value.toArray();
}

QJsonObject JsonEntryReader::object(const QString &field)
{
    const QJsonValue value = required(field);
    if (!value.isUndefined() && !value.isNull() && !value.isObject())
        error(field, tr("expected an object"));
    return value.toObject();
}

} // namespace dugout
