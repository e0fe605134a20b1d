#include <packmate/app/scoring/TruckReading.h>
#include <packmate/app/scoring/VisionWarningText.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/ReadingChecks.h>
#include <packmate/vision/config/CardGeometry.h>
#include <packmate/vision/config/CellClassifierConfig.h>
#include <packmate/vision/config/StickFinderConfig.h>

#include <opencv2/imgproc.hpp>

#include <QStringList>
#include <QVariantList>

#include <algorithm>

namespace packmate::app {
namespace {

const QString kCells = QStringLiteral("cells");
const QString kSticks = QStringLiteral("sticks");

double cellUnsureBelow() {
    return vision::CellClassifierConfig{}.unsureBelow;
}
double stickUnsureBelow() {
    return vision::StickFinderConfig{}.unsureBelow;
}

QString colourText(const std::optional<Colour>& colour) {
    return colour ? QString(QLatin1Char(colourLetter(*colour))) : QString();
}

std::optional<Colour> colourOf(const QVariant& text) {
    const QString letters = text.toString();
    return letters.isEmpty() ? std::nullopt : colourFromLetter(letters.at(0).toLatin1());
}

QVariantList pointList(const cv::Point2d& point, cv::Size size) {
    return {point.x / std::max(1, size.width), point.y / std::max(1, size.height)};
}

/// The card plane (cab-left frame, in cells) to the image, from the card's four corners.
cv::Matx33d cardToImage(const std::array<cv::Point2d, 4>& corners) {
    const vision::CardGeometry geometry;
    const std::vector<cv::Point2f> card{
        {0.0F, 0.0F},
        {static_cast<float>(geometry.cardWidth), 0.0F},
        {static_cast<float>(geometry.cardWidth), static_cast<float>(geometry.cardHeight)},
        {0.0F, static_cast<float>(geometry.cardHeight)}};
    std::vector<cv::Point2f> image;
    for (const cv::Point2d& corner : corners)
        image.emplace_back(static_cast<float>(corner.x), static_cast<float>(corner.y));
    return cv::Matx33d(cv::getPerspectiveTransform(card, image));
}

cv::Point2d apply(const cv::Matx33d& h, double u, double v) {
    const cv::Vec3d p = h * cv::Vec3d(u, v, 1.0);
    return {p[0] / p[2], p[1] / p[2]};
}

} // namespace

TruckCard truckCardFromVariant(const QVariantMap& card) {
    std::vector<std::string> grid;
    for (const QVariant& row : card.value(QStringLiteral("grid")).toList())
        grid.push_back(row.toString().toStdString());
    return TruckCard(card.value(QStringLiteral("id")).toString().toStdString(),
                     card.value(QStringLiteral("layers")).toInt(), grid);
}

QVariantMap truckCardToVariant(const TruckCard& card) {
    QStringList grid;
    for (const std::string& row : card.grid())
        grid << QString::fromStdString(row);
    return {{QStringLiteral("id"), QString::fromStdString(card.id())},
            {QStringLiteral("layers"), card.layers()},
            {QStringLiteral("grid"), grid}};
}

TruckReading::TruckReading(TruckCard card, std::optional<Cargo> cargo)
    : card_(std::move(card)), cargo_(cargo) {}

TruckReading TruckReading::fromPhoto(const vision::PhotoScore& photo, TruckCard card,
                                     std::optional<Cargo> cargo, cv::Size imageSize) {
    TruckReading reading(std::move(card), cargo);
    reading.found_ = photo.found;
    reading.imageSize_ = imageSize;
    reading.corners_ = photo.cardCorners;
    reading.cells_ = photo.cells;
    reading.sticks_ = photo.offCard;
    reading.cellFixed_.assign(reading.cells_.size(), false);
    reading.stickFixed_.assign(reading.sticks_.size(), false);
    reading.photoConfidence_ = photo.confidence;
    reading.photoUnsure_ = photo.unsure;
    reading.tableDoubt_ = photo.checks.tableDoubts > 0;
    reading.tableLooksLike_ = photo.tableLooksLike;
    // Cells and sticks to check are highlighted one by one; the score's own warnings are
    // recomputed after every correction. What remains is about the photo as a whole.
    const std::vector<std::string> scoreWarnings = reading.score().warnings;
    for (const std::string& warning : photo.warnings) {
        const bool aboutCell = warning.rfind("check cell row", 0) == 0;
        const bool aboutStick =
            std::any_of(photo.offCard.begin(), photo.offCard.end(),
                        [&](const vision::OffCardStick& s) { return s.problem == warning; });
        const bool aboutScore =
            std::find(scoreWarnings.begin(), scoreWarnings.end(), warning) != scoreWarnings.end();
        if (!aboutCell && !aboutStick && !aboutScore) reading.photoWarnings_.push_back(warning);
    }
    return reading;
}

TruckReading TruckReading::fromVariant(const QVariantMap& map, TruckCard card,
                                       std::optional<Cargo> cargo) {
    TruckReading reading(std::move(card), cargo);
    reading.found_ = map.value(QStringLiteral("found")).toBool();
    reading.imageSize_ = cv::Size(std::max(1, map.value(QStringLiteral("width")).toInt()),
                                  std::max(1, map.value(QStringLiteral("height")).toInt()));
    const QVariantList corners = map.value(QStringLiteral("corners")).toList();
    for (qsizetype i = 0; i < std::min<qsizetype>(4, corners.size()); ++i) {
        const QVariantList point = corners[i].toList();
        reading.corners_[static_cast<std::size_t>(i)] =
            cv::Point2d(point.value(0).toDouble() * reading.imageSize_.width,
                        point.value(1).toDouble() * reading.imageSize_.height);
    }
    for (const QVariant& entry : map.value(kCells).toList()) {
        const QVariantMap cell = entry.toMap();
        vision::CellReading read;
        read.x = cell.value(QStringLiteral("x")).toInt();
        read.y = cell.value(QStringLiteral("y")).toInt();
        if (!reading.card_.isLoadingCell(read.x, read.y))
            throw InputError("the reading does not belong to card " + reading.card_.id());
        read.top = colourOf(cell.value(QStringLiteral("top")));
        read.confidence = cell.value(QStringLiteral("confidence")).toDouble();
        reading.cells_.push_back(read);
        reading.cellFixed_.push_back(cell.value(QStringLiteral("fixed")).toBool());
    }
    for (const QVariant& entry : map.value(kSticks).toList()) {
        const QVariantMap stick = entry.toMap();
        vision::OffCardStick read;
        read.colour = colourOf(stick.value(QStringLiteral("colour"))).value_or(Colour::White);
        read.length = stickLength(read.colour);
        read.center = {stick.value(QStringLiteral("cx")).toDouble() * reading.imageSize_.width,
                       stick.value(QStringLiteral("cy")).toDouble() * reading.imageSize_.height};
        read.confidence = stick.value(QStringLiteral("confidence")).toDouble();
        read.problem = stick.value(QStringLiteral("problem")).toString().toStdString();
        reading.sticks_.push_back(read);
        reading.stickFixed_.push_back(stick.value(QStringLiteral("added")).toBool() ||
                                      stick.value(QStringLiteral("fixed")).toBool());
    }
    for (const QVariant& warning : map.value(QStringLiteral("photoWarnings")).toList())
        reading.photoWarnings_.push_back(warning.toString().toStdString());
    reading.photoConfidence_ = map.value(QStringLiteral("photoConfidence")).toDouble();
    reading.photoUnsure_ = map.value(QStringLiteral("photoUnsure"), true).toBool();
    reading.tableDoubt_ = map.value(QStringLiteral("tableDoubt"), true).toBool();
    for (const QVariant& letter : map.value(QStringLiteral("tableLooksLike")).toList())
        if (const auto colour = colourOf(letter)) reading.tableLooksLike_.push_back(*colour);
    reading.edited_ = map.value(QStringLiteral("edited")).toBool();
    return reading;
}

vision::TruckScore TruckReading::score() const {
    // As the photo scorer: sure sticks beside (read sure or put right by the player) on a table
    // that hides none may outweigh unsure cells of a 1-layer top view.
    const bool sticksSure =
        vision::sticksBesideSure(sticks_, tableDoubt_ ? 1 : 0, stickUnsureBelow());
    return vision::scoreTruck(card_, cells_, sticks_, cargo_, {}, sticksSure, tableLooksLike_);
}

Cargo TruckReading::sticksBeside() const {
    Cargo beside;
    for (const vision::OffCardStick& stick : sticks_)
        ++beside[stick.colour];
    return beside;
}

vision::ReadingChecks TruckReading::checksLeft(const vision::TruckScore& truck) const {
    vision::ReadingChecks checks =
        vision::readingChecks(cells_, sticks_, truck.doubtedCells, truck.doubtedSticks,
                              cellUnsureBelow(), stickUnsureBelow());
    for (std::size_t i = 0; i < checks.cells.size(); ++i)
        checks.cells[i] = checks.cells[i] && !cellFixed_[i];
    for (std::size_t i = 0; i < checks.sticks.size(); ++i)
        checks.sticks[i] = checks.sticks[i] && !stickFixed_[i];
    return checks;
}

QVariantMap TruckReading::toVariant() const {
    const vision::TruckScore truck = score();
    const vision::ReadingChecks asked = checksLeft(truck);
    const cv::Matx33d toImage = cardToImage(corners_);
    const vision::CardGeometry geometry;
    const double left = geometry.gridLeft(card_.cols());
    const double top = geometry.gridTop(card_.rows());
    QVariantList cells;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        const vision::CellReading& cell = cells_[i];
        QVariantList quad;
        if (found_)
            for (const auto& [du, dv] : {std::pair{0, 0}, {1, 0}, {1, 1}, {0, 1}})
                quad << QVariant(
                    pointList(apply(toImage, left + cell.x + du, top + cell.y + dv), imageSize_));
        cells << QVariantMap{{QStringLiteral("x"), cell.x},
                             {QStringLiteral("y"), cell.y},
                             {QStringLiteral("top"), colourText(cell.top)},
                             {QStringLiteral("confidence"), cell.confidence},
                             {QStringLiteral("unsure"), static_cast<bool>(asked.cells[i])},
                             {QStringLiteral("fixed"), static_cast<bool>(cellFixed_[i])},
                             {QStringLiteral("quad"), quad}};
    }
    QVariantList sticks;
    for (std::size_t i = 0; i < sticks_.size(); ++i) {
        const vision::OffCardStick& stick = sticks_[i];
        const bool placed = stick.center.x > 0 || stick.center.y > 0;
        sticks << QVariantMap{
            {QStringLiteral("colour"), colourText(stick.colour)},
            {QStringLiteral("length"), stickLength(stick.colour)},
            {QStringLiteral("cx"), placed ? stick.center.x / imageSize_.width : -1.0},
            {QStringLiteral("cy"), placed ? stick.center.y / imageSize_.height : -1.0},
            {QStringLiteral("confidence"), stick.confidence},
            {QStringLiteral("unsure"), static_cast<bool>(asked.sticks[i])},
            {QStringLiteral("fixed"), static_cast<bool>(stickFixed_[i])},
            {QStringLiteral("added"), !placed},
            {QStringLiteral("problem"), QString::fromStdString(stick.problem)}};
    }
    QVariantList corners;
    for (const cv::Point2d& corner : corners_)
        corners << QVariant(pointList(corner, imageSize_));

