#include "MatchSummaryRenderer.h"
#include "PdfFile.h"

#include "DugoutVersion.h"
#include "core/Money.h"
#include "core/inducements/InducementBill.h"
#include "core/match/Match.h"
#include "core/rules/Ruleset.h"
#include "models/MatchText.h"
#include "models/Palette.h"

#include <QLocale>
#include <QPageLayout>
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

} // namespace

QString MatchSummaryRenderer::html() const
{
    const MatchState &s = m_match.state();
    const MatchSetup &setup = m_match.setup();
    QString title = u"%1 %2 – %3 %4"_s.arg(escaped(s.home.name))
                        .arg(s.home.score)
                        .arg(s.away.score)
                        .arg(escaped(s.away.name));
    QStringList facts;
    facts << (setup.exhibition ? tr("Exhibition match") : tr("League match"));
    if (!m_match.events().isEmpty())
        facts << QLocale().toString(m_match.events().constFirst().at.toLocalTime(),
                                    QLocale::LongFormat);
    facts << tr("Weather: %1").arg(MatchText::weatherName(m_match.rules(), s.weatherId));
    if (s.conceded)
        facts << tr("%1 conceded").arg(s.team(*s.conceded).name);
    if (s.shootOutWinner)
        facts << tr("%1 won the penalty shoot-out").arg(s.team(*s.shootOutWinner).name);
    if (s.phase != MatchPhase::Finished)
        facts << tr("Not finished: %1, %2")
                     .arg(MatchText::halfName(s.half), MatchText::phaseName(s.phase));

    QString html =
        u"<html><body style=\"font-family: '%1'; font-size: %2pt;\">"_s.arg(Palette::printFamily())
            .arg(Palette::points(Palette::PrintText::SummaryBody));
    html += u"<h1 style=\"font-size: %1pt;\">%2</h1>"_s
                .arg(Palette::points(Palette::PrintText::SummaryTitle))
                .arg(title);
    html += u"<p>%1</p>"_s.arg(escaped(facts.join(u" · "_s)));
    html += teamSection(true);
    html += teamSection(false);
    html += logSection();
    html += u"<p style=\"font-size: %1pt; color: %2;\">%3</p>"_s
                .arg(Palette::points(Palette::PrintText::SummaryFootnote))
                .arg(Palette::css(Palette::Color::PrintFaintText))
                .arg(escaped(tr("Printed by Dugout %1 on %2")
                                 .arg(QStringLiteral(DUGOUT_VERSION),
                                      QLocale().toString(QDate::currentDate()))));
    html += u"</body></html>"_s;
    return html;
}

QString MatchSummaryRenderer::teamSection(bool home) const
{
    const TeamMatchState &team = home ? m_match.state().home : m_match.state().away;
    QString html = u"<h2 style=\"font-size: %1pt;\">%2 — %3</h2>"_s.arg(
        QString::number(Palette::points(Palette::PrintText::SummaryHeading)), escaped(team.name),
        QString::number(team.score));
    // What the team bought for the match (issue 16): the cards by deck only, as they were drawn
    // face down.
    if (!team.bought.isEmpty()) {
        const qint64 petty = m_match.setup().pettyCash(home ? Side::Home : Side::Away);
        QString line = InducementBill::describe(m_match.rules(), team.bought);
        if (petty > 0)
            line += u" "_s + tr("(petty cash %1)").arg(formatGold(petty));
        html += u"<p><b>%1</b> %2</p>"_s.arg(escaped(tr("Inducements:")), escaped(line));
    }
    QString rows;
    QStringList casualties;
    for (const MatchPlayer &p : team.players) {
        const QString events = MatchText::sppEvents(p);
        if (!events.isEmpty())
            rows += u"<tr><td>%1</td><td>%2</td><td>%3</td></tr>"_s.arg(p.number).arg(
                escaped(p.name), escaped(events));
        if (p.state == PlayerState::Casualty) {
            const CasualtyRow *row =
                p.casualtyD68 ? m_match.rules().casualtyResult(*p.casualtyD68) : nullptr;
            casualties << u"#%1 %2: %3"_s.arg(p.number).arg(
                p.name, row ? row->name.current() : MatchText::stateName(p.state));
        } else if (p.state == PlayerState::KnockedOut || p.state == PlayerState::SentOff) {
            casualties << u"#%1 %2: %3"_s.arg(p.number).arg(p.name, MatchText::stateName(p.state));
        }
    }
    if (rows.isEmpty()) {
        html += u"<p>%1</p>"_s.arg(escaped(tr("No SPP event.")));
    } else {
        html +=
            u"<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" style=\"border-collapse: "
            u"collapse;\">"
            u"<tr style=\"background: %1;\"><th>#</th><th>%2</th><th>%3</th></tr>%4</table>"_s.arg(
                Palette::css(Palette::Color::PrintHeaderShade), escaped(tr("Player")),
                escaped(tr("SPP events")), rows);
    }
    if (!casualties.isEmpty())
        html += u"<p><b>%1</b> %2</p>"_s.arg(escaped(tr("Out of the match:")),
                                             escaped(casualties.join(u"; "_s)));
    return html;
}

QString MatchSummaryRenderer::logSection() const
{
    QString html =
        u"<h2 style=\"font-size: %1pt;\">%2</h2><table cellspacing=\"0\" cellpadding=\"2\">"_s
            .arg(Palette::points(Palette::PrintText::SummaryHeading))
            .arg(escaped(tr("Event log")));
    const QList<MatchEvent> &events = m_match.events();
    const QList<QStringList> &logs = m_match.eventLogs();
    for (qsizetype i = 0; i < events.size(); ++i) {
        const QStringList lines = logs.value(i);
        const QString text =
            lines.isEmpty() ? MatchText::eventName(events.at(i).type) : lines.join(u" "_s);
        html += u"<tr%1><td style=\"color: %2;\">%3</td><td>%4</td></tr>"_s.arg(
            i % 2 ? u" style=\"background: %1;\""_s.arg(Palette::css(Palette::Color::PrintShade))
                  : QString(),
            Palette::css(Palette::Color::PrintMutedText),
            events.at(i).at.toLocalTime().toString(u"HH:mm"_s), escaped(text));
    }
    return html + u"</table>"_s;
}

QPageLayout MatchSummaryRenderer::pageLayout()
{
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                       QPageLayout::Millimeter);
}

bool MatchSummaryRenderer::render(QPagedPaintDevice *device, QString *error) const
{
    if (!device->setPageLayout(pageLayout())) {
        if (error)
            *error = tr("The match summary could not be laid out on this device.");
        return false;
    }
    QTextDocument document;
    document.setHtml(html());
    document.print(device);
    return true;
}

bool MatchSummaryRenderer::exportPdf(const QString &path, QString *error) const
{
    return PdfFile::write(
        path, tr("Match summary"),
        [this](QPdfWriter &writer, QString *reason) { return render(&writer, reason); }, error);
}

} // namespace dugout
