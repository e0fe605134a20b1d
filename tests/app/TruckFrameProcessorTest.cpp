#include "SharedData.h"

#include <packmate/app/camera/TruckFrameProcessor.h>
#include <packmate/app/scoring/TruckReading.h>

#include <gtest/gtest.h>

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace packmate;
using namespace packmate::app;

namespace {

struct Scene {
    QImage image;
    QJsonObject truth;
};

/// A committed rendered scene: the photo and its ground truth (card, cargo, score).
Scene devScene(const char* name) {
    const auto base = packmate::testing::sourceDir() / "datasets" / "trucks" / "dev" / name;
    QFile truth(QString::fromStdString(base.string() + ".json"));
    if (!truth.open(QIODevice::ReadOnly)) return {};
    return {QImage(QString::fromStdString(base.string() + ".jpg")),
            QJsonDocument::fromJson(truth.readAll()).object()};
}

TruckCard cardOf(const QJsonObject& truth) {
    const QJsonObject card = truth["card"].toObject();
    return truckCardFromVariant(card.toVariantMap());
}

Cargo cargoOf(const QJsonObject& truth) {
    Cargo cargo;
    for (int i = 0; i < kColourCount; ++i)
        cargo.counts[static_cast<std::size_t>(i)] = truth["cargo"].toArray()[i].toInt();
    return cargo;
}

} // namespace

TEST(TruckFrameProcessor, WithoutATruckReportsOnlyTheFrame) {
    const Scene scene = devScene("dev_0132");
    ASSERT_FALSE(scene.image.isNull());
    TruckFrameProcessor processor;
    const QVariantMap result = processor.process(scene.image);
    EXPECT_EQ(result.value("width").toInt(), 1280);
    EXPECT_FALSE(result.contains("found"));
}

TEST(TruckFrameProcessor, ReadsTheCardOfARenderedSceneWhereItLies) {
    const Scene scene = devScene("dev_0132");
    ASSERT_FALSE(scene.image.isNull());
    const TruckCard card = cardOf(scene.truth);
    TruckFrameProcessor processor;
    processor.setTruck(card, cargoOf(scene.truth));
    const QVariantMap result = processor.process(scene.image);
    ASSERT_TRUE(result.value("found").toBool());
    EXPECT_EQ(result.value("card").toString().toStdString(), card.id());
    EXPECT_EQ(result.value("cells").toList().size(), card.loadingCellCount());
    // Every corner read lies near a true corner (the corner order depends on orientation).
    const QJsonArray truthCorners = scene.truth["card_corners"].toArray();
    for (const QVariant& corner : result.value("corners").toList()) {
        const double x = corner.toList()[0].toDouble() * 1280;
        const double y = corner.toList()[1].toDouble() * 960;
        double nearest = 1e9;
        for (const QJsonValue& truth : truthCorners)
            nearest = std::min(nearest, std::hypot(x - truth.toArray()[0].toDouble(),
                                                   y - truth.toArray()[1].toDouble()));
        EXPECT_LT(nearest, 15.0);
    }
    EXPECT_EQ(processor.lastFrame().size(), scene.image.size());
    // The same reading, handed to the GUI thread as a map, comes back whole.
    const auto reading = TruckReading::fromVariant(result, card, cargoOf(scene.truth));
    QVariantMap again = reading.toVariant();
    again.insert("card", result.value("card"));
    EXPECT_EQ(again, result);
}
