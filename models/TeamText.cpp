#include "TeamText.h"

#include "DisplayText.h"
#include "core/rules/Ruleset.h"
#include "core/team/Player.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout {

QString TeamText::shortGold(qint64 gold)
{
    if (gold % 1000 != 0)
        return goldText(gold);
    //: Gold in thousands in dense tables: "110k" is 110,000 gold pieces.
    return tr("%1k").arg(QLocale().toString(gold / 1000));
}

QString TeamText::signedGold(qint64 gold)
{
    if (gold < 0)
        return u"−"_s + goldText(-gold); // a true minus sign lines up with the plus
    return gold > 0 ? u"+"_s + goldText(gold) : goldText(gold);
}

int TeamText::stat(const Player &player, const Position &position, StatHeaders::Stat stat)
{
    switch (stat) {
    case StatHeaders::Ma:
        return player.ma(position);
    case StatHeaders::St:
        return player.st(position);
    case StatHeaders::Ag:
        return player.ag(position);
    case StatHeaders::Av:
        return player.av(position);
    }
    return 0;
}

int TeamText::startingStat(const Position &position, StatHeaders::Stat stat)
{
    switch (stat) {
    case StatHeaders::Ma:
        return position.ma;
    case StatHeaders::St:
        return position.st;
    case StatHeaders::Ag:
        return position.ag;
    case StatHeaders::Av:
        return position.av;
    }
    return 0;
}

int TeamText::statGain(const Player &player, StatHeaders::Stat stat)
{
    switch (stat) {
    case StatHeaders::Ma:
        return player.maGain;
    case StatHeaders::St:
        return player.stGain;
    case StatHeaders::Ag:
        return player.agGain;
    case StatHeaders::Av:
        return player.avGain;
    }
    return 0;
}

int TeamText::statLoss(const Player &player, StatHeaders::Stat stat)
{
    switch (stat) {
    case StatHeaders::Ma:
        return player.maLoss;
    case StatHeaders::St:
        return player.stLoss;
    case StatHeaders::Ag:
        return player.agLoss;
    case StatHeaders::Av:
        return player.avLoss;
    }
    return 0;
}

QString TeamText::statTooltip(const Player &player, const Position &position,
                              StatHeaders::Stat stat)
{
    QStringList lines{tr("%1: %2 (starting value %3)")
                          .arg(StatHeaders::description(stat))
                          .arg(TeamText::stat(player, position, stat))
                          .arg(startingStat(position, stat))};
    if (const int gain = statGain(player, stat))
        lines << tr("+%1 from advancement").arg(gain);
    if (const int loss = statLoss(player, stat))
        lines << tr("−%1 from injury").arg(loss);
    return lines.join(u'\n');
}

QString TeamText::startingStats(const Position &position)
{
    QStringList parts;
    for (StatHeaders::Stat stat :
         {StatHeaders::Ma, StatHeaders::St, StatHeaders::Ag, StatHeaders::Av})
        parts << StatHeaders::abbreviation(stat) + u'\u00a0' +
                     QString::number(startingStat(position, stat));
    return parts.join(u" · "_s);
}

QString TeamText::gainedMark(bool onDouble)
{
    return onDouble ? u"◆◆"_s : u"◆"_s;
}

QString TeamText::skills(const Ruleset &rules, const Player &player, const Position &position)
{
    auto name = [&rules](const QString &id) {
        const Skill *skill = rules.skill(id);
        return skill ? skill->name.current() : id; // an unknown id shows rather than vanishing
    };
    QStringList names;
    for (const QString &id : position.skills)
        names << name(id);
    if (player.journeyman && !position.skills.contains(u"loner"_s))
        names << name(u"loner"_s);
    for (const GainedSkill &gained : player.gainedSkills)
        names << name(gained.skillId) + u'\u00a0' + gainedMark(gained.onDouble);
    return names.join(u", "_s);
}

QString TeamText::injuries(const Player &player)
{
    QStringList marks;
    //: Short mark for "misses the next game" in the roster table and on the team sheet.
    if (player.missNextGame)
        marks << tr("MNG");
    //: Short mark for niggling injuries: %1 is how many ("n2").
    if (player.niggling > 0)
        marks << tr("n%1").arg(player.niggling);
    for (StatHeaders::Stat stat :
         {StatHeaders::Ma, StatHeaders::St, StatHeaders::Ag, StatHeaders::Av}) {
        if (const int loss = statLoss(player, stat))
            marks << u"−%1\u00a0%2"_s.arg(loss).arg(StatHeaders::abbreviation(stat));
    }
    return marks.join(u' ');
}

QString TeamText::injuriesInWords(const Player &player)
{
    QStringList lines;
    if (player.missNextGame)
        lines << tr("Misses the next game");
    if (player.niggling > 0)
        lines << tr("Niggling injuries: %1").arg(player.niggling);
    for (StatHeaders::Stat stat :
         {StatHeaders::Ma, StatHeaders::St, StatHeaders::Ag, StatHeaders::Av}) {
        if (const int loss = statLoss(player, stat))
            lines << tr("−%1 %2").arg(loss).arg(StatHeaders::description(stat));
    }
    return lines.join(u'\n');
}

QString TeamText::levelTitle(const Ruleset &rules, int spp)
{
    return rules.sppLevels().isEmpty() ? QString() : rules.sppLevel(spp).title.current();
}

QString TeamText::spp(const Ruleset &rules, const Player &player)
{
    QString text = QString::number(player.spp) + u' ' + levelTitle(rules, player.spp);
    if (player.pendingAdvancements(rules) > 0)
        text += u' ' + pendingMark();
    return text;
}

QString TeamText::sppTooltip(const Ruleset &rules, const Player &player)
{
    QStringList lines{
        tr("%1 star player points: %2").arg(player.spp).arg(levelTitle(rules, player.spp))};
    if (!rules.sppLevels().isEmpty()) {
        const SppLevel &level = rules.sppLevel(player.spp);
        if (level.max)
            lines << tr("Next level at %1 SPP").arg(*level.max + 1);
    }
    if (const int pending = player.pendingAdvancements(rules))
        lines << tr("Advancement rolls waiting: %1").arg(pending);
    return lines.join(u'\n');
}

} // namespace dugout
