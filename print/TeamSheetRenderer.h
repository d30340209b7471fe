#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QRectF>
#include <QString>

class QFont;
class QPagedPaintDevice;
class QPainter;

namespace dugout {

class Ruleset;
struct Team;

// The team sheet in the spirit of the official roster sheet (docs/architecture.md, "Look and
// feel"): one A4 landscape page for up to 16 players. Team name, roster, coach; a row per player
// (number, name, position, characteristics, skills, injuries, career figures, SPP, value); then
// re-rolls, fan factor, staff, apothecary, treasury and team value. Paints with QPainter only, so
// it works on any paged device: a PDF writer, a printer.
class TeamSheetRenderer
{
    Q_DECLARE_TR_FUNCTIONS(TeamSheetRenderer)

public:
    struct Column
    {
        QString title;
        qreal width; // tenths of a millimetre
        Qt::Alignment align;
    };
    static constexpr int SkillsColumn = 7;
    static constexpr qreal CellPadding = 12; // inside a cell, on each side

    TeamSheetRenderer(const Team &team, const Ruleset &rules);

    // The roster table's columns for a table `width` wide, in the interface language. Each
    // column is at least as wide as its heading written in `headerFont` (French headings such as
    // SOR are wider than their English CAS); the skills column takes what is left.
    static QList<Column> rosterColumns(qreal width, const QFont &headerFont);

    void setLeague(const QString &league) { m_league = league; }
    void setPrintDate(const QDate &date) { m_printDate = date; }

    // Sets the device to A4 landscape and paints the sheet on it.
    bool render(QPagedPaintDevice *device, QString *error = nullptr) const;
    // Paints the sheet into `page` (in device pixels of an active painter).
    void paint(QPainter &painter, const QRectF &page) const;

private:
    // Each returns or fills its part of the sheet, in tenths of a millimetre.
    qreal paintHeader(QPainter &painter, const QRectF &page) const;
    qreal paintRoster(QPainter &painter, const QRectF &area) const;
    void paintFooter(QPainter &painter, const QRectF &area) const;

    const Team &m_team;
    const Ruleset &m_rules;
    QString m_league;
    QDate m_printDate;
};

// Writes the team sheet as a one-page PDF at `path`; on failure says why in `error`.
bool exportTeamSheetPdf(const Team &team, const Ruleset &rules, const QString &path,
                        QString *error);

} // namespace dugout
