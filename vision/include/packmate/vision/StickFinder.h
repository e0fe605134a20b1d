#pragma once

#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CardSampler.h>
#include <packmate/vision/StickEvidence.h>
#include <packmate/vision/StickNet.h>
#include <packmate/vision/config/StickFinderConfig.h>

#include <opencv2/core.hpp>

#include <array>
#include <string>
#include <vector>

namespace packmate::vision {

/// A stick lying on the table beside the card.
struct OffCardStick {
    Colour colour = Colour::White;
    /// Length in cells, from the colour; `measuredLength` is what the photo shows.
    int length = 1;
    double measuredLength = 0.0;
    /// Image point of the middle of its top face.
    cv::Point2d center;
    double confidence = 0.0;
    /// The stick runs into the card's keep-out or the photo's edge and shows less than its
    /// length: its colour gives the length, its confidence is lowered (unsure).
    bool partlyHidden = false;
    /// Found by its side face and shadow, not its colour (the table shows its colour): unsure.
    bool foundBySide = false;
    /// Found by the look by cluster (a colour the light moved off its reference): below the
    /// fitted confidence's `dropBelow` it is left out quietly, never an unexplained blob.
    bool foundByCluster = false;
    /// Non-empty when colour and measured length disagree or the stick is partly hidden.
    std::string problem;
    /// What the confidence was computed from.
    StickEvidence evidence;
};

/// What stage 4 saw on the table round the card.
struct SticksBeside {
    std::vector<OffCardStick> sticks;
    /// Stick-coloured blobs too large to be noise that do not have a stick's shape (a stick
    /// partly hidden or in shadow?), and sticks left out as the table's pattern (one each, by
    /// StickFinderConfig::oneRollRules): a reason to ask the player to check.
    int unexplainedBlobs = 0;
    /// Colours the table itself shows: sticks of these colours may go unseen.
    std::vector<Colour> blindColours;
    /// Per colour (W G B T V), when the learned look ran: the highest top-face probability the
    /// network gives that colour on the table away from every stick found (0 when it did not
    /// run): how much of a stick it still sees where none was read.
    std::array<double, kColourCount> netLeftOver{};
    /// Colours the table shows where the learned look ran and sees nothing of a stick left
    /// (`netLeftOver` below StickFinderConfig::netClearsBlindBelow): no stick of them lies unseen.
    std::vector<Colour> blindCleared;
};

/// Stage 4: finds the sticks lying flat on the table round the card (not on it), splitting
/// touching sticks of one colour by the known cross-section and length. `net` is the learned
/// look's network (nullptr: the one built into the library).
SticksBeside findOffCardSticks(const cv::Mat& bgr, const CardSampler& sampler,
                               const TruckCard& card, const CardGeometry& geometry,
                               const ColourModel& colours, const StickFinderConfig& config = {},
                               StickNet* net = nullptr);

} // namespace packmate::vision
