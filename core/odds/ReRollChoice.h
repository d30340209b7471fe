#pragma once

namespace dugout {

// What to spend when a roll fails. Pro includes, when its 4+ fails, re-rolling that 4+ with the
// team re-roll if the team still has it (the Pro skill allows exactly that, l.6469-6470).
enum class ReRollChoice { None, SkillReRoll, Pro, TeamReRoll };

} // namespace dugout
