"""Fits the whole-score confidence of PhotoScorer (ScoreConfig: a logistic map of the score
evidence to P(penalty right)) and prints the reliability table (confidence bucket -> fraction
right). Never run it on the held-out test split to fit; --table-only just reports.

  /usr/bin/python3 vision/training/calibrate_score.py build/bin/packmate-cli datasets/trucks/dev /tmp/oldtest/datasets/trucks/test
  /usr/bin/python3 vision/training/calibrate_score.py --table-only build/bin/packmate-cli datasets/trucks/test
"""
import argparse
import glob
import json
import os
import subprocess
import tempfile

import numpy as np

NAMES = ["bias", "orientationWeight", "oneLayerCellsWeight", "higherCellsWeight", "sticksWeight",
         "blindColourWeight", "unexplainedBlobWeight", "sticksDisagreeWeight", "higherTruckWeight"]
BUCKETS = ((0.0, 0.5), (0.5, 0.8), (0.8, 0.9), (0.9, 0.95), (0.95, 0.99), (0.99, 1.01))


def score_folder(cli, folder):
    rows = []
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        truth = json.load(open(path))
        with tempfile.NamedTemporaryFile("w", suffix=".json") as card:
            json.dump(truth["card"], card)
            card.flush()
            run = subprocess.run([cli, "score-photo", path[:-5] + ".jpg", "--card", card.name, "--cargo",
                                  ",".join(map(str, truth["cargo"])), "--json"], capture_output=True, text=True)
        result = json.loads(run.stdout)
        rows.append((result, result.get("penalty") == truth["penalty"]))
    return rows


def features(result):
    e = result["evidence"]
    one = e["layers"] == 1
    return [1.0, np.log(max(e["orientation"], 1e-3)), e["cells_log"] if one else 0.0, 0.0 if one else e["cells_log"],
            e["sticks_log"], e["blind_colours"], 1.0 if e["unexplained_blobs"] > 0 else 0.0,
            0.0 if e["sticks_agree"] else 1.0, 0.0 if one else 1.0]


# Sign of each weight: more confident evidence may only raise the score's confidence, a
# warning sign may only lower it (0 = free).
SIGNS = np.array([0, 1, 1, 1, 1, -1, -1, -1, 0])


def fit(x, y, l2=0.002, steps=40000, lr=0.05):
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-x @ w))
        grad = x.T @ (p - y) / len(y) + l2 * np.r_[0.0, w[1:]]
        w -= lr * grad
        w = np.where(SIGNS > 0, np.maximum(w, 0), np.where(SIGNS < 0, np.minimum(w, 0), w))
    return w


def table(conf, right, unsure):
    print("| confidence | scenes | penalty right |")
    print("|---|---|---|")
    for lo, hi in BUCKETS:
        m = (conf >= lo) & (conf < hi)
        print("| %.2f–%.2f | %d | %s |" % (lo, min(hi, 1.0), m.sum(), "%.1f %%" % (100 * right[m].mean()) if m.any() else "–"))
    print("scenes %d, right %.1f %%, unsure %.1f %%, confident and wrong %.2f %%"
          % (len(right), 100 * right.mean(), 100 * unsure.mean(), 100 * ((~unsure) & (~right)).mean()))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--table-only", action="store_true")
    ap.add_argument("cli")
    ap.add_argument("folders", nargs="+")
    args = ap.parse_args()
    rows = [r for folder in args.folders for r in score_folder(args.cli, folder)]
    scored = [(res, ok) for res, ok in rows if res.get("penalty") is not None]
    if not args.table_only:
        x = np.array([features(res) for res, _ in scored])
        y = np.array([1.0 if ok else 0.0 for _, ok in scored])
        w = fit(x, y)
        for name, value in zip(NAMES, w):
            print("    double %s = %.3f;" % (name, value))
        p = 1.0 / (1.0 + np.exp(-x @ w))
        print("fitted on %d scored scenes; smallest threshold with no confident wrong one on them:" % len(y))
        wrong = p[y == 0]
        print("  unsureBelow > %.3f" % (wrong.max() if len(wrong) else 0.0))
    conf = np.array([res["confidence"] for res, _ in rows])
    right = np.array([ok for _, ok in rows])
    unsure = np.array([res["unsure"] for res, _ in rows])
    table(conf, right, unsure)


if __name__ == "__main__":
    main()
