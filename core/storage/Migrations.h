#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace dugout {

// One numbered step of the schema. Migration N takes a database from user_version N-1 to N;
// each runs in its own transaction. Never edit a migration that has shipped: add a new one.
struct Migration
{
    int version;
    QString description;
    QStringList statements;
};

const QList<Migration> &schemaMigrations();
int latestSchemaVersion();

} // namespace dugout
