// The pre-match sequence in the window (issue 16), driven as two coaches at one screen do it: the
// stronger team declares its petty cash first, the weaker second; the stronger buys first because
// it spends petty cash; each refused purchase shows the inducement rules' reason; the purchases
// fill the result form, and the recorded result stores them and enters the petty cash in the
// ledger. The Reavers (710,000, treasury 290,000) meet the Marauders (760,000, treasury 240,000).
//
// With DUGOUT_SCREENSHOT_DIR set, the dialog is saved there as PNG files.
#include "../support/LeagueFixtures.h"
#include "../support/TeamFixtures.h"
#include "../support/ViewTestSetup.h"
#include "core/Money.h"
#include "core/i18n/Language.h"
#include "core/inducements/InducementPurchasesJson.h"
#include "core/match/CardEffects.h"
#include "core/match/DiceKeys.h"
#include "core/match/MatchResult.h"
#include "core/match/PurchaseRules.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "models/MatchText.h"
#include "session/MatchSession.h"
#include "views/MessageBox.h"
#include "views/inducements/InducementShop.h"
#include "views/inducements/PreMatchInducementsDialog.h"
#include "views/inducements/PurchaseTimer.h"
#include "views/league/result/DiceInput.h"
#include "views/league/result/GoldSpinBox.h"
#include "views/league/result/PostMatchPreviewPage.h"
#include "views/league/result/RecordResultDialog.h"
#include "views/league/result/TeamResultPanel.h"
#include "views/match/ActionBar.h"
#include "views/match/ActionButton.h"
#include "views/match/CardsDialog.h"
#include "views/match/CoinTossBox.h"
#include "views/match/EndDriveDialog.h"
#include "views/match/FoulDialog.h"
#include "views/match/InjuryDice.h"
#include "views/match/KnockDownDialog.h"
#include "views/match/LandingFields.h"
#include "views/match/LineupDialog.h"
#include "views/match/MatchTrackerView.h"
#include "views/match/MatchesPage.h"
#include "views/match/NewMatchDialog.h"
#include "views/match/NextStepPanel.h"
#include "views/match/PlayerComboBox.h"
#include "views/match/PreMatchDialog.h"
#include "views/match/RosterPanel.h"
#include "views/match/SpellDialog.h"
#include "views/widgets/MessageBar.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestPreMatchInducements : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<Database> m_database;
    League m_league;
    Fixture m_fixture;
    Team m_home;
    Team m_away;
    Team m_strong; // a handicap large enough for the Reavers to buy a Desperate Measures card

    void setUpLeague()
    {
        DatabaseError error;
        m_database = Database::open(m_dir.filePath(u"league.sqlite"_s), &error);
        QVERIFY2(m_database, qPrintable(error.message));
        const TeamRules teamRules(*m_rules);
        m_home = test::humanTeam(*m_rules, 7, 4);
        QVERIFY(teamRules.confirm(m_home));
        m_away = test::humanTeam(*m_rules, 8, 4);
        m_away.name = u"Middenheim Marauders"_s;
        QVERIFY(teamRules.confirm(m_away));
        TeamStore teams(*m_database);
        QString problem;
        QVERIFY2(teams.save(m_home, &problem), qPrintable(problem));
        QVERIFY2(teams.save(m_away, &problem), qPrintable(problem));
        m_league.name = u"Reikland League"_s;
        m_league.commissioner = u"Anna"_s;
        QVERIFY2(test::saveOneFixtureLeague(*m_database, m_league, m_home.id, m_away.id, m_fixture,
                                            &problem),
                 qPrintable(problem));
    }

    static void grab(QWidget *widget, const QString &name)
    {
        const QString dir = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QCoreApplication::processEvents();
        QVERIFY(widget->grab().save(QDir(dir).filePath(name)));
    }
    // OK is on (else core's reason fails the test), the dialog is saved as `shot` when
    // DUGOUT_SCREENSHOT_DIR is set, then OK is clicked and the dialog closes.
    static void accept(EventDialog *dialog, const QString &shot)
    {
        QVERIFY2(dialog->okButton()->isEnabled(), qPrintable(dialog->reasonText()));
        grab(dialog, shot);
        click(dialog->okButton());
        QTRY_VERIFY(!dialog->isVisible());
    }
    static void typeValue(QSpinBox *box, int value)
    {
        QVERIFY(box && box->isEnabled());
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, QString::number(value));
        QCOMPARE(box->value(), value);
    }
    // Home, then Down to the entry, as a person does with the keyboard.
    static void choose(QComboBox *combo, const QString &key) { chooseValue(combo, key); }
    static void choose(QComboBox *combo, int number) { chooseValue(combo, number); }
    static void chooseValue(QComboBox *combo, const QVariant &key)
    {
        const int index = combo->findData(key);
        QVERIFY2(index >= 0, qPrintable(key.toString()));
        QTest::keyClick(combo, Qt::Key_Home);
        for (int i = 0; i < combo->count() && combo->currentIndex() != index; ++i)
            QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentIndex(), index);
    }
    // `faces` typed into `input` by keys, die by die, as a coach copies the table.
    static void typeDice(DiceInput *input, const QList<int> &faces)
    {
        QVERIFY(input && input->isVisible());
        for (int i = 0; i < faces.size(); ++i) {
            QVERIFY(input->die(i)->isEnabled());
            QTest::mouseClick(input->die(i), Qt::LeftButton);
            QTest::keyClick(input->die(i), Qt::Key(Qt::Key_0 + faces.at(i)));
        }
    }
    static void click(QPushButton *button)
    {
        QVERIFY(button);
        QVERIFY2(button->isVisible() && button->isEnabled(), qPrintable(button->objectName()));
        QTest::mouseClick(button, Qt::LeftButton);
    }
    // The tracker page at `size`, shown and fed the league's database.
    bool showPage(MatchesPage &page, const QSize &size) const
    {
        page.resize(size);
        page.show();
        page.setDatabase(m_database.get());
        return QTest::qWaitForWindowExposed(&page);
    }
    // An exhibition of the Reavers against `away` with special play cards bought as inducements.
    MatchSetup cardsMatch(const Team &away) const
    {
        MatchSetup setup;
        setup.home = m_home;
        setup.away = away;
        setup.inducementOptions.cards = SpecialPlayCardsRule::AsInducements;
        return setup;
    }
    // The tracker's "Play a card" offer clicked: the card dialog it opens, or null (the missing
    // offer recorded as a failure).
    static CardsDialog *openCards(MatchesPage &page)
    {
        QPushButton *offer = page.tracker()->nextStep()->button(NextStepPanel::Offer::PlayCard);
        if (!QTest::qVerify(offer != nullptr, "offer", "no Play card offer", __FILE__, __LINE__))
            return nullptr;
        QTest::mouseClick(offer, Qt::LeftButton);
        return page.findChild<CardsDialog *>();
    }
    // The Marauders with `catchers` catchers more (a larger handicap for the Reavers), under the
    // stored Marauders' id and name.
    Team marauders(int catchers) const
    {
        Team away = test::humanTeam(*m_rules, 8, 4, catchers);
        away.id = m_away.id;
        away.name = m_away.name;
        return away;
    }
    // The tracker page of one play at one size: its own settings file (named after `stem`, the
    // language and the width, so no two plays share remembered sizes), shown at `size`, the
    // exhibition `setup` started. `started` is false when either step failed.
    struct PlayPage
    {
        PlayPage(const TestPreMatchInducements &test, const QString &stem, const QString &language,
                 const QSize &size, const MatchSetup &setup)
            : settings(test.m_dir.filePath(
                  u"settings-%1-%2-%3.ini"_s.arg(stem, language).arg(size.width()))),
              page(test.m_rules, &settings)
        {
            started = test.showPage(page, size) && page.startMatch(setup);
        }
        Settings settings;
        MatchesPage page;
        bool started = false;
    };
    // The hand shown face up and its first card clicked.
    static void pickFirstCard(CardsDialog *dialog)
    {
        QTest::mouseClick(dialog->showButton(), Qt::LeftButton);
        QTest::mouseClick(dialog->hand()->viewport(), Qt::LeftButton, {},
                          dialog->hand()->visualItemRect(dialog->hand()->item(0)).center());
    }
    // The card dialog opened by the tracker's offer, its hand shown face up and its first card
    // clicked; null when it did not open.
    static CardsDialog *pickCard(MatchesPage &page)
    {
        CardsDialog *dialog = openCards(page);
        if (!dialog || !dialog->isVisible())
            return nullptr;
        pickFirstCard(dialog);
        return dialog;
    }
    // Player `number` selected by a click on his name in `roster`.
    static void clickRosterRow(RosterPanel *roster, int number)
    {
        QTableWidget *table = roster->table();
        QTest::mouseClick(
            table->viewport(), Qt::LeftButton, {},
            table->visualItemRect(table->item(roster->rowOf(number), RosterPanel::Name)).center());
    }
    using Play = void (TestPreMatchInducements::*)(const QString &, const QSize &);
    // Each of `plays` at 1366×768, then each again at 1920×1080, in `language`.
    void playAtBothSizes(const QString &language, std::initializer_list<Play> plays)
    {
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            for (const Play play : plays)
                (this->*play)(language, size);
        }
    }
    // A screenshot's file name: `stem`, the page size and the language.
    static QString sizedName(const QString &stem, const QSize &size, const QString &language)
    {
        return u"%1-%2x%3-%4.png"_s.arg(stem).arg(size.width()).arg(size.height()).arg(language);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!test::startViewTest(m_dir, m_rules))
            return;
        setUpLeague();
    }

    void buysForBothTeamsAndRecordsTheResult()
    {
        RecordResultDialog result(m_rules, *m_database, m_league, m_fixture);
        result.resize(1200, 760);
        result.show();
        click(result.inducementsButton());
        auto *dialog = result.findChild<PreMatchInducementsDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        dialog->resize(1200, 700);

        // l.3578: the weather comes first; nothing else may be done before it.
        QCOMPARE(dialog->stage(), PreMatchInducementsDialog::Stage::Weather);
        QVERIFY(!dialog->okButton()->isEnabled());
        QVERIFY(!dialog->declareButton(Side::Away)->isEnabled());
        typeValue(dialog->weatherDie(0), 3);
        click(dialog->weatherSetButton());
        QCOMPARE(dialog->stage(), PreMatchInducementsDialog::Stage::Weather);
        QCOMPARE(dialog->weatherResult()->text(), u"Type both dice (1 to 6), or roll them here."_s);
        typeValue(dialog->weatherDie(1), 4);
        click(dialog->weatherSetButton());
        QVERIFY2(dialog->weatherResult()->text().endsWith(u"(2D6 3 + 4 = 7)"_s),
                 qPrintable(dialog->weatherResult()->text()));
        QCOMPARE(dialog->weatherDice(), (QList<int>{3, 4}));
        QVERIFY(!dialog->weatherDie(0)->isEnabled());

        // l.3617–3621: the team of higher team value declares first; the other waits.
        QVERIFY2(dialog->turnBanner()->text().contains(
                     u"Middenheim Marauders declares first (higher team value)"_s),
                 qPrintable(dialog->turnBanner()->text()));
        QVERIFY(!dialog->pettyCashBox(Side::Home)->isEnabled());
        QVERIFY(!dialog->declareButton(Side::Home)->isEnabled());
        typeValue(dialog->pettyCashBox(Side::Away), 100000);
        click(dialog->declareButton(Side::Away));
        QVERIFY(!dialog->pettyCashBox(Side::Away)->isEnabled());
        QVERIFY(dialog->turnBanner()->text().contains(u"Altdorf Reavers declares now"_s));

        // Petty cash in whole 10,000s (README, "Choices"): core's reason under the box.
        typeValue(dialog->pettyCashBox(Side::Home), 15000);
        click(dialog->declareButton(Side::Home));
        auto *reason = dialog->findChild<QLabel *>(u"homePettyCashReason"_s);
        QVERIFY(reason);
        QCOMPARE(reason->text(), u"Petty cash is moved in whole 10,000 gp."_s);
        QCOMPARE(dialog->stage(), PreMatchInducementsDialog::Stage::DeclareSecond);
        typeValue(dialog->pettyCashBox(Side::Home), 0);
        click(dialog->declareButton(Side::Home));

        // l.3625–3643: handicap 150,000 (860,000 against 710,000); the stronger team spends
        // petty cash, so it buys first and the Reavers wait.
        QCOMPARE(dialog->money().home().handicap, qint64(150000));
        QCOMPARE(dialog->stage(), PreMatchInducementsDialog::Stage::BuyFirst);
        QVERIFY(dialog->turnBanner()->text().contains(u"Middenheim Marauders buys first"_s));
        InducementShop *home = dialog->shop(Side::Home);
        InducementShop *away = dialog->shop(Side::Away);
        QVERIFY(!home->buyButton()->isEnabled());
        QCOMPARE(home->reasonLabel()->text(), u"Wait: it is not this team's turn to buy."_s);
        QVERIFY(!dialog->okButton()->isEnabled());
        grab(dialog, u"pre-match-inducements-declared.png"_s);

        choose(away->itemBox(), u"counted:bribe"_s);
        click(away->buyButton());
        QCOMPARE(away->boughtList()->count(), 1);
        QCOMPARE(away->goldLeftLabel()->text(), u"Gold left: 0 gp of 100,000 gp"_s);
        choose(away->itemBox(), u"counted:wizard"_s);
        QVERIFY(!away->buyButton()->isEnabled());
        QCOMPARE(away->reasonLabel()->text(), u"It costs 150,000 gp; only 0 gp is left."_s);
        QCOMPARE(away->buyButton()->toolTip(), away->reasonLabel()->text());
        click(dialog->doneButton(Side::Away));
        QVERIFY(!away->buyButton()->isEnabled());

        // l.3659: Igor only for rosters without an apothecary.
        choose(home->itemBox(), u"counted:igor"_s);
        QVERIFY(!home->buyButton()->isEnabled());
        QCOMPARE(home->reasonLabel()->text(), u"Igor: not available to Human teams."_s);
        // Stars: only those who play for Humans are offered, with their characteristics.
        QCOMPARE(home->itemBox()->findData(u"star:grim_ironjaw"_s), -1);
        const int helmut = home->itemBox()->findData(u"star:helmut_wulf"_s);
        QVERIFY(home->itemBox()->itemText(helmut).contains(u"MA 6 ST 3 AG 3 AV 8"_s));
        choose(home->itemBox(), u"star:helmut_wulf"_s);
        click(home->buyButton());
        choose(home->itemBox(), u"counted:bloodweiser_babes"_s);
        QVERIFY(!home->buyButton()->isEnabled());
        QCOMPARE(home->reasonLabel()->text(), u"It costs 50,000 gp; only 40,000 gp is left."_s);
        // A mercenary with a skill, then taken back.
        choose(home->itemBox(), u"mercenary:human.lineman"_s);
        QVERIFY(home->skillBox()->isVisible());
        QVERIFY(!home->buyButton()->isEnabled());             // 80,000 > 40,000
        QTest::mouseClick(home->buyButton(), Qt::LeftButton); // a click on it does nothing
        QCOMPARE(home->boughtList()->count(), 1);
        QTest::mouseClick(home->boughtList()->viewport(), Qt::LeftButton, {},
                          home->boughtList()->visualItemRect(home->boughtList()->item(0)).center());
        click(home->removeButton());
        QCOMPARE(home->boughtList()->count(), 0);
        choose(home->itemBox(), u"star:helmut_wulf"_s);
        click(home->buyButton());

        // The optional four minutes (l.3655–3657).
        click(dialog->timer()->startButton());
        QVERIFY(dialog->timer()->isRunning());
        QCOMPARE(dialog->timer()->countdown()->text(), u"4:00"_s);
        grab(dialog, u"pre-match-inducements-bought.png"_s);
        click(dialog->timer()->startButton());
        QVERIFY(!dialog->timer()->isRunning());

        click(dialog->okButton());
        QTRY_VERIFY(!dialog->isVisible());
        TeamResultPanel *homePanel = result.panel(Side::Home);
        TeamResultPanel *awayPanel = result.panel(Side::Away);
        QCOMPARE(homePanel->inducementsBox()->value(), 110000);
        QVERIFY(!homePanel->inducementsBox()->isEnabled());
        QCOMPARE(homePanel->inducedPlayersBox()->value(), 1);
        QCOMPARE(awayPanel->pettyCashBox()->value(), 100000);
        QCOMPARE(awayPanel->inducementsBox()->value(), 100000);

        QTest::mouseClick(result.previewButton(), Qt::LeftButton);
        QVERIFY2(result.isPreviewShown(), qPrintable(result.messageBar()->text()));
        const QString log = result.previewPage()->logText();
        QVERIFY2(log.contains(u"Inducements bought: Helmut Wulf."_s), qPrintable(log));
        QVERIFY2(log.contains(u"Handicap not spent, lost: 40,000 gp."_s), qPrintable(log));
        QVERIFY2(log.contains(u"Petty cash: 100,000 gp moved, 100,000 gp spent, 0 gp back to the "
                              u"treasury."_s),
                 qPrintable(log));
        QTest::mouseClick(result.confirmButton(), Qt::LeftButton);
        QCOMPARE(result.result(), int(QDialog::Accepted));

        // Stored: the purchases with the result, the petty cash in the Marauders' ledger.
        const std::optional<Team> stored = TeamStore(*m_database).load(m_away.id);
        QVERIFY(stored);
        bool pettyCash = false;
        for (const LedgerEntry &entry : stored->ledger)
            pettyCash = pettyCash ||
                        (entry.kind == LedgerEntry::Kind::Inducements && entry.amount == -100000);
        QVERIFY(pettyCash);
        const std::optional<Fixture> played = LeagueStore(*m_database).fixture(m_fixture.id);
        QVERIFY(played && played->isPlayed());
        const auto match = LeagueStore(*m_database).match(played->matchId);
        QVERIFY(match);
        QVERIFY(match->record.home.inducements);
        QCOMPARE(match->record.home.inducements->stars, QStringList{u"helmut_wulf"_s});
    }

    // A tracked exhibition with the pre-match sequence first: the Reavers' handicap of 50,000
    // buys a Bloodweiser babe, and the tracker starts with it (+1 on KO recovery rolls).
    void tracksAMatchWithItsInducements()
    {
        Settings settings(m_dir.filePath(u"settings.ini"_s));
        MatchesPage page(m_rules, &settings);
        QVERIFY(showPage(page, QSize(1366, 768)));
        QTest::mouseClick(page.newExhibitionButton(), Qt::LeftButton);
        auto *newMatch = page.findChild<NewMatchDialog *>();
        QVERIFY(newMatch && newMatch->isVisible());
        QComboBox *homeBox = newMatch->teamBox(Side::Home);
        QComboBox *awayBox = newMatch->teamBox(Side::Away);
        QTest::keyClick(homeBox, Qt::Key_Home);
        for (int i = 0; i < homeBox->count() && homeBox->currentText() != m_home.name; ++i)
            QTest::keyClick(homeBox, Qt::Key_Down);
        QTest::keyClick(awayBox, Qt::Key_Home);
        for (int i = 0; i < awayBox->count() && awayBox->currentText() != m_away.name; ++i)
            QTest::keyClick(awayBox, Qt::Key_Down);
        QTest::mouseClick(newMatch->inducementsFirstBox(), Qt::LeftButton, {},
                          QPoint(4, newMatch->inducementsFirstBox()->height() / 2));
        QVERIFY(newMatch->inducementsFirstBox()->isChecked());
        click(newMatch->okButton());
        QVERIFY(!page.isTrackerShown());
        auto *dialog = page.findChild<PreMatchInducementsDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->stage(), PreMatchInducementsDialog::Stage::Weather);
        click(dialog->weatherRollButton());
        QCOMPARE(dialog->weatherDice().size(), 2);
        QCOMPARE(dialog->stage(), PreMatchInducementsDialog::Stage::BuyBoth);
        choose(dialog->shop(Side::Home)->itemBox(), u"counted:bloodweiser_babes"_s);
        click(dialog->shop(Side::Home)->buyButton());
        click(dialog->okButton());
        QTRY_VERIFY(page.isTrackerShown());
        QVERIFY(page.session());
        // The log holds the weather then the purchase, as events: undo and replay see them.
        const QList<MatchEvent> &events = page.session()->match().events();
        QCOMPARE(events.size(), 2);
        QCOMPARE(events.at(0).type, MatchEventType::Weather);
        QCOMPARE(events.at(0).dice.value(u"weather"_s), dialog->weatherDice());
        QCOMPARE(events.at(1).type, MatchEventType::Inducement);
        QCOMPARE(events.at(1).item, u"bloodweiser_babes"_s);
        QCOMPARE(page.session()->state().home.babes, 1);
        QCOMPARE(page.session()->state().home.bought.count(u"bloodweiser_babes"_s), 1);
        QCOMPARE(page.session()->state().away.babes, 0);
        QVERIFY(!page.session()->state().weatherId.isEmpty());
        // Undo and redo by the tracker's buttons take the purchase back and enter it again.
        QTest::mouseClick(page.tracker()->actionBar()->button(ActionBar::Action::Undo),
                          Qt::LeftButton);
        QCOMPARE(page.session()->state().home.babes, 0);
        QCOMPARE(page.session()->match().events().size(), 1);
        QTest::mouseClick(page.tracker()->actionBar()->button(ActionBar::Action::Redo),
                          Qt::LeftButton);
        QCOMPARE(page.session()->state().home.babes, 1);
        QString error;
        const qint64 id = page.session()->id();
        MatchSession reopened(m_rules, *m_database);
        QVERIFY2(reopened.resume(id, &error), qPrintable(error));
        QCOMPARE(reopened.state(), page.session()->state());
    }

    // The wizard bought in the pre-match sequence casts from the tracker (inducements.json wizard):
    // the next-step panel offers the spell at the start of the team's turn; the coach names two
    // opposing players, types the D6 of each (4: hit, 1: missed), and Dugout rolls the armour.
    void castsTheWizardsSpellFromTheTracker()
    {
        Settings settings(m_dir.filePath(u"settings-spell.ini"_s));
        MatchesPage page(m_rules, &settings);
        QVERIFY(showPage(page, QSize(1366, 768)));
        // The match as the pre-match window leaves it (tested above): the Reavers move 150,000
        // of their 290,000 to petty cash and spend exactly that on the wizard.
        MatchSetup setup;
        setup.home = m_home;
        setup.away = m_away;
        setup.exhibition = false;
        setup.leagueId = m_league.id;
        setup.seasonId = m_fixture.seasonId;
        setup.fixtureId = m_fixture.id;
        setup.homePettyCash = 150000;
        QVERIFY(page.startMatch(setup));
        MatchSession *session = page.session();
        submitEvent(session, MatchEventType::Weather, Side::Home, {{u"weather"_s, {3, 4}}});
        submitEvent(session, MatchEventType::Inducement, Side::Home, {}, u"wizard"_s);
        submitEvent(session, MatchEventType::PreMatch, Side::Away,
                    {{u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {3, 3}}});
        submitEvent(session, MatchEventType::Lineup, Side::Away);
        submitEvent(session, MatchEventType::Lineup, Side::Home);
        submitEvent(session, MatchEventType::KickOff, Side::Away, {{u"kickoff"_s, {1, 3}}});
        QCOMPARE(session->state().phase, MatchPhase::AwaitTurn);
        QCOMPARE(session->state().active, Side::Home);

        NextStepPanel *panel = page.tracker()->nextStep();
        QPushButton *cast = panel->button(NextStepPanel::Offer::Spell);
        QVERIFY(cast);
        QVERIFY2(cast->text().contains(u"Altdorf Reavers"_s), qPrintable(cast->text()));
        QTest::mouseClick(cast, Qt::LeftButton);
        auto *dialog = page.findChild<SpellDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QTest::mouseClick(dialog->playerBox(Side::Away, 1), Qt::LeftButton, {}, QPoint(4, 8));
        QTest::mouseClick(dialog->playerBox(Side::Away, 2), Qt::LeftButton, {}, QPoint(4, 8));
        // Typed by keys, die by die, as a coach copies the table: both Wolves hit (4, 5); #1's
        // armour holds (1 + 1), #2's breaks (6 + 6) and his injury is 2 + 2, stunned. Each
        // one's dice sit under his own name (inducements.json wizard; issue 16 point 3).
        const auto typeFaces = [](DiceInput *input, const QList<int> &faces) {
            QVERIFY(input && input->isVisible());
            for (int i = 0; i < faces.size(); ++i) {
                QVERIFY(input->die(i)->isEnabled());
                QTest::mouseClick(input->die(i), Qt::LeftButton);
                QTest::keyClick(input->die(i), Qt::Key(Qt::Key_0 + faces.at(i)));
            }
        };
        const auto injuryOf = [&](int number) {
            return dialog->findChild<InjuryDice *>(u"awaySpellInjury%1"_s.arg(number));
        };
        for (const auto &[number, face] : {std::pair{1, 4}, std::pair{2, 5}}) {
            DiceInput *die = dialog->hitDie(Side::Away, number);
            QVERIFY(die->isEnabled());
            QTest::mouseClick(die->die(0), Qt::LeftButton);
            QTest::keyClick(die->die(0), Qt::Key(Qt::Key_0 + face));
        }
        QVERIFY(injuryOf(1) && injuryOf(2) && injuryOf(3));
        QVERIFY(!injuryOf(3)->isVisible()); // not named: no dice of his
        typeFaces(injuryOf(1)->findChild<DiceInput *>(u"armourDice"_s), {1, 1});
        QVERIFY(!injuryOf(1)->findChild<DiceInput *>(u"injuryDice"_s)->isEnabled()); // held
        typeFaces(injuryOf(2)->findChild<DiceInput *>(u"armourDice"_s), {6, 6});
        typeFaces(injuryOf(2)->findChild<DiceInput *>(u"injuryDice"_s), {2, 2});
        QVERIFY(!injuryOf(2)->findChild<DiceInput *>(u"casualtyDice"_s)->isEnabled()); // stunned
        grab(dialog, u"spell-dialog.png"_s);
        QVERIFY2(dialog->okButton()->isEnabled(), qPrintable(dialog->reasonText()));
        // A lightning bolt strikes one player only: core's reason, OK disabled.
        choose(dialog->spellBox(), u"lightning_bolt"_s);
        QVERIFY(!dialog->okButton()->isEnabled());
        QVERIFY2(dialog->reasonText().contains(u"exactly one player"_s),
                 qPrintable(dialog->reasonText()));
        choose(dialog->spellBox(), u"fireball"_s);
        click(dialog->okButton());
        QTRY_VERIFY(!dialog->isVisible());

        const MatchState &s = session->state();
        QVERIFY(s.home.spellCast);
        QCOMPARE(s.away.player(1)->state, PlayerState::Prone);   // hit, armour held
        QCOMPARE(s.away.player(2)->state, PlayerState::Stunned); // hit, armour broken, 4
        const MatchEvent &spellEvent = session->match().lastEvent();
        QCOMPARE(spellEvent.type, MatchEventType::Spell);
        QCOMPARE(spellEvent.awayNumbers, (QList<int>{1, 2}));
        QCOMPARE(spellEvent.dice.value(u"away.armour.1"_s), (QList<int>{1, 1}));
        QCOMPARE(spellEvent.dice.value(u"away.armour.2"_s), (QList<int>{6, 6}));
        QCOMPARE(spellEvent.dice.value(u"away.injury.2"_s), (QList<int>{2, 2}));
        QVERIFY(!spellEvent.dice.contains(u"away.armour"_s));
        // Once per match: the offer is gone.
        QVERIFY(!panel->button(NextStepPanel::Offer::Spell));
    }

    // A special play card bought in the pre-match sequence sits face down in its coach's hand;
    // he shows it, picks it, and plays it only when its moment comes (Badyear Git: at the
    // kick-off). Core's reason shows while it may not be played.
    void playsASpecialPlayCardFromTheTracker()
    {
        Settings settings(m_dir.filePath(u"settings-cards.ini"_s));
        MatchesPage page(m_rules, &settings);
        QVERIFY(showPage(page, QSize(1366, 768)));
        // An exhibition: the Reavers' handicap is 50,000.
        QVERIFY(page.startMatch(cardsMatch(m_away)));
        MatchSession *session = page.session();
        submitEvent(session, MatchEventType::Weather, Side::Home, {{u"weather"_s, {3, 4}}});
        submitEvent(session, MatchEventType::Inducement, Side::Home, {{u"home.card"_s, {1}}},
                    u"card:miscellaneous_mayhem"_s);
        const SpecialPlayCard &git =
            m_rules->specialPlayDeck(u"miscellaneous_mayhem"_s)->cards.at(0);

        NextStepPanel *panel = page.tracker()->nextStep();
        // Before the match: the card is face down; shown, it is still not its moment.
        CardsDialog *dialog = openCards(page);
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->hand()->count(), 1);
        QCOMPARE(dialog->hand()->item(0)->text(), u"Face-down card"_s);
        QVERIFY(!dialog->okButton()->isEnabled());
        QTest::mouseClick(dialog->showButton(), Qt::LeftButton);
        QVERIFY(dialog->hand()->item(0)->text().startsWith(git.name.current()));
        QTest::mouseClick(dialog->hand()->viewport(), Qt::LeftButton, {},
                          dialog->hand()->visualItemRect(dialog->hand()->item(0)).center());
        QVERIFY(!dialog->okButton()->isEnabled());
        QVERIFY2(dialog->reasonText().contains(u"kick-off"_s), qPrintable(dialog->reasonText()));
        grab(dialog, u"cards-dialog.png"_s);
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!dialog->isVisible());
        delete dialog;

        submitEvent(session, MatchEventType::PreMatch, Side::Away,
                    {{u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {3, 3}}});
        submitEvent(session, MatchEventType::Lineup, Side::Away);
        submitEvent(session, MatchEventType::Lineup, Side::Home);
        QCOMPARE(session->state().phase, MatchPhase::KickOff);
        dialog = openCards(page);
        QVERIFY(dialog);
        pickFirstCard(dialog);
        click(dialog->okButton());
        QCOMPARE(session->state().home.cardsPlayed, QStringList{git.id});
        QCOMPARE(session->match().lastEvent().type, MatchEventType::PlayCard);
        QVERIFY(
            session->match().eventLogs().constLast().join(u'\n').contains(git.effect.current()));
        QVERIFY(!panel->button(NextStepPanel::Offer::PlayCard)); // the hand is empty
    }

    // A card whose effect Dugout tracks, played by clicks (issue 16 point 3): Pit Trap
    // (special_play_cards.json, dirty_tricks.pit_trap: a chosen player placed prone, played right
    // after the own turn). Refused with core's reason during the turn; after End turn, the
    // player selected in the roster is where the dialog's picker starts; played, he is prone in
    // the roster and the log says so.
    void playsACardThatChangesTheMatch() { playPitTrap(u"en"_s); }

    // A card that strikes like a spell, by clicks and keys (issue 16): the Rogue Wizard, at
    // 1366×768 and 1920×1080.
    void strikesWithTheRogueWizard()
    {
        playAtBothSizes(u"en"_s, {&TestPreMatchInducements::playRogueWizard});
    }

