#pragma once

#include "JudgedRanking.h"
#include "MappedText.h"

#include <memory>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace goldset::metrics {

// A TREC qrels file ("qid iter docno grade" per line) read for evaluation. Queries are kept
// in trec_eval's order: sorted by qid in byte order (strcmp).
class TrecQrels
{
public:
    // Judging counts the documents of every grade from 0 to a query's largest (as trec_eval
    // does): a larger grade would ask for a table of that many counts (9223372036854775807 as
    // atol reads "999...9" overflowed the count and the allocation).
    static constexpr long kMaxGrade = 1'000'000;

    // Reads and checks the whole file: four fields per line, no docno twice in one query, no
    // grade above kMaxGrade. Errors name the file and line. A grade that is not an integer is
    // read as trec_eval's atol reads it (the leading integer, else 0) and counted (malformedGrades).
    static Result<TrecQrels> load(const QString& path);

    std::size_t queryCount() const { return m_queries.size(); }
    std::string_view qid(std::size_t query) const { return m_queries[query].qid; }
    const std::vector<Judgment>& judgments(std::size_t query) const { return m_queries[query].judgments; }
    // The query's index, or -1 when the qrels do not have it.
    long find(std::string_view qid) const;
    // Judgments with a grade > 0 over the whole file (trec_eval's num_rel under -c).
    long positiveJudgments() const { return m_positive; }
    // Grades that were not integers, and the first of them.
    long malformedGrades() const { return m_malformedGrades; }
    long firstMalformedGradeLine() const { return m_firstMalformedGradeLine; }
    std::string_view firstMalformedGrade() const { return m_firstMalformedGrade; }

private:
    struct Query
    {
        std::string_view qid;
        std::vector<Judgment> judgments;
    };

    std::shared_ptr<MappedText> m_text; // the views point into it
    std::vector<Query> m_queries;
    std::unordered_map<std::string_view, long> m_index;
    long m_positive = 0;
    long m_malformedGrades = 0;
    long m_firstMalformedGradeLine = 0;
    std::string_view m_firstMalformedGrade;
};

// Parses trec_eval's integer grade field: an optional sign and digits. Otherwise `grade` is
// what atol makes of it (the leading integer, else 0) and the result is false.
bool parseTrecGrade(std::string_view field, long& grade);
// Parses a score exactly as trec_eval's atof does (fast path std::from_chars): `score` is always
// set (0 when there is no number, the leading number of "1.5abc"); false when the field is not
// a number as a whole, which trec_eval accepts silently.
bool parseTrecScore(std::string_view field, double& score);

} // namespace goldset::metrics
