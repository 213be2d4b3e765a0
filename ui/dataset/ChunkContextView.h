#pragma once

#include "domain/Entities.h"

#include <QWidget>

class QLabel;
class QTextBrowser;

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// One chunk in its document: the document's title, source and language above, the chunk
// highlighted between its greyed neighbours. Chunk text is untrusted: it is escaped before it
// goes into the rich text view.
class ChunkContextView : public QWidget
{
    Q_OBJECT

public:
    explicit ChunkContextView(QWidget* parent = nullptr);

    void setProject(storage::Project* project);
    void showChunk(RowId chunkId);
    void clear();
    RowId chunkId() const { return m_chunkId; }
    // The rich text of the chunk and its neighbours, as the view shows it.
    static QString contextHtml(const QList<Chunk>& chunks, RowId highlighted);

private:
    storage::Project* m_project = nullptr;
    RowId m_chunkId = 0;
    QLabel* m_header = nullptr;
    QTextBrowser* m_text = nullptr;
};

} // namespace goldset::ui
