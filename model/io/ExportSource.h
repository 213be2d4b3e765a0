#pragma once

#include "domain/Entities.h"
#include "io/Export.h"

#include <QHash>
#include <QMap>
#include <QSet>

namespace goldset::io {

// What the exports read from a project: questions in order and, per question, the labels to
// write: the gold grade of each (question, chunk) as the metrics compute it (adjudicated, else
// the people's median, else the models'), or one annotator's grades with ExportOptions::annotator.
class ExportSource
{
public:
    static Result<ExportSource> load(storage::Project& project, const ExportOptions& options);

    const QList<Question>& questions() const { return m_questions; }
    // The questions a format without a status field carries: all but the rejected ones (a
    // reader of such a file could not tell them apart).
    QList<Question> unrejectedQuestions() const;
    // chunk external id -> grade, in chunk id order
    QMap<QString, int> labels(RowId questionId) const { return m_labels.value(questionId); }
    // Every label of the question as stored (one annotator's only with
    // ExportOptions::annotator), by chunk external id then annotator name.
    QList<RelevanceLabel> storedLabels(RowId questionId) const { return m_stored.value(questionId); }
    bool byModel(RowId annotatorId) const { return m_models.contains(annotatorId); }
    // ids with grade >= 1, best grade first; ties in the order the labels were first written
    // (an imported question's contexts in their file's order), then by id
    QStringList relevant(RowId questionId) const;
    // text of a chunk (empty for stubs and unknown ids)
    QString chunkText(const QString& chunkId) const;
    QString chunkExternalId(RowId chunkId) const;

private:
    storage::Project* m_project = nullptr;
    QList<Question> m_questions;
    QHash<RowId, QMap<QString, int>> m_labels;
    QHash<RowId, QHash<QString, int>> m_labelOrder; // question -> chunk id -> first label's position
    QHash<RowId, QList<RelevanceLabel>> m_stored;
    QSet<RowId> m_models;
    mutable QHash<QString, QString> m_chunkTexts;
    mutable QHash<RowId, QString> m_chunkIds;
};

} // namespace goldset::io
