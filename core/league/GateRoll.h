#pragma once

#include "FixtureStage.h"
#include "Major.h"

#include <QCoreApplication>
#include <QList>

namespace dugout {

// A team's gate, the one rule the tracker's pre-match and the league's post-match both use:
// - 2D6 + the fan factor, in thousands of fans (rulebook l.2270–2290);
// - the holder of Spike! Magazine's trophy adds 2 to its roll (l.4136–4142);
// - the semi-finals and the final of the end-of-season tournament double it (l.4072–4073).
// FAME compares the two teams' gates as they come out of here.
struct GateRoll
{
    Q_DECLARE_TR_FUNCTIONS(GateRoll)

public:
    QList<int> faces; // the 2D6
    int bonus = 0;    // Spike!'s +2
    int fanFactor = 0;
    int multiplier = 1; // 2 for a semi-final or a final

    static GateRoll of(const QList<int> &faces, int fanFactor, FixtureStage stage,
                       const QList<Major> &trophies);

    // The gate in thousands of fans.
    int thousands() const;
    // How it was reached, for the match log: "3 + 5 + 2 + fan factor 4 = 14,000 fans", or
    // "(3 + 5 + fan factor 4) × 2 for the end-of-season tournament = 24,000 fans".
    QString text() const;
};

} // namespace dugout
