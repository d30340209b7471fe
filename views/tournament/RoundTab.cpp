#include "RoundTab.h"

#include "GameDetailsDialog.h"
#include "core/dice/RandomDice.h"
#include "core/storage/TournamentRosterStore.h"
#include "core/storage/TournamentStore.h"
#include "core/tournament/RoundPairing.h"
#include "core/tournament/TeamMatches.h"
#include "core/tournament/TournamentChecks.h"
#include "core/tournament/TournamentRosterFold.h"
#include "models/TournamentText.h"
#include "views/MessageBox.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

enum Column { TableColumn, Home, Score, Away, Casualties, ColumnCount };

QSpinBox *scoreBox(const QString &name, const QString &tip, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(0, TournamentChecks::MaxScore);
    box->setToolTip(tip);
    return box;
}

} // namespace

RoundTab::RoundTab(std::shared_ptr<const Ruleset> rules, QWidget *parent)
    : QWidget(parent), m_rules(std::move(rules))
{
    m_roundBox = new QComboBox(this);
    m_roundBox->setObjectName(u"roundBox"_s);
    m_pair = new QPushButton(this);
    m_pair->setObjectName(u"pairButton"_s);
    m_unpair = new QPushButton(this);
    m_unpair->setObjectName(u"unpairButton"_s);
    m_info = new QLabel(this);
    m_info->setObjectName(u"pairingInfo"_s);
    m_info->setWordWrap(true);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(u"pairingsTable"_s);
    m_table->setHorizontalHeaderLabels(
        {tr("Table"), tr("Home"), tr("Score"), tr("Away"), tr("Casualties")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(Home, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(Away, QHeaderView::Stretch);

    m_homeTd = scoreBox(u"homeTdSpin"_s, tr("Touchdowns of the home coach"), this);
    m_awayTd = scoreBox(u"awayTdSpin"_s, tr("Touchdowns of the away coach"), this);
    m_homeCas = scoreBox(u"homeCasSpin"_s, tr("Casualties inflicted by the home coach"), this);
    m_awayCas = scoreBox(u"awayCasSpin"_s, tr("Casualties inflicted by the away coach"), this);
    m_wentThrough = new QComboBox(this);
    m_wentThrough->setObjectName(u"wentThroughBox"_s);
    m_wentThrough->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_wentThrough->setToolTip(tr("A knockout game needs a winner: after a level score, who won "
                                 "the sudden death"));
    m_wentThroughLabel = new QLabel(tr("Went through:"), this);
    m_save = new QPushButton(tr("Save result"), this);
    m_save->setObjectName(u"saveResultButton"_s);
    m_players = new QPushButton(tr("Result with players…"), this);
    m_players->setObjectName(u"resultWithPlayersButton"_s);
    m_chosen = new QLabel(this);
    m_chosen->setObjectName(u"chosenTableLabel"_s);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Round:"), this));
    top->addWidget(m_roundBox);
    top->addWidget(m_pair);
    top->addWidget(m_unpair);
    top->addWidget(m_info, 1);
    auto *result = new QHBoxLayout;
    result->addWidget(new QLabel(tr("Touchdowns"), this));
    result->addWidget(m_homeTd);
    result->addWidget(new QLabel(u"–"_s, this));
    result->addWidget(m_awayTd);
    result->addSpacing(16);
    result->addWidget(new QLabel(tr("Casualties"), this));
    result->addWidget(m_homeCas);
    result->addWidget(new QLabel(u"–"_s, this));
    result->addWidget(m_awayCas);
    result->addSpacing(16);
    result->addWidget(m_wentThroughLabel);
    result->addWidget(m_wentThrough);
    result->addWidget(m_save);
    result->addWidget(m_players);
    result->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    // The table's coaches on a line of their own: long names never widen the window.
    layout->addWidget(m_chosen);
    layout->addLayout(result);

    connect(m_roundBox, &QComboBox::currentIndexChanged, this, [this] { showRound(shownRound()); });
    connect(m_pair, &QPushButton::clicked, this, &RoundTab::pairNext);
    connect(m_unpair, &QPushButton::clicked, this, &RoundTab::unpairLast);
    connect(m_save, &QPushButton::clicked, this, [this] { saveResult(); });
    connect(m_players, &QPushButton::clicked, this, &RoundTab::enterPlayers);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &RoundTab::tableChosen);
    for (QSpinBox *box : {m_homeTd, m_awayTd, m_homeCas, m_awayCas})
        connect(box, &QSpinBox::valueChanged, this, &RoundTab::updateButtons);
    connect(m_wentThrough, &QComboBox::currentIndexChanged, this, &RoundTab::updateButtons);
}

qint64 RoundTab::wentThroughId() const
{
    // Asked only after a level score: otherwise the touchdowns say who went through.
    return RoundPairing::isKnockoutRound(m_tournament, shownRound()) &&
                   m_homeTd->value() == m_awayTd->value()
               ? m_wentThrough->currentData().toLongLong()
               : 0;
}

int RoundTab::shownRound() const
{
    return m_roundBox->currentData().toInt();
}

int RoundTab::chosenTable() const
{
    const int row = m_table->currentRow();
    const QTableWidgetItem *item = row >= 0 ? m_table->item(row, TableColumn) : nullptr;
    return item && m_table->selectionModel()->hasSelection() ? item->data(Qt::UserRole).toInt() : 0;
}

void RoundTab::setTournament(const Tournament &tournament)
{
    const bool sameTournament = tournament.id == m_tournament.id;
    const int round = sameTournament ? shownRound() : 0;
    const int table = sameTournament ? chosenTable() : 0;
    const int roundsBefore = m_tournament.roundsPaired();
    if (!sameTournament)
        m_lastPairing.clear();
    m_tournament = tournament;
    m_registered.clear();
    if (m_database && tournament.rules.team.progression == RosterProgression::Progression) {
        if (const auto rosters =
                TournamentRosterStore(*m_database, *m_rules).registered(tournament.id))
            m_registered = *rosters;
    }
    QSignalBlocker blocker(m_roundBox);
    m_roundBox->clear();
    for (int r = 1; r <= tournament.roundsPaired(); ++r)
        m_roundBox->addItem(tr("Round %1").arg(r), r);
    // A new round shows at once; otherwise the round and table the organiser was on.
    const bool newRound = sameTournament && tournament.roundsPaired() != roundsBefore;
    const int show = newRound || round == 0 ? tournament.roundsPaired() : round;
    m_roundBox->setCurrentIndex(m_roundBox->findData(show));
    showRound(show);
    for (int row = 0; row < m_table->rowCount() && table > 0 && !newRound; ++row) {
        if (m_table->item(row, TableColumn)->data(Qt::UserRole).toInt() == table)
            m_table->selectRow(row);
    }
    updateButtons();
}

void RoundTab::showRound(int round)
{
    const QList<TournamentGame> games = m_tournament.gamesOfRound(round);
    QSignalBlocker blocker(m_table);
    m_table->clearSelection();
    m_table->clearSpans();
    // A team round: each team match's line (its score once played) above its tables.
    const bool teams = m_tournament.rules.format == TournamentFormat::Teams;
    const QList<TeamMatch> matches =
        teams ? TeamMatches::ofRound(m_tournament, round) : QList<TeamMatch>();
    m_table->setRowCount(int(games.size() + matches.size()));
    int row = 0;
    auto addGame = [&](const TournamentGame &g) {
        const QStringList cells = {
            QString::number(g.table), TournamentText::coach(m_tournament, g.homeId, *m_rules),
            TournamentText::score(g),
            g.isBye() ? QString() : TournamentText::coach(m_tournament, g.awayId, *m_rules),
            TournamentText::casualties(g)};
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setData(Qt::UserRole, g.table);
            if (column == TableColumn || column == Score || column == Casualties)
                item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(row, column, item);
        }
        ++row;
    };
    if (!teams) {
        for (const TournamentGame &g : games)
            addGame(g);
    }
    for (const TeamMatch &m : matches) {
        // Table 0: choosing this line chooses no table.
        auto *header = new QTableWidgetItem(TournamentText::teamMatch(m_tournament, m));
        header->setData(Qt::UserRole, 0);
        QFont bold = header->font();
        bold.setBold(true);
        header->setFont(bold);
        header->setBackground(palette().alternateBase());
        m_table->setItem(row, 0, header);
        m_table->setSpan(row, 0, 1, ColumnCount);
        ++row;
        for (int table : m.tables)
            addGame(*m_tournament.game(round, table));
    }
    m_table->resizeColumnToContents(TableColumn);
    m_table->resizeColumnToContents(Score);
    m_table->resizeColumnToContents(Casualties);
    tableChosen();
}

void RoundTab::tableChosen()
{
    const TournamentGame *g = m_tournament.game(shownRound(), chosenTable());
    const bool playable = g && !g->isBye();
    m_chosen->setText(playable ? tr("Table %1: %2 v %3")
                                     .arg(g->table)
                                     .arg(TournamentText::coach(m_tournament, g->homeId, *m_rules),
                                          TournamentText::coach(m_tournament, g->awayId, *m_rules))
                               : tr("Choose a table to enter its result."));
    for (QSpinBox *box : {m_homeTd, m_awayTd, m_homeCas, m_awayCas}) {
        QSignalBlocker blocker(box);
        box->setEnabled(playable);
    }
    {
        // Only a knockout asks who went through; the choice offers the table's two coaches.
        const bool knockout = RoundPairing::isKnockoutRound(m_tournament, shownRound());
        QSignalBlocker blocker(m_wentThrough);
        m_wentThrough->clear();
        m_wentThrough->addItem(tr("the score decides"), qint64(0));
        if (playable) {
            for (qint64 id : {g->homeId, g->awayId})
                m_wentThrough->addItem(TournamentText::coach(m_tournament, id, *m_rules), id);
            m_wentThrough->setCurrentIndex(qMax(0, m_wentThrough->findData(g->wentThroughId)));
        }
        m_wentThrough->setVisible(knockout);
        m_wentThroughLabel->setVisible(knockout);
    }
    if (playable) {
        const QList<std::pair<QSpinBox *, int>> values = {{m_homeTd, g->homeTouchdowns},
                                                          {m_awayTd, g->awayTouchdowns},
                                                          {m_homeCas, g->homeCasualties},
                                                          {m_awayCas, g->awayCasualties}};
        for (const auto &[box, value] : values) {
            QSignalBlocker blocker(box);
            box->setValue(value);
        }
    }
    updateButtons();
}

void RoundTab::updateButtons()
{
    const int next = m_tournament.roundsPaired() + 1;
    const RuleCheck canPair = RoundPairing::canPairNextRound(m_tournament);
    const bool knockout = RoundPairing::isKnockoutRound(m_tournament, next);
    m_pair->setText(tr("Pair round %1").arg(next));
    m_pair->setEnabled(m_database && canPair.allowed);
    m_pair->setToolTip(!canPair.allowed ? canPair.reason
                       : knockout       ? tr("Pairs the bracket's next round: the winners meet, "
                                                   "as the bracket shows")
                                        : tr("Pairs every coach still in, exactly: no rematch, "
                                                   "nearest scores, the bye to the lowest-ranked coach "
                                                   "without one"));
    const int last = m_tournament.roundsPaired();
    bool lastHasResults = false;
    for (const TournamentGame &g : m_tournament.gamesOfRound(last))
        lastHasResults = lastHasResults || (g.played && !g.isBye());
    m_unpair->setText(tr("Take round %1 back").arg(last));
    m_unpair->setVisible(last > 0);
    m_unpair->setEnabled(m_database && last > 0 && !lastHasResults);
    m_unpair->setToolTip(
        lastHasResults
            ? tr("Round %1 already has results: it can no longer be paired again.").arg(last)
            : QString());

    const int table = chosenTable();
    const RuleCheck canSave =
        table == 0 ? RuleCheck::refused(tr("Choose a table in the list first."))
                   : TournamentChecks::canRecordResult(
                         m_tournament, shownRound(), table, m_homeTd->value(), m_awayTd->value(),
                         m_homeCas->value(), m_awayCas->value(), wentThroughId());
    m_wentThrough->setEnabled(RoundPairing::isKnockoutRound(m_tournament, shownRound()) &&
                              table != 0 && m_homeTd->isEnabled() &&
                              m_homeTd->value() == m_awayTd->value());
    m_save->setEnabled(m_database && canSave.allowed);
    m_save->setToolTip(canSave.reason);
    // Progression: the same result with what the players did, when core takes details here.
    const bool progression = m_tournament.rules.team.progression == RosterProgression::Progression;
    m_players->setVisible(progression);
    const TournamentGame *game = m_tournament.game(shownRound(), table);
    const RuleCheck canDetail =
        !canSave.allowed ? canSave
        : game           ? TournamentRosterFold::canTakeDetails(m_tournament, m_registered, *game)
                         : RuleCheck::refused(tr("Choose a table in the list first."));
    m_players->setEnabled(m_database && canDetail.allowed);
    m_players->setToolTip(canDetail.allowed ? tr("Enter the result with each player's star "
                                                 "player points and injuries")
                                            : canDetail.reason);
    m_info->setText(m_lastPairing);
}

void RoundTab::pairNext()
{
    if (!m_database)
        return;
    QString error;
    SwissPairingOutcome outcome;
    QDateTime now = QDateTime::currentDateTime();
    now.setTime(QTime(now.time().hour(), now.time().minute()));
    if (!TournamentStore(*m_database, *m_rules)
             .pairNextRound(m_tournament.id, now, &outcome, &error)) {
        MessageBox::critical(this, tr("Pair round %1").arg(m_tournament.roundsPaired() + 1), error);
        Q_EMIT changed();
        return;
    }
    m_lastPairing =
        RoundPairing::hasBracket(m_tournament)
            ? tr("Round %1 paired.").arg(outcome.round)
            : tr("Round %1 paired: %n rematch(es), pairing cost %2.", nullptr, outcome.rematches)
                  .arg(outcome.round)
                  .arg(outcome.cost);
    Q_EMIT changed();
}

void RoundTab::unpairLast()
{
    const int last = m_tournament.roundsPaired();
    if (!m_database || last == 0 ||
        !MessageBox::question(this, tr("Take round %1 back").arg(last),
                              tr("Take the pairings of round %1 back? The round can then be "
                                 "paired again.")
                                  .arg(last),
                              tr("Take back")))
        return;
    QString error;
    if (!TournamentStore(*m_database, *m_rules).unpairLastRound(m_tournament.id, &error))
        MessageBox::critical(this, tr("Take round %1 back").arg(last), error);
    m_lastPairing.clear();
    Q_EMIT changed();
}

void RoundTab::saveResult(const std::optional<MatchRecord> &details)
{
    const int table = chosenTable();
    if (!m_database || table == 0)
        return;
    TournamentResultEntry entry;
    entry.round = shownRound();
    entry.table = table;
    entry.homeTouchdowns = m_homeTd->value();
    entry.awayTouchdowns = m_awayTd->value();
    entry.homeCasualties = m_homeCas->value();
    entry.awayCasualties = m_awayCas->value();
    entry.wentThroughId = wentThroughId();
    entry.details = details;
    QString error;
    RandomDice dice;
    PostMatchResult sequence;
    if (!TournamentRosterStore(*m_database, *m_rules)
             .recordResult(m_tournament.id, entry, dice, &sequence, &error))
        MessageBox::critical(this, tr("Save result"), error);
    else if (!sequence.log.isEmpty())
        MessageBox::information(this, tr("Post-match sequence"), sequence.logText());
    Q_EMIT changed();
}

void RoundTab::enterPlayers()
{
    const int table = chosenTable();
    const TournamentGame *stored = m_tournament.game(shownRound(), table);
    if (!m_database || !stored)
        return;
    QString error;
    const std::optional<TournamentRosterState> before =
        TournamentRosterStore(*m_database, *m_rules)
            .before(m_tournament.id, stored->round, stored->table, &error);
    if (!before || !before->ok()) {
        MessageBox::critical(this, tr("Result with players"), before ? before->problem : error);
        return;
    }
    TournamentGame game = *stored;
    game.homeTouchdowns = m_homeTd->value();
    game.awayTouchdowns = m_awayTd->value();
    // Window-modal, not exec(): the window keeps running while the organiser types.
    auto *dialog = new GameDetailsDialog(
        m_rules, game, before->rosters.value(game.homeId), before->rosters.value(game.awayId),
        TournamentText::coach(m_tournament, game.homeId, *m_rules),
        TournamentText::coach(m_tournament, game.awayId, *m_rules), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { saveResult(dialog->details()); });
    dialog->open();
}

} // namespace dugout
