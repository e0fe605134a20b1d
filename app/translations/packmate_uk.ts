<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="uk_UA">
<context>
    <name>CalibrationError</name>
    <message>
        <source>white</source>
        <translation>білий</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>сірий</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневий</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>бірюзовий</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>фіолетовий</translation>
    </message>
    <message>
        <source>mat not found: %1 of its 4 QR codes read, at least %2 needed: show the whole mat, flat and well lit</source>
        <translation>килимок не знайдено: прочитано QR-кодів — %1 з 4, потрібно щонайменше %2: покажіть увесь килимок, рівно й за доброго світла</translation>
    </message>
    <message>
        <source>the mat's QR codes were read but not its outline: show the whole mat, flat</source>
        <translation>QR-коди килимка прочитано, але не його контур: покажіть увесь килимок, рівно</translation>
    </message>
    <message>
        <source>the photo is empty</source>
        <translation>фото порожнє</translation>
    </message>
    <message>
        <source>no truck card found on the mat's card place</source>
        <translation>на місці для картки на килимку не знайдено картки вантажівки</translation>
    </message>
    <message>
        <source>no loading area (white cells) seen on the card</source>
        <translation>на картці не видно кузова (білих клітинок)</translation>
    </message>
    <message>
        <source>no stick on the %1 place of the mat (it looks like bare paper)</source>
        <translation>немає вантажу на місці «%1» на килимку (схоже на чистий папір)</translation>
    </message>
    <message>
        <source>the mat's white and black patches look alike: too dark, or the patches are covered</source>
        <translation>білий і чорний квадрати килимка виглядають однаково: надто темно або квадрати закриті</translation>
    </message>
    <message>
        <source>a colour photo is needed</source>
        <translation>потрібне кольорове фото</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1: такого файлу немає</translation>
    </message>
    <message>
        <source>%1: not a readable image (damaged, or not a photo)</source>
        <translation>%1: зображення не читається (файл пошкоджений або це не фото)</translation>
    </message>
    <message>
        <source>%1: the photo is larger than %2 pixels on a side</source>
        <translation>%1: фото більше за %2 пікселів по одній зі сторін</translation>
    </message>
    <message>
        <source>%1: the photo is smaller than %2 pixels on a side</source>
        <translation>%1: фото менше за %2 пікселів по одній зі сторін</translation>
    </message>
</context>
<context>
    <name>CalibrationPage</name>
    <message>
        <source>Saved to %1</source>
        <translation>Збережено в %1</translation>
    </message>
    <message>
        <source>Colours learnt and stored.</source>
        <translation>Кольори вивчено й збережено.</translation>
    </message>
    <message>
        <source>The light has changed too much since the colours were learnt: learn them again.</source>
        <translation>Освітлення сильно змінилося відтоді, як кольори було вивчено: вивчіть їх знову.</translation>
    </message>
    <message>
        <source>The light is as when the colours were learnt.</source>
        <translation>Освітлення таке саме, як під час вивчення кольорів.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Calibration and your trucks</source>
        <translation>Калібрування і ваші вантажівки</translation>
    </message>
    <message>
        <source>1. Print the mat</source>
        <translation>1. Надрукуйте килимок</translation>
    </message>
    <message>
        <source>Print it at actual size (100 %, no scaling) and lay it flat in view of the camera.</source>
        <translation>Друкуйте в натуральну величину (100 %, без масштабування) і покладіть рівно в полі зору камери.</translation>
    </message>
    <message>
        <source>Save PDF (A4)</source>
        <translation>Зберегти PDF (A4)</translation>
    </message>
    <message>
        <source>Save PDF (Letter)</source>
        <translation>Зберегти PDF (Letter)</translation>
    </message>
    <message>
        <source>2. Stick colours</source>
        <translation>2. Кольори вантажів</translation>
    </message>
    <message>
        <source>Lay one stick of each colour on its marked place on the mat, then take the photo.</source>
        <translation>Покладіть по одному вантажу кожного кольору на позначені місця килимка і зробіть фото.</translation>
    </message>
    <message>
        <source>Not calibrated yet: the readers use typical colours.</source>
        <translation>Ще не відкалібровано: розпізнавання використовує типові кольори.</translation>
    </message>
    <message>
        <source>Calibrated: the five colours are well apart.</source>
        <translation>Відкалібровано: п'ять кольорів добре розрізняються.</translation>
    </message>
    <message>
        <source>Calibrated, but two colours are close: more even light helps.</source>
        <translation>Відкалібровано, але два кольори близькі: допоможе рівніше світло.</translation>
    </message>
    <message>
        <source>Two colours are too close to tell apart: learn them again in better light.</source>
        <translation>Два кольори надто схожі: вивчіть їх знову при кращому світлі.</translation>
    </message>
    <message>
        <source>Learn the colours</source>
        <translation>Вивчити кольори</translation>
    </message>
    <message>
        <source>Check the light</source>
        <translation>Перевірити світло</translation>
    </message>
    <message>
        <source>3. Your truck cards</source>
        <translation>3. Ваші карти вантажівок</translation>
    </message>
    <message>
        <source>Lay an empty truck card on the mat's card place and take the photo, or draw its loading area by hand.</source>
        <translation>Покладіть порожню карту вантажівки на місце для карти на килимку і зробіть фото або намалюйте кузов вручну.</translation>
    </message>
    <message>
        <source>Card from the photo</source>
        <translation>Карта з фото</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Намалювати карту</translation>
    </message>
    <message>
        <source>No cards of your own yet: games use the built-in stand-in cards.</source>
        <translation>Власних карт поки немає: в іграх використовуються вбудовані карти-замінники.</translation>
    </message>
    <message>
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · ярусів: %2 · клітинок: %3</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Змінити</translation>
    </message>
