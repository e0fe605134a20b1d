<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ru_RU">
<context>
    <name>CalibrationError</name>
    <message>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серый</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневый</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>бирюзовый</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>фиолетовый</translation>
    </message>
    <message>
        <source>mat not found: %1 of its 4 QR codes read, at least %2 needed: show the whole mat, flat and well lit</source>
        <translation>коврик не найден: прочитано QR-кодов — %1 из 4, нужно хотя бы %2: покажите весь коврик, ровно и при хорошем свете</translation>
    </message>
    <message>
        <source>the mat's QR codes were read but not its outline: show the whole mat, flat</source>
        <translation>QR-коды коврика прочитаны, но не его контур: покажите весь коврик, ровно</translation>
    </message>
    <message>
        <source>the photo is empty</source>
        <translation>фото пустое</translation>
    </message>
    <message>
        <source>no truck card found on the mat's card place</source>
        <translation>на месте для карточки на коврике не найдена карточка грузовика</translation>
    </message>
    <message>
        <source>no loading area (white cells) seen on the card</source>
        <translation>на карточке не видно кузова (белых клеток)</translation>
    </message>
    <message>
        <source>no stick on the %1 place of the mat (it looks like bare paper)</source>
        <translation>нет груза на месте «%1» на коврике (похоже на чистую бумагу)</translation>
    </message>
    <message>
        <source>the mat's white and black patches look alike: too dark, or the patches are covered</source>
        <translation>белый и чёрный квадраты коврика выглядят одинаково: слишком темно или квадраты закрыты</translation>
    </message>
    <message>
        <source>a colour photo is needed</source>
        <translation>нужно цветное фото</translation>
    </message>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1: такого файла нет</translation>
    </message>
    <message>
        <source>%1: not a readable image (damaged, or not a photo)</source>
        <translation>%1: изображение не читается (файл повреждён или это не фото)</translation>
    </message>
    <message>
        <source>%1: the photo is larger than %2 pixels on a side</source>
        <translation>%1: фото больше %2 пикселей по одной из сторон</translation>
    </message>
    <message>
        <source>%1: the photo is smaller than %2 pixels on a side</source>
        <translation>%1: фото меньше %2 пикселей по одной из сторон</translation>
    </message>
</context>
<context>
    <name>CalibrationPage</name>
    <message>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <source>Colours learnt and stored.</source>
        <translation>Цвета изучены и сохранены.</translation>
    </message>
    <message>
        <source>The light has changed too much since the colours were learnt: learn them again.</source>
        <translation>Освещение сильно изменилось с тех пор, как цвета были изучены: изучите их заново.</translation>
    </message>
    <message>
        <source>The light is as when the colours were learnt.</source>
        <translation>Освещение такое же, как при изучении цветов.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Calibration and your trucks</source>
        <translation>Калибровка и ваши грузовики</translation>
    </message>
    <message>
        <source>1. Print the mat</source>
        <translation>1. Распечатайте коврик</translation>
    </message>
    <message>
        <source>Print it at actual size (100 %, no scaling) and lay it flat in view of the camera.</source>
        <translation>Печатайте в натуральную величину (100 %, без масштабирования) и положите ровно в поле зрения камеры.</translation>
    </message>
    <message>
        <source>Save PDF (A4)</source>
        <translation>Сохранить PDF (A4)</translation>
    </message>
    <message>
        <source>Save PDF (Letter)</source>
        <translation>Сохранить PDF (Letter)</translation>
    </message>
    <message>
        <source>2. Stick colours</source>
        <translation>2. Цвета грузов</translation>
    </message>
    <message>
        <source>Lay one stick of each colour on its marked place on the mat, then take the photo.</source>
        <translation>Положите по одному грузу каждого цвета на отмеченные места коврика и сделайте фото.</translation>
    </message>
    <message>
        <source>Not calibrated yet: the readers use typical colours.</source>
        <translation>Ещё не откалибровано: распознавание использует типичные цвета.</translation>
    </message>
    <message>
        <source>Calibrated: the five colours are well apart.</source>
        <translation>Откалибровано: пять цветов хорошо различаются.</translation>
    </message>
    <message>
        <source>Calibrated, but two colours are close: more even light helps.</source>
        <translation>Откалибровано, но два цвета близки: поможет более ровный свет.</translation>
    </message>
    <message>
        <source>Two colours are too close to tell apart: learn them again in better light.</source>
        <translation>Два цвета слишком похожи: изучите их заново при лучшем свете.</translation>
    </message>
    <message>
        <source>Learn the colours</source>
        <translation>Изучить цвета</translation>
    </message>
    <message>
        <source>Check the light</source>
        <translation>Проверить свет</translation>
    </message>
    <message>
        <source>3. Your truck cards</source>
        <translation>3. Ваши карты грузовиков</translation>
    </message>
    <message>
        <source>Lay an empty truck card on the mat's card place and take the photo, or draw its loading area by hand.</source>
        <translation>Положите пустую карту грузовика на место для карты на коврике и сделайте фото или нарисуйте кузов вручную.</translation>
    </message>
    <message>
        <source>Card from the photo</source>
        <translation>Карта по фото</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Нарисовать карту</translation>
    </message>
    <message>
        <source>No cards of your own yet: games use the built-in stand-in cards.</source>
        <translation>Своих карт пока нет: в играх используются встроенные карты-заменители.</translation>
    </message>
    <message>
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · ярусов: %2 · клеток: %3</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Изменить</translation>
    </message>
