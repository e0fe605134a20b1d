#include <packmate/vision/eval/StickMatch.h>

#include <algorithm>
#include <limits>

namespace packmate::vision::eval {

namespace {

// The assignment of rows to columns of the square `cost` matrix with the least total cost
// (Hungarian method, O(n³)); for each row, its column.
std::vector<int> leastCostAssignment(const std::vector<std::vector<double>>& cost) {
    const std::size_t n = cost.size();
    const double infinity = std::numeric_limits<double>::infinity();
    // 1-based potentials and matching, column 0 a sentinel.
    std::vector<double> u(n + 1, 0.0), v(n + 1, 0.0);
    std::vector<std::size_t> rowOf(n + 1, 0), way(n + 1, 0);
    for (std::size_t row = 1; row <= n; ++row) {
        rowOf[0] = row;
        std::size_t column = 0;
        std::vector<double> slack(n + 1, infinity);
        std::vector<bool> done(n + 1, false);
        do {
            done[column] = true;
            const std::size_t r = rowOf[column];
            double delta = infinity;
            std::size_t next = 0;
            for (std::size_t c = 1; c <= n; ++c) {
                if (done[c]) continue;
                const double reduced = cost[r - 1][c - 1] - u[r] - v[c];
                if (reduced < slack[c]) slack[c] = reduced, way[c] = column;
                if (slack[c] < delta) delta = slack[c], next = c;
            }
            for (std::size_t c = 0; c <= n; ++c)
                if (done[c])
                    u[rowOf[c]] += delta, v[c] -= delta;
                else
                    slack[c] -= delta;
            column = next;
        } while (rowOf[column] != 0);
        do {
            const std::size_t previous = way[column];
            rowOf[column] = rowOf[previous];
            column = previous;
        } while (column != 0);
    }
    std::vector<int> columnOf(n, -1);
    for (std::size_t c = 1; c <= n; ++c)
        if (rowOf[c] != 0) columnOf[rowOf[c] - 1] = static_cast<int>(c - 1);
    return columnOf;
}

} // namespace

std::vector<int> matchSticks(const std::vector<TruckTruth::Stick>& truth,
                             const std::vector<OffCardStick>& readings, double cell,
                             bool sameColour) {
    // A pair out of reach costs more than all pairs in reach together: the least total cost
    // pairs as many sticks as can be, and of those pairings the nearest.
    const std::size_t n = std::max(truth.size(), readings.size());
    double reachable = 0.0;
    std::vector<std::vector<double>> distance(truth.size(),
                                              std::vector<double>(readings.size(), -1.0));
    for (std::size_t t = 0; t < truth.size(); ++t)
        for (std::size_t r = 0; r < readings.size(); ++r) {
            if (sameColour && readings[r].colour != truth[t].colour) continue;
            const double d = cv::norm(readings[r].center - truth[t].center);
            if (d >= stickMatchRadius(truth[t].colour, cell)) continue;
            distance[t][r] = d;
            reachable += d;
        }
    const double outOfReach = reachable + 1.0;
    std::vector<std::vector<double>> cost(n, std::vector<double>(n, outOfReach));
    for (std::size_t t = 0; t < truth.size(); ++t)
        for (std::size_t r = 0; r < readings.size(); ++r)
            if (distance[t][r] >= 0.0) cost[t][r] = distance[t][r];
    const std::vector<int> assigned = leastCostAssignment(cost);
    std::vector<int> match(truth.size(), -1);
    for (std::size_t t = 0; t < truth.size(); ++t) {
        const int r = assigned[t];
        if (r >= 0 && static_cast<std::size_t>(r) < readings.size() &&
            distance[t][static_cast<std::size_t>(r)] >= 0.0)
            match[t] = r;
    }
    return match;
}

} // namespace packmate::vision::eval
