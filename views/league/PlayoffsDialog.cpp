#include "PlayoffsDialog.h"

#include "CommissionerOnly.h"
#include "LeagueSession.h"
#include "core/dice/EnteredDice.h"
#include "core/dice/RandomDice.h"
#include "core/league/PlayoffCandidates.h"
#include "core/league/PlayoffRules.h"
#include "core/league/PlayoffTable.h"
#include "core/league/ScheduleRules.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/Transaction.h"
#include "views/league/result/DiceInput.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString DrawPurpose = u"playoffs.semi_final_draw"_s;
const QString TiePurpose = u"playoffs.tie"_s;

QLabel *reasonLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setStyleSheet(u"color: palette(mid);"_s);
    return label;
}

} // namespace

PlayoffsDialog::PlayoffsDialog(LeagueSession *session, QWidget *parent)
    : QDialog(parent), m_session(session), m_criterion(new QComboBox(this)),
      m_major(new QComboBox(this)), m_table(new QTreeWidget(this)), m_cut(new QLabel(this)),
      m_dice(new DiceInput({3}, this)), m_draw(new QPushButton(tr("&Draw the semi-finals"), this)),
      m_drawReason(reasonLabel(u"drawSemiFinalsReason"_s, this)), m_stage(new QLabel(this)),
      m_final(new QPushButton(tr("Create the &final"), this)),
      m_finalReason(reasonLabel(u"createFinalReason"_s, this))
{
    setObjectName(u"playoffsDialog"_s);
    setWindowTitle(tr("End-of-season playoffs"));
    m_criterion->setObjectName(u"playoffCriterion"_s);
    m_major->setObjectName(u"playoffMajor"_s);
    m_table->setObjectName(u"playoffCandidates"_s);
    m_cut->setObjectName(u"playoffCut"_s);
    m_dice->setObjectName(u"playoffDrawDice"_s);
    m_draw->setObjectName(u"drawSemiFinalsButton"_s);
    m_stage->setObjectName(u"playoffStage"_s);
    m_final->setObjectName(u"createFinalButton"_s);
    m_cut->setWordWrap(true);
    m_stage->setWordWrap(true);

    const PlayoffCriterion preferred = PlayoffCandidates::leagueDefault(session->league().options);
    for (PlayoffCriterion each :
         {PlayoffCriterion::HighestTeamValue, PlayoffCriterion::WinRate,
          PlayoffCriterion::TeamValueTimesWinRate, PlayoffCriterion::Points310,
          PlayoffCriterion::Points531, PlayoffCriterion::PlayoffRounds}) {
        QString name = PlayoffSelection::criterionName(each);
        if (each == preferred)
            //: The criterion matching the league's own points, chosen when the dialog opens.
            name = tr("%1 (the league's points)").arg(name);
        m_criterion->addItem(name, int(each));
    }
    m_criterion->setCurrentIndex(m_criterion->findData(int(preferred)));
    m_major->addItem(tr("None: the league's own tournament"), int(Major::None));
    for (Major major : Majors::all())
        m_major->addItem(Majors::name(major), int(major));
    m_major->setToolTip(tr("The major whose edition these semi-finals are: its final's winner "
                           "holds the trophy"));
    m_dice->setToolTip(tr("The D3 that names the first team's opponent (l.4013–4014); left at "
                          "\"–\" it is rolled when you draw"));

    m_table->setColumnCount(4);
    m_table->setHeaderLabels({tr("Rank"), tr("Team"), tr("Value"), tr("Result")});
    m_table->setRootIsDecorated(false);
    m_table->setAllColumnsShowFocus(true);
    m_table->header()->setStretchLastSection(true);
    m_table->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);

    auto *form = new QFormLayout;
    form->addRow(tr("&Criterion:"), m_criterion);
    form->addRow(tr("&Major:"), m_major);
    auto *drawRow = new QHBoxLayout;
    auto *diceLabel = new QLabel(tr("D3 for the pairing:"), this);
    drawRow->addWidget(diceLabel);
    drawRow->addWidget(m_dice);
    drawRow->addStretch();
    drawRow->addWidget(m_draw);
    auto *finalRow = new QHBoxLayout;
    finalRow->addWidget(m_stage, 1);
    finalRow->addWidget(m_final);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_cut);
    layout->addLayout(drawRow);
    layout->addWidget(m_drawReason);
    layout->addLayout(finalRow);
    layout->addWidget(m_finalReason);
    layout->addWidget(buttons);

    connect(m_criterion, &QComboBox::currentIndexChanged, this, [this] {
        m_lastDraw.reset();
        refresh();
    });
    connect(m_draw, &QPushButton::clicked, this, &PlayoffsDialog::drawSemiFinals);
    connect(m_final, &QPushButton::clicked, this, &PlayoffsDialog::createFinal);
    connect(m_session, &LeagueSession::changed, this, &PlayoffsDialog::refresh);
    resize(640, 520);
    refresh();
}

