#include "NextStepGuide.h"

#include "core/match/CardRules.h"
#include "models/MatchText.h"
#include "session/MatchSession.h"

using namespace Qt::StringLiterals;

namespace dugout {

using Offer = NextStepPanel::Offer;

Side NextStepGuide::settingUp() const
{
    return m_session.state().active; // the kicking team first, then the receiving team
}

QString NextStepGuide::finalScore() const
{
    const MatchState &s = m_session.state();
    QString text = tr("Final score: %1 %2 – %3 %4.")
                       .arg(s.home.name)
                       .arg(s.home.score)
                       .arg(s.away.score)
                       .arg(s.away.name);
    if (s.conceded)
        text += u" "_s + tr("%1 conceded.").arg(s.team(*s.conceded).name);
    if (s.shootOutWinner)
        text += u" "_s + tr("%1 won the penalty shoot-out.").arg(s.team(*s.shootOutWinner).name);
    return text;
}

QString NextStepGuide::guide() const
{
    if (!m_session.isOpen())
        return QString();
    const MatchState &s = m_session.state();
    // A Regeneration roll waiting for the apothecary's decision holds everything else.
    if (const std::optional<MatchEvent> regeneration = followUp(Offer::Regeneration);
        regeneration && m_session.check(*regeneration)) {
        const MatchPlayer *hurt = s.team(regeneration->side).player(regeneration->number);
        return tr("%1 has Regeneration: use the apothecary on him, or keep it and roll "
                  "Regeneration.")
            .arg(hurt ? MatchText::playerLabel(*hurt) : QString());
    }
    const QString active = s.team(s.active).name;
    switch (s.phase) {
    case MatchPhase::PreMatch:
        return tr("Pre-match: roll the weather and the gates, then toss the coin.");
    case MatchPhase::Setup:
        return s.active == s.kicking ? tr("%1 kicks off and sets up first.").arg(active)
                                     : tr("%1 receives and sets up now.").arg(active);
    case MatchPhase::KickOff:
        return tr("Both teams are set up: %1 kicks off.").arg(s.team(s.kicking).name);
    case MatchPhase::AwaitTurn:
        return tr("%1: move the turn marker to %2 and start the turn.")
            .arg(active)
            .arg(s.team(s.active).turn + 1);
    case MatchPhase::Turn:
        if (s.turnover)
            return tr("Turnover for %1: press Enter to end the turn.").arg(active);
        if (m_options.timerExpired)
            return tr("Four minutes are up for %1.").arg(active);
        if (s.blitzTurn)
            return tr("Blitz! %1 takes a free turn before the receiving team.").arg(active);
        return tr("%1, turn %2: click a player or type his number, then his action.")
            .arg(active)
            .arg(s.team(s.active).turn);
    case MatchPhase::DriveOver:
        if (s.halfOver)
            return tr("Half time. KO'd players roll to come back before the second half.");
        if (s.half == 3 && s.home.turn == 0 && s.away.turn == 0)
            return tr("Overtime: %1 kicks off.").arg(s.team(s.kicking).name);
        return tr(
            "The drive is over: secret weapons, heat and KO'd players before the next kick-off.");
    case MatchPhase::TieBreak:
        return s.half == 3 ? tr("Still tied after overtime: a draw, or a penalty shoot-out.")
                           : tr("Tied at the end of the second half: a draw, or sudden-death "
                                "overtime if both coaches agree.");
    case MatchPhase::Finished:
        return finalScore();
    }
    return QString();
}

QList<NextStepPanel::Item> NextStepGuide::items() const
{
    QList<NextStepPanel::Item> items;
    if (!m_session.isOpen())
        return items;
    const MatchState &s = m_session.state();
    switch (s.phase) {
    case MatchPhase::PreMatch:
        items << NextStepPanel::Item{Offer::PreMatch, tr("Pre-match…"),
                                     tr("Weather, gates and the coin toss")};
        break;
    case MatchPhase::Setup:
        items << NextStepPanel::Item{Offer::Lineup, tr("Set up %1…").arg(s.team(settingUp()).name),
                                     tr("Choose the players on the pitch for this drive")};
        break;
    case MatchPhase::KickOff:
        items << NextStepPanel::Item{Offer::KickOff, tr("Kick off…"),
                                     tr("Roll or type the kick-off table")};
        break;
    case MatchPhase::AwaitTurn:
        items << NextStepPanel::Item{Offer::StartTurn, tr("Start turn"),
                                     tr("Move the turn marker (S)")};
        break;
    case MatchPhase::Turn:
        if (s.turnover)
            items << NextStepPanel::Item{Offer::EndTurn, tr("End turn"),
                                         tr("End the turn (Enter)")};
        else if (m_options.timerExpired)
            items << NextStepPanel::Item{
                Offer::TimerTurnover, tr("Turnover: time is up"),
                tr("The four minutes are up: the turn ends with a turnover")};
        break;
    case MatchPhase::DriveOver:
        items << NextStepPanel::Item{Offer::EndDrive,
                                     s.halfOver ? tr("Half time…") : tr("End of drive…"),
                                     tr("Secret weapons, heat and KO'd players")};
        break;
    case MatchPhase::TieBreak: {
        MatchEvent overtime;
        overtime.type = MatchEventType::Overtime;
        overtime.flag = true;
        MatchEvent shootOut;
        shootOut.type = MatchEventType::ShootOut;
        if (m_session.check(overtime))
            items << NextStepPanel::Item{Offer::Overtime, tr("Overtime…"),
                                         tr("Sudden death, with a coin toss for the kick-off")};
        if (m_session.check(shootOut))
            items << NextStepPanel::Item{Offer::ShootOut, tr("Penalty shoot-out…"),
                                         tr("D6 + 1 per unused re-roll each, highest wins")};
        items << NextStepPanel::Item{Offer::AcceptDraw, tr("Draw"),
                                     tr("The coaches agree on a draw")};
        break;
    }
    case MatchPhase::Finished:
        // Once the league has the result, the sequence cannot run again: the report shows it.
        if (m_options.postMatch && m_options.resultRecorded)
            items << NextStepPanel::Item{Offer::MatchReport, tr("Show the match report"),
                                         tr("The result as the league recorded it, read only")};
        else if (m_options.postMatch)
            items << NextStepPanel::Item{
                Offer::PostMatch, tr("Go to post-match sequence"),
                tr("Winnings, fan factor, MVP, SPP and casualties in the league")};
        items << NextStepPanel::Item{Offer::PrintSummary, tr("Print summary…"),
                                     tr("Save the match summary as a PDF file")};
        items << NextStepPanel::Item{Offer::PreviewSummary, tr("Print preview…"),
                                     tr("See the match summary page by page, and print it")};
        break;
    }
    addFollowUps(items);
    return items;
}

void NextStepGuide::addFollowUps(QList<NextStepPanel::Item> &items) const
{
    const MatchState &s = m_session.state();
    for (Offer offer :
         {Offer::Apothecary, Offer::Regeneration, Offer::Igor, Offer::RaiseDead, Offer::Bribe}) {
        const std::optional<MatchEvent> event = followUp(offer);
        if (!event || !m_session.check(*event))
            continue;
        const MatchPlayer *hurt =
            s.lastHurtSide ? s.team(*s.lastHurtSide).player(s.lastHurtNumber) : nullptr;
        const QString who = hurt ? MatchText::playerLabel(*hurt) : QString();
        switch (offer) {
        case Offer::Apothecary:
            items << NextStepPanel::Item{offer, tr("Apothecary for %1…").arg(who),
                                         tr("Once per match")};
            break;
        case Offer::Regeneration:
            items << NextStepPanel::Item{
                offer, tr("No apothecary: Regeneration for %1…").arg(who),
                tr("Keep the apothecary and roll Regeneration (4+ heals)")};
            break;
        case Offer::Igor:
            items << NextStepPanel::Item{offer, tr("Igor: re-roll Regeneration for %1…").arg(who),
                                         tr("Once per match, 4+ heals")};
            break;
        case Offer::RaiseDead:
            items << NextStepPanel::Item{offer, tr("Raise %1 as a Zombie").arg(who),
                                         tr("The Necromancer, once per match")};
            break;
        default:
            items << NextStepPanel::Item{offer, tr("Bribe the referee…"),
                                         tr("2+ on a D6 cancels the send-off")};
            break;
        }
    }
    // The wizard's spell, whenever core says its team may cast now.
    if (const std::optional<Side> caster = spellCaster())
        items << NextStepPanel::Item{Offer::Spell,
                                     tr("Wizard of %1: cast a spell…").arg(s.team(*caster).name),
                                     tr("Fireball or lightning bolt, once per match")};
    // Special play cards while a coach holds any.
    if (s.phase != MatchPhase::Finished &&
        (!CardRules::hand(m_session.rules(), s, Side::Home).isEmpty() ||
         !CardRules::hand(m_session.rules(), s, Side::Away).isEmpty()))
        items << NextStepPanel::Item{Offer::PlayCard, tr("Special play cards…"),
                                     tr("Look at your hand and play a card when its moment comes")};
}

std::optional<Side> NextStepGuide::spellCaster() const
{
    for (const Side side : {m_session.state().active, opponent(m_session.state().active)}) {
        MatchEvent e; // a fireball reaching nobody: accepted exactly when the wizard may cast
        e.type = MatchEventType::Spell;
        e.side = side;
        e.item = u"fireball"_s;
        if (m_session.check(e))
            return side;
    }
    return std::nullopt;
}

std::optional<MatchEvent> NextStepGuide::followUp(Offer offer) const
{
    const MatchState &s = m_session.state();
    // The apothecary, regeneration and Igor each help the player hurt last, for his own team.
    const auto forHurtPlayer = [&s](MatchEventType type) -> std::optional<MatchEvent> {
        if (!s.lastHurtSide)
            return std::nullopt;
        MatchEvent help;
        help.type = type;
        help.side = *s.lastHurtSide;
        help.number = s.lastHurtNumber;
        return help;
    };
    MatchEvent e;
    switch (offer) {
    case Offer::Apothecary:
        return forHurtPlayer(MatchEventType::Apothecary);
    case Offer::Regeneration:
        return forHurtPlayer(MatchEventType::Regeneration);
    case Offer::Igor:
        return forHurtPlayer(MatchEventType::Igor);
    case Offer::RaiseDead:
        if (!s.lastHurtSide)
            return std::nullopt;
        e.type = MatchEventType::RaiseDead;
        e.side = opponent(*s.lastHurtSide);
        e.target = s.lastHurtNumber;
        return e;
    case Offer::Bribe:
        if (s.pendingSendOff == 0)
            return std::nullopt;
        e.type = MatchEventType::Bribe;
        e.side = s.active;
        e.number = s.pendingSendOff;
        return e;
    case Offer::TimerTurnover:
        e.type = MatchEventType::Turnover;
        e.side = s.active;
        e.reason = TurnoverReason::Timer;
        return e;
    default:
        return std::nullopt;
    }
}

} // namespace dugout
