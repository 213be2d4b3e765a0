#include "JudgedRanking.h"

#include "GlibcSort.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace goldset::metrics {

namespace {

// FNV-1a: docnos are short, this is fast enough and has no dependencies.
std::uint64_t hashDocno(std::string_view text)
{
    std::uint64_t hash = 14695981039346656037ull;
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ull;
    }
    return hash;
}

std::size_t tableSizeFor(std::size_t count)
{
    return std::bit_ceil(std::max<std::size_t>(16, count * 2));
}

} // namespace

void JudgedRanking::clear()
{
    grades.clear();
    gradeCount.clear();
    numRet = numRel = numRelRet = numGradeLevels = 0;
}

// trec_eval's comp_sim_docno: -1, 0 or 1. With a NaN score neither "greater" nor "less" holds,
// so a NaN "ties" with every score and the docnos decide: not an ordering, so the result
// depends on the sorting algorithm.
static int trecCompare(const ScoredDoc& a, const ScoredDoc& b)
{
    if (a.score > b.score)
        return -1;
    if (a.score < b.score)
        return 1;
    return b.docno.compare(a.docno);
}

// The ranking trec_eval makes when some score is NaN: its results reach the score sort in
// docno order (get_trec_results.c sorts the lines by qid, docno), then glibc's qsort.
static void sortWithNaN(std::span<ScoredDoc> docs)
{
    std::stable_sort(docs.begin(), docs.end(),
                     [](const ScoredDoc& a, const ScoredDoc& b) { return a.docno.compare(b.docno) < 0; });
    glibcQsort(docs, trecCompare);
}

void sortTrecOrder(std::span<ScoredDoc> docs)
{
    // std::string_view::compare compares as unsigned char, like strcmp.
    const auto before = [](const ScoredDoc& a, const ScoredDoc& b) {
        if (a.score != b.score)
            return a.score > b.score;
        return a.docno.compare(b.docno) > 0;
    };
    if (std::any_of(docs.begin(), docs.end(), [](const ScoredDoc& d) { return std::isnan(d.score); })) {
        sortWithNaN(docs);
        return;
    }
    // Runs usually list each query's results best first already: then only the runs of equal
    // scores need ordering (by docno), which is much cheaper than sorting everything.
    const auto byScore = [](const ScoredDoc& a, const ScoredDoc& b) { return a.score > b.score; };
    if (!std::is_sorted(docs.begin(), docs.end(), byScore)) {
        std::sort(docs.begin(), docs.end(), before);
        return;
    }
    for (auto first = docs.begin(); first != docs.end();) {
        auto last = first + 1;
        while (last != docs.end() && last->score == first->score)
            ++last;
        if (last - first > 1)
            std::sort(first, last, before);
        first = last;
    }
}

long RankingJudger::findDuplicate(std::span<const ScoredDoc> docs)
{
    const std::size_t size = tableSizeFor(docs.size());
    const std::size_t mask = size - 1;
    m_slots.assign(size, -1);
    for (std::size_t i = 0; i < docs.size(); ++i) {
        std::size_t slot = hashDocno(docs[i].docno) & mask;
        while (m_slots[slot] >= 0) {
            if (docs[static_cast<std::size_t>(m_slots[slot])].docno == docs[i].docno)
                return static_cast<long>(i);
            slot = (slot + 1) & mask;
        }
        m_slots[slot] = static_cast<std::int32_t>(i);
    }
    return -1;
}

void RankingJudger::judge(std::span<const ScoredDoc> ranked, const std::vector<Judgment>& judgments,
                          long relevanceLevel, JudgedRanking& out)
{
    out.clear();
    long maxGrade = -1;
    for (const Judgment& j : judgments)
        maxGrade = std::max(maxGrade, j.grade);
    out.gradeCount.assign(static_cast<std::size_t>(maxGrade + 1), 0);
    for (const Judgment& j : judgments) {
        if (j.grade >= 0)
            ++out.gradeCount[static_cast<std::size_t>(j.grade)];
    }
    for (long g = 0; g <= maxGrade; ++g) {
        if (out.gradeCount[static_cast<std::size_t>(g)] != 0) {
            out.numGradeLevels = g + 1;
            if (g >= relevanceLevel)
                out.numRel += out.gradeCount[static_cast<std::size_t>(g)];
        }
    }

    const std::size_t size = tableSizeFor(judgments.size());
    const std::size_t mask = size - 1;
    m_slots.assign(size, -1);
    for (std::size_t i = 0; i < judgments.size(); ++i) {
        std::size_t slot = hashDocno(judgments[i].docno) & mask;
        while (m_slots[slot] >= 0)
            slot = (slot + 1) & mask;
        m_slots[slot] = static_cast<std::int32_t>(i);
    }

    out.numRet = static_cast<long>(ranked.size());
    out.grades.resize(ranked.size());
    for (std::size_t r = 0; r < ranked.size(); ++r) {
        long grade = kNotInPool;
        std::size_t slot = hashDocno(ranked[r].docno) & mask;
        while (m_slots[slot] >= 0) {
            const Judgment& j = judgments[static_cast<std::size_t>(m_slots[slot])];
            if (j.docno == ranked[r].docno) {
                grade = j.grade < 0 ? kUnjudgedInPool : j.grade;
                break;
            }
            slot = (slot + 1) & mask;
        }
        out.grades[r] = grade;
        // trec_eval counts num_rel_ret over judged documents only (it matters for -l 0 and below).
        if (grade >= 0 && grade >= relevanceLevel)
            ++out.numRelRet;
    }
}

} // namespace goldset::metrics
