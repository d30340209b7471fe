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
        {3,
         u"Teams: players, gained skills and the treasury ledger"_s,
         {u"CREATE TABLE team ("
          "  id INTEGER PRIMARY KEY,"
          "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
          "  roster_id TEXT NOT NULL,"
          "  coach_id INTEGER REFERENCES coach (id),"
          "  color TEXT NOT NULL DEFAULT '',"
          "  phase TEXT NOT NULL CHECK (phase IN ('creation', 'active')),"
          "  budget INTEGER NOT NULL CHECK (budget >= 0),"
          "  rerolls INTEGER NOT NULL DEFAULT 0 CHECK (rerolls >= 0),"
          "  fan_factor INTEGER NOT NULL DEFAULT 0 CHECK (fan_factor >= 0),"
          "  assistant_coaches INTEGER NOT NULL DEFAULT 0 CHECK (assistant_coaches >= 0),"
          "  cheerleaders INTEGER NOT NULL DEFAULT 0 CHECK (cheerleaders >= 0),"
          "  apothecary INTEGER NOT NULL DEFAULT 0 CHECK (apothecary IN (0, 1)),"
          "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')))"_s,
          u"CREATE TABLE player ("
          "  id INTEGER PRIMARY KEY,"
          "  team_id INTEGER NOT NULL REFERENCES team (id) ON DELETE CASCADE,"
          "  number INTEGER NOT NULL CHECK (number BETWEEN 1 AND 16),"
          "  name TEXT NOT NULL,"
          "  position_id TEXT NOT NULL,"
          "  status TEXT NOT NULL CHECK (status IN ('active', 'dead', 'fired', 'retired')),"
          "  journeyman INTEGER NOT NULL DEFAULT 0,"
          "  ma_gain INTEGER NOT NULL DEFAULT 0, st_gain INTEGER NOT NULL DEFAULT 0,"
          "  ag_gain INTEGER NOT NULL DEFAULT 0, av_gain INTEGER NOT NULL DEFAULT 0,"
          "  ma_loss INTEGER NOT NULL DEFAULT 0, st_loss INTEGER NOT NULL DEFAULT 0,"
          "  ag_loss INTEGER NOT NULL DEFAULT 0, av_loss INTEGER NOT NULL DEFAULT 0,"
          "  miss_next_game INTEGER NOT NULL DEFAULT 0,"
          "  niggling INTEGER NOT NULL DEFAULT 0,"
          "  spp INTEGER NOT NULL DEFAULT 0 CHECK (spp >= 0),"
          "  completions INTEGER NOT NULL DEFAULT 0, touchdowns INTEGER NOT NULL DEFAULT 0,"
          "  interceptions INTEGER NOT NULL DEFAULT 0, casualties INTEGER NOT NULL DEFAULT 0,"
          "  mvps INTEGER NOT NULL DEFAULT 0, matches_played INTEGER NOT NULL DEFAULT 0,"
          "  advancements_taken INTEGER NOT NULL DEFAULT 0)"_s,
          u"CREATE INDEX player_team ON player (team_id)"_s,
          u"CREATE TABLE player_skill ("
          "  player_id INTEGER NOT NULL REFERENCES player (id) ON DELETE CASCADE,"
          "  ordinal INTEGER NOT NULL,"
          "  skill_id TEXT NOT NULL,"
          "  on_double INTEGER NOT NULL DEFAULT 0,"
          "  PRIMARY KEY (player_id, ordinal))"_s,
          u"CREATE TABLE ledger_entry ("
          "  id INTEGER PRIMARY KEY,"
          "  team_id INTEGER NOT NULL REFERENCES team (id) ON DELETE CASCADE,"
          "  amount INTEGER NOT NULL,"
          "  kind TEXT NOT NULL,"
          "  detail TEXT NOT NULL DEFAULT '',"
          "  match_id INTEGER,"
          "  created_at TEXT NOT NULL)"_s,
          u"CREATE INDEX ledger_entry_team ON ledger_entry (team_id)"_s,
          // The treasury never goes below zero, whatever writes to it.
          u"CREATE TRIGGER ledger_never_negative AFTER INSERT ON ledger_entry "
          "WHEN (SELECT sum(amount) FROM ledger_entry WHERE team_id = NEW.team_id) < 0 "
          "BEGIN SELECT RAISE(ABORT, 'the treasury may not go below zero'); END"_s}},
    };
    return migrations;
}

int latestSchemaVersion()
{
    return schemaMigrations().constLast().version;
}

} // namespace dugout
