<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>CalibrationError</name>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>türkis</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>mat not found: %1 of its 4 QR codes read, at least %2 needed: show the whole mat, flat and well lit</source>
        <translation>Matte nicht gefunden: %1 ihrer 4 QR-Codes gelesen, mindestens %2 nötig: zeige die ganze Matte, flach und gut beleuchtet</translation>
    </message>
    <message>
        <source>the mat's QR codes were read but not its outline: show the whole mat, flat</source>
        <translation>die QR-Codes der Matte wurden gelesen, aber nicht ihr Umriss: zeige die ganze Matte, flach</translation>
    </message>
    <message>
        <source>the photo is empty</source>
        <translation>das Foto ist leer</translation>
    </message>
    <message>
        <source>no truck card found on the mat's card place</source>
        <translation>keine LKW-Karte auf dem Kartenfeld der Matte gefunden</translation>
    </message>
    <message>
        <source>no loading area (white cells) seen on the card</source>
        <translation>keine Ladefläche (weiße Felder) auf der Karte zu sehen</translation>
    </message>
    <message>
        <source>no stick on the %1 place of the mat (it looks like bare paper)</source>
        <translation>kein Holz auf dem Feld „%1“ der Matte (es sieht aus wie leeres Papier)</translation>
    </message>
    <message>
        <source>the mat's white and black patches look alike: too dark, or the patches are covered</source>
        <translation>das weiße und das schwarze Feld der Matte sehen gleich aus: zu dunkel, oder die Felder sind verdeckt</translation>
    </message>
    <message>
        <source>a colour photo is needed</source>
        <translation>ein Farbfoto ist nötig</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1: diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>%1: not a readable image (damaged, or not a photo)</source>
        <translation>%1: kein lesbares Bild (beschädigt oder kein Foto)</translation>
    </message>
    <message>
        <source>%1: the photo is larger than %2 pixels on a side</source>
        <translation>%1: das Foto ist auf einer Seite größer als %2 Pixel</translation>
    </message>
    <message>
        <source>%1: the photo is smaller than %2 pixels on a side</source>
        <translation>%1: das Foto ist auf einer Seite kleiner als %2 Pixel</translation>
    </message>
