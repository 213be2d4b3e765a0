#include "io/ExportSource.h"

#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <algorithm>

namespace goldset::io {

int medianGrade(QList<int> grades)
{
    if (grades.isEmpty())
        return 0;
    std::sort(grades.begin(), grades.end());
    return grades[(grades.size() - 1) / 2];
}

Result<ExportSource> ExportSource::load(storage::Project& project, const ExportOptions& options)
{
    ExportSource source;
    source.m_project = &project;
    source.m_questions = project.questions().list();
    QHash<RowId, QString> questionIds;
    for (const Question& q : source.m_questions)
        questionIds.insert(q.id, q.externalId);

    if (!options.annotator.isEmpty()) {
        if (!project.annotators().byName(options.annotator))
            return makeError(QStringLiteral("no annotator named '%1' in the project").arg(options.annotator));
        for (const RelevanceLabel& label : project.labels().all())
            if (label.annotatorName == options.annotator)
                source.m_labels[label.questionId].insert(label.chunkExternalId, label.grade);
        return source;
    }
    // Gold: the adjudicated grade, else the median of the person annotators' grades.
    QSet<RowId> people;
    for (const Annotator& a : project.annotators().all())
        if (a.kind == AnnotatorKind::Person)
            people.insert(a.id);
    QHash<RowId, QMap<QString, QList<int>>> grades;
    for (const RelevanceLabel& label : project.labels().all())
        if (people.contains(label.annotatorId))
            grades[label.questionId][label.chunkExternalId].append(label.grade);
    QHash<QString, int> adjudicated;
    for (const auto& a : project.adjudications().all(QStringLiteral("relevance"))) {
        bool ok = false;
        const int grade = a.value.toInt(&ok);
        if (ok)
            adjudicated.insert(a.itemKey, grade);
    }
    for (auto q = grades.cbegin(); q != grades.cend(); ++q) {
        const QString qid = questionIds.value(q.key());
        for (auto c = q->cbegin(); c != q->cend(); ++c) {
            const QString key = storage::AdjudicationStore::relevanceKey(qid, c.key());
            source.m_labels[q.key()].insert(c.key(), adjudicated.value(key, medianGrade(*c)));
        }
    }
    return source;
}

QStringList ExportSource::relevant(RowId questionId) const
{
    const QMap<QString, int> labels = m_labels.value(questionId);
    QList<QPair<int, QString>> graded;
    for (auto it = labels.cbegin(); it != labels.cend(); ++it)
        if (it.value() >= 1)
            graded.append({it.value(), it.key()});
    std::stable_sort(graded.begin(), graded.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    QStringList ids;
    for (const auto& g : graded)
        ids << g.second;
    return ids;
}

QString ExportSource::chunkText(const QString& chunkId) const
{
    if (auto it = m_chunkTexts.constFind(chunkId); it != m_chunkTexts.constEnd())
        return *it;
    const auto chunk = m_project->corpus().chunkByExternalId(chunkId);
    const QString text = chunk && !chunk->stub ? chunk->text : QString();
    m_chunkTexts.insert(chunkId, text);
    return text;
}

QString ExportSource::chunkExternalId(RowId chunkId) const
{
    const auto chunk = m_project->corpus().chunkById(chunkId);
    return chunk ? chunk->externalId : QString();
}

} // namespace goldset::io
