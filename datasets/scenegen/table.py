"""Table tops: wood grain, cloth, patterned. Each kind has several textures; `dev` and
`test` use disjoint textures so the held-back split shows tables never tuned on."""
import math
import random

from .table_random import random_pigment, random_pigment2


def _function(expr, **parts):
    """A POV-Ray function body: `expr` with its {names} replaced by `parts`, again and again
    while parts name parts (POV's functions have no local variables)."""
    while "{" in expr:
        expr = expr.format(**parts)
    return expr


# The thirteenth test split's textures (written 2026-11-27, fourteenth round): POV's function
# pattern on x and z (the table is y = 0), in units of one block width / thread / tile.
# Herringbone of blocks 1 x 4 (period 8 cells along a diagonal): cell (i, j), d = (i - j) mod 8;
# d < 4: a block along x starting at cell i - d (along = frac(x) + d), else a block along z
# starting at row j - (7 - d) (along = frac(z) + 7 - d). Each block: a tone of its own (a hash of
# its first cell), grain lines along it that wander with the tone, a thin dark joint all round.
_PM = "mod(mod({a}, {n}) + {n}, {n})"
_BLOCK = ("select(min(min({across}, 1 - {across}), min({along}, 4 - {along})) - 0.015, 0.03,"
          " 0.1 + 0.86 * (0.6 * {tone} + 0.4 * (0.5 + 0.5 * sin(6.2832 * ({across} * 6"
          " + 0.6 * sin({along} * 1.3 + {tone} * 20) + 0.12 * sin({along} * 4.7 + {tone} * 9))))))")
_HASH = "(sin({p}) * 43758.5453 - floor(sin({p}) * 43758.5453))"
_HB = _function(
    "select({d} - 3.5, {h}, {v})",
    h=_BLOCK.replace("{across}", "{fz}").replace("{along}", "({fx} + {d})").replace("{tone}", "{tone_h}"),
    v=_BLOCK.replace("{across}", "{fx}").replace("{along}", "({fz} + 7 - {d})").replace("{tone}", "{tone_v}"),
    tone_h=_HASH.replace("{p}", "(floor(x) - {d}) * 12.9898 + floor(z) * 78.233"),
    tone_v=_HASH.replace("{p}", "floor(x) * 12.9898 + (floor(z) - 7 + {d}) * 78.233 + 3.7"),
    d=_PM.format(a="floor(x) - floor(z)", n=8), fx="(x - floor(x))", fz="(z - floor(z))",
)
_HERRINGBONE = ("pigment { function { %s } color_map { [0 rgb <0.20,0.12,0.07>] [0.07 rgb <0.20,0.12,0.07>]"
                " [0.1 rgb <0.50,0.33,0.18>] [0.55 rgb <0.64,0.45,0.26>] [0.97 rgb <0.78,0.59,0.36>] }"
                " scale 3 rotate <0,45,0> rotate <0,-17,0> translate <0.9,0,-0.4> }" % _HB)
# Houndstooth: threads 0.22 cm wide (a 1.76 cm repeat); the warp (along z) shows where
# (i + j) mod 4 < 2; a thread is dark when its index mod 8 < 4. Flat colours: a finer weave with
# each thread shaded across its width (0.16 cm) made JPEGs of ~270 KB, ~1.8 times the other tables'.
_HOUNDSTOOTH = ("pigment { function { select(%s - 1.5, 0.5 * (%s < 4) + 0.2, 0.5 * (%s < 4) + 0.2) }"
                " color_map { [0 rgb <0.60,0.55,0.44>] [0.45 rgb <0.80,0.75,0.62>] [0.5 rgb <0.07,0.17,0.12>] [0.95 rgb <0.15,0.30,0.22>] }"
                " scale 0.22 rotate <0,18,0> }"
                % (_PM.format(a="floor(x) + floor(z)", n=4), _PM.format(a="floor(x)", n=8), _PM.format(a="floor(z)", n=8)))
# Zellige star and cross: in each unit tile, u, v from its centre; the eight-pointed star is the
# union of a square and a diamond (min of their norms < 0.3536, points touching the next star's);
# a cream grout line round each star, an ochre star inside, emerald crosses between.
_SD = "min(max(abs({u}), abs({v})), (abs({u}) + abs({v})) / 1.4142)".format(
    u="(x - floor(x) - 0.5)", v="(z - floor(z) - 0.5)")
_ZELLIGE = ("pigment { function { select(abs(%s - 0.3536) - 0.025, 0.62, select(%s - 0.3536, select(%s - 0.13, 0.9, 0.12), 0.37)) }"
            " color_map { [0 rgb <0.10,0.24,0.58>] [0.25 rgb <0.10,0.24,0.58>] [0.25 rgb <0.08,0.42,0.30>] [0.5 rgb <0.08,0.42,0.30>]"
            " [0.5 rgb <0.87,0.84,0.75>] [0.75 rgb <0.87,0.84,0.75>] [0.75 rgb <0.84,0.60,0.20>] [1 rgb <0.84,0.60,0.20>] }"
            " scale 4.2 rotate <0,22,0> translate <1.3,0,0.6> }" % (_SD, _SD, _SD))

# The fourteenth test split's textures (written 2026-11-27, after the thirteenth split's first
# measurement): POV's function pattern on x and z again. End grain: a butcher block of square
# blocks (one unit), each row offset by half a block; each block of one of three woods (a hash of
# the block: walnut, cherry, maple, with a little tone of its own), its growth rings round a centre
# of its own (often outside the block, so the rings arc across it), slightly wavy, soft; a thin
# dark glue line all round.
_EG = _function(
    "select(min(min({fx}, 1 - {fx}), min({fz}, 1 - {fz})) - 0.012, 0.03,"
    " 0.1 + 0.86 * (0.15 + 0.8 * {tone} - 0.12 * pow(0.5 + 0.5 * cos(6.2832 * {ring}), 4)))",
    ring="({r} * 9 + 0.12 * sin(5 * atan2({fz} - {cz}, {fx} - {cx}) + {h1} * 30))",
    r="sqrt(({fx} - {cx}) * ({fx} - {cx}) + ({fz} - {cz}) * ({fz} - {cz}))",
    tone="(0.9 * floor({h1} * 2.999) / 2 + 0.1 * {h2})",
    cx="(-0.6 + 2.2 * {h2})", cz="(-0.6 + 2.2 * {h3})",
    h1=_HASH.replace("{p}", "{i} * 12.9898 + {j} * 78.233"),
    h2=_HASH.replace("{p}", "{i} * 39.3467 + {j} * 11.135 + 1.7"),
    h3=_HASH.replace("{p}", "{i} * 73.156 + {j} * 52.235 + 4.1"),
    fx="({xs} - floor({xs}))", fz="(z - floor(z))", i="floor({xs})", j="floor(z)",
    xs="(x + 0.5 * " + _PM.format(a="floor(z)", n=2) + ")",
)
_END_GRAIN = ("pigment { function { %s } color_map { [0 rgb <0.16,0.10,0.06>] [0.07 rgb <0.16,0.10,0.06>]"
              " [0.1 rgb <0.34,0.21,0.12>] [0.3 rgb <0.42,0.27,0.15>] [0.55 rgb <0.60,0.34,0.20>] [0.75 rgb <0.70,0.52,0.32>]"
              " [0.96 rgb <0.84,0.70,0.49>] } scale 3.6 rotate <0,-27,0> translate <0.8,0,1.1> }" % _EG)
# Seersucker: pale blue and white stripes 0.5 cm wide with soft edges, the white ones puckered
# (a faint wrinkles pattern stretched along the stripe).
_SEERSUCKER = ("pigment { gradient x pigment_map { [0 rgb <0.50,0.62,0.78>] [0.44 rgb <0.52,0.64,0.80>]"
               " [0.5 wrinkles scale <0.4,1,1.6> color_map { [0 rgb <0.80,0.82,0.84>] [1 rgb <0.91,0.91,0.90>] }]"
               " [0.94 wrinkles scale <0.4,1,1.6> color_map { [0 rgb <0.80,0.82,0.84>] [1 rgb <0.91,0.91,0.90>] }]"
               " [1 rgb <0.50,0.62,0.78>] } scale 1.0 rotate <0,-38,0> }")
# Tumbling blocks: a triangular lattice (u along x, v at 60 degrees), whose vertices take three
# labels (i - j) mod 3; each triangle belongs to the hexagon round its vertex of label 0 and the
# hexagon's six triangles pair into three rhombi (the faces of a cube seen from a corner): label
# k of the triangle's cell and whether it is the cell's lower or upper triangle give the face.
_TB = _function(
    "select(abs({k} - 1) - 0.5, 0.85, select(({fu} + {fv} - 1) * ({k} - 1), 0.5, 0.15))",
    k=_PM.format(a="{i} - {j}", n=3), i="floor({u})", j="floor({v})",
    fu="({u} - floor({u}))", fv="({v} - floor({v}))", u="(x - 0.5 * {v})", v="(z / 0.8660254)",
)
_TUMBLING = ("pigment { function { %s } color_map { [0 rgb <0.12,0.12,0.14>] [0.33 rgb <0.12,0.12,0.14>]"
             " [0.33 rgb <0.20,0.36,0.40>] [0.67 rgb <0.20,0.36,0.40>] [0.67 rgb <0.66,0.54,0.30>] [1 rgb <0.66,0.54,0.30>] }"
             " scale 3.2 rotate <0,14,0> translate <-0.9,0,0.5> }" % _TB)

# The fifteenth test split's textures (written 2026-11-27, after the fourteenth split's first
# measurement). Burl veneer: a burl's swirling figure, whorls a few cm across drawn as the
# contour bands of a smooth noise (POV's bozo, slightly turbulent, its map repeated 5 times over
# the 2.4 cm scale: golden to mid brown with a thin dark ring per band), and small dark eyes
# scattered over it (the peaks of a finer bozo, ~2 mm, in every entry of the pigment_map).
_BURL_EYES = "bozo scale 0.075 color_map { [0 rgb %s] [0.74 rgb %s] [0.78 rgb <0.24,0.13,0.06>] [1 rgb <0.15,0.08,0.04>] }"
_BURL = ("pigment { bozo turbulence 0.25 octaves 3 frequency 5 pigment_map { %s }"
         " scale 2.4 rotate <0,33,0> translate <0.6,0,-1.2> }" % " ".join(
             "[%s %s]" % (v, _BURL_EYES % (c, c)) for v, c in (
                 ("0", "<0.58,0.36,0.17>"), ("0.45", "<0.72,0.50,0.26>"), ("0.78", "<0.60,0.38,0.18>"),
                 ("0.9", "<0.36,0.20,0.09>"), ("1", "<0.58,0.36,0.17>"))))
# Ikat: a warp-dyed cloth of columns of nested diamonds (a saffron heart, a cream ring, a madder-red
# ring on an indigo ground), every other column dropped half a diamond; the warp threads (24 to a
# column) each shifted along themselves by a hash of the thread, so every edge across the warp is
# feathered, as the dye of ikat bleeds. One column unit is 3 cm, a diamond 4.5 cm long.
_IK = _function(
    "select({d} - 0.34, 0.9, select({d} - 0.58, 0.65, select({d} - 0.84, 0.4, 0.12)))",
    d="(abs({fx} - 0.5) / 0.5 + abs({fz} - 0.5) / 0.5)",
    fx="(x - floor(x))", fz="({zs} - floor({zs}))",
    zs="((z + 0.75 * " + _PM.format(a="floor(x)", n=2) + " + 0.11 * ({ht} - 0.5)) / 1.5)",
    ht=_HASH.replace("{p}", "floor(x * 24) * 12.9898 + 4.2"),
)
_IKAT = ("pigment { function { %s } color_map { [0 rgb <0.13,0.16,0.33>] [0.25 rgb <0.13,0.16,0.33>]"
         " [0.25 rgb <0.60,0.15,0.13>] [0.5 rgb <0.60,0.15,0.13>] [0.5 rgb <0.89,0.84,0.72>] [0.75 rgb <0.89,0.84,0.72>]"
         " [0.75 rgb <0.86,0.62,0.18>] [1 rgb <0.86,0.62,0.18>] } scale 3.0 rotate <0,-21,0> translate <0.4,0,1.3> }" % _IK)
# Truchet tiles: square tiles of 2.8 cm, each with two quarter-circle arcs round opposite corners
# (which pair of corners a hash of the tile), so the arcs join into meandering curves; the regions
# between them in two colours (a region takes the parity of the lattice corners it holds), the
# arcs cream lines between them.
_TR = _function(
    "select(min(abs({r1} - 0.5), abs({r2} - 0.5)) - 0.06, 0.85,"
    " select(" + _PM.format(a="floor(x) + floor(z) + {flip} + select(min({r1}, {r2}) - 0.5, 0, 1)", n=2) + " - 0.5, 0.15, 0.5))",
    r1="sqrt({u} * {u} + {v} * {v})", r2="sqrt((1 - {u}) * (1 - {u}) + (1 - {v}) * (1 - {v}))",
    u="select({flip} - 0.5, {fx}, 1 - {fx})", v="{fz}",
    flip="floor(2 * " + _HASH.replace("{p}", "floor(x) * 27.619 + floor(z) * 57.583 + 2.9") + ")",
    fx="(x - floor(x))", fz="(z - floor(z))",
)
_TRUCHET = ("pigment { function { %s } color_map { [0 rgb <0.80,0.64,0.36>] [0.33 rgb <0.80,0.64,0.36>]"
            " [0.33 rgb <0.17,0.32,0.29>] [0.67 rgb <0.17,0.32,0.29>] [0.67 rgb <0.92,0.89,0.80>] [1 rgb <0.92,0.89,0.80>] }"
            " scale 2.8 rotate <0,-31,0> translate <-0.7,0,0.9> }" % _TR)

# The sixteenth test split's textures (written 2026-11-27, after the fifteenth split's first
# measurement). Spalted maple: pale creamy maple grain (POV's wood) crossed by the black zone lines
# of a fungus, thin wandering lines ~1 mm wide where a turbulent bozo (3.6 cm) crosses two levels
# (between them the wood is stained a greyish tan), and a second family of lines from another
# bozo (2.9 cm). The inner patterns' scales are divided by the outer ones (a pigment_map's
# entries are scaled with the pigment that holds them).
_SPALT_GRAIN = ("wood turbulence 0.05 octaves 4 scale <0.4,0.4,5.0> rotate <0,58,1> color_map {"
                " [0 rgb %s] [0.55 rgb %s] [1 rgb %s] }")
_SPALT_LINE = "rgb <0.11,0.09,0.07>"


def _spalt_inner(tone):
    grain = _SPALT_GRAIN % tone
    return ("bozo turbulence 0.35 octaves 3 scale 0.8 translate <0.9,0,-0.5> pigment_map { [0 %s] [0.6 %s]"
            " [0.603 %s] [0.611 %s] [0.614 %s] [1 %s] }" % (grain, grain, _SPALT_LINE, _SPALT_LINE, grain, grain))


_SPALT_PALE = ("<0.85,0.77,0.61>", "<0.87,0.79,0.63>", "<0.82,0.74,0.58>")
_SPALT_STAIN = ("<0.68,0.62,0.53>", "<0.70,0.64,0.55>", "<0.66,0.60,0.51>")
_SPALTED = ("pigment { bozo turbulence 0.45 octaves 4 pigment_map { [0 %s] [0.53 %s] [0.533 %s] [0.541 %s]"
            " [0.544 %s] [0.66 %s] [0.663 %s] [0.671 %s] [0.674 %s] [1 %s] } scale 3.6 rotate <0,-14,0> translate <-1.4,0,0.8> }" % (
                _spalt_inner(_SPALT_PALE), _spalt_inner(_SPALT_PALE), _SPALT_LINE, _SPALT_LINE, _spalt_inner(_SPALT_STAIN),
                _spalt_inner(_SPALT_STAIN), _SPALT_LINE, _SPALT_LINE, _spalt_inner(_SPALT_PALE), _spalt_inner(_SPALT_PALE)))
# Shibori (itajime): indigo cloth folded and clamped before dyeing, so the resist shows as a grid
# of pale blue-white discs (3.4 cm apart) with small diamonds at the lattice corners and faint
# fold lines between, every edge soft (a blend over ~2 mm) and wandering (a turbulence warp); the
# indigo uneven (a bozo of two indigos).
_SH = _function(
    "max(max({disc}, {diamond}), {fold})",
    disc="max(0, min(1, (0.29 - sqrt({u} * {u} + {v} * {v})) / 0.07 + 0.5))",
    diamond="max(0, min(1, (0.17 - (0.5 - abs({u})) - (0.5 - abs({v}))) / 0.06 + 0.5))",
    fold="0.55 * max(0, min(1, (0.025 - min(0.5 - abs({u}), 0.5 - abs({v}))) / 0.025))",
    u="(x - floor(x) - 0.5)", v="(z - floor(z) - 0.5)",
)
_SHIBORI = ("pigment { function { %s } warp { turbulence <0.11,0,0.11> octaves 3 } pigment_map {"
            " [0 bozo scale 0.3 color_map { [0 rgb <0.09,0.12,0.28>] [1 rgb <0.15,0.21,0.40>] }]"
            " [0.5 rgb <0.42,0.52,0.70>] [1 rgb <0.80,0.85,0.90>] } scale 3.4 rotate <0,19,0> translate <0.5,0,-1.1> }" % _SH)
# Shippo (the seven treasures): circles of radius 0.7071 on a unit square lattice (3.6 cm: circles
# 5.1 cm across), each overlapping its four neighbours in pointed lenses: the lenses along x cream,
# those along z jade, the concave four-pointed stars round each lattice point oxblood, every circle
# outlined in gold (~2.5 mm). A finer lattice (2.6 cm) with a gold dot in each star made JPEGs
# ~1.7 times the truchet table's (a test swatch); the spalted maple's grain was made fainter and coarser for the
# same reason.
_SP = _function(
    "select(min(min(abs({d00} - 0.7071), abs({d10} - 0.7071)), min(abs({d01} - 0.7071), abs({d11} - 0.7071))) - 0.035, 0.9,"
    " select({hz} - 0.5, select({vt} - 0.5, 0.1, 0.63), 0.37))",
    hz="(({d00} < 0.7071) * ({d10} < 0.7071) + ({d01} < 0.7071) * ({d11} < 0.7071))",
    vt="(({d00} < 0.7071) * ({d01} < 0.7071) + ({d10} < 0.7071) * ({d11} < 0.7071))",
    d00="sqrt({fx} * {fx} + {fz} * {fz})", d10="sqrt((1 - {fx}) * (1 - {fx}) + {fz} * {fz})",
    d01="sqrt({fx} * {fx} + (1 - {fz}) * (1 - {fz}))", d11="sqrt((1 - {fx}) * (1 - {fx}) + (1 - {fz}) * (1 - {fz}))",
    fx="(x - floor(x))", fz="(z - floor(z))",
)
_SHIPPO = ("pigment { function { %s } color_map { [0 rgb <0.40,0.11,0.13>] [0.25 rgb <0.40,0.11,0.13>]"
           " [0.25 rgb <0.88,0.83,0.70>] [0.5 rgb <0.88,0.83,0.70>] [0.5 rgb <0.38,0.58,0.48>] [0.75 rgb <0.38,0.58,0.48>]"
           " [0.75 rgb <0.78,0.62,0.27>] [1 rgb <0.78,0.62,0.27>] } scale 3.6 rotate <0,-24,0> translate <0.3,0,0.7> }" % _SP)

# The seventeenth test split's textures (written 2026-11-27, after the sixteenth split's first
# measurement). Flame maple (a violin's back): amber-varnished maple, its grain (POV's wood along
# z, thin darker lines) crossed by the flame, soft wavy bands ~1.1 cm apart, light where the fibres
# catch the light and darker between (a sine-wave gradient across the grain, warped along it by
# turbulence, mapping between a darker and a lighter grain); the flame strong in places and faint
# in others (a bozo of 4.5 cm between a strong and a faint flame). The grain's scale is divided by
# the outer ones (4.5 x 0.244, and x by the bands' stretch of 3 too: a pigment_map's entries are
# scaled with the pigment that holds them), so its lines lie ~4.5 mm apart on the table. A grain
# scaled as if alone (1.2 mm apart) made moire, long false lines along the bands, in test swatches.
_FLAME_GRAIN = ("wood turbulence 0.07 octaves 4 scale <0.137,0.41,7.3> rotate <0,2,1> color_map {"
                " [0 rgb %s] [0.16 rgb %s] [0.55 rgb %s] [0.85 rgb %s] [1 rgb %s] }")


def _flame_bands(dark, light):
    def grain(c):
        return _FLAME_GRAIN % tuple("<%.3f,%.3f,%.3f>" % tuple(v * f for v in c) for f in (0.7, 1.0, 1.06, 0.98, 0.74))
    # the warp's noise stretched along the bands (x) by 3, the grain inside squeezed back by as much
    return ("gradient z sine_wave warp { turbulence <0,0,0.3> octaves 2 } scale <3,1,1> pigment_map { [0 %s] [1 %s] }"
            " scale 0.244" % (grain(dark), grain(light)))


_FLAME = ("pigment { bozo pigment_map { [0.25 %s] [0.75 %s] } scale 4.5 rotate <0,37,0> translate <0.4,0,-0.9> }" % (
    _flame_bands((0.70, 0.40, 0.16), (0.80, 0.48, 0.21)), _flame_bands((0.56, 0.30, 0.11), (0.86, 0.54, 0.23))))
# Quilted: a sage green quilted cloth, stitch lines along both diagonals 3 cm apart (diamonds 4.2 cm
# across): each diamond a soft puff, lightest at its middle and shaded on one side, dark in the
# sunken stitch lines (~1 mm), which show a pale dashed thread; a slight turbulence warp.
_QU = _function(
    "select({seam} - 0.018, select({dash} - 0.45, 0.2, 0.05), 0.3 + 0.7 * max(0, min(1, sqrt({seam} * 2) + 0.3 * ({fu} - 0.5))))",
    seam="min(0.5 - abs({fu} - 0.5), 0.5 - abs({fv} - 0.5))",
    dash="select(abs({fv} - 0.5) - abs({fu} - 0.5), ({v} * 9 - floor({v} * 9)), ({u} * 9 - floor({u} * 9)))",
    fu="({u} - floor({u}))", fv="({v} - floor({v}))", u="((x + z) * 0.7071)", v="((x - z) * 0.7071)",
)
_QUILTED = ("pigment { function { %s } warp { turbulence <0.06,0,0.06> octaves 2 } color_map {"
            " [0 rgb <0.15,0.19,0.14>] [0.1 rgb <0.15,0.19,0.14>] [0.15 rgb <0.66,0.70,0.58>] [0.25 rgb <0.66,0.70,0.58>]"
            " [0.3 rgb <0.24,0.30,0.22>] [0.65 rgb <0.44,0.52,0.40>] [1 rgb <0.60,0.68,0.54>] }"
            " scale 3.0 rotate <0,-11,0> translate <0.6,0,0.3> }" % _QU)
# Calico: a small-flower print on wine red. On a half-drop lattice of 2.2 cm cells, one flower a
# cell (five rounded petals ~1.1 cm across, turned and shifted by a hash of the cell; cream, mustard
# or dusty pink, a mustard heart, a cream one in the mustard flowers) and, in the gaps between
# the flowers of a row, a small sage leaf (turned by a hash). Cream dots of 2 mm in the other gaps
# made JPEGs of test swatches ~5 % larger (~1.04 times the shippo table's), so they were left out.
_CA = _function(
    "select({fl} - 1, select({r} - 0.075, {heart}, {petal}), select({lf} - 1, 0.9, 0.1))",
    fl="({r} / (0.24 * (0.55 + 0.45 * abs(cos(2.5 * atan2({cz}, {cx}) + 6.2832 * {h1})))))",
    r="sqrt({cx} * {cx} + {cz} * {cz})",
    petal="(0.3 + 0.1 * floor(3 * {h2}))",
    heart="select({h2} - 0.3333, 0.575, select({h2} - 0.6667, 0.7, 0.575))",
    cx="({x1} - floor({x1}) - 0.5 - 0.16 * ({h3} - 0.5))", cz="(z - floor(z) - 0.5 - 0.16 * ({h4} - 0.5))",
    h1=_HASH.replace("{p}", "floor({x1}) * 12.9898 + floor(z) * 78.233 + 0.7"),
    h2=_HASH.replace("{p}", "floor({x1}) * 39.3467 + floor(z) * 11.135 + 1.3"),
    h3=_HASH.replace("{p}", "floor({x1}) * 73.156 + floor(z) * 52.235 + 2.9"),
    h4=_HASH.replace("{p}", "floor({x1}) * 26.651 + floor(z) * 91.417 + 4.1"),
    lf="sqrt(({la} / 0.13) * ({la} / 0.13) + ({lb} / 0.05) * ({lb} / 0.05))",
    la="({lx} * cos({lt}) + {lz} * sin({lt}))", lb="({lz} * cos({lt}) - {lx} * sin({lt}))",
    lt="(6.2832 * " + _HASH.replace("{p}", "floor({x1} + 0.5) * 17.713 + floor(z) * 63.291 + 5.3") + ")",
    lx="({x1} - floor({x1} + 0.5))", lz="(z - floor(z) - 0.2)",
    x1="(x + 0.5 * " + _PM.format(a="floor(z)", n=2) + ")",
)
_CALICO = ("pigment { function { %s } color_map { [0 rgb <0.40,0.09,0.15>] [0.2 rgb <0.40,0.09,0.15>]"
           " [0.2 rgb <0.89,0.84,0.70>] [0.35 rgb <0.89,0.84,0.70>] [0.35 rgb <0.85,0.64,0.22>] [0.45 rgb <0.85,0.64,0.22>]"
           " [0.45 rgb <0.84,0.54,0.56>] [0.55 rgb <0.84,0.54,0.56>] [0.55 rgb <0.85,0.64,0.22>] [0.6 rgb <0.85,0.64,0.22>]"
           " [0.6 rgb <0.89,0.84,0.70>] [0.8 rgb <0.89,0.84,0.70>] [0.8 rgb <0.46,0.58,0.40>] [1 rgb <0.46,0.58,0.40>] }"
           " scale 2.2 rotate <0,29,0> translate <-0.3,0,1.2> }" % _CA)

# The eighteenth test split's textures (written 2026-11-27, after the seventeenth split's first
# measurement). Beech: pale pinkish steamed beech, fine straight grain (POV's wood along z, growth
# lines ~2 mm apart, faint) and beech's ray flecks, small dark reddish-brown spindles ~2 mm long
# along the grain (the peaks of a bozo stretched along z). The flecks are the outer pattern; the
# grain's scale is divided by theirs (a pigment_map's entries are scaled with the pigment that
# holds them).
_BEECH_FLECK = (0.035, 0.16)  # the flecks' bozo: across, along the grain (cm)
_BEECH_GRAIN = ("wood turbulence <0.12,0.12,0.3> octaves 3 scale <%.3f,%.3f,%.3f> color_map {"
                " [0 rgb <0.74,0.57,0.43>] [0.2 rgb <0.82,0.66,0.51>] [0.6 rgb <0.85,0.70,0.55>] [1 rgb <0.80,0.64,0.49>] }" % (
                    0.2 / _BEECH_FLECK[0], 0.2, 10.0 / _BEECH_FLECK[1]))
_BEECH = ("pigment { bozo pigment_map { [0 %s] [0.72 %s] [0.76 rgb <0.58,0.36,0.24>] [1 rgb <0.50,0.30,0.19>] }"
          " scale <%.3f,1,%.3f> rotate <0.8,0,0> rotate <0,-48,0> translate <0.7,0,0.2> }" % (
              _BEECH_GRAIN, _BEECH_GRAIN, _BEECH_FLECK[0], _BEECH_FLECK[1]))
# Moire taffeta: sapphire watered silk, its watermarks the contour lines of a smooth noise (a
# sine-wave gradient ~4 mm apart warped by a turbulence of a few of its lines across and stretched
# along them), so the lines flow side by side, bunch and part round eyes as on moire; soft, low
# contrast. Lines 3 mm apart with a higher contrast made JPEGs of test swatches ~1.2 times the
# quilted table's, and these lines with a higher contrast (<0.05,0.09,0.28> to <0.12,0.20,0.48>)
# made test scenes ~1.08 times as large as on the quilted table; now ~1.01.
_MOIRE = ("pigment { gradient x sine_wave frequency 6 warp { turbulence <0.55,0,0.3> octaves 2 lambda 2.3 omega 0.5 }"
          " scale <2.4,1,3.6> rotate <0,-33,0> color_map { [0 rgb <0.06,0.10,0.30>] [1 rgb <0.11,0.18,0.44>] } }")
