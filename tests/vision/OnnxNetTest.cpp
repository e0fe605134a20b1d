#include <packmate/engine/InputError.h>
#include <packmate/vision/OnnxNet.h>

#include <gtest/gtest.h>

#include <string>

using namespace packmate;
using namespace packmate::vision;

TEST(OnnxNet, BytesThatAreNoModelAreAnInputErrorNamingTheModel) {
    for (const std::vector<unsigned char>& bytes :
         {std::vector<unsigned char>{1, 2, 3}, std::vector<unsigned char>{}}) {
        try {
            readOnnxNet(bytes, "test model");
            ADD_FAILURE() << "no error for " << bytes.size() << " bytes";
        } catch (const InputError& error) {
            EXPECT_EQ(std::string(error.what()).rfind("test model: ", 0), 0u) << error.what();
        }
    }
}