</context>
<context>
    <name>CalibrationPhoto</name>
    <message>
        <source>No camera found. Start Packmate with --image FILE to read a photo, or draw your cards by hand.</source>
        <translation>Камера не найдена. Запустите Packmate с --image ФАЙЛ, чтобы прочитать фото, или нарисуйте свои карты вручную.</translation>
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
        <translation>Прочитано кодов: %1 из %2</translation>
    </message>
    <message>
        <source>Use this roll: %1</source>
        <translation>Взять этот бросок: %1</translation>
    </message>
    <message>
        <source>Hold still… %1 of %2 frames agree</source>
        <translation>Не двигайте… совпало кадров: %1 из %2</translation>
    </message>
    <message>
        <source>Dice seen: %1</source>
        <translation>Найдено кубиков: %1</translation>
    </message>
    <message>
        <source>Waiting for a frame…</source>
        <translation>Ждём кадр…</translation>
    </message>
    <message>
        <source>Sharp and bright enough to read</source>
        <translation>Достаточно резко и светло для чтения</translation>
    </message>
    <message>
        <source>Too dark or blurred — hold still, add light</source>
        <translation>Слишком темно или размыто — держите ровно, добавьте света</translation>
    </message>
    <message>
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Кадры: %1 получено, %2 прочитано, %3 пропущено</translation>
    </message>
    <message>
        <source>No camera found</source>
        <translation>Камера не найдена</translation>
    </message>
    <message>
        <source>This device has no camera, or Packmate may not use it. Allow camera access in the system settings, or keep playing with manual entry: tap the dice faces and count free cells and sticks left.</source>
        <translation>У этого устройства нет камеры, или Packmate не разрешено ею пользоваться. Разрешите доступ к камере в настройках системы или продолжайте с ручным вводом: нажимайте на грани кубиков и считайте свободные клетки и оставшиеся грузы.</translation>
    </message>
    <message>
        <source>Back to manual entry</source>
        <translation>Вернуться к ручному вводу</translation>
    </message>
    <message>
        <source>Not a roll yet: one die of each of the five colours is needed</source>
        <translation>Это ещё не бросок: нужен один кубик каждого из пяти цветов</translation>
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
        <translation>Изменить карту грузовика %1</translation>
    </message>
    <message>
        <source>New truck card</source>
        <translation>Новая карта грузовика</translation>
    </message>
    <message>
        <source>Tap the cells of the loading area (cab on the left).</source>
        <translation>Нажмите на клетки кузова (кабина слева).</translation>
    </message>
    <message>
        <source>Proposed from the photo (%1 % sure): check every cell.</source>
        <translation>Предложено по фото (уверенность %1 %): проверьте каждую клетку.</translation>
    </message>
    <message>
        <source>Proposed from the photo, but only %1 % sure: please check every cell.</source>
        <translation>Предложено по фото, но уверенность лишь %1 %: проверьте каждую клетку.</translation>
    </message>
    <message>
        <source>cab</source>
        <translation>кабина</translation>
    </message>
    <message>
        <source>%1 loading cells</source>
        <translation>клеток кузова: %1</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ярусы</translation>
    </message>
    <message>
        <source>The layer count could not be read from the photo: choose it.</source>
        <translation>Число ярусов не удалось прочитать по фото: выберите его.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>e.g. MY01</source>
        <translation>напр. MY01</translation>
    </message>
    <message>
        <source>%1 cells × %2 layers = room for %3 cells of cargo</source>
        <translation>%1 клеток × %2 ярусов = место для %3 клеток груза</translation>
    </message>
    <message>
        <source>Save card</source>
        <translation>Сохранить карту</translation>
    </message>
    <message>
        <source>Delete card</source>
        <translation>Удалить карту</translation>
    </message>
    <message>
        <source>Delete your truck card %1? Games already played keep it.</source>
        <translation>Удалить вашу карту грузовика %1? В уже сыгранных играх она сохранится.</translation>
    </message>
