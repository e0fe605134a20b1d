"""Crops for the dice face classifier, cut exactly as vision/src/dice/FaceClassifier.cpp
cuts them: an axis-aligned square of CROP_FACES face sides around a centre, warped
(bilinear) to CROP_PX x CROP_PX, BGR."""
import glob
import json
import os

import cv2
import numpy as np

CROP_PX = 40
CROP_FACES = 1.6
NONE = 7  # classes 0..6 = face value, 7 = no die here


def crop(image, cx, cy, side):
    k = CROP_PX / (CROP_FACES * side)
    m = np.float32([[k, 0, CROP_PX / 2.0 - k * cx], [0, k, CROP_PX / 2.0 - k * cy]])
    return cv2.warpAffine(image, m, (CROP_PX, CROP_PX), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def labelled_dice(image_path, shape):
    """[(value, cx, cy, side)] from NAME.json (rendered) or NAME.txt (YOLO)."""
    base = os.path.splitext(image_path)[0]
    out = []
    if os.path.exists(base + ".json"):
        for d in json.load(open(base + ".json"))["dice"]:
            c = np.array(d["corners"], np.float32)
            side = float(np.mean([np.linalg.norm(c[i] - c[(i + 1) % 4]) for i in range(4)]))
            out.append((d["value"], float(c[:, 0].mean()), float(c[:, 1].mean()), side))
    elif os.path.exists(base + ".txt"):
        h, w = shape[:2]
        for line in open(base + ".txt"):
            p = line.split()
            if len(p) != 5:
                continue
            k, x, y, bw, bh = int(p[0]), float(p[1]) * w, float(p[2]) * h, float(p[3]) * w, float(p[4]) * h
            # YOLO boxes here sometimes hug the pips: take the larger side, a little grown.
            out.append((k + 1, x, y, max(bw, bh) * 1.1))
    return out


def images_in(folders):
    files = []
    for folder in folders:
        files += sorted(glob.glob(os.path.join(folder, "*.jpg")))
    return files


def sample_crops(image, dice, rng, per_die=12, negatives=24):
    """Jittered crops of every die (centre within 0.3 side, scale ±25 %, any quarter turn)
    and crops of places with no die centre nearby."""
    xs, ys = [], []
    for value, cx, cy, side in dice:
        for _ in range(per_die):
            s = side * rng.uniform(0.8, 1.25)
            jx, jy = rng.uniform(-0.3, 0.3) * side, rng.uniform(-0.3, 0.3) * side
            c = crop(image, cx + jx, cy + jy, s)
            c = np.rot90(c, rng.integers(4)).copy()
            xs.append(c)
            ys.append(value)
    h, w = image.shape[:2]
    sides = [d[3] for d in dice] or [w / 15.0]
    placed = 0
    for _ in range(negatives * 5):
        if placed >= negatives:
            break
        side = float(rng.choice(sides)) * rng.uniform(0.8, 1.25)
        if dice and rng.random() < 0.5:  # next to a die: edges, side faces, neighbours
            v, cx, cy, s0 = dice[rng.integers(len(dice))]
            a = rng.uniform(0, 2 * np.pi)
            r = rng.uniform(0.75, 1.5) * s0
            x, y = cx + r * np.cos(a), cy + r * np.sin(a)
        else:
            x, y = rng.uniform(0, w), rng.uniform(0, h)
        if any(np.hypot(x - cx, y - cy) < 0.6 * s for _, cx, cy, s in dice):
            continue
        xs.append(crop(image, x, y, side))
        ys.append(NONE)
        placed += 1
    return xs, ys
