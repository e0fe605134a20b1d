"""Procedural random table tops (round `random-tables`, domain randomisation): every scene draws
its own POV-Ray pigment from many pattern families, with random scales, rotations, centres,
turbulence and palettes of 2-4 colours. The palettes often hold a colour near the card's white
(the margin merges with it) and sometimes a stick paint; some tables are plain cloth or wood.
The card finder trained on the hand-written named tables learnt those few patterns; each new
patterned table defeated it its own way."""
import colorsys
import math

from .sticks import PAINT


def _rgb(c):
    return "rgb <%.3f,%.3f,%.3f>" % tuple(min(1.0, max(0.0, v)) for v in c)


def near_white(rng):
    """A paper-like colour: value 0.85-0.95, a little warm (cream) or cool (blue-grey)."""
    v = rng.uniform(0.85, 0.95)
    tint = rng.uniform(-0.05, 0.08)  # > 0 warm, < 0 cool
    return (v + 0.25 * max(tint, 0.0), v - 0.2 * abs(tint), v - tint)


def _any_colour(rng):
    h = rng.random()
    s = rng.choice((rng.uniform(0.0, 0.2), rng.uniform(0.2, 0.9)))
    v = rng.uniform(0.1, 0.95)
    return colorsys.hsv_to_rgb(h, s, v)


def _paint(rng):
    base = PAINT[rng.choice("WGBTV")][0]
    return tuple(c * rng.uniform(0.9, 1.1) for c in base)


def random_palette(rng, n=None):
    n = n or rng.choice((2, 2, 3, 3, 4))
    colours = []
    if rng.random() < 0.6:
        colours.append(near_white(rng))
    if rng.random() < 0.3:
        colours.append(_paint(rng))
    while len(colours) < n:
        colours.append(_any_colour(rng))
    colours = colours[:n]
    rng.shuffle(colours)
    return colours


def _log_uniform(rng, lo, hi):
    return math.exp(rng.uniform(math.log(lo), math.log(hi)))


def _bands(rng, palette, soft=None):
    """A colour_map of bands of the palette's colours (hard edges mostly), in random widths."""
    colours = list(palette) * (2 if rng.random() < 0.3 else 1)
    n = len(colours)
    cuts = sorted(rng.uniform(0.0, 1.0) for _ in range(n - 1)) if rng.random() < 0.5 else \
        [i / n for i in range(1, n)]
    edges = [0.0] + cuts + [1.0]
    blend = (rng.uniform(0.0, 0.12) if rng.random() < 0.35 else 0.0) if soft is None else soft
    entries = []
    for i, c in enumerate(colours):
        lo, hi = edges[i], edges[i + 1]
        if i > 0:
            lo = min(hi, lo + blend / 2)
        if i < n - 1:
            hi = max(lo, hi - blend / 2)
        entries.append("[%.3f %s] [%.3f %s]" % (lo, _rgb(c), hi, _rgb(c)))
    return "color_map { %s }" % " ".join(entries)


def _turb(rng, share=0.4, hi=0.6):
    return " turbulence %.2f" % rng.uniform(0.05, hi) if rng.random() < share else ""


def _checker(rng, p):
    a, b = p[0], p[1]
    s = _log_uniform(rng, 0.5, 5.0)
    aspect = rng.uniform(0.6, 1.6) if rng.random() < 0.3 else 1.0
    return "checker %s %s%s scale <%.3f,1,%.3f>" % (_rgb(a), _rgb(b), _turb(rng, 0.15, 0.3), s, s * aspect)


def _brick(rng, p):
    h = _log_uniform(rng, 0.5, 3.0)
    size = (h * rng.uniform(1.0, 3.5), 1.0, h)
    mortar = rng.uniform(0.03, 0.3) * h
    # y = 0 must cut the bricks, not a mortar layer: the plane sits in a brick's middle.
    return "brick %s %s brick_size <%.3f,%.3f,%.3f> mortar %.3f translate <0,-0.5,0>%s" % (
        _rgb(p[0]), _rgb(p[1]), *size, mortar, _turb(rng, 0.15, 0.2))


