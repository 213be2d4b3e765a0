#include "common/WorkPool.h"

#include <QThread>
#include <QThreadPool>
#include <algorithm>

namespace goldset::ui {

QThreadPool* workPool()
{
    static QThreadPool pool;
    static const bool sized = [] {
        pool.setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        return true;
    }();
    Q_UNUSED(sized);
    return &pool;
}

} // namespace goldset::ui
