#include "demo/DemoProject.h"

#include "storage/Project.h"

#include <QFileInfo>

namespace goldset::demo {

Status writeDemoProject(const QString& path)
{
    if (QFileInfo::exists(path))
        return makeError(QStringLiteral("%1 already exists").arg(path), path);
    auto project = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!project)
        return project.error();
    return {};
}

} // namespace goldset::demo