PlayoffCriterion PlayoffsDialog::criterion() const
{
    return PlayoffCriterion(m_criterion->currentData().toInt());
}

QList<PlayoffCandidate> PlayoffsDialog::candidates() const
{
    QList<TeamTotals> teams;
    for (qint64 id : m_session->seasonTeamIds()) {
        if (m_session->teams().contains(id))
            teams << m_session->teams().value(id);
    }
    return PlayoffCandidates::of(teams, m_session->summaries(), m_session->league().options,
                                 m_session->rules());
}

void PlayoffsDialog::refresh()
{
    fillTable();
    showStage();
    // The draw: core's refusals first (semi-finals already drawn, fewer than four teams), then
    // who may run the league.
    RuleCheck canDraw = m_session->season()
                            ? PlayoffRules::canDrawSemiFinals(m_session->fixtures())
                            : RuleCheck::refused(tr("This league has no season yet."));
    if (canDraw)
        canDraw = PlayoffSelection::canDraw(candidates(), criterion());
    m_draw->setEnabled(bool(canDraw));
    m_draw->setToolTip(canDraw ? tr("Store the two semi-finals in the season's schedule")
                               : canDraw.reason);
    m_drawReason->setText(canDraw ? QString() : canDraw.reason);
    m_drawReason->setVisible(!canDraw);
    Fixture final;
    const RuleCheck canFinal =
        m_session->season()
            ? PlayoffRules::finalFrom(m_session->fixtures(), m_session->summaries(), &final)
            : RuleCheck::refused(tr("This league has no season yet."));
    m_final->setEnabled(bool(canFinal));
    m_final->setToolTip(canFinal ? tr("%1 v %2: the winners of the semi-finals")
                                       .arg(m_session->teamName(final.homeTeamId),
                                            m_session->teamName(final.awayTeamId))
                                 : canFinal.reason);
    m_finalReason->setText(canFinal ? QString() : canFinal.reason);
    m_finalReason->setVisible(!canFinal);
    commissionerOnly(m_session->mayRunLeague(), {m_draw, m_final});
}

void PlayoffsDialog::fillTable()
{
    m_table->clear();
    QStringList levelAtCut;
    for (const PlayoffTableRow &row : PlayoffTable::of(candidates(), criterion(), m_lastDraw)) {
        if (row.place == PlayoffPlace::LevelAtCut)
            levelAtCut << m_session->teamName(row.teamId);
        auto *item = new QTreeWidgetItem(
            m_table,
            {row.shared ? tr("%1=").arg(row.rank) : QString::number(row.rank),
             m_session->teamName(row.teamId), row.value, PlayoffTable::placeText(row.place)});
        item->setData(1, Qt::UserRole, row.teamId);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        if (row.in()) {
            QFont bold = item->font(1);
            bold.setBold(true);
            item->setFont(1, bold);
        }
    }
    if (m_lastDraw && !m_lastRolls.isEmpty())
        m_cut->setText(m_lastRolls);
    else if (!levelAtCut.isEmpty())
        m_cut->setText(tr("%1 are level at the cut: the rulebook leaves the tie to the "
                          "commissioner (l.3933–3935); Dugout draws the places left by lot "
                          "among them when you draw.")
                           .arg(levelAtCut.join(u", "_s)));
    else
        m_cut->setText(tr("The four teams are split between the two semi-finals by lot "
                          "(l.4013–4014): the D3 names the first team's opponent."));
}

