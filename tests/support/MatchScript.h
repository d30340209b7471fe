#pragma once

#include "MatchFixtures.h"
#include "core/match/MatchEvent.h"

#include <QDateTime>
#include <QList>

namespace dugout::test {

// A whole match between the two teams of humanDerby(), every die typed in, for tests that need
// a long log which folds: nice weather, Perfect defence at each kick-off, `actionsPerTurn`
// players moving in each team turn, and one touchdown by the home #2 in his last turn of the
// second half, so the match ends 1–0. The home team kicks off the first half. Each event is
// stamped one second after the one before.
inline QList<MatchEvent> scriptedMatch(int actionsPerTurn = 2)
{
    using namespace Qt::StringLiterals;
    QList<MatchEvent> events;
    QDateTime at(QDate(2024, 5, 1), QTime(19, 30, 0, 125), Qt::UTC);
    auto add = [&](MatchEvent event) {
        event.at = at;
        at = at.addMSecs(1000);
        events << event;
    };
    auto event = [](MatchEventType type, Side side) {
        MatchEvent e;
        e.type = type;
        e.side = side;
        return e;
    };
    auto lineup = [&](Side side) {
        MatchEvent e = event(MatchEventType::Lineup, side);
        e.numbers = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        e.lineOfScrimmage = 3;
        e.wideLeft = 2;
        e.wideRight = 2;
        add(e);
    };
    auto kickOff = [&](Side kicking) {
        lineup(kicking);
        lineup(opponent(kicking));
        MatchEvent e = event(MatchEventType::KickOff, kicking);
        e.dice = {{u"kickoff"_s, {1, 3}}}; // 4: Perfect defence, nothing more to roll
        add(e);
    };
    auto turn = [&](Side side, bool touchdown = false) {
        add(event(MatchEventType::StartTurn, side));
        for (int number = 1; number <= actionsPerTurn; ++number) {
            MatchEvent action = event(MatchEventType::Action, side);
            action.number = number;
            add(action);
        }
        if (touchdown) {
            MatchEvent score = event(MatchEventType::Touchdown, side);
            score.number = 2;
            add(score);
            return;
        }
        add(event(MatchEventType::EndTurn, side));
    };

    MatchEvent preMatch = event(MatchEventType::PreMatch, Side::Home);
    preMatch.dice = {{u"weather"_s, {3, 4}}, {u"home.gate"_s, {3, 5}}, {u"away.gate"_s, {4, 2}}};
    add(preMatch);
    kickOff(Side::Home);
    for (int t = 1; t <= 8; ++t) {
        turn(Side::Away);
        turn(Side::Home);
    }
    add(event(MatchEventType::EndDrive, Side::Home));
    kickOff(Side::Away); // the team that received first kicks the second half
    for (int t = 1; t <= 7; ++t) {
        turn(Side::Home);
        turn(Side::Away);
    }
    turn(Side::Home, true);
    add(event(MatchEventType::EndDrive, Side::Home));
    kickOff(Side::Home); // the scoring team kicks
    turn(Side::Away);    // the away team's last turn ends the match
    return events;
}

} // namespace dugout::test
