#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace dugout {

// The stable ASCII keys of an enum in files and the database ("during", "knock_down"…), as a
// list of (value, key) pairs; the helpers below read it both ways.
template <typename Enum> using EnumKeys = QList<std::pair<Enum, QString>>;

template <typename Enum> QString keyOf(const EnumKeys<Enum> &keys, Enum value)
{
    for (const auto &[entry, key] : keys) {
        if (entry == value)
            return key;
    }
    return {};
}

// False, leaving `value` alone, for a key that is not in the list.
template <typename Enum> bool valueOf(const EnumKeys<Enum> &keys, const QString &key, Enum *value)
{
    for (const auto &[entry, name] : keys) {
        if (name == key) {
            *value = entry;
            return true;
        }
    }
    return false;
}

template <typename Enum> QStringList keysOf(const EnumKeys<Enum> &keys)
{
    QStringList list;
    for (const auto &entry : keys)
        list << entry.second;
    return list;
}

} // namespace dugout