</context>
<context>
    <name>CalibrationPhoto</name>
    <message>
        <source>No camera found. Start Packmate with --image FILE to read a photo, or draw your cards by hand.</source>
        <translation>Камеру не знайдено. Запустіть Packmate з --image ФАЙЛ, щоб прочитати фото, або намалюйте свої карти вручну.</translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Камера</translation>
    </message>
    <message>
        <source>Codes read: %1 of %2</source>
        <translation>Прочитано кодів: %1 з %2</translation>
    </message>
    <message>
        <source>Use this roll: %1</source>
        <translation>Взяти цей кидок: %1</translation>
    </message>
    <message>
        <source>Hold still… %1 of %2 frames agree</source>
        <translation>Не рухайте… збіглося кадрів: %1 з %2</translation>
    </message>
    <message>
        <source>Dice seen: %1</source>
        <translation>Знайдено кубиків: %1</translation>
    </message>
    <message>
        <source>Waiting for a frame…</source>
        <translation>Чекаємо на кадр…</translation>
    </message>
    <message>
        <source>Sharp and bright enough to read</source>
        <translation>Достатньо різко й світло для читання</translation>
    </message>
    <message>
        <source>Too dark or blurred — hold still, add light</source>
        <translation>Занадто темно або розмито — тримайте рівно, додайте світла</translation>
    </message>
    <message>
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Кадри: %1 отримано, %2 прочитано, %3 пропущено</translation>
    </message>
    <message>
        <source>No camera found</source>
        <translation>Камеру не знайдено</translation>
    </message>
    <message>
        <source>This device has no camera, or Packmate may not use it. Allow camera access in the system settings, or keep playing with manual entry: tap the dice faces and count free cells and sticks left.</source>
        <translation>Цей пристрій не має камери, або Packmate не має до неї доступу. Дозвольте доступ до камери в налаштуваннях системи або грайте далі з ручним введенням: торкайтеся граней кубиків і лічіть вільні клітинки та залишені вантажі.</translation>
    </message>
    <message>
        <source>Back to manual entry</source>
        <translation>Повернутися до ручного введення</translation>
    </message>
    <message>
        <source>Not a roll yet: one die of each of the five colours is needed</source>
        <translation>Це ще не кидок: потрібен один кубик кожного з п'яти кольорів</translation>
    </message>
</context>
<context>
    <name>CardEditorPage</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Edit truck card %1</source>
        <translation>Змінити карту вантажівки %1</translation>
    </message>
    <message>
        <source>New truck card</source>
        <translation>Нова карта вантажівки</translation>
    </message>
    <message>
        <source>Tap the cells of the loading area (cab on the left).</source>
        <translation>Торкніться клітинок кузова (кабіна ліворуч).</translation>
    </message>
    <message>
        <source>Proposed from the photo (%1 % sure): check every cell.</source>
        <translation>Запропоновано за фото (впевненість %1 %): перевірте кожну клітинку.</translation>
    </message>
    <message>
        <source>Proposed from the photo, but only %1 % sure: please check every cell.</source>
        <translation>Запропоновано за фото, але впевненість лише %1 %: перевірте кожну клітинку.</translation>
    </message>
    <message>
        <source>cab</source>
        <translation>кабіна</translation>
    </message>
    <message>
        <source>%1 loading cells</source>
        <translation>клітинок кузова: %1</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Яруси</translation>
    </message>
    <message>
        <source>The layer count could not be read from the photo: choose it.</source>
        <translation>Кількість ярусів не вдалося прочитати з фото: виберіть її.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>e.g. MY01</source>
        <translation>напр. MY01</translation>
    </message>
    <message>
        <source>%1 cells × %2 layers = room for %3 cells of cargo</source>
        <translation>%1 клітинок × %2 ярусів = місце для %3 клітинок вантажу</translation>
    </message>
    <message>
        <source>Save card</source>
        <translation>Зберегти карту</translation>
    </message>
    <message>
        <source>Delete card</source>
        <translation>Видалити карту</translation>
    </message>
    <message>
        <source>Delete your truck card %1? Games already played keep it.</source>
        <translation>Видалити вашу карту вантажівки %1? У вже зіграних іграх вона збережеться.</translation>
    </message>
