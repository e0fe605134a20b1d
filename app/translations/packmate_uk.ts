<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="uk_UA">
<context>
    <name>CameraPage</name>
    <message>
        <location filename="../../qml/CameraPage.qml" line="38" />
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="44" />
        <source>Camera</source>
        <translation>Камера</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="87" />
        <source>Codes read: %1 of %2</source>
        <translation>Прочитано кодів: %1 з %2</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="137" />
        <source>Use this roll: %1</source>
        <translation>Взяти цей кидок: %1</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="138" />
        <source>Hold still… %1 of %2 frames agree</source>
        <translation>Не рухайте… збіглося кадрів: %1 з %2</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="158" />
        <source>Dice seen: %1</source>
        <translation>Знайдено кубиків: %1</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="159" />
        <source>Waiting for a frame…</source>
        <translation>Чекаємо на кадр…</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="160" />
        <source>Sharp and bright enough to read</source>
        <translation>Достатньо різко й світло для читання</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="161" />
        <source>Too dark or blurred — hold still, add light</source>
        <translation>Занадто темно або розмито — тримайте рівно, додайте світла</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="162" />
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Кадри: %1 отримано, %2 прочитано, %3 пропущено</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="199" />
        <source>No camera found</source>
        <translation>Камеру не знайдено</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="205" />
        <source>This device has no camera, or Packmate may not use it. Allow camera access in the system settings, or keep playing with manual entry: tap the dice faces and count free cells and sticks left.</source>
        <translation>Цей пристрій не має камери, або Packmate не має до неї доступу. Дозвольте доступ до камери в налаштуваннях системи або грайте далі з ручним введенням: торкайтеся граней кубиків і лічіть вільні клітинки та залишені вантажі.</translation>
    </message>
    <message>
        <location filename="../../qml/CameraPage.qml" line="212" />
        <source>Back to manual entry</source>
        <translation>Повернутися до ручного введення</translation>
    </message>
</context>
<context>
    <name>DiceStep</name>
    <message>
        <location filename="../../qml/DiceStep.qml" line="73" />
        <source>not rolled yet</source>
        <translation>ще не кидав</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="75" />
        <source>%1 cells</source>
        <translation>клітинок: %1</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="86" />
        <source>Dice of %1</source>
        <translation>Кубики: %1</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="120" />
        <source>Cargo: %1 sticks, %2 cells</source>
        <translation>Вантаж: %1 шт., %2 клітинок</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="129" />
        <source>Save roll</source>
        <translation>Зберегти кидок</translation>
    </message>
    <message>
        <location filename="../../qml/DiceStep.qml" line="139" />
        <source>Read with camera</source>
        <translation>Зчитати камерою</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../qml/GamePage.qml" line="31" />
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="38" />
        <source>Game over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="38" />
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="46" />
        <source>Kitty %1</source>
        <translation>Каса %1</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="52" />
        <source>Ledger</source>
        <translation>Відомість</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>1 Dice</source>
        <translation>1 Кубики</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>2 Trucks</source>
        <translation>2 Вантажівки</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>3 Scoring</source>
        <translation>3 Підрахунок</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="73" />
        <source>4 Summary</source>
        <translation>4 Підсумки</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="105" />
        <source>Winner: %1</source>
        <translation>Переможець: %1</translation>
    </message>
    <message>
        <location filename="../../qml/GamePage.qml" line="112" />
        <source>Open the ledger</source>
        <translation>Відкрити відомість</translation>
    </message>
