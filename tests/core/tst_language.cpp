// Choosing the interface language and loading its translation.
#include "core/i18n/Language.h"

#include <QCoreApplication>
#include <QTest>

using namespace Qt::StringLiterals;
using dugout::Language;

class TestLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resolve_data()
    {
        QTest::addColumn<QString>("requested");
        QTest::addColumn<QString>("saved");
        QTest::addColumn<QString>("expected");
        QTest::newRow("command line wins") << u"fr"_s << u"en"_s << u"fr"_s;
        QTest::newRow("setting when nothing asked") << QString() << u"fr"_s << u"fr"_s;
        QTest::newRow("unknown request falls to setting") << u"de"_s << u"fr"_s << u"fr"_s;
        QTest::newRow("nothing: system locale (C here)") << QString() << QString() << u"en"_s;
    }
    void resolve()
    {
        QFETCH(QString, requested);
        QFETCH(QString, saved);
        QFETCH(QString, expected);
        QCOMPARE(Language::resolve(requested, saved), expected);
    }

    void installsFrench()
    {
        Language::install(*QCoreApplication::instance(), u"fr"_s);
        QCOMPARE(QCoreApplication::translate("dugout::MainWindow", "&File"), u"&Fichier"_s);
        QCOMPARE(QLocale().toString(1000000), u"1\u202f000\u202f000"_s);
    }
};

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