</context>
<context>
    <name>DiceStep</name>
    <message>
        <source>not rolled yet</source>
        <translation>ещё не бросал</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>клеток: %1</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Кубики: %1</translation>
    </message>
    <message>
        <source>Cargo: %1 sticks, %2 cells</source>
        <translation>Груз: %1 шт., %2 клеток</translation>
    </message>
    <message>
        <source>Save roll</source>
        <translation>Сохранить бросок</translation>
    </message>
    <message>
        <source>Read with camera</source>
        <translation>Считать камерой</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Kitty %1</source>
        <translation>Касса %1</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Ведомость</translation>
    </message>
    <message>
        <source>1 Dice</source>
        <translation>1 Кубики</translation>
    </message>
    <message>
        <source>2 Trucks</source>
        <translation>2 Грузовики</translation>
    </message>
    <message>
        <source>3 Scoring</source>
        <translation>3 Подсчёт</translation>
    </message>
    <message>
        <source>4 Summary</source>
        <translation>4 Итоги</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Победитель: %1</translation>
    </message>
    <message>
        <source>Open the ledger</source>
        <translation>Открыть ведомость</translation>
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
        <translation>Передать игру</translation>
    </message>
    <message>
        <source>On the other tablet: Packmate → Receive a game, then point its camera at these codes.</source>
        <translation>На другом планшете: Packmate → «Получить игру», затем наведите камеру на эти коды.</translation>
    </message>
    <message>
        <source>Code %1 of %2</source>
        <translation>Код %1 из %2</translation>
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
        <translation>Настройки</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Receive a game from another tablet</source>
        <translation>Получить игру с другого планшета</translation>
    </message>
    <message>
        <source>Unfinished game: round %1</source>
        <translation>Незаконченная игра: раунд %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Packmate keeps the score, the chips and the kitty; every action is saved at once, so the game survives a closed app.</source>
        <translation>Packmate ведёт счёт очков, жетонов и кассы; каждое действие сохраняется сразу, поэтому игра переживёт закрытие приложения.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Игр пока нет.</translation>
    </message>
    <message>
        <source>In progress — tap to continue</source>
        <translation>Идёт — нажмите, чтобы продолжить</translation>
    </message>
    <message>
        <source>Won by %1 — tap for the ledger</source>
        <translation>Победа: %1 — нажмите, чтобы открыть ведомость</translation>
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
        <translation>Ведомость</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Передать</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Экспорт CSV</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Не удалось записать %1</translation>
    </message>
    <message>
        <source>Undo the last action?</source>
        <translation>Отменить последнее действие?</translation>
    </message>
    <message>
        <source>This takes back: %1. The undo is recorded in the game's history.</source>
        <translation>Будет отменено: %1. Отмена записывается в историю игры.</translation>
    </message>
    <message>
        <source>End the game now?</source>
        <translation>Закончить игру сейчас?</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Победитель: %1</translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>Касса</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>Отменить последнее действие</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Закончить игру</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Экспорт JSON</translation>
    </message>
    <message>
        <source>Whoever has the most points wins (on a tie, all of them). This cannot be undone.</source>
        <translation>Побеждает игрок с наибольшим числом очков (при равенстве — все). Это нельзя отменить.</translation>
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
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>New game — Zack &amp; Pack</source>
        <translation>Новая игра — Zack &amp; Pack</translation>
    </message>
    <message>
        <source>How many players?</source>
        <translation>Сколько игроков?</translation>
    </message>
    <message>
        <source>Two players is a house variant: the rules are written for 3 to 6.</source>
        <translation>Игра вдвоём — домашний вариант: правила написаны для 3–6 игроков.</translation>
    </message>
    <message>
        <source>Each player draws 1 truck card per round.</source>
        <translation>Каждый игрок берёт 1 карту грузовика за раунд.</translation>
    </message>
    <message>
        <source>Each player draws 2 truck cards per round.</source>
        <translation>Каждый игрок берёт 2 карты грузовиков за раунд.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>У двух игроков одинаковое имя.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Each player starts with 75 points in chips: 1×50, 2×10, 1×5.</source>
        <translation>Каждый игрок получает жетоны на 75 очков: 1×50, 2×10 и 1×5.</translation>
    </message>
