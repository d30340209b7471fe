#include "TournamentSheetRenderer.h"
#include "PdfFile.h"

#include "DugoutVersion.h"
#include "core/tournament/Squads.h"
#include "core/tournament/TeamMatches.h"
#include "core/tournament/TeamStandings.h"
#include "core/tournament/TournamentStandings.h"
#include "models/Palette.h"
#include "models/TournamentText.h"

#include <QLocale>
#include <QPagedPaintDevice>
#include <QPdfWriter>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString cell(const QString &text, const QString &style = {})
{
    return u"<td style=\"%1\">%2</td>"_s.arg(style, escaped(text));
}

} // namespace

QString TournamentSheetRenderer::coach(qint64 entrantId) const
{
    const Entrant *e = m_tournament.entrant(entrantId);
    return e ? e->coach : QString();
}

QString TournamentSheetRenderer::race(qint64 entrantId) const
{
    const Entrant *e = m_tournament.entrant(entrantId);
    return e ? TournamentText::race(*e, m_rules) : QString();
}

QString TournamentSheetRenderer::refusal(Sheet sheet, int round) const
{
    if (sheet == Sheet::Standings)
        return {};
    if (m_tournament.roundsPaired() == 0)
        return tr("No round has been paired yet.");
    if (round < 1 || round > m_tournament.roundsPaired())
        return tr("Round %1 has not been paired (rounds paired: %2).")
            .arg(round)
            .arg(m_tournament.roundsPaired());
    return {};
}

QString TournamentSheetRenderer::pairings(int round) const
{
    QString html = u"<h1>%1</h1><h2>%2</h2>"_s.arg(escaped(m_tournament.name),
                                                   escaped(tr("Round %1: pairings").arg(round)));
    html += u"<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" border=\"1\">"_s;
    html += u"<tr>%1%2%3%4%5</tr>"_s.arg(
        cell(tr("Table"), u"font-weight: bold;"_s), cell(tr("Coach"), u"font-weight: bold;"_s),
        cell(tr("Race"), u"font-weight: bold;"_s), cell(tr("Coach"), u"font-weight: bold;"_s),
        cell(tr("Race"), u"font-weight: bold;"_s));
    auto row = [&](const TournamentGame &g) {
        html += u"<tr>%1%2%3%4%5</tr>"_s.arg(
            cell(QString::number(g.table), u"font-weight: bold; font-size: 16pt;"_s),
            cell(coach(g.homeId)), cell(race(g.homeId)),
            cell(g.isBye() ? tr("Bye") : coach(g.awayId)),
            cell(g.isBye() ? QString() : race(g.awayId)));
    };
    if (m_tournament.rules.format != TournamentFormat::Teams) {
        for (const TournamentGame &g : m_tournament.gamesOfRound(round))
            row(g);
        return html + u"</table>"_s;
    }
    // A team round: each team match's line above its tables.
    for (const TeamMatch &m : TeamMatches::ofRound(m_tournament, round)) {
        html += u"<tr><td colspan=\"5\" style=\"font-weight: bold; background-color: %1;\">"
                "%2</td></tr>"_s.arg(Palette::css(Palette::Color::PrintHeaderShade),
                                     escaped(TournamentText::teamMatch(m_tournament, m)));
        for (int table : m.tables)
            row(*m_tournament.game(round, table));
    }
    return html + u"</table>"_s;
}

QString TournamentSheetRenderer::slips(int round) const
{
    // Three slips to an A4 page, each a third of it, to be cut apart.
    QString html;
    int printed = 0;
    const QString box = u"border: 1px solid black; width: 38%;"_s;
    for (const TournamentGame &g : m_tournament.gamesOfRound(round)) {
        if (g.isBye())
            continue; // nobody to sign for a bye
        const bool newPage = printed > 0 && printed % SlipsPerPage == 0;
        html += u"<div style=\"%1\">"_s.arg(newPage ? u"page-break-before: always;"_s : QString());
        if (printed % SlipsPerPage != 0)
            html += u"<p style=\"color: %1;\">%2</p>"_s.arg(
                Palette::css(Palette::Color::PrintFaintText), QString(70, u'-'));
        ++printed;
        html += u"<h3>%1 — %2</h3>"_s.arg(
            escaped(m_tournament.name),
            escaped(tr("Result slip: round %1, table %2").arg(round).arg(g.table)));
        html += u"<table width=\"100%\" cellspacing=\"0\" cellpadding=\"8\" border=\"1\" "
                "style=\"font-size: 11pt;\">"_s;
        html += u"<tr><td></td>%1%2</tr>"_s.arg(cell(coach(g.homeId), u"font-weight: bold;"_s),
                                                cell(coach(g.awayId), u"font-weight: bold;"_s));
        if (m_tournament.rules.format == TournamentFormat::Teams)
            html += u"<tr>%1%2%3</tr>"_s.arg(cell(tr("Team")),
                                             cell(Squads::nameOf(m_tournament, g.homeId)),
                                             cell(Squads::nameOf(m_tournament, g.awayId)));
        html +=
            u"<tr>%1%2%3</tr>"_s.arg(cell(tr("Race")), cell(race(g.homeId)), cell(race(g.awayId)));
        for (const QString &line : {tr("Touchdowns"), tr("Casualties"), tr("Signature")})
            html += u"<tr>%1%2%3</tr>"_s.arg(cell(line, u"height: 34px;"_s), cell({}, box),
                                             cell({}, box));
        html += u"</table>"_s;
        html += u"<p>%1</p>"_s.arg(
            escaped(tr("Both coaches sign; the winner hands the slip to the organiser.")));
        html += u"</div>"_s;
    }
    return html;
}

