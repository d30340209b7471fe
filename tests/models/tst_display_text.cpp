// The formatting shared by the rulebook models: gold in each language, search folding.
#include "ModelTestSupport.h"
#include "core/match/MatchState.h"
#include "core/rules/RulesetLoader.h"
#include "models/DisplayText.h"
#include "models/MatchText.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestDisplayText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { test::useLanguage(QLocale::English); }

    void goldReadsAsTheRulebookWritesIt()
    {
        test::useLanguage(QLocale::English);
        QCOMPARE(goldText(50000), u"50,000"_s);
        QCOMPARE(goldText(1000000), u"1,000,000"_s);
        QCOMPARE(goldText(0), u"0"_s);
        test::useLanguage(QLocale::French);
        // French groups digits with a (narrow) no-break space: "50 000".
        const QString french = goldText(50000);
        QCOMPARE(french, QLocale(QLocale::French, QLocale::France).toString(qint64(50000)));
        QCOMPARE(french.size(), 6);
        QVERIFY(french.at(2).isSpace());
    }

    void otherLanguageIsTheOneNotShown()
    {
        const LocalizedText text{u"Block"_s, u"Blocage"_s};
        test::useLanguage(QLocale::English);
        QCOMPARE(otherLanguageText(text), u"Blocage"_s);
        test::useLanguage(QLocale::French);
        QCOMPARE(otherLanguageText(text), u"Block"_s);
    }

    void foldingIgnoresCaseAccentsAndLigatures_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("folded");
        QTest::newRow("case") << u"BLOCAGE"_s << u"blocage"_s;
        QTest::newRow("acute") << u"Intrépidité"_s << u"intrepidite"_s;
        QTest::newRow("circumflex") << u"Châtaigne"_s << u"chataigne"_s;
        QTest::newRow("capital accent") << u"Éclair"_s << u"eclair"_s;
        QTest::newRow("cedilla") << u"Tronçonneuse"_s << u"tronconneuse"_s;
        QTest::newRow("ligature") << u"Œil Crevé"_s << u"oeil creve"_s;
        QTest::newRow("apostrophe") << u"Pauv’ gars"_s << u"pauv' gars"_s;
        QTest::newRow("plain") << u"mighty blow"_s << u"mighty blow"_s;
    }
    void foldingIgnoresCaseAccentsAndLigatures()
    {
        QFETCH(QString, text);
        QFETCH(QString, folded);
        QCOMPARE(foldForSearch(text), folded);
    }

    // A player a special play card brings in (Da Freight Train's Borg, issue 16) is named after
    // the card in the tracker's roster, and his tooltip says so, not "mercenary".
    void aPlayerACardBringsInIsNamedAfterTheCard()
    {
        test::useLanguage(QLocale::English);
        const std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
        QVERIFY(rules);
        MatchPlayer borg;
        borg.positionId = u"desperate_measures.da_freight_train"_s;
        borg.induced = true;
        borg.ma = 6;
        borg.st = 5;
        borg.ag = 2;
        borg.av = 9;
        borg.skills = {u"juggernaut"_s};
        QCOMPARE(MatchText::positionName(*rules, borg.positionId), u"Da Freight Train"_s);
        const QString note = MatchText::inducedNote(*rules, borg);
        QVERIFY2(note.contains(u"through Da Freight Train until it lapses: MA 6, ST 5"_s),
                 qPrintable(note));
        QVERIFY2(note.contains(u"Juggernaut"_s), qPrintable(note));
        QVERIFY2(!note.contains(u"Mercenary"_s), qPrintable(note));
    }

    void namesListsFromIds()
    {
        test::useLanguage(QLocale::English);
        const auto ruleset = test::builtInRuleset();
        QCOMPARE(skillNames(*ruleset, {u"block"_s, u"dodge"_s}), u"Block, Dodge"_s);
        QCOMPARE(skillNames(*ruleset, {u"no_such_skill"_s}), u"no_such_skill"_s);
        // Roster names read in alphabetical order of the interface language (RosterOrder).
        QCOMPARE(rosterNames(*ruleset, {u"human"_s, u"dwarf"_s}), u"Dwarf, Human"_s);
        QVERIFY(skillSummaries(*ruleset, {u"block"_s}).startsWith(u"Block: "_s));
        test::useLanguage(QLocale::French);
        QCOMPARE(skillNames(*ruleset, {u"block"_s, u"mighty_blow"_s}), u"Blocage, Châtaigne"_s);
        QCOMPARE(rosterNames(*ruleset, {u"human"_s, u"dwarf"_s}), u"Humains, Nains"_s);
        QCOMPARE(rosterNames(*ruleset, {u"nurgle"_s, u"norse"_s, u"necromantic"_s}),
                 u"Nécromantiques, Nordiques, Nurgle"_s);
    }
};

QTEST_GUILESS_MAIN(TestDisplayText)
#include "tst_display_text.moc"
