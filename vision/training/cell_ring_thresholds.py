"""How many cells the app would ring, and how many of the wrong ones it would catch, for several
values of CellClassifierConfig::unsureBelow: scores every scene of each folder with score-photo
(true cargo) and counts the cells of found cards (corners within 4 % of the diagonal). Never run
it on the held-out split to choose the threshold.

  /usr/bin/python3 vision/training/cell_ring_thresholds.py build/bin/packmate-cli /work/render/test4 /work/render/test5
"""
import sys

import numpy as np

from calibrate_score import scored_scenes


def cell_readings(cli, folder):
    for truth, result in scored_scenes(cli, folder):
        if not result["found"]:
            continue
        found, true = np.array(result["card_corners"]), np.array(truth["card_corners"])
        if np.mean(np.linalg.norm(found - true, axis=1)) >= 0.04 * np.linalg.norm(true[2] - true[0]):
            continue
        for cell in result["cells"]:
            yield cell["confidence"], cell["top"] == truth["top"][cell["y"]][cell["x"]]


def main():
    cli, folders = sys.argv[1], sys.argv[2:]
    rows = [row for folder in folders for row in cell_readings(cli, folder)]
    confidence = np.array([r[0] for r in rows])
    wrong = ~np.array([r[1] for r in rows])
    print("cells %d, wrong %d" % (len(rows), wrong.sum()))
    for threshold in (0.5, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99):
        ringed = confidence < threshold
        print("unsureBelow %.2f: ringed %.1f %%, wrong ones ringed %.1f %%, wrong and not ringed %d"
              % (threshold, 100 * ringed.mean(), 100 * (ringed & wrong).sum() / max(1, wrong.sum()),
                 (~ringed & wrong).sum()))


if __name__ == "__main__":
    main()
