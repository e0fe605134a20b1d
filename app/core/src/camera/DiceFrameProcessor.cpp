#include <packmate/app/camera/BgrFromImage.h>
#include <packmate/app/camera/DiceFrameProcessor.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/DiceReader.h>

#include <QVariantList>

#include <algorithm>

namespace packmate::app {

void DiceFrameProcessor::setColours(const vision::dice::DiceColourModel& colours) {
    const std::lock_guard lock(coloursMutex_);
    colours_ = colours;
}

QVariantMap DiceFrameProcessor::process(const QImage& frame) {
    QVariantMap result{{QStringLiteral("width"), frame.width()},
                       {QStringLiteral("height"), frame.height()}};
    if (frame.isNull()) return result;
    const cv::Mat bgr = bgrFromImage(frame);
    vision::dice::DiceResult reading;
    vision::dice::DiceColourModel colours;
    {
        const std::lock_guard lock(coloursMutex_);
        colours = colours_;
    }
    try {
        reading = vision::dice::readDice(bgr, {}, colours);
    } catch (const InputError&) {
        return result;
    }
    const double width = std::max(1, frame.width());
    const double height = std::max(1, frame.height());
    QVariantList dice;
    for (const auto& die : reading.dice) {
        float left = die.corners[0].x, right = left, top = die.corners[0].y, bottom = top;
        for (const cv::Point2f& corner : die.corners) {
            left = std::min(left, corner.x);
            right = std::max(right, corner.x);
            top = std::min(top, corner.y);
            bottom = std::max(bottom, corner.y);
        }
        dice << QVariantMap{{QStringLiteral("value"), die.value},
                            {QStringLiteral("colour"), QString::fromStdString(die.colour)},
                            {QStringLiteral("x"), left / width},
                            {QStringLiteral("y"), top / height},
                            {QStringLiteral("w"), (right - left) / width},
                            {QStringLiteral("h"), (bottom - top) / height},
                            {QStringLiteral("unsure"), die.unsure}};
    }
    result.insert(QStringLiteral("dice"), dice);
    stabilizer_.add(reading);
    const auto& stable = stabilizer_.stableResult();
    if (stable && stable->cargo) {
        QVariantList cargo;
        for (int count : stable->cargo->counts)
            cargo << count;
        result.insert(QStringLiteral("cargo"), cargo);
    }
    result.insert(QStringLiteral("stable"), stabilizer_.isStable());
    result.insert(QStringLiteral("agreeing"), stabilizer_.agreeingFrames());
    result.insert(QStringLiteral("needed"), stabilizer_.framesNeeded());
    return result;
}

} // namespace packmate::app
