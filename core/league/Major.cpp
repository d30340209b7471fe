#include "Major.h"

using namespace Qt::StringLiterals;

namespace dugout {

QString Majors::key(Major major)
{
    switch (major) {
    case Major::None:
        return QString();
    case Major::ChaosCup:
        return u"chaos_cup"_s;
    case Major::BloodBowl:
        return u"blood_bowl"_s;
    case Major::Spike:
        return u"spike"_s;
    case Major::Dungeonbowl:
        return u"dungeonbowl"_s;
    }
    return QString();
}

std::optional<Major> Majors::fromKey(const QString &key)
{
    if (key.isEmpty())
        return Major::None;
    for (Major major : all()) {
        if (Majors::key(major) == key)
            return major;
    }
    return std::nullopt;
}

QString Majors::name(Major major)
{
    switch (major) {
    case Major::None:
        return QString();
    case Major::ChaosCup:
        return tr("Chaos Cup");
    case Major::BloodBowl:
        return tr("Blood Bowl");
    case Major::Spike:
        return tr("Spike! Magazine trophy");
    case Major::Dungeonbowl:
        return tr("Dungeonbowl");
    }
    return QString();
}

} // namespace dugout
