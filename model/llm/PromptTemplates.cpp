#include "llm/PromptTemplates.h"

#include "storage/SettingsStore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRegularExpression>

namespace goldset::llm {
namespace {

QString baseName(PromptKind kind)
{
    switch (kind) {
    case PromptKind::Questions:
        return QStringLiteral("questions");
    case PromptKind::Claims:
        return QStringLiteral("claims");
    case PromptKind::Verdict:
        return QStringLiteral("verdict");
    case PromptKind::Verdicts:
        return QStringLiteral("verdicts");
    case PromptKind::CitationChecks:
        return QStringLiteral("citation_checks");
    case PromptKind::RelevancyQuestions:
        return QStringLiteral("relevancy_questions");
    case PromptKind::Nuggets:
        return QStringLiteral("nuggets");
    case PromptKind::NuggetSupport:
        return QStringLiteral("nugget_support");
    case PromptKind::ContextRecall:
        return QStringLiteral("context_recall");
    case PromptKind::ClaimCorrectness:
        return QStringLiteral("claim_correctness");
    }
    return {};
}

} // namespace

QString promptSettingKey(PromptKind kind)
{
    return QStringLiteral("prompt/") + baseName(kind);
}

QString defaultPromptTemplate(PromptKind kind)
{
    QFile file(QStringLiteral(":/prompts/%1.txt").arg(baseName(kind)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString promptTemplate(const storage::SettingsStore& settings, PromptKind kind)
{
    const QString stored = settings.value(promptSettingKey(kind));
    return stored.trimmed().isEmpty() ? defaultPromptTemplate(kind) : stored;
}

QString renderPrompt(const QString& templateText, const QHash<QString, QString>& values)
{
    static const QRegularExpression placeholder(
        QStringLiteral("\\{\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\}\\}"));
    QString result;
    result.reserve(templateText.size());
    qsizetype last = 0;
    for (auto it = placeholder.globalMatch(templateText); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        result += QStringView(templateText).mid(last, match.capturedStart() - last);
        const auto value = values.constFind(match.captured(1));
        result += value != values.constEnd() ? *value : match.captured(0);
        last = match.capturedEnd();
    }
    result += QStringView(templateText).mid(last);
    return result;
}

QString promptHash(const QString& text)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex().left(16));
}

} // namespace goldset::llm
