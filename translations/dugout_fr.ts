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
        <location filename="../app/cli/CommandLine.cpp" line="+41" />
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
        <location line="+17" />
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
    <name>PlayerNames</name>
    <message>
        <location filename="../views/team/PlayerNames.cpp" line="+90" />
        <source>Rookie %1</source>
        <translation>Recrue %1</translation>
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
    <name>SheetCommand</name>
    <message>
        <location filename="../app/cli/SheetCommand.cpp" line="+20" />
        <source>Print a team's sheet to a PDF file (A4 landscape)</source>
        <translation>Imprime la feuille d'une équipe dans un fichier PDF (A4 à l'italienne)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The team's id (see 'dugout team list')</source>
        <translation>L'identifiant de l'équipe (voir « dugout team list »)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The PDF file to write.</source>
        <translation>Le fichier PDF à écrire.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <location line="+7" />
        <source>'sheet' takes exactly one TEAM_ID.</source>
        <translation>« sheet » attend exactement un ID_EQUIPE.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>'sheet' needs -o FILE.pdf.</source>
        <translation>« sheet » attend -o FICHIER.pdf.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>'%1' is not a team id (see 'dugout team list').</source>
        <translation>« %1 » n'est pas un identifiant d'équipe (voir « dugout team list »).</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Wrote the sheet of %1 to %2</source>
        <translation>Feuille de %1 écrite dans %2</translation>
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
    <name>StatHeaders</name>
    <message>
        <location filename="../models/StatHeaders.cpp" line="+9" />
        <source>MA</source>
        <translation>M</translation>
    </message>
    <message>
        <location line="+2" />
        <source>ST</source>
        <translation>F</translation>
    </message>
    <message>
        <location line="+2" />
        <source>AG</source>
        <translation>AG</translation>
    </message>
    <message>
        <location line="+2" />
        <source>AV</source>
        <translation>AR</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Movement allowance</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Agility</source>
        <translation>Agilité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Armour value</source>
        <translation>Armure</translation>
    </message>
    <message>
        <location filename="../models/StatHeaders.h" line="+19" />
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Skills</source>
        <translation>Compétences</translation>
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
        <location filename="../core/team/TeamJson.cpp" line="+88" />
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
        <location line="+30" />
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
        <location line="-120" />
        <location line="+128" />
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
    <name>TeamSheetRenderer</name>
    <message>
        <location filename="../views/print/TeamSheetRenderer.cpp" line="+65" />
        <source>The team sheet could not be drawn on this device.</source>
        <translation>La feuille d'équipe n'a pas pu être dessinée sur ce périphérique.</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Team sheet</source>
        <extracomment>The title of the printed sheet.</extracomment>
        <translation>Feuille d'équipe</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Roster: %1</source>
        <translation>Roster : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Coach: %1</source>
        <translation>Coach : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>League: %1</source>
        <translation>Ligue : %1</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+208" />
        <source>Team value</source>
        <translation>Valeur d'équipe</translation>
    </message>
    <message>
        <location line="-197" />
        <source>#</source>
        <extracomment>Shirt number column on the team sheet.</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Injuries</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <location line="+2" />
        <source>COMP</source>
        <extracomment>Completions (team sheet column).</extracomment>
        <translation>REU</translation>
    </message>
    <message>
        <location line="+2" />
        <source>TD</source>
        <extracomment>Touchdowns (team sheet column).</extracomment>
        <translation>TD</translation>
    </message>
    <message>
        <location line="+2" />
        <source>INT</source>
        <extracomment>Interceptions (team sheet column).</extracomment>
        <translation>INT</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CAS</source>
        <extracomment>Casualties caused (team sheet column).</extracomment>
        <translation>SOR</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MVP</source>
        <extracomment>Most valuable player awards (team sheet column).</extracomment>
        <translation>JPV</translation>
    </message>
    <message>
        <location line="+2" />
        <source>SPP</source>
        <extracomment>Star player points (team sheet column).</extracomment>
        <translation>PSP</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+129" />
        <source>Re-rolls</source>
        <translation>Relances</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fan factor</source>
        <translation>Popularité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Assistant coaches</source>
        <translation>Assistants</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cheerleaders</source>
        <translation>Pom-pom girls</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+1" />
        <source>not allowed</source>
        <translation>interdit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0" />
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Necromancer</source>
        <translation>Nécromancien</translation>
    </message>
    <message>
        <location line="+0" />
        <source>free</source>
        <translation>gratuit</translation>
    </message>
    <message>
        <location line="+30" />
        <source>Gold left</source>
        <translation>Or restant</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Dugout %1 · printed %2</source>
        <translation>Dugout %1 · imprimé le %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n'existe pas.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Team sheet: %1</source>
        <translation>Feuille d'équipe : %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The team sheet could not be written to %1.</source>
        <translation>La feuille d'équipe n'a pas pu être écrite dans %1.</translation>
    </message>
