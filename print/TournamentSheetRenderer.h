#pragma once

#include "core/tournament/Tournament.h"

#include <QCoreApplication>
#include <QPageLayout>
#include <QString>

class QPagedPaintDevice;

namespace dugout {

class Ruleset;

// An open tournament on paper (issue 17.2): a round's pairings with table numbers to pin on the
// wall, one result slip per table (both coaches and races, boxes for touchdowns and casualties,
// both signatures) to hand out, and the standings. HTML laid out by QTextDocument on A4, so the
// PDF and a printer get the same pages; slips come three to a page, to be cut apart. A team
// tournament's pairings are grouped by team match, its slips name both teams, and its standings
// begin with the team standings.
class TournamentSheetRenderer
{
    Q_DECLARE_TR_FUNCTIONS(TournamentSheetRenderer)

public:
    enum class Sheet { Pairings, Slips, Standings };
    static constexpr int SlipsPerPage = 3;

    TournamentSheetRenderer(const Tournament &tournament, const Ruleset &rules)
        : m_tournament(tournament), m_rules(rules)
    {
    }

    // The round is the pairings' or the slips' (ignored for the standings). Empty when the
    // round has not been paired.
    QString html(Sheet sheet, int round) const;
    // Why `sheet` of `round` cannot be printed, or empty.
    QString refusal(Sheet sheet, int round) const;
    static QPageLayout pageLayout();
    bool render(QPagedPaintDevice *device, Sheet sheet, int round, QString *error = nullptr) const;
    bool exportPdf(const QString &path, Sheet sheet, int round, QString *error = nullptr) const;

private:
    QString pairings(int round) const;
    QString slips(int round) const;
    QString standings() const;
    QString teamStandings() const;
    QString coach(qint64 entrantId) const;
    QString race(qint64 entrantId) const;

    const Tournament &m_tournament;
    const Ruleset &m_rules;
};

} // namespace dugout
