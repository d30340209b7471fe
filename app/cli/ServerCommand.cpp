#include "ServerCommand.h"

#include "core/storage/ServerAddress.h"
#include "core/storage/ServerRoles.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

QString ServerCommand::name() const
{
    return u"server"_s;
}

QList<QPair<QString, QString>> ServerCommand::synopsis() const
{
    return {{u"server init"_s, tr("Set up the league server at --db: its tables, the coaches' "
                                  "group and who may connect; you become its commissioner")},
            {u"server add-coach NAME"_s,
             tr("Give coach NAME a login to the league server; prints their password once")}};
}

void ServerCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(u"action"_s, tr("init or add-coach"));
    parser.addPositionalArgument(u"name"_s, tr("The coach's login name"), u"[NAME]"_s);
}

int ServerCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (!ServerAddress::isServerAddress(context.databasePath()))
        return context.fail(tr("'server' needs a league server: give --db "
                               "postgresql://USER@HOST:PORT/DATABASE."),
                            UsageError);
    if (action == u"init"_s && positional.size() == 1)
        return init(context);
    if (action == u"add-coach"_s && positional.size() == 2)
        return addCoach(positional.at(1), context);
    if (action == u"add-coach"_s)
        return context.fail(tr("'server add-coach' takes exactly one NAME."), UsageError);
    return context.fail(tr("'server' needs an action: init or add-coach."), UsageError);
}

int ServerCommand::init(CommandContext &context)
{
    Database *database = context.database(true);
    if (!database)
        return Failure;
    QString error;
    if (!ServerRoles::init(*database, &error))
        return context.fail(error);
    context.out
        << tr("The league server %1 is ready (schema %2). You, %3, are its "
              "commissioner; only you and the coaches you add may connect.")
               .arg(database->path())
               .arg(database->schemaVersion())
               .arg(database->serverUser())
        << '\n'
        << tr("Add each coach with: dugout --db %1 server add-coach NAME").arg(database->path())
        << Qt::endl;
    return Success;
}

int ServerCommand::addCoach(const QString &coach, CommandContext &context)
{
    Database *database = context.database(false);
    if (!database)
        return Failure;
    QString error;
    const std::optional<QString> password = ServerRoles::addCoach(*database, coach, &error);
    if (!password)
        return context.fail(error);
    const std::optional<ServerAddress> address = ServerAddress::parse(database->path(), nullptr);
    const QString host = address && !address->host.startsWith(u'/') && !address->host.isEmpty()
                             ? address->host
                             : u"localhost"_s;
    context.out << tr("Coach %1 may now log in to %2 and change their own teams.")
                       .arg(coach, database->path())
                << '\n'
                << tr("Their password, shown only this once: %1").arg(*password) << '\n'
                << tr("They add this line to their password file ~/.pgpass (readable by them "
                      "alone, chmod 600):")
                << '\n'
                << u"%1:%2:%3:%4:%5"_s.arg(host)
                       .arg(address ? address->port : 5432)
                       .arg(address ? address->database : QString(), coach, *password)
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