</context>
<context>
    <name>HandOverPage</name>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="21" />
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="27" />
        <source>Hand over the game</source>
        <translation>Передати гру</translation>
    </message>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="43" />
        <source>On the other tablet: Packmate → Receive a game, then point its camera at these codes.</source>
        <translation>На іншому планшеті: Packmate → «Отримати гру», потім наведіть камеру на ці коди.</translation>
    </message>
    <message>
        <location filename="../../qml/HandOverPage.qml" line="70" />
        <source>Code %1 of %2</source>
        <translation>Код %1 з %2</translation>
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
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="41" />
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="66" />
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="75" />
        <source>Receive a game from another tablet</source>
        <translation>Отримати гру з іншого планшета</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="90" />
        <source>Unfinished game: round %1</source>
        <translation>Незакінчена гра: раунд %1</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="102" />
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="111" />
        <source>Packmate keeps the score, the chips and the kitty; every action is saved at once, so the game survives a closed app.</source>
        <translation>Packmate веде рахунок очок, жетонів і каси; кожна дія зберігається одразу, тож гра переживе закриття застосунку.</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="125" />
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="131" />
        <source>No games yet.</source>
        <translation>Ігор ще немає.</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="161" />
        <source>Won by %1</source>
        <translation>Перемога: %1</translation>
    </message>
    <message>
        <location filename="../../qml/HomePage.qml" line="162" />
        <source>In progress — tap to continue</source>
        <translation>Триває — торкніться, щоб продовжити</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="21" />
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="27" />
        <source>Ledger</source>
        <translation>Відомість</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="36" />
        <source>Hand over</source>
        <translation>Передати</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="44" />
        <source>Export CSV</source>
        <translation>Експорт CSV</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="50" />
        <source>Saved to %1</source>
        <translation>Збережено в %1</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="51" />
        <source>Could not write %1</source>
        <translation>Не вдалося записати %1</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="60" />
        <source>Undo the last action?</source>
        <translation>Скасувати останню дію?</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="61" />
        <source>This takes back: %1. The undo is recorded in the game's history.</source>
        <translation>Буде скасовано: %1. Скасування записується в історію гри.</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="67" />
        <source>End the game now?</source>
        <translation>Закінчити гру зараз?</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="68" />
        <source>The player(s) with the most points win. This cannot be undone.</source>
        <translation>Перемагає гравець із найбільшою кількістю очок (за рівності — усі). Це не можна скасувати.</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="80" />
        <source>Winner: %1</source>
        <translation>Переможець: %1</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="121" />
        <location filename="../../qml/LedgerPage.qml" line="156" />
        <source>Kitty</source>
        <translation>Каса</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="134" />
        <source>History</source>
        <translation>Історія</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="147" />
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="191" />
        <source>Undo last action</source>
        <translation>Скасувати останню дію</translation>
    </message>
    <message>
        <location filename="../../qml/LedgerPage.qml" line="200" />
        <source>End game</source>
        <translation>Закінчити гру</translation>
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
        <translation>Гравець %1</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="36" />
        <source>New game — Zack &amp; Pack</source>
        <translation>Нова гра — Zack &amp; Pack</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="58" />
        <source>How many players?</source>
        <translation>Скільки гравців?</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="84" />
        <source>Two players is a house variant: the rules are written for 3 to 6.</source>
        <translation>Гра удвох — домашній варіант: правила написані для 3–6 гравців.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="92" />
        <source>Each player draws 1 truck card per round.</source>
        <translation>Кожен гравець бере 1 карту вантажівки за раунд.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="93" />
        <source>Each player draws 2 truck cards per round.</source>
        <translation>Кожен гравець бере 2 карти вантажівок за раунд.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="99" />
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="117" />
        <source>Two players have the same name.</source>
        <translation>Двоє гравців мають однакове ім'я.</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="124" />
        <source>Start game</source>
        <translation>Почати гру</translation>
    </message>
    <message>
        <location filename="../../qml/NewGamePage.qml" line="133" />
        <source>Each player starts with 75 points in chips: 1×50, 2×10, 1×5.</source>
        <translation>Кожен гравець отримує жетони на 75 очок: 1×50, 2×10 і 1×5.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <location filename="../../qml/PlayerRow.qml" line="34" />
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
</context>
<context>
    <name>ScoringStep</name>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="76" />
        <source>penalty %1</source>
        <translation>штраф %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="76" />
        <source>to score</source>
        <translation>не підраховано</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="91" />
        <source>Truck of %1</source>
        <translation>Вантажівка: %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="98" />
        <source>Photo mode</source>
        <translation>Режим фото</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="106" />
        <source>Free cells</source>
        <translation>Вільні клітинки</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="114" />
        <source>Truck %1: %2 cells, cargo %3 cells — the free cells follow from the sticks left over.</source>
        <translation>Вантажівка %1: %2 клітинок, вантаж %3 клітинок — вільні клітинки випливають із залишених вантажів.</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="122" />
        <source>Sticks left beside the truck:</source>
        <translation>Вантажі, що лишилися біля вантажівки:</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="143" />
        <source>Penalty: %1</source>
        <translation>Штраф: %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="152" />
        <source>Best possible: needs dice and truck</source>
        <translation>Найкращий можливий: потрібні кубики й вантажівка</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="153" />
        <source>Best possible: %1</source>
        <translation>Найкращий можливий: %1</translation>
    </message>
    <message>
        <location filename="../../qml/ScoringStep.qml" line="160" />
        <source>Save score</source>
        <translation>Зберегти штраф</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="17" />
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="23" />
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="39" />
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <location filename="../../qml/SettingsPage.qml" line="45" />
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="18" />
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="24" />
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="44" />
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="45" />
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="46" />
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="47" />
        <source>Rounds</source>
        <translation>Раунди</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="48" />
        <source>Avg. penalty</source>
        <translation>Середній штраф</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="49" />
        <source>Above best</source>
        <translation>Вище найкращого</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="69" />
        <source>No games yet.</source>
        <translation>Ігор ще немає.</translation>
    </message>
    <message>
        <location filename="../../qml/StatisticsPage.qml" line="70" />
        <source>Above best: how many penalty points per round above the best possible loading (rounds with dice and truck entered).</source>
        <translation>Вище найкращого: на скільки штрафних очок за раунд більше за найкраще можливе завантаження (раунди з введеними кубиками та вантажівкою).</translation>
    </message>
