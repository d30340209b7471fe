#include "TournamentActions.h"

#include "CommandArguments.h"
#include "CommandTransaction.h"
#include "TournamentOutput.h"
#include "core/dice/RandomDice.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/OutputPath.h"
#include "core/storage/TournamentRosterStore.h"
#include "core/storage/TournamentStore.h"
#include "core/storage/WriteFailure.h"
#include "core/tournament/NafReport.h"
#include "core/tournament/RegistrationCsv.h"
#include "core/tournament/RegistrationRosters.h"
#include "core/tournament/RoundPairing.h"
#include "core/tournament/TournamentGameDetails.h"
#include "core/tournament/TournamentJson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace dugout::cli {

qint64 TournamentActions::idArgument(const QString &text, const QString &what,
                                     CommandContext &context)
{
    const qint64 id = CommandArguments::positiveId(text);
    if (id == 0)
        context.fail(tr("%1 must be a positive number, not '%2'.").arg(what, text), UsageError);
    return id;
}

int TournamentActions::create(const QString &path, CommandContext &context)
{
    const std::optional<QByteArray> bytes = context.readFile(path);
    if (!bytes)
        return Failure;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &parseError);
    if (!document.isObject())
        return context.fail(tr("%1 is not a tournament file: %2")
                                .arg(path, parseError.error == QJsonParseError::NoError
                                               ? tr("a JSON object was expected")
                                               : parseError.errorString()));
    QString error;
    const std::optional<Tournament> tournament =
        TournamentJson::fromJson(document.object(), &error);
    if (!tournament)
        return context.fail(tr("%1 was not stored: %2").arg(path, error));
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    CommandTransaction transaction(context, true);
    if (!transaction.isOpen())
        return Failure;
    const qint64 id = TournamentStore(transaction.database(), *rules).create(*tournament, &error);
    if (id == 0)
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    // Only the id, so that a script can keep it: T=$(dugout tournament create open.json).
    context.out << id << Qt::endl;
    return Success;
}

int TournamentActions::registerCoaches(const QString &id, const QString &path,
                                       CommandContext &context)
{
    const qint64 tournamentId = idArgument(id, tr("The tournament's id"), context);
    if (tournamentId == 0)
        return UsageError;
    const std::optional<QByteArray> bytes = context.readFile(path);
    if (!bytes)
        return Failure;
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    QString error;
    QStringList rosterFiles;
    std::optional<QList<Entrant>> entrants =
        RegistrationCsv::read(*bytes, *rules, &error, &rosterFiles);
    if (!entrants)
        return context.fail(
            tr("%1 was not registered:\n  %2").arg(path, error.replace(u"\n"_s, u"\n  "_s)));
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    TournamentStore store(transaction.database(), *rules);
    const std::optional<Tournament> tournament = store.load(tournamentId, &error);
    if (!tournament)
        return context.fail(error);
    // Every roster the list names is checked against the tournament's team rules first; one
    // refused roster refuses the whole list, as a bad line does.
    if (const QStringList problems = RegistrationRosters::problems(
            *entrants, rosterFiles, QFileInfo(path).absolutePath(), *rules, tournament->rules.team);
        !problems.isEmpty())
        return context.fail(tr("%1 was not registered:\n  %2").arg(path, problems.join(u"\n  "_s)));
    // The rosters the list names are stored with the tournament (progression starts from them).
    if (!TournamentRosterStore(transaction.database(), *rules)
             .registerWithRosters(tournamentId, *entrants,
                                  RegistrationRosters::read(*entrants, rosterFiles,
                                                            QFileInfo(path).absolutePath(), *rules),
                                  &error))
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    for (const Entrant &e : *entrants)
        context.out << u"%1  %2"_s.arg(e.id, 5).arg(e.coach) << '\n';
    context.out << tr("%n coach(es) registered.", nullptr, int(entrants->size())) << Qt::endl;
    return Success;
}

int TournamentActions::setActive(const QString &id, const QString &entrantId, bool active,
                                 CommandContext &context)
{
    const qint64 tournamentId = idArgument(id, tr("The tournament's id"), context);
    const qint64 entrant =
        tournamentId ? idArgument(entrantId, tr("The entrant's id"), context) : 0;
    if (entrant == 0)
        return UsageError;
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    QString error;
    TournamentStore store(transaction.database(), *rules);
    if (!store.setActive(tournamentId, entrant, active, &error))
        return context.fail(error);
    const std::optional<Tournament> t = store.load(tournamentId, &error);
    if (!t || !transaction.commit())
        return t ? Failure : context.fail(error);
    context.out << (active ? tr("%1 is back in: paired from the next round.")
                           : tr("%1 has dropped out: no longer paired."))
                       .arg(TournamentOutput::coachText(*t, entrant, *rules))
                << Qt::endl;
    return Success;
}

int TournamentActions::pair(const QString &id, const QString &at, bool json,
                            CommandContext &context)
{
    const qint64 tournamentId = idArgument(id, tr("The tournament's id"), context);
    if (tournamentId == 0)
        return UsageError;
    QDateTime startsAt = QDateTime::currentDateTime();
    if (!at.isEmpty()) {
        startsAt = QDateTime::fromString(at, u"yyyy-MM-dd HH:mm"_s);
        if (!startsAt.isValid())
            return context.fail(
                tr("--at takes a time written \"YYYY-MM-DD HH:MM\", not '%1'.").arg(at),
                UsageError);
    }
    startsAt.setTime(QTime(startsAt.time().hour(), startsAt.time().minute()));
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    QString error;
    TournamentStore store(transaction.database(), *rules);
    SwissPairingOutcome outcome;
    if (!store.pairNextRound(tournamentId, startsAt, &outcome, &error))
        return context.fail(error);
    const std::optional<Tournament> t = store.load(tournamentId, &error);
    if (!t)
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    TournamentOutput::pairings(context.out, *t, outcome.round, *rules, json);
    if (!json && !RoundPairing::hasBracket(*t))
        context.out
            << tr("Pairing cost %1, %n rematch(es).", nullptr, outcome.rematches).arg(outcome.cost)
            << '\n';
    context.out.flush();
    return Success;
}

