# Scoring with the camera (TruckCameraPage, TruckScorePanel) and the history export.
# source: (de, ru, uk, fr, ja). Words as in the seeds: Hölzer/LKW, грузы/грузовик/штраф,
# вантажі/вантажівка, bâtons/camion/cases, 荷物/トラック/マス.
T = {
    # The engine's refusals (app/core/src/RefusalText.cpp) not already worded elsewhere.
    "%1: %2 free cells do not add up: truck %3 holds %4 cells and the loaded sticks fill %5.": (
        "%1: %2 freie Felder gehen nicht auf: LKW %3 hat %4 Felder und die geladenen Hölzer füllen %5.",
        "%1: %2 свободных клеток не сходится: в грузовике %3 всего %4 клеток, а загруженные грузы занимают %5.",
        "%1: %2 вільних клітинок не сходиться: у вантажівці %3 усього %4 клітинок, а завантажені вантажі займають %5.",
        "%1 : %2 cases libres, le compte n'y est pas : le camion %3 a %4 cases et les bâtons chargés en occupent %5.",
        "%1：空きマス %2 が合いません：トラック %3 は %4 マスで、積んだ荷物が %5 マスを占めます。"),
    "%1: %3 %2 sticks left over, but the cargo has only %4.": (
        "%1: %3 übrige Hölzer (%2), aber die Ladung hat nur %4.",
        "%1: осталось грузов (%2): %3, но в грузе их только %4.",
        "%1: залишилось вантажів (%2): %3, але у вантажі їх лише %4.",
        "%1 : %3 bâtons (%2) restants, mais la cargaison n'en a que %4.",
        "%1：残った荷物（%2）が %3 本ですが、積み荷には %4 本しかありません。"),
    "Round %1 cannot be closed yet: %2 has no penalty.": (
        "Runde %1 kann noch nicht abgeschlossen werden: %2 hat keine Strafpunkte.",
        "Раунд %1 пока нельзя закрыть: у игрока %2 нет штрафа.",
        "Раунд %1 поки не можна закрити: у гравця %2 немає штрафу.",
        "Le tour %1 ne peut pas encore être clos : il manque le dû de %2.",
        "ラウンド %1 はまだ締められません：%2 のペナルティがありません。"),
    # One letter per stick colour on the truck overlay and the stick buttons: unique in each
    # language (ru/uk: Бз for turquoise, as Б is white).
    "W": ("W", "Б", "Б", "B", "白"),
    "G": ("G", "С", "С", "G", "灰"),
    "B": ("B", "К", "К", "M", "茶"),
    "T": ("T", "Бз", "Бз", "T", "青"),
    "V": ("V", "Ф", "Ф", "V", "紫"),
    "No camera found. Count the free cells and the sticks left by hand on the scoring screen.": (
        "Keine Kamera gefunden. Zähle die freien Felder und die übrigen Hölzer von Hand auf der Wertungsseite.",
        "Камера не найдена. Посчитайте свободные клетки и оставшиеся грузы вручную на экране подсчёта.",
        "Камеру не знайдено. Полічіть вільні клітинки та залишені вантажі вручну на екрані підрахунку.",
        "Aucune caméra trouvée. Comptez à la main les cases libres et les bâtons restants sur l'écran du décompte.",
        "カメラが見つかりません。得点画面で空きマスと残った荷物を手で数えてください。"),
    "Choose this player's truck first (step 2).": (
        "Wähle zuerst den LKW dieses Spielers (Schritt 2).",
        "Сначала выберите грузовик этого игрока (шаг 2).",
        "Спершу виберіть вантажівку цього гравця (крок 2).",
        "Choisissez d'abord le camion de ce joueur (étape 2).",
        "先にこのプレイヤーのトラックを選んでください（ステップ 2）。"),
    "Still photo: tap a cell or a stick to change it, hold it to confirm it.": (
        "Standbild: Feld oder Holz antippen ändert es, gedrückt halten bestätigt es.",
        "Снимок: нажмите на клетку или груз, чтобы изменить, удерживайте, чтобы подтвердить.",
        "Знімок: торкніться клітинки або вантажу, щоб змінити, утримуйте, щоб підтвердити.",
        "Photo figée : touchez une case ou un bâton pour le changer, maintenez pour le confirmer.",
        "静止画: マスか荷物をタップで変更、長押しで確定します。"),
    "Looking for truck %1…": (
        "Suche LKW %1 …",
        "Ищем грузовик %1…",
        "Шукаємо вантажівку %1…",
        "Recherche du camion %1…",
        "トラック %1 を探しています…"),
    "Live: tap a cell or a stick to change it, hold it to confirm it.": (
        "Live: Feld oder Holz antippen ändert es, gedrückt halten bestätigt es.",
        "Вживую: нажмите на клетку или груз, чтобы изменить, удерживайте, чтобы подтвердить.",
        "Наживо: торкніться клітинки або вантажу, щоб змінити, утримуйте, щоб підтвердити.",
        "En direct : touchez une case ou un bâton pour le changer, maintenez pour le confirmer.",
        "ライブ: マスか荷物をタップで変更、長押しで確定します。"),
    "No truck card in view: hold the tablet over the card, the whole card in view.": (
        "Keine LKW-Karte im Bild: halte das Tablet über die Karte, die ganze Karte im Bild.",
        "Карточки грузовика не видно: держите планшет над карточкой, чтобы она была видна целиком.",
        "Картки вантажівки не видно: тримайте планшет над карткою, щоб її було видно повністю.",
        "Aucune carte camion en vue : tenez la tablette au-dessus de la carte, la carte entière dans l'image.",
        "トラックのカードが見えません: カード全体が映るようにタブレットをかざしてください。"),
    "The dice are not entered yet: only a 1-layer truck can be scored.": (
        "Die Würfel sind noch nicht eingetragen: nur ein LKW mit 1 Ebene lässt sich werten.",
        "Кубики ещё не введены: можно подсчитать только грузовик в 1 этаж.",
        "Кубики ще не введено: можна підрахувати лише вантажівку в 1 поверх.",
        "Les dés ne sont pas encore saisis : seul un camion à 1 étage peut être compté.",
        "サイコロがまだ入力されていません: 1 段のトラックしか数えられません。"),
    "Penalty: not sure": (
        "Strafpunkte: unsicher",
        "Штраф: нет уверенности",
        "Штраф: немає певності",
        "Dû : incertain",
        "ペナルティ: 不確か"),
    "check it": ("bitte prüfen", "проверьте", "перевірте", "à vérifier", "確認してください"),
    "confidence %1 %": ("Sicherheit %1 %", "уверенность %1 %", "певність %1 %", "confiance %1 %", "確信度 %1 %"),
    "%1 free cells + %2 points for sticks left": (
        "%1 freie Felder + %2 Punkte für übrige Hölzer",
        "%1 свободных клеток + %2 очков за оставшиеся грузы",
        "%1 вільних клітинок + %2 очок за залишені вантажі",
        "%1 cases libres + %2 points pour les bâtons restants",
        "空きマス %1 + 残った荷物 %2 点"),
    # numerus: one list of plural forms per language, in Qt's order for that language
    # (de/fr/en: one, other; ru/uk: one, few, many; ja: one form)
    "%n reading(s) to check, ringed in orange: tap to change, hold to confirm": (
        ["%n Erkennung zu prüfen, orange umrandet: antippen ändert, gedrückt halten bestätigt",
         "%n Erkennungen zu prüfen, orange umrandet: antippen ändert, gedrückt halten bestätigt"],
        ["%n показание обведено оранжевым — проверьте: нажмите, чтобы изменить, удерживайте, чтобы подтвердить",
         "%n показания обведены оранжевым — проверьте: нажмите, чтобы изменить, удерживайте, чтобы подтвердить",
         "%n показаний обведено оранжевым — проверьте: нажмите, чтобы изменить, удерживайте, чтобы подтвердить"],
        ["%n показник обведено помаранчевим — перевірте: торкніться, щоб змінити, утримуйте, щоб підтвердити",
         "%n показники обведено помаранчевим — перевірте: торкніться, щоб змінити, утримуйте, щоб підтвердити",
         "%n показників обведено помаранчевим — перевірте: торкніться, щоб змінити, утримуйте, щоб підтвердити"],
        ["%n lecture à vérifier, entourée d'orange : touchez pour changer, maintenez pour confirmer",
         "%n lectures à vérifier, entourées d'orange : touchez pour changer, maintenez pour confirmer"],
        ["確認が必要な読み取り %n 件（オレンジの枠）: タップで変更、長押しで確定"]),
    "Sticks beside the truck (tap to change the colour):": (
        "Hölzer neben dem LKW (antippen ändert die Farbe):",
        "Грузы рядом с грузовиком (нажмите, чтобы сменить цвет):",
        "Вантажі біля вантажівки (торкніться, щоб змінити колір):",
        "Bâtons à côté du camion (touchez pour changer la couleur) :",
        "トラックの横の荷物（タップで色を変更）:"),
    "none": ("keine", "нет", "немає", "aucun", "なし"),
    "Add:": ("Dazu:", "Добавить:", "Додати:", "Ajouter :", "追加:"),
    "Back to live": ("Zurück zu live", "Снова вживую", "Знову наживо", "Revenir au direct", "ライブに戻る"),
    "Take photo": ("Foto aufnehmen", "Сделать снимок", "Зробити знімок", "Prendre la photo", "撮影"),
    "Book score": ("Wertung buchen", "Записать штраф", "Записати штраф", "Inscrire le décompte", "得点を記録"),
    "Export JSON": ("JSON exportieren", "Экспорт JSON", "Експорт JSON", "Exporter en JSON", "JSON 書き出し"),
}
