// The ruleset loader refuses broken data with an error naming file, entry and field.
#include "../support/JsonEdit.h"
#include "core/rules/RulesetLoader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using dugout::RulesetLoader;

namespace {

const QStringList DataFiles = {u"skills.json"_s,
                               u"rosters.json"_s,
                               u"star_players.json"_s,
                               u"inducements.json"_s,
                               u"team_building.json"_s,
                               u"tables.json"_s,
                               u"special_play_cards.json"_s,
                               u"forge_de_sigmar.json"_s};

} // namespace

class TestRulesetLoader : public QObject
{
    Q_OBJECT

private:
    // A fresh copy of the built-in data in its own folder.
    QString copyOfBuiltIn(QTemporaryDir &dir)
    {
        for (const QString &name : DataFiles) {
            if (!QFile::copy(QString::fromLatin1(RulesetLoader::BuiltInFolder) + u'/' + name,
                             dir.filePath(name)))
                qFatal("cannot copy %s", qPrintable(name));
            QFile::setPermissions(dir.filePath(name), QFile::ReadOwner | QFile::WriteOwner);
        }
        return dir.path();
    }

    static void edit(const QString &file, const QString &path, const QJsonValue &value)
    {
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QJsonValue root = QJsonDocument::fromJson(in.readAll()).object();
        in.close();
        const QJsonValue result = dugout::test::editedJson(root, path.split(u'/'), value);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(result.toObject()).toJson());
    }

