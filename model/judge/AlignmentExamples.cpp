#include "judge/AlignmentExamples.h"

#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QCryptographicHash>
#include <QRegularExpression>

namespace goldset::judge {
namespace {

QString normalised(const QString& text)
{
    return text.simplified().toCaseFolded();
}

// Words, and CJK characters in pairs (CJK text has no spaces between words).
QSet<QString> termsOf(const QString& text)
{
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}]+"));
    QSet<QString> terms;
    for (auto it = word.globalMatch(normalised(text)); it.hasNext();) {
        const QString token = it.next().captured(0);
        const bool cjk = token.front().script() == QChar::Script_Han ||
                         token.front().script() == QChar::Script_Hiragana ||
                         token.front().script() == QChar::Script_Katakana;
        if (cjk && token.size() > 1) {
            for (qsizetype i = 0; i + 1 < token.size(); ++i)
                terms.insert(token.mid(i, 2));
        } else if (token.size() > 1 || cjk) {
            terms.insert(token);
        }
    }
    return terms;
}

double overlap(const QSet<QString>& a, const QSet<QString>& b)
{
    if (a.isEmpty() || b.isEmpty())
        return 0;
    qsizetype shared = 0;
    for (const QString& term : a)
        shared += b.contains(term) ? 1 : 0;
    return double(shared) / double(a.size() + b.size() - shared); // Jaccard
}

QString verdictWord(Verdict verdict)
{
    return toString(verdict);
}

} // namespace

int AlignmentExamples::foldOf(const QString& claimText)
{
    const QByteArray digest =
        QCryptographicHash::hash(normalised(claimText).toUtf8(), QCryptographicHash::Sha256);
    const auto first = static_cast<unsigned char>(digest.at(0));
    return static_cast<int>(first % kFolds);
}

void AlignmentExamples::load(storage::Project& project)
{
    QList<Example> examples;
    for (const auto& reviewed : project.runs().reviewedClaims())
        if (reviewed.verdict != Verdict::Unknown)
            examples.append({reviewed.claimId, reviewed.text, reviewed.verdict, reviewed.note, 0});
    setExamples(std::move(examples));
}

void AlignmentExamples::setExamples(QList<Example> examples)
{
    m_examples.clear();
    QSet<QString> seen; // one example per claim text: the same claim under two judges is one fact
    for (Example& example : examples) {
        const QString key = normalised(example.text);
        if (key.isEmpty() || seen.contains(key))
            continue;
        seen.insert(key);
        example.fold = foldOf(example.text);
        m_examples.append({example, termsOf(example.text)});
    }
}

QList<AlignmentExamples::Example> AlignmentExamples::select(const QStringList& claims, int count) const
{
    QSet<int> excludedFolds;
    QList<QSet<QString>> claimTerms;
    for (const QString& claim : claims) {
        excludedFolds.insert(foldOf(claim));
        claimTerms.append(termsOf(claim));
    }
    QList<std::pair<double, qsizetype>> ranked;
    for (qsizetype i = 0; i < m_examples.size(); ++i) {
        const Indexed& indexed = m_examples.at(i);
        if (excludedFolds.contains(indexed.example.fold))
            continue;
        double best = 0;
        for (const QSet<QString>& terms : std::as_const(claimTerms))
            best = std::max(best, overlap(terms, indexed.terms));
        ranked.append({best, i});
    }
    // Closest first; ties in the order the examples were reviewed, so that a run is repeatable.
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    QList<Example> result;
    for (qsizetype i = 0; i < ranked.size() && result.size() < count; ++i)
        result.append(m_examples.at(ranked.at(i).second).example);
    return result;
}

QString AlignmentExamples::render(const QList<Example>& examples)
{
    if (examples.isEmpty())
        return {};
    QStringList lines;
    lines.append(
        QStringLiteral("\nWorked examples: claims of other answers that reviewers of this project checked, "
                       "with their verdicts. Judge the numbered claims above the same way; do not "
                       "give verdicts for these examples."));
    for (const Example& example : examples) {
        QString line = QStringLiteral("- example: \"%1\" → %2")
                           .arg(example.text.simplified(), verdictWord(example.verdict));
        if (!example.note.trimmed().isEmpty())
            line += QStringLiteral(" (reviewer's note: %1)").arg(example.note.simplified());
        lines.append(line);
    }
    return lines.join(u'\n') + u'\n';
}

} // namespace goldset::judge
