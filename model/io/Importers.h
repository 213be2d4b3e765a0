#pragma once

#include "core/Result.h"

#include <QString>

// The readers of each import format (one file each), called by importFiles().
namespace goldset::io {

class ImportSession;

Status importCorpus(ImportSession& session, const QString& path);
Status importSimple(ImportSession& session, const QString& path);
Status importNuggetizer(ImportSession& session, const QString& path);
Status importTrecQrels(ImportSession& session, const QString& path);
Status importTrecRun(ImportSession& session, const QString& path);
Status importGoldsetRun(ImportSession& session, const QString& path);
Status importTrecRag(ImportSession& session, const QString& path);
Status importRagas(ImportSession& session, const QString& path);
Status importDeepeval(ImportSession& session, const QString& path);
Status importLlamaindex(ImportSession& session, const QString& path);
Status importBeir(ImportSession& session, const QString& path);
Status importCsv(ImportSession& session, const QString& path);

// A whole text file as UTF-8 with '\n' line ends (BOM and UTF-16 handled, UTF-8 validated).
Result<QByteArray> readTextFile(const QString& path);

} // namespace goldset::io
