#include "MatchReportRenderer.h"
#include "PdfFile.h"

#include "DugoutVersion.h"
#include "core/Money.h"
#include "core/inducements/InducementBill.h"
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

const QString TableStart =
    u"<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
    "style=\"border-collapse: collapse; border-color: "_s +
    Palette::css(Palette::Color::PrintTableBorder) + u";\">"_s;
const QString HeaderRow =
    u"<tr style=\"background: "_s + Palette::css(Palette::Color::PrintHeaderShade) + u";\">"_s;

QString cell(const QString &text, const QString &style = {})
{
    return u"<td%1>%2</td>"_s.arg(style.isEmpty() ? QString() : u" style=\"%1\""_s.arg(style),
                                  text);
}

QString heading(const QString &text)
{
    return u"<h2 style=\"font-size: %1pt; margin-top: 8px; margin-bottom: 3px;\">%2</h2>"_s
        .arg(Palette::points(Palette::PrintText::ReportHeading))
        .arg(escaped(text));
}

} // namespace

QString MatchReportRenderer::title() const
{
    return u"%1 %2 – %3 %4"_s.arg(m_report.homeBefore.name)
        .arg(m_report.summary.homeScore)
        .arg(m_report.summary.awayScore)
        .arg(m_report.awayBefore.name);
}

QString MatchReportRenderer::html() const
{
    QStringList facts{m_report.leagueName};
    if (!m_report.seasonName.isEmpty())
        facts << m_report.seasonName;
    facts << (m_report.round > 0 ? tr("Round %1").arg(m_report.round) : tr("Outside the schedule"));
    if (m_report.playedAt.isValid())
        facts << QLocale().toString(m_report.playedAt.toLocalTime(), QLocale::LongFormat);
    if (m_report.summary.conceded)
        facts << tr("%1 conceded").arg(m_report.before(*m_report.summary.conceded).name);

    QString html =
        u"<html><body style=\"font-family: '%1'; font-size: %2pt;\">"_s.arg(Palette::printFamily())
            .arg(Palette::points(Palette::PrintText::ReportBody));
    html += u"<h1 style=\"font-size: %1pt; margin-bottom: 2px;\">%2</h1>"_s
                .arg(Palette::points(Palette::PrintText::ReportTitle))
                .arg(escaped(title()));
    html += u"<p style=\"color: %1;\">%2</p>"_s.arg(
        Palette::css(Palette::Color::PrintSecondaryText), escaped(facts.join(u" · "_s)));
    html += moneySection();
    html += heading(tr("Players"));
    html +=
        u"<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr><td width=\"50%\" style=\"padding-right: 6px;\">"_s +
        playersSection(Side::Home) + u"</td><td width=\"50%\" style=\"padding-left: 6px;\">"_s +
        playersSection(Side::Away) + u"</td></tr></table>"_s;
    html += logSection();
    html += trackedSection();
    html += u"<p style=\"font-size: %1pt; color: %2;\">%3</p>"_s
                .arg(Palette::points(Palette::PrintText::ReportFootnote))
                .arg(Palette::css(Palette::Color::PrintFaintText))
                .arg(escaped(tr("Match %1 · printed by Dugout %2 on %3")
                                 .arg(m_report.matchId)
                                 .arg(QStringLiteral(DUGOUT_VERSION),
                                      QLocale().toString(QDate::currentDate()))));
    return html + u"</body></html>"_s;
}