</context>
<context>
    <name>TeamStore</name>
    <message>
        <location filename="../core/storage/TeamStore.cpp" line="+32" />
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
    <name>TeamText</name>
    <message>
        <location filename="../models/TeamText.cpp" line="+18" />
        <source>%1k</source>
        <extracomment>Gold in thousands in dense tables: "110k" is 110,000 gold pieces.</extracomment>
        <translation>%1k</translation>
    </message>
    <message>
        <location line="+56" />
        <source>%1: %2 (starting value %3)</source>
        <translation>%1 : %2 (valeur de départ %3)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>+%1 from advancement</source>
        <translation>+%1 par progression</translation>
    </message>
    <message>
        <location line="+2" />
        <source>−%1 from injury</source>
        <translation>−%1 par blessure</translation>
    </message>
    <message>
        <location line="+38" />
        <source>MNG</source>
        <extracomment>Short mark for "misses the next game" in the roster table and on the team sheet.</extracomment>
        <translation>RPM</translation>
    </message>
    <message>
        <location line="+3" />
        <source>n%1</source>
        <extracomment>Short mark for niggling injuries: %1 is how many ("n2").</extracomment>
        <translation>bp%1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Misses the next game</source>
        <translation>Rate le prochain match</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Niggling injuries: %1</source>
        <translation>Blessures persistantes : %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>−%1 %2</source>
        <translation>−%1 %2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1 star player points: %2</source>
        <translation>%1 points de star : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Next level at %1 SPP</source>
        <translation>Niveau suivant à %1 PSP</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Advancement rolls waiting: %1</source>
        <translation>Jets de progression en attente : %1</translation>
    </message>
</context>
<context>
    <name>dugout::AdvancementDialog</name>
    <message>
        <location filename="../views/team/AdvancementDialog.cpp" line="+55" />
        <source>Advancement: %1</source>
        <translation>Progression : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has %2 SPP (%3): advancement rolls waiting: %4.</source>
        <translation>%1 a %2 PSP (%3) : jets de progression en attente : %4.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>&amp;Roll 2D6</source>
        <translation>&amp;Lancer 2D6</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Roll here, or type what your own dice show</source>
        <translation>Lancez ici, ou saisissez ce que montrent vos propres dés</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Dice:</source>
        <translation>Dés :</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Choice</source>
        <translation>Choix</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Take it</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <location line="+34" />
        <location line="+1" />
        <location line="+1" />
        <location line="+1" />
        <source>+1 %1</source>
        <translation>+1 %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Roll the dice, or enter the two dice you rolled.</source>
        <translation>Lancez les dés, ou saisissez les deux dés que vous avez lancés.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 + %2 = %3: %4%5</source>
        <translation>%1 + %2 = %3 : %4%5</translation>
    </message>
    <message>
        <location line="+3" />
        <source>, or a skill from the double categories</source>
        <translation>, ou une compétence des catégories doubles</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Skills (normal categories)</source>
        <translation>Compétences (catégories normales)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Skills (double categories)</source>
        <translation>Compétences (catégories doubles)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Characteristics</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Nothing is left to learn with this roll.</source>
        <translation>Il n'y a plus rien à apprendre avec ce jet.</translation>
    </message>
    <message>
        <location line="+45" />
        <source>Advancement for %1: %2</source>
        <translation>Progression de %1 : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The player is no longer in the team.</source>
        <translation>Le joueur ne fait plus partie de l'équipe.</translation>
    </message>
</context>
<context>
    <name>dugout::HirePlayerDialog</name>
    <message>
        <location filename="../views/team/HirePlayerDialog.cpp" line="+32" />
        <source>Hire a player: %1</source>
        <translation>Engager un joueur : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&lt;b&gt;%1&lt;/b&gt; for %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; pour %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Suggest another</source>
        <translation>Proposer un autre nom</translation>
    </message>
    <message>
        <location line="+24" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>N&amp;umber:</source>
        <translation>N&amp;uméro :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Hire</source>
        <translation>Engager</translation>
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
    <name>dugout::InducementBrowser</name>
    <message>
        <location filename="../views/rulebook/InducementBrowser.cpp" line="+18" />
        <source>Before a match, the team with the lower team value receives the difference in gold to spend on inducements; both teams may also spend petty cash. Every inducement is lost after the match.</source>
        <translation>Avant un match, l'équipe dont la valeur est la plus faible reçoit la différence en or pour acheter des primes de match ; les deux équipes peuvent aussi puiser dans leur porte-monnaie. Toute prime de match est perdue après le match.</translation>
    </message>
