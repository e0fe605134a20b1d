"""(Made s3, the committed cell network from session 10 until cells-v6, which is trained from
scratch by train_cell_net.py: fine-tunes through this script land at ~0.87 held-out accuracy on
the cells-v6 data, 0.89 from scratch; see its docstring.)

Fine-tunes the cell network (vision/models/cell_net.onnx, see train_cell_net.py) with a second
outcome beside the colour classes: whether the cell's top is partly hidden from the camera by a
taller column (eval::visibleTopShares < 1 from the true corners, heights and camera;
vision_cell_eval --patches writes that share to OUT.visible). The network starts from the ONNX
weights (batch norms already folded into the convolutions), `last` gets one more output (the
hidden logit), and every layer is trained on cross entropy over W, G, B, T, V, bare plus
--hidden-weight x the hidden outcome's logistic loss (and colour_clip, --clip 0.1, as c1 of
session 8). The export keeps the classes only: the same inputs, graph and output ("logits", 6
columns, temperature folded in) as train_cell_net.py's, so CellNet and its speed are unchanged.
CPU, fixed seeds; Debian python3-torch python3-onnx python3-numpy; ~40 minutes with 2 threads on
the loaded 2-core machine (3 epochs of ~19,000 cells).

Patches: every scene read twice from the true corners moved by up to 0.1 and 0.2 cell. Training
data: dev, test3, test5, test6 (the retired fifth and sixth held-out splits: trained on from now),
the 80 + 3 scenes of cells-v3-a/-b (seeds 1200/1300), cells-v2-a/-b (700/701) and train-random.
test4 stays out (no cell network has been trained on it); it is where this was decided.

  J="--jitter 0.2 --copies 2"; C=/tmp/cells4; mkdir -p $C
  build/bin/vision_cell_eval $J --patches $C/dev datasets/trucks/dev
  for s in test3 test5 test6; do build/bin/vision_cell_eval $J --patches $C/$s /work/render/$s; done
  build/bin/vision_cell_eval $J --patches $C/v3a /work/render/cells-v3-a   # v3b, v2a, v2b alike
  build/bin/vision_cell_eval $J --patches $C/rand /work/render/train-random
  build/bin/vision_cell_eval --patches $C/test4_j0 /work/render/test4     # report only
  cp vision/models/cell_net.onnx $C/init.onnx   # the network of train_cell_net.py (main a0de386)
  cd vision/training && nice -n 5 /usr/bin/python3 train_cell_hidden.py --init $C/init.onnx \\
      --out $C/hidden.onnx --temperature 1.0 --report $C/test4_j0 $C/dev $C/test3 $C/test5 \\
      $C/test6 $C/v3a $C/v3b $C/v2a $C/v2b $C/rand

Not committed as vision/models/cell_net.onnx: with it
ColourCast.CorrectionImprovesTheCellsUnderCasts fails (wrong cells of the three casts plain -> corrected 63 -> 66, the committed network 66 -> 65;
fluorescent 16 -> 16), as c1 of session 8 did: it reads the plain cast photos better, and the
mat's correction no longer lowers its cell error. The run's weights (h1.onnx, exported with
temperature 1, its .pt and log) are in /work/render/cells-v4-models; measure them with
vision_cell_eval --net, or copy them over vision/models/cell_net.onnx and rebuild.

(--export RUN.onnx.pt --temperature T re-exports a run without training.) The temperature fitted
on the held-out fifth is 0.85, which sharpens the network: from the true corners of test4 it
rings 15.1 % of the cells (confidence < 0.80, CellClassifierConfig::unsureBelow) and lets 36
wrong ones through, against the old network's 19.4 % and 34, and on whole photos the wrong cells
not flagged went 31 -> 37. With temperature 1 (h1; chosen on test4, so the ring trade-off
is no longer measured there on unseen data) it rings 19.1 % and lets 27 through (from the true
corners moved by up to 0.2 cell: 23.5 % and 81, old 23.0 % and 82).

Measured on test4 (h1 against the committed network; vision_cell_eval from the true corners moved by 0 / up to 0.2 cell, old -> new):
cell error 8.80 -> 8.03 % / 10.49 -> 10.07 %; seen whole 5.52 -> 5.35 %, partly hidden 23.4 ->
19.9 %. packmate-cli eval-photos /work/render/test4: cell error on found cards 10.0 -> 8.6 %
(visible 6.7 -> 5.7, hidden 24.6 -> 21.3), penalty exact 65.3 -> 66.7 %, assisted exact 88.7 ->
88.7 %, wrong cells flagged 76.7 -> 75.4 % (102/133 -> 86/114), cells flagged 22.6 -> 22.1 %,
confident-wrong 0 -> 0, unsure 88.0 -> 88.0 %. dev (trained on by both): 9.1 -> 9.4 %, exact
83.3 -> 81.3 %, assisted 94.0 -> 93.3 %, wrong cells flagged 78.9 -> 84.0 %, confident-wrong 0.
Small renders neither network was trained on (cell error on found cards, wrong of cells):
train-white-decide 16 -> 19 of 161, white-tables-w2 18 -> 23 of 104 (white-square tables: worse),
sticks-v3-decide 3 -> 2 of 65, sticks-v3-a 15 -> 11 of 144; confident-wrong 0 on all.

The hidden outcome as a reason to ask (tried, not kept): its probability q tells hidden from seen
cells (AUC 0.87 on test4) but adds nothing to the class confidence p for ringing wrong cells. At
the same share of rung cells, ringing by 1 - p, by q, by 1 - p (1 - k q) or by a logistic of
logit p and logit q fitted on the held-out fifth (weights 0.97, -0.16, bias -0.26) catches, on
test4 from the true corners at 20 % rung: 78.1, 34.2, 77.2 (k 0.3), 78.1 % of the wrong cells.
Most confident wrong cells are a bare card read as a white stick or the reverse, whose tops the
camera sees whole. A head on the frozen old network (its 64 last hidden units + log
probabilities, trained on dev + test3) was no better. So the hidden outcome stays a training
target only; whether it, or just the extra data and --clip, made the classes better was not
separated (no time for the ablation).

Session 10 (cells-v5; candidates s1-s3 in /work/render/cells-v5-models, not adopted). Start from
c1 (the 24-32-48 network of session 8, ~25 % faster per cell) instead of the committed 32-48-64,
and add the white-square tables: train-white (seed 1000) and white-tables-w2 (1100). --clip-features
S (clip_both) clips the hand features with the same gains as the patches; --clip alone clipped
only the patches, so the features still told a white top from card white where a corrected
fluorescent photo clips both to one level. Patches as above (J="--jitter 0.2 --copies 2",
C=/tmp/cv5cells; white = /work/render/train-white, w2 = /work/render/white-tables-w2;
20,962 cells, ~8 minutes per epoch with 2 threads):

  P="$C/dev $C/test3 $C/test5 $C/test6 $C/v3a $C/v3b $C/v2a $C/v2b $C/rand $C/white $C/w2"
  M=/work/render/cells-v5-models; cd vision/training
  nice -n 5 /usr/bin/python3 train_cell_hidden.py --init /work/render/cells-v3-models/c1.onnx \
      --out $M/s1.onnx --epochs 2 --threads 2 --temperature 1.0 --report $C/test4_j0 $P
  nice -n 5 /usr/bin/python3 train_cell_hidden.py --init $M/s1.onnx --out $M/s2.onnx --epochs 1 \
      --lr 3e-4 --clip 0 --clip-features 0.15 --threads 2 --temperature 1.0 --report $C/test4_j0 $P
  (s3: the same from $M/s2.onnx with --clip-features 0.3; s4: from $M/s3.onnx with
  --clip-features 0.3 --clip-all 0.3, all three channels clipped together as under fluorescent)

Measured, committed -> s1 / s2 / s3 (vision_cell_eval --net MODEL /work/render/test4, true
corners; packmate-cli eval-photos with the model embedded; ColourCast wrong cells of the three
casts, of 309, plain -> corrected and fluorescent alone, of 103):
  test4 true corners:          8.80 -> 7.68 / 7.46 / 7.46 % (seen whole 5.52 -> 4.57 / 4.57 /
                               4.14 %, partly hidden 23.4 -> 21.5 / 20.3 / 22.2 %)
  test4 cell error found:      10.1 -> 8.7 / 8.5 / 8.4 %; exact 66.0 -> 70.0 / 74.0 / 74.0 %;
                               assisted 90.0 -> 88.7 / 90.0 / 92.0 %; wrong cells flagged 77.2 ->
                               73.5 / 73.7 / 80.5 %; flagged 22.8 -> 21.6 / 21.1 / 22.9 %; unsure
                               88.0 -> 87.3 / 86.7 / 86.0 %; confident-wrong 0
  test7 (no cell network trained on it) found: 8.5 -> 8.7 / 8.0 / 8.3 %; exact 66.7 -> 69.3 /
                               70.7 / 68.7 %; assisted 87.3 all; unsure 84.0 -> 82.7 / 82.0 /
                               84.0 %; confident-wrong 0; true corners (s3) 8.45 -> 8.72 % (seen
                               whole 5.42 -> 6.26, partly hidden 20.9 -> 18.8 %)
  dev (trained on) found:      9.1 -> 9.6 / 10.2 / 10.2 %; exact 83.3 -> 84.7 / 86.0 / 84.0 %;
                               confident-wrong 0 -> 1 / 1 / 1 (dev_0144: card found 13.8 px off,
                               penalty 25 read 28 "sure")
  train-white-decide found:    17 -> 19 / 18 / 16 wrong of 188 cells; exact 15 -> 14 / 14 / 15 of 40
  ColourCast casts:            66 -> 65 (fluorescent 18 -> 16); s1 63 -> 67 (14 -> 18); s2 60 ->
                               63 (15 -> 17); s3 60 -> 64 (15 -> 16); s4 61 -> 64 (15 -> 16;
                               test4 true corners 7.61 %, not measured further)
  speed (taskset -c 0 vision_bench --benchmark_filter=BM_3_ClassifyCells/, CPU median, old and
  s3 alternately, loaded machine): 4.61 / 3.05 / 3.01 ms -> 3.68 / 2.21 / 2.28 ms; whole photos
  (taskset -c 0 vision_bench --profile --dir=/work/render/test6 --every=1, old and s3 twice
  alternately): cells stage mean 5.44 / 5.02 -> 3.69 / 3.74 ms per photo, median 22.3 / 20.7 ->
  19.4 / 19.5 ms, p90 52.5 / 49.7 -> 48.9 / 48.0 ms
Every candidate reads the plain cast photos better than the committed network (60-63 against 66
wrong cells) and the corrected ones about as well (63-67 against 65), but the correction then makes
its cells worse, not "never worse" (the lead's premise of session 10: corrected <= plain over the
three casts and under fluorescent alone), so none was adopted. The feature clip halved the
fluorescent loss (s1 +4, s3 +1 cells) but did not remove it; with s2 even the neutral light's
near-identity correction changed a cell (16.5 -> 17.5 %), so differences of a cell or two on
these 10-scene sets are at the noise of the reading. The ColourCast test rewritten to that
premise (not committed, no network needs it yet):
/work/render/cells-v5-models/colourcast-premise.patch.
"""
import argparse
import os

