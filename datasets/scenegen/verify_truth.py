"""Checks every ground-truth layout with the engine: legal, and the same penalty.
Usage (from the checkout): /usr/bin/python3 datasets/scenegen/verify_truth.py build/bin/packmate-cli datasets/trucks"""
import glob
import json
import subprocess
import sys
import tempfile


def main():
    cli, root = sys.argv[1], sys.argv[2]
    agree = disagree = 0
    with tempfile.NamedTemporaryFile("w", suffix=".json") as layout:
        for path in sorted(glob.glob(root + "/*/*.json")):
            truth = json.load(open(path))
            layout.seek(0)
            layout.truncate()
            json.dump(truth["layout"], layout)
            layout.flush()
            run = subprocess.run([cli, "score", "--layout", layout.name, "--cargo", ",".join(map(str, truth["cargo"])),
                                  "--json"], capture_output=True, text=True)
            if run.returncode == 0 and json.loads(run.stdout).get("penalty") == truth["penalty"]:
                agree += 1
            else:
                disagree += 1
                print(path, run.stderr.strip() or run.stdout[:200])
    print("engine agrees on %d scenes, disagrees on %d" % (agree, disagree))
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
