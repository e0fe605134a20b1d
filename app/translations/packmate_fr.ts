<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>CameraPage</name>
    <message>
        <location filename="../../qml/CameraPage.qml" line="38" />
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="44" />
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="87" />
        <source>Codes read: %1 of %2</source>
        <translation>Codes lus : %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="137" />
        <source>Use this roll: %1</source>
        <translation>Prendre ce lancer : %1</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="138" />
        <source>Hold still… %1 of %2 frames agree</source>
        <translation>Ne bougez pas… %1 images sur %2 concordent</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="158" />
        <source>Dice seen: %1</source>
        <translation>Dés vus : %1</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="159" />
        <source>Waiting for a frame…</source>
        <translation>En attente d'une image…</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="160" />
        <source>Sharp and bright enough to read</source>
        <translation>Assez net et lumineux pour la lecture</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="161" />
        <source>Too dark or blurred — hold still, add light</source>
        <translation>Trop sombre ou flou — ne bougez pas, ajoutez de la lumière</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="162" />
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Images : %1 reçues, %2 lues, %3 ignorées</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="199" />
        <source>No camera found</source>
        <translation>Aucune caméra trouvée</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="205" />
        <source>This device has no camera, or Packmate may not use it. Allow camera access in the system settings, or keep playing with manual entry: tap the dice faces and count free cells and sticks left.</source>
        <translation>Cet appareil n'a pas de caméra, ou Packmate n'a pas le droit de l'utiliser. Autorisez la caméra dans les réglages du système, ou continuez en saisie manuelle : touchez les faces des dés et comptez les cases libres et les bâtons restants.</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="212" />
        <source>Back to manual entry</source>
        <translation>Revenir à la saisie manuelle</translation>
    </message>
</context>
<context>
    <name>DiceStep</name>
    <message>
        <location filename="../../qml/DiceStep.qml" line="73" />
        <source>not rolled yet</source>
        <translation>n'a pas encore lancé</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="75" />
        <source>%1 cells</source>
        <translation>%1 cases</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="86" />
        <source>Dice of %1</source>
        <translation>Dés de %1</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="120" />
        <source>Cargo: %1 sticks, %2 cells</source>
        <translation>Chargement : %1 bâtons, %2 cases</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="129" />
        <source>Save roll</source>
        <translation>Enregistrer le lancer</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="139" />
        <source>Read with camera</source>
        <translation>Lire avec la caméra</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../qml/GamePage.qml" line="31" />
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="38" />
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="38" />
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="46" />
        <source>Kitty %1</source>
        <translation>Caisse %1</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="52" />
        <source>Ledger</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>1 Dice</source>
        <translation>1 Dés</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>2 Trucks</source>
        <translation>2 Camions</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>3 Scoring</source>
        <translation>3 Décompte</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>4 Summary</source>
        <translation>4 Bilan</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="105" />
        <source>Winner: %1</source>
        <translation>Gagnant : %1</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="112" />
        <source>Open the ledger</source>
        <translation>Ouvrir les comptes</translation>
    </message>
