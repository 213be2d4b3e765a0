#pragma once

#include <QStyledItemDelegate>

class QTextDocument;

namespace goldset::ui {

// Paints a candidate chunk as a card: the annotator's grade chip (digit and colour, never
// colour alone), the document title and chunk id, which runs retrieved it at which rank, the
// text with the question's terms marked and, on demand, its neighbours. In gold mode the chip
// is the adjudicated grade and every annotator's grade is shown beside it.
class CandidateDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit CandidateDelegate(QObject* parent = nullptr);

    void setGoldMode(bool gold) { m_goldMode = gold; }
    bool goldMode() const { return m_goldMode; }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    void layoutBody(QTextDocument& document, const QStyleOptionViewItem& option, const QModelIndex& index,
                    int width) const;
    int bodyWidth(const QStyleOptionViewItem& option) const;

    bool m_goldMode = false;
};

} // namespace goldset::ui
