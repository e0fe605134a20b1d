"""Adds the sticks' footprints (`off_card` `top_corners`, `bottom_corners`) to truck scenes
rendered before the generator wrote them: each scene's truth is made again from its seed (no
render) and kept only when every stick's centre is the rendered one's. Writes NAME.json into OUT
beside a link to the rendered NAME.jpg; the rendered folder is not touched.

Usage (from datasets/):
    /usr/bin/python3 -m scenegen.add_footprints --split train_tiles --seed 1700 /work/render/tiles-a OUT
"""
import argparse
import json
import random
import tempfile
from pathlib import Path

from .trucks import make_truck_scene


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", required=True)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("rendered")
    ap.add_argument("out")
    args = ap.parse_args()
    rendered, out = Path(args.rendered).resolve(), Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    kept = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in sorted(rendered.glob(args.split + "_*.json")):
            i = int(path.stem.rsplit("_", 1)[1])
            rng = random.Random("%s-%d-%d" % (args.split, args.seed, i))
            _, truth, _ = make_truck_scene(rng, args.split, path.stem, Path(tmp))
            old = json.loads(path.read_text())
            if [o["center"] for o in truth["off_card"]] != [o["center"] for o in old["off_card"]]:
                failed += 1
                continue
            for mine, theirs in zip(truth["off_card"], old["off_card"]):
                theirs["top_corners"], theirs["bottom_corners"] = mine["top_corners"], mine["bottom_corners"]
            (out / path.name).write_text(json.dumps(old, indent=1))
            link = out / old["image"]
            if not link.exists():
                link.symlink_to(rendered / old["image"])
            kept += 1
    print("%d scenes with footprints, %d not reproduced" % (kept, failed))


if __name__ == "__main__":
    main()
