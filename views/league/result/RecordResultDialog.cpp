#include "RecordResultDialog.h"

#include "ChaosGiftsPanel.h"
#include "PostMatchPreviewPage.h"
#include "TeamResultPanel.h"
#include "core/dice/RandomDice.h"
#include "core/league/MatchSummary.h"
#include "core/league/PlayoffRules.h"
#include "core/league/PostMatchSequence.h"
#include "core/match/DiceKeys.h"
#include "core/rules/Ruleset.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ResultRecorder.h"
#include "core/storage/TeamStore.h"
#include "core/storage/TrackedMatchHandover.h"
#include "core/storage/Transaction.h"
#include "views/MessageBox.h"
#include "views/inducements/PreMatchInducementsDialog.h"
#include "views/widgets/MessageBar.h"

#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int ResultPage = 0;
constexpr int PreviewPage = 1;

} // namespace

RecordResultDialog::RecordResultDialog(std::shared_ptr<const Ruleset> rules, Database &database,
                                       const League &league, const Fixture &fixture,
                                       QWidget *parent)
    : QDialog(parent), m_rules(std::move(rules)), m_database(database), m_league(league),
      m_fixture(fixture), m_messages(new MessageBar(this)), m_pages(new QStackedWidget(this)),
      m_homePanel(new TeamResultPanel(*m_rules, league.options, Side::Home, this)),
      m_awayPanel(new TeamResultPanel(*m_rules, league.options, Side::Away, this)),
      m_concession(new QComboBox(this)), m_concededBy(new QComboBox(this)),
      m_preview(new PostMatchPreviewPage(*m_rules, this)),
      m_backButton(new QPushButton(tr("◂ Back"), this)),
      m_previewButton(new QPushButton(tr("Preview ▸"), this)),
      m_confirmButton(new QPushButton(tr("Confirm result"), this)),
      m_cancelButton(new QPushButton(tr("Cancel"), this))
{
    setObjectName(u"recordResultDialog"_s);
    m_pages->addWidget(buildResultPage());
    m_pages->addWidget(m_preview);

    m_backButton->setObjectName(u"backButton"_s);
    m_backButton->setToolTip(tr("Back to the result, to correct it"));
    m_previewButton->setObjectName(u"previewButton"_s);
    m_previewButton->setToolTip(
        tr("Check the result and preview the post-match sequence; nothing is stored yet"));
    m_confirmButton->setObjectName(u"confirmButton"_s);
    m_cancelButton->setObjectName(u"cancelButton"_s);
    for (QPushButton *button : {m_backButton, m_confirmButton, m_cancelButton})
        button->setAutoDefault(false);
    m_previewButton->setDefault(true);
    connect(m_backButton, &QPushButton::clicked, this, &RecordResultDialog::back);
    connect(m_previewButton, &QPushButton::clicked, this, &RecordResultDialog::preview);
    connect(m_confirmButton, &QPushButton::clicked, this, &RecordResultDialog::confirm);
    connect(m_cancelButton, &QPushButton::clicked, this, &QDialog::reject);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_backButton);
    buttons->addWidget(m_previewButton);
    buttons->addWidget(m_confirmButton);
    buttons->addWidget(m_cancelButton);

    connect(m_preview, &PostMatchPreviewPage::rerollWinningsToggled, this, [this] {
        runPreview({PreviewDice::purpose(Side::Home, u"winnings_reroll"_s),
                    PreviewDice::purpose(Side::Away, u"winnings_reroll"_s)});
    });
    connect(m_preview, &PostMatchPreviewPage::journeymenChanged, this, [this] { runPreview({}); });
    connect(m_preview, &PostMatchPreviewPage::chaosGiftsChanged, this, [this] { runPreview({}); });
    connect(m_preview, &PostMatchPreviewPage::rerollAllRequested, this,
            &RecordResultDialog::rerollAll);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 1);
    // Over the page: the dialog keeps its size and its fields their place.
    m_messages->floatOver(m_pages);
    layout->addLayout(buttons);

    if (m_fixture.id == 0) {
        const QList<TeamStore::Summary> teams = TeamStore(m_database).list();
        for (QComboBox *box : {m_homeTeam, m_awayTeam}) {
            for (qint64 id : std::as_const(m_league.teamIds)) {
                const auto team =
                    std::find_if(teams.cbegin(), teams.cend(),
                                 [id](const TeamStore::Summary &s) { return s.id == id; });
                box->addItem(team != teams.cend() ? team->name : QString::number(id), id);
            }
        }
        const int home = m_homeTeam->findData(m_fixture.homeTeamId),
                  away = m_awayTeam->findData(m_fixture.awayTeamId);
        m_homeTeam->setCurrentIndex(home >= 0 ? home : 0);
        m_awayTeam->setCurrentIndex(away >= 0 ? away : std::min(1, m_awayTeam->count() - 1));
        connect(m_homeTeam, &QComboBox::currentIndexChanged, this,
                [this] { loadTeam(Side::Home, m_homeTeam->currentData().toLongLong()); });
        connect(m_awayTeam, &QComboBox::currentIndexChanged, this,
                [this] { loadTeam(Side::Away, m_awayTeam->currentData().toLongLong()); });
        loadTeam(Side::Home, m_homeTeam->currentData().toLongLong());
        loadTeam(Side::Away, m_awayTeam->currentData().toLongLong());
    } else {
        loadTeam(Side::Home, m_fixture.homeTeamId);
        loadTeam(Side::Away, m_fixture.awayTeamId);
    }
    updateConcession();
    updateButtons();

    QSize size(1200, 760);
    if (const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size());
    resize(size);
}

