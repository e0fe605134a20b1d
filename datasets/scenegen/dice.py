"""Dice for scenegen: rounded cubes with dimpled pips (dark or light) and blank faces, in the
five Zack & Pack colours plus ordinary white/black/red pip dice. A die rests flat on the table
(or a tray floor) with its `top` face up; `top_corners()` gives the top face's 3-D corners
(TL, TR, BR, BL seen from above) for exact ground truth."""
import math

# Faces of the Zack & Pack dice (RULES.md, 0 = blank) and ordinary dice.
FACES = {
    "W": [1, 1, 2, 3, 4, 5],
    "G": [0, 1, 2, 2, 3, 4],
    "B": [0, 1, 1, 2, 2, 3],
    "T": [0, 0, 1, 1, 2, 2],
    "V": [0, 0, 1, 1, 2, 2],
}
ORDINARY = [1, 2, 3, 4, 5, 6]
NAMES = {"W": "white", "G": "grey", "B": "brown", "T": "turquoise", "V": "violet"}

# Body colours (linear-ish rgb) and the pip colours each kind may carry.
BODY = {
    "white": (0.86, 0.85, 0.80), "grey": (0.40, 0.41, 0.42), "brown": (0.36, 0.19, 0.08),
    "turquoise": (0.03, 0.48, 0.46), "violet": (0.30, 0.10, 0.46),
    "black": (0.03, 0.03, 0.035), "red": (0.62, 0.04, 0.04),
}
DARK_PIP, LIGHT_PIP = (0.02, 0.02, 0.02), (0.92, 0.92, 0.90)
PIPS = {
    "white": ["dark"], "grey": ["dark", "light"], "brown": ["light"], "turquoise": ["dark", "light"],
    "violet": ["light"], "black": ["light"], "red": ["light"],
}
PIP_LAYOUT = {
    0: [], 1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (-1, 1), (1, 1), (0, 0)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
SIDE_CM = 1.6
ROUND = 0.14  # superellipsoid exponent: edge rounding


class Die:
    """colour: body colour name; faces: the six values; top: index into faces shown on top."""

    def __init__(self, colour, faces, top_value, x, z, yaw_deg, base=0.0, pips="dark", side=SIDE_CM, rng=None):
        self.colour, self.top_value = colour, top_value
        self.x, self.z, self.yaw_deg, self.base, self.pips, self.side = x, z, yaw_deg, base, pips, side
        others = list(faces)
        others.remove(top_value)
        if rng:
            rng.shuffle(others)
        # +y top, -y bottom, +x, -x, +z, -z
        self.face_values = [top_value, others[0], others[1], others[2], others[3], others[4]]

    def _pip_spheres(self):
        h = self.side / 2.0
        off, r, depth = 0.27 * self.side, 0.085 * self.side, 0.045 * self.side
        # (normal, u axis, v axis) in the die's own frame
        frames = [((0, 1, 0), (1, 0, 0), (0, 0, 1)), ((0, -1, 0), (1, 0, 0), (0, 0, -1)),
                  ((1, 0, 0), (0, 0, 1), (0, 1, 0)), ((-1, 0, 0), (0, 0, -1), (0, 1, 0)),
                  ((0, 0, 1), (-1, 0, 0), (0, 1, 0)), ((0, 0, -1), (1, 0, 0), (0, 1, 0))]
        out = []
        for value, (n, u, v) in zip(self.face_values, frames):
            for a, b in PIP_LAYOUT[value]:
                c = [n[i] * (h + r - depth) + u[i] * a * off + v[i] * b * off for i in range(3)]
                out.append("sphere { <%.4f,%.4f,%.4f>, %.4f }" % (c[0], c[1], c[2], r))
        return out

    def pov(self):
        body = BODY[self.colour]
        pip = DARK_PIP if self.pips == "dark" else LIGHT_PIP
        h = self.side / 2.0
        shape = "superellipsoid { <%.2f,%.2f> scale %.4f %%s }" % (ROUND, ROUND, h)
        spheres = self._pip_spheres()
        body_tex = "texture { pigment { rgb <%.3f,%.3f,%.3f> } finish { diffuse 0.8 specular 0.25 roughness 0.02 } }" % body
        pip_tex = "texture { pigment { rgb <%.3f,%.3f,%.3f> } finish { diffuse 0.7 } }" % pip
        csg = shape % body_tex
        if spheres:
            csg = "difference { %s union { %s %s } }" % (csg, " ".join(spheres), pip_tex)
        return "object { %s rotate y*%.3f translate <%.4f,%.4f,%.4f> }\n" % (
            csg, -self.yaw_deg, self.x, self.base + h, self.z)

    def top_corners(self):
        """3-D corners of the top face (flat part included up to the rounded edge)."""
        h = self.side / 2.0
        a = math.radians(self.yaw_deg)
        c, s = math.cos(a), math.sin(a)
        pts = []
        for u, v in ((-h, -h), (h, -h), (h, h), (-h, h)):
            pts.append((self.x + u * c - v * s, self.base + self.side, self.z + u * s + v * c))
        return pts

    def top_centre(self):
        return (self.x, self.base + self.side, self.z)


def game_die(rng, letter, x, z, yaw, base=0.0, pips=None):
    """pips: "light" to take light pips where the colour may have them; None: either, at random."""
    colour = NAMES[letter]
    value = rng.choice(FACES[letter])
    kind = pips if pips in PIPS[colour] else rng.choice(PIPS[colour])
    return Die(colour, FACES[letter], value, x, z, yaw, base, kind, rng=rng)


def ordinary_die(rng, colour, x, z, yaw, base=0.0):
    return Die(colour, ORDINARY, rng.choice(ORDINARY), x, z, yaw, base, PIPS[colour][0], rng=rng)


class Tray:
    """A shallow felt-lined tray (walls 2 cm) the dice may lie in."""

    def __init__(self, x, z, w, d, yaw_deg, felt):
        self.x, self.z, self.w, self.d, self.yaw_deg, self.felt = x, z, w, d, yaw_deg, felt
        self.floor = 0.3

    def pov(self):
        w, d = self.w / 2.0, self.d / 2.0
        wall = "texture { pigment { rgb <0.18,0.12,0.08> } finish { diffuse 0.7 } }"
        felt = "texture { pigment { granite scale 0.2 color_map { [0 rgb <%.2f,%.2f,%.2f>] [1 rgb <%.2f,%.2f,%.2f>] } } finish { diffuse 0.9 } }" % (
            *[v * 0.85 for v in self.felt], *self.felt)
        return ("union { box { <%.2f,0,%.2f>, <%.2f,%.3f,%.2f> %s }" % (-w, -d, w, self.floor, d, felt)
                + " difference { box { <%.2f,0,%.2f>, <%.2f,2,%.2f> } box { <%.2f,-1,%.2f>, <%.2f,3,%.2f> } %s }"
                % (-w - 0.6, -d - 0.6, w + 0.6, d + 0.6, -w, -d, w, d, wall)
                + " rotate y*%.2f translate <%.2f,0,%.2f> }\n" % (-self.yaw_deg, self.x, self.z))

    def contains(self, x, z, margin):
        a = math.radians(self.yaw_deg)
        dx, dz = x - self.x, z - self.z
        u, v = dx * math.cos(a) + dz * math.sin(a), -dx * math.sin(a) + dz * math.cos(a)
        return abs(u) <= self.w / 2 - margin and abs(v) <= self.d / 2 - margin
