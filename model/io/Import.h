#pragma once

#include "core/Result.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>

namespace goldset::storage {
class Project;
}

// Import of every input format of DESIGN.md ("Import formats") into a project.
// The whole import is one transaction: on an error or a cancel the project is as before.
namespace goldset::io {

struct ImportProgress
{
    std::function<void(qint64 done, qint64 total)> onProgress;
    const std::atomic<bool>* cancel = nullptr;
};

struct ImportOptions
{
    QString format; // corpus ragas deepeval llamaindex beir trec-qrels trec-run goldset-run simple csv
    QStringList paths;
    QString runName;                   // trec-run, goldset-run, ragas with responses
    QString annotator;                 // overrides the format's default annotator name
    QHash<QString, QString> columnMap; // csv: column -> field
    QString split;                     // beir: the qrels split (qrels/<split>.tsv); default test
    QString gradeMap;                  // trec-qrels, beir, simple: "-1=0,4=3" (see GradeMap)
    int chunkSize = 800;               // characters
    int chunkOverlap = 0;              // sentences repeated from the previous chunk when a paragraph is split
};

struct ImportReport
{
    qint64 documents = 0, chunks = 0, questions = 0, labels = 0, retrievals = 0, answers = 0, claims = 0,
           reviews = 0, scores = 0, nuggets = 0, nuggetVerdicts = 0;
    QStringList warnings;
    qint64 gradesChanged = 0; // grades mapped onto 0..3 (GradeMap), also named in a warning
};

QStringList importFormats();
// The fields a CSV column can be mapped to (--map column=field).
QStringList csvImportFields();
Result<ImportReport> importFiles(storage::Project& project, const ImportOptions& options,
                                 const ImportProgress& progress = {});

} // namespace goldset::io
