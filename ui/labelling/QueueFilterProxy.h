#pragma once

#include <QSortFilterProxyModel>

namespace goldset::ui {

// Narrows the question queue: by a word of the question or its id, and optionally to the
// questions the annotator has not labelled yet. It filters when asked (setters, refilter()),
// not on every label: a question the annotator just finished stays in view until they move on.
class QueueFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit QueueFilterProxy(QObject* parent = nullptr);

    void setText(const QString& text);
    void setOpenOnly(bool openOnly);
    bool openOnly() const { return m_openOnly; }
    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_text;
    bool m_openOnly = false;
};

} // namespace goldset::ui
