#pragma once

#include <packmate/engine/Json.h>

#include <map>
#include <string>
#include <vector>

namespace packmate::vision::eval {

/// Hit/total counters per metric, for all scenes and per condition bucket (e.g. "light=dim",
/// "tilt=20-30"). Any dataset evaluation (trucks, dice) can feed it.
class ConditionReport {
public:
    /// Adds `hits` out of `total` to `metric` for the bucket "all" and each of `buckets`.
    void count(const std::vector<std::string>& buckets, const std::string& metric, int hits,
               int total = 1);

    /// hits / total of `metric` in `bucket`; 0 when nothing was counted.
    double rate(const std::string& bucket, const std::string& metric) const;
    int total(const std::string& bucket, const std::string& metric) const;

    /// {"all": {"metric": {"hits":h,"total":t,"rate":r}, ...}, "light=dim": {...}, ...}
    Json toJson() const;
    /// A table: one row per bucket, one column per metric (rates in percent).
    std::string toText() const;

private:
    struct Counter {
        int hits = 0;
        int total = 0;
    };
    std::map<std::string, std::map<std::string, Counter>> buckets_;
    std::vector<std::string> metrics_;
};

} // namespace packmate::vision::eval