RecordResultDialog::~RecordResultDialog() = default;

QWidget *RecordResultDialog::buildResultPage()
{
    auto *page = new QWidget(this);
    page->setObjectName(u"resultPage"_s);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);

    if (m_fixture.id == 0) {
        m_homeTeam = new QComboBox(page);
        m_homeTeam->setObjectName(u"homeTeam"_s);
        m_awayTeam = new QComboBox(page);
        m_awayTeam->setObjectName(u"awayTeam"_s);
        auto *teams = new QHBoxLayout;
        teams->addWidget(new QLabel(tr("A match outside the schedule. Home team:"), page));
        teams->addWidget(m_homeTeam, 1);
        teams->addSpacing(16);
        teams->addWidget(new QLabel(tr("Away team:"), page));
        teams->addWidget(m_awayTeam, 1);
        layout->addLayout(teams);
    }

    m_inducementsButton = new QPushButton(tr("Pre-match sequence and inducements…"), page);
    m_inducementsButton->setObjectName(u"inducementsButton"_s);
    m_inducementsButton->setToolTip(
        tr("Petty cash, handicap and what each team bought, in the rulebook's order"));
    connect(m_inducementsButton, &QPushButton::clicked, this,
            &RecordResultDialog::openPreMatchSequence);
    auto *preMatch = new QHBoxLayout;
    preMatch->addWidget(m_inducementsButton);
    preMatch->addStretch();
    layout->addLayout(preMatch);

    auto *panels = new QHBoxLayout;
    panels->setSpacing(16);
    m_homePanel->setParent(page);
    m_awayPanel->setParent(page);
    panels->addWidget(m_homePanel, 1);
    panels->addWidget(m_awayPanel, 1);
    layout->addLayout(panels, 1);

    m_concession->setObjectName(u"concession"_s);
    m_concession->addItem(tr("No concession"), int(Concession::None));
    m_concession->addItem(tr("Conceded before kick-off, with 2 or fewer players able to play"),
                          int(Concession::BeforeKickOff));
    m_concession->addItem(tr("Conceded during the match"), int(Concession::DuringMatch));
    m_concession->setToolTip(
        tr("A conceding team never wins gold and gives its MVP to the opponent. Conceding during "
           "the match also gives its winnings to the winner and costs 1 fan factor and its 51+ SPP "
           "veterans may leave; before kick-off with 2 or fewer players able to play it costs no "
           "more"));
    m_concededBy->setObjectName(u"concededBy"_s);
    auto *concession = new QHBoxLayout;
    concession->addWidget(new QLabel(tr("Concession:"), page));
    concession->addWidget(m_concession);
    concession->addWidget(new QLabel(tr("by"), page));
    concession->addWidget(m_concededBy);
    concession->addStretch();
    layout->addLayout(concession);
    connect(m_concession, &QComboBox::currentIndexChanged, this,
            &RecordResultDialog::updateConcession);
    connect(m_concededBy, &QComboBox::currentIndexChanged, this,
            &RecordResultDialog::updateConcession);
    return page;
}

