#pragma once

#include "FixtureStage.h"
#include "LeagueOptions.h"
#include "Major.h"

#include <QList>
#include <QString>

namespace dugout {

// A league run by a commissioner: its options, and the teams that joined it.
struct League
{
    qint64 id = 0; // database id; 0 until stored
    QString name;
    QString commissioner;
    LeagueOptions options;
    QList<qint64> teamIds; // teams that joined, in joining order

    bool operator==(const League &) const = default;
};

// A division inside a season (optional: a season without divisions has one table).
struct Division
{
    qint64 id = 0;
    QString name;
    bool operator==(const Division &) const = default;
};

// A team taking part in a season, in a division or not (divisionId 0).
struct SeasonEntry
{
    qint64 teamId = 0;
    qint64 divisionId = 0;
    bool operator==(const SeasonEntry &) const = default;
};

struct Season
{
    qint64 id = 0;
    qint64 leagueId = 0;
    QString name; // "Season 1", "2026"…
    QList<Division> divisions;
    QList<SeasonEntry> entries;

    bool operator==(const Season &) const = default;
};

// A match on a season's schedule; matchId is set once its result is confirmed.
struct Fixture
{
    qint64 id = 0;
    qint64 seasonId = 0;
    qint64 divisionId = 0; // 0 when the season has no divisions
    int round = 0;         // 1-based; manual fixtures take the round the commissioner gives
    qint64 homeTeamId = 0;
    qint64 awayTeamId = 0;
    qint64 matchId = 0; // 0 while unplayed
    FixtureStage stage = FixtureStage::Regular;
    Major major = Major::None; // the major whose edition a semi-final or final is, if any

    bool isPlayed() const { return matchId > 0; }
    bool operator==(const Fixture &) const = default;
};

} // namespace dugout
