"""Loaded-truck scenes: a card with a legal loading, loose sticks beside it, ground truth."""
import math

from .camera import Camera
from .card import CARD_CELLS, CELL_CM, TRUCK_SPLITS as ART_SPLITS, draw_card, grid_origin, random_card
from .flat import FlatImage
from .layouts import cargo_counts, heights, random_layout, random_roll, score, top_view
from .lighting import random_lighting
from .scene import Scene
from .sticks import card_sticks, loose_stick
from .table import random_table

W, H = 1280, 960


def orientation_of(corners):
    (x0, y0), (x1, y1) = corners[0], corners[1]
    angle = math.degrees(math.atan2(y1 - y0, x1 - x0)) % 360.0
    return int(round(angle / 90.0)) % 4 * 90


def _inside(points, margin=15):
    return all(margin <= x <= W - margin and margin <= y <= H - margin for x, y in points)


def _footprint(stick):
    (cx, _, cz), (ax, az) = stick.centre, stick.along
    hl, hw = stick.size[0] / 2.0, stick.size[2] / 2.0
    return [(cx + sa * hl * ax - sb * hw * az, cz + sa * hl * az + sb * hw * ax) for sa, sb in ((-1, -1), (1, -1), (1, 1), (-1, 1))]


def _in_poly(pt, poly):
    inside = False
    for i in range(len(poly)):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
        if (y1 > pt[1]) != (y2 > pt[1]) and pt[0] < x1 + (pt[1] - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _overlaps(a, b):
    return any(_in_poly(p, b) for p in _samples(a)) or any(_in_poly(p, a) for p in _samples(b))


def _samples(poly, n=6):
    (x0, z0), (x1, z1), (x2, z2), (x3, z3) = poly
    out = []
    for i in range(1, n):
        for j in range(1, n):
            s, t = i / n, j / n
            out.append(((1 - t) * ((1 - s) * x0 + s * x1) + t * ((1 - s) * x3 + s * x2),
                        (1 - t) * ((1 - s) * z0 + s * z1) + t * ((1 - s) * z3 + s * z2)))
    return out


def make_truck_scene(rng, split, name, out_dir, card=None, whites_beside=False, far=False):
    """The cargo is a legal roll; part of it is loaded (a legal loading), the rest lies beside
    the card. Scenes whose leftover sticks do not fit in view are drawn again. `whites_beside`
    (round sticks-net4): 1-3 of the roll's white cubes (never more than it has) are kept out of
    the loading, so they lie beside the truck (the loading alone leaves few whites over); the
    extra draw is made only then, so every split renders as before without it. `far`: the camera
    27-33 cm above the table instead of 20-27 (the same draw, so nothing else changes)."""
    for _ in range(100):
        made = _try_truck_scene(rng, split, name, out_dir, card, whites_beside, far)
        if made:
            return made
    raise RuntimeError("no scene fits in view")


def _place_loose(rng, cam, colours, card_zone):
    """Loose sticks for `colours`, inside the view, off the card zone, not overlapping; some
    touch a stick placed before (side by side or end to end). None when they do not fit."""
    loose, prints, touching = [], [], 0
    t = -cam.location[1] / cam.forward[1]  # the table point at the image centre
    tx, tz = cam.location[0] + t * cam.forward[0], cam.location[2] + t * cam.forward[2]
    for colour in colours:
        want_touch = rng.random() < 0.3
        for attempt in range(400):
            touch = bool(loose) and want_touch and attempt < 200
            if touch:
                o = rng.choice(loose)
                (ax, az), n = o.along, "WGBTV".index(colour) + 1
                if rng.random() < 0.5:  # side by side, shifted along a little
                    off = o.size[2] + 0.02
                    cx = o.centre[0] - az * off + ax * rng.uniform(-1, 1)
                    cz = o.centre[2] + ax * off + az * rng.uniform(-1, 1)
                else:  # end to end
                    off = (o.size[0] + n * CELL_CM - 0.04) / 2.0 + 0.02
                    sign = rng.choice((-1, 1))
                    cx, cz = o.centre[0] + sign * ax * off, o.centre[2] + sign * az * off
                s = loose_stick(colour, cx, cz, math.degrees(math.atan2(az, ax)))
            else:
                s = loose_stick(colour, tx + rng.uniform(-15, 15), tz + rng.uniform(-11, 11), rng.uniform(0, 180))
            fp = _footprint(s)
            pts = [cam.project((x, s.size[1], z)) for x, z in fp] + [cam.project((x, 0, z)) for x, z in fp]
            if _inside(pts, 20) and not _overlaps(fp, card_zone) and not any(_overlaps(fp, p) for p in prints):
                loose.append(s)
                prints.append(fp)
                touching += 1 if touch else 0
                break
        else:
            return None
    return loose, touching


def _off_card_truth(cam, stick):
    """A stick beside the card: colour, length, its top face's centre and corners and its bottom
    footprint's corners in image pixels (corners in the order of `_footprint`: round the box,
    the first two along its axis). No random draw: every split renders as before."""
    top, bottom = stick.size[1], 0.0
    fp = _footprint(stick)

    def corners(height):
        return [[round(v, 1) for v in cam.project((x, height, z))] for x, z in fp]

    return {"colour": stick.colour, "length": "WGBTV".index(stick.colour) + 1,
            "center": [round(v, 1) for v in cam.project(stick.top_centre())],
            "top_corners": corners(top), "bottom_corners": corners(bottom)}


def _try_truck_scene(rng, split, name, out_dir, card, whites_beside=False, far=False):
    card = card or random_card(rng, "R-%s" % name)
    art = rng.choice(ART_SPLITS[split])
    card_png = out_dir / ("%s_card.png" % name)
    draw_card(card["grid"], card["layers"], art, card_png, seed=rng.randrange(1 << 30))
    card_w, card_h = CARD_CELLS[0] * CELL_CM, CARD_CELLS[1] * CELL_CM
    card_yaw = rng.uniform(0, 360)
    a = math.radians(card_yaw)
    origin = (-(math.cos(a) * card_w - math.sin(a) * card_h) / 2, -(math.sin(a) * card_w + math.cos(a) * card_h) / 2)
    flat = FlatImage(card_png, origin, card_yaw, (card_w, card_h))
    roll = random_roll(rng)
    stock = dict(roll)
    kept_out = 0
    if whites_beside and stock["W"] > 0:
        kept_out = rng.randint(1, min(3, stock["W"]))
        stock["W"] -= kept_out
    pieces = random_layout(rng, card, rng.uniform(0.5, 1.0), stock)
    stock["W"] += kept_out
    leftover = [c for c in "WGBTV" for _ in range(stock[c])]
    rng.shuffle(leftover)
    if len(leftover) > 8:  # a player would load more than that; keep the table readable
        return None
    gx, gy = grid_origin(len(card["grid"]), len(card["grid"][0]))
    on_card = card_sticks(rng, flat, (gx, gy), pieces)

    for _ in range(200):
        target = (rng.uniform(-3, 3), 0, rng.uniform(-2, 2))
        height = rng.uniform(27, 33) if far else rng.uniform(20, 27)
        cam = Camera(target=target, height=height,
                     tilt_deg=rng.uniform(0, 30), yaw_deg=rng.uniform(0, 360), width=W, height_px=H)
        corners = [cam.project(p) for p in flat.corner_points()]
        tops = [cam.project(s.top_centre()) for s in on_card]
        if _inside(corners, 60) and _inside(tops, 60):
            break
    else:
        return None

    card_zone = [(flat.to_world(u, v)[0], flat.to_world(u, v)[2])
                 for u, v in ((-1.0, -1.0), (card_w + 1.0, -1.0), (card_w + 1.0, card_h + 1.0), (-1.0, card_h + 1.0))]
    placed = _place_loose(rng, cam, leftover, card_zone)
    if placed is None:
        return None
    loose, touching = placed
    lighting = random_lighting(rng)
    lighting.gain = rng.uniform(0.75, 1.25)
    scene = Scene(cam, lighting, random_table(rng, "trucks_" + split if split != "dev" else split))
    scene.objects.append(flat)
    scene.objects += on_card + loose
    off = [s.colour for s in loose]
    truth = {
        "image": name + ".jpg",
        "card": card,
        "layout": {"card": card, "pieces": pieces},
        "cargo": cargo_counts(pieces, off),
        "card_corners": [[round(x, 2), round(y, 2)] for x, y in corners],
        "orientation": orientation_of(corners),
        "top": top_view(card, pieces),
        "heights": heights(card, pieces),
        "off_card": [_off_card_truth(cam, s) for s in loose],
    }
    truth.update(score(card, pieces, off))
    truth["camera"] = {"K": cam.intrinsics(), "width": W, "height": H}
    cond = scene.conditions()
    cond.update({"art": art, "layers": card["layers"], "split": split, "cargo": "roll", "loose": len(loose),
                 "touching": touching})
    if whites_beside:
        cond["whites_kept_out"] = kept_out
    if far:
        cond["far"] = True
    truth["conditions"] = cond
    assert cargo_counts(pieces, off) == [roll[c] for c in "WGBTV"]
    return scene, truth, card_png
