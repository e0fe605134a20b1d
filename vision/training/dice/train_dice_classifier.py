"""Trains the dice face classifier (40x40 BGR crop -> face value 0-6 or "no die") and exports
it to ONNX for OpenCV's dnn module. Reproducible (fixed seeds, one thread), CPU only, ~20 minutes.

  cd datasets && nice -n 12 /usr/bin/python3 -m scenegen.generate_dice --split dev --count 40 \
      --start 300 --out /work/render/dice-cls-a --seed 11
  cd datasets && nice -n 12 /usr/bin/python3 -m scenegen.generate_dice --split dev --count 60 \
      --start 400 --out /work/render/dice-cls-b --seed 12
  nice -n 5 /usr/bin/python3 vision/training/dice/train_dice_classifier.py \
      --data ../shared/datasets/dice-real-dev/train datasets/dice/dev datasets/dice/train \
             /work/render/dice-cls-b \
      --calib /work/render/dice-cls-a --calib-every 5 \
      --hard-negatives vision/models/dice_finder.onnx --refiner vision/models/dice_centre.onnx \
      --flips --out vision/models/dice_faces.onnx

(--refiner and --flips since 2026-11-22, dice-v3: chosen on fold 0 of make_folds.py and fresh
renders, docs/dice-recognition.md; ~40 minutes on the loaded machine.)

Fine-tuning an exported classifier (--init; dice-v4: the candidate faces_c2.onnx, not adopted,
docs/dice-recognition.md; ~45 minutes on the loaded machine):

  nice -n 5 /usr/bin/python3 vision/training/dice/train_dice_classifier.py \
      --data ../shared/datasets/dice-real-dev/train datasets/dice/dev datasets/dice/train \
             /work/render/dice-cls-b /work/render/dice-v2-a \
      --calib /work/render/dice-cls-a --calib-every 5 \
      --hard-negatives vision/models/dice_finder.onnx --refiner vision/models/dice_centre.onnx \
      --flips --init vision/models/dice_faces.onnx --epochs 4 --max-lr 1e-3 --threads 2 \
      --out /work/render/dice-v4-models/faces_c2.onnx

The classifier shipped from dice-v5 to dice-v6 (2026-11-22, session 11; c3) is that fine-tune
with light-pip renders added (`generate_dice --light-pips`, datasets/dice/README.md;
dice-v5-a-train holds links to its scenes dev_0900-0940, the ones finished when the training
started), 5 epochs; T = 0.956; ~36 minutes on the loaded machine (load average 9-15):

  nice -n 5 /usr/bin/python3 vision/training/dice/train_dice_classifier.py \
      --data ../shared/datasets/dice-real-dev/train datasets/dice/dev datasets/dice/train \
             /work/render/dice-cls-b /work/render/dice-v2-a /work/render/dice-v5-a-train \
      --calib /work/render/dice-cls-a --calib-every 5 \
      --hard-negatives vision/models/dice_finder.onnx --refiner vision/models/dice_centre.onnx \
      --flips --init vision/models/dice_faces.onnx --epochs 5 --max-lr 1e-3 --threads 2 \
      --out /work/render/dice-v5-models/faces_c3.onnx

(--init is the classifier shipped before it, git show 3037d00:vision/models/dice_faces.onnx.)

The shipped classifier since dice-v7 (2026-11-27, session 13) has a strided first convolution
(--first-stride 2: no max-pool after it; ~29 % fewer instructions a crop than c3's net) and
is trained from scratch, 30 epochs, on all the data c3 saw (dice-v5-a-train re-rendered with
its command in datasets/dice/README.md: the same 41 scenes, 724 dice), with crops where the
dice-v6 finder (patch4x) and the centre refiner put them; T = 1.461; ~15 minutes at load
average 3-4:

  nice -n 10 /usr/bin/python3 vision/training/dice/train_dice_classifier.py \
      --data ../shared/datasets/dice-real-dev/train datasets/dice/dev datasets/dice/train \
             /work/render/dice-cls-b /work/render/dice-v2-a /work/render/dice-v5-a-train \
      --calib /work/render/dice-cls-a --calib-every 5 \
      --hard-negatives vision/models/dice_finder.onnx --refiner vision/models/dice_centre.onnx \
      --flips --first-stride 2 --epochs 30 --out vision/models/dice_faces.onnx

(--hard-negatives is the finder committed with it, git show 3561463:vision/models/dice_finder.onnx.)

The second classifier since dice-v9 (vision/models/dice_faces_2.onnx, the reader's second
opinion on dice the first reads below 0.8; docs/dice-recognition.md) is the same command with
--seed 8 (T = 1.305; trained in dice-v8 as /work/render/dice-v8-models/faces_c40-seed8.onnx).

Only training splits go in (real train/, rendered dev/, train/ and renders of the dev tables);
real valid/ and rendered test/ stay held back. Every `--calib-every`-th image of the --data
folders and all --calib folders are kept out of training: the softmax temperature is fitted
on them (crops where the dice finder puts them) and folded into the last layer, so the C++
side reads calibrated probabilities with no change.
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
    def __init__(self, classes=8, width=12, first_stride=1):
        super().__init__()
        w = width
        # A strided first convolution instead of conv + pool: about half the work.
        first = [nn.Conv2d(3, w, 3, padding=1, stride=2), nn.BatchNorm2d(w), nn.ReLU()] if first_stride == 2 else [
            nn.Conv2d(3, w, 3, padding=1), nn.BatchNorm2d(w), nn.ReLU(), nn.MaxPool2d(2)]
        self.features = nn.Sequential(
            *first,
            nn.Conv2d(w, 2 * w, 3, padding=1), nn.BatchNorm2d(2 * w), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(2 * w, 4 * w, 3, padding=1), nn.BatchNorm2d(4 * w), nn.ReLU(), nn.MaxPool2d(2))
        self.head = nn.Sequential(nn.Linear(4 * w * 5 * 5, 64), nn.ReLU(), nn.Dropout(0.2), nn.Linear(64, classes))

    def forward(self, x):
        return self.head(torch.flatten(self.features(x), 1))


def load_onnx_weights(model, path):
    """Starts from an exported classifier of the same net: its convolutions (batch norms folded
    in by the export) and head; the batch norms become identities and stay frozen."""
    import onnx
    from onnx import numpy_helper
    graph = onnx.load(path).graph
    weights = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in graph.initializer}
    convs = [n.input[1:] for n in graph.node if n.op_type == "Conv"]
    with torch.no_grad():
        layers = [m for m in model.features if isinstance(m, nn.Conv2d)]
        norms = [m for m in model.features if isinstance(m, nn.BatchNorm2d)]
        for conv, norm, (w, b) in zip(layers, norms, convs):
            conv.weight.copy_(weights[w])
            conv.bias.copy_(weights[b])
            norm.weight.fill_(1)
            norm.bias.zero_()
            norm.running_mean.zero_()
            norm.running_var.fill_(1 - norm.eps)
            for p in norm.parameters():
                p.requires_grad_(False)
        for name, p in model.head.named_parameters():
            p.copy_(weights["head." + name])


def photometric(batch, rng):
    """Brightness/contrast/colour-cast jitter, flattened contrast (faint pips: light pips on
    white and grey faces), gamma, blur, noise and JPEG on uint8 BGR crops."""
    out = batch.astype(np.float32)
    n = len(out)
    gain = rng.uniform(0.6, 1.3, (n, 1, 1, 1)) * rng.uniform(0.85, 1.15, (n, 1, 1, 3))
    out = out * gain + rng.uniform(-25, 25, (n, 1, 1, 1))
    flat = rng.random(n) < 0.3
    mean = out.mean(axis=(1, 2, 3), keepdims=True)
    k = np.where(flat[:, None, None, None], rng.uniform(0.45, 1.0, (n, 1, 1, 1)), 1.0)
    out = mean + (out - mean) * k
    gamma = rng.uniform(0.7, 1.4, (n, 1, 1, 1))
    out = 255.0 * (np.clip(out, 0, 255) / 255.0) ** gamma
    out += rng.normal(0, 1, out.shape) * rng.uniform(0, 6, (n, 1, 1, 1))
    for i in np.where(rng.random(n) < 0.35)[0]:
        out[i] = cv2.GaussianBlur(out[i], (0, 0), rng.uniform(0.4, 1.2))
    out = np.clip(out, 0, 255)
    for i in np.where(rng.random(n) < 0.25)[0]:
        ok, buf = cv2.imencode(".jpg", out[i].astype(np.uint8), [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(40, 90))])
        out[i] = cv2.imdecode(buf, cv2.IMREAD_COLOR)
    return out


def matched_peaks(finder, image, dice, min_score=0.2):
    """The finder's peaks: (labelled die or None, peak) pairs, a die matched within half a side.
    `finder` is (net, input size) or (net, input size, centre refiner net): the peaks are then
    moved as the reader's centre refiner moves them."""
    from check_detector import find, refine
    net, size = finder[:2]
    peaks = find(net, image, min_score, size=size)
    if len(finder) > 2:
        peaks = refine(finder[2], image, peaks)
    out = []
    for _, px, py, side in peaks:
        best = None
        for die in dice:
            d = np.hypot(px - die[1], py - die[2])
            if d < 0.5 * die[3] and (best is None or d < best[0]):
                best = (d, die)
        near = any(np.hypot(px - cx, py - cy) < 1.0 * max(s, side) for _, cx, cy, s in dice)
        out.append((best[1] if best else None, near, px, py, side))
    return out


