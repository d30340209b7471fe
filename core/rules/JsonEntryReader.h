#pragma once

#include "LocalizedText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace dugout {

// Reads the fields of one JSON object of the ruleset. A missing or mistyped field records an
// error naming the file, the entry and the field, and yields a harmless default so reading
// can go on and report every problem at once.
class JsonEntryReader
{
    Q_DECLARE_TR_FUNCTIONS(JsonEntryReader)

public:
    // `where` names the file and entry: "rosters.json: roster 'human'".
    JsonEntryReader(QJsonObject object, QString where, QStringList *errors);

    const QString &where() const { return m_where; }
    bool has(const QString &field) const
    {
        return m_object.contains(field) && !m_object.value(field).isNull();
    }

    QString id(const QString &field = QStringLiteral("id"));
    QString string(const QString &field);
    LocalizedText text(const QString &field);
    std::optional<LocalizedText> optionalText(const QString &field);
    int integer(const QString &field, int min, int max);
    std::optional<int> optionalInteger(const QString &field, int min, int max);
    qint64 money(const QString &field);
    std::optional<qint64> optionalMoney(const QString &field);
    bool boolean(const QString &field);
    QStringList idList(const QString &field, bool required = true);
    QJsonArray array(const QString &field);
    QJsonObject object(const QString &field);

    void error(const QString &field, const QString &problem);
    static bool isValidId(const QString &id);

private:
    QJsonValue required(const QString &field);

    QJsonObject m_object;
    QString m_where;
    QStringList *m_errors;
};

} // namespace dugout
