// Issue 16, 5: the printed match sheet lists what each team bought for the match.

#include "../support/MatchFixtures.h"
#include "core/dice/ScriptedDice.h"
#include "core/match/Match.h"
#include "core/rules/RulesetLoader.h"
#include "print/MatchSummaryRenderer.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestMatchSheets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void summaryListsThePurchases()
    {
        const std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
        QVERIFY(rules);
        // The derby with a weaker away team: 410,000 of handicap (tst_match_inducements).
        MatchSetup setup = test::humanDerby(*rules);
        setup.away = test::humanTeam(*rules, 7, 0);
        setup.away.name = u"Middenheim Wolves"_s;
        setup.away.rerolls = 2;
        Match match(*rules, setup);
        auto add = [&](MatchEventType type, Side side, const QString &item, QList<int> dice) {
            MatchEvent e;
            e.type = type;
            e.side = side;
            e.item = item;
            ScriptedDice scripted(std::move(dice));
            const RuleCheck check = match.append(e, scripted);
            QVERIFY2(check, qPrintable(check.reason));
        };
        add(MatchEventType::Weather, Side::Home, {}, {3, 4});
        add(MatchEventType::Inducement, Side::Away, u"bribe"_s, {});
        add(MatchEventType::Inducement, Side::Away, u"bribe"_s, {});
        add(MatchEventType::Inducement, Side::Away, u"star:puggy_baconbreath"_s, {});
        const MatchSummaryRenderer renderer(match);
        const QString html = renderer.html();
        const QString puggy = rules->starPlayer(u"puggy_baconbreath"_s)->name.current();
        QVERIFY2(html.contains(u"Inducements:"_s), qPrintable(html));
        QVERIFY2(html.contains(u"×2"_s), qPrintable(html));
        QVERIFY2(html.contains(puggy), qPrintable(html));
        // The home team bought nothing: no line for it.
        QCOMPARE(html.count(u"Inducements:"_s), 1);
        const QString dir = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        QTemporaryDir temporary;
        const QString path =
            (dir.isEmpty() ? temporary.path() : dir) + u"/match-summary-inducements.pdf"_s;
        QString error;
        QVERIFY2(renderer.exportPdf(path, &error), qPrintable(error));
    }
};

QTEST_MAIN(TestMatchSheets)
#include "tst_match_sheets.moc"
