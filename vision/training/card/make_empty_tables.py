"""Photos of tables without a card, for checking that the card finder says `found: false`:
each rendered scene's card (its box, grown a little) is covered by a same-sized piece of the
same photo that holds no card, feathered at its edges. Fixed seed.

  /usr/bin/python3 vision/training/card/make_empty_tables.py \
      --data datasets/trucks/dev datasets/trucks/test --count 60 --out /work/render/finder-empty

Never give it /work/render/test3."""
import argparse
import glob
import json
import os

import cv2
import numpy as np


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", nargs="+", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=60)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    assert not any("test3" in d for d in args.data), "test3 is held out"
    rng = np.random.default_rng(args.seed)
    files = sorted(f for d in args.data for f in glob.glob(os.path.join(d, "*.json")))
    rng.shuffle(files)
    os.makedirs(args.out, exist_ok=True)
    made = 0
    for f in files:
        if made >= args.count:
            break
        d = json.load(open(f))
        img = cv2.imread(os.path.join(os.path.dirname(f), d["image"]))
        h, w = img.shape[:2]
        c = np.array(d["card_corners"])
        x0, y0 = c.min(0)
        x1, y1 = c.max(0)
        g = 0.12 * max(x1 - x0, y1 - y0)
        x0, y0, x1, y1 = int(max(0, x0 - g)), int(max(0, y0 - g)), int(min(w, x1 + g)), int(min(h, y1 + g))
        bw, bh = x1 - x0, y1 - y0
        for _ in range(200):
            px, py = int(rng.integers(0, max(1, w - bw))), int(rng.integers(0, max(1, h - bh)))
            if px + bw <= x0 or px >= x1 or py + bh <= y0 or py >= y1:
                break
        else:
            continue
        alpha = np.zeros((bh, bw), np.float32)
        f8 = max(4, int(0.06 * min(bw, bh)))
        alpha[f8:-f8, f8:-f8] = 1
        alpha = cv2.GaussianBlur(alpha, (0, 0), f8 / 2)[..., None]
        patch = img[py:py + bh, px:px + bw].astype(np.float32)
        region = img[y0:y1, x0:x1].astype(np.float32)
        img[y0:y1, x0:x1] = (alpha * patch + (1 - alpha) * region).astype(np.uint8)
        cv2.imwrite(os.path.join(args.out, "empty_%03d.jpg" % made), img, [cv2.IMWRITE_JPEG_QUALITY, 90])
        made += 1
    print("wrote", made, "photos to", args.out)


if __name__ == "__main__":
    main()
