#include "BloodyBallCommand.h"

#include "BloodyBallLeagueActions.h"
#include "CommandArguments.h"

#include "core/bloodyball/BloodyGame.h"
#include "core/bloodyball/BloodyGameFile.h"
#include "core/bloodyball/BloodySimulation.h"

using namespace Qt::StringLiterals;
using namespace dugout::bloodyball;

namespace dugout::cli {

namespace {

QString waitingFor(const Game &game)
{
    const GameState &s = game.state();
    const auto team = [&game](int t) { return game.setup().teams[t].name; };
    switch (s.stage) {
    case Stage::QuarterStart:
        return BloodyBallCommand::tr("the deck shuffled for quarter %1").arg(s.quarter + 1);
    case Stage::Placing:
        return BloodyBallCommand::tr("%1 to set up").arg(team(s.placingTeam));
    case Stage::GivingBall:
        return BloodyBallCommand::tr("%1 to hand out the ball").arg(team(game.attacker()));
    case Stage::Playing:
        return BloodyBallCommand::tr("%1 to play a card (seat %2)")
            .arg(team(game.actingTeam()))
            .arg(s.seatToPlay + 1);
    case Stage::Reaction:
        return BloodyBallCommand::tr("%1 to react or decline").arg(team(game.actingTeam()));
    case Stage::Deviation:
        return BloodyBallCommand::tr("%1 to move the ball from %2")
            .arg(team(s.deviation.chooser), Board::name(s.deviation.at));
    case Stage::GameOver:
        break;
    }
    return BloodyBallCommand::tr("nothing: the game is over");
}

} // namespace

QString BloodyBallCommand::name() const
{
    return u"bloodyball"_s;
}

QList<QPair<QString, QString>> BloodyBallCommand::synopsis() const
{
    return {{u"bloodyball replay FILE"_s,
             tr("Replay a Bloody Ball game file through the rules and print it")},
            {u"bloodyball simulate [--games N] [--seed S] [--against random|computer]"_s,
             tr("Play Bloody Ball games computer against random (or computer) and print the "
                "results")},
            {u"bloodyball teams"_s, tr("List the Bloody Ball teams kept in the database")},
            {u"bloodyball add-team NAME PLAYER1 PLAYER2 PLAYER3 PLAYER4 PLAYER5 [--champion N] "
             "[--figures A,B,C,D,E]"_s,
             tr("Add a Bloody Ball team of five named players (the Champion is player 1 unless "
                "--champion says)")},
            {u"bloodyball draw TEAM_ID [--players N,N,N,N,N] [--champion N]"_s,
             tr("Add a Bloody Ball team drawn from five players of a Dugout team (by shirt "
                "number; the five with the most SPP by default)")},
            {u"bloodyball record FILE"_s,
             tr("Keep the result of a finished Bloody Ball game file for the league table")},
            {u"bloodyball table"_s, tr("Print the Bloody Ball league table")}};
}

void BloodyBallCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addOption({u"games"_s, tr("How many games to simulate (default 1000)."), tr("n")});
    parser.addOption(
        {u"seed"_s, tr("Seed of the dice and of the random coach (default 1)."), tr("s")});
    parser.addOption(
        {u"against"_s, tr("The computer's opponent: random (default) or computer."), tr("who")});
    parser.addOption({u"champion"_s,
                      tr("The Champion: his place among the five (add-team) or his shirt number "
                         "(draw)."),
                      tr("n")});
    parser.addOption({u"figures"_s, tr("The figure standing for each player, separated by commas."),
                      tr("list")});
    parser.addOption({u"players"_s,
                      tr("The shirt numbers of the five players drawn, separated by commas."),
                      tr("list")});
}

