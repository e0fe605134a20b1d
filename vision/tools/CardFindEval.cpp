// vision_card_eval [--mat] DIR...: card found with the right corner order (all four corners
// within 4 % of the card diagonal of the truth, as eval-photos counts it) on every rendered
// scene (NAME.json with "card", "card_corners") in each DIR, and the median CPU time of
// locateCard. Also the stage-1 outline alone (the first pose hypothesis, in any corner order):
// found rate, median and 95th-percentile corner error, stage-1 time. --classic: the white-margin
// finder only (no learned finder). --no-art: without the art look (findCardByArt). --no-margin:
// without the margin check (CardFinderConfig::marginCheck, nearMarginCheck; --no-near-margin: only
// the latter). --whole-looks: the art looks over the whole photo on the near path too
// (nearLooksRound off). --keep-parts: keep an outline that is a part of the mask's card
// (minMaskBlobShare 0). --no-lines: without the mask-lines look (lineLook). --near-lines F: that
// look on the near path below a learned edge share of F (nearLinesBelow; 0: never). --edge-wins: of
// two disagreeing near outlines whose margins both fail, the stronger edge (nearWhiterMargin off).
// --list: every scene's stage-1 corner error, the path stage 1 took (LocateTrace::path) and the two
// weakest sides' white shares of its margin (marginWhiteShares at 0.9/0.8/0.7 of the white level).
// --empty DIR...: photos (*.jpg) without a card; counts the ones where a card is found (each is
// wrong). With --mat the scene's "mat_corners" (an A4 mat, 21 × 29.7 cm) give the metric table
// homography that the caller passes in (PhotoInputs::tableToImage). Failures are listed;
// --draw OUTDIR writes each failing scene's photo with the true outline (red), stage 1's first
// hypothesis (blue) and the chosen pose (green), a dot on each one's first corner (the card's top
// left).
#include "ToolMain.h"

#include <packmate/engine/Json.h>
#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CardFinder.h>
#include <packmate/vision/CardLocator.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/MarginRing.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/QuadRepair.h>

#include <opencv2/core/utility.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

using namespace packmate;
using namespace packmate::vision;

