#include "NewLeagueDialog.h"

#include "LeagueInducementsDialog.h"
#include "TieBreakerEditor.h"
#include "core/InputLimits.h"
#include "core/Money.h"
#include "core/rules/RulesetLoader.h"
#include "models/LeagueText.h"
#include "models/Palette.h"
#include "views/widgets/MessageBar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>
#include <utility>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

enum PointsScheme { ThreeOneZero, FiveThreeOne, Custom };

// Two columns of options side by side, each wide enough for its explanations in a few lines.
constexpr int minimumDialogWidth = 1040;

// A muted line under an option saying what it does.
QLabel *explanation(QWidget *parent, const QString &text = QString())
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    QPalette muted = label->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    label->setPalette(muted);
    QFont small = label->font();
    small.setPointSizeF(small.pointSizeF() * Palette::factor(Palette::Text::Small));
    label->setFont(small);
    return label;
}

QSpinBox *goldSpin(QWidget *parent, const QString &name, int maximum, int step)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(0, maximum);
    spin->setSingleStep(step);
    spin->setGroupSeparatorShown(true);
    // formatGold(0) is "0 gp" ("0 po" in French): the unit comes from the one place that writes
    // gold.
    spin->setSuffix(formatGold(0).mid(1));
    spin->setAlignment(Qt::AlignRight);
    return spin;
}

// A combo box whose long items do not widen the dialog; the open list shows them whole.
QComboBox *optionCombo(QWidget *parent, const QString &name)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(name);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(24);
    return combo;
}

QSpinBox *pointsSpin(QWidget *parent, const QString &name)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(-5, 10);
    return spin;
}

} // namespace

NewLeagueDialog::NewLeagueDialog(QWidget *parent)
    : QDialog(parent), m_lockNote(new MessageBar(this)), m_name(new QLineEdit(this)),
      m_commissioner(new QLineEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"newLeagueDialog"_s);
    setWindowTitle(tr("New league"));

    m_lockNote->setObjectName(u"optionsLocked"_s);

    m_name->setObjectName(u"leagueName"_s);
    m_name->setPlaceholderText(tr("Old World Classic"));
    m_name->setMaxLength(InputLimits::MaxNameLength);
    m_commissioner->setObjectName(u"commissioner"_s);
    m_commissioner->setMaxLength(InputLimits::MaxNameLength);
    auto *identity = new QFormLayout;
    identity->addRow(tr("&Name:"), m_name);
    identity->addRow(tr("&Commissioner:"), m_commissioner);
    // Outside the option groups: the award is decided at the Spike! final alone, so it may
    // change after the first match (LeagueRules::canChangeOptions).
    m_playerOfTheYear =
        new QCheckBox(tr("Spike! Magazine's Player of the &Year after the Spike! final"), this);
    m_playerOfTheYear->setObjectName(u"playerOfTheYear"_s);
    m_playerOfTheYear->setToolTip(
        tr("The league's player with the most SPP gains Fan Favourite for good, whichever team "
           "he plays for (the rulebook leaves it to the commissioner)"));
    identity->addRow(m_playerOfTheYear);

    auto *columns = new QHBoxLayout;
    columns->setSpacing(12);
    columns->addWidget(createMoneyGroup(), 1);
    columns->addWidget(createStandingsGroup(), 1);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create league"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &NewLeagueDialog::updateOk);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_lockNote);
    m_lockNote->hide(); // a new league's options are never locked: the note takes no room
    layout->addLayout(identity);
    layout->addLayout(columns, 1);
    layout->addWidget(m_buttons);

    setOptions(LeagueOptions());
    updateOk();
    // A window given a minimum width takes no minimum size from its layout: at least what the
    // layout needs (the French points row is wider than minimumDialogWidth allows).
    setMinimumWidth(qMax(minimumDialogWidth, layout->totalMinimumSize().width()));
}