int BloodyBallCommand::simulate(const QCommandLineParser &parser, CommandContext &context)
{
    bool ok = true;
    const int games = parser.isSet(u"games"_s) ? parser.value(u"games"_s).toInt(&ok) : 1000;
    if (!ok || games < 1 || games > 100000)
        return context.fail(tr("--games takes a number from 1 to 100000."), UsageError);
    const quint32 seed = parser.isSet(u"seed"_s) ? parser.value(u"seed"_s).toUInt(&ok) : 1;
    if (!ok)
        return context.fail(tr("--seed takes a whole number."), UsageError);
    const QString against =
        parser.value(u"against"_s).isEmpty() ? u"random"_s : parser.value(u"against"_s);
    if (against != u"random"_s && against != u"computer"_s)
        return context.fail(tr("--against takes random or computer."), UsageError);
    GameSetup setup;
    for (int t = 0; t < 2; ++t) {
        setup.teams[t].name = t == 0 ? u"A"_s : u"B"_s;
        for (int i = 1; i <= 5; ++i)
            setup.teams[t].players << QString::number(i);
    }
    const SimulationResult r = Simulation::run(setup, games, seed, against == u"random"_s);
    const double rate = 100.0 * r.computerWins / r.games;
    context.out << tr("%1 games, computer against %2 (seed %3):")
                       .arg(QString::number(r.games), against, QString::number(seed))
                << '\n'
                << tr("  computer won %1 (%2%), lost %3, drew %4")
                       .arg(QString::number(r.computerWins), QString::number(rate, 'f', 1),
                            QString::number(r.otherWins), QString::number(r.draws))
                << '\n'
                << tr("  touchdowns: computer %1, opponent %2")
                       .arg(QString::number(r.computerTouchdowns),
                            QString::number(r.otherTouchdowns))
                << '\n'
                << tr("  computer's decisions: %1, %2 ms on average, %3 ms at most")
                       .arg(QString::number(r.decisions),
                            QString::number(r.totalMs / std::max<qint64>(1, r.decisions), 'f', 3),
                            QString::number(r.slowestMs, 'f', 3))
                << '\n';
    context.out.flush();
    return Success;
}

int BloodyBallCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList args = parser.positionalArguments();
    const QString action = args.value(0);
    if (const int misplaced =
            CommandArguments::checkOptionOwners(parser, name(), action,
                                                {{u"games"_s, {u"simulate"_s}},
                                                 {u"seed"_s, {u"simulate"_s}},
                                                 {u"against"_s, {u"simulate"_s}},
                                                 {u"champion"_s, {u"add-team"_s, u"draw"_s}},
                                                 {u"figures"_s, {u"add-team"_s}},
                                                 {u"players"_s, {u"draw"_s}}},
                                                context);
        misplaced != Success)
        return misplaced;
    if (args.size() == 1 && action == u"simulate"_s)
        return simulate(parser, context);
    if (args.size() == 1 && action == u"teams"_s)
        return BloodyBallLeagueActions::teams(context);
    if (args.size() == 1 && action == u"table"_s)
        return BloodyBallLeagueActions::table(context);
    if (action == u"add-team"_s)
        return BloodyBallLeagueActions::addTeam(parser, args, context);
    if (action == u"draw"_s)
        return BloodyBallLeagueActions::draw(parser, args, context);
    if (action == u"record"_s)
        return BloodyBallLeagueActions::record(args, context);
    if (args.size() != 2 || args.at(0) != u"replay"_s)
        return context.fail(tr("usage: dugout bloodyball replay FILE, simulate [--games N] "
                               "[--seed S] [--against random|computer], teams, add-team, draw, "
                               "record FILE or table"),
                            UsageError);
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
    for (const QString &line : game->log())
        context.out << line << '\n';
    context.out << '\n';
    const GameState &s = game->state();
    for (int q = 0; q < s.quarters.size(); ++q) {
        const QuarterRecord &record = s.quarters.at(q);
        context.out
            << tr("Quarter %1: %2 attacked, %3")
                   .arg(QString::number(q + 1), game->setup().teams[record.attacker].name,
                        record.scorer >= 0
                            ? tr("touchdown for %1").arg(game->setup().teams[record.scorer].name)
                            : (q + 1 == s.quarter && s.stage != Stage::QuarterStart &&
                                       s.stage != Stage::GameOver
                                   ? tr("under way")
                                   : tr("no touchdown")))
            << '\n';
    }
    context.out << tr("Score: %1 %2, %3 %4")
                       .arg(game->setup().teams[0].name, QString::number(s.teams[0].touchdowns),
                            game->setup().teams[1].name, QString::number(s.teams[1].touchdowns))
                << '\n'
                << tr("Waiting for: %1").arg(waitingFor(*game)) << '\n';
    context.out.flush();
    return Success;
}

} // namespace dugout::cli
