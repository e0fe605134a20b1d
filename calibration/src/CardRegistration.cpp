#include <packmate/calibration/CardRegistration.h>
#include <packmate/calibration/LayerDigitReader.h>
#include <packmate/engine/InputError.h>

namespace packmate::calibration {

CardRegistration registerCard(const cv::Mat& photo, const CardRegistrationConfig& config) {
    if (photo.channels() != 3) throw InputError("card registration needs a colour photo");
    const MatDetection detection = requireMat(photo);
    const auto found = locateCardOnMat(photo, detection, config);
    if (!found) throw InputError("no truck card found on the mat's card place");
    // Which end is the cab: the reading that explains the loading bed better, helped by the
    // road printed along the card's bottom edge.
    CardRegistration best;
    double bestScore = 1e9;
    for (const CardOnMat& candidate : *found) {
        const CardMaskProposal mask =
            proposeCardMask(cardFrameImage(photo, candidate, config), config);
        const double score = mask.error - config.roadCueWeight * mask.roadCue;
        if (!mask.grid.empty() && score < bestScore) {
            bestScore = score;
            best = {mask, std::nullopt, candidate, candidate.imageCorners(config.geometry)};
        }
    }
    if (best.mask.grid.empty()) throw InputError("no loading area (white cells) seen on the card");
    best.layers = readLayerDigit(photo, best.card, config);
    return best;
}

TruckCard registeredCard(const CardRegistration& registration, const std::string& id, int layers) {
    return TruckCard(id, layers, registration.mask.grid);
}

} // namespace packmate::calibration
