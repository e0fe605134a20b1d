<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>CameraPage</name>
    <message>
        <location filename="../../qml/CameraPage.qml" line="38" />
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="44" />
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="87" />
        <source>Codes read: %1 of %2</source>
        <translation>Gelesene Codes: %1 von %2</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="137" />
        <source>Use this roll: %1</source>
        <translation>Diesen Wurf übernehmen: %1</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="138" />
        <source>Hold still… %1 of %2 frames agree</source>
        <translation>Ruhig halten … %1 von %2 Bildern stimmen überein</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="158" />
        <source>Dice seen: %1</source>
        <translation>Erkannte Würfel: %1</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="159" />
        <source>Waiting for a frame…</source>
        <translation>Warte auf ein Bild …</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="160" />
        <source>Sharp and bright enough to read</source>
        <translation>Scharf und hell genug zum Lesen</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="161" />
        <source>Too dark or blurred — hold still, add light</source>
        <translation>Zu dunkel oder unscharf – ruhig halten, mehr Licht</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="162" />
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Bilder: %1 gesehen, %2 gelesen, %3 verworfen</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="199" />
        <source>No camera found</source>
        <translation>Keine Kamera gefunden</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="205" />
        <source>This device has no camera, or Packmate may not use it. Allow camera access in the system settings, or keep playing with manual entry: tap the dice faces and count free cells and sticks left.</source>
        <translation>Dieses Gerät hat keine Kamera, oder Packmate darf sie nicht benutzen. Erlaube den Kamerazugriff in den Systemeinstellungen oder spiele mit der Eingabe von Hand weiter: Würfelaugen antippen, freie Felder und übrige Hölzer zählen.</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="212" />
        <source>Back to manual entry</source>
        <translation>Zurück zur Eingabe von Hand</translation>
    </message>
</context>
<context>
    <name>DiceStep</name>
    <message>
        <location filename="../../qml/DiceStep.qml" line="73" />
        <source>not rolled yet</source>
        <translation>noch nicht gewürfelt</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="75" />
        <source>%1 cells</source>
        <translation>%1 Felder</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="86" />
        <source>Dice of %1</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="120" />
        <source>Cargo: %1 sticks, %2 cells</source>
        <translation>Ladung: %1 Hölzer, %2 Felder</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="129" />
        <source>Save roll</source>
        <translation>Wurf speichern</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="139" />
        <source>Read with camera</source>
        <translation>Mit der Kamera lesen</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../qml/GamePage.qml" line="31" />
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="38" />
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="38" />
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="46" />
        <source>Kitty %1</source>
        <translation>Kasse %1</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="52" />
        <source>Ledger</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>1 Dice</source>
        <translation>1 Würfel</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>2 Trucks</source>
        <translation>2 LKW</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>3 Scoring</source>
        <translation>3 Wertung</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>4 Summary</source>
        <translation>4 Abschluss</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="105" />
        <source>Winner: %1</source>
        <translation>Gewonnen hat: %1</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="112" />
        <source>Open the ledger</source>
        <translation>Abrechnung öffnen</translation>
    </message>
