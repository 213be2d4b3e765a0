#include "MappedText.h"

#include "core/ProjectFileRegistry.h"

#include <QCoreApplication>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <sys/mman.h>
#include <unistd.h>
#endif
#if defined(Q_OS_LINUX) && !defined(MADV_POPULATE_READ)
#define MADV_POPULATE_READ 22 // Linux 5.14
#endif

namespace goldset::metrics {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::metrics::MappedText", text);
}

} // namespace

Result<std::unique_ptr<MappedText>> MappedText::open(const QString& path)
{
    std::unique_ptr<MappedText> text(new MappedText);
    text->m_path = path;
    if (path == QLatin1String("-")) {
        char buffer[1 << 16];
        std::size_t n = 0;
        while ((n = std::fread(buffer, 1, sizeof buffer, stdin)) > 0)
            text->m_owned.append(buffer, n);
        text->m_data = text->m_owned.data();
        text->m_size = text->m_owned.size();
        return text;
    }
    if (Status refused = core::ProjectFileRegistry::refuseIfOpenProject(path); !refused)
        return refused.error();
    text->m_file.setFileName(path);
    if (!text->m_file.open(QIODevice::ReadOnly))
        return makeError(tr("cannot read: %1").arg(text->m_file.errorString()), path);
    // A pipe, /dev/stdin or a process substitution (`<(cat run)`) has no size and cannot be
    // mapped: read it to the end.
    const qint64 size = text->m_file.isSequential() ? 0 : text->m_file.size();
    if (size > 0) {
        if (uchar* data = text->m_file.map(0, size)) {
            text->m_data = reinterpret_cast<const char*>(data);
            text->m_size = static_cast<std::size_t>(size);
            text->m_mapped = true;
#ifdef Q_OS_UNIX
            ::madvise(data, text->m_size, MADV_SEQUENTIAL);
#endif
            return text;
        }
    }
    char buffer[1 << 16];
    qint64 n = 0;
    while ((n = text->m_file.read(buffer, sizeof buffer)) > 0)
        text->m_owned.append(buffer, static_cast<std::size_t>(n));
    if (n < 0)
        return makeError(tr("cannot read: %1").arg(text->m_file.errorString()), path);
    text->m_data = text->m_owned.data();
    text->m_size = text->m_owned.size();
    return text;
}

MappedText::~MappedText() = default;

void MappedText::release(std::size_t end)
{
#ifdef Q_OS_UNIX
    if (!m_mapped)
        return;
    static const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t alignedEnd = std::min(end, m_size) / page * page;
    // Release in large steps: each madvise call costs a system call.
    if (alignedEnd < m_released + (std::size_t{8} << 20))
        return;
    ::madvise(const_cast<char*>(m_data) + m_released, alignedEnd - m_released, MADV_DONTNEED);
    m_released = alignedEnd;
#else
    Q_UNUSED(end);
#endif
}

void MappedText::populate(std::size_t end)
{
#ifdef MADV_POPULATE_READ
    end = std::min(end, m_size);
    if (!m_mapped || end <= m_populated)
        return;
    // In steps of at least 8 MB: each call is a system call.
    end = std::min(m_size, std::max(end, m_populated + (std::size_t{8} << 20)));
    static const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t from = m_populated / page * page;
    // Errors (an older kernel) only mean the pages fault in one by one as before.
    ::madvise(const_cast<char*>(m_data) + from, end - from, MADV_POPULATE_READ);
    m_populated = end;
#else
    Q_UNUSED(end);
#endif
}

} // namespace goldset::metrics
