#include "PlayerNames.h"

#include "core/team/Team.h"

#include <QHash>
#include <QRandomGenerator>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Proper names, the same in every language, so they are not translated.
QStringList family(const QString &rosterId)
{
    // Invented names, not characters from any book or game.
    static const QHash<QString, QStringList> names = {
        {u"oldworld"_s,
         {u"Hans Brenner"_s, u"Dieter Hammelfahr"_s, u"Otto Kessler"_s, u"Karl Stahlhand"_s,
          u"Lukas Eisner"_s, u"Matthias Roth"_s, u"Jürgen Falk"_s, u"Wilhelm Dunkel"_s,
          u"Stefan Wolfsblut"_s, u"Ulrich Brandt"_s, u"Konrad Weiss"_s, u"Ernst Bauer"_s,
          u"Felix Grau"_s, u"Anselm Krieger"_s, u"Rudi Schreck"_s, u"Gretchen Holz"_s,
          u"Bruno Stein"_s, u"Leopold Fass"_s}},
        {u"norse"_s,
         {u"Bjorn Ironfist"_s, u"Sven Frostbeard"_s, u"Ulf Ravensson"_s, u"Ragnar Skullsplitter"_s,
          u"Erik Stormborn"_s, u"Harald Bloodaxe"_s, u"Leif Wolfhame"_s, u"Gunnar Icevein"_s,
          u"Olaf Grimsson"_s, u"Thorvald the Tall"_s, u"Sigrid Longspear"_s, u"Knut Bearhug"_s,
          u"Ivar Snowstride"_s, u"Halfdan Rimeclaw"_s, u"Egil Sleetfoot"_s,
          u"Astrid Shieldbreaker"_s}},
        {u"greenskin"_s,
         {u"Grukk"_s, u"Snagga"_s, u"Urgash Skullcracka"_s, u"Mogrot"_s, u"Zogwart"_s, u"Badruk"_s,
          u"Nazgob"_s, u"Ugrok"_s, u"Krugg"_s, u"Snotgit"_s, u"Wazzock"_s, u"Bogrot"_s, u"Gitzag"_s,
          u"Rotgut"_s, u"Skabnob"_s, u"Grubbla"_s, u"Morgash"_s}},
        {u"elf"_s,
         {u"Aelthir Swiftwind"_s, u"Caelan Starfall"_s, u"Ithilwen"_s, u"Faelar Moonshadow"_s,
          u"Elrion"_s, u"Lyanna Silverleaf"_s, u"Thalion Vey"_s, u"Sylvar Dawnstrider"_s,
          u"Arannis"_s, u"Vaelis Nightbloom"_s, u"Erevan Quill"_s, u"Naeris"_s,
          u"Tyrael Greenmantle"_s, u"Mirethil"_s, u"Anvaril"_s, u"Saelihn"_s}},
        {u"dwarf"_s,
         {u"Grimbold Ironbeard"_s, u"Thorgar Stonefist"_s, u"Hordin Deephammer"_s,
          u"Bofrik Anvilhand"_s, u"Gorin Oakheart"_s, u"Kazador"_s, u"Borri Coppervein"_s,
          u"Snorg Halfhand"_s, u"Thrakki Blackforge"_s, u"Hurgin"_s, u"Dwarrok Flintback"_s,
          u"Gimbrin"_s, u"Rurik Goldhelm"_s, u"Baldrik"_s, u"Morgrim Steelhelm"_s, u"Ungrin"_s}},
        {u"undead"_s,
         {u"Mortis"_s, u"Hollow Karl"_s, u"Old Bones"_s, u"Grimm the Pale"_s, u"Vlad Ashgrave"_s,
          u"Khaltep"_s, u"Setnakht"_s, u"Rattlejaw"_s, u"Lord Mourne"_s, u"Cryptwick"_s,
          u"Dustrag"_s, u"Nehekh"_s, u"Sir Rotwell"_s, u"Grisly Gustav"_s, u"Wormwood"_s,
          u"Ebonshroud"_s}},
        {u"chaos"_s,
         {u"Vorgath the Flayer"_s, u"Skarr Bloodhorn"_s, u"Gorthrax"_s, u"Malgor"_s,
          u"Drakkar Ironmaw"_s, u"Urzok"_s, u"Thragg"_s, u"Zarrak"_s, u"Morguth"_s, u"Kruul"_s,
          u"Hrothgar Doomspike"_s, u"Vexx"_s, u"Gorefist"_s, u"Nurgax"_s, u"Skalgrim"_s,
          u"Baelroth"_s}},
        {u"skaven"_s,
         {u"Skritch"_s, u"Snikkit"_s, u"Throtch"_s, u"Skrolk"_s, u"Vermik"_s, u"Tchek"_s,
          u"Klikk"_s, u"Rasknit"_s, u"Sneek"_s, u"Gnawdwell"_s, u"Skweel"_s, u"Ratchitt"_s,
          u"Lurk Snitchtongue"_s, u"Kratch"_s, u"Squeex"_s, u"Vrisk"_s}},
        {u"small"_s,
         {u"Pip Tallbarrel"_s, u"Bungo Puddifoot"_s, u"Milo Greenhill"_s, u"Tobold Burrows"_s,
          u"Sammo Brandyfoot"_s, u"Rosie Applecart"_s, u"Fatty Underhedge"_s, u"Merrin Tooke"_s,
          u"Posco Goodbody"_s, u"Largo Bracegirdle"_s, u"Ferdi Chubbins"_s, u"Lotho Grubb"_s,
          u"Dodo Hornblower"_s, u"Nibs Sackbottom"_s, u"Hamfast Roper"_s, u"Nob Cotton"_s}},
        {u"lizard"_s,
         {u"Chakax"_s, u"Tenehuini"_s, u"Nakai"_s, u"Xhotl"_s, u"Zwup"_s, u"Quetli"_s, u"Tok-Tok"_s,
          u"Itzquatl"_s, u"Xolotz"_s, u"Tlaxo"_s, u"Huaxtec"_s, u"Zotli"_s, u"Koatl"_s, u"Mixqui"_s,
          u"Ozomatl"_s, u"Tepexi"_s}},
        {u"amazon"_s,
         {u"Zaira Swiftspear"_s, u"Itzel"_s, u"Nayeli Jaguarclaw"_s, u"Tala"_s, u"Xochitl"_s,
          u"Yaretzi"_s, u"Citlali Sunstrike"_s, u"Ameyal"_s, u"Izel"_s, u"Nenetl"_s, u"Marisol"_s,
          u"Atzi"_s, u"Quetzalli"_s, u"Tlalli"_s, u"Yoloxochitl"_s, u"Coaxoch"_s}},
    };
    static const QHash<QString, QString> rosterFamily = {
        {u"human"_s, u"oldworld"_s},       {u"vampire"_s, u"oldworld"_s},
        {u"norse"_s, u"norse"_s},          {u"orc"_s, u"greenskin"_s},
        {u"goblin"_s, u"greenskin"_s},     {u"ogre"_s, u"greenskin"_s},
        {u"underworld"_s, u"greenskin"_s}, {u"elf"_s, u"elf"_s},
        {u"high_elf"_s, u"elf"_s},         {u"dark_elf"_s, u"elf"_s},
        {u"wood_elf"_s, u"elf"_s},         {u"dwarf"_s, u"dwarf"_s},
        {u"chaos_dwarf"_s, u"dwarf"_s},    {u"undead"_s, u"undead"_s},
        {u"khemri"_s, u"undead"_s},        {u"necromantic"_s, u"undead"_s},
        {u"chaos"_s, u"chaos"_s},          {u"nurgle"_s, u"chaos"_s},
        {u"chaos_pact"_s, u"chaos"_s},     {u"skaven"_s, u"skaven"_s},
        {u"halfling"_s, u"small"_s},       {u"lizardman"_s, u"lizard"_s},
        {u"slann"_s, u"lizard"_s},         {u"amazon"_s, u"amazon"_s},
    };
    return names.value(rosterFamily.value(rosterId, u"oldworld"_s));
}

// The generator suggest() draws from: the system's, unless useSeed() replaced it.
QRandomGenerator *&generator()
{
    static QRandomGenerator *current = QRandomGenerator::global();
    return current;
}

} // namespace

void PlayerNames::useSeed(quint32 seed)
{
    static QRandomGenerator seeded;
    seeded.seed(seed);
    generator() = &seeded;
}

QStringList PlayerNames::forRoster(const QString &rosterId)
{
    return family(rosterId);
}

QString PlayerNames::suggest(const Team &team)
{
    QStringList free = forRoster(team.rosterId);
    for (const Player &player : team.players)
        free.removeAll(player.name);
    if (!free.isEmpty())
        return free.at(generator()->bounded(static_cast<int>(free.size())));
    //: A suggested name when the built-in names have all been used: %1 is a number.
    for (int n = 1;; ++n) {
        const QString name = tr("Rookie %1").arg(n);
        if (std::none_of(team.players.cbegin(), team.players.cend(),
                         [&](const Player &p) { return p.name == name; }))
            return name;
    }
}

} // namespace dugout