</context>
<context>
    <name>HandOverPage</name>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="21" />
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="27" />
        <source>Hand over the game</source>
        <translation>Spiel übergeben</translation>
    </message>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="43" />
        <source>On the other tablet: Packmate → Receive a game, then point its camera at these codes.</source>
        <translation>Auf dem anderen Tablet: Packmate → Spiel empfangen, dann die Kamera auf diese Codes richten.</translation>
    </message>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="70" />
        <source>Code %1 of %2</source>
        <translation>Code %1 von %2</translation>
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
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="41" />
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="66" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="75" />
        <source>Receive a game from another tablet</source>
        <translation>Spiel von einem anderen Tablet empfangen</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="90" />
        <source>Unfinished game: round %1</source>
        <translation>Laufendes Spiel: Runde %1</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="102" />
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="111" />
        <source>Packmate keeps the score, the chips and the kitty; every action is saved at once, so the game survives a closed app.</source>
        <translation>Packmate führt Punkte, Chips und Kasse; jede Aktion wird sofort gespeichert, das Spiel übersteht also auch ein geschlossenes App-Fenster.</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="125" />
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="131" />
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="161" />
        <source>Won by %1</source>
        <translation>Gewonnen: %1</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="162" />
        <source>In progress — tap to continue</source>
        <translation>Läuft – antippen zum Weiterspielen</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="21" />
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="27" />
        <source>Ledger</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="36" />
        <source>Hand over</source>
        <translation>Übergeben</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="44" />
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="50" />
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="51" />
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="60" />
        <source>Undo the last action?</source>
        <translation>Letzte Aktion zurücknehmen?</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="61" />
        <source>This takes back: %1. The undo is recorded in the game's history.</source>
        <translation>Zurückgenommen wird: %1. Die Rücknahme wird im Spielverlauf vermerkt.</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="67" />
        <source>End the game now?</source>
        <translation>Spiel jetzt beenden?</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="68" />
        <source>The player(s) with the most points win. This cannot be undone.</source>
        <translation>Es gewinnt, wer die meisten Punkte hat (bei Gleichstand alle). Das lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="80" />
        <source>Winner: %1</source>
        <translation>Gewonnen hat: %1</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="121" />
        <location filename="../../qml/LedgerPage.qml" line="156" />
        <source>Kitty</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="134" />
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="147" />
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="191" />
        <source>Undo last action</source>
        <translation>Letzte Aktion zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="200" />
        <source>End game</source>
        <translation>Spiel beenden</translation>
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
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="36" />
        <source>New game — Zack &amp; Pack</source>
        <translation>Neues Spiel — Zack &amp; Pack</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="58" />
        <source>How many players?</source>
        <translation>Wie viele Spieler?</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="84" />
        <source>Two players is a house variant: the rules are written for 3 to 6.</source>
        <translation>Zu zweit ist eine Hausregel: Die Regeln sind für 3 bis 6 Spieler.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="92" />
        <source>Each player draws 1 truck card per round.</source>
        <translation>Jeder Spieler zieht pro Runde 1 LKW-Karte.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="93" />
        <source>Each player draws 2 truck cards per round.</source>
        <translation>Jeder Spieler zieht pro Runde 2 LKW-Karten.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="99" />
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="117" />
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="124" />
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="133" />
        <source>Each player starts with 75 points in chips: 1×50, 2×10, 1×5.</source>
        <translation>Jeder Spieler beginnt mit Chips für 75 Punkte: 1×50, 2×10, 1×5.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../../qml/PlayerRow.qml" line="34" />
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>ScoringStep</name>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="76" />
        <source>penalty %1</source>
        <translation>Strafe %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="76" />
        <source>to score</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="91" />
        <source>Truck of %1</source>
        <translation>LKW von %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="98" />
        <source>Photo mode</source>
        <translation>Fotomodus</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="106" />
        <source>Free cells</source>
        <translation>Freie Felder</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="114" />
        <source>Truck %1: %2 cells, cargo %3 cells — the free cells follow from the sticks left over.</source>
        <translation>LKW %1: %2 Felder, Ladung %3 Felder – die freien Felder ergeben sich aus den übrigen Hölzern.</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="122" />
        <source>Sticks left beside the truck:</source>
        <translation>Hölzer, die neben dem LKW übrig sind:</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="143" />
        <source>Penalty: %1</source>
        <translation>Strafpunkte: %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="152" />
        <source>Best possible: needs dice and truck</source>
        <translation>Bestmöglich: braucht Würfel und LKW</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="153" />
        <source>Best possible: %1</source>
        <translation>Bestmöglich: %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="160" />
        <source>Save score</source>
        <translation>Wertung speichern</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="17" />
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="23" />
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="39" />
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="45" />
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="18" />
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="24" />
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="44" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="45" />
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="46" />
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="47" />
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="48" />
        <source>Avg. penalty</source>
        <translation>Ø Strafe</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="49" />
        <source>Above best</source>
        <translation>Über bestmöglich</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="69" />
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="70" />
        <source>Above best: how many penalty points per round above the best possible loading (rounds with dice and truck entered).</source>
        <translation>Über bestmöglich: Strafpunkte pro Runde über der bestmöglichen Beladung (Runden mit erfassten Würfeln und LKW).</translation>
    </message>
