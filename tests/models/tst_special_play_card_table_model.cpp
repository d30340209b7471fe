// SpecialPlayCardTableModel: the cards of one deck.
#include "ModelTestSupport.h"
#include "models/SpecialPlayCardTableModel.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Model = SpecialPlayCardTableModel;

class TestSpecialPlayCardTableModel : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

private Q_SLOTS:
    void initTestCase() { m_rules = test::builtInRuleset(); }
    void init() { test::useLanguage(QLocale::English); }

    void decks_data()
    {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<int>("cards");
        QTest::newRow("miscellaneous mayhem") << u"miscellaneous_mayhem"_s << 13;
        QTest::newRow("special team plays") << u"special_team_plays"_s << 13;
        QTest::newRow("magic items") << u"magic_items"_s << 13;
        QTest::newRow("dirty tricks") << u"dirty_tricks"_s << 13;
        QTest::newRow("good karma") << u"good_karma"_s << 26;
        QTest::newRow("random events") << u"random_events"_s << 18;
        QTest::newRow("desperate measures") << u"desperate_measures"_s << 8;
        QTest::newRow("unknown") << u"no_such_deck"_s << 0;
    }
    void decks()
    {
        QFETCH(QString, deck);
        Model model(m_rules);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setDeckId(deck);
        QTEST(model.rowCount(), "cards");
        QCOMPARE(model.deckId(), m_rules->specialPlayDeck(deck) ? deck : QString());
        for (int row = 0; row < model.rowCount(); ++row) {
            for (int column = 0; column < Model::ColumnCount; ++column)
                QVERIFY(!test::cell(model, row, column).isEmpty());
        }
    }

    void firstCardOfMiscellaneousMayhem()
    {
        Model model(m_rules);
        model.setDeckId(u"miscellaneous_mayhem"_s);
        QCOMPARE(test::cell(model, 0, Model::CardColumn), u"2♥"_s);
        QCOMPARE(test::cell(model, 0, Model::NameColumn), u"Badyear Git"_s);
        const SpecialPlayCard &card =
            m_rules->specialPlayDeck(u"miscellaneous_mayhem"_s)->cards.first();
        QCOMPARE(test::cell(model, 0, Model::WhenColumn), card.timing.en);
        QCOMPARE(test::cell(model, 0, Model::EffectColumn), card.effect.en);
        QVERIFY(test::cell(model, 0, Model::NameColumn, Qt::ToolTipRole).contains(card.effect.en));
        QCOMPARE(test::cell(model, 0, 0, Model::CardIdRole), card.id);
        // Hearts print in red.
        QVERIFY(model.index(0, Model::CardColumn).data(Qt::ForegroundRole).canConvert<QBrush>());
        QCOMPARE(model.headerData(Model::WhenColumn, Qt::Horizontal).toString(), u"When"_s);

        test::useLanguage(QLocale::French);
        QCOMPARE(test::cell(model, 0, Model::NameColumn), u"Pauv' gars"_s);
    }

    void blackSuitsKeepTheTextColour()
    {
        Model model(m_rules);
        for (const SpecialPlayDeck &deck : m_rules->specialPlayDecks()) {
            model.setDeckId(deck.id);
            for (int row = 0; row < model.rowCount(); ++row) {
                const QString card = test::cell(model, row, Model::CardColumn);
                const bool red = card.contains(u'♥') || card.contains(u'♦');
                QCOMPARE(model.index(row, Model::CardColumn).data(Qt::ForegroundRole).isValid(),
                         red);
            }
        }
    }
};

QTEST_MAIN(TestSpecialPlayCardTableModel)
#include "tst_special_play_card_table_model.moc"
