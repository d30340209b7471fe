#pragma once

#include <QCoreApplication>
#include <QPageLayout>
#include <QString>

class QPagedPaintDevice;

namespace dugout {

class Match;

// A tracked match on paper, for an exhibition that has no league to go to: both teams and the
// score, the SPP events of each player, the casualties, and the whole event log with the times.
// Written as HTML into a QTextDocument, so it flows over as many A4 pages as the log needs.
class MatchSummaryRenderer
{
    Q_DECLARE_TR_FUNCTIONS(MatchSummaryRenderer)

public:
    explicit MatchSummaryRenderer(const Match &match) : m_match(match) {}

    QString html() const;
    // Writes the summary as a PDF at `path`; on failure says why in `error`.
    bool exportPdf(const QString &path, QString *error = nullptr) const;
    // A4 portrait with 15 mm margins, for the PDF and for a printer alike.
    static QPageLayout pageLayout();
    // Sets `device` (a printer, a preview) to pageLayout() and paints the summary on it.
    bool render(QPagedPaintDevice *device, QString *error = nullptr) const;

private:
    QString teamSection(bool home) const;
    QString logSection() const;

    const Match &m_match;
};

} // namespace dugout