# Leopard print: on a half-drop lattice of 3.6 cm cells, one rosette a cell (jittered by a hash of
# the cell): a ring ~2 cm across, its radius wavy with the angle, broken into four or five
# near-black spots of uneven width (~2-6 mm) round a darker tawny centre; small near-black spots
# (in most of the gaps between three rosettes) on a tawny ground; a slight turbulence warp. A
# lattice of 2.8 cm made JPEGs of test swatches ~1.08 times the calico table's.
_LP = _function(
    "select({rd} - {wd}, select(sin({n} * {th} + 6.2832 * {h2}) + 0.35, select({r} - {R}, 0.5, 0.1), 0.9),"
    " select({r} - {R}, 0.5, select({sd} - {sr}, 0.9, 0.1)))",
    rd="abs({r} - {R})", wd="(0.055 + 0.025 * sin(4 * {th} + 6.2832 * {h2}))",
    R="(0.27 * (1 + 0.14 * sin(3 * {th} + 6.2832 * {h1}) + 0.07 * sin(5 * {th} + 6.2832 * {h2})))",
    n="(4 + floor(2 * {h5}))", r="sqrt({cx} * {cx} + {cz} * {cz})", th="atan2({cz}, {cx})",
    cx="({x1} - floor({x1}) - 0.5 - 0.14 * ({h3} - 0.5))", cz="(z - floor(z) - 0.5 - 0.14 * ({h4} - 0.5))",
    h1=_HASH.replace("{p}", "floor({x1}) * 12.9898 + floor(z) * 78.233 + 0.3"),
    h2=_HASH.replace("{p}", "floor({x1}) * 39.3467 + floor(z) * 11.135 + 1.9"),
    h3=_HASH.replace("{p}", "floor({x1}) * 73.156 + floor(z) * 52.235 + 2.3"),
    h4=_HASH.replace("{p}", "floor({x1}) * 26.651 + floor(z) * 91.417 + 3.7"),
    h5=_HASH.replace("{p}", "floor({x1}) * 57.119 + floor(z) * 33.781 + 4.9"),
    # the spots: between two rosettes of a row and one of the next (x1 a whole number, z 0.85 up the row)
    sd="sqrt(({kx} / 1.3) * ({kx} / 1.3) + {kz} * {kz})", kx="({x1} - floor({x1} + 0.5))", kz="(z - floor(z) - 0.85)",
    sr="select({h6} - 0.3, 0, 0.045 + 0.035 * {h6})",
    h6=_HASH.replace("{p}", "floor({x1} + 0.5) * 17.713 + floor(z) * 63.291 + 5.3"),
    x1="(x + 0.5 * " + _PM.format(a="floor(z)", n=2) + ")",
)
_LEOPARD = ("pigment { function { %s } warp { turbulence <0.05,0,0.05> octaves 2 } color_map {"
            " [0 rgb <0.78,0.55,0.26>] [0.3 rgb <0.78,0.55,0.26>] [0.3 rgb <0.58,0.34,0.15>] [0.7 rgb <0.58,0.34,0.15>]"
            " [0.7 rgb <0.10,0.07,0.05>] [1 rgb <0.10,0.07,0.05>] } scale 3.6 rotate <0,-17,0> translate <1.1,0,-0.4> }" % _LP)

# The nineteenth test split's textures (written 2026-11-28, after the eighteenth split's first
# measurement). Olive wood: pale straw-cream olive with its wild figure, wavy dark brown streaks
# with soft edges, thin where they run close together and broad where they turn, bunched in places
# and leaving wide plain bands in others (POV's wood, rings 3.2 cm, one dark streak in each ring's
# colour map; a coarse turbulence of almost half a ring across the rings, stretched along the grain
# by its 20 cm, wavers the streaks, squeezes and spreads them). Rings of 1.1-1.7 cm with three
# streaks each and a stronger turbulence made JPEGs of test swatches 1.3-1.6 times the beech's,
# rings of 2.2 cm with near-black streaks 1.1-1.3 times; these ~1.16 and ~0.96 times.
_OLIVE = ("pigment { wood turbulence <0.45,0.45,0.06> octaves 2 omega 0.5 lambda 2.0 color_map {"
          " [0 rgb <0.80,0.71,0.49>] [0.3 rgb <0.84,0.75,0.54>] [0.4 rgb <0.66,0.53,0.35>] [0.45 rgb <0.36,0.25,0.15>]"
          " [0.48 rgb <0.29,0.19,0.11>] [0.53 rgb <0.52,0.39,0.24>] [0.6 rgb <0.78,0.68,0.46>] [0.7 rgb <0.82,0.73,0.51>]"
          " [1 rgb <0.80,0.71,0.49>] } scale <3.2,3.2,20> rotate <0,-52,0> translate <0.3,0,-0.6> }")
# Waffle weave: a cornflower-blue waffle (honeycomb pique) cloth, square pockets 8.5 mm apart sunk
# between raised ridges ~3 mm wide; in each pocket two walls lit and the two opposite in shade (the
# sides fixed in the cloth, not following the scene's lamp), the floor darker than the ridges,
# which show faint threads across them; a slight turbulence warp, as a cloth lies. Pockets 7 mm
# apart with a stronger shading made JPEGs of test swatches 1.1-1.3 times the moire taffeta's.
_WA = _function(
    "select({e} - 0.33, 0.45 + 0.22 * {wall} * {side}, 0.76 + 0.04 * sin(6.2832 * 5 * ({along})))",
    e="max(abs({u}), abs({v}))", wall="min(max(({e} - 0.2) / 0.13, 0), 1)",
    side="(({u} - {v}) / (2 * {e} + 0.001))", along="select(abs({u}) - abs({v}), {v}, {u})",
    u="(x - floor(x) - 0.5)", v="(z - floor(z) - 0.5)",
)
_WAFFLE = ("pigment { function { %s } warp { turbulence <0.03,0,0.03> octaves 2 } color_map {"
           " [0 rgb <0.20,0.26,0.45>] [0.45 rgb <0.30,0.39,0.62>] [0.75 rgb <0.40,0.50,0.74>] [1 rgb <0.46,0.56,0.80>] }"
           " scale 0.85 rotate <0,23,0> translate <0.2,0,0.35> }" % _WA)
# Boomerang laminate: a 1950s diner table's plastic laminate, bent boomerangs on pale pearl grey
# with small dark flecks. Two square lattices of 4 cm, the second shifted half a cell both ways
# and laid over the first; in each cell one boomerang (turned, shifted a little and coloured by
# hashes of the cell: aqua near the turquoise paint, charcoal near the grey paint, coral or
# mustard): two arms ~1.8 cm long at 120 degrees, ~1 cm wide at the elbow and narrowing to
# rounded tips half as wide (~3 cm tip to tip), so they cross here and there where the lattices
# meet. Elongated marks of a short stick's size in two stick colours, on a ground near the card's
# white and the white paint, as such tables are: honestly hard. The flecks: the peaks (~1-2 mm) of
# a fine bozo in the ground (its scale divided by the lattice's).
_BOOM_L, _BOOM_W = 0.44, 0.12  # an arm's length and its half width at the elbow, in cells


def _boomerang(sx, sz, k):
    """(inside: < 0 in the boomerang, colour value) of the cell of (x + sx, z + sz), hashed with k."""
    arm = "(pow({across}, 2) + pow(max(max(-{along}, {along} - %.3f), 0), 2) - pow(%.3f * (1 - 0.5 * min(max({along} / %.3f, 0), 1)), 2))" % (
        _BOOM_L, _BOOM_W, _BOOM_L)
    inside = _function(
        "min(%s, %s)" % (arm.replace("{across}", "{c1}").replace("{along}", "{a1}"),
                         arm.replace("{across}", "{c2}").replace("{along}", "{a2}")),
        a1="(0.5 * {ax} + 0.866 * {lz})", c1="(0.866 * {ax} - 0.5 * {lz})",
        a2="(0.5 * {ax} - 0.866 * {lz})", c2="(0.866 * {ax} + 0.5 * {lz})",
        ax="({lx} + %.3f)" % (0.25 * _BOOM_L),
        lx="({px} * cos({th}) + {pz} * sin({th}))", lz="({pz} * cos({th}) - {px} * sin({th}))",
        px="({X} - floor({X}) - 0.5 - 0.08 * ({h1} - 0.5))", pz="({Z} - floor({Z}) - 0.5 - 0.08 * ({h2} - 0.5))",
        th="(6.2832 * {h3})",
        h1=_HASH.replace("{p}", "floor({X}) * 12.9898 + floor({Z}) * 78.233 + %.1f" % (k + 0.3)),
        h2=_HASH.replace("{p}", "floor({X}) * 39.3467 + floor({Z}) * 11.135 + %.1f" % (k + 1.9)),
        h3=_HASH.replace("{p}", "floor({X}) * 73.156 + floor({Z}) * 52.235 + %.1f" % (k + 2.3)),
        X="(x + %.1f)" % sx, Z="(z + %.1f)" % sz,
    )
    colour = _function("(0.3 + 0.2 * floor(3.999 * {h4}))",
                       h4=_HASH.replace("{p}", "floor(x + %.1f) * 26.651 + floor(z + %.1f) * 91.417 + %.1f" % (sx, sz, k + 3.7)))
    return inside, colour


_BA, _BA_COLOUR = _boomerang(0.0, 0.0, 0)
_BB, _BB_COLOUR = _boomerang(0.5, 0.5, 7)
_BOOMERANG_FN = "select(%s, %s, select(%s, %s, 0.1))" % (_BB, _BB_COLOUR, _BA, _BA_COLOUR)
_BOOM_GROUND = ("bozo scale 0.05 color_map { [0 rgb <0.87,0.86,0.83>] [0.76 rgb <0.89,0.88,0.85>] [0.79 rgb <0.16,0.15,0.14>]"
                " [1 rgb <0.12,0.11,0.10>] }")
_BOOMERANG = ("pigment { function { %s } pigment_map { [0 %s] [0.2 %s] [0.2 rgb <0.22,0.62,0.62>] [0.4 rgb <0.22,0.62,0.62>]"
              " [0.4 rgb <0.26,0.27,0.29>] [0.6 rgb <0.26,0.27,0.29>] [0.6 rgb <0.90,0.52,0.50>] [0.8 rgb <0.90,0.52,0.50>]"
              " [0.8 rgb <0.86,0.70,0.30>] [1 rgb <0.86,0.70,0.30>] } scale 4.0 rotate <0,12,0> translate <-0.6,0,0.9> }" % (
                  _BOOMERANG_FN, _BOOM_GROUND, _BOOM_GROUND))

# The twentieth test split's textures (written 2026-11-28, after the nineteenth split's second
# measurement), all of POV's built-in patterns (the nineteenth's boomerang function pattern took
# ~41 s a scene, these ~4 s). Quarter-sawn oak: golden oak cut across the growth rings, so its
# grain runs in straight tight parallel lines (POV's wood, rings 2.8 mm, the board 30 cm from the
# pith), crossed by oak's ray flecks: pale satiny flakes ~1-4 cm long and 2-6 mm wide across the
# grain at 70 degrees (the peaks of a bozo stretched across the grain; inside them the same grain,
# lighter). The flecks are the outer pattern, so the grain's transformation undoes theirs (scale,
# then the flecks' slant) before its own. A turbulence of the flecks' bozo warped the grain inside
# it into ripples, so there is none. The nearest: the beech's flecks (small, dark, along the grain)
# and the random wood family (rings of 2 mm to 1.5 cm in a palette's bands, no flecks).
_QS_FLECK = (2.0, 0.3)  # the flecks' bozo: across, along the grain (cm)
_QS_SLANT = 20  # the grain's turn from the flecks' across (degrees)


def _qs_grain(dark, mid, light):
    return ("wood turbulence <0.03,0.03,0.2> octaves 3 scale <0.28,0.28,12> translate <30,0,0> rotate <0,%d,0>"
            " scale <%.4f,1,%.4f> color_map { [0 rgb %s] [0.15 rgb %s] [0.75 rgb %s] [1 rgb %s] }" % (
                _QS_SLANT, 1 / _QS_FLECK[0], 1 / _QS_FLECK[1], dark, mid, light, mid))


_QS_PLAIN = _qs_grain("<0.36,0.23,0.11>", "<0.52,0.36,0.19>", "<0.57,0.40,0.22>")
_QUARTERSAWN = ("pigment { bozo pigment_map { [0 %s] [0.68 %s] [0.72 %s] [1 %s] } scale <%.3f,1,%.3f> rotate <0,64,0>"
                " translate <0.4,0,-0.3> }" % (
                    _QS_PLAIN, _QS_PLAIN, _qs_grain("<0.52,0.38,0.22>", "<0.66,0.50,0.31>", "<0.70,0.54,0.34>"),
                    _qs_grain("<0.56,0.42,0.25>", "<0.70,0.55,0.35>", "<0.74,0.58,0.37>"), _QS_FLECK[0], _QS_FLECK[1]))
# Oatmeal linen: a natural linen tablecloth, near the white sticks' paint under a warm lamp: a fine
# plain weave (threads 0.8 mm apart, the average of two gradients at right angles) and linen's
# slubs, thicker darker or lighter stretches of single threads a few cm long along the warp and the
# weft (the tails of two bozos stretched 44 times along the threads). The nearest: khaki_canvas
# (two gradients of 2.2 mm, no slubs) and the random woven family (bands of 6 mm and more).
_LINEN_THREADS = "gradient %s color_map { [0 rgb <0.66,0.62,0.53>] [0.5 rgb <0.80,0.76,0.67>] [1 rgb <0.66,0.62,0.53>] } scale 0.08"
_LINEN_SLUBS = ("bozo color_map { [0 rgb <0.74,0.70,0.61>] [0.2 rgb <0.74,0.70,0.61>] [0.27 rgb <0.60,0.56,0.47>]"
                " [0.33 rgb <0.74,0.70,0.61>] [0.72 rgb <0.74,0.70,0.61>] [0.8 rgb <0.88,0.84,0.75>] [0.86 rgb <0.74,0.70,0.61>]"
                " [1 rgb <0.74,0.70,0.61>] } scale <%s>")
_LINEN = ("pigment { average pigment_map { [1 %s] [1 %s] [1.4 %s] [1.4 %s] } rotate <0,-21,0> translate <0.3,0,0.2> }" % (
    _LINEN_THREADS % "x", _LINEN_THREADS % "z", _LINEN_SLUBS % "0.05,1,2.2", _LINEN_SLUBS % "2.2,1,0.05"))
# Cork board: agglomerated cork granules ~3.5 mm across, each of its own tone from dark brown to
# pale tan (POV's cells, a random value per cube of 3.5 mm, the plane through the cubes' middles,
# their edges made irregular by a turbulence warp of 0.6 of a granule); near the brown sticks'
# paint, with granules of a stick's width. The nearest random family (cells) has cells of 4 mm to
# 3 cm in hard bands of a palette and a turbulence of at most 0.3. Granules of 2.8-3.2 mm with a
# wider range of tones made JPEGs of test swatches 1.07-1.1 times these and test scenes ~1.09 times
# as large as on the olive wood.
_CORK = ("pigment { cells warp { turbulence 0.6 octaves 2 } translate <0,0.5,0> color_map { [0 rgb <0.33,0.21,0.11>]"
         " [0.25 rgb <0.46,0.31,0.17>] [0.7 rgb <0.58,0.41,0.23>] [1 rgb <0.66,0.49,0.30>] } scale 0.35 rotate <0,17,0> }")

# The twenty-first test split's textures (written 2026-11-28, after the twentieth split's second
# measurement), all of POV's built-in patterns (no function pattern). Bird's-eye maple: pale creamy
# maple with a fine straight grain (POV's wood) strewn with small round "eyes" ~1-2.5 mm across, a
# dark brown ring round a tan centre, ~1-1.5 cm apart: crackle's form <1,0,0> is the distance to
# the nearest of its random points, so the plane shows a small disc round each point lying near it
# (a point farther off gives a smaller disc, or none). The nearest: the burl veneer's whorls with
# small dark eyes (a fine bozo's peaks, no ring), the beech's dark flecks along the grain, and the
# random cells/crackle families (cells and joints, never discs round the points).
_BE_GRAIN = ("wood turbulence 0.05 octaves 4 scale <0.6,0.6,12> rotate <0,-28,1> color_map { [0 rgb <0.84,0.73,0.55>]"
             " [0.5 rgb <0.89,0.79,0.61>] [0.8 rgb <0.86,0.76,0.58>] [1 rgb <0.76,0.64,0.46>] }")
_BIRDS_EYE = ("pigment { crackle form <1,0,0> pigment_map { [0 rgb <0.62,0.46,0.28>] [0.07 rgb <0.56,0.40,0.23>]"
              " [0.11 rgb <0.38,0.25,0.13>] [0.15 rgb <0.70,0.57,0.39>] [0.18 %s] [1 %s] } scale <0.8,0.8,0.95> rotate <0,-28,0>"
              " translate <0.3,0,0.5> }" % (_BE_GRAIN, _BE_GRAIN))
# Chalk-stripe suiting: a charcoal worsted wool near the grey sticks' paint, a fine twill (a 0.7 mm
# gradient at 45 degrees) over a soft heathered ground (a bozo), with soft chalk-white pinstripes
# ~0.8 mm wide every 1.4 cm (a gradient's ends; a faint turbulence makes them a little uneven). The
# nearest: denim (a blue twill alone), pewter_linen and grey_flannel (plain greys) and the random
# gradient family (bands of a palette, 4 mm to 6 cm).
_CS_GROUND = ("average pigment_map { [1 gradient x scale 0.07 rotate <0,45,0> color_map { [0 rgb <0.20,0.21,0.23>] [0.5 rgb <0.24,0.25,0.27>]"
              " [1 rgb <0.20,0.21,0.23>] }] [1 bozo scale 0.6 color_map { [0 rgb <0.19,0.20,0.22>] [1 rgb <0.25,0.26,0.28>] }] }")
_CHALK_STRIPE = ("pigment { gradient x turbulence 0.004 pigment_map { [0 rgb <0.58,0.58,0.56>] [0.018 rgb <0.54,0.54,0.52>]"
                 " [0.045 %s] [0.955 %s] [0.982 rgb <0.54,0.54,0.52>] [1 rgb <0.58,0.58,0.56>] } scale 1.4 rotate <0,-36,0>"
                 " translate <0.2,0,0> }" % (_CS_GROUND, _CS_GROUND))
# Turquoise matrix: a slab of turquoise stone near the turquoise sticks' paint, honestly: nuggets
# ~1.5-3 cm across of mottled turquoise (a bozo of four tones from deep teal to pale sky green, a
# few pale spots) in a spider-web matrix of thin dark brown veins ~1-1.5 mm wide (POV's crackle,
# its joints, warped by a turbulence). The nearest: agate_teal and teal_waves (cream and teal
# bands), terrazzo (crackle chips on grey) and the random crackle family (cells of a palette's
# hard bands round one joint colour, no mottle inside).
_TQ_STONE = ("bozo scale 0.8 color_map { [0 rgb <0.06,0.46,0.47>] [0.3 rgb <0.10,0.56,0.56>] [0.6 rgb <0.18,0.64,0.61>]"
             " [0.85 rgb <0.30,0.71,0.66>] [0.93 rgb <0.50,0.79,0.73>] [1 rgb <0.50,0.79,0.73>] }")
_TURQUOISE = ("pigment { crackle warp { turbulence 0.25 octaves 3 } pigment_map { [0 rgb <0.14,0.10,0.07>] [0.024 rgb <0.20,0.14,0.09>]"
              " [0.04 rgb <0.34,0.27,0.18>] [0.05 %s] [1 %s] } scale 3.2 rotate <0,23,0> translate <0.6,0,-0.4> }" % (
                  _TQ_STONE, _TQ_STONE))

# The twenty-second test split's textures (written 2026-11-28, after the twenty-first split's second
# measurement), all of POV's built-in patterns (no function pattern). Purpleheart: a tropical wood
# that ages to a vivid purple, near the violet sticks' paint, honestly: a fine straight grain (POV's
# wood) with a ribbon figure, soft lighter and darker stripes ~8 mm wide along the grain where the
# interlocked fibres catch the light differently (a sine-wave gradient across the grain mapping
# between a darker and a lighter grain). The ribbons are the outer pattern, so the grain's scale is
# divided by theirs (a pigment_map's entries are scaled with the pigment that holds them). The
# nearest: rosewood (dark red-purple, strong grain), flame_maple (wavy bands across the grain,
# amber), quartersawn_oak (flecks across the grain), aubergine_felt and plum_velvet (violet and plum
# cloths) and the random wood family (a palette's bands as rings, no ribbons).
_PH_RIBBON = 1.6  # the ribbons' period across the grain (cm)


def _ph_grain(dark, mid, light):
    return ("wood turbulence <0.04,0.04,0.1> octaves 3 scale <%.4f,%.4f,%.3f> translate <%.3f,0,0> color_map {"
            " [0 rgb %s] [0.2 rgb %s] [0.7 rgb %s] [1 rgb %s] }" % (
                0.35 / _PH_RIBBON, 0.35 / _PH_RIBBON, 12.0, 25.0 / _PH_RIBBON, dark, mid, light, mid))


_PURPLEHEART = ("pigment { gradient x sine_wave pigment_map { [0 %s] [1 %s] }"
                " scale %.2f rotate <0,-34,0> translate <0.3,0,0.8> }" % (
                    _ph_grain("<0.28,0.11,0.27>", "<0.37,0.16,0.36>", "<0.40,0.18,0.39>"),
                    _ph_grain("<0.34,0.15,0.33>", "<0.45,0.21,0.44>", "<0.49,0.24,0.48>"), _PH_RIBBON))
# Herringbone tweed: a brown wool tweed near the brown sticks' paint, honestly: a 2/2 twill woven in
# columns ~8 mm wide whose diagonals turn at each column's edge, so they meet in chevrons (POV's
# gradient across the columns choosing between two twills, gradients at +45 and -45 degrees, 1.8 mm
# a rib), over a heathered ground of flecked yarns (a fine granite). The nearest: denim (a blue twill
# alone), chalk_stripe (a charcoal twill with pinstripes), herringbone_oak (wood blocks), olive_tweed
# (a granite alone), tan_suede (plain brown) and the random woven family (crossing bands).
_HB_TWILL = ("gradient x scale %.4f rotate <0,%d,0> color_map { [0 rgb <0.36,0.22,0.12>] [0.5 rgb <0.47,0.31,0.18>]"
             " [1 rgb <0.36,0.22,0.12>] }")
_HB_HEATHER = "granite scale %.4f color_map { [0 rgb <0.34,0.21,0.11>] [0.6 rgb <0.44,0.29,0.16>] [1 rgb <0.58,0.44,0.30>] }"
_HB_COLUMNS = 1.6  # a pair of columns (cm)


def _hb_column(turn):
    return "average pigment_map { [1.6 %s] [1 %s] }" % (_HB_TWILL % (0.18 / _HB_COLUMNS, turn), _HB_HEATHER % (0.3 / _HB_COLUMNS))


_HERRINGBONE_TWEED = ("pigment { gradient x pigment_map { [0 %s] [0.5 %s] [0.5 %s] [1 %s] } scale %.2f rotate <0,27,0>"
                      " translate <0.35,0,0> }" % (_hb_column(45), _hb_column(45), _hb_column(-45), _hb_column(-45), _HB_COLUMNS))
# Basket weave: a bleached rattan table top near the white sticks' paint and the card's white,
# honestly: blocks of three flat strands ~4 mm wide, the blocks 1.2 cm square (a stick's width),
# along x and along z in turn (POV's checker of two gradients), each strand rounded (light in its
# middle, shaded at its edges) with soft darker gaps between. The nearest: gingham and navy_gingham
# (two gradients averaged into checks), khaki_canvas (a coarse plain weave), waffle_weave (square
# pockets), parquet (brick) and herringbone_oak (wood blocks), and the random layered family (checks
# of two patterns of random palettes, without rounded strands).
_BW_STRANDS = ("gradient %s scale 0.3333 color_map { [0 rgb <0.57,0.51,0.40>] [0.12 rgb <0.66,0.60,0.48>] [0.35 rgb <0.76,0.70,0.58>]"
               " [0.5 rgb <0.80,0.75,0.63>] [0.65 rgb <0.76,0.70,0.58>] [0.88 rgb <0.66,0.60,0.48>] [1 rgb <0.57,0.51,0.40>] }")
_BASKET = ("pigment { checker pigment { %s } pigment { %s } translate <0,0.5,0> scale 1.2 rotate <0,-19,0> translate <0.5,0,0.2> }" % (
    _BW_STRANDS % "x", _BW_STRANDS % "z"))

# The twenty-third test split's textures (written 2026-11-28, after the twenty-second split's second
# measurement), all of POV's built-in patterns (no function pattern). Cerused oak: limed oak, oak
# stained charcoal grey near the grey sticks' paint, its open pores filled with white lime so the
# grain shows as pale streaky lines on the dark ground, honestly: POV's wood (rings 7 mm, the board
# 20 cm from the pith, so the grain runs in near-straight lines, a little wavy) whose earlywood band
# maps to the pores, a bozo stretched along the grain (pale dashes ~0.6 mm wide in the band), the
# rest of each ring the stained ground, darker towards the latewood. The pores are inside the
# rings' pattern, so their scale is divided by the rings' (a pigment_map's entries are scaled with
# the pigment that holds them). Rings of 4 mm with denser and paler dashes made JPEGs of test
# swatches 157/173 KB; these 132/140. The nearest: driftwood (grey weathered boards, no lime),
# whitewash and ash (pale woods), ebony (near black, red-brown streaks), quartersawn_oak and beech
# (flecks, not pores) and the random wood family (a palette's bands as rings, no pores).
_CO_RING = (0.7, 12.0)  # the rings' scale: across (cm), along the grain


def _co_pores(ground, lime):
    return ("bozo scale <%.4f,%.4f,%.4f> color_map { [0 rgb %s] [0.55 rgb %s] [0.8 rgb %s] [1 rgb %s] }" % (
        0.06 / _CO_RING[0], 0.06 / _CO_RING[0], 0.8 / _CO_RING[1], ground, ground, lime, lime))


_CO_PORES = _co_pores("<0.31,0.30,0.29>", "<0.50,0.49,0.46>")
_CERUSED = ("pigment { wood turbulence <0.06,0.06,0.1> octaves 3 pigment_map { [0 rgb <0.23,0.22,0.21>] [0.3 rgb <0.28,0.27,0.26>]"
            " [0.46 %s] [0.6 %s] [0.7 rgb <0.30,0.29,0.28>] [1 rgb <0.23,0.22,0.21>] } scale <%.2f,%.2f,%.1f>"
            " translate <20,0,0> rotate <0,-41,0> translate <0.2,0,-0.5> }" % (_CO_PORES, _CO_PORES, _CO_RING[0], _CO_RING[0], _CO_RING[1]))
# Crushed velvet: a turquoise velvet near the turquoise sticks' paint, its pile crushed in every
# direction so that it catches the light in patches: soft irregular streaks ~1-3 cm long of bright
# sheen, near the paint's own lit faces, among darker patches where the pile stands (POV's wrinkles,
# stretched 3:1 and turbulent), over a fine nap (a granite). The nearest: teal_baize and
# petrol_felt (plain turquoise felts: a granite alone), plum_velvet (a plain plum granite),
# mauve_boucle (wrinkles of 0.5 mm, a loop yarn), moire_taffeta (a warped sine-wave gradient of
# watermarks) and the random blotches family (bozo, spotted, wrinkles... in a palette's bands).
_CRUSHED_VELVET = ("pigment { average pigment_map { [3 wrinkles turbulence 0.45 octaves 4 scale <2.4,1,0.8> rotate <0,33,0>"
                   " color_map { [0 rgb <0.02,0.27,0.29>] [0.35 rgb <0.04,0.40,0.41>] [0.65 rgb <0.09,0.56,0.56>]"
                   " [0.85 rgb <0.22,0.70,0.68>] [1 rgb <0.34,0.78,0.75>] }] [1 granite scale 0.1 color_map {"
                   " [0 rgb <0.04,0.40,0.41>] [1 rgb <0.10,0.52,0.52>] }] } translate <0.7,0,0.3> }")
# Cutting mat: a green self-healing cutting mat, honestly hard by its structure: a grid of thin
# pale lines every 1 cm, near a stick's width and a card cell's, and brighter lines every 5 cm, on
# a faintly mottled ground (nested gradients: x and z lines of 5 cm holding x and z lines of 1 cm,
# soft-edged; a bozo). The nearest: the grid tiles white_grid_tiles, blue_grid_tiles and
# sage_grid_tiles (thick grout round 1.5-2.5 cm tiles, one level), gingham and navy_gingham (two
# gradients averaged into checks), the random woven family (two banded gradients averaged, bands
# of 6 mm and more) and the motif families' stitch grids (function patterns). Paler lines with
# sharper edges made JPEGs of test swatches 171/201 KB (the minor grid ~45 KB of it); these 144/164.
_CM_GROUND = "bozo scale 3 color_map { [0 rgb <0.11,0.31,0.22>] [1 rgb <0.15,0.37,0.27>] }"
_CM_MINOR, _CM_MAJOR = "rgb <0.28,0.43,0.33>", "rgb <0.46,0.60,0.48>"


