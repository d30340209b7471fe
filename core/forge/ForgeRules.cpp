#include "ForgeRules.h"

#include "ForgeCrevasses.h"
#include "ForgeEvolution.h"
#include "ForgeHazards.h"
#include "ForgeKeys.h"
#include "ForgeMoves.h"
#include "ForgeTables.h"
#include "core/match/MatchFlow.h"
#include "core/rules/Ruleset.h"

namespace dugout {

namespace {

bool beforeKickOff(const MatchState &s)
{
    return s.drive == 0 && (s.phase == MatchPhase::PreMatch || s.phase == MatchPhase::Setup);
}

// Events a turn waiting for its evolution still takes: the evolution itself, a token put right,
// and a concession at the start of the turn.
bool allowedBeforeEvolution(MatchEventType type)
{
    return type == MatchEventType::TerrainEvolution || type == MatchEventType::TerrainPlace ||
           type == MatchEventType::Concede;
}

} // namespace

bool ForgeRules::isForgeEvent(MatchEventType type)
{
    switch (type) {
    case MatchEventType::TerrainPlace:
    case MatchEventType::TerrainEvolution:
    case MatchEventType::CreateCrevasse:
    case MatchEventType::AccidentalCrevasse:
    case MatchEventType::TerrainJump:
    case MatchEventType::LavaBurn:
    case MatchEventType::GenestealerAttack:
    case MatchEventType::CrevasseFall:
        return true;
    default:
        return false;
    }
}

Side ForgeRules::placingSide(const MatchState &state)
{
    if (beforeKickOff(state))
        return state.terrain.homePlaced > state.terrain.awayPlaced ? Side::Away : Side::Home;
    return state.active;
}

QString ForgeRules::tokenName(TerrainToken token)
{
    switch (token) {
    case TerrainToken::Crevasse:
        return tr("crevasse");
    case TerrainToken::Lava:
        return tr("lava flow");
    case TerrainToken::Crest:
        return tr("crest");
    case TerrainToken::None:
        break;
    }
    return tr("open ice");
}

RuleCheck ForgeRules::before(const MatchStep &step, QStringList *later)
{
    const MatchState &s = step.state;
    const MatchEventType type = step.event.type;
    if (!s.terrain.active) {
        if (isForgeEvent(type))
            return RuleCheck::refused(
                tr("This match is not played on La Forge de Sigmar: its pitch has no terrain."));
        return RuleCheck::ok();
    }
    // A pass may say the square it is thrown from (and the one it is aimed at), for the ice's
    // modifier to it; a move or a blitz its path, for what each square costs.
    if (type == MatchEventType::Action && !step.event.squares.isEmpty()) {
        const MatchEvent &e = step.event;
        if (e.action == PlayerAction::Move || e.action == PlayerAction::Blitz) {
            if (const RuleCheck move = ForgeMoves::declareMove(
                    step.rules.forge(), s, e, MatchFlow::playerName(step, e.side, e.number), later);
                !move)
                return move;
        } else if (e.action != PlayerAction::Pass || e.squares.size() > 2) {
            return RuleCheck::refused(tr("Only a pass names squares (the one it is thrown from, "
                                         "then its target), or a move or a blitz (its path)."));
        } else {
            for (const PitchSquare &square : e.squares) {
                if (!square.isOnPitch())
                    return RuleCheck::refused(tr("Type the square he throws from: a row A–O then "
                                                 "a column 1–26, as H11."));
            }
        }
    }
    if (s.terrain.evolutionDue && !allowedBeforeEvolution(type))
        return RuleCheck::refused(
            tr("La Forge de Sigmar: roll the start of the turn first (crevasse ends, lava)."));
    if (type == MatchEventType::Lineup && s.drive == 0 &&
        s.terrain.homePlaced != s.terrain.awayPlaced) {
        const Side ahead = s.terrain.homePlaced > s.terrain.awayPlaced ? Side::Home : Side::Away;
        return RuleCheck::refused(
            tr("Before the kick-off both coaches place as many terrain tokens: %1 has placed "
               "one more, so %2 places one too (or the last one is undone).")
                .arg(s.team(ahead).name, s.team(opponent(ahead)).name));
    }
    return RuleCheck::ok();
}

void ForgeRules::after(MatchStep &step)
{
    MatchState &s = step.state;
    if (!s.terrain.active)
        return;
    const MatchEvent &e = step.event;
    if (e.type == MatchEventType::StartTurn && s.phase == MatchPhase::Turn) {
        s.terrain.opened.clear();
        s.terrain.evolutionDue = s.terrain.hasEvolution();
        if (s.terrain.evolutionDue)
            step.log << tr("La Forge de Sigmar: roll the start of the turn, a D8 for each of "
                           "%n crevasse end(s).",
                           nullptr, int(s.terrain.endsToRoll().size()));
    }
    if (e.type == MatchEventType::Action && e.action == PlayerAction::Pass) {
        if (!e.squares.isEmpty())
            step.log << tr("La Forge de Sigmar: %1 %2.")
                            .arg(MatchFlow::playerName(step, e.side, e.number),
                                 ForgeMoves::passText(
                                     step.rules.forge(), s.terrain, e.squares.first(),
                                     e.squares.size() > 1 ? std::optional(e.squares.at(1))
                                                          : std::nullopt));
        else
            step.log << tr("La Forge de Sigmar: %1 to the pass from a crevasse, +%2 from a crest.")
                            .arg(step.rules.forge().crevassePassModifier)
                            .arg(step.rules.forge().crestPassModifier);
    }
}

RuleCheck ForgeRules::apply(MatchStep &step)
{
    switch (step.event.type) {
    case MatchEventType::TerrainPlace:
        return place(step);
    case MatchEventType::TerrainEvolution:
        return ForgeEvolution::apply(step);
    case MatchEventType::CreateCrevasse:
        return ForgeCrevasses::strike(step);
    case MatchEventType::AccidentalCrevasse:
        return ForgeCrevasses::accident(step);
    case MatchEventType::TerrainJump:
        return ForgeHazards::jump(step);
    case MatchEventType::LavaBurn:
        return ForgeHazards::lavaBurn(step);
    case MatchEventType::GenestealerAttack:
        return ForgeHazards::genestealerAttack(step);
    case MatchEventType::CrevasseFall:
        return ForgeHazards::crevasseFall(step);
    default:
        break;
    }
    return RuleCheck::refused(tr("Not an event of La Forge de Sigmar."));
}

RuleCheck ForgeRules::place(MatchStep &step)
{
    MatchState &s = step.state;
    ForgeTerrain &t = s.terrain;
    const MatchEvent &e = step.event;
    if (s.phase == MatchPhase::Finished)
        return RuleCheck::refused(tr("The match is over."));
    TerrainToken token = TerrainToken::None;
    if (!terrainTokenFromKey(e.terrain, &token))
        return RuleCheck::refused(tr("Choose the token to place: %1.")
                                      .arg(terrainTokenKeys().join(QStringLiteral(", "))));
    if (e.squares.size() != 1)
        return RuleCheck::refused(tr("Choose one square of the pitch."));
    const PitchSquare square = e.squares.first();
    if (ForgeTerrain::isVolcano(square))
        return RuleCheck::refused(tr("%1 is the volcano.").arg(square.name()));
    const TerrainToken there = t.at(square);
    const bool early = beforeKickOff(s);
    if (early) {
        // seed l.142: before the kick-off, crevasses and crests, the same number each, one each
        // in turn.
        if (token != TerrainToken::Crevasse && token != TerrainToken::Crest)
            return RuleCheck::refused(
                tr("Before the kick-off the coaches place crevasses and crests only."));
        const int mine = e.side == Side::Home ? t.homePlaced : t.awayPlaced;
        const int theirs = e.side == Side::Home ? t.awayPlaced : t.homePlaced;
        if (mine > theirs)
            return RuleCheck::refused(tr("%1 has placed a token: it is %2's turn to place one.")
                                          .arg(s.team(e.side).name, s.team(opponent(e.side)).name));
    }
    if (token == there)
        return RuleCheck::refused(
            token == TerrainToken::None
                ? tr("%1 holds no token.").arg(square.name())
                : tr("%1 already holds a %2.").arg(square.name(), tokenName(token)));
    if (token == TerrainToken::Crevasse && there != TerrainToken::None)
        return RuleCheck::refused(tr("%1 holds a %2: a crevasse opens on open ice only.")
                                      .arg(square.name(), tokenName(there)));
    if (early && there != TerrainToken::None)
        return RuleCheck::refused(
            tr("%1 holds a %2 already.").arg(square.name(), tokenName(there)));

    switch (token) {
    case TerrainToken::None:
        t.clear(square);
        step.log << tr("%1: the %2 on %3 is taken off.")
                        .arg(s.team(e.side).name, tokenName(there), square.name());
        return RuleCheck::ok();
    case TerrainToken::Crevasse:
        t.addCrevasse(square);
        break;
    case TerrainToken::Lava:
    case TerrainToken::Crest:
        t.set(square, token);
        break;
    }
    if (early)
        ++(e.side == Side::Home ? t.homePlaced : t.awayPlaced);
    step.log
        << tr("%1 places a %2 on %3.").arg(s.team(e.side).name, tokenName(token), square.name());
    return RuleCheck::ok();
}

} // namespace dugout
