#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace dugout {

// One numbered step of the schema. Migration N takes a database from version N-1 to N; each
// runs in its own transaction. Never edit a migration that has shipped: add a new one.
//
// The same steps build both engines (issue 21): an SQLite file and a PostgreSQL league server.
// `statements` are SQLite's; `postgresql` says the same for a server where the two dialects
// differ (identity columns, triggers, rebuilding a table), and stays empty when the SQLite
// statements are plain SQL the server runs as they are.
struct Migration
{
    int version;
    QString description;
    QStringList statements;
    QStringList postgresql = {};

    const QStringList &statementsFor(bool server) const
    {
        return server && !postgresql.isEmpty() ? postgresql : statements;
    }
};

const QList<Migration> &schemaMigrations();
int latestSchemaVersion();

} // namespace dugout
