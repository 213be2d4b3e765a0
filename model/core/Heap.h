#pragma once

namespace goldset::core {

enum class HeapUse
{
    OneShot,    // a command that runs and exits (goldset-cli)
    LongRunning // the app: a day of background work on large projects
};

// First thing in main(), before any thread starts: how glibc's allocator keeps and hands back
// memory.
// - Always, 4 MiB stay at the top of the heap: SQLite allocates and frees its statement journal
//   for every statement that may have to be undone (an upsert), and without that margin each
//   one could move the heap's end up and down again, a page fault per page: importing 200,000
//   questions took 38 s instead of 5.
// - LongRunning: at most two arenas, and freed memory above 128 KiB goes back to the system.
//   glibc otherwise keeps what the background work of a large project frees, in one arena per
//   thread that allocated it (bench_scale at 10,000 questions: 187 MB peak with glibc's
//   default, 98 MB with one arena, 100 MB with two; at full scale 409 MB with one, 420 MB with
//   two). With one arena an import's reading and writing threads waited on each other's
//   allocations: the app imported questions 20-40% slower than goldset-cli.
// - OneShot keeps glibc's arenas: a command's threads (an import's reader, eval's evaluator)
//   each allocate in their own.
void tuneHeap(HeapUse use);

// Hands the free pages inside the heap back to the system, not only those at its top (glibc's
// malloc_trim): after work that allocated much and freed it all but what it keeps, such as a
// run's evaluation, which otherwise leaves its transient rows as holes that stay resident.
void releaseFreedMemory();

} // namespace goldset::core