def _cm_lines(axis, line, inner, core, edge):
    return "gradient %s pigment_map { [0 %s] [%.3f %s] [%.3f %s] [%.3f %s] [%.3f %s] [1 %s] }" % (
        axis, line, core, line, edge, inner, 1 - edge, inner, 1 - core, line, line)


_CM_SMALL = _cm_lines("x", _CM_MINOR, _cm_lines("z", _CM_MINOR, _CM_GROUND, 0.01, 0.06), 0.01, 0.06) + " scale 0.2"
_CUTTING_MAT = ("pigment { %s scale 5 rotate <0,26,0> translate <1.3,0,-0.8> }" % _cm_lines(
    "x", _CM_MAJOR, _cm_lines("z", _CM_MAJOR, _CM_SMALL, 0.004, 0.016), 0.004, 0.016))

# The twenty-fourth test split's textures (written 2026-11-28, after the twenty-third split's second
# measurement), all of POV's built-in patterns (no function pattern). Caulked deck: a boat deck of
# teak planks near the brown sticks' paint, honestly: planks 4.5 cm wide with a fine straight grain
# along them (POV's wood, each plank its own tone and ring offset) between black caulking seams
# ~4 mm wide with soft edges (a gradient across the planks holding the seams and three planks'
# grains, so the planks' grains are scaled by the gradient's period). The nearest: teak, walnut,
# mahogany, chestnut and iroko (plain brown grains, no seams), parquet (bricks of light wood with
# thin mortar), herringbone_oak (wood blocks), bamboo (narrow strips without seams), subway_tiles
# and the random wood and gradient families (a palette's bands, no grain inside each band).
_DK_PERIOD = 13.5  # three planks (cm)


def _dk_plank(dark, mid, light, offset):
    return ("wood turbulence <0.03,0.03,0.08> octaves 3 scale <%.4f,%.4f,%.3f> translate <%.3f,0,0> color_map {"
            " [0 rgb %s] [0.25 rgb %s] [0.75 rgb %s] [1 rgb %s] }" % (
                0.7 / _DK_PERIOD, 0.7 / _DK_PERIOD, 14.0, offset / _DK_PERIOD, dark, mid, light, dark))


_DK_SEAM = "rgb <0.05,0.04,0.04>"
_DK_PLANKS = (_dk_plank("<0.41,0.24,0.12>", "<0.45,0.27,0.13>", "<0.47,0.28,0.14>", 31.0),
              _dk_plank("<0.37,0.21,0.10>", "<0.40,0.24,0.11>", "<0.42,0.25,0.12>", 17.0),
              _dk_plank("<0.45,0.27,0.13>", "<0.49,0.30,0.15>", "<0.51,0.31,0.16>", 23.0))


def _dk_entries():
    out = []
    for k, plank in enumerate(_DK_PLANKS):
        a = k / 3.0
        out.append("[%.4f %s] [%.4f %s] [%.4f %s] [%.4f %s]" % (a, _DK_SEAM, a + 0.022, _DK_SEAM, a + 0.032, plank,
                                                               a + 1 / 3.0 - 0.004, plank))
    return " ".join(out) + " [1 %s]" % _DK_SEAM


_CAULKED_DECK = ("pigment { gradient x pigment_map { %s } scale %.1f rotate <0,-23,0> translate <0.9,0,0.4> }" % (
    _dk_entries(), _DK_PERIOD))
# Aubergine plisse: a pleated aubergine cloth near the violet sticks' paint, honestly: accordion
# pleats ~7 mm apart, each a lit face rising to a bright crest and a short shaded face falling
# to a sharp dark fold (POV's gradient, a ramp, slightly wavy by a turbulence), over a fine nap (a
# granite). The nearest: plum_velvet and aubergine_felt (plain violet granites), purpleheart (a
# violet wood, ribbons without folds), rust_corduroy (0.8 mm wales, symmetric), violet_stripes
# (violet bands on cream), moire_taffeta (watermarks), seersucker (puckered stripes) and the random
# gradient family (a palette's bands).
_AUBERGINE_PLISSE = ("pigment { average pigment_map { [3 gradient x warp { turbulence <0.08,0,0.02> octaves 2 } color_map {"
                     " [0 rgb <0.17,0.07,0.20>] [0.08 rgb <0.26,0.11,0.30>] [0.5 rgb <0.38,0.17,0.43>] [0.7 rgb <0.47,0.23,0.52>]"
                     " [0.76 rgb <0.34,0.15,0.38>] [1 rgb <0.21,0.09,0.24>] } scale 0.7 scale <1,1,12>]"
                     " [1 granite scale 0.12 color_map { [0 rgb <0.24,0.10,0.28>] [1 rgb <0.40,0.20,0.44>] }] }"
                     " rotate <0,38,0> translate <0.2,0,0.6> }")
# Penny tiles: a mosaic of round cobalt-glazed "penny" tiles ~2 cm across (pitch 2.2 cm), packed in
# staggered rows in a light grey grout, soft-edged, each tile darker at its rim
# and its glaze mottled across the floor, honestly by its structure: POV's cylindrical pattern
# (round the table's normal) repeated along x and, shifted half a tile a row, along z (warp repeat
# with an offset), averaged with a bozo. The nearest: turquoise_dots (soft leopard dots on cream),
# hex_tiles and white_hex (hexagons), the grid tiles (squares), mosaic, fine_mosaic and stone_mosaic
# (Voronoi cells), shippo (overlapping circles, a function pattern) and the random blotches (a
# leopard in a palette's bands) and motif families (function patterns). Tiles of 1.25 cm with
# pale grout and sharper edges made JPEGs of test swatches 179/250 KB; these 131/168.
_PENNY = ("cylindrical color_map { [0 rgb <0.56,0.55,0.52>] [0.03 rgb <0.56,0.55,0.52>] [0.2 rgb <0.12,0.23,0.47>]"
          " [0.45 rgb <0.14,0.28,0.56>] [1 rgb <0.18,0.34,0.62>] } scale 0.5 translate <0.5,0,0.4330>"
          " warp { repeat x } warp { repeat z*0.8660 offset x*0.5 }")
_PENNY_TILES = ("pigment { average pigment_map { [4 %s] [1 bozo scale 2.5 color_map { [0 rgb <0.14,0.24,0.44>]"
                " [1 rgb <0.40,0.48,0.62>] }] } scale 2.2 rotate <0,-27,0> translate <0.3,0,0.2> }" % _PENNY)

# The twenty-fifth test split's textures (written 2026-11-28, after the twenty-fourth split's second
# measurement), all of POV's built-in patterns (no function pattern). Birch strip block: an
# edge-grain worktop of bleached birch strips 1.2 cm wide (a stick's width) near the white sticks'
# paint, honestly: each strip its own pale cream tone (the palest as light as the paint) with a
# faint fine straight grain along it (POV's wood, rings ~4 mm, far from the pith), hairline tan glue
# lines ~0.4 mm between the strips (a gradient across five strips holding the glue lines and the
# five strips' grains, so the grains are scaled by the gradient's period). The nearest: caulked_deck
# (teak planks 4.5 cm wide between black seams ~4 mm), whitewash, ash and maple (pale grains, no
# strips), bamboo (narrow rings, no strips), end_grain (end-grain blocks), basket_weave (bleached
# rattan strands in blocks) and the random wood and gradient families (a palette's bands, no grain
# inside each band).
_BS_PERIOD = 6.0  # five strips (cm)


def _bs_strip(dark, mid, light, offset):
    return ("wood turbulence <0.03,0.03,0.06> octaves 3 scale <%.4f,%.4f,%.3f> translate <%.3f,0,0> color_map {"
            " [0 rgb %s] [0.3 rgb %s] [0.8 rgb %s] [1 rgb %s] }" % (
                0.4 / _BS_PERIOD, 0.4 / _BS_PERIOD, 12.0, offset / _BS_PERIOD, dark, mid, light, dark))


_BS_GLUE = "rgb <0.60,0.53,0.42>"
_BS_STRIPS = (_bs_strip("<0.80,0.75,0.64>", "<0.84,0.79,0.68>", "<0.86,0.81,0.70>", 29.0),
              _bs_strip("<0.86,0.83,0.74>", "<0.89,0.86,0.77>", "<0.91,0.88,0.79>", 13.0),
              _bs_strip("<0.81,0.76,0.64>", "<0.85,0.80,0.68>", "<0.87,0.82,0.70>", 37.0),
              _bs_strip("<0.84,0.81,0.73>", "<0.87,0.84,0.76>", "<0.89,0.86,0.78>", 21.0),
              _bs_strip("<0.78,0.73,0.61>", "<0.82,0.77,0.65>", "<0.84,0.79,0.67>", 17.0))


def _bs_entries():
    out = []
    n = len(_BS_STRIPS)
    for k, strip in enumerate(_BS_STRIPS):
        a = k / float(n)
        out.append("[%.4f %s] [%.4f %s] [%.4f %s] [%.4f %s]" % (a, _BS_GLUE, a + 0.003, _BS_GLUE, a + 0.008, strip,
                                                               a + 1.0 / n - 0.002, strip))
    return " ".join(out) + " [1 %s]" % _BS_GLUE


_BIRCH_STRIPS = ("pigment { gradient x pigment_map { %s } scale %.1f rotate <0,31,0> translate <0.7,0,-0.3> }" % (
    _bs_entries(), _BS_PERIOD))
# Jade chunky knit: a throw of chunky turquoise-green wool near the turquoise sticks' paint,
# honestly: stockinette, columns of plump V stitches 1.2 cm wide (a stick's width) and ~1 cm tall,
# each leg of a V lit along its middle and shaded at its ends, a dark trough between the columns,
# a little irregular (a turbulence warp), averaged with a fuzzy nap (a granite). POV's gradient
# along a leg, turned 30 degrees and mirrored into Vs (warp repeat with a flip), inside a gradient
# across the columns holding the troughs. The nearest: crushed_velvet (turquoise sheen streaks),
# teal_baize and petrol_felt (plain turquoise granites), herringbone_tweed (a twill's chevrons in
# brown, 1.8 mm ribs), aubergine_plisse (pleats), rust_corduroy (fine wales), quilted (puffed
# diamonds) and the random gradient and woven families (a palette's bands). A first version with a
# darker groove between the two legs of each column and more contrast made JPEGs of trial scenes
# 1.1-1.2 times these.
_KN_LEGS = ("gradient z scale 0.7 rotate <0,30,0> warp { repeat x*0.5 flip x } color_map { [0 rgb <0.08,0.38,0.34>]"
            " [0.2 rgb <0.10,0.45,0.40>] [0.5 rgb <0.13,0.52,0.46>] [0.72 rgb <0.16,0.56,0.50>] [0.9 rgb <0.11,0.47,0.42>]"
            " [1 rgb <0.08,0.38,0.34>] }")
_KN_TROUGH = "rgb <0.05,0.27,0.24>"
_CHUNKY_KNIT = ("pigment { average pigment_map { [3 gradient x pigment_map { [0 %s] [0.04 %s] [0.14 %s] [0.86 %s] [0.96 %s]"
                " [1 %s] } warp { turbulence <0.04,0,0.03> octaves 2 } scale 1.2]"
                " [1 granite scale 0.4 color_map { [0 rgb <0.09,0.42,0.38>] [1 rgb <0.13,0.50,0.45>] }] }"
                " rotate <0,-24,0> translate <0.4,0,0.3> }" % (
                    _KN_TROUGH, _KN_TROUGH, _KN_LEGS, _KN_LEGS, _KN_TROUGH, _KN_TROUGH))
# Tread plate: an aluminium checker plate, honestly hard by its structure: raised bars ~1.5 cm long
# and ~4 mm wide, each lit along one flank and shaded along the other inside a dark rim, in a
# checker of 1.8 cm cells whose bars are turned +45 and -45 degrees in turn (the classic diamond
# plate), on a mottled mid grey plate: elongated marks near a stick's length in greys. POV's
# spherical pattern scaled into a lozenge (stretched along y so the plane cuts it through its
# middle) holding a gradient across it (in the lozenge's own coordinates), repeated by warps into
# each cell of a checker, averaged with a bozo. The nearest: harlequin (a checker turned 45
# degrees, rose and cream), subway_tiles and grey_brick (bricks), cutting_mat (a grid of lines),
# penny_tiles (round tiles, cylindrical repeated by warps), grey_flannel and pewter_linen (plain
# greys) and the random checker and layered families (checks of a palette's colours or of two
# random patterns; no lozenges).
_TP_PLATE = "rgb <0.50,0.51,0.53>"
_TP_FLANKS = ("gradient x scale 2 translate <-1,0,0> color_map { [0 rgb <0.40,0.41,0.43>] [0.45 rgb <0.60,0.61,0.63>]"
              " [0.8 rgb <0.74,0.75,0.77>] [1 rgb <0.66,0.67,0.69>] }")


def _tp_bar(turn):
    return ("spherical scale <0.12,50,0.42> rotate <0,%d,0> translate <0.5,0,0.5> warp { repeat x } warp { repeat z }"
            " pigment_map { [0 %s] [0.05 rgb <0.36,0.37,0.39>] [0.14 %s] [1 %s] }" % (turn, _TP_PLATE, _TP_FLANKS, _TP_FLANKS))


_TREAD_PLATE = ("pigment { average pigment_map { [5 checker pigment { %s } pigment { %s } translate <0,0.5,0>]"
                " [1 bozo scale 1.5 color_map { [0 rgb <0.42,0.43,0.45>] [1 rgb <0.62,0.63,0.65>] }] }"
                " scale 1.8 rotate <0,-19,0> translate <0.6,0,-0.3> }" % (_tp_bar(45), _tp_bar(-45)))

# The twenty-sixth test split's textures (written 2026-11-28, after the twenty-fifth split's second
# measurement), all of POV's built-in patterns (no function pattern). Charred cedar (shou sugi ban):
# cedar boards charred black and brushed, near the grey sticks' paint, honestly: the char cracked
# into an alligator pattern, elongated blocks ~0.8 cm across and ~2.5 cm long along the grain,
# each domed, brushed to a silvery grey on its crown (near the paint) and falling to near black at
# the fissures between them (POV's crackle, its value the distance to the cells' boundaries,
# stretched along the grain, a small turbulence warp), averaged with the raised growth rings the
# brushing leaves (POV's wood, rings ~1 cm, far from the pith). Blocks of 0.6 x 2.2 cm with crowns
# as light as <0.33> and rings of 6 mm made JPEGs of test swatches ~1.3 times these and of trial
# scenes ~1.07 times. The nearest: ebony (near black, red-brown
# streaks, no cracks), cerused_oak (charcoal with lime-filled pores), driftwood (grey weathered
# boards), turquoise_matrix and terrazzo (crackle's joints round nuggets or chips, flat inside),
# cork_board (cells) and the random crackle family (cells of a palette's hard bands round one joint
# colour, no dome inside).
_CHARRED = ("pigment { average pigment_map { [3 crackle warp { turbulence <0.12,0,0.04> octaves 2 } color_map {"
            " [0 rgb <0.015,0.015,0.017>] [0.04 rgb <0.025,0.025,0.028>] [0.15 rgb <0.06,0.06,0.065>] [0.45 rgb <0.13,0.13,0.14>]"
            " [0.8 rgb <0.20,0.20,0.21>] [1 rgb <0.26,0.26,0.27>] } scale <0.8,1.0,2.6>]"
            " [1 wood turbulence <0.04,0.04,0.1> octaves 2 scale <1.0,1.0,12> translate <25,0,0> color_map {"
            " [0 rgb <0.03,0.03,0.035>] [0.5 rgb <0.12,0.12,0.13>] [0.8 rgb <0.18,0.18,0.19>] [1 rgb <0.03,0.03,0.035>] }] }"
            " rotate <0,-33,0> translate <0.4,0,-0.7> }")
# Violet rag rug: a woven rag rug of torn cloth strips in violets near the violet sticks' paint,
# honestly: rows of twisted strips 1 cm wide (near a stick's width), each strip's twist shaded in
# soft diagonal ridges ~7 mm apart leaning one way in one row and the other in the next, a soft
# dark shadow between the rows, each rag ~8 cm long before the next (cut on the slant) of its own colour
# (violet, plum, lilac, deep purple, mauve, a slate blue-violet and a grey). POV's gradient across
# the rows holding two rows, each a cells pattern (one random value per rag, sheared by a matrix so
# the rags of the next row join elsewhere) choosing among gradients turned +55 or -55 degrees. The
# nearest: aubergine_plisse (pleats), plum_velvet and aubergine_felt (plain violet granites),
# mauve_boucle (a loop yarn), jade_chunky_knit (columns of Vs), herringbone_tweed (a twill's
# chevrons), seersucker (puckered stripes), violet_stripes (violet bands on cream) and the random
# gradient and woven families (a palette's bands, no twist inside). Ridges 5 mm apart with more
# contrast and sharp near-black shadows between the rows made JPEGs of test swatches ~1.8 times
# these (the shadows most of it) and of trial scenes ~1.12 times.
_RR_COLOURS = ((0.42, 0.18, 0.56), (0.36, 0.14, 0.38), (0.56, 0.40, 0.66), (0.30, 0.14, 0.44), (0.52, 0.32, 0.50),
               (0.32, 0.28, 0.52), (0.38, 0.34, 0.42), (0.47, 0.22, 0.60))
_RR_ROWS = 2.0  # two rows (cm)
_RR_RAG = 8.0  # a rag's length (cm)
_RR_SHEAR = 0.37  # the rags' joins move along by this many rags' lengths from one row to the next but one


def _rr_twist(c, turn, offset):
    def rgb(f):
        return "rgb <%.3f,%.3f,%.3f>" % tuple(min(1.0, v * f) for v in c)
    # the ridges' own turn and spacing, then the cells' transformation undone (an entry of a
    # pigment_map is transformed with the pattern holding it)
    return ("gradient x scale %.4f rotate <0,%d,0> scale <%.4f,1,1> matrix <1,0,0, 0,1,0, -%.2f,0,1, 0,0,0> translate <%.2f,-0.5,0>"
            " color_map { [0 %s] [0.35 %s] [0.6 %s] [1 %s] }" % (
                0.7 / _RR_ROWS, turn, _RR_ROWS / _RR_RAG, _RR_SHEAR, -offset, rgb(0.9), rgb(0.97), rgb(1.02), rgb(0.9)))


def _rr_row(turn, offset):
    n = len(_RR_COLOURS)
    entries = " ".join("[%.4f %s] [%.4f %s]" % (k / float(n), _rr_twist(c, turn, offset), (k + 1) / float(n) - 0.0001,
                                                _rr_twist(c, turn, offset)) for k, c in enumerate(_RR_COLOURS))
    return ("cells translate <%.2f,0.5,0> matrix <1,0,0, 0,1,0, %.2f,0,1, 0,0,0> scale <%.4f,1,1> pigment_map { %s }" % (
        offset, _RR_SHEAR, _RR_RAG / _RR_ROWS, entries))


_RR_GAP = "rgb <0.26,0.15,0.29>"
_RAG_RUG = ("pigment { gradient z warp { turbulence <0.02,0,0.03> octaves 2 } pigment_map { [0 %s] [0.01 %s] [0.06 %s] [0.44 %s]"
            " [0.49 %s] [0.51 %s] [0.56 %s] [0.94 %s] [0.99 %s] [1 %s] } scale %.1f rotate <0,22,0> translate <0.3,0,0.2> }" % (
                _RR_GAP, _RR_GAP, _rr_row(55, 0.0), _rr_row(55, 0.0), _RR_GAP, _RR_GAP, _rr_row(-55, 3.7), _rr_row(-55, 3.7),
                _RR_GAP, _RR_GAP, _RR_ROWS))
# Slate ledgestone: a wall-panel stone of thin slate slips stacked in rows, laid flat as a table
# top, near the grey sticks' paint and honestly hard by its structure: rows 0.6-1.8 cm apart (a
# stick's width among them) of slips 2.5-9 cm long (a stick's lengths), each slip a grey of its own
# (charcoal to mid grey, some blue-grey, a few rust-stained), faintly mottled, between dark joints
# ~2 mm wide with soft edges; the rows' joints never line up. POV's gradient across the rows holding six rows, each
# a gradient along it holding its slips and joints (each row its own lengths and offset), each slip
# a bozo of its own tones. The nearest: grey_brick and subway_tiles (bricks of one size in a running
# bond), tread_plate (raised bars in a checker), birch_strip_block and caulked_deck (strips and
# planks of wood), cutting_mat (a grid of lines), stone_mosaic and terrazzo (cells and chips),
# slate_felt and concrete (plain grey granites) and the random brick and checker families (one
# size of brick or check in a palette's colours). Slips from <0.17> to <0.45> and rust <0.40,0.29,0.21>
# between sharp joints of <0.05> made JPEGs of test swatches ~1.4 times these and of trial scenes
# ~1.24 times.
_LS_PERIOD = 7.2  # six rows (cm)
_LS_JOINT = "rgb <0.13,0.13,0.135>"
_LS_TONES = {"charcoal": (0.20, 0.20, 0.21), "slate": (0.27, 0.28, 0.29), "mid": (0.33, 0.33, 0.33), "blue": (0.25, 0.27, 0.31),
             "pale": (0.38, 0.38, 0.37), "rust": (0.35, 0.27, 0.21), "dark": (0.23, 0.23, 0.24)}
# each row: its height (cm), its offset along (cm) and its slips (tone, length cm), a joint of 2 mm before each
_LS_ROWS = ((1.3, 0.0, (("slate", 5.2), ("pale", 3.1), ("charcoal", 7.4), ("blue", 4.0), ("mid", 6.1), ("rust", 2.8), ("dark", 5.5))),
            (0.8, 2.3, (("mid", 8.2), ("dark", 3.6), ("slate", 5.9), ("pale", 2.6), ("blue", 6.8), ("charcoal", 4.4))),
            (1.8, 5.1, (("charcoal", 4.8), ("slate", 6.6), ("rust", 3.3), ("mid", 5.0), ("dark", 8.7), ("pale", 3.9))),
            (0.6, 1.1, (("blue", 3.0), ("mid", 5.7), ("slate", 2.5), ("charcoal", 6.3), ("pale", 4.6), ("dark", 3.4), ("slate", 7.1))),
            (1.5, 3.7, (("pale", 6.0), ("charcoal", 3.7), ("mid", 7.9), ("slate", 4.2), ("blue", 5.3), ("rust", 3.0))),
            (1.2, 0.6, (("dark", 4.1), ("slate", 8.8), ("mid", 3.2), ("blue", 5.6), ("charcoal", 2.9), ("pale", 6.4))))


def _ls_slip(tone, period, seed):
    c = _LS_TONES[tone]

    def rgb(f):
        return "rgb <%.3f,%.3f,%.3f>" % tuple(v * f for v in c)
    return "bozo scale %.4f translate <%d,0,0> color_map { [0 %s] [1 %s] }" % (1.5 / period, seed, rgb(0.92), rgb(1.06))


def _ls_row(offset, slips):
    period = sum(L + 0.2 for _, L in slips)
    entries, a = [], 0.0
    for k, (tone, L) in enumerate(slips):
        slip = _ls_slip(tone, period, 7 * k + 3)
        j = a + 0.2 / period
        b = a + (0.2 + L) / period
        entries.append("[%.4f %s] [%.4f %s] [%.4f %s] [%.4f %s]" % (a, _LS_JOINT, a + 0.12 / period, _LS_JOINT, j, slip,
                                                               b - 0.05 / period, slip))
        a = b
    return "gradient x pigment_map { %s [1 %s] } scale %.4f translate <%.4f,0,0>" % (
        " ".join(entries), _LS_JOINT, period / _LS_PERIOD, offset / _LS_PERIOD)


def _ls_entries():
    out, a = [], 0.0
    for height, offset, slips in _LS_ROWS:
        row = _ls_row(offset, slips)
        j = a + 0.2 / _LS_PERIOD
        b = a + height / _LS_PERIOD
        out.append("[%.4f %s] [%.4f %s] [%.4f %s] [%.4f %s]" % (a, _LS_JOINT, a + 0.12 / _LS_PERIOD, _LS_JOINT, j, row,
                                                               b - 0.05 / _LS_PERIOD, row))
        a = b
    return " ".join(out) + " [1 %s]" % _LS_JOINT


_LEDGESTONE = "pigment { gradient z pigment_map { %s } scale %.1f rotate <0,-26,0> translate <0.5,0,0.3> }" % (_ls_entries(), _LS_PERIOD)

# The twenty-seventh test split's textures (written 2026-12-07, after the twenty-sixth split's second
# measurement), all of POV's built-in patterns (no function pattern). Knotty alder: rustic boards of
# knotty alder near the brown sticks' paint, honestly: a straight mid brown grain (POV's wood, rings
# ~6 mm, far from the pith, low contrast) strewn with dark knots ~1-3 cm across, most elongated along the grain
# (a brown stick's size), each a near-black rim round a dark brown heart of two or three rings, a
# tighter wavier grain round some of them: the peaks of a bozo stretched along the grain (2.6 x 6 cm)
# holding the grain (its scale undone), the tighter grain near the peaks and the knots' rings at
# them. The nearest: burl_veneer (whorls ringed in dark brown, small dark eyes all over),
# birds_eye_maple (small round eyes on pale maple), beech and quartersawn_oak (bozo flecks along or
# across the grain), olive_wood (wild streaks), caulked_deck, cedar, teak, mahogany, chestnut and
# iroko (brown grains without knots) and the random wood family (a palette's bands).
_KA_KNOTS = (2.6, 6.0)  # the knots' bozo: across, along the grain (cm)


def _ka_grain(turb, scale, along, colours):
    stops = " ".join("[%s rgb <%.2f,%.2f,%.2f>]" % (v, *c) for v, c in colours)
    return ("wood turbulence <%.2f,%.2f,%.2f> octaves 3 scale <%.2f,%.2f,%d> translate <9,0,0> color_map { %s }"
            " scale <%.4f,1,%.4f>" % (turb[0], turb[0], turb[1], scale, scale, along, stops, 1 / _KA_KNOTS[0], 1 / _KA_KNOTS[1]))


_KA_GRAIN = _ka_grain((0.06, 0.12), 0.6, 14, (("0", (0.40, 0.23, 0.10)), ("0.15", (0.46, 0.27, 0.13)), ("0.5", (0.52, 0.31, 0.15)),
                                             ("0.8", (0.54, 0.33, 0.16)), ("0.92", (0.48, 0.28, 0.13)), ("1", (0.40, 0.23, 0.10))))
_KA_SWIRL = _ka_grain((0.25, 0.3), 0.22, 5, (("0", (0.30, 0.17, 0.08)), ("0.3", (0.42, 0.24, 0.11)), ("0.6", (0.50, 0.30, 0.14)),
                                             ("0.85", (0.44, 0.26, 0.12)), ("1", (0.30, 0.17, 0.08))))
_KNOTTY = ("pigment { bozo scale <%.1f,1,%.1f> pigment_map { [0 %s] [0.66 %s] [0.755 %s] [0.765 rgb <0.16,0.09,0.04>]"
           " [0.79 rgb <0.30,0.16,0.08>] [0.81 rgb <0.21,0.11,0.05>] [0.835 rgb <0.32,0.17,0.08>] [0.86 rgb <0.22,0.12,0.06>]"
           " [0.9 rgb <0.30,0.16,0.08>] [1 rgb <0.20,0.11,0.05>] } rotate <0,-34,0> translate <0.6,0,-0.4> }" % (
               _KA_KNOTS[0], _KA_KNOTS[1], _KA_GRAIN, _KA_GRAIN, _KA_SWIRL))
# White eyelet (broderie anglaise): a white cotton tablecloth near the white sticks' paint, honestly:
# eyelet flowers 3 cm apart on a half-drop lattice, six oval eyelets ~2.5 x 5.5 mm round a round
# one, a small round eyelet between the flowers, each eyelet a hole showing the shadow under the
# cloth inside a raised white satin-stitch rim, on a faint nap. POV's spherical pattern (an ellipse
# in the table's plane) for each eyelet, nested (each undoing its holder's transformation) and
# folded into the lattice by warps, averaged with a granite. The nearest: penny_tiles (round tiles
# in staggered rows, cylindrical repeated by warps), turquoise_dots and violet_spots (soft spots on
# cream), calico (five-petal flowers, a function pattern), seersucker, oatmeal_linen and waffle_weave
# (plain light weaves), basket_weave and birch_strip_block (white paint, no holes) and the random
# blotches and motif families (a palette's spots; function patterns).
_EY_LATTICE = 3.0  # cm
_EY_HOLES = tuple((0.19, 0.44, 60 - 60 * k, 1.5 + 0.58 * math.cos(math.radians(60 * k + 30)), 1.5 + 0.58 * math.sin(math.radians(60 * k + 30)))
                  for k in range(6)) + ((0.16, 0.16, 0, 1.5, 1.5), (0.14, 0.14, 0, 0.2, 0.2))  # (across, along, turn, x, z)


