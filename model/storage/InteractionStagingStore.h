#pragma once

#include "storage/StoreBase.h"

#include <functional>

namespace goldset::storage {

// Where span-based imports (OpenInference, Langfuse) put the parts of each trace until the
// whole file is read: a TEMP table on this connection (SQLite keeps it in a temporary file,
// so memory does not grow with the file), read back trace by trace, then dropped. Nothing of
// it is in the project file.
class InteractionStagingStore : public StoreBase
{
public:
    using StoreBase::StoreBase;
    ~InteractionStagingStore() override;

    Status begin();
    // One part of a trace: the fields of a span, observation or score, as compact JSON.
    Status add(const QByteArray& trace, const QByteArray& part);
    // Calls `each` with every trace and its parts in the order they were added; stops at the
    // first error it returns.
    Status
    forEachTrace(const std::function<Status(const QByteArray& trace, const QList<QByteArray>& parts)>& each);
    void end();

private:
    bool m_begun = false;
};

} // namespace goldset::storage
