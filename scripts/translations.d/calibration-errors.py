# What the calibration library says when a calibration photo fails (app/core/src/
# CalibrationErrorText.cpp), and a colour calibration file that cannot be read
# (CalibrationController, CameraFeed). source: (de, ru, uk, fr, ja). Words as in calibration.py:
# Matte / коврик / килимок / tapis / マット; Hölzer / грузы / вантажі / bâtons / 荷物.
T = {
    "%1: there is no such file": (
        "%1: diese Datei gibt es nicht",
        "%1: такого файла нет",
        "%1: такого файлу немає",
        "%1 : ce fichier n'existe pas",
        "%1：そのファイルはありません"),
    "%1: not a readable image (damaged, or not a photo)": (
        "%1: kein lesbares Bild (beschädigt oder kein Foto)",
        "%1: изображение не читается (файл повреждён или это не фото)",
        "%1: зображення не читається (файл пошкоджений або це не фото)",
        "%1 : image illisible (abîmée, ou ce n'est pas une photo)",
        "%1：画像を読み取れません（壊れているか、写真ではありません）"),
    "%1: the photo is larger than %2 pixels on a side": (
        "%1: das Foto ist auf einer Seite größer als %2 Pixel",
        "%1: фото больше %2 пикселей по одной из сторон",
        "%1: фото більше за %2 пікселів по одній зі сторін",
        "%1 : la photo dépasse %2 pixels sur un côté",
        "%1：写真の一辺が %2 ピクセルを超えています"),
    "%1: the photo is smaller than %2 pixels on a side": (
        "%1: das Foto ist auf einer Seite kleiner als %2 Pixel",
        "%1: фото меньше %2 пикселей по одной из сторон",
        "%1: фото менше за %2 пікселів по одній зі сторін",
        "%1 : la photo fait moins de %2 pixels sur un côté",
        "%1：写真の一辺が %2 ピクセル未満です"),
    "mat not found: %1 of its 4 QR codes read, at least %2 needed: show the whole mat, flat and well lit": (
        "Matte nicht gefunden: %1 ihrer 4 QR-Codes gelesen, mindestens %2 nötig: zeige die ganze Matte, flach und gut beleuchtet",
        "коврик не найден: прочитано QR-кодов — %1 из 4, нужно хотя бы %2: покажите весь коврик, ровно и при хорошем свете",
        "килимок не знайдено: прочитано QR-кодів — %1 з 4, потрібно щонайменше %2: покажіть увесь килимок, рівно й за доброго світла",
        "tapis introuvable : %1 de ses 4 codes QR lus, au moins %2 nécessaires : montrez tout le tapis, à plat et bien éclairé",
        "マットが見つかりません：4 つの QR コードのうち %1 つを読み取りました（%2 つ以上必要）：マット全体を平らに、明るい場所で写してください"),
    "the mat's QR codes were read but not its outline: show the whole mat, flat": (
        "die QR-Codes der Matte wurden gelesen, aber nicht ihr Umriss: zeige die ganze Matte, flach",
        "QR-коды коврика прочитаны, но не его контур: покажите весь коврик, ровно",
        "QR-коди килимка прочитано, але не його контур: покажіть увесь килимок, рівно",
        "les codes QR du tapis sont lus, mais pas son contour : montrez tout le tapis, à plat",
        "マットの QR コードは読めましたが、輪郭がわかりません：マット全体を平らに写してください"),
    "the photo is empty": (
        "das Foto ist leer",
        "фото пустое",
        "фото порожнє",
        "la photo est vide",
        "写真が空です"),
    "no truck card found on the mat's card place": (
        "keine LKW-Karte auf dem Kartenfeld der Matte gefunden",
        "на месте для карточки на коврике не найдена карточка грузовика",
        "на місці для картки на килимку не знайдено картки вантажівки",
        "aucune carte camion trouvée sur l'emplacement de la carte du tapis",
        "マットのカード置き場にトラックカードが見つかりません"),
    "no loading area (white cells) seen on the card": (
        "keine Ladefläche (weiße Felder) auf der Karte zu sehen",
        "на карточке не видно кузова (белых клеток)",
        "на картці не видно кузова (білих клітинок)",
        "aucune zone de chargement (cases blanches) visible sur la carte",
        "カードに荷台（白いマス）が見えません"),
    "no stick on the %1 place of the mat (it looks like bare paper)": (
        "kein Holz auf dem Feld „%1“ der Matte (es sieht aus wie leeres Papier)",
        "нет груза на месте «%1» на коврике (похоже на чистую бумагу)",
        "немає вантажу на місці «%1» на килимку (схоже на чистий папір)",
        "aucun bâton sur la place « %1 » du tapis (on dirait du papier vierge)",
        "マットの「%1」の置き場に荷物がありません（白紙のように見えます）"),
    "the mat's white and black patches look alike: too dark, or the patches are covered": (
        "das weiße und das schwarze Feld der Matte sehen gleich aus: zu dunkel, oder die Felder sind verdeckt",
        "белый и чёрный квадраты коврика выглядят одинаково: слишком темно или квадраты закрыты",
        "білий і чорний квадрати килимка виглядають однаково: надто темно або квадрати закриті",
        "les carrés blanc et noir du tapis se ressemblent : trop sombre, ou les carrés sont couverts",
        "マットの白と黒の四角が同じに見えます：暗すぎるか、四角が隠れています"),
    "a colour photo is needed": (
        "ein Farbfoto ist nötig",
        "нужно цветное фото",
        "потрібне кольорове фото",
        "une photo en couleur est nécessaire",
        "カラー写真が必要です"),
    "The stored colour calibration cannot be read: calibrate the colours again. (%1)": (
        "Die gespeicherte Farbkalibrierung ist nicht lesbar: kalibriere die Farben neu. (%1)",
        "Сохранённую калибровку цветов не удаётся прочитать: откалибруйте цвета заново. (%1)",
        "Збережене калібрування кольорів не вдається прочитати: відкалібруйте кольори знову. (%1)",
        "L'étalonnage des couleurs enregistré est illisible : étalonnez à nouveau les couleurs. (%1)",
        "保存された色のキャリブレーションを読めません：色をもう一度キャリブレーションしてください。（%1）"),
    "The colour calibration cannot be read, so typical colours are used: calibrate the colours again. (%1)": (
        "Die Farbkalibrierung ist nicht lesbar, daher werden typische Farben benutzt: kalibriere die Farben neu. (%1)",
        "Калибровку цветов не удаётся прочитать, поэтому используются обычные цвета: откалибруйте цвета заново. (%1)",
        "Калібрування кольорів не вдається прочитати, тож використано звичайні кольори: відкалібруйте кольори знову. (%1)",
        "L'étalonnage des couleurs est illisible, les couleurs habituelles sont utilisées : étalonnez à nouveau les couleurs. (%1)",
        "色のキャリブレーションを読めないため、標準的な色を使います：色をもう一度キャリブレーションしてください。（%1）"),
}