def _ey_level(k):
    sx, sz, turn, cx, cz = _EY_HOLES[k]
    inner = "rgb <0.88,0.87,0.83>" if k + 1 == len(_EY_HOLES) else _ey_level(k + 1)
    if k + 1 < len(_EY_HOLES):  # the next eyelet undoes this one's transformation
        inner += " translate <%.4f,0,%.4f> rotate <0,%d,0> scale <%.5f,1,%.5f>" % (-cx, -cz, -turn, 1 / sx, 1 / sz)
    lattice = "" if k else " warp { repeat z*%.1f } warp { repeat x*%.1f offset z*%.1f }" % (_EY_LATTICE, _EY_LATTICE, _EY_LATTICE / 2)
    return ("spherical scale <%.2f,1,%.2f> rotate <0,%d,0> translate <%.4f,0,%.4f>%s pigment_map { [0 %s]"
            " [0.03 rgb <0.74,0.73,0.69>] [0.1 rgb <0.95,0.94,0.91>] [0.3 rgb <0.95,0.94,0.91>] [0.34 rgb <0.12,0.10,0.09>]"
            " [1 rgb <0.12,0.10,0.09>] }" % (sx, sz, turn, cx, cz, lattice, inner))


_EYELET = ("pigment { average pigment_map { [5 %s] [1 granite scale 0.25 color_map { [0 rgb <0.80,0.79,0.75>] [1 rgb <0.92,0.91,0.87>] }] }"
           " rotate <0,-17,0> translate <0.3,0,-0.5> }" % _ey_level(0))
# Turquoise finger tiles ("kit kat" tiles): glazed finger tiles 1.2 cm wide and 4.85 cm long (a
# turquoise stick's footprint) in stack bond, near the turquoise sticks' paint and honestly hard by
# their structure: each tile its own turquoise glaze (seven, from deep teal to pale aqua), faintly
# mottled along it, in soft grey joints 1.5 mm wide. POV's cells (one value a tile) in a gradient
# along the tiles holding the joints across them, in a gradient across them holding the joints along
# them, everything in tile units scaled at the end. The nearest: subway_tiles and grey_brick (bricks
# in a running bond), the grid tiles (square tiles), slate_ledgestone (slips of many lengths in
# rows), birch_strip_block (strips without joints across), tread_plate (raised bars), turquoise_matrix
# (turquoise nuggets in crackle veins), turquoise_dots, crushed_velvet and jade_chunky_knit
# (turquoise, no tiles) and the random cells and brick families (unit cells or bricks of a
# palette's colours, no joints round each cell).
_FT_TONES = ((0.06, 0.52, 0.54), (0.10, 0.60, 0.60), (0.05, 0.45, 0.48), (0.14, 0.62, 0.58), (0.08, 0.56, 0.62), (0.18, 0.66, 0.64),
             (0.04, 0.40, 0.44))
_FT_JOINT = "rgb <0.42,0.45,0.44>"


def _ft_glaze(c, k):
    def rgb(f):
        return "rgb <%.3f,%.3f,%.3f>" % tuple(min(1.0, v * f) for v in c)
    return "bozo scale <0.4,1,0.12> translate <%d,0,0> color_map { [0 %s] [1 %s] }" % (7 * k + 2, rgb(0.96), rgb(1.04))


_FT_CELLS = "cells translate <0,0.5,0> pigment_map { %s }" % " ".join(
    "[%.4f %s] [%.4f %s]" % (k / float(len(_FT_TONES)), _ft_glaze(c, k), (k + 1) / float(len(_FT_TONES)) - 0.0001, _ft_glaze(c, k))
    for k, c in enumerate(_FT_TONES))
_FT_ALONG = "gradient z pigment_map { [0 %s] [0.012 %s] [0.022 %s] [0.978 %s] [0.988 %s] [1 %s] }" % (
    _FT_JOINT, _FT_JOINT, _FT_CELLS, _FT_CELLS, _FT_JOINT, _FT_JOINT)
_FINGER_TILES = ("pigment { gradient x pigment_map { [0 %s] [0.045 %s] [0.08 %s] [0.92 %s] [0.955 %s] [1 %s] }"
                 " scale <1.35,1,5.0> rotate <0,23,0> translate <0.4,0,0.3> }" % (
                     _FT_JOINT, _FT_JOINT, _FT_ALONG, _FT_ALONG, _FT_JOINT, _FT_JOINT))

# The twenty-eighth test split's textures (written 2026-12-07, after the twenty-seventh split's third
# measurement), all of POV's built-in patterns (no function pattern). Smoked cathedral oak: flat-sawn
# oak boards 9 cm wide fumed and oiled a smoky grey near the grey sticks' paint, honestly: each board
# shows the cathedral figure of a flat-sawn plank, nested arches and long ellipses of dark latewood
# lines ~5.5 mm apart on a mid grey, wide where the growth rings are cut at a slant (POV's wood, its
# axis tilted 9-11 degrees out of the table's plane and sunk 2-2.7 cm below it, so the plane cuts its
# rings in nested ellipses stretched ~5.5:1 along the board), each board its own grey and its own
# figure, thin dark joints (~1-2 mm) between them. The nearest: caulked_deck (teak planks, straight grain, black seams),
# birch_strip_block (pale strips), cerused_oak (charcoal oak, limed pores, a straight grain),
# charred_cedar (crackled char), driftwood (grey boards, straight turbulent grain), flame_maple (flame
# bands across the grain), olive_wood (wild streaks), burl_veneer (whorls), the random wood family (a
# palette's straight bands).
_SO_PERIOD = 36.0  # four boards (cm)


def _so_board(dark, mid, light, x0, zc, sink, turn):
    """A board's wood: its axis turned `turn` degrees out of the table's plane and sunk `sink` cm
    below it, crossing the plane at z = zc, its rings 5.5 mm apart (in the boards' period's units)."""
    p = _SO_PERIOD
    z0 = zc + sink / math.tan(math.radians(turn))
    return ("wood turbulence <0.02,0.02,0.05> octaves 3 color_map { [0 rgb %s] [0.15 rgb %s] [0.5 rgb %s] [0.78 rgb %s] [0.9 rgb %s]"
            " [1 rgb %s] } scale %.5f rotate <%.1f,0,0> translate <%.4f,%.4f,%.4f>" % (
                dark, mid, light, light, mid, dark, 0.55 / p, turn, x0 / p, -sink / p, z0 / p))


_SO_JOINT = "rgb <0.09,0.09,0.09>"
_SO_BOARDS = (_so_board("<0.24,0.24,0.23>", "<0.30,0.29,0.28>", "<0.33,0.32,0.31>", 4.3, 3.0, 2.4, 10.0),
              _so_board("<0.21,0.21,0.21>", "<0.26,0.26,0.26>", "<0.29,0.29,0.29>", 13.6, -7.0, 2.0, -9.0),
              _so_board("<0.27,0.26,0.25>", "<0.33,0.32,0.31>", "<0.37,0.36,0.34>", 22.4, 8.0, 2.7, 11.0),
              _so_board("<0.23,0.23,0.24>", "<0.28,0.28,0.29>", "<0.31,0.31,0.32>", 31.7, -2.0, 2.2, -10.0))


def _so_entries():
    out = []
    for k, board in enumerate(_SO_BOARDS):
        a = k / 4.0
        out.append("[%.4f %s] [%.4f %s] [%.4f %s] [%.4f %s]" % (a, _SO_JOINT, a + 0.0025, _SO_JOINT, a + 0.005, board,
                                                               a + 0.25 - 0.003, board))
    return " ".join(out) + " [1 %s]" % _SO_JOINT


_SMOKED_OAK = ("pigment { gradient x pigment_map { %s } scale %.1f rotate <0,31,0> translate <2.1,0,-0.7> }" % (
    _so_entries(), _SO_PERIOD))
# Violet patchwork: a patchwork quilt top of 4.5 cm squares sewn together, near the violet sticks'
# paint, honestly: every square cut from one of six violet and lilac prints (a plain violet cotton
# with a nap, a lilac gingham of 1.2 cm, plum with cream dots ~5 mm across, violet and lavender
# stripes 1 cm apart turned either way, a mottled mauve, an aubergine needlecord of 4 mm ribs), in
# dark plum seams ~1.5 mm wide. POV's cells (one value a square) in a gradient holding the seams
# along one way, in a gradient holding them across, in square units scaled at the end; each print of
# POV's built-in patterns (gradients, leopard, bozo, granite). The nearest: quilted (sage diamonds
# quilted, a function pattern), turquoise_finger_tiles (tiles of one glaze each in joints), gingham,
# navy_gingham, violet_stripes, violet_spots and mosaic (one print all over), violet_rag_rug,
# plum_velvet, aubergine_felt, aubergine_plisse and mauve_boucle (violets of one weave) and the
# random cells, woven and layered families (unit cells of a palette's colours, no seams; checks of
# two prints).
_PW = 4.5  # the square (cm)


def _pw(v):
    return v / _PW


_PW_PRINTS = (
    "granite scale %.4f color_map { [0 rgb <0.42,0.18,0.57>] [1 rgb <0.46,0.21,0.61>] }" % _pw(0.4),
    "average pigment_map { [1 gradient x color_map { [0 rgb <0.74,0.64,0.82>] [0.5 rgb <0.74,0.64,0.82>] [0.5 rgb <0.56,0.38,0.70>]"
    " [1 rgb <0.56,0.38,0.70>] }] [1 gradient z color_map { [0 rgb <0.74,0.64,0.82>] [0.5 rgb <0.74,0.64,0.82>] [0.5 rgb <0.56,0.38,0.70>]"
    " [1 rgb <0.56,0.38,0.70>] }] } scale %.4f rotate <0,12,0>" % _pw(1.2),
    "leopard scale %.4f translate <0.3,0,0.2> color_map { [0 rgb <0.32,0.13,0.36>] [0.3 rgb <0.32,0.13,0.36>] [0.45 rgb <0.86,0.80,0.70>]"
    " [1 rgb <0.86,0.80,0.70>] }" % _pw(0.5),
    "gradient x color_map { [0 rgb <0.45,0.21,0.59>] [0.5 rgb <0.45,0.21,0.59>] [0.5 rgb <0.64,0.52,0.76>] [1 rgb <0.64,0.52,0.76>] }"
    " scale %.4f rotate <0,45,0>" % _pw(1.0),
    "bozo turbulence 0.4 scale %.4f color_map { [0 rgb <0.52,0.34,0.56>] [0.5 rgb <0.62,0.44,0.64>] [1 rgb <0.46,0.28,0.50>] }" % _pw(0.7),
    "gradient x color_map { [0 rgb <0.27,0.11,0.34>] [0.6 rgb <0.33,0.15,0.41>] [1 rgb <0.27,0.11,0.34>] } scale %.4f" % _pw(0.4),
    "gradient z color_map { [0 rgb <0.45,0.21,0.59>] [0.5 rgb <0.45,0.21,0.59>] [0.5 rgb <0.64,0.52,0.76>] [1 rgb <0.64,0.52,0.76>] }"
    " scale %.4f rotate <0,-20,0>" % _pw(1.0),
)
_PW_SEAM = "rgb <0.16,0.10,0.18>"
_PW_CELLS = "cells translate <0,0.5,0> pigment_map { %s }" % " ".join(
    "[%.4f %s] [%.4f %s]" % (k / float(len(_PW_PRINTS)), p, (k + 1) / float(len(_PW_PRINTS)) - 0.0001, p)
    for k, p in enumerate(_PW_PRINTS))
_PW_ACROSS = "gradient z pigment_map { [0 %s] [0.012 %s] [0.022 %s] [0.978 %s] [0.988 %s] [1 %s] }" % (
    _PW_SEAM, _PW_SEAM, _PW_CELLS, _PW_CELLS, _PW_SEAM, _PW_SEAM)
_PATCHWORK = ("pigment { gradient x pigment_map { [0 %s] [0.012 %s] [0.022 %s] [0.978 %s] [0.988 %s] [1 %s] }"
              " scale %.1f rotate <0,-14,0> translate <1.3,0,0.6> }" % (
                  _PW_SEAM, _PW_SEAM, _PW_ACROSS, _PW_ACROSS, _PW_SEAM, _PW_SEAM, _PW))
# Trencadis: a Gaudi broken-tile mosaic, busy and many-coloured: irregular polygonal shards ~1.5-4 cm
# across of glazed tiles, white, cream, cobalt, yellow, green, red, orange and sky blue but also
# near each stick paint (turquoise, violet, terracotta brown, slate grey), and a few shards of
# patterned tile (blue and white stripes, a yellow dot on cobalt), in pale grout near the card's
# white ~2.5 mm wide (wider, and a patch of grout, where the table's plane cuts a cell near its
# edge). POV's crackle (its value the distance to the shards' edges: the grout, a hard step) holding
# crackle solid (one value a shard: its tile) at the same points, no turbulence (straight broken
# edges). The nearest: terrazzo (crackle chips in cream, small, no shard colours), mosaic,
# fine_mosaic and stone_mosaic (square cells), turquoise_matrix and charred_cedar (crackle veins
# round one colour), boomerang_laminate (coloured marks on pale grey), the stained_glass card art
# (Voronoi panes in leading) and the random crackle and cells families (a palette's bands by the
# distance to the joints, unit cells; never one tile a shard).
_TR_TILES = ("rgb <0.90,0.89,0.85>", "rgb <0.86,0.82,0.70>", "rgb <0.14,0.26,0.62>", "rgb <0.90,0.72,0.16>",
             "rgb <0.18,0.52,0.28>", "rgb <0.74,0.18,0.14>", "rgb <0.09,0.58,0.58>", "rgb <0.44,0.19,0.58>",
             "rgb <0.48,0.28,0.13>", "rgb <0.30,0.31,0.32>", "rgb <0.88,0.46,0.12>", "rgb <0.48,0.70,0.86>",
             "gradient x scale 0.2 rotate <0,30,0> color_map { [0 rgb <0.16,0.30,0.66>] [0.5 rgb <0.16,0.30,0.66>]"
             " [0.5 rgb <0.90,0.90,0.86>] [1 rgb <0.90,0.90,0.86>] }",
             "leopard scale 0.25 color_map { [0 rgb <0.14,0.26,0.62>] [0.35 rgb <0.14,0.26,0.62>] [0.45 rgb <0.92,0.78,0.20>]"
             " [1 rgb <0.92,0.78,0.20>] }", "rgb <0.90,0.89,0.85>", "rgb <0.14,0.26,0.62>")
_TR_GROUT = "rgb <0.80,0.78,0.72>"
_TR_SHARDS = "crackle solid pigment_map { %s }" % " ".join(
    "[%.4f %s] [%.4f %s]" % (k / float(len(_TR_TILES)), t, (k + 1) / float(len(_TR_TILES)) - 0.0001, t) for k, t in enumerate(_TR_TILES))
_TRENCADIS = ("pigment { crackle pigment_map { [0 %s] [0.08 %s] [0.08 %s] [1 %s] } scale 3.3 rotate <0,11,0>"
              " translate <0.7,0,-0.4> }" % (_TR_GROUT, _TR_GROUT, _TR_SHARDS, _TR_SHARDS))

# Light plain tables (written 2026-12-07, twenty-eighth round, split key train_light: decision
# data on light, nearly plain tables, the card's white margin on a table of nearly its own tone;
# the twenty-seventh held-out split's white_eyelet made the card finder miss the card and the
# white-square tables of train_white2 lose or misplace it). POV-Ray built-in patterns, no function.
# White cotton: a plain white cotton tablecloth, bright and slightly cool, near the card's white: a
# faint plain weave (two gradients of 0.45 mm at right angles, +-2 %), a fine nap (a granite), soft
# broad folds (a bozo stretched 3:1, 9 cm, +-6 %) and the pressed creases of a folded cloth (two
# gradients with a narrow lit and shaded band, one crease every 23 cm one way and 31 cm the
# other, wandering a little by turbulence), all averaged. No holes, eyelets nor embroidery: unlike
# white_eyelet (the held-out white cloth: eyelet flowers on a lattice); the nearest others are
# white_hex (light hexagons), white_tiles (grout), whitewash (wood grain) and the random plain
# family (one near-white granite, no weave, folds nor creases).
_WC_CREASE = ("gradient %s turbulence 0.06 octaves 3 color_map { [0 rgb <0.89,0.89,0.89>] [0.47 rgb <0.89,0.89,0.89>]"
              " [0.485 rgb <1.05,1.05,1.05>] [0.493 rgb <1.05,1.05,1.05>] [0.5 rgb <0.45,0.45,0.46>] [0.515 rgb <0.89,0.89,0.89>]"
              " [1 rgb <0.89,0.89,0.89>] } scale %.1f translate <%.1f,0,%.1f>")
_WC_WEAVE = "gradient %s color_map { [0 rgb <0.86,0.86,0.87>] [0.5 rgb <0.94,0.94,0.94>] [1 rgb <0.86,0.86,0.87>] } scale 0.045"
_WHITE_COTTON = ("pigment { average pigment_map { [3 bozo scale <9,1,3> translate <0,0.41,0> color_map { [0 rgb <0.80,0.81,0.82>]"
                 " [0.5 rgb <0.90,0.90,0.90>] [1 rgb <0.96,0.96,0.95>] }] [1 %s] [1 %s]"
                 " [1 granite scale 0.2 color_map { [0 rgb <0.87,0.87,0.88>] [1 rgb <0.93,0.93,0.93>] }] [1 %s] [1 %s] }"
                 " rotate <0,-26,0> translate <2.1,0,-1.7> }" % (
                     _WC_WEAVE % "x", _WC_WEAVE % "z", _WC_CREASE % ("x", 23.0, 9.0, 0.0), _WC_CREASE % ("z", 31.0, 0.0, 12.0)))
# Ivory linen: a heavier ivory (cream) linen tablecloth, laid flat: an uneven plain weave of 1.1 mm
# threads (two gradients, each thread's place wandering a little by a turbulence warp, +-4 %) and
# linen's slubs, short thick stretches of single threads 1-4 cm long, most along the weft (one bozo
# stretched 40:1), lighter or darker, and a faint mottle (a granite of 6 mm). Warmer and much
# lighter than oatmeal_linen (mid beige, threads 0.8 mm, slubs both ways), no stripes unlike
# cream_stripes and chalk_stripe, no motif unlike white_hex.
_IL_WEAVE = ("gradient %s warp { turbulence <0.15,0,0.15> octaves 2 } color_map { [0 rgb <0.83,0.79,0.68>]"
             " [0.5 rgb <0.93,0.89,0.79>] [1 rgb <0.83,0.79,0.68>] } scale 0.11")
_IVORY_LINEN = ("pigment { average pigment_map { [1 %s] [1 %s] [1.2 bozo scale <2.4,1,0.06> translate <0,0.23,0> color_map {"
                " [0 rgb <0.88,0.84,0.74>] [0.22 rgb <0.88,0.84,0.74>] [0.3 rgb <0.74,0.70,0.60>] [0.36 rgb <0.88,0.84,0.74>]"
                " [0.7 rgb <0.88,0.84,0.74>] [0.78 rgb <0.98,0.95,0.86>] [0.84 rgb <0.88,0.84,0.74>] [1 rgb <0.88,0.84,0.74>] }]"
                " [1 granite scale 0.6 color_map { [0 rgb <0.85,0.81,0.71>] [1 rgb <0.91,0.87,0.77>] }] }"
                " rotate <0,38,0> translate <-0.6,0,0.9> }" % (_IL_WEAVE % "x", _IL_WEAVE % "z"))
# Dove laminate: a pale dove-grey high-pressure laminate table top (a kitchen or office table),
# nearly plain: a fine stipple (a granite of 0.5 mm, +-3 %), sparse darker flecks ~0.5 mm (the
# peaks of a finer granite), and the soft uneven sheen of a wiped top (a bozo of 14 cm, +-3 %).
# Cooler and lighter than concrete and grey_flannel (granites of mid grey), no grout nor joints
# unlike white_tiles and subway_tiles, no grain unlike whitewash and birch_strip_block, no veins
# unlike marble; the random plain family's near-white granites are of one scale, no flecks.
_DOVE_LAMINATE = ("pigment { average pigment_map { [2 granite scale 0.05 color_map { [0 rgb <0.78,0.78,0.77>] [1 rgb <0.85,0.85,0.84>] }]"
                  " [1 granite scale 0.08 translate <0,0.7,0> color_map { [0 rgb <0.82,0.82,0.81>] [0.62 rgb <0.82,0.82,0.81>]"
                  " [0.66 rgb <0.50,0.49,0.48>] [1 rgb <0.42,0.41,0.40>] }]"
                  " [2 bozo scale 14 translate <0,0.3,0> color_map { [0 rgb <0.78,0.78,0.77>] [1 rgb <0.86,0.86,0.85>] }] }"
                  " rotate <0,11,0> }")

# Busy multicolour tables (written 2026-12-08, twenty-ninth round, split key train_mosaic: decision
# data on busy many-coloured tables whose patches come in the sticks' own paints, at a stick's size;
# the twenty-eighth held-out split's trencadis made the pipeline read its shards as sticks beside the
# truck, and it is never imitated here: no broken shards, no polygons in grout, no crackle cells
# filling the plane). POV-Ray built-in patterns only, no function pattern.
# The stick-like colours (near sticks.PAINT, each a little off) and the others of these tables.
_MO_WHITE, _MO_GREY, _MO_BROWN = "rgb <0.90,0.88,0.83>", "rgb <0.30,0.31,0.32>", "rgb <0.49,0.29,0.14>"
_MO_TURQ, _MO_VIOLET = "rgb <0.09,0.59,0.59>", "rgb <0.45,0.19,0.59>"


def _mo_bands(colours):
    """A colour_map of hard bands, one a colour (a colour named twice gets twice the share)."""
    n = float(len(colours))
    return "color_map { %s }" % " ".join("[%.4f %s] [%.4f %s]" % (k / n, c, (k + 1) / n - 0.0001, c)
                                         for k, c in enumerate(colours))


def _mo_grid(outer, inner, bands, line_out, line_in, line, colours):
    """Pieces in lines, unit-free: bands along axis `outer` (widths in cm, each led by a line
    `line_out` cm wide), each band cut along axis `inner` into pieces (lengths in cm, a repeat of
    its own, each led by a line `line_in` cm wide, shifted by the band's offset). Every piece of
    every repeat one colour of `colours`: POV's cells (one value a unit cube) scaled to the outer
    repeat by the band's repeat, a cube of its own a piece (the pieces told apart by y). Returns
    (pigment, outer repeat in cm): the pigment is in units of the outer repeat (scale it by it)."""
    r = float(sum(w for w, _, _ in bands))
    ax = {"x": 0, "z": 2}
    entries, a = [], 0.0
    for k, (w, pieces, offset) in enumerate(bands):
        q = float(sum(pieces))
        sub, b = [], 0.0
        for j, p in enumerate(pieces):
            size = [1.0, 1.0, 1.0]
            size[ax[outer]] = r / q
            cell = "cells scale <%.4f,1,%.4f> translate <0,%.1f,0> %s" % (
                size[0], size[2], 0.5 + 3 * j + 37 * k, _mo_bands(colours))
            sub.append("[%.4f %s] [%.4f %s] [%.4f %s] [%.4f %s]" % (
                b / q, line, (b + line_in) / q, line, (b + line_in) / q, cell, (b + p) / q - 0.0001, cell))
            b += p
        sub.append("[1 %s]" % line)
        shift = [0.0, 0.0, 0.0]
        shift[ax[inner]] = offset / r
        band = "gradient %s pigment_map { %s } scale %.4f translate <%.4f,0,%.4f>" % (
            inner, " ".join(sub), q / r, shift[0], shift[2])
        entries.append("[%.4f %s] [%.4f %s] [%.4f %s] [%.4f %s]" % (
            a / r, line, (a + line_out) / r, line, (a + line_out) / r, band, (a + w) / r - 0.0001, band))
        a += w
    entries.append("[1 %s]" % line)
    return "gradient %s pigment_map { %s }" % (outer, " ".join(entries)), r


# Strip quilt: a patchwork quilt top of strips of plain solid cottons (no prints), a "strip" or
# "jelly roll" quilt: rows 1.4-2.0 cm wide (a stick's width and a little more), each row cut into
# strips 1.5-5.7 cm long (a stick's length), two or three lengths a row in turn, the rows' joins
# staggered, every strip one of twelve solid cottons, five of them near the stick paints (white,
# slate grey, brown, turquoise, violet) among red, mustard, navy, leaf green, orange, pink and sky
# blue, in shadowed seams ~0.8 mm, the whole averaged with a faint cotton nap (a granite, 1/8).
# POV's cells in two gradients (_mo_grid). The nearest: violet_patchwork (the twenty-eighth held-out
# cloth: 4.5 cm squares of six violet prints; here solid strips of twelve colours), the grid tiles,
# turquoise_finger_tiles and subway_tiles (tiles of one size in grout), birch_strip_block (pale wood
# strips), mosaic and fine_mosaic (unit cells, no seams), gingham and the random woven, cells and
# tiling families (checks and unit cells of a palette, no seams, no staggered strips).
_SQ_COLOURS = (_MO_WHITE, _MO_GREY, _MO_BROWN, _MO_TURQ, _MO_VIOLET, "rgb <0.76,0.16,0.15>", "rgb <0.88,0.70,0.18>",
               "rgb <0.14,0.20,0.45>", "rgb <0.30,0.56,0.24>", "rgb <0.90,0.48,0.14>", "rgb <0.90,0.57,0.66>",
               "rgb <0.50,0.72,0.88>")
_SQ_ROWS = ((1.55, (2.4, 4.6), 0.0), (1.85, (3.6, 1.8, 5.0), 1.3), (1.45, (5.4, 2.8), 3.1), (2.05, (1.6, 3.8, 2.6), 0.7),
            (1.6, (4.4, 3.0), 2.2), (1.75, (2.0, 5.8, 3.2), 4.0))
_SQ_GRID, _SQ_REPEAT = _mo_grid("z", "x", _SQ_ROWS, 0.08, 0.08, "rgb <0.26,0.24,0.23>", _SQ_COLOURS)
_STRIP_QUILT = ("pigment { average pigment_map { [7 %s scale %.2f] [1 granite scale 0.08 color_map { [0 rgb <0.42,0.42,0.42>]"
                " [1 rgb <0.62,0.62,0.62>] }] } rotate <0,-19,0> translate <0.9,0,-0.5> }" % (_SQ_GRID, _SQ_REPEAT))
# Confetti terrazzo: a pale cast terrazzo top strewn with large coloured chips, rounded pebbles
# ~0.5-3 cm across (a stick's top and a little more) set apart in the binder (most of the top is
# binder), every chip one of twelve marbles and glass, five of them near the stick paints
# (white, slate grey, brown, turquoise, violet; grey, brown and turquoise twice as often) among red,
# ochre, green, black, pink, sky blue and orange, in a pale warm binder near the card's white with a
# fine aggregate of specks 1-2.5 mm (greys, black, white, sand) and a faint granite. POV's crackle in its F1 form (the distance to the nearest
# of its points: a chip where it is short, so the plane cuts each point's ball in a disc of its own
# size) holding crackle solid (one value a point: the chip's colour) at the same points, both bent
# by a turbulence warp (rounded irregular edges); the specks the same at a 1/8 scale. The nearest:
# terrazzo (crackle's cells filling the plane in cream with thin dark joints, small), trencadis (the
# twenty-eighth held-out table: polygonal shards filling the plane in grout; here round chips apart
# on a binder), turquoise_matrix (crackle veins round one colour), penny_tiles (round tiles of one
# size), coffee_blotches and boomerang_laminate (blotches and marks of two to four colours),
# turquoise_dots and violet_spots (dots of one colour on a lattice) and the random crackle and
# blotches families (a palette's bands by the distance, never one colour a chip).
_CT_CHIPS = (_MO_WHITE, _MO_GREY, _MO_BROWN, _MO_TURQ, _MO_VIOLET, _MO_GREY, _MO_BROWN, _MO_TURQ, "rgb <0.72,0.20,0.16>",
             "rgb <0.86,0.66,0.20>",
             "rgb <0.26,0.50,0.30>", "rgb <0.12,0.12,0.13>", "rgb <0.88,0.60,0.62>", "rgb <0.52,0.70,0.84>",
             "rgb <0.88,0.50,0.18>")
_CT_SPECKS = ("rgb <0.45,0.45,0.44>", "rgb <0.58,0.57,0.55>", "rgb <0.16,0.16,0.17>", "rgb <0.95,0.94,0.91>",
              "rgb <0.70,0.62,0.50>")
_CT_BINDER = "granite scale 0.15 color_map { [0 rgb <0.83,0.82,0.77>] [1 rgb <0.89,0.88,0.83>] }"
_CT_FINE = ("crackle form <1,0,0> pigment_map { [0 crackle solid %s] [0.23 crackle solid %s] [0.23 %s] [1 %s] } scale 0.125" % (
    _mo_bands(_CT_SPECKS), _mo_bands(_CT_SPECKS), _CT_BINDER, _CT_BINDER))