void PlayoffsDialog::showStage()
{
    QStringList lines;
    int semi = 0;
    for (const Fixture &fixture : m_session->fixtures()) {
        if (!PlayoffRules::isKnockout(fixture.stage))
            continue;
        QString line = fixture.stage == FixtureStage::SemiFinal
                           ? tr("Semi-final %1: %2 v %3")
                                 .arg(++semi)
                                 .arg(m_session->teamName(fixture.homeTeamId),
                                      m_session->teamName(fixture.awayTeamId))
                           : tr("Final: %1 v %2")
                                 .arg(m_session->teamName(fixture.homeTeamId),
                                      m_session->teamName(fixture.awayTeamId));
        if (fixture.major != Major::None)
            line += tr(" (%1)").arg(Majors::name(fixture.major));
        for (const MatchSummary &match : m_session->summaries()) {
            if (match.matchId == fixture.matchId && fixture.isPlayed())
                line += tr(" — played, %1–%2").arg(match.homeScore).arg(match.awayScore);
        }
        lines << line;
    }
    m_stage->setText(lines.isEmpty() ? tr("No semi-final drawn in this season yet.")
                                     : lines.join(u'\n'));
}

bool PlayoffsDialog::drawSemiFinals()
{
    if (!m_draw->isEnabled() || !m_session->season())
        return false;
    const Season season = *m_session->season();
    const Major major = Major(m_major->currentData().toInt());
    QString error;
    bool stored = false;
    RandomDice random;
    QHash<QString, QList<int>> typed;
    if (!m_dice->entered().isEmpty())
        typed.insert(DrawPurpose, m_dice->entered());
    EnteredDice dice(typed, random);
    std::optional<PlayoffDraw> draw;
    {
        // Checked again inside the transaction: nobody stores the semi-finals twice.
        Transaction transaction(m_session->database()->connection(), &error);
        if (transaction.isOpen()) {
            const QList<Fixture> fixtures = m_session->store()->fixtures(season.id, &error);
            const RuleCheck check = error.isEmpty() ? PlayoffRules::canDrawSemiFinals(fixtures)
                                                    : RuleCheck::refused(error);
            if (!check) {
                error = check.reason;
            } else if ((draw = PlayoffSelection::draw(candidates(), criterion(), dice, &error))) {
                bool ok = true;
                for (Fixture fixture : PlayoffTable::semiFinals(
                         *draw, season.id, ScheduleRules::nextRound(fixtures), major))
                    ok = ok && m_session->store()->addFixture(fixture, &error);
                stored = ok && transaction.commit();
            }
        }
    }
    if (!stored) {
        m_drawReason->setText(error);
        m_drawReason->setVisible(true);
        return false;
    }
    m_lastDraw = draw;
    QStringList rolls;
    const QList<int> ties = dice.used().value(TiePurpose);
    if (!ties.isEmpty()) {
        QStringList values;
        for (int value : ties)
            values << QString::number(value);
        rolls << tr("Rolls for the places at the cut: %1.").arg(values.join(u", "_s));
    }
    const QList<int> pairing = dice.used().value(DrawPurpose);
    if (!pairing.isEmpty())
        rolls << tr("D3 for the pairing: %1 (%2).")
                     .arg(pairing.constFirst())
                     .arg(typed.contains(DrawPurpose) ? tr("typed") : tr("rolled"));
    m_lastRolls = rolls.join(u' ');
    m_dice->clear();
    m_session->reload(); // refreshes this dialog through changed()
    return true;
}

bool PlayoffsDialog::createFinal()
{
    if (!m_final->isEnabled())
        return false;
    QString error;
    bool stored = false;
    {
        Transaction transaction(m_session->database()->connection(), &error);
        if (transaction.isOpen() && m_session->season()) {
            const qint64 seasonId = m_session->season()->id;
            const QList<Fixture> fixtures = m_session->store()->fixtures(seasonId, &error);
            const QList<MatchSummary> matches =
                error.isEmpty()
                    ? m_session->store()->summaries(m_session->league().id, seasonId, &error)
                    : QList<MatchSummary>();
            Fixture final;
            const RuleCheck check = error.isEmpty()
                                        ? PlayoffRules::finalFrom(fixtures, matches, &final)
                                        : RuleCheck::refused(error);
            if (!check)
                error = check.reason;
            else
                stored = m_session->store()->addFixture(final, &error) && transaction.commit();
        }
    }
    if (!stored) {
        m_finalReason->setText(error);
        m_finalReason->setVisible(true);
        return false;
    }
    m_session->reload();
    return true;
}

} // namespace dugout
