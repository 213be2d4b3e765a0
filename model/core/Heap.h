#pragma once

namespace goldset::core {

// First thing in main(), before any thread starts (the app, the CLI, the benches): how glibc's
// allocator keeps and hands back memory.
// - One arena: glibc otherwise keeps what the background work of a large project frees, in one
//   arena per thread that allocated it (bench_scale at 10,000 questions: 132 MB peak, not 187).
// - Freed memory above 128 KiB goes back to the system...
// - ...but 4 MiB stay at the top of the heap: SQLite allocates and frees its statement journal
//   for every statement that may have to be undone (an upsert), and without that margin each
//   one moved the heap's end up and down again, a page fault per page: importing 200,000
//   questions took 38 s instead of 5.
void tuneHeap();

} // namespace goldset::core
