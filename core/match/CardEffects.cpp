#include "CardEffects.h"

#include "CardLasting.h"
#include "DiceKeys.h"
#include "FreeTurns.h"
#include "MatchFlow.h"
#include "PlayerStrike.h"
#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The statuses as the `apply` key spells them (RulesetLoader checks the spelling).
std::optional<PlayerState> statusOf(const QString &name)
{
    static const QHash<QString, PlayerState> states{
        {u"standing"_s, PlayerState::Standing},      {u"prone"_s, PlayerState::Prone},
        {u"stunned"_s, PlayerState::Stunned},        {u"reserves"_s, PlayerState::Reserves},
        {u"knocked_out"_s, PlayerState::KnockedOut}, {u"casualty"_s, PlayerState::Casualty}};
    const auto it = states.constFind(name);
    if (it == states.cend())
        return std::nullopt;
    return *it;
}

QString statusText(PlayerState state)
{
    switch (state) {
    case PlayerState::Standing:
        return CardEffects::tr("standing");
    case PlayerState::Prone:
        return CardEffects::tr("prone");
    case PlayerState::Stunned:
        return CardEffects::tr("stunned");
    case PlayerState::Reserves:
        return CardEffects::tr("in the reserves");
    case PlayerState::KnockedOut:
        return CardEffects::tr("knocked out");
    case PlayerState::Casualty:
        return CardEffects::tr("a casualty");
    case PlayerState::SentOff:
        return CardEffects::tr("sent off");
    case PlayerState::Fainted:
        return CardEffects::tr("fainted");
    }
    return {};
}

// The players the event names, taken in the order the card's changes ask for them.
struct Named
{
    QList<int> own, opponent;
    bool take(const QString &team, Side side, Side *from, int *number)
    {
        QList<int> *list = team == u"opponent"_s ? &opponent : &own;
        if (team == u"any"_s && own.isEmpty())
            list = &opponent;
        if (list->isEmpty())
            return false;
        *from = list == &own ? side : dugout::opponent(side);
        *number = list->takeFirst();
        return true;
    }
};

QString whoseText(const QString &team, const QString &own, const QString &other)
{
    if (team == u"own"_s)
        return CardEffects::tr("a player of %1").arg(own);
    if (team == u"opponent"_s)
        return CardEffects::tr("a player of %1").arg(other);
    return CardEffects::tr("a player of either team");
}

RuleCheck checkPlayer(const MatchStep &step, const CardPlayerChange &change, Side side, int number,
                      const SpecialPlayCard &card)
{
    const MatchPlayer *p = step.state.team(side).player(number);
    const QString who = MatchFlow::playerName(step, side, number);
    if (!p)
        return RuleCheck::refused(
            CardEffects::tr("%1 has no player #%2.").arg(step.state.team(side).name).arg(number));
    QStringList allowed;
    for (const QString &name : change.from)
        allowed << statusText(statusOf(name).value_or(PlayerState::Standing));
    bool inStatus = false;
    for (const QString &name : change.from)
        inStatus = inStatus || statusOf(name) == p->state;
    if (!inStatus)
        return RuleCheck::refused(CardEffects::tr("%1 is %2; %3 takes a player who is %4.")
                                      .arg(who, statusText(p->state), card.name.current(),
                                           allowed.join(CardEffects::tr(" or "))));
    if (p->state == PlayerState::Casualty) {
        const int d68 = p->casualtyD68.value_or(0);
        if (change.minCasualty && d68 < change.minCasualty)
            return RuleCheck::refused(
                CardEffects::tr("%1's casualty (%2) is below %3: %4 does not take it.")
                    .arg(who, d68 ? QString::number(d68) : CardEffects::tr("badly hurt"))
                    .arg(change.minCasualty)
                    .arg(card.name.current()));
        if (change.maxCasualty && d68 > change.maxCasualty)
            return RuleCheck::refused(
                CardEffects::tr("%1's casualty (%2) is worse than badly hurt: %3 does not take it.")
                    .arg(who)
                    .arg(d68)
                    .arg(card.name.current()));
    }
    if (change.maxSt && p->st > change.maxSt)
        return RuleCheck::refused(CardEffects::tr("%1 has ST %2; %3 takes ST %4 or less.")
                                      .arg(who)
                                      .arg(p->st)
                                      .arg(card.name.current())
                                      .arg(change.maxSt));
    if (!change.without.isEmpty() && p->hasSkill(change.without)) {
        const Skill *skill = step.rules.skill(change.without);
        return RuleCheck::refused(
            CardEffects::tr("%1 has %2: %3 does not take him.")
                .arg(who, skill ? skill->name.current() : change.without, card.name.current()));
    }
    if (change.idleLastTurn && step.state.team(side).actedLastTurn.contains(number))
        return RuleCheck::refused(
            CardEffects::tr("%1 took an action in his team's last turn: %2 takes a player who "
                            "did not.")
                .arg(who, card.name.current()));
    if (card.needs.contains(u"opponent_scored"_s) && change.team == u"opponent"_s &&
        number != step.state.justScoredNumber)
        return RuleCheck::refused(CardEffects::tr("%1 did not score: %2 takes the scorer.")
                                      .arg(who, card.name.current()));
    return RuleCheck::ok();
}

