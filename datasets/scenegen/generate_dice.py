"""Renders dice scenes with ground truth (NAME.jpg + NAME.json: dice[value, colour, pips,
center, corners TL,TR,BR,BL of the top face], conditions).
Usage (from datasets/): nice -n 10 /usr/bin/python3 -m scenegen.generate_dice --split dev --count 60 --out dice/dev --seed 1
--light-pips: training dice for the face classifier where it hesitates (dice-v5): three rolls
a scene, mostly grey dice (always light pips) and white ones, light pips wherever a colour may
have them, 2-4 ordinary dice; same tables, light and camera as the split."""
from .batch import render_batch
from .dice_scenes import make_dice_scene


def render_dice(rng, split, name, out, keep_pov, light_pips=False):
    scene, truth = make_dice_scene(rng, split, light_pips)
    truth["conditions"].update(
        scene.render(out / (name + ".jpg"), rng, antialias=0, keep_pov=keep_pov))
    return truth, " %d dice" % len(truth["dice"])


if __name__ == "__main__":
    render_batch(__doc__, "dice-", render_dice,
                 {"light_pips": "mostly grey and white dice, light pips where a colour may have them"},
                 splits=("dev", "test"))
