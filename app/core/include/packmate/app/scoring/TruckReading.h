#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/TruckCard.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/ReadingChecks.h>
#include <packmate/vision/TruckScore.h>

#include <opencv2/core.hpp>

#include <QVariantMap>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace packmate::app {

/// A truck card as QML passes it around: {"id", "layers", "grid"}. InputError when it is not
/// a valid card.
TruckCard truckCardFromVariant(const QVariantMap& card);
QVariantMap truckCardToVariant(const TruckCard& card);

/// What the camera read of one loaded truck (the cells' top colours and the sticks beside it),
/// which the player can correct by tapping. The score is always recomputed by vision's
/// scoreTruck from the corrected reading, so a correction that contradicts the cargo shows as
/// a conflict rather than a number.
class TruckReading {
public:
    TruckReading(TruckCard card, std::optional<Cargo> cargo);

    /// From one photo's reading; `imageSize` turns image points into fractions for the overlay.
    static TruckReading fromPhoto(const vision::PhotoScore& photo, TruckCard card,
                                  std::optional<Cargo> cargo, cv::Size imageSize);
    /// From the map toVariant() made (the camera result handed over to the GUI thread).
    static TruckReading fromVariant(const QVariantMap& map, TruckCard card,
                                    std::optional<Cargo> cargo);

    /// The whole reading for QML: "found", "corners" (4 × [x, y], fractions of the frame),
    /// "cells" ({x, y, top, confidence, unsure, fixed, quad}), "sticks" ({colour, length,
    /// cx, cy, confidence, unsure, added, problem}), the score ("freeCells", "penalty",
    /// "overflow", "sticksLeft", "conflict") or -1 when undecided, "warnings", "checks"
    /// (unsure readings not yet fixed), "unsure", "confidence", "edited".
    QVariantMap toVariant() const;

    /// Cell `index`: bare → W → G → B → T → V → bare. Marks it checked by the player.
    void cycleCell(int index);
    /// Cell or stick `index` is right as read: the player has checked it.
    void confirmCell(int index);
    void confirmStick(int index);
    /// Stick `index`: W → G → B → T → V → W (its length follows its colour).
    void cycleStick(int index);
    void removeStick(int index);
    /// A stick the camera missed.
    void addStick(Colour colour);

    vision::TruckScore score() const;
    /// The sticks beside the truck as counts per colour (the engine's "left over").
    Cargo sticksBeside() const;
    bool found() const { return found_; }
    const std::vector<vision::CellReading>& cells() const { return cells_; }
    const std::vector<vision::OffCardStick>& sticks() const { return sticks_; }

private:
    /// The readings still to look at: unsure or doubted by `truck`, and not yet fixed.
    vision::ReadingChecks checksLeft(const vision::TruckScore& truck) const;

    TruckCard card_;
    std::optional<Cargo> cargo_;
    bool found_ = false;
    cv::Size imageSize_{1, 1};
    std::array<cv::Point2d, 4> corners_{};
    std::vector<vision::CellReading> cells_;
    std::vector<bool> cellFixed_;
    std::vector<vision::OffCardStick> sticks_;
    std::vector<bool> stickFixed_;
    /// Warnings of the photo that are not about one cell or the score (table colour, blobs).
    std::vector<std::string> photoWarnings_;
    double photoConfidence_ = 0.0;
    bool photoUnsure_ = true;
    /// The photo's table may hide a stick (ReadingChecks::tableDoubts > 0): the sticks beside
    /// are never sure enough to outweigh the top view of a 1-layer truck.
    bool tableDoubt_ = true;
    /// The stick colours the photo's table looks like, still in doubt (PhotoScore).
    std::vector<Colour> tableLooksLike_;
    bool edited_ = false;
};

} // namespace packmate::app