// Whether the coach's `choice` is a skill `p` may take (Intensive Training): one of
// CardEffects::skillsOpenTo, each refusal saying which rule it breaks.
RuleCheck checkChosenSkill(const MatchStep &step, const MatchPlayer &p, const QString &who,
                           const SpecialPlayCard &card)
{
    const Skill *skill = step.rules.skill(step.event.choice);
    if (!skill)
        return RuleCheck::refused(
            CardEffects::tr("Choose the skill %1 gains with %2.").arg(who, card.name.current()));
    const Position *position = step.rules.position(p.positionId);
    if (!position)
        return RuleCheck::refused(
            CardEffects::tr("%1 has no roster position, so no normal skill categories: %2 "
                            "cannot give him a skill.")
                .arg(who, card.name.current()));
    if (!position->normal.contains(skill->category))
        return RuleCheck::refused(CardEffects::tr("%1 is not in the normal categories of %2.")
                                      .arg(skill->name.current(), who));
    if (p.hasSkill(skill->id))
        return RuleCheck::refused(
            CardEffects::tr("%1 already has %2.").arg(who, skill->name.current()));
    for (const QString &held : p.skills) {
        if (step.rules.skillsExclude(skill->id, held)) {
            const Skill *other = step.rules.skill(held);
            return RuleCheck::refused(
                CardEffects::tr("%1 has %2, which excludes %3.")
                    .arg(who, other ? other->name.current() : held, skill->name.current()));
        }
    }
    return RuleCheck::ok();
}

// Changes player `number` of `side` as `change` says; answers what it did, for the mark that
// undoes it when the card lapses.
CardMark changePlayer(MatchStep &step, const CardPlayerChange &change, Side side, int number,
                      const CardEffect &effect)
{
    MatchPlayer &p = *step.state.team(side).player(number);
    const QString who = MatchFlow::playerName(step, side, number);
    CardMark done;
    done.number = number;
    if (const std::optional<PlayerState> to = statusOf(change.to)) {
        if (p.state == PlayerState::Casualty)
            p.casualtyD68.reset(); // healed by the card: no casualty reaches the team
        if (!isOnPitch(p.state) && isOnPitch(*to))
            p.playedThisDrive = true;
        p.stunnedThisTurn = false;
        p.state = *to;
        step.log << CardEffects::tr("%1 is now %2.").arg(who, statusText(*to));
    }
    QStringList gains = change.skills;
    if (change.chooseSkill)
        gains << step.event.choice;
    if (change.replaceSkills) {
        for (const QString &id : std::as_const(p.skills)) {
            if (!change.keep.contains(id) && !gains.contains(id))
                done.removed << id;
        }
    }
    for (const QString &id : std::as_const(gains)) {
        if (!p.hasSkill(id))
            done.added << id;
    }
    for (const QString &id : std::as_const(done.removed))
        p.skills.removeAll(id);
    p.skills << done.added;
    const auto changeTo = [](int *value, int set, int delta, int times = 0) {
        const int before = *value;
        *value = qMax(1, (set ? set : *value * (times ? times : 1)) + delta);
        return *value - before;
    };
    done.ma = changeTo(&p.ma, change.setMa, change.ma);
    done.st = changeTo(&p.st, change.setSt, change.st, change.stTimes);
    done.ag = changeTo(&p.ag, change.setAg, change.ag);
    done.av = changeTo(&p.av, change.setAv, change.av);
    done.thenSt = change.thenSt;
    QStringList lines;
    for (const QString &id : std::as_const(done.added)) {
        const Skill *skill = step.rules.skill(id);
        lines << (skill ? skill->name.current() : id);
    }
    if (!done.removed.isEmpty())
        lines << CardEffects::tr("loses %n skill(s)", nullptr, int(done.removed.size()));
    for (const auto &[delta, label] : {std::pair{done.ma, u"MA"_s}, std::pair{done.st, u"ST"_s},
                                       std::pair{done.ag, u"AG"_s}, std::pair{done.av, u"AV"_s}}) {
        if (delta)
            lines << u"%1%2 %3"_s.arg(delta > 0 ? u"+"_s : QString()).arg(delta).arg(label);
    }
    if (!lines.isEmpty())
        step.log << CardEffects::tr("%1 %2: %3.")
                        .arg(who, CardLasting::howLong(effect.turns, effect.until),
                             lines.join(u", "_s));
    return done;
}

