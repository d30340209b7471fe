#include "MatchStateReport.h"

#include "models/ForgeText.h"
#include "models/MatchText.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout::cli {

namespace {

constexpr int labelWidth = -22;
constexpr int columnWidth = -28;

QString yesNo(bool value)
{
    return value ? MatchStateReport::tr("yes") : MatchStateReport::tr("no");
}

// "Blitz #4, Pass #2, Foul #3": the once-per-turn actions used this turn.
QString usedThisTurn(const TeamMatchState &t)
{
    QStringList used;
    if (t.blitzUsed)
        used << MatchStateReport::tr("Blitz #%1").arg(t.blitzer);
    if (t.passUsed)
        used << (t.passCompleted ? MatchStateReport::tr("Pass #%1 (completed)")
                                 : MatchStateReport::tr("Pass #%1"))
                    .arg(t.passer);
    if (t.handOffUsed)
        used << MatchStateReport::tr("Hand-off");
    if (t.foulUsed)
        used << MatchStateReport::tr("Foul #%1").arg(t.fouler);
    return used.isEmpty() ? MatchStateReport::tr("none") : used.join(u", "_s);
}

void row(QTextStream &out, const QString &label, const QString &home, const QString &away)
{
    out << u"%1 %2 %3"_s.arg(label, labelWidth).arg(home, columnWidth).arg(away) << '\n';
}

void players(QTextStream &out, const Ruleset &rules, const TeamMatchState &t)
{
    out << '\n' << t.name << '\n';
    for (const MatchPlayer &p : t.players) {
        QString line = u"  #%1 %2 %3 %4"_s.arg(p.number, -3)
                           .arg(p.name, -24)
                           .arg(MatchText::positionName(rules, p.positionId), -18)
                           .arg(MatchText::stateName(p.state), -12);
        QStringList notes;
        if (p.acted)
            notes << MatchStateReport::tr("acted this turn");
        if (p.regenerationPending)
            notes << MatchStateReport::tr("Regeneration waits for the apothecary");
        const QString spp = MatchText::sppEvents(p);
        if (!spp.isEmpty())
            notes << spp;
        if (!notes.isEmpty())
            line += u"  "_s + notes.join(u"; "_s);
        out << line.trimmed() << '\n';
    }
}

} // namespace

void MatchStateReport::write(QTextStream &out, const Ruleset &rules, const MatchState &s)
{
    out << u"%1 %2 %3"_s.arg(s.home.name, MatchText::score(s), s.away.name) << '\n';
    QString where = u"%1 · %2"_s.arg(MatchText::halfName(s.half), MatchText::phaseName(s.phase));
    if (s.drive > 0)
        where += u" · "_s + tr("drive %1").arg(s.drive);
    if (s.phase == MatchPhase::Turn || s.phase == MatchPhase::AwaitTurn)
        where += u" · "_s + (s.blitzTurn ? tr("%1 in its Blitz turn") : tr("%1 to play"))
                                .arg(s.team(s.active).name);
    if (s.turnover)
        where += u" · "_s + tr("turnover");
    out << where << '\n';
    if (!s.weatherId.isEmpty())
        out << tr("Weather: %1").arg(MatchText::weatherName(rules, s.weatherId)) << '\n';
    if (!s.kickOffId.isEmpty())
        out << tr("Kick-off: %1").arg(MatchText::kickOffName(rules, s.kickOffId)) << '\n';
    if (s.conceded)
        out << (s.concededWithoutPenalty ? tr("%1 conceded, without extra penalty.")
                                         : tr("%1 conceded."))
                   .arg(s.team(*s.conceded).name)
            << '\n';
    out << '\n';
    row(out, QString(), s.home.name, s.away.name);
    row(out, tr("Turn marker"), QString::number(s.home.turn), QString::number(s.away.turn));
    const QString rerolls = tr("%1 of %2");
    row(out, tr("Re-rolls left"), rerolls.arg(s.home.rerolls).arg(s.home.rerollsTotal),
        rerolls.arg(s.away.rerolls).arg(s.away.rerollsTotal));
    row(out, tr("Re-roll this turn"), yesNo(s.home.rerollUsedThisTurn),
        yesNo(s.away.rerollUsedThisTurn));
    row(out, tr("Leader re-roll"), yesNo(s.home.leaderReroll), yesNo(s.away.leaderReroll));
    row(out, tr("Used this turn"), usedThisTurn(s.home), usedThisTurn(s.away));
    const QLocale locale;
    const QString gate = tr("%1 (%2 fans)");
    row(out, tr("FAME"), gate.arg(s.home.fame).arg(locale.toString(s.home.gate * 1000)),
        gate.arg(s.away.fame).arg(locale.toString(s.away.gate * 1000)));
    row(out, tr("Apothecary"), QString::number(s.home.apothecaries),
        QString::number(s.away.apothecaries));
    row(out, tr("Bribes"), QString::number(s.home.bribes), QString::number(s.away.bribes));
    players(out, rules, s.home);
    players(out, rules, s.away);
    // The special play cards still at work, and when each lapses.
    if (!s.home.cardMarks.isEmpty() || !s.away.cardMarks.isEmpty()) {
        out << '\n' << tr("Special play cards in play:") << '\n';
        for (const Side side : {Side::Home, Side::Away}) {
            for (const CardMark &m : s.team(side).cardMarks)
                out << u"  "_s << MatchText::cardMark(rules, s, side, m) << '\n';
        }
    }
    if (s.terrain.active) {
        out << '\n';
        for (const QString &line : ForgeText::report(s))
            out << line << '\n';
    }
}

} // namespace dugout::cli
