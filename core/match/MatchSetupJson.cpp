#include "MatchSetupJson.h"

#include "core/JsonNumber.h"
#include "core/league/LeagueKeys.h"
#include "core/league/PlayoffRules.h"
#include "core/storage/TeamSnapshot.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString StandardKey = QStringLiteral("standard");
const QString ForgeDeSigmarKey = QStringLiteral("forge_de_sigmar");

// Whether a match of `stage` gets handicap gold when the league said nothing: a regular match
// does, the end-of-season tournament's do not (PlayoffRules, the league option left off).
bool defaultHandicap(FixtureStage stage)
{
    return PlayoffRules::handicapAllowed(stage, LeagueOptions());
}

QList<std::pair<QString, qint64 MatchSetup::*>> ids()
{
    return {{u"league"_s, &MatchSetup::leagueId},
            {u"season"_s, &MatchSetup::seasonId},
            {u"fixture"_s, &MatchSetup::fixtureId}};
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// The league's inducement options the match's purchases are checked against (LeagueKeys spells
// the card rule as a league file does).
QJsonObject optionsToJson(const InducementOptions &options)
{
    QJsonObject json{{u"special_play_cards"_s, specialPlayCardsKey(options.cards)},
                     {u"max_cards"_s, options.maxCards},
                     {u"card_budget"_s, static_cast<double>(options.cardBudget)}};
    if (options.allowedInducements)
        json.insert(u"allowed"_s, QJsonArray::fromStringList(*options.allowedInducements));
    return json;
}

bool optionsFromJson(const QJsonObject &json, InducementOptions *options, QString *why)
{
    for (auto it = json.constBegin(); it != json.constEnd(); ++it) {
        if (!QStringList{u"special_play_cards"_s, u"max_cards"_s, u"card_budget"_s, u"allowed"_s}
                 .contains(it.key())) {
            *why = MatchSetupJson::tr("unknown field \"%1\".").arg(it.key());
            return false;
        }
    }
    if (!specialPlayCardsFromKey(json.value(u"special_play_cards"_s).toString(), &options->cards)) {
        *why = MatchSetupJson::tr("\"special_play_cards\" is not a card rule.");
        return false;
    }
    const std::optional<qint64> maxCards = jsonWholeNumber(json.value(u"max_cards"_s), 0, 100);
    const std::optional<qint64> budget =
        jsonWholeNumber(json.value(u"card_budget"_s), 0, MaxJsonInteger);
    if (!maxCards || !budget) {
        *why = MatchSetupJson::tr("\"max_cards\" and \"card_budget\" must be whole numbers.");
        return false;
    }
    options->maxCards = int(*maxCards);
    options->cardBudget = *budget;
    const QJsonValue allowed = json.value(u"allowed"_s);
    if (!allowed.isUndefined()) {
        if (!allowed.isArray()) {
            *why = MatchSetupJson::tr("\"allowed\" must be a list of inducement ids.");
            return false;
        }
        QStringList ids;
        for (const QJsonValue &id : allowed.toArray())
            ids << id.toString();
        options->allowedInducements = ids;
    }
    return true;
}

} // namespace

QJsonObject MatchSetupJson::toJson(const MatchSetup &setup)
{
    QJsonObject json{{u"home"_s, TeamSnapshot::toJson(setup.home)},
                     {u"away"_s, TeamSnapshot::toJson(setup.away)},
                     {u"exhibition"_s, setup.exhibition}};
    for (const auto &[key, field] : ids())
        json.insert(key, static_cast<double>(setup.*field));
    // Written only when they differ from the defaults, so a plain match reads as before.
    if (setup.freeFanFactor)
        json.insert(u"free_fan_factor"_s, true);
    // Written whenever it is not the book's default for the stage, so that a file read back,
    // or one written by hand, never gives a handicap the league did not allow.
    if (setup.handicapAllowed != defaultHandicap(setup.stage))
        json.insert(u"handicap_allowed"_s, setup.handicapAllowed);
    if (setup.inducementOptions != InducementOptions())
        json.insert(u"inducement_options"_s, optionsToJson(setup.inducementOptions));
    for (const Side side : {Side::Home, Side::Away}) {
        const QString prefix = side == Side::Home ? u"home"_s : u"away"_s;
        if (setup.pettyCash(side) > 0)
            json.insert(prefix + u"_petty_cash"_s, static_cast<double>(setup.pettyCash(side)));
    }
    // Written only for a variant pitch, so a standard match's setup reads as it always did.
    if (setup.pitch == MatchPitch::ForgeDeSigmar)
        json.insert(u"pitch"_s, ForgeDeSigmarKey);
    // Written only for a match of the end-of-season tournament or its play-off rounds.
    if (setup.stage != FixtureStage::Regular)
        json.insert(u"stage"_s, fixtureStageKey(setup.stage));
    return json;
}

