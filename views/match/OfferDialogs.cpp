#include "OfferDialogs.h"

#include "core/match/DiceKeys.h"

#include "ApothecaryDialog.h"
#include "CardsDialog.h"
#include "DiceDialog.h"
#include "EndDriveDialog.h"
#include "KickOffDialog.h"
#include "LineupDialog.h"
#include "NextStepGuide.h"
#include "OvertimeDialog.h"
#include "PreMatchDialog.h"
#include "SpellDialog.h"
#include "core/match/DiceKeys.h"
#include "session/MatchSession.h"

using namespace Qt::StringLiterals;

namespace dugout {

using Offer = NextStepPanel::Offer;

EventDialog *OfferDialogs::create(Offer offer, const EventProbe &probe, const MatchSession &session,
                                  QWidget *parent, std::optional<Side> selectedSide,
                                  int selectedNumber)
{
    const MatchState &s = session.state();
    const Ruleset &rules = session.rules();
    const NextStepGuide guide(session, {});
    switch (offer) {
    case Offer::PreMatch:
        return new PreMatchDialog(probe, rules, s.home.name, s.away.name, parent, s.weatherId, &s);
    case Offer::Lineup:
        return new LineupDialog(probe, rules, guide.settingUp(), s.team(guide.settingUp()), parent);
    case Offer::KickOff:
        return new KickOffDialog(probe, rules, s, parent);
    case Offer::EndDrive:
        return new EndDriveDialog(probe, s, parent);
    case Offer::Apothecary: {
        const std::optional<MatchEvent> e = guide.followUp(offer);
        const MatchPlayer *player = e ? s.team(e->side).player(e->number) : nullptr;
        return player ? new ApothecaryDialog(probe, rules, e->side, *player, parent) : nullptr;
    }
    case Offer::Regeneration: {
        const std::optional<MatchEvent> e = guide.followUp(offer);
        if (!e)
            return nullptr;
        return new DiceDialog(
            probe, tr("Regeneration"),
            tr("The apothecary is kept: on 4 or more the player regenerates and goes to the "
               "reserves."),
            *e,
            {{DiceKeys::forSide(e->side, DiceKeys::regeneration), tr("Regeneration (D6):"), {6}}},
            parent);
    }
    case Offer::Igor: {
        const std::optional<MatchEvent> e = guide.followUp(offer);
        if (!e)
            return nullptr;
        return new DiceDialog(
            probe, tr("Igor"),
            tr("Igor re-rolls the failed Regeneration, once per match: on 4 or more the player "
               "regenerates and goes to the reserves."),
            *e, {{DiceKeys::forSide(e->side, DiceKeys::igor), tr("Igor (D6):"), {6}}}, parent);
    }
    case Offer::PlayCard:
        return new CardsDialog(probe, rules, s, selectedSide, selectedNumber, parent);
    case Offer::Spell: {
        const std::optional<Side> caster = guide.spellCaster();
        return caster ? new SpellDialog(probe, s, *caster, parent) : nullptr;
    }
    case Offer::Bribe: {
        const std::optional<MatchEvent> e = guide.followUp(offer);
        if (!e)
            return nullptr;
        return new DiceDialog(
            probe, tr("Bribe"), tr("Bribe the referee: on 2 or more the send-off is cancelled."),
            *e, {{DiceKeys::forSide(e->side, DiceKeys::bribe), tr("Bribe (D6):"), {6}}}, parent);
    }
    case Offer::Overtime:
        return new OvertimeDialog(probe, s.home.name, s.away.name, parent);
    case Offer::ShootOut: {
        MatchEvent e;
        e.type = MatchEventType::ShootOut;
        //: Shoot-out dice of a team; %1 is the team name.
        const QString dice = tr("%1 (D6):");
        return new DiceDialog(
            probe, tr("Penalty shoot-out"),
            tr("Each coach rolls a D6 and adds his unused re-rolls; highest wins, rolled again on "
               "a tie."),
            e,
            {{DiceKeys::forSide(Side::Home, DiceKeys::shootOut), dice.arg(s.home.name), {6}},
             {DiceKeys::forSide(Side::Away, DiceKeys::shootOut), dice.arg(s.away.name), {6}}},
            parent);
    }
    default:
        return nullptr;
    }
}

} // namespace dugout
