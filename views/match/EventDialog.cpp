#include "EventDialog.h"

#include "EventProbe.h"
#include "models/Palette.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

EventDialog::EventDialog(const EventProbe &probe, const QString &title, QWidget *parent)
    : QDialog(parent), m_probe(probe), m_content(new QVBoxLayout), m_preview(new QLabel(this)),
      m_reason(new QLabel(this))
{
    setWindowTitle(title);
    m_preview->setObjectName(u"eventPreview"_s);
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);
    // What the rules make of the dice typed, set apart from the fields like a note.
    m_preview->setFrameShape(QFrame::StyledPanel);
    m_preview->setMargin(6);
    m_preview->setAutoFillBackground(true);
    m_preview->setBackgroundRole(QPalette::AlternateBase);
    m_preview->setMinimumWidth(380);
    m_reason->setObjectName(u"eventRefusal"_s);
    m_reason->setWordWrap(true);
    // Hints come and go as the coach types: their room is kept, so nothing he is about to
    // click moves (issue 15 point 5).
    m_preview->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QPalette red = m_reason->palette();
    red.setColor(QPalette::WindowText, Palette::color(Palette::Color::Danger));
    m_reason->setPalette(red);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(u"eventOk"_s);
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(u"eventCancel"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_content);
    layout->addWidget(m_preview);
    layout->addWidget(m_reason);
    layout->addWidget(buttons);
}

void EventDialog::showEvent(QShowEvent *event)
{
    // Sized with the font the dialog opens with (the tracker's large type).
    m_reason->setMinimumHeight(m_reason->fontMetrics().lineSpacing() * 2);
    m_preview->setMinimumHeight(m_preview->fontMetrics().lineSpacing() * 4 +
                                2 * (m_preview->margin() + m_preview->frameWidth()));
    refresh();
    QDialog::showEvent(event);
}

void EventDialog::refresh()
{
    updateFields();
    const MatchEvent candidate = event();
    RuleCheck check = m_probe.check(candidate);
    if (check && !missingText().isEmpty())
        check = RuleCheck::refused(missingText());
    m_ok->setEnabled(check.allowed);
    m_reason->setText(check.reason);
    // Each die is explained as soon as it is typed: what the dice typed decide, then whether
    // Dugout still rolls some. An event with nothing to roll never mentions dice.
    bool diceLeft = false;
    QStringList lines = check ? m_probe.settled(candidate, &diceLeft) : QStringList();
    if (check && diceLeft)
        lines << tr("Dice left at – are rolled by Dugout when you press OK.");
    m_preview->setText(lines.join(u"\n"_s));
    // Texts that grew (a result named, a longer preview) get their room.
    if (QLayout *top = layout(); top && isVisible()) {
        top->activate();
        const int needed = top->hasHeightForWidth() ? top->totalHeightForWidth(width())
                                                    : top->totalSizeHint().height();
        if (needed > height())
            resize(width(), needed);
    }
}

QString EventDialog::reasonText() const
{
    return m_reason->text();
}

QString EventDialog::previewText() const
{
    return m_preview->text();
}

} // namespace dugout
