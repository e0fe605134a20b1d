"""Fits the confidence of a stick found beside the card (StickFinderConfig::evidenceWeights).

A logistic regression of "the stick is right" (right colour at a truth stick's place, as
vision_stick_eval counts it) on the stick's StickEvidence features, by Newton's method with a
small L2 penalty (no randomness). Rows come from `vision_stick_eval --features CSV DIR`, run with
the fitted confidence off (`--fitted 0`), so the features do not depend on earlier weights.

The committed evidenceWeights (round twenty-nine, with the full-resolution stick net of
train_stick_net.py `--arch full`): every weight free, `--l2 3`, on the rows of the retired
test11-test24 (the net's own training planes; `scripts/decision_sets.py make` unpacks them into
/work/render/decision) and the mosaic training renders (`generate_trucks --split train_mosaic
--count 150 --seed 4300`, /work/render/mosaic-train-4300), read with the net at the true corners:

    for d in /work/render/decision/test{11..24} /work/render/mosaic-train-4300; do
        build/bin/vision_stick_eval --true-card --fitted 0 --net 1 \\
            --features /tmp/st/f1_$(basename $d).csv $d > /dev/null
    done
    /usr/bin/python3 vision/training/fit_stick_confidence.py \\
        --train /tmp/st/f1_test{11..24}.csv /tmp/st/f1_mosaic-train-4300.csv --l2 3

(7105 sticks, 1434 wrong: -3.148, 3.727, -0.205, ...). Without the mosaic rows (6148 sticks, 623
wrong): -4.021, 1.889, 0.823, ... (StickNet's cap test uses them). Numbers in vision/README.md,
twenty-ninth round.

Exact commands of the earlier weights (from the repository root, after building):

    for d in /work/render/test3 datasets/trucks/dev /work/render/train-random; do
        build/bin/vision_stick_eval --fitted 0 --net 0 --features /tmp/st/f_$(basename $d).csv $d
    done
    build/bin/vision_stick_eval --fitted 0 --net 0 --features /tmp/st/f_test4.csv /work/render/test4
    /usr/bin/python3 vision/training/fit_stick_confidence.py \\
        --train /tmp/st/f_test3.csv /tmp/st/f_dev.csv /tmp/st/f_train-random.csv \\
        --check /tmp/st/f_test4.csv

Those are the weights without the net (StickFinderConfig::evidenceWeightsWithoutNet; `--net 0`
since round sticks-net3, the learned look being on by default). They no longer reproduce (round
sticks-fit5: -5.309, 2.287, 0.344, ...; the finder's features moved since they were fitted in
commit 87664fc, and the net's features, in the dump even with `--net 0`, are fitted too: netTop
is a constant -4.615 without the net, netTopWhite and netTopGrey netTop times white / grey; with `--keep` of 22 zeros and
`--free` of the 17 features before netTop: -5.800, 2.067, 0.419, ...); they stay as committed. The
weights with the learned look (evidenceWeights) are since round sticks-fit5 a whole fit (every
weight free, `--l2 3`) on features taken with the net on (`--true-card --fitted 0 --net 1`) of the
folders below plus the motif and random tables of r5-a and the retired test10-test12:

    R=/work/render
    for d in $R/sticks-net-lookalike $R/sticks-net-train $R/sticks-net-sticks \\
             $R/sticks-net-patterned $R/sticks-net-fp-train-white $R/sticks-net-fp-tiles-a \\
             $R/sticks-net-lookalike2 $R/sticks-net-train2 $R/sticks-net-sticks2 \\
             datasets/trucks/dev $R/test3 \\
             $R/sticks-net4/white $R/sticks-net4/white2 $R/sticks-net4/tiles $R/sticks-net4/random \\
             $R/r5-a $R/r5-fp-test10 $R/r5-fp-test11 $R/test12; do
        build/bin/vision_stick_eval --true-card --fitted 0 --net 1 \\
            --features /tmp/st/n_$(basename $d).csv $d > /dev/null
    done
    /usr/bin/python3 vision/training/fit_stick_confidence.py --train /tmp/st/n_*.csv --l2 3

(6295 sticks, 1547 wrong: -5.733, 2.332, 0.081, -0.936, -1.582, 2.154, -0.369, -1.280, -0.258,
1.048, 0.653, 2.254, -1.080, 0.638, 0.398, -0.340, 0.005, 0.627, 0.647, -2.125, 0.834, 0.442, the
committed evidenceWeights; r5-fp-test10/-11 are test10/test11 with footprints, test12 has them.)
Tried in round sticks-fit5 and decided on the twelve decision sets (eval-photos, sticks extra over
all sets main 90, penalty exact 1270): the --keep fit below with the new folders (bias and net
features free: -4.610, net 0.637, -1.819, 0.860, 0.149) exact 1262, extra 72; the same with the
without-net weights refitted on test3, dev, train-random, r5-a and test10-12 (`--net 0` dumps,
17 features free) exact 1264, extra 70; --keep with colourRatio, textureSpread, colourShare,
tableChroma, tableBrightness and the net features free, exact 1261, extra 72; the whole fit at
`--l2` 1 / 10 exact 1268 / 1270, extra 66 / 70 (and its bias +0.3: 1261, 82); --l2 3 exact 1270,
extra 65, committed. (--keep with every feature free diverges: Newton without a step search.)

Before round sticks-fit5 the weights with the learned look (round sticks-net) kept the weights
without the net and fitted only the bias and the net's four features on top, on the same dumps of
the first fifteen folders (their fifteen files only; still reproduces exactly in round
sticks-fit5: -3.933, 0.771, -1.507, 0.821, 0.393):

    R=/work/render
    for d in $R/sticks-net-lookalike $R/sticks-net-train $R/sticks-net-sticks \\
             $R/sticks-net-patterned $R/sticks-net-fp-train-white $R/sticks-net-fp-tiles-a \\
             $R/sticks-net-lookalike2 $R/sticks-net-train2 $R/sticks-net-sticks2 \\
             datasets/trucks/dev $R/test3 \\
             $R/sticks-net4/white $R/sticks-net4/white2 $R/sticks-net4/tiles $R/sticks-net4/random; do
        build/bin/vision_stick_eval --true-card --fitted 0 --net 1 \\
            --features /tmp/st/n_$(basename $d).csv $d > /dev/null
    done
    /usr/bin/python3 vision/training/fit_stick_confidence.py --train /tmp/st/n_*.csv \\
        --keep=W0,...,W17,0,0,0,0 --free netTop netLook netTopWhite netTopGrey

(W0..W17: evidenceWeightsWithoutNet's first 18; the four sticks-net4 folders since round
sticks-net4.) Round sticks-net4 (the network retrained with white cubes beside the truck, see
train_stick_net.py; 3654 sticks, 846 wrong): bias -3.933, net features 0.771, -1.507, 0.821,
0.393 (the committed evidenceWeights until round sticks-fit5). With round sticks-net3's net the same commands without
the sticks-net4 folders now give -3.756, 0.822, -1.671, 0.994, 0.112. Round sticks-net3: with
the `lite` network built in (vision_stick_eval runs the built-in net; `--net-model FILE` runs another) these
commands give the committed evidenceWeights (bias -3.769, net features 0.805, -1.720, 1.007,
0.124); with the width-48 network of before they now give
bias -4.220, net features 0.925, -2.385, 0.908, 0.084 (committed then: -4.194, 0.928, -2.417,
0.942, 0.096; the features moved a little with the finder's later changes).

Prints the weights as the C++ initialiser of evidenceWeights and a reliability table
(confidence bucket → share right) on the training and the check rows.
"""

