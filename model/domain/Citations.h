#pragma once

#include "domain/Entities.h"

#include <QStringList>
#include <optional>

namespace goldset {

// One statement (sentence) of an answer and the chunks it cites, by external id, in the
// order the answer gave them.
struct Statement
{
    RowId id = 0;
    RowId runId = 0;
    RowId questionId = 0;
    int ordinal = 0;
    QString text;
    QStringList citations;
};

// An ALCE verdict on one statement: whether its cited chunks together entail it, and which
// of them are unnecessary (do not support it alone while the others still do).
struct CitationVerdict
{
    bool entailed = false;
    QStringList unnecessary;
};

// A judge's verdict on a statement.
struct CitationCheck
{
    RowId statementId = 0;
    QString judgeModel;
    CitationVerdict verdict;
    QString promptHash;
};

// A person's verdict on a statement, which overrides the judge's.
struct CitationReview
{
    RowId statementId = 0;
    RowId annotatorId = 0;
    QString annotatorName;
    CitationVerdict verdict;
    QString note;
    bool blind = false;
};

// What a judge made of an answer for answer relevancy (RAGAS).
struct RelevancyJudgement
{
    RowId runId = 0;
    RowId questionId = 0;
    QString judgeModel;
    bool noncommittal = false;
    QStringList questions;
    QString embeddingModel;
    std::optional<double> score; // nullopt: undefined (e.g. an embedding of length zero)
    QString promptHash;
};

} // namespace goldset
