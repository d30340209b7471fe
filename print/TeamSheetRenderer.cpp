#include "TeamSheetRenderer.h"

#include "DugoutVersion.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/storage/WriteFailure.h"
#include "core/team/TeamRules.h"
#include "models/DisplayText.h"
#include "models/Palette.h"
#include "models/StatHeaders.h"
#include "models/TeamText.h"

#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>

#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The sheet is laid out in tenths of a millimetre on a 277 mm wide area (A4 landscape less
// 10 mm margins); the painter scales that to whatever device it paints on.
constexpr qreal SheetWidth = 2770;
constexpr qreal Padding = TeamSheetRenderer::CellPadding;
constexpr int TableFontSize = 26;    // 2.6 mm, about 7.4 pt
constexpr int SmallestFontSize = 19; // below this a sheet is no longer readable

const QColor Ink = Palette::color(Palette::Color::PrintInk);
const QColor Rule = Palette::color(Palette::Color::PrintRule);
const QColor Shade = Palette::color(Palette::Color::SheetShade);
const QColor HeaderShade = Palette::color(Palette::Color::SheetHeaderShade);

QFont sheetFont(int size, bool bold = false)
{
    QFont font(Palette::printFamily());
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(size);
    font.setBold(bold);
    return font;
}

} // namespace

TeamSheetRenderer::TeamSheetRenderer(const Team &team, const Ruleset &rules)
    : m_team(team), m_rules(rules), m_printDate(QDate::currentDate())
{
}

bool TeamSheetRenderer::render(QPagedPaintDevice *device, QString *error) const
{
    device->setPageOrientation(QPageLayout::Landscape);
    QPainter painter;
    if (!painter.begin(device)) {
        if (error)
            *error = tr("The team sheet could not be drawn on this device.");
        return false;
    }
    paint(painter, QRectF(0, 0, device->width(), device->height()));
    painter.end();
    return true;
}

void TeamSheetRenderer::paint(QPainter &painter, const QRectF &page) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const qreal scale = page.width() / SheetWidth;
    painter.translate(page.topLeft());
    painter.scale(scale, scale);
    const QRectF sheet(0, 0, SheetWidth, page.height() / scale);

    const qreal top = paintHeader(painter, sheet);
    const qreal footerHeight = 300;
    const QRectF table(0, top, SheetWidth, sheet.height() - top - footerHeight - 30);
    paintRoster(painter, table);
    paintFooter(painter, QRectF(0, sheet.height() - footerHeight, SheetWidth, footerHeight));
    painter.restore();
}

