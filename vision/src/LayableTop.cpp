#include <packmate/engine/Counted.h>
#include <packmate/vision/LayableTop.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace packmate::vision {

namespace {

constexpr int kBare = kColourCount;
constexpr double kImpossible = -std::numeric_limits<double>::infinity();

int readClass(const CellReading& cell) {
    return cell.top ? colourIndex(*cell.top) : kBare;
}

/// Branch and bound over the tilings of the loading cells: the first open cell in reading
/// order is either bare or the first cell of a run going right or down (every cell before it
/// is taken), so each tiling is met once. `score[i][k]` is the log-probability of class k on
/// cell i, kImpossible where the class is not allowed.
class TopSearch {
public:
    /// `exact`: every stick of `cargo` laid, not at most that many; past `nodeLimit` steps the
    /// search gives up (no verdict).
    TopSearch(const TruckCard& card, const std::vector<CellReading>& cells, const Cargo& cargo,
              std::vector<CellProbabilities> score, bool exact = false,
              long nodeLimit = std::numeric_limits<long>::max())
        : card_(card), cells_(cells), score_(std::move(score)), exact_(exact),
          nodesLeft_(nodeLimit), taken_(cells.size(), -1),
          at_(static_cast<std::size_t>(card.rows() * card.cols()), -1) {
        for (std::size_t i = 0; i < cells.size(); ++i)
            at_[static_cast<std::size_t>(cells[i].y * card.cols() + cells[i].x)] =
                static_cast<int>(i);
        for (int y = 0; y < card.rows(); ++y)
            for (int x = 0; x < card.cols(); ++x)
                if (const int i = cellAt(x, y); i >= 0) order_.push_back(i);
        for (Colour colour : kAllColours)
            sticksLeft_[colourIndex(colour)] = cargo[colour];
        for (const CellProbabilities& s : score_)
            open_ += *std::max_element(s.begin(), s.end());
    }

    /// The best class of every cell, or nullopt when no tiling is allowed.
    std::optional<std::vector<int>> run() {
        if (std::isinf(open_)) return std::nullopt;
        search(0, 0.0);
        if (best_.empty() || nodesLeft_ < 0) return std::nullopt;
        return best_;
    }

    double bestSum() const { return bestSum_; }

private:
    int cellAt(int x, int y) const {
        if (x < 0 || y < 0 || x >= card_.cols() || y >= card_.rows()) return -1;
        return at_[static_cast<std::size_t>(y * card_.cols() + x)];
    }

    void take(int i, int k, double& sum) {
        taken_[static_cast<std::size_t>(i)] = k;
        const CellProbabilities& s = score_[static_cast<std::size_t>(i)];
        open_ -= *std::max_element(s.begin(), s.end());
        sum += s[static_cast<std::size_t>(k)];
    }

    void release(int i) {
        taken_[static_cast<std::size_t>(i)] = -1;
        const CellProbabilities& s = score_[static_cast<std::size_t>(i)];
        open_ += *std::max_element(s.begin(), s.end());
    }

    void search(std::size_t from, double sum) {
        if (--nodesLeft_ < 0 || sum + open_ <= bestSum_) return;
        while (from < order_.size() && taken_[static_cast<std::size_t>(order_[from])] >= 0)
            ++from;
        if (from == order_.size()) {
            if (exact_ && std::any_of(sticksLeft_.begin(), sticksLeft_.end(),
                                      [](int left) { return left != 0; }))
                return;
            bestSum_ = sum;
            best_ = taken_;
            return;
        }
        const int first = order_[from];
        const CellReading& cell = cells_[static_cast<std::size_t>(first)];
        if (score_[static_cast<std::size_t>(first)][kBare] > kImpossible) {
            double s = sum;
            take(first, kBare, s);
            search(from + 1, s);
            release(first);
        }
        for (Colour colour : kAllColours) {
            const int k = colourIndex(colour);
            if (sticksLeft_[k] == 0) continue;
            const int length = stickLength(colour);
            for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{0, 1}}) {
                if (length == 1 && dy == 1) break;
                std::vector<int> run;
                for (int step = 0; step < length; ++step) {
                    const int i = cellAt(cell.x + step * dx, cell.y + step * dy);
                    if (i < 0 || taken_[static_cast<std::size_t>(i)] >= 0 ||
                        score_[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)] ==
                            kImpossible)
                        break;
                    run.push_back(i);
                }
                if (static_cast<int>(run.size()) < length) continue;
                double s = sum;
                for (int i : run)
                    take(i, k, s);
                --sticksLeft_[k];
                search(from + 1, s);
                ++sticksLeft_[k];
                for (int i : run)
                    release(i);
            }
        }
    }

    const TruckCard& card_;
    const std::vector<CellReading>& cells_;
    std::vector<CellProbabilities> score_;
    bool exact_;
    long nodesLeft_;
    std::vector<int> taken_;
    std::vector<int> at_;
    std::vector<int> order_;
    std::array<int, kColourCount> sticksLeft_{};
    double open_ = 0.0;
    double bestSum_ = kImpossible;
    std::vector<int> best_;
};

