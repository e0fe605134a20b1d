#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/dice/LabelErrata.h>

#include <algorithm>

namespace packmate::vision::dice {

namespace fs = std::filesystem;

namespace {

// Whether `image`'s last path parts are `named` ("valid/valid_56.jpg").
bool names(const fs::path& image, const std::string& named) {
    const fs::path want = fs::path(named).lexically_normal();
    const std::vector<fs::path> wanted(want.begin(), want.end());
    const std::vector<fs::path> parts(image.begin(), image.end());
    if (wanted.empty() || wanted.size() > parts.size()) return false;
    return std::equal(wanted.rbegin(), wanted.rend(), parts.rbegin());
}

} // namespace

std::vector<LabelErratum> loadLabelErrata(const fs::path& file) {
    const Json json = readJsonFile(file.string());
    std::vector<LabelErratum> errata;
    try {
        for (const Json& entry : json.at("errata")) {
            LabelErratum erratum;
            erratum.image = entry.at("image").get<std::string>();
            erratum.line = entry.at("line").get<int>();
            erratum.was = entry.at("was").get<int>();
            erratum.value = entry.at("value").get<int>();
            erratum.why = entry.at("why").get<std::string>();
            const std::string where = erratum.image + " line " + std::to_string(erratum.line);
            if (erratum.image.empty()) throw InputError("an erratum without an image");
            if (erratum.line < 1) throw InputError(where + ": line must be 1 or more");
            if (erratum.was < 0 || erratum.was > 6 || erratum.value < 0 || erratum.value > 6)
                throw InputError(where + ": values must be 0-6");
            if (erratum.was == erratum.value) throw InputError(where + ": changes nothing");
            errata.push_back(std::move(erratum));
        }
    } catch (const Json::exception& error) {
        throw InputError(file.string() + ": " + error.what());
    } catch (const InputError& error) {
        throw InputError(file.string() + ": " + error.what());
    }
    return errata;
}

int applyLabelErrata(const std::vector<LabelErratum>& errata, const fs::path& image,
                     std::vector<LabelledDie>& labels) {
    int changed = 0;
    for (const LabelErratum& erratum : errata) {
        if (!names(image, erratum.image)) continue;
        const auto label = std::find_if(labels.begin(), labels.end(), [&](const LabelledDie& die) {
            return die.line == erratum.line;
        });
        const std::string where = image.string() + " label line " + std::to_string(erratum.line);
        if (label == labels.end())
            throw InputError("label erratum for " + where + ": no such label");
        if (label->value != erratum.was)
            throw InputError("label erratum for " + where + ": the label says " +
                             std::to_string(label->value) + ", the erratum expects " +
                             std::to_string(erratum.was));
        label->value = erratum.value;
        ++changed;
    }
    return changed;
}

} // namespace packmate::vision::dice