import numpy as np
import onnx
import onnx.numpy_helper as nh
import torch
import torch.nn as nn

from train_cell_net import PLANES, augment, held_out, load, report, temperature_of


class HiddenNet(nn.Module):
    """ExportNet of train_cell_net.py rebuilt from its ONNX weights, `last` widened by one
    output (the hidden logit, started at zero weight and the bias of the hidden share)."""

    def __init__(self, path, hidden_share):
        super().__init__()
        model = onnx.load(path)
        w = {i.name: torch.from_numpy(nh.to_array(i).copy()) for i in model.graph.initializer}
        convs = [n for n in model.graph.node if n.op_type == "Conv"]

        def conv(node, stride=1, pad=0, extra=0):
            weight = w[node.input[1]]
            bias = w[node.input[2]] if len(node.input) > 2 else None
            c = nn.Conv2d(weight.shape[1], weight.shape[0] + extra, weight.shape[2], stride=stride,
                          padding=pad, bias=bias is not None)
            with torch.no_grad():
                c.weight.zero_()
                c.weight[:weight.shape[0]] = weight
                if bias is not None:
                    c.bias.zero_()
                    c.bias[:weight.shape[0]] = bias
            return c

        self.c0, self.c1, self.c2 = conv(convs[0], 2, 1), conv(convs[1], 1, 1), conv(convs[2], 1, 1)
        self.patch, self.from_patch = conv(convs[3]), conv(convs[4])
        self.feature, self.from_feature = conv(convs[5]), conv(convs[6])
        self.last = conv(convs[7], extra=1)
        with torch.no_grad():
            self.last.bias[-1] = float(np.log(hidden_share / (1 - hidden_share)))
        self.drop = nn.Dropout(0.2)

    def forward(self, x, f):
        r, pool = torch.relu, nn.functional.max_pool2d
        y = pool(r(self.c1(r(self.c0(x)))), 2)
        y = pool(r(self.c2(y)), 2)
        p = self.drop(r(self.patch(y)))
        h = r(self.from_patch(p) + self.from_feature(r(self.feature(f))))
        return torch.flatten(self.last(h), 1)


