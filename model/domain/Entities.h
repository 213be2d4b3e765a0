#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

// Plain values that cross the storage boundary. Ids are the rows' integer keys; external ids
// are what users and other tools call things ("returns#0", "q12").
namespace goldset {

using RowId = qint64;

struct Document
{
    RowId id = 0;
    QString externalId;
    QString title;
    QString source;
    QString contentHash;
    QString language;
    int chunkCount = 0;
};

struct Chunk
{
    RowId id = 0;
    RowId documentId = 0;
    QString externalId;
    int ordinal = 0;
    QString text;
    int startOffset = 0;
    int endOffset = 0;
    bool stub = false; // known only by id (from qrels or a run), text not imported yet
};

enum class QuestionOrigin
{
    Imported,
    Generated,
    Manual
};
enum class QuestionStatus
{
    Draft,
    Accepted,
    Rejected
};

QString toString(QuestionOrigin origin);
QString toString(QuestionStatus status);
std::optional<QuestionOrigin> questionOriginFromString(const QString& text);
std::optional<QuestionStatus> questionStatusFromString(const QString& text);

struct Question
{
    RowId id = 0;
    QString externalId;
    QString text;
    QString groundTruth;
    QuestionOrigin origin = QuestionOrigin::Imported;
    QuestionStatus status = QuestionStatus::Accepted;
    std::optional<RowId> sourceChunkId;
    QString generatorModel;
    QString promptHash;
    QDateTime createdAt;
    QDateTime updatedAt;
    qint64 rowVersion = 1; // raised by each edit of text or ground truth (QuestionStore::setText)
};

enum class AnnotatorRole
{
    Annotator,
    Lead
};
enum class AnnotatorKind
{
    Person,
    Model
};

struct Annotator
{
    RowId id = 0;
    QString name;
    AnnotatorRole role = AnnotatorRole::Annotator;
    AnnotatorKind kind = AnnotatorKind::Person;
};

struct RelevanceLabel
{
    RowId id = 0;
    RowId questionId = 0;
    RowId chunkId = 0;
    RowId annotatorId = 0;
    int grade = 0; // 0 not relevant .. 3 highly relevant
    QString note;
    QDateTime updatedAt;
    // Filled by queries that join:
    QString chunkExternalId;
    QString annotatorName;
};

struct Run
{
    RowId id = 0;
    QString name;
    QDateTime createdAt;
    QString systemVersion;
    QString parameters; // JSON object text
};

struct Retrieval
{
    RowId runId = 0;
    RowId questionId = 0;
    int rank = 0;
    RowId chunkId = 0;
    double score = 0;
};

enum class Verdict
{
    Supported,
    Unsupported,
    Contradicted,
    Unknown
};
QString toString(Verdict verdict);
std::optional<Verdict> verdictFromString(const QString& text);

struct Claim
{
    RowId id = 0;
    RowId runId = 0;
    RowId questionId = 0;
    int ordinal = 0;
    QString text;
    Verdict verdict = Verdict::Unknown;
    QString reason;
    QStringList evidence; // chunk external ids
    QString judgeModel;
    QString promptHash;
    bool orphaned = false; // the judge no longer makes it; kept for its reviews
};

struct ClaimReview
{
    RowId id = 0;
    RowId claimId = 0;
    RowId annotatorId = 0;
    Verdict verdict = Verdict::Supported;
    QString note;
    bool blind = false;
    QString annotatorName;
};

// The counts of `goldset-cli stats --json`.
struct ProjectStats
{
    qint64 documents = 0;
    qint64 chunks = 0;
    qint64 questions = 0;
    qint64 annotators = 0;
    qint64 relevanceLabels = 0;
    qint64 runs = 0;
    qint64 retrievals = 0;
    qint64 answers = 0;
    qint64 claims = 0;
    qint64 claimReviews = 0;
    qint64 batches = 0;
    qint64 nuggets = 0;
    qint64 interactions = 0;
};

} // namespace goldset
