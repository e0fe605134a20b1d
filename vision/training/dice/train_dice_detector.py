"""Trains the dice finder: a small fully convolutional net that looks at the frame shrunk to
320x240 and predicts, every 4 input pixels, a die-centre heatmap, the top face's side, the
sub-cell centre offset and the face's turn (cos 4a, sin 4a). Exports ONNX for OpenCV's dnn
(vision/src/dice/DiceDetector.cpp). Reproducible (fixed seeds), CPU only.

  nice -n 5 /usr/bin/python3 vision/training/dice/train_dice_detector.py \
      --data ../shared/datasets/dice-real-dev/train datasets/dice/dev datasets/dice/train \
      --stem patch4x --epochs 90 --out vision/models/dice_finder.onnx

(since dice-v6; ~20 min beside other jobs on the 2-core Zen 5 machine.) `--stem patch4x`: a
4x4 stride-4 convolution and a 1x1 one replace the two full-resolution 3x3 stages (a third of
the net's time in OpenCV's dnn); the rest of the net, the data and the seed are as before.
The finder before dice-v6 (git show 84ddb7f:vision/models/dice_finder.onnx) was the same
command without `--stem patch4x --epochs 90` (plain stem, 60 epochs).
`--init FINDER_ONNX --stem-epochs N [--distill W]` starts every later stage from an exported
finder and first fits the new stem to its features (tried in dice-v6, not kept: it found fewer
dice than the stem trained from scratch; docs/dice-recognition.md).

Only training splits go in (real train/, rendered dev/ and train/); valid/ and test/ stay
held back. The smaller finders tried (docs/dice-recognition.md, "Tried, not kept") add e.g.
`--input-width 192 --input-height 144 --crop-width 96 --crop-height 80` (or `--stride 2`; ~15-20
min on the loaded machine); train_dice_classifier.py then cuts its crops where such a finder
puts them (it runs the finder at the finder's own input size).

`--arch lite` (DiceFinderNetLite, ~3x cheaper in OpenCV's dnn, same input and outputs) was
tried in the dice-speed round and not kept: it finds fewer dice (docs/dice-recognition.md,
"Speed round"). Its runs, ~70 min each on the loaded machine:

  nice -n 5 /usr/bin/python3 vision/training/dice/train_dice_detector.py --arch lite --epochs 30 \
      --data ../shared/datasets/dice-real-dev/train datasets/dice/dev datasets/dice/train \
      --out /work/render/dice-speed-models/finder_lite.onnx
  (the same with --data /work/render/dice-v3-folds/f0-train datasets/dice/dev datasets/dice/train
   --out /work/render/dice-speed-models/finder_lite_f0.onnx for fold 0) Debian packages: python3-torch python3-onnx python3-opencv python3-numpy."""
import argparse
import json
import math
import os
import sys

import cv2
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dice_crops import images_in  # noqa: E402

IN_W, IN_H, STRIDE = 320, 240, 4
OUT_W, OUT_H = IN_W // STRIDE, IN_H // STRIDE


def set_input_size(width, height, stride=4):
    """The network input the frame is shrunk to and the output step; every scale of the
    training follows them."""
    global IN_W, IN_H, OUT_W, OUT_H, STRIDE
    assert width % 16 == 0 and height % 16 == 0, "the net halves the input four times"
    assert stride in (2, 4)
    IN_W, IN_H, STRIDE = width, height, stride
    OUT_W, OUT_H = IN_W // STRIDE, IN_H // STRIDE


def conv(cin, cout, stride=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU())


