<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>CalibrationError</name>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marron</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>turquoise</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>mat not found: %1 of its 4 QR codes read, at least %2 needed: show the whole mat, flat and well lit</source>
        <translation>tapis introuvable : %1 de ses 4 codes QR lus, au moins %2 nécessaires : montrez tout le tapis, à plat et bien éclairé</translation>
    </message>
    <message>
        <source>the mat's QR codes were read but not its outline: show the whole mat, flat</source>
        <translation>les codes QR du tapis sont lus, mais pas son contour : montrez tout le tapis, à plat</translation>
    </message>
    <message>
        <source>the photo is empty</source>
        <translation>la photo est vide</translation>
    </message>
    <message>
        <source>no truck card found on the mat's card place</source>
        <translation>aucune carte camion trouvée sur l'emplacement de la carte du tapis</translation>
    </message>
    <message>
        <source>no loading area (white cells) seen on the card</source>
        <translation>aucune zone de chargement (cases blanches) visible sur la carte</translation>
    </message>
    <message>
        <source>no stick on the %1 place of the mat (it looks like bare paper)</source>
        <translation>aucun bâton sur la place « %1 » du tapis (on dirait du papier vierge)</translation>
    </message>
    <message>
        <source>the mat's white and black patches look alike: too dark, or the patches are covered</source>
        <translation>les carrés blanc et noir du tapis se ressemblent : trop sombre, ou les carrés sont couverts</translation>
    </message>
    <message>
        <source>a colour photo is needed</source>
        <translation>une photo en couleur est nécessaire</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1 : ce fichier n'existe pas</translation>
    </message>
    <message>
        <source>%1: not a readable image (damaged, or not a photo)</source>
        <translation>%1 : image illisible (abîmée, ou ce n'est pas une photo)</translation>
    </message>
    <message>
        <source>%1: the photo is larger than %2 pixels on a side</source>
        <translation>%1 : la photo dépasse %2 pixels sur un côté</translation>
    </message>
    <message>
        <source>%1: the photo is smaller than %2 pixels on a side</source>
        <translation>%1 : la photo fait moins de %2 pixels sur un côté</translation>
    </message>
</context>
<context>
    <name>CalibrationPage</name>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Colours learnt and stored.</source>
        <translation>Couleurs apprises et enregistrées.</translation>
    </message>
    <message>
        <source>The light has changed too much since the colours were learnt: learn them again.</source>
        <translation>La lumière a trop changé depuis l'apprentissage des couleurs : apprenez-les à nouveau.</translation>
    </message>
    <message>
        <source>The light is as when the colours were learnt.</source>
        <translation>La lumière est la même qu'à l'apprentissage des couleurs.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Calibration and your trucks</source>
        <translation>Étalonnage et vos camions</translation>
    </message>
    <message>
        <source>1. Print the mat</source>
        <translation>1. Imprimer le tapis</translation>
    </message>
    <message>
        <source>Print it at actual size (100 %, no scaling) and lay it flat in view of the camera.</source>
        <translation>Imprimez-le à la taille réelle (100 %, sans mise à l'échelle) et posez-le à plat devant la caméra.</translation>
    </message>
    <message>
        <source>Save PDF (A4)</source>
        <translation>Enregistrer le PDF (A4)</translation>
    </message>
    <message>
        <source>Save PDF (Letter)</source>
        <translation>Enregistrer le PDF (Letter)</translation>
    </message>
    <message>
        <source>2. Stick colours</source>
        <translation>2. Couleurs des bâtons</translation>
    </message>
    <message>
        <source>Lay one stick of each colour on its marked place on the mat, then take the photo.</source>
        <translation>Posez un bâton de chaque couleur à sa place marquée sur le tapis, puis prenez la photo.</translation>
    </message>
    <message>
        <source>Not calibrated yet: the readers use typical colours.</source>
        <translation>Pas encore étalonné : la lecture utilise des couleurs typiques.</translation>
    </message>
    <message>
        <source>Calibrated: the five colours are well apart.</source>
        <translation>Étalonné : les cinq couleurs se distinguent bien.</translation>
    </message>
    <message>
        <source>Calibrated, but two colours are close: more even light helps.</source>
        <translation>Étalonné, mais deux couleurs sont proches : une lumière plus uniforme aide.</translation>
    </message>
    <message>
        <source>Two colours are too close to tell apart: learn them again in better light.</source>
        <translation>Deux couleurs sont trop proches : apprenez-les à nouveau sous une meilleure lumière.</translation>
    </message>
    <message>
        <source>Learn the colours</source>
        <translation>Apprendre les couleurs</translation>
    </message>
    <message>
        <source>Check the light</source>
        <translation>Vérifier la lumière</translation>
    </message>
    <message>
        <source>3. Your truck cards</source>
        <translation>3. Vos cartes camion</translation>
    </message>
    <message>
        <source>Lay an empty truck card on the mat's card place and take the photo, or draw its loading area by hand.</source>
        <translation>Posez une carte camion vide à la place de la carte sur le tapis et prenez la photo, ou dessinez sa zone de chargement à la main.</translation>
    </message>
    <message>
        <source>Card from the photo</source>
        <translation>Carte d'après la photo</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Dessiner une carte</translation>
    </message>
    <message>
        <source>No cards of your own yet: games use the built-in stand-in cards.</source>
        <translation>Pas encore de cartes à vous : les parties utilisent les cartes de remplacement intégrées.</translation>
    </message>
    <message>
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · %2 étages · %3 cases</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
</context>
<context>
    <name>CalibrationPhoto</name>
    <message>
        <source>No camera found. Start Packmate with --image FILE to read a photo, or draw your cards by hand.</source>
        <translation>Aucune caméra trouvée. Lancez Packmate avec --image FICHIER pour lire une photo, ou dessinez vos cartes à la main.</translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <source>Codes read: %1 of %2</source>
        <translation>Codes lus : %1 sur %2</translation>
    </message>
    <message>
        <source>Use this roll: %1</source>
        <translation>Prendre ce lancer : %1</translation>
    </message>
    <message>
        <source>Hold still… %1 of %2 frames agree</source>
        <translation>Ne bougez pas… %1 images sur %2 concordent</translation>
    </message>
    <message>
        <source>Dice seen: %1</source>
        <translation>Dés vus : %1</translation>
    </message>
    <message>
        <source>Waiting for a frame…</source>
        <translation>En attente d'une image…</translation>
    </message>
    <message>
        <source>Sharp and bright enough to read</source>
        <translation>Assez net et lumineux pour la lecture</translation>
    </message>
    <message>
        <source>Too dark or blurred — hold still, add light</source>
        <translation>Trop sombre ou flou — ne bougez pas, ajoutez de la lumière</translation>
    </message>
    <message>
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Images : %1 reçues, %2 lues, %3 ignorées</translation>
    </message>
    <message>
        <source>No camera found</source>
        <translation>Aucune caméra trouvée</translation>
    </message>
    <message>
        <source>This device has no camera, or Packmate may not use it. Allow camera access in the system settings, or keep playing with manual entry: tap the dice faces and count free cells and sticks left.</source>
        <translation>Cet appareil n'a pas de caméra, ou Packmate n'a pas le droit de l'utiliser. Autorisez la caméra dans les réglages du système, ou continuez en saisie manuelle : touchez les faces des dés et comptez les cases libres et les bâtons restants.</translation>
    </message>
    <message>
        <source>Back to manual entry</source>
        <translation>Revenir à la saisie manuelle</translation>
    </message>
    <message>
        <source>Not a roll yet: one die of each of the five colours is needed</source>
        <translation>Pas encore un lancer : un dé de chaque couleur requis</translation>
    </message>
</context>
<context>
    <name>CardEditorPage</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Edit truck card %1</source>
        <translation>Modifier la carte camion %1</translation>
    </message>
    <message>
        <source>New truck card</source>
        <translation>Nouvelle carte camion</translation>
    </message>
    <message>
        <source>Tap the cells of the loading area (cab on the left).</source>
        <translation>Touchez les cases de la zone de chargement (cabine à gauche).</translation>
    </message>
    <message>
        <source>Proposed from the photo (%1 % sure): check every cell.</source>
        <translation>Proposé d'après la photo (sûr à %1 %) : vérifiez chaque case.</translation>
    </message>
    <message>
        <source>Proposed from the photo, but only %1 % sure: please check every cell.</source>
        <translation>Proposé d'après la photo, mais sûr à %1 % seulement : vérifiez chaque case.</translation>
    </message>
    <message>
        <source>cab</source>
        <translation>cabine</translation>
    </message>
    <message>
        <source>%1 loading cells</source>
        <translation>%1 cases de chargement</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Étages</translation>
    </message>
    <message>
        <source>The layer count could not be read from the photo: choose it.</source>
        <translation>Le nombre d'étages n'a pas pu être lu sur la photo : choisissez-le.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>e.g. MY01</source>
        <translation>p. ex. MY01</translation>
    </message>
    <message>
        <source>%1 cells × %2 layers = room for %3 cells of cargo</source>
        <translation>%1 cases × %2 étages = place pour %3 cases de chargement</translation>
    </message>
    <message>
        <source>Save card</source>
        <translation>Enregistrer la carte</translation>
    </message>
    <message>
        <source>Delete card</source>
        <translation>Supprimer la carte</translation>
    </message>
    <message>
        <source>Delete your truck card %1? Games already played keep it.</source>
        <translation>Supprimer votre carte camion %1 ? Les parties déjà jouées la conservent.</translation>
    </message>
</context>
<context>
    <name>DiceStep</name>
    <message>
        <source>not rolled yet</source>
        <translation>n'a pas encore lancé</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 cases</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Dés de %1</translation>
    </message>
    <message>
        <source>Cargo: %1 sticks, %2 cells</source>
        <translation>Chargement : %1 bâtons, %2 cases</translation>
    </message>
    <message>
        <source>Save roll</source>
        <translation>Enregistrer le lancer</translation>
    </message>
    <message>
        <source>Read with camera</source>
        <translation>Lire avec la caméra</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Kitty %1</source>
        <translation>Caisse %1</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <source>1 Dice</source>
        <translation>1 Dés</translation>
    </message>
    <message>
        <source>2 Trucks</source>
        <translation>2 Camions</translation>
    </message>
    <message>
        <source>3 Scoring</source>
        <translation>3 Décompte</translation>
    </message>
    <message>
        <source>4 Summary</source>
        <translation>4 Bilan</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Gagnant : %1</translation>
    </message>
    <message>
        <source>Open the ledger</source>
        <translation>Ouvrir les comptes</translation>
    </message>
</context>
<context>
    <name>HandOverPage</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Hand over the game</source>
        <translation>Transmettre la partie</translation>
    </message>
    <message>
        <source>On the other tablet: Packmate → Receive a game, then point its camera at these codes.</source>
        <translation>Sur l'autre tablette : Packmate → Recevoir une partie, puis visez ces codes avec la caméra.</translation>
    </message>
    <message>
        <source>Code %1 of %2</source>
        <translation>Code %1 sur %2</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Packmate — Zack &amp; Pack</source>
        <translation>Packmate — Zack &amp; Pack</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Receive a game from another tablet</source>
        <translation>Recevoir une partie d'une autre tablette</translation>
    </message>
    <message>
        <source>Unfinished game: round %1</source>
        <translation>Partie en cours : tour %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Packmate keeps the score, the chips and the kitty; every action is saved at once, so the game survives a closed app.</source>
        <translation>Packmate tient les points, les jetons et la caisse ; chaque action est enregistrée aussitôt : la partie survit à la fermeture de l'application.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Aucune partie pour l'instant.</translation>
    </message>
    <message>
        <source>In progress — tap to continue</source>
        <translation>En cours — touchez pour continuer</translation>
    </message>
    <message>
        <source>Won by %1 — tap for the ledger</source>
        <translation>Gagnée par %1 — touchez pour voir les comptes</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Transmettre</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Impossible d'écrire %1</translation>
    </message>
    <message>
        <source>Undo the last action?</source>
        <translation>Annuler la dernière action ?</translation>
    </message>
    <message>
        <source>This takes back: %1. The undo is recorded in the game's history.</source>
        <translation>Action annulée : %1. L'annulation est inscrite dans l'historique de la partie.</translation>
    </message>
    <message>
        <source>End the game now?</source>
        <translation>Terminer la partie maintenant ?</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Gagnant : %1</translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>Caisse</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Annuler la dernière action</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Exporter en JSON</translation>
    </message>
    <message>
        <source>Whoever has the most points wins (on a tie, all of them). This cannot be undone.</source>
        <translation>Le ou les joueurs ayant le plus de points gagnent. Impossible d'annuler.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Packmate</source>
        <translation>Packmate</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>New game — Zack &amp; Pack</source>
        <translation>Nouvelle partie — Zack &amp; Pack</translation>
    </message>
    <message>
        <source>How many players?</source>
        <translation>Combien de joueurs ?</translation>
    </message>
    <message>
        <source>Two players is a house variant: the rules are written for 3 to 6.</source>
        <translation>À deux, c'est une variante maison : la règle est prévue pour 3 à 6 joueurs.</translation>
    </message>
    <message>
        <source>Each player draws 1 truck card per round.</source>
        <translation>Chaque joueur pioche 1 carte camion par tour.</translation>
    </message>
    <message>
        <source>Each player draws 2 truck cards per round.</source>
        <translation>Chaque joueur pioche 2 cartes camion par tour.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Each player starts with 75 points in chips: 1×50, 2×10, 1×5.</source>
        <translation>Chaque joueur reçoit des jetons pour 75 points : 1×50, 2×10, 1×5.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marron</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>turquoise</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1's truck is already scored: undo the score first.</source>
        <translation>Le camion de %1 est déjà décompté : annulez d'abord le décompte.</translation>
    </message>
    <message>
        <source>Truck %1 is already taken by %2.</source>
        <translation>Le camion %1 est déjà pris par %2.</translation>
    </message>
    <message>
        <source>%1: the loaded sticks fill %2 cells, more than truck %3 holds (%4): mark the sticks left beside it.</source>
        <translation>%1 : les bâtons chargés remplissent %2 cases, plus que le camion %3 n'en contient (%4) : indiquez les bâtons laissés à côté.</translation>
    </message>
    <message>
        <source>%1: the loaded sticks cannot all lie on truck %2 (at most %3 of their %4 cells fit): mark the sticks left beside it.</source>
        <translation>%1 : les bâtons chargés ne tiennent pas tous sur le camion %2 (au plus %3 de leurs %4 cases) : indiquez les bâtons laissés à côté.</translation>
    </message>
    <message>
        <source>%1: %2 free cells do not add up: truck %3 holds %4 cells and the loaded sticks fill %5.</source>
        <translation>%1 : %2 cases libres, le compte n'y est pas : le camion %3 a %4 cases et les bâtons chargés en occupent %5.</translation>
    </message>
    <message>
        <source>%1: %3 %2 sticks left over, but the cargo has only %4.</source>
        <translation>%1 : %3 bâtons (%2) restants, mais la cargaison n'en a que %4.</translation>
    </message>
    <message>
        <source>Round %1 cannot be closed yet: %2 has no penalty.</source>
        <translation>Le tour %1 ne peut pas encore être clos : il manque le dû de %2.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n'y a rien à annuler.</translation>
    </message>
    <message>
        <source>A game needs 3 to 6 players.</source>
        <translation>Une partie se joue de 3 à 6 joueurs.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
</context>
<context>
    <name>ScoringStep</name>
    <message>
        <source>penalty %1</source>
        <translation>dû %1</translation>
    </message>
    <message>
        <source>to score</source>
        <translation>à compter</translation>
    </message>
    <message>
        <source>Truck of %1</source>
        <translation>Camion de %1</translation>
    </message>
    <message>
        <source>Photo mode</source>
        <translation>Mode photo</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Cases libres</translation>
    </message>
    <message>
        <source>Truck %1: %2 cells, cargo %3 cells — the free cells follow from the sticks left over.</source>
        <translation>Camion %1 : %2 cases, chargement %3 cases — les cases libres découlent des bâtons restants.</translation>
    </message>
    <message>
        <source>Sticks left beside the truck:</source>
        <translation>Bâtons restés à côté du camion :</translation>
    </message>
    <message>
        <source>Penalty: %1</source>
        <translation>Dû : %1</translation>
    </message>
    <message>
        <source>Best possible: needs dice and truck</source>
        <translation>Meilleur possible : dés et camion requis</translation>
    </message>
    <message>
        <source>Best possible: %1</source>
        <translation>Meilleur possible : %1</translation>
    </message>
    <message>
        <source>Save score</source>
        <translation>Enregistrer le décompte</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) of cargo more than the truck holds: mark the sticks left beside it.</source>
        <translation>
            <numerusform>%n case de chargement de plus que le camion ne contient : indiquez les bâtons laissés à côté.</numerusform>
            <numerusform>%n cases de chargement de plus que le camion ne contient : indiquez les bâtons laissés à côté.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Calibration and your truck cards…</source>
        <translation>Étalonnage et vos cartes camion…</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Étalonnage</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Avg. penalty</source>
        <translation>Dû moyen</translation>
    </message>
    <message>
        <source>Above best</source>
        <translation>Écart au meilleur</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Aucune partie pour l'instant.</translation>
    </message>
    <message>
        <source>Above best: how many penalty points per round above the best possible loading (rounds with dice and truck entered).</source>
        <translation>Écart au meilleur : points de pénalité par tour au-delà du meilleur chargement possible (tours avec dés et camion saisis).</translation>
    </message>
</context>
<context>
    <name>SummaryStep</name>
    <message>
        <source>Score every truck first.</source>
        <translation>Comptez d'abord chaque camion.</translation>
    </message>
    <message>
        <source>Penalty %1</source>
        <translation>Dû %1</translation>
    </message>
    <message>
        <source>Pays nothing</source>
        <translation>Ne paie rien</translation>
    </message>
    <message>
        <source>Pays %1: hands over %2</source>
        <translation>Paie %1 : donne %2</translation>
    </message>
    <message>
        <source>, takes back %1</source>
        <translation>, reprend %1</translation>
    </message>
    <message>
        <source> — the kitty is %1 short of change</source>
        <translation> — il manque %1 à la caisse pour rendre la monnaie</translation>
    </message>
    <message>
        <source>+10 from the kitty</source>
        <translation>+10 de la caisse</translation>
    </message>
    <message>
        <source>Lowest penalty this round: %1. Payments go into the kitty first, then the +10.</source>
        <translation>Plus petit dû de ce tour : %1. On paie d'abord la caisse, puis on reçoit les +10.</translation>
    </message>
    <message>
        <source>Close round %1</source>
        <translation>Clore le tour %1</translation>
    </message>
    <message>
        <source>Close the last round?</source>
        <translation>Clore le dernier tour ?</translation>
    </message>
    <message>
        <source>%1 will have no points left: closing this round ends the game. This cannot be undone.</source>
        <translation>%1 n'aura plus de points : clore ce tour termine la partie. Impossible d'annuler.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marron</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>turquoise</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>W</source>
        <comment>white stick, one letter</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>G</source>
        <comment>grey stick, one letter</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>B</source>
        <comment>brown stick, one letter</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>T</source>
        <comment>turquoise stick, one letter</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>V</source>
        <comment>violet stick, one letter</comment>
        <translation>V</translation>
    </message>
</context>
<context>
    <name>TruckCameraPage</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Truck of %1</source>
        <translation>Camion de %1</translation>
    </message>
    <message>
        <source>No camera found. Count the free cells and the sticks left by hand on the scoring screen.</source>
        <translation>Aucune caméra trouvée. Comptez à la main les cases libres et les bâtons restants sur l'écran du décompte.</translation>
    </message>
    <message>
        <source>Choose this player's truck first (step 2).</source>
        <translation>Choisissez d'abord le camion de ce joueur (étape 2).</translation>
    </message>
    <message>
        <source>Looking for truck %1…</source>
        <translation>Recherche du camion %1…</translation>
    </message>
    <message>
        <source>No truck card in view: hold the tablet over the card, the whole card in view.</source>
        <translation>Aucune carte camion en vue : tenez la tablette au-dessus de la carte, la carte entière dans l'image.</translation>
    </message>
    <message>
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Images : %1 reçues, %2 lues, %3 ignorées</translation>
    </message>
    <message>
        <source>The dice are not entered yet: only a 1-layer truck can be scored.</source>
        <translation>Les dés ne sont pas encore saisis : seul un camion à 1 étage peut être compté.</translation>
    </message>
    <message>
        <source>Still photo: tap a cell or a stick to change it, hold it to confirm it.</source>
        <translation>Photo figée : touchez une case ou un bâton pour le changer, maintenez pour le confirmer.</translation>
    </message>
    <message>
        <source>Live: tap a cell or a stick to change it, hold it to confirm it.</source>
        <translation>En direct : touchez une case ou un bâton pour le changer, maintenez pour le confirmer.</translation>
    </message>
</context>
<context>
    <name>TruckScorePanel</name>
    <message>
        <source>Penalty: %1</source>
        <translation>Dû : %1</translation>
    </message>
    <message>
        <source>Penalty: not sure</source>
        <translation>Dû : incertain</translation>
    </message>
    <message>
        <source>check it</source>
        <translation>à vérifier</translation>
    </message>
    <message>
        <source>confidence %1 %</source>
        <translation>confiance %1 %</translation>
    </message>
    <message>
        <source>%1 free cells + %2 points for sticks left</source>
        <translation>%1 cases libres + %2 points pour les bâtons restants</translation>
    </message>
    <message>
        <source>Best possible: needs dice and truck</source>
        <translation>Meilleur possible : dés et camion requis</translation>
    </message>
    <message>
        <source>Best possible: %1</source>
        <translation>Meilleur possible : %1</translation>
    </message>
    <message>
        <source>Sticks beside the truck (tap to change the colour):</source>
        <translation>Bâtons à côté du camion (touchez pour changer la couleur) :</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Add:</source>
        <translation>Ajouter :</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Revenir au direct</translation>
    </message>
    <message>
        <source>Take photo</source>
        <translation>Prendre la photo</translation>
    </message>
    <message>
        <source>Book score</source>
        <translation>Inscrire le décompte</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s) to check, ringed in orange: tap to change, hold to confirm</source>
        <translation>
            <numerusform>%n lecture à vérifier, entourée d'orange : touchez pour changer, maintenez pour confirmer</numerusform>
            <numerusform>%n lectures à vérifier, entourées d'orange : touchez pour changer, maintenez pour confirmer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrucksStep</name>
    <message>
        <source>Each player draws 1 truck card, face down.</source>
        <translation>Chaque joueur pioche 1 carte camion, face cachée.</translation>
    </message>
    <message>
        <source>Each player draws 2 truck cards, face down.</source>
        <translation>Chaque joueur pioche 2 cartes camion, face cachée.</translation>
    </message>
    <message>
        <source>Grab a truck from in front of another player, or take the top card of the deck.</source>
        <translation>Prenez un camion devant un autre joueur, ou la première carte de la pile.</translation>
    </message>
    <message>
        <source>Deck: %1 cards · discard pile: %2 · reshuffled %3 times</source>
        <translation>Pile : %1 cartes · défausse : %2 · rebattue %3 fois</translation>
    </message>
    <message>
        <source>The deck runs out this round: shuffle all cards not in use into a new deck.</source>
        <translation>La pile s'épuise ce tour-ci : rebattez toutes les cartes inutilisées pour former une nouvelle pile.</translation>
    </message>
    <message>
        <source>Pick the card each player took (built-in stand-in cards Z01–Z30 until your own cards are registered).</source>
        <translation>Choisissez la carte prise par chaque joueur (cartes de remplacement Z01–Z30 tant que vos propres cartes ne sont pas enregistrées).</translation>
    </message>
    <message>
        <source>Card…</source>
        <translation>Carte…</translation>
    </message>
    <message>
        <source>Open card</source>
        <translation>Carte visible</translation>
    </message>
    <message>
        <source>Blind from deck</source>
        <translation>À l'aveugle de la pile</translation>
    </message>
    <message>
        <source>Everyone has a truck — start loading</source>
        <translation>Chacun a son camion — chargez !</translation>
    </message>
