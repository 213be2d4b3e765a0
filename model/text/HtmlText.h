#pragma once

#include <QString>

namespace goldset::text {

// The readable text of an HTML page for chunking: block elements become paragraphs
// (separated by blank lines), headings become Markdown heading lines (so that the Chunker
// leaves them out of chunks), script/style are dropped, entities decoded.
struct HtmlText
{
    QString title; // <title>, else the first <h1>
    QString text;

    static HtmlText fromHtml(const QString& html);
};

} // namespace goldset::text
