#!/usr/bin/python3
"""Does colour calibration help the dice reader? Reads every rendered dice scene of a split twice
with packmate-cli dice: with the typical die colours, and with the five game colours taken from
a stick-colour calibration (calibrate-colours) of a mat scene under the same kind of lamp, as
the app does (app::diceColourModel: stick colour relative to white x the stored white).
Counts, per lamp, dice whose colour is right / wrong / not found (nearest die within 25 px).
Usage: scripts/eval-dice-calibration.py dev|test   (needs build/bin/packmate-cli)
"""
import glob
import json
import math
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLI = str(ROOT / "build" / "bin" / "packmate-cli")
# The mat scene calibrated for each lamp of the split's dice scenes.
CALIBRATION = {
    "dev": {"warm": "colours_dev_0000", "cool": "colours_dev_0001"},
    "test": {"warm": "colours_test_0001", "cool": "colours_test_0000", "dim": "colours_test_0002"},
}
NAMES = {"W": "white", "G": "grey", "B": "brown", "T": "turquoise", "V": "violet"}


def dice_colours(scene: str, folder: Path) -> str:
    out = folder / f"{scene}.json"
    photo = ROOT / "datasets" / "calibration" / "colours" / f"{scene}.jpg"
    subprocess.run([CLI, "calibrate-colours", str(photo), "--out", str(out)], check=True,
                   capture_output=True)
    calibration = json.loads(out.read_text())
    reference = calibration["reference"]
    white = reference.get("card_white") or reference["white"]
    colours = {NAMES[letter]: {"rgb": [min(255.0, max(0.0, value[i] * white[i])) for i in range(3)]}
               for letter, value in calibration["sticks"].items()}
    path = folder / f"dice-{scene}.json"
    path.write_text(json.dumps(colours))
    return str(path)


def read(photo: str, colours: str | None) -> list:
    command = [CLI, "dice", photo, "--json"] + (["--colours", colours] if colours else [])
    result = subprocess.run(command, capture_output=True, text=True)
    return json.loads(result.stdout)["dice"] if result.returncode == 0 else []


def score(photo: str, found: list) -> tuple[int, int, int]:
    right = wrong = missed = 0
    for die in json.loads(Path(photo[:-4] + ".json").read_text())["dice"]:
        nearest = min(found, key=lambda d: math.dist(d["center"], die["center"]), default=None)
        if nearest is None or math.dist(nearest["center"], die["center"]) > 25:
            missed += 1
        elif nearest["colour"] == die["colour"]:
            right += 1
        else:
            wrong += 1
    return right, wrong, missed


def main() -> None:
    split = sys.argv[1] if len(sys.argv) > 1 else "dev"
    with tempfile.TemporaryDirectory() as folder:
        models = {light: dice_colours(scene, Path(folder))
                  for light, scene in CALIBRATION[split].items()}
        totals: dict = {}
        for photo in sorted(glob.glob(str(ROOT / "datasets" / "dice" / split / "*.jpg"))):
            light = json.loads(Path(photo[:-4] + ".json").read_text())["conditions"]["light"]
            if light not in models:
                continue
            row = totals.setdefault(light, [0] * 6)
            for offset, colours in ((0, None), (3, models[light])):
                for i, count in enumerate(score(photo, read(photo, colours))):
                    row[offset + i] += count
    print(f"{split}: dice colour right / wrong / not found")
    for light, row in sorted(totals.items()):
        print(f"  {light:5} typical colours {row[0]:3} / {row[1]:2} / {row[2]:2}   "
              f"calibrated ({CALIBRATION[split][light]}) {row[3]:3} / {row[4]:2} / {row[5]:2}")


if __name__ == "__main__":
    main()
