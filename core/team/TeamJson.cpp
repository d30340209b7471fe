#include "TeamJson.h"

#include "core/league/MajorTrophies.h"

#include "TeamFileDefaults.h"
#include "TeamKeys.h"
#include "TeamRules.h"
#include "core/InputLimits.h"
#include "core/Money.h"
#include "core/rules/JsonEntryReader.h"
#include "core/rules/Ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <limits>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QJsonObject playerToJson(const Player &player, const Ruleset &rules)
{
    const Position *position = rules.position(player.positionId);
    QJsonArray gained;
    for (const GainedSkill &skill : player.gainedSkills)
        gained << QJsonObject{{u"skill"_s, skill.skillId}, {u"double"_s, skill.onDouble}};
    return {{u"number"_s, player.number},
            {u"name"_s, player.name},
            {u"position"_s, player.positionId},
            {u"status"_s, playerStatusKey(player.status)},
            {u"journeyman"_s, player.journeyman},
            {u"ma"_s, position ? player.ma(*position) : 0},
            {u"st"_s, position ? player.st(*position) : 0},
            {u"ag"_s, position ? player.ag(*position) : 0},
            {u"av"_s, position ? player.av(*position) : 0},
            {u"skills"_s,
             QJsonArray::fromStringList(position ? player.skillIds(*position) : QStringList())},
            {u"gained_skills"_s, gained},
            {u"gains"_s, QJsonObject{{u"ma"_s, player.maGain},
                                     {u"st"_s, player.stGain},
                                     {u"ag"_s, player.agGain},
                                     {u"av"_s, player.avGain}}},
            {u"injuries"_s, QJsonObject{{u"miss_next_game"_s, player.missNextGame},
                                        {u"niggling"_s, player.niggling},
                                        {u"ma"_s, player.maLoss},
                                        {u"st"_s, player.stLoss},
                                        {u"ag"_s, player.agLoss},
                                        {u"av"_s, player.avLoss}}},
            {u"spp"_s, player.spp},
            {u"completions"_s, player.completions},
            {u"touchdowns"_s, player.touchdowns},
            {u"interceptions"_s, player.interceptions},
            {u"casualties"_s, player.casualties},
            {u"mvps"_s, player.mvps},
            {u"matches_played"_s, player.matchesPlayed},
            {u"advancements_taken"_s, player.advancementsTaken},
            // Earned by the SPP and not resolved yet: they wait for the coach's Advance dialog.
            {u"pending_advancements"_s, player.pendingAdvancements(rules)},
            {u"value"_s, static_cast<double>(player.value(rules))}};
}

} // namespace

void TeamJson::check(const RuleCheck &check, QStringList *errors)
{
    if (!check)
        errors->append(check.reason);
}

QJsonObject TeamJson::toJson(const Team &team, const Ruleset &rules)
{
    const TeamRules teamRules(rules);
    QJsonArray players;
    for (const Player &player : team.players)
        players << playerToJson(player, rules);
    QJsonArray ledger;
    for (const LedgerEntry &entry : team.ledger) {
        ledger << QJsonObject{{u"amount"_s, static_cast<double>(entry.amount)},
                              {u"kind"_s, ledgerKindKey(entry.kind)},
                              {u"detail"_s, entry.detail},
                              {u"time"_s, entry.time.toUTC().toString(Qt::ISODateWithMs)}};
    }
    QJsonObject json{{u"format"_s, u"dugout-team"_s},
                     {u"format_version"_s, FormatVersion},
                     {u"id"_s, static_cast<double>(team.id)},
                     {u"name"_s, team.name},
                     {u"roster"_s, team.rosterId},
                     {u"coach"_s, team.coach},
                     {u"color"_s, team.color},
                     {u"phase"_s, team.phase == Team::Phase::Active ? u"active"_s : u"creation"_s},
                     {u"budget"_s, static_cast<double>(team.budget)},
                     {u"treasury"_s, static_cast<double>(teamRules.goldLeft(team))},
                     {u"rerolls"_s, team.rerolls},
                     {u"fan_factor"_s, team.fanFactor},
                     {u"assistant_coaches"_s, team.assistantCoaches},
                     {u"cheerleaders"_s, team.cheerleaders},
                     {u"apothecary"_s, team.apothecary},
                     {u"team_value"_s, static_cast<double>(teamRules.teamValue(team))},
                     {u"free_fan_factor"_s, team.freeFanFactor},
                     {u"players"_s, players},
                     {u"ledger"_s, ledger}};
    // The majors' trophies the team holds in its league: each is one team re-roll in
    // team_value (MajorTrophies). Written only when it holds one.
    if (!team.trophies.isEmpty()) {
        QJsonArray trophies;
        for (Major major : team.trophies)
            trophies << QJsonObject{{u"major"_s, Majors::key(major)},
                                    {u"name"_s, Majors::name(major)},
                                    {u"effect"_s, MajorTrophies::effect(major)}};
        json.insert(u"trophies"_s, trophies);
    }
    return json;
}

