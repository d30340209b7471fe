#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace dugout {

class Ruleset;
struct Team;

// The band across the top of a team: name, roster and coach on the team's colour, and on the
// right what a coach checks before every purchase: team value, gold (budget left while the
// team is built, the treasury after), and how many players.
class TeamHeader : public QWidget
{
    Q_OBJECT

public:
    explicit TeamHeader(QWidget *parent = nullptr);

    void setTeam(const Team &team, const Ruleset &rules);

    QString title() const;
    QString summary() const; // the right-hand figures, as plain text

Q_SIGNALS:
    // The coach clicked "Advancement rolls waiting": roll for the first player waiting.
    void advancementsRequested();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QColor m_color;
    QLabel *m_name;
    QLabel *m_details;
    QLabel *m_figures;
    QLabel *m_phase;
    QToolButton *m_waiting; // "Advancement rolls waiting", a link to the first roll
};

} // namespace dugout
