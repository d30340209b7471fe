#include "LeagueKeys.h"

#include "core/EnumKeys.h"

#include <QJsonArray>
#include <QList>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const EnumKeys<ExpensesRule> &expensesRules()
{
    static const EnumKeys<ExpensesRule> list = {
        {ExpensesRule::Spiralling, u"spiralling"_s},
        {ExpensesRule::ExpensiveMistakes, u"expensive_mistakes"_s},
        {ExpensesRule::None, u"none"_s}};
    return list;
}

const EnumKeys<MvpMode> &mvpModes()
{
    static const EnumKeys<MvpMode> list = {
        {MvpMode::Random, u"random"_s},
        {MvpMode::CoachChoice, u"coach_choice"_s},
        {MvpMode::RandomNotDeadNorInduced, u"random_not_dead_nor_induced"_s}};
    return list;
}

const EnumKeys<SmallLeagueWinnings> &smallLeagueWinnings()
{
    static const EnumKeys<SmallLeagueWinnings> list = {
        {SmallLeagueWinnings::None, u"none"_s},
        {SmallLeagueWinnings::ExtraGold, u"extra_gold"_s},
        {SmallLeagueWinnings::DoubleFame, u"double_fame"_s}};
    return list;
}

const EnumKeys<SpecialPlayCardsRule> &specialPlayCardsRules()
{
    static const EnumKeys<SpecialPlayCardsRule> list = {
        {SpecialPlayCardsRule::NotUsed, u"not_used"_s},
        {SpecialPlayCardsRule::AsInducements, u"as_inducements"_s},
        {SpecialPlayCardsRule::InsteadOfOthers, u"instead_of_others"_s},
        {SpecialPlayCardsRule::FixedBudget, u"fixed_budget"_s}};
    return list;
}

const EnumKeys<TieBreaker> &tieBreakers()
{
    static const EnumKeys<TieBreaker> list = {
        {TieBreaker::Points, u"points"_s},
        {TieBreaker::HeadToHead, u"head_to_head"_s},
        {TieBreaker::TouchdownDifference, u"touchdown_difference"_s},
        {TieBreaker::CasualtyDifference, u"casualty_difference"_s},
        {TieBreaker::TouchdownsFor, u"touchdowns_for"_s},
        {TieBreaker::CasualtiesFor, u"casualties_for"_s},
        {TieBreaker::Wins, u"wins"_s},
        {TieBreaker::FewestMatches, u"fewest_matches"_s}};
    return list;
}

const EnumKeys<Side> &sides()
{
    static const EnumKeys<Side> list = {{Side::Home, u"home"_s}, {Side::Away, u"away"_s}};
    return list;
}

const EnumKeys<Concession> &concessions()
{
    static const EnumKeys<Concession> list = {{Concession::DuringMatch, u"during"_s},
                                              {Concession::BeforeKickOff, u"before_kick_off"_s}};
    return list;
}

// A whole number from the JSON, or the default when it is missing or not a number.
qint64 integerOr(const QJsonObject &json, const QString &key, qint64 fallback)
{
    const QJsonValue value = json.value(key);
    return value.isDouble() ? value.toInteger(fallback) : fallback;
}

} // namespace

QString expensesRuleKey(ExpensesRule rule)
{
    return keyOf(expensesRules(), rule);
}
bool expensesRuleFromKey(const QString &key, ExpensesRule *rule)
{
    return valueOf(expensesRules(), key, rule);
}
QString mvpModeKey(MvpMode mode)
{
    return keyOf(mvpModes(), mode);
}
bool mvpModeFromKey(const QString &key, MvpMode *mode)
{
    return valueOf(mvpModes(), key, mode);
}
QString smallLeagueWinningsKey(SmallLeagueWinnings winnings)
{
    return keyOf(smallLeagueWinnings(), winnings);
}
bool smallLeagueWinningsFromKey(const QString &key, SmallLeagueWinnings *winnings)
{
    return valueOf(smallLeagueWinnings(), key, winnings);
}
QString specialPlayCardsKey(SpecialPlayCardsRule rule)
{
    return keyOf(specialPlayCardsRules(), rule);
}
bool specialPlayCardsFromKey(const QString &key, SpecialPlayCardsRule *rule)
{
    return valueOf(specialPlayCardsRules(), key, rule);
}
QString tieBreakerKey(TieBreaker tieBreaker)
{
    return keyOf(tieBreakers(), tieBreaker);
}
bool tieBreakerFromKey(const QString &key, TieBreaker *tieBreaker)
{
    return valueOf(tieBreakers(), key, tieBreaker);
}
QString sideKey(Side side)
{
    return keyOf(sides(), side);
}
bool sideFromKey(const QString &key, Side *side)
{
    return valueOf(sides(), key, side);
}
QString concessionKey(Concession concession)
{
    return keyOf(concessions(), concession);
}
bool concessionFromKey(const QString &key, Concession *concession)
{
    return valueOf(concessions(), key, concession);
}

