#include "core/DistinctStrings.h"

#include <QHashFunctions>
#include <algorithm>
#include <cstring>

namespace goldset::core {

bool DistinctStrings::sameText(const Slot& slot, QByteArrayView text) const
{
    return slot.length == std::size_t(text.size()) &&
           (text.isEmpty() || std::memcmp(m_bytes.data() + slot.offset - 1, text.data(), slot.length) == 0);
}

bool DistinctStrings::insert(QByteArrayView text)
{
    // At most half full: probes stay short.
    if (std::size_t(m_count + 1) * 2 > m_slots.size())
        grow();
    const auto hash = std::uint32_t(qHash(text));
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        Slot& slot = m_slots[i];
        if (slot.offset == 0) {
            slot = {m_bytes.size() + 1, hash, std::uint32_t(text.size())};
            m_bytes.append(text.data(), std::size_t(text.size()));
            ++m_count;
            return true;
        }
        if (slot.hash == hash && sameText(slot, text))
            return false;
    }
}

void DistinctStrings::grow()
{
    std::vector<Slot> bigger(m_slots.size() * 2);
    const std::size_t mask = bigger.size() - 1;
    for (const Slot& slot : m_slots) {
        if (slot.offset == 0)
            continue;
        std::size_t i = slot.hash & mask;
        while (bigger[i].offset != 0)
            i = (i + 1) & mask;
        bigger[i] = slot;
    }
    m_slots = std::move(bigger);
}

void DistinctStrings::clear()
{
    std::fill(m_slots.begin(), m_slots.end(), Slot{});
    m_bytes.clear();
    m_count = 0;
}

} // namespace goldset::core
