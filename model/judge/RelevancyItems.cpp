#include "judge/RelevancyItems.h"

#include "llm/Embeddings.h"
#include "llm/PromptTemplates.h"
#include "storage/CitationStore.h"
#include "storage/Project.h"

namespace goldset::judge {

RelevancyWork RelevancyWork::load(storage::Project& project, RowId runId, const QString& judgeName,
                                  const QString& embeddingModel,
                                  const QList<QPair<Question, QString>>& answers, const QSet<QString>& done)
{
    RelevancyWork work;
    work.m_runId = runId;
    work.m_judge = judgeName;
    work.m_embeddingModel = embeddingModel;
    work.m_template = llm::promptTemplate(project.settings(), llm::PromptKind::RelevancyQuestions);
    work.m_hash = llm::promptHash(work.m_template);
    const auto judged = storage::CitationStore(project.connection()).relevancyOfRun(runId, judgeName);
    for (const auto& [question, text] : answers) {
        const auto it = judged.constFind(question.id);
        // A judgement made with another prompt or embedding model is made again.
        const bool current =
            it != judged.constEnd() && it->promptHash == work.m_hash && it->embeddingModel == embeddingModel;
        const bool questionsDone = current && done.contains(questionsKey(question));
        const bool embeddingsDone = questionsDone && done.contains(embeddingsKey(question));
        if (embeddingsDone) {
            work.m_alreadyDone += 2;
            continue;
        }
        work.m_alreadyDone += questionsDone ? 1 : 0;
        work.m_answers.append({question, text, questionsDone});
    }
    return work;
}

QString RelevancyWork::prompt(const QString& answerText) const
{
    return llm::renderPrompt(m_template, {{QStringLiteral("answer"), answerText},
                                          {QStringLiteral("count"), QString::number(kRelevancyQuestions)}});
}

std::optional<double> RelevancyWork::score(const std::vector<std::vector<double>>& embeddings,
                                           bool noncommittal)
{
    if (noncommittal)
        return 0.0;
    if (embeddings.size() < 2)
        return std::nullopt; // no generated question: nothing to compare
    double sum = 0;
    for (std::size_t i = 1; i < embeddings.size(); ++i) {
        const auto c = llm::cosineSimilarity(embeddings[i], embeddings[0]);
        if (!c)
            return std::nullopt;
        sum += *c;
    }
    return sum / double(embeddings.size() - 1);
}

jobs::JobItem RelevancyWork::embeddingsItem(storage::Project& project, const Question& question) const
{
    const auto self = std::make_shared<RelevancyWork>(*this);
    auto judgement = std::make_shared<RelevancyJudgement>();
    jobs::JobItem item;
    item.key = embeddingsKey(question);
    item.prepare = [self, judgement, question, &project](jobs::JobItem& me) -> Status {
        const auto stored =
            storage::CitationStore(project.connection()).relevancy(self->m_runId, question.id, self->m_judge);
        if (!stored)
            return makeError(QStringLiteral("no generated questions stored for this answer"));
        *judgement = *stored;
        if (stored->noncommittal || stored->questions.isEmpty())
            return {}; // score known without embeddings
        me.request.embeddingInputs = QStringList{question.text} + stored->questions;
        return {};
    };
    item.store = [self, judgement, &project](const nlohmann::json& answer) -> Status {
        std::vector<std::vector<double>> vectors;
        if (!answer.is_null())
            for (const nlohmann::json& v : answer.at("embeddings"))
                vectors.push_back(v.get<std::vector<double>>());
        judgement->score = score(vectors, judgement->noncommittal);
        return storage::CitationStore(project.connection()).setRelevancy(*judgement);
    };
    return item;
}

QList<jobs::JobItem> RelevancyWork::items(storage::Project& project) const
{
    QList<jobs::JobItem> result;
    for (const Answer& answer : m_answers) {
        if (answer.questionsDone) {
            result.append(embeddingsItem(project, answer.question));
            continue;
        }
        const auto self = std::make_shared<RelevancyWork>(*this);
        jobs::JobItem item;
        item.key = questionsKey(answer.question);
        item.request.schema = llm::ChatSchema::RelevancyQuestions;
        item.request.messages = {
            {QStringLiteral("system"),
             QStringLiteral("You are a careful reader. Answer only with JSON that matches "
                            "the requested schema.")},
            {QStringLiteral("user"), prompt(answer.text)}};
        const Question question = answer.question;
        item.store = [self, question, &project](const nlohmann::json& reply) -> Status {
            RelevancyJudgement j;
            j.runId = self->m_runId;
            j.questionId = question.id;
            j.judgeModel = self->m_judge;
            j.embeddingModel = self->m_embeddingModel;
            j.promptHash = self->m_hash;
            j.noncommittal = reply.at("noncommittal").get<bool>();
            for (const nlohmann::json& q : reply.at("questions")) {
                const QString text = QString::fromStdString(q.get<std::string>()).trimmed();
                if (!text.isEmpty())
                    j.questions.append(text);
            }
            return storage::CitationStore(project.connection()).setRelevancy(j); // score: until embedded
        };
        item.followUps = [self, question, &project] {
            return QList<jobs::JobItem>{self->embeddingsItem(project, question)};
        };
        result.append(item);
    }
    return result;
}

} // namespace goldset::judge
