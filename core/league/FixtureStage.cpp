#include "FixtureStage.h"

using namespace Qt::StringLiterals;

namespace dugout {

QString fixtureStageKey(FixtureStage stage)
{
    switch (stage) {
    case FixtureStage::Regular:
        return u"regular"_s;
    case FixtureStage::PlayoffRound:
        return u"playoff_round"_s;
    case FixtureStage::SemiFinal:
        return u"semi_final"_s;
    case FixtureStage::Final:
        return u"final"_s;
    }
    return u"regular"_s;
}

std::optional<FixtureStage> fixtureStageFromKey(const QString &key)
{
    for (FixtureStage stage : {FixtureStage::Regular, FixtureStage::PlayoffRound,
                               FixtureStage::SemiFinal, FixtureStage::Final}) {
        if (fixtureStageKey(stage) == key)
            return stage;
    }
    return std::nullopt;
}

} // namespace dugout
