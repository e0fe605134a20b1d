"""Trains the card view net of stage 2 (the orientation choice, vision/src/CardViewNet.cpp): a
tiny CNN that looks at the card rectified from an outline's corners (TL, TR, BR, BL of the
cab-left frame) to 64 x 40 pixels (8 per cell; card_view() below, the same in C++) and says
whether the card is the right way round (cab left) or turned half round: one logit. The wheels
along the bottom edge (GridFit's other cue) are mimicked by round things in some arts (glints,
planets); the net sees the whole card: the cab, the bed's place, the wheels.

Data: rendered truck scenes (NAME.json with `card_corners`, and the photo). Each scene gives
the view from its true corners (label 1) and from the corners turned half round (label 0; with
--quarters also a quarter either way),
each corner moved at random by up to ~2 % of the card diagonal, `--jitters` times. Never the
held-out split (datasets/trucks/test, test32_*).
Reproducible (fixed seeds), CPU, one thread. Exports ONNX (opset 11) for OpenCV's dnn.
Debian packages: python3-torch python3-onnx python3-opencv python3-numpy.

THE COMMITTED MODEL (vision/models/card_view_net.onnx, twenty-third round, candidate v2 in
/work/render/cf23/m; 68,656 training views of 4,291 scenes, 15 epochs, ~5 min on one thread):

    R=/work/render; D=/work/render/decision
    OMP_NUM_THREADS=1 /usr/bin/python3 vision/training/orientation/train_orientation_net.py \\
      --data datasets/trucks/dev $R/test3 $D/test5 $D/test6 $D/test7 $D/test8 $D/test10 \\
             $D/test11 $D/test12 $D/test13 $D/test14 $D/test15 $D/test16 $D/test17 $D/test18 \\
             $R/train-random $R/rt-a $R/r5-a $R/patterned-a $R/sticks-v3-a \\
             $R/snr/fp-tiles-a $R/snr/fp-train-white $R/snr/lookalike $R/snr/lookalike2 \\
             $R/snr/patterned $R/snr/random $R/snr/sticks $R/snr/sticks2 $R/snr/tiles \\
             $R/snr/train $R/snr/train2 $R/snr/white $R/snr/white2 \\
      --check $D/test19 $D/test20 $D/test21 $D/test4 $D/test9 \\
      --quarters --epochs 15 --out vision/models/card_view_net.onnx

(Run twice, the second time beside other work: byte-identical ONNX. The retired held-out
splits by scripts/decision_sets.py make; the renders by their recipes in
datasets/trucks/README.md and, for snr/*, train_stick_net.py's docstring. test4, test9,
test19-test21 and the five decision renders are never trained on: the decisions are taken on
them.) From the true corners every check scene's view is told from its half-turned view, right
way round by the sign alone (test19, test20, test21, test4, test9: 1.0000). Candidates: v1
without --quarters, 30 epochs (the same whole-photo results, five wrong orientations); v3 width 8
(144 KB, ~0.25 ms cheaper, six). Numbers of the whole pipeline in vision/README.md, twenty-third
round.
"""
import argparse
import glob
import json
import os
import random

import cv2
import numpy as np
import torch
import torch.nn as nn

VIEW_W, VIEW_H = 64, 40  # 8 x 5 cells at 8 pixels a cell
WARP_W, WARP_H = 128, 80  # rectified at twice the size, then shrunk by area (no aliasing)
WHITE_PERCENTILE = 95


