"""Trains the card finder's learned stage: a small fully convolutional net that looks at the
photo shrunk to 192x144 and predicts, at 96x72, the probability that each point lies on the
truck card (the whole card outline, stacks on it included). vision/src/CardMaskFinder.cpp turns
the mask into an outline and refines its sides on the photo. Exports ONNX for OpenCV's dnn.
Reproducible (fixed seeds), CPU only.

The committed model (vision/models/card_finder.onnx) since round `random-tables` (session 12) is
r4, trained anew on every earlier training folder plus random tables (a procedural pigment per
scene, datasets/scenegen/table_random.py; vision/README.md, round `random-tables`):

  nice -n 10 /usr/bin/python3 vision/training/card/train_card_finder.py \
      --data datasets/trucks/dev /work/render/test2 /work/render/oldtest /work/render/train-random \
             /work/render/test3 /work/render/test5 /work/render/test6 /work/render/test6 \
             /work/render/train-white /work/render/train-white /work/render/sticks-v3-a \
             /work/render/tiles-a /work/render/tiles-a /work/render/patterned-a \
             /work/render/rt-a /work/render/rt-a /work/render/rt-a \
      --held /work/render/rt-held --pattern-share 0.3 --regular-tiles --epochs 96 --seed 1 \
      --out vision/models/card_finder.onnx

(~40 min on one thread of the loaded machine; rt-held IoU 0.892 mean, 0.43 worst. The retired
splits by `git archive COMMIT datasets/trucks/test` (test2 4e42729, oldtest f27a9d0, test3
4a0efe3, test5 1c630b0, test6 a115183); the renders from datasets/ with `nice -n 12
/usr/bin/python3 -m scenegen.generate_trucks --split SPLIT --count N --out /work/render/NAME
--seed S`: train-random `train` 150 seed 10 (the first 150 of the 600 earlier models saw),
train-white `train_white` 80 seed 1000, sticks-v3-a `train_sticks` 32 seed 1400, tiles-a
`train_tiles` 45 seed 1700, patterned-a `train_patterned` 24 seed 2100, rt-a
`train_random_tables` 300 seed 2300, rt-held `train_random_tables` 30 seed 2302.)
Candidates of that round, same data (/work/render/rt-models): r1 from scratch, 24 epochs (rt-held
0.846: too short); r2 m1 fine-tuned 24 epochs (--init vision/models/card_finder.onnx of main
--lr 1e-3; rt-held 0.866); r3 from scratch, 72 epochs, seed 0 (rt-held 0.890); r4 above (0.892),
chosen over r3 on the trained-on dev, test3 and test5 (r3 → r4: card found 147/149/146 →
146/150/148, penalty exact 81.3/78.7/73.3 → 82.0/78.7/75.3 %) before it ran on the decision sets.
Round `card-mask` to `patterned` (sessions 10-11) used the candidate m1 of round `tiles`, trained
with tiled and checked tables: its command is the one under "Tried in session 9" below. The
model before it (rounds up to session 9) was trained by:

  nice -n 5 /usr/bin/python3 vision/training/card/train_card_finder.py \
      --data datasets/trucks/dev /tmp/seed2/datasets/trucks/test /tmp/oldtest/datasets/trucks/test \
             /work/render/train-random \
      --out vision/models/card_finder.onnx

(/tmp/oldtest: `git archive f27a9d0 datasets/trucks/test | tar -x -C /tmp/oldtest`; /tmp/seed2:
`git archive 4e42729 datasets/trucks/test | tar -x -C /tmp/seed2`, the split that was
datasets/trucks/test when the model was trained. Today's datasets/trucks/test is the held-out
split: the script refuses it.)
The committed model was trained while train-random was still being rendered: it saw only
train_0000-0003 of it (every later scene is held out: /work/render/finder-heldout-random links
train_0004 onwards). To reproduce it exactly, give a folder holding just those four scenes.
The held-out measurement of the recipe: the same command with --hold-art night_dark
--hold-art kraft_sketch (held-out mask IoU 0.94 mean, 0.83 worst after 24 epochs).
--hold-art NAME (repeatable) leaves every scene of that art out of training and reports the
mask quality on them; --hold-last N leaves the last N scenes of each folder out the same way
(e.g. the newest random-art scenes of train-random); --held DIR... only measures on those folders.
--pattern-share F repaints the table round the card of that share of the views with a random
pattern (tiles or blobs, one colour as pale as the paper; table_pattern) and casts a strong
cool or warm light on a quarter of them. Tried in session 7 (branch card-find, not adopted):
  --data datasets/trucks/dev /tmp/seed2/... /tmp/oldtest/... /work/render/train-random
         /work/render/test3 [/work/render/card-find-train] --held /work/render/test4
         --epochs 20 --pattern-share 0.3
test4 mask IoU 0.908 -> 0.925 mean (0.37 -> 0.79 worst), card found (vision_card_eval) test4
139 -> 141, but dev 146 -> 146, test3 146 -> 144, train-random 470 -> 468 and the fresh
seed-450 renders 54 -> 54 of 57: no gain overall.
Tried in session 9 (branch tiles; adopted in session 10, round `card-mask`, with the margin
check on the near path: numbers in vision/README.md, rounds `tiles` and `card-mask`), with
--regular-tiles (regular checks and ginghams among the synthetic tables; the
old recipe's random draws are unchanged without it):
  nice -n 5 /usr/bin/python3 vision/training/card/train_card_finder.py \
      --data datasets/trucks/dev /tmp/tiles/seed2/datasets/trucks/test \
             /tmp/tiles/oldtest/datasets/trucks/test /work/render/train-random /work/render/test3 \
             /work/render/card-find-train /work/render/test6 /work/render/test6 \
             /work/render/train-white /work/render/train-white /work/render/sticks-v3-a \
             /work/render/tiles-a /work/render/tiles-a \
      --held /work/render/test4 /work/render/tiles-b --pattern-share 0.3 --regular-tiles \
      --out /work/render/tiles-models/m1.onnx
(folders named twice are drawn twice as often; tiles-a held 11 of its 45 scenes, 0000-0010, and
tiles-b 15 of 40 when the run read them; held IoU after 24 epochs 0.923 mean, 0.762 worst.)
Tried in round `card-r5` (2026-11-27, branch card-r5; not adopted, r4 stays): r4's data plus the
motif-table renders r5-a (`train_random_tables2` 250 seed 2500, datasets/trucks/README.md) and the
retired splits test10 (`git archive 6d9a3d6 datasets/trucks/test`, in
/work/render/r5-test10/datasets/trucks/test), /work/render/test11 and /work/render/test12:

  nice -n 10 /usr/bin/python3 vision/training/card/train_card_finder.py \
      --data datasets/trucks/dev /work/render/test2 /work/render/oldtest /work/render/train-random \
             /work/render/test3 /work/render/test5 /work/render/test6 /work/render/test6 \
             /work/render/train-white /work/render/train-white /work/render/sticks-v3-a \
             /work/render/tiles-a /work/render/tiles-a /work/render/patterned-a \
             /work/render/rt-a /work/render/rt-a /work/render/rt-a \
             /work/render/r5-a /work/render/r5-a /work/render/r5-a \
             /work/render/r5-test10/datasets/trucks/test /work/render/test11 /work/render/test12 \
      --held /work/render/r5-held /work/render/rt-held --pattern-share 0.3 --regular-tiles \
      --epochs 96 --seed 1 --out /work/render/r5-models/r5.onnx

(3606 training scenes; 13 min wall beside other jobs, one thread.) Candidates in
/work/render/r5-models (scripts train-*.sh beside them): r5 above; r5b the same with r5-a four
times, seed 3 (12 min); r5ft r4 fine-tuned on r5's data, --init r4 --lr 1e-3 --epochs 32 --seed 2
(5 min); r5ft2 the same, 64 epochs, seed 4 (8 min). Mask IoU (cut at 0.5, mean/worst) r4 → r5 /
r5ft / r5ft2 / r5b: r5-held 0.911/0.77 → 0.920 / 0.914 / 0.920 / 0.918; rt-held 0.892/0.43 →
0.906 / 0.904 / 0.914 / 0.915; r5-decide 0.906 → 0.916 / 0.911 / 0.915 / 0.913; rt-decide 0.916 →
0.924 / 0.919 / 0.924 / 0.921; patterned-decide 0.913 → 0.911 / 0.912 / 0.911 / 0.910; dev 0.932
→ 0.931 / 0.931 / 0.932 / 0.935. Stage 1 (vision_card_eval --list) over the twelve decision sets
(dev, test4-9, rt-decide, rt-fresh, patterned-decide, tiles-b, r5-decide; 1,416 scenes): corner
error under 5 px r4 1340 → 1355 / 1356 / 1354 / 1346, but sure-wrong outlines (orientation
confidence > 0.5) 1 → 6 / 5 / 6 / 5 (rt-decide 0018 and 0077, where r4 finds no card, test9_0117,
test7_0132, r5-decide 0099). eval-photos (card found / penalty exact) r4 → r5 → r5ft: r5-decide
95/82 → 96/87 → 95/83, patterned-decide 24/20 → 23/21 → 23/20, rt-fresh 75/68 → 74/62 → 74/67,
rt-decide 112/103 → 115/104 → 114/104, all twelve 1381/1265 → 1385/1270 → 1388/1273,
confident-wrong 0 everywhere. No candidate raises both on r5-decide and patterned-decide without
a fall elsewhere; most exact changes are readings moved by sub-pixel corner shifts, and r4's mask
is already good on the motif tables (r5-decide IoU 0.906): the scenes lost there are pale tables
the margin merges with (the white-margin and line looks), not the mask.
Debian packages: python3-torch python3-onnx python3-opencv python3-numpy."""
import argparse
import glob
import json
import math
import os

