#include "TextExtractors.h"

#include <QHash>
#include <QMutex>

namespace goldset::io {

namespace {

// Registered once at start-up, read by import threads afterwards.
struct Registry
{
    QMutex mutex;
    QHash<QString, TextExtractor> extractors;
};

Registry& registry()
{
    static Registry instance;
    return instance;
}

} // namespace

void registerTextExtractor(const QString& suffix, TextExtractor extractor)
{
    Registry& r = registry();
    const QMutexLocker lock(&r.mutex);
    r.extractors.insert(suffix, std::move(extractor));
}

const TextExtractor* textExtractor(const QString& suffix)
{
    Registry& r = registry();
    const QMutexLocker lock(&r.mutex);
    const auto found = r.extractors.constFind(suffix);
    // Entries are never removed, so the pointer stays valid after the lock is released.
    return found == r.extractors.constEnd() ? nullptr : &found.value();
}

} // namespace goldset::io
