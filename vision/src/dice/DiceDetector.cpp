#include <packmate/engine/InputError.h>
#include <packmate/vision/OnnxNet.h>
#include <packmate/vision/dice/DiceDetector.h>
#include <packmate/vision/dice/FinderInput.h>

#include <algorithm>
#include <cmath>

extern const unsigned char kDiceFinderModel[];
extern const std::size_t kDiceFinderModel_size;

namespace packmate::vision::dice {

namespace {

constexpr int kMaps = 6; // heat, log side, dx, dy, cos 4a, sin 4a

} // namespace

std::array<cv::Point2f, 4> FoundDie::corners() const {
    const float h = float(side / 2);
    const float c = float(std::cos(turn)), s = float(std::sin(turn));
    std::array<cv::Point2f, 4> out;
    const cv::Point2f local[4] = {{-h, -h}, {h, -h}, {h, h}, {-h, h}};
    for (std::size_t i = 0; i < 4; ++i)
        out[i] =
            center + cv::Point2f(c * local[i].x - s * local[i].y, s * local[i].x + c * local[i].y);
    return out;
}

DiceDetector::DiceDetector(const std::vector<unsigned char>& onnx)
    : net_(readOnnxNet(onnx, "dice finder model")) {}

DiceDetector& DiceDetector::builtIn() {
    static DiceDetector detector(
        std::vector<unsigned char>(kDiceFinderModel, kDiceFinderModel + kDiceFinderModel_size));
    return detector;
}

std::vector<FoundDie> decodeDiceMaps(const cv::Mat& maps, const DetectorConfig& config) {
    if (maps.dims != 4 || maps.size[1] != kMaps)
        throw InputError("dice finder: unexpected network output");
    const int rows = maps.size[2], cols = maps.size[3];
    const float* data = maps.ptr<float>();
    const auto at = [&](int map, int y, int x) {
        return data[(std::size_t(map) * rows + y) * cols + x];
    };
    std::vector<FoundDie> peaks;
    for (int y = 0; y < rows; ++y)
        for (int x = 0; x < cols; ++x) {
            const float heat = at(0, y, x);
            if (heat < config.minScore) continue;
            bool isMax = true;
            for (int dy = -1; dy <= 1 && isMax; ++dy)
                for (int dx = -1; dx <= 1 && isMax; ++dx) {
                    const int yy = y + dy, xx = x + dx;
                    if ((dx || dy) && yy >= 0 && yy < rows && xx >= 0 && xx < cols &&
                        (at(0, yy, xx) > heat ||
                         (at(0, yy, xx) == heat && (dy < 0 || (dy == 0 && dx < 0)))))
                        isMax = false;
                }
            if (!isMax) continue;
            FoundDie die;
            die.score = heat;
            const float stride = float(config.stride);
            die.center = {(float(x) + at(2, y, x)) * stride, (float(y) + at(3, y, x)) * stride};
            die.side = std::exp(double(at(1, y, x))) * config.stride;
            die.turn = std::atan2(double(at(5, y, x)), double(at(4, y, x))) / 4.0;
            peaks.push_back(die);
        }
    std::sort(peaks.begin(), peaks.end(),
              [](const FoundDie& a, const FoundDie& b) { return a.score > b.score; });
    std::vector<FoundDie> kept;
    for (const FoundDie& die : peaks) {
        const bool near = std::any_of(kept.begin(), kept.end(), [&](const FoundDie& k) {
            return cv::norm(k.center - die.center) <
                   config.minSeparation * std::max(k.side, die.side);
        });
        if (!near) kept.push_back(die);
    }
    return kept;
}

std::vector<FoundDie> DiceDetector::find(const cv::Mat& bgr, const DetectorConfig& config) {
    const FinderInput input = finderInput(bgr, config);
    const cv::Size fitted = input.fitted;
    cv::Mat maps;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        net_.setInput(input.blob);
        maps = net_.forward().clone();
    }
    std::vector<FoundDie> dice = decodeDiceMaps(maps, config);
    const float toImageX = float(bgr.cols) / float(fitted.width);
    const float toImageY = float(bgr.rows) / float(fitted.height);
    std::vector<FoundDie> inside;
    for (FoundDie& die : dice) {
        if (die.center.x >= float(fitted.width) || die.center.y >= float(fitted.height)) continue;
        die.center = {die.center.x * toImageX, die.center.y * toImageY};
        die.side *= 0.5 * (toImageX + toImageY);
        inside.push_back(die);
    }
    return inside;
}

} // namespace packmate::vision::dice
