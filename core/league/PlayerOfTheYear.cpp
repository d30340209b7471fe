#include "PlayerOfTheYear.h"

#include "core/rules/Ruleset.h"

#include <algorithm>

namespace dugout {

QList<LeaguePlayerRef> PlayerOfTheYear::candidates(const QList<const Team *> &teams)
{
    QList<LeaguePlayerRef> best;
    int most = 0; // a player with no SPP is nobody's Player of the Year
    for (int t = 0; t < int(teams.size()); ++t) {
        const QList<Player> &players = teams.at(t)->players;
        QList<int> order;
        for (int p = 0; p < int(players.size()); ++p) {
            if (players.at(p).isActive())
                order << p;
        }
        std::stable_sort(order.begin(), order.end(), [&players](int a, int b) {
            return players.at(a).number < players.at(b).number;
        });
        for (int p : std::as_const(order)) {
            const int spp = players.at(p).spp;
            if (spp <= 0 || spp < most)
                continue;
            if (spp > most) {
                most = spp;
                best.clear();
            }
            best << LeaguePlayerRef{t, p};
        }
    }
    return best;
}

RuleCheck PlayerOfTheYear::canGain(const Ruleset &rules, const Player &player)
{
    const Position *position = rules.position(player.positionId);
    const QString id = QString::fromLatin1(SkillId);
    if (position && player.hasSkill(*position, id))
        return RuleCheck::refused(
            tr("%1 already has Fan Favourite: the award adds nothing.").arg(player.name));
    if (!rules.skill(id))
        return RuleCheck::refused(tr("The ruleset has no Fan Favourite skill."));
    return RuleCheck::ok();
}

bool PlayerOfTheYear::award(const Ruleset &rules, Player &player)
{
    if (!canGain(rules, player))
        return false;
    player.gainedSkills << GainedSkill{QString::fromLatin1(SkillId), true};
    return true;
}

bool PlayerOfTheYear::takeBack(Player &player)
{
    for (qsizetype i = player.gainedSkills.size() - 1; i >= 0; --i) {
        if (player.gainedSkills.at(i).skillId == QLatin1StringView(SkillId)) {
            player.gainedSkills.removeAt(i);
            return true;
        }
    }
    return false;
}

} // namespace dugout
