#pragma once

#include "core/inducements/InducementBill.h"
#include "core/inducements/InducementRules.h"
#include "core/inducements/PreMatchMoney.h"
#include "core/league/LeagueOptions.h"
#include "core/team/Team.h"

#include <QDialog>

#include <memory>

class QGroupBox;
class QLabel;
class QSlider;
class QPushButton;
class QSpinBox;

namespace dugout {

class GoldSpinBox;
class InducementShop;
class PurchaseTimer;
class Ruleset;

// The pre-match sequence of a match, in the rulebook's order (l.3571–3665): the weather (2D6 typed
// from the table's dice or rolled here), petty cash declared by the team of higher team value
// first, the handicap given to the weaker team, then the purchases, the stronger team first when it
// spends petty cash. Both coaches sit at one screen: a banner says whose turn it is, and the team
// waiting cannot touch its list. An exhibition has no treasury: no petty cash, handicap only.
// Every number and every refusal comes from core (PreMatchMoney, InducementRules).
class PreMatchInducementsDialog : public QDialog
{
    Q_OBJECT

public:
    // `handicap` false: the end-of-season tournament's matches give none (PlayoffRules).
    PreMatchInducementsDialog(std::shared_ptr<const Ruleset> rules, const Team &home,
                              const Team &away, const LeagueOptions &options, bool league,
                              bool handicap, QWidget *parent = nullptr);
    ~PreMatchInducementsDialog() override;

    enum class Stage { Weather, DeclareFirst, DeclareSecond, BuyFirst, BuySecond, BuyBoth };
    Stage stage() const { return m_stage; }
    const PreMatchMoney &money() const { return m_money; }
    qint64 pettyCash(Side side) const { return m_money.side(side).pettyCash; }
    const InducementPurchases &purchases(Side side) const;
    InducementBill bill(Side side) const;

    // The weather's 2D6 as typed or rolled (empty until the weather is set): the tracked match
    // logs them in its Weather event.
    QList<int> weatherDice() const { return m_weatherDice; }
    // Sets the weather from the two dice typed; false (with the reason shown) when one is missing.
    bool setWeather();
    // Rolls the two dice, then sets the weather.
    void rollWeather();

    // Declares `side`'s petty cash as typed; refused (with the reason shown) when it is not
    // that team's turn or the treasury does not hold it.
    bool declare(Side side);
    // The team buying first is done: the other team buys.
    void finishBuying(Side side);

    GoldSpinBox *pettyCashBox(Side side) const;
    // The same petty cash as a slider in steps of 10,000 gp, up to what the treasury allows.
    QSlider *pettyCashSlider(Side side) const { return m_pettySlider[side == Side::Home ? 0 : 1]; }
    QGroupBox *sideBox(Side side) const { return m_box[side == Side::Home ? 0 : 1]; }
    QPushButton *declareButton(Side side) const;
    QPushButton *doneButton(Side side) const;
    InducementShop *shop(Side side) const;
    QSpinBox *weatherDie(int which) const { return m_weatherDie[which]; }
    QPushButton *weatherRollButton() const { return m_weatherRoll; }
    QPushButton *weatherSetButton() const { return m_weatherSet; }
    QLabel *weatherResult() const { return m_weatherResult; }
    QLabel *turnBanner() const { return m_banner; }
    QLabel *moneyTable() const { return m_table; }
    PurchaseTimer *timer() const { return m_timer; }
    QPushButton *okButton() const { return m_ok; }

private:
    QWidget *buildSide(Side side);
    QWidget *buildWeather();
    // After the weather: petty cash in a league, straight to the purchases in an exhibition.
    void afterWeather();
    void setStage(Stage stage);
    void updateMoney();
    QString teamName(Side side) const;

    std::shared_ptr<const Ruleset> m_rules;
    Team m_home;
    Team m_away;
    LeagueOptions m_options;
    bool m_league;
    bool m_handicap = true;
    InducementRules m_inducementRules;
    PreMatchTeam m_before[2];
    PreMatchMoney m_money;
    Stage m_stage = Stage::Weather;
    QList<int> m_weatherDice;
    Side m_firstDeclares = Side::Home;
    Side m_firstBuys = Side::Home;
    bool m_declared[2] = {false, false};

    QSpinBox *m_weatherDie[2] = {};
    QPushButton *m_weatherRoll = nullptr;
    QPushButton *m_weatherSet = nullptr;
    QLabel *m_weatherResult = nullptr;
    QLabel *m_banner;
    QLabel *m_table;
    GoldSpinBox *m_petty[2] = {};
    QSlider *m_pettySlider[2] = {};
    QGroupBox *m_box[2] = {};
    QPushButton *m_declare[2] = {};
    QLabel *m_pettyReason[2] = {};
    InducementShop *m_shop[2] = {};
    QPushButton *m_done[2] = {};
    PurchaseTimer *m_timer;
    QPushButton *m_ok = nullptr;
};

} // namespace dugout
