#include "TrecTextEvaluator.h"

#include "MappedText.h"
#include "TrecLineReader.h"
#include "TrecQrels.h"
#include "TrecSummary.h"

#include <QCoreApplication>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

namespace goldset::metrics {

namespace {

// lupdate files each string under the context of the function that calls tr():
// "goldset::metrics::TrecTextEvaluator" or "goldset::metrics::RunEvaluation". Look in both.
QString tr(const char* text)
{
    const QString translated = QCoreApplication::translate("goldset::metrics::TrecTextEvaluator", text);
    return translated != QString::fromUtf8(text)
               ? translated
               : QCoreApplication::translate("goldset::metrics::RunEvaluation", text);
}

// A contiguous run of lines of one query in the run file.
struct Block
{
    std::size_t begin = 0;
    std::size_t end = 0;
    long firstLine = 1;
};

enum class QueryState : char
{
    NotSeen,
    Evaluated,
    Split
};

// Judging and measuring a query overlaps with parsing the next ones: the parsing thread hands
// finished blocks of results, several queries at a time (each hand-over wakes a thread), to
// one evaluating thread through a short queue (bounded, so that memory stays flat). Blocks are
// evaluated in file order, so the first error found is the one the sequential reading would
// have reported.
class EvaluationQueue
{
public:
    struct Slice
    {
        std::size_t query = 0;
        std::size_t begin = 0; // into Job::docs
        std::size_t end = 0;
    };
    struct Job
    {
        std::vector<Slice> slices;
        std::vector<ScoredDoc> docs;          // scores not read yet:
        std::vector<std::string_view> scores; // the evaluator reads them (it has time to spare)
        std::size_t fileOffset = 0;           // where the job's first block starts in the run

        void clear()
        {
            slices.clear();
            docs.clear();
            scores.clear();
            fileOffset = 0;
        }
    };
    static constexpr std::size_t kCapacity = 4;
    static constexpr std::size_t kBatchDocs = 16384; // results per hand-over, about

    // Blocks while the queue is full; false when the evaluator has stopped on an error.
    bool push(Job job)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_jobs.size() < kCapacity || m_failed; });
        if (m_failed)
            return false;
        m_jobs.push_back(std::move(job));
        m_changed.notify_all();
        return true;
    }
    // An empty job to fill next, with the capacity of an earlier one.
    Job recycled()
    {
        std::lock_guard lock(m_mutex);
        if (m_spare.empty())
            return {};
        Job job = std::move(m_spare.back());
        m_spare.pop_back();
        return job;
    }
    // No more jobs: the evaluator finishes those queued and stops.
    void close()
    {
        std::lock_guard lock(m_mutex);
        m_closed = true;
        m_changed.notify_all();
    }
    // The evaluator's side: the next job, or nothing once closed and drained or failed.
    std::optional<Job> pop()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return !m_jobs.empty() || m_closed || m_failed; });
        if (m_failed || m_jobs.empty())
            return std::nullopt;
        Job job = std::move(m_jobs.front());
        m_jobs.pop_front();
        m_changed.notify_all();
        return job;
    }
    void giveBack(Job job)
    {
        job.clear();
        std::lock_guard lock(m_mutex);
        if (m_spare.size() < kCapacity + 2)
            m_spare.push_back(std::move(job));
    }
    void fail()
    {
        std::lock_guard lock(m_mutex);
        m_failed = true;
        m_changed.notify_all();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Job> m_jobs;
    std::vector<Job> m_spare;
    bool m_closed = false;
    bool m_failed = false;
};

// The streaming part: parses the run, groups lines by query, judges and evaluates.
class RunEvaluation
{
public:
    RunEvaluation(const TrecQrels& qrels, const TrecMeasureSet& measures, MappedText& run,
                  const TrecEvalOptions& options)
        : m_qrels(qrels), m_measures(measures), m_run(run), m_options(options),
          m_slotCount(measures.slots().size()), m_values(qrels.queryCount() * m_slotCount, 0.0),
          m_state(qrels.queryCount(), QueryState::NotSeen), m_blocks(qrels.queryCount())
    {
        if (measures.has(TrecMeasure::Relstring))
            m_relstrings.resize(qrels.queryCount());
    }

    Status parse()
    {
        // The evaluator thread owns m_judger and m_ranking until it is joined below.
        std::thread evaluator([this] { evaluateQueued(); });
        Status parsed = parseLines();
        // After an error the block being read is incomplete: only whole blocks go on.
        dropPendingFrom(m_pending.slices.empty() ? 0 : m_pending.slices.back().end);
        handOver();
        m_queue.close();
        evaluator.join();
        // Blocks before the parse error were all handed over: an error among them came first.
        if (m_evaluationError)
            return *m_evaluationError;
        if (!parsed.ok())
            return parsed;
        return reevaluateSplitQueries();
    }