</context>
<context>
    <name>CalibrationPage</name>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <source>Colours learnt and stored.</source>
        <translation>Farben gelernt und gespeichert.</translation>
    </message>
    <message>
        <source>The light has changed too much since the colours were learnt: learn them again.</source>
        <translation>Das Licht hat sich seit dem Lernen der Farben zu stark verändert: lerne sie neu.</translation>
    </message>
    <message>
        <source>The light is as when the colours were learnt.</source>
        <translation>Das Licht ist wie beim Lernen der Farben.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Calibration and your trucks</source>
        <translation>Kalibrierung und deine LKW</translation>
    </message>
    <message>
        <source>1. Print the mat</source>
        <translation>1. Matte drucken</translation>
    </message>
    <message>
        <source>Print it at actual size (100 %, no scaling) and lay it flat in view of the camera.</source>
        <translation>In Originalgröße drucken (100 %, ohne Skalierung) und flach vor die Kamera legen.</translation>
    </message>
    <message>
        <source>Save PDF (A4)</source>
        <translation>PDF speichern (A4)</translation>
    </message>
    <message>
        <source>Save PDF (Letter)</source>
        <translation>PDF speichern (Letter)</translation>
    </message>
    <message>
        <source>2. Stick colours</source>
        <translation>2. Farben der Hölzer</translation>
    </message>
    <message>
        <source>Lay one stick of each colour on its marked place on the mat, then take the photo.</source>
        <translation>Lege ein Holz jeder Farbe auf seinen Platz auf der Matte und mache dann das Foto.</translation>
    </message>
    <message>
        <source>Not calibrated yet: the readers use typical colours.</source>
        <translation>Noch nicht kalibriert: die Erkennung nutzt typische Farben.</translation>
    </message>
    <message>
        <source>Calibrated: the five colours are well apart.</source>
        <translation>Kalibriert: die fünf Farben sind gut unterscheidbar.</translation>
    </message>
    <message>
        <source>Calibrated, but two colours are close: more even light helps.</source>
        <translation>Kalibriert, aber zwei Farben liegen nah beieinander: gleichmäßigeres Licht hilft.</translation>
    </message>
    <message>
        <source>Two colours are too close to tell apart: learn them again in better light.</source>
        <translation>Zwei Farben sind zu ähnlich: lerne sie bei besserem Licht neu.</translation>
    </message>
    <message>
        <source>Learn the colours</source>
        <translation>Farben lernen</translation>
    </message>
    <message>
        <source>Check the light</source>
        <translation>Licht prüfen</translation>
    </message>
    <message>
        <source>3. Your truck cards</source>
        <translation>3. Deine LKW-Karten</translation>
    </message>
    <message>
        <source>Lay an empty truck card on the mat's card place and take the photo, or draw its loading area by hand.</source>
        <translation>Lege eine leere LKW-Karte auf den Kartenplatz der Matte und mache das Foto, oder zeichne die Ladefläche von Hand.</translation>
    </message>
    <message>
        <source>Card from the photo</source>
        <translation>Karte aus dem Foto</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Karte zeichnen</translation>
    </message>
    <message>
        <source>No cards of your own yet: games use the built-in stand-in cards.</source>
        <translation>Noch keine eigenen Karten: Spiele nutzen die eingebauten Ersatzkarten.</translation>
    </message>
    <message>
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · %2 Lagen · %3 Felder</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
</context>
<context>
    <name>CalibrationPhoto</name>
    <message>
        <source>No camera found. Start Packmate with --image FILE to read a photo, or draw your cards by hand.</source>
        <translation>Keine Kamera gefunden. Starte Packmate mit --image DATEI, um ein Foto zu lesen, oder zeichne deine Karten von Hand.</translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>Codes read: %1 of %2</source>
        <translation>Gelesene Codes: %1 von %2</translation>
    </message>
    <message>
        <source>Use this roll: %1</source>
        <translation>Diesen Wurf übernehmen: %1</translation>
    </message>
    <message>
        <source>Hold still… %1 of %2 frames agree</source>
        <translation>Ruhig halten … %1 von %2 Bildern stimmen überein</translation>
    </message>
    <message>
        <source>Dice seen: %1</source>
        <translation>Erkannte Würfel: %1</translation>
    </message>
    <message>
        <source>Waiting for a frame…</source>
        <translation>Warte auf ein Bild …</translation>
    </message>
    <message>
        <source>Sharp and bright enough to read</source>
        <translation>Scharf und hell genug zum Lesen</translation>
    </message>
    <message>
        <source>Too dark or blurred — hold still, add light</source>
        <translation>Zu dunkel oder unscharf – ruhig halten, mehr Licht</translation>
    </message>
    <message>
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Bilder: %1 gesehen, %2 gelesen, %3 verworfen</translation>
    </message>
    <message>
        <source>No camera found</source>
        <translation>Keine Kamera gefunden</translation>
    </message>
    <message>
        <source>This device has no camera, or Packmate may not use it. Allow camera access in the system settings, or keep playing with manual entry: tap the dice faces and count free cells and sticks left.</source>
        <translation>Dieses Gerät hat keine Kamera, oder Packmate darf sie nicht benutzen. Erlaube den Kamerazugriff in den Systemeinstellungen oder spiele mit der Eingabe von Hand weiter: Würfelaugen antippen, freie Felder und übrige Hölzer zählen.</translation>
    </message>
    <message>
        <source>Back to manual entry</source>
        <translation>Zurück zur Eingabe von Hand</translation>
    </message>
    <message>
        <source>Not a roll yet: one die of each of the five colours is needed</source>
        <translation>Noch kein Wurf: je ein Würfel jeder Farbe nötig</translation>
    </message>
</context>
<context>
    <name>CardEditorPage</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Edit truck card %1</source>
        <translation>LKW-Karte %1 bearbeiten</translation>
    </message>
    <message>
        <source>New truck card</source>
        <translation>Neue LKW-Karte</translation>
    </message>
    <message>
        <source>Tap the cells of the loading area (cab on the left).</source>
        <translation>Tippe die Felder der Ladefläche an (Führerhaus links).</translation>
    </message>
    <message>
        <source>Proposed from the photo (%1 % sure): check every cell.</source>
        <translation>Aus dem Foto vorgeschlagen (%1 % sicher): prüfe jedes Feld.</translation>
    </message>
    <message>
        <source>Proposed from the photo, but only %1 % sure: please check every cell.</source>
        <translation>Aus dem Foto vorgeschlagen, aber nur %1 % sicher: bitte jedes Feld prüfen.</translation>
    </message>
    <message>
        <source>cab</source>
        <translation>Führerhaus</translation>
    </message>
    <message>
        <source>%1 loading cells</source>
        <translation>%1 Ladefelder</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Lagen</translation>
    </message>
    <message>
        <source>The layer count could not be read from the photo: choose it.</source>
        <translation>Die Zahl der Lagen war im Foto nicht lesbar: wähle sie.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>e.g. MY01</source>
        <translation>z. B. MY01</translation>
    </message>
    <message>
        <source>%1 cells × %2 layers = room for %3 cells of cargo</source>
        <translation>%1 Felder × %2 Lagen = Platz für %3 Felder Ladung</translation>
    </message>
    <message>
        <source>Save card</source>
        <translation>Karte speichern</translation>
    </message>
    <message>
        <source>Delete card</source>
        <translation>Karte löschen</translation>
    </message>
    <message>
        <source>Delete your truck card %1? Games already played keep it.</source>
        <translation>Deine LKW-Karte %1 löschen? Bereits gespielte Spiele behalten sie.</translation>
    </message>
