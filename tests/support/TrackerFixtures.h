#pragma once

#include "TeamFixtures.h"
#include "WindowFixtures.h"
#include "core/rules/Ruleset.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/TeamStore.h"
#include "views/league/result/DiceInput.h"
#include "views/match/CoinTossBox.h"
#include "views/match/EventDialog.h"
#include "views/match/MatchTrackerView.h"
#include "views/match/MatchesPage.h"
#include "views/match/NewMatchDialog.h"
#include "views/match/NextStepPanel.h"
#include "views/match/PreMatchDialog.h"

#include <QApplication>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

#include <memory>
#include <utility>

// Steps of a tracked match as the coaches take them at the table, shared by the view tests that
// drive the Matches page (docs/architecture.md, "Add a page"): buttons are clicked and dice
// typed the way a person does. Like WindowFixtures.h, a step a person could not take stops the
// test at once and says why.
namespace dugout::test {

// Stores `home` and `away` in `database` (giving them their ids), as coaches would have built
// them before the match.
inline void saveTeams(Database &database, Team &home, Team &away)
{
    TeamStore teams(database);
    QString problem;
    if (!teams.save(home, &problem) || !teams.save(away, &problem))
        qFatal("cannot store the teams: %s", qPrintable(problem));
}

// Two confirmed Human teams stored in `database`: the Altdorf Reavers at home (7 linemen, 4
// blitzers) and `awayName` (8 linemen, 4 blitzers), as stored.
inline std::pair<Team, Team> saveHumanTeams(Database &database, const Ruleset &rules,
                                            const QString &awayName)
{
    const TeamRules teamRules(rules);
    Team home = humanTeam(rules, 7, 4);
    Team away = humanTeam(rules, 8, 4);
    away.name = awayName;
    if (!teamRules.confirm(home) || !teamRules.confirm(away))
        qFatal("the Human teams cannot be confirmed");
    saveTeams(database, home, away);
    return {home, away};
}

// The Matches page as a coach first sees it on a laptop: 1366×768, shown, on `database`.
inline std::unique_ptr<MatchesPage> showMatchesPage(const std::shared_ptr<const Ruleset> &rules,
                                                    Settings &settings, Database &database)
{
    auto page = std::make_unique<MatchesPage>(rules, &settings);
    page->resize(1366, 768);
    page->show();
    page->setDatabase(&database);
    if (!QTest::qWaitForWindowExposed(page.get()))
        qFatal("the Matches page was not shown");
    return page;
}

// New exhibition… clicked and the two teams picked by name in its dialog, which stays open for
// the test to look at or change before OK.
inline NewMatchDialog *newExhibition(MatchesPage &page, const QString &home, const QString &away)
{
    QTest::mouseClick(page.newExhibitionButton(), Qt::LeftButton);
    auto *dialog = openDialog<NewMatchDialog>(&page);
    chooseEntry(dialog->teamBox(Side::Home), dialog->teamBox(Side::Home)->findText(home));
    chooseEntry(dialog->teamBox(Side::Away), dialog->teamBox(Side::Away)->findText(away));
    return dialog;
}

// Types the faces of a physical roll into a dice input, one key per die, as a coach does (a
// digit replaces the "–" of the die it is typed on).
inline void typeDice(DiceInput *input, const QList<int> &faces)
{
    if (!input)
        qFatal("no dice to type into");
    QTest::mouseClick(input->die(0), Qt::LeftButton);
    for (qsizetype i = 0; i < faces.size(); ++i)
        QTest::keyClick(input->die(int(i)), Qt::Key(Qt::Key_0 + faces.at(i)));
    if (input->values().mid(0, faces.size()) != faces)
        qFatal("%s did not take the dice typed", qPrintable(input->objectName()));
}

// Clicks OK in an event dialog; when core refuses the event, the test stops with its reason.
inline void confirm(EventDialog *dialog)
{
    if (!dialog)
        qFatal("no event dialog to confirm");
    if (!dialog->okButton()->isEnabled())
        qFatal("OK is off: %s", qPrintable(dialog->reasonText()));
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
    QCoreApplication::processEvents();
}

// Clicks the next-step panel's button for `offer`; when it is not offered, the test stops with
// what the guide says instead.
inline void choose(MatchTrackerView *tracker, NextStepPanel::Offer offer)
{
    QPushButton *button = tracker->nextStep()->button(offer);
    if (!button)
        qFatal("not offered: %s", qPrintable(tracker->nextStep()->guideText()));
    QTest::mouseClick(button, Qt::LeftButton);
}

// The event dialog the tracker has open, or nullptr when it has none of that kind.
template <typename Dialog> Dialog *trackerDialog(const MatchTrackerView *tracker)
{
    return qobject_cast<Dialog *>(tracker->openDialog());
}

// The pre-match most tests play, every die typed: nice weather (3 + 4), gates of 3 + 4 at home
// and 2 + 2 away, and the away team kicks.
inline void playPreMatch(MatchTrackerView *tracker)
{
    choose(tracker, NextStepPanel::Offer::PreMatch);
    auto *preMatch = trackerDialog<PreMatchDialog>(tracker);
    if (!preMatch)
        qFatal("the pre-match dialog did not open");
    typeDice(preMatch->weatherInput(), {3, 4});
    typeDice(preMatch->gateInput(Side::Home), {3, 4});
    typeDice(preMatch->gateInput(Side::Away), {2, 2});
    preMatch->coinToss()->setKicking(Side::Away);
    confirm(preMatch);
}

} // namespace dugout::test
