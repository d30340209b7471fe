// Rosters are listed by their name in the interface language, compared as a reader of that
// language would: in French an accented initial sorts with its plain letter (Nécromantiques
// among the N, before Nordiques), not after Z as a byte order puts it.
#include "core/rules/RosterOrder.h"
#include "core/rules/Ruleset.h"
#include "core/rules/RulesetLoader.h"

#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestRosterOrder : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Ruleset> m_rules;

    static QLocale localeOf(const QString &language)
    {
        return language == u"fr"_s ? QLocale(QLocale::French, QLocale::France)
                                   : QLocale(QLocale::English, QLocale::UnitedKingdom);
    }

    QStringList idsInOrder() const
    {
        QStringList ids;
        for (const Roster *roster : RosterOrder::byName(*m_rules))
            ids << roster->id;
        return ids;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void cleanup() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom)); }

    void comesBefore_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        // French names: Nécromantiques, Nordiques, Nurgle; Elfes, Elfes Noirs, Elfes Sylvains.
        QTest::newRow("fr: accented é sorts with e") << u"fr"_s << u"necromantic"_s << u"norse"_s;
        QTest::newRow("fr: Nordiques before Nurgle") << u"fr"_s << u"norse"_s << u"nurgle"_s;
        QTest::newRow("fr: Hauts Elfes before Hommes Lézards")
            << u"fr"_s << u"high_elf"_s << u"lizardman"_s;
        QTest::newRow("fr: Morts Vivants before Nains") << u"fr"_s << u"undead"_s << u"dwarf"_s;
        QTest::newRow("fr: Elfes Sylvains before Gobelins")
            << u"fr"_s << u"wood_elf"_s << u"goblin"_s;
        QTest::newRow("en: Undead before Vampire") << u"en"_s << u"undead"_s << u"vampire"_s;
        QTest::newRow("en: Lizardmen before Necromantic")
            << u"en"_s << u"lizardman"_s << u"necromantic"_s;
        QTest::newRow("en: Dwarf after Dark Elf") << u"en"_s << u"dark_elf"_s << u"dwarf"_s;
        // The extra teams come after every official one, whatever their names.
        QTest::newRow("fr: extras last (Bas-Fonds after Vampires)")
            << u"fr"_s << u"vampire"_s << u"underworld"_s;
        QTest::newRow("en: extras last (Chaos Pact after Wood Elf)")
            << u"en"_s << u"wood_elf"_s << u"chaos_pact"_s;
    }

    void comesBefore()
    {
        QFETCH(QString, language);
        QFETCH(QString, first);
        QFETCH(QString, second);
        QLocale::setDefault(localeOf(language));
        const QStringList ids = idsInOrder();
        QCOMPARE(ids.size(), m_rules->rosters().size());
        QVERIFY2(ids.indexOf(first) >= 0 && ids.indexOf(first) < ids.indexOf(second),
                 qPrintable(ids.join(u' ')));
    }

    void frenchOrderIsTheDictionaryOrder()
    {
        QLocale::setDefault(localeOf(u"fr"_s));
        QStringList names;
        for (const Roster *roster : RosterOrder::byName(*m_rules))
            names << roster->name.fr;
        QCOMPARE(names.mid(0, 21),
                 (QStringList{u"Amazones"_s,    u"Chaos"_s,          u"Elfes"_s,
                              u"Elfes Noirs"_s, u"Elfes Sylvains"_s, u"Gobelins"_s,
                              u"Halflings"_s,   u"Hauts Elfes"_s,    u"Hommes Lézards"_s,
                              u"Humains"_s,     u"Khemris"_s,        u"Morts Vivants"_s,
                              u"Nains"_s,       u"Nains du Chaos"_s, u"Nécromantiques"_s,
                              u"Nordiques"_s,   u"Nurgle"_s,         u"Ogres"_s,
                              u"Orques"_s,      u"Skavens"_s,        u"Vampires"_s}));
        QCOMPARE(names.mid(21), (QStringList{u"Bas-Fonds"_s, u"Pacte Chaotique"_s, u"Slanns"_s}));
    }

    void sortsLooseNamesTheSameWay()
    {
        QLocale::setDefault(localeOf(u"fr"_s));
        QCOMPARE(
            RosterOrder::sorted(
                {u"Élus"_s, u"Nurgle"_s, u"Elfes"_s, u"Nécromantiques"_s, u"Zombies"_s}),
            (QStringList{u"Elfes"_s, u"Élus"_s, u"Nécromantiques"_s, u"Nurgle"_s, u"Zombies"_s}));
    }
};

QTEST_GUILESS_MAIN(TestRosterOrder)
#include "tst_roster_order.moc"
