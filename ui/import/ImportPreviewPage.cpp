#include "import/ImportPreviewPage.h"

#include "common/ThemeColours.h"
#include "dataset/QuestionTableModel.h"
#include "import/BackgroundImport.h"
#include "import/ImportOptionsPage.h"
#include "import/ImportWizard.h"
#include "io/ImportPreview.h"
#include "shell/ProjectSession.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace goldset::ui {
namespace {

// The text columns (`stretch`) share the width; ids and statuses are as wide as they are.
QTableWidget* makeTable(const QStringList& headers, const QList<int>& stretch, QWidget* parent)
{
    auto* table = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    for (int column = 0; column < headers.size(); ++column)
        table->horizontalHeader()->setSectionResizeMode(
            column, stretch.contains(column) ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(false);
    return table;
}

void setRow(QTableWidget* table, int row, const QStringList& cells)
{
    for (int column = 0; column < cells.size(); ++column) {
        // Plain-text items: imported text is never interpreted as markup.
        auto* item = new QTableWidgetItem(cells[column].left(300));
        item->setToolTip(cells[column].left(2000));
        table->setItem(row, column, item);
    }
}

} // namespace

ImportPreviewPage::ImportPreviewPage(ImportWizard* wizard) : m_wizard(wizard)
{
    setTitle(tr("Preview"));
    setSubTitle(tr("This is what will be imported. Nothing is written until you press Import."));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("previewSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_questions = makeTable({tr("Id"), tr("Question"), tr("Ground truth"), tr("Status")}, {1, 2}, this);
    m_questions->setObjectName(QStringLiteral("previewQuestions"));
    m_chunks = makeTable({tr("Id"), tr("Document"), tr("Text")}, {2}, this);
    m_chunks->setObjectName(QStringLiteral("previewChunks"));
    m_warnings = new QListWidget(this);
    m_warnings->setObjectName(QStringLiteral("previewWarnings"));
    // A warning reads whole, wrapped, never behind a horizontal scroll bar.
    m_warnings->setWordWrap(true);
    m_warnings->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_warnings->setResizeMode(QListView::Adjust);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_questions, tr("Questions"));
    m_tabs->addTab(m_chunks, tr("Chunks"));
    m_tabs->addTab(m_warnings, tr("Warnings"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);
    setButtonText(QWizard::NextButton, tr("&Import"));
}

void ImportPreviewPage::initializePage()
{
    m_questions->setRowCount(0);
    m_chunks->setRowCount(0);
    m_warnings->clear();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto preview = io::previewImport(&m_wizard->session()->project(), m_wizard->options());
    QApplication::restoreOverrideCursor();
    m_ok = preview.ok();
    if (!m_ok) {
        m_summary->setText(tr("This input cannot be imported:\n%1").arg(preview.error().toString()));
        const ThemeColours::Pair warning = ThemeColours().warning();
        m_summary->setStyleSheet(QStringLiteral("color: %1; background: %2; padding: 6px;")
                                     .arg(warning.text.name(), warning.background.name()));
        Q_EMIT completeChanged();
        return;
    }
    m_summary->setStyleSheet(QString());
    QString summary = (preview->sampled ? tr("From the first lines: %1.") : tr("The input holds: %1."))
                          .arg(describeImport(preview->report));
    if (ImportOptionsPage::takesGradeMap(m_wizard->options().format))
        summary += QLatin1Char('\n') + (preview->report.gradesChanged == 0
                                            ? tr("The grade map changes no grade.")
                                            : tr("The grade map changes %n grade(s) (see Warnings).", nullptr,
                                                 static_cast<int>(preview->report.gradesChanged)));
    if (const QString changes = describeChanges(preview->changes, preview->report); !changes.isEmpty())
        summary += QLatin1Char('\n') + changes;
    m_summary->setText(summary);
    m_questions->setRowCount(static_cast<int>(preview->questions.size()));
    for (int row = 0; row < preview->questions.size(); ++row) {
        const Question& q = preview->questions[row];
        setRow(m_questions, row, {q.externalId, q.text, q.groundTruth, QuestionTableModel::statusLabel(q.status)});
    }
    m_chunks->setRowCount(static_cast<int>(preview->chunks.size()));
    for (int row = 0; row < preview->chunks.size(); ++row) {
        const Chunk& c = preview->chunks[row];
        setRow(m_chunks, row, {c.externalId, preview->chunkDocuments.value(row), c.text});
    }
    m_warnings->addItems(preview->warnings);
    m_tabs->setTabText(2, preview->warnings.isEmpty() ? tr("Warnings")
                                                      : tr("Warnings (%1)").arg(preview->warnings.size()));
    m_tabs->setCurrentIndex(!preview->questions.isEmpty() ? 0 : !preview->chunks.isEmpty() ? 1 : 2);
    Q_EMIT completeChanged();
}

QString ImportPreviewPage::describeChanges(const io::ImportChanges& changes, const io::ImportReport& report)
{
    // The file's counts above say what it holds; these say what the import does to this
    // project (a row already there as the file has it is left alone).
    QStringList lines;
    const auto line = [&lines](const QString& kind, const io::ImportChanges::Count& count) {
        if (count.total() > 0)
            lines << tr("%1: %2 new, %3 updated, %4 unchanged")
                         .arg(kind)
                         .arg(count.added)
                         .arg(count.updated)
                         .arg(count.unchanged);
    };
    line(tr("Documents"), changes.documents);
    line(tr("Chunks"), changes.chunks);
    line(tr("Questions"), changes.questions);
    line(tr("Labels"), changes.labels);
    // Runs, answers and reviews are not compared: "nothing changes" only for what is.
    const bool onlyCompared = report.retrievals + report.answers + report.claims + report.reviews +
                                  report.scores + report.nuggets + report.nuggetVerdicts ==
                              0;
    if (lines.isEmpty())
        return onlyCompared ? tr("Nothing in this project changes.") : QString();
    return tr("In this project:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

bool ImportPreviewPage::isComplete() const
{
    return m_ok;
}

} // namespace goldset::ui
