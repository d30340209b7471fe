// Help where it is needed (issue 22.5): F1 in each area opens the built-in guide of that area
// (what it is for, the first three things to do), the other areas a click away in it; Shift+F1
// then a click shows a control's What's This.
#include "../support/WindowFixtures.h"
#include "core/settings/Settings.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/help/AreaGuide.h"
#include "views/help/GuideDialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWhatsThis>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestAreaGuide : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
    }

    void everyAreaHasAGuide_data()
    {
        QTest::addColumn<QString>("area");
        QTest::addColumn<QString>("words"); // something only this area's guide says
        QTest::newRow("Home") << u"Home"_s << u"demo league"_s;
        QTest::newRow("Teams") << u"Teams"_s << u"New team"_s;
        QTest::newRow("League") << u"League"_s << u"round robin"_s;
        QTest::newRow("Matches") << u"Matches"_s << u"exhibition"_s;
        QTest::newRow("Tournaments") << u"Tournaments"_s << u"NAF report"_s;
        QTest::newRow("Rulebook") << u"Rulebook"_s << u"skill"_s;
        QTest::newRow("Bloody Ball") << u"Bloody Ball"_s << u"quarter by quarter"_s;
    }
    void everyAreaHasAGuide()
    {
        QFETCH(QString, area);
        QFETCH(QString, words);
        auto window = test::openMainWindow(*m_settings, m_dir.filePath(u"guide.sqlite"_s));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        test::clickArea(*window, area);
        QString title;
        QString text;
        int areas = 0;
        QString other;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<GuideDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            title = dialog->windowTitle();
            text = dialog->text();
            auto *list = dialog->findChild<QListWidget *>(u"guideAreas"_s);
            areas = list->count();
            // Another area's guide, one click away.
            const int row = list->currentRow() == 0 ? 1 : 0;
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(row)).center());
            other = dialog->text();
            auto *buttons = dialog->findChild<QDialogButtonBox *>();
            QTest::mouseClick(buttons->button(QDialogButtonBox::Close), Qt::LeftButton);
        });
        QTest::keyClick(window.get(), Qt::Key_F1);
        QCOMPARE(title, u"Guide: %1"_s.arg(area));
        QVERIFY2(text.contains(words), qPrintable(text));
        QVERIFY(text.contains(u"The first three things to do"_s));
        // Three steps, each a sentence of its own.
        const AreaGuide::Page page = AreaGuide::page(window->currentArea());
        QCOMPARE(page.firstSteps.size(), 3);
        for (const QString &step : page.firstSteps)
            QVERIFY2(text.contains(step), qPrintable(step));
        QCOMPARE(areas, 7);
        QVERIFY(!other.isEmpty() && other != text);
    }

    void shiftF1ThenAClickExplains()
    {
        auto window = test::openMainWindow(*m_settings, m_dir.filePath(u"whatsthis.sqlite"_s));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QTest::keyClick(window.get(), Qt::Key_F1, Qt::ShiftModifier);
        QVERIFY(QWhatsThis::inWhatsThisMode());
        auto *navigation = window->findChild<QListWidget *>(u"navigation"_s);
        QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {},
                          navigation->visualItemRect(navigation->item(2)).center());
        QVERIFY(!QWhatsThis::inWhatsThisMode());
        // The explanation is shown in Qt's What's This window, and the click chose no area.
        QWidget *shown = nullptr;
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if (top->isVisible() && top->inherits("QWhatsThat"))
                shown = top;
        }
        QVERIFY(shown);
        QCOMPARE(window->currentArea(), MainWindow::Area::Home);
        QWhatsThis::hideText();
    }
};

QTEST_MAIN(TestAreaGuide)
#include "tst_area_guide.moc"