bool lasts(const CardEffect &effect)
{
    return effect.turns > 0 || !effect.until.isEmpty();
}

RuleCheck applyPlayers(MatchStep &step, const SpecialPlayCard &card)
{
    const CardEffect &effect = card.apply;
    const Side side = step.event.side;
    Named named{side == Side::Home ? step.event.numbers : step.event.awayNumbers,
                side == Side::Home ? step.event.awayNumbers : step.event.numbers};
    // One entry per change: the players it changes (a whole team for "all_own" and "all").
    QList<QList<std::pair<Side, int>>> chosen;
    QList<std::pair<Side, int>> namedOnce;
    for (const CardPlayerChange &change : effect.players) {
        QList<std::pair<Side, int>> players;
        if (change.samePlayer) {
            players = chosen.constLast();
        } else if (change.team.startsWith(u"all"_s)) {
            for (const Side each : {side, dugout::opponent(side)}) {
                if (each != side && change.team == u"all_own"_s)
                    continue;
                for (const MatchPlayer &p : step.state.team(each).players) {
                    if (isOnPitch(p.state))
                        players << std::pair{each, p.number};
                }
            }
        } else {
            Side from = side;
            int number = 0;
            if (!named.take(change.team, side, &from, &number))
                return RuleCheck::refused(
                    CardEffects::tr("Name %1 for %2.")
                        .arg(whoseText(change.team, step.team().name, step.otherTeam().name),
                             card.name.current()));
            if (namedOnce.contains(std::pair{from, number}))
                return RuleCheck::refused(CardEffects::tr("%1 is named twice.")
                                              .arg(MatchFlow::playerName(step, from, number)));
            if (const RuleCheck check = checkPlayer(step, change, from, number, card); !check)
                return check;
            if (change.chooseSkill) {
                if (const RuleCheck check =
                        checkChosenSkill(step, *step.state.team(from).player(number),
                                         MatchFlow::playerName(step, from, number), card);
                    !check)
                    return check;
            }
            namedOnce << std::pair{from, number};
            players << std::pair{from, number};
        }
        chosen << players;
    }
    if (!named.own.isEmpty() || !named.opponent.isEmpty())
        return RuleCheck::refused(
            CardEffects::tr("%1 takes %n player(s).", nullptr, int(namedOnce.size()))
                .arg(card.name.current()));
    const bool byDie = std::any_of(effect.players.cbegin(), effect.players.cend(),
                                   [](const CardPlayerChange &c) { return c.dieMin > 0; });
    int die = 0;
    if (effect.succeedsOn || byDie) {
        die = step.roll(6, DiceKeys::forSide(side, QString(DiceKeys::cardEffect)));
        if (die < effect.succeedsOn) {
            step.log << CardEffects::tr("%1: D6 %2, below %3: nothing happens.")
                            .arg(card.name.current())
                            .arg(die)
                            .arg(effect.succeedsOn);
            return RuleCheck::ok();
        }
        step.log << CardEffects::tr("%1: D6 %2.").arg(card.name.current()).arg(die);
    }
    bool changed = false;
    for (qsizetype i = 0; i < chosen.size(); ++i) {
        const CardPlayerChange &change = effect.players.at(i);
        if (change.dieMin && (die < change.dieMin || die > change.dieMax))
            continue;
        for (const auto &[from, number] : chosen.at(i)) {
            CardMark done = changePlayer(step, change, from, number, effect);
            changed = true;
            if (!lasts(effect))
                continue;
            done.card = card.id;
            done.turnsLeft = effect.turns;
            done.until = effect.until;
            step.state.team(from).cardMarks << done;
        }
    }
    if (!changed)
        step.log << CardEffects::tr("%1: nothing happens.").arg(card.name.current());
    return RuleCheck::ok();
}

