#include "dataset/ChunkContextView.h"

#include "common/ThemeColours.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"

#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace goldset::ui {

namespace {
constexpr int kNeighbours = 1;

QString paragraphs(const QString& text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"));
}
} // namespace

ChunkContextView::ChunkContextView(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("chunkDocumentLabel"));
    m_header->setTextFormat(Qt::PlainText);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("chunkContextText"));
    m_text->setOpenLinks(false);
    layout->addWidget(m_header);
    layout->addWidget(m_text, 1);
    clear();
}

void ChunkContextView::setProject(storage::Project* project)
{
    m_project = project;
    clear();
}

void ChunkContextView::clear()
{
    m_chunkId = 0;
    m_header->setText(tr("Select a chunk to see it in its document."));
    m_text->clear();
}

QString ChunkContextView::contextHtml(const QList<Chunk>& chunks, RowId highlighted)
{
    QString html;
    const ThemeColours colours;
    for (const Chunk& chunk : chunks) {
        const bool centre = chunk.id == highlighted;
        const QString label = chunk.externalId.toHtmlEscaped();
        const QString body =
            chunk.stub ? QObject::tr("(text not imported)").toHtmlEscaped() : paragraphs(chunk.text);
        if (centre)
            html +=
                QStringLiteral("<p style=\"color:%3; font-size:small\"><a name=\"chunk\"></a><b>%1</b></p>"
                               "<table width=\"100%\" cellpadding=\"6\" style=\"background-color:%4\">"
                               "<tr><td style=\"color:%5\">%2</td></tr></table>")
                    .arg(label, body, colours.focusedChunkHeading().name(),
                         colours.focusedChunk().background.name(), colours.focusedChunk().text.name());
        else
            html +=
                QStringLiteral("<p style=\"color:%3\"><span style=\"font-size:small\">%1</span><br>%2</p>")
                    .arg(label, body, colours.secondaryText().name());
    }
    return html;
}

void ChunkContextView::showChunk(RowId chunkId)
{
    if (!m_project) {
        clear();
        return;
    }
    const auto chunk = m_project->corpus().chunkById(chunkId);
    if (!chunk) {
        clear();
        return;
    }
    m_chunkId = chunkId;
    const auto document = m_project->corpus().documentById(chunk->documentId);
    QStringList header;
    if (document) {
        header << (document->title.isEmpty() ? document->externalId : document->title);
        QStringList details;
        details << tr("document %1").arg(document->externalId);
        if (!document->source.isEmpty())
            details << tr("source %1").arg(document->source);
        if (!document->language.isEmpty())
            details << tr("language %1").arg(document->language);
        details << tr("%n chunk(s) in the document", nullptr, document->chunkCount);
        header << details.join(QStringLiteral(" · "));
    }
    m_header->setText(header.join(QLatin1Char('\n')));
    m_text->setHtml(contextHtml(m_project->corpus().neighbours(chunkId, kNeighbours, kNeighbours), chunkId));
    // Scroll so that the chunk itself, not the previous one, is in view.
    m_text->scrollToAnchor(QStringLiteral("chunk"));
}

} // namespace goldset::ui
