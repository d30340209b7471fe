#include "MatchText.h"

#include "core/match/CardLasting.h"
#include "core/match/CardRules.h"
#include "core/rules/Ruleset.h"
#include "models/Palette.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString tableName(const QList<TableRow> &table, const QString &id)
{
    if (id.isEmpty())
        return u"—"_s;
    for (const TableRow &row : table) {
        if (row.id == id)
            return row.name.current();
    }
    return id; // an unknown id shows as itself rather than vanishing
}

} // namespace

QString MatchText::halfName(int half)
{
    if (half >= 3)
        return tr("Overtime");
    //: The half of a match under way; %1 is 1 or 2.
    return tr("Half %1").arg(half);
}

QString MatchText::phaseName(MatchPhase phase)
{
    switch (phase) {
    case MatchPhase::PreMatch:
        return tr("Pre-match");
    case MatchPhase::Setup:
        return tr("Setting up");
    case MatchPhase::KickOff:
        return tr("Kick-off");
    case MatchPhase::Turn:
        return tr("Team turn");
    case MatchPhase::AwaitTurn:
        return tr("Between turns");
    case MatchPhase::DriveOver:
        return tr("End of the drive");
    case MatchPhase::TieBreak:
        return tr("Tied");
    case MatchPhase::Finished:
        return tr("Finished");
    }
    return QString();
}

QString MatchText::stateName(PlayerState state)
{
    switch (state) {
    case PlayerState::Reserves:
        return tr("Reserves");
    case PlayerState::Standing:
        return tr("Standing");
    case PlayerState::Prone:
        return tr("Prone");
    case PlayerState::Stunned:
        return tr("Stunned");
    case PlayerState::KnockedOut:
        return tr("KO");
    case PlayerState::Casualty:
        return tr("Casualty");
    case PlayerState::SentOff:
        return tr("Sent off");
    case PlayerState::Fainted:
        return tr("Fainted");
    }
    return QString();
}

QColor MatchText::stateColor(PlayerState state)
{
    switch (state) {
    case PlayerState::Reserves:
        return Palette::color(Palette::Color::StateReserves);
    case PlayerState::Standing:
        return Palette::color(Palette::Color::StateStanding);
    case PlayerState::Prone:
        return Palette::color(Palette::Color::StateProne);
    case PlayerState::Stunned:
        return Palette::color(Palette::Color::StateStunned);
    case PlayerState::KnockedOut:
        return Palette::color(Palette::Color::StateKnockedOut);
    case PlayerState::Casualty:
        return Palette::color(Palette::Color::StateCasualty);
    case PlayerState::SentOff:
        return Palette::color(Palette::Color::StateSentOff);
    case PlayerState::Fainted:
        return Palette::color(Palette::Color::StateFainted);
    }
    return Palette::color(Palette::Color::StateUnknown);
}

QString MatchText::actionName(PlayerAction action)
{
    switch (action) {
    case PlayerAction::Move:
        return tr("Move");
    case PlayerAction::Block:
        return tr("Block");
    case PlayerAction::Blitz:
        return tr("Blitz");
    case PlayerAction::Pass:
        return tr("Pass");
    case PlayerAction::HandOff:
        return tr("Hand-off");
    case PlayerAction::Foul:
        return tr("Foul");
    case PlayerAction::Other:
        return tr("Other action");
    }
    return QString();
}

QString MatchText::causeName(KnockDownCause cause)
{
    switch (cause) {
    case KnockDownCause::Block:
        return tr("Block or blitz");
    case KnockDownCause::Fall:
        return tr("Fall (dodge, going for it, jump)");
    case KnockDownCause::Crowd:
        return tr("Pushed into the crowd");
    case KnockDownCause::Rock:
        return tr("Hit by a rock");
    case KnockDownCause::Chainsaw:
        return tr("Chainsaw");
    case KnockDownCause::Other:
        return tr("Other (bomb…)");
    case KnockDownCause::Stab:
        return tr("Stab");
    case KnockDownCause::Kickback:
        return tr("Own chainsaw kicks back");
    case KnockDownCause::Landing:
        return tr("Thrown team-mate fails his landing");
    case KnockDownCause::SpikedBall:
        return tr("Spiked Ball (failed catch or pick-up)");
    }
    return QString();
}