namespace {

void drawOutline(cv::Mat& image, const std::array<cv::Point2d, 4>& corners,
                 const cv::Scalar& colour) {
    std::vector<cv::Point> points;
    for (const cv::Point2d& p : corners)
        points.emplace_back(int(std::lround(p.x)), int(std::lround(p.y)));
    cv::polylines(image, points, true, colour, 2, cv::LINE_AA);
    cv::circle(image, points.front(), 8, colour, cv::FILLED, cv::LINE_AA);
}

int run(int argc, char** argv) {
    cv::setNumThreads(1);
    bool mat = false, empty = false, list = false;
    PhotoScorerConfig config;
    std::vector<std::string> dirs;
    std::string drawDir;
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--draw" && i + 1 < argc)
            drawDir = argv[++i];
        else if (std::string(argv[i]) == "--mat")
            mat = true;
        else if (std::string(argv[i]) == "--classic")
            config.finder.learned = false;
        else if (std::string(argv[i]) == "--no-art")
            config.finder.artLook = false;
        else if (std::string(argv[i]) == "--no-margin")
            config.finder.marginCheck = config.finder.nearMarginCheck = false;
        else if (std::string(argv[i]) == "--no-near-margin")
            config.finder.nearMarginCheck = false;
        else if (std::string(argv[i]) == "--whole-looks")
            config.finder.nearLooksRound = false;
        else if (std::string(argv[i]) == "--edge-wins")
            config.finder.nearWhiterMargin = false;
        else if (std::string(argv[i]) == "--keep-parts")
            config.finder.minMaskBlobShare = 0.0;
        else if (std::string(argv[i]) == "--no-trim")
            config.finder.trimLook = false;
        else if (std::string(argv[i]) == "--line-shape" && i + 1 < argc)
            config.finder.lineMaxShapeError = std::stod(argv[++i]);
        else if (std::string(argv[i]) == "--line-angle" && i + 1 < argc)
            config.finder.lineMaxAngleDeg = std::stod(argv[++i]);
        else if (std::string(argv[i]) == "--near-lines" && i + 1 < argc)
            config.finder.nearLinesBelow = std::stod(argv[++i]);
        else if (std::string(argv[i]) == "--no-lines")
            config.finder.lineLook = false;
        else if (std::string(argv[i]) == "--list")
            list = true;
        else if (std::string(argv[i]) == "--empty")
            empty = true;
        else
            dirs.push_back(tools::directoryArgument(argv[i]));
    }
    if (dirs.empty()) {
        std::cerr << "usage: vision_card_eval [--mat] [--classic] [--no-art] [--no-margin] "
                     "[--list] [--draw "
                     "OUTDIR] [--empty] "
                     "DIR...\n";
        return 2;
    }
    if (empty) {
        int photos = 0, wrong = 0;
        for (const std::string& dir : dirs)
            for (const auto& e : std::filesystem::directory_iterator(dir)) {
                if (e.path().extension() != ".jpg") continue;
                const cv::Mat photo = loadImage(e.path().string());
                const auto poses = locateCardPoses(photo, config.camera.intrinsicsFor(photo.size()),
                                                   std::nullopt, config.geometry, config.finder);
                ++photos;
                if (!poses.empty()) {
                    ++wrong;
                    std::cout << e.path().filename().string() << ": card found on a bare table\n";
                }
            }
        std::cout << "card found on " << wrong << "/" << photos << " photos without a card\n";
        return 0;
    }
    int total = 0, found = 0, outlined = 0;
    std::vector<double> times, stageTimes, meanErrors, maxErrors;
    for (const std::string& dir : dirs) {
        std::vector<std::filesystem::path> files;
        for (const auto& e : std::filesystem::directory_iterator(dir))
            if (e.path().extension() == ".json") files.push_back(e.path());
        std::sort(files.begin(), files.end());
        for (const auto& file : files) {
            const Json j = readJsonFile(file.string());
            const TruckCard card(j.at("card").at("id").get<std::string>(),
                                 j.at("card").at("layers").get<int>(),
                                 j.at("card").at("grid").get<std::vector<std::string>>());
            std::array<cv::Point2d, 4> truth;
            for (int i = 0; i < 4; ++i)
                truth[i] = {j.at("card_corners")[i][0].get<double>(),
                            j.at("card_corners")[i][1].get<double>()};
            PhotoInputs inputs;
            if (mat) {
                std::vector<cv::Point2f> image;
                const std::vector<cv::Point2f> cm{{0, 0}, {21, 0}, {21, 29.7f}, {0, 29.7f}};
                for (int i = 0; i < 4; ++i)
                    image.emplace_back(j.at("mat_corners")[i][0].get<float>(),
                                       j.at("mat_corners")[i][1].get<float>());
                inputs.tableToImage = cv::Matx33d(cv::getPerspectiveTransform(cm, image));
            }
            const cv::Mat photo =
                loadImage((file.parent_path() / j.at("image").get<std::string>()).string());
            const std::clock_t stageStart = std::clock();
            LocateTrace trace;
            const auto poses = locateCardPoses(photo, config.camera.intrinsicsFor(photo.size()),
                                               inputs.tableToImage, config.geometry, config.finder,
                                               list ? &trace : nullptr);
            stageTimes.push_back(1000.0 * double(std::clock() - stageStart) / CLOCKS_PER_SEC);
            if (!poses.empty()) {
                double bestMean = 1e9, bestMax = 1e9;
                for (int start = 0; start < 4; ++start) {
                    double sum = 0.0, worst = 0.0;
                    for (int i = 0; i < 4; ++i) {
                        const double e =
                            cv::norm(poses.front().corners[(start + i) % 4] - truth[i]);
                        sum += e / 4.0;
                        worst = std::max(worst, e);
                    }
                    if (sum < bestMean) {
                        bestMean = sum;
                        bestMax = worst;
                    }
                }
                if (list) {
                    std::cout << file.stem().string() << ": stage 1 corner error " << bestMean
                              << " px (worst " << bestMax << ", path " << trace.path << ") margin";
                    const cv::Mat work = workImage(photo, config.finder);
                    const cv::Mat white = whitenessMap(work);
                    const int level = whiteLevel(white, config.finder.brightFraction);
                    const double scale = double(work.cols) / photo.cols;
                    for (const double cut : {0.9, 0.8, 0.7}) {
                        const auto shares = marginWhiteShares(
                            poses.front().corners, config.geometry, white, scale, cut * level, 24);
                        std::cout << " " << shares[0] << "/" << shares[1];
                    }
                    std::cout << "\n";
                }
                if (bestMean < 0.04 * cv::norm(truth[2] - truth[0])) {
                    ++outlined;
                    meanErrors.push_back(bestMean);
                    maxErrors.push_back(bestMax);
                }
            }
            const std::clock_t start = std::clock();
            const auto fit = locateCard(photo, card, inputs, config);
            times.push_back(1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC);
            double error = 0.0;
            for (int i = 0; fit && i < 4; ++i)
                error += cv::norm(fit->pose.corners[i] - truth[i]) / 4.0;
            const bool ok = fit && error < 0.04 * cv::norm(truth[2] - truth[0]);
            ++total;
            found += ok ? 1 : 0;
            if (list && fit) {
                std::cout << file.stem().string() << ": " << (ok ? "right" : "wrong")
                          << " weakest side";
                std::cout << " "
                          << weakestSideShare(fit->pose.corners, photo, config.grid.sideCheck);
                std::cout << " confidence " << fit->confidence << "\n";
            }
            if (!ok && !drawDir.empty()) {
                cv::Mat drawn = photo.clone();
                drawOutline(drawn, truth, {0, 0, 255});
                if (!poses.empty()) drawOutline(drawn, poses.front().corners, {255, 0, 0});
                if (fit) drawOutline(drawn, fit->pose.corners, {0, 200, 0});
                std::filesystem::create_directories(drawDir);
                cv::imwrite(
                    (std::filesystem::path(drawDir) / (file.stem().string() + ".jpg")).string(),
                    drawn);
            }
            if (!ok)
                std::cout << file.stem().string() << ": "
                          << (fit ? "wrong outline or orientation (corners off by " +
                                        std::to_string(error) + " px, orientation confidence " +
                                        std::to_string(fit->confidence) + ")"
                                  : "no card")
                          << "\n";
        }
    }
    const auto quantile = [](std::vector<double> v, double q) {
        if (v.empty()) return 0.0;
        std::sort(v.begin(), v.end());
        return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
    };
    std::cout << "stage 1 outline found " << outlined << "/" << total
              << ", corner error (px, mean of 4) median " << quantile(meanErrors, 0.5) << " p95 "
              << quantile(meanErrors, 0.95) << ", worst corner median " << quantile(maxErrors, 0.5)
              << " p95 " << quantile(maxErrors, 0.95) << ", stage 1 median "
              << quantile(stageTimes, 0.5) << " ms CPU\n";
    std::sort(times.begin(), times.end());
    std::cout << "card found " << found << "/" << total << ", locateCard median "
              << (times.empty() ? 0.0 : times[times.size() / 2]) << " ms CPU\n";
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    return packmate::vision::tools::runTool("vision_card_eval", [&] { return run(argc, argv); });
}
