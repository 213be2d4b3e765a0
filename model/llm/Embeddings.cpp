#include "llm/Embeddings.h"

#include <algorithm>
#include <cmath>

namespace goldset::llm {

using json = nlohmann::json;

QUrl embeddingsUrl(const QString& baseUrl)
{
    QString base = baseUrl.trimmed();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return QUrl(base + QStringLiteral("/embeddings"));
}

json embeddingsBody(const QString& model, const QStringList& inputs)
{
    json input = json::array();
    for (const QString& text : inputs)
        input.push_back(text.toStdString());
    return {{"model", model.toStdString()}, {"input", input}};
}

Result<json> parseEmbeddings(const json& response, int inputs)
{
    const auto fail = [](const QString& what) {
        return makeError(QStringLiteral("malformed embeddings answer: ") + what);
    };
    if (!response.is_object())
        return fail(QStringLiteral("not an object"));
    const auto data = response.find("data");
    if (data == response.end() || !data->is_array())
        return fail(QStringLiteral("no \"data\" list"));
    if (static_cast<int>(data->size()) != inputs)
        return fail(QStringLiteral("%1 embeddings for %2 inputs").arg(data->size()).arg(inputs));
    std::vector<json> ordered(static_cast<std::size_t>(inputs));
    std::vector<bool> seen(static_cast<std::size_t>(inputs), false);
    for (std::size_t position = 0; position < data->size(); ++position) {
        const json& entry = (*data)[position];
        if (!entry.is_object())
            return fail(QStringLiteral("data[%1] is not an object").arg(position));
        // "index" is optional in some servers' answers: the position stands for it then.
        std::int64_t index = static_cast<std::int64_t>(position);
        if (const auto it = entry.find("index"); it != entry.end()) {
            if (!it->is_number_integer())
                return fail(QStringLiteral("data[%1].index is not a whole number").arg(position));
            index = it->get<std::int64_t>();
        }
        if (index < 0 || index >= inputs || seen[static_cast<std::size_t>(index)])
            return fail(
                QStringLiteral("data[%1].index %2 is out of range or repeated").arg(position).arg(index));
        seen[static_cast<std::size_t>(index)] = true;
        const auto vector = entry.find("embedding");
        if (vector == entry.end() || !vector->is_array())
            return fail(QStringLiteral("data[%1].embedding is not a list").arg(position));
        for (const json& x : *vector)
            if (!x.is_number())
                return fail(
                    QStringLiteral("data[%1].embedding has an item that is not a number").arg(position));
        ordered[static_cast<std::size_t>(index)] = *vector;
    }
    json result = json::array();
    for (json& vector : ordered)
        result.push_back(std::move(vector));
    return json{{"embeddings", result}};
}

QString embeddingsFailureHint(const ChatSettings& settings)
{
    return QStringLiteral("answer relevancy needs %1 with the embedding model '%2': check that the server "
                          "offers embeddings and set the embedding model (project setting "
                          "llm/embedding_model, --embedding-model, Preferences: LLM: Embedding model)")
        .arg(embeddingsUrl(settings.baseUrl).toString(), settings.embeddingModel);
}

std::optional<double> cosineSimilarity(const std::vector<double>& a, const std::vector<double>& b)
{
    if (a.empty() || a.size() != b.size())
        return std::nullopt;
    double dot = 0, na = 0, nb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        dot += a[i] * b[i];
        na += a[i] * a[i];
        nb += b[i] * b[i];
    }
    if (na == 0 || nb == 0 || !std::isfinite(na) || !std::isfinite(nb))
        return std::nullopt;
    const double c = dot / (std::sqrt(na) * std::sqrt(nb));
    return std::isfinite(c) ? std::optional<double>(std::clamp(c, -1.0, 1.0)) : std::nullopt;
}

} // namespace goldset::llm
