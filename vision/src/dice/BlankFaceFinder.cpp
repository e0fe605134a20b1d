#include <packmate/vision/dice/BlankFaceFinder.h>

namespace packmate::vision::dice {

std::vector<DieReading> findBlankFaces(const cv::Mat& /*bgr*/,
                                       const std::vector<DieReading>& /*found*/,
                                       const std::vector<double>& /*faceSides*/,
                                       const DiceColourModel& /*colours*/,
                                       const BlankFaceConfig& /*config*/) {
    return {};
}

} // namespace packmate::vision::dice