QString MatchText::turnoverReasonName(TurnoverReason reason)
{
    switch (reason) {
    case TurnoverReason::Declared:
        return tr("Declared");
    case TurnoverReason::KnockedDown:
        return tr("Player knocked down");
    case TurnoverReason::FailedPickUp:
        return tr("Failed pick-up");
    case TurnoverReason::FailedCatch:
        return tr("Pass or hand-off not caught");
    case TurnoverReason::Fumble:
        return tr("Fumble");
    case TurnoverReason::Interception:
        return tr("Interception");
    case TurnoverReason::SentOff:
        return tr("Fouler sent off");
    case TurnoverReason::Timer:
        return tr("Four minutes up");
    case TurnoverReason::FailedLanding:
        return tr("Thrown player failed to land");
    }
    return QString();
}

QString MatchText::eventName(MatchEventType type)
{
    switch (type) {
    case MatchEventType::PreMatch:
        return tr("Pre-match");
    case MatchEventType::Lineup:
        return tr("Set-up");
    case MatchEventType::KickOff:
        return tr("Kick-off");
    case MatchEventType::StartTurn:
        return tr("Start of turn");
    case MatchEventType::Action:
        return tr("Action");
    case MatchEventType::TeamReroll:
        return tr("Team re-roll");
    case MatchEventType::LeaderReroll:
        return tr("Leader re-roll");
    case MatchEventType::KnockDown:
        return tr("Knocked down");
    case MatchEventType::PlacedProne:
        return tr("Placed prone");
    case MatchEventType::Foul:
        return tr("Foul");
    case MatchEventType::Apothecary:
        return tr("Apothecary");
    case MatchEventType::RaiseDead:
        return tr("Raise the dead");
    case MatchEventType::Bribe:
        return tr("Bribe");
    case MatchEventType::Completion:
        return tr("Completion");
    case MatchEventType::Interception:
        return tr("Interception");
    case MatchEventType::Touchdown:
        return tr("Touchdown");
    case MatchEventType::Turnover:
        return tr("Turnover");
    case MatchEventType::EndTurn:
        return tr("End of turn");
    case MatchEventType::EndDrive:
        return tr("End of the drive");
    case MatchEventType::Concede:
        return tr("Concession");
    case MatchEventType::Overtime:
        return tr("Overtime");
    case MatchEventType::ShootOut:
        return tr("Penalty shoot-out");
    case MatchEventType::AcceptDraw:
        return tr("Draw");
    case MatchEventType::Regeneration:
        return tr("Regeneration");
    case MatchEventType::TerrainPlace:
        return tr("Terrain token");
    case MatchEventType::TerrainEvolution:
        return tr("Terrain at the start of the turn");
    case MatchEventType::CreateCrevasse:
        return tr("Strike the ice");
    case MatchEventType::AccidentalCrevasse:
        return tr("Accidental crevasse");
    case MatchEventType::TerrainJump:
        return tr("Jump");
    case MatchEventType::LavaBurn:
        return tr("On lava");
    case MatchEventType::GenestealerAttack:
        return tr("Genestealer attack");
    case MatchEventType::CrevasseFall:
        return tr("Fell into a new crevasse");
    case MatchEventType::Weather:
        return tr("Weather");
    case MatchEventType::Inducement:
        return tr("Inducement");
    case MatchEventType::Spell:
        return tr("Wizard's spell");
    case MatchEventType::Igor:
        return tr("Igor");
    case MatchEventType::PlayCard:
        return tr("Special play card");
    }
    return QString();
}

QString MatchText::weatherName(const Ruleset &rules, const QString &weatherId)
{
    return tableName(rules.weatherTable(), weatherId);
}

QString MatchText::kickOffName(const Ruleset &rules, const QString &kickOffId)
{
    return tableName(rules.kickOffTable(), kickOffId);
}

QString MatchText::positionName(const Ruleset &rules, const QString &positionId)
{
    const Position *position = rules.position(positionId);
    if (position)
        return position->name.current();
    // A star player hired for the match plays as "star.<id>" (PurchaseRules).
    if (positionId.startsWith(QLatin1String("star.")))
        return tr("Star player");
    // A player a special play card brings in plays as the card's id (CardEffects).
    if (const SpecialPlayCard *card = CardRules::card(rules, positionId))
        return card->name.current();
    return positionId;
}

