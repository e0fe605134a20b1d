# What vision says about a truck photo (app/core/src/scoring/VisionWarningText.cpp), shown on
# the truck camera screen. source: (de, ru, uk, fr, ja). Words as in the seeds and the other
# tables: Hölzer/LKW/Felder, грузы/грузовик/клетки, вантажі/вантажівка/клітинки,
# bâtons/camion/cases, 荷物/トラック/マス.
T = {
    "no truck card found: hold the camera over the card, the whole card in view": (
        "keine LKW-Karte gefunden: halte die Kamera über die Karte, die ganze Karte im Bild",
        "карточка грузовика не найдена: держите камеру над карточкой, чтобы она была видна целиком",
        "картку вантажівки не знайдено: тримайте камеру над карткою, щоб її було видно повністю",
        "aucune carte camion trouvée : tenez la caméra au-dessus de la carte, la carte entière dans l'image",
        "トラックカードが見つかりません：カード全体が映るようにカメラをかざしてください"),
    "check cell row %1, column %2": (
        "prüfe das Feld in Reihe %1, Spalte %2",
        "проверьте клетку: ряд %1, столбец %2",
        "перевірте клітинку: ряд %1, стовпець %2",
        "vérifiez la case rangée %1, colonne %2",
        "%1 行 %2 列のマスを確認してください"),
    "the table looks like %1 sticks: check the %1 sticks beside the truck": (
        "der Tisch sieht aus wie Hölzer in %1: prüfe die Hölzer in %1 neben dem LKW",
        "стол похож на грузы цвета «%1»: проверьте такие грузы рядом с грузовиком",
        "стіл схожий на вантажі кольору «%1»: перевірте такі вантажі поруч із вантажівкою",
        "la table ressemble aux bâtons %1 : vérifiez les bâtons %1 à côté du camion",
        "テーブルが%1の荷物に似ています：トラックの横の%1の荷物を確認してください"),
    "check the table round the truck: something stick-coloured that is not a whole stick": (
        "prüfe den Tisch um den LKW: etwas in Holzfarbe, das kein ganzes Holz ist",
        "проверьте стол вокруг грузовика: что-то цвета груза, но не целый груз",
        "перевірте стіл навколо вантажівки: щось кольору вантажу, але не цілий вантаж",
        "vérifiez la table autour du camion : quelque chose de la couleur d'un bâton qui n'est pas un bâton entier",
        "トラックの周りを確認してください：荷物の色だが荷物ではない物があります"),
    "check the card's orientation": (
        "prüfe, wie die Karte liegt (wo das Führerhaus ist)",
        "проверьте, как лежит карточка (где кабина)",
        "перевірте, як лежить картка (де кабіна)",
        "vérifiez le sens de la carte (où est la cabine)",
        "カードの向き（運転席の位置）を確認してください"),
    "%1 stick measures %2 cells, expected %3": (
        "Holz in %1 misst %2 Felder, erwartet %3",
        "груз цвета «%1» длиной %2 клетки, а должен быть %3",
        "вантаж кольору «%1» завдовжки %2 клітинки, а має бути %3",
        "le bâton %1 mesure %2 cases, %3 attendues",
        "%1の荷物の長さが %2 マス（本来は %3 マス）"),
    "the top view shows %1 covered cells, more than the cargo's %2": (
        "von oben sind %1 Felder belegt, mehr als die Ladung (%2)",
        "сверху видно %1 занятых клеток — больше, чем весь груз (%2)",
        "згори видно %1 зайнятих клітинок — більше, ніж увесь вантаж (%2)",
        "vu de dessus, %1 cases sont couvertes, plus que le chargement (%2)",
        "上から見て %1 マスが埋まっていますが、荷物は %2 マスしかありません"),
    "%1 cell(s) show %2 on top, more than the cargo's %2 sticks cover": (
        "%1 Feld(er) zeigen oben %2, mehr als die Hölzer in %2 der Ladung bedecken",
        "клеток с грузом цвета «%2» сверху: %1 — больше, чем такие грузы могут покрыть",
        "клітинок з вантажем кольору «%2» згори: %1 — більше, ніж такі вантажі можуть покрити",
        "%1 case(s) montrent %2 dessus, plus que les bâtons %2 du chargement ne couvrent",
        "%1 マスの上面が%2ですが、荷物の%2ではそれだけ覆えません"),
    "the sticks seen beside the truck add up to %1 cells, the cargo and the top view leave %2: check the sticks beside the truck": (
        "die Hölzer neben dem LKW ergeben %1 Felder, Ladung und Draufsicht lassen %2 übrig: prüfe die Hölzer neben dem LKW",
        "грузы рядом с грузовиком дают %1 клеток, а по грузу и виду сверху остаётся %2: проверьте грузы рядом с грузовиком",
        "вантажі поруч із вантажівкою дають %1 клітинок, а за вантажем і виглядом згори лишається %2: перевірте вантажі поруч із вантажівкою",
        "les bâtons à côté du camion font %1 cases, le chargement et la vue de dessus en laissent %2 : vérifiez les bâtons à côté du camion",
        "トラックの横の荷物は %1 マス分ですが、荷物と上からの見た目では %2 マス残るはずです：横の荷物を確認してください"),
    "%1 %2 stick(s) beside the truck but the cargo has only %3": (
        "%1 Holz/Hölzer in %2 neben dem LKW, aber die Ladung hat nur %3",
        "рядом с грузовиком грузов цвета «%2»: %1, а в грузе их только %3",
        "поруч із вантажівкою вантажів кольору «%2»: %1, а у вантажі їх лише %3",
        "%1 bâton(s) %2 à côté du camion, mais le chargement n'en a que %3",
        "トラックの横に%2の荷物が %1 本ありますが、荷物には %3 本しかありません"),
    "%1 cell(s) show %2 on top, more than the %3 loaded %2 stick(s) can cover": (
        "%1 Feld(er) zeigen oben %2, mehr als die %3 geladenen Hölzer in %2 bedecken können",
        "клеток с грузом цвета «%2» сверху: %1 — больше, чем могут покрыть %3 загруженных таких груза",
        "клітинок з вантажем кольору «%2» згори: %1 — більше, ніж можуть покрити %3 завантажених таких вантажі",
        "%1 case(s) montrent %2 dessus, plus que les %3 bâton(s) %2 chargés ne peuvent couvrir",
        "%1 マスの上面が%2ですが、積んだ%2の荷物 %3 本ではそれだけ覆えません"),
    "cargo minus the sticks beside is %1 cells, but the top view shows %2 covered cell(s) (room for %3–%4): recount the sticks beside the truck": (
        "Ladung minus Hölzer daneben sind %1 Felder, aber von oben sind %2 Felder belegt (Platz für %3–%4): zähle die Hölzer neben dem LKW nach",
        "груз минус грузы рядом — %1 клеток, но сверху занято %2 клеток (помещается %3–%4): пересчитайте грузы рядом с грузовиком",
        "вантаж мінус вантажі поруч — %1 клітинок, але згори зайнято %2 клітинок (вміщається %3–%4): перелічіть вантажі поруч із вантажівкою",
        "le chargement moins les bâtons à côté fait %1 cases, mais %2 case(s) sont couvertes vues de dessus (place pour %3–%4) : recomptez les bâtons à côté du camion",
        "荷物から横の荷物を引くと %1 マスですが、上からは %2 マスが埋まっています（%3～%4 マス分）：横の荷物を数え直してください"),
    "a truck with %1 layers needs the cargo (--cargo W,G,B,T,V) to count the hidden cells": (
        "ein LKW mit %1 Lagen braucht die Ladung (den Wurf), um die verdeckten Felder zu zählen",
        "для грузовика с %1 ярусами нужен груз (бросок кубиков), чтобы посчитать скрытые клетки",
        "для вантажівки з %1 ярусами потрібен вантаж (кидок кубиків), щоб полічити приховані клітинки",
        "un camion à %1 étages a besoin du chargement (le lancer de dés) pour compter les cases cachées",
        "%1 段のトラックでは、隠れたマスを数えるのに荷物（サイコロの出目）が必要です"),
}