import cv2
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

IN_W, IN_H = 192, 144
OUT_W, OUT_H = IN_W // 2, IN_H // 2
# Share of training views whose table is repainted with a random pattern (--pattern-share).
PATTERN_SHARE = 0.0
# Some of the patterned tables are regular checks and ginghams (--regular-tiles).
REGULAR_TILES = False


def conv(cin, cout, stride=1, dilation=1):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, stride, dilation, dilation=dilation, bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
    )


class CardMaskNet(nn.Module):
    """Card probability (sigmoid) at half the input resolution."""

    def __init__(self):
        super().__init__()
        self.s2 = conv(3, 12, 2)  # 96x72
        self.s4 = conv(12, 16, 2)  # 48x36
        self.s8 = nn.Sequential(conv(16, 24, 2), conv(24, 24))  # 24x18
        self.s16 = nn.Sequential(conv(24, 32, 2), conv(32, 32, dilation=2), conv(32, 32, dilation=2))  # 12x9
        self.up16 = nn.Conv2d(32, 24, 1)
        self.m8 = conv(24, 24)
        self.up8 = nn.Conv2d(24, 16, 1)
        self.m4 = conv(16, 16)
        self.up4 = nn.Conv2d(16, 12, 1)
        self.m2 = conv(12, 12)
        self.head = nn.Conv2d(12, 1, 1)

    def forward(self, x):
        f2 = self.s2(x)
        f4 = self.s4(f2)
        f8 = self.s8(f4)
        f16 = self.s16(f8)
        m8 = self.m8(f8 + F.interpolate(self.up16(f16), scale_factor=2.0, mode="nearest"))
        m4 = self.m4(f4 + F.interpolate(self.up8(m8), scale_factor=2.0, mode="nearest"))
        m2 = self.m2(f2 + F.interpolate(self.up4(m4), scale_factor=2.0, mode="nearest"))
        return torch.sigmoid(self.head(m2))