private:
    static void submitEvent(MatchSession *session, MatchEventType type, Side side,
                            QHash<QString, QList<int>> dice = {}, const QString &item = {})
    {
        MatchEvent e;
        e.type = type;
        e.side = side;
        e.item = item;
        e.dice = std::move(dice);
        if (type == MatchEventType::Lineup) {
            e.numbers = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
            e.lineOfScrimmage = 3;
            e.wideLeft = 2;
            e.wideRight = 2;
        }
        const RuleCheck check = session->submit(e);
        QVERIFY2(check, qPrintable(check.reason));
    }

    // An exhibition in which the Reavers buy one card of `deck` (its `die`-th, `card`), then the
    // pre-match, both set-ups, the Marauders' kick-off and the start of the Reavers' first turn.
    static void startHomeTurnWithACard(MatchSession *session, const QString &deck, int die,
                                       const QString &card)
    {
        submitEvent(session, MatchEventType::Weather, Side::Home, {{u"weather"_s, {3, 4}}});
        submitEvent(session, MatchEventType::Inducement, Side::Home, {{u"home.card"_s, {die}}},
                    u"card:"_s + deck);
        QCOMPARE(session->state().home.bought.drawn.value(deck), QStringList{card});
        submitEvent(session, MatchEventType::PreMatch, Side::Away,
                    {{u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {3, 3}}});
        submitEvent(session, MatchEventType::Lineup, Side::Away);
        submitEvent(session, MatchEventType::Lineup, Side::Home);
        submitEvent(session, MatchEventType::KickOff, Side::Away, {{u"kickoff"_s, {1, 3}}});
        submitEvent(session, MatchEventType::StartTurn, Side::Home);
    }

    void playPitTrap(const QString &language)
    {
        PlayPage play(*this, u"pit-trap"_s, language, QSize(1366, 768), cardsMatch(m_away));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        MatchSession *session = page.session();
        // The ninth card of Dirty Tricks: Pit Trap.
        startHomeTurnWithACard(session, u"dirty_tricks"_s, 9, u"dirty_tricks.pit_trap"_s);

        // During the home turn: not its moment.
        CardsDialog *dialog = pickCard(page);
        QVERIFY(dialog);
        QVERIFY(dialog->playerPicker(0));
        QVERIFY(!dialog->okButton()->isEnabled());
        if (language == u"en"_s)
            QVERIFY2(dialog->reasonText().contains(u"right after a turn"_s),
                     qPrintable(dialog->reasonText()));
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!dialog->isVisible());
        delete dialog;

        submitEvent(session, MatchEventType::EndTurn, Side::Home);
        // The away #5 selected in the tracker's roster.
        RosterPanel *roster = page.tracker()->roster(Side::Away);
        QTableWidget *table = roster->table();
        const int row = roster->rowOf(5);
        QVERIFY(row >= 0);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualItemRect(table->item(row, RosterPanel::Name)).center());
        QCOMPARE(page.tracker()->selectedNumber(), 5);
        dialog = openCards(page);
        QVERIFY(dialog);
        pickFirstCard(dialog);
        QComboBox *picker = dialog->playerPicker(0);
        QVERIFY(picker);
        QCOMPARE(picker->currentData().toString(), u"away:5"_s);
        accept(dialog, u"cards-dialog-pit-trap-%1.png"_s.arg(language));

        QCOMPARE(session->state().away.player(5)->state, PlayerState::Prone);
        QCOMPARE(session->match().lastEvent().type, MatchEventType::PlayCard);
        QCOMPARE(session->match().lastEvent().awayNumbers, QList<int>{5});
        QVERIFY(session->match().eventLogs().constLast().join(u'\n').contains(
            language == u"en"_s ? u"prone"_s : u"à terre"_s));
        QCOMPARE(table->item(roster->rowOf(5), RosterPanel::Status)->text(),
                 MatchText::stateName(PlayerState::Prone));
        grab(&page, u"tracker-after-pit-trap-%1.png"_s.arg(language));
        // Undone by the tracker's Undo: standing again, the card back in the hand.
        QTest::mouseClick(page.tracker()->actionBar()->button(ActionBar::Action::Undo),
                          Qt::LeftButton);
        QCOMPARE(session->state().away.player(5)->state, PlayerState::Standing);
        QVERIFY(session->state().home.cardsPlayed.isEmpty());
    }

    // The Rogue Wizard (special_play_cards.json, miscellaneous_mayhem.rogue_wizard: a fireball
    // hitting on 4+) after the Reavers' turn, by clicks and keys, as the spell window casts one:
    // two Marauders ticked and their D6 typed (4 and 5: both hit); under each one's name, his own
    // armour and injury dice, typed as they fell at the table: #5's armour holds (1 + 1, AV 8),
    // #6's breaks (6 + 6) and his injury is 4 + 4, knocked out. Each keeps his own dice in the
    // event ("away.armour.5", "away.armour.6"), none under the team's key, none rolled by Dugout.
    // Page at `size`.
    void playRogueWizard(const QString &language, const QSize &size)
    {
        PlayPage play(*this, u"rogue-wizard"_s, language, size, cardsMatch(m_away));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        MatchSession *session = page.session();
        // The tenth card of Miscellaneous Mayhem: the Rogue Wizard.
        startHomeTurnWithACard(session, u"miscellaneous_mayhem"_s, 10,
                               u"miscellaneous_mayhem.rogue_wizard"_s);
        submitEvent(session, MatchEventType::EndTurn, Side::Home);
        CardsDialog *dialog = pickCard(page);
        QVERIFY(dialog);
        QVERIFY(!dialog->playerPicker(0));
        const auto typeFaces = [](DiceInput *input, const QList<int> &faces) {
            QVERIFY(input && input->isVisible());
            for (int i = 0; i < faces.size(); ++i) {
                QVERIFY(input->die(i)->isEnabled());
                QTest::mouseClick(input->die(i), Qt::LeftButton);
                QTest::keyClick(input->die(i), Qt::Key(Qt::Key_0 + faces.at(i)));
            }
        };
        for (const auto &[number, face] : {std::pair{5, 4}, std::pair{6, 5}}) {
            QCheckBox *box = dialog->strikeBox(Side::Away, number);
            QVERIFY(box);
            QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(4, 8));
            DiceInput *die = dialog->strikeDie(Side::Away, number);
            QVERIFY(die && die->isEnabled());
            QTest::mouseClick(die->die(0), Qt::LeftButton);
            QTest::keyClick(die->die(0), Qt::Key(Qt::Key_0 + face));
        }
        // Only the players named show their dice, each under his own name.
        QVERIFY(dialog->strikeInjury(Side::Away, 7));
        QVERIFY(!dialog->strikeInjury(Side::Away, 7)->isVisible());
        InjuryDice *five = dialog->strikeInjury(Side::Away, 5);
        InjuryDice *six = dialog->strikeInjury(Side::Away, 6);
        QVERIFY(five && six);
        QTRY_VERIFY(five->isVisible() && six->isVisible());
        QVERIFY(five->y() >= dialog->strikeBox(Side::Away, 5)->geometry().bottom());
        QVERIFY(dialog->strikeBox(Side::Away, 6)->y() >= five->geometry().bottom());
        QVERIFY(six->y() >= dialog->strikeBox(Side::Away, 6)->geometry().bottom());
        QVERIFY(dialog->strikeBox(Side::Away, 7)->y() >= six->geometry().bottom());
        typeFaces(five->findChild<DiceInput *>(u"armourDice"_s), {1, 1});
        QVERIFY(!five->findChild<DiceInput *>(u"injuryDice"_s)->isEnabled()); // held
        typeFaces(six->findChild<DiceInput *>(u"armourDice"_s), {6, 6});
        typeFaces(six->findChild<DiceInput *>(u"injuryDice"_s), {4, 4});
        QVERIFY(!six->findChild<DiceInput *>(u"casualtyDice"_s)->isEnabled()); // knocked out
        // Every die typed: what the rules make of it shows before OK.
        if (language == u"en"_s)
            QVERIFY2(dialog->previewText().contains(u"#6 Player 6: injury 8, KO."_s),
                     qPrintable(dialog->previewText()));
        accept(dialog, sizedName(u"cards-dialog-rogue-wizard"_s, size, language));
        const MatchEvent played = session->match().lastEvent();
        QCOMPARE(played.type, MatchEventType::PlayCard);
        QCOMPARE(played.awayNumbers, (QList<int>{5, 6}));
        const QHash<QString, QList<int>> typed{{u"away.spell.5"_s, {4}},
                                               {u"away.armour.5"_s, {1, 1}},
                                               {u"away.spell.6"_s, {5}},
                                               {u"away.armour.6"_s, {6, 6}},
                                               {u"away.injury.6"_s, {4, 4}}};
        QCOMPARE(played.dice, typed);
        QCOMPARE(session->state().away.player(5)->state, PlayerState::Prone);
        QCOMPARE(session->state().away.player(6)->state, PlayerState::KnockedOut);
        QVERIFY(!session->state().turnover);
        delete dialog;
    }

    // Force Shield (special_play_cards.json, magic_items.force_shield: the ball carrier of yours
    // gains Sure Hands and Fend; the tracker keeps them until the drive ends) right after the home
    // turn, by clicks: the dialog asks the coach to confirm what the tracker cannot see; OK stays
    // off with core's reason until the box is ticked; the event keeps the confirmation. Page at
    // `size`.
    void playForceShield(const QString &language, const QSize &size)
    {
        PlayPage play(*this, u"force-shield"_s, language, size, cardsMatch(m_away));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        MatchSession *session = page.session();
        // The fourth card of Magic Items: Force Shield, played once the home turn is over.
        startHomeTurnWithACard(session, u"magic_items"_s, 4, u"magic_items.force_shield"_s);
        submitEvent(session, MatchEventType::EndTurn, Side::Home);
        CardsDialog *dialog = pickCard(page);
        QVERIFY(dialog);
        QComboBox *picker = dialog->playerPicker(0);
        QVERIFY(picker);
        choose(picker, u"home:3"_s);
        QCheckBox *confirm = dialog->confirmBox();
        QVERIFY(confirm);
        QVERIFY(!confirm->isChecked());
        QVERIFY(!dialog->okButton()->isEnabled());
        if (language == u"en"_s) {
            const QLabel *condition = dialog->findChild<QLabel *>(u"cardCondition"_s);
            QVERIFY(condition);
            QVERIFY2(condition->text().contains(u"holds the ball"_s),
                     qPrintable(condition->text()));
            QVERIFY2(dialog->reasonText().contains(u"confirm it"_s),
                     qPrintable(dialog->reasonText()));
        }
        grab(dialog, sizedName(u"cards-dialog-confirm-unticked"_s, size, language));
        QTest::mouseClick(confirm, Qt::LeftButton, {}, QPoint(8, confirm->height() / 2));
        QVERIFY(confirm->isChecked());
        accept(dialog, sizedName(u"cards-dialog-confirm"_s, size, language));
        const MatchEvent played = session->match().lastEvent();
        QCOMPARE(played.type, MatchEventType::PlayCard);
        QVERIFY(played.confirmed);
        QCOMPARE(played.numbers, QList<int>{3});
        const MatchPlayer *p = session->state().home.player(3);
        QVERIFY(p->hasSkill(u"sure_hands"_s));
        QVERIFY(p->hasSkill(u"fend"_s));
        delete dialog;
        // In the Reavers' next turn #3 hands the ball off, clicked in the action bar: the ball
        // leaves him, the card is over (core's CardLasting), Sure Hands and Fend are gone.
        submitEvent(session, MatchEventType::StartTurn, Side::Away);
        submitEvent(session, MatchEventType::EndTurn, Side::Away);
        submitEvent(session, MatchEventType::StartTurn, Side::Home);
        clickRosterRow(page.tracker()->roster(Side::Home), 3);
        QCOMPARE(page.tracker()->selectedNumber(), 3);
        ActionBar *bar = page.tracker()->actionBar();
        QVERIFY2(bar->isAvailable(ActionBar::Action::HandOff),
                 qPrintable(bar->refusal(ActionBar::Action::HandOff)));
        QTest::mouseClick(bar->button(ActionBar::Action::HandOff), Qt::LeftButton);
        QTRY_COMPARE(session->match().lastEvent().type, MatchEventType::Action);
        QCOMPARE(session->match().lastEvent().action, PlayerAction::HandOff);
        p = session->state().home.player(3);
        QVERIFY(!p->hasSkill(u"sure_hands"_s));
        QVERIFY(!p->hasSkill(u"fend"_s));
        QVERIFY(session->state().home.cardMarks.isEmpty());
        if (language == u"en"_s)
            QVERIFY(session->match().eventLogs().constLast().join(u'\n').contains(
                u"Force Shield is over for #3"_s));
        grab(&page, sizedName(u"tracker-after-force-shield-hand-off"_s, size, language));
        // Undone by the tracker's Undo: the skills are back.
        QTest::mouseClick(bar->button(ActionBar::Action::Undo), Qt::LeftButton);
        QVERIFY(session->state().home.player(3)->hasSkill(u"fend"_s));
    }

    // Intensive Training (special_play_cards.json, good_karma.intensive_training; core's
    // CardEffects::skillsOpenTo) at the start of the home turn, by clicks and keys: the skill
    // box lists only what the picked player may take (a lineman: General, Block
    // included; a blitzer: Strength too, never Block he has), refilled when another player is
    // picked; the event keeps the coach's choice. Page at `size`.
    void playIntensiveTraining(const QString &language, const QSize &size)
    {
        // The Marauders with two catchers more: a handicap of 190,000 gp for the Reavers, enough
        // for a Good Karma card (100,000).
        PlayPage play(*this, u"intensive-training"_s, language, size, cardsMatch(marauders(2)));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        MatchSession *session = page.session();
        // The tenth card of Good Karma: Intensive Training, played at the start of a turn.
        startHomeTurnWithACard(session, u"good_karma"_s, 10, u"good_karma.intensive_training"_s);
        CardsDialog *dialog = openCards(page);
        QVERIFY(dialog && dialog->isVisible());
        dialog->resize(dialog->width(), qMin(size.height() - 80, 620));
        pickFirstCard(dialog);
        QComboBox *picker = dialog->playerPicker(0);
        QComboBox *skills = dialog->choiceBox();
        QVERIFY(picker && skills);
        const auto listed = [&] {
            QStringList ids;
            for (int i = 1; i < skills->count(); ++i)
                ids << skills->itemData(i).toString();
            return ids;
        };
        const auto offered = [&](int number) {
            QStringList ids;
            for (const Skill *skill :
                 CardEffects::skillsOpenTo(*m_rules, *session->state().home.player(number)))
                ids << skill->id;
            ids.sort();
            return ids;
        };
        // A blitzer (#1, Block already): General and Strength, exactly core's list.
        choose(picker, u"home:1"_s);
        QStringList shown = listed();
        QVERIFY(shown.contains(u"mighty_blow"_s));
        QVERIFY(!shown.contains(u"block"_s));
        QVERIFY(!shown.contains(u"dodge"_s));
        shown.sort();
        QCOMPARE(shown, offered(1));
        // A lineman (#5): General only, Block offered now.
        choose(picker, u"home:5"_s);
        shown = listed();
        QVERIFY(shown.contains(u"block"_s));
        QVERIFY(!shown.contains(u"mighty_blow"_s));
        shown.sort();
        QCOMPARE(shown, offered(5));
        QVERIFY(!dialog->okButton()->isEnabled()); // no skill chosen yet
        if (language == u"en"_s)
            QVERIFY2(dialog->reasonText().contains(u"Choose the skill"_s),
                     qPrintable(dialog->reasonText()));
        choose(skills, u"tackle"_s);
        QVERIFY2(dialog->okButton()->isEnabled(), qPrintable(dialog->reasonText()));
        // Opened to show the filtered list.
        QTest::mouseClick(skills, Qt::LeftButton);
        grab(dialog, sizedName(u"cards-dialog-intensive-training"_s, size, language));
        // The open list is a window of its own: saved beside the dialog.
        grab(skills->view()->window(),
             sizedName(u"cards-dialog-intensive-training-list"_s, size, language));
        if (QWidget *popup = skills->view()->window(); popup && popup->isVisible()) {
            QTest::keyClick(popup, Qt::Key_Escape);
            QTRY_VERIFY(!popup->isVisible());
        }
        QCOMPARE(skills->currentData().toString(), u"tackle"_s);
        click(dialog->okButton());
        QTRY_VERIFY(!dialog->isVisible());
        const MatchEvent played = session->match().lastEvent();
        QCOMPARE(played.type, MatchEventType::PlayCard);
        QCOMPARE(played.choice, u"tackle"_s);
        QCOMPARE(played.numbers, QList<int>{5});
        QVERIFY(session->state().home.player(5)->hasSkill(u"tackle"_s));
        delete dialog;
    }

    // Checks or unchecks player `number` of a set-up by a click on his row and the space bar.
    static void toggleLineupPlayer(LineupDialog *dialog, int number)
    {
        QListWidget *list = dialog->playerList();
        for (int row = 0; row < list->count(); ++row) {
            QListWidgetItem *item = list->item(row);
            if (item->data(Qt::UserRole).toInt() != number)
                continue;
            const Qt::CheckState before = item->checkState();
            list->scrollToItem(item);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(item).center());
            QTest::keyClick(list, Qt::Key_Space);
            QVERIFY(item->checkState() != before);
            return;
        }
        QFAIL(qPrintable(u"#%1 is not in the set-up list"_s.arg(number)));
    }

    // Assassin (special_play_cards.json, desperate_measures.assassin: a chosen opposing player
    // misses the match) by clicks before the match: the Reavers' coach picks the Giants' #5 in
    // the card dialog; at the Giants' set-up OK stays off with core's reason while #5 is
    // checked, and takes the set-up once he is swapped for #12. Page at `size`.
    void playAssassin(const QString &language, const QSize &size)
    {
        if (m_strong.id == 0) {
            // The Marauders' roster and eight re-rolls: 1,160,000 against the Reavers' 710,000.
            m_strong = test::humanTeam(*m_rules, 8, 4);
            m_strong.name = u"Nuln Giants"_s;
            QVERIFY(TeamRules(*m_rules).confirm(m_strong));
            m_strong.rerolls = 8;
            QString problem;
            QVERIFY2(TeamStore(*m_database).save(m_strong, &problem), qPrintable(problem));
        }
        PlayPage play(*this, u"assassin"_s, language, size, cardsMatch(m_strong));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        MatchSession *session = page.session();
        submitEvent(session, MatchEventType::Weather, Side::Home, {{u"weather"_s, {3, 4}}});
        const int die =
            PurchaseRules::cardDie(*m_rules, session->state(), Side::Home, u"desperate_measures"_s,
                                   u"desperate_measures.assassin"_s);
        QVERIFY(die > 0);
        submitEvent(session, MatchEventType::Inducement, Side::Home, {{u"home.card"_s, {die}}},
                    u"card:desperate_measures"_s);

        CardsDialog *dialog = pickCard(page);
        QVERIFY(dialog);
        QComboBox *picker = dialog->playerPicker(0);
        QVERIFY(picker);
        QVERIFY(picker->findData(u"home:1"_s) < 0); // only the opponents
        choose(picker, u"away:5"_s);
        accept(dialog, sizedName(u"cards-dialog-assassin"_s, size, language));
        const MatchEvent played = session->match().lastEvent();
        QCOMPARE(played.type, MatchEventType::PlayCard);
        QCOMPARE(played.item, u"desperate_measures.assassin"_s);
        QCOMPARE(played.awayNumbers, QList<int>{5});
        delete dialog;

        // The Giants kick: their set-up first, all twelve listed, the first eleven checked.
        submitEvent(session, MatchEventType::PreMatch, Side::Away,
                    {{u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {3, 3}}});
        QPushButton *setUp = page.tracker()->nextStep()->button(NextStepPanel::Offer::Lineup);
        QVERIFY(setUp);
        QTest::mouseClick(setUp, Qt::LeftButton);
        auto *lineup = page.findChild<LineupDialog *>();
        QVERIFY(lineup && lineup->isVisible());
        QVERIFY(lineup->checkedNumbers().contains(5));
        QVERIFY(!lineup->okButton()->isEnabled());
        if (language == u"en"_s)
            QVERIFY2(lineup->reasonText().contains(u"misses the match (Assassin)"_s),
                     qPrintable(lineup->reasonText()));
        grab(lineup, sizedName(u"lineup-assassin-refused"_s, size, language));
        toggleLineupPlayer(lineup, 5);
        // Eleven are still available: one short until #12 comes in.
        QVERIFY(!lineup->okButton()->isEnabled());
        toggleLineupPlayer(lineup, 12);
        QVERIFY2(lineup->okButton()->isEnabled(), qPrintable(lineup->reasonText()));
        click(lineup->okButton());
        QTRY_VERIFY(!lineup->isVisible());
        QCOMPARE(session->state().away.player(5)->state, PlayerState::Reserves);
        QCOMPARE(session->state().away.player(12)->state, PlayerState::Standing);
        delete lineup;
        // Undone three times by the tracker's Undo (set-up, pre-match, card): the card is back
        // in the hand, #5 free again.
        for (int i = 0; i < 3; ++i)
            QTest::mouseClick(page.tracker()->actionBar()->button(ActionBar::Action::Undo),
                              Qt::LeftButton);
        QVERIFY(session->state().home.cardsPlayed.isEmpty());
        QVERIFY(session->state().away.cardMarks.isEmpty());
    }

    // Wake Up Call (special_play_cards.json, special_team_plays.wake_up_call) by clicks: the
    // Reavers' #3 K.O.'d, the drive over, the card played; the end of the drive rolls no K.O.
    // die for him; the Reavers' set-up lists him unchecked; checked by a click, with his D6
    // typed (5), he comes on face up. Page at `size`.
    void playWakeUpCall(const QString &language, const QSize &size)
    {
        PlayPage play(*this, u"wake-up"_s, language, size, cardsMatch(m_away));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        MatchSession *session = page.session();
        const SpecialPlayDeck *deck = m_rules->specialPlayDeck(u"special_team_plays"_s);
        int die = 0;
        for (qsizetype i = 0; i < deck->cards.size(); ++i) {
            if (deck->cards.at(i).id == u"special_team_plays.wake_up_call"_s)
                die = int(i + 1);
        }
        startHomeTurnWithACard(session, u"special_team_plays"_s, die,
                               u"special_team_plays.wake_up_call"_s);
        // #3 falls (own turn: a turnover) and is K.O.'d; the Marauders score in their turn.
        MatchEvent fall;
        fall.type = MatchEventType::KnockDown;
        fall.side = Side::Home;
        fall.number = 3;
        fall.cause = KnockDownCause::Fall;
        fall.dice = {{u"home.armour"_s, {6, 6}}, {u"home.injury"_s, {4, 5}}};
        const RuleCheck fell = session->submit(fall);
        QVERIFY2(fell, qPrintable(fell.reason));
        QCOMPARE(session->state().home.player(3)->state, PlayerState::KnockedOut);
        submitEvent(session, MatchEventType::EndTurn, Side::Home);
        submitEvent(session, MatchEventType::StartTurn, Side::Away);
        MatchEvent score;
        score.type = MatchEventType::Touchdown;
        score.side = Side::Away;
        score.number = 6;
        const RuleCheck scored = session->submit(score);
        QVERIFY2(scored, qPrintable(scored.reason));
        QCOMPARE(session->state().phase, MatchPhase::DriveOver);

        CardsDialog *dialog = openCards(page);
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->teamBox()->currentData().toString(), u"home"_s);
        pickFirstCard(dialog);
        QVERIFY2(dialog->okButton()->isEnabled(), qPrintable(dialog->reasonText()));
        click(dialog->okButton());
        QTRY_VERIFY(!dialog->isVisible());
        delete dialog;
        // The end of the drive: no die for #3, and the dialog says why.
        QPushButton *endDrive = page.tracker()->nextStep()->button(NextStepPanel::Offer::EndDrive);
        QVERIFY(endDrive);
        QTest::mouseClick(endDrive, Qt::LeftButton);
        auto *ending = page.findChild<EndDriveDialog *>();
        QVERIFY(ending && ending->isVisible());
        QVERIFY(!ending->input(Side::Home, DiceKeys::ko, 3));
        const QLabel *note = ending->findChild<QLabel *>(u"wakeUpNote"_s);
        QVERIFY(note);
        if (language == u"en"_s)
            QVERIFY2(note->text().contains(u"no K.O. recovery roll"_s), qPrintable(note->text()));
        grab(ending, sizedName(u"end-drive-wake-up"_s, size, language));
        click(ending->okButton());
        QTRY_VERIFY(!ending->isVisible());
        delete ending;
        QCOMPARE(session->match().lastEvent().type, MatchEventType::EndDrive);
        QVERIFY(!session->match().lastEvent().dice.contains(u"home.ko.3"_s));
        QCOMPARE(session->state().home.player(3)->state, PlayerState::KnockedOut);
        submitEvent(session, MatchEventType::Lineup, Side::Away);

        QPushButton *setUp = page.tracker()->nextStep()->button(NextStepPanel::Offer::Lineup);
        QVERIFY(setUp);
        QTest::mouseClick(setUp, Qt::LeftButton);
        auto *lineup = page.findChild<LineupDialog *>();
        QVERIFY(lineup && lineup->isVisible());
        QVERIFY(!lineup->checkedNumbers().contains(3));
        QVERIFY(lineup->wakeUpDie(3));
        QVERIFY(!lineup->wakeUpDie(3)->isEnabled());
        toggleLineupPlayer(lineup, 3);
        QVERIFY(lineup->wakeUpDie(3)->isEnabled());
        QCOMPARE(lineup->checkedNumbers().size(), 11);
        typeValue(lineup->wakeUpDie(3)->die(0), 5);
        QVERIFY2(lineup->okButton()->isEnabled(), qPrintable(lineup->reasonText()));
        grab(lineup, sizedName(u"lineup-wake-up"_s, size, language));
        click(lineup->okButton());
        QTRY_VERIFY(!lineup->isVisible());
        QCOMPARE(session->state().home.player(3)->state, PlayerState::Prone);
        QCOMPARE(session->match().lastEvent().dice.value(u"home.wake_up.3"_s), QList<int>{5});
        delete lineup;
    }

    // Morley's Revenge (special_play_cards.json, desperate_measures.morleys_revenge) played by
    // the Reavers before the match: the Giants' #1, #2 and #3 drawn; at the end of the first
    // drive the end-of-drive dialog asks a D6 for each of them beside the usual dice; #2's 2
    // keeps him out of the next set-up. Page at `size`.
    void playMorleysRevenge(const QString &language, const QSize &size)
    {
        PlayPage play(*this, u"morley"_s, language, size, cardsMatch(m_strong));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        MatchSession *session = page.session();
        submitEvent(session, MatchEventType::Weather, Side::Home, {{u"weather"_s, {3, 4}}});
        const int die =
            PurchaseRules::cardDie(*m_rules, session->state(), Side::Home, u"desperate_measures"_s,
                                   u"desperate_measures.morleys_revenge"_s);
        QVERIFY(die > 0);
        submitEvent(session, MatchEventType::Inducement, Side::Home, {{u"home.card"_s, {die}}},
                    u"card:desperate_measures"_s);
        submitEvent(session, MatchEventType::PlayCard, Side::Home,
                    {{u"away.card.effect"_s, {1, 1, 1}}}, u"desperate_measures.morleys_revenge"_s);
        // The pre-match dialog asks the three players' D6 beside the gates.
        QPushButton *preMatchOffer =
            page.tracker()->nextStep()->button(NextStepPanel::Offer::PreMatch);
        QVERIFY(preMatchOffer);
        QTest::mouseClick(preMatchOffer, Qt::LeftButton);
        auto *preMatch = page.findChild<PreMatchDialog *>();
        QVERIFY(preMatch && preMatch->isVisible());
        for (const Side side : {Side::Home, Side::Away}) {
            typeValue(preMatch->gateInput(side)->die(0), 3);
            typeValue(preMatch->gateInput(side)->die(1), 3);
        }
        QVERIFY(!preMatch->morleyInput(Side::Away, 4));
        QVERIFY(!preMatch->morleyInput(Side::Home, 1));
        for (const int number : {1, 2, 3}) {
            QVERIFY(preMatch->morleyInput(Side::Away, number));
            typeValue(preMatch->morleyInput(Side::Away, number)->die(0), number + 3);
        }
        QComboBox *toss = preMatch->coinToss()->comboBox();
        QTest::keyClick(toss, Qt::Key_Home);
        QTest::keyClick(toss, Qt::Key_Down); // the Giants kick
        QCOMPARE(preMatch->coinToss()->kicking(), Side::Away);
        grab(preMatch, sizedName(u"pre-match-morley"_s, size, language));
        click(preMatch->okButton());
        QTRY_VERIFY(!preMatch->isVisible());
        QCOMPARE(session->match().lastEvent().dice.value(u"away.morley.2"_s), QList<int>{5});
        delete preMatch;
        submitEvent(session, MatchEventType::Lineup, Side::Away);
        submitEvent(session, MatchEventType::Lineup, Side::Home);
        submitEvent(session, MatchEventType::KickOff, Side::Away, {{u"kickoff"_s, {1, 3}}});
        submitEvent(session, MatchEventType::StartTurn, Side::Home);
        MatchEvent score;
        score.type = MatchEventType::Touchdown;
        score.side = Side::Home;
        score.number = 6;
        const RuleCheck scored = session->submit(score);
        QVERIFY2(scored, qPrintable(scored.reason));

        QPushButton *offer = page.tracker()->nextStep()->button(NextStepPanel::Offer::EndDrive);
        QVERIFY(offer);
        QTest::mouseClick(offer, Qt::LeftButton);
        auto *dialog = page.findChild<EndDriveDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        for (const int number : {1, 2, 3})
            QVERIFY(dialog->input(Side::Away, DiceKeys::morley, number));
        QVERIFY(!dialog->input(Side::Away, DiceKeys::morley, 4));
        typeValue(dialog->input(Side::Away, DiceKeys::morley, 1)->die(0), 6);
        typeValue(dialog->input(Side::Away, DiceKeys::morley, 2)->die(0), 2);
        typeValue(dialog->input(Side::Away, DiceKeys::morley, 3)->die(0), 4);
        grab(dialog, sizedName(u"end-drive-morley"_s, size, language));
        click(dialog->okButton());
        QTRY_VERIFY(!dialog->isVisible());
        delete dialog;
        // The Reavers scored: they kick and set up first; the Giants' #2 misses this drive.
        submitEvent(session, MatchEventType::Lineup, Side::Home);
        MatchEvent giants;
        giants.type = MatchEventType::Lineup;
        giants.side = Side::Away;
        giants.numbers = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        giants.lineOfScrimmage = 3;
        const RuleCheck refused = session->check(giants);
        QVERIFY(!refused);
        if (language == u"en"_s)
            QVERIFY2(refused.reason.contains(u"#2 Player 2 misses this drive"_s),
                     qPrintable(refused.reason));
    }

    // Trampoline Trap (special_play_cards.json, dirty_tricks.trampoline_trap) right after the
    // home turn, by clicks and keys: the opposing player thrown, and how he came down; OK stays
    // off with core's reason until the coach says it; a failed landing knocks him down (armour
    // rolled by Dugout) without a turnover. Page at `size`.
    void playTrampolineTrap(const QString &language, const QSize &size)
    {
        PlayPage play(*this, u"trampoline"_s, language, size, cardsMatch(m_away));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        MatchSession *session = page.session();
        // The twelfth card of Dirty Tricks: Trampoline Trap.
        startHomeTurnWithACard(session, u"dirty_tricks"_s, 12, u"dirty_tricks.trampoline_trap"_s);
        submitEvent(session, MatchEventType::EndTurn, Side::Home);
        CardsDialog *dialog = pickCard(page);
        QVERIFY(dialog);
        QComboBox *picker = dialog->playerPicker(0);
        QComboBox *landing = dialog->choiceBox();
        QVERIFY(picker && landing);
        choose(picker, u"away:5"_s);
        QVERIFY(!dialog->okButton()->isEnabled());
        if (language == u"en"_s)
            QVERIFY2(dialog->reasonText().contains(u"say how"_s), qPrintable(dialog->reasonText()));
        choose(landing, u"falls"_s);
        QVERIFY2(dialog->okButton()->isEnabled(), qPrintable(dialog->reasonText()));
        // He came down on the Reavers' #3 (Throw Team-Mate, rulebook l.6193–6196): #3 rolls
        // armour (6 + 6, broken; injury 2 + 2, stunned), the thrown #5 too (1 + 1, held), each
        // one's dice typed under his name and keyed by him.
        LandingFields *fields = dialog->landingFields();
        QVERIFY(fields);
        QVERIFY(!fields->landedOnDice()->isVisible()); // nobody landed on yet
        InjuryDice *thrownDice = fields->thrownDice();
        QVERIFY(thrownDice->isVisible());
        choose(fields->landedOnBox(), u"home:3"_s);
        InjuryDice *underDice = fields->landedOnDice();
        QVERIFY(underDice->isVisible());
        typeDice(underDice->input(InjuryDice::Roll::Armour), {6, 6});
        typeDice(underDice->input(InjuryDice::Roll::Injury), {2, 2});
        QVERIFY(!underDice->input(InjuryDice::Roll::Casualty)->isEnabled()); // stunned
        typeDice(thrownDice->input(InjuryDice::Roll::Armour), {1, 1});
        QVERIFY(!thrownDice->input(InjuryDice::Roll::Injury)->isEnabled()); // held
        // Coming down on a player, he cannot land on his feet: core's reason, OK off.
        choose(landing, u"lands"_s);
        QVERIFY(!dialog->okButton()->isEnabled());
        if (language == u"en"_s)
            QVERIFY2(dialog->reasonText().contains(u"cannot land on his feet"_s),
                     qPrintable(dialog->reasonText()));
        choose(landing, u"falls"_s);
        accept(dialog, sizedName(u"cards-dialog-trampoline-trap"_s, size, language));
        const MatchEvent played = session->match().lastEvent();
        QCOMPARE(played.type, MatchEventType::PlayCard);
        QCOMPARE(played.choice, u"falls"_s);
        QCOMPARE(played.awayNumbers, QList<int>{5});
        QCOMPARE(played.numbers, QList<int>{3});
        QCOMPARE(played.dice.value(u"home.armour.3"_s), (QList<int>{6, 6}));
        QCOMPARE(played.dice.value(u"home.injury.3"_s), (QList<int>{2, 2}));
        QCOMPARE(played.dice.value(u"away.armour.5"_s), (QList<int>{1, 1}));
        QCOMPARE(session->state().away.player(5)->state, PlayerState::Prone);
        QCOMPARE(session->state().home.player(3)->state, PlayerState::Stunned);
        QCOMPARE(session->state().home.player(3)->casualtiesInflicted, 0);
        QVERIFY(!session->state().turnover);
        grab(&page, sizedName(u"tracker-after-trampoline-trap"_s, size, language));
        delete dialog;
    }

    // Blackmail (special_play_cards.json, random_events.blackmail) at the start of the home turn,
    // by clicks on `page` (an exhibition against marauders(3): 260,000 gp of handicap, a
    // 200,000 deck): the opposing #5 picked and the condition confirmed in the card dialog, then
    // selected in his roster. Page at `size`.
    void blackmailAwayFive(MatchesPage &page, const QSize &size, const QString &language)
    {
        MatchSession *session = page.session();
        // The third card of Random Events: Blackmail, at the start of a turn.
        startHomeTurnWithACard(session, u"random_events"_s, 3, u"random_events.blackmail"_s);
        CardsDialog *dialog = pickCard(page);
        QVERIFY(dialog);
        QComboBox *picker = dialog->playerPicker(0);
        QVERIFY(picker);
        choose(picker, u"away:5"_s);
        QCheckBox *confirm = dialog->confirmBox();
        QVERIFY(confirm);
        QTest::mouseClick(confirm, Qt::LeftButton, {}, QPoint(8, confirm->height() / 2));
        accept(dialog, sizedName(u"cards-dialog-blackmail"_s, size, language));
        delete dialog;
        QCOMPARE(session->state().away.cardMarks.size(), 1);
        QCOMPARE(session->state().away.cardMarks.constFirst().value, 1);
        // Away #5 selected in his roster.
        clickRosterRow(page.tracker()->roster(Side::Away), 5);
        QCOMPARE(page.tracker()->selectedNumber(), 5);
    }

    // Blackmail by clicks: the controlled away #5 blitzes for the home team from the action bar
    // (core accepts it once and counts the home team's Blitz); Touchdown is refused for him with
    // core's reason naming the card; the knock-down window, opened on him, offers him as the
    // attacker of his team-mates: #6 goes down (armour 5 + 4 broken, injury 4 + 4 K.O.), no
    // SPP for anyone. Page at `size`.
    void playBlackmail(const QString &language, const QSize &size)
    {
        PlayPage play(*this, u"blackmail"_s, language, size, cardsMatch(marauders(3)));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        blackmailAwayFive(page, size, language);
        MatchSession *session = page.session();
        ActionBar *bar = page.tracker()->actionBar();
        QPushButton *blitz = bar->button(ActionBar::Action::Blitz);
        QVERIFY(blitz);
        QVERIFY2(bar->isAvailable(ActionBar::Action::Blitz),
                 qPrintable(bar->refusal(ActionBar::Action::Blitz)));
        QTest::mouseClick(blitz, Qt::LeftButton);
        QTRY_COMPARE(session->match().lastEvent().type, MatchEventType::Action);
        const MatchEvent acted = session->match().lastEvent();
        QCOMPARE(acted.side, Side::Away);
        QCOMPARE(acted.number, 5);
        QCOMPARE(acted.action, PlayerAction::Blitz);
        QVERIFY(session->state().home.blitzUsed);
        grab(&page, sizedName(u"tracker-after-blackmail"_s, size, language));
        // He scores for neither team this turn: the Touchdown button says why.
        QVERIFY(!bar->isAvailable(ActionBar::Action::Touchdown));
        if (language == u"en"_s)
            QVERIFY2(bar->refusal(ActionBar::Action::Touchdown).contains(u"Blackmail"_s),
                     qPrintable(bar->refusal(ActionBar::Action::Touchdown)));

        QTest::mouseClick(bar->button(ActionBar::Action::KnockDown), Qt::LeftButton);
        auto *dialog = page.findChild<KnockDownDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->sideBox()->currentData().toInt(), static_cast<int>(Side::Away));
        QCOMPARE(dialog->attackerBox()->number(), 5); // core's suggestion: him, on a team-mate
        QVERIFY(dialog->attackerBox()->currentText().contains(m_away.name));
        choose(dialog->victimBox(), 6);
        QCOMPARE(dialog->attackerBox()->number(), 5);
        typeDice(dialog->dice()->input(InjuryDice::Roll::Armour), {5, 4});
        typeDice(dialog->dice()->input(InjuryDice::Roll::Injury), {4, 4});
        accept(dialog, sizedName(u"knock-down-blackmail"_s, size, language));
        const MatchEvent down = session->match().lastEvent();
        QCOMPARE(down.type, MatchEventType::KnockDown);
        QCOMPARE(down.side, Side::Away);
        QCOMPARE(down.number, 6);
        QCOMPARE(down.target, 5);
        QVERIFY(down.teamMate);
        QCOMPARE(session->state().away.player(6)->state, PlayerState::KnockedOut);
        QCOMPARE(session->state().away.player(5)->casualtiesInflicted, 0);
        QCOMPARE(session->state().home.player(5)->casualtiesInflicted, 0);
        QVERIFY(!session->state().turnover);
        delete dialog;
    }

    // Blackmail by clicks: the controlled away #5 takes the home team's Foul (the Foul button)
    // on his team-mate #6, knocked down earlier in the turn; the foul window, opened on him,
    // lists his team-mates on the ground; doubles (5 + 5, then 2 + 2) do not send him off, as
    // the card says. Page at `size`.
    void playBlackmailFoul(const QString &language, const QSize &size)
    {
        PlayPage play(*this, u"blackmail-foul"_s, language, size, cardsMatch(marauders(3)));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        // Away #6 on the ground first: the card is played before anyone acts, then the home #2
        // blocks him (armour 1 + 1, prone).
        blackmailAwayFive(page, size, language);
        MatchSession *session = page.session();
        MatchEvent block;
        block.type = MatchEventType::Action;
        block.side = Side::Home;
        block.number = 2;
        block.action = PlayerAction::Block;
        QVERIFY(session->submit(block));
        MatchEvent prone;
        prone.type = MatchEventType::KnockDown;
        prone.side = Side::Away;
        prone.number = 6;
        prone.target = 2;
        prone.dice = {{u"away.armour"_s, {1, 1}}};
        QVERIFY(session->submit(prone));
        QCOMPARE(session->state().away.player(6)->state, PlayerState::Prone);
        clickRosterRow(page.tracker()->roster(Side::Away), 5);
        ActionBar *bar = page.tracker()->actionBar();
        QVERIFY2(bar->isAvailable(ActionBar::Action::Foul),
                 qPrintable(bar->refusal(ActionBar::Action::Foul)));
        QTest::mouseClick(bar->button(ActionBar::Action::Foul), Qt::LeftButton);
        auto *dialog = page.findChild<FoulDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->foulerBox()->number(), 5);
        QCOMPARE(dialog->targetBox()->number(), 6);
        QCOMPARE(dialog->targetBox()->count(), 1); // his team-mates on the ground: #6 alone
        typeDice(dialog->dice()->input(InjuryDice::Roll::Armour), {5, 5});
        typeDice(dialog->dice()->input(InjuryDice::Roll::Injury), {2, 2});
        accept(dialog, sizedName(u"foul-blackmail"_s, size, language));
        const MatchEvent foul = session->match().lastEvent();
        QCOMPARE(foul.type, MatchEventType::Foul);
        QCOMPARE(foul.side, Side::Away);
        QCOMPARE(foul.number, 5);
        QCOMPARE(foul.target, 6);
        QVERIFY(foul.teamMate);
        QCOMPARE(session->state().away.player(6)->state, PlayerState::Stunned);
        QCOMPARE(session->state().away.player(5)->state, PlayerState::Standing);
        QVERIFY(!session->state().turnover);
        if (language == u"en"_s)
            QVERIFY(session->match().eventLogs().constLast().join(u'\n').contains(
                u"cannot be sent off"_s));
        delete dialog;
    }

    // Spiked Ball (special_play_cards.json, dirty_tricks.spiked_ball) played at the kick-off: in
    // the home turn the knock-down window offers the cause "Spiked Ball" (only while the card is
    // in play), picked by keys for the home #5 selected in his roster. Page at `size`.
    void playSpikedBall(const QString &language, const QSize &size)
    {
        PlayPage play(*this, u"spiked"_s, language, size, cardsMatch(m_away));
        QVERIFY(play.started);
        MatchesPage &page = play.page;
        MatchSession *session = page.session();
        // The tenth card of Dirty Tricks: Spiked Ball, once both teams are set up.
        submitEvent(session, MatchEventType::Weather, Side::Home, {{u"weather"_s, {3, 4}}});
        submitEvent(session, MatchEventType::Inducement, Side::Home, {{u"home.card"_s, {10}}},
                    u"card:dirty_tricks"_s);
        QCOMPARE(session->state().home.bought.drawn.value(u"dirty_tricks"_s),
                 QStringList{u"dirty_tricks.spiked_ball"_s});
        submitEvent(session, MatchEventType::PreMatch, Side::Away,
                    {{u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {3, 3}}});
        submitEvent(session, MatchEventType::Lineup, Side::Away);
        submitEvent(session, MatchEventType::Lineup, Side::Home);
        submitEvent(session, MatchEventType::PlayCard, Side::Home, {},
                    u"dirty_tricks.spiked_ball"_s);
        submitEvent(session, MatchEventType::KickOff, Side::Away, {{u"kickoff"_s, {1, 3}}});
        submitEvent(session, MatchEventType::StartTurn, Side::Home);
        clickRosterRow(page.tracker()->roster(Side::Home), 5);
        QTest::mouseClick(page.tracker()->actionBar()->button(ActionBar::Action::KnockDown),
                          Qt::LeftButton);
        auto *dialog = page.findChild<KnockDownDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QComboBox *cause = dialog->causeBox();
        const int spiked = cause->findData(static_cast<int>(KnockDownCause::SpikedBall));
        QVERIFY(spiked >= 0); // offered: the card is in play
        QTest::keyClick(cause, Qt::Key_Home);
        for (int i = 0; i < cause->count() && cause->currentIndex() != spiked; ++i)
            QTest::keyClick(cause, Qt::Key_Down);
        QCOMPARE(cause->currentIndex(), spiked);
        QCOMPARE(dialog->victimBox()->number(), 5);
        QVERIFY(!dialog->attackerBox()->isEnabled());
        accept(dialog, sizedName(u"knock-down-spiked-ball"_s, size, language));
        QCOMPARE(session->match().lastEvent().type, MatchEventType::KnockDown);
        QCOMPARE(session->match().lastEvent().cause, KnockDownCause::SpikedBall);
        QCOMPARE(session->match().lastEvent().number, 5);
        delete dialog;
    }

