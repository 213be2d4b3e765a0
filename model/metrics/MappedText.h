#pragma once

#include "core/Result.h"

#include <QFile>
#include <memory>
#include <string>
#include <string_view>

namespace goldset::metrics {

// The bytes of an input file, memory-mapped when possible ("-" reads standard input).
// Big runs are read once front to back: release() hands pages already parsed back to the
// kernel, so that a 10-million-line run does not stay resident while it is evaluated
// (reading them again later simply faults them back in from the page cache).
class MappedText
{
public:
    static Result<std::unique_ptr<MappedText>> open(const QString& path);
    ~MappedText();

    std::string_view text() const { return {m_data, m_size}; }
    const QString& path() const { return m_path; }

    // Advises that [0, end) will not be read soon. A no-op where madvise is unavailable.
    void release(std::size_t end);
    // Maps the pages of [0, end) in a few system calls ahead of reading them: one page fault
    // per page costs more than the parsing of it (MADV_POPULATE_READ; a no-op without it).
    void populate(std::size_t end);

private:
    MappedText() = default;

    QString m_path;
    QFile m_file;
    std::string m_owned; // standard input, or a file that cannot be mapped
    const char* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_released = 0;
    std::size_t m_populated = 0;
    bool m_mapped = false;
};

} // namespace goldset::metrics
