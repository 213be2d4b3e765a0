#include "dataset/QuestionFilterProxy.h"

#include "dataset/QuestionTableModel.h"

namespace goldset::ui {

QuestionFilterProxy::QuestionFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    // The source is already in order; re-sorting here would only reorder the fetched page.
    setDynamicSortFilter(false);
}

void QuestionFilterProxy::setQuestionModel(QuestionTableModel* model)
{
    m_model = model;
    setSourceModel(model);
}

void QuestionFilterProxy::setStatusFilter(std::optional<QuestionStatus> status)
{
    if (status == m_status)
        return;
    m_status = status;
    apply();
}

void QuestionFilterProxy::setOriginFilter(std::optional<QuestionOrigin> origin)
{
    if (origin == m_origin)
        return;
    m_origin = origin;
    apply();
}

void QuestionFilterProxy::setTextFilter(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    apply();
}

void QuestionFilterProxy::setNearDuplicatesOnly(bool only)
{
    if (m_model)
        m_model->setNearDuplicatesOnly(only);
}

void QuestionFilterProxy::apply()
{
    if (!m_model)
        return;
    storage::QuestionFilter filter;
    filter.status = m_status;
    filter.origin = m_origin;
    filter.text = m_text;
    m_model->setFilter(filter);
}

void QuestionFilterProxy::sort(int column, Qt::SortOrder order)
{
    if (m_model)
        m_model->sort(column, order);
}

bool QuestionFilterProxy::filterAcceptsRow(int, const QModelIndex&) const
{
    // Every row of the source already passed the filter in the store.
    return true;
}

} // namespace goldset::ui