</context>
<context>
    <name>dugout::InducementTableModel</name>
    <message>
        <location filename="../models/InducementTableModel.cpp" line="+33" />
        <source>Position + %1</source>
        <translation>Poste + %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The star's price</source>
        <translation>Prix du champion</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Per item</source>
        <translation>À l'unité</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Only %1</source>
        <translation>Seulement %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Any team but %1</source>
        <translation>Toute équipe sauf %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Any team</source>
        <translation>Toute équipe</translation>
    </message>
    <message>
        <location line="+14" />
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Inducement</source>
        <translation>Prime de match</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Who may buy</source>
        <translation>Qui peut acheter</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <location line="+3" />
        <source>How many a team may buy for one match</source>
        <translation>Combien une équipe peut en acheter pour un match</translation>
    </message>
</context>
<context>
    <name>dugout::LedgerModel</name>
    <message>
        <location filename="../models/LedgerModel.cpp" line="+74" />
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
</context>
<context>
    <name>dugout::LedgerPanel</name>
    <message>
        <location filename="../views/team/LedgerPanel.cpp" line="+29" />
        <source>The treasury opens when the team is confirmed: until then every purchase comes out of the budget, and nothing is final.</source>
        <translation>La trésorerie s'ouvre quand l'équipe est validée : jusque-là chaque achat est pris sur le budget, et rien n'est définitif.</translation>
    </message>