QJsonObject leagueOptionsToJson(const LeagueOptions &options)
{
    QJsonArray tieBreakerKeys;
    for (TieBreaker tieBreaker : options.tieBreakers)
        tieBreakerKeys << tieBreakerKey(tieBreaker);
    QJsonObject json{{u"starting_budget"_s, static_cast<double>(options.startingBudget)},
                     {u"expenses"_s, expensesRuleKey(options.expenses)},
                     {u"spiralling_threshold"_s, static_cast<double>(options.spirallingThreshold)},
                     {u"spiralling_step"_s, static_cast<double>(options.spirallingStep)},
                     {u"mvp"_s, mvpModeKey(options.mvp)},
                     {u"free_fan_factor"_s, options.freeFanFactor},
                     {u"small_league"_s, smallLeagueWinningsKey(options.smallLeague)},
                     {u"win_points"_s, options.winPoints},
                     {u"draw_points"_s, options.drawPoints},
                     {u"loss_points"_s, options.lossPoints},
                     {u"tie_breakers"_s, tieBreakerKeys},
                     {u"special_play_cards"_s, specialPlayCardsKey(options.cards)},
                     {u"max_cards"_s, options.maxCards},
                     {u"card_budget"_s, static_cast<double>(options.cardBudget)},
                     {u"playoff_inducements"_s, options.playoffInducements},
                     {u"player_of_the_year"_s, options.playerOfTheYear}};
    // Written only for a variant pitch or a team with its own (keyed by team id), so a league
    // on the standard pitch reads and exports as it always did.
    if (options.pitch != MatchPitch::Standard)
        json.insert(u"pitch"_s, matchPitchKey(options.pitch));
    if (!options.homePitches.isEmpty()) {
        QJsonObject pitches;
        for (auto it = options.homePitches.cbegin(); it != options.homePitches.cend(); ++it)
            pitches.insert(QString::number(it.key()), matchPitchKey(it.value()));
        json.insert(u"home_pitches"_s, pitches);
    }
    // Absent means every inducement: a league that never chose keeps what the ruleset adds.
    if (options.allowedInducements)
        json.insert(u"inducements"_s, QJsonArray::fromStringList(*options.allowedInducements));
    return json;
}

LeagueOptions leagueOptionsFromJson(const QJsonObject &json)
{
    LeagueOptions options;
    options.startingBudget = integerOr(json, u"starting_budget"_s, options.startingBudget);
    expensesRuleFromKey(json.value(u"expenses"_s).toString(), &options.expenses);
    options.spirallingThreshold =
        integerOr(json, u"spiralling_threshold"_s, options.spirallingThreshold);
    options.spirallingStep = integerOr(json, u"spiralling_step"_s, options.spirallingStep);
    mvpModeFromKey(json.value(u"mvp"_s).toString(), &options.mvp);
    options.freeFanFactor = json.value(u"free_fan_factor"_s).toBool(options.freeFanFactor);
    options.playoffInducements =
        json.value(u"playoff_inducements"_s).toBool(options.playoffInducements);
    options.playerOfTheYear = json.value(u"player_of_the_year"_s).toBool(options.playerOfTheYear);
    smallLeagueWinningsFromKey(json.value(u"small_league"_s).toString(), &options.smallLeague);
    options.winPoints = int(integerOr(json, u"win_points"_s, options.winPoints));
    options.drawPoints = int(integerOr(json, u"draw_points"_s, options.drawPoints));
    options.lossPoints = int(integerOr(json, u"loss_points"_s, options.lossPoints));
    specialPlayCardsFromKey(json.value(u"special_play_cards"_s).toString(), &options.cards);
    options.maxCards = int(integerOr(json, u"max_cards"_s, options.maxCards));
    options.cardBudget = integerOr(json, u"card_budget"_s, options.cardBudget);
    matchPitchFromKey(json.value(u"pitch"_s).toString(), &options.pitch);
    const QJsonObject pitches = json.value(u"home_pitches"_s).toObject();
    for (auto it = pitches.constBegin(); it != pitches.constEnd(); ++it) {
        bool isId = false;
        const qint64 teamId = it.key().toLongLong(&isId);
        MatchPitch pitch = MatchPitch::Standard;
        if (isId && teamId > 0 && matchPitchFromKey(it.value().toString(), &pitch))
            options.homePitches.insert(teamId, pitch);
    }
    if (json.value(u"tie_breakers"_s).isArray()) {
        options.tieBreakers.clear();
        const QJsonArray keys = json.value(u"tie_breakers"_s).toArray();
        for (const QJsonValue &key : keys) {
            TieBreaker tieBreaker = TieBreaker::Points;
            if (tieBreakerFromKey(key.toString(), &tieBreaker))
                options.tieBreakers << tieBreaker;
        }
    }
    if (json.value(u"inducements"_s).isArray()) {
        QStringList allowed;
        const QJsonArray ids = json.value(u"inducements"_s).toArray();
        for (const QJsonValue &id : ids) {
            if (id.isString() && !allowed.contains(id.toString()))
                allowed << id.toString();
        }
        options.allowedInducements = allowed;
    }
    return options;
}

} // namespace dugout