// Morley's Revenge: `count` players of `side` drawn at random, each die as large as the players
// left to draw from (in shirt-number order), each marked.
void markAtRandom(MatchStep &step, const SpecialPlayCard &card, CardMark mark, Side side, int count)
{
    TeamMatchState &team = step.state.team(side);
    QList<int> left;
    for (const MatchPlayer &p : team.players) {
        if (p.state != PlayerState::Casualty && p.state != PlayerState::SentOff)
            left << p.number;
    }
    QStringList drawn;
    for (int i = 0; i < count && !left.isEmpty(); ++i) {
        const int die =
            step.roll(int(left.size()), DiceKeys::forSide(side, QString(DiceKeys::cardEffect)));
        mark.number = left.takeAt(qBound(1, die, int(left.size())) - 1);
        team.cardMarks << mark;
        drawn << MatchFlow::playerName(step, side, mark.number);
    }
    step.log << CardEffects::tr("%1 draws %2 of %3 at random: %4.")
                    .arg(card.name.current())
                    .arg(drawn.size())
                    .arg(team.name, drawn.join(u", "_s));
    step.log << CardEffects::tr("%1 %2: %3.")
                    .arg(drawn.join(u", "_s), CardLasting::howLong(mark.turnsLeft, mark.until),
                         CardLasting::describe(mark.mark, mark.value));
}

// A rule bent for a while for a team, or for one of its players the coach names.
RuleCheck applyMark(MatchStep &step, const SpecialPlayCard &card)
{
    const CardEffect &effect = card.apply;
    const MatchEvent &e = step.event;
    QList<Side> sides;
    if (effect.markTeam != u"opponent"_s)
        sides << e.side;
    if (effect.markTeam != u"own"_s)
        sides << opponent(e.side);
    CardMark mark;
    mark.card = card.id;
    mark.mark = effect.mark;
    mark.turnsLeft = effect.turns;
    mark.until = effect.until;
    mark.value = effect.value ? effect.value : 1;
    if (!effect.choices.isEmpty()) {
        QStringList ids;
        bool found = false;
        for (const auto &[id, value] : effect.choices) {
            ids << id;
            if (id == e.choice) {
                mark.value = value;
                found = true;
            }
        }
        if (!found)
            return RuleCheck::refused(CardEffects::tr("%1: choose one of %2.")
                                          .arg(card.name.current(), ids.join(u", "_s)));
    }
    const QList<int> &ownNames = e.side == Side::Home ? e.numbers : e.awayNumbers;
    const QList<int> &otherNames = e.side == Side::Home ? e.awayNumbers : e.numbers;
    const QList<int> &names = sides.constFirst() == e.side ? ownNames : otherNames;
    const QList<int> &wrong = sides.constFirst() == e.side ? otherNames : ownNames;
    if (effect.namesPlayer) {
        const TeamMatchState &team = step.state.team(sides.constFirst());
        if (names.size() != 1 || !wrong.isEmpty())
            return RuleCheck::refused(CardEffects::tr("Name one player of %1 for %2.")
                                          .arg(team.name, card.name.current()));
        const MatchPlayer *p = team.player(names.constFirst());
        if (!p)
            return RuleCheck::refused(
                CardEffects::tr("%1 has no player #%2.").arg(team.name).arg(names.constFirst()));
        if (p->state == PlayerState::Casualty || p->state == PlayerState::SentOff)
            return RuleCheck::refused(
                CardEffects::tr("%1 is out of the match.")
                    .arg(MatchFlow::playerName(step, sides.constFirst(), p->number)));
        mark.number = p->number;
    } else if (!e.numbers.isEmpty() || !e.awayNumbers.isEmpty()) {
        return RuleCheck::refused(CardEffects::tr("%1 takes no player.").arg(card.name.current()));
    }
    if (effect.randomPlayers) {
        markAtRandom(step, card, mark, sides.constFirst(), effect.randomPlayers);
        return RuleCheck::ok();
    }
    QList<CardMark> marks{mark};
    for (const QString &also : effect.alsoMarks) {
        CardMark more = mark;
        more.mark = also;
        more.value = 1;
        marks << more;
    }
    for (const Side side : std::as_const(sides)) {
        for (const CardMark &each : std::as_const(marks)) {
            step.state.team(side).cardMarks << each;
            const QString whom = each.number ? MatchFlow::playerName(step, side, each.number)
                                             : step.state.team(side).name;
            step.log << CardEffects::tr("%1 %2: %3.")
                            .arg(whom, CardLasting::howLong(each.turnsLeft, each.until),
                                 CardLasting::describe(each.mark, each.value));
        }
    }
    return RuleCheck::ok();
}

