#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dugout {

// The four major tournaments of a Blood Bowl year (rulebook l.3880–3900): the Chaos Cup in spring,
// the Blood Bowl in summer, Spike! Magazine's tournament in autumn, the Dungeonbowl in winter. A
// league's end-of-season tournament may be an edition of one of them; its winner then holds that
// major's trophy (MajorTrophies).
enum class Major { None, ChaosCup, BloodBowl, Spike, Dungeonbowl };

class Majors
{
    Q_DECLARE_TR_FUNCTIONS(Majors)

public:
    static QList<Major> all()
    {
        return {Major::ChaosCup, Major::BloodBowl, Major::Spike, Major::Dungeonbowl};
    }
    // Stable keys: "" for none, "chaos_cup", "blood_bowl", "spike", "dungeonbowl".
    static QString key(Major major);
    static std::optional<Major> fromKey(const QString &key);
    static QString name(Major major);
};

} // namespace dugout
