"""Geometric motif tables (round `card-r5`): POV-Ray `function` patterns of repeated motifs —
stars, foils (trefoil to octofoil), polygons, crosses and rosettes on a lattice, with a second
motif between them; trellises and ogee lattices; interlaced bands and basket weaves; fish scales;
fine cross-stitch grids whose stitches draw a coarser motif; tiles whose motifs take a colour of
their own (a hash of the tile) from a palette that often holds the card's white and stick paints.
Every draw (motif, lattice, size, turn, outline, palette) is random: the aim is tables of this
kind in general, not any one of them. The table is the plane y = 0: the functions use x and z in
units of one motif cell."""
import math

from .table_random import _any_colour, _bands, _log_uniform, _paint, _rgb, near_white


# The fractional part, and a positive remainder (POV's mod keeps the sign of its first argument).
def _frac(a):
    return "((%s) - floor(%s))" % (a, a)


def _pmod(a, n):
    return "mod(mod(%s, %d) + %d, %d)" % (a, n, n, n)


def _hash(i, j, k=0.0):
    p = "((%s) * 12.9898 + (%s) * 78.233 + %.3f)" % (i, j, k)
    return _frac("sin(%s) * 43758.5453" % p)


def motif_palette(rng):
    """3-5 colours: often the card's white (the margin merges with it), often one or two stick
    paints (a motif the stick finder and the mask must tell from a stick)."""
    n = rng.choice((3, 3, 4, 4, 5))
    colours = []
    if rng.random() < 0.55:
        colours.append(near_white(rng))
    for _ in range(2 if rng.random() < 0.2 else 1):
        if rng.random() < 0.5:
            colours.append(_paint(rng))
    while len(colours) < n:
        colours.append(_any_colour(rng))
    colours = colours[:n]
    rng.shuffle(colours)
    return colours


def _roles(colours):
    """A colour_map with one flat step per colour; role i has the value (i + 0.5) / n."""
    n = len(colours)
    return "color_map { %s }" % " ".join(
        "[%.4f %s] [%.4f %s]" % (i / n, _rgb(c), (i + 1) / n, _rgb(c)) for i, c in enumerate(colours))


def _role(i, n):
    return "%.4f" % ((i + 0.5) / n)


# ---- lattices: (cx, cz) the point relative to its cell's centre, (ix, iz) the cell's index ----
def _lattice(rng, x="x", z="z"):
    kind = rng.choice(("square", "square", "half_drop", "diamond"))
    if kind == "diamond":
        x, z = "((%s + %s) * 0.7071)" % (x, z), "((%s - %s) * 0.7071)" % (x, z)
    if kind == "half_drop":
        x = "(%s + 0.5 * %s)" % (x, _pmod("floor(%s)" % z, 2))
    ix, iz = "floor(%s)" % x, "floor(%s)" % z
    return kind, "(%s - 0.5)" % _frac(x), "(%s - 0.5)" % _frac(z), ix, iz


def _corner(x="x", z="z"):
    """Coordinates relative to the nearest cell corner (where a second motif sits)."""
    return "(%s - floor(%s + 0.5))" % (x, x), "(%s - floor(%s + 0.5))" % (z, z)


# ---- motif profiles: a normalised distance, < 1 inside the motif ----
def _profile(rng, cx, cz, size):
    r = "sqrt(%s * %s + %s * %s)" % (cx, cx, cz, cz)
    th = "(atan2(%s, %s) + %.3f)" % (cz, cx, rng.uniform(0, math.pi))
    kind = rng.choice(("star", "star", "foil", "foil", "polygon", "cross", "saltire", "disc", "diamond", "square"))
    n = rng.choice((4, 5, 6, 8, 8, 10, 12)) if kind == "star" else rng.choice((3, 4, 4, 6, 8))
    if kind == "star":
        depth = rng.uniform(0.3, 0.65)
        tri = "abs(%s * 2 - 1)" % _frac("%s * %.4f" % (th, n / (2 * math.pi)))
        return kind, "%s / (%.3f * (1 - %.3f * %s))" % (r, size, depth, tri)
    if kind == "foil":
        depth = rng.uniform(0.25, 0.5)
        return kind, "%s / (%.3f * (%.3f + %.3f * abs(cos(%s * %.3f))))" % (r, size, 1 - depth, depth, th, n / 2)
    if kind == "polygon":
        a = "((%s - 0.5) * %.4f)" % (_frac("%s * %.4f" % (th, n / (2 * math.pi))), 2 * math.pi / n)
        return kind, "%s * cos(%s) / %.4f" % (r, a, size * math.cos(math.pi / n))
    if kind in ("cross", "saltire"):
        if kind == "saltire":
            cx, cz = "((%s + %s) * 0.7071)" % (cx, cz), "((%s - %s) * 0.7071)" % (cx, cz)
        w = size * rng.uniform(0.18, 0.4)
        ax, az = "abs(%s)" % cx, "abs(%s)" % cz
        return kind, "max(min(%s, %s) / %.4f, max(%s, %s) / %.4f)" % (ax, az, w, ax, az, size)
    if kind == "disc":
        return kind, "%s / %.4f" % (r, size)
    if kind == "diamond":
        return kind, "(abs(%s) + abs(%s)) / %.4f" % (cx, cz, size)
    return kind, "max(abs(%s), abs(%s)) / %.4f" % (cx, cz, size)


