#!/usr/bin/python3
"""Fills app/translations/packmate_<lang>.ts from the table below (run after lupdate).

The words follow the rule texts in ../shared/seeds: ru/fr Zack & Pack (касса, штрафные
очки, грузовик; caisse, camion, étages), uk Traffic (колода, скид, гравець), ja/de Auf Achse
(銀行, 山札, 勝者; LKW, Stapel, Ablagestapel, Würfel).
Usage: scripts/update-translations.sh (runs lupdate, then this script).
"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

LANGS = ["de", "ru", "uk", "fr", "ja"]

# source: (de, ru, uk, fr, ja)
T = {
    "Packmate": ("Packmate", "Packmate", "Packmate", "Packmate", "Packmate"),
    "Back": ("Zurück", "Назад", "Назад", "Retour", "戻る"),
    "Camera": ("Kamera", "Камера", "Камера", "Caméra", "カメラ"),
    "Waiting for a frame…": ("Warte auf ein Bild …", "Ждём кадр…", "Чекаємо на кадр…", "En attente d'une image…", "映像を待っています…"),
    "Sharp and bright enough to read": ("Scharf und hell genug zum Lesen", "Достаточно резко и светло для чтения", "Достатньо різко й світло для читання", "Assez net et lumineux pour la lecture", "読み取りに十分な明るさとピントです"),
    "Too dark or blurred — hold still, add light": ("Zu dunkel oder unscharf – ruhig halten, mehr Licht", "Слишком темно или размыто — держите ровно, добавьте света", "Занадто темно або розмито — тримайте рівно, додайте світла", "Trop sombre ou flou — ne bougez pas, ajoutez de la lumière", "暗いかぼやけています — 動かさず、明るくしてください"),
    "Frames: %1 seen, %2 read, %3 dropped": ("Bilder: %1 gesehen, %2 gelesen, %3 verworfen", "Кадры: %1 получено, %2 прочитано, %3 пропущено", "Кадри: %1 отримано, %2 прочитано, %3 пропущено", "Images : %1 reçues, %2 lues, %3 ignorées", "フレーム: 受信 %1、読取 %2、破棄 %3"),
    "No camera found": ("Keine Kamera gefunden", "Камера не найдена", "Камеру не знайдено", "Aucune caméra trouvée", "カメラが見つかりません"),
    "This device has no camera, or Packmate may not use it. Allow camera access in the system settings, or keep playing with manual entry: tap the dice faces and count free cells and sticks left.": (
        "Dieses Gerät hat keine Kamera, oder Packmate darf sie nicht benutzen. Erlaube den Kamerazugriff in den Systemeinstellungen oder spiele mit der Eingabe von Hand weiter: Würfelaugen antippen, freie Felder und übrige Hölzer zählen.",
        "У этого устройства нет камеры, или Packmate не разрешено ею пользоваться. Разрешите доступ к камере в настройках системы или продолжайте с ручным вводом: нажимайте на грани кубиков и считайте свободные клетки и оставшиеся грузы.",
        "Цей пристрій не має камери, або Packmate не має до неї доступу. Дозвольте доступ до камери в налаштуваннях системи або грайте далі з ручним введенням: торкайтеся граней кубиків і лічіть вільні клітинки та залишені вантажі.",
        "Cet appareil n'a pas de caméra, ou Packmate n'a pas le droit de l'utiliser. Autorisez la caméra dans les réglages du système, ou continuez en saisie manuelle : touchez les faces des dés et comptez les cases libres et les bâtons restants.",
        "この端末にはカメラがないか、Packmate に使用が許可されていません。システム設定でカメラを許可するか、手入力で続けてください：サイコロの目をタップし、空きマスと残った荷物を数えます。"),
    "Back to manual entry": ("Zurück zur Eingabe von Hand", "Вернуться к ручному вводу", "Повернутися до ручного введення", "Revenir à la saisie manuelle", "手入力に戻る"),
    "not rolled yet": ("noch nicht gewürfelt", "ещё не бросал", "ще не кидав", "n'a pas encore lancé", "まだ振っていません"),
    "%1 cells": ("%1 Felder", "клеток: %1", "клітинок: %1", "%1 cases", "%1 マス"),
    "Dice of %1": ("Würfel von %1", "Кубики: %1", "Кубики: %1", "Dés de %1", "%1 のサイコロ"),
    "Cargo: %1 sticks, %2 cells": ("Ladung: %1 Hölzer, %2 Felder", "Груз: %1 шт., %2 клеток", "Вантаж: %1 шт., %2 клітинок", "Chargement : %1 bâtons, %2 cases", "荷物: %1 本、%2 マス"),
    "Save roll": ("Wurf speichern", "Сохранить бросок", "Зберегти кидок", "Enregistrer le lancer", "出目を保存"),
    "Read with camera": ("Mit der Kamera lesen", "Считать камерой", "Зчитати камерою", "Lire avec la caméra", "カメラで読む"),
    "File not found: %1": ("Datei nicht gefunden: %1", "Файл не найден: %1", "Файл не знайдено: %1", "Fichier introuvable : %1", "ファイルが見つかりません: %1"),
    "Cannot read the image %1: %2": ("Das Bild %1 ist nicht lesbar: %2", "Не удаётся прочитать изображение %1: %2", "Не вдається прочитати зображення %1: %2", "Impossible de lire l'image %1 : %2", "画像 %1 を読めません: %2"),
    "The game database is not open.": ("Die Spieldatenbank ist nicht geöffnet.", "База данных игр не открыта.", "Базу даних ігор не відкрито.", "La base de données des parties n'est pas ouverte.", "ゲームのデータベースが開かれていません。"),
    "A game needs 3 to 6 players.": ("Ein Spiel braucht 3 bis 6 Spieler.", "Для игры нужно от 3 до 6 игроков.", "Для гри потрібно від 3 до 6 гравців.", "Une partie se joue de 3 à 6 joueurs.", "ゲームには 3〜6 人が必要です。"),
    "Every player needs a name.": ("Jeder Spieler braucht einen Namen.", "У каждого игрока должно быть имя.", "Кожен гравець має мати ім'я.", "Chaque joueur doit avoir un nom.", "全員に名前が必要です。"),
    "No game is open.": ("Kein Spiel ist geöffnet.", "Нет открытой игры.", "Немає відкритої гри.", "Aucune partie n'est ouverte.", "開いているゲームがありません。"),
    "The game is over.": ("Das Spiel ist zu Ende.", "Игра окончена.", "Гру закінчено.", "La partie est terminée.", "ゲームは終了しました。"),
    "Truck taken by %1": ("LKW genommen von %1", "Грузовик взял(а) %1", "Вантажівку взяв(ла) %1", "Camion pris par %1", "%1 が取ったトラック"),
    "Score of %1": ("Wertung von %1", "Подсчёт очков: %1", "Підрахунок очок: %1", "Décompte de %1", "%1 の得点"),
    "End of round %1": ("Ende von Runde %1", "Конец раунда %1", "Кінець раунду %1", "Fin du tour %1", "ラウンド %1 の終了"),
    "Games": ("Spiele", "Игры", "Ігри", "Parties", "ゲーム"),
    "Game over": ("Spielende", "Игра окончена", "Гру закінчено", "Fin de la partie", "ゲーム終了"),
    "Round %1": ("Runde %1", "Раунд %1", "Раунд %1", "Tour %1", "ラウンド %1"),
    "Kitty %1": ("Kasse %1", "Касса %1", "Каса %1", "Caisse %1", "銀行 %1"),
    "Ledger": ("Abrechnung", "Ведомость", "Відомість", "Comptes", "帳簿"),
    "1 Dice": ("1 Würfel", "1 Кубики", "1 Кубики", "1 Dés", "1 サイコロ"),
    "2 Trucks": ("2 LKW", "2 Грузовики", "2 Вантажівки", "2 Camions", "2 トラック"),
    "3 Scoring": ("3 Wertung", "3 Подсчёт", "3 Підрахунок", "3 Décompte", "3 得点計算"),
    "4 Summary": ("4 Abschluss", "4 Итоги", "4 Підсумки", "4 Bilan", "4 まとめ"),
    "Winner: %1": ("Gewonnen hat: %1", "Победитель: %1", "Переможець: %1", "Gagnant : %1", "勝者: %1"),
    "Open the ledger": ("Abrechnung öffnen", "Открыть ведомость", "Відкрити відомість", "Ouvrir les comptes", "帳簿を開く"),
    "Packmate — Zack & Pack": ("Packmate — Zack & Pack", "Packmate — Zack & Pack", "Packmate — Zack & Pack", "Packmate — Zack & Pack", "Packmate — Zack & Pack"),
    "Statistics": ("Statistik", "Статистика", "Статистика", "Statistiques", "統計"),
    "Settings": ("Einstellungen", "Настройки", "Налаштування", "Réglages", "設定"),
    "New game": ("Neues Spiel", "Новая игра", "Нова гра", "Nouvelle partie", "新しいゲーム"),
    "Unfinished game: round %1": ("Laufendes Spiel: Runde %1", "Незаконченная игра: раунд %1", "Незакінчена гра: раунд %1", "Partie en cours : tour %1", "途中のゲーム: ラウンド %1"),
    "Continue": ("Weiterspielen", "Продолжить", "Продовжити", "Continuer", "続ける"),
    "Packmate keeps the score, the chips and the kitty; every action is saved at once, so the game survives a closed app.": (
        "Packmate führt Punkte, Chips und Kasse; jede Aktion wird sofort gespeichert, das Spiel übersteht also auch ein geschlossenes App-Fenster.",
        "Packmate ведёт счёт очков, жетонов и кассы; каждое действие сохраняется сразу, поэтому игра переживёт закрытие приложения.",
        "Packmate веде рахунок очок, жетонів і каси; кожна дія зберігається одразу, тож гра переживе закриття застосунку.",
        "Packmate tient les points, les jetons et la caisse ; chaque action est enregistrée aussitôt : la partie survit à la fermeture de l'application.",
        "Packmate は得点・チップ・銀行を記録します。操作はすぐに保存されるので、アプリを閉じてもゲームは続けられます。"),
    "No games yet.": ("Noch keine Spiele.", "Игр пока нет.", "Ігор ще немає.", "Aucune partie pour l'instant.", "まだゲームがありません。"),
    "Won by %1 — tap for the ledger": ("Gewonnen: %1 – antippen für die Abrechnung", "Победа: %1 — нажмите, чтобы открыть ведомость", "Перемога: %1 — торкніться, щоб відкрити відомість", "Gagnée par %1 — touchez pour voir les comptes", "勝者: %1 — タップで帳簿を表示"),
    "%n cell(s) of cargo more than the truck holds: mark the sticks left beside it.": (
        ["%n Feld Ladung mehr, als der LKW fasst: markiere die Hölzer, die daneben bleiben.",
         "%n Felder Ladung mehr, als der LKW fasst: markiere die Hölzer, die daneben bleiben."],
        ["груз на %n клетку больше, чем вмещает грузовик: отметьте грузы, оставшиеся рядом.",
         "груз на %n клетки больше, чем вмещает грузовик: отметьте грузы, оставшиеся рядом.",
         "груз на %n клеток больше, чем вмещает грузовик: отметьте грузы, оставшиеся рядом."],
        ["вантаж на %n клітинку більший, ніж вміщує вантажівка: позначте вантажі, що лишилися поруч.",
         "вантаж на %n клітинки більший, ніж вміщує вантажівка: позначте вантажі, що лишилися поруч.",
         "вантаж на %n клітинок більший, ніж вміщує вантажівка: позначте вантажі, що лишилися поруч."],
        ["%n case de chargement de plus que le camion ne contient : indiquez les bâtons laissés à côté.",
         "%n cases de chargement de plus que le camion ne contient : indiquez les bâtons laissés à côté."],
        ["荷物がトラックより %n マス多いです：横に残した荷物を入力してください。"]),
    "%1's truck is already scored: undo the score first.": (
        "Der LKW von %1 ist schon gewertet: nimm die Wertung zuerst zurück.",
        "Грузовик игрока %1 уже подсчитан: сначала отмените подсчёт.",
        "Вантажівку гравця %1 вже підраховано: спершу скасуйте підрахунок.",
        "Le camion de %1 est déjà décompté : annulez d'abord le décompte.",
        "%1 のトラックは得点計算済みです：先に得点を取り消してください。"),
    "Truck %1 is already taken by %2.": (
        "LKW %1 hat schon %2 genommen.",
        "Грузовик %1 уже взял(а) %2.",
        "Вантажівку %1 вже взяв(ла) %2.",
        "Le camion %1 est déjà pris par %2.",
        "トラック %1 はすでに %2 が取っています。"),
    "%1: the loaded sticks fill %2 cells, more than truck %3 holds (%4): mark the sticks left beside it.": (
        "%1: Die geladenen Hölzer füllen %2 Felder, mehr als LKW %3 fasst (%4): markiere die Hölzer, die daneben bleiben.",
        "%1: загруженные грузы занимают %2 кл., больше, чем вмещает грузовик %3 (%4): отметьте грузы, оставшиеся рядом.",
        "%1: завантажені вантажі займають %2 кл., більше, ніж вміщує вантажівка %3 (%4): позначте вантажі, що лишилися поруч.",
        "%1 : les bâtons chargés remplissent %2 cases, plus que le camion %3 n'en contient (%4) : indiquez les bâtons laissés à côté.",
        "%1：積んだ荷物は %2 マスで、トラック %3 の %4 マスを超えます：横に残した荷物を入力してください。"),
    "%1: the loaded sticks cannot all lie on truck %2 (at most %3 of their %4 cells fit): mark the sticks left beside it.": (
        "%1: Die geladenen Hölzer passen nicht alle auf LKW %2 (höchstens %3 ihrer %4 Felder): markiere die Hölzer, die daneben bleiben.",
        "%1: загруженные грузы не помещаются в грузовик %2 (влезает не больше %3 из %4 кл.): отметьте грузы, оставшиеся рядом.",
        "%1: завантажені вантажі не вміщаються у вантажівку %2 (влазить не більше %3 з %4 кл.): позначте вантажі, що лишилися поруч.",
        "%1 : les bâtons chargés ne tiennent pas tous sur le camion %2 (au plus %3 de leurs %4 cases) : indiquez les bâtons laissés à côté.",
        "%1：積んだ荷物はトラック %2 に収まりません（%4 マスのうち最大 %3 マス）：横に残した荷物を入力してください。"),
    "The camera has not read truck %1 yet: hold it over the card.": (
        "Die Kamera hat LKW %1 noch nicht gelesen: halte sie über die Karte.",
        "Камера ещё не прочитала грузовик %1: держите её над карточкой.",
        "Камера ще не прочитала вантажівку %1: тримайте її над карткою.",
        "La caméra n'a pas encore lu le camion %1 : tenez-la au-dessus de la carte.",
        "カメラはまだトラック %1 を読み取っていません：カードの上にかざしてください。"),
    "Your cards file cannot be read; fix or remove it (%1).": (
        "Deine Kartendatei ist nicht lesbar; korrigiere oder entferne sie (%1).",
        "Файл ваших карточек не читается; исправьте или удалите его (%1).",
        "Файл ваших карток не читається; виправте або видаліть його (%1).",
        "Votre fichier de cartes est illisible ; corrigez-le ou supprimez-le (%1).",
        "カードファイルを読めません。修正するか削除してください（%1）。"),
    "The card could not be saved (%1).": (
        "Die Karte konnte nicht gespeichert werden (%1).",
        "Не удалось сохранить карточку (%1).",
        "Не вдалося зберегти картку (%1).",
        "La carte n'a pas pu être enregistrée (%1).",
        "カードを保存できませんでした（%1）。"),
    "The card could not be removed (%1).": (
        "Die Karte konnte nicht entfernt werden (%1).",
        "Не удалось удалить карточку (%1).",
        "Не вдалося видалити картку (%1).",
        "La carte n'a pas pu être supprimée (%1).",
        "カードを削除できませんでした（%1）。"),
    "Close the last round?": ("Letzte Runde abschließen?", "Закрыть последний раунд?", "Закрити останній раунд?", "Clore le dernier tour ?", "最後のラウンドを締めますか？"),
    "%1 will have no points left: closing this round ends the game. This cannot be undone.": (
        "%1 hat danach keine Punkte mehr: Mit dieser Runde endet das Spiel. Das lässt sich nicht zurücknehmen.",
        "У игрока %1 не останется очков: закрытие этого раунда завершит игру. Это нельзя отменить.",
        "У гравця %1 не залишиться очок: закриття цього раунду завершить гру. Це не можна скасувати.",
        "%1 n'aura plus de points : clore ce tour termine la partie. Impossible d'annuler.",
        "%1 の得点がなくなります：このラウンドを締めるとゲームが終了します。取り消せません。"),
    "In progress — tap to continue": ("Läuft – antippen zum Weiterspielen", "Идёт — нажмите, чтобы продолжить", "Триває — торкніться, щоб продовжити", "En cours — touchez pour continuer", "進行中 — タップして続ける"),
    "Export CSV": ("CSV exportieren", "Экспорт CSV", "Експорт CSV", "Exporter en CSV", "CSV 書き出し"),
    "Saved to %1": ("Gespeichert unter %1", "Сохранено в %1", "Збережено в %1", "Enregistré dans %1", "%1 に保存しました"),
    "Could not write %1": ("%1 konnte nicht geschrieben werden", "Не удалось записать %1", "Не вдалося записати %1", "Impossible d'écrire %1", "%1 に書き込めません"),
    "Undo the last action?": ("Letzte Aktion zurücknehmen?", "Отменить последнее действие?", "Скасувати останню дію?", "Annuler la dernière action ?", "最後の操作を取り消しますか？"),
    "This takes back: %1. The undo is recorded in the game's history.": ("Zurückgenommen wird: %1. Die Rücknahme wird im Spielverlauf vermerkt.", "Будет отменено: %1. Отмена записывается в историю игры.", "Буде скасовано: %1. Скасування записується в історію гри.", "Action annulée : %1. L'annulation est inscrite dans l'historique de la partie.", "取り消す操作: %1。取り消しはゲームの履歴に記録されます。"),
    "End the game now?": ("Spiel jetzt beenden?", "Закончить игру сейчас?", "Закінчити гру зараз?", "Terminer la partie maintenant ?", "今すぐゲームを終了しますか？"),
    "Whoever has the most points wins (on a tie, all of them). This cannot be undone.": ("Es gewinnt, wer die meisten Punkte hat (bei Gleichstand alle). Das lässt sich nicht zurücknehmen.", "Побеждает игрок с наибольшим числом очков (при равенстве — все). Это нельзя отменить.", "Перемагає гравець із найбільшою кількістю очок (за рівності — усі). Це не можна скасувати.", "Le ou les joueurs ayant le plus de points gagnent. Impossible d'annuler.", "得点が最も多いプレイヤー（同点なら全員）が勝者です。取り消せません。"),
    "Kitty": ("Kasse", "Касса", "Каса", "Caisse", "銀行"),
    "History": ("Verlauf", "История", "Історія", "Historique", "履歴"),
    "Round": ("Runde", "Раунд", "Раунд", "Tour", "ラウンド"),
    "Undo last action": ("Letzte Aktion zurücknehmen", "Отменить последнее действие", "Скасувати останню дію", "Annuler la dernière action", "最後の操作を取り消す"),
    "End game": ("Spiel beenden", "Закончить игру", "Закінчити гру", "Terminer la partie", "ゲームを終了"),
    "Player %1": ("Spieler %1", "Игрок %1", "Гравець %1", "Joueur %1", "プレイヤー %1"),
    "New game — Zack & Pack": ("Neues Spiel — Zack & Pack", "Новая игра — Zack & Pack", "Нова гра — Zack & Pack", "Nouvelle partie — Zack & Pack", "新しいゲーム — Zack & Pack"),
    "How many players?": ("Wie viele Spieler?", "Сколько игроков?", "Скільки гравців?", "Combien de joueurs ?", "何人で遊びますか？"),
    "Two players is a house variant: the rules are written for 3 to 6.": ("Zu zweit ist eine Hausregel: Die Regeln sind für 3 bis 6 Spieler.", "Игра вдвоём — домашний вариант: правила написаны для 3–6 игроков.", "Гра удвох — домашній варіант: правила написані для 3–6 гравців.", "À deux, c'est une variante maison : la règle est prévue pour 3 à 6 joueurs.", "2 人はハウスルールです：ルールは 3〜6 人用です。"),
    "Each player draws 1 truck card per round.": ("Jeder Spieler zieht pro Runde 1 LKW-Karte.", "Каждый игрок берёт 1 карту грузовика за раунд.", "Кожен гравець бере 1 карту вантажівки за раунд.", "Chaque joueur pioche 1 carte camion par tour.", "各プレイヤーは毎ラウンド トラックカードを 1 枚引きます。"),
    "Each player draws 2 truck cards per round.": ("Jeder Spieler zieht pro Runde 2 LKW-Karten.", "Каждый игрок берёт 2 карты грузовиков за раунд.", "Кожен гравець бере 2 карти вантажівок за раунд.", "Chaque joueur pioche 2 cartes camion par tour.", "各プレイヤーは毎ラウンド トラックカードを 2 枚引きます。"),
    "Players": ("Spieler", "Игроки", "Гравці", "Joueurs", "プレイヤー"),
    "Two players have the same name.": ("Zwei Spieler haben denselben Namen.", "У двух игроков одинаковое имя.", "Двоє гравців мають однакове ім'я.", "Deux joueurs ont le même nom.", "同じ名前のプレイヤーがいます。"),
    "Start game": ("Spiel starten", "Начать игру", "Почати гру", "Commencer la partie", "ゲーム開始"),
    "Each player starts with 75 points in chips: 1×50, 2×10, 1×5.": ("Jeder Spieler beginnt mit Chips für 75 Punkte: 1×50, 2×10, 1×5.", "Каждый игрок получает жетоны на 75 очков: 1×50, 2×10 и 1×5.", "Кожен гравець отримує жетони на 75 очок: 1×50, 2×10 і 1×5.", "Chaque joueur reçoit des jetons pour 75 points : 1×50, 2×10, 1×5.", "各プレイヤーは 75 点分のチップで始めます：50×1、10×2、5×1。"),
    "penalty %1": ("Strafe %1", "штраф %1", "штраф %1", "dû %1", "ペナルティ %1"),
    "to score": ("offen", "не подсчитан", "не підраховано", "à compter", "未計算"),
    "Truck of %1": ("LKW von %1", "Грузовик: %1", "Вантажівка: %1", "Camion de %1", "%1 のトラック"),
    "Photo mode": ("Fotomodus", "Режим фото", "Режим фото", "Mode photo", "写真モード"),
    "Free cells": ("Freie Felder", "Свободные клетки", "Вільні клітинки", "Cases libres", "空きマス"),
    "Sticks left beside the truck:": ("Hölzer, die neben dem LKW übrig sind:", "Грузы, оставшиеся рядом с грузовиком:", "Вантажі, що лишилися біля вантажівки:", "Bâtons restés à côté du camion :", "トラックに積めなかった荷物："),
    "Penalty: %1": ("Strafpunkte: %1", "Штраф: %1", "Штраф: %1", "Dû : %1", "ペナルティ: %1"),
    "Best possible: —": ("Bestmöglich: —", "Лучший возможный: —", "Найкращий можливий: —", "Meilleur possible : —", "最善: —"),
    "The solver is not available in this build.": ("Der Löser ist in dieser Version nicht enthalten.", "Решатель недоступен в этой сборке.", "Розв'язувач недоступний у цій збірці.", "Le solveur n'est pas disponible dans cette version.", "このビルドにはソルバーがありません。"),
    "Save score": ("Wertung speichern", "Сохранить штраф", "Зберегти штраф", "Enregistrer le décompte", "得点を保存"),
    "Language": ("Sprache", "Язык", "Мова", "Langue", "言語"),
    "System language": ("Systemsprache", "Язык системы", "Мова системи", "Langue du système", "システムの言語"),
    "Player": ("Spieler", "Игрок", "Гравець", "Joueur", "プレイヤー"),
    "Wins": ("Siege", "Победы", "Перемоги", "Victoires", "勝利"),
    "Rounds": ("Runden", "Раунды", "Раунди", "Tours", "ラウンド数"),
    "Avg. penalty": ("Ø Strafe", "Средний штраф", "Середній штраф", "Dû moyen", "平均ペナルティ"),
    "Distance from the best possible load appears once the solver is part of the app.": ("Der Abstand zur bestmöglichen Ladung erscheint, sobald der Löser Teil der App ist.", "Отставание от лучшей возможной загрузки появится, когда в приложение войдёт решатель.", "Відставання від найкращого можливого завантаження з'явиться, коли до застосунку додадуть розв'язувач.", "L'écart au meilleur chargement possible apparaîtra quand le solveur fera partie de l'application.", "最善の積み方との差は、ソルバーがアプリに入ると表示されます。"),
    "Score every truck first.": ("Zuerst jeden LKW werten.", "Сначала подсчитайте все грузовики.", "Спершу підрахуйте всі вантажівки.", "Comptez d'abord chaque camion.", "先にすべてのトラックを計算してください。"),
    "Penalty %1": ("Strafe %1", "Штраф %1", "Штраф %1", "Dû %1", "ペナルティ %1"),
    "Pays %1: %2": ("Zahlt %1: %2", "Платит %1: %2", "Платить %1: %2", "Paie %1 : %2", "%1 を支払う: %2"),
    "Pays nothing": ("Zahlt nichts", "Ничего не платит", "Нічого не платить", "Ne paie rien", "支払いなし"),
    "+10 from the kitty": ("+10 aus der Kasse", "+10 из кассы", "+10 з каси", "+10 de la caisse", "銀行から +10"),
    "Lowest penalty this round: %1. Payments go into the kitty first, then the +10.": ("Niedrigste Strafe dieser Runde: %1. Erst wird in die Kasse gezahlt, dann gibt es die +10.", "Наименьший штраф в этом раунде: %1. Сначала платежи в кассу, затем +10.", "Найменший штраф у цьому раунді: %1. Спершу платежі до каси, потім +10.", "Plus petit dû de ce tour : %1. On paie d'abord la caisse, puis on reçoit les +10.", "このラウンドの最小ペナルティ: %1。先に銀行へ支払い、その後 +10 を受け取ります。"),
    "Close round %1": ("Runde %1 abschließen", "Завершить раунд %1", "Завершити раунд %1", "Clore le tour %1", "ラウンド %1 を終える"),
    "white": ("weiß", "белый", "білий", "blanc", "白"),
    "grey": ("grau", "серый", "сірий", "gris", "灰"),
    "brown": ("braun", "коричневый", "коричневий", "marron", "茶"),
    "turquoise": ("türkis", "бирюзовый", "бірюзовий", "turquoise", "ターコイズ"),
    "violet": ("violett", "фиолетовый", "фіолетовий", "violet", "紫"),
    "Each player draws 1 truck card, face down.": ("Jeder Spieler zieht 1 LKW-Karte, verdeckt.", "Каждый игрок берёт 1 карту грузовика рубашкой вверх.", "Кожен гравець бере 1 карту вантажівки сорочкою догори.", "Chaque joueur pioche 1 carte camion, face cachée.", "各プレイヤーはトラックカードを 1 枚、裏向きで引きます。"),
    "Each player draws 2 truck cards, face down.": ("Jeder Spieler zieht 2 LKW-Karten, verdeckt.", "Каждый игрок берёт 2 карты грузовиков рубашкой вверх.", "Кожен гравець бере 2 карти вантажівок сорочкою догори.", "Chaque joueur pioche 2 cartes camion, face cachée.", "各プレイヤーはトラックカードを 2 枚、裏向きで引きます。"),
    "Grab a truck from in front of another player, or take the top card of the deck.": ("Schnapp dir einen LKW, der vor einem anderen Spieler liegt, oder nimm die oberste Karte vom Stapel.", "Хватайте грузовик, лежащий перед другим игроком, или возьмите верхнюю карту из стопки.", "Хапайте вантажівку, що лежить перед іншим гравцем, або візьміть верхню карту з колоди.", "Prenez un camion devant un autre joueur, ou la première carte de la pile.", "他のプレイヤーの前にあるトラックを取るか、山札の一番上のカードを取ります。"),
    "Deck: %1 cards · discard pile: %2 · reshuffled %3 times": ("Stapel: %1 Karten · Ablagestapel: %2 · %3-mal neu gemischt", "Стопка: %1 карт · сброс: %2 · перемешано %3 раз", "Колода: %1 карт · скид: %2 · перемішано %3 раз", "Pile : %1 cartes · défausse : %2 · rebattue %3 fois", "山札: %1 枚 · 捨て札: %2 · 切り直し %3 回"),
    "The deck runs out this round: shuffle all cards not in use into a new deck.": ("Der Stapel geht diese Runde zu Ende: alle nicht benutzten Karten zu einem neuen Stapel mischen.", "Стопка в этом раунде закончится: перемешайте все неиспользуемые карты в новую стопку.", "Колода в цьому раунді закінчиться: перемішайте всі невикористані карти в нову колоду.", "La pile s'épuise ce tour-ci : rebattez toutes les cartes inutilisées pour former une nouvelle pile.", "このラウンドで山札が尽きます：使っていないカードをすべて混ぜて新しい山札にしてください。"),
    "Card (optional)": ("Karte (optional)", "Карта (необязательно)", "Карта (необов'язково)", "Carte (facultatif)", "カード（任意）"),
    "Open card": ("Offene Karte", "Открытая карта", "Відкрита карта", "Carte visible", "表向きのカード"),
    "Blind from deck": ("Verdeckt vom Stapel", "Вслепую из стопки", "Наосліп з колоди", "À l'aveugle de la pile", "山札から伏せたまま"),
    "Everyone has a truck — start loading": ("Alle haben einen LKW – beladen!", "У всех есть грузовик — грузите!", "У всіх є вантажівка — вантажте!", "Chacun a son camion — chargez !", "全員トラックを取りました — 積み込み開始"),
    "Choose the truck card first.": ("Zuerst die LKW-Karte wählen.", "Сначала выберите карту грузовика.", "Спершу виберіть карту вантажівки.", "Choisissez d'abord la carte camion.", "先にトラックカードを選んでください。"),
    "There is nothing to undo.": ("Es gibt nichts zurückzunehmen.", "Отменять нечего.", "Немає чого скасовувати.", "Il n'y a rien à annuler.", "取り消せる操作はありません。"),
    "%1 · %2 layers · %3 cells": ("%1 · %2 Lagen · %3 Felder", "%1 · ярусов: %2 · клеток: %3", "%1 · ярусів: %2 · клітинок: %3", "%1 · %2 étages · %3 cases", "%1 · %2 段 · %3 マス"),
    " (stand-in card)": (" (Ersatzkarte)", " (карта-заменитель)", " (карта-замінник)", " (carte de remplacement)", "（代用カード）"),
    "Card…": ("Karte …", "Карта…", "Карта…", "Carte…", "カード…"),
    "Pick the card each player took (built-in stand-in cards Z01–Z30 until your own cards are registered).": ("Wähle die Karte, die jeder Spieler genommen hat (eingebaute Ersatzkarten Z01–Z30, bis deine eigenen Karten erfasst sind).", "Выберите карту, которую взял каждый игрок (встроенные карты-заменители Z01–Z30, пока не внесены ваши собственные).", "Виберіть карту, яку взяв кожен гравець (вбудовані карти-замінники Z01–Z30, доки не внесено ваші власні).", "Choisissez la carte prise par chaque joueur (cartes de remplacement Z01–Z30 tant que vos propres cartes ne sont pas enregistrées).", "各プレイヤーが取ったカードを選んでください（自分のカードを登録するまでは代用カード Z01〜Z30）。"),
    "Truck %1: %2 cells, cargo %3 cells — the free cells follow from the sticks left over.": ("LKW %1: %2 Felder, Ladung %3 Felder – die freien Felder ergeben sich aus den übrigen Hölzern.", "Грузовик %1: %2 клеток, груз %3 клеток — свободные клетки следуют из оставшихся грузов.", "Вантажівка %1: %2 клітинок, вантаж %3 клітинок — вільні клітинки випливають із залишених вантажів.", "Camion %1 : %2 cases, chargement %3 cases — les cases libres découlent des bâtons restants.", "トラック %1: %2 マス、荷物 %3 マス — 空きマスは残った荷物から決まります。"),
    "Pays %1: hands over %2": ("Zahlt %1: gibt %2", "Платит %1: отдаёт %2", "Платить %1: віддає %2", "Paie %1 : donne %2", "%1 を支払う: %2 を渡す"),
    ", takes back %1": (", bekommt %1 zurück", ", получает сдачу %1", ", отримує решту %1", ", reprend %1", "、おつり %1"),
    " — the kitty is %1 short of change": (" – der Kasse fehlen %1 Punkte Wechselgeld", " — в кассе не хватает %1 на сдачу", " — у касі бракує %1 на решту", " — il manque %1 à la caisse pour rendre la monnaie", " — 銀行のおつりが %1 足りません"),
    "Hand over the game": ("Spiel übergeben", "Передать игру", "Передати гру", "Transmettre la partie", "ゲームを引き継ぐ"),
    "On the other tablet: Packmate → Receive a game, then point its camera at these codes.": ("Auf dem anderen Tablet: Packmate → Spiel empfangen, dann die Kamera auf diese Codes richten.", "На другом планшете: Packmate → «Получить игру», затем наведите камеру на эти коды.", "На іншому планшеті: Packmate → «Отримати гру», потім наведіть камеру на ці коди.", "Sur l'autre tablette : Packmate → Recevoir une partie, puis visez ces codes avec la caméra.", "もう一台のタブレットで Packmate →「ゲームを受け取る」を選び、カメラをこのコードに向けてください。"),
    "Code %1 of %2": ("Code %1 von %2", "Код %1 из %2", "Код %1 з %2", "Code %1 sur %2", "コード %1 / %2"),
    "Codes read: %1 of %2": ("Gelesene Codes: %1 von %2", "Прочитано кодов: %1 из %2", "Прочитано кодів: %1 з %2", "Codes lus : %1 sur %2", "読み取ったコード: %1 / %2"),
    "Hand over": ("Übergeben", "Передать", "Передати", "Transmettre", "引き継ぐ"),
    "Receive a game from another tablet": ("Spiel von einem anderen Tablet empfangen", "Получить игру с другого планшета", "Отримати гру з іншого планшета", "Recevoir une partie d'une autre tablette", "別のタブレットからゲームを受け取る"),
    "The codes do not hold a Packmate game.": ("Die Codes enthalten kein Packmate-Spiel.", "В кодах нет игры Packmate.", "Коди не містять гри Packmate.", "Ces codes ne contiennent pas de partie Packmate.", "このコードには Packmate のゲームが入っていません。"),
    "Best possible: needs dice and truck": ("Bestmöglich: braucht Würfel und LKW", "Лучший возможный: нужны кубики и грузовик", "Найкращий можливий: потрібні кубики й вантажівка", "Meilleur possible : dés et camion requis", "最善: サイコロとトラックが必要"),
    "Best possible: %1": ("Bestmöglich: %1", "Лучший возможный: %1", "Найкращий можливий: %1", "Meilleur possible : %1", "最善: %1"),
    "Above best": ("Über bestmöglich", "Выше лучшего", "Вище найкращого", "Écart au meilleur", "最善との差"),
    "Above best: how many penalty points per round above the best possible loading (rounds with dice and truck entered).": ("Über bestmöglich: Strafpunkte pro Runde über der bestmöglichen Beladung (Runden mit erfassten Würfeln und LKW).", "Выше лучшего: на сколько штрафных очков за раунд больше лучшей возможной загрузки (раунды с введёнными кубиками и грузовиком).", "Вище найкращого: на скільки штрафних очок за раунд більше за найкраще можливе завантаження (раунди з введеними кубиками та вантажівкою).", "Écart au meilleur : points de pénalité par tour au-delà du meilleur chargement possible (tours avec dés et camion saisis).", "最善との差: 最善の積み方と比べた1ラウンドあたりのペナルティの差（サイコロとトラックを入力したラウンド）。"),
    "Use this roll: %1": ("Diesen Wurf übernehmen: %1", "Взять этот бросок: %1", "Взяти цей кидок: %1", "Prendre ce lancer : %1", "この出目を使う: %1"),
    "Hold still… %1 of %2 frames agree": ("Ruhig halten … %1 von %2 Bildern stimmen überein", "Не двигайте… совпало кадров: %1 из %2", "Не рухайте… збіглося кадрів: %1 з %2", "Ne bougez pas… %1 images sur %2 concordent", "動かさないで… %2 枚中 %1 枚が一致"),
    "Dice seen: %1": ("Erkannte Würfel: %1", "Найдено кубиков: %1", "Знайдено кубиків: %1", "Dés vus : %1", "見えているサイコロ: %1"),
}


def load_extra_tables() -> None:
    """Each scripts/translations.d/<area>.py adds its own table T (one file per screen area,
    so work on different screens never edits the same lines)."""
    folder = Path(__file__).resolve().parent / "translations.d"
    for table in sorted(folder.glob("*.py")):
        scope: dict = {}
        exec(compile(table.read_text(encoding="utf-8"), str(table), "exec"), scope)
        for source, words in scope["T"].items():
            if len(words) != len(LANGS):
                sys.exit(f"{table.name}: {source!r} needs {len(LANGS)} translations")
            T[source] = words


# English needs only its plural forms (lupdate -pluralonly): source -> (one, other)
EN_PLURALS = {
    "the top view as read cannot be laid with whole sticks: %n unsure cell(s) read as the nearest top that can, check the marked cells": [
        "the top view as read cannot be laid with whole sticks: %n unsure cell read as the nearest top that can, check the marked cells",
        "the top view as read cannot be laid with whole sticks: %n unsure cells read as the nearest top that can, check the marked cells"],
    "the sticks the count leaves loaded (%n cell(s)) cannot all lie on this truck: sticks beside the truck were not seen, or misread": [
        "the sticks the count leaves loaded (%n cell) cannot all lie on this truck: sticks beside the truck were not seen, or misread",
        "the sticks the count leaves loaded (%n cells) cannot all lie on this truck: sticks beside the truck were not seen, or misread"],
    "%n cell(s) of cargo more than the truck holds: mark the sticks left beside it.": [
        "%n cell of cargo more than the truck holds: mark the sticks left beside it.",
        "%n cells of cargo more than the truck holds: mark the sticks left beside it."],
    "%n reading(s) to check, ringed in orange: tap to change, hold to confirm": [
        "%n reading to check, ringed in orange: tap to change, hold to confirm",
        "%n readings to check, ringed in orange: tap to change, hold to confirm"],
    # The vision warnings come back word for word as vision wrote them (VisionWarningTextTest).
    "the top view shows %n covered cell(s), more than the cargo's %1": [
        "the top view shows %n covered cell, more than the cargo's %1",
        "the top view shows %n covered cells, more than the cargo's %1"],
    "%n cell(s) show %1 on top, more than the cargo's %1 sticks cover": [
        "%n cell shows %1 on top, more than the cargo's %1 sticks cover",
        "%n cells show %1 on top, more than the cargo's %1 sticks cover"],
    "the sticks seen beside the truck add up to %n cell(s), the cargo and the top view leave %1: check the sticks beside the truck": [
        "the sticks seen beside the truck add up to %n cell, the cargo and the top view leave %1: check the sticks beside the truck",
        "the sticks seen beside the truck add up to %n cells, the cargo and the top view leave %1: check the sticks beside the truck"],
    "%n %1 stick(s) beside the truck but the cargo has only %2": [
        "%n %1 stick beside the truck but the cargo has only %2",
        "%n %1 sticks beside the truck but the cargo has only %2"],
    "the top view shows %n covered cell(s), the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells": [
        "the top view shows %n covered cell, the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells",
        "the top view shows %n covered cells, the cargo minus the sticks beside leaves %1: white cubes read as bare card are the likelier story, check the marked cells"],
    "the top view shows %n covered cell(s), the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells": [
        "the top view shows %n covered cell, the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells",
        "the top view shows %n covered cells, the cargo minus the sure sticks beside leaves %1: their count stands, check the marked cells"],
    "%n least sure %1 stick(s) left out of the count, to check": [
        "%n least sure %1 stick left out of the count, to check",
        "%n least sure %1 sticks left out of the count, to check"],
    "%n cell(s) show %1 on top, more than the loaded %1 sticks can cover (loaded: %2)": [
        "%n cell shows %1 on top, more than the loaded %1 sticks can cover (loaded: %2)",
        "%n cells show %1 on top, more than the loaded %1 sticks can cover (loaded: %2)"],
    "cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cell(s) (room for %2–%3): recount the sticks beside the truck": [
        "cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cell (room for %2–%3): recount the sticks beside the truck",
        "cargo minus the sticks beside leaves %1 to load, but the top view shows %n covered cells (room for %2–%3): recount the sticks beside the truck"],
}


def put(message: ET.Element, words, where: str) -> None:
    """Writes words (a string, or a list of plural forms for a numerus message) into message."""
    translation = message.find("translation")
    if message.get("numerus") == "yes":
        forms = translation.findall("numerusform")
        if not isinstance(words, list) or len(words) != len(forms):
            sys.exit(f"{where}: needs {len(forms)} plural forms, has {words!r}")
        for form, text in zip(forms, words):
            form.text = text
    else:
        if isinstance(words, list):
            sys.exit(f"{where}: plural forms given for a message without %n")
        translation.text = words
    translation.attrib.pop("type", None)


def fill(path: Path, table) -> int:
    tree = ET.parse(path)
    missing = 0
    for message in tree.getroot().iter("message"):
        source = message.find("source").text
        if source in table:
            put(message, table[source], f"{path.name}: {source!r}")
        else:
            missing += 1
            print(f"{path.name}: no translation for {source!r}", file=sys.stderr)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return missing


if __name__ == "__main__":
    load_extra_tables()
    folder = Path(__file__).resolve().parent.parent / "app" / "translations"
    missing = sum(fill(folder / f"packmate_{lang}.ts", {source: words[i] for source, words in T.items()})
                  for i, lang in enumerate(LANGS))
    missing += fill(folder / "packmate_en.ts", EN_PLURALS)
    sys.exit(1 if missing else 0)
