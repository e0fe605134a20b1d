# The dice camera (CameraPage). source: (de, ru, uk, fr, ja).
T = {
    "Not a roll yet: one die of each of the five colours is needed": (
        "Noch kein Wurf: je ein Würfel jeder Farbe nötig",
        "Это ещё не бросок: нужен один кубик каждого из пяти цветов",
        "Це ще не кидок: потрібен один кубик кожного з п'яти кольорів",
        "Pas encore un lancer : un dé de chaque couleur requis",
        "まだ出目ではありません：5色のサイコロが1個ずつ必要です"),
}