    QStringList warnings;
    for (const std::string& warning : truck.warnings)
        warnings << visionWarningText(warning);
    QStringList photoWarnings;
    for (const std::string& warning : photoWarnings_)
        photoWarnings << visionWarningText(warning);
    // What is said about the photo as a whole (the card's orientation, a table that looks like
    // sticks, something stick-coloured that is no stick) is not answered by tapping a cell or a
    // stick: it stays, and keeps the reading one to check, after the player's corrections too.
    warnings << photoWarnings;
    const bool photoInDoubt = edited_ ? !photoWarnings_.empty() : photoUnsure_;
    QStringList tableLooksLike;
    for (Colour colour : tableLooksLike_)
        tableLooksLike << colourText(colour);
    QVariantList sticksLeft;
    for (int count : sticksBeside().counts)
        sticksLeft << count;
    const int checks = asked.count();
    return {
        {QStringLiteral("found"), found_},
        {QStringLiteral("width"), imageSize_.width},
        {QStringLiteral("height"), imageSize_.height},
        {QStringLiteral("corners"), corners},
        {kCells, cells},
        {kSticks, sticks},
        {QStringLiteral("freeCells"), truck.freeCells.value_or(-1)},
        {QStringLiteral("penalty"), truck.penalty.value_or(-1)},
        {QStringLiteral("overflow"), truck.overflowPoints.value_or(-1)},
        {QStringLiteral("sticksLeft"), sticksLeft},
        {QStringLiteral("conflict"), truck.conflict},
        {QStringLiteral("warnings"), warnings},
        {QStringLiteral("photoWarnings"), photoWarnings},
        {QStringLiteral("checks"), checks},
        {QStringLiteral("photoConfidence"), photoConfidence_},
        {QStringLiteral("photoUnsure"), photoUnsure_},
        {QStringLiteral("tableDoubt"), tableDoubt_},
        {QStringLiteral("tableLooksLike"), tableLooksLike},
        {QStringLiteral("confidence"),
         edited_ ? (checks == 0 && !photoInDoubt ? 1.0 : 0.0) : photoConfidence_},
        {QStringLiteral("unsure"), truck.conflict || !truck.penalty || checks > 0 || photoInDoubt},
        {QStringLiteral("edited"), edited_}};
}

