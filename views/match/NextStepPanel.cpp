#include "NextStepPanel.h"
#include "models/Palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMetaEnum>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace dugout {

NextStepPanel::NextStepPanel(QWidget *parent)
    : QWidget(parent), m_guide(new QLabel(this)), m_buttons(new QHBoxLayout)
{
    setObjectName(u"nextStepPanel"_s);
    m_guide->setObjectName(u"nextStepGuide"_s);
    m_guide->setWhatsThis(tr("What the match waits for now (the kick-off, a set-up, the next "
                             "turn…) and the buttons to do it."));
    m_guide->setWordWrap(true);
    m_fonts.add(m_guide, Palette::factor(Palette::Text::Marker));
    setAutoFillBackground(true);
    QPalette tint = palette();
    tint.setColor(QPalette::Window, palette().color(QPalette::AlternateBase));
    setPalette(tint);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 10, 4);
    layout->addWidget(m_guide, 1);
    layout->addLayout(m_buttons);
}

void NextStepPanel::setStep(const QString &guide, const QList<Item> &items)
{
    m_guide->setText(guide);
    const bool same =
        items.size() == m_items.size() &&
        std::equal(items.cbegin(), items.cend(), m_items.cbegin(),
                   [](const Item &a, const Item &b) {
                       return a.offer == b.offer && a.text == b.text && a.toolTip == b.toolTip;
                   });
    if (same)
        return;
    m_items = items;
    // Out of the layout at once; deleted later, as one of them may be the button being clicked.
    for (QPushButton *button : std::as_const(m_buttonFor)) {
        m_buttons->removeWidget(button);
        button->hide();
        button->deleteLater();
    }
    m_buttonFor.clear();
    const QMetaEnum meta = QMetaEnum::fromType<Offer>();
    bool first = true;
    for (const Item &item : items) {
        auto *button = new QPushButton(first ? item.text + u"  ⏎"_s : item.text, this);
        const QString key = QString::fromLatin1(meta.valueToKey(static_cast<int>(item.offer)));
        button->setObjectName(u"offer"_s + key + u"Button"_s);
        button->setToolTip(item.toolTip);
        button->setFocusPolicy(Qt::NoFocus);
        m_fonts.add(button, Palette::factor(Palette::Text::Emphasis), first);
        button->setMinimumHeight(button->fontMetrics().height() + 14);
        const Offer offer = item.offer;
        connect(button, &QPushButton::clicked, this, [this, offer] { Q_EMIT chosen(offer); });
        m_buttons->addWidget(button);
        m_buttonFor.insert(item.offer, button);
        first = false;
    }
}

void NextStepPanel::setScale(qreal scale)
{
    m_fonts.setScale(scale);
    for (QPushButton *button : std::as_const(m_buttonFor))
        button->setMinimumHeight(button->fontMetrics().height() + 14);
}

QString NextStepPanel::guideText() const
{
    return m_guide->text();
}

QPushButton *NextStepPanel::button(Offer offer) const
{
    return m_buttonFor.value(offer);
}

} // namespace dugout