qreal TeamSheetRenderer::paintHeader(QPainter &painter, const QRectF &page) const
{
    const QColor accent =
        QColor::isValidColorName(m_team.color) ? QColor::fromString(m_team.color) : Ink;
    painter.fillRect(QRectF(0, 0, page.width(), 22), accent);

    painter.setPen(Ink);
    painter.setFont(sheetFont(30, true));
    //: The title of the printed sheet.
    painter.drawText(QRectF(0, 40, page.width(), 40), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Team sheet").toUpper());

    painter.setFont(sheetFont(80, true));
    const QRectF nameBox(0, 78, page.width() * 0.62, 100);
    painter.drawText(
        nameBox, Qt::AlignLeft | Qt::AlignVCenter,
        painter.fontMetrics().elidedText(m_team.name, Qt::ElideRight, int(nameBox.width())));

    const Roster *roster = m_rules.roster(m_team.rosterId);
    QStringList details{tr("Roster: %1").arg(roster ? roster->name.current() : m_team.rosterId)};
    if (!m_team.coach.isEmpty())
        details << tr("Coach: %1").arg(m_team.coach);
    if (!m_league.isEmpty())
        details << tr("League: %1").arg(m_league);
    painter.setFont(sheetFont(32));
    painter.drawText(QRectF(0, 180, page.width() * 0.7, 40), Qt::AlignLeft | Qt::AlignVCenter,
                     details.join(u"     "_s));

    // Team value where a commissioner looks for it: top right, large.
    const TeamRules rules(m_rules);
    painter.setFont(sheetFont(30));
    painter.drawText(QRectF(page.width() * 0.6, 40, page.width() * 0.4, 40),
                     Qt::AlignRight | Qt::AlignVCenter, tr("Team value"));
    painter.setFont(sheetFont(64, true));
    painter.drawText(QRectF(page.width() * 0.6, 82, page.width() * 0.4, 90),
                     Qt::AlignRight | Qt::AlignVCenter, formatGold(rules.teamValue(m_team)));
    return 240;
}

QList<TeamSheetRenderer::Column> TeamSheetRenderer::rosterColumns(qreal width,
                                                                  const QFont &headerFont)
{
    const QList<Column> fixed = {
        //: Shirt number column on the team sheet.
        {tr("#"), 60, Qt::AlignCenter},
        {tr("Player name"), 310, Qt::AlignLeft},
        {tr("Position"), 250, Qt::AlignLeft},
        {StatHeaders::abbreviation(StatHeaders::Ma), 68, Qt::AlignCenter},
        {StatHeaders::abbreviation(StatHeaders::St), 68, Qt::AlignCenter},
        {StatHeaders::abbreviation(StatHeaders::Ag), 68, Qt::AlignCenter},
        {StatHeaders::abbreviation(StatHeaders::Av), 68, Qt::AlignCenter},
        {StatHeaders::skills(), 0, Qt::AlignLeft}, // takes what is left
        {tr("Injuries"), 210, Qt::AlignLeft},
        //: Completions (team sheet column).
        {tr("COMP"), 100, Qt::AlignCenter},
        //: Touchdowns (team sheet column).
        {tr("TD"), 68, Qt::AlignCenter},
        //: Interceptions (team sheet column).
        {tr("INT"), 68, Qt::AlignCenter},
        //: Casualties caused (team sheet column).
        {tr("CAS"), 68, Qt::AlignCenter},
        //: Most valuable player awards (team sheet column).
        {tr("MVP"), 84, Qt::AlignCenter},
        //: Star player points (team sheet column).
        {tr("SPP"), 84, Qt::AlignCenter},
        {tr("Value"), 150, Qt::AlignRight},
    };
    // A heading never runs past its column: the column grows, and the skills column, the only
    // one whose width is not set, gives up what the others take.
    const QFontMetricsF heading(headerFont);
    QList<Column> columns = fixed;
    qreal used = 0;
    for (qsizetype i = 0; i < columns.size(); ++i) {
        if (i != SkillsColumn)
            columns[i].width =
                std::max(columns[i].width,
                         std::ceil(heading.horizontalAdvance(columns[i].title)) + 2 * Padding + 4);
        used += columns[i].width;
    }
    columns[SkillsColumn].width = width - used;
    return columns;
}

qreal TeamSheetRenderer::paintRoster(QPainter &painter, const QRectF &area) const
{
    const QList<Column> columns = rosterColumns(area.width(), sheetFont(TableFontSize - 1, true));

    // One row per shirt number, as on the official sheet, so a coach can pencil in a new
    // player; a team over 16 (journeymen) gets a row per player instead.
    QList<const Player *> players = m_team.activePlayers();
    std::sort(players.begin(), players.end(),
              [](const Player *a, const Player *b) { return a->number < b->number; });
    QList<const Player *> rows;
    if (players.size() <= 16) {
        for (int number = 1; number <= 16; ++number)
            rows << m_team.playerByNumber(number);
    } else {
        rows = players;
    }

    auto cells = [this](const Player *player) -> QStringList {
        if (!player)
            return {};
        const Position *position = m_rules.position(player->positionId);
        static const Position unknown;
        const Position &pos = position ? *position : unknown;
        return {QString::number(player->number),
                player->name,
                pos.name.current(),
                QString::number(player->ma(pos)),
                QString::number(player->st(pos)),
                QString::number(player->ag(pos)),
                QString::number(player->av(pos)),
                TeamText::skills(m_rules, *player, pos),
                TeamText::injuries(*player),
                QString::number(player->completions),
                QString::number(player->touchdowns),
                QString::number(player->interceptions),
                QString::number(player->casualties),
                QString::number(player->mvps),
                QString::number(player->spp),
                goldText(player->value(m_rules))};
    };

    // Rows grow for wrapped skills; the font shrinks until all rows fit the area.
    int fontSize = TableFontSize;
    QList<qreal> heights;
    qreal headerHeight = 0;
    for (;; --fontSize) {
        painter.setFont(sheetFont(fontSize));
        const QFontMetricsF metrics(painter.font());
        const qreal line = metrics.height();
        headerHeight = line + 2 * Padding;
        heights.clear();
        qreal total = headerHeight;
        for (const Player *player : std::as_const(rows)) {
            qreal height = line * 1.9 + 2 * Padding - line * 0.9; // one line and some air
            if (player) {
                const QStringList texts = cells(player);
                for (int i : {1, 7, 8}) { // name, skills and injuries may wrap
                    const QRectF bound =
                        metrics.boundingRect(QRectF(0, 0, columns[i].width - 2 * Padding, 10000),
                                             Qt::TextWordWrap, texts.at(i));
                    height = std::max(height, bound.height() + 2 * Padding);
                }
            }
            heights << height;
            total += height;
        }
        if (total <= area.height() || fontSize <= SmallestFontSize)
            break;
    }
    // Spare height is shared out, so the table fills the page like a printed form.
    qreal total = headerHeight;
    for (qreal height : std::as_const(heights))
        total += height;
    const qreal extra =
        rows.isEmpty() ? 0 : std::max<qreal>(0, (area.height() - total) / rows.size());
    for (qreal &height : heights)
        height = std::min(height + extra, height * 1.6);

    qreal y = area.top();
    painter.setFont(sheetFont(fontSize - 1, true));
    painter.fillRect(QRectF(area.left(), y, area.width(), headerHeight), HeaderShade);
    qreal x = area.left();
    for (const Column &column : std::as_const(columns)) {
        painter.setPen(Ink);
        painter.drawText(QRectF(x + Padding, y, column.width - 2 * Padding, headerHeight),
                         column.align | Qt::AlignVCenter, column.title);
        x += column.width;
    }
    y += headerHeight;
    painter.setFont(sheetFont(fontSize));
    for (int r = 0; r < rows.size(); ++r) {
        const QRectF band(area.left(), y, area.width(), heights.at(r));
        if (r % 2 == 1)
            painter.fillRect(band, Shade);
        const QStringList texts = cells(rows.at(r));
        x = area.left();
        for (int c = 0; c < columns.size(); ++c) {
            const Column &column = columns.at(c);
            QString text = c < texts.size() ? texts.at(c) : QString();
            if (!rows.at(r) && c == 0 && players.size() <= 16)
                text = QString::number(r + 1); // the empty row keeps its number
            painter.setPen(c == 8 ? Palette::color(Palette::Color::PrintInjury) : Ink);
            painter.drawText(QRectF(x + Padding, y, column.width - 2 * Padding, heights.at(r)),
                             column.align | Qt::AlignVCenter | Qt::TextWordWrap, text);
            x += column.width;
        }
        y += heights.at(r);
    }
    // Thin rules: under every row, between columns, and a frame.
    painter.setPen(QPen(Rule, 2));
    qreal ruleY = area.top() + headerHeight;
    painter.drawLine(QPointF(area.left(), ruleY), QPointF(area.right(), ruleY));
    for (qreal height : std::as_const(heights)) {
        ruleY += height;
        painter.drawLine(QPointF(area.left(), ruleY), QPointF(area.right(), ruleY));
    }
    x = area.left();
    for (int c = 0; c + 1 < columns.size(); ++c) {
        x += columns.at(c).width;
        painter.drawLine(QPointF(x, area.top()), QPointF(x, y));
    }
    painter.setPen(QPen(Ink, 4));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(area.left(), area.top(), area.width(), y - area.top()));
    return y;
}

