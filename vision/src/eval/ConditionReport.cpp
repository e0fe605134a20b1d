#include <packmate/vision/eval/ConditionReport.h>

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace packmate::vision::eval {

void ConditionReport::count(const std::vector<std::string>& buckets, const std::string& metric,
                            int hits, int total) {
    if (std::find(metrics_.begin(), metrics_.end(), metric) == metrics_.end())
        metrics_.push_back(metric);
    auto add = [&](const std::string& bucket) {
        Counter& c = buckets_[bucket][metric];
        c.hits += hits;
        c.total += total;
    };
    add("all");
    for (const std::string& bucket : buckets)
        add(bucket);
}

double ConditionReport::rate(const std::string& bucket, const std::string& metric) const {
    const auto b = buckets_.find(bucket);
    if (b == buckets_.end()) return 0.0;
    const auto m = b->second.find(metric);
    return m == b->second.end() || m->second.total == 0 ? 0.0
                                                        : double(m->second.hits) / m->second.total;
}

int ConditionReport::total(const std::string& bucket, const std::string& metric) const {
    const auto b = buckets_.find(bucket);
    if (b == buckets_.end()) return 0;
    const auto m = b->second.find(metric);
    return m == b->second.end() ? 0 : m->second.total;
}

Json ConditionReport::toJson() const {
    Json out;
    auto bucketJson = [&](const std::string& name) {
        Json metrics;
        for (const std::string& metric : metrics_) {
            const auto it = buckets_.at(name).find(metric);
            if (it == buckets_.at(name).end()) continue;
            metrics[metric] = {
                {"hits", it->second.hits},
                {"total", it->second.total},
                {"rate", it->second.total ? double(it->second.hits) / it->second.total : 0.0}};
        }
        return metrics;
    };
    if (buckets_.count("all")) out["all"] = bucketJson("all");
    for (const auto& [name, _] : buckets_)
        if (name != "all") out[name] = bucketJson(name);
    return out;
}

std::string ConditionReport::toText() const {
    std::ostringstream out;
    char cell[64];
    std::snprintf(cell, sizeof cell, "%-26s", "bucket");
    out << cell;
    for (const std::string& metric : metrics_) {
        std::snprintf(cell, sizeof cell, " %16s", metric.c_str());
        out << cell;
    }
    out << '\n';
    auto row = [&](const std::string& name) {
        std::snprintf(cell, sizeof cell, "%-26s", name.c_str());
        out << cell;
        for (const std::string& metric : metrics_) {
            const auto it = buckets_.at(name).find(metric);
            if (it == buckets_.at(name).end() || it->second.total == 0) {
                std::snprintf(cell, sizeof cell, " %16s", "-");
            } else {
                std::snprintf(cell, sizeof cell, " %7.2f%% (%5d)",
                              100.0 * it->second.hits / it->second.total, it->second.total);
            }
            out << cell;
        }
        out << '\n';
    };
    if (buckets_.count("all")) row("all");
    for (const auto& [name, _] : buckets_)
        if (name != "all") row(name);
    return out.str();
}

} // namespace packmate::vision::eval