</context>
<context>
    <name>PlayerRow</name>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серый</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневый</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>бирюзовый</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>фиолетовый</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>%1's truck is already scored: undo the score first.</source>
        <translation>Грузовик игрока %1 уже подсчитан: сначала отмените подсчёт.</translation>
    </message>
    <message>
        <source>Truck %1 is already taken by %2.</source>
        <translation>Грузовик %1 уже взял(а) %2.</translation>
    </message>
    <message>
        <source>%1: the loaded sticks fill %2 cells, more than truck %3 holds (%4): mark the sticks left beside it.</source>
        <translation>%1: загруженные грузы занимают %2 кл., больше, чем вмещает грузовик %3 (%4): отметьте грузы, оставшиеся рядом.</translation>
    </message>
    <message>
        <source>%1: the loaded sticks cannot all lie on truck %2 (at most %3 of their %4 cells fit): mark the sticks left beside it.</source>
        <translation>%1: загруженные грузы не помещаются в грузовик %2 (влезает не больше %3 из %4 кл.): отметьте грузы, оставшиеся рядом.</translation>
    </message>
    <message>
        <source>%1: %2 free cells do not add up: truck %3 holds %4 cells and the loaded sticks fill %5.</source>
        <translation>%1: %2 свободных клеток не сходится: в грузовике %3 всего %4 клеток, а загруженные грузы занимают %5.</translation>
    </message>
    <message>
        <source>%1: %3 %2 sticks left over, but the cargo has only %4.</source>
        <translation>%1: осталось грузов (%2): %3, но в грузе их только %4.</translation>
    </message>
    <message>
        <source>Round %1 cannot be closed yet: %2 has no penalty.</source>
        <translation>Раунд %1 пока нельзя закрыть: у игрока %2 нет штрафа.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <source>A game needs 3 to 6 players.</source>
        <translation>Для игры нужно от 3 до 6 игроков.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>У каждого игрока должно быть имя.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>У двух игроков одинаковое имя.</translation>
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
        <translation>не подсчитан</translation>
    </message>
    <message>
        <source>Truck of %1</source>
        <translation>Грузовик: %1</translation>
    </message>
    <message>
        <source>Photo mode</source>
        <translation>Режим фото</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Свободные клетки</translation>
    </message>
    <message>
        <source>Truck %1: %2 cells, cargo %3 cells — the free cells follow from the sticks left over.</source>
        <translation>Грузовик %1: %2 клеток, груз %3 клеток — свободные клетки следуют из оставшихся грузов.</translation>
    </message>
    <message>
        <source>Sticks left beside the truck:</source>
        <translation>Грузы, оставшиеся рядом с грузовиком:</translation>
    </message>
    <message>
        <source>Penalty: %1</source>
        <translation>Штраф: %1</translation>
    </message>
    <message>
        <source>Best possible: needs dice and truck</source>
        <translation>Лучший возможный: нужны кубики и грузовик</translation>
    </message>
    <message>
        <source>Best possible: %1</source>
        <translation>Лучший возможный: %1</translation>
    </message>
    <message>
        <source>Save score</source>
        <translation>Сохранить штраф</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) of cargo more than the truck holds: mark the sticks left beside it.</source>
        <translation>
            <numerusform>груз на %n клетку больше, чем вмещает грузовик: отметьте грузы, оставшиеся рядом.</numerusform>
            <numerusform>груз на %n клетки больше, чем вмещает грузовик: отметьте грузы, оставшиеся рядом.</numerusform>
            <numerusform>груз на %n клеток больше, чем вмещает грузовик: отметьте грузы, оставшиеся рядом.</numerusform>
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
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Calibration and your truck cards…</source>
        <translation>Калибровка и ваши карты грузовиков…</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Калибровка</translation>
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
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <source>Avg. penalty</source>
        <translation>Средний штраф</translation>
    </message>
    <message>
        <source>Above best</source>
        <translation>Выше лучшего</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Игр пока нет.</translation>
    </message>
    <message>
        <source>Above best: how many penalty points per round above the best possible loading (rounds with dice and truck entered).</source>
        <translation>Выше лучшего: на сколько штрафных очков за раунд больше лучшей возможной загрузки (раунды с введёнными кубиками и грузовиком).</translation>
    </message>
