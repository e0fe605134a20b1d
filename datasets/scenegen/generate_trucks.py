"""Renders loaded-truck scenes with ground truth.
Usage (from datasets/): nice -n 10 /usr/bin/python3 -m scenegen.generate_trucks --split dev --count 150 --out trucks/dev --seed 1"""
from .batch import render_batch
from .trucks import make_truck_scene


def render_truck(rng, split, name, out, keep_pov):
    scene, truth, card_png = make_truck_scene(rng, split, name, out)
    truth["conditions"].update(scene.render(out / (name + ".jpg"), rng, keep_pov=keep_pov))
    card_png.unlink()
    return truth, ""


if __name__ == "__main__":
    render_batch(__doc__, "", render_truck)
