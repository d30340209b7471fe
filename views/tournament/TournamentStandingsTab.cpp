#include "TournamentStandingsTab.h"

#include "core/storage/Database.h"
#include "core/storage/OutputPath.h"
#include "core/tournament/NafReport.h"
#include "core/tournament/TournamentStandings.h"
#include "models/TournamentText.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"

#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QSaveFile>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

TournamentStandingsTab::TournamentStandingsTab(std::shared_ptr<const Ruleset> rules,
                                               QWidget *parent)
    : QWidget(parent), m_rules(std::move(rules))
{
    m_table = new QTableWidget(0, 11, this);
    m_table->setObjectName(u"standingsTable"_s);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Coach"), tr("Pts"), tr("W"), tr("D"), tr("L"),
                                        tr("TD+"), tr("TD−"), tr("CAS+"), tr("CAS−"), tr("Opp.")});
    m_table->horizontalHeaderItem(10)->setToolTip(
        tr("Opponents' score: the points of every opponent met (strength of schedule)"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_naf = new QPushButton(tr("NAF report…"), this);
    m_naf->setObjectName(u"nafReportButton"_s);
    m_naf->setToolTip(tr("Write the XML file the NAF asks organisers to upload"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_naf);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    connect(m_naf, &QPushButton::clicked, this, &TournamentStandingsTab::exportNafReport);
}

void TournamentStandingsTab::setTournament(const Tournament &tournament)
{
    m_tournament = tournament;
    const QList<StandingLine> lines = TournamentStandings::compute(tournament);
    m_table->setRowCount(int(lines.size()));
    for (int row = 0; row < lines.size(); ++row) {
        const StandingLine &l = lines[row];
        const Entrant *e = tournament.entrant(l.entrantId);
        QString name = TournamentText::coach(tournament, l.entrantId, *m_rules);
        if (e && !e->active)
            name += tr(" — dropped out");
        const QList<QVariant> cells = {l.rank,          name,
                                       l.points,        l.wins,
                                       l.draws,         l.losses,
                                       l.touchdownsFor, l.touchdownsAgainst,
                                       l.casualtiesFor, l.casualtiesAgainst,
                                       l.opponentsScore};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells[column].toString());
            if (column != 1)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_naf->setEnabled(m_database && tournament.roundsPaired() > 0);
}

void TournamentStandingsTab::exportNafReport()
{
    if (!m_database)
        return;
    QString suggestion = m_tournament.name;
    suggestion.replace(u'/', u'-');
    const QString path = FileChooser::saveFile(this, tr("NAF report"),
                                               QDir::homePath() + u'/' + suggestion + u".xml"_s,
                                               tr("XML files (*.xml)"));
    if (path.isEmpty())
        return;
    if (const RuleCheck where = OutputPath::check(path, m_database->path()); !where) {
        MessageBox::critical(this, tr("NAF report"), where.reason);
        return;
    }
    QStringList leftOut;
    const QByteArray xml = NafReport::write(m_tournament, &leftOut);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(xml) != xml.size() || !file.commit()) {
        MessageBox::critical(
            this, tr("NAF report"),
            tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return;
    }
    QString text = tr("The NAF report was written to %1.").arg(QDir::toNativeSeparators(path));
    if (!leftOut.isEmpty())
        text += u"\n\n"_s + leftOut.join(u'\n');
    MessageBox::information(this, tr("NAF report"), text);
}

} // namespace dugout