bool RecordResultDialog::recordFor(std::shared_ptr<const Ruleset> rules, Database &database,
                                   const League &league, const Fixture &fixture, QWidget *parent,
                                   qint64 *matchId, const std::optional<MatchRecord> &tracked,
                                   qint64 trackedMatchId)
{
    RecordResultDialog dialog(std::move(rules), database, league, fixture, parent);
    if (tracked)
        dialog.setRecord(*tracked);
    dialog.setTrackedMatchId(trackedMatchId);
    const bool confirmed = dialog.exec() == QDialog::Accepted;
    if (confirmed && matchId)
        *matchId = dialog.matchId();
    return confirmed;
}

QDialog *RecordResultDialog::openPreMatchSequence()
{
    auto *dialog = new PreMatchInducementsDialog(
        m_rules, m_homePanel->team(), m_awayPanel->team(), m_league.options, true,
        PlayoffRules::handicapAllowed(m_fixture.stage, m_league.options), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        for (const Side side : {Side::Home, Side::Away}) {
            const InducementBill bill = dialog->bill(side);
            panel(side)->setInducements(dialog->pettyCash(side), dialog->purchases(side), bill.gold,
                                        bill.inducedPlayers, bill.wanderingApothecaries);
        }
    });
    dialog->open();
    return dialog;
}

void RecordResultDialog::loadTeam(Side side, qint64 teamId)
{
    QString error;
    const std::optional<Team> team = TeamStore(m_database).load(teamId, &error);
    if (!team)
        showProblems(tr("A team of this match could not be read:"), {error});
    panel(side)->setTeam(team.value_or(Team{}));
    m_preview->setTeams(m_homePanel->team(), m_awayPanel->team());
    // Other teams: nothing rolled for the previous ones means anything.
    m_dice.clear();
    updateConcession();
    updateTitle();
}

void RecordResultDialog::updateTitle()
{
    //: Window title; %1 and %2 are the home and away teams.
    setWindowTitle(
        tr("Match result: %1 – %2").arg(m_homePanel->team().name, m_awayPanel->team().name));
}

void RecordResultDialog::updateConcession()
{
    const int by = std::max(0, m_concededBy->currentIndex());
    {
        const QSignalBlocker blocker(m_concededBy);
        m_concededBy->clear();
        m_concededBy->addItem(m_homePanel->team().name, int(Side::Home));
        m_concededBy->addItem(m_awayPanel->team().name, int(Side::Away));
        m_concededBy->setCurrentIndex(by);
    }
    const auto concession = Concession(m_concession->currentData().toInt());
    m_concededBy->setEnabled(concession != Concession::None);
    const Side conceder = Side(m_concededBy->currentData().toInt());
    for (Side side : {Side::Home, Side::Away})
        panel(side)->setSecondMvpShown(concession != Concession::None && side != conceder);
}

void RecordResultDialog::updateButtons()
{
    const bool previewShown = isPreviewShown();
    m_backButton->setVisible(previewShown);
    m_previewButton->setVisible(!previewShown);
    m_confirmButton->setVisible(previewShown);
    m_confirmButton->setEnabled(previewShown && m_previewed && m_result.ok());
    m_confirmButton->setToolTip(m_confirmButton->isEnabled()
                                    ? tr("Store both teams and the match as previewed")
                                    : tr("The preview has problems: see the message above"));
}

