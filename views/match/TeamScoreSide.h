#pragma once

#include "FontScaler.h"
#include "core/league/MatchRecord.h"

#include <QColor>
#include <QWidget>

class QLabel;

namespace dugout {

class RerollPips;
class TurnMarkers;
struct TeamMatchState;

// One team's half of the scoreboard: its name, turn marker, re-rolls and the once-per-turn
// actions used. The active team's side is filled with its accent colour and marked ACTIVE, so
// nobody at the table can miss whose turn it is; the other side only carries a stripe.
class TeamScoreSide : public QWidget
{
    Q_OBJECT

public:
    explicit TeamScoreSide(Side side, QWidget *parent = nullptr);

    void setColor(const QString &color); // "#rrggbb" from the team; a default when invalid
    void setState(const TeamMatchState &team, bool active);
    void setScale(qreal scale);

    bool isActive() const { return m_active; }
    QString nameText() const;
    QString flagsText() const;
    QString rerollText() const;
    TurnMarkers *turnMarkers() const { return m_turn; }
    RerollPips *rerollPips() const { return m_pips; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QColor textColor() const;
    void applyColors();

    FontScaler m_fonts; // first: the labels below are sized by it
    Side m_side;
    QColor m_color;
    bool m_active = false;
    QLabel *m_name;
    QLabel *m_activeMark;
    TurnMarkers *m_turn;
    RerollPips *m_pips;
    QLabel *m_rerollNote;
    QLabel *m_flags;
    QList<QLabel *> m_labels; // "Turn" and "Re-rolls", coloured like the rest
};

} // namespace dugout
