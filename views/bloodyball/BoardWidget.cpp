#include "BoardWidget.h"

#include "models/Palette.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

using namespace dugout::bloodyball;

namespace dugout {

BoardWidget::BoardWidget(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("bloodyBoard"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(false);
}

void BoardWidget::setGame(const Game *game)
{
    m_game = game;
    update();
}

void BoardWidget::setHighlights(const QList<Square> &squares)
{
    m_highlights = squares;
    update();
}

void BoardWidget::setSelected(Square square)
{
    m_selected = square;
    update();
}

void BoardWidget::setProposedLineup(int team, const QList<Square> &squares)
{
    m_proposedTeam = team;
    m_proposed = squares;
    update();
}

QSize BoardWidget::sizeHint() const
{
    return {600, 480};
}

QSize BoardWidget::minimumSizeHint() const
{
    return {300, 240};
}

int BoardWidget::heightForWidth(int width) const
{
    return width * Board::Rows / Board::Columns;
}

qreal BoardWidget::cell() const
{
    return std::floor(std::min(qreal(width()) / Board::Columns, qreal(height()) / Board::Rows));
}

QRectF BoardWidget::pitchRect() const
{
    const qreal c = cell();
    const QSizeF size(c * Board::Columns, c * Board::Rows);
    return {QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size};
}

QRectF BoardWidget::squareRect(Square s) const
{
    const QRectF pitch = pitchRect();
    const qreal c = cell();
    return {pitch.left() + s.x * c, pitch.top() + s.y * c, c, c};
}

Square BoardWidget::squareAt(QPoint point) const
{
    const QRectF pitch = pitchRect();
    if (!pitch.contains(point))
        return {};
    const qreal c = cell();
    const Square s{int((point.x() - pitch.left()) / c), int((point.y() - pitch.top()) / c)};
    return Board::contains(s) ? s : Square{};
}

QPoint BoardWidget::centreOf(Square square) const
{
    return squareRect(square).center().toPoint();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent *event)
{
    const Square s = squareAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && s.isValid())
        Q_EMIT squareClicked(s);
}

void BoardWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal c = cell();
    for (int x = 0; x < Board::Columns; ++x) {
        for (int y = 0; y < Board::Rows; ++y) {
            const bool zone = x < Board::EndZoneDepth || x >= Board::Columns - Board::EndZoneDepth;
            const Palette::Color role =
                zone ? Palette::Color::PitchEndZone
                     : ((x + y) % 2 ? Palette::Color::PitchGrassAlt : Palette::Color::PitchGrass);
            painter.fillRect(squareRect({x, y}), Palette::color(role));
        }
    }
    // Square edges, then the dotted half-way and touchdown lines (seed l.59).
    const QRectF pitch = pitchRect();
    QPen thin(Palette::color(Palette::Color::PitchLine), 1);
    thin.setColor(Palette::mix(Palette::color(Palette::Color::PitchGrass),
                               Palette::color(Palette::Color::PitchLine), 0.25));
    painter.setPen(thin);
    for (int x = 0; x <= Board::Columns; ++x)
        painter.drawLine(QPointF(pitch.left() + x * c, pitch.top()),
                         QPointF(pitch.left() + x * c, pitch.bottom()));
    for (int y = 0; y <= Board::Rows; ++y)
        painter.drawLine(QPointF(pitch.left(), pitch.top() + y * c),
                         QPointF(pitch.right(), pitch.top() + y * c));
    QPen dotted(Palette::color(Palette::Color::PitchLine), std::max(2.0, c / 20));
    dotted.setStyle(Qt::DashLine);
    painter.setPen(dotted);
    for (const int x :
         {Board::EndZoneDepth, Board::Columns / 2, Board::Columns - Board::EndZoneDepth})
        painter.drawLine(QPointF(pitch.left() + x * c, pitch.top()),
                         QPointF(pitch.left() + x * c, pitch.bottom()));
    painter.setPen(QPen(Palette::color(Palette::Color::PitchLine), 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(pitch);

    // Column letters and row numbers, small, inside the first squares.
    QFont small = font();
    small.setPixelSize(std::max(9, int(c / 6)));
    painter.setFont(small);
    painter.setPen(Palette::color(Palette::Color::PitchLine));
    for (int x = 0; x < Board::Columns; ++x)
        painter.drawText(squareRect({x, 0}).adjusted(3, 1, -3, -1), Qt::AlignLeft | Qt::AlignTop,
                         QString(QChar(u'A' + x)));
    for (int y = 0; y < Board::Rows; ++y)
        painter.drawText(squareRect({Board::Columns - 1, y}).adjusted(3, 1, -3, -1),
                         Qt::AlignRight | Qt::AlignBottom, QString::number(y + 1));

    for (const Square s : m_highlights)
        painter.fillRect(squareRect(s).adjusted(2, 2, -2, -2),
                         Palette::color(Palette::Color::PitchTarget));
    if (m_selected.isValid()) {
        painter.setPen(QPen(Palette::color(Palette::Color::PitchSelected), std::max(3.0, c / 14)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(squareRect(m_selected).adjusted(2, 2, -2, -2));
    }
    if (!m_game)
        return;
    const GameState &state = m_game->state();
    for (int t = 0; t < 2; ++t) {
        for (int i = 0; i < Rules::PlayersPerTeam; ++i) {
            if (t == m_proposedTeam) {
                if (i < m_proposed.size() && m_proposed.at(i).isValid())
                    paintToken(painter, m_proposed.at(i), t, i, PlayerState::Standing);
                continue;
            }
            const PlayerInPlay &p = state.teams[t].players[i];
            if (p.state != PlayerState::Removed && p.square.isValid())
                paintToken(painter, p.square, t, i, p.state);
        }
    }
    // The ball: on its square, or at the carrier's feet.
    Square ballSquare;
    if (state.ball.where == BallState::Where::Loose)
        ballSquare = state.ball.square;
    else if (state.ball.where == BallState::Where::Carried)
        ballSquare = Rules::player(state, {state.ball.team, state.ball.player}).square;
    if (ballSquare.isValid()) {
        const QRectF r = squareRect(ballSquare);
        const qreal d = c * 0.3;
        const QRectF ball(r.right() - d - c * 0.06, r.bottom() - d * 0.8 - c * 0.06, d, d * 0.8);
        painter.setPen(QPen(Palette::color(Palette::Color::DarkText), 1.5));
        painter.setBrush(Palette::color(Palette::Color::PitchBall));
        painter.drawEllipse(ball);
        painter.drawLine(QPointF(ball.center().x() - d * 0.25, ball.center().y()),
                         QPointF(ball.center().x() + d * 0.25, ball.center().y()));
    }
}

void BoardWidget::paintToken(QPainter &painter, Square s, int team, int player,
                             PlayerState state) const
{
    const TeamSetup &setup = m_game->setup().teams[team];
    const QColor colour = Palette::teamColor(setup.colour);
    const QRectF r = squareRect(s);
    const qreal c = cell();
    QRectF token = r.adjusted(c * 0.14, c * 0.14, -c * 0.14, -c * 0.14);
    if (state != PlayerState::Standing)
        token = token.adjusted(0, token.height() * 0.28, 0, -token.height() * 0.12);
    painter.setPen(QPen(Palette::textOn(colour), 2));
    painter.setBrush(state == PlayerState::Standing
                         ? colour
                         : Palette::mix(colour, Palette::color(Palette::Color::LightText), 0.35));
    painter.drawEllipse(token);
    QFont f = font();
    f.setPixelSize(std::max(10, int(token.height() * 0.45)));
    f.setBold(true);
    painter.setFont(f);
    painter.setPen(Palette::textOn(colour));
    const QString label =
        player == setup.champion ? QStringLiteral("★") : QString::number(player + 1);
    painter.drawText(token, Qt::AlignCenter, label);
    if (state == PlayerState::KO) {
        painter.setPen(QPen(Palette::color(Palette::Color::Danger), std::max(2.0, c / 16)));
        painter.drawLine(token.topLeft(), token.bottomRight());
        painter.drawLine(token.topRight(), token.bottomLeft());
    }
}

} // namespace dugout
