#include "TournamentBracketOutput.h"

#include "TournamentOutput.h"
#include "core/tournament/KnockoutBracket.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

namespace {

QString side(const Tournament &t, qint64 id, int seed, const Ruleset &rules)
{
    if (id == 0)
        return TournamentBracketOutput::tr("(to be decided)");
    return u"[%1] %2"_s.arg(seed).arg(TournamentOutput::coachText(t, id, rules));
}

void writeStages(QTextStream &out, const Tournament &t, const QList<QList<KnockoutMatch>> &stages,
                 const Ruleset &rules)
{
    for (const QList<KnockoutMatch> &stage : stages) {
        const KnockoutMatch &first = stage.first();
        out << TournamentBracketOutput::tr("%1 (round %2)")
                   .arg(KnockoutBracket::stageName(first.stage, int(stages.size())))
                   .arg(first.round)
            << '\n';
        for (const KnockoutMatch &m : stage) {
            QString line = u"  %1"_s.arg(side(t, m.homeId, m.homeSeed, rules), -40);
            if (m.bye) {
                line += TournamentBracketOutput::tr("bye");
            } else {
                line += u"v  %1"_s.arg(side(t, m.awayId, m.awaySeed, rules), -40);
                if (m.stored && m.game.played) {
                    line += u"%1–%2"_s.arg(m.game.homeTouchdowns).arg(m.game.awayTouchdowns);
                    if (m.game.homeTouchdowns == m.game.awayTouchdowns && m.winnerId != 0)
                        line += u", "_s + TournamentBracketOutput::tr("%1 went through")
                                              .arg(t.entrant(m.winnerId)->coach);
                } else if (m.stored) {
                    line += TournamentBracketOutput::tr("table %1, to play").arg(m.game.table);
                }
            }
            out << line.trimmed() << '\n';
        }
    }
}

} // namespace

void TournamentBracketOutput::write(QTextStream &out, const Tournament &tournament,
                                    const Ruleset &rules)
{
    const KnockoutBracket bracket = KnockoutBracket::build(tournament);
    if (!bracket.note().isEmpty()) {
        out << tournament.name << u" — "_s << bracket.note() << '\n';
        return;
    }
    if (bracket.main().isEmpty()) {
        out << tr("%1 — no bracket yet: a knockout needs at least two coaches.")
                   .arg(tournament.name)
            << '\n';
        return;
    }
    const int places = int(bracket.main().first().size()) * 2;
    const int coaches = int(bracket.seeds().size());
    out << tr("%1 — knockout of %n coach(es)", nullptr, coaches).arg(tournament.name) << u", "_s
        << tr("%n bye(s)", nullptr, places - coaches) << '\n';
    writeStages(out, tournament, bracket.main(), rules);
    if (const qint64 champion = bracket.champion())
        out << tr("Winner: %1").arg(TournamentOutput::coachText(tournament, champion, rules))
            << '\n';
    if (!tournament.rules.knockout.consolation)
        return;
    out << '\n' << tr("Consolation bracket") << '\n';
    if (!bracket.consolationNote().isEmpty()) {
        out << bracket.consolationNote() << '\n';
        return;
    }
    writeStages(out, tournament, bracket.consolation(), rules);
    if (const qint64 winner = bracket.consolationWinner())
        out << tr("Consolation winner: %1")
                   .arg(TournamentOutput::coachText(tournament, winner, rules))
            << '\n';
}

} // namespace dugout::cli