_CONFETTI_TERRAZZO = ("pigment { crackle form <1,0,0> pigment_map { [0 crackle solid %s] [0.37 crackle solid %s] [0.37 %s] [1 %s] }"
                      " warp { turbulence <0.22,0,0.22> octaves 3 } scale 3.4 rotate <0,23,0> translate <0.6,0.9,-1.2> }" % (
                          _mo_bands(_CT_CHIPS), _mo_bands(_CT_CHIPS), _CT_FINE, _CT_FINE))
# Mondrian panels: a printed laminate top of rectangular panels in thick black lines ~3.5 mm wide,
# after Mondrian: six columns 1.3-4.2 cm wide (the narrowest a stick's width), each cut across into
# panels 1.35-5.9 cm long in a repeat of its own (13-17 cm, offset), so the cross lines do not meet;
# every panel one of twelve flat colours, a quarter of them white and more cream or light grey,
# five near the stick paints (white, slate grey, brown, turquoise, violet) among red, yellow and
# cobalt blue. POV's cells in two gradients (_mo_grid). The nearest: bw_check, checker_tiles,
# harlequin and the random checker family (a check of two colours), the grid tiles and
# turquoise_finger_tiles (tiles of one size), cutting_mat (a grid of lines), strip_quilt (rows of
# strips of one width in thin seams, no white), the stained_glass card art (Voronoi panes), and the
# random cells and tiling families (unit cells, no lines).
_MP_COLOURS = (_MO_WHITE, "rgb <0.93,0.93,0.91>", _MO_WHITE, "rgb <0.92,0.88,0.74>", "rgb <0.74,0.74,0.73>", _MO_GREY,
               _MO_BROWN, _MO_TURQ, _MO_VIOLET, "rgb <0.80,0.14,0.12>", "rgb <0.94,0.80,0.16>", "rgb <0.12,0.24,0.62>")
_MP_COLUMNS = ((1.85, (4.6, 2.2, 5.8, 1.9), 0.0), (3.75, (3.2, 5.6, 1.7, 2.6), 2.5), (2.65, (5.4, 2.1, 3.0, 6.2), 1.1),
               (4.55, (2.3, 4.4, 6.2), 4.2), (2.35, (3.6, 1.8, 4.8, 2.7), 0.4), (1.65, (2.9, 5.2, 1.9, 3.9), 3.3))
_MP_GRID, _MP_REPEAT = _mo_grid("x", "z", _MP_COLUMNS, 0.35, 0.35, "rgb <0.08,0.08,0.09>", _MP_COLOURS)
_MONDRIAN_PANELS = "pigment { %s scale %.2f rotate <0,28,0> translate <-1.1,0,0.7> }" % (_MP_GRID, _MP_REPEAT)

# The twenty-ninth test split's textures (written 2026-12-08, after the twenty-eighth split's third
# measurement), all of POV's built-in patterns (no function pattern). Circle-sawn boards: reclaimed
# rough-sawn boards 8-10.5 cm wide near the brown sticks' paint, honestly: each board its own
# weathered brown with a faint straight grain along it (POV's wood, far from the pith, a little
# turbulent), crossed by the arcs a sawmill's circular blade leaves, a thin dark kerf line and a
# light band every ~9 mm curving across the board (POV's onion, its centre on the board's middle
# line 23-29 cm away along it, one side or the other, a slight turbulence), and dark joints ~2 mm
# between the boards (a gradient across the boards holding four boards, each the average of its
# grain and its saw arcs, scaled by the gradient's period). The nearest:
# caulked_deck (teak planks, straight grain, black seams), smoked_cathedral_oak (grey boards, nested
# arches of latewood), knotty_alder (knots), cedar, teak, mahogany, chestnut, iroko and walnut (brown
# grains, no boards nor saw marks), flame_maple (flame bands across the grain), retro_rings and the
# random onion and wood families (a palette's rings or bands over the whole table, no grain).
_CS_PERIOD = 37.0  # four boards (cm)


def _cs_board(dark, mid, light, offset, centre, arcs, middle):
    """A board's wood: its grain `offset` cm from the pith, its saw arcs round a centre `centre` cm
    along it (negative: behind) on its middle line (`middle` cm across), `arcs` cm apart, in the
    boards' period's units."""
    p = _CS_PERIOD
    grain = ("wood turbulence <0.1,0.1,0.12> octaves 3 scale <%.4f,%.4f,%.3f> translate <%.4f,0,0> color_map {"
             " [0 rgb %s] [0.3 rgb %s] [0.7 rgb %s] [1 rgb %s] }" % (1.6 / p, 1.6 / p, 10.0, offset / p, mid, light, mid, dark))
    saw = ("onion turbulence 0.04 scale %.5f translate <%.4f,0,%.4f> color_map { [0 rgb %s] [0.15 rgb %s] [0.3 rgb %s] [0.6 rgb %s]"
           " [0.85 rgb %s] [1 rgb %s] }" % (arcs / p, middle / p, centre / p, dark, light, light, mid, mid, dark))
    return "average pigment_map { [1 %s] [1.5 %s] }" % (grain, saw)


_CS_JOINT = "rgb <0.08,0.05,0.03>"
_CS_WIDTHS = (9.0, 10.5, 8.0, 9.5)  # cm, summing to the period
_CS_BOARDS = (_cs_board("<0.36,0.21,0.10>", "<0.44,0.27,0.13>", "<0.49,0.31,0.16>", 27.0, 26.0, 0.9, 4.5),
              _cs_board("<0.40,0.24,0.12>", "<0.48,0.30,0.16>", "<0.53,0.34,0.18>", 19.0, -23.0, 0.85, 14.25),
              _cs_board("<0.33,0.20,0.10>", "<0.41,0.25,0.12>", "<0.46,0.29,0.15>", 35.0, 29.0, 0.95, 23.5),
              _cs_board("<0.39,0.22,0.10>", "<0.47,0.28,0.14>", "<0.52,0.32,0.16>", 23.0, -25.0, 0.9, 32.25))


def _cs_entries():
    out, a = [], 0.0
    for board, width in zip(_CS_BOARDS, _CS_WIDTHS):
        out.append("[%.4f %s] [%.4f %s] [%.4f %s] [%.4f %s]" % (a, _CS_JOINT, a + 0.002, _CS_JOINT, a + 0.0055, board,
                                                               a + width / _CS_PERIOD - 0.0025, board))
        a += width / _CS_PERIOD
    return " ".join(out) + " [1 %s]" % _CS_JOINT


_CIRCLE_SAWN = ("pigment { gradient x pigment_map { %s } scale %.1f rotate <0,-37,0> translate <1.7,0,0.9> }" % (
    _cs_entries(), _CS_PERIOD))
# Cream cable knit: an Aran jumper's cream wool near the white sticks' paint, honestly: rope cables
# 2.2 cm wide (each a column of plump strands twisting at a slant, ~1.1 cm a strand, lit along
# their middles and shaded where they dive under the next, the column rounded: darker towards its
# edges) between panels of reverse stockinette 1.4 cm wide (soft purl ridges across, ~3.5 mm
# apart, a little darker), a slight turbulence warp as knitting lies. POV's gradient across the
# columns holding a gradient turned 58 degrees (the strands) and a gradient along (the purl ridges),
# averaged with a gradient across the cable (its roundness) and a granite (the wool's fuzz). The
# nearest: jade_chunky_knit (turquoise stockinette, columns of plump Vs in troughs), white_eyelet,
# white_cotton, ivory_linen, oatmeal_linen, seersucker and waffle_weave (light weaves, no cables),
# mauve_boucle (a loop yarn), herringbone_tweed (a twill's chevrons), aubergine_plisse (pleats),
# basket_weave (rattan strands in blocks) and the random gradient and woven families (a palette's
# bands).
_CK_PERIOD = 3.6  # a cable and a panel (cm)
_CK_STRANDS = ("gradient z scale %.4f rotate <0,58,0> color_map { [0 rgb <0.55,0.52,0.46>] [0.12 rgb <0.72,0.69,0.61>]"
               " [0.45 rgb <0.88,0.85,0.78>] [0.7 rgb <0.91,0.89,0.82>] [0.9 rgb <0.78,0.75,0.67>] [1 rgb <0.55,0.52,0.46>] }"
               % (1.1 / _CK_PERIOD))
_CK_ROUND = ("gradient x scale %.4f color_map { [0 rgb <0.62,0.59,0.52>] [0.3 rgb <0.86,0.83,0.76>] [0.7 rgb <0.88,0.85,0.78>]"
             " [1 rgb <0.62,0.59,0.52>] }" % (2.2 / _CK_PERIOD))
_CK_CABLE = "average pigment_map { [2 %s] [1 %s] }" % (_CK_STRANDS, _CK_ROUND)
_CK_PURL = ("gradient z scale %.4f color_map { [0 rgb <0.66,0.63,0.56>] [0.3 rgb <0.76,0.73,0.65>] [0.6 rgb <0.80,0.77,0.69>]"
            " [1 rgb <0.66,0.63,0.56>] }" % (0.35 / _CK_PERIOD))
_CK_SHADE = "rgb <0.50,0.47,0.41>"
_CABLE_KNIT = ("pigment { average pigment_map { [6 gradient x pigment_map { [0 %s] [%.4f %s] [%.4f %s] [%.4f %s] [%.4f %s] [1 %s] }"
               " warp { turbulence <0.03,0,0.02> octaves 2 } scale %.2f]"
               " [1 granite scale 0.3 color_map { [0 rgb <0.70,0.67,0.60>] [1 rgb <0.86,0.83,0.76>] }] }"
               " rotate <0,21,0> translate <0.5,0,-0.3> }" % (
                   _CK_CABLE, 2.2 / _CK_PERIOD, _CK_CABLE, 2.2 / _CK_PERIOD, _CK_SHADE, 2.3 / _CK_PERIOD, _CK_PURL,
                   3.5 / _CK_PERIOD, _CK_PURL, _CK_SHADE, _CK_PERIOD))
# Turquoise bargello: a needlepoint of bargello's flame stitch in turquoise wools near the turquoise
# sticks' paint, honestly: zigzag bands ~1.1 cm thick (a stick's width) rising and falling in steep
# peaks 3.6 cm apart, the bands shading from deep teal through turquoise (the paint's own) and aqua
# to pale aqua and cream and back, every band one wool. POV's gradient (the bands) turned 56
# degrees and mirrored every 1.8 cm (warp repeat with a flip) into the zigzags. The nearest:
# jade_chunky_knit (small Vs of one turquoise, the same mirror), herringbone_tweed and
# herringbone_oak (chevrons of a twill or blocks), teal_waves and agate_teal (cream and teal bands),
# turquoise_finger_tiles, turquoise_matrix, crushed_velvet, petrol_felt and teal_baize (turquoise,
# no zigzags), the mint_retro card art (broad V stripes) and the random gradient family (straight
# bands of a palette).
_BG_WOOLS = ("rgb <0.03,0.28,0.30>", "rgb <0.05,0.40,0.41>", "rgb <0.08,0.56,0.56>", "rgb <0.20,0.68,0.66>",
             "rgb <0.52,0.80,0.76>", "rgb <0.86,0.85,0.77>", "rgb <0.40,0.74,0.71>", "rgb <0.10,0.60,0.59>")
_BARGELLO = ("pigment { gradient z color_map { %s } scale %.2f rotate <0,56,0> warp { repeat x*1.8 flip x }"
             " rotate <0,-12,0> translate <0.6,0,0.2> }" % (
                 " ".join("[%.4f %s] [%.4f %s]" % (k / 8.0, c, (k + 1) / 8.0 - 0.0001, c) for k, c in enumerate(_BG_WOOLS)),
                 8 * 1.1))

# The thirtieth test split's textures (written 2026-12-08, after the twenty-ninth split's first
# measurement), all of POV's built-in patterns (no function pattern). Checked silver oak: a single
# slab of weathered oak gone silver-grey near the grey sticks' paint, honestly: a straight grain of
# soft grey lines ~1.3 cm apart (POV's wood far from its pith, a little turbulent) averaged with
# long silvery streaks (a bozo stretched 10:1 along the grain), strewn with seasoning checks: thin
# dark splits 1-2 mm wide and ~1.5-5 cm long along the grain, tapering at both ends (the peaks of a
# bozo stretched 12:1 along the grain, a grey lip round a near-black core), a stick's length and a
# stick's shadow's darkness. The nearest: charred_cedar (alligator cracks of char, crackle cells
# stretched along the grain, silvery crowns), smoked_cathedral_oak (grey boards, nested arches),
# cerused_oak (charcoal oak, limed pores, streaky pale lines), driftwood (a plain grey POV wood),
# knotty_alder (the peaks of a stretched bozo as dark ringed knots on brown), spalted_maple (thin
# black zone lines wandering across a pale grain) and the random wood and blotches families (no
# splits).
_CO_GRAIN = ("wood turbulence <0.05,0.05,0.1> octaves 2 scale <1.3,1.3,30> translate <23,0,0> color_map {"
             " [0 rgb <0.26,0.27,0.27>] [0.35 rgb <0.30,0.31,0.31>] [0.65 rgb <0.33,0.34,0.34>] [0.88 rgb <0.39,0.40,0.40>]"
             " [1 rgb <0.27,0.28,0.28>] }")
_CO_STREAK = "bozo scale <0.5,1,5> color_map { [0 rgb <0.27,0.28,0.28>] [0.5 rgb <0.33,0.34,0.34>] [1 rgb <0.40,0.41,0.40>] }"
_CO_WOOD = "average pigment_map { [3 %s] [1 %s] }" % (_CO_GRAIN, _CO_STREAK)
_CHECKED_OAK = ("pigment { bozo scale <0.4,1,5> pigment_map { [0 %s] [0.76 %s] [0.77 rgb <0.16,0.16,0.16>]"
                " [0.79 rgb <0.05,0.05,0.05>] [1 rgb <0.03,0.03,0.03>] } rotate <0,-28,0> translate <0.3,0,0.5> }" % (
                    _CO_WOOD, _CO_WOOD))
# Plum satin drape: a plum satin cloth lying in soft folds near the violet sticks' paint, honestly:
# long folds ~3.6 cm apart swaying gently, each a crest with a narrow pale lilac sheen ~4 mm wide
# shading down through the violet paint's own tone into a deep near-black plum trough (POV's
# gradient across the folds, a one-octave turbulence warp, stretched 2.5:1 along them). The
# nearest: aubergine_plisse (regular sharp pleats ~7 mm apart), crushed_velvet (patches of sheen,
# no folds), moire_taffeta (watermark lines ~4 mm apart round eyes), white_cotton (soft folds and
# creases on white), plum_velvet and aubergine_felt (plain granite violets), violet_rag_rug and
# violet_patchwork, the sunset_waves card art and the random gradient family (a palette's bands,
# no sheen).
_SATIN_DRAPE = ("pigment { gradient x color_map { [0 rgb <0.12,0.04,0.15>] [0.2 rgb <0.22,0.08,0.29>] [0.4 rgb <0.36,0.14,0.48>]"
                " [0.5 rgb <0.50,0.27,0.62>] [0.56 rgb <0.58,0.38,0.68>] [0.63 rgb <0.46,0.21,0.59>] [0.82 rgb <0.28,0.10,0.37>]"
                " [1 rgb <0.12,0.04,0.15>] } warp { turbulence <0.4,0,0.1> octaves 1 lambda 2 } scale <3.6,1,9>"
                " rotate <0,33,0> translate <0.7,0,-0.4> }")
# Midnight log cabin: a log-cabin quilt in dark cottons, honestly: blocks 8.4 cm square, each a
# near-black centre square 1.2 cm across framed by three rounds of strips 1.2 cm wide (a stick's
# width) and 1.2-8.4 cm long (mitred at the corners), the two lit sides of every round in greys
# (the grey paint's own among them) and a lilac grey, the two dark sides in near-black, charcoal,
# deep plum and the violet paint's own; the blocks mirrored in turn so the dark halves meet in
# diamonds (barn raising). POV's boxed (the rounds) in two diagonal gradients (the four sides),
# repeated with flips by warps. The nearest: violet_patchwork (4.5 cm squares of violet prints),
# strip_quilt (rows of strips in twelve colours), quilted (diamond quilting on sage), tumbling_blocks
# (rhombi in three tones), mondrian_panels (panels in black lines), slate_ledgestone (grey slips in
# rows), turquoise_finger_tiles (stick-sized tiles of one colour in stack bond), the mondrian card
# art, and the random checker, square and tiling families (unit cells, no frames).
_LC_HALF = 4.2  # half a block (cm)


def _lc_side(rings):
    """One side of every round of a block: boxed (1 at the centre, 0 at the block's edge) in the
    block's units; `scale 0.0001` undoes the two diagonal gradients' scale 100 holding it."""
    edges = (4.2, 3.0, 1.8, 0.6)  # the rounds' outer edges from the block's edge in
    cols = tuple(reversed(rings)) + ("rgb <0.05,0.05,0.06>",)  # the outermost round first, the centre last
    vals = [1 - e / _LC_HALF for e in edges] + [1.0]
    return "boxed scale %.2f color_map { %s } scale 0.0001" % (_LC_HALF, " ".join(
        "[%.4f %s] [%.4f %s]" % (vals[i], c, vals[i + 1], c) for i, c in enumerate(cols)))


_LC_E = _lc_side(("rgb <0.29,0.29,0.30>", "rgb <0.21,0.21,0.22>", "rgb <0.33,0.27,0.38>"))  # rounds 1-3 from the centre out
_LC_N = _lc_side(("rgb <0.23,0.24,0.25>", "rgb <0.31,0.25,0.36>", "rgb <0.27,0.28,0.29>"))
_LC_W = _lc_side(("rgb <0.34,0.13,0.45>", "rgb <0.08,0.07,0.09>", "rgb <0.14,0.13,0.15>"))
_LC_S = _lc_side(("rgb <0.07,0.07,0.08>", "rgb <0.22,0.08,0.28>", "rgb <0.32,0.12,0.43>"))
_LC_POS = "gradient <1,0,-1> pigment_map { [0 %s] [0.5 %s] [0.5 %s] [1 %s] } scale 100" % (_LC_E, _LC_E, _LC_N, _LC_N)
_LC_NEG = "gradient <1,0,-1> pigment_map { [0 %s] [0.5 %s] [0.5 %s] [1 %s] } scale 100" % (_LC_S, _LC_S, _LC_W, _LC_W)
_LOG_CABIN = ("pigment { gradient <1,0,1> pigment_map { [0 %s] [0.5 %s] [0.5 %s] [1 %s] } scale 100 translate <%.1f,0,%.1f>"
              " warp { repeat x*%.1f flip x } warp { repeat z*%.1f flip z } rotate <0,24,0> translate <-1.3,0,0.8> }" % (
                  _LC_POS, _LC_POS, _LC_NEG, _LC_NEG, _LC_HALF, _LC_HALF, 2 * _LC_HALF, 2 * _LC_HALF))


# Grey table families (written 2026-12-09, thirtieth round, split keys train_grey (training) and
# grey_decide (decision data, never trained on)): grey regions near the grey sticks' paint (and some
# near-black and violet-grey) at a stick's scale beside the truck; the thirtieth held-out split's
# checked_silver_oak and midnight_log_cabin made the pipeline read grey patches of the table as grey
# sticks, and neither they nor plum_satin_drape are imitated here (no seasoning checks on a slab, no
# strips framing squares, no satin folds). POV-Ray built-in patterns only, no function pattern.
# Helpers in cm: a pigment in a pigment_map is transformed with the pigment holding it, so each
# nested pigment written in cm is followed by the inverse of its holder's scale.
def _gy_rgb(c, f=1.0):
    return "rgb <%.3f,%.3f,%.3f>" % tuple(min(1.0, v * f) for v in c)


def _gy_rows(rows, joint, jw, soft):
    """Rows of pieces in joints, in cm: rows along z side by side across x, each (width, offset along,
    ((pigment in cm, length), ...)), a joint `jw` cm wide (colour `joint`, soft edges `soft` cm)
    before each row and each piece."""
    p = float(sum(w for w, _, _ in rows))
    out, a = [], 0.0
    for w, offset, pieces in rows:
        q = float(sum(L for _, L in pieces))
        sub, b = [], 0.0
        for pig, L in pieces:
            piece = "%s scale %.6f" % (pig, 1 / q)
            sub.append("[%.5f %s] [%.5f %s] [%.5f %s] [%.5f %s]" % (b / q, joint, (b + jw) / q, joint, (b + jw + soft) / q, piece,
                                                                   (b + L - soft) / q, piece))
            b += L
        row = "gradient z pigment_map { %s [1 %s] } scale %.4f translate <0,0,%.3f> scale %.6f" % (
            " ".join(sub), joint, q, offset, 1 / p)
        out.append("[%.5f %s] [%.5f %s] [%.5f %s] [%.5f %s]" % (a / p, joint, (a + jw) / p, joint, (a + jw + soft) / p, row,
                                                               (a + w - soft) / p, row))
        a += w
    return "gradient x pigment_map { %s [1 %s] } scale %.4f" % (" ".join(out), joint, p)


# Silver barn boards (wood, training): a floor of old barn boards weathered silver-grey, boards
# 11-14.5 cm wide laid along their length in pieces 36-81 cm long (butt joints staggered board to
# board), tight dark joints ~2.5 mm; each piece its own grey (silvery 0.40, the grey paint's own
# 0.29, a warm brown-grey, a dark weathered 0.26 with silvery ridges) with a coarse raised grain:
# soft dark grooves and pale worn ridges ~9 mm apart along the board, wandering (POV's wood far from
# its pith, turbulent), averaged with long streaks (a bozo stretched 17:1). The nearest: driftwood
# (a plain grey POV wood, no boards), smoked_cathedral_oak (fumed grey boards with nested arches, no
# butt joints), checked_silver_oak (held out: a single slab with seasoning checks; never imitated:
# no checks here), caulked_deck (teak planks in black seams), circle_sawn_boards (brown boards with
# saw arcs), cerused_oak and charred_cedar (limed pores, char), slate_ledgestone (stone slips in rows)
# and the random wood family (a palette's bands, no boards).
_BB_TONES = (((0.27, 0.27, 0.27), (0.40, 0.40, 0.39), (0.50, 0.50, 0.49)),
             ((0.19, 0.20, 0.21), (0.29, 0.30, 0.31), (0.37, 0.38, 0.39)),
             ((0.26, 0.24, 0.21), (0.36, 0.33, 0.29), (0.44, 0.41, 0.37)),
             ((0.17, 0.17, 0.17), (0.26, 0.26, 0.26), (0.42, 0.42, 0.41)),
             ((0.24, 0.25, 0.25), (0.34, 0.35, 0.35), (0.46, 0.47, 0.47)))


def _bb_piece(k, seed):
    dark, mid, light = _BB_TONES[k]
    grain = ("wood turbulence <0.14,0.14,0.3> octaves 4 lambda 2.4 scale <1.3,1.3,26> translate <%.1f,0,%.1f> color_map {"
             " [0 %s] [0.14 %s] [0.5 %s] [0.72 %s] [0.9 %s] [1 %s] }" % (
                 30 + 7 * seed, 11 * seed, _gy_rgb(dark), _gy_rgb(mid), _gy_rgb(mid, 1.06), _gy_rgb(light), _gy_rgb(mid), _gy_rgb(dark)))
    streak = "bozo scale <0.7,1,9> translate <%d,0,0> color_map { [0 %s] [1 %s] }" % (5 * seed + 1, _gy_rgb(mid, 0.8), _gy_rgb(light, 1.0))
    return "average pigment_map { [3 %s] [1 %s] }" % (grain, streak)


_BB_ROWS = ((12.5, 0.0, ((_bb_piece(0, 1), 47.0), (_bb_piece(1, 2), 66.0))),
            (14.5, 21.0, ((_bb_piece(3, 3), 81.0), (_bb_piece(2, 4), 38.0))),
            (11.0, 9.0, ((_bb_piece(1, 5), 58.0), (_bb_piece(4, 6), 55.0))),
            (13.0, 33.0, ((_bb_piece(2, 7), 36.0), (_bb_piece(3, 8), 77.0))))
_BARN_BOARDS = "pigment { %s rotate <0,-29,0> translate <1.1,0,-0.6> }" % _gy_rows(_BB_ROWS, "rgb <0.06,0.06,0.06>", 0.25, 0.06)
# Riven slate flags (patterned, training): a floor of riven (hand-split) slate flags ~12-20 cm
# across, irregular polygons with rounded corners in pale grey mortar joints ~5-8 mm wide; each flag
# one slate (blue-black, the grey paint's own slate grey, a green-grey, a Welsh heather purple-grey,
# a rusty grey) whose cleft face is stepped where thin layers flaked off: patches ~1-4 cm of three
# tones of its own in hard steps, each step's broken edge a thin pale line catching the light
# (a turbulent bozo in hard bands), with a fine granite grain. POV's crackle (the joints) holding
# crackle solid at the same points (one slate a flag), a turbulence warp for uneven edges. The
# nearest: slate_ledgestone (thin slips in straight rows), stone_mosaic and terrazzo (small cells and
# chips), trencadis (held out once: shards of tile in every paint), confetti_terrazzo (round chips
# apart on a binder), concrete and slate_felt (plain granites), marble (veins) and the random crackle
# family (a palette's hard bands round one joint colour, no steps inside).
_RS_SLATES = (((0.20, 0.21, 0.24), (0.24, 0.25, 0.28), (0.16, 0.17, 0.20)),
              ((0.27, 0.28, 0.29), (0.31, 0.32, 0.33), (0.23, 0.24, 0.25)),
              ((0.29, 0.31, 0.29), (0.34, 0.36, 0.33), (0.25, 0.27, 0.25)),
              ((0.30, 0.25, 0.32), (0.35, 0.29, 0.37), (0.25, 0.20, 0.27)),
              ((0.33, 0.30, 0.27), (0.29, 0.28, 0.27), (0.37, 0.33, 0.29)),
              ((0.23, 0.23, 0.24), (0.28, 0.28, 0.29), (0.19, 0.19, 0.20)))
_RS_SCALE = 16.0  # the flags' crackle (cm)


def _rs_flag(k):
    c1, c2, c3 = _RS_SLATES[k]
    edge = tuple(min(1.0, v * 1.45) for v in c2)
    steps = ("bozo turbulence 0.55 octaves 3 scale <2.4,1,1.6> rotate <0,%d,0> translate <%d,0,%d> color_map { [0 %s] [0.33 %s]"
             " [0.335 %s] [0.35 %s] [0.6 %s] [0.605 %s] [0.62 %s] [1 %s] }" % (
                 37 * k, 9 * k + 3, 5 * k, _gy_rgb(c1), _gy_rgb(c1), _gy_rgb(edge), _gy_rgb(c2), _gy_rgb(c2), _gy_rgb(edge),
                 _gy_rgb(c3), _gy_rgb(c3)))
    grain = "granite scale 0.5 color_map { [0 %s] [1 %s] }" % (_gy_rgb(c2, 0.85), _gy_rgb(c2, 1.12))
    return "average pigment_map { [4 %s] [1 %s] } scale %.5f" % (steps, grain, 1 / _RS_SCALE)


_RS_FLAGS = "crackle solid pigment_map { %s }" % " ".join(
    "[%.4f %s] [%.4f %s]" % (k / 6.0, _rs_flag(k), (k + 1) / 6.0 - 0.0001, _rs_flag(k)) for k in range(6))
_RS_MORTAR = "granite scale %.5f color_map { [0 rgb <0.46,0.45,0.42>] [1 rgb <0.58,0.57,0.54>] }" % (0.3 / _RS_SCALE)
_RIVEN_SLATE = ("pigment { crackle pigment_map { [0 %s] [0.012 %s] [0.018 rgb <0.17,0.17,0.17>] [0.022 %s] [1 %s] }"
                " warp { turbulence 0.12 octaves 2 } scale %.1f rotate <0,17,0> translate <2.3,0,-1.4> }" % (
                    _RS_MORTAR, _RS_MORTAR, _RS_FLAGS, _RS_FLAGS, _RS_SCALE))
# Woven leather mat (patterned, training): a table mat of flat leather strips 1.2 cm wide (a stick's
# width) woven over and under (a plain weave), so every square 1.2 cm shows one strip: the strips
# along one way cycle through five leathers (near-black, the grey paint's own grey, a pale grey, a
# charcoal and a violet-grey), across the other through three (a grey near the paint, a mid grey, a
# near-black); each strip rounded (darker at its edges, a thin near-black gap between strips) and
# shaded where it dives under the next (darker towards each square's ends), a faint grain. POV's
# checker of two gradients (the strips along x, along z), each shaded by a gradient the other way.
# The nearest: basket_weave (blocks of three pale rattan strands), gingham, navy_gingham, bw_check
# and the random checker and woven families (checks of two colours, no strips), midnight_log_cabin
# (held out: strips 1.2 cm framing squares in rounds; never imitated: no frames, no centres, no
# diamonds here), strip_quilt (rows of staggered strips), turquoise_finger_tiles (tiles in joints).
_WL_STRIP = 1.2  # cm
_WL_WARP = ((0.07, 0.07, 0.08), (0.29, 0.30, 0.31), (0.55, 0.55, 0.54), (0.17, 0.17, 0.18), (0.36, 0.25, 0.42))
_WL_WEFT = ((0.31, 0.31, 0.32), (0.44, 0.44, 0.44), (0.12, 0.12, 0.13))


