"""Scenes of the calibration mat for the calibration tests: `cards` = an empty truck card on
the mat's card place (card registration); `colours` = one stick of each colour on its marked
place plus loose sticks in the sticks zone (colour calibration); `trucks` = a loaded truck on
the card place and the five calibration sticks on their places, in the truck-scene ground
truth format of trucks.py (colour calibration measured through the vision pipeline).
`--paints edition2` paints the sticks in other colours than the built-in colour model knows.
`--light tungsten|shade|fluorescent|neutral` replaces the random warm/cool/dim lamp by one of a
strong colour cast (same lamp position as the random one, so one seed gives the same scenes under
every light); `--no-place-sticks` leaves the colour places of a `trucks` scene empty.
Usage (from datasets/, after building packmate-cli):
  nice -n 10 /usr/bin/python3 -m scenegen.generate_mat_scenes --kind cards --count 12 --out calibration/cards --seed 1
  nice -n 10 /usr/bin/python3 -m scenegen.generate_mat_scenes --kind colours --count 4 --out calibration/colours --seed 1
Colour-cast sets (one calibration photo + loaded trucks per light; see calibration/README.md):
  for l in neutral tungsten shade fluorescent; do
    nice -n 10 /usr/bin/python3 -m scenegen.generate_mat_scenes --kind colours --split dev --count 1 --light $l --out calibration/casts/$l --seed 7
    nice -n 10 /usr/bin/python3 -m scenegen.generate_mat_scenes --kind trucks --split dev --count 10 --light $l --no-place-sticks --out calibration/casts/$l --seed 7
  done"""
import argparse
import json
import random
import tempfile
import time
from pathlib import Path

from .camera import Camera
from .card import CARD_CELLS, CELL_CM, SPLITS as ART_SPLITS, draw_card, grid_origin, random_card
from .lighting import COLOURS as LIGHTING_COLOURS, Lighting, random_lighting
from .mat import Mat, flat_on_mat
from .scene import Scene
from . import sticks as sticks_module
from .layouts import cargo_counts, heights, random_layout, score, top_view
from .sticks import card_sticks, loose_stick
from .trucks import orientation_of

# Another edition's paints (base, grain): creamier white, bluish grey, reddish brown, green
# "turquoise", blue violet.
EDITION2 = {
    "W": ((0.92, 0.86, 0.68), (0.85, 0.78, 0.60)),
    "G": ((0.36, 0.39, 0.46), (0.30, 0.33, 0.40)),
    "B": ((0.55, 0.20, 0.08), (0.45, 0.15, 0.06)),
    "T": ((0.10, 0.52, 0.28), (0.07, 0.44, 0.22)),
    "V": ((0.28, 0.18, 0.62), (0.22, 0.13, 0.52)),
}
from .table import random_table

W, H = 1280, 960

# Strong colour casts (lamp colour, brightest channel 1): orange tungsten (~2700 K), blue
# shade, green fluorescent, and the neutral control.
CASTS = {
    "neutral": (1.0, 1.0, 1.0),
    "tungsten": (1.0, 0.66, 0.36),
    "shade": (0.62, 0.80, 1.0),
    "fluorescent": (0.78, 1.0, 0.66),
}
LIGHT = None  # set by --light: a key of CASTS, or None for random_lighting's own colours
PLACE_STICKS = True


class CastLighting(Lighting):
    """random_lighting's lamp position with a colour-cast lamp and fill."""

    def __init__(self, cast, base):
        super().__init__(base.kind, base.azimuth, base.elevation, base.distance)
        self.cast = cast

    def pov(self):
        saved = LIGHTING_COLOURS.get(self.kind)
        LIGHTING_COLOURS[self.kind] = CASTS[self.cast]
        try:
            return super().pov()
        finally:
            LIGHTING_COLOURS[self.kind] = saved

    def conditions(self):
        return {"light": self.cast, "light_elevation": round(self.elevation, 1)}


def _lighting(rng):
    base = random_lighting(rng)
    if LIGHT is None:
        return base
    # "dim" lowers the fill; a cast scene keeps the full fill so every cast is equally bright.
    base.kind = "warm"
    return CastLighting(LIGHT, base)


def _inside(points, margin):
    return all(margin <= x <= W - margin and margin <= y <= H - margin for x, y in points)


