#include "LedgerPanel.h"

#include "core/team/Team.h"
#include "models/LedgerModel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

LedgerPanel::LedgerPanel(QWidget *parent)
    : QWidget(parent), m_model(new LedgerModel(this)), m_table(new QTableView(this)), m_note(new QLabel(this))
{
    setObjectName(u"ledgerPanel"_s);
    m_table->setObjectName(u"ledgerTable"_s);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    QHeaderView *columns = m_table->horizontalHeader();
    columns->setSectionResizeMode(LedgerModel::DetailColumn, QHeaderView::Stretch);
    columns->resizeSection(LedgerModel::TimeColumn, m_table->fontMetrics().horizontalAdvance(u"22/11/2026 20:30"_s) + 24);
    columns->resizeSection(LedgerModel::KindColumn, m_table->fontMetrics().horizontalAdvance(u"Team re-roll bought"_s) + 24);
    m_note->setWordWrap(true);
    m_note->setText(tr("The treasury opens when the team is confirmed: until then every purchase comes out of "
                       "the budget, and nothing is final."));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_note);
    layout->addWidget(m_table, 1);
}

void LedgerPanel::setTeam(const Team *team)
{
    m_model->setLedger(team ? team->ledger : QList<LedgerEntry>{});
    m_note->setVisible(team && team->phase == Team::Phase::Creation);
}

} // namespace dugout