// The weather the coach picks, at once, until the kick-off table changes it again.
RuleCheck applyWeather(MatchStep &step, const SpecialPlayCard &card)
{
    QStringList ids;
    for (const TableRow &row : step.rules.weatherTable()) {
        ids << row.id;
        if (row.id != step.event.choice)
            continue;
        step.state.weatherId = row.id;
        step.log << CardEffects::tr("The weather is now %1.").arg(row.name.current());
        return RuleCheck::ok();
    }
    return RuleCheck::refused(CardEffects::tr("%1: choose the weather, one of %2.")
                                  .arg(card.name.current(), ids.join(u", "_s)));
}

RuleCheck applyRerolls(MatchStep &step, const SpecialPlayCard &card)
{
    const CardEffect &effect = card.apply;
    const Side side = effect.team == u"own"_s ? step.event.side : opponent(step.event.side);
    TeamMatchState &team = step.state.team(side);
    int change = effect.rerolls;
    if (effect.rerollDie) {
        const int die =
            step.roll(effect.rerollDie, DiceKeys::forSide(side, QString(DiceKeys::cardEffect)));
        change = -die;
        step.log << CardEffects::tr("%1: D%2 %3.")
                        .arg(card.name.current())
                        .arg(effect.rerollDie)
                        .arg(die);
    } else if (effect.eachLostOn) {
        QStringList dice;
        for (int i = 0; i < team.rerollsTotal; ++i) {
            const int die = step.roll(6, DiceKeys::forSide(side, QString(DiceKeys::cardEffect)));
            dice << QString::number(die);
            if (die >= effect.eachLostOn)
                --change;
        }
        step.log << CardEffects::tr("%1: one D6 per re-roll of %2: %3.")
                        .arg(card.name.current(), team.name,
                             dice.isEmpty() ? CardEffects::tr("none") : dice.join(u", "_s));
    }
    // For the rest of the match: the re-rolls of each half and those left now.
    const int before = team.rerollsTotal;
    team.rerollsTotal = qMax(0, team.rerollsTotal + change);
    team.rerolls = qMax(0, team.rerolls + (team.rerollsTotal - before));
    step.log << (change >= 0 ? CardEffects::tr("%1 gains %n team re-roll(s) for the match.",
                                               nullptr, change)
                             : CardEffects::tr("%1 loses %n team re-roll(s) for the match.",
                                               nullptr, before - team.rerollsTotal))
                    .arg(team.name);
    return RuleCheck::ok();
}

