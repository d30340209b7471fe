#pragma once

#include "core/forge/ForgeTerrain.h"

#include <QWidget>

#include <functional>

namespace dugout {

// La Forge de Sigmar's pitch as a grid of 26 × 15 squares, drawn to be read beside the real
// board: the end zones, the line of scrimmage and the wide zones, the volcano, the crevasse,
// lava and crest tokens, genestealers, the crevasse ends the start of the turn rolls for (a
// yellow ring), the squares where a player stops the lava (a cross) and the path of a move or a
// pass being declared (a green line, each square's cost). Row letters and column
// numbers run along the edges so a square read here is found on the board. A click on a square
// says which one; the widget decides nothing.
class ForgePitchView : public QWidget
{
    Q_OBJECT

public:
    explicit ForgePitchView(QWidget *parent = nullptr);

    void setTerrain(const ForgeTerrain &terrain);
    void setBlocked(const QList<PitchSquare> &blocked);
    // The squares of a move or a pass being declared, joined by a line, each with its label
    // (a step's cost from core, "P" where the ball is thrown from); empty: none.
    void setPath(const QList<PitchSquare> &path, const QStringList &labels);
    const QList<PitchSquare> &path() const { return m_path; }
    const ForgeTerrain &terrain() const { return m_terrain; }

    // Where `square` is drawn, in widget coordinates.
    QRect squareRect(const PitchSquare &square) const;
    std::optional<PitchSquare> squareAt(const QPoint &pos) const;
    // The tooltip of a square (what it costs to step in, the modifier to throws from it): the
    // panel asks core (ForgeMoves).
    void setSquareInfo(std::function<QString(const PitchSquare &)> info);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The width the grid fills when it is `height` tall: wider only leaves blank ice around it.
    static int widthForHeight(int height);

Q_SIGNALS:
    void squareClicked(dugout::PitchSquare square);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    // The side of a square and the top-left corner of square A1 for the widget's size.
    int cell() const;
    QPoint origin() const;

    ForgeTerrain m_terrain;
    QList<PitchSquare> m_blocked;
    QList<PitchSquare> m_path;
    QStringList m_pathLabels;
    std::function<QString(const PitchSquare &)> m_info;
};

} // namespace dugout