class Scene:
    def __init__(self, path, keep=2):
        d = json.load(open(path))
        image = cv2.imread(os.path.join(os.path.dirname(path), d["image"]))
        self.name = path
        self.art = d.get("conditions", {}).get("art", "?")
        # Kept at `keep` x the net's input: augmentations shrink from here with INTER_AREA.
        k = keep * IN_W / image.shape[1]
        self.image = cv2.resize(image, None, fx=k, fy=k, interpolation=cv2.INTER_AREA)
        self.corners = np.array(d["card_corners"], np.float32) * k


def scenes_in(folders):
    out = []
    for folder in folders:
        out.append(sorted(glob.glob(os.path.join(folder, "*.json"))))
    return out


def augment(scene, rng, negative=False):
    """A random view of the scene: turn, scale, shift, flip, light; (input uint8, mask float)."""
    img = scene.image
    h, w = img.shape[:2]
    if negative:
        # Table only: a zoomed piece of the photo away from the card.
        for _ in range(20):
            s = rng.uniform(1.5, 3.0)
            cw, ch = w / s, h / s
            x0, y0 = rng.uniform(0, w - cw), rng.uniform(0, h - ch)
            c = scene.corners
            if (c[:, 0].max() < x0 or c[:, 0].min() > x0 + cw or c[:, 1].max() < y0
                    or c[:, 1].min() > y0 + ch):
                crop = img[int(y0):int(y0 + ch), int(x0):int(x0 + cw)]
                out = cv2.resize(crop, (IN_W, IN_H), interpolation=cv2.INTER_AREA)
                if PATTERN_SHARE > 0 and rng.random() < PATTERN_SHARE:
                    out = patterned_table(out, np.full((4, 2), -10.0, np.float32), rng)
                return light(out, rng), np.zeros((OUT_H, OUT_W), np.float32)
        negative = False
    s = IN_W / w * rng.uniform(0.8, 1.25)
    angle = rng.uniform(-180, 180) if rng.random() < 0.7 else 0.0
    cx, cy = scene.corners[:, 0].mean(), scene.corners[:, 1].mean()
    # Keep the card mostly in view: its centre lands within the middle of the frame.
    tx = rng.uniform(0.25, 0.75) * IN_W
    ty = rng.uniform(0.25, 0.75) * IN_H
    if rng.random() < 0.4:
        tx, ty = w * s / 2 + (tx - w * s / 2) * 0.3, h * s / 2 + (ty - h * s / 2) * 0.3
    m = cv2.getRotationMatrix2D((float(cx), float(cy)), angle, s)
    m[0, 2] += tx - cx
    m[1, 2] += ty - cy
    inp = cv2.warpAffine(img, m, (IN_W, IN_H), flags=cv2.INTER_AREA, borderMode=cv2.BORDER_REFLECT_101)
    corners = cv2.transform(scene.corners[None], m)[0]
    if rng.random() < 0.5:
        inp = inp[:, ::-1].copy()
        corners[:, 0] = IN_W - corners[:, 0]
    if PATTERN_SHARE > 0 and rng.random() < PATTERN_SHARE:
        inp = patterned_table(inp, corners, rng)
    mask = np.zeros((OUT_H * 4, OUT_W * 4), np.uint8)
    # Drawn at 4x the output (2x the input, 1/16 pixel vertices) and shrunk: soft edges.
    cv2.fillPoly(mask, [np.round((corners * 2 - 0.5) * 16).astype(np.int32)], 255, shift=4)
    mask = cv2.resize(mask, (OUT_W, OUT_H), interpolation=cv2.INTER_AREA).astype(np.float32) / 255
    return light(inp, rng), mask


