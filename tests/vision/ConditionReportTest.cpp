#include <packmate/vision/eval/ConditionReport.h>

#include <gtest/gtest.h>

using packmate::vision::eval::ConditionReport;

TEST(ConditionReport, CountsPerBucketAndOverall) {
    ConditionReport report;
    report.count({"light=dim"}, "found", 1);
    report.count({"light=dim"}, "found", 0);
    report.count({"light=warm"}, "found", 1);
    report.count({"light=warm"}, "cell_error", 2, 10);
    EXPECT_DOUBLE_EQ(report.rate("all", "found"), 2.0 / 3.0);
    EXPECT_DOUBLE_EQ(report.rate("light=dim", "found"), 0.5);
    EXPECT_DOUBLE_EQ(report.rate("light=warm", "cell_error"), 0.2);
    EXPECT_EQ(report.total("all", "cell_error"), 10);
    EXPECT_DOUBLE_EQ(report.rate("light=cool", "found"), 0.0);
    const auto json = report.toJson();
    EXPECT_EQ(json["all"]["found"]["hits"], 2);
    EXPECT_EQ(json["light=dim"]["found"]["total"], 2);
    EXPECT_NE(report.toText().find("light=warm"), std::string::npos);
}