</context>
<context>
    <name>SummaryStep</name>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="24" />
        <source>Score every truck first.</source>
        <translation>Спершу підрахуйте всі вантажівки.</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="54" />
        <source>Penalty %1</source>
        <translation>Штраф %1</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="61" />
        <source>Pays nothing</source>
        <translation>Нічого не платить</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="62" />
        <source>Pays %1: hands over %2</source>
        <translation>Платить %1: віддає %2</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="63" />
        <source>, takes back %1</source>
        <translation>, отримує решту %1</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="64" />
        <source> — the kitty is %1 short of change</source>
        <translation> — у касі бракує %1 на решту</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="71" />
        <source>+10 from the kitty</source>
        <translation>+10 з каси</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="82" />
        <source>Lowest penalty this round: %1. Payments go into the kitty first, then the +10.</source>
        <translation>Найменший штраф у цьому раунді: %1. Спершу платежі до каси, потім +10.</translation>
    </message>
    <message>
        <location filename="../../qml/SummaryStep.qml" line="90" />
        <source>Close round %1</source>
        <translation>Завершити раунд %1</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>white</source>
        <translation>білий</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>grey</source>
        <translation>сірий</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>brown</source>
        <translation>коричневий</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>turquoise</source>
        <translation>бірюзовий</translation>
    </message>
    <message>
        <location filename="../../qml/Theme.qml" line="24" />
        <source>violet</source>
        <translation>фіолетовий</translation>
    </message>
</context>
<context>
    <name>TrucksStep</name>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="22" />
        <source>Each player draws 1 truck card, face down.</source>
        <translation>Кожен гравець бере 1 карту вантажівки сорочкою догори.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="23" />
        <source>Each player draws 2 truck cards, face down.</source>
        <translation>Кожен гравець бере 2 карти вантажівок сорочкою догори.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="24" />
        <source>Grab a truck from in front of another player, or take the top card of the deck.</source>
        <translation>Хапайте вантажівку, що лежить перед іншим гравцем, або візьміть верхню карту з колоди.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="31" />
        <source>Deck: %1 cards · discard pile: %2 · reshuffled %3 times</source>
        <translation>Колода: %1 карт · скид: %2 · перемішано %3 раз</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="38" />
        <source>The deck runs out this round: shuffle all cards not in use into a new deck.</source>
        <translation>Колода в цьому раунді закінчиться: перемішайте всі невикористані карти в нову колоду.</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="46" />
        <source>Pick the card each player took (built-in stand-in cards Z01–Z30 until your own cards are registered).</source>
        <translation>Виберіть карту, яку взяв кожен гравець (вбудовані карти-замінники Z01–Z30, доки не внесено ваші власні).</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="85" />
        <source>Card…</source>
        <translation>Карта…</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="100" />
        <source>Open card</source>
        <translation>Відкрита карта</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="111" />
        <source>Blind from deck</source>
        <translation>Наосліп з колоди</translation>
    </message>
    <message>
        <location filename="../../qml/TrucksStep.qml" line="125" />
        <source>Everyone has a truck — start loading</source>
        <translation>У всіх є вантажівка — вантажте!</translation>
    </message>
</context>
<context>
    <name>packmate::app::FileFrameSource</name>
    <message>
        <location filename="../core/src/camera/FileFrameSource.cpp" line="21" />
        <source>File not found: %1</source>
        <translation>Файл не знайдено: %1</translation>
    </message>
    <message>
        <location filename="../core/src/camera/FileFrameSource.cpp" line="29" />
        <source>Cannot read the image %1: %2</source>
        <translation>Не вдається прочитати зображення %1: %2</translation>
    </message>
</context>
<context>
    <name>packmate::app::GameController</name>
    <message>
        <location filename="../core/src/GameController.cpp" line="132" />
        <source>The game database is not open.</source>
        <translation>Базу даних ігор не відкрито.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="137" />
        <source>Every player needs a name.</source>
        <translation>Кожен гравець має мати ім'я.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="181" />
        <source>No game is open.</source>
        <translation>Немає відкритої гри.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="210" />
        <source>Choose the truck card first.</source>
        <translation>Спершу виберіть карту вантажівки.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="227" />
        <source>There is nothing to undo.</source>
        <translation>Немає чого скасовувати.</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="284" />
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · ярусів: %2 · клітинок: %3</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="285" />
        <source> (stand-in card)</source>
        <translation> (карта-замінник)</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="371" />
        <source>Dice of %1</source>
        <translation>Кубики: %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="373" />
        <source>Truck taken by %1</source>
        <translation>Вантажівку взяв(ла) %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="375" />
        <source>Score of %1</source>
        <translation>Підрахунок очок: %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="377" />
        <source>End of round %1</source>
        <translation>Кінець раунду %1</translation>
    </message>
    <message>
        <location filename="../core/src/GameController.cpp" line="573" />
        <source>The codes do not hold a Packmate game.</source>
        <translation>Коди не містять гри Packmate.</translation>
    </message>
</context>
</TS>