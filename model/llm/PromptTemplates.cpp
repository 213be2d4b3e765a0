#include "llm/PromptTemplates.h"

#include "storage/SettingsStore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace goldset::llm {
namespace {

const QRegularExpression& promptPlaceholderPattern()
{
    static const QRegularExpression placeholder(
        QStringLiteral("\\{\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\}\\}"));
    return placeholder;
}

// 1-based line and column of a position in a text.
QPair<int, int> promptLineAndColumn(const QString& text, qsizetype position)
{
    const int line = int(QStringView(text).left(position).count(QLatin1Char('\n'))) + 1;
    const qsizetype lineStart = position > 0 ? text.lastIndexOf(QLatin1Char('\n'), position - 1) + 1 : 0;
    return {line, int(position - lineStart) + 1};
}

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

QString promptName(PromptKind kind)
{
    return baseName(kind);
}

QList<PromptKind> editablePromptKinds()
{
    return {PromptKind::Claims,         PromptKind::Verdicts,           PromptKind::Nuggets,
            PromptKind::NuggetSupport,  PromptKind::ContextRecall,      PromptKind::ClaimCorrectness,
            PromptKind::CitationChecks, PromptKind::RelevancyQuestions, PromptKind::Questions};
}

std::optional<PromptKind> promptKindNamed(const QString& name)
{
    for (const PromptKind kind : editablePromptKinds())
        if (baseName(kind) == name)
            return kind;
    return std::nullopt;
}

QList<PromptPlaceholder> promptPlaceholders(PromptKind kind)
{
    auto required = [](const char* name) { return PromptPlaceholder{QString::fromLatin1(name), true}; };
    auto optional = [](const char* name) { return PromptPlaceholder{QString::fromLatin1(name), false}; };
    switch (kind) {
    case PromptKind::Questions:
        return {required("chunk"), optional("chunk_id"), optional("document"), optional("count")};
    case PromptKind::Claims:
        return {optional("question"), required("answer")};
    case PromptKind::Verdict:
        return {optional("question"), required("claim"), required("contexts")};
    case PromptKind::Verdicts:
        return {optional("question"), required("claims"), required("contexts"), optional("examples")};
    case PromptKind::CitationChecks:
        return {optional("question"), required("statements")};
    case PromptKind::RelevancyQuestions:
        return {required("answer"), optional("count")};
    case PromptKind::Nuggets:
        return {optional("question"), required("ground_truth"), optional("contexts")};
    case PromptKind::NuggetSupport:
        return {optional("question"), required("answer"), required("nuggets")};
    case PromptKind::ContextRecall:
        return {optional("question"), required("nuggets"), required("contexts")};
    case PromptKind::ClaimCorrectness:
        return {optional("question"), required("claims"), required("nuggets")};
    }
    return {};
}

QString PromptProblem::message() const
{
    switch (kind) {
    case Kind::Unknown:
        return QStringLiteral("line %1, column %2: unknown placeholder {{%3}}")
            .arg(line)
            .arg(column)
            .arg(placeholder);
    case Kind::Missing:
        return QStringLiteral("the required placeholder {{%1}} is missing").arg(placeholder);
    case Kind::Unclosed:
        return QStringLiteral("line %1, column %2: \"{{\" opens no placeholder (write {{name}})")
            .arg(line)
            .arg(column);
    case Kind::Empty:
        return QStringLiteral("the template is empty");
    }
    return {};
}

std::optional<PromptProblem> checkPromptTemplate(PromptKind kind, const QString& text)
{
    if (text.trimmed().isEmpty())
        return PromptProblem{PromptProblem::Kind::Empty, {}, 0, 0};
    const QList<PromptPlaceholder> known = promptPlaceholders(kind);
    QSet<QString> used;
    QSet<qsizetype> opened; // where a placeholder starts
    for (auto it = promptPlaceholderPattern().globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString name = match.captured(1);
        opened.insert(match.capturedStart());
        const bool isKnown = std::any_of(known.cbegin(), known.cend(),
                                         [&name](const PromptPlaceholder& p) { return p.name == name; });
        if (!isKnown) {
            const auto [line, column] = promptLineAndColumn(text, match.capturedStart());
            return PromptProblem{PromptProblem::Kind::Unknown, name, line, column};
        }
        used.insert(name);
    }
    for (qsizetype at = text.indexOf(QStringLiteral("{{")); at >= 0;
         at = text.indexOf(QStringLiteral("{{"), at + 2)) {
        // "{{{x}}}": the placeholder starts one brace later.
        if (opened.contains(at) || opened.contains(at + 1))
            continue;
        const auto [line, column] = promptLineAndColumn(text, at);
        return PromptProblem{PromptProblem::Kind::Unclosed, {}, line, column};
    }
    for (const PromptPlaceholder& p : known)
        if (p.required && !used.contains(p.name))
            return PromptProblem{PromptProblem::Kind::Missing, p.name, 0, 0};
    return std::nullopt;
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
    const QRegularExpression& placeholder = promptPlaceholderPattern();
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
