#include "TieBreakerEditor.h"

#include "core/league/Standings.h"

#include <QHBoxLayout>
#include <QListWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int TieBreakerRole = Qt::UserRole;

const QList<TieBreaker> AllTieBreakers = {
    TieBreaker::Points,
    TieBreaker::HeadToHead,
    TieBreaker::TouchdownDifference,
    TieBreaker::CasualtyDifference,
    TieBreaker::TouchdownsFor,
    TieBreaker::CasualtiesFor,
    TieBreaker::Wins,
    TieBreaker::FewestMatches,
};

} // namespace

TieBreakerEditor::TieBreakerEditor(QWidget *parent)
    : QWidget(parent), m_list(new QListWidget(this)), m_up(new QToolButton(this)),
      m_down(new QToolButton(this))
{
    m_list->setObjectName(u"tieBreakers"_s);
    m_list->setUniformItemSizes(true);
    m_up->setObjectName(u"tieBreakerUp"_s);
    m_down->setObjectName(u"tieBreakerDown"_s);
    m_up->setIcon(style()->standardIcon(QStyle::SP_ArrowUp));
    m_down->setIcon(style()->standardIcon(QStyle::SP_ArrowDown));
    m_up->setToolTip(tr("Apply the selected tie-breaker earlier"));
    m_down->setToolTip(tr("Apply the selected tie-breaker later"));
    connect(m_up, &QToolButton::clicked, this, [this] { moveSelected(-1); });
    connect(m_down, &QToolButton::clicked, this, [this] { moveSelected(1); });
    connect(m_list, &QListWidget::currentRowChanged, this, &TieBreakerEditor::updateButtons);
    connect(m_list, &QListWidget::itemChanged, this, &TieBreakerEditor::changed);

    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_up);
    buttons->addWidget(m_down);
    buttons->addStretch();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1, Qt::AlignTop);
    layout->addLayout(buttons);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    setTieBreakers(LeagueOptions().tieBreakers);
}

void TieBreakerEditor::setTieBreakers(const QList<TieBreaker> &tieBreakers)
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    QList<TieBreaker> order = tieBreakers;
    for (TieBreaker tieBreaker : AllTieBreakers) {
        if (!order.contains(tieBreaker))
            order << tieBreaker;
    }
    for (TieBreaker tieBreaker : std::as_const(order)) {
        auto *item = new QListWidgetItem(Standings::tieBreakerName(tieBreaker), m_list);
        item->setData(TieBreakerRole, static_cast<int>(tieBreaker));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(tieBreakers.contains(tieBreaker) ? Qt::Checked : Qt::Unchecked);
        if (tieBreaker == TieBreaker::HeadToHead)
            item->setToolTip(tr("Points in the matches between the tied teams only"));
        else if (tieBreaker == TieBreaker::FewestMatches)
            item->setToolTip(tr("The team that played fewer matches ranks higher"));
    }
    m_list->setCurrentRow(0);
    // Every tie-breaker shows at once, without a scroll bar or an empty tail.
    m_list->setFixedHeight(m_list->sizeHintForRow(0) * m_list->count() + 2 * m_list->frameWidth() +
                           2);
    updateButtons();
    Q_EMIT changed();
}

QList<TieBreaker> TieBreakerEditor::tieBreakers() const
{
    QList<TieBreaker> result;
    for (int row = 0; row < m_list->count(); ++row) {
        const QListWidgetItem *item = m_list->item(row);
        if (item->checkState() == Qt::Checked)
            result << static_cast<TieBreaker>(item->data(TieBreakerRole).toInt());
    }
    return result;
}

void TieBreakerEditor::moveSelected(int offset)
{
    const int row = m_list->currentRow();
    const int target = row + offset;
    if (row < 0 || target < 0 || target >= m_list->count())
        return;
    {
        const QSignalBlocker blocker(m_list);
        QListWidgetItem *item = m_list->takeItem(row);
        m_list->insertItem(target, item);
        m_list->setCurrentRow(target);
    }
    updateButtons();
    Q_EMIT changed();
}

void TieBreakerEditor::updateButtons()
{
    const int row = m_list->currentRow();
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row < m_list->count() - 1);
}

} // namespace dugout