void TeamSheetRenderer::paintFooter(QPainter &painter, const QRectF &area) const
{
    const TeamRules rules(m_rules);
    const TeamBuildingRules &building = m_rules.teamBuilding();
    const Roster *roster = m_rules.roster(m_team.rosterId);
    const qint64 rerollCost = roster ? roster->rerollCost : 0;

    // Label, detail, amount: what each line adds to team value.
    struct Line
    {
        QString label;
        QString detail;
        QString amount;
    };
    QList<Line> lines{
        {tr("Re-rolls"), tr("%1 × %2").arg(m_team.rerolls).arg(goldText(rerollCost)),
         goldText(m_team.rerolls * rerollCost)},
        {tr("Fan factor"), QString::number(m_team.fanFactor),
         goldText(m_team.fanFactor * building.fanFactorCost)},
        {tr("Assistant coaches"), QString::number(m_team.assistantCoaches),
         goldText(m_team.assistantCoaches * building.assistantCoachCost)},
        {tr("Cheerleaders"), QString::number(m_team.cheerleaders),
         goldText(m_team.cheerleaders * building.cheerleaderCost)},
        {tr("Apothecary"),
         roster && !roster->apothecary ? tr("not allowed")
         : m_team.apothecary           ? tr("yes")
                                       : tr("no"),
         goldText(m_team.apothecary ? building.apothecaryCost : 0)},
    };
    if (roster && roster->necromancer)
        lines << Line{tr("Necromancer"), tr("free"), goldText(0)};

    const qreal lineHeight = 44;
    const qreal boxTop = area.top() + 10;
    const qreal left = area.left();
    const qreal labelWidth = 420, detailWidth = 220, amountWidth = 230;
    painter.setFont(sheetFont(28));
    // Two columns of three lines each keep the block low.
    for (int i = 0; i < lines.size(); ++i) {
        const qreal columnX = left + (i / 3) * (labelWidth + detailWidth + amountWidth + 80);
        const qreal y = boxTop + (i % 3) * lineHeight;
        const Line &line = lines.at(i);
        painter.setPen(Ink);
        painter.drawText(QRectF(columnX, y, labelWidth, lineHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, line.label);
        painter.drawText(QRectF(columnX + labelWidth, y, detailWidth, lineHeight),
                         Qt::AlignRight | Qt::AlignVCenter, line.detail);
        painter.drawText(QRectF(columnX + labelWidth + detailWidth, y, amountWidth, lineHeight),
                         Qt::AlignRight | Qt::AlignVCenter, line.amount);
        painter.setPen(QPen(Rule, 2));
        painter.drawLine(QPointF(columnX, y + lineHeight),
                         QPointF(columnX + labelWidth + detailWidth + amountWidth, y + lineHeight));
    }

    // Treasury and team value, boxed, on the right.
    const qreal boxWidth = 800;
    const QRectF box(area.right() - boxWidth, boxTop, boxWidth, lineHeight * 3);
    painter.setPen(QPen(Ink, 4));
    painter.drawRect(box);
    const bool creation = m_team.phase == Team::Phase::Creation;
    painter.setFont(sheetFont(30));
    painter.setPen(Ink);
    const QRectF treasury(box.left() + 30, box.top(), box.width() - 60, lineHeight * 1.3);
    painter.drawText(treasury, Qt::AlignLeft | Qt::AlignVCenter,
                     creation ? tr("Gold left") : tr("Treasury"));
    painter.drawText(treasury, Qt::AlignRight | Qt::AlignVCenter,
                     formatGold(rules.goldLeft(m_team)));
    painter.setPen(QPen(Rule, 2));
    painter.drawLine(QPointF(box.left(), box.top() + lineHeight * 1.3),
                     QPointF(box.right(), box.top() + lineHeight * 1.3));
    painter.setPen(Ink);
    painter.setFont(sheetFont(40, true));
    const QRectF value(box.left() + 30, box.top() + lineHeight * 1.3, box.width() - 60,
                       lineHeight * 1.7);
    painter.drawText(value, Qt::AlignLeft | Qt::AlignVCenter, tr("Team value"));
    painter.drawText(value, Qt::AlignRight | Qt::AlignVCenter, formatGold(rules.teamValue(m_team)));

    // Who printed it and when, small, in the corner.
    painter.setFont(sheetFont(20));
    painter.setPen(Rule.darker(120));
    painter.drawText(QRectF(area.left(), area.bottom() - 40, area.width(), 40),
                     Qt::AlignRight | Qt::AlignBottom,
                     tr("Dugout %1 · printed %2")
                         .arg(QStringLiteral(DUGOUT_VERSION),
                              QLocale().toString(m_printDate, QLocale::ShortFormat)));
}

bool exportTeamSheetPdf(const Team &team, const Ruleset &rules, const QString &path, QString *error)
{
    if (!QFileInfo(path).absoluteDir().exists()) {
        if (error)
            *error = TeamSheetRenderer::tr("The folder %1 does not exist.")
                         .arg(QFileInfo(path).absolutePath());
        return false;
    }
    // Written under a temporary name and renamed once whole: a crash or a full disk never
    // leaves half a sheet under the real name.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = TeamSheetRenderer::tr("The team sheet could not be written to %1: %2")
                         .arg(path, file.errorString());
        return false;
    }
    bool ok = false;
    {
        QPdfWriter writer(&file);
        writer.setTitle(TeamSheetRenderer::tr("Team sheet: %1").arg(team.name));
        writer.setCreator(u"Dugout "_s + QStringLiteral(DUGOUT_VERSION));
        writer.setResolution(600);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape,
                                         QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter));
        ok = TeamSheetRenderer(team, rules).render(&writer, error);
    } // the writer finishes the PDF when it goes
    if (!ok) {
        file.cancelWriting();
        return false;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError || !file.commit()) {
        if (error)
            *error = TeamSheetRenderer::tr("The team sheet could not be written to %1: %2")
                         .arg(path, WriteFailure::reason(file));
        return false;
    }
    return true;
}

} // namespace dugout
