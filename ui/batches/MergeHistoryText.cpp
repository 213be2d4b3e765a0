#include "batches/MergeHistoryText.h"

#include "storage/MergeHistoryStore.h"
#include "storage/Project.h"

#include <QCoreApplication>
#include <QLocale>

namespace goldset::ui {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::ui::MergeHistory", text);
}

} // namespace

QString mergeHistoryHtml(storage::Project& project, RowId batchId)
{
    QList<storage::MergeHistoryStore::Merge> merges =
        storage::MergeHistoryStore(project.connection()).merges(batchId);
    if (merges.isEmpty())
        return QStringLiteral("<p><i>%1</i></p>")
            .arg(tr("No package of this batch has been merged back yet."));
    QString html;
    for (auto it = merges.crbegin(); it != merges.crend(); ++it) {
        const auto& m = *it;
        html +=
            QStringLiteral("<p><b>%1</b> · %2 · %3<br/>%4</p>")
                .arg(m.package.toHtmlEscaped(), m.annotator.toHtmlEscaped(),
                     QLocale().toString(m.mergedAt.toLocalTime(), QLocale::ShortFormat),
                     tr("%1 new, %2 changed, %3 conflicting (the project's newer value kept), %4 unchanged")
                         .arg(m.inserted)
                         .arg(m.changed)
                         .arg(m.conflicts)
                         .arg(m.unchanged));
        if (!m.changedItems.isEmpty() || !m.conflictItems.isEmpty()) {
            html += QStringLiteral("<ul>");
            for (const QString& item : m.changedItems)
                html += QStringLiteral("<li>%1 %2</li>").arg(tr("changed"), item.toHtmlEscaped());
            for (const QString& item : m.conflictItems)
                html += QStringLiteral("<li>%1 %2</li>").arg(tr("kept newer"), item.toHtmlEscaped());
            html += QStringLiteral("</ul>");
        }
    }
    return html;
}

} // namespace goldset::ui
