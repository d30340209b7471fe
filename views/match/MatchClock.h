#pragma once

#include "FontScaler.h"

#include <QDateTime>
#include <QWidget>

class QToolButton;
class QLabel;
class QTimer;

namespace dugout {

// The optional match clock: how long the match has been going since its first confirmed event
// (kept in the events, so it survives a restart).
class MatchClock : public QWidget
{
    Q_OBJECT

public:
    explicit MatchClock(QWidget *parent = nullptr);

    bool isEnabledByCoach() const;
    void setEnabledByCoach(bool enabled);
    // When the match started (invalid: not started) and, once over, when it ended.
    void setTimes(const QDateTime &start, const QDateTime &end = QDateTime());
    QString text() const;
    void setScale(qreal scale) { m_fonts.setScale(scale); }

Q_SIGNALS:
    void enabledByCoachChanged(bool enabled);

private:
    void refresh();

    FontScaler m_fonts;
    QToolButton *m_check;
    QLabel *m_caption; // says the time is the match's, not the turn's
    QLabel *m_time;
    QTimer *m_ticker;
    QDateTime m_start;
    QDateTime m_end;
};

} // namespace dugout
