"""Renders loaded-truck scenes with ground truth.
Usage (from datasets/): nice -n 10 /usr/bin/python3 -m scenegen.generate_trucks --split dev --count 150 --out trucks/dev --seed 1"""
import argparse
import json
import random
import time
from pathlib import Path

from .trucks import make_truck_scene


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--split", choices=["dev", "test"], required=True)
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep-pov", action="store_true")
    args = ap.parse_args()
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    for i in range(args.start, args.start + args.count):
        rng = random.Random("%s-%d-%d" % (args.split, args.seed, i))
        name = "%s_%04d" % (args.split, i)
        t0 = time.time()
        scene, truth, card_png = make_truck_scene(rng, args.split, name, out)
        truth["conditions"].update(scene.render(out / (name + ".jpg"), rng, keep_pov=args.keep_pov))
        card_png.unlink()
        (out / (name + ".json")).write_text(json.dumps(truth, indent=1))
        print("%s %.1fs" % (name, time.time() - t0), flush=True)


if __name__ == "__main__":
    main()