int TournamentActions::unpair(const QString &id, CommandContext &context)
{
    const qint64 tournamentId = idArgument(id, tr("The tournament's id"), context);
    if (tournamentId == 0)
        return UsageError;
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    QString error;
    TournamentStore store(transaction.database(), *rules);
    const std::optional<Tournament> before = store.load(tournamentId, &error);
    if (!before || !store.unpairLastRound(tournamentId, &error))
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    context.out << tr("Round %1 was taken back.").arg(before->roundsPaired()) << Qt::endl;
    return Success;
}

int TournamentActions::result(const QString &id, const QStringList &numbers, const QString &through,
                              CommandContext &context, const QString &details)
{
    const qint64 tournamentId = idArgument(id, tr("The tournament's id"), context);
    if (tournamentId == 0)
        return UsageError;
    if (numbers.size() != 4 && numbers.size() != 6)
        return context.fail(tr("'tournament result' takes ID ROUND TABLE HOME_TD AWAY_TD "
                               "[HOME_CAS AWAY_CAS]."),
                            UsageError);
    QList<int> values;
    for (const QString &n : numbers) {
        bool ok = false;
        values.append(n.toInt(&ok));
        if (!ok)
            return context.fail(tr("'%1' is not a number.").arg(n), UsageError);
    }
    while (values.size() < 6)
        values.append(0);
    if (!through.isEmpty() && through != u"home"_s && through != u"away"_s)
        return context.fail(tr("--through takes home or away, not '%1'.").arg(through), UsageError);
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    TournamentResultEntry entry;
    if (!details.isEmpty()) {
        const std::optional<QByteArray> bytes = context.readFile(details);
        if (!bytes)
            return Failure;
        QStringList problems;
        entry.details = TournamentGameDetails::fromBytes(*bytes, *rules, &problems);
        if (!entry.details)
            return context.fail(
                tr("%1 cannot be read:\n  %2").arg(details, problems.join(u"\n  "_s)));
    }
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    QString error;
    TournamentStore store(transaction.database(), *rules);
    qint64 wentThrough = 0;
    if (!through.isEmpty()) {
        const std::optional<Tournament> before = store.load(tournamentId, &error);
        if (!before)
            return context.fail(error);
        if (const TournamentGame *g = before->game(values[0], values[1]))
            wentThrough = through == u"home"_s ? g->homeId : g->awayId;
    }
    entry.round = values[0];
    entry.table = values[1];
    entry.homeTouchdowns = values[2];
    entry.awayTouchdowns = values[3];
    entry.homeCasualties = values[4];
    entry.awayCasualties = values[5];
    entry.wentThroughId = wentThrough;
    // In progression the game goes through the players' post-match steps (TournamentRosterStore).
    RandomDice dice;
    PostMatchResult sequence;
    if (!TournamentRosterStore(transaction.database(), *rules)
             .recordResult(tournamentId, entry, dice, &sequence, &error))
        return context.fail(error);
    const std::optional<Tournament> t = store.load(tournamentId, &error);
    if (!t)
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    const TournamentGame *g = t->game(values[0], values[1]);
    context.out << tr("Round %1, table %2: %3 %4–%5 %6 (casualties %7–%8).")
                       .arg(g->round)
                       .arg(g->table)
                       .arg(TournamentOutput::coachText(*t, g->homeId, *rules))
                       .arg(g->homeTouchdowns)
                       .arg(g->awayTouchdowns)
                       .arg(TournamentOutput::coachText(*t, g->awayId, *rules))
                       .arg(g->homeCasualties)
                       .arg(g->awayCasualties)
                << Qt::endl;
    if (!sequence.log.isEmpty())
        context.out << sequence.logText() << Qt::endl;
    return Success;
}

int TournamentActions::nafReport(const QString &id, const QString &output, CommandContext &context)
{
    const qint64 tournamentId = idArgument(id, tr("The tournament's id"), context);
    if (tournamentId == 0)
        return UsageError;
    if (output.isEmpty())
        return context.fail(tr("'tournament naf-report' needs -o FILE.xml."), UsageError);
    const auto rules = RulesetLoader::builtIn();
    Database *database = context.database(false);
    if (!rules || !database)
        return Failure;
    if (const RuleCheck where = OutputPath::check(output, database->path()); !where)
        return context.fail(where.reason);
    QString error;
    const std::optional<Tournament> t =
        TournamentStore(*database, *rules).load(tournamentId, &error);
    if (!t)
        return context.fail(error);
    QStringList leftOut;
    const QByteArray xml = NafReport::write(*t, &leftOut);
    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly) || file.write(xml) != xml.size() || !file.commit())
        return context.fail(tr("Cannot write %1: %2")
                                .arg(QDir::toNativeSeparators(output), WriteFailure::reason(file)));
    for (const QString &line : leftOut)
        context.err << line << '\n';
    context.err.flush();
    context.out << tr("Wrote the NAF report of %1 to %2.")
                       .arg(t->name, QDir::toNativeSeparators(QDir(output).absolutePath()))
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
