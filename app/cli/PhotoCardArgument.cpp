#include "PhotoCardArgument.h"

#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>

#include <filesystem>

namespace packmate::cli {

TruckCard loadPhotoCard(const QString& argument) {
    const std::string path = argument.toStdString();
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error))
        throw InputError("--card " + path + ": no such card file (give a card JSON file)");
    try {
        return cardFromJson(readJsonFile(path));
    } catch (const InputError& problem) {
        throw InputError("--card " + path + ": " + problem.what());
    }
}

} // namespace packmate::cli