def table_pattern(rng):
    """A random pattern over the input (float BGR factors round 1): tiles of random colours or
    smooth blobs, from a palette of 2-5 colours, some of them as pale as the card's paper."""
    n = int(rng.integers(2, 6))
    palette = rng.uniform(0.25, 1.0, (n, 3)).astype(np.float32)
    pale = rng.integers(n)
    palette = palette + (palette.mean(axis=1, keepdims=True) - palette) * rng.uniform(0.0, 0.8)
    palette[pale] = rng.uniform(0.82, 1.0) * rng.uniform(0.92, 1.0, 3)
    if rng.random() < 0.6:
        # Tiles: a rotated grid of cells (or Voronoi-like cells: jittered grid, nearest centre).
        side = rng.uniform(5, 22)
        a = rng.uniform(0, math.pi)
        gx, gy = np.meshgrid(np.arange(IN_W, dtype=np.float32), np.arange(IN_H, dtype=np.float32))
        u = (np.cos(a) * gx + np.sin(a) * gy) / side
        v = (-np.sin(a) * gx + np.cos(a) * gy) / side * rng.uniform(0.6, 1.6)
        if rng.random() < 0.5:
            u += rng.uniform(0, 0.45) * np.sin(v * 2.1)
            v += rng.uniform(0, 0.45) * np.sin(u * 1.7)
        iu, iv = np.floor(u).astype(np.int64), np.floor(v).astype(np.int64)
        index = ((iu * 73856093) ^ (iv * 19349663) ^ int(rng.integers(1 << 30))) % n
        if REGULAR_TILES and rng.random() < 0.4:
            # A regular check of a pale and another colour; or a gingham (pale, mixed, dark: the
            # stripes of two colours crossing) when there are three colours.
            dark, mixed = (pale + 1) % n, (pale + 2) % n
            index = np.where((iu + iv) % 2 == 0, pale, dark)
            if n > 2 and rng.random() < 0.5:
                palette[mixed] = (palette[pale] + palette[dark]) / 2
                index = np.where((iu % 2 == 0) & (iv % 2 == 0), pale,
                                 np.where((iu % 2 == 1) & (iv % 2 == 1), dark, mixed))
        pattern = palette[index]
        if rng.random() < 0.5:
            grout = (np.minimum(u - iu, v - iv) < rng.uniform(0.03, 0.1))[..., None]
            pattern = np.where(grout, palette[rng.integers(n)] * 0.8, pattern)
    else:
        # Smooth blobs: low-resolution noise, blown up, thresholded into palette bands.
        cells = int(rng.integers(4, 16))
        noise = rng.random((cells * 3 // 4 + 1, cells + 1)).astype(np.float32)
        noise = cv2.resize(noise, (IN_W, IN_H), interpolation=cv2.INTER_CUBIC)
        bands = np.clip((noise - noise.min()) / max(1e-6, np.ptp(noise)) * n, 0, n - 1e-3)
        pattern = palette[bands.astype(np.int64)]
    return cv2.GaussianBlur(pattern, (0, 0), rng.uniform(0.3, 1.0))


def patterned_table(img, corners, rng):
    """The table round the card repainted with a random pattern, the photo's shading kept."""
    f = img.astype(np.float32)
    shade = cv2.GaussianBlur(f.mean(axis=2), (0, 0), 6)[..., None]
    paper = np.percentile(f, 99.5)
    painted = paper * table_pattern(rng) * np.clip(shade / max(1.0, np.median(shade)), 0.5, 1.2)
    card = np.zeros((IN_H * 4, IN_W * 4), np.uint8)
    cv2.fillPoly(card, [np.round((corners * 4 - 0.5) * 16).astype(np.int32)], 255, shift=4)
    card = cv2.resize(card, (IN_W, IN_H), interpolation=cv2.INTER_AREA).astype(np.float32)[..., None] / 255
    mix = (1 - card) * rng.uniform(0.75, 1.0)
    return np.clip(f * (1 - mix) + painted * mix, 0, 255).astype(np.uint8)


def light(img, rng):
    f = img.astype(np.float32)
    gain = rng.uniform(0.55, 1.35)
    tint = np.array([rng.uniform(0.8, 1.2), rng.uniform(0.9, 1.1), rng.uniform(0.8, 1.2)], np.float32)
    if PATTERN_SHARE > 0 and rng.random() < 0.25:
        # Strongly cool or warm light: blue against red.
        cast = rng.uniform(1.1, 1.35)
        tint *= np.array([cast, 1.0, 1.0 / cast] if rng.random() < 0.6 else [1.0 / cast, 1.0, cast],
                         np.float32)
    f = f * gain * tint
    # A soft shadow or light gradient across the frame.
    if rng.random() < 0.5:
        gx, gy = np.meshgrid(np.linspace(-1, 1, f.shape[1]), np.linspace(-1, 1, f.shape[0]))
        a = rng.uniform(0, 2 * math.pi)
        f *= (1 + rng.uniform(0, 0.35) * (np.cos(a) * gx + np.sin(a) * gy))[..., None]
    f += rng.normal(0, rng.uniform(0, 6), f.shape)
    return np.clip(f, 0, 255).astype(np.uint8)


def to_tensor(images):
    return torch.from_numpy(np.stack(images)).permute(0, 3, 1, 2).float() / 255.0


def evaluate(model, scenes):
    """Mean IoU of the thresholded mask with the truth, on un-augmented views."""
    model.eval()
    ious = []
    with torch.no_grad():
        for sc in scenes:
            k = IN_W / sc.image.shape[1]
            inp = cv2.resize(sc.image, (IN_W, IN_H), interpolation=cv2.INTER_AREA)
            mask = np.zeros((OUT_H, OUT_W), np.uint8)
            cv2.fillPoly(mask, [np.round((sc.corners * k / 2 - 0.5) * 16).astype(np.int32)], 1, shift=4)
            p = model(to_tensor([inp]))[0, 0].numpy() > 0.5
            ious.append((p & (mask > 0)).sum() / max(1, (p | (mask > 0)).sum()))
    return float(np.mean(ious)) if ious else float("nan"), float(np.min(ious)) if ious else float("nan")


def load_folded(model, path):
    """Loads an exported model (its BatchNorms folded into the convolutions) for fine-tuning
    (--init): each BatchNorm becomes the identity plus the folded bias, and stays frozen."""
    import onnx
    from onnx import numpy_helper
    graph = onnx.load(path).graph
    weights = {i.name: numpy_helper.to_array(i).copy() for i in graph.initializer}
    convs = [n for n in graph.node if n.op_type == "Conv"]
    folded = [n for n in convs if not n.input[1].endswith(".weight")]
    blocks = [m for m in model.modules()
              if isinstance(m, nn.Sequential) and len(m) == 3 and isinstance(m[1], nn.BatchNorm2d)]
    assert len(blocks) == len(folded), (len(blocks), len(folded))
    with torch.no_grad():
        for block, node in zip(blocks, folded):
            block[0].weight.copy_(torch.from_numpy(weights[node.input[1]]))
            bn = block[1]
            bn.weight.fill_(1.0)
            bn.bias.copy_(torch.from_numpy(weights[node.input[2]]))
            bn.running_mean.zero_()
            bn.running_var.fill_(1.0 - bn.eps)
        for name in ("up16", "up8", "up4", "head"):
            layer = getattr(model, name)
            layer.weight.copy_(torch.from_numpy(weights[name + ".weight"]))
            layer.bias.copy_(torch.from_numpy(weights[name + ".bias"]))


def train_mode(model, frozen_norms):
    model.train()
    if frozen_norms:
        for m in model.modules():
            if isinstance(m, nn.BatchNorm2d):
                m.eval()


def export(model, path):
    model.eval()
    torch.onnx.export(model, torch.zeros(1, 3, IN_H, IN_W), path, opset_version=11,
                      input_names=["photo"], output_names=["card"])
    import onnx
    m = onnx.load(path)
    # OpenCV 4.6 cannot read shared initialisers through Identity nodes; inline them.
    ident = {n.output[0]: n.input[0] for n in m.graph.node if n.op_type == "Identity"}
    if ident:
        for n in m.graph.node:
            n.input[:] = [ident.get(i, i) for i in n.input]
        keep = [n for n in m.graph.node if n.op_type != "Identity"]
        del m.graph.node[:]
        m.graph.node.extend(keep)
        onnx.save(m, path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", nargs="+", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--hold-art", action="append", default=[])
    ap.add_argument("--hold-last", type=int, default=0)
    ap.add_argument("--held", nargs="*", default=[], help="folders only measured (mask IoU)")
    ap.add_argument("--pattern-share", type=float, default=0.0)
    ap.add_argument("--regular-tiles", action="store_true")
    ap.add_argument("--epochs", type=int, default=24)
    ap.add_argument("--steps", type=int, default=50, help="batches per epoch")
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--init", help="fine-tune this exported model (ONNX) instead of training anew")
    ap.add_argument("--lr", type=float, default=3e-3, help="peak learning rate")
    args = ap.parse_args()
    global PATTERN_SHARE, REGULAR_TILES
    PATTERN_SHARE = args.pattern_share
    REGULAR_TILES = args.regular_tiles
    for d in args.data + args.held:
        # The held-out split (datasets/trucks/test, the thirty-second since 2026-12-07: files
        # test32_*): never trained or measured on. The tenth to twelfth are retired (round
        # card-r5 trains on them), and so are the thirteenth (test13_*) to the thirty-first
        # (test31_*) after the lead's measurements of each.
        assert not any(s in d for s in ("test32", "split32")) and os.path.realpath(d) != os.path.realpath(
            os.path.join(os.path.dirname(__file__), "../../../datasets/trucks/test")), d
        assert not glob.glob(os.path.join(d, "test32_*")), d
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    torch.set_num_threads(1)

    train, held = [], []
    for files in scenes_in(args.data):
        for i, f in enumerate(files):
            sc = Scene(f)
            if sc.art in args.hold_art or (args.hold_last and i >= len(files) - args.hold_last):
                held.append(sc)
            else:
                train.append(sc)
    for files in scenes_in(args.held):
        held.extend(Scene(f) for f in files)
    print(f"{len(train)} training scenes, {len(held)} held out", flush=True)

    model = CardMaskNet()
    if args.init:
        load_folded(model, args.init)
        if held:
            print("init held IoU mean %.4f min %.4f" % evaluate(model, held), flush=True)
    print(sum(p.numel() for p in model.parameters()), "parameters", flush=True)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    total = args.epochs * args.steps
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=total, pct_start=0.15)
    train_mode(model, bool(args.init))
    for epoch in range(args.epochs):
        loss_sum = 0.0
        for _ in range(args.steps):
            batch = [augment(train[rng.integers(len(train))], rng, negative=rng.random() < 0.1)
                     for _ in range(args.batch)]
            x = to_tensor([b[0] for b in batch])
            y = torch.from_numpy(np.stack([b[1] for b in batch]))[:, None]
            p = model(x)
            bce = F.binary_cross_entropy(p, y)
            inter = (p * y).sum((1, 2, 3))
            dice = 1 - (2 * inter + 1) / (p.sum((1, 2, 3)) + y.sum((1, 2, 3)) + 1)
            loss = bce + 0.5 * dice.mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            loss_sum += loss.item()
        msg = f"epoch {epoch} loss {loss_sum / args.steps:.4f}"
        if epoch % 4 == 3 or epoch == args.epochs - 1:
            if held:
                msg += " held IoU mean %.4f min %.4f" % evaluate(model, held)
            export(model, args.out)  # a usable model early, should the run be cut short
            train_mode(model, bool(args.init))
        print(msg, flush=True)
    print("wrote", args.out)


if __name__ == "__main__":
    main()
