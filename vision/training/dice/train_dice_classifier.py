"""Trains the dice face classifier (32x32 BGR crop -> face value 0-6 or "no die") and exports
it to ONNX for OpenCV's dnn module. Reproducible (fixed seeds), CPU only, a few minutes.

  /usr/bin/python3 vision/training/dice/train_dice_classifier.py \
      --data ../shared/datasets/dice-real-dev/train datasets/dice/dev \
      --out vision/models/dice_faces.onnx

Only training splits go in (real train/, rendered dev/); valid/ and test/ stay held back.
Debian packages: python3-torch python3-onnx python3-opencv python3-numpy."""
import argparse
import os
import sys

import cv2
import numpy as np
import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dice_crops import CROP_PX, NONE, crop, images_in, labelled_dice, sample_crops  # noqa: E402


class DiceFaceNet(nn.Module):
    def __init__(self, classes=8):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(32, 64, 3, padding=1), nn.BatchNorm2d(64), nn.ReLU(), nn.MaxPool2d(2))
        self.head = nn.Sequential(nn.Linear(64 * 5 * 5, 64), nn.ReLU(), nn.Dropout(0.2), nn.Linear(64, classes))

    def forward(self, x):
        return self.head(torch.flatten(self.features(x), 1))


def photometric(batch, rng):
    """Brightness/contrast/colour-cast jitter, blur and noise on uint8 BGR crops."""
    out = batch.astype(np.float32)
    n = len(out)
    gain = rng.uniform(0.6, 1.3, (n, 1, 1, 1)) * rng.uniform(0.85, 1.15, (n, 1, 1, 3))
    out = out * gain + rng.uniform(-25, 25, (n, 1, 1, 1))
    out += rng.normal(0, rng.uniform(0, 6), out.shape)
    blur = rng.random(n) < 0.3
    for i in np.where(blur)[0]:
        out[i] = cv2.GaussianBlur(out[i], (0, 0), rng.uniform(0.4, 1.0))
    return np.clip(out, 0, 255)


def hard_negatives(finder, image, dice, rng, per_peak=4):
    """Crops at the finder's peaks (score >= 0.2) more than a face side from every labelled die
    (keyboard keys, cable plugs, labels...), jittered like the die crops, class "no die"."""
    from check_detector import find
    xs, ys = [], []
    sides = [d[3] for d in dice] or [image.shape[1] / 15.0]
    for _, px, py, side in find(finder, image, 0.2):
        if any(np.hypot(px - cx, py - cy) < 1.0 * max(s, side) for _, cx, cy, s in dice):
            continue
        side = side if 0.5 * min(sides) < side < 2 * max(sides) else float(np.median(sides))
        for _ in range(per_peak):
            c = crop(image, px + rng.uniform(-0.15, 0.15) * side, py + rng.uniform(-0.15, 0.15) * side,
                     side * rng.uniform(0.85, 1.2))
            xs.append(np.rot90(c, rng.integers(4)).copy())
            ys.append(NONE)
    return xs, ys


def to_tensor(batch):
    # Same scaling as FaceClassifier.cpp: blobFromImages(crops, 1/255).
    return torch.from_numpy(np.ascontiguousarray(batch.transpose(0, 3, 1, 2) / 255.0)).float()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", nargs="+", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--crops-per-die", type=int, default=8)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--hard-negatives", metavar="FINDER_ONNX",
                    help="also learn 'no die' from the dice finder's peaks far from every labelled die")
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    rng = np.random.default_rng(args.seed)

    finder = cv2.dnn.readNetFromONNX(args.hard_negatives) if args.hard_negatives else None
    xs, ys = [], []
    for path in images_in(args.data):
        image = cv2.imread(path)
        dice = labelled_dice(path, image.shape)
        x, y = sample_crops(image, dice, rng, args.crops_per_die, 2 * args.crops_per_die)
        xs += x
        ys += y
        if finder is not None:
            x, y = hard_negatives(finder, image, dice, rng)
            xs += x
            ys += y
    x_all, y_all = np.stack(xs), np.array(ys)
    print("crops", len(y_all), "per class", np.bincount(y_all, minlength=8).tolist(), flush=True)

    # Balance: the loss weighs each class by the inverse of its frequency.
    counts = np.bincount(y_all, minlength=8).astype(np.float32)
    weights = torch.from_numpy(counts.sum() / np.maximum(counts, 1) / 8)
    model = DiceFaceNet()
    opt = torch.optim.Adam(model.parameters(), lr=2e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=args.epochs * (len(y_all) // 128 + 1))
    loss_fn = nn.CrossEntropyLoss(weight=weights)
    for epoch in range(args.epochs):
        model.train()
        order = rng.permutation(len(y_all))
        total, correct, loss_sum = 0, 0, 0.0
        for start in range(0, len(order), 128):
            idx = order[start:start + 128]
            xb = to_tensor(photometric(x_all[idx], rng))
            yb = torch.from_numpy(y_all[idx]).long()
            opt.zero_grad()
            logits = model(xb)
            loss = loss_fn(logits, yb)
            loss.backward()
            opt.step()
            sched.step()
            loss_sum += float(loss) * len(idx)
            correct += int((logits.argmax(1) == yb).sum())
            total += len(idx)
        print("epoch %d loss %.4f train acc %.4f" % (epoch, loss_sum / total, correct / total), flush=True)

    model.eval()
    dummy = torch.zeros(1, 3, CROP_PX, CROP_PX)
    torch.onnx.export(model, dummy, args.out, opset_version=11, input_names=["crops"], output_names=["logits"],
                      dynamic_axes={"crops": {0: "batch"}, "logits": {0: "batch"}})
    print("wrote", args.out, os.path.getsize(args.out), "bytes")


if __name__ == "__main__":
    main()