</context>
<context>
    <name>DiceStep</name>
    <message>
        <source>not rolled yet</source>
        <translation>ще не кидав</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>клітинок: %1</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Кубики: %1</translation>
    </message>
    <message>
        <source>Cargo: %1 sticks, %2 cells</source>
        <translation>Вантаж: %1 шт., %2 клітинок</translation>
    </message>
    <message>
        <source>Save roll</source>
        <translation>Зберегти кидок</translation>
    </message>
    <message>
        <source>Read with camera</source>
        <translation>Зчитати камерою</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Kitty %1</source>
        <translation>Каса %1</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Відомість</translation>
    </message>
    <message>
        <source>1 Dice</source>
        <translation>1 Кубики</translation>
    </message>
    <message>
        <source>2 Trucks</source>
        <translation>2 Вантажівки</translation>
    </message>
    <message>
        <source>3 Scoring</source>
        <translation>3 Підрахунок</translation>
    </message>
    <message>
        <source>4 Summary</source>
        <translation>4 Підсумки</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Переможець: %1</translation>
    </message>
    <message>
        <source>Open the ledger</source>
        <translation>Відкрити відомість</translation>
    </message>
</context>
<context>
    <name>HandOverPage</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Hand over the game</source>
        <translation>Передати гру</translation>
    </message>
    <message>
        <source>On the other tablet: Packmate → Receive a game, then point its camera at these codes.</source>
        <translation>На іншому планшеті: Packmate → «Отримати гру», потім наведіть камеру на ці коди.</translation>
    </message>
    <message>
        <source>Code %1 of %2</source>
        <translation>Код %1 з %2</translation>
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
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Receive a game from another tablet</source>
        <translation>Отримати гру з іншого планшета</translation>
    </message>
    <message>
        <source>Unfinished game: round %1</source>
        <translation>Незакінчена гра: раунд %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Packmate keeps the score, the chips and the kitty; every action is saved at once, so the game survives a closed app.</source>
        <translation>Packmate веде рахунок очок, жетонів і каси; кожна дія зберігається одразу, тож гра переживе закриття застосунку.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Ігор ще немає.</translation>
    </message>
    <message>
        <source>In progress — tap to continue</source>
        <translation>Триває — торкніться, щоб продовжити</translation>
    </message>
    <message>
        <source>Won by %1 — tap for the ledger</source>
        <translation>Перемога: %1 — торкніться, щоб відкрити відомість</translation>
    </message>
</context>
<context>
    <name>LedgerPage</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Відомість</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Передати</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Експорт CSV</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Збережено в %1</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Не вдалося записати %1</translation>
    </message>
    <message>
        <source>Undo the last action?</source>
        <translation>Скасувати останню дію?</translation>
    </message>
    <message>
        <source>This takes back: %1. The undo is recorded in the game's history.</source>
        <translation>Буде скасовано: %1. Скасування записується в історію гри.</translation>
    </message>
    <message>
        <source>End the game now?</source>
        <translation>Закінчити гру зараз?</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Переможець: %1</translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>Каса</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Історія</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Скасувати останню дію</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Закінчити гру</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Експорт JSON</translation>
    </message>
    <message>
        <source>Whoever has the most points wins (on a tie, all of them). This cannot be undone.</source>
        <translation>Перемагає гравець із найбільшою кількістю очок (за рівності — усі). Це не можна скасувати.</translation>
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
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>New game — Zack &amp; Pack</source>
        <translation>Нова гра — Zack &amp; Pack</translation>
    </message>
    <message>
        <source>How many players?</source>
        <translation>Скільки гравців?</translation>
    </message>
    <message>
        <source>Two players is a house variant: the rules are written for 3 to 6.</source>
        <translation>Гра удвох — домашній варіант: правила написані для 3–6 гравців.</translation>
    </message>
    <message>
        <source>Each player draws 1 truck card per round.</source>
        <translation>Кожен гравець бере 1 карту вантажівки за раунд.</translation>
    </message>
    <message>
        <source>Each player draws 2 truck cards per round.</source>
        <translation>Кожен гравець бере 2 карти вантажівок за раунд.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Двоє гравців мають однакове ім'я.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Почати гру</translation>
    </message>
    <message>
        <source>Each player starts with 75 points in chips: 1×50, 2×10, 1×5.</source>
        <translation>Кожен гравець отримує жетони на 75 очок: 1×50, 2×10 і 1×5.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>white</source>
        <translation>білий</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>сірий</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневий</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>бірюзовий</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>фіолетовий</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>%1's truck is already scored: undo the score first.</source>
        <translation>Вантажівку гравця %1 вже підраховано: спершу скасуйте підрахунок.</translation>
    </message>
    <message>
        <source>Truck %1 is already taken by %2.</source>
        <translation>Вантажівку %1 вже взяв(ла) %2.</translation>
    </message>
    <message>
        <source>%1: the loaded sticks fill %2 cells, more than truck %3 holds (%4): mark the sticks left beside it.</source>
        <translation>%1: завантажені вантажі займають %2 кл., більше, ніж вміщує вантажівка %3 (%4): позначте вантажі, що лишилися поруч.</translation>
    </message>
    <message>
        <source>%1: the loaded sticks cannot all lie on truck %2 (at most %3 of their %4 cells fit): mark the sticks left beside it.</source>
        <translation>%1: завантажені вантажі не вміщаються у вантажівку %2 (влазить не більше %3 з %4 кл.): позначте вантажі, що лишилися поруч.</translation>
    </message>
    <message>
        <source>%1: %2 free cells do not add up: truck %3 holds %4 cells and the loaded sticks fill %5.</source>
        <translation>%1: %2 вільних клітинок не сходиться: у вантажівці %3 усього %4 клітинок, а завантажені вантажі займають %5.</translation>
    </message>
    <message>
        <source>%1: %3 %2 sticks left over, but the cargo has only %4.</source>
        <translation>%1: залишилось вантажів (%2): %3, але у вантажі їх лише %4.</translation>
    </message>
    <message>
        <source>Round %1 cannot be closed yet: %2 has no penalty.</source>
        <translation>Раунд %1 поки не можна закрити: у гравця %2 немає штрафу.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Немає чого скасовувати.</translation>
    </message>
    <message>
        <source>A game needs 3 to 6 players.</source>
        <translation>Для гри потрібно від 3 до 6 гравців.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Кожен гравець має мати ім'я.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Двоє гравців мають однакове ім'я.</translation>
    </message>
