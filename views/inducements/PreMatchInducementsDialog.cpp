#include "PreMatchInducementsDialog.h"

#include "InducementShop.h"
#include "PurchaseTimer.h"
#include "core/Money.h"
#include "core/dice/RandomDice.h"
#include "core/inducements/InducementTeam.h"
#include "core/inducements/LeagueInducements.h"
#include "core/rules/Ruleset.h"
#include "core/team/TeamRules.h"
#include "models/Palette.h"
#include "views/league/result/GoldSpinBox.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

int index(Side side)
{
    return side == Side::Home ? 0 : 1;
}

} // namespace

PreMatchInducementsDialog::PreMatchInducementsDialog(std::shared_ptr<const Ruleset> rules,
                                                     const Team &home, const Team &away,
                                                     const LeagueOptions &options, bool league,
                                                     bool handicap, QWidget *parent)
    : QDialog(parent), m_rules(std::move(rules)), m_home(home), m_away(away), m_options(options),
      m_league(league), m_handicap(handicap),
      m_inducementRules(*m_rules, inducementOptions(options)), m_banner(new QLabel(this)),
      m_table(new QLabel(this)), m_timer(new PurchaseTimer(this))
{
    setObjectName(u"preMatchInducementsDialog"_s);
    setWindowTitle(tr("Pre-match sequence: %1 v %2").arg(home.name, away.name));
    const TeamRules teamRules(*m_rules);
    // With the free fan factor option, fan factor never counts in team value (l.4463–4470).
    const bool countFans = !options.freeFanFactor;
    for (const Side side : {Side::Home, Side::Away}) {
        const Team &team = side == Side::Home ? m_home : m_away;
        m_before[index(side)] = {teamRules.teamValue(team, countFans),
                                 league ? teamRules.goldLeft(team) : 0};
    }
    m_firstDeclares = PreMatchMoney::firstToDeclare(m_before[0], m_before[1]);

    m_banner->setObjectName(u"preMatchTurn"_s);
    m_banner->setFont(Palette::font(font(), Palette::Text::Marker, true));
    m_banner->setWordWrap(true);
    m_table->setObjectName(u"preMatchMoney"_s);
    m_table->setTextFormat(Qt::RichText);

    // An exhibition has no treasury, hence no petty cash: its steps say so, rather than
    // describing a declaration the window does not offer.
    auto *steps = new QLabel(
        m_league ? tr("1. Weather: type the 2D6 rolled at the table, or roll them here.  2. Petty "
                      "cash: the team of higher team value declares first.  3. Handicap: the "
                      "difference goes to the weaker team.  4. Purchases: the stronger team "
                      "first when it spends petty cash.")
                 : tr("1. Weather: type the 2D6 rolled at the table, or roll them here.  2. "
                      "Handicap: the difference of the team values goes to the weaker team (an "
                      "exhibition has no petty cash).  3. Purchases: both teams at once."),
        this);
    steps->setObjectName(u"preMatchSteps"_s);
    steps->setWordWrap(true);
    steps->setFont(Palette::font(font(), Palette::Text::Small));
    // PlayoffRules decided it: said here, so that a handicap row of 0 is not a surprise.
    auto *noHandicap =
        new QLabel(tr("A match of the end-of-season tournament: the league gives no handicap "
                      "gold, only petty cash buys inducements."),
                   this);
    noHandicap->setObjectName(u"preMatchNoHandicap"_s);
    noHandicap->setWordWrap(true);
    noHandicap->setVisible(!handicap);

    auto *sides = new QHBoxLayout;
    sides->addWidget(buildSide(Side::Home), 1);
    sides->addWidget(buildSide(Side::Away), 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(u"preMatchOk"_s);
    m_ok->setText(tr("Use these inducements"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(steps);
    layout->addWidget(noHandicap);
    layout->addWidget(buildWeather());
    layout->addWidget(m_banner);
    layout->addWidget(m_table);
    layout->addLayout(sides, 1);
    layout->addWidget(m_timer);
    layout->addWidget(buttons);

    updateMoney();
    setStage(Stage::Weather);
}

QWidget *PreMatchInducementsDialog::buildWeather()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Weather 2D6:"), box));
    for (int i = 0; i < 2; ++i) {
        m_weatherDie[i] = new QSpinBox(box);
        m_weatherDie[i]->setObjectName(u"weatherDie%1"_s.arg(i + 1));
        m_weatherDie[i]->setRange(0, 6);
        m_weatherDie[i]->setSpecialValueText(u"–"_s); // 0: not typed yet
        m_weatherDie[i]->setToolTip(tr("A die of the weather roll, as it fell at the table"));
        row->addWidget(m_weatherDie[i]);
    }
    m_weatherSet = new QPushButton(tr("Use these dice"), box);
    m_weatherSet->setObjectName(u"setWeather"_s);
    m_weatherRoll = new QPushButton(tr("Roll for me"), box);
    m_weatherRoll->setObjectName(u"rollWeather"_s);
    m_weatherResult = new QLabel(box);
    m_weatherResult->setObjectName(u"weatherResult"_s);
    m_weatherResult->setFont(Palette::font(font(), Palette::Text::Emphasis, true));
    m_weatherResult->setWordWrap(true);
    row->addWidget(m_weatherSet);
    row->addWidget(m_weatherRoll);
    row->addWidget(m_weatherResult, 1);
    connect(m_weatherSet, &QPushButton::clicked, this, [this] { setWeather(); });
    connect(m_weatherRoll, &QPushButton::clicked, this, &PreMatchInducementsDialog::rollWeather);
    return box;
}

bool PreMatchInducementsDialog::setWeather()
{
    if (m_stage != Stage::Weather)
        return false;
    const int first = m_weatherDie[0]->value();
    const int second = m_weatherDie[1]->value();
    const TableRow *row = first && second ? m_rules->weatherResult(first + second) : nullptr;
    if (!row) {
        m_weatherResult->setText(tr("Type both dice (1 to 6), or roll them here."));
        return false;
    }
    m_weatherDice = {first, second};
    m_weatherResult->setText(tr("%1 (2D6 %2 + %3 = %4)")
                                 .arg(row->name.current())
                                 .arg(first)
                                 .arg(second)
                                 .arg(first + second));
    m_weatherResult->setToolTip(row->summary.current());
    afterWeather();
    return true;
}

void PreMatchInducementsDialog::rollWeather()
{
    RandomDice dice;
    m_weatherDie[0]->setValue(dice.roll(6, QStringLiteral("weather")));
    m_weatherDie[1]->setValue(dice.roll(6, QStringLiteral("weather")));
    setWeather();
}

void PreMatchInducementsDialog::afterWeather()
{
    for (QSpinBox *die : m_weatherDie)
        die->setEnabled(false);
    m_weatherSet->setEnabled(false);
    m_weatherRoll->setEnabled(false);
    // An exhibition has no petty cash: straight to the handicap and the purchases.
    setStage(m_league ? Stage::DeclareFirst : Stage::BuyBoth);
}

PreMatchInducementsDialog::~PreMatchInducementsDialog() = default;

QString PreMatchInducementsDialog::teamName(Side side) const
{
    return side == Side::Home ? m_home.name : m_away.name;
}

QWidget *PreMatchInducementsDialog::buildSide(Side side)
{
    const int i = index(side);
    const QString prefix = side == Side::Home ? u"home"_s : u"away"_s;
    const Team &team = side == Side::Home ? m_home : m_away;
    auto *box = new QGroupBox(
        side == Side::Home ? tr("%1 (home)").arg(team.name) : tr("%1 (away)").arg(team.name), this);
    box->setObjectName(prefix + u"PreMatchSide"_s);
    m_box[i] = box;

    m_petty[i] = new GoldSpinBox(box);
    m_petty[i]->setObjectName(prefix + u"PettyCash"_s);
    m_petty[i]->setSingleStep(int(PreMatchMoney::pettyCashUnit));
    const qint64 most = PreMatchMoney::maxPettyCash(qMin<qint64>(m_before[i].treasury, 100000000));
    m_petty[i]->setRange(0, int(most));
    m_pettySlider[i] = new QSlider(Qt::Horizontal, box);
    m_pettySlider[i]->setObjectName(prefix + u"PettyCashSlider"_s);
    m_pettySlider[i]->setRange(0, int(most / PreMatchMoney::pettyCashUnit));
    m_pettySlider[i]->setSingleStep(1);
    m_pettySlider[i]->setPageStep(5);
    m_pettySlider[i]->setToolTip(tr("Petty cash in steps of 10,000 gp, up to the treasury"));
    connect(m_pettySlider[i], &QSlider::valueChanged, this, [this, i](int units) {
        m_petty[i]->setValue(int(units * PreMatchMoney::pettyCashUnit));
    });
    connect(m_petty[i], &QSpinBox::valueChanged, this, [this, i](int gold) {
        const QSignalBlocker blocker(m_pettySlider[i]);
        m_pettySlider[i]->setValue(int(gold / PreMatchMoney::pettyCashUnit));
    });
    m_petty[i]->setToolTip(tr("Gold moved from the treasury for this match; it adds to the team "
                              "value for the match"));
    m_declare[i] = new QPushButton(tr("Declare"), box);
    m_declare[i]->setObjectName(prefix + u"DeclarePettyCash"_s);
    m_pettyReason[i] = new QLabel(box);
    m_pettyReason[i]->setObjectName(prefix + u"PettyCashReason"_s);
    m_pettyReason[i]->setWordWrap(true);
    m_pettyReason[i]->setStyleSheet(u"color: %1;"_s.arg(Palette::css(Palette::Color::WarningText)));
    connect(m_declare[i], &QPushButton::clicked, this, [this, side] { declare(side); });
    connect(m_petty[i], &QSpinBox::valueChanged, this, [this, i] { m_pettyReason[i]->clear(); });

    m_shop[i] = new InducementShop(*m_rules, m_inducementRules, team, side, box);
    connect(m_shop[i], &InducementShop::changed, this, [this, i] {
        m_shop[1 - i]->setOpponent(m_shop[i]->purchases());
        updateMoney();
    });
    m_done[i] = new QPushButton(tr("Done buying"), box);
    m_done[i]->setObjectName(prefix + u"DoneBuying"_s);
    connect(m_done[i], &QPushButton::clicked, this, [this, side] { finishBuying(side); });

    auto *pettyRow = new QHBoxLayout;
    pettyRow->addWidget(new QLabel(tr("Petty cash:"), box));
    pettyRow->addWidget(m_pettySlider[i], 2);
    pettyRow->addWidget(m_petty[i], 1);
    pettyRow->addWidget(m_declare[i]);
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(pettyRow);
    layout->addWidget(m_pettyReason[i]);
    layout->addWidget(m_shop[i], 1);
    layout->addWidget(m_done[i], 0, Qt::AlignRight);
    if (!m_league) {
        m_petty[i]->setVisible(false);
        m_pettySlider[i]->setVisible(false);
        m_declare[i]->setVisible(false);
        pettyRow->itemAt(0)->widget()->setVisible(false);
    }
    return box;
}

GoldSpinBox *PreMatchInducementsDialog::pettyCashBox(Side side) const
{
    return m_petty[index(side)];
}

QPushButton *PreMatchInducementsDialog::declareButton(Side side) const
{
    return m_declare[index(side)];
}

QPushButton *PreMatchInducementsDialog::doneButton(Side side) const
{
    return m_done[index(side)];
}

InducementShop *PreMatchInducementsDialog::shop(Side side) const
{
    return m_shop[index(side)];
}

const InducementPurchases &PreMatchInducementsDialog::purchases(Side side) const
{
    return m_shop[index(side)]->purchases();
}

InducementBill PreMatchInducementsDialog::bill(Side side) const
{
    const Team &team = side == Side::Home ? m_home : m_away;
    return InducementBill::make(m_inducementRules, purchases(side), InducementTeam::of(team),
                                purchases(opponent(side)), m_money.side(side));
}

bool PreMatchInducementsDialog::declare(Side side)
{
    const int i = index(side);
    const bool turn = (m_stage == Stage::DeclareFirst && side == m_firstDeclares) ||
                      (m_stage == Stage::DeclareSecond && side != m_firstDeclares);
    if (!turn)
        return false;
    const RuleCheck check =
        PreMatchMoney::checkPettyCash(m_petty[i]->value(), m_before[i].treasury);
    if (!check) {
        m_pettyReason[i]->setText(check.reason);
        return false;
    }
    m_declared[i] = true;
    if (m_stage == Stage::DeclareFirst) {
        setStage(Stage::DeclareSecond);
        return true;
    }
    updateMoney();
    const std::optional<Side> first = m_money.buysFirst();
    m_firstBuys = first.value_or(Side::Home);
    setStage(first ? Stage::BuyFirst : Stage::BuyBoth);
    return true;
}

void PreMatchInducementsDialog::finishBuying(Side side)
{
    if (m_stage == Stage::BuyFirst && side == m_firstBuys)
        setStage(Stage::BuySecond);
}

void PreMatchInducementsDialog::setStage(Stage stage)
{
    m_stage = stage;
    const bool declaring = stage == Stage::DeclareFirst || stage == Stage::DeclareSecond;
    for (const Side side : {Side::Home, Side::Away}) {
        const int i = index(side);
        const bool declares = (stage == Stage::DeclareFirst && side == m_firstDeclares) ||
                              (stage == Stage::DeclareSecond && side != m_firstDeclares);
        m_petty[i]->setEnabled(declares);
        m_pettySlider[i]->setEnabled(declares);
        m_declare[i]->setEnabled(declares);
        const bool buys = stage == Stage::BuyBoth ||
                          (stage == Stage::BuyFirst && side == m_firstBuys) ||
                          (stage == Stage::BuySecond && side != m_firstBuys);
        m_shop[i]->setBuying(buys);
        // Both coaches share one screen: the side whose turn it is says so in its title.
        const Team &team = side == Side::Home ? m_home : m_away;
        const QString title =
            side == Side::Home ? tr("%1 (home)").arg(team.name) : tr("%1 (away)").arg(team.name);
        const bool turn = declares || (buys && stage != Stage::BuyBoth);
        m_box[i]->setTitle(turn ? tr("▶ %1: your turn").arg(title) : title);
        // The side whose turn it is is framed in its team's colour: two
        // coaches at one screen see at a glance who acts.
        m_box[i]->setStyleSheet(
            turn ? u"QGroupBox { border: 3px solid %1; border-radius: 4px; margin-top: 1.4em; "
                   "padding-top: 0.4em; } QGroupBox::title { subcontrol-origin: margin; left: "
                   "0.6em; }"_s.arg(Palette::teamColor(team.color).name())
                 : QString());
        m_done[i]->setVisible(stage == Stage::BuyFirst && side == m_firstBuys);
    }
    updateMoney();
    m_ok->setEnabled(!declaring && stage != Stage::BuyFirst && stage != Stage::Weather);
    const QString level = m_before[0].teamValue == m_before[1].teamValue
                              ? tr(" (equal team values: the home team)")
                              : tr(" (higher team value)");
    switch (stage) {
    case Stage::Weather:
        m_banner->setText(tr("Weather first: type the 2D6 rolled at the table, or roll them."));
        break;
    case Stage::DeclareFirst:
        m_banner->setText(
            tr("Petty cash: %1 declares first%2.").arg(teamName(m_firstDeclares), level));
        break;
    case Stage::DeclareSecond:
        m_banner->setText(
            tr("Petty cash: %1 declares now.").arg(teamName(opponent(m_firstDeclares))));
        break;
    case Stage::BuyFirst:
        m_banner->setText(tr("Purchases: %1 buys first (the stronger team spends petty cash); %2 "
                             "waits.")
                              .arg(teamName(m_firstBuys), teamName(opponent(m_firstBuys))));
        break;
    case Stage::BuySecond:
        m_banner->setText(tr("Purchases: %1 buys now.").arg(teamName(opponent(m_firstBuys))));
        break;
    case Stage::BuyBoth:
        m_banner->setText(tr("Purchases: both teams buy."));
        break;
    }
}

void PreMatchInducementsDialog::updateMoney()
{
    // Petty cash counts once declared; the gold to spend once both have declared.
    const bool declared = m_stage != Stage::Weather && m_stage != Stage::DeclareFirst &&
                          m_stage != Stage::DeclareSecond;
    const qint64 home = m_declared[0] ? m_petty[0]->value() : 0;
    const qint64 away = m_declared[1] ? m_petty[1]->value() : 0;
    m_money = PreMatchMoney::compute(m_before[0], m_before[1], home, away, m_handicap);
    for (const Side side : {Side::Home, Side::Away})
        m_shop[index(side)]->setGold(declared ? m_money.side(side).gold() : 0);

    auto row = [](const QString &label, const QString &homeText, const QString &awayText) {
        return u"<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>"_s.arg(
            label.toHtmlEscaped(), homeText.toHtmlEscaped(), awayText.toHtmlEscaped());
    };
    auto gold = [this](Side side, qint64 PreMatchSideMoney::*field) {
        return formatGold(m_money.side(side).*field);
    };
    QString html = u"<table cellspacing=0 cellpadding=3>"_s;
    html += row(QString(), m_home.name, m_away.name);
    html += row(tr("Team value"), gold(Side::Home, &PreMatchSideMoney::teamValue),
                gold(Side::Away, &PreMatchSideMoney::teamValue));
    if (m_league) {
        html += row(tr("Treasury"), gold(Side::Home, &PreMatchSideMoney::treasury),
                    gold(Side::Away, &PreMatchSideMoney::treasury));
        html += row(tr("Petty cash"), gold(Side::Home, &PreMatchSideMoney::pettyCash),
                    gold(Side::Away, &PreMatchSideMoney::pettyCash));
    }
    html += row(tr("Match team value"), gold(Side::Home, &PreMatchSideMoney::matchTeamValue),
                gold(Side::Away, &PreMatchSideMoney::matchTeamValue));
    html += row(tr("Handicap"), gold(Side::Home, &PreMatchSideMoney::handicap),
                gold(Side::Away, &PreMatchSideMoney::handicap));
    html +=
        row(tr("Gold left"), formatGold(m_shop[0]->goldLeft()), formatGold(m_shop[1]->goldLeft()));
    html += u"</table>"_s;
    m_table->setText(html);
}

} // namespace dugout
