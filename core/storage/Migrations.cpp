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
        {4,
         u"Shirt numbers up to 99: free journeymen can take a team past 16 players"_s,
         // SQLite cannot alter a CHECK, so the player table is rebuilt. Foreign keys are on
         // (and cannot be switched off inside the migration's transaction): dropping player
         // would cascade-delete every gained skill, so the skills wait in a holding table.
         {u"CREATE TEMP TABLE player_skill_v4_hold AS SELECT * FROM player_skill"_s,
          u"CREATE TABLE player_v4 ("
          "  id INTEGER PRIMARY KEY,"
          "  team_id INTEGER NOT NULL REFERENCES team (id) ON DELETE CASCADE,"
          "  number INTEGER NOT NULL CHECK (number BETWEEN 1 AND 99),"
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
          u"INSERT INTO player_v4 SELECT * FROM player"_s, u"DROP TABLE player"_s,
          u"ALTER TABLE player_v4 RENAME TO player"_s,
          u"INSERT INTO player_skill SELECT * FROM player_skill_v4_hold"_s,
          u"DROP TABLE player_skill_v4_hold"_s, u"CREATE INDEX player_team ON player (team_id)"_s}},
        {5,
         u"Leagues: seasons, divisions, fixtures and confirmed matches"_s,
         {// Options are one JSON object with stable keys (LeagueKeys), so a new option needs
          // no migration; a missing key reads as the LRB6 default.
          u"CREATE TABLE league ("
          "  id INTEGER PRIMARY KEY,"
          "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
          "  commissioner TEXT NOT NULL DEFAULT '',"
          "  options TEXT NOT NULL DEFAULT '{}',"
          "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')))"_s,
          // team_id is unique: a team plays in one league at most.
          u"CREATE TABLE league_team ("
          "  league_id INTEGER NOT NULL REFERENCES league (id) ON DELETE CASCADE,"
          "  team_id INTEGER NOT NULL UNIQUE REFERENCES team (id) ON DELETE CASCADE,"
          "  ordinal INTEGER NOT NULL,"
          "  PRIMARY KEY (league_id, team_id))"_s,
          u"CREATE TABLE season ("
          "  id INTEGER PRIMARY KEY,"
          "  league_id INTEGER NOT NULL REFERENCES league (id) ON DELETE CASCADE,"
          "  name TEXT NOT NULL,"
          "  ordinal INTEGER NOT NULL)"_s,
          u"CREATE INDEX season_league ON season (league_id)"_s,
          u"CREATE TABLE division ("
          "  id INTEGER PRIMARY KEY,"
          "  season_id INTEGER NOT NULL REFERENCES season (id) ON DELETE CASCADE,"
          "  name TEXT NOT NULL,"
          "  ordinal INTEGER NOT NULL DEFAULT 0)"_s,
          u"CREATE INDEX division_season ON division (season_id)"_s,
          u"CREATE TABLE season_entry ("
          "  season_id INTEGER NOT NULL REFERENCES season (id) ON DELETE CASCADE,"
          "  team_id INTEGER NOT NULL REFERENCES team (id) ON DELETE CASCADE,"
          "  division_id INTEGER REFERENCES division (id) ON DELETE SET NULL,"
          "  ordinal INTEGER NOT NULL DEFAULT 0,"
          "  PRIMARY KEY (season_id, team_id))"_s,
          // A played fixture points at its match; deleting the match (an undone result)
          // makes the fixture unplayed again.
          u"CREATE TABLE fixture ("
          "  id INTEGER PRIMARY KEY,"
          "  season_id INTEGER NOT NULL REFERENCES season (id) ON DELETE CASCADE,"
          "  division_id INTEGER REFERENCES division (id) ON DELETE SET NULL,"
          "  round INTEGER NOT NULL CHECK (round >= 1),"
          "  home_team_id INTEGER NOT NULL REFERENCES team (id) ON DELETE CASCADE,"
          "  away_team_id INTEGER NOT NULL REFERENCES team (id) ON DELETE CASCADE,"
          "  match_id INTEGER UNIQUE REFERENCES match (id) ON DELETE SET NULL,"
          "  CHECK (home_team_id <> away_team_id))"_s,
          u"CREATE INDEX fixture_season ON fixture (season_id)"_s,
          // Results are history: a league, season or team with confirmed matches cannot be
          // deleted from under them (RESTRICT); undo the matches first. AUTOINCREMENT: an
          // undone match's id is never given to another, so ids stay in confirmation order
          // and a stale id never names the wrong match.
          u"CREATE TABLE match ("
          "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
          "  league_id INTEGER NOT NULL REFERENCES league (id) ON DELETE RESTRICT,"
          "  season_id INTEGER REFERENCES season (id) ON DELETE RESTRICT,"
          "  fixture_id INTEGER REFERENCES fixture (id) ON DELETE SET NULL,"
          "  home_team_id INTEGER NOT NULL REFERENCES team (id) ON DELETE RESTRICT,"
          "  away_team_id INTEGER NOT NULL REFERENCES team (id) ON DELETE RESTRICT,"
          "  home_score INTEGER NOT NULL CHECK (home_score >= 0),"
          "  away_score INTEGER NOT NULL CHECK (away_score >= 0),"
          "  home_casualties INTEGER NOT NULL DEFAULT 0 CHECK (home_casualties >= 0),"
          "  away_casualties INTEGER NOT NULL DEFAULT 0 CHECK (away_casualties >= 0),"
          "  conceded TEXT NOT NULL DEFAULT '' CHECK (conceded IN ('', 'home', 'away')),"
          "  record_json TEXT NOT NULL,"
          "  log_json TEXT NOT NULL,"
          "  home_before_json TEXT NOT NULL,"
          "  away_before_json TEXT NOT NULL,"
          "  played_at TEXT NOT NULL,"
          "  CHECK (home_team_id <> away_team_id))"_s,
          u"CREATE INDEX match_league ON match (league_id)"_s,
          u"CREATE INDEX match_home_team ON match (home_team_id)"_s,
          u"CREATE INDEX match_away_team ON match (away_team_id)"_s}},
        {6,
         u"Tracked matches: the setup and the log of events, one row per confirmed event"_s,
         {// The setup keeps both teams as they were at kick-off (MatchSetupJson), so the links
          // to the team and fixture tables only help finding a match: deleting a team or a
          // fixture leaves its tracked matches readable. AUTOINCREMENT: the id of a deleted
          // tracked match never names another.
          u"CREATE TABLE tracked_match ("
          "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
          "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),"
          "  home_team_id INTEGER REFERENCES team (id) ON DELETE SET NULL,"
          "  away_team_id INTEGER REFERENCES team (id) ON DELETE SET NULL,"
          "  fixture_id INTEGER REFERENCES fixture (id) ON DELETE SET NULL,"
          "  exhibition INTEGER NOT NULL DEFAULT 1 CHECK (exhibition IN (0, 1)),"
          "  setup_json TEXT NOT NULL,"
          "  status TEXT NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', "
          "'finished', 'abandoned')),"
          "  result_match_id INTEGER REFERENCES match (id) ON DELETE SET NULL)"_s,
          // One row per event, numbered 1, 2, 3… in the order the coaches confirmed them
          // (MatchEventJson); undo deletes the last one.
          u"CREATE TABLE match_event ("
          "  match_id INTEGER NOT NULL REFERENCES tracked_match (id) ON DELETE CASCADE,"
          "  seq INTEGER NOT NULL CHECK (seq >= 1),"
          "  event_json TEXT NOT NULL,"
          "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),"
          "  PRIMARY KEY (match_id, seq))"_s}},
        {7,
         u"Indexes for big leagues: a season's matches, a fixture's tracked match"_s,
         {// Standings and a season's statistics read its matches; without this index SQLite
          // walks every match of the league (thousands in a club that kept its history).
          u"CREATE INDEX match_season ON match (season_id)"_s,
          // The schedule asks, for each fixture, whether a match is being tracked for it.
          u"CREATE INDEX tracked_match_fixture ON tracked_match (fixture_id)"_s}},
        {8,
         u"Open tournaments: entrants, rounds of swiss pairings and their results"_s,
         {// Rules (points, tie-breakers, pairing settings) are JSON (TournamentJson): they are
          // read whole with the tournament and never queried by column.
          u"CREATE TABLE tournament ("
          "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
          "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
          "  organiser TEXT NOT NULL DEFAULT '',"
          "  venue TEXT NOT NULL DEFAULT '',"
          "  start_date TEXT NOT NULL DEFAULT '',"
          "  rules_json TEXT NOT NULL,"
          "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')))"_s,
          u"CREATE TABLE tournament_entrant ("
          "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
          "  tournament_id INTEGER NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,"
          "  coach TEXT NOT NULL CHECK (length(trim(coach)) > 0),"
          "  naf_number TEXT NOT NULL DEFAULT '',"
          "  nation TEXT NOT NULL DEFAULT '',"
          "  club TEXT NOT NULL DEFAULT '',"
          "  team_name TEXT NOT NULL DEFAULT '',"
          "  roster_id TEXT NOT NULL,"
          "  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),"
          "  first_round INTEGER NOT NULL DEFAULT 1 CHECK (first_round >= 1))"_s,
          u"CREATE UNIQUE INDEX tournament_entrant_coach "
          "ON tournament_entrant (tournament_id, coach COLLATE NOCASE)"_s,
          // One row per table of a round; away_id NULL is the bye. Results are corrected in
          // place: standings are computed from these rows, never stored.
          u"CREATE TABLE tournament_game ("
          "  tournament_id INTEGER NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,"
          "  round INTEGER NOT NULL CHECK (round >= 1),"
          "  table_number INTEGER NOT NULL CHECK (table_number >= 1),"
          "  home_id INTEGER NOT NULL REFERENCES tournament_entrant (id),"
          "  away_id INTEGER REFERENCES tournament_entrant (id),"
          "  played INTEGER NOT NULL DEFAULT 0 CHECK (played IN (0, 1)),"
          "  home_td INTEGER NOT NULL DEFAULT 0 CHECK (home_td >= 0),"
          "  away_td INTEGER NOT NULL DEFAULT 0 CHECK (away_td >= 0),"
          "  home_cas INTEGER NOT NULL DEFAULT 0 CHECK (home_cas >= 0),"
          "  away_cas INTEGER NOT NULL DEFAULT 0 CHECK (away_cas >= 0),"
          "  starts_at TEXT NOT NULL DEFAULT '',"
          "  PRIMARY KEY (tournament_id, round, table_number),"
          "  CHECK (away_id IS NULL OR away_id <> home_id))"_s}},
    };
    return migrations;
}

int latestSchemaVersion()
{
    return schemaMigrations().constLast().version;
}

} // namespace dugout
