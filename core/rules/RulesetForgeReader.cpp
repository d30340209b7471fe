// RulesetLoader's reading of forge_de_sigmar.json: the tables and numbers of La Forge de Sigmar
// (seeds/forge-de-sigmar-fr.txt), the variant pitch of core/forge.
#include "JsonEntryReader.h"
#include "RulesetLoader.h"
#include "TableRowsReader.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr QLatin1StringView file{"forge_de_sigmar.json"};

// The lowest 2D6 + ST or AG total (ST or AG 1) and the highest (AG or ST 10, the characteristic
// cap of team_building.json).
constexpr int lowestTotal = 3;
constexpr int highestTotal = 22;

// A table whose rows read the outcomes `ids`, each exactly once.
QList<TableRow> readOutcomes(const QJsonObject &top, const QString &name, int lowest, int highest,
                             const QStringList &ids, QStringList *errors)
{
    const QString where = u"%1: %2"_s.arg(file, name);
    QList<TableRow> rows =
        readTableRows(top.value(name).toObject(), where, lowest, highest, errors);
    for (const QString &id : ids) {
        const auto count = std::count_if(rows.cbegin(), rows.cend(),
                                         [&id](const TableRow &row) { return row.id == id; });
        if (count != 1)
            errors->append(RulesetLoader::tr("%1: needs one row with the id '%2' (found %3)")
                               .arg(where, id)
                               .arg(count));
    }
    for (const TableRow &row : std::as_const(rows)) {
        if (!ids.contains(row.id))
            errors->append(RulesetLoader::tr("%1: '%2' is not one of %3")
                               .arg(where, row.id, ids.join(u", "_s)));
    }
    return rows;
}

} // namespace

void RulesetLoader::readForge(const QJsonObject &json, Ruleset &ruleset, QStringList *errors)
{
    ForgeTables &forge = ruleset.m_forge;
    forge.strikeRows = readOutcomes(json, u"strike"_s, lowestTotal, highestTotal,
                                    ForgeTables::strikeIds(), errors);
    forge.crevasseJumpRows = readOutcomes(json, u"crevasse_jump"_s, lowestTotal, highestTotal,
                                          ForgeTables::crevasseJumpIds(), errors);
    forge.lavaJumpRows = readOutcomes(json, u"lava_jump"_s, lowestTotal, highestTotal,
                                      ForgeTables::lavaJumpIds(), errors);
    forge.findRows = readOutcomes(json, u"find"_s, 2, 12, ForgeTables::findIds(), errors);

    JsonEntryReader top(json, QString(file), errors);
    forge.itemWorksOn = top.integer(u"item_works_on"_s, 1, 6);
    forge.accidentOpensOn = top.integer(u"accident_opens_on"_s, 1, 6);
    forge.splashOn = top.integer(u"splash_on"_s, 1, 6);
    forge.lavaInjuryModifier = top.integer(u"lava_injury_modifier"_s, 0, 10);
    forge.splashInjuryModifier = top.integer(u"splash_injury_modifier"_s, 0, 10);
    forge.crevassePassModifier = top.integer(u"crevasse_pass_modifier"_s, -10, 10);
    forge.crestPassModifier = top.integer(u"crest_pass_modifier"_s, -10, 10);
    forge.jumpOntoStrengthBonus = top.integer(u"jump_onto_strength_bonus"_s, 0, 10);

    JsonEntryReader movement(top.object(u"movement"_s), u"%1: movement"_s.arg(file), errors);
    forge.intoOrOutOfCrevasse = movement.integer(u"into_or_out_of_crevasse"_s, 1, 10);
    forge.jumpOverCrevasseOrLava = movement.integer(u"jump_over"_s, 1, 10);
    forge.ontoOrOffCrest = movement.integer(u"onto_or_off_crest"_s, 1, 10);
    forge.crestIntoCrevasse = movement.integer(u"crest_into_crevasse"_s, 1, 10);

    JsonEntryReader genestealer(top.object(u"genestealer"_s), u"%1: genestealer"_s.arg(file),
                                errors);
    forge.genestealerMa = genestealer.integer(u"ma"_s, 1, 10);
    forge.genestealerSt = genestealer.integer(u"st"_s, 1, 10);
    forge.genestealerAg = genestealer.integer(u"ag"_s, 1, 10);
    forge.genestealerAv = genestealer.integer(u"av"_s, 1, 10);
}

} // namespace dugout
