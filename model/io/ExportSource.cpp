#include "io/ExportSource.h"

#include "metrics/GoldGrades.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/MetricsReadStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>
#include <algorithm>
#include <climits>
#include <tuple>

namespace goldset::io {

Result<ExportSource> ExportSource::load(storage::Project& project, const ExportOptions& options)
{
    ExportSource source;
    source.m_project = &project;
    source.m_questions = project.questions().list();

    if (!options.annotator.isEmpty() && !project.annotators().byName(options.annotator))
        return makeError(QCoreApplication::translate("goldset::io", "no annotator named '%1' in the project")
                             .arg(options.annotator));
    for (const Annotator& a : project.annotators().all())
        if (a.kind == AnnotatorKind::Model)
            source.m_models.insert(a.id);
    for (const RelevanceLabel& label : project.labels().all())
        if (options.annotator.isEmpty() || label.annotatorName == options.annotator)
            source.m_stored[label.questionId].append(label);
    for (QList<RelevanceLabel>& labels : source.m_stored)
        std::sort(labels.begin(), labels.end(), [](const RelevanceLabel& a, const RelevanceLabel& b) {
            return std::tie(a.chunkExternalId, a.annotatorName) <
                   std::tie(b.chunkExternalId, b.annotatorName);
        });
    if (!options.annotator.isEmpty()) {
        for (auto it = source.m_stored.cbegin(); it != source.m_stored.cend(); ++it)
            for (const RelevanceLabel& label : *it)
                source.m_labels[label.questionId].insert(label.chunkExternalId, label.grade);
        return source;
    }
    // Gold, as the metrics compute it (metrics::GoldGrades): the adjudicated grade, else the
    // median of the people's grades, else the models' (the generator's grade 3 for the chunk a
    // question was generated from).
    storage::MetricsReadStore store(project.connection());
    const auto rows = store.relevanceLabels();
    const auto gold = metrics::GoldGrades::build(rows, store.adjudicatedGrades());
    for (int i = 0; i < rows.size(); ++i) {
        QHash<QString, int>& order = source.m_labelOrder[rows[i].questionId];
        const QString chunkId = source.chunkExternalId(rows[i].chunkId);
        if (!order.contains(chunkId))
            order.insert(chunkId, i);
    }
    for (const Question& q : source.m_questions) {
        const QHash<RowId, int>* grades = gold.forQuestion(q.id);
        if (!grades)
            continue;
        QMap<QString, int>& labels = source.m_labels[q.id];
        for (auto it = grades->cbegin(); it != grades->cend(); ++it) {
            const QString chunkId = source.chunkExternalId(it.key());
            if (!chunkId.isEmpty())
                labels.insert(chunkId, it.value());
        }
    }
    return source;
}

QList<Question> ExportSource::unrejectedQuestions() const
{
    QList<Question> kept;
    for (const Question& q : m_questions)
        if (q.status != QuestionStatus::Rejected)
            kept.append(q);
    return kept;
}

QStringList ExportSource::relevant(RowId questionId) const
{
    const QMap<QString, int> labels = m_labels.value(questionId);
    QList<QPair<int, QString>> graded;
    for (auto it = labels.cbegin(); it != labels.cend(); ++it)
        if (it.value() >= 1)
            graded.append({it.value(), it.key()});
    const QHash<QString, int> order = m_labelOrder.value(questionId);
    const auto position = [&order](const QString& id) { return order.value(id, INT_MAX); };
    std::stable_sort(graded.begin(), graded.end(), [&position](const auto& a, const auto& b) {
        if (a.first != b.first)
            return a.first > b.first;
        return position(a.second) < position(b.second);
    });
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
    if (auto it = m_chunkIds.constFind(chunkId); it != m_chunkIds.constEnd())
        return *it;
    const auto chunk = m_project->corpus().chunkById(chunkId);
    const QString id = chunk ? chunk->externalId : QString();
    m_chunkIds.insert(chunkId, id);
    return id;
}

} // namespace goldset::io