PLANE_FEATURES = 13  # cellFeatures per layer plane (vision/src/CellFeatures.cpp)


def clip_both(x, f, gen, spread, all_channels=0.0):
    """colour_clip of train_cell_net.py on the patches AND the hand features with the same gains
    (--clip-features): per channel, for half of them, p' = min(q p, 1) with q = 1 + spread U(0, 1)
    on every layer plane of the patch and on the mean colours relative to card white of the small
    and the cell-sized patch of every plane (r, g, b and wide r, g, b), the values made of them
    recomputed. colour_clip alone leaves the features as they were, so they still show a white
    top brighter than card white where the corrected photo clips both to the same level. (The
    spreads are left: a clip only lowers them.) With probability `all_channels` (--clip-all) all
    three channels of a cell are clipped."""
    n = x.shape[0]
    x, f = x.clone(), f.clone()
    q = 1 + spread * torch.rand(n, 1, 3, generator=gen)
    chosen = torch.rand(n, 1, 3, generator=gen) < 0.5
    # Under the fluorescent lamp the corrected card white clips in all three channels at once.
    if all_channels > 0:  # (no draw otherwise: runs without it stay reproducible)
        chosen = chosen | (torch.rand(n, 1, 1, generator=gen) < all_channels)
    one = torch.ones(())
    planes = x[:, :3 * PLANES].reshape(n, PLANES, 3, x.shape[2], x.shape[3])
    qx, cx = q[..., None, None], chosen[..., None, None]
    planes = torch.where(cx, torch.minimum(planes * qx, one), planes)
    x[:, :3 * PLANES] = planes.reshape(n, 3 * PLANES, x.shape[2], x.shape[3])
    feats = f[:, :PLANES * PLANE_FEATURES].reshape(n, PLANES, PLANE_FEATURES)
    small = torch.where(chosen, torch.minimum(feats[:, :, 0:3] * q, one), feats[:, :, 0:3])
    wide = torch.where(chosen, torch.minimum(feats[:, :, 8:11] * q, one), feats[:, :, 8:11])
    r, g, b = small[..., 0], small[..., 1], small[..., 2]
    feats[:, :, 0:3] = small
    feats[:, :, 4] = (r + g + b) / 3
    feats[:, :, 5] = r - b
    feats[:, :, 6] = g - (r + b) / 2
    feats[:, :, 8:11] = wide
    feats[:, :, 12] = (small - wide).abs().sum(2)
    f[:, :PLANES * PLANE_FEATURES] = feats.reshape(n, PLANES * PLANE_FEATURES)
    return x, f


