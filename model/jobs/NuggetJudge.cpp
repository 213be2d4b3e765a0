#include "jobs/NuggetJudge.h"

#include "jobs/JudgeScope.h"
#include "llm/PromptTemplates.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/Project.h"

namespace goldset::jobs {
namespace {

using json = nlohmann::json;

QStringList nuggetTexts(const QList<Nugget>& nuggets)
{
    QStringList result;
    for (const Nugget& n : nuggets)
        result.append(n.text);
    return result;
}

llm::ChatMessage nuggetSystemMessage()
{
    return {QStringLiteral("system"), JudgeScope::systemPrompt()};
}

} // namespace

NuggetJudge::NuggetJudge(storage::Project& project, RowId runId, QString judge, qint64 contextBudget,
                         NuggetTasks tasks)
    : m_project(project), m_runId(runId), m_judge(std::move(judge)), m_budget(contextBudget), m_tasks(tasks)
{
    const auto& settings = project.settings();
    m_proposeTemplate = llm::promptTemplate(settings, llm::PromptKind::Nuggets);
    m_supportTemplate = llm::promptTemplate(settings, llm::PromptKind::NuggetSupport);
    m_recallTemplate = llm::promptTemplate(settings, llm::PromptKind::ContextRecall);
    m_correctnessTemplate = llm::promptTemplate(settings, llm::PromptKind::ClaimCorrectness);
}

QList<Nugget> NuggetJudge::nuggets(RowId questionId) const
{
    return m_project.nuggets().forQuestion(questionId);
}

bool NuggetJudge::needsNuggets(const Question& question) const
{
    return m_tasks.propose && !question.groundTruth.trimmed().isEmpty() && nuggets(question.id).isEmpty();
}

bool NuggetJudge::fresh(const NuggetVerdict& verdict, const Nugget& nugget, const QString& hash) const
{
    return verdict.nuggetText == nugget.text && verdict.promptHash == hash;
}

bool NuggetJudge::allFresh(RowId questionId, NuggetVerdictKind kind, const QString& hash) const
{
    const QList<Nugget> current = nuggets(questionId);
    if (current.isEmpty())
        return true; // nothing to judge
    QHash<RowId, NuggetVerdict> byNugget;
    for (const NuggetVerdict& v : m_project.nuggetVerdicts().verdicts(m_runId, m_judge, questionId))
        if (v.kind == kind)
            byNugget.insert(v.nuggetId, v);
    for (const Nugget& n : current) {
        const auto it = byNugget.constFind(n.id);
        if (it == byNugget.constEnd() || !fresh(*it, n, hash))
            return false;
    }
    return true;
}

bool NuggetJudge::needsSupport(RowId questionId) const
{
    return m_tasks.support &&
           !allFresh(questionId, NuggetVerdictKind::Support, llm::promptHash(m_supportTemplate));
}

bool NuggetJudge::needsRecall(RowId questionId) const
{
    return m_tasks.recall &&
           !allFresh(questionId, NuggetVerdictKind::Context, llm::promptHash(m_recallTemplate));
}

bool NuggetJudge::needsCorrectness(RowId questionId, const QList<Claim>& claims) const
{
    if (!m_tasks.correctness || claims.isEmpty())
        return false;
    const QList<Nugget> current = nuggets(questionId);
    if (current.isEmpty())
        return false;
    const QString hash = storage::nuggetsHash(current);
    const QString templateHash = llm::promptHash(m_correctnessTemplate);
    const auto links = m_project.nuggetVerdicts().claimNuggets(m_runId, questionId);
    for (const Claim& claim : claims) {
        const auto it = links.constFind(claim.id);
        if (it == links.constEnd() || it->nuggetsHash != hash || it->promptHash != templateHash)
            return true;
    }
    return false;
}

judge::PromptContexts NuggetJudge::contexts(RowId questionId) const
{
    return judge::promptContexts(retrievedPassages(m_project, m_runId, questionId), m_budget);
}

QString NuggetJudge::proposePrompt(const Question& question) const
{
    // The gold chunks (graded 1 or more by anyone), best first, cut to the context budget.
    QHash<RowId, int> best;
    for (const RelevanceLabel& label : m_project.labels().labelsForQuestion(question.id))
        if (label.grade >= 1)
            best[label.chunkId] = std::max(best.value(label.chunkId), label.grade);
    QList<RowId> ids = best.keys();
    std::sort(ids.begin(), ids.end(), [&best](RowId a, RowId b) {
        return best.value(a) != best.value(b) ? best.value(a) > best.value(b) : a < b;
    });
    QList<judge::ContextPassage> passages;
    for (const RowId id : ids)
        if (const auto chunk = m_project.corpus().chunkById(id); chunk && !chunk->stub)
            passages.append({chunk->externalId, chunk->text});
    const QString gold = passages.isEmpty() ? QStringLiteral("(no gold passages)")
                                            : judge::promptContexts(passages, m_budget).text;
    return llm::renderPrompt(m_proposeTemplate, {{QStringLiteral("question"), question.text},
                                                 {QStringLiteral("ground_truth"), question.groundTruth},
                                                 {QStringLiteral("contexts"), gold}});
}

QString NuggetJudge::supportPrompt(const Question& question, const QString& answerText,
                                   const QList<Nugget>& nuggets) const
{
    return llm::renderPrompt(
        m_supportTemplate,
        {{QStringLiteral("question"), question.text},
         {QStringLiteral("answer"), answerText},
         {QStringLiteral("nuggets"), judge::numberedItems(QStringLiteral("nugget"), nuggetTexts(nuggets))}});
}

QString NuggetJudge::recallPrompt(const Question& question, const QList<Nugget>& nuggets,
                                  const judge::PromptContexts& contexts) const
{
    return llm::renderPrompt(
        m_recallTemplate,
        {{QStringLiteral("question"), question.text},
         {QStringLiteral("nuggets"), judge::numberedItems(QStringLiteral("nugget"), nuggetTexts(nuggets))},
         {QStringLiteral("contexts"), contexts.text}});
}

QString NuggetJudge::correctnessPrompt(const Question& question, const QStringList& claims,
                                       const QList<Nugget>& nuggets) const
{
    return llm::renderPrompt(
        m_correctnessTemplate,
        {{QStringLiteral("question"), question.text},
         {QStringLiteral("claims"), judge::numberedItems(QStringLiteral("claim"), claims)},
         {QStringLiteral("nuggets"), judge::numberedItems(QStringLiteral("nugget"), nuggetTexts(nuggets))}});
}

QList<JobItem> NuggetJudge::answerItems(const Question& question, const QString& answerText,
                                        const QList<JobItem>& others, int& count)
{
    if (needsNuggets(question)) {
        count = 1 + (m_tasks.support ? 1 : 0) + (m_tasks.recall ? 1 : 0);
        return {proposeItem(question, answerText, others)};
    }
    QList<JobItem> items;
    if (needsSupport(question.id))
        items.append(supportItem(question, answerText));
    if (needsRecall(question.id))
        items.append(recallItem(question));
    count = static_cast<int>(items.size());
    items.append(others);
    return items;
}

JobItem NuggetJudge::proposeItem(const Question& question, const QString& answerText,
                                 const QList<JobItem>& then)
{
    auto self = shared_from_this();
    JobItem item;
    item.key = proposeKey(question);
    item.request.schema = llm::ChatSchema::Nuggets;
    item.request.messages = {nuggetSystemMessage(), {QStringLiteral("user"), proposePrompt(question)}};
    const QString hash = llm::promptHash(m_proposeTemplate);
    item.store = [self, question, hash](const json& answer) -> Status {
        QList<Nugget> proposed;
        for (const json& entry : answer.at("nuggets")) {
            Nugget n;
            n.text = QString::fromStdString(entry.at("text").get<std::string>()).simplified();
            n.importance =
                nuggetImportanceFromString(QString::fromStdString(entry.at("importance").get<std::string>()))
                    .value_or(NuggetImportance::Okay);
            n.model = self->m_judge;
            n.promptHash = hash;
            proposed.append(n);
        }
        // Someone may have written nuggets meanwhile: theirs stay, the proposal is dropped.
        if (!self->nuggets(question.id).isEmpty())
            return {};
        if (Status s = self->m_project.nuggets().replaceProposed(question.id, proposed); !s)
            return s;
        ++self->m_counters.proposed;
        return {};
    };
    // Decided now, so that the job's count is exact: an item finding no nuggets asks nothing.
    item.followUps = [self, question, answerText, then] {
        QList<JobItem> next;
        if (self->m_tasks.support)
            next.append(self->supportItem(question, answerText));
        if (self->m_tasks.recall)
            next.append(self->recallItem(question));
        next.append(then);
        return next;
    };
    return item;
}

JobItem NuggetJudge::supportItem(const Question& question, const QString& answerText)
{
    auto self = shared_from_this();
    auto asked = std::make_shared<QList<Nugget>>();
    JobItem item;
    item.key = supportKey(question);
    item.prepare = [self, asked, question, answerText](JobItem& me) -> Status {
        *asked = self->nuggets(question.id);
        if (asked->isEmpty())
            return {};
        me.request.schema = llm::ChatSchema::NuggetSupport;
        me.request.numberedItems = static_cast<int>(asked->size());
        me.request.messages = {nuggetSystemMessage(),
                               {QStringLiteral("user"), self->supportPrompt(question, answerText, *asked)}};
        return {};
    };
    item.store = [self, asked](const json& answer) -> Status {
        if (answer.is_null())
            return {};
        const QString hash = llm::promptHash(self->m_supportTemplate);
        for (const json& entry : answer.at("support")) {
            const Nugget& n = asked->at(static_cast<qsizetype>(entry.at("nugget").get<std::int64_t>()));
            NuggetVerdict v;
            v.runId = self->m_runId;
            v.nuggetId = n.id;
            v.kind = NuggetVerdictKind::Support;
            v.judgeModel = self->m_judge;
            v.value = nuggetValueFromString(QString::fromStdString(entry.at("support").get<std::string>()))
                          .value_or(NuggetValue::NotSupport);
            v.nuggetText = n.text;
            v.promptHash = hash;
            if (Status s = self->m_project.nuggetVerdicts().setVerdict(v); !s)
                return s;
            ++self->m_counters.support;
        }
        return {};
    };
    return item;
}

JobItem NuggetJudge::recallItem(const Question& question)
{
    auto self = shared_from_this();
    struct Asked
    {
        QList<Nugget> nuggets;
        QSet<QString> allowed;
    };
    auto asked = std::make_shared<Asked>();
    JobItem item;
    item.key = recallKey(question);
    item.prepare = [self, asked, question](JobItem& me) -> Status {
        asked->nuggets = self->nuggets(question.id);
        if (asked->nuggets.isEmpty())
            return {};
        const judge::PromptContexts contexts = self->contexts(question.id);
        asked->allowed = contexts.chunkIds;
        me.note = contexts.note(self->m_budget);
        if (contexts.cut())
            ++self->m_counters.contextsCut;
        me.request.schema = llm::ChatSchema::ContextRecall;
        me.request.numberedItems = static_cast<int>(asked->nuggets.size());
        me.request.messages = {
            nuggetSystemMessage(),
            {QStringLiteral("user"), self->recallPrompt(question, asked->nuggets, contexts)}};
        return {};
    };
    item.store = [self, asked](const json& answer) -> Status {
        if (answer.is_null())
            return {};
        const QString hash = llm::promptHash(self->m_recallTemplate);
        for (const json& entry : answer.at("attributions")) {
            const Nugget& n =
                asked->nuggets.at(static_cast<qsizetype>(entry.at("nugget").get<std::int64_t>()));
            NuggetVerdict v;
            v.runId = self->m_runId;
            v.nuggetId = n.id;
            v.kind = NuggetVerdictKind::Context;
            v.judgeModel = self->m_judge;
            for (const json& id : entry.at("evidence")) {
                const QString chunkId = QString::fromStdString(id.get<std::string>()).trimmed();
                if (asked->allowed.contains(chunkId) && !v.evidence.contains(chunkId))
                    v.evidence.append(chunkId);
                else if (!asked->allowed.contains(chunkId))
                    ++self->m_counters.evidenceDropped;
            }
            v.value = entry.at("present").get<bool>() ? NuggetValue::Present : NuggetValue::Absent;
            v.nuggetText = n.text;
            v.promptHash = hash;
            if (Status s = self->m_project.nuggetVerdicts().setVerdict(v); !s)
                return s;
            ++self->m_counters.context;
        }
        return {};
    };
    return item;
}

JobItem NuggetJudge::correctnessItem(const Question& question, std::function<QList<Claim>()> currentClaims)
{
    auto self = shared_from_this();
    struct Asked
    {
        QList<Claim> claims;
        QList<Nugget> nuggets;
    };
    auto asked = std::make_shared<Asked>();
    JobItem item;
    item.key = correctnessKey(question);
    item.prepare = [self, asked, question, currentClaims](JobItem& me) -> Status {
        asked->claims = currentClaims();
        asked->nuggets = self->nuggets(question.id);
        if (asked->claims.isEmpty() || asked->nuggets.isEmpty())
            return {};
        QStringList claimTexts;
        for (const Claim& c : asked->claims)
            claimTexts.append(c.text);
        me.request.schema = llm::ChatSchema::ClaimCorrectness;
        me.request.numberedItems = static_cast<int>(asked->claims.size());
        me.request.referencedItems = static_cast<int>(asked->nuggets.size());
        me.request.messages = {
            nuggetSystemMessage(),
            {QStringLiteral("user"), self->correctnessPrompt(question, claimTexts, asked->nuggets)}};
        return {};
    };
    item.store = [self, asked](const json& answer) -> Status {
        if (answer.is_null())
            return {};
        const QString nuggetsHash = storage::nuggetsHash(asked->nuggets);
        const QString hash = llm::promptHash(self->m_correctnessTemplate);
        for (const json& entry : answer.at("claims")) {
            ClaimNuggets links;
            links.claimId =
                asked->claims.at(static_cast<qsizetype>(entry.at("claim").get<std::int64_t>())).id;
            for (const json& number : entry.at("nuggets")) {
                const RowId id = asked->nuggets.at(static_cast<qsizetype>(number.get<std::int64_t>())).id;
                if (!links.nuggetIds.contains(id))
                    links.nuggetIds.append(id);
            }
            links.nuggetsHash = nuggetsHash;
            if (Status s = self->m_project.nuggetVerdicts().setClaimNuggets(links, hash); !s)
                return s;
            ++self->m_counters.claimLinks;
        }
        return {};
    };
    return item;
}

} // namespace goldset::jobs
