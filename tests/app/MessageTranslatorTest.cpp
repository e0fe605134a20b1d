#include <packmate/app/MessageTranslator.h>

#include <gtest/gtest.h>

using packmate::app::MessageForm;
using packmate::app::MessageTranslator;

namespace {

// No translation is installed in this test: the templates come back in English, which shows
// how the captured groups fill them.
const MessageTranslator& translator() {
    static const MessageTranslator instance(
        "MessageTranslatorTest",
        {MessageForm{R"(the (\w+) stick is (\d+) long)", "%1 stick: length %2"},
         MessageForm{R"((\d+) cells? of (\w+))", "%n cell(s) of %1", 1},
         MessageForm{R"((\w+) leaves (\d+) cells?)", "%1 leaves %n cell(s)", 2}},
        {"brown"});
    return instance;
}

} // namespace

TEST(MessageTranslator, GroupsFillTheTemplateInOrder) {
    EXPECT_EQ(translator().translate("the brown stick is 3 long"), "brown stick: length 3");
    EXPECT_TRUE(translator().knows("the brown stick is 3 long"));
}

TEST(MessageTranslator, TheCountGroupIsThePluralNumber) {
    EXPECT_EQ(translator().translate("1 cell of brown"), "1 cell(s) of brown");
    EXPECT_EQ(translator().translate("7 cells of brown"), "7 cell(s) of brown");
    EXPECT_EQ(translator().translate("brown leaves 4 cells"), "brown leaves 4 cell(s)");
}

TEST(MessageTranslator, AnUnknownMessageComesBackAsItIs) {
    EXPECT_FALSE(translator().knows("the brown stick is long"));
    EXPECT_EQ(translator().translate("the brown stick is long"), "the brown stick is long");
    EXPECT_FALSE(translator().knows("xx the brown stick is 3 long")) << "patterns are anchored";
}

TEST(MessageTranslator, ACapturedPercentSignIsNotFilledAgain) {
    static const MessageTranslator files(
        "MessageTranslatorTest",
        {MessageForm{R"((.+): missing after (\d+) tries)", "%1: still missing after %2 tries"}},
        {});
    EXPECT_EQ(files.translate("/tmp/100%2.jpg: missing after 3 tries"),
              "/tmp/100%2.jpg: still missing after 3 tries");
}

TEST(MessageTranslator, FillPlaceholdersByNumberInOnePass) {
    using packmate::app::fillPlaceholders;
    EXPECT_EQ(fillPlaceholders("%2 before %1, %1 again", {"a", "b"}), "b before a, a again");
    EXPECT_EQ(fillPlaceholders("%1 and %3", {"%3", "x"}), "%3 and %3");
    EXPECT_EQ(fillPlaceholders("100% sure: %1", {"yes"}), "100% sure: yes");
}
