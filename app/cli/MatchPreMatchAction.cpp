#include "MatchPreMatchAction.h"
#include "core/league/PlayoffRules.h"

#include "LeagueLookup.h"
#include "core/Money.h"
#include "core/dice/RandomDice.h"
#include "core/inducements/InducementBill.h"
#include "core/inducements/InducementRules.h"
#include "core/inducements/LeagueInducements.h"
#include "core/inducements/PreMatchMoney.h"
#include "core/league/MatchRecordJson.h"
#include "core/match/DiceKeys.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace dugout::cli {

namespace {

// The gold typed after --petty-cash-home or --petty-cash-away: a whole number, 0 when absent.
bool pettyCash(const QCommandLineParser &parser, const QString &option, qint64 *gold)
{
    *gold = 0;
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    *gold = parser.value(option).toLongLong(&ok);
    return ok;
}

// One purchase typed after --buy-home or --buy-away, in InducementItem's text form; a card may
// name the card its coach drew from the table's own deck: "card:DECK=CARD".
struct TypedPurchase
{
    InducementItem item;
    QString cardDrawn;
};

TypedPurchase purchase(const QString &text)
{
    const qsizetype equals = text.indexOf(u'=');
    if (equals < 0 || !text.startsWith(u"card:"_s))
        return {InducementItem::fromText(text), {}};
    return {InducementItem::fromText(text.left(equals)), text.mid(equals + 1)};
}

} // namespace