QWidget *NewLeagueDialog::createMoneyGroup()
{
    m_money = new QGroupBox(tr("Money"), this);
    m_budget = goldSpin(m_money, u"startingBudget"_s, 5000000, 10000);
    m_expenses = optionCombo(m_money, u"expenses"_s);
    for (ExpensesRule rule :
         {ExpensesRule::Spiralling, ExpensesRule::ExpensiveMistakes, ExpensesRule::None})
        m_expenses->addItem(LeagueText::expensesName(rule), static_cast<int>(rule));
    m_expensesExplanation = explanation(m_money);
    m_threshold = goldSpin(m_money, u"spirallingThreshold"_s, 10000000, 10000);
    m_step = goldSpin(m_money, u"spirallingStep"_s, 1000000, 10000);
    m_step->setMinimum(10000);
    m_spirallingExplanation = explanation(m_money);
    m_smallLeague = optionCombo(m_money, u"smallLeague"_s);
    for (SmallLeagueWinnings winnings : {SmallLeagueWinnings::None, SmallLeagueWinnings::ExtraGold,
                                         SmallLeagueWinnings::DoubleFame})
        m_smallLeague->addItem(LeagueText::smallLeagueName(winnings), static_cast<int>(winnings));
    m_smallLeagueExplanation = explanation(m_money);
    m_freeFanFactor = new QCheckBox(tr("&Free fan factor"), m_money);
    m_freeFanFactor->setObjectName(u"freeFanFactor"_s);
    m_playoffInducements = new QCheckBox(tr("&Handicap inducements in the play-offs"), m_money);
    m_playoffInducements->setObjectName(u"playoffInducements"_s);

    auto *form = new QFormLayout(m_money);
    form->addRow(tr("Starting &budget:"), m_budget);
    form->addRow(
        explanation(m_money, tr("Gold each new team of the league has to build its roster.")));
    form->addRow(tr("&Expenses:"), m_expenses);
    form->addRow(m_expensesExplanation);
    form->addRow(tr("From team value:"), m_threshold);
    form->addRow(tr("Step:"), m_step);
    form->addRow(m_spirallingExplanation);
    form->addRow(tr("Small-league &winnings:"), m_smallLeague);
    form->addRow(m_smallLeagueExplanation);
    form->addRow(m_freeFanFactor);
    form->addRow(explanation(
        m_money, tr("Every team starts with fan factor 5, and fan factor never counts in "
                    "team value.")));
    form->addRow(m_playoffInducements);
    form->addRow(explanation(m_money, tr("Off, as in the rulebook: play-off rounds, semi-finals "
                                         "and finals give the weaker team no handicap gold.")));
    m_inducementsButton = new QPushButton(tr("I&nducements and special play cards…"), m_money);
    m_inducementsButton->setObjectName(u"leagueInducements"_s);
    m_inducementsSummary = explanation(m_money);
    m_inducementsSummary->setObjectName(u"leagueInducementsSummary"_s);
    form->addRow(m_inducementsButton);
    form->addRow(m_inducementsSummary);
    connect(m_inducementsButton, &QPushButton::clicked, this, &NewLeagueDialog::chooseInducements);

    for (QComboBox *combo : {m_expenses, m_smallLeague})
        connect(combo, &QComboBox::currentIndexChanged, this, &NewLeagueDialog::updateExplanations);
    for (QSpinBox *spin : {m_threshold, m_step})
        connect(spin, &QSpinBox::valueChanged, this, &NewLeagueDialog::updateExplanations);
    return m_money;
}

