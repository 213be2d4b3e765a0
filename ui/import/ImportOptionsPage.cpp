#include "import/ImportOptionsPage.h"

#include "common/ThemeColours.h"
#include "import/ImportWizard.h"
#include "io/CsvReader.h"
#include "io/FormatDetection.h"
#include "io/GradeMap.h"
#include "io/Import.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>

namespace goldset::ui {
namespace {

// The fields a CSV column can hold (what csv import reads), after an empty "not imported".
QStringList csvFieldChoices()
{
    return QStringList{QString()} + io::csvImportFields();
}

} // namespace

ImportOptionsPage::ImportOptionsPage(ImportWizard* wizard) : m_wizard(wizard)
{
    setTitle(tr("Options"));
    m_runName = new QLineEdit(this);
    m_runName->setObjectName(QStringLiteral("importRunName"));
    m_runName->setPlaceholderText(tr("e.g. hybrid-v3"));
    connect(m_runName, &QLineEdit::textChanged, this, &QWizardPage::completeChanged);
    m_annotator = new QLineEdit(this);
    m_annotator->setObjectName(QStringLiteral("importAnnotator"));
    m_chunkSize = new QSpinBox(this);
    m_chunkSize->setObjectName(QStringLiteral("importChunkSize"));
    m_chunkSize->setRange(100, 20000);
    m_chunkSize->setSingleStep(100);
    m_chunkSize->setSuffix(tr(" characters"));
    m_overlap = new QSpinBox(this);
    m_overlap->setRange(0, 10);
    m_overlap->setSuffix(tr(" sentences"));
    m_split = new QComboBox(this);
    m_split->setObjectName(QStringLiteral("importSplit"));
    m_split->setToolTip(tr("The qrels file (qrels/<split>.tsv) whose queries and judgments are imported"));
    m_gradeMap = new QLineEdit(this);
    m_gradeMap->setObjectName(QStringLiteral("importGradeMap"));
    m_gradeMap->setPlaceholderText(tr("e.g. -1=0,4=3 (empty: 0 and below become 0, above 3 becomes 3)"));
    m_gradeMap->setToolTip(tr("How grades outside 0..3 become Goldset's grades: FROM=TO pairs with TO in "
                              "0..3, the same as goldset-cli import --grade-map. The original grades are "
                              "kept; the preview says how many change."));
    m_gradeMapProblem = new QLabel(this);
    m_gradeMapProblem->setObjectName(QStringLiteral("importGradeMapProblem"));
    m_gradeMapProblem->setWordWrap(true);
    m_gradeMapProblem->setTextFormat(Qt::PlainText);
    connect(m_gradeMap, &QLineEdit::textChanged, this, [this](const QString& text) {
        const auto parsed = io::GradeMap::parse(text);
        m_gradeMapProblem->setText(parsed ? QString() : parsed.error().message);
        const ThemeColours::Pair warning = ThemeColours().warning();
        m_gradeMapProblem->setStyleSheet(parsed ? QString()
                                                : QStringLiteral("color: %1; background: %2; padding: 4px;")
                                                      .arg(warning.text.name(), warning.background.name()));
        m_form->setRowVisible(m_gradeMapProblem, !parsed && takesGradeMap(m_wizard->options().format));
        Q_EMIT completeChanged();
    });
    m_mapping = new QTableWidget(0, 2, this);
    m_mapping->setObjectName(QStringLiteral("importMapping"));
    m_mapping->setHorizontalHeaderLabels({tr("Column"), tr("Field")});
    m_mapping->horizontalHeader()->setStretchLastSection(true);
    m_mapping->verticalHeader()->hide();

    m_form = new QFormLayout(this);
    m_form->addRow(tr("&Run name:"), m_runName);
    m_form->addRow(tr("&Annotator of the labels:"), m_annotator);
    m_form->addRow(tr("&Split:"), m_split);
    m_form->addRow(tr("&Grade map:"), m_gradeMap);
    m_form->addRow(QString(), m_gradeMapProblem);
    m_form->addRow(tr("&Chunk size:"), m_chunkSize);
    m_form->addRow(tr("&Overlap when a paragraph is split:"), m_overlap);
    m_form->addRow(tr("Column &mapping:"), m_mapping);
}

void ImportOptionsPage::initializePage()
{
    const io::ImportOptions& options = m_wizard->options();
    const QString& format = options.format;
    const bool runFormat = io::formatNeedsRunName(format) || format == QLatin1String("ragas");
    const bool labels = !io::defaultAnnotator(format).isEmpty() || format == QLatin1String("csv");
    const bool corpus = format == QLatin1String("corpus") || format == QLatin1String("beir") ||
                        format == QLatin1String("llamaindex");
    const bool csv = format == QLatin1String("csv");
    m_form->setRowVisible(m_runName, runFormat);
    m_form->setRowVisible(m_annotator, labels);
    m_form->setRowVisible(m_chunkSize, corpus);
    m_form->setRowVisible(m_overlap, corpus);
    m_form->setRowVisible(m_mapping, csv);
    m_form->setRowVisible(m_gradeMap, takesGradeMap(format));
    m_form->setRowVisible(m_gradeMapProblem, takesGradeMap(format) && !m_gradeMapProblem->text().isEmpty());
    m_gradeMap->setText(options.gradeMap);
    fillSplits(format == QLatin1String("beir") ? options.paths.value(0) : QString());
    if (runFormat && m_runName->text().isEmpty() && !options.paths.isEmpty())
        m_runName->setText(QFileInfo(options.paths.first()).completeBaseName());
    if (format == QLatin1String("ragas"))
        m_runName->setPlaceholderText(tr("leave empty to import questions only, without the responses"));
    m_annotator->setPlaceholderText(io::defaultAnnotator(format));
    m_chunkSize->setValue(options.chunkSize);
    m_overlap->setValue(options.chunkOverlap);
    setSubTitle(
        tr("Importing %n file(s) as %1.", nullptr, static_cast<int>(options.paths.size())).arg(format));
    if (csv)
        fillCsvColumns();
}

void ImportOptionsPage::fillSplits(const QString& beirFolder)
{
    // BEIR keeps one qrels file per split; "test" is what BEIR's own loader reads by default.
    m_split->clear();
    if (!beirFolder.isEmpty()) {
        const QDir qrels(QDir(beirFolder).filePath(QStringLiteral("qrels")));
        for (const QString& file : qrels.entryList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name))
            m_split->addItem(QFileInfo(file).completeBaseName());
        const QString wanted = m_wizard->options().split;
        const int index = m_split->findText(wanted.isEmpty() ? QStringLiteral("test") : wanted);
        m_split->setCurrentIndex(std::max(0, index));
    }
    m_form->setRowVisible(m_split, m_split->count() > 0);
}