</context>
<context>
    <name>ScoringStep</name>
    <message>
        <source>penalty %1</source>
        <translation>штраф %1</translation>
    </message>
    <message>
        <source>to score</source>
        <translation>не підраховано</translation>
    </message>
    <message>
        <source>Truck of %1</source>
        <translation>Вантажівка: %1</translation>
    </message>
    <message>
        <source>Photo mode</source>
        <translation>Режим фото</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Вільні клітинки</translation>
    </message>
    <message>
        <source>Truck %1: %2 cells, cargo %3 cells — the free cells follow from the sticks left over.</source>
        <translation>Вантажівка %1: %2 клітинок, вантаж %3 клітинок — вільні клітинки випливають із залишених вантажів.</translation>
    </message>
    <message>
        <source>Sticks left beside the truck:</source>
        <translation>Вантажі, що лишилися біля вантажівки:</translation>
    </message>
    <message>
        <source>Penalty: %1</source>
        <translation>Штраф: %1</translation>
    </message>
    <message>
        <source>Best possible: needs dice and truck</source>
        <translation>Найкращий можливий: потрібні кубики й вантажівка</translation>
    </message>
    <message>
        <source>Best possible: %1</source>
        <translation>Найкращий можливий: %1</translation>
    </message>
    <message>
        <source>Save score</source>
        <translation>Зберегти штраф</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) of cargo more than the truck holds: mark the sticks left beside it.</source>
        <translation>
            <numerusform>вантаж на %n клітинку більший, ніж вміщує вантажівка: позначте вантажі, що лишилися поруч.</numerusform>
            <numerusform>вантаж на %n клітинки більший, ніж вміщує вантажівка: позначте вантажі, що лишилися поруч.</numerusform>
            <numerusform>вантаж на %n клітинок більший, ніж вміщує вантажівка: позначте вантажі, що лишилися поруч.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
    <message>
        <source>Calibration and your truck cards…</source>
        <translation>Калібрування і ваші карти вантажівок…</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Калібрування</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунди</translation>
    </message>
    <message>
        <source>Avg. penalty</source>
        <translation>Середній штраф</translation>
    </message>
    <message>
        <source>Above best</source>
        <translation>Вище найкращого</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Ігор ще немає.</translation>
    </message>
    <message>
        <source>Above best: how many penalty points per round above the best possible loading (rounds with dice and truck entered).</source>
        <translation>Вище найкращого: на скільки штрафних очок за раунд більше за найкраще можливе завантаження (раунди з введеними кубиками та вантажівкою).</translation>
    </message>
