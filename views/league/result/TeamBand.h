#pragma once

#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace dugout {

class Ruleset;
struct Team;

// A team's name on its accent colour, as the scoreboard and the team view show it, with room
// on the right for a widget of the owner's (the score).
class TeamBand : public QWidget
{
    Q_OBJECT

public:
    explicit TeamBand(QWidget *parent = nullptr);

    // Roster and coach under the name, then (unless `figures` is false) team value and treasury.
    void setTeam(const Team &team, const Ruleset &rules, bool figures = true);
    // `widget` goes to the right end of the band; its text takes the band's text colour.
    void addTrailingWidget(QWidget *widget);
    QString name() const;
    QColor textColor() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QColor m_color;
    QLabel *m_name;
    QLabel *m_details;
    QHBoxLayout *m_layout;
};

} // namespace dugout