def _wl_strips(axis, colours, f):
    n = len(colours)
    ents = []
    for k, c in enumerate(colours):
        a = k / float(n)
        ents.append("[%.4f rgb <0.04,0.04,0.04>] [%.4f %s] [%.4f %s] [%.4f %s] [%.4f %s] [%.4f rgb <0.04,0.04,0.04>]" % (
            a, a + 0.05 / n, _gy_rgb(c, 0.7 * f), a + 0.22 / n, _gy_rgb(c, f), a + 0.72 / n, _gy_rgb(c, 1.04 * f),
            a + 0.95 / n, _gy_rgb(c, 0.7 * f), a + 1.0 / n - 0.0001))
    return "gradient %s color_map { %s } scale %.2f" % (axis, " ".join(ents), n * _WL_STRIP)


def _wl_way(along, across, colours):
    """The strips lying along `along` (their colours changing across `across`), each darker towards the
    ends of the squares where it shows (a gradient along, one square a period), in strip units."""
    s = 1 / _WL_STRIP
    inner = [_wl_strips(across, colours, f) + " scale %.5f" % s for f in (0.62, 1.0, 1.0, 0.62)]
    return "gradient %s pigment_map { [0 %s] [0.3 %s] [0.7 %s] [1 %s] }" % (along, inner[0], inner[1], inner[2], inner[3])


_WOVEN_LEATHER = ("pigment { average pigment_map { [6 checker pigment { %s } pigment { %s } translate <0,0.5,0> scale %.2f]"
                  " [1 granite scale 0.4 color_map { [0 rgb <0.14,0.14,0.15>] [1 rgb <0.36,0.36,0.37>] }] }"
                  " rotate <0,-21,0> translate <0.4,0,0.3> }" % (
                      _wl_way("z", "x", _WL_WARP), _wl_way("x", "z", _WL_WEFT), _WL_STRIP))
# Windowpane tweed (cloth, training): a heathered mid-grey wool tweed near the grey sticks' paint with
# a windowpane overcheck: a fine 2/2 twill (a gradient of 1.6 mm at 45 degrees) over a heather of
# mixed yarns (a granite), cloudy darker and lighter patches ~1-4 cm where the yarns' dye runs (a
# bozo), sparse flecks of violet, rust and cream neps (a fine granite's peaks), crossed by a
# charcoal overcheck line ~3.5 mm wide every 5.4 cm one way and a muted violet one every 6.6 cm the
# other (nested gradients). The nearest: chalk_stripe (a charcoal twill with chalk pinstripes one
# way), grey_flannel, slate_felt, pewter_linen and olive_tweed (plain granites), herringbone_tweed
# (a brown twill's chevrons), houndstooth, gingham, navy_gingham, cutting_mat (a grid of pale lines
# on green) and the random woven family (two banded gradients averaged, no heather nor neps).
_WT_GROUND = ("average pigment_map { [2 gradient x scale 0.16 rotate <0,45,0> color_map { [0 rgb <0.24,0.24,0.25>] [0.5 rgb <0.33,0.33,0.34>]"
              " [1 rgb <0.24,0.24,0.25>] }] [2 granite scale 0.3 color_map { [0 rgb <0.20,0.20,0.21>] [0.5 rgb <0.30,0.30,0.31>]"
              " [1 rgb <0.40,0.40,0.41>] }] [3 bozo scale 1.6 color_map { [0 rgb <0.14,0.14,0.15>] [0.45 rgb <0.29,0.29,0.30>]"
              " [1 rgb <0.44,0.44,0.45>] }] [1 granite scale 0.15 translate <0,0.4,0> color_map { [0 rgb <0.29,0.29,0.30>]"
              " [0.8 rgb <0.29,0.29,0.30>] [0.81 rgb <0.62,0.26,0.80>] [0.84 rgb <0.29,0.29,0.30>] [0.9 rgb <0.29,0.29,0.30>]"
              " [0.91 rgb <0.80,0.40,0.20>] [0.93 rgb <0.29,0.29,0.30>] [0.96 rgb <0.29,0.29,0.30>] [0.97 rgb <0.95,0.93,0.86>]"
              " [1 rgb <0.29,0.29,0.30>] }] }")
_WT_A, _WT_B = 5.4, 6.6  # the overcheck's spacings (cm)
_WT_INNER = ("gradient z pigment_map { [0 rgb <0.30,0.17,0.38>] [%.4f rgb <0.30,0.17,0.38>] [%.4f %s] [%.4f %s]"
             " [1 rgb <0.30,0.17,0.38>] } scale %.4f" % (0.3 / _WT_B, 0.36 / _WT_B, _WT_GROUND + " scale %.5f" % (1 / _WT_B),
                                                          1 - 0.05 / _WT_B, _WT_GROUND + " scale %.5f" % (1 / _WT_B), _WT_B))
_WINDOWPANE = ("pigment { gradient x pigment_map { [0 rgb <0.09,0.09,0.10>] [%.4f rgb <0.09,0.09,0.10>] [%.4f %s] [%.4f %s]"
               " [1 rgb <0.09,0.09,0.10>] } scale %.1f rotate <0,34,0> translate <0.8,0,1.9> }" % (
                   0.33 / _WT_A, 0.39 / _WT_A, _WT_INNER + " scale %.5f" % (1 / _WT_A), 1 - 0.05 / _WT_A,
                   _WT_INNER + " scale %.5f" % (1 / _WT_A), _WT_A))
# Board-formed concrete (patterned, decision): a cast concrete top poured against rough-sawn form
# boards, grey near and above the grey sticks' paint: bands 7.5-11 cm wide (the boards' imprints),
# each its own grey (the grey paint's own 0.30 to a pale 0.46) with the imprint of a rough wood
# grain along it (POV's wood, low contrast, turbulent), a coarse aggregate-and-sand granite and
# darker damp blotches ~1-4 cm near the paint (a bozo), strewn with bug holes (small dark air pits
# ~1-3 mm: crackle's F1 form, the plane cutting a ball round each point); between the boards a form
# line, a thin pale fin ~1.5 mm with a dark shadow line ~2 mm beside it. The nearest: concrete (a
# plain granite), dove_laminate (a pale stipple), slate_felt and grey_flannel (plain granites),
# circle_sawn_boards, smoked_cathedral_oak and silver_barn_boards (boards of wood), terrazzo and
# confetti_terrazzo (chips in a binder), cork_board (cells), birds_eye_maple (eyes in a grain) and the
# random wood and blotches families (a palette's bands).
_BF_BOARDS = ((9.5, (0.40, 0.40, 0.39), 1), (7.5, (0.31, 0.31, 0.31), 2), (11.0, (0.46, 0.45, 0.43), 3),
              (8.0, (0.36, 0.36, 0.36), 4), (10.0, (0.33, 0.33, 0.34), 5))
_BF_PERIOD = sum(w for w, _, _ in _BF_BOARDS)


def _bf_board(c, seed):
    """A board's imprint in cm."""
    return ("average pigment_map { [2 wood turbulence <0.1,0.1,0.3> octaves 3 scale <0.6,0.6,24> translate <%d,0,%d> color_map {"
            " [0 %s] [0.4 %s] [0.8 %s] [1 %s] }] [2 granite scale 0.45 color_map { [0 %s] [0.5 %s] [1 %s] }]"
            " [3 bozo scale <1.8,1,2.6> translate <%d,0,0> color_map { [0 %s] [0.35 %s] [0.5 %s] [1 %s] }] }" % (
                20 + 9 * seed, 13 * seed, _gy_rgb(c, 0.9), _gy_rgb(c, 1.0), _gy_rgb(c, 1.06), _gy_rgb(c, 0.9),
                _gy_rgb(c, 0.82), _gy_rgb(c), _gy_rgb(c, 1.15), 3 * seed, _gy_rgb(c, 0.5), _gy_rgb(c, 0.68), _gy_rgb(c), _gy_rgb(c, 1.05)))


def _bf_entries():
    out, a, p = [], 0.0, _BF_PERIOD
    for w, c, seed in _BF_BOARDS:
        board = ("crackle form <1,0,0> pigment_map { [0 rgb <0.07,0.07,0.07>] [0.055 rgb <0.10,0.10,0.10>] [0.07 %s] [0.075 %s]"
                 " [1 %s] } scale %.5f" % (_gy_rgb(c, 0.7), _bf_board(c, seed) + " scale 0.6667", _bf_board(c, seed) + " scale 0.6667",
                                          1.5 / p))
        out.append("[%.5f rgb <0.62,0.61,0.58>] [%.5f rgb <0.56,0.55,0.52>] [%.5f rgb <0.13,0.13,0.13>] [%.5f rgb <0.17,0.17,0.17>]"
                   " [%.5f %s] [%.5f %s]" % (a / p, (a + 0.15) / p, (a + 0.17) / p, (a + 0.35) / p, (a + 0.42) / p, board,
                                            (a + w - 0.02) / p, board))
        a += w
    return " ".join(out) + " [1 rgb <0.62,0.61,0.58>]"


_BOARD_CONCRETE = "pigment { gradient x pigment_map { %s } scale %.1f rotate <0,38,0> translate <-0.7,0,1.2> }" % (
    _bf_entries(), _BF_PERIOD)
# Grey dogtooth (cloth, decision): a coat-weight wool in a large dogtooth (houndstooth) near the grey
# sticks' paint, teeth at a stick's scale: a 2/2 twill of yarns four dark (near-black charcoal) and
# four light (a grey just lighter than the grey paint) in blocks 1.3 cm (a repeat of 2.6 cm) both
# ways, so dark squares 1.3 cm put out four-pointed teeth along the twill's diagonal into the mixed
# squares, over a heather of mixed yarns (a granite) and a fine twill rib. POV's gradient at 45
# degrees (the twill: warp or weft on top) choosing between a gradient across x (the warp's colours)
# and one across z (the weft's). The nearest: houndstooth (a small 1.76 cm houndstooth in green and
# beige, a function pattern of threads; here twice as large, greys, POV's built-in gradients, the
# teeth's edges straight), herringbone_tweed and chalk_stripe (twills), gingham, navy_gingham and
# bw_check (checks, no teeth), windowpane_tweed (a grey tweed with an overcheck of thin lines) and
# the random woven and checker families.
_DT_BLOCK = 1.3  # four yarns (cm)
_DT_DIAG = _DT_BLOCK / math.sqrt(2.0)  # the twill's period across its diagonal
_DT_DARK, _DT_LIGHT = "rgb <0.08,0.08,0.09>", "rgb <0.35,0.36,0.37>"


def _dt_yarns(axis):
    """The yarns' colours changing across `axis` (four dark, four light), in cm, the twill's turn and
    scale undone."""
    return "gradient %s color_map { [0 %s] [0.5 %s] [0.5 %s] [1 %s] } scale %.2f rotate <0,-45,0> scale %.5f" % (
        axis, _DT_DARK, _DT_DARK, _DT_LIGHT, _DT_LIGHT, 2 * _DT_BLOCK, 1 / _DT_DIAG)


_DOGTOOTH = ("pigment { average pigment_map { [5 gradient x pigment_map { [0 %s] [0.5 %s] [0.5 %s] [1 %s] } scale %.5f rotate <0,45,0>]"
             " [1 granite scale 0.2 color_map { [0 rgb <0.10,0.10,0.11>] [1 rgb <0.42,0.42,0.43>] }]"
             " [1 gradient x scale 0.12 rotate <0,-45,0> color_map { [0 rgb <0.14,0.14,0.15>] [0.5 rgb <0.34,0.34,0.35>]"
             " [1 rgb <0.14,0.14,0.15>] }] } rotate <0,-14,0> translate <0.5,0,0.2> }" % (
                 _dt_yarns("x"), _dt_yarns("x"), _dt_yarns("z"), _dt_yarns("z"), _DT_DIAG))
# Painted garden slats (wood, decision): an outdoor slatted table painted grey, near the grey
# sticks' paint: slats 4.4-4.8 cm wide along their length, each painted its own grey (0.27 to 0.34)
# with brush marks along it (a bozo stretched 35:1), their edges rounded darker, between open gaps
# 6 mm wide (near-black: the shade under the table); the paint chipped and flaked in patches
# ~0.5-3 cm, each a thin dark edge round a pale primer rim round weathered brown-grey wood with its
# grain (the peaks of a turbulent bozo). POV's gradient across the slats holding four slats. The
# nearest: caulked_deck (teak planks in black seams, no paint), silver_barn_boards (raw grey boards,
# tight joints, butt joints), smoked_cathedral_oak and circle_sawn_boards (boards of wood), whitewash
# (a pale grain), slate_ledgestone (stone slips), checked_silver_oak (held out: a slab with thin
# splits; never imitated: no checks, the chips are patches not splits) and the random wood, gradient
# and blotches families.
_PS_SLATS = ((4.6, (0.30, 0.31, 0.33), 1), (4.4, (0.33, 0.34, 0.35), 2), (4.8, (0.27, 0.28, 0.30), 3), (4.5, (0.31, 0.31, 0.32), 4))
_PS_GAP = 0.6
_PS_PERIOD = sum(w + _PS_GAP for w, _, _ in _PS_SLATS)


def _ps_slat(c, seed):
    """A slat in cm."""
    paint = ("average pigment_map { [3 bozo scale <0.2,1,7> translate <%d,0,0> color_map { [0 %s] [1 %s] }]"
             " [1 granite scale 0.1 color_map { [0 %s] [1 %s] }] }" % (seed, _gy_rgb(c, 0.92), _gy_rgb(c, 1.07), _gy_rgb(c, 0.9),
                                                                         _gy_rgb(c, 1.1)))
    wood = ("wood turbulence <0.08,0.08,0.2> octaves 3 scale <0.4,0.4,20> translate <%d,0,0> color_map { [0 rgb <0.24,0.21,0.17>]"
            " [0.5 rgb <0.36,0.32,0.26>] [0.8 rgb <0.40,0.35,0.29>] [1 rgb <0.24,0.21,0.17>] }" % (25 + 4 * seed))
    return ("bozo turbulence 0.5 octaves 3 scale <1.2,1,0.9> translate <%d,0,%d> pigment_map { [0 %s] [0.66 %s] [0.665 rgb <0.14,0.14,0.14>]"
            " [0.675 rgb <0.68,0.67,0.64>] [0.7 rgb <0.64,0.63,0.60>] [0.705 %s] [1 %s] }" % (
                5 * seed + 2, 7 * seed, paint, paint, wood, wood))


def _ps_entries():
    out, a, p = [], 0.0, _PS_PERIOD
    for w, c, seed in _PS_SLATS:
        slat = _ps_slat(c, seed) + " scale %.6f" % (1 / p)
        edge = _gy_rgb(c, 0.55)
        out.append("[%.5f rgb <0.03,0.03,0.03>] [%.5f rgb <0.03,0.03,0.03>] [%.5f %s] [%.5f %s] [%.5f %s] [%.5f %s]" % (
            a / p, (a + _PS_GAP - 0.03) / p, (a + _PS_GAP) / p, edge, (a + _PS_GAP + 0.15) / p, slat, (a + _PS_GAP + w - 0.15) / p,
            slat, (a + _PS_GAP + w - 0.001) / p, edge))
        a += w + _PS_GAP
    return " ".join(out) + " [1 rgb <0.03,0.03,0.03>]"


_PAINTED_SLATS = "pigment { gradient x pigment_map { %s } scale %.1f rotate <0,-43,0> translate <0.9,0,-0.3> }" % (
    _ps_entries(), _PS_PERIOD)

# The thirty-first test split's textures (written 2026-12-07, after the thirtieth split's
# measurement), all of POV's built-in patterns (no function pattern). Pommele sapele: a slab of
# sapele near the brown sticks' paint, honestly: a fine straight grain (POV's wood far from its
# pith) averaged with a pommele figure, dense rounded blisters ~0.6-1.3 cm across (a stick's width)
# packed like cobbles, each a lustrous light centre shading to a darker rim (POV's crackle, a
# little turbulent, stretched 1.5:1 along the grain). The nearest: burl_veneer (swirls and eyes),
# birds_eye_maple (small scattered eyes on pale maple), flame_maple (ripples across the grain),
# charred_cedar (crackle as alligator cracks of char, not soft blisters), knotty_alder and the
# random wood, crackle and blotches families (no pommele).
_PS_GRAIN = ("wood turbulence <0.04,0.04,0.1> octaves 2 scale <0.9,0.9,30> translate <19,0,0> color_map {"
             " [0 rgb <0.36,0.20,0.09>] [0.5 rgb <0.43,0.24,0.11>] [0.85 rgb <0.50,0.29,0.14>] [1 rgb <0.37,0.20,0.09>] }")
_PS_BLISTER = ("crackle turbulence 0.15 scale <0.55,1,0.8> color_map { [0 rgb <0.64,0.40,0.20>] [0.2 rgb <0.55,0.33,0.16>]"
               " [0.45 rgb <0.42,0.24,0.10>] [0.75 rgb <0.30,0.16,0.06>] [1 rgb <0.26,0.13,0.05>] }")
_POMMELE = "pigment { average pigment_map { [1 %s] [1.5 %s] } rotate <0,-20,0> }" % (_PS_GRAIN, _PS_BLISTER)
# White candlewick: a white candlewick (tufted chenille) bedspread near the white sticks' paint,
# honestly: soft raised tufts in a diamond lattice ~0.85 cm apart on a white cotton ground, each
# tuft lit on one side and shaded on the other by the scene's own light (POV's leopard as pigment
# and as a normal, the only table here with a normal: the tufts' relief), in the white paint's
# tones. The nearest: white_eyelet (holes edged in white stitching), cream_cable_knit (rope cables
# of strands), waffle_weave (a square grid of cells), white_cotton and ivory_linen (plain weaves
# with folds), mauve_boucle (loops, mauve), the quilted cloth (diamond quilting on sage), the random
# hexagon/square families and the spotted families violet_spots and turquoise_dots (flat
# coloured spots, no relief).
_CANDLEWICK = ("pigment { leopard scale 0.19 rotate <0,45,0> color_map { [0 rgb <0.72,0.71,0.67>] [0.12 rgb <0.80,0.79,0.75>]"
               " [0.35 rgb <0.89,0.88,0.84>] [1 rgb <0.95,0.94,0.91>] } rotate <0,12,0> }"
               " normal { leopard 3 scale 0.19 rotate <0,45,0> rotate <0,12,0> }")
# Penrose rhomb tiles: a floor of glazed tiles laid in a Penrose rhomb tiling (never repeating),
# honestly: thick rhombs ~1.6 cm a side in the brown paint's glaze, thin rhombs in the violet
# paint's with a turquoise heart (the turquoise paint's), fine grey joints (the grey paint's), so
# four stick paints meet at a stick's scale in five-fold stars and decagons (POV's tiling 27, its
# two tile shapes ramped from edge to centre). The nearest: tumbling_blocks (rhombi in three
# tones, a periodic cube illusion), harlequin (diamonds in a checker), zellige_star (star tiles),
# hex_tiles, the random tiling family (POV's tilings 1-24, periodic, never the Penrose ones),
# trencadis (shards), midnight_log_cabin (strips framing squares), mondrian_panels and
# confetti_terrazzo.
_PENROSE = ("pigment { tiling 27 color_map { [0 rgb <0.46,0.26,0.12>] [0.465 rgb <0.44,0.25,0.11>] [0.465 rgb <0.27,0.28,0.29>]"
            " [0.535 rgb <0.27,0.28,0.29>] [0.535 rgb <0.08,0.58,0.58>] [0.72 rgb <0.09,0.60,0.60>] [0.72 rgb <0.40,0.16,0.54>]"
            " [1 rgb <0.40,0.16,0.54>] } scale 1.6 rotate <0,17,0> }")

# The thirty-second test split's textures (written 2026-12-07, after the thirty-first split's
# measurement), all of POV's built-in patterns (no function pattern). Oyster walnut: a table top
# veneered in walnut "oysters" (slices cut across small branches, laid edge to edge as on old
# cabinet work), dark brown near the brown sticks' paint, honestly: oval pieces ~2-6 cm across, each
# showing its own growth rings as nested ovals ~6-8 mm apart round its centre (dark latewood lines on
# a walnut brown, the heart the rings' own tone), a narrow pale sapwood rim ~1-2 mm along its edges
# and a thin near-black joint ~0.5 mm between the pieces: POV's crackle (its value the distance to the pieces'
# edges: the joint and the sapwood) holding crackle in its F1 form (the distance to the nearest of
# the same points, repeated six times a unit: the rings) at the same points, stretched 1.4:1. The
# nearest: end_grain (square end-grain blocks, rings arcing across them, a function pattern),
# burl_veneer (whorls and eyes), birds_eye_maple (small discs round crackle's points on pale maple),
# pommele_sapele (crackle's blisters under a straight grain), charred_cedar (crackle's alligator
# blocks of char), turquoise_matrix, trencadis and riven_slate_flags (crackle cells of stone or tile
# with flat or stepped faces), retro_rings and the random onion, crackle, cells and wood families
# (one set of rings over the whole table, or cells of a palette's bands; never rings in each cell).
_OY_RINGS = ("crackle form <1,0,0> frequency 6 color_map { [0 rgb <0.36,0.22,0.12>] [0.6 rgb <0.33,0.20,0.105>]"
             " [0.84 rgb <0.235,0.14,0.07>] [1 rgb <0.36,0.22,0.12>] }")
_OYSTER = ("pigment { crackle scale <5.0,1,3.6> rotate <0,-24,0> pigment_map { [0 rgb <0.08,0.05,0.03>]"
           " [0.012 rgb <0.08,0.05,0.03>] [0.022 rgb <0.58,0.45,0.30>] [0.05 rgb <0.47,0.33,0.19>] [0.09 %s] [1 %s] } }"
           % (_OY_RINGS, _OY_RINGS))
# Shot silk dupioni: a dupioni silk woven with a turquoise warp and a violet weft, near the
# turquoise and the violet sticks' paints, honestly: the shot colour turns from the turquoise
# paint's own to the violet paint's own across soft drifts ~4-9 cm (through a dusky blue between),
# each with its own soft sheen ~2.5 cm (a dim fold to a pale lit crest), crossed by dupioni's slubs,
# thick stretches of single weft threads ~1-3 cm long and ~1 mm wide raised on the cloth, lit on one
# side and shaded on the other by the scene's own lamp. POV's bozo (a little turbulent, stretched
# 2.2:1) between two bozos of sheen (the turquoise and the violet), and a normal: the peaks of a
# bozo stretched 18:1 along the weft (a slope map flat below them). The nearest: crushed_velvet
# (turquoise, streaks of sheen on a nap, one colour), plum_satin_drape (plum folds ~3.6 cm apart with
# a lilac sheen), moire_taffeta (watermark lines), aubergine_plisse, violet_rag_rug and
# violet_patchwork (violets), oatmeal_linen and ivory_linen (slubs in a light plain weave, no
# relief), white_candlewick (a normal of tufts), shibori and ikat (indigo dyes with resist) and the
# random blotches family (a palette's bands; never two stick paints drifting into each other).
_DUPIONI_SHEEN = "bozo scale <0.28,1,0.6> color_map { [0 rgb %s] [0.5 rgb %s] [0.85 rgb %s] [1 rgb %s] }"
_DUPIONI_T = _DUPIONI_SHEEN % ("<0.04,0.34,0.37>", "<0.07,0.54,0.56>", "<0.20,0.70,0.70>", "<0.42,0.84,0.82>")
_DUPIONI_V = _DUPIONI_SHEEN % ("<0.22,0.07,0.33>", "<0.40,0.17,0.56>", "<0.55,0.32,0.70>", "<0.74,0.58,0.86>")
_DUPIONI = ("pigment { bozo turbulence 0.3 octaves 2 scale <9,1,4> rotate <0,25,0> pigment_map {"
            " [0 %s] [0.4 %s] [0.6 %s] [1 %s] } }"
            " normal { bozo 0.45 slope_map { [0 <0,0>] [0.66 <0,0>] [0.8 <0.5,1>] [0.92 <1,0>] [1 <1,0>] }"
            " scale <4,1,0.22> rotate <0,25,0> }" % (_DUPIONI_T, _DUPIONI_T, _DUPIONI_V, _DUPIONI_V))
# Triaxial cane: a mat of flat cane strands ~1 cm wide (near a stick's width) woven three ways at
# 60 degrees, 3.4 cm apart (a triaxial, kagome weave), laid on a charcoal table that shows through
# hexagonal holes ~2.5 cm across (and small triangular ones), honestly: the strands one way the
# white paint's natural cane, one way the grey paint's slate, the third way the turquoise paint's,
# so short straight pieces of three stick paints lie everywhere at a stick's scale. Each strand passes over one family and under the other (white
# over grey, grey over turquoise, turquoise over white), rounded across (lit in its middle, darker at
# its edges) and darker where it dips under the next strand. POV's gradients (one a family, nested:
# which strand is on top), each nested pigment undoing its holder's turn and shift. The nearest:
# basket_weave (blocks of three rattan strands two ways in a checker), woven_leather_mat (strips two
# ways, a plain weave without holes), white_eyelet and waffle_weave (holes or pockets in cloth),
# tumbling_blocks, hex_tiles, white_hex and penrose_rhomb_tiles (tiles, no strands), cutting_mat (a
# grid of lines), the motif families' trellises and interlaced bands (two ways, function patterns) and
# the random woven family (two gradients averaged).
_TX_WIDTH = 0.30  # a strand's width, in units of the distance between strands (3.4 cm)
_TX_FAMILY = {"white": (0, 0.0, (0.90, 0.88, 0.82)), "grey": (60, 0.0, (0.30, 0.31, 0.32)),
              "turquoise": (120, 0.35, (0.08, 0.60, 0.60))}


def _tx_turn(f):
    rot, shift, _ = _TX_FAMILY[f]
    return " translate <%.2f,0,0> rotate <0,%d,0>" % (shift, rot) if rot else ""


def _tx_undo(holder):
    """The inverse of the holder's turn and shift (a pigment in a pigment_map is transformed with its holder)."""
    if holder is None or not _TX_FAMILY[holder][0]:
        return ""
    rot, shift, _ = _TX_FAMILY[holder]
    return " rotate <0,%d,0> translate <%.2f,0,0>" % (-rot, -shift)


def _tx_rgb(c, k):
    return "rgb <%.3f,%.3f,%.3f>" % tuple(k * v for v in c)


def _tx_strand(f, k, holder):
    c, wd = _TX_FAMILY[f][2], _TX_WIDTH
    return ("gradient x color_map { [0 %s] [%.3f %s] [%.3f %s] [%.3f %s] [1 %s] }%s%s"
            % (_tx_rgb(c, 0.6 * k), wd * 0.25, _tx_rgb(c, 0.95 * k), wd * 0.6, _tx_rgb(c, k), wd, _tx_rgb(c, 0.7 * k),
               _tx_rgb(c, 0.7 * k), _tx_turn(f), _tx_undo(holder)))


def _tx_shown(f, under, holder):
    """Strand f where it is on top, darker near the edges of the strand `under` it dips under next."""
    lit, dip = _tx_strand(f, 1.0, under), _tx_strand(f, 0.68, under)
    return ("gradient x pigment_map { [0 %s] [%.3f %s] [%.3f %s] [0.89 %s] [1 %s] }%s%s"
            % (dip, _TX_WIDTH, dip, _TX_WIDTH + 0.11, lit, lit, dip, _tx_turn(under), _tx_undo(holder)))


def _tx_region(f, inside, outside, holder):
    return ("gradient x pigment_map { [0 %s] [%.3f %s] [%.3f %s] [1 %s] }%s%s"
            % (inside, _TX_WIDTH, inside, _TX_WIDTH, outside, outside, _tx_turn(f), _tx_undo(holder)))


_TX_ON_WHITE = _tx_region("turquoise", _tx_region("grey", _tx_shown("white", "turquoise", "grey"),
                                                  _tx_shown("turquoise", "grey", "grey"), "turquoise"),
                          _tx_shown("white", "turquoise", "turquoise"), "white")
_TX_OFF_WHITE = _tx_region("grey", _tx_shown("grey", "white", "grey"),
                           _tx_region("turquoise", _tx_shown("turquoise", "grey", "turquoise"), "rgb <0.15,0.145,0.14>", "grey"),
                           "white")
_TRIAXIAL = "pigment { %s scale 3.4 rotate <0,14,0> }" % _tx_region("white", _TX_ON_WHITE, _TX_OFF_WHITE, None)

