// The contract every packmate-cli subcommand follows: --help, --version, exit status 2 with
// a one-line message for bad arguments.
#include "ProcessRunner.h"

#include <gtest/gtest.h>

using packmate::testing::runCli;

TEST(CliContract, HelpListsSubcommands) {
    const auto result = runCli({QStringLiteral("--help")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("Subcommands:"))) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("check-card"))) << result.out.toStdString();
}

TEST(CliContract, VersionPrintsTheVersion) {
    const auto result = runCli({QStringLiteral("--version")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.startsWith(QStringLiteral("packmate-cli " PACKMATE_VERSION)));
}

TEST(CliContract, UnknownSubcommandExits2WithOneLine) {
    const auto result = runCli({QStringLiteral("frobnicate")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("unknown subcommand 'frobnicate'")));
    EXPECT_TRUE(result.out.isEmpty());
}

TEST(CliContract, NoArgumentsExits2) {
    EXPECT_EQ(runCli({}).exitCode, 2);
}

TEST(CliContract, UnknownOptionOfASubcommandExits2) {
    const auto result = runCli({QStringLiteral("check-card"), QStringLiteral("--bogus")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("bogus")));
}

TEST(CliContract, SubcommandHelpExits0) {
    const auto result = runCli({QStringLiteral("check-card"), QStringLiteral("--help")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("--json")));
}
