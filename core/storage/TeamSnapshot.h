#pragma once

#include "core/team/Team.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace dugout {

// A team exactly as stored, database ids included, as JSON: what a confirmed match keeps of
// both teams before it, so undoing it can make the database equal to them again. Unlike the
// team export (TeamJson) nothing is derived or checked against the rules: every field is kept
// as it is, and reading a snapshot gives back an equal Team.
class TeamSnapshot
{
    Q_DECLARE_TR_FUNCTIONS(TeamSnapshot)

public:
    static constexpr int FormatVersion = 1;

    static QJsonObject toJson(const Team &team);
    // nullopt, with the reason in `error`, for an object that is not a snapshot this
    // version can read.
    static std::optional<Team> fromJson(const QJsonObject &json, QString *error = nullptr);
};

} // namespace dugout
