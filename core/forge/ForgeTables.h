#pragma once

namespace dugout {

// What a player's strike on the ice does, by 2D6 + ST (seed l.30–36).
enum class IceStrike {
    UnderPlayer, // 6 or less: a one-square crevasse opens under him and he falls in
    Nothing,     // 7–10
    Scattered,   // 11–15: a crevasse where the scatter template points
    Chosen,      // 16 and more: a crevasse on a square next to him, of his choice
};

// A jump over a crevasse, by 2D6 + AG (seed l.66–74).
enum class CrevasseJump {
    InjuryRoll,  // 6 or less: falls in, straight to the injury roll
    FallsIn,     // 7: falls in, armour roll
    FallsBeyond, // 8–9: reaches the square aimed at but falls there, armour roll
    Lands,       // 10 and more
};

// A jump over a lava flow, by 2D6 + AG (seed l.99–106). The seed's table is not monotonic: a
// low roll (6 or less) lands badly on the far side, 7–9 drops the player into the lava.
enum class LavaJump {
    FallsBeyond, // 6 or less: falls on the square aimed at, armour roll
    IntoLava,    // 7–9: into the lava, dead
    Lands,       // 10 and more
};

// What the 2D6 rolled for each new crevasse finds under the ice (seed l.146, l.155).
enum class IceFind { Genestealer, Nothing, MagicItem };

// The numbers of La Forge de Sigmar, each read at its edges by tst_forge_tables.
class ForgeTables
{
public:
    static IceStrike strike(int total);
    static CrevasseJump crevasseJump(int total);
    static LavaJump lavaJump(int total);
    static IceFind find(int twoD6);
    // A magic item found works on a D6 of 6 (seed l.155).
    static bool itemWorks(int d6) { return d6 == 6; }
    // An accidental crevasse opens on a D6 of 1 (seed l.38, l.44).
    static bool accidentOpens(int d6) { return d6 == 1; }
    // The lava of an artificial crest splashes its maker on a D6 of 1 (seed l.114).
    static bool splashes(int d6) { return d6 == 1; }

    static constexpr int LavaInjuryModifier = 4;    // seed l.91
    static constexpr int SplashInjuryModifier = 1;  // seed l.114
    static constexpr int CrevassePassModifier = -5; // seed l.62
    static constexpr int CrestPassModifier = 2;     // seed l.120
    static constexpr int JumpFallStrengthBonus = 1; // seed l.78, l.130

    // Movement points (seed l.60, l.66, l.99, l.122, l.124).
    static constexpr int IntoOrOutOfCrevasse = 2;
    static constexpr int JumpOverCrevasseOrLava = 3;
    static constexpr int OntoOrOffCrest = 2;
    static constexpr int CrestIntoCrevasse = 4;

    // A genestealer woken from the ice (seed l.148–149).
    static constexpr int GenestealerMa = 6;
    static constexpr int GenestealerSt = 6;
    static constexpr int GenestealerAg = 6;
    static constexpr int GenestealerAv = 10;
};

} // namespace dugout