private Q_SLOTS:
    // Spiked Ball: its knock-down cause in the knock-down window, by clicks (issue 16).
    void knocksDownWithTheSpikedBall()
    {
        playAtBothSizes(u"en"_s, {&TestPreMatchInducements::playSpikedBall});
    }

    // Blackmail: an opposing player blitzes for the home team, by clicks (issue 16).
    void blackmailedPlayerActsForTheOtherTeam()
    {
        playAtBothSizes(u"en"_s, {&TestPreMatchInducements::playBlackmail,
                                  &TestPreMatchInducements::playBlackmailFoul});
    }

    // Trampoline Trap: the player thrown and his landing, by clicks (issue 16).
    void saysHowTheThrownPlayerCameDown()
    {
        playAtBothSizes(u"en"_s, {&TestPreMatchInducements::playTrampolineTrap});
    }

    // Cards of Desperate Measures and Special Team Plays by clicks (issue 16): Assassin picked
    // in the card dialog and refused at the set-up with core's reason; Wake Up Call's K.O.'d
    // player set up from the set-up dialog with his die typed.
    void playsSetUpCardsByClicks()
    {
        playAtBothSizes(u"en"_s, {&TestPreMatchInducements::playAssassin,
                                  &TestPreMatchInducements::playWakeUpCall,
                                  &TestPreMatchInducements::playMorleysRevenge});
    }

    // Intensive Training's skill list is core's, for the player picked (issue 16).
    void offersOnlyTheSkillsAPlayerMayTake()
    {
        playAtBothSizes(u"en"_s, {&TestPreMatchInducements::playIntensiveTraining});
    }

    // A card whose timing needs what only the coaches see (issue 16): confirmed by a click.
    void confirmsWhatTheTrackerCannotSee()
    {
        playAtBothSizes(u"en"_s, {&TestPreMatchInducements::playForceShield});
    }

    // A tracked league fixture whose league uses special play cards (issue 16 points 1, 5): both
    // teams buy in the pre-match window by clicks and keys, the stronger first with petty cash
    // set by the slider; each card is drawn at once from what is left of the deck, face down
    // until its owner clicks to look; the match then holds exactly the cards the window drew,
    // and the match record's inducements name them.
    void tracksAFixtureWithTheCardsDrawnInTheWindow()
    {
        QString problem;
        // Two new teams (a team plays in one league): 11 and 12 players, so 12 is stronger.
        const TeamRules teamRules(*m_rules);
        Team homeTeam = test::humanTeam(*m_rules, 7, 4);
        homeTeam.name = u"Nuln Gunners"_s;
        Team awayTeam = test::humanTeam(*m_rules, 8, 4);
        awayTeam.name = u"Talabheim Tigers"_s;
        for (Team *team : {&homeTeam, &awayTeam}) {
            QVERIFY(teamRules.confirm(*team));
            QVERIFY2(TeamStore(*m_database).save(*team, &problem), qPrintable(problem));
        }
        League league;
        league.name = u"Reikland Cards League"_s;
        league.commissioner = u"Anna"_s;
        league.options.cards = SpecialPlayCardsRule::AsInducements;
        Fixture fixture;
        QVERIFY2(test::saveOneFixtureLeague(*m_database, league, homeTeam.id, awayTeam.id, fixture,
                                            &problem),
                 qPrintable(problem));

        Settings settings(m_dir.filePath(u"settings-fixture.ini"_s));
        MatchesPage page(m_rules, &settings);
        QVERIFY(showPage(page, QSize(1366, 768)));
        QTest::mouseClick(page.newFixtureButton(), Qt::LeftButton);
        auto *newMatch = page.findChild<NewMatchDialog *>();
        QVERIFY(newMatch && newMatch->isVisible());
        QVERIFY(newMatch->selectFixture(fixture.id));
        QTest::mouseClick(newMatch->inducementsFirstBox(), Qt::LeftButton, {},
                          QPoint(4, newMatch->inducementsFirstBox()->height() / 2));
        click(newMatch->okButton());
        auto *dialog = page.findChild<PreMatchInducementsDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        typeValue(dialog->weatherDie(0), 2);
        typeValue(dialog->weatherDie(1), 5);
        click(dialog->weatherSetButton());

        // The team of higher team value declares first; its title says it is its turn.
        const Side stronger =
            dialog->declareButton(Side::Home)->isEnabled() ? Side::Home : Side::Away;
        const Side weaker = opponent(stronger);
        QVERIFY(dialog->sideBox(stronger)->title().contains(u"your turn"_s));
        QVERIFY(!dialog->sideBox(weaker)->title().contains(u"your turn"_s));
        // The slider moves petty cash in 10,000s, the number beside it follows.
        QSlider *slider = dialog->pettyCashSlider(stronger);
        QVERIFY(slider->isEnabled());
        QVERIFY(!dialog->pettyCashSlider(weaker)->isEnabled());
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(slider, Qt::Key_Right);
        QCOMPARE(dialog->pettyCashBox(stronger)->value(), 50000);
        QTest::keyClick(slider, Qt::Key_End);
        QCOMPARE(qint64(dialog->pettyCashBox(stronger)->value()),
                 PreMatchMoney::maxPettyCash(dialog->money().side(stronger).treasury));
        QTest::keyClick(slider, Qt::Key_Home);
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(slider, Qt::Key_Right);
        click(dialog->declareButton(stronger));
        click(dialog->declareButton(weaker));
        QCOMPARE(dialog->stage(), PreMatchInducementsDialog::Stage::BuyFirst);
        QVERIFY(dialog->sideBox(stronger)->title().contains(u"your turn"_s));

        // The stronger team draws a card: face down; its coach looks, then hides it.
        const QString deckId = u"miscellaneous_mayhem"_s;
        const SpecialPlayDeck *deck = m_rules->specialPlayDeck(deckId);
        InducementShop *first = dialog->shop(stronger);
        choose(first->itemBox(), u"card:"_s + deckId);
        click(first->buyButton());
        QCOMPARE(first->purchases().drawn.value(deckId).size(), 1);
        const QString firstCard = first->purchases().drawn.value(deckId).first();
        auto cardName = [&](const QString &id) {
            for (const SpecialPlayCard &card : deck->cards) {
                if (card.id == id)
                    return card.name.current();
            }
            return QString();
        };
        QCOMPARE(first->boughtList()->item(0)->text(),
                 u"Card of the %1 deck, face down — 50,000 gp"_s.arg(deck->name.current()));
        QVERIFY(!dialog->shop(weaker)->showCardsButton()->isEnabled()); // nothing to show
        click(first->showCardsButton());
        QVERIFY2(first->boughtList()->item(0)->text().contains(cardName(firstCard)),
                 qPrintable(first->boughtList()->item(0)->text()));
        QCOMPARE(first->showCardsButton()->text(), u"Hide my cards"_s);
        grab(dialog, u"pre-match-card-shown.png"_s);
        click(first->showCardsButton());
        QVERIFY(!first->boughtList()->item(0)->text().contains(cardName(firstCard)));
        // Looked at, the card stays bought: Remove is off and says why (no second draw).
        {
            QListWidget *list = first->boughtList();
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(0)).center());
            QCOMPARE(list->currentRow(), 0);
            QVERIFY(!first->removeButton()->isEnabled());
            QVERIFY2(first->removeButton()->toolTip().contains(u"second card"_s),
                     qPrintable(first->removeButton()->toolTip()));
        }
        // Shown again from the keyboard: passing the turn hides it.
        QTest::keyClick(first->showCardsButton(), Qt::Key_Space);
        QVERIFY(first->cardsShown());
        click(dialog->doneButton(stronger));
        QVERIFY(!first->cardsShown());
        QVERIFY(first->boughtList()->item(0)->text().contains(u"face down"_s));

        // The weaker team draws from what is left, and buys a bribe with its handicap.
        InducementShop *second = dialog->shop(weaker);
        choose(second->itemBox(), u"card:"_s + deckId);
        click(second->buyButton());
        const QString secondCard = second->purchases().drawn.value(deckId).first();
        QVERIFY(secondCard != firstCard);
        choose(second->itemBox(), u"counted:bribe"_s);
        if (second->buyButton()->isEnabled())
            click(second->buyButton());
        const InducementPurchases strongerBought = first->purchases();
        const InducementPurchases weakerBought = second->purchases();
        click(dialog->okButton());

        // The match holds the same cards, each purchase's die recorded: one draw, not two.
        QTRY_VERIFY(page.isTrackerShown());
        MatchSession *session = page.session();
        QVERIFY(!session->setup().exhibition);
        QVERIFY(session->setup().handicapAllowed);
        QCOMPARE(session->state().team(stronger).bought.drawn.value(deckId),
                 QStringList{firstCard});
        QCOMPARE(session->state().team(weaker).bought.drawn.value(deckId), QStringList{secondCard});
        QCOMPARE(session->state().team(stronger).bought, strongerBought);
        QCOMPARE(session->state().team(weaker).bought, weakerBought);
        int cardEvents = 0;
        for (const MatchEvent &event : session->match().events()) {
            if (event.type == MatchEventType::Inducement && event.item.startsWith(u"card:"_s)) {
                ++cardEvents;
                QCOMPARE(event.dice.value(DiceKeys::forSide(event.side, u"card"_s)).size(), 1);
            }
        }
        QCOMPARE(cardEvents, 2);
        // Replayed from its log, the match draws the same cards without a die.
        MatchSession reopened(m_rules, *m_database);
        QVERIFY2(reopened.resume(session->id(), &problem), qPrintable(problem));
        QCOMPARE(reopened.state(), session->state());

        // Played on: the gate and the coin toss, then the match conceded by clicks; its record
        // names both cards drawn.
        MatchEvent gate;
        gate.type = MatchEventType::PreMatch;
        gate.side = Side::Away;
        gate.dice = {{u"home.gate"_s, {3, 3}}, {u"away.gate"_s, {3, 3}}};
        const RuleCheck started = session->submit(gate);
        QVERIFY2(started, qPrintable(started.reason));
        MessageBox::setQuestionAnswer(true);
        QTest::mouseClick(page.tracker()->actionBar()->button(ActionBar::Action::Concede),
                          Qt::LeftButton);
        QCOMPARE(session->state().phase, MatchPhase::Finished);
        const MatchRecord record =
            MatchResult::record(*m_rules, session->setup(), session->match().events());
        for (const Side side : {stronger, weaker}) {
            const TeamMatchRecord &team = side == Side::Home ? record.home : record.away;
            QVERIFY(team.inducements);
            const QJsonObject json = InducementPurchasesJson::toJson(*team.inducements);
            const QString wanted = side == stronger ? firstCard : secondCard;
            QVERIFY2(QJsonDocument(json).toJson().contains(wanted.toUtf8()),
                     QJsonDocument(json).toJson().constData());
        }
    }

    // An exhibition: no treasury, no petty cash; the handicap alone, both teams buying at once.
    // l.3969–3971: a semi-final of a league without playoff_inducements: the window says there is
    // no handicap, the weaker team has none, and its own petty cash still buys.
    void playoffMatchWithoutHandicap()
    {
        PreMatchInducementsDialog dialog(m_rules, m_home, m_away, LeagueOptions(), true, false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *note = dialog.findChild<QLabel *>(u"preMatchNoHandicap"_s);
        QVERIFY(note && note->isVisible());
        typeValue(dialog.weatherDie(0), 3);
        typeValue(dialog.weatherDie(1), 4);
        click(dialog.weatherSetButton());
        // The Marauders (760,000) declare first, nothing; the Reavers (710,000) 50,000.
        typeValue(dialog.pettyCashBox(Side::Away), 0);
        click(dialog.declareButton(Side::Away));
        typeValue(dialog.pettyCashBox(Side::Home), 50000);
        click(dialog.declareButton(Side::Home));
        QCOMPARE(dialog.money().home().handicap, qint64(0));
        QCOMPARE(dialog.money().away().handicap, qint64(0));
        InducementShop *home = dialog.shop(Side::Home);
        choose(home->itemBox(), u"counted:bribe"_s);
        QVERIFY(!home->buyButton()->isEnabled());
        QVERIFY2(home->reasonLabel()->text().contains(u"only 50,000 gp is left"_s),
                 qPrintable(home->reasonLabel()->text()));
        choose(home->itemBox(), u"counted:bloodweiser_babes"_s);
        click(home->buyButton());
        QCOMPARE(dialog.bill(Side::Home).fromPettyCash, qint64(50000));
        QCOMPARE(dialog.bill(Side::Home).fromHandicap, qint64(0));
        // A regular match shows no such note.
        PreMatchInducementsDialog regular(m_rules, m_home, m_away, LeagueOptions(), true, true);
        regular.show();
        QVERIFY(!regular.findChild<QLabel *>(u"preMatchNoHandicap"_s)->isVisible());
    }

    // The petty cash box shows gold as everywhere else ("50,000 gp") while the coach types in it,
    // and after the slider moved it, without waiting for the box to lose focus.
    void pettyCashShowsGroupedGold()
    {
        PreMatchInducementsDialog dialog(m_rules, m_home, m_away, LeagueOptions(), true, true);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        typeValue(dialog.weatherDie(0), 3);
        typeValue(dialog.weatherDie(1), 4);
        click(dialog.weatherSetButton());
        QSpinBox *box = dialog.pettyCashBox(Side::Away); // the Marauders declare first
        box->setFocus();
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, u"50000"_s);
        QVERIFY(box->hasFocus());
        QCOMPARE(box->value(), 50000);
        QCOMPARE(box->text(), formatGold(50000));
        // A digit rubbed out and typed again: the grouping follows, the cursor stays after the
        // last digit typed.
        QTest::keyClick(box, Qt::Key_Backspace);
        QCOMPARE(box->text(), formatGold(5000));
        QTest::keyClicks(box, u"0"_s);
        QCOMPARE(box->text(), formatGold(50000));
        QCOMPARE(box->findChild<QLineEdit *>()->cursorPosition(),
                 int(formatGold(50000).indexOf(u' ')));
        QSlider *slider = dialog.pettyCashSlider(Side::Away);
        QTest::keyClick(slider, Qt::Key_Right);
        QCOMPARE(box->value(), 60000);
        QCOMPARE(box->text(), formatGold(60000));
        box->setFocus();
        QTest::keyClick(slider, Qt::Key_Left);
        QCOMPARE(box->text(), formatGold(50000));
    }

    // l.3654–3657, the time limit for choosing: the countdown reaches "Time is up" and the button
    // offers to start again (it kept saying "Stop the timer" once time was up). A timer of one
    // second stands for the four minutes.
    void purchaseTimerRunsOut()
    {
        PurchaseTimer timer(nullptr, 1);
        timer.show();
        click(timer.startButton());
        QVERIFY(timer.isRunning());
        QCOMPARE(timer.countdown()->text(), u"0:01"_s);
        QCOMPARE(timer.startButton()->text(), u"Stop the timer"_s);
        QTRY_COMPARE_WITH_TIMEOUT(timer.countdown()->text(), u"Time is up"_s, 5000);
        QVERIFY(!timer.isRunning());
        QCOMPARE(timer.secondsLeft(), 0);
        QCOMPARE(timer.startButton()->text(), u"Start the 4-minute timer"_s);
        click(timer.startButton());
        QVERIFY(timer.isRunning());
        QCOMPARE(timer.countdown()->text(), u"0:01"_s);
        // Stopped, it shows the time it had left.
        PurchaseTimer four;
        four.show();
        click(four.startButton());
        click(four.startButton());
        QVERIFY(!four.isRunning());
        QVERIFY(four.secondsLeft() >= PurchaseTimer::Seconds - 1);
    }

    // LRB6 (README, "Choices"): both coaches may hire the same star, who takes both fees and
    // plays for neither. In the window, by clicks: the Marauders hire Helmut Wulf with petty cash
    // and finish; the Reavers choosing him are warned under their list before buying, buy him
    // all the same, and both bills hold his 110,000 while neither counts him as a player.
    void sameStarChosenByBothTeams()
    {
        PreMatchInducementsDialog dialog(m_rules, m_home, m_away, LeagueOptions(), true, true);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        typeValue(dialog.weatherDie(0), 3);
        typeValue(dialog.weatherDie(1), 4);
        click(dialog.weatherSetButton());
        // The Marauders (760,000) declare 110,000; the Reavers (710,000) nothing: a handicap of
        // 870,000 - 710,000 = 160,000 for the Reavers.
        typeValue(dialog.pettyCashBox(Side::Away), 110000);
        click(dialog.declareButton(Side::Away));
        typeValue(dialog.pettyCashBox(Side::Home), 0);
        click(dialog.declareButton(Side::Home));
        QCOMPARE(dialog.money().home().handicap, qint64(160000));
        InducementShop *away = dialog.shop(Side::Away);
        choose(away->itemBox(), u"star:helmut_wulf"_s);
        QVERIFY(away->reasonLabel()->text().isEmpty());
        click(away->buyButton());
        click(dialog.doneButton(Side::Away));
        InducementShop *home = dialog.shop(Side::Home);
        choose(home->itemBox(), u"star:helmut_wulf"_s);
        QVERIFY2(home->reasonLabel()->text().contains(u"plays for neither"_s),
                 qPrintable(home->reasonLabel()->text()));
        QVERIFY(home->buyButton()->isEnabled());
        click(home->buyButton());
        for (const Side side : {Side::Home, Side::Away}) {
            QCOMPARE(dialog.bill(side).gold, qint64(110000));
            QCOMPARE(dialog.bill(side).inducedPlayers, 0);
        }
        QCOMPARE(dialog.bill(Side::Home).handicapLost, qint64(50000));
        QCOMPARE(dialog.bill(Side::Away).pettyCashReturned, qint64(0));
    }

    void exhibitionHasNoPettyCash()
    {
        PreMatchInducementsDialog dialog(m_rules, m_home, m_away, LeagueOptions(), false, true);
        dialog.show();
        QCOMPARE(dialog.stage(), PreMatchInducementsDialog::Stage::Weather);
        typeValue(dialog.weatherDie(0), 6);
        typeValue(dialog.weatherDie(1), 6);
        click(dialog.weatherSetButton());
        QCOMPARE(dialog.stage(), PreMatchInducementsDialog::Stage::BuyBoth);
        QVERIFY(!dialog.pettyCashBox(Side::Home)->isVisible());
        // The steps above say there is no petty cash (they described its declaration).
        const QString steps = dialog.findChild<QLabel *>(u"preMatchSteps"_s)->text();
        QVERIFY2(steps.contains(u"no petty cash"_s) && !steps.contains(u"declares first"_s),
                 qPrintable(steps));
        QCOMPARE(dialog.money().home().handicap, qint64(50000));
        QVERIFY(dialog.okButton()->isEnabled());
        choose(dialog.shop(Side::Home)->itemBox(), u"counted:bloodweiser_babes"_s);
        click(dialog.shop(Side::Home)->buyButton());
        QCOMPARE(dialog.bill(Side::Home).handicapLost, qint64(0));
        QVERIFY(!dialog.shop(Side::Away)->buyButton()->isEnabled()); // no gold at all
        // The entry chosen says what it is: a star's skills, a mercenary's profile with Loner.
        InducementShop *away = dialog.shop(Side::Away);
        choose(away->itemBox(), u"star:puggy_baconbreath"_s);
        const QString puggy = away->detailsLabel()->text();
        for (const QString &skill : m_rules->starPlayer(u"puggy_baconbreath"_s)->skills)
            QVERIFY2(puggy.contains(m_rules->skill(skill)->name.current()), qPrintable(puggy));
        choose(away->itemBox(), u"mercenary:human.blitzer"_s);
        QVERIFY2(away->detailsLabel()->text().contains(u"MA 7 ST 3 AG 3 AV 8"_s),
                 qPrintable(away->detailsLabel()->text()));
        QVERIFY(away->detailsLabel()->text().contains(m_rules->skill(u"loner"_s)->name.current()));
    }

    // With DUGOUT_SCREENSHOT_DIR set: the window at 1366×768 and 1920×1080, in English then in
    // French, at the purchases with the weather set, petty cash declared and a few bought. Last
    // of the tests: French stays installed afterwards.
    void screenshotsInBothLanguages()
    {
        if (qEnvironmentVariableIsEmpty("DUGOUT_SCREENSHOT_DIR"))
            QSKIP("DUGOUT_SCREENSHOT_DIR is not set");
        LeagueOptions options;
        options.cards = SpecialPlayCardsRule::AsInducements;
        for (const QString &language : {u"en"_s, u"fr"_s}) {
            if (language == u"fr"_s)
                Language::install(*qApp, language);
            for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
                PreMatchInducementsDialog dialog(m_rules, m_home, m_away, options, true, true);
                dialog.resize(size);
                dialog.show();
                QVERIFY(QTest::qWaitForWindowExposed(&dialog));
                typeValue(dialog.weatherDie(0), 5);
                typeValue(dialog.weatherDie(1), 6);
                click(dialog.weatherSetButton());
                typeValue(dialog.pettyCashBox(Side::Away), 100000);
                click(dialog.declareButton(Side::Away));
                typeValue(dialog.pettyCashBox(Side::Home), 0);
                click(dialog.declareButton(Side::Home));
                choose(dialog.shop(Side::Away)->itemBox(), u"counted:bribe"_s);
                click(dialog.shop(Side::Away)->buyButton());
                click(dialog.doneButton(Side::Away));
                choose(dialog.shop(Side::Home)->itemBox(), u"counted:extra_training"_s);
                click(dialog.shop(Side::Home)->buyButton());
                choose(dialog.shop(Side::Home)->itemBox(), u"star:puggy_baconbreath"_s);
                grab(&dialog, sizedName(u"pre-match"_s, size, language));

                // An exhibition: no petty cash, both teams buy at once with the handicap alone.
                PreMatchInducementsDialog exhibition(m_rules, m_home, m_away, options, false, true);
                exhibition.resize(size);
                exhibition.show();
                QVERIFY(QTest::qWaitForWindowExposed(&exhibition));
                typeValue(exhibition.weatherDie(0), 3);
                typeValue(exhibition.weatherDie(1), 4);
                click(exhibition.weatherSetButton());
                choose(exhibition.shop(Side::Home)->itemBox(), u"counted:bloodweiser_babes"_s);
                click(exhibition.shop(Side::Home)->buyButton());
                choose(exhibition.shop(Side::Away)->itemBox(), u"counted:bribe"_s);
                grab(&exhibition, sizedName(u"pre-match-exhibition"_s, size, language));
            }
        }
    }

    // With DUGOUT_SCREENSHOT_DIR set: the same in French, for the screenshots. After the
    // pre-match screenshots, which leave French installed.
    void pitTrapScreenshotsInFrench()
    {
        if (qEnvironmentVariableIsEmpty("DUGOUT_SCREENSHOT_DIR"))
            QSKIP("DUGOUT_SCREENSHOT_DIR is not set");
        Language::install(*qApp, u"fr"_s);
        playPitTrap(u"fr"_s);
    }

    // With DUGOUT_SCREENSHOT_DIR set: the card dialog asking for a confirmation, at 1366×768 and
    // 1920×1080, in French (confirmsWhatTheTrackerCannotSee took them in English).
    void confirmationScreenshots()
    {
        if (qEnvironmentVariableIsEmpty("DUGOUT_SCREENSHOT_DIR"))
            QSKIP("DUGOUT_SCREENSHOT_DIR is not set");
        Language::install(*qApp, u"fr"_s);
        playAtBothSizes(u"fr"_s, {&TestPreMatchInducements::playForceShield});
    }

    // With DUGOUT_SCREENSHOT_DIR set: Assassin and Wake Up Call in French at both sizes.
    void setUpCardsScreenshots()
    {
        if (qEnvironmentVariableIsEmpty("DUGOUT_SCREENSHOT_DIR"))
            QSKIP("DUGOUT_SCREENSHOT_DIR is not set");
        Language::install(*qApp, u"fr"_s);
        playAtBothSizes(u"fr"_s, {&TestPreMatchInducements::playAssassin,
                                  &TestPreMatchInducements::playWakeUpCall,
                                  &TestPreMatchInducements::playMorleysRevenge});
    }

    // With DUGOUT_SCREENSHOT_DIR set: Intensive Training's filtered list and Trampoline Trap's
    // landing in French.
    void intensiveTrainingScreenshots()
    {
        if (qEnvironmentVariableIsEmpty("DUGOUT_SCREENSHOT_DIR"))
            QSKIP("DUGOUT_SCREENSHOT_DIR is not set");
        Language::install(*qApp, u"fr"_s);
        playAtBothSizes(u"fr"_s, {&TestPreMatchInducements::playIntensiveTraining,
                                  &TestPreMatchInducements::playTrampolineTrap,
                                  &TestPreMatchInducements::playBlackmail,
                                  &TestPreMatchInducements::playSpikedBall});
    }

    // With DUGOUT_SCREENSHOT_DIR set: the Rogue Wizard's struck players and their dice in
    // French at both sizes (strikesWithTheRogueWizard took them in English).
    void rogueWizardScreenshots()
    {
        if (qEnvironmentVariableIsEmpty("DUGOUT_SCREENSHOT_DIR"))
            QSKIP("DUGOUT_SCREENSHOT_DIR is not set");
        Language::install(*qApp, u"fr"_s);
        playAtBothSizes(u"fr"_s, {&TestPreMatchInducements::playRogueWizard});
    }
};

QTEST_MAIN(TestPreMatchInducements)
#include "tst_pre_match_inducements.moc"