def _camera_seeing(rng, mat, must_see):
    for _ in range(400):
        cam = Camera(target=(rng.uniform(-1.5, 1.5), 0, rng.uniform(-1.5, 1.5)), height=rng.uniform(29, 36),
                     tilt_deg=rng.uniform(0, 22), yaw_deg=rng.uniform(-12, 12), width=W, height_px=H)
        try:
            if _inside([cam.project(p) for p in must_see], 25):
                return cam
        except ValueError:
            continue
    raise RuntimeError("no camera pose sees the whole mat")


def _mat_scene(rng, split, tmp, cli):
    mat = Mat(cli, Path(tmp) / "mat.png")
    mat.lay((0.0, 0.0), rng.choice([90.0, 270.0]) + rng.uniform(-8, 8))
    return mat


def _card_on_place(rng, split, name, tmp, mat, turns, turn_jitter, shift):
    """A random card with this split's art, laid on the mat's card place: turned by one of
    `turns` ± `turn_jitter` degrees, its centre shifted by up to `shift` (x, y) cm."""
    card = random_card(rng, "R-%s" % name)
    art = rng.choice(ART_SPLITS[split])
    card_png = Path(tmp) / (name + "_card.png")
    draw_card(card["grid"], card["layers"], art, card_png, seed=rng.randrange(1 << 30))
    cx, cy = mat.rect_centre("card_place")
    turn = rng.choice(turns) + rng.uniform(-turn_jitter, turn_jitter)
    centre = (cx + rng.uniform(-shift[0], shift[0]), cy + rng.uniform(-shift[1], shift[1]))
    card_flat = flat_on_mat(mat, card_png, centre, turn, (CARD_CELLS[0] * CELL_CM, CARD_CELLS[1] * CELL_CM), 0.05)
    return card, art, turn, centre, card_flat


def make_card_scene(rng, split, name, tmp, cli):
    mat = _mat_scene(rng, split, tmp, cli)
    card, art, turn, centre, card_flat = _card_on_place(rng, split, name, tmp, mat, [0.0, 0.0, 0.0, 180.0], 6, (8, 6))
    cam = _camera_seeing(rng, mat, mat.corners())
    scene = Scene(cam, _lighting(rng), random_table(rng, split))
    scene.objects += [mat.flat, card_flat]
    truth = {"image": name + ".jpg", "card": card, "card_on_mat": {"centre_mm": [round(v, 2) for v in centre],
                                                                  "turn_deg": round(turn, 2)},
             "card_corners": [[round(v, 2) for v in cam.project(p)] for p in card_flat.corner_points()],
             "mat_corners": [[round(v, 2) for v in cam.project(p)] for p in mat.corners()],
             "camera": {"K": cam.intrinsics(), "width": W, "height": H}}
    cond = scene.conditions()
    cond.update({"art": art, "layers": card["layers"], "split": split})
    truth["conditions"] = cond
    return scene, truth


def _place_sticks(rng, mat, towards_card=True):
    yaw = mat.flat.yaw_deg
    sticks = []
    for place in mat.geometry["stick_places"]:
        x, y, w, h = place["rect_mm"]
        wx, _, wz = mat.world(x + w / 2.0, y + h / 2.0)
        # Lying across the row of places, its first cell on the place's centre, the rest
        # towards the card place (when it is empty) or the sticks zone.
        s = loose_stick(place["colour"], wx, wz, yaw + 90.0 + rng.uniform(-4, 4))
        n = "WGBTV".index(place["colour"]) + 1
        ax, az = s.along
        shift = (-1 if towards_card else 1) * (n - 1) * CELL_CM / 2.0
        s.centre = (wx + ax * shift, s.centre[1], wz + az * shift)
        sticks.append(s)
    return sticks


