#include "ForgeTables.h"

namespace dugout {

IceStrike ForgeTables::strike(int total)
{
    if (total <= 6)
        return IceStrike::UnderPlayer;
    if (total <= 10)
        return IceStrike::Nothing;
    if (total <= 15)
        return IceStrike::Scattered;
    return IceStrike::Chosen;
}

CrevasseJump ForgeTables::crevasseJump(int total)
{
    if (total <= 6)
        return CrevasseJump::InjuryRoll;
    if (total == 7)
        return CrevasseJump::FallsIn;
    if (total <= 9)
        return CrevasseJump::FallsBeyond;
    return CrevasseJump::Lands;
}

LavaJump ForgeTables::lavaJump(int total)
{
    if (total <= 6)
        return LavaJump::FallsBeyond;
    if (total <= 9)
        return LavaJump::IntoLava;
    return LavaJump::Lands;
}

IceFind ForgeTables::find(int twoD6)
{
    if (twoD6 == 2)
        return IceFind::Genestealer;
    if (twoD6 == 12)
        return IceFind::MagicItem;
    return IceFind::Nothing;
}

} // namespace dugout
