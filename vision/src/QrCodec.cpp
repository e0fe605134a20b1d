// The only file that talks to ZXing: its API changed names between 1.4 and 2.x
// (DecodeHints → ReaderOptions, Result → Barcode), so it stays behind this adapter.
#include <packmate/vision/QrCodec.h>

#include <opencv2/imgproc.hpp>

#include <ZXing/BitMatrix.h>
#include <ZXing/CharacterSet.h>
#include <ZXing/MultiFormatWriter.h>
#include <ZXing/ReadBarcode.h>

namespace packmate::vision {

std::vector<QrReading> readQrCodes(const cv::Mat& image) {
    std::vector<QrReading> readings;
    if (image.empty()) return readings;
    cv::Mat gray;
    if (image.channels() == 3)
        cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
    else if (image.channels() == 4)
        cv::cvtColor(image, gray, cv::COLOR_BGRA2GRAY);
    else
        gray = image;
    if (gray.depth() != CV_8U) gray.convertTo(gray, CV_8U);
    if (!gray.isContinuous()) gray = gray.clone();

    const ZXing::ImageView view(gray.data, gray.cols, gray.rows, ZXing::ImageFormat::Lum,
                                static_cast<int>(gray.step));
    ZXing::DecodeHints hints;
    hints.setFormats(ZXing::BarcodeFormat::QRCode).setTryHarder(true).setTryRotate(true);
    for (const auto& result : ZXing::ReadBarcodes(view, hints)) {
        if (!result.isValid()) continue;
        QrReading reading;
        reading.text = result.text();
        const auto& position = result.position();
        for (int i = 0; i < 4; ++i)
            reading.corners[static_cast<std::size_t>(i)] =
                cv::Point2f(static_cast<float>(position[i].x), static_cast<float>(position[i].y));
        readings.push_back(std::move(reading));
    }
    return readings;
}

cv::Mat encodeQrCode(const std::string& text, int eccLevel) {
    const auto matrix = ZXing::MultiFormatWriter(ZXing::BarcodeFormat::QRCode)
                            .setEncoding(ZXing::CharacterSet::UTF8)
                            .setEccLevel(eccLevel)
                            .setMargin(0)
                            .encode(text, 0, 0);
    const auto pixels = ZXing::ToMatrix<std::uint8_t>(matrix);
    cv::Mat image(pixels.height(), pixels.width(), CV_8UC1);
    for (int y = 0; y < pixels.height(); ++y)
        for (int x = 0; x < pixels.width(); ++x) image.at<std::uint8_t>(y, x) = pixels.get(x, y);
    return image;
}

} // namespace packmate::vision