QString MatchReportRenderer::moneySection() const
{
    QString rows = HeaderRow + cell(QString()) +
                   u"<th>%1</th><th>%2</th></tr>"_s.arg(escaped(m_report.homeBefore.name),
                                                        escaped(m_report.awayBefore.name));
    const auto row = [&](const QString &label, const auto &value) {
        rows += u"<tr>"_s + cell(u"<b>%1</b>"_s.arg(escaped(label)));
        for (Side side : {Side::Home, Side::Away})
            rows += cell(escaped(value(side)), u"text-align: right;"_s);
        rows += u"</tr>"_s;
    };
    row(tr("Score"), [&](Side side) {
        return QString::number(side == Side::Home ? m_report.summary.homeScore
                                                  : m_report.summary.awayScore);
    });
    row(tr("Casualties inflicted"), [&](Side side) {
        return QString::number(side == Side::Home ? m_report.summary.homeCasualties
                                                  : m_report.summary.awayCasualties);
    });
    // What each team bought for the match (issue 16), and the petty cash it moved.
    const auto bought = [&](Side side) { return m_report.record.team(side).inducements; };
    if (bought(Side::Home) || bought(Side::Away)) {
        row(tr("Inducements"), [&](Side side) {
            return bought(side) ? InducementBill::describe(m_rules, *bought(side)) : tr("none");
        });
        row(tr("Petty cash"),
            [&](Side side) { return formatGold(m_report.record.team(side).pettyCash); });
    }
    if (m_report.homeSummary && m_report.awaySummary) {
        const auto summary = [&](Side side) -> const PostMatchTeamSummary & {
            return *m_report.teamSummary(side);
        };
        row(tr("Gate"),
            [&](Side side) { return tr("%1 fans").arg(QLocale().toString(summary(side).fans)); });
        row(tr("FAME"), [&](Side side) { return QString::number(summary(side).fame); });
        row(tr("Winnings"), [&](Side side) { return formatGold(summary(side).winnings); });
        row(tr("Expenses"), [&](Side side) { return formatGold(summary(side).expenses); });
        row(tr("Fan factor"), [&](Side side) {
            const PostMatchTeamSummary &s = summary(side);
            return s.fanFactorAfter == s.fanFactorBefore
                       ? tr("%1 (unchanged)").arg(s.fanFactorAfter)
                       : u"%1 → %2"_s.arg(s.fanFactorBefore).arg(s.fanFactorAfter);
        });
        row(tr("Treasury"), [&](Side side) {
            return u"%1 → %2"_s.arg(formatGold(summary(side).treasuryBefore),
                                    formatGold(summary(side).treasuryAfter));
        });
        row(tr("MVP"), [&](Side side) {
            QStringList names;
            for (int number : summary(side).mvpNumbers)
                names << (number == 0 ? tr("an induced player") : playerName(side, number));
            return names.isEmpty() ? tr("none") : names.join(u", "_s);
        });
    }
    QString html = heading(tr("Result")) + TableStart + rows + u"</table>"_s;
    if (!m_report.homeSummary || !m_report.awaySummary)
        html += u"<p><i>%1</i></p>"_s.arg(
            escaped(tr("The gate, winnings and fan factor are in the post-match log below.")));
    return html;
}

QString MatchReportRenderer::playerName(Side side, int number) const
{
    for (const Player &player : m_report.before(side).players) {
        if (player.number == number)
            return u"#%1 %2"_s.arg(number).arg(player.name);
    }
    return u"#%1"_s.arg(number);
}

QString MatchReportRenderer::advancementText(const AdvancementOption &option) const
{
    switch (option.kind) {
    case AdvancementOption::Kind::Skill:
    case AdvancementOption::Kind::DoubleSkill:
        if (const Skill *skill = m_rules.skill(option.skillId))
            return skill->name.current();
        return option.skillId;
    case AdvancementOption::Kind::Ma:
        return tr("+1 MA");
    case AdvancementOption::Kind::Av:
        return tr("+1 AV");
    case AdvancementOption::Kind::Ag:
        return tr("+1 AG");
    case AdvancementOption::Kind::St:
        return tr("+1 ST");
    }
    return {};
}

