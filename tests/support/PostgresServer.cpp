#include "PostgresServer.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace dugout::test {

namespace {

const QString Password = u"league-test-password"_s;

QString dataFolder(const QString &base)
{
    return base + u"/data"_s;
}

} // namespace

PostgresServer::~PostgresServer()
{
    stop();
}

QString PostgresServer::binaryFolder()
{
    // Debian installs each major version under /usr/lib/postgresql/N/bin; take the newest.
    QDir versions(u"/usr/lib/postgresql"_s);
    QStringList found = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(found.begin(), found.end(),
              [](const QString &a, const QString &b) { return a.toInt() > b.toInt(); });
    for (const QString &version : std::as_const(found)) {
        const QString bin = versions.filePath(version + u"/bin"_s);
        if (QFile::exists(bin + u"/initdb"_s) && QFile::exists(bin + u"/pg_ctl"_s))
            return bin;
    }
    return {};
}

bool PostgresServer::run(const QString &program, const QStringList &arguments, QString *error) const
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setWorkingDirectory(m_folder.path());
    const QString path = binaryFolder() + u'/' + program;
    if (m_runAs.isEmpty())
        process.start(path, arguments);
    else
        process.start(u"runuser"_s, QStringList{u"-u"_s, m_runAs, u"--"_s, path} + arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        if (error)
            *error = u"%1 failed: %2"_s.arg(program, QString::fromLocal8Bit(process.readAll()));
        return false;
    }
    return true;
}

bool PostgresServer::start(QString *error)
{
    if (binaryFolder().isEmpty()) {
        *error = u"PostgreSQL is not installed (no initdb under /usr/lib/postgresql)"_s;
        return false;
    }
    if (!m_folder.isValid()) {
        *error = u"cannot make a temporary folder"_s;
        return false;
    }
    const QString base = m_folder.path();
    QFile passwordFile(base + u"/superuser-password"_s);
    if (!passwordFile.open(QIODevice::WriteOnly) || passwordFile.write(Password.toUtf8()) < 0) {
        *error = u"cannot write the password for initdb"_s;
        return false;
    }
    passwordFile.close();
    if (geteuid() == 0) {
        const passwd *user = getpwnam("postgres");
        if (!user)
            user = getpwnam("nobody");
        if (!user) {
            *error = u"running as root, and no postgres or nobody user to run the server as"_s;
            return false;
        }
        m_runAs = QString::fromLocal8Bit(user->pw_name);
        // The server's user owns the folder (its socket goes there too); others may enter it.
        if (chown(QFile::encodeName(base).constData(), user->pw_uid, user->pw_gid) != 0 ||
            chown(QFile::encodeName(passwordFile.fileName()).constData(), user->pw_uid,
                  user->pw_gid) != 0) {
            *error = u"cannot hand %1 to the user %2"_s.arg(base, m_runAs);
            return false;
        }
    }
    QFile::setPermissions(base, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                    QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                    QFile::ExeOther);
    if (!run(u"initdb"_s,
             {u"-D"_s, dataFolder(base), u"-U"_s, superuser(), u"--pwfile"_s,
              passwordFile.fileName(), u"-A"_s, u"scram-sha-256"_s, u"-E"_s, u"UTF8"_s,
              u"--no-locale"_s, u"--no-sync"_s},
             error))
        return false;
    if (!launch(error))
        return false;
    rememberPassword(superuser(), Password);
    return true;
}

bool PostgresServer::launch(QString *error)
{
    const QString base = m_folder.path();
    // Only the Unix socket in our folder; no fsync: a test server needs no durability.
    const QString options = u"-k %1 -h '' -p %2 -F"_s.arg(base).arg(port());
    if (!run(u"pg_ctl"_s,
             {u"-D"_s, dataFolder(base), u"-w"_s, u"-t"_s, u"60"_s, u"-l"_s,
              base + u"/server.log"_s, u"-o"_s, options, u"start"_s},
             error)) {
        QFile log(base + u"/server.log"_s);
        if (log.open(QIODevice::ReadOnly))
            *error += QString::fromLocal8Bit(log.readAll());
        return false;
    }
    m_running = true;
    return true;
}

bool PostgresServer::restart(QString *error)
{
    return m_running || launch(error);
}

bool PostgresServer::stop()
{
    if (!m_running)
        return true;
    QString error;
    m_running =
        !run(u"pg_ctl"_s,
             {u"-D"_s, dataFolder(m_folder.path()), u"-m"_s, u"immediate"_s, u"-w"_s, u"stop"_s},
             &error);
    if (m_running)
        qWarning("%s", qPrintable(error));
    return !m_running;
}

QString PostgresServer::address(const QString &database, const QString &user) const
{
    return u"postgresql://%1@localhost:%2/%3?host=%4"_s.arg(user).arg(port()).arg(database,
                                                                                  m_folder.path());
}

void PostgresServer::rememberPassword(const QString &user, const QString &password)
{
    // hostname:port:database:username:password; the socket folder counts as "localhost".
    m_passwordLines << u"*:*:*:%1:%2"_s.arg(user, password);
    writePasswordFile();
}

void PostgresServer::writePasswordFile() const
{
    const QString path = m_folder.path() + u"/pgpass"_s;
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        file.write(m_passwordLines.join(u'\n').toUtf8() + '\n');
        file.close();
    }
    // libpq ignores a password file others may read.
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    qputenv("PGPASSFILE", QFile::encodeName(path));
    qunsetenv("PGPASSWORD");
}

bool PostgresServer::execute(const QString &database, const QString &sql, QString *error)
{
    const QString name = u"pg-admin-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
        db.setHostName(m_folder.path());
        db.setPort(port());
        db.setDatabaseName(database);
        db.setUserName(superuser());
        if (!db.open()) {
            *error = db.lastError().text();
        } else {
            QSqlQuery query(db);
            ok = query.exec(sql);
            if (!ok && error)
                *error = query.lastError().text();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

bool PostgresServer::createDatabase(const QString &name, QString *error)
{
    return execute(u"postgres"_s, u"CREATE DATABASE \"%1\""_s.arg(name), error);
}

} // namespace dugout::test
