#include "ChartPanel.h"

#include "ChartModule.h"
#include "charts/ChartExport.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"
#include "views/widgets/OutputFileGuard.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

ChartPanel::ChartPanel(QWidget *parent)
    : QWidget(parent), m_stack(new QStackedWidget(this)), m_view(nullptr),
      m_message(new QLabel(this)), m_png(new QPushButton(tr("Export PNG…"), this)),
      m_svg(new QPushButton(tr("Export SVG…"), this))
{
    // Qt Charts is loaded here, by the first chart shown, not at start-up (issue 18).
    const ChartModule *charts = ChartModule::get(&m_moduleError);
    m_view = charts ? charts->makeView(this) : new QWidget(this);
    m_view->setObjectName(u"chartView"_s);
    m_view->setMinimumHeight(220);
    m_message->setObjectName(u"chartMessage"_s);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_message);
    m_png->setObjectName(u"exportChartPng"_s);
    m_svg->setObjectName(u"exportChartSvg"_s);
    m_png->setToolTip(tr("Save this chart as a PNG picture"));
    m_svg->setToolTip(tr("Save this chart as an SVG drawing, sharp at any size"));
    connect(m_png, &QPushButton::clicked, this, [this] { chooseExportFile(u"png"_s); });
    connect(m_svg, &QPushButton::clicked, this, [this] { chooseExportFile(u"svg"_s); });

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_png);
    buttons->addWidget(m_svg);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack, 1);
    layout->addLayout(buttons);
    setMessage(QString());
}

void ChartPanel::setData(const ChartData &data, const QString &emptyText)
{
    if (data.isEmpty()) {
        setMessage(emptyText);
        return;
    }
    const ChartModule *charts = ChartModule::get();
    if (!charts) {
        setMessage(m_moduleError);
        return;
    }
    m_data = data;
    charts->show(m_view, data);
    m_stack->setCurrentWidget(m_view);
    m_png->setEnabled(true);
    m_svg->setEnabled(true);
}

void ChartPanel::setMessage(const QString &text)
{
    m_data = ChartData{};
    m_message->setText(text);
    m_stack->setCurrentWidget(m_message);
    m_png->setEnabled(false);
    m_svg->setEnabled(false);
}

void ChartPanel::chooseExportFile(const QString &suffix)
{
    if (m_data.isEmpty())
        return;
    const QString title =
        suffix == u"svg"_s ? tr("Export chart as SVG") : tr("Export chart as PNG");
    QString name = m_fileName.isEmpty() ? m_data.title : m_fileName;
    name.replace(QRegularExpression(u"[\\\\/:*?\"<>|]"_s), u"-"_s);
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString filter =
        suffix == u"svg"_s ? tr("SVG drawings (*.svg)") : tr("PNG pictures (*.png)");
    const QString path =
        FileChooser::saveFile(this, title, folder + u'/' + name + u'.' + suffix, filter);
    if (path.isEmpty())
        return;
    const QString target =
        path.endsWith(u'.' + suffix, Qt::CaseInsensitive) ? path : path + u'.' + suffix;
    if (!OutputFileGuard::mayWrite(this, title, target, m_databasePath))
        return;
    QString error;
    const ChartModule *charts = ChartModule::get(&error);
    if (!charts || !charts->write(m_data, target, suffix == u"svg"_s ? 1 : 0, &error,
                                  ChartExport::DefaultSize))
        MessageBox::critical(this, title, error);
}

} // namespace dugout
