"""Proves camera.project() matches POV-Ray: renders small emissive spheres at known points
from tilted, yawed cameras and compares their detected centroids with the projection.
Run: /usr/bin/python3 -m scenegen.check_projection (from datasets/)."""
import random
import tempfile
from pathlib import Path

import cv2
import numpy as np

from .camera import Camera
from .render import render_pov


def check(seed):
    rng = random.Random(seed)
    cam = Camera(target=(rng.uniform(-3, 3), 0, rng.uniform(-3, 3)), height=rng.uniform(28, 38),
                 tilt_deg=rng.uniform(0, 30), yaw_deg=rng.uniform(0, 360))
    points = [(rng.uniform(-10, 10), rng.uniform(0, 5), rng.uniform(-8, 8)) for _ in range(6)]
    colours = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0), (0, 1, 1), (1, 0, 1)]
    body = cam.pov() + "background { rgb 0 }\n"
    for p, c in zip(points, colours):
        body += "sphere { <%f,%f,%f>, 0.15 pigment { rgb <%d,%d,%d> } finish { emission 1 diffuse 0 } }\n" % (*p, *c)
    with tempfile.TemporaryDirectory() as tmp:
        pov, png = Path(tmp) / "m.pov", Path(tmp) / "m.png"
        pov.write_text(body)
        render_pov(pov, png, cam.width, cam.height_px, antialias=0)
        img = cv2.imread(str(png)).astype(float) / 255.0
    errors = []
    for p, c in zip(points, colours):
        bgr = np.array(c[::-1], dtype=float)
        mask = np.all(np.abs(img - bgr) < 0.2, axis=2)
        ys, xs = np.nonzero(mask)
        # Pixel (i, j) covers [i, i+1): its centre is i + 0.5.
        found = (xs.mean() + 0.5, ys.mean() + 0.5)
        expected = cam.project(p)
        errors.append(np.hypot(found[0] - expected[0], found[1] - expected[1]))
    return max(errors)


if __name__ == "__main__":
    worst = max(check(s) for s in range(4))
    print("max marker error: %.3f px" % worst)
    raise SystemExit(0 if worst < 0.5 else 1)
