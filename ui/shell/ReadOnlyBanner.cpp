#include "shell/ReadOnlyBanner.h"

#include "shell/ProjectSession.h"
#include "storage/server/ServerUrl.h"

#include <QFileInfo>

namespace goldset::ui {

ReadOnlyBanner::ReadOnlyBanner(QWidget* parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("readOnlyBanner"));
    setWordWrap(true);
    setMargin(8);
    // The palette's tool-tip colours set the note apart in both themes; the frame where the
    // tool-tip colour is the window's own (dark palettes).
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    setFrameShape(QFrame::StyledPanel);
    hide();
}

void ReadOnlyBanner::showFor(ProjectSession* session)
{
    const bool readOnly = session && session->isReadOnly();
    setVisible(readOnly);
    if (readOnly)
        setText(tr("<b>Read-only.</b> %1 cannot be written (the file, its folder or its disk): every page "
                   "reads it, no change can be saved. Save a Copy As makes a copy you can edit.")
                    .arg(storage::ServerUrl::shortName(session->path()).toHtmlEscaped()));
}

} // namespace goldset::ui
