"""Trains the dice centre refiner (a 32x32 BGR window of WINDOW_FACES face sides around the
finder's centre -> the top face's centre offset and log side ratio) and exports it to ONNX
for OpenCV's dnn module. Reproducible (fixed seeds, one thread), CPU only, ~5 minutes.

  nice -n 5 /usr/bin/python3 vision/training/dice/train_dice_centre.py \
      --data datasets/dice/dev datasets/dice/train /work/render/dice-cls-b \
      --check /work/render/dice-cls-a --out vision/models/dice_centre.onnx

Rendered splits only: their JSON gives the top face's corners (the real photos' YOLO boxes
hold the whole die, side faces included). /work/render/dice-cls-a is kept out to measure the
centre error on unseen renders; real train/ is measured through the reader (eval-dice).
The windows are cut exactly as vision/src/dice/DiceCentreRefiner.cpp cuts them: an
axis-aligned square around the estimate, warped (bilinear, border replicated); in training
it is also turned by any angle and mirrored (the target turns with it), with the finder's
error simulated by a shifted centre and a scaled side.
Debian packages: python3-torch python3-onnx python3-opencv python3-numpy."""
import argparse
import os
import sys

import cv2
import numpy as np
import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dice_crops import images_in, labelled_dice  # noqa: E402
from train_dice_classifier import photometric, to_tensor  # noqa: E402

WINDOW_PX = 32
WINDOW_FACES = 2.0


class DiceCentreNet(nn.Module):
    """Strided convolutions only (no pooling): ~0.25 M multiply-adds a window."""

    def __init__(self, width=8):
        super().__init__()
        w = width
        self.features = nn.Sequential(
            nn.Conv2d(3, w, 3, padding=1, stride=2), nn.BatchNorm2d(w), nn.ReLU(),
            nn.Conv2d(w, 2 * w, 3, padding=1, stride=2), nn.BatchNorm2d(2 * w), nn.ReLU(),
            nn.Conv2d(2 * w, 4 * w, 3, padding=1, stride=2), nn.BatchNorm2d(4 * w), nn.ReLU())
        self.head = nn.Sequential(nn.Linear(4 * w * 4 * 4, 32), nn.ReLU(), nn.Linear(32, 3))

    def forward(self, x):
        return self.head(torch.flatten(self.features(x), 1))


def window(image, cx, cy, side, angle=0.0, flip=False):
    """The refiner's input around (cx, cy); angle/flip turn the window (training only).
    Returns the window and the 2x2 matrix that takes image offsets / side to window offsets."""
    c, s = np.cos(angle), np.sin(angle)
    r = np.array([[c, -s], [s, c]]) @ np.diag([-1.0 if flip else 1.0, 1.0])
    k = WINDOW_PX / (WINDOW_FACES * side)
    a = k * r
    t = np.array([WINDOW_PX / 2.0, WINDOW_PX / 2.0]) - a @ np.array([cx, cy])
    m = np.hstack([a, t[:, None]]).astype(np.float32)
    out = cv2.warpAffine(image, m, (WINDOW_PX, WINDOW_PX), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return out, r


def sample(image, dice, rng, per_die):
    """Windows around shifted, rescaled estimates of each rendered die; targets (dx, dy, log
    side ratio) in window axes, offsets in estimated sides."""
    xs, ys = [], []
    for _, cx, cy, side in dice:
        for _ in range(per_die):
            est = side * np.exp(rng.uniform(-0.25, 0.25))
            ex, ey = cx + rng.uniform(-0.25, 0.25) * side, cy + rng.uniform(-0.25, 0.25) * side
            w, r = window(image, ex, ey, est, rng.uniform(0, 2 * np.pi), rng.random() < 0.5)
            d = r @ np.array([cx - ex, cy - ey]) / est
            xs.append(w)
            ys.append([d[0], d[1], np.log(side / est)])
    return xs, ys


def rendered(path, shape):
    return [d for d in labelled_dice(path, shape)] if os.path.exists(os.path.splitext(path)[0] + ".json") else []


def collect(folders, rng, per_die):
    xs, ys = [], []
    for path in images_in(folders):
        image = cv2.imread(path)
        x, y = sample(image, rendered(path, image.shape), rng, per_die)
        xs += x
        ys += y
    return np.array(xs, np.uint8), np.array(ys, np.float32)


def predict(model, x):
    model.eval()
    with torch.no_grad():
        return torch.cat([model(to_tensor(x[i:i + 1024])) for i in range(0, len(x), 1024)]).numpy()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", nargs="+", required=True, help="rendered folders (JSON corners)")
    ap.add_argument("--check", nargs="*", default=[], help="rendered folders to measure on, not trained on")
    ap.add_argument("--out", required=True)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--width", type=int, default=8)
    ap.add_argument("--per-die", type=int, default=48)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    cv2.setNumThreads(1)
    rng = np.random.default_rng(args.seed)

    x, y = collect(args.data, rng, args.per_die)
    print("training windows", len(x), flush=True)
    model = DiceCentreNet(args.width)
    opt = torch.optim.AdamW(model.parameters(), 2e-3, weight_decay=1e-4)
    steps = args.epochs * ((len(x) + 255) // 256)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, 4e-3, total_steps=steps)
    for epoch in range(args.epochs):
        model.train()
        order = rng.permutation(len(x))
        total = 0.0
        for i in range(0, len(x), 256):
            idx = order[i:i + 256]
            batch = torch.from_numpy(photometric(x[idx], rng).transpose(0, 3, 1, 2) / 255.0).float()
            loss = nn.functional.smooth_l1_loss(model(batch), torch.from_numpy(y[idx]), beta=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += float(loss) * len(idx)
        print("epoch %d loss %.4f" % (epoch, total / len(x)), flush=True)

    for folder in args.check:
        cx, cy = collect([folder], np.random.default_rng(99), 8)
        p = predict(model, cx)
        before = np.hypot(cy[:, 0], cy[:, 1])
        after = np.hypot(cy[:, 0] - p[:, 0], cy[:, 1] - p[:, 1])
        print("%s: centre error (sides) median %.3f p90 %.3f -> %.3f p90 %.3f; |log side| median %.3f -> %.3f" % (
            folder, np.median(before), np.percentile(before, 90), np.median(after), np.percentile(after, 90),
            np.median(np.abs(cy[:, 2])), np.median(np.abs(cy[:, 2] - p[:, 2]))), flush=True)

    model.eval()
    torch.onnx.export(model, torch.zeros(1, 3, WINDOW_PX, WINDOW_PX), args.out, opset_version=11,
                      input_names=["window"], output_names=["offset"],
                      dynamic_axes={"window": {0: "n"}, "offset": {0: "n"}})
    print("wrote", args.out)


if __name__ == "__main__":
    main()