</context>
<context>
    <name>SummaryStep</name>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="24" />
        <source>Score every truck first.</source>
        <translation>Zuerst jeden LKW werten.</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="54" />
        <source>Penalty %1</source>
        <translation>Strafe %1</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="61" />
        <source>Pays nothing</source>
        <translation>Zahlt nichts</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="62" />
        <source>Pays %1: hands over %2</source>
        <translation>Zahlt %1: gibt %2</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="63" />
        <source>, takes back %1</source>
        <translation>, bekommt %1 zurück</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="64" />
        <source> — the kitty is %1 short of change</source>
        <translation> – der Kasse fehlen %1 Punkte Wechselgeld</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="71" />
        <source>+10 from the kitty</source>
        <translation>+10 aus der Kasse</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="82" />
        <source>Lowest penalty this round: %1. Payments go into the kitty first, then the +10.</source>
        <translation>Niedrigste Strafe dieser Runde: %1. Erst wird in die Kasse gezahlt, dann gibt es die +10.</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="90" />
        <source>Close round %1</source>
        <translation>Runde %1 abschließen</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>turquoise</source>
        <translation>türkis</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>violet</source>
        <translation>violett</translation>
    </message>
</context>
<context>
    <name>TrucksStep</name>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="22" />
        <source>Each player draws 1 truck card, face down.</source>
        <translation>Jeder Spieler zieht 1 LKW-Karte, verdeckt.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="23" />
        <source>Each player draws 2 truck cards, face down.</source>
        <translation>Jeder Spieler zieht 2 LKW-Karten, verdeckt.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="24" />
        <source>Grab a truck from in front of another player, or take the top card of the deck.</source>
        <translation>Schnapp dir einen LKW, der vor einem anderen Spieler liegt, oder nimm die oberste Karte vom Stapel.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="31" />
        <source>Deck: %1 cards · discard pile: %2 · reshuffled %3 times</source>
        <translation>Stapel: %1 Karten · Ablagestapel: %2 · %3-mal neu gemischt</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="38" />
        <source>The deck runs out this round: shuffle all cards not in use into a new deck.</source>
        <translation>Der Stapel geht diese Runde zu Ende: alle nicht benutzten Karten zu einem neuen Stapel mischen.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="46" />
        <source>Pick the card each player took (built-in stand-in cards Z01–Z30 until your own cards are registered).</source>
        <translation>Wähle die Karte, die jeder Spieler genommen hat (eingebaute Ersatzkarten Z01–Z30, bis deine eigenen Karten erfasst sind).</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="85" />
        <source>Card…</source>
        <translation>Karte …</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="100" />
        <source>Open card</source>
        <translation>Offene Karte</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="111" />
        <source>Blind from deck</source>
        <translation>Verdeckt vom Stapel</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="125" />
        <source>Everyone has a truck — start loading</source>
        <translation>Alle haben einen LKW – beladen!</translation>
    </message>
</context>
<context>
    <name>packmate::app::FileFrameSource</name>
    <message>
        <location filename="../core/src/camera/FileFrameSource.cpp" line="21" />
        <source>File not found: %1</source>
        <translation>Datei nicht gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/src/camera/FileFrameSource.cpp" line="29" />
        <source>Cannot read the image %1: %2</source>
        <translation>Das Bild %1 ist nicht lesbar: %2</translation>
    </message>
</context>
<context>
    <name>packmate::app::GameController</name>
    <message>
        <location filename="../core/src/GameController.cpp" line="132" />
        <source>The game database is not open.</source>
        <translation>Die Spieldatenbank ist nicht geöffnet.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="137" />
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="181" />
        <source>No game is open.</source>
        <translation>Kein Spiel ist geöffnet.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="210" />
        <source>Choose the truck card first.</source>
        <translation>Zuerst die LKW-Karte wählen.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="227" />
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="284" />
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · %2 Lagen · %3 Felder</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="285" />
        <source> (stand-in card)</source>
        <translation> (Ersatzkarte)</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="371" />
        <source>Dice of %1</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="373" />
        <source>Truck taken by %1</source>
        <translation>LKW genommen von %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="375" />
        <source>Score of %1</source>
        <translation>Wertung von %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="377" />
        <source>End of round %1</source>
        <translation>Ende von Runde %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="573" />
        <source>The codes do not hold a Packmate game.</source>
        <translation>Die Codes enthalten kein Packmate-Spiel.</translation>
    </message>
</context>
</TS>