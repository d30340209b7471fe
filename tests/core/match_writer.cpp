// Helper of tst_match_crash, not a test: creates a tracked match in the database given and
// appends the events of test::scriptedMatch() one by one through MatchLogStore, printing
// "seq N" once event N is committed, until it is killed.
//
//   match_writer DATABASE fold|raw DELAY_MS ACTIONS_PER_TURN
//
// "fold" applies each event to a Match first, as the tracker does, and stores the event the
// fold kept; "raw" stores the scripted events as they are.
#include "../support/MatchScript.h"
#include "core/match/Match.h"
#include "core/match/ReplayDice.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/MatchLogStore.h"

#include <QCoreApplication>
#include <QThread>

#include <cstdio>

using namespace dugout;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 5) {
        std::fprintf(stderr, "usage: match_writer DATABASE fold|raw DELAY_MS ACTIONS_PER_TURN\n");
        return 2;
    }
    const bool fold = args.at(2) == QStringLiteral("fold");
    const int delayMs = args.at(3).toInt();
    const auto rules = RulesetLoader::builtIn();
    DatabaseError openError;
    auto database = Database::open(args.at(1), &openError);
    if (!rules || !database) {
        std::fprintf(stderr, "cannot open: %s\n", qPrintable(openError.message));
        return 2;
    }
    const MatchSetup setup = test::humanDerby(*rules);
    MatchLogStore store(*database);
    QString error;
    const qint64 id = store.create(setup, &error);
    if (id <= 0) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    std::printf("match %lld\n", static_cast<long long>(id));
    std::fflush(stdout);

    Match match(*rules, setup);
    const QList<MatchEvent> events = test::scriptedMatch(args.at(4).toInt());
    for (qsizetype i = 0; i < events.size(); ++i) {
        MatchEvent event = events.at(i);
        if (fold) {
            ReplayDice dice;
            const RuleCheck check = match.append(event, dice);
            if (!check || !dice.missing.isEmpty()) {
                std::fprintf(stderr, "event %lld refused: %s%s\n", static_cast<long long>(i + 1),
                             qPrintable(check.reason), qPrintable(dice.missing));
                return 3;
            }
            event = match.lastEvent();
        }
        if (!store.append(id, event, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 4;
        }
        std::printf("seq %lld\n", static_cast<long long>(i + 1));
        std::fflush(stdout);
        if (delayMs > 0)
            QThread::msleep(static_cast<unsigned long>(delayMs));
    }
    std::printf("done\n");
    std::fflush(stdout);
    // Waits to be killed, so the test always kills a live process.
    QThread::sleep(60);
    return 0;
}