</context>
<context>
    <name>SummaryStep</name>
    <message>
        <source>Score every truck first.</source>
        <translation>Спершу підрахуйте всі вантажівки.</translation>
    </message>
    <message>
        <source>Penalty %1</source>
        <translation>Штраф %1</translation>
    </message>
    <message>
        <source>Pays nothing</source>
        <translation>Нічого не платить</translation>
    </message>
    <message>
        <source>Pays %1: hands over %2</source>
        <translation>Платить %1: віддає %2</translation>
    </message>
    <message>
        <source>, takes back %1</source>
        <translation>, отримує решту %1</translation>
    </message>
    <message>
        <source> — the kitty is %1 short of change</source>
        <translation> — у касі бракує %1 на решту</translation>
    </message>
    <message>
        <source>+10 from the kitty</source>
        <translation>+10 з каси</translation>
    </message>
    <message>
        <source>Lowest penalty this round: %1. Payments go into the kitty first, then the +10.</source>
        <translation>Найменший штраф у цьому раунді: %1. Спершу платежі до каси, потім +10.</translation>
    </message>
    <message>
        <source>Close round %1</source>
        <translation>Завершити раунд %1</translation>
    </message>
    <message>
        <source>Close the last round?</source>
        <translation>Закрити останній раунд?</translation>
    </message>
    <message>
        <source>%1 will have no points left: closing this round ends the game. This cannot be undone.</source>
        <translation>У гравця %1 не залишиться очок: закриття цього раунду завершить гру. Це не можна скасувати.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>white</source>
        <translation>білий</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>сірий</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневий</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>бірюзовий</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>фіолетовий</translation>
    </message>
    <message>
        <source>W</source>
        <comment>white stick, one letter</comment>
        <translation>Б</translation>
    </message>
    <message>
        <source>G</source>
        <comment>grey stick, one letter</comment>
        <translation>С</translation>
    </message>
    <message>
        <source>B</source>
        <comment>brown stick, one letter</comment>
        <translation>К</translation>
    </message>
    <message>
        <source>T</source>
        <comment>turquoise stick, one letter</comment>
        <translation>Бз</translation>
    </message>
    <message>
        <source>V</source>
        <comment>violet stick, one letter</comment>
        <translation>Ф</translation>
    </message>
</context>
<context>
    <name>TruckCameraPage</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Truck of %1</source>
        <translation>Вантажівка: %1</translation>
    </message>
    <message>
        <source>No camera found. Count the free cells and the sticks left by hand on the scoring screen.</source>
        <translation>Камеру не знайдено. Полічіть вільні клітинки та залишені вантажі вручну на екрані підрахунку.</translation>
    </message>
    <message>
        <source>Choose this player's truck first (step 2).</source>
        <translation>Спершу виберіть вантажівку цього гравця (крок 2).</translation>
    </message>
    <message>
        <source>Looking for truck %1…</source>
        <translation>Шукаємо вантажівку %1…</translation>
    </message>
    <message>
        <source>No truck card in view: hold the tablet over the card, the whole card in view.</source>
        <translation>Картки вантажівки не видно: тримайте планшет над карткою, щоб її було видно повністю.</translation>
    </message>
    <message>
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Кадри: %1 отримано, %2 прочитано, %3 пропущено</translation>
    </message>
    <message>
        <source>The dice are not entered yet: only a 1-layer truck can be scored.</source>
        <translation>Кубики ще не введено: можна підрахувати лише вантажівку в 1 поверх.</translation>
    </message>
    <message>
        <source>Still photo: tap a cell or a stick to change it, hold it to confirm it.</source>
        <translation>Знімок: торкніться клітинки або вантажу, щоб змінити, утримуйте, щоб підтвердити.</translation>
    </message>
    <message>
        <source>Live: tap a cell or a stick to change it, hold it to confirm it.</source>
        <translation>Наживо: торкніться клітинки або вантажу, щоб змінити, утримуйте, щоб підтвердити.</translation>
    </message>
</context>
<context>
    <name>TruckScorePanel</name>
    <message>
        <source>Penalty: %1</source>
        <translation>Штраф: %1</translation>
    </message>
    <message>
        <source>Penalty: not sure</source>
        <translation>Штраф: немає певності</translation>
    </message>
    <message>
        <source>check it</source>
        <translation>перевірте</translation>
    </message>
    <message>
        <source>confidence %1 %</source>
        <translation>певність %1 %</translation>
    </message>
    <message>
        <source>%1 free cells + %2 points for sticks left</source>
        <translation>%1 вільних клітинок + %2 очок за залишені вантажі</translation>
    </message>
    <message>
        <source>Best possible: needs dice and truck</source>
        <translation>Найкращий можливий: потрібні кубики й вантажівка</translation>
    </message>
    <message>
        <source>Best possible: %1</source>
        <translation>Найкращий можливий: %1</translation>
    </message>
    <message>
        <source>Sticks beside the truck (tap to change the colour):</source>
        <translation>Вантажі біля вантажівки (торкніться, щоб змінити колір):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Add:</source>
        <translation>Додати:</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Знову наживо</translation>
    </message>
    <message>
        <source>Take photo</source>
        <translation>Зробити знімок</translation>
    </message>
    <message>
        <source>Book score</source>
        <translation>Записати штраф</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s) to check, ringed in orange: tap to change, hold to confirm</source>
        <translation>
            <numerusform>%n показник обведено помаранчевим — перевірте: торкніться, щоб змінити, утримуйте, щоб підтвердити</numerusform>
            <numerusform>%n показники обведено помаранчевим — перевірте: торкніться, щоб змінити, утримуйте, щоб підтвердити</numerusform>
            <numerusform>%n показників обведено помаранчевим — перевірте: торкніться, щоб змінити, утримуйте, щоб підтвердити</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrucksStep</name>
    <message>
        <source>Each player draws 1 truck card, face down.</source>
        <translation>Кожен гравець бере 1 карту вантажівки сорочкою догори.</translation>
    </message>
    <message>
        <source>Each player draws 2 truck cards, face down.</source>
        <translation>Кожен гравець бере 2 карти вантажівок сорочкою догори.</translation>
    </message>
    <message>
        <source>Grab a truck from in front of another player, or take the top card of the deck.</source>
        <translation>Хапайте вантажівку, що лежить перед іншим гравцем, або візьміть верхню карту з колоди.</translation>
    </message>
    <message>
        <source>Deck: %1 cards · discard pile: %2 · reshuffled %3 times</source>
        <translation>Колода: %1 карт · скид: %2 · перемішано %3 раз</translation>
    </message>
    <message>
        <source>The deck runs out this round: shuffle all cards not in use into a new deck.</source>
        <translation>Колода в цьому раунді закінчиться: перемішайте всі невикористані карти в нову колоду.</translation>
    </message>
    <message>
        <source>Pick the card each player took (built-in stand-in cards Z01–Z30 until your own cards are registered).</source>
        <translation>Виберіть карту, яку взяв кожен гравець (вбудовані карти-замінники Z01–Z30, доки не внесено ваші власні).</translation>
    </message>
    <message>
        <source>Card…</source>
        <translation>Карта…</translation>
    </message>
    <message>
        <source>Open card</source>
        <translation>Відкрита карта</translation>
    </message>
    <message>
        <source>Blind from deck</source>
        <translation>Наосліп з колоди</translation>
    </message>
    <message>
        <source>Everyone has a truck — start loading</source>
        <translation>У всіх є вантажівка — вантажте!</translation>
    </message>
