#pragma once

#include "CitationScores.h"
#include "GoldGrades.h"
#include "MetricCatalog.h"
#include "NuggetScores.h"
#include "QuestionScope.h"

#include <QByteArray>
#include <QHash>
#include <bit>
#include <functional>
#include <optional>
#include <vector>

namespace goldset::storage {
class Project;
}

namespace goldset::metrics {

// The metrics of one run of a project: per question and aggregated, computed with the same
// measure code as `goldset-cli eval` on TREC files.
//
// Retrieval metrics of a question use its gold grades (GoldGrades); a question without any
// gold grade has them undefined (null) and is left out of their averages; a question with
// gold grades that retrieved nothing counts with 0. Generation metrics use the claims'
// effective verdicts (ClaimVerdicts), the answers' latencies and the run's imported scores.
//
// Everything is loaded once; refreshQuestion() reloads and recomputes one question, so that
// a label change on a 10,000-question run is reflected in well under a second.
class RunMetrics
{
public:
    using Value = std::optional<double>;

    // A question of the run; its values are read with value() / values().
    struct Question
    {
        RowId id = 0;
        QString externalId;
        QString text;
    };

    // A value as one double, null as a NaN of its own bit pattern: half the memory of
    // std::optional<double> for every question of every run held. A computed NaN keeps its own
    // (different) pattern, so it stays a NaN value.
    static double packValue(Value value) { return value ? *value : std::bit_cast<double>(kNullBits); }
    static Value unpackValue(double packed)
    {
        return std::bit_cast<quint64>(packed) == kNullBits ? std::nullopt : Value(packed);
    }
    static bool isNull(double packed) { return std::bit_cast<quint64>(packed) == kNullBits; }

    // `gold`, when given, is the project's gold grades already built (RunHistory shares one
    // set between every run instead of reading and holding it once per run).
    // `scope`: the run's accepted questions (default) or all; leftOut() counts the others.
    static Result<RunMetrics> compute(storage::Project& project, const QString& runName,
                                      const MetricCatalog& catalog, const GoldGrades* gold = nullptr,
                                      QuestionScope scope = QuestionScope::Accepted);

    // Reloads the labels, adjudications, retrievals, answer, claims, reviews and scores of one
    // question and recomputes its values.
    Status refreshQuestion(storage::Project& project, RowId questionId);
    // The same with the project's gold grades already refreshed (RunHistory's, shared by every
    // run); the question is left compacted (see compact()).
    Status refreshQuestion(storage::Project& project, RowId questionId, const GoldGrades& gold);

    const MetricCatalog& catalog() const { return m_catalog; }
    const QString& runName() const { return m_runName; }
    RowId runId() const { return m_runId; }
    // The judge whose verdicts (overridden by people's) make the claim metrics.
    const QString& judgeModel() const { return m_judge; }
    // How many of the primary judge's counted claims people reviewed (or a lead adjudicated):
    // what every number derived from verdicts says beside itself.
    struct ClaimCoverage
    {
        qint64 claims = 0;
        qint64 reviewed = 0;
    };
    ClaimCoverage claimCoverage() const;
    // "judge gpt-4o-mini, 12% of 310 claims reviewed" (English: the CLI's and reports' words).
    QString judgeNote() const;
    const std::vector<Question>& questions() const { return m_questions; }
    // The run's questions that the scope left out (drafts and rejected ones by default).
    const LeftOut& leftOut() const { return m_leftOut; }
    QuestionScope scope() const { return m_scope; }
    // The value of catalog metric `metric` for question `question` (an index into questions()).
    Value value(std::size_t question, std::size_t metric) const;
    // Every catalog metric's value for one question, unpacked.
    std::vector<Value> values(std::size_t question) const;
    // The aggregate of every catalog metric (null where no question defines it).
    std::vector<Value> aggregate() const;
    // Frees spare capacity: for a project's every run kept in memory.
    void compact();
    // Shares the questions' texts and the question index with another run's metrics where
    // they are equal, so that a hundred runs of the same questions hold them once.
    void shareWith(const RunMetrics& other);

private:
    static constexpr quint64 kNullBits = 0x7ff80000'4e554c4cULL; // a quiet NaN, payload "NULL"

    struct Retrieved
    {
        RowId chunkId = 0;
        QByteArray externalId; // UTF-8, for trec_eval's docno tie-break
        double score = 0;
    };
    // What a question's metrics need besides its retrievals.
    struct Inputs
    {
        std::optional<double> latencyMs;
        std::vector<Verdict> verdicts; // effective verdict of each claim
        QHash<QString, Value> scores;
        bool hasAnswer = false;
        QList<StatementInput> statements;  // cited statements (CitationInputs)
        std::optional<Value> relevancy;    // judged (its value may be undefined)
        AnswerNuggetFacts nuggets;         // its claims in the order of `verdicts`
        std::vector<QStringList> evidence; // of each claim, in that order
    };
    // Fills the nugget facts of the questions evaluated (claims are filled already).
    void loadNuggetFacts(storage::Project& project, std::optional<RowId> questionId,
                         std::vector<Inputs>& inputs,
                         const std::function<std::optional<std::size_t>(RowId)>& indexOf,
                         const QHash<RowId, std::pair<std::size_t, std::size_t>>& claimIndex);
    bool m_catalogUsesNuggets = false;

    // Loads the inputs of every question, or of one, and computes them. Retrievals are streamed
    // question by question (a run of 100,000 questions retrieving ten chunks each would
    // otherwise hold a million of them at once).
    void evaluate(storage::Project& project, std::optional<RowId> questionId);
    void computeQuestion(std::size_t index, const std::vector<Retrieved>& retrieved, const Inputs& inputs);

    MetricCatalog m_catalog;
    QString m_runName;
    RowId m_runId = 0;
    QString m_judge;                       // the primary judge: the only one whose verdicts count
    bool m_runCites = false;               // the run has cited statements
    bool m_runHasRelevancy = false;        // judged relevancy exists: answer_relevancy is Goldset's
    std::vector<ClaimCoverage> m_coverage; // per question
    GoldGrades m_gold;
    std::vector<Question> m_questions;
    std::vector<bool> m_hasGold;
    // One block per question, contiguous: the packed values of the catalog metrics that are not
    // trec_eval measures, and the trec slots' values (the aggregates need them; a trec_eval
    // measure's value is read from there, not held twice: ~8 MB a run at 100,000 questions).
    std::vector<double> m_values;
    std::vector<double> m_trecValues;
    std::vector<int> m_column; // per catalog metric: its column in m_values, -1 for a trec slot
    std::size_t m_columns = 0;
    QHash<RowId, std::size_t> m_indexOf;
    LeftOut m_leftOut;
    QuestionScope m_scope = QuestionScope::Accepted;
};

} // namespace goldset::metrics