def make_colour_scene(rng, split, name, tmp, cli):
    mat = _mat_scene(rng, split, tmp, cli)
    yaw = mat.flat.yaw_deg
    sticks = _place_sticks(rng, mat)
    loose = []
    zx, zy, zw, zh = mat.geometry["sticks_zone"]
    for i, colour in enumerate(rng.sample("WGBTV" * 2, 10)):
        x_mm = zx + 12 + i * 18 + rng.uniform(-2, 2)
        y_mm = zy + 8 + rng.uniform(0, 4)
        wx, _, wz = mat.world(x_mm, y_mm)
        s = loose_stick(colour, wx, wz, yaw + 90.0 + rng.uniform(-3, 3))  # side by side across the zone
        n = "WGBTV".index(colour) + 1
        ax, az = s.along
        s.centre = (wx + ax * (n - 1) * CELL_CM / 2.0, s.centre[1], wz + az * (n - 1) * CELL_CM / 2.0)
        loose.append((s, (x_mm, y_mm)))
    cam = _camera_seeing(rng, mat, mat.corners())
    scene = Scene(cam, _lighting(rng), random_table(rng, split))
    scene.objects += [mat.flat] + sticks + [s for s, _ in loose]
    truth = {"image": name + ".jpg",
             "places": [{"colour": s.colour, "top_centre": [round(v, 1) for v in cam.project(s.top_centre())]}
                        for s in sticks],
             "loose": [{"colour": s.colour, "first_cell_mm": [round(x, 1), round(y, 1)],
                        "top_centre": [round(v, 1) for v in cam.project(s.top_centre())]} for s, (x, y) in loose],
             "mat_corners": [[round(v, 2) for v in cam.project(p)] for p in mat.corners()],
             "camera": {"K": cam.intrinsics(), "width": W, "height": H}}
    cond = scene.conditions()
    cond.update({"split": split})
    truth["conditions"] = cond
    return scene, truth


def make_truck_on_mat_scene(rng, split, name, tmp, cli):
    mat = _mat_scene(rng, split, tmp, cli)
    card, art, _, _, card_flat = _card_on_place(rng, split, name, tmp, mat, [0.0, 0.0, 180.0], 5, (6, 5))
    pieces = random_layout(rng, card, rng.uniform(0.4, 1.0))
    gx, gy = grid_origin(len(card["grid"]), len(card["grid"][0]))
    on_card = card_sticks(rng, card_flat, (gx, gy), pieces)
    cam = _camera_seeing(rng, mat, mat.corners())
    scene = Scene(cam, _lighting(rng), random_table(rng, split))
    scene.objects += [mat.flat, card_flat] + on_card
    if PLACE_STICKS:
        scene.objects += _place_sticks(rng, mat, towards_card=False)
    corners = [cam.project(p) for p in card_flat.corner_points()]
    truth = {"image": name + ".jpg", "card": card, "layout": {"card": card, "pieces": pieces},
             "cargo": cargo_counts(pieces, []),
             "card_corners": [[round(x, 2), round(y, 2)] for x, y in corners],
             "orientation": orientation_of(corners), "top": top_view(card, pieces),
             "heights": heights(card, pieces), "off_card": [],
             "mat_corners": [[round(v, 2) for v in cam.project(p)] for p in mat.corners()]}
    truth.update(score(card, pieces, []))
    truth["camera"] = {"K": cam.intrinsics(), "width": W, "height": H}
    cond = scene.conditions()
    cond.update({"art": art, "layers": card["layers"], "split": split})
    truth["conditions"] = cond
    return scene, truth


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--kind", choices=["cards", "colours", "trucks"], required=True)
    ap.add_argument("--paints", choices=["standard", "edition2"], default="standard")
    ap.add_argument("--light", choices=sorted(CASTS), help="one colour-cast lamp instead of a random one")
    ap.add_argument("--no-place-sticks", action="store_true", help="trucks: no sticks on the colour places")
    ap.add_argument("--split", choices=["dev", "test"], default="test")
    ap.add_argument("--count", type=int, default=4)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cli", default=str(Path(__file__).resolve().parents[2] / "build" / "bin" / "packmate-cli"))
    args = ap.parse_args()
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    make = {"cards": make_card_scene, "colours": make_colour_scene, "trucks": make_truck_on_mat_scene}[args.kind]
    global LIGHT, PLACE_STICKS
    LIGHT, PLACE_STICKS = args.light, not args.no_place_sticks
    if args.paints == "edition2":
        sticks_module.PAINT.update(EDITION2)
    for i in range(args.start, args.start + args.count):
        rng = random.Random("%s-%s-%d-%d" % (args.kind, args.split, args.seed, i))
        name = "%s_%s_%04d" % (args.kind, args.split, i)
        t0 = time.time()
        with tempfile.TemporaryDirectory() as tmp:
            scene, truth = make(rng, args.split, name, tmp, args.cli)
            truth["conditions"].update(scene.render(out / (name + ".jpg"), rng))
            truth["conditions"]["paints"] = args.paints
        (out / (name + ".json")).write_text(json.dumps(truth, indent=1))
        print("%s %.1fs" % (name, time.time() - t0), flush=True)


if __name__ == "__main__":
    main()