</context>
<context>
    <name>DiceStep</name>
    <message>
        <source>not rolled yet</source>
        <translation>noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 Felder</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <source>Cargo: %1 sticks, %2 cells</source>
        <translation>Ladung: %1 Hölzer, %2 Felder</translation>
    </message>
    <message>
        <source>Save roll</source>
        <translation>Wurf speichern</translation>
    </message>
    <message>
        <source>Read with camera</source>
        <translation>Mit der Kamera lesen</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Kitty %1</source>
        <translation>Kasse %1</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>1 Dice</source>
        <translation>1 Würfel</translation>
    </message>
    <message>
        <source>2 Trucks</source>
        <translation>2 LKW</translation>
    </message>
    <message>
        <source>3 Scoring</source>
        <translation>3 Wertung</translation>
    </message>
    <message>
        <source>4 Summary</source>
        <translation>4 Abschluss</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Gewonnen hat: %1</translation>
    </message>
    <message>
        <source>Open the ledger</source>
        <translation>Abrechnung öffnen</translation>
    </message>
</context>
<context>
    <name>HandOverPage</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Hand over the game</source>
        <translation>Spiel übergeben</translation>
    </message>
    <message>
        <source>On the other tablet: Packmate → Receive a game, then point its camera at these codes.</source>
        <translation>Auf dem anderen Tablet: Packmate → Spiel empfangen, dann die Kamera auf diese Codes richten.</translation>
    </message>
    <message>
        <source>Code %1 of %2</source>
        <translation>Code %1 von %2</translation>
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
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Receive a game from another tablet</source>
        <translation>Spiel von einem anderen Tablet empfangen</translation>
    </message>
    <message>
        <source>Unfinished game: round %1</source>
        <translation>Laufendes Spiel: Runde %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Packmate keeps the score, the chips and the kitty; every action is saved at once, so the game survives a closed app.</source>
        <translation>Packmate führt Punkte, Chips und Kasse; jede Aktion wird sofort gespeichert, das Spiel übersteht also auch ein geschlossenes App-Fenster.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>In progress — tap to continue</source>
        <translation>Läuft – antippen zum Weiterspielen</translation>
    </message>
    <message>
        <source>Won by %1 — tap for the ledger</source>
        <translation>Gewonnen: %1 – antippen für die Abrechnung</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Übergeben</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Undo the last action?</source>
        <translation>Letzte Aktion zurücknehmen?</translation>
    </message>
    <message>
        <source>This takes back: %1. The undo is recorded in the game's history.</source>
        <translation>Zurückgenommen wird: %1. Die Rücknahme wird im Spielverlauf vermerkt.</translation>
    </message>
    <message>
        <source>End the game now?</source>
        <translation>Spiel jetzt beenden?</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Gewonnen hat: %1</translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Letzte Aktion zurücknehmen</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>JSON exportieren</translation>
    </message>
    <message>
        <source>Whoever has the most points wins (on a tie, all of them). This cannot be undone.</source>
        <translation>Es gewinnt, wer die meisten Punkte hat (bei Gleichstand alle). Das lässt sich nicht zurücknehmen.</translation>
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
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>New game — Zack &amp; Pack</source>
        <translation>Neues Spiel — Zack &amp; Pack</translation>
    </message>
    <message>
        <source>How many players?</source>
        <translation>Wie viele Spieler?</translation>
    </message>
    <message>
        <source>Two players is a house variant: the rules are written for 3 to 6.</source>
        <translation>Zu zweit ist eine Hausregel: Die Regeln sind für 3 bis 6 Spieler.</translation>
    </message>
    <message>
        <source>Each player draws 1 truck card per round.</source>
        <translation>Jeder Spieler zieht pro Runde 1 LKW-Karte.</translation>
    </message>
    <message>
        <source>Each player draws 2 truck cards per round.</source>
        <translation>Jeder Spieler zieht pro Runde 2 LKW-Karten.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Each player starts with 75 points in chips: 1×50, 2×10, 1×5.</source>
        <translation>Jeder Spieler beginnt mit Chips für 75 Punkte: 1×50, 2×10, 1×5.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>türkis</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>%1's truck is already scored: undo the score first.</source>
        <translation>Der LKW von %1 ist schon gewertet: nimm die Wertung zuerst zurück.</translation>
    </message>
    <message>
        <source>Truck %1 is already taken by %2.</source>
        <translation>LKW %1 hat schon %2 genommen.</translation>
    </message>
    <message>
        <source>%1: the loaded sticks fill %2 cells, more than truck %3 holds (%4): mark the sticks left beside it.</source>
        <translation>%1: Die geladenen Hölzer füllen %2 Felder, mehr als LKW %3 fasst (%4): markiere die Hölzer, die daneben bleiben.</translation>
    </message>
    <message>
        <source>%1: the loaded sticks cannot all lie on truck %2 (at most %3 of their %4 cells fit): mark the sticks left beside it.</source>
        <translation>%1: Die geladenen Hölzer passen nicht alle auf LKW %2 (höchstens %3 ihrer %4 Felder): markiere die Hölzer, die daneben bleiben.</translation>
    </message>
    <message>
        <source>%1: %2 free cells do not add up: truck %3 holds %4 cells and the loaded sticks fill %5.</source>
        <translation>%1: %2 freie Felder gehen nicht auf: LKW %3 hat %4 Felder und die geladenen Hölzer füllen %5.</translation>
    </message>
    <message>
        <source>%1: %3 %2 sticks left over, but the cargo has only %4.</source>
        <translation>%1: %3 übrige Hölzer (%2), aber die Ladung hat nur %4.</translation>
    </message>
    <message>
        <source>Round %1 cannot be closed yet: %2 has no penalty.</source>
        <translation>Runde %1 kann noch nicht abgeschlossen werden: %2 hat keine Strafpunkte.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>A game needs 3 to 6 players.</source>
        <translation>Ein Spiel braucht 3 bis 6 Spieler.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
