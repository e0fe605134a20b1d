"""Dice scenes: several players' rolls (five Zack & Pack dice each, some touching), sometimes
ordinary pip dice, in a tray or on the table, any table, light and camera tilt (<= 30 deg)."""
import math

from .camera import Camera
from .dice import SIDE_CM, Tray, game_die, ordinary_die
from .lighting import random_lighting
from .scene import Scene
from .table import random_table

W, H = 1280, 960
FELTS = {"dev": [(0.10, 0.30, 0.15), (0.08, 0.08, 0.09)], "test": [(0.35, 0.06, 0.08), (0.10, 0.14, 0.35)]}


def _free(spot, placed, min_dist):
    return all(math.hypot(spot[0] - p[0], spot[1] - p[1]) >= min_dist for p in placed)


def _place_roll(rng, centre, spread, placed, letters, tray, base, light_pips=False):
    """Positions for one roll; about a third of the dice touch a neighbour (same yaw, side by side)."""
    dice = []
    for letter in letters:
        for _ in range(200):
            if dice and rng.random() < 0.35:
                ref = rng.choice(dice)
                yaw = ref.yaw_deg
                a = math.radians(yaw + rng.choice([0, 90, 180, 270]))
                gap = SIDE_CM + rng.uniform(0.02, 0.15)
                x, z = ref.x + gap * math.cos(a), ref.z + gap * math.sin(a)
                min_dist = SIDE_CM * 1.0
            else:
                x, z = centre[0] + rng.uniform(-spread, spread), centre[1] + rng.uniform(-spread, spread)
                yaw, min_dist = rng.uniform(0, 360), SIDE_CM * 1.5
            if tray and not tray.contains(x, z, SIDE_CM * 0.8):
                continue
            if not _free((x, z), placed, min_dist):
                continue
            if len(letter) > 1:
                die = ordinary_die(rng, letter, x, z, yaw, base)
            else:
                die = game_die(rng, letter, x, z, yaw, base, "light" if light_pips else None)
            dice.append(die)
            placed.append((x, z))
            break
    return dice


def make_dice_scene(rng, split, light_pips=False):
    tilt, yaw = rng.uniform(0, 30), rng.uniform(0, 360)
    camera = Camera((0.0, 0.0, 0.0), rng.uniform(16, 26), tilt, yaw, W, H)
    scene = Scene(camera, random_lighting(rng), random_table(rng, split))
    tray, base = None, 0.0
    if rng.random() < 0.35:
        tray = Tray(0, 0, rng.uniform(14, 20), rng.uniform(10, 14), rng.uniform(0, 360), rng.choice(FELTS[split]))
        base = tray.floor
        scene.objects.append(tray)
    players = 3 if light_pips else rng.choice([1, 1, 2, 2, 3])
    placed, dice = [], []
    for p in range(players):
        a = 2 * math.pi * p / players + rng.uniform(-0.4, 0.4)
        r = 0.0 if players == 1 else rng.uniform(3.5, 5.0)
        if light_pips:
            letters = [rng.choice("GGGWWBTV") for _ in range(5)]
        else:
            letters = list("WGBTV")
            rng.shuffle(letters)
        dice += _place_roll(rng, (r * math.cos(a), r * math.sin(a)), 2.8, placed, letters, tray, base, light_pips)
    if light_pips or rng.random() < 0.3:
        extra = [rng.choice(["white", "black", "red"]) for _ in range(rng.randint(2, 4) if light_pips else rng.randint(1, 3))]
        dice += _place_roll(rng, (rng.uniform(-4, 4), rng.uniform(-4, 4)), 4.0, placed, extra, tray, base)
    truth_dice = []
    for die in dice:
        corners = [camera.project(p) for p in die.top_corners()]
        if not all(10 <= x <= W - 10 and 10 <= y <= H - 10 for x, y in corners):
            continue  # a die half out of the picture is neither drawn nor labelled
        scene.objects.append(die)
        cx, cy = camera.project(die.top_centre())
        truth_dice.append({"value": die.top_value, "colour": die.colour, "pips": die.pips,
                           "center": [round(cx, 2), round(cy, 2)],
                           "corners": [[round(x, 2), round(y, 2)] for x, y in corners]})
    truth = {"dice": truth_dice, "conditions": scene.conditions()}
    truth["conditions"].update({"tray": tray is not None, "players": players, "split": split})
    return scene, truth