QString MatchText::inducedNote(const Ruleset &rules, const MatchPlayer &player)
{
    if (!player.induced)
        return {};
    QStringList skills;
    for (const QString &id : player.skills) {
        const Skill *skill = rules.skill(id);
        skills << (skill ? skill->name.current() : id);
    }
    const QString profile = tr("MA %1, ST %2, AG %3, AV %4")
                                .arg(player.ma)
                                .arg(player.st)
                                .arg(player.ag)
                                .arg(player.av);
    QStringList lines;
    const QString prefix = QStringLiteral("star.");
    if (const SpecialPlayCard *card = CardRules::card(rules, player.positionId)) {
        //: The roster's tooltip for a player a special play card brings in (The Fan, Borg…).
        lines << tr("Plays for this team through %1 until it lapses: %2")
                     .arg(card->name.current(), profile);
        lines << tr("Skills: %1").arg(skills.join(QStringLiteral(", ")));
        lines << tr("He keeps no SPP; if he draws the MVP, it is lost.");
    } else if (player.positionId.startsWith(prefix)) {
        const StarPlayer *star = rules.starPlayer(player.positionId.mid(prefix.size()));
        //: The roster's tooltip for a star player hired for the match: his profile.
        lines << tr("Star player hired for this match: %1").arg(profile);
        lines << tr("Skills: %1").arg(skills.join(QStringLiteral(", ")));
        if (star && !star->note.en.isEmpty())
            lines << star->note.current();
        lines << tr("He keeps no SPP; if he draws the MVP, it is lost.");
    } else {
        lines << tr("Mercenary hired for this match: %1").arg(profile);
        lines << tr("Skills: %1").arg(skills.join(QStringLiteral(", ")));
        lines << tr("He keeps no SPP; if he draws the MVP, it is lost.");
    }
    return lines.join(QLatin1Char('\n'));
}

QString MatchText::sppEvents(const MatchPlayer &player)
{
    QStringList parts;
    //: Short SPP event marks in the roster panel: touchdowns, completions, interceptions,
    //: casualties.
    if (player.touchdowns)
        parts << tr("TD %1").arg(player.touchdowns);
    if (player.completions)
        parts << tr("CP %1").arg(player.completions);
    if (player.interceptions)
        parts << tr("INT %1").arg(player.interceptions);
    if (player.casualtiesInflicted)
        parts << tr("CAS %1").arg(player.casualtiesInflicted);
    return parts.join(u" · "_s);
}

QString MatchText::playerLabel(const MatchPlayer &player)
{
    return u"#%1 %2"_s.arg(player.number).arg(player.name);
}

QString MatchText::score(const MatchState &state)
{
    return u"%1 – %2"_s.arg(state.home.score).arg(state.away.score);
}

} // namespace dugout

namespace dugout {

QString MatchText::cardMark(const Ruleset &rules, const MatchState &state, Side side,
                            const CardMark &mark)
{
    const TeamMatchState &team = state.team(side);
    const MatchPlayer *player = mark.number ? team.player(mark.number) : nullptr;
    const QString who = player ? u"%1, %2"_s.arg(team.name, playerLabel(*player)) : team.name;
    QStringList what;
    if (!mark.mark.isEmpty())
        what << CardLasting::describe(mark.mark, mark.value);
    const auto skillName = [&](const QString &id) {
        const Skill *skill = rules.skill(id);
        return skill ? skill->name.current() : id;
    };
    for (const QString &id : mark.added)
        what << u"+"_s + skillName(id);
    for (const QString &id : mark.removed)
        what << u"−"_s + skillName(id);
    for (const auto &[delta, label] : {std::pair{mark.ma, u"MA"_s}, std::pair{mark.st, u"ST"_s},
                                       std::pair{mark.ag, u"AG"_s}, std::pair{mark.av, u"AV"_s}}) {
        if (delta)
            what << u"%1 %2"_s.arg(QString::asprintf("%+d", delta), label);
    }
    // Counted in turns, a card ends with the drive at the latest (CardLasting::lapse).
    const QString lapses = CardLasting::howLong(mark.turnsLeft, mark.until);
    return tr("%1 — %2: %3; %4")
        .arg(CardLasting::cardName(rules, mark.card), who, what.join(u", "_s), lapses);
}

} // namespace dugout
