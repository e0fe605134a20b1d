"""Lights: warm, cool or dim; one shadow-casting lamp (small area light for soft edges)
plus a weak shadowless fill, so shadows vary with the lamp position."""
import math

COLOURS = {"warm": (1.0, 0.88, 0.70), "cool": (0.82, 0.90, 1.05), "dim": (0.55, 0.50, 0.44)}


class Lighting:
    def __init__(self, kind, azimuth_deg, elevation_deg, distance=120.0):
        self.kind, self.azimuth, self.elevation, self.distance = kind, azimuth_deg, elevation_deg, distance
        self.gain = 1.0  # overall brightness; truck scenes vary it

    def pov(self):
        r, g, b = (self.gain * v for v in COLOURS[self.kind])
        a, e = math.radians(self.azimuth), math.radians(self.elevation)
        x = self.distance * math.cos(e) * math.cos(a)
        z = self.distance * math.cos(e) * math.sin(a)
        y = self.distance * math.sin(e)
        fill = 0.35 if self.kind != "dim" else 0.18
        return (
            "global_settings { ambient_light rgb <%.2f,%.2f,%.2f> assumed_gamma 1.0 }\n" % (r * 0.3, g * 0.3, b * 0.3)
            + "light_source { <%.2f,%.2f,%.2f> rgb <%.3f,%.3f,%.3f> area_light <6,0,0>, <0,0,6>, 2, 2 adaptive 0 jitter }\n"
            % (x, y, z, r * 1.1, g * 1.1, b * 1.1)
            + "light_source { <0,150,0> rgb <%.3f,%.3f,%.3f> shadowless }\n" % (r * fill, g * fill, b * fill)
        )

    def conditions(self):
        out = {"light": self.kind, "light_elevation": round(self.elevation, 1)}
        if self.gain != 1.0:
            out["light_gain"] = round(self.gain, 2)
        return out


def random_lighting(rng):
    return Lighting(rng.choice(list(COLOURS)), rng.uniform(0, 360), rng.uniform(35, 80))
