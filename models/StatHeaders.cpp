#include "StatHeaders.h"

namespace dugout {

QString StatHeaders::abbreviation(Stat stat)
{
    switch (stat) {
    case Ma:
        return tr("MA");
    case St:
        return tr("ST");
    case Ag:
        return tr("AG");
    case Av:
        return tr("AV");
    }
    return {};
}

QString StatHeaders::description(Stat stat)
{
    switch (stat) {
    case Ma:
        return tr("Movement allowance");
    case St:
        return tr("Strength");
    case Ag:
        return tr("Agility");
    case Av:
        return tr("Armour value");
    }
    return {};
}

} // namespace dugout
