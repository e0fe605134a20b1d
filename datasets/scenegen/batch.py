"""The command line and loop shared by the scene generators: one seeded RNG per image,
NAME.jpg + NAME.json ground truth per scene, a progress line per image."""
import argparse
import json
import random
import time
from pathlib import Path

# The truck scene splits (table.py's trucks_* tables, card.py's arts): the default --split
# choices.
TRUCK_SPLITS = ["dev", "test", "train", "test5", "test6", "train_white", "train_sticks",
                "train_white2", "test7", "train_tiles", "train_tiles2", "train_patterned",
                "train_patterned2", "test8", "test9", "test10", "train_random_tables",
                "train_lookalike", "test11", "test12", "test13", "train_random_tables2", "test14",
                "test15", "test16", "test17", "test18", "test19", "test20", "test21", "test22",
                "test23", "test24", "test25", "test26", "test27", "test28", "test29", "test30",
                "test31", "test32", "train_light", "train_mosaic", "train_grey", "grey_decide"]


def render_batch(description, seed_prefix, render_one, flags=None, splits=None):
    """render_one(rng, split, name, out, keep_pov, **flags) renders out/NAME.jpg and returns
    (truth, note). `flags`: {name: help} of extra on/off options, passed on by name. The RNG
    of image i is seeded with "<seed_prefix><split>-<seed>-<i>" (each flag that is on adds
    "<name>-" after the prefix), so a scene can be re-rendered alone with --start i --count 1.
    `splits`: the --split choices when not TRUCK_SPLITS (the dice have tables of dev and test
    only)."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--split", choices=list(splits or TRUCK_SPLITS), required=True)
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep-pov", action="store_true")
    for flag, text in (flags or {}).items():
        ap.add_argument("--" + flag.replace("_", "-"), action="store_true", help=text)
    args = ap.parse_args()
    on = {flag: getattr(args, flag) for flag in (flags or {})}
    seed_prefix += "".join(flag + "-" for flag, value in on.items() if value)
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    for i in range(args.start, args.start + args.count):
        rng = random.Random("%s%s-%d-%d" % (seed_prefix, args.split, args.seed, i))
        name = "%s_%04d" % (args.split, i)
        t0 = time.time()
        truth, note = render_one(rng, args.split, name, out, args.keep_pov, **on)
        (out / (name + ".json")).write_text(json.dumps(truth, indent=1))
        print("%s%s %.1fs" % (name, note, time.time() - t0), flush=True)