bool RecordResultDialog::isPreviewShown() const
{
    return m_pages->currentIndex() == PreviewPage;
}

void RecordResultDialog::showProblems(const QString &title, const QStringList &problems)
{
    m_messages->showMessage(title + u"\n• "_s + problems.join(u"\n• "_s), MessageBar::Kind::Error,
                            0);
}

std::optional<Side> RecordResultDialog::winnerOf(const MatchRecord &record) const
{
    MatchSummary summary;
    summary.homeScore = record.home.score;
    summary.awayScore = record.away.score;
    if (record.concession != Concession::None)
        summary.conceded = record.concededBy;
    return summary.winner();
}

void RecordResultDialog::setRecord(const MatchRecord &record)
{
    for (Side side : {Side::Home, Side::Away})
        panel(side)->setRecord(record.team(side),
                               record.dice.value(PreviewDice::purpose(side, u"gate"_s)));
    // A tracked match brings its pre-match sequence: the petty cash and what was bought, whose
    // cost, induced players and wandering apothecaries core works out from the list (issue 16).
    // Without them the result would move no petty cash, keep the handicap and give no induced
    // player a chance at the MVP.
    const bool bought = record.home.inducements || record.away.inducements;
    if (bought || record.home.pettyCash > 0 || record.away.pettyCash > 0) {
        QStringList problems;
        const MatchRecord completed =
            PostMatchSequence(*m_rules, m_league.options)
                .withInducements(m_homePanel->team(), m_awayPanel->team(), record, &problems);
        for (Side side : {Side::Home, Side::Away}) {
            const TeamMatchRecord &team = completed.team(side);
            panel(side)->setInducements(
                team.pettyCash, team.inducements.value_or(InducementPurchases()),
                team.inducementsSpent, team.inducedPlayers, team.wanderingApothecaries);
        }
        if (!problems.isEmpty())
            showProblems(tr("The inducements of this match break the rules:"), problems);
    }
    m_concession->setCurrentIndex(m_concession->findData(int(record.concession)));
    m_concededBy->setCurrentIndex(m_concededBy->findData(int(record.concededBy)));
    updateConcession();
}

MatchRecord RecordResultDialog::formRecord() const
{
    MatchRecord record;
    record.leagueId = m_league.id;
    record.seasonId = m_fixture.seasonId;
    record.fixtureId = m_fixture.id;
    record.stage = m_fixture.stage;
    record.major = m_fixture.major;
    record.concession = Concession(m_concession->currentData().toInt());
    record.concededBy = Side(m_concededBy->currentData().toInt());
    for (Side side : {Side::Home, Side::Away}) {
        record.team(side) = panel(side)->record();
        const QList<int> gate = panel(side)->gateDice();
        if (!gate.isEmpty())
            record.dice.insert(PreviewDice::purpose(side, u"gate"_s), gate);
        record.team(side).hireJourneymen = m_preview->hireJourneymen(side);
        record.team(side).freeJourneymen = m_preview->freeJourneymen(side);
        // The Chaos Cup's gifts: the dice typed on the preview page and the coach's choices.
        const ChaosGiftsPanel *gifts = m_preview->chaosGifts(side);
        record.team(side).chaosGifts = gifts->choices();
        if (const QList<int> d3 = gifts->typedD3(); !d3.isEmpty())
            record.dice.insert(PreviewDice::purpose(side, DiceKeys::chaosCup), d3);
        if (const QList<int> draws = gifts->typedDraws(); !draws.isEmpty())
            record.dice.insert(PreviewDice::purpose(side, DiceKeys::chaosCupPlayer), draws);
    }
    if (const std::optional<Side> winner = winnerOf(record); winner && m_preview->rerollWinnings())
        record.team(*winner).rerollWinnings = true;
    return record;
}

bool RecordResultDialog::preview()
{
    // The form may have changed how many free journeymen a team may take: offer them afresh.
    m_preview->resetFreeJourneymen();
    if (!runPreview({})) {
        m_pages->setCurrentIndex(ResultPage);
        updateButtons();
        return false;
    }
    m_pages->setCurrentIndex(PreviewPage);
    updateButtons();
    return true;
}

