// WrappedLabel (issue 18) measures a paragraph once per width: its heights must be exactly the
// ones QLabel gives the same text, so that the Home page is laid out as before, only faster.
#include "views/widgets/WrappedLabel.h"

#include <QLabel>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestWrappedLabel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void heightsAreQLabels_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("margin");
        const QString welcome =
            u"Dugout runs Blood Bowl under the LRB6 rules, for three kinds of people:\n"
            "\u2022 Coaches build a team within 1,000,000 gold, look after it between matches "
            "and print its team sheet.\n\nWhat to do first: create your team."_s;
        QTest::newRow("one word") << u"Dugout"_s << 0;
        QTest::newRow("a sentence") << u"Nothing is under way: no team, no fixture to play."_s << 0;
        QTest::newRow("paragraphs and a bullet") << welcome << 0;
        QTest::newRow("with a margin") << welcome << 6;
        QTest::newRow("a word longer than the line")
            << u"Nuln/Altdorf/Middenheim/Talabheim/Averheim/Marienburg/Bögenhafen.sqlite"_s << 0;
    }

    void heightsAreQLabels()
    {
        QFETCH(QString, text);
        QFETCH(int, margin);
        QLabel reference;
        reference.setTextFormat(Qt::PlainText);
        reference.setWordWrap(true);
        reference.setMargin(margin);
        reference.setText(text);
        WrappedLabel label;
        label.setMargin(margin);
        label.setText(text);
        for (int width : {60, 120, 241, 400, 720, 1200, 400}) {
            QCOMPARE(label.heightForWidth(width), reference.heightForWidth(width));
        }
        // A new text is measured again, not read from the old one's heights.
        reference.setText(text + u" And one sentence more, to need another line somewhere."_s);
        label.setText(reference.text());
        for (int width : {120, 400, 720})
            QCOMPARE(label.heightForWidth(width), reference.heightForWidth(width));
    }

    // Without text (the Home page's paragraph when there is nothing to say) it takes no room.
    void emptyTakesNoHeight()
    {
        WrappedLabel label;
        QCOMPARE(label.heightForWidth(400), 0);
        label.setText(u"Something"_s);
        QVERIFY(label.heightForWidth(400) > 0);
        label.setText(QString());
        QCOMPARE(label.heightForWidth(400), 0);
    }

    // Its minimum is the narrowest width it is laid out at, one line high; its preferred
    // width is its maximum when it has one.
    void sizeHints()
    {
        WrappedLabel label;
        label.setText(u"Dugout keeps teams, leagues and matches in one database file."_s);
        label.setMinimumTextWidth(300);
        QCOMPARE(label.minimumSizeHint().width(), 300);
        QCOMPARE(label.minimumSizeHint().height(), label.fontMetrics().height());
        label.setMaximumWidth(720);
        QCOMPARE(label.sizeHint(), QSize(720, label.heightForWidth(720)));
    }
};

QTEST_MAIN(TestWrappedLabel)
#include "tst_wrapped_label.moc"
