#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <functional>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// A read of a project that runs on a thread of the work pool, through a connection of its own
// (the project opened by path there), so that the window never waits for it, and whose answer
// is applied on the GUI thread.
// Only the latest request's answer is applied: a request made while another runs waits for it,
// replaces any request still waiting, and the running one's answer is dropped. At 100,000
// questions a list takes 100–400 ms to read and sort; pages keep showing the last answer.
class LatestRead : public QObject
{
    Q_OBJECT

public:
    // What a read returns: the step that shows its answer, run on the GUI thread.
    using Apply = std::function<void()>;
    using Read = std::function<Apply(storage::Project& project)>;

    explicit LatestRead(QObject* parent = nullptr);
    ~LatestRead() override;

    // Reads the project at `projectPath` (a file or a server); failed() when it cannot be opened.
    void request(const QString& projectPath, Read read);
    // Drops the answer of the read under way and any request waiting (the project closes).
    void cancel();
    // Until the latest answer is applied (the future ends on its thread before that).
    bool isBusy() const { return m_running; }

Q_SIGNALS:
    void applied();                      // the latest request's answer is shown
    void idle();                         // nothing is read any more (after an answer was shown or dropped)
    void failed(const QString& message); // the latest request's project could not be opened

private:
    using Task = std::function<Apply()>;
    void start(Task task);
    void onFinished();

    QFutureWatcher<Apply> m_watcher;
    Task m_waiting;
    bool m_dropRunning = false;
    bool m_running = false; // a read started and its end not yet handled here
};

} // namespace goldset::ui
