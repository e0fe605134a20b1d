#include <packmate/calibration/CameraStore.h>
#include <packmate/engine/InputError.h>

#include <cctype>
#include <fstream>

namespace packmate::calibration {

namespace {

// Camera ids come from the system (e.g. "/dev/video0", a USB name): keep file names tame.
std::string fileSafe(const std::string& id) {
    std::string safe;
    for (char c : id)
        safe += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' ? c : '_';
    return safe;
}

} // namespace

CameraStore::CameraStore(std::filesystem::path folder) : folder_(std::move(folder)) {}

std::filesystem::path CameraStore::fileFor(const std::string& cameraId) const {
    if (cameraId.empty()) throw InputError("camera id is empty");
    return folder_ / ("camera-" + fileSafe(cameraId) + ".json");
}

void CameraStore::save(const CameraIntrinsics& intrinsics) const {
    const auto path = fileFor(intrinsics.cameraId);
    std::error_code error;
    std::filesystem::create_directories(folder_, error);
    const auto temporary = path.string() + ".tmp";
    {
        std::ofstream out(temporary);
        out << intrinsicsToJson(intrinsics).dump(2) << '\n';
        if (!out) throw InputError("cannot write " + temporary);
    }
    std::filesystem::rename(temporary, path, error);
    if (error) throw InputError("cannot write " + path.string() + ": " + error.message());
}

std::optional<CameraIntrinsics> CameraStore::load(const std::string& cameraId) const {
    const auto path = fileFor(cameraId);
    if (!std::filesystem::exists(path)) return std::nullopt;
    CameraIntrinsics intrinsics = intrinsicsFromJson(readJsonFile(path.string()));
    if (intrinsics.cameraId != cameraId)
        throw InputError(path.string() + " holds camera '" + intrinsics.cameraId + "', not '" +
                         cameraId + "'");
    return intrinsics;
}

} // namespace packmate::calibration
