#include <packmate/engine/Counted.h>

namespace packmate {

std::string counted(int count, std::string_view one, std::string_view many) {
    return std::to_string(count) + " " + std::string(count == 1 ? one : many);
}

} // namespace packmate