</context>
<context>
    <name>VisionWarning</name>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marron</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>turquoise</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>no truck card found: hold the camera over the card, the whole card in view</source>
        <translation>aucune carte camion trouvée : tenez la caméra au-dessus de la carte, la carte entière dans l'image</translation>
    </message>
    <message>
        <source>check cell row %1, column %2</source>
        <translation>vérifiez la case rangée %1, colonne %2</translation>
    </message>
    <message>
        <source>the table looks like %1 sticks: check the %1 sticks beside the truck</source>
        <translation>la table ressemble aux bâtons %1 : vérifiez les bâtons %1 à côté du camion</translation>
    </message>
    <message>
        <source>check the table round the truck: something stick-coloured that is not a whole stick</source>
        <translation>vérifiez la table autour du camion : quelque chose de la couleur d'un bâton qui n'est pas un bâton entier</translation>
    </message>
    <message>
        <source>check the card's orientation</source>
        <translation>vérifiez le sens de la carte (où est la cabine)</translation>
    </message>
    <message>
        <source>%1 stick measures %2 cells, expected %3</source>
        <translation>le bâton %1 mesure %2 cases, %3 attendues</translation>
    </message>
    <message>
        <source>a truck with %1 layers needs the cargo (--cargo W,G,B,T,V) to count the hidden cells</source>
        <translation>un camion à %1 étages a besoin du chargement (le lancer de dés) pour compter les cases cachées</translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), more than the cargo's %1</source>
        <translation>
            <numerusform>vu de dessus, %n case est couverte, plus que le chargement (%1)</numerusform>
            <numerusform>vu de dessus, %n cases sont couvertes, plus que le chargement (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the cargo's %1 sticks cover</source>
        <translation>
            <numerusform>%n case montre %1 dessus, plus que les bâtons %1 du chargement ne couvrent</numerusform>
            <numerusform>%n cases montrent %1 dessus, plus que les bâtons %1 du chargement ne couvrent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sticks seen beside the truck add up to %n cell(s), the cargo and the top view leave %1: check the sticks beside the truck</source>
        <translation>
            <numerusform>les bâtons à côté du camion font %n case, le chargement et la vue de dessus en laissent %1 : vérifiez les bâtons à côté du camion</numerusform>
            <numerusform>les bâtons à côté du camion font %n cases, le chargement et la vue de dessus en laissent %1 : vérifiez les bâtons à côté du camion</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 stick(s) beside the truck but the cargo has only %2</source>
        <translation>
            <numerusform>%n bâton %1 à côté du camion, mais le chargement n'en a que %2</numerusform>
            <numerusform>%n bâtons %1 à côté du camion, mais le chargement n'en a que %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the loaded %1 sticks can cover (loaded: %2)</source>
        <translation>
            <numerusform>%n case montre %1 dessus, plus que les bâtons %1 chargés ne peuvent couvrir (chargés : %2)</numerusform>
            <numerusform>%n cases montrent %1 dessus, plus que les bâtons %1 chargés ne peuvent couvrir (chargés : %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cell(s) (room for %2–%3): recount the sticks beside the truck</source>
        <translation>
            <numerusform>le chargement moins les bâtons à côté laisse %1 à charger, mais %n case est couverte vue de dessus (place pour %2–%3) : recomptez les bâtons à côté du camion</numerusform>
            <numerusform>le chargement moins les bâtons à côté laisse %1 à charger, mais %n cases sont couvertes vues de dessus (place pour %2–%3) : recomptez les bâtons à côté du camion</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n least sure %1 stick(s) left out of the count, to check</source>
        <translation>
            <numerusform>%n bâton %1 le moins sûr n'est pas compté, à vérifier</numerusform>
            <numerusform>%n bâtons %1 les moins sûrs ne sont pas comptés, à vérifier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells</source>
        <translation>
            <numerusform>vu de dessus, %n case est couverte, le chargement moins les bâtons sûrs à côté en laisse %1 : ce compte l'emporte, vérifiez les cases marquées</numerusform>
            <numerusform>vu de dessus, %n cases sont couvertes, le chargement moins les bâtons sûrs à côté en laisse %1 : ce compte l'emporte, vérifiez les cases marquées</numerusform>
        </translation>
    </message>
    <message>
        <source>cargo minus the sticks beside leaves %1 to load, more than the truck's %2: some sticks beside the truck were not seen</source>
        <translation>le chargement moins les bâtons à côté laisse %1 à charger, plus que le camion ne contient (%2) : des bâtons à côté du camion n'ont pas été vus</translation>
    </message>
    <message>
        <source>the reading gives a penalty of %1, below the best any loading of this cargo can score (%2): sticks beside the truck were not seen, or cells were misread</source>
        <translation>la lecture donne un dû de %1, moins que le meilleur chargement possible de ces bâtons (%2) : des bâtons à côté du camion n'ont pas été vus, ou des cases ont été mal lues</translation>
    </message>
    <message numerus="yes">
        <source>the sticks the count leaves loaded (%n cell(s)) cannot all lie on this truck: sticks beside the truck were not seen, or misread</source>
        <translation>
            <numerusform>les bâtons que le compte laisse chargés (%n case) ne tiennent pas tous sur ce camion : des bâtons à côté du camion n'ont pas été vus, ou ont été mal lus</numerusform>
            <numerusform>les bâtons que le compte laisse chargés (%n cases) ne tiennent pas tous sur ce camion : des bâtons à côté du camion n'ont pas été vus, ou ont été mal lus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view as read cannot be laid with whole sticks: %n unsure cell(s) read as the nearest top that can, check the marked cells</source>
        <translation>
            <numerusform>la vue de dessus lue ne peut pas être posée avec des bâtons entiers : %n case incertaine lue comme dans la vue posable la plus proche, vérifiez les cases marquées</numerusform>
            <numerusform>la vue de dessus lue ne peut pas être posée avec des bâtons entiers : %n cases incertaines lues comme dans la vue posable la plus proche, vérifiez les cases marquées</numerusform>
        </translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view; one more %1 stick beside the truck would explain it: look for an unseen %1 stick</source>
        <translation>aucun chargement des bâtons que le compte laisse chargés ne donne cette vue de dessus ; un bâton %1 de plus à côté du camion l'expliquerait : cherchez un bâton %1 non vu</translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view: sticks beside the truck were not seen, or cells were misread</source>
        <translation>aucun chargement des bâtons que le compte laisse chargés ne donne cette vue de dessus : des bâtons à côté du camion n'ont pas été vus, ou des cases ont été mal lues</translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view; two more %1 sticks beside the truck would explain it: look for two unseen %1 sticks</source>
        <translation>aucun chargement des bâtons que le compte laisse chargés ne donne cette vue de dessus ; deux bâtons %1 de plus à côté du camion l'expliqueraient : cherchez deux bâtons %1 non vus</translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells</source>
        <translation>
            <numerusform>vu de dessus, %n case est couverte, le chargement moins les bâtons à côté en laisse %1 : plus probablement des cubes blancs lus comme carte nue, vérifiez les cases marquées</numerusform>
            <numerusform>vu de dessus, %n cases sont couvertes, le chargement moins les bâtons à côté en laisse %1 : plus probablement des cubes blancs lus comme carte nue, vérifiez les cases marquées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>packmate::app::CalibrationController</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Calibrate the colours first.</source>
        <translation>Étalonnez d'abord les couleurs.</translation>
    </message>
    <message>
        <source>The camera has no picture yet.</source>
        <translation>La caméra n'a pas encore d'image.</translation>
    </message>
    <message>
        <source>Cannot save the photo.</source>
        <translation>Impossible d'enregistrer la photo.</translation>
    </message>
    <message>
        <source>The stored colour calibration cannot be read: calibrate the colours again. (%1)</source>
        <translation>L'étalonnage des couleurs enregistré est illisible : étalonnez à nouveau les couleurs. (%1)</translation>
    </message>
</context>
<context>
    <name>packmate::app::CameraFeed</name>
    <message>
        <source>The colour calibration cannot be read, so typical colours are used: calibrate the colours again. (%1)</source>
        <translation>L'étalonnage des couleurs est illisible, les couleurs habituelles sont utilisées : étalonnez à nouveau les couleurs. (%1)</translation>
    </message>
</context>
<context>
    <name>packmate::app::FileFrameSource</name>
    <message>
        <source>File not found: %1</source>
        <translation>Fichier introuvable : %1</translation>
    </message>
    <message>
        <source>Cannot read the image %1: %2</source>
        <translation>Impossible de lire l'image %1 : %2</translation>
    </message>
</context>
<context>
    <name>packmate::app::GameController</name>
    <message>
        <source>The game database is not open.</source>
        <translation>La base de données des parties n'est pas ouverte.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie n'est ouverte.</translation>
    </message>
    <message>
        <source>Choose the truck card first.</source>
        <translation>Choisissez d'abord la carte camion.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n'y a rien à annuler.</translation>
    </message>
    <message>
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · %2 étages · %3 cases</translation>
    </message>
    <message>
        <source> (stand-in card)</source>
        <translation> (carte de remplacement)</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Dés de %1</translation>
    </message>
    <message>
        <source>Truck taken by %1</source>
        <translation>Camion pris par %1</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>Décompte de %1</translation>
    </message>
    <message>
        <source>End of round %1</source>
        <translation>Fin du tour %1</translation>
    </message>
    <message>
        <source>The codes do not hold a Packmate game.</source>
        <translation>Ces codes ne contiennent pas de partie Packmate.</translation>
    </message>
</context>
<context>
    <name>packmate::app::TruckScoring</name>
    <message>
        <source>The camera has not read truck %1 yet: hold it over the card.</source>
        <translation>La caméra n'a pas encore lu le camion %1 : tenez-la au-dessus de la carte.</translation>
    </message>
</context>
<context>
    <name>packmate::app::UserCards</name>
    <message>
        <source>Tap the cells of the loading area.</source>
        <translation>Touchez les cases de la zone de chargement.</translation>
    </message>
    <message>
        <source>A loading area has at most 3 rows and 5 columns.</source>
        <translation>Une zone de chargement a au plus 3 rangées et 5 colonnes.</translation>
    </message>
    <message>
        <source>Choose 1 to 4 layers.</source>
        <translation>Choisissez 1 à 4 étages.</translation>
    </message>
    <message>
        <source>Give the card a name.</source>
        <translation>Donnez un nom à la carte.</translation>
    </message>
    <message>
        <source>%1 is the name of a built-in card: choose another.</source>
        <translation>%1 est le nom d'une carte intégrée : choisissez-en un autre.</translation>
    </message>
    <message>
        <source>You already have a card named %1: choose another.</source>
        <translation>Vous avez déjà une carte nommée %1 : choisissez un autre nom.</translation>
    </message>
    <message>
        <source>There is no card named %1.</source>
        <translation>Il n'y a pas de carte nommée %1.</translation>
    </message>
    <message>
        <source>Your cards file cannot be read; fix or remove it (%1).</source>
        <translation>Votre fichier de cartes est illisible ; corrigez-le ou supprimez-le (%1).</translation>
    </message>
    <message>
        <source>The card could not be saved (%1).</source>
        <translation>La carte n'a pas pu être enregistrée (%1).</translation>
    </message>
    <message>
        <source>The card could not be removed (%1).</source>
        <translation>La carte n'a pas pu être supprimée (%1).</translation>
    </message>
</context>
</TS>