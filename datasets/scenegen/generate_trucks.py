"""Renders loaded-truck scenes with ground truth.
Usage (from datasets/): nice -n 10 /usr/bin/python3 -m scenegen.generate_trucks --split dev --count 150 --out trucks/dev --seed 1
--whites-beside: 1-3 of the roll's white cubes (never more than it has) lie beside the truck
instead of being loaded (round sticks-net4: the loading alone leaves few whites beside).
--far: the camera 27-33 cm above the table instead of 20-27 (thirty-first round: small cards,
the learned card finder's weak case); the same draws, so without it every split renders as before."""
from .batch import render_batch
from .trucks import make_truck_scene


def render_truck(rng, split, name, out, keep_pov, whites_beside=False, far=False):
    scene, truth, card_png = make_truck_scene(rng, split, name, out, whites_beside=whites_beside,
                                              far=far)
    truth["conditions"].update(scene.render(out / (name + ".jpg"), rng, keep_pov=keep_pov))
    card_png.unlink()
    return truth, ""


if __name__ == "__main__":
    render_batch(__doc__, "", render_truck,
                 {"whites_beside": "1-3 of the roll's white cubes kept out of the truck, beside it",
                  "far": "the camera 27-33 cm above the table (small cards)"})