</context>
<context>
    <name>HandOverPage</name>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="21" />
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="27" />
        <source>Hand over the game</source>
        <translation>Transmettre la partie</translation>
    </message>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="43" />
        <source>On the other tablet: Packmate → Receive a game, then point its camera at these codes.</source>
        <translation>Sur l'autre tablette : Packmate → Recevoir une partie, puis visez ces codes avec la caméra.</translation>
    </message>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="70" />
        <source>Code %1 of %2</source>
        <translation>Code %1 sur %2</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../../qml/HomePage.qml" line="25" />
        <source>Packmate — Zack &amp; Pack</source>
        <translation>Packmate — Zack &amp; Pack</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="34" />
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="41" />
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="66" />
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="75" />
        <source>Receive a game from another tablet</source>
        <translation>Recevoir une partie d'une autre tablette</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="90" />
        <source>Unfinished game: round %1</source>
        <translation>Partie en cours : tour %1</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="102" />
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="111" />
        <source>Packmate keeps the score, the chips and the kitty; every action is saved at once, so the game survives a closed app.</source>
        <translation>Packmate tient les points, les jetons et la caisse ; chaque action est enregistrée aussitôt : la partie survit à la fermeture de l'application.</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="125" />
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="131" />
        <source>No games yet.</source>
        <translation>Aucune partie pour l'instant.</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="161" />
        <source>Won by %1</source>
        <translation>Gagnée par %1</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="162" />
        <source>In progress — tap to continue</source>
        <translation>En cours — touchez pour continuer</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="21" />
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="27" />
        <source>Ledger</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="36" />
        <source>Hand over</source>
        <translation>Transmettre</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="44" />
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="50" />
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="51" />
        <source>Could not write %1</source>
        <translation>Impossible d'écrire %1</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="60" />
        <source>Undo the last action?</source>
        <translation>Annuler la dernière action ?</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="61" />
        <source>This takes back: %1. The undo is recorded in the game's history.</source>
        <translation>Action annulée : %1. L'annulation est inscrite dans l'historique de la partie.</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="67" />
        <source>End the game now?</source>
        <translation>Terminer la partie maintenant ?</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="68" />
        <source>The player(s) with the most points win. This cannot be undone.</source>
        <translation>Le ou les joueurs ayant le plus de points gagnent. Impossible d'annuler.</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="80" />
        <source>Winner: %1</source>
        <translation>Gagnant : %1</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="121" />
        <location filename="../../qml/LedgerPage.qml" line="156" />
        <source>Kitty</source>
        <translation>Caisse</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="134" />
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="147" />
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="191" />
        <source>Undo last action</source>
        <translation>Annuler la dernière action</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="200" />
        <source>End game</source>
        <translation>Terminer la partie</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../qml/Main.qml" line="12" />
        <source>Packmate</source>
        <translation>Packmate</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="19" />
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="36" />
        <source>New game — Zack &amp; Pack</source>
        <translation>Nouvelle partie — Zack &amp; Pack</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="58" />
        <source>How many players?</source>
        <translation>Combien de joueurs ?</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="84" />
        <source>Two players is a house variant: the rules are written for 3 to 6.</source>
        <translation>À deux, c'est une variante maison : la règle est prévue pour 3 à 6 joueurs.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="92" />
        <source>Each player draws 1 truck card per round.</source>
        <translation>Chaque joueur pioche 1 carte camion par tour.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="93" />
        <source>Each player draws 2 truck cards per round.</source>
        <translation>Chaque joueur pioche 2 cartes camion par tour.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="99" />
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="117" />
        <source>Two players have the same name.</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="124" />
        <source>Start game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="133" />
        <source>Each player starts with 75 points in chips: 1×50, 2×10, 1×5.</source>
        <translation>Chaque joueur reçoit des jetons pour 75 points : 1×50, 2×10, 1×5.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../../qml/PlayerRow.qml" line="34" />
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>ScoringStep</name>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="76" />
        <source>penalty %1</source>
        <translation>dû %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="76" />
        <source>to score</source>
        <translation>à compter</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="91" />
        <source>Truck of %1</source>
        <translation>Camion de %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="98" />
        <source>Photo mode</source>
        <translation>Mode photo</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="106" />
        <source>Free cells</source>
        <translation>Cases libres</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="114" />
        <source>Truck %1: %2 cells, cargo %3 cells — the free cells follow from the sticks left over.</source>
        <translation>Camion %1 : %2 cases, chargement %3 cases — les cases libres découlent des bâtons restants.</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="122" />
        <source>Sticks left beside the truck:</source>
        <translation>Bâtons restés à côté du camion :</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="143" />
        <source>Penalty: %1</source>
        <translation>Dû : %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="152" />
        <source>Best possible: needs dice and truck</source>
        <translation>Meilleur possible : dés et camion requis</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="153" />
        <source>Best possible: %1</source>
        <translation>Meilleur possible : %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="160" />
        <source>Save score</source>
        <translation>Enregistrer le décompte</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="17" />
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="23" />
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="39" />
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="45" />
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="18" />
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="24" />
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="44" />
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="45" />
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="46" />
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="47" />
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="48" />
        <source>Avg. penalty</source>
        <translation>Dû moyen</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="49" />
        <source>Above best</source>
        <translation>Écart au meilleur</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="69" />
        <source>No games yet.</source>
        <translation>Aucune partie pour l'instant.</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="70" />
        <source>Above best: how many penalty points per round above the best possible loading (rounds with dice and truck entered).</source>
        <translation>Écart au meilleur : points de pénalité par tour au-delà du meilleur chargement possible (tours avec dés et camion saisis).</translation>
    </message>