</context>
<context>
    <name>ScoringStep</name>
    <message>
        <source>penalty %1</source>
        <translation>Strafe %1</translation>
    </message>
    <message>
        <source>to score</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Truck of %1</source>
        <translation>LKW von %1</translation>
    </message>
    <message>
        <source>Photo mode</source>
        <translation>Fotomodus</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Freie Felder</translation>
    </message>
    <message>
        <source>Truck %1: %2 cells, cargo %3 cells — the free cells follow from the sticks left over.</source>
        <translation>LKW %1: %2 Felder, Ladung %3 Felder – die freien Felder ergeben sich aus den übrigen Hölzern.</translation>
    </message>
    <message>
        <source>Sticks left beside the truck:</source>
        <translation>Hölzer, die neben dem LKW übrig sind:</translation>
    </message>
    <message>
        <source>Penalty: %1</source>
        <translation>Strafpunkte: %1</translation>
    </message>
    <message>
        <source>Best possible: needs dice and truck</source>
        <translation>Bestmöglich: braucht Würfel und LKW</translation>
    </message>
    <message>
        <source>Best possible: %1</source>
        <translation>Bestmöglich: %1</translation>
    </message>
    <message>
        <source>Save score</source>
        <translation>Wertung speichern</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) of cargo more than the truck holds: mark the sticks left beside it.</source>
        <translation>
            <numerusform>%n Feld Ladung mehr, als der LKW fasst: markiere die Hölzer, die daneben bleiben.</numerusform>
            <numerusform>%n Felder Ladung mehr, als der LKW fasst: markiere die Hölzer, die daneben bleiben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Calibration and your truck cards…</source>
        <translation>Kalibrierung und deine LKW-Karten …</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Avg. penalty</source>
        <translation>Ø Strafe</translation>
    </message>
    <message>
        <source>Above best</source>
        <translation>Über bestmöglich</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>Above best: how many penalty points per round above the best possible loading (rounds with dice and truck entered).</source>
        <translation>Über bestmöglich: Strafpunkte pro Runde über der bestmöglichen Beladung (Runden mit erfassten Würfeln und LKW).</translation>
    </message>
