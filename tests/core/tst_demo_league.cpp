// The demo league is written in the interface language: a French user's demo has a French
// league name, commissioner and season name (the demo's own words, not rule data).
#include "../support/TestEngine.h"
#include "core/demo/DemoLeague.h"
#include "core/i18n/Language.h"
#include "core/league/League.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestDemoLeague : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writtenInTheInterfaceLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("leagueName");
        QTest::addColumn<QString>("commissioner");
        QTest::addColumn<QString>("seasonName");
        QTest::newRow("en") << u"en"_s << u"Old World Demo League"_s << u"Demo commissioner"_s
                            << u"Season 1"_s;
        QTest::newRow("fr") << u"fr"_s << u"Ligue de démonstration du Vieux Monde"_s
                            << u"Commissaire de démonstration"_s << u"Saison 1"_s;
    }

    void writtenInTheInterfaceLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, leagueName);
        QFETCH(QString, commissioner);
        QFETCH(QString, seasonName);
        // A clean slate: the translators of an earlier row go, as a new run of the program.
        const auto translators = qApp->findChildren<QTranslator *>();
        for (QTranslator *translator : translators) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        Language::install(*qApp, language);

        QTemporaryDir dir;
        DatabaseError openError;
        std::unique_ptr<Database> database =
            test::TestEngine::open(dir, u"demo_"_s + language, &openError);
        QVERIFY2(database, qPrintable(openError.message));
        QString error;
        const qint64 leagueId = DemoLeague::create(*database, *RulesetLoader::builtIn(), &error);
        QVERIFY2(leagueId > 0, qPrintable(error));
        LeagueStore store(*database);
        const std::optional<League> league = store.load(leagueId);
        QVERIFY(league);
        QCOMPARE(league->name, leagueName);
        QCOMPARE(league->commissioner, commissioner);
        const QList<Season> seasons = store.seasons(leagueId);
        QCOMPARE(seasons.size(), 1);
        QCOMPARE(seasons.first().name, seasonName);
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestDemoLeague)
#include "tst_demo_league.moc"