bool RecordResultDialog::runPreview(const QStringList &forget)
{
    const Team &home = m_homePanel->team();
    const Team &away = m_awayPanel->team();
    MatchRecord form = formRecord();
    m_preview->setWinner(winnerOf(form));
    form = formRecord(); // the winner may have changed: its re-roll follows
    PostMatchSequence sequence(*m_rules, m_league.options);
    QStringList problems = sequence.validate(home, away, form);
    QString unread;
    if (const std::optional<QList<Team>> others =
            ResultRecorder::leagueTeamsFor(m_database, m_league, form, &unread))
        sequence.setLeagueTeams(*others);
    else if (!unread.isEmpty())
        problems << unread;
    if (const RuleCheck meeting =
            LeagueStore(m_database).canRecordMatch(m_league.id, home.id, away.id, form.stage);
        !meeting)
        problems.prepend(meeting.reason);
    m_previewed = false;
    if (!problems.isEmpty()) {
        showProblems(tr("The result cannot be recorded as it is:"), problems);
        updateButtons();
        return false;
    }
    RandomDice random;
    const PostMatchResult first = sequence.run(home, away, m_dice.prepare(form, forget), random);
    // Played again with exactly the dice it used, so a kept die this run did not need is not
    // reported as a typed die ignored.
    PostMatchResult result = first.ok() ? sequence.run(home, away, first.record, random) : first;
    m_dice.keep(form, result.record);
    m_result = result;
    m_previewed = true;
    m_preview->showResult(m_result);
    if (m_result.ok())
        m_messages->dismiss();
    else
        showProblems(tr("The post-match sequence refused this result:"), m_result.errors);
    updateButtons();
    return true;
}

void RecordResultDialog::back()
{
    m_pages->setCurrentIndex(ResultPage);
    updateButtons();
}

void RecordResultDialog::rerollAll()
{
    m_dice.clear();
    for (Side side : {Side::Home, Side::Away})
        m_preview->chaosGifts(side)->clearChoices(); // new draws, new players
    runPreview({});
}

bool RecordResultDialog::confirm()
{
    if (!isPreviewShown() || !m_previewed || !m_result.ok())
        return false;
    // A copy: if storing fails the preview stays exactly as it was.
    PostMatchResult result = m_result;
    qint64 matchId = 0;
    QString error;
    bool stored = false;
    {
        Transaction transaction(m_database.connection(), &error);
        stored = transaction.isOpen() &&
                 LeagueStore(m_database)
                     .confirmResult(result, m_homePanel->team(), m_awayPanel->team(), &matchId,
                                    &error) &&
                 (m_trackedMatchId <= 0 || TrackedMatchHandover::markRecorded(
                                               m_database, m_trackedMatchId, matchId, &error)) &&
                 transaction.commit();
    }
    if (!stored) {
        m_messages->showMessage(tr("The result could not be stored: %1").arg(error),
                                MessageBar::Kind::Error, 0);
        return false;
    }
    m_matchId = matchId;
    m_result = result;
    int pending = 0;
    for (Side side : {Side::Home, Side::Away}) {
        for (const Player &player : m_result.team(side).players)
            pending += player.isActive() ? player.pendingAdvancements(*m_rules) : 0;
    }
    const QString recorded = tr("%1 %2 – %3 %4 is recorded.")
                                 .arg(m_result.home.name)
                                 .arg(m_result.record.home.score)
                                 .arg(m_result.record.away.score)
                                 .arg(m_result.away.name);
    const QString advancements = pending > 0 ? tr("%n advancement roll(s) wait on the players: "
                                                  "resolve them in the Teams area with Advance.",
                                                  nullptr, pending)
                                             : tr("No advancement roll is waiting.");
    MessageBox::information(this, tr("Result recorded"), recorded + u"\n\n"_s + advancements);
    accept();
    return true;
}

} // namespace dugout
