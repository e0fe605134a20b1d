#include <packmate/calibration/CameraStore.h>
#include <packmate/calibration/ChessboardCalibration.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>

using namespace packmate::calibration;

namespace {

const cv::Size kPhoto{640, 480};
const cv::Matx33d kTrueMatrix(560, 0, 318, 0, 555, 243, 0, 0, 1);
const std::vector<double> kTrueDistortion{-0.28, 0.09, 0.0005, -0.0004, 0.0};

constexpr int kSupersample = 2;

// Viewing ray (x, y, 1) of every pixel of the 2× supersampled distorted image: the camera's
// part of the ray casting, the same for every view, so computed once.
const std::vector<cv::Point2f>& pixelRays() {
    static const std::vector<cv::Point2f> rays = [] {
        cv::Matx33d bigMatrix = kTrueMatrix;
        bigMatrix(0, 0) *= kSupersample;
        bigMatrix(1, 1) *= kSupersample;
        bigMatrix(0, 2) = (kTrueMatrix(0, 2) + 0.5) * kSupersample - 0.5;
        bigMatrix(1, 2) = (kTrueMatrix(1, 2) + 0.5) * kSupersample - 0.5;
        std::vector<cv::Point2f> pixels;
        for (int y = 0; y < kPhoto.height * kSupersample; ++y)
            for (int x = 0; x < kPhoto.width * kSupersample; ++x)
                pixels.emplace_back(static_cast<float>(x), static_cast<float>(y));
        std::vector<cv::Point2f> out;
        cv::undistortPoints(pixels, out, bigMatrix, kTrueDistortion, cv::noArray(), cv::noArray(),
                            cv::TermCriteria(cv::TermCriteria::COUNT, 20, 0));
        return out;
    }();
    return rays;
}

// Ray-casts a chessboard through the distorted camera: each pixel's ray is intersected with
// the board plane. Rendered at 2× and shrunk, so square edges are anti-aliased like a photo's.
cv::Mat renderBoardView(const ChessboardConfig& board, const cv::Matx33d& r,
                        cv::Vec3d translation) {
    const cv::Size big(kPhoto.width * kSupersample, kPhoto.height * kSupersample);
    const std::vector<cv::Point2f>& rays = pixelRays();
    const cv::Vec3d normal(r(0, 2), r(1, 2), r(2, 2));
    const double sq = board.squareMm;
    cv::Mat view(big, CV_8UC1);
    for (int i = 0; i < big.area(); ++i) {
        const cv::Vec3d ray(rays[static_cast<std::size_t>(i)].x,
                            rays[static_cast<std::size_t>(i)].y, 1.0);
        const double s = normal.dot(translation) / normal.dot(ray);
        const cv::Vec3d onBoard = r.t() * (s * ray - translation);
        const int col = static_cast<int>(std::floor(onBoard[0] / sq)) + 1;
        const int row = static_cast<int>(std::floor(onBoard[1] / sq)) + 1;
        const bool inSquares = col >= 0 && row >= 0 && col <= board.innerCorners.width &&
                               row <= board.innerCorners.height;
        const bool onPaper = onBoard[0] > -2 * sq && onBoard[1] > -2 * sq &&
                             onBoard[0] < (board.innerCorners.width + 1) * sq &&
                             onBoard[1] < (board.innerCorners.height + 1) * sq;
        view.at<std::uint8_t>(i / big.width, i % big.width) = s <= 0 ? 60
                                                              : inSquares
                                                                  ? ((col + row) % 2 ? 235 : 25)
                                                              : onPaper ? 235
                                                                        : 60;
    }
    cv::Mat small;
    cv::resize(view, small, kPhoto, 0, 0, cv::INTER_AREA);
    return small;
}

// Views with the board's centre at spread image positions (corners included, where distortion
// is strongest), tilted different ways.
std::vector<cv::Mat> boardViews(const ChessboardConfig& board) {
    const cv::Vec3d boardCentre(board.innerCorners.width - 1, board.innerCorners.height - 1, 0);
    const struct {
        cv::Point2d at;
        cv::Vec3d rotation;
    } poses[] = {{{320, 240}, {0.05, 0.02, 0.0}},   {{180, 140}, {0.3, -0.2, 0.05}},
                 {{460, 140}, {-0.3, 0.25, -0.05}}, {{460, 340}, {0.2, 0.35, 0.1}},
                 {{180, 340}, {-0.2, -0.35, -0.1}}, {{320, 120}, {0.4, 0.0, 0.2}},
                 {{320, 360}, {-0.4, 0.1, -0.2}},   {{170, 240}, {0.0, 0.45, 0.3}}};
    std::vector<cv::Mat> views;
    for (const auto& pose : poses) {
        cv::Matx33d r;
        cv::Rodrigues(pose.rotation, r);
        const double depth = 470;
        const cv::Vec3d centreRay((pose.at.x - kTrueMatrix(0, 2)) / kTrueMatrix(0, 0),
                                  (pose.at.y - kTrueMatrix(1, 2)) / kTrueMatrix(1, 1), 1.0);
        const cv::Vec3d translation = depth * centreRay - r * (boardCentre * (board.squareMm / 2));
        views.push_back(renderBoardView(board, r, translation));
    }
    return views;
}

} // namespace

