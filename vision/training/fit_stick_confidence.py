"""Fits the confidence of a stick found beside the card (StickFinderConfig::evidenceWeights).

A logistic regression of "the stick is right" (right colour at a truth stick's place, as
vision_stick_eval counts it) on the stick's StickEvidence features, by Newton's method with a
small L2 penalty (no randomness). Rows come from `vision_stick_eval --features CSV DIR`, run with
the fitted confidence off (`--fitted 0`), so the features do not depend on earlier weights.

Exact commands (from the repository root, after building):

    for d in /work/render/test3 datasets/trucks/dev /work/render/train-random; do
        build/bin/vision_stick_eval --fitted 0 --features /tmp/st/f_$(basename $d).csv $d
    done
    build/bin/vision_stick_eval --fitted 0 --features /tmp/st/f_test4.csv /work/render/test4
    /usr/bin/python3 vision/training/fit_stick_confidence.py \\
        --train /tmp/st/f_test3.csv /tmp/st/f_dev.csv /tmp/st/f_train-random.csv \\
        --check /tmp/st/f_test4.csv

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


def fit(x, y, l2):
    a = np.hstack([np.ones((len(x), 1)), x])
    w = np.zeros(a.shape[1])
    penalty = np.full(a.shape[1], l2)
    penalty[0] = 0.0
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-a @ w))
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
    args = parser.parse_args()
    names, x, y, _ = load(args.train)
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
