#pragma once

#include "EventDialog.h"

namespace dugout {

class CoinTossBox;

// Both coaches agreed on sudden-death overtime: a coin toss decides who kicks off.
class OvertimeDialog : public EventDialog
{
    Q_OBJECT

public:
    OvertimeDialog(const EventProbe &probe, const QString &homeName, const QString &awayName,
                   QWidget *parent = nullptr);

    MatchEvent event() const override;
    CoinTossBox *coinToss() const { return m_toss; }

private:
    CoinTossBox *m_toss;
};

} // namespace dugout