</context>
<context>
    <name>SummaryStep</name>
    <message>
        <source>Score every truck first.</source>
        <translation>Сначала подсчитайте все грузовики.</translation>
    </message>
    <message>
        <source>Penalty %1</source>
        <translation>Штраф %1</translation>
    </message>
    <message>
        <source>Pays nothing</source>
        <translation>Ничего не платит</translation>
    </message>
    <message>
        <source>Pays %1: hands over %2</source>
        <translation>Платит %1: отдаёт %2</translation>
    </message>
    <message>
        <source>, takes back %1</source>
        <translation>, получает сдачу %1</translation>
    </message>
    <message>
        <source> — the kitty is %1 short of change</source>
        <translation> — в кассе не хватает %1 на сдачу</translation>
    </message>
    <message>
        <source>+10 from the kitty</source>
        <translation>+10 из кассы</translation>
    </message>
    <message>
        <source>Lowest penalty this round: %1. Payments go into the kitty first, then the +10.</source>
        <translation>Наименьший штраф в этом раунде: %1. Сначала платежи в кассу, затем +10.</translation>
    </message>
    <message>
        <source>Close round %1</source>
        <translation>Завершить раунд %1</translation>
    </message>
    <message>
        <source>Close the last round?</source>
        <translation>Закрыть последний раунд?</translation>
    </message>
    <message>
        <source>%1 will have no points left: closing this round ends the game. This cannot be undone.</source>
        <translation>У игрока %1 не останется очков: закрытие этого раунда завершит игру. Это нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серый</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневый</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>бирюзовый</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>фиолетовый</translation>
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
        <translation>Грузовик: %1</translation>
    </message>
    <message>
        <source>No camera found. Count the free cells and the sticks left by hand on the scoring screen.</source>
        <translation>Камера не найдена. Посчитайте свободные клетки и оставшиеся грузы вручную на экране подсчёта.</translation>
    </message>
    <message>
        <source>Choose this player's truck first (step 2).</source>
        <translation>Сначала выберите грузовик этого игрока (шаг 2).</translation>
    </message>
    <message>
        <source>Looking for truck %1…</source>
        <translation>Ищем грузовик %1…</translation>
    </message>
    <message>
        <source>No truck card in view: hold the tablet over the card, the whole card in view.</source>
        <translation>Карточки грузовика не видно: держите планшет над карточкой, чтобы она была видна целиком.</translation>
    </message>
    <message>
        <source>Frames: %1 seen, %2 read, %3 dropped</source>
        <translation>Кадры: %1 получено, %2 прочитано, %3 пропущено</translation>
    </message>
    <message>
        <source>The dice are not entered yet: only a 1-layer truck can be scored.</source>
        <translation>Кубики ещё не введены: можно подсчитать только грузовик в 1 этаж.</translation>
    </message>
    <message>
        <source>Still photo: tap a cell or a stick to change it, hold it to confirm it.</source>
        <translation>Снимок: нажмите на клетку или груз, чтобы изменить, удерживайте, чтобы подтвердить.</translation>
    </message>
    <message>
        <source>Live: tap a cell or a stick to change it, hold it to confirm it.</source>
        <translation>Вживую: нажмите на клетку или груз, чтобы изменить, удерживайте, чтобы подтвердить.</translation>
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
        <translation>Штраф: нет уверенности</translation>
    </message>
    <message>
        <source>check it</source>
        <translation>проверьте</translation>
    </message>
    <message>
        <source>confidence %1 %</source>
        <translation>уверенность %1 %</translation>
    </message>
    <message>
        <source>%1 free cells + %2 points for sticks left</source>
        <translation>%1 свободных клеток + %2 очков за оставшиеся грузы</translation>
    </message>
    <message>
        <source>Best possible: needs dice and truck</source>
        <translation>Лучший возможный: нужны кубики и грузовик</translation>
    </message>
    <message>
        <source>Best possible: %1</source>
        <translation>Лучший возможный: %1</translation>
    </message>
    <message>
        <source>Sticks beside the truck (tap to change the colour):</source>
        <translation>Грузы рядом с грузовиком (нажмите, чтобы сменить цвет):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Add:</source>
        <translation>Добавить:</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Снова вживую</translation>
    </message>
    <message>
        <source>Take photo</source>
        <translation>Сделать снимок</translation>
    </message>
    <message>
        <source>Book score</source>
        <translation>Записать штраф</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s) to check, ringed in orange: tap to change, hold to confirm</source>
        <translation>
            <numerusform>%n показание обведено оранжевым — проверьте: нажмите, чтобы изменить, удерживайте, чтобы подтвердить</numerusform>
            <numerusform>%n показания обведены оранжевым — проверьте: нажмите, чтобы изменить, удерживайте, чтобы подтвердить</numerusform>
            <numerusform>%n показаний обведено оранжевым — проверьте: нажмите, чтобы изменить, удерживайте, чтобы подтвердить</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrucksStep</name>
    <message>
        <source>Each player draws 1 truck card, face down.</source>
        <translation>Каждый игрок берёт 1 карту грузовика рубашкой вверх.</translation>
    </message>
    <message>
        <source>Each player draws 2 truck cards, face down.</source>
        <translation>Каждый игрок берёт 2 карты грузовиков рубашкой вверх.</translation>
    </message>
    <message>
        <source>Grab a truck from in front of another player, or take the top card of the deck.</source>
        <translation>Хватайте грузовик, лежащий перед другим игроком, или возьмите верхнюю карту из стопки.</translation>
    </message>
    <message>
        <source>Deck: %1 cards · discard pile: %2 · reshuffled %3 times</source>
        <translation>Стопка: %1 карт · сброс: %2 · перемешано %3 раз</translation>
    </message>
    <message>
        <source>The deck runs out this round: shuffle all cards not in use into a new deck.</source>
        <translation>Стопка в этом раунде закончится: перемешайте все неиспользуемые карты в новую стопку.</translation>
    </message>
    <message>
        <source>Pick the card each player took (built-in stand-in cards Z01–Z30 until your own cards are registered).</source>
        <translation>Выберите карту, которую взял каждый игрок (встроенные карты-заменители Z01–Z30, пока не внесены ваши собственные).</translation>
    </message>
    <message>
        <source>Card…</source>
        <translation>Карта…</translation>
    </message>
    <message>
        <source>Open card</source>
        <translation>Открытая карта</translation>
    </message>
    <message>
        <source>Blind from deck</source>
        <translation>Вслепую из стопки</translation>
    </message>
    <message>
        <source>Everyone has a truck — start loading</source>
        <translation>У всех есть грузовик — грузите!</translation>
    </message>