std::optional<MatchSetup> MatchSetupJson::fromJson(const QJsonObject &json, QString *error)
{
    static const QStringList known = {u"home"_s,
                                      u"away"_s,
                                      u"exhibition"_s,
                                      u"league"_s,
                                      u"season"_s,
                                      u"fixture"_s,
                                      u"inducement_options"_s,
                                      u"free_fan_factor"_s,
                                      u"handicap_allowed"_s,
                                      u"home_petty_cash"_s,
                                      u"away_petty_cash"_s,
                                      u"pitch"_s,
                                      u"stage"_s};
    for (auto it = json.constBegin(); it != json.constEnd(); ++it) {
        if (!known.contains(it.key())) {
            fail(error, tr("Unknown field \"%1\" in the match setup.").arg(it.key()));
            return std::nullopt;
        }
    }
    MatchSetup setup;
    for (const QString &side : {u"home"_s, u"away"_s}) {
        const QJsonValue value = json.value(side);
        if (!value.isObject()) {
            fail(error, tr("\"%1\" must be the team as a JSON object.").arg(side));
            return std::nullopt;
        }
        QString why;
        const std::optional<Team> team = TeamSnapshot::fromJson(value.toObject(), &why);
        if (!team) {
            fail(error, tr("\"%1\": %2").arg(side, why));
            return std::nullopt;
        }
        (side == u"home"_s ? setup.home : setup.away) = *team;
    }
    const QJsonValue exhibition = json.value(u"exhibition"_s);
    if (!exhibition.isUndefined()) {
        if (!exhibition.isBool()) {
            fail(error, tr("\"exhibition\" must be true or false."));
            return std::nullopt;
        }
        setup.exhibition = exhibition.toBool();
    }
    const QJsonValue freeFans = json.value(u"free_fan_factor"_s);
    if (!freeFans.isUndefined()) {
        if (!freeFans.isBool()) {
            fail(error, tr("\"free_fan_factor\" must be true or false."));
            return std::nullopt;
        }
        setup.freeFanFactor = freeFans.toBool();
    }
    const QJsonValue pitch = json.value(u"pitch"_s);
    if (!pitch.isUndefined()) {
        if (pitch == QJsonValue(ForgeDeSigmarKey)) {
            setup.pitch = MatchPitch::ForgeDeSigmar;
        } else if (pitch != QJsonValue(StandardKey)) {
            fail(error,
                 tr("\"pitch\" must be \"%1\" or \"%2\".").arg(StandardKey, ForgeDeSigmarKey));
            return std::nullopt;
        }
    }
    const QJsonValue stage = json.value(u"stage"_s);
    if (!stage.isUndefined()) {
        const std::optional<FixtureStage> read = fixtureStageFromKey(stage.toString());
        if (!stage.isString() || !read) {
            fail(error, tr("\"stage\" must be regular, playoff_round, semi_final or final."));
            return std::nullopt;
        }
        setup.stage = *read;
    }
    // Read after the stage: left out, the handicap follows the book's default for the stage
    // (none in the end-of-season tournament, l.3969–3971), never a free handicap.
    const QJsonValue handicap = json.value(u"handicap_allowed"_s);
    if (!handicap.isUndefined() && !handicap.isBool()) {
        fail(error, tr("\"handicap_allowed\" must be true or false."));
        return std::nullopt;
    }
    setup.handicapAllowed =
        handicap.isUndefined() ? defaultHandicap(setup.stage) : handicap.toBool();
    for (const auto &[key, field] : ids()) {
        const QJsonValue value = json.value(key);
        if (value.isUndefined())
            continue;
        const std::optional<qint64> id = jsonWholeNumber(value, 0, MaxJsonInteger);
        if (!id) {
            fail(error, tr("\"%1\" must be an id: a whole number, 0 for none.").arg(key));
            return std::nullopt;
        }
        setup.*field = *id;
    }
    for (const Side side : {Side::Home, Side::Away}) {
        const QString prefix = side == Side::Home ? u"home"_s : u"away"_s;
        const QJsonValue petty = json.value(prefix + u"_petty_cash"_s);
        if (!petty.isUndefined()) {
            const std::optional<qint64> gold = jsonWholeNumber(petty, 0, MaxJsonInteger);
            if (!gold) {
                fail(error,
                     tr("\"%1_petty_cash\" must be a whole number of gold pieces.").arg(prefix));
                return std::nullopt;
            }
            (side == Side::Home ? setup.homePettyCash : setup.awayPettyCash) = *gold;
        }
    }
    const QJsonValue options = json.value(u"inducement_options"_s);
    if (!options.isUndefined()) {
        QString why;
        if (!options.isObject() ||
            !optionsFromJson(options.toObject(), &setup.inducementOptions, &why)) {
            fail(error, tr("\"inducement_options\": %1")
                            .arg(why.isEmpty() ? tr("must be a JSON object.") : why));
            return std::nullopt;
        }
    }
    if (error)
        error->clear();
    return setup;
}

} // namespace dugout