std::optional<Team> TeamJson::fromBytes(const QByteArray &bytes, const Ruleset &rules,
                                        QStringList *errors)
{
    errors->clear();
    // Refused before parsing: a file far larger than any team is not worth the memory.
    if (const RuleCheck size = InputLimits::checkFileSize(bytes.size()); !size) {
        errors->append(size.reason);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        errors->append(tr("The file is not valid JSON (at byte %1: %2).")
                           .arg(parseError.offset)
                           .arg(parseError.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        errors->append(tr("The file must hold one JSON object describing a team."));
        return std::nullopt;
    }
    return fromJson(document.object(), rules, errors);
}

std::optional<Team> TeamJson::fromJson(const QJsonObject &given, const Ruleset &rules,
                                       QStringList *errors)
{
    errors->clear();
    // A file written by hand may leave out what a new team has anyway (issue 22.4).
    QJsonObject json = TeamFileDefaults::complete(given);
    const TeamBuildingRules &building = rules.teamBuilding();
    JsonEntryReader reader(json, tr("team"), errors);
    if (json.value(u"format"_s).toString() != u"dugout-team"_s)
        reader.error(u"format"_s, tr("expected \"dugout-team\""));
    if (json.value(u"format_version"_s).toInt() > FormatVersion)
        reader.error(u"format_version"_s, tr("written by a newer Dugout (format %1)")
                                              .arg(json.value(u"format_version"_s).toInt()));
    Team team;
    team.name = reader.string(u"name"_s).trimmed();
    if (!team.name.isEmpty())
        check(InputLimits::checkName(team.name, tr("The team's name")), errors);
    team.rosterId = reader.id(u"roster"_s);
    team.coach = json.value(u"coach"_s).toString().trimmed();
    if (!team.coach.isEmpty())
        check(InputLimits::checkName(team.coach, tr("The coach's name")), errors);
    team.color = json.value(u"color"_s).toString();
    static const QRegularExpression colorPattern(u"^(#[0-9a-fA-F]{6})?$"_s);
    if (!colorPattern.match(team.color).hasMatch())
        reader.error(
            u"color"_s,
            tr("expected a colour written #rrggbb, not '%1'").arg(InputLimits::quoted(team.color)));
    const QString phase = reader.string(u"phase"_s);
    if (phase != u"active"_s && phase != u"creation"_s)
        reader.error(u"phase"_s, tr("expected \"creation\" or \"active\""));
    team.phase = phase == u"active"_s ? Team::Phase::Active : Team::Phase::Creation;
    team.budget = reader.money(u"budget"_s);
    if (team.budget > InputLimits::MaxGold)
        errors->append(tr("The budget is %1; Dugout accepts at most %2.")
                           .arg(formatGold(team.budget), formatGold(InputLimits::MaxGold)));
    // Read as any whole number, then held to the rules with a sentence that names the limit.
    team.rerolls = reader.integer(u"rerolls"_s, 0, std::numeric_limits<int>::max());
    // Trophies held where the file was written: their re-rolls are in its team_value. A team
    // imported holds none here (trophies are read from this database's finals).
    const QJsonArray trophies = json.value(u"trophies"_s).toArray();
    for (const QJsonValue &trophy : trophies) {
        const std::optional<Major> major =
            Majors::fromKey(trophy.toObject().value(u"major"_s).toString());
        if (!major || *major == Major::None)
            reader.error(u"trophies"_s, tr("expected chaos_cup, blood_bowl, spike or dungeonbowl"));
        else if (!team.trophies.contains(*major))
            team.trophies << *major;
    }
    if (team.rerolls > building.rerollMax)
        errors->append(tr("The team has %1 team re-rolls; the rules allow at most %2.")
                           .arg(team.rerolls)
                           .arg(building.rerollMax));
    team.fanFactor = reader.integer(u"fan_factor"_s, 0, std::numeric_limits<int>::max());
    if (team.fanFactor > building.fanFactorMax)
        errors->append(tr("The team's fan factor is %1; it can never pass %2.")
                           .arg(team.fanFactor)
                           .arg(building.fanFactorMax));
    team.assistantCoaches =
        reader.integer(u"assistant_coaches"_s, 0, std::numeric_limits<int>::max());
    team.cheerleaders = reader.integer(u"cheerleaders"_s, 0, std::numeric_limits<int>::max());
    for (const auto &[count, sentence] :
         {std::pair{team.assistantCoaches,
                    tr("The team has %1 assistant coaches; Dugout accepts at most %2.")},
          std::pair{team.cheerleaders,
                    tr("The team has %1 cheerleaders; Dugout accepts at most %2.")}}) {
        if (count > InputLimits::MaxUnlimitedStaff)
            errors->append(sentence.arg(count).arg(InputLimits::MaxUnlimitedStaff));
    }
    team.apothecary = reader.boolean(u"apothecary"_s);
    // Optional: the team value of a team exported from a free fan factor league leaves it out.
    team.freeFanFactor = json.value(u"free_fan_factor"_s).toBool(false);

    const QJsonArray players = reader.array(u"players"_s);
    for (qsizetype i = 0; i < players.size(); ++i)
        team.players << readPlayer(players.at(i).toObject(), int(i), rules, errors);

    QJsonArray ledger = json.value(u"ledger"_s).toArray();
    if (ledger.size() > InputLimits::MaxLedgerEntries) {
        // Said once, and the lines left unread: a history this long is refused whatever it holds.
        errors->append(tr("The ledger has %1 entries; Dugout imports at most %2.")
                           .arg(ledger.size())
                           .arg(InputLimits::MaxLedgerEntries));
        ledger = QJsonArray();
    }
    team.ledger.reserve(ledger.size());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (qsizetype i = 0; i < ledger.size(); ++i) {
        const QJsonObject object = ledger.at(i).toObject();
        JsonEntryReader entry(object, tr("ledger entry #%1").arg(i + 1), errors);
        LedgerEntry line;
        line.amount = object.value(u"amount"_s).toInteger();
        if (line.amount < -InputLimits::MaxGold || line.amount > InputLimits::MaxGold)
            entry.error(u"amount"_s,
                        tr("%1 is more gold than one line may move (at most %2 either way)")
                            .arg(formatGold(line.amount), formatGold(InputLimits::MaxGold)));
        if (!ledgerKindFromKey(entry.string(u"kind"_s), &line.kind))
            entry.error(u"kind"_s, tr("unknown kind of ledger entry"));
        line.detail = object.value(u"detail"_s).toString();
        if (const RuleCheck note = InputLimits::checkNote(line.detail, tr("Its detail")); !note)
            entry.error(u"detail"_s, note.reason);
        line.time = QDateTime::fromString(object.value(u"time"_s).toString(), Qt::ISODate);
        if (!line.time.isValid())
            line.time = now;
        team.ledger << line;
    }
    // No treasury said: a team being built has what its budget leaves, a confirmed one what
    // its ledger adds up to.
    if (!json.contains(u"treasury"_s))
        json.insert(u"treasury"_s,
                    double(team.phase == Team::Phase::Creation ? TeamRules(rules).goldLeft(team)
                                                               : team.ledgerBalance()));
    if (errors->isEmpty())
        checkTeam(team, json, rules, errors);
    if (!errors->isEmpty()) {
        InputLimits::shortenProblems(errors);
        return std::nullopt;
    }
    // A file written by hand may give the treasury without its history: one entry carries it.
    const qint64 treasury = json.value(u"treasury"_s).toInteger();
    if (team.phase == Team::Phase::Active && team.ledger.isEmpty() && treasury > 0)
        team.ledger << LedgerEntry{0,
                                   treasury,
                                   LedgerEntry::Kind::Adjustment,
                                   tr("Treasury imported"),
                                   0,
                                   QDateTime::currentDateTimeUtc()};
    return team;
}

QString TeamJson::entryLabel(int index, const QString &name)
{
    return tr("player #%1 (%2)").arg(index + 1).arg(InputLimits::quoted(name));
}

QString TeamJson::playerLabel(int number, const QString &name)
{
    return tr("Player %1 (%2)").arg(number).arg(InputLimits::quoted(name));
}

Player TeamJson::readPlayer(const QJsonObject &object, int index, const Ruleset &rules,
                            QStringList *errors)
{
    const TeamBuildingRules &building = rules.teamBuilding();
    JsonEntryReader entry(object, entryLabel(index, object.value(u"name"_s).toString()), errors);
    Player player;
    player.id = -(index + 1);
    player.number = entry.integer(u"number"_s, 1, 16);
    player.name = entry.string(u"name"_s).trimmed();
    if (!player.name.isEmpty())
        check(InputLimits::checkName(player.name, tr("The name of player #%1").arg(index + 1)),
              errors);
    player.positionId = entry.id(u"position"_s);
    if (!playerStatusFromKey(entry.string(u"status"_s), &player.status))
        entry.error(u"status"_s, tr("expected active, dead, fired or retired"));
    player.journeyman = object.value(u"journeyman"_s).toBool();
    JsonEntryReader gain(entry.object(u"gains"_s), entry.where() + tr(", gains"), errors);
    player.maGain = gain.integer(u"ma"_s, 0, building.characteristicMaxGain);
    player.stGain = gain.integer(u"st"_s, 0, building.characteristicMaxGain);
    player.agGain = gain.integer(u"ag"_s, 0, building.characteristicMaxGain);
    player.avGain = gain.integer(u"av"_s, 0, building.characteristicMaxGain);
    JsonEntryReader injuries(entry.object(u"injuries"_s), entry.where() + tr(", injuries"), errors);
    player.missNextGame = injuries.boolean(u"miss_next_game"_s);
    player.niggling = injuries.integer(u"niggling"_s, 0, 20);
    player.maLoss = injuries.integer(u"ma"_s, 0, building.characteristicMaxLoss);
    player.stLoss = injuries.integer(u"st"_s, 0, building.characteristicMaxLoss);
    player.agLoss = injuries.integer(u"ag"_s, 0, building.characteristicMaxLoss);
    player.avLoss = injuries.integer(u"av"_s, 0, building.characteristicMaxLoss);
    // Each skill gained took an advancement roll: no more than the highest SPP level gives.
    const int maxRolls = rules.sppLevel(std::numeric_limits<int>::max()).advancementRolls;
    const QJsonArray gained = entry.array(u"gained_skills"_s);
    if (gained.size() > maxRolls)
        entry.error(u"gained_skills"_s,
                    tr("%1 skills gained; a player earns at most %2 advancement rolls")
                        .arg(gained.size())
                        .arg(maxRolls));
    for (qsizetype i = 0; i < std::min<qsizetype>(gained.size(), maxRolls); ++i) {
        JsonEntryReader skill(gained.at(i).toObject(), entry.where() + tr(", gained skill"),
                              errors);
        player.gainedSkills << GainedSkill{skill.id(u"skill"_s), skill.boolean(u"double"_s)};
    }
    player.spp = entry.integer(u"spp"_s, 0, 10000);
    player.completions = entry.integer(u"completions"_s, 0, 10000);
    player.touchdowns = entry.integer(u"touchdowns"_s, 0, 10000);
    player.interceptions = entry.integer(u"interceptions"_s, 0, 10000);
    player.casualties = entry.integer(u"casualties"_s, 0, 10000);
    player.mvps = entry.integer(u"mvps"_s, 0, 10000);
    player.matchesPlayed = entry.integer(u"matches_played"_s, 0, 10000);
    player.advancementsTaken = entry.integer(u"advancements_taken"_s, 0, maxRolls);
    return player;
}

void TeamJson::checkTeam(const Team &team, const QJsonObject &json, const Ruleset &rules,
                         QStringList *errors)
{
    const TeamRules teamRules(rules);
    const Roster *roster = rules.roster(team.rosterId);
    if (!roster) {
        errors->append(tr("The roster '%1' does not exist.").arg(team.rosterId));
        return;
    }
    if (team.apothecary && !roster->apothecary)
        errors->append(tr("%1 teams may not have an apothecary.").arg(roster->name.current()));
    if (team.phase == Team::Phase::Creation &&
        team.fanFactor > rules.teamBuilding().fanFactorMaxAtCreation)
        errors->append(tr("A team in creation may have at most %1 fan factor.")
                           .arg(rules.teamBuilding().fanFactorMaxAtCreation));

    QHash<QString, int> perPosition;
    QSet<int> numbers;
    int active = 0;
    const QJsonArray statedPlayers = json.value(u"players"_s).toArray();
    const TeamBuildingRules &building = rules.teamBuilding();
    for (qsizetype index = 0; index < team.players.size(); ++index) {
        const Player &player = team.players.at(index);
        const QString who = playerLabel(player.number, player.name);
        const Position *position = rules.position(player.positionId);
        if (!position || position->rosterId != team.rosterId) {
            errors->append(tr("%1: '%2' is not a position of the %3 roster.")
                               .arg(who, player.positionId, roster->name.current()));
            continue;
        }
        if (player.isActive()) {
            ++active;
            if (numbers.contains(player.number))
                errors->append(
                    tr("%1: number %2 is worn by another player.").arg(who).arg(player.number));
            numbers.insert(player.number);
            if (!player.journeyman)
                ++perPosition[player.positionId];
        }
        QStringList held = position->skills;
        for (const GainedSkill &gained : player.gainedSkills) {
            const Skill *skill = rules.skill(gained.skillId);
            if (!skill || skill->category == SkillCategory::Extraordinary) {
                errors->append(
                    tr("%1: '%2' is not a skill a player can learn.").arg(who, gained.skillId));
                continue;
            }
            if (held.contains(gained.skillId))
                errors->append(tr("%1: holds %2 twice.").arg(who, skill->name.current()));
            for (const QString &other : held) {
                if (rules.skillsExclude(gained.skillId, other))
                    errors->append(
                        tr("%1: %2 and %3 may not be held together.")
                            .arg(who, skill->name.current(), rules.skill(other)->name.current()));
            }
            held << gained.skillId;
        }
        if (player.advancementsTaken > rules.sppLevel(player.spp).advancementRolls)
            errors->append(tr("%1: %2 advancements taken, but %3 SPP earn only %4.")
                               .arg(who)
                               .arg(player.advancementsTaken)
                               .arg(player.spp)
                               .arg(rules.sppLevel(player.spp).advancementRolls));
        if (player.advancementsTaken != player.gainedSkills.size() + player.maGain + player.stGain +
                                            player.agGain + player.avGain)
            errors->append(
                tr("%1: the advancements taken do not match the skills and characteristics gained.")
                    .arg(who));
        // The file states the current characteristics; they must follow from position, gains and
        // injuries.
        const QJsonObject stated = statedPlayers.at(index).toObject();
        const std::pair<QString, int> stats[] = {{u"ma"_s, player.ma(*position)},
                                                 {u"st"_s, player.st(*position)},
                                                 {u"ag"_s, player.ag(*position)},
                                                 {u"av"_s, player.av(*position)}};
        for (const auto &[field, expected] : stats) {
            // Only a gain can carry a characteristic past the cap (losses stop at the minimum).
            if (expected > building.characteristicMax)
                errors->append(tr("%1: %2 would be %3; no characteristic may go above %4.")
                                   .arg(who, field.toUpper())
                                   .arg(expected)
                                   .arg(building.characteristicMax));
            if (stated.contains(field) && stated.value(field).toInt() != expected)
                errors->append(
                    tr("%1: %2 is %3 in the file, but position, advancements and injuries give %4.")
                        .arg(who, field.toUpper())
                        .arg(stated.value(field).toInt())
                        .arg(expected));
        }
        // Pending rolls follow from the SPP and the rolls taken; a file stating others is wrong.
        if (stated.contains(u"pending_advancements"_s) &&
            stated.value(u"pending_advancements"_s).toInt(-1) != player.pendingAdvancements(rules))
            errors->append(tr("%1: %2 advancement rolls pending in the file, but %3 SPP and %4 "
                              "taken leave %5.")
                               .arg(who)
                               .arg(stated.value(u"pending_advancements"_s).toInt(-1))
                               .arg(player.spp)
                               .arg(player.advancementsTaken)
                               .arg(player.pendingAdvancements(rules)));
        if (stated.contains(u"value"_s) &&
            stated.value(u"value"_s).toInteger() != player.value(rules))
            errors->append(tr("%1: value %2 in the file, but the rules give %3.")
                               .arg(who)
                               .arg(stated.value(u"value"_s).toInteger())
                               .arg(player.value(rules)));
    }
    for (auto it = perPosition.constBegin(); it != perPosition.constEnd(); ++it) {
        const Position *position = rules.position(it.key());
        if (it.value() > position->max)
            errors->append(tr("%1 %2 players, but a team may have at most %3.")
                               .arg(it.value())
                               .arg(position->name.current())
                               .arg(position->max));
    }
    const int maxPlayers = rules.teamBuilding().maxPlayers;
    const int nonJourneymen =
        int(std::count_if(team.players.cbegin(), team.players.cend(),
                          [](const Player &p) { return p.isActive() && !p.journeyman; }));
    if (nonJourneymen > maxPlayers)
        errors->append(tr("The team has %1 players; it may have at most %2.")
                           .arg(nonJourneymen)
                           .arg(maxPlayers));
    if (team.phase == Team::Phase::Active && active < rules.teamBuilding().minPlayers)
        errors->append(tr("The team has %1 players; it needs at least %2.")
                           .arg(active)
                           .arg(rules.teamBuilding().minPlayers));

    const qint64 treasury = json.value(u"treasury"_s).toInteger(-1);
    if (treasury < 0)
        errors->append(tr("The treasury must be 0 or more."));
    else if (treasury > InputLimits::MaxGold)
        errors->append(tr("The treasury is %1; Dugout accepts at most %2.")
                           .arg(formatGold(treasury), formatGold(InputLimits::MaxGold)));
    if (team.phase == Team::Phase::Creation) {
        if (teamRules.creationCost(team) > team.budget)
            errors->append(tr("The team costs %1, more than its budget of %2.")
                               .arg(teamRules.creationCost(team))
                               .arg(team.budget));
        else if (treasury != teamRules.goldLeft(team))
            errors->append(tr("The treasury should be %1: the budget less what the team cost.")
                               .arg(teamRules.goldLeft(team)));
        if (!team.ledger.isEmpty())
            errors->append(tr("A team in creation has no ledger yet."));
    } else {
        if (!team.ledger.isEmpty() && team.ledgerBalance() != treasury)
            errors->append(tr("The ledger adds up to %1, but the treasury says %2.")
                               .arg(team.ledgerBalance())
                               .arg(treasury));
        qint64 running = 0;
        for (const LedgerEntry &entry : team.ledger) {
            running += entry.amount;
            if (running < 0) {
                errors->append(tr("The ledger takes the treasury below zero."));
                break;
            }
        }
    }
    if (json.contains(u"team_value"_s) &&
        json.value(u"team_value"_s).toInteger() != teamRules.teamValue(team))
        errors->append(tr("The team value is %1 in the file, but the rules give %2.")
                           .arg(json.value(u"team_value"_s).toInteger())
                           .arg(teamRules.teamValue(team)));
}

} // namespace dugout
