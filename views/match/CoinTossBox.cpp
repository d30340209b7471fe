#include "CoinTossBox.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QRandomGenerator>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace dugout {

CoinTossBox::CoinTossBox(const QString &homeName, const QString &awayName, QWidget *parent)
    : QWidget(parent), m_combo(new QComboBox(this)), m_toss(new QToolButton(this))
{
    m_combo->setObjectName(u"kickingCombo"_s);
    //: Who kicks off; %1 is a team name.
    m_combo->addItem(tr("%1 kicks off").arg(homeName), static_cast<int>(Side::Home));
    m_combo->addItem(tr("%1 kicks off").arg(awayName), static_cast<int>(Side::Away));
    m_toss->setObjectName(u"tossButton"_s);
    m_toss->setText(tr("Toss a coin"));
    m_toss->setToolTip(tr("Let Dugout toss the coin; the winner is assumed to receive"));
    connect(m_combo, &QComboBox::currentIndexChanged, this, &CoinTossBox::changed);
    connect(m_toss, &QToolButton::clicked, this,
            [this] { m_combo->setCurrentIndex(int(QRandomGenerator::global()->bounded(2))); });
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_combo, 1);
    layout->addWidget(m_toss);
}

Side CoinTossBox::kicking() const
{
    return static_cast<Side>(m_combo->currentData().toInt());
}

void CoinTossBox::setKicking(Side side)
{
    m_combo->setCurrentIndex(side == Side::Home ? 0 : 1);
}

} // namespace dugout