</context>
<context>
    <name>SummaryStep</name>
    <message>
        <source>Score every truck first.</source>
        <translation>Zuerst jeden LKW werten.</translation>
    </message>
    <message>
        <source>Penalty %1</source>
        <translation>Strafe %1</translation>
    </message>
    <message>
        <source>Pays nothing</source>
        <translation>Zahlt nichts</translation>
    </message>
    <message>
        <source>Pays %1: hands over %2</source>
        <translation>Zahlt %1: gibt %2</translation>
    </message>
    <message>
        <source>, takes back %1</source>
        <translation>, bekommt %1 zurück</translation>
    </message>
    <message>
        <source> — the kitty is %1 short of change</source>
        <translation> – der Kasse fehlen %1 Punkte Wechselgeld</translation>
    </message>
    <message>
        <source>+10 from the kitty</source>
        <translation>+10 aus der Kasse</translation>
    </message>
    <message>
        <source>Lowest penalty this round: %1. Payments go into the kitty first, then the +10.</source>
        <translation>Niedrigste Strafe dieser Runde: %1. Erst wird in die Kasse gezahlt, dann gibt es die +10.</translation>
    </message>
    <message>
        <source>Close round %1</source>
        <translation>Runde %1 abschließen</translation>
    </message>
    <message>
        <source>Close the last round?</source>
        <translation>Letzte Runde abschließen?</translation>
    </message>
    <message>
        <source>%1 will have no points left: closing this round ends the game. This cannot be undone.</source>
        <translation>%1 hat danach keine Punkte mehr: Mit dieser Runde endet das Spiel. Das lässt sich nicht zurücknehmen.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>türkis</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>W</source>
        <comment>white stick, one letter</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>G</source>
        <comment>grey stick, one letter</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>B</source>
        <comment>brown stick, one letter</comment>
        <translation>B</translation>
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
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Truck of %1</source>
        <translation>LKW von %1</translation>
    </message>
    <message>
        <source>No camera found. Count the free cells and the sticks left by hand on the scoring screen.</source>
        <translation>Keine Kamera gefunden. Zähle die freien Felder und die übrigen Hölzer von Hand auf der Wertungsseite.</translation>
    </message>
    <message>
        <source>Choose this player's truck first (step 2).</source>
        <translation>Wähle zuerst den LKW dieses Spielers (Schritt 2).</translation>
    </message>
    <message>
        <source>Looking for truck %1…</source>
        <translation>Suche LKW %1 …</translation>
    </message>
    <message>
        <source>No truck card in view: hold the tablet over the card, the whole card in view.</source>
        <translation>Keine LKW-Karte im Bild: halte das Tablet über die Karte, die ganze Karte im Bild.</translation>
    </message>
    <message>
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Bilder: %1 gesehen, %2 gelesen, %3 verworfen</translation>
    </message>
    <message>
        <source>The dice are not entered yet: only a 1-layer truck can be scored.</source>
        <translation>Die Würfel sind noch nicht eingetragen: nur ein LKW mit 1 Ebene lässt sich werten.</translation>
    </message>
    <message>
        <source>Still photo: tap a cell or a stick to change it, hold it to confirm it.</source>
        <translation>Standbild: Feld oder Holz antippen ändert es, gedrückt halten bestätigt es.</translation>
    </message>
    <message>
        <source>Live: tap a cell or a stick to change it, hold it to confirm it.</source>
        <translation>Live: Feld oder Holz antippen ändert es, gedrückt halten bestätigt es.</translation>
    </message>
