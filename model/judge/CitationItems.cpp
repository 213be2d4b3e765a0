#include "judge/CitationItems.h"

#include "judge/VerdictPrompt.h"
#include "llm/PromptTemplates.h"
#include "llm/TokenEstimate.h"
#include "storage/CitationStore.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

namespace goldset::judge {
namespace {

QSet<QString> retrievedChunkIds(storage::Project& project, RowId runId, RowId questionId)
{
    QSet<QString> ids;
    for (const Retrieval& r : project.runs().retrievals(runId, questionId))
        if (const auto chunk = project.corpus().chunkById(r.chunkId))
            ids.insert(chunk->externalId);
    return ids;
}

} // namespace

bool CitationWork::askable(const Statement& statement, const QSet<QString>& retrieved)
{
    if (statement.citations.isEmpty())
        return false;
    for (const QString& id : statement.citations)
        if (!retrieved.contains(id))
            return false;
    return true;
}

CitationWork CitationWork::load(storage::Project& project, RowId runId, const QString& judgeName,
                                const QList<Question>& questions, qint64 contextBudget)
{
    CitationWork work;
    work.m_runId = runId;
    work.m_judge = judgeName;
    work.m_budget = contextBudget;
    work.m_template = llm::promptTemplate(project.settings(), llm::PromptKind::CitationChecks);
    work.m_hash = llm::promptHash(work.m_template);
    storage::CitationStore store(project.connection());
    // One question (an item about to be sent) reads only its own rows.
    const std::optional<RowId> only =
        questions.size() == 1 ? std::optional<RowId>(questions.constFirst().id) : std::nullopt;
    QHash<RowId, QList<Statement>> byQuestion;
    for (const Statement& s : store.statementsOfRun(runId, only))
        byQuestion[s.questionId].append(s);
    const QHash<RowId, CitationCheck> checks = store.checks(runId, judgeName, only);
    for (const Question& question : questions) {
        const auto it = byQuestion.constFind(question.id);
        if (it == byQuestion.constEnd())
            continue;
        ++work.m_withStatements;
        const QSet<QString> retrieved = retrievedChunkIds(project, runId, question.id);
        Answer answer;
        answer.question = question;
        for (const Statement& s : *it) {
            if (!askable(s, retrieved))
                continue;
            const auto check = checks.constFind(s.id);
            if (check == checks.constEnd() || check->promptHash != work.m_hash)
                answer.toCheck.append(s);
        }
        if (!answer.toCheck.isEmpty())
            work.m_answers.append(answer);
    }
    return work;
}

QString CitationWork::prompt(storage::Project& project, const Question& question,
                             const QList<Statement>& statements) const
{
    // Each statement's chunks share the context budget evenly; a longer chunk is cut.
    qint64 cited = 0;
    for (const Statement& s : statements)
        cited += s.citations.size();
    const qint64 perChunk = std::max<qint64>(50, m_budget / std::max<qint64>(1, cited));
    QStringList lines;
    for (qsizetype i = 0; i < statements.size(); ++i) {
        lines.append(QStringLiteral("statement %1: %2").arg(i).arg(statements[i].text.simplified()));
        for (const QString& id : statements[i].citations) {
            const auto chunk = project.corpus().chunkByExternalId(id);
            QString text =
                !chunk || chunk->stub ? QStringLiteral("(text not available)") : chunk->text.simplified();
            const qint64 tokens = llm::estimateTokens(text);
            if (tokens > perChunk) {
                text.truncate(
                    static_cast<qsizetype>(double(text.size()) * double(perChunk) / double(tokens)));
                text += QStringLiteral(" …");
            }
            lines.append(QStringLiteral("[%1] %2").arg(id, text));
        }
    }
    return llm::renderPrompt(m_template, {{QStringLiteral("question"), question.text},
                                          {QStringLiteral("statements"), lines.join(u'\n')}});
}

QList<jobs::JobItem> CitationWork::items(storage::Project& project,
                                         std::function<void(const QString&)> warn) const
{
    QList<jobs::JobItem> result;
    const auto self = std::make_shared<CitationWork>(*this);
    for (const Answer& answer : m_answers) {
        struct Asked
        {
            QList<Statement> statements; // by the number the prompt gave them
        };
        auto asked = std::make_shared<Asked>();
        jobs::JobItem item;
        item.key = itemKey(answer.question);
        const Question question = answer.question;
        item.prepare = [self, asked, question, &project](jobs::JobItem& me) -> Status {
            // Read again when sent: a re-import may have changed the statements meanwhile.
            const CitationWork now =
                CitationWork::load(project, self->m_runId, self->m_judge, {question}, self->m_budget);
            if (now.m_answers.isEmpty())
                return {}; // nothing left to ask
            asked->statements = now.m_answers.constFirst().toCheck;
            me.request.schema = llm::ChatSchema::CitationChecks;
            me.request.numberedItems = static_cast<int>(asked->statements.size());
            me.request.messages = {
                {QStringLiteral("system"),
                 QStringLiteral("You are a strict fact checker. Answer only with JSON that matches the "
                                "requested schema.")},
                {QStringLiteral("user"), self->prompt(project, question, asked->statements)}};
            return {};
        };
        item.store = [self, asked, warn, key = item.key, &project](const nlohmann::json& answer) -> Status {
            if (answer.is_null())
                return {};
            storage::CitationStore store(project.connection());
            for (const nlohmann::json& entry : answer.at("statements")) {
                const auto number = static_cast<qsizetype>(entry.at("statement").get<std::int64_t>());
                const Statement& statement = asked->statements.at(number);
                CitationCheck check;
                check.statementId = statement.id;
                check.judgeModel = self->m_judge;
                check.promptHash = self->m_hash;
                check.verdict.entailed = entry.at("entailed").get<bool>();
                for (const nlohmann::json& id : entry.at("unnecessary")) {
                    const QString chunkId = QString::fromStdString(id.get<std::string>()).trimmed();
                    if (statement.citations.contains(chunkId)) {
                        if (!check.verdict.unnecessary.contains(chunkId))
                            check.verdict.unnecessary.append(chunkId);
                    } else if (warn) {
                        warn(QStringLiteral(
                                 "%1 (statement %2): unnecessary '%3' is not one of its citations; dropped")
                                 .arg(key)
                                 .arg(number)
                                 .arg(chunkId));
                    }
                }
                if (Status s = store.setCheck(check); !s)
                    return s;
            }
            return {};
        };
        result.append(item);
    }
    return result;
}

} // namespace goldset::judge
