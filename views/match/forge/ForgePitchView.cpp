#include "ForgePitchView.h"

#include "models/Palette.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Room for the row letters and column numbers, in squares.
constexpr qreal margin = 0.9;
constexpr int minimumCell = 14;
constexpr int preferredCell = 24;
// The wide zones are the four rows along each sideline (rulebook: the pitch diagram).
constexpr int wideZoneRows = 4;

} // namespace

ForgePitchView::ForgePitchView(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"forgePitchView"_s);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(false);
    setToolTip(tr("La Forge de Sigmar: click a square to put the chosen token on it"));
}

void ForgePitchView::setTerrain(const ForgeTerrain &terrain)
{
    m_terrain = terrain;
    update();
}

void ForgePitchView::setBlocked(const QList<PitchSquare> &blocked)
{
    m_blocked = blocked;
    update();
}

void ForgePitchView::setPath(const QList<PitchSquare> &path, const QStringList &labels)
{
    m_path = path;
    m_pathLabels = labels;
    update();
}

QSize ForgePitchView::sizeHint() const
{
    return {int((PitchSquare::Columns + margin) * preferredCell),
            int((PitchSquare::Rows + margin) * preferredCell)};
}

QSize ForgePitchView::minimumSizeHint() const
{
    return {int((PitchSquare::Columns + margin) * minimumCell),
            int((PitchSquare::Rows + margin) * minimumCell)};
}

int ForgePitchView::widthForHeight(int height)
{
    const int cell = std::max(minimumCell, int(height / (PitchSquare::Rows + margin)));
    return int((PitchSquare::Columns + margin) * cell) + 1;
}

int ForgePitchView::cell() const
{
    const qreal byWidth = width() / (PitchSquare::Columns + margin);
    const qreal byHeight = height() / (PitchSquare::Rows + margin);
    return std::max(4, int(std::min(byWidth, byHeight)));
}

QPoint ForgePitchView::origin() const
{
    const int c = cell();
    const int labels = int(c * margin);
    const int gridWidth = c * PitchSquare::Columns;
    const int gridHeight = c * PitchSquare::Rows;
    const int x = labels + (width() - labels - gridWidth) / 2;
    const int y = labels + (height() - labels - gridHeight) / 2;
    return {x, y};
}

QRect ForgePitchView::squareRect(const PitchSquare &square) const
{
    const int c = cell();
    const QPoint o = origin();
    return {o.x() + (square.column - 1) * c, o.y() + (square.row - 1) * c, c, c};
}

std::optional<PitchSquare> ForgePitchView::squareAt(const QPoint &pos) const
{
    const int c = cell();
    const QPoint o = origin();
    if (pos.x() < o.x() || pos.y() < o.y())
        return std::nullopt;
    const PitchSquare square{(pos.x() - o.x()) / c + 1, (pos.y() - o.y()) / c + 1};
    if (!square.isOnPitch())
        return std::nullopt;
    return square;
}

void ForgePitchView::setSquareInfo(std::function<QString(const PitchSquare &)> info)
{
    m_info = std::move(info);
}

bool ForgePitchView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_info) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const std::optional<PitchSquare> square = squareAt(help->pos()))
            QToolTip::showText(help->globalPos(), m_info(*square), this, squareRect(*square));
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void ForgePitchView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    if (const std::optional<PitchSquare> square = squareAt(event->position().toPoint()))
        Q_EMIT squareClicked(*square);
}

