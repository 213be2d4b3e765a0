#include "core/Secrets.h"

#include <QRegularExpression>

namespace goldset {

QString redactSecrets(const QString& text, const QString& apiKey)
{
    static const QString kRedacted = QStringLiteral("[redacted]");
    QString result = text;
    const QString key = apiKey.trimmed();
    // A very short "key" would blank out ordinary words; the patterns below still apply.
    if (key.size() >= 4)
        result.replace(key, kRedacted);
    // The token after "Bearer" or "Basic", up to a quote, comma or white space.
    static const QRegularExpression authorization(QStringLiteral(R"(\b(Bearer|Basic)\s+[^\s"',;]+)"),
                                                  QRegularExpression::CaseInsensitiveOption);
    result.replace(authorization, QStringLiteral("\\1 ") + kRedacted);
    // OpenAI-style keys, also when the server masked part of them ("sk-proj-abc***xyz").
    static const QRegularExpression secretKey(QStringLiteral(R"(\bsk-[A-Za-z0-9_*.\-]+)"));
    result.replace(secretKey, kRedacted);
    static const QRegularExpression keyParameter(
        QStringLiteral(R"(\b(api[_-]?key|x-api-key|access[_-]?token)(["']?\s*[:=]\s*["']?)[^\s"',;&]+)"),
        QRegularExpression::CaseInsensitiveOption);
    result.replace(keyParameter, QStringLiteral("\\1\\2") + kRedacted);
    return result;
}

} // namespace goldset
