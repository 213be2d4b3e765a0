#pragma once

#include "domain/Entities.h"

#include <QSortFilterProxyModel>
#include <optional>

namespace goldset::ui {

class QuestionTableModel;

// What the question table's filter bar talks to: status, origin and text filters, and the
// column order. The source model is lazy (it shows a page of rows at a time), and a proxy
// that filtered or sorted the fetched rows alone would be wrong as soon as there are more
// questions than one page; so this proxy hands filters and order down to the source, which
// re-queries the store, and passes rows through in the source's order.
class QuestionFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit QuestionFilterProxy(QObject* parent = nullptr);

    void setQuestionModel(QuestionTableModel* model);
    QuestionTableModel* questionModel() const { return m_model; }

    void setStatusFilter(std::optional<QuestionStatus> status);
    void setOriginFilter(std::optional<QuestionOrigin> origin);
    void setTextFilter(const QString& text);
    void setNearDuplicatesOnly(bool only);

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    void apply();

    QuestionTableModel* m_model = nullptr;
    std::optional<QuestionStatus> m_status;
    std::optional<QuestionOrigin> m_origin;
    QString m_text;
};

} // namespace goldset::ui
