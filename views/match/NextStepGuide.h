#pragma once

#include "NextStepPanel.h"
#include "core/match/MatchEvent.h"

#include <QCoreApplication>
#include <optional>

namespace dugout {

class MatchSession;

// What the next-step panel says and offers in each phase of the match, and the events behind
// the offers that need no dialog (the apothecary and the Necromancer after an injury, a bribe
// after a send-off, the timer's turnover). Offers that core would refuse are not made.
class NextStepGuide
{
    Q_DECLARE_TR_FUNCTIONS(NextStepGuide)

public:
    struct Options
    {
        bool timerExpired = false;
        bool postMatch = false; // a league match whose post-match sequence can be opened
        bool resultRecorded =
            false; // its result is in the league already: only its report is shown
    };

    NextStepGuide(const MatchSession &session, Options options)
        : m_session(session), m_options(options)
    {
    }

    QString guide() const;
    QList<NextStepPanel::Item> items() const;
    // The event behind a follow-up offer (Apothecary, RaiseDead, Bribe, TimerTurnover); none for
    // the others.
    std::optional<MatchEvent> followUp(NextStepPanel::Offer offer) const;
    // The side that sets up now (Setup phase).
    Side settingUp() const;
    // The side whose wizard may cast now (core's dry run of a spell), if any.
    std::optional<Side> spellCaster() const;

private:
    void addFollowUps(QList<NextStepPanel::Item> &items) const;
    QString finalScore() const;

    const MatchSession &m_session;
    Options m_options;
};

} // namespace dugout
