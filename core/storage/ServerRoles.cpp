#include "ServerRoles.h"

#include "Database.h"
#include "ServerAddress.h"
#include "SqlEngine.h"
#include "Transaction.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString identifier(const QString &name)
{
    return u'"' + QString(name).replace(u'"', u"\"\""_s) + u'"';
}

QString literal(const QString &text)
{
    return u'\'' + QString(text).replace(u'\'', u"''"_s) + u'\'';
}

QString databaseName(const Database &database)
{
    return database.connection().databaseName();
}

bool exec(QSqlQuery &query, const QString &statement, QString *error)
{
    if (query.exec(statement))
        return true;
    if (error)
        *error = ServerRoles::tr("The league server refused: %1")
                     .arg(query.lastError().databaseText().trimmed());
    return false;
}

// The tables a coach writes (their own rows only, by the policies of migration 8).
const QStringList CoachTables = {u"team"_s,         u"player"_s,        u"player_skill"_s,
                                 u"ledger_entry"_s, u"tracked_match"_s, u"match_event"_s};

} // namespace

QString ServerRoles::coachesGroup(const Database &database)
{
    return databaseName(database) + u"_coaches"_s;
}

bool ServerRoles::init(Database &database, QString *error)
{
    if (!database.isServer())
        return Transaction::fail(
            error, tr("server init sets up a league server; %1 is a file, whose rights are the "
                      "file's own.")
                       .arg(database.path()));
    const ServerAccess who = access(database, error);
    if (who.role != ServerAccess::Role::Commissioner)
        return Transaction::fail(
            error, tr("Run server init as the role that owns the league's tables (its "
                      "commissioner); %1 does not.")
                       .arg(who.user));
    Transaction transaction(database.connection(), error);
    if (!transaction.isOpen())
        return false;
    const QString group = identifier(coachesGroup(database));
    const QString db = identifier(databaseName(database));
    QSqlQuery query(database.connection());
    const QStringList statements = {
        u"DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = %1) THEN "
        "CREATE ROLE %2 NOLOGIN; END IF; END $$"_s.arg(literal(coachesGroup(database)), group),
        u"REVOKE ALL ON DATABASE %1 FROM PUBLIC"_s.arg(db),
        u"GRANT CONNECT, TEMPORARY ON DATABASE %1 TO %2"_s.arg(db, group),
        u"GRANT USAGE ON SCHEMA %1 TO %2"_s.arg(identifier(u"public"_s), group),
        u"GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1"_s.arg(group),
        u"GRANT INSERT, UPDATE, DELETE ON %1 TO %2"_s.arg(CoachTables.join(u", "_s), group),
        u"GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %1"_s.arg(group),
        // Tables a later Dugout's migrations make (run by the commissioner, their owner) are
        // readable by the coaches too.
        u"ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO %1"_s.arg(group),
        u"ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE ON SEQUENCES TO %1"_s.arg(group),
        u"INSERT INTO dugout_info (key, value) VALUES ('commissioner_role', current_user) "
        "ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s,
    };
    for (const QString &statement : statements) {
        if (!exec(query, statement, error))
            return false;
    }
    return transaction.commit();
}

std::optional<QString> ServerRoles::addCoach(Database &database, const QString &name,
                                             QString *error)
{
    if (!database.isServer()) {
        Transaction::fail(
            error,
            tr("server add-coach needs a league server; %1 is a file.").arg(database.path()));
        return std::nullopt;
    }
    // Plain role names, so a coach types them in ~/.pgpass and psql without quoting.
    static const QRegularExpression plain(u"^[a-z_][a-z0-9_]{0,62}$"_s);
    if (!plain.match(name).hasMatch()) {
        Transaction::fail(error, tr("A coach's login name is lower-case letters, digits and _, "
                                    "starting with a letter (not \"%1\").")
                                     .arg(name));
        return std::nullopt;
    }
    if (access(database, error).role != ServerAccess::Role::Commissioner) {
        Transaction::fail(error, tr("Only the league's commissioner adds coaches."));
        return std::nullopt;
    }
    QString password;
    static const QString alphabet = u"abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"_s;
    for (int i = 0; i < 20; ++i)
        password += alphabet.at(QRandomGenerator::system()->bounded(int(alphabet.size())));

    Transaction transaction(database.connection(), error);
    if (!transaction.isOpen())
        return std::nullopt;
    QSqlQuery query(database.connection());
    const QString group = identifier(coachesGroup(database));
    // The coach row may exist already (teams were made for that coach before): it gets the role.
    if (!exec(query,
              u"CREATE ROLE %1 LOGIN PASSWORD %2 IN ROLE %3"_s.arg(identifier(name),
                                                                   literal(password), group),
              error))
        return std::nullopt;
    query.prepare(u"UPDATE coach SET role = ? WHERE lower(name) = lower(?)"_s);
    query.addBindValue(name);
    query.addBindValue(name);
    if (!query.exec()) {
        Transaction::fail(error, query);
        return std::nullopt;
    }
    if (query.numRowsAffected() == 0) {
        query.prepare(u"INSERT INTO coach (name, role) VALUES (?, ?)"_s);
        query.addBindValue(name);
        query.addBindValue(name);
        if (!query.exec()) {
            Transaction::fail(error, query);
            return std::nullopt;
        }
    }
    if (!transaction.commit())
        return std::nullopt;
    return password;
}

ServerAccess ServerRoles::access(const Database &database, QString *error)
{
    ServerAccess access;
    if (!database.isServer())
        return access;
    access.user = database.serverUser();
    access.role = ServerAccess::Role::Reader;
    QSqlQuery query(database.connection());
    if (!query.exec(u"SELECT (SELECT tableowner FROM pg_tables WHERE schemaname = "
                    "current_schema() AND tablename = 'team') = current_user "
                    "OR (SELECT rolsuper FROM pg_roles WHERE rolname = current_user), "
                    "(SELECT id FROM coach WHERE role = current_user), "
                    "(SELECT name FROM coach WHERE role = current_user)"_s) ||
        !query.next()) {
        if (error)
            *error = tr("The league server did not say what you may do: %1")
                         .arg(query.lastError().databaseText().trimmed());
        return access;
    }
    if (query.value(0).toBool()) {
        access.role = ServerAccess::Role::Commissioner;
    } else if (!query.value(1).isNull()) {
        access.role = ServerAccess::Role::Coach;
        access.coachId = query.value(1).toLongLong();
        access.coachName = query.value(2).toString();
    }
    return access;
}

QString ServerRoles::refusal(const QString &nativeCode)
{
    if (nativeCode != engine::sqlstate::InsufficientPrivilege)
        return {};
    return tr("the league server does not let you change this: a coach may change only their "
              "own teams, and only the commissioner runs the league");
}

} // namespace dugout