void ImportOptionsPage::fillCsvColumns()
{
    // The header as the importer reads it (quoted names, BOM, UTF-16 included).
    const auto header = io::readCsvHeader(m_wizard->options().paths.value(0));
    const QStringList columns = header ? *header : QStringList();
    if (!header)
        setSubTitle(tr("The column names cannot be read: %1").arg(header.error().toString()));
    m_mapping->setRowCount(static_cast<int>(columns.size()));
    for (int row = 0; row < columns.size(); ++row) {
        auto* name = new QTableWidgetItem(columns[row]);
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        m_mapping->setItem(row, 0, name);
        auto* field = new QComboBox(m_mapping);
        field->setEditable(true);
        field->addItems(csvFieldChoices());
        // Preselect a field of the same name.
        const int same = field->findText(columns[row].toLower());
        field->setCurrentIndex(same >= 0 ? same : 0);
        connect(field, &QComboBox::currentTextChanged, this, &QWizardPage::completeChanged);
        m_mapping->setCellWidget(row, 1, field);
    }
}

bool ImportOptionsPage::takesGradeMap(const QString& format)
{
    return format == QLatin1String("trec-qrels") || format == QLatin1String("beir");
}

bool ImportOptionsPage::isComplete() const
{
    const QString& format = m_wizard->options().format;
    if (io::formatNeedsRunName(format) && m_runName->text().trimmed().isEmpty())
        return false;
    if (takesGradeMap(format) && !io::GradeMap::parse(m_gradeMap->text()))
        return false;
    return true;
}

bool ImportOptionsPage::validatePage()
{
    io::ImportOptions& options = m_wizard->options();
    const bool runFormat = io::formatNeedsRunName(options.format) || options.format == QLatin1String("ragas");
    options.runName = runFormat ? m_runName->text().trimmed() : QString();
    options.annotator = m_annotator->text().trimmed();
    options.chunkSize = m_chunkSize->value();
    options.chunkOverlap = m_overlap->value();
    options.split = options.format == QLatin1String("beir") ? m_split->currentText() : QString();
    options.gradeMap = takesGradeMap(options.format) ? m_gradeMap->text().trimmed() : QString();
    options.columnMap.clear();
    if (options.format == QLatin1String("csv"))
        for (int row = 0; row < m_mapping->rowCount(); ++row) {
            const auto* field = qobject_cast<QComboBox*>(m_mapping->cellWidget(row, 1));
            if (field && !field->currentText().isEmpty())
                options.columnMap.insert(m_mapping->item(row, 0)->text(), field->currentText());
        }
    return true;
}

} // namespace goldset::ui
