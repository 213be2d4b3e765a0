#pragma once

#include <QByteArrayView>
#include <cstdint>
#include <string>
#include <vector>

namespace goldset::core {

// Counts the distinct byte strings it is given, exactly: the bytes of each new string in one
// arena, an open-addressing table of where they start. For counting a week's or a month's
// distinct users from their days' rows without one allocation per string, which SQLite's
// count(DISTINCT) and a QSet<QByteArray> each cost (storage/InteractionPeriodStore).
class DistinctStrings
{
public:
    // True when `text` was not seen since the last clear().
    bool insert(QByteArrayView text);
    qsizetype count() const { return m_count; }
    // Forgets every string, keeping the memory for the next period.
    void clear();

private:
    struct Slot
    {
        std::size_t offset = 0; // in m_bytes, plus one: 0 marks an empty slot
        std::uint32_t hash = 0;
        std::uint32_t length = 0;
    };
    void grow();
    bool sameText(const Slot& slot, QByteArrayView text) const;

    std::vector<Slot> m_slots = std::vector<Slot>(1024);
    std::string m_bytes;
    qsizetype m_count = 0;
};

} // namespace goldset::core
