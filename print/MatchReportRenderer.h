#pragma once

#include "core/league/MatchReport.h"

#include <QCoreApplication>
#include <QString>

class QPagedPaintDevice;

namespace dugout {

class Ruleset;

// The report of a confirmed league match on paper (issue 15.8): the score and where it was
// played, each team's gate, FAME, winnings, expenses, fan factor and MVP, the SPP events per
// player, the casualties with their D68 results, the advancements, the whole post-match log
// and, for a tracked match, its event log. HTML in a QTextDocument, as MatchSummaryRenderer
// does; the dialog shows the same HTML. One A4 page unless the logs are long.
class MatchReportRenderer
{
    Q_DECLARE_TR_FUNCTIONS(MatchReportRenderer)

public:
    MatchReportRenderer(const MatchReport &report, const Ruleset &rules)
        : m_report(report), m_rules(rules)
    {
    }

    QString html() const;
    // Prints on `device` (a printer, a PDF writer); false with the reason.
    bool render(QPagedPaintDevice *device, QString *error = nullptr) const;
    // Writes the report as a PDF at `path`, whole or not at all.
    bool exportPdf(const QString &path, QString *error = nullptr) const;
    // "Altdorf Reavers 2 – 1 Nuln Gunners", for titles and file names.
    QString title() const;

private:
    QString moneySection() const;
    QString playersSection(Side side) const;
    QString logSection() const;
    QString trackedSection() const;
    QString playerName(Side side, int number) const;
    QString advancementText(const AdvancementOption &option) const;

    const MatchReport &m_report;
    const Ruleset &m_rules;
};

} // namespace dugout
