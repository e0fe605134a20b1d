#pragma once

namespace packmate::app {

/// Thresholds of the app's calibration screens.
struct CalibrationConfig {
    /// Quality of a learnt stick colour: distance (relative r, g, b; white = 1,1,1) to the
    /// nearest other stick colour. The default model's closest pair (grey, brown) is 0.21 apart.
    double goodSeparation = 0.15;
    /// Below this two colours are likely to be confused by the readers.
    double fairSeparation = 0.08;
};

} // namespace packmate::app