QWidget *NewLeagueDialog::createStandingsGroup()
{
    m_standings = new QGroupBox(tr("Matches and standings"), this);
    m_mvp = optionCombo(m_standings, u"mvp"_s);
    for (MvpMode mode : {MvpMode::Random, MvpMode::CoachChoice, MvpMode::RandomNotDeadNorInduced})
        m_mvp->addItem(LeagueText::mvpName(mode), static_cast<int>(mode));
    m_mvpExplanation = explanation(m_standings);

    m_points = new QComboBox(m_standings);
    m_points->setObjectName(u"pointsScheme"_s);
    m_points->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    //: Points scheme: win 3, draw 1, loss 0.
    m_points->addItem(tr("3 / 1 / 0"), ThreeOneZero);
    m_points->addItem(tr("5 / 3 / 1"), FiveThreeOne);
    m_points->addItem(tr("Custom"), Custom);
    m_win = pointsSpin(m_standings, u"winPoints"_s);
    m_draw = pointsSpin(m_standings, u"drawPoints"_s);
    m_loss = pointsSpin(m_standings, u"lossPoints"_s);
    auto *points = new QHBoxLayout;
    points->addWidget(m_points);
    points->addSpacing(8);
    for (const auto &[label, spin] : {std::pair{tr("Win"), m_win}, std::pair{tr("Draw"), m_draw},
                                      std::pair{tr("Loss"), m_loss}}) {
        auto *caption = new QLabel(label, m_standings);
        caption->setBuddy(spin);
        points->addWidget(caption);
        points->addWidget(spin);
    }
    points->addStretch();
    connect(m_points, &QComboBox::currentIndexChanged, this, &NewLeagueDialog::applyPointsScheme);

    m_tieBreakers = new TieBreakerEditor(m_standings);

    auto *form = new QFormLayout(m_standings);
    //: The Most Valuable Player award.
    form->addRow(tr("&MVP:"), m_mvp);
    form->addRow(m_mvpExplanation);
    auto *pointsLabel = new QLabel(tr("&Points:"), m_standings);
    pointsLabel->setBuddy(m_points);
    form->addRow(pointsLabel, points);
    form->addRow(explanation(m_standings, tr("League points for a win, a draw and a loss.")));
    form->addRow(tr("&Tie-breakers:"), m_tieBreakers);
    form->addRow(explanation(
        m_standings, tr("The ticked rules rank the teams, from the top down; use the arrows to "
                        "change the order.")));
    m_pitch = optionCombo(m_standings, u"leaguePitch"_s);
    m_pitch->addItem(tr("Standard pitch"), int(MatchPitch::Standard));
    m_pitch->addItem(tr("La Forge de Sigmar (ice and lava)"), int(MatchPitch::ForgeDeSigmar));
    form->addRow(tr("P&itch:"), m_pitch);
    form->addRow(explanation(m_standings, tr("Where the league's tracked matches are played.")));
    connect(m_mvp, &QComboBox::currentIndexChanged, this, &NewLeagueDialog::updateExplanations);
    return m_standings;
}

