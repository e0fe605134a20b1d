#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/Layout.h>

#include <string>
#include <vector>

namespace packmate {

/// One broken loading rule: which stick breaks it and why.
struct Violation {
    int piece = -1; ///< 0-based index of the stick in Layout::pieces; -1 = the whole layout
    std::string reason;

    bool operator==(const Violation&) const = default;
};

/// Checks a layout against every loading rule of Zack & Pack and returns each violation
/// (empty = legal): a cell outside the loading area, two sticks in one cell, a cell above
/// the layer count (or below the bed), an upright stick taller than the truck's layers, an
/// occupied cell above layer 0 with an empty cell directly below (overhang), and — when a
/// cargo is given — more sticks of a colour than the cargo holds.
std::vector<Violation> validateLayout(const Layout& layout, const Cargo* cargo = nullptr);

/// "stick 3 (brown): overlaps stick 1 at x=0 y=1 z=0"; "layout: ..." for piece −1.
std::string describeViolation(const Violation& violation, const Layout& layout);

} // namespace packmate
