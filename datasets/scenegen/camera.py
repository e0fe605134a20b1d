"""Pinhole camera: pose from height, tilt (0-30 deg) and yaw; intrinsics; projection that
matches POV-Ray's perspective camera exactly (checked by check_projection.py)."""
import math

import numpy as np


class Camera:
    def __init__(self, target, height, tilt_deg, yaw_deg, width=1280, height_px=960, hfov_deg=60.0):
        self.width, self.height_px = width, height_px
        self.hfov_deg = hfov_deg
        self.tilt_deg, self.yaw_deg = tilt_deg, yaw_deg
        # Nadir camera: looks down -y, image right = +x, image up = -z (a non-mirrored view
        # of card coordinates u -> +x, v -> +z). Tilt turns it about its right axis so the top
        # of the image looks farther away; yaw turns it about the world vertical.
        f = np.array([0.0, -1.0, 0.0])
        r = np.array([1.0, 0.0, 0.0])
        u = np.array([0.0, 0.0, -1.0])
        t = math.radians(tilt_deg)
        f, u = f * math.cos(t) + u * math.sin(t), u * math.cos(t) - f * math.sin(t)
        yaw = _yaw_matrix(math.radians(yaw_deg))
        self.forward, self.right, self.up = yaw @ f, yaw @ r, yaw @ u
        target = np.asarray(target, dtype=float)
        self.location = target - self.forward * (height / math.cos(t))
        self.focal_px = width / (2.0 * math.tan(math.radians(hfov_deg) / 2.0))

    def intrinsics(self):
        """3x3 K in pixel units; the principal point is the image centre (pixel centres at +0.5)."""
        return [[self.focal_px, 0.0, self.width / 2.0], [0.0, self.focal_px, self.height_px / 2.0], [0.0, 0.0, 1.0]]

    def project(self, point):
        """World point -> (x, y) image pixel (0,0 = top-left corner of the top-left pixel)."""
        d = np.asarray(point, dtype=float) - self.location
        zc = d @ self.forward
        if zc <= 1e-6:
            raise ValueError("point behind camera")
        x = self.width / 2.0 + self.focal_px * (d @ self.right) / zc
        y = self.height_px / 2.0 - self.focal_px * (d @ self.up) / zc
        return float(x), float(y)

    def pov(self):
        half = math.tan(math.radians(self.hfov_deg) / 2.0) * 2.0
        r = self.right * half
        u = self.up * half * self.height_px / self.width
        return (
            "camera { perspective location %s direction %s right %s up %s }\n"
            % (_vec(self.location), _vec(self.forward), _vec(r), _vec(u))
        )

    def conditions(self):
        return {"tilt": round(self.tilt_deg, 2), "yaw": round(self.yaw_deg, 2), "hfov": self.hfov_deg,
                "camera_height": round(float(self.location[1]), 2)}


def _yaw_matrix(a):
    c, s = math.cos(a), math.sin(a)
    return np.array([[c, 0.0, -s], [0.0, 1.0, 0.0], [s, 0.0, c]])


def _vec(v):
    return "<%.6f, %.6f, %.6f>" % (v[0], v[1], v[2])
