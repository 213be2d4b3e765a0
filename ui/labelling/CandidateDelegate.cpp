#include "labelling/CandidateDelegate.h"

#include "common/ThemeColours.h"
#include "labelling/CandidateModel.h"

#include <QAbstractItemView>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTextDocument>

namespace goldset::ui {

namespace {
constexpr int kMargin = 8;
constexpr int kChipColumn = 48;
constexpr int kSmallChipGap = 10;

QString contextHtml(const QString& text, const QColor& colour)
{
    return QStringLiteral("<p style=\"color:%1;\"><i>%2</i></p>").arg(colour.name(), text.toHtmlEscaped());
}

// A round chip with the grade's digit on the grade's colour; an empty outlined chip with a dash
// when there is no grade.
void paintChip(QPainter* painter, const QRect& rect, const QVariant& grade, const QFont& font,
               const ThemeColours& colours, const QColor& quiet)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont bold = font;
    bold.setBold(true);
    painter->setFont(bold);
    const qreal radius = rect.height() / 2.0;
    if (grade.isValid()) {
        const int g = grade.toInt();
        painter->setPen(colours.gradeOutline(g));
        painter->setBrush(colours.grade(g).background);
        painter->drawRoundedRect(rect, radius, radius);
        painter->setPen(colours.grade(g).text);
        painter->drawText(rect, Qt::AlignCenter, QString::number(grade.toInt()));
    } else {
        painter->setPen(QPen(quiet, 1, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(rect, radius, radius);
        painter->setPen(quiet);
        painter->drawText(rect, Qt::AlignCenter, QStringLiteral("–"));
    }
    painter->restore();
}

} // namespace

CandidateDelegate::CandidateDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

int CandidateDelegate::bodyWidth(const QStyleOptionViewItem& option) const
{
    int width = option.rect.width();
    if (const auto* view = qobject_cast<const QAbstractItemView*>(option.widget))
        width = view->viewport()->width();
    return std::max(120, width - kChipColumn - 2 * kMargin);
}

void CandidateDelegate::layoutBody(QTextDocument& document, const QStyleOptionViewItem& option,
                                   const QModelIndex& index, int width) const
{
    document.setDefaultFont(option.font);
    document.setDocumentMargin(0);
    QString html;
    const ThemeColours colours(option.palette);
    const QColor quiet = option.state & QStyle::State_Selected
                             ? ThemeColours::secondaryTextOn(colours.selectedCard())
                             : colours.secondaryText();
    const bool expanded = index.data(CandidateModel::ExpandedRole).toBool();
    if (expanded) {
        const QString before = index.data(CandidateModel::ContextBeforeRole).toString();
        html += before.isEmpty()
                    ? contextHtml(QApplication::translate("CandidateDelegate", "(start of document)"), quiet)
                    : contextHtml(before, quiet);
    }
    html += QStringLiteral("<p>%1</p>").arg(index.data(CandidateModel::HtmlRole).toString());
    if (expanded) {
        const QString after = index.data(CandidateModel::ContextAfterRole).toString();
        html += after.isEmpty()
                    ? contextHtml(QApplication::translate("CandidateDelegate", "(end of document)"), quiet)
                    : contextHtml(after, quiet);
    }
    document.setHtml(html);
    document.setTextWidth(width);
}

void CandidateDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const
{
    painter->save();
    const QRect r = option.rect;
    const bool selected = option.state & QStyle::State_Selected;
    const QPalette& palette = option.palette;
    const ThemeColours colours(palette);
    // Ids, sources and the chip's caption: quieter than the text, readable on the card.
    const QColor quiet =
        selected ? ThemeColours::secondaryTextOn(colours.selectedCard()) : colours.secondaryText();
    // A tint and an accent bar for the current card, its text in the palette's text colour.
    painter->fillRect(r, selected ? colours.selectedCard().background : palette.color(QPalette::Base));
    if (selected)
        painter->fillRect(QRect(r.left(), r.top(), 4, r.height()), palette.color(QPalette::Highlight));
    painter->setPen(palette.color(QPalette::Mid));
    painter->drawLine(r.bottomLeft(), r.bottomRight());

    const QFontMetrics metrics(option.font);
    const int lineHeight = metrics.height();
    const int chipSize = lineHeight + 10;
    const QRect chip(r.left() + kMargin, r.top() + kMargin, chipSize + 6, chipSize);
    const QVariant mainGrade =
        index.data(m_goldMode ? CandidateModel::GoldGradeRole : CandidateModel::MyGradeRole);
    paintChip(painter, chip, mainGrade, option.font, colours, quiet);
    QFont small = option.font;
    small.setPointSizeF(option.font.pointSizeF() * 0.85);
    painter->setFont(small);
    painter->setPen(quiet);
    painter->drawText(QRect(chip.left() - 4, chip.bottom() + 2, chip.width() + 8, lineHeight),
                      Qt::AlignCenter,
                      m_goldMode ? QApplication::translate("CandidateDelegate", "gold")
                                 : QApplication::translate("CandidateDelegate", "mine"));

    const int left = r.left() + kChipColumn + kMargin;
    const int width = bodyWidth(option);
    int y = r.top() + kMargin;

    // Header: title and chunk id on the left, where it came from on the right.
    QFont bold = option.font;
    bold.setBold(true);
    const QString sources = index.data(CandidateModel::SourcesRole).toString();
    const int sourcesWidth = std::min(width / 2, metrics.horizontalAdvance(sources) + 4);
    painter->setFont(option.font);
    painter->setPen(quiet);
    painter->drawText(QRect(left + width - sourcesWidth, y, sourcesWidth, lineHeight), Qt::AlignRight,
                      metrics.elidedText(sources, Qt::ElideRight, sourcesWidth));
    const QString title = index.data(CandidateModel::TitleRole).toString();
    const QString id = index.data(CandidateModel::ExternalIdRole).toString();
    const QFontMetrics boldMetrics(bold);
    const int titleSpace = width - sourcesWidth - 12;
    const QString shownTitle = boldMetrics.elidedText(title, Qt::ElideRight, titleSpace * 2 / 3);
    painter->setFont(bold);
    painter->setPen(selected ? colours.selectedCard().text : palette.color(QPalette::Text));
    painter->drawText(QRect(left, y, titleSpace, lineHeight), Qt::AlignLeft, shownTitle);
    const int idLeft = left + boldMetrics.horizontalAdvance(shownTitle) + 10;
    painter->setFont(option.font);
    painter->setPen(quiet);
    painter->drawText(QRect(idLeft, y, std::max(0, left + titleSpace - idLeft), lineHeight), Qt::AlignLeft,
                      metrics.elidedText(id, Qt::ElideMiddle, std::max(0, left + titleSpace - idLeft)));
    y += lineHeight + 4;

    // Gold mode: every annotator's grade side by side, and the current annotator's own.
    if (m_goldMode) {
        int x = left;
        QStringList grades = index.data(CandidateModel::OtherGradesRole).toStringList();
        const QVariant mine = index.data(CandidateModel::MyGradeRole);
        if (mine.isValid())
            grades.prepend(QApplication::translate("CandidateDelegate", "me") + QLatin1Char('\t') +
                           QString::number(mine.toInt()));
        if (grades.isEmpty()) {
            painter->drawText(
                QRect(x, y, width, lineHeight), Qt::AlignLeft,
                QApplication::translate("CandidateDelegate", "no annotator has graded this chunk"));
        }
        for (const QString& entry : std::as_const(grades)) {
            const QString name = entry.section(QLatin1Char('\t'), 0, 0);
            const int grade = entry.section(QLatin1Char('\t'), 1, 1).toInt();
            painter->setPen(selected ? colours.selectedCard().text : palette.color(QPalette::Text));
            const int nameWidth = metrics.horizontalAdvance(name) + 4;
            painter->drawText(QRect(x, y, nameWidth, lineHeight), Qt::AlignLeft, name);
            x += nameWidth;
            paintChip(painter, QRect(x, y, lineHeight + 6, lineHeight), grade, small, colours, quiet);
            x += lineHeight + 6 + kSmallChipGap;
        }
        y += lineHeight + 4;
    }

    QTextDocument document;
    layoutBody(document, option, index, width);
    painter->translate(left, y);
    // The body in the card's text colour (drawContents would take the application's).
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette;
    context.palette.setColor(QPalette::Text,
                             selected ? colours.selectedCard().text : palette.color(QPalette::Text));
    document.documentLayout()->draw(painter, context);
    painter->restore();
}

QSize CandidateDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QTextDocument document;
    const int width = bodyWidth(option);
    layoutBody(document, option, index, width);
    const int lineHeight = QFontMetrics(option.font).height();
    int height = kMargin + lineHeight + 4 + int(std::ceil(document.size().height())) + kMargin;
    if (m_goldMode)
        height += lineHeight + 4;
    height = std::max(height, 2 * kMargin + 2 * lineHeight + 14);
    return {width + kChipColumn + 2 * kMargin, height};
}

} // namespace goldset::ui
