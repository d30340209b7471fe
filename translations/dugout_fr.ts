<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ActionChecks</name>
    <message>
        <location filename="../views/match/ActionChecks.cpp" line="+171"/>
        <source>No match is open.</source>
        <translation>Aucun match n&apos;est ouvert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Click a player of %1 first.</source>
        <extracomment>Tooltip of a tracker button waiting for a player; %1 is a team name.</extracomment>
        <translation>Cliquez d&apos;abord sur un joueur de %1.</translation>
    </message>
</context>
<context>
    <name>Advancement</name>
    <message>
        <location filename="../core/team/Advancement.cpp" line="+10"/>
        <source>Each die of an advancement roll shows 1 to 6.</source>
        <translation>Chaque dé d&apos;un jet de progression donne de 1 à 6.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 has no advancement roll waiting.</source>
        <translation>%1 n&apos;a aucun jet de progression en attente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A roll of %1 and %2 does not allow this choice.</source>
        <translation>Un jet de %1 et %2 ne permet pas ce choix.</translation>
    </message>
</context>
<context>
    <name>AreaGuide</name>
    <message>
        <location filename="../views/help/AreaGuide.cpp" line="+18"/>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where you start: the database Dugout works in (a file, or a league server), what is under way in it (a match being tracked, the latest results) and the way into every other area.</source>
        <translation>Le point de départ : la base de données où travaille Dugout (un fichier ou un serveur de ligue), ce qui y est en cours (un match suivi, les derniers résultats) et l&apos;entrée vers toutes les autres parties.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the demo league to see a season half played, or make a database of your own with File → New database….</source>
        <translation>Ouvrez la ligue de démonstration pour voir une saison à moitié jouée, ou créez votre propre base avec Fichier → Nouvelle base de données….</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create your first team from the Teams area, or import one you already have (a Dugout file, a CSV roster or an OBBLM export).</source>
        <translation>Créez votre première équipe dans la partie Équipes, ou importez-en une que vous avez déjà (un fichier Dugout, une feuille CSV ou un export OBBLM).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Come back here to resume a match you were tracking: it is listed with its score.</source>
        <translation>Revenez ici pour reprendre un match que vous suiviez : il est listé avec son score.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every team of the database: build a new one within its budget, then keep its roster between matches (hiring, advancements, injuries, the treasury&apos;s ledger), print its sheet and follow it on charts.</source>
        <translation>Toutes les équipes de la base : créez-en une dans son budget, puis tenez sa feuille d&apos;équipe entre les matchs (recrutements, progressions, blessures, livre de comptes de la trésorerie), imprimez sa feuille et suivez-la sur des graphiques.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press New team, choose the roster, then hire players until the budget says what is left; Confirm makes it a team that can play.</source>
        <translation>Cliquez sur Nouvelle équipe, choisissez l&apos;équipe, puis recrutez des joueurs jusqu&apos;à ce que le budget indique ce qui reste ; Confirmer en fait une équipe qui peut jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a match, open the team to resolve its pending advancements with Advance… (the roll or the pick is checked against the rules).</source>
        <translation>Après un match, ouvrez l&apos;équipe pour résoudre ses progressions en attente avec Progresser… (le jet ou le choix est vérifié selon les règles).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use File → Print team sheet… or Export team… to take the team to the table or to another coach.</source>
        <translation>Utilisez Fichier → Imprimer la feuille d&apos;équipe… ou Exporter l&apos;équipe… pour emporter l&apos;équipe à la table ou la donner à un autre coach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>League</source>
        <translation>Ligue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The commissioner&apos;s desk: leagues and their options, seasons and divisions, the schedule, results recorded with the whole post-match sequence, the standings and the league&apos;s statistics and charts.</source>
        <translation>Le bureau du commissaire : les ligues et leurs options, les saisons et divisions, le calendrier, les résultats enregistrés avec toute la séquence d&apos;après-match, le classement, les statistiques et les graphiques de la ligue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a league with New league, then Add teams: only confirmed teams may join.</source>
        <translation>Créez une ligue avec Nouvelle ligue, puis Ajouter des équipes : seules les équipes confirmées peuvent la rejoindre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a season and generate its round robin from the Schedule tab.</source>
        <translation>Commencez une saison et générez son championnat aller simple ou aller-retour depuis l&apos;onglet Calendrier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record each result from its fixture: the post-match sequence is shown before you confirm it, and the Standings tab follows (Export… writes it as a workbook).</source>
        <translation>Enregistrez chaque résultat depuis sa rencontre : la séquence d&apos;après-match est montrée avant que vous la confirmiez, et l&apos;onglet Classement suit (Exporter… l&apos;écrit dans un classeur).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match followed live beside the board: the pre-match, every set-up and kick-off, each team turn with its dice, and a log you can undo. Every step is saved at once.</source>
        <translation>Un match suivi en direct à côté du terrain : l&apos;avant-match, chaque mise en place et coup d&apos;envoi, chaque tour d&apos;équipe avec ses dés, et un journal que l&apos;on peut annuler. Chaque étape est enregistrée aussitôt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a match from a league fixture or as an exhibition, and walk through the pre-match with the coaches.</source>
        <translation>Commencez un match depuis une rencontre de ligue ou en match amical, et déroulez l&apos;avant-match avec les coachs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>During a turn, click a player (or type his number), then the action: the tracker asks for the dice it needs and refuses what the rules forbid.</source>
        <translation>Pendant un tour, cliquez sur un joueur (ou tapez son numéro), puis sur l&apos;action : le suivi demande les dés nécessaires et refuse ce que les règles interdisent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Shift+F1 and click any control of the tracker to learn what it does; the odds beside the selected player show his chance.</source>
        <translation>Appuyez sur Maj+F1 puis cliquez sur n&apos;importe quelle commande du suivi pour savoir à quoi elle sert ; les chances à côté du joueur sélectionné montrent sa probabilité de réussite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tournaments</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open tournaments: coaches registered from a list, swiss rounds paired so that no two coaches meet twice, results, standings with the tournament&apos;s tie-breakers, and the NAF report.</source>
        <translation>Les tournois ouverts : coachs inscrits depuis une liste, rondes suisses appariées pour que deux coachs ne se rencontrent jamais deux fois, résultats, classement avec les départages du tournoi, et le rapport NAF.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a tournament and register its coaches (one by one or from a CSV list).</source>
        <translation>Créez un tournoi et inscrivez ses coachs (un par un ou depuis une liste CSV).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pair the first round, then enter each table&apos;s result.</source>
        <translation>Appariez la première ronde, puis saisissez le résultat de chaque table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair the next rounds; at the end, export the standings and the NAF report.</source>
        <translation>Appariez les rondes suivantes ; à la fin, exportez le classement et le rapport NAF.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rulebook</source>
        <translation>Livre de règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The LRB6 rules Dugout applies, to read at the table: rosters, skills, star players, inducements, tables and special play cards, in English and French.</source>
        <translation>Les règles LRB6 qu&apos;applique Dugout, à lire à la table : équipes, compétences, joueurs vedettes, coups de pouce, tables et cartes de jeu spéciales, en anglais et en français.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick a roster to see its positions, their costs and characteristics.</source>
        <translation>Choisissez une équipe pour voir ses postes, leur coût et leurs caractéristiques.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search a skill by its English or French name.</source>
        <translation>Cherchez une compétence par son nom anglais ou français.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the tables (kick-off, weather, injuries) when a roll needs reading.</source>
        <translation>Ouvrez les tables (coup d&apos;envoi, météo, blessures) quand un jet doit être lu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bloody Ball</source>
        <translation>Bloody Ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bloody Ball, the short game of five players a side: teams drawn from your LRB6 teams, games played quarter by quarter, and the league table.</source>
        <translation>Bloody Ball, le jeu court à cinq joueurs par camp : équipes tirées de vos équipes LRB6, parties jouées quart-temps par quart-temps, et le classement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a Bloody Ball team from one of your teams.</source>
        <translation>Tirez une équipe de Bloody Ball de l&apos;une de vos équipes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a game, quarter by quarter, with the dice Dugout rolls or you type.</source>
        <translation>Jouez une partie, quart-temps par quart-temps, avec les dés que Dugout lance ou que vous saisissez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the table of the games played.</source>
        <translation>Suivez le classement des parties jouées.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first three things to do</source>
        <translation>Les trois premières choses à faire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>F1 opens this guide for the area on screen; Shift+F1 then a click explains any control of the match tracker.</source>
        <translation>F1 ouvre ce guide pour la partie affichée ; Maj+F1 puis un clic explique n&apos;importe quelle commande du suivi de match.</translation>
    </message>
</context>
<context>
    <name>BackupRestore</name>
    <message>
        <location filename="../core/storage/BackupRestore.cpp" line="+37"/>
        <source>%1 is the database itself; name a backup copy to restore.</source>
        <translation>%1 est la base de données elle-même ; indiquez une copie de sauvegarde à restaurer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a whole Dugout database; it cannot replace the database.</source>
        <translation>%1 n&apos;est pas une base de données Dugout intacte ; elle ne peut pas remplacer la base de données.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot read the backup %1: %2</source>
        <translation>Impossible de lire la sauvegarde %1 : %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot write beside %1: %2</source>
        <translation>Impossible d&apos;écrire à côté de %1 : %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot copy the backup %1: %2</source>
        <translation>Impossible de copier la sauvegarde %1 : %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot move the damaged database aside to %1.</source>
        <translation>Impossible de mettre de côté la base de données endommagée sous le nom %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The backup was copied to %1 but could not take the database&apos;s name.</source>
        <translation>La sauvegarde a été copiée dans %1 mais n&apos;a pas pu prendre le nom de la base de données.</translation>
    </message>
</context>
<context>
    <name>BloodyBall</name>
    <message>
        <location filename="../core/bloodyball/BloodyGame.cpp" line="+37"/>
        <source>Bloody Ball is played by two coaches, or four in the four-coach variant.</source>
        <translation>Le Bloody Ball se joue à deux coachs, ou à quatre dans la variante à 4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each team needs a name.</source>
        <translation>Chaque équipe doit avoir un nom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/bloodyball/BloodyTeam.cpp" line="+13"/>
        <source>%1 needs exactly five players.</source>
        <translation>%1 doit compter exactement cinq joueurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player of %1 needs a name.</source>
        <translation>Chaque joueur de %1 doit avoir un nom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../core/bloodyball/BloodyTeam.cpp" line="+15"/>
        <source>%1 needs a Champion.</source>
        <translation>%1 doit avoir un Champion.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Event %1: %2</source>
        <translation>Événement %1 : %2</translation>
    </message>
    <message>
        <location filename="../core/bloodyball/BloodyGameFile.cpp" line="+155"/>
        <source>Unknown event type &quot;%1&quot;.</source>
        <translation>Type d&apos;événement inconnu « %1 ».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is missing or wrong.</source>
        <translation>« %1 » manque ou est incorrect.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>&quot;deck&quot; must be &quot;54&quot;, &quot;52&quot; or &quot;2x32&quot;.</source>
        <translation>« deck » doit valoir « 54 », « 52 » ou « 2x32 ».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;teams&quot; must list the two teams.</source>
        <translation>« teams » doit lister les deux équipes.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>not a JSON object (%1).</source>
        <translation>ce n&apos;est pas un objet JSON (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a Bloody Ball game: the first line must be {&quot;dugout_bloodyball&quot;: %1, &quot;setup&quot;: {…}}.</source>
        <translation>ce n&apos;est pas une partie de Bloody Ball : la première ligne doit être {&quot;dugout_bloodyball&quot;: %1, &quot;setup&quot;: {…}}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file was written by a newer Dugout (format %1; this one reads %2).</source>
        <translation>le fichier a été écrit par un Dugout plus récent (format %1 ; celui-ci lit le %2).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Line %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is empty: a Bloody Ball game starts with its header line.</source>
        <translation>Le fichier est vide : une partie de Bloody Ball commence par sa ligne d&apos;en-tête.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not save the game to %1: %2</source>
        <translation>Impossible d&apos;enregistrer la partie dans %1 : %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location filename="../core/bloodyball/BloodyResolver.cpp" line="+14"/>
        <source>The game is over: four quarters were played.</source>
        <translation>La partie est terminée : les quatre quart-temps ont été joués.</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>The event carries %n dice more than it needs.</source>
        <translation>
            <numerusform>L&apos;événement porte %n dé de plus que nécessaire.</numerusform>
            <numerusform>L&apos;événement porte %n dés de plus que nécessaire.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The quarter is still being played.</source>
        <translation>Le quart-temps est encore en cours.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the coach who starts the first quarter.</source>
        <translation>Tirez au sort le coach qui commence le premier quart-temps.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the first quarter&apos;s starter is drawn; the others follow in turn.</source>
        <translation>Seul le premier quart-temps est tiré au sort ; les suivants commencent à tour de rôle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With real cards Dugout does not know the deck order.</source>
        <translation>Avec de vraies cartes, Dugout ne connaît pas l&apos;ordre du paquet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The shuffled deck must hold each of the %1 cards once.</source>
        <translation>Le paquet mélangé doit contenir chacune des %1 cartes une fois.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Quarter %1: %2 attack.</source>
        <translation>Quart-temps %1 : %2 en attaque.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players are set up only at the start of a quarter.</source>
        <translation>Les joueurs ne se placent qu&apos;au début d&apos;un quart-temps.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 set up first: the attacking team places, then the defending team.</source>
        <translation>%1 se place d&apos;abord : l&apos;équipe qui attaque place ses joueurs, puis celle qui défend.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place all five players.</source>
        <translation>Placez les cinq joueurs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not in the team&apos;s own half.</source>
        <translation>%1 n&apos;est pas dans la moitié de terrain de l&apos;équipe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players on %1.</source>
        <translation>Deux joueurs sur %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At least three players stand against the half-way line (%1 do).</source>
        <translation>Au moins trois joueurs doivent être contre la ligne médiane (il y en a %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 set up.</source>
        <translation>%1 est en place.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The ball is handed out once both teams are set up.</source>
        <translation>Le ballon est confié une fois les deux équipes en place.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attacking team, %1, gets the ball.</source>
        <translation>C&apos;est l&apos;équipe qui attaque, %1, qui reçoit le ballon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one of the attacking team&apos;s players.</source>
        <translation>Choisissez un joueur de l&apos;équipe qui attaque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+324"/>
        <source>%1 takes the ball.</source>
        <translation>%1 s&apos;empare du ballon.</translation>
    </message>
    <message>
        <location line="-315"/>
        <source>With real cards, type the suit of the card played.</source>
        <translation>Avec de vraies cartes, indiquez la couleur de la carte jouée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This deck has no jokers.</source>
        <translation>Ce paquet n&apos;a pas de jokers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All %1 cards of %2 were already played this quarter.</source>
        <translation>Les %1 cartes de %2 ont déjà toutes été jouées ce quart-temps.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That card is not in the hand of the coach to play.</source>
        <translation>Cette carte n&apos;est pas dans la main du coach qui joue.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Say which suit the joker stands for.</source>
        <translation>Indiquez la couleur que représente le joker.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No card is played now.</source>
        <translation>Aucune carte ne se joue maintenant.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 may react to the last action first: dodge, intercept, or decline.</source>
        <translation>%1 peut d&apos;abord réagir à la dernière action : esquive, interception, ou pas de réaction.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dodges and interceptions are reactions: they answer an opponent&apos;s attack or pass.</source>
        <translation>L&apos;esquive et l&apos;interception sont des réactions : elles répondent à une attaque ou une passe adverse.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This card can still be used; a card is discarded only when no action can use it.</source>
        <translation>Cette carte peut encore servir ; on ne défausse une carte que si aucune action ne peut l&apos;utiliser.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>joker as %1</source>
        <translation>joker joué en %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 discards %2: no action can use it.</source>
        <translation>%1 défausse %2 : aucune action ne peut l&apos;utiliser.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 recovers his senses and lies on the ground.</source>
        <translation>%1 retrouve ses esprits et reste au sol.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gets up.</source>
        <translation>%1 se relève.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 moves to %2.</source>
        <translation>%1 se déplace en %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 tries to stand up heroically</source>
        <translation>%1 tente de se relever par un déplacement héroïque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is up.</source>
        <translation>%1 est debout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 falls back to the ground.</source>
        <translation>%1 retombe au sol.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 makes a heroic move to %2.</source>
        <translation>%1 fait un déplacement héroïque en %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s heroic move</source>
        <translation>Déplacement héroïque de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 falls.</source>
        <translation>%1 tombe.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 attacks %2</source>
        <translation>%1 attaque %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is removed from play.</source>
        <translation>%1 est éliminé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>The attack fails.</source>
        <translation>L&apos;attaque échoue.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 passes to %2</source>
        <translation>%1 fait une passe à %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 dodges to %2.</source>
        <translation>%1 esquive en %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s dodge</source>
        <translation>Esquive de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stays on his feet.</source>
        <translation>%1 reste debout.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+43"/>
        <source>%1 is KO.</source>
        <translation>%1 est KO.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1 tries to intercept</source>
        <translation>%1 tente une interception</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 intercepts the ball.</source>
        <translation>%1 intercepte le ballon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The interception fails.</source>
        <translation>L&apos;interception échoue.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No reaction is possible.</source>
        <translation>Aucune réaction n&apos;est possible.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 catches the ball.</source>
        <translation>%1 reçoit le ballon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pass misses %1.</source>
        <translation>La passe rate %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is nothing to react to.</source>
        <translation>Il n&apos;y a rien à quoi réagir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not react.</source>
        <translation>%1 ne réagit pas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 picks up the ball.</source>
        <translation>%1 ramasse le ballon.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ball is lost on %1; %2 choose where it goes first.</source>
        <translation>Le ballon est perdu en %1 ; %2 choisit sa première case de déviation.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The ball is not bouncing.</source>
        <translation>Le ballon ne dévie pas en ce moment.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 choose where the ball goes.</source>
        <translation>C&apos;est à %1 de faire dévier le ballon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ball moves to a square next to %1.</source>
        <translation>Le ballon dévie sur une case adjacente à %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ball never goes back to the square it came from.</source>
        <translation>Le ballon ne revient jamais dans la case d&apos;où il provient.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ball goes to %1.</source>
        <translation>Le ballon dévie en %1.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>End of quarter %1: the phases are played.</source>
        <translation>Fin du quart-temps %1 : les phases d&apos;action sont jouées.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Action phase %1: %n cards for each coach.</source>
        <translation>
            <numerusform>Phase d&apos;action %1 : %n carte par coach.</numerusform>
            <numerusform>Phase d&apos;action %1 : %n cartes par coach.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is over: %1 %2, %3 %4.</source>
        <translation>La partie est terminée : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Touchdown! %1 scores for %2.</source>
        <translation>Touchdown ! %1 marque pour %2.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: succeeds without a roll%2.</source>
        <translation>%1 : réussite automatique%2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: would need %2+, it cannot succeed%3.</source>
        <translation>%1 : il faudrait %2+, échec automatique%3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2+ needed%3, rolled %4.</source>
        <translation>%1 : %2+ requis%3, le dé donne %4.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Champion re-rolls: %1.</source>
        <translation>Le Champion relance : %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A die is missing: the action needs die number %1.</source>
        <translation>Il manque un dé : l&apos;action demande le dé n°%1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A D6 shows 1 to 6, not %1.</source>
        <translation>Un D6 donne de 1 à 6, pas %1.</translation>
    </message>
    <message>
        <location filename="../core/bloodyball/BloodyRules.cpp" line="+70"/>
        <source>engaged before the move</source>
        <translation>engagé avant le mouvement</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>engaged after the move</source>
        <translation>engagé après le mouvement</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>attacker engaged by another opponent</source>
        <translation>attaquant engagé par un autre adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target engaged by another opponent</source>
        <translation>cible engagée par un autre adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target on the ground</source>
        <translation>cible au sol</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>thrower engaged</source>
        <translation>lanceur engagé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>receiver engaged</source>
        <translation>receveur engagé</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>interceptor engaged</source>
        <translation>intercepteur engagé</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (Champion)</source>
        <translation>%1 (Champion)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>substitute for %1</source>
        <translation>remplaçant de %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+134"/>
        <source>Choose one of your players.</source>
        <translation>Choisissez l&apos;un de vos joueurs.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 was removed from play for this quarter.</source>
        <translation>%1 est éliminé pour ce quart-temps.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a KO player recovers his senses.</source>
        <translation>Seul un joueur KO retrouve ses esprits.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a player on the ground gets up.</source>
        <translation>Seul un joueur au sol se relève.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Getting up takes a black card; with a red card try a heroic move.</source>
        <translation>Se relever demande une carte noire ; avec une carte rouge, tentez un déplacement héroïque.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only a red card&apos;s heroic move stands a player up; a black card gets him up without a test.</source>
        <translation>Seul le déplacement héroïque d&apos;une carte rouge relève un joueur ; une carte noire le relève sans test.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player on the ground stands up where he lies; he cannot move.</source>
        <translation>Un joueur au sol se relève sur place ; il ne peut pas se déplacer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is KO: the only action open to him is to recover his senses.</source>
        <translation>%1 est KO : sa seule action possible est de retrouver ses esprits.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is on the ground: the only action open to him is to get up.</source>
        <translation>%1 est au sol : sa seule action possible est de se relever.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A move takes a black card; with a red card only a heroic move is possible.</source>
        <translation>Un déplacement demande une carte noire ; avec une carte rouge, seul un déplacement héroïque est possible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player moves one square, to a square next to him.</source>
        <translation>Un joueur se déplace d&apos;une case, sur une case adjacente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+75"/>
        <source>%1 is taken by another player.</source>
        <translation>%1 est occupée par un autre joueur.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With ♣ the move crosses a side of the square (forward, back or sideways), not a corner.</source>
        <translation>Avec ♣ le déplacement se fait horizontalement ou verticalement, pas en diagonale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With ♠ the move crosses a corner of the square (diagonally).</source>
        <translation>Avec ♠ le déplacement se fait en diagonale.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An attack takes a red card: ♦ across a side, ♥ across a corner.</source>
        <translation>Une attaque demande une carte rouge : ♦ horizontalement ou verticalement, ♥ en diagonale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a standing player attacks.</source>
        <translation>Seul un joueur debout peut attaquer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no opponent on %1 to attack.</source>
        <translation>Il n&apos;y a pas d&apos;adversaire à attaquer en %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The attacker must be next to his target.</source>
        <translation>L&apos;attaquant doit être adjacent à sa cible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With ♦ the attack crosses a side of the square, not a corner; use ♥ for a diagonal attack.</source>
        <translation>Avec ♦ l&apos;attaque se fait horizontalement ou verticalement ; utilisez ♥ pour attaquer en diagonale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With ♥ the attack crosses a corner of the square; use ♦ across a side.</source>
        <translation>Avec ♥ l&apos;attaque se fait en diagonale ; utilisez ♦ horizontalement ou verticalement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A pass takes a red card.</source>
        <translation>Une passe demande une carte rouge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the ball carrier passes.</source>
        <translation>Seul le porteur du ballon fait une passe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pass must go to a standing team-mate (any distance).</source>
        <translation>La passe doit aller à un coéquipier debout (à n&apos;importe quelle distance).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A dodge answers an opponent&apos;s attack on one of your standing players.</source>
        <translation>Une esquive répond à l&apos;attaque d&apos;un adversaire contre l&apos;un de vos joueurs debout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the attacked player dodges: %1.</source>
        <translation>Seul le joueur attaqué esquive : %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A ♥ attack is dodged with ♣.</source>
        <translation>Une attaque de ♥ s&apos;esquive avec du ♣.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ♦ attack is dodged with ♠.</source>
        <translation>Une attaque de ♦ s&apos;esquive avec du ♠.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A ♣ dodge moves across a side of the square.</source>
        <translation>Une esquive à ♣ se fait horizontalement ou verticalement.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ♠ dodge moves across a corner of the square.</source>
        <translation>Une esquive à ♠ se fait en diagonale.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An interception answers a pass by the opponent.</source>
        <translation>Une interception répond à une passe adverse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An interception takes a black card.</source>
        <translation>Une interception demande une carte noire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a standing player intercepts.</source>
        <translation>Seul un joueur debout peut intercepter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not under the ball&apos;s path from %2 to %3.</source>
        <translation>%1 n&apos;est pas sous la trajectoire du ballon de %2 à %3.</translation>
    </message>
    <message>
        <location filename="../core/bloodyball/Card.cpp" line="+51"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../core/bloodyball/BloodyLeagueTable.cpp" line="+66"/>
        <source>The game is not over: only a finished game&apos;s result is kept.</source>
        <translation>La partie n&apos;est pas terminée : seul le résultat d&apos;une partie finie est conservé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no Bloody Ball team called %1 in the database: add the team before keeping its result.</source>
        <translation>Aucune équipe de Bloody Ball ne s&apos;appelle %1 dans la base : ajoutez l&apos;équipe avant de conserver son résultat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A team cannot play itself.</source>
        <translation>Une équipe ne peut pas jouer contre elle-même.</translation>
    </message>
    <message>
        <location filename="../core/bloodyball/BloodyTeam.cpp" line="-18"/>
        <source>The team&apos;s name</source>
        <translation>Le nom de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player %1&apos;s name</source>
        <translation>Le nom du joueur %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two players of %1 are called %2.</source>
        <translation>Deux joueurs de %1 s&apos;appellent %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a figure for each of its five players, or none.</source>
        <translation>%1 doit avoir une figurine pour chacun de ses cinq joueurs, ou aucune.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A figure</source>
        <translation>Une figurine</translation>
    </message>
    <message>
        <location filename="../core/bloodyball/TeamDraw.cpp" line="+32"/>
        <source>Players of %1 who can play: %2; a Bloody Ball team needs five.</source>
        <translation>Joueurs de %1 qui peuvent jouer : %2 ; une équipe de Bloody Ball en demande cinq.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose exactly five players of %1.</source>
        <translation>Choisissez exactement cinq joueurs de %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no player number %2 who can play.</source>
        <translation>%1 n&apos;a pas de joueur numéro %2 qui puisse jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player number %1 is chosen twice.</source>
        <translation>Le joueur numéro %1 est choisi deux fois.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No. %1</source>
        <translation>N° %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The Champion, number %1, is not one of the five chosen.</source>
        <translation>Le Champion, numéro %1, n&apos;est pas l&apos;un des cinq choisis.</translation>
    </message>
</context>
<context>
    <name>BloodyBallCommand</name>
    <message>
        <location filename="../app/cli/BloodyBallCommand.cpp" line="+23"/>
        <source>the deck shuffled for quarter %1</source>
        <translation>le paquet mélangé pour le quart-temps %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to set up</source>
        <translation>le placement de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to hand out the ball</source>
        <translation>%1 pour confier le ballon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play a card (seat %2)</source>
        <translation>%1 pour jouer une carte (place %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to react or decline</source>
        <translation>%1 pour réagir ou non</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move the ball from %2</source>
        <translation>%1 pour faire dévier le ballon depuis %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing: the game is over</source>
        <translation>rien : la partie est terminée</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replay a Bloody Ball game file through the rules and print it</source>
        <translation>Rejouer un fichier de partie de Bloody Ball selon les règles et l&apos;afficher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Bloody Ball games computer against random (or computer) and print the results</source>
        <translation>Jouer des parties de Bloody Ball, l&apos;ordinateur contre le hasard (ou contre lui-même), et afficher les résultats</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the Bloody Ball teams kept in the database</source>
        <translation>Lister les équipes de Bloody Ball conservées dans la base</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a Bloody Ball team of five named players (the Champion is player 1 unless --champion says)</source>
        <translation>Ajouter une équipe de Bloody Ball de cinq joueurs nommés (le Champion est le joueur 1 sauf si --champion en désigne un autre)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a Bloody Ball team drawn from five players of a Dugout team (by shirt number; the five with the most SPP by default)</source>
        <translation>Ajouter une équipe de Bloody Ball tirée de cinq joueurs d&apos;une équipe de Dugout (par numéro de maillot ; par défaut les cinq qui ont le plus de PSP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the result of a finished Bloody Ball game file for the league table</source>
        <translation>Conserver le résultat d&apos;un fichier de partie de Bloody Ball terminée pour le classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the Bloody Ball league table</source>
        <translation>Afficher le classement de Bloody Ball</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many games to simulate (default 1000).</source>
        <translation>Nombre de parties à simuler (1000 par défaut).</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Seed of the dice and of the random coach (default 1).</source>
        <translation>Graine des dés et du coach au hasard (1 par défaut).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s opponent: random (default) or computer.</source>
        <translation>L&apos;adversaire de l&apos;ordinateur : random (par défaut) ou computer.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>who</source>
        <translation>qui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Champion: his place among the five (add-team) or his shirt number (draw).</source>
        <translation>Le Champion : sa place parmi les cinq (add-team) ou son numéro de maillot (draw).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The figure standing for each player, separated by commas.</source>
        <translation>La figurine qui représente chaque joueur, séparées par des virgules.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>list</source>
        <translation>liste</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The shirt numbers of the five players drawn, separated by commas.</source>
        <translation>Les numéros de maillot des cinq joueurs tirés, séparés par des virgules.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--games takes a number from 1 to 100000.</source>
        <translation>--games prend un nombre de 1 à 100000.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--seed takes a whole number.</source>
        <translation>--seed prend un nombre entier.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--against takes random or computer.</source>
        <translation>--against prend random ou computer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 games, computer against %2 (seed %3):</source>
        <translation>%1 parties, l&apos;ordinateur contre %2 (graine %3) :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  computer won %1 (%2%), lost %3, drew %4</source>
        <translation>  l&apos;ordinateur en a gagné %1 (%2 %), perdu %3, fait match nul dans %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  touchdowns: computer %1, opponent %2</source>
        <translation>  touchdowns : ordinateur %1, adversaire %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  computer&apos;s decisions: %1, %2 ms on average, %3 ms at most</source>
        <translation>  décisions de l&apos;ordinateur : %1, %2 ms en moyenne, %3 ms au plus</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>usage: dugout bloodyball replay FILE, simulate [--games N] [--seed S] [--against random|computer], teams, add-team, draw, record FILE or table</source>
        <translation>usage : dugout bloodyball replay FICHIER, simulate [--games N] [--seed S] [--against random|computer], teams, add-team, draw, record FICHIER ou table</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <location filename="../app/cli/BloodyBallLeagueActions.cpp" line="+176"/>
        <location line="+3"/>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Quarter %1: %2 attacked, %3</source>
        <translation>Quart-temps %1 : %2 en attaque, %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>touchdown for %1</source>
        <translation>Touchdown pour %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>under way</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no touchdown</source>
        <translation>pas de Touchdown</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score: %1 %2, %3 %4</source>
        <translation>Score : %1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for: %1</source>
        <translation>En attente de : %1</translation>
    </message>
    <message>
        <location filename="../app/cli/BloodyBallLeagueActions.cpp" line="-125"/>
        <source>Bloody Ball team %1 added: %2</source>
        <translation>Équipe de Bloody Ball %1 ajoutée : %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No Bloody Ball team yet: add one with &apos;dugout bloodyball add-team&apos; or &apos;dugout bloodyball draw&apos;.</source>
        <translation>Aucune équipe de Bloody Ball pour l&apos;instant : ajoutez-en une avec « dugout bloodyball add-team » ou « dugout bloodyball draw ».</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>usage: dugout bloodyball add-team NAME PLAYER1 PLAYER2 PLAYER3 PLAYER4 PLAYER5 [--champion N] [--figures A,B,C,D,E]</source>
        <translation>usage : dugout bloodyball add-team NOM JOUEUR1 JOUEUR2 JOUEUR3 JOUEUR4 JOUEUR5 [--champion N] [--figures A,B,C,D,E]</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--champion takes the Champion&apos;s place among the five players, 1 to 5.</source>
        <translation>--champion attend la place du Champion parmi les cinq joueurs, de 1 à 5.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--figures takes five figures separated by commas.</source>
        <translation>--figures attend cinq figurines séparées par des virgules.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>usage: dugout bloodyball draw TEAM_ID [--players N,N,N,N,N] [--champion N]</source>
        <translation>usage : dugout bloodyball draw ID_EQUIPE [--players N,N,N,N,N] [--champion N]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--players takes shirt numbers separated by commas.</source>
        <translation>--players attend des numéros de maillot séparés par des virgules.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--champion takes the Champion&apos;s shirt number.</source>
        <translation>--champion attend le numéro de maillot du Champion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The built-in rules could not be loaded.</source>
        <translation>Les règles intégrées n&apos;ont pas pu être chargées.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Bloody Ball team %1 drawn from team %2: %3</source>
        <translation>Équipe de Bloody Ball %1 tirée de l&apos;équipe %2 : %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>usage: dugout bloodyball record FILE</source>
        <translation>usage : dugout bloodyball record FICHIER</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Result kept: %1 %2, %3 %4</source>
        <translation>Résultat conservé : %1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Bloody Ball league table</source>
        <translation>Classement de Bloody Ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD for</source>
        <translation>TD pour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD against</source>
        <translation>TD contre</translation>
    </message>
</context>
<context>
    <name>BloodyBallStore</name>
    <message>
        <location filename="../core/storage/BloodyBallStore.cpp" line="+90"/>
        <source>There is already a Bloody Ball team called %1.</source>
        <translation>Il existe déjà une équipe de Bloody Ball appelée %1.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>This game&apos;s result is already kept (game %1).</source>
        <translation>Le résultat de cette partie est déjà conservé (partie %1).</translation>
    </message>
</context>
<context>
    <name>CardEffects</name>
    <message>
        <location filename="../core/match/CardEffects.cpp" line="+33"/>
        <source>standing</source>
        <translation>debout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prone</source>
        <translation>à terre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stunned</source>
        <translation>sonné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the reserves</source>
        <translation>en réserve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knocked out</source>
        <translation>KO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a casualty</source>
        <translation>sorti (blessé)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sent off</source>
        <translation>expulsé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fainted</source>
        <translation>évanoui</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+2"/>
        <source>a player of %1</source>
        <translation>un joueur de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a player of either team</source>
        <translation>un joueur de l&apos;une ou l&apos;autre équipe</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+305"/>
        <source>%1 has no player #%2.</source>
        <translation>%1 n&apos;a pas de joueur n°%2.</translation>
    </message>
    <message>
        <location line="-297"/>
        <source>%1 is %2; %3 takes a player who is %4.</source>
        <translation>%1 est %2 ; %3 vise un joueur %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s casualty (%2) is below %3: %4 does not take it.</source>
        <translation>La blessure de %1 (%2) est inférieure à %3 : %4 ne s&apos;applique pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>badly hurt</source>
        <translation>gravement touché</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s casualty (%2) is worse than badly hurt: %3 does not take it.</source>
        <translation>La blessure de %1 (%2) est plus grave que gravement touché : %3 ne s&apos;applique pas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has ST %2; %3 takes ST %4 or less.</source>
        <translation>%1 a une F de %2 ; %3 vise une F de %4 ou moins.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has %2: %3 does not take him.</source>
        <translation>%1 a %2 : %3 ne s&apos;applique pas à lui.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 took an action in his team&apos;s last turn: %2 takes a player who did not.</source>
        <translation>%1 a agi au dernier tour de son équipe : %2 désigne un joueur qui n&apos;a pas agi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 did not score: %2 takes the scorer.</source>
        <translation>%1 n&apos;a pas marqué : %2 vise le marqueur.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose the skill %1 gains with %2.</source>
        <translation>Choisissez la compétence que %1 gagne avec %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no roster position, so no normal skill categories: %2 cannot give him a skill.</source>
        <translation>%1 n&apos;a pas de poste dans un roster, donc aucune catégorie de compétences normale : %2 ne peut pas lui donner de compétence.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not in the normal categories of %2.</source>
        <translation>%1 n&apos;est pas dans les catégories normales de %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 already has %2.</source>
        <translation>%1 a déjà %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has %2, which excludes %3.</source>
        <translation>%1 a %2, qui exclut %3.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is now %2.</source>
        <translation>%1 est maintenant %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>loses %n skill(s)</source>
        <translation>
            <numerusform>perd %n compétence</numerusform>
            <numerusform>perd %n compétences</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+119"/>
        <location line="+72"/>
        <source>%1 %2: %3.</source>
        <translation>%1 %2 : %3.</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>%1: D6 %2.</source>
        <translation>%1 : D6 %2.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: nothing happens.</source>
        <translation>%1 : il ne se passe rien.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 draws %2 of %3 at random: %4.</source>
        <translation>%1 tire au hasard %2 joueurs de %3 : %4.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: choose one of %2.</source>
        <translation>%1 : choisissez parmi %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+184"/>
        <location line="+30"/>
        <source>Name one player of %1 for %2.</source>
        <translation>Désignez un joueur de %1 pour %2.</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>%1 is out of the match.</source>
        <translation>%1 est hors du match.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes no player.</source>
        <translation>%1 ne désigne aucun joueur.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The weather is now %1.</source>
        <translation>La météo est désormais : %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose the weather, one of %2.</source>
        <translation>%1 : choisissez la météo, parmi %2.</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>Name %1 for %2.</source>
        <translation>Désignez %1 pour %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+357"/>
        <source>%1 is named twice.</source>
        <translation>%1 est désigné deux fois.</translation>
    </message>
    <message numerus="yes">
        <location line="-339"/>
        <source>%1 takes %n player(s).</source>
        <translation>
            <numerusform>%1 vise %n joueur.</numerusform>
            <numerusform>%1 vise %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: D6 %2, below %3: nothing happens.</source>
        <translation>%1 : D6 %2, moins de %3 : rien ne se passe.</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>%1: D%2 %3.</source>
        <translation>%1 : D%2 %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: one D6 per re-roll of %2: %3.</source>
        <translation>%1 : un D6 par relance de %2 : %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 gains %n team re-roll(s) for the match.</source>
        <translation>
            <numerusform>%1 gagne %n relance d&apos;équipe pour le match.</numerusform>
            <numerusform>%1 gagne %n relances d&apos;équipe pour le match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 loses %n team re-roll(s) for the match.</source>
        <translation>
            <numerusform>%1 perd %n relance d&apos;équipe pour le match.</numerusform>
            <numerusform>%1 perd %n relances d&apos;équipe pour le match.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+3"/>
        <source>%1 strikes only players of %2.</source>
        <translation>%1 ne frappe que des joueurs de %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 strikes exactly one player.</source>
        <translation>%1 frappe exactement un joueur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 strikes at most %2 players.</source>
        <translation>%1 frappe au plus %2 joueurs.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 hits nobody.</source>
        <translation>%1 ne touche personne.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unknown position &apos;%1&apos;.</source>
        <translation>Poste inconnu « %1 ».</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 joins %2 as #%3 on the pitch, %4.</source>
        <translation>%1 rejoint %2 sous le n°%3 sur le terrain, %4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 joins %2 as #%3 in the reserves, %4.</source>
        <translation>%1 rejoint %2 sous le n°%3 dans les réserves, %4.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 is not standing on the pitch: %2 throws only a standing player.</source>
        <translation>%1 n&apos;est pas debout sur le terrain : %2 ne lance qu&apos;un joueur debout.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 names the player thrown and at most one player he lands on.</source>
        <translation>%1 désigne le joueur lancé et au plus un joueur sur lequel il retombe.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not on the pitch: nobody lands on him.</source>
        <translation>%1 n&apos;est pas sur le terrain : personne ne lui retombe dessus.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 came down on %2: he cannot land on his feet (Throw Team-Mate): say whether he fell or scattered into the crowd.</source>
        <translation>%1 est retombé sur %2 : il ne peut pas atterrir sur ses pieds (Lancer un Coéquipier) : dites s&apos;il est tombé ou s&apos;il a dévié dans la foule.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 comes down on %2.</source>
        <translation>%1 retombe sur %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 lands on his feet.</source>
        <translation>%1 retombe sur ses pieds.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>%1: say how %2 came down: on his feet, failing his landing, or in the crowd.</source>
        <translation>%1 : dites comment %2 est retombé : sur ses pieds, en ratant son atterrissage, ou dans la foule.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 takes no player: it is played on the pitch.</source>
        <translation>%1 ne vise aucun joueur : elle se joue sur le terrain.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The turnover is cancelled: %1&apos;s turn goes on.</source>
        <translation>Le turnover est annulé : le tour de %1 continue.</translation>
    </message>
</context>
<context>
    <name>CardLasting</name>
    <message>
        <location filename="../core/match/CardLasting.cpp" line="+174"/>
        <source>%1 is over: %2 leaves %3.</source>
        <translation>%1 prend fin : %2 quitte %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>%1 is over for %2.</source>
        <translation>%1 prend fin pour %2.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>for one turn</source>
        <translation>pour un tour</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>for %n team turn(s)</source>
        <translation>
            <numerusform>pour %n tour d&apos;équipe</numerusform>
            <numerusform>pour %n tours d&apos;équipe</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until the end of the drive</source>
        <translation>jusqu&apos;à la fin de la phase de jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until the end of the half</source>
        <translation>jusqu&apos;à la fin de la mi-temps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for this free Blitz</source>
        <translation>pour ce Blitz gratuit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until he loses the ball</source>
        <translation>jusqu&apos;à ce qu&apos;il perde le ballon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for the rest of the match</source>
        <translation>pour le reste du match</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no team re-roll</source>
        <translation>aucune relance d&apos;équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a second Blitz</source>
        <translation>un second Blitz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a second Pass</source>
        <translation>une seconde Passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a second Pass or Hand-off</source>
        <translation>une seconde Passe ou Transmission</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no turnover for a failed pick-up, catch or pass</source>
        <translation>pas de turnover sur un ramassage, une réception ou une passe ratés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on K.O. recovery rolls</source>
        <translation>%1 aux jets de récupération des K.-O.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 FAME on the kick-off table</source>
        <translation>%1 de POP sur la table de Coup d&apos;envoi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every injury roll against him is Stunned</source>
        <translation>tout jet de blessure contre lui donne Sonné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>he cannot be fouled and injury rolls against him are unmodified</source>
        <translation>il ne peut pas subir d&apos;agression et les jets de blessure contre lui ne sont pas modifiés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>armour rolls against him unmodified</source>
        <translation>jets d&apos;armure contre lui non modifiés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first armour roll that breaks his armour only places him prone</source>
        <translation>le premier jet qui passe son armure le met seulement à terre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the armour he breaks only stuns</source>
        <translation>l&apos;armure qu&apos;il passe ne fait que sonner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on injury rolls against its players</source>
        <translation>%1 aux jets de blessure contre ses joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its players pushed into the crowd are only stunned</source>
        <translation>ses joueurs poussés dans la foule sont seulement sonnés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on armour rolls of knocked-down players</source>
        <translation>%1 aux jets d&apos;armure des joueurs plaqués</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this turn&apos;s foul breaks armour</source>
        <translation>l&apos;agression de ce tour passe l&apos;armure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays for this team until the card lapses</source>
        <translation>joue pour cette équipe jusqu&apos;à la fin de la carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>misses the match</source>
        <translation>manque le match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>misses this drive</source>
        <translation>manque cette phase de jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a D6 before each kick-off, 1–3 misses that drive</source>
        <translation>1D6 avant chaque coup d&apos;envoi : sur 1–3, il manque cette phase de jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at each set-up, only one of its two most valuable players available may be set up</source>
        <translation>à chaque placement, seul l&apos;un de ses deux joueurs disponibles de plus grande valeur peut être placé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no K.O. recovery roll: its K.O.&apos;d players may be set up Stunned</source>
        <translation>pas de jet de récupération des KO : ses joueurs KO peuvent être placés Sonnés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a free turn: the turn marker does not move</source>
        <translation>un tour gratuit : le marqueur de tour n&apos;avance pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes one action for the other team this turn</source>
        <translation>agit une fois pour l&apos;autre équipe ce tour-ci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>has acted for the other team this turn</source>
        <translation>a agi pour l&apos;autre équipe ce tour-ci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acts first in his team&apos;s turn or not at all</source>
        <translation>agit le premier dans le tour de son équipe, ou pas du tout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a failed catch or pick-up is a stab</source>
        <translation>une réception ou un ramassage raté est un coup de poignard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blitzes in a free turn</source>
        <translation>fait un Blitz dans un tour gratuit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins Cheering Fans and Brilliant Coaching outright</source>
        <translation>remporte d&apos;office Supporters et Entraînement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins the coin toss</source>
        <translation>gagne le tirage au sort</translation>
    </message>
</context>
<context>
    <name>CardRules</name>
    <message>
        <location filename="../core/match/CardRules.cpp" line="+58"/>
        <source>before the match, once the inducements are bought</source>
        <translation>avant le match, une fois les primes de match achetées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>before %1 sets up for a drive</source>
        <translation>avant que %1 ne place ses joueurs pour un engagement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at the kick-off, once both teams are set up</source>
        <translation>au coup d’envoi, une fois les deux équipes placées</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at the start of a turn of %1, before any of its players acts</source>
        <translation>au début d’un tour de %1, avant qu’un de ses joueurs n’agisse</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>right after a turn of %1 or its kick-off, before the opponent&apos;s turn</source>
        <translation>juste après un tour de %1 ou son coup d’envoi, avant le tour de l’adversaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>when a turn of %1 has just ended on a turnover, before End turn</source>
        <translation>quand un tour de %1 vient de finir sur un turnover, avant Fin du tour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>when the drive is over</source>
        <translation>quand l’engagement est terminé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown moment &apos;%1&apos; for a card.</source>
        <translation>Moment inconnu « %1 » pour une carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This card is played %1.</source>
        <translation>Cette carte se joue %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is played by the receiving team; %2 kicks.</source>
        <translation>%1 se joue par l&apos;équipe qui reçoit ; %2 engage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is played by the kicking team; %2 receives.</source>
        <translation>%1 se joue par l&apos;équipe qui engage ; %2 reçoit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is played once %2&apos;s kick-off is resolved, not after a turn.</source>
        <translation>%1 se joue une fois le coup d&apos;envoi de %2 résolu, pas après un tour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is played right after a turn of %2, not after a kick-off.</source>
        <translation>%1 se joue juste après un tour de %2, pas après un coup d&apos;envoi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is played only if a player of %2 was hurt (stunned included) in the opponent&apos;s last turn.</source>
        <translation>%1 ne se joue que si un joueur de %2 a été blessé (Sonné compris) au dernier tour adverse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no K.O.&apos;d player for %2.</source>
        <translation>%1 n&apos;a aucun joueur KO pour %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 replaces the K.O. recovery rolls: play it when the drive is over, before they are rolled.</source>
        <translation>%1 remplace les jets de récupération des KO : jouez-la quand la phase de jeu est finie, avant ces jets.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is played right after the opponent of %2 scores a touchdown.</source>
        <translation>%1 se joue juste après un touchdown de l&apos;adversaire de %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is played only if %2: confirm it.</source>
        <translation>%1 ne se joue que si %2 : confirmez-le.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown special play card &apos;%1&apos;.</source>
        <translation>Carte de jeu spécial inconnue « %1 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has already played %2.</source>
        <translation>%1 a déjà joué %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not hold %2.</source>
        <translation>%1 n’a pas %2 en main.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays %2 (%3): %4</source>
        <translation>%1 joue %2 (%3) : %4</translation>
    </message>
</context>
<context>
    <name>CardSetUp</name>
    <message>
        <location filename="../core/match/CardSetUp.cpp" line="+51"/>
        <source>%1 misses the match (%2).</source>
        <translation>%1 manque le match (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misses this drive (%2).</source>
        <translation>%1 manque cette phase de jeu (%2).</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1: only one of %2 and %3, the two most valuable players available, may be set up.</source>
        <translation>%1 : seul l&apos;un de %2 et %3, les deux joueurs disponibles de plus grande valeur, peut être placé.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: %2 %3, sets up as usual.</source>
        <translation>%1 : %2 %3, se place normalement.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 %3, misses this drive.</source>
        <translation>%1 : %2 %3, manque cette phase de jeu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 comes back from the K.O. box: D6 %2, face up (prone).</source>
        <translation>%1 revient de la zone des KO : 1D6 %2, sur le dos (à terre).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 comes back from the K.O. box: D6 %2, stunned.</source>
        <translation>%1 revient de la zone des KO : 1D6 %2, sonné.</translation>
    </message>
</context>
<context>
    <name>ChallengeRules</name>
    <message>
        <location filename="../core/league/ChallengeRules.cpp" line="+18"/>
        <source>A team cannot challenge itself.</source>
        <translation>Une équipe ne peut pas se défier elle-même.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Team %1 does not play in %2: a challenge is between two teams of the season.</source>
        <translation>L&apos;équipe %1 ne joue pas dans %2 : un défi oppose deux équipes de la saison.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The substitute must be a third team, neither the challenger nor the challenged.</source>
        <translation>Le remplaçant doit être une troisième équipe, ni celle qui défie ni celle qui est défiée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team %1 does not play in %2: the substitute must take part in the season.</source>
        <translation>L&apos;équipe %1 ne joue pas dans %2 : le remplaçant doit participer à la saison.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Team %1 has already played the challenger this season (match %2): a substitute must not have.</source>
        <translation>L&apos;équipe %1 a déjà joué contre celle qui défie cette saison (match %2) : un remplaçant ne doit pas l&apos;avoir affrontée.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A refused challenge is a 2–0 win for the home team, not %1–%2.</source>
        <translation>Un défi refusé est une victoire 2–0 de l&apos;équipe à domicile, pas %1–%2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A refused challenge is not a match of the schedule.</source>
        <translation>Un défi refusé n&apos;est pas un match du calendrier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A refused challenge has no concession and no dice: nothing was played.</source>
        <translation>Un défi refusé n&apos;a ni abandon ni dés : rien n&apos;a été joué.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A refused challenge changes nothing else: no SPP, casualties, gold or players.</source>
        <translation>Un défi refusé ne change rien d&apos;autre : ni PE, ni sorties, ni or, ni joueurs.</translation>
    </message>
</context>
<context>
    <name>ChaosCupGifts</name>
    <message>
        <location filename="../core/league/ChaosCupGifts.cpp" line="+47"/>
        <source>&apos;%1&apos; is not a skill.</source>
        <translation>« %1 » n&apos;est pas une compétence.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a gift of the Chaos gods: a Mutation, Hypnotic Gaze, Stab or Regeneration.</source>
        <translation>%1 n&apos;est pas un don des dieux du Chaos : une Mutation, Regard Hypnotique, Poignard ou Régénération.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot take %2: he already has it, or a skill that excludes it.</source>
        <translation>%1 ne peut pas prendre %2 : il la possède déjà, ou une compétence qui l&apos;exclut.</translation>
    </message>
</context>
<context>
    <name>ChartModule</name>
    <message>
        <location filename="../views/charts/ChartModule.cpp" line="+36"/>
        <source>Charts cannot be drawn: %1</source>
        <translation>Les graphiques ne peuvent pas être tracés : %1</translation>
    </message>
</context>
<context>
    <name>CommandArguments</name>
    <message>
        <location filename="../app/cli/CommandArguments.cpp" line="+25"/>
        <source>&apos;%1&apos;</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--%1 goes with %2 only.</source>
        <translation>--%1 ne va qu&apos;avec %2.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 goes with --%2.</source>
        <translation>--%1 va avec --%2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is not %2.</source>
        <translation>« %1 » n&apos;est pas %2.</translation>
    </message>
</context>
<context>
    <name>CommandContext</name>
    <message>
        <location filename="../app/cli/CommandContext.cpp" line="+41"/>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/cli/CommandLine.cpp" line="+54"/>
        <source>Use the database at &lt;path&gt; instead of the default one.</source>
        <translation>Utiliser la base de données &lt;chemin&gt; au lieu de celle par défaut.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>path</source>
        <translation>chemin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface language: en or fr.</source>
        <translation>Langue de l&apos;interface : en ou fr.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>unsupported language &apos;%1&apos; (use en or fr).</source>
        <translation>langue « %1 » non prise en charge (utilisez en ou fr).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--db needs a file path.</source>
        <translation>--db attend le chemin d&apos;un fichier.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown command &apos;%1&apos;. Run &apos;dugout --help&apos; for the list of commands.</source>
        <translation>commande « %1 » inconnue. Lancez « dugout --help » pour la liste des commandes.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Dugout: Blood Bowl (LRB6) teams, leagues and live match tracking.
Without a command, Dugout opens its window.</source>
        <translation>Dugout : équipes, ligues et suivi de match en direct pour Blood Bowl (LRB6).
Sans commande, Dugout ouvre sa fenêtre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A command to run without a window (see below).</source>
        <translation>Une commande à exécuter sans fenêtre (voir ci-dessous).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[command]</source>
        <translation>[commande]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>another program is writing to the database; waiting (%1 of %2)…</source>
        <translation>un autre programme écrit dans la base de données ; attente (%1 sur %2)…</translation>
    </message>
</context>
<context>
    <name>CsvRoster</name>
    <message>
        <location filename="../core/team/CsvRoster.cpp" line="+132"/>
        <source>Line %1: %2</source>
        <extracomment>A problem in a CSV roster, with its line: &quot;Line 4: ...&quot;.</extracomment>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the players&apos; header has no &apos;%1&apos; column</source>
        <translation>l&apos;en-tête des joueurs n&apos;a pas de colonne &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not a roster of LRB6</source>
        <translation>&apos;%1&apos; n&apos;est pas une équipe de LRB6</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+58"/>
        <source>%1 should be a whole number, not &apos;%2&apos;</source>
        <translation>%1 devrait être un nombre entier, pas &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>apothecary should be yes or no, not &apos;%1&apos;</source>
        <translation>apothecary devrait valoir yes ou no, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a line of a roster (team, roster, coach, rerolls, fan_factor, assistant_coaches, cheerleaders, apothecary, treasury, color, or the players&apos; header)</source>
        <translation>&apos;%1&apos; n&apos;est pas une ligne de feuille d&apos;équipe (team, roster, coach, rerolls, fan_factor, assistant_coaches, cheerleaders, apothecary, treasury, color, ou l&apos;en-tête des joueurs)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the shirt number should be a whole number, not &apos;%1&apos;</source>
        <translation>le numéro devrait être un nombre entier, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the roster must be given before the players</source>
        <translation>l&apos;équipe (roster) doit être donnée avant les joueurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a position of the %2 roster</source>
        <translation>&apos;%1&apos; n&apos;est pas un poste de l&apos;équipe %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a skill of LRB6</source>
        <translation>&apos;%1&apos; n&apos;est pas une compétence de LRB6</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>niggling should be a whole number, not &apos;%1&apos;</source>
        <translation>niggling devrait être un nombre entier, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No players&apos; header line (number, name, position) was found.</source>
        <translation>Aucune ligne d&apos;en-tête des joueurs (number, name, position) n&apos;a été trouvée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The roster line (roster, then Human, Orc…) is missing.</source>
        <translation>La ligne de l&apos;équipe (roster, puis Humain, Orque…) manque.</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <location filename="../core/storage/Database.cpp" line="+88"/>
        <source>%1 is locked by another program. Close the program that is using it and try again.</source>
        <translation>%1 est verrouillé par un autre programme. Fermez le programme qui l&apos;utilise et réessayez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is read-only.</source>
        <translation>%1 est en lecture seule.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot use %1: %2</source>
        <translation>Impossible d&apos;utiliser %1 : %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Removed %1, an unfinished copy left by a Dugout that was stopped while writing it.</source>
        <translation>%1 a été supprimé : une copie inachevée laissée par un Dugout arrêté pendant qu&apos;il l&apos;écrivait.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot create %1: the new database could not be put in place.</source>
        <translation>Impossible de créer %1 : la nouvelle base de données n&apos;a pas pu être mise en place.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1 is an SQLite database made by another program, not a Dugout database.</source>
        <translation>%1 est une base SQLite créée par un autre programme, pas une base de données Dugout.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 was written by a newer version of Dugout (database schema %2; this version knows up to %3). Update Dugout to open it.</source>
        <translation>%1 a été écrit par une version plus récente de Dugout (schéma %2 ; cette version connaît jusqu&apos;au schéma %3). Mettez Dugout à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Dugout needs to update %1 but could not write a backup copy first: %2</source>
        <translation>Dugout doit mettre %1 à jour mais n&apos;a pas pu en écrire d&apos;abord une copie de sauvegarde : %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Updating %1 to schema %2 (%3) failed: %4</source>
        <translation>La mise à jour de %1 vers le schéma %2 (%3) a échoué : %4</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>%1 is damaged (SQLite: %2). Dugout wrote nothing to it.</source>
        <translation>%1 est endommagée (SQLite : %2). Dugout n&apos;y a rien écrit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is damaged (SQLite: %2). Changes made since it was opened may not be safe.</source>
        <translation>%1 est endommagée (SQLite : %2). Les modifications faites depuis son ouverture ne sont peut-être pas sûres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No whole backup copy was found beside it; restore one of your own backup copies.</source>
        <translation>Aucune copie de sauvegarde intacte n&apos;a été trouvée à côté ; restaurez l&apos;une de vos propres copies.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last good backup is %1, written %2: restore it (the window offers to, or dugout --db DATABASE db restore BACKUP).</source>
        <translation>La dernière bonne sauvegarde est %1, écrite le %2 : restaurez-la (la fenêtre le propose, ou dugout --db BASE db restore SAUVEGARDE).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is a league server: its administrator backs it up with pg_dump.</source>
        <translation>%1 est un serveur de ligue : son administrateur le sauvegarde avec pg_dump.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is damaged (SQLite: %2); a backup now would copy the damage. Restore an older backup copy instead.</source>
        <translation>%1 est endommagée (SQLite : %2) ; une sauvegarde maintenant copierait les dégâts. Restaurez plutôt une sauvegarde plus ancienne.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+26"/>
        <source>%1 already exists; choose a new file name for the backup.</source>
        <translation>%1 existe déjà ; choisissez un nouveau nom de fichier pour la sauvegarde.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Cannot write the backup %1: the disk is full.</source>
        <translation>Impossible d&apos;écrire la sauvegarde %1 : le disque est plein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot write the backup %1: %2</source>
        <translation>Impossible d&apos;écrire la sauvegarde %1 : %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write the backup %1: it could not be saved to the disk.</source>
        <translation>Impossible d&apos;écrire la sauvegarde %1 : elle n&apos;a pas pu être enregistrée sur le disque.</translation>
    </message>
    <message>
        <location filename="../core/storage/DatabaseServer.cpp" line="+53"/>
        <source>Dugout cannot reach a league server: Qt&apos;s PostgreSQL driver (QPSQL) is not installed. On Debian, install libqt6sql6-psql.</source>
        <translation>Dugout ne peut pas joindre un serveur de ligue : le pilote PostgreSQL de Qt (QPSQL) n&apos;est pas installé. Sous Debian, installez libqt6sql6-psql.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot connect to the league server %1: %2</source>
        <translation>Impossible de se connecter au serveur de ligue %1 : %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot use the league server %1: %2</source>
        <translation>Impossible d&apos;utiliser le serveur de ligue %1 : %2</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+18"/>
        <source>Cannot read the league server %1: %2</source>
        <translation>Impossible de lire le serveur de ligue %1 : %2</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The database %1 holds tables of another program, not a Dugout league.</source>
        <translation>La base %1 contient les tables d&apos;un autre programme, pas une ligue Dugout.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The database %1 is not a Dugout league.</source>
        <translation>La base %1 n&apos;est pas une ligue Dugout.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The league server %1 was set up by a newer version of Dugout (database schema %2; this version knows up to %3). Update Dugout to use it.</source>
        <translation>Le serveur de ligue %1 a été préparé par une version plus récente de Dugout (schéma %2 ; cette version connaît jusqu&apos;au %3). Mettez Dugout à jour pour l&apos;utiliser.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Updating the league server %1 to schema %2 (%3) failed: %4</source>
        <translation>La mise à jour du serveur de ligue %1 vers le schéma %2 (%3) a échoué : %4</translation>
    </message>
</context>
<context>
    <name>DatabaseCopy</name>
    <message>
        <location filename="../core/storage/DatabaseCopy.cpp" line="+109"/>
        <source>the tables %1 need each other&apos;s rows first.</source>
        <translation>les tables %1 ont besoin des lignes l&apos;une de l&apos;autre d&apos;abord.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>%1 is at schema %2 and %3 at schema %4: open both with this Dugout first.</source>
        <translation>%1 est au schéma %2 et %3 au schéma %4 : ouvrez d&apos;abord les deux avec ce Dugout.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 and %2 do not have the same tables (%3 / %4).</source>
        <translation>%1 et %2 n&apos;ont pas les mêmes tables (%3 / %4).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The table %1 has the columns %2 in %3 but %4 in %5.</source>
        <translation>La table %1 a les colonnes %2 dans %3 mais %4 dans %5.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read the tables of %1: %2</source>
        <translation>Impossible de lire les tables de %1 : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot copy into %1: %2</source>
        <translation>Impossible de copier vers %1 : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+19"/>
        <location line="+22"/>
        <location line="+35"/>
        <location line="+36"/>
        <location line="+3"/>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location line="-111"/>
        <location line="+10"/>
        <location line="+32"/>
        <location line="+49"/>
        <location line="+9"/>
        <location line="+20"/>
        <source>Cannot write to %1: %2</source>
        <translation>Impossible d&apos;écrire dans %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location line="-103"/>
        <source>%1 (%n rows)</source>
        <translation>
            <numerusform>%1 (%n ligne)</numerusform>
            <numerusform>%1 (%n lignes)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 already holds a league (%2). A copy goes only into an empty database: choose a new file, or an empty database on the server.</source>
        <translation>%1 contient déjà une ligue (%2). Une copie ne va que dans une base vide : choisissez un nouveau fichier, ou une base vide sur le serveur.</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+30"/>
        <source>Cannot copy a row of %1 into %2: %3</source>
        <translation>Impossible de copier une ligne de %1 vers %2 : %3</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Cannot copy %1: the table has no primary key.</source>
        <translation>Impossible de copier %1 : la table n&apos;a pas de clé primaire.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The table %1 did not read back the same from %2 (%3 rows, %4 read back); nothing was copied.</source>
        <translation>La table %1 ne s&apos;est pas relue à l&apos;identique depuis %2 (%3 lignes, %4 relues) ; rien n&apos;a été copié.</translation>
    </message>
</context>
<context>
    <name>DatabaseFileCheck</name>
    <message>
        <location filename="../core/storage/DatabaseFileCheck.cpp" line="+20"/>
        <source>There is no database at %1.</source>
        <translation>Aucune base de données à l&apos;emplacement %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot create the folder %1 for the database.</source>
        <translation>Impossible de créer le dossier %1 pour la base de données.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot create %1: its folder is read-only. Choose a folder you can write to.</source>
        <translation>Impossible de créer %1 : son dossier est en lecture seule. Choisissez un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is a link to a file that does not exist (%2).</source>
        <translation>%1 est un lien vers un fichier qui n&apos;existe pas (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a folder, not a database file.</source>
        <translation>%1 est un dossier, pas un fichier de base de données.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a regular file (it is a named pipe, a device or a socket). A Dugout database is an ordinary file.</source>
        <translation>%1 n&apos;est pas un fichier ordinaire (c&apos;est un tube nommé, un périphérique ou une socket). Une base de données Dugout est un fichier ordinaire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is an empty file (0 bytes), not a Dugout database. If you meant to start a new database there, create it on purpose (dugout --db %1 db init, or File → New database… in the window); if it held a league, restore it from a backup copy.</source>
        <translation>%1 est un fichier vide (0 octet), pas une base de données Dugout. Pour y commencer une nouvelle base de données, créez-la exprès (dugout --db %1 db init, ou Fichier → Nouvelle base de données… dans la fenêtre) ; s&apos;il contenait une ligue, restaurez-la depuis une copie de sauvegarde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a Dugout database: it is not an SQLite file at all.</source>
        <translation>%1 n&apos;est pas une base de données Dugout : ce n&apos;est pas du tout un fichier SQLite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is read-only (the file or its folder cannot be written). Copy it to a folder you can write to, or open another database.</source>
        <translation>%1 est en lecture seule (impossible d&apos;écrire dans le fichier ou son dossier). Copiez-le dans un dossier où vous pouvez écrire, ou ouvrez une autre base de données.</translation>
    </message>
</context>
<context>
    <name>DbCommand</name>
    <message>
        <location filename="../app/cli/DbCommand.cpp" line="+25"/>
        <source>Show the database&apos;s path, schema version and rows per table</source>
        <translation>Affiche le chemin de la base, la version du schéma et le nombre de lignes par table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a new, empty database at --db (also in an existing empty file)</source>
        <translation>Créer une nouvelle base de données vide à l&apos;emplacement --db (y compris dans un fichier vide existant)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run SQLite&apos;s full integrity check; exit 1 if the database is damaged</source>
        <translation>Lancer la vérification d&apos;intégrité complète de SQLite ; code de sortie 1 si la base de données est endommagée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a consistent copy of the open database to PATH</source>
        <translation>Écrit une copie cohérente de la base ouverte dans CHEMIN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a whole backup copy in place of the database; the old file is kept beside it</source>
        <translation>Remettre une copie de sauvegarde intacte à la place de la base de données ; l&apos;ancien fichier est conservé à côté</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&apos;db restore&apos; takes exactly one BACKUP.</source>
        <translation>« db restore » prend exactement une SAUVEGARDE.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Logged in as: %1</source>
        <translation>Connecté en tant que : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File size: %1 (%2 pages of %3 bytes, %4 free)</source>
        <translation>Taille du fichier : %1 (%2 pages de %3 octets, %4 libres)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Free pages are given back when the database closes.</source>
        <translation>Les pages libres sont rendues à la fermeture de la base de données.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free pages stay in the file; a backup copy (db backup) is compact.</source>
        <translation>Les pages libres restent dans le fichier ; une copie de sauvegarde (db backup) est compacte.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The league server %1 holds a Dugout database (schema %2).</source>
        <translation>Le serveur de ligue %1 contient une base Dugout (schéma %2).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 is a league server: PostgreSQL checks its own data as it reads it, so there is no file for Dugout to check (schema %2).</source>
        <translation>%1 est un serveur de ligue : PostgreSQL vérifie ses propres données en les lisant, il n&apos;y a donc pas de fichier que Dugout puisse vérifier (schéma %2).</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>db restore puts a backup file in place of a database file; a league server is restored by its administrator (pg_restore).</source>
        <translation>db restore remet une copie de sauvegarde à la place d&apos;un fichier de base ; un serveur de ligue est restauré par son administrateur (pg_restore).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Restored %1 from %2.</source>
        <translation>%1 restaurée depuis %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file it replaced is kept as %1.</source>
        <translation>Le fichier remplacé est conservé sous le nom %1.</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>&apos;db backup&apos; takes exactly one PATH.</source>
        <translation>« db backup » attend exactement un CHEMIN.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Copy a whole league between an SQLite file and a league server (either way) into an empty DESTINATION</source>
        <translation>Copier une ligue entière entre un fichier SQLite et un serveur de ligue (dans un sens ou dans l&apos;autre) vers une DESTINATION vide</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>info, init, check, backup, restore or copy</source>
        <translation>info, init, check, backup, restore ou copy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where to write the backup, the backup to restore, or copy&apos;s SOURCE</source>
        <translation>Où écrire la sauvegarde, la sauvegarde à restaurer, ou la SOURCE de copy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where copy writes the league</source>
        <translation>Où copy écrit la ligue</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;db copy&apos; takes a SOURCE and a DESTINATION: a database file or a league server address (postgresql://USER@HOST:PORT/DB).</source>
        <translation>« db copy » prend une SOURCE et une DESTINATION : un fichier de base de données ou l&apos;adresse d&apos;un serveur de ligue (postgresql://UTILISATEUR@HÔTE:PORT/BASE).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;db&apos; needs an action: info, init, check, backup, restore or copy.</source>
        <translation>« db » attend une action : info, init, check, backup, restore ou copy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown &apos;db&apos; action &apos;%1&apos; (use info, init, check, backup, restore or copy).</source>
        <translation>action « db » inconnue « %1 » (utilisez info, init, check, backup, restore ou copy).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Database: %1</source>
        <translation>Base de données : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schema version: %1 (this Dugout: %2)</source>
        <translation>Version du schéma : %1 (ce Dugout : %2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rows per table:</source>
        <translation>Lignes par table :</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is already a Dugout database (schema %2); nothing was changed.</source>
        <translation>%1 est déjà une base de données Dugout (schéma %2) ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Created a new Dugout database at %1 (schema %2).</source>
        <translation>Nouvelle base de données Dugout créée dans %1 (schéma %2).</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: whole. SQLite&apos;s integrity check found no damage (schema %2).</source>
        <translation>%1 : intacte. La vérification d&apos;intégrité de SQLite n&apos;a trouvé aucun dégât (schéma %2).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Backed up %1 to %2</source>
        <translation>%1 sauvegardé dans %2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>db copy needs two different databases; %1 was named twice.</source>
        <translation>db copy attend deux bases différentes ; %1 a été nommée deux fois.</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Copied %1 to %2: %n rows in %3 tables, every table read back the same.</source>
        <translation>
            <numerusform>Copié %1 vers %2 : %n ligne dans %3 tables, chaque table relue à l&apos;identique.</numerusform>
            <numerusform>Copié %1 vers %2 : %n lignes dans %3 tables, chaque table relue à l&apos;identique.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoLeague</name>
    <message>
        <location filename="../core/demo/DemoLeague.cpp" line="+145"/>
        <source>The demo team %1 breaks a rule: %2</source>
        <translation>L&apos;équipe de démonstration %1 enfreint une règle : %2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Old World Demo League</source>
        <translation>Ligue de démonstration du Vieux Monde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo commissioner</source>
        <translation>Commissaire de démonstration</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Season 1</source>
        <translation>Saison 1</translation>
    </message>
</context>
<context>
    <name>DriveRules</name>
    <message>
        <location filename="../core/match/DriveRules.cpp" line="+49"/>
        <source>Not a pre-match or drive event.</source>
        <translation>Ce n&apos;est pas un événement d&apos;avant-match ou de phase de jeu.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The pre-match sequence is already done.</source>
        <translation>La séquence d&apos;avant-match est déjà faite.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The weather table has no row for this roll.</source>
        <translation>La table de météo n&apos;a pas de ligne pour ce jet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: gate %2.</source>
        <translation>%1 : affluence %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FAME: %1 %2, %3 %4.</source>
        <translation>FAME : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 wins the coin toss (%2) and chooses to kick.</source>
        <translation>%1 gagne le tirage au sort (%2) et choisit d&apos;engager.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the coin toss (%2) and chooses to receive.</source>
        <translation>%1 gagne le tirage au sort (%2) et choisit de recevoir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 kicks off, %2 receives; %1 sets up first.</source>
        <translation>%1 donne le coup d&apos;envoi, %2 reçoit ; %1 se met en place en premier.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The drive is not over.</source>
        <translation>La phase de jeu n&apos;est pas terminée.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 bribes twice for #%2.</source>
        <translation>%1 soudoie deux fois l&apos;arbitre pour le n°%2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no secret weapon #%2 to be sent off.</source>
        <translation>%1 n&apos;a pas d&apos;arme secrète n°%2 à expulser.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has only %2 bribe(s) left.</source>
        <translation>%1 n&apos;a plus que %2 pot(s)-de-vin.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has recovered from the heat and is back in the reserves.</source>
        <translation>%1 s&apos;est remis de la chaleur et retourne dans les réserves.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: secret weapon, bribe %2: the referee looks away.</source>
        <translation>%1 : arme secrète, pot-de-vin %2 : l&apos;arbitre ferme les yeux.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: secret weapon, bribe %2: the referee keeps the money and sends him off.</source>
        <translation>%1 : arme secrète, pot-de-vin %2 : l&apos;arbitre garde l&apos;argent et l&apos;expulse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: secret weapon, sent off.</source>
        <translation>%1 : arme secrète, expulsé.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: heat %2, faints and misses the next drive.</source>
        <translation>%1 : chaleur %2, s&apos;évanouit et manque la prochaine phase de jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: heat %2, fine.</source>
        <translation>%1 : chaleur %2, tient le coup.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1: no K.O. roll, may be set up Stunned.</source>
        <translation>%1 : pas de jet de KO, peut être placé Sonné.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 + %2 (Bloodweiser babes)</source>
        <translation>%1 + %2 (serveuses de Bloodweiser)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 + %2 (a special play card)</source>
        <translation>%1 + %2 (une carte de jeu spécial)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: KO %2, back in the reserves.</source>
        <translation>%1 : KO %2, retour dans les réserves.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: KO %2, stays in the KO box.</source>
        <translation>%1 : KO %2, reste dans la zone des KO.</translation>
    </message>
</context>
<context>
    <name>EndRules</name>
    <message>
        <location filename="../core/match/EndRules.cpp" line="+17"/>
        <source>Overtime is played only after a tied second half.</source>
        <translation>La prolongation ne se joue qu&apos;après une seconde mi-temps à égalité.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No overtime: the match is a draw.</source>
        <translation>Pas de prolongation : le match est nul.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sudden-death overtime: %1 kicks off; re-rolls left carry over (%2 and %3).</source>
        <translation>Prolongation avec mort subite : %1 donne le coup d&apos;envoi ; les relances restantes sont conservées (%2 et %3).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The penalty shoot-out comes only after a scoreless overtime.</source>
        <translation>La série de penalties ne vient qu&apos;après une prolongation sans touchdown.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalty shoot-out: %1 %2, %3 %4.</source>
        <translation>Série de penalties : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 wins the shoot-out.</source>
        <translation>%1 remporte la série de penalties.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The shoot-out dice keep tying.</source>
        <translation>Les dés de la série de penalties donnent toujours une égalité.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A draw can be declared only when the match ends tied.</source>
        <translation>Un match nul ne peut être déclaré que si le match se termine à égalité.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coaches agree on a draw.</source>
        <translation>Les coachs s&apos;accordent sur un match nul.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not an end-of-match event.</source>
        <translation>Ce n&apos;est pas un événement de fin de match.</translation>
    </message>
</context>
<context>
    <name>ForgeCrevasses</name>
    <message>
        <location filename="../core/forge/ForgeCrevasses.cpp" line="+30"/>
        <source>No team turn is under way.</source>
        <translation>Aucun tour d&apos;équipe n&apos;est en cours.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose a player of %1 on the pitch.</source>
        <translation>Choisissez un joueur de %1 sur le terrain.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the square.</source>
        <translation>Choisissez la case.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the %1 squares.</source>
        <translation>Choisissez les %1 cases.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Under the ice (%1): a genestealer wakes on %2 (MA %3, ST %4, AG %5, AV %6) and goes for the nearest player.</source>
        <translation>Sous la glace (%1) : un genestealer se réveille en %2 (M %3, F %4, AG %5, AR %6) et attaque le joueur le plus proche.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Under the ice (%1): a magic item on %2; D6 %3, it works (roll it on the supplement&apos;s table).</source>
        <translation>Sous la glace (%1) : un objet magique en %2 ; 1D6 %3, il est en état de marche (tirez-le sur la table du supplément).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under the ice (%1): a magic item on %2; D6 %3, it is broken.</source>
        <translation>Sous la glace (%1) : un objet magique en %2 ; 1D6 %3, il n&apos;est plus bon à rien.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Under the ice (%1): nothing.</source>
        <translation>Sous la glace (%1) : rien.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A player standing on %1 falls in: enter him with Fell in.</source>
        <translation>Un joueur se trouvant en %1 tombe dedans : saisissez-le avec Tombé dedans.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It points off the pitch: no crevasse opens.</source>
        <translation>Il désigne une case hors du terrain : aucune crevasse ne se crée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It points at the volcano: no crevasse opens.</source>
        <translation>Il désigne le volcan : aucune crevasse ne se crée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds a %2: no crevasse opens.</source>
        <translation>%1 porte une %2 : aucune crevasse ne se crée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A crevasse opens on %1.</source>
        <translation>Une crevasse se crée en %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The lava next to it fills the crevasse: a crest rises on %1.</source>
        <translation>La lave voisine remplit la crevasse : une crête se forme en %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: splash D6 %2, untouched.</source>
        <translation>%1 : éclaboussures 1D6 %2, épargné.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: splash D6 %2, burnt: armour broken, +%3 on the injury roll.</source>
        <translation>%1 : éclaboussures 1D6 %2, brûlé : armure passée d&apos;office, +%3 au jet de blessure.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>It is %1&apos;s turn.</source>
        <translation>C&apos;est le tour de %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turnover: the turn is over, end it.</source>
        <translation>Turnover : le tour est terminé, finissez-le.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 must be standing and not have acted: striking the ice is his action.</source>
        <translation>%1 doit être debout et ne pas avoir agi : frapper la glace est son action.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 must stand on open ice to strike it.</source>
        <translation>%1 doit se tenir sur la glace libre pour la frapper.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The square he chooses must be open ice next to %1.</source>
        <translation>La case qu&apos;il choisit doit être de la glace libre adjacente à %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 strikes the ice on %2: %3 + ST %4 = %5.</source>
        <translation>%1 frappe la glace en %2 : %3 + F %4 = %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The ice gives way under him: he falls into the crevasse.</source>
        <translation>La glace cède sous lui : il tombe dans la crevasse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing happens.</source>
        <translation>Aucun résultat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+81"/>
        <source>Scatter D8 %1.</source>
        <translation>Gabarit de dispersion, 1D8 %1.</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>%1 or more: %2 chooses the square next to him where the crevasse opens.</source>
        <translation>%1 ou plus : %2 choisit la case adjacente où se crée la crevasse.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose what shook the ice: %1.</source>
        <translation>Choisissez ce qui a ébranlé la glace : %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is no big guy (ST 5 or more, or a Ball &amp; Chain).</source>
        <translation>%1 n&apos;est pas un Gros Balèze (F 5 ou plus, ou Chaîne et boulet).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no pogo stick.</source>
        <translation>%1 n&apos;a pas de bâton à ressort.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose the fouled player of %1.</source>
        <translation>Choisissez le joueur agressé de %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fouler and his victim stand on squares next to each other.</source>
        <translation>L&apos;agresseur et l&apos;agressé se trouvent sur des cases adjacentes.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a square of the pitch.</source>
        <translation>Choisissez une case du terrain.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ice shakes (D6 %1) and holds.</source>
        <translation>La glace tremble (1D6 %1) et tient.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ice shakes (D6 %1) and breaks.</source>
        <translation>La glace tremble (1D6 %1) et se fend.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 falls into the crevasse.</source>
        <translation>%1 tombe dans la crevasse.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 and %2 fall into the crevasse.</source>
        <translation>%1 et %2 tombent dans la crevasse.</translation>
    </message>
</context>
<context>
    <name>ForgeEvolution</name>
    <message>
        <location filename="../core/forge/ForgeEvolution.cpp" line="+36"/>
        <source>Crevasse end %1: D8 %2 points back along the crevasse, it is stable for good.</source>
        <translation>Extrémité de crevasse %1 : 1D8 %2 indique la direction d&apos;origine, elle est stabilisée définitivement.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Crevasse end %1: D8 %2 points off the pitch, it does not grow.</source>
        <translation>Extrémité de crevasse %1 : 1D8 %2 sort du terrain, elle n&apos;évolue pas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Crevasse end %1: D8 %2 points at the volcano.</source>
        <translation>Extrémité de crevasse %1 : 1D8 %2 désigne le volcan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Crevasse end %1: D8 %2 points at %3, which holds a %4: it does not grow.</source>
        <translation>Extrémité de crevasse %1 : 1D8 %2 désigne %3, qui porte une %4 : elle n&apos;évolue pas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Crevasse end %1: D8 %2, the crevasse grows to %3 (a player standing there falls in: enter him with Fell in).</source>
        <translation>Extrémité de crevasse %1 : 1D8 %2, la crevasse s&apos;étend en %3 (un joueur qui s&apos;y trouve tombe dedans : saisissez-le avec Tombé dedans).</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The lava runs into %1.</source>
        <translation>La lave se déverse en %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player stops the lava at %1 this turn.</source>
        <translation>Un joueur arrête la lave en %1 ce tour-ci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lava reaches the end of the crevasse: a crest rises on %1.</source>
        <translation>La lave atteint l&apos;extrémité de la crevasse : une crête se forme en %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The terrain changes at the start of a turn, once: there is nothing to roll now.</source>
        <translation>Le terrain évolue une fois, au début d&apos;un tour : il n&apos;y a rien à jeter maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>La Forge de Sigmar: the start of the turn.</source>
        <translation>La Forge de Sigmar : début du tour.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The lava does not run into %1 this turn: a player there stops nothing.</source>
        <translation>La lave ne se déverse pas en %1 ce tour-ci : un joueur n&apos;y arrête rien.</translation>
    </message>
</context>
<context>
    <name>ForgeFalls</name>
    <message>
        <location filename="../core/forge/ForgeFalls.cpp" line="+50"/>
        <source>Lava: +%1 on the injury roll if the armour breaks.</source>
        <translation>Lave : +%1 au jet de blessure si l&apos;armure est passée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is still in the lava: it swallows him at the start of the next turn.</source>
        <translation>%1 est toujours dans la lave : elle l&apos;engloutira au début du tour suivant.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is swallowed by the lava: %2.</source>
        <translation>%1 est englouti par la lave : %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is swallowed by the lava.</source>
        <translation>%1 est englouti par la lave.</translation>
    </message>
</context>
<context>
    <name>ForgeHazards</name>
    <message>
        <location filename="../core/forge/ForgeHazards.cpp" line="+21"/>
        <source>Choose a player of %1 on the pitch.</source>
        <translation>Choisissez un joueur de %1 sur le terrain.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>A player jumps during his own team&apos;s turn.</source>
        <translation>Un joueur saute pendant le tour de son équipe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player jumps over a crevasse or a lava flow; a crest cannot be jumped over.</source>
        <translation>Un joueur saute au-dessus d&apos;une crevasse ou d&apos;une coulée de lave ; on ne peut pas sauter par-dessus une crête.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>%1 must be standing to jump.</source>
        <translation>%1 doit être debout pour sauter.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1 jumps over the %2: %3 + AG %4 = %5.</source>
        <translation>%1 saute au-dessus de la %2 : %3 + AG %4 = %5.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>He misses and falls into the crevasse: straight to the injury roll.</source>
        <translation>Il rate son coup et tombe dans la crevasse : directement le jet de blessure.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>He misses his landing and falls to the bottom of the crevasse.</source>
        <translation>Il rate sa réception et tombe au fond de la crevasse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>He reaches the square beyond but falls there.</source>
        <translation>Il atteint la case visée en catastrophe et chute.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+13"/>
        <source>He lands beyond and may go on moving.</source>
        <translation>Il se réceptionne de l&apos;autre côté et peut poursuivre son mouvement.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Phew! He falls on the square beyond.</source>
        <translation>Ouf ! Il chute sur la case visée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Splash! He falls into the lava.</source>
        <translation>Plouf ! Il tombe dans la lave.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 jumps onto the player below him: he blocks with ST %2 + %3 = %4 (roll the block on the board). Won, he lands on his victim&apos;s square, who is pushed back; lost, he falls back on his own.</source>
        <translation>%1 saute sur le joueur en contrebas : il bloque avec F %2 + %3 = %4 (jetez le blocage sur le plateau). Réussi, il atterrit sur la case de sa victime, qui est repoussée ; raté, il retombe sur sa case de départ.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Either way the impact knocks him down.</source>
        <translation>Dans tous les cas, la violence de l&apos;impact le plaque.</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>No team turn is under way.</source>
        <translation>Aucun tour d&apos;équipe n&apos;est en cours.</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>%1 is in the lava already: it swallows him at the start of the next turn.</source>
        <translation>%1 est déjà dans la lave : elle l&apos;engloutira au début du tour suivant.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 is on lava.</source>
        <translation>%1 se trouve sur la lave.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No crevasse has just opened under a player.</source>
        <translation>Aucune crevasse ne vient de s&apos;ouvrir sous un joueur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose the square he stood on: a crevasse has just opened on %1.</source>
        <translation>Choisissez la case où il se trouvait : une crevasse vient de s&apos;ouvrir en %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 stood on %2: he falls to the bottom of the new crevasse.</source>
        <translation>%1 se trouvait en %2 : il tombe au fond de la nouvelle crevasse.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose the crevasse or lava square he is pushed into.</source>
        <translation>Choisissez la case de crevasse ou de lave où il est repoussé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is pushed into the crevasse on %2: he falls to the bottom.</source>
        <translation>%1 est repoussé dans la crevasse en %2 : il tombe au fond.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is pushed onto the lava on %2.</source>
        <translation>%1 est repoussé dans la lave en %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is %2: nobody falls there, the push is an ordinary one (Knocked down if the block put him down).</source>
        <translation>%1 est %2 : personne n&apos;y tombe, la poussée est ordinaire (Plaqué si le blocage l&apos;a mis à terre).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No genestealer is awake.</source>
        <translation>Aucun genestealer n&apos;est réveillé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a genestealer from 1 to %1.</source>
        <translation>Choisissez un genestealer de 1 à %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The genestealer keeps at %1 until he is hurt.</source>
        <translation>Le genestealer s&apos;acharne sur %1 tant qu&apos;il n&apos;est pas blessé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Genestealer %1 knocks %2 down.</source>
        <translation>Le genestealer %1 plaque %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Genestealer %1 has hurt %2 and goes back under the ice.</source>
        <translation>Le genestealer %1 a blessé %2 et retourne sous la glace.</translation>
    </message>
</context>
<context>
    <name>ForgeMoves</name>
    <message>
        <location filename="../core/forge/ForgeMoves.cpp" line="+62"/>
        <source>Name the square he starts on, then each square he enters.</source>
        <translation>Indiquez la case de départ du joueur, puis chaque case où il entre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each square of the path is on the pitch: a row A–O then a column 1–26, as H11.</source>
        <translation>Chaque case du chemin est sur le terrain : une rangée A–O puis une colonne 1–26, comme H11.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is the volcano: nobody walks there.</source>
        <translation>%1 est le volcan : personne n&apos;y marche.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is lava: nobody steps into it (a player pushed or fallen in burns: On lava).</source>
        <translation>%1 est de la lave : personne n&apos;y entre en marchant (un joueur poussé ou tombé dedans brûle : Dans la lave).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is a crest: nobody jumps over a crest (seed l.126).</source>
        <translation>%1 est une crête : on ne peut pas sauter par-dessus une crête (texte l.126).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2 is no step: %3 between them is %4, and a jump clears a crevasse or a lava flow.</source>
        <translation>De %1 à %2 n&apos;est pas un pas : %3 entre les deux est %4, et un saut franchit une crevasse ou une coulée de lave.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A jump over %1 lands beyond it, on open ice or a crest: %2 is a %3.</source>
        <translation>Un saut par-dessus %1 se réceptionne au-delà, sur la glace ou une crête : %2 est une %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 to %2 is no step: the squares of a path are next to each other, or two apart in a line across a crevasse or a lava flow.</source>
        <translation>De %1 à %2 n&apos;est pas un pas : les cases d&apos;un chemin sont adjacentes, ou à deux cases en ligne de part et d&apos;autre d&apos;une crevasse ou d&apos;une coulée de lave.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose the player who moves: one of %1 on the pitch.</source>
        <translation>Choisissez le joueur qui se déplace : un joueur de %1 sur le terrain.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cannot go that far: the path costs %2 movement points, his MA %3 and %4 Go For It allow %5.</source>
        <translation>%1 ne peut pas aller si loin : le chemin coûte %2 points de mouvement, son M %3 et %4 Mettre le Paquet en permettent %5.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>stands up %1</source>
        <extracomment>The cost of standing up in a declared move: &quot;stands up 3&quot;.</extracomment>
        <translation>se relève %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>over the %1 on %2 to %3 %4</source>
        <extracomment>A jump in a declared move: &quot;over the crevasse on H14 to H15 3&quot;.</extracomment>
        <translation>par-dessus la %1 en %2 jusqu&apos;en %3 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 %3</source>
        <extracomment>A step in a declared move: &quot;H13 crevasse 2&quot;.</extracomment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>La Forge de Sigmar: %1 moves from %2: %3; %4 movement points.</source>
        <translation>La Forge de Sigmar : %1 part de %2 : %3 ; %4 points de mouvement.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Within his MA %1 (%n square(s) left).</source>
        <translation>
            <numerusform>Dans son M %1 (%n case restante).</numerusform>
            <numerusform>Dans son M %1 (%n cases restantes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Beyond his MA %1: %n Go For It, a D6 each.</source>
        <translation>
            <numerusform>Au-delà de son M %1 : %n Mettre le Paquet, 1D6 chacun.</numerusform>
            <numerusform>Au-delà de son M %1 : %n Mettre le Paquet, 1D6 chacun.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Jump over the %1 on %2: 2D6 + AG %3 must reach %4 to land (%5+ on the dice); record it with Jump.</source>
        <translation>Saut par-dessus la %1 en %2 : 2D6 + AG %3 doit atteindre %4 pour se réceptionner (%5+ aux dés) ; saisissez-le avec Sauter.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: the volcano.</source>
        <translation>%1 : le volcan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2. Nobody steps into it; a player pushed or fallen in burns (On lava).</source>
        <translation>%1 : %2. Personne n&apos;y entre en marchant ; un joueur poussé ou tombé dedans brûle (Dans la lave).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from %1 %2</source>
        <extracomment>A step&apos;s cost in the pitch&apos;s tooltip: &quot;from a crest 2&quot;.</extracomment>
        <translation>depuis %1 : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2. Movement points for a step into it: %3.</source>
        <translation>%1 : %2. Points de mouvement pour y entrer : %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throws from here: %1.</source>
        <translation>Lancers depuis cette case : %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2) to %3</source>
        <extracomment>Where a pass is thrown from: &quot;H11 (crevasse)&quot;, or &quot;H11 (crevasse) to M14&quot;.</extracomment>
        <translation>%1 (%2) vers %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>throws from %1: no modifier from the ice</source>
        <translation>lance depuis %1 : aucun modificateur de la glace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throws from %1: %2 to the pass</source>
        <translation>lance depuis %1 : %2 à la passe</translation>
    </message>
</context>
<context>
    <name>ForgeRules</name>
    <message>
        <location filename="../core/forge/ForgeRules.cpp" line="+59"/>
        <source>crevasse</source>
        <translation>crevasse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lava flow</source>
        <translation>coulée de lave</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crest</source>
        <translation>crête</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>open ice</source>
        <translation>glace libre</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This match is not played on La Forge de Sigmar: its pitch has no terrain.</source>
        <translation>Ce match ne se joue pas sur la Forge de Sigmar : son terrain n&apos;a ni crevasse ni lave.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Only a pass names squares (the one it is thrown from, then its target), or a move or a blitz (its path).</source>
        <translation>Seule une passe nomme des cases (celle d&apos;où elle est lancée, puis sa cible), ou un mouvement ou un blitz (son chemin).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the square he throws from: a row A–O then a column 1–26, as H11.</source>
        <translation>Tapez la case d&apos;où il lance : une rangée A–O puis une colonne 1–26, comme H11.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>La Forge de Sigmar: roll the start of the turn first (crevasse ends, lava).</source>
        <translation>La Forge de Sigmar : jetez d&apos;abord le début du tour (extrémités de crevasse, lave).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before the kick-off both coaches place as many terrain tokens: %1 has placed one more, so %2 places one too (or the last one is undone).</source>
        <translation>Avant le coup d&apos;envoi les deux coachs disposent autant de pions : %1 en a placé un de plus, %2 en place donc un aussi (ou le dernier est annulé).</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>La Forge de Sigmar: roll the start of the turn, a D8 for each of %n crevasse end(s).</source>
        <translation>
            <numerusform>La Forge de Sigmar : jetez le début du tour, 1D8 pour %n extrémité de crevasse.</numerusform>
            <numerusform>La Forge de Sigmar : jetez le début du tour, 1D8 pour chacune des %n extrémités de crevasse.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>La Forge de Sigmar: %1 %2.</source>
        <translation>La Forge de Sigmar : %1 %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>La Forge de Sigmar: %1 to the pass from a crevasse, +%2 from a crest.</source>
        <translation>La Forge de Sigmar : %1 à la passe depuis une crevasse, +%2 depuis une crête.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Not an event of La Forge de Sigmar.</source>
        <translation>Ce n&apos;est pas un événement de la Forge de Sigmar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is over.</source>
        <translation>Le match est terminé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the token to place: %1.</source>
        <translation>Choisissez le pion à placer : %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one square of the pitch.</source>
        <translation>Choisissez une case du terrain.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is the volcano.</source>
        <translation>%1 est le volcan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before the kick-off the coaches place crevasses and crests only.</source>
        <translation>Avant le coup d&apos;envoi les coachs ne placent que des crevasses et des crêtes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has placed a token: it is %2&apos;s turn to place one.</source>
        <translation>%1 a placé un pion : c&apos;est à %2 d&apos;en placer un.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds no token.</source>
        <translation>%1 ne porte aucun pion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already holds a %2.</source>
        <translation>%1 porte déjà une %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds a %2: a crevasse opens on open ice only.</source>
        <translation>%1 porte une %2 : une crevasse ne se crée que sur la glace libre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds a %2 already.</source>
        <translation>%1 porte déjà une %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the %2 on %3 is taken off.</source>
        <translation>%1 : la %2 en %3 est retirée.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 places a %2 on %3.</source>
        <translation>%1 place une %2 en %3.</translation>
    </message>
</context>
<context>
    <name>ForgeText</name>
    <message>
        <location filename="../models/ForgeText.cpp" line="+57"/>
        <source>. open ice   V volcano   C crevasse   L lava flow   ^ crest   G genestealer</source>
        <translation>. glace libre   V volcan   C crevasse   L coulée de lave   ^ crête   G genestealer</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;&lt;b&gt;La Forge de Sigmar&lt;/b&gt;: ice over a volcano. Players stay on the board; Dugout follows the terrain and rolls or takes every die.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La Forge de Sigmar&lt;/b&gt; : de la glace sur un volcan. Les joueurs restent sur le plateau ; Dugout suit le terrain et lance ou reçoit chaque dé.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Tokens.&lt;/b&gt; Before the kick-off the coaches put down crevasses and crests, one each in turn, as many each. During the match a click puts down what the board shows (or clears a square); undo takes it back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pions.&lt;/b&gt; Avant le coup d&apos;envoi les coachs disposent des crevasses et des crêtes, un chacun à tour de rôle, autant chacun. Pendant le match un clic pose ce que montre le plateau (ou libère une case) ; annuler le retire.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Start of each team turn.&lt;/b&gt; A D8 for each crevasse end (one for a one-square crevasse), read on the scatter template drawn below. The face pointing back along the crevasse stops that end for good; any other adds a crevasse there. Then the lava runs one square into every crevasse touching the volcano or a flow, except where a player stands in its way; where it reaches the end of a crevasse a crest rises. A player who came through the lava unhurt is swallowed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Début de chaque tour d&apos;équipe.&lt;/b&gt; 1D8 par extrémité de crevasse (un seul pour une crevasse d&apos;une case), lu sur le gabarit de dispersion dessiné ci-dessous. La face qui indique la direction d&apos;origine stabilise définitivement cette extrémité ; toute autre y ajoute une crevasse. Puis la lave avance d&apos;une case dans chaque crevasse en contact avec le volcan ou une coulée, sauf là où un joueur lui barre le chemin ; là où elle atteint l&apos;extrémité d&apos;une crevasse une crête se forme. Un joueur sorti indemne de la lave est englouti.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;pre&gt;  1 2 3
  4 · 5
  6 7 8&lt;/pre&gt;&lt;p&gt;Row A is at the top, column 1 on the left.&lt;/p&gt;</source>
        <translation>&lt;pre&gt;  1 2 3
  4 · 5
  6 7 8&lt;/pre&gt;&lt;p&gt;La rangée A est en haut, la colonne 1 à gauche.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <extracomment>A row of a La Forge de Sigmar table in the help: &quot;7–10: Nothing&quot;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;b&gt;Striking the ice&lt;/b&gt; (the player&apos;s action), 2D6 + ST: %1. A new crevasse rolls 2D6: %2; a magic item works on a D6 of %3 or more. Next to lava it fills and becomes a crest, and its maker is splashed on a D6 of %4 or less (injury +%5). An accident opens a crevasse on a D6 of %6 or less.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Frapper la glace&lt;/b&gt; (l&apos;action du joueur), 2D6 + F : %1. Une nouvelle crevasse jette 2D6 : %2 ; un objet magique marche sur un D6 de %3 ou plus. À côté de la lave elle se remplit et devient une crête, et son auteur est éclaboussé sur un D6 de %4 ou moins (blessure +%5). Un accident ouvre une crevasse sur un D6 de %6 ou moins.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;&lt;b&gt;Jumps&lt;/b&gt;, 2D6 + AG. Over a crevasse: %1. Over lava: %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sauts&lt;/b&gt;, 2D6 + AG. Au-dessus d&apos;une crevasse : %1. Au-dessus de la lave : %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Lava&lt;/b&gt;: armour, then injury +%1. &lt;b&gt;Genestealer&lt;/b&gt;: MA %2, ST %3, AG %4, AV %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lave&lt;/b&gt; : armure, puis blessure +%1. &lt;b&gt;Genestealer&lt;/b&gt; : M %2, F %3, AG %4, AR %5.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Moving.&lt;/b&gt; Into or out of a crevasse: %1 squares of movement; onto or off a crest: %2. Jumping over a crevasse or lava: %3. From a crest into a crevasse: %4. A crest cannot be jumped over. Passes: %5 from a crevasse, %6 from a crest. Jumping onto a player in a crevasse or from a crest: ST +%7 for the block (the coaches roll it on the board).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Mouvement.&lt;/b&gt; Sauter dans une crevasse ou en remonter : %1 cases de mouvement ; monter sur une crête ou en descendre : %2. Sauter au-dessus d&apos;une crevasse ou de la lave : %3. D&apos;une crête dans une crevasse : %4. On ne peut pas sauter par-dessus une crête. Passes : %5 depuis une crevasse, %6 depuis une crête. Sauter sur un joueur au fond d&apos;une crevasse ou depuis une crête : F +%7 pour le blocage (les coachs le jettent sur le plateau).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;&lt;b&gt;Dugout&apos;s choices where the seed is unclear.&lt;/b&gt; &quot;Each turn&quot; is each team turn. The seed&apos;s map is not in its text: the volcano is the four squares A13, A14, B13, B14. An end pointing off the pitch, at the volcano or at a token does not grow, nor does a scattered crevasse open there. A crevasse is kept as the chain it grew as: a token next to a growing end lengthens it, any other starts a new crevasse. A player on a square where a crevasse grows or is scattered is entered with Fell in (N) until the next turn starts; at the start of a turn his fall ends no turn. Whoever is still on the pitch in the lava after his burn (armour held or stunned) dies at the next turn&apos;s start. A genestealer is gone once its victim is knocked out or a casualty. Falling in otherwise ends the turn of the team in play, as any knock-down does, and so does jumping onto a player. A step between two squares of the same kind costs 1, from a crevasse up onto a crest as much as the way down; nobody steps into lava. Pointing at a square of the grid shows its costs; Pass asks the square it is thrown from.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Choix de Dugout là où le texte n&apos;est pas clair.&lt;/b&gt; « Chaque tour de jeu » est chaque tour d&apos;équipe. Le plan du texte d&apos;origine manque : le volcan occupe les quatre cases A13, A14, B13, B14. Une extrémité qui désigne une case hors du terrain, le volcan ou un pion n&apos;évolue pas, et une crevasse dispersée ne s&apos;y crée pas. Une crevasse reste la chaîne qu&apos;elle a formée en s&apos;étendant : un pion adjacent à une extrémité qui évolue la prolonge, tout autre crée une nouvelle crevasse. Un joueur sur une case où une crevasse s&apos;étend ou est dispersée est saisi avec Tombé dedans (N) jusqu&apos;au début du tour suivant ; au début d&apos;un tour, sa chute ne met fin à aucun tour. Celui qui reste sur le terrain dans la lave après sa brûlure (armure tenue ou sonné) meurt au début du tour suivant. Un genestealer disparaît dès que sa victime est KO ou sortie. Sinon, tomber dans une crevasse met fin au tour de l&apos;équipe active, comme tout plaquage, de même que sauter sur un joueur. Un pas entre deux cases de même nature coûte 1, d&apos;une crevasse sur une crête autant que dans l&apos;autre sens ; personne n&apos;entre dans la lave en marchant. Pointer une case de la grille montre ses coûts ; Passe demande la case d&apos;où elle est lancée.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;p&gt;&lt;b&gt;Declared on the grid.&lt;/b&gt; Move: click the square the player starts on, then each square he enters; each shows its cost, and the last one clicked again (or M) declares the move: Dugout writes the total against his MA and %1 Go For It (%2 with Sprint; standing up costs %3, a longer path is refused) and the roll each jump needs. A jump clears one crevasse or lava square, two squares apart in a row, a column or a diagonal, and lands on open ice or a crest. Pass: click the thrower&apos;s square, then the target. Pushed in (U): a player pushed into a crevasse by a block, or following up his own, falls to the bottom with an armour roll, on top of the block&apos;s own if it knocked him down; onto lava he burns (armour, injury +%4). Falling so ends the turn of the team in play; a push onto open ice or a crest is the ordinary one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Déclaré sur la grille.&lt;/b&gt; Mouvement : cliquez la case de départ du joueur, puis chaque case où il entre ; chacune montre son coût, et la dernière cliquée de nouveau (ou M) déclare le mouvement : Dugout écrit le total face à son M et %1 Mettre le Paquet (%2 avec Sprint ; se relever coûte %3, un chemin plus long est refusé) et le jet de chaque saut. Un saut franchit une case de crevasse ou de lave, de deux cases en ligne, en colonne ou en diagonale, et se réceptionne sur la glace ou une crête. Passe : cliquez la case du lanceur, puis la cible. Repoussé dedans (U) : un joueur repoussé dans une crevasse par un blocage, ou qui suit le sien, tombe au fond avec un jet d&apos;armure, en plus de celui du blocage s&apos;il l&apos;a plaqué ; dans la lave il brûle (armure, blessure +%4). Tomber ainsi met fin au tour de l&apos;équipe active ; une poussée sur la glace ou une crête est ordinaire.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>La Forge de Sigmar</source>
        <translation>La Forge de Sigmar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start of the turn to roll: a D8 for each crevasse end (%1).</source>
        <translation>Début du tour à jeter : 1D8 par extrémité de crevasse (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crevasse ends still growing: %1.</source>
        <translation>Extrémités de crevasse qui évoluent encore : %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens placed before the kick-off: %1 %2, %3 %4.</source>
        <translation>Pions placés avant le coup d&apos;envoi : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In the lava, swallowed at the next turn&apos;s start: #%1 %2 (%3).</source>
        <translation>Dans la lave, englouti au début du tour suivant : #%1 %2 (%3).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Genestealer %1 (woke on %2) keeps at #%3 %4.</source>
        <translation>Le genestealer %1 (réveillé en %2) s&apos;acharne sur #%3 %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Genestealer %1 (woke on %2) goes for the nearest player.</source>
        <translation>Le genestealer %1 (réveillé en %2) attaque le joueur le plus proche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Magic item found on %1 by %2: it works.</source>
        <translation>Objet magique trouvé en %1 par %2 : en état de marche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magic item found on %1 by %2: broken.</source>
        <translation>Objet magique trouvé en %1 par %2 : bon à rien.</translation>
    </message>
</context>
<context>
    <name>FoulRules</name>
    <message>
        <location filename="../core/match/FoulRules.cpp" line="+56"/>
        <source>Fouls happen only during a team turn.</source>
        <translation>Les agressions n&apos;ont lieu que pendant un tour d&apos;équipe.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>It is %1&apos;s turn.</source>
        <translation>C&apos;est le tour de %1.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Turnover: the turn is over.</source>
        <translation>Turnover : le tour est terminé.</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+33"/>
        <location line="+14"/>
        <source>%1 has no player #%2.</source>
        <translation>%1 n&apos;a pas de joueur n°%2.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 is not standing on the pitch.</source>
        <translation>%1 n&apos;est pas debout sur le terrain.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1 has not declared a Foul action.</source>
        <translation>%1 n&apos;a pas déclaré d&apos;action d&apos;Agression.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 fouls a team-mate only when the other team controls him this turn (Blackmail).</source>
        <translation>%1 n&apos;agresse un coéquipier que si l&apos;autre équipe le contrôle pendant ce tour (Chantage).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has not declared a Foul for %2 (%3).</source>
        <translation>%1 n&apos;a pas déclaré d&apos;Agression pour %2 (%3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot foul himself.</source>
        <translation>%1 ne peut pas s&apos;agresser lui-même.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 has already made his foul this turn.</source>
        <translation>%1 a déjà fait son agression ce tour-ci.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not prone or stunned: only a player on the ground can be fouled.</source>
        <translation>%1 n&apos;est ni à terre ni sonné : seul un joueur au sol peut être agressé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be fouled: %2.</source>
        <translation>%1 ne peut pas subir d&apos;agression : %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assists cannot be negative.</source>
        <translation>Les soutiens ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 fouls %2.</source>
        <translation>%1 agresse %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Assists: +%1, defensive assists: −%2.</source>
        <translation>Soutiens : +%1, soutiens défensifs : −%2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: the armour of %2 breaks.</source>
        <translation>%1 : l&apos;armure de %2 est passée.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the double goes unnoticed, the armour held.</source>
        <translation>%1 : le double passe inaperçu, l&apos;armure a tenu.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Doubles, but %1 fouled a team-mate: he cannot be sent off for it (%2).</source>
        <translation>Double, mais %1 a agressé un coéquipier : il ne peut pas être expulsé pour cela (%2).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Doubles: the referee sends %1 off.</source>
        <translation>Double : l&apos;arbitre expulse %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>Only right after the send-off.</source>
        <translation>Seulement juste après l&apos;expulsion.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>No bribe left.</source>
        <translation>Plus de pot-de-vin.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bribe %1: the referee will not look away, %2 stays sent off.</source>
        <translation>Pot-de-vin %1 : l&apos;arbitre ne ferme pas les yeux, %2 reste expulsé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bribe %1: the referee looks away, %2 stays in the game and the turnover is cancelled.</source>
        <translation>Pot-de-vin %1 : l&apos;arbitre ferme les yeux, %2 reste en jeu et le turnover est annulé.</translation>
    </message>
</context>
<context>
    <name>FreeFanFactor</name>
    <message numerus="yes">
        <location filename="../core/league/FreeFanFactor.cpp" line="+25"/>
        <source>%n fan factor bought at creation; the league gives fan factor %1</source>
        <translation>
            <numerusform>%n point de popularité acheté à la création ; la ligue donne une popularité de %1</numerusform>
            <numerusform>%n points de popularité achetés à la création ; la ligue donne une popularité de %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FreeJourneymen</name>
    <message>
        <location filename="../core/league/FreeJourneymen.cpp" line="+54"/>
        <source>%1: &apos;%2&apos; is not a position of the team&apos;s roster.</source>
        <translation>%1 : « %2 » n&apos;est pas une position de la liste de l&apos;équipe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a free journeyman comes from a 0-16 or 0-12 position, not %2 (0-%3).</source>
        <translation>%1 : un journalier gratuit vient d&apos;une position 0-16 ou 0-12, pas de %2 (0-%3).</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 asks for %2 free journeymen but may take %n: no more than it needs to field 11 players in its next match.</source>
        <translation>
            <numerusform>%1 demande %2 journaliers gratuits mais ne peut en prendre que %n : pas plus qu&apos;il n&apos;en faut pour aligner 11 joueurs au prochain match.</numerusform>
            <numerusform>%1 demande %2 journaliers gratuits mais ne peut en prendre que %n : pas plus qu&apos;il n&apos;en faut pour aligner 11 joueurs au prochain match.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FreeTurns</name>
    <message>
        <location filename="../core/match/FreeTurns.cpp" line="+35"/>
        <source>%1 is already owed a free turn.</source>
        <translation>%1 attend déjà un tour gratuit.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This turn of %1 is a free turn: its turn marker goes back to %2.</source>
        <translation>Ce tour de %1 est un tour gratuit : son marqueur de tour revient à %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes a free turn now: its turn marker stays at %2.</source>
        <translation>%1 joue un tour gratuit maintenant : son marqueur de tour reste à %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then %1 takes a free turn, then %2 its own turn.</source>
        <translation>Puis %1 joue un tour gratuit, et %2 son propre tour.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: a free turn (%2), the turn marker stays at %3.</source>
        <translation>%1 : un tour gratuit (%2), le marqueur de tour reste à %3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The free turns are over: %1 plays its own turn.</source>
        <translation>Les tours gratuits sont finis : %1 joue son propre tour.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s free turn is over: %2 takes its free turn.</source>
        <translation>Le tour gratuit de %1 est fini : %2 joue son tour gratuit.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A touchdown in this free turn counts only if the scorer is still in the End Zone after %1&apos;s free turn: enter it then.</source>
        <translation>Un touchdown pendant ce tour gratuit ne compte que si le marqueur est encore dans l&apos;en-but après le tour gratuit de %1 : saisissez-le à ce moment-là.</translation>
    </message>
</context>
<context>
    <name>GateRoll</name>
    <message>
        <location filename="../core/league/GateRoll.cpp" line="+38"/>
        <source>%1 + %2 (Spike! trophy)</source>
        <translation>%1 + %2 (trophée de l&apos;Épique)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 + fan factor %2) × %3 for the end-of-season tournament = %4 fans</source>
        <translation>(%1 + popularité %2) × %3 pour le tournoi de fin de saison = %4 spectateurs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 + fan factor %2 = %3 fans</source>
        <translation>%1 + popularité %2 = %3 spectateurs</translation>
    </message>
</context>
<context>
    <name>HomeDigest</name>
    <message>
        <location filename="../core/storage/HomeDigest.cpp" line="+24"/>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the matches in progress</source>
        <translation>les matchs en cours</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the next fixtures</source>
        <translation>les prochains matchs</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the recent teams</source>
        <translation>les équipes récentes</translation>
    </message>
</context>
<context>
    <name>InducementBill</name>
    <message>
        <location filename="../core/inducements/InducementBill.cpp" line="+32"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>mercenary %1</source>
        <translation>mercenaire %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mercenary %1 (%2)</source>
        <translation>mercenaire %1 (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 card ×%2</source>
        <translation>carte %1 ×%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
</context>
<context>
    <name>InducementPurchasesJson</name>
    <message>
        <location filename="../core/inducements/InducementPurchasesJson.cpp" line="+51"/>
        <source>The count of &apos;%1&apos; must be a whole number from 0 to 100.</source>
        <translation>Le nombre de « %1 » doit être un entier de 0 à 100.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Star players are listed by id.</source>
        <translation>Les champions sont indiqués par leur identifiant.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A mercenary needs the id of his position.</source>
        <translation>Un mercenaire a besoin de l&apos;identifiant de son poste.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A special play card needs the id of its deck.</source>
        <translation>Une carte spéciale a besoin de l&apos;identifiant de son jeu.</translation>
    </message>
</context>
<context>
    <name>InducementRules</name>
    <message>
        <location filename="../core/inducements/InducementRules.cpp" line="+124"/>
        <source>Unknown star player &apos;%1&apos;.</source>
        <translation>Champion inconnu « %1 ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown position &apos;%1&apos; for a mercenary (a position id such as human.lineman).</source>
        <translation>Poste inconnu « %1 » pour un mercenaire (un identifiant de poste comme human.lineman).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown special play card deck &apos;%1&apos;.</source>
        <translation>Paquet de cartes de jeu spécial inconnu « %1 ».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown inducement &apos;%1&apos;.</source>
        <translation>Prime de match inconnue « %1 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In this league, special play cards replace every other inducement.</source>
        <translation>Dans cette ligue, les cartes spéciales remplacent toutes les autres primes de match.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A card from this deck costs %1; only %2 is left of the card budget.</source>
        <translation>Une carte de ce paquet coûte %1 ; il ne reste que %2 du budget de cartes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It costs %1; only %2 is left.</source>
        <translation>Cela coûte %1 ; il ne reste que %2.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Choose which star player or which mercenary to hire.</source>
        <translation>Choisissez quel champion ou quel mercenaire engager.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1: not allowed in this league.</source>
        <translation>%1 : interdit dans cette ligue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: not available to %2 teams.</source>
        <translation>%1 : non disponible pour les équipes %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: at most %2 per team.</source>
        <translation>%1 : au plus %2 par équipe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Star players are not allowed in this league.</source>
        <translation>Les champions sont interdits dans cette ligue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not play for %2 teams.</source>
        <translation>%1 ne joue pas pour les équipes %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is only hired with %2.</source>
        <translation>%1 ne s&apos;engage qu&apos;avec %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is already hired.</source>
        <translation>%1 est déjà engagé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 comes with %2, two star players; a team may hire at most %3.</source>
        <translation>%1 vient avec %2, soit deux champions ; une équipe peut en engager au plus %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A team may hire at most %1 star players.</source>
        <translation>Une équipe peut engager au plus %1 champions.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Mercenaries are not allowed in this league.</source>
        <translation>Les mercenaires sont interdits dans cette ligue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a position of %2 teams.</source>
        <translation>%1 n&apos;est pas un poste des équipes %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The team already has %1 %2, the position&apos;s maximum (mercenaries included).</source>
        <translation>L&apos;équipe a déjà %1 %2, le maximum de la position (mercenaires compris).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A mercenary would take the team past %1 players (star players do not count).</source>
        <translation>Un mercenaire ferait dépasser %1 joueurs à l&apos;équipe (les champions ne comptent pas).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown skill &apos;%1&apos;.</source>
        <translation>Compétence inconnue « %1 ».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A %1 mercenary already has %2.</source>
        <translation>Un mercenaire %1 a déjà %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a Normal skill for a %2.</source>
        <translation>%1 n&apos;est pas une compétence Normale pour un %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be taken with %2.</source>
        <translation>%1 ne peut pas être prise avec %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This league does not use special play cards.</source>
        <translation>Cette ligue n&apos;utilise pas les cartes spéciales.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A team may buy at most %1 special play cards.</source>
        <translation>Une équipe peut acheter au plus %1 cartes spéciales.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 deck has no card left.</source>
        <translation>Le paquet %1 n&apos;a plus de carte.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+15"/>
        <source>A count cannot be negative (%1).</source>
        <translation>Un nombre ne peut pas être négatif (%1).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The star players listed do not match those hired (a star twice, or one who only comes with another).</source>
        <translation>Les champions indiqués ne correspondent pas à ceux engagés (un champion deux fois, ou un qui ne vient qu&apos;avec un autre).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>Jeu inconnu « %1 ».</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n card(s) drawn from the %1 deck, but only %2 bought.</source>
        <translation>
            <numerusform>%n carte tirée du %1, mais seulement %2 achetée(s).</numerusform>
            <numerusform>%n cartes tirées du %1, mais seulement %2 achetée(s).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a card of the %2 deck.</source>
        <translation>« %1 » n&apos;est pas une carte du %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is drawn twice; each card of a deck is drawn once.</source>
        <translation>« %1 » est tirée deux fois ; chaque carte d&apos;un jeu n&apos;est tirée qu&apos;une fois.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The opponent has already hired %1: when both teams hire the same star, he takes both fees and plays for neither.</source>
        <translation>L&apos;adversaire a déjà engagé %1 : quand les deux équipes engagent le même champion, il empoche les deux cachets et ne joue pour aucune.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Its coach has looked at this card: it stays bought, as taking it back and buying again would draw a second card.</source>
        <translation>Son coach a regardé cette carte : elle reste achetée, car la rendre puis en racheter une reviendrait à tirer une seconde carte.</translation>
    </message>
</context>
<context>
    <name>InjuryAftercare</name>
    <message>
        <location filename="../core/match/InjuryAftercare.cpp" line="+29"/>
        <source>The apothecary treats %1: back to the reserves.</source>
        <translation>L&apos;apothicaire soigne %1 : retour dans les réserves.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The apothecary treats %1: stunned instead of KO.</source>
        <translation>L&apos;apothicaire soigne %1 : sonné au lieu de KO.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The apothecary treats %1: badly hurt, patched up and back to the reserves.</source>
        <translation>L&apos;apothicaire soigne %1 : commotion soignée, retour dans les réserves.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no casualty roll to treat.</source>
        <translation>%1 n&apos;a pas de jet de sortie à soigner.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not on the casualty table.</source>
        <translation>%1 ne figure pas dans le tableau des sorties.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The apothecary treats %1: casualty re-rolled, %2, %3.</source>
        <translation>L&apos;apothicaire soigne %1 : sortie relancée, %2, %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 keeps %2, %3.</source>
        <translation>%1 garde %2, %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is patched up and goes back to the reserves.</source>
        <translation>%1 est rafistolé et retourne dans les réserves.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No apothecary left.</source>
        <translation>Plus d&apos;apothicaire disponible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The apothecary treats only the player hurt just now.</source>
        <translation>L&apos;apothicaire ne soigne que le joueur qui vient d&apos;être blessé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no player #%2.</source>
        <translation>%1 n&apos;a pas de joueur n°%2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 regenerated: there is nothing to treat.</source>
        <translation>%1 s&apos;est régénéré : il n&apos;y a rien à soigner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is neither KO nor a casualty.</source>
        <translation>%1 n&apos;est ni KO ni victime d&apos;une sortie.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No Regeneration roll is waiting for %1.</source>
        <translation>Aucun jet de Régénération n&apos;attend %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not use the apothecary.</source>
        <translation>%1 n&apos;utilise pas l&apos;apothicaire.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has not hired Igor.</source>
        <translation>%1 n’a pas engagé Igor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Igor has already re-rolled a Regeneration this match.</source>
        <translation>Igor a déjà relancé une Régénération ce match-ci.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Igor re-rolls only a Regeneration that has just failed (%1).</source>
        <translation>Igor ne relance qu’une Régénération qui vient de rater (%1).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no Necromancer.</source>
        <translation>%1 n&apos;a pas de Nécromancien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Necromancer has already raised the dead this match.</source>
        <translation>Le Nécromancien a déjà relevé un mort pendant ce match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only right after an opposing player is killed.</source>
        <translation>Seulement juste après la mort d&apos;un joueur adverse.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not dead.</source>
        <translation>%1 n&apos;est pas mort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be raised: only players of ST 4 or less without Regeneration or Stunty.</source>
        <translation>%1 ne peut pas être relevé : seulement les joueurs de F 4 ou moins sans Régénération ni Minus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no Zombie position.</source>
        <translation>%1 n&apos;a pas de poste de Zombie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Necromancer raises %1: a Zombie joins %2 as #%3.</source>
        <translation>Le Nécromancien relève %1 : un Zombie rejoint %2 sous le n°%3.</translation>
    </message>
</context>
<context>
    <name>InjuryRules</name>
    <message>
        <location filename="../core/match/FoulRules.cpp" line="-80"/>
        <location filename="../core/match/InjuryRules.cpp" line="+284"/>
        <source>%1: +%2 on the armour roll.</source>
        <translation>%1 : +%2 au jet d&apos;armure.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: +%2 on the injury roll.</source>
        <translation>%1 : +%2 au jet de blessure.</translation>
    </message>
    <message>
        <location filename="../core/match/InjuryRules.cpp" line="-244"/>
        <source>%1 is not on the casualty table.</source>
        <translation>%1 ne figure pas dans le tableau des sorties.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: casualty roll %2, %3.</source>
        <translation>%1 : jet de sortie %2, %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: casualty roll %2, %3 (%4).</source>
        <translation>%1 : jet de sortie %2, %3 (%4).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Badly hurt</source>
        <translation>Commotion</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Igor re-rolls Regeneration</source>
        <translation>Igor relance la Régénération</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Regeneration</source>
        <translation>Régénération</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 %3, failed.</source>
        <translation>%1 : %2 %3, raté.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 %3, healed: back to the reserves.</source>
        <translation>%1 : %2 %3, soigné : retour en réserve.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Not an injury event.</source>
        <translation>Ce n&apos;est pas un événement de blessure.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: %2, stunned without an injury roll.</source>
        <translation>%1 : %2, sonné sans jet de blessure.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Niggling injuries: +%1 on the injury roll.</source>
        <translation>Blessures persistantes : +%1 au jet de blessure.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the injury roll is not modified.</source>
        <translation>%1 : le jet de blessure n&apos;est pas modifié.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A special play card: %1 on the injury roll.</source>
        <translation>Une carte de jeu spécial : %1 au jet de blessure.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: injury %2, placed prone.</source>
        <translation>%1 : blessure %2, mis à terre.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: injury %2, %3.</source>
        <translation>%1 : blessure %2, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: injury %2, %3 (%4).</source>
        <translation>%1 : blessure %2, %3 (%4).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 goes to the reserves.</source>
        <translation>%1 va dans les réserves.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: Regeneration is rolled once the apothecary is used or declined.</source>
        <translation>%1 : la Régénération sera lancée une fois l&apos;apothicaire utilisé ou refusé.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: the armour roll is not modified.</source>
        <translation>%1 : le jet d&apos;armure n&apos;est pas modifié.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: armour %2 against AV %3, held.</source>
        <translation>%1 : armure %2 contre AR %3, l&apos;armure tient.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: armour %2 against AV %3, broken by %4.</source>
        <translation>%1 : armure %2 contre AR %3, passée grâce à %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: armour %2 against AV %3, broken.</source>
        <translation>%1 : armure %2 contre AR %3, passée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 keeps him from harm, he is placed prone.</source>
        <translation>%1 : %2 le protège, il est mis à terre.</translation>
    </message>
</context>
<context>
    <name>InputLimits</name>
    <message>
        <location filename="../core/InputLimits.cpp" line="+13"/>
        <location line="+8"/>
        <source>%1 is %2 characters long; a name has at most %3.</source>
        <translation>%1 fait %2 caractères ; un nom en compte au plus %3.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 is empty.</source>
        <translation>%1 est vide.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is %2 characters long; a note has at most %3.</source>
        <translation>%1 fait %2 caractères ; une note en compte au plus %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The file is %1 MB; Dugout reads files of at most %2 MB.</source>
        <translation>Le fichier fait %1 Mo ; Dugout lit des fichiers de %2 Mo au plus.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>…and %n more problem(s).</source>
        <translation>
            <numerusform>…et %n autre problème.</numerusform>
            <numerusform>…et %n autres problèmes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonEntryReader</name>
    <message>
        <location filename="../core/rules/JsonEntryReader.cpp" line="+20"/>
        <source>%1, field &apos;%2&apos;: %3</source>
        <translation>%1, champ « %2 » : %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>an id of %1 characters; ids have at most %2</source>
        <translation>un identifiant de %1 caractères ; un identifiant en compte au plus %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not a valid id (lower-case letters, digits, &apos;_&apos; and &apos;.&apos;)</source>
        <translation>« %1 » n&apos;est pas un identifiant valide (minuscules, chiffres, « _ » et « . »)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a non-empty text</source>
        <translation>un texte non vide est attendu</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected an object with &quot;en&quot; and &quot;fr&quot; texts</source>
        <translation>un objet avec les textes &quot;en&quot; et &quot;fr&quot; est attendu</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>missing %1 text</source>
        <translation>texte %1 absent</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>English</source>
        <translation>anglais</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected a whole number from %1 to %2</source>
        <translation>un nombre entier de %1 à %2 est attendu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a whole number from %2 to %3</source>
        <translation>%1 n&apos;est pas un nombre entier de %2 à %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected an amount of gold in whole pieces, 0 or more</source>
        <translation>une somme en pièces d&apos;or entières, 0 ou plus, est attendue</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected true or false</source>
        <translation>true ou false est attendu</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a list of ids</source>
        <translation>une liste d&apos;identifiants est attendue</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not a valid id</source>
        <translation>« %1 » n&apos;est pas un identifiant valide</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a list</source>
        <translation>une liste est attendue</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected an object</source>
        <translation>un objet est attendu</translation>
    </message>
</context>
<context>
    <name>KickOffCrowd</name>
    <message>
        <location filename="../core/match/KickOffCrowd.cpp" line="+33"/>
        <source>Fans of %1: D6 %2 + FAME %3 = %4.</source>
        <translation>Supporters de %1 : D6 %2 + FAME %3 = %4.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A rock flies at %1, but none of its players is on the pitch.</source>
        <translation>Une pierre vole vers %1, mais aucun de ses joueurs n&apos;est sur le terrain.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A rock hits %1 (D%2 %3).</source>
        <translation>Une pierre touche %1 (D%2 %3).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: invasion D6 %2 + FAME %3, knocked out (Ball &amp; Chain).</source>
        <translation>%1 : invasion D6 %2 + FAME %3, KO (Chaîne &amp; Boulet).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: invasion D6 %2 + FAME %3, stunned.</source>
        <translation>%1 : invasion D6 %2 + FAME %3, sonné.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pitch invasion hurts nobody.</source>
        <translation>L&apos;invasion du terrain ne blesse personne.</translation>
    </message>
</context>
<context>
    <name>KickOffRules</name>
    <message>
        <location filename="../core/match/KickOffRules.cpp" line="+41"/>
        <source>The kick-off comes once both teams are set up.</source>
        <translation>Le coup d&apos;envoi a lieu une fois les deux équipes en place.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kick-off table has no row for this roll.</source>
        <translation>La table des coups d&apos;envoi n&apos;a pas de ligne pour ce jet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kick-off: %1 (2D6 %2 + %3 = %4).</source>
        <translation>Coup d&apos;envoi : %1 (2D6 %2 + %3 = %4).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 may set up its players again; the set-up of %2 stays.</source>
        <translation>%1 peut replacer ses joueurs ; la mise en place de %2 est maintenue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player of %1 outside any tackle zone may move to where the ball lands.</source>
        <translation>Un joueur de %1 hors de toute zone de tacle peut se déplacer là où le ballon atterrit.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every player of %1 may move one square.</source>
        <translation>Chaque joueur de %1 peut se déplacer d&apos;une case.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each team gains a bribe: %1 %2, %3 %4.</source>
        <translation>Chaque équipe gagne un pot-de-vin : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Riot: D6 %1.</source>
        <translation>Émeute : D6 %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both turn markers move on one: %1 %2, %3 %4.</source>
        <translation>Les deux marqueurs de tour avancent d&apos;une case : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both turn markers move back one: %1 %2, %3 %4.</source>
        <translation>Les deux marqueurs de tour reculent d&apos;une case : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 wins it outright (%2) and gains a team re-roll for this half (%3 left).</source>
        <translation>%1 le remporte d&apos;office (%2) et gagne une relance d&apos;équipe pour cette mi-temps (il lui en reste %3).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: D3 %2 + FAME %3 + %4 cheerleaders = %5.</source>
        <translation>%1 : D3 %2 + FAME %3 + %4 pom-pom girls = %5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: D3 %2 + FAME %3 + %4 assistant coaches = %5.</source>
        <translation>%1 : D3 %2 + FAME %3 + %4 assistants = %5.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 gains a team re-roll for this half (%2 left).</source>
        <translation>%1 gagne une relance d&apos;équipe pour cette mi-temps (il lui en reste %2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nice weather: a gust of wind scatters the ball one more square.</source>
        <translation>Temps clément : une rafale de vent fait dévier le ballon d&apos;une case de plus.</translation>
    </message>
</context>
<context>
    <name>KnockDownRules</name>
    <message>
        <location filename="../core/match/KnockDownRules.cpp" line="+20"/>
        <source>%1 is knocked down by %2.</source>
        <translation>%1 est plaqué par %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is attacked with the chainsaw of %2.</source>
        <translation>%1 est attaqué à la tronçonneuse par %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is stabbed by %2.</source>
        <translation>%1 est poignardé par %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chainsaw of %1 kicks back.</source>
        <translation>La tronçonneuse de %1 se retourne contre lui.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 falls.</source>
        <translation>%1 chute.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fails his landing.</source>
        <translation>%1 rate son atterrissage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fails to hold the spiked ball: stabbed.</source>
        <translation>%1 ne tient pas le ballon à pointes : poignardé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is pushed into the crowd.</source>
        <translation>%1 est repoussé dans la foule.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is knocked down.</source>
        <translation>%1 est plaqué.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cannot knock himself down.</source>
        <translation>%1 ne peut pas se plaquer lui-même.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 play for the same team: a player knocks down a team-mate only when the other team controls one of them this turn (Blackmail).</source>
        <translation>%1 et %2 jouent dans la même équipe : un joueur ne plaque un coéquipier que si l&apos;autre équipe contrôle l&apos;un d&apos;eux pendant ce tour (Chantage).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has not taken a Block or a Blitz for %2 this turn (%3).</source>
        <translation>%1 n&apos;a pas fait de Blocage ni de Blitz pour %2 pendant ce tour (%3).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This cause names no attacker, team-mate or not.</source>
        <translation>Cette cause n&apos;a pas d&apos;attaquant, coéquipier ou non.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the attacker among the players of %1 on the pitch.</source>
        <translation>Choisissez l&apos;attaquant parmi les joueurs de %1 sur le terrain.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 plays for %2 this turn (%3): he does not block its players, nor they him.</source>
        <translation>%1 joue pour %2 pendant ce tour (%3) : il ne bloque pas ses joueurs, ni eux lui.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no chainsaw.</source>
        <translation>%1 n&apos;a pas de tronçonneuse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no %2 skill.</source>
        <translation>%1 n&apos;a pas la compétence %2.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1: +%2 on the armour roll.</source>
        <translation>%1 : +%2 au jet d&apos;armure.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A special play card: %1 on the armour roll.</source>
        <translation>Une carte de jeu spécial : %1 au jet d&apos;armure.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: +%2 on the injury roll.</source>
        <translation>%1 : +%2 au jet de blessure.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The armour of %1 holds: no effect, he stays on his feet.</source>
        <translation>L&apos;armure de %1 tient : aucun effet, il reste debout.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>A rock is part of the kick-off result, not a knock-down of its own.</source>
        <translation>Une pierre fait partie du résultat du coup d&apos;envoi, ce n&apos;est pas un plaquage à part.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No Spiked Ball is in play: a failed catch or pick-up is no knock-down.</source>
        <translation>Aucun Ballon à pointes n&apos;est en jeu : une réception ou un ramassage raté n&apos;est pas un plaquage.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A spiked ball stabs during a team turn or right after the kick-off.</source>
        <translation>Un ballon à pointes poignarde pendant un tour d&apos;équipe ou juste après le coup d&apos;envoi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players are knocked down only during a team turn.</source>
        <translation>Les joueurs ne sont plaqués que pendant un tour d&apos;équipe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+41"/>
        <source>%1 has no player #%2.</source>
        <translation>%1 n&apos;a pas de joueur n°%2.</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+43"/>
        <source>%1 is not on the pitch.</source>
        <translation>%1 n&apos;est pas sur le terrain.</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+39"/>
        <source>%1 is already down.</source>
        <translation>%1 est déjà à terre.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>%1 has no chainsaw to kick back.</source>
        <translation>%1 n&apos;a pas de tronçonneuse qui puisse se retourner contre lui.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+30"/>
        <source>%1: no armour roll, straight to the injury roll.</source>
        <translation>%1 : pas de jet d&apos;Armure, directement le jet de Blessure.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Players are placed prone only during a team turn.</source>
        <translation>Les joueurs ne sont mis à terre que pendant un tour d&apos;équipe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is placed prone.</source>
        <translation>%1 est mis à terre.</translation>
    </message>
</context>
<context>
    <name>KnockoutBracket</name>
    <message>
        <location filename="../core/tournament/KnockoutBracket.cpp" line="+73"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quarter-finals</source>
        <translation>Quarts de finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round of %1</source>
        <translation>Tour de %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The knockout is drawn once every pool game has been played.</source>
        <translation>L&apos;élimination directe est tirée quand tous les matchs de poule ont été joués.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The consolation bracket is drawn once every first game has a winner.</source>
        <translation>Le tableau de consolation est tiré quand chaque premier match a un vainqueur.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>No consolation bracket: only %n coach(es) lost a first game.</source>
        <translation>
            <numerusform>Pas de tableau de consolation : un seul coach a perdu un premier match.</numerusform>
            <numerusform>Pas de tableau de consolation : seulement %n coachs ont perdu un premier match.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+102"/>
        <source>A knockout needs at least two coaches.</source>
        <translation>Une élimination directe demande au moins deux coachs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../core/tournament/RoundPairing.cpp" line="+17"/>
        <source>Table %1 of round %2 has no result yet.</source>
        <translation>La table %1 de la ronde %2 n&apos;a pas encore de résultat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1 of round %2 is level: enter who went through (sudden death).</source>
        <translation>La table %1 de la ronde %2 est à égalité : indiquez qui s&apos;est qualifié (mort subite).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The knockout is over: its final has been played.</source>
        <translation>L&apos;élimination directe est terminée : sa finale a été jouée.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The winner of table %1 already plays in round %2: take that round back before changing who went through.</source>
        <translation>Le vainqueur de la table %1 joue déjà la ronde %2 : annulez cette ronde avant de changer qui s&apos;est qualifié.</translation>
    </message>
</context>
<context>
    <name>Leaders</name>
    <message>
        <location filename="../core/league/Leaders.cpp" line="+78"/>
        <source>Touchdowns</source>
        <translation>Touchdowns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualties</source>
        <translation>Sorties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completions</source>
        <translation>Réussites de passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interceptions</source>
        <translation>Interceptions</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Star player points</source>
        <translation>Points de star</translation>
    </message>
</context>
<context>
    <name>LeagueChallengeAction</name>
    <message>
        <location filename="../app/cli/LeagueChallengeAction.cpp" line="+21"/>
        <source>use &apos;league challenge LEAGUE_ID CHALLENGER_ID CHALLENGED_ID --accept|--refuse|--substitute TEAM_ID&apos;.</source>
        <translation>utilisez « league challenge LEAGUE_ID CHALLENGER_ID CHALLENGED_ID --accept|--refuse|--substitute TEAM_ID ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A challenge takes one answer: --accept, --refuse or --substitute TEAM_ID.</source>
        <translation>Un défi prend une seule réponse : --accept, --refuse ou --substitute TEAM_ID.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a team id</source>
        <translation>un identifiant d&apos;équipe</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>team %1</source>
        <translation>équipe %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Recorded as match %1.</source>
        <translation>Enregistré comme match %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 plays %2 in place of %3: fixture %4, round %5.</source>
        <translation>%1 joue contre %2 à la place de %3 : rencontre %4, journée %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 accepted %2&apos;s challenge: fixture %3, round %4.</source>
        <translation>%1 a accepté le défi de %2 : rencontre %3, journée %4.</translation>
    </message>
</context>
<context>
    <name>LeagueChartQuery</name>
    <message>
        <location filename="../core/storage/LeagueChartQuery.cpp" line="+44"/>
        <source>Touchdowns and casualties per round</source>
        <translation>Touchdowns et sorties par journée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total of both teams</source>
        <translation>Total des deux équipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Journée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns</source>
        <translation>Touchdowns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties</source>
        <translation>Sorties</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+125"/>
        <source>Other matches</source>
        <translation>Autres matchs</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>There is no confirmed match %1.</source>
        <translation>Il n&apos;y a pas de match confirmé %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Positions in the season</source>
        <translation>Classements dans la saison</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no season %1.</source>
        <translation>Il n&apos;y a pas de saison %1.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Positions in %1</source>
        <translation>Classements — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After round</source>
        <translation>Après la journée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
</context>
<context>
    <name>LeagueCommand</name>
    <message>
        <location filename="../app/cli/LeagueCommand.cpp" line="+51"/>
        <source>List the leagues: id, name, teams, seasons</source>
        <translation>Liste les ligues : identifiant, nom, équipes, saisons</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print a season&apos;s standings (the latest season by default)</source>
        <translation>Affiche le classement d&apos;une saison (la dernière par défaut)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a season&apos;s standings and the league&apos;s leaders as an Excel workbook</source>
        <translation>Écrire le classement d&apos;une saison et les meilleurs joueurs de la ligue dans un classeur Excel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the ten best players of each statistic (touchdowns, casualties, completions, interceptions, SPP)</source>
        <translation>Afficher les dix meilleurs joueurs de chaque statistique (touchdowns, sorties, passes réussies, interceptions, PSP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print a season&apos;s fixtures: id, round, teams (with their ids), score</source>
        <translation>Affiche les rencontres d&apos;une saison : identifiant, journée, équipes (avec leurs identifiants), score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the demo league: 8 teams, a season half played</source>
        <translation>Ajoute la ligue de démonstration : 8 équipes, une saison à moitié jouée</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Add one fixture to a season (a play-off round&apos;s with --playoff-round); print its id</source>
        <translation>Ajouter une rencontre à une saison (de play-off avec --playoff-round) ; afficher son identifiant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the four semi-finalists of a season and draw the semi-finals; --create stores them as fixtures</source>
        <translation>Choisir les quatre demi-finalistes d&apos;une saison et tirer au sort les demi-finales ; --create les enregistre comme rencontres</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add the final between the winners of the two semi-finals</source>
        <translation>Ajouter la finale entre les vainqueurs des deux demi-finales</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A league challenge answered: the match scheduled, a 2–0 win for the challenger, or a substitute</source>
        <translation>La réponse à un défi de ligue : le match au calendrier, une victoire 2–0 pour celui qui défie, ou un remplaçant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each major&apos;s trophy: who holds it in the league and what it gives</source>
        <translation>Le trophée de chaque tournoi majeur : qui le détient dans la ligue et ce qu&apos;il apporte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LEAGUE_ID for standings and schedule</source>
        <translation>ID_LIGUE pour standings et schedule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The season&apos;s id (default: the latest).</source>
        <translation>L&apos;identifiant de la saison (par défaut : la dernière).</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+11"/>
        <location line="+1"/>
        <location line="+22"/>
        <source>id</source>
        <translation>identifiant</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Write comma-separated values instead of a table.</source>
        <translation>Écrire des valeurs séparées par des virgules au lieu d&apos;un tableau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>standings: write them, with the leaders, to an Excel workbook (.xlsx).</source>
        <translation>standings : l&apos;écrire, avec les meilleurs joueurs, dans un classeur Excel (.xlsx).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>playoffs: team_value, win_rate, team_value_times_win_rate, points_3_1_0 (default), points_5_3_1 or playoff_rounds.</source>
        <translation>playoffs : team_value, win_rate, team_value_times_win_rate, points_3_1_0 (par défaut), points_5_3_1 ou playoff_rounds.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>playoffs: store the semi-finals drawn as fixtures of the season.</source>
        <translation>playoffs : enregistrer les demi-finales tirées comme rencontres de la saison.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playoffs --create: the major whose edition this is: chaos_cup, blood_bowl, spike or dungeonbowl.</source>
        <translation>playoffs --create : le tournoi majeur dont c&apos;est une édition : chaos_cup, blood_bowl, spike ou dungeonbowl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>major</source>
        <translation>majeur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playoffs: add the final between the winners of the semi-finals.</source>
        <translation>playoffs : ajouter la finale entre les vainqueurs des demi-finales.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>challenge: the challenged team accepts; schedule the match.</source>
        <translation>challenge : l&apos;équipe défiée accepte ; le match est mis au calendrier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenge: the challenged team refuses: 2–0 for the challenger, nothing else changes.</source>
        <translation>challenge : l&apos;équipe défiée refuse : 2–0 pour celle qui défie, rien d&apos;autre ne change.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>challenge: the team that plays the challenger in place of the challenged.</source>
        <translation>challenge : l&apos;équipe qui affronte celle qui défie à la place de l&apos;équipe défiée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>challenge --substitute: the challenger will not play the substitute, who wins 2–0.</source>
        <translation>challenge --substitute : l&apos;équipe qui défie refuse d&apos;affronter le remplaçant, qui gagne 2–0.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fixture add: a match of the play-off rounds, not the season.</source>
        <translation>fixture add : un match de play-off, pas de la saison.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&apos;league trophies&apos; takes exactly one LEAGUE_ID.</source>
        <translation>« league trophies » prend exactement un LEAGUE_ID.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;league %1&apos; takes exactly one LEAGUE_ID.</source>
        <translation>« league %1 » attend exactement un ID_LIGUE.</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n équipe</numerusform>
            <numerusform>%n équipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n season(s)</source>
        <translation>
            <numerusform>%n saison</numerusform>
            <numerusform>%n saisons</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/LeagueLookup.cpp" line="+18"/>
        <source>&apos;%1&apos; is not %2.</source>
        <translation>« %1 » n&apos;est pas %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a league id (see &apos;dugout league list&apos;).</source>
        <translation>« %1 » n&apos;est pas un identifiant de ligue (voir « dugout league list »).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no league %1 (see &apos;dugout league list&apos;).</source>
        <translation>Il n&apos;y a pas de ligue %1 (voir « dugout league list »).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no season yet.</source>
        <translation>%1 n&apos;a encore aucune saison.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a season of %2.</source>
        <translation>« %1 » n&apos;est pas une saison de %2.</translation>
    </message>
    <message>
        <location filename="../app/cli/LeagueCommand.cpp" line="-175"/>
        <source>Add a league with the options of a league file; print its id</source>
        <translation>Ajouter une ligue avec les options d&apos;un fichier de ligue ; affiche son identifiant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the league&apos;s whole history as JSON: seasons, fixtures, standings, matches</source>
        <translation>Afficher tout l&apos;historique de la ligue en JSON : saisons, rencontres, classements, matchs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A team joins a league (and its latest season when it can)</source>
        <translation>Une équipe rejoint une ligue (et sa dernière saison quand c&apos;est possible)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a season of every team of the league; print its id</source>
        <translation>Commencer une saison avec toutes les équipes de la ligue ; affiche son identifiant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schedule a round robin, single or double, in a season without fixtures</source>
        <translation>Programmer un tous-contre-tous, simple ou aller-retour, dans une saison sans rencontres</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>list, standings, schedule, demo, create, add-team, season new or fixture add</source>
        <translation>list, standings, schedule, demo, create, add-team, season new ou fixture add</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>season new: the season&apos;s name (default: Season N).</source>
        <translation>season new : le nom de la saison (par défaut : Saison N).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>season new: how many divisions (default: none).</source>
        <translation>season new : combien de divisions (par défaut : aucune).</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>schedule: generate a round robin, single or double.</source>
        <translation>schedule : générer un tous-contre-tous, simple ou aller-retour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fixture add: the home team&apos;s id.</source>
        <translation>fixture add : l&apos;identifiant de l&apos;équipe à domicile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixture add: the away team&apos;s id.</source>
        <translation>fixture add : l&apos;identifiant de l&apos;équipe visiteuse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fixture add: the round (default: after the last one).</source>
        <translation>fixture add : la journée (par défaut : après la dernière).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>criterion</source>
        <translation>critère</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>trophies: on to give Spike! Magazine&apos;s Player of the Year after the Spike! final, off to stop.</source>
        <translation>trophies : on pour décerner le Joueur Épique de l&apos;année après la finale de l&apos;Épique, off pour l&apos;arrêter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;league create&apos; takes exactly one FILE.</source>
        <translation>« league create » prend exactement un FICHIER.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;league export&apos; takes exactly one LEAGUE_ID.</source>
        <translation>&apos;league export&apos; prend exactement un LEAGUE_ID.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;league add-team&apos; takes a LEAGUE_ID and a TEAM_ID.</source>
        <translation>« league add-team » prend un LEAGUE_ID et un TEAM_ID.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use &apos;league season new LEAGUE_ID&apos;.</source>
        <translation>utilisez « league season new LEAGUE_ID ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>use &apos;league fixture add LEAGUE_ID --home TEAM_ID --away TEAM_ID&apos;.</source>
        <translation>utilisez « league fixture add LEAGUE_ID --home TEAM_ID --away TEAM_ID ».</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;league playoffs&apos; takes exactly one LEAGUE_ID.</source>
        <translation>« league playoffs » prend exactement un LEAGUE_ID.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;league&apos; needs an action: list, standings, schedule, demo, create, add-team, season or fixture.</source>
        <translation>« league » demande une action : list, standings, schedule, demo, create, add-team, season ou fixture.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown &apos;league&apos; action &apos;%1&apos; (use list, standings, schedule, demo, create, add-team, season or fixture).</source>
        <translation>action « league » inconnue « %1 » (utilisez list, standings, schedule, demo, create, add-team, season ou fixture).</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1–%2 (match %3)</source>
        <translation>%1–%2 (match %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>played</source>
        <translation>jouée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>round %1</source>
        <translation>journée %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>#</source>
        <translation>Rg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P</source>
        <translation>J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD</source>
        <translation>TD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CAS</source>
        <translation>SOR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Ranked by: %1.</source>
        <translation>Classement par : %1.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Wrote the standings of %1 — %2 to %3</source>
        <translation>Classement de %1 — %2 écrit dans %3</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Added the demo league as league %1.</source>
        <translation>Ligue de démonstration ajoutée comme ligue %1.</translation>
    </message>
</context>
<context>
    <name>LeagueCreateAction</name>
    <message>
        <location filename="../app/cli/LeagueCreateAction.cpp" line="+23"/>
        <source>%1 was not stored:
  %2</source>
        <translation>%1 n&apos;a pas été enregistré :
  %2</translation>
    </message>
</context>
<context>
    <name>LeagueFile</name>
    <message>
        <location filename="../core/league/LeagueFile.cpp" line="+55"/>
        <source>%1: unknown key &apos;%2&apos; (known keys: %3).</source>
        <translation>%1 : clé inconnue « %2 » (clés connues : %3).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; must be a list of ids.</source>
        <translation>« %1 » doit être une liste d&apos;identifiants.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; must be a list of ids, and %2 is not one.</source>
        <translation>« %1 » doit être une liste d&apos;identifiants, et %2 n&apos;en est pas un.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&apos;%1&apos; must be a whole number.</source>
        <translation>« %1 » doit être un nombre entier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; cannot be %2: use one of %3.</source>
        <translation>« %1 » ne peut pas valoir %2 : utilisez l&apos;une des valeurs %3.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&apos;%1&apos; must map team ids to pitches: {&quot;12&quot;: &quot;%2&quot;}.</source>
        <translation>&apos;%1&apos; doit associer des id d&apos;équipe à des terrains : {&quot;12&quot;: &quot;%2&quot;}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos;: %2 is not a team id.</source>
        <translation>&apos;%1&apos; : %2 n&apos;est pas un id d&apos;équipe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos;: team %2 cannot play on %3: use one of %4.</source>
        <translation>&apos;%1&apos; : l&apos;équipe %2 ne peut pas jouer sur %3 : utilisez l&apos;un de %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; must be true or false.</source>
        <translation>« %1 » doit valoir true ou false.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;%1&apos; is not a tie-breaker: use %2.</source>
        <translation>« %1 » n&apos;est pas un critère de départage : utilisez %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The inducement &apos;%1&apos; is listed more than once.</source>
        <translation>La prime de match « %1 » figure plusieurs fois.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The file is not valid JSON: %1 (at character %2).</source>
        <translation>Le fichier n&apos;est pas du JSON valide : %1 (au caractère %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A league file holds one JSON object.</source>
        <translation>Un fichier de ligue contient un seul objet JSON.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the league</source>
        <translation>la ligue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A league needs a name: &apos;name&apos; must be a text that is not empty.</source>
        <translation>Une ligue a besoin d&apos;un nom : « name » doit être un texte non vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The league&apos;s name</source>
        <translation>Le nom de la ligue</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;commissioner&apos; must be a text.</source>
        <translation>« commissioner » doit être un texte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The commissioner&apos;s name</source>
        <translation>Le nom du commissaire</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;options&apos; must be an object.</source>
        <translation>« options » doit être un objet.</translation>
    </message>
</context>
<context>
    <name>LeagueFixtureAction</name>
    <message>
        <location filename="../app/cli/LeagueFixtureAction.cpp" line="+17"/>
        <source>&apos;league fixture add&apos; needs --home TEAM_ID and --away TEAM_ID.</source>
        <translation>« league fixture add » demande --home TEAM_ID et --away TEAM_ID.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>a team id</source>
        <translation>un identifiant d&apos;équipe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--round takes a number, not &apos;%1&apos;.</source>
        <translation>--round prend un nombre, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>team %1</source>
        <translation>équipe %1</translation>
    </message>
</context>
<context>
    <name>LeagueJoinAction</name>
    <message>
        <location filename="../app/cli/LeagueJoinAction.cpp" line="+24"/>
        <source>a team id (see &apos;dugout team list&apos;)</source>
        <translation>un identifiant d&apos;équipe (voir « dugout team list »)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 joined %2.</source>
        <translation>%1 a rejoint %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free fan factor: %1 has fan factor %2 now, and %3 back in its treasury for the fan factor it had bought.</source>
        <translation>Popularité libre : %1 a maintenant une popularité de %2, et récupère %3 dans sa trésorerie pour la popularité qu&apos;il avait achetée.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>It plays in %1.</source>
        <translation>Elle joue dans %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has divisions: create a new season to place it in one.</source>
        <translation>%1 a des divisions : créez une nouvelle saison pour l&apos;y placer.</translation>
    </message>
</context>
<context>
    <name>LeagueLeadersQuery</name>
    <message>
        <location filename="../core/storage/LeagueLeadersQuery.cpp" line="+54"/>
        <source>The league&apos;s leaders could not be read: %1</source>
        <translation>Les meilleurs joueurs de la ligue n&apos;ont pas pu être lus : %1</translation>
    </message>
</context>
<context>
    <name>LeagueOptionsRules</name>
    <message>
        <location filename="../core/league/LeagueOptionsRules.cpp" line="+20"/>
        <source>The starting budget must be from %1 to %2, not %3.</source>
        <translation>Le budget de départ doit être compris entre %1 et %2, pas %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The spiralling expenses threshold must be from %1 to %2, not %3.</source>
        <translation>Le seuil des dépenses exponentielles doit être compris entre %1 et %2, pas %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The spiralling expenses step must be from %1 to %2, not %3.</source>
        <translation>Le palier des dépenses exponentielles doit être compris entre %1 et %2, pas %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points for a win must be from %1 to %2, not %3.</source>
        <translation>Les points d&apos;une victoire doivent être compris entre %1 et %2, pas %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a draw must be from %1 to %2, not %3.</source>
        <translation>Les points d&apos;un match nul doivent être compris entre %1 et %2, pas %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a loss must be from %1 to %2, not %3.</source>
        <translation>Les points d&apos;une défaite doivent être compris entre %1 et %2, pas %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A league needs at least one tie-breaker to rank its teams.</source>
        <translation>Une ligue a besoin d&apos;au moins un critère de départage pour classer ses équipes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tie-breaker %1 is listed more than once.</source>
        <translation>Le critère de départage %1 figure plusieurs fois.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The special play cards a team may buy must be from 1 to %1, not %2.</source>
        <translation>Le nombre de cartes spéciales qu&apos;une équipe peut acheter doit être de 1 à %1, pas %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card budget must be from %1 to %2, not %3.</source>
        <translation>Le budget de cartes doit être de %1 à %2, pas %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card budget is only for leagues giving each team a fixed card budget.</source>
        <translation>Un budget de cartes ne sert qu&apos;aux ligues qui donnent à chaque équipe un budget fixe de cartes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not an inducement of the rules.</source>
        <translation>« %1 » n&apos;est pas une prime de match des règles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The inducement &apos;%1&apos; is listed more than once.</source>
        <translation>La prime de match « %1 » figure plusieurs fois.</translation>
    </message>
</context>
<context>
    <name>LeaguePlayoffsAction</name>
    <message>
        <location filename="../app/cli/LeaguePlayoffsAction.cpp" line="+51"/>
        <source>--final takes no --%1: the final is between the winners of the semi-finals.</source>
        <translation>--final ne prend pas --%1 : la finale oppose les vainqueurs des demi-finales.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--by takes team_value, win_rate, team_value_times_win_rate, points_3_1_0, points_5_3_1 or playoff_rounds, not &apos;%1&apos;.</source>
        <translation>--by prend team_value, win_rate, team_value_times_win_rate, points_3_1_0, points_5_3_1 ou playoff_rounds, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--major takes chaos_cup, blood_bowl, spike or dungeonbowl, not &apos;%1&apos;.</source>
        <translation>--major prend chaos_cup, blood_bowl, spike ou dungeonbowl, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--major goes with --create: it names the major whose edition the stored semi-finals are.</source>
        <translation>--major va avec --create : il nomme le tournoi majeur dont les demi-finales enregistrées sont une édition.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 — %2: end-of-season tournament by %3</source>
        <translation>%1 — %2 : tournoi de fin de saison selon %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2: %4, chosen by %3</source>
        <translation>%1 — %2 : %4, qualification selon %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1. %2 (%3): team value %4, %5 won of %6, %7/%8/%9</source>
        <translation>%1. %2 (%3) : valeur d&apos;équipe %4, %5 victoires sur %6, %7/%8/%9</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>; play-off rounds: %n point(s)</source>
        <translation>
            <numerusform>; play-offs : %n point</numerusform>
            <numerusform>; play-offs : %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — level at the cut, placed by lot</source>
        <translation> — à égalité à la limite, placée par tirage au sort</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Semi-final %1: %2 (%3) v %4 (%5)</source>
        <translation>Demi-finale %1 : %2 (%3) c. %4 (%5)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> — fixture %1</source>
        <translation> — rencontre %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stored. The gate and the winnings of the semi-finals and the final are doubled; once both semi-finals are played, &apos;dugout league playoffs %1 --final&apos; adds the final.</source>
        <translation>Enregistré. Le public et les gains des demi-finales et de la finale sont doublés ; une fois les deux demi-finales jouées, « dugout league playoffs %1 --final » ajoute la finale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing stored: --create keeps a draw as the season&apos;s semi-finals. The winners meet in the final.</source>
        <translation>Rien n&apos;est enregistré : --create garde un tirage comme demi-finales de la saison. Les vainqueurs se rencontrent en finale.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Final: %1 (%2) v %3 (%4) — fixture %5</source>
        <translation>Finale : %1 (%2) contre %3 (%4) — rencontre %5</translation>
    </message>
</context>
<context>
    <name>LeagueRules</name>
    <message>
        <location filename="../core/league/LeagueRules.cpp" line="+15"/>
        <source>%1 is still being built: confirm it before it joins a league.</source>
        <translation>%1 est encore en création : confirmez-la avant qu&apos;elle ne rejoigne une ligue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 already plays in the league %2.</source>
        <translation>%1 joue déjà dans la ligue %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has confirmed matches: its options are fixed so that every result is decided under the same rules. Its name, its commissioner and Spike!&apos;s Player of the Year can still change.</source>
        <translation>%1 a des matchs confirmés : ses options sont figées pour que chaque résultat soit décidé selon les mêmes règles. Son nom, son commissaire et le Joueur Épique de l&apos;année peuvent encore changer.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The teams of %1 got fan factor %2 without paying for it: free fan factor stays on while the league has teams.</source>
        <translation>Les équipes de %1 ont reçu une popularité de %2 sans la payer : la popularité libre reste active tant que la ligue a des équipes.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has played in the league %2: its results stay in the standings, so it stays too.</source>
        <translation>%1 a joué dans la ligue %2 : ses résultats restent au classement, elle y reste donc aussi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has confirmed matches: its teams and divisions are fixed. The season and its divisions can still be renamed.</source>
        <translation>%1 a des matchs confirmés : ses équipes et ses divisions sont figées. La saison et ses divisions peuvent encore être renommées.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has confirmed matches: it stays. Undo its results first.</source>
        <translation>%1 a des matchs confirmés : elle reste. Annulez d&apos;abord ses résultats.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A match of %1 is being tracked in the Matches area: the season stays while it is.</source>
        <translation>Un match de %1 est suivi dans l&apos;espace Matchs : la saison reste tant qu&apos;il l&apos;est.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has fixtures in %2 now: remove them, or the team with Remove, instead.</source>
        <translation>%1 a maintenant des rencontres dans %2 : retirez-les, ou retirez l&apos;équipe avec Retirer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has changed since it joined %2: undoing the join would undo that too. Use Remove instead.</source>
        <translation>%1 a changé depuis son entrée dans %2 : annuler l&apos;entrée annulerait aussi ce changement. Utilisez plutôt Retirer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has confirmed matches: undo them before deleting the league.</source>
        <translation>%1 a des matchs validés : annulez-les avant de supprimer la ligue.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>%1 has played a later match: undo that one first.</source>
        <translation>%1 a joué un match plus récent : annulez-le d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>LeagueScheduleAction</name>
    <message>
        <location filename="../app/cli/LeagueScheduleAction.cpp" line="+18"/>
        <source>--generate takes &apos;single&apos; or &apos;double&apos;, not &apos;%1&apos;.</source>
        <translation>--generate prend « single » ou « double », pas « %1 ».</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1: %n fixture(s) in %2 round(s).</source>
        <translation>
            <numerusform>%1 : %n rencontre en %2 journée(s).</numerusform>
            <numerusform>%1 : %n rencontres en %2 journée(s).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeagueSeasonAction</name>
    <message>
        <location filename="../app/cli/LeagueSeasonAction.cpp" line="+24"/>
        <source>--divisions takes a number, not &apos;%1&apos;.</source>
        <translation>--divisions prend un nombre, pas « %1 ».</translation>
    </message>
</context>
<context>
    <name>LeagueSheets</name>
    <message>
        <location filename="../app/cli/LeagueSheets.cpp" line="+22"/>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+34"/>
        <source>The team sheets could not be written to %1: %2</source>
        <translation>Les feuilles d&apos;équipe n&apos;ont pas pu être écrites dans %1 : %2</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Team sheets: %1</source>
        <translation>Feuilles d&apos;équipe : %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+3"/>
        <source>The team sheets could not be drawn on a PDF page.</source>
        <translation>Les feuilles d&apos;équipe n&apos;ont pas pu être dessinées sur une page PDF.</translation>
    </message>
</context>
<context>
    <name>LeagueStore</name>
    <message>
        <location filename="../core/storage/LeagueStore.cpp" line="+83"/>
        <source>team %1</source>
        <translation>équipe %1</translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStoreSeasons.cpp" line="+75"/>
        <source>%1 cannot play against itself.</source>
        <translation>%1 ne peut pas jouer contre elle-même.</translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStore.cpp" line="+69"/>
        <location line="+112"/>
        <location line="+57"/>
        <location line="+10"/>
        <source>There is no league with id %1.</source>
        <translation>Aucune ligue ne porte l&apos;identifiant %1.</translation>
    </message>
    <message>
        <location line="-156"/>
        <location line="+43"/>
        <source>A league needs a name.</source>
        <translation>La ligue doit avoir un nom.</translation>
    </message>
    <message>
        <location line="+134"/>
        <location filename="../core/storage/LeagueStoreUndo.cpp" line="+129"/>
        <source>There is no team with id %1.</source>
        <translation>Aucune équipe ne porte l&apos;identifiant %1.</translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStoreSeasons.cpp" line="+43"/>
        <location filename="../core/storage/LeagueStoreUndo.cpp" line="-84"/>
        <source>There is no season with id %1.</source>
        <translation>Il n&apos;y a pas de saison d&apos;identifiant %1.</translation>
    </message>
    <message>
        <location line="+269"/>
        <source>Tracked match %1 has an unknown status &quot;%2&quot;.</source>
        <translation>Le match suivi %1 a un statut inconnu « %2 ».</translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStore.cpp" line="-155"/>
        <location filename="../core/storage/LeagueStoreUndo.cpp" line="+141"/>
        <source>%1 already plays in %2.</source>
        <translation>%1 joue déjà dans %2.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The rules are needed to give teams their free fan factor.</source>
        <translation>Les règles sont nécessaires pour donner aux équipes leur popularité libre.</translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStoreSeasons.cpp" line="-198"/>
        <source>There is no season with id %1 in this league.</source>
        <translation>Aucune saison de cette ligue ne porte l&apos;identifiant %1.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 is placed in a division the season does not have.</source>
        <translation>%1 est placée dans une division que la saison n&apos;a pas.</translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStoreMatches.cpp" line="+192"/>
        <location line="+83"/>
        <location filename="../core/storage/LeagueStoreSeasons.cpp" line="+40"/>
        <location line="+80"/>
        <source>There is no fixture with id %1.</source>
        <translation>Aucune rencontre ne porte l&apos;identifiant %1.</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>The match record was refused: %1</source>
        <translation>Le compte rendu du match a été refusé : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The result does not belong to the teams given: both must be stored teams, the same before and after the match.</source>
        <translation>Le résultat ne correspond pas aux équipes indiquées : les deux doivent être des équipes enregistrées, les mêmes avant et après le match.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+78"/>
        <source>%1 against %2 has already been played.</source>
        <translation>Le match %1 contre %2 a déjà été joué.</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>%1 changed since this result was previewed: preview it again.</source>
        <translation>%1 a changé depuis l&apos;aperçu de ce résultat : refaites l&apos;aperçu.</translation>
    </message>
    <message>
        <location line="+90"/>
        <location line="+38"/>
        <location line="+36"/>
        <location line="+10"/>
        <source>There is no match with id %1.</source>
        <translation>Aucun match ne porte l&apos;identifiant %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The league&apos;s matches could not be read: %1</source>
        <translation>Les matchs de la ligue n&apos;ont pas pu être lus : %1</translation>
    </message>
    <message>
        <location filename="../core/storage/LeagueStoreUndo.cpp" line="-134"/>
        <source>The teams to take back do not match.</source>
        <translation>Les équipes à retirer ne correspondent pas.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+68"/>
        <source>%1 no longer plays in %2.</source>
        <translation>%1 ne joue plus dans %2.</translation>
    </message>
</context>
<context>
    <name>LeagueText</name>
    <message>
        <location filename="../models/LeagueText.cpp" line="+18"/>
        <source>Spiralling expenses</source>
        <translation>Dépenses exponentielles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expensive mistakes</source>
        <translation>Erreurs coûteuses</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No expenses</source>
        <translation>Pas de dépenses</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Random MVP</source>
        <translation>JPV au hasard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MVP chosen by the coach</source>
        <translation>JPV choisi par le coach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random MVP among survivors</source>
        <translation>JPV au hasard parmi les survivants</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No extra winnings</source>
        <translation>Pas de gains supplémentaires</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 for a loss, +%2 for a draw or a win</source>
        <translation>+%1 pour une défaite, +%2 pour un nul ou une victoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double FAME for winnings</source>
        <translation>FAME doublée pour les gains</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Special play cards not used</source>
        <translation>Cartes de jeu spécial non utilisées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special play cards bought as inducements</source>
        <translation>Cartes de jeu spécial achetées comme primes de match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special play cards instead of the other inducements</source>
        <translation>Cartes de jeu spécial à la place des autres primes de match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card budget for each team and match</source>
        <translation>Un budget de cartes pour chaque équipe et chaque match</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A card budget of %1 for each team and match</source>
        <translation>Un budget de cartes de %1 pour chaque équipe et chaque match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (at most %2 per team)</source>
        <extracomment>The cards a team may buy: &quot;Special play cards … (at most 5 per team)&quot;.</extracomment>
        <translation>%1 (au plus %2 par équipe)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All inducements allowed</source>
        <translation>Toutes les primes de match autorisées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2.</source>
        <extracomment>&quot;All inducements allowed; Special play cards not used.&quot;</extracomment>
        <translation>%1 ; %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>none</source>
        <extracomment>No tie-breaker at all.</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> › </source>
        <extracomment>Separates the tie-breakers in the order they apply.</extracomment>
        <translation> › </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spiralling expenses from %1, step %2</source>
        <translation>Dépenses exponentielles dès %1, par tranche de %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points %1</source>
        <extracomment>Points for a win, a draw and a loss: &quot;Points 3/1/0&quot;.</extracomment>
        <translation>Points %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free fan factor</source>
        <translation>Popularité gratuite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small-league winnings</source>
        <translation>Gains des petites ligues</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double FAME</source>
        <translation>FAME doublée</translation>
    </message>
    <message numerus="yes">
        <location line="-42"/>
        <location line="+45"/>
        <source>%n inducement(s) allowed</source>
        <extracomment>A league that allows only some inducements: &quot;7 inducements allowed&quot;.</extracomment>
        <translation>
            <numerusform>%n prime de match autorisée</numerusform>
            <numerusform>%n primes de match autorisées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (home conceded)</source>
        <extracomment>A score followed by who conceded: &quot;0 – 2 (home conceded)&quot;.</extracomment>
        <translation>%1 (abandon de l&apos;équipe à domicile)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (away conceded)</source>
        <translation>%1 (abandon de l&apos;équipe à l&apos;extérieur)</translation>
    </message>
</context>
<context>
    <name>LeagueTrophiesAction</name>
    <message>
        <location filename="../app/cli/LeagueTrophiesAction.cpp" line="+19"/>
        <source>--player-of-the-year takes on or off, not &apos;%1&apos;.</source>
        <translation>--player-of-the-year prend on ou off, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 gives Spike! Magazine&apos;s Player of the Year after the Spike! final.</source>
        <translation>%1 décerne le Joueur Épique de l&apos;année après la finale de l&apos;Épique.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not give Spike! Magazine&apos;s Player of the Year.</source>
        <translation>%1 ne décerne pas le Joueur Épique de l&apos;année.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: not won yet in this league</source>
        <translation>%1 : pas encore gagné dans cette ligue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 (%3), winner of the final of %4 (match %5) — %6</source>
        <translation>%1 : %2 (%3), vainqueur de la finale de %4 (match %5) — %6</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#%1 %2</source>
        <translation>n°%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chaos gifts, kept for good: %1</source>
        <translation>Dons du Chaos, gardés pour de bon : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player of the Year: #%1 %2 of %3 (%4 SPP) — %5</source>
        <translation>Joueur Épique de l&apos;année : n°%1 %2 de %3 (%4 PSP) — %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fan Favourite for good</source>
        <translation>Idole des Foules pour de bon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already had Fan Favourite</source>
        <translation>possédait déjà Idole des Foules</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../core/team/LedgerEntry.cpp" line="+11"/>
        <source>Starting budget</source>
        <translation>Budget de départ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team creation</source>
        <translation>Création de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player hired</source>
        <translation>Joueur engagé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team re-roll bought</source>
        <translation>Relance d&apos;équipe achetée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Staff hired</source>
        <translation>Encadrement engagé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnings</source>
        <translation>Gains du match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expenses</source>
        <translation>Dépenses</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inducements</source>
        <translation>Primes de match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adjustment</source>
        <translation>Correction</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fan factor refunded</source>
        <translation>Popularité remboursée</translation>
    </message>
</context>
<context>
    <name>LineupRules</name>
    <message>
        <location filename="../core/match/LineupRules.cpp" line="+23"/>
        <source>Set-ups are entered before a kick-off.</source>
        <translation>Les mises en place se saisissent avant un coup d&apos;envoi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has already set up; %2 sets up now.</source>
        <translation>%1 est déjà en place ; %2 se met en place maintenant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The kicking team, %1, sets up first.</source>
        <translation>L&apos;équipe qui engage, %1, se met en place en premier.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 sets up %2 players: %3 on the line of scrimmage, %4 in the left wide zone, %5 in the right wide zone.</source>
        <translation>%1 met en place %2 joueurs : %3 sur la ligne d&apos;engagement, %4 dans la zone latérale gauche, %5 dans la zone latérale droite.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>#%1 is listed twice.</source>
        <translation>Le n°%1 figure deux fois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no player #%2 in this match.</source>
        <translation>%1 n&apos;a pas de joueur n°%2 dans ce match.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be set up: %2.</source>
        <translation>%1 ne peut pas être mis en place : %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>At most %1 players may be set up, not %2.</source>
        <translation>Au plus %1 joueurs peuvent être mis en place, pas %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 must set up %2 players (11, or all those available), not %3.</source>
        <translation>%1 doit mettre en place %2 joueurs (11, ou tous ceux disponibles), pas %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The counts on the line of scrimmage and in the wide zones cannot be negative.</source>
        <translation>Les nombres de joueurs sur la ligne d&apos;engagement et dans les zones latérales ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At least %1 players must stand on the line of scrimmage, not %2.</source>
        <translation>Au moins %1 joueurs doivent se tenir sur la ligne d&apos;engagement, pas %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 players may stand in each wide zone.</source>
        <translation>Au plus %1 joueurs peuvent se tenir dans chaque zone latérale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 players on the line of scrimmage and in the wide zones, but only %2 set up.</source>
        <translation>%1 joueurs sur la ligne d&apos;engagement et dans les zones latérales, mais seulement %2 mis en place.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 cannot field any player: both turn markers move on two (%2 and %3).</source>
        <translation>%1 ne peut aligner aucun joueur : les deux marqueurs de tour avancent de deux cases (%2 et %3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Touchdown for %1, no SPP. Score %2–%3.</source>
        <translation>Touchdown pour %1, sans PSP. Score %2–%3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Neither team can field a player: no score.</source>
        <translation>Aucune équipe ne peut aligner de joueur : pas de score.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>he is already on the pitch</source>
        <translation>il est déjà sur le terrain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>he is knocked out</source>
        <translation>il est KO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>he is a casualty</source>
        <translation>il a subi une sortie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>he has been sent off</source>
        <translation>il a été expulsé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>he fainted in the heat and misses this drive</source>
        <translation>il s&apos;est évanoui à cause de la chaleur et manque cette phase de jeu</translation>
    </message>
</context>
<context>
    <name>MajorTrophies</name>
    <message>
        <location filename="../core/league/MajorTrophies.cpp" line="+78"/>
        <source>+1 team re-roll</source>
        <translation>+1 relance d&apos;équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 team re-roll, +20,000 winnings every match</source>
        <translation>+1 relance d&apos;équipe, +20 000 de gains à chaque match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 team re-roll, +2 on the gate roll</source>
        <translation>+1 relance d&apos;équipe, +2 au jet de public</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 team re-roll, a Wizard for 50,000</source>
        <translation>+1 relance d&apos;équipe, un Sorcier pour 50 000</translation>
    </message>
</context>
<context>
    <name>Majors</name>
    <message>
        <location filename="../core/league/Major.cpp" line="+41"/>
        <source>Chaos Cup</source>
        <translation>Coupe du Chaos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blood Bowl</source>
        <translation>Blood Bowl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spike! Magazine trophy</source>
        <translation>Trophée du magazine l&apos;Épique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dungeonbowl</source>
        <translation>Dungeonbowl</translation>
    </message>
</context>
<context>
    <name>MasterChef</name>
    <message numerus="yes">
        <location filename="../core/match/MasterChef.cpp" line="+27"/>
        <source>%1&apos;s master chef: 3D6 %2, %n success(es): +%3 team re-roll(s) for the half; %4 loses %5.</source>
        <translation>
            <numerusform>Chef cuistot de %1 : 3D6 %2, %n réussite : +%3 relance(s) d’équipe pour la mi-temps ; %4 en perd %5.</numerusform>
            <numerusform>Chef cuistot de %1 : 3D6 %2, %n réussites : +%3 relance(s) d’équipe pour la mi-temps ; %4 en perd %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <location filename="../core/match/Match.cpp" line="+70"/>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the die &quot;%1&quot; is missing</source>
        <translation>le dé &quot;%1&quot; manque</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event %1: %2</source>
        <translation>Événement %1 : %2</translation>
    </message>
</context>
<context>
    <name>MatchCommand</name>
    <message>
        <location filename="../app/cli/MatchCommand.cpp" line="+27"/>
        <source>Record a played league match and run its post-match sequence (--dry-run: print only)</source>
        <translation>Enregistre un match de ligue joué et déroule sa séquence d&apos;après-match (--dry-run : affichage seulement)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record a finished tracked league match and run its post-match sequence, as the window&apos;s &apos;Go to post-match sequence&apos; (--dry-run: print only; --json: the match record it makes, for &apos;match record&apos;)</source>
        <translation>Enregistrer un match de ligue suivi et terminé et dérouler sa séquence d&apos;après-match, comme « Passer à la séquence d&apos;après-match » dans la fenêtre (--dry-run : affichage seul ; --json : la feuille de match qu&apos;il produit, pour « match record »)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo a confirmed result, restoring both teams</source>
        <translation>Annule un résultat validé et restaure les deux équipes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show where a tracked match stands: half, turn markers, re-rolls, this turn&apos;s actions, every player</source>
        <translation>Afficher où en est un match suivi : mi-temps, marqueurs de tour, relances, actions de ce tour, chaque joueur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay an exported match and show where it stands (--store: save it as a new tracked match)</source>
        <translation>Rejouer un match exporté et afficher où il en est (--store : l&apos;enregistrer comme nouveau match suivi)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>&apos;match %1&apos; takes exactly one argument.</source>
        <translation>« match %1 » attend exactement un argument.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>List the tracked matches: teams, score, status</source>
        <translation>Liste les matchs suivis : équipes, score, statut</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The pre-match sequence of a league fixture: match team values, who declares first, the handicap, each team&apos;s inducements checked and paid (--json: a match record holding them, for &apos;match record&apos;)</source>
        <translation>La séquence d&apos;avant match d&apos;une rencontre de ligue : valeurs pour le match, qui déclare en premier, la prime de match, les achats de chaque équipe vérifiés et payés (--json : une feuille de match qui les contient, pour « match record »)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write a tracked match as JSON lines: its setup, then one event per line</source>
        <translation>Écrit un match suivi en lignes JSON : sa configuration, puis un événement par ligne</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>record, result, undo, pre-match, list, show, export or replay</source>
        <translation>record, result, undo, pre-match, list, show, export ou replay</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FILE for record and replay, MATCH_ID for undo, TRACKED_ID for result, show and export</source>
        <translation>FILE pour record et replay, MATCH_ID pour undo, TRACKED_ID pour result, show et export</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>show, replay: write the match state as JSON; pre-match, result: write the match record as JSON.</source>
        <translation>show, replay : écrire l&apos;état du match en JSON ; pre-match, result : écrire la feuille de match en JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>record, result: print the post-match sequence without applying it.</source>
        <translation>record, result : affiche la séquence d&apos;après-match sans l&apos;appliquer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>export: the file to write (default: the standard output).</source>
        <translation>export : le fichier à écrire (par défaut : la sortie standard).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>replay: save the replayed match in the database as a new tracked match.</source>
        <translation>replay : enregistre le match rejoué dans la base de données comme nouveau match suivi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pre-match: gold the home team moves from its treasury.</source>
        <translation>pre-match : l&apos;or que l&apos;équipe à domicile transfère de sa trésorerie.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>gold</source>
        <translation>or</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pre-match: gold the away team moves from its treasury.</source>
        <translation>pre-match : l&apos;or que l&apos;équipe visiteuse transfère de sa trésorerie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pre-match: an inducement the home team buys (an id such as bribe, star:ID, mercenary:POSITION[+SKILL] or card:DECK); repeat for more.</source>
        <translation>pre-match : une prime de match achetée par l&apos;équipe à domicile (un identifiant comme bribe, star:ID, mercenary:POSTE[+COMPÉTENCE] ou card:JEU) ; à répéter pour en acheter plusieurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>item</source>
        <translation>élément</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>pre-match: an inducement the away team buys; repeat for more.</source>
        <translation>pre-match : une prime de match achetée par l&apos;équipe visiteuse ; à répéter pour en acheter plusieurs.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&apos;match pre-match&apos; takes LEAGUE_ID and FIXTURE_ID.</source>
        <translation>« match pre-match » attend LEAGUE_ID et FIXTURE_ID.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;match list&apos; takes no argument.</source>
        <translation>« match list » n&apos;accepte aucun argument.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;match&apos; needs an action: record, result, undo, pre-match, list, show, export or replay.</source>
        <translation>« match » attend une action : record, result, undo, pre-match, list, show, export ou replay.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown &apos;match&apos; action &apos;%1&apos; (use record, result, undo, pre-match, list, show, export or replay).</source>
        <translation>action « match » inconnue « %1 » (utilisez record, result, undo, pre-match, list, show, export ou replay).</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+17"/>
        <source>%1 was not recorded:
  %2</source>
        <translation>%1 n&apos;a pas été enregistré :
  %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dry run: nothing was recorded. The dice used:</source>
        <translation>Simulation : rien n&apos;a été enregistré. Les dés utilisés :</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recorded as match %1.</source>
        <translation>Enregistré comme match %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a match id.</source>
        <translation>« %1 » n&apos;est pas un identifiant de match.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no match %1.</source>
        <translation>Il n&apos;y a pas de match %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Match %1 was undone; both teams are as they were before it.</source>
        <translation>Le match %1 a été annulé ; les deux équipes sont revenues à leur état d&apos;avant le match.</translation>
    </message>
    <message>
        <location filename="../app/cli/MatchCommandLog.cpp" line="+113"/>
        <source>No tracked match yet.</source>
        <translation>Aucun match suivi pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started (UTC)</source>
        <translation>Début (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events</source>
        <translation>Évén.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>exhibition</source>
        <translation>amical</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>result %1</source>
        <translation>résultat %1</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>&apos;%1&apos; is not a tracked match id (see &apos;dugout match list&apos;).</source>
        <translation>« %1 » n&apos;est pas un identifiant de match suivi (voir « dugout match list »).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tracked match %1 does not replay to the end: %2</source>
        <translation>Le match suivi %1 ne se rejoue pas jusqu&apos;au bout : %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrote tracked match %1 (%2 events) to %3.</source>
        <translation>Match suivi %1 (%2 événements) écrit dans %3.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>The last lines of the log:</source>
        <translation>Les dernières lignes du journal :</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>%1 of %2 events replayed.</source>
        <translation>%1 événements rejoués sur %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not replay to the end: %2</source>
        <translation>%1 ne se rejoue pas jusqu&apos;au bout : %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stored as tracked match %1.</source>
        <translation>Enregistré comme match suivi %1.</translation>
    </message>
</context>
<context>
    <name>MatchDiceText</name>
    <message>
        <location filename="../views/match/MatchDiceText.cpp" line="+21"/>
        <source>Loner (D%1):</source>
        <extracomment>A dice box&apos;s label; %1 is the number of sides of the die.</extracomment>
        <translation>Solitaire (D%1) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (D%2):</source>
        <extracomment>A dice box&apos;s label for a die the rules name %1; %2 is the number of sides of the die.</extracomment>
        <translation>%1 (D%2) :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Loner</source>
        <translation>Solitaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is a Loner: on 4 or more he may use the re-roll, otherwise it is lost.</source>
        <translation>%1 est Solitaire : sur 4 ou plus il peut utiliser la relance, sinon elle est perdue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice for %1.</source>
        <extracomment>%1 is a player.</extracomment>
        <translation>Dés pour %1.</translation>
    </message>
</context>
<context>
    <name>MatchEventJson</name>
    <message>
        <location filename="../core/match/MatchEventJson.cpp" line="+108"/>
        <source>&quot;%1&quot; must be a whole number.</source>
        <translation>&quot;%1&quot; doit être un nombre entier.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;%1&quot; must be a text: one of %2.</source>
        <translation>&quot;%1&quot; doit être un texte : l&apos;un de %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot;: &quot;%2&quot; is not one of %3.</source>
        <translation>&quot;%1&quot; : &quot;%2&quot; n&apos;est pas l&apos;un de %3.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Unknown field &quot;%1&quot;.</source>
        <translation>Champ &quot;%1&quot; inconnu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;type&quot; is missing: every event says what it is.</source>
        <translation>&quot;type&quot; est absent : chaque événement indique ce qu&apos;il est.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; must be a list of whole numbers.</source>
        <translation>&quot;%1&quot; doit être une liste de nombres entiers.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>« %1 » doit valoir true ou false.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;terrain&quot; must be a text.</source>
        <translation>« terrain » doit être un texte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;item&quot; must be a text.</source>
        <translation>« item » doit être un texte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;choice&quot; must be a text.</source>
        <translation>« choice » doit être un texte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;squares&quot; must be a list of squares of the pitch, a row A–O then a column 1–26, e.g. [&quot;C12&quot;, &quot;D13&quot;].</source>
        <translation>« squares » doit être une liste de cases du terrain, une rangée A–O puis une colonne 1–26, par ex. [&quot;C12&quot;, &quot;D13&quot;].</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&quot;dice&quot; must be an object: each purpose with the list of its dice, e.g. {&quot;home.armour&quot;: [3, 4]}.</source>
        <translation>&quot;dice&quot; doit être un objet : chaque usage avec la liste de ses dés, par exemple {&quot;home.armour&quot;: [3, 4]}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;dice&quot;: &quot;%1&quot; must be a list of whole numbers.</source>
        <translation>&quot;dice&quot; : &quot;%1&quot; doit être une liste de nombres entiers.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;at&quot; must be a date and time in UTC (ISO 8601), e.g. &quot;2024-05-01T19:42:07.250Z&quot;.</source>
        <translation>&quot;at&quot; doit être une date et une heure en UTC (ISO 8601), par exemple &quot;2024-05-01T19:42:07.250Z&quot;.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>not valid JSON: %1 (at character %2).</source>
        <translation>JSON invalide : %1 (au caractère %2).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an event must be a JSON object {…}.</source>
        <translation>un événement doit être un objet JSON {…}.</translation>
    </message>
</context>
<context>
    <name>MatchFlow</name>
    <message>
        <location filename="../core/match/MatchFlow.cpp" line="+48"/>
        <source>Turnover (%1): %2&apos;s turn is over.</source>
        <translation>Turnover (%1) : le tour de %2 est terminé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>declared by the coach</source>
        <translation>déclaré par le coach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a player of the active team was knocked down</source>
        <translation>un joueur de l&apos;équipe active a été plaqué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed pick-up</source>
        <translation>ramassage raté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the ball was not caught by the active team</source>
        <translation>le ballon n&apos;a pas été réceptionné par l&apos;équipe active</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fumbled pass</source>
        <translation>maladresse à la passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>interception</source>
        <translation>interception</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a player was sent off</source>
        <translation>un joueur a été expulsé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the four minutes are up</source>
        <translation>les quatre minutes sont écoulées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the thrown ball-carrier failed to land</source>
        <translation>le porteur du ballon lancé a raté sa réception</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 takes a free Blitz turn.</source>
        <translation>%1 joue un tour de Blitz gratuit.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>End of the first half.</source>
        <translation>Fin de la première mi-temps.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End of the second half.</source>
        <translation>Fin de la seconde mi-temps.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End of overtime.</source>
        <translation>Fin de la prolongation.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Second half: %1 kicks off; re-rolls back to %2 and %3.</source>
        <translation>Seconde mi-temps : %1 donne le coup d&apos;envoi ; relances remises à %2 et %3.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 concedes. Final score %2–%3.</source>
        <translation>%1 concède le match. Score final %2–%3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final score %1–%2.</source>
        <translation>Score final %1–%2.</translation>
    </message>
</context>
<context>
    <name>MatchFold</name>
    <message>
        <location filename="../core/match/MatchFold.cpp" line="+119"/>
        <source>Unknown event.</source>
        <translation>Événement inconnu.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The match is over.</source>
        <translation>Le match est terminé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2) has a casualty and Regeneration: use the apothecary on him or decline it first.</source>
        <translation>%1 (%2) a subi une sortie et a Régénération : utilisez d&apos;abord l&apos;apothicaire sur lui, ou refusez-le.</translation>
    </message>
    <message>
        <location filename="../core/match/MatchStep.cpp" line="+14"/>
        <source>%1 is not a possible result of a %2-sided die (%3).</source>
        <translation>%1 n&apos;est pas un résultat possible d&apos;un dé à %2 faces (%3).</translation>
    </message>
</context>
<context>
    <name>MatchLogFile</name>
    <message>
        <location filename="../core/match/MatchLogFile.cpp" line="+25"/>
        <source>this is not a Dugout match file: the first line must be {&quot;dugout_match&quot;: %1, &quot;setup&quot;: {…}}.</source>
        <translation>ce n&apos;est pas un fichier de match Dugout : la première ligne doit être {&quot;dugout_match&quot;: %1, &quot;setup&quot;: {…}}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file was written by a newer Dugout (match format %1; this one reads %2).</source>
        <translation>le fichier a été écrit par une version plus récente de Dugout (format de match %1 ; cette version lit le format %2).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;dugout_match&quot; must be the format version, %1.</source>
        <translation>&quot;dugout_match&quot; doit être la version du format, %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown field &quot;%1&quot; in the header.</source>
        <translation>Champ &quot;%1&quot; inconnu dans l&apos;en-tête.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;setup&quot; is missing or not a JSON object.</source>
        <translation>&quot;setup&quot; est absent ou n&apos;est pas un objet JSON.</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+10"/>
        <source>Line %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is empty: a match file starts with its header line.</source>
        <translation>Le fichier est vide : un fichier de match commence par sa ligne d&apos;en-tête.</translation>
    </message>
</context>
<context>
    <name>MatchLogStore</name>
    <message>
        <location filename="../core/storage/MatchLogStore.cpp" line="+32"/>
        <source>the database is locked by another program; close it and try again</source>
        <translation>la base de données est verrouillée par un autre programme ; fermez-le et réessayez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the database is read-only</source>
        <translation>la base de données est en lecture seule</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the database refused it (%1)</source>
        <translation>la base de données l&apos;a refusé (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>abandoned</source>
        <translation>abandonné</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The tracked match was not saved</source>
        <translation>Le match suivi n&apos;a pas été enregistré</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+65"/>
        <location line="+139"/>
        <location line="+12"/>
        <source>There is no tracked match %1.</source>
        <translation>Il n&apos;y a pas de match suivi %1.</translation>
    </message>
    <message>
        <location line="-212"/>
        <source>Match %1 is %2: its log can no longer change.</source>
        <translation>Le match %1 est %2 : son journal ne peut plus changer.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The event was not saved</source>
        <translation>L&apos;événement n&apos;a pas été enregistré</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The event was not saved: the log of match %1 could not be read.</source>
        <translation>L&apos;événement n&apos;a pas été enregistré : le journal du match %1 n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Event %1 of match %2 was not saved</source>
        <translation>L&apos;événement %1 du match %2 n&apos;a pas été enregistré</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The last event of match %1 was not removed</source>
        <translation>Le dernier événement du match %1 n&apos;a pas été supprimé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match %1 has no event to undo.</source>
        <translation>Le match %1 n&apos;a aucun événement à annuler.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tracked match %1: unknown status &quot;%2&quot;.</source>
        <translation>Match suivi %1 : statut &quot;%2&quot; inconnu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not a JSON object (%1)</source>
        <translation>pas un objet JSON (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tracked match %1: its setup cannot be read: %2</source>
        <translation>Match suivi %1 : sa configuration ne peut pas être lue : %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tracked match %1: event %2 is missing from its log.</source>
        <translation>Match suivi %1 : l&apos;événement %2 manque dans son journal.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tracked match %1, event %2: %3</source>
        <translation>Match suivi %1, événement %2 : %3</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The status of match %1 was not saved</source>
        <translation>Le statut du match %1 n&apos;a pas été enregistré</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match %1 was not deleted</source>
        <translation>Le match %1 n&apos;a pas été supprimé</translation>
    </message>
</context>
<context>
    <name>MatchOutbox</name>
    <message>
        <location filename="../core/storage/MatchOutbox.cpp" line="+135"/>
        <source>Cannot read the matches kept on this computer: %1</source>
        <translation>Impossible de lire les matchs gardés sur cet ordinateur : %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot write to the file of matches kept on this computer.</source>
        <translation>Impossible d&apos;écrire dans le fichier des matchs gardés sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot read match %1 kept on this computer: %2</source>
        <translation>Impossible de lire le match %1 gardé sur cet ordinateur : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The league server did not take match %1: %2</source>
        <translation>Le serveur de ligue n&apos;a pas pris le match %1 : %2</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>its result is confirmed in the league; undo the result there first</source>
        <translation>son résultat est confirmé dans la ligue ; annulez d&apos;abord le résultat là-bas</translation>
    </message>
</context>
<context>
    <name>MatchPreMatchAction</name>
    <message>
        <location filename="../app/cli/MatchPreMatchAction.cpp" line="+62"/>
        <source>a fixture id</source>
        <translation>un identifiant de rencontre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--%1 takes a whole number of gold pieces, not &apos;%2&apos;.</source>
        <translation>--%1 attend un nombre entier de pièces d&apos;or, pas « %2 ».</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 has no fixture %2 (see &apos;dugout league schedule %3&apos;).</source>
        <translation>%1 n&apos;a pas de rencontre %2 (voir « dugout league schedule %3 »).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fixture %1 was already played (match %2).</source>
        <translation>La rencontre %1 a déjà été jouée (match %2).</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1 cannot buy &apos;%2&apos;: %3</source>
        <translation>%1 ne peut pas acheter « %2 » : %3</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 cannot buy &apos;%2&apos;: the card &apos;%3&apos; is not among the cards left in that deck (%4).</source>
        <translation>%1 ne peut pas acheter « %2 » : la carte « %3 » ne fait pas partie des cartes restantes de ce paquet (%4).</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 (home)</source>
        <translation>%1 (domicile)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (away)</source>
        <translation>%1 (extérieur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team value</source>
        <translation>Valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petty cash</source>
        <translation>Porte-monnaie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match team value</source>
        <translation>Valeur pour le match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handicap</source>
        <translation>Prime de match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold for inducements</source>
        <translation>Or pour les primes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declares petty cash first: %1 (equal team values: the home team).</source>
        <translation>Déclare son porte-monnaie en premier : %1 (valeurs d&apos;équipe égales : l&apos;équipe à domicile).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declares petty cash first: %1 (higher team value).</source>
        <translation>Déclare son porte-monnaie en premier : %1 (valeur d&apos;équipe la plus grande).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap: %1 to %2.</source>
        <translation>Prime de match : %1 pour %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Handicap: none, the match team values are equal.</source>
        <translation>Prime de match : aucune, les valeurs pour le match sont égales.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buys first: %1 (the stronger team spends petty cash).</source>
        <translation>Achète en premier : %1 (l&apos;équipe la plus forte dépense son porte-monnaie).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buys first: either team (the stronger team spends no petty cash).</source>
        <translation>Achète en premier : l&apos;une ou l&apos;autre équipe (l&apos;équipe la plus forte ne dépense pas de porte-monnaie).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 buys: %2.</source>
        <translation>%1 achète : %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  Cost %1: %2 from the handicap, %3 from petty cash; %4 left.</source>
        <translation>  Coût %1 : %2 pris sur la prime de match, %3 sur le porte-monnaie ; il reste %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  After the match: %1 of handicap lost, %2 of petty cash back to the treasury.</source>
        <translation>  Après le match : %1 de prime de match perdus, %2 du porte-monnaie rendus à la trésorerie.</translation>
    </message>
</context>
<context>
    <name>MatchRecordJson</name>
    <message>
        <location filename="../core/league/MatchRecordJson.cpp" line="+133"/>
        <source>%1: unknown field &apos;%2&apos;</source>
        <translation>%1 : champ « %2 » inconnu</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, field &apos;%2&apos;: %3</source>
        <translation>%1, champ « %2 » : %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+78"/>
        <location line="+11"/>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>expected a whole number</source>
        <translation>un nombre entier est attendu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be 0 or more, not %1</source>
        <translation>doit être de 0 ou plus, pas %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is more than %2, the most it may be</source>
        <translation>%1 dépasse %2, le maximum permis</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+359"/>
        <source>expected true or false</source>
        <translation>true ou false est attendu</translation>
    </message>
    <message>
        <location line="-339"/>
        <location line="+383"/>
        <source>expected a list of whole numbers, 0 or more</source>
        <translation>une liste de nombres entiers, 0 ou plus, est attendue</translation>
    </message>
    <message>
        <location line="-370"/>
        <source>expected a list</source>
        <translation>une liste est attendue</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>item #%1 is not an object</source>
        <translation>l&apos;élément n°%1 n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected an object</source>
        <translation>un objet est attendu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a text</source>
        <translation>un texte est attendu</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&apos;%1&apos; is neither a skill id nor ma, st, ag or av</source>
        <translation>« %1 » n&apos;est ni un identifiant de compétence, ni ma, st, ag ou av</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, inducements</source>
        <translation>%1, primes de match</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, items</source>
        <translation>%1, éléments</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not an inducement bought by count (stars and mercenaries have their own lists)</source>
        <translation>pas une prime de match achetée au nombre (champions et mercenaires ont leurs propres listes)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a list of star player ids</source>
        <translation>une liste d&apos;identifiants de champions est attendue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not a star player id</source>
        <translation>« %1 » n&apos;est pas un identifiant de champion</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, mercenary #%2</source>
        <translation>%1, mercenaire nº %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not a position id</source>
        <translation>« %1 » n&apos;est pas un identifiant de poste</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+132"/>
        <source>&apos;%1&apos; is not a skill id</source>
        <translation>« %1 » n&apos;est pas un identifiant de compétence</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>%1, card #%2</source>
        <translation>%1, carte nº %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not a special play deck id</source>
        <translation>« %1 » n&apos;est pas un identifiant de jeu de cartes spéciales</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1, player #%2</source>
        <translation>%1, joueur n°%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, casualty #%2</source>
        <translation>%1, sortie n°%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected &quot;first&quot; or &quot;second&quot;</source>
        <translation>&quot;first&quot; ou &quot;second&quot; est attendu</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1, but the inducements say %2</source>
        <translation>%1, mais les primes de match disent %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1, free journeyman #%2</source>
        <translation>%1, journalier gratuit n°%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected &quot;none&quot; or a list like [{&quot;position&quot;: &quot;human.lineman&quot;}]</source>
        <translation>attendu : &quot;none&quot; ou une liste comme [{&quot;position&quot;: &quot;human.lineman&quot;}]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, advancement #%2</source>
        <translation>%1, progression n°%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected the two dice rolled, like [3, 4]</source>
        <translation>les deux dés lancés sont attendus, par exemple [3, 4]</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, Chaos gift #%2</source>
        <translation>%1, don du Chaos n°%2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>match record</source>
        <translation>compte rendu de match</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>written by a newer Dugout (format %1; this version reads up to %2)</source>
        <translation>écrit par une version plus récente de Dugout (format %1 ; cette version lit jusqu&apos;au format %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a format from 1 to %1</source>
        <translation>un format de 1 à %1 est attendu</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected &quot;regular&quot;, &quot;playoff_round&quot;, &quot;semi_final&quot; or &quot;final&quot;</source>
        <translation>attendu « regular », « playoff_round », « semi_final » ou « final »</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected &quot;chaos_cup&quot;, &quot;blood_bowl&quot;, &quot;spike&quot; or &quot;dungeonbowl&quot;</source>
        <translation>attendu « chaos_cup », « blood_bowl », « spike » ou « dungeonbowl »</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>concession</source>
        <translation>abandon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected &quot;home&quot; or &quot;away&quot;</source>
        <translation>&quot;home&quot; ou &quot;away&quot; est attendu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected &quot;during&quot; or &quot;before_kick_off&quot;</source>
        <translation>&quot;during&quot; ou &quot;before_kick_off&quot; est attendu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The file is not valid JSON (at byte %1: %2).</source>
        <translation>Le fichier n&apos;est pas du JSON valide (à l&apos;octet %1 : %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file must hold one JSON object describing a match.</source>
        <translation>Le fichier doit contenir un seul objet JSON décrivant un match.</translation>
    </message>
</context>
<context>
    <name>MatchReportQuery</name>
    <message>
        <location filename="../core/storage/MatchReportQuery.cpp" line="+26"/>
        <source>The match report could not be read: %1</source>
        <translation>Le rapport de match n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>There is no match with id %1.</source>
        <translation>Il n&apos;y a pas de match d&apos;identifiant %1.</translation>
    </message>
</context>
<context>
    <name>MatchReportRenderer</name>
    <message>
        <location filename="../print/MatchReportRenderer.cpp" line="+63"/>
        <source>Round %1</source>
        <translation>Journée %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outside the schedule</source>
        <translation>Hors calendrier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 conceded</source>
        <translation>%1 a concédé</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match %1 · printed by Dugout %2 on %3</source>
        <translation>Match %1 · imprimé par Dugout %2 le %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Casualties inflicted</source>
        <translation>Sorties infligées</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Gate</source>
        <translation>Affluence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 fans</source>
        <translation>%1 spectateurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAME</source>
        <translation>FAME</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnings</source>
        <translation>Gains du match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expenses</source>
        <translation>Dépenses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fan factor</source>
        <translation>Popularité</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (unchanged)</source>
        <translation>%1 (inchangée)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+58"/>
        <location line="+9"/>
        <location line="+9"/>
        <source>MVP</source>
        <translation>JPV</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>an induced player</source>
        <translation>un joueur acheté en coup de pouce</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Inducements</source>
        <translation>Primes de match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash</source>
        <translation>Porte-monnaie</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The gate, winnings and fan factor are in the post-match log below.</source>
        <translation>L&apos;affluence, les gains et la popularité figurent dans la séquence d&apos;après-match ci-dessous.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>+1 MA</source>
        <translation>+1 M</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 AV</source>
        <translation>+1 AR</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 AG</source>
        <translation>+1 AG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 ST</source>
        <translation>+1 F</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No SPP event.</source>
        <translation>Aucun PSP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <extracomment>Column heads of the SPP table: touchdowns, completions, casualties, interceptions.</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD</source>
        <translation>TD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cp</source>
        <translation>Pa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cas</source>
        <translation>Sor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Int</source>
        <translation>Int</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>D68 %1, %2</source>
        <translation>D68 %1, %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no D68</source>
        <translation>pas de D68</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (apothecary: %1, %2)</source>
        <translation> (apothicaire : %1, %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (regeneration %1)</source>
        <translation> (régénération %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Casualties suffered</source>
        <translation>Sorties subies</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 + %3 → %4</source>
        <translation>%1 : %2 + %3 → %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Advancements</source>
        <translation>Progressions</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Post-match sequence</source>
        <translation>Séquence d&apos;après-match</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Event log of the tracked match</source>
        <translation>Journal du match suivi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is nothing to print on.</source>
        <translation>Il n&apos;y a rien sur quoi imprimer.</translation>
    </message>
</context>
<context>
    <name>MatchResultAction</name>
    <message>
        <location filename="../app/cli/MatchResultAction.cpp" line="+31"/>
        <source>&apos;%1&apos; is not a tracked match id (see &apos;dugout match list&apos;).</source>
        <translation>« %1 » n&apos;est pas un identifiant de match suivi (voir « dugout match list »).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;match result&apos; takes --dry-run or --json, not both: --json already writes nothing.</source>
        <translation>« match result » prend --dry-run ou --json, pas les deux : --json n&apos;écrit déjà rien.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Tracked match %1 was not recorded:
  %2</source>
        <translation>Le match suivi %1 n&apos;a pas été enregistré :
  %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dry run: nothing was recorded. The dice used:</source>
        <translation>Simulation : rien n&apos;a été enregistré. Les dés utilisés :</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Recorded as match %1; tracked match %2 is finished with it.</source>
        <translation>Enregistré comme match %1 ; le match suivi %2 est terminé avec lui.</translation>
    </message>
</context>
<context>
    <name>MatchSetupJson</name>
    <message>
        <location filename="../core/match/MatchSetupJson.cpp" line="+59"/>
        <source>unknown field &quot;%1&quot;.</source>
        <translation>champ inconnu « %1 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;special_play_cards&quot; is not a card rule.</source>
        <translation>« special_play_cards » n’est pas une règle de cartes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;max_cards&quot; and &quot;card_budget&quot; must be whole numbers.</source>
        <translation>« max_cards » et « card_budget » doivent être des nombres entiers.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;allowed&quot; must be a list of inducement ids.</source>
        <translation>« allowed » doit être une liste d’identifiants de primes de match.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Unknown field &quot;%1&quot; in the match setup.</source>
        <translation>Champ &quot;%1&quot; inconnu dans la configuration du match.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; must be the team as a JSON object.</source>
        <translation>&quot;%1&quot; doit être l&apos;équipe, sous forme d&apos;objet JSON.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot; : %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;exhibition&quot; must be true or false.</source>
        <translation>&quot;exhibition&quot; doit valoir true ou false.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;free_fan_factor&quot; must be true or false.</source>
        <translation>« free_fan_factor » doit valoir true ou false.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&quot;handicap_allowed&quot; must be true or false.</source>
        <translation>« handicap_allowed » doit valoir true ou false.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>&quot;pitch&quot; must be &quot;%1&quot; or &quot;%2&quot;.</source>
        <translation>« pitch » doit valoir « %1 » ou « %2 ».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;stage&quot; must be regular, playoff_round, semi_final or final.</source>
        <translation>« stage » doit valoir regular, playoff_round, semi_final ou final.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&quot;%1&quot; must be an id: a whole number, 0 for none.</source>
        <translation>&quot;%1&quot; doit être un identifiant : un nombre entier, 0 pour aucun.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&quot;inducement_options&quot;: %1</source>
        <translation>« inducement_options » : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a JSON object.</source>
        <translation>doit être un objet JSON.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>&quot;%1_petty_cash&quot; must be a whole number of gold pieces.</source>
        <translation>« %1_petty_cash » doit être un nombre entier de pièces d&apos;or.</translation>
    </message>
</context>
<context>
    <name>MatchStateReport</name>
    <message>
        <location filename="../app/cli/MatchStateReport.cpp" line="+19"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Blitz #%1</source>
        <translation>Blitz n°%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass #%1 (completed)</source>
        <translation>Passe n°%1 (réussie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass #%1</source>
        <translation>Passe n°%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand-off</source>
        <translation>Transmission</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foul #%1</source>
        <translation>Agression n°%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>acted this turn</source>
        <translation>a agi ce tour-ci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regeneration waits for the apothecary</source>
        <translation>la Régénération attend l&apos;apothicaire</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>drive %1</source>
        <translation>phase de jeu %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in its Blitz turn</source>
        <translation>%1 dans son tour de Blitz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play</source>
        <translation>%1 à jouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turnover</source>
        <translation>turnover</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weather: %1</source>
        <translation>Météo : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kick-off: %1</source>
        <translation>Coup d&apos;envoi : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conceded, without extra penalty.</source>
        <translation>%1 a concédé, sans pénalité supplémentaire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 conceded.</source>
        <translation>%1 a concédé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn marker</source>
        <translation>Marqueur de tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-rolls left</source>
        <translation>Relances restantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-roll this turn</source>
        <translation>Relance ce tour-ci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader re-roll</source>
        <translation>Relance de Chef</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used this turn</source>
        <translation>Utilisé ce tour-ci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 fans)</source>
        <translation>%1 (%2 spectateurs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAME</source>
        <translation>FAME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bribes</source>
        <translation>Pots-de-vin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Special play cards in play:</source>
        <translation>Cartes de jeu spéciales en jeu :</translation>
    </message>
</context>
<context>
    <name>MatchSummaryRenderer</name>
    <message>
        <location filename="../print/MatchSummaryRenderer.cpp" line="+40"/>
        <source>Exhibition match</source>
        <translation>Match amical</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>League match</source>
        <translation>Match de ligue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weather: %1</source>
        <translation>Météo : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conceded</source>
        <translation>%1 a concédé le match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the penalty shoot-out</source>
        <translation>%1 a remporté la série de penalties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished: %1, %2</source>
        <translation>Pas terminé : %1, %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Printed by Dugout %1 on %2</source>
        <translation>Imprimé par Dugout %1 le %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>(petty cash %1)</source>
        <translation>(porte-monnaie %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inducements:</source>
        <translation>Primes de match :</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No SPP event.</source>
        <translation>Aucune action rapportant des PSP.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SPP events</source>
        <translation>Actions PSP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of the match:</source>
        <translation>Hors du match :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Event log</source>
        <translation>Journal du match</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The match summary could not be laid out on this device.</source>
        <translation>Le résumé du match n&apos;a pas pu être mis en page sur cet appareil.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Match summary</source>
        <translation>Résumé du match</translation>
    </message>
</context>
<context>
    <name>MatchText</name>
    <message>
        <location filename="../models/MatchText.cpp" line="+30"/>
        <location line="+191"/>
        <source>Overtime</source>
        <translation>Prolongation</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Half %1</source>
        <extracomment>The half of a match under way; %1 is 1 or 2.</extracomment>
        <translation>Mi-temps %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+142"/>
        <source>Pre-match</source>
        <translation>Avant-match</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Setting up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+142"/>
        <source>Kick-off</source>
        <translation>Coup d&apos;envoi</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Team turn</source>
        <translation>Tour d&apos;équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Between turns</source>
        <translation>Entre deux tours</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+168"/>
        <source>End of the drive</source>
        <translation>Fin de la phase de jeu</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>Tied</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserves</source>
        <translation>Réserves</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standing</source>
        <translation>Debout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prone</source>
        <translation>À terre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stunned</source>
        <translation>Sonné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KO</source>
        <translation>KO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualty</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent off</source>
        <translation>Expulsé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fainted</source>
        <translation>Évanoui</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block</source>
        <translation>Blocage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand-off</source>
        <translation>Transmission</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+81"/>
        <source>Foul</source>
        <translation>Agression</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Other action</source>
        <translation>Autre action</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Block or blitz</source>
        <translation>Blocage ou blitz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pushed into the crowd</source>
        <translation>Repoussé dans la foule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hit by a rock</source>
        <translation>Touché par une pierre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chainsaw</source>
        <translation>Tronçonneuse</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Fall (dodge, going for it, jump)</source>
        <translation>Chute (esquive, mettre le paquet, saut)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other (bomb…)</source>
        <translation>Autre (bombe…)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stab</source>
        <translation>Poignard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Own chainsaw kicks back</source>
        <translation>Sa tronçonneuse se retourne contre lui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thrown team-mate fails his landing</source>
        <translation>Coéquipier lancé qui rate son atterrissage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spiked Ball (failed catch or pick-up)</source>
        <translation>Ballon à pointes (réception ou ramassage raté)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Declared</source>
        <translation>Déclaré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player knocked down</source>
        <translation>Joueur plaqué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed pick-up</source>
        <translation>Ramassage raté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass or hand-off not caught</source>
        <translation>Passe ou transmission non réceptionnée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fumble</source>
        <translation>Maladresse</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+43"/>
        <source>Interception</source>
        <translation>Interception</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Fouler sent off</source>
        <translation>Agresseur expulsé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four minutes up</source>
        <translation>Quatre minutes écoulées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thrown player failed to land</source>
        <translation>Joueur lancé qui rate sa réception</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start of turn</source>
        <translation>Début de tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team re-roll</source>
        <translation>Relance d&apos;équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader re-roll</source>
        <translation>Relance de Chef</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knocked down</source>
        <translation>Plaqué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placed prone</source>
        <translation>Mis à terre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the dead</source>
        <translation>Relever les morts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bribe</source>
        <translation>Pot-de-vin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completion</source>
        <translation>Passe réussie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Touchdown</source>
        <translation>Touchdown</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turnover</source>
        <translation>Turnover</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of turn</source>
        <translation>Fin de tour</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Concession</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty shoot-out</source>
        <translation>Série de penalties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regeneration</source>
        <translation>Régénération</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Terrain token</source>
        <translation>Pion de terrain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Terrain at the start of the turn</source>
        <translation>Terrain en début de tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strike the ice</source>
        <translation>Frapper la glace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accidental crevasse</source>
        <translation>Crevasse accidentelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jump</source>
        <translation>Saut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On lava</source>
        <translation>Sur la lave</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Genestealer attack</source>
        <translation>Attaque de genestealer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fell into a new crevasse</source>
        <translation>Tombé dans une nouvelle crevasse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inducement</source>
        <translation>Prime de match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wizard&apos;s spell</source>
        <translation>Sort du sorcier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Igor</source>
        <translation>Igor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special play card</source>
        <translation>Carte de jeu spécial</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Star player</source>
        <translation>Champion</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>MA %1, ST %2, AG %3, AV %4</source>
        <translation>M %1, F %2, AG %3, AR %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Plays for this team through %1 until it lapses: %2</source>
        <extracomment>The roster&apos;s tooltip for a player a special play card brings in (The Fan, Borg…).</extracomment>
        <translation>Joue pour cette équipe grâce à %1 jusqu&apos;à la fin de la carte : %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Star player hired for this match: %1</source>
        <extracomment>The roster&apos;s tooltip for a star player hired for the match: his profile.</extracomment>
        <translation>Champion engagé pour ce match : %1</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 — %2: %3; %4</source>
        <translation>%1 — %2 : %3 ; %4</translation>
    </message>
    <message>
        <location line="-72"/>
        <location line="+6"/>
        <location line="+6"/>
        <source>Skills: %1</source>
        <translation>Compétences : %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+8"/>
        <location line="+4"/>
        <source>He keeps no SPP; if he draws the MVP, it is lost.</source>
        <translation>Il ne garde aucun PSP ; s&apos;il tire le JPV, il est perdu.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Mercenary hired for this match: %1</source>
        <translation>Mercenaire engagé pour ce match : %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>TD %1</source>
        <extracomment>Short SPP event marks in the roster panel: touchdowns, completions, interceptions, casualties.</extracomment>
        <translation>TD %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CP %1</source>
        <translation>REU %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT %1</source>
        <translation>INT %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CAS %1</source>
        <translation>SOR %1</translation>
    </message>
</context>
<context>
    <name>ModuleFile</name>
    <message>
        <location filename="../views/widgets/ModuleFile.cpp" line="+36"/>
        <source>%1 was not found beside Dugout.</source>
        <translation>%1 est introuvable à côté de Dugout.</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <location filename="../core/Money.cpp" line="+11"/>
        <source>%1 gp</source>
        <extracomment>Gold pieces: %1 is the amount with its thousands separators.</extracomment>
        <translation>%1 po</translation>
    </message>
</context>
<context>
    <name>NafReport</name>
    <message>
        <location filename="../core/tournament/NafReport.cpp" line="+63"/>
        <source>%1: no NAF number, left out with their games.</source>
        <translation>%1 : pas de numéro NAF, retiré(e) du rapport avec ses matchs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the NAF has no race for &quot;%2&quot;, left out with their games.</source>
        <translation>%1 : la NAF n&apos;a pas de race pour « %2 », retiré(e) du rapport avec ses matchs.</translation>
    </message>
</context>
<context>
    <name>NextStepGuide</name>
    <message>
        <location filename="../views/match/NextStepGuide.cpp" line="+21"/>
        <source>Final score: %1 %2 – %3 %4.</source>
        <translation>Score final : %1 %2 – %3 %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 conceded.</source>
        <translation>%1 a concédé le match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the penalty shoot-out.</source>
        <translation>%1 a remporté la série de penalties.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has Regeneration: use the apothecary on him, or keep it and roll Regeneration.</source>
        <translation>%1 a Régénération : utilisez l&apos;apothicaire sur lui, ou gardez-le et lancez la Régénération.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pre-match: roll the weather and the gates, then toss the coin.</source>
        <translation>Avant-match : lancez la météo et les affluences, puis tirez à pile ou face.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 kicks off and sets up first.</source>
        <translation>%1 donne le coup d&apos;envoi et se met en place en premier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 receives and sets up now.</source>
        <translation>%1 reçoit et se met en place maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams are set up: %1 kicks off.</source>
        <translation>Les deux équipes sont en place : %1 donne le coup d&apos;envoi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: move the turn marker to %2 and start the turn.</source>
        <translation>%1 : avancez le marqueur de tour sur %2 et commencez le tour.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turnover for %1: press Enter to end the turn.</source>
        <translation>Turnover pour %1 : appuyez sur Entrée pour finir le tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four minutes are up for %1.</source>
        <translation>Les quatre minutes de %1 sont écoulées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blitz! %1 takes a free turn before the receiving team.</source>
        <translation>Blitz ! %1 joue un tour gratuit avant l&apos;équipe qui reçoit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, turn %2: click a player or type his number, then his action.</source>
        <translation>%1, tour %2 : cliquez sur un joueur ou tapez son numéro, puis son action.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Half time. KO&apos;d players roll to come back before the second half.</source>
        <translation>Mi-temps. Les joueurs KO tentent de revenir avant la seconde mi-temps.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overtime: %1 kicks off.</source>
        <translation>Prolongation : %1 donne le coup d&apos;envoi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drive is over: secret weapons, heat and KO&apos;d players before the next kick-off.</source>
        <translation>La phase de jeu est terminée : armes secrètes, chaleur et joueurs KO avant le prochain coup d&apos;envoi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Still tied after overtime: a draw, or a penalty shoot-out.</source>
        <translation>Toujours à égalité après la prolongation : match nul, ou série de penalties.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied at the end of the second half: a draw, or sudden-death overtime if both coaches agree.</source>
        <translation>Égalité à la fin de la seconde mi-temps : match nul, ou prolongation avec mort subite si les deux coachs sont d&apos;accord.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pre-match…</source>
        <translation>Avant-match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weather, gates and the coin toss</source>
        <translation>Météo, affluences et pile ou face</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set up %1…</source>
        <translation>Mettre en place %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the players on the pitch for this drive</source>
        <translation>Choisir les joueurs sur le terrain pour cette phase de jeu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kick off…</source>
        <translation>Coup d&apos;envoi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll or type the kick-off table</source>
        <translation>Lancer ou saisir la table des coups d&apos;envoi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start turn</source>
        <translation>Début du tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the turn marker (S)</source>
        <translation>Avancer le marqueur de tour (S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the turn (Enter)</source>
        <translation>Finir le tour (Entrée)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turnover: time is up</source>
        <translation>Turnover : temps écoulé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The four minutes are up: the turn ends with a turnover</source>
        <translation>Les quatre minutes sont écoulées : le tour se termine par un turnover</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half time…</source>
        <translation>Mi-temps…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End of drive…</source>
        <translation>Fin de la phase de jeu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret weapons, heat and KO&apos;d players</source>
        <translation>Armes secrètes, chaleur et joueurs KO</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Overtime…</source>
        <translation>Prolongation…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sudden death, with a coin toss for the kick-off</source>
        <translation>Mort subite, avec pile ou face pour le coup d&apos;envoi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty shoot-out…</source>
        <translation>Série de penalties…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D6 + 1 per unused re-roll each, highest wins</source>
        <translation>1D6 + 1 par relance inutilisée chacun, le plus haut gagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coaches agree on a draw</source>
        <translation>Les coachs s&apos;accordent sur un match nul</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the match report</source>
        <translation>Afficher le compte rendu du match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result as the league recorded it, read only</source>
        <translation>Le résultat tel que la ligue l&apos;a enregistré, en lecture seule</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go to post-match sequence</source>
        <translation>Passer à la séquence d&apos;après-match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnings, fan factor, MVP, SPP and casualties in the league</source>
        <translation>Gains, popularité, JPV, PSP et sorties dans la ligue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print summary…</source>
        <translation>Imprimer le résumé…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the match summary as a PDF file</source>
        <translation>Enregistrer le résumé du match en PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the match summary page by page, and print it</source>
        <translation>Voir le résumé du match page par page, et l&apos;imprimer</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Apothecary for %1…</source>
        <translation>Apothicaire pour %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once per match</source>
        <translation>Une fois par match</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No apothecary: Regeneration for %1…</source>
        <translation>Sans apothicaire : Régénération pour %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the apothecary and roll Regeneration (4+ heals)</source>
        <translation>Garder l&apos;apothicaire et lancer la Régénération (4+ guérit)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Igor: re-roll Regeneration for %1…</source>
        <translation>Igor : relancer la Régénération de %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once per match, 4+ heals</source>
        <translation>Une fois par match, 4+ soigne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise %1 as a Zombie</source>
        <translation>Relever %1 en Zombie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Necromancer, once per match</source>
        <translation>Le Nécromancien, une fois par match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bribe the referee…</source>
        <translation>Soudoyer l&apos;arbitre…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2+ on a D6 cancels the send-off</source>
        <translation>2+ sur 1D6 annule l&apos;expulsion</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wizard of %1: cast a spell…</source>
        <translation>Sorcier de %1 : lancer un sort…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fireball or lightning bolt, once per match</source>
        <translation>Boule de feu ou éclair de foudre, une fois par match</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Special play cards…</source>
        <translation>Cartes de jeu spécial…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at your hand and play a card when its moment comes</source>
        <translation>Regardez votre main et jouez une carte quand son moment arrive</translation>
    </message>
</context>
<context>
    <name>ObblmRoster</name>
    <message>
        <location filename="../core/team/ObblmRoster.cpp" line="+66"/>
        <location line="+365"/>
        <source>Line %1: %2</source>
        <extracomment>A problem in an OBBLM team file, with its line: &quot;Line 12: ...&quot;.</extracomment>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <location line="-275"/>
        <source>&lt;%1&gt; is not part of an OBBLM team export</source>
        <translation>&lt;%1&gt; ne fait pas partie d&apos;une équipe exportée par OBBLM</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the file starts with &lt;%1&gt;; an OBBLM team export starts with &lt;team&gt;</source>
        <translation>le fichier commence par &lt;%1&gt; ; une équipe exportée par OBBLM commence par &lt;team&gt;</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the file is not well-formed XML (%1)</source>
        <translation>le fichier n&apos;est pas du XML bien formé (%1)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the team has no &lt;race&gt;</source>
        <translation>l&apos;équipe n&apos;a pas de &lt;race&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not a team of LRB6</source>
        <translation>« %1 » n&apos;est pas une équipe de LRB6</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+71"/>
        <location line="+25"/>
        <source>&lt;%1&gt; should be a whole number, not &apos;%2&apos;</source>
        <translation>&lt;%1&gt; devrait être un nombre entier, pas « %2 »</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>&lt;apothecary&gt; should be true or false, not &apos;%1&apos;</source>
        <translation>&lt;apothecary&gt; devrait valoir true ou false, pas « %1 »</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the player&apos;s number should be a whole number, not &apos;%1&apos;</source>
        <translation>le numéro du joueur devrait être un nombre entier, pas « %1 »</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the player has no &lt;position&gt;</source>
        <translation>le joueur n&apos;a pas de &lt;position&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a position of the %2 team</source>
        <translation>« %1 » n&apos;est pas un poste de l&apos;équipe %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;%1&apos; is not a skill of LRB6</source>
        <translation>« %1 » n&apos;est pas une compétence de LRB6</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&lt;nigglings&gt; should be a whole number, not &apos;%1&apos;</source>
        <translation>&lt;nigglings&gt; devrait être un nombre entier, pas « %1 »</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;injured&gt; should be true or false, not &apos;%1&apos;</source>
        <translation>&lt;injured&gt; devrait valoir true ou false, pas « %1 »</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>the team has no &lt;players&gt;</source>
        <translation>l&apos;équipe n&apos;a pas de &lt;players&gt;</translation>
    </message>
</context>
<context>
    <name>OddsText</name>
    <message>
        <location filename="../views/odds/OddsText.cpp" line="+15"/>
        <location line="+66"/>
        <source>Dodge</source>
        <translation>Esquive</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Going for it</source>
        <translation>Mettre le Paquet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick-up</source>
        <translation>Ramassage</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+69"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+70"/>
        <source>Catch</source>
        <translation>Réception</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Block</source>
        <translation>Blocage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Injury</source>
        <translation>Blessure</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>attacker&apos;s choice</source>
        <translation>au choix de l&apos;attaquant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender&apos;s choice</source>
        <translation>au choix du défenseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defender down</source>
        <translation>défenseur plaqué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacker stays up</source>
        <translation>l&apos;attaquant reste debout</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Block, %n dice, %1: %2</source>
        <translation>
            <numerusform>Blocage, %n dés, %1 : %2</numerusform>
            <numerusform>Blocage, %n dés, %1 : %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Armour against AV %1</source>
        <translation>Armure contre AR %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Injury: casualty</source>
        <translation>Blessure : sortie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury: knocked out or worse</source>
        <translation>Blessure : K.O. ou pire</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2+</source>
        <translation>%1 %2+</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, against Tackle</source>
        <translation>, contre Tacle</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>never re-rolled</source>
        <translation>jamais relancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if it fails, %1</source>
        <translation>en cas d&apos;échec, %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nothing can re-roll it</source>
        <translation>rien ne peut le relancer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sure Feet</source>
        <translation>Équilibre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sure Hands</source>
        <translation>Prise Sûre</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>use the %1 skill</source>
        <translation>utilisez la compétence %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use Pro (4+; if that fails, the team re-roll on the Pro roll)</source>
        <translation>utilisez Pro (4+ ; s&apos;il échoue, la relance d&apos;équipe sur le jet de Pro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use Pro (4+)</source>
        <translation>utilisez Pro (4+)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use the team re-roll (Loner: 4+ first)</source>
        <translation>utilisez la relance d&apos;équipe (Solitaire : 4+ d&apos;abord)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use the team re-roll</source>
        <translation>utilisez la relance d&apos;équipe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2 %)</translation>
    </message>
</context>
<context>
    <name>OfferDialogs</name>
    <message>
        <location filename="../views/match/OfferDialogs.cpp" line="+50"/>
        <source>Regeneration</source>
        <translation>Régénération</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The apothecary is kept: on 4 or more the player regenerates and goes to the reserves.</source>
        <translation>L&apos;apothicaire est gardé : sur 4 ou plus, le joueur se régénère et va dans les réserves.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regeneration (D6):</source>
        <translation>Régénération (1D6) :</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Igor</source>
        <translation>Igor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Igor re-rolls the failed Regeneration, once per match: on 4 or more the player regenerates and goes to the reserves.</source>
        <translation>Igor relance la Régénération ratée, une fois par match : sur 4 ou plus le joueur se régénère et retourne en réserve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Igor (D6):</source>
        <translation>Igor (D6) :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bribe</source>
        <translation>Pot-de-vin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bribe the referee: on 2 or more the send-off is cancelled.</source>
        <translation>Soudoyer l&apos;arbitre : sur 2 ou plus, l&apos;expulsion est annulée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe (D6):</source>
        <translation>Pot-de-vin (1D6) :</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (D6):</source>
        <extracomment>Shoot-out dice of a team; %1 is the team name.</extracomment>
        <translation>%1 (1D6) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty shoot-out</source>
        <translation>Série de penalties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each coach rolls a D6 and adds his unused re-rolls; highest wins, rolled again on a tie.</source>
        <translation>Chaque coach lance 1D6 et ajoute ses relances inutilisées ; le plus haut gagne, on relance en cas d&apos;égalité.</translation>
    </message>
</context>
<context>
    <name>OutputFileGuard</name>
    <message>
        <location filename="../views/widgets/OutputFileGuard.cpp" line="+22"/>
        <source>%1 is an SQLite database, perhaps another league. Replace it? Everything it holds will be lost.</source>
        <translation>%1 est une base de données SQLite, peut-être une autre ligue. La remplacer ? Tout son contenu sera perdu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace the database</source>
        <translation>Remplacer la base de données</translation>
    </message>
</context>
<context>
    <name>OutputPath</name>
    <message>
        <location filename="../core/storage/OutputPath.cpp" line="+58"/>
        <source>%1 is the open database: writing there would destroy it. Choose another file.</source>
        <translation>%1 est la base de données ouverte : écrire dessus la détruirait. Choisissez un autre fichier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 belongs to the open database (SQLite keeps it beside the file): writing there would damage the database or be lost. Choose another file.</source>
        <translation>%1 appartient à la base de données ouverte (SQLite le garde à côté du fichier) : écrire dessus endommagerait la base ou serait perdu. Choisissez un autre fichier.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>%1 is an SQLite database: Dugout will not write over it. Choose another file.</source>
        <translation>%1 est une base de données SQLite : Dugout n&apos;écrira pas par-dessus. Choisissez un autre fichier.</translation>
    </message>
</context>
<context>
    <name>PdfFile</name>
    <message>
        <location filename="../print/PdfFile.cpp" line="+20"/>
        <source>Cannot write to %1.</source>
        <translation>Impossible d&apos;écrire dans %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+18"/>
        <source>The PDF could not be written to %1: %2</source>
        <translation>Le PDF n&apos;a pas pu être écrit dans %1 : %2</translation>
    </message>
</context>
<context>
    <name>PlayerNames</name>
    <message>
        <location filename="../views/team/PlayerNames.cpp" line="+122"/>
        <source>Rookie %1</source>
        <translation>Recrue %1</translation>
    </message>
</context>
<context>
    <name>PlayerOdds</name>
    <message>
        <location filename="../core/odds/PlayerOdds.cpp" line="+118"/>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block</source>
        <translation>Blocage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand-off</source>
        <translation>Transmission</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foul</source>
        <translation>Agression</translation>
    </message>
</context>
<context>
    <name>PlayerOfTheYear</name>
    <message>
        <location filename="../core/league/PlayerOfTheYear.cpp" line="+43"/>
        <source>%1 already has Fan Favourite: the award adds nothing.</source>
        <translation>%1 possède déjà Idole des Foules : la récompense n&apos;ajoute rien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ruleset has no Fan Favourite skill.</source>
        <translation>Les règles n&apos;ont pas de compétence Idole des Foules.</translation>
    </message>
</context>
<context>
    <name>PlayerStrike</name>
    <message>
        <location filename="../core/match/PlayerStrike.cpp" line="+19"/>
        <source>%1 is named twice.</source>
        <translation>%1 est désigné deux fois.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not standing on the pitch: %2 strikes only standing players.</source>
        <translation>%1 n&apos;est pas debout sur le terrain : %2 ne frappe que des joueurs debout.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 fails his landing.</source>
        <translation>%1 rate son atterrissage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is knocked down.</source>
        <translation>%1 est plaqué.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, not hit.</source>
        <translation>%1 : %2, pas touché.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, hit and knocked down.</source>
        <translation>%1 : %2, touché et plaqué.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is landed on and knocked down.</source>
        <translation>%1 est plaqué : le joueur lancé lui retombe dessus.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 lands in the crowd.</source>
        <translation>%1 atterrit dans la foule.</translation>
    </message>
</context>
<context>
    <name>PlayoffCandidates</name>
    <message>
        <location filename="../core/league/PlayoffCandidates.cpp" line="+61"/>
        <source>%1 won of %2 (%3%)</source>
        <translation>%1 victoires sur %2 (%3 %)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 × %3/%4)</source>
        <translation>%1 (%2 × %3/%4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>%1 pts</source>
        <extracomment>League points, short (&quot;17 pts&quot;): no plural form needed.</extracomment>
        <translation>%1 pts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pts, play-off matches played: %2</source>
        <translation>%1 pts, matchs de play-off joués : %2</translation>
    </message>
</context>
<context>
    <name>PlayoffRules</name>
    <message>
        <location filename="../core/league/PlayoffRules.cpp" line="+31"/>
        <source>The final needs a winner: a level score goes on into sudden-death extra time; enter the score after it.</source>
        <translation>La finale doit avoir un vainqueur : en cas d&apos;égalité, le match se poursuit en prolongation avec « mort subite » ; saisissez le score après celle-ci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A semi-final needs a winner: a level score goes on into sudden-death extra time; enter the score after it.</source>
        <translation>Une demi-finale doit avoir un vainqueur : en cas d&apos;égalité, le match se poursuit en prolongation avec « mort subite » ; saisissez le score après celle-ci.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>play-off round</source>
        <translation>play-off</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>semi-final</source>
        <translation>demi-finale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>final</source>
        <translation>finale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This season&apos;s end-of-season tournament has already been drawn (fixture %1).</source>
        <translation>Le tournoi de fin de saison de cette saison a déjà été tiré au sort (rencontre %1).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This season&apos;s final is already on the schedule (fixture %1).</source>
        <translation>La finale de cette saison est déjà au calendrier (rencontre %1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The final comes after the two semi-finals: draw them first (&apos;dugout league playoffs LEAGUE_ID --create&apos;).</source>
        <translation>La finale vient après les deux demi-finales : tirez-les d&apos;abord au sort (« dugout league playoffs LEAGUE_ID --create »).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Semi-final %1 (fixture %2) has not been played yet.</source>
        <translation>La demi-finale %1 (rencontre %2) n&apos;a pas encore été jouée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The result of semi-final %1 (match %2) could not be found.</source>
        <translation>Le résultat de la demi-finale %1 (match %2) est introuvable.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Semi-final %1 (match %2) ended level: it has no winner to send to the final.</source>
        <translation>La demi-finale %1 (match %2) s&apos;est terminée sur une égalité : elle n&apos;a pas de vainqueur à envoyer en finale.</translation>
    </message>
</context>
<context>
    <name>PlayoffSelection</name>
    <message numerus="yes">
        <location filename="../core/league/PlayoffSelection.cpp" line="+74"/>
        <source>The end-of-season tournament needs four teams; %n played in the play-off rounds (fixtures added with --playoff-round).</source>
        <translation>
            <numerusform>Le tournoi de fin de saison demande quatre équipes ; %n a joué les play-offs (rencontres ajoutées avec --playoff-round).</numerusform>
            <numerusform>Le tournoi de fin de saison demande quatre équipes ; %n ont joué les play-offs (rencontres ajoutées avec --playoff-round).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The end-of-season tournament needs four teams; the league has %n.</source>
        <translation>
            <numerusform>Le tournoi de fin de saison demande quatre équipes ; la ligue en a %n.</numerusform>
            <numerusform>Le tournoi de fin de saison demande quatre équipes ; la ligue en a %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+77"/>
        <source>highest team value</source>
        <translation>la plus haute valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best win rate</source>
        <translation>le meilleur taux de victoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>team value × win rate</source>
        <translation>valeur d&apos;équipe × taux de victoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>league points 3/1/0</source>
        <translation>points de ligue 3/1/0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>league points 5/3/1</source>
        <translation>points de ligue 5/3/1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the play-off rounds</source>
        <translation>les play-offs</translation>
    </message>
</context>
<context>
    <name>PlayoffTable</name>
    <message>
        <location filename="../core/league/PlayoffTable.cpp" line="+54"/>
        <source>In</source>
        <translation>Qualifiée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In: level at the cut, placed by lot</source>
        <translation>Qualifiée : à égalité à la limite, placée par tirage au sort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out</source>
        <translation>Éliminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out: level at the cut, left out by lot</source>
        <translation>Éliminée : à égalité à la limite, écartée par tirage au sort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level at the cut: a roll decides</source>
        <translation>À égalité à la limite : un jet décide</translation>
    </message>
</context>
<context>
    <name>PoolStage</name>
    <message>
        <location filename="../core/tournament/PoolStage.cpp" line="+15"/>
        <source>Pool %1</source>
        <translation>Poule %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 would have fewer than two coaches: register more coaches or make fewer pools.</source>
        <translation>La %1 aurait moins de deux coachs : inscrivez plus de coachs ou faites moins de poules.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 would have %2 coaches, fewer than the %3 who go on to the knockout.</source>
        <translation>La %1 aurait %2 coachs, moins que les %3 qualifiés pour l&apos;élimination directe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The knockout needs at least two coaches from the pools.</source>
        <translation>L&apos;élimination directe demande au moins deux coachs issus des poules.</translation>
    </message>
</context>
<context>
    <name>PostMatchRun</name>
    <message>
        <location filename="../core/league/PostMatchRun.cpp" line="+88"/>
        <source>%1 wins %2–%3.</source>
        <translation>%1 gagne %2–%3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw %1–%2.</source>
        <translation>Match nul %1–%2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 conceded during the match: it loses its winnings, MVP and 1 fan factor.</source>
        <translation>%1 a abandonné pendant le match : elle perd ses gains, son JPV et 1 point de popularité.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 conceded before kick-off with 2 or fewer players able to play: it wins nothing and gives its MVP away, but suffers no extra penalty.</source>
        <translation>%1 a concédé avant le coup d&apos;envoi avec 2 joueurs ou moins en état de jouer : elle ne gagne rien et donne son JPV, mais ne subit aucune pénalité supplémentaire.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tournament game: only the players&apos; steps are played (no gate, winnings, expenses or fan factor).</source>
        <translation>Match de tournoi : seules les étapes des joueurs sont jouées (ni affluence, ni gains, ni dépenses, ni popularité).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Team value %1 → %2; treasury %3 → %4.</source>
        <translation>Valeur d&apos;équipe %1 → %2 ; trésorerie %3 → %4.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>FAME %1.</source>
        <translation>FAME %1.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 suffered a casualty: %2, %3.</source>
        <translation>%1 subit une sortie : %2, %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The apothecary re-rolled it: %1, %2; the coach keeps %3.</source>
        <translation>L&apos;apothicaire l&apos;a relancée : %1, %2 ; le coach garde %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the second result</source>
        <translation>le second résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the first result</source>
        <translation>le premier résultat</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>regeneration</source>
        <translation>régénération</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regeneration: %1, healed.</source>
        <translation>Régénération : %1, soigné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regeneration: %1, not healed.</source>
        <translation>Régénération : %1, non soigné.</translation>
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
            <numerusform>%n réussite de passe</numerusform>
            <numerusform>%n réussites de passe</numerusform>
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
            <numerusform>%n sortie infligée</numerusform>
            <numerusform>%n sorties infligées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 SPP (%3).</source>
        <translation>%1 : %2 PSP (%3).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No MVP: the team conceded and its award goes to the opponent.</source>
        <translation>Pas de JPV : l&apos;équipe a abandonné et son JPV revient à l&apos;adversaire.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>MVP: an induced player; the award is lost.</source>
        <translation>JPV : un joueur acheté en prime de match ; le JPV est perdu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MVP: %1 (+%2 SPP).</source>
        <translation>JPV : %1 (+%2 PSP).</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Blood Bowl final: %n player(s) receive the players&apos; medal, an MVP award of %1 SPP each.</source>
        <translation>
            <numerusform>Finale du Blood Bowl : %n joueur reçoit la médaille des joueurs, un titre de JPV de %1 PE.</numerusform>
            <numerusform>Finale du Blood Bowl : %n joueurs reçoivent la médaille des joueurs, un titre de JPV de %1 PE chacun.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has no player number %2 for an advancement.</source>
        <translation>%1 n&apos;a pas de joueur numéro %2 pour une progression.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../core/league/PostMatchRunRoster.cpp" line="+236"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rolled %2 and %3 for an advancement.</source>
        <translation>%1 a obtenu %2 et %3 à son jet de progression.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 has %n advancement roll(s) waiting.</source>
        <translation>
            <numerusform>%1 a %n jet de progression en attente.</numerusform>
            <numerusform>%1 a %n jets de progression en attente.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has served his missed game.</source>
        <translation>%1 a manqué son match et peut de nouveau jouer.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is dead and leaves the roster.</source>
        <translation>%1 est mort et quitte l&apos;effectif.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 loses 1 %2 and misses the next game.</source>
        <translation>%1 perd 1 en %2 et rate le prochain match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 misses the next game; the %2 loss is ignored (never more than −2, never below 1).</source>
        <translation>%1 rate le prochain match ; la perte en %2 est ignorée (jamais plus de −2, jamais sous 1).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 gets a niggling injury and misses the next game.</source>
        <translation>%1 subit une blessure persistante et rate le prochain match.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MA</source>
        <translation>M</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AV</source>
        <translation>AR</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AG</source>
        <translation>AG</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ST</source>
        <translation>F</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 misses the next game.</source>
        <translation>%1 rate le prochain match.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1, re-rolled %2</source>
        <translation>%1, relancé %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(D6 %1 + FAME %2) × %3 for the end-of-season tournament</source>
        <translation>(D6 %1 + FAME %2) × %3 pour le tournoi de fin de saison</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>D6 %1 + FAME %2</source>
        <translation>D6 %1 + FAME %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No winnings: the team conceded.</source>
        <translation>Pas de gains : l&apos;équipe a abandonné.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winnings: %1 → %2.</source>
        <translation>Gains : %1 → %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opponent&apos;s winnings, taken after its concession: %1 → %2.</source>
        <translation>Gains de l&apos;adversaire, pris après son abandon : %1 → %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blood Bowl trophy: %1 more from its sponsor.</source>
        <translation>Trophée du Blood Bowl : %1 de plus de son sponsor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match winnings</source>
        <translation>Gains du match</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Spiralling expenses on a team value of %1: %2.</source>
        <translation>Dépenses exponentielles sur une valeur d&apos;équipe de %1 : %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expensive mistakes: the treasury holds less than 100,000, no roll.</source>
        <translation>Erreurs coûteuses : la trésorerie contient moins de 100 000, pas de jet.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Expensive mistakes on a treasury of %1, D6 %2: %3, %4.</source>
        <translation>Erreurs coûteuses sur une trésorerie de %1, D6 %2 : %3, %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only %1 could be paid: the treasury never goes below zero.</source>
        <translation>Seulement %1 a pu être payé : la trésorerie ne descend jamais sous zéro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spiralling expenses</source>
        <translation>Dépenses exponentielles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expensive mistakes</source>
        <translation>Erreurs coûteuses</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fan factor −1 for conceding (no roll): now %1.</source>
        <translation>Popularité −1 pour abandon (sans jet) : désormais %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fan factor roll %1 = %2 against %3: %4.</source>
        <translation>Jet de popularité %1 = %2 contre %3 : %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+1</source>
        <translation>+1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−1</source>
        <translation>−1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no change</source>
        <translation>sans changement</translation>
    </message>
    <message>
        <location filename="../core/league/PostMatchRunRoster.cpp" line="-200"/>
        <source>%1 (%2 SPP) rolls %3 and leaves the team.</source>
        <translation>%1 (%2 PSP) obtient %3 et quitte l&apos;équipe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 SPP) rolls %3 and stays.</source>
        <translation>%1 (%2 PSP) obtient %3 et reste.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Journeyman %1 is released.</source>
        <translation>Le journalier %1 est libéré.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot hire journeyman %2: the roster already has %3 players.</source>
        <translation>%1 ne peut pas engager le journalier %2 : l&apos;effectif compte déjà %3 joueurs.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The Zombie raised by the Necromancer cannot join: the roster already has %1 players.</source>
        <translation>Le Zombie relevé par le Nécromancien ne peut pas rejoindre l&apos;équipe : la feuille compte déjà %1 joueurs.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Free journeyman #%1 (%2, Loner) joins to reach %3 players.</source>
        <translation>Le journalier gratuit n°%1 (%2, Solitaire) rejoint l&apos;équipe pour atteindre %3 joueurs.</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>%1 cannot hire journeyman %2: the roster allows %3 of that position.</source>
        <translation>%1 ne peut pas engager le journalier %2 : le roster n&apos;autorise que %3 joueurs à ce poste.</translation>
    </message>
    <message>
        <location filename="../core/league/PostMatchRun.cpp" line="-439"/>
        <source>Gate: %1.</source>
        <translation>Affluence : %1.</translation>
    </message>
    <message>
        <location line="+290"/>
        <source>Inducements bought: %1.</source>
        <translation>Primes de match achetées : %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inducements cost %1: %2 from the handicap, %3 from petty cash.</source>
        <translation>Primes de match : %1, dont %2 pris sur la prime de match et %3 sur le porte-monnaie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Handicap not spent, lost: %1.</source>
        <translation>Prime de match non dépensée, perdue : %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash for the match</source>
        <translation>Porte-monnaie pour le match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash not spent, back from the match</source>
        <translation>Porte-monnaie non dépensé, revenu du match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Petty cash: %1 moved, %2 spent, %3 back to the treasury.</source>
        <translation>Porte-monnaie : %1 transférés, %2 dépensés, %3 rendus à la trésorerie.</translation>
    </message>
    <message>
        <location filename="../core/league/PostMatchRunRoster.cpp" line="+4"/>
        <source>%1 cannot hire journeyman %2: %3 needed, %4 in the treasury.</source>
        <translation>%1 ne peut pas engager le journalier %2 : il faut %3, la trésorerie contient %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Journeyman %1 is hired for good for %2.</source>
        <translation>Le journalier %1 est engagé définitivement pour %2.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Zombie %1</source>
        <translation>Zombie %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Zombie raised by the Necromancer joins for free as #%1.</source>
        <translation>Le Zombie relevé par le Nécromancien rejoint l&apos;équipe gratuitement sous le n°%1.</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>The coach declines the free journeymen: %n player(s) able to play the next match.</source>
        <translation>
            <numerusform>Le coach refuse les journaliers gratuits : %n joueur en état de jouer le prochain match.</numerusform>
            <numerusform>Le coach refuse les journaliers gratuits : %n joueurs en état de jouer le prochain match.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Journeyman %1</source>
        <translation>Journalier %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 did not win a Chaos Cup final: it receives no Chaos gift.</source>
        <translation>%1 n&apos;a pas gagné une finale de la Coupe du Chaos : elle ne reçoit aucun don du Chaos.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Chaos Cup: no player is left to receive the gods&apos; gifts.</source>
        <translation>Coupe du Chaos : il ne reste aucun joueur pour recevoir les dons des dieux.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Chaos Cup: the gods&apos; D3 shows %1; %n player(s) drawn for a gift.</source>
        <translation>
            <numerusform>Coupe du Chaos : le D3 des dieux donne %1 ; %n joueur tiré au sort pour un don.</numerusform>
            <numerusform>Coupe du Chaos : le D3 des dieux donne %1 ; %n joueurs tirés au sort pour un don.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 #%2 was not drawn for a Chaos Cup gift.</source>
        <translation>%1 n°%2 n&apos;a pas été tiré au sort pour un don de la Coupe du Chaos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 #%2 receives one Chaos gift only.</source>
        <translation>%1 n°%2 ne reçoit qu&apos;un seul don du Chaos.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 may take a Mutation, Hypnotic Gaze, Stab or Regeneration: none chosen.</source>
        <translation>%1 peut prendre une Mutation, Regard Hypnotique, Poignard ou Régénération : aucun choix.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 receives %2 from the Chaos gods.</source>
        <translation>%1 reçoit %2 des dieux du Chaos.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Player of the Year: no player of the league has any SPP yet.</source>
        <translation>Joueur Épique de l&apos;année : aucun joueur de la ligue n&apos;a encore de PSP.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Player of the Year: %n player(s) tied on %1 SPP; the die drew %2.</source>
        <translation>
            <numerusform>Joueur Épique de l&apos;année : %n joueur à égalité à %1 PSP ; le dé a tiré %2.</numerusform>
            <numerusform>Joueur Épique de l&apos;année : %n joueurs à égalité à %1 PSP ; le dé a tiré %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player of the Year: %1, %2 SPP.</source>
        <translation>Joueur Épique de l&apos;année : %1, %2 PSP.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gains Fan Favourite for as long as he stays with his team.</source>
        <translation>%1 gagne Idole des Foules tant qu&apos;il reste dans son équipe.</translation>
    </message>
    <message>
        <location filename="../core/league/PostMatchRun.cpp" line="+160"/>
        <source>The die for %1 shows %2, but a D%3 shows 1 to %3.</source>
        <translation>Le dé pour %1 indique %2, mais un D%3 donne de 1 à %3.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>#%1 %2</source>
        <translation>N°%1 %2</translation>
    </message>
</context>
<context>
    <name>PostMatchSequence</name>
    <message numerus="yes">
        <location filename="../core/league/PostMatchSequence.cpp" line="+36"/>
        <source>%1 could field %n player(s): only a team able to field 2 or fewer may concede before kick-off without the extra penalties; record a concession during the match.</source>
        <translation>
            <numerusform>%1 pouvait aligner %n joueur : seule une équipe pouvant en aligner 2 ou moins peut concéder avant le coup d&apos;envoi sans les pénalités supplémentaires ; enregistrez un abandon pendant le match.</numerusform>
            <numerusform>%1 pouvait aligner %n joueurs : seule une équipe pouvant en aligner 2 ou moins peut concéder avant le coup d&apos;envoi sans les pénalités supplémentaires ; enregistrez un abandon pendant le match.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1&apos;s inducements: %2</source>
        <translation>Primes de match de %1 : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 is %3 but the inducements bought make it %4.</source>
        <translation>%1 : %2 vaut %3 mais les primes de match achetées donnent %4.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+218"/>
        <source>A team cannot play itself.</source>
        <translation>Une équipe ne peut pas jouer contre elle-même.</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>The two teams scored %1 touchdowns together; a match holds at most %2 (one per team turn, overtime included).</source>
        <translation>Les deux équipes ont marqué %1 touchdowns à elles deux ; un match en compte au plus %2 (un par tour d&apos;équipe, prolongation comprise).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The record names team %1 where %2 played.</source>
        <translation>Le compte rendu indique l&apos;équipe %1 là où %2 a joué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is still being built: confirm it before it plays.</source>
        <translation>%1 est encore en création : validez-la avant qu&apos;elle ne joue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a score cannot be negative.</source>
        <translation>%1 : un score ne peut pas être négatif.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no player number %2 (%3).</source>
        <translation>%1 n&apos;a pas de joueur numéro %2 (%3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 #%2 %3 could not play this match (%4).</source>
        <translation>%1 n°%2 %3 ne pouvait pas jouer ce match (%4).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 scored %2; a match holds at most %3 touchdowns (one per team turn, overtime included).</source>
        <translation>%1 a marqué %2 ; un match compte au plus %3 touchdowns (un par tour d&apos;équipe, prolongation comprise).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>star player points</source>
        <translation>points de star</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 #%2 is listed twice in the star player points.</source>
        <translation>%1 n°%2 apparaît deux fois dans les points de star.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 #%2: counts cannot be negative.</source>
        <translation>%1 n°%2 : les totaux ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 scored %2 but its players have %3 touchdowns.</source>
        <translation>%1 a marqué %2 mais ses joueurs ont %3 touchdowns.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s players have %2 completions; a match holds at most %3 (one pass per team turn, overtime included).</source>
        <translation>Les joueurs de %1 ont %2 réussites de passe ; un match en compte au plus %3 (une passe par tour d&apos;équipe, prolongation comprise).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s players have %2 interceptions; a match holds at most %3 (one pass per team turn, overtime included).</source>
        <translation>Les joueurs de %1 ont %2 interceptions ; un match en compte au plus %3 (une passe par tour d&apos;équipe, prolongation comprise).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s players inflicted %2 casualties but %3 suffered only %4.</source>
        <translation>Les joueurs de %1 ont infligé %2 sorties mais %3 n&apos;en a subi que %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>casualty</source>
        <translation>sortie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 #%2 has two casualties; a player leaves the match after one.</source>
        <translation>%1 n°%2 a deux sorties ; un joueur quitte le match dès la première.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 #%2: %3 is not a D68 result (tens 1–6, units 1–8).</source>
        <translation>%1 n°%2 : %3 n&apos;est pas un résultat de D68 (dizaines 1–6, unités 1–8).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 #%2 has no Regeneration to roll.</source>
        <translation>%1 n°%2 n&apos;a pas de Régénération à lancer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 #%2: a regeneration D6 shows 1 to 6.</source>
        <translation>%1 n°%2 : un D6 de régénération donne de 1 à 6.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 #%2: an apothecary roll without the apothecary.</source>
        <translation>%1 n°%2 : un jet d&apos;apothicaire sans apothicaire.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 bought %2 wandering apothecaries; a team may induce at most %3.</source>
        <translation>%1 a acheté %2 apothicaires locaux ; une équipe peut en recruter au plus %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 fielded %2 induced players; a team has at most %3 players.</source>
        <translation>%1 a aligné %2 joueurs recrutés (champions et mercenaires) ; une équipe a au plus %3 joueurs.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 used the apothecary %2 times but has %3 (once per match each).</source>
        <translation>%1 a utilisé l&apos;apothicaire %2 fois mais n&apos;en a que %3 (une fois par match chacun).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: gold and counts cannot be negative.</source>
        <translation>%1 : l&apos;or et les totaux ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no Necromancer to raise the dead.</source>
        <translation>%1 n&apos;a pas de Nécromancien pour relever les morts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Necromancer raises the dead once per match, not %2 times.</source>
        <translation>Le Nécromancien de %1 relève un mort une fois par match, pas %2 fois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 moved %2 to petty cash but has %3 in the treasury.</source>
        <translation>%1 a placé %2 dans le porte-monnaie mais n&apos;a que %3 en trésorerie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 spent %2 on inducements but had %3 (handicap %4 + petty cash %5).</source>
        <translation>%1 a dépensé %2 en primes de match mais n&apos;avait que %3 (handicap %4 + porte-monnaie %5).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 names %2 MVPs but receives %3.</source>
        <translation>%1 désigne %2 JPV mais en reçoit %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: the coach chooses the MVP in this league; name %n player(s).</source>
        <translation>
            <numerusform>%1 : dans cette ligue, le coach choisit le JPV ; désignez %n joueur.</numerusform>
            <numerusform>%1 : dans cette ligue, le coach choisit le JPV ; désignez %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no induced player can be MVP here.</source>
        <translation>%1 : aucun joueur acheté en prime de match ne peut être JPV ici.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MVP</source>
        <translation>JPV</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 #%2 is not a journeyman to hire.</source>
        <translation>%1 n°%2 n&apos;est pas un journalier à engager.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 refused %2&apos;s challenge: %2 wins 2–0. Star player points, gold and fan factor stay as they were.</source>
        <translation>%1 a refusé le défi de %2 : %2 gagne 2–0. Les points d&apos;expérience, l&apos;or et la popularité restent inchangés.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Typed dice not needed and ignored: %1.</source>
        <translation>Dés saisis inutiles et ignorés : %1.</translation>
    </message>
</context>
<context>
    <name>PreMatchMoney</name>
    <message>
        <location filename="../core/inducements/PreMatchMoney.cpp" line="+26"/>
        <source>Petty cash cannot be negative.</source>
        <translation>Le porte-monnaie ne peut pas être négatif.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash is moved in whole %1.</source>
        <translation>Le porte-monnaie se remplit par tranches entières de %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash of %1 is more than the treasury (%2).</source>
        <translation>Un porte-monnaie de %1 dépasse la trésorerie (%2).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Home team: %1</source>
        <translation>Équipe à domicile : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Away team: %1</source>
        <translation>Équipe visiteuse : %1</translation>
    </message>
</context>
<context>
    <name>PrintDialogs</name>
    <message>
        <location filename="../views/widgets/PrintDialogs.cpp" line="+40"/>
        <location line="+14"/>
        <source>Printing is not available: %1</source>
        <translation>L’impression n’est pas disponible : %1</translation>
    </message>
</context>
<context>
    <name>PurchaseRules</name>
    <message>
        <location filename="../core/match/PurchaseRules.cpp" line="+38"/>
        <source>a mercenary %1 with %2</source>
        <translation>un mercenaire %1 avec %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mercenary %1</source>
        <translation>un mercenaire %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a card of the %1 deck</source>
        <translation>une carte du paquet %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not a pre-match event.</source>
        <translation>Ce n’est pas un événement d’avant match.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 declares %2 of petty cash, but an exhibition match has none: no gold leaves a treasury for it, only the handicap buys inducements.</source>
        <translation>%1 déclare %2 de porte-monnaie, mais un match amical n&apos;en a pas : aucun or ne quitte la trésorerie pour lui, seule la prime de match achète des primes.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The weather of this match is already rolled.</source>
        <translation>La météo de ce match est déjà tirée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The weather table has no row for this roll.</source>
        <translation>Le tableau de Météo n’a pas de ligne pour ce jet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Inducements are bought in the pre-match sequence, before the gate and the coin toss.</source>
        <translation>Les primes de match s’achètent pendant la séquence d’avant match, avant le public et le tirage au sort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll the weather first: it comes before petty cash and purchases.</source>
        <translation>Tirez d’abord la météo : elle vient avant le porte-monnaie et les achats.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 spends petty cash as the stronger team: it buys before %2 has bought anything.</source>
        <translation>%1 dépense son porte-monnaie en tant qu’équipe la plus forte : elle achète avant que %2 n’ait rien acheté.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 In this match of the end-of-season tournament the league gives no handicap gold: only petty cash buys inducements.</source>
        <translation>%1 Dans ce match du tournoi de fin de saison, la ligue ne donne pas de prime de match : seul le porte-monnaie achète des primes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 buys %2 for %3; %4 left to spend.</source>
        <translation>%1 achète %2 pour %3 ; reste %4 à dépenser.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 is hired by both teams: he takes both fees and plays for neither.</source>
        <translation>%1 est engagé par les deux équipes : il touche les deux cachets et ne joue pour aucune.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 joins %2 as #%3 for this match.</source>
        <translation>%1 rejoint %2 sous le n°%3 pour ce match.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Mercenary %1</source>
        <translation>Mercenaire %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The mercenary joins %1 as #%2 for this match.</source>
        <translation>Le mercenaire rejoint %1 sous le n°%2 pour ce match.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>Paquet inconnu « %1 ».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 deck has no card left.</source>
        <translation>Le paquet %1 n’a plus de carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 draws a card from the %2 deck and keeps it hidden.</source>
        <translation>%1 tire une carte du paquet %2 et la garde cachée.</translation>
    </message>
</context>
<context>
    <name>RegistrationCsv</name>
    <message>
        <location filename="../core/tournament/RegistrationCsv.cpp" line="+68"/>
        <source>The registration list is empty.</source>
        <translation>La liste d&apos;inscription est vide.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Line 1: unknown column &quot;%1&quot; (known: %2).</source>
        <translation>Ligne 1 : colonne « %1 » inconnue (connues : %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Line 1: the column &quot;%1&quot; is missing.</source>
        <translation>Ligne 1 : la colonne « %1 » manque.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Line %1: %2 fields where the header has %3.</source>
        <translation>Ligne %1 : %2 champs alors que l&apos;en-tête en a %3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Line %1: &quot;%2&quot; is not a race of the rulebook.</source>
        <translation>Ligne %1 : « %2 » n&apos;est pas une équipe du livre de règles.</translation>
    </message>
</context>
<context>
    <name>RegistrationRosters</name>
    <message>
        <location filename="../core/tournament/RegistrationRosters.cpp" line="+29"/>
        <source>%1: the roster %2 cannot be read: %3</source>
        <translation>%1 : l&apos;équipe %2 ne peut pas être lue : %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the roster %2 is a %3 team, the list says %4.</source>
        <translation>%1 : l&apos;équipe %2 est une équipe %3, la liste indique %4.</translation>
    </message>
</context>
<context>
    <name>ResultRecorder</name>
    <message>
        <location filename="../core/storage/ResultRecorder.cpp" line="+19"/>
        <source>There is no league %1 (see &apos;dugout league list&apos;).</source>
        <translation>Il n&apos;y a pas de ligue %1 (voir « dugout league list »).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fixture %1 is not on %2&apos;s schedule.</source>
        <translation>La rencontre %1 n&apos;est pas au calendrier de %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fixture %1 is another match: check which team is at home.</source>
        <translation>La rencontre %1 est un autre match : vérifiez quelle équipe joue à domicile.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fixture %1 has already been played (match %2).</source>
        <translation>La rencontre %1 a déjà été jouée (match %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fixture %1 belongs to another season.</source>
        <translation>La rencontre %1 appartient à une autre saison.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A play-off, semi-final or final is recorded against its fixture (&apos;fixture&apos; in the record).</source>
        <translation>Un play-off, une demi-finale ou une finale s&apos;enregistre avec sa rencontre (« fixture » dans le fichier).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Season %1 is not a season of %2.</source>
        <translation>La saison %1 n&apos;est pas une saison de %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no team %1.</source>
        <translation>Il n&apos;y a pas d&apos;équipe %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not play in %2.</source>
        <translation>%1 ne joue pas dans %2.</translation>
    </message>
</context>
<context>
    <name>RulesCommand</name>
    <message>
        <location filename="../app/cli/RulesCommand.cpp" line="+21"/>
        <source>Print the LRB6 ruleset as JSON (names in the --lang language)</source>
        <translation>Affiche les règles LRB6 en JSON (noms dans la langue de --lang)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print as JSON (the only format so far).</source>
        <translation>Afficher en JSON (le seul format pour l&apos;instant).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;rules&apos; takes no argument besides --json and --lang.</source>
        <translation>« rules » n&apos;accepte pas d&apos;autre argument que --json et --lang.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;rules&apos; needs --json.</source>
        <translation>« rules » attend --json.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the built-in ruleset is invalid:
%1</source>
        <translation>les règles intégrées sont invalides :
%1</translation>
    </message>
</context>
<context>
    <name>RulesetLoader</name>
    <message>
        <location filename="../core/rules/RulesetLoader.cpp" line="+23"/>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1 : impossible de lire le fichier (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: invalid JSON at byte %2: %3</source>
        <translation>%1 : JSON invalide à l&apos;octet %2 : %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the file must hold one JSON object</source>
        <translation>%1 : le fichier doit contenir un seul objet JSON</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: expected an object</source>
        <translation>%1 : un objet est attendu</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: the id &apos;%2&apos; is used twice</source>
        <translation>%1 : l&apos;identifiant « %2 » est utilisé deux fois</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a skill category letter (G, A, S, P, M)</source>
        <translation>« %1 » n&apos;est pas une lettre de catégorie de compétences (G, A, S, P, M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the category &apos;%1&apos; is listed twice</source>
        <translation>la catégorie « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>give turns or until, not both</source>
        <translation>donnez turns ou until, pas les deux</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>give die_min and die_max, the first the lower</source>
        <translation>donnez die_min et die_max, le premier le plus petit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep goes with replace_skills</source>
        <translation>keep va avec replace_skills</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a player change must change something</source>
        <translation>un changement de joueur doit changer quelque chose</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the first change names its player</source>
        <translation>le premier changement désigne son joueur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>name at least one player</source>
        <translation>désignez au moins un joueur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a free Blitz names one own player</source>
        <translation>un Blitz gratuit désigne un joueur de son équipe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>give exactly one of rerolls, lose_die and each_lost_on</source>
        <translation>donnez exactement un de rerolls, lose_die et each_lost_on</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a named player is of one team</source>
        <translation>un joueur désigné est d&apos;une seule équipe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>each choice is an id and a whole number</source>
        <translation>chaque choix est un identifiant et un nombre entier</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>players drawn at random are of one team, not named</source>
        <translation>les joueurs tirés au hasard sont d&apos;une seule équipe et ne sont pas désignés</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a player who joins leaves with the drive or the half</source>
        <translation>un joueur qui rejoint l&apos;équipe la quitte avec la phase de jeu ou la mi-temps</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;%1&apos; is not one of G, A, S, P, M, E</source>
        <translation>« %1 » n&apos;est pas l&apos;une des lettres G, A, S, P, M, E</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>a position id must start with its roster&apos;s id and a dot (&apos;%1.&apos;)</source>
        <translation>l&apos;identifiant d&apos;un poste doit commencer par celui de son roster suivi d&apos;un point (« %1. »)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a roster needs at least one position</source>
        <translation>un roster doit avoir au moins un poste</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>a star player must play for at least one roster</source>
        <translation>un champion doit jouer pour au moins un roster</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>more than max_players</source>
        <translation>supérieur à max_players</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>less than fan_factor_max_at_creation</source>
        <translation>inférieur à fan_factor_max_at_creation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than characteristic_max</source>
        <translation>supérieur à characteristic_max</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a card id must start with its deck&apos;s id and a dot (&apos;%1.&apos;)</source>
        <translation>l&apos;identifiant d&apos;une carte doit commencer par celui de son jeu suivi d&apos;un point (« %1. »)</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>special_play_cards.json: card &apos;%1&apos;, field &apos;apply&apos;: unknown position &apos;%2&apos;</source>
        <translation>special_play_cards.json : carte « %1 », champ « apply » : poste inconnu « %2 »</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>special_play_cards.json: card &apos;%1&apos;, field &apos;apply&apos;: unknown skill &apos;%2&apos;</source>
        <translation>special_play_cards.json : carte &apos;%1&apos;, champ &apos;apply&apos; : compétence inconnue &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="-454"/>
        <location line="+350"/>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>« %1 » n’est pas l’une des valeurs %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the deck says it has %1 cards but lists %2</source>
        <translation>le jeu annonce %1 cartes mais en liste %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, playing card</source>
        <translation>, carte à jouer</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>rosters.json: position &apos;%1&apos;, field &apos;skills&apos;: unknown skill &apos;%2&apos;</source>
        <translation>rosters.json : poste « %1 », champ « skills » : compétence « %2 » inconnue</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>star_players.json: star player &apos;%1&apos;, field &apos;skills&apos;: unknown skill &apos;%2&apos;</source>
        <translation>star_players.json : champion « %1 », champ « skills » : compétence « %2 » inconnue</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>star_players.json: star player &apos;%1&apos;, field &apos;plays_for&apos;: unknown roster &apos;%2&apos;</source>
        <translation>star_players.json : champion « %1 », champ « plays_for » : roster « %2 » inconnu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>star_players.json: star player &apos;%1&apos;: unknown partner star &apos;%2&apos;</source>
        <translation>star_players.json : champion « %1 » : champion associé inconnu « %2 »</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>inducements.json: inducement &apos;%1&apos;: unknown roster &apos;%2&apos;</source>
        <translation>inducements.json : prime de match « %1 » : roster « %2 » inconnu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>inducements.json: mercenary, field &apos;gains&apos;: unknown skill &apos;%1&apos;</source>
        <translation>inducements.json : mercenaire, champ « gains » : compétence « %1 » inconnue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>skills.json: exclusion between &apos;%1&apos; and &apos;%2&apos; names an unknown skill</source>
        <translation>skills.json : l&apos;exclusion entre « %1 » et « %2 » cite une compétence inconnue</translation>
    </message>
    <message>
        <location filename="../core/rules/TableRowsReader.cpp" line="+23"/>
        <source>%1: row %2-%3 runs backwards</source>
        <translation>%1 : la ligne %2-%3 est à l&apos;envers</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>%1: no row for %2 to %3 (a gap)</source>
        <translation>%1 : aucune ligne pour %2 à %3 (un trou)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1: rows overlap at %2</source>
        <translation>%1 : des lignes se chevauchent à %2</translation>
    </message>
    <message>
        <location filename="../core/rules/RulesetTablesReader.cpp" line="+34"/>
        <source>&apos;%1&apos; is not one of none, mng, niggling, ma, av, ag, st, dead</source>
        <translation>« %1 » n&apos;est pas l&apos;un de none, mng, niggling, ma, av, ag, st, dead</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>tables.json: agility: AG values must follow each other (row #%1)</source>
        <translation>tables.json : agility : les valeurs d&apos;AG doivent se suivre (ligne n°%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tables.json: agility: no rows</source>
        <translation>tables.json : agility : aucune ligne</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a D68 result (tens 1-6, units 1-8)</source>
        <translation>%1 n&apos;est pas un résultat de D68 (dizaines 1-6, unités 1-8)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>tables.json: casualty: no row for %1 (a gap)</source>
        <translation>tables.json : casualty : aucune ligne pour %1 (un trou)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tables.json: casualty: rows overlap at %1</source>
        <translation>tables.json : casualty : des lignes se chevauchent à %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>tables.json: spp_levels: the first level must start at 0</source>
        <translation>tables.json : spp_levels : le premier niveau doit commencer à 0</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tables.json: spp_levels: level #%1 must end just before the next one starts</source>
        <translation>tables.json : spp_levels : le niveau n°%1 doit finir juste avant le début du suivant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tables.json: spp_levels: the last level must have no max</source>
        <translation>tables.json : spp_levels : le dernier niveau ne doit pas avoir de max</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>must be more than 0</source>
        <translation>doit être supérieur à 0</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>needs one outcome for each D6 result, 6 in all</source>
        <translation>il faut un résultat pour chaque valeur du D6, 6 en tout</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown outcome &apos;%1&apos;</source>
        <translation>résultat « %1 » inconnu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bands must follow each other without overlapping</source>
        <translation>les tranches doivent se suivre sans se chevaucher</translation>
    </message>
    <message>
        <location filename="../core/rules/RulesetForgeReader.cpp" line="+33"/>
        <source>%1: needs one row with the id &apos;%2&apos; (found %3)</source>
        <translation>%1 : il faut une ligne d&apos;id &apos;%2&apos; (trouvé %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: &apos;%2&apos; is not one of %3</source>
        <translation>%1 : &apos;%2&apos; n&apos;est pas l&apos;un de %3</translation>
    </message>
</context>
<context>
    <name>ScheduleRules</name>
    <message>
        <location filename="../core/league/ScheduleRules.cpp" line="+73"/>
        <source>%1 and %2 would meet a third time in a row in round %3: two teams may not play each other more than twice in a row.</source>
        <translation>%1 et %2 se rencontreraient une troisième fois de suite à la journée %3 : deux équipes ne peuvent pas s&apos;affronter plus de deux fois de suite.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A match needs a home team and an away team.</source>
        <translation>Un match demande une équipe à domicile et une équipe à l&apos;extérieur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot play against itself.</source>
        <translation>%1 ne peut pas jouer contre elle-même.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds are numbered from 1.</source>
        <translation>Les journées sont numérotées à partir de 1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 already plays in round %2.</source>
        <translation>%1 joue déjà à la journée %2.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 does not play in %2.</source>
        <translation>%1 ne joue pas dans %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%1 already has %n fixture(s), %2 of them played: a round robin is generated for a season without fixtures. Add more fixtures one by one.</source>
        <translation>
            <numerusform>%1 a déjà %n rencontre, dont %2 jouée(s) : un tous-contre-tous se génère pour une saison sans rencontres. Ajoutez d&apos;autres rencontres une par une.</numerusform>
            <numerusform>%1 a déjà %n rencontres, dont %2 jouée(s) : un tous-contre-tous se génère pour une saison sans rencontres. Ajoutez d&apos;autres rencontres une par une.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing to schedule in %1: each group needs at least two teams.</source>
        <translation>Rien à programmer dans %1 : chaque groupe a besoin d&apos;au moins deux équipes.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 played its last two matches against %2: two teams may not play each other more than twice in a row, so %1 must play another team first.</source>
        <translation>%1 a joué ses deux derniers matchs contre %2 : deux équipes ne peuvent pas se rencontrer plus de deux fois de suite, %1 doit d&apos;abord affronter une autre équipe.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 against %2 has been played: undo its result before removing it.</source>
        <translation>Le match %1 contre %2 a été joué : annulez son résultat avant de retirer la rencontre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2 is being tracked in the Matches area: finish or abandon that match first.</source>
        <translation>Le match %1 contre %2 est suivi dans l&apos;espace Matchs : terminez ou abandonnez d&apos;abord ce match.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 against %2 is being tracked in the Matches area: finish or abandon that match before replacing the schedule.</source>
        <translation>Le match %1 contre %2 est suivi dans l&apos;espace Matchs : terminez ou abandonnez ce match avant de remplacer le calendrier.</translation>
    </message>
</context>
<context>
    <name>ScoringRules</name>
    <message>
        <location filename="../core/match/ScoringRules.cpp" line="+20"/>
        <source>%1 has no player #%2.</source>
        <translation>%1 n&apos;a pas de joueur n°%2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not standing on the pitch.</source>
        <translation>%1 n&apos;est pas debout sur le terrain.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ball is not in play: no team turn is under way.</source>
        <translation>Le ballon n&apos;est pas en jeu : aucun tour d&apos;équipe n&apos;est en cours.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ball is not in play during the kick-off Blitz turn.</source>
        <translation>Le ballon n&apos;est pas en jeu pendant le tour de Blitz du coup d&apos;envoi.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Only a player with Dump-off passes in the opponent&apos;s turn: %1 lacks it.</source>
        <translation>Seul un joueur avec Délestage passe pendant le tour adverse : %1 ne l&apos;a pas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 completes a Dump-off pass (1 SPP).</source>
        <translation>%1 réussit une passe de Délestage (1 PSP).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 intercepts the Dump-off pass of %2 (2 SPP); no turnover.</source>
        <translation>%1 intercepte la passe de Délestage de %2 (2 PSP) ; pas de turnover.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Only the active team completes passes, before any turnover.</source>
        <translation>Seule l&apos;équipe active réussit des passes, avant tout turnover.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 did not declare this turn&apos;s Pass.</source>
        <translation>%1 n&apos;a pas déclaré la Passe de ce tour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This turn&apos;s pass is already completed.</source>
        <translation>La passe de ce tour est déjà réussie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 completes a pass (1 SPP).</source>
        <translation>%1 réussit une passe (1 PSP).</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+71"/>
        <source>Turnover: the turn is already over.</source>
        <translation>Turnover : le tour est déjà terminé.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Only the team not in its turn intercepts, except a Dump-off pass (name its thrower).</source>
        <translation>Seule l&apos;équipe qui ne joue pas intercepte, sauf une passe de Délestage (désignez son lanceur).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has not declared a Pass this turn.</source>
        <translation>%1 n&apos;a pas déclaré de Passe ce tour-ci.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 intercepts (2 SPP).</source>
        <translation>%1 intercepte (2 PSP).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turnover: the active team can no longer score this turn.</source>
        <translation>Turnover : l&apos;équipe active ne peut plus marquer ce tour-ci.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 plays for %2 this turn only under %3: the referee still counts him in %4, so he scores no touchdown.</source>
        <translation>%1 ne joue pour %2 que pendant ce tour, sous %3 : pour l&apos;arbitre il reste dans %4, il ne marque donc pas de touchdown.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Touchdown! %1 scores for %2 (3 SPP): %3–%4.</source>
        <translation>Touchdown ! %1 marque pour %2 (3 PSP) : %3–%4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scored in the opponent&apos;s turn: %1&apos;s turn marker moves to %2.</source>
        <translation>Marqué pendant le tour adverse : le marqueur de tour de %1 passe à %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Not a scoring event.</source>
        <translation>Ce n&apos;est pas un événement de marque.</translation>
    </message>
</context>
<context>
    <name>SeasonPlan</name>
    <message>
        <location filename="../core/league/SeasonPlan.cpp" line="+10"/>
        <source>Season %1</source>
        <extracomment>The default name of a league&apos;s next season: &quot;Season 2&quot;.</extracomment>
        <translation>Saison %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Division %1</source>
        <extracomment>The default name of a season&apos;s division: &quot;Division 1&quot;.</extracomment>
        <translation>Division %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A season needs a name.</source>
        <translation>Une saison a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The season&apos;s name</source>
        <translation>Le nom de la saison</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A season has from 0 to %1 divisions, not %2.</source>
        <translation>Une saison a de 0 à %1 divisions, pas %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has %n team(s): not enough for %2 divisions.</source>
        <translation>
            <numerusform>%1 a %n équipe : pas assez pour %2 divisions.</numerusform>
            <numerusform>%1 a %n équipes : pas assez pour %2 divisions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerAccess</name>
    <message>
        <location filename="../core/storage/ServerAccess.cpp" line="+19"/>
        <source>Only the league&apos;s commissioner runs the league: its options, seasons, schedule and results. You are logged in as %1, a coach: the server would refuse it.</source>
        <translation>Seul le commissaire de la ligue la dirige : ses options, saisons, calendrier et résultats. Vous êtes connecté en tant que %1, un coach : le serveur le refuserait.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the league&apos;s commissioner runs the league. You are logged in as %1, who may read this league but change nothing: the server would refuse it.</source>
        <translation>Seul le commissaire de la ligue la dirige. Vous êtes connecté en tant que %1, qui peut lire cette ligue mais rien y changer : le serveur le refuserait.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the commissioner changes %1, a team without a coach.</source>
        <translation>Seul le commissaire modifie %1, une équipe sans coach.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only %1&apos;s coach (%2) and the commissioner change %3.</source>
        <translation>Seuls le coach de %1 (%2) et le commissaire modifient %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You are logged in as %1: you may read this team; the server would refuse a change.</source>
        <translation>Vous êtes connecté en tant que %1 : vous pouvez lire cette équipe ; le serveur refuserait une modification.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Logged in as %1, the commissioner: you may change everything in this league.</source>
        <translation>Connecté en tant que %1, le commissaire : vous pouvez tout modifier dans cette ligue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logged in as %1, a coach: you may change your own teams (those of coach %2); the rest of the league is read-only.</source>
        <translation>Connecté en tant que %1, un coach : vous pouvez modifier vos propres équipes (celles du coach %2) ; le reste de la ligue est en lecture seule.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Logged in as %1: you may read this league but change nothing.</source>
        <translation>Connecté en tant que %1 : vous pouvez lire cette ligue mais ne rien modifier.</translation>
    </message>
</context>
<context>
    <name>ServerAddress</name>
    <message>
        <location filename="../core/storage/ServerAddress.cpp" line="+25"/>
        <source>%1 is not a league server address; write postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>%1 n&apos;est pas l&apos;adresse d&apos;un serveur de ligue ; écrivez postgresql://UTILISATEUR@HÔTE:PORT/BASE.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Do not put the password in the server address: write it in your PostgreSQL password file (~/.pgpass) or in PGPASSWORD.</source>
        <translation>Ne mettez pas le mot de passe dans l&apos;adresse du serveur : écrivez-le dans votre fichier de mots de passe PostgreSQL (~/.pgpass) ou dans PGPASSWORD.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 names no database; write postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>%1 ne nomme aucune base ; écrivez postgresql://UTILISATEUR@HÔTE:PORT/BASE.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
</context>
<context>
    <name>ServerCommand</name>
    <message>
        <location filename="../app/cli/ServerCommand.cpp" line="+17"/>
        <source>Set up the league server at --db: its tables, the coaches&apos; group and who may connect; you become its commissioner</source>
        <translation>Prépare le serveur de ligue de --db : ses tables, le groupe des coachs et qui peut se connecter ; vous en devenez le commissaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give coach NAME a login to the league server; prints their password once</source>
        <translation>Donne au coach NOM une connexion au serveur de ligue ; affiche son mot de passe une seule fois</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>init or add-coach</source>
        <translation>init ou add-coach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s login name</source>
        <translation>Le nom de connexion du coach</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;server&apos; needs a league server: give --db postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>« server » demande un serveur de ligue : donnez --db postgresql://UTILISATEUR@HÔTE:PORT/BASE.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;server add-coach&apos; takes exactly one NAME.</source>
        <translation>« server add-coach » prend exactement un NOM.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;server&apos; needs an action: init or add-coach.</source>
        <translation>« server » demande une action : init ou add-coach.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The league server %1 is ready (schema %2). You, %3, are its commissioner; only you and the coaches you add may connect.</source>
        <translation>Le serveur de ligue %1 est prêt (schéma %2). Vous, %3, en êtes le commissaire ; seuls vous et les coachs que vous ajoutez peuvent s&apos;y connecter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add each coach with: dugout --db %1 server add-coach NAME</source>
        <translation>Ajoutez chaque coach avec : dugout --db %1 server add-coach NOM</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Coach %1 may now log in to %2 and change their own teams.</source>
        <translation>Le coach %1 peut désormais se connecter à %2 et modifier ses propres équipes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Their password, shown only this once: %1</source>
        <translation>Son mot de passe, affiché cette seule fois : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They add this line to their password file ~/.pgpass (readable by them alone, chmod 600):</source>
        <translation>Il ajoute cette ligne à son fichier de mots de passe ~/.pgpass (lisible par lui seul, chmod 600) :</translation>
    </message>
</context>
<context>
    <name>ServerRoles</name>
    <message>
        <location filename="../core/storage/ServerRoles.cpp" line="+39"/>
        <source>The league server refused: %1</source>
        <translation>Le serveur de ligue a refusé : %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>server init sets up a league server; %1 is a file, whose rights are the file&apos;s own.</source>
        <translation>server init prépare un serveur de ligue ; %1 est un fichier, dont les droits sont ceux du fichier.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run server init as the role that owns the league&apos;s tables (its commissioner); %1 does not.</source>
        <translation>Lancez server init sous le rôle propriétaire des tables de la ligue (son commissaire) ; %1 ne l&apos;est pas.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>server add-coach needs a league server; %1 is a file.</source>
        <translation>server add-coach demande un serveur de ligue ; %1 est un fichier.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A coach&apos;s login name is lower-case letters, digits and _, starting with a letter (not &quot;%1&quot;).</source>
        <translation>Le nom de connexion d&apos;un coach s&apos;écrit en minuscules, chiffres et _, et commence par une lettre (pas « %1 »).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the league&apos;s commissioner adds coaches.</source>
        <translation>Seul le commissaire de la ligue ajoute des coachs.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The league server did not say what you may do: %1</source>
        <translation>Le serveur de ligue n&apos;a pas dit ce que vous pouvez faire : %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the league server does not let you change this: a coach may change only their own teams, and only the commissioner runs the league</source>
        <translation>le serveur de ligue ne vous permet pas de modifier ceci : un coach ne modifie que ses propres équipes, et seul le commissaire gère la ligue</translation>
    </message>
</context>
<context>
    <name>SheetCommand</name>
    <message>
        <location filename="../app/cli/SheetCommand.cpp" line="+26"/>
        <source>Print a team&apos;s sheet to a PDF file (A4 landscape)</source>
        <translation>Imprime la feuille d&apos;une équipe dans un fichier PDF (A4 à l&apos;italienne)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the sheets of every team of a league to one PDF file, a page per team</source>
        <translation>Imprime les feuilles de toutes les équipes d&apos;une ligue dans un seul fichier PDF, une page par équipe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The team&apos;s id (see &apos;dugout team list&apos;)</source>
        <translation>L&apos;identifiant de l&apos;équipe (voir « dugout team list »)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every team of this league instead of one team (see &apos;dugout league list&apos;).</source>
        <translation>Toutes les équipes de cette ligue au lieu d&apos;une seule (voir « dugout league list »).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>league</source>
        <translation>ligue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The PDF file to write.</source>
        <translation>Le fichier PDF à écrire.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;sheet&apos; takes exactly one TEAM_ID.</source>
        <translation>« sheet » attend exactement un ID_EQUIPE.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>&apos;sheet&apos; needs -o FILE.pdf.</source>
        <translation>« sheet » attend -o FICHIER.pdf.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>&apos;%1&apos; is not a team id (see &apos;dugout team list&apos;).</source>
        <translation>« %1 » n&apos;est pas un identifiant d&apos;équipe (voir « dugout team list »).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the sheet of %1 to %2</source>
        <translation>Feuille de %1 écrite dans %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;sheet --league&apos; takes no TEAM_ID.</source>
        <translation>« sheet --league » ne prend pas de TEAM_ID.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>League %1 has no team: there is no sheet to print.</source>
        <translation>La ligue %1 n&apos;a aucune équipe : il n&apos;y a pas de feuille à imprimer.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the sheets of the teams of %1 to %2, a page per team</source>
        <translation>Feuilles des équipes de %1 écrites dans %2, une page par équipe</translation>
    </message>
</context>
<context>
    <name>SkillCategory</name>
    <message>
        <location filename="../core/rules/Skill.cpp" line="+19"/>
        <source>General</source>
        <translation>Générale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agility</source>
        <translation>Agilité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mutation</source>
        <translation>Mutation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extraordinary</source>
        <translation>Extraordinaire</translation>
    </message>
</context>
<context>
    <name>Squads</name>
    <message numerus="yes">
        <location filename="../core/tournament/Squads.cpp" line="+64"/>
        <source>Team %1 has %n coach(es) for round %2, where this tournament&apos;s teams have %3. Register a substitute, or drop the whole team.</source>
        <translation>
            <numerusform>L&apos;équipe %1 a %n coach pour la ronde %2, alors que les équipes de ce tournoi en ont %3. Inscrivez un remplaçant, ou retirez toute l&apos;équipe.</numerusform>
            <numerusform>L&apos;équipe %1 a %n coachs pour la ronde %2, alors que les équipes de ce tournoi en ont %3. Inscrivez un remplaçant, ou retirez toute l&apos;équipe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Team %1 has %n coach(es) for round %2, where this tournament&apos;s teams have %3. Drop the coaches who do not play.</source>
        <translation>
            <numerusform>L&apos;équipe %1 a %n coach pour la ronde %2, alors que les équipes de ce tournoi en ont %3. Retirez les coachs qui ne jouent pas.</numerusform>
            <numerusform>L&apos;équipe %1 a %n coachs pour la ronde %2, alors que les équipes de ce tournoi en ont %3. Retirez les coachs qui ne jouent pas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <location filename="../core/league/Standings.cpp" line="+159"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Head-to-head</source>
        <translation>Confrontation directe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdown difference</source>
        <translation>Différence de touchdowns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualty difference</source>
        <translation>Différence de sorties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdowns scored</source>
        <translation>Touchdowns marqués</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualties inflicted</source>
        <translation>Sorties infligées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewest matches played</source>
        <translation>Moins de matchs joués</translation>
    </message>
</context>
<context>
    <name>StandingsWorkbook</name>
    <message>
        <location filename="../core/storage/StandingsWorkbook.cpp" line="+40"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+64"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Team id</source>
        <translation>N° d&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Played</source>
        <translation>Joués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perdus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns for</source>
        <translation>Touchdowns marqués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns against</source>
        <translation>Touchdowns encaissés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdown difference</source>
        <translation>Différence de touchdowns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties for</source>
        <translation>Sorties infligées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties against</source>
        <translation>Sorties subies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualty difference</source>
        <translation>Différence de sorties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Leaders</source>
        <translation>Meilleurs joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistic</source>
        <translation>Statistique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>StatHeaders</name>
    <message>
        <location filename="../models/StatHeaders.cpp" line="+9"/>
        <source>MA</source>
        <translation>M</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ST</source>
        <translation>F</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AG</source>
        <translation>AG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AV</source>
        <translation>AR</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Movement allowance</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agility</source>
        <translation>Agilité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Armour value</source>
        <translation>Armure</translation>
    </message>
    <message>
        <location filename="../models/StatHeaders.h" line="+19"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
</context>
<context>
    <name>StoreFailure</name>
    <message>
        <location filename="../core/storage/StoreFailure.cpp" line="+72"/>
        <source>The database could not be read: %1</source>
        <translation>La base de données n&apos;a pas pu être lue : %1</translation>
    </message>
</context>
<context>
    <name>SwissPairing</name>
    <message>
        <location filename="../core/tournament/SwissPairing.cpp" line="+99"/>
        <source>Enter every result of round %1 before pairing round %2.</source>
        <translation>Saisissez tous les résultats de la ronde %1 avant d&apos;apparier la ronde %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+39"/>
        <source>At least two coaches must be registered to pair a round.</source>
        <translation>Il faut au moins deux coachs inscrits pour apparier une ronde.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>No pairing of round %1 avoids every rematch while keeping coaches of one club or nation, and the pairs you listed, apart. Pairing is possible if you allow those meetings for this round.</source>
        <translation>Aucun appariement de la ronde %1 n&apos;évite toute revanche tout en séparant les coachs d&apos;un même club ou d&apos;une même nation, et les paires que vous avez listées. L&apos;appariement est possible si vous autorisez ces rencontres pour cette ronde.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>No pairing of round %1 avoids every rematch among the %n coaches still in. Allow rematches (Dugout then pairs with as few as possible), or end the swiss rounds here.</source>
        <translation>
            <numerusform>Aucun appariement de la ronde %1 n&apos;évite toute revanche entre le %n coach encore en lice. Autorisez les revanches (Dugout en fait alors le moins possible), ou arrêtez ici les rondes suisses.</numerusform>
            <numerusform>Aucun appariement de la ronde %1 n&apos;évite toute revanche entre les %n coachs encore en lice. Autorisez les revanches (Dugout en fait alors le moins possible), ou arrêtez ici les rondes suisses.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coaches of round %1 cannot all be paired with the pairs kept apart.</source>
        <translation>Les coachs de la ronde %1 ne peuvent pas tous être appariés en gardant séparées les paires interdites.</translation>
    </message>
</context>
<context>
    <name>TeamChartQuery</name>
    <message>
        <location filename="../core/storage/TeamChartQuery.cpp" line="+16"/>
        <source>There is no team %1.</source>
        <translation>Il n&apos;y a pas d&apos;équipe %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 over its matches</source>
        <translation>%1 au fil de ses matchs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold</source>
        <translation>Pièces d&apos;or</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Fan factor</source>
        <translation>Popularité</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Matches played</source>
        <translation>Matchs joués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team value</source>
        <translation>Valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 has no player %2.</source>
        <translation>%1 n&apos;a pas de joueur %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>#%1 %2: star player points</source>
        <extracomment>A player&apos;s star player points over time: &quot;#7 Greta Hoffmann: star player points&quot;.</extracomment>
        <translation>n°%1 %2 : points de Star Player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SPP</source>
        <translation>PSP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches played by the team</source>
        <translation>Matchs joués par l&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star player points</source>
        <translation>Points de Star Player</translation>
    </message>
</context>
<context>
    <name>TeamCommand</name>
    <message>
        <location filename="../app/cli/TeamCommand.cpp" line="+24"/>
        <source>List the teams: id, name, roster, coach, team value</source>
        <translation>Liste les équipes : identifiant, nom, roster, coach, valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print a team as JSON</source>
        <translation>Affiche une équipe en JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check a team&apos;s JSON file, CSV roster or OBBLM export (.xml) against the rules and add the team</source>
        <translation>Vérifier le fichier JSON d&apos;une équipe, sa feuille CSV ou son export OBBLM (.xml) selon les règles et ajouter l&apos;équipe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>list, export or import</source>
        <translation>list, export ou import</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TEAM_ID for export, FILE for import</source>
        <translation>ID_EQUIPE pour export, FICHIER pour import</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;team %1&apos; takes exactly one argument.</source>
        <translation>« team %1 » attend exactement un argument.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;team&apos; needs an action: list, export or import.</source>
        <translation>« team » attend une action : list, export ou import.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown &apos;team&apos; action &apos;%1&apos; (use list, export or import).</source>
        <translation>action « %1 » de « team » inconnue (utilisez list, export ou import).</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&apos;%1&apos; is not a team id (see &apos;dugout team list&apos;).</source>
        <translation>« %1 » n&apos;est pas un identifiant d&apos;équipe (voir « dugout team list »).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 was not imported:
  %2</source>
        <translation>%1 n&apos;a pas été importé :
  %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Imported %1 as team %2.</source>
        <translation>%1 importée comme équipe %2.</translation>
    </message>
</context>
<context>
    <name>TeamFile</name>
    <message>
        <location filename="../core/team/TeamFile.cpp" line="+28"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
</context>
<context>
    <name>TeamJson</name>
    <message>
        <location filename="../core/team/TeamJson.cpp" line="+131"/>
        <source>The file is not valid JSON (at byte %1: %2).</source>
        <translation>Le fichier n&apos;est pas du JSON valide (à l&apos;octet %1 : %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file must hold one JSON object describing a team.</source>
        <translation>Le fichier doit contenir un seul objet JSON décrivant une équipe.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>team</source>
        <translation>équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected &quot;dugout-team&quot;</source>
        <translation>&quot;dugout-team&quot; est attendu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>written by a newer Dugout (format %1)</source>
        <translation>écrit par une version plus récente de Dugout (format %1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected &quot;creation&quot; or &quot;active&quot;</source>
        <translation>&quot;creation&quot; ou &quot;active&quot; est attendu</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>player #%1 (%2)</source>
        <translation>joueur n°%1 (%2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>expected active, dead, fired or retired</source>
        <translation>active, dead, fired ou retired est attendu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, gains</source>
        <translation>, progressions</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, injuries</source>
        <translation>, blessures</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>, gained skill</source>
        <translation>, compétence acquise</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>ledger entry #%1</source>
        <translation>écriture n°%1 du registre</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>The team&apos;s name</source>
        <translation>Le nom de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The coach&apos;s name</source>
        <translation>Le nom du coach</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a colour written #rrggbb, not &apos;%1&apos;</source>
        <translation>une couleur écrite #rrggbb est attendue, pas « %1 »</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The budget is %1; Dugout accepts at most %2.</source>
        <translation>Le budget est de %1 ; Dugout accepte au plus %2.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The team has %1 team re-rolls; the rules allow at most %2.</source>
        <translation>L&apos;équipe a %1 relances d&apos;équipe ; les règles en permettent au plus %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The team&apos;s fan factor is %1; it can never pass %2.</source>
        <translation>La popularité de l&apos;équipe est de %1 ; elle ne peut jamais dépasser %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The team has %1 assistant coaches; Dugout accepts at most %2.</source>
        <translation>L&apos;équipe a %1 assistants ; Dugout en accepte au plus %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team has %1 cheerleaders; Dugout accepts at most %2.</source>
        <translation>L&apos;équipe a %1 pom-pom girls ; Dugout en accepte au plus %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The ledger has %1 entries; Dugout imports at most %2.</source>
        <translation>Le registre a %1 écritures ; Dugout en importe au plus %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is more gold than one line may move (at most %2 either way)</source>
        <translation>%1, c&apos;est plus d&apos;or qu&apos;une écriture ne peut en déplacer (au plus %2 dans un sens ou dans l&apos;autre)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown kind of ledger entry</source>
        <translation>type d&apos;écriture inconnu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its detail</source>
        <translation>Son détail</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Treasury imported</source>
        <translation>Trésorerie importée</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The name of player #%1</source>
        <translation>Le nom du joueur n°%1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 skills gained; a player earns at most %2 advancement rolls</source>
        <translation>%1 compétences acquises ; un joueur gagne au plus %2 jets de progression</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The roster &apos;%1&apos; does not exist.</source>
        <translation>Le roster « %1 » n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 teams may not have an apothecary.</source>
        <translation>Les équipes %1 ne peuvent pas avoir d&apos;apothicaire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A team in creation may have at most %1 fan factor.</source>
        <translation>Une équipe en création peut avoir au plus %1 points de popularité.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Player %1 (%2)</source>
        <translation>Joueur %1 (%2)</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>expected chaos_cup, blood_bowl, spike or dungeonbowl</source>
        <translation>attendu chaos_cup, blood_bowl, spike ou dungeonbowl</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>%1: &apos;%2&apos; is not a position of the %3 roster.</source>
        <translation>%1 : « %2 » n&apos;est pas un poste du roster %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: number %2 is worn by another player.</source>
        <translation>%1 : le numéro %2 est porté par un autre joueur.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: &apos;%2&apos; is not a skill a player can learn.</source>
        <translation>%1 : « %2 » n&apos;est pas une compétence qu&apos;un joueur peut apprendre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: holds %2 twice.</source>
        <translation>%1 : possède %2 deux fois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 and %3 may not be held together.</source>
        <translation>%1 : %2 et %3 ne peuvent pas être possédées ensemble.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 advancements taken, but %3 SPP earn only %4.</source>
        <translation>%1 : %2 progressions prises, mais %3 PSP n&apos;en donnent que %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the advancements taken do not match the skills and characteristics gained.</source>
        <translation>%1 : les progressions prises ne correspondent pas aux compétences et caractéristiques acquises.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2 would be %3; no characteristic may go above %4.</source>
        <translation>%1 : %2 vaudrait %3 ; aucune caractéristique ne peut dépasser %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 is %3 in the file, but position, advancements and injuries give %4.</source>
        <translation>%1 : %2 vaut %3 dans le fichier, mais le poste, les progressions et les blessures donnent %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 advancement rolls pending in the file, but %3 SPP and %4 taken leave %5.</source>
        <translation>%1 : %2 jets de progression en attente dans le fichier, mais %3 PSP et %4 déjà pris en laissent %5.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: value %2 in the file, but the rules give %3.</source>
        <translation>%1 : valeur %2 dans le fichier, mais les règles donnent %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 players, but a team may have at most %3.</source>
        <translation>%1 joueurs au poste %2, mais une équipe peut en avoir au plus %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The team has %1 players; it may have at most %2.</source>
        <translation>L&apos;équipe a %1 joueurs ; elle peut en avoir au plus %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The team has %1 players; it needs at least %2.</source>
        <translation>L&apos;équipe a %1 joueurs ; il lui en faut au moins %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The treasury must be 0 or more.</source>
        <translation>La trésorerie doit être de 0 ou plus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The treasury is %1; Dugout accepts at most %2.</source>
        <translation>La trésorerie est de %1 ; Dugout accepte au plus %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The team costs %1, more than its budget of %2.</source>
        <translation>L&apos;équipe coûte %1, plus que son budget de %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The treasury should be %1: the budget less what the team cost.</source>
        <translation>La trésorerie devrait être de %1 : le budget moins le coût de l&apos;équipe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A team in creation has no ledger yet.</source>
        <translation>Une équipe en création n&apos;a pas encore de registre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ledger adds up to %1, but the treasury says %2.</source>
        <translation>Le registre totalise %1, mais la trésorerie indique %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The ledger takes the treasury below zero.</source>
        <translation>Le registre fait passer la trésorerie sous zéro.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The team value is %1 in the file, but the rules give %2.</source>
        <translation>La valeur d&apos;équipe est de %1 dans le fichier, mais les règles donnent %2.</translation>
    </message>
</context>
<context>
    <name>TeamPairing</name>
    <message>
        <location filename="../core/tournament/TeamPairing.cpp" line="+28"/>
        <source>At least two complete teams must be registered to pair a round.</source>
        <translation>Il faut au moins deux équipes complètes inscrites pour apparier une ronde.</translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>No pairing of round %1 avoids every rematch among the %n team(s) still in. Allow rematches (Dugout then pairs with as few as possible), or end the rounds here.</source>
        <translation>
            <numerusform>Aucun appariement de la ronde %1 n&apos;évite toutes les revanches entre la %n équipe encore en lice. Autorisez les revanches (Dugout apparie alors avec le moins possible), ou arrêtez les rondes ici.</numerusform>
            <numerusform>Aucun appariement de la ronde %1 n&apos;évite toutes les revanches entre les %n équipes encore en lice. Autorisez les revanches (Dugout apparie alors avec le moins possible), ou arrêtez les rondes ici.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamRules</name>
    <message>
        <location filename="../core/team/TeamRules.cpp" line="+93"/>
        <source>Not enough gold: this costs %1 and the team has %2.</source>
        <translation>Pas assez d&apos;or : cela coûte %1 et l&apos;équipe a %2.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This position is not part of the team&apos;s roster.</source>
        <translation>Ce poste ne fait pas partie du roster de l&apos;équipe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The team already has %1 players, the most a team may have.</source>
        <translation>L&apos;équipe a déjà %1 joueurs, le maximum autorisé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %2 position is full: a team may have at most %1.</source>
        <translation>Le poste %2 est complet : une équipe peut en avoir au plus %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+96"/>
        <source>Shirt numbers go from 1 to 16.</source>
        <translation>Les numéros vont de 1 à 16.</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+98"/>
        <source>Number %1 is already worn by %2.</source>
        <translation>Le numéro %1 est déjà porté par %2.</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+109"/>
        <source>The player needs a name.</source>
        <translation>Le joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location line="-108"/>
        <location line="+109"/>
        <source>The player&apos;s name</source>
        <translation>Le nom du joueur</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Choose how many players to hire: one at least.</source>
        <translation>Choisissez combien de joueurs engager : un au moins.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 more players would make %2: a team may have at most %3.</source>
        <translation>%1 joueurs de plus en feraient %2 : une équipe en a au plus %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The %1 position allows at most %2; %3 more would make %4.</source>
        <translation>Le poste %1 en permet au plus %2 ; %3 de plus en feraient %4.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 is no longer on the active roster.</source>
        <translation>%1 ne fait plus partie de l&apos;effectif actif.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+43"/>
        <source>There is no such player in the team.</source>
        <translation>Ce joueur n&apos;est pas dans l&apos;équipe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The team&apos;s name</source>
        <translation>Le nom de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The team already has %1 team re-rolls, the most a team may hold.</source>
        <translation>L&apos;équipe a déjà %1 relances d&apos;équipe, le maximum autorisé.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team has no team re-roll.</source>
        <translation>L&apos;équipe n&apos;a aucune relance d&apos;équipe.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Fan factor can only be bought when the team is created; afterwards it changes only after matches.</source>
        <translation>La popularité ne s&apos;achète qu&apos;à la création de l&apos;équipe ; ensuite elle ne change qu&apos;après les matchs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At creation a team may buy from 0 to %1 fan factor.</source>
        <translation>À la création, une équipe peut acheter de 0 à %1 points de popularité.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Assistant coach</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The team has no assistant coach.</source>
        <translation>L&apos;équipe n&apos;a aucun assistant.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cheerleader</source>
        <translation>Pom-pom girl</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The team has no cheerleader.</source>
        <translation>L&apos;équipe n&apos;a aucune pom-pom girl.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 teams may not have an apothecary.</source>
        <translation>Les équipes %1 ne peuvent pas avoir d&apos;apothicaire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team already has its apothecary; a team may have only one.</source>
        <translation>L&apos;équipe a déjà son apothicaire ; une équipe ne peut en avoir qu&apos;un.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The team has no apothecary.</source>
        <translation>L&apos;équipe n&apos;a pas d&apos;apothicaire.</translation>
    </message>
    <message>
        <location line="-134"/>
        <location line="+147"/>
        <source>The team needs a name.</source>
        <translation>L&apos;équipe doit avoir un nom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team needs a roster.</source>
        <translation>L&apos;équipe doit avoir un roster.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The team has %1 players; it needs at least %2.</source>
        <translation>L&apos;équipe a %1 joueurs ; il lui en faut au moins %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The team has %1 players; it may have at most %2.</source>
        <translation>L&apos;équipe a %1 joueurs ; elle peut en avoir au plus %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The team costs %1 more than its budget.</source>
        <translation>L&apos;équipe coûte %1 de plus que son budget.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The team has already been confirmed.</source>
        <translation>L&apos;équipe a déjà été validée.</translation>
    </message>
</context>
<context>
    <name>TeamSheetRenderer</name>
    <message>
        <location filename="../print/TeamSheetRenderer.cpp" line="+67"/>
        <source>The team sheet could not be drawn on this device.</source>
        <translation>La feuille d&apos;équipe n&apos;a pas pu être dessinée sur ce périphérique.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Team sheet</source>
        <extracomment>The title of the printed sheet.</extracomment>
        <translation>Feuille d&apos;équipe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Roster: %1</source>
        <translation>Liste d&apos;équipe : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach: %1</source>
        <translation>Coach : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>League: %1</source>
        <translation>Ligue : %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+252"/>
        <source>Team value</source>
        <translation>Valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>#</source>
        <extracomment>Shirt number column on the team sheet.</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Injuries</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>COMP</source>
        <extracomment>Completions (team sheet column).</extracomment>
        <translation>REU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TD</source>
        <extracomment>Touchdowns (team sheet column).</extracomment>
        <translation>TD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT</source>
        <extracomment>Interceptions (team sheet column).</extracomment>
        <translation>INT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CAS</source>
        <extracomment>Casualties caused (team sheet column).</extracomment>
        <translation>SOR</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MVP</source>
        <extracomment>Most valuable player awards (team sheet column).</extracomment>
        <translation>JPV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SPP</source>
        <extracomment>Star player points (team sheet column).</extracomment>
        <translation>PSP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Re-rolls</source>
        <translation>Relances</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fan factor</source>
        <translation>Popularité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assistant coaches</source>
        <translation>Assistants</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cheerleaders</source>
        <translation>Pom-pom girls</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed</source>
        <translation>interdit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Necromancer</source>
        <translation>Nécromancien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>free</source>
        <translation>gratuit</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Gold left</source>
        <translation>Or restant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Dugout %1 · printed %2</source>
        <translation>Dugout %1 · imprimé le %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+20"/>
        <source>The team sheet could not be written to %1: %2</source>
        <translation>La feuille d&apos;équipe n&apos;a pas pu être écrite dans %1 : %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Team sheet: %1</source>
        <translation>Feuille d&apos;équipe : %1</translation>
    </message>
</context>
<context>
    <name>TeamSnapshot</name>
    <message>
        <location filename="../core/storage/TeamSnapshot.cpp" line="+126"/>
        <source>The stored copy of the team was written by a newer Dugout (snapshot format %1).</source>
        <translation>La copie enregistrée de l&apos;équipe a été écrite par une version plus récente de Dugout (format d&apos;instantané %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stored copy of the team is damaged: it is not a team snapshot.</source>
        <translation>La copie enregistrée de l&apos;équipe est endommagée : ce n&apos;est pas un instantané d&apos;équipe.</translation>
    </message>
</context>
<context>
    <name>TeamStore</name>
    <message>
        <location filename="../core/storage/TeamStore.cpp" line="+283"/>
        <location line="+382"/>
        <source>There is no team with id %1.</source>
        <translation>Aucune équipe ne porte l&apos;identifiant %1.</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>%1 was changed elsewhere since you opened it (a confirmed result, another window or another coach); your change was not saved. The team is shown as it is now.</source>
        <translation>%1 a été modifiée ailleurs depuis que vous l&apos;avez ouverte (un résultat confirmé, une autre fenêtre ou un autre coach) ; votre modification n&apos;a pas été enregistrée. L&apos;équipe est affichée telle qu&apos;elle est maintenant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The database refused the change: %1</source>
        <translation>La base de données a refusé la modification : %1</translation>
    </message>
    <message>
        <location line="+206"/>
        <source>%1 has played league matches and cannot be deleted: undo its matches first.</source>
        <translation>%1 a joué des matchs de ligue et ne peut pas être supprimée : annulez d&apos;abord ses matchs.</translation>
    </message>
</context>
<context>
    <name>TeamText</name>
    <message>
        <location filename="../models/TeamText.cpp" line="+18"/>
        <source>%1k</source>
        <extracomment>Gold in thousands in dense tables: &quot;110k&quot; is 110,000 gold pieces.</extracomment>
        <translation>%1k</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: %2 (starting value %3)</source>
        <translation>%1 : %2 (valeur de départ %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>+%1 from advancement</source>
        <translation>+%1 par progression</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−%1 from injury</source>
        <translation>−%1 par blessure</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>MNG</source>
        <extracomment>Short mark for &quot;misses the next game&quot; in the roster table and on the team sheet.</extracomment>
        <translation>RPM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n%1</source>
        <extracomment>Short mark for niggling injuries: %1 is how many (&quot;n2&quot;).</extracomment>
        <translation>bp%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Misses the next game</source>
        <translation>Rate le prochain match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Niggling injuries: %1</source>
        <translation>Blessures persistantes : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>−%1 %2</source>
        <translation>−%1 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 star player points: %2</source>
        <translation>%1 points de star : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level at %1 SPP</source>
        <translation>Niveau suivant à %1 PSP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advancement rolls waiting: %1</source>
        <translation>Jets de progression en attente : %1</translation>
    </message>
</context>
<context>
    <name>TournamentActions</name>
    <message>
        <location filename="../app/cli/TournamentActions.cpp" line="+34"/>
        <source>%1 must be a positive number, not &apos;%2&apos;.</source>
        <translation>%1 doit être un nombre positif, pas « %2 ».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not a tournament file: %2</source>
        <translation>%1 n&apos;est pas un fichier de tournoi : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a JSON object was expected</source>
        <translation>un objet JSON était attendu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was not stored: %2</source>
        <translation>%1 n&apos;a pas été enregistré : %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+47"/>
        <location line="+28"/>
        <location line="+39"/>
        <location line="+23"/>
        <location line="+81"/>
        <source>The tournament&apos;s id</source>
        <translation>L&apos;identifiant du tournoi</translation>
    </message>
    <message>
        <location line="-203"/>
        <location line="+13"/>
        <source>%1 was not registered:
  %2</source>
        <translation>%1 n&apos;a pas été inscrit :
  %2</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n coach(es) registered.</source>
        <translation>
            <numerusform>%n coach inscrit.</numerusform>
            <numerusform>%n coachs inscrits.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The entrant&apos;s id</source>
        <translation>L&apos;identifiant de l&apos;inscrit</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is back in: paired from the next round.</source>
        <translation>%1 revient : apparié(e) dès la prochaine ronde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has dropped out: no longer paired.</source>
        <translation>%1 abandonne : n&apos;est plus apparié(e).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--at takes a time written &quot;YYYY-MM-DD HH:MM&quot;, not &apos;%1&apos;.</source>
        <translation>--at prend une heure écrite « AAAA-MM-JJ HH:MM », pas « %1 ».</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Pairing cost %1, %n rematch(es).</source>
        <translation>
            <numerusform>Coût de l&apos;appariement %1, %n revanche.</numerusform>
            <numerusform>Coût de l&apos;appariement %1, %n revanches.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Round %1 was taken back.</source>
        <translation>La ronde %1 a été annulée.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;tournament result&apos; takes ID ROUND TABLE HOME_TD AWAY_TD [HOME_CAS AWAY_CAS].</source>
        <translation>« tournament result » prend ID RONDE TABLE TD_DOMICILE TD_EXTÉRIEUR [SORTIES_DOMICILE SORTIES_EXTÉRIEUR].</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a number.</source>
        <translation>« %1 » n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--through takes home or away, not &apos;%1&apos;.</source>
        <translation>--through prend home ou away, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot be read:
  %2</source>
        <translation>%1 ne peut pas être lu :
  %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Round %1, table %2: %3 %4–%5 %6 (casualties %7–%8).</source>
        <translation>Ronde %1, table %2 : %3 %4–%5 %6 (sorties %7–%8).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;tournament naf-report&apos; needs -o FILE.xml.</source>
        <translation>« tournament naf-report » demande -o FICHIER.xml.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wrote the NAF report of %1 to %2.</source>
        <translation>Rapport NAF de %1 écrit dans %2.</translation>
    </message>
</context>
<context>
    <name>TournamentBracketOutput</name>
    <message>
        <location filename="../app/cli/TournamentBracketOutput.cpp" line="+15"/>
        <source>(to be decided)</source>
        <translation>(à déterminer)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (round %2)</source>
        <translation>%1 (ronde %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 went through</source>
        <translation>%1 qualifié(e)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>table %1, to play</source>
        <translation>table %1, à jouer</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — no bracket yet: a knockout needs at least two coaches.</source>
        <translation>%1 — pas encore de tableau : une élimination directe demande au moins deux coachs.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 — knockout of %n coach(es)</source>
        <translation>
            <numerusform>%1 — élimination directe d&apos;un coach</numerusform>
            <numerusform>%1 — élimination directe de %n coachs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n bye(s)</source>
        <translation>
            <numerusform>%n exempt</numerusform>
            <numerusform>%n exempts</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winner: %1</source>
        <translation>Vainqueur : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Consolation bracket</source>
        <translation>Tableau de consolation</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Consolation winner: %1</source>
        <translation>Vainqueur de la consolation : %1</translation>
    </message>
</context>
<context>
    <name>TournamentChecks</name>
    <message>
        <location filename="../core/tournament/TournamentChecks.cpp" line="+15"/>
        <source>The coach&apos;s name</source>
        <translation>Le nom du coach</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team&apos;s name</source>
        <translation>Le nom de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club</source>
        <translation>Le club</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The nation</source>
        <translation>La nation</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The NAF number of %1 must be digits only (&quot;%2&quot;).</source>
        <translation>Le numéro NAF de %1 ne doit contenir que des chiffres (« %2 »).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The NAF number of %1 is too long.</source>
        <translation>Le numéro NAF de %1 est trop long.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s race &quot;%2&quot; is not a team of the rulebook.</source>
        <translation>La race « %2 » de %1 n&apos;est pas une équipe du livre de règles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The knockout&apos;s bracket is drawn: nobody can join it after round 1.</source>
        <translation>Le tableau de l&apos;élimination directe est tiré : personne ne peut le rejoindre après la ronde 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is already registered.</source>
        <translation>%1 est déjà inscrit(e).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no team: in a team tournament every coach registers with a team name (the club column).</source>
        <translation>%1 n&apos;a pas d&apos;équipe : dans un tournoi par équipes, chaque coach s&apos;inscrit avec un nom d&apos;équipe (la colonne club).</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Team %1 already has its %n coach(es): %2 cannot join it.</source>
        <translation>
            <numerusform>L&apos;équipe %1 a déjà son coach : %2 ne peut pas la rejoindre.</numerusform>
            <numerusform>L&apos;équipe %1 a déjà ses %n coachs : %2 ne peut pas la rejoindre.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Round %1 has no table %2.</source>
        <translation>La ronde %1 n&apos;a pas de table %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table %1 of round %2 is a bye: it has no result to enter.</source>
        <translation>La table %1 de la ronde %2 est une exemption : elle n&apos;a pas de résultat à saisir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Touchdowns and casualties are counted from 0 to %1.</source>
        <translation>Touchdowns et sorties se comptent de 0 à %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a knockout game has a coach who goes through.</source>
        <translation>Seul un match à élimination directe a un coach qualifié.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The knockout has been drawn from the pools: take its first round back before correcting a pool game.</source>
        <translation>L&apos;élimination directe a été tirée d&apos;après les poules : annulez sa première ronde avant de corriger un match de poule.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entrant %1 does not play at table %2 of round %3.</source>
        <translation>L&apos;inscrit %1 ne joue pas à la table %2 de la ronde %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A knockout game needs a winner: a level score must name who went through (sudden death).</source>
        <translation>Un match à élimination directe doit avoir un vainqueur : un score nul doit indiquer qui s&apos;est qualifié (mort subite).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a level game names who went through: the touchdowns already decide it.</source>
        <translation>Seul un match nul indique qui s&apos;est qualifié : ici les touchdowns décident déjà.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The tournament has no entrant %1.</source>
        <translation>Le tournoi n&apos;a pas d&apos;inscrit %1.</translation>
    </message>
</context>
<context>
    <name>TournamentCommand</name>
    <message>
        <location filename="../app/cli/TournamentCommand.cpp" line="+58"/>
        <source>List the open tournaments: id, name, date, coaches, rounds</source>
        <translation>Lister les tournois open : identifiant, nom, date, coachs, rondes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a tournament with the name and rules of a tournament file; print its id</source>
        <translation>Ajouter un tournoi avec le nom et les règles d&apos;un fichier de tournoi ; affiche son identifiant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Register the coaches of a CSV list (coach, naf, nation, club, team, race)</source>
        <translation>Inscrire les coachs d&apos;une liste CSV (coach, naf, nation, club, team, race)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the registered coaches with their ids</source>
        <translation>Lister les coachs inscrits avec leurs identifiants</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A coach drops out: no longer paired (&apos;tournament return&apos; brings them back)</source>
        <translation>Un coach abandonne : il n&apos;est plus apparié (« tournament return » le fait revenir)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print a round&apos;s tables (the last round by default)</source>
        <translation>Afficher les tables d&apos;une ronde (la dernière par défaut)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the last round back while it has no result</source>
        <translation>Annuler la dernière ronde tant qu&apos;elle n&apos;a aucun résultat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter or correct a table&apos;s result (a level knockout game names who went through; in progression, what the players did goes through the post-match sequence)</source>
        <translation>Saisir ou corriger le résultat d&apos;une table (un match nul à élimination directe indique qui s&apos;est qualifié ; en progression, ce qu&apos;ont fait les joueurs passe par la séquence d&apos;après-match)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give a coach (id or name) a roster from a team file, CSV roster or OBBLM export; without FILE, print the coach&apos;s roster as it stands</source>
        <translation>Donner à un coach (identifiant ou nom) une équipe depuis un fichier d&apos;équipe, un roster CSV ou un export OBBLM ; sans FICHIER, afficher l&apos;équipe du coach telle qu&apos;elle est</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the standings with the tournament&apos;s tie-breakers (--teams: a team tournament&apos;s team standings)</source>
        <translation>Afficher le classement avec les départages du tournoi (--teams : le classement des équipes d&apos;un tournoi par équipes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the report to upload to the NAF</source>
        <translation>Écrire le rapport à envoyer à la NAF</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>list, create, register, entrants, drop, return, pair, pairings, unpair, result, roster, standings, bracket, naf-report or print</source>
        <translation>list, create, register, entrants, drop, return, pair, pairings, unpair, result, roster, standings, bracket, naf-report ou print</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the action&apos;s arguments</source>
        <translation>les arguments de l&apos;action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pair, pairings: write the round as JSON.</source>
        <translation>pair, pairings : écrire la ronde en JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>standings: a team tournament&apos;s teams, not its coaches.</source>
        <translation>standings : les équipes d&apos;un tournoi par équipes, pas ses coachs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair: when the round starts (default: now).</source>
        <translation>pair : quand la ronde commence (par défaut : maintenant).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>result: what each player did (progression), a JSON file.</source>
        <translation>result : ce qu&apos;a fait chaque joueur (progression), un fichier JSON.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>use &apos;tournament %1&apos;.</source>
        <translation>utilisez « tournament %1 ».</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&apos;tournament&apos; needs an action: list, create, register, entrants, drop, return, pair, pairings, unpair, result, roster, standings, bracket, naf-report or print.</source>
        <translation>« tournament » demande une action : list, create, register, entrants, drop, return, pair, pairings, unpair, result, roster, standings, bracket, naf-report ou print.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown &apos;tournament&apos; action &apos;%1&apos;.</source>
        <translation>action « tournament » inconnue : « %1 ».</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n coach(es)</source>
        <translation>
            <numerusform>%n coach</numerusform>
            <numerusform>%n coachs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message>
        <location line="-188"/>
        <source>The tournament&apos;s id</source>
        <translation>L&apos;identifiant du tournoi</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pair the next round (swiss: exactly, no rematch; knockout: the bracket&apos;s next round), store it and print it</source>
        <translation>Apparier la ronde suivante (suisse : exactement, sans revanche ; élimination directe : la ronde suivante du tableau), l&apos;enregistrer et l&apos;afficher</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Print a knockout&apos;s bracket: every stage, the byes, results and the winner</source>
        <translation>Afficher le tableau d&apos;une élimination directe : chaque tour, les exempts, les résultats et le vainqueur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Print a round&apos;s pairings with table numbers, its result slips (one a table) or the standings as a PDF</source>
        <translation>Imprimer en PDF les appariements d&apos;une ronde avec les numéros de table, ses feuilles de résultat (une par table) ou le classement</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>standings, pairings: write comma-separated values.</source>
        <translation>standings, pairings : écrire des valeurs séparées par des virgules.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>naf-report, print: the XML or PDF file to write.</source>
        <translation>naf-report, print : le fichier XML ou PDF à écrire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>print: a round&apos;s pairings.</source>
        <translation>print : les appariements d&apos;une ronde.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>round</source>
        <translation>ronde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>print: a round&apos;s result slips.</source>
        <translation>print : les feuilles de résultat d&apos;une ronde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print: the standings.</source>
        <translation>print : le classement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>result: who went through a level knockout game (sudden death).</source>
        <translation>result : qui s&apos;est qualifié après un match nul à élimination directe (mort subite).</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>no NAF number</source>
        <translation>pas de numéro NAF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from round %1</source>
        <translation>à partir de la ronde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropped out</source>
        <translation>abandon</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Tournament %1 has %n round(s); there is no round &apos;%2&apos;.</source>
        <translation>
            <numerusform>Le tournoi %1 a %n ronde ; il n&apos;y a pas de ronde « %2 ».</numerusform>
            <numerusform>Le tournoi %1 a %n rondes ; il n&apos;y a pas de ronde « %2 ».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No round has been paired yet.</source>
        <translation>Aucune ronde n&apos;a encore été appariée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--json and --csv do not go together.</source>
        <translation>--json et --csv ne vont pas ensemble.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tournament %1 is not a team tournament: it has no team standings.</source>
        <translation>Le tournoi %1 n&apos;est pas un tournoi par équipes : il n&apos;a pas de classement des équipes.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Tournament %1 is not a knockout: it has no bracket.</source>
        <translation>Le tournoi %1 n&apos;est pas une élimination directe : il n&apos;a pas de tableau.</translation>
    </message>
</context>
<context>
    <name>TournamentCsvFile</name>
    <message>
        <location filename="../views/tournament/TournamentCsvFile.cpp" line="+20"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>TournamentGameDetails</name>
    <message>
        <location filename="../core/tournament/TournamentGameDetails.cpp" line="+20"/>
        <source>The details are not JSON: %1 (at character %2).</source>
        <translation>Le détail n&apos;est pas du JSON : %1 (au caractère %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The details must be a JSON object.</source>
        <translation>Le détail doit être un objet JSON.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; has no place in a tournament game&apos;s details.</source>
        <translation>« %1 » n&apos;a pas sa place dans le détail d&apos;un match de tournoi.</translation>
    </message>
</context>
<context>
    <name>TournamentJson</name>
    <message>
        <location filename="../core/tournament/TournamentJson.cpp" line="+39"/>
        <source>&quot;%1&quot; must be a whole number from %2 to %3.</source>
        <translation>« %1 » doit être un nombre entier de %2 à %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>« %1 » doit valoir true ou false.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown setting &quot;%1&quot; (known: %2).</source>
        <translation>Réglage « %1 » inconnu (connus : %2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;teams&quot; must be an object.</source>
        <translation>« teams » doit être un objet.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&quot;decidedBy&quot; must be &quot;wins&quot; or &quot;points&quot;.</source>
        <translation>« decidedBy » doit valoir « wins » ou « points ».</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&quot;format&quot; must be &quot;swiss&quot;, &quot;knockout&quot;, &quot;pools&quot; or &quot;teams&quot;.</source>
        <translation>« format » doit valoir « swiss », « knockout », « pools » ou « teams ».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;pools&quot; must be an object.</source>
        <translation>« pools » doit être un objet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;knockout&quot; must be an object.</source>
        <translation>« knockout » doit être un objet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;seeding&quot; must be &quot;registration&quot; or &quot;draw&quot;.</source>
        <translation>« seeding » doit valoir « registration » ou « draw ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;bonus&quot; must be an object.</source>
        <translation>« bonus » doit être un objet.</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Unknown or repeated tie-breaker &quot;%1&quot; (known: %2).</source>
        <translation>Critère de départage « %1 » inconnu ou répété (connus : %2).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&quot;pairing&quot; must be &quot;adjacent&quot; or &quot;split&quot;.</source>
        <translation>« pairing » doit valoir « adjacent » ou « split ».</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Each forbidden pair must be two entrant numbers.</source>
        <translation>Chaque paire interdite doit être deux numéros d&apos;inscrits.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The tournament&apos;s name</source>
        <translation>Le nom du tournoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The organiser</source>
        <translation>L&apos;organisateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The venue</source>
        <translation>Le lieu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;date&quot; must be a date written YYYY-MM-DD.</source>
        <translation>« date » doit être une date écrite AAAA-MM-JJ.</translation>
    </message>
</context>
<context>
    <name>TournamentOutput</name>
    <message>
        <location filename="../app/cli/TournamentOutput.cpp" line="+84"/>
        <source>%1 — round %2</source>
        <translation>%1 — ronde %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1–%2 (casualties %3–%4)</source>
        <translation>%1–%2 (sorties %3–%4)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 went through</source>
        <translation>%1 qualifié(e)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 — team standings after round %2</source>
        <translation>%1 — classement des équipes après la ronde %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ranked on team points%1, then the coaches&apos; points, then the tie-breakers.</source>
        <translation>Classement aux points d&apos;équipe%1, puis aux points des coachs, puis aux départages.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> plus the coaches&apos; points</source>
        <translation> plus les points des coachs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T.pts</source>
        <translation>Pts éq.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C.pts</source>
        <translation>Pts co.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W-D-L</source>
        <translation>V-N-D</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coaches</source>
        <translation>Coachs</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 — standings after round %2</source>
        <translation>%1 — classement après la ronde %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knockout: ranked by how far each coach went in the bracket, the better seed first.</source>
        <translation>Une élimination directe : classement selon le tour atteint dans le tableau, la meilleure tête de série d&apos;abord.</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+49"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>TD</source>
        <translation>TD</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>CAS</source>
        <translation>SOR</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>Opp</source>
        <translation>Adv</translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+49"/>
        <source> (dropped)</source>
        <translation> (abandon)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>After the knockout: ranked by how far each coach went in the bracket, then by points.</source>
        <translation>Après l&apos;élimination directe : classement selon le tour atteint dans le tableau, puis selon les points.</translation>
    </message>
</context>
<context>
    <name>TournamentPrintAction</name>
    <message>
        <location filename="../app/cli/TournamentPrintAction.cpp" line="+20"/>
        <source>The tournament&apos;s id must be a positive number, not &apos;%1&apos;.</source>
        <translation>L&apos;identifiant du tournoi doit être un nombre positif, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;tournament print&apos; needs one of --pairings ROUND, --slips ROUND or --standings.</source>
        <translation>« tournament print » demande une option parmi --pairings RONDE, --slips RONDE ou --standings.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;tournament print&apos; needs -o FILE.pdf.</source>
        <translation>« tournament print » demande -o FICHIER.pdf.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The round must be a positive number, not &apos;%1&apos;.</source>
        <translation>La ronde doit être un nombre positif, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Wrote %1.</source>
        <translation>%1 écrit.</translation>
    </message>
</context>
<context>
    <name>TournamentRosterAction</name>
    <message>
        <location filename="../app/cli/TournamentRosterAction.cpp" line="+33"/>
        <source>%1 (%2), team value %3</source>
        <translation>%1 (%2), valeur d&apos;équipe %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>SPP %1</source>
        <translation>PSP %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n player(s) dead.</source>
        <translation>
            <numerusform>%n joueur mort.</numerusform>
            <numerusform>%n joueurs morts.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The tournament&apos;s id</source>
        <translation>L&apos;identifiant du tournoi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be read:
  %2</source>
        <translation>%1 ne peut pas être lu :
  %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No coach &apos;%1&apos; is registered in tournament %2.</source>
        <translation>Aucun coach « %1 » n&apos;est inscrit au tournoi %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 now plays with this roster:</source>
        <translation>%1 joue désormais avec cette équipe :</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no roster in this tournament.</source>
        <translation>%1 n&apos;a pas d&apos;équipe dans ce tournoi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s roster after the games played (progression):</source>
        <translation>L&apos;équipe de %1 après les matchs joués (progression) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s roster, the same every game (resurrection):</source>
        <translation>L&apos;équipe de %1, la même à chaque match (résurrection) :</translation>
    </message>
</context>
<context>
    <name>TournamentRosterCheck</name>
    <message>
        <location filename="../core/tournament/TournamentRosterCheck.cpp" line="+37"/>
        <source>The roster has characteristic increases; the tournament allows only extra skills.</source>
        <translation>L&apos;équipe a des augmentations de caractéristiques ; le tournoi n&apos;autorise que des compétences supplémentaires.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The roster has %1 extra normal skill(s); the tournament allows %2.</source>
        <translation>L&apos;équipe a %1 compétence(s) normale(s) supplémentaire(s) ; le tournoi en autorise %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roster has %1 extra double skill(s); the tournament allows %2.</source>
        <translation>L&apos;équipe a %1 compétence(s) sur double supplémentaire(s) ; le tournoi en autorise %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roster costs %1, %2 over the tournament&apos;s budget of %3.</source>
        <translation>L&apos;équipe coûte %1, soit %2 de plus que le budget du tournoi (%3).</translation>
    </message>
</context>
<context>
    <name>TournamentRosterFold</name>
    <message>
        <location filename="../core/tournament/TournamentRosterFold.cpp" line="+76"/>
        <source>its record lacks dice (%1)</source>
        <translation>il manque des dés à sa feuille (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1, table %2 no longer fits the rosters: %3</source>
        <translation>Ronde %1, table %2 ne correspond plus aux équipes : %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+19"/>
        <source>There is no coach %1 in this tournament.</source>
        <translation>Il n&apos;y a pas de coach %1 dans ce tournoi.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 registered %2; this roster is a %3 team.</source>
        <translation>%1 s&apos;est inscrit avec %2 ; cette équipe est de type %3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 has played round %2: the roster can no longer change.</source>
        <translation>%1 a joué la ronde %2 : son équipe ne peut plus changer.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This tournament plays every game with the registered rosters (resurrection): player details would change nothing.</source>
        <translation>Ce tournoi joue chaque match avec les équipes inscrites (résurrection) : le détail des joueurs ne changerait rien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bye has no players to record.</source>
        <translation>Un exempt n&apos;a pas de joueurs à saisir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no roster in this tournament: give the coach one to record what the players did.</source>
        <translation>%1 n&apos;a pas d&apos;équipe dans ce tournoi : donnez-lui en une pour saisir ce qu&apos;ont fait les joueurs.</translation>
    </message>
</context>
<context>
    <name>TournamentRosterStore</name>
    <message>
        <location filename="../core/storage/TournamentRosterStore.cpp" line="+35"/>
        <source>The roster of %1 is damaged: %2</source>
        <translation>L&apos;équipe de %1 est endommagée : %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The record of round %1, table %2 is damaged: %3</source>
        <translation>La feuille de la ronde %1, table %2 est endommagée : %3</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>There is no table %1 in round %2.</source>
        <translation>Il n&apos;y a pas de table %1 à la ronde %2.</translation>
    </message>
</context>
<context>
    <name>TournamentSheetRenderer</name>
    <message>
        <location filename="../print/TournamentSheetRenderer.cpp" line="+52"/>
        <source>No round has been paired yet.</source>
        <translation>Aucune ronde n&apos;a encore été appariée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 has not been paired (rounds paired: %2).</source>
        <translation>La ronde %1 n&apos;a pas été appariée (rondes appariées : %2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round %1: pairings</source>
        <translation>Ronde %1 : appariements</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+105"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+1"/>
        <location line="+51"/>
        <location line="+53"/>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Bye</source>
        <translation>Exempt</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Result slip: round %1, table %2</source>
        <translation>Feuille de résultat : ronde %1, table %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Touchdowns</source>
        <translation>Touchdowns</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casualties</source>
        <translation>Sorties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both coaches sign; the winner hands the slip to the organiser.</source>
        <translation>Les deux coachs signent ; le vainqueur remet la feuille à l&apos;organisateur.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Team standings after round %1</source>
        <translation>Classement des équipes après la ronde %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team and coaches</source>
        <translation>Équipe et coachs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team pts</source>
        <translation>Pts équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach pts</source>
        <translation>Pts coachs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opp.</source>
        <translation>Adv.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Standings after round %1</source>
        <translation>Classement après la ronde %1</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+34"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+33"/>
        <source>W-D-L</source>
        <translation>V-N-D</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+34"/>
        <source>TD</source>
        <translation>TD</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+34"/>
        <source>CAS</source>
        <translation>Sorties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opp. score</source>
        <translation>Score adv.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Printed by Dugout %1 on %2</source>
        <translation>Imprimé par Dugout %1 le %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The tournament sheet could not be laid out on this device.</source>
        <translation>La feuille du tournoi n&apos;a pas pu être mise en page sur ce périphérique.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result slips</source>
        <translation>Feuilles de résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
</context>
<context>
    <name>TournamentStore</name>
    <message>
        <location filename="../core/storage/TournamentStore.cpp" line="+72"/>
        <location line="+109"/>
        <source>There is no tournament %1.</source>
        <translation>Il n&apos;y a pas de tournoi %1.</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>The rules of tournament %1 are damaged: %2</source>
        <translation>Les règles du tournoi %1 sont endommagées : %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The tournament&apos;s name</source>
        <translation>Le nom du tournoi</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>No round has been paired yet.</source>
        <translation>Aucune ronde n&apos;a encore été appariée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 already has results: it can no longer be paired again.</source>
        <translation>La ronde %1 a déjà des résultats : elle ne peut plus être appariée à nouveau.</translation>
    </message>
</context>
<context>
    <name>TournamentTeamRulesJson</name>
    <message>
        <location filename="../core/tournament/TournamentTeamRulesJson.cpp" line="+27"/>
        <source>&quot;team_rules&quot;: &quot;%1&quot; must be a whole number from 0 to %2.</source>
        <translation>« team_rules » : « %1 » doit être un nombre entier de 0 à %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;team_rules&quot;: &quot;%1&quot; must be true or false.</source>
        <translation>« team_rules » : « %1 » doit valoir true ou false.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&quot;team_rules&quot; must be an object.</source>
        <translation>« team_rules » doit être un objet.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;team_rules&quot;: unknown setting &quot;%1&quot; (known: %2).</source>
        <translation>« team_rules » : réglage inconnu « %1 » (connus : %2).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&quot;team_rules&quot;: &quot;progression&quot; must be &quot;resurrection&quot; or &quot;progression&quot;.</source>
        <translation>« team_rules » : « progression » doit valoir « resurrection » ou « progression ».</translation>
    </message>
</context>
<context>
    <name>TournamentText</name>
    <message>
        <location filename="../models/TournamentText.cpp" line="+25"/>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1, home went through</source>
        <translation>%1, domicile qualifié</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, away went through</source>
        <translation>%1, visiteur qualifié</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1: bye (%n team point(s))</source>
        <translation>
            <numerusform>%1 : exempte (%n point d&apos;équipe)</numerusform>
            <numerusform>%1 : exempte (%n points d&apos;équipe)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 v %2</source>
        <translation>%1 c. %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1–%2 in coach wins</source>
        <translation>%1–%2 en victoires de coachs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1–%2 in coach points</source>
        <translation>%1–%2 en points de coachs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a team draw</source>
        <translation>match nul d&apos;équipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins</source>
        <translation>victoire de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>team points %1–%2</source>
        <translation>points d&apos;équipe %1–%2</translation>
    </message>
</context>
<context>
    <name>TrackedMatchHandover</name>
    <message>
        <location filename="../core/storage/TrackedMatchHandover.cpp" line="+29"/>
        <source>Tracked match %1 is an exhibition: it has no league to record its result in.</source>
        <translation>Le match suivi %1 est un match amical : il n&apos;a pas de ligue où enregistrer son résultat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tracked match %1 is already recorded, as match %2.</source>
        <translation>Le match suivi %1 est déjà enregistré, comme match %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tracked match %1 was abandoned: it has no result.</source>
        <translation>Le match suivi %1 a été abandonné : il n&apos;a pas de résultat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tracked match %1 does not replay to the end: %2</source>
        <translation>Le match suivi %1 ne se rejoue pas jusqu&apos;au bout : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tracked match %1 is not finished: play it to the end, or record a concession, first.</source>
        <translation>Le match suivi %1 n&apos;est pas terminé : jouez-le jusqu&apos;au bout, ou enregistrez d&apos;abord un abandon.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The fixture of tracked match %1 is no longer in the league&apos;s schedule.</source>
        <translation>La rencontre du match suivi %1 n&apos;est plus au calendrier de la ligue.</translation>
    </message>
</context>
<context>
    <name>Transaction</name>
    <message>
        <location filename="../core/storage/Transaction.cpp" line="+36"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The league server could not begin the change: %1</source>
        <translation>Le serveur de ligue n&apos;a pas pu commencer la modification : %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The database is locked by another program; close it and try again.</source>
        <translation>La base de données est verrouillée par un autre programme ; fermez-le et réessayez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>The database could not begin the change: %1</source>
        <translation>La base de données n&apos;a pas pu commencer la modification : %1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The database could not begin the change: an earlier step of it failed, and all of it was undone.</source>
        <translation>La base de données n&apos;a pas pu commencer la modification : une étape précédente a échoué, et toute la modification a été annulée.</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+18"/>
        <source>The database could not save the change: %1</source>
        <translation>La base de données n&apos;a pas pu enregistrer la modification : %1</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The database could not save the change: an earlier step of it failed, and all of it was undone.</source>
        <translation>La base de données n&apos;a pas pu enregistrer la modification : une étape précédente a échoué, et toute la modification a été annulée.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The database refused the change: %1</source>
        <translation>La base de données a refusé la modification : %1</translation>
    </message>
</context>
<context>
    <name>TurnRules</name>
    <message>
        <location filename="../core/match/TurnRules.cpp" line="+23"/>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block</source>
        <translation>Blocage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand-off</source>
        <translation>Transmission</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foul</source>
        <translation>Agression</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other action</source>
        <translation>Autre action</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+79"/>
        <location line="+191"/>
        <source>No team turn is under way.</source>
        <translation>Aucun tour d&apos;équipe n&apos;est en cours.</translation>
    </message>
    <message>
        <location line="-267"/>
        <location line="+15"/>
        <location line="+255"/>
        <source>It is %1&apos;s turn.</source>
        <translation>C&apos;est le tour de %1.</translation>
    </message>
    <message>
        <location line="-268"/>
        <location line="+76"/>
        <source>Turnover: the turn is over, end it.</source>
        <translation>Turnover : le tour est terminé, finissez-le.</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>A turn is already under way: end it first.</source>
        <translation>Un tour est déjà en cours : finissez-le d&apos;abord.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No turn can start now.</source>
        <translation>Aucun tour ne peut commencer maintenant.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: turn %2 of half %3.</source>
        <translation>%1 : tour %2 de la mi-temps %3.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: only %2 acts in this free turn.</source>
        <translation>%1 : seul %2 agit dans ce tour gratuit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 may only Blitz.</source>
        <translation>%1 : %2 ne peut faire qu&apos;un Blitz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 must be the first of his team to act in a turn, and %3 has acted already: %2 sits this turn out.</source>
        <translation>%1 : %2 doit être le premier de son équipe à agir dans un tour, et %3 a déjà agi : %2 ne joue pas ce tour-ci.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 has already taken his one action for %2 (%3).</source>
        <translation>%1 a déjà fait sa seule action pour %2 (%3).</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+119"/>
        <source>%1 has no player #%2.</source>
        <translation>%1 n&apos;a pas de joueur n°%2.</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>%1 is not on the pitch.</source>
        <translation>%1 n&apos;est pas sur le terrain.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is stunned and cannot act this turn.</source>
        <translation>%1 est sonné et ne peut pas agir ce tour-ci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has already acted this turn.</source>
        <translation>%1 a déjà agi ce tour-ci.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is prone: a prone player cannot block.</source>
        <translation>%1 est à terre : un joueur à terre ne peut pas bloquer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has already blitzed this turn.</source>
        <translation>%1 a déjà fait son Blitz ce tour-ci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passed this turn: Blitz and Pass must be different players.</source>
        <translation>%1 a fait la Passe ce tour-ci : le Blitz et la Passe doivent être faits par des joueurs différents.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has already passed this turn.</source>
        <translation>%1 a déjà fait sa Passe ce tour-ci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 blitzed this turn: Blitz and Pass must be different players.</source>
        <translation>%1 a fait le Blitz ce tour-ci : le Blitz et la Passe doivent être faits par des joueurs différents.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has already handed off this turn.</source>
        <translation>%1 a déjà fait sa Transmission ce tour-ci.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has already fouled this turn.</source>
        <translation>%1 a déjà fait son Agression ce tour-ci.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 acts for %2 (%3).</source>
        <translation>%1 agit pour %2 (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 stands up: %2.</source>
        <translation>%1 se relève : %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has already used a re-roll this turn.</source>
        <translation>%1 a déjà utilisé une relance ce tour-ci.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no Leader re-roll left this half.</source>
        <translation>%1 n&apos;a plus de relance de Chef pour cette mi-temps.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Leader re-roll needs a player with Leader on the pitch.</source>
        <translation>La relance de Chef nécessite un joueur avec Chef sur le terrain.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no team re-roll left.</source>
        <translation>%1 n&apos;a plus de relance d&apos;équipe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 forbids it: %2.</source>
        <translation>%1 l&apos;interdit : %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may not be re-rolled</source>
        <translation>%1 ne peut pas être relancé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may not use team re-rolls</source>
        <translation>%1 ne peut pas utiliser de relance d&apos;équipe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is no longer on the pitch: a re-roll is only for a player on the pitch.</source>
        <translation>%1 n&apos;est plus sur le terrain : une relance ne sert qu&apos;à un joueur sur le terrain.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leader re-roll</source>
        <translation>Relance de Chef</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team re-roll</source>
        <translation>Relance d&apos;équipe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 for %2, a Loner: %3, the re-roll is lost and the first result stands.</source>
        <translation>%1 pour %2, Solitaire : %3, la relance est perdue et le premier résultat est conservé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 for %2, a Loner: %3, the re-roll may be used.</source>
        <translation>%1 pour %2, Solitaire : %3, la relance peut être utilisée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 for %2 (%3 left).</source>
        <translation>%1 pour %2 (il en reste %3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 left).</source>
        <translation>%1 (il en reste %2).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 plays Fumblerooski this turn: a failed pick-up, catch or pass is no turnover.</source>
        <translation>%1 joue Fumblerooski ce tour : un ramassage, une réception ou une passe ratés ne causent pas de turnover.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 ends its Blitz turn.</source>
        <translation>%1 termine son tour de Blitz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ends turn %2.</source>
        <translation>%1 termine le tour %2.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A coach may concede only at the start of his own turn, before moving the turn marker.</source>
        <translation>Un coach ne peut concéder qu&apos;au début de son propre tour, avant d&apos;avancer le marqueur de tour.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 can field only %n player(s) before the kick-off: no extra penalty.</source>
        <translation>
            <numerusform>%1 ne peut aligner que %n joueur avant le coup d&apos;envoi : pas de pénalité supplémentaire.</numerusform>
            <numerusform>%1 ne peut aligner que %n joueurs avant le coup d&apos;envoi : pas de pénalité supplémentaire.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not a turn event.</source>
        <translation>Ce n&apos;est pas un événement de tour.</translation>
    </message>
</context>
<context>
    <name>WeatherRoll</name>
    <message>
        <location filename="../core/match/WeatherRoll.cpp" line="+19"/>
        <source>Weather: %1 (2D6 %2 + %3 = %4).</source>
        <translation>Météo : %1 (2D6 %2 + %3 = %4).</translation>
    </message>
</context>
<context>
    <name>WizardSpell</name>
    <message>
        <location filename="../core/match/WizardSpell.cpp" line="+29"/>
        <source>%1 has not hired a wizard.</source>
        <translation>%1 n’a pas engagé de sorcier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The wizard casts one spell per match: it is cast.</source>
        <translation>Le sorcier lance un seul sort par match : il l’a lancé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The wizard casts at the start of %1&apos;s own turn, before any of its players acts, or right after its turn ends.</source>
        <translation>Le sorcier lance son sort au début d’un tour de %1, avant qu’un de ses joueurs n’agisse, ou juste après la fin de son tour.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The wizard&apos;s spell is &quot;%1&quot; or &quot;%2&quot;.</source>
        <translation>Le sort du sorcier est « %1 » ou « %2 ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A lightning bolt strikes exactly one player.</source>
        <translation>Un éclair de foudre frappe un seul joueur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fireball reaches at most %1 squares: name at most %1 players.</source>
        <translation>Une boule de feu atteint au plus %1 cases : nommez au plus %1 joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the fireball</source>
        <translation>la boule de feu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lightning bolt</source>
        <translation>l&apos;éclair</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s wizard casts a fireball.</source>
        <translation>Le sorcier de l&apos;équipe %1 lance une boule de feu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s wizard casts a lightning bolt.</source>
        <translation>Le sorcier de l&apos;équipe %1 lance un éclair de foudre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The fireball hits nobody.</source>
        <translation>La boule de feu ne touche personne.</translation>
    </message>
</context>
<context>
    <name>WriteFailure</name>
    <message>
        <location filename="../core/storage/WriteFailure.cpp" line="+20"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
</context>
<context>
    <name>XlsxFile</name>
    <message>
        <location filename="../core/spreadsheet/XlsxFile.cpp" line="+106"/>
        <source>The spreadsheet library could not be loaded: %1</source>
        <translation>La bibliothèque des classeurs n&apos;a pas pu être chargée : %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No temporary folder to build the workbook in: %1</source>
        <translation>Aucun dossier temporaire où préparer le classeur : %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The workbook could not be started.</source>
        <translation>Le classeur n&apos;a pas pu être commencé.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The workbook could not be written: %1</source>
        <translation>Le classeur n&apos;a pas pu être écrit : %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The workbook could not be read back: %1</source>
        <translation>Le classeur n&apos;a pas pu être relu : %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>dugout::ActionBar</name>
    <message>
        <location filename="../views/match/ActionBar.cpp" line="+32"/>
        <source>Begins the active team&apos;s turn: its turn marker moves one step. Press it when the coach says go; the clock of the turn starts.</source>
        <translation>Commence le tour de l&apos;équipe active : son marqueur de tour avance d&apos;une case. Appuyez quand le coach annonce son tour ; le chrono du tour démarre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player takes a Move action. Any number of players may move in a turn; dodges and going for it are rolled on the board and, when they fail, entered as a turnover.</source>
        <translation>Le joueur sélectionné fait une action de Mouvement. Autant de joueurs que voulu peuvent bouger dans un tour ; les esquives et les « mettre le paquet » se lancent sur le plateau et, en cas d&apos;échec, se saisissent comme un turnover.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected player blocks an opponent next to him. The tracker then asks for the result: a player knocked down (K) or pushed.</source>
        <translation>Le joueur sélectionné fait un blocage sur un adversaire adjacent. Le suivi demande ensuite le résultat : un joueur plaqué (K) ou repoussé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player takes the team&apos;s one Blitz of the turn: a move with one block on the way. Greyed once the team has blitzed.</source>
        <translation>Le joueur sélectionné fait l&apos;unique Blitz du tour de l&apos;équipe : un mouvement avec un blocage en chemin. Grisé une fois que l&apos;équipe a blitzé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player takes the team&apos;s one Pass of the turn. Follow it with Completion (C) for a catch, Interception (I) or Turnover (X).</source>
        <translation>Le joueur sélectionné fait l&apos;unique Passe du tour de l&apos;équipe. Faites suivre par Réussite (C) si le ballon est réceptionné, Interception (I) ou Turnover (X).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player takes the team&apos;s one Hand-off of the turn, to a team-mate next to him.</source>
        <translation>Le joueur sélectionné fait l&apos;unique Transmission du tour de l&apos;équipe, vers un coéquipier adjacent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player takes the team&apos;s one Foul of the turn on a player on the ground; the dialog rolls armour and injury and says whether the referee saw it.</source>
        <translation>Le joueur sélectionné fait l&apos;unique Agression du tour de l&apos;équipe sur un joueur à terre ; la fenêtre lance l&apos;armure et la blessure et dit si l&apos;arbitre l&apos;a vue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spends one of the team&apos;s re-rolls on the roll just made: at most one a turn, and only in the team&apos;s own turn. The pips under the team&apos;s name count what is left.</source>
        <translation>Utilise une relance d&apos;équipe sur le jet qui vient d&apos;être fait : au plus une par tour, et seulement pendant le tour de l&apos;équipe. Les points sous le nom de l&apos;équipe comptent celles qui restent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spends the extra re-roll a player with Leader gives the team, once per half, under the same limits as a team re-roll.</source>
        <translation>Utilise la relance supplémentaire qu&apos;un joueur avec Chef donne à l&apos;équipe, une fois par mi-temps, avec les mêmes limites qu&apos;une relance d&apos;équipe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player went down: the dialog takes the armour roll, then injury and casualty when the armour breaks, with the skills that change them (Mighty Blow, Claw, Thick Skull…).</source>
        <translation>Un joueur est plaqué : la fenêtre prend le jet d&apos;armure, puis la blessure et la sortie quand l&apos;armure est percée, avec les compétences qui les modifient (Châtaigne, Griffes, Crâne épais…).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected player is placed face down without an armour roll (a failed Go For It is not this: that is a knock-down).</source>
        <translation>Le joueur sélectionné est mis à terre sans jet d&apos;armure (un « mettre le paquet » raté n&apos;en est pas un : c&apos;est un plaquage).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player&apos;s pass was caught: one completion and its star player points.</source>
        <translation>La passe du joueur sélectionné a été réceptionnée : une passe réussie et ses points d&apos;expérience.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player caught an opponent&apos;s pass: an interception, its star player points, and the passing team&apos;s turn ends.</source>
        <translation>Le joueur sélectionné a attrapé la passe d&apos;un adversaire : une interception, ses points d&apos;expérience, et le tour de l&apos;équipe qui passait se termine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected player scored: the score changes, the drive ends and the tracker leads to the next kick-off.</source>
        <translation>Le joueur sélectionné a marqué : le score change, la phase de jeu se termine et le suivi mène au coup d&apos;envoi suivant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The active team&apos;s turn ends at once (a failed dodge, a dropped ball, a player of the active team knocked down…).</source>
        <translation>Le tour de l&apos;équipe active se termine aussitôt (une esquive ratée, un ballon lâché, un joueur de l&apos;équipe active plaqué…).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The active team ends its turn; the other team&apos;s turn comes next.</source>
        <translation>L&apos;équipe active termine son tour ; c&apos;est ensuite le tour de l&apos;autre équipe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Takes back the last event of the log, whatever it was; nothing confirmed is lost, and Redo enters it again.</source>
        <translation>Annule le dernier événement du journal, quel qu&apos;il soit ; rien de confirmé n&apos;est perdu, et Rétablir le saisit de nouveau.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enters again the event Undo took back, with the same dice.</source>
        <translation>Saisit de nouveau l&apos;événement qu&apos;Annuler a retiré, avec les mêmes dés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The active team concedes the match, at the start of its turn: the match ends and the post-match sequence follows, with the concession&apos;s consequences.</source>
        <translation>L&apos;équipe active concède le match, au début de son tour : le match se termine et la séquence d&apos;après-match suit, avec les conséquences de l&apos;abandon.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Start turn</source>
        <translation>Début du tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the turn marker and start the team&apos;s turn</source>
        <translation>Avancer le marqueur de tour et commencer le tour de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares a Move action</source>
        <translation>Le joueur choisi déclare une action de Mouvement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Block</source>
        <translation>Blocage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares a Block action</source>
        <translation>Le joueur choisi déclare une action de Blocage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares the team&apos;s Blitz</source>
        <translation>Le joueur choisi déclare le Blitz de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares the team&apos;s Pass</source>
        <translation>Le joueur choisi déclare la Passe de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand-off</source>
        <translation>Transmission</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares the team&apos;s Hand-off</source>
        <translation>Le joueur choisi déclare la Transmission de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul</source>
        <translation>Agression</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player declares the team&apos;s Foul, then rolls it</source>
        <translation>Le joueur choisi déclare l&apos;Agression de l&apos;équipe, puis lance les dés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team re-roll</source>
        <translation>Relance d&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use one of the team&apos;s re-rolls</source>
        <translation>Utiliser l&apos;une des relances de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leader re-roll</source>
        <translation>Relance de Chef</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the Leader re-roll of this half</source>
        <translation>Utiliser la relance de Chef de cette mi-temps</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knocked down</source>
        <translation>Plaqué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player is knocked down: armour, injury and casualty rolls</source>
        <translation>Un joueur est plaqué : jets d&apos;armure, de blessure et de sortie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Placed prone</source>
        <translation>Mis à terre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player is placed prone, without an armour roll</source>
        <translation>Le joueur choisi est mis à terre, sans jet d&apos;armure</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Completion</source>
        <translation>Passe réussie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player completed a pass</source>
        <translation>Le joueur choisi a réussi une passe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interception</source>
        <translation>Interception</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected player intercepted the ball</source>
        <translation>Le joueur choisi a intercepté le ballon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdown</source>
        <translation>Touchdown</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The selected player scores</source>
        <translation>Le joueur choisi marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turnover</source>
        <translation>Turnover</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The active team&apos;s turn ends now</source>
        <translation>Le tour de l&apos;équipe active se termine maintenant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active team ends its turn</source>
        <translation>L&apos;équipe active finit son tour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last event</source>
        <translation>Reprendre la dernière saisie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter again the event taken back</source>
        <translation>Saisir à nouveau ce qui a été repris</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Concede</source>
        <translation>Concéder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active team concedes the match (at the start of its turn)</source>
        <translation>L&apos;équipe active concède le match (au début de son tour)</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>%1
Not now: %2</source>
        <extracomment>Tooltip of a refused tracker button: what it does, then why it cannot be used now.</extracomment>
        <translation>%1
Pas maintenant : %2</translation>
    </message>
</context>
<context>
    <name>dugout::ActionButton</name>
    <message>
        <location filename="../views/match/ActionButton.cpp" line="+23"/>
        <source>%1 (%2)</source>
        <extracomment>A tracker button&apos;s label: the action, then the key that does it (“Block (B)”).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>dugout::AddTeamsDialog</name>
    <message>
        <location filename="../views/league/AddTeamsDialog.cpp" line="+37"/>
        <source>These teams cannot join:</source>
        <translation>Ces équipes ne peuvent pas rejoindre la ligue :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add teams</source>
        <translation>Ajouter des équipes</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add to league</source>
        <translation>Ajouter à la ligue</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Coach: %1</source>
        <translation>Coach : %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Tick the teams that join the league.</source>
        <translation>Cochez les équipes qui rejoignent la ligue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;No team can join.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Aucune équipe ne peut rejoindre la ligue.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;No team can join.&lt;/b&gt; Build and confirm a team in the Teams area first.</source>
        <translation>&lt;b&gt;Aucune équipe ne peut rejoindre la ligue.&lt;/b&gt; Créez et confirmez d&apos;abord une équipe dans l&apos;espace Équipes.</translation>
    </message>
</context>
<context>
    <name>dugout::AdvancementDialog</name>
    <message>
        <location filename="../views/team/AdvancementDialog.cpp" line="+58"/>
        <source>Advancement: %1</source>
        <translation>Progression : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has %2 SPP (%3): advancement rolls waiting: %4.</source>
        <translation>%1 a %2 PSP (%3) : jets de progression en attente : %4.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Roll 2D6</source>
        <translation>&amp;Lancer 2D6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll here, or type what your own dice show</source>
        <translation>Lancez ici, ou saisissez ce que montrent vos propres dés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice:</source>
        <translation>Dés :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choice</source>
        <translation>Choix</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take it</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>+1 %1</source>
        <translation>+1 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Roll the dice, or enter the two dice you rolled.</source>
        <translation>Lancez les dés, ou saisissez les deux dés que vous avez lancés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 + %2 = %3: %4%5</source>
        <translation>%1 + %2 = %3 : %4%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, or a skill from the double categories</source>
        <translation>, ou une compétence des catégories doubles</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Skills (normal categories)</source>
        <translation>Compétences (catégories normales)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skills (double categories)</source>
        <translation>Compétences (catégories doubles)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Characteristics</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Nothing is left to learn with this roll.</source>
        <translation>Il n&apos;y a plus rien à apprendre avec ce jet.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Advancement for %1: %2</source>
        <translation>Progression de %1 : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player is no longer in the team.</source>
        <translation>Le joueur ne fait plus partie de l&apos;équipe.</translation>
    </message>
</context>
<context>
    <name>dugout::ApothecaryDialog</name>
    <message>
        <location filename="../views/match/ApothecaryDialog.cpp" line="+30"/>
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The apothecary treats %1: knocked out, he is only stunned.</source>
        <translation>L&apos;apothicaire soigne %1 : KO, il n&apos;est plus que sonné.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The apothecary treats %1 (%2): roll the casualty again and keep the result you prefer.</source>
        <translation>L&apos;apothicaire soigne %1 (%2) : relancez la sortie et gardez le résultat que vous préférez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the first result: %1</source>
        <translation>Garder le premier résultat : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New casualty roll (D6 + D8):</source>
        <translation>Nouveau jet de sortie (1D6 + 1D8) :</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Keep the second result: %1</source>
        <translation>Garder le second résultat : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the second result (roll it first)</source>
        <translation>Garder le second résultat (lancez-le d&apos;abord)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll or type the new casualty roll, then choose.</source>
        <translation>Lancez ou saisissez le nouveau jet de sortie, puis choisissez.</translation>
    </message>
</context>
<context>
    <name>dugout::BloodyBallPage</name>
    <message>
        <location filename="../views/bloodyball/BloodyBallPage.cpp" line="+54"/>
        <source>What the chosen card does with the chosen player; the squares it can reach light up.</source>
        <translation>Ce que la carte choisie fait faire au joueur choisi ; les cases atteignables s&apos;allument.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action:</source>
        <translation>Action :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dugout rolls</source>
        <translation>Dugout lance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the dice</source>
        <translation>Saisir les dés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. 4, or 3 5 with the Champion&apos;s re-roll</source>
        <translation>ex. 4, ou 3 5 avec la relance du Champion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice:</source>
        <translation>Dés :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No reaction</source>
        <translation>Pas de réaction</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard the card</source>
        <translation>Défausser la carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirm set-up</source>
        <translation>Valider le placement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shuffle and start the quarter</source>
        <translation>Mélanger et commencer le quart-temps</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The team the computer coaches; it plays when the game waits for that team.</source>
        <translation>L&apos;équipe que dirige l&apos;ordinateur ; il joue quand la partie attend cette équipe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer:</source>
        <translation>Ordinateur :</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Teams and league table…</source>
        <translation>Équipes et classement…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the result for the league table</source>
        <translation>Conserver le résultat pour le classement</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The saved game could not be opened: %1 Start a new game.</source>
        <translation>La partie enregistrée n&apos;a pas pu être ouverte : %1 Commencez une nouvelle partie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Recover his senses</source>
        <translation>Retrouver ses esprits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Get up</source>
        <translation>Se relever</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heroic move</source>
        <translation>Déplacement héroïque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dodge</source>
        <translation>Esquive</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intercept</source>
        <translation>Interception</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game.</source>
        <translation>Aucune partie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shuffle the deck to start the first quarter.</source>
        <translation>Mélangez le paquet pour commencer le premier quart-temps.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quarter %1 is over. Shuffle for the next.</source>
        <translation>Le quart-temps %1 est terminé. Mélangez pour le suivant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 set up: three players against the half-way line, all in their half. Click a player, then a square.</source>
        <translation>%1 se place : trois joueurs contre la ligne médiane, tous dans sa moitié. Cliquez un joueur, puis une case.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: click the player who takes the ball.</source>
        <translation>%1 : cliquez le joueur qui reçoit le ballon.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, coach %2</source>
        <translation>%1, coach %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quarter %1 · phase %2</source>
        <translation>Quart-temps %1 · phase %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may react (dodge or intercept) or decline.</source>
        <translation>%1 peut réagir (esquive ou interception) ou laisser faire.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 to play: choose a card, then a player (%n cards left).</source>
        <translation>
            <numerusform>À %1 de jouer : choisissez une carte, puis un joueur (%n carte restante).</numerusform>
            <numerusform>À %1 de jouer : choisissez une carte, puis un joueur (%n cartes restantes).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 choose the square the ball goes to.</source>
        <translation>%1 choisit la case où dévie le ballon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: a draw.</source>
        <translation>Partie terminée : match nul.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over: %1 win.</source>
        <translation>Partie terminée : victoire de %1.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Open a database to keep Bloody Ball teams and results.</source>
        <translation>Ouvrez une base pour conserver les équipes et les résultats de Bloody Ball.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>No action can use this card.</source>
        <translation>Aucune action ne peut utiliser cette carte.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Choose a card too: its suit decides what the player can do.</source>
        <translation>Choisissez aussi une carte : sa couleur décide de ce que le joueur peut faire.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be reached with this card and player: the lit squares can.</source>
        <translation>%1 n&apos;est pas atteignable avec cette carte et ce joueur : les cases allumées le sont.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the dice as numbers from 1 to 6: &quot;%1&quot; is not one.</source>
        <translation>Saisissez les dés en chiffres de 1 à 6 : « %1 » n&apos;en est pas un.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Open a database to keep the result.</source>
        <translation>Ouvrez une base pour conserver le résultat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game&apos;s result is kept.</source>
        <translation>Le résultat de cette partie est conservé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no game.</source>
        <translation>Il n&apos;y a pas de partie.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The result is kept for the league table.</source>
        <translation>Le résultat est conservé pour le classement.</translation>
    </message>
</context>
<context>
    <name>dugout::BloodyBallSession</name>
    <message>
        <location filename="../session/BloodyBallSession.cpp" line="+33"/>
        <source>Reds</source>
        <translation>Rouges</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blues</source>
        <translation>Bleus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red %1</source>
        <translation>Rouge %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue %1</source>
        <translation>Bleu %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+7"/>
        <location line="+10"/>
        <source>No game is open.</source>
        <translation>Aucune partie n&apos;est ouverte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
</context>
<context>
    <name>dugout::BloodyLeagueDialog</name>
    <message>
        <location filename="../views/bloodyball/BloodyLeagueDialog.cpp" line="+24"/>
        <source>Bloody Ball teams and league table</source>
        <translation>Équipes et classement de Bloody Ball</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>League table</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD for</source>
        <translation>TD pour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD against</source>
        <translation>TD contre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teams (★ the Champion, figures in brackets)</source>
        <translation>Équipes (★ le Champion, figurines entre parenthèses)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The Bloody Ball teams could not be read: %1</source>
        <translation>Les équipes de Bloody Ball n&apos;ont pas pu être lues : %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 added.</source>
        <translation>%1 ajoutée.</translation>
    </message>
</context>
<context>
    <name>dugout::BracketTab</name>
    <message>
        <location filename="../views/tournament/BracketTab.cpp" line="+32"/>
        <source>to be decided</source>
        <translation>à déterminer</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 — round %2</source>
        <translation>%1 — ronde %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(table %1)</source>
        <translation>(table %1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A knockout needs at least two coaches: register them on the Coaches tab.</source>
        <translation>Une élimination directe demande au moins deux coachs : inscrivez-les dans l&apos;onglet Coachs.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n coach(es) in a bracket of %1 places</source>
        <translation>
            <numerusform>%n coach dans un tableau de %1 places</numerusform>
            <numerusform>%n coachs dans un tableau de %1 places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n bye(s) to the top seeds.</source>
        <translation>
            <numerusform>%n exempt pour les meilleures têtes de série.</numerusform>
            <numerusform>%n exempts pour les meilleures têtes de série.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winner: %1.</source>
        <translation>Vainqueur : %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeded by a draw; nothing is played yet.</source>
        <translation>Têtes de série tirées au sort ; rien n&apos;est encore joué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seeded in the order of registration; nothing is played yet.</source>
        <translation>Têtes de série dans l&apos;ordre d&apos;inscription ; rien n&apos;est encore joué.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Consolation bracket</source>
        <translation>Tableau de consolation</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Consolation winner: %1.</source>
        <translation>Vainqueur de la consolation : %1.</translation>
    </message>
</context>
<context>
    <name>dugout::CardsDialog</name>
    <message>
        <location filename="../views/match/CardsDialog.cpp" line="+43"/>
        <source>Special play cards</source>
        <translation>Cartes de jeu spécial</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Hand of:</source>
        <translation>Main de :</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (%2) — %3</source>
        <translation>%1 (%2) — %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-down card</source>
        <translation>Carte face cachée</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hide my cards</source>
        <translation>Cacher mes cartes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show my cards</source>
        <translation>Montrer mes cartes</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Nothing Dugout tracks changes: play it on the pitch; its summary goes to the log.</source>
        <translation>Rien de ce que Dugout suit ne change : jouez-la sur le terrain ; son résumé va au journal.</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>Choose a skill</source>
        <translation>Choisissez une compétence</translation>
    </message>
    <message>
        <location line="-149"/>
        <source>Skill gained:</source>
        <translation>Compétence gagnée :</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>D6:</source>
        <translation>D6 :</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose how he came down</source>
        <translation>Choisissez comment il est retombé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On his feet</source>
        <translation>Sur ses pieds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed his landing (armour, injury)</source>
        <translation>Atterrissage raté (armure, blessure)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the crowd (injury)</source>
        <translation>Dans la foule (blessure)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landing:</source>
        <translation>Atterrissage :</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose</source>
        <translation>Choisissez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add (%1)</source>
        <translation>Ajouter (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove (%1)</source>
        <translation>Retirer (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your choice:</source>
        <translation>Votre choix :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the weather</source>
        <translation>Choisissez la météo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weather:</source>
        <translation>Météo :</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Only the coaches can see this on the pitch: %1.</source>
        <translation>Seuls les coachs le voient sur le terrain : %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I confirm it</source>
        <translation>Je le confirme</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No skill open to this player</source>
        <translation>Aucune compétence accessible à ce joueur</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>either team</source>
        <translation>l&apos;une ou l&apos;autre équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player of %1:</source>
        <translation>Joueur de %1 :</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>D6 (works on %1+):</source>
        <translation>D6 (réussit sur %1+) :</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>D%1 of re-rolls lost:</source>
        <translation>D%1 de relances perdues :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One D6 per re-roll of %1 (lost on %2+):</source>
        <translation>Un D6 par relance de %1 (perdue sur %2+) :</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>The cards are face down: their owner shows them.</source>
        <translation>Les cartes sont face cachée : leur propriétaire les montre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the card to play.</source>
        <translation>Choisissez la carte à jouer.</translation>
    </message>
</context>
<context>
    <name>dugout::CasualtyDialog</name>
    <message>
        <location filename="../views/league/result/CasualtyDialog.cpp" line="+34"/>
        <source>Regeneration (D6):</source>
        <translation>Régénération (D6) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The apothecary treated this casualty</source>
        <translation>L&apos;apothicaire est intervenu sur cette sortie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apothecary&apos;s D68:</source>
        <translation>D68 de l&apos;apothicaire :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep:</source>
        <translation>Garder :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Casualty suffered by %1</source>
        <translation>Sortie subie par %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 · %2 (%3)</source>
        <extracomment>A player in a list: shirt number, name, position.</extracomment>
        <translation>%1 · %2 (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only players who could play this match are listed</source>
        <translation>Seuls les joueurs qui pouvaient jouer ce match sont listés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tens: a D6</source>
        <translation>Dizaines : un D6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units: a D8</source>
        <translation>Unités : un D8</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The milder result</source>
        <translation>Le résultat le moins grave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first result</source>
        <translation>Le premier résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second result</source>
        <translation>Le second résultat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualty roll (D68):</source>
        <translation>Jet de sortie (D68) :</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Type the dice you rolled at the table, press Roll, or leave them at – for Dugout to roll them in the preview.</source>
        <translation>Saisissez les dés lancés à la table, cliquez sur Lancer, ou laissez-les à – pour que Dugout les lance dans l&apos;aperçu.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rolled by Dugout in the preview</source>
        <translation>Lancé par Dugout dans l&apos;aperçu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: no such result on the casualty table</source>
        <translation>%1 : aucun résultat de ce type dans le tableau des sorties</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2</source>
        <extracomment>A casualty roll and what it reads on the table: &quot;52 Smashed Knee: Niggling injury&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2 : %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No player of this team could play the match.</source>
        <translation>Aucun joueur de cette équipe ne pouvait jouer le match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter both dice of the casualty roll, or neither.</source>
        <translation>Saisissez les deux dés du jet de sortie, ou aucun.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter both dice of the apothecary&apos;s roll, or neither.</source>
        <translation>Saisissez les deux dés du jet de l&apos;apothicaire, ou aucun.</translation>
    </message>
</context>
<context>
    <name>dugout::ChaosGiftsPanel</name>
    <message>
        <location filename="../views/league/result/ChaosGiftsPanel.cpp" line="+24"/>
        <source>Chaos Cup: the gods give D3 players drawn at random a Mutation, Hypnotic Gaze, Stab or Regeneration, kept for good.</source>
        <translation>Coupe du Chaos : les dieux donnent à D3 joueurs tirés au sort une Mutation, Regard Hypnotique, Poignard ou Régénération, gardés pour de bon.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>D3:</source>
        <translation>D3 :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players drawn:</source>
        <translation>Joueurs tirés :</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No gift</source>
        <translation>Aucun don</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (+%2)</source>
        <extracomment>A Chaos gift in its box: the skill, then what it adds to the player&apos;s value.</extracomment>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What the gods give this player; the price follows the rulebook: a Mutation his position learns normally costs a normal skill, any other gift a skill from a double</source>
        <translation>Ce que les dieux donnent à ce joueur ; le coût suit les règles : une Mutation que son poste apprend normalement coûte une compétence normale, tout autre don une compétence sur un double</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#%1 %2</source>
        <translation>n°%1 %2</translation>
    </message>
</context>
<context>
    <name>dugout::ChartPanel</name>
    <message>
        <location filename="../views/charts/ChartPanel.cpp" line="+23"/>
        <source>Export PNG…</source>
        <translation>Exporter en PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export SVG…</source>
        <translation>Exporter en SVG…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save this chart as a PNG picture</source>
        <translation>Enregistrer ce graphique comme image PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this chart as an SVG drawing, sharp at any size</source>
        <translation>Enregistrer ce graphique comme dessin SVG, net à toute taille</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Export chart as SVG</source>
        <translation>Exporter le graphique en SVG</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export chart as PNG</source>
        <translation>Exporter le graphique en PNG</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>dugout::CoinTossBox</name>
    <message>
        <location filename="../views/match/CoinTossBox.cpp" line="+17"/>
        <location line="+1"/>
        <source>%1 kicks off</source>
        <extracomment>Who kicks off; %1 is a team name.</extracomment>
        <translation>%1 donne le coup d&apos;envoi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Toss a coin</source>
        <translation>Pile ou face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let Dugout toss the coin; the winner is assumed to receive</source>
        <translation>Dugout tire à pile ou face ; le gagnant est supposé recevoir</translation>
    </message>
</context>
<context>
    <name>dugout::DiceInput</name>
    <message>
        <location filename="../views/league/result/DiceInput.cpp" line="+26"/>
        <source>D%1: type what your die shows, or leave it at – for Dugout to roll it</source>
        <extracomment>Tooltip of one die of a dice input; %1 is the number of sides.</extracomment>
        <translation>D%1 : saisissez ce que montre votre dé, ou laissez-le à – pour que Dugout le lance</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll these dice now</source>
        <translation>Lancer ces dés maintenant</translation>
    </message>
</context>
<context>
    <name>dugout::EndDriveDialog</name>
    <message>
        <location filename="../views/match/EndDriveDialog.cpp" line="+21"/>
        <source>End of the drive</source>
        <translation>Fin de la phase de jeu</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: no K.O. recovery roll; its K.O.&apos;d players may be set up Stunned at the next set-up.</source>
        <translation>%1 : pas de jet de récupération des KO ; ses joueurs KO peuvent être placés Sonnés au prochain placement.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody is knocked out, no secret weapon played and the weather is bearable: nothing to roll. The players go back to the dugout for the next set-up.</source>
        <translation>Personne n&apos;est KO, aucune arme secrète n&apos;a joué et la météo est supportable : rien à lancer. Les joueurs retournent sur le banc pour la prochaine mise en place.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1, secret weapon:</source>
        <translation>%1, arme secrète :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe the referee (2+)</source>
        <translation>Soudoyer l&apos;arbitre (2+)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n bribe(s) left</source>
        <translation>
            <numerusform>%n pot-de-vin restant</numerusform>
            <numerusform>%n pots-de-vin restants</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bribe left</source>
        <translation>Plus de pot-de-vin</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, heat (1 faints):</source>
        <translation>%1, chaleur (1 : s&apos;évanouit) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, Morley (1–3 out):</source>
        <translation>%1, Morley (1–3 : absent) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, KO (4+ comes back):</source>
        <translation>%1, KO (4+ : revient) :</translation>
    </message>
</context>
<context>
    <name>dugout::EntrantsTab</name>
    <message>
        <location filename="../views/tournament/EntrantsTab.cpp" line="+50"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>NAF</source>
        <translation>NAF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <location line="+100"/>
        <location line="+1"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location line="-111"/>
        <location line="+11"/>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NAF number</source>
        <translation>Numéro NAF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team name</source>
        <translation>Nom de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Register</source>
        <translation>Inscrire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import list…</source>
        <translation>Importer une liste…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A CSV file with the columns coach, naf, nation, club, team, race</source>
        <translation>Un fichier CSV avec les colonnes coach, naf, nation, club, team, race</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+129"/>
        <source>Drop out</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Roster…</source>
        <translation>Équipe…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>in</source>
        <translation>inscrit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dropped out</source>
        <translation>abandon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from round %1</source>
        <translation>à partir de la ronde %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+1"/>
        <source>Team of coaches</source>
        <translation>Équipe de coachs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Teams of %n coach(es): </source>
        <translation>
            <numerusform>Équipes de %n coach : </numerusform>
            <numerusform>Équipes de %n coachs : </numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none yet</source>
        <translation>aucune pour l&apos;instant</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Type the coach&apos;s name.</source>
        <translation>Tapez le nom du coach.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bring back</source>
        <translation>Faire revenir</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Choose a coach in the list first.</source>
        <translation>Choisissez d&apos;abord un coach dans la liste.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The coach&apos;s roster as it stands, and its import</source>
        <translation>L&apos;équipe du coach telle qu&apos;elle est, et son import</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+29"/>
        <location line="+9"/>
        <location line="+8"/>
        <location line="+30"/>
        <source>Registration</source>
        <translation>Inscription</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Import registration list</source>
        <translation>Importer une liste d&apos;inscription</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
</context>
<context>
    <name>dugout::EventDialog</name>
    <message>
        <location filename="../views/match/EventDialog.cpp" line="+76"/>
        <source>Dice left at – are rolled by Dugout when you press OK.</source>
        <translation>Les dés laissés à – sont lancés par Dugout quand vous appuyez sur OK.</translation>
    </message>
</context>
<context>
    <name>dugout::EventLogView</name>
    <message>
        <location filename="../views/match/EventLogView.cpp" line="+16"/>
        <source>Everything entered in this match, in order, with the dice of each event. Undo removes the last line; the match is always the sum of these lines, saved one by one.</source>
        <translation>Tout ce qui a été saisi dans ce match, dans l&apos;ordre, avec les dés de chaque événement. Annuler retire la dernière ligne ; le match est toujours la somme de ces lignes, enregistrées une à une.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
</context>
<context>
    <name>dugout::FixtureDialog</name>
    <message>
        <location filename="../views/league/FixtureDialog.cpp" line="+22"/>
        <location line="+15"/>
        <source>Add fixture</source>
        <translation>Ajouter une rencontre</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Round:</source>
        <translation>&amp;Journée :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Home team:</source>
        <translation>Équipe à &amp;domicile :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Away team:</source>
        <translation>Équipe à l&apos;&amp;extérieur :</translation>
    </message>
</context>
<context>
    <name>dugout::ForgeCrevasseDialog</name>
    <message>
        <location filename="../views/match/forge/ForgeCrevasseDialog.cpp" line="+27"/>
        <source>A big guy&apos;s step (ST 5+, Ball &amp; Chain, Deathroller)</source>
        <translation>Un pas de Gros Balèze (F 5+, Boulet, Roule-Mort)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pogo stick&apos;s jump</source>
        <translation>Un saut de Bâton à Ressort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bomb or a spell</source>
        <translation>Une bombe ou un sort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A foul</source>
        <translation>Une agression</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A thrown player&apos;s landing</source>
        <translation>L&apos;atterrissage d&apos;un joueur lancé</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: strike (2D6):</source>
        <translation>%1 : frappe (2D6) :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ice shakes (D6):</source>
        <translation>La glace tremble (D6) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scatter template (D8):</source>
        <translation>Gabarit de dispersion (D8) :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Under the ice (2D6):</source>
        <translation>Sous la glace (2D6) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the ice (2D6 per crevasse):</source>
        <translation>Sous la glace (2D6 par crevasse) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Magic item works on 6 (D6):</source>
        <translation>L&apos;objet magique marche sur 6 (D6) :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: lava splash (D6):</source>
        <translation>%1 : éclaboussure de lave (D6) :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Strike the ice</source>
        <translation>Frapper la glace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ice breaks by accident</source>
        <translation>La glace cède par accident</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. H10</source>
        <translation>p. ex. H10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A square: its row letter A–O, then its column 1–26</source>
        <translation>Une case : la lettre de sa ligne A–O, puis sa colonne 1–26</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A player standing on open ice spends his action striking it: 2D6 + his strength. What the dice make of it is written below as you type them.</source>
        <translation>Un joueur debout sur la glace nue consacre son action à la frapper : 2D6 + sa force. Ce que donnent les dés s&apos;écrit ci-dessous à mesure que vous les tapez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A big guy&apos;s step, a pogo stick, a bomb or a spell, a foul or a landing shook the ice: a D6 says whether it breaks. What the dice make of it is written below as you type them.</source>
        <translation>Un pas de Gros Balèze, un Bâton à Ressort, une bombe ou un sort, une agression ou un atterrissage a secoué la glace : un D6 dit si elle cède. Ce que donnent les dés s&apos;écrit ci-dessous à mesure que vous les tapez.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What shook the ice:</source>
        <translation>Ce qui a secoué la glace :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team:</source>
        <translation>Équipe :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player who strikes:</source>
        <translation>Joueur qui frappe :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>His square:</source>
        <translation>Sa case :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Square:</source>
        <translation>Case :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fouled player:</source>
        <translation>Joueur agressé :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He held the ball</source>
        <translation>Il tenait le ballon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A thrown player falling into a crevasse ends the turn only if he held the ball.</source>
        <translation>Un joueur lancé qui tombe dans une crevasse ne met fin au tour que s&apos;il tenait le ballon.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Square he chooses (16+):</source>
        <translation>Case qu&apos;il choisit (16+) :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fouled player&apos;s square:</source>
        <translation>Case du joueur agressé :</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>–</source>
        <translation>–</translation>
    </message>
</context>
<context>
    <name>dugout::ForgeDiceRows</name>
    <message>
        <location filename="../views/match/forge/ForgeDiceRows.cpp" line="+30"/>
        <source>%1: armour (2D6):</source>
        <extracomment>The dice of a player of a team falling on La Forge de Sigmar: &quot;Reavers: armour (2D6):&quot;.</extracomment>
        <translation>%1 : armure (2D6) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: injury (2D6):</source>
        <translation>%1 : blessure (2D6) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: casualty (D6 + D8):</source>
        <translation>%1 : sortie (D6 + D8) :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Regeneration (D6):</source>
        <translation>%1 : Régénération (D6) :</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Not rolled: the dice typed above decide the outcome.</source>
        <translation>Pas jeté : les dés tapés plus haut décident du résultat.</translation>
    </message>
</context>
<context>
    <name>dugout::ForgeHazardDialog</name>
    <message>
        <location filename="../views/match/forge/ForgeHazardDialog.cpp" line="+32"/>
        <source>A player on lava</source>
        <translation>Un joueur dans la lave</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A genestealer attacks</source>
        <translation>Un genestealer attaque</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Jump over a crevasse or a lava flow, or onto a player</source>
        <translation>Sauter au-dessus d&apos;une crevasse ou d&apos;une coulée de lave, ou sur un joueur</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>A player pushed into a crevasse or onto lava</source>
        <translation>Un joueur repoussé dans une crevasse ou dans la lave</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player falls into a new crevasse</source>
        <translation>Un joueur tombe dans une nouvelle crevasse</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pushed by a block, or following up his own, into a crevasse: he falls to the bottom with an armour roll, on top of the block&apos;s own if it knocked him down (record that one first). Onto lava: an armour roll, then an injury roll +%1, and the lava swallows him at the next turn&apos;s start if he is still on the pitch. A player of the team in its turn who falls ends that turn.</source>
        <translation>Repoussé par un blocage, ou en suivant le sien, dans une crevasse : il tombe au fond avec un jet d&apos;armure, en plus de celui du blocage s&apos;il l&apos;a plaqué (saisissez celui-ci d&apos;abord). Dans la lave : un jet d&apos;armure, puis un jet de blessure +%1, et la lave l&apos;engloutit au début du tour suivant s&apos;il est encore sur le terrain. Un joueur de l&apos;équipe active qui tombe met fin à son tour.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Over a crevasse or a lava flow, for %1 movement points: 2D6 + his agility. Or down onto a player at the bottom of a crevasse next to him, or from a crest onto one on the ice: a block with his strength + %2, then he is knocked down. What the dice make of it is written below as you type them.</source>
        <translation>Au-dessus d&apos;une crevasse ou d&apos;une coulée de lave, pour %1 points de mouvement : 2D6 + son agilité. Ou sur un joueur au fond d&apos;une crevasse adjacente, ou depuis une crête sur un joueur sur la glace : un blocage avec sa force + %2, puis il est plaqué. Ce que donnent les dés s&apos;écrit ci-dessous à mesure que vous les tapez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pushed or fallen onto lava: an armour roll, then a burnt injury roll. If he comes through it still on the pitch, the lava swallows him at the start of the next turn.</source>
        <translation>Poussé ou tombé dans la lave : un jet d&apos;armure, puis un jet de blessure brûlé. S&apos;il en sort encore sur le terrain, la lave l&apos;engloutit au début du tour suivant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A crevasse has just opened under the square he stood on: he falls to the bottom, knocked down, with an armour roll.</source>
        <translation>Une crevasse vient de s&apos;ouvrir sous la case où il se trouvait : il tombe au fond, plaqué, avec un jet d&apos;armure.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The coaches roll the genestealer&apos;s block on the board. When it knocks a player down, enter it here: armour and injury. It keeps at him until he is hurt, then goes back under the ice.</source>
        <translation>Les coachs jettent le blocage du genestealer sur le plateau. Quand il plaque un joueur, entrez-le ici : armure et blessure. Il s&apos;acharne sur lui jusqu&apos;à le blesser, puis retourne sous la glace.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: jump (2D6):</source>
        <translation>%1 : saut (2D6) :</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>onto a player (block with ST + %1)</source>
        <extracomment>The jump dialog&apos;s choice: down onto an opponent (in a crevasse, or from a crest).</extracomment>
        <translation>sur un joueur (blocage avec F + %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Over:</source>
        <translation>Au-dessus de :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Genestealer %1 (woke on %2)</source>
        <extracomment>A genestealer awake on the pitch: its number and the square it woke on.</extracomment>
        <translation>Genestealer %1 (réveillé en %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Genestealer:</source>
        <translation>Genestealer :</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <extracomment>A square a player may be pushed into: &quot;H11 (crevasse)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pushed into:</source>
        <translation>Repoussé dans :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>He stood on:</source>
        <translation>Il se trouvait en :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team:</source>
        <translation>Équipe :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
</context>
<context>
    <name>dugout::ForgeMoveDialog</name>
    <message>
        <location filename="../views/match/forge/ForgeMoveDialog.cpp" line="+20"/>
        <source>Blitz on La Forge de Sigmar</source>
        <translation>Blitz sur La Forge de Sigmar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move on La Forge de Sigmar</source>
        <translation>Mouvement sur La Forge de Sigmar</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>e.g. H11 H12 I13</source>
        <translation>p. ex. H11 H12 I13</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The square he starts on, then each square he enters: what each costs on the ice, the total against his MA and the roll of each jump are written below.</source>
        <translation>La case de départ, puis chaque case où il entre : le coût de chacune sur la glace, le total face à son M et le jet de chaque saut sont écrits ci-dessous.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path:</source>
        <translation>Chemin :</translation>
    </message>
</context>
<context>
    <name>dugout::ForgePanel</name>
    <message>
        <location filename="../views/match/forge/ForgePanel.cpp" line="+51"/>
        <location line="+544"/>
        <source>La Forge de Sigmar</source>
        <translation>La Forge de Sigmar</translation>
    </message>
    <message>
        <location line="-539"/>
        <source>Rules…</source>
        <translation>Règles…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How Dugout plays La Forge de Sigmar, and its choices where the seed is unclear</source>
        <translation>Comment Dugout joue la Forge de Sigmar, et ses choix là où le texte n&apos;est pas clair</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Crevasse</source>
        <translation>Crevasse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A click puts a crevasse token down</source>
        <translation>Un clic pose un pion-crevasse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lava flow</source>
        <translation>Coulée de lave</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A click puts a lava token down</source>
        <translation>Un clic pose un pion-lave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crest</source>
        <translation>Crête</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A click puts a crest token down</source>
        <translation>Un clic pose un pion-crête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Libérer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A click takes the token off the square</source>
        <translation>Un clic retire le pion de la case</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Player stops the lava</source>
        <translation>Un joueur arrête la lave</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Start of the turn</source>
        <translation>Début du tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A D8 for each crevasse end, as it fell on the scatter template (&quot;roll&quot;: Dugout rolls it).</source>
        <translation>1D8 par extrémité de crevasse, tel qu&apos;il est tombé sur le gabarit de dispersion (« lancer » : Dugout le lance).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click the squares where a player stands in the lava&apos;s way (it does not run there this turn)</source>
        <translation>Cliquez les cases où un joueur se tient sur le chemin de la lave (elle n&apos;y coule pas ce tour-ci)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Roll the start of the turn</source>
        <translation>Jeter le début du tour</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>On the ice</source>
        <translation>Sur la glace</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Strike the ice</source>
        <translation>Frapper la glace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player&apos;s action: click his square on the pitch, or press the key to type it</source>
        <translation>L&apos;action d&apos;un joueur : cliquez sa case sur le terrain, ou appuyez sur la touche pour la taper</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ice breaks</source>
        <translation>La glace cède</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A big guy, a pogo stick, a bomb or a spell, a foul or a landing shook the ice: click the square, or press the key to type it</source>
        <translation>Un Gros Balèze, un Bâton à Ressort, une bombe ou un sort, une agression ou un atterrissage a secoué la glace : cliquez la case, ou appuyez sur la touche pour la taper</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jump</source>
        <translation>Sauter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player jumps over a crevasse or a lava flow</source>
        <translation>Un joueur saute au-dessus d&apos;une crevasse ou d&apos;une coulée de lave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On lava</source>
        <translation>Dans la lave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player pushed or fallen onto lava: armour, then a burnt injury roll</source>
        <translation>Un joueur poussé ou tombé dans la lave : jet d&apos;armure, puis jet de blessure brûlé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Genestealer</source>
        <translation>Genestealer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A genestealer knocked a player down</source>
        <translation>Un genestealer a plaqué un joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fell in</source>
        <translation>Tombé dedans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A crevasse has just opened under a player: he falls to the bottom</source>
        <translation>Une crevasse vient de s&apos;ouvrir sous un joueur : il tombe au fond</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <extracomment>A Forge action&apos;s button with its keyboard shortcut: &quot;Jump (J)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Move: its path</source>
        <translation>Mouvement : chemin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the square the player starts on, then each square he enters: each shows what it costs. Click the last one again, or press M, to declare the move.</source>
        <translation>Cliquez la case de départ du joueur, puis chaque case où il entre : chacune montre son coût. Cliquez de nouveau la dernière, ou appuyez sur M, pour déclarer le mouvement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass: from, to</source>
        <translation>Passe : d&apos;où, vers où</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the thrower&apos;s square, then the square he aims at: the pass dialog opens with the ice&apos;s modifier.</source>
        <translation>Cliquez la case du lanceur, puis la case qu&apos;il vise : la fenêtre de passe s&apos;ouvre avec le modificateur de la glace.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pushed in (%1)</source>
        <extracomment>A Forge tool with its key: a player pushed into a crevasse or onto lava.</extracomment>
        <translation>Repoussé dedans (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player pushed, or following up, into a crevasse or onto lava: click the square, or press the key to choose it</source>
        <translation>Un joueur repoussé, ou qui suit, dans une crevasse ou dans la lave : cliquez la case, ou appuyez sur la touche pour la choisir</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>P</source>
        <extracomment>On the grid: the square a pass is thrown from.</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>click where a player stops the lava</source>
        <translation>cliquez là où un joueur arrête la lave</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>click the square of the player who strikes the ice</source>
        <translation>cliquez la case du joueur qui frappe la glace</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>click the square where the ice shook</source>
        <translation>cliquez la case où la glace a tremblé</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Move: click the square the player starts on, then each square of his path</source>
        <translation>Mouvement : cliquez la case de départ du joueur, puis chaque case de son chemin</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Move: path %1, %n movement point(s); click the next square, or the last one again to declare the move</source>
        <translation>
            <numerusform>Mouvement : chemin %1, %n point de mouvement ; cliquez la case suivante, ou de nouveau la dernière pour déclarer le mouvement</numerusform>
            <numerusform>Mouvement : chemin %1, %n points de mouvement ; cliquez la case suivante, ou de nouveau la dernière pour déclarer le mouvement</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass: click the thrower&apos;s square, then the square he aims at</source>
        <translation>Passe : cliquez la case du lanceur, puis la case qu&apos;il vise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass: he throws from %1; click the square he aims at</source>
        <translation>Passe : il lance depuis %1 ; cliquez la case qu&apos;il vise</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pushed in: click the crevasse or lava square the player is pushed into</source>
        <translation>Repoussé dedans : cliquez la case de crevasse ou de lave où le joueur est repoussé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a click places %1&apos;s token</source>
        <translation>un clic place le pion de %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start of the turn: roll a D8 for the crevasse ends ringed in yellow (%1); %2.</source>
        <translation>Début du tour : jetez 1D8 pour les extrémités de crevasse cerclées de jaune (%1) ; %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none, the lava only</source>
        <translation>aucune, la lave seulement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before the kick-off the coaches place crevasses and crests, one each in turn (%1 %2, %3 %4); %5.</source>
        <translation>Avant le coup d&apos;envoi les coachs disposent crevasses et crêtes, un chacun à tour de rôle (%1 %2, %3 %4) ; %5.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click a square to put the token the board shows; %1.</source>
        <translation>Cliquez sur une case pour poser le pion que montre le plateau ; %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A crevasse has just opened on %1: a player standing there falls in (Fell in).</source>
        <translation>Une crevasse vient de s&apos;ouvrir en %1 : un joueur qui s&apos;y trouvait tombe dedans (Tombé dedans).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No player in the lava&apos;s way.</source>
        <translation>Aucun joueur ne barre le chemin de la lave.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player stops the lava at %1.</source>
        <translation>Un joueur arrête la lave en %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>roll</source>
        <translation>lancer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The D8 for the crevasse end on %1</source>
        <translation>Le D8 de l&apos;extrémité de crevasse en %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Grows the crevasses, runs the lava, raises the crests</source>
        <translation>Étend les crevasses, fait avancer la lave, forme les crêtes</translation>
    </message>
</context>
<context>
    <name>dugout::ForgePassDialog</name>
    <message>
        <location filename="../views/match/forge/ForgePassDialog.cpp" line="+19"/>
        <source>Pass on La Forge de Sigmar</source>
        <translation>Passe sur la Forge de Sigmar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. H11</source>
        <translation>par ex. H11</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The square he throws from changes the pass: from a crevasse or a crest the ice gives its modifier, written below.</source>
        <translation>La case d&apos;où il lance change la passe : depuis une crevasse ou une crête, la glace donne son modificateur, écrit ci-dessous.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Thrower:</source>
        <translation>Lanceur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He throws from:</source>
        <translation>Il lance depuis :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He aims at:</source>
        <translation>Il vise :</translation>
    </message>
</context>
<context>
    <name>dugout::ForgePitchView</name>
    <message>
        <location filename="../views/match/forge/ForgePitchView.cpp" line="+31"/>
        <source>La Forge de Sigmar: click a square to put the chosen token on it</source>
        <translation>La Forge de Sigmar : cliquez sur une case pour y poser le pion choisi</translation>
    </message>
    <message>
        <location line="+206"/>
        <source>Volcano</source>
        <translation>Volcan</translation>
    </message>
</context>
<context>
    <name>dugout::FoulDialog</name>
    <message>
        <location filename="../views/match/FoulDialog.cpp" line="+22"/>
        <source>Foul</source>
        <translation>Agression</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Team-mates of the fouler who assist: +1 each on the armour roll</source>
        <translation>Coéquipiers de l&apos;agresseur qui l&apos;assistent : +1 chacun au jet d&apos;armure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents who assist the victim: −1 each on the armour roll</source>
        <translation>Adversaires qui assistent la victime : −1 chacun au jet d&apos;armure</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 acts for %3 this turn (%4): he fouls one of his own team-mates, and the referee does not send him off for it.</source>
        <translation>%1 de %2 agit pour %3 pendant ce tour (%4) : il agresse un de ses propres coéquipiers, et l&apos;arbitre ne l&apos;expulse pas pour cela.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fouler:</source>
        <translation>Agresseur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player fouled:</source>
        <translation>Joueur agressé :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assists:</source>
        <translation>Soutiens :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defensive assists:</source>
        <translation>Soutiens défensifs :</translation>
    </message>
</context>
<context>
    <name>dugout::GameDetailsDialog</name>
    <message>
        <location filename="../views/tournament/GameDetailsDialog.cpp" line="+49"/>
        <source>Round %1, table %2: what the players did</source>
        <translation>Ronde %1, table %2 : ce qu&apos;ont fait les joueurs</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save result</source>
        <translation>Enregistrer le résultat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score %1–%2. Star player points, the MVP and injuries go through the post-match sequence and carry into the next round. A casualty is its D68 (— for none).</source>
        <translation>Score %1–%2. Les PSP, le JPV et les blessures passent par la séquence d&apos;après-match et valent pour la ronde suivante. Une sortie se saisit par son D68 (— pour aucune).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD</source>
        <translation>TD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Comp</source>
        <translation>Réu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Int</source>
        <translation>Int</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cas</source>
        <translation>Sor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Injury D68</source>
        <translation>Blessure D68</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns scored</source>
        <translation>Touchdowns marqués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Completed passes</source>
        <translation>Passes réussies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interceptions</source>
        <translation>Interceptions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties inflicted by a block</source>
        <translation>Sorties infligées par un blocage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The D68 of a casualty this player suffered (— for none)</source>
        <translation>Le D68 d&apos;une sortie subie par ce joueur (— pour aucune)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>drawn at random</source>
        <translation>tiré au hasard</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>MVP:</source>
        <translation>JPV :</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Advancement rolls waiting:</source>
        <translation>Jets de progression en attente :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The D6 rolled (— not rolled yet)</source>
        <translation>Le D6 lancé (— pas encore lancé)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>taken later</source>
        <translation>pris plus tard</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (on the double)</source>
        <translation>%1 (sur un double)</translation>
    </message>
</context>
<context>
    <name>dugout::GuideDialog</name>
    <message>
        <location filename="../views/help/GuideDialog.cpp" line="+19"/>
        <source>Guide</source>
        <translation>Guide</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Guide: %1</source>
        <translation>Guide : %1</translation>
    </message>
</context>
<context>
    <name>dugout::HandPanel</name>
    <message>
        <location filename="../views/bloodyball/HandPanel.cpp" line="+20"/>
        <location line="+67"/>
        <source>Show my hand</source>
        <translation>Voir ma main</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Only the coach to play should look: the hand hides again after each card.</source>
        <translation>Seul le coach qui joue doit regarder : la main se cache de nouveau après chaque carte.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Joker as %1</source>
        <translation>Joker en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A joker is the suit its coach names.</source>
        <translation>Un joker prend la couleur que son coach choisit.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hide my hand</source>
        <translation>Cacher ma main</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Black card: move, get up, dodge, intercept, heroic move, recover</source>
        <translation>Carte noire : déplacement, se relever, esquive, interception, déplacement héroïque, retrouver ses esprits</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red card: attack, pass, heroic move (or stand up), recover</source>
        <translation>Carte rouge : attaque, passe, déplacement héroïque (ou se relever), retrouver ses esprits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joker: any suit</source>
        <translation>Joker : n&apos;importe quelle couleur</translation>
    </message>
</context>
<context>
    <name>dugout::HirePlayerDialog</name>
    <message>
        <location filename="../views/team/HirePlayerDialog.cpp" line="+34"/>
        <source>Hire a player: %1</source>
        <translation>Engager un joueur : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;%1&lt;/b&gt; for %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; pour %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Suggest another</source>
        <translation>Proposer un autre nom</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N&amp;umber:</source>
        <translation>N&amp;uméro :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hire</source>
        <translation>Engager</translation>
    </message>
</context>
<context>
    <name>dugout::HomePage</name>
    <message>
        <location filename="../views/pages/HomePage.cpp" line="+119"/>
        <source>Match in progress</source>
        <translation>Match en cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+153"/>
        <source>Next fixtures</source>
        <translation>Prochains matchs</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Recent teams</source>
        <translation>Équipes récentes</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Create a team</source>
        <translation>Créer une équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse the rulebook</source>
        <translation>Parcourir le livre de règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New database…</source>
        <translation>Nouvelle base de données…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open database…</source>
        <translation>Ouvrir une base de données…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the demo league</source>
        <translation>Ouvrir la ligue de démonstration</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opens a separate demo database: eight teams and a season half played, to explore without touching your own data</source>
        <translation>Ouvre une base de démonstration à part : huit équipes et une saison à moitié jouée, à explorer sans toucher à vos données</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>No database is open</source>
        <translation>Aucune base de données n&apos;est ouverte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dugout keeps teams, leagues and matches in one database file. Create a new one or open an existing one to start.</source>
        <translation>Dugout conserve équipes, ligues et matchs dans un seul fichier de base de données. Créez-en un nouveau ou ouvrez-en un existant pour commencer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everything you enter is saved at once on the league server: %1, logged in as %2</source>
        <translation>Tout ce que vous saisissez est enregistré aussitôt sur le serveur de ligue : %1, connecté en tant que %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dugout runs Blood Bowl under the LRB6 rules, for three kinds of people:
• Coaches build a team within 1,000,000 gold, look after it between matches and print its team sheet.
• Commissioners run leagues: schedules, results, the post-match sequence and the standings.
• Two coaches at a table play on a real pitch while Dugout follows the match and enforces the rules.

What to do first: create your team, or browse the rulebook to pick a roster. To see a league in full swing, open the demo league. This database is empty: nothing you do here can break anything.</source>
        <extracomment>The welcome text of an empty database, plain text: one paragraph per line.</extracomment>
        <translation>Dugout fait vivre Blood Bowl selon les règles LRB6, pour trois sortes de joueurs :
• les coachs montent une équipe avec 1 000 000 po, la gèrent entre les matchs et impriment sa feuille d&apos;équipe ;
• les commissaires dirigent des ligues : calendrier, résultats, séquence d&apos;après-match et classements ;
• deux coachs à une table jouent sur un vrai terrain pendant que Dugout suit le match et fait respecter les règles.

Pour commencer : créez votre équipe, ou parcourez le livre de règles pour choisir un roster. Pour voir une ligue en pleine saison, ouvrez la ligue de démonstration. Cette base de données est vide : rien de ce que vous ferez ici ne peut rien casser.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>What is under way could not be read: %1</source>
        <translation>Impossible de lire ce qui est en cours : %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 %2–%3 %4</source>
        <extracomment>A match being tracked on the home page: home team, score, away team.</extracomment>
        <translation>%1 %2–%3 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Resume this match in the tracker (last entry %2)</source>
        <extracomment>Tooltip of a match being tracked: the match, when its last event was entered.</extracomment>
        <translation>%1
Reprendre ce match dans le suivi (dernière saisie %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Next fixtures: %1</source>
        <translation>Prochains matchs : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 v %2 (round %3)</source>
        <extracomment>A fixture to play on the home page: home team, away team, round.</extracomment>
        <translation>%1 contre %2 (journée %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2: %3
Show the league</source>
        <translation>%1, %2 : %3
Afficher la ligue</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (coach: %2)</source>
        <translation>%1 (coach : %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
Open this team</source>
        <translation>%1
Ouvrir cette équipe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing is under way: no team, no fixture to play, no match being tracked.</source>
        <translation>Rien en cours : aucune équipe, aucun match à jouer, aucun match suivi.</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Everything you enter is saved at once in %1</source>
        <translation>Tout ce que vous saisissez est enregistré aussitôt dans %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Welcome to Dugout</source>
        <translation>Bienvenue dans Dugout</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+131"/>
        <source>Dugout</source>
        <translation>Dugout</translation>
    </message>
</context>
<context>
    <name>dugout::InducementBrowser</name>
    <message>
        <location filename="../views/rulebook/InducementBrowser.cpp" line="+18"/>
        <source>Before a match, the team with the lower team value receives the difference in gold to spend on inducements; both teams may also spend petty cash. Every inducement is lost after the match.</source>
        <translation>Avant un match, l&apos;équipe dont la valeur est la plus faible reçoit la différence en or pour acheter des primes de match ; les deux équipes peuvent aussi puiser dans leur porte-monnaie. Toute prime de match est perdue après le match.</translation>
    </message>
</context>
<context>
    <name>dugout::InducementShop</name>
    <message>
        <location filename="../views/inducements/InducementShop.cpp" line="+72"/>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+203"/>
        <source>Show my cards</source>
        <translation>Voir mes cartes</translation>
    </message>
    <message>
        <location line="-194"/>
        <source>A mercenary may take one extra Normal skill</source>
        <translation>Un mercenaire peut prendre une compétence Normale en plus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A table with its own decks: the card this coach drew (the other coach looks away); else Dugout draws one at random</source>
        <translation>Une table avec ses propres paquets : la carte que ce coach a tirée (l&apos;autre coach regarde ailleurs) ; sinon Dugout en tire une au hasard</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Only this team&apos;s coach should look: the other coach looks away</source>
        <translation>Seul le coach de cette équipe regarde : l&apos;autre coach détourne les yeux</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+238"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="-231"/>
        <source> (0-%1)</source>
        <translation> (0-%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>MA %1 ST %2 AG %3 AV %4</source>
        <translation>M %1 F %2 AG %3 AR %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star: %1, %2</source>
        <translation>Champion : %1, %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mercenary %1</source>
        <translation>Mercenaire %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MA %1 ST %2 AG %3 AV %4: %5</source>
        <translation>M %1 F %2 AG %3 AR %4 : %5</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card: %1</source>
        <translation>Carte : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card drawn at random from what is left of the deck, which holds %1 cards.</source>
        <translation>Une carte tirée au hasard parmi celles qui restent dans le paquet, qui en compte %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No extra skill</source>
        <translation>Sans compétence en plus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+ %1</source>
        <translation>+ %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drawn by Dugout</source>
        <translation>Tirée par Dugout</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drawn at the table: %1</source>
        <translation>Tirée à la table : %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Hide my cards</source>
        <translation>Cacher mes cartes</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Card of the %1 deck, face down</source>
        <translation>Carte du paquet %1, face cachée</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>Card: %1 (%2)</source>
        <translation>Carte : %1 (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gold left: %1 of %2</source>
        <translation>Or restant : %1 sur %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wait: it is not this team&apos;s turn to buy.</source>
        <translation>Attendez : ce n&apos;est pas à cette équipe d&apos;acheter.</translation>
    </message>
</context>
<context>
    <name>dugout::InducementTableModel</name>
    <message>
        <location filename="../models/InducementTableModel.cpp" line="+34"/>
        <source>Position + %1</source>
        <translation>Poste + %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The star&apos;s price</source>
        <translation>Prix du champion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per item</source>
        <translation>À l&apos;unité</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Only %1</source>
        <translation>Seulement %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any team but %1</source>
        <translation>Toute équipe sauf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any team</source>
        <translation>Toute équipe</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Inducement</source>
        <translation>Prime de match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who may buy</source>
        <translation>Qui peut acheter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many a team may buy for one match</source>
        <translation>Combien une équipe peut en acheter pour un match</translation>
    </message>
</context>
<context>
    <name>dugout::InjuryDice</name>
    <message>
        <location filename="../views/match/InjuryDice.cpp" line="+25"/>
        <source>Armour (2D6):</source>
        <translation>Armure (2D6) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury (2D6):</source>
        <translation>Blessure (2D6) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualty (D6 + D8):</source>
        <translation>Sortie (1D6 + 1D8) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regeneration (D6):</source>
        <translation>Régénération (1D6) :</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Not rolled: the dice typed above decide the outcome.</source>
        <translation>Pas lancé : les dés saisis au-dessus décident déjà du résultat.</translation>
    </message>
</context>
<context>
    <name>dugout::KickOffDialog</name>
    <message>
        <location filename="../views/match/KickOffDialog.cpp" line="+19"/>
        <source>Kick-off</source>
        <translation>Coup d&apos;envoi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kick-off table (2D6):</source>
        <translation>Table des coups d&apos;envoi (2D6) :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Riot (D6):</source>
        <translation>Émeute (1D6) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>%1 cheering (D3):</source>
        <extracomment>Kick-off dice of a team; %1 is the team name.</extracomment>
        <translation>Encouragements de %1 (1D3) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>%1 coaching (D3):</source>
        <translation>Entraînement de %1 (1D3) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New weather (2D6):</source>
        <translation>Nouvelle météo (2D6) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>%1 fans (D6):</source>
        <translation>Supporters de %1 (1D6) :</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1, player hit (D%2, in shirt-number order):</source>
        <extracomment>Throw a rock: which player of team %1 is hit, counting its players on the pitch by shirt number.</extracomment>
        <translation>%1, joueur touché (D%2, dans l&apos;ordre des numéros) :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, injury of the player hit (2D6):</source>
        <translation>%1, Blessure du joueur touché (2D6) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, casualty (D6 + D8):</source>
        <translation>%1, Sortie (D6 + D8) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, a D6 per player on the pitch (in shirt-number order):</source>
        <translation>%1, un D6 par joueur sur le terrain (dans l&apos;ordre des numéros) :</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Left at –, the kick-off is rolled by Dugout.</source>
        <translation>Laissé à –, le coup d&apos;envoi est lancé par Dugout.</translation>
    </message>
</context>
<context>
    <name>dugout::KnockDownDialog</name>
    <message>
        <location filename="../views/match/KnockDownDialog.cpp" line="+31"/>
        <source>Knocked down</source>
        <translation>Joueur plaqué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>He held the ball</source>
        <translation>Il portait le ballon</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pushed into the crowd or failing his landing, a player of the team in its turn causes a turnover only if he held the ball.</source>
        <translation>Repoussé dans la foule ou ratant son atterrissage, un joueur de l&apos;équipe active ne provoque un turnover que s&apos;il portait le ballon.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Team:</source>
        <translation>Équipe :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player knocked down:</source>
        <translation>Joueur plaqué :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause:</source>
        <translation>Cause :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker:</source>
        <translation>Attaquant :</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: %2, under %3</source>
        <translation>%1 : %2, sous %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, his team-mate</source>
        <translation>%1 : %2, son coéquipier</translation>
    </message>
</context>
<context>
    <name>dugout::LandingFields</name>
    <message>
        <location filename="../views/match/LandingFields.cpp" line="+34"/>
        <source>Nobody: an empty square or the crowd</source>
        <translation>Personne : une case vide ou la foule</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A thrown player who comes down on another knocks him down: that player rolls armour, even on the ground, and the thrown player cannot land on his feet.</source>
        <translation>Un joueur lancé qui retombe sur un autre le plaque : celui-ci fait un jet d&apos;armure, même à terre, et le joueur lancé ne peut pas atterrir sur ses pieds.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Came down on:</source>
        <translation>Retombé sur :</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Dice of %1, thrown:</source>
        <translation>Dés de %1, lancé :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice of %1, landed on:</source>
        <translation>Dés de %1, sur qui il est retombé :</translation>
    </message>
</context>
<context>
    <name>dugout::LeadersModel</name>
    <message>
        <location filename="../models/LeadersModel.cpp" line="+61"/>
        <source>TD</source>
        <extracomment>Column header: touchdowns (keep it short).</extracomment>
        <translation>TD</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CAS</source>
        <extracomment>Column header: casualties inflicted (keep it short).</extracomment>
        <translation>SOR</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CP</source>
        <extracomment>Column header: completed passes (keep it short).</extracomment>
        <translation>REU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>INT</source>
        <extracomment>Column header: interceptions (keep it short).</extracomment>
        <translation>INT</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SPP</source>
        <extracomment>Column header: star player points (keep it short).</extracomment>
        <translation>PSP</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Team value %1</source>
        <translation>Valeur d&apos;équipe %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Team value</source>
        <translation>Valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#</source>
        <extracomment>Column header: rank in a list of leaders.</extracomment>
        <translation>Rg</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TV</source>
        <translation>VE</translation>
    </message>
</context>
<context>
    <name>dugout::LeagueChartsPanel</name>
    <message>
        <location filename="../views/league/LeagueChartsPanel.cpp" line="+27"/>
        <source>Touchdowns and casualties per round</source>
        <translation>Touchdowns et sorties par journée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions round by round</source>
        <translation>Classements journée après journée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Chart:</source>
        <translation>&amp;Graphique :</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>This league has no season yet.</source>
        <translation>Cette ligue n&apos;a pas encore de saison.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The chart could not be read: %1</source>
        <translation>Le graphique n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No match of %1 has been played yet.</source>
        <translation>Aucun match de %1 n&apos;a encore été joué.</translation>
    </message>
</context>
<context>
    <name>dugout::LeagueHeader</name>
    <message>
        <location filename="../views/league/LeagueHeader.cpp" line="+50"/>
        <source>Commissioner: %1</source>
        <translation>Commissaire : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n équipe</numerusform>
            <numerusform>%n équipes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 of %3 fixtures played</source>
        <translation>%1 : %2 rencontres jouées sur %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no fixture yet</source>
        <translation>%1 : pas encore de rencontre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie-breakers: %1</source>
        <translation>Critères de départage : %1</translation>
    </message>
</context>
<context>
    <name>dugout::LeagueInducementsDialog</name>
    <message>
        <location filename="../views/league/LeagueInducementsDialog.cpp" line="+29"/>
        <source>Inducements of the league</source>
        <translation>Primes de match de la ligue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Untick what this league does not allow before its matches. Star players and mercenaries are one line each.</source>
        <translation>Décochez ce que cette ligue n&apos;autorise pas avant ses matchs. Les champions et les mercenaires ont chacun une ligne.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Special play &amp;cards:</source>
        <translation>&amp;Cartes de jeu spécial :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At &amp;most, per team and match:</source>
        <translation>Au pl&amp;us, par équipe et par match :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;budget:</source>
        <translation>&amp;Budget de cartes :</translation>
    </message>
</context>
<context>
    <name>dugout::LeagueListModel</name>
    <message>
        <location filename="../models/LeagueListModel.cpp" line="+99"/>
        <source>%1 · Commissioner: %2</source>
        <translation>%1 · Commissaire : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n équipe</numerusform>
            <numerusform>%n équipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n match(es) played</source>
        <translation>
            <numerusform>%n match joué</numerusform>
            <numerusform>%n matchs joués</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>League</source>
        <translation>Ligue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commissioner</source>
        <translation>Commissaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Teams</source>
        <extracomment>Column of the league list: how many teams play in the league. Keep it short.</extracomment>
        <translation>Équipes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <extracomment>Column of the league list: confirmed matches. Keep it short.</extracomment>
        <translation>Joués</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teams in the league</source>
        <translation>Équipes de la ligue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches played, every season</source>
        <translation>Matchs joués, toutes saisons</translation>
    </message>
</context>
<context>
    <name>dugout::LeaguePage</name>
    <message>
        <location filename="../views/league/LeaguePage.cpp" line="+37"/>
        <source>New league…</source>
        <translation>Nouvelle ligue…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a league…</source>
        <translation>Créer une ligue…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Filter by name or commissioner</source>
        <translation>Filtrer par nom ou commissaire</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>&lt;p&gt;&lt;b&gt;No league yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A league brings confirmed teams together: its commissioner chooses the optional rules, schedules the matches and records the results; Dugout keeps the standings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pas encore de ligue.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Une ligue réunit des équipes validées : son commissaire choisit les règles optionnelles, programme les matchs et enregistre les résultats ; Dugout tient le classement.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a database to see its leagues.</source>
        <translation>Ouvrez une base de données pour voir ses ligues.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leagues</source>
        <translation>Ligues</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>New league</source>
        <translation>Nouvelle ligue</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Season 1</source>
        <extracomment>The name of a new league&apos;s first season.</extracomment>
        <translation>Saison 1</translation>
    </message>
</context>
<context>
    <name>dugout::LeagueTeamModel</name>
    <message>
        <location filename="../models/LeagueTeamModel.cpp" line="+93"/>
        <source>Team value %1</source>
        <translation>Valeur d&apos;équipe %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treasury %1</source>
        <translation>Trésorerie %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roster</source>
        <translation>Roster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TV</source>
        <extracomment>Column header: team value.</extracomment>
        <translation>VE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
</context>
<context>
    <name>dugout::LeagueTeamsTab</name>
    <message>
        <location filename="../views/league/LeagueTeamsTab.cpp" line="+35"/>
        <source>Add teams…</source>
        <translation>Ajouter des équipes…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+324"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="-304"/>
        <source>&lt;p&gt;&lt;b&gt;No team in this league yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Add confirmed teams: they join the league and its current season.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pas encore d&apos;équipe dans cette ligue.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ajoutez des équipes validées : elles rejoignent la ligue et sa saison en cours.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Select a team to remove it from the league.</source>
        <translation>Sélectionnez une équipe pour la retirer de la ligue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove %1 from the league</source>
        <translation>Retirer %1 de la ligue</translation>
    </message>
    <message numerus="yes">
        <location line="+188"/>
        <source>%n team(s) joined the league.</source>
        <translation>
            <numerusform>%n équipe a rejoint la ligue.</numerusform>
            <numerusform>%n équipes ont rejoint la ligue.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-46"/>
        <source>They play in %1.</source>
        <translation>Saison en cours : %1.</translation>
    </message>
    <message>
        <location line="-195"/>
        <source>The league&apos;s pitch</source>
        <translation>Le terrain de la ligue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard pitch</source>
        <translation>Terrain standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Forge de Sigmar (ice and lava)</source>
        <translation>La Forge de Sigmar (glace et lave)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Home pitch:</source>
        <translation>&amp;Terrain à domicile :</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Select a team to choose its home pitch.</source>
        <translation>Sélectionnez une équipe pour choisir son terrain à domicile.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where %1 plays its home fixtures</source>
        <translation>Où %1 joue ses matchs à domicile</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Home pitch of %1</source>
        <translation>Terrain à domicile de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays at home on: %2.</source>
        <translation>%1 joue à domicile sur : %2.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 has divisions: place them in one with Edit season.</source>
        <translation>%1 a des divisions : placez-y les équipes avec Modifier la saison.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Add teams %1</source>
        <translation>Ajout des équipes %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Remove team</source>
        <translation>Retirer l&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove %1 from %2? Its fixtures still to play are removed too.</source>
        <translation>Retirer %1 de %2 ? Ses rencontres restant à jouer sont retirées aussi.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Remove team %1</source>
        <translation>Retrait de l&apos;équipe %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 left the league.</source>
        <translation>%1 a quitté la ligue.</translation>
    </message>
</context>
<context>
    <name>dugout::LeagueView</name>
    <message>
        <location filename="../views/league/LeagueView.cpp" line="+34"/>
        <source>New season…</source>
        <translation>Nouvelle saison…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit season…</source>
        <translation>Modifier la saison…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>League options…</source>
        <translation>Options de la ligue…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End-of-season playoffs…</source>
        <translation>Tournoi de fin de saison…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start a new season, with divisions or not</source>
        <translation>Commencer une nouvelle saison, avec ou sans divisions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The league&apos;s name, commissioner and optional rules</source>
        <translation>Le nom, le commissaire et les règles optionnelles de la ligue</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Season:</source>
        <translation>&amp;Saison :</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schedule</source>
        <translation>Calendrier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Part of the league could not be read: %1</source>
        <translation>Une partie de la ligue n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose the four semi-finalists of %1, draw the semi-finals, then create the final</source>
        <translation>Choisir les quatre demi-finalistes de %1, tirer au sort les demi-finales, puis créer la finale</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>This league has no season yet.</source>
        <translation>Cette ligue n&apos;a encore aucune saison.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rename %1, change its divisions and who takes part</source>
        <translation>Renommer %1, modifier ses divisions et ses participants</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Edit season</source>
        <translation>Modifier la saison</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Season %1</source>
        <extracomment>The default name of a league&apos;s next season: &quot;Season 2&quot;.</extracomment>
        <translation>Saison %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>New season %1</source>
        <translation>Nouvelle saison %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Edit season %1</source>
        <translation>Modification de la saison %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 saved. Generate the round robin again if its teams or divisions changed.</source>
        <translation>%1 enregistrée. Générez à nouveau le calendrier tous contre tous si ses équipes ou ses divisions ont changé.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>League options</source>
        <translation>Options de la ligue</translation>
    </message>
</context>
<context>
    <name>dugout::LedgerModel</name>
    <message>
        <location filename="../models/LedgerModel.cpp" line="+60"/>
        <source>against %1</source>
        <extracomment>A ledger entry of a match: its detail, then the opponent.</extracomment>
        <translation>contre %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — against %2</source>
        <translation>%1 — contre %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Double-click to open the match report</source>
        <translation>Double-cliquez pour ouvrir le rapport de match</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
</context>
<context>
    <name>dugout::LedgerPanel</name>
    <message>
        <location filename="../views/team/LedgerPanel.cpp" line="+19"/>
        <source>Match report…</source>
        <translation>Rapport de match…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The treasury opens when the team is confirmed: until then every purchase comes out of the budget, and nothing is final.</source>
        <translation>La trésorerie s&apos;ouvre quand l&apos;équipe est validée : jusque-là chaque achat est pris sur le budget, et rien n&apos;est définitif.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select an entry of a match to open its report.</source>
        <translation>Sélectionnez une ligne d&apos;un match pour ouvrir son rapport.</translation>
    </message>
</context>
<context>
    <name>dugout::LineupDialog</name>
    <message>
        <location filename="../views/match/LineupDialog.cpp" line="+27"/>
        <source>Set-up: %1</source>
        <translation>Mise en place : %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 — %2 — K.O.&apos;d: set up Stunned</source>
        <translation>%1 — %2 — KO : placé Sonné</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, D6 (4+ face up):</source>
        <translation>%1, 1D6 (4+ sur le dos) :</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Check the players %1 sets up for this drive:</source>
        <translation>Cochez les joueurs que %1 met en place pour cette phase de jeu :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the line of scrimmage:</source>
        <translation>Sur la ligne d&apos;engagement :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the left wide zone:</source>
        <translation>Dans la zone latérale gauche :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the right wide zone:</source>
        <translation>Dans la zone latérale droite :</translation>
    </message>
</context>
<context>
    <name>dugout::MainWindow</name>
    <message>
        <location filename="../views/MainWindow.cpp" line="+134"/>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a team within 1,000,000 gold, manage it between matches (treasury, team value, star player points, advancement, injuries) and print its team sheet.</source>
        <translation>Montez une équipe avec 1 000 000 po, gérez-la entre les matchs (trésorerie, valeur d&apos;équipe, points de star, progression, blessures) et imprimez sa feuille d&apos;équipe.</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+86"/>
        <source>League</source>
        <translation>Ligue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run a league: seasons, schedules, results, the post-match sequence and the standings, with the league&apos;s optional rules.</source>
        <translation>Dirigez une ligue : saisons, calendrier, résultats, séquence d&apos;après-match et classements, avec les règles optionnelles de la ligue.</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+114"/>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow a match played on a physical board, turn by turn, while Dugout enforces the rules; the result goes straight into the league.</source>
        <translation>Suivez tour par tour un match joué sur un vrai plateau pendant que Dugout fait respecter les règles ; le résultat part directement dans la ligue.</translation>
    </message>
    <message>
        <location line="-114"/>
        <location line="+39"/>
        <source>Tournaments</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Another program is writing to the database; waiting (%1 of %2)…</source>
        <translation>Un autre programme écrit dans la base de données ; attente (%1 sur %2)…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Dugout&apos;s areas. Click one to go there; F1 opens the guide of the area on screen: what it is for and the first three things to do.</source>
        <translation>Les parties de Dugout. Cliquez sur l&apos;une pour y aller ; F1 ouvre le guide de la partie affichée : à quoi elle sert et les trois premières choses à faire.</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+53"/>
        <source>Rulebook</source>
        <translation>Livre de règles</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Bloody Ball</source>
        <translation>Bloody Ball</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Open tournaments: registration, swiss rounds paired exactly, results, standings and the NAF report.</source>
        <translation>Tournois open : inscriptions, rondes suisses appariées exactement, résultats, classement et rapport NAF.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Browse the LRB6 rosters, skills, star players, inducements, tables and special play cards, in English and French.</source>
        <translation>Parcourez les rosters LRB6, les compétences, les champions, les primes de match, les tableaux et les cartes spéciales, en anglais et en français.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Post-match sequence</source>
        <translation>Séquence d&apos;après-match</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The demo league is kept in its own database file:
%1

Open it?</source>
        <translation>La ligue de démonstration est gardée dans sa propre base de données :
%1

L&apos;ouvrir ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The demo league is kept in its own database file:
%1

Dugout will switch to it. %2 stays as it is (everything in it is saved); File → Open recent brings it back.</source>
        <translation>La ligue de démonstration est gardée dans sa propre base de données :
%1

Dugout va l&apos;ouvrir à la place. %2 reste telle quelle (tout y est enregistré) ; Fichier → Ouvrir un fichier récent la rouvre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>Demo league</source>
        <translation>Ligue de démonstration</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Open the demo league</source>
        <translation>Ouvrir la ligue de démonstration</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The demo league could not be created: %1</source>
        <translation>La ligue de démonstration n&apos;a pas pu être créée : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Demo league: %1</source>
        <translation>Ligue de démonstration : %1</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New database…</source>
        <translation>&amp;Nouvelle base de données…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open database…</source>
        <translation>&amp;Ouvrir une base de données…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect to a league &amp;server…</source>
        <translation>Se connecter à un &amp;serveur de ligue…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Back up database…</source>
        <translation>&amp;Sauvegarder la base de données…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import team…</source>
        <translation>&amp;Importer une équipe…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>E&amp;xport team…</source>
        <translation>E&amp;xporter l&apos;équipe…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Guide to this area</source>
        <translation>&amp;Guide de cette partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;What&apos;s This?</source>
        <translation>&amp;Qu&apos;est-ce que c&apos;est ?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Odds calculator…</source>
        <translation>Calculateur de &amp;probabilités…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Dugout</source>
        <translation>À &amp;propos de Dugout</translation>
    </message>
    <message>
        <location filename="../views/MainWindowDatabase.cpp" line="+61"/>
        <source>No recent databases</source>
        <translation>Aucune base de données récente</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Cannot open the database</source>
        <translation>Impossible d&apos;ouvrir la base de données</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>The database was updated; the previous version is kept in %1</source>
        <translation>La base de données a été mise à jour ; la version précédente est conservée dans %1</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Make a new database in it</source>
        <translation>Y créer une nouvelle base de données</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+21"/>
        <location line="+3"/>
        <location line="+20"/>
        <source>Restore the backup</source>
        <translation>Restaurer la sauvegarde</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1 was restored from %2. The damaged file is kept as %3.</source>
        <translation>%1 a été restaurée depuis %2. Le fichier endommagé est conservé sous le nom %3.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The database is damaged</source>
        <translation>La base de données est endommagée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Backup failed</source>
        <translation>La sauvegarde a échoué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Backed up to %1</source>
        <translation>Sauvegardé dans %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 — Dugout</source>
        <translation>%1 sur %2 — Dugout</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — Dugout</source>
        <translation>%1 — Dugout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dugout</source>
        <translation>Dugout</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dugout databases (*.sqlite *.db);;All files (*)</source>
        <translation>Bases de données Dugout (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+7"/>
        <source>New database</source>
        <translation>Nouvelle base de données</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists. Use Open database… to open it.</source>
        <translation>%1 existe déjà. Utilisez « Ouvrir une base de données… » pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open database</source>
        <translation>Ouvrir une base de données</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Back up database</source>
        <translation>Sauvegarder la base de données</translation>
    </message>
    <message>
        <location filename="../views/MainWindow.cpp" line="+29"/>
        <source>Database: %1&lt;br&gt;Schema version: %2</source>
        <translation>Base de données : %1&lt;br&gt;Version du schéma : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No database is open.</source>
        <translation>Aucune base de données n&apos;est ouverte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Dugout</source>
        <translation>À propos de Dugout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Dugout %1&lt;/h3&gt;&lt;p&gt;Blood Bowl teams, leagues and live match tracking under the LRB6 rules.&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dugout %1&lt;/h3&gt;&lt;p&gt;Équipes, ligues et suivi de match en direct pour Blood Bowl, selon les règles LRB6.&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>dugout::MatchClock</name>
    <message>
        <location filename="../views/match/MatchClock.cpp" line="+20"/>
        <source>Clock</source>
        <extracomment>A toggle on the scoreboard: the match clock.</extracomment>
        <translation>Chrono</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show how long the match has been going since the pre-match</source>
        <translation>Afficher depuis combien de temps le match dure, depuis l&apos;avant-match</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shows or hides how long the match has lasted since the pre-match, for leagues that play to a time.</source>
        <translation>Montre ou cache depuis combien de temps dure le match depuis l&apos;avant-match, pour les ligues qui jouent avec une limite de temps.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match time</source>
        <extracomment>Before the match clock&apos;s time on the scoreboard (beside the turn&apos;s countdown).</extracomment>
        <translation>Temps de match</translation>
    </message>
</context>
<context>
    <name>dugout::MatchHistoryModel</name>
    <message>
        <location filename="../models/MatchHistoryModel.cpp" line="+41"/>
        <source>W</source>
        <extracomment>A win, in a team&apos;s match history (keep it to one letter).</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D</source>
        <extracomment>A draw, in a team&apos;s match history (keep it to one letter).</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L</source>
        <extracomment>A loss, in a team&apos;s match history (keep it to one letter).</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Home</source>
        <translation>Domicile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Away</source>
        <translation>Extérieur</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Conceded</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent conceded</source>
        <translation>Abandon de l&apos;adversaire</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Venue</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>dugout::MatchReportDialog</name>
    <message>
        <location filename="../views/league/MatchReportDialog.cpp" line="+35"/>
        <location line="+101"/>
        <source>Match report — %1</source>
        <translation>Rapport de match — %1</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Positions are shown for a match read from a league database.</source>
        <translation>Les classements s&apos;affichent pour un match lu dans la base d&apos;une ligue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report</source>
        <translation>Compte rendu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions</source>
        <translation>Classements</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Match report</source>
        <translation>Rapport de match</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The positions could not be read: %1</source>
        <translation>Les classements n&apos;ont pas pu être lus : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This match was played outside a season: it has no positions to show.</source>
        <translation>Ce match a été joué hors saison : il n&apos;a pas de classement à montrer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+48"/>
        <location line="+5"/>
        <source>Export match report</source>
        <translation>Exporter le rapport de match</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+29"/>
        <source>Print match report</source>
        <translation>Imprimer le rapport de match</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>dugout::MatchSession</name>
    <message>
        <location filename="../session/MatchSession.cpp" line="+53"/>
        <source>This match cannot be followed any further: its log no longer replays (%1).</source>
        <translation>Ce match ne peut plus être suivi : son journal ne se rejoue plus (%1).</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+7"/>
        <source>No match is open.</source>
        <translation>Aucun match n&apos;est ouvert.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The event was not saved, so it was not applied: %1</source>
        <translation>La saisie n&apos;a pas été enregistrée, elle n&apos;a donc pas été appliquée : %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The last event was not undone: %1</source>
        <translation>La dernière saisie n&apos;a pas été annulée : %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The result of this match is confirmed: undo it in the league first.</source>
        <translation>Le résultat de ce match est confirmé : annulez-le d&apos;abord dans la ligue.</translation>
    </message>
</context>
<context>
    <name>dugout::MatchTrackerView</name>
    <message>
        <location filename="../views/match/MatchTrackerView.cpp" line="+71"/>
        <source>◀ Matches</source>
        <translation>◀ Matchs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of tracked matches; this match stays saved</source>
        <translation>Retour à la liste des matchs suivis ; ce match reste enregistré</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Four minutes are up: the turn ends with a turnover.</source>
        <translation>Les quatre minutes sont écoulées : le tour se termine par un turnover.</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>The player the action buttons act on: click him, or type his shirt number</source>
        <translation>Le joueur sur qui agissent les boutons d&apos;action : cliquez dessus ou tapez son numéro de maillot</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Back to the list of tracked matches. Nothing is lost: every event is saved as it is entered, and the match resumes where it was.</source>
        <translation>Retour à la liste des matchs suivis. Rien n&apos;est perdu : chaque événement est enregistré dès sa saisie, et le match reprend là où il en était.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player the action buttons act on, and his team. Select another by clicking him in a roster or typing his shirt number.</source>
        <translation>Le joueur sur qui agissent les boutons d&apos;action, et son équipe. Sélectionnez-en un autre en cliquant sur lui dans une feuille d&apos;équipe ou en tapant son numéro.</translation>
    </message>
    <message>
        <location line="+260"/>
        <source>No player #%1 on the pitch</source>
        <extracomment>A shirt number typed on the keyboard that no player on the pitch wears.</extracomment>
        <translation>Aucun joueur n°%1 sur le terrain</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>#%1 %2 (%3)</source>
        <extracomment>The player selected in the tracker: shirt number, name and team.</extracomment>
        <translation>n°%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No player selected</source>
        <translation>Aucun joueur sélectionné</translation>
    </message>
    <message>
        <location line="+214"/>
        <source>Placed prone</source>
        <translation>Mis à terre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Did %1 hold the ball? Placed prone with the ball, he causes a turnover.</source>
        <translation>%1 portait-il le ballon ? Mis à terre avec le ballon, il provoque un turnover.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He held the ball</source>
        <translation>Il portait le ballon</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <source>Concede</source>
        <translation>Concéder le match</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 concedes the match? The opponent wins.</source>
        <translation>%1 concède le match ? L&apos;adversaire gagne.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 v %2.pdf</source>
        <translation>%1 contre %2.pdf</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Print summary</source>
        <translation>Imprimer le résumé</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Match summary</source>
        <translation>Résumé du match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 v %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Summary saved to %1</source>
        <translation>Résumé enregistré dans %1</translation>
    </message>
</context>
<context>
    <name>dugout::MatchesPage</name>
    <message>
        <location filename="../views/match/MatchesPage.cpp" line="+49"/>
        <source>New exhibition match…</source>
        <translation>Nouveau match amical…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track a friendly match between two teams of this database</source>
        <translation>Suivre un match amical entre deux équipes de cette base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Track a league fixture…</source>
        <translation>Suivre une rencontre de ligue…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Track a scheduled league match; its result goes to the post-match sequence</source>
        <translation>Suivre une rencontre du calendrier d&apos;une ligue ; son résultat passe par la séquence d&apos;après-match</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+126"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="-124"/>
        <location line="+324"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="-322"/>
        <source>Filter by team, status or kind of match</source>
        <translation>Filtrer par équipe, état ou type de match</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow a match played on a physical board, turn by turn, while Dugout keeps to the rules. Every input is saved at once: a match can be resumed at any time.</source>
        <translation>Suivez un match joué sur un vrai plateau, tour par tour, pendant que Dugout veille aux règles. Chaque saisie est enregistrée aussitôt : un match peut être repris à tout moment.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Matches are written straight to the league server: the file that keeps them on this computer cannot be opened (%1).</source>
        <translation>Les matchs sont écrits directement sur le serveur de ligue : le fichier qui les garde sur cet ordinateur ne peut pas être ouvert (%1).</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>The inducements could not all be entered: %1</source>
        <translation>Les primes de match n’ont pas toutes pu être saisies : %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The match could not be started: %1</source>
        <translation>Le match n&apos;a pas pu commencer : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>The league server does not answer: %n change(s) of your matches are kept on this computer and will be sent when it does. Go on playing.</source>
        <translation>
            <numerusform>Le serveur de ligue ne répond pas : %n changement de vos matchs est gardé sur cet ordinateur et sera envoyé dès qu&apos;il répondra. Continuez à jouer.</numerusform>
            <numerusform>Le serveur de ligue ne répond pas : %n changements de vos matchs sont gardés sur cet ordinateur et seront envoyés dès qu&apos;il répondra. Continuez à jouer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Matches are kept on this computer first and sent to the league server as they are played.</source>
        <translation>Les matchs sont d&apos;abord gardés sur cet ordinateur et envoyés au serveur de ligue au fil du jeu.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Delete the match %1 v %2, still in progress? Its whole log is lost.</source>
        <translation>Supprimer le match %1 contre %2, encore en cours ? Tout son journal est perdu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the match %1 v %2 and its log?</source>
        <translation>Supprimer le match %1 contre %2 et son journal ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete match</source>
        <translation>Supprimer le match</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The result goes to the league once the league server answers; the match is kept on this computer until then (%1).</source>
        <translation>Le résultat ira à la ligue dès que le serveur de ligue répondra ; d&apos;ici là, le match est gardé sur cet ordinateur (%1).</translation>
    </message>
</context>
<context>
    <name>dugout::MessageBar</name>
    <message>
        <location filename="../views/widgets/MessageBar.cpp" line="+30"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>dugout::NewBloodyGameDialog</name>
    <message>
        <location filename="../views/bloodyball/NewBloodyGameDialog.cpp" line="+17"/>
        <source>New Bloody Ball game</source>
        <translation>Nouvelle partie de Bloody Ball</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The name typed below</source>
        <translation>Le nom tapé ci-dessous</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>First team:</source>
        <translation>Première équipe :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Second team:</source>
        <translation>Seconde équipe :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>54 cards with two jokers</source>
        <translation>54 cartes avec deux jokers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>52 cards, no jokers</source>
        <translation>52 cartes, sans joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two 32-card decks</source>
        <translation>Deux jeux de 32 cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck:</source>
        <translation>Paquet :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two coaches</source>
        <translation>Deux coachs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four coaches, two a team</source>
        <translation>Quatre coachs, deux par équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coaches:</source>
        <translation>Coachs :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>We play with real cards and type each card played</source>
        <translation>Nous jouons avec de vraies cartes et saisissons chaque carte jouée</translation>
    </message>
</context>
<context>
    <name>dugout::NewLeagueDialog</name>
    <message>
        <location filename="../views/league/NewLeagueDialog.cpp" line="+92"/>
        <source>New league</source>
        <translation>Nouvelle ligue</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Old World Classic</source>
        <translation>Classique du Vieux Monde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Commissioner:</source>
        <translation>&amp;Commissaire :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spike! Magazine&apos;s Player of the &amp;Year after the Spike! final</source>
        <translation>&amp;Joueur Épique de l&apos;année après la finale de l&apos;Épique</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The league&apos;s player with the most SPP gains Fan Favourite for good, whichever team he plays for (the rulebook leaves it to the commissioner)</source>
        <translation>Le joueur de la ligue qui a le plus de PSP gagne Idole des Foules pour de bon, quelle que soit son équipe (les règles laissent le choix au commissaire)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Create league</source>
        <translation>Créer la ligue</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Free fan factor</source>
        <translation>&amp;Popularité gratuite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Handicap inducements in the play-offs</source>
        <translation>Primes de &amp;handicap en play-offs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starting &amp;budget:</source>
        <translation>&amp;Budget de départ :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold each new team of the league has to build its roster.</source>
        <translation>L&apos;or dont dispose chaque nouvelle équipe de la ligue pour constituer son effectif.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Expenses:</source>
        <translation>&amp;Dépenses :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From team value:</source>
        <translation>À partir d&apos;une valeur d&apos;équipe de :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step:</source>
        <translation>Tranche :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small-league &amp;winnings:</source>
        <translation>&amp;Gains des petites ligues :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every team starts with fan factor 5, and fan factor never counts in team value.</source>
        <translation>Chaque équipe commence avec une popularité de 5, et la popularité ne compte jamais dans la valeur d&apos;équipe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off, as in the rulebook: play-off rounds, semi-finals and finals give the weaker team no handicap gold.</source>
        <translation>Désactivé, comme dans le livre de règles : play-offs, demi-finales et finales ne donnent pas d&apos;or de handicap à l&apos;équipe la plus faible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I&amp;nducements and special play cards…</source>
        <translation>Pri&amp;mes de match et cartes de jeu spécial…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Matches and standings</source>
        <translation>Matchs et classement</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>3 / 1 / 0</source>
        <extracomment>Points scheme: win 3, draw 1, loss 0.</extracomment>
        <translation>3 / 1 / 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 / 3 / 1</source>
        <translation>5 / 3 / 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Win</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw</source>
        <translation>Nul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss</source>
        <translation>Défaite</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;MVP:</source>
        <extracomment>The Most Valuable Player award.</extracomment>
        <translation>&amp;JPV :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Points:</source>
        <translation>P&amp;oints :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>League points for a win, a draw and a loss.</source>
        <translation>Points de classement pour une victoire, un nul et une défaite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tie-breakers:</source>
        <translation>Cr&amp;itères de départage :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ticked rules rank the teams, from the top down; use the arrows to change the order.</source>
        <translation>Les critères cochés classent les équipes, de haut en bas ; utilisez les flèches pour changer l&apos;ordre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standard pitch</source>
        <translation>Terrain standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Forge de Sigmar (ice and lava)</source>
        <translation>La Forge de Sigmar (glace et lave)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;itch:</source>
        <translation>&amp;Terrain :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the league&apos;s tracked matches are played.</source>
        <translation>Où se jouent les matchs suivis de la ligue.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>League options</source>
        <translation>Options de la ligue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Rich teams pay running costs after each match (the LRB6 rule).</source>
        <translation>Les équipes riches paient des frais de fonctionnement après chaque match (la règle LRB6).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A team with %1 or more in its treasury rolls for a costly blunder after each match.</source>
        <translation>Une équipe ayant %1 ou plus en trésorerie fait un jet d&apos;erreur coûteuse après chaque match.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Teams keep all their winnings.</source>
        <translation>Les équipes gardent tous leurs gains.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A team worth %1 or more pays %3 after each match, and %3 more for every further %2.</source>
        <translation>Une équipe valant %1 ou plus paie %3 après chaque match, et %3 de plus par tranche supplémentaire de %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only used with spiralling expenses.</source>
        <translation>Utilisé seulement avec les dépenses exponentielles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnings as the rulebook gives them.</source>
        <translation>Les gains tels que les donne le livre de règles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For leagues with few teams: a little more gold after every match.</source>
        <translation>Pour les ligues de peu d&apos;équipes : un peu plus d&apos;or après chaque match.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For leagues with few teams: FAME counts twice in the winnings.</source>
        <translation>Pour les ligues de peu d&apos;équipes : la FAME compte double dans les gains.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A random player of each team who could play earns 5 SPP (the LRB6 rule).</source>
        <translation>Un joueur de chaque équipe, tiré au hasard parmi ceux qui pouvaient jouer, gagne 5 PSP (la règle LRB6).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each coach names the player of his team who earns the 5 SPP.</source>
        <translation>Chaque coach désigne le joueur de son équipe qui gagne les 5 PSP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Random, but never a player who died nor a star player or mercenary.</source>
        <translation>Au hasard, mais jamais un joueur mort, un champion ou un mercenaire.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A league needs a name.</source>
        <translation>La ligue doit avoir un nom.</translation>
    </message>
</context>
<context>
    <name>dugout::NewMatchDialog</name>
    <message>
        <location filename="../views/match/NewMatchDialog.cpp" line="+37"/>
        <source>Pre-match sequence and inducements first</source>
        <translation>Séquence d&apos;avant match et primes de match d&apos;abord</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash, handicap and what each team buys for this match, in the rulebook&apos;s order, before the tracker opens</source>
        <translation>Porte-monnaie, prime de match et achats de chaque équipe pour ce match, dans l&apos;ordre du livre de règles, avant l&apos;ouverture du suivi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New exhibition match</source>
        <translation>Nouveau match amical</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track a league fixture</source>
        <translation>Suivre une rencontre de ligue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start match</source>
        <translation>Commencer le match</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Home team:</source>
        <translation>Équipe à domicile :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Away team:</source>
        <translation>Équipe à l&apos;extérieur :</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fixtures not played yet:</source>
        <translation>Rencontres pas encore jouées :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Standard pitch</source>
        <translation>Terrain standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Forge de Sigmar (ice and lava)</source>
        <translation>La Forge de Sigmar (glace et lave)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Forge de Sigmar: the tracker follows its crevasses, lava flows and crests</source>
        <translation>La Forge de Sigmar : le suivi de match tient ses crevasses, coulées de lave et crêtes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pitch:</source>
        <translation>Terrain :</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 · %2 · round %3:  %4 v %5</source>
        <extracomment>A fixture to track: league, season, round, home and away teams.</extracomment>
        <translation>%1 · %2 · journée %3 :  %4 contre %5</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (already tracked)</source>
        <translation>%1 (déjà suivie)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The league&apos;s option: its matches, or this home team&apos;s, are played on this pitch</source>
        <translation>L&apos;option de la ligue : ses matchs, ou ceux de cette équipe à domicile, se jouent sur ce terrain</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two confirmed teams are needed: build them in the Teams area first.</source>
        <translation>Il faut deux équipes confirmées : créez-les d&apos;abord dans l&apos;espace Équipes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A team cannot play itself: choose two different teams.</source>
        <translation>Une équipe ne peut pas jouer contre elle-même : choisissez deux équipes différentes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No league has a fixture left to play.</source>
        <translation>Aucune ligue n&apos;a de rencontre restant à jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+23"/>
        <source>Choose a fixture.</source>
        <translation>Choisissez une rencontre.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Both teams are copied as they stand now: changes made to them later do not change this match.</source>
        <translation>Les deux équipes sont copiées telles qu&apos;elles sont maintenant : les changements apportés ensuite ne modifient pas ce match.</translation>
    </message>
</context>
<context>
    <name>dugout::NewSeasonDialog</name>
    <message>
        <location filename="../views/league/NewSeasonDialog.cpp" line="+35"/>
        <source>New season</source>
        <translation>Nouvelle saison</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Untick a team that sits this season out. With divisions, each division has its own table and round robin.</source>
        <translation>Décochez une équipe qui ne participe pas à cette saison. Avec des divisions, chaque division a son propre classement et son propre calendrier tous contre tous.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Divisions:</source>
        <translation>&amp;Divisions :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start season</source>
        <translation>Commencer la saison</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Division %1</source>
        <extracomment>The default name of a season&apos;s division: &quot;Division 1&quot;.</extracomment>
        <translation>Division %1</translation>
    </message>
</context>
<context>
    <name>dugout::NewTeamDialog</name>
    <message>
        <location filename="../views/team/NewTeamDialog.cpp" line="+53"/>
        <source>New team</source>
        <translation>Nouvelle équipe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (not official)</source>
        <extracomment>A roster from outside the official LRB6 list (Slann, Underworld, Chaos Pact).</extracomment>
        <translation>%1 (non officielle)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not one of the official LRB6 rosters: check that your league allows it.</source>
        <translation>Ce roster ne fait pas partie des rosters officiels LRB6 : vérifiez que votre ligue l&apos;autorise.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Altdorf Reavers</source>
        <translation>Les Ravageurs d&apos;Altdorf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Another colour…</source>
        <translation>Autre couleur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other…</source>
        <translation>Autre…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Roster:</source>
        <translation>&amp;Roster :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Team name:</source>
        <translation>Nom de l&apos;é&amp;quipe :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Coach:</source>
        <translation>&amp;Coach :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour:</source>
        <translation>Couleur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget:</source>
        <translation>Budget :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create team</source>
        <translation>Créer l&apos;équipe</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Team colour</source>
        <translation>Couleur de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (0-%2)</source>
        <translation>%1 (0-%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team re-roll: %1</source>
        <translation>Relance d&apos;équipe : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>apothecary allowed</source>
        <translation>apothicaire autorisé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no apothecary</source>
        <translation>pas d&apos;apothicaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>free Necromancer</source>
        <translation>Nécromancien gratuit</translation>
    </message>
</context>
<context>
    <name>dugout::NextStepPanel</name>
    <message>
        <location filename="../views/match/NextStepPanel.cpp" line="+18"/>
        <source>What the match waits for now (the kick-off, a set-up, the next turn…) and the buttons to do it.</source>
        <translation>Ce qu&apos;attend le match maintenant (le coup d&apos;envoi, une mise en place, le tour suivant…) et les boutons pour le faire.</translation>
    </message>
</context>
<context>
    <name>dugout::OddsCalculatorDialog</name>
    <message>
        <location filename="../views/odds/OddsCalculatorDialog.cpp" line="+31"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move &amp;up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move do&amp;wn</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Odds calculator</source>
        <translation>Calculateur de probabilités</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add step</source>
        <translation>&amp;Ajouter le jet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rolls of the action, in order</source>
        <translation>Jets de l&apos;action, dans l&apos;ordre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Selected roll</source>
        <translation>Jet sélectionné</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Chance that every roll succeeds</source>
        <translation>Chance que tous les jets réussissent</translation>
    </message>
    <message>
        <location line="+118"/>
        <location line="+9"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add the rolls of the action.</source>
        <translation>Ajoutez les jets de l&apos;action.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Without any re-roll: %1</source>
        <translation>Sans aucune relance : %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1; once the team re-roll is spent, %2</source>
        <translation>%1 ; une fois la relance d&apos;équipe utilisée, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. %2, alone %3: %4</source>
        <translation>%1. %2, seul %3 : %4</translation>
    </message>
</context>
<context>
    <name>dugout::OddsSkillsBox</name>
    <message>
        <location filename="../views/odds/OddsSkillsBox.cpp" line="+30"/>
        <source>Player and team</source>
        <translation>Joueur et équipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Team re-roll available</source>
        <translation>Relance d&apos;&amp;équipe disponible</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One team re-roll per turn</source>
        <translation>Une relance d&apos;équipe par tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dodge</source>
        <translation>Esquive</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-roll one failed dodge per turn</source>
        <translation>Relance une esquive ratée par tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sure Feet</source>
        <translation>Équilibre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-roll one failed going for it per turn</source>
        <translation>Relance un Mettre le Paquet raté par tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sure Hands</source>
        <translation>Prise Sûre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-roll one failed pick-up per turn</source>
        <translation>Relance un ramassage raté par tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re-roll one failed pass per turn</source>
        <translation>Relance une passe ratée par tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catch</source>
        <translation>Réception</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The receiver re-rolls one failed catch per turn</source>
        <translation>Le receveur relance une réception ratée par tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pro</source>
        <translation>Pro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once per turn: 4+, then re-roll one of this player&apos;s rolls (not armour, injury or a team-mate&apos;s catch)</source>
        <translation>Une fois par tour : 4+, puis relance d&apos;un jet de ce joueur (ni armure, ni blessure, ni la réception d&apos;un coéquipier)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loner</source>
        <translation>Solitaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4+ before the team re-roll can be used; lost on 1-3</source>
        <translation>4+ avant de pouvoir utiliser la relance d&apos;équipe ; perdue sur 1-3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block</source>
        <translation>Blocage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not knocked down by Both Down</source>
        <translation>Pas plaqué sur Les Deux à Terre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tackle</source>
        <translation>Tacle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The defender&apos;s Dodge does not save him on Defender Stumbles</source>
        <translation>L&apos;Esquive du défenseur ne le sauve pas sur Défenseur Bousculé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mighty Blow</source>
        <translation>Châtaigne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1 to the armour or the injury roll, not both</source>
        <translation>+1 au jet d&apos;armure ou de blessure, pas aux deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claw</source>
        <translation>Griffes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>An armour roll of 8 or more breaks any armour</source>
        <translation>Un jet d&apos;armure de 8 ou plus passe n&apos;importe quelle armure</translation>
    </message>
</context>
<context>
    <name>dugout::OddsStepEditor</name>
    <message>
        <location filename="../views/odds/OddsStepEditor.cpp" line="+54"/>
        <source>Roll &amp;needed:</source>
        <translation>Jet &amp;nécessaire :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sum of the modifiers: -1 per tackle zone, +1 for a quick pass, and so on</source>
        <translation>Somme des modificateurs : -1 par zone de tacle, +1 pour une passe rapide, etc.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Modifiers:</source>
        <translation>&amp;Modificateurs :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player left has &amp;Tackle (no Dodge re-roll)</source>
        <translation>Le joueur quitté a &amp;Tacle (pas de relance d&apos;Esquive)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Block &amp;dice:</source>
        <translation>&amp;Dés de blocage :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attacker&apos;s choice</source>
        <translation>Au choix de l&apos;attaquant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender&apos;s choice</source>
        <translation>Au choix du défenseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Who chooses:</source>
        <translation>&amp;Qui choisit :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defender down, attacker standing</source>
        <translation>Défenseur plaqué, attaquant debout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker stays up (no turnover)</source>
        <translation>L&apos;attaquant reste debout (pas de turnover)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+37"/>
        <source>&amp;Needed:</source>
        <translation>&amp;Résultat voulu :</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Defender has &amp;Block</source>
        <translation>Le défenseur a &amp;Blocage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender has D&amp;odge</source>
        <translation>Le défenseur a &amp;Esquive</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender has &amp;Wrestle</source>
        <translation>Le défenseur a &amp;Lutte</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Victim&apos;s &amp;armour value:</source>
        <translation>&amp;Armure de la victime :</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Knocked out or worse (8+)</source>
        <translation>K.O. ou pire (8+)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualty (10+)</source>
        <translation>Sortie (10+)</translation>
    </message>
</context>
<context>
    <name>dugout::OddsStrip</name>
    <message>
        <location filename="../views/match/OddsStrip.cpp" line="+20"/>
        <source>Odds… (O)</source>
        <translation>Probabilités… (O)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The action whose usual rolls the odds are worked out for</source>
        <translation>L&apos;action dont les jets habituels sont calculés</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The action the odds are worked out for, for the selected player: its usual rolls (dodge, block, pass and catch, armour…).</source>
        <translation>L&apos;action dont les chances sont calculées pour le joueur sélectionné : ses jets habituels (esquive, blocage, passe et réception, armure…).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The exact chance that every roll of the action succeeds, with the re-rolls the player and his team have now, then without any re-roll. The rolls counted are in the tooltip.</source>
        <translation>La probabilité exacte que tous les jets de l&apos;action réussissent, avec les relances dont le joueur et son équipe disposent maintenant, puis sans aucune relance. Les jets comptés sont dans l&apos;infobulle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opens the odds calculator on this action with the player&apos;s skills and the team re-roll ticked, to change the rolls, modifiers or re-rolls (O).</source>
        <translation>Ouvre le calculateur de chances sur cette action avec les compétences du joueur et la relance d&apos;équipe cochées, pour changer les jets, les modificateurs ou les relances (O).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open the odds calculator on this action, with this player&apos;s skills and the team&apos;s re-roll (O)</source>
        <translation>Ouvrir le calculateur de probabilités sur cette action, avec les compétences de ce joueur et la relance d&apos;équipe (O)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Odds of</source>
        <translation>Probabilités de</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>select a player</source>
        <translation>— choisissez d&apos;abord un joueur</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1, %2 without re-roll</source>
        <extracomment>The odds beside the selected player: &quot;8/9 (88.9%), 2/3 (66.7%) without re-roll&quot;.</extracomment>
        <translation>%1, %2 sans relance</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Odds — #%1 %2, %3</source>
        <extracomment>The calculator&apos;s title from the tracker: &quot;Odds — #7 Greta Hoffmann, Blitz&quot;.</extracomment>
        <translation>Probabilités — n°%1 %2, %3</translation>
    </message>
</context>
<context>
    <name>dugout::OvertimeDialog</name>
    <message>
        <location filename="../views/match/OvertimeDialog.cpp" line="+14"/>
        <source>Overtime</source>
        <translation>Prolongation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sudden death: eight more turns each, the first touchdown wins. Re-rolls left carry over; no new ones. Toss a coin for the kick-off:</source>
        <translation>Mort subite : huit tours de plus chacun, le premier touchdown gagne. Les relances restantes sont conservées ; aucune nouvelle. Pile ou face pour le coup d&apos;envoi :</translation>
    </message>
</context>
<context>
    <name>dugout::PlaceholderPage</name>
    <message>
        <location filename="../views/pages/PlaceholderPage.cpp" line="+18"/>
        <source>This area is not built yet.</source>
        <translation>Cette partie n&apos;est pas encore construite.</translation>
    </message>
</context>
<context>
    <name>dugout::PlayerEventsTable</name>
    <message>
        <location filename="../views/league/result/PlayerEventsTable.cpp" line="+61"/>
        <source>#</source>
        <extracomment>Column titles of the player table of a match result: shirt number, name, position, then completions, touchdowns, interceptions and casualties inflicted, abbreviated.</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cp</source>
        <translation>Réu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD</source>
        <translation>TD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Int</source>
        <translation>Int</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cas</source>
        <translation>Sor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shirt number</source>
        <translation>Numéro de maillot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Completions: accurate passes caught by a team-mate (1 SPP each)</source>
        <translation>Réussites de passe : passes précises attrapées par un coéquipier (1 PSP chacune)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns (3 SPP each)</source>
        <translation>Touchdowns (3 PSP chacun)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interceptions (2 SPP each)</source>
        <translation>Interceptions (2 PSP chacune)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties inflicted by blocking or being blocked (2 SPP each); not by the crowd, a foul or a secret weapon</source>
        <translation>Sorties infligées en bloquant ou en étant bloqué (2 PSP chacune) ; pas par la foule, une agression ou une arme secrète</translation>
    </message>
</context>
<context>
    <name>dugout::PlayerRecordPanel</name>
    <message>
        <location filename="../views/team/PlayerRecordPanel.cpp" line="+86"/>
        <source>No player selected</source>
        <translation>Aucun joueur sélectionné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a player in the roster to see the record.</source>
        <translation>Choisissez un joueur dans l&apos;effectif pour voir sa fiche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1 %2</source>
        <translation>N°%1 %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Value %1</source>
        <translation>Valeur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting: %1</source>
        <translation>Au départ : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gained %1: %2</source>
        <translation>Acquises %1 : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gained on a double %1: %2</source>
        <translation>Acquises sur un double %1 : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+16"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>COMP %1 · TD %2 · INT %3 · CAS %4 · MVP %5</source>
        <extracomment>Career figures: completions, touchdowns, interceptions, casualties, MVP awards.</extracomment>
        <translation>REU %1 · TD %2 · INT %3 · SOR %4 · JPV %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Star player points</source>
        <translation>Points de star</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches played: %1</source>
        <translation>Matchs joués : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Injuries</source>
        <translation>Blessures</translation>
    </message>
</context>
<context>
    <name>dugout::PlayerTableModel</name>
    <message>
        <location filename="../models/PlayerTableModel.cpp" line="+172"/>
        <location line="+123"/>
        <source>◆ gained through advancement, ◆◆ gained on a double</source>
        <translation>◆ acquise par progression, ◆◆ acquise sur un double</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>%1: %2 for the position, %3 from advancement</source>
        <translation>%1 : %2 pour le poste, %3 par progression</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>#</source>
        <extracomment>Column of shirt numbers.</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Injuries</source>
        <extracomment>Short column title for injuries.</extracomment>
        <translation>Blessures</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SPP</source>
        <extracomment>Star player points.</extracomment>
        <translation>PSP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shirt number (double-click to change)</source>
        <translation>Numéro de maillot (double-clic pour le changer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click to rename</source>
        <translation>Double-clic pour renommer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MNG misses the next game, n1 one niggling injury, −1 a characteristic lost</source>
        <translation>RPM rate le prochain match, bp1 une blessure persistante, −1 une caractéristique perdue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Star player points and level; ▸ an advancement roll is waiting</source>
        <translation>Points de star et niveau ; ▸ un jet de progression attend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player&apos;s value in team value: cost plus advancements</source>
        <translation>La valeur du joueur dans la valeur d&apos;équipe : coût plus progressions</translation>
    </message>
</context>
<context>
    <name>dugout::PlayoffsDialog</name>
    <message>
        <location filename="../views/league/PlayoffsDialog.cpp" line="+50"/>
        <source>&amp;Draw the semi-finals</source>
        <translation>&amp;Tirer les demi-finales</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create the &amp;final</source>
        <translation>Créer la &amp;finale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End-of-season playoffs</source>
        <translation>Tournoi de fin de saison</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (the league&apos;s points)</source>
        <extracomment>The criterion matching the league&apos;s own points, chosen when the dialog opens.</extracomment>
        <translation>%1 (les points de la ligue)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None: the league&apos;s own tournament</source>
        <translation>Aucun : le tournoi propre à la ligue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The major whose edition these semi-finals are: its final&apos;s winner holds the trophy</source>
        <translation>Le tournoi majeur dont ces demi-finales sont l&apos;édition : le vainqueur de sa finale détient le trophée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The D3 that names the first team&apos;s opponent (l.4013–4014); left at &quot;–&quot; it is rolled when you draw</source>
        <translation>Le D3 qui désigne l&apos;adversaire de la première équipe (l.4013–4014) ; laissé à « – », il est lancé au tirage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Criterion:</source>
        <translation>&amp;Critère :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Major:</source>
        <translation>&amp;Majeur :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D3 for the pairing:</source>
        <translation>D3 du tirage :</translation>
    </message>
    <message>
        <location line="+56"/>
        <location line="+12"/>
        <source>This league has no season yet.</source>
        <translation>Cette ligue n&apos;a pas encore de saison.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Store the two semi-finals in the season&apos;s schedule</source>
        <translation>Enregistrer les deux demi-finales dans le calendrier de la saison</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 v %2: the winners of the semi-finals</source>
        <translation>%1 contre %2 : les vainqueurs des demi-finales</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1=</source>
        <translation>%1=</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 are level at the cut: the rulebook leaves the tie to the commissioner (l.3933–3935); Dugout draws the places left by lot among them when you draw.</source>
        <translation>%1 sont à égalité à la limite : le livre de règles laisse l&apos;égalité au commissaire (l.3933–3935) ; Dugout tire au sort entre elles les places restantes lors du tirage.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The four teams are split between the two semi-finals by lot (l.4013–4014): the D3 names the first team&apos;s opponent.</source>
        <translation>Les quatre équipes sont réparties entre les deux demi-finales par tirage au sort (l.4013–4014) : le D3 désigne l&apos;adversaire de la première équipe.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Semi-final %1: %2 v %3</source>
        <translation>Demi-finale %1 : %2 contre %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Final: %1 v %2</source>
        <translation>Finale : %1 contre %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> — played, %1–%2</source>
        <translation> — jouée, %1–%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No semi-final drawn in this season yet.</source>
        <translation>Aucune demi-finale tirée dans cette saison pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Rolls for the places at the cut: %1.</source>
        <translation>Jets pour les places à la limite : %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>D3 for the pairing: %1 (%2).</source>
        <translation>D3 du tirage : %1 (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>typed</source>
        <translation>saisi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rolled</source>
        <translation>lancé</translation>
    </message>
</context>
<context>
    <name>dugout::PoolsTab</name>
    <message>
        <location filename="../views/tournament/PoolsTab.cpp" line="+62"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD</source>
        <translation>TD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CAS</source>
        <translation>SOR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns scored–conceded</source>
        <translation>Touchdowns marqués–encaissés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties inflicted–suffered</source>
        <translation>Sorties infligées–subies</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>A place that goes on to the knockout</source>
        <translation>Une place qualificative pour l&apos;élimination directe</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Then a knockout: the best %n of each pool go through, pool winners seeded first.</source>
        <translation>
            <numerusform>Puis une élimination directe : le premier de chaque poule se qualifie, les vainqueurs de poule en tête de série.</numerusform>
            <numerusform>Puis une élimination directe : les %n premiers de chaque poule se qualifient, les vainqueurs de poule en tête de série.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of the pools&apos; %2 games played so far (%3 rounds).</source>
        <translation>%1 des %2 matchs de poule joués pour l&apos;instant (%3 rondes).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pools are played. The knockout&apos;s seeds: %1. The Bracket tab shows the knockout.</source>
        <translation>Les poules sont jouées. Têtes de série de l&apos;élimination directe : %1. L&apos;onglet Tableau montre l&apos;élimination directe.</translation>
    </message>
</context>
<context>
    <name>dugout::PositionTableModel</name>
    <message>
        <location filename="../models/PositionTableModel.cpp" line="+57"/>
        <source>0-%1</source>
        <translation>0-%1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Qty</source>
        <translation>Qté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double</source>
        <translation>Double</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many players of this position a team may hold</source>
        <translation>Combien de joueurs de ce poste une équipe peut avoir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Skill categories open on any advancement roll</source>
        <translation>Catégories de compétences accessibles sur tout jet de progression</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skill categories open only when the advancement roll is a double</source>
        <translation>Catégories de compétences accessibles seulement sur un double</translation>
    </message>
</context>
<context>
    <name>dugout::PostMatchPreviewPage</name>
    <message>
        <location filename="../views/league/result/PostMatchPreviewPage.cpp" line="+71"/>
        <source>Re-roll all dice</source>
        <translation>Relancer tous les dés</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+123"/>
        <source>The winner re-rolls the winnings die</source>
        <translation>Le vainqueur relance le dé des gains</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Roll again every die Dugout rolled; the dice you typed stay</source>
        <translation>Relancer tous les dés lancés par Dugout ; les dés que vous avez saisis restent</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Nothing is stored until you confirm. Advancement rolls earned in this match then wait on the players: the coaches resolve them in the Teams area with Advance.</source>
        <translation>Rien n&apos;est enregistré avant votre validation. Les jets de progression gagnés pendant ce match attendent ensuite sur les joueurs : les coachs les résolvent dans l&apos;espace Équipes avec Progression.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Journeymen to hire for good (the others are released):</source>
        <translation>Journaliers à engager définitivement (les autres sont libérés) :</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>#%1 %2 (%3, %4)</source>
        <extracomment>A journeyman to hire for good: number, name, position, price.</extracomment>
        <translation>N°%1 %2 (%3, %4)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 re-rolls the winnings die</source>
        <translation>%1 relance le dé des gains</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner may re-roll the D6 of its winnings once, and must keep the second roll</source>
        <translation>Le vainqueur peut relancer une fois le D6 de ses gains, et doit garder le second jet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw: no team may re-roll its winnings die</source>
        <translation>Match nul : aucune équipe ne peut relancer son dé de gains</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnings</source>
        <extracomment>Gold won after the match; %1 is e.g. &quot;+60,000 gp&quot;.</extracomment>
        <translation>Gains</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expenses</source>
        <translation>Dépenses</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Petty cash spent</source>
        <translation>Porte-monnaie dépensé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Petty cash back</source>
        <translation>Porte-monnaie rendu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap</source>
        <extracomment>The weaker team&apos;s handicap: &quot;500,000 gp, 60,000 gp not spent (lost)&quot;.</extracomment>
        <translation>Prime de match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, %2 not spent (lost)</source>
        <translation>%1, dont %2 non dépensés (perdus)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gate</source>
        <extracomment>Gate and FAME of a team: &quot;12,000 fans · FAME +1&quot;.</extracomment>
        <translation>Affluence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 fans · FAME %2</source>
        <translation>%1 spectateurs · FAME %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fan factor</source>
        <translation>Popularité</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team value</source>
        <translation>Valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>an induced player (lost)</source>
        <translation>un joueur acheté en prime de match (perdu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1 %2</source>
        <translation>N°%1 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#%1</source>
        <translation>N°%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MVP</source>
        <translation>JPV</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+12"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>#%1 %2 %3%4</source>
        <translation>N°%1 %2 %3%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Advancement rolls</source>
        <translation>Jets de progression</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No journeyman</source>
        <translation>Pas de journalier</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A free journeyman with Loner, from a 0-16 or 0-12 position; the coach may decline</source>
        <translation>Un journalier gratuit avec Solitaire, d&apos;une position 0-16 ou 0-12 ; le coach peut refuser</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Free journeymen to reach 11 players (the coach may take up to %n):</source>
        <extracomment>%n is how many free journeymen the team may take.</extracomment>
        <translation>
            <numerusform>Journaliers gratuits pour atteindre 11 joueurs (le coach peut en prendre jusqu&apos;à %n) :</numerusform>
            <numerusform>Journaliers gratuits pour atteindre 11 joueurs (le coach peut en prendre jusqu&apos;à %n) :</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dugout::PreMatchDialog</name>
    <message>
        <location filename="../views/match/PreMatchDialog.cpp" line="+29"/>
        <source>Pre-match</source>
        <translation>Avant-match</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Weather (2D6):</source>
        <translation>Météo (2D6) :</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>%1 gate (2D6):</source>
        <extracomment>Gate dice of a team in the pre-match dialog; %1 is the team name.</extracomment>
        <translation>Affluence de %1 (2D6) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coin toss:</source>
        <translation>Pile ou face :</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2), Morley (1–3 out):</source>
        <translation>%1 (%2), Morley (1–3 : absent) :</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>rolled first, before the inducements</source>
        <translation>tirée en premier, avant les primes de match</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+16"/>
        <source>Left at –, the weather is rolled by Dugout.</source>
        <translation>Laissée à –, la météo est lancée par Dugout.</translation>
    </message>
</context>
<context>
    <name>dugout::PreMatchInducementsDialog</name>
    <message>
        <location filename="../views/inducements/PreMatchInducementsDialog.cpp" line="+47"/>
        <source>Pre-match sequence: %1 v %2</source>
        <translation>Séquence d&apos;avant match : %1 contre %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1. Weather: type the 2D6 rolled at the table, or roll them here.  2. Petty cash: the team of higher team value declares first.  3. Handicap: the difference goes to the weaker team.  4. Purchases: the stronger team first when it spends petty cash.</source>
        <translation>1. Météo : saisissez les 2D6 lancés à la table, ou lancez-les ici.  2. Porte-monnaie : l’équipe de plus forte valeur déclare en premier.  3. Prime de match : la différence va à l’équipe la plus faible.  4. Achats : l’équipe la plus forte d’abord si elle dépense son porte-monnaie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. Weather: type the 2D6 rolled at the table, or roll them here.  2. Handicap: the difference of the team values goes to the weaker team (an exhibition has no petty cash).  3. Purchases: both teams at once.</source>
        <translation>1. Météo : saisissez les 2D6 lancés à la table, ou lancez-les ici.  2. Prime de match : la différence des valeurs d&apos;équipe va à l&apos;équipe la plus faible (un match amical n&apos;a pas de porte-monnaie).  3. Achats : les deux équipes en même temps.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A match of the end-of-season tournament: the league gives no handicap gold, only petty cash buys inducements.</source>
        <translation>Un match du tournoi de fin de saison : la ligue ne donne pas de prime de match, seul le porte-monnaie achète des primes.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Use these inducements</source>
        <translation>Garder ces primes de match</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Weather 2D6:</source>
        <translation>Météo 2D6 :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A die of the weather roll, as it fell at the table</source>
        <translation>Un dé du jet de météo, tel qu’il est tombé à la table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use these dice</source>
        <translation>Utiliser ces dés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll for me</source>
        <translation>Lancer pour moi</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Type both dice (1 to 6), or roll them here.</source>
        <translation>Saisissez les deux dés (1 à 6), ou lancez-les ici.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (2D6 %2 + %3 = %4)</source>
        <translation>%1 (2D6 %2 + %3 = %4)</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+142"/>
        <source>%1 (home)</source>
        <translation>%1 (domicile)</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+142"/>
        <source>%1 (away)</source>
        <translation>%1 (visiteur)</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Petty cash in steps of 10,000 gp, up to the treasury</source>
        <translation>Porte-monnaie par pas de 10 000 po, jusqu&apos;à la trésorerie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gold moved from the treasury for this match; it adds to the team value for the match</source>
        <translation>Or transféré de la trésorerie pour ce match ; il s&apos;ajoute à la valeur d&apos;équipe pour le match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare</source>
        <translation>Déclarer</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Done buying</source>
        <translation>Achats terminés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Petty cash:</source>
        <translation>Porte-monnaie :</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>▶ %1: your turn</source>
        <translation>▶ %1 : à vous</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> (equal team values: the home team)</source>
        <translation> (valeurs égales : l&apos;équipe à domicile)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (higher team value)</source>
        <translation> (plus grande valeur d&apos;équipe)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weather first: type the 2D6 rolled at the table, or roll them.</source>
        <translation>D’abord la météo : saisissez les 2D6 lancés à la table, ou lancez-les.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Petty cash: %1 declares first%2.</source>
        <translation>Porte-monnaie : %1 déclare en premier%2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Petty cash: %1 declares now.</source>
        <translation>Porte-monnaie : %1 déclare maintenant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Purchases: %1 buys first (the stronger team spends petty cash); %2 waits.</source>
        <translation>Achats : %1 achète en premier (l&apos;équipe la plus forte dépense son porte-monnaie) ; %2 attend.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Purchases: %1 buys now.</source>
        <translation>Achats : %1 achète maintenant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Purchases: both teams buy.</source>
        <translation>Achats : les deux équipes achètent.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Team value</source>
        <translation>Valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Petty cash</source>
        <translation>Porte-monnaie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match team value</source>
        <translation>Valeur pour le match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handicap</source>
        <translation>Prime de match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold left</source>
        <translation>Or restant</translation>
    </message>
</context>
<context>
    <name>dugout::PurchaseTimer</name>
    <message>
        <location filename="../views/inducements/PurchaseTimer.cpp" line="+16"/>
        <location line="+45"/>
        <source>Start the 4-minute timer</source>
        <translation>Lancer le minuteur de 4 minutes</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>The rulebook suggests four minutes to choose inducements</source>
        <translation>Le livre de règles propose quatre minutes pour choisir les primes de match</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Stop the timer</source>
        <translation>Arrêter le minuteur</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Time is up</source>
        <translation>Temps écoulé</translation>
    </message>
</context>
<context>
    <name>dugout::RecordResultDialog</name>
    <message>
        <location filename="../views/league/result/RecordResultDialog.cpp" line="+51"/>
        <source>◂ Back</source>
        <translation>◂ Retour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview ▸</source>
        <translation>Aperçu ▸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm result</source>
        <translation>Valider le résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the result, to correct it</source>
        <translation>Revenir au résultat pour le corriger</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the result and preview the post-match sequence; nothing is stored yet</source>
        <translation>Vérifier le résultat et prévisualiser la séquence d&apos;après-match ; rien n&apos;est encore enregistré</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>A match outside the schedule. Home team:</source>
        <translation>Un match hors calendrier. Équipe à domicile :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Away team:</source>
        <translation>Équipe à l&apos;extérieur :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pre-match sequence and inducements…</source>
        <translation>Séquence d&apos;avant match et primes de match…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Petty cash, handicap and what each team bought, in the rulebook&apos;s order</source>
        <translation>Porte-monnaie, prime de match et achats de chaque équipe, dans l&apos;ordre du livre de règles</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No concession</source>
        <translation>Pas d&apos;abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conceded before kick-off, with 2 or fewer players able to play</source>
        <translation>Abandon avant le coup d&apos;envoi, avec 2 joueurs ou moins en état de jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conceded during the match</source>
        <translation>Abandon pendant le match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A conceding team never wins gold and gives its MVP to the opponent. Conceding during the match also gives its winnings to the winner and costs 1 fan factor and its 51+ SPP veterans may leave; before kick-off with 2 or fewer players able to play it costs no more</source>
        <translation>Une équipe qui abandonne ne gagne jamais d&apos;or et donne son JPV à l&apos;adversaire. Abandonner pendant le match donne aussi ses gains au vainqueur, coûte 1 point de popularité et ses vétérans de 51 PSP ou plus peuvent partir ; avant le coup d&apos;envoi avec 2 joueurs ou moins en état de jouer, cela ne coûte rien de plus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Concession:</source>
        <translation>Abandon :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by</source>
        <translation>par</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A team of this match could not be read:</source>
        <translation>Une équipe de ce match n&apos;a pas pu être lue :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match result: %1 – %2</source>
        <extracomment>Window title; %1 and %2 are the home and away teams.</extracomment>
        <translation>Résultat du match : %1 – %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Store both teams and the match as previewed</source>
        <translation>Enregistrer les deux équipes et le match tels que prévisualisés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The preview has problems: see the message above</source>
        <translation>L&apos;aperçu présente des problèmes : voir le message ci-dessus</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The inducements of this match break the rules:</source>
        <translation>Les primes de match de ce match enfreignent les règles :</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>The result cannot be recorded as it is:</source>
        <translation>Le résultat ne peut pas être enregistré en l&apos;état :</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The post-match sequence refused this result:</source>
        <translation>La séquence d&apos;après-match a refusé ce résultat :</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The result could not be stored: %1</source>
        <translation>Le résultat n&apos;a pas pu être enregistré : %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2 – %3 %4 is recorded.</source>
        <translation>%1 %2 – %3 %4 est enregistré.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n advancement roll(s) wait on the players: resolve them in the Teams area with Advance.</source>
        <translation>
            <numerusform>%n jet de progression attend sur les joueurs : résolvez-le dans l&apos;espace Équipes avec Progression.</numerusform>
            <numerusform>%n jets de progression attendent sur les joueurs : résolvez-les dans l&apos;espace Équipes avec Progression.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No advancement roll is waiting.</source>
        <translation>Aucun jet de progression n&apos;est en attente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result recorded</source>
        <translation>Résultat enregistré</translation>
    </message>
</context>
<context>
    <name>dugout::RerollPips</name>
    <message>
        <location filename="../views/match/RerollPips.cpp" line="+22"/>
        <source>%1 team re-rolls left (%2 at the start of the half)</source>
        <extracomment>Tooltip of the re-roll pips; %1 re-rolls left of %2 at the start of the half.</extracomment>
        <translation>%1 relances d&apos;équipe restantes (%2 au début de la mi-temps)</translation>
    </message>
</context>
<context>
    <name>dugout::RosterBrowser</name>
    <message>
        <location filename="../views/rulebook/RosterBrowser.cpp" line="+113"/>
        <source>Star players who play for %1</source>
        <translation>Champions qui jouent pour %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No star player plays for %1</source>
        <translation>Aucun champion ne joue pour %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team re-roll: %1</source>
        <translation>Relance d&apos;équipe : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apothecary: allowed</source>
        <translation>Apothicaire : autorisé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Apothecary: not allowed</source>
        <translation>Apothicaire : interdit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free Necromancer</source>
        <translation>Nécromancien gratuit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra team, not one of the official LRB6 teams</source>
        <translation>Équipe supplémentaire, hors des équipes officielles LRB6</translation>
    </message>
</context>
<context>
    <name>dugout::RosterListModel</name>
    <message>
        <location filename="../models/RosterListModel.cpp" line="+40"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Official</source>
        <translation>Officielle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Extra</source>
        <translation>Supplémentaire</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not one of the official LRB6 teams; a league decides whether it may play.</source>
        <translation>%1 ne fait pas partie des équipes officielles LRB6 ; chaque ligue décide si elle peut jouer.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-roll</source>
        <translation>Relance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price of one team re-roll when the team is created; ×%1 afterwards</source>
        <translation>Prix d&apos;une relance d&apos;équipe à la création ; ×%1 ensuite</translation>
    </message>
</context>
<context>
    <name>dugout::RosterPanel</name>
    <message>
        <location filename="../views/match/RosterPanel.cpp" line="+53"/>
        <source>The team&apos;s players with their number, position, characteristics and skills, and a chip for where each is (reserves, on the pitch, knocked out, casualty, sent off). Click a player, or type his shirt number, to select him for the action buttons.</source>
        <translation>Les joueurs de l&apos;équipe avec leur numéro, poste, caractéristiques et compétences, et une pastille indiquant où chacun se trouve (réserves, sur le terrain, K.-O., sorti, expulsé). Cliquez sur un joueur, ou tapez son numéro, pour le sélectionner pour les boutons d&apos;action.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many of the team&apos;s players are on the pitch, in reserve, knocked out or out of the match.</source>
        <translation>Combien de joueurs de l&apos;équipe sont sur le terrain, en réserve, K.-O. ou hors du match.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+114"/>
        <source>Acted</source>
        <translation>A agi</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>SPP events</source>
        <translation>Actions PSP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Has taken an action this turn</source>
        <translation>A déjà effectué une action ce tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdowns (TD), completions (CP), interceptions (INT) and casualties (CAS) of this match</source>
        <translation>Touchdowns (TD), passes réussies (REU), interceptions (INT) et sorties (SOR) de ce match</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1, %2</source>
        <extracomment>A player&apos;s name and position in the roster&apos;s tooltip beside the Forge pitch.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>✓ acted</source>
        <translation>✓ a agi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>On the pitch: %1</source>
        <translation>Sur le terrain : %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <extracomment>Summary under a roster panel: a status and the shirt numbers in it (&quot;KO: 7, 9&quot;).</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>dugout::RoundRobinDialog</name>
    <message>
        <location filename="../views/league/RoundRobinDialog.cpp" line="+22"/>
        <source>&amp;Single: every team meets every other once</source>
        <translation>&amp;Simple : chaque équipe rencontre chacune des autres une fois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Double: twice, home and away</source>
        <translation>&amp;Double : deux fois, aller et retour</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round robin</source>
        <translation>Tous contre tous</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Legs:</source>
        <translation>Formule :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First &amp;round:</source>
        <translation>Première &amp;journée :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 teams: %2 rounds (%3 to %4), %5 fixtures</source>
        <translation>%1 équipes : %2 journées (%3 à %4), %5 rencontres</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each division plays its own round robin.</source>
        <translation>Chaque division a son propre calendrier tous contre tous.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With an odd number of teams, one team rests each round.</source>
        <translation>Avec un nombre impair d&apos;équipes, une équipe est exempte à chaque journée.</translation>
    </message>
</context>
<context>
    <name>dugout::RoundTab</name>
    <message>
        <location filename="../views/tournament/RoundTab.cpp" line="+58"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Home</source>
        <translation>Domicile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Away</source>
        <translation>Extérieur</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+37"/>
        <source>Casualties</source>
        <translation>Sorties</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Touchdowns of the home coach</source>
        <translation>Touchdowns du coach à domicile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touchdowns of the away coach</source>
        <translation>Touchdowns du coach à l&apos;extérieur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties inflicted by the home coach</source>
        <translation>Sorties infligées par le coach à domicile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casualties inflicted by the away coach</source>
        <translation>Sorties infligées par le coach à l&apos;extérieur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A knockout game needs a winner: after a level score, who won the sudden death</source>
        <translation>Un match à élimination directe doit avoir un vainqueur : après un score nul, qui a gagné la mort subite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Went through:</source>
        <translation>Qualifié :</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+300"/>
        <source>Save result</source>
        <translation>Enregistrer le résultat</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Result with players…</source>
        <translation>Résultat avec les joueurs…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round:</source>
        <translation>Ronde :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Touchdowns</source>
        <translation>Touchdowns</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Table %1: %2 v %3</source>
        <translation>Table %1 : %2 c. %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a table to enter its result.</source>
        <translation>Choisissez une table pour saisir son résultat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the score decides</source>
        <translation>le score décide</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+56"/>
        <source>Pair round %1</source>
        <translation>Apparier la ronde %1</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Pairs the bracket&apos;s next round: the winners meet, as the bracket shows</source>
        <translation>Apparie la ronde suivante du tableau : les vainqueurs se rencontrent, comme le montre le tableau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairs every coach still in, exactly: no rematch, nearest scores, the bye to the lowest-ranked coach without one</source>
        <translation>Apparie exactement tous les coachs encore en lice : sans revanche, scores les plus proches, l&apos;exemption au moins bien classé qui n&apos;en a pas eu</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+61"/>
        <location line="+8"/>
        <source>Take round %1 back</source>
        <translation>Annuler la ronde %1</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Round %1 already has results: it can no longer be paired again.</source>
        <translation>La ronde %1 a déjà des résultats : elle ne peut plus être appariée à nouveau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+16"/>
        <source>Choose a table in the list first.</source>
        <translation>Choisissez d&apos;abord une table dans la liste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the result with each player&apos;s star player points and injuries</source>
        <translation>Saisir le résultat avec les PSP et les blessures de chaque joueur</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Round %1 paired.</source>
        <translation>Ronde %1 appariée.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Round %1 paired: %n rematch(es), pairing cost %2.</source>
        <translation>
            <numerusform>Ronde %1 appariée : %n revanche, coût de l&apos;appariement %2.</numerusform>
            <numerusform>Ronde %1 appariée : %n revanches, coût de l&apos;appariement %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the pairings of round %1 back? The round can then be paired again.</source>
        <translation>Annuler les appariements de la ronde %1 ? La ronde pourra alors être appariée à nouveau.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Post-match sequence</source>
        <translation>Séquence d&apos;après-match</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Result with players</source>
        <translation>Résultat avec les joueurs</translation>
    </message>
</context>
<context>
    <name>dugout::RuleTableModel</name>
    <message>
        <location filename="../models/RuleTableModel.cpp" line="+39"/>
        <source>Kick-off</source>
        <translation>Coup d&apos;envoi</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+42"/>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Injury</source>
        <translation>Blessure</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+96"/>
        <source>Casualty</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Agility</source>
        <translation>Agilité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Star player points</source>
        <translation>Points de star</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Experience levels</source>
        <translation>Niveaux d&apos;expérience</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>Advancement</source>
        <translation>Progression</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Value increases</source>
        <translation>Hausses de valeur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spiralling expenses</source>
        <translation>Dépenses exponentielles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expensive mistakes</source>
        <translation>Erreurs coûteuses</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+17"/>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+8"/>
        <location line="+17"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Rolled at every kick-off, once the ball is placed and before it lands.</source>
        <translation>Lancé à chaque coup d&apos;envoi, une fois le ballon placé et avant qu&apos;il ne retombe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rolled before the match, and again on a Changing Weather kick-off.</source>
        <translation>Lancé avant le match, puis à nouveau sur un coup d&apos;envoi Changement de météo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rolled when a player&apos;s armour is broken, with any modifier (Mighty Blow, Dirty Player…).</source>
        <translation>Lancé quand l&apos;armure d&apos;un joueur est passée, avec les modificateurs éventuels (Châtaigne, Joueur vicieux…).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rolled for each new experience level. Any roll may take a new skill instead; a double also opens the position&apos;s double categories.</source>
        <translation>Lancé à chaque nouveau niveau d&apos;expérience. Tout résultat peut être remplacé par une nouvelle compétence ; un double ouvre aussi les catégories doubles du poste.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+13"/>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>D68</source>
        <translation>D68</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll a D6 for the tens and a D8 for the units: 11 to 68, with no 19, 20, 29, 30…</source>
        <translation>Lancez un D6 pour les dizaines et un D8 pour les unités : de 11 à 68, sans 19, 20, 29, 30…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D6 needed</source>
        <translation>D6 requis</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+21"/>
        <location line="+57"/>
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before modifiers. Whatever the modifiers, a 1 always fails and a 6 always succeeds.</source>
        <translation>Avant modificateurs. Quels que soient les modificateurs, un 1 échoue toujours et un 6 réussit toujours.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>SPP</source>
        <translation>PSP</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Star player points a player earns for each of these in a match.</source>
        <translation>Points de star gagnés par un joueur pour chacune de ces actions pendant un match.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advancement rolls</source>
        <translation>Jets de progression</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player makes one advancement roll for each level he reaches; the last column counts them from the start of his career.</source>
        <translation>Un joueur fait un jet de progression à chaque niveau atteint ; la dernière colonne les compte depuis le début de sa carrière.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player value</source>
        <translation>Valeur du joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 %1</source>
        <translation>+1 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New skill</source>
        <translation>Nouvelle compétence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New skill from a double category</source>
        <translation>Nouvelle compétence d&apos;une catégorie double</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What each advancement adds to the player&apos;s value, and so to the team value.</source>
        <translation>Ce que chaque progression ajoute à la valeur du joueur, et donc à la valeur d&apos;équipe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team value from</source>
        <translation>Valeur d&apos;équipe à partir de</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expenses per match</source>
        <translation>Dépenses par match</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>and so on</source>
        <translation>et ainsi de suite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>+%1 per %2</source>
        <translation>+%1 par tranche de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The LRB6 default for expenses after a match. From a team value of %1, every further %2 adds %3; a league may change the threshold and the step.</source>
        <translation>La règle LRB6 par défaut pour les dépenses d&apos;après-match. À partir d&apos;une valeur d&apos;équipe de %1, chaque tranche supplémentaire de %2 ajoute %3 ; une ligue peut changer le seuil et la tranche.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A league option in place of spiralling expenses: after each match, a team with %1 or more in its treasury rolls a D6 on its row.</source>
        <translation>Une option de ligue à la place des dépenses exponentielles : après chaque match, une équipe ayant %1 ou plus en trésorerie lance un D6 sur sa ligne.</translation>
    </message>
</context>
<context>
    <name>dugout::RulebookPage</name>
    <message>
        <location filename="../views/rulebook/RulebookPage.cpp" line="+29"/>
        <source>Rosters</source>
        <translation>Listes d&apos;équipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star players</source>
        <translation>Champions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inducements</source>
        <translation>Primes de match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables</source>
        <translation>Tableaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special play cards</source>
        <translation>Cartes spéciales</translation>
    </message>
</context>
<context>
    <name>dugout::ScheduleModel</name>
    <message>
        <location filename="../models/ScheduleModel.cpp" line="+123"/>
        <source>Round %1 · played</source>
        <extracomment>A round whose fixtures are all played: &quot;Round 2 · played&quot;.</extracomment>
        <translation>Journée %1 · jouée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · %2 of %3 played</source>
        <extracomment>How much of a round is played: &quot;Round 4 · 1 of 3 played&quot;.</extracomment>
        <translation>Journée %1 · %2 sur %3 jouées</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1</source>
        <translation>Journée %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (conceded)</source>
        <extracomment>A team that conceded the match, in the schedule.</extracomment>
        <translation>%1 (abandon)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>played</source>
        <translation>jouée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>v</source>
        <extracomment>Between the two teams of a fixture not played yet (&quot;versus&quot;).</extracomment>
        <translation>contre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>being tracked</source>
        <extracomment>A fixture whose match is being followed in the Matches area right now.</extracomment>
        <translation>en cours de suivi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 v %2</source>
        <extracomment>A fixture: home team, then away team.</extracomment>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — being tracked in the Matches area</source>
        <translation>%1 — suivi dans l&apos;espace Matchs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — played: undo the result to change it</source>
        <translation>%1 — jouée : annulez le résultat pour la modifier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — not played yet</source>
        <translation>%1 — pas encore jouée</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Home</source>
        <translation>Domicile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Away</source>
        <translation>Extérieur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Live</source>
        <extracomment>The schedule&apos;s column marking the fixtures whose match is being tracked.</extracomment>
        <translation>En direct</translation>
    </message>
</context>
<context>
    <name>dugout::ScheduleTab</name>
    <message>
        <location filename="../views/league/ScheduleTab.cpp" line="+39"/>
        <source>Round robin…</source>
        <translation>Tous contre tous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add fixture…</source>
        <translation>Ajouter une rencontre…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+367"/>
        <location line="+4"/>
        <source>Remove fixture</source>
        <translation>Retirer la rencontre</translation>
    </message>
    <message>
        <location line="-370"/>
        <source>Record result…</source>
        <translation>Saisir le résultat…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+399"/>
        <location line="+4"/>
        <source>Undo result</source>
        <translation>Annuler le résultat</translation>
    </message>
    <message>
        <location line="-402"/>
        <source>Match report…</source>
        <translation>Rapport de match…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>being tracked</source>
        <translation>en cours de suivi</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+104"/>
        <source>Every team of the season meets every other, once or twice</source>
        <translation>Chaque équipe de la saison rencontre toutes les autres, une ou deux fois</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>&lt;p&gt;&lt;b&gt;This league has no season.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Start one with New season.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cette ligue n&apos;a aucune saison.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Commencez-en une avec Nouvelle saison.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;No fixture yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Add at least two teams to the league, then generate a round robin.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pas encore de rencontre.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ajoutez au moins deux équipes à la ligue, puis générez un calendrier tous contre tous.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;No fixture yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Generate a round robin, or add fixtures one by one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pas encore de rencontre.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Générez un calendrier tous contre tous, ou ajoutez les rencontres une par une.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The season needs at least two teams.</source>
        <translation>La saison doit compter au moins deux équipes.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a season first.</source>
        <translation>Commencez d&apos;abord une saison.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add one fixture by hand</source>
        <translation>Ajouter une rencontre à la main</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Select a fixture first.</source>
        <translation>Sélectionnez d&apos;abord une rencontre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove this fixture from the schedule</source>
        <translation>Retirer cette rencontre du calendrier</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Already played: undo the result to record it again.</source>
        <translation>Déjà jouée : annulez le résultat pour le saisir à nouveau.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the result of this fixture and run the post-match sequence</source>
        <translation>Saisir le résultat de cette rencontre et dérouler la séquence d&apos;après-match</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score, SPP, casualties, gate, winnings and the whole post-match log</source>
        <translation>Score, PSP, sorties, affluence, gains et toute la séquence d&apos;après-match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not played yet: the report comes with the result.</source>
        <translation>Pas encore jouée : le rapport vient avec le résultat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This fixture has no result to undo.</source>
        <translation>Cette rencontre n&apos;a pas de résultat à annuler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put both teams back as they were before this match</source>
        <translation>Remettre les deux équipes dans leur état d&apos;avant ce match</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Nothing to schedule: each group needs at least two teams.</source>
        <translation>Rien à programmer : chaque groupe doit compter au moins deux équipes.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+34"/>
        <source>Round robin</source>
        <translation>Tous contre tous</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The schedule has %1 fixtures still to play. Replace them with the new round robin? Played fixtures stay as they are.</source>
        <translation>Le calendrier compte %1 rencontres restant à jouer. Les remplacer par le nouveau calendrier tous contre tous ? Les rencontres jouées restent telles quelles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 against %2 has been played since the round robin was generated: it cannot be undone.</source>
        <translation>Le match %1 contre %2 a été joué depuis la création du tous contre tous : elle ne peut plus être annulée.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Round robin generated: %1 fixtures, rounds %2 to %3.</source>
        <translation>Calendrier tous contre tous généré : %1 rencontres, journées %2 à %3.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Add fixture %1 v %2</source>
        <translation>Ajouter la rencontre %1 – %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Remove %1 (round %2) from the schedule? Edit → Undo puts it back.</source>
        <translation>Retirer %1 (journée %2) du calendrier ? Édition → Annuler la remet en place.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove fixture %1</source>
        <translation>Retirer la rencontre %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 removed from the schedule.</source>
        <translation>%1 retirée du calendrier.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Undo %1 (%2)? Both teams go back exactly as they were before the match, and the fixture is to be played again.</source>
        <translation>Annuler %1 (%2) ? Les deux équipes reviennent exactement à leur état d&apos;avant le match, et la rencontre est à rejouer.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Result of %1 undone.</source>
        <translation>Résultat de %1 annulé.</translation>
    </message>
</context>
<context>
    <name>dugout::ScoreSheet</name>
    <message>
        <location filename="../views/bloodyball/ScoreSheet.cpp" line="+20"/>
        <source>Quarter</source>
        <translation>Quart-temps</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Touchdowns</source>
        <translation>Touchdowns</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>▶ attacked in that quarter · TD scored the touchdown that ended it</source>
        <translation>▶ en attaque pendant ce quart-temps · TD a marqué le Touchdown qui l&apos;a terminé</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>TD</source>
        <translation>TD</translation>
    </message>
</context>
<context>
    <name>dugout::Scoreboard</name>
    <message>
        <location filename="../views/match/Scoreboard.cpp" line="+46"/>
        <source>The score, home team first. A touchdown entered with T changes it; Undo takes it back.</source>
        <translation>Le score, l&apos;équipe à domicile d&apos;abord. Un touchdown saisi avec T le change ; Annuler le retire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scoreboard, readable from beside the pitch: both teams, the score, the half and turn, the weather, and the optional turn timer and match clock.</source>
        <translation>Le tableau de marque, lisible depuis le bord du terrain : les deux équipes, le score, la mi-temps et le tour, la météo, et au choix le chrono du tour et l&apos;horloge du match.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kick-off result of this drive</source>
        <translation>Résultat du coup d&apos;envoi de cette phase de jeu</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Weather: %1</source>
        <extracomment>Scoreboard header; %1 is the weather (&quot;Nice&quot;).</extracomment>
        <translation>Météo : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kick-off: %1</source>
        <extracomment>Scoreboard header; %1 is the kick-off result of the drive (&quot;Blitz!&quot;).</extracomment>
        <translation>Coup d&apos;envoi : %1</translation>
    </message>
</context>
<context>
    <name>dugout::ServerConnectDialog</name>
    <message>
        <location filename="../views/server/ServerConnectDialog.cpp" line="+20"/>
        <source>Connect to a league server</source>
        <translation>Se connecter à un serveur de ligue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A league shared by its coaches lives on a PostgreSQL server. Type the address your commissioner gave you. Dugout never asks for the password: put it in your PostgreSQL password file (~/.pgpass, a line HOST:PORT:DATABASE:USER:PASSWORD, readable by you alone).</source>
        <translation>Une ligue partagée par ses coachs vit sur un serveur PostgreSQL. Tapez l&apos;adresse que votre commissaire vous a donnée. Dugout ne demande jamais le mot de passe : mettez-le dans votre fichier de mots de passe PostgreSQL (~/.pgpass, une ligne HÔTE:PORT:BASE:UTILISATEUR:MOT_DE_PASSE, lisible par vous seul).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Connect</source>
        <translation>&amp;Se connecter</translation>
    </message>
</context>
<context>
    <name>dugout::ShortcutsDialog</name>
    <message>
        <location filename="../views/help/ShortcutsDialog.cpp" line="+60"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Everywhere</source>
        <translation>Partout</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Team editor (the team on screen)</source>
        <translation>Éditeur d&apos;équipe (l&apos;équipe à l&apos;écran)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select a player by his shirt number</source>
        <extracomment>The tracker: typing a shirt number selects that player.</extracomment>
        <translation>Choisir un joueur par son numéro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 to 9</source>
        <translation>0 à 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odds of the selected player&apos;s action, in the calculator</source>
        <translation>Probabilités de l&apos;action du joueur choisi, dans le calculateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match tracker</source>
        <translation>Suivi de match</translation>
    </message>
</context>
<context>
    <name>dugout::SkillBrowser</name>
    <message>
        <location filename="../views/rulebook/SkillBrowser.cpp" line="+32"/>
        <source>All categories</source>
        <translation>Toutes les catégories</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search in English or French</source>
        <translation>Rechercher en anglais ou en français</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>No skill matches your search.</source>
        <translation>Aucune compétence ne correspond à votre recherche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a skill to read its summary.</source>
        <translation>Choisissez une compétence pour lire son résumé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In English: %1</source>
        <translation>En anglais : %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In French: %1</source>
        <translation>En français : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also printed as: %1</source>
        <translation>Aussi imprimée sous le nom : %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A player may not also have</source>
        <translation>Un joueur ne peut pas avoir aussi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Positions that start with it</source>
        <translation>Postes qui la possèdent au départ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Star players who have it</source>
        <translation>Champions qui la possèdent</translation>
    </message>
</context>
<context>
    <name>dugout::SkillTableModel</name>
    <message>
        <location filename="../models/SkillTableModel.cpp" line="+52"/>
        <source>Also printed as: %1</source>
        <translation>Aussi imprimée sous le nom : %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In English</source>
        <translation>En anglais</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In French</source>
        <translation>En français</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
</context>
<context>
    <name>dugout::SpecialPlayCardBrowser</name>
    <message>
        <location filename="../views/rulebook/SpecialPlayCardBrowser.cpp" line="+24"/>
        <source>%1 — %2 per card, %3 cards</source>
        <translation>%1 — %2 la carte, %3 cartes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deck:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bought as inducements: each purchase draws one random card from the deck.</source>
        <translation>Achetées comme primes de match : chaque achat tire une carte au hasard dans le jeu.</translation>
    </message>
</context>
<context>
    <name>dugout::SpecialPlayCardTableModel</name>
    <message>
        <location filename="../models/SpecialPlayCardTableModel.cpp" line="+61"/>
        <source>When: %1
Effect: %2</source>
        <translation>Quand : %1
Effet : %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
</context>
<context>
    <name>dugout::SpellDialog</name>
    <message>
        <location filename="../views/match/SpellDialog.cpp" line="+16"/>
        <source>The wizard of %1</source>
        <translation>Le sorcier de l&apos;équipe %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fireball: every player named in the nine squares, hit on 4+</source>
        <translation>Boule de feu : chaque joueur nommé dans les neuf cases, touché sur 4+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lightning bolt: one player, hit on 2+</source>
        <translation>Éclair de foudre : un joueur, touché sur 2+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the players the spell reaches. Type the D6 of each as it fell at the table, or leave it for Dugout to roll; a player hit is knocked down with an armour roll, whose dice you may type under his name.</source>
        <translation>Nommez les joueurs que le sort atteint. Saisissez le D6 de chacun tel qu&apos;il est tombé à la table, ou laissez Dugout le lancer ; un joueur touché est plaqué avec un jet d&apos;armure, dont vous pouvez saisir les dés sous son nom.</translation>
    </message>
</context>
<context>
    <name>dugout::StaffPanel</name>
    <message>
        <location filename="../views/team/StaffPanel.cpp" line="+67"/>
        <source>Fan factor</source>
        <translation>Popularité</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Re-rolls %1 × %2</source>
        <extracomment>Team re-rolls in the staff strip: count × base price (&quot;3 × 50k&quot;).</extracomment>
        <translation>Relances %1 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each team re-roll counts %1 in team value</source>
        <translation>Chaque relance d&apos;équipe compte %1 dans la valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+ trophy: %1</source>
        <extracomment>The majors&apos; trophies a team holds, in the staff strip.</extracomment>
        <translation>+ trophée : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held until the next edition&apos;s final; each is one more team re-roll in team value.
%1</source>
        <translation>Détenu jusqu&apos;à la finale de la prochaine édition ; chacun est une relance d&apos;équipe de plus dans la valeur de l&apos;équipe.
%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fan factor bought at creation: %1 a point, up to %2</source>
        <translation>Popularité achetée à la création : %1 le point, jusqu&apos;à %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Assistant coaches %1</source>
        <translation>Assistants %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheerleaders %1</source>
        <translation>Pom-pom girls %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Necromancer (free)</source>
        <translation>Nécromancien (gratuit)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the Dead: once per match, an opposing player with ST 4 or less, without Regeneration or Stunty, who dies joins the team as a Zombie, for free if the roster has fewer than 16 players. The Zombie&apos;s cost still counts in team value.</source>
        <translation>Relever les morts : une fois par match, un joueur adverse de F 4 ou moins, sans Régénération ni Minus, qui meurt rejoint l&apos;équipe comme Zombie, gratuitement si l&apos;effectif compte moins de 16 joueurs. Le coût du Zombie compte tout de même dans la valeur d&apos;équipe.</translation>
    </message>
</context>
<context>
    <name>dugout::StandingsModel</name>
    <message>
        <location filename="../models/StandingsModel.cpp" line="+103"/>
        <source>%1=</source>
        <extracomment>A rank shared with another team still level after every tie-breaker: &quot;2=&quot;.</extracomment>
        <translation>%1=</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · Coach: %2</source>
        <translation>%1 · Coach : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level with another team after every tie-breaker</source>
        <translation>À égalité avec une autre équipe après tous les critères de départage</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>#</source>
        <extracomment>Column header: rank in the league table.</extracomment>
        <translation>Rg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P</source>
        <extracomment>Column header: matches played (keep it short).</extracomment>
        <translation>J</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>W</source>
        <extracomment>Column header: wins (keep it short).</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D</source>
        <extracomment>Column header: draws (keep it short).</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L</source>
        <extracomment>Column header: losses (keep it short).</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TD+</source>
        <extracomment>Column header: touchdowns scored.</extracomment>
        <translation>TD+</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TD−</source>
        <extracomment>Column header: touchdowns conceded.</extracomment>
        <translation>TD−</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TD±</source>
        <extracomment>Column header: touchdown difference.</extracomment>
        <translation>TD±</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CAS+</source>
        <extracomment>Column header: casualties inflicted.</extracomment>
        <translation>SOR+</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CAS−</source>
        <extracomment>Column header: casualties suffered.</extracomment>
        <translation>SOR−</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CAS±</source>
        <extracomment>Column header: casualty difference.</extracomment>
        <translation>SOR±</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pts</source>
        <extracomment>Column header: league points.</extracomment>
        <translation>Pts</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches played</source>
        <translation>Matchs joués</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdowns scored</source>
        <translation>Touchdowns marqués</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdowns conceded</source>
        <translation>Touchdowns encaissés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touchdown difference</source>
        <translation>Différence de touchdowns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualties inflicted</source>
        <translation>Sorties infligées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualties suffered</source>
        <translation>Sorties subies</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casualty difference</source>
        <translation>Différence de sorties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>League points</source>
        <translation>Points de classement</translation>
    </message>
</context>
<context>
    <name>dugout::StandingsTab</name>
    <message>
        <location filename="../views/league/StandingsTab.cpp" line="+37"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write the standings and the league&apos;s leaders as an Excel workbook (.xlsx), or the standings as CSV</source>
        <translation>Écrire le classement et les meilleurs joueurs de la ligue dans un classeur Excel (.xlsx), ou le classement seul en CSV</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>&lt;p&gt;&lt;b&gt;No team in %1 yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Add teams to the league first.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pas encore d&apos;équipe dans %1.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ajoutez d&apos;abord des équipes à la ligue.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;This league has no season.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Start one with New season.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cette ligue n&apos;a aucune saison.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Commencez-en une avec Nouvelle saison.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Points: %1 for a win, %2 for a draw, %3 for a loss; a concession is a loss whatever the score.&lt;br&gt;Teams are ranked by, in order: %4. Teams still level share a rank.</source>
        <translation>Points : %1 pour une victoire, %2 pour un nul, %3 pour une défaite ; un abandon est une défaite quel que soit le score.&lt;br&gt;Les équipes sont classées, dans l&apos;ordre, par : %4. Les équipes encore à égalité partagent le même rang.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+22"/>
        <source>Export standings</source>
        <translation>Exporter le classement</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Excel workbooks (*.xlsx);;CSV files (*.csv)</source>
        <translation>Classeurs Excel (*.xlsx);;Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Standings written to %1</source>
        <translation>Classement écrit dans %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>dugout::StarPlayerBrowser</name>
    <message>
        <location filename="../views/rulebook/StarPlayerBrowser.cpp" line="+25"/>
        <source>All rosters</source>
        <translation>Tous les rosters</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays for:</source>
        <translation>Joue pour :</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 of %2 star players</source>
        <translation>%1 champions sur %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>dugout::StarPlayerTableModel</name>
    <message>
        <location filename="../models/StarPlayerTableModel.cpp" line="+91"/>
        <source>Star player</source>
        <translation>Champion</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Plays for</source>
        <translation>Joue pour</translation>
    </message>
</context>
<context>
    <name>dugout::StatisticsTab</name>
    <message>
        <location filename="../views/league/StatisticsTab.cpp" line="+64"/>
        <source>Leaders</source>
        <translation>Meilleurs joueurs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Statistic:</source>
        <translation>&amp;Statistique :</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Career totals of the players on the league&apos;s rosters, the dead included.</source>
        <translation>Totaux en carrière des joueurs des effectifs de la ligue, morts compris.</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Most valuable teams</source>
        <translation>Plus fortes valeurs d&apos;équipe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Match history</source>
        <translation>Historique des matchs</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Team:</source>
        <translation>É&amp;quipe :</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tables</source>
        <translation>Tableaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Free fan factor: fan factor does not count in these team values.</source>
        <translation>Popularité gratuite : la popularité ne compte pas dans ces valeurs d&apos;équipe.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The team&apos;s matches could not be read: %1</source>
        <translation>Les matchs de l&apos;équipe n&apos;ont pas pu être lus : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No match played yet.</source>
        <translation>Aucun match joué pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record: %1 won, %2 drawn, %3 lost</source>
        <translation>Bilan : victoires %1, nuls %2, défaites %3</translation>
    </message>
</context>
<context>
    <name>dugout::TeamActions</name>
    <message>
        <location filename="../views/team/TeamActions.cpp" line="+35"/>
        <source>&amp;Hire player ▾</source>
        <translation>&amp;Engager un joueur ▾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fire</source>
        <translation>&amp;Renvoyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+92"/>
        <location line="+8"/>
        <source>&amp;Advance…</source>
        <translation>&amp;Progression…</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Re&amp;name team…</source>
        <translation>Re&amp;nommer l&apos;équipe…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy re-roll</source>
        <translation>Acheter une relance</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm team</source>
        <translation>&amp;Valider l&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print team sheet…</source>
        <translation>&amp;Imprimer la feuille d&apos;équipe…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export team sheet (PDF)…</source>
        <translation>E&amp;xporter la feuille d&apos;équipe (PDF)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+40"/>
        <source>Hire a player from the roster</source>
        <translation>Engager un joueur du roster</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview…</source>
        <translation>Aperçu…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 — %2 (%3 of %4)</source>
        <extracomment>Hire menu entry: position, price, how many the team has of how many it may have.</extracomment>
        <translation>%1 — %2 (%3 sur %4)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove %1 from the team: the cost goes back to the budget</source>
        <translation>Retirer %1 de l&apos;équipe : son coût revient au budget</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire %1: the player leaves the team, with no refund</source>
        <translation>Renvoyer %1 : le joueur quitte l&apos;équipe, sans remboursement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advance (%1)…</source>
        <translation>&amp;Progression (%1)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll %1&apos;s advancement</source>
        <translation>Lancer la progression de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no advancement roll waiting.</source>
        <translation>%1 n&apos;a aucun jet de progression en attente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a player in the table first.</source>
        <translation>Sélectionnez d&apos;abord un joueur dans le tableau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select a player with an advancement roll waiting (marked %1).</source>
        <translation>Sélectionnez un joueur avec un jet de progression en attente (marqué %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buy re-roll (%1)</source>
        <translation>Acheter une relance (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A team re-roll costs %1 while the team is built</source>
        <translation>Une relance d&apos;équipe coûte %1 pendant la création de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After creation a re-roll costs double (%1) but adds only its base price to team value</source>
        <translation>Après la création, une relance coûte le double (%1) mais n&apos;ajoute que son prix de base à la valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove a team re-roll: its price goes back to the budget</source>
        <translation>Retirer une relance d&apos;équipe : son prix revient au budget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a team re-roll, with no refund</source>
        <translation>Retirer une relance d&apos;équipe, sans remboursement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hire an assistant coach for %1</source>
        <translation>Engager un assistant pour %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let an assistant coach go</source>
        <translation>Se séparer d&apos;un assistant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team has no assistant coach.</source>
        <translation>L&apos;équipe n&apos;a aucun assistant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hire a cheerleader for %1</source>
        <translation>Engager une pom-pom girl pour %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let a cheerleader go</source>
        <translation>Se séparer d&apos;une pom-pom girl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team has no cheerleader.</source>
        <translation>L&apos;équipe n&apos;a aucune pom-pom girl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Apothecary ✓</source>
        <translation>Apothicaire ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apothecary (%1)</source>
        <translation>Apothicaire (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team has its apothecary; uncheck to let the apothecary go</source>
        <translation>L&apos;équipe a son apothicaire ; décochez pour vous en séparer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hire an apothecary for %1</source>
        <translation>Engager un apothicaire pour %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The team is legal: confirm it to open its treasury and play matches</source>
        <translation>L&apos;équipe est réglementaire : validez-la pour ouvrir sa trésorerie et jouer des matchs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the team sheet: one A4 landscape page</source>
        <translation>Imprimer la feuille d&apos;équipe : une page A4 à l&apos;italienne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the team sheet as it will print, and print it from there</source>
        <translation>Voir la feuille d&apos;équipe telle qu&apos;elle sera imprimée, et l&apos;imprimer de là</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the team sheet as a PDF file</source>
        <translation>Enregistrer la feuille d&apos;équipe en PDF</translation>
    </message>
</context>
<context>
    <name>dugout::TeamBand</name>
    <message>
        <location filename="../views/league/result/TeamBand.cpp" line="+58"/>
        <source>Coach: %1</source>
        <translation>Coach : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TV %1</source>
        <extracomment>Team value in a team&apos;s band; %1 is e.g. &quot;1,120k&quot;.</extracomment>
        <translation>VE %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury %1</source>
        <translation>Trésorerie %1</translation>
    </message>
</context>
<context>
    <name>dugout::TeamChartsPanel</name>
    <message>
        <location filename="../views/team/TeamChartsPanel.cpp" line="+22"/>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team value, treasury and fan factor</source>
        <translation>Valeur d&apos;équipe, trésorerie et popularité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player&apos;s star player points</source>
        <translation>Points de Star Player d&apos;un joueur</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Chart:</source>
        <translation>&amp;Graphique :</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>#%1 %2</source>
        <extracomment>A player in a list: &quot;#7 Greta Hoffmann&quot;.</extracomment>
        <translation>n°%1 %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The team has no player yet.</source>
        <translation>L&apos;équipe n&apos;a encore aucun joueur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chart could not be read: %1</source>
        <translation>Le graphique n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing to draw yet.</source>
        <translation>Rien à dessiner pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>dugout::TeamDocument</name>
    <message>
        <location filename="../session/TeamDocument.cpp" line="+76"/>
        <source>The undo could not be saved, so the team stays as it was saved: %1</source>
        <translation>L&apos;annulation n&apos;a pas pu être enregistrée : l&apos;équipe reste telle qu&apos;elle a été enregistrée. %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The redo could not be saved, so the team stays as it was saved: %1</source>
        <translation>Le rétablissement n&apos;a pas pu être enregistré : l&apos;équipe reste telle qu&apos;elle a été enregistrée. %1</translation>
    </message>
</context>
<context>
    <name>dugout::TeamDrawPanel</name>
    <message>
        <location filename="../views/bloodyball/TeamDrawPanel.cpp" line="+19"/>
        <source>Draw a team from a Dugout team</source>
        <translation>Tirer une équipe d&apos;une équipe de Dugout</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Team:</source>
        <translation>Équipe :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tick five players who can play; those with the most star player points are ticked to start with.</source>
        <translation>Cochez cinq joueurs qui peuvent jouer ; ceux qui ont le plus de points de star player sont cochés au départ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Champion:</source>
        <translation>Champion :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the drawn team</source>
        <translation>Ajouter l&apos;équipe tirée</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>#%1 %2 (%3, %4 SPP)</source>
        <translation>n°%1 %2 (%3, %4 PSP)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Choose a Dugout team first.</source>
        <translation>Choisissez d&apos;abord une équipe de Dugout.</translation>
    </message>
</context>
<context>
    <name>dugout::TeamHeader</name>
    <message>
        <location filename="../views/team/TeamHeader.cpp" line="+52"/>
        <source>Roll the advancement of the first player waiting</source>
        <translation>Lancer la progression du premier joueur en attente</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Coach: %1</source>
        <translation>Coach : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TV &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Team value in the header band; %1 is e.g. &quot;1,120k&quot;.</extracomment>
        <translation>VE &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold left &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Or restant &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Treasury &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Trésorerie &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt; players</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; joueurs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Budget %1, spent %2</source>
        <translation>Budget %1, dépensé %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Being built: ready to confirm</source>
        <translation>En création : prête à être validée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Being built: %1</source>
        <translation>En création : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 Advancement rolls waiting: %2</source>
        <translation>%1 Jets de progression en attente : %2</translation>
    </message>
</context>
<context>
    <name>dugout::TeamListModel</name>
    <message>
        <location filename="../models/TeamListModel.cpp" line="+107"/>
        <source>Confirmed</source>
        <translation>Validée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready to confirm</source>
        <translation>Prête à valider</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Being built</source>
        <translation>En création</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Coach: %1</source>
        <translation>Coach : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team value %1</source>
        <translation>Valeur d&apos;équipe %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roster</source>
        <translation>Roster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TV</source>
        <translation>VE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
</context>
<context>
    <name>dugout::TeamResultPanel</name>
    <message>
        <location filename="../views/league/result/TeamResultPanel.cpp" line="+43"/>
        <source>Add casualty…</source>
        <translation>Ajouter une sortie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second MVP:</source>
        <translation>Second JPV :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Touchdowns the team scored</source>
        <translation>Touchdowns marqués par l&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casualty roll</source>
        <translation>Jet de sortie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double-click a casualty to change it</source>
        <translation>Double-cliquez sur une sortie pour la modifier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player of this team was injured: enter the D68 casualty roll</source>
        <translation>Un joueur de cette équipe a été blessé : saisissez le jet de sortie (D68)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Gold moved from the treasury to petty cash before the match</source>
        <translation>Or transféré de la trésorerie au porte-monnaie avant le match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything spent on inducements: the handicap first, then petty cash</source>
        <translation>Tout ce qui a été dépensé en primes de match : le handicap d&apos;abord, puis le porte-monnaie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Star players and mercenaries who played for the team (they can draw the MVP)</source>
        <translation>Champions et mercenaires ayant joué pour l&apos;équipe (ils peuvent être tirés comme JPV)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wandering apothecaries bought as inducements: one more apothecary each</source>
        <translation>Apothicaires locaux achetés en primes de match : un apothicaire de plus chacun</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll the gate now, or type your dice; left at – it is rolled in the preview</source>
        <translation>Lancez l&apos;affluence maintenant, ou saisissez vos dés ; laissée à –, elle est lancée dans l&apos;aperçu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opponent conceded: its MVP award goes to this team</source>
        <translation>L&apos;adversaire a abandonné : son JPV revient à cette équipe</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Petty cash:</source>
        <translation>Porte-monnaie :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inducements spent:</source>
        <translation>Primes de match dépensées :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stars and mercenaries:</source>
        <translation>Champions et mercenaires :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wandering apothecaries:</source>
        <translation>Apothicaires locaux :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gate (2D6):</source>
        <translation>Affluence (2D6) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MVP:</source>
        <translation>JPV :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Casualties suffered</source>
        <translation>Sorties subies</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>#%1 %2</source>
        <extracomment>A player in a short list: shirt number and name.</extracomment>
        <translation>N°%1 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#%1</source>
        <translation>N°%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose the MVP…</source>
        <translation>Choisir le JPV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this league the coach chooses the MVP</source>
        <translation>Dans cette ligue, le coach choisit le JPV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw at random</source>
        <translation>Tirer au hasard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn at random in the preview, or the player you drew at the table</source>
        <translation>Tiré au hasard dans l&apos;aperçu, ou le joueur que vous avez tiré à la table</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An induced player (the award is lost)</source>
        <translation>Un joueur acheté en prime de match (le JPV est perdu)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>From the pre-match sequence: %1</source>
        <translation>Depuis la séquence d&apos;avant match : %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Regeneration %1</source>
        <translation>Régénération %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Apothecary: %1</source>
        <translation>Apothicaire : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keeps the second</source>
        <translation>garde le second</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>keeps the first</source>
        <translation>garde le premier</translation>
    </message>
</context>
<context>
    <name>dugout::TeamScoreSide</name>
    <message>
        <location filename="../views/match/TeamScoreSide.cpp" line="+50"/>
        <source>The team&apos;s name, in its colour. The side whose turn it is carries the active mark beside it.</source>
        <translation>Le nom de l&apos;équipe, dans sa couleur. Le camp dont c&apos;est le tour porte la marque active à côté.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marks the team whose turn it is: the team the action buttons and the shirt-number keys act for.</source>
        <translation>Marque l&apos;équipe dont c&apos;est le tour : celle pour qui agissent les boutons d&apos;action et les touches de numéro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the team has already done this turn: its Blitz, Pass, Hand-off and Foul (one of each a turn) and a re-roll used.</source>
        <translation>Ce que l&apos;équipe a déjà fait ce tour : son Blitz, sa Passe, sa Transmission et son Agression (une de chaque par tour) et une relance utilisée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why a re-roll cannot be used now, when it cannot.</source>
        <translation>Pourquoi une relance ne peut pas être utilisée maintenant, quand c&apos;est le cas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team&apos;s turn marker: eight turns a half, the current one highlighted. Start turn moves it.</source>
        <translation>Le marqueur de tour de l&apos;équipe : huit tours par mi-temps, le tour en cours en évidence. Commencer le tour le fait avancer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team&apos;s re-rolls left this half, one pip each (a Leader re-roll apart); a used one goes dark.</source>
        <translation>Les relances d&apos;équipe restantes pour cette mi-temps, un point chacune (la relance de Chef à part) ; une relance utilisée s&apos;assombrit.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-rolls</source>
        <translation>Relances</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>▶ ACTIVE</source>
        <extracomment>Marks the team whose turn it is on the scoreboard; the arrow points at the team&apos;s name.</extracomment>
        <translation>▶ ACTIVE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ACTIVE ◀</source>
        <translation>ACTIVE ◀</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>used this turn ✓</source>
        <translation>utilisée ce tour ✓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader ✓</source>
        <translation>Chef ✓</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand-off</source>
        <translation>Transmission</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul</source>
        <translation>Agression</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 left</source>
        <translation>%1 restantes</translation>
    </message>
</context>
<context>
    <name>dugout::TeamStandingsTab</name>
    <message>
        <location filename="../views/tournament/TeamStandingsTab.cpp" line="+48"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team pts</source>
        <translation>Pts équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach pts</source>
        <translation>Pts coachs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Byes</source>
        <translation>Exempt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD</source>
        <translation>TD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CAS</source>
        <translation>SOR</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opp.</source>
        <translation>Adv.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coaches</source>
        <translation>Coachs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team points: from each team match won, drawn or lost, and byes</source>
        <translation>Points d&apos;équipe : de chaque match d&apos;équipes gagné, nul ou perdu, et des exemptions</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sum of the team&apos;s coaches&apos; own ranking points</source>
        <translation>La somme des points de classement des coachs de l&apos;équipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents&apos; score: the points of every team met</source>
        <translation>Score des adversaires : les points de chaque équipe rencontrée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Team standings CSV…</source>
        <translation>Classement des équipes CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the team standings as comma-separated values</source>
        <translation>Enregistrer le classement des équipes en valeurs séparées par des virgules</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export team standings</source>
        <translation>Exporter le classement des équipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>team standings</source>
        <translation>classement des équipes</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ranked on team points plus the coaches&apos; points, then the coaches&apos; points, then the tournament&apos;s tie-breakers.</source>
        <translation>Classement aux points d&apos;équipe plus les points des coachs, puis aux points des coachs, puis aux départages du tournoi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked on team points, then the coaches&apos; points, then the tournament&apos;s tie-breakers.</source>
        <translation>Classement aux points d&apos;équipe, puis aux points des coachs, puis aux départages du tournoi.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (dropped out)</source>
        <translation>%1 (abandon)</translation>
    </message>
</context>
<context>
    <name>dugout::TeamView</name>
    <message>
        <location filename="../views/team/TeamView.cpp" line="+86"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fan factor %1</source>
        <translation>Popularité %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>How many players of the position picked in Hire to hire at once</source>
        <translation>Combien de joueurs du poste choisi dans Engager engager d&apos;un coup</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Buy a team re-roll</source>
        <translation>Acheter une relance d&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a team re-roll</source>
        <translation>Retirer une relance d&apos;équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hire an assistant coach</source>
        <translation>Engager un assistant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let an assistant coach go</source>
        <translation>Se séparer d&apos;un assistant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hire a cheerleader</source>
        <translation>Engager une pom-pom girl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let a cheerleader go</source>
        <translation>Se séparer d&apos;une pom-pom girl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hire an apothecary</source>
        <translation>Engager un apothicaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the apothecary go</source>
        <translation>Se séparer de l&apos;apothicaire</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+6"/>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Redo: %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <location line="+95"/>
        <location line="+11"/>
        <location line="+22"/>
        <source>No team is open.</source>
        <translation>Aucune équipe n&apos;est ouverte.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Hire %1 (%2)</source>
        <translation>Engager %1 (%2)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Hire %1 × %2</source>
        <extracomment>One step of Undo: how many players of which position were hired.</extracomment>
        <translation>Engager %1 × %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rename the team to %1</source>
        <translation>Renommer l&apos;équipe en %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Number %1 for %2</source>
        <translation>Numéro %1 pour %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rename %1 to %2</source>
        <translation>Renommer %1 en %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fire %1</source>
        <translation>Renvoyer %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Rename team</source>
        <translation>Renommer l&apos;équipe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team name:</source>
        <translation>Nom de l&apos;équipe :</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm the team</source>
        <translation>Valider l&apos;équipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team is confirmed. Its treasury opens with %1; from now on re-rolls cost double and fan factor changes only after matches.</source>
        <translation>L&apos;équipe est validée. Sa trésorerie s&apos;ouvre avec %1 ; désormais les relances coûtent le double et la popularité ne change qu&apos;après les matchs.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Print team sheet</source>
        <translation>Imprimer la feuille d&apos;équipe</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Team sheet: %1</source>
        <translation>Feuille d&apos;équipe : %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Team sheet saved to %1</source>
        <translation>Feuille d&apos;équipe enregistrée dans %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+5"/>
        <source>Export team sheet</source>
        <translation>Exporter la feuille d&apos;équipe</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>dugout::TeamsPage</name>
    <message>
        <location filename="../views/team/TeamsPage.cpp" line="+47"/>
        <source>New team…</source>
        <translation>Nouvelle équipe…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a team…</source>
        <translation>Créer une équipe…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Filter by name, roster or coach</source>
        <translation>Filtrer par nom, roster ou coach</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>&lt;p&gt;&lt;b&gt;The teams could not be read.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Les équipes n&apos;ont pas pu être lues.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;No team yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Choose a roster, then hire players within %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pas encore d&apos;équipe.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Choisissez un roster, puis engagez des joueurs dans la limite de %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a database to see its teams.</source>
        <translation>Ouvrez une base de données pour voir ses équipes.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The teams changed by the result could not be read: %1</source>
        <translation>Les équipes modifiées par le résultat n&apos;ont pas pu être lues : %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A league result changed %1: its earlier edits can no longer be undone.</source>
        <translation>Un résultat de ligue a modifié %1 : ses modifications précédentes ne peuvent plus être annulées.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>New team</source>
        <translation>Nouvelle équipe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Team files (*.json);;All files (*)</source>
        <translation>Fichiers d&apos;équipe (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Team files, CSV rosters and OBBLM teams (*.json *.csv *.xml);;All files (*)</source>
        <translation>Fichiers d&apos;équipe, feuilles d&apos;équipe CSV et équipes OBBLM (*.json *.csv *.xml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+47"/>
        <source>Import team</source>
        <translation>Importer une équipe</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Open a database first: the team is added to it.</source>
        <translation>Ouvrez d&apos;abord une base de données : l&apos;équipe y est ajoutée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+7"/>
        <source>%1 was not imported; nothing was changed.

%2</source>
        <translation>%1 n&apos;a pas été importé ; rien n&apos;a été modifié.

%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 imported from %2</source>
        <translation>%1 importée depuis %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+20"/>
        <location line="+7"/>
        <location line="+6"/>
        <source>Export team</source>
        <translation>Exporter l&apos;équipe</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>%1 exported to %2</source>
        <translation>%1 exportée dans %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose the team to export in the list first.</source>
        <translation>Choisissez d&apos;abord dans la liste l&apos;équipe à exporter.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open team</source>
        <translation>Ouvrir l&apos;équipe</translation>
    </message>
</context>
<context>
    <name>dugout::TieBreakerEditor</name>
    <message>
        <location filename="../views/league/TieBreakerEditor.cpp" line="+42"/>
        <source>Apply the selected tie-breaker earlier</source>
        <translation>Appliquer plus tôt le critère de départage sélectionné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply the selected tie-breaker later</source>
        <translation>Appliquer plus tard le critère de départage sélectionné</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Points in the matches between the tied teams only</source>
        <translation>Points obtenus dans les seuls matchs entre les équipes à égalité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team that played fewer matches ranks higher</source>
        <translation>L&apos;équipe qui a joué le moins de matchs est mieux classée</translation>
    </message>
</context>
<context>
    <name>dugout::TournamentPrintBar</name>
    <message>
        <location filename="../views/tournament/TournamentPrintBar.cpp" line="+30"/>
        <source>Round </source>
        <translation>Ronde </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round whose pairings or result slips are printed</source>
        <translation>La ronde dont on imprime les appariements ou les feuilles de résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print pairings…</source>
        <translation>Imprimer les appariements…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print result slips…</source>
        <translation>Imprimer les feuilles…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print standings…</source>
        <translation>Imprimer le classement…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairings CSV…</source>
        <translation>Appariements CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the round&apos;s pairings as comma-separated values</source>
        <translation>Enregistrer les appariements de la ronde en valeurs séparées par des virgules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings CSV…</source>
        <translation>Classement CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the standings as comma-separated values</source>
        <translation>Enregistrer le classement en valeurs séparées par des virgules</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>in team value</source>
        <translation>comptée(s) dans la valeur d&apos;équipe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>free</source>
        <translation>gratuite(s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosters: budget %1</source>
        <translation>Équipes : budget %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>extra skills: %1 normal (%2), %3 double (%4)</source>
        <translation>compétences supplémentaires : %1 normale(s) (%2), %3 sur double (%4)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>progression between rounds</source>
        <translation>progression entre les rondes</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Print pairings</source>
        <translation>Imprimer les appariements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print result slips</source>
        <translation>Imprimer les feuilles de résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print standings</source>
        <translation>Imprimer le classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>pairings</source>
        <translation>appariements</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>slips</source>
        <translation>feuilles</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>standings</source>
        <translation>classement</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export pairings</source>
        <translation>Exporter les appariements</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export standings</source>
        <translation>Exporter le classement</translation>
    </message>
</context>
<context>
    <name>dugout::TournamentRosterDialog</name>
    <message>
        <location filename="../views/tournament/TournamentRosterDialog.cpp" line="+42"/>
        <source>%1&apos;s roster</source>
        <translation>Équipe de %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SPP</source>
        <translation>PSP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Injuries</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import roster…</source>
        <translation>Importer une équipe…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (coach %2)</source>
        <translation>%1 (coach %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use this team</source>
        <translation>Prendre cette équipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Or a team of this database:</source>
        <translation>Ou une équipe de cette base :</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A team file, CSV roster or OBBLM export, checked against the race and the team rules</source>
        <translation>Un fichier d&apos;équipe, un roster CSV ou un export OBBLM, vérifié selon la race et les règles de constitution</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checked against the team rules</source>
        <translation>Vérifiée selon les règles de constitution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No team of this race in the database</source>
        <translation>Aucune équipe de cette race dans la base</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No roster yet: import the coach&apos;s team.</source>
        <translation>Pas encore d&apos;équipe : importez l&apos;équipe du coach.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2), team value %3. %4</source>
        <translation>%1 (%2), valeur d&apos;équipe %3. %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Progression: as it stands after the games played.</source>
        <translation>Progression : telle qu&apos;elle est après les matchs joués.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resurrection: the roster of every game.</source>
        <translation>Résurrection : l&apos;équipe de chaque match.</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+7"/>
        <location line="+12"/>
        <location line="+13"/>
        <source>Import roster</source>
        <translation>Importer une équipe</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Teams (*.json *.csv *.xml);;All files (*)</source>
        <translation>Équipes (*.json *.csv *.xml);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>dugout::TournamentStandingsTab</name>
    <message>
        <location filename="../views/tournament/TournamentStandingsTab.cpp" line="+29"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TD+</source>
        <translation>TD+</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TD−</source>
        <translation>TD−</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CAS+</source>
        <translation>SOR+</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CAS−</source>
        <translation>SOR−</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opp.</source>
        <translation>Adv.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents&apos; score: the points of every opponent met (strength of schedule)</source>
        <translation>Score des adversaires : les points de chaque adversaire rencontré (force du calendrier)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>NAF report…</source>
        <translation>Rapport NAF…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the XML file the NAF asks organisers to upload</source>
        <translation>Écrire le fichier XML que la NAF demande aux organisateurs d&apos;envoyer</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> — dropped out</source>
        <translation> — abandon</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+6"/>
        <location line="+8"/>
        <location line="+7"/>
        <source>NAF report</source>
        <translation>Rapport NAF</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>XML files (*.xml)</source>
        <translation>Fichiers XML (*.xml)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The NAF report was written to %1.</source>
        <translation>Le rapport NAF a été écrit dans %1.</translation>
    </message>
</context>
<context>
    <name>dugout::TournamentView</name>
    <message>
        <location filename="../views/tournament/TournamentView.cpp" line="+34"/>
        <source>Coaches</source>
        <translation>Coachs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pools</source>
        <translation>Poules</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bracket</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Team standings</source>
        <translation>Classement des équipes</translation>
    </message>
</context>
<context>
    <name>dugout::TournamentsPage</name>
    <message>
        <location filename="../views/tournament/TournamentsPage.cpp" line="+33"/>
        <source>Open tournaments</source>
        <translation>Tournois open</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name of the tournament</source>
        <translation>Nom du tournoi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swiss rounds</source>
        <translation>Rondes suisses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout</source>
        <translation>Élimination directe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout with a consolation bracket</source>
        <translation>Élimination directe avec tableau de consolation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pools then a knockout</source>
        <translation>Poules puis élimination directe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How many coaches of each pool go on to the knockout</source>
        <translation>Combien de coachs de chaque poule passent à l&apos;élimination directe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resurrection</source>
        <translation>Résurrection</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progression</source>
        <translation>Progression</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game with the roster the coach registered</source>
        <translation>Chaque match avec l&apos;équipe inscrite par le coach</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After each game the players&apos; post-match steps (star player points, advancements, injuries) carry into the next round</source>
        <translation>Après chaque match, les étapes d&apos;après-match des joueurs (PSP, progressions, blessures) valent pour la ronde suivante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Team tournament</source>
        <translation>Tournoi par équipes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> coaches</source>
        <translation> coachs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many coaches each team of a team tournament has</source>
        <translation>Le nombre de coachs de chaque équipe d&apos;un tournoi par équipes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adjacent (1 v 2, 3 v 4)</source>
        <translation>Adjacent (1 c. 2, 3 c. 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split (top half v bottom half)</source>
        <translation>Scindé (moitié haute c. moitié basse)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep coaches of one club apart</source>
        <translation>Séparer les coachs d&apos;un même club</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+149"/>
        <source>New tournament</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>Date :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pools:</source>
        <translation>Poules :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through per pool:</source>
        <translation>Qualifiés par poule :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Between rounds:</source>
        <translation>Entre les rondes :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team size:</source>
        <translation>Taille des équipes :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairing:</source>
        <translation>Appariement :</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start a tournament on the left: name it, then register the coaches, pair the first round, enter the results.</source>
        <translation>Commencez un tournoi à gauche : nommez-le, puis inscrivez les coachs, appariez la première ronde, saisissez les résultats.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Tournaments</source>
        <translation>Tournois</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1
%2 — %n coach(es)</source>
        <translation>
            <numerusform>%1
%2 — %n coach</numerusform>
            <numerusform>%1
%2 — %n coachs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Type the tournament&apos;s name first.</source>
        <translation>Tapez d&apos;abord le nom du tournoi.</translation>
    </message>
</context>
<context>
    <name>dugout::TrackedMatchList</name>
    <message>
        <location filename="../views/match/TrackedMatchList.cpp" line="+19"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Home</source>
        <translation>Domicile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Away</source>
        <translation>Extérieur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>Commencé le</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Exhibition</source>
        <translation>Amical</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>League fixture</source>
        <translation>Rencontre de ligue</translation>
    </message>
</context>
<context>
    <name>dugout::TurnMarkers</name>
    <message>
        <location filename="../views/match/TurnMarkers.cpp" line="+28"/>
        <source>Turn %1 of 8</source>
        <extracomment>Accessible text and tooltip of the turn marker; %1 is the turn number.</extracomment>
        <translation>Tour %1 sur 8</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No turn played yet this half</source>
        <translation>Aucun tour joué pour l&apos;instant dans cette mi-temps</translation>
    </message>
</context>
<context>
    <name>dugout::TurnTimer</name>
    <message>
        <location filename="../views/match/TurnTimer.cpp" line="+21"/>
        <source>4 min</source>
        <extracomment>A toggle on the scoreboard: the four-minute turn timer.</extracomment>
        <translation>4 min</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count down four minutes from the start of each team turn and offer the turnover when time is up</source>
        <translation>Décompter quatre minutes dès le début de chaque tour d&apos;équipe et proposer le turnover quand le temps est écoulé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turns the four-minute turn timer on or off. When a turn&apos;s time is up, the tracker offers the turnover; the coach decides.</source>
        <translation>Active ou coupe le chrono de quatre minutes par tour. Quand le temps d&apos;un tour est écoulé, le suivi propose le turnover ; le coach décide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The time left in the active team&apos;s turn.</source>
        <translation>Le temps restant dans le tour de l&apos;équipe active.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Time!</source>
        <translation>Temps !</translation>
    </message>
</context>
<context>
    <name>dugout::TypedTeamPanel</name>
    <message>
        <location filename="../views/bloodyball/TypedTeamPanel.cpp" line="+14"/>
        <source>Type a team in</source>
        <translation>Saisir une équipe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any figure</source>
        <translation>n&apos;importe quelle figurine</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Add the team</source>
        <translation>Ajouter l&apos;équipe</translation>
    </message>
</context>
</TS>
