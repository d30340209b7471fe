<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Advancement</name>
    <message>
        <location filename="../core/team/Advancement.cpp" line="+10" />
        <source>Each die of an advancement roll shows 1 to 6.</source>
        <translation>Chaque dé d'un jet de progression donne de 1 à 6.</translation>
    </message>
    <message>
        <location line="+52" />
        <source>%1 has no advancement roll waiting.</source>
        <translation>%1 n'a aucun jet de progression en attente.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A roll of %1 and %2 does not allow this choice.</source>
        <translation>Un jet de %1 et %2 ne permet pas ce choix.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/cli/CommandLine.cpp" line="+39" />
        <source>Use the database at &lt;path&gt; instead of the default one.</source>
        <translation>Utiliser la base de données &lt;chemin&gt; au lieu de celle par défaut.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>path</source>
        <translation>chemin</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Interface language: en or fr.</source>
        <translation>Langue de l'interface : en ou fr.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <location line="+29" />
        <source>unsupported language '%1' (use en or fr).</source>
        <translation>langue « %1 » non prise en charge (utilisez en ou fr).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--db needs a file path.</source>
        <translation>--db attend le chemin d'un fichier.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>unknown command '%1'. Run 'dugout --help' for the list of commands.</source>
        <translation>commande « %1 » inconnue. Lancez « dugout --help » pour la liste des commandes.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Dugout: Blood Bowl (LRB6) teams, leagues and live match tracking.
Without a command, Dugout opens its window.</source>
        <translation>Dugout : équipes, ligues et suivi de match en direct pour Blood Bowl (LRB6).
