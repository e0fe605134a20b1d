#pragma once

#include <packmate/calibration/CardLocator.h>
#include <packmate/calibration/CardMask.h>
#include <packmate/engine/TruckCard.h>

#include <opencv2/core.hpp>

#include <optional>
#include <string>

namespace packmate::calibration {

/// A card registered from a photo: its proposed loading area, the layer count read from the
/// cab's disc when its digit is clear (else empty: the app asks), and where the card lies.
struct CardRegistration {
    CardMaskProposal mask;
    std::optional<int> layers;
    CardOnMat card;                          ///< Cab-left frame.
    std::array<cv::Point2f, 4> imageCorners; ///< Card frame TL, TR, BR, BL in the photo.
};

/// Finds the mat, then the empty truck card on its card place, and proposes the loading area.
/// Throws InputError when the mat or a card-sized card is not found.
CardRegistration registerCard(const cv::Mat& photo, const CardRegistrationConfig& config = {});

/// The engine card for a registration; InputError for layers outside 1–4 or an empty id.
TruckCard registeredCard(const CardRegistration& registration, const std::string& id, int layers);

} // namespace packmate::calibration
