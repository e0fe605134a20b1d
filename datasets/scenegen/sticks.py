"""Wooden sticks (1 x 1 x L cells, painted, with grain) in the five colours, placed on a card
per a layout (slightly off-grid, a few degrees) or loose on the table."""
import math

from .card import CELL_CM

PAINT = {
    "W": ((0.90, 0.88, 0.82), (0.82, 0.79, 0.72)),
    "G": ((0.52, 0.53, 0.54), (0.44, 0.45, 0.46)),
    "B": ((0.48, 0.28, 0.13), (0.38, 0.21, 0.09)),
    "T": ((0.08, 0.60, 0.60), (0.05, 0.50, 0.50)),
    "V": ((0.45, 0.18, 0.60), (0.36, 0.13, 0.50)),
}
CROSS = 0.94  # cross-section in cells: neighbouring sticks show a seam


class Stick:
    """A box: centre (world), horizontal unit axis `along` (the long axis when lying),
    size (along, up, across) in cm."""

    def __init__(self, colour, centre, along, size):
        self.colour, self.centre, self.along, self.size = colour, centre, along, size

    def top_centre(self):
        return (self.centre[0], self.centre[1] + self.size[1] / 2.0, self.centre[2])

    def pov(self):
        a = self.along
        c = (-a[1], a[0])  # horizontal axis across: (x, z) rotated by +90 deg in the table plane
        sx, sy, sz = self.size
        base, grain = PAINT[self.colour]
        pigment = ("pigment { wood turbulence 0.15 rotate y*90 scale <1.5,0.08,0.08>"
                   " color_map { [0 rgb <%.3f,%.3f,%.3f>] [0.7 rgb <%.3f,%.3f,%.3f>] [1 rgb <%.3f,%.3f,%.3f>] } }"
                   % (*base, *base, *grain))
        m = "matrix <%f,0,%f, 0,%f,0, %f,0,%f, %f,%f,%f>" % (
            a[0] * sx, a[1] * sx, sy, -a[1] * sz, a[0] * sz, *self.centre)
        return ("box { <-0.5,-0.5,-0.5>, <0.5,0.5,0.5> texture { %s finish { diffuse 0.8 specular 0.15 roughness 0.04 } }"
                " %s }\n" % (pigment, m))


def card_sticks(rng, card_flat, grid_origin, pieces, jitter=0.10, max_deg=3.0):
    """Sticks for layout pieces on a card laid as FlatImage `card_flat`."""
    sticks = []
    yaw = math.radians(card_flat.yaw_deg)
    for p in pieces:
        n = "WGBTV".index(p["colour"]) + 1
        d = p["dir"]
        lu = n if d == "x" else 1
        lv = n if d == "y" else 1
        lh = n if d == "z" else 1
        cu = (grid_origin[0] + p["x"] + lu / 2.0 + rng.uniform(-jitter, jitter)) * CELL_CM
        cv = (grid_origin[1] + p["y"] + lv / 2.0 + rng.uniform(-jitter, jitter)) * CELL_CM
        ch = card_flat.thickness + (p["z"] + lh / 2.0) * CELL_CM
        a = yaw + math.radians(rng.uniform(-max_deg, max_deg))
        if d == "y":
            a += math.pi / 2
        along = (math.cos(a), math.sin(a))
        length = (n if d != "z" else 1) * CELL_CM - (1 - CROSS) * CELL_CM
        height = lh * CELL_CM - 0.01
        sticks.append(Stick(p["colour"], card_flat.to_world(cu, cv, ch), along, (length, height, CROSS * CELL_CM)))
    return sticks


def loose_stick(colour, x, z, yaw_deg):
    n = "WGBTV".index(colour) + 1
    a = math.radians(yaw_deg)
    size = (n * CELL_CM - 0.04, CELL_CM - 0.02, CELL_CM - 0.04)
    return Stick(colour, (x, size[1] / 2.0, z), (math.cos(a), math.sin(a)), size)