void NewLeagueDialog::setLeague(const League &league, const RuleCheck &options)
{
    m_league = league;
    m_locked = !options;
    setWindowTitle(tr("League options"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Save"));
    setLeagueName(league.name);
    setCommissioner(league.commissioner);
    setOptions(league.options);
    // The note comes and goes with the league's state: its room stays, the fields do not move.
    m_lockNote->reserveSpace(2);
    if (m_locked)
        m_lockNote->showMessage(options.reason, MessageBar::Kind::Information, 0);
    else
        m_lockNote->dismiss();
    for (QGroupBox *group : {m_money, m_standings}) {
        group->setEnabled(!m_locked);
        group->setToolTip(options.reason);
        // Every option says why it cannot change, wherever the pointer rests.
        if (m_locked) {
            const auto widgets = group->findChildren<QWidget *>();
            for (QWidget *widget : widgets)
                widget->setToolTip(options.reason);
        }
    }
}

// The sub-dialog edits the inducement part of the options as they stand in this dialog; OK
// keeps its choice until this dialog is saved.
void NewLeagueDialog::chooseInducements()
{
    const std::shared_ptr<const Ruleset> rules = RulesetLoader::builtIn();
    if (!rules)
        return;
    auto *dialog = new LeagueInducementsDialog(*rules, options(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, rules] {
        const LeagueOptions chosen = dialog->options();
        m_allowedInducements = chosen.allowedInducements;
        m_cards = chosen.cards;
        m_maxCards = chosen.maxCards;
        m_cardBudget = chosen.cardBudget;
        updateExplanations();
    });
    dialog->open();
}

void NewLeagueDialog::setFreeFanFactorCheck(const RuleCheck &turningOff)
{
    if (turningOff || !m_freeFanFactor->isChecked())
        return;
    m_freeFanFactor->setEnabled(false);
    m_freeFanFactor->setToolTip(turningOff.reason);
}

League NewLeagueDialog::league() const
{
    League league = m_league;
    league.name = m_name->text().trimmed();
    league.commissioner = m_commissioner->text().trimmed();
    league.options = m_locked ? m_league.options : options();
    league.options.playerOfTheYear = m_playerOfTheYear->isChecked();
    return league;
}

void NewLeagueDialog::setLeagueName(const QString &name)
{
    m_name->setText(name);
}

void NewLeagueDialog::setCommissioner(const QString &commissioner)
{
    m_commissioner->setText(commissioner);
}

void NewLeagueDialog::setOptions(const LeagueOptions &options)
{
    m_budget->setValue(static_cast<int>(options.startingBudget));
    m_expenses->setCurrentIndex(m_expenses->findData(static_cast<int>(options.expenses)));
    m_threshold->setValue(static_cast<int>(options.spirallingThreshold));
    m_step->setValue(static_cast<int>(options.spirallingStep));
    m_smallLeague->setCurrentIndex(m_smallLeague->findData(static_cast<int>(options.smallLeague)));
    m_mvp->setCurrentIndex(m_mvp->findData(static_cast<int>(options.mvp)));
    m_freeFanFactor->setChecked(options.freeFanFactor);
    m_playoffInducements->setChecked(options.playoffInducements);
    m_playerOfTheYear->setChecked(options.playerOfTheYear);
    m_win->setValue(options.winPoints);
    m_draw->setValue(options.drawPoints);
    m_loss->setValue(options.lossPoints);
    const QList<int> points{options.winPoints, options.drawPoints, options.lossPoints};
    const int scheme = points == QList<int>{3, 1, 0}   ? ThreeOneZero
                       : points == QList<int>{5, 3, 1} ? FiveThreeOne
                                                       : Custom;
    {
        const QSignalBlocker blocker(m_points);
        m_points->setCurrentIndex(m_points->findData(scheme));
    }
    applyPointsScheme();
    m_tieBreakers->setTieBreakers(options.tieBreakers);
    m_allowedInducements = options.allowedInducements;
    m_cards = options.cards;
    m_maxCards = options.maxCards;
    m_cardBudget = options.cardBudget;
    m_homePitches = options.homePitches;
    m_pitch->setCurrentIndex(std::max(0, m_pitch->findData(int(options.pitch))));
    updateExplanations();
}

LeagueOptions NewLeagueDialog::options() const
{
    LeagueOptions options;
    options.startingBudget = m_budget->value();
    options.expenses = static_cast<ExpensesRule>(m_expenses->currentData().toInt());
    options.spirallingThreshold = m_threshold->value();
    options.spirallingStep = m_step->value();
    options.mvp = static_cast<MvpMode>(m_mvp->currentData().toInt());
    options.freeFanFactor = m_freeFanFactor->isChecked();
    options.playoffInducements = m_playoffInducements->isChecked();
    options.playerOfTheYear = m_playerOfTheYear->isChecked();
    options.smallLeague = static_cast<SmallLeagueWinnings>(m_smallLeague->currentData().toInt());
    options.winPoints = m_win->value();
    options.drawPoints = m_draw->value();
    options.lossPoints = m_loss->value();
    options.tieBreakers = m_tieBreakers->tieBreakers();
    options.allowedInducements = m_allowedInducements;
    options.cards = m_cards;
    options.maxCards = m_maxCards;
    options.cardBudget = m_cardBudget;
    options.pitch = MatchPitch(m_pitch->currentData().toInt());
    options.homePitches = m_homePitches;
    return options;
}

void NewLeagueDialog::applyPointsScheme()
{
    const int scheme = m_points->currentData().toInt();
    if (scheme == ThreeOneZero || scheme == FiveThreeOne) {
        m_win->setValue(scheme == ThreeOneZero ? 3 : 5);
        m_draw->setValue(scheme == ThreeOneZero ? 1 : 3);
        m_loss->setValue(scheme == ThreeOneZero ? 0 : 1);
    }
    for (QSpinBox *spin : {m_win, m_draw, m_loss})
        spin->setEnabled(scheme == Custom);
}

void NewLeagueDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    fitWrappedLines();
}

// The layout's own height for a width underestimates the wrapped explanations of a group box,
// and a window given a minimum width takes no minimum height from its layout: at the default
// size the Money group was squeezed and the last line of its explanations cut. So the height
// each group needs for the lines it wraps at the width it has becomes the minimum.
void NewLeagueDialog::fitWrappedLines()
{
    if (!layout())
        return;
    // The forms keep the heights they worked out for a label's earlier text or width: forget
    // them, and measure again after each growth (a taller group may wrap no differently, but
    // the form's own answer settles only once it was laid out at the new size).
    for (int pass = 0; pass < 3; ++pass) {
        for (const QGroupBox *group : {m_money, m_standings})
            group->layout()->invalidate();
        layout()->activate();
        int missing = std::numeric_limits<int>::min();
        for (const QGroupBox *group : {m_money, m_standings})
            missing = qMax(missing, group->heightForWidth(group->width()) - group->height());
        const int needed = qMax(layout()->totalMinimumSize().height(), height() + missing);
        if (minimumHeight() != needed)
            setMinimumHeight(needed);
        if (height() >= needed)
            return;
        resize(width(), needed);
    }
}

void NewLeagueDialog::updateExplanations()
{
    const auto expenses = static_cast<ExpensesRule>(m_expenses->currentData().toInt());
    switch (expenses) {
    case ExpensesRule::Spiralling:
        m_expensesExplanation->setText(
            tr("Rich teams pay running costs after each match (the LRB6 rule)."));
        break;
    case ExpensesRule::ExpensiveMistakes:
        m_expensesExplanation->setText(
            tr("A team with %1 or more in its treasury rolls for a costly blunder "
               "after each match.")
                .arg(formatGold(100000)));
        break;
    case ExpensesRule::None:
        m_expensesExplanation->setText(tr("Teams keep all their winnings."));
        break;
    }
    const bool spiralling = expenses == ExpensesRule::Spiralling;
    m_threshold->setEnabled(spiralling);
    m_step->setEnabled(spiralling);
    m_spirallingExplanation->setText(spiralling
                                         ? tr("A team worth %1 or more pays %3 after each match, "
                                              "and %3 more for every further %2.")
                                               .arg(formatGold(m_threshold->value()),
                                                    formatGold(m_step->value()), formatGold(10000))
                                         : tr("Only used with spiralling expenses."));

    switch (static_cast<SmallLeagueWinnings>(m_smallLeague->currentData().toInt())) {
    case SmallLeagueWinnings::None:
        m_smallLeagueExplanation->setText(tr("Winnings as the rulebook gives them."));
        break;
    case SmallLeagueWinnings::ExtraGold:
        m_smallLeagueExplanation->setText(
            tr("For leagues with few teams: a little more gold after every match."));
        break;
    case SmallLeagueWinnings::DoubleFame:
        m_smallLeagueExplanation->setText(
            tr("For leagues with few teams: FAME counts twice in the winnings."));
        break;
    }

    switch (static_cast<MvpMode>(m_mvp->currentData().toInt())) {
    case MvpMode::Random:
        m_mvpExplanation->setText(
            tr("A random player of each team who could play earns 5 SPP (the LRB6 rule)."));
        break;
    case MvpMode::CoachChoice:
        m_mvpExplanation->setText(
            tr("Each coach names the player of his team who earns the 5 SPP."));
        break;
    case MvpMode::RandomNotDeadNorInduced:
        m_mvpExplanation->setText(
            tr("Random, but never a player who died nor a star player or mercenary."));
        break;
    }
    m_inducementsSummary->setText(LeagueText::inducementsSummary(options()));
    if (isVisible())
        fitWrappedLines(); // a longer explanation may need one more line
}

void NewLeagueDialog::updateOk()
{
    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    const bool named = !m_name->text().trimmed().isEmpty();
    ok->setEnabled(named);
    ok->setToolTip(named ? QString() : tr("A league needs a name."));
}

} // namespace dugout
