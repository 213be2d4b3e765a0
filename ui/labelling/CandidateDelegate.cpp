#include "labelling/CandidateDelegate.h"

#include "labelling/CandidateModel.h"

#if __has_include("common/GradeChipDelegate.h")
#include "common/GradeChipDelegate.h"
#define GOLDSET_HAVE_GRADE_CHIPS 1
#endif

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QTextDocument>

namespace goldset::ui {

namespace {
constexpr int kMargin = 8;
constexpr int kChipColumn = 48;
constexpr int kSmallChipGap = 10;

QString contextHtml(const QString& text)
{
    return QStringLiteral("<p style=\"color:#707070;\"><i>%1</i></p>").arg(text.toHtmlEscaped());
}

// A round chip with the grade's digit on the grade's colour; an empty outlined chip with a dash
// when there is no grade.
void paintChip(QPainter* painter, const QRect& rect, const QVariant& grade, const QFont& font)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont bold = font;
    bold.setBold(true);
    painter->setFont(bold);
    const qreal radius = rect.height() / 2.0;
    if (grade.isValid()) {
        const int g = grade.toInt();
        painter->setPen(CandidateDelegate::gradeColour(g).darker(140));
        painter->setBrush(CandidateDelegate::gradeColour(g));
        painter->drawRoundedRect(rect, radius, radius);
        painter->setPen(CandidateDelegate::gradeTextColour(g));
        painter->drawText(rect, Qt::AlignCenter, QString::number(grade.toInt()));
    } else {
        painter->setPen(QPen(QColor(0x90, 0x90, 0x90), 1, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(rect, radius, radius);
        painter->setPen(QColor(0x90, 0x90, 0x90));
        painter->drawText(rect, Qt::AlignCenter, QStringLiteral("–"));
    }
    painter->restore();
}

} // namespace

CandidateDelegate::CandidateDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

QColor CandidateDelegate::gradeColour(int grade)
{
#ifdef GOLDSET_HAVE_GRADE_CHIPS
    return GradeChipDelegate::chipColour(grade);
#else
    static const QColor colours[] = {QColor(0xd9, 0xd9, 0xd9), QColor(0xf7, 0xdc, 0x6f),
                                     QColor(0xf0, 0x9a, 0x3e), QColor(0x2e, 0x8b, 0x57)};
    return colours[std::clamp(grade, 0, 3)];
#endif
}

QColor CandidateDelegate::gradeTextColour(int grade)
{
#ifdef GOLDSET_HAVE_GRADE_CHIPS
    return GradeChipDelegate::chipTextColour(grade);
#else
    return grade >= 3 ? QColor(Qt::white) : QColor(Qt::black);
#endif
}

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
    const bool expanded = index.data(CandidateModel::ExpandedRole).toBool();
    if (expanded) {
        const QString before = index.data(CandidateModel::ContextBeforeRole).toString();
        html += before.isEmpty()
                    ? contextHtml(QApplication::translate("CandidateDelegate", "(start of document)"))
                    : contextHtml(before);
    }
    html += QStringLiteral("<p>%1</p>").arg(index.data(CandidateModel::HtmlRole).toString());
    if (expanded) {
        const QString after = index.data(CandidateModel::ContextAfterRole).toString();
        html += after.isEmpty()
                    ? contextHtml(QApplication::translate("CandidateDelegate", "(end of document)"))
                    : contextHtml(after);
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
    // A light tint and an accent bar for the current card: the body stays readable dark-on-light.
    painter->fillRect(r, selected ? palette.color(QPalette::Highlight).lighter(185)
                                  : palette.color(QPalette::Base));
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
    paintChip(painter, chip, mainGrade, option.font);
    QFont small = option.font;
    small.setPointSizeF(option.font.pointSizeF() * 0.85);
    painter->setFont(small);
    painter->setPen(palette.color(QPalette::PlaceholderText));
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
    painter->setPen(palette.color(QPalette::PlaceholderText));
    painter->drawText(QRect(left + width - sourcesWidth, y, sourcesWidth, lineHeight), Qt::AlignRight,
                      metrics.elidedText(sources, Qt::ElideRight, sourcesWidth));
    const QString title = index.data(CandidateModel::TitleRole).toString();
    const QString id = index.data(CandidateModel::ExternalIdRole).toString();
    const QFontMetrics boldMetrics(bold);
    const int titleSpace = width - sourcesWidth - 12;
    const QString shownTitle = boldMetrics.elidedText(title, Qt::ElideRight, titleSpace * 2 / 3);
    painter->setFont(bold);
    painter->setPen(palette.color(QPalette::Text));
    painter->drawText(QRect(left, y, titleSpace, lineHeight), Qt::AlignLeft, shownTitle);
    const int idLeft = left + boldMetrics.horizontalAdvance(shownTitle) + 10;
    painter->setFont(option.font);
    painter->setPen(palette.color(QPalette::PlaceholderText));
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
            painter->setPen(palette.color(QPalette::Text));
            const int nameWidth = metrics.horizontalAdvance(name) + 4;
            painter->drawText(QRect(x, y, nameWidth, lineHeight), Qt::AlignLeft, name);
            x += nameWidth;
            paintChip(painter, QRect(x, y, lineHeight + 6, lineHeight), grade, small);
            x += lineHeight + 6 + kSmallChipGap;
        }
        y += lineHeight + 4;
    }

    QTextDocument document;
    layoutBody(document, option, index, width);
    painter->translate(left, y);
    document.drawContents(painter);
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