def card_view(photo, corners):
    """The card rectified from its corners to VIEW_W x VIEW_H, each channel divided by its own
    95th percentile (the card white: light and white balance cancel), minus 0.5; CHW float32."""
    src = np.float32(corners)
    dst = np.float32([[0, 0], [WARP_W, 0], [WARP_W, WARP_H], [0, WARP_H]])
    big = cv2.warpPerspective(photo, cv2.getPerspectiveTransform(src, dst), (WARP_W, WARP_H),
                              flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    view = cv2.resize(big, (VIEW_W, VIEW_H), interpolation=cv2.INTER_AREA).astype(np.float32)
    out = np.empty((3, VIEW_H, VIEW_W), np.float32)
    for c in range(3):
        flat = np.sort(view[:, :, c].ravel())
        white = max(flat[int(len(flat) * WHITE_PERCENTILE / 100)], 1.0)
        out[c] = view[:, :, c] / white - 0.5
    return out


class CardViewNet(nn.Module):
    def __init__(self, width=16):
        super().__init__()
        a, b, c = width, 2 * width, 3 * width
        self.features = nn.Sequential(
            nn.Conv2d(3, a, 3, stride=2, padding=1), nn.BatchNorm2d(a), nn.ReLU(),   # 32 x 20
            nn.Conv2d(a, b, 3, stride=2, padding=1), nn.BatchNorm2d(b), nn.ReLU(),   # 16 x 10
            nn.Conv2d(b, c, 3, stride=2, padding=1), nn.BatchNorm2d(c), nn.ReLU())   # 8 x 5
        self.head = nn.Sequential(nn.Flatten(), nn.Dropout(0.3), nn.Linear(c * 5 * 8, 32),
                                  nn.ReLU(), nn.Linear(32, 1))

    def forward(self, x):
        return self.head(self.features(x))


def scenes_in(folder):
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        base = os.path.basename(path)
        assert not base.startswith("test32_"), path  # the held-out split
        with open(path) as f:
            truth = json.load(f)
        if "card_corners" not in truth:
            continue
        yield os.path.join(folder, truth["image"]), truth["card_corners"]


def views(folders, jitters, rng, quarters=False):
    xs, ys = [], []
    for folder in folders:
        real = os.path.realpath(folder)
        assert real != os.path.realpath(os.path.join(os.path.dirname(__file__), "../../../datasets/trucks/test")), folder
        count = 0
        for image, corners in scenes_in(folder):
            photo = cv2.imread(image)
            if photo is None:
                continue
            corners = np.float64(corners)
            diag = np.linalg.norm(corners[0] - corners[2])
            for j in range(jitters):
                moved = corners + (rng.uniform(-1, 1, corners.shape) * 0.02 * diag if j else 0)
                xs.append(card_view(photo, moved)); ys.append(1.0)
                xs.append(card_view(photo, np.roll(moved, 2, axis=0))); ys.append(0.0)
                if quarters:
                    xs.append(card_view(photo, np.roll(moved, 1, axis=0))); ys.append(0.0)
                    xs.append(card_view(photo, np.roll(moved, 3, axis=0))); ys.append(0.0)
            count += 1
        print(f"{folder}: {count} scenes", flush=True)
    return np.stack(xs), np.float32(ys)


def augment(x, gen):
    """Light and white balance the percentile division leaves over, and sensor noise."""
    gain = 1.0 + 0.15 * (torch.rand(x.shape[0], 3, 1, 1, generator=gen) * 2 - 1)
    return (x + 0.5) * gain - 0.5 + 0.02 * torch.randn(x.shape, generator=gen)


def accuracy(net, x, y):
    net.eval()
    with torch.no_grad():
        logits = torch.cat([net(torch.from_numpy(x[i:i + 512])) for i in range(0, len(x), 512)])
    right = ((logits.squeeze(1) > 0).float() == torch.from_numpy(y)).float()
    # a scene's pair (true, half-turned) is told apart when the true view's logit is higher
    pairs = (logits[0::2] > logits[1::2]).float().mean().item()
    return right.mean().item(), pairs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", nargs="+", required=True)
    ap.add_argument("--check", nargs="*", default=[])
    ap.add_argument("--out", required=True)
    ap.add_argument("--jitters", type=int, default=4)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--quarters", action="store_true",
                    help="the views turned a quarter either way are wrong ones too")
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    rng = np.random.default_rng(args.seed)
    x, y = views(args.data, args.jitters, rng, args.quarters)
    checks = {c: views([c], 1, rng) for c in args.check}
    print(f"{len(x)} training views", flush=True)
    net = CardViewNet(args.width)
    opt = torch.optim.Adam(net.parameters(), lr=2e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, epochs=args.epochs,
                                                steps_per_epoch=(len(x) + 127) // 128)
    gen = torch.Generator().manual_seed(args.seed)
    xt, yt = torch.from_numpy(x), torch.from_numpy(y)
    loss_fn = nn.BCEWithLogitsLoss()
    for epoch in range(args.epochs):
        net.train()
        order = torch.randperm(len(x), generator=gen)
        total = 0.0
        for i in range(0, len(x), 128):
            idx = order[i:i + 128]
            loss = loss_fn(net(augment(xt[idx], gen)).squeeze(1), yt[idx])
            opt.zero_grad(); loss.backward(); opt.step(); sched.step()
            total += loss.item() * len(idx)
        line = f"epoch {epoch:2d} loss {total / len(x):.4f}"
        if epoch % 5 == 4 or epoch == args.epochs - 1:
            for name, (cx, cy) in checks.items():
                acc, pairs = accuracy(net, cx, cy)
                line += f"  {os.path.basename(name)} {acc:.4f} pairs {pairs:.4f}"
        print(line, flush=True)
    net.eval()
    torch.onnx.export(net, torch.zeros(1, 3, VIEW_H, VIEW_W), args.out, opset_version=11,
                      input_names=["view"], output_names=["logit"],
                      dynamic_axes={"view": {0: "n"}, "logit": {0: "n"}})
    print("wrote", args.out, os.path.getsize(args.out), "bytes")


if __name__ == "__main__":
    main()