def _hexagon(rng, p):
    c = (p * 3)[:3]
    return "hexagon %s %s %s scale %.3f%s" % (_rgb(c[0]), _rgb(c[1]), _rgb(c[2]), _log_uniform(rng, 0.5, 3.5),
                                              _turb(rng, 0.15, 0.3))


def _centred(rng):
    return " translate <%.2f,0,%.2f>" % (rng.uniform(-10, 10), rng.uniform(-8, 8))


def _radial(rng, p):
    return "radial frequency %d %s%s%s" % (rng.randint(3, 30), _bands(rng, p), _turb(rng, 0.3, 0.4), _centred(rng))


def _onion(rng, p):
    return "onion %s%s scale %.3f%s" % (_bands(rng, p), _turb(rng, 0.3, 0.4), _log_uniform(rng, 0.6, 5.0),
                                        _centred(rng))


def _gradient(rng, p):
    wave = rng.choice(("", "", " triangle_wave", " sine_wave"))
    return "gradient x %s%s%s scale %.3f" % (_bands(rng, p), wave, _turb(rng, 0.5, 0.7), _log_uniform(rng, 0.4, 6.0))


def _blotches(rng, p):
    kind = rng.choice(("bozo", "spotted", "leopard", "wrinkles", "bumps", "granite"))
    scale = _log_uniform(rng, 0.3, 3.0) if kind != "granite" else _log_uniform(rng, 1.5, 9.0)
    return "%s %s%s scale %.3f" % (kind, _bands(rng, p), _turb(rng, 0.5, 0.6), scale)


def _agate(rng, p):
    return "agate agate_turb %.2f %s scale %.3f" % (rng.uniform(0.2, 1.0), _bands(rng, p), _log_uniform(rng, 1.0, 6.0))


def _cells(rng, p):
    return "cells %s%s scale %.3f" % (_bands(rng, p, soft=0.0), _turb(rng, 0.25, 0.3), _log_uniform(rng, 0.4, 3.0))


def _crackle(rng, p):
    joint, rest = p[0], p[1:] or [p[0]]
    w = rng.uniform(0.02, 0.12)
    entries = ["[0 %s] [%.3f %s]" % (_rgb(joint), w, _rgb(joint))]
    for i, c in enumerate(rest):
        lo = w + (1 - w) * i / len(rest)
        entries.append("[%.3f %s] [%.3f %s]" % (lo, _rgb(c), w + (1 - w) * (i + 1) / len(rest), _rgb(c)))
    return "crackle color_map { %s }%s scale %.3f" % (" ".join(entries), _turb(rng, 0.4, 0.4),
                                                      _log_uniform(rng, 0.4, 3.0))


def _marble(rng, p):
    return "marble turbulence %.2f %s scale %.3f" % (rng.uniform(0.4, 1.6), _bands(rng, p), _log_uniform(rng, 1.5, 9.0))


def _wood(rng, p):
    r = _log_uniform(rng, 0.2, 1.5)
    return "wood turbulence %.2f %s scale <%.3f,%.3f,%.3f> rotate <0,0,%.1f>" % (
        rng.uniform(0.0, 0.2), _bands(rng, p), r, r, rng.uniform(5, 14), rng.uniform(-3, 3))


def _woven(rng, p):
    """A gingham (two bands crossing) or a tartan (several bands), as the average of two
    gradients at right angles."""
    x, z = _bands(rng, p), _bands(rng, p if rng.random() < 0.6 else list(reversed(p)))
    return "average pigment_map { [1 gradient x %s] [1 gradient z %s] } scale %.3f" % (x, z, _log_uniform(rng, 0.6, 5.0))


def _tiling(rng, p):
    return "tiling %d %s scale %.3f" % (rng.randint(1, 24), _bands(rng, p, soft=0.0), _log_uniform(rng, 0.5, 3.0))


def _square(rng, p):
    c = (p * 4)[:4]
    return "square %s %s %s %s scale %.3f" % (*(_rgb(v) for v in c), _log_uniform(rng, 0.5, 4.0))


