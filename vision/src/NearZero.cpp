#include <packmate/vision/NearZero.h>

#include <algorithm>
#include <vector>

namespace packmate::vision {

cv::Mat nearZero(const cv::Mat& mask, int radius) {
    CV_Assert(mask.type() == CV_8UC1 && radius >= 0 && radius < 30000);
    const int rows = mask.rows, cols = mask.cols;
    cv::Mat out(mask.size(), CV_8U);
    if (mask.empty()) return out;
    // Each column's distance to its nearest zero pixel, `far` when more than the radius.
    const int far = radius + 1;
    const auto farShort = static_cast<unsigned short>(far);
    cv::Mat column(mask.size(), CV_16U);
    // Branch-free loops (the compiler vectorises them): all 16-bit, a zero pixel's 0 by a mask.
    for (int y = 0; y < rows; ++y) {
        const unsigned char* m = mask.ptr<unsigned char>(y);
        auto* c = column.ptr<unsigned short>(y);
        const auto* above = column.ptr<unsigned short>(y > 0 ? y - 1 : 0);
        for (int x = 0; x < cols; ++x) {
            const unsigned short step =
                y > 0 ? std::min(static_cast<unsigned short>(above[x] + 1), farShort) : farShort;
            c[x] = static_cast<unsigned short>(step & -static_cast<unsigned short>(m[x] != 0));
        }
    }
    for (int y = rows - 2; y >= 0; --y) {
        auto* c = column.ptr<unsigned short>(y);
        const auto* below = column.ptr<unsigned short>(y + 1);
        for (int x = 0; x < cols; ++x)
            c[x] = std::min(c[x], static_cast<unsigned short>(below[x] + 1));
    }
    // A zero pixel `g` rows away reaches `halfWidth[g]` columns either side: the largest w with
    // w² + g² <= radius², in integers.
    std::vector<int> halfWidth(std::size_t(far) + 1, -1);
    for (int g = 0; g <= radius; ++g) {
        int w = 0;
        while ((w + 1) * (w + 1) + g * g <= radius * radius)
            ++w;
        halfWidth[std::size_t(g)] = w;
    }
    // Pixel x is reached when some column x' has x' − w(x') <= x <= x' + w(x'): the furthest
    // reach from the left, then from the right.
    for (int y = 0; y < rows; ++y) {
        const auto* c = column.ptr<unsigned short>(y);
        unsigned char* o = out.ptr<unsigned char>(y);
        int right = -1; // furthest column reached from columns left of x (and x)
        for (int x = 0; x < cols; ++x) {
            const int w = halfWidth[std::size_t(c[x])];
            if (w >= 0) right = std::max(right, x + w);
            o[x] = right >= x ? 255 : 0;
        }
        int left = cols; // furthest column reached from columns right of x (and x)
        for (int x = cols - 1; x >= 0; --x) {
            const int w = halfWidth[std::size_t(c[x])];
            if (w >= 0) left = std::min(left, x - w);
            if (left <= x) o[x] = 255;
        }
    }
    return out;
}

} // namespace packmate::vision
