#include "io/NuggetRecords.h"

namespace goldset::io {

Result<QList<Nugget>> readNuggets(const JsonFields& fields, const char* key, QStringList* dropped)
{
    QList<Nugget> result;
    const nlohmann::json* list = fields.value(key);
    if (!list || list->is_null())
        return result;
    const JsonPlace& place = fields.place();
    if (!list->is_array())
        return place.error(
            QStringLiteral("field \"%1\": expected a list of {\"text\", \"importance\"}, got %2")
                .arg(QLatin1String(key), jsonTypeName(*list)),
            key);
    int index = 0;
    for (const nlohmann::json& item : *list) {
        const QString where = QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(index++);
        Nugget n;
        n.origin = NuggetOrigin::Imported;
        if (item.is_string()) { // a bare list of texts
            n.text = fromJsonString(item).trimmed();
        } else if (item.is_object()) {
            const auto text = item.find("text");
            if (text == item.end() || !text->is_string())
                return place.error(QStringLiteral("%1: expected a string \"text\"").arg(where), key);
            n.text = fromJsonString(*text).trimmed();
            if (const auto importance = item.find("importance");
                importance != item.end() && !importance->is_null()) {
                const auto value = importance->is_string()
                                       ? nuggetImportanceFromString(fromJsonString(*importance))
                                       : std::nullopt;
                if (!value)
                    return place.error(QStringLiteral("%1: importance must be \"vital\" or \"okay\", got %2")
                                           .arg(where, QString::fromStdString(importance->dump())),
                                       key);
                n.importance = *value;
            }
            if (const auto status = item.find("status"); status != item.end() && !status->is_null()) {
                const auto value =
                    status->is_string() ? nuggetStatusFromString(fromJsonString(*status)) : std::nullopt;
                if (!value)
                    return place.error(QStringLiteral("%1: status must be \"draft\" or \"accepted\", got %2")
                                           .arg(where, QString::fromStdString(status->dump())),
                                       key);
                n.status = *value;
            }
            if (dropped)
                for (auto it = item.begin(); it != item.end(); ++it) {
                    const QString name = QString::fromStdString(it.key());
                    if (name != QLatin1String("text") && name != QLatin1String("importance") &&
                        name != QLatin1String("status") &&
                        !dropped->contains(QLatin1String(key) + QLatin1Char('.') + name))
                        dropped->append(QLatin1String(key) + QLatin1Char('.') + name);
                }
        } else {
            return place.error(QStringLiteral("%1: expected an object {\"text\", \"importance\"}, got %2")
                                   .arg(where, jsonTypeName(item)),
                               key);
        }
        if (n.text.isEmpty())
            return place.error(QStringLiteral("%1: the nugget's text is empty").arg(where), key);
        result.append(n);
    }
    return result;
}

nlohmann::ordered_json nuggetsJson(const QList<Nugget>& nuggets)
{
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const Nugget& n : nuggets)
        list.push_back({{"text", toStd(n.text)},
                        {"importance", toStd(toString(n.importance))},
                        {"status", toStd(toString(n.status))}});
    return list;
}

} // namespace goldset::io
