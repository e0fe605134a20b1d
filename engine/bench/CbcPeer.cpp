#include "CbcPeer.h"

#include <cmath>
#include <coin/Cbc_C_Interface.h>
#include <memory>
#include <vector>

namespace packmate::bench {

namespace {

struct ModelDeleter {
    void operator()(Cbc_Model* model) const { Cbc_deleteModel(model); }
};

} // namespace

CbcResult solveWithCbc(const TruckCard& card, const Cargo& cargo) {
    const int rows = card.rows();
    const int cols = card.cols();
    const int layers = card.layers();
    const auto cellIndex = [&](const Cell& c) { return (c.z * rows + c.y) * cols + c.x; };
    const int cellCount = rows * cols * layers;

    std::vector<std::vector<int>> covering(static_cast<std::size_t>(cellCount));
    std::vector<std::vector<int>> byColour(kColourCount);
    std::unique_ptr<Cbc_Model, ModelDeleter> model(Cbc_newModel());
    Cbc_setLogLevel(model.get(), 0);
    Cbc_setObjSense(model.get(), -1.0); // maximise
    int variables = 0;
    for (int z = 0; z < layers; ++z)
        for (int y = 0; y < rows; ++y)
            for (int x = 0; x < cols; ++x)
                for (Colour colour : kAllColours) {
                    if (cargo[colour] == 0) continue;
                    for (Direction dir : {Direction::X, Direction::Y, Direction::Z}) {
                        const Piece piece{colour, x, y, z, dir};
                        if (piece.length() == 1 && dir != Direction::X) continue;
                        const auto cells = piece.cells();
                        bool fits = true;
                        for (const Cell& c : cells)
                            fits = fits && c.z < layers && card.isLoadingCell(c.x, c.y);
                        if (!fits) continue;
                        Cbc_addCol(model.get(), "", 0.0, 1.0, piece.length(), 1, 0, nullptr,
                                   nullptr);
                        for (const Cell& c : cells)
                            covering[static_cast<std::size_t>(cellIndex(c))].push_back(variables);
                        byColour[static_cast<std::size_t>(colourIndex(colour))].push_back(
                            variables);
                        ++variables;
                    }
                }

    int constraints = 0;
    std::vector<int> columns;
    std::vector<double> coefficients;
    const auto addRow = [&](char sense, double rhs) {
        if (columns.empty()) return;
        Cbc_addRow(model.get(), "", static_cast<int>(columns.size()), columns.data(),
                   coefficients.data(), sense, rhs);
        ++constraints;
    };
    for (int cell = 0; cell < cellCount; ++cell) {
        columns = covering[static_cast<std::size_t>(cell)];
        coefficients.assign(columns.size(), 1.0);
        if (columns.size() > 1) addRow('L', 1.0);
        // occupied(cell) - occupied(cell below) <= 0; a stick covering both cancels out.
        if (cell < rows * cols || columns.empty()) continue;
        for (int below : covering[static_cast<std::size_t>(cell - rows * cols)]) {
            bool same = false;
            for (std::size_t i = 0; i < columns.size(); ++i)
                if (columns[i] == below) {
                    same = true;
                    coefficients[i] = 0.0;
                }
            if (!same) {
                columns.push_back(below);
                coefficients.push_back(-1.0);
            }
        }
        addRow('L', 0.0);
    }
    for (int c = 0; c < kColourCount; ++c) {
        columns = byColour[static_cast<std::size_t>(c)];
        coefficients.assign(columns.size(), 1.0);
        addRow('L', cargo.counts[static_cast<std::size_t>(c)]);
    }

    CbcResult result;
    result.variables = variables;
    result.constraints = constraints;
    if (variables == 0) {
        result.provenOptimal = true;
        return result;
    }
    Cbc_solve(model.get());
    result.provenOptimal = Cbc_isProvenOptimal(model.get()) != 0;
    result.loadedVolume = static_cast<int>(std::lround(Cbc_getObjValue(model.get())));
    return result;
}

} // namespace packmate::bench
