"""Runs the learned dice path as DiceReader.cpp runs it (finder, frame-edge filter, centre
refiner, face classifier on the crop and on its three quarter turns) and saves, for every
find, what the confidence is made of, so that ways to combine them can be compared offline
(choose_confidence.py):

  /usr/bin/python3 vision/training/dice/dump_readings.py --faces vision/models/dice_faces.onnx \
      --out /work/render/dice-v3-models/readings-v2ab.npz /work/render/dice-v2-a /work/render/dice-v2-b

Each find: folder index, image index, label value (-1: no labelled die within half a side),
label colour ("" for YOLO labels), finder score, the classifier's 8 probabilities for the
crop and for each of its three turns (--mirrored: then the mirrored crop and its turns).
"""
import argparse
import json
import os
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_detector import find, input_size, refine  # noqa: E402
from dice_crops import crop, images_in, labelled_dice  # noqa: E402


def label_colours(path):
    base = os.path.splitext(path)[0]
    if not os.path.exists(base + ".json"):
        return None
    return [d["colour"] for d in json.load(open(base + ".json"))["dice"]]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--faces", required=True)
    ap.add_argument("--finder", default="vision/models/dice_finder.onnx")
    ap.add_argument("--refiner", default="vision/models/dice_centre.onnx")
    ap.add_argument("--min-score", type=float, default=0.4)    # DetectorConfig::minScore
    ap.add_argument("--border-faces", type=float, default=0.15)  # DetectorConfig::minBorderFaces
    ap.add_argument("--mirrored", action="store_true", help="also the mirrored crop and its three turns")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    cv2.setNumThreads(1)
    finder = cv2.dnn.readNetFromONNX(args.finder)
    size = input_size(args.finder)
    refiner = cv2.dnn.readNetFromONNX(args.refiner)
    faces = cv2.dnn.readNetFromONNX(args.faces)
    rows = {k: [] for k in ("folder", "image", "value", "colour", "score", "probs", "labelled")}
    names = []
    for fi, folder in enumerate(args.dirs):
        for path in images_in([folder]):
            image = cv2.imread(path)
            dice = labelled_dice(path, image.shape)
            colours = label_colours(path) or [""] * len(dice)
            h, w = image.shape[:2]
            peaks = find(finder, image, args.min_score, size=size, last=cv2.INTER_LINEAR)
            peaks = [p for p in peaks if min(p[1], p[2], w - 1 - p[1], h - 1 - p[2]) >= args.border_faces * p[3]]
            peaks = refine(refiner, image, peaks)
            names.append(path)
            rows["labelled"].append(len(dice))
            if not peaks:
                continue
            crops = []
            for _, x, y, s in peaks:
                c = crop(image, x, y, s)
                for view in ([c, cv2.flip(c, 1)] if args.mirrored else [c]):
                    crops += [view, cv2.rotate(view, cv2.ROTATE_90_CLOCKWISE), cv2.rotate(view, cv2.ROTATE_180),
                              cv2.rotate(view, cv2.ROTATE_90_COUNTERCLOCKWISE)]
            faces.setInput(cv2.dnn.blobFromImages(crops, 1 / 255.0))
            logits = faces.forward()
            e = np.exp(logits - logits.max(1, keepdims=True))
            probs = (e / e.sum(1, keepdims=True)).reshape(len(peaks), len(crops) // len(peaks), 8)
            for (score, x, y, s), p in zip(peaks, probs):
                best = None
                for k, (v, cx, cy, side) in enumerate(dice):
                    d = np.hypot(x - cx, y - cy)
                    if d < 0.5 * side and (best is None or d < best[0]):
                        best = (d, k)
                rows["folder"].append(fi)
                rows["image"].append(len(names) - 1)
                rows["value"].append(dice[best[1]][0] if best else -1)
                rows["colour"].append(colours[best[1]] if best else "")
                rows["score"].append(score)
                rows["probs"].append(p)
    np.savez(args.out, names=np.array(names), dirs=np.array(args.dirs),
             **{k: np.array(v) for k, v in rows.items()})
    print("wrote", args.out, len(rows["value"]), "finds,", sum(rows["labelled"]), "labelled dice")


if __name__ == "__main__":
    main()
