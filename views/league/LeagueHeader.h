#pragma once

#include <QWidget>

class QLabel;

namespace dugout {

struct League;
struct Season;

// The band across the top of a league: its name, the commissioner and how far the season has
// gone, and the options a coach asks about first, summed up in one line.
class LeagueHeader : public QWidget
{
    Q_OBJECT

public:
    explicit LeagueHeader(QWidget *parent = nullptr);

    // `season` may be nullptr; `played` and `fixtures` count the season's fixtures.
    void setLeague(const League &league, const Season *season, int played, int fixtures);

    QString title() const;
    QString optionsSummary() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QLabel *m_name;
    QLabel *m_details;
    QLabel *m_options;
};

} // namespace dugout
