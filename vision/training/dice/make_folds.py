"""Splits the real training photos into K folds by photo for the k-fold decisions: OUT/f<i>-train
and OUT/f<i>-hold hold symbolic links to the photos (and their YOLO .txt labels). Within each
name group (dice_, two_, ... : photos taken in a row) the photos are sorted by number and cut
into K runs of consecutive numbers, so near-identical neighbours stay on the same side.

  /usr/bin/python3 vision/training/dice/make_folds.py ../shared/datasets/dice-real-dev/train \
      /work/render/dice-v3-folds --folds 5

Train on f<i>-train (with the rendered splits), measure on f<i>-hold (dump_readings.py,
score_readings.py)."""
import argparse
import collections
import os
import re


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("source")
    ap.add_argument("out")
    ap.add_argument("--folds", type=int, default=5)
    args = ap.parse_args()
    source = os.path.abspath(args.source)
    groups = collections.defaultdict(list)
    for name in os.listdir(source):
        m = re.match(r"(.+?)_(\d+)\.jpg$", name)
        if m:
            groups[m.group(1)].append((int(m.group(2)), name))
    for k in range(args.folds):
        for part in ("train", "hold"):
            os.makedirs(os.path.join(args.out, "f%d-%s" % (k, part)), exist_ok=True)
    for photos in groups.values():
        photos.sort()
        for i, (_, name) in enumerate(photos):
            fold = i * args.folds // len(photos)
            for k in range(args.folds):
                part = "hold" if fold == k else "train"
                for ext in (".jpg", ".txt"):
                    src = os.path.join(source, name[:-4] + ext)
                    dst = os.path.join(args.out, "f%d-%s" % (k, part), name[:-4] + ext)
                    if os.path.exists(src) and not os.path.lexists(dst):
                        os.symlink(src, dst)


if __name__ == "__main__":
    main()
