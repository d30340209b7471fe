#include "BloodyBallLeagueActions.h"

#include "CommandArguments.h"
#include "CommandTransaction.h"
#include "core/bloodyball/BloodyGame.h"
#include "core/bloodyball/BloodyGameFile.h"
#include "core/bloodyball/TeamDraw.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/BloodyBallStore.h"
#include "core/storage/TeamStore.h"

using namespace Qt::StringLiterals;
using namespace dugout::bloodyball;

namespace dugout::cli {

namespace {

// "Grub ★ (Ogre), Mog (Goblin), …": the Champion starred, figures in brackets.
QString playersLine(const BloodyTeam &t)
{
    QStringList players;
    for (int i = 0; i < t.team.players.size(); ++i) {
        QString p = t.team.players.at(i);
        if (i == t.team.champion)
            p += u" ★"_s;
        if (i < t.figures.size() && !t.figures.at(i).isEmpty())
            p += u" (%1)"_s.arg(t.figures.at(i));
        players << p;
    }
    return players.join(u", "_s);
}

// Whole numbers separated by commas ("7,3,1,2,9"), or nullopt when one is not.
std::optional<QList<int>> numbers(const QString &text)
{
    QList<int> list;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const int n = part.trimmed().toInt(&ok);
        if (!ok || n < 1)
            return std::nullopt;
        list << n;
    }
    return list;
}

int addAndPrint(const BloodyTeam &team, CommandContext &context)
{
    CommandTransaction transaction(context, true);
    if (!transaction.isOpen())
        return Failure;
    QString error;
    const qint64 id = BloodyBallStore(transaction.database()).addTeam(team, &error);
    if (id == 0)
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    context.out << BloodyBallLeagueActions::tr("Bloody Ball team %1 added: %2")
                       .arg(team.team.name, playersLine(team))
                << '\n';
    context.out.flush();
    return Success;
}

} // namespace

int BloodyBallLeagueActions::teams(CommandContext &context)
{
    Database *db = context.database(false);
    if (!db)
        return Failure;
    QString error;
    const std::optional<QList<BloodyTeam>> list = BloodyBallStore(*db).teams(&error);
    if (!list)
        return context.fail(error);
    if (list->isEmpty())
        context.out << tr("No Bloody Ball team yet: add one with 'dugout bloodyball add-team' "
                          "or 'dugout bloodyball draw'.")
                    << '\n';
    for (const BloodyTeam &t : *list)
        context.out << u"%1: %2"_s.arg(t.team.name, playersLine(t)) << '\n';
    context.out.flush();
    return Success;
}

int BloodyBallLeagueActions::addTeam(const QCommandLineParser &parser, const QStringList &args,
                                     CommandContext &context)
{
    if (args.size() != 7)
        return context.fail(tr("usage: dugout bloodyball add-team NAME PLAYER1 PLAYER2 PLAYER3 "
                               "PLAYER4 PLAYER5 [--champion N] [--figures A,B,C,D,E]"),
                            UsageError);
    BloodyTeam team;
    team.team.name = args.at(1);
    team.team.players = args.mid(2);
    if (parser.isSet(u"champion"_s)) {
        bool ok = false;
        const int n = parser.value(u"champion"_s).toInt(&ok);
        if (!ok || n < 1 || n > 5)
            return context.fail(tr("--champion takes the Champion's place among the five "
                                   "players, 1 to 5."),
                                UsageError);
        team.team.champion = n - 1;
    }
    if (parser.isSet(u"figures"_s)) {
        team.figures = parser.value(u"figures"_s).split(u',');
        if (team.figures.size() != 5)
            return context.fail(tr("--figures takes five figures separated by commas."),
                                UsageError);
    }
    if (RuleCheck ok = BloodyTeam::check(team); !ok)
        return context.fail(ok.reason);
    return addAndPrint(team, context);
}

