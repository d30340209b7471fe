#include "Migrations.h"

using namespace Qt::StringLiterals;

namespace dugout {

const QList<Migration> &schemaMigrations()
{
    static const QList<Migration> migrations = {
        {1,
         u"Database identity: which Dugout created it and when"_s,
         {u"CREATE TABLE dugout_info ("
          "  key TEXT PRIMARY KEY NOT NULL,"
          "  value TEXT NOT NULL)"_s,
          u"INSERT INTO dugout_info (key, value) VALUES ('created_at', strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))"_s}},
        {2,
         u"Coaches: the people who own teams"_s,
         {u"CREATE TABLE coach ("
          "  id INTEGER PRIMARY KEY,"
          "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
          "  email TEXT NOT NULL DEFAULT '',"
          "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')))"_s,
          u"CREATE UNIQUE INDEX coach_name ON coach (name COLLATE NOCASE)"_s}},
    };
    return migrations;
}

int latestSchemaVersion()
{
    return schemaMigrations().constLast().version;
}

} // namespace dugout