private Q_SLOTS:
    void copyOfBuiltInLoads()
    {
        QTemporaryDir dir;
        QStringList errors;
        QVERIFY2(RulesetLoader::load(copyOfBuiltIn(dir), &errors), qPrintable(errors.join(u'\n')));
        QVERIFY(errors.isEmpty());
    }

    void refusesBrokenData_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QStringList>("mentions");

        QTest::newRow("unknown skill in a roster")
            << u"rosters.json"_s << u"rosters/9/positions/3/skills"_s
            << QJsonValue(QJsonArray{u"block"_s, u"flying"_s})
            << QStringList{u"rosters.json"_s, u"position 'human.blitzer'"_s, u"'skills'"_s,
                           u"unknown skill 'flying'"_s};
        QTest::newRow("star for a roster that does not exist")
            << u"star_players.json"_s << u"star_players/0/plays_for"_s
            << QJsonValue(QJsonArray{u"dwarf"_s, u"gnome"_s})
            << QStringList{u"star_players.json"_s, u"'barik_farblast'"_s, u"'plays_for'"_s,
                           u"unknown roster 'gnome'"_s};
        QTest::newRow("star hired with a star that does not exist")
            << u"star_players.json"_s << u"star_players/0/hired_with"_s << QJsonValue(u"nobody"_s)
            << QStringList{u"star_players.json"_s, u"'barik_farblast'"_s,
                           u"unknown partner star 'nobody'"_s};
        QTest::newRow("missing French name")
            << u"skills.json"_s << u"skills/0/name/fr"_s << QJsonValue(QJsonValue::Undefined)
            << QStringList{u"skills.json"_s, u"skill 'block'"_s, u"'name.fr'"_s, u"French"_s};
        QTest::newRow("gap in the injury table")
            << u"tables.json"_s << u"injury/rows/1/min"_s << QJsonValue(9)
            << QStringList{u"tables.json"_s, u"injury"_s, u"no row for 8 to 8"_s};
        QTest::newRow("overlap in the kick-off table")
            << u"tables.json"_s << u"kick_off/rows/1/min"_s << QJsonValue(2)
            << QStringList{u"tables.json"_s, u"kick_off"_s, u"overlap at 2"_s};
        QTest::newRow("gap in the casualty table")
            << u"tables.json"_s << u"casualty/rows/0/max"_s << QJsonValue(37)
            << QStringList{u"tables.json"_s, u"casualty"_s, u"no row for 38"_s};
        QTest::newRow("impossible D68 value")
            << u"tables.json"_s << u"casualty/rows/0/max"_s << QJsonValue(39)
            << QStringList{u"casualty, row #1"_s, u"'max'"_s, u"not a D68 result"_s};
        QTest::newRow("text where a number belongs")
            << u"rosters.json"_s << u"rosters/0/positions/0/ma"_s << QJsonValue(u"six"_s)
            << QStringList{u"rosters.json"_s, u"position 'amazon.linewoman'"_s, u"'ma'"_s,
                           u"whole number"_s};
        QTest::newRow("bad skill category letter")
            << u"rosters.json"_s << u"rosters/9/positions/0/normal"_s << QJsonValue(u"GX"_s)
            << QStringList{u"position 'human.lineman'"_s, u"'normal'"_s, u"'X'"_s};
        QTest::newRow("deck size disagrees with its cards")
            << u"special_play_cards.json"_s << u"decks/0/size"_s << QJsonValue(12)
            << QStringList{u"special_play_cards.json"_s, u"deck 'miscellaneous_mayhem'"_s,
                           u"12 cards but lists 13"_s};
        // A card's `apply` and `needs` (issue 16: what core applies when the card is played).
        QTest::newRow("card without apply")
            << u"special_play_cards.json"_s << u"decks/0/cards/0/apply"_s
            << QJsonValue(QJsonValue::Undefined)
            << QStringList{u"card 'miscellaneous_mayhem.badyear_git'"_s, u"'apply'"_s,
                           u"missing"_s};
        QTest::newRow("card effect of an unknown kind")
            << u"special_play_cards.json"_s << u"decks/0/cards/0/apply/kind"_s
            << QJsonValue(u"teleport"_s)
            << QStringList{u"miscellaneous_mayhem.badyear_git', apply"_s, u"'kind'"_s,
                           u"'teleport' is not one of"_s};
        QTest::newRow("card gives an unknown skill")
            << u"special_play_cards.json"_s << u"decks/4/cards/14/apply/players/0/skills"_s
            << QJsonValue(QJsonArray{u"thick_skull"_s, u"iron_skin"_s})
            << QStringList{u"card 'good_karma.magic_helmet'"_s, u"unknown skill 'iron_skin'"_s};
        QTest::newRow("card moves a player to an unknown status")
            << u"special_play_cards.json"_s << u"decks/4/cards/5/apply/players/0/to"_s
            << QJsonValue(u"bench"_s)
            << QStringList{u"good_karma.doc_bonesaw', apply, player #1"_s, u"'to'"_s,
                           u"'bench' is not one of"_s};
        QTest::newRow("card re-rolls given two ways")
            << u"special_play_cards.json"_s << u"decks/5/cards/0/apply/rerolls"_s << QJsonValue(1)
            << QStringList{u"random_events.bad_habits', apply"_s,
                           u"exactly one of rerolls, lose_die and each_lost_on"_s};
        QTest::newRow("card player change that changes nothing")
            << u"special_play_cards.json"_s << u"decks/4/cards/14/apply/players/0"_s
            << QJsonValue(
                   QJsonObject{{u"team"_s, u"own"_s}, {u"from"_s, QJsonArray{u"standing"_s}}})
            << QStringList{u"good_karma.magic_helmet', apply, player #1"_s,
                           u"must change something"_s};
        QTest::newRow("card needing an unknown condition")
            << u"special_play_cards.json"_s << u"decks/0/cards/0/needs"_s
            << QJsonValue(QJsonArray{u"full_moon"_s})
            << QStringList{u"card 'miscellaneous_mayhem.badyear_git'"_s, u"'needs'"_s,
                           u"'full_moon' is not one of"_s};
        // Cards whose effect lasts (CardLasting): the marks, durations and outcomes.
        QTest::newRow("card bending an unknown rule")
            << u"special_play_cards.json"_s << u"decks/4/cards/7/apply/mark"_s
            << QJsonValue(u"no_dice"_s)
            << QStringList{u"good_karma.fan_uproar', apply"_s, u"'mark'"_s,
                           u"'no_dice' is not one of"_s};
        QTest::newRow("card lasting turns and until the drive")
            << u"special_play_cards.json"_s << u"decks/4/cards/7/apply/until"_s
            << QJsonValue(u"drive"_s)
            << QStringList{u"good_karma.fan_uproar', apply"_s, u"turns or until, not both"_s};
        QTest::newRow("card lasting until an unknown end")
            << u"special_play_cards.json"_s << u"decks/2/cards/12/apply/until"_s
            << QJsonValue(u"season"_s)
            << QStringList{u"magic_items.wand_of_smashing', apply"_s, u"'until'"_s,
                           u"'season' is not one of"_s};
        QTest::newRow("card outcome with half a die range")
            << u"special_play_cards.json"_s << u"decks/3/cards/12/apply/players/0/die_max"_s
            << QJsonValue(QJsonValue::Null)
            << QStringList{u"dirty_tricks.witchs_brew', apply, player #1"_s,
                           u"die_min and die_max"_s};
        QTest::newRow("card's first change on the same player")
            << u"special_play_cards.json"_s << u"decks/3/cards/12/apply/players/0/same_player"_s
            << QJsonValue(true)
            << QStringList{u"dirty_tricks.witchs_brew', apply, player #1"_s,
                           u"the first change names its player"_s};
        QTest::newRow("card keeping skills it does not replace")
            << u"special_play_cards.json"_s << u"decks/0/cards/6/apply/players/0/replace_skills"_s
            << QJsonValue(false)
            << QStringList{u"miscellaneous_mayhem.heckler', apply, player #1"_s,
                           u"keep goes with replace_skills"_s};
        QTest::newRow("card keeping an unknown skill")
            << u"special_play_cards.json"_s << u"decks/0/cards/6/apply/players/0/keep"_s
            << QJsonValue(QJsonArray{u"loner"_s, u"grumpy"_s})
            << QStringList{u"card 'miscellaneous_mayhem.heckler'"_s, u"unknown skill 'grumpy'"_s};
        QTest::newRow("card confirmation without French")
            << u"special_play_cards.json"_s << u"decks/1/cards/9/confirm/fr"_s
            << QJsonValue(QJsonValue::Undefined)
            << QStringList{u"special_team_plays.punt'"_s, u"'confirm.fr'"_s, u"missing French"_s};
        QTest::newRow("invalid id")
            << u"skills.json"_s << u"skills/0/id"_s << QJsonValue(u"Block!"_s)
            << QStringList{u"skills.json"_s, u"'id'"_s, u"not a valid id"_s};
        QTest::newRow("id used twice")
            << u"skills.json"_s << u"skills/1/id"_s << QJsonValue(u"block"_s)
            << QStringList{u"skills.json"_s, u"'block' is used twice"_s};
        QTest::newRow("float gold")
            << u"rosters.json"_s << u"rosters/9/reroll_cost"_s << QJsonValue(50000.5)
            << QStringList{u"roster 'human'"_s, u"'reroll_cost'"_s, u"whole pieces"_s};
        QTest::newRow("missing field")
            << u"inducements.json"_s << u"inducements/1/summary"_s
            << QJsonValue(QJsonValue::Undefined)
            << QStringList{u"inducements.json"_s, u"inducement 'bribe'"_s, u"'summary'"_s,
                           u"missing"_s};
        QTest::newRow("spp levels with a hole")
            << u"tables.json"_s << u"spp_levels/rows/1/min"_s << QJsonValue(7)
            << QStringList{u"spp_levels"_s, u"level #1"_s};
        QTest::newRow("expensive mistakes band with five outcomes")
            << u"tables.json"_s << u"expensive_mistakes/bands/0/outcomes/5"_s
            << QJsonValue(QJsonValue::Undefined)
            << QStringList{u"expensive_mistakes, band #1"_s, u"'outcomes'"_s, u"6 in all"_s};
        // La Forge de Sigmar's tables (forge_de_sigmar.json) are checked like the others.
        QTest::newRow("gap in the Forge's strike table")
            << u"forge_de_sigmar.json"_s << u"strike/rows/1/min"_s << QJsonValue(8)
            << QStringList{u"forge_de_sigmar.json: strike"_s, u"no row for 7 to 7"_s};
        QTest::newRow("Forge lava jump row with an unknown outcome")
            << u"forge_de_sigmar.json"_s << u"lava_jump/rows/1/id"_s << QJsonValue(u"swims"_s)
            << QStringList{u"forge_de_sigmar.json: lava_jump"_s, u"'swims' is not one of"_s,
                           u"needs one row with the id 'into_lava'"_s};
        QTest::newRow("Forge find table past 2D6")
            << u"forge_de_sigmar.json"_s << u"find/rows/2/max"_s << QJsonValue(13)
            << QStringList{u"forge_de_sigmar.json: find, row #3"_s, u"'max'"_s};
        QTest::newRow("Forge genestealer without armour")
            << u"forge_de_sigmar.json"_s << u"genestealer/av"_s << QJsonValue(QJsonValue::Undefined)
            << QStringList{u"forge_de_sigmar.json: genestealer"_s, u"'av'"_s, u"missing"_s};
    }
    void refusesBrokenData()
    {
        QFETCH(QString, file);
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QStringList, mentions);
        QTemporaryDir dir;
        const QString folder = copyOfBuiltIn(dir);
        edit(dir.filePath(file), path, value);
        QStringList errors;
        QVERIFY(!RulesetLoader::load(folder, &errors));
        QVERIFY(!errors.isEmpty());
        const QString all = errors.join(u'\n');
        for (const QString &mention : mentions)
            QVERIFY2(all.contains(mention), qPrintable(u"'%1' not in:\n%2"_s.arg(mention, all)));
    }

    void refusesMalformedJson()
    {
        QTemporaryDir dir;
        const QString folder = copyOfBuiltIn(dir);
        QFile file(dir.filePath(u"rosters.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{\"rosters\": [ {\"id\": \"human\", ");
        file.close();
        QStringList errors;
        QVERIFY(!RulesetLoader::load(folder, &errors));
        QVERIFY2(errors.join(u'\n').contains(u"rosters.json: invalid JSON at byte"_s),
                 qPrintable(errors.join(u'\n')));
    }

    void refusesAMissingFile()
    {
        QTemporaryDir dir;
        const QString folder = copyOfBuiltIn(dir);
        QVERIFY(QFile::remove(dir.filePath(u"inducements.json"_s)));
        QStringList errors;
        QVERIFY(!RulesetLoader::load(folder, &errors));
        QVERIFY(errors.join(u'\n').contains(u"inducements.json: cannot read"_s));
    }
};

QTEST_GUILESS_MAIN(TestRulesetLoader)
#include "tst_ruleset_loader.moc"
