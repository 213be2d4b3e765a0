#pragma once

#include "core/Result.h"

#include <QRegularExpression>
#include <QStringList>

namespace goldset::storage {
class SettingsStore;
}

namespace goldset::monitor {

// The answers that decline ("I don't know"): regular expressions per language, matched
// case-insensitively anywhere in the answer. Each language's list is a project setting
// (monitor/idk/<language>, one expression per line); a language without the setting uses the
// defaults below (English, German, Chinese, Japanese). Every language's patterns apply to every
// answer: a log seldom says which language an answer is in.
class IdkPatterns
{
public:
    static QStringList languages(); // en, de, zh, ja
    static QStringList defaults(const QString& language);
    static QString settingKey(const QString& language);

    // The project's patterns; an expression that does not compile is an error naming it.
    static Result<IdkPatterns> load(const storage::SettingsStore& settings);
    // Patterns from lists (tests, the defaults).
    static Result<IdkPatterns> fromLists(const QList<QStringList>& lists);

    bool matches(const QString& answer) const;
    bool matchesUtf8(QByteArrayView answer) const;
    // The patterns as one text: equal for equal patterns (what the stored flags were set with).
    QString fingerprint() const { return m_any.pattern(); }

private:
    QRegularExpression m_any;
};

} // namespace goldset::monitor
