#include "monitor/IdkPatterns.h"

#include "storage/SettingsStore.h"

#include <QCoreApplication>

namespace goldset::monitor {

QStringList IdkPatterns::languages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh"), QStringLiteral("ja")};
}

QStringList IdkPatterns::defaults(const QString& language)
{
    if (language == QLatin1String("en"))
        return {QStringLiteral("\\bI (?:don'?t|do not) know\\b"),
                QStringLiteral("\\bI(?:'m| am) (?:not sure|unable to (?:answer|find|help))"),
                QStringLiteral("\\bI (?:can(?:no|')t|could(?:n'?t| not)) (?:find|answer|help with)"),
                QStringLiteral("\\b(?:no|not enough) (?:relevant )?information (?:about|on|to answer)"),
                QStringLiteral("\\bnot (?:mentioned|covered) in the (?:provided )?(?:context|documents?)")};
    if (language == QLatin1String("de"))
        return {QStringLiteral("\\bich wei(?:ß|ss) (?:es )?nicht\\b"),
                QStringLiteral("\\b(?:kann|konnte) ich (?:dazu |diese Frage )?(?:nicht|keine)"),
                QStringLiteral("\\bkeine (?:passenden |relevanten )?Informationen\\b"),
                QStringLiteral("\\bich bin (?:mir )?nicht sicher\\b")};
    if (language == QLatin1String("zh"))
        return {QStringLiteral("我不知道"), QStringLiteral("无法回答"), QStringLiteral("不确定"),
                QStringLiteral("没有(?:找到)?(?:相关)?(?:的)?信息"), QStringLiteral("未找到")};
    if (language == QLatin1String("ja"))
        return {QStringLiteral("わかりません"), QStringLiteral("分かりません"),
                QStringLiteral("答えられません"), QStringLiteral("情報が(?:ありません|見つかりません)"),
                QStringLiteral("見つかりませんでした")};
    return {};
}

QString IdkPatterns::settingKey(const QString& language)
{
    return QStringLiteral("monitor/idk/") + language;
}

Result<IdkPatterns> IdkPatterns::load(const storage::SettingsStore& settings)
{
    QList<QStringList> lists;
    for (const QString& language : languages()) {
        const QString stored = settings.value(settingKey(language));
        if (stored.isNull()) {
            lists.append(defaults(language));
            continue;
        }
        QStringList patterns;
        for (const QString& line : stored.split(QLatin1Char('\n'))) {
            if (!line.trimmed().isEmpty())
                patterns << line.trimmed();
        }
        lists.append(patterns);
    }
    return fromLists(lists);
}

Result<IdkPatterns> IdkPatterns::fromLists(const QList<QStringList>& lists)
{
    QStringList alternatives;
    for (const QStringList& list : lists) {
        for (const QString& pattern : list) {
            const QRegularExpression one(pattern);
            if (!one.isValid())
                return makeError(QCoreApplication::translate(
                                     "goldset::monitor", "the \"I don't know\" pattern '%1' is not a valid "
                                                         "regular expression: %2")
                                     .arg(pattern, one.errorString()));
            alternatives << QStringLiteral("(?:%1)").arg(pattern);
        }
    }
    IdkPatterns result;
    // One expression for all: one pass over each answer.
    result.m_any = QRegularExpression(
        alternatives.isEmpty() ? QStringLiteral("(?!)") : alternatives.join(u'|'),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    result.m_any.optimize();
    return result;
}

bool IdkPatterns::matches(const QString& answer) const
{
    return m_any.match(answer).hasMatch();
}

bool IdkPatterns::matchesUtf8(QByteArrayView answer) const
{
    return matches(QString::fromUtf8(answer));
}

} // namespace goldset::monitor