    bool evaluated(std::size_t query) const { return m_state[query] != QueryState::NotSeen; }
    long malformedScores() const { return m_malformedScores; }
    long firstMalformedLine() const { return m_firstMalformedLine; }
    const QString& firstMalformedScore() const { return m_firstMalformedScore; }
    double* values(std::size_t query) { return m_values.data() + query * m_slotCount; }
    std::string_view runId() const { return m_runId; }

    // trec_eval's -c: a query without results is evaluated on a one-document ranking of a
    // document nobody judged, then the values named exactly "num_ret", "utility" and
    // "rbp_resid", all "unj*" ones, and the text of "relstring" are reset (by name:
    // "utility_1,-1,0,0" and "rbp_resid_p=0.8" keep their values).
    void evaluateMissing(std::size_t query)
    {
        m_docs.assign(1, ScoredDoc{"ceci_nest_pas_un_docno", 1.0, 0});
        evaluate(query, m_docs);
        const auto& slots = m_measures.slots();
        for (std::size_t i = 0; i < slots.size(); ++i) {
            const std::string& name = slots[i].name;
            if (name == "num_ret" || name == "utility" || name == "rbp_resid" || name.starts_with("unj"))
                values(query)[i] = 0;
            if (name == "relstring" && !m_relstrings.empty())
                m_relstrings[query].clear();
        }
    }
    const std::string& relstring(std::size_t query) const { return m_relstrings[query]; }

private:
    Status parseLines()
    {
        const std::string_view text = m_run.text();
        TrecLineReader reader(text);
        std::string_view line;
        std::string_view fields[6];
        std::string_view currentQid;
        Block block;
        bool inBlock = false;
        bool anyLine = false;
        while (reader.next(line)) {
            if (TrecLineReader::isBlankOrComment(line))
                continue;
            const int count = TrecLineReader::split(line, fields, 6);
            if (count < 6)
                return makeError(tr("expected 6 fields (qid Q0 docno rank score run), found %1").arg(count),
                                 m_run.path(), static_cast<int>(reader.lineNumber()));
            if (!inBlock || fields[0] != currentQid) {
                if (inBlock) {
                    block.end = reader.lineOffset();
                    if (!finishBlock(block))
                        return {}; // the evaluator failed: parse() reports its error
                }
                currentQid = fields[0];
                block = Block{reader.lineOffset(), 0, reader.lineNumber()};
                m_currentQuery = m_qrels.find(currentQid);
                m_blockDocs = m_pending.docs.size();
                if (m_pending.slices.empty() && m_blockDocs == 0)
                    m_pending.fileOffset = block.begin;
                inBlock = true;
            }
            anyLine = true;
            m_runId = fields[5];
            if (m_currentQuery < 0)
                continue; // a query only in the run is ignored (its line is still checked above)
            m_pending.docs.push_back({fields[2], 0.0, static_cast<std::uint32_t>(reader.lineNumber())});
            m_pending.scores.push_back(fields[4]);
        }
        if (!anyLine)
            return makeError(tr("the run has no results"), m_run.path());
        block.end = text.size();
        finishBlock(block);
        return {};
    }

    // Adds a finished block to the next hand-over (only a query's first block: a query seen
    // again later is gathered and evaluated whole after the parse). False once the evaluator
    // failed.
    bool finishBlock(const Block& block)
    {
        const long query = m_currentQuery;
        const auto q = static_cast<std::size_t>(query);
        if (query >= 0 && m_state[q] == QueryState::NotSeen) {
            m_state[q] = QueryState::Evaluated;
            m_pending.slices.push_back({q, m_blockDocs, m_pending.docs.size()});
        } else {
            if (query >= 0)
                m_state[q] = QueryState::Split;
            dropPendingFrom(m_blockDocs);
        }
        if (query >= 0)
            m_blocks[q].push_back(block);
        // Pages a little ahead are mapped in bulk.
        m_run.populate(block.end + (std::size_t{4} << 20));
        return m_pending.docs.size() < EvaluationQueue::kBatchDocs || handOver();
    }

    void dropPendingFrom(std::size_t doc)
    {
        m_pending.docs.resize(doc);
        m_pending.scores.resize(doc);
    }