QString TournamentSheetRenderer::teamStandings() const
{
    QString html = u"<h1>%1</h1><h2>%2</h2>"_s.arg(
        escaped(m_tournament.name),
        escaped(tr("Team standings after round %1").arg(m_tournament.roundsPaired())));
    html += u"<table width=\"100%\" cellspacing=\"0\" cellpadding=\"4\" border=\"1\">"_s;
    QString header;
    for (const QString &title : {tr("Rank"), tr("Team and coaches"), tr("Pts"), tr("Team pts"),
                                 tr("Coach pts"), tr("W-D-L"), tr("TD"), tr("CAS"), tr("Opp.")})
        header += cell(title, u"font-weight: bold;"_s);
    html += u"<tr>%1</tr>"_s.arg(header);
    for (const TeamStandingLine &line : TeamStandings::compute(m_tournament)) {
        QStringList coaches;
        for (qint64 id : line.members)
            coaches.append(coach(id));
        const QString noWrap = u"white-space: nowrap;"_s;
        // The team in bold, its coaches under it: the widest cell, so the numbers stay narrow.
        const QString team = u"<td width=\"32%\"><b>%1</b><br/><small>%2</small></td>"_s.arg(
            escaped(line.squad), escaped(coaches.join(u", "_s)));
        html += u"<tr>%1%2%3%4%5%6%7%8%9</tr>"_s.arg(
            cell(QString::number(line.rank)), team, cell(QString::number(line.points)),
            cell(QString::number(line.teamPoints)), cell(QString::number(line.coachPoints)),
            cell(u"%1-%2-%3"_s.arg(line.wins).arg(line.draws).arg(line.losses), noWrap),
            cell(u"%1/%2"_s.arg(line.touchdownsFor).arg(line.touchdownsAgainst), noWrap),
            cell(u"%1/%2"_s.arg(line.casualtiesFor).arg(line.casualtiesAgainst), noWrap),
            cell(QString::number(line.opponentsScore)));
    }
    return html + u"</table>"_s;
}

QString TournamentSheetRenderer::standings() const
{
    // A team tournament: the teams first, then the coaches on a page of their own.
    const bool teams = m_tournament.rules.format == TournamentFormat::Teams;
    QString html =
        teams ? teamStandings() + u"<div style=\"page-break-before: always;\"></div>"_s : QString();
    html += u"<h1>%1</h1><h2>%2</h2>"_s.arg(
        escaped(m_tournament.name),
        escaped(tr("Standings after round %1").arg(m_tournament.roundsPaired())));
    html += u"<table width=\"100%\" cellspacing=\"0\" cellpadding=\"4\" border=\"1\">"_s;
    QString header;
    for (const QString &title : {tr("Rank"), tr("Coach"), tr("Race"), tr("Points"), tr("W-D-L"),
                                 tr("TD"), tr("CAS"), tr("Opp. score")})
        header += cell(title, u"font-weight: bold;"_s);
    html += u"<tr>%1</tr>"_s.arg(header);
    for (const StandingLine &line : TournamentStandings::compute(m_tournament)) {
        html += u"<tr>%1%2%3%4%5%6%7%8</tr>"_s.arg(
            cell(QString::number(line.rank)),
            cell(teams ? tr("%1 (%2)").arg(coach(line.entrantId),
                                           Squads::nameOf(m_tournament, line.entrantId))
                       : coach(line.entrantId)),
            cell(race(line.entrantId)), cell(QString::number(line.points)),
            cell(u"%1-%2-%3"_s.arg(line.wins).arg(line.draws).arg(line.losses)),
            cell(u"%1/%2"_s.arg(line.touchdownsFor).arg(line.touchdownsAgainst)),
            cell(u"%1/%2"_s.arg(line.casualtiesFor).arg(line.casualtiesAgainst)),
            cell(QString::number(line.opponentsScore)));
    }
    return html + u"</table>"_s;
}

QString TournamentSheetRenderer::html(Sheet sheet, int round) const
{
    if (!refusal(sheet, round).isEmpty())
        return {};
    QString body = sheet == Sheet::Pairings ? pairings(round)
                   : sheet == Sheet::Slips  ? slips(round)
                                            : standings();
    return u"<html><body style=\"font-family: '%1'; font-size: %2pt;\">%3"
           "<p style=\"font-size: %4pt; color: %5;\">%6</p></body></html>"_s
               .arg(Palette::printFamily())
               .arg(Palette::points(Palette::PrintText::SummaryBody))
               .arg(body)
               .arg(Palette::points(Palette::PrintText::SummaryFootnote))
               .arg(Palette::css(Palette::Color::PrintFaintText))
               .arg(escaped(tr("Printed by Dugout %1 on %2")
                                .arg(QStringLiteral(DUGOUT_VERSION),
                                     QLocale().toString(QDate::currentDate()))));
}

QPageLayout TournamentSheetRenderer::pageLayout()
{
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                       QPageLayout::Millimeter);
}

bool TournamentSheetRenderer::render(QPagedPaintDevice *device, Sheet sheet, int round,
                                     QString *error) const
{
    if (const QString why = refusal(sheet, round); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    if (!device->setPageLayout(pageLayout())) {
        if (error)
            *error = tr("The tournament sheet could not be laid out on this device.");
        return false;
    }
    QTextDocument document;
    document.setHtml(html(sheet, round));
    document.print(device);
    return true;
}

bool TournamentSheetRenderer::exportPdf(const QString &path, Sheet sheet, int round,
                                        QString *error) const
{
    const QString title = sheet == Sheet::Pairings ? tr("Pairings")
                          : sheet == Sheet::Slips  ? tr("Result slips")
                                                   : tr("Standings");
    return PdfFile::write(
        path, title,
        [&](QPdfWriter &writer, QString *reason) { return render(&writer, sheet, round, reason); },
        error);
}

} // namespace dugout
