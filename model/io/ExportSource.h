#pragma once

#include "domain/Entities.h"
#include "io/Export.h"

#include <QHash>
#include <QMap>

namespace goldset::io {

// What the exports read from a project: questions in order and, per question, the labels to
// write: the gold grade of each (question, chunk), or one annotator's grades with
// ExportOptions::annotator.
class ExportSource
{
public:
    static Result<ExportSource> load(storage::Project& project, const ExportOptions& options);

    const QList<Question>& questions() const { return m_questions; }
    // chunk external id -> grade, in chunk id order
    QMap<QString, int> labels(RowId questionId) const { return m_labels.value(questionId); }
    // ids with grade >= 1, best grade first (ties by id)
    QStringList relevant(RowId questionId) const;
    // text of a chunk (empty for stubs and unknown ids)
    QString chunkText(const QString& chunkId) const;
    QString chunkExternalId(RowId chunkId) const;

private:
    storage::Project* m_project = nullptr;
    QList<Question> m_questions;
    QHash<RowId, QMap<QString, int>> m_labels;
    mutable QHash<QString, QString> m_chunkTexts;
};

// The gold grade from several person annotators' grades: the median, the lower middle one
// for an even count.
int medianGrade(QList<int> grades);

} // namespace goldset::io