TEST(ChessboardCalibration, RecoversKnownIntrinsicsFromSyntheticViews) {
    const ChessboardConfig board{{9, 6}, 25.0, 4, 5};
    std::vector<int> skipped;
    const CameraIntrinsics found =
        calibrateFromChessboards(boardViews(board), "synthetic", board, &skipped);
    std::cout << "[ measured ] views " << found.views << ", rms " << found.rmsPixels << " px, fx "
              << found.cameraMatrix(0, 0) << " fy " << found.cameraMatrix(1, 1) << " cx "
              << found.cameraMatrix(0, 2) << " cy " << found.cameraMatrix(1, 2) << " k1 "
              << found.distortion[0] << " k2 " << found.distortion[1] << "\n";
    EXPECT_GE(found.views, 6);
    EXPECT_LT(found.rmsPixels, 0.5);
    EXPECT_NEAR(found.cameraMatrix(0, 0), kTrueMatrix(0, 0), 0.02 * kTrueMatrix(0, 0));
    EXPECT_NEAR(found.cameraMatrix(1, 1), kTrueMatrix(1, 1), 0.02 * kTrueMatrix(1, 1));
    EXPECT_NEAR(found.cameraMatrix(0, 2), kTrueMatrix(0, 2), 6.0);
    EXPECT_NEAR(found.cameraMatrix(1, 2), kTrueMatrix(1, 2), 6.0);
    EXPECT_NEAR(found.distortion[0], kTrueDistortion[0], 0.04);

    // The recovered model moves distorted pixels by what the true lens needs (within 1 px).
    const std::vector<cv::Point2f> probe{{90, 70}, {550, 70}, {320, 240}, {550, 410}, {90, 410}};
    std::vector<cv::Point2f> byTruth;
    std::vector<cv::Point2f> byFound;
    cv::undistortPoints(probe, byTruth, kTrueMatrix, kTrueDistortion, cv::noArray(), kTrueMatrix);
    cv::undistortPoints(probe, byFound, found.cameraMatrix, found.distortion, cv::noArray(),
                        found.cameraMatrix);
    for (std::size_t i = 0; i < probe.size(); ++i) {
        const cv::Point2f shiftTruth = byTruth[i] - probe[i];
        const cv::Point2f shiftFound = byFound[i] - probe[i];
        EXPECT_GT(cv::norm(shiftTruth), i == 2 ? 0.0 : 5.0)
            << "probe " << i << " should need correcting";
        EXPECT_LT(cv::norm(shiftTruth - shiftFound), 1.0) << "probe " << i;
    }
}

TEST(ChessboardCalibration, RefusesPhotosWithoutABoard) {
    const std::vector<cv::Mat> blank(5, cv::Mat(kPhoto, CV_8UC1, cv::Scalar(128)));
    std::vector<int> skipped;
    EXPECT_THROW(calibrateFromChessboards(blank, "cam", {}, &skipped), packmate::InputError);
    EXPECT_EQ(skipped.size(), 5U);
}

TEST(CameraStore, SavesAndLoadsPerCamera) {
    const auto folder = std::filesystem::temp_directory_path() / "packmate-camera-store-test";
    std::filesystem::remove_all(folder);
    const CameraStore store(folder);
    CameraIntrinsics intrinsics;
    intrinsics.cameraId = "USB cam /dev/video0";
    intrinsics.imageSize = {1280, 720};
    intrinsics.cameraMatrix = cv::Matx33d(900, 0, 640, 0, 905, 360, 0, 0, 1);
    intrinsics.distortion = {-0.1, 0.02, 0, 0, 0};
    intrinsics.rmsPixels = 0.3;
    intrinsics.views = 7;
    EXPECT_FALSE(store.load(intrinsics.cameraId).has_value());
    store.save(intrinsics);
    const auto loaded = store.load(intrinsics.cameraId);
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->cameraMatrix, intrinsics.cameraMatrix);
    EXPECT_EQ(loaded->distortion, intrinsics.distortion);
    EXPECT_EQ(loaded->imageSize, intrinsics.imageSize);
    EXPECT_FALSE(store.load("other").has_value());
    // Same camera at half resolution: the matrix scales with it; another aspect ratio is refused.
    EXPECT_NEAR(loaded->cameraMatrixFor({640, 360})(0, 0), 450, 1e-9);
    EXPECT_THROW(loaded->cameraMatrixFor({640, 480}), packmate::InputError);
    std::filesystem::remove_all(folder);
}

TEST(CameraStore, DamagedFileIsAnInputError) {
    const auto folder = std::filesystem::temp_directory_path() / "packmate-camera-store-damaged";
    std::filesystem::create_directories(folder);
    const CameraStore store(folder);
    std::ofstream(store.fileFor("cam")) << R"({"camera_id":"cam","image_width":10})";
    EXPECT_THROW(store.load("cam"), packmate::InputError);
    std::filesystem::remove_all(folder);
}