def _spiral(rng, p):
    return "spiral%d %d %s scale %.3f%s" % (rng.choice((1, 2)), rng.randint(1, 6), _bands(rng, p),
                                            _log_uniform(rng, 0.8, 6.0), _centred(rng))


def _layered(rng):
    """A two-part pattern whose parts are patterns of their own (checks of stripes, blotches
    of rings)."""
    outer = rng.choice(("checker", "hexagon", "gradient x", "bozo"))
    inner = [_pattern(rng, random_palette(rng)) for _ in range(3 if outer == "hexagon" else 2)]
    scale = _log_uniform(rng, 1.5, 6.0)
    if outer in ("checker", "hexagon"):
        return "%s %s scale %.3f" % (outer, " ".join("pigment { %s }" % s for s in inner), scale)
    a, b = inner
    return ("%s pigment_map { [0 %s] [0.5 %s] [0.5 %s] [1 %s] }"
            " scale %.3f" % (outer, a, a, b, b, scale))


FAMILIES = {"checker": _checker, "brick": _brick, "hexagon": _hexagon, "radial": _radial, "onion": _onion,
            "gradient": _gradient, "blotches": _blotches, "agate": _agate, "cells": _cells, "crackle": _crackle,
            "marble": _marble, "wood_bands": _wood, "woven": _woven, "tiling": _tiling, "square": _square,
            "spiral": _spiral}


def _pattern(rng, palette, family=None):
    family = family or rng.choice(sorted(FAMILIES))
    return "%s rotate <0,%.1f,0> translate <%.2f,0,%.2f>" % (
        FAMILIES[family](rng, palette), rng.uniform(0, 360), rng.uniform(-20, 20), rng.uniform(-20, 20))


def _plain(rng):
    """Plain cloth: one colour (near white too) with a fine grain."""
    c = near_white(rng) if rng.random() < 0.3 else _any_colour(rng)
    d = rng.uniform(0.02, 0.08)
    return "granite scale %.3f color_map { [0 %s] [1 %s] }" % (
        _log_uniform(rng, 0.1, 0.5), _rgb(tuple(v * (1 - d) for v in c)), _rgb(tuple(v * (1 + d) for v in c)))


def _real_wood(rng):
    """Wood grain in wood tones, pale to near black."""
    h = rng.uniform(0.03, 0.12)
    v = rng.uniform(0.12, 0.9)
    base = colorsys.hsv_to_rgb(h, rng.uniform(0.2, 0.7), v)
    light = tuple(c * 1.12 for c in base)
    dark = tuple(c * 0.82 for c in base)
    r = _log_uniform(rng, 0.25, 0.9)
    return ("wood turbulence %.2f octaves %d scale <%.3f,%.3f,%.3f> rotate <0,%.1f,%.1f> color_map { [0 %s] [0.5 %s]"
            " [1 %s] }" % (rng.uniform(0.03, 0.2), rng.randint(3, 6), r, r, rng.uniform(6, 14), rng.uniform(0, 360),
                           rng.uniform(-3, 3), _rgb(base), _rgb(light), _rgb(dark)))


def random_pigment(rng):
    """(family, POV-Ray pigment) of a random table: 85 % patterned, else plain cloth or wood."""
    u = rng.random()
    if u < 0.08:
        return "plain", "pigment { %s }" % _plain(rng)
    if u < 0.15:
        return "wood", "pigment { %s }" % _real_wood(rng)
    family = "layered" if rng.random() < 0.08 else rng.choice(sorted(FAMILIES))
    palette = random_palette(rng)
    if family == "layered":
        body = "%s rotate <0,%.1f,0>" % (_layered(rng), rng.uniform(0, 360))
    else:
        body = _pattern(rng, palette, family)
    return family, "pigment { %s }" % body


def random_pigment2(rng):
    """(family, POV-Ray pigment) of round `card-r5`'s random tables: 65 % geometric motif tables
    (table_motifs.py: stars, foils, crosses, rosettes, trellises, interlaced bands, scales,
    cross-stitch), else one of random_pigment's."""
    from .table_motifs import motif_pigment
    if rng.random() < 0.65:
        return motif_pigment(rng)
    return random_pigment(rng)
