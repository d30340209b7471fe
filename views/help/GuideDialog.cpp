#include "GuideDialog.h"

#include "AreaGuide.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

GuideDialog::GuideDialog(MainWindow::Area area, QWidget *parent)
    : QDialog(parent), m_areas(new QListWidget(this)), m_text(new QTextBrowser(this))
{
    setObjectName(u"guideDialog"_s);
    setWindowTitle(tr("Guide"));
    m_areas->setObjectName(u"guideAreas"_s);
    m_text->setObjectName(u"guideText"_s);
    m_text->setOpenLinks(false);
    for (const MainWindow::Area each : AreaGuide::areas())
        m_areas->addItem(AreaGuide::page(each).title);
    m_areas->setFixedWidth(m_areas->sizeHintForColumn(0) + 2 * m_areas->frameWidth() + 24);
    connect(m_areas, &QListWidget::currentRowChanged, this, &GuideDialog::showGuide);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *row = new QHBoxLayout;
    row->addWidget(m_areas);
    row->addWidget(m_text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row, 1);
    layout->addWidget(buttons);
    resize(720, 420);
    m_areas->setCurrentRow(int(AreaGuide::areas().indexOf(area)));
}

void GuideDialog::showGuide(int row)
{
    if (row < 0)
        return;
    const MainWindow::Area shown = AreaGuide::areas().at(row);
    m_text->setHtml(AreaGuide::html(shown));
    setWindowTitle(tr("Guide: %1").arg(AreaGuide::page(shown).title));
}

MainWindow::Area GuideDialog::area() const
{
    return AreaGuide::areas().value(m_areas->currentRow(), MainWindow::Area::Home);
}

QString GuideDialog::text() const
{
    return m_text->toPlainText();
}

} // namespace dugout