</context>
<context>
    <name>TruckScorePanel</name>
    <message>
        <source>Penalty: %1</source>
        <translation>Strafpunkte: %1</translation>
    </message>
    <message>
        <source>Penalty: not sure</source>
        <translation>Strafpunkte: unsicher</translation>
    </message>
    <message>
        <source>check it</source>
        <translation>bitte prüfen</translation>
    </message>
    <message>
        <source>confidence %1 %</source>
        <translation>Sicherheit %1 %</translation>
    </message>
    <message>
        <source>%1 free cells + %2 points for sticks left</source>
        <translation>%1 freie Felder + %2 Punkte für übrige Hölzer</translation>
    </message>
    <message>
        <source>Best possible: needs dice and truck</source>
        <translation>Bestmöglich: braucht Würfel und LKW</translation>
    </message>
    <message>
        <source>Best possible: %1</source>
        <translation>Bestmöglich: %1</translation>
    </message>
    <message>
        <source>Sticks beside the truck (tap to change the colour):</source>
        <translation>Hölzer neben dem LKW (antippen ändert die Farbe):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Add:</source>
        <translation>Dazu:</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Zurück zu live</translation>
    </message>
    <message>
        <source>Take photo</source>
        <translation>Foto aufnehmen</translation>
    </message>
    <message>
        <source>Book score</source>
        <translation>Wertung buchen</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s) to check, ringed in orange: tap to change, hold to confirm</source>
        <translation>
            <numerusform>%n Erkennung zu prüfen, orange umrandet: antippen ändert, gedrückt halten bestätigt</numerusform>
            <numerusform>%n Erkennungen zu prüfen, orange umrandet: antippen ändert, gedrückt halten bestätigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrucksStep</name>
    <message>
        <source>Each player draws 1 truck card, face down.</source>
        <translation>Jeder Spieler zieht 1 LKW-Karte, verdeckt.</translation>
    </message>
    <message>
        <source>Each player draws 2 truck cards, face down.</source>
        <translation>Jeder Spieler zieht 2 LKW-Karten, verdeckt.</translation>
    </message>
    <message>
        <source>Grab a truck from in front of another player, or take the top card of the deck.</source>
        <translation>Schnapp dir einen LKW, der vor einem anderen Spieler liegt, oder nimm die oberste Karte vom Stapel.</translation>
    </message>
    <message>
        <source>Deck: %1 cards · discard pile: %2 · reshuffled %3 times</source>
        <translation>Stapel: %1 Karten · Ablagestapel: %2 · %3-mal neu gemischt</translation>
    </message>
    <message>
        <source>The deck runs out this round: shuffle all cards not in use into a new deck.</source>
        <translation>Der Stapel geht diese Runde zu Ende: alle nicht benutzten Karten zu einem neuen Stapel mischen.</translation>
    </message>
    <message>
        <source>Pick the card each player took (built-in stand-in cards Z01–Z30 until your own cards are registered).</source>
        <translation>Wähle die Karte, die jeder Spieler genommen hat (eingebaute Ersatzkarten Z01–Z30, bis deine eigenen Karten erfasst sind).</translation>
    </message>
    <message>
        <source>Card…</source>
        <translation>Karte …</translation>
    </message>
    <message>
        <source>Open card</source>
        <translation>Offene Karte</translation>
    </message>
    <message>
        <source>Blind from deck</source>
        <translation>Verdeckt vom Stapel</translation>
    </message>
    <message>
        <source>Everyone has a truck — start loading</source>
        <translation>Alle haben einen LKW – beladen!</translation>
    </message>
