#include "io/Export.h"

namespace goldset::io {

QStringList exportFormats()
{
    return {QStringLiteral("corpus"),     QStringLiteral("ragas"),       QStringLiteral("deepeval"),
            QStringLiteral("llamaindex"), QStringLiteral("beir"),        QStringLiteral("trec-qrels"),
            QStringLiteral("trec-run"),   QStringLiteral("goldset-run"), QStringLiteral("simple"),
            QStringLiteral("csv")};
}

Status exportProject(storage::Project&, const QString& format, const QString&, const ExportOptions&)
{
    return makeError(QStringLiteral("export of '%1' is not implemented yet").arg(format));
}

} // namespace goldset::io
