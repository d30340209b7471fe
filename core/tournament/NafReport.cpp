#include "NafReport.h"

#include <QHash>
#include <QSet>
#include <QXmlStreamWriter>

#include <tuple>

using namespace Qt::StringLiterals;

namespace dugout {

QString NafReport::nafRace(const QString &rosterId)
{
    // The NAF's own names (as its site and Tourma's roster list spell them), not the rulebook's.
    static const QHash<QString, QString> names = {
        {u"amazon"_s, u"Amazons"_s},
        {u"chaos"_s, u"Chaos"_s},
        {u"chaos_dwarf"_s, u"Chaos Dwarves"_s},
        {u"chaos_pact"_s, u"Chaos Pact"_s},
        {u"dark_elf"_s, u"Dark Elves"_s},
        {u"dwarf"_s, u"Dwarves"_s},
        {u"elf"_s, u"Elves"_s},
        {u"goblin"_s, u"Goblins"_s},
        {u"halfling"_s, u"Halflings"_s},
        {u"high_elf"_s, u"High Elves"_s},
        {u"human"_s, u"Humans"_s},
        {u"khemri"_s, u"Khemri"_s},
        {u"lizardman"_s, u"Lizardmen"_s},
        {u"necromantic"_s, u"Necromantic"_s},
        {u"norse"_s, u"Norse"_s},
        {u"nurgle"_s, u"Nurgle's Rotters"_s},
        {u"ogre"_s, u"Ogres"_s},
        {u"orc"_s, u"Orc"_s},
        {u"skaven"_s, u"Skaven"_s},
        {u"slann"_s, u"Slann"_s},
        {u"undead"_s, u"Undead"_s},
        {u"underworld"_s, u"Underworld"_s},
        {u"vampire"_s, u"Vampires"_s},
        {u"wood_elf"_s, u"Wood Elves"_s},
    };
    return names.value(rosterId);
}

QString NafReport::timeStamp(const QDateTime &time)
{
    // Explicit digits: never the locale's, never a week-based year.
    const QDate d = time.date();
    const QTime t = time.time();
    return u"%1-%2-%3 %4:%5"_s.arg(d.year(), 4, 10, QChar(u'0'))
        .arg(d.month(), 2, 10, QChar(u'0'))
        .arg(d.day(), 2, 10, QChar(u'0'))
        .arg(t.hour(), 2, 10, QChar(u'0'))
        .arg(t.minute(), 2, 10, QChar(u'0'));
}

QByteArray NafReport::write(const Tournament &tournament, QStringList *leftOut)
{
    QSet<qint64> reported;
    for (const Entrant &e : tournament.entrants) {
        if (e.nafNumber.isEmpty()) {
            if (leftOut)
                leftOut->append(tr("%1: no NAF number, left out with their games.").arg(e.coach));
        } else if (nafRace(e.rosterId).isEmpty()) {
            if (leftOut)
                leftOut->append(tr("%1: the NAF has no race for \"%2\", left out with their games.")
                                    .arg(e.coach, e.rosterId));
        } else {
            reported.insert(e.id);
        }
    }

    QByteArray xml;
    QXmlStreamWriter out(&xml);
    out.setAutoFormatting(true);
    out.writeStartDocument();
    out.writeStartElement(u"nafReport"_s);
    out.writeNamespace(u"http://www.bloodbowl.net"_s, u"blo"_s);
    out.writeTextElement(u"organiser"_s, tournament.organiser);
    out.writeStartElement(u"coaches"_s);
    for (const Entrant &e : tournament.entrants) {
        if (!reported.contains(e.id))
            continue;
        out.writeStartElement(u"coach"_s);
        out.writeTextElement(u"name"_s, e.coach);
        out.writeTextElement(u"number"_s, e.nafNumber);
        out.writeTextElement(u"team"_s, nafRace(e.rosterId));
        out.writeEndElement();
    }
    out.writeEndElement(); // coaches

    const QString rating = QString::number(tournament.rules.team.budget / 10'000);
    for (int round = 1; round <= tournament.roundsPaired(); ++round) {
        for (const TournamentGame &g : tournament.gamesOfRound(round)) {
            if (g.isBye() || !g.played || !reported.contains(g.homeId) ||
                !reported.contains(g.awayId))
                continue;
            QDateTime when = g.startsAt;
            if (!when.isValid())
                when = QDateTime(tournament.startDate.isValid() ? tournament.startDate
                                                                : QDate::currentDate(),
                                 QTime(0, 0));
            out.writeStartElement(u"game"_s);
            out.writeTextElement(u"timeStamp"_s, timeStamp(when));
            for (const auto &[id, td, cas] :
                 {std::tuple{g.homeId, g.homeTouchdowns, g.homeCasualties},
                  std::tuple{g.awayId, g.awayTouchdowns, g.awayCasualties}}) {
                const Entrant *e = tournament.entrant(id);
                out.writeStartElement(u"playerRecord"_s);
                out.writeTextElement(u"name"_s, e->coach);
                out.writeTextElement(u"number"_s, e->nafNumber);
                out.writeTextElement(u"teamRating"_s, rating);
                out.writeTextElement(u"touchDowns"_s, QString::number(td));
                out.writeTextElement(u"badlyHurt"_s, QString::number(cas));
                out.writeEndElement();
            }
            out.writeEndElement(); // game
        }
    }
    out.writeEndElement(); // nafReport
    out.writeEndDocument();
    return xml;
}

} // namespace dugout
