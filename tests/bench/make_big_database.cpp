// Builds a big database for the benchmarks (issue 18), or for anyone who wants the same one:
//   make_big_database --leagues 72 --teams 8 --seasons 1 --seed 1 -o big.sqlite
// A benchmark tool, not a user command: its messages are for developers, in English.
#include "BigDatabase.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Builds a big Dugout database through the real stores, seeded."_s);
    parser.addHelpOption();
    const dugout::bench::BigDatabaseShape defaults;
    parser.addOptions(
        {{u"leagues"_s, u"How many leagues."_s, u"N"_s, QString::number(defaults.leagues)},
         {u"teams"_s, u"Teams per league."_s, u"M"_s, QString::number(defaults.teams)},
         {u"seasons"_s, u"Seasons per league, every fixture played."_s, u"K"_s,
          QString::number(defaults.seasons)},
         {u"seed"_s, u"Seed of the dice."_s, u"S"_s, QString::number(defaults.seed)},
         {{u"o"_s, u"output"_s}, u"The database to write (must not exist)."_s, u"PATH"_s}});
    parser.process(app);
    dugout::bench::BigDatabaseShape shape;
    bool ok[4] = {};
    shape.leagues = parser.value(u"leagues"_s).toInt(&ok[0]);
    shape.teams = parser.value(u"teams"_s).toInt(&ok[1]);
    shape.seasons = parser.value(u"seasons"_s).toInt(&ok[2]);
    shape.seed = parser.value(u"seed"_s).toUInt(&ok[3]);
    if (!ok[0] || !ok[1] || !ok[2] || !ok[3] || shape.leagues < 1 || shape.teams < 2 ||
        shape.seasons < 1 || parser.value(u"output"_s).isEmpty()) {
        std::fprintf(
            stderr,
            "usage: make_big_database --leagues N --teams M --seasons K --seed S -o PATH\n");
        return 2;
    }
    QElapsedTimer timer;
    timer.start();
    QString error;
    if (!dugout::bench::BigDatabase::build(shape, parser.value(u"output"_s), &error)) {
        std::fprintf(stderr, "make_big_database: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("built %d leagues of %d teams, %d season(s) each, in %.1f s\n", shape.leagues,
                shape.teams, shape.seasons, double(timer.elapsed()) / 1000.0);
    return 0;
}
