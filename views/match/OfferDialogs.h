#pragma once

#include "NextStepPanel.h"
#include "core/match/MatchEvent.h"

#include <QCoreApplication>

#include <optional>

class QWidget;

namespace dugout {

class EventDialog;
class EventProbe;
class MatchSession;

// The dialog behind each offer of the next-step panel that needs one (pre-match, set-up,
// kick-off, end of drive, apothecary, bribe, overtime, shoot-out), built for the match as it
// stands. Offers that are a single event or no event at all have none.
class OfferDialogs
{
    Q_DECLARE_TR_FUNCTIONS(OfferDialogs)

public:
    // A new dialog (not shown yet), or nullptr when `offer` needs none or is not possible now.
    // `selectedSide`/`selectedNumber`: the player selected in the tracker, where the dialog's
    // player pickers start.
    static EventDialog *create(NextStepPanel::Offer offer, const EventProbe &probe,
                               const MatchSession &session, QWidget *parent,
                               std::optional<Side> selectedSide = std::nullopt,
                               int selectedNumber = 0);
};

} // namespace dugout
