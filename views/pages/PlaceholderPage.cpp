#include "PlaceholderPage.h"
#include "models/Palette.h"

#include <QLabel>
#include <QVBoxLayout>

namespace dugout {

PlaceholderPage::PlaceholderPage(const QString &title, const QString &promise, QWidget *parent)
    : QWidget(parent)
{
    auto *heading = new QLabel(title, this);
    QFont font = heading->font();
    font.setPointSizeF(font.pointSizeF() * Palette::factor(Palette::Text::BandTitle));
    font.setBold(true);
    heading->setFont(font);

    auto *status = new QLabel(tr("This area is not built yet."), this);
    status->setObjectName(QStringLiteral("placeholderStatus"));
    QFont statusFont = status->font();
    statusFont.setItalic(true);
    status->setFont(statusFont);

    auto *text = new QLabel(promise, this);
    text->setWordWrap(true);
    text->setMaximumWidth(640);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 32, 32, 32);
    layout->setSpacing(12);
    layout->addWidget(heading);
    layout->addWidget(status);
    layout->addWidget(text);
    layout->addStretch();
}

} // namespace dugout
