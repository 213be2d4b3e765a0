#pragma once

class QStatusBar;

namespace goldset::ui {

// Shows storage::WriteLockWait's news in the status bar: "Waiting for another Goldset process
// writing to ..." once a write has waited a second, and when the wait is over. Writes wait on
// the GUI thread (painted at once: the thread is inside SQLite) and on background threads
// (passed to the GUI thread). stopShowingWriteLockWaits() before the status bar goes.
void showWriteLockWaitsIn(QStatusBar* bar);
void stopShowingWriteLockWaits();

} // namespace goldset::ui