def _motif_lattice(rng, p):
    """Motifs on a lattice, a second (smaller) motif at the cell corners half the time, an outline
    round them, the motif's colour the same everywhere or a hash of its tile; or rings of the
    motif's shape (a rosette)."""
    lattice, cx, cz, ix, iz = _lattice(rng)
    kind, d = _profile(rng, cx, cz, rng.uniform(0.25, 0.48))
    kx, kz = _corner()
    if lattice != "square":  # the corners of a sheared lattice: keep to one motif
        kx = kz = None
    if kx and rng.random() < 0.5:
        _, d2 = _profile(rng, kx, kz, rng.uniform(0.12, 0.3))
        d = "min(%s, %s)" % (d, d2)
    if rng.random() < 0.3:
        # Rosette: rings of the motif's shape, a band of the palette each.
        rings = rng.uniform(1.5, 3.5)
        return "function { min(1, %s / %.3f) } %s" % (d, rings, _bands(rng, p, soft=0.0))
    bg, motif = p[0], p[1:]
    outline = rng.random() < 0.5
    colours = [bg] + motif + ([motif[-1]] if outline else [])
    n = len(colours)
    if len(motif) > 1 and rng.random() < 0.5:
        # Each tile's motif a colour of its own.
        h = _hash(ix, iz, rng.uniform(0, 9))
        inside = "(%.4f + floor(%s * %d) / %d)" % (1.5 / n, h, len(motif), n)
    else:
        inside = _role(1, n)
    value = "select(%s - 1, %s, %s)" % (d, inside, _role(0, n))
    if outline:
        t = rng.uniform(0.12, 0.35)
        value = "select(%s - 1 + %.3f, %s, select(%s - 1, %s, %s))" % (d, t, inside, d, _role(n - 1, n), _role(0, n))
    return "function { %s } %s" % (value, _roles(colours))


def _trellis(rng, p):
    """A lattice of thin lines: diagonal (a trellis) or of waves meeting (an ogee), the openings
    filled by one colour or alternate ones, sometimes a dot in each."""
    w = rng.uniform(0.03, 0.12)
    if rng.random() < 0.5:
        f = "min(abs(%s - 0.5), abs(%s - 0.5))" % (_frac("x + z"), _frac("x - z"))
        opening = _pmod("floor(x + z) + floor(x - z)", 2)
    else:
        a = rng.uniform(0.15, 0.35)
        s = "%.3f * sin(6.2832 * x)" % a
        f = "min(abs(%s - 0.5), abs(%s - 0.5))" % (_frac("z + " + s), _frac("z - " + s))
        opening = _pmod("floor(z + %s) + floor(z - %s)" % (s, s), 2)
    colours = list(p[:4]) if len(p) >= 3 else list(p) + [p[0]]
    n = len(colours)
    fill = "select(%s - 0.5, %s, %s)" % (opening, _role(1, n), _role(2 if n > 2 else 1, n))
    if rng.random() < 0.5:
        fill = _role(1, n)
    value = "select(%s - %.3f, %s, %s)" % (f, w, _role(0, n), fill)
    if n > 3 and rng.random() < 0.5:
        cx, cz = "(%s - 0.5)" % _frac("x"), "(%s - 0.5)" % _frac("z")
        value = "select(sqrt(%s * %s + %s * %s) - %.3f, %s, %s)" % (cx, cx, cz, cz, rng.uniform(0.06, 0.16),
                                                                 _role(3, n), value)
    return "function { %s } %s" % (value, _roles(colours))


