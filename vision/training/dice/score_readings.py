"""Scores the finds saved by dump_readings.py as DiceReader.cpp and eval-dice would: the turned
look below `--turned-below`, confidence = probability × min(1, finder score / `--sure-score`),
× `--penalty` for a face the die's colour lacks (the label's colour; YOLO labels: white, the
real photos' ordinary white dice), unsure below `--unsure-below`, "no die" at `--drop-no-die`
drops a find. Per folder and in all: correct, misread, abstained (wrong values among them),
missed, extra finds (no shadow check here: blank shadows count as extra).

  /usr/bin/python3 vision/training/dice/score_readings.py READINGS.npz...

Compares classifiers on the same finds (k-fold: each fold's model on its held-out photos).
"""
import argparse

import numpy as np

FACES = {"white": {1, 2, 3, 4, 5}, "grey": {0, 1, 2, 3, 4}, "brown": {0, 1, 2, 3},
         "turquoise": {0, 1, 2}, "violet": {0, 1, 2}}
NO_DIE = 7


def readings(d, args):
    """(value, confidence, kept) per find."""
    out = []
    for probs, score, colour in zip(d["probs"], d["score"], d["colour"]):
        p = probs[0] if probs[0].max() >= args.turned_below else probs[:args.views].mean(0)
        if p[NO_DIE] >= args.drop_no_die:
            out.append((-1, 0.0, False))
            continue
        value = int(np.argmax(p[:NO_DIE]))
        conf = float(p[value]) * min(1.0, float(score) / args.sure_score)
        colour = str(colour) or args.default_colour
        if colour in FACES and value not in FACES[colour]:
            conf *= args.penalty
        out.append((value, conf, True))
    return out


def score(d, args, folders=None):
    counts = dict(labelled=0, correct=0, misread=0, abstained=0, abstained_wrong=0, missed=0, extra=0)
    read = readings(d, args)
    for f in range(len(d["dirs"])):
        if folders is None or f in folders:
            counts["labelled"] += int(sum(d["labelled"][i] for i in _images_of(d, f)))
    for i, (value, conf, kept) in enumerate(read):
        if folders is not None and int(d["folder"][i]) not in folders:
            continue
        label = int(d["value"][i])
        if not kept:
            continue
        if label < 0:
            counts["extra"] += 1
        elif conf < args.unsure_below:
            counts["abstained"] += 1
            counts["abstained_wrong"] += int(value != label)
        elif value == label:
            counts["correct"] += 1
        else:
            counts["misread"] += 1
    counts["missed"] = counts["labelled"] - counts["correct"] - counts["misread"] - counts["abstained"]
    return counts


def _images_of(d, folder):
    """Indices (into `labelled`) of the folder's images: images are saved folder by folder."""
    prefix = str(d["dirs"][folder]).rstrip("/") + "/"
    return [i for i, name in enumerate(d["names"]) if str(name).startswith(prefix)]


def line(name, c):
    n = max(c["labelled"], 1)
    return "%-48s labelled %4d correct %4d (%.2f%%) misread %2d abstained %3d (wrong %d) missed %2d extra %3d" % (
        name, c["labelled"], c["correct"], 100.0 * c["correct"] / n, c["misread"], c["abstained"],
        c["abstained_wrong"], c["missed"], c["extra"])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("npz", nargs="+")
    ap.add_argument("--turned-below", type=float, default=0.98)  # ClassifierConfig::turnedLookBelow
    ap.add_argument("--sure-score", type=float, default=0.5)     # DetectorConfig::sureScore
    ap.add_argument("--unsure-below", type=float, default=0.8)   # FaceReaderConfig::unsureBelow
    ap.add_argument("--penalty", type=float, default=0.85)       # FaceReaderConfig::impossiblePenalty
    ap.add_argument("--drop-no-die", type=float, default=0.8)    # ClassifierConfig::dropNoDie
    ap.add_argument("--default-colour", default="white")
    ap.add_argument("--views", type=int, default=4, help="views averaged below --turned-below (8: with mirrored)")
    args = ap.parse_args()
    total = None
    for path in args.npz:
        d = np.load(path)
        for f, folder in enumerate(d["dirs"]):
            print(line(path.split("/")[-1] + " " + str(folder).split("/")[-1], score(d, args, {f})))
        c = score(d, args)
        total = c if total is None else {k: total[k] + c[k] for k in total}
    print(line("all", total))


if __name__ == "__main__":
    main()