RuleCheck applyStrike(MatchStep &step, const SpecialPlayCard &card)
{
    const CardEffect &effect = card.apply;
    const MatchEvent &e = step.event;
    const QList<int> &own = e.side == Side::Home ? e.numbers : e.awayNumbers;
    const QList<int> &other = e.side == Side::Home ? e.awayNumbers : e.numbers;
    const qsizetype count = e.numbers.size() + e.awayNumbers.size();
    if (effect.team == u"opponent"_s && !own.isEmpty())
        return RuleCheck::refused(CardEffects::tr("%1 strikes only players of %2.")
                                      .arg(card.name.current(), step.otherTeam().name));
    if (effect.team == u"own"_s && !other.isEmpty())
        return RuleCheck::refused(CardEffects::tr("%1 strikes only players of %2.")
                                      .arg(card.name.current(), step.team().name));
    if (effect.maxPlayers == 1 && count != 1)
        return RuleCheck::refused(
            CardEffects::tr("%1 strikes exactly one player.").arg(card.name.current()));
    if (count > effect.maxPlayers)
        return RuleCheck::refused(CardEffects::tr("%1 strikes at most %2 players.")
                                      .arg(card.name.current())
                                      .arg(effect.maxPlayers));
    if (const RuleCheck check = PlayerStrike::checkNamed(step, card.name.current()); !check)
        return check;
    // Each struck player's dice keyed by him, as the wizard's spell does.
    step.injuryDicePerPlayer = !PlayerStrike::diceKeyedByTeam(e);
    PlayerStrike::strikeNamed(step, effect.hitsOn,
                              CardEffects::tr("%1 hits nobody.").arg(card.name.current()));
    return RuleCheck::ok();
}

// A player who plays for the card's team for a while (The Fan, Da Freight Train, Not So Secret
// Weapon): on its roster like a hired star (induced: no SPP kept, no injury reaching the team),
// taken off when the card lapses (CardLasting).
RuleCheck applyJoins(MatchStep &step, const SpecialPlayCard &card)
{
    const CardEffect &effect = card.apply;
    const Side side = step.event.side;
    MatchPlayer p;
    if (!effect.joinPosition.isEmpty()) {
        const Position *position = step.rules.position(effect.joinPosition);
        if (!position)
            return RuleCheck::refused(
                CardEffects::tr("Unknown position '%1'.").arg(effect.joinPosition));
        p = MatchFlow::newcomer(step, side, *position);
    } else {
        p.ma = effect.joinMa;
        p.st = effect.joinSt;
        p.ag = effect.joinAg;
        p.av = effect.joinAv;
        p.skills = effect.joinSkills;
    }
    // Named after the card, not a roster position: he is no team's player (MatchText).
    p.positionId = card.id;
    p.number = MatchFlow::freeNumber(step, side);
    p.name = effect.joinName.current();
    p.induced = true;
    if (effect.joinTo == u"standing"_s) {
        p.state = PlayerState::Standing;
        p.playedThisDrive = true;
    }
    MatchFlow::addPlayer(step, side, p);
    CardMark mark;
    mark.card = card.id;
    mark.mark = u"joined"_s;
    mark.number = p.number;
    mark.until = effect.until;
    step.team().cardMarks << mark;
    step.log << (p.state == PlayerState::Standing
                     ? CardEffects::tr("%1 joins %2 as #%3 on the pitch, %4.")
                     : CardEffects::tr("%1 joins %2 as #%3 in the reserves, %4."))
                    .arg(p.name, step.team().name)
                    .arg(p.number)
                    .arg(CardLasting::howLong(0, effect.until));
    return RuleCheck::ok();
}

// The one player of `side` the event names, and nobody else; 0 when it names another count.
int onePlayerOf(const MatchEvent &e, Side side)
{
    const QList<int> &names = side == Side::Home ? e.numbers : e.awayNumbers;
    const QList<int> &others = side == Side::Home ? e.awayNumbers : e.numbers;
    return names.size() == 1 && others.isEmpty() ? names.constFirst() : 0;
}