def _interlace(rng, p):
    """Bands along x and z woven over and under (a lattice of ribbons), or a basket weave (tiles
    of parallel strands, turning a quarter tile by tile)."""
    colours = list(p[:4]) if len(p) >= 3 else list(p) + [p[0]]
    n = len(colours)
    if rng.random() < 0.5:
        k = rng.randint(2, 4)
        par = _pmod("floor(x) + floor(z)", 2)
        s = "select(%s - 0.5, %s, %s)" % (par, _frac("x * %d" % k), _frac("z * %d" % k))
        gap = rng.uniform(0.08, 0.25)
        value = "select(%s - %.3f, %s, select(%s - 0.5, %s, %s))" % (s, gap, _role(0, n), par, _role(1, n),
                                                                    _role(2, n))
        return "function { %s } %s" % (value, _roles(colours))
    w = rng.uniform(0.12, 0.3)
    e = w * rng.uniform(0.0, 0.3)
    bx, bz = "abs(%s - 0.5)" % _frac("z"), "abs(%s - 0.5)" % _frac("x")
    par = _pmod("floor(x + 0.5) + floor(z + 0.5)", 2)
    vx = "select(%s - %.3f, %s, %s)" % (bx, w - e, _role(1, n), _role(n - 1, n))
    vz = "select(%s - %.3f, %s, %s)" % (bz, w - e, _role(2, n), _role(n - 1, n))
    value = "select(%s - %.3f, select(%s - %.3f, select(%s - 0.5, %s, %s), %s), select(%s - %.3f, %s, %s))" % (
        bx, w, bz, w, par, vx, vz, vx, bz, w, vz, _role(0, n))
    return "function { %s } %s" % (value, _roles(colours))


def _scales(rng, p):
    """Fish scales: rows of arcs, each row shifted half a scale, in bands of the palette."""
    x = "(x + 0.5 * %s)" % _pmod("floor(z)", 2)
    cx, cz = "(%s - 0.5)" % _frac(x), _frac("z")
    r = "sqrt(%s * %s + %s * %s)" % (cx, cx, cz, cz)
    return "function { min(1, %s / %.3f) } %s" % (r, rng.uniform(0.7, 1.2), _bands(rng, p, soft=0.0))


def _stitches(rng, p):
    """Cross-stitch: a fine grid of x stitches on a cloth ground; the stitches draw a coarser
    motif (a lattice motif, a diamond band or a checker of blocks) in the palette's colours."""
    m = rng.randint(5, 12)  # stitches across one motif cell
    sx, sz = "(floor(x * %d) + 0.5) / %d" % (m, m), "(floor(z * %d) + 0.5) / %d" % (m, m)
    cloth, threads = p[0], p[1:]
    n = len(threads) + 1
    what = rng.choice(("motif", "motif", "diamonds", "blocks"))
    if what == "motif":
        cx, cz = "(%s - 0.5)" % _frac(sx), "(%s - 0.5)" % _frac(sz)
        _, d = _profile(rng, cx, cz, rng.uniform(0.3, 0.48))
        inner = _role(2 if n > 2 else 1, n)
        thread = "select(%s - %.3f, %s, select(%s - 1, %s, -1))" % (d, rng.uniform(0.4, 0.8), inner, d, _role(1, n))
    elif what == "diamonds":
        f = "abs(%s - 0.5) + abs(%s - 0.5)" % (_frac(sx), _frac(sz))
        thread = "select(abs(%s - 0.35) - 0.12, %s, -1)" % (f, _role(1, n))
    else:
        h = _hash("floor(%s)" % sx, "floor(%s)" % sz, rng.uniform(0, 9))
        thread = "select(%s - 0.5, -1, %.4f + floor(%s * %d) / %d)" % (
            _pmod("floor(%s) + floor(%s)" % (sx, sz), 2), 1.5 / n, h, n - 1, n)
    u, v = _frac("x * %d" % m), _frac("z * %d" % m)
    cross = "min(abs(%s - %s), abs(%s + %s - 1))" % (u, v, u, v)
    t = rng.uniform(0.15, 0.32)
    value = "select(%s - %.3f, max(%s, %s), %s)" % (cross, t, thread, _role(0, n), _role(0, n))
    # max(thread, cloth): no thread (-1) shows the cloth
    return "function { %s } %s" % (value, _roles([cloth] + threads))


def _motif_body(rng, family, p):
    body = FAMILIES2[family](rng, p)
    s = _log_uniform(rng, 0.8, 5.0)
    aspect = rng.uniform(0.75, 1.33) if rng.random() < 0.2 else 1.0
    if family == "stitches":
        s = _log_uniform(rng, 1.5, 5.0)
    return "%s scale <%.3f,1,%.3f>%s" % (body, s, s * aspect,
                                        " warp { turbulence %.2f }" % rng.uniform(0.01, 0.05) if rng.random() < 0.15 else "")


FAMILIES2 = {"motif_lattice": _motif_lattice, "motif_lattice2": _motif_lattice, "trellis": _trellis,
             "interlace": _interlace, "scales": _scales, "stitches": _stitches}


def motif_pigment(rng):
    """(family, POV-Ray pigment) of a motif table, turned and moved at random."""
    family = rng.choice(sorted(FAMILIES2))
    body = _motif_body(rng, family, motif_palette(rng))
    return family.rstrip("2"), "pigment { %s rotate <0,%.1f,0> translate <%.2f,0,%.2f> }" % (
        body, rng.uniform(0, 360), rng.uniform(-20, 20), rng.uniform(-20, 20))