void ForgePitchView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int c = cell();
    const QPoint o = origin();
    const QRect pitch(o, QSize(c * PitchSquare::Columns, c * PitchSquare::Rows));

    // Labels: column numbers above, row letters on the left.
    QFont labelFont = font();
    labelFont.setPixelSize(std::max(8, int(c * 0.45)));
    p.setFont(labelFont);
    p.setPen(palette().color(QPalette::WindowText));
    for (int column = 1; column <= PitchSquare::Columns; ++column) {
        const QRect r = squareRect({column, 1});
        p.drawText(QRect(r.x(), o.y() - int(c * margin), c, int(c * margin)), Qt::AlignCenter,
                   QString::number(column));
    }
    for (int row = 1; row <= PitchSquare::Rows; ++row) {
        const QRect r = squareRect({1, row});
        p.drawText(QRect(o.x() - int(c * margin), r.y(), int(c * margin), c), Qt::AlignCenter,
                   QString(QChar(u'A' + row - 1)));
    }

    // The ice, the end zones.
    p.fillRect(pitch, Palette::color(Palette::Color::ForgeIce));
    for (int column : {1, PitchSquare::Columns}) {
        const QRect top = squareRect({column, 1});
        p.fillRect(QRect(top.x(), top.y(), c, c * PitchSquare::Rows),
                   Palette::color(Palette::Color::ForgeEndZone));
    }

    QFont tokenFont = font();
    tokenFont.setPixelSize(std::max(8, int(c * 0.55)));
    tokenFont.setBold(true);
    p.setFont(tokenFont);
    for (int i = 0; i < PitchSquare::Columns * PitchSquare::Rows; ++i) {
        const PitchSquare square = PitchSquare::fromIndex(i);
        const QRect r = squareRect(square).adjusted(1, 1, -1, -1);
        if (ForgeTerrain::isVolcano(square)) {
            p.fillRect(r, Palette::color(Palette::Color::ForgeVolcano));
            continue;
        }
        switch (m_terrain.at(square)) {
        case TerrainToken::Crevasse: {
            p.fillRect(r, Palette::color(Palette::Color::ForgeCrevasse));
            // A crack down the square, so a crevasse reads as one without colour too.
            p.setPen(QPen(Palette::color(Palette::Color::ForgeIce), std::max(1.0, c / 12.0)));
            QPainterPath crack;
            crack.moveTo(r.left() + r.width() * 0.3, r.top() + 2);
            crack.lineTo(r.left() + r.width() * 0.6, r.top() + r.height() * 0.45);
            crack.lineTo(r.left() + r.width() * 0.35, r.top() + r.height() * 0.6);
            crack.lineTo(r.left() + r.width() * 0.7, r.bottom() - 2);
            p.drawPath(crack);
            break;
        }
        case TerrainToken::Lava:
            p.fillRect(r, Palette::color(Palette::Color::ForgeLava));
            p.setPen(Palette::textOn(Palette::color(Palette::Color::ForgeLava)));
            p.drawText(r, Qt::AlignCenter, u"≈"_s);
            break;
        case TerrainToken::Crest: {
            p.fillRect(r, Palette::color(Palette::Color::ForgeIce));
            QPainterPath ridge;
            ridge.moveTo(r.left() + 1, r.bottom() - 1);
            ridge.lineTo(r.center().x(), r.top() + 2);
            ridge.lineTo(r.right() - 1, r.bottom() - 1);
            ridge.closeSubpath();
            p.fillPath(ridge, Palette::color(Palette::Color::ForgeCrest));
            break;
        }
        case TerrainToken::None:
            break;
        }
    }
    // Grid lines, then the line of scrimmage and the wide zones drawn heavier.
    p.setPen(QPen(Palette::color(Palette::Color::ForgeLine), 1));
    for (int column = 0; column <= PitchSquare::Columns; ++column)
        p.drawLine(o.x() + column * c, pitch.top(), o.x() + column * c, pitch.bottom());
    for (int row = 0; row <= PitchSquare::Rows; ++row)
        p.drawLine(pitch.left(), o.y() + row * c, pitch.right(), o.y() + row * c);
    p.setPen(QPen(Palette::color(Palette::Color::ForgeLine), std::max(2, c / 8)));
    const int scrimmage = o.x() + (PitchSquare::Columns / 2) * c;
    p.drawLine(scrimmage, pitch.top(), scrimmage, pitch.bottom());
    for (int column : {1, PitchSquare::Columns - 1}) {
        const int x = o.x() + column * c;
        p.drawLine(x, pitch.top(), x, pitch.bottom());
    }
    for (int row : {wideZoneRows, PitchSquare::Rows - wideZoneRows}) {
        const int y = o.y() + row * c;
        p.drawLine(pitch.left(), y, pitch.right(), y);
    }
    // The volcano as one block, painted over the grid lines that would cut it into squares
    // (the line of scrimmage runs down its middle); its name inside when it fits with a margin
    // in a font no smaller than 8 pixels, else its initial.
    {
        p.save();
        QRect volcano;
        for (const PitchSquare &square : ForgeTerrain::volcano())
            volcano = volcano.united(squareRect(square));
        const QRect inside = volcano.adjusted(1, 1, 0, 0);
        p.fillRect(inside, Palette::color(Palette::Color::ForgeVolcano));
        p.setPen(Palette::textOn(Palette::color(Palette::Color::ForgeVolcano)));
        const QString name = tr("Volcano");
        const int room = inside.width() - 2 * std::max(2, c / 8);
        QFont nameFont = tokenFont;
        while (nameFont.pixelSize() > 8 && QFontMetrics(nameFont).horizontalAdvance(name) > room)
            nameFont.setPixelSize(nameFont.pixelSize() - 1);
        const bool fits = QFontMetrics(nameFont).horizontalAdvance(name) <= room;
        p.setFont(fits ? nameFont : p.font());
        p.drawText(inside, Qt::AlignCenter, fits ? name : name.left(1));
        p.restore();
    }
    p.drawRect(pitch);

    // What the start of the turn rolls for: a ring round each end.
    if (m_terrain.evolutionDue) {
        p.setPen(QPen(Palette::color(Palette::Color::ForgeToRoll), std::max(2, c / 6)));
        p.setBrush(Qt::NoBrush);
        for (const CrevasseEnd &end : m_terrain.endsToRoll())
            p.drawEllipse(squareRect(end.square).adjusted(2, 2, -2, -2));
    }
    // Where a player stops the lava this turn.
    p.setPen(QPen(Palette::color(Palette::Color::Danger), std::max(2, c / 8)));
    for (const PitchSquare &square : std::as_const(m_blocked)) {
        const QRect r = squareRect(square).adjusted(c / 5, c / 5, -c / 5, -c / 5);
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
    }
    // Magic items found: a gold diamond in the corner of the square they came out of, hollow when
    // the item is broken.
    for (const MagicItem &item : std::as_const(m_terrain.items)) {
        const QRect r = squareRect(item.square);
        const qreal half = std::max(3.0, c / 5.0);
        const QPointF centre(r.right() - half - 1, r.top() + half + 1);
        QPolygonF diamond{centre + QPointF(0, -half), centre + QPointF(half, 0),
                          centre + QPointF(0, half), centre + QPointF(-half, 0)};
        p.setPen(QPen(Palette::color(Palette::Color::ForgeItem), 1.5));
        p.setBrush(item.works ? QBrush(Palette::color(Palette::Color::ForgeItem)) : Qt::NoBrush);
        p.drawPolygon(diamond);
    }
    // The path being declared: a line through the squares, each with its label in a disc.
    if (!m_path.isEmpty()) {
        const QColor path = Palette::color(Palette::Color::ForgePath);
        p.setPen(QPen(path, std::max(2, c / 7), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        QPolygonF line;
        for (const PitchSquare &square : std::as_const(m_path))
            line << QRectF(squareRect(square)).center();
        p.drawPolyline(line);
        QFont pathFont = font();
        pathFont.setPixelSize(std::max(8, int(c * 0.5)));
        pathFont.setBold(true);
        p.setFont(pathFont);
        for (qsizetype i = 0; i < m_path.size(); ++i) {
            const QRect r = squareRect(m_path.at(i)).adjusted(c / 6, c / 6, -c / 6, -c / 6);
            p.setPen(Qt::NoPen);
            p.setBrush(path);
            p.drawEllipse(r);
            p.setPen(Palette::textOn(path));
            p.drawText(r, Qt::AlignCenter, m_pathLabels.value(i));
        }
    }
    // Genestealers, numbered as the log numbers them.
    p.setFont(tokenFont);
    for (int i = 0; i < m_terrain.genestealers.size(); ++i) {
        const QRect r = squareRect(m_terrain.genestealers.at(i).square).adjusted(2, 2, -2, -2);
        p.setPen(Qt::NoPen);
        p.setBrush(Palette::color(Palette::Color::ForgeGenestealer));
        p.drawEllipse(r);
        p.setPen(Palette::textOn(Palette::color(Palette::Color::ForgeGenestealer)));
        p.drawText(r, Qt::AlignCenter, u"G%1"_s.arg(i + 1));
    }
}

} // namespace dugout
