#pragma once

#include "domain/Entities.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace goldset {

// A ground-truth nugget (the TREC 2024 RAG track's AutoNuggetizer): a short atomic fact of a
// question's ground truth that a good answer states. Vital: a good answer must have it; okay:
// worth having.
enum class NuggetImportance
{
    Vital,
    Okay
};
QString toString(NuggetImportance importance);
std::optional<NuggetImportance> nuggetImportanceFromString(const QString& text);

enum class NuggetOrigin
{
    Model,
    Expert,
    Imported
};
QString toString(NuggetOrigin origin);
std::optional<NuggetOrigin> nuggetOriginFromString(const QString& text);

// An accepted nugget is part of the gold set: locked against edits until someone reopens it.
enum class NuggetStatus
{
    Draft,
    Accepted
};
QString toString(NuggetStatus status);
std::optional<NuggetStatus> nuggetStatusFromString(const QString& text);

struct Nugget
{
    RowId id = 0;
    RowId questionId = 0;
    int ordinal = 0;
    QString text;
    NuggetImportance importance = NuggetImportance::Okay;
    NuggetOrigin origin = NuggetOrigin::Expert;
    NuggetStatus status = NuggetStatus::Draft;
    QString model;      // the model that proposed it (origin model)
    QString promptHash; // of the template that proposed it
};

// What a verdict about a nugget is about: whether the answer states it (nugget_support), or
// whether the retrieved contexts contain it (context_recall).
enum class NuggetVerdictKind
{
    Support,
    Context
};
QString toString(NuggetVerdictKind kind);

// Nugget support: support, partial_support, not_support; context: present, absent.
enum class NuggetValue
{
    Support,
    PartialSupport,
    NotSupport,
    Present,
    Absent
};
QString toString(NuggetValue value);
std::optional<NuggetValue> nuggetValueFromString(const QString& text);

struct NuggetVerdict
{
    RowId id = 0;
    RowId runId = 0;
    RowId nuggetId = 0;
    RowId questionId = 0;
    NuggetVerdictKind kind = NuggetVerdictKind::Support;
    QString judgeModel;
    NuggetValue value = NuggetValue::NotSupport;
    QStringList evidence; // chunk external ids (context kind)
    QString nuggetText;   // the nugget's text when judged: a verdict on an edited nugget is stale
    QString promptHash;
};

struct NuggetReview
{
    RowId id = 0;
    RowId runId = 0;
    RowId nuggetId = 0;
    NuggetVerdictKind kind = NuggetVerdictKind::Support;
    RowId annotatorId = 0;
    QString annotatorName;
    NuggetValue value = NuggetValue::NotSupport;
    QString note;
    bool blind = false;
};

// Which of its question's nuggets a claim states (claim_correctness); empty: none.
struct ClaimNuggets
{
    RowId claimId = 0;
    QList<RowId> nuggetIds;
    QString nuggetsHash; // of the question's nuggets' texts when judged: stale when they change
    QString promptHash;  // of the claim_correctness template: stale when it changes
};

} // namespace goldset