</context>
<context>
    <name>SummaryStep</name>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="24" />
        <source>Score every truck first.</source>
        <translation>Comptez d'abord chaque camion.</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="54" />
        <source>Penalty %1</source>
        <translation>Dû %1</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="61" />
        <source>Pays nothing</source>
        <translation>Ne paie rien</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="62" />
        <source>Pays %1: hands over %2</source>
        <translation>Paie %1 : donne %2</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="63" />
        <source>, takes back %1</source>
        <translation>, reprend %1</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="64" />
        <source> — the kitty is %1 short of change</source>
        <translation> — il manque %1 à la caisse pour rendre la monnaie</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="71" />
        <source>+10 from the kitty</source>
        <translation>+10 de la caisse</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="82" />
        <source>Lowest penalty this round: %1. Payments go into the kitty first, then the +10.</source>
        <translation>Plus petit dû de ce tour : %1. On paie d'abord la caisse, puis on reçoit les +10.</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="90" />
        <source>Close round %1</source>
        <translation>Clore le tour %1</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>brown</source>
        <translation>marron</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>turquoise</source>
        <translation>turquoise</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>violet</source>
        <translation>violet</translation>
    </message>
</context>
<context>
    <name>TrucksStep</name>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="22" />
        <source>Each player draws 1 truck card, face down.</source>
        <translation>Chaque joueur pioche 1 carte camion, face cachée.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="23" />
        <source>Each player draws 2 truck cards, face down.</source>
        <translation>Chaque joueur pioche 2 cartes camion, face cachée.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="24" />
        <source>Grab a truck from in front of another player, or take the top card of the deck.</source>
        <translation>Prenez un camion devant un autre joueur, ou la première carte de la pile.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="31" />
        <source>Deck: %1 cards · discard pile: %2 · reshuffled %3 times</source>
        <translation>Pile : %1 cartes · défausse : %2 · rebattue %3 fois</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="38" />
        <source>The deck runs out this round: shuffle all cards not in use into a new deck.</source>
        <translation>La pile s'épuise ce tour-ci : rebattez toutes les cartes inutilisées pour former une nouvelle pile.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="46" />
        <source>Pick the card each player took (built-in stand-in cards Z01–Z30 until your own cards are registered).</source>
        <translation>Choisissez la carte prise par chaque joueur (cartes de remplacement Z01–Z30 tant que vos propres cartes ne sont pas enregistrées).</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="85" />
        <source>Card…</source>
        <translation>Carte…</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="100" />
        <source>Open card</source>
        <translation>Carte visible</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="111" />
        <source>Blind from deck</source>
        <translation>À l'aveugle de la pile</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="125" />
        <source>Everyone has a truck — start loading</source>
        <translation>Chacun a son camion — chargez !</translation>
    </message>
</context>
<context>
    <name>packmate::app::FileFrameSource</name>
    <message>
        <location filename="../core/src/camera/FileFrameSource.cpp" line="21" />
        <source>File not found: %1</source>
        <translation>Fichier introuvable : %1</translation>
    </message>
    <message>
        <location filename="../core/src/camera/FileFrameSource.cpp" line="29" />
        <source>Cannot read the image %1: %2</source>
        <translation>Impossible de lire l'image %1 : %2</translation>
    </message>
</context>
<context>
    <name>packmate::app::GameController</name>
    <message>
        <location filename="../core/src/GameController.cpp" line="132" />
        <source>The game database is not open.</source>
        <translation>La base de données des parties n'est pas ouverte.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="137" />
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="181" />
        <source>No game is open.</source>
        <translation>Aucune partie n'est ouverte.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="210" />
        <source>Choose the truck card first.</source>
        <translation>Choisissez d'abord la carte camion.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="227" />
        <source>There is nothing to undo.</source>
        <translation>Il n'y a rien à annuler.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="284" />
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · %2 étages · %3 cases</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="285" />
        <source> (stand-in card)</source>
        <translation> (carte de remplacement)</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="371" />
        <source>Dice of %1</source>
        <translation>Dés de %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="373" />
        <source>Truck taken by %1</source>
        <translation>Camion pris par %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="375" />
        <source>Score of %1</source>
        <translation>Décompte de %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="377" />
        <source>End of round %1</source>
        <translation>Fin du tour %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="573" />
        <source>The codes do not hold a Packmate game.</source>
        <translation>Ces codes ne contiennent pas de partie Packmate.</translation>
    </message>
</context>
</TS>