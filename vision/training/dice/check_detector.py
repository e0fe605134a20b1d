"""Measures the dice finder alone (as vision/src/dice/DiceDetector.cpp runs it): labelled dice
found (a peak within half a face side of the centre), missed, extra peaks, per folder.

  /usr/bin/python3 vision/training/dice/check_detector.py vision/models/dice_finder.onnx DIR...

--refiner vision/models/dice_centre.onnx moves each peak as the reader's centre refiner does
(DiceCentreRefiner.cpp) before the centre and side errors are measured.
"""
import argparse
import os
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dice_crops import images_in  # noqa: E402
from train_dice_detector import load_labels  # noqa: E402


def input_size(model):
    """(width, height) of the exported network's input."""
    import onnx
    dims = onnx.load(model).graph.input[0].type.tensor_type.shape.dim
    return dims[3].dim_value, dims[2].dim_value


def shrink(image, size, last=cv2.INTER_AREA):
    """As DiceDetector.cpp shrinks the frame: halving steps (exact 2x2 means), then one step
    of `last` to `size` (INTER_LINEAR there: INTER_AREA's non-integer path costs ~1 ms)."""
    small = image
    while small.shape[1] >= 2 * size[0] and small.shape[0] >= 2 * size[1]:
        small = cv2.resize(small, (small.shape[1] // 2, small.shape[0] // 2), interpolation=cv2.INTER_AREA)
    if (small.shape[1], small.shape[0]) != tuple(size):
        small = cv2.resize(small, tuple(size), interpolation=last)
    return small


def find(net, image, min_score=0.25, separation=0.6, size=(320, 240), last=None):
    """Peaks (score, x, y, side) in image pixels; `size` is the network input (input_size).
    last=None: one INTER_AREA shrink; else halving steps, then `last` (see shrink)."""
    IN_W, IN_H = size
    k = min(IN_W / image.shape[1], IN_H / image.shape[0])
    fw, fh = round(image.shape[1] * k), round(image.shape[0] * k)
    if last is None:
        small = cv2.resize(image, (fw, fh), interpolation=cv2.INTER_AREA)
    else:
        small = shrink(image, (fw, fh), last)
    small = cv2.copyMakeBorder(small, 0, IN_H - fh, 0, IN_W - fw, cv2.BORDER_REPLICATE)
    net.setInput(cv2.dnn.blobFromImage(small, 1 / 255.0))
    maps = net.forward()[0]
    STRIDE = IN_W // maps.shape[2]
    heat = maps[0]
    peak = cv2.dilate(heat, np.ones((3, 3), np.uint8))
    ys, xs = np.where((heat >= peak) & (heat >= min_score))
    found = []
    for y, x in zip(ys, xs):
        cx, cy = (x + maps[2, y, x]) * STRIDE / k, (y + maps[3, y, x]) * STRIDE / k
        found.append((float(heat[y, x]), cx, cy, float(np.exp(maps[1, y, x]) * STRIDE / k)))
    found.sort(reverse=True)
    kept = []
    for f in found:
        if all(np.hypot(f[1] - g[1], f[2] - g[2]) >= separation * max(f[3], g[3]) for g in kept):
            kept.append(f)
    return kept


def refine(net, image, peaks, passes=1, max_shift=0.35, max_scale=1.1):
    """The peaks (score, x, y, side) moved as DiceCentreRefiner.cpp moves them (the bounds are
    RefinerConfig's defaults)."""
    from train_dice_centre import window
    for _ in range(passes):
        if not peaks:
            return peaks
        net.setInput(cv2.dnn.blobFromImages([window(image, x, y, s)[0] for _, x, y, s in peaks], 1 / 255.0))
        out = net.forward()
        moved = []
        for (score, x, y, s), (dx, dy, ds) in zip(peaks, out):
            dx, dy = np.clip(dx, -max_shift, max_shift), np.clip(dy, -max_shift, max_shift)
            moved.append((score, x + dx * s, y + dy * s, s * float(np.exp(np.clip(ds, -np.log(max_scale), np.log(max_scale))))))
        peaks = moved
    return peaks


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--min-score", type=float, default=0.25)
    ap.add_argument("--last", choices=["area", "linear"], help="halving steps, then this shrink (as the reader)")
    ap.add_argument("--refiner", help="centre refiner ONNX model (train_dice_centre.py)")
    ap.add_argument("--passes", type=int, default=1, help="refiner passes")
    args = ap.parse_args()
    cv2.setNumThreads(1)
    net = cv2.dnn.readNetFromONNX(args.model)
    size = input_size(args.model)
    refiner = cv2.dnn.readNetFromONNX(args.refiner) if args.refiner else None
    for folder in args.dirs:
        labelled = found = extra = 0
        side_err, centre_err = [], []
        for path in images_in([folder]):
            image = cv2.imread(path)
            labels = load_labels(path, image.shape)
            last = {"area": cv2.INTER_AREA, "linear": cv2.INTER_LINEAR, None: None}[args.last]
            peaks = find(net, image, args.min_score, size=size, last=last)
            if refiner is not None:
                peaks = refine(refiner, image, peaks, args.passes)
            used = set()
            for x, y, side, _ in labels:
                labelled += 1
                s = side if side > 0 else 40
                best = None
                for i, (score, px, py, ps) in enumerate(peaks):
                    d = np.hypot(px - x, py - y)
                    if i not in used and d < 0.5 * s and (best is None or d < best[0]):
                        best = (d, i)
                if best:
                    found += 1
                    used.add(best[1])
                    if side > 0:
                        side_err.append(peaks[best[1]][3] / side - 1)
                        centre_err.append(best[0] / side)
            extra += len(peaks) - len(used)
        print("%s: labelled %d found %d (%.1f%%) missed %d extra %d side err median %.3f p90 %.3f centre err median %.3f p90 %.3f" % (
            folder, labelled, found, 100.0 * found / max(labelled, 1), labelled - found, extra,
            np.median(np.abs(side_err)) if side_err else 0, np.percentile(np.abs(side_err), 90) if side_err else 0,
            np.median(centre_err) if centre_err else 0, np.percentile(centre_err, 90) if centre_err else 0))


if __name__ == "__main__":
    main()
