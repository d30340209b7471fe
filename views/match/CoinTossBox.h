#pragma once

#include "core/league/MatchRecord.h"

#include <QWidget>

class QComboBox;
class QToolButton;

namespace dugout {

// Who kicks off: the coin toss winner's choice, entered as the kicking team, or tossed here.
class CoinTossBox : public QWidget
{
    Q_OBJECT

public:
    explicit CoinTossBox(const QString &homeName, const QString &awayName,
                         QWidget *parent = nullptr);

    Side kicking() const;
    void setKicking(Side side);
    QComboBox *comboBox() const { return m_combo; }

Q_SIGNALS:
    void changed();

private:
    QComboBox *m_combo;
    QToolButton *m_toss;
};

} // namespace dugout
