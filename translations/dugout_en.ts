<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionChecks</name>
    <message>
        <location filename="../views/match/ActionChecks.cpp" line="+171"/>
        <source>No match is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Click a player of %1 first.</source>
        <extracomment>Tooltip of a tracker button waiting for a player; %1 is a team name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Advancement</name>
    <message>
        <location filename="../core/team/Advancement.cpp" line="+10"/>
        <source>Each die of an advancement roll shows 1 to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 has no advancement roll waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A roll of %1 and %2 does not allow this choice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AreaGuide</name>
    <message>
        <location filename="../views/help/AreaGuide.cpp" line="+18"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where you start: the database Dugout works in (a file, or a league server), what is under way in it (a match being tracked, the latest results) and the way into every other area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the demo league to see a season half played, or make a database of your own with File → New database….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create your first team from the Teams area, or import one you already have (a Dugout file, a CSV roster or an OBBLM export).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Come back here to resume a match you were tracking: it is listed with its score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every team of the database: build a new one within its budget, then keep its roster between matches (hiring, advancements, injuries, the treasury&apos;s ledger), print its sheet and follow it on charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press New team, choose the roster, then hire players until the budget says what is left; Confirm makes it a team that can play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a match, open the team to resolve its pending advancements with Advance… (the roll or the pick is checked against the rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use File → Print team sheet… or Export team… to take the team to the table or to another coach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The commissioner&apos;s desk: leagues and their options, seasons and divisions, the schedule, results recorded with the whole post-match sequence, the standings and the league&apos;s statistics and charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a league with New league, then Add teams: only confirmed teams may join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a season and generate its round robin from the Schedule tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record each result from its fixture: the post-match sequence is shown before you confirm it, and the Standings tab follows (Export… writes it as a workbook).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match followed live beside the board: the pre-match, every set-up and kick-off, each team turn with its dice, and a log you can undo. Every step is saved at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a match from a league fixture or as an exhibition, and walk through the pre-match with the coaches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>During a turn, click a player (or type his number), then the action: the tracker asks for the dice it needs and refuses what the rules forbid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Shift+F1 and click any control of the tracker to learn what it does; the odds beside the selected player show his chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open tournaments: coaches registered from a list, swiss rounds paired so that no two coaches meet twice, results, standings with the tournament&apos;s tie-breakers, and the NAF report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a tournament and register its coaches (one by one or from a CSV list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pair the first round, then enter each table&apos;s result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair the next rounds; at the end, export the standings and the NAF report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The LRB6 rules Dugout applies, to read at the table: rosters, skills, star players, inducements, tables and special play cards, in English and French.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick a roster to see its positions, their costs and characteristics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search a skill by its English or French name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the tables (kick-off, weather, injuries) when a roll needs reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bloody Ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bloody Ball, the short game of five players a side: teams drawn from your LRB6 teams, games played quarter by quarter, and the league table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a Bloody Ball team from one of your teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game, quarter by quarter, with the dice Dugout rolls or you type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the table of the games played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first three things to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>F1 opens this guide for the area on screen; Shift+F1 then a click explains any control of the match tracker.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackupRestore</name>
    <message>
        <location filename="../core/storage/BackupRestore.cpp" line="+37"/>
        <source>%1 is the database itself; name a backup copy to restore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a whole Dugout database; it cannot replace the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot read the backup %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot write beside %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot copy the backup %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot move the damaged database aside to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The backup was copied to %1 but could not take the database&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BloodyBall</name>
    <message>
        <location filename="../core/bloodyball/BloodyGame.cpp" line="+37"/>
        <source>Bloody Ball is played by two coaches, or four in the four-coach variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each team needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/bloodyball/BloodyTeam.cpp" line="+13"/>
        <source>%1 needs exactly five players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player of %1 needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../core/bloodyball/BloodyTeam.cpp" line="+15"/>
        <source>%1 needs a Champion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Event %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/bloodyball/BloodyGameFile.cpp" line="+155"/>
        <source>Unknown event type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is missing or wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>&quot;deck&quot; must be &quot;54&quot;, &quot;52&quot; or &quot;2x32&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;teams&quot; must list the two teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>not a JSON object (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a Bloody Ball game: the first line must be {&quot;dugout_bloodyball&quot;: %1, &quot;setup&quot;: {…}}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file was written by a newer Dugout (format %1; this one reads %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is empty: a Bloody Ball game starts with its header line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not save the game to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/bloodyball/BloodyResolver.cpp" line="+14"/>
        <source>The game is over: four quarters were played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>The event carries %n dice more than it needs.</source>
        <translation>
            <numerusform>The event carries %n die more than it needs.</numerusform>
            <numerusform>The event carries %n dice more than it needs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The quarter is still being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the coach who starts the first quarter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first quarter&apos;s starter is drawn; the others follow in turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With real cards Dugout does not know the deck order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The shuffled deck must hold each of the %1 cards once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Quarter %1: %2 attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players are set up only at the start of a quarter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 set up first: the attacking team places, then the defending team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place all five players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not in the team&apos;s own half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At least three players stand against the half-way line (%1 do).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The ball is handed out once both teams are set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attacking team, %1, gets the ball.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one of the attacking team&apos;s players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+324"/>
        <source>%1 takes the ball.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-315"/>
        <source>With real cards, type the suit of the card played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This deck has no jokers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All %1 cards of %2 were already played this quarter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That card is not in the hand of the coach to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Say which suit the joker stands for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No card is played now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 may react to the last action first: dodge, intercept, or decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dodges and interceptions are reactions: they answer an opponent&apos;s attack or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This card can still be used; a card is discarded only when no action can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>joker as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 discards %2: no action can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 recovers his senses and lies on the ground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gets up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 moves to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 tries to stand up heroically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 falls back to the ground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 makes a heroic move to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s heroic move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 falls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 attacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is removed from play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>The attack fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 passes to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 dodges to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s dodge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stays on his feet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+43"/>
        <source>%1 is KO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1 tries to intercept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 intercepts the ball.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The interception fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No reaction is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 catches the ball.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pass misses %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is nothing to react to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not react.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 picks up the ball.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ball is lost on %1; %2 choose where it goes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The ball is not bouncing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 choose where the ball goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ball moves to a square next to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ball never goes back to the square it came from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ball goes to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>End of quarter %1: the phases are played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Action phase %1: %n cards for each coach.</source>
        <translation>
            <numerusform>Action phase %1: %n card for each coach.</numerusform>
            <numerusform>Action phase %1: %n cards for each coach.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is over: %1 %2, %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Touchdown! %1 scores for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: succeeds without a roll%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: would need %2+, it cannot succeed%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2+ needed%3, rolled %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Champion re-rolls: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A die is missing: the action needs die number %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A D6 shows 1 to 6, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/bloodyball/BloodyRules.cpp" line="+70"/>
        <source>engaged before the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>engaged after the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-26"/>
        <source>attacker engaged by another opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target engaged by another opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target on the ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>thrower engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>receiver engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>interceptor engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (Champion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>substitute for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+134"/>
        <source>Choose one of your players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 was removed from play for this quarter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a KO player recovers his senses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a player on the ground gets up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Getting up takes a black card; with a red card try a heroic move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only a red card&apos;s heroic move stands a player up; a black card gets him up without a test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player on the ground stands up where he lies; he cannot move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is KO: the only action open to him is to recover his senses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is on the ground: the only action open to him is to get up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A move takes a black card; with a red card only a heroic move is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player moves one square, to a square next to him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+75"/>
        <source>%1 is taken by another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With ♣ the move crosses a side of the square (forward, back or sideways), not a corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With ♠ the move crosses a corner of the square (diagonally).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An attack takes a red card: ♦ across a side, ♥ across a corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a standing player attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no opponent on %1 to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The attacker must be next to his target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With ♦ the attack crosses a side of the square, not a corner; use ♥ for a diagonal attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With ♥ the attack crosses a corner of the square; use ♦ across a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A pass takes a red card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the ball carrier passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pass must go to a standing team-mate (any distance).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A dodge answers an opponent&apos;s attack on one of your standing players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the attacked player dodges: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A ♥ attack is dodged with ♣.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ♦ attack is dodged with ♠.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A ♣ dodge moves across a side of the square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ♠ dodge moves across a corner of the square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An interception answers a pass by the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An interception takes a black card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a standing player intercepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not under the ball&apos;s path from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/bloodyball/Card.cpp" line="+51"/>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/bloodyball/BloodyLeagueTable.cpp" line="+66"/>
        <source>The game is not over: only a finished game&apos;s result is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no Bloody Ball team called %1 in the database: add the team before keeping its result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A team cannot play itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/bloodyball/BloodyTeam.cpp" line="-18"/>
        <source>The team&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player %1&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two players of %1 are called %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a figure for each of its five players, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/bloodyball/TeamDraw.cpp" line="+32"/>
        <source>Players of %1 who can play: %2; a Bloody Ball team needs five.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose exactly five players of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no player number %2 who can play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player number %1 is chosen twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The Champion, number %1, is not one of the five chosen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BloodyBallCommand</name>
    <message>
        <location filename="../app/cli/BloodyBallCommand.cpp" line="+23"/>
        <source>the deck shuffled for quarter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to hand out the ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play a card (seat %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to react or decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move the ball from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing: the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replay a Bloody Ball game file through the rules and print it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Bloody Ball games computer against random (or computer) and print the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the Bloody Ball teams kept in the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a Bloody Ball team of five named players (the Champion is player 1 unless --champion says)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a Bloody Ball team drawn from five players of a Dugout team (by shirt number; the five with the most SPP by default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the result of a finished Bloody Ball game file for the league table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the Bloody Ball league table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many games to simulate (default 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Seed of the dice and of the random coach (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s opponent: random (default) or computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Champion: his place among the five (add-team) or his shirt number (draw).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The figure standing for each player, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The shirt numbers of the five players drawn, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--games takes a number from 1 to 100000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--seed takes a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--against takes random or computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 games, computer against %2 (seed %3):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  computer won %1 (%2%), lost %3, drew %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  touchdowns: computer %1, opponent %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  computer&apos;s decisions: %1, %2 ms on average, %3 ms at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>usage: dugout bloodyball replay FILE, simulate [--games N] [--seed S] [--against random|computer], teams, add-team, draw, record FILE or table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <location filename="../app/cli/BloodyBallLeagueActions.cpp" line="+176"/>
        <location line="+3"/>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Quarter %1: %2 attacked, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>touchdown for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no touchdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score: %1 %2, %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BloodyBallLeagueActions.cpp" line="-125"/>
        <source>Bloody Ball team %1 added: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No Bloody Ball team yet: add one with &apos;dugout bloodyball add-team&apos; or &apos;dugout bloodyball draw&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>usage: dugout bloodyball add-team NAME PLAYER1 PLAYER2 PLAYER3 PLAYER4 PLAYER5 [--champion N] [--figures A,B,C,D,E]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--champion takes the Champion&apos;s place among the five players, 1 to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--figures takes five figures separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>usage: dugout bloodyball draw TEAM_ID [--players N,N,N,N,N] [--champion N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--players takes shirt numbers separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--champion takes the Champion&apos;s shirt number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The built-in rules could not be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Bloody Ball team %1 drawn from team %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>usage: dugout bloodyball record FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Result kept: %1 %2, %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Bloody Ball league table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD against</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BloodyBallStore</name>
    <message>
        <location filename="../core/storage/BloodyBallStore.cpp" line="+90"/>
        <source>There is already a Bloody Ball team called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>This game&apos;s result is already kept (game %1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEffects</name>
    <message>
        <location filename="../core/match/CardEffects.cpp" line="+33"/>
        <source>standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stunned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the reserves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a casualty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sent off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fainted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+2"/>
        <source>a player of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player of either team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+305"/>
        <source>%1 has no player #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-297"/>
        <source>%1 is %2; %3 takes a player who is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s casualty (%2) is below %3: %4 does not take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>badly hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s casualty (%2) is worse than badly hurt: %3 does not take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has ST %2; %3 takes ST %4 or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has %2: %3 does not take him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 took an action in his team&apos;s last turn: %2 takes a player who did not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 did not score: %2 takes the scorer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose the skill %1 gains with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no roster position, so no normal skill categories: %2 cannot give him a skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not in the normal categories of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 already has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has %2, which excludes %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is now %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>loses %n skill(s)</source>
        <translation>
            <numerusform>loses %n skill</numerusform>
            <numerusform>loses %n skills</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+119"/>
        <location line="+72"/>
        <source>%1 %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-117"/>
        <source>%1: D6 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 draws %2 of %3 at random: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: choose one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+184"/>
        <location line="+30"/>
        <source>Name one player of %1 for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-206"/>
        <source>%1 is out of the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes no player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The weather is now %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose the weather, one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-173"/>
        <source>Name %1 for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+357"/>
        <source>%1 is named twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="-339"/>
        <source>%1 takes %n player(s).</source>
        <translation>
            <numerusform>%1 takes %n player.</numerusform>
            <numerusform>%1 takes %n players.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: D6 %2, below %3: nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+157"/>
        <source>%1: D%2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: one D6 per re-roll of %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 gains %n team re-roll(s) for the match.</source>
        <translation>
            <numerusform>%1 gains %n team re-roll for the match.</numerusform>
            <numerusform>%1 gains %n team re-rolls for the match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 loses %n team re-roll(s) for the match.</source>
        <translation>
            <numerusform>%1 loses %n team re-roll for the match.</numerusform>
            <numerusform>%1 loses %n team re-rolls for the match.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+3"/>
        <source>%1 strikes only players of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 strikes exactly one player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 strikes at most %2 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 hits nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unknown position &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 joins %2 as #%3 on the pitch, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 joins %2 as #%3 in the reserves, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 is not standing on the pitch: %2 throws only a standing player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 names the player thrown and at most one player he lands on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not on the pitch: nobody lands on him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 came down on %2: he cannot land on his feet (Throw Team-Mate): say whether he fell or scattered into the crowd.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 comes down on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 lands on his feet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-14"/>
        <source>%1: say how %2 came down: on his feet, failing his landing, or in the crowd.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 takes no player: it is played on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The turnover is cancelled: %1&apos;s turn goes on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardLasting</name>
    <message>
        <location filename="../core/match/CardLasting.cpp" line="+174"/>
        <source>%1 is over: %2 leaves %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>%1 is over for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>for one turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>for %n team turn(s)</source>
        <translation>
            <numerusform>for %n team turn</numerusform>
            <numerusform>for %n team turns</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until the end of the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until the end of the half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for this free Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until he loses the ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for the rest of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no team re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a second Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a second Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a second Pass or Hand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no turnover for a failed pick-up, catch or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on K.O. recovery rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 FAME on the kick-off table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every injury roll against him is Stunned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>he cannot be fouled and injury rolls against him are unmodified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>armour rolls against him unmodified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first armour roll that breaks his armour only places him prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the armour he breaks only stuns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on injury rolls against its players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its players pushed into the crowd are only stunned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on armour rolls of knocked-down players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this turn&apos;s foul breaks armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays for this team until the card lapses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>misses the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>misses this drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a D6 before each kick-off, 1–3 misses that drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at each set-up, only one of its two most valuable players available may be set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no K.O. recovery roll: its K.O.&apos;d players may be set up Stunned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a free turn: the turn marker does not move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes one action for the other team this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>has acted for the other team this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acts first in his team&apos;s turn or not at all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a failed catch or pick-up is a stab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blitzes in a free turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins Cheering Fans and Brilliant Coaching outright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins the coin toss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardRules</name>
    <message>
        <location filename="../core/match/CardRules.cpp" line="+58"/>
        <source>before the match, once the inducements are bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>before %1 sets up for a drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at the kick-off, once both teams are set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at the start of a turn of %1, before any of its players acts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>right after a turn of %1 or its kick-off, before the opponent&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>when a turn of %1 has just ended on a turnover, before End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>when the drive is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown moment &apos;%1&apos; for a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This card is played %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is played by the receiving team; %2 kicks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is played by the kicking team; %2 receives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is played once %2&apos;s kick-off is resolved, not after a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is played right after a turn of %2, not after a kick-off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is played only if a player of %2 was hurt (stunned included) in the opponent&apos;s last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no K.O.&apos;d player for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 replaces the K.O. recovery rolls: play it when the drive is over, before they are rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is played right after the opponent of %2 scores a touchdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is played only if %2: confirm it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown special play card &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has already played %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays %2 (%3): %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardSetUp</name>
    <message>
        <location filename="../core/match/CardSetUp.cpp" line="+51"/>
        <source>%1 misses the match (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misses this drive (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1: only one of %2 and %3, the two most valuable players available, may be set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: %2 %3, sets up as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 %3, misses this drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 comes back from the K.O. box: D6 %2, face up (prone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 comes back from the K.O. box: D6 %2, stunned.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChallengeRules</name>
    <message>
        <location filename="../core/league/ChallengeRules.cpp" line="+18"/>
        <source>A team cannot challenge itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Team %1 does not play in %2: a challenge is between two teams of the season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The substitute must be a third team, neither the challenger nor the challenged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team %1 does not play in %2: the substitute must take part in the season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Team %1 has already played the challenger this season (match %2): a substitute must not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A refused challenge is a 2–0 win for the home team, not %1–%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A refused challenge is not a match of the schedule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A refused challenge has no concession and no dice: nothing was played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A refused challenge changes nothing else: no SPP, casualties, gold or players.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChaosCupGifts</name>
    <message>
        <location filename="../core/league/ChaosCupGifts.cpp" line="+47"/>
        <source>&apos;%1&apos; is not a skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a gift of the Chaos gods: a Mutation, Hypnotic Gaze, Stab or Regeneration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot take %2: he already has it, or a skill that excludes it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartModule</name>
    <message>
        <location filename="../views/charts/ChartModule.cpp" line="+36"/>
        <source>Charts cannot be drawn: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandArguments</name>
    <message>
        <location filename="../app/cli/CommandArguments.cpp" line="+25"/>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--%1 goes with %2 only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 goes with --%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is not %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandContext</name>
    <message>
        <location filename="../app/cli/CommandContext.cpp" line="+41"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/cli/CommandLine.cpp" line="+54"/>
        <source>Use the database at &lt;path&gt; instead of the default one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface language: en or fr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>unsupported language &apos;%1&apos; (use en or fr).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--db needs a file path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown command &apos;%1&apos;. Run &apos;dugout --help&apos; for the list of commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Dugout: Blood Bowl (LRB6) teams, leagues and live match tracking.
Without a command, Dugout opens its window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A command to run without a window (see below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[command]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>another program is writing to the database; waiting (%1 of %2)…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvRoster</name>
    <message>
        <location filename="../core/team/CsvRoster.cpp" line="+132"/>
        <source>Line %1: %2</source>
        <extracomment>A problem in a CSV roster, with its line: &quot;Line 4: ...&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the players&apos; header has no &apos;%1&apos; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not a roster of LRB6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+58"/>
        <source>%1 should be a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-52"/>
        <source>apothecary should be yes or no, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a line of a roster (team, roster, coach, rerolls, fan_factor, assistant_coaches, cheerleaders, apothecary, treasury, color, or the players&apos; header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the shirt number should be a whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the roster must be given before the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a position of the %2 roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a skill of LRB6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>niggling should be a whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No players&apos; header line (number, name, position) was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The roster line (roster, then Human, Orc…) is missing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <location filename="../core/storage/Database.cpp" line="+88"/>
        <source>%1 is locked by another program. Close the program that is using it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot use %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Removed %1, an unfinished copy left by a Dugout that was stopped while writing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot create %1: the new database could not be put in place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1 is an SQLite database made by another program, not a Dugout database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 was written by a newer version of Dugout (database schema %2; this version knows up to %3). Update Dugout to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Dugout needs to update %1 but could not write a backup copy first: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Updating %1 to schema %2 (%3) failed: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+113"/>
        <source>%1 is damaged (SQLite: %2). Dugout wrote nothing to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is damaged (SQLite: %2). Changes made since it was opened may not be safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No whole backup copy was found beside it; restore one of your own backup copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last good backup is %1, written %2: restore it (the window offers to, or dugout --db DATABASE db restore BACKUP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is a league server: its administrator backs it up with pg_dump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is damaged (SQLite: %2); a backup now would copy the damage. Restore an older backup copy instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+26"/>
        <source>%1 already exists; choose a new file name for the backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Cannot write the backup %1: the disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot write the backup %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write the backup %1: it could not be saved to the disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/storage/DatabaseServer.cpp" line="+53"/>
        <source>Dugout cannot reach a league server: Qt&apos;s PostgreSQL driver (QPSQL) is not installed. On Debian, install libqt6sql6-psql.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot connect to the league server %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot use the league server %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+18"/>
        <source>Cannot read the league server %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The database %1 holds tables of another program, not a Dugout league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The database %1 is not a Dugout league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The league server %1 was set up by a newer version of Dugout (database schema %2; this version knows up to %3). Update Dugout to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Updating the league server %1 to schema %2 (%3) failed: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DatabaseCopy</name>
    <message>
        <location filename="../core/storage/DatabaseCopy.cpp" line="+109"/>
        <source>the tables %1 need each other&apos;s rows first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+126"/>
        <source>%1 is at schema %2 and %3 at schema %4: open both with this Dugout first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 and %2 do not have the same tables (%3 / %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The table %1 has the columns %2 in %3 but %4 in %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read the tables of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot copy into %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+19"/>
        <location line="+22"/>
        <location line="+35"/>
        <location line="+36"/>
        <location line="+3"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-111"/>
        <location line="+10"/>
        <location line="+32"/>
        <location line="+49"/>
        <location line="+9"/>
        <location line="+20"/>
        <source>Cannot write to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="-103"/>
        <source>%1 (%n rows)</source>
        <translation>
            <numerusform>%1 (%n row)</numerusform>
            <numerusform>%1 (%n rows)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 already holds a league (%2). A copy goes only into an empty database: choose a new file, or an empty database on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+30"/>
        <source>Cannot copy a row of %1 into %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Cannot copy %1: the table has no primary key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The table %1 did not read back the same from %2 (%3 rows, %4 read back); nothing was copied.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DatabaseFileCheck</name>
    <message>
        <location filename="../core/storage/DatabaseFileCheck.cpp" line="+20"/>
        <source>There is no database at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot create the folder %1 for the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot create %1: its folder is read-only. Choose a folder you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is a link to a file that does not exist (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a folder, not a database file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a regular file (it is a named pipe, a device or a socket). A Dugout database is an ordinary file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is an empty file (0 bytes), not a Dugout database. If you meant to start a new database there, create it on purpose (dugout --db %1 db init, or File → New database… in the window); if it held a league, restore it from a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a Dugout database: it is not an SQLite file at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is read-only (the file or its folder cannot be written). Copy it to a folder you can write to, or open another database.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DbCommand</name>
    <message>
        <location filename="../app/cli/DbCommand.cpp" line="+25"/>
        <source>Show the database&apos;s path, schema version and rows per table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new, empty database at --db (also in an existing empty file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run SQLite&apos;s full integrity check; exit 1 if the database is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a consistent copy of the open database to PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a whole backup copy in place of the database; the old file is kept beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&apos;db restore&apos; takes exactly one BACKUP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Logged in as: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File size: %1 (%2 pages of %3 bytes, %4 free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Free pages are given back when the database closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free pages stay in the file; a backup copy (db backup) is compact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The league server %1 holds a Dugout database (schema %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 is a league server: PostgreSQL checks its own data as it reads it, so there is no file for Dugout to check (schema %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>db restore puts a backup file in place of a database file; a league server is restored by its administrator (pg_restore).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Restored %1 from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file it replaced is kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-131"/>
        <source>&apos;db backup&apos; takes exactly one PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Copy a whole league between an SQLite file and a league server (either way) into an empty DESTINATION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>info, init, check, backup, restore or copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where to write the backup, the backup to restore, or copy&apos;s SOURCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where copy writes the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;db copy&apos; takes a SOURCE and a DESTINATION: a database file or a league server address (postgresql://USER@HOST:PORT/DB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;db&apos; needs an action: info, init, check, backup, restore or copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown &apos;db&apos; action &apos;%1&apos; (use info, init, check, backup, restore or copy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schema version: %1 (this Dugout: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rows per table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is already a Dugout database (schema %2); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Created a new Dugout database at %1 (schema %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: whole. SQLite&apos;s integrity check found no damage (schema %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Backed up %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>db copy needs two different databases; %1 was named twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Copied %1 to %2: %n rows in %3 tables, every table read back the same.</source>
        <translation>
            <numerusform>Copied %1 to %2: %n row in %3 tables, every table read back the same.</numerusform>
            <numerusform>Copied %1 to %2: %n rows in %3 tables, every table read back the same.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoLeague</name>
    <message>
        <location filename="../core/demo/DemoLeague.cpp" line="+145"/>
        <source>The demo team %1 breaks a rule: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Old World Demo League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo commissioner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Season 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DriveRules</name>
    <message>
        <location filename="../core/match/DriveRules.cpp" line="+49"/>
        <source>Not a pre-match or drive event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The pre-match sequence is already done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The weather table has no row for this roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: gate %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FAME: %1 %2, %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 wins the coin toss (%2) and chooses to kick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the coin toss (%2) and chooses to receive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 kicks off, %2 receives; %1 sets up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The drive is not over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 bribes twice for #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no secret weapon #%2 to be sent off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has only %2 bribe(s) left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has recovered from the heat and is back in the reserves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: secret weapon, bribe %2: the referee looks away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: secret weapon, bribe %2: the referee keeps the money and sends him off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: secret weapon, sent off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: heat %2, faints and misses the next drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: heat %2, fine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1: no K.O. roll, may be set up Stunned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 + %2 (Bloodweiser babes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 + %2 (a special play card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: KO %2, back in the reserves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: KO %2, stays in the KO box.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndRules</name>
    <message>
        <location filename="../core/match/EndRules.cpp" line="+17"/>
        <source>Overtime is played only after a tied second half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No overtime: the match is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sudden-death overtime: %1 kicks off; re-rolls left carry over (%2 and %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The penalty shoot-out comes only after a scoreless overtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalty shoot-out: %1 %2, %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 wins the shoot-out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The shoot-out dice keep tying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A draw can be declared only when the match ends tied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coaches agree on a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not an end-of-match event.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForgeCrevasses</name>
    <message>
        <location filename="../core/forge/ForgeCrevasses.cpp" line="+30"/>
        <source>No team turn is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose a player of %1 on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the %1 squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Under the ice (%1): a genestealer wakes on %2 (MA %3, ST %4, AG %5, AV %6) and goes for the nearest player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Under the ice (%1): a magic item on %2; D6 %3, it works (roll it on the supplement&apos;s table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under the ice (%1): a magic item on %2; D6 %3, it is broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Under the ice (%1): nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A player standing on %1 falls in: enter him with Fell in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It points off the pitch: no crevasse opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It points at the volcano: no crevasse opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds a %2: no crevasse opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A crevasse opens on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The lava next to it fills the crevasse: a crest rises on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: splash D6 %2, untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: splash D6 %2, burnt: armour broken, +%3 on the injury roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>It is %1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turnover: the turn is over, end it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 must be standing and not have acted: striking the ice is his action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 must stand on open ice to strike it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The square he chooses must be open ice next to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 strikes the ice on %2: %3 + ST %4 = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The ice gives way under him: he falls into the crevasse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+81"/>
        <source>Scatter D8 %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-71"/>
        <source>%1 or more: %2 chooses the square next to him where the crevasse opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose what shook the ice: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is no big guy (ST 5 or more, or a Ball &amp; Chain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no pogo stick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose the fouled player of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fouler and his victim stand on squares next to each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a square of the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ice shakes (D6 %1) and holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ice shakes (D6 %1) and breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 falls into the crevasse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 and %2 fall into the crevasse.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForgeEvolution</name>
    <message>
        <location filename="../core/forge/ForgeEvolution.cpp" line="+36"/>
        <source>Crevasse end %1: D8 %2 points back along the crevasse, it is stable for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Crevasse end %1: D8 %2 points off the pitch, it does not grow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Crevasse end %1: D8 %2 points at the volcano.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Crevasse end %1: D8 %2 points at %3, which holds a %4: it does not grow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Crevasse end %1: D8 %2, the crevasse grows to %3 (a player standing there falls in: enter him with Fell in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The lava runs into %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player stops the lava at %1 this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lava reaches the end of the crevasse: a crest rises on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The terrain changes at the start of a turn, once: there is nothing to roll now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>La Forge de Sigmar: the start of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The lava does not run into %1 this turn: a player there stops nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForgeFalls</name>
    <message>
        <location filename="../core/forge/ForgeFalls.cpp" line="+50"/>
        <source>Lava: +%1 on the injury roll if the armour breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is still in the lava: it swallows him at the start of the next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is swallowed by the lava: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is swallowed by the lava.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForgeHazards</name>
    <message>
        <location filename="../core/forge/ForgeHazards.cpp" line="+21"/>
        <source>Choose a player of %1 on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>A player jumps during his own team&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player jumps over a crevasse or a lava flow; a crest cannot be jumped over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-66"/>
        <source>%1 must be standing to jump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1 jumps over the %2: %3 + AG %4 = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-49"/>
        <source>He misses and falls into the crevasse: straight to the injury roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>He misses his landing and falls to the bottom of the crevasse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>He reaches the square beyond but falls there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+13"/>
        <source>He lands beyond and may go on moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Phew! He falls on the square beyond.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Splash! He falls into the lava.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 jumps onto the player below him: he blocks with ST %2 + %3 = %4 (roll the block on the board). Won, he lands on his victim&apos;s square, who is pushed back; lost, he falls back on his own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Either way the impact knocks him down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-105"/>
        <source>No team turn is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+125"/>
        <source>%1 is in the lava already: it swallows him at the start of the next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 is on lava.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No crevasse has just opened under a player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose the square he stood on: a crevasse has just opened on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 stood on %2: he falls to the bottom of the new crevasse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose the crevasse or lava square he is pushed into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is pushed into the crevasse on %2: he falls to the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is pushed onto the lava on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is %2: nobody falls there, the push is an ordinary one (Knocked down if the block put him down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No genestealer is awake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a genestealer from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The genestealer keeps at %1 until he is hurt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Genestealer %1 knocks %2 down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Genestealer %1 has hurt %2 and goes back under the ice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForgeMoves</name>
    <message>
        <location filename="../core/forge/ForgeMoves.cpp" line="+62"/>
        <source>Name the square he starts on, then each square he enters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each square of the path is on the pitch: a row A–O then a column 1–26, as H11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is the volcano: nobody walks there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is lava: nobody steps into it (a player pushed or fallen in burns: On lava).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is a crest: nobody jumps over a crest (seed l.126).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2 is no step: %3 between them is %4, and a jump clears a crevasse or a lava flow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A jump over %1 lands beyond it, on open ice or a crest: %2 is a %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 to %2 is no step: the squares of a path are next to each other, or two apart in a line across a crevasse or a lava flow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose the player who moves: one of %1 on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cannot go that far: the path costs %2 movement points, his MA %3 and %4 Go For It allow %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>stands up %1</source>
        <extracomment>The cost of standing up in a declared move: &quot;stands up 3&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>over the %1 on %2 to %3 %4</source>
        <extracomment>A jump in a declared move: &quot;over the crevasse on H14 to H15 3&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 %3</source>
        <extracomment>A step in a declared move: &quot;H13 crevasse 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>La Forge de Sigmar: %1 moves from %2: %3; %4 movement points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Within his MA %1 (%n square(s) left).</source>
        <translation>
            <numerusform>Within his MA %1 (%n square left).</numerusform>
            <numerusform>Within his MA %1 (%n squares left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Beyond his MA %1: %n Go For It, a D6 each.</source>
        <translation>
            <numerusform>Beyond his MA %1: %n Go For It, a D6 each.</numerusform>
            <numerusform>Beyond his MA %1: %n Go For It, a D6 each.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Jump over the %1 on %2: 2D6 + AG %3 must reach %4 to land (%5+ on the dice); record it with Jump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: the volcano.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2. Nobody steps into it; a player pushed or fallen in burns (On lava).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from %1 %2</source>
        <extracomment>A step&apos;s cost in the pitch&apos;s tooltip: &quot;from a crest 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2. Movement points for a step into it: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throws from here: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2) to %3</source>
        <extracomment>Where a pass is thrown from: &quot;H11 (crevasse)&quot;, or &quot;H11 (crevasse) to M14&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>throws from %1: no modifier from the ice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws from %1: %2 to the pass</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForgeRules</name>
    <message>
        <location filename="../core/forge/ForgeRules.cpp" line="+59"/>
        <source>crevasse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lava flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>open ice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This match is not played on La Forge de Sigmar: its pitch has no terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Only a pass names squares (the one it is thrown from, then its target), or a move or a blitz (its path).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the square he throws from: a row A–O then a column 1–26, as H11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>La Forge de Sigmar: roll the start of the turn first (crevasse ends, lava).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before the kick-off both coaches place as many terrain tokens: %1 has placed one more, so %2 places one too (or the last one is undone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>La Forge de Sigmar: roll the start of the turn, a D8 for each of %n crevasse end(s).</source>
        <translation>
            <numerusform>La Forge de Sigmar: roll the start of the turn, a D8 for each of %n crevasse end.</numerusform>
            <numerusform>La Forge de Sigmar: roll the start of the turn, a D8 for each of %n crevasse ends.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>La Forge de Sigmar: %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>La Forge de Sigmar: %1 to the pass from a crevasse, +%2 from a crest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Not an event of La Forge de Sigmar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the token to place: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one square of the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is the volcano.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before the kick-off the coaches place crevasses and crests only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has placed a token: it is %2&apos;s turn to place one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds no token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already holds a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds a %2: a crevasse opens on open ice only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds a %2 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the %2 on %3 is taken off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 places a %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForgeText</name>
    <message>
        <location filename="../models/ForgeText.cpp" line="+57"/>
        <source>. open ice   V volcano   C crevasse   L lava flow   ^ crest   G genestealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;&lt;b&gt;La Forge de Sigmar&lt;/b&gt;: ice over a volcano. Players stay on the board; Dugout follows the terrain and rolls or takes every die.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Tokens.&lt;/b&gt; Before the kick-off the coaches put down crevasses and crests, one each in turn, as many each. During the match a click puts down what the board shows (or clears a square); undo takes it back.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Start of each team turn.&lt;/b&gt; A D8 for each crevasse end (one for a one-square crevasse), read on the scatter template drawn below. The face pointing back along the crevasse stops that end for good; any other adds a crevasse there. Then the lava runs one square into every crevasse touching the volcano or a flow, except where a player stands in its way; where it reaches the end of a crevasse a crest rises. A player who came through the lava unhurt is swallowed.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;pre&gt;  1 2 3
  4 · 5
  6 7 8&lt;/pre&gt;&lt;p&gt;Row A is at the top, column 1 on the left.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <extracomment>A row of a La Forge de Sigmar table in the help: &quot;7–10: Nothing&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Striking the ice&lt;/b&gt; (the player&apos;s action), 2D6 + ST: %1. A new crevasse rolls 2D6: %2; a magic item works on a D6 of %3 or more. Next to lava it fills and becomes a crest, and its maker is splashed on a D6 of %4 or less (injury +%5). An accident opens a crevasse on a D6 of %6 or less.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;&lt;b&gt;Jumps&lt;/b&gt;, 2D6 + AG. Over a crevasse: %1. Over lava: %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Lava&lt;/b&gt;: armour, then injury +%1. &lt;b&gt;Genestealer&lt;/b&gt;: MA %2, ST %3, AG %4, AV %5.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Moving.&lt;/b&gt; Into or out of a crevasse: %1 squares of movement; onto or off a crest: %2. Jumping over a crevasse or lava: %3. From a crest into a crevasse: %4. A crest cannot be jumped over. Passes: %5 from a crevasse, %6 from a crest. Jumping onto a player in a crevasse or from a crest: ST +%7 for the block (the coaches roll it on the board).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;&lt;b&gt;Dugout&apos;s choices where the seed is unclear.&lt;/b&gt; &quot;Each turn&quot; is each team turn. The seed&apos;s map is not in its text: the volcano is the four squares A13, A14, B13, B14. An end pointing off the pitch, at the volcano or at a token does not grow, nor does a scattered crevasse open there. A crevasse is kept as the chain it grew as: a token next to a growing end lengthens it, any other starts a new crevasse. A player on a square where a crevasse grows or is scattered is entered with Fell in (N) until the next turn starts; at the start of a turn his fall ends no turn. Whoever is still on the pitch in the lava after his burn (armour held or stunned) dies at the next turn&apos;s start. A genestealer is gone once its victim is knocked out or a casualty. Falling in otherwise ends the turn of the team in play, as any knock-down does, and so does jumping onto a player. A step between two squares of the same kind costs 1, from a crevasse up onto a crest as much as the way down; nobody steps into lava. Pointing at a square of the grid shows its costs; Pass asks the square it is thrown from.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;p&gt;&lt;b&gt;Declared on the grid.&lt;/b&gt; Move: click the square the player starts on, then each square he enters; each shows its cost, and the last one clicked again (or M) declares the move: Dugout writes the total against his MA and %1 Go For It (%2 with Sprint; standing up costs %3, a longer path is refused) and the roll each jump needs. A jump clears one crevasse or lava square, two squares apart in a row, a column or a diagonal, and lands on open ice or a crest. Pass: click the thrower&apos;s square, then the target. Pushed in (U): a player pushed into a crevasse by a block, or following up his own, falls to the bottom with an armour roll, on top of the block&apos;s own if it knocked him down; onto lava he burns (armour, injury +%4). Falling so ends the turn of the team in play; a push onto open ice or a crest is the ordinary one.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>La Forge de Sigmar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start of the turn to roll: a D8 for each crevasse end (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crevasse ends still growing: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens placed before the kick-off: %1 %2, %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In the lava, swallowed at the next turn&apos;s start: #%1 %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Genestealer %1 (woke on %2) keeps at #%3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Genestealer %1 (woke on %2) goes for the nearest player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Magic item found on %1 by %2: it works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magic item found on %1 by %2: broken.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoulRules</name>
    <message>
        <location filename="../core/match/FoulRules.cpp" line="+56"/>
        <source>Fouls happen only during a team turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-28"/>
        <source>It is %1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Turnover: the turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+33"/>
        <location line="+14"/>
        <source>%1 has no player #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 is not standing on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1 has not declared a Foul action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 fouls a team-mate only when the other team controls him this turn (Blackmail).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has not declared a Foul for %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot foul himself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 has already made his foul this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not prone or stunned: only a player on the ground can be fouled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be fouled: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assists cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 fouls %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Assists: +%1, defensive assists: −%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: the armour of %2 breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the double goes unnoticed, the armour held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Doubles, but %1 fouled a team-mate: he cannot be sent off for it (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Doubles: the referee sends %1 off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>Only right after the send-off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>No bribe left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bribe %1: the referee will not look away, %2 stays sent off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bribe %1: the referee looks away, %2 stays in the game and the turnover is cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FreeFanFactor</name>
    <message numerus="yes">
        <location filename="../core/league/FreeFanFactor.cpp" line="+25"/>
        <source>%n fan factor bought at creation; the league gives fan factor %1</source>
        <translation>
            <numerusform>%n fan factor bought at creation; the league gives fan factor %1</numerusform>
            <numerusform>%n fan factor bought at creation; the league gives fan factor %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FreeJourneymen</name>
    <message>
        <location filename="../core/league/FreeJourneymen.cpp" line="+54"/>
        <source>%1: &apos;%2&apos; is not a position of the team&apos;s roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a free journeyman comes from a 0-16 or 0-12 position, not %2 (0-%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 asks for %2 free journeymen but may take %n: no more than it needs to field 11 players in its next match.</source>
        <translation>
            <numerusform>%1 asks for %2 free journeymen but may take %n: no more than it needs to field 11 players in its next match.</numerusform>
            <numerusform>%1 asks for %2 free journeymen but may take %n: no more than it needs to field 11 players in its next match.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FreeTurns</name>
    <message>
        <location filename="../core/match/FreeTurns.cpp" line="+35"/>
        <source>%1 is already owed a free turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This turn of %1 is a free turn: its turn marker goes back to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes a free turn now: its turn marker stays at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then %1 takes a free turn, then %2 its own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: a free turn (%2), the turn marker stays at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The free turns are over: %1 plays its own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s free turn is over: %2 takes its free turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A touchdown in this free turn counts only if the scorer is still in the End Zone after %1&apos;s free turn: enter it then.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GateRoll</name>
    <message>
        <location filename="../core/league/GateRoll.cpp" line="+38"/>
        <source>%1 + %2 (Spike! trophy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 + fan factor %2) × %3 for the end-of-season tournament = %4 fans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 + fan factor %2 = %3 fans</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeDigest</name>
    <message>
        <location filename="../core/storage/HomeDigest.cpp" line="+24"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the matches in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the next fixtures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the recent teams</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InducementBill</name>
    <message>
        <location filename="../core/inducements/InducementBill.cpp" line="+32"/>
        <source>%1 ×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>mercenary %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mercenary %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 card ×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InducementPurchasesJson</name>
    <message>
        <location filename="../core/inducements/InducementPurchasesJson.cpp" line="+51"/>
        <source>The count of &apos;%1&apos; must be a whole number from 0 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Star players are listed by id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A mercenary needs the id of his position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A special play card needs the id of its deck.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InducementRules</name>
    <message>
        <location filename="../core/inducements/InducementRules.cpp" line="+124"/>
        <source>Unknown star player &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown position &apos;%1&apos; for a mercenary (a position id such as human.lineman).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown special play card deck &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown inducement &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In this league, special play cards replace every other inducement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A card from this deck costs %1; only %2 is left of the card budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It costs %1; only %2 is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Choose which star player or which mercenary to hire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1: not allowed in this league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: not available to %2 teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: at most %2 per team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Star players are not allowed in this league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not play for %2 teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is only hired with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is already hired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 comes with %2, two star players; a team may hire at most %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A team may hire at most %1 star players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Mercenaries are not allowed in this league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a position of %2 teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The team already has %1 %2, the position&apos;s maximum (mercenaries included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A mercenary would take the team past %1 players (star players do not count).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown skill &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A %1 mercenary already has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a Normal skill for a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be taken with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This league does not use special play cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A team may buy at most %1 special play cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 deck has no card left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+15"/>
        <source>A count cannot be negative (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The star players listed do not match those hired (a star twice, or one who only comes with another).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n card(s) drawn from the %1 deck, but only %2 bought.</source>
        <translation>
            <numerusform>%n card drawn from the %1 deck, but only %2 bought.</numerusform>
            <numerusform>%n cards drawn from the %1 deck, but only %2 bought.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a card of the %2 deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is drawn twice; each card of a deck is drawn once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The opponent has already hired %1: when both teams hire the same star, he takes both fees and plays for neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Its coach has looked at this card: it stays bought, as taking it back and buying again would draw a second card.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InjuryAftercare</name>
    <message>
        <location filename="../core/match/InjuryAftercare.cpp" line="+29"/>
        <source>The apothecary treats %1: back to the reserves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The apothecary treats %1: stunned instead of KO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The apothecary treats %1: badly hurt, patched up and back to the reserves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no casualty roll to treat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not on the casualty table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The apothecary treats %1: casualty re-rolled, %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 keeps %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is patched up and goes back to the reserves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No apothecary left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The apothecary treats only the player hurt just now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no player #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 regenerated: there is nothing to treat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is neither KO nor a casualty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No Regeneration roll is waiting for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not use the apothecary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has not hired Igor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Igor has already re-rolled a Regeneration this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Igor re-rolls only a Regeneration that has just failed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no Necromancer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Necromancer has already raised the dead this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only right after an opposing player is killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be raised: only players of ST 4 or less without Regeneration or Stunty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no Zombie position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Necromancer raises %1: a Zombie joins %2 as #%3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InjuryRules</name>
    <message>
        <location filename="../core/match/FoulRules.cpp" line="-80"/>
        <location filename="../core/match/InjuryRules.cpp" line="+284"/>
        <source>%1: +%2 on the armour roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: +%2 on the injury roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/match/InjuryRules.cpp" line="-244"/>
        <source>%1 is not on the casualty table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: casualty roll %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: casualty roll %2, %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Badly hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Igor re-rolls Regeneration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Regeneration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 %3, failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 %3, healed: back to the reserves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Not an injury event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: %2, stunned without an injury roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Niggling injuries: +%1 on the injury roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the injury roll is not modified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A special play card: %1 on the injury roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: injury %2, placed prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: injury %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: injury %2, %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 goes to the reserves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: Regeneration is rolled once the apothecary is used or declined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: the armour roll is not modified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: armour %2 against AV %3, held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: armour %2 against AV %3, broken by %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: armour %2 against AV %3, broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 keeps him from harm, he is placed prone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputLimits</name>
    <message>
        <location filename="../core/InputLimits.cpp" line="+13"/>
        <location line="+8"/>
        <source>%1 is %2 characters long; a name has at most %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is %2 characters long; a note has at most %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The file is %1 MB; Dugout reads files of at most %2 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>…and %n more problem(s).</source>
        <translation>
            <numerusform>…and %n more problem.</numerusform>
            <numerusform>…and %n more problems.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonEntryReader</name>
    <message>
        <location filename="../core/rules/JsonEntryReader.cpp" line="+20"/>
        <source>%1, field &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>an id of %1 characters; ids have at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not a valid id (lower-case letters, digits, &apos;_&apos; and &apos;.&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a non-empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected an object with &quot;en&quot; and &quot;fr&quot; texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>missing %1 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected an amount of gold in whole pieces, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a list of ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not a valid id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KickOffCrowd</name>
    <message>
        <location filename="../core/match/KickOffCrowd.cpp" line="+33"/>
        <source>Fans of %1: D6 %2 + FAME %3 = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A rock flies at %1, but none of its players is on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A rock hits %1 (D%2 %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: invasion D6 %2 + FAME %3, knocked out (Ball &amp; Chain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: invasion D6 %2 + FAME %3, stunned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pitch invasion hurts nobody.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KickOffRules</name>
    <message>
        <location filename="../core/match/KickOffRules.cpp" line="+41"/>
        <source>The kick-off comes once both teams are set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kick-off table has no row for this roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kick-off: %1 (2D6 %2 + %3 = %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 may set up its players again; the set-up of %2 stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player of %1 outside any tackle zone may move to where the ball lands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every player of %1 may move one square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each team gains a bribe: %1 %2, %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Riot: D6 %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both turn markers move on one: %1 %2, %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both turn markers move back one: %1 %2, %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 wins it outright (%2) and gains a team re-roll for this half (%3 left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: D3 %2 + FAME %3 + %4 cheerleaders = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: D3 %2 + FAME %3 + %4 assistant coaches = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 gains a team re-roll for this half (%2 left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nice weather: a gust of wind scatters the ball one more square.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnockDownRules</name>
    <message>
        <location filename="../core/match/KnockDownRules.cpp" line="+20"/>
        <source>%1 is knocked down by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is attacked with the chainsaw of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is stabbed by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chainsaw of %1 kicks back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 falls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fails his landing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fails to hold the spiked ball: stabbed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is pushed into the crowd.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is knocked down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cannot knock himself down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 play for the same team: a player knocks down a team-mate only when the other team controls one of them this turn (Blackmail).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has not taken a Block or a Blitz for %2 this turn (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This cause names no attacker, team-mate or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the attacker among the players of %1 on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 plays for %2 this turn (%3): he does not block its players, nor they him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no chainsaw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no %2 skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1: +%2 on the armour roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A special play card: %1 on the armour roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: +%2 on the injury roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The armour of %1 holds: no effect, he stays on his feet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>A rock is part of the kick-off result, not a knock-down of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No Spiked Ball is in play: a failed catch or pick-up is no knock-down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A spiked ball stabs during a team turn or right after the kick-off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players are knocked down only during a team turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+41"/>
        <source>%1 has no player #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+43"/>
        <source>%1 is not on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+39"/>
        <source>%1 is already down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-37"/>
        <source>%1 has no chainsaw to kick back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+30"/>
        <source>%1: no armour roll, straight to the injury roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Players are placed prone only during a team turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is placed prone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnockoutBracket</name>
    <message>
        <location filename="../core/tournament/KnockoutBracket.cpp" line="+73"/>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quarter-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The knockout is drawn once every pool game has been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The consolation bracket is drawn once every first game has a winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>No consolation bracket: only %n coach(es) lost a first game.</source>
        <translation>
            <numerusform>No consolation bracket: only %n coach lost a first game.</numerusform>
            <numerusform>No consolation bracket: only %n coaches lost a first game.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+102"/>
        <source>A knockout needs at least two coaches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../core/tournament/RoundPairing.cpp" line="+17"/>
        <source>Table %1 of round %2 has no result yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1 of round %2 is level: enter who went through (sudden death).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knockout is over: its final has been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The winner of table %1 already plays in round %2: take that round back before changing who went through.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Leaders</name>
    <message>
        <location filename="../core/league/Leaders.cpp" line="+78"/>
        <source>Touchdowns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interceptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Star player points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueChallengeAction</name>
    <message>
        <location filename="../app/cli/LeagueChallengeAction.cpp" line="+21"/>
        <source>use &apos;league challenge LEAGUE_ID CHALLENGER_ID CHALLENGED_ID --accept|--refuse|--substitute TEAM_ID&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A challenge takes one answer: --accept, --refuse or --substitute TEAM_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a team id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Recorded as match %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 plays %2 in place of %3: fixture %4, round %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 accepted %2&apos;s challenge: fixture %3, round %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueChartQuery</name>
    <message>
        <location filename="../core/storage/LeagueChartQuery.cpp" line="+44"/>
        <source>Touchdowns and casualties per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total of both teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+125"/>
        <source>Other matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-95"/>
        <source>There is no confirmed match %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Positions in the season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no season %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Positions in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Team %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueCommand</name>
    <message>
        <location filename="../app/cli/LeagueCommand.cpp" line="+51"/>
        <source>List the leagues: id, name, teams, seasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print a season&apos;s standings (the latest season by default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a season&apos;s standings and the league&apos;s leaders as an Excel workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the ten best players of each statistic (touchdowns, casualties, completions, interceptions, SPP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print a season&apos;s fixtures: id, round, teams (with their ids), score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the demo league: 8 teams, a season half played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Add one fixture to a season (a play-off round&apos;s with --playoff-round); print its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the four semi-finalists of a season and draw the semi-finals; --create stores them as fixtures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add the final between the winners of the two semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A league challenge answered: the match scheduled, a 2–0 win for the challenger, or a substitute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each major&apos;s trophy: who holds it in the league and what it gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LEAGUE_ID for standings and schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The season&apos;s id (default: the latest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+11"/>
        <location line="+1"/>
        <location line="+22"/>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Write comma-separated values instead of a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>standings: write them, with the leaders, to an Excel workbook (.xlsx).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>playoffs: team_value, win_rate, team_value_times_win_rate, points_3_1_0 (default), points_5_3_1 or playoff_rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>playoffs: store the semi-finals drawn as fixtures of the season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playoffs --create: the major whose edition this is: chaos_cup, blood_bowl, spike or dungeonbowl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>major</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playoffs: add the final between the winners of the semi-finals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>challenge: the challenged team accepts; schedule the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenge: the challenged team refuses: 2–0 for the challenger, nothing else changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>challenge: the team that plays the challenger in place of the challenged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>challenge --substitute: the challenger will not play the substitute, who wins 2–0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fixture add: a match of the play-off rounds, not the season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&apos;league trophies&apos; takes exactly one LEAGUE_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;league %1&apos; takes exactly one LEAGUE_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n team</numerusform>
            <numerusform>%n teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n season(s)</source>
        <translation>
            <numerusform>%n season</numerusform>
            <numerusform>%n seasons</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/LeagueLookup.cpp" line="+18"/>
        <source>&apos;%1&apos; is not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a league id (see &apos;dugout league list&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no league %1 (see &apos;dugout league list&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no season yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a season of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/LeagueCommand.cpp" line="-175"/>
        <source>Add a league with the options of a league file; print its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the league&apos;s whole history as JSON: seasons, fixtures, standings, matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A team joins a league (and its latest season when it can)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a season of every team of the league; print its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schedule a round robin, single or double, in a season without fixtures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>list, standings, schedule, demo, create, add-team, season new or fixture add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>season new: the season&apos;s name (default: Season N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>season new: how many divisions (default: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>schedule: generate a round robin, single or double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fixture add: the home team&apos;s id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixture add: the away team&apos;s id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fixture add: the round (default: after the last one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>trophies: on to give Spike! Magazine&apos;s Player of the Year after the Spike! final, off to stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on|off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;league create&apos; takes exactly one FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;league export&apos; takes exactly one LEAGUE_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;league add-team&apos; takes a LEAGUE_ID and a TEAM_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use &apos;league season new LEAGUE_ID&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use &apos;league fixture add LEAGUE_ID --home TEAM_ID --away TEAM_ID&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;league playoffs&apos; takes exactly one LEAGUE_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;league&apos; needs an action: list, standings, schedule, demo, create, add-team, season or fixture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown &apos;league&apos; action &apos;%1&apos; (use list, standings, schedule, demo, create, add-team, season or fixture).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1–%2 (match %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Ranked by: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Wrote the standings of %1 — %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Added the demo league as league %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueCreateAction</name>
    <message>
        <location filename="../app/cli/LeagueCreateAction.cpp" line="+23"/>
        <source>%1 was not stored:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueFile</name>
    <message>
        <location filename="../core/league/LeagueFile.cpp" line="+55"/>
        <source>%1: unknown key &apos;%2&apos; (known keys: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; must be a list of ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; must be a list of ids, and %2 is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&apos;%1&apos; must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; cannot be %2: use one of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&apos;%1&apos; must map team ids to pitches: {&quot;12&quot;: &quot;%2&quot;}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos;: %2 is not a team id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos;: team %2 cannot play on %3: use one of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;%1&apos; is not a tie-breaker: use %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The inducement &apos;%1&apos; is listed more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The file is not valid JSON: %1 (at character %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A league file holds one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A league needs a name: &apos;name&apos; must be a text that is not empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The league&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;commissioner&apos; must be a text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The commissioner&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;options&apos; must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueFixtureAction</name>
    <message>
        <location filename="../app/cli/LeagueFixtureAction.cpp" line="+17"/>
        <source>&apos;league fixture add&apos; needs --home TEAM_ID and --away TEAM_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>a team id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--round takes a number, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>team %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueJoinAction</name>
    <message>
        <location filename="../app/cli/LeagueJoinAction.cpp" line="+24"/>
        <source>a team id (see &apos;dugout team list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 joined %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free fan factor: %1 has fan factor %2 now, and %3 back in its treasury for the fan factor it had bought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>It plays in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has divisions: create a new season to place it in one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueLeadersQuery</name>
    <message>
        <location filename="../core/storage/LeagueLeadersQuery.cpp" line="+54"/>
        <source>The league&apos;s leaders could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueOptionsRules</name>
    <message>
        <location filename="../core/league/LeagueOptionsRules.cpp" line="+20"/>
        <source>The starting budget must be from %1 to %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The spiralling expenses threshold must be from %1 to %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The spiralling expenses step must be from %1 to %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points for a win must be from %1 to %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a draw must be from %1 to %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a loss must be from %1 to %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A league needs at least one tie-breaker to rank its teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tie-breaker %1 is listed more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The special play cards a team may buy must be from 1 to %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card budget must be from %1 to %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card budget is only for leagues giving each team a fixed card budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not an inducement of the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The inducement &apos;%1&apos; is listed more than once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeaguePlayoffsAction</name>
    <message>
        <location filename="../app/cli/LeaguePlayoffsAction.cpp" line="+51"/>
        <source>--final takes no --%1: the final is between the winners of the semi-finals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--by takes team_value, win_rate, team_value_times_win_rate, points_3_1_0, points_5_3_1 or playoff_rounds, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--major takes chaos_cup, blood_bowl, spike or dungeonbowl, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--major goes with --create: it names the major whose edition the stored semi-finals are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 — %2: end-of-season tournament by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2: %4, chosen by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1. %2 (%3): team value %4, %5 won of %6, %7/%8/%9</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>; play-off rounds: %n point(s)</source>
        <translation>
            <numerusform>; play-off rounds: %n point</numerusform>
            <numerusform>; play-off rounds: %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — level at the cut, placed by lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Semi-final %1: %2 (%3) v %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source> — fixture %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stored. The gate and the winnings of the semi-finals and the final are doubled; once both semi-finals are played, &apos;dugout league playoffs %1 --final&apos; adds the final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing stored: --create keeps a draw as the season&apos;s semi-finals. The winners meet in the final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Final: %1 (%2) v %3 (%4) — fixture %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueRules</name>
    <message>
        <location filename="../core/league/LeagueRules.cpp" line="+15"/>
        <source>%1 is still being built: confirm it before it joins a league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 already plays in the league %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has confirmed matches: its options are fixed so that every result is decided under the same rules. Its name, its commissioner and Spike!&apos;s Player of the Year can still change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The teams of %1 got fan factor %2 without paying for it: free fan factor stays on while the league has teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has played in the league %2: its results stay in the standings, so it stays too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has confirmed matches: its teams and divisions are fixed. The season and its divisions can still be renamed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has confirmed matches: it stays. Undo its results first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A match of %1 is being tracked in the Matches area: the season stays while it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has fixtures in %2 now: remove them, or the team with Remove, instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has changed since it joined %2: undoing the join would undo that too. Use Remove instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has confirmed matches: undo them before deleting the league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>%1 has played a later match: undo that one first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueScheduleAction</name>
    <message>
        <location filename="../app/cli/LeagueScheduleAction.cpp" line="+18"/>
        <source>--generate takes &apos;single&apos; or &apos;double&apos;, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1: %n fixture(s) in %2 round(s).</source>
        <translation>
            <numerusform>%1: %n fixture in %2 round(s).</numerusform>
            <numerusform>%1: %n fixtures in %2 round(s).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeagueSeasonAction</name>
    <message>
        <location filename="../app/cli/LeagueSeasonAction.cpp" line="+24"/>
        <source>--divisions takes a number, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueSheets</name>
    <message>
        <location filename="../app/cli/LeagueSheets.cpp" line="+22"/>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+34"/>
        <source>The team sheets could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Team sheets: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+3"/>
        <source>The team sheets could not be drawn on a PDF page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueStore</name>
    <message>
        <location filename="../core/storage/LeagueStore.cpp" line="+83"/>
        <source>team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStoreSeasons.cpp" line="+75"/>
        <source>%1 cannot play against itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStore.cpp" line="+69"/>
        <location line="+112"/>
        <location line="+57"/>
        <location line="+10"/>
        <source>There is no league with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-156"/>
        <location line="+43"/>
        <source>A league needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+134"/>
        <location filename="../core/storage/LeagueStoreUndo.cpp" line="+129"/>
        <source>There is no team with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStoreSeasons.cpp" line="+43"/>
        <location filename="../core/storage/LeagueStoreUndo.cpp" line="-84"/>
        <source>There is no season with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+269"/>
        <source>Tracked match %1 has an unknown status &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStore.cpp" line="-155"/>
        <location filename="../core/storage/LeagueStoreUndo.cpp" line="+141"/>
        <source>%1 already plays in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The rules are needed to give teams their free fan factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStoreSeasons.cpp" line="-198"/>
        <source>There is no season with id %1 in this league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 is placed in a division the season does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStoreMatches.cpp" line="+192"/>
        <location line="+83"/>
        <location filename="../core/storage/LeagueStoreSeasons.cpp" line="+40"/>
        <location line="+80"/>
        <source>There is no fixture with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-109"/>
        <source>The match record was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The result does not belong to the teams given: both must be stored teams, the same before and after the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+78"/>
        <source>%1 against %2 has already been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-62"/>
        <source>%1 changed since this result was previewed: preview it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+90"/>
        <location line="+38"/>
        <location line="+36"/>
        <location line="+10"/>
        <source>There is no match with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The league&apos;s matches could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStoreUndo.cpp" line="-134"/>
        <source>The teams to take back do not match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+68"/>
        <source>%1 no longer plays in %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueText</name>
    <message>
        <location filename="../models/LeagueText.cpp" line="+18"/>
        <source>Spiralling expenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expensive mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No expenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Random MVP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MVP chosen by the coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random MVP among survivors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No extra winnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 for a loss, +%2 for a draw or a win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double FAME for winnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Special play cards not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special play cards bought as inducements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special play cards instead of the other inducements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card budget for each team and match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A card budget of %1 for each team and match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (at most %2 per team)</source>
        <extracomment>The cards a team may buy: &quot;Special play cards … (at most 5 per team)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All inducements allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2.</source>
        <extracomment>&quot;All inducements allowed; Special play cards not used.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>none</source>
        <extracomment>No tie-breaker at all.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> › </source>
        <extracomment>Separates the tie-breakers in the order they apply.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Budget %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spiralling expenses from %1, step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points %1</source>
        <extracomment>Points for a win, a draw and a loss: &quot;Points 3/1/0&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free fan factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small-league winnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double FAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="-42"/>
        <location line="+45"/>
        <source>%n inducement(s) allowed</source>
        <extracomment>A league that allows only some inducements: &quot;7 inducements allowed&quot;.</extracomment>
        <translation>
            <numerusform>%n inducement allowed</numerusform>
            <numerusform>%n inducements allowed</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (home conceded)</source>
        <extracomment>A score followed by who conceded: &quot;0 – 2 (home conceded)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (away conceded)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeagueTrophiesAction</name>
    <message>
        <location filename="../app/cli/LeagueTrophiesAction.cpp" line="+19"/>
        <source>--player-of-the-year takes on or off, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 gives Spike! Magazine&apos;s Player of the Year after the Spike! final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not give Spike! Magazine&apos;s Player of the Year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: not won yet in this league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 (%3), winner of the final of %4 (match %5) — %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chaos gifts, kept for good: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player of the Year: #%1 %2 of %3 (%4 SPP) — %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fan Favourite for good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already had Fan Favourite</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../core/team/LedgerEntry.cpp" line="+11"/>
        <source>Starting budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player hired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team re-roll bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Staff hired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inducements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fan factor refunded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineupRules</name>
    <message>
        <location filename="../core/match/LineupRules.cpp" line="+23"/>
        <source>Set-ups are entered before a kick-off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has already set up; %2 sets up now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The kicking team, %1, sets up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 sets up %2 players: %3 on the line of scrimmage, %4 in the left wide zone, %5 in the right wide zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>#%1 is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no player #%2 in this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be set up: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>At most %1 players may be set up, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 must set up %2 players (11, or all those available), not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The counts on the line of scrimmage and in the wide zones cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At least %1 players must stand on the line of scrimmage, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 players may stand in each wide zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 players on the line of scrimmage and in the wide zones, but only %2 set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 cannot field any player: both turn markers move on two (%2 and %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Touchdown for %1, no SPP. Score %2–%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Neither team can field a player: no score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>he is already on the pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>he is knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>he is a casualty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>he has been sent off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>he fainted in the heat and misses this drive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MajorTrophies</name>
    <message>
        <location filename="../core/league/MajorTrophies.cpp" line="+78"/>
        <source>+1 team re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 team re-roll, +20,000 winnings every match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 team re-roll, +2 on the gate roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 team re-roll, a Wizard for 50,000</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Majors</name>
    <message>
        <location filename="../core/league/Major.cpp" line="+41"/>
        <source>Chaos Cup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blood Bowl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spike! Magazine trophy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dungeonbowl</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MasterChef</name>
    <message numerus="yes">
        <location filename="../core/match/MasterChef.cpp" line="+27"/>
        <source>%1&apos;s master chef: 3D6 %2, %n success(es): +%3 team re-roll(s) for the half; %4 loses %5.</source>
        <translation>
            <numerusform>%1&apos;s master chef: 3D6 %2, %n success: +%3 team re-roll for the half; %4 loses %5.</numerusform>
            <numerusform>%1&apos;s master chef: 3D6 %2, %n successes: +%3 team re-rolls for the half; %4 loses %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <location filename="../core/match/Match.cpp" line="+70"/>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the die &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchCommand</name>
    <message>
        <location filename="../app/cli/MatchCommand.cpp" line="+27"/>
        <source>Record a played league match and run its post-match sequence (--dry-run: print only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record a finished tracked league match and run its post-match sequence, as the window&apos;s &apos;Go to post-match sequence&apos; (--dry-run: print only; --json: the match record it makes, for &apos;match record&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo a confirmed result, restoring both teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show where a tracked match stands: half, turn markers, re-rolls, this turn&apos;s actions, every player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay an exported match and show where it stands (--store: save it as a new tracked match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>&apos;match %1&apos; takes exactly one argument.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-66"/>
        <source>List the tracked matches: teams, score, status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The pre-match sequence of a league fixture: match team values, who declares first, the handicap, each team&apos;s inducements checked and paid (--json: a match record holding them, for &apos;match record&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write a tracked match as JSON lines: its setup, then one event per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>record, result, undo, pre-match, list, show, export or replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FILE for record and replay, MATCH_ID for undo, TRACKED_ID for result, show and export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>show, replay: write the match state as JSON; pre-match, result: write the match record as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>record, result: print the post-match sequence without applying it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>export: the file to write (default: the standard output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>replay: save the replayed match in the database as a new tracked match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pre-match: gold the home team moves from its treasury.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pre-match: gold the away team moves from its treasury.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pre-match: an inducement the home team buys (an id such as bribe, star:ID, mercenary:POSITION[+SKILL] or card:DECK); repeat for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>pre-match: an inducement the away team buys; repeat for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&apos;match pre-match&apos; takes LEAGUE_ID and FIXTURE_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;match list&apos; takes no argument.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;match&apos; needs an action: record, result, undo, pre-match, list, show, export or replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown &apos;match&apos; action &apos;%1&apos; (use record, result, undo, pre-match, list, show, export or replay).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+17"/>
        <source>%1 was not recorded:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dry run: nothing was recorded. The dice used:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recorded as match %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a match id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no match %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Match %1 was undone; both teams are as they were before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/MatchCommandLog.cpp" line="+113"/>
        <source>No tracked match yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>exhibition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>result %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-61"/>
        <source>&apos;%1&apos; is not a tracked match id (see &apos;dugout match list&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tracked match %1 does not replay to the end: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrote tracked match %1 (%2 events) to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-123"/>
        <source>The last lines of the log:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+131"/>
        <source>%1 of %2 events replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not replay to the end: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stored as tracked match %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchDiceText</name>
    <message>
        <location filename="../views/match/MatchDiceText.cpp" line="+21"/>
        <source>Loner (D%1):</source>
        <extracomment>A dice box&apos;s label; %1 is the number of sides of the die.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (D%2):</source>
        <extracomment>A dice box&apos;s label for a die the rules name %1; %2 is the number of sides of the die.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Loner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is a Loner: on 4 or more he may use the re-roll, otherwise it is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice for %1.</source>
        <extracomment>%1 is a player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchEventJson</name>
    <message>
        <location filename="../core/match/MatchEventJson.cpp" line="+108"/>
        <source>&quot;%1&quot; must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;%1&quot; must be a text: one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot;: &quot;%2&quot; is not one of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Unknown field &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;type&quot; is missing: every event says what it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; must be a list of whole numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;terrain&quot; must be a text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;item&quot; must be a text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;choice&quot; must be a text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;squares&quot; must be a list of squares of the pitch, a row A–O then a column 1–26, e.g. [&quot;C12&quot;, &quot;D13&quot;].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&quot;dice&quot; must be an object: each purpose with the list of its dice, e.g. {&quot;home.armour&quot;: [3, 4]}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;dice&quot;: &quot;%1&quot; must be a list of whole numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;at&quot; must be a date and time in UTC (ISO 8601), e.g. &quot;2024-05-01T19:42:07.250Z&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>not valid JSON: %1 (at character %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an event must be a JSON object {…}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchFlow</name>
    <message>
        <location filename="../core/match/MatchFlow.cpp" line="+48"/>
        <source>Turnover (%1): %2&apos;s turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>declared by the coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a player of the active team was knocked down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed pick-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the ball was not caught by the active team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fumbled pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>interception</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a player was sent off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the four minutes are up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the thrown ball-carrier failed to land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 takes a free Blitz turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>End of the first half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End of the second half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End of overtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Second half: %1 kicks off; re-rolls back to %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 concedes. Final score %2–%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final score %1–%2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchFold</name>
    <message>
        <location filename="../core/match/MatchFold.cpp" line="+119"/>
        <source>Unknown event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2) has a casualty and Regeneration: use the apothecary on him or decline it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/match/MatchStep.cpp" line="+14"/>
        <source>%1 is not a possible result of a %2-sided die (%3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchLogFile</name>
    <message>
        <location filename="../core/match/MatchLogFile.cpp" line="+25"/>
        <source>this is not a Dugout match file: the first line must be {&quot;dugout_match&quot;: %1, &quot;setup&quot;: {…}}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file was written by a newer Dugout (match format %1; this one reads %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;dugout_match&quot; must be the format version, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown field &quot;%1&quot; in the header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;setup&quot; is missing or not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+10"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is empty: a match file starts with its header line.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchLogStore</name>
    <message>
        <location filename="../core/storage/MatchLogStore.cpp" line="+32"/>
        <source>the database is locked by another program; close it and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the database is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the database refused it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The tracked match was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+65"/>
        <location line="+139"/>
        <location line="+12"/>
        <source>There is no tracked match %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-212"/>
        <source>Match %1 is %2: its log can no longer change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The event was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The event was not saved: the log of match %1 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Event %1 of match %2 was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The last event of match %1 was not removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match %1 has no event to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tracked match %1: unknown status &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not a JSON object (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tracked match %1: its setup cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tracked match %1: event %2 is missing from its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tracked match %1, event %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The status of match %1 was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match %1 was not deleted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchOutbox</name>
    <message>
        <location filename="../core/storage/MatchOutbox.cpp" line="+135"/>
        <source>Cannot read the matches kept on this computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot write to the file of matches kept on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot read match %1 kept on this computer: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The league server did not take match %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>its result is confirmed in the league; undo the result there first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchPreMatchAction</name>
    <message>
        <location filename="../app/cli/MatchPreMatchAction.cpp" line="+62"/>
        <source>a fixture id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--%1 takes a whole number of gold pieces, not &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 has no fixture %2 (see &apos;dugout league schedule %3&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fixture %1 was already played (match %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1 cannot buy &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 cannot buy &apos;%2&apos;: the card &apos;%3&apos; is not among the cards left in that deck (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 (home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (away)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petty cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold for inducements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declares petty cash first: %1 (equal team values: the home team).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declares petty cash first: %1 (higher team value).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap: %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Handicap: none, the match team values are equal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buys first: %1 (the stronger team spends petty cash).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buys first: either team (the stronger team spends no petty cash).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 buys: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  Cost %1: %2 from the handicap, %3 from petty cash; %4 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  After the match: %1 of handicap lost, %2 of petty cash back to the treasury.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchRecordJson</name>
    <message>
        <location filename="../core/league/MatchRecordJson.cpp" line="+133"/>
        <source>%1: unknown field &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, field &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+78"/>
        <location line="+11"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-84"/>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be 0 or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is more than %2, the most it may be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+359"/>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-339"/>
        <location line="+383"/>
        <source>expected a list of whole numbers, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-370"/>
        <source>expected a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>item #%1 is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&apos;%1&apos; is neither a skill id nor ma, st, ag or av</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, inducements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not an inducement bought by count (stars and mercenaries have their own lists)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a list of star player ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not a star player id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, mercenary #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not a position id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+132"/>
        <source>&apos;%1&apos; is not a skill id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-125"/>
        <source>%1, card #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not a special play deck id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1, player #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, casualty #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected &quot;first&quot; or &quot;second&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1, but the inducements say %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1, free journeyman #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected &quot;none&quot; or a list like [{&quot;position&quot;: &quot;human.lineman&quot;}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, advancement #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected the two dice rolled, like [3, 4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, Chaos gift #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>match record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>written by a newer Dugout (format %1; this version reads up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a format from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected &quot;regular&quot;, &quot;playoff_round&quot;, &quot;semi_final&quot; or &quot;final&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected &quot;chaos_cup&quot;, &quot;blood_bowl&quot;, &quot;spike&quot; or &quot;dungeonbowl&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>concession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected &quot;home&quot; or &quot;away&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected &quot;during&quot; or &quot;before_kick_off&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The file is not valid JSON (at byte %1: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file must hold one JSON object describing a match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchReportQuery</name>
    <message>
        <location filename="../core/storage/MatchReportQuery.cpp" line="+26"/>
        <source>The match report could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>There is no match with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchReportRenderer</name>
    <message>
        <location filename="../print/MatchReportRenderer.cpp" line="+63"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outside the schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match %1 · printed by Dugout %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Casualties inflicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 fans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fan factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (unchanged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+58"/>
        <location line="+9"/>
        <location line="+9"/>
        <source>MVP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-73"/>
        <source>an induced player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Inducements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The gate, winnings and fan factor are in the post-match log below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>+1 MA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 AV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 AG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No SPP event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <extracomment>Column heads of the SPP table: touchdowns, completions, casualties, interceptions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Int</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>D68 %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no D68</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (apothecary: %1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (regeneration %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Casualties suffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 + %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Advancements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Post-match sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Event log of the tracked match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is nothing to print on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchResultAction</name>
    <message>
        <location filename="../app/cli/MatchResultAction.cpp" line="+31"/>
        <source>&apos;%1&apos; is not a tracked match id (see &apos;dugout match list&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;match result&apos; takes --dry-run or --json, not both: --json already writes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Tracked match %1 was not recorded:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dry run: nothing was recorded. The dice used:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Recorded as match %1; tracked match %2 is finished with it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchSetupJson</name>
    <message>
        <location filename="../core/match/MatchSetupJson.cpp" line="+59"/>
        <source>unknown field &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;special_play_cards&quot; is not a card rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;max_cards&quot; and &quot;card_budget&quot; must be whole numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;allowed&quot; must be a list of inducement ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Unknown field &quot;%1&quot; in the match setup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; must be the team as a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;exhibition&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;free_fan_factor&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&quot;handicap_allowed&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-17"/>
        <source>&quot;pitch&quot; must be &quot;%1&quot; or &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;stage&quot; must be regular, playoff_round, semi_final or final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&quot;%1&quot; must be an id: a whole number, 0 for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&quot;inducement_options&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>&quot;%1_petty_cash&quot; must be a whole number of gold pieces.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchStateReport</name>
    <message>
        <location filename="../app/cli/MatchStateReport.cpp" line="+19"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Blitz #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass #%1 (completed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foul #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>acted this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regeneration waits for the apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>drive %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in its Blitz turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turnover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weather: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kick-off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conceded, without extra penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 conceded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-rolls left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-roll this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 fans)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bribes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Special play cards in play:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchSummaryRenderer</name>
    <message>
        <location filename="../print/MatchSummaryRenderer.cpp" line="+40"/>
        <source>Exhibition match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>League match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weather: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the penalty shoot-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Printed by Dugout %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>(petty cash %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inducements:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No SPP event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SPP events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of the match:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The match summary could not be laid out on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Match summary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchText</name>
    <message>
        <location filename="../models/MatchText.cpp" line="+30"/>
        <location line="+191"/>
        <source>Overtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Half %1</source>
        <extracomment>The half of a match under way; %1 is 1 or 2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+142"/>
        <source>Pre-match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+142"/>
        <source>Kick-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Team turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Between turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+168"/>
        <source>End of the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-166"/>
        <source>Tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stunned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fainted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+81"/>
        <source>Foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Other action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Block or blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pushed into the crowd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hit by a rock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chainsaw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Fall (dodge, going for it, jump)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other (bomb…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Own chainsaw kicks back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thrown team-mate fails his landing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spiked Ball (failed catch or pick-up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player knocked down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed pick-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass or hand-off not caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+43"/>
        <source>Interception</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Fouler sent off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four minutes up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thrown player failed to land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knocked down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placed prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bribe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Touchdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turnover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Concession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty shoot-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regeneration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Terrain token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Terrain at the start of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strike the ice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accidental crevasse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On lava</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Genestealer attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fell into a new crevasse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inducement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wizard&apos;s spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Igor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special play card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Star player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>MA %1, ST %2, AG %3, AV %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Plays for this team through %1 until it lapses: %2</source>
        <extracomment>The roster&apos;s tooltip for a player a special play card brings in (The Fan, Borg…).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Star player hired for this match: %1</source>
        <extracomment>The roster&apos;s tooltip for a star player hired for the match: his profile.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 — %2: %3; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-72"/>
        <location line="+6"/>
        <location line="+6"/>
        <source>Skills: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+8"/>
        <location line="+4"/>
        <source>He keeps no SPP; if he draws the MVP, it is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Mercenary hired for this match: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>TD %1</source>
        <extracomment>Short SPP event marks in the roster panel: touchdowns, completions, interceptions, casualties.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CAS %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModuleFile</name>
    <message>
        <location filename="../views/widgets/ModuleFile.cpp" line="+36"/>
        <source>%1 was not found beside Dugout.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <location filename="../core/Money.cpp" line="+11"/>
        <source>%1 gp</source>
        <extracomment>Gold pieces: %1 is the amount with its thousands separators.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NafReport</name>
    <message>
        <location filename="../core/tournament/NafReport.cpp" line="+63"/>
        <source>%1: no NAF number, left out with their games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the NAF has no race for &quot;%2&quot;, left out with their games.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NextStepGuide</name>
    <message>
        <location filename="../views/match/NextStepGuide.cpp" line="+21"/>
        <source>Final score: %1 %2 – %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 conceded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the penalty shoot-out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has Regeneration: use the apothecary on him, or keep it and roll Regeneration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pre-match: roll the weather and the gates, then toss the coin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 kicks off and sets up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 receives and sets up now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams are set up: %1 kicks off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: move the turn marker to %2 and start the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turnover for %1: press Enter to end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four minutes are up for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blitz! %1 takes a free turn before the receiving team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, turn %2: click a player or type his number, then his action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Half time. KO&apos;d players roll to come back before the second half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overtime: %1 kicks off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drive is over: secret weapons, heat and KO&apos;d players before the next kick-off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Still tied after overtime: a draw, or a penalty shoot-out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied at the end of the second half: a draw, or sudden-death overtime if both coaches agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pre-match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weather, gates and the coin toss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set up %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the players on the pitch for this drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kick off…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll or type the kick-off table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the turn marker (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the turn (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turnover: time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The four minutes are up: the turn ends with a turnover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half time…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End of drive…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret weapons, heat and KO&apos;d players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Overtime…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sudden death, with a coin toss for the kick-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty shoot-out…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D6 + 1 per unused re-roll each, highest wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coaches agree on a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the match report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result as the league recorded it, read only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go to post-match sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnings, fan factor, MVP, SPP and casualties in the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print summary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the match summary as a PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print preview…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the match summary page by page, and print it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Apothecary for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once per match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No apothecary: Regeneration for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the apothecary and roll Regeneration (4+ heals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Igor: re-roll Regeneration for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once per match, 4+ heals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise %1 as a Zombie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Necromancer, once per match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bribe the referee…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2+ on a D6 cancels the send-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wizard of %1: cast a spell…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fireball or lightning bolt, once per match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Special play cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at your hand and play a card when its moment comes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ObblmRoster</name>
    <message>
        <location filename="../core/team/ObblmRoster.cpp" line="+66"/>
        <location line="+365"/>
        <source>Line %1: %2</source>
        <extracomment>A problem in an OBBLM team file, with its line: &quot;Line 12: ...&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-275"/>
        <source>&lt;%1&gt; is not part of an OBBLM team export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the file starts with &lt;%1&gt;; an OBBLM team export starts with &lt;team&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the file is not well-formed XML (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the team has no &lt;race&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not a team of LRB6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+71"/>
        <location line="+25"/>
        <source>&lt;%1&gt; should be a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-88"/>
        <source>&lt;apothecary&gt; should be true or false, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the player&apos;s number should be a whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the player has no &lt;position&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a position of the %2 team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;%1&apos; is not a skill of LRB6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&lt;nigglings&gt; should be a whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;injured&gt; should be true or false, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+92"/>
        <source>the team has no &lt;players&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OddsText</name>
    <message>
        <location filename="../views/odds/OddsText.cpp" line="+15"/>
        <location line="+66"/>
        <source>Dodge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Going for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+69"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+70"/>
        <source>Catch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>attacker&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacker stays up</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Block, %n dice, %1: %2</source>
        <translation>
            <numerusform>Block, %n die, %1: %2</numerusform>
            <numerusform>Block, %n dice, %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Armour against AV %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Injury: casualty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury: knocked out or worse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, against Tackle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>never re-rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if it fails, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nothing can re-roll it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sure Feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sure Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>use the %1 skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use Pro (4+; if that fails, the team re-roll on the Pro roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use Pro (4+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use the team re-roll (Loner: 4+ first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use the team re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfferDialogs</name>
    <message>
        <location filename="../views/match/OfferDialogs.cpp" line="+50"/>
        <source>Regeneration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The apothecary is kept: on 4 or more the player regenerates and goes to the reserves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regeneration (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Igor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Igor re-rolls the failed Regeneration, once per match: on 4 or more the player regenerates and goes to the reserves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Igor (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bribe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bribe the referee: on 2 or more the send-off is cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (D6):</source>
        <extracomment>Shoot-out dice of a team; %1 is the team name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty shoot-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each coach rolls a D6 and adds his unused re-rolls; highest wins, rolled again on a tie.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputFileGuard</name>
    <message>
        <location filename="../views/widgets/OutputFileGuard.cpp" line="+22"/>
        <source>%1 is an SQLite database, perhaps another league. Replace it? Everything it holds will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace the database</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputPath</name>
    <message>
        <location filename="../core/storage/OutputPath.cpp" line="+58"/>
        <source>%1 is the open database: writing there would destroy it. Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 belongs to the open database (SQLite keeps it beside the file): writing there would damage the database or be lost. Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <source>%1 is an SQLite database: Dugout will not write over it. Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PdfFile</name>
    <message>
        <location filename="../print/PdfFile.cpp" line="+20"/>
        <source>Cannot write to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+18"/>
        <source>The PDF could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerNames</name>
    <message>
        <location filename="../views/team/PlayerNames.cpp" line="+122"/>
        <source>Rookie %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerOdds</name>
    <message>
        <location filename="../core/odds/PlayerOdds.cpp" line="+118"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foul</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerOfTheYear</name>
    <message>
        <location filename="../core/league/PlayerOfTheYear.cpp" line="+43"/>
        <source>%1 already has Fan Favourite: the award adds nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ruleset has no Fan Favourite skill.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerStrike</name>
    <message>
        <location filename="../core/match/PlayerStrike.cpp" line="+19"/>
        <source>%1 is named twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not standing on the pitch: %2 strikes only standing players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 fails his landing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is knocked down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, not hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, hit and knocked down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is landed on and knocked down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 lands in the crowd.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayoffCandidates</name>
    <message>
        <location filename="../core/league/PlayoffCandidates.cpp" line="+61"/>
        <source>%1 won of %2 (%3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 × %3/%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>%1 pts</source>
        <extracomment>League points, short (&quot;17 pts&quot;): no plural form needed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pts, play-off matches played: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayoffRules</name>
    <message>
        <location filename="../core/league/PlayoffRules.cpp" line="+31"/>
        <source>The final needs a winner: a level score goes on into sudden-death extra time; enter the score after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A semi-final needs a winner: a level score goes on into sudden-death extra time; enter the score after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>play-off round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>semi-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This season&apos;s end-of-season tournament has already been drawn (fixture %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This season&apos;s final is already on the schedule (fixture %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The final comes after the two semi-finals: draw them first (&apos;dugout league playoffs LEAGUE_ID --create&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Semi-final %1 (fixture %2) has not been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The result of semi-final %1 (match %2) could not be found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Semi-final %1 (match %2) ended level: it has no winner to send to the final.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayoffSelection</name>
    <message numerus="yes">
        <location filename="../core/league/PlayoffSelection.cpp" line="+74"/>
        <source>The end-of-season tournament needs four teams; %n played in the play-off rounds (fixtures added with --playoff-round).</source>
        <translation>
            <numerusform>The end-of-season tournament needs four teams; %n played in the play-off rounds (fixtures added with --playoff-round).</numerusform>
            <numerusform>The end-of-season tournament needs four teams; %n played in the play-off rounds (fixtures added with --playoff-round).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The end-of-season tournament needs four teams; the league has %n.</source>
        <translation>
            <numerusform>The end-of-season tournament needs four teams; the league has %n.</numerusform>
            <numerusform>The end-of-season tournament needs four teams; the league has %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+77"/>
        <source>highest team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>team value × win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>league points 3/1/0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>league points 5/3/1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the play-off rounds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayoffTable</name>
    <message>
        <location filename="../core/league/PlayoffTable.cpp" line="+54"/>
        <source>In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In: level at the cut, placed by lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out: level at the cut, left out by lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level at the cut: a roll decides</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PoolStage</name>
    <message>
        <location filename="../core/tournament/PoolStage.cpp" line="+15"/>
        <source>Pool %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 would have fewer than two coaches: register more coaches or make fewer pools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 would have %2 coaches, fewer than the %3 who go on to the knockout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The knockout needs at least two coaches from the pools.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PostMatchRun</name>
    <message>
        <location filename="../core/league/PostMatchRun.cpp" line="+88"/>
        <source>%1 wins %2–%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw %1–%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 conceded during the match: it loses its winnings, MVP and 1 fan factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conceded before kick-off with 2 or fewer players able to play: it wins nothing and gives its MVP away, but suffers no extra penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tournament game: only the players&apos; steps are played (no gate, winnings, expenses or fan factor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Team value %1 → %2; treasury %3 → %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>FAME %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 suffered a casualty: %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The apothecary re-rolled it: %1, %2; the coach keeps %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the second result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the first result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>regeneration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regeneration: %1, healed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regeneration: %1, not healed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n touchdown(s)</source>
        <translation>
            <numerusform>%n touchdown</numerusform>
            <numerusform>%n touchdowns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n completion(s)</source>
        <translation>
            <numerusform>%n completion</numerusform>
            <numerusform>%n completions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n interception(s)</source>
        <translation>
            <numerusform>%n interception</numerusform>
            <numerusform>%n interceptions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n casualty(ies) inflicted</source>
        <translation>
            <numerusform>%n casualty inflicted</numerusform>
            <numerusform>%n casualties inflicted</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 SPP (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No MVP: the team conceded and its award goes to the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>MVP: an induced player; the award is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MVP: %1 (+%2 SPP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Blood Bowl final: %n player(s) receive the players&apos; medal, an MVP award of %1 SPP each.</source>
        <translation>
            <numerusform>Blood Bowl final: %n player receives the players&apos; medal, an MVP award of %1 SPP each.</numerusform>
            <numerusform>Blood Bowl final: %n players receive the players&apos; medal, an MVP award of %1 SPP each.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has no player number %2 for an advancement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../core/league/PostMatchRunRoster.cpp" line="+236"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rolled %2 and %3 for an advancement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 has %n advancement roll(s) waiting.</source>
        <translation>
            <numerusform>%1 has %n advancement roll waiting.</numerusform>
            <numerusform>%1 has %n advancement rolls waiting.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has served his missed game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is dead and leaves the roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 loses 1 %2 and misses the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 misses the next game; the %2 loss is ignored (never more than −2, never below 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 gets a niggling injury and misses the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 misses the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1, re-rolled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(D6 %1 + FAME %2) × %3 for the end-of-season tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>D6 %1 + FAME %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No winnings: the team conceded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winnings: %1 → %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opponent&apos;s winnings, taken after its concession: %1 → %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blood Bowl trophy: %1 more from its sponsor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match winnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Spiralling expenses on a team value of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expensive mistakes: the treasury holds less than 100,000, no roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Expensive mistakes on a treasury of %1, D6 %2: %3, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only %1 could be paid: the treasury never goes below zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spiralling expenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expensive mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fan factor −1 for conceding (no roll): now %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fan factor roll %1 = %2 against %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/league/PostMatchRunRoster.cpp" line="-200"/>
        <source>%1 (%2 SPP) rolls %3 and leaves the team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 SPP) rolls %3 and stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Journeyman %1 is released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot hire journeyman %2: the roster already has %3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The Zombie raised by the Necromancer cannot join: the roster already has %1 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Free journeyman #%1 (%2, Loner) joins to reach %3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-78"/>
        <source>%1 cannot hire journeyman %2: the roster allows %3 of that position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/league/PostMatchRun.cpp" line="-439"/>
        <source>Gate: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+290"/>
        <source>Inducements bought: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inducements cost %1: %2 from the handicap, %3 from petty cash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Handicap not spent, lost: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash for the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash not spent, back from the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Petty cash: %1 moved, %2 spent, %3 back to the treasury.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/league/PostMatchRunRoster.cpp" line="+4"/>
        <source>%1 cannot hire journeyman %2: %3 needed, %4 in the treasury.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Journeyman %1 is hired for good for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Zombie %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Zombie raised by the Necromancer joins for free as #%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>The coach declines the free journeymen: %n player(s) able to play the next match.</source>
        <translation>
            <numerusform>The coach declines the free journeymen: %n player able to play the next match.</numerusform>
            <numerusform>The coach declines the free journeymen: %n players able to play the next match.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Journeyman %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 did not win a Chaos Cup final: it receives no Chaos gift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Chaos Cup: no player is left to receive the gods&apos; gifts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Chaos Cup: the gods&apos; D3 shows %1; %n player(s) drawn for a gift.</source>
        <translation>
            <numerusform>Chaos Cup: the gods&apos; D3 shows %1; %n player drawn for a gift.</numerusform>
            <numerusform>Chaos Cup: the gods&apos; D3 shows %1; %n players drawn for a gift.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 #%2 was not drawn for a Chaos Cup gift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 #%2 receives one Chaos gift only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 may take a Mutation, Hypnotic Gaze, Stab or Regeneration: none chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 receives %2 from the Chaos gods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Player of the Year: no player of the league has any SPP yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Player of the Year: %n player(s) tied on %1 SPP; the die drew %2.</source>
        <translation>
            <numerusform>Player of the Year: %n player tied on %1 SPP; the die drew %2.</numerusform>
            <numerusform>Player of the Year: %n players tied on %1 SPP; the die drew %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player of the Year: %1, %2 SPP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gains Fan Favourite for as long as he stays with his team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/league/PostMatchRun.cpp" line="+160"/>
        <source>The die for %1 shows %2, but a D%3 shows 1 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PostMatchSequence</name>
    <message numerus="yes">
        <location filename="../core/league/PostMatchSequence.cpp" line="+36"/>
        <source>%1 could field %n player(s): only a team able to field 2 or fewer may concede before kick-off without the extra penalties; record a concession during the match.</source>
        <translation>
            <numerusform>%1 could field %n player: only a team able to field 2 or fewer may concede before kick-off without the extra penalties; record a concession during the match.</numerusform>
            <numerusform>%1 could field %n players: only a team able to field 2 or fewer may concede before kick-off without the extra penalties; record a concession during the match.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1&apos;s inducements: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 is %3 but the inducements bought make it %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+218"/>
        <source>A team cannot play itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-202"/>
        <source>The two teams scored %1 touchdowns together; a match holds at most %2 (one per team turn, overtime included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The record names team %1 where %2 played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is still being built: confirm it before it plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a score cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no player number %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 #%2 %3 could not play this match (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 scored %2; a match holds at most %3 touchdowns (one per team turn, overtime included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>star player points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 #%2 is listed twice in the star player points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 #%2: counts cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 scored %2 but its players have %3 touchdowns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s players have %2 completions; a match holds at most %3 (one pass per team turn, overtime included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s players have %2 interceptions; a match holds at most %3 (one pass per team turn, overtime included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s players inflicted %2 casualties but %3 suffered only %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>casualty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 #%2 has two casualties; a player leaves the match after one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 #%2: %3 is not a D68 result (tens 1–6, units 1–8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 #%2 has no Regeneration to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 #%2: a regeneration D6 shows 1 to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 #%2: an apothecary roll without the apothecary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 bought %2 wandering apothecaries; a team may induce at most %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 fielded %2 induced players; a team has at most %3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 used the apothecary %2 times but has %3 (once per match each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: gold and counts cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no Necromancer to raise the dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Necromancer raises the dead once per match, not %2 times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 moved %2 to petty cash but has %3 in the treasury.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 spent %2 on inducements but had %3 (handicap %4 + petty cash %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 names %2 MVPs but receives %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: the coach chooses the MVP in this league; name %n player(s).</source>
        <translation>
            <numerusform>%1: the coach chooses the MVP in this league; name %n player.</numerusform>
            <numerusform>%1: the coach chooses the MVP in this league; name %n players.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no induced player can be MVP here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MVP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 #%2 is not a journeyman to hire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 refused %2&apos;s challenge: %2 wins 2–0. Star player points, gold and fan factor stay as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Typed dice not needed and ignored: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreMatchMoney</name>
    <message>
        <location filename="../core/inducements/PreMatchMoney.cpp" line="+26"/>
        <source>Petty cash cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash is moved in whole %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash of %1 is more than the treasury (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Home team: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Away team: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintDialogs</name>
    <message>
        <location filename="../views/widgets/PrintDialogs.cpp" line="+40"/>
        <location line="+14"/>
        <source>Printing is not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PurchaseRules</name>
    <message>
        <location filename="../core/match/PurchaseRules.cpp" line="+38"/>
        <source>a mercenary %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mercenary %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a card of the %1 deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not a pre-match event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 declares %2 of petty cash, but an exhibition match has none: no gold leaves a treasury for it, only the handicap buys inducements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The weather of this match is already rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The weather table has no row for this roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Inducements are bought in the pre-match sequence, before the gate and the coin toss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll the weather first: it comes before petty cash and purchases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 spends petty cash as the stronger team: it buys before %2 has bought anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 In this match of the end-of-season tournament the league gives no handicap gold: only petty cash buys inducements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 buys %2 for %3; %4 left to spend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 is hired by both teams: he takes both fees and plays for neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 joins %2 as #%3 for this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Mercenary %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The mercenary joins %1 as #%2 for this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 deck has no card left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 draws a card from the %2 deck and keeps it hidden.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegistrationCsv</name>
    <message>
        <location filename="../core/tournament/RegistrationCsv.cpp" line="+68"/>
        <source>The registration list is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Line 1: unknown column &quot;%1&quot; (known: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Line 1: the column &quot;%1&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Line %1: %2 fields where the header has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Line %1: &quot;%2&quot; is not a race of the rulebook.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegistrationRosters</name>
    <message>
        <location filename="../core/tournament/RegistrationRosters.cpp" line="+29"/>
        <source>%1: the roster %2 cannot be read: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the roster %2 is a %3 team, the list says %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultRecorder</name>
    <message>
        <location filename="../core/storage/ResultRecorder.cpp" line="+19"/>
        <source>There is no league %1 (see &apos;dugout league list&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fixture %1 is not on %2&apos;s schedule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fixture %1 is another match: check which team is at home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fixture %1 has already been played (match %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fixture %1 belongs to another season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A play-off, semi-final or final is recorded against its fixture (&apos;fixture&apos; in the record).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Season %1 is not a season of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no team %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not play in %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesCommand</name>
    <message>
        <location filename="../app/cli/RulesCommand.cpp" line="+21"/>
        <source>Print the LRB6 ruleset as JSON (names in the --lang language)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print as JSON (the only format so far).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;rules&apos; takes no argument besides --json and --lang.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;rules&apos; needs --json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the built-in ruleset is invalid:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetLoader</name>
    <message>
        <location filename="../core/rules/RulesetLoader.cpp" line="+23"/>
        <source>%1: cannot read the file (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: invalid JSON at byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the file must hold one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: the id &apos;%2&apos; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a skill category letter (G, A, S, P, M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the category &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>give turns or until, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>give die_min and die_max, the first the lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep goes with replace_skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a player change must change something</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the first change names its player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>name at least one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a free Blitz names one own player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>give exactly one of rerolls, lose_die and each_lost_on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a named player is of one team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>each choice is an id and a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>players drawn at random are of one team, not named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a player who joins leaves with the drive or the half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;%1&apos; is not one of G, A, S, P, M, E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>a position id must start with its roster&apos;s id and a dot (&apos;%1.&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a roster needs at least one position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>a star player must play for at least one roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>more than max_players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>less than fan_factor_max_at_creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than characteristic_max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a card id must start with its deck&apos;s id and a dot (&apos;%1.&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+99"/>
        <source>special_play_cards.json: card &apos;%1&apos;, field &apos;apply&apos;: unknown position &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>special_play_cards.json: card &apos;%1&apos;, field &apos;apply&apos;: unknown skill &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-454"/>
        <location line="+350"/>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the deck says it has %1 cards but lists %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, playing card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>rosters.json: position &apos;%1&apos;, field &apos;skills&apos;: unknown skill &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>star_players.json: star player &apos;%1&apos;, field &apos;skills&apos;: unknown skill &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>star_players.json: star player &apos;%1&apos;, field &apos;plays_for&apos;: unknown roster &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>star_players.json: star player &apos;%1&apos;: unknown partner star &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>inducements.json: inducement &apos;%1&apos;: unknown roster &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>inducements.json: mercenary, field &apos;gains&apos;: unknown skill &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>skills.json: exclusion between &apos;%1&apos; and &apos;%2&apos; names an unknown skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/TableRowsReader.cpp" line="+23"/>
        <source>%1: row %2-%3 runs backwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>%1: no row for %2 to %3 (a gap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1: rows overlap at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/RulesetTablesReader.cpp" line="+34"/>
        <source>&apos;%1&apos; is not one of none, mng, niggling, ma, av, ag, st, dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>tables.json: agility: AG values must follow each other (row #%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tables.json: agility: no rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a D68 result (tens 1-6, units 1-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>tables.json: casualty: no row for %1 (a gap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tables.json: casualty: rows overlap at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>tables.json: spp_levels: the first level must start at 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tables.json: spp_levels: level #%1 must end just before the next one starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tables.json: spp_levels: the last level must have no max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>must be more than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>needs one outcome for each D6 result, 6 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown outcome &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bands must follow each other without overlapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/RulesetForgeReader.cpp" line="+33"/>
        <source>%1: needs one row with the id &apos;%2&apos; (found %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: &apos;%2&apos; is not one of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScheduleRules</name>
    <message>
        <location filename="../core/league/ScheduleRules.cpp" line="+73"/>
        <source>%1 and %2 would meet a third time in a row in round %3: two teams may not play each other more than twice in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A match needs a home team and an away team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot play against itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds are numbered from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 already plays in round %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 does not play in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%1 already has %n fixture(s), %2 of them played: a round robin is generated for a season without fixtures. Add more fixtures one by one.</source>
        <translation>
            <numerusform>%1 already has %n fixture, %2 of them played: a round robin is generated for a season without fixtures. Add more fixtures one by one.</numerusform>
            <numerusform>%1 already has %n fixtures, %2 of them played: a round robin is generated for a season without fixtures. Add more fixtures one by one.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing to schedule in %1: each group needs at least two teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 played its last two matches against %2: two teams may not play each other more than twice in a row, so %1 must play another team first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 against %2 has been played: undo its result before removing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2 is being tracked in the Matches area: finish or abandon that match first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 against %2 is being tracked in the Matches area: finish or abandon that match before replacing the schedule.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringRules</name>
    <message>
        <location filename="../core/match/ScoringRules.cpp" line="+20"/>
        <source>%1 has no player #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not standing on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ball is not in play: no team turn is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ball is not in play during the kick-off Blitz turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Only a player with Dump-off passes in the opponent&apos;s turn: %1 lacks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 completes a Dump-off pass (1 SPP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 intercepts the Dump-off pass of %2 (2 SPP); no turnover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Only the active team completes passes, before any turnover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 did not declare this turn&apos;s Pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This turn&apos;s pass is already completed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 completes a pass (1 SPP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+71"/>
        <source>Turnover: the turn is already over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Only the team not in its turn intercepts, except a Dump-off pass (name its thrower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has not declared a Pass this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 intercepts (2 SPP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turnover: the active team can no longer score this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 plays for %2 this turn only under %3: the referee still counts him in %4, so he scores no touchdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Touchdown! %1 scores for %2 (3 SPP): %3–%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scored in the opponent&apos;s turn: %1&apos;s turn marker moves to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Not a scoring event.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeasonPlan</name>
    <message>
        <location filename="../core/league/SeasonPlan.cpp" line="+10"/>
        <source>Season %1</source>
        <extracomment>The default name of a league&apos;s next season: &quot;Season 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Division %1</source>
        <extracomment>The default name of a season&apos;s division: &quot;Division 1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A season needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The season&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A season has from 0 to %1 divisions, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has %n team(s): not enough for %2 divisions.</source>
        <translation>
            <numerusform>%1 has %n team: not enough for %2 divisions.</numerusform>
            <numerusform>%1 has %n teams: not enough for %2 divisions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerAccess</name>
    <message>
        <location filename="../core/storage/ServerAccess.cpp" line="+19"/>
        <source>Only the league&apos;s commissioner runs the league: its options, seasons, schedule and results. You are logged in as %1, a coach: the server would refuse it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the league&apos;s commissioner runs the league. You are logged in as %1, who may read this league but change nothing: the server would refuse it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the commissioner changes %1, a team without a coach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only %1&apos;s coach (%2) and the commissioner change %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You are logged in as %1: you may read this team; the server would refuse a change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Logged in as %1, the commissioner: you may change everything in this league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logged in as %1, a coach: you may change your own teams (those of coach %2); the rest of the league is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Logged in as %1: you may read this league but change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerAddress</name>
    <message>
        <location filename="../core/storage/ServerAddress.cpp" line="+25"/>
        <source>%1 is not a league server address; write postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Do not put the password in the server address: write it in your PostgreSQL password file (~/.pgpass) or in PGPASSWORD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 names no database; write postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerCommand</name>
    <message>
        <location filename="../app/cli/ServerCommand.cpp" line="+17"/>
        <source>Set up the league server at --db: its tables, the coaches&apos; group and who may connect; you become its commissioner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give coach NAME a login to the league server; prints their password once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>init or add-coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s login name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;server&apos; needs a league server: give --db postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;server add-coach&apos; takes exactly one NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;server&apos; needs an action: init or add-coach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The league server %1 is ready (schema %2). You, %3, are its commissioner; only you and the coaches you add may connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add each coach with: dugout --db %1 server add-coach NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Coach %1 may now log in to %2 and change their own teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Their password, shown only this once: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They add this line to their password file ~/.pgpass (readable by them alone, chmod 600):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerRoles</name>
    <message>
        <location filename="../core/storage/ServerRoles.cpp" line="+39"/>
        <source>The league server refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>server init sets up a league server; %1 is a file, whose rights are the file&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run server init as the role that owns the league&apos;s tables (its commissioner); %1 does not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>server add-coach needs a league server; %1 is a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A coach&apos;s login name is lower-case letters, digits and _, starting with a letter (not &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the league&apos;s commissioner adds coaches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The league server did not say what you may do: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the league server does not let you change this: a coach may change only their own teams, and only the commissioner runs the league</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetCommand</name>
    <message>
        <location filename="../app/cli/SheetCommand.cpp" line="+26"/>
        <source>Print a team&apos;s sheet to a PDF file (A4 landscape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the sheets of every team of a league to one PDF file, a page per team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The team&apos;s id (see &apos;dugout team list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every team of this league instead of one team (see &apos;dugout league list&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The PDF file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;sheet&apos; takes exactly one TEAM_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>&apos;sheet&apos; needs -o FILE.pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-26"/>
        <source>&apos;%1&apos; is not a team id (see &apos;dugout team list&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the sheet of %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;sheet --league&apos; takes no TEAM_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>League %1 has no team: there is no sheet to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the sheets of the teams of %1 to %2, a page per team</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillCategory</name>
    <message>
        <location filename="../core/rules/Skill.cpp" line="+19"/>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mutation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extraordinary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Squads</name>
    <message numerus="yes">
        <location filename="../core/tournament/Squads.cpp" line="+64"/>
        <source>Team %1 has %n coach(es) for round %2, where this tournament&apos;s teams have %3. Register a substitute, or drop the whole team.</source>
        <translation>
            <numerusform>Team %1 has %n coach for round %2, where this tournament&apos;s teams have %3. Register a substitute, or drop the whole team.</numerusform>
            <numerusform>Team %1 has %n coaches for round %2, where this tournament&apos;s teams have %3. Register a substitute, or drop the whole team.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Team %1 has %n coach(es) for round %2, where this tournament&apos;s teams have %3. Drop the coaches who do not play.</source>
        <translation>
            <numerusform>Team %1 has %n coach for round %2, where this tournament&apos;s teams have %3. Drop the coaches who do not play.</numerusform>
            <numerusform>Team %1 has %n coaches for round %2, where this tournament&apos;s teams have %3. Drop the coaches who do not play.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <location filename="../core/league/Standings.cpp" line="+159"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdown difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualty difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdowns scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualties inflicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewest matches played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsWorkbook</name>
    <message>
        <location filename="../core/storage/StandingsWorkbook.cpp" line="+40"/>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+64"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Team id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdown difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualty difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatHeaders</name>
    <message>
        <location filename="../models/StatHeaders.cpp" line="+9"/>
        <source>MA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Movement allowance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Armour value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/StatHeaders.h" line="+19"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StoreFailure</name>
    <message>
        <location filename="../core/storage/StoreFailure.cpp" line="+72"/>
        <source>The database could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SwissPairing</name>
    <message>
        <location filename="../core/tournament/SwissPairing.cpp" line="+99"/>
        <source>Enter every result of round %1 before pairing round %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+39"/>
        <source>At least two coaches must be registered to pair a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>No pairing of round %1 avoids every rematch while keeping coaches of one club or nation, and the pairs you listed, apart. Pairing is possible if you allow those meetings for this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>No pairing of round %1 avoids every rematch among the %n coaches still in. Allow rematches (Dugout then pairs with as few as possible), or end the swiss rounds here.</source>
        <translation>
            <numerusform>No pairing of round %1 avoids every rematch among the %n coach still in. Allow rematches (Dugout then pairs with as few as possible), or end the swiss rounds here.</numerusform>
            <numerusform>No pairing of round %1 avoids every rematch among the %n coaches still in. Allow rematches (Dugout then pairs with as few as possible), or end the swiss rounds here.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coaches of round %1 cannot all be paired with the pairs kept apart.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamChartQuery</name>
    <message>
        <location filename="../core/storage/TeamChartQuery.cpp" line="+16"/>
        <source>There is no team %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 over its matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Fan factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Matches played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 has no player %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>#%1 %2: star player points</source>
        <extracomment>A player&apos;s star player points over time: &quot;#7 Greta Hoffmann: star player points&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SPP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches played by the team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star player points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamCommand</name>
    <message>
        <location filename="../app/cli/TeamCommand.cpp" line="+24"/>
        <source>List the teams: id, name, roster, coach, team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print a team as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check a team&apos;s JSON file, CSV roster or OBBLM export (.xml) against the rules and add the team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>list, export or import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TEAM_ID for export, FILE for import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;team %1&apos; takes exactly one argument.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;team&apos; needs an action: list, export or import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown &apos;team&apos; action &apos;%1&apos; (use list, export or import).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&apos;%1&apos; is not a team id (see &apos;dugout team list&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 was not imported:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Imported %1 as team %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamFile</name>
    <message>
        <location filename="../core/team/TeamFile.cpp" line="+28"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamJson</name>
    <message>
        <location filename="../core/team/TeamJson.cpp" line="+131"/>
        <source>The file is not valid JSON (at byte %1: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file must hold one JSON object describing a team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected &quot;dugout-team&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>written by a newer Dugout (format %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected &quot;creation&quot; or &quot;active&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+102"/>
        <source>player #%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>expected active, dead, fired or retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, gains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, injuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>, gained skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-88"/>
        <source>ledger entry #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-72"/>
        <source>The team&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The coach&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a colour written #rrggbb, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The budget is %1; Dugout accepts at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The team has %1 team re-rolls; the rules allow at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The team&apos;s fan factor is %1; it can never pass %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The team has %1 assistant coaches; Dugout accepts at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team has %1 cheerleaders; Dugout accepts at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The ledger has %1 entries; Dugout imports at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is more gold than one line may move (at most %2 either way)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown kind of ledger entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Treasury imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The name of player #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 skills gained; a player earns at most %2 advancement rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The roster &apos;%1&apos; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 teams may not have an apothecary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A team in creation may have at most %1 fan factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Player %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-92"/>
        <source>expected chaos_cup, blood_bowl, spike or dungeonbowl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+173"/>
        <source>%1: &apos;%2&apos; is not a position of the %3 roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: number %2 is worn by another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: &apos;%2&apos; is not a skill a player can learn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: holds %2 twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 and %3 may not be held together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 advancements taken, but %3 SPP earn only %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the advancements taken do not match the skills and characteristics gained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2 would be %3; no characteristic may go above %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 is %3 in the file, but position, advancements and injuries give %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 advancement rolls pending in the file, but %3 SPP and %4 taken leave %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: value %2 in the file, but the rules give %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 players, but a team may have at most %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The team has %1 players; it may have at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The team has %1 players; it needs at least %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The treasury must be 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The treasury is %1; Dugout accepts at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The team costs %1, more than its budget of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The treasury should be %1: the budget less what the team cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A team in creation has no ledger yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ledger adds up to %1, but the treasury says %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The ledger takes the treasury below zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The team value is %1 in the file, but the rules give %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamPairing</name>
    <message>
        <location filename="../core/tournament/TeamPairing.cpp" line="+28"/>
        <source>At least two complete teams must be registered to pair a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>No pairing of round %1 avoids every rematch among the %n team(s) still in. Allow rematches (Dugout then pairs with as few as possible), or end the rounds here.</source>
        <translation>
            <numerusform>No pairing of round %1 avoids every rematch among the %n team still in. Allow rematches (Dugout then pairs with as few as possible), or end the rounds here.</numerusform>
            <numerusform>No pairing of round %1 avoids every rematch among the %n teams still in. Allow rematches (Dugout then pairs with as few as possible), or end the rounds here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamRules</name>
    <message>
        <location filename="../core/team/TeamRules.cpp" line="+93"/>
        <source>Not enough gold: this costs %1 and the team has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This position is not part of the team&apos;s roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The team already has %1 players, the most a team may have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %2 position is full: a team may have at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+96"/>
        <source>Shirt numbers go from 1 to 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+98"/>
        <source>Number %1 is already worn by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+109"/>
        <source>The player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-108"/>
        <location line="+109"/>
        <source>The player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Choose how many players to hire: one at least.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 more players would make %2: a team may have at most %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The %1 position allows at most %2; %3 more would make %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 is no longer on the active roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+43"/>
        <source>There is no such player in the team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The team&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The team already has %1 team re-rolls, the most a team may hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team has no team re-roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Fan factor can only be bought when the team is created; afterwards it changes only after matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At creation a team may buy from 0 to %1 fan factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Assistant coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The team has no assistant coach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cheerleader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The team has no cheerleader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 teams may not have an apothecary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team already has its apothecary; a team may have only one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The team has no apothecary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-134"/>
        <location line="+147"/>
        <source>The team needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team needs a roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The team has %1 players; it needs at least %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The team has %1 players; it may have at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The team costs %1 more than its budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The team has already been confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamSheetRenderer</name>
    <message>
        <location filename="../print/TeamSheetRenderer.cpp" line="+67"/>
        <source>The team sheet could not be drawn on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Team sheet</source>
        <extracomment>The title of the printed sheet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Roster: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>League: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+252"/>
        <source>Team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-240"/>
        <source>#</source>
        <extracomment>Shirt number column on the team sheet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Injuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>COMP</source>
        <extracomment>Completions (team sheet column).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TD</source>
        <extracomment>Touchdowns (team sheet column).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT</source>
        <extracomment>Interceptions (team sheet column).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CAS</source>
        <extracomment>Casualties caused (team sheet column).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MVP</source>
        <extracomment>Most valuable player awards (team sheet column).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SPP</source>
        <extracomment>Star player points (team sheet column).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Re-rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fan factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assistant coaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cheerleaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Necromancer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Gold left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Dugout %1 · printed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+20"/>
        <source>The team sheet could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Team sheet: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamSnapshot</name>
    <message>
        <location filename="../core/storage/TeamSnapshot.cpp" line="+126"/>
        <source>The stored copy of the team was written by a newer Dugout (snapshot format %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stored copy of the team is damaged: it is not a team snapshot.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamStore</name>
    <message>
        <location filename="../core/storage/TeamStore.cpp" line="+283"/>
        <location line="+382"/>
        <source>There is no team with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-219"/>
        <source>%1 was changed elsewhere since you opened it (a confirmed result, another window or another coach); your change was not saved. The team is shown as it is now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The database refused the change: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+206"/>
        <source>%1 has played league matches and cannot be deleted: undo its matches first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamText</name>
    <message>
        <location filename="../models/TeamText.cpp" line="+18"/>
        <source>%1k</source>
        <extracomment>Gold in thousands in dense tables: &quot;110k&quot; is 110,000 gold pieces.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: %2 (starting value %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>+%1 from advancement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−%1 from injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>MNG</source>
        <extracomment>Short mark for &quot;misses the next game&quot; in the roster table and on the team sheet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n%1</source>
        <extracomment>Short mark for niggling injuries: %1 is how many (&quot;n2&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Misses the next game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Niggling injuries: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>−%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 star player points: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level at %1 SPP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advancement rolls waiting: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentActions</name>
    <message>
        <location filename="../app/cli/TournamentActions.cpp" line="+34"/>
        <source>%1 must be a positive number, not &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not a tournament file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a JSON object was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was not stored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+47"/>
        <location line="+28"/>
        <location line="+39"/>
        <location line="+23"/>
        <location line="+81"/>
        <source>The tournament&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-203"/>
        <location line="+13"/>
        <source>%1 was not registered:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n coach(es) registered.</source>
        <translation>
            <numerusform>%n coach registered.</numerusform>
            <numerusform>%n coaches registered.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The entrant&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is back in: paired from the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has dropped out: no longer paired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--at takes a time written &quot;YYYY-MM-DD HH:MM&quot;, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Pairing cost %1, %n rematch(es).</source>
        <translation>
            <numerusform>Pairing cost %1, %n rematch.</numerusform>
            <numerusform>Pairing cost %1, %n rematches.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Round %1 was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;tournament result&apos; takes ID ROUND TABLE HOME_TD AWAY_TD [HOME_CAS AWAY_CAS].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--through takes home or away, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot be read:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Round %1, table %2: %3 %4–%5 %6 (casualties %7–%8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;tournament naf-report&apos; needs -o FILE.xml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wrote the NAF report of %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentBracketOutput</name>
    <message>
        <location filename="../app/cli/TournamentBracketOutput.cpp" line="+15"/>
        <source>(to be decided)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (round %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 went through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>table %1, to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — no bracket yet: a knockout needs at least two coaches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 — knockout of %n coach(es)</source>
        <translation>
            <numerusform>%1 — knockout of %n coach</numerusform>
            <numerusform>%1 — knockout of %n coaches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n bye(s)</source>
        <translation>
            <numerusform>%n bye</numerusform>
            <numerusform>%n byes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Consolation bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Consolation winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentChecks</name>
    <message>
        <location filename="../core/tournament/TournamentChecks.cpp" line="+15"/>
        <source>The coach&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The nation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The NAF number of %1 must be digits only (&quot;%2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The NAF number of %1 is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s race &quot;%2&quot; is not a team of the rulebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knockout&apos;s bracket is drawn: nobody can join it after round 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is already registered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no team: in a team tournament every coach registers with a team name (the club column).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Team %1 already has its %n coach(es): %2 cannot join it.</source>
        <translation>
            <numerusform>Team %1 already has its %n coach: %2 cannot join it.</numerusform>
            <numerusform>Team %1 already has its %n coaches: %2 cannot join it.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Round %1 has no table %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table %1 of round %2 is a bye: it has no result to enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Touchdowns and casualties are counted from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a knockout game has a coach who goes through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The knockout has been drawn from the pools: take its first round back before correcting a pool game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entrant %1 does not play at table %2 of round %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A knockout game needs a winner: a level score must name who went through (sudden death).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a level game names who went through: the touchdowns already decide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The tournament has no entrant %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentCommand</name>
    <message>
        <location filename="../app/cli/TournamentCommand.cpp" line="+58"/>
        <source>List the open tournaments: id, name, date, coaches, rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a tournament with the name and rules of a tournament file; print its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Register the coaches of a CSV list (coach, naf, nation, club, team, race)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the registered coaches with their ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A coach drops out: no longer paired (&apos;tournament return&apos; brings them back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print a round&apos;s tables (the last round by default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the last round back while it has no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter or correct a table&apos;s result (a level knockout game names who went through; in progression, what the players did goes through the post-match sequence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give a coach (id or name) a roster from a team file, CSV roster or OBBLM export; without FILE, print the coach&apos;s roster as it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the standings with the tournament&apos;s tie-breakers (--teams: a team tournament&apos;s team standings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the report to upload to the NAF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>list, create, register, entrants, drop, return, pair, pairings, unpair, result, roster, standings, bracket, naf-report or print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the action&apos;s arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pair, pairings: write the round as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>standings: a team tournament&apos;s teams, not its coaches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair: when the round starts (default: now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>result: what each player did (progression), a JSON file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>use &apos;tournament %1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&apos;tournament&apos; needs an action: list, create, register, entrants, drop, return, pair, pairings, unpair, result, roster, standings, bracket, naf-report or print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown &apos;tournament&apos; action &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n coach(es)</source>
        <translation>
            <numerusform>%n coach</numerusform>
            <numerusform>%n coaches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <location line="-188"/>
        <source>The tournament&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pair the next round (swiss: exactly, no rematch; knockout: the bracket&apos;s next round), store it and print it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Print a knockout&apos;s bracket: every stage, the byes, results and the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Print a round&apos;s pairings with table numbers, its result slips (one a table) or the standings as a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>standings, pairings: write comma-separated values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>naf-report, print: the XML or PDF file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>print: a round&apos;s pairings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>print: a round&apos;s result slips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print: the standings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>result: who went through a level knockout game (sudden death).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+122"/>
        <source>no NAF number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropped out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Tournament %1 has %n round(s); there is no round &apos;%2&apos;.</source>
        <translation>
            <numerusform>Tournament %1 has %n round; there is no round &apos;%2&apos;.</numerusform>
            <numerusform>Tournament %1 has %n rounds; there is no round &apos;%2&apos;.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No round has been paired yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--json and --csv do not go together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tournament %1 is not a team tournament: it has no team standings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Tournament %1 is not a knockout: it has no bracket.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentCsvFile</name>
    <message>
        <location filename="../views/tournament/TournamentCsvFile.cpp" line="+20"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentGameDetails</name>
    <message>
        <location filename="../core/tournament/TournamentGameDetails.cpp" line="+20"/>
        <source>The details are not JSON: %1 (at character %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The details must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; has no place in a tournament game&apos;s details.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentJson</name>
    <message>
        <location filename="../core/tournament/TournamentJson.cpp" line="+39"/>
        <source>&quot;%1&quot; must be a whole number from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown setting &quot;%1&quot; (known: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;teams&quot; must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&quot;decidedBy&quot; must be &quot;wins&quot; or &quot;points&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&quot;format&quot; must be &quot;swiss&quot;, &quot;knockout&quot;, &quot;pools&quot; or &quot;teams&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;pools&quot; must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;knockout&quot; must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;seeding&quot; must be &quot;registration&quot; or &quot;draw&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;bonus&quot; must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Unknown or repeated tie-breaker &quot;%1&quot; (known: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&quot;pairing&quot; must be &quot;adjacent&quot; or &quot;split&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Each forbidden pair must be two entrant numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The tournament&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The organiser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;date&quot; must be a date written YYYY-MM-DD.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentOutput</name>
    <message>
        <location filename="../app/cli/TournamentOutput.cpp" line="+84"/>
        <source>%1 — round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1–%2 (casualties %3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 went through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 — team standings after round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ranked on team points%1, then the coaches&apos; points, then the tie-breakers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> plus the coaches&apos; points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T.pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C.pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W-D-L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 — standings after round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knockout: ranked by how far each coach went in the bracket, the better seed first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+49"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>TD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>CAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>Opp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+49"/>
        <source> (dropped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>After the knockout: ranked by how far each coach went in the bracket, then by points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentPrintAction</name>
    <message>
        <location filename="../app/cli/TournamentPrintAction.cpp" line="+20"/>
        <source>The tournament&apos;s id must be a positive number, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;tournament print&apos; needs one of --pairings ROUND, --slips ROUND or --standings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;tournament print&apos; needs -o FILE.pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The round must be a positive number, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentRosterAction</name>
    <message>
        <location filename="../app/cli/TournamentRosterAction.cpp" line="+33"/>
        <source>%1 (%2), team value %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>SPP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n player(s) dead.</source>
        <translation>
            <numerusform>%n player dead.</numerusform>
            <numerusform>%n players dead.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The tournament&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be read:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No coach &apos;%1&apos; is registered in tournament %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 now plays with this roster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no roster in this tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s roster after the games played (progression):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s roster, the same every game (resurrection):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentRosterCheck</name>
    <message>
        <location filename="../core/tournament/TournamentRosterCheck.cpp" line="+37"/>
        <source>The roster has characteristic increases; the tournament allows only extra skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The roster has %1 extra normal skill(s); the tournament allows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roster has %1 extra double skill(s); the tournament allows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roster costs %1, %2 over the tournament&apos;s budget of %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentRosterFold</name>
    <message>
        <location filename="../core/tournament/TournamentRosterFold.cpp" line="+76"/>
        <source>its record lacks dice (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1, table %2 no longer fits the rosters: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+19"/>
        <source>There is no coach %1 in this tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 registered %2; this roster is a %3 team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 has played round %2: the roster can no longer change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This tournament plays every game with the registered rosters (resurrection): player details would change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bye has no players to record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no roster in this tournament: give the coach one to record what the players did.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentRosterStore</name>
    <message>
        <location filename="../core/storage/TournamentRosterStore.cpp" line="+35"/>
        <source>The roster of %1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The record of round %1, table %2 is damaged: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+105"/>
        <source>There is no table %1 in round %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentSheetRenderer</name>
    <message>
        <location filename="../print/TournamentSheetRenderer.cpp" line="+52"/>
        <source>No round has been paired yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 has not been paired (rounds paired: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round %1: pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+105"/>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+1"/>
        <location line="+51"/>
        <location line="+53"/>
        <source>Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Result slip: round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Touchdowns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both coaches sign; the winner hands the slip to the organiser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Team standings after round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team and coaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Standings after round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+34"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+33"/>
        <source>W-D-L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+34"/>
        <source>TD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+34"/>
        <source>CAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opp. score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Printed by Dugout %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The tournament sheet could not be laid out on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentStore</name>
    <message>
        <location filename="../core/storage/TournamentStore.cpp" line="+72"/>
        <location line="+109"/>
        <source>There is no tournament %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-94"/>
        <source>The rules of tournament %1 are damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The tournament&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+187"/>
        <source>No round has been paired yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 already has results: it can no longer be paired again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentTeamRulesJson</name>
    <message>
        <location filename="../core/tournament/TournamentTeamRulesJson.cpp" line="+27"/>
        <source>&quot;team_rules&quot;: &quot;%1&quot; must be a whole number from 0 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;team_rules&quot;: &quot;%1&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&quot;team_rules&quot; must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;team_rules&quot;: unknown setting &quot;%1&quot; (known: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&quot;team_rules&quot;: &quot;progression&quot; must be &quot;resurrection&quot; or &quot;progression&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentText</name>
    <message>
        <location filename="../models/TournamentText.cpp" line="+25"/>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1, home went through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, away went through</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1: bye (%n team point(s))</source>
        <translation>
            <numerusform>%1: bye (%n team point)</numerusform>
            <numerusform>%1: bye (%n team points)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 v %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1–%2 in coach wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 in coach points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a team draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>team points %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackedMatchHandover</name>
    <message>
        <location filename="../core/storage/TrackedMatchHandover.cpp" line="+29"/>
        <source>Tracked match %1 is an exhibition: it has no league to record its result in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tracked match %1 is already recorded, as match %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tracked match %1 was abandoned: it has no result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tracked match %1 does not replay to the end: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tracked match %1 is not finished: play it to the end, or record a concession, first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The fixture of tracked match %1 is no longer in the league&apos;s schedule.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Transaction</name>
    <message>
        <location filename="../core/storage/Transaction.cpp" line="+36"/>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The league server could not begin the change: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The database is locked by another program; close it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>The database could not begin the change: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The database could not begin the change: an earlier step of it failed, and all of it was undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+18"/>
        <source>The database could not save the change: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The database could not save the change: an earlier step of it failed, and all of it was undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The database refused the change: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnRules</name>
    <message>
        <location filename="../core/match/TurnRules.cpp" line="+23"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+79"/>
        <location line="+191"/>
        <source>No team turn is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-267"/>
        <location line="+15"/>
        <location line="+255"/>
        <source>It is %1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-268"/>
        <location line="+76"/>
        <source>Turnover: the turn is over, end it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-67"/>
        <source>A turn is already under way: end it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No turn can start now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: turn %2 of half %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: only %2 acts in this free turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 may only Blitz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 must be the first of his team to act in a turn, and %3 has acted already: %2 sits this turn out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 has already taken his one action for %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+119"/>
        <source>%1 has no player #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-111"/>
        <source>%1 is not on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is stunned and cannot act this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has already acted this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is prone: a prone player cannot block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has already blitzed this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passed this turn: Blitz and Pass must be different players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has already passed this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 blitzed this turn: Blitz and Pass must be different players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has already handed off this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has already fouled this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 acts for %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 stands up: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has already used a re-roll this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no Leader re-roll left this half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Leader re-roll needs a player with Leader on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no team re-roll left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 forbids it: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may not be re-rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may not use team re-rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is no longer on the pitch: a re-roll is only for a player on the pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leader re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 for %2, a Loner: %3, the re-roll is lost and the first result stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 for %2, a Loner: %3, the re-roll may be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 for %2 (%3 left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 plays Fumblerooski this turn: a failed pick-up, catch or pass is no turnover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 ends its Blitz turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ends turn %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A coach may concede only at the start of his own turn, before moving the turn marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 can field only %n player(s) before the kick-off: no extra penalty.</source>
        <translation>
            <numerusform>%1 can field only %n player before the kick-off: no extra penalty.</numerusform>
            <numerusform>%1 can field only %n players before the kick-off: no extra penalty.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not a turn event.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WeatherRoll</name>
    <message>
        <location filename="../core/match/WeatherRoll.cpp" line="+19"/>
        <source>Weather: %1 (2D6 %2 + %3 = %4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WizardSpell</name>
    <message>
        <location filename="../core/match/WizardSpell.cpp" line="+29"/>
        <source>%1 has not hired a wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The wizard casts one spell per match: it is cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The wizard casts at the start of %1&apos;s own turn, before any of its players acts, or right after its turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The wizard&apos;s spell is &quot;%1&quot; or &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A lightning bolt strikes exactly one player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fireball reaches at most %1 squares: name at most %1 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the fireball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lightning bolt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s wizard casts a fireball.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s wizard casts a lightning bolt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The fireball hits nobody.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WriteFailure</name>
    <message>
        <location filename="../core/storage/WriteFailure.cpp" line="+20"/>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>XlsxFile</name>
    <message>
        <location filename="../core/spreadsheet/XlsxFile.cpp" line="+106"/>
        <source>The spreadsheet library could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No temporary folder to build the workbook in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The workbook could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The workbook could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The workbook could not be read back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ActionBar</name>
    <message>
        <location filename="../views/match/ActionBar.cpp" line="+32"/>
        <source>Begins the active team&apos;s turn: its turn marker moves one step. Press it when the coach says go; the clock of the turn starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player takes a Move action. Any number of players may move in a turn; dodges and going for it are rolled on the board and, when they fail, entered as a turnover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected player blocks an opponent next to him. The tracker then asks for the result: a player knocked down (K) or pushed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player takes the team&apos;s one Blitz of the turn: a move with one block on the way. Greyed once the team has blitzed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player takes the team&apos;s one Pass of the turn. Follow it with Completion (C) for a catch, Interception (I) or Turnover (X).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player takes the team&apos;s one Hand-off of the turn, to a team-mate next to him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player takes the team&apos;s one Foul of the turn on a player on the ground; the dialog rolls armour and injury and says whether the referee saw it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spends one of the team&apos;s re-rolls on the roll just made: at most one a turn, and only in the team&apos;s own turn. The pips under the team&apos;s name count what is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spends the extra re-roll a player with Leader gives the team, once per half, under the same limits as a team re-roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player went down: the dialog takes the armour roll, then injury and casualty when the armour breaks, with the skills that change them (Mighty Blow, Claw, Thick Skull…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected player is placed face down without an armour roll (a failed Go For It is not this: that is a knock-down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player&apos;s pass was caught: one completion and its star player points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player caught an opponent&apos;s pass: an interception, its star player points, and the passing team&apos;s turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player scored: the score changes, the drive ends and the tracker leads to the next kick-off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The active team&apos;s turn ends at once (a failed dodge, a dropped ball, a player of the active team knocked down…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The active team ends its turn; the other team&apos;s turn comes next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Takes back the last event of the log, whatever it was; nothing confirmed is lost, and Redo enters it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enters again the event Undo took back, with the same dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The active team concedes the match, at the start of its turn: the match ends and the post-match sequence follows, with the concession&apos;s consequences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Start turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the turn marker and start the team&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares a Move action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares a Block action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares the team&apos;s Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares the team&apos;s Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares the team&apos;s Hand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares the team&apos;s Foul, then rolls it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use one of the team&apos;s re-rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leader re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the Leader re-roll of this half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knocked down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player is knocked down: armour, injury and casualty rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Placed prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player is placed prone, without an armour roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player completed a pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interception</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player intercepted the ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The selected player scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turnover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The active team&apos;s turn ends now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active team ends its turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter again the event taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active team concedes the match (at the start of its turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <source>%1
Not now: %2</source>
        <extracomment>Tooltip of a refused tracker button: what it does, then why it cannot be used now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ActionButton</name>
    <message>
        <location filename="../views/match/ActionButton.cpp" line="+23"/>
        <source>%1 (%2)</source>
        <extracomment>A tracker button&apos;s label: the action, then the key that does it (“Block (B)”).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::AddTeamsDialog</name>
    <message>
        <location filename="../views/league/AddTeamsDialog.cpp" line="+37"/>
        <source>These teams cannot join:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add to league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Coach: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Tick the teams that join the league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;No team can join.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;No team can join.&lt;/b&gt; Build and confirm a team in the Teams area first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::AdvancementDialog</name>
    <message>
        <location filename="../views/team/AdvancementDialog.cpp" line="+58"/>
        <source>Advancement: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has %2 SPP (%3): advancement rolls waiting: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Roll 2D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll here, or type what your own dice show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>+1 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Roll the dice, or enter the two dice you rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 + %2 = %3: %4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, or a skill from the double categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Skills (normal categories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skills (double categories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Characteristics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Nothing is left to learn with this roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Advancement for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player is no longer in the team.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ApothecaryDialog</name>
    <message>
        <location filename="../views/match/ApothecaryDialog.cpp" line="+30"/>
        <source>Apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The apothecary treats %1: knocked out, he is only stunned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The apothecary treats %1 (%2): roll the casualty again and keep the result you prefer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the first result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New casualty roll (D6 + D8):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Keep the second result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the second result (roll it first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll or type the new casualty roll, then choose.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::BloodyBallPage</name>
    <message>
        <location filename="../views/bloodyball/BloodyBallPage.cpp" line="+54"/>
        <source>What the chosen card does with the chosen player; the squares it can reach light up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dugout rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. 4, or 3 5 with the Champion&apos;s re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No reaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirm set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shuffle and start the quarter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The team the computer coaches; it plays when the game waits for that team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Teams and league table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the result for the league table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The saved game could not be opened: %1 Start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Recover his senses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Get up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heroic move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dodge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intercept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shuffle the deck to start the first quarter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quarter %1 is over. Shuffle for the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 set up: three players against the half-way line, all in their half. Click a player, then a square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: click the player who takes the ball.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, coach %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quarter %1 · phase %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may react (dodge or intercept) or decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 to play: choose a card, then a player (%n cards left).</source>
        <translation>
            <numerusform>%1 to play: choose a card, then a player (%n card left).</numerusform>
            <numerusform>%1 to play: choose a card, then a player (%n cards left).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 choose the square the ball goes to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over: %1 win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Open a database to keep Bloody Ball teams and results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+122"/>
        <source>No action can use this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Choose a card too: its suit decides what the player can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be reached with this card and player: the lit squares can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the dice as numbers from 1 to 6: &quot;%1&quot; is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Open a database to keep the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game&apos;s result is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The result is kept for the league table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::BloodyBallSession</name>
    <message>
        <location filename="../session/BloodyBallSession.cpp" line="+33"/>
        <source>Reds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+7"/>
        <location line="+10"/>
        <source>No game is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::BloodyLeagueDialog</name>
    <message>
        <location filename="../views/bloodyball/BloodyLeagueDialog.cpp" line="+24"/>
        <source>Bloody Ball teams and league table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>League table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teams (★ the Champion, figures in brackets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The Bloody Ball teams could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 added.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::BracketTab</name>
    <message>
        <location filename="../views/tournament/BracketTab.cpp" line="+32"/>
        <source>to be decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 — round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(table %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A knockout needs at least two coaches: register them on the Coaches tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n coach(es) in a bracket of %1 places</source>
        <translation>
            <numerusform>%n coach in a bracket of %1 places</numerusform>
            <numerusform>%n coaches in a bracket of %1 places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n bye(s) to the top seeds.</source>
        <translation>
            <numerusform>%n bye to the top seeds.</numerusform>
            <numerusform>%n byes to the top seeds.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winner: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeded by a draw; nothing is played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seeded in the order of registration; nothing is played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Consolation bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Consolation winner: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::CardsDialog</name>
    <message>
        <location filename="../views/match/CardsDialog.cpp" line="+43"/>
        <source>Special play cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Hand of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (%2) — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hide my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Nothing Dugout tracks changes: play it on the pitch; its summary goes to the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Choose a skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-149"/>
        <source>Skill gained:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>D6:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose how he came down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On his feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed his landing (armour, injury)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the crowd (injury)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your choice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weather:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Only the coaches can see this on the pitch: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I confirm it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No skill open to this player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>either team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-170"/>
        <source>D6 (works on %1+):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>D%1 of re-rolls lost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One D6 per re-roll of %1 (lost on %2+):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+188"/>
        <source>The cards are face down: their owner shows them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the card to play.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::CasualtyDialog</name>
    <message>
        <location filename="../views/league/result/CasualtyDialog.cpp" line="+34"/>
        <source>Regeneration (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The apothecary treated this casualty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apothecary&apos;s D68:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Casualty suffered by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 · %2 (%3)</source>
        <extracomment>A player in a list: shirt number, name, position.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only players who could play this match are listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tens: a D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units: a D8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The milder result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualty roll (D68):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Type the dice you rolled at the table, press Roll, or leave them at – for Dugout to roll them in the preview.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rolled by Dugout in the preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: no such result on the casualty table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2</source>
        <extracomment>A casualty roll and what it reads on the table: &quot;52 Smashed Knee: Niggling injury&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No player of this team could play the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter both dice of the casualty roll, or neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter both dice of the apothecary&apos;s roll, or neither.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ChaosGiftsPanel</name>
    <message>
        <location filename="../views/league/result/ChaosGiftsPanel.cpp" line="+24"/>
        <source>Chaos Cup: the gods give D3 players drawn at random a Mutation, Hypnotic Gaze, Stab or Regeneration, kept for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>D3:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players drawn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No gift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (+%2)</source>
        <extracomment>A Chaos gift in its box: the skill, then what it adds to the player&apos;s value.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What the gods give this player; the price follows the rulebook: a Mutation his position learns normally costs a normal skill, any other gift a skill from a double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ChartPanel</name>
    <message>
        <location filename="../views/charts/ChartPanel.cpp" line="+23"/>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save this chart as a PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this chart as an SVG drawing, sharp at any size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Export chart as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export chart as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::CoinTossBox</name>
    <message>
        <location filename="../views/match/CoinTossBox.cpp" line="+17"/>
        <location line="+1"/>
        <source>%1 kicks off</source>
        <extracomment>Who kicks off; %1 is a team name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Toss a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let Dugout toss the coin; the winner is assumed to receive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::DiceInput</name>
    <message>
        <location filename="../views/league/result/DiceInput.cpp" line="+26"/>
        <source>D%1: type what your die shows, or leave it at – for Dugout to roll it</source>
        <extracomment>Tooltip of one die of a dice input; %1 is the number of sides.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll these dice now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::EndDriveDialog</name>
    <message>
        <location filename="../views/match/EndDriveDialog.cpp" line="+21"/>
        <source>End of the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: no K.O. recovery roll; its K.O.&apos;d players may be set up Stunned at the next set-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody is knocked out, no secret weapon played and the weather is bearable: nothing to roll. The players go back to the dugout for the next set-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1, secret weapon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe the referee (2+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n bribe(s) left</source>
        <translation>
            <numerusform>%n bribe left</numerusform>
            <numerusform>%n bribes left</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bribe left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, heat (1 faints):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, Morley (1–3 out):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, KO (4+ comes back):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::EntrantsTab</name>
    <message>
        <location filename="../views/tournament/EntrantsTab.cpp" line="+50"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>NAF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <location line="+100"/>
        <location line="+1"/>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-111"/>
        <location line="+11"/>
        <source>Nation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NAF number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A CSV file with the columns coach, naf, nation, club, team, race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+129"/>
        <source>Drop out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dropped out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+1"/>
        <source>Team of coaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2/%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Teams of %n coach(es): </source>
        <translation>
            <numerusform>Teams of %n coach: </numerusform>
            <numerusform>Teams of %n coaches: </numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Type the coach&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bring back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Choose a coach in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The coach&apos;s roster as it stands, and its import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+29"/>
        <location line="+9"/>
        <location line="+8"/>
        <location line="+30"/>
        <source>Registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Import registration list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::EventDialog</name>
    <message>
        <location filename="../views/match/EventDialog.cpp" line="+76"/>
        <source>Dice left at – are rolled by Dugout when you press OK.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::EventLogView</name>
    <message>
        <location filename="../views/match/EventLogView.cpp" line="+16"/>
        <source>Everything entered in this match, in order, with the dice of each event. Undo removes the last line; the match is always the sum of these lines, saved one by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::FixtureDialog</name>
    <message>
        <location filename="../views/league/FixtureDialog.cpp" line="+22"/>
        <location line="+15"/>
        <source>Add fixture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Home team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Away team:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ForgeCrevasseDialog</name>
    <message>
        <location filename="../views/match/forge/ForgeCrevasseDialog.cpp" line="+27"/>
        <source>A big guy&apos;s step (ST 5+, Ball &amp; Chain, Deathroller)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pogo stick&apos;s jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bomb or a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A thrown player&apos;s landing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: strike (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ice shakes (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scatter template (D8):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Under the ice (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the ice (2D6 per crevasse):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Magic item works on 6 (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: lava splash (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Strike the ice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ice breaks by accident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. H10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A square: its row letter A–O, then its column 1–26</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A player standing on open ice spends his action striking it: 2D6 + his strength. What the dice make of it is written below as you type them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A big guy&apos;s step, a pogo stick, a bomb or a spell, a foul or a landing shook the ice: a D6 says whether it breaks. What the dice make of it is written below as you type them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What shook the ice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player who strikes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>His square:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Square:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fouled player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He held the ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A thrown player falling into a crevasse ends the turn only if he held the ball.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Square he chooses (16+):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fouled player&apos;s square:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ForgeDiceRows</name>
    <message>
        <location filename="../views/match/forge/ForgeDiceRows.cpp" line="+30"/>
        <source>%1: armour (2D6):</source>
        <extracomment>The dice of a player of a team falling on La Forge de Sigmar: &quot;Reavers: armour (2D6):&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: injury (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: casualty (D6 + D8):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Regeneration (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Not rolled: the dice typed above decide the outcome.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ForgeHazardDialog</name>
    <message>
        <location filename="../views/match/forge/ForgeHazardDialog.cpp" line="+32"/>
        <source>A player on lava</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A genestealer attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Jump over a crevasse or a lava flow, or onto a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>A player pushed into a crevasse or onto lava</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player falls into a new crevasse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pushed by a block, or following up his own, into a crevasse: he falls to the bottom with an armour roll, on top of the block&apos;s own if it knocked him down (record that one first). Onto lava: an armour roll, then an injury roll +%1, and the lava swallows him at the next turn&apos;s start if he is still on the pitch. A player of the team in its turn who falls ends that turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Over a crevasse or a lava flow, for %1 movement points: 2D6 + his agility. Or down onto a player at the bottom of a crevasse next to him, or from a crest onto one on the ice: a block with his strength + %2, then he is knocked down. What the dice make of it is written below as you type them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pushed or fallen onto lava: an armour roll, then a burnt injury roll. If he comes through it still on the pitch, the lava swallows him at the start of the next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A crevasse has just opened under the square he stood on: he falls to the bottom, knocked down, with an armour roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The coaches roll the genestealer&apos;s block on the board. When it knocks a player down, enter it here: armour and injury. It keeps at him until he is hurt, then goes back under the ice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: jump (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>onto a player (block with ST + %1)</source>
        <extracomment>The jump dialog&apos;s choice: down onto an opponent (in a crevasse, or from a crest).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Over:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Genestealer %1 (woke on %2)</source>
        <extracomment>A genestealer awake on the pitch: its number and the square it woke on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Genestealer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <extracomment>A square a player may be pushed into: &quot;H11 (crevasse)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pushed into:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>He stood on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ForgeMoveDialog</name>
    <message>
        <location filename="../views/match/forge/ForgeMoveDialog.cpp" line="+20"/>
        <source>Blitz on La Forge de Sigmar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move on La Forge de Sigmar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>e.g. H11 H12 I13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The square he starts on, then each square he enters: what each costs on the ice, the total against his MA and the roll of each jump are written below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ForgePanel</name>
    <message>
        <location filename="../views/match/forge/ForgePanel.cpp" line="+51"/>
        <location line="+544"/>
        <source>La Forge de Sigmar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-539"/>
        <source>Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How Dugout plays La Forge de Sigmar, and its choices where the seed is unclear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Crevasse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A click puts a crevasse token down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lava flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A click puts a lava token down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A click puts a crest token down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A click takes the token off the square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Player stops the lava</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Start of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A D8 for each crevasse end, as it fell on the scatter template (&quot;roll&quot;: Dugout rolls it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click the squares where a player stands in the lava&apos;s way (it does not run there this turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Roll the start of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>On the ice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Strike the ice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player&apos;s action: click his square on the pitch, or press the key to type it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ice breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A big guy, a pogo stick, a bomb or a spell, a foul or a landing shook the ice: click the square, or press the key to type it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player jumps over a crevasse or a lava flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On lava</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player pushed or fallen onto lava: armour, then a burnt injury roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Genestealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A genestealer knocked a player down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fell in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A crevasse has just opened under a player: he falls to the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <extracomment>A Forge action&apos;s button with its keyboard shortcut: &quot;Jump (J)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Move: its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the square the player starts on, then each square he enters: each shows what it costs. Click the last one again, or press M, to declare the move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass: from, to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the thrower&apos;s square, then the square he aims at: the pass dialog opens with the ice&apos;s modifier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pushed in (%1)</source>
        <extracomment>A Forge tool with its key: a player pushed into a crevasse or onto lava.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player pushed, or following up, into a crevasse or onto lava: click the square, or press the key to choose it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>P</source>
        <extracomment>On the grid: the square a pass is thrown from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+96"/>
        <source>click where a player stops the lava</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>click the square of the player who strikes the ice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>click the square where the ice shook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Move: click the square the player starts on, then each square of his path</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Move: path %1, %n movement point(s); click the next square, or the last one again to declare the move</source>
        <translation>
            <numerusform>Move: path %1, %n movement point; click the next square, or the last one again to declare the move</numerusform>
            <numerusform>Move: path %1, %n movement points; click the next square, or the last one again to declare the move</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass: click the thrower&apos;s square, then the square he aims at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass: he throws from %1; click the square he aims at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pushed in: click the crevasse or lava square the player is pushed into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a click places %1&apos;s token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start of the turn: roll a D8 for the crevasse ends ringed in yellow (%1); %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none, the lava only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before the kick-off the coaches place crevasses and crests, one each in turn (%1 %2, %3 %4); %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click a square to put the token the board shows; %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A crevasse has just opened on %1: a player standing there falls in (Fell in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No player in the lava&apos;s way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player stops the lava at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The D8 for the crevasse end on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Grows the crevasses, runs the lava, raises the crests</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ForgePassDialog</name>
    <message>
        <location filename="../views/match/forge/ForgePassDialog.cpp" line="+19"/>
        <source>Pass on La Forge de Sigmar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. H11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The square he throws from changes the pass: from a crevasse or a crest the ice gives its modifier, written below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Thrower:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He throws from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He aims at:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ForgePitchView</name>
    <message>
        <location filename="../views/match/forge/ForgePitchView.cpp" line="+31"/>
        <source>La Forge de Sigmar: click a square to put the chosen token on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+206"/>
        <source>Volcano</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::FoulDialog</name>
    <message>
        <location filename="../views/match/FoulDialog.cpp" line="+22"/>
        <source>Foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Team-mates of the fouler who assist: +1 each on the armour roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents who assist the victim: −1 each on the armour roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 acts for %3 this turn (%4): he fouls one of his own team-mates, and the referee does not send him off for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fouler:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player fouled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assists:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defensive assists:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::GameDetailsDialog</name>
    <message>
        <location filename="../views/tournament/GameDetailsDialog.cpp" line="+49"/>
        <source>Round %1, table %2: what the players did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score %1–%2. Star player points, the MVP and injuries go through the post-match sequence and carry into the next round. A casualty is its D68 (— for none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Comp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Int</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Injury D68</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Completed passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interceptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties inflicted by a block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The D68 of a casualty this player suffered (— for none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>MVP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Advancement rolls waiting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The D6 rolled (— not rolled yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>taken later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (on the double)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::GuideDialog</name>
    <message>
        <location filename="../views/help/GuideDialog.cpp" line="+19"/>
        <source>Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Guide: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::HandPanel</name>
    <message>
        <location filename="../views/bloodyball/HandPanel.cpp" line="+20"/>
        <location line="+67"/>
        <source>Show my hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Only the coach to play should look: the hand hides again after each card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Joker as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A joker is the suit its coach names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hide my hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Black card: move, get up, dodge, intercept, heroic move, recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red card: attack, pass, heroic move (or stand up), recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joker: any suit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::HirePlayerDialog</name>
    <message>
        <location filename="../views/team/HirePlayerDialog.cpp" line="+34"/>
        <source>Hire a player: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;%1&lt;/b&gt; for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Suggest another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N&amp;umber:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hire</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::HomePage</name>
    <message>
        <location filename="../views/pages/HomePage.cpp" line="+119"/>
        <source>Match in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+153"/>
        <source>Next fixtures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Recent teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Create a team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse the rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the demo league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opens a separate demo database: eight teams and a season half played, to explore without touching your own data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+126"/>
        <source>No database is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dugout keeps teams, leagues and matches in one database file. Create a new one or open an existing one to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everything you enter is saved at once on the league server: %1, logged in as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dugout runs Blood Bowl under the LRB6 rules, for three kinds of people:
• Coaches build a team within 1,000,000 gold, look after it between matches and print its team sheet.
• Commissioners run leagues: schedules, results, the post-match sequence and the standings.
• Two coaches at a table play on a real pitch while Dugout follows the match and enforces the rules.

What to do first: create your team, or browse the rulebook to pick a roster. To see a league in full swing, open the demo league. This database is empty: nothing you do here can break anything.</source>
        <extracomment>The welcome text of an empty database, plain text: one paragraph per line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>What is under way could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 %2–%3 %4</source>
        <extracomment>A match being tracked on the home page: home team, score, away team.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Resume this match in the tracker (last entry %2)</source>
        <extracomment>Tooltip of a match being tracked: the match, when its last event was entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Next fixtures: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 v %2 (round %3)</source>
        <extracomment>A fixture to play on the home page: home team, away team, round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2: %3
Show the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (coach: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
Open this team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing is under way: no team, no fixture to play, no match being tracked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Everything you enter is saved at once in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Welcome to Dugout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+131"/>
        <source>Dugout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::InducementBrowser</name>
    <message>
        <location filename="../views/rulebook/InducementBrowser.cpp" line="+18"/>
        <source>Before a match, the team with the lower team value receives the difference in gold to spend on inducements; both teams may also spend petty cash. Every inducement is lost after the match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::InducementShop</name>
    <message>
        <location filename="../views/inducements/InducementShop.cpp" line="+72"/>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+203"/>
        <source>Show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-194"/>
        <source>A mercenary may take one extra Normal skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A table with its own decks: the card this coach drew (the other coach looks away); else Dugout draws one at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Only this team&apos;s coach should look: the other coach looks away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+238"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-231"/>
        <source> (0-%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>MA %1 ST %2 AG %3 AV %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mercenary %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MA %1 ST %2 AG %3 AV %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card drawn at random from what is left of the deck, which holds %1 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No extra skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drawn by Dugout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drawn at the table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Hide my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Card of the %1 deck, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>Card: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gold left: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wait: it is not this team&apos;s turn to buy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::InducementTableModel</name>
    <message>
        <location filename="../models/InducementTableModel.cpp" line="+34"/>
        <source>Position + %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The star&apos;s price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any team but %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Inducement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who may buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many a team may buy for one match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::InjuryDice</name>
    <message>
        <location filename="../views/match/InjuryDice.cpp" line="+25"/>
        <source>Armour (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualty (D6 + D8):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regeneration (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Not rolled: the dice typed above decide the outcome.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::KickOffDialog</name>
    <message>
        <location filename="../views/match/KickOffDialog.cpp" line="+19"/>
        <source>Kick-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kick-off table (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Riot (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>%1 cheering (D3):</source>
        <extracomment>Kick-off dice of a team; %1 is the team name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>%1 coaching (D3):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New weather (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>%1 fans (D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1, player hit (D%2, in shirt-number order):</source>
        <extracomment>Throw a rock: which player of team %1 is hit, counting its players on the pitch by shirt number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, injury of the player hit (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, casualty (D6 + D8):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, a D6 per player on the pitch (in shirt-number order):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Left at –, the kick-off is rolled by Dugout.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::KnockDownDialog</name>
    <message>
        <location filename="../views/match/KnockDownDialog.cpp" line="+31"/>
        <source>Knocked down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>He held the ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pushed into the crowd or failing his landing, a player of the team in its turn causes a turnover only if he held the ball.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player knocked down:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: %2, under %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, his team-mate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LandingFields</name>
    <message>
        <location filename="../views/match/LandingFields.cpp" line="+34"/>
        <source>Nobody: an empty square or the crowd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A thrown player who comes down on another knocks him down: that player rolls armour, even on the ground, and the thrown player cannot land on his feet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Came down on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Dice of %1, thrown:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice of %1, landed on:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LeadersModel</name>
    <message>
        <location filename="../models/LeadersModel.cpp" line="+61"/>
        <source>TD</source>
        <extracomment>Column header: touchdowns (keep it short).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CAS</source>
        <extracomment>Column header: casualties inflicted (keep it short).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CP</source>
        <extracomment>Column header: completed passes (keep it short).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>INT</source>
        <extracomment>Column header: interceptions (keep it short).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SPP</source>
        <extracomment>Column header: star player points (keep it short).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Team value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#</source>
        <extracomment>Column header: rank in a list of leaders.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TV</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LeagueChartsPanel</name>
    <message>
        <location filename="../views/league/LeagueChartsPanel.cpp" line="+27"/>
        <source>Touchdowns and casualties per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions round by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Chart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>This league has no season yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The chart could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No match of %1 has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LeagueHeader</name>
    <message>
        <location filename="../views/league/LeagueHeader.cpp" line="+50"/>
        <source>Commissioner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n team</numerusform>
            <numerusform>%n teams</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 of %3 fixtures played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no fixture yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie-breakers: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LeagueInducementsDialog</name>
    <message>
        <location filename="../views/league/LeagueInducementsDialog.cpp" line="+29"/>
        <source>Inducements of the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Untick what this league does not allow before its matches. Star players and mercenaries are one line each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Special play &amp;cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At &amp;most, per team and match:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;budget:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LeagueListModel</name>
    <message>
        <location filename="../models/LeagueListModel.cpp" line="+99"/>
        <source>%1 · Commissioner: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n team</numerusform>
            <numerusform>%n teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n match(es) played</source>
        <translation>
            <numerusform>%n match played</numerusform>
            <numerusform>%n matches played</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commissioner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Teams</source>
        <extracomment>Column of the league list: how many teams play in the league. Keep it short.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <extracomment>Column of the league list: confirmed matches. Keep it short.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teams in the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches played, every season</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LeaguePage</name>
    <message>
        <location filename="../views/league/LeaguePage.cpp" line="+37"/>
        <source>New league…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a league…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Filter by name or commissioner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>&lt;p&gt;&lt;b&gt;No league yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A league brings confirmed teams together: its commissioner chooses the optional rules, schedules the matches and records the results; Dugout keeps the standings.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a database to see its leagues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leagues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>New league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Season 1</source>
        <extracomment>The name of a new league&apos;s first season.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LeagueTeamModel</name>
    <message>
        <location filename="../models/LeagueTeamModel.cpp" line="+93"/>
        <source>Team value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treasury %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TV</source>
        <extracomment>Column header: team value.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LeagueTeamsTab</name>
    <message>
        <location filename="../views/league/LeagueTeamsTab.cpp" line="+35"/>
        <source>Add teams…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+324"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-304"/>
        <source>&lt;p&gt;&lt;b&gt;No team in this league yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Add confirmed teams: they join the league and its current season.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Select a team to remove it from the league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove %1 from the league</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+188"/>
        <source>%n team(s) joined the league.</source>
        <translation>
            <numerusform>%n team joined the league.</numerusform>
            <numerusform>%n teams joined the league.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-46"/>
        <source>They play in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-195"/>
        <source>The league&apos;s pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Forge de Sigmar (ice and lava)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Home pitch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Select a team to choose its home pitch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where %1 plays its home fixtures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Home pitch of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays at home on: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 has divisions: place them in one with Edit season.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Add teams %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Remove team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove %1 from %2? Its fixtures still to play are removed too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Remove team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 left the league.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LeagueView</name>
    <message>
        <location filename="../views/league/LeagueView.cpp" line="+34"/>
        <source>New season…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit season…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>League options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End-of-season playoffs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start a new season, with divisions or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The league&apos;s name, commissioner and optional rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Season:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Part of the league could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose the four semi-finalists of %1, draw the semi-finals, then create the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>This league has no season yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rename %1, change its divisions and who takes part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Edit season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Season %1</source>
        <extracomment>The default name of a league&apos;s next season: &quot;Season 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>New season %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Edit season %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 saved. Generate the round robin again if its teams or divisions changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>League options</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LedgerModel</name>
    <message>
        <location filename="../models/LedgerModel.cpp" line="+60"/>
        <source>against %1</source>
        <extracomment>A ledger entry of a match: its detail, then the opponent.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Double-click to open the match report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LedgerPanel</name>
    <message>
        <location filename="../views/team/LedgerPanel.cpp" line="+19"/>
        <source>Match report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The treasury opens when the team is confirmed: until then every purchase comes out of the budget, and nothing is final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select an entry of a match to open its report.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::LineupDialog</name>
    <message>
        <location filename="../views/match/LineupDialog.cpp" line="+27"/>
        <source>Set-up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 — %2 — K.O.&apos;d: set up Stunned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, D6 (4+ face up):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Check the players %1 sets up for this drive:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the line of scrimmage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the left wide zone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the right wide zone:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::MainWindow</name>
    <message>
        <location filename="../views/MainWindow.cpp" line="+134"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a team within 1,000,000 gold, manage it between matches (treasury, team value, star player points, advancement, injuries) and print its team sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+86"/>
        <source>League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run a league: seasons, schedules, results, the post-match sequence and the standings, with the league&apos;s optional rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+114"/>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow a match played on a physical board, turn by turn, while Dugout enforces the rules; the result goes straight into the league.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-114"/>
        <location line="+39"/>
        <source>Tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Another program is writing to the database; waiting (%1 of %2)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Dugout&apos;s areas. Click one to go there; F1 opens the guide of the area on screen: what it is for and the first three things to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+53"/>
        <source>Rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Bloody Ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open tournaments: registration, swiss rounds paired exactly, results, standings and the NAF report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Browse the LRB6 rosters, skills, star players, inducements, tables and special play cards, in English and French.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Post-match sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The demo league is kept in its own database file:
%1

Open it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The demo league is kept in its own database file:
%1

Dugout will switch to it. %2 stays as it is (everything in it is saved); File → Open recent brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>Demo league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Open the demo league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The demo league could not be created: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Demo league: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+132"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect to a league &amp;server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Back up database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>E&amp;xport team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Guide to this area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;What&apos;s This?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Odds calculator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Dugout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindowDatabase.cpp" line="+61"/>
        <source>No recent databases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Cannot open the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-60"/>
        <source>The database was updated; the previous version is kept in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Make a new database in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+21"/>
        <location line="+3"/>
        <location line="+20"/>
        <source>Restore the backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1 was restored from %2. The damaged file is kept as %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The database is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Backup failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Backed up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 — Dugout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — Dugout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dugout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dugout databases (*.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+7"/>
        <source>New database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists. Use Open database… to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Back up database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="+29"/>
        <source>Database: %1&lt;br&gt;Schema version: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No database is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Dugout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Dugout %1&lt;/h3&gt;&lt;p&gt;Blood Bowl teams, leagues and live match tracking under the LRB6 rules.&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::MatchClock</name>
    <message>
        <location filename="../views/match/MatchClock.cpp" line="+20"/>
        <source>Clock</source>
        <extracomment>A toggle on the scoreboard: the match clock.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show how long the match has been going since the pre-match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shows or hides how long the match has lasted since the pre-match, for leagues that play to a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match time</source>
        <extracomment>Before the match clock&apos;s time on the scoreboard (beside the turn&apos;s countdown).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::MatchHistoryModel</name>
    <message>
        <location filename="../models/MatchHistoryModel.cpp" line="+41"/>
        <source>W</source>
        <extracomment>A win, in a team&apos;s match history (keep it to one letter).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D</source>
        <extracomment>A draw, in a team&apos;s match history (keep it to one letter).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L</source>
        <extracomment>A loss, in a team&apos;s match history (keep it to one letter).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::MatchReportDialog</name>
    <message>
        <location filename="../views/league/MatchReportDialog.cpp" line="+35"/>
        <location line="+101"/>
        <source>Match report — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print preview…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Positions are shown for a match read from a league database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Match report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The positions could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This match was played outside a season: it has no positions to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+48"/>
        <location line="+5"/>
        <source>Export match report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+29"/>
        <source>Print match report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::MatchSession</name>
    <message>
        <location filename="../session/MatchSession.cpp" line="+53"/>
        <source>This match cannot be followed any further: its log no longer replays (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+7"/>
        <source>No match is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The event was not saved, so it was not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The last event was not undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The result of this match is confirmed: undo it in the league first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::MatchTrackerView</name>
    <message>
        <location filename="../views/match/MatchTrackerView.cpp" line="+71"/>
        <source>◀ Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of tracked matches; this match stays saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Four minutes are up: the turn ends with a turnover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-70"/>
        <source>The player the action buttons act on: click him, or type his shirt number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Back to the list of tracked matches. Nothing is lost: every event is saved as it is entered, and the match resumes where it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player the action buttons act on, and his team. Select another by clicking him in a roster or typing his shirt number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+260"/>
        <source>No player #%1 on the pitch</source>
        <extracomment>A shirt number typed on the keyboard that no player on the pitch wears.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>#%1 %2 (%3)</source>
        <extracomment>The player selected in the tracker: shirt number, name and team.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No player selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+214"/>
        <source>Placed prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Did %1 hold the ball? Placed prone with the ball, he causes a turnover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He held the ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <source>Concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 concedes the match? The opponent wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 v %2.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Print summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Match summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 v %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Summary saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::MatchesPage</name>
    <message>
        <location filename="../views/match/MatchesPage.cpp" line="+49"/>
        <source>New exhibition match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track a friendly match between two teams of this database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Track a league fixture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Track a scheduled league match; its result goes to the post-match sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+126"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-124"/>
        <location line="+324"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-322"/>
        <source>Filter by team, status or kind of match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow a match played on a physical board, turn by turn, while Dugout keeps to the rules. Every input is saved at once: a match can be resumed at any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Matches are written straight to the league server: the file that keeps them on this computer cannot be opened (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+90"/>
        <source>The inducements could not all be entered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The match could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>The league server does not answer: %n change(s) of your matches are kept on this computer and will be sent when it does. Go on playing.</source>
        <translation>
            <numerusform>The league server does not answer: %n change of your matches is kept on this computer and will be sent when it does. Go on playing.</numerusform>
            <numerusform>The league server does not answer: %n changes of your matches are kept on this computer and will be sent when it does. Go on playing.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Matches are kept on this computer first and sent to the league server as they are played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Delete the match %1 v %2, still in progress? Its whole log is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the match %1 v %2 and its log?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The result goes to the league once the league server answers; the match is kept on this computer until then (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::MessageBar</name>
    <message>
        <location filename="../views/widgets/MessageBar.cpp" line="+30"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::NewBloodyGameDialog</name>
    <message>
        <location filename="../views/bloodyball/NewBloodyGameDialog.cpp" line="+17"/>
        <source>New Bloody Ball game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The name typed below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>First team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Second team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>54 cards with two jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>52 cards, no jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two 32-card decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two coaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four coaches, two a team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coaches:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>We play with real cards and type each card played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::NewLeagueDialog</name>
    <message>
        <location filename="../views/league/NewLeagueDialog.cpp" line="+92"/>
        <source>New league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Old World Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Commissioner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spike! Magazine&apos;s Player of the &amp;Year after the Spike! final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The league&apos;s player with the most SPP gains Fan Favourite for good, whichever team he plays for (the rulebook leaves it to the commissioner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Create league</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Free fan factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Handicap inducements in the play-offs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starting &amp;budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold each new team of the league has to build its roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Expenses:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From team value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small-league &amp;winnings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every team starts with fan factor 5, and fan factor never counts in team value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off, as in the rulebook: play-off rounds, semi-finals and finals give the weaker team no handicap gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I&amp;nducements and special play cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Matches and standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>3 / 1 / 0</source>
        <extracomment>Points scheme: win 3, draw 1, loss 0.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 / 3 / 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;MVP:</source>
        <extracomment>The Most Valuable Player award.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>League points for a win, a draw and a loss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tie-breakers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ticked rules rank the teams, from the top down; use the arrows to change the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standard pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Forge de Sigmar (ice and lava)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;itch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the league&apos;s tracked matches are played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>League options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Rich teams pay running costs after each match (the LRB6 rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A team with %1 or more in its treasury rolls for a costly blunder after each match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Teams keep all their winnings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A team worth %1 or more pays %3 after each match, and %3 more for every further %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only used with spiralling expenses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnings as the rulebook gives them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For leagues with few teams: a little more gold after every match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For leagues with few teams: FAME counts twice in the winnings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A random player of each team who could play earns 5 SPP (the LRB6 rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each coach names the player of his team who earns the 5 SPP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Random, but never a player who died nor a star player or mercenary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A league needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::NewMatchDialog</name>
    <message>
        <location filename="../views/match/NewMatchDialog.cpp" line="+37"/>
        <source>Pre-match sequence and inducements first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash, handicap and what each team buys for this match, in the rulebook&apos;s order, before the tracker opens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New exhibition match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track a league fixture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Home team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Away team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fixtures not played yet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Standard pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Forge de Sigmar (ice and lava)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Forge de Sigmar: the tracker follows its crevasses, lava flows and crests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pitch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 · %2 · round %3:  %4 v %5</source>
        <extracomment>A fixture to track: league, season, round, home and away teams.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (already tracked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The league&apos;s option: its matches, or this home team&apos;s, are played on this pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two confirmed teams are needed: build them in the Teams area first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A team cannot play itself: choose two different teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No league has a fixture left to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+23"/>
        <source>Choose a fixture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Both teams are copied as they stand now: changes made to them later do not change this match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::NewSeasonDialog</name>
    <message>
        <location filename="../views/league/NewSeasonDialog.cpp" line="+35"/>
        <source>New season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Untick a team that sits this season out. With divisions, each division has its own table and round robin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Divisions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Division %1</source>
        <extracomment>The default name of a season&apos;s division: &quot;Division 1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::NewTeamDialog</name>
    <message>
        <location filename="../views/team/NewTeamDialog.cpp" line="+53"/>
        <source>New team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (not official)</source>
        <extracomment>A roster from outside the official LRB6 list (Slann, Underworld, Chaos Pact).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not one of the official LRB6 rosters: check that your league allows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Altdorf Reavers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Another colour…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Roster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Team name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Coach:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Team colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (0-%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team re-roll: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>apothecary allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>free Necromancer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::NextStepPanel</name>
    <message>
        <location filename="../views/match/NextStepPanel.cpp" line="+18"/>
        <source>What the match waits for now (the kick-off, a set-up, the next turn…) and the buttons to do it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::OddsCalculatorDialog</name>
    <message>
        <location filename="../views/odds/OddsCalculatorDialog.cpp" line="+31"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Odds calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rolls of the action, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Selected roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Chance that every roll succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+118"/>
        <location line="+9"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add the rolls of the action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Without any re-roll: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1; once the team re-roll is spent, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. %2, alone %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::OddsSkillsBox</name>
    <message>
        <location filename="../views/odds/OddsSkillsBox.cpp" line="+30"/>
        <source>Player and team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Team re-roll available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One team re-roll per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dodge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-roll one failed dodge per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sure Feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-roll one failed going for it per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sure Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-roll one failed pick-up per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-roll one failed pass per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The receiver re-rolls one failed catch per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once per turn: 4+, then re-roll one of this player&apos;s rolls (not armour, injury or a team-mate&apos;s catch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4+ before the team re-roll can be used; lost on 1-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not knocked down by Both Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tackle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The defender&apos;s Dodge does not save him on Defender Stumbles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mighty Blow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 to the armour or the injury roll, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>An armour roll of 8 or more breaks any armour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::OddsStepEditor</name>
    <message>
        <location filename="../views/odds/OddsStepEditor.cpp" line="+54"/>
        <source>Roll &amp;needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sum of the modifiers: -1 per tackle zone, +1 for a quick pass, and so on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Modifiers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player left has &amp;Tackle (no Dodge re-roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Block &amp;dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attacker&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Who chooses:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defender down, attacker standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker stays up (no turnover)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+37"/>
        <source>&amp;Needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Defender has &amp;Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender has D&amp;odge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender has &amp;Wrestle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Victim&apos;s &amp;armour value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Knocked out or worse (8+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualty (10+)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::OddsStrip</name>
    <message>
        <location filename="../views/match/OddsStrip.cpp" line="+20"/>
        <source>Odds… (O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The action whose usual rolls the odds are worked out for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The action the odds are worked out for, for the selected player: its usual rolls (dodge, block, pass and catch, armour…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The exact chance that every roll of the action succeeds, with the re-rolls the player and his team have now, then without any re-roll. The rolls counted are in the tooltip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opens the odds calculator on this action with the player&apos;s skills and the team re-roll ticked, to change the rolls, modifiers or re-rolls (O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open the odds calculator on this action, with this player&apos;s skills and the team&apos;s re-roll (O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Odds of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>select a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1, %2 without re-roll</source>
        <extracomment>The odds beside the selected player: &quot;8/9 (88.9%), 2/3 (66.7%) without re-roll&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Odds — #%1 %2, %3</source>
        <extracomment>The calculator&apos;s title from the tracker: &quot;Odds — #7 Greta Hoffmann, Blitz&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::OvertimeDialog</name>
    <message>
        <location filename="../views/match/OvertimeDialog.cpp" line="+14"/>
        <source>Overtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sudden death: eight more turns each, the first touchdown wins. Re-rolls left carry over; no new ones. Toss a coin for the kick-off:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::PlaceholderPage</name>
    <message>
        <location filename="../views/pages/PlaceholderPage.cpp" line="+18"/>
        <source>This area is not built yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::PlayerEventsTable</name>
    <message>
        <location filename="../views/league/result/PlayerEventsTable.cpp" line="+61"/>
        <source>#</source>
        <extracomment>Column titles of the player table of a match result: shirt number, name, position, then completions, touchdowns, interceptions and casualties inflicted, abbreviated.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Int</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shirt number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Completions: accurate passes caught by a team-mate (1 SPP each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns (3 SPP each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interceptions (2 SPP each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties inflicted by blocking or being blocked (2 SPP each); not by the crowd, a foul or a secret weapon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::PlayerRecordPanel</name>
    <message>
        <location filename="../views/team/PlayerRecordPanel.cpp" line="+86"/>
        <source>No player selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a player in the roster to see the record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gained %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gained on a double %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+16"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>COMP %1 · TD %2 · INT %3 · CAS %4 · MVP %5</source>
        <extracomment>Career figures: completions, touchdowns, interceptions, casualties, MVP awards.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Star player points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Injuries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::PlayerTableModel</name>
    <message>
        <location filename="../models/PlayerTableModel.cpp" line="+172"/>
        <location line="+123"/>
        <source>◆ gained through advancement, ◆◆ gained on a double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-114"/>
        <source>%1: %2 for the position, %3 from advancement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+88"/>
        <source>#</source>
        <extracomment>Column of shirt numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Injuries</source>
        <extracomment>Short column title for injuries.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SPP</source>
        <extracomment>Star player points.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shirt number (double-click to change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click to rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MNG misses the next game, n1 one niggling injury, −1 a characteristic lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Star player points and level; ▸ an advancement roll is waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player&apos;s value in team value: cost plus advancements</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::PlayoffsDialog</name>
    <message>
        <location filename="../views/league/PlayoffsDialog.cpp" line="+50"/>
        <source>&amp;Draw the semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create the &amp;final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End-of-season playoffs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (the league&apos;s points)</source>
        <extracomment>The criterion matching the league&apos;s own points, chosen when the dialog opens.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None: the league&apos;s own tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The major whose edition these semi-finals are: its final&apos;s winner holds the trophy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The D3 that names the first team&apos;s opponent (l.4013–4014); left at &quot;–&quot; it is rolled when you draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Criterion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Major:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D3 for the pairing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <location line="+12"/>
        <source>This league has no season yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Store the two semi-finals in the season&apos;s schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 v %2: the winners of the semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 are level at the cut: the rulebook leaves the tie to the commissioner (l.3933–3935); Dugout draws the places left by lot among them when you draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The four teams are split between the two semi-finals by lot (l.4013–4014): the D3 names the first team&apos;s opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Semi-final %1: %2 v %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Final: %1 v %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> — played, %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No semi-final drawn in this season yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rolls for the places at the cut: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>D3 for the pairing: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rolled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::PoolsTab</name>
    <message>
        <location filename="../views/tournament/PoolsTab.cpp" line="+62"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns scored–conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties inflicted–suffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>A place that goes on to the knockout</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Then a knockout: the best %n of each pool go through, pool winners seeded first.</source>
        <translation>
            <numerusform>Then a knockout: the best %n of each pool go through, pool winners seeded first.</numerusform>
            <numerusform>Then a knockout: the best %n of each pool go through, pool winners seeded first.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of the pools&apos; %2 games played so far (%3 rounds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pools are played. The knockout&apos;s seeds: %1. The Bracket tab shows the knockout.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::PositionTableModel</name>
    <message>
        <location filename="../models/PositionTableModel.cpp" line="+57"/>
        <source>0-%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many players of this position a team may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Skill categories open on any advancement roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skill categories open only when the advancement roll is a double</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::PostMatchPreviewPage</name>
    <message>
        <location filename="../views/league/result/PostMatchPreviewPage.cpp" line="+71"/>
        <source>Re-roll all dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+123"/>
        <source>The winner re-rolls the winnings die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Roll again every die Dugout rolled; the dice you typed stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Nothing is stored until you confirm. Advancement rolls earned in this match then wait on the players: the coaches resolve them in the Teams area with Advance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Journeymen to hire for good (the others are released):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>#%1 %2 (%3, %4)</source>
        <extracomment>A journeyman to hire for good: number, name, position, price.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 re-rolls the winnings die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner may re-roll the D6 of its winnings once, and must keep the second roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw: no team may re-roll its winnings die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnings</source>
        <extracomment>Gold won after the match; %1 is e.g. &quot;+60,000 gp&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Petty cash spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Petty cash back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap</source>
        <extracomment>The weaker team&apos;s handicap: &quot;500,000 gp, 60,000 gp not spent (lost)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, %2 not spent (lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gate</source>
        <extracomment>Gate and FAME of a team: &quot;12,000 fans · FAME +1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 fans · FAME %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fan factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>an induced player (lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MVP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+12"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>#%1 %2 %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Advancement rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No journeyman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A free journeyman with Loner, from a 0-16 or 0-12 position; the coach may decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Free journeymen to reach 11 players (the coach may take up to %n):</source>
        <extracomment>%n is how many free journeymen the team may take.</extracomment>
        <translation>
            <numerusform>Free journeymen to reach 11 players (the coach may take up to %n):</numerusform>
            <numerusform>Free journeymen to reach 11 players (the coach may take up to %n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dugout::PreMatchDialog</name>
    <message>
        <location filename="../views/match/PreMatchDialog.cpp" line="+29"/>
        <source>Pre-match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Weather (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 gate (2D6):</source>
        <extracomment>Gate dice of a team in the pre-match dialog; %1 is the team name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin toss:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2), Morley (1–3 out):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>rolled first, before the inducements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+16"/>
        <source>Left at –, the weather is rolled by Dugout.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::PreMatchInducementsDialog</name>
    <message>
        <location filename="../views/inducements/PreMatchInducementsDialog.cpp" line="+47"/>
        <source>Pre-match sequence: %1 v %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1. Weather: type the 2D6 rolled at the table, or roll them here.  2. Petty cash: the team of higher team value declares first.  3. Handicap: the difference goes to the weaker team.  4. Purchases: the stronger team first when it spends petty cash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. Weather: type the 2D6 rolled at the table, or roll them here.  2. Handicap: the difference of the team values goes to the weaker team (an exhibition has no petty cash).  3. Purchases: both teams at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A match of the end-of-season tournament: the league gives no handicap gold, only petty cash buys inducements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Use these inducements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Weather 2D6:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A die of the weather roll, as it fell at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use these dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Type both dice (1 to 6), or roll them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (2D6 %2 + %3 = %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+142"/>
        <source>%1 (home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+142"/>
        <source>%1 (away)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Petty cash in steps of 10,000 gp, up to the treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gold moved from the treasury for this match; it adds to the team value for the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Done buying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Petty cash:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+101"/>
        <source>▶ %1: your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source> (equal team values: the home team)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (higher team value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weather first: type the 2D6 rolled at the table, or roll them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Petty cash: %1 declares first%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Petty cash: %1 declares now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Purchases: %1 buys first (the stronger team spends petty cash); %2 waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Purchases: %1 buys now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Purchases: both teams buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Petty cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::PurchaseTimer</name>
    <message>
        <location filename="../views/inducements/PurchaseTimer.cpp" line="+16"/>
        <location line="+45"/>
        <source>Start the 4-minute timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-42"/>
        <source>The rulebook suggests four minutes to choose inducements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Stop the timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Time is up</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::RecordResultDialog</name>
    <message>
        <location filename="../views/league/result/RecordResultDialog.cpp" line="+51"/>
        <source>◂ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the result, to correct it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the result and preview the post-match sequence; nothing is stored yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+80"/>
        <source>A match outside the schedule. Home team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Away team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pre-match sequence and inducements…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash, handicap and what each team bought, in the rulebook&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No concession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conceded before kick-off, with 2 or fewer players able to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conceded during the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A conceding team never wins gold and gives its MVP to the opponent. Conceding during the match also gives its winnings to the winner and costs 1 fan factor and its 51+ SPP veterans may leave; before kick-off with 2 or fewer players able to play it costs no more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Concession:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A team of this match could not be read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match result: %1 – %2</source>
        <extracomment>Window title; %1 and %2 are the home and away teams.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Store both teams and the match as previewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The preview has problems: see the message above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The inducements of this match break the rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>The result cannot be recorded as it is:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The post-match sequence refused this result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The result could not be stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2 – %3 %4 is recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n advancement roll(s) wait on the players: resolve them in the Teams area with Advance.</source>
        <translation>
            <numerusform>%n advancement roll waits on the players: resolve it in the Teams area with Advance.</numerusform>
            <numerusform>%n advancement rolls wait on the players: resolve them in the Teams area with Advance.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No advancement roll is waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result recorded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::RerollPips</name>
    <message>
        <location filename="../views/match/RerollPips.cpp" line="+22"/>
        <source>%1 team re-rolls left (%2 at the start of the half)</source>
        <extracomment>Tooltip of the re-roll pips; %1 re-rolls left of %2 at the start of the half.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::RosterBrowser</name>
    <message>
        <location filename="../views/rulebook/RosterBrowser.cpp" line="+113"/>
        <source>Star players who play for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No star player plays for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team re-roll: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apothecary: allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Apothecary: not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free Necromancer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra team, not one of the official LRB6 teams</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::RosterListModel</name>
    <message>
        <location filename="../models/RosterListModel.cpp" line="+40"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Official</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not one of the official LRB6 teams; a league decides whether it may play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price of one team re-roll when the team is created; ×%1 afterwards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::RosterPanel</name>
    <message>
        <location filename="../views/match/RosterPanel.cpp" line="+53"/>
        <source>The team&apos;s players with their number, position, characteristics and skills, and a chip for where each is (reserves, on the pitch, knocked out, casualty, sent off). Click a player, or type his shirt number, to select him for the action buttons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many of the team&apos;s players are on the pitch, in reserve, knocked out or out of the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+114"/>
        <source>Acted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-114"/>
        <source>SPP events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Has taken an action this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdowns (TD), completions (CP), interceptions (INT) and casualties (CAS) of this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1, %2</source>
        <extracomment>A player&apos;s name and position in the roster&apos;s tooltip beside the Forge pitch.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>✓ acted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>On the pitch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <extracomment>Summary under a roster panel: a status and the shirt numbers in it (&quot;KO: 7, 9&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::RoundRobinDialog</name>
    <message>
        <location filename="../views/league/RoundRobinDialog.cpp" line="+22"/>
        <source>&amp;Single: every team meets every other once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Double: twice, home and away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Legs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First &amp;round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 teams: %2 rounds (%3 to %4), %5 fixtures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each division plays its own round robin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With an odd number of teams, one team rests each round.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::RoundTab</name>
    <message>
        <location filename="../views/tournament/RoundTab.cpp" line="+58"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+37"/>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Touchdowns of the home coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns of the away coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties inflicted by the home coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties inflicted by the away coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A knockout game needs a winner: after a level score, who won the sudden death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Went through:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+300"/>
        <source>Save result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Result with players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Touchdowns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Table %1: %2 v %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a table to enter its result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the score decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+56"/>
        <source>Pair round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Pairs the bracket&apos;s next round: the winners meet, as the bracket shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairs every coach still in, exactly: no rematch, nearest scores, the bye to the lowest-ranked coach without one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+61"/>
        <location line="+8"/>
        <source>Take round %1 back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Round %1 already has results: it can no longer be paired again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+16"/>
        <source>Choose a table in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the result with each player&apos;s star player points and injuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Round %1 paired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Round %1 paired: %n rematch(es), pairing cost %2.</source>
        <translation>
            <numerusform>Round %1 paired: %n rematch, pairing cost %2.</numerusform>
            <numerusform>Round %1 paired: %n rematches, pairing cost %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the pairings of round %1 back? The round can then be paired again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Post-match sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Result with players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::RuleTableModel</name>
    <message>
        <location filename="../models/RuleTableModel.cpp" line="+39"/>
        <source>Kick-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+42"/>
        <source>Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+96"/>
        <source>Casualty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Star player points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Experience levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>Advancement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Value increases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spiralling expenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expensive mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+17"/>
        <source>2D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+8"/>
        <location line="+17"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Rolled at every kick-off, once the ball is placed and before it lands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rolled before the match, and again on a Changing Weather kick-off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rolled when a player&apos;s armour is broken, with any modifier (Mighty Blow, Dirty Player…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rolled for each new experience level. Any roll may take a new skill instead; a double also opens the position&apos;s double categories.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+13"/>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>D68</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll a D6 for the tens and a D8 for the units: 11 to 68, with no 19, 20, 29, 30…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D6 needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+21"/>
        <location line="+57"/>
        <source>%1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-77"/>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before modifiers. Whatever the modifiers, a 1 always fails and a 6 always succeeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>SPP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Star player points a player earns for each of these in a match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advancement rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player makes one advancement roll for each level he reaches; the last column counts them from the start of his career.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New skill from a double category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What each advancement adds to the player&apos;s value, and so to the team value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team value from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expenses per match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>and so on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>+%1 per %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The LRB6 default for expenses after a match. From a team value of %1, every further %2 adds %3; a league may change the threshold and the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A league option in place of spiralling expenses: after each match, a team with %1 or more in its treasury rolls a D6 on its row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::RulebookPage</name>
    <message>
        <location filename="../views/rulebook/RulebookPage.cpp" line="+29"/>
        <source>Rosters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inducements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special play cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ScheduleModel</name>
    <message>
        <location filename="../models/ScheduleModel.cpp" line="+123"/>
        <source>Round %1 · played</source>
        <extracomment>A round whose fixtures are all played: &quot;Round 2 · played&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · %2 of %3 played</source>
        <extracomment>How much of a round is played: &quot;Round 4 · 1 of 3 played&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (conceded)</source>
        <extracomment>A team that conceded the match, in the schedule.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>v</source>
        <extracomment>Between the two teams of a fixture not played yet (&quot;versus&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>being tracked</source>
        <extracomment>A fixture whose match is being followed in the Matches area right now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 v %2</source>
        <extracomment>A fixture: home team, then away team.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — being tracked in the Matches area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — played: undo the result to change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — not played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Live</source>
        <extracomment>The schedule&apos;s column marking the fixtures whose match is being tracked.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ScheduleTab</name>
    <message>
        <location filename="../views/league/ScheduleTab.cpp" line="+39"/>
        <source>Round robin…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add fixture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+367"/>
        <location line="+4"/>
        <source>Remove fixture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-370"/>
        <source>Record result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+399"/>
        <location line="+4"/>
        <source>Undo result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Match report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>being tracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+104"/>
        <source>Every team of the season meets every other, once or twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-48"/>
        <source>&lt;p&gt;&lt;b&gt;This league has no season.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Start one with New season.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;No fixture yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Add at least two teams to the league, then generate a round robin.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;No fixture yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Generate a round robin, or add fixtures one by one.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The season needs at least two teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a season first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add one fixture by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Select a fixture first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove this fixture from the schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Already played: undo the result to record it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the result of this fixture and run the post-match sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score, SPP, casualties, gate, winnings and the whole post-match log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not played yet: the report comes with the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This fixture has no result to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put both teams back as they were before this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Nothing to schedule: each group needs at least two teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+34"/>
        <source>Round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The schedule has %1 fixtures still to play. Replace them with the new round robin? Played fixtures stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 against %2 has been played since the round robin was generated: it cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Round robin generated: %1 fixtures, rounds %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Add fixture %1 v %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Remove %1 (round %2) from the schedule? Edit → Undo puts it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove fixture %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 removed from the schedule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Undo %1 (%2)? Both teams go back exactly as they were before the match, and the fixture is to be played again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Result of %1 undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ScoreSheet</name>
    <message>
        <location filename="../views/bloodyball/ScoreSheet.cpp" line="+20"/>
        <source>Quarter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Touchdowns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>▶ attacked in that quarter · TD scored the touchdown that ended it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>TD</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::Scoreboard</name>
    <message>
        <location filename="../views/match/Scoreboard.cpp" line="+46"/>
        <source>The score, home team first. A touchdown entered with T changes it; Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scoreboard, readable from beside the pitch: both teams, the score, the half and turn, the weather, and the optional turn timer and match clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kick-off result of this drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Weather: %1</source>
        <extracomment>Scoreboard header; %1 is the weather (&quot;Nice&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kick-off: %1</source>
        <extracomment>Scoreboard header; %1 is the kick-off result of the drive (&quot;Blitz!&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ServerConnectDialog</name>
    <message>
        <location filename="../views/server/ServerConnectDialog.cpp" line="+20"/>
        <source>Connect to a league server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A league shared by its coaches lives on a PostgreSQL server. Type the address your commissioner gave you. Dugout never asks for the password: put it in your PostgreSQL password file (~/.pgpass, a line HOST:PORT:DATABASE:USER:PASSWORD, readable by you alone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::ShortcutsDialog</name>
    <message>
        <location filename="../views/help/ShortcutsDialog.cpp" line="+60"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Team editor (the team on screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select a player by his shirt number</source>
        <extracomment>The tracker: typing a shirt number selects that player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 to 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odds of the selected player&apos;s action, in the calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match tracker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::SkillBrowser</name>
    <message>
        <location filename="../views/rulebook/SkillBrowser.cpp" line="+32"/>
        <source>All categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search in English or French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+120"/>
        <source>No skill matches your search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a skill to read its summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In English: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In French: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also printed as: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A player may not also have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Positions that start with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Star players who have it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::SkillTableModel</name>
    <message>
        <location filename="../models/SkillTableModel.cpp" line="+52"/>
        <source>Also printed as: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::SpecialPlayCardBrowser</name>
    <message>
        <location filename="../views/rulebook/SpecialPlayCardBrowser.cpp" line="+24"/>
        <source>%1 — %2 per card, %3 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bought as inducements: each purchase draws one random card from the deck.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::SpecialPlayCardTableModel</name>
    <message>
        <location filename="../models/SpecialPlayCardTableModel.cpp" line="+61"/>
        <source>When: %1
Effect: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::SpellDialog</name>
    <message>
        <location filename="../views/match/SpellDialog.cpp" line="+16"/>
        <source>The wizard of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fireball: every player named in the nine squares, hit on 4+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lightning bolt: one player, hit on 2+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the players the spell reaches. Type the D6 of each as it fell at the table, or leave it for Dugout to roll; a player hit is knocked down with an armour roll, whose dice you may type under his name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::StaffPanel</name>
    <message>
        <location filename="../views/team/StaffPanel.cpp" line="+67"/>
        <source>Fan factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Re-rolls %1 × %2</source>
        <extracomment>Team re-rolls in the staff strip: count × base price (&quot;3 × 50k&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each team re-roll counts %1 in team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+ trophy: %1</source>
        <extracomment>The majors&apos; trophies a team holds, in the staff strip.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held until the next edition&apos;s final; each is one more team re-roll in team value.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fan factor bought at creation: %1 a point, up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Assistant coaches %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheerleaders %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Necromancer (free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the Dead: once per match, an opposing player with ST 4 or less, without Regeneration or Stunty, who dies joins the team as a Zombie, for free if the roster has fewer than 16 players. The Zombie&apos;s cost still counts in team value.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::StandingsModel</name>
    <message>
        <location filename="../models/StandingsModel.cpp" line="+103"/>
        <source>%1=</source>
        <extracomment>A rank shared with another team still level after every tie-breaker: &quot;2=&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · Coach: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level with another team after every tie-breaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>#</source>
        <extracomment>Column header: rank in the league table.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P</source>
        <extracomment>Column header: matches played (keep it short).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>W</source>
        <extracomment>Column header: wins (keep it short).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D</source>
        <extracomment>Column header: draws (keep it short).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L</source>
        <extracomment>Column header: losses (keep it short).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TD+</source>
        <extracomment>Column header: touchdowns scored.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TD−</source>
        <extracomment>Column header: touchdowns conceded.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TD±</source>
        <extracomment>Column header: touchdown difference.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CAS+</source>
        <extracomment>Column header: casualties inflicted.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CAS−</source>
        <extracomment>Column header: casualties suffered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CAS±</source>
        <extracomment>Column header: casualty difference.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pts</source>
        <extracomment>Column header: league points.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdowns scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdowns conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdown difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualties inflicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualties suffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualty difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>League points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::StandingsTab</name>
    <message>
        <location filename="../views/league/StandingsTab.cpp" line="+37"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write the standings and the league&apos;s leaders as an Excel workbook (.xlsx), or the standings as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <source>&lt;p&gt;&lt;b&gt;No team in %1 yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Add teams to the league first.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;This league has no season.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Start one with New season.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Points: %1 for a win, %2 for a draw, %3 for a loss; a concession is a loss whatever the score.&lt;br&gt;Teams are ranked by, in order: %4. Teams still level share a rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+22"/>
        <source>Export standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Excel workbooks (*.xlsx);;CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Standings written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::StarPlayerBrowser</name>
    <message>
        <location filename="../views/rulebook/StarPlayerBrowser.cpp" line="+25"/>
        <source>All rosters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 of %2 star players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::StarPlayerTableModel</name>
    <message>
        <location filename="../models/StarPlayerTableModel.cpp" line="+91"/>
        <source>Star player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Plays for</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::StatisticsTab</name>
    <message>
        <location filename="../views/league/StatisticsTab.cpp" line="+64"/>
        <source>Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Statistic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Career totals of the players on the league&apos;s rosters, the dead included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Most valuable teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Match history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Free fan factor: fan factor does not count in these team values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The team&apos;s matches could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No match played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record: %1 won, %2 drawn, %3 lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamActions</name>
    <message>
        <location filename="../views/team/TeamActions.cpp" line="+35"/>
        <source>&amp;Hire player ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+92"/>
        <location line="+8"/>
        <source>&amp;Advance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Re&amp;name team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print team sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export team sheet (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+40"/>
        <source>Hire a player from the roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 — %2 (%3 of %4)</source>
        <extracomment>Hire menu entry: position, price, how many the team has of how many it may have.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove %1 from the team: the cost goes back to the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire %1: the player leaves the team, with no refund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advance (%1)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll %1&apos;s advancement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no advancement roll waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a player in the table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select a player with an advancement roll waiting (marked %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buy re-roll (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A team re-roll costs %1 while the team is built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After creation a re-roll costs double (%1) but adds only its base price to team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove a team re-roll: its price goes back to the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a team re-roll, with no refund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hire an assistant coach for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let an assistant coach go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team has no assistant coach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hire a cheerleader for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let a cheerleader go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team has no cheerleader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Apothecary ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apothecary (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team has its apothecary; uncheck to let the apothecary go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hire an apothecary for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The team is legal: confirm it to open its treasury and play matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the team sheet: one A4 landscape page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the team sheet as it will print, and print it from there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the team sheet as a PDF file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamBand</name>
    <message>
        <location filename="../views/league/result/TeamBand.cpp" line="+58"/>
        <source>Coach: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TV %1</source>
        <extracomment>Team value in a team&apos;s band; %1 is e.g. &quot;1,120k&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamChartsPanel</name>
    <message>
        <location filename="../views/team/TeamChartsPanel.cpp" line="+22"/>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team value, treasury and fan factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player&apos;s star player points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Chart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>#%1 %2</source>
        <extracomment>A player in a list: &quot;#7 Greta Hoffmann&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The team has no player yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chart could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing to draw yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamDocument</name>
    <message>
        <location filename="../session/TeamDocument.cpp" line="+76"/>
        <source>The undo could not be saved, so the team stays as it was saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The redo could not be saved, so the team stays as it was saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamDrawPanel</name>
    <message>
        <location filename="../views/bloodyball/TeamDrawPanel.cpp" line="+19"/>
        <source>Draw a team from a Dugout team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tick five players who can play; those with the most star player points are ticked to start with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Champion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the drawn team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>#%1 %2 (%3, %4 SPP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Choose a Dugout team first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamHeader</name>
    <message>
        <location filename="../views/team/TeamHeader.cpp" line="+52"/>
        <source>Roll the advancement of the first player waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Coach: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TV &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Team value in the header band; %1 is e.g. &quot;1,120k&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold left &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Treasury &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt; players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Budget %1, spent %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Being built: ready to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Being built: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 Advancement rolls waiting: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamListModel</name>
    <message>
        <location filename="../models/TeamListModel.cpp" line="+107"/>
        <source>Confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Being built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Coach: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamResultPanel</name>
    <message>
        <location filename="../views/league/result/TeamResultPanel.cpp" line="+43"/>
        <source>Add casualty…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second MVP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Touchdowns the team scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casualty roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double-click a casualty to change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player of this team was injured: enter the D68 casualty roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Gold moved from the treasury to petty cash before the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything spent on inducements: the handicap first, then petty cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Star players and mercenaries who played for the team (they can draw the MVP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wandering apothecaries bought as inducements: one more apothecary each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll the gate now, or type your dice; left at – it is rolled in the preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opponent conceded: its MVP award goes to this team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Petty cash:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inducements spent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stars and mercenaries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wandering apothecaries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gate (2D6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MVP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Casualties suffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>#%1 %2</source>
        <extracomment>A player in a short list: shirt number and name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the MVP…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this league the coach chooses the MVP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn at random in the preview, or the player you drew at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An induced player (the award is lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>From the pre-match sequence: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Regeneration %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Apothecary: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keeps the second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>keeps the first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamScoreSide</name>
    <message>
        <location filename="../views/match/TeamScoreSide.cpp" line="+50"/>
        <source>The team&apos;s name, in its colour. The side whose turn it is carries the active mark beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marks the team whose turn it is: the team the action buttons and the shirt-number keys act for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the team has already done this turn: its Blitz, Pass, Hand-off and Foul (one of each a turn) and a re-roll used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why a re-roll cannot be used now, when it cannot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team&apos;s turn marker: eight turns a half, the current one highlighted. Start turn moves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team&apos;s re-rolls left this half, one pip each (a Leader re-roll apart); a used one goes dark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>▶ ACTIVE</source>
        <extracomment>Marks the team whose turn it is on the scoreboard; the arrow points at the team&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ACTIVE ◀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>used this turn ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamStandingsTab</name>
    <message>
        <location filename="../views/tournament/TeamStandingsTab.cpp" line="+48"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team points: from each team match won, drawn or lost, and byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sum of the team&apos;s coaches&apos; own ranking points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents&apos; score: the points of every team met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team standings CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the team standings as comma-separated values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export team standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>team standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ranked on team points plus the coaches&apos; points, then the coaches&apos; points, then the tournament&apos;s tie-breakers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked on team points, then the coaches&apos; points, then the tournament&apos;s tie-breakers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (dropped out)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamView</name>
    <message>
        <location filename="../views/team/TeamView.cpp" line="+86"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fan factor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>How many players of the position picked in Hire to hire at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Buy a team re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a team re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire an assistant coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let an assistant coach go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hire a cheerleader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let a cheerleader go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hire an apothecary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the apothecary go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+6"/>
        <source>Undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Redo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+95"/>
        <location line="+11"/>
        <location line="+22"/>
        <source>No team is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Hire %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Hire %1 × %2</source>
        <extracomment>One step of Undo: how many players of which position were hired.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rename the team to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Number %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fire %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Rename team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm the team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team is confirmed. Its treasury opens with %1; from now on re-rolls cost double and fan factor changes only after matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Print team sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Team sheet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Team sheet saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+5"/>
        <source>Export team sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TeamsPage</name>
    <message>
        <location filename="../views/team/TeamsPage.cpp" line="+47"/>
        <source>New team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Filter by name, roster or coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>&lt;p&gt;&lt;b&gt;The teams could not be read.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;No team yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Choose a roster, then hire players within %1.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a database to see its teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The teams changed by the result could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A league result changed %1: its earlier edits can no longer be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>New team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Team files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Team files, CSV rosters and OBBLM teams (*.json *.csv *.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+47"/>
        <source>Import team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Open a database first: the team is added to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+7"/>
        <source>%1 was not imported; nothing was changed.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 imported from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+20"/>
        <location line="+7"/>
        <location line="+6"/>
        <source>Export team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>%1 exported to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose the team to export in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open team</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TieBreakerEditor</name>
    <message>
        <location filename="../views/league/TieBreakerEditor.cpp" line="+42"/>
        <source>Apply the selected tie-breaker earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply the selected tie-breaker later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Points in the matches between the tied teams only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team that played fewer matches ranks higher</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TournamentPrintBar</name>
    <message>
        <location filename="../views/tournament/TournamentPrintBar.cpp" line="+30"/>
        <source>Round </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round whose pairings or result slips are printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print pairings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print result slips…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairings CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the round&apos;s pairings as comma-separated values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the standings as comma-separated values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>in team value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosters: budget %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>extra skills: %1 normal (%2), %3 double (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>progression between rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Print pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print result slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-26"/>
        <source>slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-20"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export standings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TournamentRosterDialog</name>
    <message>
        <location filename="../views/tournament/TournamentRosterDialog.cpp" line="+42"/>
        <source>%1&apos;s roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SPP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Injuries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (coach %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use this team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Or a team of this database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A team file, CSV roster or OBBLM export, checked against the race and the team rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checked against the team rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No team of this race in the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No roster yet: import the coach&apos;s team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2), team value %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progression: as it stands after the games played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resurrection: the roster of every game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+7"/>
        <location line="+12"/>
        <location line="+13"/>
        <source>Import roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Teams (*.json *.csv *.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TournamentStandingsTab</name>
    <message>
        <location filename="../views/tournament/TournamentStandingsTab.cpp" line="+29"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD−</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CAS+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CAS−</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents&apos; score: the points of every opponent met (strength of schedule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>NAF report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the XML file the NAF asks organisers to upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source> — dropped out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+6"/>
        <location line="+8"/>
        <location line="+7"/>
        <source>NAF report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>XML files (*.xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The NAF report was written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TournamentView</name>
    <message>
        <location filename="../views/tournament/TournamentView.cpp" line="+34"/>
        <source>Coaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Team standings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TournamentsPage</name>
    <message>
        <location filename="../views/tournament/TournamentsPage.cpp" line="+33"/>
        <source>Open tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name of the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swiss rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout with a consolation bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pools then a knockout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How many coaches of each pool go on to the knockout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resurrection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game with the roster the coach registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After each game the players&apos; post-match steps (star player points, advancements, injuries) carry into the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> coaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many coaches each team of a team tournament has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adjacent (1 v 2, 3 v 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split (top half v bottom half)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep coaches of one club apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+149"/>
        <source>New tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-147"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pools:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through per pool:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Between rounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start a tournament on the left: name it, then register the coaches, pair the first round, enter the results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Tournaments</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1
%2 — %n coach(es)</source>
        <translation>
            <numerusform>%1
%2 — %n coach</numerusform>
            <numerusform>%1
%2 — %n coaches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Type the tournament&apos;s name first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TrackedMatchList</name>
    <message>
        <location filename="../views/match/TrackedMatchList.cpp" line="+19"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Exhibition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>League fixture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TurnMarkers</name>
    <message>
        <location filename="../views/match/TurnMarkers.cpp" line="+28"/>
        <source>Turn %1 of 8</source>
        <extracomment>Accessible text and tooltip of the turn marker; %1 is the turn number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No turn played yet this half</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TurnTimer</name>
    <message>
        <location filename="../views/match/TurnTimer.cpp" line="+21"/>
        <source>4 min</source>
        <extracomment>A toggle on the scoreboard: the four-minute turn timer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count down four minutes from the start of each team turn and offer the turnover when time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turns the four-minute turn timer on or off. When a turn&apos;s time is up, the tracker offers the turnover; the coach decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The time left in the active team&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Time!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dugout::TypedTeamPanel</name>
    <message>
        <location filename="../views/bloodyball/TypedTeamPanel.cpp" line="+14"/>
        <source>Type a team in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Add the team</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