class DiceFinderNet(nn.Module):
    """Outputs 6 maps at 1/STRIDE of the input: heat (sigmoid), log side/STRIDE, dx, dy, cos 4a, sin 4a.
    stem "patch4" (dice-v6): one 4x4 stride-4 convolution replaces the two full-resolution 3x3
    stages s2 and s4 (a third of the net's time in OpenCV's dnn); the rest is unchanged."""

    def __init__(self, width=1.0, stem="plain", channels=None, s8_convs=2, separable_merge=False):
        super().__init__()
        c2, c4, c8, c16, m4 = (max(4, int(round(c * width))) for c in (16, 24, 32, 48, 16))
        stem_ch = 32
        if channels:  # dicefast: every width set by hand (patch4x stem's first conv, c4, c8, c16, m4)
            stem_ch, c4, c8, c16, m4 = channels
        if stem in ("patch4", "patch4x"):
            assert STRIDE == 4, "the patch stem has no stride-2 features"
            self.s2 = nn.Identity()
            if stem == "patch4":
                self.s4 = nn.Sequential(nn.Conv2d(3, c4, 4, 4, bias=False), nn.BatchNorm2d(c4), nn.ReLU())
            else:  # then a 1x1 convolution: one more non-linearity for little work
                self.s4 = nn.Sequential(nn.Conv2d(3, stem_ch, 4, 4, bias=False), nn.BatchNorm2d(stem_ch), nn.ReLU(),
                                        nn.Conv2d(stem_ch, c4, 1, bias=False), nn.BatchNorm2d(c4), nn.ReLU())
        else:
            self.s2 = conv(3, c2, 2)
            self.s4 = conv(c2, c4, 2)
        self.s8 = nn.Sequential(conv(c4, c8, 2), *[conv(c8, c8) for _ in range(s8_convs - 1)])
        self.s16 = nn.Sequential(conv(c8, c16, 2), conv(c16, c16), conv(c16, c16))
        self.up16 = nn.Conv2d(c16, c8, 1)
        merge = separable if separable_merge else conv  # dicefast: depthwise-separable m8, m4
        self.m8 = merge(c8, c8)
        self.up8 = nn.Conv2d(c8, m4, 1)
        self.lat4 = nn.Conv2d(c4, m4, 1)
        self.m4 = merge(m4, m4)
        # Stride 2 (small inputs): the maps go up once more, with the first stage's features.
        self.fine = STRIDE == 2
        if self.fine:
            m2 = max(4, int(round(8 * width)))
            self.up4 = nn.Conv2d(m4, m2, 1)
            self.lat2 = nn.Conv2d(c2, m2, 1)
            self.m2 = conv(m2, m2)
            m4 = m2
        self.head = nn.Conv2d(m4, 6, 1)
        nn.init.constant_(self.head.bias[:1], -2.19)  # heat starts near 0.1 (CenterNet)

    def forward(self, x):
        f2 = self.s2(x)
        f4 = self.s4(f2)
        f8 = self.s8(f4)
        f16 = self.s16(f8)
        m8 = self.m8(f8 + F.interpolate(self.up16(f16), scale_factor=2.0, mode="nearest"))
        m4 = self.m4(self.lat4(f4) + F.interpolate(self.up8(m8), scale_factor=2.0, mode="nearest"))
        if self.fine:
            m4 = self.m2(self.lat2(f2) + F.interpolate(self.up4(m4), scale_factor=2.0, mode="nearest"))
        out = self.head(m4)
        return torch.cat([torch.sigmoid(out[:, :1]), out[:, 1:]], 1)


