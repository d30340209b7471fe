#include "LedgerPanel.h"

#include "core/team/Team.h"
#include "models/LedgerModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

LedgerPanel::LedgerPanel(QWidget *parent)
    : QWidget(parent), m_model(new LedgerModel(this)), m_table(new QTableView(this)),
      m_note(new QLabel(this)), m_report(new QPushButton(tr("Match report…"), this))
{
    setObjectName(u"ledgerPanel"_s);
    m_table->setObjectName(u"ledgerTable"_s);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    QHeaderView *columns = m_table->horizontalHeader();
    columns->setSectionResizeMode(LedgerModel::DetailColumn, QHeaderView::Stretch);
    columns->resizeSection(LedgerModel::TimeColumn,
                           m_table->fontMetrics().horizontalAdvance(u"22/11/2026 20:30"_s) + 24);
    columns->resizeSection(LedgerModel::KindColumn,
                           m_table->fontMetrics().horizontalAdvance(u"Team re-roll bought"_s) + 24);
    m_note->setWordWrap(true);
    m_note->setText(
        tr("The treasury opens when the team is confirmed: until then every purchase comes out of "
           "the budget, and nothing is final."));
    m_report->setObjectName(u"ledgerReportButton"_s);
    m_report->setEnabled(false);
    m_report->setToolTip(tr("Select an entry of a match to open its report."));
    const auto selectedMatch = [this] {
        return m_table->currentIndex().isValid() ? m_model->matchId(m_table->currentIndex().row())
                                                 : 0;
    };
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (const qint64 matchId = m_model->matchId(index.row()))
            Q_EMIT matchReportRequested(matchId);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this, selectedMatch] { m_report->setEnabled(selectedMatch() != 0); });
    connect(m_model, &QAbstractItemModel::modelReset, this,
            [this] { m_report->setEnabled(false); });
    connect(m_report, &QPushButton::clicked, this, [this, selectedMatch] {
        if (const qint64 matchId = selectedMatch())
            Q_EMIT matchReportRequested(matchId);
    });
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_report);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_note);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
}

void LedgerPanel::setTeam(const Team *team, const QHash<qint64, QString> &opponents)
{
    m_model->setLedger(team ? team->ledger : QList<LedgerEntry>{}, opponents);
    m_note->setVisible(team && team->phase == Team::Phase::Creation);
}

} // namespace dugout
