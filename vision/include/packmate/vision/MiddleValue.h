#pragma once

#include <algorithm>
#include <cassert>
#include <vector>

namespace packmate::vision {

/// The median of `values` (of an even count, the upper of the two middle values), found by
/// partly reordering them in place. `values` must not be empty.
template <typename T> T middleValue(std::vector<T>& values) {
    assert(!values.empty());
    const auto middle = values.begin() + static_cast<long>(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

} // namespace packmate::vision