WOOD = {
    "cherry": "pigment { wood turbulence 0.09 octaves 4 scale <0.7,0.7,9> rotate <0,50,1>"
              " color_map { [0 rgb <0.55,0.25,0.15>] [0.5 rgb <0.62,0.31,0.19>] [1 rgb <0.47,0.20,0.11>] } }",
    "oak": "pigment { wood turbulence 0.08 octaves 4 scale <0.6,0.6,8> rotate <0,90,2>"
           " color_map { [0 rgb <0.62,0.45,0.28>] [0.5 rgb <0.70,0.52,0.33>] [1 rgb <0.55,0.38,0.22>] } }",
    "pine": "pigment { wood turbulence 0.12 octaves 3 scale <0.9,0.9,10> rotate <0,75,0>"
            " color_map { [0 rgb <0.80,0.64,0.42>] [0.6 rgb <0.86,0.71,0.48>] [1 rgb <0.72,0.55,0.34>] } }",
    "maple": "pigment { wood turbulence 0.07 octaves 4 scale <0.8,0.8,11> rotate <0,35,1>"
             " color_map { [0 rgb <0.86,0.74,0.58>] [0.5 rgb <0.91,0.80,0.64>] [1 rgb <0.80,0.67,0.50>] } }",
    "ash": "pigment { wood turbulence 0.06 octaves 5 scale <0.7,0.7,12> rotate <0,60,2>"
           " color_map { [0 rgb <0.70,0.66,0.58>] [0.5 rgb <0.77,0.73,0.65>] [1 rgb <0.62,0.58,0.50>] } }",
    "teak": "pigment { wood turbulence 0.11 octaves 5 scale <0.45,0.45,7> rotate <0,70,1>"
            " color_map { [0 rgb <0.56,0.34,0.17>] [0.4 rgb <0.66,0.42,0.22>] [1 rgb <0.48,0.28,0.13>] } }",
    "bamboo": "pigment { wood turbulence 0.03 octaves 3 scale <0.25,0.25,14> rotate <0,10,0>"
              " color_map { [0 rgb <0.84,0.76,0.52>] [0.7 rgb <0.89,0.81,0.58>] [1 rgb <0.70,0.60,0.38>] } }",
    # the seventh test split's wood (never shown while tuning)
    "cedar": "pigment { wood turbulence 0.14 octaves 5 scale <0.35,0.35,6> rotate <0,40,2>"
             " color_map { [0 rgb <0.66,0.30,0.16>] [0.45 rgb <0.76,0.40,0.22>] [1 rgb <0.55,0.24,0.12>] } }",
    # the eighth test split's wood (never shown while tuning): grey weathered boards
    "driftwood": "pigment { wood turbulence 0.16 octaves 5 scale <0.4,0.4,8> rotate <0,80,1>"
                 " color_map { [0 rgb <0.58,0.55,0.50>] [0.5 rgb <0.66,0.63,0.57>] [1 rgb <0.47,0.44,0.40>] } }",
    # the ninth test split's wood (never shown while tuning): near-black ebony with red-brown streaks
    "ebony": "pigment { wood turbulence 0.2 octaves 6 scale <0.25,0.25,7> rotate <0,-35,2>"
             " color_map { [0 rgb <0.10,0.07,0.06>] [0.6 rgb <0.16,0.11,0.08>] [1 rgb <0.28,0.16,0.10>] } }",
    # the tenth test split's wood (never shown while tuning): rosewood, dark red-purple with strong grain
    "rosewood": "pigment { wood turbulence 0.15 octaves 5 scale <0.3,0.3,6> rotate <0,55,2>"
                " color_map { [0 rgb <0.30,0.12,0.10>] [0.45 rgb <0.42,0.18,0.14>] [0.8 rgb <0.22,0.08,0.08>] [1 rgb <0.36,0.15,0.12>] } }",
    # stick look-alike training woods (round sticks-net; seeds 3100-3199): brown sticks on brown wood
    "mahogany": "pigment { wood turbulence 0.12 octaves 5 scale <0.4,0.4,8> rotate <0,25,1>"
                " color_map { [0 rgb <0.42,0.20,0.11>] [0.5 rgb <0.52,0.27,0.15>] [1 rgb <0.36,0.16,0.09>] } }",
    "chestnut": "pigment { wood turbulence 0.09 octaves 4 scale <0.55,0.55,10> rotate <0,-40,2>"
                " color_map { [0 rgb <0.50,0.33,0.18>] [0.55 rgb <0.58,0.39,0.22>] [1 rgb <0.42,0.27,0.14>] } }",
    "iroko": "pigment { wood turbulence 0.13 octaves 4 scale <0.3,0.3,5> rotate <0,110,1>"
             " color_map { [0 rgb <0.60,0.42,0.20>] [0.4 rgb <0.68,0.49,0.25>] [1 rgb <0.50,0.33,0.15>] } }",
    # the eleventh test split's wood (never shown while tuning): whitewashed boards, pale grey-beige
    # near the card's white, with darker joints
    "whitewash": "pigment { wood turbulence 0.1 octaves 4 scale <0.5,0.5,9> rotate <0,-65,1>"
                 " color_map { [0 rgb <0.80,0.78,0.72>] [0.5 rgb <0.86,0.84,0.79>] [0.85 rgb <0.83,0.81,0.76>] [1 rgb <0.62,0.58,0.52>] } }",
    # the twelfth test split's wood (never shown while tuning): zebrawood, pale gold with narrow dark
    # brown streaks
    "zebrawood": "pigment { wood turbulence 0.04 octaves 3 scale <1.5,1.5,14> rotate <0,-20,1>"
                 " color_map { [0 rgb <0.80,0.66,0.42>] [0.55 rgb <0.84,0.71,0.46>] [0.68 rgb <0.36,0.24,0.13>] [0.8 rgb <0.28,0.18,0.10>]"
                 " [0.9 rgb <0.74,0.60,0.37>] [1 rgb <0.80,0.66,0.42>] } }",
    # the thirteenth test split's wood (never shown while tuning): a herringbone parquet of honey oak
    # blocks (3 x 12 cm; each block its own tone, grain along it, thin dark joints; POV's function
    # pattern, in no earlier table nor random family)
    "herringbone_oak": _HERRINGBONE,
    # the fourteenth test split's wood (never shown while tuning): an end-grain butcher block of
    # 3.6 cm blocks in offset rows, walnut, cherry and maple, growth rings arcing across each block,
    # thin dark glue lines (POV's function pattern, in no earlier table nor random family)
    "end_grain": _END_GRAIN,
    # the fifteenth test split's wood (never shown while tuning): a burl veneer, golden to mid brown
    # whorls ringed in dark brown with small dark eyes scattered over it (contour bands of POV's bozo,
    # eyes from a finer bozo; in no earlier table nor random family)
    "burl_veneer": _BURL,
    # the sixteenth test split's wood (never shown while tuning): spalted maple, pale creamy grain
    # crossed by thin wandering black zone lines, greyish-tan stain between some of them (contour
    # lines of two turbulent bozos over POV's wood; in no earlier table nor random family)
    "spalted_maple": _SPALTED,
    # the seventeenth test split's wood (never shown while tuning): flame maple, amber-varnished
    # maple grain crossed by soft wavy light and dark flame bands ~1 cm apart (a turbulent sine-wave
    # gradient across POV's wood; in no earlier table nor random family)
    "flame_maple": _FLAME,
    # the eighteenth test split's wood (never shown while tuning): beech, pale pinkish steamed beech
    # with a fine faint straight grain and small dark ray flecks along it (the peaks of a bozo
    # stretched along POV's wood; in no earlier table nor random family)
    "beech": _BEECH,
    # the nineteenth test split's wood (never shown while tuning): olive wood, pale straw-cream with
    # wild wavy dark brown streaks, bunched in places and spread in others (POV's wood, one streak a
    # ring, a coarse turbulence across the rings; in no earlier table nor random family)
    "olive_wood": _OLIVE,
    # the twentieth test split's wood (never shown while tuning): quarter-sawn oak, golden oak with a
    # straight tight grain crossed by pale satiny ray flecks at a slant (the peaks of a bozo
    # stretched across POV's wood; in no earlier table nor random family)
    "quartersawn_oak": _QUARTERSAWN,
    # the twenty-first test split's wood (never shown while tuning): bird's-eye maple, pale creamy
    # maple with a fine grain strewn with small round eyes, a dark ring round a tan centre (crackle's
    # distance to its points over POV's wood; in no earlier table nor random family)
    "birds_eye_maple": _BIRDS_EYE,
    # the twenty-second test split's wood (never shown while tuning): purpleheart, a vivid purple wood
    # near the violet paint with a fine straight grain and soft ribbon stripes along it (a sine-wave
    # gradient across POV's wood; in no earlier table nor random family)
    "purpleheart": _PURPLEHEART,
    # the twenty-third test split's wood (never shown while tuning): cerused oak, oak stained charcoal
    # grey near the grey paint with its pores limed white, pale streaky grain lines (a stretched bozo
    # in the earlywood band of POV's wood; in no earlier table nor random family)
    "cerused_oak": _CERUSED,
    # the twenty-fourth test split's wood (never shown while tuning): caulked deck, teak planks 4.5 cm
    # wide near the brown paint with black caulking seams (a gradient holding POV's wood grains)
    "caulked_deck": _CAULKED_DECK,
    # the twenty-fifth test split's wood (never shown while tuning): birch strip block, bleached birch
    # strips 1.2 cm wide near the white paint, each its own pale tone, hairline glue lines (a gradient
    # holding POV's wood grains)
    "birch_strip_block": _BIRCH_STRIPS,
    # the twenty-sixth test split's wood (never shown while tuning): charred cedar (shou sugi ban),
    # alligator-cracked char near the grey paint, domed blocks brushed silvery grey on their crowns
    # (POV's crackle stretched along the grain, averaged with a wood's raised rings)
    "charred_cedar": _CHARRED,
    # the twenty-seventh test split's wood (never shown while tuning): knotty alder, a straight mid
    # brown grain near the brown paint strewn with dark ringed knots ~1-3 cm across, most elongated
    # along the grain (the peaks of a stretched bozo holding POV's wood grains)
    "knotty_alder": _KNOTTY,
    # the twenty-eighth test split's wood (never shown while tuning): smoked cathedral oak, flat-sawn
    # boards 9 cm wide fumed a smoky grey near the grey paint, each its own nested arches of dark
    # latewood (POV's wood tilted out of the table's plane, boards in a gradient)
    "smoked_cathedral_oak": _SMOKED_OAK,
    # the twenty-ninth test split's wood (never shown while tuning): circle-sawn boards, reclaimed
    # rough-sawn boards 8-10.5 cm wide near the brown paint, a straight grain crossed by a circular
    # saw's arcs ~9 mm apart, dark joints (POV's wood averaged with an onion, boards in a gradient)
    "circle_sawn_boards": _CIRCLE_SAWN,
    # the thirtieth test split's wood (never shown while tuning): checked silver oak, a slab of
    # weathered oak gone silver-grey near the grey paint, a soft straight grain strewn with thin dark
    # seasoning checks 1.5-5 cm long along it (the peaks of a stretched bozo over POV's wood)
    "checked_silver_oak": _CHECKED_OAK,
    # the thirty-first test split's wood (never shown while tuning): pommele sapele, sapele near the
    # brown paint, a fine straight grain over dense rounded blisters ~1 cm across, light centres and
    # darker rims (POV's wood averaged with a turbulent crackle)
    "pommele_sapele": _POMMELE,
    # the thirty-second test split's wood (never shown while tuning): oyster walnut, walnut oysters
    # (ovals ~2-6 cm cut across branches, each its own nested rings ~6-8 mm apart, a pale sapwood rim)
    # laid edge to edge in thin dark joints, near the brown paint (crackle holding crackle's F1 rings)
    "oyster_walnut": _OYSTER,
    # the grey tables of split train_grey (training): old barn boards weathered silver-grey, pieces
    # in staggered butt joints, a coarse raised grain; and of split grey_decide (decision data, never
    # trained on): grey painted garden slats over dark gaps, the paint chipped to primer and wood
    "silver_barn_boards": _BARN_BOARDS,
    "painted_garden_slats": _PAINTED_SLATS,
    "walnut": "pigment { wood turbulence 0.1 octaves 4 scale <0.5,0.5,9> rotate <0,20,3>"
              " color_map { [0 rgb <0.30,0.19,0.12>] [0.5 rgb <0.38,0.25,0.15>] [1 rgb <0.25,0.15,0.09>] } }",
}
CLOTH = {
    "green_felt": "pigment { granite scale 0.3 color_map { [0 rgb <0.10,0.36,0.18>] [1 rgb <0.14,0.44,0.22>] } }",
    "blue_linen": "pigment { gradient x scale 0.12 color_map { [0 rgb <0.22,0.30,0.52>] [0.5 rgb <0.28,0.36,0.60>] [1 rgb <0.22,0.30,0.52>] } }",
    "slate_felt": "pigment { granite scale 0.3 color_map { [0 rgb <0.26,0.27,0.28>] [1 rgb <0.33,0.34,0.35>] } }",
    "concrete": "pigment { granite scale 0.5 color_map { [0 rgb <0.45,0.45,0.44>] [1 rgb <0.58,0.57,0.55>] } }",
    "navy_wool": "pigment { granite scale 0.2 color_map { [0 rgb <0.07,0.09,0.20>] [1 rgb <0.11,0.13,0.28>] } }",
    "mustard_felt": "pigment { granite scale 0.25 color_map { [0 rgb <0.62,0.48,0.10>] [1 rgb <0.72,0.57,0.16>] } }",
    "teal_baize": "pigment { granite scale 0.22 color_map { [0 rgb <0.08,0.38,0.40>] [1 rgb <0.12,0.46,0.47>] } }",
    "plum_velvet": "pigment { granite scale 0.18 color_map { [0 rgb <0.26,0.10,0.26>] [1 rgb <0.36,0.15,0.34>] } }",
    "olive_tweed": "pigment { granite scale 0.12 turbulence 0.4 color_map { [0 rgb <0.30,0.32,0.16>] [0.6 rgb <0.40,0.42,0.22>]"
                   " [1 rgb <0.52,0.50,0.34>] } }",
    # the eighth test split's cloth: rust corduroy (fine ribs)
    "rust_corduroy": "pigment { gradient x scale 0.08 rotate <0,22,0> color_map { [0 rgb <0.50,0.22,0.12>] [0.5 rgb <0.60,0.29,0.16>]"
                     " [1 rgb <0.50,0.22,0.12>] } }",
    # the ninth test split's cloth: denim (a blue twill turned a little)
    "denim": "pigment { gradient x scale 0.05 rotate <0,-45,0> turbulence 0.05 color_map { [0 rgb <0.16,0.24,0.40>]"
             " [0.5 rgb <0.28,0.38,0.56>] [1 rgb <0.16,0.24,0.40>] } }",
    # the tenth test split's cloth: light grey flannel, near the grey sticks
    "grey_flannel": "pigment { granite scale 0.18 color_map { [0 rgb <0.60,0.60,0.60>] [0.5 rgb <0.66,0.66,0.65>] [1 rgb <0.56,0.56,0.57>] } }",
    # stick look-alike training cloths (round sticks-net): tan suede, aubergine felt, petrol felt,
    # pewter linen (near the brown, violet, turquoise and grey paints)
    "tan_suede": "pigment { granite scale 0.2 color_map { [0 rgb <0.44,0.28,0.15>] [1 rgb <0.54,0.35,0.19>] } }",
    "aubergine_felt": "pigment { granite scale 0.25 color_map { [0 rgb <0.36,0.14,0.46>] [1 rgb <0.46,0.20,0.56>] } }",
    "petrol_felt": "pigment { granite scale 0.22 color_map { [0 rgb <0.05,0.46,0.48>] [1 rgb <0.10,0.56,0.56>] } }",
    "pewter_linen": "pigment { gradient z scale 0.1 rotate <0,30,0> color_map { [0 rgb <0.26,0.27,0.28>] [0.5 rgb <0.34,0.35,0.36>]"
                    " [1 rgb <0.26,0.27,0.28>] } }",
    # the eleventh test split's cloth: khaki canvas (a coarse weave of two crossing threads)
    "khaki_canvas": "pigment { average pigment_map { [1 gradient x scale 0.22 color_map { [0 rgb <0.50,0.46,0.32>] [0.5 rgb <0.60,0.56,0.40>]"
                    " [1 rgb <0.50,0.46,0.32>] }] [1 gradient z scale 0.22 color_map { [0 rgb <0.46,0.42,0.29>] [0.5 rgb <0.58,0.54,0.38>]"
                    " [1 rgb <0.46,0.42,0.29>] }] } rotate <0,14,0> }",
    # the twelfth test split's cloth: mauve boucle (a fine nubbly loop yarn, dusty rose-violet)
    "mauve_boucle": "pigment { wrinkles scale 0.05 turbulence 0.3 color_map { [0 rgb <0.55,0.38,0.45>] [0.5 rgb <0.64,0.46,0.53>]"
                    " [1 rgb <0.72,0.55,0.61>] } }",
    # the thirteenth test split's cloth: houndstooth (a 2/2 twill of four dark and four light threads
    # each way, in bottle green and oatmeal; POV's function pattern)
    "houndstooth": _HOUNDSTOOTH,
    # the fourteenth test split's cloth: seersucker (pale blue and white stripes 0.5 cm wide, the
    # white ones puckered)
    "seersucker": _SEERSUCKER,
    # the fifteenth test split's cloth: ikat (columns of nested diamonds, saffron, cream and madder red
    # on indigo, every edge feathered along the warp; POV's function pattern)
    "ikat": _IKAT,
    # the sixteenth test split's cloth: shibori (itajime: a grid of pale blue-white resist discs and
    # corner diamonds with soft wandering edges and faint fold lines on uneven indigo; POV's
    # function pattern)
    "shibori": _SHIBORI,
    # the seventeenth test split's cloth: quilted (sage green, diamond quilting 4.2 cm across, each
    # diamond a soft puff shaded on one side, sunken stitch lines with a pale dashed thread; POV's
    # function pattern)
    "quilted": _QUILTED,
    # the eighteenth test split's cloth: moire taffeta (sapphire watered silk, soft watermark lines
    # ~4 mm apart flowing, bunching and parting round eyes; a warped sine-wave gradient)
    "moire_taffeta": _MOIRE,
    # the nineteenth test split's cloth: waffle weave (cornflower blue honeycomb pique, square pockets
    # 8.5 mm apart sunk between raised ridges, each pocket lit on two walls and shaded on the others;
    # POV's function pattern)
    "waffle_weave": _WAFFLE,
    # the twentieth test split's cloth: oatmeal linen (a natural linen tablecloth, a fine plain weave
    # with slubs along the warp and the weft; two gradients and two stretched bozos averaged)
    "oatmeal_linen": _LINEN,
    # the twenty-first test split's cloth: chalk-stripe suiting (charcoal worsted near the grey paint,
    # a fine twill on a heathered ground, soft chalk pinstripes every 1.4 cm; gradients and a bozo)
    "chalk_stripe": _CHALK_STRIPE,
    # the twenty-second test split's cloth: herringbone tweed (brown wool near the brown paint, a twill
    # in columns ~8 mm wide meeting in chevrons, on a heathered ground; gradients and a granite)
    "herringbone_tweed": _HERRINGBONE_TWEED,
    # the twenty-third test split's cloth: crushed velvet (turquoise near the turquoise paint, soft
    # streaks of sheen among darker patches where the pile stands; a stretched wrinkles and a granite)
    "crushed_velvet": _CRUSHED_VELVET,
    # the twenty-fourth test split's cloth: aubergine plisse (violet near the violet paint, accordion
    # pleats ~7 mm apart, lit faces and sharp dark folds; a ramp gradient and a granite)
    "aubergine_plisse": _AUBERGINE_PLISSE,
    # the twenty-fifth test split's cloth: jade chunky knit (turquoise-green wool near the turquoise
    # paint, columns of plump V stitches 1.2 cm wide; a turned gradient mirrored by a warp, in a
    # gradient of troughs, and a granite)
    "jade_chunky_knit": _CHUNKY_KNIT,
    # the twenty-sixth test split's cloth: violet rag rug (rows of twisted cloth strips 1 cm wide in
    # violets near the violet paint, ridges leaning one way and the other row by row; a gradient of
    # rows holding sheared cells of turned gradients)
    "violet_rag_rug": _RAG_RUG,
    # the twenty-seventh test split's cloth: white eyelet (broderie anglaise near the white paint,
    # flowers of six oval eyelets round a round one, 3 cm apart on a half-drop lattice, small eyelets
    # between; nested spherical patterns folded by warps, averaged with a granite)
    "white_eyelet": _EYELET,
    # the twenty-eighth test split's cloth: violet patchwork (4.5 cm squares of six violet and lilac
    # prints near the violet paint, plain, gingham, dots, stripes either way, mottled, needlecord, in
    # shadowed seams; cells in two gradients holding the seams)
    "violet_patchwork": _PATCHWORK,
    # the twenty-ninth test split's cloth: cream cable knit (an Aran knit's cream wool near the white
    # paint, rope cables 2.2 cm wide of slanted plump strands between purl panels 1.4 cm wide; a
    # gradient across the columns holding a turned gradient and a gradient along, and a granite)
    "cream_cable_knit": _CABLE_KNIT,
    # the thirtieth test split's cloth: plum satin drape (plum satin near the violet paint in long
    # soft folds ~3.6 cm apart, a narrow lilac sheen on each crest, near-black plum troughs; a
    # turbulent gradient)
    "plum_satin_drape": _SATIN_DRAPE,
    # the thirty-first test split's cloth: white candlewick (a white tufted chenille bedspread, soft
    # raised tufts in a diamond lattice ~0.85 cm apart; leopard as pigment and normal)
    "white_candlewick": _CANDLEWICK,
    # the thirty-second test split's cloth: shot silk dupioni (a turquoise warp and a violet weft, the
    # colour drifting from the turquoise paint's to the violet paint's, soft sheen, raised slubs along
    # the weft; bozos and a normal of stretched bozo peaks)
    "shot_silk_dupioni": _DUPIONI,
    # the grey tables of split train_grey (training): a heathered grey tweed with a charcoal and violet
    # windowpane overcheck; and of split grey_decide (decision data, never trained on): a grey and
    # charcoal wool in a large dogtooth, blocks 1.3 cm
    "windowpane_tweed": _WINDOWPANE,
    "grey_dogtooth": _DOGTOOTH,
    # the light plain tables of split train_light (decision data, never tuned on): a plain white cotton
    # tablecloth with a faint weave, soft folds and pressed creases; an ivory linen with slubs
    "white_cotton": _WHITE_COTTON,
    "ivory_linen": _IVORY_LINEN,
    # the busy multicolour tables of split train_mosaic (decision data, never tuned on): a strip quilt of
    # twelve plain cottons, five near the stick paints, rows of strips 1.4-2.0 cm wide in seams
    "strip_quilt": _STRIP_QUILT,
    "red_cloth": "pigment { granite scale 0.25 color_map { [0 rgb <0.48,0.09,0.10>] [1 rgb <0.58,0.14,0.13>] } }",
}
PATTERNED = {
    "checker_tiles": "pigment { checker rgb <0.55,0.55,0.52> rgb <0.35,0.33,0.30> scale 4 rotate <0,17,0> }",
    "hex_tiles": "pigment { hexagon rgb <0.62,0.50,0.36> rgb <0.40,0.44,0.48> rgb <0.50,0.40,0.42> scale 2.5 rotate <90,0,0> }",
    "terrazzo": "pigment { crackle scale 0.4 turbulence 0.3 color_map { [0 rgb <0.20,0.22,0.25>] [0.05 rgb <0.75,0.72,0.66>]"
                " [0.3 rgb <0.60,0.52,0.45>] [1 rgb <0.82,0.80,0.76>] } }",
    "parquet": "pigment { brick rgb <0.70,0.55,0.36> rgb <0.80,0.64,0.44> brick_size <3,1.2,1.5> mortar 0.05 rotate <0,30,0> }",
    "mosaic": "pigment { cells scale 1.1 color_map { [0 rgb <0.25,0.40,0.55>] [0.33 rgb <0.80,0.78,0.70>]"
              " [0.66 rgb <0.55,0.30,0.25>] [1 rgb <0.35,0.55,0.40>] } }",
    "leaf_print": "pigment { bozo turbulence 0.6 scale 0.9 color_map { [0 rgb <0.20,0.42,0.22>] [0.35 rgb <0.86,0.82,0.70>]"
                  " [0.6 rgb <0.85,0.50,0.20>] [0.8 rgb <0.86,0.82,0.70>] [1 rgb <0.30,0.25,0.45>] } }",
    "terracotta_tiles": "pigment { brick rgb <0.86,0.80,0.68> rgb <0.72,0.38,0.24> brick_size <2.2,2.2,2.2> mortar 0.12 rotate <0,33,0> }",
    "gingham": "pigment { average pigment_map { [1 gradient x color_map { [0 rgb <0.92,0.90,0.86>] [0.5 rgb <0.92,0.90,0.86>]"
               " [0.5 rgb <0.70,0.16,0.18>] [1 rgb <0.70,0.16,0.18>] }] [1 gradient z color_map { [0 rgb <0.92,0.90,0.86>]"
               " [0.5 rgb <0.92,0.90,0.86>] [0.5 rgb <0.70,0.16,0.18>] [1 rgb <0.70,0.16,0.18>] }] } scale 1.6 rotate <0,25,0> }",
    # training tables with white squares (the sixth split's gingham showed that no training table had any)
    "white_tiles": "pigment { brick rgb <0.55,0.55,0.55> rgb <0.90,0.90,0.88> brick_size <2.6,2.6,2.6> mortar 0.18 rotate <0,12,0> }",
    "green_check": "pigment { checker rgb <0.90,0.89,0.84> rgb <0.20,0.45,0.28> scale 2.2 rotate <0,40,0> }",
    # stick-coloured training tables (eighth round, sticks-v3): violet stripes, turquoise dots on a
    # lattice, a brown/white/grey tartan; every one has stick-sized patches of a stick paint
    "violet_stripes": "pigment { gradient x color_map { [0 rgb <0.86,0.84,0.80>] [0.55 rgb <0.86,0.84,0.80>]"
                      " [0.55 rgb <0.42,0.17,0.56>] [1 rgb <0.42,0.17,0.56>] } scale 1.4 rotate <0,62,0> }",
    "turquoise_dots": "pigment { leopard scale 0.6 color_map { [0 rgb <0.93,0.91,0.85>] [0.2 rgb <0.93,0.91,0.85>]"
                      " [0.2 rgb <0.07,0.56,0.56>] [1 rgb <0.07,0.56,0.56>] } rotate <0,20,0> }",
    "brown_tartan": "pigment { average pigment_map { [1 gradient x color_map { [0 rgb <0.46,0.27,0.12>] [0.3 rgb <0.46,0.27,0.12>]"
                    " [0.3 rgb <0.88,0.86,0.80>] [0.55 rgb <0.88,0.86,0.80>] [0.55 rgb <0.27,0.28,0.29>] [0.7 rgb <0.27,0.28,0.29>]"
                    " [0.7 rgb <0.88,0.86,0.80>] [1 rgb <0.88,0.86,0.80>] }] [1 gradient z color_map { [0 rgb <0.46,0.27,0.12>]"
                    " [0.3 rgb <0.46,0.27,0.12>] [0.3 rgb <0.88,0.86,0.80>] [0.55 rgb <0.88,0.86,0.80>] [0.55 rgb <0.27,0.28,0.29>]"
                    " [0.7 rgb <0.27,0.28,0.29>] [0.7 rgb <0.88,0.86,0.80>] [1 rgb <0.88,0.86,0.80>] }] } scale 3.2 rotate <0,-35,0> }",
    # the white-tables round's decision tables with light squares (other colours and shapes than the above)
    "blue_check": "pigment { checker rgb <0.91,0.91,0.89> rgb <0.18,0.30,0.62> scale 1.8 rotate <0,28,0> }",
    "white_hex": "pigment { hexagon rgb <0.92,0.92,0.90> rgb <0.80,0.82,0.84> rgb <0.94,0.93,0.90> scale 1.4 rotate <90,0,0> rotate <0,7,0> }",
    "cream_stripes": "pigment { gradient x color_map { [0 rgb <0.93,0.91,0.85>] [0.55 rgb <0.93,0.91,0.85>]"
                     " [0.55 rgb <0.62,0.50,0.22>] [1 rgb <0.62,0.50,0.22>] } scale 2.4 rotate <0,63,0> }",
    # the eighth test split's patterned table: harlequin diamonds (a checker turned 45 degrees)
    # in rose and cream, with the cream near the card's white
    "harlequin": "pigment { checker rgb <0.90,0.87,0.80> rgb <0.72,0.40,0.46> scale <1.6,1,2.6> rotate <0,45,0> rotate <0,-12,0> }",
    # the ninth test split's patterned table: retro rings (concentric orange, cream and teal circles)
    "retro_rings": "pigment { onion scale 2.2 translate <1.3,0,-0.7> color_map { [0 rgb <0.91,0.88,0.80>] [0.4 rgb <0.91,0.88,0.80>]"
                   " [0.4 rgb <0.85,0.50,0.22>] [0.7 rgb <0.85,0.50,0.22>] [0.7 rgb <0.22,0.52,0.52>] [1 rgb <0.22,0.52,0.52>] } }",
    # the tenth test split's patterned table: a sunburst (rays in yellow, cream and blue round an
    # off-card centre)
    "sunburst": "pigment { radial frequency 18 translate <-1.1,0,0.8> color_map { [0 rgb <0.93,0.80,0.25>] [0.33 rgb <0.93,0.80,0.25>]"
                " [0.33 rgb <0.92,0.90,0.84>] [0.66 rgb <0.92,0.90,0.84>] [0.66 rgb <0.20,0.35,0.62>] [1 rgb <0.20,0.35,0.62>] } }",
    # the eleventh test split's patterned table: a spiral of cream, coral and teal arms (POV's
    # spiral1) round an off-card centre, with fine turbulence
    "coral_spiral": "pigment { spiral1 3 turbulence 0.12 color_map { [0 rgb <0.91,0.89,0.83>] [0.4 rgb <0.91,0.89,0.83>]"
                    " [0.4 rgb <0.88,0.45,0.38>] [0.7 rgb <0.88,0.45,0.38>] [0.7 rgb <0.14,0.46,0.50>] [1 rgb <0.14,0.46,0.50>] } scale 2.6 rotate <90,0,0> translate <1.4,0,-1.0> }",
    # the twelfth test split's patterned table: an ogee trellis (two families of sine-wave lines
    # crossing into onion-dome cells; POV's function pattern) of navy lines edged in cream on sage
    "ogee_trellis": "pigment { function { max(abs(mod(z - 0.8 * sin(1.6 * x) + 300, 3) - 1.5), abs(mod(z + 0.8 * sin(1.6 * x) + 300, 3) - 1.5)) / 1.5 }"
                    " color_map { [0 rgb <0.62,0.70,0.58>] [0.78 rgb <0.62,0.70,0.58>] [0.78 rgb <0.90,0.87,0.78>] [0.86 rgb <0.90,0.87,0.78>]"
                    " [0.86 rgb <0.14,0.20,0.36>] [1 rgb <0.14,0.20,0.36>] } scale 1.4 rotate <0,25,0> translate <0.7,0,0.4> }",
    # the thirteenth test split's patterned table: zellige (Moroccan glazed tiles: eight-pointed
    # cobalt stars with an ochre star inside, emerald crosses between them, cream grout; POV's
    # function pattern)
    "zellige_star": _ZELLIGE,
    # the fourteenth test split's patterned table: tumbling blocks (rhombi of 3.2 cm in charcoal,
    # slate teal and muted gold, three to a hexagon, a field of cubes seen from a corner; POV's
    # function pattern)
    "tumbling_blocks": _TUMBLING,
    # the fifteenth test split's patterned table: Truchet tiles (quarter-circle arcs of 2.8 cm tiles
    # joining into meandering cream curves between mustard and dark green regions; POV's function
    # pattern)
    "truchet": _TRUCHET,
    # the sixteenth test split's patterned table: shippo (overlapping circles of 5.1 cm on a 3.6 cm
    # lattice: cream and jade lenses, oxblood four-pointed stars, gold outlines; POV's function
    # pattern)
    "shippo": _SHIPPO,
    # the seventeenth test split's patterned table: calico (a small-flower print on wine red:
    # five-petal flowers ~1.1 cm across in cream, mustard and dusty pink on a jittered half-drop
    # lattice of 2.2 cm, small sage leaves between; POV's function pattern)
    "calico": _CALICO,
    # the eighteenth test split's patterned table: leopard print (broken near-black rosettes ~2 cm
    # across round darker tawny centres on a jittered half-drop lattice of 3.6 cm, small spots
    # between, on tawny; POV's function pattern)
    "leopard_print": _LEOPARD,
    # the nineteenth test split's patterned table: boomerang laminate (a 1950s diner table: bent
    # boomerangs ~3 cm across in aqua, charcoal, coral and mustard, crossing here and there, on pale
    # pearl grey with small dark flecks; elongated marks of a stick's size in two stick colours on a
    # ground near the card's white; POV's function pattern)
    "boomerang_laminate": _BOOMERANG,
    # the twentieth test split's patterned table: cork board (agglomerated cork granules ~3.5 mm across
    # from dark brown to pale tan, near the brown sticks' paint; POV's cells with a turbulence warp)
    "cork_board": _CORK,
    # the twenty-first test split's patterned table: turquoise matrix (mottled turquoise nuggets near the
    # turquoise sticks' paint in a spider-web of thin dark brown veins; POV's crackle over a bozo)
    "turquoise_matrix": _TURQUOISE,
    # the twenty-second test split's patterned table: basket weave (bleached rattan near the white
    # paint, blocks of three rounded strands 1.2 cm square along x and z in turn; POV's checker of
    # two gradients)
    "basket_weave": _BASKET,
    # the twenty-third test split's patterned table: cutting mat (green, thin pale lines every 1 cm, a
    # stick's width, brighter ones every 5 cm; nested gradients over a bozo)
    "cutting_mat": _CUTTING_MAT,
    # the twenty-fourth test split's patterned table: penny tiles (round cobalt tiles ~2 cm across in
    # staggered rows in grey grout; POV's cylindrical repeated by warps, averaged with a bozo)
    "penny_tiles": _PENNY_TILES,
    # the twenty-fifth test split's patterned table: tread plate (aluminium checker plate, raised bars
    # ~1.5 cm long turned +45 and -45 degrees in a checker of 1.8 cm cells; POV's spherical repeated
    # by warps in a checker, averaged with a bozo)
    "tread_plate": _TREAD_PLATE,
    # the twenty-sixth test split's patterned table: slate ledgestone (thin grey slate slips in rows
    # 0.6-1.8 cm apart, 2.5-9 cm long, between dark joints; a gradient of rows holding gradients of
    # slips, each slip a bozo of its own grey)
    "slate_ledgestone": _LEDGESTONE,
    # the twenty-seventh test split's patterned table: turquoise finger tiles (glazed "kit kat" tiles
    # 1.2 x 4.85 cm, a turquoise stick's footprint, in stack bond, each its own turquoise, grey joints;
    # cells in two gradients holding the joints)
    "turquoise_finger_tiles": _FINGER_TILES,
    # the twenty-eighth test split's patterned table: trencadis (a broken-tile mosaic of polygonal
    # shards ~1.5-4 cm in many glazes, the stick paints among them, in pale grout near the card's white;
    # crackle holding crackle solid)
    "trencadis": _TRENCADIS,
    # the twenty-ninth test split's patterned table: turquoise bargello (flame-stitch zigzags of
    # bands ~1.1 cm thick in peaks 3.6 cm apart, deep teal through the turquoise paint's own to pale
    # aqua and cream; a turned gradient mirrored by a warp)
    "turquoise_bargello": _BARGELLO,
    # the thirtieth test split's patterned table: midnight log cabin (a log-cabin quilt of 8.4 cm
    # blocks, rounds of strips 1.2 cm wide round a near-black centre, greys on the lit sides,
    # near-black, plum and violet on the dark ones, blocks mirrored into diamonds; boxed in two
    # diagonal gradients, repeated by warps)
    "midnight_log_cabin": _LOG_CABIN,
    # the thirty-first test split's patterned table: Penrose rhomb tiles (thick rhombs in the brown
    # paint, thin rhombs violet with turquoise hearts, grey joints; POV's tiling 27)
    "penrose_rhomb_tiles": _PENROSE,
    # the thirty-second test split's patterned table: triaxial cane (flat strands ~1 cm woven three
    # ways at 60 degrees, white, grey and turquoise, over a charcoal table showing through hexagonal
    # holes ~2.5 cm across; nested gradients)
    "triaxial_cane": _TRIAXIAL,
    # the grey tables of split train_grey (training): riven slate flags in pale mortar, stepped cleft
    # faces; a woven mat of leather strips 1.2 cm wide in greys, near-black and violet-grey; and of
    # split grey_decide (decision data, never trained on): board-formed concrete, bands of board
    # imprints with bug holes and form lines
    "riven_slate_flags": _RIVEN_SLATE,
    "woven_leather_mat": _WOVEN_LEATHER,
    "board_formed_concrete": _BOARD_CONCRETE,
    # the light plain table of split train_light (decision data, never tuned on): a pale dove-grey
    # laminate top, a fine stipple with sparse flecks
    "dove_laminate": _DOVE_LAMINATE,
    # the busy multicolour tables of split train_mosaic (decision data, never tuned on): a pale terrazzo
    # of large rounded chips in twelve colours (five near the stick paints); Mondrian panels in black
    # lines, columns 1.3-4.2 cm wide, panels of twelve flat colours (five near the stick paints)
    "confetti_terrazzo": _CONFETTI_TERRAZZO,
    "mondrian_panels": _MONDRIAN_PANELS,
    "marble": "pigment { marble turbulence 1.2 scale 6 color_map { [0 rgb <0.52,0.52,0.56>] [0.7 rgb <0.40,0.40,0.45>] [1 rgb <0.22,0.22,0.25>] } }",
    # tiled/checked/mosaic training tables (ninth round, tiles; seeds 1700-1799): square tiles in a
    # grout grid (white tiles too), a navy gingham, a small mosaic, a black and white check
    "white_grid_tiles": "pigment { gradient x pigment_map { [0.07 color rgb <0.55,0.55,0.53>] [0.07 gradient z color_map { [0 rgb <0.55,0.55,0.53>] [0.07 rgb <0.55,0.55,0.53>] [0.07 rgb <0.90,0.90,0.87>] [1 rgb <0.90,0.90,0.87>] }] }"
                        " scale 2.0 rotate <0,20,0> }",
    "blue_grid_tiles": "pigment { gradient x pigment_map { [0.06 color rgb <0.90,0.89,0.86>] [0.06 gradient z color_map { [0 rgb <0.90,0.89,0.86>] [0.06 rgb <0.90,0.89,0.86>] [0.06 rgb <0.25,0.40,0.65>] [1 rgb <0.25,0.40,0.65>] }] }"
                       " scale 1.5 rotate <0,-15,0> }",
    "navy_gingham": "pigment { average pigment_map { [1 gradient x color_map { [0 rgb <0.93,0.92,0.90>] [0.5 rgb <0.93,0.92,0.90>]"
                    " [0.5 rgb <0.12,0.16,0.38>] [1 rgb <0.12,0.16,0.38>] }] [1 gradient z color_map { [0 rgb <0.93,0.92,0.90>]"
                    " [0.5 rgb <0.93,0.92,0.90>] [0.5 rgb <0.12,0.16,0.38>] [1 rgb <0.12,0.16,0.38>] }] } scale 1.2 rotate <0,-50,0> }",
    "fine_mosaic": "pigment { cells scale 0.6 color_map { [0 rgb <0.88,0.87,0.82>] [0.3 rgb <0.30,0.50,0.35>]"
                   " [0.6 rgb <0.85,0.55,0.25>] [1 rgb <0.50,0.50,0.52>] } }",
    "bw_check": "pigment { checker rgb <0.92,0.92,0.90> rgb <0.10,0.10,0.11> scale 3.0 rotate <0,55,0> }",
    # their decision tables (never tuned on): sage tiles in cream grout, white subway tiles, a yellow
    # check, a stone mosaic
    "sage_grid_tiles": "pigment { gradient x pigment_map { [0.08 color rgb <0.88,0.86,0.80>] [0.08 gradient z color_map { [0 rgb <0.88,0.86,0.80>] [0.08 rgb <0.88,0.86,0.80>] [0.08 rgb <0.55,0.65,0.55>] [1 rgb <0.55,0.65,0.55>] }] }"
                       " scale 2.5 rotate <0,35,0> }",
    "subway_tiles": "pigment { brick rgb <0.62,0.62,0.60> rgb <0.93,0.93,0.91> brick_size <2.4,1.2,1.2> mortar 0.1 rotate <0,-28,0> }",
    "yellow_check": "pigment { checker rgb <0.93,0.92,0.88> rgb <0.85,0.70,0.15> scale 1.4 rotate <0,8,0> }",
    "stone_mosaic": "pigment { cells scale 0.8 color_map { [0 rgb <0.72,0.68,0.60>] [0.4 rgb <0.45,0.42,0.38>]"
                    " [0.7 rgb <0.86,0.84,0.78>] [1 rgb <0.60,0.55,0.48>] } }",
    # round sticks-net's look-alike pattern: cream with brown and grey blotches of a stick's size
    "coffee_blotches": "pigment { bozo turbulence 0.4 scale 0.7 color_map { [0 rgb <0.88,0.84,0.74>] [0.4 rgb <0.88,0.84,0.74>]"
                       " [0.4 rgb <0.47,0.28,0.14>] [0.7 rgb <0.47,0.28,0.14>] [0.7 rgb <0.30,0.30,0.31>] [1 rgb <0.30,0.30,0.31>] } }",
    # the patterned round's tables (session 11): wavy bands, blotches, agate, brick and spots, with
    # colours near the card's white and near the stick paints (no onion rings, no radial rays)
    "wavy_bands": "pigment { gradient x turbulence 0.35 scale 2.2 color_map { [0 rgb <0.90,0.88,0.81>] [0.5 rgb <0.90,0.88,0.81>]"
                  " [0.5 rgb <0.50,0.30,0.15>] [1 rgb <0.50,0.30,0.15>] } rotate <0,24,0> }",
    "rose_blotches": "pigment { bozo turbulence 0.3 scale 1.3 color_map { [0 rgb <0.91,0.88,0.82>] [0.45 rgb <0.91,0.88,0.82>]"
                     " [0.45 rgb <0.74,0.42,0.48>] [1 rgb <0.66,0.36,0.42>] } }",
    "agate_teal": "pigment { agate agate_turb 0.6 scale 3.0 color_map { [0 rgb <0.88,0.86,0.80>] [0.4 rgb <0.88,0.86,0.80>]"
                  " [0.55 rgb <0.10,0.55,0.55>] [1 rgb <0.20,0.40,0.42>] } }",
    "grey_brick": "pigment { brick rgb <0.30,0.30,0.31> rgb <0.86,0.84,0.78> brick_size <3.2,1.0,1.0> mortar 0.25 rotate <0,-40,0> }",
    "violet_spots": "pigment { spotted scale 1.1 color_map { [0 rgb <0.90,0.88,0.84>] [0.5 rgb <0.90,0.88,0.84>]"
                    " [0.5 rgb <0.48,0.22,0.60>] [1 rgb <0.40,0.20,0.52>] } }",
    # its decision tables (never tuned on): rose and cream diamonds of another size, cream and teal
    # wavy bands the other way, large granite florals, a yellow and white brick
    "cream_rose_check": "pigment { checker rgb <0.92,0.89,0.83> rgb <0.78,0.46,0.50> scale <1.2,1,2.0> rotate <0,45,0> rotate <0,20,0> }",
    "teal_waves": "pigment { gradient z turbulence 0.5 scale 1.7 color_map { [0 rgb <0.89,0.87,0.82>] [0.45 rgb <0.89,0.87,0.82>]"
                  " [0.45 rgb <0.12,0.52,0.52>] [1 rgb <0.12,0.52,0.52>] } rotate <0,-30,0> }",
    "granite_florals": "pigment { granite scale 6 color_map { [0 rgb <0.92,0.90,0.84>] [0.35 rgb <0.92,0.90,0.84>]"
                       " [0.5 rgb <0.85,0.55,0.25>] [0.7 rgb <0.30,0.50,0.30>] [1 rgb <0.55,0.30,0.25>] } }",
    "yellow_brick": "pigment { brick rgb <0.93,0.92,0.88> rgb <0.88,0.74,0.20> brick_size <2.0,1.0,1.0> mortar 0.15 rotate <0,12,0> }",
}