import argparse
import csv

import numpy as np

FIRST_FEATURE = 5  # scene, table, colour, right, confidence


def load(paths):
    rows = []
    for path in paths:
        with open(path, newline="") as f:
            rows.extend(csv.DictReader(f))
    names = list(rows[0].keys())[FIRST_FEATURE:]
    x = np.array([[float(r[n]) for n in names] for r in rows])
    y = np.array([int(r["right"]) for r in rows], dtype=float)
    return names, x, y, rows


def fit(x, y, l2, offset=None):
    a = np.hstack([np.ones((len(x), 1)), x])
    w = np.zeros(a.shape[1])
    offset = np.zeros(len(x)) if offset is None else offset
    penalty = np.full(a.shape[1], l2)
    penalty[0] = 0.0
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-(offset + a @ w)))
        gradient = a.T @ (p - y) + penalty * w
        hessian = (a * (p * (1 - p))[:, None]).T @ a + np.diag(penalty)
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def predict(w, x):
    return 1.0 / (1.0 + np.exp(-(w[0] + x @ w[1:])))


def reliability(name, p, y, drop):
    print(f"{name}: {len(y)} sticks, {int((y == 0).sum())} wrong")
    edges = [0.0, drop, 0.5, 0.8, 0.95, 0.99, 1.0001]
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (p >= lo) & (p < hi)
        if m.any():
            print(f"  {lo:.2f}-{min(hi, 1):.2f}: {int(m.sum()):5d} sticks, "
                  f"{100 * y[m].mean():6.2f} % right")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", nargs="+", required=True)
    parser.add_argument("--check", nargs="*", default=[])
    parser.add_argument("--l2", type=float, default=1.0)
    parser.add_argument("--drop", type=float, default=0.5, help="dropBelow, for the tables")
    parser.add_argument("--keep", default="", help="weights to keep (bias first, comma-separated)")
    parser.add_argument("--free", nargs="*", default=[], help="with --keep: the features fitted")
    args = parser.parse_args()
    names, x, y, _ = load(args.train)
    if args.keep:
        # Only the bias and the --free features are fitted; every other weight is kept from
        # --keep (bias first), its sum an offset of the fit.
        kept = np.array([float(v) for v in args.keep.split(",")])
        free = [names.index(n) for n in args.free]
        fixed = [i for i in range(len(names)) if i not in free]
        offset = kept[0] + x[:, fixed] @ kept[1:][fixed]
        sub = fit(x[:, free], y, args.l2, offset)
        w = kept.copy()
        w[0] += sub[0]
        for k, i in enumerate(free):
            w[i + 1] = sub[k + 1]
    else:
        w = fit(x, y, args.l2)
    for name, weight in zip(["bias"] + names, w):
        print(f"  {name:16s} {weight:+.3f}")
    print("evidenceWeights{" + ", ".join(f"{v:.3f}" for v in w) + "}")
    print("--weights " + ",".join(f"{v:.3f}" for v in w))
    reliability("train", predict(w, x), y, args.drop)
    if args.check:
        _, xc, yc, _ = load(args.check)
        reliability("check", predict(w, xc), yc, args.drop)


if __name__ == "__main__":
    main()
