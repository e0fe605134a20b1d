#pragma once

#include <packmate/calibration/CameraIntrinsics.h>

#include <filesystem>
#include <optional>
#include <string>

namespace packmate::calibration {

/// Intrinsics kept per camera as `camera-<id>.json` in a folder the app chooses.
class CameraStore {
public:
    explicit CameraStore(std::filesystem::path folder);

    /// Writes (replaces) the camera's file, creating the folder; InputError when it cannot.
    void save(const CameraIntrinsics& intrinsics) const;
    /// nullopt when the camera was never calibrated; InputError when its file is damaged.
    std::optional<CameraIntrinsics> load(const std::string& cameraId) const;
    std::filesystem::path fileFor(const std::string& cameraId) const;

private:
    std::filesystem::path folder_;
};

} // namespace packmate::calibration