// Suicide Blitz: the player named (standing, his CHANGE's skills: No Hands) blitzes at once, in
// a free Blitz turn of his team like the kick-off's (MatchFlow::afterKickOff); his skills and
// the rule that only he acts, only to Blitz (TurnRules), lapse when it ends (CardLasting).
RuleCheck applyFreeBlitz(MatchStep &step, const SpecialPlayCard &card)
{
    const Side side = step.event.side;
    const CardPlayerChange &change = card.apply.players.constFirst();
    const int number = onePlayerOf(step.event, side);
    if (!number)
        return RuleCheck::refused(CardEffects::tr("Name one player of %1 for %2.")
                                      .arg(step.team().name, card.name.current()));
    if (const RuleCheck check = checkPlayer(step, change, side, number, card); !check)
        return check;
    CardEffect lasting = card.apply;
    lasting.until = u"blitz_turn"_s;
    CardMark done = changePlayer(step, change, side, number, lasting);
    done.card = card.id;
    done.mark = u"free_blitz"_s;
    done.until = lasting.until;
    done.value = 1;
    MatchFlow::afterKickOff(step, true);
    step.state.team(side).cardMarks << done;
    return RuleCheck::ok();
}

// Trampoline Trap: one standing player of the card's team is thrown, with the rules of Throw
// Team-Mate (skills: Lancer un Coéquipier, rulebook l.6171–6200; Right Stuff l.6312–6324). The
// coach's `choice` says how he came down ("lands", "falls", "crowd"); the event names him first
// among his team's players, then, if he came down on another player, that player (either team,
// standing or on the ground): knocked down with an armour roll (l.6193–6196), and the thrown
// player, scattered on from there, cannot land on his feet (l.6319–6321). Each one's armour,
// injury and casualty dice are keyed by him ("away.armour.5"). No SPP, no turnover.
RuleCheck applyThrown(MatchStep &step, const SpecialPlayCard &card)
{
    const MatchEvent &e = step.event;
    const Side side = card.apply.team == u"own"_s ? e.side : opponent(e.side);
    const QList<int> &ofSide = side == Side::Home ? e.numbers : e.awayNumbers;
    const QList<int> &ofOther = side == Side::Home ? e.awayNumbers : e.numbers;
    if (ofSide.isEmpty())
        return RuleCheck::refused(CardEffects::tr("Name one player of %1 for %2.")
                                      .arg(step.state.team(side).name, card.name.current()));
    const int number = ofSide.constFirst();
    const QString who = MatchFlow::playerName(step, side, number);
    const MatchPlayer *thrown = step.state.team(side).player(number);
    if (!thrown || thrown->state != PlayerState::Standing)
        return RuleCheck::refused(
            CardEffects::tr("%1 is not standing on the pitch: %2 throws only a standing player.")
                .arg(who, card.name.current()));
    // The player he lands on, if any: the other name of the event.
    if (ofSide.size() + ofOther.size() > 2)
        return RuleCheck::refused(
            CardEffects::tr("%1 names the player thrown and at most one player he lands on.")
                .arg(card.name.current()));
    std::optional<std::pair<Side, int>> under;
    if (ofSide.size() == 2)
        under = std::pair{side, ofSide.at(1)};
    else if (ofOther.size() == 1)
        under = std::pair{opponent(side), ofOther.constFirst()};
    QString underName;
    if (under) {
        underName = MatchFlow::playerName(step, under->first, under->second);
        const MatchPlayer *p = step.state.team(under->first).player(under->second);
        if (under->first == side && under->second == number)
            return RuleCheck::refused(CardEffects::tr("%1 is named twice.").arg(who));
        if (!p || !isOnPitch(p->state))
            return RuleCheck::refused(
                CardEffects::tr("%1 is not on the pitch: nobody lands on him.").arg(underName));
    }
    const QString &how = e.choice;
    if (how != u"lands"_s && how != u"falls"_s && how != u"crowd"_s)
        return RuleCheck::refused(
            CardEffects::tr("%1: say how %2 came down: on his feet, failing his landing, or in "
                            "the crowd.")
                .arg(card.name.current(), who));
    if (under && how == u"lands"_s)
        return RuleCheck::refused(
            CardEffects::tr("%1 came down on %2: he cannot land on his feet (Throw Team-Mate): "
                            "say whether he fell or scattered into the crowd.")
                .arg(who, underName));
    step.injuryDicePerPlayer = !PlayerStrike::diceKeyedByTeam(e);
    if (under) {
        step.log << CardEffects::tr("%1 comes down on %2.").arg(who, underName);
        PlayerStrike::landedOn(step, under->first, under->second);
    }
    if (how == u"lands"_s)
        step.log << CardEffects::tr("%1 lands on his feet.").arg(who);
    else if (how == u"falls"_s)
        PlayerStrike::strike(step, side, number, 0, KnockDownCause::Landing);
    else
        PlayerStrike::intoCrowd(step, side, number);
    return RuleCheck::ok();
}

} // namespace

