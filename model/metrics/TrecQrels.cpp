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
#include <unordered_map>

namespace goldset::metrics {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::metrics::TrecQrels", text);
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
    qrels.m_text->populate(qrels.m_text->text().size());
    const std::string_view text = qrels.m_text->text();
    if (text.empty())
        return makeError(tr("the qrels file is empty"), path);

    // Judgments go straight into their query (qrels list a query's lines together, so the
    // lookup runs once per query); queries are then put in qid order, and each query's
    // judgments in docno order to find a docno judged twice.
    struct Gathered
    {
        std::string_view qid;
        std::vector<Judgment> judgments;
        std::vector<std::uint32_t> lines; // of each judgment, for errors
    };
    std::vector<Gathered> gathered;
    std::unordered_map<std::string_view, std::size_t> gatheredIndex;
    Gathered* current = nullptr;
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
        if (grade > kMaxGrade)
            return makeError(tr("the grade '%1' is larger than %2, the largest grade eval takes")
                                 .arg(TrecLineReader::toQString(fields[3]))
                                 .arg(kMaxGrade),
                             path, static_cast<int>(reader.lineNumber()));
        if (!current || current->qid != fields[0]) {
            const auto [it, added] = gatheredIndex.try_emplace(fields[0], gathered.size());
            if (added)
                gathered.push_back({fields[0], {}, {}});
            current = &gathered[it->second];
        }
        current->judgments.push_back({fields[2], grade});
        current->lines.push_back(static_cast<std::uint32_t>(reader.lineNumber()));
        if (grade > 0)
            ++qrels.m_positive;
    }
    if (gathered.empty())
        return makeError(tr("the qrels file has no judgments"), path);

    std::vector<std::size_t> byQid(gathered.size());
    for (std::size_t i = 0; i < byQid.size(); ++i)
        byQid[i] = i;
    std::sort(byQid.begin(), byQid.end(),
              [&](std::size_t a, std::size_t b) { return gathered[a].qid < gathered[b].qid; });
    qrels.m_queries.reserve(gathered.size());
    std::vector<std::uint32_t> order;
    for (const std::size_t g : byQid) {
        Gathered& query = gathered[g];
        const std::vector<Judgment>& judgments = query.judgments;
        order.resize(judgments.size());
        for (std::uint32_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
            return judgments[a].docno < judgments[b].docno;
        });
        for (std::size_t i = 1; i < order.size(); ++i) {
            const Judgment& before = judgments[order[i - 1]];
            const Judgment& after = judgments[order[i]];
            if (before.docno != after.docno)
                continue;
            const long first = std::min(query.lines[order[i - 1]], query.lines[order[i]]);
            const long second = std::max(query.lines[order[i - 1]], query.lines[order[i]]);
            return makeError(
                tr("document '%1' is judged twice for query '%2' (first on line %3)")
                    .arg(TrecLineReader::toQString(after.docno), TrecLineReader::toQString(query.qid))
                    .arg(first),
                path, static_cast<int>(second));
        }
        qrels.m_queries.push_back({query.qid, std::move(query.judgments)});
    }
    qrels.m_index.reserve(qrels.m_queries.size());
    for (std::size_t q = 0; q < qrels.m_queries.size(); ++q)
        qrels.m_index.emplace(qrels.m_queries[q].qid, static_cast<long>(q));
    return qrels;
}

} // namespace goldset::metrics
