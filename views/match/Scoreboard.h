#pragma once

#include "FontScaler.h"
#include "core/league/MatchRecord.h"

#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace dugout {

class MatchClock;
class Ruleset;
class TeamScoreSide;
class TurnTimer;
struct MatchSetup;
struct MatchState;

// The top of the tracker, readable from two metres (docs/architecture.md, "Look and feel"): the
// half, the weather and the drive's kick-off result on one line with the clocks; under it both
// teams' sides around a very large score.
class Scoreboard : public QWidget
{
    Q_OBJECT

public:
    explicit Scoreboard(QWidget *parent = nullptr);

    void setMatch(const Ruleset &rules, const MatchSetup &setup, const MatchState &state);
    // Puts `widget` at the left end of the header line (the tracker's way back to the list).
    void addLeadingWidget(QWidget *widget);
    // Grows the fonts with the screen (1 at 1366×768).
    void setScale(qreal scale);

    TeamScoreSide *side(Side side) const { return side == Side::Home ? m_home : m_away; }
    QString scoreText() const;
    QString halfText() const;
    QString weatherText() const;
    QString kickOffText() const;
    TurnTimer *turnTimer() const { return m_timer; }
    MatchClock *matchClock() const { return m_clock; }

private:
    FontScaler m_fonts; // first: the labels below are sized by it
    QHBoxLayout *m_header;
    QLabel *m_half;
    QLabel *m_weather;
    QLabel *m_kickOff;
    QLabel *m_phase;
    TurnTimer *m_timer;
    MatchClock *m_clock;
    TeamScoreSide *m_home;
    QLabel *m_score;
    TeamScoreSide *m_away;
};

} // namespace dugout