def finder_crops(finder, image, dice, rng, per_peak=4, jitter=0.15):
    """Crops where the finder puts them: on a labelled die (its value, the finder's centre and
    side), or far from every die (keyboard keys, cable plugs, labels...: "no die"). Peaks
    near a die but not on it are left out (side faces: either answer may be right)."""
    xs, ys = [], []
    sides = [d[3] for d in dice] or [image.shape[1] / 15.0]
    for die, near, px, py, side in matched_peaks(finder, image, dice):
        if die is None and near:
            continue
        side = side if 0.5 * min(sides) < side < 2 * max(sides) else float(np.median(sides))
        label = die[0] if die is not None else NONE
        for _ in range(per_peak):
            if jitter > 0:
                c = crop(image, px + rng.uniform(-jitter, jitter) * side, py + rng.uniform(-jitter, jitter) * side,
                         side * rng.uniform(0.85, 1.2))
                c = np.rot90(c, rng.integers(4)).copy()
            else:
                c = crop(image, px, py, side)
            xs.append(c)
            ys.append(label)
    return xs, ys


def to_tensor(batch):
    # Same scaling as FaceClassifier.cpp: blobFromImages(crops, 1/255).
    return torch.from_numpy(np.ascontiguousarray(batch.transpose(0, 3, 1, 2) / 255.0)).float()


