#include "ChartExport.h"

#include "charts/ChartBuilder.h"

#include <QChart>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The chart alone in a scene of its own size, painted onto `painter`.
void paint(const ChartData &data, QPainter &painter, QSize size)
{
    QGraphicsScene scene;
    QChart *chart = ChartBuilder::build(data);
    scene.addItem(chart); // the scene owns it from here
    chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
    scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), scene.sceneRect());
}

} // namespace

ChartExport::Format ChartExport::formatOf(const QString &path)
{
    return path.endsWith(u".svg"_s, Qt::CaseInsensitive) ? Format::Svg : Format::Png;
}

bool ChartExport::write(const ChartData &data, const QString &path, Format format, QString *error,
                        QSize size)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error =
                tr("The chart could not be written to %1: %2").arg(QFileInfo(path).fileName(), why);
        return false;
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    if (format == Format::Svg) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(data.title);
        QPainter painter;
        if (!painter.begin(&svg))
            return fail(tr("the drawing could not start"));
        paint(data, painter, size);
        painter.end();
    } else {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            paint(data, painter, size);
        }
        if (!image.save(&file, "PNG"))
            return fail(file.errorString());
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace dugout
