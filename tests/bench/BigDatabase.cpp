#include "BigDatabase.h"

#include "BenchReport.h"

#include "core/demo/DemoLeague.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>

#include <climits>

using namespace Qt::StringLiterals;

namespace dugout::bench {

bool BigDatabase::build(const BigDatabaseShape &shape, const QString &path, QString *error)
{
    if (QFileInfo::exists(path)) {
        *error = u"%1 exists already; the generator only writes new databases."_s.arg(path);
        return false;
    }
    const auto rules = RulesetLoader::builtIn();
    if (!rules) {
        *error = u"The built-in ruleset did not load."_s;
        return false;
    }
    DatabaseError openError;
    const std::unique_ptr<Database> database = Database::open(path, &openError);
    if (!database) {
        *error = openError.message;
        return false;
    }
    // A generated database is rebuilt from its seed when a build is interrupted (it is written
    // under a partial name), so waiting for the disk at each of its thousands of commits buys
    // nothing: the commits stay real transactions, only their fsync is skipped.
    QSqlQuery(database->connection()).exec(u"PRAGMA synchronous = OFF"_s);
    for (int league = 1; league <= shape.leagues; ++league) {
        DemoLeague::Shape leagueShape;
        leagueShape.name = u"Big League %1"_s.arg(league);
        leagueShape.teams = shape.teams;
        leagueShape.seasons = shape.seasons;
        leagueShape.roundsPlayed = INT_MAX; // every fixture
        leagueShape.oneTransaction = false;
        // A seed per league: the leagues differ from each other, yet each is reproducible.
        leagueShape.seed = shape.seed * 1000003u + quint32(league);
        if (DemoLeague::create(*database, *rules, leagueShape, error) == 0)
            return false;
    }
    return true;
}

QString BigDatabase::cached(const BigDatabaseShape &shape, QString *error)
{
    const QString folder = QDir::temp().filePath(u"dugout-bench"_s);
    if (!QDir().mkpath(folder)) {
        *error = u"Cannot create %1."_s.arg(folder);
        return {};
    }
    const QString name = u"big-%1x%2x%3-seed%4.sqlite"_s.arg(shape.leagues)
                             .arg(shape.teams)
                             .arg(shape.seasons)
                             .arg(shape.seed);
    const QString path = QDir(folder).filePath(name);
    if (QFileInfo::exists(path))
        return path;
    // Built under another name and renamed once closed (its WAL checkpointed): an interrupted
    // build is never taken for a finished one.
    const QString partial = path + u".part"_s;
    for (const QString &leftover : QStringList{partial, partial + u"-wal"_s, partial + u"-shm"_s})
        QFile::remove(leftover);
    BenchReport::note(
        "building %s once (%d leagues of %d teams, %d season(s), seed %u); later runs reuse it",
        qPrintable(path), shape.leagues, shape.teams, shape.seasons, shape.seed);
    if (!build(shape, partial, error))
        return {};
    if (QFileInfo::exists(partial + u"-wal"_s) || !QFile::rename(partial, path)) {
        *error = u"Cannot move %1 to %2."_s.arg(partial, path);
        return {};
    }
    return path;
}

} // namespace dugout::bench
