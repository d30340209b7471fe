#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace dugout {

class Ruleset;
struct Player;

// The record of the player selected in the roster: characteristics now and at the start,
// skills (from the position, gained on a normal roll, gained on a double), SPP and level,
// advancement rolls waiting, injuries, value and career figures.
class PlayerRecordPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PlayerRecordPanel(QAction *advance, QWidget *parent = nullptr);

    // nullptr shows a hint to pick a player.
    void setPlayer(const Player *player, const Ruleset &rules);
    QString text() const; // the record as plain text, for tests

private:
    QLabel *m_title;
    QLabel *m_identity; // position, value, characteristics
    QLabel *m_skills;
    QLabel *m_spp; // SPP, level, career figures
    QLabel *m_injuries;
    QToolButton *m_advance;
};

} // namespace dugout