SPLITS = {
    "dev": [("wood", "oak"), ("wood", "pine"), ("cloth", "green_felt"), ("cloth", "blue_linen"),
            ("patterned", "checker_tiles")],
    "test": [("wood", "walnut"), ("cloth", "red_cloth"), ("patterned", "hex_tiles"), ("patterned", "marble")],
}
# Truck scenes: the old test tables now train; the truck test split has its own (one grey cloth).
# The second truck test split's tables (cherry, slate_felt, terrazzo, walnut) were looked at, so
# they train too; the third test split has tables never used before.
SPLITS["trucks_train"] = SPLITS["dev"] + SPLITS["test"] + [("cloth", "concrete"), ("wood", "cherry"),
                                                            ("cloth", "slate_felt"), ("patterned", "terrazzo")]
# The third split's tables (maple, navy_wool, parquet) were measured, so they train too; the
# fourth test split has tables never used before.
SPLITS["trucks_train"] += [("wood", "maple"), ("cloth", "navy_wool"), ("patterned", "parquet")]
SPLITS["trucks_test"] = [("wood", "ash"), ("cloth", "mustard_felt"), ("patterned", "mosaic")]
# The fifth test split (to be rendered at the start of the next round) has tables never used before.
# The fourth split's tables were measured three times, so they train too.
SPLITS["trucks_train"] += SPLITS["trucks_test"]
SPLITS["trucks_test5"] = [("wood", "teak"), ("cloth", "teal_baize"), ("patterned", "leaf_print")]
# The sixth test split (written 2026-11-22, rendered once at the end of the seventh round).
SPLITS["trucks_test6"] = [("wood", "bamboo"), ("cloth", "plum_velvet"), ("patterned", "gingham")]
# The seventh test split (written 2026-11-22, end of the eighth round; rendered once and measured
# once then, and at the end of the next round).
SPLITS["trucks_test7"] = [("wood", "cedar"), ("cloth", "olive_tweed"), ("patterned", "terracotta_tiles")]
# The eighth test split (written 2026-11-22, ninth round; rendered once and measured once after
# the round's merges).
SPLITS["trucks_test8"] = [("wood", "driftwood"), ("cloth", "rust_corduroy"), ("patterned", "harlequin")]
# The ninth test split (written 2026-11-22, tenth round; rendered once and measured once after the
# round's merges).
SPLITS["trucks_test9"] = [("wood", "ebony"), ("cloth", "denim"), ("patterned", "retro_rings")]
# The tenth test split (written 2026-11-22, eleventh round; rendered once and measured once after
# the round's merges).
SPLITS["trucks_test10"] = [("wood", "rosewood"), ("cloth", "grey_flannel"), ("patterned", "sunburst")]
# The eleventh test split (written 2026-11-27, twelfth round; rendered once before any change of the
# round and measured once after its merges).
SPLITS["trucks_test11"] = [("wood", "whitewash"), ("cloth", "khaki_canvas"), ("patterned", "coral_spiral")]
# The twelfth test split (written 2026-11-27, twelfth round, after the eleventh's two measurements;
# rendered once and measured once by the lead).
SPLITS["trucks_test12"] = [("wood", "zebrawood"), ("cloth", "mauve_boucle"), ("patterned", "ogee_trellis")]
# The thirteenth test split (written 2026-11-27, fourteenth round, after the twelfth's two
# measurements; rendered once, to be measured by the lead).
SPLITS["trucks_test13"] = [("wood", "herringbone_oak"), ("cloth", "houndstooth"), ("patterned", "zellige_star")]
# The fourteenth test split (written 2026-11-27, after the thirteenth's first
# measurement; rendered once, to be measured by the lead).
SPLITS["trucks_test14"] = [("wood", "end_grain"), ("cloth", "seersucker"), ("patterned", "tumbling_blocks")]
# The fifteenth test split (written 2026-11-27, after the fourteenth's first measurement; rendered
# once, to be measured by the lead).
SPLITS["trucks_test15"] = [("wood", "burl_veneer"), ("cloth", "ikat"), ("patterned", "truchet")]
# The sixteenth test split (written 2026-11-27, after the fifteenth's first measurement; rendered
# once, to be measured by the lead).
SPLITS["trucks_test16"] = [("wood", "spalted_maple"), ("cloth", "shibori"), ("patterned", "shippo")]
# The seventeenth test split (written 2026-11-27, after the sixteenth's first measurement; rendered
# once, to be measured by the lead).
SPLITS["trucks_test17"] = [("wood", "flame_maple"), ("cloth", "quilted"), ("patterned", "calico")]
# The eighteenth test split (written 2026-11-27, after the seventeenth's first measurement; rendered
# once, to be measured by the lead).
SPLITS["trucks_test18"] = [("wood", "beech"), ("cloth", "moire_taffeta"), ("patterned", "leopard_print")]
# The nineteenth test split (written 2026-11-28, after the eighteenth's first measurement; rendered
# once, to be measured by the lead).
SPLITS["trucks_test19"] = [("wood", "olive_wood"), ("cloth", "waffle_weave"), ("patterned", "boomerang_laminate")]
# The twentieth test split (written 2026-11-28, after the nineteenth's second measurement; rendered
# once, to be measured by the lead).
SPLITS["trucks_test20"] = [("wood", "quartersawn_oak"), ("cloth", "oatmeal_linen"), ("patterned", "cork_board")]
# The twenty-first test split (written 2026-11-28, after the twentieth's second measurement; rendered
# once, to be measured by the lead).
SPLITS["trucks_test21"] = [("wood", "birds_eye_maple"), ("cloth", "chalk_stripe"), ("patterned", "turquoise_matrix")]
# The twenty-second test split (written 2026-11-28, after the twenty-first's second measurement;
# rendered once, to be measured by the lead).
SPLITS["trucks_test22"] = [("wood", "purpleheart"), ("cloth", "herringbone_tweed"), ("patterned", "basket_weave")]
# The twenty-third test split (written 2026-11-28, after the twenty-second's second measurement;
# rendered once, to be measured by the lead).
SPLITS["trucks_test23"] = [("wood", "cerused_oak"), ("cloth", "crushed_velvet"), ("patterned", "cutting_mat")]
# The twenty-fourth test split (written 2026-11-28, after the twenty-third's second measurement;
# rendered once, to be measured by the lead).
SPLITS["trucks_test24"] = [("wood", "caulked_deck"), ("cloth", "aubergine_plisse"), ("patterned", "penny_tiles")]
# The twenty-fifth test split (written 2026-11-28, after the twenty-fourth's second measurement;
# rendered once, to be measured by the lead).
SPLITS["trucks_test25"] = [("wood", "birch_strip_block"), ("cloth", "jade_chunky_knit"), ("patterned", "tread_plate")]
# The twenty-sixth test split (written 2026-11-28, after the twenty-fifth's second measurement;
# rendered once, to be measured by the lead).
SPLITS["trucks_test26"] = [("wood", "charred_cedar"), ("cloth", "violet_rag_rug"), ("patterned", "slate_ledgestone")]
# The twenty-seventh test split (written 2026-12-07, after the twenty-sixth's second measurement;
# rendered once, to be measured by the lead).
SPLITS["trucks_test27"] = [("wood", "knotty_alder"), ("cloth", "white_eyelet"), ("patterned", "turquoise_finger_tiles")]
# The twenty-eighth test split (written 2026-12-07, after the twenty-seventh's third measurement;
# rendered once, to be measured by the lead).
SPLITS["trucks_test28"] = [("wood", "smoked_cathedral_oak"), ("cloth", "violet_patchwork"), ("patterned", "trencadis")]
# The twenty-ninth test split (written 2026-12-08, after the twenty-eighth's third measurement;
# rendered once, to be measured by the lead).
SPLITS["trucks_test29"] = [("wood", "circle_sawn_boards"), ("cloth", "cream_cable_knit"), ("patterned", "turquoise_bargello")]
# The thirtieth test split (written 2026-12-08, after the twenty-ninth's first measurement;
# rendered once, to be measured by the lead).
SPLITS["trucks_test30"] = [("wood", "checked_silver_oak"), ("cloth", "plum_satin_drape"), ("patterned", "midnight_log_cabin")]
# The thirty-first test split (written 2026-12-07, after the thirtieth's measurement; rendered
# once, to be measured by the lead).
SPLITS["trucks_test31"] = [("wood", "pommele_sapele"), ("cloth", "white_candlewick"), ("patterned", "penrose_rhomb_tiles")]
# The thirty-second test split (written 2026-12-07, after the thirty-first's measurement; rendered
# once, to be measured by the lead).
SPLITS["trucks_test32"] = [("wood", "oyster_walnut"), ("cloth", "shot_silk_dupioni"), ("patterned", "triaxial_cane")]
# Decision scenes on light, nearly plain tables (twenty-eighth round, light-tables; seeds 4280-4281):
# the card's white margin on a table of nearly its tone; never tuned on.
SPLITS["trucks_train_light"] = [("cloth", "white_cotton"), ("cloth", "ivory_linen"), ("patterned", "dove_laminate")]
# Decision scenes on busy many-coloured tables whose patches come in the stick paints at a stick's
# size (twenty-ninth round, mosaic; seed 4290): none of them the held-out trencadis; never tuned on.
SPLITS["trucks_train_mosaic"] = [("cloth", "strip_quilt"), ("patterned", "confetti_terrazzo"),
                                 ("patterned", "mondrian_panels")]
# Grey tables (thirtieth round, grey; seeds 4310 (decision) and 4320 (training)): grey regions near
# the grey paint (some near-black and violet-grey) at a stick's size beside the truck, none of them
# the held-out checked_silver_oak, plum_satin_drape nor midnight_log_cabin. train_grey to train on;
# grey_decide (other figures) to decide, never trained on.
SPLITS["trucks_train_grey"] = [("wood", "silver_barn_boards"), ("patterned", "riven_slate_flags"),
                               ("patterned", "woven_leather_mat"), ("cloth", "windowpane_tweed")]
SPLITS["trucks_grey_decide"] = [("patterned", "board_formed_concrete"), ("cloth", "grey_dogtooth"),
                                ("wood", "painted_garden_slats")]
# Training scenes on tables with white squares only (seventh round; not part of trucks_train, so the
# earlier training renders stay reproducible).
SPLITS["trucks_train_white"] = [("patterned", "white_tiles"), ("patterned", "green_check")]
# Training scenes on stick-coloured patterned tables only (eighth round, sticks-v3; seeds 1400-1499).
SPLITS["trucks_train_sticks"] = [("patterned", "violet_stripes"), ("patterned", "turquoise_dots"),
                                 ("patterned", "brown_tartan")]
# Decision scenes on new light-square tables (eighth round, white-tables): never tuned on.
SPLITS["trucks_train_white2"] = [("patterned", "blue_check"), ("patterned", "white_hex"), ("patterned", "cream_stripes")]
# Tiled, checked and mosaic tables (ninth round, tiles): train_tiles to tune on, train_tiles2 to decide.
SPLITS["trucks_train_tiles"] = [("patterned", "white_grid_tiles"), ("patterned", "blue_grid_tiles"),
                                ("patterned", "navy_gingham"), ("patterned", "fine_mosaic"), ("patterned", "bw_check")]
SPLITS["trucks_train_tiles2"] = [("patterned", "sage_grid_tiles"), ("patterned", "subway_tiles"),
                                 ("patterned", "yellow_check"), ("patterned", "stone_mosaic")]
# The patterned round's tables (session 11; seeds 2100-2299): training/tuning, and its decision
# tables never tuned on.
SPLITS["trucks_train_patterned"] = [("patterned", "wavy_bands"), ("patterned", "rose_blotches"),
                                    ("patterned", "agate_teal"), ("patterned", "grey_brick"), ("patterned", "violet_spots")]
SPLITS["trucks_train_patterned2"] = [("patterned", "cream_rose_check"), ("patterned", "teal_waves"),
                                     ("patterned", "granite_florals"), ("patterned", "yellow_brick")]
# Stick look-alike tables (round sticks-net; seeds 3100-3199): brown woods and cloths and patterns
# with brown, violet, turquoise and grey near the stick paints, to train the learned stick look.
SPLITS["trucks_train_lookalike"] = [("wood", "mahogany"), ("wood", "chestnut"), ("wood", "iroko"),
                                    ("cloth", "tan_suede"), ("cloth", "aubergine_felt"), ("cloth", "petrol_felt"),
                                    ("cloth", "pewter_linen"), ("patterned", "coffee_blotches")]
# Procedural random tables (round `random-tables`, table_random.py): a new pigment per scene, no
# named texture; seeds 2300-2399 (2300 to train, 2301 to decide).
RANDOM_SPLITS = {"trucks_train_random_tables": random_pigment}
# Round `card-r5` (table_motifs.py): geometric motif tables among them; seeds 2500-2599.
RANDOM_SPLITS["trucks_train_random_tables2"] = random_pigment2
_ALL = {"wood": WOOD, "cloth": CLOTH, "patterned": PATTERNED}


class Table:
    def __init__(self, kind, name, pigment=None):
        self.kind, self.name, self.pigment = kind, name, pigment

    def pov(self):
        pigment = self.pigment or _ALL[self.kind][self.name]
        return "plane { y, 0 texture { %s finish { diffuse 0.75 specular 0.05 roughness 0.05 } } }\n" % pigment

    def conditions(self):
        return {"table": self.kind, "table_texture": self.name}


def random_table(rng, split):
    if split in RANDOM_SPLITS:
        # Its own RNG, seeded by one draw of the scene's: the pattern's many draws leave the
        # rest of the scene as it would be.
        family, pigment = RANDOM_SPLITS[split](random.Random(rng.randrange(1 << 30)))
        return Table("random", "random_" + family, pigment)
    kind, name = rng.choice(SPLITS[split])
    return Table(kind, name)
