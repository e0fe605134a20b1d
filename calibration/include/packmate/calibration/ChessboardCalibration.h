#pragma once

#include <packmate/calibration/CameraIntrinsics.h>

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace packmate::calibration {

/// The printed chessboard and how many usable photos of it calibration needs.
struct ChessboardConfig {
    cv::Size innerCorners{9, 6}; ///< Corners where four squares meet, per row × per column.
    double squareMm = 25.0;
    int minViews = 4;           ///< Fewer views with the board found → refuse.
    int cornerRefineWindow = 5; ///< Half-size in pixels of cv::cornerSubPix's window.
};

/// Calibrates a camera from photos of a flat chessboard (calib3d). Photos must share one size;
/// those where the board is not found are skipped and listed in `skipped` (0-based indices).
/// Throws InputError when fewer than config.minViews photos show the board.
CameraIntrinsics calibrateFromChessboards(const std::vector<cv::Mat>& photos,
                                          const std::string& cameraId,
                                          const ChessboardConfig& config = {},
                                          std::vector<int>* skipped = nullptr);

} // namespace packmate::calibration
