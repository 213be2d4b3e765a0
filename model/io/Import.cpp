#include "io/Import.h"

namespace goldset::io {

QStringList importFormats()
{
    return {QStringLiteral("corpus"),     QStringLiteral("ragas"),       QStringLiteral("deepeval"),
            QStringLiteral("llamaindex"), QStringLiteral("beir"),        QStringLiteral("trec-qrels"),
            QStringLiteral("trec-run"),   QStringLiteral("goldset-run"), QStringLiteral("simple"),
            QStringLiteral("csv")};
}

Result<ImportReport> importFiles(storage::Project&, const ImportOptions& options, const ImportProgress&)
{
    return makeError(QStringLiteral("import of '%1' is not implemented yet").arg(options.format));
}

} // namespace goldset::io
