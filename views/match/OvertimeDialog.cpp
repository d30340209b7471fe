#include "OvertimeDialog.h"

#include "CoinTossBox.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

OvertimeDialog::OvertimeDialog(const EventProbe &probe, const QString &homeName,
                               const QString &awayName, QWidget *parent)
    : EventDialog(probe, tr("Overtime"), parent), m_toss(new CoinTossBox(homeName, awayName, this))
{
    setObjectName(u"overtimeDialog"_s);
    auto *intro = new QLabel(
        tr("Sudden death: eight more turns each, the first touchdown wins. Re-rolls left carry "
           "over; no new ones. Toss a coin for the kick-off:"),
        this);
    intro->setWordWrap(true);
    content()->addWidget(intro);
    content()->addWidget(m_toss);
    connect(m_toss, &CoinTossBox::changed, this, &OvertimeDialog::refresh);
    refresh();
}

MatchEvent OvertimeDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::Overtime;
    e.flag = true;
    e.side = m_toss->kicking();
    return e;
}

} // namespace dugout