def logits_of(model, x):
    model.eval()
    with torch.no_grad():
        return torch.cat([model(to_tensor(x[i:i + 512])) for i in range(0, len(x), 512)])


def fit_temperature(logits, labels):
    """Softmax temperature minimising the negative log-likelihood (grid, then refined)."""
    y = torch.from_numpy(labels).long()
    nll = lambda t: float(nn.functional.cross_entropy(logits / t, y))
    grid = np.exp(np.linspace(np.log(0.3), np.log(5.0), 200))
    return float(grid[int(np.argmin([nll(t) for t in grid]))])


def report(name, logits, labels):
    p = torch.softmax(logits, 1).numpy()
    pred = p.argmax(1)
    sure = p.max(1)
    wrong = pred != labels
    line = "%s: n %d acc %.4f" % (name, len(labels), 1 - wrong.mean())
    for t in (0.8, 0.9, 0.98):
        line += " | >=%.2f: %d (%d wrong)" % (t, int((sure >= t).sum()), int((wrong & (sure >= t)).sum()))
    print(line, flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", nargs="+", required=True)
    ap.add_argument("--calib", nargs="*", default=[], help="folders only for the temperature")
    ap.add_argument("--calib-every", type=int, default=0, help="every N-th --data image is for the temperature")
    ap.add_argument("--out", required=True)
    ap.add_argument("--epochs", type=int, default=14)
    ap.add_argument("--width", type=int, default=12)
    ap.add_argument("--first-stride", type=int, choices=[1, 2], default=1)
    ap.add_argument("--crops-per-die", type=int, default=8)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--hard-negatives", metavar="FINDER_ONNX", required=True,
                    help="the dice finder: crops where it finds dice (value) and 'no die' far from them")
    ap.add_argument("--flips", action="store_true",
                    help="mirror half of the training crops (a mirrored face shows the same value)")
    ap.add_argument("--refiner", metavar="CENTRE_ONNX",
                    help="the centre refiner (train_dice_centre.py): finder crops where it moves them")
    ap.add_argument("--threads", type=int, default=1, help="torch threads (2 gives other results than 1)")
    ap.add_argument("--init", metavar="FACES_ONNX", help="fine-tune this exported classifier (same net)")
    ap.add_argument("--max-lr", type=float, default=3e-3)
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    cv2.setNumThreads(1)
    rng = np.random.default_rng(args.seed)

    from check_detector import input_size
    # The finder runs at its own input size, as DiceDetector.cpp runs it (the net is fully
    # convolutional: at another size it would see the dice larger or smaller than it learned).
    finder = (cv2.dnn.readNetFromONNX(args.hard_negatives), input_size(args.hard_negatives))
    if args.refiner:
        finder += (cv2.dnn.readNetFromONNX(args.refiner),)
    print("finder input", finder[1], flush=True)
    xs, ys, cx, cy = [], [], [], []
    for folder in args.data:
        for k, path in enumerate(images_in([folder])):
            image = cv2.imread(path)
            dice = labelled_dice(path, image.shape)
            if args.calib_every and k % args.calib_every == 0:
                x, y = finder_crops(finder, image, dice, rng, per_peak=1, jitter=0)
                cx += x
                cy += y
                continue
            x, y = sample_crops(image, dice, rng, args.crops_per_die, 2 * args.crops_per_die)
            xs += x
            ys += y
            x, y = finder_crops(finder, image, dice, rng)
            xs += x
            ys += y
    for path in images_in(args.calib):
        image = cv2.imread(path)
        x, y = finder_crops(finder, image, labelled_dice(path, image.shape), rng, per_peak=1, jitter=0)
        cx += x
        cy += y
    x_all, y_all = np.stack(xs), np.array(ys)
    print("crops", len(y_all), "per class", np.bincount(y_all, minlength=8).tolist(), flush=True)
    if cy:
        print("calibration crops", len(cy), "per class", np.bincount(cy, minlength=8).tolist(), flush=True)

    # Balance: the loss weighs each class by the inverse of its frequency.
    counts = np.bincount(y_all, minlength=8).astype(np.float32)
    weights = torch.from_numpy(counts.sum() / np.maximum(counts, 1) / 8)
    model = DiceFaceNet(width=args.width, first_stride=args.first_stride)
    if args.init:
        load_onnx_weights(model, args.init)
    opt = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=2e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.max_lr, total_steps=args.epochs * (len(y_all) // 128 + 1))
    loss_fn = nn.CrossEntropyLoss(weight=weights)
    for epoch in range(args.epochs):
        model.train()
        if args.init:  # the folded batch norms stay identities
            for m in model.features:
                if isinstance(m, nn.BatchNorm2d):
                    m.eval()
        order = rng.permutation(len(y_all))
        total, correct, loss_sum = 0, 0, 0.0
        for start in range(0, len(order), 128):
            idx = order[start:start + 128]
            xb = photometric(x_all[idx], rng)
            if args.flips:
                mirror = rng.random(len(idx)) < 0.5
                xb[mirror] = xb[mirror][:, :, ::-1]
            xb = to_tensor(xb)
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
    if cy:
        x_cal, y_cal = np.stack(cx), np.array(cy)
        logits = logits_of(model, x_cal)
        report("calibration crops, T=1", logits, y_cal)
        t = fit_temperature(logits, y_cal)
        report("calibration crops, T=%.3f" % t, logits / t, y_cal)
        with torch.no_grad():
            last = model.head[-1]
            last.weight /= t
            last.bias /= t
    dummy = torch.zeros(1, 3, CROP_PX, CROP_PX)
    torch.onnx.export(model, dummy, args.out, opset_version=11, input_names=["crops"], output_names=["logits"],
                      dynamic_axes={"crops": {0: "batch"}, "logits": {0: "batch"}})
    print("wrote", args.out, os.path.getsize(args.out), "bytes")


if __name__ == "__main__":
    main()
