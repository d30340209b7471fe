#include "ForgeTables.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The position in `ids` of the id of the row reading `total` (the end rows past either end).
// The loader has checked the rows cover their range and use exactly these ids.
int outcome(const QList<TableRow> &rows, const QStringList &ids, int total)
{
    if (rows.isEmpty())
        return 0;
    const TableRow *row = &rows.constFirst();
    for (const TableRow &r : rows) {
        if (r.contains(total)) {
            row = &r;
            break;
        }
        if (total > r.max)
            row = &r;
    }
    return int(std::max<qsizetype>(0, ids.indexOf(row->id)));
}

int lowest(const QList<TableRow> &rows, const QString &id)
{
    for (const TableRow &row : rows) {
        if (row.id == id)
            return row.min;
    }
    return 0;
}

} // namespace

const QStringList &ForgeTables::strikeIds()
{
    static const QStringList ids{u"under_player"_s, u"nothing"_s, u"scattered"_s, u"chosen"_s};
    return ids;
}

const QStringList &ForgeTables::crevasseJumpIds()
{
    static const QStringList ids{u"injury_roll"_s, u"falls_in"_s, u"falls_beyond"_s, u"lands"_s};
    return ids;
}

const QStringList &ForgeTables::lavaJumpIds()
{
    static const QStringList ids{u"falls_beyond"_s, u"into_lava"_s, u"lands"_s};
    return ids;
}

const QStringList &ForgeTables::findIds()
{
    static const QStringList ids{u"genestealer"_s, u"nothing"_s, u"magic_item"_s};
    return ids;
}

IceStrike ForgeTables::strike(int total) const
{
    return IceStrike(outcome(strikeRows, strikeIds(), total));
}

CrevasseJump ForgeTables::crevasseJump(int total) const
{
    return CrevasseJump(outcome(crevasseJumpRows, crevasseJumpIds(), total));
}

LavaJump ForgeTables::lavaJump(int total) const
{
    return LavaJump(outcome(lavaJumpRows, lavaJumpIds(), total));
}

int ForgeTables::lowestTotal(IceStrike outcome) const
{
    return lowest(strikeRows, strikeIds().at(int(outcome)));
}

int ForgeTables::lowestTotal(CrevasseJump outcome) const
{
    return lowest(crevasseJumpRows, crevasseJumpIds().at(int(outcome)));
}

int ForgeTables::lowestTotal(LavaJump outcome) const
{
    return lowest(lavaJumpRows, lavaJumpIds().at(int(outcome)));
}

IceFind ForgeTables::find(int twoD6) const
{
    return IceFind(outcome(findRows, findIds(), twoD6));
}

} // namespace dugout
