#include "TrecQrels.h"

#include "TrecLineReader.h"

#include <QCoreApplication>
#include <clocale>
#ifdef Q_OS_UNIX
#include <locale.h>
#include <stdlib.h>
#endif
#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <string>

namespace goldset::metrics {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::metrics::TrecQrels", text);
}

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

bool parseTrecGrade(std::string_view field, long& grade)
{
    const char* begin = field.data();
    const char* end = begin + field.size();
    if (begin != end && *begin == '+')
        ++begin;
    const auto [ptr, ec] = std::from_chars(begin, end, grade);
    if (ec == std::errc() && ptr == end)
        return true;
    // atol: "1.5" is 1, "2x" is 2, "x" is 0; out of range clamps as strtol does.
    const std::string copy(field);
    grade = std::strtol(copy.c_str(), nullptr, 10);
    return false;
}

bool parseTrecScore(std::string_view field, double& score)
{
    const char* begin = field.data();
    const char* end = begin + field.size();
    const auto [ptr, ec] = std::from_chars(begin, end, score);
    if (ec == std::errc() && ptr == end)
        return true;
    // What from_chars does not take but atof does: a leading '+', hexadecimal floats,
    // out-of-range values (rounded to infinity or zero), a number followed by other text (the
    // text is ignored), no number at all (0). Always in the "C" locale, as trec_eval runs.
    const std::string copy(field);
    char* stop = nullptr;
#ifdef Q_OS_UNIX
    static const locale_t cLocale = ::newlocale(LC_ALL_MASK, "C", locale_t{});
    score = ::strtod_l(copy.c_str(), &stop, cLocale);
#else
    score = std::strtod(copy.c_str(), &stop);
#endif
    return !copy.empty() && stop == copy.c_str() + copy.size();
}

long TrecQrels::find(std::string_view qid) const
{
    const auto it = m_index.find(qid);
    return it == m_index.end() ? -1 : it->second;
}

Result<TrecQrels> TrecQrels::load(const QString& path)
{
    auto opened = MappedText::open(path);
    if (!opened)
        return opened.error();
    TrecQrels qrels;
    qrels.m_text = std::shared_ptr<MappedText>(std::move(*opened));
    const std::string_view text = qrels.m_text->text();
    if (text.empty())
        return makeError(tr("the qrels file is empty"), path);

    struct Line
    {
        std::string_view qid;
        Judgment judgment;
        long line;
    };
    std::vector<Line> lines;
    TrecLineReader reader(text);
    std::string_view line;
    std::string_view fields[4];
    while (reader.next(line)) {
        if (TrecLineReader::isBlankOrComment(line))
            continue;
        const int count = TrecLineReader::split(line, fields, 4);
        if (count != 4)
            return makeError(tr("expected 4 fields (qid iter docno grade), found %1")
                                 .arg(count > 4 ? tr("more") : QString::number(count)),
                             path, static_cast<int>(reader.lineNumber()));
        long grade = 0;
        if (!parseTrecGrade(fields[3], grade) && qrels.m_malformedGrades++ == 0) {
            qrels.m_firstMalformedGradeLine = reader.lineNumber();
            qrels.m_firstMalformedGrade = fields[3];
        }
        lines.push_back({fields[0], {fields[2], grade}, reader.lineNumber()});
    }
    if (lines.empty())
        return makeError(tr("the qrels file has no judgments"), path);

    std::stable_sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) {
        const int byQid = a.qid.compare(b.qid);
        if (byQid != 0)
            return byQid < 0;
        return a.judgment.docno.compare(b.judgment.docno) < 0;
    });
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Line& l = lines[i];
        if (i > 0 && l.qid == lines[i - 1].qid && l.judgment.docno == lines[i - 1].judgment.docno)
            return makeError(tr("document '%1' is judged twice for query '%2' (first on line %3)")
                                 .arg(fromView(l.judgment.docno), fromView(l.qid))
                                 .arg(std::min(l.line, lines[i - 1].line)),
                             path, static_cast<int>(std::max(l.line, lines[i - 1].line)));
        if (qrels.m_queries.empty() || qrels.m_queries.back().qid != l.qid)
            qrels.m_queries.push_back({l.qid, {}});
        qrels.m_queries.back().judgments.push_back(l.judgment);
        if (l.judgment.grade > 0)
            ++qrels.m_positive;
    }
    qrels.m_index.reserve(qrels.m_queries.size());
    for (std::size_t q = 0; q < qrels.m_queries.size(); ++q)
        qrels.m_index.emplace(qrels.m_queries[q].qid, static_cast<long>(q));
    return qrels;
}

} // namespace goldset::metrics
