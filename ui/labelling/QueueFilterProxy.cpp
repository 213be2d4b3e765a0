#include "labelling/QueueFilterProxy.h"

#include "labelling/QuestionQueueModel.h"

namespace goldset::ui {

QueueFilterProxy::QueueFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(false);
}

void QueueFilterProxy::setText(const QString& text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void QueueFilterProxy::setOpenOnly(bool openOnly)
{
    m_openOnly = openOnly;
    invalidateFilter();
}

bool QueueFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_openOnly && index.data(QuestionQueueModel::DoneRole).toBool())
        return false;
    if (m_text.isEmpty())
        return true;
    return index.data(QuestionQueueModel::ExternalIdRole).toString().contains(m_text, Qt::CaseInsensitive) ||
           index.data(QuestionQueueModel::TextRole).toString().contains(m_text, Qt::CaseInsensitive);
}

} // namespace goldset::ui