    // trec_eval reads a score with atof and never complains: take the same value (0 for no
    // number at all) and warn, naming the first such line.
    void readScore(ScoredDoc& doc, std::string_view text)
    {
        if (parseTrecScore(text, doc.score))
            return;
        if (m_malformedScores++ == 0 || doc.line < m_firstMalformedLine) {
            m_firstMalformedLine = doc.line;
            m_firstMalformedScore = TrecLineReader::toQString(text);
        }
    }

    // Hands the pending blocks to the evaluator; false once it failed.
    bool handOver()
    {
        if (m_pending.slices.empty()) {
            m_pending.clear();
            return true;
        }
        // Pages of the jobs well behind the evaluator (the queue holds a few) go back to the kernel.
        m_jobStarts.push_back(m_pending.fileOffset);
        if (m_jobStarts.size() > EvaluationQueue::kCapacity + 2) {
            m_run.release(m_jobStarts.front());
            m_jobStarts.pop_front();
        }
        const bool going = m_queue.push(std::move(m_pending));
        m_pending = m_queue.recycled();
        return going;
    }

    void evaluateQueued()
    {
        while (std::optional<EvaluationQueue::Job> job = m_queue.pop()) {
            for (const EvaluationQueue::Slice& slice : job->slices) {
                for (std::size_t i = slice.begin; i < slice.end; ++i)
                    readScore(job->docs[i], job->scores[i]);
                const std::span<ScoredDoc> docs(job->docs.data() + slice.begin, slice.end - slice.begin);
                if (Status s = evaluate(slice.query, docs); !s.ok()) {
                    m_evaluationError = s;
                    m_queue.fail();
                    return;
                }
            }
            m_queue.giveBack(std::move(*job));
        }
    }

    Status evaluate(std::size_t query, std::span<ScoredDoc> docs)
    {
        // -M: only the first N of the ranking count (trec_eval looks for duplicates among them).
        const auto keep = static_cast<std::size_t>(std::max(0L, m_options.maxRetrieved));
        const bool truncate = docs.size() > keep;
        if (truncate) {
            sortTrecOrder(docs);
            docs = docs.first(keep);
        }
        const long duplicate = m_judger.findDuplicate(docs);
        if (duplicate >= 0) {
            const ScoredDoc& doc = docs[static_cast<std::size_t>(duplicate)];
            return makeError(
                tr("document '%1' is retrieved twice for query '%2'")
                    .arg(TrecLineReader::toQString(doc.docno), TrecLineReader::toQString(m_qrels.qid(query))),
                m_run.path(), static_cast<int>(doc.line));
        }
        if (!truncate)
            sortTrecOrder(docs);
        m_judger.judge(docs, m_qrels.judgments(query), m_options.relevanceLevel, m_ranking);
        if (m_options.judgedOnly) {
            // -J: unjudged documents leave the ranking, the judged ones move up.
            std::erase_if(m_ranking.grades, [](long g) { return g < 0; });
            m_ranking.numRet = static_cast<long>(m_ranking.grades.size());
        }
        m_measures.compute(m_ranking, m_options.relevanceLevel, values(query));
        if (!m_relstrings.empty())
            m_relstrings[query] = m_measures.relstring(m_ranking);
        return {};
    }

    // Queries whose lines are spread over several blocks: gather every block and evaluate.
    Status reevaluateSplitQueries()
    {
        const std::string_view text = m_run.text();
        std::string_view fields[6];
        for (std::size_t q = 0; q < m_state.size(); ++q) {
            if (m_state[q] != QueryState::Split)
                continue;
            m_docs.clear();
            for (std::size_t b = 0; b < m_blocks[q].size(); ++b) {
                const Block& block = m_blocks[q][b];
                TrecLineReader reader(text.substr(0, block.end), block.begin, block.firstLine);
                std::string_view line;
                while (reader.next(line)) {
                    if (TrecLineReader::isBlankOrComment(line))
                        continue;
                    TrecLineReader::split(line, fields, 6);
                    ScoredDoc doc{fields[2], 0.0, static_cast<std::uint32_t>(reader.lineNumber())};
                    if (b == 0) // the pipeline read (and counted) the first block's scores
                        parseTrecScore(fields[4], doc.score);
                    else
                        readScore(doc, fields[4]);
                    m_docs.push_back(doc);
                }
            }
            // Report a duplicate at the later line, as in the contiguous case.
            std::stable_sort(m_docs.begin(), m_docs.end(),
                             [](const ScoredDoc& a, const ScoredDoc& b) { return a.line < b.line; });
            if (Status s = evaluate(q, m_docs); !s.ok())
                return s;
        }
        return {};
    }

