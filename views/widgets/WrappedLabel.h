#pragma once

#include <QHash>
#include <QLabel>

namespace dugout {

// A paragraph of plain text wrapped to the width it is given, measured once per width.
//
// QLabel lays its whole text out again each time a layout asks for a size: three layouts for
// its size hints (one of them at zero width, a line per word) and one per width tried, none
// kept. For the Home page's paragraphs that was a large share of the time between start and
// the first paint of the database's content (issue 18). This label answers its minimum at a
// set narrowest width instead of at zero, its preferred size at its maximum width, and keeps
// the height of each width it measured until its text or font change. It paints as QLabel
// does; it is for plain text only (rich text and selectable text are laid out by a document
// that this measure does not follow).
class WrappedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrappedLabel(QWidget *parent = nullptr);

    // The narrowest the text is ever laid out at, in pixels (240 unless set).
    void setMinimumTextWidth(int width);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    // Left + right and top + bottom around the text.
    QSize margins() const;

    int m_minimumTextWidth = 240;
    mutable QString m_measured; // the text and margin the heights below belong to
    mutable int m_measuredMargin = 0;
    mutable QHash<int, int> m_heights;
};

} // namespace dugout
