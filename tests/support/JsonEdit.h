#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace dugout::test {

// A copy of `node` with the value at `path` ("players/3/position") replaced, or removed when
// `value` is undefined. Lets a test break one field of a valid document.
inline QJsonValue editedJson(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString key = path.takeFirst();
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        const int index = key.toInt();
        if (path.isEmpty() && value.isUndefined())
            array.removeAt(index);
        else
            array[index] = editedJson(array.at(index), path, value);
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty() && value.isUndefined())
        object.remove(key);
    else
        object[key] = editedJson(object.value(key), path, value);
    return object;
}

} // namespace dugout::test
