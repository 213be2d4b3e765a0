#include "monitor/IdkReapply.h"

#include "monitor/IdkPatterns.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

namespace goldset::monitor {
// Named, not anonymous: the unity build puts this file with the other readers.
namespace idkreapply {

const QString kAppliedKey = QStringLiteral("monitor/idk_applied");

Error sqlError(const QSqlQuery& q)
{
    return makeError(q.lastError().text());
}

Error cancelled()
{
    return makeError(QCoreApplication::translate("goldset::monitor", "cancelled: nothing was changed"));
}

} // namespace idkreapply

bool idkPatternsChanged(storage::Project& project, const IdkPatterns& idk)
{
    const QString applied = project.settings().value(idkreapply::kAppliedKey);
    // A project that never recorded them: its flags were set with the defaults or its own
    // patterns of the time, unknown; read them again once, if there is anything to read.
    if (applied.isNull())
        return storage::InteractionStore(project.connection()).count() > 0;
    return applied != idk.fingerprint();
}

Status markIdkPatternsApplied(storage::Project& project, const IdkPatterns& idk)
{
    if (project.settings().value(idkreapply::kAppliedKey) == idk.fingerprint())
        return {};
    return project.settings().setValue(idkreapply::kAppliedKey, idk.fingerprint());
}

Result<IdkReapplySummary> reapplyIdkPatterns(storage::Project& project, const IdkPatterns& idk,
                                             const std::function<bool(qint64, qint64)>& progress)
{
    IdkReapplySummary summary;
    const qint64 total = storage::InteractionStore(project.connection()).count();
    QSqlQuery scan(project.connection());
    scan.setForwardOnly(true);
    if (!scan.exec(QStringLiteral("SELECT id, day, answer, idk FROM interaction ORDER BY id")))
        return idkreapply::sqlError(scan);
    QList<std::pair<qint64, bool>> changes;
    QHash<int, qint64> deltas;
    while (scan.next()) {
        const bool was = scan.value(3).toInt() != 0;
        const bool now = idk.matches(scan.value(2).toString());
        ++summary.checked;
        if (was != now) {
            changes.append({scan.value(0).toLongLong(), now});
            deltas[scan.value(1).toInt()] += now ? 1 : -1;
            ++summary.changed;
        }
        // Changes are written as they come, a few thousand at a time: memory stays flat.
        if (changes.size() >= 4096) {
            if (Status written = storage::InteractionStore(project.connection()).setIdkFlags(changes, deltas);
                !written)
                return written.error();
            changes.clear();
            deltas.clear();
        }
        if (summary.checked % 4096 == 0 && progress && !progress(summary.checked, total))
            return idkreapply::cancelled();
    }
    if (scan.lastError().isValid())
        return idkreapply::sqlError(scan);
    if (Status written = storage::InteractionStore(project.connection()).setIdkFlags(changes, deltas);
        !written)
        return written.error();
    if (Status saved = markIdkPatternsApplied(project, idk); !saved)
        return saved.error();
    if (progress && !progress(total, total))
        return idkreapply::cancelled();
    return summary;
}

} // namespace goldset::monitor
