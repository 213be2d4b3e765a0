#include "monitor/TraceAssembly.h"

#include "monitor/IdkPatterns.h"
#include "monitor/MonitorJson.h"
#include "monitor/UserIdHasher.h"

namespace goldset::monitor {

QByteArray part::encode(const nlohmann::json& part)
{
    return json::utf8(part.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

QByteArray userText(const nlohmann::json& input)
{
    if (input.is_string()) {
        const std::string& text = input.get_ref<const std::string&>();
        const size_t first = text.find_first_not_of(" \t\r\n");
        if (first != std::string::npos && (text[first] == '{' || text[first] == '[')) {
            const nlohmann::json inner = nlohmann::json::parse(text, nullptr, false);
            if (!inner.is_discarded())
                return userText(inner);
        }
        return json::utf8(text);
    }
    if (input.is_object()) {
        for (const char* key : {"query", "question", "input", "user_input", "query_str", "content"}) {
            if (const nlohmann::json* value = json::member(input, key))
                return userText(*value);
        }
        if (const nlohmann::json* messages = json::member(input, "messages"))
            return userText(*messages);
    }
    if (input.is_array()) {
        for (auto it = input.rbegin(); it != input.rend(); ++it) {
            if (it->is_object() && it->value("role", std::string()) == "user") {
                if (const nlohmann::json* content = json::member(*it, "content"))
                    return userText(*content);
            }
        }
    }
    return json::anyText(input);
}

nlohmann::json documentsOf(const nlohmann::json& output)
{
    nlohmann::json docs = nlohmann::json::array();
    const nlohmann::json* list = &output;
    nlohmann::json parsed;
    if (output.is_string()) {
        parsed = nlohmann::json::parse(output.get_ref<const std::string&>(), nullptr, false);
        if (parsed.is_discarded())
            return docs;
        list = &parsed;
    }
    if (list->is_object()) {
        for (const char* key : {"documents", "docs", "nodes", "results"}) {
            if (const nlohmann::json* value = json::member(*list, key)) {
                list = value;
                break;
            }
        }
    }
    if (!list->is_array())
        return docs;
    int index = 0;
    for (const nlohmann::json& item : *list) {
        nlohmann::json doc;
        if (item.is_string()) {
            doc = {{"id", std::to_string(index)}, {"text", item}};
        } else if (item.is_object()) {
            const nlohmann::json* metadata = json::member(item, "metadata");
            std::optional<QByteArray> id;
            for (const char* key : {"id", "document_id", "doc_id", "node_id"}) {
                if (const nlohmann::json* value = json::member(item, key); value && !id)
                    id = json::scalarText(*value);
                if (metadata && metadata->is_object() && !id) {
                    if (const nlohmann::json* value = json::member(*metadata, key))
                        id = json::scalarText(*value);
                }
            }
            doc["id"] = id ? id->toStdString() : std::to_string(index);
            for (const char* key : {"page_content", "content", "text"}) {
                if (const nlohmann::json* value = json::member(item, key); value && value->is_string()) {
                    doc["text"] = *value;
                    break;
                }
            }
            if (const nlohmann::json* score = json::member(item, "score"); score && score->is_number())
                doc["score"] = *score;
        } else {
            continue;
        }
        docs.push_back(std::move(doc));
        ++index;
    }
    return docs;
}

std::optional<InteractionInput> assembleTrace(const QByteArray& trace, const QList<QByteArray>& parts,
                                              const QByteArray& origin, UserIdHasher& users,
                                              const IdkPatterns& idk)
{
    std::optional<qint64> first;
    std::optional<qint64> last;
    std::optional<double> rootLatency;
    std::optional<qint64> rootStart;
    QByteArray rootIn, rootOut, retrieverIn, llmIn, llmOut, session, user;
    std::optional<qint64> llmOutStart;
    nlohmann::json docs = nlohmann::json::array();
    std::optional<double> feedback;
    QByteArray feedbackComment;
    bool escalated = false;
    bool anyLlm = false;
    bool anyRetriever = false;
    for (const QByteArray& bytes : parts) {
        const nlohmann::json p = nlohmann::json::parse(bytes.begin(), bytes.end(), nullptr, false);
        if (!p.is_object())
            continue;
        const std::string kind = p.value("k", std::string());
        const bool root = p.value("root", false);
        std::optional<qint64> start, end;
        if (const nlohmann::json* s = json::member(p, "s"))
            start = s->get<qint64>();
        if (const nlohmann::json* e = json::member(p, "e"))
            end = e->get<qint64>();
        if (start && kind != "score")
            first = first ? std::min(*first, *start) : *start;
        if (end)
            last = last ? std::max(*last, *end) : *end;
        else if (start && p.contains("lat") && kind != "score")
            last = std::max(last.value_or(*start), *start + qint64(p["lat"].get<double>()));
        const QByteArray in = p.contains("in") ? json::utf8(p["in"].get<std::string>()) : QByteArray();
        const QByteArray out = p.contains("out") ? json::utf8(p["out"].get<std::string>()) : QByteArray();
        if (root) {
            if (!in.isEmpty())
                rootIn = in;
            if (!out.isEmpty())
                rootOut = out;
            if (start && end)
                rootLatency = double(*end - *start);
            else if (p.contains("lat"))
                rootLatency = p["lat"].get<double>();
            if (start)
                rootStart = start;
        }
        if (kind == "retriever") {
            anyRetriever = true;
            if (retrieverIn.isEmpty())
                retrieverIn = in;
            if (const nlohmann::json* d = json::member(p, "docs"))
                for (const nlohmann::json& doc : *d)
                    docs.push_back(doc);
        } else if (kind == "llm") {
            anyLlm = true;
            if (llmIn.isEmpty())
                llmIn = in;
            // The last LLM call's output is the answer (earlier ones rewrite the query, say).
            if (!out.isEmpty() && (!llmOutStart || start.value_or(0) >= *llmOutStart)) {
                llmOut = out;
                llmOutStart = start.value_or(0);
            }
        } else if (kind == "score") {
            if (const nlohmann::json* f = json::member(p, "fb")) {
                feedback = f->get<double>();
                if (p.contains("fbc"))
                    feedbackComment = json::utf8(p["fbc"].get<std::string>());
            }
            if (p.value("esc", false))
                escalated = true;
        }
        if (const nlohmann::json* s = json::member(p, "sess"); s && session.isEmpty())
            session = json::utf8(s->get<std::string>());
        if (const nlohmann::json* u = json::member(p, "user"); u && user.isEmpty())
            user = json::utf8(u->get<std::string>());
    }
    if (!anyLlm || !first)
        return std::nullopt;
    InteractionInput in;
    in.externalId = trace;
    in.origin = origin;
    in.timeMs = rootStart.value_or(*first);
    in.query = !rootIn.isEmpty() ? rootIn : !retrieverIn.isEmpty() ? retrieverIn : llmIn;
    in.answer = !rootOut.isEmpty() ? rootOut : llmOut;
    in.sources = json::utf8(docs.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    in.sourceCount = int(docs.size());
    Q_UNUSED(anyRetriever);
    if (rootLatency)
        in.latencyMs = *rootLatency;
    else if (last)
        in.latencyMs = double(*last - *first);
    in.userHash = users.stored(user);
    in.sessionId = session;
    in.feedback = feedback;
    in.feedbackComment = feedbackComment;
    in.escalated = escalated;
    in.idk = idk.matchesUtf8(in.answer);
    return in;
}

} // namespace goldset::monitor