def separable(cin, cout, stride=1):
    """Depthwise 3x3 then pointwise 1x1 (MobileNet): a fraction of a full 3x3 conv's cost."""
    return nn.Sequential(nn.Conv2d(cin, cin, 3, stride, 1, groups=cin, bias=False), nn.BatchNorm2d(cin), nn.ReLU(),
                         nn.Conv2d(cin, cout, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU())


class DiceFinderNetLite(nn.Module):
    """The same six maps at 1/4 of the input from a cheaper net (`--arch lite`): one 4x4 stride-4
    conv replaces the two full-resolution stages (OpenCV's dnn spends most of the time on the
    three-channel first layer), and every later 3x3 conv is depthwise-separable. ~3x faster
    than DiceFinderNet in OpenCV's dnn at 320x240 on one core."""

    def __init__(self, width=1.0):
        super().__init__()
        assert STRIDE == 4, "the lite finder outputs at stride 4"
        c4, c8, c16, m4 = (max(4, int(round(c * width))) for c in (24, 48, 64, 16))
        self.s4 = nn.Sequential(nn.Conv2d(3, c4, 4, 4, bias=False), nn.BatchNorm2d(c4), nn.ReLU())
        self.s8 = nn.Sequential(separable(c4, c8, 2), separable(c8, c8))
        self.s16 = nn.Sequential(separable(c8, c16, 2), separable(c16, c16), separable(c16, c16))
        self.up16 = nn.Conv2d(c16, c8, 1)
        self.m8 = separable(c8, c8)
        self.up8 = nn.Conv2d(c8, m4, 1)
        self.lat4 = nn.Conv2d(c4, m4, 1)
        self.m4 = separable(m4, m4)
        self.head = nn.Conv2d(m4, 6, 1)
        nn.init.constant_(self.head.bias[:1], -2.19)

    def forward(self, x):
        f4 = self.s4(x)
        f8 = self.s8(f4)
        f16 = self.s16(f8)
        m8 = self.m8(f8 + F.interpolate(self.up16(f16), scale_factor=2.0, mode="nearest"))
        m4 = self.m4(self.lat4(f4) + F.interpolate(self.up8(m8), scale_factor=2.0, mode="nearest"))
        out = self.head(m4)
        return torch.cat([torch.sigmoid(out[:, :1]), out[:, 1:]], 1)


def load_finder(model, path, skip=("s2", "s4")):
    """Starts `model` from an exported DiceFinderNet (batch norms folded into its convolutions):
    every convolution outside `skip` takes the exported weight and bias, its batch norm becomes
    an identity. Returns the names of the loaded modules."""
    import onnx
    from onnx import numpy_helper
    graph = onnx.load(path).graph
    weights = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in graph.initializer}
    loaded = []
    for node in graph.node:
        if node.op_type != "Conv":
            continue
        parts = node.name.strip("/").split("/")[:-1]  # e.g. s8/s8.0/s8.0.0 or up16
        path_ = parts[-1]
        if path_.split(".")[0] in skip:
            continue
        names = path_.split(".")
        parent = model
        for n in names[:-1]:
            parent = getattr(parent, n) if not n.isdigit() else parent[int(n)]
        last = names[-1]
        old = parent[int(last)] if last.isdigit() else getattr(parent, last)
        w, b = weights[node.input[1]], weights[node.input[2]]
        new = nn.Conv2d(old.in_channels, old.out_channels, old.kernel_size, old.stride, old.padding, bias=True)
        with torch.no_grad():
            new.weight.copy_(w)
            new.bias.copy_(b)
        if last.isdigit():
            parent[int(last)] = new
            if isinstance(parent[int(last) + 1], nn.BatchNorm2d):
                parent[int(last) + 1] = nn.Identity()
        else:
            setattr(parent, last, new)
        loaded.append(path_)
    return loaded


def warm_stem(model, teacher, samples, order_base, rng, args):
    """Trains only the new stem (s2, s4) to give the features the teacher's own s2 + s4 give
    (mean squared error on random training views), so the loaded later stages start on
    features they know."""
    params = list(model.s2.parameters()) + list(model.s4.parameters())
    opt = torch.optim.AdamW(params, lr=2e-3, weight_decay=1e-4)
    teacher.eval()
    for epoch in range(args.stem_epochs):
        model.train()
        order = rng.permutation(order_base)
        total = 0.0
        for start in range(0, len(order), 16):
            x = batch_of(samples, order[start:start + 16], rng, (args.crop_width, args.crop_height))[0]
            with torch.no_grad():
                want = teacher.s4(teacher.s2(x))
            opt.zero_grad()
            loss = F.mse_loss(model.s4(model.s2(x)), want)
            loss.backward()
            opt.step()
            total += float(loss) * len(x)
        print("stem epoch %d feature mse %.4f" % (epoch, total / len(order)), flush=True)


def load_labels(path, shape):
    """[(cx, cy, side, angle or None)] in the image's pixels."""
    base = os.path.splitext(path)[0]
    h, w = shape[:2]
    out = []
    if os.path.exists(base + ".json"):
        for d in json.load(open(base + ".json"))["dice"]:
            c = np.array(d["corners"], np.float64)
            side = float(np.mean([np.linalg.norm(c[i] - c[(i + 1) % 4]) for i in range(4)]))
            e = c[1] - c[0]
            out.append((c[:, 0].mean(), c[:, 1].mean(), side, math.atan2(e[1], e[0])))
    else:
        boxes = []
        for line in open(base + ".txt"):
            p = line.split()
            if len(p) == 5:
                boxes.append((float(p[1]) * w, float(p[2]) * h, max(float(p[3]) * w, float(p[4]) * h)))
        # Some boxes hug the pips (a "1" gives a pip-sized box): such sides are not learned.
        med = float(np.median([b[2] for b in boxes])) if boxes else 0
        for x, y, s in boxes:
            out.append((x, y, s * 1.1 if s > 0.75 * med else -1.0, None))
    return out


