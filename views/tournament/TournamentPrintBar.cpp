#include "TournamentPrintBar.h"
#include "TournamentCsvFile.h"

#include "core/Money.h"
#include "core/storage/Database.h"
#include "core/storage/OutputPath.h"
#include "core/tournament/TournamentCsv.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

TournamentPrintBar::TournamentPrintBar(std::shared_ptr<const Ruleset> rules, QWidget *parent)
    : QWidget(parent), m_rules(std::move(rules))
{
    m_teamRules = new QLabel(this);
    m_teamRules->setObjectName(u"teamRulesLabel"_s);
    m_teamRules->setWordWrap(true);
    m_round = new QSpinBox(this);
    m_round->setObjectName(u"printRound"_s);
    m_round->setPrefix(tr("Round "));
    m_round->setToolTip(tr("The round whose pairings or result slips are printed"));
    m_pairings = new QPushButton(tr("Print pairings…"), this);
    m_pairings->setObjectName(u"printPairingsButton"_s);
    m_slips = new QPushButton(tr("Print result slips…"), this);
    m_slips->setObjectName(u"printSlipsButton"_s);
    m_standings = new QPushButton(tr("Print standings…"), this);
    m_standings->setObjectName(u"printStandingsButton"_s);
    m_pairingsCsv = new QPushButton(tr("Pairings CSV…"), this);
    m_pairingsCsv->setObjectName(u"exportPairingsCsvButton"_s);
    m_pairingsCsv->setToolTip(tr("Save the round's pairings as comma-separated values"));
    m_standingsCsv = new QPushButton(tr("Standings CSV…"), this);
    m_standingsCsv->setObjectName(u"exportStandingsCsvButton"_s);
    m_standingsCsv->setToolTip(tr("Save the standings as comma-separated values"));
    // The rosters' rules on their own line above the buttons: beside them, the label squeezed
    // to a word a line and the row of six French buttons made the window wider than 1366.
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_teamRules);
    auto *layout = new QHBoxLayout;
    column->addLayout(layout);
    layout->addWidget(m_round);
    layout->addWidget(m_pairings);
    layout->addWidget(m_slips);
    layout->addWidget(m_standings);
    layout->addWidget(m_pairingsCsv);
    layout->addWidget(m_standingsCsv);
    layout->addStretch(1);
    using Sheet = TournamentSheetRenderer::Sheet;
    connect(m_pairings, &QPushButton::clicked, this, [this] { print(Sheet::Pairings); });
    connect(m_slips, &QPushButton::clicked, this, [this] { print(Sheet::Slips); });
    connect(m_standings, &QPushButton::clicked, this, [this] { print(Sheet::Standings); });
    connect(m_pairingsCsv, &QPushButton::clicked, this, [this] { exportCsv(true); });
    connect(m_standingsCsv, &QPushButton::clicked, this, [this] { exportCsv(false); });
}

QString TournamentPrintBar::teamRulesText(const TournamentTeamRules &rules)
{
    auto counted = [](bool inValue) { return inValue ? tr("in team value") : tr("free"); };
    QString text = tr("Rosters: budget %1").arg(formatGold(rules.budget));
    if (rules.normalSkills > 0 || rules.doubleSkills > 0)
        text += u"; "_s + tr("extra skills: %1 normal (%2), %3 double (%4)")
                              .arg(rules.normalSkills)
                              .arg(counted(rules.normalSkillsInTeamValue))
                              .arg(rules.doubleSkills)
                              .arg(counted(rules.doubleSkillsInTeamValue));
    if (rules.progression == RosterProgression::Progression)
        text += u"; "_s + tr("progression between rounds");
    return text;
}

void TournamentPrintBar::setTournament(const Tournament &tournament)
{
    m_tournament = tournament;
    m_teamRules->setText(teamRulesText(tournament.rules.team));
    const int rounds = tournament.roundsPaired();
    m_round->setRange(rounds > 0 ? 1 : 0, rounds);
    m_round->setValue(rounds);
    m_round->setEnabled(rounds > 0);
    // Core's reason for a sheet that cannot be printed yet, in the tooltip.
    using Sheet = TournamentSheetRenderer::Sheet;
    const TournamentSheetRenderer renderer(m_tournament, *m_rules);
    for (auto [button, sheet] : {std::pair{m_pairings, Sheet::Pairings}, {m_slips, Sheet::Slips}}) {
        const QString why = renderer.refusal(sheet, rounds);
        button->setEnabled(why.isEmpty());
        button->setToolTip(why);
    }
    m_pairingsCsv->setEnabled(rounds > 0);
}

void TournamentPrintBar::print(TournamentSheetRenderer::Sheet sheet)
{
    using Sheet = TournamentSheetRenderer::Sheet;
    const QString title = sheet == Sheet::Pairings ? tr("Print pairings")
                          : sheet == Sheet::Slips  ? tr("Print result slips")
                                                   : tr("Print standings");
    const QString what = sheet == Sheet::Pairings ? tr("pairings")
                         : sheet == Sheet::Slips  ? tr("slips")
                                                  : tr("standings");
    QString suggestion = u"%1 %2"_s.arg(m_tournament.name, what);
    if (sheet != Sheet::Standings)
        suggestion += u" %1"_s.arg(m_round->value());
    suggestion.replace(u'/', u'-');
    const QString path = FileChooser::saveFile(
        this, title, QDir::homePath() + u'/' + suggestion + u".pdf"_s, tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (m_database) {
        if (const RuleCheck where = OutputPath::check(path, m_database->path()); !where) {
            MessageBox::critical(this, title, where.reason);
            return;
        }
    }
    QString error;
    if (!TournamentSheetRenderer(m_tournament, *m_rules)
             .exportPdf(path, sheet, m_round->value(), &error))
        MessageBox::critical(this, title, error);
}

void TournamentPrintBar::exportCsv(bool pairings)
{
    TournamentCsvFile::save(
        this, pairings ? tr("Export pairings") : tr("Export standings"),
        pairings ? u"%1 %2 %3"_s.arg(m_tournament.name, tr("pairings")).arg(m_round->value())
                 : u"%1 %2"_s.arg(m_tournament.name, tr("standings")),
        pairings ? TournamentCsv::pairings(m_tournament, m_round->value())
                 : TournamentCsv::standings(m_tournament),
        m_database);
}

} // namespace dugout
