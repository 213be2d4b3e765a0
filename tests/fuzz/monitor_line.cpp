// The plain interaction log's two readers side by side: a line the strict one-pass reader
// (monitor/FastInteractionLine) takes must be read the same, field by field, by the general JSON
// parser (monitor/InteractionLog); any other line goes to the general parser, which must answer
// (an interaction, or an error naming the line) without a sanitizer report. One input is one line.
#include "FuzzHarness.h"
#include "monitor/FastInteractionLine.h"
#include "monitor/IdkPatterns.h"
#include "monitor/InteractionLog.h"
#include "monitor/UserIdHasher.h"

#include <cstdio>
#include <cstdlib>

namespace {

void differ(const char* field)
{
    std::fprintf(stderr, "the fast and the general reader read %s differently\n", field);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    goldset::fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace goldset;
    static monitor::UserIdHasher users("salt", false);
    static const monitor::IdkPatterns idk =
        *monitor::IdkPatterns::fromLists({{QStringLiteral("don't know"), QStringLiteral("weiß nicht")}});
    const QByteArrayView line(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto general = monitor::parseInteractionLineGeneral(line, QStringLiteral("f"), 1, users, idk);
    const auto fast = monitor::parseInteractionLineFast(line, users, idk);
    if (!fast)
        return 0;
    if (!general)
        differ("a line (only the fast one took it)");
    const InteractionInput& a = *fast;
    const InteractionInput& b = *general;
    if (a.externalId != b.externalId)
        differ("the id");
    if (a.origin != b.origin)
        differ("the origin");
    if (a.timeMs != b.timeMs)
        differ("the time");
    if (a.query != b.query)
        differ("the query");
    if (a.answer != b.answer)
        differ("the answer");
    if (a.sources != b.sources || a.sourceCount != b.sourceCount)
        differ("the sources");
    if (a.latencyMs != b.latencyMs)
        differ("the latency");
    if (a.userHash != b.userHash)
        differ("the user");
    if (a.sessionId != b.sessionId)
        differ("the session");
    if (a.feedback != b.feedback || a.feedbackComment != b.feedbackComment)
        differ("the feedback");
    if (a.escalated != b.escalated)
        differ("the escalation");
    if (a.idk != b.idk)
        differ("\"I don't know\"");
    return 0;
}