/// Log-probabilities for the search: a cell read at or above `keepFrom` allows only its reading.
std::optional<std::vector<CellProbabilities>> searchScores(const std::vector<CellReading>& cells,
                                                           double keepFrom) {
    std::vector<CellProbabilities> scores;
    for (const CellReading& cell : cells) {
        CellProbabilities s;
        s.fill(kImpossible);
        if (cell.confidence >= keepFrom) {
            s[static_cast<std::size_t>(readClass(cell))] = 0.0;
        } else {
            const auto& p = cell.probabilities;
            if (std::all_of(p.begin(), p.end(), [](double v) { return v <= 0.0; }))
                return std::nullopt;
            for (std::size_t k = 0; k < s.size(); ++k)
                if (p[k] > 0.0) s[k] = std::log(p[k]);
        }
        scores.push_back(s);
    }
    return scores;
}

/// The cells as read but where `classes` differ: those take the class and its probability.
MendedTop topOfClasses(const std::vector<CellReading>& cells, const std::vector<int>& classes) {
    MendedTop out{cells, {}};
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const int k = classes[i];
        if (k == readClass(cells[i])) continue;
        CellReading& cell = out.cells[i];
        cell.top = k == kBare ? std::nullopt : std::optional<Colour>(kAllColours[k]);
        cell.confidence = cell.probabilities[static_cast<std::size_t>(k)];
        out.changed.push_back(static_cast<int>(i));
    }
    return out;
}

} // namespace

bool isLayableOnOneLayer(const TruckCard& card, const std::vector<CellReading>& cells,
                         const Cargo& cargo) {
    const auto scores = searchScores(cells, kImpossible);
    return TopSearch(card, cells, cargo, *scores).run().has_value();
}

std::optional<MendedTop> mostLikelyLayableTop(const TruckCard& card,
                                              const std::vector<CellReading>& cells,
                                              const Cargo& cargo, double keepFrom) {
    const auto scores = searchScores(cells, keepFrom);
    if (!scores) return std::nullopt;
    const std::optional<std::vector<int>> classes = TopSearch(card, cells, cargo, *scores).run();
    if (!classes) return std::nullopt;
    return topOfClasses(cells, *classes);
}

std::optional<MendedTop> mostLikelyTopOfSticks(const TruckCard& card,
                                               const std::vector<CellReading>& cells,
                                               const Cargo& sticks, double keepFrom, long nodeLimit,
                                               double& logOddsOfRead) {
    const auto scores = searchScores(cells, keepFrom);
    if (!scores) return std::nullopt;
    double read = 0.0;
    for (std::size_t i = 0; i < cells.size(); ++i)
        read += (*scores)[i][static_cast<std::size_t>(readClass(cells[i]))];
    if (std::isinf(read)) return std::nullopt;
    TopSearch search(card, cells, sticks, *scores, true, nodeLimit);
    const std::optional<std::vector<int>> classes = search.run();
    if (!classes) return std::nullopt;
    logOddsOfRead = read - search.bestSum();
    return topOfClasses(cells, *classes);
}

std::string mendedTopWarning(int changedCells) {
    return "the top view as read cannot be laid with whole sticks: " +
           counted(changedCells, "unsure cell", "unsure cells") +
           " read as the nearest top that can, check the marked cells";
}

} // namespace packmate::vision