</context>
<context>
    <name>VisionWarning</name>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>türkis</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>no truck card found: hold the camera over the card, the whole card in view</source>
        <translation>keine LKW-Karte gefunden: halte die Kamera über die Karte, die ganze Karte im Bild</translation>
    </message>
    <message>
        <source>check cell row %1, column %2</source>
        <translation>prüfe das Feld in Reihe %1, Spalte %2</translation>
    </message>
    <message>
        <source>the table looks like %1 sticks: check the %1 sticks beside the truck</source>
        <translation>der Tisch sieht aus wie Hölzer in %1: prüfe die Hölzer in %1 neben dem LKW</translation>
    </message>
    <message>
        <source>check the table round the truck: something stick-coloured that is not a whole stick</source>
        <translation>prüfe den Tisch um den LKW: etwas in Holzfarbe, das kein ganzes Holz ist</translation>
    </message>
    <message>
        <source>check the card's orientation</source>
        <translation>prüfe, wie die Karte liegt (wo das Führerhaus ist)</translation>
    </message>
    <message>
        <source>%1 stick measures %2 cells, expected %3</source>
        <translation>Holz in %1 misst %2 Felder, erwartet %3</translation>
    </message>
    <message>
        <source>a truck with %1 layers needs the cargo (--cargo W,G,B,T,V) to count the hidden cells</source>
        <translation>ein LKW mit %1 Lagen braucht die Ladung (den Wurf), um die verdeckten Felder zu zählen</translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), more than the cargo's %1</source>
        <translation>
            <numerusform>von oben ist %n Feld belegt, mehr als die Ladung (%1)</numerusform>
            <numerusform>von oben sind %n Felder belegt, mehr als die Ladung (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the cargo's %1 sticks cover</source>
        <translation>
            <numerusform>%n Feld zeigt oben %1, mehr als die Hölzer in %1 der Ladung bedecken</numerusform>
            <numerusform>%n Felder zeigen oben %1, mehr als die Hölzer in %1 der Ladung bedecken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sticks seen beside the truck add up to %n cell(s), the cargo and the top view leave %1: check the sticks beside the truck</source>
        <translation>
            <numerusform>die Hölzer neben dem LKW ergeben %n Feld, Ladung und Draufsicht lassen %1 übrig: prüfe die Hölzer neben dem LKW</numerusform>
            <numerusform>die Hölzer neben dem LKW ergeben %n Felder, Ladung und Draufsicht lassen %1 übrig: prüfe die Hölzer neben dem LKW</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 stick(s) beside the truck but the cargo has only %2</source>
        <translation>
            <numerusform>%n Holz in %1 neben dem LKW, aber die Ladung hat nur %2</numerusform>
            <numerusform>%n Hölzer in %1 neben dem LKW, aber die Ladung hat nur %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the loaded %1 sticks can cover (loaded: %2)</source>
        <translation>
            <numerusform>%n Feld zeigt oben %1, mehr als die geladenen Hölzer in %1 bedecken können (geladen: %2)</numerusform>
            <numerusform>%n Felder zeigen oben %1, mehr als die geladenen Hölzer in %1 bedecken können (geladen: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cell(s) (room for %2–%3): recount the sticks beside the truck</source>
        <translation>
            <numerusform>Ladung minus Hölzer daneben lässt %1 zu laden, aber von oben ist %n Feld belegt (Platz für %2–%3): zähle die Hölzer neben dem LKW nach</numerusform>
            <numerusform>Ladung minus Hölzer daneben lässt %1 zu laden, aber von oben sind %n Felder belegt (Platz für %2–%3): zähle die Hölzer neben dem LKW nach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n least sure %1 stick(s) left out of the count, to check</source>
        <translation>
            <numerusform>%n am wenigsten sicheres Holz in %1 nicht mitgezählt, bitte prüfen</numerusform>
            <numerusform>%n am wenigsten sichere Hölzer in %1 nicht mitgezählt, bitte prüfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells</source>
        <translation>
            <numerusform>von oben ist %n Feld belegt, Ladung minus die sicheren Hölzer neben dem LKW ergibt %1: diese Zählung gilt, prüfe die markierten Felder</numerusform>
            <numerusform>von oben sind %n Felder belegt, Ladung minus die sicheren Hölzer neben dem LKW ergibt %1: diese Zählung gilt, prüfe die markierten Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>cargo minus the sticks beside leaves %1 to load, more than the truck's %2: some sticks beside the truck were not seen</source>
        <translation>Ladung minus Hölzer daneben lässt %1 zu laden, mehr als der LKW fasst (%2): Hölzer neben dem LKW wurden übersehen</translation>
    </message>
    <message>
        <source>the reading gives a penalty of %1, below the best any loading of this cargo can score (%2): sticks beside the truck were not seen, or cells were misread</source>
        <translation>die Ablesung ergibt %1 Strafpunkte, weniger als die beste Beladung mit dieser Ladung erreichen kann (%2): Hölzer neben dem LKW wurden übersehen oder Felder falsch gelesen</translation>
    </message>
    <message numerus="yes">
        <source>the sticks the count leaves loaded (%n cell(s)) cannot all lie on this truck: sticks beside the truck were not seen, or misread</source>
        <translation>
            <numerusform>die Hölzer, die die Zählung als geladen annimmt (%n Feld), passen nicht alle auf diesen LKW: Hölzer neben dem LKW wurden übersehen oder falsch gelesen</numerusform>
            <numerusform>die Hölzer, die die Zählung als geladen annimmt (%n Felder), passen nicht alle auf diesen LKW: Hölzer neben dem LKW wurden übersehen oder falsch gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view as read cannot be laid with whole sticks: %n unsure cell(s) read as the nearest top that can, check the marked cells</source>
        <translation>
            <numerusform>die Draufsicht lässt sich so nicht mit ganzen Hölzern legen: %n unsicheres Feld wie in der nächsten legbaren Draufsicht gelesen, prüfe die markierten Felder</numerusform>
            <numerusform>die Draufsicht lässt sich so nicht mit ganzen Hölzern legen: %n unsichere Felder wie in der nächsten legbaren Draufsicht gelesen, prüfe die markierten Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view; one more %1 stick beside the truck would explain it: look for an unseen %1 stick</source>
        <translation>keine Beladung mit den Hölzern, die die Zählung als geladen annimmt, ergibt diese Draufsicht; ein weiteres Holz in %1 neben dem LKW würde es erklären: suche ein übersehenes Holz in %1</translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view: sticks beside the truck were not seen, or cells were misread</source>
        <translation>keine Beladung mit den Hölzern, die die Zählung als geladen annimmt, ergibt diese Draufsicht: Hölzer neben dem LKW wurden übersehen oder Felder falsch gelesen</translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view; two more %1 sticks beside the truck would explain it: look for two unseen %1 sticks</source>
        <translation>keine Beladung mit den Hölzern, die die Zählung als geladen annimmt, ergibt diese Draufsicht; zwei weitere Hölzer in %1 neben dem LKW würden es erklären: suche zwei übersehene Hölzer in %1</translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells</source>
        <translation>
            <numerusform>von oben ist %n Feld belegt, Ladung minus die Hölzer neben dem LKW ergibt %1: wahrscheinlicher sind weiße Würfel, die als leere Karte gelesen wurden, prüfe die markierten Felder</numerusform>
            <numerusform>von oben sind %n Felder belegt, Ladung minus die Hölzer neben dem LKW ergibt %1: wahrscheinlicher sind weiße Würfel, die als leere Karte gelesen wurden, prüfe die markierten Felder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>packmate::app::CalibrationController</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Calibrate the colours first.</source>
        <translation>Zuerst die Farben kalibrieren.</translation>
    </message>
    <message>
        <source>The camera has no picture yet.</source>
        <translation>Die Kamera liefert noch kein Bild.</translation>
    </message>
    <message>
        <source>Cannot save the photo.</source>
        <translation>Das Foto kann nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>The stored colour calibration cannot be read: calibrate the colours again. (%1)</source>
        <translation>Die gespeicherte Farbkalibrierung ist nicht lesbar: kalibriere die Farben neu. (%1)</translation>
    </message>
</context>
<context>
    <name>packmate::app::CameraFeed</name>
    <message>
        <source>The colour calibration cannot be read, so typical colours are used: calibrate the colours again. (%1)</source>
        <translation>Die Farbkalibrierung ist nicht lesbar, daher werden typische Farben benutzt: kalibriere die Farben neu. (%1)</translation>
    </message>
</context>
<context>
    <name>packmate::app::FileFrameSource</name>
    <message>
        <source>File not found: %1</source>
        <translation>Datei nicht gefunden: %1</translation>
    </message>
    <message>
        <source>Cannot read the image %1: %2</source>
        <translation>Das Bild %1 ist nicht lesbar: %2</translation>
    </message>
</context>
<context>
    <name>packmate::app::GameController</name>
    <message>
        <source>The game database is not open.</source>
        <translation>Die Spieldatenbank ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Kein Spiel ist geöffnet.</translation>
    </message>
    <message>
        <source>Choose the truck card first.</source>
        <translation>Zuerst die LKW-Karte wählen.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · %2 Lagen · %3 Felder</translation>
    </message>
    <message>
        <source> (stand-in card)</source>
        <translation> (Ersatzkarte)</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <source>Truck taken by %1</source>
        <translation>LKW genommen von %1</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>Wertung von %1</translation>
    </message>
    <message>
        <source>End of round %1</source>
        <translation>Ende von Runde %1</translation>
    </message>
    <message>
        <source>The codes do not hold a Packmate game.</source>
        <translation>Die Codes enthalten kein Packmate-Spiel.</translation>
    </message>
</context>
<context>
    <name>packmate::app::TruckScoring</name>
    <message>
        <source>The camera has not read truck %1 yet: hold it over the card.</source>
        <translation>Die Kamera hat LKW %1 noch nicht gelesen: halte sie über die Karte.</translation>
    </message>
</context>
<context>
    <name>packmate::app::UserCards</name>
    <message>
        <source>Tap the cells of the loading area.</source>
        <translation>Tippe die Felder der Ladefläche an.</translation>
    </message>
    <message>
        <source>A loading area has at most 3 rows and 5 columns.</source>
        <translation>Eine Ladefläche hat höchstens 3 Reihen und 5 Spalten.</translation>
    </message>
    <message>
        <source>Choose 1 to 4 layers.</source>
        <translation>Wähle 1 bis 4 Lagen.</translation>
    </message>
    <message>
        <source>Give the card a name.</source>
        <translation>Gib der Karte einen Namen.</translation>
    </message>
    <message>
        <source>%1 is the name of a built-in card: choose another.</source>
        <translation>%1 ist der Name einer eingebauten Karte: wähle einen anderen.</translation>
    </message>
    <message>
        <source>You already have a card named %1: choose another.</source>
        <translation>Du hast schon eine Karte namens %1: wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>There is no card named %1.</source>
        <translation>Es gibt keine Karte namens %1.</translation>
    </message>
    <message>
        <source>Your cards file cannot be read; fix or remove it (%1).</source>
        <translation>Deine Kartendatei ist nicht lesbar; korrigiere oder entferne sie (%1).</translation>
    </message>
    <message>
        <source>The card could not be saved (%1).</source>
        <translation>Die Karte konnte nicht gespeichert werden (%1).</translation>
    </message>
    <message>
        <source>The card could not be removed (%1).</source>
        <translation>Die Karte konnte nicht entfernt werden (%1).</translation>
    </message>
</context>
</TS>