#include "agreement/LabelCsvReader.h"

#include "core/ProjectFileRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringDecoder>

namespace goldset::agreement {
namespace {

// lupdate files each string under the context of the function that calls tr():
// "goldset::agreement::LabelCsvReader" or "goldset::agreement". Look in both.
QString tr(const char* text)
{
    const QString translated = QCoreApplication::translate("goldset::agreement::LabelCsvReader", text);
    return translated != QString::fromUtf8(text) ? translated
                                                 : QCoreApplication::translate("goldset::agreement", text);
}

struct Record
{
    QStringList fields;
    int line = 0; // where the record starts
};

// Splits RFC 4180 text into records; a quote left open is an error naming where it opened.
Result<QList<Record>> splitRecords(const QString& text, const QString& fileName)
{
    QList<Record> records;
    Record current;
    QString field;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    int line = 1;
    int quoteLine = 0;
    current.line = 1;
    auto endField = [&] {
        current.fields.append(field);
        field.clear();
        fieldWasQuoted = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = current.fields.size() == 1 && current.fields.first().isEmpty();
        if (!blank)
            records.append(current);
        current = Record{};
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text.at(i);
        if (inQuotes) {
            if (ch == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field.append(ch);
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (ch == QLatin1Char('\n'))
                    ++line;
                field.append(ch);
            }
            continue;
        }
        if (ch == QLatin1Char('"') && field.isEmpty() && !fieldWasQuoted) {
            inQuotes = true;
            fieldWasQuoted = true;
            quoteLine = line;
        } else if (ch == QLatin1Char(',')) {
            endField();
        } else if (ch == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n')) {
            continue; // the \n ends the record
        } else if (ch == QLatin1Char('\n')) {
            endRecord();
            ++line;
            current.line = line;
        } else if (fieldWasQuoted) {
            return makeError(tr("unexpected character after a closing quote"), fileName, line);
        } else {
            field.append(ch);
        }
    }
    if (inQuotes)
        return makeError(tr("a quoted field is not closed"), fileName, quoteLine);
    if (!field.isEmpty() || !current.fields.isEmpty() || fieldWasQuoted)
        endRecord();
    return records;
}

} // namespace

Result<QList<Rating>> LabelCsvReader::readFile(const QString& path)
{
    if (Status refused = core::ProjectFileRegistry::refuseIfOpenProject(path); !refused)
        return refused.error();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(tr("cannot read the file: %1").arg(file.errorString()), path);
    return parse(file.readAll(), path);
}

Result<QList<Rating>> LabelCsvReader::parse(const QByteArray& data, const QString& fileName)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder(data);
    if (decoder.hasError())
        return makeError(tr("the file is not valid UTF-8"), fileName);
    const QString body = text.startsWith(QChar(0xFEFF)) ? text.mid(1) : text;

    auto records = splitRecords(body, fileName);
    if (!records)
        return records.error();
    if (records->isEmpty())
        return makeError(tr("the file is empty; expected a header row item,annotator,label"), fileName, 1);

    const Record& header = records->first();
    qsizetype itemColumn = -1;
    qsizetype annotatorColumn = -1;
    qsizetype labelColumn = -1;
    for (qsizetype i = 0; i < header.fields.size(); ++i) {
        const QString name = header.fields.at(i).trimmed().toLower();
        if (name == QLatin1String("item"))
            itemColumn = i;
        else if (name == QLatin1String("annotator"))
            annotatorColumn = i;
        else if (name == QLatin1String("label"))
            labelColumn = i;
    }
    if (itemColumn < 0 || annotatorColumn < 0 || labelColumn < 0)
        return makeError(tr("the header row must name the columns item, annotator and label"), fileName,
                         header.line);

    QList<Rating> ratings;
    for (qsizetype r = 1; r < records->size(); ++r) {
        const Record& record = records->at(r);
        if (record.fields.size() != header.fields.size())
            return makeError(tr("expected %1 fields like the header, found %2")
                                 .arg(header.fields.size())
                                 .arg(record.fields.size()),
                             fileName, record.line);
        Rating rating{record.fields.at(itemColumn).trimmed(), record.fields.at(annotatorColumn).trimmed(),
                      record.fields.at(labelColumn).trimmed(), record.line};
        if (rating.label.isEmpty())
            continue;
        if (rating.item.isEmpty() || rating.annotator.isEmpty())
            return makeError(tr("the item and the annotator must not be empty"), fileName, record.line);
        ratings.append(rating);
    }
    return ratings;
}

} // namespace goldset::agreement