int BloodyBallLeagueActions::draw(const QCommandLineParser &parser, const QStringList &args,
                                  CommandContext &context)
{
    const qint64 teamId = args.size() == 2 ? CommandArguments::positiveId(args.at(1)) : 0;
    if (teamId == 0)
        return context.fail(tr("usage: dugout bloodyball draw TEAM_ID [--players N,N,N,N,N] "
                               "[--champion N]"),
                            UsageError);
    QList<int> chosen;
    if (parser.isSet(u"players"_s)) {
        const std::optional<QList<int>> list = numbers(parser.value(u"players"_s));
        if (!list)
            return context.fail(tr("--players takes shirt numbers separated by commas."),
                                UsageError);
        chosen = *list;
    }
    int champion = 0;
    if (parser.isSet(u"champion"_s)) {
        bool ok = false;
        champion = parser.value(u"champion"_s).toInt(&ok);
        if (!ok || champion < 1)
            return context.fail(tr("--champion takes the Champion's shirt number."), UsageError);
    }
    const std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
    if (!rules)
        return context.fail(tr("The built-in rules could not be loaded."));
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    QString error;
    const std::optional<Team> lrb = TeamStore(transaction.database()).load(teamId, &error);
    if (!lrb)
        return context.fail(error);
    const std::optional<BloodyTeam> drawn = TeamDraw::draw(*lrb, *rules, chosen, champion, &error);
    if (!drawn)
        return context.fail(error);
    if (BloodyBallStore(transaction.database()).addTeam(*drawn, &error) == 0)
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    context.out << tr("Bloody Ball team %1 drawn from team %2: %3")
                       .arg(drawn->team.name)
                       .arg(teamId)
                       .arg(playersLine(*drawn))
                << '\n';
    context.out.flush();
    return Success;
}

int BloodyBallLeagueActions::record(const QStringList &args, CommandContext &context)
{
    if (args.size() != 2)
        return context.fail(tr("usage: dugout bloodyball record FILE"), UsageError);
    const std::optional<QByteArray> bytes = context.readFile(args.at(1));
    if (!bytes)
        return Failure;
    QString error;
    const std::optional<GameLog> log = GameFile::fromBytes(*bytes, &error);
    if (!log)
        return context.fail(tr("%1: %2").arg(args.at(1), error));
    const std::optional<Game> game = Game::replay(log->setup, log->events, &error);
    if (!game)
        return context.fail(tr("%1: %2").arg(args.at(1), error));
    CommandTransaction transaction(context, true);
    if (!transaction.isOpen())
        return Failure;
    if (BloodyBallStore(transaction.database()).recordGame(*game, &error) == 0)
        return context.fail(tr("%1: %2").arg(args.at(1), error));
    if (!transaction.commit())
        return Failure;
    const GameState &s = game->state();
    context.out << tr("Result kept: %1 %2, %3 %4")
                       .arg(game->setup().teams[0].name, QString::number(s.teams[0].touchdowns),
                            game->setup().teams[1].name, QString::number(s.teams[1].touchdowns))
                << '\n';
    context.out.flush();
    return Success;
}

int BloodyBallLeagueActions::table(CommandContext &context)
{
    Database *db = context.database(false);
    if (!db)
        return Failure;
    QString error;
    const std::optional<QList<BloodyStanding>> lines = BloodyBallStore(*db).table(&error);
    if (!lines)
        return context.fail(error);
    context.out << tr("Bloody Ball league table") << '\n'
                << u"%1 %2 %3 %4 %5 %6 %7"_s.arg(tr("Team"), -30)
                       .arg(tr("Games"), 6)
                       .arg(tr("Won"), 5)
                       .arg(tr("Drawn"), 6)
                       .arg(tr("Lost"), 5)
                       .arg(tr("TD for"), 7)
                       .arg(tr("TD against"), 11)
                << '\n';
    for (const BloodyStanding &l : *lines)
        context.out << u"%1 %2 %3 %4 %5 %6 %7"_s.arg(l.name, -30)
                           .arg(l.games, 6)
                           .arg(l.wins, 5)
                           .arg(l.draws, 6)
                           .arg(l.losses, 5)
                           .arg(l.touchdownsFor, 7)
                           .arg(l.touchdownsAgainst, 11)
                    << '\n';
    context.out.flush();
    return Success;
}

} // namespace dugout::cli