class Sample:
    def __init__(self, path):
        image = cv2.imread(path)
        self.labels = load_labels(path, image.shape)
        # Kept at 640 px wide: every augmentation scales down from here with INTER_AREA, as
        # the reader shrinks the frame.
        k = 640.0 / image.shape[1]
        self.image = cv2.resize(image, None, fx=k, fy=k, interpolation=cv2.INTER_AREA) if k < 1 else image
        self.labels = [(x * k, y * k, s * k if s > 0 else s, a) for x, y, s, a in self.labels]
        self.rendered = path.endswith(".jpg") and os.path.exists(os.path.splitext(path)[0] + ".json")


def augment(sample, rng, size):
    """A random view of the sample (scale, turn, flip, place; the network is fully
    convolutional, so training looks at crops of `size`): (input uint8, targets)."""
    img = sample.image
    w, h = size
    s = IN_W / img.shape[1] * rng.uniform(0.75, 1.35)
    small = cv2.resize(img, None, fx=s, fy=s, interpolation=cv2.INTER_AREA)
    angle = rng.uniform(-180, 180)
    flip = rng.random() < 0.5
    if flip:
        small = small[:, ::-1]
    hh, ww = small.shape[:2]
    if sample.labels and rng.random() < 0.7:  # most crops around a die
        lx, ly = sample.labels[rng.integers(len(sample.labels))][:2]
        cx, cy = lx * s + rng.uniform(-0.3, 0.3) * w, ly * s + rng.uniform(-0.3, 0.3) * h
        if flip:
            cx = ww - 1 - cx
    else:
        cx, cy = rng.uniform(0, ww), rng.uniform(0, hh)
    m = cv2.getRotationMatrix2D((cx, cy), angle, 1.0)
    m[0, 2] += w / 2 - cx
    m[1, 2] += h / 2 - cy
    border = cv2.BORDER_REPLICATE if rng.random() < 0.5 else cv2.BORDER_REFLECT
    x = cv2.warpAffine(np.ascontiguousarray(small), m, (w, h), flags=cv2.INTER_LINEAR, borderMode=border)
    dice = []
    for lx, ly, side, a in sample.labels:
        px, py = lx * s, ly * s
        if flip:
            px = ww - 1 - px
            a = None if a is None else math.pi - a
        qx = m[0, 0] * px + m[0, 1] * py + m[0, 2]
        qy = m[1, 0] * px + m[1, 1] * py + m[1, 2]
        turn = None if a is None else a - math.radians(angle)
        dice.append((qx, qy, side * s if side > 0 else -1.0, turn))
    return photometric(x, rng), targets(dice, w // STRIDE, h // STRIDE)


def photometric(x, rng):
    out = x.astype(np.float32)
    if rng.random() < 0.3:  # colour shifts: teaches the coloured-dice look on white-dice photos
        hsv = cv2.cvtColor(np.clip(out, 0, 255).astype(np.uint8), cv2.COLOR_BGR2HSV).astype(np.float32)
        hsv[..., 0] = (hsv[..., 0] + rng.uniform(0, 180)) % 180
        hsv[..., 1] = np.clip(hsv[..., 1] * rng.uniform(0.8, 2.5), 0, 255)
        out = cv2.cvtColor(hsv.astype(np.uint8), cv2.COLOR_HSV2BGR).astype(np.float32)
    gain = rng.uniform(0.55, 1.35) * rng.uniform(0.85, 1.15, 3)
    out = out * gain + rng.uniform(-30, 30)
    mean = out.mean()
    out = (out - mean) * rng.uniform(0.7, 1.2) + mean
    if rng.random() < 0.3:
        out = cv2.GaussianBlur(out, (0, 0), rng.uniform(0.3, 1.0))
    out += rng.normal(0, rng.uniform(0, 5), out.shape)
    return np.clip(out, 0, 255).astype(np.uint8)


def targets(dice, out_w, out_h):
    """heat (H,W); reg (5,H,W) = log(side/STRIDE), dx, dy, cos 4a, sin 4a; mask (3,H,W) for
    side, offset, turn (real photos have no turn and some no trusted side)."""
    heat = np.zeros((out_h, out_w), np.float32)
    reg = np.zeros((5, out_h, out_w), np.float32)
    mask = np.zeros((3, out_h, out_w), np.float32)
    ys, xs = np.mgrid[0:out_h, 0:out_w].astype(np.float32)
    for x, y, side, turn in dice:
        ox, oy = x / STRIDE, y / STRIDE
        if not (0 <= ox < out_w and 0 <= oy < out_h):
            continue
        sigma = max(0.7, (side if side > 0 else 20.0 * IN_W / 320) / STRIDE / 6.0)
        heat = np.maximum(heat, np.exp(-((xs + 0.5 - ox) ** 2 + (ys + 0.5 - oy) ** 2) / (2 * sigma * sigma)))
        i, j = int(oy), int(ox)
        heat[i, j] = 1.0
        reg[1, i, j], reg[2, i, j] = ox - j, oy - i
        mask[1, i, j] = 1
        if side > 0:
            reg[0, i, j] = math.log(side / STRIDE)
            mask[0, i, j] = 1
        if turn is not None:
            reg[3, i, j], reg[4, i, j] = math.cos(4 * turn), math.sin(4 * turn)
            mask[2, i, j] = 1
    return heat, reg, mask


def focal_loss(pred, gt):
    pred = pred.clamp(1e-4, 1 - 1e-4)
    pos = gt.eq(1).float()
    neg = 1 - pos
    pos_loss = torch.log(pred) * (1 - pred) ** 2 * pos
    neg_loss = torch.log(1 - pred) * pred ** 2 * (1 - gt) ** 4 * neg
    n = pos.sum().clamp(min=1)
    return -(pos_loss.sum() + neg_loss.sum()) / n


def batch_of(samples, idx, rng, size):
    xs, hs, rs, ms = [], [], [], []
    for k in idx:
        x, (h, r, m) = augment(samples[k], rng, size)
        xs.append(x)
        hs.append(h)
        rs.append(r)
        ms.append(m)
    x = torch.from_numpy(np.ascontiguousarray(np.stack(xs).transpose(0, 3, 1, 2)) / 255.0).float()
    return x, torch.from_numpy(np.stack(hs)), torch.from_numpy(np.stack(rs)), torch.from_numpy(np.stack(ms))


def loss_of(out, heat, reg, mask):
    lh = focal_loss(out[:, 0], heat)
    n = mask[:, 1].sum().clamp(min=1)
    ls = (F.l1_loss(out[:, 1], reg[:, 0], reduction="none") * mask[:, 0]).sum() / mask[:, 0].sum().clamp(min=1)
    lo = (F.l1_loss(out[:, 2:4], reg[:, 1:3], reduction="none") * mask[:, 1:2]).sum() / n
    lt = (F.l1_loss(out[:, 4:6], reg[:, 3:5], reduction="none") * mask[:, 2:3]).sum() / mask[:, 2].sum().clamp(min=1)
    return lh + ls + lo + 0.5 * lt, (float(lh), float(ls), float(lo), float(lt))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", nargs="+", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--epochs", type=int, default=60)
    ap.add_argument("--rendered-weight", type=int, default=4, help="rendered scenes appear this often per epoch")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--crop-width", type=int, default=160)
    ap.add_argument("--crop-height", type=int, default=128)
    ap.add_argument("--width", type=float, default=1.0, help="channel multiplier")
    ap.add_argument("--input-width", type=int, default=IN_W, help="network input (multiple of 16)")
    ap.add_argument("--input-height", type=int, default=IN_H)
    ap.add_argument("--stride", type=int, default=STRIDE, help="input pixels per output cell: 4 or 2")
    ap.add_argument("--arch", choices=("plain", "lite"), default="plain",
                    help="plain: DiceFinderNet; lite: DiceFinderNetLite (stride 4 only)")
    ap.add_argument("--stem", choices=("plain", "patch4", "patch4x"), default="plain",
                    help="DiceFinderNet's first stages: plain (3x3 stride 2, twice) or patch4 (4x4 stride 4)")
    ap.add_argument("--channels", help="patch4x only: STEM,C4,C8,C16,M4 channels (default 32,24,32,48,16)")
    ap.add_argument("--s8-convs", type=int, default=2, help="3x3 convolutions at stride 8 (default 2)")
    ap.add_argument("--separable-merge", action="store_true",
                    help="the merging 3x3 convolutions m8 and m4 depthwise-separable")
    ap.add_argument("--init", metavar="FINDER_ONNX",
                    help="start every stage but the stem from this exported DiceFinderNet")
    ap.add_argument("--stem-epochs", type=int, default=0,
                    help="with --init: epochs that first train the stem alone on the init net's features")
    ap.add_argument("--max-lr", type=float, default=4e-3)
    ap.add_argument("--distill", type=float, default=0.0,
                    help="with --init: weight of the squared difference to the init net's maps (all six, everywhere)")
    args = ap.parse_args()
    set_input_size(args.input_width, args.input_height, args.stride)
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = np.random.default_rng(args.seed)
    samples = [Sample(p) for p in images_in(args.data)]
    order_base = []
    for k, s in enumerate(samples):
        order_base += [k] * (args.rendered_weight if s.rendered else 1)
    print("images", len(samples), "dice", sum(len(s.labels) for s in samples), "per epoch", len(order_base), flush=True)
    channels = tuple(int(c) for c in args.channels.split(",")) if args.channels else None
    assert channels is None or (len(channels) == 5 and args.stem == "patch4x"), "--channels needs 5 widths and --stem patch4x"
    model = (DiceFinderNetLite(args.width) if args.arch == "lite"
             else DiceFinderNet(args.width, args.stem, channels, args.s8_convs, args.separable_merge))
    teacher = None
    if args.init:
        teacher = DiceFinderNet(args.width)
        load_finder(teacher, args.init, skip=())
        teacher.eval()
        print("loaded", ", ".join(load_finder(model, args.init)), flush=True)
        warm_stem(model, teacher, samples, order_base, rng, args)
    batch = 16
    steps = args.epochs * ((len(order_base) + batch - 1) // batch)
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.max_lr, total_steps=steps, pct_start=0.15)
    for epoch in range(args.epochs):
        model.train()
        order = rng.permutation(order_base)
        sums = np.zeros(5)
        for start in range(0, len(order), batch):
            x, h, r, m = batch_of(samples, order[start:start + batch], rng, (args.crop_width, args.crop_height))
            opt.zero_grad()
            out = model(x)
            loss, parts = loss_of(out, h, r, m)
            if args.distill > 0:
                with torch.no_grad():
                    want = teacher(x)
                loss = loss + args.distill * F.mse_loss(out, want)
            loss.backward()
            opt.step()
            sched.step()
            sums += np.array((float(loss),) + parts) * len(x)
        print("epoch %d loss %.3f (heat %.3f side %.3f offset %.3f turn %.3f)" % ((epoch,) + tuple(sums / len(order))), flush=True)
        if (epoch + 1) % 10 == 0 or epoch + 1 == args.epochs:
            export(model, args.out)


def inline_identities(path):
    """The exporter shares equal weights through Identity nodes, which OpenCV 4.6 cannot read:
    each becomes a weight of its own."""
    import onnx
    m = onnx.load(path)
    weights = {w.name: w for w in m.graph.initializer}
    for node in [n for n in m.graph.node if n.op_type == "Identity" and n.input[0] in weights]:
        copy = onnx.TensorProto()
        copy.CopyFrom(weights[node.input[0]])
        copy.name = node.output[0]
        m.graph.initializer.append(copy)
        m.graph.node.remove(node)
    onnx.save(m, path)


def export(model, path):
    model.eval()
    torch.onnx.export(model, torch.zeros(1, 3, IN_H, IN_W), path, opset_version=11, input_names=["frame"],
                      output_names=["maps"])
    inline_identities(path)
    print("wrote", path, os.path.getsize(path), "bytes", flush=True)


if __name__ == "__main__":
    main()
