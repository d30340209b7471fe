#pragma once

#include "core/bloodyball/BloodyGame.h"

#include <QWidget>

namespace dugout {

// The Bloody Ball pitch, 10 squares by 8 (seed l.59): players as round tokens in their team's
// colour (a star for the Champion, flat on the ground, crossed out when KO), the ball, the
// touchdown zones, and the squares a coach may click now highlighted. It decides nothing: the
// page tells it what to draw and hears which square was clicked.
class BoardWidget : public QWidget
{
    Q_OBJECT

public:
    explicit BoardWidget(QWidget *parent = nullptr);

    void setGame(const bloodyball::Game *game);
    // Squares a click would act on (legal targets, placement squares, deviation squares).
    void setHighlights(const QList<bloodyball::Square> &squares);
    void setSelected(bloodyball::Square square);
    // While a team sets up: where its players would stand (player order), drawn in place of
    // the game's players of that team.
    void setProposedLineup(int team, const QList<bloodyball::Square> &squares);

    // The square under `point`, invalid outside the pitch; and the centre of a square, for tests
    // that click the way a person does.
    bloodyball::Square squareAt(QPoint point) const;
    QPoint centreOf(bloodyball::Square square) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

Q_SIGNALS:
    void squareClicked(dugout::bloodyball::Square square);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QRectF pitchRect() const;
    qreal cell() const;
    QRectF squareRect(bloodyball::Square s) const;
    void paintToken(QPainter &painter, bloodyball::Square s, int team, int player,
                    bloodyball::PlayerState state) const;

    const bloodyball::Game *m_game = nullptr;
    QList<bloodyball::Square> m_highlights;
    bloodyball::Square m_selected;
    int m_proposedTeam = -1;
    QList<bloodyball::Square> m_proposed;
};

} // namespace dugout