QString MatchReportRenderer::playersSection(Side side) const
{
    const TeamMatchRecord &team = m_report.record.team(side);
    QString html = u"<p><b>%1</b></p>"_s.arg(escaped(m_report.before(side).name));
    QList<int> mvps;
    if (const auto &summary = m_report.teamSummary(side))
        mvps = summary->mvpNumbers;
    QString rows;
    for (const PlayerMatchEvents &p : team.players) {
        if (p.touchdowns + p.completions + p.casualties + p.interceptions == 0 &&
            !mvps.contains(p.number))
            continue;
        rows += u"<tr>"_s + cell(escaped(playerName(side, p.number)));
        for (int count : {p.touchdowns, p.completions, p.casualties, p.interceptions})
            rows += cell(count ? QString::number(count) : QString(), u"text-align: center;"_s);
        rows += cell(mvps.contains(p.number) ? tr("MVP") : QString(), u"text-align: center;"_s) +
                u"</tr>"_s;
    }
    for (int number : std::as_const(mvps)) {
        const bool listed =
            std::any_of(team.players.cbegin(), team.players.cend(),
                        [number](const PlayerMatchEvents &p) { return p.number == number; });
        if (!listed && number != 0)
            rows += u"<tr>"_s + cell(escaped(playerName(side, number))) + cell({}) + cell({}) +
                    cell({}) + cell({}) + cell(tr("MVP"), u"text-align: center;"_s) + u"</tr>"_s;
    }
    if (rows.isEmpty()) {
        html += u"<p>%1</p>"_s.arg(escaped(tr("No SPP event.")));
    } else {
        //: Column heads of the SPP table: touchdowns, completions, casualties, interceptions.
        html += TableStart + HeaderRow +
                u"<th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>"_s.arg(
                    escaped(tr("Player")), escaped(tr("TD")), escaped(tr("Cp")), escaped(tr("Cas")),
                    escaped(tr("Int")), escaped(tr("MVP"))) +
                rows + u"</table>"_s;
    }
    QStringList casualties;
    for (const CasualtyRecord &casualty : team.casualties) {
        const CasualtyRow *result = casualty.d68 ? m_rules.casualtyResult(*casualty.d68) : nullptr;
        QString text =
            u"%1: %2"_s.arg(playerName(side, casualty.number),
                            casualty.d68 ? tr("D68 %1, %2")
                                               .arg(*casualty.d68)
                                               .arg(result ? result->name.current() : QString())
                                         : tr("no D68"));
        if (casualty.apothecary && casualty.apothecaryD68) {
            const CasualtyRow *second = m_rules.casualtyResult(*casualty.apothecaryD68);
            text += tr(" (apothecary: %1, %2)")
                        .arg(*casualty.apothecaryD68)
                        .arg(second ? second->name.current() : QString());
        }
        if (casualty.regeneration)
            text += tr(" (regeneration %1)").arg(*casualty.regeneration);
        casualties << escaped(text);
    }
    if (!casualties.isEmpty())
        html += u"<p><b>%1</b><br/>%2</p>"_s.arg(escaped(tr("Casualties suffered")),
                                                 casualties.join(u"<br/>"_s));
    QStringList advancements;
    for (const AdvancementChoice &choice : team.advancements)
        advancements << escaped(tr("%1: %2 + %3 → %4")
                                    .arg(playerName(side, choice.number))
                                    .arg(choice.die1)
                                    .arg(choice.die2)
                                    .arg(advancementText(choice.option)));
    if (!advancements.isEmpty())
        html += u"<p><b>%1</b><br/>%2</p>"_s.arg(escaped(tr("Advancements")),
                                                 advancements.join(u"<br/>"_s));
    return html;
}

QString MatchReportRenderer::logSection() const
{
    QString html = heading(tr("Post-match sequence"));
    QString rows;
    for (const PostMatchLine &line : m_report.log) {
        const QString who = line.side ? m_report.before(*line.side).name : QString();
        const QString whoStyle = u"color: "_s + Palette::css(Palette::Color::PrintMutedText) +
                                 u"; white-space: nowrap;"_s;
        rows += u"<tr>"_s + cell(escaped(who), whoStyle) + cell(escaped(line.text)) + u"</tr>"_s;
    }
    return html + u"<table cellspacing=\"0\" cellpadding=\"1\">"_s + rows + u"</table>"_s;
}

QString MatchReportRenderer::trackedSection() const
{
    if (m_report.trackedMatchId == 0)
        return {};
    QString rows;
    for (const MatchReportEvent &event : m_report.trackedEvents) {
        const QString text = event.text.isEmpty() ? MatchText::eventName(event.type) : event.text;
        const QString timeStyle =
            u"color: "_s + Palette::css(Palette::Color::PrintMutedText) + u";"_s;
        rows += u"<tr>"_s + cell(event.at.toLocalTime().toString(u"HH:mm"_s), timeStyle) +
                cell(escaped(text)) + u"</tr>"_s;
    }
    return heading(tr("Event log of the tracked match")) +
           u"<table cellspacing=\"0\" cellpadding=\"1\">"_s + rows + u"</table>"_s;
}

bool MatchReportRenderer::render(QPagedPaintDevice *device, QString *error) const
{
    if (!device) {
        if (error)
            *error = tr("There is nothing to print on.");
        return false;
    }
    QTextDocument document;
    document.setHtml(html());
    document.print(device);
    return true;
}

bool MatchReportRenderer::exportPdf(const QString &path, QString *error) const
{
    return PdfFile::write(
        path, title(),
        [this](QPdfWriter &writer, QString *) {
            writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                             QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
            QTextDocument document;
            document.setHtml(html());
            document.print(&writer);
            return true;
        },
        error);
}

} // namespace dugout