</context>
<context>
    <name>dugout::MainWindow</name>
    <message>
        <location filename="../views/MainWindow.cpp" line="+74" />
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+40" />
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Build a team within 1,000,000 gold, manage it between matches (treasury, team value, star player points, advancement, injuries) and print its team sheet.</source>
        <translation>Montez une équipe avec 1 000 000 po, gérez-la entre les matchs (trésorerie, valeur d'équipe, points de star, progression, blessures) et imprimez sa feuille d'équipe.</translation>
    </message>
    <message>
        <location line="-39" />
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
        <location line="+22" />
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
        <location line="+8" />
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
        <location line="+12" />
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
    <name>dugout::MessageBar</name>
    <message>
        <location filename="../views/widgets/MessageBar.cpp" line="+25" />
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>dugout::NewTeamDialog</name>
    <message>
        <location filename="../views/team/NewTeamDialog.cpp" line="+51" />
        <source>New team</source>
        <translation>Nouvelle équipe</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 (not official)</source>
        <extracomment>A roster from outside the official LRB6 list (Slann, Underworld, Chaos Pact).</extracomment>
        <translation>%1 (non officielle)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Not one of the official LRB6 rosters: check that your league allows it.</source>
        <translation>Ce roster ne fait pas partie des rosters officiels LRB6 : vérifiez que votre ligue l'autorise.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Altdorf Reavers</source>
        <translation>Les Ravageurs d'Altdorf</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Another colour…</source>
        <translation>Autre couleur…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Other…</source>
        <translation>Autre…</translation>
    </message>
    <message>
        <location line="+22" />
        <source>&amp;Roster:</source>
        <translation>&amp;Roster :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Team name:</source>
        <translation>Nom de l'é&amp;quipe :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Coach:</source>
        <translation>&amp;Coach :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Colour:</source>
        <translation>Couleur :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Budget:</source>
        <translation>Budget :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Create team</source>
        <translation>Créer l'équipe</translation>
    </message>
    <message>
        <location line="+65" />
        <source>Team colour</source>
        <translation>Couleur de l'équipe</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 (0-%2)</source>
        <translation>%1 (0-%2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Team re-roll: %1</source>
        <translation>Relance d'équipe : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>apothecary allowed</source>
        <translation>apothicaire autorisé</translation>
    </message>
    <message>
        <location line="+0" />
        <source>no apothecary</source>
        <translation>pas d'apothicaire</translation>
    </message>
    <message>
        <location line="+2" />
        <source>free Necromancer</source>
        <translation>Nécromancien gratuit</translation>
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
<context>
    <name>dugout::PlayerRecordPanel</name>
    <message>
        <location filename="../views/team/PlayerRecordPanel.cpp" line="+85" />
        <source>No player selected</source>
        <translation>Aucun joueur sélectionné</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pick a player in the roster to see the record.</source>
        <translation>Choisissez un joueur dans l'effectif pour voir sa fiche.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>#%1 %2</source>
        <translation>N°%1 %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Value %1</source>
        <translation>Valeur %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Now</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Starting: %1</source>
        <translation>Au départ : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Gained %1: %2</source>
        <translation>Acquises %1 : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Gained on a double %1: %2</source>
        <translation>Acquises sur un double %1 : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+11" />
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location line="-8" />
        <source>COMP %1 · TD %2 · INT %3 · CAS %4 · MVP %5</source>
        <extracomment>Career figures: completions, touchdowns, interceptions, casualties, MVP awards.</extracomment>
        <translation>REU %1 · TD %2 · INT %3 · SOR %4 · JPV %5</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Star player points</source>
        <translation>Points de star</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Matches played: %1</source>
        <translation>Matchs joués : %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Injuries</source>
        <translation>Blessures</translation>
    </message>
</context>
<context>
    <name>dugout::PlayerTableModel</name>
    <message>
        <location filename="../models/PlayerTableModel.cpp" line="+119" />
        <location line="+99" />
        <source>◆ gained through advancement, ◆◆ gained on a double</source>
        <translation>◆ acquise par progression, ◆◆ acquise sur un double</translation>
    </message>
    <message>
        <location line="-92" />
        <source>%1: %2 for the position, %3 from advancement</source>
        <translation>%1 : %2 pour le poste, %3 par progression</translation>
    </message>
    <message>
        <location line="+75" />
        <source>#</source>
        <extracomment>Column of shirt numbers.</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Injuries</source>
        <extracomment>Short column title for injuries.</extracomment>
        <translation>Blessures</translation>
    </message>
    <message>
        <location line="+2" />
        <source>SPP</source>
        <extracomment>Star player points.</extracomment>
        <translation>PSP</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Shirt number (double-click to change)</source>
        <translation>Numéro de maillot (double-clic pour le changer)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Double-click to rename</source>
        <translation>Double-clic pour renommer</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MNG misses the next game, n1 one niggling injury, −1 a characteristic lost</source>
        <translation>RPM rate le prochain match, bp1 une blessure persistante, −1 une caractéristique perdue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Star player points and level; ▸ an advancement roll is waiting</source>
        <translation>Points de star et niveau ; ▸ un jet de progression attend</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The player's value in team value: cost plus advancements</source>
        <translation>La valeur du joueur dans la valeur d'équipe : coût plus progressions</translation>
    </message>
</context>
<context>
    <name>dugout::PositionTableModel</name>
    <message>
        <location filename="../models/PositionTableModel.cpp" line="+57" />
        <source>0-%1</source>
        <translation>0-%1</translation>
    </message>
    <message>
        <location line="+55" />
        <source>Qty</source>
        <translation>Qté</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Position</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Double</source>
        <translation>Double</translation>
    </message>
    <message>
        <location line="+5" />
        <source>How many players of this position a team may hold</source>
        <translation>Combien de joueurs de ce poste une équipe peut avoir</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Skill categories open on any advancement roll</source>
        <translation>Catégories de compétences accessibles sur tout jet de progression</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Skill categories open only when the advancement roll is a double</source>
        <translation>Catégories de compétences accessibles seulement sur un double</translation>
    </message>
</context>
<context>
    <name>dugout::RosterBrowser</name>
    <message>
        <location filename="../views/rulebook/RosterBrowser.cpp" line="+112" />
        <source>Star players who play for %1</source>
        <translation>Champions qui jouent pour %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No star player plays for %1</source>
        <translation>Aucun champion ne joue pour %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Team re-roll: %1</source>
        <translation>Relance d'équipe : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Apothecary: allowed</source>
        <translation>Apothicaire : autorisé</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Apothecary: not allowed</source>
        <translation>Apothicaire : interdit</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Free Necromancer</source>
        <translation>Nécromancien gratuit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Extra team, not one of the official LRB6 teams</source>
        <translation>Équipe supplémentaire, hors des équipes officielles LRB6</translation>
    </message>
</context>
<context>
    <name>dugout::RosterListModel</name>
    <message>
        <location filename="../models/RosterListModel.cpp" line="+38" />
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location line="+0" />
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Official</source>
        <translation>Officielle</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Extra</source>
        <translation>Supplémentaire</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is not one of the official LRB6 teams; a league decides whether it may play.</source>
        <translation>%1 ne fait pas partie des équipes officielles LRB6 ; chaque ligue décide si elle peut jouer.</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Re-roll</source>
        <translation>Relance</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Price of one team re-roll when the team is created; ×%1 afterwards</source>
        <translation>Prix d'une relance d'équipe à la création ; ×%1 ensuite</translation>
    </message>
</context>
<context>
    <name>dugout::RuleTableModel</name>
    <message>
        <location filename="../models/RuleTableModel.cpp" line="+39" />
        <source>Kick-off</source>
        <translation>Coup d'envoi</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+42" />
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <location line="-40" />
        <source>Injury</source>
        <translation>Blessure</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+96" />
        <source>Casualty</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location line="-94" />
        <source>Agility</source>
        <translation>Agilité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Star player points</source>
        <translation>Points de star</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Experience levels</source>
        <translation>Niveaux d'expérience</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+135" />
        <source>Advancement</source>
        <translation>Progression</translation>
    </message>
    <message>
        <location line="-133" />
        <source>Value increases</source>
        <translation>Hausses de valeur</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Spiralling expenses</source>
        <translation>Dépenses exponentielles</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Expensive mistakes</source>
        <translation>Erreurs coûteuses</translation>
    </message>
    <message>
        <location line="+20" />
        <location line="+4" />
        <location line="+4" />
        <location line="+17" />
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <location line="-25" />
        <location line="+8" />
        <location line="+17" />
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="-24" />
        <source>Rolled at every kick-off, once the ball is placed and before it lands.</source>
        <translation>Lancé à chaque coup d'envoi, une fois le ballon placé et avant qu'il ne retombe.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rolled before the match, and again on a Changing Weather kick-off.</source>
        <translation>Lancé avant le match, puis à nouveau sur un coup d'envoi Changement de météo.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rolled when a player's armour is broken, with any modifier (Mighty Blow, Dirty Player…).</source>
        <translation>Lancé quand l'armure d'un joueur est passée, avec les modificateurs éventuels (Châtaigne, Joueur vicieux…).</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Rolled for each new experience level. Any roll may take a new skill instead; a double also opens the position's double categories.</source>
        <translation>Lancé à chaque nouveau niveau d'expérience. Tout résultat peut être remplacé par une nouvelle compétence ; un double ouvre aussi les catégories doubles du poste.</translation>
    </message>
    <message>
        <location line="+23" />
        <location line="+13" />
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <location line="+0" />
        <source>D68</source>
        <translation>D68</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Roll a D6 for the tens and a D8 for the units: 11 to 68, with no 19, 20, 29, 30…</source>
        <translation>Lancez un D6 pour les dizaines et un D8 pour les unités : de 11 à 68, sans 19, 20, 29, 30…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>D6 needed</source>
        <translation>D6 requis</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+21" />
        <location line="+57" />
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message>
        <location line="-77" />
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Before modifiers. Whatever the modifiers, a 1 always fails and a 6 always succeeds.</source>
        <translation>Avant modificateurs. Quels que soient les modificateurs, un 1 échoue toujours et un 6 réussit toujours.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+9" />
        <source>SPP</source>
        <translation>PSP</translation>
    </message>
    <message>
        <location line="-6" />
        <source>Star player points a player earns for each of these in a match.</source>
        <translation>Points de star gagnés par un joueur pour chacune de ces actions pendant un match.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Advancement rolls</source>
        <translation>Jets de progression</translation>
    </message>
    <message>
        <location line="+7" />
        <source>A player makes one advancement roll for each level he reaches; the last column counts them from the start of his career.</source>
        <translation>Un joueur fait un jet de progression à chaque niveau atteint ; la dernière colonne les compte depuis le début de sa carrière.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Player value</source>
        <translation>Valeur du joueur</translation>
    </message>
    <message>
        <location line="+2" />
        <source>+1 %1</source>
        <translation>+1 %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>New skill</source>
        <translation>Nouvelle compétence</translation>
    </message>
    <message>
        <location line="+1" />
        <source>New skill from a double category</source>
        <translation>Nouvelle compétence d'une catégorie double</translation>
    </message>
    <message>
        <location line="+8" />
        <source>What each advancement adds to the player's value, and so to the team value.</source>
        <translation>Ce que chaque progression ajoute à la valeur du joueur, et donc à la valeur d'équipe.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Team value from</source>
        <translation>Valeur d'équipe à partir de</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Expenses per match</source>
        <translation>Dépenses par match</translation>
    </message>
    <message>
        <location line="+10" />
        <source>and so on</source>
        <translation>et ainsi de suite</translation>
    </message>
    <message>
        <location line="+0" />
        <source>+%1 per %2</source>
        <translation>+%1 par tranche de %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The LRB6 default for expenses after a match. From a team value of %1, every further %2 adds %3; a league may change the threshold and the step.</source>
        <translation>La règle LRB6 par défaut pour les dépenses d'après-match. À partir d'une valeur d'équipe de %1, chaque tranche supplémentaire de %2 ajoute %3 ; une ligue peut changer le seuil et la tranche.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+18" />
        <source>A league option in place of spiralling expenses: after each match, a team with %1 or more in its treasury rolls a D6 on its row.</source>
        <translation>Une option de ligue à la place des dépenses exponentielles : après chaque match, une équipe ayant %1 ou plus en trésorerie lance un D6 sur sa ligne.</translation>
    </message>
</context>
<context>
    <name>dugout::RulebookPage</name>
    <message>
        <location filename="../views/rulebook/RulebookPage.cpp" line="+29" />
        <source>Rosters</source>
        <translation>Rosters</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Star players</source>
        <translation>Champions</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Inducements</source>
        <translation>Primes de match</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tables</source>
        <translation>Tableaux</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Special play cards</source>
        <translation>Cartes spéciales</translation>
    </message>
</context>
<context>
    <name>dugout::SkillBrowser</name>
    <message>
        <location filename="../views/rulebook/SkillBrowser.cpp" line="+30" />
        <source>All categories</source>
        <translation>Toutes les catégories</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Search in English or French</source>
        <translation>Rechercher en anglais ou en français</translation>
    </message>
    <message>
        <location line="+120" />
        <source>No skill matches your search.</source>
        <translation>Aucune compétence ne correspond à votre recherche.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose a skill to read its summary.</source>
        <translation>Choisissez une compétence pour lire son résumé.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>In English: %1</source>
        <translation>En anglais : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>In French: %1</source>
        <translation>En français : %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Also printed as: %1</source>
        <translation>Aussi imprimée sous le nom : %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>A player may not also have</source>
        <translation>Un joueur ne peut pas avoir aussi</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Positions that start with it</source>
        <translation>Postes qui la possèdent au départ</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Star players who have it</source>
        <translation>Champions qui la possèdent</translation>
    </message>
</context>
<context>
    <name>dugout::SkillTableModel</name>
    <message>
        <location filename="../models/SkillTableModel.cpp" line="+52" />
        <source>Also printed as: %1</source>
        <translation>Aussi imprimée sous le nom : %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <location line="+2" />
        <source>In English</source>
        <translation>En anglais</translation>
    </message>
    <message>
        <location line="+0" />
        <source>In French</source>
        <translation>En français</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
</context>
<context>
    <name>dugout::SpecialPlayCardBrowser</name>
    <message>
        <location filename="../views/rulebook/SpecialPlayCardBrowser.cpp" line="+24" />
        <source>%1 — %2 per card, %3 cards</source>
        <translation>%1 — %2 la carte, %3 cartes</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Deck:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Bought as inducements: each purchase draws one random card from the deck.</source>
        <translation>Achetées comme primes de match : chaque achat tire une carte au hasard dans le jeu.</translation>
    </message>
</context>
<context>
    <name>dugout::SpecialPlayCardTableModel</name>
    <message>
        <location filename="../models/SpecialPlayCardTableModel.cpp" line="+60" />
        <source>When: %1
Effect: %2</source>
        <translation>Quand : %1
Effet : %2</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+2" />
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
</context>
<context>
    <name>dugout::StaffPanel</name>
    <message>
        <location filename="../views/team/StaffPanel.cpp" line="+60" />
        <source>Fan factor</source>
        <translation>Popularité</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Re-rolls %1 × %2</source>
        <extracomment>Team re-rolls in the staff strip: count × base price ("3 × 50k").</extracomment>
        <translation>Relances %1 × %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each team re-roll counts %1 in team value</source>
        <translation>Chaque relance d'équipe compte %1 dans la valeur d'équipe</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Fan factor bought at creation: %1 a point, up to %2</source>
        <translation>Popularité achetée à la création : %1 le point, jusqu'à %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Assistant coaches %1</source>
        <translation>Assistants %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cheerleaders %1</source>
        <translation>Pom-pom girls %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Necromancer (free)</source>
        <translation>Nécromancien (gratuit)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Raise the Dead: once per match, an opposing player with ST 4 or less, without Regeneration or Stunty, who dies joins the team as a Zombie, for free if the roster has fewer than 16 players. The Zombie's cost still counts in team value.</source>
        <translation>Relever les morts : une fois par match, un joueur adverse de F 4 ou moins, sans Régénération ni Minus, qui meurt rejoint l'équipe comme Zombie, gratuitement si l'effectif compte moins de 16 joueurs. Le coût du Zombie compte tout de même dans la valeur d'équipe.</translation>
    </message>
</context>
<context>
    <name>dugout::StarPlayerBrowser</name>
    <message>
        <location filename="../views/rulebook/StarPlayerBrowser.cpp" line="+24" />
        <source>All rosters</source>
        <translation>Tous les rosters</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Plays for:</source>
        <translation>Joue pour :</translation>
    </message>
    <message>
        <location line="+40" />
        <source>%1 of %2 star players</source>
        <translation>%1 champions sur %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>dugout::StarPlayerTableModel</name>
    <message>
        <location filename="../models/StarPlayerTableModel.cpp" line="+91" />
        <source>Star player</source>
        <translation>Champion</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Plays for</source>
        <translation>Joue pour</translation>
    </message>
</context>
<context>
    <name>dugout::TeamActions</name>
    <message>
        <location filename="../views/team/TeamActions.cpp" line="+36" />
        <source>&amp;Hire player ▾</source>
        <translation>&amp;Engager un joueur ▾</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Fire</source>
        <translation>&amp;Renvoyer</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+72" />
        <location line="+7" />
        <source>&amp;Advance…</source>
        <translation>&amp;Progression…</translation>
    </message>
    <message>
        <location line="-78" />
        <source>Re&amp;name team…</source>
        <translation>Re&amp;nommer l'équipe…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Buy re-roll</source>
        <translation>Acheter une relance</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Apothecary</source>
        <translation>Apothicaire</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Confirm team</source>
        <translation>&amp;Valider l'équipe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Print team sheet…</source>
        <translation>&amp;Imprimer la feuille d'équipe…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Export team sheet (PDF)…</source>
        <translation>E&amp;xporter la feuille d'équipe (PDF)…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Hire a player from the roster</source>
        <translation>Engager un joueur du roster</translation>
    </message>
    <message>
        <location line="+44" />
        <source>%1 — %2 (%3 of %4)</source>
        <extracomment>Hire menu entry: position, price, how many the team has of how many it may have.</extracomment>
        <translation>%1 — %2 (%3 sur %4)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Remove %1 from the team: the cost goes back to the budget</source>
        <translation>Retirer %1 de l'équipe : son coût revient au budget</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fire %1: the player leaves the team, with no refund</source>
        <translation>Renvoyer %1 : le joueur quitte l'équipe, sans remboursement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Advance (%1)…</source>
        <translation>&amp;Progression (%1)…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Roll %1's advancement</source>
        <translation>Lancer la progression de %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has no advancement roll waiting.</source>
        <translation>%1 n'a aucun jet de progression en attente.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Select a player in the table first.</source>
        <translation>Sélectionnez d'abord un joueur dans le tableau.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Select a player with an advancement roll waiting (marked %1).</source>
        <translation>Sélectionnez un joueur avec un jet de progression en attente (marqué %1).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Buy re-roll (%1)</source>
        <translation>Acheter une relance (%1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A team re-roll costs %1 while the team is built</source>
        <translation>Une relance d'équipe coûte %1 pendant la création de l'équipe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After creation a re-roll costs double (%1) but adds only its base price to team value</source>
        <translation>Après la création, une relance coûte le double (%1) mais n'ajoute que son prix de base à la valeur d'équipe</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Remove a team re-roll: its price goes back to the budget</source>
        <translation>Retirer une relance d'équipe : son prix revient au budget</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove a team re-roll, with no refund</source>
        <translation>Retirer une relance d'équipe, sans remboursement</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Hire an assistant coach for %1</source>
        <translation>Engager un assistant pour %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Let an assistant coach go</source>
        <translation>Se séparer d'un assistant</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The team has no assistant coach.</source>
        <translation>L'équipe n'a aucun assistant.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Hire a cheerleader for %1</source>
        <translation>Engager une pom-pom girl pour %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Let a cheerleader go</source>
        <translation>Se séparer d'une pom-pom girl</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The team has no cheerleader.</source>
        <translation>L'équipe n'a aucune pom-pom girl.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Apothecary ✓</source>
        <translation>Apothicaire ✓</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Apothecary (%1)</source>
        <translation>Apothicaire (%1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The team has its apothecary; uncheck to let the apothecary go</source>
        <translation>L'équipe a son apothicaire ; décochez pour vous en séparer</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Hire an apothecary for %1</source>
        <translation>Engager un apothicaire pour %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The team is legal: confirm it to open its treasury and play matches</source>
        <translation>L'équipe est réglementaire : validez-la pour ouvrir sa trésorerie et jouer des matchs</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Print the team sheet: one A4 landscape page</source>
        <translation>Imprimer la feuille d'équipe : une page A4 à l'italienne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save the team sheet as a PDF file</source>
        <translation>Enregistrer la feuille d'équipe en PDF</translation>
    </message>
</context>
<context>
    <name>dugout::TeamHeader</name>
    <message>
        <location filename="../views/team/TeamHeader.cpp" line="+70" />
        <source>Coach: %1</source>
        <translation>Coach : %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>TV &lt;b&gt;%1&lt;/b&gt;</source>
        <extracomment>Team value in the header band; %1 is e.g. "1,120k".</extracomment>
        <translation>VE &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Gold left &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Or restant &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Treasury &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Trésorerie &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;b&gt;%1&lt;/b&gt; players</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; joueurs</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Budget %1, spent %2</source>
        <translation>Budget %1, dépensé %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Being built: ready to confirm</source>
        <translation>En création : prête à être validée</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Being built: %1</source>
        <translation>En création : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 Advancement rolls waiting: %2</source>
        <translation>%1 Jets de progression en attente : %2</translation>
    </message>
</context>
<context>
    <name>dugout::TeamListModel</name>
    <message>
        <location filename="../models/TeamListModel.cpp" line="+91" />
        <source>Confirmed</source>
        <translation>Validée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ready to confirm</source>
        <translation>Prête à valider</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Being built</source>
        <translation>En création</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Coach: %1</source>
        <translation>Coach : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Roster</source>
        <translation>Roster</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Status</source>
        <translation>Statut</translation>
    </message>
</context>
<context>
    <name>dugout::TeamView</name>
    <message>
        <location filename="../views/team/TeamView.cpp" line="+75" />
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Fan factor %1</source>
        <translation>Popularité %1</translation>
    </message>
    <message>
        <location line="+53" />
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Buy a team re-roll</source>
        <translation>Acheter une relance d'équipe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove a team re-roll</source>
        <translation>Retirer une relance d'équipe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hire an assistant coach</source>
        <translation>Engager un assistant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Let an assistant coach go</source>
        <translation>Se séparer d'un assistant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hire a cheerleader</source>
        <translation>Engager une pom-pom girl</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Let a cheerleader go</source>
        <translation>Se séparer d'une pom-pom girl</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Hire an apothecary</source>
        <translation>Engager un apothicaire</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Let the apothecary go</source>
        <translation>Se séparer de l'apothicaire</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+7" />
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <location line="-4" />
        <location line="+5" />
        <source>Redo: %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <location line="+54" />
        <location line="+11" />
        <source>No team is open.</source>
        <translation>Aucune équipe n'est ouverte.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Hire %1 (%2)</source>
        <translation>Engager %1 (%2)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Rename the team to %1</source>
        <translation>Renommer l'équipe en %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Number %1 for %2</source>
        <translation>Numéro %1 pour %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rename %1 to %2</source>
        <translation>Renommer %1 en %2</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fire %1</source>
        <translation>Renvoyer %1</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Rename team</source>
        <translation>Renommer l'équipe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Team name:</source>
        <translation>Nom de l'équipe :</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Confirm the team</source>
        <translation>Valider l'équipe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The team is confirmed. Its treasury opens with %1; from now on re-rolls cost double and fan factor changes only after matches.</source>
        <translation>L'équipe est validée. Sa trésorerie s'ouvre avec %1 ; désormais les relances coûtent le double et la popularité ne change qu'après les matchs.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Print team sheet</source>
        <translation>Imprimer la feuille d'équipe</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Team sheet saved to %1</source>
        <translation>Feuille d'équipe enregistrée dans %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Export team sheet</source>
        <translation>Exporter la feuille d'équipe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>dugout::TeamsPage</name>
    <message>
        <location filename="../views/team/TeamsPage.cpp" line="+29" />
        <source>New team…</source>
        <translation>Nouvelle équipe…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Create a team…</source>
        <translation>Créer une équipe…</translation>
    </message>
    <message>
        <location line="+72" />
        <source>&lt;p&gt;&lt;b&gt;No team yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Choose a roster, then hire players within %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pas encore d'équipe.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Choisissez un roster, puis engagez des joueurs dans la limite de %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open a database to see its teams.</source>
        <translation>Ouvrez une base de données pour voir ses équipes.</translation>
    </message>
    <message>
        <location line="+31" />
        <source>New team</source>
        <translation>Nouvelle équipe</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Open team</source>
        <translation>Ouvrir l'équipe</translation>
    </message>
</context>
</TS>