    const TrecQrels& m_qrels;
    const TrecMeasureSet& m_measures;
    MappedText& m_run;
    const TrecEvalOptions& m_options;
    std::size_t m_slotCount;
    std::vector<double> m_values;
    std::vector<QueryState> m_state;
    std::vector<std::vector<Block>> m_blocks;
    std::vector<ScoredDoc> m_docs;
    std::vector<std::string> m_relstrings; // per query, when relstring is selected
    RankingJudger m_judger;
    JudgedRanking m_ranking;
    std::string_view m_runId;
    long m_currentQuery = -1;
    long m_malformedScores = 0; // of the queries in the qrels (read by the evaluator thread)
    long m_firstMalformedLine = 0;
    QString m_firstMalformedScore;
    EvaluationQueue m_queue;
    std::optional<Status> m_evaluationError; // set by the evaluator thread before it stops
    std::deque<std::size_t> m_jobStarts;     // where recent hand-overs start in the run, oldest first
    EvaluationQueue::Job m_pending;          // blocks parsed, not yet handed over
    std::size_t m_blockDocs = 0;             // where the current block's results start in m_pending
};

} // namespace

Status TrecTextEvaluator::evaluate(const QString& qrelsPath, const QString& runPath,
                                   const TrecEvalOptions& options, std::string& output, QStringList& warnings)
{
    auto measures = TrecMeasureSet::parse(options.measures);
    if (!measures)
        return measures.error();
    measures->setCollectionSize(options.numDocsInCollection);
    auto qrels = TrecQrels::load(qrelsPath);
    if (!qrels)
        return qrels.error();
    if (qrels->malformedGrades() > 0)
        warnings
            << tr("%1:%2: the grade '%3' is not an integer; read as trec_eval reads it (atol: the leading "
                  "integer, else 0), %4 such grade(s) in all")
                   .arg(qrelsPath)
                   .arg(qrels->firstMalformedGradeLine())
                   .arg(TrecLineReader::toQString(qrels->firstMalformedGrade()))
                   .arg(qrels->malformedGrades());
    auto run = MappedText::open(runPath);
    if (!run)
        return run.error();
    if ((*run)->text().empty())
        return makeError(tr("the run file is empty"), runPath);

    RunEvaluation evaluation(*qrels, *measures, **run, options);
    if (Status s = evaluation.parse(); !s.ok())
        return s;
    if (evaluation.malformedScores() > 0)
        warnings << tr("%1:%2: the score '%3' is not a number; read as trec_eval reads it (atof: the leading "
                       "number, else 0), %4 such score(s) in all")
                        .arg(runPath)
                        .arg(evaluation.firstMalformedLine())
                        .arg(evaluation.firstMalformedScore())
                        .arg(evaluation.malformedScores());

    const auto& slots = measures->slots();
    TrecSummary summary(*measures);
    if (options.perQuery) // about 40 bytes a line: one allocation instead of a growing copy
        output.reserve(output.size() + qrels->queryCount() * slots.size() * 40);
    for (std::size_t q = 0; q < qrels->queryCount(); ++q) {
        if (!evaluation.evaluated(q)) {
            if (!options.complete) {
                warnings << tr("query '%1' of the qrels has no results in the run: skipped (use -c to count "
                               "it with 0)")
                                .arg(TrecLineReader::toQString(qrels->qid(q)));
                continue;
            }
            evaluation.evaluateMissing(q);
        }
        const double* values = evaluation.values(q);
        if (options.perQuery) {
            for (std::size_t i = 0; i < slots.size(); ++i) {
                if (slots[i].measure == TrecMeasure::Relstring)
                    appendTrecTextLine(output, slots[i].name, qrels->qid(q),
                                       '\'' + evaluation.relstring(q) + '\'');
                else if (slots[i].perQuery)
                    appendTrecLine(output, slots[i].name, qrels->qid(q), values[i], slots[i].integer);
            }
        }
        summary.add(values);
    }
    if (summary.queries() == 0)
        return makeError(tr("no queries with both results and relevance information"), runPath);

    const long averagedOver = options.complete ? static_cast<long>(qrels->queryCount()) : summary.queries();
    const std::vector<double> totals =
        summary.finish(averagedOver, options.complete ? qrels->positiveJudgments() : -1);
    if (options.summary) {
        for (std::size_t i = 0; i < slots.size(); ++i) {
            if (slots[i].measure == TrecMeasure::RunId)
                appendTrecTextLine(output, slots[i].name, "all", evaluation.runId());
            else if (slots[i].measure == TrecMeasure::Relstring)
                continue; // printed per query only
            else
                appendTrecLine(output, slots[i].name, "all", totals[i], slots[i].integer);
        }
    }
    return {};
}

} // namespace goldset::metrics
