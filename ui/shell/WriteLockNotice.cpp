#include "shell/WriteLockNotice.h"

#include "storage/WriteLockWait.h"

#include <QCoreApplication>
#include <QPointer>
#include <QStatusBar>
#include <QThread>

namespace goldset::ui {

void showWriteLockWaitsIn(QStatusBar* statusBar)
{
    const QPointer<QStatusBar> bar = statusBar;
    storage::WriteLockWait::setObserver([bar](const QString& project, bool waiting) {
        const QString message =
            waiting ? storage::WriteLockWait::waitingMessage(project)
                    : QCoreApplication::translate("goldset::ui::WriteLockNotice",
                                                  "No longer waiting for the other Goldset process.");
        const auto show = [bar, message, waiting] {
            if (!bar)
                return;
            bar->showMessage(message, waiting ? 0 : 5000);
            bar->repaint();
        };
        // Only the GUI thread looks at the status bar; the others go through the application.
        if (QThread::currentThread() == qApp->thread())
            show();
        else
            QMetaObject::invokeMethod(qApp, show, Qt::QueuedConnection);
    });
}

void stopShowingWriteLockWaits()
{
    storage::WriteLockWait::setObserver({});
}

} // namespace goldset::ui
