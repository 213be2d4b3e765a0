#include "dataset/CorpusBrowser.h"

#include "dataset/ChunkContextView.h"
#include "dataset/CorpusTreeModel.h"
#include "dataset/SearchHitModel.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

namespace goldset::ui {

namespace {
constexpr int kHitLimit = 100;
}

CorpusBrowser::CorpusBrowser(QWidget* parent) : QWidget(parent)
{
    m_treeModel = new CorpusTreeModel(this);
    m_hitModel = new SearchHitModel(this);

    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("corpusTree"));
    m_tree->setModel(m_treeModel);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection); // for Generate Questions
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(CorpusTreeModel::NameColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(CorpusTreeModel::ChunksColumn, QHeaderView::ResizeToContents);

    m_searchField = new QLineEdit(this);
    m_searchField->setObjectName(QStringLiteral("corpusSearchField"));
    m_searchField->setPlaceholderText(tr("Search the chunks (full text, any language) and press Enter"));
    m_searchField->setClearButtonEnabled(true);
    m_hitCount = new QLabel(this);
    m_hitCount->setTextFormat(Qt::PlainText);
    m_hits = new QTableView(this);
    m_hits->setObjectName(QStringLiteral("corpusSearchHits"));
    m_hits->setModel(m_hitModel);
    m_hits->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_hits->setSelectionMode(QAbstractItemView::SingleSelection);
    m_hits->verticalHeader()->hide();
    m_hits->setWordWrap(false);
    m_hits->horizontalHeader()->setStretchLastSection(true);
    m_hits->setColumnWidth(SearchHitModel::ChunkColumn, 110);
    m_hits->setColumnWidth(SearchHitModel::DocumentColumn, 160);
    m_hits->setColumnWidth(SearchHitModel::ScoreColumn, 60);

    auto* searchPane = new QWidget(this);
    auto* searchLayout = new QVBoxLayout(searchPane);
    searchLayout->setContentsMargins(0, 0, 0, 0);
    searchLayout->addWidget(m_searchField);
    searchLayout->addWidget(m_hitCount);
    searchLayout->addWidget(m_hits, 1);

    auto* left = new QSplitter(Qt::Vertical, this);
    left->setObjectName(QStringLiteral("corpusLeftSplitter"));
    left->addWidget(m_tree);
    left->addWidget(searchPane);
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 2);

    m_context = new ChunkContextView(this);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("corpusSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(m_context);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { treeCurrentChanged(current); });
    connect(m_hits->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { hitCurrentChanged(current); });
    connect(m_tree, &QTreeView::expanded, this, [this](const QModelIndex& index) {
        if (m_treeModel->canFetchMore(index))
            m_treeModel->fetchMore(index);
    });
    connect(m_searchField, &QLineEdit::returnPressed, this, [this] { search(m_searchField->text()); });
    connect(m_searchField, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text.isEmpty())
            search(QString());
    });
}

void CorpusBrowser::setProject(storage::Project* project)
{
    m_project = project;
    m_context->setProject(project);
    m_treeModel->setProject(project);
    m_hitModel->clear();
    m_hitCount->clear();
    if (!project)
        m_searchField->clear();
}

void CorpusBrowser::reload()
{
    const RowId shown = m_context->chunkId();
    m_treeModel->reload();
    m_hitModel->clear();
    m_hitCount->clear();
    if (shown != 0)
        showChunk(shown);
}

void CorpusBrowser::search(const QString& text)
{
    if (m_searchField->text() != text)
        m_searchField->setText(text);
    if (!m_project || text.trimmed().isEmpty()) {
        m_hitModel->clear();
        m_hitCount->clear();
        return;
    }
    auto hits = m_project->corpus().search(text, kHitLimit);
    if (!hits) {
        m_hitModel->clear();
        m_hitCount->setText(tr("Search failed: %1").arg(hits.error().toString()));
        return;
    }
    m_hitModel->setHits(*hits);
    // The chunk id is the key: whole, up to a third of the table (the text takes the rest).
    m_hits->resizeColumnToContents(SearchHitModel::ChunkColumn);
    m_hits->setColumnWidth(SearchHitModel::ChunkColumn,
                           std::clamp(m_hits->columnWidth(SearchHitModel::ChunkColumn), 110,
                                      std::max(110, m_hits->viewport()->width() / 3)));
    QString count = hits->isEmpty()             ? tr("No chunk matches.")
                    : hits->size() >= kHitLimit ? tr("The best %n hits:", nullptr, int(hits->size()))
                                                : tr("%n hit(s):", nullptr, int(hits->size()));
    if (!hits->isEmpty() && hits->first().windowed)
        count += QLatin1Char(' ') + tr("(these words are very common: ranked among the first %L1 matching "
                                       "chunks only; add a rarer word)")
                                        .arg(storage::CorpusStore::kRankWindow);
    m_hitCount->setText(count);
    if (!hits->isEmpty())
        m_hits->setCurrentIndex(m_hitModel->index(0, 0));
}

void CorpusBrowser::showChunk(RowId chunkId)
{
    const QModelIndex index = m_treeModel->indexOfChunk(chunkId);
    if (index.isValid()) {
        m_tree->expand(index.parent());
        m_tree->setCurrentIndex(index);
        m_tree->scrollTo(index);
    }
    m_context->showChunk(chunkId);
}

void CorpusBrowser::treeCurrentChanged(const QModelIndex& current)
{
    const QVariant chunkId = current.data(CorpusTreeModel::ChunkIdRole);
    if (chunkId.isValid()) {
        m_context->showChunk(chunkId.toLongLong());
        return;
    }
    // A document: show its first chunk in context, so the right side is never blank.
    const QModelIndex document = current.siblingAtColumn(0);
    if (m_treeModel->canFetchMore(document))
        m_treeModel->fetchMore(document);
    const QModelIndex first = m_treeModel->index(0, 0, document);
    if (first.isValid())
        m_context->showChunk(first.data(CorpusTreeModel::ChunkIdRole).toLongLong());
}

void CorpusBrowser::hitCurrentChanged(const QModelIndex& current)
{
    if (current.isValid())
        m_context->showChunk(m_hitModel->chunkIdAt(current.row()));
}

} // namespace goldset::ui
