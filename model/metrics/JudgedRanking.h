#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace goldset::metrics {

// Judgement value of a retrieved document that the qrels do not mention (trec_eval's
// RELVALUE_NONPOOL) and of one the qrels list with a negative grade (RELVALUE_UNJUDGED).
inline constexpr long kNotInPool = -1;
inline constexpr long kUnjudgedInPool = -2;

// One query's retrieved documents in rank order, each with its judged grade, plus the counts
// of grades over all judged documents of the query. This is trec_eval's RES_RELS; every
// measure is computed from it alone, so the text evaluator and the project metrics share it.
struct JudgedRanking
{
    std::vector<long> grades;     // grade of the document at rank i+1, or kNotInPool / kUnjudgedInPool
    std::vector<long> gradeCount; // gradeCount[g]: judged documents of the query with grade g (g >= 0)
    long numRet = 0;
    long numRel = 0;         // judged documents with grade >= relevance level
    long numRelRet = 0;      // retrieved documents with grade >= relevance level
    long numGradeLevels = 0; // 1 + the largest grade with a non-zero count (0 when none)

    void clear();
};

// A retrieved document before ranking: the rank column of a run is ignored, the order comes
// from the score (descending) and ties are broken by docno descending in byte order, as
// trec_eval does (the score is a double, parsed like atof).
struct ScoredDoc
{
    std::string_view docno;
    double score = 0.0;
    std::uint32_t line = 0; // line in the run file (for errors), 0 when not from a file
};

// Sorts by trec_eval's order: score descending, then docno descending (strcmp).
void sortTrecOrder(std::span<ScoredDoc> docs);

// A judged document of the qrels.
struct Judgment
{
    std::string_view docno;
    long grade = 0;
};

// Fills `out` from a ranking already in trec order and the query's judgments (any order,
// no duplicate docnos). `relevanceLevel` is trec_eval's -l (1 by default).
class RankingJudger
{
public:
    void judge(std::span<const ScoredDoc> ranked, const std::vector<Judgment>& judgments, long relevanceLevel,
               JudgedRanking& out);

    // The index of the first docno that occurs twice in `docs` (its later occurrence), or -1.
    long findDuplicate(std::span<const ScoredDoc> docs);

private:
    // Open-addressing tables reused across queries so that judging 10,000 queries allocates
    // almost nothing.
    std::vector<std::int32_t> m_slots;
};

} // namespace goldset::metrics
