#pragma once

// Helpers shared by the tst_import_* and tst_export* tests (header only: each test is its
// own executable).
#include "io/Import.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTest>

namespace goldset::test {

inline std::unique_ptr<storage::Project> openProject(const QString& path)
{
    auto project = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!project) {
        qWarning() << project.error().toString();
        return nullptr;
    }
    return std::move(*project);
}

inline Result<io::ImportReport> importInto(storage::Project& project, const QString& format,
                                           const QStringList& paths, const QString& runName = {},
                                           const QString& annotator = {})
{
    io::ImportOptions options;
    options.format = format;
    options.paths = paths;
    options.runName = runName;
    options.annotator = annotator;
    return io::importFiles(project, options);
}

// Grade of a label (question, chunk, annotator), -1 when absent.
inline int gradeOf(storage::Project& project, const QString& qid, const QString& chunkId,
                   const QString& annotator)
{
    auto question = project.questions().byExternalId(qid);
    if (!question)
        return -1;
    for (const RelevanceLabel& label : project.labels().labelsForQuestion(question->id))
        if (label.chunkExternalId == chunkId && label.annotatorName == annotator)
            return label.grade;
    return -1;
}

inline QByteArray fileHash(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

inline bool sameStats(const ProjectStats& a, const ProjectStats& b)
{
    return a.documents == b.documents && a.chunks == b.chunks && a.questions == b.questions &&
           a.annotators == b.annotators && a.relevanceLabels == b.relevanceLabels && a.runs == b.runs &&
           a.retrievals == b.retrievals && a.answers == b.answers && a.claims == b.claims &&
           a.claimReviews == b.claimReviews;
}

inline void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace goldset::test