</context>
<context>
    <name>VisionWarning</name>
    <message>
        <source>white</source>
        <translation>білий</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>сірий</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневий</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>бірюзовий</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>фіолетовий</translation>
    </message>
    <message>
        <source>no truck card found: hold the camera over the card, the whole card in view</source>
        <translation>картку вантажівки не знайдено: тримайте камеру над карткою, щоб її було видно повністю</translation>
    </message>
    <message>
        <source>check cell row %1, column %2</source>
        <translation>перевірте клітинку: ряд %1, стовпець %2</translation>
    </message>
    <message>
        <source>the table looks like %1 sticks: check the %1 sticks beside the truck</source>
        <translation>стіл схожий на вантажі кольору «%1»: перевірте такі вантажі поруч із вантажівкою</translation>
    </message>
    <message>
        <source>check the table round the truck: something stick-coloured that is not a whole stick</source>
        <translation>перевірте стіл навколо вантажівки: щось кольору вантажу, але не цілий вантаж</translation>
    </message>
    <message>
        <source>check the card's orientation</source>
        <translation>перевірте, як лежить картка (де кабіна)</translation>
    </message>
    <message>
        <source>%1 stick measures %2 cells, expected %3</source>
        <translation>вантаж кольору «%1» завдовжки %2 клітинки, а має бути %3</translation>
    </message>
    <message>
        <source>a truck with %1 layers needs the cargo (--cargo W,G,B,T,V) to count the hidden cells</source>
        <translation>для вантажівки з %1 ярусами потрібен вантаж (кидок кубиків), щоб полічити приховані клітинки</translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), more than the cargo's %1</source>
        <translation>
            <numerusform>згори видно %n зайняту клітинку — більше, ніж увесь вантаж (%1)</numerusform>
            <numerusform>згори видно %n зайняті клітинки — більше, ніж увесь вантаж (%1)</numerusform>
            <numerusform>згори видно %n зайнятих клітинок — більше, ніж увесь вантаж (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the cargo's %1 sticks cover</source>
        <translation>
            <numerusform>%n клітинка згори кольору «%1» — більше, ніж такі вантажі можуть покрити</numerusform>
            <numerusform>%n клітинки згори кольору «%1» — більше, ніж такі вантажі можуть покрити</numerusform>
            <numerusform>%n клітинок згори кольору «%1» — більше, ніж такі вантажі можуть покрити</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sticks seen beside the truck add up to %n cell(s), the cargo and the top view leave %1: check the sticks beside the truck</source>
        <translation>
            <numerusform>вантажі поруч із вантажівкою дають %n клітинку, а за вантажем і виглядом згори лишається %1: перевірте вантажі поруч із вантажівкою</numerusform>
            <numerusform>вантажі поруч із вантажівкою дають %n клітинки, а за вантажем і виглядом згори лишається %1: перевірте вантажі поруч із вантажівкою</numerusform>
            <numerusform>вантажі поруч із вантажівкою дають %n клітинок, а за вантажем і виглядом згори лишається %1: перевірте вантажі поруч із вантажівкою</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 stick(s) beside the truck but the cargo has only %2</source>
        <translation>
            <numerusform>поруч із вантажівкою %n вантаж кольору «%1», а у вантажі їх лише %2</numerusform>
            <numerusform>поруч із вантажівкою %n вантажі кольору «%1», а у вантажі їх лише %2</numerusform>
            <numerusform>поруч із вантажівкою %n вантажів кольору «%1», а у вантажі їх лише %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the loaded %1 sticks can cover (loaded: %2)</source>
        <translation>
            <numerusform>%n клітинка згори кольору «%1» — більше, ніж можуть покрити завантажені такі вантажі (завантажено: %2)</numerusform>
            <numerusform>%n клітинки згори кольору «%1» — більше, ніж можуть покрити завантажені такі вантажі (завантажено: %2)</numerusform>
            <numerusform>%n клітинок згори кольору «%1» — більше, ніж можуть покрити завантажені такі вантажі (завантажено: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cell(s) (room for %2–%3): recount the sticks beside the truck</source>
        <translation>
            <numerusform>вантаж мінус вантажі поруч: до завантаження %1, але згори зайнята %n клітинка (вміщається %2–%3): перелічіть вантажі поруч із вантажівкою</numerusform>
            <numerusform>вантаж мінус вантажі поруч: до завантаження %1, але згори зайняті %n клітинки (вміщається %2–%3): перелічіть вантажі поруч із вантажівкою</numerusform>
            <numerusform>вантаж мінус вантажі поруч: до завантаження %1, але згори зайнято %n клітинок (вміщається %2–%3): перелічіть вантажі поруч із вантажівкою</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n least sure %1 stick(s) left out of the count, to check</source>
        <translation>
            <numerusform>%n найменш надійний вантаж кольору «%1» не враховано, перевірте</numerusform>
            <numerusform>%n найменш надійні вантажі кольору «%1» не враховано, перевірте</numerusform>
            <numerusform>%n найменш надійних вантажів кольору «%1» не враховано, перевірте</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells</source>
        <translation>
            <numerusform>згори видно %n зайняту клітинку, а вантаж мінус надійні вантажі поруч дає %1: правильний цей підрахунок, перевірте позначені клітинки</numerusform>
            <numerusform>згори видно %n зайняті клітинки, а вантаж мінус надійні вантажі поруч дає %1: правильний цей підрахунок, перевірте позначені клітинки</numerusform>
            <numerusform>згори видно %n зайнятих клітинок, а вантаж мінус надійні вантажі поруч дає %1: правильний цей підрахунок, перевірте позначені клітинки</numerusform>
        </translation>
    </message>
    <message>
        <source>cargo minus the sticks beside leaves %1 to load, more than the truck's %2: some sticks beside the truck were not seen</source>
        <translation>вантаж мінус вантажі поруч: до завантаження %1, більше, ніж уміщає вантажівка (%2): якісь вантажі поруч із вантажівкою не помічено</translation>
    </message>
    <message>
        <source>the reading gives a penalty of %1, below the best any loading of this cargo can score (%2): sticks beside the truck were not seen, or cells were misread</source>
        <translation>за знімком штраф %1 — менше, ніж за найкращого можливого завантаження цього вантажу (%2): вантажі поруч із вантажівкою не помічено або клітинки прочитано хибно</translation>
    </message>
    <message numerus="yes">
        <source>the sticks the count leaves loaded (%n cell(s)) cannot all lie on this truck: sticks beside the truck were not seen, or misread</source>
        <translation>
            <numerusform>вантажі, які за підрахунком завантажено (%n клітинка), не вміщаються всі на цю вантажівку: вантажі поруч із вантажівкою не помічено або прочитано хибно</numerusform>
            <numerusform>вантажі, які за підрахунком завантажено (%n клітинки), не вміщаються всі на цю вантажівку: вантажі поруч із вантажівкою не помічено або прочитано хибно</numerusform>
            <numerusform>вантажі, які за підрахунком завантажено (%n клітинок), не вміщаються всі на цю вантажівку: вантажі поруч із вантажівкою не помічено або прочитано хибно</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view as read cannot be laid with whole sticks: %n unsure cell(s) read as the nearest top that can, check the marked cells</source>
        <translation>
            <numerusform>вигляд згори в такому прочитанні не викласти цілими вантажами: %n непевна клітинка прочитана як у найближчому можливому розкладі, перевірте позначені клітинки</numerusform>
            <numerusform>вигляд згори в такому прочитанні не викласти цілими вантажами: %n непевні клітинки прочитані як у найближчому можливому розкладі, перевірте позначені клітинки</numerusform>
            <numerusform>вигляд згори в такому прочитанні не викласти цілими вантажами: %n непевних клітинок прочитано як у найближчому можливому розкладі, перевірте позначені клітинки</numerusform>
        </translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view; one more %1 stick beside the truck would explain it: look for an unseen %1 stick</source>
        <translation>жодне завантаження вантажів, які за підрахунком завантажено, не дає такого вигляду згори; ще один вантаж кольору «%1» поруч із вантажівкою пояснив би це: пошукайте непомічений вантаж кольору «%1»</translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view: sticks beside the truck were not seen, or cells were misread</source>
        <translation>жодне завантаження вантажів, які за підрахунком завантажено, не дає такого вигляду згори: вантажі поруч із вантажівкою не помічено або клітинки прочитано хибно</translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view; two more %1 sticks beside the truck would explain it: look for two unseen %1 sticks</source>
        <translation>жодне завантаження вантажів, які за підрахунком завантажено, не дає такого вигляду згори; ще два вантажі кольору «%1» поруч із вантажівкою пояснили б це: пошукайте два непомічені вантажі кольору «%1»</translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells</source>
        <translation>
            <numerusform>згори видно %n зайняту клітинку, а вантаж мінус вантажі поруч дає %1: імовірніше, білі кубики прийнято за порожню картку, перевірте позначені клітинки</numerusform>
            <numerusform>згори видно %n зайняті клітинки, а вантаж мінус вантажі поруч дає %1: імовірніше, білі кубики прийнято за порожню картку, перевірте позначені клітинки</numerusform>
            <numerusform>згори видно %n зайнятих клітинок, а вантаж мінус вантажі поруч дає %1: імовірніше, білі кубики прийнято за порожню картку, перевірте позначені клітинки</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>packmate::app::CalibrationController</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Не вдається створити теку %1.</translation>
    </message>
    <message>
        <source>Calibrate the colours first.</source>
        <translation>Спершу відкалібруйте кольори.</translation>
    </message>
    <message>
        <source>The camera has no picture yet.</source>
        <translation>Камера ще не дала зображення.</translation>
    </message>
    <message>
        <source>Cannot save the photo.</source>
        <translation>Не вдається зберегти фото.</translation>
    </message>
    <message>
        <source>The stored colour calibration cannot be read: calibrate the colours again. (%1)</source>
        <translation>Збережене калібрування кольорів не вдається прочитати: відкалібруйте кольори знову. (%1)</translation>
    </message>
</context>
<context>
    <name>packmate::app::CameraFeed</name>
    <message>
        <source>The colour calibration cannot be read, so typical colours are used: calibrate the colours again. (%1)</source>
        <translation>Калібрування кольорів не вдається прочитати, тож використано звичайні кольори: відкалібруйте кольори знову. (%1)</translation>
    </message>
</context>
<context>
    <name>packmate::app::FileFrameSource</name>
    <message>
        <source>File not found: %1</source>
        <translation>Файл не знайдено: %1</translation>
    </message>
    <message>
        <source>Cannot read the image %1: %2</source>
        <translation>Не вдається прочитати зображення %1: %2</translation>
    </message>
</context>
<context>
    <name>packmate::app::GameController</name>
    <message>
        <source>The game database is not open.</source>
        <translation>Базу даних ігор не відкрито.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Кожен гравець має мати ім'я.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Немає відкритої гри.</translation>
    </message>
    <message>
        <source>Choose the truck card first.</source>
        <translation>Спершу виберіть карту вантажівки.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Немає чого скасовувати.</translation>
    </message>
    <message>
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · ярусів: %2 · клітинок: %3</translation>
    </message>
    <message>
        <source> (stand-in card)</source>
        <translation> (карта-замінник)</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Кубики: %1</translation>
    </message>
    <message>
        <source>Truck taken by %1</source>
        <translation>Вантажівку взяв(ла) %1</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>Підрахунок очок: %1</translation>
    </message>
    <message>
        <source>End of round %1</source>
        <translation>Кінець раунду %1</translation>
    </message>
    <message>
        <source>The codes do not hold a Packmate game.</source>
        <translation>Коди не містять гри Packmate.</translation>
    </message>
</context>
<context>
    <name>packmate::app::TruckScoring</name>
    <message>
        <source>The camera has not read truck %1 yet: hold it over the card.</source>
        <translation>Камера ще не прочитала вантажівку %1: тримайте її над карткою.</translation>
    </message>
</context>
<context>
    <name>packmate::app::UserCards</name>
    <message>
        <source>Tap the cells of the loading area.</source>
        <translation>Торкніться клітинок кузова.</translation>
    </message>
    <message>
        <source>A loading area has at most 3 rows and 5 columns.</source>
        <translation>У кузові не більше 3 рядів і 5 стовпців.</translation>
    </message>
    <message>
        <source>Choose 1 to 4 layers.</source>
        <translation>Виберіть від 1 до 4 ярусів.</translation>
    </message>
    <message>
        <source>Give the card a name.</source>
        <translation>Дайте карті назву.</translation>
    </message>
    <message>
        <source>%1 is the name of a built-in card: choose another.</source>
        <translation>%1 — назва вбудованої карти: виберіть іншу.</translation>
    </message>
    <message>
        <source>You already have a card named %1: choose another.</source>
        <translation>У вас вже є карта %1: виберіть іншу назву.</translation>
    </message>
    <message>
        <source>There is no card named %1.</source>
        <translation>Карти %1 немає.</translation>
    </message>
    <message>
        <source>Your cards file cannot be read; fix or remove it (%1).</source>
        <translation>Файл ваших карток не читається; виправте або видаліть його (%1).</translation>
    </message>
    <message>
        <source>The card could not be saved (%1).</source>
        <translation>Не вдалося зберегти картку (%1).</translation>
    </message>
    <message>
        <source>The card could not be removed (%1).</source>
        <translation>Не вдалося видалити картку (%1).</translation>
    </message>
</context>
</TS>