"""The printed calibration mat laid flat on the table, with its geometry from
`packmate-cli mat --json` (so the scenes use exactly the mat the C++ code detects)."""
import json
import math
import subprocess

from .flat import FlatImage


class Mat:
    """Mat PNG + geometry (mm); `flat` places it on the table, centred on `centre` (x, z cm)."""

    def __init__(self, cli, png_path, paper="a4", dpi=200):
        out = subprocess.run([str(cli), "mat", "--paper", paper, "--out", str(png_path), "--dpi", str(dpi), "--json"],
                             capture_output=True, text=True, check=True).stdout
        self.geometry = json.loads(out)
        self.png_path = png_path
        self.width_cm = self.geometry["width_mm"] / 10.0
        self.height_cm = self.geometry["height_mm"] / 10.0
        self.flat = None

    def lay(self, centre, yaw_deg):
        a = math.radians(yaw_deg)
        w, h = self.width_cm, self.height_cm
        origin = (centre[0] - (math.cos(a) * w - math.sin(a) * h) / 2, centre[1] - (math.sin(a) * w + math.cos(a) * h) / 2)
        self.flat = FlatImage(self.png_path, origin, yaw_deg, (w, h), thickness=0.02)
        return self.flat

    def world(self, x_mm, y_mm, up=0.0):
        """Mat point (mm from the page's top-left) -> world (cm)."""
        return self.flat.to_world(x_mm / 10.0, y_mm / 10.0, up)

    def rect_centre(self, key):
        x, y, w, h = self.geometry[key]
        return x + w / 2.0, y + h / 2.0

    def corners(self):
        return self.flat.corner_points()


def flat_on_mat(mat, png_path, centre_mm, rotation_deg, size_cm, thickness):
    """A flat image (e.g. a truck card) lying on the mat, centred on `centre_mm`, turned by
    `rotation_deg` relative to the mat."""
    yaw = mat.flat.yaw_deg + rotation_deg
    a = math.radians(yaw)
    cx, _, cz = mat.world(*centre_mm)
    w, h = size_cm
    origin = (cx - (math.cos(a) * w - math.sin(a) * h) / 2, cz - (math.sin(a) * w + math.cos(a) * h) / 2)
    return FlatImage(png_path, origin, yaw, size_cm, thickness=thickness)
