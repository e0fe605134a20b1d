"""Renders dice scenes with ground truth (NAME.jpg + NAME.json: dice[value, colour, pips,
center, corners TL,TR,BR,BL of the top face], conditions).
Usage (from datasets/): nice -n 10 /usr/bin/python3 -m scenegen.generate_dice --split dev --count 60 --out dice/dev --seed 1"""
from .batch import render_batch
from .dice_scenes import make_dice_scene


def render_dice(rng, split, name, out, keep_pov):
    scene, truth = make_dice_scene(rng, split)
    truth["conditions"].update(
        scene.render(out / (name + ".jpg"), rng, antialias=0, keep_pov=keep_pov))
    return truth, " %d dice" % len(truth["dice"])


if __name__ == "__main__":
    render_batch(__doc__, "dice-", render_dice)
