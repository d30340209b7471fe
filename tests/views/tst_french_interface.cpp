// Dugout started with --lang fr shows its interface in French.
#include "app/cli/CommandLine.h"
#include "core/i18n/Language.h"
#include "core/settings/Settings.h"
#include "views/MainWindow.h"

#include <QApplication>
#include <QListWidget>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestFrenchInterface : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void menusAndAreasAreFrench()
    {
        QTemporaryDir dir;
        dugout::Settings settings(dir.filePath(u"settings.ini"_s));
        const auto invocation = dugout::cli::CommandLine().parse({u"dugout"_s, u"--lang"_s, u"fr"_s});
        QCOMPARE(invocation.mode, dugout::cli::Invocation::Mode::Gui);
        dugout::Language::install(*qApp, dugout::Language::resolve(invocation.language, settings.language()));

        dugout::MainWindow window(settings);
        QVERIFY(window.openDatabase(dir.filePath(u"ligue.sqlite"_s)));
        QStringList menus;
        const auto actions = window.menuBar()->actions();
        for (const QAction *action : actions)
            menus << action->text();
        QCOMPARE(menus, (QStringList{u"&Fichier"_s, u"&Édition"_s, u"&Aide"_s}));

        auto *navigation = window.findChild<QListWidget *>(u"navigation"_s);
        QCOMPARE(navigation->item(1)->text(), u"Équipes"_s);
        QCOMPARE(navigation->item(5)->text(), u"Livre de règles"_s);
        QCOMPARE(window.windowTitle(), u"ligue.sqlite — Dugout"_s);
    }
};

QTEST_MAIN(TestFrenchInterface)
#include "tst_french_interface.moc"