</context>
<context>
    <name>VisionWarning</name>
    <message>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серый</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневый</translation>
    </message>
    <message>
        <source>turquoise</source>
        <translation>бирюзовый</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>фиолетовый</translation>
    </message>
    <message>
        <source>no truck card found: hold the camera over the card, the whole card in view</source>
        <translation>карточка грузовика не найдена: держите камеру над карточкой, чтобы она была видна целиком</translation>
    </message>
    <message>
        <source>check cell row %1, column %2</source>
        <translation>проверьте клетку: ряд %1, столбец %2</translation>
    </message>
    <message>
        <source>the table looks like %1 sticks: check the %1 sticks beside the truck</source>
        <translation>стол похож на грузы цвета «%1»: проверьте такие грузы рядом с грузовиком</translation>
    </message>
    <message>
        <source>check the table round the truck: something stick-coloured that is not a whole stick</source>
        <translation>проверьте стол вокруг грузовика: что-то цвета груза, но не целый груз</translation>
    </message>
    <message>
        <source>check the card's orientation</source>
        <translation>проверьте, как лежит карточка (где кабина)</translation>
    </message>
    <message>
        <source>%1 stick measures %2 cells, expected %3</source>
        <translation>груз цвета «%1» длиной %2 клетки, а должен быть %3</translation>
    </message>
    <message>
        <source>a truck with %1 layers needs the cargo (--cargo W,G,B,T,V) to count the hidden cells</source>
        <translation>для грузовика с %1 ярусами нужен груз (бросок кубиков), чтобы посчитать скрытые клетки</translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), more than the cargo's %1</source>
        <translation>
            <numerusform>сверху видна %n занятая клетка — больше, чем весь груз (%1)</numerusform>
            <numerusform>сверху видны %n занятые клетки — больше, чем весь груз (%1)</numerusform>
            <numerusform>сверху видно %n занятых клеток — больше, чем весь груз (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the cargo's %1 sticks cover</source>
        <translation>
            <numerusform>%n клетка сверху цвета «%1» — больше, чем такие грузы могут покрыть</numerusform>
            <numerusform>%n клетки сверху цвета «%1» — больше, чем такие грузы могут покрыть</numerusform>
            <numerusform>%n клеток сверху цвета «%1» — больше, чем такие грузы могут покрыть</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sticks seen beside the truck add up to %n cell(s), the cargo and the top view leave %1: check the sticks beside the truck</source>
        <translation>
            <numerusform>грузы рядом с грузовиком дают %n клетку, а по грузу и виду сверху остаётся %1: проверьте грузы рядом с грузовиком</numerusform>
            <numerusform>грузы рядом с грузовиком дают %n клетки, а по грузу и виду сверху остаётся %1: проверьте грузы рядом с грузовиком</numerusform>
            <numerusform>грузы рядом с грузовиком дают %n клеток, а по грузу и виду сверху остаётся %1: проверьте грузы рядом с грузовиком</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 stick(s) beside the truck but the cargo has only %2</source>
        <translation>
            <numerusform>рядом с грузовиком %n груз цвета «%1», а в грузе их только %2</numerusform>
            <numerusform>рядом с грузовиком %n груза цвета «%1», а в грузе их только %2</numerusform>
            <numerusform>рядом с грузовиком %n грузов цвета «%1», а в грузе их только %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) show %1 on top, more than the loaded %1 sticks can cover (loaded: %2)</source>
        <translation>
            <numerusform>%n клетка сверху цвета «%1» — больше, чем могут покрыть загруженные такие грузы (загружено: %2)</numerusform>
            <numerusform>%n клетки сверху цвета «%1» — больше, чем могут покрыть загруженные такие грузы (загружено: %2)</numerusform>
            <numerusform>%n клеток сверху цвета «%1» — больше, чем могут покрыть загруженные такие грузы (загружено: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cell(s) (room for %2–%3): recount the sticks beside the truck</source>
        <translation>
            <numerusform>груз минус грузы рядом: к погрузке %1, но сверху занята %n клетка (помещается %2–%3): пересчитайте грузы рядом с грузовиком</numerusform>
            <numerusform>груз минус грузы рядом: к погрузке %1, но сверху заняты %n клетки (помещается %2–%3): пересчитайте грузы рядом с грузовиком</numerusform>
            <numerusform>груз минус грузы рядом: к погрузке %1, но сверху занято %n клеток (помещается %2–%3): пересчитайте грузы рядом с грузовиком</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n least sure %1 stick(s) left out of the count, to check</source>
        <translation>
            <numerusform>%n наименее надёжный груз цвета «%1» не учтён в подсчёте, проверьте</numerusform>
            <numerusform>%n наименее надёжных груза цвета «%1» не учтены в подсчёте, проверьте</numerusform>
            <numerusform>%n наименее надёжных грузов цвета «%1» не учтены в подсчёте, проверьте</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells</source>
        <translation>
            <numerusform>сверху видна %n занятая клетка, а груз минус надёжные грузы рядом даёт %1: верен этот подсчёт, проверьте отмеченные клетки</numerusform>
            <numerusform>сверху видны %n занятые клетки, а груз минус надёжные грузы рядом даёт %1: верен этот подсчёт, проверьте отмеченные клетки</numerusform>
            <numerusform>сверху видно %n занятых клеток, а груз минус надёжные грузы рядом даёт %1: верен этот подсчёт, проверьте отмеченные клетки</numerusform>
        </translation>
    </message>
    <message>
        <source>cargo minus the sticks beside leaves %1 to load, more than the truck's %2: some sticks beside the truck were not seen</source>
        <translation>груз минус грузы рядом: к погрузке %1, больше, чем вмещает грузовик (%2): какие-то грузы рядом с грузовиком не замечены</translation>
    </message>
    <message>
        <source>the reading gives a penalty of %1, below the best any loading of this cargo can score (%2): sticks beside the truck were not seen, or cells were misread</source>
        <translation>по снимку штраф %1 — меньше, чем при лучшей возможной погрузке этого груза (%2): грузы рядом с грузовиком не замечены или клетки прочитаны неверно</translation>
    </message>
    <message numerus="yes">
        <source>the sticks the count leaves loaded (%n cell(s)) cannot all lie on this truck: sticks beside the truck were not seen, or misread</source>
        <translation>
            <numerusform>грузы, которые по подсчёту погружены (%n клетка), не помещаются все на этот грузовик: грузы рядом с грузовиком не замечены или прочитаны неверно</numerusform>
            <numerusform>грузы, которые по подсчёту погружены (%n клетки), не помещаются все на этот грузовик: грузы рядом с грузовиком не замечены или прочитаны неверно</numerusform>
            <numerusform>грузы, которые по подсчёту погружены (%n клеток), не помещаются все на этот грузовик: грузы рядом с грузовиком не замечены или прочитаны неверно</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top view as read cannot be laid with whole sticks: %n unsure cell(s) read as the nearest top that can, check the marked cells</source>
        <translation>
            <numerusform>вид сверху в таком прочтении не выложить целыми грузами: %n неуверенная клетка прочитана как в ближайшем возможном раскладе, проверьте отмеченные клетки</numerusform>
            <numerusform>вид сверху в таком прочтении не выложить целыми грузами: %n неуверенные клетки прочитаны как в ближайшем возможном раскладе, проверьте отмеченные клетки</numerusform>
            <numerusform>вид сверху в таком прочтении не выложить целыми грузами: %n неуверенных клеток прочитаны как в ближайшем возможном раскладе, проверьте отмеченные клетки</numerusform>
        </translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view; one more %1 stick beside the truck would explain it: look for an unseen %1 stick</source>
        <translation>ни одна погрузка грузов, которые по подсчёту погружены, не даёт такого вида сверху; ещё один груз цвета «%1» рядом с грузовиком объяснил бы это: поищите незамеченный груз цвета «%1»</translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view: sticks beside the truck were not seen, or cells were misread</source>
        <translation>ни одна погрузка грузов, которые по подсчёту погружены, не даёт такого вида сверху: грузы рядом с грузовиком не замечены или клетки прочитаны неверно</translation>
    </message>
    <message>
        <source>no loading of the sticks the count leaves loaded shows this top view; two more %1 sticks beside the truck would explain it: look for two unseen %1 sticks</source>
        <translation>ни одна погрузка грузов, которые по подсчёту погружены, не даёт такого вида сверху; ещё два груза цвета «%1» рядом с грузовиком объяснили бы это: поищите два незамеченных груза цвета «%1»</translation>
    </message>
    <message numerus="yes">
        <source>the top view shows %n covered cell(s), the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells</source>
        <translation>
            <numerusform>сверху видна %n занятая клетка, а груз минус грузы рядом даёт %1: вероятнее, белые кубики приняты за пустую карточку, проверьте отмеченные клетки</numerusform>
            <numerusform>сверху видны %n занятые клетки, а груз минус грузы рядом даёт %1: вероятнее, белые кубики приняты за пустую карточку, проверьте отмеченные клетки</numerusform>
            <numerusform>сверху видно %n занятых клеток, а груз минус грузы рядом даёт %1: вероятнее, белые кубики приняты за пустую карточку, проверьте отмеченные клетки</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>packmate::app::CalibrationController</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Не удаётся создать папку %1.</translation>
    </message>
    <message>
        <source>Calibrate the colours first.</source>
        <translation>Сначала откалибруйте цвета.</translation>
    </message>
    <message>
        <source>The camera has no picture yet.</source>
        <translation>Камера ещё не дала изображения.</translation>
    </message>
    <message>
        <source>Cannot save the photo.</source>
        <translation>Не удаётся сохранить фото.</translation>
    </message>
    <message>
        <source>The stored colour calibration cannot be read: calibrate the colours again. (%1)</source>
        <translation>Сохранённую калибровку цветов не удаётся прочитать: откалибруйте цвета заново. (%1)</translation>
    </message>
</context>
<context>
    <name>packmate::app::CameraFeed</name>
    <message>
        <source>The colour calibration cannot be read, so typical colours are used: calibrate the colours again. (%1)</source>
        <translation>Калибровку цветов не удаётся прочитать, поэтому используются обычные цвета: откалибруйте цвета заново. (%1)</translation>
    </message>
</context>
<context>
    <name>packmate::app::FileFrameSource</name>
    <message>
        <source>File not found: %1</source>
        <translation>Файл не найден: %1</translation>
    </message>
    <message>
        <source>Cannot read the image %1: %2</source>
        <translation>Не удаётся прочитать изображение %1: %2</translation>
    </message>
</context>
<context>
    <name>packmate::app::GameController</name>
    <message>
        <source>The game database is not open.</source>
        <translation>База данных игр не открыта.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>У каждого игрока должно быть имя.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Нет открытой игры.</translation>
    </message>
    <message>
        <source>Choose the truck card first.</source>
        <translation>Сначала выберите карту грузовика.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <source>%1 · %2 layers · %3 cells</source>
        <translation>%1 · ярусов: %2 · клеток: %3</translation>
    </message>
    <message>
        <source> (stand-in card)</source>
        <translation> (карта-заменитель)</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Кубики: %1</translation>
    </message>
    <message>
        <source>Truck taken by %1</source>
        <translation>Грузовик взял(а) %1</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>Подсчёт очков: %1</translation>
    </message>
    <message>
        <source>End of round %1</source>
        <translation>Конец раунда %1</translation>
    </message>
    <message>
        <source>The codes do not hold a Packmate game.</source>
        <translation>В кодах нет игры Packmate.</translation>
    </message>
</context>
<context>
    <name>packmate::app::TruckScoring</name>
    <message>
        <source>The camera has not read truck %1 yet: hold it over the card.</source>
        <translation>Камера ещё не прочитала грузовик %1: держите её над карточкой.</translation>
    </message>
</context>
<context>
    <name>packmate::app::UserCards</name>
    <message>
        <source>Tap the cells of the loading area.</source>
        <translation>Нажмите на клетки кузова.</translation>
    </message>
    <message>
        <source>A loading area has at most 3 rows and 5 columns.</source>
        <translation>В кузове не больше 3 рядов и 5 столбцов.</translation>
    </message>
    <message>
        <source>Choose 1 to 4 layers.</source>
        <translation>Выберите от 1 до 4 ярусов.</translation>
    </message>
    <message>
        <source>Give the card a name.</source>
        <translation>Дайте карте название.</translation>
    </message>
    <message>
        <source>%1 is the name of a built-in card: choose another.</source>
        <translation>%1 — название встроенной карты: выберите другое.</translation>
    </message>
    <message>
        <source>You already have a card named %1: choose another.</source>
        <translation>У вас уже есть карта %1: выберите другое название.</translation>
    </message>
    <message>
        <source>There is no card named %1.</source>
        <translation>Карты %1 нет.</translation>
    </message>
    <message>
        <source>Your cards file cannot be read; fix or remove it (%1).</source>
        <translation>Файл ваших карточек не читается; исправьте или удалите его (%1).</translation>
    </message>
    <message>
        <source>The card could not be saved (%1).</source>
        <translation>Не удалось сохранить карточку (%1).</translation>
    </message>
    <message>
        <source>The card could not be removed (%1).</source>
        <translation>Не удалось удалить карточку (%1).</translation>
    </message>
</context>
</TS>