void TruckReading::cycleCell(int index) {
    if (index < 0 || index >= static_cast<int>(cells_.size())) return;
    auto& cell = cells_[static_cast<std::size_t>(index)];
    if (!cell.top)
        cell.top = Colour::White;
    else if (*cell.top == Colour::Violet)
        cell.top.reset();
    else
        cell.top = kAllColours[static_cast<std::size_t>(colourIndex(*cell.top) + 1)];
    cell.confidence = 1.0;
    cellFixed_[static_cast<std::size_t>(index)] = true;
    edited_ = true;
}

void TruckReading::confirmCell(int index) {
    if (index < 0 || index >= static_cast<int>(cells_.size())) return;
    cells_[static_cast<std::size_t>(index)].confidence = 1.0;
    cellFixed_[static_cast<std::size_t>(index)] = true;
    edited_ = true;
}

void TruckReading::confirmStick(int index) {
    if (index < 0 || index >= static_cast<int>(sticks_.size())) return;
    sticks_[static_cast<std::size_t>(index)].confidence = 1.0;
    sticks_[static_cast<std::size_t>(index)].problem.clear();
    stickFixed_[static_cast<std::size_t>(index)] = true;
    edited_ = true;
}

void TruckReading::cycleStick(int index) {
    if (index < 0 || index >= static_cast<int>(sticks_.size())) return;
    auto& stick = sticks_[static_cast<std::size_t>(index)];
    stick.colour =
        kAllColours[static_cast<std::size_t>((colourIndex(stick.colour) + 1) % kColourCount)];
    stick.length = stickLength(stick.colour);
    stick.confidence = 1.0;
    stick.problem.clear();
    stickFixed_[static_cast<std::size_t>(index)] = true;
    edited_ = true;
}

void TruckReading::removeStick(int index) {
    if (index < 0 || index >= static_cast<int>(sticks_.size())) return;
    sticks_.erase(sticks_.begin() + index);
    stickFixed_.erase(stickFixed_.begin() + index);
    edited_ = true;
}

void TruckReading::addStick(Colour colour) {
    vision::OffCardStick stick;
    stick.colour = colour;
    stick.length = stickLength(colour);
    stick.center = {-1.0, -1.0};
    stick.confidence = 1.0;
    sticks_.push_back(stick);
    stickFixed_.push_back(true);
    edited_ = true;
}

} // namespace packmate::app