def load_part(prefix):
    scenes, x, f, y, layers = load(prefix)
    visible = np.loadtxt(prefix + ".visible", ndmin=1)
    assert len(visible) == len(y), prefix
    return scenes, x, f, y, layers, (visible < 1).astype(np.float32)


def logits_of(model, x, f, batch=512):
    model.eval()
    with torch.no_grad():
        return torch.cat([model(torch.from_numpy(x[i:i + batch]),
                                torch.from_numpy(f[i:i + batch])[:, :, None, None])
                          for i in range(0, len(x), batch)])


def hidden_report(name, logits, hidden, y, t, unsure_below=0.8):
    p = torch.softmax(logits[:, :6] / t, 1).numpy()
    q = torch.sigmoid(logits[:, 6]).numpy()
    wrong = p.argmax(1) != y
    conf = p.max(1)
    print("%s: hidden %.1f %% of cells; hidden logit: hidden cells mean %.3f, seen %.3f" % (
        name, 100 * hidden.mean(), q[hidden > 0].mean(), q[hidden == 0].mean()))
    for above in (0.5, 0.7, 0.9):
        rung = (conf < unsure_below) | (q > above)
        print("  ring conf < %.2f or hidden > %.1f: rung %.1f %%, wrong caught %.1f %%, "
              "confident-wrong %d of %d" % (unsure_below, above, 100 * rung.mean(),
                                            100 * (wrong & rung).sum() / max(1, wrong.sum()),
                                            (wrong & ~rung).sum(), len(y)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--init", required=True, help="the cell network's ONNX (train_cell_net.py)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--report", help="patch dump measured after training (not trained on)")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--lr", type=float, default=5e-4, help="peak learning rate (one cycle)")
    ap.add_argument("--hidden-weight", type=float, default=0.5)
    ap.add_argument("--clip", type=float, default=0.1, help="colour_clip of train_cell_net.py")
    ap.add_argument("--clip-features", type=float, default=0.0,
                    help="clip_both's spread (patches and features; 0: off)")
    ap.add_argument("--clip-all", type=float, default=0.0,
                    help="share of cells whose three channels clip_both clips together")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("data", nargs="+")
    ap.add_argument("--export", help="only re-export this run's .pt (with --temperature) to --out")
    ap.add_argument("--temperature", type=float,
                    help="export with this temperature instead of the one fitted on the held-out fifth")
    args = ap.parse_args()
    if args.export:
        model = HiddenNet(args.init, 0.5)
        model.load_state_dict(torch.load(args.export))
        _, x, f, _, _, _ = load_part(args.data[0])
        export(model, args.temperature, x.shape[1:], f.shape[1], args.out)
        return
    torch.manual_seed(0)
    torch.set_num_threads(args.threads)
    parts = [load_part(p) for p in args.data]
    scenes = [s for part in parts for s in part[0]]
    x, f, y, layers, hidden = (np.concatenate([part[k] for part in parts]) for k in range(1, 6))
    mask = np.array([s in held_out(scenes) for s in scenes])
    xt, ft = torch.from_numpy(x[~mask]), torch.from_numpy(f[~mask])[:, :, None, None]
    yt, ht = torch.from_numpy(y[~mask]), torch.from_numpy(hidden[~mask])
    print("training on %d cells (%.1f %% hidden), temperature on %d" % (
        len(yt), 100 * hidden[~mask].mean(), mask.sum()), flush=True)
    model = HiddenNet(args.init, float(hidden[~mask].mean()))
    opt = torch.optim.AdamW(model.parameters(), args.lr, weight_decay=1e-3)
    steps_per_epoch = (len(yt) + 127) // 128
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, args.lr, total_steps=args.epochs * steps_per_epoch)
    gen = torch.Generator().manual_seed(0)
    for epoch in range(args.epochs):
        model.train()
        order = torch.randperm(len(yt), generator=gen)
        total = 0.0
        for i in range(0, len(yt), 128):
            idx = order[i:i + 128]
            opt.zero_grad()
            xb, fb = xt[idx], ft[idx]
            if args.clip_features > 0:
                xb, fb = clip_both(xb, fb[:, :, 0, 0], gen, args.clip_features,
                                   args.clip_all)
                fb = fb[:, :, None, None]
            out = model(augment(xb, gen, clip=args.clip), fb)
            loss = nn.functional.cross_entropy(out[:, :6], yt[idx], label_smoothing=0.02) + \
                args.hidden_weight * nn.functional.binary_cross_entropy_with_logits(out[:, 6], ht[idx])
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(idx)
        held = logits_of(model, x[mask], f[mask])
        acc = (held[:, :6].argmax(1).numpy() == y[mask]).mean()
        print("epoch %2d loss %.4f held-out accuracy %.4f" % (epoch, total / len(yt), acc), flush=True)
    t = temperature_of(held[:, :6], y[mask])
    print("temperature %.2f" % t)
    report("held-out training scenes", torch.softmax(held[:, :6] / t, 1).numpy(), y[mask], layers[mask])
    hidden_report("held-out training scenes", held, hidden[mask], y[mask], t)
    if args.report:
        _, rx, rf, ry, rl, rh = load_part(args.report)
        logits = logits_of(model, rx, rf)
        report(os.path.basename(args.report), torch.softmax(logits[:, :6] / t, 1).numpy(), ry, rl)
        hidden_report(os.path.basename(args.report), logits, rh, ry, t)
    torch.save(model.state_dict(), args.out + ".pt")  # not committed: for re-exports
    export(model, args.temperature or t, x.shape[1:], f.shape[1], args.out)


def export(model, t, patch_shape, feature_count, path):
    """The class rows of `last` only, divided by the temperature: the interface of
    train_cell_net.py's model (the hidden logit did not ring wrong cells better than the class
    confidence, see the docstring)."""
    with torch.no_grad():
        last = nn.Conv2d(model.last.in_channels, 6, 1)
        last.weight.copy_(model.last.weight[:6] / t)
        last.bias.copy_(model.last.bias[:6] / t)
        model.last = last
    model.eval()
    dummy = (torch.zeros(2, *patch_shape), torch.zeros(2, feature_count, 1, 1))
    torch.onnx.export(model, dummy, path, opset_version=11, input_names=["patches", "features"],
                      output_names=["logits"],
                      dynamic_axes={"patches": {0: "batch"}, "features": {0: "batch"}, "logits": {0: "batch"}})
    print("wrote", path, os.path.getsize(path), "bytes")


if __name__ == "__main__":
    main()
