#pragma once

#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CellClassifier.h>

#include <string>
#include <vector>

namespace packmate::testing {

/// The cells of `card` as vision would read them from a photo: the top colour of each loading
/// cell from `top` rows ('_' bare card), every reading sure (confidence 0.99).
inline std::vector<vision::CellReading> sureCellReadings(const TruckCard& card,
                                                         const std::vector<std::string>& top) {
    std::vector<vision::CellReading> out;
    for (int y = 0; y < card.rows(); ++y)
        for (int x = 0; x < card.cols(); ++x) {
            if (!card.isLoadingCell(x, y)) continue;
            vision::CellReading cell;
            cell.x = x;
            cell.y = y;
            const char c = top[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            if (c != '_') cell.top = colourFromLetter(c);
            cell.confidence = 0.99;
            out.push_back(cell);
        }
    return out;
}

} // namespace packmate::testing