QList<const Skill *> CardEffects::skillsOpenTo(const Ruleset &rules, const MatchPlayer &player)
{
    QList<const Skill *> open;
    const Position *position = rules.position(player.positionId);
    if (!position)
        return open; // a star player has no categories to learn from
    for (const Skill *skill : rules.learnableSkills(*position, false)) {
        const bool excluded =
            std::any_of(player.skills.cbegin(), player.skills.cend(),
                        [&](const QString &held) { return rules.skillsExclude(skill->id, held); });
        if (!player.hasSkill(skill->id) && !excluded)
            open << skill;
    }
    return open;
}

CardEffects::Names CardEffects::names(const SpecialPlayCard &card)
{
    Names n;
    if (card.apply.kind == u"players"_s || card.apply.kind == u"free_blitz"_s) {
        for (const CardPlayerChange &change : card.apply.players) {
            if (change.samePlayer || change.team.startsWith(u"all"_s))
                continue;
            if (change.team == u"own"_s)
                ++n.own;
            else if (change.team == u"opponent"_s)
                ++n.opponent;
            else
                ++n.any;
        }
        n.atMost = n.own + n.opponent + n.any;
    } else if (card.apply.kind == u"mark"_s && card.apply.namesPlayer) {
        (card.apply.markTeam == u"own"_s ? n.own : n.opponent) = 1;
        n.atMost = 1;
    } else if (card.apply.kind == u"strike"_s) {
        n.atMost = card.apply.maxPlayers;
    } else if (card.apply.kind == u"thrown"_s) {
        // The player thrown, and the player he comes down on, if any (either team).
        (card.apply.team == u"own"_s ? n.own : n.opponent) = 1;
        n.atMost = 2;
    }
    return n;
}

RuleCheck CardEffects::apply(MatchStep &step, const SpecialPlayCard &card)
{
    const QString &kind = card.apply.kind;
    const bool namesPlayers = kind == u"players"_s || kind == u"strike"_s ||
                              kind == u"free_blitz"_s || kind == u"thrown"_s ||
                              (kind == u"mark"_s && card.apply.namesPlayer);
    if (!namesPlayers && (!step.event.numbers.isEmpty() || !step.event.awayNumbers.isEmpty()))
        return RuleCheck::refused(
            tr("%1 takes no player: it is played on the pitch.").arg(card.name.current()));
    if (kind == u"players"_s)
        return applyPlayers(step, card);
    if (kind == u"rerolls"_s)
        return applyRerolls(step, card);
    if (kind == u"strike"_s)
        return applyStrike(step, card);
    if (kind == u"mark"_s)
        return applyMark(step, card);
    if (kind == u"weather"_s)
        return applyWeather(step, card);
    if (kind == u"joins"_s)
        return applyJoins(step, card);
    if (kind == u"free_turns"_s)
        return FreeTurns::start(step, card);
    if (kind == u"free_blitz"_s)
        return applyFreeBlitz(step, card);
    if (kind == u"thrown"_s)
        return applyThrown(step, card);
    if (kind == u"cancel_turnover"_s) {
        step.state.turnover = false;
        step.log << tr("The turnover is cancelled: %1's turn goes on.").arg(step.team().name);
    }
    return RuleCheck::ok();
}

} // namespace dugout
