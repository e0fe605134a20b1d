#pragma once

namespace packmate::vision {

/// Thresholds of the cell classifier (stage 3).
struct CellClassifierConfig {
    /// Side of the sampled patch at the centre of a cell, in cells (sticks may sit ±10 % off).
    double patchSide = 0.36;
    /// Side of the cell-sized patch that tells a whole top face from a mix of surfaces.
    double widePatchSide = 0.8;
    /// Pixels per cell when sampling a patch.
    int patchPixels = 8;
    /// Side of the neighbourhood the cell network sees around a cell, in cells, and its pixels
    /// (square) on each layer plane. Since cells-v11 1.6 cells at 20 pixels a cell: the edges
    /// and shading that tell a white cube or a grey stick from the bare white card survive the
    /// sampling (most wrong cells were a stick read as bare or bare as a stick). The same
    /// network on the same parts, held-out error 3.2 / 2.2 / 1.6 / 1.2 cells at 32 pixels:
    /// 10.3 / 8.5 / 8.3 / 8.8 %; on every part 5.35 % (3.2) against 3.17 % (1.6) on test4
    /// (training/train_cell_net.py, cells-v11).
    double netPatchSide = 1.6;
    int netPatchPixels = 32;
    /// The neighbourhood the second network (secondOpinionBelow) sees: since cells-v12 the first
    /// network's own 1.6 cells at 32 pixels (the patches are then shared, not sampled twice); a
    /// network trained on a wider look (cells-v10's 3.2 cells) needs its own patches.
    double secondNetPatchSide = 1.6;
    int secondNetPatchPixels = 32;
    /// Weight of the cell network (CellNet) against the feature MLP (CellModel) in the log
    /// probabilities of a cell: 0 = the MLP alone, 1 = the network alone. The network (trained
    /// on jittered poses of many arts) decides: on test4, arts neither model was trained on,
    /// from the true corners moved by 0 / 0.1 / 0.25 cell it errs on 8.8 / 9.2 / 12.2 % of the
    /// cells against the MLP's 12.9 / 15.8 / 27.1 %, and whole photos there are exact 57.3 %
    /// against 54.7 %. The MLP reads its own training arts (dev) better (3 % vs 8 %).
    double netWeight = 1.0;
    /// Temperature applied to the learned model's outputs (calibration on dev).
    double modelTemperature = 1.0;
    /// Second opinion (cells-v8): a cell the built-in network reads below this probability is
    /// re-read by the wider built-in second network (CellNet::secondOpinion, 32-48-96
    /// channels) and the two probabilities are averaged; 0 = off. Only on the built-in path
    /// (classifyCells with a null net). 0.75, not 0.9: at 0.9 (39 % of the cells re-read) the
    /// photo median of rt-decide went over 10 ms; at 0.75 it costs ~0.4 ms (numbers in
    /// training/train_cell_net.py, cells-v8).
    double secondOpinionBelow = 0.75;
    /// Where the score's evidence disagrees (a conflict, sticks that disagree with the top view,
    /// a weak disagreement), the cells are read again with the second opinion on those below
    /// this (PhotoScorer), and scored again; at most `secondOpinionBelow`: off. Round seventeen:
    /// only those photos pay for it (rt-decide median unchanged); eval-photos exact +5 of 1,314
    /// on the eleven decision sets at 0.95 (+4 at 0.9, as at 1.01), r5-decide +1, the 1,170
    /// wider renders +11, confident-wrong 0 on all.
    double secondOpinionInDoubtBelow = 0.95;
    /// A cell below this probability is reported as one to check.
    double unsureBelow = 0.80;
};

} // namespace packmate::vision
