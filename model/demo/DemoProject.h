#pragma once

#include "core/Result.h"

namespace goldset::demo {

// Writes the bundled demo project (resources/demo) into a new project file, through the same
// importers users use. Refuses an existing file.
Status writeDemoProject(const QString& path);

} // namespace goldset::demo