int MatchPreMatchAction::run(const QString &leagueText, const QString &fixtureText,
                             const QCommandLineParser &parser, CommandContext &context)
{
    qint64 leagueId = 0;
    if (const int code = LeagueLookup::leagueId(leagueText, context, &leagueId); code != Success)
        return code;
    qint64 fixtureId = 0;
    if (const int code = LeagueLookup::id(fixtureText, tr("a fixture id"), context, &fixtureId);
        code != Success)
        return code;
    qint64 pettyHome = 0;
    qint64 pettyAway = 0;
    for (const auto &[option, gold] : {std::pair{u"petty-cash-home"_s, &pettyHome},
                                       std::pair{u"petty-cash-away"_s, &pettyAway}}) {
        if (!pettyCash(parser, option, gold))
            return context.fail(tr("--%1 takes a whole number of gold pieces, not '%2'.")
                                    .arg(option, parser.value(option)),
                                UsageError);
    }

    League league;
    if (const int code = LeagueLookup::league(leagueText, context, &league); code != Success)
        return code;
    Database &database = *context.database(false);
    const LeagueStore store(database);
    const std::optional<Fixture> fixture = store.fixture(fixtureId);
    bool inLeague = false;
    if (fixture) {
        for (const Season &season : store.seasons(league.id))
            inLeague = inLeague || season.id == fixture->seasonId;
    }
    if (!inLeague)
        return context.fail(tr("%1 has no fixture %2 (see 'dugout league schedule %3').")
                                .arg(league.name)
                                .arg(fixtureId)
                                .arg(league.id));
    if (fixture->isPlayed())
        return context.fail(
            tr("Fixture %1 was already played (match %2).").arg(fixtureId).arg(fixture->matchId));

    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    const TeamStore teams(database);
    QString error;
    const std::optional<Team> home = teams.load(fixture->homeTeamId, &error);
    const std::optional<Team> away = home ? teams.load(fixture->awayTeamId, &error) : std::nullopt;
    if (!home || !away)
        return context.fail(error);

    // With the free fan factor option, fan factor never counts in team value (French rulebook
    // l.4463–4470).
    const TeamRules teamRules(*rules);
    const bool countFans = !league.options.freeFanFactor;
    const PreMatchTeam homeMoney{teamRules.teamValue(*home, countFans), teamRules.goldLeft(*home)};
    const PreMatchTeam awayMoney{teamRules.teamValue(*away, countFans), teamRules.goldLeft(*away)};
    // Petty cash refused names the team (PreMatchMoney says only "Home team").
    for (const auto &[team, petty, treasury] :
         {std::tuple{&*home, pettyHome, homeMoney.treasury},
          std::tuple{&*away, pettyAway, awayMoney.treasury}}) {
        if (const RuleCheck check = PreMatchMoney::checkPettyCash(petty, treasury); !check)
            return context.fail(tr("%1: %2").arg(team->name, check.reason));
    }
    // The semi-finals and the final give no handicap unless the league allows it (PlayoffRules).
    const PreMatchMoney money =
        PreMatchMoney::compute(homeMoney, awayMoney, pettyHome, pettyAway,
                               PlayoffRules::handicapAllowed(fixture->stage, league.options));
    if (!money.check())
        return context.fail(money.check().reason);

    auto name = [&](Side side) { return side == Side::Home ? home->name : away->name; };

    // The purchases, in the book's order: the stronger team first when it spends petty cash
    // (l.3585–3588), each checked by the inducement rules against what is left of its gold.
    const InducementRules inducementRules(*rules, inducementOptions(league.options));
    InducementPurchases bought[2];
    QStringList notes;
    RandomDice dice;
    const Side first = money.buysFirst().value_or(Side::Home);
    for (const Side side : {first, opponent(first)}) {
        const int index = side == Side::Home ? 0 : 1;
        const InducementTeam team = InducementTeam::of(side == Side::Home ? *home : *away);
        const QStringList typed = parser.values(side == Side::Home ? u"buy-home"_s : u"buy-away"_s);
        for (const QString &text : typed) {
            const auto [item, cardDrawn] = purchase(text);
            const qint64 left =
                money.side(side).gold() - inducementRules.goldTotal(bought[index], team);
            const RuleCheck check =
                inducementRules.canBuy(bought[index], item, team, bought[1 - index], left);
            if (!check)
                return context.fail(
                    tr("%1 cannot buy '%2': %3").arg(name(side), text, check.reason));
            const QString warning = inducementRules.sharedStarWarning(item, bought[1 - index]);
            if (!warning.isEmpty())
                notes << tr("%1: %2").arg(name(side), warning);
            bought[index].add(item, *rules);
            // A card is drawn here, from what neither team has drawn of its deck (as the
            // pre-match window does), unless the coach says which card the table drew.
            if (item.kind == InducementItem::Kind::Card) {
                const QStringList remaining =
                    InducementRules::cardsLeft(*rules, item.id, bought[index], bought[1 - index]);
                if (remaining.isEmpty() || (!cardDrawn.isEmpty() && !remaining.contains(cardDrawn)))
                    return context.fail(
                        tr("%1 cannot buy '%2': the card '%3' is not among the "
                           "cards left in that deck (%4).")
                            .arg(name(side), text, cardDrawn, remaining.join(u", "_s)));
                QString card = cardDrawn;
                if (card.isEmpty())
                    card =
                        remaining.at(dice.roll(int(remaining.size()), QString(DiceKeys::card)) - 1);
                bought[index].drawn[item.id] << card;
            }
        }
    }

    if (parser.isSet(u"json"_s)) {
        // A match record to complete with the result and give to 'dugout match record'.
        MatchRecord record;
        record.leagueId = league.id;
        record.seasonId = fixture->seasonId;
        record.fixtureId = fixture->id;
        record.stage = fixture->stage;
        record.major = fixture->major;
        for (const Side side : {Side::Home, Side::Away}) {
            TeamMatchRecord &team = record.team(side);
            team.teamId = side == Side::Home ? home->id : away->id;
            team.pettyCash = money.side(side).pettyCash;
            team.inducements = bought[side == Side::Home ? 0 : 1];
        }
        context.out
            << QJsonDocument(MatchRecordJson::toJson(record)).toJson(QJsonDocument::Indented);
        context.out.flush();
        return Success;
    }

    const QString homeHeader = tr("%1 (home)").arg(home->name);
    const int labelWidth = 22;
    const int homeWidth = qMax(20, int(homeHeader.size()) + 2);
    auto line = [&](const QString &label, const QString &homeText, const QString &awayText) {
        context.out << label.leftJustified(labelWidth) << homeText.leftJustified(homeWidth)
                    << awayText << '\n';
    };
    line(QString(), homeHeader, tr("%1 (away)").arg(away->name));
    line(tr("Team value"), formatGold(money.home().teamValue), formatGold(money.away().teamValue));
    line(tr("Treasury"), formatGold(money.home().treasury), formatGold(money.away().treasury));
    line(tr("Petty cash"), formatGold(money.home().pettyCash), formatGold(money.away().pettyCash));
    line(tr("Match team value"), formatGold(money.home().matchTeamValue),
         formatGold(money.away().matchTeamValue));
    line(tr("Handicap"), formatGold(money.home().handicap), formatGold(money.away().handicap));
    line(tr("Gold for inducements"), formatGold(money.home().gold()),
         formatGold(money.away().gold()));
    context.out << '\n';
    const bool levelValues = money.home().teamValue == money.away().teamValue;
    context.out << (levelValues
                        ? tr("Declares petty cash first: %1 (equal team values: the home team).")
                        : tr("Declares petty cash first: %1 (higher team value)."))
                       .arg(name(money.declaresFirst()))
                << '\n';
    if (const std::optional<Side> weaker = money.handicapTo())
        context.out << tr("Handicap: %1 to %2.").arg(formatGold(money.handicap()), name(*weaker))
                    << '\n';
    else
        context.out << tr("Handicap: none, the match team values are equal.") << '\n';
    if (const std::optional<Side> buyer = money.buysFirst())
        context.out << tr("Buys first: %1 (the stronger team spends petty cash).").arg(name(*buyer))
                    << '\n';
    else
        context.out << tr("Buys first: either team (the stronger team spends no petty cash).")
                    << '\n';

    if (parser.isSet(u"buy-home"_s) || parser.isSet(u"buy-away"_s)) {
        context.out << '\n';
        for (const Side side : {first, opponent(first)}) {
            const int index = side == Side::Home ? 0 : 1;
            const Team &team = side == Side::Home ? *home : *away;
            const InducementBill bill =
                InducementBill::make(inducementRules, bought[index], InducementTeam::of(team),
                                     bought[1 - index], money.side(side));
            context.out << tr("%1 buys: %2.")
                               .arg(team.name, InducementBill::describe(*rules, bought[index]))
                        << '\n';
            context.out << tr("  Cost %1: %2 from the handicap, %3 from petty cash; %4 left.")
                               .arg(formatGold(bill.gold), formatGold(bill.fromHandicap),
                                    formatGold(bill.fromPettyCash),
                                    formatGold(money.side(side).gold() - bill.gold))
                        << '\n';
            context.out << tr("  After the match: %1 of handicap lost, %2 of petty cash back to "
                              "the treasury.")
                               .arg(formatGold(bill.handicapLost),
                                    formatGold(bill.pettyCashReturned))
                        << '\n';
        }
        for (const QString &note : std::as_const(notes))
            context.out << note << '\n';
    }
    context.out.flush();
    return Success;
}

} // namespace dugout::cli
