#pragma once

#include "core/Result.h"

#include <QStringList>

namespace goldset::io {

class ImportSession;

// One question of a RAGAS sample or a DeepEval golden/test case, whichever file it came
// from. Questions get the id "q-" + sha1 of their text (these formats have no ids).
struct QaRecord
{
    QString question;
    QString reference;      // ground-truth answer
    QString generatorModel; // the model that wrote the question, when the file names one
    std::optional<QString> response;
    QStringList retrievedContexts, retrievedIds;
    QStringList referenceContexts, referenceIds;
    // Per-question scores of an evaluation result (RAGAS: faithfulness, context_recall, ...);
    // std::nullopt for a metric that was not defined for the question (NaN).
    QList<QPair<QString, std::optional<double>>> scores;
};

// Stores a record: the question, its labels (reference contexts, grade 1, by the format's
// annotator) and, with --run-name, the response, retrieved contexts and scores as a run.
// Without --run-name they are counted in `skippedResponses`.
Status storeQaRecord(ImportSession& session, const QaRecord& record, const QString& formatName,
                     const QString& source, qint64& skippedResponses);

} // namespace goldset::io