Sans commande, Dugout ouvre sa fenêtre.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A command to run without a window (see below).</source>
        <translation>Une commande à exécuter sans fenêtre (voir ci-dessous).</translation>
    </message>
    <message>
        <location line="+0" />
        <source>[command]</source>
        <translation>[commande]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <location filename="../core/storage/Database.cpp" line="+72" />
        <source>%1 is a folder, not a database file.</source>
        <translation>%1 est un dossier, pas un fichier de base de données.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>There is no database at %1.</source>
        <translation>Aucune base de données à l'emplacement %1.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cannot create the folder %1 for the database.</source>
        <translation>Impossible de créer le dossier %1 pour la base de données.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot create %1: its folder is read-only. Choose a folder you can write to.</source>
        <translation>Impossible de créer %1 : son dossier est en lecture seule. Choisissez un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is not a Dugout database: it is not an SQLite file at all.</source>
        <translation>%1 n'est pas une base de données Dugout : ce n'est pas du tout un fichier SQLite.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is read-only (the file or its folder cannot be written). Copy it to a folder you can write to, or open another database.</source>
        <translation>%1 est en lecture seule (impossible d'écrire dans le fichier ou son dossier). Copiez-le dans un dossier où vous pouvez écrire, ou ouvrez une autre base de données.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 is locked by another program. Close the program that is using it and try again.</source>
        <translation>%1 est verrouillé par un autre programme. Fermez le programme qui l'utilise et réessayez.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is read-only.</source>
        <translation>%1 est en lecture seule.</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+83" />
        <source>%1 is damaged (SQLite: %2). Restore one of its backup copies.</source>
        <translation>%1 est endommagé (SQLite : %2). Restaurez l'une de ses copies de sauvegarde.</translation>
    </message>
    <message>
        <location line="-81" />
        <source>Cannot use %1: %2</source>
        <translation>Impossible d'utiliser %1 : %2</translation>
    </message>
    <message>
        <location line="+63" />
        <source>%1 is an SQLite database made by another program, not a Dugout database.</source>
        <translation>%1 est une base SQLite créée par un autre programme, pas une base de données Dugout.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 was written by a newer version of Dugout (database schema %2; this version knows up to %3). Update Dugout to open it.</source>
        <translation>%1 a été écrit par une version plus récente de Dugout (schéma %2 ; cette version connaît jusqu'au schéma %3). Mettez Dugout à jour pour l'ouvrir.</translation>
    </message>
    <message>
        <location line="+51" />
        <source>Dugout needs to update %1 but could not write a backup copy first: %2</source>
        <translation>Dugout doit mettre %1 à jour mais n'a pas pu en écrire d'abord une copie de sauvegarde : %2</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Updating %1 to schema %2 (%3) failed: %4</source>
        <translation>La mise à jour de %1 vers le schéma %2 (%3) a échoué : %4</translation>
    </message>
    <message>
        <location line="+48" />
        <source>%1 already exists; choose a new file name for the backup.</source>
        <translation>%1 existe déjà ; choisissez un nouveau nom de fichier pour la sauvegarde.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cannot write the backup %1: %2</source>
        <translation>Impossible d'écrire la sauvegarde %1 : %2</translation>
    </message>
</context>
<context>
    <name>DbCommand</name>
    <message>
        <location filename="../app/cli/DbCommand.cpp" line="+18" />
        <source>Show the database's path, schema version and rows per table</source>
        <translation>Affiche le chemin de la base, la version du schéma et le nombre de lignes par table</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write a consistent copy of the open database to PATH</source>
        <translation>Écrit une copie cohérente de la base ouverte dans CHEMIN</translation>
    </message>
    <message>
        <location line="+5" />
        <source>info or backup</source>
        <translation>info ou backup</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where to write the backup</source>
        <translation>Où écrire la sauvegarde</translation>
    </message>
    <message>
        <location line="+12" />
        <source>'db backup' takes exactly one PATH.</source>
        <translation>« db backup » attend exactement un CHEMIN.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>'db' needs an action: info or backup.</source>
        <translation>« db » attend une action : info ou backup.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>unknown 'db' action '%1' (use info or backup).</source>
        <translation>action « %1 » de « db » inconnue (utilisez info ou backup).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Database: %1</source>
        <translation>Base de données : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Schema version: %1 (this Dugout: %2)</source>
        <translation>Version du schéma : %1 (ce Dugout : %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rows per table:</source>
        <translation>Lignes par table :</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Backed up %1 to %2</source>
        <translation>%1 sauvegardé dans %2</translation>
    </message>
</context>
<context>
    <name>JsonEntryReader</name>
    <message>
        <location filename="../core/rules/JsonEntryReader.cpp" line="+18" />
        <source>%1, field '%2': %3</source>
        <translation>%1, champ « %2 » : %3</translation>
    </message>
    <message>
        <location line="+13" />
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <location line="+8" />
        <source>'%1' is not a valid id (lower-case letters, digits, '_' and '.')</source>
        <translation>« %1 » n'est pas un identifiant valide (minuscules, chiffres, « _ » et « . »)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>expected a non-empty text</source>
        <translation>un texte non vide est attendu</translation>
    </message>
    <message>
        <location line="+12" />
        <source>expected an object with "en" and "fr" texts</source>
        <translation>un objet avec les textes "en" et "fr" est attendu</translation>
    </message>
    <message>
        <location line="+8" />
        <source>missing %1 text</source>
        <translation>texte %1 absent</translation>
    </message>
    <message>
        <location line="+0" />
        <source>English</source>
        <translation>anglais</translation>
    </message>
    <message>
        <location line="+0" />
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <location line="+21" />
        <source>expected a whole number from %1 to %2</source>
        <translation>un nombre entier de %1 à %2 est attendu</translation>
    </message>
    <message>
        <location line="+21" />
        <source>expected an amount of gold in whole pieces, 0 or more</source>
        <translation>une somme en pièces d'or entières, 0 ou plus, est attendue</translation>
    </message>
    <message>
        <location line="+17" />
        <source>expected true or false</source>
        <translation>true ou false est attendu</translation>
    </message>
    <message>
        <location line="+13" />
        <source>expected a list of ids</source>
        <translation>une liste d'identifiants est attendue</translation>
    </message>
    <message>
        <location line="+6" />
        <source>'%1' is not a valid id</source>
        <translation>« %1 » n'est pas un identifiant valide</translation>
    </message>
    <message>
        <location line="+11" />
        <source>expected a list</source>
        <translation>une liste est attendue</translation>
    </message>
    <message>
        <location line="+8" />
        <source>expected an object</source>
        <translation>un objet est attendu</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../core/team/LedgerEntry.cpp" line="+10" />
        <source>Starting budget</source>
        <translation>Budget de départ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Team creation</source>
        <translation>Création de l'équipe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Player hired</source>
        <translation>Joueur engagé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Team re-roll bought</source>
        <translation>Relance d'équipe achetée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Staff hired</source>
        <translation>Encadrement engagé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Winnings</source>
        <translation>Gains du match</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Expenses</source>
        <translation>Dépenses</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Inducements</source>
        <translation>Primes de match</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Adjustment</source>
        <translation>Correction</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <location filename="../core/Money.cpp" line="+11" />
        <source>%1 gp</source>
        <extracomment>Gold pieces: %1 is the amount with its thousands separators.</extracomment>
        <translation>%1 po</translation>
    </message>
</context>
<context>
    <name>RulesCommand</name>
    <message>
        <location filename="../app/cli/RulesCommand.cpp" line="+20" />
        <source>Print the LRB6 ruleset as JSON (names in the --lang language)</source>
        <translation>Affiche les règles LRB6 en JSON (noms dans la langue de --lang)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Print as JSON (the only format so far).</source>
        <translation>Afficher en JSON (le seul format pour l'instant).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>'rules' takes no argument besides --json and --lang.</source>
        <translation>« rules » n'accepte pas d'autre argument que --json et --lang.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>'rules' needs --json.</source>
        <translation>« rules » attend --json.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the built-in ruleset is invalid:
%1</source>
        <translation>les règles intégrées sont invalides :
%1</translation>
    </message>
</context>
<context>
    <name>RulesetLoader</name>
    <message>
        <location filename="../core/rules/RulesetLoader.cpp" line="+22" />
        <source>%1: cannot read the file (%2)</source>
        <translation>%1 : impossible de lire le fichier (%2)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: invalid JSON at byte %2: %3</source>
        <translation>%1 : JSON invalide à l'octet %2 : %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the file must hold one JSON object</source>
        <translation>%1 : le fichier doit contenir un seul objet JSON</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1: expected an object</source>
        <translation>%1 : un objet est attendu</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1: the id '%2' is used twice</source>
        <translation>%1 : l'identifiant « %2 » est utilisé deux fois</translation>
    </message>
    <message>
        <location line="+10" />
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <location line="+4" />
        <source>'%1' is not a skill category letter (G, A, S, P, M)</source>
        <translation>« %1 » n'est pas une lettre de catégorie de compétences (G, A, S, P, M)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the category '%1' is listed twice</source>
        <translation>la catégorie « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <location line="+17" />
        <source>'%1' is not one of G, A, S, P, M, E</source>
        <translation>« %1 » n'est pas l'une des lettres G, A, S, P, M, E</translation>
    </message>
    <message>
        <location line="+35" />
        <source>a position id must start with its roster's id and a dot ('%1.')</source>
        <translation>l'identifiant d'un poste doit commencer par celui de son roster suivi d'un point (« %1. »)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>a roster needs at least one position</source>
        <translation>un roster doit avoir au moins un poste</translation>
    </message>
    <message>
        <location line="+20" />
        <source>a star player must play for at least one roster</source>
        <translation>un champion doit jouer pour au moins un roster</translation>
    </message>
    <message>
        <location line="+40" />
        <source>more than max_players</source>
        <translation>supérieur à max_players</translation>
    </message>
    <message>
        <location line="+23" />
        <source>a card id must start with its deck's id and a dot ('%1.')</source>
        <translation>l'identifiant d'une carte doit commencer par celui de son jeu suivi d'un point (« %1. »)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>the deck says it has %1 cards but lists %2</source>
        <translation>le jeu annonce %1 cartes mais en liste %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>, playing card</source>
        <translation>, carte à jouer</translation>
    </message>
    <message>
        <location line="+19" />
        <source>rosters.json: position '%1', field 'skills': unknown skill '%2'</source>
        <translation>rosters.json : poste « %1 », champ « skills » : compétence « %2 » inconnue</translation>
    </message>
    <message>
        <location line="+11" />
        <source>star_players.json: star player '%1', field 'skills': unknown skill '%2'</source>
        <translation>star_players.json : champion « %1 », champ « skills » : compétence « %2 » inconnue</translation>
    </message>
    <message>
        <location line="+4" />
        <source>star_players.json: star player '%1', field 'plays_for': unknown roster '%2'</source>
        <translation>star_players.json : champion « %1 », champ « plays_for » : roster « %2 » inconnu</translation>
    </message>
    <message>
        <location line="+8" />
        <source>inducements.json: inducement '%1': unknown roster '%2'</source>
        <translation>inducements.json : prime de match « %1 » : roster « %2 » inconnu</translation>
    </message>
    <message>
        <location line="+5" />
        <source>inducements.json: mercenary, field 'gains': unknown skill '%1'</source>
        <translation>inducements.json : mercenaire, champ « gains » : compétence « %1 » inconnue</translation>
    </message>
    <message>
        <location line="+4" />
        <source>skills.json: exclusion between '%1' and '%2' names an unknown skill</source>
        <translation>skills.json : l'exclusion entre « %1 » et « %2 » cite une compétence inconnue</translation>
    </message>
    <message>
        <location filename="../core/rules/RulesetTablesReader.cpp" line="+21" />
        <source>%1: row %2-%3 runs backwards</source>
        <translation>%1 : la ligne %2-%3 est à l'envers</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+6" />
        <source>%1: no row for %2 to %3 (a gap)</source>
        <translation>%1 : aucune ligne pour %2 à %3 (un trou)</translation>
    </message>
    <message>
        <location line="-4" />
        <source>%1: rows overlap at %2</source>
        <translation>%1 : des lignes se chevauchent à %2</translation>
    </message>
    <message>
        <location line="+39" />
        <source>'%1' is not one of none, mng, niggling, ma, av, ag, st, dead</source>
        <translation>« %1 » n'est pas l'un de none, mng, niggling, ma, av, ag, st, dead</translation>
    </message>
    <message>
        <location line="+17" />
        <source>tables.json: agility: AG values must follow each other (row #%1)</source>
        <translation>tables.json : agility : les valeurs d'AG doivent se suivre (ligne n°%1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>tables.json: agility: no rows</source>
        <translation>tables.json : agility : aucune ligne</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 is not a D68 result (tens 1-6, units 1-8)</source>
        <translation>%1 n'est pas un résultat de D68 (dizaines 1-6, unités 1-8)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>tables.json: casualty: no row for %1 (a gap)</source>
        <translation>tables.json : casualty : aucune ligne pour %1 (un trou)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>tables.json: casualty: rows overlap at %1</source>
        <translation>tables.json : casualty : des lignes se chevauchent à %1</translation>
    </message>
    <message>
        <location line="+23" />
        <source>tables.json: spp_levels: the first level must start at 0</source>
        <translation>tables.json : spp_levels : le premier niveau doit commencer à 0</translation>
    </message>
    <message>
        <location line="+2" />
        <source>tables.json: spp_levels: level #%1 must end just before the next one starts</source>
        <translation>tables.json : spp_levels : le niveau n°%1 doit finir juste avant le début du suivant</translation>
    </message>
    <message>
        <location line="+2" />
        <source>tables.json: spp_levels: the last level must have no max</source>
        <translation>tables.json : spp_levels : le dernier niveau ne doit pas avoir de max</translation>
    </message>
    <message>
        <location line="+10" />
        <source>must be more than 0</source>
        <translation>doit être supérieur à 0</translation>
    </message>
    <message>
        <location line="+16" />
        <source>needs one outcome for each D6 result, 6 in all</source>
        <translation>il faut un résultat pour chaque valeur du D6, 6 en tout</translation>
    </message>
    <message>
        <location line="+5" />
        <source>unknown outcome '%1'</source>
        <translation>résultat « %1 » inconnu</translation>
    </message>
    <message>
        <location line="+5" />
        <source>bands must follow each other without overlapping</source>
        <translation>les tranches doivent se suivre sans se chevaucher</translation>
    </message>
</context>
<context>
    <name>SkillCategory</name>
    <message>
        <location filename="../core/rules/Skill.cpp" line="+19" />
        <source>General</source>
        <translation>Générale</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Agility</source>
        <translation>Agilité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Passing</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mutation</source>
        <translation>Mutation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Extraordinary</source>
        <translation>Extraordinaire</translation>
    </message>
</context>
<context>
    <name>TeamCommand</name>
    <message>
        <location filename="../app/cli/TeamCommand.cpp" line="+23" />
        <source>List the teams: id, name, roster, coach, team value</source>
        <translation>Liste les équipes : identifiant, nom, roster, coach, valeur d'équipe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Print a team as JSON</source>
        <translation>Affiche une équipe en JSON</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Check a team's JSON file against the rules and add the team</source>
        <translation>Vérifie le fichier JSON d'une équipe selon les règles et ajoute l'équipe</translation>
    </message>
    <message>
        <location line="+5" />
        <source>list, export or import</source>
        <translation>list, export ou import</translation>
    </message>
    <message>
        <location line="+1" />
        <source>TEAM_ID for export, FILE for import</source>
        <translation>ID_EQUIPE pour export, FICHIER pour import</translation>
    </message>
    <message>
        <location line="+14" />
        <source>'team %1' takes exactly one argument.</source>
        <translation>« team %1 » attend exactement un argument.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>'team' needs an action: list, export or import.</source>
        <translation>« team » attend une action : list, export ou import.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>unknown 'team' action '%1' (use list, export or import).</source>
        <translation>action « %1 » de « team » inconnue (utilisez list, export ou import).</translation>
    </message>
    <message>
        <location line="+30" />
        <source>'%1' is not a team id (see 'dugout team list').</source>
        <translation>« %1 » n'est pas un identifiant d'équipe (voir « dugout team list »).</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 was not imported:
  %2</source>
        <translation>%1 n'a pas été importé :
  %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Imported %1 as team %2.</source>
        <translation>%1 importée comme équipe %2.</translation>
    </message>
</context>
<context>
    <name>TeamJson</name>
    <message>
        <location filename="../core/team/TeamJson.cpp" line="+120" />
        <source>The file is not valid JSON (at byte %1: %2).</source>
        <translation>Le fichier n'est pas du JSON valide (à l'octet %1 : %2).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The file must hold one JSON object describing a team.</source>
        <translation>Le fichier doit contenir un seul objet JSON décrivant une équipe.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>team</source>
        <translation>équipe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>expected "dugout-team"</source>
        <translation>"dugout-team" est attendu</translation>
    </message>
    <message>
        <location line="+2" />
        <source>written by a newer Dugout (format %1)</source>
        <translation>écrit par une version plus récente de Dugout (format %1)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>expected "creation" or "active"</source>
        <translation>"creation" ou "active" est attendu</translation>
    </message>
    <message>
        <location line="+12" />
        <source>player #%1 (%2)</source>
        <translation>joueur n°%1 (%2)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>expected active, dead, fired or retired</source>
        <translation>active, dead, fired ou retired est attendu</translation>
    </message>
    <message>
        <location line="+3" />
        <source>, gains</source>
        <translation>, progressions</translation>
    </message>
    <message>
        <location line="+5" />
        <source>, injuries</source>
        <translation>, blessures</translation>
    </message>
    <message>
        <location line="+9" />
        <source>, gained skill</source>
        <translation>, compétence acquise</translation>
    </message>
    <message>
        <location line="+16" />
        <source>ledger entry #%1</source>
        <translation>écriture n°%1 du registre</translation>
    </message>
    <message>
        <location line="+4" />
        <source>unknown kind of ledger entry</source>
        <translation>type d'écriture inconnu</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Treasury imported</source>
        <translation>Trésorerie importée</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The roster '%1' does not exist.</source>
        <translation>Le roster « %1 » n'existe pas.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 teams may not have an apothecary.</source>
        <translation>Les équipes %1 ne peuvent pas avoir d'apothicaire.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A team in creation may have at most %1 fan factor.</source>
        <translation>Une équipe en création peut avoir au plus %1 points de popularité.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Player %1 (%2)</source>
        <translation>Joueur %1 (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: '%2' is not a position of the %3 roster.</source>
        <translation>%1 : « %2 » n'est pas un poste du roster %3.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: number %2 is worn by another player.</source>
        <translation>%1 : le numéro %2 est porté par un autre joueur.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: '%2' is not a skill a player can learn.</source>
        <translation>%1 : « %2 » n'est pas une compétence qu'un joueur peut apprendre.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: holds %2 twice.</source>
        <translation>%1 : possède %2 deux fois.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: %2 and %3 may not be held together.</source>
        <translation>%1 : %2 et %3 ne peuvent pas être possédées ensemble.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: %2 advancements taken, but %3 SPP earn only %4.</source>
        <translation>%1 : %2 progressions prises, mais %3 PSP n'en donnent que %4.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the advancements taken do not match the skills and characteristics gained.</source>
        <translation>%1 : les progressions prises ne correspondent pas aux compétences et caractéristiques acquises.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: %2 is %3 in the file, but position, advancements and injuries give %4.</source>
        <translation>%1 : %2 vaut %3 dans le fichier, mais le poste, les progressions et les blessures donnent %4.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: value %2 in the file, but the rules give %3.</source>
        <translation>%1 : valeur %2 dans le fichier, mais les règles donnent %3.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 %2 players, but a team may have at most %3.</source>
        <translation>%1 joueurs au poste %2, mais une équipe peut en avoir au plus %3.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The team has %1 players; it may have at most %2.</source>
        <translation>L'équipe a %1 joueurs ; elle peut en avoir au plus %2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The team has %1 players; it needs at least %2.</source>
        <translation>L'équipe a %1 joueurs ; il lui en faut au moins %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The treasury must be 0 or more.</source>
        <translation>La trésorerie doit être de 0 ou plus.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The team costs %1, more than its budget of %2.</source>
        <translation>L'équipe coûte %1, plus que son budget de %2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The treasury should be %1: the budget less what the team cost.</source>
        <translation>La trésorerie devrait être de %1 : le budget moins le coût de l'équipe.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A team in creation has no ledger yet.</source>
        <translation>Une équipe en création n'a pas encore de registre.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The ledger adds up to %1, but the treasury says %2.</source>
        <translation>Le registre totalise %1, mais la trésorerie indique %2.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The ledger takes the treasury below zero.</source>
        <translation>Le registre fait passer la trésorerie sous zéro.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The team value is %1 in the file, but the rules give %2.</source>
        <translation>La valeur d'équipe est de %1 dans le fichier, mais les règles donnent %2.</translation>
    </message>
</context>
<context>
    <name>TeamRules</name>
    <message>
        <location filename="../core/team/TeamRules.cpp" line="+67" />
        <source>Not enough gold: this costs %1 and the team has %2.</source>
        <translation>Pas assez d'or : cela coûte %1 et l'équipe a %2.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>This position is not part of the team's roster.</source>
        <translation>Ce poste ne fait pas partie du roster de l'équipe.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The team already has %1 players, the most a team may have.</source>
        <translation>L'équipe a déjà %1 joueurs, le maximum autorisé.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The %2 position is full: a team may have at most %1.</source>
        <translation>Le poste %2 est complet : une équipe peut en avoir au plus %1.</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+44" />
        <source>Shirt numbers go from 1 to 16.</source>
        <translation>Les numéros vont de 1 à 16.</translation>
    </message>
    <message>
        <location line="-42" />
        <location line="+45" />
        <source>Number %1 is already worn by %2.</source>
        <translation>Le numéro %1 est déjà porté par %2.</translation>
    </message>
    <message>
        <location line="-43" />
        <location line="+58" />
        <source>The player needs a name.</source>
        <translation>Le joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location line="-39" />
        <source>%1 is no longer on the active roster.</source>
        <translation>%1 ne fait plus partie de l'effectif actif.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+40" />
        <source>There is no such player in the team.</source>
        <translation>Ce joueur n'est pas dans l'équipe.</translation>
    </message>
    <message>
        <location line="+22" />
        <source>The team has no team re-roll.</source>
        <translation>L'équipe n'a aucune relance d'équipe.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Fan factor can only be bought when the team is created; afterwards it changes only after matches.</source>
        <translation>La popularité ne s'achète qu'à la création de l'équipe ; ensuite elle ne change qu'après les matchs.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>At creation a team may buy from 0 to %1 fan factor.</source>
        <translation>À la création, une équipe peut acheter de 0 à %1 points de popularité.</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Assistant coach</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The team has no assistant coach.</source>
        <translation>L'équipe n'a aucun assistant.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Cheerleader</source>
        <translation>Pom-pom girl</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The team has no cheerleader.</source>
        <translation>L'équipe n'a aucune pom-pom girl.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 teams may not have an apothecary.</source>
        <translation>Les équipes %1 ne peuvent pas avoir d'apothicaire.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The team already has its apothecary; a team may have only one.</source>
        <translation>L'équipe a déjà son apothicaire ; une équipe ne peut en avoir qu'un.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The team has no apothecary.</source>
        <translation>L'équipe n'a pas d'apothicaire.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The team needs a name.</source>
        <translation>L'équipe doit avoir un nom.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The team needs a roster.</source>
        <translation>L'équipe doit avoir un roster.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The team has %1 players; it needs at least %2.</source>
        <translation>L'équipe a %1 joueurs ; il lui en faut au moins %2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The team has %1 players; it may have at most %2.</source>
        <translation>L'équipe a %1 joueurs ; elle peut en avoir au plus %2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The team costs %1 more than its budget.</source>
        <translation>L'équipe coûte %1 de plus que son budget.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The team has already been confirmed.</source>
        <translation>L'équipe a déjà été validée.</translation>
    </message>
</context>
<context>
    <name>TeamStore</name>
    <message>
        <location filename="../core/storage/TeamStore.cpp" line="+54" />
        <source>The database refused the change: %1</source>
        <translation>La base de données a refusé la modification : %1</translation>
    </message>
    <message>
        <location line="+65" />
        <source>There is no team with id %1.</source>
        <translation>Aucune équipe ne porte l'identifiant %1.</translation>
    </message>
    <message>
        <location line="+69" />
        <source>The database is busy: %1</source>
        <translation>La base de données est occupée : %1</translation>
    </message>
    <message>
        <location line="+30" />
        <source>The database could not save the team: %1</source>
        <translation>La base de données n'a pas pu enregistrer l'équipe : %1</translation>
    </message>
</context>
<context>
    <name>dugout::HomePage</name>
    <message>
        <location filename="../views/pages/HomePage.cpp" line="+38" />
        <source>Create a team</source>
        <translation>Créer une équipe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Browse the rulebook</source>
        <translation>Parcourir le livre de règles</translation>
    </message>
    <message>
        <location line="+1" />
        <source>New database…</source>
        <translation>Nouvelle base de données…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open database…</source>
        <translation>Ouvrir une base de données…</translation>
    </message>
    <message>
        <location line="+31" />
        <source>No database is open</source>
        <translation>Aucune base de données n'est ouverte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;p&gt;Dugout keeps teams, leagues and matches in one database file. Create a new one or open an existing one to start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dugout conserve équipes, ligues et matchs dans un seul fichier de base de données. Créez-en un nouveau ou ouvrez-en un existant pour commencer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Everything you enter is saved at once in %1</source>
        <translation>Tout ce que vous saisissez est enregistré aussitôt dans %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Welcome to Dugout</source>
        <translation>Bienvenue dans Dugout</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;p&gt;Dugout runs Blood Bowl under the LRB6 rules, for three kinds of people:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Coaches&lt;/b&gt; build a team within 1,000,000 gold, look after it between matches and print its team sheet.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Commissioners&lt;/b&gt; run leagues: schedules, results, the post-match sequence and the standings.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two coaches at a table&lt;/b&gt; play on a real pitch while Dugout follows the match and enforces the rules.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;What to do first:&lt;/b&gt; create your team, or browse the rulebook to pick a roster. This database is empty: nothing you do here can break anything.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dugout fait vivre Blood Bowl selon les règles LRB6, pour trois sortes de joueurs :&lt;/p&gt;&lt;ul&gt;&lt;li&gt;les &lt;b&gt;coachs&lt;/b&gt; montent une équipe avec 1 000 000 po, la gèrent entre les matchs et impriment sa feuille d'équipe ;&lt;/li&gt;&lt;li&gt;les &lt;b&gt;commissaires&lt;/b&gt; dirigent des ligues : calendrier, résultats, séquence d'après-match et classements ;&lt;/li&gt;&lt;li&gt;&lt;b&gt;deux coachs à une table&lt;/b&gt; jouent sur un vrai terrain pendant que Dugout suit le match et fait respecter les règles.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Pour commencer :&lt;/b&gt; créez votre équipe, ou parcourez le livre de règles pour choisir un roster. Cette base de données est vide : rien de ce que vous ferez ici ne peut rien casser.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Dugout</source>
        <translation>Dugout</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;p&gt;This database holds:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cette base de données contient :&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>dugout::MainWindow</name>
    <message>
        <location filename="../views/MainWindow.cpp" line="+67" />
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+1" />
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Build a team within 1,000,000 gold, manage it between matches (treasury, team value, star player points, advancement, injuries) and print its team sheet.</source>
        <translation>Montez une équipe avec 1 000 000 po, gérez-la entre les matchs (trésorerie, valeur d'équipe, points de star, progression, blessures) et imprimez sa feuille d'équipe.</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+1" />
        <source>League</source>
        <translation>Ligue</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Run a league: seasons, schedules, results, the post-match sequence and the standings, with the league's optional rules.</source>
        <translation>Dirigez une ligue : saisons, calendrier, résultats, séquence d'après-match et classements, avec les règles optionnelles de la ligue.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+1" />
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Follow a match played on a physical board, turn by turn, while Dugout enforces the rules; the result goes straight into the league.</source>
        <translation>Suivez tour par tour un match joué sur un vrai plateau pendant que Dugout fait respecter les règles ; le résultat part directement dans la ligue.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+1" />
        <source>Tournaments</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Playoffs, the four majors and open tournaments.</source>
        <translation>Phases finales, les quatre tournois majeurs et les tournois ouverts.</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+23" />
        <source>Rulebook</source>
        <translation>Livre de règles</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Browse the LRB6 rosters, skills, star players, inducements, tables and special play cards, in English and French.</source>
        <translation>Parcourez les rosters LRB6, les compétences, les champions, les primes de match, les tableaux et les cartes spéciales, en anglais et en français.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New database…</source>
        <translation>&amp;Nouvelle base de données…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Open database…</source>
        <translation>&amp;Ouvrir une base de données…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Back up database…</source>
        <translation>&amp;Sauvegarder la base de données…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About Dugout</source>
        <translation>À &amp;propos de Dugout</translation>
    </message>
    <message>
        <location line="+13" />
        <source>No recent databases</source>
        <translation>Aucune base de données récente</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Cannot open the database</source>
        <translation>Impossible d'ouvrir la base de données</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The database was updated; the previous version is kept in %1</source>
        <translation>La base de données a été mise à jour ; la version précédente est conservée dans %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Backup failed</source>
        <translation>La sauvegarde a échoué</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Backed up to %1</source>
        <translation>Sauvegardé dans %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 — Dugout</source>
        <translation>%1 — Dugout</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Dugout</source>
        <translation>Dugout</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Dugout databases (*.sqlite *.db);;All files (*)</source>
        <translation>Bases de données Dugout (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+6" />
        <source>New database</source>
        <translation>Nouvelle base de données</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 already exists. Use Open database… to open it.</source>
        <translation>%1 existe déjà. Utilisez « Ouvrir une base de données… » pour l'ouvrir.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Open database</source>
        <translation>Ouvrir une base de données</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Back up database</source>
        <translation>Sauvegarder la base de données</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Database: %1&lt;br&gt;Schema version: %2</source>
        <translation>Base de données : %1&lt;br&gt;Version du schéma : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No database is open.</source>
        <translation>Aucune base de données n'est ouverte.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>About Dugout</source>
        <translation>À propos de Dugout</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;Dugout %1&lt;/h3&gt;&lt;p&gt;Blood Bowl teams, leagues and live match tracking under the LRB6 rules.&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dugout %1&lt;/h3&gt;&lt;p&gt;Équipes, ligues et suivi de match en direct pour Blood Bowl, selon les règles LRB6.&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>dugout::PlaceholderPage</name>
    <message>
        <location filename="../views/pages/PlaceholderPage.cpp" line="+17" />
        <source>This area is not built yet.</source>
        <translation>Cette partie n'est pas encore construite.</translation>
    </message>
</context>
</TS>